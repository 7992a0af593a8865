//! A thin, lenient layer over quick-xml's `Reader`.
//!
//! It turns raw events into [`XmlEvent`]s with resolved namespaces,
//! entity-decoded text (XML, HTML and DTD entities, bare `&`), `xml:base` and
//! `xml:lang` in scope, and the position of each event. It repairs what real
//! feeds break (mismatched and unclosed tags, truncation, undeclared
//! prefixes, forbidden characters) and reports each repair as a warning. It
//! enforces the depth limit. It knows nothing of feed formats.

use std::borrow::Cow;
use std::sync::Arc;

use quick_xml::events::{BytesStart, Event};

use super::dtd::Dtd;
use super::inherited::{Inherited, Lang};
use super::scope::NamespaceScope;
use super::source::{EventSource, Mark};
use crate::entity;
use crate::error::{Error, ErrorKind, XmlError};
use crate::mojibake::holds_c1_control;
use crate::options::ReadOptions;
use crate::warning::{Position, Warning, WarningKind};
use crate::xml::chars as xml_chars;
use crate::xml::namespace::{conventional_uri, uri, Namespace};

pub(crate) use super::scope::{Bound, Name, NsUri};

mod content;
mod elements;
mod qname;
mod text;

use qname::*;
use text::*;

/// How many XML syntax errors are stepped over before the rest of the document is given up.
const MAX_SYNTAX_ERRORS: usize = 100;

/// An attribute with its namespace resolved and its value decoded.
#[derive(Debug, Clone)]
pub(crate) struct Attr {
    pub(crate) ns: Option<NsUri>,
    pub(crate) prefix: Option<Name>,
    pub(crate) local: Name,
    pub(crate) value: String,
}

/// A start tag, with what is in scope at it.
#[derive(Debug, Clone)]
pub(crate) struct StartTag {
    pub(crate) ns: Option<NsUri>,
    /// The vocabulary `ns` names ([`Namespace::Rss`] for no namespace),
    /// told once per namespace declaration, not per element.
    pub(crate) class: Namespace,
    pub(crate) prefix: Option<Name>,
    pub(crate) local: Name,
    pub(crate) attrs: Vec<Attr>,
    /// `xml:base` in scope inside this element, resolved as far as possible.
    pub(crate) base: Option<Arc<url::Url>>,
    /// `xml:lang` in scope inside this element.
    pub(crate) lang: Option<Lang>,
    pub(crate) position: Position,
}

// Start tags are moved from the event layer to the readers by value; at
// 128 bytes or less a move is a few register copies, past it a call to
// `memcpy` (which cost 1% of a median feed's reading when a field pushed
// it to 136).
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<StartTag>() <= 128);

impl StartTag {
    /// The value of the unprefixed attribute `name`.
    pub(crate) fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.ns.is_none() && a.local == name)
            .map(|a| a.value.as_str())
    }

    /// The value of the unprefixed attribute `name`, to change or take.
    /// The format readers take the values they map, each read once, rather
    /// than copy them.
    pub(crate) fn attr_mut(&mut self, name: &str) -> Option<&mut String> {
        self.attrs
            .iter_mut()
            .find(|a| a.ns.is_none() && a.local == name)
            .map(|a| &mut a.value)
    }

    /// The value of attribute `name` in namespace `ns`.
    pub(crate) fn attr_ns(&self, ns: &str, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.ns.as_deref() == Some(ns) && a.local == name)
            .map(|a| a.value.as_str())
    }
}

/// What the layer hands to the format readers.
#[derive(Debug)]
pub(crate) enum XmlEvent {
    Start(StartTag),
    /// Character data (text, CDATA or a decoded reference) inside the current element.
    Text(String),
    /// The end of the current element (written, or supplied by a repair).
    End,
    /// A comment or processing instruction: kept where it stands among a
    /// channel's or an item's children, or before the root; ignored inside
    /// the content of an element.
    Misc(crate::model::Misc),
    Eof,
}

/// An element that is open.
struct Open {
    /// Where its name as written (to match end tags) starts in `open_names`.
    name_start: usize,
    /// The namespace scope's mark before this element bound its prefixes.
    scope_mark: usize,
    base: Option<Arc<url::Url>>,
    lang: Option<Lang>,
}

