//! Turns raw elements into typed values: text constructs, dates, URLs,
//! numbers and people, reporting each repair. Shared by the RSS, Atom and
//! extension readers.

use std::str::FromStr;

use super::namespace::Namespace;
use super::tree::RawElement;
use crate::date;
use crate::model::{Person, Text, TextKind, Timestamp, Uri};
use crate::warning::{Position, Warning, WarningKind};

/// Collects the warnings raised while mapping elements to fields.
pub(crate) struct Fields<'w> {
    pub(crate) warnings: &'w mut Vec<Warning>,
    /// The root's namespace when RSS core elements live in one we do not know.
    pub(crate) core_ns: Option<&'w str>,
}

impl Fields<'_> {
    /// The namespace an element is read in: RSS for the document's own core namespace.
    pub(crate) fn namespace(&self, el: &RawElement) -> Namespace {
        match (el.ns(), self.core_ns) {
            (Some(ns), Some(core)) if ns == core => Namespace::Rss,
            (ns, _) => Namespace::of(ns),
        }
    }

    pub(crate) fn warn(&mut self, kind: WarningKind, position: Position) {
        self.warnings.push(Warning { kind, position });
    }

    /// An element's trimmed text, `None` when empty.
    pub(crate) fn string(&mut self, el: &RawElement) -> Option<String> {
        Some(el.trimmed_text()).filter(|s| !s.is_empty())
    }

    /// An RSS text (title, description): HTML when it looks like HTML, or when
    /// the element holds unescaped markup (kept serialized).
    pub(crate) fn rss_text(&mut self, el: &RawElement) -> Text {
        let value = if el.has_child_elements() {
            el.inner_xml().trim().to_owned()
        } else {
            el.trimmed_text()
        };
        let kind = if el.has_child_elements() || looks_like_html(&value) {
            TextKind::Html
        } else {
            TextKind::Text
        };
        Text {
            value,
            kind,
            lang: lang_of(el),
            base: base_of(el),
        }
    }

    /// An Atom text construct (`type="text|html|xhtml"` or a media type).
    pub(crate) fn atom_text(&mut self, el: &RawElement) -> Text {
        let kind = text_kind(el.attr("type"));
        let value = match kind {
            TextKind::Xhtml => xhtml_value(el),
            _ if el.has_child_elements() => el.inner_xml().trim().to_owned(),
            _ => el.trimmed_text(),
        };
        Text {
            value,
            kind,
            lang: lang_of(el),
            base: base_of(el),
        }
    }

    /// A date, with a warning when it needed repair or could not be read.
    pub(crate) fn date(&mut self, el: &RawElement) -> Option<Timestamp> {
        let raw = el.trimmed_text();
        if raw.is_empty() {
            return None;
        }
        Some(self.date_str(raw, el.position()))
    }

    pub(crate) fn date_str(&mut self, raw: String, position: Position) -> Timestamp {
        match date::parse_date(&raw) {
            Some(parsed) => {
                if let Some(quirk) = parsed.quirk {
                    self.warn(
                        WarningKind::DateRepaired {
                            raw: raw.clone(),
                            quirk,
                        },
                        position,
                    );
                }
                Timestamp {
                    value: Some(parsed.value),
                    raw,
                }
            }
            None => {
                self.warn(WarningKind::InvalidDate { raw: raw.clone() }, position);
                Timestamp { value: None, raw }
            }
        }
    }

    /// The element's text as a URL, resolved against the `xml:base` in scope.
    pub(crate) fn uri(&mut self, el: &RawElement) -> Option<Uri> {
        let raw = el.trimmed_text();
        if raw.is_empty() {
            return None;
        }
        Some(self.uri_str(el, &raw))
    }

    /// A URL attribute, resolved against the `xml:base` in scope.
    pub(crate) fn uri_attr(&mut self, el: &RawElement, name: &str) -> Option<Uri> {
        let raw = el.attr(name)?.trim().to_owned();
        if raw.is_empty() {
            return None;
        }
        Some(self.uri_str(el, &raw))
    }

    pub(crate) fn uri_str(&mut self, el: &RawElement, raw: &str) -> Uri {
        let base = el.tag.base.as_deref();
        if let Some(base) = base.filter(|_| !is_absolute(raw)) {
            if base.join(raw).is_err() {
                let raw = raw.to_owned();
                self.warn(WarningKind::UnresolvableUrl { raw }, el.position());
            }
        }
        resolve(base, raw)
    }

    /// A number from text or an attribute; `None` plus a warning when it is not one.
    pub(crate) fn number<T: FromStr>(
        &mut self,
        el: &RawElement,
        raw: Option<&str>,
        what: &str,
    ) -> Option<T> {
        let raw = raw?.trim();
        if raw.is_empty() {
            return None;
        }
        match raw.parse() {
            Ok(n) => Some(n),
            Err(_) => {
                self.warn(
                    WarningKind::InvalidNumber {
                        element: what.to_owned(),
                        raw: raw.to_owned(),
                    },
                    el.position(),
                );
                None
            }
        }
    }
}

