//! Reading OPML 1.0, 1.1 and 2.0 into [`Opml`], over the same lenient XML
//! layer as the feeds: its repairs (bare `&`, HTML entities, wrong
//! encodings, mismatched tags, truncation) and limits (depth, entity
//! expansion, input size) hold here too, each repair a warning with its
//! position. What is OPML's own to repair is here: a missing `version`, a
//! `type` in capitals (`RSS`), `xmlUrl` written in another case, elements
//! where outlines belong. It knows nothing of feed formats.

use crate::error::{Error, ErrorKind, Result};
use crate::model::opml::{Head, Opml, Outline};
use crate::model::{Attribute, Element, NamespaceDecl, Node, Timestamp};
use crate::options::ReadOptions;
use crate::warning::{Position, Warning, WarningKind};

use super::{Attr, StartTag, XmlEvent, XmlEvents};

/// An OPML document read whole: the document and every warning its reading raised.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedOpml {
    /// The document.
    pub opml: Opml,
    /// The repairs the reader made, in document order.
    pub warnings: Vec<Warning>,
}

/// Reads an OPML document, leniently; warnings are dropped.
///
/// ```
/// let opml = feedwright::opml::parse(br#"<opml version="2.0"><head><title>Mine</title></head>
///   <body><outline text="Example" type="rss" xmlUrl="https://example.org/feed"/></body></opml>"#)?;
/// assert_eq!(opml.head.title.as_deref(), Some("Mine"));
/// assert_eq!(opml.body[0].xml_url.as_deref(), Some("https://example.org/feed"));
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn parse(input: &[u8]) -> Result<Opml> {
    parse_with(input, &ReadOptions::default()).map(|parsed| parsed.opml)
}

/// Reads an OPML document with options; returns it with every warning.
///
/// The limits of [`ReadOptions`] hold: `max_depth` for nested folders,
/// `max_outlines` for outlines in all, `max_entity_expansion`,
/// `max_text_bytes`, `max_attributes` and `max_input_bytes` as for feeds.
/// With [`ReadOptions::strict`], the first repair is an error.
///
/// ```
/// let feedwright::opml::ParsedOpml { opml, warnings } = feedwright::opml::parse_with(
///     br#"<opml><body><outline text="A & B" type="RSS" xmlUrl="https://a.example/"/></body></opml>"#,
///     &feedwright::ReadOptions::default(),
/// )?;
/// assert_eq!(opml.body[0].text.as_deref(), Some("A & B"));
/// assert_eq!(opml.body[0].kind.as_deref(), Some("rss"));
/// let messages: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
/// assert_eq!(messages, [
///     "1:1: <opml> has no `version`: read as OPML 2.0",
///     "1:13: bare `&` kept as text",
///     "1:13: outline `type` `RSS` read as `rss`",
/// ]);
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn parse_with(input: &[u8], options: &ReadOptions) -> Result<ParsedOpml> {
    let mut reading = OpmlReading {
        events: XmlEvents::new(input, options)?,
        options,
        warnings: Vec::new(),
        outlines: 0,
    };
    let opml = reading.read_document()?;
    let mut warnings = reading.warnings;
    // The XML layer's repairs and OPML's own, each list in document order:
    // merged by position, the layer's first where both stand at one place.
    warnings.sort_by_key(|w| w.position.offset);
    Ok(ParsedOpml { opml, warnings })
}

/// The state of one reading.
struct OpmlReading<'a> {
    events: XmlEvents<'a>,
    options: &'a ReadOptions,
    warnings: Vec<Warning>,
    /// Outlines read so far, against `max_outlines` (one more once past it).
    outlines: usize,
}

/// The outline types OPML 2.0 defines, which readers compare in lower case.
const KNOWN_TYPES: [&str; 3] = ["rss", "link", "include"];

