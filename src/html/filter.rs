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

use html5gum::{DefaultEmitter, Emitter, ForwardingEmitter, Token, Tokenizer};

use super::resolve::{carries_url, holds_url, is_safe, resolve};
use super::sanitize::Sanitizer;
use super::text::push_text;
use super::{Markup, Rewrite};

/// Rewrites `html` as `how` says.
pub(super) fn rewrite(html: &str, how: &Rewrite<'_>) -> String {
    // A fragment with no `<` holds no tag, comment or declaration: it is
    // all text, which the tokenizer would hand over as written. Most text
    // constructs of a feed are such (a title, a summary with an `&amp;`),
    // and tokenizing them cost more than the rest of their reading.
    if !html.contains('<') {
        let mut out = String::with_capacity(html.len());
        push_text(&mut out, html, None, true);
        return finish(out, how.sanitize);
    }
    tokenized(html, how)
}

/// `rewrite` through the tokenizer, for any fragment.
pub(super) fn tokenized(html: &str, how: &Rewrite<'_>) -> String {
    let html = escape_declarations(html, how.sanitize);
    let mut filter = Filter {
        how,
        sanitizer: how.sanitize.then(Sanitizer::default),
        out: String::with_capacity(html.len()),
        raw_text_open: 0,
    };
    let mut at = 0;
    // Once a comment has run to the end without `-->`, no later one can
    // close either: the rest is cut at each `<!--` and only the pieces between
    // are tokenized, so that each byte is tokenized once.
    let mut comments_close = true;
    while at < html.len() {
        let rest = &html[at..];
        if comments_close {
            match filter.run(rest) {
                Some(comment) => {
                    at += comment;
                    comments_close = false;
                }
                None => break,
            }
        } else {
            match rest.find("<!--") {
                Some(0) => at += filter.unclosed_comment(rest),
                Some(next) => {
                    filter.run(&rest[..next]);
                    at += next;
                }
                None => {
                    filter.run(rest);
                    break;
                }
            }
        }
    }
    finish(filter.out, how.sanitize)
}

/// The rewritten fragment, trimmed and with CRLF line ends made LF when sanitized.
fn finish(mut out: String, sanitize: bool) -> String {
    if !sanitize {
        return out;
    }
    if out.contains('\r') {
        return out.trim().replace("\r\n", "\n");
    }
    // Trimmed in place: the rewritten fragment is as long as the input.
    let end = out.trim_end().len();
    out.truncate(end);
    let start = out.len() - out.trim_start().len();
    out.drain(..start);
    out
}

/// feedparser's escapes before tokenizing: `<!` that does not start
/// `<!DOCTYPE` (case-sensitive), a comment or a marked section becomes text
/// (`&lt;!`), and so does `<![CDATA[` when sanitizing.
fn escape_declarations(html: &str, sanitize: bool) -> std::borrow::Cow<'_, str> {
    if !html.contains("<!") {
        return std::borrow::Cow::Borrowed(html);
    }
    let mut out = String::with_capacity(html.len() + 16);
    let mut rest = html;
    while let Some(at) = rest.find("<!") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let cdata = sanitize && after.starts_with("[CDATA[");
        let kept = ["DOCTYPE", "--", "["].iter().any(|p| after.starts_with(p));
        out.push_str(if kept && !cdata { "<!" } else { "&lt;!" });
        rest = after;
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

struct Filter<'h> {
    how: &'h Rewrite<'h>,
    sanitizer: Option<Sanitizer>,
    out: String,
    /// Open `<noscript>` and `<textarea>` elements written. Browsers read
    /// their content as raw text up to the end tag, so a comment written
    /// inside one could end it early and turn the comment's text into markup
    /// (`<noscript><!-- </noscript><img onerror=...> -->`): the sanitizer
    /// drops comments there. feedparser keeps them.
    raw_text_open: usize,
}

/// Kept elements whose content browsers read as raw text.
const RAW_TEXT: &[&str] = &["noscript", "textarea"];

