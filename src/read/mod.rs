//! Reading: feed bytes -> [`Channel`] and [`Item`]s.
//!
//! Reading is three phases, each in its own module:
//! 1. `encoding`: bytes in any charset -> a UTF-8 stream (BOM, declaration, hint);
//! 2. `xml`: UTF-8 -> lenient XML events (namespaces, entities, repairs, positions);
//! 3. `rss` / `atom` / `ext`: the children of a channel or an item, each read
//!    whole (`tree`), -> model fields.
//!
//! [`FeedReader`] drives them, holding one item at a time; [`parse`] is the
//! same reading collected, not a second code path. Only where the bytes come
//! from differs (`source`): a stream decoded as it is read, or, for `parse`
//! of a document that is UTF-8 already, the document in place.

mod atom;
mod atom_in_rss;
mod cdf;
mod dtd;
#[cfg(feature = "bench-internals")]
mod events_only;
mod ext;
pub(crate) mod fields;
mod from_str;
mod inherited;
mod json;
mod layouts;
mod names;
pub(crate) mod opml;
mod order;
mod podcast;
mod position;
mod rss;
mod scope;
mod sniff;
mod source;
mod tree;
mod xml;

use std::io::BufRead;
use std::sync::Arc;

#[cfg(feature = "bench-internals")]
pub use self::events_only::drain_xml_events;
use self::fields::Fields;
use self::layouts::Layouts;
use self::sniff::{sniff, starts_like_json, JsonDocuments, Sniff, Sniffed};
use self::source::{Decoded, EventSource, Streamed, Whole};
use self::tree::{read_element, RawElement};
use self::xml::XmlReader;
pub(crate) use self::xml::{Attr, Name, NsUri, StartTag, XmlEvent};
use crate::encoding::SharedGuess;
use crate::error::{Error, ErrorKind, Result};
use crate::model::{Channel, Child, Format, Item, Media, Misc, NamespaceDecl};
use crate::options::ReadOptions;
use crate::warning::{Position, Warning, WarningKind};
use crate::xml::namespace::{uri, Namespace};

/// The lenient XML layer over a whole document, for the checks that look at
/// the document as written (duplicates, order, attributes): the same events,
/// repairs and positions the format readers see, before any of them maps a
/// value.
pub(crate) struct XmlEvents<'a> {
    xml: XmlReader<Streamed<&'a [u8]>>,
}

impl<'a> XmlEvents<'a> {
    pub(crate) fn new(input: &'a [u8], options: &ReadOptions) -> Result<Self> {
        Ok(XmlEvents {
            xml: XmlReader::new(Streamed::new(input, options)?, options),
        })
    }

    /// The next event; [`XmlEvent::Eof`] at the end.
    pub(crate) fn next(&mut self) -> Result<XmlEvent> {
        self.xml.next()
    }

    /// The DOCTYPE declaration's text, when there is one.
    pub(crate) fn doctype(&self) -> Option<&str> {
        self.xml.doctype.as_deref()
    }

    /// Every namespace declaration seen so far: (prefix, URI, assumed).
    pub(crate) fn declared(&self) -> &[(String, String, bool)] {
        &self.xml.declared
    }

    /// Moves the repairs reported so far to `out`.
    pub(crate) fn drain_warnings(&mut self, out: &mut Vec<Warning>) {
        self.xml.drain_warnings(out);
    }

    /// The position of the next byte to be read.
    pub(crate) fn position(&mut self) -> Position {
        self.xml.position()
    }
}

/// Parses a feed, leniently; warnings are dropped.
///
/// ```
/// let channel = feedwright::parse(br#"<?xml version="1.0"?>
/// <rss version="2.0"><channel>
///   <title>Example</title>
///   <item><title>First</title><pubDate>Thu, 25 Jun 2026 00:00:00 GMT</pubDate></item>
/// </channel></rss>"#)?;
/// assert_eq!(channel.format, Some(feedwright::Format::Rss20));
/// assert_eq!(channel.items[0].title_text(), Some("First"));
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn parse(input: &[u8]) -> Result<Channel> {
    parse_with(input, &ReadOptions::default()).map(|parsed| parsed.channel)
}

