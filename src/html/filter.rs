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
//! The common shapes of feed HTML (text, plain tags) are read first by a
//! small reader of their own (`super::common`), which gives the tokenizer's
//! tokens for them in a fraction of its time and hands the rest of a
//! fragment to the tokenizer at the first construct it does not take.
//!
//! Where the HTML5 tokenizer and `sgmllib` read the same bytes differently
//! and feedparser's result is the safer or expected one, the filter restarts
//! tokenizing past the construct (`<!x` and `<![CDATA[` become text, an
//! unclosed comment ends at the first `--...>`, or swallows the rest).

use std::borrow::Cow;

use std::convert::Infallible;

use html5gum::emitters::callback::{Callback, CallbackEmitter, CallbackEvent};
use html5gum::{Emitter, ForwardingEmitter, Span, Tokenizer};

use super::common;
use super::resolve::{carries_url, holds_url, is_safe, resolve};
use super::sanitize::{may_keep_html_attribute, Sanitizer};
use super::tag_text::*;
use super::text::push_text;
use super::{Markup, Rewrite};
use crate::xml::words::find_byte;

/// Rewrites `html` as `how` says.
pub(super) fn rewrite(html: &str, how: &Rewrite<'_>) -> String {
    // A fragment with no `<` holds no tag, comment or declaration: it is
    // all text, which the tokenizer would hand over as written. Most text
    // constructs of a feed are such (a title, a summary with an `&amp;`),
    // and tokenizing them cost more than the rest of their reading.
    if memchr::memchr(b'<', html.as_bytes()).is_none() {
        let mut out = String::with_capacity(html.len());
        push_text(&mut out, html, None, true);
        return finish(out, how.sanitize);
    }
    tokenized(html, how)
}

/// `rewrite` through the tokenizer, for any fragment.
pub(super) fn tokenized(html: &str, how: &Rewrite<'_>) -> String {
    filtered(html, how, Reader::CommonFirst)
}

/// `rewrite` with the HTML tokenizer alone, to test the common reader against.
#[cfg(test)]
pub(super) fn tokenizer_only(html: &str, how: &Rewrite<'_>) -> String {
    filtered(html, how, Reader::TokenizerOnly)
}

/// Which readers a rewrite uses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reader {
    /// The common reader (`super::common`), then the tokenizer from where it stops.
    CommonFirst,
    /// The tokenizer only.
    #[cfg_attr(not(test), allow(dead_code))]
    TokenizerOnly,
}

