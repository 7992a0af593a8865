//! [`RawElement`]: one element read whole, with what was in scope at it.
//!
//! The format readers stream the channel and its items, but read each child
//! of a channel or item as a small tree: a `<title>`, an `<image>`, a
//! `<media:group>`. That keeps every `read_<element>` function a plain
//! function of its element, and makes keeping unknown elements (as
//! [`Element`]) trivial.

use super::source::EventSource;
use std::borrow::Cow;

use super::xml::{Attr, StartTag, XmlEvent, XmlReader};
use crate::error::Error;
use crate::model::{Attribute, Element, Node};
use crate::warning::{Position, WarningKind};
use crate::xml::namespace::Namespace;

/// An element read whole.
///
/// Most elements of a feed are leaves (`<title>…</title>`): until a child
/// element arrives, the text is kept in `text` and `children` stays empty,
/// so a leaf costs one string and no node list.
#[derive(Debug, Clone)]
pub(crate) struct RawElement {
    pub(crate) tag: StartTag,
    /// All of the text while `children` is empty; empty once it is not.
    text: String,
    /// Text and elements in order, from the first child element on.
    children: Vec<RawNode>,
}

#[derive(Debug, Clone)]
pub(crate) enum RawNode {
    Text(String),
    Element(RawElement),
}

impl RawElement {
    pub(crate) fn ns(&self) -> Option<&str> {
        self.tag.ns.as_deref()
    }

    pub(crate) fn local(&self) -> &str {
        &self.tag.local
    }

    /// The vocabulary of the element's namespace (RSS for none).
    pub(crate) fn class(&self) -> Namespace {
        self.tag.class
    }

    pub(crate) fn position(&self) -> Position {
        self.tag.position
    }

    pub(crate) fn attr(&self, name: &str) -> Option<&str> {
        self.tag.attr(name)
    }

    /// Takes the value of attribute `name`, trimmed, leaving it empty.
    pub(crate) fn take_attr(&mut self, name: &str) -> Option<String> {
        self.take_attr_as_written(name).map(into_trimmed)
    }

    /// Takes the value of attribute `name` as it is, leaving it empty.
    pub(crate) fn take_attr_as_written(&mut self, name: &str) -> Option<String> {
        self.tag.attr_mut(name).map(std::mem::take)
    }

    pub(crate) fn new(tag: StartTag) -> RawElement {
        RawElement {
            tag,
            text: String::new(),
            children: Vec::new(),
        }
    }

    /// Adds text after what the element holds, joined to text just before it.
    fn push_text(&mut self, text: String) {
        match self.children.last_mut() {
            None if self.text.is_empty() => self.text = text,
            None => self.text.push_str(&text),
            Some(RawNode::Text(prev)) => prev.push_str(&text),
            Some(RawNode::Element(_)) => self.children.push(RawNode::Text(text)),
        }
    }

    fn push_element(&mut self, child: RawElement) {
        if self.children.is_empty() && !self.text.is_empty() {
            let text = std::mem::take(&mut self.text);
            self.children.push(RawNode::Text(text));
        }
        self.children.push(RawNode::Element(child));
    }

