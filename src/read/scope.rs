//! Which namespace URI each prefix names at the current point of the document.
//!
//! A flat list of bindings searched from the innermost out is quadratic on
//! hostile input: a root that declares 100,000 prefixes makes every later
//! lookup walk all of them (3 MB took 17 s). Here a lookup is one hash probe,
//! and closing an element unbinds exactly what it bound.
//!
//! The maps hash with foldhash, seeded per map: SipHash cost more than the
//! rest of a small feed's namespace handling, and a per-map seed still keeps
//! crafted prefixes from colliding on purpose. The default namespace, looked
//! up at every element, is a stack of its own.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use crate::xml::namespace::Namespace;

/// A namespace URI, shared by every element in it.
pub(crate) type NsUri = Arc<str>;

/// A namespace URI bound to a prefix, with the vocabulary it names: told
/// once per URI, when it is first declared, rather than at each element
/// (a feed's elements are thousands, its namespaces a dozen).
#[derive(Debug, Clone)]
pub(crate) struct Bound {
    pub(crate) uri: NsUri,
    pub(crate) class: Namespace,
}

/// An element or attribute name (or prefix): kept inline, without an
/// allocation, when it is short, as names nearly always are.
pub(crate) type Name = compact_str::CompactString;

type Hasher = foldhash::fast::RandomState;

#[derive(Debug, Default)]
pub(crate) struct NamespaceScope {
    /// For each prefix, its URIs from outermost to innermost.
    by_prefix: HashMap<Name, Vec<Bound>, Hasher>,
    /// The default namespace's URIs, outermost to innermost (`""` undeclares it).
    defaults: Vec<Bound>,
    /// The prefixes bound by open elements, in binding order ("" for the
    /// default), so that closing an element can unbind its own.
    bound: Vec<Name>,
    /// Every URI declared, shared, with its vocabulary: an Atom feed that
    /// declares its namespace on every entry holds one copy.
    uris: HashMap<NsUri, Namespace, Hasher>,
    /// Every (prefix, URI) declaration reported so far.
    reported: HashSet<(Name, NsUri), Hasher>,
}

impl NamespaceScope {
    /// A mark to hand back to [`unbind_to`](Self::unbind_to) when the element closes.
    pub(crate) fn mark(&self) -> usize {
        self.bound.len()
    }

    /// Binds `prefix` ("" for the default namespace) to `uri` for the element
    /// being opened. Returns whether this (prefix, URI) pair is declared for
    /// the first time in the document.
    pub(crate) fn bind(&mut self, prefix: &str, uri: &str) -> bool {
        if self.bound.capacity() == 0 {
            self.make_room();
        }
        let bound = self.intern(uri);
        let prefix = Name::from(prefix);
        let first = self.reported.insert((prefix.clone(), bound.uri.clone()));
        if prefix.is_empty() {
            self.defaults.push(bound);
        } else {
            self.by_prefix
                .entry(prefix.clone())
                .or_default()
                .push(bound);
        }
        self.bound.push(prefix);
        first
    }

    /// Binds an undeclared `prefix` for the rest of the document, beneath any
    /// binding an element may make later.
    pub(crate) fn assume(&mut self, prefix: &str, uri: &str) -> Bound {
        let bound = self.intern(uri);
        self.by_prefix
            .entry(Name::from(prefix))
            .or_default()
            .insert(0, bound.clone());
        bound
    }

    /// Room for the declarations of a usual feed, made at the first: a
    /// root declares ten or twenty namespaces at once, and maps grown from
    /// nothing rehash three or four times on the way (a tenth of a small
    /// feed's reading went to its root's declarations).
    #[cold]
    fn make_room(&mut self) {
        const USUAL: usize = 16;
        self.by_prefix.reserve(USUAL);
        self.uris.reserve(USUAL);
        self.reported.reserve(USUAL);
        self.bound.reserve(USUAL);
    }

    fn intern(&mut self, uri: &str) -> Bound {
        if let Some((shared, class)) = self.uris.get_key_value(uri) {
            return Bound {
                uri: shared.clone(),
                class: *class,
            };
        }
        let shared: NsUri = Arc::from(uri);
        let class = Namespace::of(Some(uri));
        self.uris.insert(shared.clone(), class);
        Bound { uri: shared, class }
    }

    /// Unbinds what elements bound since `mark`.
    pub(crate) fn unbind_to(&mut self, mark: usize) {
        while self.bound.len() > mark {
            let Some(prefix) = self.bound.pop() else {
                break;
            };
            if prefix.is_empty() {
                self.defaults.pop();
            } else if let Some(uris) = self.by_prefix.get_mut(&prefix) {
                uris.pop();
            }
        }
    }

    /// The URI `prefix` names here.
    pub(crate) fn lookup(&self, prefix: &str) -> Option<&Bound> {
        if prefix.is_empty() {
            return self.defaults.last();
        }
        self.by_prefix.get(prefix).and_then(|uris| uris.last())
    }

    /// The default namespace here; `xmlns=""` undeclares it.
    pub(crate) fn default_namespace(&self) -> Option<&Bound> {
        self.defaults.last().filter(|b| !b.uri.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inner_bindings_shadow_and_unbind() {
        let mut scope = NamespaceScope::default();
        let outer = scope.mark();
        assert!(scope.bind("a", "urn:1"));
        let inner = scope.mark();
        assert!(scope.bind("a", "urn:2"));
        scope.bind("", "");
        assert!(scope.default_namespace().is_none());
        assert_eq!(scope.lookup("a").map(|b| &*b.uri), Some("urn:2"));
        scope.unbind_to(inner);
        assert_eq!(scope.lookup("a").map(|b| &*b.uri), Some("urn:1"));
        scope.unbind_to(outer);
        assert!(scope.lookup("a").is_none());
    }

    #[test]
    fn assumed_prefixes_outlive_elements() {
        let mut scope = NamespaceScope::default();
        let mark = scope.mark();
        scope.bind("dc", "urn:other");
        scope.assume("dc", "http://purl.org/dc/elements/1.1/");
        assert_eq!(scope.lookup("dc").map(|b| &*b.uri), Some("urn:other"));
        scope.unbind_to(mark);
        assert_eq!(
            scope.lookup("dc").map(|b| &*b.uri),
            Some("http://purl.org/dc/elements/1.1/")
        );
    }

    #[test]
    fn a_declaration_is_reported_once() {
        let mut scope = NamespaceScope::default();
        assert!(scope.bind("x", "urn:x"));
        assert!(!scope.bind("x", "urn:x"));
        assert!(scope.bind("y", "urn:x"));
    }
}
