//! How a document laid out what the typed fields do not say: the order of a
//! channel's or an item's children, the comments and processing
//! instructions among them, and those before the root element (an
//! `<?xml-stylesheet?>` that makes a browser show the feed as a page).
//!
//! The typed fields say what a document holds; a reader of the document
//! also sees in which order (feedparser takes the first of `<description>`
//! and `<summary>`, calls a guid the link only when no link came before it,
//! lists enclosures in document order). The writer writes the children of a
//! channel or item read from its own format in the order recorded here, and
//! a channel built in code in the format's own order.

use std::borrow::Cow;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::xml::namespace::Namespace;

/// A comment or a processing instruction.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Misc {
    /// `<!--text-->`: the text between the delimiters.
    Comment(String),
    /// `<?target data?>`, such as `<?xml-stylesheet type="text/xsl" href="feed.xsl"?>`.
    Instruction {
        /// The instruction's name (`xml-stylesheet`).
        target: String,
        /// What follows the name, without the white space after it.
        data: String,
    },
}

impl Misc {
    /// `<?xml-stylesheet type="..." href="..."?>`, the instruction that
    /// asks a browser to show the document through a stylesheet.
    ///
    /// ```
    /// use feedwright::model::Misc;
    /// let pi = Misc::stylesheet("/feed.xsl", "text/xsl");
    /// assert_eq!(pi.stylesheet_href().as_deref(), Some("/feed.xsl"));
    /// ```
    pub fn stylesheet(href: &str, media_type: &str) -> Misc {
        let quoted = |value: &str| value.replace('&', "&amp;").replace('"', "&quot;");
        Misc::Instruction {
            target: "xml-stylesheet".to_owned(),
            data: format!("type=\"{}\" href=\"{}\"", quoted(media_type), quoted(href)),
        }
    }

    /// The `href` of an `xml-stylesheet` instruction (its pseudo-attribute,
    /// with XML's five predefined references read), or `None` for anything
    /// else.
    pub fn stylesheet_href(&self) -> Option<Cow<'_, str>> {
        self.pseudo_attribute("href")
    }

    /// The `type` of an `xml-stylesheet` instruction, or `None`.
    pub fn stylesheet_type(&self) -> Option<Cow<'_, str>> {
        self.pseudo_attribute("type")
    }

    /// A pseudo-attribute of an `xml-stylesheet` instruction.
    fn pseudo_attribute(&self, name: &str) -> Option<Cow<'_, str>> {
        let Misc::Instruction { target, data } = self else {
            return None;
        };
        if target != "xml-stylesheet" {
            return None;
        }
        let mut rest = data.as_str();
        loop {
            rest = rest.trim_start();
            let eq = rest.find('=')?;
            let key = rest[..eq].trim();
            let after = rest[eq + 1..].trim_start();
            let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'')?;
            let body = &after[1..];
            let end = body.find(quote)?;
            if key == name {
                return Some(decode_predefined(&body[..end]));
            }
            rest = &body[end + 1..];
        }
    }
}