fn filtered(html: &str, how: &Rewrite<'_>, reader: Reader) -> String {
    let html = escape_declarations(html, how.sanitize);
    let mut filter = Filter {
        how,
        sanitizer: how.sanitize.then(Sanitizer::default),
        out: String::with_capacity(html.len()),
        raw_text_open: 0,
        reader,
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
    // The vector search: most fragments hold no CR, and are long.
    if memchr::memchr(b'\r', out.as_bytes()).is_some() {
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
fn escape_declarations(html: &str, sanitize: bool) -> Cow<'_, str> {
    // memchr's vector search: `str::find` sets up a general searcher per
    // call, and every fragment is searched.
    let find = |text: &str| memchr::memmem::find(text.as_bytes(), b"<!");
    if find(html).is_none() {
        return Cow::Borrowed(html);
    }
    let mut out = String::with_capacity(html.len() + 16);
    let mut rest = html;
    while let Some(at) = find(rest) {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let cdata = sanitize && after.starts_with("[CDATA[");
        let kept = ["DOCTYPE", "--", "["].iter().any(|p| after.starts_with(p));
        out.push_str(if kept && !cdata { "<!" } else { "&lt;!" });
        rest = after;
    }
    out.push_str(rest);
    Cow::Owned(out)
}

struct Filter<'h> {
    how: &'h Rewrite<'h>,
    sanitizer: Option<Sanitizer>,
    out: String,
    /// Open elements written whose content a browser may read as raw text
    /// (see [`RAW_TEXT`]). There a comment written could end the element
    /// early and turn the comment's text into markup
    /// (`<noscript><!-- </noscript><img onerror=...> -->`), so the sanitizer
    /// drops comments while one is open. feedparser keeps them.
    raw_text_open: usize,
    reader: Reader,
}

/// Elements whose content a browser's tokenizer reads as raw text up to
/// their end tag (RCDATA, RAWTEXT, script data, PLAINTEXT) when the tree
/// builder makes them HTML elements. Whether it does depends on context the
/// filter does not rebuild: inside SVG, `<title>` is an SVG element read as
/// markup, but inside an SVG `<desc>`, `<foreignObject>` or `<title>`, or
/// after a `<p>` or `</p>` that ends the SVG, it is HTML's `<title>`, read as
/// text. So each is counted by its name, in any vocabulary, from its start
/// tag to the first end tag of that name written, which is where a browser
/// ends raw text whatever the context.
const RAW_TEXT: &[&str] = &[
    "iframe",
    "noembed",
    "noframes",
    "noscript",
    "plaintext",
    "script",
    "style",
    "textarea",
    "title",
    "xmp",
];

impl Filter<'_> {
    /// Whether text at this point is kept (the sanitizer hides what
    /// `<script>` and its kind hold).
    fn keeps_text(&self) -> bool {
        self.sanitizer.as_ref().is_none_or(Sanitizer::keeps_text)
    }

    /// Tokenizes and writes `input`; returns the offset of a comment that
    /// runs to its end without `-->` (left unwritten), if any.
    ///
    /// The tokenizer's events are filtered as they come (see `Events`),
    /// not built into tokens first: a token owns a copy of every name, value
    /// and text, and a map of its attributes, which cost more than filtering.
    fn run(&mut self, input: &str) -> Option<usize> {
        if self.reader == Reader::TokenizerOnly {
            return self.tokenize(input);
        }
        let read = common::read(
            input,
            &mut Events {
                filter: self,
                input,
                tag: Tag::default(),
                stop: None,
            },
        );
        let rest = input.get(read..).filter(|rest| !rest.is_empty())?;
        self.tokenize(rest).map(|stop| read + stop)
    }

    /// `run` with the HTML tokenizer only.
    fn tokenize(&mut self, input: &str) -> Option<usize> {
        // A tag of thousands of attributes would overflow the tokenizer's
        // stack (see `super::chains`); the common reader has no such limit,
        // and most fragments are read by it to their end, so only what the
        // tokenizer reads is scanned for such tags.
        let bounded = super::chains::Bounded::of(input);
        let mut events = Events {
            filter: self,
            input: &bounded.text,
            tag: Tag::default(),
            stop: None,
        };
        let emitter = Quiet(CallbackEmitter::new(&mut events));
        // The callback consumes every event, so the tokenizer never yields
        // one: driving it to its end is the whole run.
        Tokenizer::new_with_emitter(&*bounded.text, emitter).for_each(|event| {
            let Ok(never) = event;
            match never {}
        });
        events.stop.map(|stop| bounded.original(stop))
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

    fn start_tag<'t>(&mut self, name: &'t str, attrs: Vec<Attribute<'t>>) {
        let attrs: Vec<(Cow<'t, str>, Cow<'t, str>)> = attrs
            .into_iter()
            .map(|attr| {
                let written = self.url_checked(name, &attr.key, attr.written, &attr.decoded);
                (attr.key, written)
            })
            .collect();
        let html = self.how.markup == Markup::Html;
        let (name, attrs) = match &mut self.sanitizer {
            Some(sanitizer) => match sanitizer.start(name, attrs, html) {
                Some(kept) => kept,
                None => return,
            },
            None => (Cow::Borrowed(name), attrs),
        };
        self.open_start_tag(&name);
        for (key, value) in &attrs {
            self.write_attribute(key, value);
        }
        self.close_start_tag(&name);
    }

    /// The value of attribute `key` of element `name` once its URL, if it
    /// holds one, is checked and resolved: `written` as written, `decoded`
    /// with its references decoded. Lowercased where feedparser does.
    fn url_checked<'t>(
        &self,
        name: &str,
        key: &str,
        mut written: Cow<'t, str>,
        decoded: &str,
    ) -> Cow<'t, str> {
        // Lowercased only where that changes it, so that the common value
        // stays borrowed.
        let has_upper = |v: &str| v.bytes().any(|b| b.is_ascii_uppercase() || !b.is_ascii());
        if (key == "rel" || key == "type") && has_upper(&written) {
            written = Cow::Owned(written.to_lowercase());
        }
        // The base the value resolves against, when it holds a URL (looked
        // up only with a base: most rewrites have none).
        let resolving = self.how.base.filter(|_| holds_url(name, key));
        let checked = (self.how.sanitize && carries_url(key)) || resolving.is_some();
        // Decide on the decoded URL, as a browser reads it: `&#106;avascript:`
        // is `javascript:` too.
        if checked && !decoded.trim().is_empty() && !is_safe(decoded) {
            written = Cow::Borrowed("");
        } else if let Some(base) = resolving {
            written = Cow::Owned(resolve(Some(base), &written));
        }
        written
    }

    /// After a text run is written: a `<` that ends it is escaped when
    /// sanitizing. Inside a run a `<` is text because what follows it
    /// starts no tag, but after the last one comes whatever the filter
    /// writes next, and when it drops a tag, two runs meet: `<` and
    /// `img onerror=...>` read as text apart, and as a tag once joined.
    fn end_text(&mut self) {
        if self.how.sanitize && self.out.ends_with('<') {
            self.out.pop();
            self.out.push_str("&lt;");
        }
    }

    /// `<name`, counting the raw-text elements it opens.
    fn open_start_tag(&mut self, name: &str) {
        if RAW_TEXT.contains(&name) {
            self.raw_text_open += 1;
        }
        self.out.push('<');
        self.out.push_str(name);
    }

    /// ` key="value"`, the value escaped.
    fn write_attribute(&mut self, key: &str, value: &str) {
        self.out.push(' ');
        self.out.push_str(key);
        self.out.push_str("=\"");
        escape_attribute(&mut self.out, value);
        self.out.push('"');
    }

    /// The end of a start tag: `>`, or ` />` for a void element.
    fn close_start_tag(&mut self, name: &str) {
        self.out.push_str(if is_void(name) { " />" } else { ">" });
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

/// The tokenizer's emitter, without its parse errors: checking each
/// character for them (noncharacters, controls) cost a tenth of a
/// rewrite, and the one error the filter needs, a comment the fragment
/// ends inside, shows in the comment itself (`closes_comment`).
struct Quiet<E>(E);

impl<E: Emitter> ForwardingEmitter for Quiet<E> {
    type Token = E::Token;

    fn inner(&mut self) -> &mut impl Emitter<Token = Self::Token> {
        &mut self.0
    }

    fn should_emit_errors(&mut self) -> bool {
        false
    }
}

/// The start tag being read: its name and attributes, in buffers kept from
/// one tag to the next.
#[derive(Default)]
struct Tag {
    /// The names and values of the tag that are not used as written (names
    /// lowercased, values decoded), one after another.
    text: String,
    name: Place,
    /// In the order written, repeats included (see `Events::start_tag`).
    attrs: Vec<TagAttr>,
    /// The attributes of a tag written in name order by
    /// `Events::write_in_order`, as indexes.
    order: Vec<usize>,
}

/// An attribute of the tag being read: where its name and value are, where
/// its name starts in the fragment, and where its value is written there
/// when the reader that read it knows (the tokenizer does not say:
/// `raw_value` finds it).
struct TagAttr {
    name: Place,
    value: Place,
    at: usize,
    written: Option<std::ops::Range<usize>>,
}

/// Where a name or a value of the tag is: in `Tag::text`, lowercased or
/// decoded, or in the fragment as written when that is already what it
/// reads as (most: names written in lower case, values with no reference
/// to decode), which saves copying it.
enum Place {
    Text(std::ops::Range<usize>),
    AsWritten(std::ops::Range<usize>),
}

impl Default for Place {
    fn default() -> Self {
        Place::Text(0..0)
    }
}

impl Place {
    /// The text: `text` is the tag's, `input` the fragment.
    fn get<'a>(&self, text: &'a str, input: &'a str) -> &'a str {
        match self {
            Place::Text(range) => text.get(range.clone()),
            Place::AsWritten(range) => input.get(range.clone()),
        }
        .unwrap_or_default()
    }
}

/// The tokenizer's events, filtered as they come.
struct Events<'f, 'h, 'i> {
    filter: &'f mut Filter<'h>,
    input: &'i str,
    tag: Tag,
    /// Where a comment that runs to the end without `-->` starts.
    stop: Option<usize>,
}