/// Resolves `raw` against `base` when it is relative; absolute URLs stay as written.
pub(crate) fn resolve(base: Option<&url::Url>, raw: &str) -> Uri {
    match base {
        Some(base) if !is_absolute(raw) => match base.join(raw) {
            Ok(url) if url.as_str() != raw => Uri {
                value: url.into(),
                raw: Some(raw.to_owned()),
            },
            _ => Uri::new(raw),
        },
        _ => Uri::new(raw),
    }
}

/// Whether `raw` starts with a URL scheme, and so needs no base.
fn is_absolute(raw: &str) -> bool {
    raw.split_once(':').is_some_and(|(scheme, _)| {
        !scheme.is_empty()
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
    })
}

/// An RSS person value: "email (Name)", "Name <email>", an email, or a name.
pub(crate) fn rss_person(raw: &str) -> Person {
    let raw = raw.trim();
    let mut person = Person {
        raw: Some(raw.to_owned()),
        ..Person::default()
    };
    if let Some((email, rest)) = raw.split_once('(') {
        let email = email.trim();
        if email.contains('@') && !email.contains(' ') {
            person.email = Some(email.to_owned());
            person.name =
                Some(rest.trim_end_matches(')').trim().to_owned()).filter(|n| !n.is_empty());
            return person;
        }
    }
    if let Some((name, rest)) = raw.split_once('<') {
        let email = rest.trim_end_matches('>').trim();
        if email.contains('@') {
            person.email = Some(email.to_owned());
            person.name = Some(name.trim().trim_matches('"').to_owned()).filter(|n| !n.is_empty());
            return person;
        }
    }
    if raw.contains('@') && !raw.contains(' ') {
        person.email = Some(raw.trim_start_matches("mailto:").to_owned());
    } else {
        person.name = Some(raw.to_owned());
    }
    person
}

/// The `type` of an Atom text construct or content.
pub(crate) fn text_kind(value: Option<&str>) -> TextKind {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        Some("html" | "text/html" | "escaped") => TextKind::Html,
        Some("xhtml" | "application/xhtml+xml") => TextKind::Xhtml,
        _ => TextKind::Text,
    }
}

/// The content of an XHTML construct: the wrapping `<div>`'s content.
pub(crate) fn xhtml_value(el: &RawElement) -> String {
    let mut elements = el.elements();
    let only_div = match (elements.next(), elements.next()) {
        (Some(div), None) if div.local() == "div" && el.text().trim().is_empty() => Some(div),
        _ => None,
    };
    match only_div {
        Some(div) => div.inner_xml().trim().to_owned(),
        None => el.inner_xml().trim().to_owned(),
    }
}

pub(crate) fn lang_of(el: &RawElement) -> Option<String> {
    el.tag.lang.as_deref().map(str::to_owned)
}

pub(crate) fn base_of(el: &RawElement) -> Option<String> {
    el.tag.base.as_deref().map(|u| u.as_str().to_owned())
}

/// Whether decoded text reads as HTML: a tag or an entity reference in it.
pub(crate) fn looks_like_html(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes
        .windows(2)
        .any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || w[1] == b'/' || w[1] == b'!'))
        || has_entity(text)
}

fn has_entity(text: &str) -> bool {
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        rest = &rest[at + 1..];
        let name_len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '#'))
            .unwrap_or(rest.len());
        if name_len > 0 && rest[name_len..].starts_with(';') {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rss_people() {
        let p = rss_person("joe@example.org (Joe Ma)");
        assert_eq!(
            (p.name.as_deref(), p.email.as_deref()),
            (Some("Joe Ma"), Some("joe@example.org"))
        );
        let p = rss_person("Joe Ma <joe@example.org>");
        assert_eq!(
            (p.name.as_deref(), p.email.as_deref()),
            (Some("Joe Ma"), Some("joe@example.org"))
        );
        let p = rss_person("joe@example.org");
        assert_eq!(
            (p.name, p.email.as_deref()),
            (None, Some("joe@example.org"))
        );
        let p = rss_person("Joe Ma");
        assert_eq!((p.name.as_deref(), p.email), (Some("Joe Ma"), None));
    }

    #[test]
    fn resolves_relative_only() {
        let base = url::Url::parse("https://example.org/a/b").unwrap();
        assert_eq!(resolve(Some(&base), "c").value, "https://example.org/a/c");
        assert_eq!(resolve(Some(&base), "c").raw.as_deref(), Some("c"));
        assert_eq!(resolve(Some(&base), "http://x.org/").raw, None);
        assert_eq!(resolve(None, "c").value, "c");
    }

    #[test]
    fn html_detection() {
        assert!(looks_like_html("<p>x</p>"));
        assert!(looks_like_html("a &amp; b"));
        assert!(!looks_like_html("a < b & c"));
        assert!(!looks_like_html("plain"));
    }
}
