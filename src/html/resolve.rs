//! URLs inside HTML: which attributes hold one, resolving them against the
//! text's base, and refusing schemes that can run code (`javascript:`,
//! `data:`, `vbscript:`, ...), as feedparser's `urls.py` does.

use super::lists::{URI_SCHEMES, URL_ATTRIBUTES};
use super::name_set::NameSet;
use crate::uri::resolve as resolve_url;

/// Whether `attribute` of `element` holds a URL (feedparser's `relative_uris`).
pub(super) fn holds_url(element: &str, attribute: &str) -> bool {
    static SET: NameSet<(&str, &str)> = NameSet::new(URL_ATTRIBUTES);
    SET.contains_pair(element, attribute)
}

/// Whether an attribute, on any element, is one a browser follows or loads
/// as a URL. feedparser's sanitizer checks the scheme of `href` alone, which
/// lets `<img src="javascript:...">` and `<form action="javascript:...">`
/// through; the sanitizer here checks every one of these.
pub(super) fn carries_url(attribute: &str) -> bool {
    matches!(
        attribute,
        "href"
            | "xlink:href"
            | "src"
            | "action"
            | "background"
            | "cite"
            | "codebase"
            | "data"
            | "dynsrc"
            | "formaction"
            | "longdesc"
            | "lowsrc"
            | "ping"
            | "poster"
            | "usemap"
    )
}

/// `value` resolved against `base`; empty when the result's scheme is not
/// allowed. Without a base the value is kept as written (feedparser's
/// `make_safe_absolute_uri(base, rel)`).
pub(super) fn resolve(base: Option<&url::Url>, value: &str) -> String {
    let value = value.trim();
    match base {
        None => value.to_owned(),
        Some(base) => {
            let resolved = lowercase_scheme(resolve_url(Some(base), collapse_slashes(value)).value);
            if has_safe_scheme(&resolved) {
                resolved
            } else {
                String::new()
            }
        }
    }
}

/// `value` when it has no scheme or an allowed one, else empty (feedparser's
/// `make_safe_absolute_uri(value)`, applied to every kept `href`).
pub(super) fn is_safe(value: &str) -> bool {
    // Read the scheme as browsers (and Python's `urlsplit`) do: leading
    // controls and spaces skipped, tabs and line breaks ignored. Only the
    // scheme is looked at, in a buffer of its own: a longer one is no
    // allowed scheme.
    // Most URLs in feed HTML start `http:` or `https:`, both allowed.
    let head = value.as_bytes();
    let prefixed = |p: &[u8]| {
        head.get(..p.len())
            .is_some_and(|h| h.eq_ignore_ascii_case(p))
    };
    if prefixed(b"http:") || prefixed(b"https:") {
        return true;
    }
    let mut scheme = [0u8; 32];
    let mut len = 0;
    for c in value.trim_start_matches(|c: char| c <= ' ').chars() {
        let valid = c.is_ascii_alphabetic()
            || (len > 0 && (c.is_ascii_digit() || matches!(c, '+' | '-' | '.')));
        match c {
            '\t' | '\n' | '\r' => {}
            ':' => {
                let written = scheme.get(..len).and_then(|s| std::str::from_utf8(s).ok());
                return len == 0 || written.is_some_and(is_allowed);
            }
            // Not a scheme: a relative reference.
            _ if !valid => return true,
            _ => {
                if let Some(slot) = scheme.get_mut(len) {
                    *slot = c.to_ascii_lowercase() as u8;
                }
                len += 1;
            }
        }
    }
    // No `:`: no scheme.
    true
}

/// The value with its URL made empty when its scheme is not allowed.
pub(super) fn safe(value: std::borrow::Cow<'_, str>) -> std::borrow::Cow<'_, str> {
    if is_safe(&value) {
        value
    } else {
        std::borrow::Cow::Borrowed("")
    }
}

fn scheme(value: &str) -> Option<&str> {
    let (scheme, _) = value.split_once(':')?;
    let mut chars = scheme.chars();
    let valid = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    valid.then_some(scheme)
}

/// feedparser's final check on a resolved URL: the text before the first `:`
/// (of the stripped value) must be an allowed scheme, so a result that is
/// still relative is refused too.
fn has_safe_scheme(resolved: &str) -> bool {
    let head = resolved.trim().split(':').next().unwrap_or("");
    is_allowed(head)
}

fn is_allowed(scheme: &str) -> bool {
    URI_SCHEMES.binary_search(&scheme).is_ok()
}

/// The URL with its scheme in lowercase (`HTTP://x` -> `http://x`), as
/// joining it does in feedparser.
fn lowercase_scheme(url: String) -> String {
    match scheme(&url) {
        Some(s) if s.bytes().any(|b| b.is_ascii_uppercase()) => {
            format!("{}{}", s.to_ascii_lowercase(), &url[s.len()..])
        }
        _ => url,
    }
}

/// `scheme:///path` written with extra slashes after `://` loses them before
/// joining (feedparser's `_urifixer`).
fn collapse_slashes(value: &str) -> String {
    match value.find("://") {
        Some(at) if scheme(value).is_some_and(|s| s.len() == at) => {
            let rest = value[at + 3..].trim_start_matches('/');
            format!("{}{rest}", &value[..at + 3])
        }
        _ => value.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolution() {
        let base = url::Url::parse("http://example.com/test/").unwrap();
        let cases = [
            ("a.html", "http://example.com/test/a.html"),
            ("/b", "http://example.com/b"),
            ("http://other.org/x", "http://other.org/x"),
            ("javascript:alert(1)", ""),
            ("http:////example.org/y", "http://example.org/y"),
            (" c ", "http://example.com/test/c"),
            ("HTTP://X.org/", "http://X.org/"),
        ];
        for (value, want) in cases {
            assert_eq!(resolve(Some(&base), value), want, "{value}");
        }
        assert_eq!(resolve(None, "a.html"), "a.html");
    }

    /// `is_safe` by its definition: the value with leading controls and
    /// spaces trimmed and tabs and line breaks dropped, its scheme (the text
    /// before the first `:`, when it reads as one) allowed.
    fn safe_by_definition(value: &str) -> bool {
        let seen: String = value
            .trim_start_matches(|c: char| c <= ' ')
            .chars()
            .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
            .collect();
        match scheme(&seen) {
            Some(s) => is_allowed(&s.to_ascii_lowercase()),
            None => true,
        }
    }

    proptest::proptest! {
        #[test]
        fn is_safe_keeps_to_its_definition(
            value in "[ \t\n\x01]{0,2}(java|JAVA|http|Https|data|mailto|x|[a-z0-9+.\t-]{0,40})[\t\n:/a-z.]{0,6}(:|alert)?.{0,5}",
        ) {
            proptest::prop_assert_eq!(is_safe(&value), safe_by_definition(&value), "{:?}", value);
        }
    }

    #[test]
    fn safety() {
        assert_eq!(safe("javascript:alert(1)".into()), "");
        assert_eq!(safe("JavaScript:alert(1)".into()), "");
        assert_eq!(safe(" java\tscript:alert(1)".into()), "");
        assert_eq!(safe("http://example.com/".into()), "http://example.com/");
        assert_eq!(safe("relative/path".into()), "relative/path");
        assert!(!is_safe(&format!("{}:x", "a".repeat(40))));
        assert!(is_safe(":no-scheme"));
        assert!(holds_url("img", "src"));
        assert!(!holds_url("img", "alt"));
    }
}
