//! Turns raw elements into typed values: text constructs, dates, URLs,
//! numbers and people, reporting each repair. Shared by the RSS, Atom and
//! extension readers.

use std::str::FromStr;

use super::tree::{into_trimmed, RawElement};
use crate::date;
use crate::html::{self, looks_like_html, Markup, Rewrite};
use crate::model::{Content, ContentMode, Element, Person, Text, TextKind, Timestamp, Uri};
use crate::uri::{is_absolute, resolve};
use crate::warning::{Position, Warning, WarningKind};
use crate::xml::namespace::Namespace;

/// Collects the warnings raised while mapping elements to fields.
pub(crate) struct Fields<'w> {
    pub(crate) warnings: &'w mut Vec<Warning>,
    /// The root's namespace when the core elements (RSS or Atom) live in one we do not know.
    pub(crate) core_ns: Option<&'w str>,
    /// What to do to HTML inside text constructs (`ReadOptions::sanitize_html`
    /// and `resolve_html_urls`).
    pub(crate) html: HtmlPolicy,
}

/// The HTML rewriting the caller asked for; both off means text is kept as written.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct HtmlPolicy {
    pub(crate) sanitize: bool,
    pub(crate) resolve_urls: bool,
}

impl HtmlPolicy {
    /// The policy `options` ask for.
    pub(crate) fn of(options: &crate::ReadOptions) -> HtmlPolicy {
        HtmlPolicy {
            sanitize: options.sanitize_html,
            resolve_urls: options.resolve_html_urls,
        }
    }

    /// Whether the policy changes HTML at all.
    fn is_active(&self) -> bool {
        self.sanitize || self.resolve_urls
    }

    /// Item content with its HTML rewritten. Content is rewritten once its
    /// item is complete, whichever element it came from.
    ///
    /// HTML or XHTML content in base64 (Atom 0.3 `mode="base64"`) is decoded
    /// first: markup is rewritten in the form it will be displayed in, never
    /// in its encoding, so no script rides through inside base64. Decoded and
    /// rewritten, it is kept inline. Base64 that is not UTF-8 text stays as
    /// written.
    pub(crate) fn rewrite_content(&self, mut content: Content, bases: &mut BaseMemo) -> Content {
        if !self.is_active() || !matches!(content.kind, TextKind::Html | TextKind::Xhtml) {
            return content;
        }
        if content.mode == ContentMode::Base64 {
            match decode_base64_text(&content.value) {
                Some(decoded) => {
                    content.value = decoded;
                    content.mode = ContentMode::Inline;
                }
                None => return content,
            }
        }
        // The base matters only to markup whose URLs are resolved.
        let base = match &content.base {
            Some(base) if self.resolve_urls => bases.parse(base),
            _ => None,
        };
        let value = std::mem::take(&mut content.value);
        content.value = self.rewrite(value, content.kind, base);
        content
    }

    /// A value the model keeps as a plain string but that feeds fill with
    /// HTML (iTunes summaries, Dublin Core descriptions, JSON Feed summaries):
    /// rewritten as HTML when it reads as HTML, as feedparser does with RSS
    /// text of no declared type.
    pub(crate) fn rewrite_loose(&self, value: String, base: Option<&url::Url>) -> String {
        if self.is_active() && looks_like_html(&value) {
            self.rewrite(value, TextKind::Html, base)
        } else {
            value
        }
    }

    /// `value` of a construct of `kind`, sanitized and with its URLs resolved
    /// against `base` when it is HTML or XHTML and the policy asks for it
    /// (feedparser does both for every text construct).
    pub(crate) fn rewrite(&self, value: String, kind: TextKind, base: Option<&url::Url>) -> String {
        let markup = match kind {
            TextKind::Html => Markup::Html,
            TextKind::Xhtml => Markup::Xhtml,
            _ => return value,
        };
        if !self.is_active() {
            return value;
        }
        let how = Rewrite {
            sanitize: self.sanitize,
            base: base.filter(|_| self.resolve_urls),
            markup,
        };
        html::rewrite(&value, &how)
    }
}

