//! Which namespace URI each prefix names at the current point of the document.
//!
//! A flat list of bindings searched from the innermost out is quadratic on
//! hostile input: a root that declares 100,000 prefixes makes every later
//! lookup walk all of them (3 MB took 17 s). Here a lookup is one hash probe,
//! and closing an element unbinds exactly what it bound.

use std::collections::{HashMap, HashSet};

use super::xml::NsUri;

#[derive(Debug, Default)]
pub(crate) struct NamespaceScope {
    /// For each prefix ("" for the default namespace), its URIs from outermost to innermost.
    by_prefix: HashMap<String, Vec<NsUri>>,
    /// The prefixes bound by open elements, in binding order, so that closing an
    /// element can unbind its own.
    bound: Vec<String>,
    /// Every (prefix, URI) declaration reported so far.
    reported: HashSet<(String, NsUri)>,
}

impl NamespaceScope {
    /// A mark to hand back to [`unbind_to`](Self::unbind_to) when the element closes.
    pub(crate) fn mark(&self) -> usize {
        self.bound.len()
    }

    /// Binds `prefix` for the element being opened. Returns whether this
    /// (prefix, URI) pair is declared for the first time in the document.
    pub(crate) fn bind(&mut self, prefix: &str, uri: NsUri) -> bool {
        let first = !self.reported.contains(&(prefix.to_owned(), uri.clone()));
        if first {
            self.reported.insert((prefix.to_owned(), uri.clone()));
        }
        self.by_prefix
            .entry(prefix.to_owned())
            .or_default()
            .push(uri);
        self.bound.push(prefix.to_owned());
        first
    }

    /// Binds an undeclared `prefix` for the rest of the document, beneath any
    /// binding an element may make later.
    pub(crate) fn assume(&mut self, prefix: &str, uri: NsUri) {
        self.by_prefix
            .entry(prefix.to_owned())
            .or_default()
            .insert(0, uri);
    }

    /// Unbinds what elements bound since `mark`.
    pub(crate) fn unbind_to(&mut self, mark: usize) {
        while self.bound.len() > mark {
            let Some(prefix) = self.bound.pop() else {
                break;
            };
            if let Some(uris) = self.by_prefix.get_mut(&prefix) {
                uris.pop();
            }
        }
    }

    /// The URI `prefix` names here.
    pub(crate) fn lookup(&self, prefix: &str) -> Option<&NsUri> {
        self.by_prefix.get(prefix).and_then(|uris| uris.last())
    }

    /// The default namespace here; `xmlns=""` undeclares it.
    pub(crate) fn default_namespace(&self) -> Option<NsUri> {
        self.lookup("").filter(|u| !u.is_empty()).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inner_bindings_shadow_and_unbind() {
        let mut scope = NamespaceScope::default();
        let outer = scope.mark();
        assert!(scope.bind("a", NsUri::from("urn:1")));
        let inner = scope.mark();
        assert!(scope.bind("a", NsUri::from("urn:2")));
        scope.bind("", NsUri::from(""));
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
        scope.bind("dc", NsUri::from("urn:other"));
        scope.assume("dc", NsUri::from("http://purl.org/dc/elements/1.1/"));
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
        assert!(scope.bind("x", NsUri::from("urn:x")));
        assert!(!scope.bind("x", NsUri::from("urn:x")));
        assert!(scope.bind("y", NsUri::from("urn:x")));
    }
}
