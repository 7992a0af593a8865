//! Where the XML layer's events come from, and where each one is.
//!
//! - [`Streamed`]: any `BufRead`, decoded to UTF-8 as it is read, with its
//!   line and column counted as bytes are consumed. It holds a buffer's worth
//!   of the document, so `FeedReader` runs in constant memory.
//! - [`Whole`]: a document held in memory that is UTF-8 already (nearly every
//!   feed). quick-xml reads it in place: no copy of each event into a buffer,
//!   and none of the calls through three `BufRead` layers that the stream
//!   makes for every piece of markup. `parse` takes this path when it can.
//! - [`Decoded`]: a document held in memory in another encoding, decoded
//!   whole to be read as a `Whole`.
//!
//! Both give the same events at the same positions up to the first XML
//! error, after which quick-xml's two readers go on from different places:
//! `parse` then reads the document again as a stream (see [`Whole::new`]).
//! The tests read every fixture and corpus document both ways and compare.

use std::cell::Cell;
use std::io::BufRead;

use quick_xml::events::{BytesEnd, BytesStart, Event};

use super::position::Tracked;
use crate::encoding::{decode_whole, DecodingReader, EncodingEvent, SharedGuess};
use crate::error::{Error, ErrorKind};
use crate::options::ReadOptions;
use crate::warning::Position;
use crate::xml::chars::{self as xml_chars, is_xml_space};
use crate::xml::lines::LineCursor;
use crate::xml::words;

/// Where an event starts: its position, or, for a source that can find
/// the position later, just its offset (most events never need theirs).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Mark {
    At(Position),
    Offset(usize),
}

/// A source of quick-xml events with positions and encoding facts.
pub(crate) trait EventSource {
    /// Whether events borrow the buffer handed to `read_event` (a stream's
    /// do); a source that holds the document lends its bytes instead, and
    /// the reader then keeps no buffer to hand over.
    const READS_INTO_BUFFER: bool = true;

    /// The next event. A source that does not hold the document reads its
    /// bytes into `buf`, which the event then borrows; one that does lends
    /// them from the document. Either way the event does not borrow the
    /// source, so the reader can act on it while holding it.
    fn read_event<'b>(&mut self, buf: &'b mut Vec<u8>) -> quick_xml::Result<Event<'b>>
    where
        Self: 'b;

    /// The position of the next byte to be read.
    fn position(&mut self) -> Position;

    /// Where the next byte to be read is, as cheaply as the source can say.
    fn mark(&mut self) -> Mark;

    /// The position of a mark. Marks are located in the order they were
    /// made (or later ones not at all).
    fn locate(&mut self, mark: Mark) -> Position;

    /// Encoding repairs placed since the last call; at the end of input
    /// (`at_end`), every one left, at the current position.
    fn take_repairs(&mut self, at_end: bool) -> Vec<(EncodingEvent, Position)>;

    /// Whether nothing is left to read after the syntax error `err`.
    fn exhausted_after(&mut self, err: &quick_xml::Error) -> bool;

    /// Whether the input size limit stopped reading.
    fn limit_reached(&self) -> bool;

    /// The encoding the document is decoded from (WHATWG name).
    fn encoding_name(&self) -> &str;

    /// The label the encoding was named with, when it was named.
    fn encoding_label(&self) -> Option<&str>;

    /// The quick-xml reader's configuration, to set it up.
    fn config_mut(&mut self) -> &mut quick_xml::reader::Config;

    /// Whether a text may hold a carriage return, which XML reads as a line
    /// feed. A stream cannot know ahead; a whole document is searched once.
    fn may_hold_carriage_returns(&self) -> bool {
        true
    }

    /// Whether a character the document holds as written may need a repair:
    /// one XML forbids, or a C1 control. A stream cannot know ahead; a whole
    /// document is searched once, and most hold neither. What a reference
    /// stands for is not the document's own text, and is always looked at.
    fn may_hold_characters_to_repair(&self) -> bool {
        true
    }

    /// How many bytes of the document are left to read, when the source
    /// holds it (a stream cannot say).
    fn bytes_left(&self) -> Option<usize> {
        None
    }

    /// The character data from here to the next markup, with the offset it
    /// starts at, when the reader can take it in one piece rather than as
    /// quick-xml's events: right after markup, up to a `<` (see
    /// [`Whole::text_run`]). The reader reads it as far as the events would
    /// give text and references, and leaves the rest to them.
    /// `None` (the default, and a stream's answer) leaves it to the events.
    /// Like `read_event`, the text borrows `buf` or the document, not the
    /// source. The reader then calls [`EventSource::skip_text_run`].
    fn text_run<'b>(&mut self, _buf: &'b mut Vec<u8>) -> Option<(&'b str, usize)>
    where
        Self: 'b,
    {
        None
    }

    /// Goes past the text `text_run` gave, `len` bytes (or the section
    /// `cdata_section` gave).
    fn skip_text_run(&mut self, _len: usize) {}

    /// The content of the CDATA section that starts here, and the length of
    /// the whole section, when the reader can take it without quick-xml's
    /// event (see [`Whole::cdata_section`]). `None` (the default, and a
    /// stream's answer) leaves it to the events. The content borrows `buf`
    /// or the document, as `text_run`'s does; the reader then calls
    /// [`EventSource::skip_text_run`] with the length.
    fn cdata_section<'b>(&mut self, _buf: &'b mut Vec<u8>) -> Option<(&'b str, usize)>
    where
        Self: 'b,
    {
        None
    }

    /// The start, empty-element or end tag that starts here, as quick-xml's
    /// event would give it, and the tag's length, when the reader can take
    /// it without that event (see [`Whole::element_tag`]). `None` (the
    /// default, and a stream's answer) leaves it to the events; the reader
    /// then calls [`EventSource::skip_text_run`] with the length.
    fn element_tag<'b>(&mut self, _buf: &'b mut Vec<u8>) -> Option<(Event<'b>, usize)>
    where
        Self: 'b,
    {
        None
    }
}