    /// The element's direct text, concatenated.
    pub(crate) fn text(&self) -> Cow<'_, str> {
        if self.children.is_empty() {
            return Cow::Borrowed(&self.text);
        }
        let mut out = String::new();
        for child in &self.children {
            if let RawNode::Text(t) = child {
                out.push_str(t);
            }
        }
        Cow::Owned(out)
    }

    /// The text of the element and of every element inside it, in
    /// document order (what a reader shows of markup where text belongs).
    pub(crate) fn descendant_text(&self) -> String {
        let mut out = self.text.clone();
        // An explicit stack: the depth is bounded by the reader's limit,
        // but a deep document should not cost a deep call stack.
        let mut stack: Vec<std::slice::Iter<'_, RawNode>> = vec![self.children.iter()];
        while let Some(children) = stack.last_mut() {
            match children.next() {
                Some(RawNode::Text(text)) => out.push_str(text),
                Some(RawNode::Element(el)) => {
                    out.push_str(&el.text);
                    stack.push(el.children.iter());
                }
                None => {
                    stack.pop();
                }
            }
        }
        out
    }

    /// The direct text, trimmed.
    pub(crate) fn trimmed_text(&self) -> String {
        match self.text() {
            Cow::Borrowed(text) => text.trim().to_owned(),
            Cow::Owned(text) if text.trim().len() == text.len() => text,
            Cow::Owned(text) => text.trim().to_owned(),
        }
    }

    /// The direct text, trimmed. A leaf's string is moved out (the element
    /// keeps no text) and becomes the field's, trimmed in place; an element
    /// with child elements, rare where a field wants text, gives a copy.
    ///
    /// Blank text is left where it is (and an empty string returned): an
    /// element with nothing a field can hold is kept whole as an extension.
    pub(crate) fn take_trimmed_text(&mut self) -> String {
        if !self.children.is_empty() {
            return self.trimmed_text();
        }
        let trimmed = crate::xml::chars::trim(&self.text);
        if trimmed.is_empty() {
            return String::new();
        }
        // Where the trimmed text lies in the string, to cut it there in place.
        let start = trimmed.as_ptr() as usize - self.text.as_ptr() as usize;
        let end = start + trimmed.len();
        let mut text = std::mem::take(&mut self.text);
        text.truncate(end);
        if start > 0 {
            text.drain(..start);
        }
        release_slack(&mut text);
        text
    }

    /// The content serialized as XML (see `inner_xml`), trimmed.
    pub(crate) fn trimmed_inner_xml(&self) -> String {
        let mut xml = self.inner_xml();
        trim_in_place(&mut xml);
        release_slack(&mut xml);
        xml
    }

    /// Whether the element holds an element (children hold text only after one).
    pub(crate) fn has_child_elements(&self) -> bool {
        !self.children.is_empty()
    }

    pub(crate) fn elements(&self) -> impl Iterator<Item = &RawElement> {
        self.children.iter().filter_map(|c| match c {
            RawNode::Element(e) => Some(e),
            RawNode::Text(_) => None,
        })
    }

    pub(crate) fn elements_mut(&mut self) -> impl Iterator<Item = &mut RawElement> {
        self.children.iter_mut().filter_map(|c| match c {
            RawNode::Element(e) => Some(e),
            RawNode::Text(_) => None,
        })
    }

    /// Takes out the attributes a typed field has no place for: every one
    /// in a namespace, and those in none not named in `known`.
    pub(crate) fn take_other_attributes(&mut self, known: &[&str]) -> Vec<Attribute> {
        let mut others = Vec::new();
        self.tag.attrs.retain_mut(|a| {
            if a.ns.is_none() && known.contains(&&*a.local) {
                return true;
            }
            others.push(Attribute {
                namespace: a.ns.as_deref().map(str::to_owned),
                prefix: a.prefix.as_ref().map(|p| p.to_string()),
                name: a.local.to_string(),
                value: std::mem::take(&mut a.value),
            });
            false
        });
        others
    }

    /// Takes the child elements out, in order. The text around them (white
    /// space, in the elements that hold others) goes with them.
    pub(crate) fn take_elements(&mut self) -> Vec<RawElement> {
        std::mem::take(&mut self.children)
            .into_iter()
            .filter_map(|child| match child {
                RawNode::Element(e) => Some(e),
                RawNode::Text(_) => None,
            })
            .collect()
    }

    /// The element's content serialized as XML (text escaped), without its own tags.
    ///
    /// The result is read as (X)HTML, so it stands alone: XHTML elements are
    /// written without a prefix, and an element of another namespace (SVG,
    /// MathML, ...) unprefixed with `xmlns` where the namespace changes; the
    /// prefixes of namespaced attributes (`xlink:href`) are declared where used.
    pub(crate) fn inner_xml(&self) -> String {
        let mut out = String::new();
        escape_into(&mut out, &self.text, false);
        let mut scope = SerializeScope::default();
        for child in &self.children {
            write_node(&mut out, child, None, &mut scope);
        }
        out
    }

    /// Converts to the public extension tree.
    pub(crate) fn into_element(mut self) -> Element {
        self.take_element()
    }

    /// Moves the element out into the public extension tree, leaving its
    /// position: the readers hold each child of a channel or item by
    /// reference, as moving a whole element from one function to the next
    /// is a call to `memcpy` each time.
    pub(crate) fn take_element(&mut self) -> Element {
        let tag = &mut self.tag;
        let text = std::mem::take(&mut self.text);
        let children = std::mem::take(&mut self.children);
        Element {
            namespace: tag.ns.take().as_deref().map(str::to_owned),
            prefix: tag.prefix.take().map(String::from),
            name: std::mem::take(&mut tag.local).into(),
            attributes: std::mem::take(&mut tag.attrs)
                .into_iter()
                .map(|a| Attribute {
                    namespace: a.ns.as_deref().map(str::to_owned),
                    prefix: a.prefix.map(String::from),
                    name: a.local.into(),
                    value: a.value,
                })
                .collect(),
            children: if children.is_empty() {
                (!text.is_empty())
                    .then_some(Node::Text(text))
                    .into_iter()
                    .collect()
            } else {
                children
                    .into_iter()
                    .map(|c| match c {
                        RawNode::Text(t) => Node::Text(t),
                        RawNode::Element(e) => Node::Element(e.into_element()),
                    })
                    .collect()
            },
        }
    }
}