impl Callback<Infallible, usize> for &mut Events<'_, '_, '_> {
    fn handle_event(&mut self, event: CallbackEvent<'_>, span: Span<usize>) -> Option<Infallible> {
        if self.stop.is_some() {
            return None;
        }
        let input = self.input;
        match event {
            CallbackEvent::Error(_) => {}
            CallbackEvent::String { .. } => self.text(span.start, span.end),
            CallbackEvent::OpenStartTag { name } => {
                let tag = &mut self.tag;
                tag.text.clear();
                tag.attrs.clear();
                tag.text.push_str(&lossy(name));
                tag.name = Place::Text(0..tag.text.len());
            }
            CallbackEvent::AttributeName { name } => {
                let tag = &mut self.tag;
                let start = tag.text.len();
                tag.text.push_str(&lossy(name));
                let end = tag.text.len();
                tag.attrs.push(TagAttr {
                    name: Place::Text(start..end),
                    value: Place::Text(end..end),
                    at: span.start,
                    written: None,
                });
            }
            CallbackEvent::AttributeValue { value } => {
                let tag = &mut self.tag;
                if let Some(TagAttr {
                    value: Place::Text(range),
                    ..
                }) = tag.attrs.last_mut()
                {
                    // A value comes in one piece, right after its name.
                    if range.end == tag.text.len() {
                        tag.text.push_str(&lossy(value));
                        range.end = tag.text.len();
                    }
                }
            }
            CallbackEvent::CloseStartTag { self_closing } => self.start_tag(self_closing),
            CallbackEvent::EndTag { name } => {
                // Attributes written in an end tag are dropped.
                self.tag.attrs.clear();
                self.filter.end_tag(&lossy(name));
            }
            CallbackEvent::Comment { value } => {
                let start = span.start;
                let raw = input.get(start..span.end).unwrap_or("");
                if raw.starts_with("<!--") {
                    if span.end >= input.len() && !closes_comment(raw) {
                        self.stop = Some(start);
                        return None;
                    }
                    self.write_comment(&lossy(value));
                } else if raw.starts_with("<?") || raw.starts_with("<!") {
                    // Processing instructions and marked sections: kept
                    // verbatim, except that the sanitizer drops them.
                    if !self.filter.how.sanitize {
                        self.filter.out.push_str(raw);
                    }
                } else {
                    // `</ p>`: `sgmllib` reads an end tag named by what follows.
                    let name = lossy(value).trim().to_ascii_lowercase();
                    if !name.is_empty() {
                        self.filter.end_tag(&name);
                    }
                }
            }
            CallbackEvent::Doctype { .. } => {
                let raw = input.get(span.start..span.end).unwrap_or("");
                let filter = &mut *self.filter;
                // A declaration cut off by the end of the fragment is text.
                // Sanitized, the `<`s inside it are escaped: written raw,
                // the text (`<!DOCTYPEx<script ...`) would still hold tags.
                if !raw.ends_with('>') {
                    let keep = filter.keeps_text();
                    if filter.how.sanitize {
                        let inner = raw.get(1..).unwrap_or("").replace('<', "&lt;");
                        push_text(&mut filter.out, &format!("<{inner}"), None, keep);
                    } else {
                        push_text(&mut filter.out, raw, None, keep);
                    }
                } else if !filter.how.sanitize {
                    filter.out.push_str(raw);
                }
            }
        }
        None
    }
}