/// Any input, decoded as it is read.
pub(crate) struct Streamed<R: BufRead> {
    reader: quick_xml::Reader<Tracked<DecodingReader<R>>>,
}

impl<R: BufRead> Streamed<R> {
    pub(crate) fn new(input: R, options: &ReadOptions) -> Result<Self, Error> {
        Self::sharing(input, options, &SharedGuess::default())
    }

    /// [`Streamed::new`], taking an encoding guess made for the same
    /// document from `shared` (see [`SharedGuess`]).
    pub(crate) fn sharing(
        input: R,
        options: &ReadOptions,
        shared: &SharedGuess,
    ) -> Result<Self, Error> {
        let decoder = DecodingReader::sharing(input, options.charset.as_deref(), shared)
            .map_err(|e| Error::new(ErrorKind::Io(e), Position::default()))?;
        let bom = decoder.bom_len() as u64;
        let tracked = Tracked::new(decoder, bom, options.max_input_bytes);
        Ok(Streamed {
            reader: quick_xml::Reader::from_reader(tracked),
        })
    }
}

impl<R: BufRead> EventSource for Streamed<R> {
    fn read_event<'b>(&mut self, buf: &'b mut Vec<u8>) -> quick_xml::Result<Event<'b>>
    where
        Self: 'b,
    {
        self.reader.read_event_into(buf)
    }

    fn position(&mut self) -> Position {
        self.reader.get_mut().position()
    }

    fn mark(&mut self) -> Mark {
        // The bytes go as they are read: count them now.
        Mark::At(self.position())
    }

    fn locate(&mut self, mark: Mark) -> Position {
        match mark {
            Mark::At(position) => position,
            // A stream makes no offset marks.
            Mark::Offset(_) => self.position(),
        }
    }

    fn take_repairs(&mut self, at_end: bool) -> Vec<(EncodingEvent, Position)> {
        self.reader.get_mut().take_located(at_end)
    }

    fn exhausted_after(&mut self, _err: &quick_xml::Error) -> bool {
        self.reader
            .get_mut()
            .fill_buf()
            .map_or(true, |b| b.is_empty())
    }

    fn limit_reached(&self) -> bool {
        self.reader.get_ref().limit_reached()
    }

    fn encoding_name(&self) -> &str {
        self.reader.get_ref().get_ref().encoding_name()
    }

    fn encoding_label(&self) -> Option<&str> {
        self.reader.get_ref().get_ref().label()
    }

    fn config_mut(&mut self) -> &mut quick_xml::reader::Config {
        self.reader.config_mut()
    }
}