/// `value` with XML's five predefined references read.
fn decode_predefined(value: &str) -> Cow<'_, str> {
    if !value.contains('&') {
        return Cow::Borrowed(value);
    }
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let known = [
            ("&amp;", '&'),
            ("&lt;", '<'),
            ("&gt;", '>'),
            ("&quot;", '"'),
            ("&apos;", '\''),
        ]
        .into_iter()
        .find(|(name, _)| rest.starts_with(name));
        match known {
            Some((name, c)) => {
                out.push(c);
                rest = &rest[name.len()..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// One child of a channel or item as the document had it: an element named
/// by its namespace and local name, or a comment or processing instruction.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Child {
    /// An element of a namespace the crate knows, by its local name in
    /// lower case (RSS's names are read without regard to case).
    Known(Namespace, compact_str::CompactString, Held),
    /// An element of any other namespace: its URI and local name.
    Other(Box<(String, String)>, Held),
    /// A comment or processing instruction among the children.
    Misc(Box<Misc>),
}

/// Where the model holds an element: in a typed field, or in the list of
/// extension elements. Two children of one name can be held apart (a
/// `<category>` read into the categories, another holding markup kept as
/// an extension element): the k-th of a name is matched with the k-th
/// written from the same place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Held {
    Field,
    Extension,
}

impl Child {
    /// The child for an element in namespace `uri` (`None`: no namespace),
    /// held as `held`.
    #[cfg(test)]
    pub(crate) fn element(uri: Option<&str>, local: &str, held: Held) -> Child {
        Child::classified(Namespace::of(uri), uri, local, held)
    }

    /// The child for an element in namespace `uri`, which the reader took
    /// as namespace `class` (a document's own namespace for RSS's core
    /// elements is taken as RSS).
    pub(crate) fn classified(
        class: Namespace,
        uri: Option<&str>,
        local: &str,
        held: Held,
    ) -> Child {
        // Atom 0.3 is written as Atom 1.0: its elements are named as the
        // ones they become, so that a recorded order finds them.
        let (class, local) = match class {
            Namespace::Atom03 => (
                Namespace::Atom10,
                ATOM03_RENAMED
                    .iter()
                    .find(|(old, _)| *old == local)
                    .map_or(local, |(_, new)| new),
            ),
            class => (class, local),
        };
        match class {
            Namespace::Other => Child::Other(
                Box::new((
                    uri.unwrap_or_default().to_owned(),
                    local.to_ascii_lowercase(),
                )),
                held,
            ),
            known => {
                let mut name = compact_str::CompactString::from(local);
                // Most names are lower case already (`title`, `link`); a
                // name with capitals (`pubDate`) is folded.
                if local.bytes().any(|b| b.is_ascii_uppercase()) {
                    name.make_ascii_lowercase();
                }
                Child::Known(known, name, held)
            }
        }
    }

    /// The element's name packed in a number ([`name_key`]); [`NO_KEY`]
    /// for a comment or instruction.
    pub(crate) fn key(&self) -> u64 {
        match self {
            Child::Known(class, name, held) => name_key(*class, *held, name.as_bytes()),
            Child::Other(named, held) => name_key(Namespace::Other, *held, named.1.as_bytes()),
            Child::Misc(_) => NO_KEY,
        }
    }

    /// Notes that the model holds this element as an extension element.
    pub(crate) fn mark_extension(&mut self) {
        match self {
            Child::Known(_, _, held) | Child::Other(_, held) => *held = Held::Extension,
            Child::Misc(_) => {}
        }
    }
}

/// How many of a name's first bytes its key holds (see [`name_key`]).
pub(crate) const KEYED_BYTES: usize = 6;

/// No name's key: a class is one byte well under 0xff.
pub(crate) const NO_KEY: u64 = u64::MAX;

/// An element's name packed in a number: its namespace as the crate
/// classes it, where the model holds it, the length of its local name and
/// that name's first [`KEYED_BYTES`] bytes in lower case. Equal names (as
/// the reader compares them: without regard to ASCII case) have equal
/// keys, and names that differ mostly differ in these, so the writer
/// compares keys before names when it lays a document's children out.
pub(crate) fn name_key(class: Namespace, held: Held, local: &[u8]) -> u64 {
    let mut key = class as u64 | (held as u64) << 8 | (local.len().min(0x7f) as u64) << 9;
    for (i, b) in local.iter().take(KEYED_BYTES).enumerate() {
        key |= u64::from(b.to_ascii_lowercase()) << (16 + 8 * i);
    }
    key
}

/// Atom 0.3 elements and the Atom 1.0 ones the writer writes for them.
const ATOM03_RENAMED: &[(&str, &str)] = &[
    ("copyright", "rights"),
    ("issued", "published"),
    ("modified", "updated"),
    ("tagline", "subtitle"),
];

/// The children of a channel or item in document order (see the module
/// docs). Empty for one built in code. An item's is held in its
/// [`Record`](super::Record), which items laid out alike share.
///
/// Two layouts are equal when the elements both have (the k-th of a name in
/// one matched with the k-th of that name in the other) stand in the same
/// order, with the same comments and instructions among them. Elements only
/// one side has are not compared: the typed fields say whether an element's
/// value is there, and a reader may write what it read under another name
/// (`dc:author` as `dc:creator`) or once (a repeated `expirationDate`). A
/// layout that was not recorded (a channel built in code, written in the
/// format's order) equals any.
#[derive(Debug, Clone, Default)]
pub(crate) struct Layout {
    pub(crate) children: Vec<Child>,
}

impl Layout {
    /// A layout with nothing recorded.
    pub(crate) const EMPTY: Layout = Layout {
        children: Vec::new(),
    };

    /// Notes the next child.
    pub(crate) fn push(&mut self, child: Child) {
        self.children.push(child);
    }

    /// Whether nothing was recorded.
    pub(crate) fn is_empty(&self) -> bool {
        self.children.is_empty()
    }
}

impl Layout {
    /// The children that `other` has too, in this layout's order, with
    /// every comment and instruction (see [`Layout`]'s equality).
    fn shared_with<'a>(&'a self, other: &Layout) -> Vec<&'a Child> {
        let mut theirs: HashMap<&Child, usize> = HashMap::new();
        for child in &other.children {
            *theirs.entry(child).or_default() += 1;
        }
        let mut seen: HashMap<&Child, usize> = HashMap::new();
        self.children
            .iter()
            .filter(|child| {
                if matches!(child, Child::Misc(_)) {
                    return true;
                }
                let count = seen.entry(child).or_default();
                *count += 1;
                *count <= theirs.get(child).copied().unwrap_or(0)
            })
            .collect()
    }
}

