//! The token filter: tokenizes an HTML fragment, passes each tag through URL
//! resolution and (optionally) the sanitizer, and writes the tokens back out.
//!
//! Why a tokenizer and not a tree builder or a sanitizer crate: feedparser's
//! sanitizer is a filter over `sgmllib` tokens that re-serializes what it
//! keeps, without building a tree. It never closes, reorders or nests
//! elements, keeps comments and unknown text verbatim, and counts
//! `<script>`..`</script>` to hide text. A tree builder (html5ever's, or
//! ammonia on top of it) would add implied `<html>`/`<tbody>` elements and
//! repair nesting, so its output could not match. `html5gum` is a
//! WHATWG-conformant tokenizer with no dependencies that reports byte spans,
//! which lets text be copied from the source as written; it is run without
//! its "naive state switching", so `<script>` content is tokenized like any
//! other text, as `sgmllib` does.
//!
//! Where the HTML5 tokenizer and `sgmllib` read the same bytes differently
//! and feedparser's result is the safer or expected one, the filter restarts
//! tokenizing past the construct (`<!x` and `<![CDATA[` become text, an
//! unclosed comment ends at the first `--...>`, or swallows the rest).

use html5gum::{DefaultEmitter, Error, Token, Tokenizer};

use super::resolve::{holds_url, resolve};
use super::sanitize::Sanitizer;
use super::text::push_text;
use super::{Markup, Rewrite};

/// Elements written as `<name />` and never closed (feedparser's `elements_no_end_tag`).
const VOID: &[&str] = &[
    "area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input",
    "isindex", "keygen", "link", "meta", "param", "source", "track", "wbr",
];

/// Rewrites `html` as `how` says.
pub(super) fn rewrite(html: &str, how: &Rewrite<'_>) -> String {
    let mut filter = Filter {
        how,
        sanitizer: how.sanitize.then(Sanitizer::default),
        out: String::with_capacity(html.len()),
    };
    let mut at = 0;
    while at < html.len() {
        at = filter.run(html, at);
    }
    let out = filter.out;
    if how.sanitize {
        out.trim().replace("\r\n", "\n")
    } else {
        out
    }
}

struct Filter<'h> {
    how: &'h Rewrite<'h>,
    sanitizer: Option<Sanitizer>,
    out: String,
}

