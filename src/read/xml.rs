//! A thin, lenient layer over quick-xml's `Reader`.
//!
//! It turns raw events into [`XmlEvent`]s with resolved namespaces,
//! entity-decoded text (XML, HTML and DTD entities, bare `&`), `xml:base` and
//! `xml:lang` in scope, and the position of each event. It repairs what real
//! feeds break (mismatched and unclosed tags, truncation, undeclared
//! prefixes, forbidden characters) and reports each repair as a warning. It
//! enforces the depth limit. It knows nothing of feed formats.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::Arc;

use quick_xml::events::{BytesStart, Event};

use super::dtd::Dtd;
use super::inherited::Inherited;
use super::scope::NamespaceScope;
use super::source::{EventSource, Mark};
use crate::entity;
use crate::error::{Error, ErrorKind, XmlError};
use crate::mojibake::holds_c1_control;
use crate::options::ReadOptions;
use crate::warning::{Position, Warning, WarningKind};
use crate::xml::chars as xml_chars;
use crate::xml::namespace::{conventional_uri, uri};

pub(crate) use super::scope::{Name, NsUri};

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
    pub(crate) prefix: Option<Name>,
    pub(crate) local: Name,
    pub(crate) attrs: Vec<Attr>,
    /// `xml:base` in scope inside this element, resolved as far as possible.
    pub(crate) base: Option<Arc<url::Url>>,
    /// `xml:lang` in scope inside this element.
    pub(crate) lang: Option<Arc<str>>,
    pub(crate) position: Position,
}

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
    Eof,
}

/// An element that is open.
struct Open {
    /// Where its name as written (to match end tags) starts in `open_names`.
    name_start: usize,
    /// The namespace scope's mark before this element bound its prefixes.
    scope_mark: usize,
    base: Option<Arc<url::Url>>,
    lang: Option<Arc<str>>,
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
    queue: VecDeque<XmlEvent>,
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
            queue: VecDeque::new(),
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

    /// Sets whether text is handed on (see `keep_text`); returns the previous setting.
    pub(crate) fn keep_text(&mut self, keep: bool) -> bool {
        std::mem::replace(&mut self.keep_text, keep)
    }

    /// Moves the warnings raised so far to `out`.
    pub(crate) fn drain_warnings(&mut self, out: &mut Vec<Warning>) {
        out.append(&mut self.warnings);
    }

    /// Reports a repair at the position of `mark`.
    fn warn_at(&mut self, kind: WarningKind, mark: Mark) -> Result<(), Error> {
        let position = self.source.locate(mark);
        self.warn(kind, position)
    }

