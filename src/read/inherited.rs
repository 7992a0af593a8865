//! `xml:base` and `xml:lang`: what an element inherits, and what it sets.
//!
//! Both are kept per open element as shared values (`Arc`). Feeds repeat the
//! same attribute on every entry (`<content xml:base="https://example.org/"
//! xml:lang="en">`): resolving a URL costs thousands of instructions, so the
//! last value set is remembered and shared instead of being resolved (or
//! allocated) again.

use std::sync::Arc;

use url::Url;

use crate::uri::resolve_base;

/// An `xml:lang` value in scope, shared. A thin pointer (a `String` behind
/// the `Arc`) rather than `Arc<str>`: every start tag carries one, and the
/// eight bytes saved keep a start tag small enough to be moved without a
/// call to `memcpy`.
pub(crate) type Lang = Arc<String>;

/// The last `xml:base` and `xml:lang` values set, with what they gave.
#[derive(Debug, Default)]
pub(crate) struct Inherited {
    last_base: Option<BaseSet>,
    last_lang: Option<Lang>,
}

/// One `xml:base` resolved: the base in scope, the value, and the base it gave.
#[derive(Debug)]
struct BaseSet {
    parent: Option<Arc<Url>>,
    value: String,
    resolved: Option<Arc<Url>>,
}

impl Inherited {
    /// The base in scope inside an element whose `xml:base` is `value`,
    /// where `parent` was in scope: the parent's when `value` cannot be resolved.
    pub(crate) fn base(&mut self, parent: Option<Arc<Url>>, value: &str) -> Option<Arc<Url>> {
        if let Some(last) = &self.last_base {
            let same_parent = match (&last.parent, &parent) {
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                (None, None) => true,
                _ => false,
            };
            if same_parent && last.value == value {
                return last.resolved.clone().or(parent);
            }
        }
        let resolved = resolve_base(parent.as_deref(), value).map(Arc::new);
        self.last_base = Some(BaseSet {
            parent: parent.clone(),
            value: value.to_owned(),
            resolved: resolved.clone(),
        });
        resolved.or(parent)
    }

    /// The language in scope inside an element whose `xml:lang` is `value`
    /// (`None` for an empty one, which unsets it), where `parent` was.
    pub(crate) fn lang(&mut self, parent: Option<Lang>, value: &str) -> Option<Lang> {
        let value = value.trim();
        if value.is_empty() {
            return None;
        }
        if let Some(parent) = parent.filter(|p| p.as_str() == value) {
            return Some(parent);
        }
        if let Some(last) = self.last_lang.as_ref().filter(|l| l.as_str() == value) {
            return Some(last.clone());
        }
        let lang: Lang = Arc::new(value.to_owned());
        self.last_lang = Some(lang.clone());
        Some(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_base_is_shared_and_resolves_as_once() {
        let mut inherited = Inherited::default();
        let root = Some(Arc::new(Url::parse("https://example.org/feed/").unwrap()));
        let first = inherited.base(root.clone(), "posts/").unwrap();
        let second = inherited.base(root.clone(), "posts/").unwrap();
        assert!(Arc::ptr_eq(&first, &second));
        assert_eq!(first.as_str(), "https://example.org/feed/posts/");
        // Under another base, the same value resolves anew.
        let other = Some(Arc::new(Url::parse("https://example.com/a/").unwrap()));
        let third = inherited.base(other, "posts/").unwrap();
        assert_eq!(third.as_str(), "https://example.com/a/posts/");
        // Unresolvable or refused: the parent's base stays, every time.
        for _ in 0..2 {
            let kept = inherited.base(root.clone(), "javascript:alert(1)").unwrap();
            assert!(Arc::ptr_eq(&kept, root.as_ref().unwrap()));
            assert_eq!(inherited.base(None, "no scheme"), None);
        }
    }

    #[test]
    fn a_repeated_lang_is_shared_and_an_empty_one_unsets() {
        let mut inherited = Inherited::default();
        let en = inherited.lang(None, " en ").unwrap();
        assert_eq!(&*en, "en");
        assert!(Arc::ptr_eq(&en, &inherited.lang(None, "en").unwrap()));
        assert!(Arc::ptr_eq(
            &en,
            &inherited.lang(Some(en.clone()), "en").unwrap()
        ));
        assert_eq!(inherited.lang(Some(en.clone()), "  "), None);
        assert_eq!(inherited.lang(Some(en), "fr").unwrap().as_str(), "fr");
    }
}
