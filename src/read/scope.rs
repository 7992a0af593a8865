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

/// A namespace URI, shared by every element in it.
pub(crate) type NsUri = Arc<str>;

/// An element or attribute name (or prefix): kept inline, without an
/// allocation, when it is short, as names nearly always are.
pub(crate) type Name = compact_str::CompactString;

type Hasher = foldhash::fast::RandomState;

#[derive(Debug, Default)]
pub(crate) struct NamespaceScope {
    /// For each prefix, its URIs from outermost to innermost.
    by_prefix: HashMap<Name, Vec<NsUri>, Hasher>,
    /// The default namespace's URIs, outermost to innermost (`""` undeclares it).
    defaults: Vec<NsUri>,
    /// The prefixes bound by open elements, in binding order ("" for the
    /// default), so that closing an element can unbind its own.
    bound: Vec<Name>,
    /// Every URI declared, shared: an Atom feed that declares its namespace
    /// on every entry holds one copy.
    uris: HashSet<NsUri, Hasher>,
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
        let uri = self.intern(uri);
        let prefix = Name::from(prefix);
        let first = self.reported.insert((prefix.clone(), uri.clone()));
        if prefix.is_empty() {
            self.defaults.push(uri);
        } else {
            self.by_prefix.entry(prefix.clone()).or_default().push(uri);
        }
        self.bound.push(prefix);
        first
    }

    /// Binds an undeclared `prefix` for the rest of the document, beneath any
    /// binding an element may make later.
    pub(crate) fn assume(&mut self, prefix: &str, uri: &str) -> NsUri {
        let uri = self.intern(uri);
        self.by_prefix
            .entry(Name::from(prefix))
            .or_default()
            .insert(0, uri.clone());
        uri
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

    fn intern(&mut self, uri: &str) -> NsUri {
        if let Some(shared) = self.uris.get(uri) {
            return shared.clone();
        }
        let shared: NsUri = Arc::from(uri);
        self.uris.insert(shared.clone());
        shared
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
    pub(crate) fn lookup(&self, prefix: &str) -> Option<&NsUri> {
        if prefix.is_empty() {
            return self.defaults.last();
        }
        self.by_prefix.get(prefix).and_then(|uris| uris.last())
    }

    /// The default namespace here; `xmlns=""` undeclares it.
    pub(crate) fn default_namespace(&self) -> Option<NsUri> {
        self.defaults.last().filter(|u| !u.is_empty()).cloned()
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
        assert_eq!(scope.default_namespace(), None);
        assert_eq!(scope.lookup("a").map(|u| &**u), Some("urn:2"));
        scope.unbind_to(inner);
        assert_eq!(scope.lookup("a").map(|u| &**u), Some("urn:1"));
        scope.unbind_to(outer);
        assert_eq!(scope.lookup("a"), None);
    }

    #[test]
    fn assumed_prefixes_outlive_elements() {
        let mut scope = NamespaceScope::default();
        let mark = scope.mark();
        scope.bind("dc", "urn:other");
        scope.assume("dc", "http://purl.org/dc/elements/1.1/");
        assert_eq!(scope.lookup("dc").map(|u| &**u), Some("urn:other"));
        scope.unbind_to(mark);
        assert_eq!(
            scope.lookup("dc").map(|u| &**u),
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