/// The format of a feed document, or `None` when it holds no feed.
///
/// Only as much is read as the format takes: the prologue and the root
/// element for XML (the channel's metadata up to the first item, which the
/// streaming reader reads when it starts), the whole object for a JSON Feed.
/// The format is the one [`parse`](crate::parse) would give, read with the
/// same leniency.
///
/// ```
/// use feedwright::{detect_format, Format};
/// assert_eq!(detect_format(br#"<rss version="2.0"><channel/></rss>"#), Some(Format::Rss20));
/// assert_eq!(
///     detect_format(br#"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title></feed>"#),
///     Some(Format::Atom10)
/// );
/// assert_eq!(
///     detect_format(br#"{"version": "https://jsonfeed.org/version/1.1", "items": []}"#),
///     Some(Format::Json11)
/// );
/// assert_eq!(detect_format(b"<html><body/></html>"), None);
/// assert_eq!(detect_format(b""), None);
/// ```
pub fn detect_format(input: &[u8]) -> Option<Format> {
    let reader = FeedReader::new(input).ok()?;
    reader.channel().format
}

/// A feed read whole: the channel and every warning its reading raised.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    /// The channel, with every item.
    pub channel: Channel,
    /// The repairs the reader made and what it noticed, in document order.
    pub warnings: Vec<Warning>,
}

impl From<Parsed> for (Channel, Vec<Warning>) {
    fn from(parsed: Parsed) -> Self {
        (parsed.channel, parsed.warnings)
    }
}

/// Parses a feed with options; returns the channel and every warning.
///
/// ```
/// let feedwright::Parsed { channel, warnings } = feedwright::parse_with(
///     b"<rss version=\"2.0\"><channel><title>A &amp B</title></channel></rss>",
///     &feedwright::ReadOptions::default(),
/// )?;
/// assert_eq!(channel.title_text(), Some("A &amp B"));
/// assert_eq!(warnings.len(), 1);
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn parse_with(input: &[u8], options: &ReadOptions) -> Result<Parsed> {
    let stumbled = std::cell::Cell::new(false);
    // Each way of reading below detects the encoding; a guess is made once.
    let guess = SharedGuess::default();
    // A document in another encoding is read in place once decoded (it
    // lives for the reading, declared before it).
    let decoded;
    let whole = match Whole::new(input, options, &stumbled, &guess) {
        Some(whole) => Some(whole),
        None => {
            decoded = Decoded::new(input, options, &guess);
            decoded.as_ref().map(|d| d.whole(&stumbled))
        }
    };
    // A JSON Feed goes the stream's way, which tells it from XML.
    let in_place = match whole {
        Some(whole) if !starts_like_json(input) => {
            let lines = whole.lines();
            let read = Reading::xml(whole, options.clone()).and_then(Reading::into_parts);
            Some(match read {
                Ok((channel, mut warnings)) => {
                    lines.resolve(warnings.iter_mut().map(|w| &mut w.position));
                    Ok((channel, warnings))
                }
                Err(mut error) => {
                    lines.resolve([error.position_mut()]);
                    Err(error)
                }
            })
        }
        _ => None,
    };
    let (channel, warnings) = match in_place {
        Some(read) if !stumbled.get() => read?,
        _ => FeedReader::sharing_guess(input, options.clone(), &guess, JsonDocuments::Feeds)?
            .inner
            .into_parts()?,
    };
    Ok(Parsed {
        channel: *channel,
        warnings,
    })
}

/// A streaming feed reader: an iterator over items that holds one at a time.
///
/// The channel's metadata up to the first item is read when the reader is
/// created; metadata after the items is read as iteration reaches it.
///
/// ```
/// use std::io::BufReader;
/// let xml = br#"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
///   <entry><title>One</title></entry><entry><title>Two</title></entry></feed>"#;
/// let mut reader = feedwright::FeedReader::new(BufReader::new(&xml[..]))?;
/// assert_eq!(reader.channel().title_text(), Some("T"));
/// let titles: Vec<String> = reader
///     .by_ref()
///     .map(|item| item.map(|i| i.title.unwrap().value))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(titles, ["One", "Two"]);
/// assert!(reader.warnings().is_empty());
/// # Ok::<(), feedwright::Error>(())
/// ```
pub struct FeedReader<R: BufRead> {
    inner: Reading<Streamed<Sniffed<R>>>,
}