/// Gives back the room a string built piece by piece (around references, or
/// serialized element by element) was given beyond its length: the model
/// keeps the string for as long as the channel lives. A text with references
/// is given the length of its raw run up front, which the references shorten
/// by a few bytes each; less room than an allocator's smallest block (32
/// bytes) is not worth the call.
fn release_slack(text: &mut String) {
    if text.capacity() - text.len() >= 32 {
        text.shrink_to_fit();
    }
}

/// Attribute prefixes declared by the elements being written.
#[derive(Default)]
struct SerializeScope {
    prefixes: Vec<(String, String)>,
}

/// Writes one node; `parent_ns` is the default namespace in effect (`None`: XHTML).
fn write_node(
    out: &mut String,
    node: &RawNode,
    parent_ns: Option<&str>,
    scope: &mut SerializeScope,
) {
    let e = match node {
        RawNode::Text(t) => return escape_into(out, t, false),
        RawNode::Element(e) => e,
    };
    // Markup written in the feed's own default namespace (RSS, Atom) or in
    // XHTML's is HTML; any other namespace is foreign content.
    let foreign = !matches!(
        e.class(),
        Namespace::Xhtml | Namespace::Rss | Namespace::Atom10 | Namespace::Atom03
    );
    let ns = e.tag.ns.as_deref().filter(|_| foreign);
    out.push('<');
    out.push_str(&e.tag.local);
    if ns != parent_ns {
        out.push_str(" xmlns=\"");
        escape_into(out, ns.unwrap_or(crate::xml::namespace::uri::XHTML), true);
        out.push('"');
    }
    let mark = scope.prefixes.len();
    for attr in &e.tag.attrs {
        write_attr(out, attr, scope);
    }
    if e.children.is_empty() && e.text.is_empty() {
        out.push_str(" />");
    } else {
        out.push('>');
        escape_into(out, &e.text, false);
        for child in &e.children {
            write_node(out, child, ns, scope);
        }
        out.push_str("</");
        out.push_str(&e.tag.local);
        out.push('>');
    }
    scope.prefixes.truncate(mark);
}

fn write_attr(out: &mut String, attr: &Attr, scope: &mut SerializeScope) {
    let prefix = match (&attr.ns, &attr.prefix) {
        (Some(ns), Some(p)) if p != "xml" => {
            let declared = scope
                .prefixes
                .iter()
                .rev()
                .find(|(q, _)| q == p)
                .is_some_and(|(_, uri)| uri.as_str() == &**ns);
            if !declared {
                out.push_str(" xmlns:");
                out.push_str(p);
                out.push_str("=\"");
                escape_into(out, ns, true);
                out.push('"');
                scope.prefixes.push((p.to_string(), ns.to_string()));
            }
            Some(p.as_str())
        }
        (_, Some(p)) if p == "xml" => Some("xml"),
        _ => None,
    };
    out.push(' ');
    if let Some(p) = prefix {
        out.push_str(p);
        out.push(':');
    }
    out.push_str(&attr.local);
    out.push_str("=\"");
    escape_into(out, &attr.value, true);
    out.push('"');
}

/// Appends `text` escaped: the runs between markup characters are copied
/// whole (found with `memchr` in text), not character by character.
fn escape_into(out: &mut String, text: &str, attribute: bool) {
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut at = |i: usize, replacement: &str, out: &mut String| {
        out.push_str(text.get(start..i).unwrap_or_default());
        out.push_str(replacement);
        start = i + 1;
    };
    if attribute {
        for (i, &b) in bytes.iter().enumerate() {
            match b {
                b'&' => at(i, "&amp;", out),
                b'<' => at(i, "&lt;", out),
                b'>' => at(i, "&gt;", out),
                b'"' => at(i, "&quot;", out),
                _ => {}
            }
        }
    } else {
        for i in memchr::memchr3_iter(b'&', b'<', b'>', bytes) {
            let replacement = match bytes.get(i) {
                Some(b'&') => "&amp;",
                Some(b'<') => "&lt;",
                _ => "&gt;",
            };
            at(i, replacement, out);
        }
    }
    out.push_str(text.get(start..).unwrap_or_default());
}

