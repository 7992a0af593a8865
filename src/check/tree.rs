//! The document as written, element by element, for the rules the model
//! cannot see: an element given twice (the model keeps the last), children
//! in the wrong order, an attribute on the wrong element, an element no
//! vocabulary defines. Built from the reader's own XML layer, so positions,
//! entity decoding and repairs are the reader's.

use crate::error::Result;
use crate::options::ReadOptions;
use crate::read::{Attr, Name, NsUri, XmlEvent, XmlEvents};
use crate::warning::Position;
use crate::xml::namespace::uri;

/// One element, with its attributes, its own text and its children.
#[derive(Debug, Clone)]
pub(crate) struct Element {
    pub(crate) ns: Option<NsUri>,
    pub(crate) prefix: Option<Name>,
    pub(crate) local: Name,
    pub(crate) attrs: Vec<Attr>,
    /// The character data directly inside it, pieces joined.
    pub(crate) text: String,
    pub(crate) children: Vec<Element>,
    pub(crate) position: Position,
    /// Its place among its parent's children of the same name (from 1), or
    /// 0 when it is the only one of its name: what a path writes as `[n]`.
    pub(crate) nth_of_name: u32,
}

impl Element {
    /// Whether it is `local` in namespace `ns` (`""`: in none).
    pub(crate) fn is(&self, ns: &str, local: &str) -> bool {
        self.local == local && self.ns() == ns
    }

    /// The namespace URI, `""` for none.
    pub(crate) fn ns(&self) -> &str {
        self.ns.as_deref().unwrap_or_default()
    }

    /// The value of the unprefixed attribute `name`.
    pub(crate) fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.ns.is_none() && a.local == name)
            .map(|a| a.value.as_str())
    }

    /// The value of attribute `name` in namespace `ns`.
    pub(crate) fn attr_ns(&self, ns: &str, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.ns.as_deref() == Some(ns) && a.local == name)
            .map(|a| a.value.as_str())
    }

    /// The children named `local` in namespace `ns`.
    pub(crate) fn children_named<'e>(
        &'e self,
        ns: &'e str,
        local: &'e str,
    ) -> impl Iterator<Item = &'e Element> + 'e {
        self.children.iter().filter(move |c| c.is(ns, local))
    }

    /// The first child named `local` in namespace `ns`.
    pub(crate) fn child(&self, ns: &str, local: &str) -> Option<&Element> {
        self.children.iter().find(|c| c.is(ns, local))
    }

    /// The name as written, prefix and all.
    pub(crate) fn qname(&self) -> String {
        match &self.prefix {
            Some(p) if !p.is_empty() => format!("{p}:{}", self.local),
            _ => self.local.to_string(),
        }
    }
}

/// Numbers each child among the siblings of its name (see
/// [`Element::nth_of_name`]), once, when their parent closes.
fn number_same_names(children: &mut [Element]) {
    use std::collections::HashMap;
    if children.len() < 2 {
        return;
    }
    let mut seen: HashMap<(&str, &str), u32> = HashMap::new();
    let places: Vec<u32> = children
        .iter()
        .map(|c| {
            let count = seen.entry((c.ns(), c.local.as_str())).or_insert(0);
            *count += 1;
            *count
        })
        .collect();
    let alone: Vec<bool> = children
        .iter()
        .map(|c| seen.get(&(c.ns(), c.local.as_str())) == Some(&1))
        .collect();
    for ((child, place), alone) in children.iter_mut().zip(places).zip(alone) {
        child.nth_of_name = if alone { 0 } else { place };
    }
}

/// The namespaces some RSS 2.0 feeds put their elements in, which RSS 2.0
/// defines in none: its elements are the same either way.
fn is_rss2_namespace(ns: &str) -> bool {
    ns == uri::RSS20_USERLAND || ns == uri::RSS20_BLOGS
}

/// Podcasting 2.0's namespace as its vocabulary table names it, when an
/// element is in it under the first address the namespace was published at
/// (its GitHub page), which the reader takes for it too: the tags are the
/// same, and so are their rules.
fn vocabulary_uri(ns: NsUri) -> NsUri {
    let podcast = crate::xml::namespace::Namespace::of(Some(&ns))
        == crate::xml::namespace::Namespace::Podcast;
    if podcast && &*ns != uri::PODCAST {
        NsUri::from(uri::PODCAST)
    } else {
        ns
    }
}

/// A whole document.
#[derive(Debug, Clone, Default)]
pub(crate) struct Document {
    pub(crate) root: Option<Element>,
    /// Every namespace declaration: (prefix, URI, assumed by the reader).
    pub(crate) declared: Vec<(String, String, bool)>,
    /// The DOCTYPE declaration's text.
    pub(crate) doctype: Option<String>,
}

impl Document {
    /// Reads `input` as the reader's XML layer sees it. An error is one the
    /// reader raises too (not XML at all, a limit), and it reports it.
    pub(crate) fn read(input: &[u8], options: &ReadOptions) -> Result<Document> {
        let mut events = XmlEvents::new(input, options)?;
        let mut open: Vec<Element> = Vec::new();
        let mut root = None;
        loop {
            match events.next()? {
                XmlEvent::Start(tag) => open.push(Element {
                    ns: tag
                        .ns
                        .filter(|ns| !is_rss2_namespace(ns))
                        .map(vocabulary_uri),
                    prefix: tag.prefix,
                    local: tag.local,
                    attrs: tag.attrs,
                    text: String::new(),
                    children: Vec::new(),
                    position: tag.position,
                    nth_of_name: 0,
                }),
                XmlEvent::Misc(_) => {}
                XmlEvent::Text(text) => {
                    if let Some(current) = open.last_mut() {
                        current.text.push_str(&text);
                    }
                }
                XmlEvent::End => {
                    let Some(mut done) = open.pop() else { continue };
                    number_same_names(&mut done.children);
                    // A parent of a million items keeps no room for a million more.
                    done.children.shrink_to_fit();
                    match open.last_mut() {
                        Some(parent) => parent.children.push(done),
                        None if root.is_none() => root = Some(done),
                        None => {}
                    }
                }
                XmlEvent::Eof => break,
            }
        }
        Ok(Document {
            root,
            declared: events.declared().to_vec(),
            doctype: events.doctype().map(str::to_owned),
        })
    }

    /// The path of the deepest element that starts at `offset`, or, when
    /// none does, of the deepest one that holds it:
    /// `channel/item[3]/pubDate` (1-based among siblings of one name).
    pub(crate) fn path_at(&self, offset: u64) -> Option<String> {
        let root = self.root.as_ref()?;
        if offset < root.position.offset {
            return None;
        }
        let mut path = root.local.to_string();
        let mut at = root;
        // The last child that starts at or before `offset` holds it, if any
        // does; children are in document order, so a binary search finds it
        // (a channel may have a million items, and each problem asks).
        loop {
            let starts_before = at.children.partition_point(|c| c.position.offset <= offset);
            let Some(child) = starts_before
                .checked_sub(1)
                .and_then(|i| at.children.get(i))
            else {
                break;
            };
            // A child that starts before `offset` may have ended before it;
            // without end positions, the next sibling's start bounds it.
            path.push('/');
            path.push_str(&child.qname());
            if child.nth_of_name > 0 {
                path.push_str(&format!("[{}]", child.nth_of_name));
            }
            if child.position.offset == offset {
                break;
            }
            at = child;
        }
        Some(path)
    }
}