impl common::Tokens for Events<'_, '_, '_> {
    fn text(&mut self, start: usize, end: usize, ampersand: bool) {
        if ampersand {
            Events::text(self, start, end);
        } else if self.filter.keeps_text() {
            // No reference: the text is written as it is.
            let raw = self.input.get(start..end).unwrap_or_default();
            self.filter.out.push_str(raw);
            self.filter.end_text();
        }
    }

    fn start_tag(
        &mut self,
        name: std::ops::Range<usize>,
        attributes: &[common::Attribute],
        self_closing: bool,
    ) {
        let input = self.input;
        if self.write_as_kept(&name, attributes) {
            let filter = &mut *self.filter;
            if self_closing && (attributes.is_empty() || filter.how.markup == Markup::Xhtml) {
                filter.end_tag(input.get(name).unwrap_or_default());
            }
            return;
        }
        let tag = &mut self.tag;
        tag.text.clear();
        tag.attrs.clear();
        // Lowercased as the tokenizer does: ASCII letters only. Nearly all
        // are written in lower case, and used where they are written.
        let place = |range: std::ops::Range<usize>, text: &mut String| {
            let written = input.get(range.clone()).unwrap_or_default();
            if written.bytes().any(|b| b.is_ascii_uppercase()) {
                let start = text.len();
                text.push_str(written);
                text[start..].make_ascii_lowercase();
                Place::Text(start..text.len())
            } else {
                Place::AsWritten(range)
            }
        };
        tag.name = place(name, &mut tag.text);
        for attribute in attributes {
            let name = place(attribute.name.clone(), &mut tag.text);
            let written = input.get(attribute.value.clone()).unwrap_or_default();
            let value = if !attribute.plain && find_byte(b'&', written.as_bytes()).is_some() {
                let start = tag.text.len();
                common::decode_value(written, &mut tag.text);
                Place::Text(start..tag.text.len())
            } else {
                Place::AsWritten(attribute.value.clone())
            };
            tag.attrs.push(TagAttr {
                name,
                value,
                at: attribute.name.start,
                // A name with no value: `start_tag` gives it the name.
                written: (attribute.value.start > attribute.name.end)
                    .then(|| attribute.value.clone()),
            });
        }
        Events::start_tag(self, self_closing);
    }

    fn comment(&mut self, start: usize, end: usize) {
        Events::comment(self, start, end);
    }

    fn end_tag(&mut self, name: &str) {
        self.tag.attrs.clear();
        if name.bytes().any(|b| b.is_ascii_uppercase()) {
            self.filter.end_tag(&name.to_ascii_lowercase());
        } else {
            self.filter.end_tag(name);
        }
    }
}