/// The reading itself, over any source of XML events.
struct Reading<S: EventSource> {
    xml: XmlReader<S>,
    /// The items of a JSON Feed, read whole up front, with where each starts.
    json_items: Option<std::vec::IntoIter<(Item, Position)>>,
    /// Where the item last returned starts.
    item_position: Option<Position>,
    /// Boxed: a channel is close to 4 KB, and the reading is built, handed
    /// from one step to the next and taken apart by value; a box moves as
    /// a pointer, and the channel is copied once, into the caller's result.
    channel: Box<Channel>,
    warnings: Vec<Warning>,
    options: ReadOptions,
    flavor: Flavor,
    /// Container elements (root, `<channel>`) open around the reader.
    containers: usize,
    /// Channel-level children read so far (their index is their place in the channel's order).
    channel_children: usize,
    /// A container inside the root (`<channel>`) has closed.
    channel_closed: bool,
    /// An item start tag read ahead while reading the channel's metadata.
    pending_item: Option<StartTag>,
    items_read: usize,
    /// The children of the item being read, and the layouts of those read,
    /// which items laid out alike share.
    item_layouts: Layouts,
    /// The root's namespace when RSS core elements live in one we do not know.
    core_ns: Option<Arc<str>>,
    /// The base of the content last rewritten, parsed.
    content_bases: fields::BaseMemo,
    done: bool,
    failed: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flavor {
    Rss,
    Atom,
    /// A standalone Atom `<entry>` document: the root is the only item.
    AtomEntry,
    /// Microsoft's Channel Definition Format.
    Cdf,
}

impl<R: BufRead> FeedReader<R> {
    /// Starts reading a feed with default options: detects its format and
    /// reads the channel's metadata up to the first item.
    pub fn new(reader: R) -> Result<Self> {
        Self::with_options(reader, ReadOptions::default())
    }

    /// Starts reading a feed with `options`.
    pub fn with_options(reader: R, options: ReadOptions) -> Result<Self> {
        Self::sharing_guess(
            reader,
            options,
            &SharedGuess::default(),
            JsonDocuments::Feeds,
        )
    }

    /// [`FeedReader::with_options`], reading any document whose top level
    /// is JSON as a JSON Feed, named version or not: for a checker, which
    /// must say what such a document lacks (or where its JSON breaks)
    /// rather than that it is not XML.
    pub(crate) fn reading_any_json(reader: R, options: ReadOptions) -> Result<Self> {
        Self::sharing_guess(reader, options, &SharedGuess::default(), JsonDocuments::Any)
    }

    /// [`FeedReader::with_options`], taking an encoding guess made for the
    /// same document from `shared` (see [`SharedGuess`]).
    fn sharing_guess(
        reader: R,
        options: ReadOptions,
        shared: &SharedGuess,
        json: JsonDocuments,
    ) -> Result<Self> {
        let io_error = |e| Error::new(ErrorKind::Io(e), Position::default());
        let reader = match sniff(reader, options.max_input_bytes, json).map_err(io_error)? {
            Sniff::Xml(reader) => reader,
            Sniff::Json(document, false, rest) => {
                let rest = Streamed::sharing(rest, &options, shared)?;
                let inner = Reading::json(&document, rest, options)?;
                return Ok(FeedReader { inner });
            }
            // A JSON document cannot be read in part, as XML can: past the
            // limit there is no feed.
            Sniff::Json(document, true, _) => {
                let message = format!(
                    "the document is larger than the input limit ({} bytes)",
                    options.max_input_bytes
                );
                let position = Position {
                    offset: document.len() as u64,
                    ..Position::default()
                };
                return Err(Error::new(ErrorKind::Json(message), position));
            }
        };
        let inner = Reading::xml(Streamed::sharing(reader, &options, shared)?, options)?;
        Ok(FeedReader { inner })
    }

    /// Where the item the iterator last returned starts in the document (its
    /// start tag, or its `{` in a JSON Feed); `None` before the first.
    ///
    /// ```
    /// let xml = b"<rss version=\"2.0\"><channel>\n<item><title>A</title></item></channel></rss>";
    /// let mut reader = feedwright::FeedReader::new(&xml[..])?;
    /// reader.next().transpose()?;
    /// let position = reader.item_position().unwrap();
    /// assert_eq!((position.line, position.column), (2, 1));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn item_position(&self) -> Option<Position> {
        self.inner.item_position
    }

    /// The channel's metadata read so far (its `items` stay empty).
    pub fn channel(&self) -> &Channel {
        &self.inner.channel
    }

    /// The warnings raised so far.
    pub fn warnings(&self) -> &[Warning] {
        &self.inner.warnings
    }

