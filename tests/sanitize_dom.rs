//! No script in the DOM a browser builds from sanitized HTML, on any route.
//!
//! Each vector (the list in `tests/data/xss-vectors.txt`, and ones generated
//! here from the HTML5 parsing rules: every element whose content the
//! tokenizer reads as raw text, behind every context that changes how a
//! browser parses it, with every way of hiding markup inside) goes through
//! `html::sanitize`, through `html::rewrite` in both markups with a base,
//! and through every route by which HTML reaches a field of the feedparser
//! view. Each output is parsed by html5ever, serialized, parsed again, and
//! both DOMs are searched for script elements, event handlers, script URLs,
//! and animations of URL attributes (`common/dom_audit.rs`).

#[path = "common/dom_audit.rs"]
mod dom_audit;
// Its string checker (`unsafe_markup`) serves tests/sanitize_routes.rs;
// this test judges the DOM instead.
#[allow(dead_code)]
#[path = "common/html_routes.rs"]
mod html_routes;

use dom_audit::script_in_dom;
use feedwright::html::{rewrite, sanitize, Markup, Rewrite};

/// The vectors of the data file, with its escapes read.
fn listed_vectors() -> Vec<String> {
    let text = include_str!("data/xss-vectors.txt");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(unescape)
        .collect()
}

