//! [`RawElement`]: one element read whole, with what was in scope at it.
//!
//! The format readers stream the channel and its items, but read each child
//! of a channel or item as a small tree: a `<title>`, an `<image>`, a
//! `<media:group>`. That keeps every `read_<element>` function a plain
//! function of its element, and makes keeping unknown elements (as
//! [`Element`]) trivial.

use std::io::BufRead;
use std::sync::Arc;

use super::xml::{Attr, NsUri, StartTag, XmlEvent, XmlReader};
use crate::error::Error;
use crate::model::{Attribute, Element, Node};
use crate::warning::{Position, WarningKind};

/// An element read whole.
#[derive(Debug, Clone)]
pub(crate) struct RawElement {
    pub(crate) tag: StartTag,
    pub(crate) children: Vec<RawNode>,
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

    pub(crate) fn position(&self) -> Position {
        self.tag.position
    }

    pub(crate) fn attr(&self, name: &str) -> Option<&str> {
        self.tag.attr(name)
    }

    /// The element's direct text, concatenated.
    pub(crate) fn text(&self) -> String {
        let mut out = String::new();
        for child in &self.children {
            if let RawNode::Text(t) = child {
                out.push_str(t);
            }
        }
        out
    }

    /// The direct text, trimmed.
    pub(crate) fn trimmed_text(&self) -> String {
        let text = self.text();
        let trimmed = text.trim();
        if trimmed.len() == text.len() {
            text
        } else {
            trimmed.to_owned()
        }
    }

    pub(crate) fn has_child_elements(&self) -> bool {
        self.children
            .iter()
            .any(|c| matches!(c, RawNode::Element(_)))
    }

    pub(crate) fn elements(&self) -> impl Iterator<Item = &RawElement> {
        self.children.iter().filter_map(|c| match c {
            RawNode::Element(e) => Some(e),
            RawNode::Text(_) => None,
        })
    }

    /// The element's content serialized as XML (text escaped), without its own tags.
    /// Prefixes of XHTML elements are dropped, as HTML consumers expect.
    pub(crate) fn inner_xml(&self) -> String {
        let mut out = String::new();
        for child in &self.children {
            write_node(&mut out, child);
        }
        out
    }

    /// Converts to the public extension tree.
    pub(crate) fn into_element(self) -> Element {
        Element {
            namespace: self.tag.ns.as_deref().map(str::to_owned),
            prefix: self.tag.prefix,
            name: self.tag.local,
            attributes: self
                .tag
                .attrs
                .into_iter()
                .map(|a| Attribute {
                    namespace: a.ns.as_deref().map(str::to_owned),
                    prefix: a.prefix,
                    name: a.local,
                    value: a.value,
                })
                .collect(),
            children: self
                .children
                .into_iter()
                .map(|c| match c {
                    RawNode::Text(t) => Node::Text(t),
                    RawNode::Element(e) => Node::Element(e.into_element()),
                })
                .collect(),
        }
    }
}

fn write_node(out: &mut String, node: &RawNode) {
    match node {
        RawNode::Text(t) => escape_into(out, t, false),
        RawNode::Element(e) => {
            let name = qualified_name(e.tag.prefix.as_deref(), e.tag.ns.as_deref(), &e.tag.local);
            out.push('<');
            out.push_str(&name);
            for attr in &e.tag.attrs {
                write_attr(out, attr);
            }
            if e.children.is_empty() {
                out.push_str(" />");
                return;
            }
            out.push('>');
            for child in &e.children {
                write_node(out, child);
            }
            out.push_str("</");
            out.push_str(&name);
            out.push('>');
        }
    }
}

fn qualified_name(prefix: Option<&str>, ns: Option<&str>, local: &str) -> String {
    match prefix {
        Some(p) if ns != Some(super::namespace::uri::XHTML) => format!("{p}:{local}"),
        _ => local.to_owned(),
    }
}

fn write_attr(out: &mut String, attr: &Attr) {
    out.push(' ');
    if let Some(p) = &attr.prefix {
        out.push_str(p);
        out.push(':');
    }
    out.push_str(&attr.local);
    out.push_str("=\"");
    escape_into(out, &attr.value, true);
    out.push('"');
}

fn escape_into(out: &mut String, text: &str, attribute: bool) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if attribute => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
}

/// Reads the rest of the element whose start tag was just read, children included.
pub(crate) fn read_element<R: BufRead>(
    xml: &mut XmlReader<R>,
    tag: StartTag,
    max_text_bytes: usize,
) -> Result<RawElement, Error> {
    // An explicit stack instead of recursion: depth is bounded by options, but
    // recursion would still put every level on the thread's stack.
    let mut stack: Vec<RawElement> = vec![RawElement {
        tag,
        children: Vec::new(),
    }];
    let mut text_bytes = 0usize;
    loop {
        match xml.next()? {
            XmlEvent::Start(tag) => stack.push(RawElement {
                tag,
                children: Vec::new(),
            }),
            XmlEvent::Text(mut text) => {
                let Some(top) = stack.last_mut() else {
                    continue;
                };
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
                            match top.children.last_mut() {
                                Some(RawNode::Text(prev)) => prev.push_str(&text),
                                _ => top.children.push(RawNode::Text(text)),
                            }
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
                match top.children.last_mut() {
                    Some(RawNode::Text(prev)) => prev.push_str(&text),
                    _ => top.children.push(RawNode::Text(text)),
                }
            }
            XmlEvent::End => {
                let Some(done) = stack.pop() else { continue };
                match stack.last_mut() {
                    Some(parent) => parent.children.push(RawNode::Element(done)),
                    None => return Ok(done),
                }
            }
            XmlEvent::Eof => {
                // The XML layer closes every open element before Eof, so this
                // is unreachable in practice; fold what is there all the same.
                let mut done = stack.pop().unwrap_or_else(unreachable_root);
                while let Some(mut parent) = stack.pop() {
                    parent.children.push(RawNode::Element(done));
                    done = parent;
                }
                return Ok(done);
            }
        }
    }
}

fn unreachable_root() -> RawElement {
    RawElement {
        tag: StartTag {
            ns: None::<NsUri>,
            prefix: None,
            local: String::new(),
            attrs: Vec::new(),
            base: None::<Arc<url::Url>>,
            lang: None,
            position: Position::default(),
        },
        children: Vec::new(),
    }
}