    /// Reads the rest of the feed: the channel with every remaining item.
    pub fn into_channel(self) -> Result<Channel> {
        self.finish().map(|parsed| parsed.channel)
    }

    /// Reads the channel with every remaining item, and the warnings.
    pub fn finish(self) -> Result<Parsed> {
        self.inner.into_parts().map(|(channel, warnings)| Parsed {
            channel: *channel,
            warnings,
        })
    }
}

impl<S: EventSource> Reading<S> {
    /// Starts reading an XML document: detects its format and reads the
    /// channel's metadata up to the first item.
    fn xml(source: S, options: ReadOptions) -> Result<Self> {
        let mut xml = XmlReader::new(source, &options);
        // Text matters only inside the elements read whole (`read_element`
        // turns it on there); between them it is white space to drop.
        xml.keep_text(false);
        let mut prologue = Vec::new();
        let root = read_root(&mut xml, &mut prologue)?;
        let (mut format, flavor) = format_of_root(&root, xml.doctype.as_deref())?;
        if format == Format::Rss10
            && xml
                .declared
                .iter()
                .any(|(p, u, _)| p.is_empty() && u == uri::RSS090)
        {
            format = Format::Rss090;
        }
        let mut channel = Box::<Channel>::default();
        channel.format = Some(format);
        channel.prologue = prologue;
        channel.encoding_label = xml
            .encoding_label()
            .filter(|label| *label != xml.encoding_name());
        channel.encoding = Some(xml.encoding_name());
        let mut this = Reading {
            xml,
            json_items: None,
            item_position: None,
            channel,
            warnings: Vec::new(),
            options,
            flavor,
            containers: 1,
            channel_children: 0,
            channel_closed: false,
            pending_item: None,
            items_read: 0,
            item_layouts: Layouts::default(),
            core_ns: root.ns.clone().filter(|_| root.class == Namespace::Other),
            content_bases: fields::BaseMemo::default(),
            done: false,
            failed: false,
        };
        if flavor == Flavor::AtomEntry {
            this.pending_item = Some(root);
            this.containers = 0;
        } else {
            apply_container_attrs(&mut this.channel, &root);
            if flavor == Flavor::Cdf {
                let mut f = Fields {
                    warnings: &mut this.warnings,
                    core_ns: None,
                    html: fields::HtmlPolicy::of(&this.options),
                };
                cdf::read_channel_attrs(&mut f, &mut this.channel, &root);
            }
        }
        this.read_metadata()?;
        this.finish_step()?;
        Ok(this)
    }

    /// A reader over a JSON Feed document, read whole; `rest` is what follows it.
    fn json(document: &[u8], rest: S, options: ReadOptions) -> Result<Self> {
        let feed = json::read(document, &options)?;
        if options.strict {
            if let Some(first) = feed.warnings.first() {
                return Err(Error::new(
                    ErrorKind::Strict(first.kind.clone()),
                    first.position,
                ));
            }
        }
        Ok(Reading {
            xml: XmlReader::new(rest, &options),
            json_items: Some(feed.items.into_iter()),
            item_position: None,
            channel: Box::new(feed.channel),
            warnings: feed.warnings,
            options,
            flavor: Flavor::Rss,
            containers: 0,
            channel_children: 0,
            channel_closed: false,
            pending_item: None,
            items_read: 0,
            item_layouts: Layouts::default(),
            core_ns: None,
            content_bases: fields::BaseMemo::default(),
            done: true,
            failed: false,
        })
    }

    /// Reads the channel with every remaining item, and the warnings.
    ///
    /// Each item is read in place, into the slot it keeps in the channel's
    /// list: an `Item` is close to a kilobyte, and moving each one out of
    /// the reader and into the list cost more than some items take to read.
    fn into_parts(mut self) -> Result<(Box<Channel>, Vec<Warning>)> {
        let mut items = std::mem::take(&mut self.channel.items);
        if items.capacity() == 0 {
            items.reserve_exact(item_room(self.xml.bytes_left()));
        }
        loop {
            items.push(Item::default());
            let read = match items.last_mut() {
                Some(slot) => self.next_item_into(slot),
                None => Ok(false),
            };
            if !matches!(read, Ok(true)) {
                items.pop();
                // Room guessed and not used is given back: shrinking a
                // block keeps it where it is, nothing is copied.
                if items.capacity() - items.len() >= 4 {
                    items.shrink_to_fit();
                }
                self.channel.items = items;
                read?;
                break;
            }
        }
        Ok((self.channel, self.warnings))
    }