/// The base URL last parsed from its string. Content keeps its base as a
/// string, and is rewritten after its item is read; the items of a feed
/// mostly share one base, which is then parsed once instead of per item.
#[derive(Debug, Default)]
pub(crate) struct BaseMemo {
    last: Option<(String, url::Url)>,
}

impl BaseMemo {
    /// `base` parsed; `None` when it is no absolute URL.
    pub(crate) fn parse(&mut self, base: &str) -> Option<&url::Url> {
        if self.last.as_ref().is_none_or(|(raw, _)| raw != base) {
            self.last = Some((base.to_owned(), url::Url::parse(base).ok()?));
        }
        self.last.as_ref().map(|(_, url)| url)
    }
}

impl Fields<'_> {
    /// The namespace an element is read in: RSS for the document's own core namespace.
    pub(crate) fn namespace(&self, el: &RawElement) -> Namespace {
        match (el.ns(), self.core_ns) {
            (Some(ns), Some(core)) if ns == core => Namespace::Rss,
            _ => el.class(),
        }
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn warn(&mut self, kind: WarningKind, position: Position) {
        self.warnings.push(Warning { kind, position });
    }

    /// Reads an element that holds markup where its typed field wants text
    /// (`<category><p>News</p></category>`), with a warning: its text (all
    /// of it, as a reader shows it) and the element as written, which a
    /// writer gives back as it was. One with no text at all fills no field:
    /// `None`, and it is kept whole in `extensions`.
    pub(crate) fn markup_text(
        &mut self,
        el: &mut RawElement,
        extensions: &mut Vec<Element>,
    ) -> Option<(String, Box<Element>)> {
        let element = el.local().to_owned();
        self.warn(WarningKind::MarkupInText { element }, el.position());
        let text = el.descendant_text();
        let text = text.trim();
        if text.is_empty() {
            extensions.push(el.take_element());
            return None;
        }
        Some((text.to_owned(), Box::new(el.take_element())))
    }

    /// Keeps an element that lacks what its typed field needs whole in
    /// `extensions`, with a warning.
    pub(crate) fn keep_incomplete(
        &mut self,
        el: &mut RawElement,
        what: &'static str,
        extensions: &mut Vec<Element>,
    ) {
        let element = el.local().to_owned();
        let what = what.into();
        self.warn(WarningKind::MissingValue { element, what }, el.position());
        extensions.push(el.take_element());
    }

    /// An element's trimmed text, `None` when empty.
    pub(crate) fn string(&mut self, el: &mut RawElement) -> Option<String> {
        Some(el.take_trimmed_text()).filter(|s| !s.is_empty())
    }

    /// An element's trimmed text for a plain-string field that feeds fill
    /// with HTML; see [`HtmlPolicy::rewrite_loose`].
    pub(crate) fn loose_html(&mut self, el: &mut RawElement) -> Option<String> {
        let value = self.string(el)?;
        Some(self.html.rewrite_loose(value, el.tag.base.as_deref()))
    }

    /// `value` of an element of `kind`, rewritten as the policy says.
    fn html(&self, el: &RawElement, value: String, kind: TextKind) -> String {
        self.html.rewrite(value, kind, el.tag.base.as_deref())
    }

    /// An RSS text (title, description): HTML when it looks like HTML, or when
    /// the element holds unescaped markup (kept serialized).
    pub(crate) fn rss_text(&mut self, el: &mut RawElement) -> Text {
        let value = if el.has_child_elements() {
            el.trimmed_inner_xml()
        } else {
            el.take_trimmed_text()
        };
        let kind = if el.has_child_elements() || looks_like_html(&value) {
            TextKind::Html
        } else {
            TextKind::Text
        };
        Text {
            value: self.html(el, value, kind),
            kind,
            lang: lang_of(el),
            base: base_of(el),
        }
    }

    /// An Atom text construct (`type="text|html|xhtml"` or a media type;
    /// Atom 0.3 `mode="escaped|xml|base64"`).
    pub(crate) fn atom_text(&mut self, el: &mut RawElement) -> Text {
        let (mut kind, base64) = {
            let declared = el.attr("type").map(lower_trimmed);
            let declared = declared.as_deref();
            (text_kind(declared), is_base64(el.attr("mode"), declared))
        };
        let value = if base64 {
            match self.base64_text(el) {
                Some(text) => text,
                None => {
                    // Not base64 after all: kept as written, as plain text.
                    kind = TextKind::Text;
                    el.take_trimmed_text()
                }
            }
        } else {
            match kind {
                TextKind::Xhtml => xhtml_value(el),
                TextKind::Html => html_value(el),
                TextKind::Text if el.has_child_elements() => el.trimmed_inner_xml(),
                TextKind::Text => el.take_trimmed_text(),
            }
        };
        Text {
            value: self.html(el, value, kind),
            kind,
            lang: lang_of(el),
            base: base_of(el),
        }
    }

    /// The element's text decoded from base64 as UTF-8; `None` plus a warning
    /// when it is not base64 or not UTF-8 once decoded.
    pub(crate) fn base64_text(&mut self, el: &RawElement) -> Option<String> {
        let decoded = decode_base64_text(&el.text());
        if decoded.is_none() {
            let element = el.local().to_owned();
            self.warn(WarningKind::InvalidBase64 { element }, el.position());
        }
        decoded.map(|text| text.trim().to_owned())
    }

    /// A date, with a warning when it needed repair or could not be read.
    pub(crate) fn date(&mut self, el: &mut RawElement) -> Option<Timestamp> {
        let raw = el.take_trimmed_text();
        if raw.is_empty() {
            return None;
        }
        Some(self.date_str(raw, el.position()))
    }

    /// A Dublin Core date: a reduced form W3CDTF allows (`2005-07-04`, a
    /// year alone) is read without a warning, as no repair was made.
    pub(crate) fn w3cdtf_date(&mut self, el: &mut RawElement) -> Option<Timestamp> {
        let raw = el.take_trimmed_text();
        if raw.is_empty() {
            return None;
        }
        Some(self.read_date(raw, el.position(), date::is_w3cdtf))
    }

    pub(crate) fn date_str(&mut self, raw: String, position: Position) -> Timestamp {
        self.read_date(raw, position, |_| false)
    }

    /// Reads `raw`, with a warning for a repair unless `legal` says the
    /// text is in a form the element's specification allows.
    fn read_date(&mut self, raw: String, position: Position, legal: fn(&str) -> bool) -> Timestamp {
        match date::parse(&raw) {
            Some(parsed) => {
                if let Some(quirk) = parsed.quirk.filter(|_| !legal(&raw)) {
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
    pub(crate) fn uri(&mut self, el: &mut RawElement) -> Option<Uri> {
        let raw = el.take_trimmed_text();
        if raw.is_empty() {
            return None;
        }
        Some(self.uri_str(el, raw))
    }

    /// The URL in attribute `name`, resolved against the `xml:base` in
    /// scope. The value is taken from the element, as each attribute is
    /// read once; a blank one is left, as the element may then be kept as
    /// written.
    pub(crate) fn uri_attr(&mut self, el: &mut RawElement, name: &str) -> Option<Uri> {
        let value = el.tag.attr_mut(name)?;
        if value.trim().is_empty() {
            return None;
        }
        let raw = into_trimmed(std::mem::take(value));
        Some(self.uri_str(el, raw))
    }

    pub(crate) fn uri_str(&mut self, el: &RawElement, raw: impl AsRef<str> + Into<String>) -> Uri {
        let base = el.tag.base.as_deref();
        if let Some(base) = base.filter(|_| !is_absolute(raw.as_ref())) {
            if base.join(raw.as_ref()).is_err() {
                let raw = raw.as_ref().to_owned();
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

/// Standard base64 (white space ignored) decoded as UTF-8 text; `None` when
/// it is not base64, or not UTF-8 once decoded.
fn decode_base64_text(text: &str) -> Option<String> {
    use base64::Engine as _;
    let compact: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(compact.as_bytes())
        .ok()?;
    String::from_utf8(bytes).ok()
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

/// An attribute value trimmed and in lower case, copied only when it has
/// a capital letter (media types and `type` values rarely do).
pub(crate) fn lower_trimmed(value: &str) -> std::borrow::Cow<'_, str> {
    let value = crate::xml::chars::trim(value);
    if value.bytes().any(|b| b.is_ascii_uppercase()) {
        std::borrow::Cow::Owned(value.to_ascii_lowercase())
    } else {
        std::borrow::Cow::Borrowed(value)
    }
}

/// The `type` of an Atom text construct or content.
pub(crate) fn text_kind(value: Option<&str>) -> TextKind {
    let Some(value) = value.map(str::trim) else {
        return TextKind::Text;
    };
    let is = |names: &[&str]| names.iter().any(|n| value.eq_ignore_ascii_case(n));
    if is(&["html", "text/html", "escaped"]) {
        TextKind::Html
    } else if is(&["xhtml", "application/xhtml+xml"]) {
        TextKind::Xhtml
    } else {
        TextKind::Text
    }
}

/// The content of an XHTML construct.
///
/// Atom 1.0 wraps XHTML in a `<div>` that is not part of the content
/// (RFC 4287 §3.1.1.3), so it is dropped; Atom 0.3's `mode="xml"` content is
/// the XML itself, so there the `<div>` stays.
pub(crate) fn xhtml_value(el: &RawElement) -> String {
    if el.class() == Namespace::Atom03 {
        return el.trimmed_inner_xml();
    }
    match only_div(el) {
        Some(div) => div.trimmed_inner_xml(),
        None => el.trimmed_inner_xml(),
    }
}

/// The content of an HTML construct. HTML is escaped text; markup written
/// unescaped is kept serialized. A publisher who wrapped escaped HTML in an
/// XHTML `<div>` (TypePad did) meant the HTML, so the `<div>`'s text is it.
pub(crate) fn html_value(el: &mut RawElement) -> String {
    if !el.has_child_elements() {
        return el.take_trimmed_text();
    }
    match only_div(el) {
        Some(div)
            if div.ns() == Some(crate::xml::namespace::uri::XHTML) && !div.has_child_elements() =>
        {
            div.trimmed_text()
        }
        _ => el.trimmed_inner_xml(),
    }
}

/// The element's only child when it is a `<div>` with nothing but white space around it.
fn only_div(el: &RawElement) -> Option<&RawElement> {
    let mut elements = el.elements();
    match (elements.next(), elements.next()) {
        (Some(div), None) if div.local() == "div" && el.text().trim().is_empty() => Some(div),
        _ => None,
    }
}

/// Whether an Atom construct is base64: Atom 0.3 `mode="base64"`, or a
/// media type that is neither text nor XML (RFC 4287 §4.1.3.3).
pub(crate) fn is_base64(mode: Option<&str>, declared: Option<&str>) -> bool {
    if let Some(mode) = mode {
        return mode.trim().eq_ignore_ascii_case("base64");
    }
    declared.is_some_and(|t| {
        t.contains('/')
            && !t.starts_with("text/")
            && !t.ends_with("+xml")
            && !t.ends_with("/xml")
            && t != "application/xhtml+xml"
    })
}

pub(crate) fn lang_of(el: &RawElement) -> Option<String> {
    el.tag.lang.as_deref().cloned()
}

pub(crate) fn base_of(el: &RawElement) -> Option<String> {
    el.tag.base.as_deref().map(|u| u.as_str().to_owned())
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
}