    /// Reports a repair; in strict mode, the first one is an error.
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
            if let Some(event) = self.queue.pop_front() {
                return Ok(event);
            }
            if self.eof {
                return Ok(XmlEvent::Eof);
            }
            // The queue is empty here, so whatever this raw event queues
            // comes after it, and text it flushed comes before both.
            let event = self.read_raw()?;
            match (self.flushed_text.take(), event) {
                (Some(text), Some(event)) => {
                    self.queue.push_front(event);
                    return Ok(XmlEvent::Text(text));
                }
                (Some(text), None) => return Ok(XmlEvent::Text(text)),
                (None, Some(event)) => return Ok(event),
                (None, None) => {}
            }
        }
    }

    /// Adds the text of a run of character references to the pending text,
    /// decoding it when it is UTF-8 bytes written one reference each.
    fn flush_char_refs(&mut self) -> Result<(), Error> {
        let Some(position) = self.char_ref_run.take() else {
            return Ok(());
        };
        let mut text = std::mem::take(&mut self.char_ref_text);
        if let Some(fixed) = crate::mojibake::double_encoded_utf8(&text) {
            self.warn(WarningKind::DoubleEncodedUtf8, position)?;
            self.append_text(Cow::Owned(fixed));
        } else {
            self.append_text(Cow::Borrowed(&text));
        }
        // A buffer a long run grew is not kept for the short ones after it.
        if text.capacity() <= 4096 {
            text.clear();
            self.char_ref_text = text;
        }
        Ok(())
    }

    /// Adds the text of a character reference at `mark` to the run.
    fn push_char_ref(&mut self, text: &str, mark: Mark) {
        if self.char_ref_run.is_none() {
            self.char_ref_run = Some(self.source.locate(mark));
        }
        self.char_ref_text.push_str(text);
    }

    /// Ends the pending text: a non-text event follows it.
    fn flush_text(&mut self) {
        if let Some(text) = self.pending_text.take() {
            self.flushed_text = Some(text);
        }
    }

    /// Reads one quick-xml event; `None` when it produced nothing to hand on.
    fn read_raw(&mut self) -> Result<Option<XmlEvent>, Error> {
        let mark = self.source.mark();
        // The event borrows the buffer, and handling it needs `&mut self`: take
        // the buffer out for the call instead of copying every event.
        let mut buf = std::mem::take(&mut self.buf);
        buf.clear();
        if let Some((content, len)) = self.source.cdata_section(&mut buf) {
            self.source.skip_text_run(len);
            let read = self.on_cdata_section(content, mark);
            self.buf = buf;
            return read;
        }
        if let Some((run, offset)) = self.source.text_run(&mut buf) {
            let read = self.read_text_run(run, offset);
            if let Ok(len) = read {
                self.source.skip_text_run(len);
            }
            self.buf = buf;
            return read.map(|_| None);
        }
        let event = self.source.read_event(&mut buf);
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
        self.buf = buf;
        handled
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
                let position = self.source.locate(mark);
                let text = doctype.into_inner().into_owned();
                for kind in self.dtd.declare_all(&text) {
                    self.warn(kind, position)?;
                }
                self.doctype = Some(text);
                Ok(None)
            }
            Event::Eof => {
                let position = self.source.locate(mark);
                self.on_eof(position)?;
                Ok(None)
            }
            Event::Decl(_) if !first => {
                // XML 1.0 §2.8: nothing, not even white space, may precede it.
                let message = "XML declaration not at the start of the document".to_owned();
                self.warn_at(WarningKind::MalformedXml { message }, mark)?;
                Ok(None)
            }
            Event::Comment(_) | Event::Decl(_) | Event::PI(_) => Ok(None),
        }
    }

    /// A CDATA section taken from the document in place of its quick-xml
    /// event (see `EventSource::cdata_section`): handled as `read_raw` and
    /// `on_event` handle the event.
    fn on_cdata_section(&mut self, content: &str, mark: Mark) -> Result<Option<XmlEvent>, Error> {
        self.started = true;
        if self.char_ref_run.is_some() {
            self.flush_char_refs()?;
        }
        self.on_text(Cow::Borrowed(content), mark, Origin::Cdata)
    }

    /// Character data and references up to the next markup, taken in one
    /// piece (see `EventSource::text_run`). Each text and each reference is
    /// handled as its quick-xml event would be, at the offset it would have;
    /// a run inside the root with nothing to repair in its text goes onto
    /// the pending text directly. Returns how much of the run was read: it
    /// stops early where the events would hand over a text in parts (past
    /// the size limit) or end the reading, and at an `&` that no `;` ends
    /// before the next `&` (which they read as text, a dangling `&`), and
    /// quick-xml reads on from there.
    fn read_text_run(&mut self, run: &str, offset: usize) -> Result<usize, Error> {
        // Inside the root and not skipping, a reference may go onto the
        // pending text; and text with no character to drop or repair goes
        // there as it is, which is what `accept_text` would hand on (the
        // scan's flags are coarse: look closer when set; and a document
        // that holds no such character anywhere needs no scan). The tests
        // that read documents both ways hold the two to the same result.
        let inside = self.skipping == 0 && !self.open.is_empty();
        // White space between elements (the indentation of a pretty-printed
        // feed, often longer than its texts) needs no closer look, and holds
        // no reference.
        let blank = is_blank(run);
        if inside && blank && !self.eof && self.flushed_text.is_none() {
            if self.char_ref_run.is_some() {
                self.flush_char_refs()?;
            }
            self.append_text(Cow::Borrowed(run));
            return Ok(run.len());
        }
        let clean = inside
            && (blank || !self.characters_to_repair || {
                let scan = TextScan::of(run);
                let forbidden =
                    scan.forbidden_start && xml_chars::count_forbidden(run.as_bytes()) > 0;
                let c1 = scan.c2 && holds_c1_control(run.as_bytes());
                !forbidden && !c1
            });
        let bytes = run.as_bytes();
        // One search over the run for its references: most pieces between
        // them are a few bytes, too short for a search each to pay.
        let mut references = memchr::memchr_iter(b'&', bytes);
        let mut next_reference = references.next();
        // A long run with references is built piece by piece (escaped HTML,
        // a piece every few bytes): the room for all of it, which the
        // references only shorten, is asked for once rather than grown into.
        // A short one (a title with a `&amp;`) grows once or twice, and the
        // room it is left with is given back when a field takes it.
        if inside && run.len() > 256 && next_reference.is_some() && self.keep_text {
            let room = run.len().min(self.max_text_bytes);
            match &mut self.pending_text {
                Some(pending) => pending.reserve(room),
                None => self.text_room = room,
            }
        }
        let mut at = 0;
        while at < run.len() && !self.eof && self.flushed_text.is_none() {
            let amp = next_reference.unwrap_or(run.len());
            if amp > at {
                if self.char_ref_run.is_some() {
                    self.flush_char_refs()?;
                }
                let text = run.get(at..amp).unwrap_or_default();
                // A piece continuing the pending text (escaped HTML: one
                // every few bytes) goes straight onto it, as `append_text`
                // would put it.
                let growing = if clean { self.growing_text() } else { None };
                if let Some(pending) = growing {
                    pending.push_str(text);
                } else if clean {
                    self.append_text(Cow::Borrowed(text));
                } else {
                    let mark = Mark::Offset(offset + at);
                    self.on_text(Cow::Borrowed(text), mark, Origin::Text)?;
                }
                at = amp;
                continue;
            }
            next_reference = references.next();
            let rest = bytes.get(amp..).unwrap_or_default();
            let Some(end) = rest.iter().position(|&b| b == b';').map(|i| amp + i) else {
                break;
            };
            // An `&` that no `;` ends before the next `&` is no reference:
            // quick-xml reads it as a dangling `&` in text, and reads on
            // from here (the text before it is in, as its events would put it).
            if next_reference.is_some_and(|next| next < end) {
                break;
            }
            let name = run.get(amp + 1..end).unwrap_or_default();
            let char_ref = name.starts_with('#');
            if self.char_ref_run.is_some() && !char_ref {
                self.flush_char_refs()?;
            }
            at = (end + 1).min(run.len());
            // `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&apos;`, most of what
            // escaped HTML holds, go straight onto the text they continue,
            // as `on_reference` would put them.
            if inside && !char_ref {
                let predefined = quick_xml::escape::resolve_xml_entity(name);
                if let (Some(text), Some(pending)) = (predefined, self.growing_text()) {
                    pending.push_str(text);
                    continue;
                }
            }
            self.on_reference(Cow::Borrowed(name), char_ref, Mark::Offset(offset + amp))?;
        }
        self.text_room = 0;
        Ok(at)
    }

    /// One entity or character reference (`name` without `&` and `;`).
    fn on_reference(
        &mut self,
        reference: Cow<'_, str>,
        char_ref: bool,
        mark: Mark,
    ) -> Result<Option<XmlEvent>, Error> {
        // A character reference to a character with nothing to repair
        // (`&#34;` in escaped HTML, `&#8217;` in a blog's typography) joins
        // the run of character references as the long way below would put
        // it there, without a string of its own.
        if char_ref && self.skipping == 0 && !self.open.is_empty() {
            if let Some(c) = entity::plain_char_ref(&reference) {
                self.push_char_ref(c.encode_utf8(&mut [0; 4]), mark);
                return Ok(None);
            }
        }
        // Escaped HTML is mostly `&lt;` and `&gt;` between short texts:
        // decode a reference straight onto the text it continues.
        let onto_pending = !char_ref
            && self.skipping == 0
            && !self.open.is_empty()
            && self
                .pending_text
                .as_ref()
                .is_some_and(|p| p.len() < self.max_text_bytes);
        let dtd = &self.dtd;
        let (warning, separate) = match &mut self.pending_text {
            Some(pending) if onto_pending => {
                let start = pending.len();
                let warning = entity::push_reference(pending, &reference, &|n| dtd.expand(n));
                // What needs a repair goes the long way, to be repaired and
                // reported as text is: a character XML forbids (an entity
                // may stand for one), or a C1 control (in an entity, or in
                // the name of a reference kept as written, `&am\u{99};`).
                // Most references stand for a character that needs neither
                // (`&lt;`): one look at the few bytes pushed says so.
                let pushed = &pending[start..];
                let suspect = pushed.bytes().any(|b| b < b' ' || b == 0xC2 || b == 0xEF);
                let repair = suspect
                    && (holds_forbidden_character(pushed) || holds_c1_control(pushed.as_bytes()));
                (warning, repair.then(|| pending.split_off(start)))
            }
            _ => {
                let mut text = String::new();
                let warning = entity::push_reference(&mut text, &reference, &|n| dtd.expand(n));
                (warning, Some(text))
            }
        };
        if let Some(kind) = warning {
            self.warn_at(kind, mark)?;
        }
        if let Some(kind) = self.dtd.take_warning() {
            self.warn_at(kind, mark)?;
        }
        let Some(text) = separate else {
            return Ok(None);
        };
        if char_ref {
            if let Some(text) = self.accept_text(Cow::Owned(text), mark, Origin::Reference)? {
                self.push_char_ref(&text, mark);
            }
            return Ok(None);
        }
        self.on_text(Cow::Owned(text), mark, Origin::Reference)
    }

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

    fn on_start(
        &mut self,
        start: &BytesStart<'_>,
        position: Position,
        empty: bool,
    ) -> Result<Option<XmlEvent>, Error> {
        if self.skipping > 0 {
            if !empty {
                self.skipping += 1;
            }
            return Ok(None);
        }
        if self.root_closed {
            self.warn(WarningKind::TrailingContent, position)?;
            self.skipping = usize::from(!empty);
            self.eof = true;
            return Ok(None);
        }
        if !is_xml_qname(start.name().0) {
            let message = format!("invalid element name `{}`: element skipped", start.name().0);
            self.warn(WarningKind::MalformedXml { message }, position)?;
            self.skipping = usize::from(!empty);
            return Ok(None);
        }
        if self.open.len() >= self.max_depth {
            self.warn(
                WarningKind::Limit {
                    limit: "nesting depth".into(),
                    value: self.max_depth as u64,
                    action: "element skipped".into(),
                },
                position,
            )?;
            self.skipping = usize::from(!empty);
            return Ok(None);
        }
        self.root_seen = true;
        let tag = self.open_element(start, position)?;
        if empty {
            self.close_top();
            self.queue.push_back(XmlEvent::End);
        }
        Ok(Some(XmlEvent::Start(tag)))
    }

    /// Pushes the element: binds its namespaces, resolves its names and attributes.
    ///
    /// A tag that declares namespaces is read twice, as namespaces work:
    /// the declarations first (an attribute may use a prefix declared after
    /// it), then the other attributes. Most tags declare none, and their
    /// attributes are read once, each decoded into the value it keeps.
    fn open_element(
        &mut self,
        start: &BytesStart<'_>,
        position: Position,
    ) -> Result<StartTag, Error> {
        let qname = start.name().0;
        let scope_mark = self.scope.mark();
        if may_declare_namespaces(start.attributes_raw().as_bytes()) {
            self.declare_namespaces(start, position)?;
        }
        let (parent_base, parent_lang) = match self.open.last() {
            Some(o) => (o.base.clone(), o.lang.clone()),
            None => (self.base_url.clone(), None),
        };
        let mut base = parent_base;
        let mut lang = parent_lang;
        let mut attrs = Vec::new();
        for (index, attr) in start.html_attributes().with_checks(false).enumerate() {
            if index == self.max_attributes {
                self.warn(
                    WarningKind::Limit {
                        limit: "attributes per element".into(),
                        value: self.max_attributes as u64,
                        action: "remaining attributes ignored".into(),
                    },
                    position,
                )?;
                break;
            }
            let attr = match attr {
                Ok(attr) if !is_xml_qname(attr.key.0) => {
                    let message = format!(
                        "invalid attribute name `{}` in <{qname}>: ignored",
                        attr.key.0
                    );
                    self.warn(WarningKind::MalformedXml { message }, position)?;
                    continue;
                }
                Ok(attr) => attr,
                Err(err) => {
                    let message = format!("bad attribute in <{qname}>: {err}");
                    self.warn(WarningKind::MalformedXml { message }, position)?;
                    continue;
                }
            };
            let mut raw = attr.value;
            if raw.len() > self.max_text_bytes {
                self.warn(
                    WarningKind::Limit {
                        limit: "text size".into(),
                        value: self.max_text_bytes as u64,
                        action: "attribute value cut".into(),
                    },
                    position,
                )?;
                truncate_at_char_boundary(raw.to_mut(), self.max_text_bytes);
            }
            let key = attr.key.0;
            if key == "xmlns" || key.starts_with("xmlns:") {
                // Bound before this pass.
                continue;
            }
            // Most values hold no reference and no forbidden character: one
            // scan says so, and they are kept as read; in a document that
            // holds no character to repair, a search for `&` does.
            let read = if self.characters_to_repair {
                TextScan::of(&raw)
            } else {
                TextScan::ampersand_only(&raw)
            };
            let (mut value, found) = if read.ampersand {
                let mut warnings = Vec::new();
                let dtd = &self.dtd;
                let value = entity::unescape(&raw, &|n| dtd.expand(n), &mut |w| warnings.push(w));
                for w in warnings {
                    self.warn(w, position)?;
                }
                // The expansion limit, reached in this value, is reported at its tag.
                if let Some(kind) = self.dtd.take_warning() {
                    self.warn(kind, position)?;
                }
                // A reference may stand for a character to drop or repair.
                let found = TextScan::of(&value);
                (value, found)
            } else {
                (raw.into_owned(), read)
            };
            if found.forbidden_start {
                self.drop_forbidden(&mut value, position)?;
            }
            if found.c2 {
                self.repair_c1_controls(&mut value, position)?;
            }
            let (prefix, local) = split_qname(key);
            let ns = match prefix {
                Some("xml") => Some(self.xml_ns.clone()),
                Some(p) => self.resolve_prefix(p, position)?,
                None => None,
            };
            if prefix == Some("xml") && local == "base" {
                base = self.inherited.base(base, &value);
            }
            if prefix == Some("xml") && local == "lang" {
                lang = self.inherited.lang(lang, &value);
            }
            attrs.push(Attr {
                ns,
                prefix: prefix.map(Name::from),
                local: Name::from(local),
                value,
            });
        }
        let (prefix, local) = split_qname(qname);
        let ns = match prefix {
            Some(p) => self.resolve_prefix(p, position)?,
            None => self.default_namespace(),
        };
        let tag = StartTag {
            ns,
            prefix: prefix.map(Name::from),
            local: Name::from(local),
            attrs,
            base: base.clone(),
            lang: lang.clone(),
            position,
        };
        let name_start = self.open_names.len();
        self.open_names.push_str(qname);
        self.open.push(Open {
            name_start,
            scope_mark,
            base,
            lang,
        });
        Ok(tag)
    }

    /// Binds the namespaces a tag declares (`xmlns`, `xmlns:p`), before its
    /// other attributes are read. What is wrong with an attribute is
    /// reported by the pass that reads them all.
    fn declare_namespaces(
        &mut self,
        start: &BytesStart<'_>,
        position: Position,
    ) -> Result<(), Error> {
        let qname = start.name().0;
        let mut attributes = start.html_attributes();
        let declarations = attributes
            .with_checks(false)
            .take(self.max_attributes)
            .flatten()
            .filter(|a| a.key.0 == "xmlns" || a.key.0.starts_with("xmlns:"))
            .filter(|a| is_xml_qname(a.key.0));
        for attr in declarations {
            let prefix = attr.key.0.strip_prefix("xmlns:").unwrap_or("");
            self.declare(prefix, &attr.value, qname, position)?;
        }
        Ok(())
    }

    /// Binds `prefix` (`""`: the default namespace) to the namespace an
    /// `xmlns` attribute of `<qname>` names, as written in `raw`.
    fn declare(
        &mut self,
        prefix: &str,
        raw: &str,
        qname: &str,
        position: Position,
    ) -> Result<(), Error> {
        let mut raw = raw.to_owned();
        truncate_at_char_boundary(&mut raw, self.max_text_bytes);
        // The namespace name is the decoded value (`&amp;` is `&`).
        let mut warnings = Vec::new();
        let dtd = &self.dtd;
        let mut value = entity::unescape(&raw, &|n| dtd.expand(n), &mut |w| warnings.push(w));
        for w in warnings {
            self.warn(w, position)?;
        }
        self.drop_forbidden(&mut value, position)?;
        self.repair_c1_controls(&mut value, position)?;
        let value = value.trim();
        if !prefix.is_empty() && value.is_empty() {
            // Namespaces in XML 1.0 §3: a prefix cannot be bound to no
            // namespace (only the default can).
            let message = format!(
                "prefix `{prefix}` declared with no namespace in <{qname}>: declaration ignored"
            );
            return self.warn(WarningKind::MalformedXml { message }, position);
        }
        if self.scope.bind(prefix, value) {
            self.declared
                .push((prefix.to_owned(), value.to_owned(), false));
        }
        Ok(())
    }

    /// The qualified name of an open element, as written.
    fn open_name(&self, index: usize) -> &str {
        let start = self.open.get(index).map_or(0, |o| o.name_start);
        let end = self
            .open
            .get(index + 1)
            .map_or(self.open_names.len(), |o| o.name_start);
        self.open_names.get(start..end).unwrap_or_default()
    }

    fn default_namespace(&self) -> Option<NsUri> {
        self.scope.default_namespace()
    }

    fn resolve_prefix(&mut self, prefix: &str, position: Position) -> Result<Option<NsUri>, Error> {
        if let Some(u) = self.scope.lookup(prefix) {
            return Ok(Some(u.clone()));
        }
        match conventional_uri(prefix) {
            Some(assumed) => {
                // Remember the assumption for the rest of the document: one warning per prefix.
                let uri = self.scope.assume(prefix, assumed);
                self.declared
                    .push((prefix.to_owned(), assumed.to_owned(), true));
                self.warn(
                    WarningKind::UndeclaredPrefix {
                        prefix: prefix.to_owned(),
                        uri: assumed.to_owned(),
                    },
                    position,
                )?;
                Ok(Some(uri))
            }
            None => Ok(None),
        }
    }

    fn close_top(&mut self) {
        if let Some(open) = self.open.pop() {
            self.scope.unbind_to(open.scope_mark);
            self.open_names.truncate(open.name_start);
        }
        if self.open.is_empty() && self.root_seen {
            self.root_closed = true;
        }
    }

    fn on_end(&mut self, name: &str, mark: Mark) -> Result<Option<XmlEvent>, Error> {
        if self.skipping > 0 {
            self.skipping -= 1;
            return Ok(None);
        }
        let Some(depth) = (0..self.open.len()).rposition(|i| self.open_name(i) == name) else {
            self.warn_at(
                WarningKind::UnmatchedEndTag {
                    name: name.to_owned(),
                },
                mark,
            )?;
            return Ok(None);
        };
        let unclosed = self.open.len() - 1 - depth;
        if unclosed > 0 {
            let expected = self.open_name(self.open.len().saturating_sub(1)).to_owned();
            self.warn_at(
                WarningKind::MismatchedEndTag {
                    expected,
                    found: name.to_owned(),
                },
                mark,
            )?;
        }
        for _ in 0..=unclosed {
            self.close_top();
            self.queue.push_back(XmlEvent::End);
        }
        Ok(None)
    }

    fn on_text(
        &mut self,
        text: Cow<'_, str>,
        mark: Mark,
        origin: Origin,
    ) -> Result<Option<XmlEvent>, Error> {
        if let Some(text) = self.accept_text(text, mark, origin)? {
            self.append_text(text);
        }
        Ok(None)
    }

    /// Checks and repairs one piece of character data; `None` when it is
    /// not part of an element's content (skipped, or outside the root).
    fn accept_text<'t>(
        &mut self,
        mut text: Cow<'t, str>,
        mark: Mark,
        origin: Origin,
    ) -> Result<Option<Cow<'t, str>>, Error> {
        if self.skipping > 0 {
            return Ok(None);
        }
        if self.open.is_empty() {
            let trimmed = text.trim();
            if !trimmed.is_empty() {
                if self.root_closed {
                    self.warn_at(WarningKind::TrailingContent, mark)?;
                    self.eof = true;
                } else if self.text_before_root.is_none() {
                    let snippet: String = trimmed.chars().take(20).collect();
                    let position = self.source.locate(mark);
                    self.text_before_root = Some((snippet, position));
                }
            }
            return Ok(None);
        }
        // White space between elements (most texts of a pretty-printed
        // feed) holds nothing to repair.
        if is_blank(&text) {
            return Ok(Some(text));
        }
        // One pass over the bytes tells which of the rare cases below apply;
        // none but the ampersand, in the text of a document that holds no
        // character to repair.
        let found = match origin {
            Origin::Reference => TextScan::of(&text),
            _ if self.characters_to_repair => TextScan::of(&text),
            Origin::Text => TextScan::ampersand_only(&text),
            Origin::Cdata => TextScan::default(),
        };
        // quick-xml hands a dangling `&` over inside raw text.
        if origin == Origin::Text && found.ampersand {
            self.warn_at(WarningKind::BareAmpersand, mark)?;
        }
        // Forbidden characters are rare: look for their bytes before looking at characters.
        if found.forbidden_start {
            let forbidden = xml_chars::count_forbidden(text.as_bytes());
            if forbidden > 0 {
                text.to_mut().retain(xml_chars::is_xml_char);
                self.warn_at(WarningKind::ForbiddenCharacters { count: forbidden }, mark)?;
            }
        }
        // C1 controls (U+0080..U+009F) are encoded C2 80..C2 9F: no C2 byte,
        // none to repair. Most C2 bytes start a no-break space or a sign.
        if found.c2 && holds_c1_control(text.as_bytes()) {
            let mut owned = text.into_owned();
            let count = crate::mojibake::c1_as_windows_1252(&mut owned);
            if count > 0 {
                self.warn_at(WarningKind::Windows1252Controls { count }, mark)?;
            }
            text = Cow::Owned(owned);
        }
        Ok(Some(text))
    }

    /// Drops the characters XML forbids from an attribute value, as from text.
    fn drop_forbidden(&mut self, value: &mut String, position: Position) -> Result<(), Error> {
        if holds_forbidden_character(value) {
            let forbidden = xml_chars::count_forbidden(value.as_bytes());
            if forbidden > 0 {
                value.retain(xml_chars::is_xml_char);
                self.warn(
                    WarningKind::ForbiddenCharacters { count: forbidden },
                    position,
                )?;
            }
        }
        Ok(())
    }

    /// Reads C1 controls in an attribute value as windows-1252, as text is
    /// read: an attribute written out as text (in markup kept as a string)
    /// must read back the same.
    fn repair_c1_controls(&mut self, value: &mut String, position: Position) -> Result<(), Error> {
        if holds_c1_control(value.as_bytes()) {
            let count = crate::mojibake::c1_as_windows_1252(value);
            if count > 0 {
                self.warn(WarningKind::Windows1252Controls { count }, position)?;
            }
        }
        Ok(())
    }

    /// Adds accepted text to the pending text.
    /// The pending text, when more may go onto it in place: text is kept,
    /// and it is under the size limit (past it, the next part starts).
    fn growing_text(&mut self) -> Option<&mut String> {
        let (keep, limit) = (self.keep_text, self.max_text_bytes);
        self.pending_text
            .as_mut()
            .filter(|pending| keep && pending.len() < limit)
    }

    fn append_text(&mut self, text: Cow<'_, str>) {
        if !self.keep_text {
            return;
        }
        let room = std::mem::take(&mut self.text_room);
        match self.growing_text() {
            Some(pending) => pending.push_str(&text),
            None => {
                let text = if room > text.len() {
                    let mut owned = String::with_capacity(room);
                    owned.push_str(&text);
                    Cow::Owned(owned)
                } else {
                    text
                };
                // A text past the size limit goes out in parts, so that this
                // buffer stays bounded; the tree builder cuts it at the limit,
                // so a second full part in one step has nothing left to give.
                let full = self.pending_text.replace(text.into_owned());
                if self.flushed_text.is_none() {
                    self.flushed_text = full;
                }
            }
        }
    }

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
                self.queue.push_back(XmlEvent::End);
            }
        }
        Ok(())
    }
}

/// Whether a tag's attributes may hold a namespace declaration: `xmlns`
/// written anywhere in them. Few tags declare namespaces; a search for the
/// rare `x` finds that out without building a substring searcher per tag.
fn may_declare_namespaces(attributes: &[u8]) -> bool {
    memchr::memchr_iter(b'x', attributes).any(|at| {
        attributes
            .get(at..)
            .is_some_and(|rest| rest.starts_with(b"xmlns"))
    })
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