/// The lenient XML event layer.
pub(crate) struct XmlReader<S: EventSource> {
    source: S,
    /// Holds each event's bytes when the source does not hold the document.
    buf: Vec<u8>,
    open: Vec<Open>,
    /// The names of the open elements, one after another (see `open_name`):
    /// one string for all, rather than one per element.
    open_names: String,
    scope: NamespaceScope,
    /// Every namespace declaration seen, in order, for the channel's `namespaces`.
    /// Each is (prefix, URI, assumed): an undeclared conventional prefix counts too.
    pub(crate) declared: Vec<(String, String, bool)>,
    /// An event read and held back behind the text it flushed (see `next`).
    held: Option<XmlEvent>,
    /// End events due after `held`: one for an empty element, one for each
    /// element a repair closes. Every event queued is one of these two, so
    /// they need no queue of events.
    ends_due: usize,
    /// Character data read and not handed on yet: adjacent text, CDATA and
    /// references become one `Text` event, built in one buffer instead of a
    /// string per piece.
    pending_text: Option<String>,
    /// Room the text about to start will need, when known (see `read_text_run`).
    text_room: usize,
    /// Text that a non-text event just ended; it goes out before that event.
    flushed_text: Option<String>,
    /// Where a run of consecutive numeric character references started,
    /// while one is held back to see whether together they spell
    /// double-encoded UTF-8 (`&#226;&#128;&#166;`).
    char_ref_run: Option<Position>,
    /// The text of that run, in a buffer kept from one run to the next:
    /// escaped HTML has a run at every `&#34;`.
    char_ref_text: String,
    /// Whether the document's own characters may need a repair (see
    /// `EventSource::may_hold_characters_to_repair`).
    characters_to_repair: bool,
    /// Whether text is handed on. The feed readers turn it off between the
    /// elements of a channel or item, where text is only white space they
    /// drop: it is still checked (and its repairs reported), not kept.
    keep_text: bool,
    /// Whether any markup or text has been read (an XML declaration must come first).
    started: bool,
    dtd: Dtd,
    /// The DOCTYPE text, which tells RSS 0.91 Netscape from Userland.
    pub(crate) doctype: Option<String>,
    warnings: Vec<Warning>,
    /// Depth of a subtree being skipped (over the depth limit); 0 when none.
    skipping: usize,
    root_seen: bool,
    root_closed: bool,
    eof: bool,
    /// Whether the document ended with elements still open.
    pub(crate) truncated: bool,
    syntax_errors: usize,
    /// The first non-blank text before the root, for the "not a feed" error.
    pub(crate) text_before_root: Option<(String, Position)>,
    /// The `xml:` namespace, shared by every `xml:lang` and `xml:base`.
    xml_ns: NsUri,
    /// The last `xml:base` and `xml:lang` set, shared with the next element that sets them.
    inherited: Inherited,
    max_depth: usize,
    max_attributes: usize,
    max_text_bytes: usize,
    strict: bool,
    base_url: Option<Arc<url::Url>>,
}

impl<S: EventSource> XmlReader<S> {
    pub(crate) fn new(mut source: S, options: &ReadOptions) -> Self {
        let config = source.config_mut();
        // Leniency is ours to implement (and report): quick-xml only tokenizes.
        config.allow_dangling_amp = true;
        config.allow_unmatched_ends = true;
        config.check_end_names = false;
        config.expand_empty_elements = false;
        config.trim_markup_names_in_closing_tags = true;
        let mut this = XmlReader {
            source,
            buf: Vec::new(),
            open: Vec::new(),
            open_names: String::new(),
            scope: NamespaceScope::default(),
            declared: Vec::new(),
            held: None,
            ends_due: 0,
            pending_text: None,
            text_room: 0,
            flushed_text: None,
            char_ref_run: None,
            char_ref_text: String::new(),
            keep_text: true,
            characters_to_repair: true,
            started: false,
            dtd: Dtd::new(options.max_entity_expansion),
            doctype: None,
            warnings: Vec::new(),
            skipping: 0,
            root_seen: false,
            root_closed: false,
            eof: false,
            truncated: false,
            syntax_errors: 0,
            text_before_root: None,
            xml_ns: Arc::from(uri::XML),
            inherited: Inherited::default(),
            max_depth: options.max_depth.max(1),
            max_attributes: options.max_attributes,
            max_text_bytes: options.max_text_bytes,
            strict: options.strict,
            base_url: options.base_url.clone().map(Arc::new),
        };
        this.characters_to_repair = this.source.may_hold_characters_to_repair();
        this.take_encoding_events(false);
        this
    }

    /// The encoding the document is decoded from.
    pub(crate) fn encoding_name(&self) -> String {
        self.source.encoding_name().to_owned()
    }

    /// The label the encoding was named with, when it was named (see `DecodingReader::label`).
    pub(crate) fn encoding_label(&self) -> Option<String> {
        self.source.encoding_label().map(str::to_owned)
    }

