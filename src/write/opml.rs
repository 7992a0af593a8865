//! Writing an [`Opml`] document: the inverse of `read/opml.rs`, so that a
//! document read, written and read again is the document read (the version
//! as given, every attribute no field claims, in order, the namespaces
//! declared on `<opml>`). Pretty-printed with two spaces, as the readers
//! whose exports we know write it.

use std::io;

use super::io_error;
use super::xml::escape_onto;
use crate::error::Result;
use crate::model::opml::{Head, Opml, Outline};
use crate::model::{Attribute, Element, NamespaceDecl, Node, Timestamp};

impl Opml {
    /// Writes the document as OPML (UTF-8, pretty-printed) and hands the writer back.
    ///
    /// ```
    /// use feedwright::opml::{Opml, Outline};
    ///
    /// let mut export = Opml::new("Subscriptions");
    /// export.body.push(Outline::subscription("A & B", "https://example.org/feed"));
    /// let xml = String::from_utf8(export.write_to(Vec::new())?).unwrap();
    /// assert_eq!(xml, r#"<?xml version="1.0" encoding="UTF-8"?>
    /// <opml version="2.0">
    ///   <head>
    ///     <title>Subscriptions</title>
    ///   </head>
    ///   <body>
    ///     <outline text="A &amp; B" title="A &amp; B" type="rss" xmlUrl="https://example.org/feed"/>
    ///   </body>
    /// </opml>
    /// "#);
    /// assert_eq!(feedwright::opml::parse(xml.as_bytes())?, export);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn write_to<W: io::Write>(&self, mut out: W) -> Result<W> {
        let mut doc = OpmlWriter {
            out: Vec::with_capacity(256 + self.outline_count() * 128),
            declared: self.namespaces.clone(),
            names: Vec::new(),
        };
        doc.document(self);
        out.write_all(&doc.out).map_err(io_error)?;
        Ok(out)
    }
}

/// The document being written, and the namespaces bound on `<opml>`.
struct OpmlWriter {
    out: Vec<u8>,
    /// The declarations on `<opml>`: the document's own, then those its
    /// attributes and head elements need and it did not declare.
    declared: Vec<NamespaceDecl>,
    /// The names of the attributes written on the current element.
    names: Vec<String>,
}

impl OpmlWriter {
    fn document(&mut self, opml: &Opml) {
        self.declare_used(opml);
        self.out
            .extend_from_slice(b"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml");
        if let Some(version) = &opml.version {
            self.attr("version", version);
        }
        for decl in std::mem::take(&mut self.declared) {
            match decl.prefix.as_str() {
                "" => self.attr("xmlns", &decl.uri),
                prefix => self.attr(&format!("xmlns:{prefix}"), &decl.uri),
            }
            self.declared.push(decl);
        }
        self.out.extend_from_slice(b">\n  <head>\n");
        self.head(&opml.head);
        self.out.extend_from_slice(b"  </head>\n  <body>\n");
        self.outlines(&opml.body);
        self.out.extend_from_slice(b"  </body>\n</opml>\n");
    }

    /// Binds on `<opml>` each namespace an attribute or head element uses
    /// that the document does not declare (a document built in code).
    fn declare_used(&mut self, opml: &Opml) {
        let mut stack: Vec<&Outline> = opml.body.iter().collect();
        let mut used: Vec<(&Option<String>, &Option<String>)> = Vec::new();
        while let Some(outline) = stack.pop() {
            used.extend(outline.attributes.iter().map(|a| (&a.prefix, &a.namespace)));
            stack.extend(&outline.children);
        }
        let mut elements: Vec<&Element> = opml.head.extensions.iter().collect();
        while let Some(element) = elements.pop() {
            if element.prefix.is_some() {
                used.push((&element.prefix, &element.namespace));
            }
            used.extend(element.attributes.iter().map(|a| (&a.prefix, &a.namespace)));
            elements.extend(element.children.iter().filter_map(|n| match n {
                Node::Element(e) => Some(e),
                Node::Text(_) => None,
            }));
        }
        for (prefix, namespace) in used {
            if let (Some(prefix), Some(uri)) = (prefix, namespace) {
                // `xml` is bound by XML itself (Namespaces in XML, section 3):
                // a declaration nobody wrote would be read back as one.
                if prefix == "xml" {
                    continue;
                }
                if !self.declared.iter().any(|d| d.prefix == *prefix) {
                    self.declared.push(NamespaceDecl {
                        prefix: prefix.clone(),
                        uri: uri.clone(),
                        assumed: false,
                    });
                }
            }
        }
    }