/// A document in memory that is valid UTF-8 and needs no repair to read.
pub(crate) struct Whole<'a> {
    reader: quick_xml::Reader<&'a [u8]>,
    /// The document after its byte order mark.
    text: &'a [u8],
    /// Bytes before `text` (a byte order mark), added to every offset.
    bom: u64,
    /// Set at the first XML error (see [`Whole::new`]).
    stumbled: &'a Cell<bool>,
    /// `text` as a string (it is valid UTF-8).
    document: &'a str,
    /// Whether `text` holds a carriage return anywhere.
    carriage_returns: bool,
    /// Whether `text` holds a character XML forbids or a C1 control anywhere.
    characters_to_repair: bool,
    /// Whether the last event was markup, after which quick-xml reads text.
    after_markup: bool,
    /// Whether quick-xml's next read starts where text may: after markup,
    /// and still so once a text run or a CDATA section is read past.
    reads_text_next: bool,
    /// Bytes read past by `skip_text_run`, which quick-xml's position does not count.
    skipped: usize,
    /// Bytes at the start of `text` that quick-xml skips without counting
    /// them in its position: a second byte order mark, after the one the
    /// detection took (the stream counts it as text read).
    skipped_mark: usize,
    /// `skipped_mark` once quick-xml has read past it, at its first event;
    /// before that, the next event starts at 0, as in the stream.
    unseen: usize,
    /// The encoding the document arrived in (see `DecodingReader::encoding_name`).
    encoding_name: &'a str,
    encoding_label: Option<String>,
    /// Who read each start tag not closed yet: `true` for quick-xml, which
    /// keeps a stack of open names that only its own end events pop, so
    /// that the end closing such a tag is left to it (see `element_tag`).
    quick_xml_opened: Vec<bool>,
}

impl<'a> Whole<'a> {
    /// The document as a `Whole` source, or `None` when it must be decoded
    /// first (not UTF-8: see [`Decoded`]) or read as a stream: a repair to
    /// report (invalid bytes, a declaration naming another encoding), or
    /// larger than the input limit.
    ///
    /// `stumbled` is set at the first XML error. Where quick-xml's slice
    /// reader stops after an error is not always where its stream reader
    /// does, and the lenient reading goes on from there: a document with an
    /// error is read again as a stream, so that both ways give the same.
    pub(crate) fn new(
        document: &'a [u8],
        options: &ReadOptions,
        stumbled: &'a Cell<bool>,
        shared: &SharedGuess,
    ) -> Option<Self> {
        if document.len() as u64 > options.max_input_bytes {
            return None;
        }
        // The stream's detection decides, so that both ways read the same.
        let mut detected =
            DecodingReader::sharing(document, options.charset.as_deref(), shared).ok()?;
        if !detected.is_utf8() || !detected.take_located_events().is_empty() {
            return None;
        }
        let bom = detected.bom_len();
        let text = simdutf8::basic::from_utf8(document.get(bom..)?).ok()?;
        let label = detected.label().map(str::to_owned);
        Some(Whole::over(text, bom, "utf-8", label, stumbled))
    }

