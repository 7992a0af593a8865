//! Every route by which HTML reaches a text field, and a test of whether
//! markup is safe to display. Shared by `tests/sanitize_routes.rs` (known
//! attack vectors) and the `html` fuzz target (any fragment), so that both
//! send a fragment through the same documents and judge the result alike.
//!
//! A route is a document that carries one HTML fragment in one way
//! (escaped, CDATA, base64, inline XHTML, a JSON string, ...) and the place
//! in the feedparser view where the reader's text for it shows up.

use base64::Engine as _;

/// One way for a fragment to reach a field.
pub(crate) struct Route {
    /// What the route is, for messages.
    pub(crate) name: &'static str,
    /// The JSON pointer of the field in the feedparser view.
    pub(crate) pointer: &'static str,
    build: fn(&str) -> String,
}

impl Route {
    /// The document carrying `html` along this route.
    pub(crate) fn document(&self, html: &str) -> Vec<u8> {
        (self.build)(html).into_bytes()
    }
}

/// The fragment as XML character data.
fn escaped(html: &str) -> String {
    html.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The fragment as one or more CDATA sections (a `]]>` in it splits them).
fn cdata(html: &str) -> String {
    format!("<![CDATA[{}]]>", html.replace("]]>", "]]]]><![CDATA[>"))
}

fn base64(html: &str) -> String {
    base64::engine::general_purpose::STANDARD.encode(html)
}

fn json_string(html: &str) -> String {
    serde_json::to_string(html).unwrap_or_default()
}

const RSS_ITEM: &str = r#"<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:media="http://search.yahoo.com/mrss/" xmlns:xhtml="http://www.w3.org/1999/xhtml"><channel><title>t</title><item><title>i</title>"#;
const RSS_END: &str = "</item></channel></rss>";
const ATOM_ENTRY: &str =
    r#"<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><entry><title>e</title>"#;
const ATOM03_ENTRY: &str = r#"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>t</title><entry><title>e</title>"#;
const ATOM_END: &str = "</entry></feed>";

fn rss_item(inner: String) -> String {
    format!("{RSS_ITEM}{inner}{RSS_END}")
}
fn atom_entry(inner: String) -> String {
    format!("{ATOM_ENTRY}{inner}{ATOM_END}")
}
fn atom03_entry(inner: String) -> String {
    format!("{ATOM03_ENTRY}{inner}{ATOM_END}")
}
fn json_item(member: &str, html: &str) -> String {
    format!(
        r#"{{"version": "https://jsonfeed.org/version/1.1", "title": "t", "items": [{{"id": "1", "content_text": "x", "{member}": {}}}]}}"#,
        json_string(html)
    )
}

/// Every route, each with the view field it lands in.
pub(crate) const ROUTES: &[Route] = &[
    Route {
        name: "RSS description, escaped",
        pointer: "/entries/0/summary",
        build: |h| rss_item(format!("<description>{}</description>", escaped(h))),
    },
    Route {
        name: "RSS description, CDATA",
        pointer: "/entries/0/summary",
        build: |h| rss_item(format!("<description>{}</description>", cdata(h))),
    },
    Route {
        name: "RSS channel description",
        pointer: "/feed/subtitle",
        build: |h| {
            format!(
                r#"<rss version="2.0"><channel><title>t</title><description>{}</description></channel></rss>"#,
                escaped(h)
            )
        },
    },
    Route {
        name: "RSS 1.0 item description",
        pointer: "/entries/0/summary",
        build: |h| {
            format!(
                r#"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel rdf:about="c"><title>t</title></channel><item rdf:about="i"><title>i</title><description>{}</description></item></rdf:RDF>"#,
                escaped(h)
            )
        },
    },
    Route {
        name: "content:encoded, CDATA",
        pointer: "/entries/0/content/0/value",
        build: |h| rss_item(format!("<content:encoded>{}</content:encoded>", cdata(h))),
    },
    Route {
        name: "xhtml:body, inline",
        pointer: "/entries/0/content/0/value",
        build: |h| {
            rss_item(format!(
                r#"<body xmlns="http://www.w3.org/1999/xhtml">{h}</body>"#
            ))
        },
    },
    Route {
        name: "fullitem, escaped",
        pointer: "/entries/0/content/0/value",
        build: |h| rss_item(format!("<fullitem>{}</fullitem>", escaped(h))),
    },
    Route {
        name: "dc:description, escaped",
        pointer: "/entries/0/summary",
        build: |h| rss_item(format!("<dc:description>{}</dc:description>", escaped(h))),
    },
    Route {
        name: "itunes:summary, escaped",
        pointer: "/entries/0/content/0/value",
        build: |h| {
            rss_item(format!(
                "<description>d</description><itunes:summary>{}</itunes:summary>",
                escaped(h)
            ))
        },
    },
    Route {
        name: "itunes:subtitle (channel), escaped",
        pointer: "/feed/subtitle",
        build: |h| {
            format!(
                r#"<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>t</title><itunes:subtitle>{}</itunes:subtitle></channel></rss>"#,
                escaped(h)
            )
        },
    },
    Route {
        name: "media:description type=html",
        pointer: "/entries/0/summary",
        build: |h| {
            rss_item(format!(
                r#"<media:description type="html">{}</media:description>"#,
                escaped(h)
            ))
        },
    },
    Route {
        name: "Atom title type=html",
        pointer: "/feed/title",
        build: |h| {
            format!(
                r#"<feed xmlns="http://www.w3.org/2005/Atom"><title type="html">{}</title></feed>"#,
                escaped(h)
            )
        },
    },
    Route {
        name: "Atom summary type=html, CDATA",
        pointer: "/entries/0/summary",
        build: |h| atom_entry(format!(r#"<summary type="html">{}</summary>"#, cdata(h))),
    },
    Route {
        name: "Atom content type=html",
        pointer: "/entries/0/content/0/value",
        build: |h| atom_entry(format!(r#"<content type="html">{}</content>"#, escaped(h))),
    },
    Route {
        name: "Atom content type=text/html",
        pointer: "/entries/0/content/0/value",
        build: |h| {
            atom_entry(format!(
                r#"<content type="text/html">{}</content>"#,
                escaped(h)
            ))
        },
    },
    Route {
        name: "Atom content type=xhtml, inline",
        pointer: "/entries/0/content/0/value",
        build: |h| {
            atom_entry(format!(
                r#"<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">{h}</div></content>"#
            ))
        },
    },
    Route {
        name: "Atom 0.3 content mode=escaped",
        pointer: "/entries/0/content/0/value",
        build: |h| {
            atom03_entry(format!(
                r#"<content type="text/html" mode="escaped">{}</content>"#,
                escaped(h)
            ))
        },
    },
    Route {
        name: "Atom 0.3 content mode=base64",
        pointer: "/entries/0/content/0/value",
        build: |h| {
            atom03_entry(format!(
                r#"<content type="text/html" mode="base64">{}</content>"#,
                base64(h)
            ))
        },
    },
    Route {
        name: "Atom 0.3 summary mode=base64",
        pointer: "/entries/0/summary",
        build: |h| {
            atom03_entry(format!(
                r#"<summary type="text/html" mode="base64">{}</summary>"#,
                base64(h)
            ))
        },
    },
    Route {
        name: "JSON Feed content_html",
        pointer: "/entries/0/content/0/value",
        build: |h| json_item("content_html", h),
    },
    Route {
        name: "JSON Feed summary",
        pointer: "/entries/0/summary",
        build: |h| json_item("summary", h),
    },
];

/// The first thing in `html` that could run script or load from a
/// dangerous URL when displayed, or `None` when there is none: a start tag of
/// an element that runs or loads code, an event handler attribute, a URL
/// attribute with a scheme that runs code, or CSS that does.
pub(crate) fn unsafe_markup(html: &str) -> Option<String> {
    let lower = html.to_ascii_lowercase();
    let mut rest = lower.as_str();
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        let name_len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == ':' || c == '-'))
            .unwrap_or(rest.len());
        if name_len == 0 || !rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
            continue;
        }
        let name = &rest[..name_len];
        let local = name.rsplit(':').next().unwrap_or(name);
        if DANGEROUS_ELEMENTS.contains(&local) {
            return Some(format!("a <{name}> element"));
        }
        let (attrs, after) = attributes(&rest[name_len..]);
        for (key, value) in attrs {
            if key.starts_with("on") {
                return Some(format!("the event handler {key} on <{name}>"));
            }
            let seen = browser_reading(&value);
            if URL_ATTRIBUTES.contains(&key.as_str())
                && DANGEROUS_SCHEMES.iter().any(|s| seen.starts_with(s))
            {
                return Some(format!("{key}=\"{value}\" on <{name}>"));
            }
            if key == "style" && (seen.contains("expression(") || seen.contains("javascript:")) {
                return Some(format!("style=\"{value}\" on <{name}>"));
            }
        }
        rest = after;
    }
    None
}

/// Elements that run script, load a document or change how the page is read.
const DANGEROUS_ELEMENTS: &[&str] = &[
    "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "meta", "base",
    "link",
];

/// Attributes that a browser follows or loads as a URL (also read by
/// `dom_audit.rs`).
pub(crate) const URL_ATTRIBUTES: &[&str] = &[
    "href",
    "xlink:href",
    "src",
    "action",
    "formaction",
    "background",
    "poster",
    "data",
    "cite",
    "codebase",
    "longdesc",
    "lowsrc",
    "dynsrc",
    "usemap",
    "srcset",
    "ping",
    "icon",
    "manifest",
    "archive",
];

/// URL schemes that run code or carry a document of their own.
pub(crate) const DANGEROUS_SCHEMES: &[&str] = &["javascript:", "vbscript:", "livescript:", "data:"];

/// A tag's attributes, lowercase, up to its `>`, and the text after it.
fn attributes(mut tag: &str) -> (Vec<(String, String)>, &str) {
    let mut attrs = Vec::new();
    loop {
        tag = tag.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == '/');
        if tag.is_empty() || tag.starts_with('>') || tag.starts_with('<') {
            return (attrs, tag);
        }
        let key_len = tag
            .find(|c: char| c.is_ascii_whitespace() || matches!(c, '=' | '>' | '/' | '<'))
            .unwrap_or(tag.len())
            .max(1);
        let key = tag[..key_len].to_owned();
        tag = tag[key_len..].trim_start();
        let Some(after_eq) = tag.strip_prefix('=') else {
            attrs.push((key, String::new()));
            continue;
        };
        tag = after_eq.trim_start();
        let value = match tag.chars().next() {
            Some(quote @ ('"' | '\'')) => {
                let body = &tag[1..];
                let end = body.find(quote).unwrap_or(body.len());
                tag = body.get(end + 1..).unwrap_or("");
                &body[..end]
            }
            _ => {
                let end = tag
                    .find(|c: char| c.is_ascii_whitespace() || c == '>')
                    .unwrap_or(tag.len());
                let value = &tag[..end];
                tag = &tag[end..];
                value
            }
        };
        attrs.push((key, value.to_owned()));
    }
}