    /// The next item, `None` at the end of the feed.
    fn next_item(&mut self) -> Result<Option<Item>> {
        let mut item = Item::default();
        Ok(self.next_item_into(&mut item)?.then_some(item))
    }

    /// Reads the next item into `slot` (a default `Item`); `false` at the
    /// end of the feed, with `slot` left as it was or partly filled.
    fn next_item_into(&mut self, slot: &mut Item) -> Result<bool> {
        if let Some(items) = &mut self.json_items {
            return Ok(match items.next() {
                Some((item, position)) => {
                    self.item_position = Some(position);
                    *slot = item;
                    true
                }
                None => false,
            });
        }
        if self.failed {
            return Ok(false);
        }
        let result = self.step(slot);
        if result.is_err() {
            self.failed = true;
        }
        result
    }

    fn step(&mut self, slot: &mut Item) -> Result<bool> {
        loop {
            if self.done {
                return Ok(false);
            }
            if let Some(tag) = self.pending_item.take() {
                if self.items_read >= self.options.max_items {
                    let position = tag.position;
                    self.warn(
                        WarningKind::Limit {
                            limit: "items".into(),
                            value: self.options.max_items as u64,
                            action: "rest of the feed ignored".into(),
                        },
                        position,
                    );
                    self.done = true;
                    self.finish_step()?;
                    return Ok(false);
                }
                let kept = self.read_item(tag, slot)?;
                if self.flavor == Flavor::AtomEntry {
                    self.done = true;
                }
                self.finish_step()?;
                if kept {
                    self.items_read += 1;
                    return Ok(true);
                }
                *slot = Item::default();
                continue;
            }
            self.read_metadata()?;
            self.finish_step()?;
        }
    }

    /// Reads channel metadata until the next item's start tag (kept in
    /// `pending_item`) or the end of the feed.
    fn read_metadata(&mut self) -> Result<()> {
        while !self.done && self.pending_item.is_none() {
            match self.xml.next()? {
                XmlEvent::Start(tag) => {
                    if self.is_item(&tag) {
                        self.pending_item = Some(tag);
                    } else if self.is_container(&tag) {
                        self.containers += 1;
                        apply_container_attrs(&mut self.channel, &tag);
                    } else {
                        let mut el = RawElement::new(tag);
                        read_element(&mut self.xml, &mut el, self.options.max_text_bytes)?;
                        let mut f = Fields {
                            warnings: &mut self.warnings,
                            core_ns: self.core_ns.as_deref(),
                            html: fields::HtmlPolicy::of(&self.options),
                        };
                        let ns = f.namespace(&el);
                        // RSS 1.0 and 0.90 close <channel> before their image and items.
                        let after_channel = self.flavor == Flavor::Rss && self.channel_closed;
                        let named = names::name(ns, &el);
                        // Beside the channel is not among its children.
                        let child = (!after_channel).then_some(named.child);
                        let extensions = self.channel.extensions.len();
                        if named.slot.is_some() {
                            order::record(
                                self.channel.order.positions_mut(),
                                named.slot,
                                self.channel_children,
                                after_channel,
                            );
                        }
                        self.channel_children += 1;
                        match self.flavor {
                            Flavor::Rss => rss::read_channel_child(
                                &mut f,
                                &mut self.channel,
                                &mut el,
                                named.spelled,
                            ),
                            Flavor::Atom | Flavor::AtomEntry => {
                                atom::read_feed_child(&mut f, &mut self.channel, &mut el)
                            }
                            Flavor::Cdf => {
                                cdf::read_channel_child(&mut f, &mut self.channel, &mut el)
                            }
                        }
                        if let Some(mut child) = child {
                            if self.channel.extensions.len() > extensions {
                                child.mark_extension();
                            }
                            self.channel.layout.push(child);
                        }
                    }
                }
                XmlEvent::End => {
                    self.containers = self.containers.saturating_sub(1);
                    // Only <channel> nests inside the root.
                    self.channel_closed |= self.containers >= 1;
                    if self.containers == 0 {
                        self.finish_document()?;
                    }
                }
                XmlEvent::Misc(misc) => self.channel.layout.push(Child::Misc(Box::new(misc))),
                XmlEvent::Text(_) => {}
                XmlEvent::Eof => self.finish_document()?,
            }
        }
        Ok(())
    }