    /// `text`, the document after its `bom`-byte byte order mark, in UTF-8.
    fn over(
        text: &'a str,
        bom: usize,
        encoding_name: &'a str,
        encoding_label: Option<String>,
        stumbled: &'a Cell<bool>,
    ) -> Self {
        let document = text;
        let text = text.as_bytes();
        Whole {
            document,
            after_markup: false,
            reads_text_next: false,
            skipped: 0,
            reader: quick_xml::Reader::from_reader(text),
            text,
            bom: bom as u64,
            stumbled,
            carriage_returns: memchr::memchr(b'\r', text).is_some(),
            characters_to_repair: xml_chars::holds_forbidden(text, true)
                || crate::mojibake::holds_c1_control(text),
            skipped_mark: if text.starts_with(b"\xEF\xBB\xBF") {
                3
            } else {
                0
            },
            unseen: 0,
            encoding_name,
            encoding_label,
            quick_xml_opened: Vec::new(),
        }
    }

    /// How many start tags quick-xml read that no end has closed yet (see
    /// `element_tag`).
    #[cfg(test)]
    pub(crate) fn quick_xml_open_tags(&self) -> usize {
        self.quick_xml_opened
            .iter()
            .filter(|&&by_quick_xml| by_quick_xml)
            .count()
    }

    /// What turns this document's offsets into lines and columns.
    pub(crate) fn lines(&self) -> Lines<'a> {
        Lines {
            text: self.text,
            bom: self.bom,
        }
    }
}

/// A document in memory in another encoding than UTF-8 (windows-1252,
/// KOI8-R, Shift_JIS, UTF-16, ...), decoded whole so that it can be read in
/// place like a UTF-8 one. The stream decodes the same way as it reads,
/// and counts its positions in the decoded text too, so both ways give the
/// same positions.
pub(crate) struct Decoded {
    /// The decoded document, without its byte order mark.
    text: String,
    bom: usize,
    encoding_name: String,
    encoding_label: Option<String>,
}

impl Decoded {
    /// Documents up to this size are decoded whole. A larger one is read as
    /// a stream: `parse` would otherwise hold a second copy of it, beside
    /// the input and the channel read from it.
    const MAX_INPUT_BYTES: usize = 4 << 20;

    /// The document decoded, or `None` when it is UTF-8 (read in place as it
    /// is), large, or needs a repair to decode: repairs are placed by the
    /// stream, which reports each where the reader meets it.
    pub(crate) fn new(
        document: &[u8],
        options: &ReadOptions,
        shared: &SharedGuess,
    ) -> Option<Self> {
        if document.len() > Self::MAX_INPUT_BYTES {
            return None;
        }
        let mut decoder =
            DecodingReader::sharing(document, options.charset.as_deref(), shared).ok()?;
        if decoder.is_utf8() || !decoder.take_located_events().is_empty() {
            return None;
        }
        let text = match decoder.whole_document_encoding() {
            // At once, without the stream's chunks and copies; `None` where
            // a byte is malformed, which the stream repairs and reports.
            Some(encoding) => decode_whole(encoding, document.get(decoder.bom_len()..)?)?,
            None => {
                let mut text = Vec::with_capacity(document.len());
                std::io::Read::read_to_end(&mut decoder, &mut text).ok()?;
                if !decoder.take_located_events().is_empty() {
                    return None;
                }
                String::from_utf8(text).ok()?
            }
        };
        if text.len() as u64 > options.max_input_bytes {
            return None;
        }
        Some(Decoded {
            text,
            bom: decoder.bom_len(),
            encoding_name: decoder.encoding_name().to_owned(),
            encoding_label: decoder.label().map(str::to_owned),
        })
    }

    /// The decoded document as a source read in place (see [`Whole::new`]
    /// for `stumbled`).
    pub(crate) fn whole<'a>(&'a self, stumbled: &'a Cell<bool>) -> Whole<'a> {
        let label = self.encoding_label.clone();
        Whole::over(&self.text, self.bom, &self.encoding_name, label, stumbled)
    }
}

/// Lines and columns for the positions a document read in place reports.
///
/// Reading in place records only byte offsets (line 0: not counted yet).
/// Most positions (one per start tag) are never reported, so the lines are
/// counted once, at the end, up to the last position a warning or error
/// holds, rather than through the whole document as it is read.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lines<'a> {
    text: &'a [u8],
    bom: u64,
}