impl Filter<'_> {
    /// Tokenizes and writes `input`; returns the offset of a comment that
    /// runs to its end without `-->` (left unwritten), if any.
    fn run(&mut self, input: &str) -> Option<usize> {
        let emitter = Quiet(DefaultEmitter::<usize>::new_with_span());
        for token in Tokenizer::new_with_emitter(input, emitter) {
            let Ok(token) = token;
            match token {
                Token::Error(_) => {}
                Token::String(text) => {
                    let raw = input.get(text.span.start..text.span.end).unwrap_or("");
                    let next = input.get(text.span.end..).and_then(|r| r.chars().next());
                    let keep = self.sanitizer.as_ref().is_none_or(Sanitizer::keeps_text);
                    push_text(&mut self.out, raw, next, keep);
                }
                Token::StartTag(tag) => {
                    let name = lossy(&tag.name);
                    let had_attrs = !tag.attributes.is_empty();
                    let attrs = tag
                        .attributes
                        .iter()
                        .map(|(key, value)| {
                            let key = lossy(key);
                            let decoded = lossy(&value.value);
                            // The value as written: feedparser keeps references undecoded.
                            let written = match raw_value(input, value.span.start, key.len()) {
                                Some(raw) if raw.contains("&#") => {
                                    raw.replace("&#39;", "'").replace("&#34;", "\"")
                                }
                                Some(raw) => raw.to_owned(),
                                // `sgmllib` gives an attribute written without a value its own name.
                                None if !has_value(input, value.span.start, key.len()) => {
                                    key.clone()
                                }
                                None => escape_references(&decoded),
                            };
                            Attribute {
                                key,
                                written,
                                decoded,
                            }
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
                        if comment.span.end >= input.len() && !closes_comment(raw) {
                            return Some(start);
                        }
                        if self.how.sanitize && self.raw_text_open > 0 {
                            continue;
                        }
                        self.out.push_str("<!--");
                        self.out.push_str(&lossy(&comment.value));
                        self.out.push_str("-->");
                    } else if raw.starts_with("<?") || raw.starts_with("<!") {
                        // Processing instructions and marked sections: kept
                        // verbatim, except that the sanitizer drops them.
                        if !self.how.sanitize {
                            self.out.push_str(raw);
                        }
                    } else {
                        // `</ p>`: `sgmllib` reads an end tag named by what follows.
                        let name = lossy(&comment.value).trim().to_ascii_lowercase();
                        if !name.is_empty() {
                            self.end_tag(&name);
                        }
                    }
                }
                Token::Doctype(doctype) => {
                    let raw = input
                        .get(doctype.span.start..doctype.span.end)
                        .unwrap_or("");
                    // A declaration cut off by the end of the fragment is text.
                    // Sanitized, the `<`s inside it are escaped: written raw,
                    // the text (`<!DOCTYPEx<script ...`) would still hold tags.
                    if !raw.ends_with('>') {
                        let keep = self.sanitizer.as_ref().is_none_or(Sanitizer::keeps_text);
                        if self.how.sanitize {
                            let inner = raw.get(1..).unwrap_or("").replace('<', "&lt;");
                            push_text(&mut self.out, &format!("<{inner}"), None, keep);
                        } else {
                            push_text(&mut self.out, raw, None, keep);
                        }
                        continue;
                    }
                    if !self.how.sanitize {
                        self.out.push_str(raw);
                    }
                }
            }
        }
        None
    }

    /// A comment with no `-->` at the start of `input`: feedparser's
    /// sanitizer ends it at the first `--` followed later by `>`, and drops
    /// it; with no such end it drops the rest of the fragment. Without
    /// sanitizing it is kept as written. Returns the length consumed.
    fn unclosed_comment(&mut self, input: &str) -> usize {
        let body = "<!--".len();
        let end = input
            .get(body..)
            .and_then(|rest| {
                let dashes = rest.find("--")?;
                let close = rest[dashes + 2..].find('>')?;
                Some(body + dashes + 2 + close + 1)
            })
            .unwrap_or(input.len());
        if !self.how.sanitize {
            self.out.push_str(input.get(..end).unwrap_or(""));
        }
        end
    }

    fn start_tag(&mut self, name: &str, attrs: Vec<Attribute>) {
        let attrs: Vec<(String, String)> = attrs
            .into_iter()
            .map(
                |Attribute {
                     key,
                     mut written,
                     decoded,
                 }| {
                    if key == "rel" || key == "type" {
                        written = written.to_lowercase();
                    }
                    let holds_url = holds_url(name, &key);
                    let checked = (self.how.sanitize && carries_url(&key))
                        || (self.how.base.is_some() && holds_url);
                    // Decide on the decoded URL, as a browser reads it:
                    // `&#106;avascript:` is `javascript:` too.
                    if checked && !decoded.trim().is_empty() && !is_safe(&decoded) {
                        written.clear();
                    } else if let (Some(base), true) = (self.how.base, holds_url) {
                        written = resolve(Some(base), &written);
                    }
                    (key, written)
                },
            )
            .collect();
        let html = self.how.markup == Markup::Html;
        let (name, attrs) = match &mut self.sanitizer {
            Some(sanitizer) => match sanitizer.start(name, attrs, html) {
                Some(kept) => kept,
                None => return,
            },
            None => (name.to_owned(), attrs),
        };
        if RAW_TEXT.contains(&name.as_str()) {
            self.raw_text_open += 1;
        }
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
            None => name,
        };
        if RAW_TEXT.contains(&name) {
            self.raw_text_open = self.raw_text_open.saturating_sub(1);
        }
        if !is_void(name) {
            self.out.push_str("</");
            self.out.push_str(name);
            self.out.push('>');
        }
    }
}