    /// Reads the rest of the document after the root closed, for its warnings.
    fn finish_document(&mut self) -> Result<()> {
        while !matches!(self.xml.next()?, XmlEvent::Eof) {}
        self.done = true;
        Ok(())
    }

    /// Reads the item that `tag` starts into `item` (a default `Item`);
    /// `false` when it is not kept.
    fn read_item(&mut self, tag: StartTag, item: &mut Item) -> Result<bool> {
        self.item_position = Some(tag.position);
        item.xml_lang = tag.attr_ns(uri::XML, "lang").map(str::to_owned);
        item.xml_base = tag.attr_ns(uri::XML, "base").map(str::to_owned);
        item.about = tag.attr_ns(uri::RDF, "about").map(str::to_owned);
        if self.flavor == Flavor::Cdf {
            let mut f = Fields {
                warnings: &mut self.warnings,
                core_ns: None,
                html: fields::HtmlPolicy::of(&self.options),
            };
            cdf::read_item_attrs(&mut f, item, &tag);
        }
        let mut children = 0;
        self.item_layouts.start();
        let mut deferred = Vec::new();
        loop {
            match self.xml.next()? {
                XmlEvent::Start(child) => {
                    let mut el = RawElement::new(child);
                    read_element(&mut self.xml, &mut el, self.options.max_text_bytes)?;
                    let mut f = Fields {
                        warnings: &mut self.warnings,
                        core_ns: self.core_ns.as_deref(),
                        html: fields::HtmlPolicy::of(&self.options),
                    };
                    let ns = f.namespace(&el);
                    let names::Named {
                        mut child,
                        slot,
                        id,
                        spelled,
                    } = names::name(ns, &el);
                    let extensions = item.extensions.len();
                    order::record(&mut self.item_layouts.positions, slot, children, false);
                    children += 1;
                    match self.flavor {
                        Flavor::Rss if atom_in_rss::is_promoted(ns, el.local()) => {
                            deferred.push(atom_in_rss::Deferred::new(item, el))
                        }
                        Flavor::Rss => rss::read_item_child(&mut f, item, &mut el, spelled),
                        Flavor::Atom | Flavor::AtomEntry => {
                            atom::read_entry_child(&mut f, item, &mut el)
                        }
                        Flavor::Cdf => cdf::read_item_child(&mut f, item, &mut el),
                    }
                    if item.extensions.len() > extensions {
                        child.mark_extension();
                    }
                    self.item_layouts.push(child, id, slot.is_some());
                }
                XmlEvent::Misc(misc) => {
                    self.item_layouts
                        .push(Child::Misc(Box::new(misc)), None, false)
                }
                XmlEvent::Text(_) => {}
                XmlEvent::End | XmlEvent::Eof => break,
            }
        }
        item.record = self.item_layouts.finish();
        if !deferred.is_empty() {
            let mut f = Fields {
                warnings: &mut self.warnings,
                core_ns: self.core_ns.as_deref(),
                html: fields::HtmlPolicy::of(&self.options),
            };
            atom_in_rss::promote(&mut f, item, deferred);
        }
        // Content is complete with its item: its HTML is rewritten once, here.
        if let Some(content) = item.content.take() {
            let policy = fields::HtmlPolicy::of(&self.options);
            item.content = Some(policy.rewrite_content(content, &mut self.content_bases));
        }
        // A truncated document: keep the cut item only if it can be told apart.
        if self.xml.truncated && item.title.is_none() && item.links.is_empty() {
            return Ok(false);
        }
        release_spare_capacity(item);
        Ok(true)
    }

    fn namespace(&self, tag: &StartTag) -> Namespace {
        match (&tag.ns, &self.core_ns) {
            (Some(ns), Some(core)) if ns == core => Namespace::Rss,
            _ => tag.class,
        }
    }

    fn is_item(&self, tag: &StartTag) -> bool {
        let ns = self.namespace(tag);
        match self.flavor {
            Flavor::Rss => tag.local == "item" && ns == Namespace::Rss,
            Flavor::Atom | Flavor::AtomEntry => {
                tag.local == "entry"
                    && matches!(ns, Namespace::Atom10 | Namespace::Atom03 | Namespace::Rss)
            }
            Flavor::Cdf => cdf::is_item(tag),
        }
    }