    /// The position of the next byte to be read.
    pub(crate) fn position(&mut self) -> Position {
        self.source.position()
    }

    /// How many bytes of the document are left to read, when the source knows.
    pub(crate) fn bytes_left(&self) -> Option<usize> {
        self.source.bytes_left()
    }

    /// Sets whether text is handed on (see `keep_text`); returns the previous setting.
    pub(crate) fn keep_text(&mut self, keep: bool) -> bool {
        std::mem::replace(&mut self.keep_text, keep)
    }

    /// Moves the warnings raised so far to `out`.
    pub(crate) fn drain_warnings(&mut self, out: &mut Vec<Warning>) {
        out.append(&mut self.warnings);
    }

    /// Reports a repair at the position of `mark`.
    #[cold]
    #[inline(never)]
    fn warn_at(&mut self, kind: WarningKind, mark: Mark) -> Result<(), Error> {
        let position = self.source.locate(mark);
        self.warn(kind, position)
    }

    /// Reports a repair; in strict mode, the first one is an error.
    ///
    /// Cold and out of line, as every repair path of the reader is: repairs
    /// are rare, and a branch that calls a cold function is laid out away
    /// from the hot code, which then fits the instruction cache (the hot
    /// loop's misses there, not its instructions, made most of the gap to
    /// a bare quick-xml loop).
    #[cold]
    #[inline(never)]
    pub(crate) fn warn(&mut self, kind: WarningKind, position: Position) -> Result<(), Error> {
        if self.strict {
            return Err(Error::new(ErrorKind::Strict(kind), position));
        }
        self.warnings.push(Warning { kind, position });
        Ok(())
    }

    fn take_encoding_events(&mut self, at_end: bool) {
        let located = self.source.take_repairs(at_end);
        if located.is_empty() {
            return;
        }
        for (event, position) in located {
            // Strict mode sees encoding repairs too, but they are never fatal on their own.
            self.warnings.push(Warning {
                kind: WarningKind::Encoding(event),
                position,
            });
        }
    }

    /// The next event. Every start is matched by exactly one end.
    pub(crate) fn next(&mut self) -> Result<XmlEvent, Error> {
        loop {
            if let Some(event) = self.held.take() {
                return Ok(event);
            }
            if self.ends_due > 0 {
                self.ends_due -= 1;
                return Ok(XmlEvent::End);
            }
            if self.eof {
                return Ok(XmlEvent::Eof);
            }
            // Nothing is held or due here, so the ends this raw event makes
            // due come after it, and text it flushed comes before both.
            let event = self.read_raw()?;
            match (self.flushed_text.take(), event) {
                (Some(text), Some(event)) => {
                    self.held = Some(event);
                    return Ok(XmlEvent::Text(text));
                }
                (Some(text), None) => return Ok(XmlEvent::Text(text)),
                (None, Some(event)) => return Ok(event),
                (None, None) => {}
            }
        }
    }

    /// Reads one quick-xml event; `None` when it produced nothing to hand on.
    fn read_raw(&mut self) -> Result<Option<XmlEvent>, Error> {
        let mark = self.source.mark();
        // The event borrows the buffer, and handling it needs `&mut self`: take
        // the buffer out for the call instead of copying every event. A
        // source that lends the document's bytes is handed an empty one,
        // which it never fills.
        let mut buf = match S::READS_INTO_BUFFER {
            true => std::mem::take(&mut self.buf),
            false => Vec::new(),
        };
        buf.clear();
        if let Some((content, len)) = self.source.cdata_section(&mut buf) {
            self.source.skip_text_run(len);
            let read = self.on_cdata_section(content, mark);
            self.keep_buffer(buf);
            return read;
        }
        if let Some((run, offset)) = self.source.text_run(&mut buf) {
            let read = self.read_text_run(run, offset);
            if let Ok(len) = read {
                self.source.skip_text_run(len);
            }
            self.keep_buffer(buf);
            return read.map(|_| None);
        }
        let event = match self.source.element_tag(&mut buf) {
            Some((event, len)) => {
                self.source.skip_text_run(len);
                Ok(event)
            }
            None => self.source.read_event(&mut buf),
        };
        self.take_encoding_events(false);
        if self.char_ref_run.is_some()
            && !matches!(&event, Ok(Event::GeneralRef(r)) if r.is_char_ref())
        {
            self.flush_char_refs()?;
        }
        let handled = match event {
            Ok(event) => self.on_event(event, mark),
            Err(err) => {
                let position = self.source.locate(mark);
                self.on_syntax_error(&err, position).map(|()| None)
            }
        };
        self.keep_buffer(buf);
        handled
    }