/// The tokenizer's default emitter, without its parse errors: checking each
/// character for them (noncharacters, controls) cost a tenth of a
/// rewrite, and the one error the filter needs, a comment the fragment
/// ends inside, shows in the comment itself (`closes_comment`).
struct Quiet(DefaultEmitter<usize>);

impl ForwardingEmitter for Quiet {
    type Token = Token<usize>;

    fn inner(&mut self) -> &mut impl Emitter<Token = Self::Token> {
        &mut self.0
    }

    fn should_emit_errors(&mut self) -> bool {
        false
    }
}

/// Whether a comment as written (from `<!--`) is closed, in one of the
/// ways the HTML tokenizer closes one: `-->`, `--!>`, or the abrupt
/// `<!-->` and `<!--->`. A comment the fragment ends inside is not.
fn closes_comment(raw: &str) -> bool {
    raw.ends_with("-->") || raw.ends_with("--!>") || raw == "<!-->" || raw == "<!--->"
}

/// Whether an element is written as `<name />` and never closed
/// (feedparser's `elements_no_end_tag`).
fn is_void(name: &str) -> bool {
    // A match, which compiles to a switch on the length before any
    // comparison: this runs for every tag, start and end.
    matches!(
        name,
        "area"
            | "base"
            | "basefont"
            | "br"
            | "col"
            | "command"
            | "embed"
            | "frame"
            | "hr"
            | "img"
            | "input"
            | "isindex"
            | "keygen"
            | "link"
            | "meta"
            | "param"
            | "source"
            | "track"
            | "wbr"
    )
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An attribute of a start tag.
struct Attribute {
    /// The lowercase name.
    key: String,
    /// The value as written, references kept.
    written: String,
    /// The value with references decoded.
    decoded: String,
}

/// Whether the attribute whose name starts at `start` is followed by `=`.
fn has_value(input: &str, start: usize, name_len: usize) -> bool {
    input
        .get(start + name_len..)
        .is_some_and(|rest| rest.trim_start().starts_with('='))
}

/// The value of the attribute whose name starts at `start`, as written
/// between its quotes (or up to whitespace or `>` when unquoted).
fn raw_value(input: &str, start: usize, name_len: usize) -> Option<&str> {
    let rest = input.get(start + name_len..)?.trim_start();
    let rest = rest.strip_prefix('=')?.trim_start();
    match rest.chars().next()? {
        quote @ ('"' | '\'') => {
            let body = &rest[1..];
            body.find(quote).map(|end| &body[..end])
        }
        _ => {
            let end = rest
                .find(|c: char| c.is_ascii_whitespace() || c == '>')
                .unwrap_or(rest.len());
            Some(&rest[..end])
        }
    }
}

/// A decoded value made safe to write as written text: `&` escaped.
fn escape_references(decoded: &str) -> String {
    decoded.replace('&', "&amp;")
}

/// An attribute value between double quotes, as feedparser writes it: `<`,
/// `>` and `"` escaped, and `&` unless it starts a reference.
fn escape_attribute(out: &mut String, value: &str) {
    for (at, c) in value.char_indices() {
        match c {
            '&' if !starts_reference(&value[at + 1..]) => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
}

/// Whether text after a `&` reads as a reference: `#\d+;`, `#x[0-9a-fA-F]+;` or `\w+;`.
fn starts_reference(after: &str) -> bool {
    let (body, is_hex) = match after.strip_prefix('#') {
        Some(num) => match num.strip_prefix('x') {
            Some(hex) => (hex, Some(true)),
            None => (num, Some(false)),
        },
        None => (after, None),
    };
    let len = body
        .find(|c: char| match is_hex {
            Some(true) => !c.is_ascii_hexdigit(),
            Some(false) => !c.is_ascii_digit(),
            None => !(c.is_alphanumeric() || c == '_'),
        })
        .unwrap_or(body.len());
    len > 0 && body[len..].starts_with(';')
}