    fn is_container(&self, tag: &StartTag) -> bool {
        if self.flavor == Flavor::Cdf {
            return cdf::is_channel(tag);
        }
        self.flavor == Flavor::Rss
            && tag.local == "channel"
            && self.namespace(tag) == Namespace::Rss
            && self.containers == 1
    }

    #[cold]
    #[inline(never)]
    fn warn(&mut self, kind: WarningKind, position: Position) {
        self.warnings.push(Warning { kind, position });
    }

    /// Moves the XML layer's warnings over, records namespaces, and applies strict mode.
    fn finish_step(&mut self) -> Result<()> {
        self.xml.drain_warnings(&mut self.warnings);
        for (prefix, uri, assumed) in self.xml.declared.drain(..) {
            self.channel.namespaces.push(NamespaceDecl {
                prefix,
                uri,
                assumed,
            });
        }
        if self.options.strict {
            if let Some(first) = self.warnings.first() {
                return Err(Error::new(
                    ErrorKind::Strict(first.kind.clone()),
                    first.position,
                ));
            }
        }
        Ok(())
    }
}

impl<R: BufRead> Iterator for FeedReader<R> {
    type Item = Result<Item>;

    fn next(&mut self) -> Option<Self::Item> {
        self.inner.next_item().transpose()
    }
}

/// The error for a document whose text comes before any element: JSON
/// that names no JSON Feed version (a JSON Feed would have gone the JSON
/// way) is said to be so, rather than quoted as text where XML was due.
fn no_root_element(snippet: &str, position: Position) -> Error {
    if snippet.trim_start().starts_with(['{', '[']) {
        Error::new(ErrorKind::NotJsonFeed, position)
    } else {
        Error::new(ErrorKind::NoRootElement(format!("`{snippet}`")), position)
    }
}

/// Reads up to the root element's start tag, keeping the comments and
/// processing instructions before it; a document without one is no feed.
fn read_root<S: EventSource>(xml: &mut XmlReader<S>, prologue: &mut Vec<Misc>) -> Result<StartTag> {
    loop {
        match xml.next()? {
            // Text before the root means the document is not XML at all (JSON
            // holding `"<rss/>"` in a string, say): no feed, not a repair.
            XmlEvent::Start(_) if xml.text_before_root.is_some() => {
                let (snippet, position) = xml.text_before_root.take().unwrap_or_default();
                return Err(no_root_element(&snippet, position));
            }
            XmlEvent::Start(tag) => return Ok(tag),
            XmlEvent::Eof => {
                return Err(match xml.text_before_root.take() {
                    Some((snippet, position)) => no_root_element(&snippet, position),
                    None => Error::new(ErrorKind::Empty, xml.position()),
                });
            }
            XmlEvent::Misc(misc) => prologue.push(misc),
            XmlEvent::Text(_) | XmlEvent::End => {}
        }
    }
}

/// Decides the format from the root element's namespace URI and local name.
fn format_of_root(root: &StartTag, doctype: Option<&str>) -> Result<(Format, Flavor)> {
    let ns = root.ns.as_deref();
    let version = root.attr("version").map(str::trim);
    let format = match (root.class, root.local.as_str()) {
        // `<rss>` in any namespace but Atom's: feeds put it in the UserLand,
        // Harvard or their own namespace (realworld feeder__rss_ukrnet.xml).
        (Namespace::Rss | Namespace::Other, "rss") => (rss_version(version, doctype), Flavor::Rss),
        // A bare `<channel>` root: RSS without its wrapper.
        (Namespace::Rss, "channel") => (Format::Rss, Flavor::Rss),
        // RSS 1.0, or 0.90 when its children's namespace says so (checked by the caller).
        (Namespace::Rdf | Namespace::Rss, "RDF") => (Format::Rss10, Flavor::Rss),
        (Namespace::Atom10, "feed") => (Format::Atom10, Flavor::Atom),
        (Namespace::Atom03, "feed") => (Format::Atom03, Flavor::Atom),
        (Namespace::Rss | Namespace::Other, "feed") if version == Some("0.3") => {
            (Format::Atom03, Flavor::Atom)
        }
        (Namespace::Rss, "feed") => (Format::Atom, Flavor::Atom),
        (Namespace::Atom10, "entry") => (Format::Atom10, Flavor::AtomEntry),
        (Namespace::Atom03, "entry") => (Format::Atom03, Flavor::AtomEntry),
        // CDF: upper case by convention, which also tells it from a bare RSS `<channel>`.
        (Namespace::Rss, "CHANNEL" | "Channel") if ns.is_none() => (Format::Cdf, Flavor::Cdf),
        _ => {
            let name = match &root.prefix {
                Some(p) => format!("{p}:{}", root.local),
                None => root.local.to_string(),
            };
            return Err(Error::new(ErrorKind::UnknownFormat(name), root.position));
        }
    };
    Ok(format)
}

