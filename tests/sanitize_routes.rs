//! With `sanitize_html` on, no known script vector survives any route by
//! which HTML reaches a field: escaped, CDATA, base64, inline XHTML,
//! `content:encoded`, Dublin Core, iTunes and Media RSS text, JSON Feed.
//! Each vector is checked in the feedparser view (where the text is
//! displayed from) and in the model itself.

#[path = "common/html_routes.rs"]
mod html_routes;

use html_routes::{unsafe_markup, ROUTES};

/// Known ways to run script from HTML. Each puts `alert` only where it would
/// run, so a sanitized result holds no `alert` at all.
const VECTORS: &[&str] = &[
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
    r#"<img src="x" onerror="alert(1)">"#,
    r#"<a href="javascript:alert(1)">x</a>"#,
    r#"<a href="JaVaScRiPt:alert(1)">x</a>"#,
    r#"<a href=" javascript:alert(1)">x</a>"#,
    r#"<a href="jav&#x09;ascript:alert(1)">x</a>"#,
    r#"<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>"#,
    r#"<a href="&#x6A;avascript&#x3A;alert(1)">x</a>"#,
    r#"<a href="javascript&colon;alert(1)">x</a>"#,
    r#"<a href="vbscript:alert(1)">x</a>"#,
    r#"<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>"#,
    r#"<img src="javascript:alert(1)">"#,
    r#"<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">"#,
    r#"<svg onload="alert(1)"></svg>"#,
    r#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#,
    r#"<svg><a xlink:href="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"><text>x</text></a></svg>"#,
    r#"<math><mi xlink:href="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink">x</mi></math>"#,
    "<style>body{background:expression(alert(1))}</style>",
    r#"<div style="width: expression(alert(1))">x</div>"#,
    r#"<div style="background:url(javascript:alert(1))">x</div>"#,
    r#"<div style="background-image: url(&#106;avascript:alert(1))">x</div>"#,
    r#"<meta http-equiv="refresh" content="0;url=javascript:alert(1)">"#,
    r#"<base href="javascript:alert(1)//">"#,
    r#"<link rel="stylesheet" href="javascript:alert(1)">"#,
    r#"<iframe src="javascript:alert(1)"></iframe>"#,
    r#"<object data="javascript:alert(1)"></object>"#,
    r#"<embed src="javascript:alert(1)">"#,
    r#"<form action="javascript:alert(1)"><input type="submit"></form>"#,
    r#"<button formaction="javascript:alert(1)">x</button>"#,
    r#"<video poster="javascript:alert(1)"></video>"#,
    r#"<body onload="alert(1)">x</body>"#,
    r#"<table background="javascript:alert(1)"><tr><td>x</td></tr></table>"#,
    r#"<blockquote cite="javascript:alert(1)">x</blockquote>"#,
];

fn sanitizing() -> feedwright::ReadOptions {
    let mut options = feedwright::ReadOptions::default();
    options.sanitize_html = true;
    options
}

/// Every string in a JSON value, with its path.
fn strings<'a>(value: &'a serde_json::Value, path: String, out: &mut Vec<(String, &'a str)>) {
    match value {
        serde_json::Value::String(s) => out.push((path, s)),
        serde_json::Value::Array(list) => {
            for (i, v) in list.iter().enumerate() {
                strings(v, format!("{path}/{i}"), out);
            }
        }
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                strings(v, format!("{path}/{k}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn no_vector_survives_any_route() {
    let options = sanitizing();
    let mut survivors = Vec::new();
    for route in ROUTES {
        for vector in VECTORS {
            let doc = route.document(vector);
            let feedwright::Parsed { channel, warnings } = feedwright::parse_with(&doc, &options)
                .unwrap_or_else(|e| panic!("{}: {vector}: {e}", route.name));
            let view = feedwright::view::feedparser::to_value(&channel, &warnings);
            let field = view.pointer(route.pointer).and_then(|v| v.as_str());
            let Some(field) = field else {
                panic!("{}: nothing at {} for {vector}", route.name, route.pointer);
            };
            if let Some(found) = unsafe_markup(field) {
                survivors.push(format!("{}: {vector} -> {found} in {field:?}", route.name));
            }
            // Sanitized markup holds `alert` nowhere: not in the view, not in the model.
            let model = serde_json::to_value(&channel).expect("the model serializes");
            let mut all = Vec::new();
            strings(&view, String::new(), &mut all);
            strings(&model, "model".into(), &mut all);
            for (path, text) in all {
                if text.to_ascii_lowercase().contains("alert") {
                    survivors.push(format!("{}: {vector} -> {path} = {text:?}", route.name));
                }
            }
        }
    }
    assert!(survivors.is_empty(), "{}", survivors.join("\n"));
}

/// Without sanitizing, each route does carry the vector to its field: the
/// routes are real routes, and the test above would see a survivor.
#[test]
fn each_route_carries_markup_when_not_sanitizing() {
    let options = feedwright::ReadOptions::default();
    for route in ROUTES {
        let doc = route.document(r#"<b onclick="alert(1)">bold</b>"#);
        let feedwright::Parsed { channel, warnings } =
            feedwright::parse_with(&doc, &options).expect("parses");
        let view = feedwright::view::feedparser::to_value(&channel, &warnings);
        let field = view.pointer(route.pointer).and_then(|v| v.as_str());
        let found = field.and_then(unsafe_markup);
        assert!(
            found.as_deref().is_some_and(|f| f.contains("onclick")),
            "{}: {field:?}",
            route.name
        );
    }
}

/// Safe markup goes through every route intact, so the sanitizer is not
/// passing the test above by emptying fields.
#[test]
fn safe_markup_survives_every_route() {
    let options = sanitizing();
    for route in ROUTES {
        let doc = route.document(r#"<p>A <a href="https://example.org/">link</a></p>"#);
        let feedwright::Parsed { channel, warnings } =
            feedwright::parse_with(&doc, &options).expect("parses");
        let view = feedwright::view::feedparser::to_value(&channel, &warnings);
        let field = view.pointer(route.pointer).and_then(|v| v.as_str());
        assert_eq!(
            field,
            Some(r#"<p>A <a href="https://example.org/">link</a></p>"#),
            "{}",
            route.name
        );
    }
}

#[test]
fn the_checker_sees_what_it_must() {
    for bad in VECTORS {
        assert!(unsafe_markup(bad).is_some(), "{bad}");
    }
    for good in [
        r#"<p class="x">javascript: is a word here</p>"#,
        r#"<img alt="data: 1" src="https://example.org/a.png" />"#,
        "<b>alert</b>",
    ] {
        assert_eq!(unsafe_markup(good), None, "{good}");
    }
}
