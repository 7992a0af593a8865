//! Any string as HTML content: sanitizing and URL resolution must not panic,
//! and what the sanitizer lets through carries no script element and no
//! `javascript:` URL in an attribute (it writes attributes double-quoted).
//!
//! The same string then takes every route by which HTML reaches a field
//! (escaped, CDATA, base64, inline XHTML, JSON Feed, ...; the routes of
//! `tests/sanitize_routes.rs`), read with `sanitize_html` on: what lands in
//! the field must be safe to display.
#![no_main]

use feedwright::html::{rewrite, sanitize, Markup, Rewrite};
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/html_routes.rs"]
mod html_routes;

/// The markup outside comments, lower-cased (a comment may mention anything).
fn markup_outside_comments(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find("<!--") {
        out.push_str(&rest[..start]);
        rest = match rest[start + 4..].find("-->") {
            Some(end) => &rest[start + 4 + end + 3..],
            None => "",
        };
    }
    out.push_str(rest);
    out.to_ascii_lowercase()
}

/// Each start tag, `<` up to `>`.
fn start_tags(markup: &str) -> impl Iterator<Item = &str> {
    markup.match_indices('<').filter_map(move |(i, _)| {
        let rest = &markup[i + 1..];
        rest.starts_with(|c: char| c.is_ascii_alphabetic())
            .then(|| &rest[..rest.find('>').unwrap_or(rest.len())])
    })
}

fuzz_target!(|html: &str| {
    let clean = sanitize(html);
    let markup = markup_outside_comments(&clean);
    for tag in start_tags(&markup) {
        assert!(!tag.starts_with("script"), "{html:?} -> {clean:?}");
        assert!(!tag.contains("=\"javascript:"), "{html:?} -> {clean:?}");
    }
    let base = url::Url::parse("http://example.org/a/b").ok();
    for markup in [Markup::Html, Markup::Xhtml] {
        let mut how = Rewrite::default();
        how.sanitize = true;
        how.base = base.as_ref();
        how.markup = markup;
        let _ = rewrite(html, &how);
    }
    let mut options = feedwright::ReadOptions::default();
    options.sanitize_html = true;
    for route in html_routes::ROUTES {
        let doc = route.document(html);
        let Ok(feedwright::Parsed { channel, warnings }) = feedwright::parse_with(&doc, &options)
        else {
            continue;
        };
        let view = feedwright::view::feedparser::to_value(&channel, &warnings);
        if let Some(field) = view.pointer(route.pointer).and_then(|v| v.as_str()) {
            let found = html_routes::unsafe_markup(field);
            assert!(
                found.is_none(),
                "{}: {html:?} -> {found:?} in {field:?}",
                route.name
            );
        }
    }
});
