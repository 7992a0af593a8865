//! HTML inside feeds: sanitizing it and resolving its relative URLs, as
//! Python feedparser does, so that content is safe to display and its links
//! work outside the feed.
//!
//! The reader applies this to HTML and XHTML text constructs when
//! [`ReadOptions::sanitize_html`](crate::ReadOptions::sanitize_html) or
//! [`ReadOptions::resolve_html_urls`](crate::ReadOptions::resolve_html_urls)
//! is set; the functions here do the same to any fragment.
//!
//! Sanitizing keeps an allow-list of elements and attributes (feedparser 6's
//! lists: formatting, tables, forms, media, plus inline SVG and MathML with
//! their own lists), drops `script`, `style` and `applet` with their content,
//! every other element's tag but not its text, event handlers, `href`s with a
//! scheme that can run code, and every CSS property or value not known to be
//! harmless. Comments are kept, processing instructions and doctypes dropped.
//!
//! What it guarantees: a browser that parses the result (in an HTML page,
//! and again after reading it back through `innerHTML`) finds no script
//! element, event handler, script URL or SVG animation of a URL in the DOM.
//! The filter reads tokens, not a tree, so where a browser's tree builder
//! would read the same bytes otherwise it writes only what reads alike both
//! ways: a comment is dropped inside any element a browser may read as raw
//! text (`title`, `textarea`, `noscript`, `xmp`, ..., in SVG and MathML
//! too, where an integration point or a tag that ends the SVG makes them
//! HTML's), attribute values are written escaped, and an SVG `animate` or
//! `set` that targets a URL attribute or an event handler loses its target
//! and values. `tests/sanitize_dom.rs` holds this with html5ever against a
//! list of vectors and thousands generated from the parsing rules.
//!
//! ```
//! let dirty = r#"<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x()">there</a></p>"#;
//! assert_eq!(feedwright::html::sanitize(dirty), r#"<p>Hi <a href="">there</a></p>"#);
//! ```
//!
//! This module owns the HTML policy only: it does not know feeds, and the
//! reader decides which fields it applies to. It also reads the links of a
//! whole page (`links.rs`) for [`discover`](crate::discover).

pub(crate) mod audit;
mod chains;
mod common;
mod css;
mod filter;
pub(crate) mod links;
mod lists;
mod name_set;
mod resolve;
mod sanitize;
mod standard;
mod tag_text;
mod text;

/// Which markup a fragment is written in: it decides whether `<x/>` closes
/// itself and whether inline `<svg>` and `<math>` need an `xmlns` to be kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Markup {
    /// `text/html`.
    #[default]
    Html,
    /// `application/xhtml+xml`.
    Xhtml,
}

/// What [`rewrite`] does to a fragment.
///
/// ```
/// let base = url::Url::parse("https://example.org/blog/").unwrap();
/// let mut how = feedwright::html::Rewrite::default();
/// how.base = Some(&base);
/// assert_eq!(
///     feedwright::html::rewrite(r#"<img src="a.png">"#, &how),
///     r#"<img src="https://example.org/blog/a.png" />"#
/// );
/// ```
#[derive(Debug, Clone, Copy, Default)]
#[non_exhaustive]
pub struct Rewrite<'a> {
    /// Apply the allow-lists (see the [module docs](self)). Default: `false`.
    pub sanitize: bool,
    /// Resolve relative URLs in the attributes that hold one (`a href`,
    /// `img src`, `blockquote cite`, ... feedparser's list) against this base.
    /// A URL whose scheme is not on the allowed list becomes empty.
    /// Default: `None` (URLs kept as written).
    pub base: Option<&'a url::Url>,
    /// The fragment's markup. Default: [`Markup::Html`].
    pub markup: Markup,
}

/// Rewrites an HTML fragment: every tag is re-serialized (attributes sorted,
/// values double-quoted, void elements as `<br />`), URLs resolved and the
/// markup sanitized as `how` says. Text and references are kept as written.
///
/// ```
/// let how = feedwright::html::Rewrite::default();
/// assert_eq!(feedwright::html::rewrite("<P CLASS=x ID='y'>a &amp; b", &how), r#"<p class="x" id="y">a &amp; b"#);
/// ```
pub fn rewrite(html: &str, how: &Rewrite<'_>) -> String {
    filter::rewrite(html, how)
}

/// Sanitizes an HTML fragment (see the [module docs](self)); the result is trimmed.
///
/// ```
/// assert_eq!(feedwright::html::sanitize("<b style='color: red; position: fixed'>x</b>"), r#"<b style="color: red;">x</b>"#);
/// ```
pub fn sanitize(html: &str) -> String {
    let how = Rewrite {
        sanitize: true,
        ..Rewrite::default()
    };
    rewrite(html, &how)
}

pub(crate) use text::is_html4_entity;

pub(crate) use standard::is_html_element;

#[cfg(test)]
mod tests;

/// Whether decoded text reads as HTML: a tag or an entity reference in it.
pub(crate) fn looks_like_html(text: &str) -> bool {
    let bytes = text.as_bytes();
    // A vector search for each `<`, then a look at the byte after it.
    memchr::memchr_iter(b'<', bytes).any(|at| {
        bytes
            .get(at + 1)
            .is_some_and(|&b| b.is_ascii_alphabetic() || b == b'/' || b == b'!')
    }) || has_entity(text)
}

/// A character reference, or a named one HTML 4 defines (feedparser's
/// `looks_like_html`: `&doesnotexist;` is no evidence of HTML).
fn has_entity(text: &str) -> bool {
    let bytes = text.as_bytes();
    memchr::memchr_iter(b'&', bytes).any(|at| {
        let rest = bytes.get(at + 1..).unwrap_or_default();
        let name_len = rest
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || b == b'#'))
            .unwrap_or(rest.len());
        let (name, after) = rest.split_at(name_len);
        let known = name.starts_with(b"#") || std::str::from_utf8(name).is_ok_and(is_html4_entity);
        name_len > 0 && after.starts_with(b";") && known
    })
}