fn unescape(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// Elements whose content the HTML tokenizer reads as raw text (or
/// escapable raw text, or plain text to the end) when they are HTML
/// elements, and some whose content is parsed in a mode of its own.
const RAW_TEXT_ELEMENTS: &[&str] = &[
    "title",
    "textarea",
    "style",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "noscript",
    "script",
    "plaintext",
    "listing",
    "pre",
    "template",
    "select",
    "option",
];

/// Markup that changes how what follows it is parsed: foreign content, its
/// integration points, the tags that break out of it, tables and selects.
const CONTEXTS: &[&str] = &[
    "",
    "<svg>",
    "<svg><desc>",
    "<svg><title>",
    "<svg><foreignObject>",
    "<svg><g><desc>",
    "<svg><p>",
    "<svg></p>",
    "<svg></br>",
    "<svg><b>",
    "<svg><font color=red>",
    "<svg><font>",
    "<svg><title><title>",
    "<svg><desc><svg>",
    "<svg><foreignObject><math><mi>",
    "<math>",
    "<math><mtext>",
    "<math><mi>",
    "<math><mo>",
    "<math><mn>",
    "<math><ms>",
    "<math><mtext><mglyph>",
    "<math><mtext><table><mglyph>",
    "<math><annotation-xml encoding=\"text/html\">",
    "<math><annotation-xml>",
    "<math><svg>",
    "<table>",
    "<table><svg>",
    "<select>",
    "<select><svg>",
    "<template><svg>",
    "<noscript>",
    "<form><math><mtext></form><form><mglyph>",
];

/// Ways of hiding `</X><img onerror>` inside an element `X`, where a reader
/// that thinks `X` is not raw text sees no markup.
fn hiders(x: &str) -> Vec<String> {
    let img = "<img src=x onerror=alert(1)>";
    vec![
        format!("<{x}><!--</{x}>{img}--></{x}>"),
        format!("<{x}><a title=\"</{x}>{img}\"></a></{x}>"),
        format!("<{x}><![CDATA[</{x}>{img}]]></{x}>"),
        format!("<{x}><?x </{x}>{img}?></{x}>"),
        format!("<{x}>&lt;/{x}&gt;&lt;img src=x onerror=alert(1)&gt;</{x}>"),
        format!("<{x}><!--x--></{x}>{img}"),
        format!("<!--</{x}>{img}-->"),
        format!("<{x}><{x}><!--</{x}>{img}--></{x}></{x}>"),
        format!("<{x}></p><!--</{x}>{img}--></{x}>"),
    ]
}

fn generated_vectors() -> Vec<String> {
    let mut out = Vec::new();
    for context in CONTEXTS {
        for x in RAW_TEXT_ELEMENTS {
            for hider in hiders(x) {
                out.push(format!("{context}{hider}"));
            }
        }
    }
    out
}

/// Every way the library rewrites a fragment on its own.
fn rewrites(html: &str) -> Vec<(&'static str, String)> {
    let base = url::Url::parse("https://example.org/a/b").expect("a URL");
    let mut out = vec![("html::sanitize", sanitize(html))];
    for (name, markup) in [
        ("rewrite, HTML", Markup::Html),
        ("rewrite, XHTML", Markup::Xhtml),
    ] {
        let mut how = Rewrite::default();
        how.sanitize = true;
        how.base = Some(&base);
        how.markup = markup;
        out.push((name, rewrite(html, &how)));
    }
    out
}

/// What each route puts in its view field, read with sanitizing on.
fn through_routes(html: &str, routes: &[&html_routes::Route]) -> Vec<(&'static str, String)> {
    let mut options = feedwright::ReadOptions::default();
    options.sanitize_html = true;
    let mut out = Vec::new();
    for route in routes {
        let doc = route.document(html);
        let Ok(feedwright::Parsed { channel, warnings }) = feedwright::parse_with(&doc, &options)
        else {
            continue;
        };
        let view = feedwright::view::feedparser::to_value(&channel, &warnings);
        if let Some(field) = view.pointer(route.pointer).and_then(|v| v.as_str()) {
            out.push((route.name, field.to_owned()));
        }
    }
    out
}

/// Sends every vector through the rewrites and `routes`, and fails with
/// each output that holds script in its DOM.
fn assert_no_script(vectors: Vec<String>, routes: &[&html_routes::Route]) {
    let (mut failures, mut tried) = (Vec::new(), 0);
    for vector in vectors {
        let mut outputs = rewrites(&vector);
        outputs.extend(through_routes(&vector, routes));
        for (route, output) in outputs {
            tried += 1;
            if let Some(found) = script_in_dom(&output) {
                failures.push(format!("{route}: {vector:?} -> {output:?}: {found}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {tried} outputs hold script:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn listed_vectors_leave_no_script_on_any_route() {
    let all_routes: Vec<_> = html_routes::ROUTES.iter().collect();
    assert_no_script(listed_vectors(), &all_routes);
}

#[test]
fn generated_vectors_leave_no_script() {
    // The rewrites, and one route of each way HTML is carried (escaped,
    // CDATA, inline XHTML, a JSON string): the routes differ in how the
    // fragment reaches the sanitizer, not in what it does.
    let routes: Vec<_> = html_routes::ROUTES
        .iter()
        .filter(|r| {
            matches!(
                r.name,
                "RSS description, escaped"
                    | "content:encoded, CDATA"
                    | "Atom content type=xhtml, inline"
                    | "JSON Feed content_html"
            )
        })
        .collect();
    assert_eq!(routes.len(), 4, "the routes named here exist");
    assert_no_script(generated_vectors(), &routes);
}

/// The audit sees what it must: each listed vector, unsanitized, holds
/// script in its DOM (those that need the rewrite to be harmless), and
/// ordinary markup holds none.
#[test]
fn the_audit_finds_script_where_there_is_some() {
    for bad in [
        "<img src=x onerror=alert(1)>",
        "<svg><desc><title><!--</title><img src=x onerror=alert(1)>--></title></desc></svg>",
        "<svg><a><set attributeName=\"href\" to=\"javascript:alert(1)\" /></a></svg>",
        "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
        "<noscript><!--</noscript><img src=x onerror=alert(1)>--></noscript>",
        "<math><mi xlink:href=\"data:x,1\">x</mi></math>",
    ] {
        assert!(script_in_dom(bad).is_some(), "{bad}");
    }
    for good in [
        "<p class=\"x\">javascript: is a word here</p>",
        "<img alt=\"data: 1\" src=\"https://example.org/a.png\" />",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>t</title><circle r=\"2\" /></svg>",
        "<b>alert(1)</b>",
        "<!-- <img src=x onerror=alert(1)> -->",
    ] {
        assert_eq!(script_in_dom(good), None, "{good}");
    }
}

/// Sanitizing does not pass by emptying: ordinary SVG, MathML and comments
/// are kept.
#[test]
fn ordinary_foreign_content_is_kept() {
    for (html, kept) in [
        ("<svg><circle r=\"2\" /></svg>", "<circle"),
        (
            "<svg><title>A chart</title></svg>",
            "<title>A chart</title>",
        ),
        ("<math><mi>x</mi><mo>=</mo><mn>2</mn></math>", "<mn>2</mn>"),
        ("<p>a<!-- note -->b</p>", "<!-- note -->"),
        (
            "<svg><a><animate attributeName=\"opacity\" values=\"0;1\" /></a></svg>",
            "attributeName=\"opacity\"",
        ),
    ] {
        let out = sanitize(html);
        assert!(out.contains(kept), "{html} -> {out}");
    }
}
