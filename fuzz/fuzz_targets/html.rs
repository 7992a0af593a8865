//! Any string as HTML content: sanitizing and URL resolution must not panic,
//! and what the sanitizer lets through holds no script in the DOM a browser
//! builds from it: html5ever parses it, serializes it and parses it again,
//! and neither DOM may hold a script element, an event handler, a script
//! URL or an animation of a URL attribute (`tests/common/dom_audit.rs`).
//!
//! The same string then takes every route by which HTML reaches a field
//! (escaped, CDATA, base64, inline XHTML, JSON Feed, ...; the routes of
//! `tests/sanitize_routes.rs`), read with `sanitize_html` on: what lands in
//! the field must be safe to display.
#![no_main]

use feedwright::html::{rewrite, sanitize, Markup, Rewrite};
use libfuzzer_sys::fuzz_target;

// Its string checker (`unsafe_markup`) serves tests/sanitize_routes.rs;
// this target judges the DOM instead.
#[allow(dead_code)]
#[path = "../../tests/common/html_routes.rs"]
mod html_routes;

#[path = "../../tests/common/dom_audit.rs"]
mod dom_audit;

fuzz_target!(|html: &str| {
    let clean = sanitize(html);
    if let Some(found) = dom_audit::script_in_dom(&clean) {
        panic!("{html:?} -> {clean:?}: {found}");
    }
    let base = url::Url::parse("http://example.org/a/b").ok();
    for markup in [Markup::Html, Markup::Xhtml] {
        let mut how = Rewrite::default();
        how.sanitize = true;
        how.base = base.as_ref();
        how.markup = markup;
        let clean = rewrite(html, &how);
        if let Some(found) = dom_audit::script_in_dom(&clean) {
            panic!("{markup:?}: {html:?} -> {clean:?}: {found}");
        }
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
            if let Some(found) = dom_audit::script_in_dom(field) {
                panic!("{}: {html:?} -> {field:?}: {found}", route.name);
            }
        }
    }
});