impl Lines<'_> {
    /// Fills in the line and column of each position not counted yet.
    pub(crate) fn resolve<'p>(&self, positions: impl IntoIterator<Item = &'p mut Position>) {
        let mut pending: Vec<&mut Position> =
            positions.into_iter().filter(|p| p.line == 0).collect();
        pending.sort_by_key(|p| p.offset);
        let mut cursor = LineCursor::default();
        for position in pending {
            let offset =
                usize::try_from(position.offset.saturating_sub(self.bom)).unwrap_or(usize::MAX);
            (position.line, position.column) = cursor.at(self.text, offset);
        }
    }
}

impl EventSource for Whole<'_> {
    const READS_INTO_BUFFER: bool = false;

    fn read_event<'b>(&mut self, _buf: &'b mut Vec<u8>) -> quick_xml::Result<Event<'b>>
    where
        Self: 'b,
    {
        // The event borrows the document, which outlives `'b`.
        let event = self.reader.read_event();
        self.unseen = self.skipped_mark;
        if event.is_err() {
            self.stumbled.set(true);
        }
        match &event {
            Ok(Event::Start(_)) => self.quick_xml_opened.push(true),
            Ok(Event::End(_)) => {
                self.quick_xml_opened.pop();
            }
            _ => {}
        }
        self.after_markup = matches!(
            event,
            Ok(Event::Start(_)
                | Event::End(_)
                | Event::Empty(_)
                | Event::CData(_)
                | Event::Comment(_)
                | Event::PI(_)
                | Event::Decl(_)
                | Event::DocType(_))
        );
        self.reads_text_next = self.after_markup;
        event
    }

    /// Escaped HTML is text between references (`&lt;p&gt;...`), each of
    /// which quick-xml gives as an event of its own: taken whole, up to the
    /// next `<`, the run costs one search instead. And any text taken here
    /// is a slice of the document, which was checked as UTF-8 once, where
    /// quick-xml checks each text again. Only a run the events would give
    /// as text and references is offered: after markup (where quick-xml
    /// reads text next), ending at a `<`, and no carriage return in the
    /// document (so no line end to normalize). A dangling `&` in it is left
    /// to the events (see `XmlReader::read_text_run`).
    fn text_run<'b>(&mut self, _buf: &'b mut Vec<u8>) -> Option<(&'b str, usize)>
    where
        Self: 'b,
    {
        if !std::mem::take(&mut self.after_markup) || self.carriage_returns {
            return None;
        }
        let rest = *self.reader.get_ref();
        // Most runs are short (the white space between two tags): a plain
        // look finds their end, and that they hold no reference, before
        // vector searches would be set up.
        let len = match short_run(rest) {
            Some(len) => len,
            None => memchr::memchr(b'<', rest)?,
        };
        rest.get(..len).filter(|run| !run.is_empty())?;
        let start = self.text.len() - rest.len();
        let text = self.document.get(start..start + len)?;
        Some((text, start))
    }

    fn skip_text_run(&mut self, len: usize) {
        let rest = self.reader.get_mut();
        *rest = rest.get(len..).unwrap_or_default();
        self.skipped += len;
    }

    /// Content in CDATA sections (often most of a feed's bytes: HTML in
    /// `content:encoded`) is a slice of the document, which was checked as
    /// UTF-8 once; quick-xml's event checks it again. Only a section the
    /// event would give the same way is taken: where quick-xml reads text
    /// next (so it reads on after the section as after its event), closed,
    /// and with no carriage return in the document (no line end to
    /// normalize).
    #[inline]
    fn cdata_section<'b>(&mut self, _buf: &'b mut Vec<u8>) -> Option<(&'b str, usize)>
    where
        Self: 'b,
    {
        const OPEN: &[u8] = b"<![CDATA[";
        let rest = *self.reader.get_ref();
        // Asked before every event: the byte after `<` rules out nearly all.
        if rest.get(1) != Some(&b'!') || !self.reads_text_next || self.carriage_returns {
            return None;
        }
        let body = rest.strip_prefix(OPEN)?;
        let len = cdata_end(body)?;
        let start = self.text.len() - body.len();
        let content = self.document.get(start..start + len)?;
        // As after the section's event: quick-xml would read text next.
        self.after_markup = true;
        Some((content, OPEN.len() + len + 3))
    }

    /// Start and end tags are most of a document's markup, and quick-xml
    /// checks each as UTF-8 again, which the document was checked as
    /// once. A tag is taken here as quick-xml's event gives it: where
    /// quick-xml would read text next (so it reads on after the tag as
    /// after its event), starting `<` and a letter, `_` or `:` (a start or
    /// empty-element tag) or `</` (an end tag), up to the first `>` outside
    /// quotes. An end tag is taken only when this source took the tag it
    /// closes: quick-xml's own stack of open names is popped only by its
    /// end events, and an end it did not see would leave its start there
    /// for good.
    fn element_tag<'b>(&mut self, _buf: &'b mut Vec<u8>) -> Option<(Event<'b>, usize)>
    where
        Self: 'b,
    {
        if !self.reads_text_next {
            return None;
        }
        let rest = *self.reader.get_ref();
        let (&[b'<', second], _) = rest.split_first_chunk::<2>()? else {
            return None;
        };
        let start = self.text.len() - rest.len();
        let is_end = second == b'/';
        if is_end && self.quick_xml_opened.last() != Some(&false) {
            return None;
        }
        let starts_name = second.is_ascii_alphabetic() || second == b'_' || second == b':';
        if !is_end && !starts_name {
            return None;
        }
        let close = tag_end(rest)?;
        let event = if is_end {
            // What quick-xml names the end: the tag's content, trailing
            // white space trimmed (unless that leaves nothing).
            let content = self.document.get(start + 2..start + close)?;
            let name = content.trim_end_matches(|c: char| c.is_ascii() && is_xml_space(c as u8));
            let name = if name.is_empty() { content } else { name };
            self.quick_xml_opened.pop();
            Event::End(BytesEnd::new(name))
        } else {
            let content = self.document.get(start + 1..start + close)?;
            let (content, empty) = match content.strip_suffix('/') {
                Some(content) => (content, true),
                None => (content, false),
            };
            // quick-xml's name: up to the first white space.
            let name_len = content
                .bytes()
                .position(is_xml_space)
                .unwrap_or(content.len());
            let tag = BytesStart::from_content(content, name_len);
            if empty {
                Event::Empty(tag)
            } else {
                self.quick_xml_opened.push(false);
                Event::Start(tag)
            }
        };
        // As after the tag's event: quick-xml would read text next.
        self.after_markup = true;
        Some((event, close + 1))
    }

    fn position(&mut self) -> Position {
        let mark = self.mark();
        self.locate(mark)
    }

    fn mark(&mut self) -> Mark {
        let offset = usize::try_from(self.reader.buffer_position()).unwrap_or(usize::MAX);
        let offset = offset.saturating_add(self.skipped);
        Mark::Offset(offset.saturating_add(self.unseen).min(self.text.len()))
    }

    fn locate(&mut self, mark: Mark) -> Position {
        let offset = match mark {
            Mark::At(position) => return position,
            Mark::Offset(offset) => offset,
        };
        // The line is counted at the end, for the positions reported (`Lines`).
        Position {
            offset: self.bom + offset as u64,
            line: 0,
            column: 0,
        }
    }

    fn take_repairs(&mut self, _at_end: bool) -> Vec<(EncodingEvent, Position)> {
        // Valid UTF-8 in the encoding detection chose: nothing was repaired.
        Vec::new()
    }

    fn exhausted_after(&mut self, _err: &quick_xml::Error) -> bool {
        self.reader.get_ref().is_empty()
    }

    fn limit_reached(&self) -> bool {
        false
    }

    fn encoding_name(&self) -> &str {
        self.encoding_name
    }

    fn encoding_label(&self) -> Option<&str> {
        self.encoding_label.as_deref()
    }

    fn config_mut(&mut self) -> &mut quick_xml::reader::Config {
        self.reader.config_mut()
    }

    fn may_hold_carriage_returns(&self) -> bool {
        self.carriage_returns
    }

    fn may_hold_characters_to_repair(&self) -> bool {
        self.characters_to_repair
    }

    fn bytes_left(&self) -> Option<usize> {
        Some(self.reader.get_ref().len())
    }
}