impl OpmlReading<'_> {
    /// The next event, with the XML layer's warnings collected as they come.
    fn next(&mut self) -> Result<XmlEvent> {
        let event = self.events.next();
        self.events.drain_warnings(&mut self.warnings);
        event
    }

    /// Reports a repair; in strict mode, the first one is an error.
    fn warn(&mut self, kind: WarningKind, position: Position) -> Result<()> {
        if self.options.strict {
            return Err(Error::new(ErrorKind::Strict(kind), position));
        }
        self.warnings.push(Warning { kind, position });
        Ok(())
    }

    fn read_document(&mut self) -> Result<Opml> {
        let root = loop {
            match self.next()? {
                XmlEvent::Start(tag) => break tag,
                XmlEvent::Eof => {
                    let at = self.events.position();
                    return Err(Error::new(
                        ErrorKind::NotOpml("an empty document".into()),
                        at,
                    ));
                }
                XmlEvent::Text(_) | XmlEvent::End | XmlEvent::Misc(_) => {}
            }
        };
        // OPML has no namespace; any `<opml>` is one, whatever its namespace.
        if root.local != "opml" {
            let name = qualified(&root);
            return Err(Error::new(
                ErrorKind::NotOpml(format!("<{name}>")),
                root.position,
            ));
        }
        let mut opml = Opml {
            version: root.attr("version").map(|v| v.trim().to_owned()),
            ..Opml::default()
        };
        // Every version requires it; a reader reads a document without one
        // as the latest (fixture opml/broken/no-version.opml).
        if opml.version.is_none() {
            self.warn(WarningKind::OpmlVersionMissing, root.position)?;
            opml.version = Some("2.0".into());
        }
        loop {
            match self.next()? {
                XmlEvent::Start(tag) if tag.ns.is_none() && tag.local == "head" => {
                    self.read_head(&mut opml.head)?;
                }
                XmlEvent::Start(tag) if tag.ns.is_none() && tag.local == "body" => {
                    self.read_outlines(&mut opml.body)?;
                }
                XmlEvent::Start(tag) => self.skip_element(&tag, "<opml>")?,
                XmlEvent::End | XmlEvent::Eof => break,
                XmlEvent::Text(_) | XmlEvent::Misc(_) => {}
            }
        }
        // What follows the root (trailing content, truncation) is reported by the layer.
        while !matches!(self.next()?, XmlEvent::Eof) {}
        let mut namespaces: Vec<NamespaceDecl> = Vec::new();
        for (prefix, uri, assumed) in self.events.declared() {
            if !namespaces.iter().any(|d| d.prefix == *prefix) {
                namespaces.push(NamespaceDecl {
                    prefix: prefix.clone(),
                    uri: uri.clone(),
                    assumed: *assumed,
                });
            }
        }
        opml.namespaces = namespaces;
        Ok(opml)
    }

    /// The children of `<head>`, up to its end.
    fn read_head(&mut self, head: &mut Head) -> Result<()> {
        loop {
            let tag = match self.next()? {
                XmlEvent::Start(tag) => tag,
                XmlEvent::End | XmlEvent::Eof => return Ok(()),
                XmlEvent::Text(_) | XmlEvent::Misc(_) => continue,
            };
            let field = match (tag.ns.is_some(), tag.local.as_str()) {
                (false, "title") => &mut head.title,
                (false, "ownerName") => &mut head.owner_name,
                (false, "ownerEmail") => &mut head.owner_email,
                (false, "ownerId") => &mut head.owner_id,
                (false, "docs") => &mut head.docs,
                (false, "expansionState") => &mut head.expansion_state,
                (false, "vertScrollState") => &mut head.vert_scroll_state,
                (false, "windowTop") => &mut head.window_top,
                (false, "windowLeft") => &mut head.window_left,
                (false, "windowBottom") => &mut head.window_bottom,
                (false, "windowRight") => &mut head.window_right,
                (false, "dateCreated") if head.date_created.is_none() => {
                    let text = self.read_text()?;
                    head.date_created = Some(self.date(text, tag.position)?);
                    continue;
                }
                (false, "dateModified") if head.date_modified.is_none() => {
                    let text = self.read_text()?;
                    head.date_modified = Some(self.date(text, tag.position)?);
                    continue;
                }
                _ => {
                    let element = self.read_element(tag)?;
                    head.extensions.push(element);
                    continue;
                }
            };
            // A second element of a name already read is kept as written, among the extensions.
            if field.is_some() {
                let element = self.read_element(tag)?;
                head.extensions.push(element);
                continue;
            }
            *field = Some(self.read_text()?);
        }
    }

    /// The text of the current element up to its end, trimmed (markup in it
    /// is read for its text).
    fn read_text(&mut self) -> Result<String> {
        let mut text = String::new();
        let mut depth = 0usize;
        loop {
            match self.next()? {
                XmlEvent::Text(t) => text.push_str(&t),
                XmlEvent::Start(_) => depth += 1,
                XmlEvent::End if depth > 0 => depth -= 1,
                XmlEvent::End | XmlEvent::Eof => break,
                XmlEvent::Misc(_) => {}
            }
        }
        let trimmed = text.trim();
        if trimmed.len() != text.len() {
            text = trimmed.to_owned();
        }
        Ok(text)
    }

    /// A date, with a warning when it needed repair or could not be read.
    fn date(&mut self, raw: String, position: Position) -> Result<Timestamp> {
        match crate::date::parse(&raw) {
            Some(parsed) => {
                if let Some(quirk) = parsed.quirk {
                    let raw = raw.clone();
                    self.warn(WarningKind::DateRepaired { raw, quirk }, position)?;
                }
                Ok(Timestamp {
                    value: Some(parsed.value),
                    raw,
                })
            }
            None => {
                self.warn(WarningKind::InvalidDate { raw: raw.clone() }, position)?;
                Ok(Timestamp { value: None, raw })
            }
        }
    }

    /// An element of another vocabulary, whole, as the extension tree
    /// keeps one. Iterative: the layer bounds the depth, but not to what a
    /// call stack holds.
    fn read_element(&mut self, tag: StartTag) -> Result<Element> {
        let mut open = vec![self.element_of(tag)?];
        loop {
            match self.next()? {
                XmlEvent::Start(tag) => {
                    let element = self.element_of(tag)?;
                    open.push(element);
                }
                XmlEvent::Text(text) => {
                    // Text on both sides of what is not kept (a comment) is
                    // one run of text, as it is written back.
                    if let Some(children) = open.last_mut().map(|e| &mut e.children) {
                        match children.last_mut() {
                            Some(Node::Text(last)) => last.push_str(&text),
                            _ => children.push(Node::Text(text)),
                        }
                    }
                }
                XmlEvent::End | XmlEvent::Eof => {
                    let Some(done) = open.pop() else {
                        return Ok(Element::default());
                    };
                    match open.last_mut() {
                        Some(parent) => parent.children.push(Node::Element(done)),
                        None => return Ok(done),
                    }
                }
                XmlEvent::Misc(_) => {}
            }
        }
    }

    /// The outlines inside `<body>`, nested, up to its end. A stack of open
    /// outlines rather than recursion, for the same reason as `read_element`.
    fn read_outlines(&mut self, body: &mut Vec<Outline>) -> Result<()> {
        let mut open: Vec<Outline> = Vec::new();
        loop {
            match self.next()? {
                XmlEvent::Start(tag) if tag.ns.is_none() && tag.local == "outline" => {
                    if self.outlines >= self.options.max_outlines {
                        // One warning, at the first outline skipped: a
                        // warning for each would cost what the limit saves.
                        if self.outlines == self.options.max_outlines {
                            self.outlines += 1;
                            self.warn(
                                WarningKind::Limit {
                                    limit: "outlines".into(),
                                    value: self.options.max_outlines as u64,
                                    action: "the outlines after it skipped".into(),
                                },
                                tag.position,
                            )?;
                        }
                        self.skip_rest_of_element()?;
                        continue;
                    }
                    self.outlines += 1;
                    open.push(self.outline_of(tag)?);
                }
                XmlEvent::Start(tag) => {
                    let parent = if open.is_empty() {
                        "<body>"
                    } else {
                        "<outline>"
                    };
                    self.skip_element(&tag, parent)?;
                }
                XmlEvent::End | XmlEvent::Eof => {
                    let Some(done) = open.pop() else {
                        return Ok(());
                    };
                    match open.last_mut() {
                        Some(parent) => parent.children.push(done),
                        None => body.push(done),
                    }
                }
                XmlEvent::Text(_) | XmlEvent::Misc(_) => {}
            }
        }
    }

    /// An outline's attributes, each to its field.
    fn outline_of(&mut self, tag: StartTag) -> Result<Outline> {
        let position = tag.position;
        let mut outline = Outline::default();
        let attrs = self.unique_attributes(&tag)?;
        // Whether the tag has the attribute `name` itself, spelled so.
        let has_exact = |name: &str| attrs.iter().any(|a| a.ns.is_none() && a.local == name);
        let (exact_xml_url, exact_html_url) = (has_exact("xmlUrl"), has_exact("htmlUrl"));
        for attr in attrs {
            if attr.ns.is_some() {
                outline.attributes.push(attribute_of(attr));
                continue;
            }
            let name = attr.local.as_str();
            let field = match name {
                "text" => &mut outline.text,
                "title" => &mut outline.title,
                "type" => &mut outline.kind,
                "xmlUrl" => &mut outline.xml_url,
                "htmlUrl" => &mut outline.html_url,
                "url" => &mut outline.url,
                "description" => &mut outline.description,
                "language" => &mut outline.language,
                "version" => &mut outline.version,
                "category" => &mut outline.category,
                "created" if outline.created.is_none() => {
                    let raw = attr.value.trim().to_owned();
                    outline.created = Some(self.date(raw, position)?);
                    continue;
                }
                // Exports by hand and by old readers write the URL
                // attributes in other cases (`xmlurl`, `XMLURL`, `htmlURL`);
                // importers take them (feedparser's OPML code lower-cases
                // every name). Beside the attribute itself, such a one is
                // another attribute, and kept as one.
                _ if name.eq_ignore_ascii_case("xmlUrl") && !exact_xml_url => {
                    self.warn(attribute_case(name, "xmlUrl"), position)?;
                    &mut outline.xml_url
                }
                _ if name.eq_ignore_ascii_case("htmlUrl") && !exact_html_url => {
                    self.warn(attribute_case(name, "htmlUrl"), position)?;
                    &mut outline.html_url
                }
                _ => {
                    outline.attributes.push(attribute_of(attr));
                    continue;
                }
            };
            if field.is_none() {
                *field = Some(attr.value);
            } else {
                // A second spelling of one already read (`XMLURL` beside `xmlurl`).
                outline.attributes.push(attribute_of(attr));
            }
        }
        // `type` is compared in lower case by every reader, and some
        // exports write `RSS` (fixture opml/broken/type-case.opml).
        if let Some(kind) = outline.kind.as_mut() {
            let lower = kind.to_ascii_lowercase();
            if *kind != lower && KNOWN_TYPES.contains(&lower.as_str()) {
                let written = std::mem::replace(kind, lower.clone());
                let kind = WarningKind::OpmlTypeCase {
                    written,
                    read: lower,
                };
                self.warn(kind, position)?;
            }
        }
        Ok(outline)
    }

    /// Skips an element where OPML has none, with a warning.
    fn skip_element(&mut self, tag: &StartTag, parent: &'static str) -> Result<()> {
        let element = qualified(tag);
        self.warn(
            WarningKind::OpmlElementSkipped {
                element,
                parent: parent.into(),
            },
            tag.position,
        )?;
        self.skip_rest_of_element()
    }

    /// The tag's attributes, each name once. XML allows an attribute once
    /// on an element ("Unique Att Spec"); the XML layer passes a repeat
    /// on, which written back would make the document ill-formed: the
    /// first is kept, with a warning.
    fn unique_attributes(&mut self, tag: &StartTag) -> Result<Vec<Attr>> {
        let mut kept: Vec<Attr> = Vec::with_capacity(tag.attrs.len());
        for attr in &tag.attrs {
            if kept
                .iter()
                .any(|k| k.ns == attr.ns && k.local == attr.local)
            {
                let message = format!(
                    "attribute `{}` repeated in <{}>: the first kept",
                    attr.local,
                    qualified(tag)
                );
                self.warn(WarningKind::MalformedXml { message }, tag.position)?;
                continue;
            }
            kept.push(attr.clone());
        }
        Ok(kept)
    }

    /// An element of another vocabulary's start, its attributes each once.
    fn element_of(&mut self, tag: StartTag) -> Result<Element> {
        let attributes = self.unique_attributes(&tag)?;
        Ok(Element {
            namespace: tag.ns.map(|ns| ns.to_string()),
            prefix: tag.prefix.map(|p| p.to_string()),
            name: tag.local.to_string(),
            attributes: attributes.into_iter().map(attribute_of).collect(),
            children: Vec::new(),
        })
    }

    /// Reads past the end of the element just started.
    fn skip_rest_of_element(&mut self) -> Result<()> {
        let mut depth = 1usize;
        while depth > 0 {
            match self.next()? {
                XmlEvent::Start(_) => depth += 1,
                XmlEvent::End => depth -= 1,
                XmlEvent::Eof => break,
                XmlEvent::Text(_) | XmlEvent::Misc(_) => {}
            }
        }
        Ok(())
    }
}

/// The warning for a URL attribute read in another case.
fn attribute_case(written: &str, read: &'static str) -> WarningKind {
    WarningKind::OpmlAttributeCase {
        written: written.to_owned(),
        read: read.into(),
    }
}

/// The name as written, with its prefix.
fn qualified(tag: &StartTag) -> String {
    match &tag.prefix {
        Some(prefix) => format!("{prefix}:{}", tag.local),
        None => tag.local.to_string(),
    }
}

fn attribute_of(attr: Attr) -> Attribute {
    Attribute {
        namespace: attr.ns.map(|ns| ns.to_string()),
        prefix: attr.prefix.map(|p| p.to_string()),
        name: attr.local.to_string(),
        value: attr.value,
    }
}