impl Filter<'_> {
    /// Tokenizes `html` from byte `from`; returns where to start again (the
    /// end of `html` when done).
    fn run(&mut self, html: &str, from: usize) -> usize {
        let input = &html[from..];
        let emitter = DefaultEmitter::<usize>::new_with_span();
        let mut eof_in_comment = false;
        for token in Tokenizer::new_with_emitter(input, emitter) {
            let Ok(token) = token;
            match token {
                Token::Error(error) => eof_in_comment |= error.value == Error::EofInComment,
                Token::String(text) => {
                    let raw = input.get(text.span.start..text.span.end).unwrap_or("");
                    let keep = self.sanitizer.as_ref().is_none_or(Sanitizer::keeps_text);
                    push_text(&mut self.out, raw, keep);
                }
                Token::StartTag(tag) => {
                    let name = lossy(&tag.name);
                    let had_attrs = !tag.attributes.is_empty();
                    let attrs = tag
                        .attributes
                        .iter()
                        .map(|(key, value)| {
                            let key = lossy(key);
                            // `sgmllib` gives an attribute written without a value its own name.
                            let after_name = input
                                .get(value.span.start + key.len()..)
                                .unwrap_or("")
                                .trim_start();
                            let value = if after_name.starts_with('=') {
                                lossy(&value.value)
                            } else {
                                key.clone()
                            };
                            (key, value)
                        })
                        .collect();
                    self.start_tag(&name, attrs);
                    // `<x/>` closes itself in XHTML, and in HTML when it has no attributes.
                    if tag.self_closing && (!had_attrs || self.how.markup == Markup::Xhtml) {
                        self.end_tag(&name);
                    }
                }
                Token::EndTag(tag) => self.end_tag(&lossy(&tag.name)),
                Token::Comment(comment) => {
                    let start = comment.span.start;
                    let raw = input.get(start..comment.span.end).unwrap_or("");
                    if raw.starts_with("<!--") {
                        if eof_in_comment {
                            return from + self.unclosed_comment(input, start);
                        }
                        self.out.push_str("<!--");
                        self.out.push_str(&lossy(&comment.value));
                        self.out.push_str("-->");
                    } else if raw.starts_with("<![CDATA[") && self.how.sanitize {
                        self.out.push_str("&lt;![CDATA[");
                        return from + start + "<![CDATA[".len();
                    } else if raw.starts_with("<?") || raw.starts_with("<![") {
                        // Processing instructions and marked sections: kept
                        // verbatim, except that the sanitizer drops them.
                        if !self.how.sanitize {
                            self.out.push_str(raw);
                        }
                    } else if raw.starts_with("<!") {
                        self.out.push_str("&lt;!");
                        return from + start + 2;
                    } else {
                        // `</ p>`: `sgmllib` reads an end tag named by what follows.
                        let name = lossy(&comment.value).trim().to_ascii_lowercase();
                        if !name.is_empty() {
                            self.end_tag(&name);
                        }
                    }
                }
                Token::Doctype(doctype) => {
                    let start = doctype.span.start;
                    let raw = input.get(start..doctype.span.end).unwrap_or("");
                    // feedparser matches `<!DOCTYPE` case-sensitively; any other
                    // spelling is escaped as text.
                    if !raw.starts_with("<!DOCTYPE") {
                        self.out.push_str("&lt;!");
                        return from + start + 2;
                    }
                    if !self.how.sanitize {
                        self.out.push_str(raw);
                    }
                }
            }
        }
        from + input.len()
    }

    /// A comment with no `-->`: feedparser's sanitizer ends it at the first
    /// `--` followed later by `>`, and drops it; with no such end it drops
    /// the rest of the fragment. Returns where to go on, relative to `input`.
    fn unclosed_comment(&mut self, input: &str, start: usize) -> usize {
        let body = start + 4;
        let end = input
            .get(body..)
            .and_then(|rest| {
                let dashes = rest.find("--")?;
                let close = rest[dashes + 2..].find('>')?;
                Some(body + dashes + 2 + close + 1)
            })
            .unwrap_or(input.len());
        if !self.how.sanitize {
            self.out.push_str(input.get(start..end).unwrap_or(""));
        }
        end
    }

    fn start_tag(&mut self, name: &str, mut attrs: Vec<(String, String)>) {
        for (key, value) in &mut attrs {
            if key == "rel" || key == "type" {
                *value = value.to_lowercase();
            }
            if let Some(base) = self.how.base {
                if holds_url(name, key) {
                    *value = resolve(Some(base), value);
                }
            }
        }
        let html = self.how.markup == Markup::Html;
        let (name, attrs) = match &mut self.sanitizer {
            Some(sanitizer) => match sanitizer.start(name, attrs, html) {
                Some(kept) => kept,
                None => return,
            },
            None => (name.to_owned(), attrs),
        };
        self.out.push('<');
        self.out.push_str(&name);
        for (key, value) in &attrs {
            self.out.push(' ');
            self.out.push_str(key);
            self.out.push_str("=\"");
            escape_attribute(&mut self.out, value);
            self.out.push('"');
        }
        self.out.push_str(if is_void(&name) { " />" } else { ">" });
    }

    fn end_tag(&mut self, name: &str) {
        let name = match &mut self.sanitizer {
            Some(sanitizer) => match sanitizer.end(name) {
                Some(name) => name,
                None => return,
            },
            None => name.to_owned(),
        };
        if !is_void(&name) {
            self.out.push_str("</");
            self.out.push_str(&name);
            self.out.push('>');
        }
    }
}

fn is_void(name: &str) -> bool {
    VOID.binary_search(&name).is_ok()
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An attribute value between double quotes, as feedparser writes it.
fn escape_attribute(out: &mut String, value: &str) {
    for c in value.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
}