/// Where the `>` that ends the tag starting `rest` is: the first one outside
/// quotes, as quick-xml finds it; `None` when the document ends first.
fn tag_end(rest: &[u8]) -> Option<usize> {
    let mut at = 1;
    loop {
        at += memchr::memchr3(b'>', b'"', b'\'', rest.get(at..)?)?;
        let quote = rest[at];
        if quote == b'>' {
            return Some(at);
        }
        at += 1;
        at += memchr::memchr(quote, rest.get(at..)?)? + 1;
    }
}

/// The length of the run of text at the start of `rest`, when a `<` ends it
/// within its first bytes. Looked for eight bytes at a time (see
/// `xml::words`).
fn short_run(rest: &[u8]) -> Option<usize> {
    let mut words = rest.chunks_exact(8);
    for (index, chunk) in words.by_ref().take(4).enumerate() {
        let found = words::word(chunk).map_or(0, |w| words::lanes_equal(w, b'<'));
        if found != 0 {
            return Some(index * 8 + words::first_lane(found));
        }
    }
    // A short document's last bytes, fewer than a word.
    let seen = rest.len() - rest.len() % 8;
    if seen < 32 {
        return words
            .remainder()
            .iter()
            .position(|&b| b == b'<')
            .map(|at| seen + at);
    }
    None
}