/// An attribute value as a browser takes it when it reads a URL or CSS:
/// character references decoded, ASCII white space and controls dropped.
fn browser_reading(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(c) = rest.chars().next() {
        let (c, len) = match c {
            '&' => reference(rest).unwrap_or((c, 1)),
            _ => (c, c.len_utf8()),
        };
        if !(c.is_ascii_whitespace() || c.is_ascii_control()) {
            out.push(c.to_ascii_lowercase());
        }
        rest = &rest[len..];
    }
    out
}

/// The character a reference at the start of `text` stands for, and its length.
fn reference(text: &str) -> Option<(char, usize)> {
    // HTML5's names for the characters that hide a scheme (the text is lowercase).
    for (name, c) in [("&colon;", ':'), ("&tab;", '\t'), ("&newline;", '\n')] {
        if text.starts_with(name) {
            return Some((c, name.len()));
        }
    }
    let body = text.strip_prefix("&#")?;
    let (digits, radix, skip) = match body.strip_prefix('x') {
        Some(hex) => (hex, 16, 3),
        None => (body, 10, 2),
    };
    let len = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    let code = u32::from_str_radix(&digits[..len], radix).ok()?;
    let semi = usize::from(digits[len..].starts_with(';'));
    Some((char::from_u32(code)?, skip + len + semi))
}
