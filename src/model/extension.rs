//! The ordered tree of elements that no typed field claims.
//!
//! Whatever a document holds that the model has no field for (an unknown
//! namespace, an unknown element of a known one) is kept here, in document
//! order, with its namespace, attributes, text and children. This is what
//! makes a read-then-write round trip lossless.

use serde::{Deserialize, Serialize};

/// An XML element kept as it was read.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Element {
    /// The namespace URI, `None` for an element in no namespace.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// The prefix the document used, so that a writer can reuse it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// The local name.
    pub name: String,
    /// Attributes in document order (namespace declarations excluded).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<Attribute>,
    /// Text and child elements, in document order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<Node>,
}

/// An attribute of an [`Element`].
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Attribute {
    /// The namespace URI (attributes without a prefix have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// The prefix the document used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// The local name.
    pub name: String,
    /// The value, entities decoded.
    pub value: String,
}

/// A child of an [`Element`]: text or another element.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Node {
    /// Character data (text and CDATA, merged).
    Text(String),
    /// A child element.
    Element(Element),
}

impl Element {
    /// A new element with no attributes or children.
    ///
    /// ```
    /// let e = feedwright::model::Element::new(Some("https://example.org/ns"), "rating");
    /// assert_eq!(e.name, "rating");
    /// assert!(e.children.is_empty());
    /// ```
    pub fn new(namespace: Option<&str>, name: impl Into<String>) -> Self {
        Element {
            namespace: namespace.map(str::to_owned),
            name: name.into(),
            ..Element::default()
        }
    }

    /// All the text directly inside this element, concatenated.
    ///
    /// ```
    /// use feedwright::model::{Element, Node};
    /// let mut e = Element::new(None, "x");
    /// e.children.push(Node::Text("a".into()));
    /// e.children.push(Node::Element(Element::new(None, "b")));
    /// e.children.push(Node::Text("c".into()));
    /// assert_eq!(e.text(), "ac");
    /// ```
    pub fn text(&self) -> String {
        let mut out = String::new();
        for child in &self.children {
            if let Node::Text(t) = child {
                out.push_str(t);
            }
        }
        out
    }

    /// The value of the attribute with this local name (any namespace).
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|a| a.name == name)
            .map(|a| a.value.as_str())
    }

    /// Child elements, in order.
    pub fn elements(&self) -> impl Iterator<Item = &Element> {
        self.children.iter().filter_map(|c| match c {
            Node::Element(e) => Some(e),
            Node::Text(_) => None,
        })
    }

    /// The first child element with this namespace and local name.
    pub fn child(&self, namespace: Option<&str>, name: &str) -> Option<&Element> {
        self.elements()
            .find(|e| e.name == name && e.namespace.as_deref() == namespace)
    }
}