    /// Puts the buffer `read_raw` took back, for the next event.
    fn keep_buffer(&mut self, buf: Vec<u8>) {
        if S::READS_INTO_BUFFER {
            self.buf = buf;
        }
    }

    fn on_event(&mut self, event: Event<'_>, mark: Mark) -> Result<Option<XmlEvent>, Error> {
        let first = !std::mem::replace(&mut self.started, true);
        if !matches!(
            event,
            Event::Text(_) | Event::CData(_) | Event::GeneralRef(_)
        ) {
            self.flush_text();
        }
        match event {
            Event::Start(start) => {
                let position = self.source.locate(mark);
                self.on_start(&start, position, false)
            }
            Event::Empty(start) => {
                let position = self.source.locate(mark);
                self.on_start(&start, position, true)
            }
            Event::End(end) => self.on_end(end.name().0, mark),
            // A document with no carriage return has no line ends to normalize.
            Event::Text(text) if !self.source.may_hold_carriage_returns() => {
                self.on_text(text.into_inner(), mark, Origin::Text)
            }
            Event::CData(cdata) if !self.source.may_hold_carriage_returns() => {
                self.on_text(cdata.into_inner(), mark, Origin::Cdata)
            }
            Event::Text(text) => self.on_text(text.xml10_content(), mark, Origin::Text),
            Event::CData(cdata) => self.on_text(cdata.xml10_content(), mark, Origin::Cdata),
            Event::GeneralRef(reference) => {
                let char_ref = reference.is_char_ref();
                self.on_reference(reference.into_inner(), char_ref, mark)
            }
            Event::DocType(doctype) => {
                self.on_doctype(&doctype.into_inner(), mark)?;
                Ok(None)
            }
            Event::Eof => {
                let position = self.source.locate(mark);
                self.on_eof(position)?;
                Ok(None)
            }
            Event::Decl(_) if !first => {
                // XML 1.0 §2.8: nothing, not even white space, may precede it.
                self.warn_at(WarningKind::DeclarationNotFirst, mark)?;
                Ok(None)
            }
            Event::Comment(comment) => {
                let text = comment.into_inner().into_owned();
                Ok(Some(XmlEvent::Misc(crate::model::Misc::Comment(text))))
            }
            Event::PI(pi) => Ok(Some(XmlEvent::Misc(crate::model::Misc::Instruction {
                target: pi.target().to_owned(),
                data: pi.content().trim_start().to_owned(),
            }))),
            Event::Decl(_) => Ok(None),
        }
    }

    /// The DOCTYPE: its entity declarations, and its text (once per document).
    #[cold]
    #[inline(never)]
    fn on_doctype(&mut self, text: &str, mark: Mark) -> Result<(), Error> {
        let position = self.source.locate(mark);
        for kind in self.dtd.declare_all(text) {
            self.warn(kind, position)?;
        }
        self.doctype = Some(text.to_owned());
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn on_syntax_error(&mut self, err: &quick_xml::Error, position: Position) -> Result<(), Error> {
        if let quick_xml::Error::Io(io) = err {
            let io = std::io::Error::new(io.kind(), io.to_string());
            return Err(Error::new(ErrorKind::Io(io), position));
        }
        let message = XmlError::from_quick_xml(err).to_string();
        self.syntax_errors += 1;
        self.flush_text();
        let exhausted = self.source.exhausted_after(err);
        let at_end = exhausted || self.syntax_errors > MAX_SYNTAX_ERRORS;
        if !self.root_seen && at_end {
            return Err(Error::new(
                ErrorKind::Xml(XmlError::from_quick_xml(err)),
                position,
            ));
        }
        self.warn(WarningKind::MalformedXml { message }, position)?;
        if at_end {
            self.on_eof(position)?;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn on_eof(&mut self, position: Position) -> Result<(), Error> {
        self.eof = true;
        self.take_encoding_events(true);
        if self.source.limit_reached() {
            self.warn(
                WarningKind::Limit {
                    limit: "input size".into(),
                    value: position.offset,
                    action: "rest of the input ignored".into(),
                },
                position,
            )?;
        }
        if !self.open.is_empty() {
            self.truncated = true;
            let open = self.open.len();
            self.warn(WarningKind::Truncated { open }, position)?;
            for _ in 0..open {
                self.close_top();
                self.ends_due += 1;
            }
        }
        Ok(())
    }
}

/// Cuts `text` to at most `max` bytes without splitting a character.
pub(crate) fn truncate_at_char_boundary(text: &mut String, max: usize) {
    if text.len() > max {
        let mut end = max;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
    }
}

#[cfg(test)]
mod tests;