impl Events<'_, '_, '_> {
    /// Writes a start tag the common reader read by copying it, with only
    /// the attributes changed that the filter changes; `false`, with
    /// nothing written, when its shape asks for the general path.
    ///
    /// Most tags of feed HTML are written as the filter writes them (`<p>`,
    /// `<span class="x">`, `<a href="https://...">`): an element kept as it
    /// is, its attributes in name order, in lower case, one space before
    /// each, its value in double quotes with nothing to escape or decode,
    /// and `>` at the end (` />` for a void element). Such a tag is copied
    /// from the fragment, and the general path (its attributes gathered,
    /// sorted, checked and written one by one) is skipped: most of a
    /// rewrite's time went there. Of its attributes, the few the filter
    /// changes are changed in the copy: one the sanitizer drops (an
    /// `onclick`, a `loading`) is left out, and a value it rewrites (a
    /// `style` cleaned, a URL resolved or emptied) is written in place of
    /// the one written, escaped as the general path escapes it. In name
    /// order both ways, with one value per name, the copy is what the
    /// general path writes.
    fn write_as_kept(
        &mut self,
        name: &std::ops::Range<usize>,
        attributes: &[common::Attribute],
    ) -> bool {
        let input = self.input;
        let bytes = input.as_bytes();
        let filter = &mut *self.filter;
        let Some(tag_name) = input.get(name.clone()) else {
            return false;
        };
        if tag_name.bytes().any(|b| b.is_ascii_uppercase()) || RAW_TEXT.contains(&tag_name) {
            return false;
        }
        let kept = |sanitizer: &Sanitizer| match attributes.is_empty() {
            true => sanitizer.keeps_bare(tag_name),
            false => sanitizer.keeps_as_html(tag_name),
        };
        if !filter.sanitizer.as_ref().is_none_or(kept) {
            return false;
        }
        // Written as it goes; taken back if the tag turns out to need the
        // general path.
        let written_from = filter.out.len();
        // The fragment is copied from `copied` on: up to here it is written.
        let mut copied = name.start - 1;
        let mut at = name.end;
        let mut previous = "";
        for attribute in attributes {
            let (key_at, value) = (attribute.name.clone(), attribute.value.clone());
            // ` key="value"`, nothing else around.
            let laid_out = bytes.get(at) == Some(&b' ')
                && key_at.start == at + 1
                && value.start == key_at.end + 2
                && matches!(bytes.get(key_at.end..value.start), Some([b'=', b'"']))
                && bytes.get(value.end) == Some(&b'"');
            let (Some(key), Some(written)) = (input.get(key_at), input.get(value.clone())) else {
                filter.out.truncate(written_from);
                return false;
            };
            if !laid_out
                || !in_name_order(previous, key)
                || key.bytes().any(|b| b.is_ascii_uppercase())
                || !attribute.plain
            {
                filter.out.truncate(written_from);
                return self.write_in_order(tag_name, attributes);
            }
            previous = key;
            let after = value.end + 1;
            // The rules the general path applies (with nothing to decode,
            // the value as written is the decoded one).
            let sanitize = filter.sanitizer.is_some();
            if sanitize && !may_keep_html_attribute(key) {
                filter
                    .out
                    .push_str(input.get(copied..at).unwrap_or_default());
                (copied, at) = (after, after);
                continue;
            }
            let checked = filter.url_checked(tag_name, key, Cow::Borrowed(written), written);
            let kept = match &mut filter.sanitizer {
                Some(sanitizer) => sanitizer.kept_html_attribute(key, checked, false),
                None => Some(checked),
            };
            // Unchanged is nearly always the value itself, handed back:
            // told by where it is before comparing bytes.
            match kept {
                Some(Cow::Borrowed(k)) if std::ptr::eq(k, written) => {}
                Some(kept) if kept == written => {}
                Some(kept) => {
                    let before_value = input.get(copied..value.start).unwrap_or_default();
                    filter.out.push_str(before_value);
                    escape_attribute(&mut filter.out, &kept);
                    copied = value.end;
                }
                None => {
                    filter
                        .out
                        .push_str(input.get(copied..at).unwrap_or_default());
                    copied = after;
                }
            }
            at = after;
        }
        // Byte patterns rather than slices compared: a call to compare
        // two or three bytes, made for every tag, cost more than the test.
        let end = match (is_void(tag_name), bytes.get(at..)) {
            (true, Some([b' ', b'/', b'>', ..])) => 3,
            (false, Some([b'>', ..])) => 1,
            _ => {
                filter.out.truncate(written_from);
                return false;
            }
        };
        let rest = input.get(copied..at + end).unwrap_or_default();
        filter.out.push_str(rest);
        true
    }

    /// Writes a start tag that [`Self::write_as_kept`] took but could not
    /// copy (its attributes out of name order, or written otherwise than
    /// the filter writes them: single quotes, more space), attribute by
    /// attribute in name order, as the general path writes it; `false`,
    /// with nothing written, for what only that path handles: a name in
    /// upper case, a name given twice, one without a value, or a value with
    /// a reference to decode. Those aside, it is the general path without
    /// its copies of every name and value.
    fn write_in_order(&mut self, tag_name: &str, attributes: &[common::Attribute]) -> bool {
        let input = self.input;
        let order = &mut self.tag.order;
        order.clear();
        for (index, attribute) in attributes.iter().enumerate() {
            let (Some(key), Some(value)) = (
                input.get(attribute.name.clone()),
                input.get(attribute.value.clone()),
            ) else {
                return false;
            };
            if key.bytes().any(|b| b.is_ascii_uppercase())
                || attribute.value.start <= attribute.name.end
                || (!attribute.plain && find_byte(b'&', value.as_bytes()).is_some())
            {
                return false;
            }
            order.push(index);
        }
        let key_of = |index: usize| {
            input
                .get(attributes[index].name.clone())
                .unwrap_or_default()
        };
        order.sort_by(|&a, &b| key_of(a).cmp(key_of(b)));
        if order
            .windows(2)
            .any(|pair| key_of(pair[0]) == key_of(pair[1]))
        {
            return false;
        }
        let filter = &mut *self.filter;
        let sanitize = filter.sanitizer.is_some();
        filter.open_start_tag(tag_name);
        for &index in order.iter() {
            let key = key_of(index);
            if sanitize && !may_keep_html_attribute(key) {
                continue;
            }
            // With nothing to decode, the value as written is the decoded one.
            let value = input
                .get(attributes[index].value.clone())
                .unwrap_or_default();
            let value = filter.url_checked(tag_name, key, Cow::Borrowed(value), value);
            let kept = match &mut filter.sanitizer {
                Some(sanitizer) => sanitizer.kept_html_attribute(key, value, false),
                None => Some(value),
            };
            if let Some(kept) = kept {
                filter.write_attribute(key, &kept);
            }
        }
        filter.close_start_tag(tag_name);
        true
    }

    /// A comment the common reader read, the span `start..end` of the
    /// input from `<!--` to `-->`.
    fn comment(&mut self, start: usize, end: usize) {
        let input = self.input;
        let value = input.get(start + "<!--".len()..end - "-->".len());
        self.write_comment(value.unwrap_or_default());
    }

    /// A comment, `value` what it holds: kept, but where the sanitizer
    /// drops it (see `Filter::raw_text_open`).
    fn write_comment(&mut self, value: &str) {
        if self.filter.how.sanitize && self.filter.raw_text_open > 0 {
            return;
        }
        let out = &mut self.filter.out;
        out.push_str("<!--");
        out.push_str(value);
        out.push_str("-->");
    }

    /// Text between tokens, the span `start..end` of the input, written.
    fn text(&mut self, start: usize, end: usize) {
        let input = self.input;
        let raw = input.get(start..end).unwrap_or("");
        let next = input.get(end..).and_then(|r| r.chars().next());
        let keep = self.filter.keeps_text();
        push_text(&mut self.filter.out, raw, next, keep);
        self.filter.end_text();
    }

    /// The start tag read, filtered and written.
    fn start_tag(&mut self, self_closing: bool) {
        let input = self.input;
        let tag = &mut self.tag;
        // In name order, as the tokenizer's attribute map kept them, and a
        // repeated name with its first value: the sort is stable, so the
        // first of equal names stays first. Sorted, not searched as they
        // come, so that a tag with a million attributes stays linear-ish.
        let text = &tag.text;
        let name_of = |a: &TagAttr| a.name.get(text, input);
        tag.attrs.sort_by(|a, b| name_of(a).cmp(name_of(b)));
        tag.attrs
            .dedup_by(|later, first| name_of(later) == name_of(first));
        let text = &tag.text;
        let value_of = |attr: &TagAttr| attr.value.get(text, input);
        let text = |place: &Place| place.get(text, input);
        let name = text(&tag.name);
        let had_attrs = !tag.attrs.is_empty();
        let filter = &mut *self.filter;
        let plain = filter
            .sanitizer
            .as_ref()
            .is_none_or(|sanitizer| sanitizer.keeps_as_html(name));
        if plain {
            // Each attribute filtered and written as it is read: no list of
            // them is built, and one the sanitizer drops is never resolved.
            let sanitize = filter.sanitizer.is_some();
            filter.open_start_tag(name);
            for attr in &tag.attrs {
                let key = text(&attr.name);
                if sanitize && !may_keep_html_attribute(key) {
                    continue;
                }
                let decoded = value_of(attr);
                let written = written_value(input, attr, key, decoded);
                let value = filter.url_checked(name, key, written, decoded);
                let value = match &mut filter.sanitizer {
                    Some(sanitizer) => match sanitizer.kept_html_attribute(key, value, false) {
                        Some(value) => value,
                        None => continue,
                    },
                    None => value,
                };
                filter.write_attribute(key, &value);
            }
            filter.close_start_tag(name);
        } else {
            let attrs = tag
                .attrs
                .iter()
                .map(|attr| {
                    let key = text(&attr.name);
                    let decoded = value_of(attr);
                    Attribute {
                        key: Cow::Borrowed(key),
                        written: written_value(input, attr, key, decoded),
                        decoded: Cow::Borrowed(decoded),
                    }
                })
                .collect();
            filter.start_tag(name, attrs);
        }
        // `<x/>` closes itself in XHTML, and in HTML when it has no attributes.
        if self_closing && (!had_attrs || self.filter.how.markup == Markup::Xhtml) {
            self.filter.end_tag(name);
        }
    }
}