impl std::fmt::Display for Layout {
    /// The children, in order: `title, link, dc:creator, <!-- -->, <?x?>`
    /// (namespaces by the crate's name for them, others by their URI).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, child) in self.children.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match child {
                Child::Known(Namespace::Rss, name, _) => f.write_str(name)?,
                Child::Known(ns, name, _) => write!(f, "{ns:?}:{name}")?,
                Child::Other(uri_and_name, _) => {
                    write!(f, "{{{}}}{}", uri_and_name.0, uri_and_name.1)?
                }
                Child::Misc(misc) => match &**misc {
                    Misc::Comment(_) => f.write_str("<!-- -->")?,
                    Misc::Instruction { target, .. } => write!(f, "<?{target}?>")?,
                },
            }
        }
        Ok(())
    }
}

impl PartialEq for Layout {
    fn eq(&self, other: &Self) -> bool {
        self.is_empty() || other.is_empty() || self.shared_with(other) == other.shared_with(self)
    }
}

impl Eq for Layout {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stylesheet_pseudo_attributes_read_back() {
        let pi = Misc::stylesheet("/a.xsl?x=1&y=\"2\"", "text/xsl");
        let Misc::Instruction { data, .. } = &pi else {
            panic!("an instruction");
        };
        assert_eq!(
            data,
            "type=\"text/xsl\" href=\"/a.xsl?x=1&amp;y=&quot;2&quot;\""
        );
        assert_eq!(pi.stylesheet_type().as_deref(), Some("text/xsl"));
        assert_eq!(pi.stylesheet_href().as_deref(), Some("/a.xsl?x=1&y=\"2\""));
        let single = Misc::Instruction {
            target: "xml-stylesheet".into(),
            data: "href='s.css'  type = 'text/css'".into(),
        };
        assert_eq!(single.stylesheet_href().as_deref(), Some("s.css"));
        assert_eq!(single.stylesheet_type().as_deref(), Some("text/css"));
        assert_eq!(Misc::Comment("x".into()).stylesheet_href(), None);
    }

    #[test]
    fn an_unrecorded_layout_equals_any() {
        let mut a = Layout::default();
        a.push(Child::element(None, "title", Held::Field));
        let mut b = Layout::default();
        b.push(Child::element(None, "link", Held::Field));
        assert_eq!(a, Layout::default());
        // Only the children both have are compared.
        assert_eq!(a, b);
        let ab = Layout {
            children: vec![
                Child::element(None, "title", Held::Field),
                Child::element(None, "link", Held::Field),
            ],
        };
        let ba = Layout {
            children: vec![
                Child::element(None, "link", Held::Field),
                Child::element(None, "title", Held::Field),
            ],
        };
        assert_ne!(ab, ba);
        let twice = Layout {
            children: vec![
                Child::element(None, "link", Held::Field),
                Child::element(None, "title", Held::Field),
                Child::element(None, "title", Held::Field),
            ],
        };
        assert_eq!(twice, ba);
        assert_ne!(twice, ab);
        let commented = Layout {
            children: vec![
                Child::element(None, "link", Held::Field),
                Child::Misc(Box::new(Misc::Comment("c".into()))),
                Child::element(None, "title", Held::Field),
            ],
        };
        assert_ne!(commented, ba);
        assert_eq!(
            Child::element(None, "Title", Held::Field),
            Child::element(None, "title", Held::Field)
        );
    }
}