/// Reads the rest of the element whose start tag was just read, children
/// included, into `el` (made from that tag). Filled in place rather than
/// returned: an element is larger than a move without `memcpy`, and every
/// child of a channel or item passes through here.
pub(crate) fn read_element<S: EventSource>(
    xml: &mut XmlReader<S>,
    el: &mut RawElement,
    max_text_bytes: usize,
) -> Result<(), Error> {
    // An explicit stack instead of recursion: depth is bounded by options, but
    // recursion would still put every level on the thread's stack. The
    // element's open descendants are in `stack`, innermost last: a leaf
    // needs no stack at all.
    let mut stack: Vec<RawElement> = Vec::new();
    let mut text_bytes = 0usize;
    // Text between elements is discarded by the callers; inside one it is content.
    let kept_text = xml.keep_text(true);
    loop {
        match xml.next()? {
            XmlEvent::Start(tag) => stack.push(RawElement::new(tag)),
            // Comments and processing instructions inside an element's
            // content are not part of its value.
            XmlEvent::Misc(_) => {}
            XmlEvent::Text(mut text) => {
                let top = stack.last_mut().unwrap_or(&mut *el);
                let before = text_bytes;
                text_bytes = text_bytes.saturating_add(text.len());
                if text_bytes > max_text_bytes {
                    if before <= max_text_bytes {
                        // The text that crosses the limit is cut at it (on a
                        // character boundary); later text is dropped.
                        let mut keep = max_text_bytes - before;
                        while !text.is_char_boundary(keep) {
                            keep -= 1;
                        }
                        text.truncate(keep);
                        if !text.is_empty() {
                            top.push_text(text);
                        }
                        let position = top.tag.position;
                        xml.warn(
                            WarningKind::Limit {
                                limit: "text size".into(),
                                value: max_text_bytes as u64,
                                action: "text cut".into(),
                            },
                            position,
                        )?;
                    }
                    continue;
                }
                top.push_text(text);
            }
            XmlEvent::End => match stack.pop() {
                Some(mut done) => {
                    repair_double_encoding(xml, &mut done)?;
                    stack.last_mut().unwrap_or(&mut *el).push_element(done);
                }
                None => {
                    repair_double_encoding(xml, el)?;
                    xml.keep_text(kept_text);
                    return Ok(());
                }
            },
            XmlEvent::Eof => {
                // The XML layer closes every open element before Eof, so this
                // is unreachable in practice; fold what is there all the same.
                while let Some(done) = stack.pop() {
                    stack.last_mut().unwrap_or(&mut *el).push_element(done);
                }
                xml.keep_text(kept_text);
                return Ok(());
            }
        }
    }
}

/// Decodes the text of an element that is UTF-8 read as ISO-8859-1 and
/// encoded again (`Ã©` for `é`). feedparser does this in UTF-8 documents
/// only; here it is done whatever the document's encoding, so that a
/// document in ISO-8859-1 reads the same as its UTF-8 rewrite.
fn repair_double_encoding<S: EventSource>(
    xml: &mut XmlReader<S>,
    el: &mut RawElement,
) -> Result<(), Error> {
    let texts =
        std::iter::once(&mut el.text).chain(el.children.iter_mut().filter_map(
            |child| match child {
                RawNode::Text(text) => Some(text),
                RawNode::Element(_) => None,
            },
        ));
    for text in texts {
        if let Some(fixed) = crate::mojibake::double_encoded_latin1(text) {
            *text = fixed;
            xml.warn(WarningKind::DoubleEncodedUtf8, el.tag.position)?;
        }
    }
    Ok(())
}

/// Trims white space off both ends of `text` without copying it elsewhere.
fn trim_in_place(text: &mut String) {
    let end = text.trim_end().len();
    text.truncate(end);
    let start = text.len() - text.trim_start().len();
    if start > 0 {
        text.drain(..start);
    }
}

/// `text` without white space at either end, in its own buffer when it has none.
pub(crate) fn into_trimmed(text: String) -> String {
    let trimmed = crate::xml::chars::trim(&text);
    if trimmed.len() == text.len() {
        text
    } else {
        trimmed.to_owned()
    }
}