/// An attribute of a start tag, borrowed from the tag or the fragment
/// where it is written out unchanged.
struct Attribute<'t> {
    /// The lowercase name.
    key: Cow<'t, str>,
    /// The value as written, references kept.
    written: Cow<'t, str>,
    /// The value with references decoded.
    decoded: Cow<'t, str>,
}

/// The value of `attr` (named `key`, `decoded` its value with references
/// decoded) as it is written out: as written in the fragment, for
/// feedparser keeps references undecoded, but for the quotes `&#39;` and
/// `&#34;`.
fn written_value<'t>(
    input: &'t str,
    attr: &TagAttr,
    key: &'t str,
    decoded: &'t str,
) -> Cow<'t, str> {
    let raw = match &attr.written {
        Some(written) => input.get(written.clone()),
        None => raw_value(input, attr.at, key.len()),
    };
    match raw {
        // Most values hold no `&`: one byte search says so.
        Some(raw) if find_byte(b'&', raw.as_bytes()).is_some() && raw.contains("&#") => {
            Cow::Owned(raw.replace("&#39;", "'").replace("&#34;", "\""))
        }
        Some(raw) => Cow::Borrowed(raw),
        // `sgmllib` gives an attribute written without a value its own name.
        None if !has_value(input, attr.at, key.len()) => Cow::Borrowed(key),
        None => Cow::Owned(escape_references(decoded)),
    }
}