/// RSS 0.9x/2.0 by the `version` attribute; 0.91 Netscape by its DOCTYPE.
fn rss_version(version: Option<&str>, doctype: Option<&str>) -> Format {
    match version {
        Some("0.91") if doctype.is_some_and(|d| d.to_ascii_lowercase().contains("netscape")) => {
            Format::Rss091Netscape
        }
        Some("0.91") => Format::Rss091Userland,
        Some("0.92") => Format::Rss092,
        Some("0.93") => Format::Rss093,
        Some("0.94") => Format::Rss094,
        Some(v) if v.starts_with("2.") => Format::Rss20,
        _ => Format::Rss,
    }
}

/// `xml:lang`, `xml:base` and `rdf:about` on the root or `<channel>`.
fn apply_container_attrs(channel: &mut Channel, tag: &StartTag) {
    if let Some(lang) = tag.attr_ns(uri::XML, "lang") {
        channel.xml_lang = Some(lang.to_owned());
    }
    if let Some(base) = tag.attr_ns(uri::XML, "base") {
        channel.xml_base = Some(base.to_owned());
    }
    if let Some(about) = tag.attr_ns(uri::RDF, "about") {
        channel.id = Some(about.to_owned());
    }
}

/// The room to make in the item list before the first item, from the bytes
/// of the document left to read: enough that a feed of the usual size (a
/// few dozen items, a kilobyte or more each) is read without the list
/// growing, each step of which copies every item read so far (an `Item` is
/// close to a kilobyte). Capped, so that a guess too high for a feed of few,
/// long items costs little: what is not used is given back at the end.
fn item_room(bytes_left: Option<usize>) -> usize {
    const BYTES_PER_ITEM: usize = 512;
    const MAX_ROOM: usize = 64;
    bytes_left.map_or(0, |left| (left / BYTES_PER_ITEM).clamp(1, MAX_ROOM))
}

/// Adds `value` to a list the way the item's lists are best grown: the
/// first value gets a block of its own size, not room for four (what
/// `push` makes), since most items have one link or one author, and
/// `release_spare_capacity` would otherwise copy each such list once more
/// to give the room back.
pub(crate) fn push_exact<T>(list: &mut Vec<T>, value: T) {
    if list.capacity() == 0 {
        list.reserve_exact(1);
    }
    list.push(value);
}

/// Gives back the room that growing an item's lists left unused (a list's
/// first push makes room for four): a parsed feed holds thousands of items,
/// and each keeps its lists for as long as the channel lives.
fn release_spare_capacity(item: &mut Item) {
    item.links.shrink_to_fit();
    item.authors.shrink_to_fit();
    item.contributors.shrink_to_fit();
    item.categories.shrink_to_fit();
    item.enclosures.shrink_to_fit();
    item.extensions.shrink_to_fit();
    item.licenses.shrink_to_fit();
    if let Some(dc) = item.dublin_core.as_deref_mut() {
        dc.values.shrink_to_fit();
        dc.dates.shrink_to_fit();
    }
    if let Some(media) = item.media.as_deref_mut() {
        release_media_capacity(media);
    }
    if let Some(podcast) = item.podcast.as_deref_mut() {
        podcast.transcripts.shrink_to_fit();
        podcast.soundbites.shrink_to_fit();
        podcast.persons.shrink_to_fit();
    }
}

/// As `release_spare_capacity`, for Media RSS, whose contents and groups
/// carry lists of their own.
fn release_media_capacity(media: &mut Media) {
    media.contents.shrink_to_fit();
    media.groups.shrink_to_fit();
    media.thumbnails.shrink_to_fit();
    media.credits.shrink_to_fit();
    media.ratings.shrink_to_fit();
    media.categories.shrink_to_fit();
    media.restrictions.shrink_to_fit();
    media.licenses.shrink_to_fit();
    for content in &mut media.contents {
        if let Some(metadata) = content.metadata.as_deref_mut() {
            release_media_capacity(metadata);
        }
    }
    for group in &mut media.groups {
        release_media_capacity(group);
    }
}