    fn head(&mut self, head: &Head) {
        let texts = [
            ("title", &head.title),
            ("dateCreated", &timestamp_text(&head.date_created)),
            ("dateModified", &timestamp_text(&head.date_modified)),
            ("ownerName", &head.owner_name),
            ("ownerEmail", &head.owner_email),
            ("ownerId", &head.owner_id),
            ("docs", &head.docs),
            ("expansionState", &head.expansion_state),
            ("vertScrollState", &head.vert_scroll_state),
            ("windowTop", &head.window_top),
            ("windowLeft", &head.window_left),
            ("windowBottom", &head.window_bottom),
            ("windowRight", &head.window_right),
        ];
        for (name, text) in texts {
            if let Some(text) = text {
                self.out.extend_from_slice(b"    <");
                self.out.extend_from_slice(name.as_bytes());
                self.out.push(b'>');
                escape_onto(text, false, &mut self.out);
                self.out.extend_from_slice(b"</");
                self.out.extend_from_slice(name.as_bytes());
                self.out.extend_from_slice(b">\n");
            }
        }
        for element in &head.extensions {
            self.out.extend_from_slice(b"    ");
            self.element(element);
            self.out.push(b'\n');
        }
    }

    /// An element of another vocabulary, as read: its text and children
    /// inline, so that its text comes back as it was. Recursive: the
    /// reader bounds the depth of what it reads.
    fn element(&mut self, element: &Element) {
        let name = qualified(&element.prefix, &element.name);
        self.out.push(b'<');
        self.out.extend_from_slice(name.as_bytes());
        self.names.clear();
        // An element in a namespace without a prefix binds it as the default.
        if let (None, Some(uri)) = (&element.prefix, &element.namespace) {
            self.attr("xmlns", uri);
        }
        self.attributes(&element.attributes);
        if element.children.is_empty() {
            self.out.extend_from_slice(b"/>");
            return;
        }
        self.out.push(b'>');
        for child in &element.children {
            match child {
                Node::Text(text) => {
                    escape_onto(text, false, &mut self.out);
                }
                Node::Element(child) => self.element(child),
            }
        }
        self.out.extend_from_slice(b"</");
        self.out.extend_from_slice(name.as_bytes());
        self.out.push(b'>');
    }

    /// The outline tree, with a stack rather than recursion: a tree built
    /// in code may be deeper than any the reader would read.
    fn outlines(&mut self, body: &[Outline]) {
        // Each entry: the outline, its depth, and whether its children are done.
        let mut stack: Vec<(&Outline, usize, bool)> =
            body.iter().rev().map(|o| (o, 0, false)).collect();
        while let Some((outline, depth, closing)) = stack.pop() {
            self.indent(depth + 2);
            if closing {
                self.out.extend_from_slice(b"</outline>\n");
                continue;
            }
            self.out.extend_from_slice(b"<outline");
            self.names.clear();
            let fields = [
                ("text", &outline.text),
                ("title", &outline.title),
                ("type", &outline.kind),
                ("xmlUrl", &outline.xml_url),
                ("htmlUrl", &outline.html_url),
                ("url", &outline.url),
                ("description", &outline.description),
                ("language", &outline.language),
                ("version", &outline.version),
                ("category", &outline.category),
                ("created", &timestamp_text(&outline.created)),
            ];
            for (name, value) in fields {
                if let Some(value) = value {
                    self.attr(name, value);
                }
            }
            self.attributes(&outline.attributes);
            if outline.children.is_empty() {
                self.out.extend_from_slice(b"/>\n");
            } else {
                self.out.extend_from_slice(b">\n");
                stack.push((outline, depth, true));
                stack.extend(outline.children.iter().rev().map(|o| (o, depth + 1, false)));
            }
        }
    }

    /// The attributes no field claims. One whose name the element already
    /// has (a document built in code may give `text` twice) is left out:
    /// XML allows each name once on an element, and the first stands.
    fn attributes(&mut self, attributes: &[Attribute]) {
        for attribute in attributes {
            let name = qualified(&attribute.prefix, &attribute.name);
            if !self.names.contains(&name) {
                self.attr(&name, &attribute.value);
            }
        }
    }

    fn attr(&mut self, name: &str, value: &str) {
        self.names.push(name.to_owned());
        self.out.push(b' ');
        self.out.extend_from_slice(name.as_bytes());
        self.out.extend_from_slice(b"=\"");
        escape_onto(value, true, &mut self.out);
        self.out.push(b'"');
    }

    fn indent(&mut self, level: usize) {
        self.out.extend(std::iter::repeat_n(b' ', level * 2));
    }
}

/// A date as the document wrote it.
fn timestamp_text(timestamp: &Option<Timestamp>) -> Option<String> {
    timestamp.as_ref().map(|t| t.raw.clone())
}

/// `prefix:name`, or `name` without a prefix.
fn qualified(prefix: &Option<String>, name: &str) -> String {
    match prefix {
        Some(prefix) => format!("{prefix}:{name}"),
        None => name.to_owned(),
    }
}