/// Where `]]>` first stands in `body`. A section is most often short (a
/// title, a link): `memmem::find` would set up a searcher for each one,
/// which costs more than looking for each `>` with `memchr`.
fn cdata_end(body: &[u8]) -> Option<usize> {
    let mut from = 0;
    loop {
        let at = from + memchr::memchr(b'>', body.get(from..)?)?;
        if at >= 2 && body[at - 2..at] == *b"]]" {
            return Some(at - 2);
        }
        from = at + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::short_run;

    /// The end of a CDATA section is where `memmem` finds it, for every
    /// string of `]`, `>` and `x` up to six bytes long.
    #[test]
    fn cdata_end_is_the_first_terminator() {
        let alphabet = [b']', b'>', b'x'];
        for len in 0..=6u32 {
            for mut n in 0..3usize.pow(len) {
                let mut body = Vec::new();
                for _ in 0..len {
                    body.push(alphabet[n % 3]);
                    n /= 3;
                }
                assert_eq!(
                    super::cdata_end(&body),
                    memchr::memmem::find(&body, b"]]>"),
                    "{}",
                    String::from_utf8_lossy(&body)
                );
            }
        }
    }

    /// The word-at-a-time search answers as a plain one over the first 32 bytes.
    #[test]
    fn short_run_finds_the_first_lt_in_the_first_32_bytes() {
        let plain = |rest: &[u8]| rest.iter().take(32).position(|&b| b == b'<');
        for len in 0..48 {
            let mut bytes = vec![b'a'; len];
            assert_eq!(short_run(&bytes), plain(&bytes), "none in {len}");
            for at in 0..len {
                bytes[at] = b'<';
                assert_eq!(short_run(&bytes), plain(&bytes), "{at} of {len}");
                // Bytes next to `<` in value (`;`, `=`, `=`+128) and after it.
                for other in [b';', b'=', 0xBC, 0x3C ^ 0x80, 0x00, 0xFF] {
                    for next in at + 1..len.min(at + 9) {
                        let kept = bytes[next];
                        bytes[next] = other;
                        assert_eq!(short_run(&bytes), plain(&bytes), "{at}/{next} of {len}");
                        bytes[next] = kept;
                    }
                    if at > 0 {
                        let kept = bytes[at - 1];
                        bytes[at - 1] = other;
                        assert_eq!(short_run(&bytes), plain(&bytes), "before {at} of {len}");
                        bytes[at - 1] = kept;
                    }
                }
                bytes[at] = b'a';
            }
        }
    }
}
