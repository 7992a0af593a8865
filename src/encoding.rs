//! Feed bytes in any charset → a UTF-8 byte stream.
//!
//! The XML parser (quick-xml) only accepts UTF-8, while feeds in the wild
//! arrive as UTF-16/32, windows-1251, Shift_JIS, "UTF-8" that is really
//! windows-1252, and so on. [`DecodingReader`] sits in front of the parser: it
//! works out which encoding the document is in, then transcodes to UTF-8 as it
//! streams, chunk by chunk, so a 1 GB feed costs a few kilobytes of buffers.
//!
//! What this module owns:
//! * detection: byte order mark, UTF-16/32 byte patterns, the caller's charset
//!   hint (e.g. the HTTP `Content-Type` charset) and the `encoding`
//!   pseudo-attribute of the XML declaration, weighed per RFC 3023/7303 plus
//!   the real-world exceptions documented on [`DecodingReader::new`], and,
//!   when none of these names an encoding and the bytes are not UTF-8, a
//!   statistical guess (chardetng, the detector Firefox uses);
//! * transcoding, including the lenient UTF-8 mode (invalid sequences are read
//!   as windows-1252) and hand-written UTF-32, which `encoding_rs` lacks;
//! * reporting every repair as an [`EncodingEvent`] carrying the byte offset
//!   in the *original* input.
//!
//! What it must not know: XML structure beyond the leading declaration. It
//! never looks at elements, entities or namespaces, and it leaves the
//! declaration in the output (quick-xml ignores its `encoding` attribute);
//! only the byte order mark is removed.

use std::fmt;
use std::io::{self, BufRead, Read};

use encoding_rs::{Decoder, DecoderResult, Encoding, REPLACEMENT, UTF_16BE, UTF_16LE, UTF_8};

/// How many bytes [`DecodingReader::new`] may read ahead to detect the
/// encoding. A declaration longer than this is not looked for.
const DETECT_LIMIT: usize = 1024;

/// How many bytes [`DecodingReader::new`] may read ahead to guess the
/// encoding of a document that names none. Detectors need text, not markup:
/// a feed's first items give plenty.
const GUESS_LIMIT: usize = 64 * 1024;

/// The fewest bytes invalid in UTF-8 a guess is made on: a detector's guess
/// from a handful of bytes is noise, and lenient UTF-8 reads them as before.
const GUESS_EVIDENCE: usize = 16;

/// The most input bytes transcoded in one step. Output for one step is at
/// most a small multiple of this, which is what bounds memory.
const CHUNK: usize = 8 * 1024;

/// Lifetime cap on `InvalidBytes` events from the lenient UTF-8 decoder, so a
/// hostile (or simply windows-1252) document cannot grow the event list
/// without bound when the caller never drains it.
const MAX_INVALID_BYTES_EVENTS: usize = 100;

/// Where the encoding in use came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum EncodingSource {
    /// A byte order mark (UTF-8, UTF-16LE/BE or UTF-32LE/BE) opened the document.
    ByteOrderMark,
    /// The caller's charset hint, e.g. the HTTP `Content-Type` charset.
    CallerHint,
    /// The `encoding` pseudo-attribute of the XML declaration.
    XmlDeclaration,
    /// UTF-16/32 recognised without a BOM from the first bytes (`<\0?\0`, ...).
    Sniffed,
    /// Nothing named an encoding and the bytes are not UTF-8: guessed from
    /// the bytes by a statistical detector (chardetng).
    Guessed,
    /// Nothing usable said otherwise: UTF-8 (decoded leniently).
    Default,
}

/// A repair the decoder made, at a byte offset in the ORIGINAL input
/// (counting any byte order mark).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EncodingEvent {
    /// The declared (or hinted) encoding is not one we know: `used` instead.
    UnknownLabel {
        /// The label as the document or the caller wrote it.
        label: String,
        /// The encoding actually used.
        used: String,
    },
    /// The document (or the caller) names one encoding but the bytes are not
    /// valid in it, so they were decoded as `used`. Emitted for UTF-8 text
    /// with invalid sequences, which are decoded as windows-1252: one event
    /// where such a stretch starts (a stretch runs on across ASCII and ends at
    /// the next valid non-ASCII UTF-8 character), at most 100 per document;
    /// and at offset 0 for a UTF-16/32 label on bytes that are plainly 8-bit.
    InvalidBytes {
        /// The label the bytes were supposed to be in.
        declared: String,
        /// The encoding they were decoded as instead.
        used: String,
        /// Offset of the first byte of the run in the original input.
        offset: u64,
    },
    /// Nothing named the encoding (no byte order mark, declaration or hint)
    /// and the bytes are not UTF-8, so the encoding was guessed from them.
    Guessed {
        /// The encoding guessed and used.
        used: String,
    },
    /// The caller's hint and the document disagree; `used` is the winner.
    /// `declared` is the document's claim: its XML declaration label, or,
    /// when the bytes themselves decided (byte order mark or UTF-16/32
    /// pattern), the encoding they show.
    Conflict {
        /// The caller's charset hint.
        hint: String,
        /// What the document says.
        declared: String,
        /// The encoding actually used.
        used: String,
    },
    /// Bytes that cannot be decoded at all were replaced by U+FFFD. Only for
    /// non-UTF-8 sources; reported once per document, at the first offset.
    Replaced {
        /// The encoding in use.
        encoding: String,
        /// Offset of the first undecodable byte in the original input.
        offset: u64,
    },
}

/// The text of the reader's `Warning` for this repair.
impl fmt::Display for EncodingEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodingEvent::UnknownLabel { label, used } => {
                write!(f, "unknown encoding `{label}`: read as {used}")
            }
            EncodingEvent::InvalidBytes {
                declared,
                used,
                offset,
            } => write!(
                f,
                "bytes invalid in {declared} at byte {offset}: read as {used}"
            ),
            EncodingEvent::Guessed { used } => write!(
                f,
                "no encoding declared and the bytes are not UTF-8: read as {used}, guessed from the text"
            ),
            EncodingEvent::Conflict {
                hint,
                declared,
                used,
            } => write!(
                f,
                "charset `{hint}` and declaration `{declared}` disagree: read as {used}"
            ),
            EncodingEvent::Replaced { encoding, offset } => write!(
                f,
                "bytes invalid in {encoding} from byte {offset} replaced by U+FFFD"
            ),
        }
    }
}

/// A concrete decoding, as chosen by detection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Enc {
    /// Anything `encoding_rs` decodes (UTF-8 is special-cased as lenient).
    Rs(&'static Encoding),
    /// UTF-32, decoded by hand.
    Utf32 { big_endian: bool },
}

impl Enc {
    fn name(self) -> String {
        match self {
            Enc::Rs(e) => e.name().to_ascii_lowercase(),
            Enc::Utf32 { big_endian: true } => "utf-32be".to_owned(),
            Enc::Utf32 { big_endian: false } => "utf-32le".to_owned(),
        }
    }

    fn family(self) -> Family {
        match self {
            Enc::Rs(e) if e == UTF_16LE || e == UTF_16BE => Family::Utf16,
            Enc::Rs(e) => Family::Narrow(e),
            Enc::Utf32 { .. } => Family::Utf32,
        }
    }
}

/// What a label can tell us. UTF-16/32 labels carry no usable byte order
/// (the bytes decide that), so they only name a family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    Utf16,
    Utf32,
    /// An ASCII-compatible encoding (UTF-8, windows-125x, Shift_JIS, ...).
    Narrow(&'static Encoding),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Label {
    Known(Family),
    Unknown,
}

/// Resolves a charset label with the WHATWG rules of `encoding_rs`, plus the
/// UTF-32 labels it does not know. The "replacement" encoding (labels such as
/// iso-2022-kr) would turn the whole document into one U+FFFD, so it counts
/// as unknown.
fn resolve_label(label: &str) -> Label {
    let lower = label.trim().to_ascii_lowercase();
    if matches!(
        lower.as_str(),
        "utf-32"
            | "utf32"
            | "utf-32le"
            | "utf-32be"
            | "ucs-4"
            | "ucs4"
            | "iso-10646-ucs-4"
            | "csucs4"
    ) {
        return Label::Known(Family::Utf32);
    }
    match Encoding::for_label(lower.as_bytes()) {
        Some(e) if e == REPLACEMENT => Label::Unknown,
        Some(e) => Label::Known(Enc::Rs(e).family()),
        None => Label::Unknown,
    }
}

/// Trims whitespace and the quotes HTTP allows around a charset value.
fn clean_label(label: &str) -> String {
    label
        .trim()
        .trim_matches(|c| c == '"' || c == '\'')
        .trim()
        .to_owned()
}

fn is_xml_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// A byte order mark at the start: the encoding and the mark's length.
/// FF FE 00 00 is read as UTF-32LE, not as UTF-16LE followed by U+0000, which
/// XML forbids anyway.
fn sniff_bom(p: &[u8]) -> Option<(Enc, usize)> {
    match p {
        [0xEF, 0xBB, 0xBF, ..] => Some((Enc::Rs(UTF_8), 3)),
        [0xFF, 0xFE, 0, 0, ..] => Some((Enc::Utf32 { big_endian: false }, 4)),
        [0, 0, 0xFE, 0xFF, ..] => Some((Enc::Utf32 { big_endian: true }, 4)),
        [0xFF, 0xFE, ..] => Some((Enc::Rs(UTF_16LE), 2)),
        [0xFE, 0xFF, ..] => Some((Enc::Rs(UTF_16BE), 2)),
        _ => None,
    }
}

/// UTF-16/32 without a BOM. An XML document starts with `<` or whitespace, so
/// its first characters are ASCII; NUL bytes between them can only mean
/// 16- or 32-bit code units. This generalises the XML spec's `<?` patterns
/// (00 00 00 3C, 3C 00 00 00, 00 3C 00 3F, 3C 00 3F 00) to any two ASCII
/// characters, which also covers documents without a declaration.
fn sniff_wide(p: &[u8]) -> Option<Enc> {
    let ascii = |b: u8| b != 0 && b < 0x80;
    match *p {
        [0, 0, 0, x, ..] if ascii(x) => Some(Enc::Utf32 { big_endian: true }),
        [x, 0, 0, 0, ..] if ascii(x) => Some(Enc::Utf32 { big_endian: false }),
        [0, x, 0, y, ..] if ascii(x) && ascii(y) => Some(Enc::Rs(UTF_16BE)),
        [x, 0, y, 0, ..] if ascii(x) && ascii(y) => Some(Enc::Rs(UTF_16LE)),
        _ => None,
    }
}

/// Whether `prefix` already holds all detection needs: a BOM or wide
/// pattern, or a complete (or certainly absent) XML declaration. Reading no
/// further than this keeps `new` from blocking on a slow stream.
fn detection_complete(prefix: &[u8]) -> bool {
    if prefix.len() < 4 {
        return false;
    }
    if sniff_bom(prefix).is_some() || sniff_wide(prefix).is_some() {
        return true;
    }
    let Some(start) = prefix.iter().position(|&b| !is_xml_space(b)) else {
        return false;
    };
    let rest = &prefix[start..];
    let n = rest.len().min(5);
    if rest[..n] != b"<?xml"[..n] {
        return true;
    }
    rest.contains(&b'>')
}

/// The `encoding` pseudo-attribute of a leading XML declaration, as written.
/// Tolerant: leading whitespace, single quotes, whitespace around `=`, an
/// unquoted value, any letter case, a declaration cut off by the prefix.
fn parse_declared_encoding(prefix: &[u8]) -> Option<String> {
    let start = prefix.iter().position(|&b| !is_xml_space(b))?;
    let rest = prefix[start..].strip_prefix(b"<?xml")?;
    // `<?xml-stylesheet ...?>` and the like are processing instructions.
    if !rest.first().is_some_and(|&b| is_xml_space(b)) {
        return None;
    }
    // The declaration ends at its first `>`, as `detection_complete` decides:
    // looking further for `?>` would make the result depend on how much of
    // the input the first reads happened to return.
    let end = rest.iter().position(|&b| b == b'>').unwrap_or(rest.len());
    let decl = &rest[..end];
    let skip_space = |mut j: usize| {
        while decl.get(j).is_some_and(|&b| is_xml_space(b)) {
            j += 1;
        }
        j
    };
    for i in 0..decl.len().saturating_sub(7) {
        if !decl[i..i + 8].eq_ignore_ascii_case(b"encoding") {
            continue;
        }
        let j = skip_space(i + 8);
        if decl.get(j) != Some(&b'=') {
            continue;
        }
        let j = skip_space(j + 1);
        let value = match decl.get(j) {
            Some(&q) if q == b'"' || q == b'\'' => {
                let v = &decl[j + 1..];
                &v[..v.iter().position(|&b| b == q).unwrap_or(v.len())]
            }
            Some(_) => {
                let v = &decl[j..];
                let e = v
                    .iter()
                    .position(|&b| is_xml_space(b) || b == b'?' || b == b'>');
                &v[..e.unwrap_or(v.len())]
            }
            None => return None,
        };
        let label = String::from_utf8_lossy(value).trim().to_owned();
        return (!label.is_empty()).then_some(label);
    }
    None
}

/// The outcome of detection.
#[derive(Debug)]
struct Detection {
    enc: Enc,
    /// The label that chose `enc` (the hint or the declaration), lower-cased.
    label: Option<String>,
    source: EncodingSource,
    bom_len: usize,
    events: Vec<EncodingEvent>,
}

/// When the bytes themselves fixed the encoding (BOM or wide pattern), a
/// hint can only agree, disagree or be unknown.
fn hint_against_bytes(hint: Option<&str>, enc: Enc) -> Option<EncodingEvent> {
    let hint = hint?;
    match resolve_label(hint) {
        Label::Known(f) if f == enc.family() => None,
        Label::Known(_) => Some(EncodingEvent::Conflict {
            hint: hint.to_owned(),
            declared: enc.name(),
            used: enc.name(),
        }),
        Label::Unknown => Some(EncodingEvent::UnknownLabel {
            label: hint.to_owned(),
            used: enc.name(),
        }),
    }
}

/// Chooses the encoding from the first bytes and the caller's hint.
/// See [`DecodingReader::new`] for the rules.
fn detect(prefix: &[u8], hint: Option<&str>) -> Detection {
    let hint = hint.map(clean_label).filter(|h| !h.is_empty());
    let hint = hint.as_deref();

    // Rule 1: a byte order mark wins over everything.
    if let Some((enc, bom_len)) = sniff_bom(prefix) {
        return Detection {
            enc,
            label: None,
            source: EncodingSource::ByteOrderMark,
            bom_len,
            events: hint_against_bytes(hint, enc).into_iter().collect(),
        };
    }
    // Rule 2: 16/32-bit code units are unmistakable; a hint naming an 8-bit
    // encoding would only produce NUL-riddled garbage, so the bytes win.
    if let Some(enc) = sniff_wide(prefix) {
        return Detection {
            enc,
            label: None,
            source: EncodingSource::Sniffed,
            bom_len: 0,
            events: hint_against_bytes(hint, enc).into_iter().collect(),
        };
    }

    // From here on the bytes are ASCII-compatible.
    let declared = parse_declared_encoding(prefix);
    let declared_label = declared.as_deref().map(resolve_label);
    let declared_text = declared.clone();
    let hint_label = hint.map(|h| (h, resolve_label(h)));
    let mut events = Vec::new();

    // Rule 3: an 8-bit hint wins over the declaration (RFC 3023 §8).
    if let Some((h, Label::Known(Family::Narrow(e)))) = hint_label {
        let used = Enc::Rs(e);
        if let (Some(d), Some(dl)) = (&declared, declared_label) {
            if dl != Label::Known(Family::Narrow(e)) {
                events.push(EncodingEvent::Conflict {
                    hint: h.to_owned(),
                    declared: d.clone(),
                    used: used.name(),
                });
            }
        }
        return Detection {
            enc: used,
            label: Some(h.to_ascii_lowercase()),
            source: EncodingSource::CallerHint,
            bom_len: 0,
            events,
        };
    }

    // The hint is absent, unknown or names UTF-16/32 for 8-bit bytes (wrong):
    // the declaration decides, else UTF-8.
    let (enc, source) = match declared_label {
        Some(Label::Known(Family::Narrow(e))) => (Enc::Rs(e), EncodingSource::XmlDeclaration),
        _ => (Enc::Rs(UTF_8), EncodingSource::Default),
    };
    let used = enc.name();
    match hint_label {
        Some((h, Label::Known(_))) => match (&declared, declared_label) {
            (Some(d), Some(Label::Known(Family::Narrow(_)))) => {
                events.push(EncodingEvent::Conflict {
                    hint: h.to_owned(),
                    declared: d.clone(),
                    used: used.clone(),
                })
            }
            _ => events.push(EncodingEvent::InvalidBytes {
                declared: h.to_owned(),
                used: used.clone(),
                offset: 0,
            }),
        },
        Some((h, Label::Unknown)) => events.push(EncodingEvent::UnknownLabel {
            label: h.to_owned(),
            used: used.clone(),
        }),
        None => {}
    }
    // Rule 4: a UTF-16/32 declaration that we could read as ASCII is a lie.
    match (declared, declared_label) {
        (Some(d), Some(Label::Known(Family::Utf16 | Family::Utf32))) => {
            events.push(EncodingEvent::InvalidBytes {
                declared: d,
                used,
                offset: 0,
            })
        }
        (Some(d), Some(Label::Unknown)) => {
            events.push(EncodingEvent::UnknownLabel { label: d, used })
        }
        _ => {}
    }
    let label = match source {
        EncodingSource::XmlDeclaration => declared_text.map(|d| d.to_ascii_lowercase()),
        _ => None,
    };
    Detection {
        enc,
        label,
        source,
        bom_len: 0,
        events,
    }
}

/// What reading ahead for a guess gave: whether the input ended, and the
/// error that stopped it, if one did.
struct ReadAhead {
    complete: bool,
    error: Option<io::Error>,
}

/// Reads from `inner` onto `prefix` until it holds `limit` bytes, the input
/// ends or reading fails. A failure is kept for when reading gets there, so
/// that it is reported where the input broke, not at its start.
fn read_more<R: BufRead>(inner: &mut R, prefix: &mut Vec<u8>, limit: usize) -> ReadAhead {
    while prefix.len() < limit {
        let buf = match inner.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                return ReadAhead {
                    complete: false,
                    error: Some(e),
                }
            }
        };
        if buf.is_empty() {
            return ReadAhead {
                complete: true,
                error: None,
            };
        }
        let take = buf.len().min(limit - prefix.len());
        prefix.extend_from_slice(&buf[..take]);
        inner.consume(take);
    }
    ReadAhead {
        complete: false,
        error: None,
    }
}

/// The encoding of a document that names none, guessed from its first bytes
/// (`complete` when they are the whole document); `None` to read it as
/// lenient UTF-8, as before any guess.
///
/// No guess is made for ASCII or valid UTF-8, for fewer than
/// [`GUESS_EVIDENCE`] bytes invalid in UTF-8, nor for UTF-8 with stray bytes
/// (more valid multi-byte sequences than invalid bytes): one bad byte should
/// not turn every character of a UTF-8 feed into mojibake. A guess of
/// windows-1252 is taken too: lenient UTF-8 would read most of its bytes
/// alike, but not a run that happens to form UTF-8 (`é` `»` as `頻`).
fn guess(prefix: &[u8], complete: bool) -> Option<&'static Encoding> {
    // Most documents without a declaration are ASCII or UTF-8: one vector pass tells.
    if prefix.is_ascii() || simdutf8::basic::from_utf8(prefix).is_ok() {
        return None;
    }
    let (mut valid, mut invalid) = (0usize, 0usize);
    let mut chunks = prefix.utf8_chunks().peekable();
    while let Some(chunk) = chunks.next() {
        valid += chunk.valid().chars().filter(|c| !c.is_ascii()).count();
        // A sequence cut off by the end of an incomplete prefix is no error.
        let cut_off = !complete && chunks.peek().is_none();
        if !cut_off {
            invalid += chunk.invalid().len();
        }
    }
    if invalid < GUESS_EVIDENCE || valid >= invalid {
        return None;
    }
    let mut detector = chardetng::EncodingDetector::new();
    detector.feed(prefix, complete);
    let guessed = detector.guess(None, false);
    (guessed != UTF_8).then_some(guessed)
}

/// windows-1252 for bytes 0x80..=0x9F (WHATWG mapping: the five unassigned
/// bytes map to the C1 controls of the same value); other bytes are Latin-1.
const WINDOWS_1252_C1: [char; 32] = [
    '\u{20AC}', '\u{0081}', '\u{201A}', '\u{0192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{02C6}', '\u{2030}', '\u{0160}', '\u{2039}', '\u{0152}', '\u{008D}', '\u{017D}', '\u{008F}',
    '\u{0090}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{02DC}', '\u{2122}', '\u{0161}', '\u{203A}', '\u{0153}', '\u{009D}', '\u{017E}', '\u{0178}',
];

pub(crate) fn windows_1252_char(b: u8) -> char {
    match b {
        0x80..=0x9F => WINDOWS_1252_C1[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

/// The decoding in progress.
enum Mode {
    /// UTF-8 with windows-1252 fallback for invalid sequences.
    Utf8,
    /// An `encoding_rs` decoder; `flushed` once it has seen `last = true`.
    Rs {
        decoder: Decoder,
        flushed: bool,
    },
    Utf32 {
        big_endian: bool,
    },
}

/// Where decoded text and events go.
struct Sink {
    /// Name of the encoding in use (for events and `encoding_name`).
    name: String,
    out: Vec<u8>,
    out_pos: usize,
    /// Bytes of output handed out in buffers before `out`.
    out_before: u64,
    /// Each event with the offset in the output where it applies.
    events: Vec<(EncodingEvent, u64)>,
    invalid_events: usize,
    /// The lenient UTF-8 decoder has seen an invalid sequence and no valid
    /// non-ASCII character since: the text there is windows-1252, and further
    /// invalid bytes belong to the same stretch, with no event of their own.
    /// (One event per invalid byte would mean an event per accented letter
    /// of a windows-1252 document.)
    in_invalid_run: bool,
    replaced_reported: bool,
}

impl Sink {
    /// Output offset of the next byte pushed.
    fn out_offset(&self) -> u64 {
        self.out_before + self.out.len() as u64
    }

    fn push_char(&mut self, c: char) {
        let mut buf = [0u8; 4];
        self.out
            .extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
    }

    /// An invalid UTF-8 sequence: decode its bytes as windows-1252.
    fn push_windows_1252(&mut self, bytes: &[u8], offset: u64) {
        if !self.in_invalid_run {
            self.in_invalid_run = true;
            if self.invalid_events < MAX_INVALID_BYTES_EVENTS {
                self.invalid_events += 1;
                let at = self.out_offset();
                let event = EncodingEvent::InvalidBytes {
                    declared: "utf-8".to_owned(),
                    used: "windows-1252".to_owned(),
                    offset,
                };
                self.events.push((event, at));
            }
        }
        for &b in bytes {
            self.push_char(windows_1252_char(b));
        }
    }

    fn push_replacement(&mut self, offset: u64) {
        if !self.replaced_reported {
            self.replaced_reported = true;
            let at = self.out_offset();
            let event = EncodingEvent::Replaced {
                encoding: self.name.clone(),
                offset,
            };
            self.events.push((event, at));
        }
        self.push_char('\u{FFFD}');
    }
}

/// Lenient UTF-8: valid text is copied as is; each invalid sequence is read
/// as windows-1252. Returns how many bytes of `src` were consumed: all but an
/// incomplete trailing sequence (< 4 bytes), which at `last` is invalid too.
fn decode_utf8(sink: &mut Sink, src: &[u8], base: u64, last: bool) -> usize {
    let mut i = 0;
    while i < src.len() {
        let rest = &src[i..];
        // Nearly every chunk is valid as a whole: check it once with the
        // vectorized validator. Where it is not, the standard validator finds
        // each error (and stops there, so text with many stays linear).
        let whole_valid = i == 0 && simdutf8::basic::from_utf8(rest).is_ok();
        let (valid, error) = if whole_valid {
            (rest.len(), None)
        } else {
            match std::str::from_utf8(rest) {
                Ok(_) => (rest.len(), None),
                Err(e) => (e.valid_up_to(), Some(e.error_len())),
            }
        };
        if valid > 0 {
            // Only real multi-byte UTF-8 shows the windows-1252 stretch is over.
            if sink.in_invalid_run && !rest[..valid].is_ascii() {
                sink.in_invalid_run = false;
            }
            sink.out.extend_from_slice(&rest[..valid]);
        }
        i += valid;
        match error {
            None => break,
            Some(Some(len)) => {
                let end = (i + len).min(src.len());
                sink.push_windows_1252(&src[i..end], base + i as u64);
                i = end;
            }
            Some(None) => {
                // Possibly the start of a character split across chunks.
                if last {
                    sink.push_windows_1252(&src[i..], base + i as u64);
                    i = src.len();
                }
                break;
            }
        }
    }
    i
}

/// UTF-32, 4 bytes per scalar; surrogates, values past U+10FFFF and a
/// truncated final unit become U+FFFD. Consumes whole units only unless
/// `last`.
fn decode_utf32(sink: &mut Sink, src: &[u8], base: u64, last: bool, big_endian: bool) -> usize {
    let whole = src.len() / 4 * 4;
    for (k, unit) in src[..whole].chunks_exact(4).enumerate() {
        let bytes = [unit[0], unit[1], unit[2], unit[3]];
        let value = if big_endian {
            u32::from_be_bytes(bytes)
        } else {
            u32::from_le_bytes(bytes)
        };
        match char::from_u32(value) {
            Some(c) => sink.push_char(c),
            None => sink.push_replacement(base + (k * 4) as u64),
        }
    }
    if last && whole < src.len() {
        sink.push_replacement(base + whole as u64);
        return src.len();
    }
    whole
}

/// An `encoding_rs` decoder, run without replacement so that we learn where
/// each malformed sequence was, then replaced by hand exactly as
/// `encoding_rs` would. Consumes all of `src` (the decoder keeps partial
/// sequences itself).
fn decode_rs(
    decoder: &mut Decoder,
    flushed: &mut bool,
    sink: &mut Sink,
    src: &[u8],
    base: u64,
    last: bool,
) -> usize {
    if *flushed {
        return src.len();
    }
    let mut read_total = 0;
    loop {
        let remaining = &src[read_total.min(src.len())..];
        let room = decoder
            .max_utf8_buffer_length_without_replacement(remaining.len())
            .unwrap_or(remaining.len().saturating_mul(3))
            .clamp(16, 4 * CHUNK + 16);
        let start = sink.out.len();
        sink.out.resize(start + room, 0);
        let (result, read, written) =
            decoder.decode_to_utf8_without_replacement(remaining, &mut sink.out[start..], last);
        sink.out.truncate(start + written);
        read_total += read;
        match result {
            DecoderResult::InputEmpty => break,
            DecoderResult::OutputFull => {}
            DecoderResult::Malformed(bad, after) => {
                // The bad bytes may lie in an earlier chunk: subtract from
                // the absolute position, not from this chunk's start.
                let at =
                    (base + read_total as u64).saturating_sub(u64::from(bad) + u64::from(after));
                sink.push_replacement(at);
            }
        }
    }
    if last {
        *flushed = true;
    }
    src.len()
}

/// Decodes a whole document (byte order mark removed) in `encoding`, in one
/// call: `None` where a byte sequence is malformed, which the stream repairs
/// and reports instead (see [`DecodingReader::whole_document_encoding`]).
pub(crate) fn decode_whole(encoding: &'static Encoding, bytes: &[u8]) -> Option<String> {
    encoding
        .decode_without_bom_handling_and_without_replacement(bytes)
        .map(std::borrow::Cow::into_owned)
}

/// The streaming transcoder, kept apart from the inner reader so both can be
/// borrowed at once.
struct Transcoder {
    mode: Mode,
    sink: Sink,
    /// An incomplete UTF-8/UTF-32 sequence from the end of the previous chunk
    /// (never more than 3 bytes).
    carry: Vec<u8>,
    /// Original offset of the next byte handed to `decode`.
    pos: u64,
    finished: bool,
}

impl Transcoder {
    fn new(enc: Enc, events: Vec<EncodingEvent>, pos: u64) -> Self {
        let mode = match enc {
            Enc::Rs(e) if e == UTF_8 => Mode::Utf8,
            Enc::Rs(e) => Mode::Rs {
                decoder: e.new_decoder_without_bom_handling(),
                flushed: false,
            },
            Enc::Utf32 { big_endian } => Mode::Utf32 { big_endian },
        };
        Transcoder {
            mode,
            sink: Sink {
                name: enc.name(),
                out: Vec::new(),
                out_pos: 0,
                out_before: 0,
                // Detection events apply from the start.
                events: events.into_iter().map(|e| (e, 0)).collect(),
                invalid_events: 0,
                in_invalid_run: false,
                replaced_reported: false,
            },
            carry: Vec::new(),
            pos,
            finished: false,
        }
    }

    fn core(&mut self, src: &[u8], base: u64, last: bool) -> usize {
        match &mut self.mode {
            Mode::Utf8 => decode_utf8(&mut self.sink, src, base, last),
            Mode::Utf32 { big_endian } => {
                decode_utf32(&mut self.sink, src, base, last, *big_endian)
            }
            Mode::Rs { decoder, flushed } => {
                decode_rs(decoder, flushed, &mut self.sink, src, base, last)
            }
        }
    }

    /// Transcodes `input` (the next bytes of the original stream) onto the
    /// output buffer; always takes all of it, keeping at most 3 bytes of an
    /// incomplete sequence in `carry`.
    fn decode(&mut self, mut input: &[u8], last: bool) {
        // Complete a sequence split across chunks by feeding it a few bytes
        // at a time, so a 1-byte-at-a-time reader decodes exactly like a
        // large one.
        while !self.carry.is_empty() && !input.is_empty() {
            let take = input.len().min(4);
            let mut joined = std::mem::take(&mut self.carry);
            let base = self.pos.saturating_sub(joined.len() as u64);
            joined.extend_from_slice(&input[..take]);
            let used = self.core(&joined, base, last && take == input.len());
            self.carry
                .extend_from_slice(joined.get(used..).unwrap_or_default());
            self.pos += take as u64;
            input = &input[take..];
        }
        if self.carry.is_empty() {
            // Called even for empty input: `last` flushes encoding_rs.
            let used = self.core(input, self.pos, last);
            self.carry
                .extend_from_slice(input.get(used..).unwrap_or_default());
            self.pos += input.len() as u64;
        }
        if last && !self.carry.is_empty() {
            // The document ends inside a sequence.
            let carry = std::mem::take(&mut self.carry);
            let base = self.pos.saturating_sub(carry.len() as u64);
            self.core(&carry, base, true);
        }
    }

    fn finish(&mut self) {
        if !self.finished {
            self.decode(&[], true);
            self.finished = true;
        }
    }
}

/// A `BufRead` adapter yielding the document as UTF-8 (byte order mark
/// removed), whatever encoding it arrives in.
pub(crate) struct DecodingReader<R> {
    inner: R,
    /// Bytes read ahead for detection and not yet transcoded.
    prefix: Vec<u8>,
    prefix_pos: usize,
    tx: Transcoder,
    source: EncodingSource,
    label: Option<String>,
    bom_len: usize,
    /// The error that stopped reading ahead, returned once the bytes read
    /// before it are handed out.
    pending_error: Option<io::Error>,
}

impl<R: BufRead> DecodingReader<R> {
    /// Reads just enough of `inner` (up to 1024 bytes, or EOF; 64 KiB for a
    /// document that names no encoding) to detect the encoding. `hint` is a charset label from the caller (e.g. the HTTP
    /// `Content-Type` charset; surrounding quotes are tolerated).
    ///
    /// Detection, in order:
    /// 1. A byte order mark wins (UTF-8, UTF-16LE/BE, UTF-32LE/BE).
    /// 2. Without one, ASCII characters in 16/32-bit code units
    ///    (`<\0?\0`, `\0\0\0<`, ...) select UTF-16/32 (`Sniffed`).
    ///
    ///    In both cases a hint of another family gives `Conflict` (an
    ///    unknown one `UnknownLabel`) and the bytes win.
    /// 3. Otherwise the bytes are ASCII-compatible. A known 8-bit hint wins
    ///    over the XML declaration (RFC 3023 §8); `Conflict` if the
    ///    declaration names another encoding. A hint naming UTF-16/32 is
    ///    plainly wrong for these bytes: the declaration decides instead
    ///    (`Conflict`), or, with no usable declaration, UTF-8
    ///    (`InvalidBytes` for the hint at offset 0). An unknown hint gives
    ///    `UnknownLabel` and is ignored.
    /// 4. A declaration of UTF-16/32 that we just read as ASCII lies: UTF-8
    ///    is used, with `InvalidBytes { declared: <label>, used: "utf-8",
    ///    offset: 0 }` (the bytes are not valid in what it declares; it is
    ///    not a `Conflict`, which is kept for hint vs document).
    ///    An unknown declared label gives `UnknownLabel` and UTF-8.
    /// 5. Nothing usable: the first 64 KiB are read, and when they are not
    ///    UTF-8 (nor UTF-8 with stray bytes) a statistical detector guesses
    ///    the encoding (`Guessed`, with a `Guessed` event). No guess
    ///    leaves UTF-8 (`Default`).
    ///
    /// UTF-8, however chosen, is decoded leniently (invalid sequences as
    /// windows-1252). No media type is taken: a `text/xml` response without
    /// charset is passed as no hint, following RFC 7303 and real-world
    /// practice rather than RFC 3023's us-ascii default.
    pub(crate) fn new(mut inner: R, hint: Option<&str>) -> io::Result<Self> {
        let mut prefix = Vec::new();
        while prefix.len() < DETECT_LIMIT && !detection_complete(&prefix) {
            let buf = match inner.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buf.is_empty() {
                break;
            }
            let take = buf.len().min(DETECT_LIMIT - prefix.len());
            prefix.extend_from_slice(&buf[..take]);
            inner.consume(take);
        }
        let mut detection = detect(&prefix, hint);
        let mut pending_error = None;
        if detection.source == EncodingSource::Default {
            // Rule 5: read on, and guess when the bytes are not UTF-8.
            let ahead = read_more(&mut inner, &mut prefix, GUESS_LIMIT);
            pending_error = ahead.error;
            if let Some(guessed) = guess(&prefix, ahead.complete) {
                detection.enc = Enc::Rs(guessed);
                detection.source = EncodingSource::Guessed;
                detection.events.push(EncodingEvent::Guessed {
                    used: detection.enc.name(),
                });
            }
        }
        Ok(DecodingReader {
            inner,
            prefix,
            prefix_pos: detection.bom_len,
            tx: Transcoder::new(detection.enc, detection.events, detection.bom_len as u64),
            source: detection.source,
            label: detection.label,
            bom_len: detection.bom_len,
            pending_error,
        })
    }

    /// The encoding in use: the lower-case WHATWG name (`utf-8`,
    /// `windows-1252`, `utf-16le`, `shift_jis`, `gbk`, ...) or `utf-32le` /
    /// `utf-32be`. Labels resolve as WHATWG says, so `iso-8859-1`, `latin1`
    /// and `us-ascii` report `windows-1252`, `gb2312` reports `gbk`.
    pub(crate) fn encoding_name(&self) -> &str {
        &self.tx.sink.name
    }

    /// The `encoding_rs` encoding the document is decoded with, as long as
    /// nothing was decoded yet (`None` for UTF-8 and UTF-32, which are
    /// decoded here). A caller holding the whole document can decode it in
    /// one call rather than chunk by chunk through this reader.
    pub(crate) fn whole_document_encoding(&self) -> Option<&'static Encoding> {
        let untouched = self.tx.sink.out_before == 0 && self.tx.sink.out.is_empty();
        match &self.tx.mode {
            Mode::Rs {
                decoder,
                flushed: false,
            } if untouched => Some(decoder.encoding()),
            _ => None,
        }
    }

    /// Whether the document is read as UTF-8 (with windows-1252 for any
    /// invalid bytes): its valid bytes pass through unchanged.
    pub(crate) fn is_utf8(&self) -> bool {
        matches!(self.tx.mode, Mode::Utf8)
    }

    /// The label the caller's hint or the XML declaration chose the encoding
    /// with, lower-cased (`iso-8859-1` where the encoding is `windows-1252`);
    /// `None` when the bytes or the default chose it.
    pub(crate) fn label(&self) -> Option<&str> {
        self.label.as_deref()
    }

    /// Where the encoding in use came from.
    // Only the tests ask yet; the reader reports the encoding's name, not its source.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn source(&self) -> EncodingSource {
        self.source
    }

    /// Length of the byte order mark skipped at the start (0, 2, 3 or 4), so
    /// callers can map output positions back to input offsets.
    pub(crate) fn bom_len(&self) -> usize {
        self.bom_len
    }

    /// Repairs made since the last call (drains). Detection events are
    /// available right after `new`; transcoding events as the text is read.
    #[cfg(test)]
    pub(crate) fn take_events(&mut self) -> Vec<EncodingEvent> {
        self.take_located_events()
            .into_iter()
            .map(|(e, _)| e)
            .collect()
    }

    /// Like [`take_events`](Self::take_events), each with the offset in the
    /// decoded output (not counting the byte order mark) where it applies.
    pub(crate) fn take_located_events(&mut self) -> Vec<(EncodingEvent, u64)> {
        std::mem::take(&mut self.tx.sink.events)
    }

    /// The bytes of the current output buffer consumed so far, and the
    /// output offset of the first of them; they stay until the next refill.
    pub(crate) fn consumed_in_buffer(&self) -> (&[u8], u64) {
        let sink = &self.tx.sink;
        (
            sink.out.get(..sink.out_pos).unwrap_or_default(),
            sink.out_before,
        )
    }

    /// Whether the output buffer is used up: the next `fill_buf` refills it.
    pub(crate) fn buffer_used_up(&self) -> bool {
        self.tx.sink.out_pos >= self.tx.sink.out.len()
    }
}

impl<R: BufRead> BufRead for DecodingReader<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.tx.sink.out_pos >= self.tx.sink.out.len() && !self.tx.finished {
            self.tx.sink.out_before += self.tx.sink.out.len() as u64;
            self.tx.sink.out.clear();
            self.tx.sink.out_pos = 0;
            if self.prefix_pos < self.prefix.len() {
                let end = self.prefix.len().min(self.prefix_pos + CHUNK);
                self.tx.decode(&self.prefix[self.prefix_pos..end], false);
                self.prefix_pos = end;
                if end == self.prefix.len() {
                    // Detection is over: give the read-ahead buffer back.
                    self.prefix = Vec::new();
                    self.prefix_pos = 0;
                }
                continue;
            }
            if let Some(error) = self.pending_error.take() {
                return Err(error);
            }
            let buf = self.inner.fill_buf()?;
            if buf.is_empty() {
                self.tx.finish();
                continue;
            }
            let n = buf.len().min(CHUNK);
            self.tx.decode(&buf[..n], false);
            self.inner.consume(n);
        }
        Ok(&self.tx.sink.out[self.tx.sink.out_pos..])
    }

    fn consume(&mut self, amt: usize) {
        let sink = &mut self.tx.sink;
        sink.out_pos = sink.out_pos.saturating_add(amt).min(sink.out.len());
    }
}

impl<R: BufRead> Read for DecodingReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        crate::buffered::read_from_buffer(self, buf)
    }
}

impl<R> fmt::Debug for DecodingReader<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DecodingReader")
            .field("encoding", &self.tx.sink.name)
            .field("source", &self.source)
            .field("bom_len", &self.bom_len)
            .field("input_offset", &self.tx.pos)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::BufReader;
    use std::path::{Path, PathBuf};

    #[derive(Debug, PartialEq)]
    struct Decoded {
        text: String,
        name: String,
        source: EncodingSource,
        bom_len: usize,
        events: Vec<EncodingEvent>,
    }

    fn run<R: BufRead>(reader: R, hint: Option<&str>, read_buf: usize) -> Decoded {
        let mut d = DecodingReader::new(reader, hint).expect("in-memory input");
        let mut out = Vec::new();
        let mut buf = vec![0u8; read_buf];
        loop {
            let n = d.read(&mut buf).expect("in-memory input");
            if n == 0 {
                break;
            }
            out.extend_from_slice(&buf[..n]);
        }
        Decoded {
            text: String::from_utf8(out).expect("output must be UTF-8"),
            name: d.encoding_name().to_owned(),
            source: d.source(),
            bom_len: d.bom_len(),
            events: d.take_events(),
        }
    }

    /// Decodes with a large reader and checks that 1-byte and 3-byte
    /// `fill_buf`s, and 1-byte `read`s, give the same text and events.
    fn decode(bytes: &[u8], hint: Option<&str>) -> Decoded {
        let big = run(bytes, hint, 64 * 1024);
        let one = run(BufReader::with_capacity(1, bytes), hint, 1);
        assert_eq!(big, one, "1-byte reads differ for {bytes:?}");
        let three = run(BufReader::with_capacity(3, bytes), hint, 5);
        assert_eq!(big, three, "3-byte reads differ for {bytes:?}");
        big
    }

    fn utf16(s: &str, big_endian: bool) -> Vec<u8> {
        s.encode_utf16()
            .flat_map(|u| {
                if big_endian {
                    u.to_be_bytes()
                } else {
                    u.to_le_bytes()
                }
            })
            .collect()
    }

    fn utf32(s: &str, big_endian: bool) -> Vec<u8> {
        s.chars()
            .flat_map(|c| {
                let v = u32::from(c);
                if big_endian {
                    v.to_be_bytes()
                } else {
                    v.to_le_bytes()
                }
            })
            .collect()
    }

    fn cat(a: &[u8], b: &[u8]) -> Vec<u8> {
        [a, b].concat()
    }

    fn invalid(declared: &str, used: &str, offset: u64) -> EncodingEvent {
        EncodingEvent::InvalidBytes {
            declared: declared.into(),
            used: used.into(),
            offset,
        }
    }

    fn conflict(hint: &str, declared: &str, used: &str) -> EncodingEvent {
        EncodingEvent::Conflict {
            hint: hint.into(),
            declared: declared.into(),
            used: used.into(),
        }
    }

    fn unknown(label: &str, used: &str) -> EncodingEvent {
        EncodingEvent::UnknownLabel {
            label: label.into(),
            used: used.into(),
        }
    }

    const DOC: &str = "<?xml version=\"1.0\"?><rss><title>héllo € 𝄞 日本</title></rss>";

    // ---- rule 1: byte order marks ----

    #[test]
    fn every_bom_is_honoured_and_stripped() {
        let cases: [(&[u8], Vec<u8>, &str, usize); 5] = [
            (&[0xEF, 0xBB, 0xBF], DOC.as_bytes().to_vec(), "utf-8", 3),
            (&[0xFF, 0xFE], utf16(DOC, false), "utf-16le", 2),
            (&[0xFE, 0xFF], utf16(DOC, true), "utf-16be", 2),
            (&[0xFF, 0xFE, 0, 0], utf32(DOC, false), "utf-32le", 4),
            (&[0, 0, 0xFE, 0xFF], utf32(DOC, true), "utf-32be", 4),
        ];
        for (bom, body, name, len) in cases {
            let d = decode(&cat(bom, &body), None);
            assert_eq!(d.text, DOC, "{name}");
            assert_eq!(d.name, name);
            assert_eq!(d.source, EncodingSource::ByteOrderMark);
            assert_eq!(d.bom_len, len);
            assert_eq!(d.events, vec![]);
        }
    }

    #[test]
    fn undeclared_legacy_encodings_are_guessed() {
        let cases = [
            (
                encoding_rs::SHIFT_JIS,
                "東京の天気は晴れです。明日は雨が降るでしょう。",
            ),
            (
                encoding_rs::BIG5,
                "今天天氣很好，我們去公園散步吧。這是一個測試。",
            ),
            (
                encoding_rs::WINDOWS_1251,
                "Сегодня хорошая погода, и мы идём гулять в парк.",
            ),
            (
                encoding_rs::WINDOWS_1253,
                "Σήμερα ο καιρός είναι καλός και πάμε για περίπατο.",
            ),
        ];
        for (encoding, text) in cases {
            let doc = format!("<rss><channel><title>{text}</title><description>{text} {text}</description></channel></rss>");
            let (bytes, _, _) = encoding.encode(&doc);
            let d = decode(&bytes, None);
            let name = encoding.name().to_ascii_lowercase();
            assert_eq!(
                (d.source, d.name.as_str()),
                (EncodingSource::Guessed, name.as_str())
            );
            assert_eq!(
                d.events,
                vec![EncodingEvent::Guessed { used: name.clone() }]
            );
            assert_eq!(d.text, doc, "{name}");
            // A declaration or a hint is taken at its word: no guess.
            let d = decode(&bytes, Some(encoding.name()));
            assert_eq!(d.source, EncodingSource::CallerHint);
        }
    }

    #[test]
    fn no_guess_for_utf8_or_latin_text() {
        // UTF-8, even with a stray byte, stays UTF-8: one bad byte does not
        // garble the rest.
        let mut bytes = "<a>Grüße aus Köln, naïve café".as_bytes().to_vec();
        bytes.extend_from_slice(b"\x93x\x94</a>");
        let d = decode(&bytes, None);
        assert_eq!(
            (d.source, d.name.as_str()),
            (EncodingSource::Default, "utf-8")
        );
        // windows-1252 text reads the same as lenient UTF-8 reads it.
        let d = decode(
            b"<a>Caf\xE9 \x93quoted\x94 na\xEFve \xE0 la carte</a>",
            None,
        );
        assert_eq!(
            (d.source, d.text.as_str()),
            (
                EncodingSource::Default,
                "<a>Café “quoted” naïve à la carte</a>"
            )
        );
        // ASCII alone is nothing to guess from.
        assert_eq!(
            decode(b"<a>plain</a>", None).source,
            EncodingSource::Default
        );
    }

    #[test]
    fn bom_beats_declaration_and_hint() {
        let body = utf16(
            "<?xml version=\"1.0\" encoding=\"windows-1252\"?><a/>",
            false,
        );
        let d = decode(&cat(&[0xFF, 0xFE], &body), Some("koi8-r"));
        assert_eq!(d.name, "utf-16le");
        assert_eq!(
            d.text,
            "<?xml version=\"1.0\" encoding=\"windows-1252\"?><a/>"
        );
        assert_eq!(d.events, vec![conflict("koi8-r", "utf-16le", "utf-16le")]);
        // Same family (byte order comes from the bytes): no event.
        let d = decode(&cat(&[0xFF, 0xFE], &body), Some("UTF-16"));
        assert_eq!(d.events, vec![]);
        // A UTF-8 BOM with an ISO-8859-1 declaration is still UTF-8.
        let d = decode(
            b"\xEF\xBB\xBF<?xml version='1.0' encoding='iso-8859-1'?><a>\xC3\xA9</a>",
            None,
        );
        assert_eq!(d.name, "utf-8");
        assert!(d.text.ends_with("<a>é</a>"));
        // An unknown hint with a BOM.
        let d = decode(&cat(&[0xFE, 0xFF], &utf16("<a/>", true)), Some("x-nope"));
        assert_eq!(d.events, vec![unknown("x-nope", "utf-16be")]);
    }

    // ---- rule 2: sniffed UTF-16/32 ----

    #[test]
    fn wide_encodings_without_bom_are_sniffed() {
        for (body, name) in [
            (utf16(DOC, false), "utf-16le"),
            (utf16(DOC, true), "utf-16be"),
            (utf32(DOC, false), "utf-32le"),
            (utf32(DOC, true), "utf-32be"),
            (utf16("\n<rss/>", false), "utf-16le"),
            (utf16("<rss/>", true), "utf-16be"),
            (utf32("<rss/>", false), "utf-32le"),
        ] {
            let d = decode(&body, None);
            assert_eq!(d.name, name);
            assert_eq!(d.source, EncodingSource::Sniffed);
            assert_eq!(d.bom_len, 0);
            assert!(
                d.text == DOC || d.text.ends_with("<rss/>"),
                "{name}: {}",
                d.text
            );
            assert_eq!(d.events, vec![]);
        }
        // An 8-bit hint cannot turn 16-bit units into text.
        let d = decode(&utf16(DOC, false), Some("iso-8859-1"));
        assert_eq!(d.text, DOC);
        assert_eq!(
            d.events,
            vec![conflict("iso-8859-1", "utf-16le", "utf-16le")]
        );
    }

    // ---- rule 3: hint vs declaration ----

    #[test]
    fn eight_bit_hint_wins_over_declaration() {
        let (bytes, _, _) = encoding_rs::WINDOWS_1251
            .encode("<?xml version=\"1.0\" encoding=\"koi8-r\"?><a>Привет</a>");
        let d = decode(&bytes, Some("windows-1251"));
        assert_eq!(d.name, "windows-1251");
        assert_eq!(d.source, EncodingSource::CallerHint);
        assert!(d.text.ends_with("<a>Привет</a>"));
        assert_eq!(
            d.events,
            vec![conflict("windows-1251", "koi8-r", "windows-1251")]
        );
        // Different labels of one encoding do not conflict; quotes are trimmed.
        let d = decode(
            b"<?xml version='1.0' encoding='latin1'?><a>\xE9</a>",
            Some(" \"ISO-8859-1\" "),
        );
        assert_eq!(d.name, "windows-1252");
        assert_eq!(d.source, EncodingSource::CallerHint);
        assert_eq!(d.events, vec![]);
        assert!(d.text.ends_with("<a>é</a>"));
        // A UTF-8 hint wins too, and its lenient decoding still rescues
        // windows-1252 bytes.
        let d = decode(
            b"<?xml version='1.0' encoding='windows-1252'?><a>\x93\xE9\x94</a>",
            Some("utf-8"),
        );
        assert_eq!(d.source, EncodingSource::CallerHint);
        assert!(d.text.ends_with("<a>“é”</a>"));
        assert_eq!(
            d.events,
            vec![
                conflict("utf-8", "windows-1252", "utf-8"),
                invalid("utf-8", "windows-1252", 48)
            ]
        );
        // A hint without a declaration: no event.
        let d = decode(b"<a>\xE9</a>", Some("windows-1252"));
        assert_eq!((d.text.as_str(), d.events.len()), ("<a>é</a>", 0));
    }

    #[test]
    fn wide_hint_on_eight_bit_bytes_is_ignored() {
        let d = decode(
            b"<?xml version=\"1.0\" encoding=\"windows-1252\"?><a>\x93q\x94</a>",
            Some("utf-16"),
        );
        assert_eq!(d.name, "windows-1252");
        assert_eq!(d.source, EncodingSource::XmlDeclaration);
        assert!(d.text.ends_with("<a>“q”</a>"));
        assert_eq!(
            d.events,
            vec![conflict("utf-16", "windows-1252", "windows-1252")]
        );
        // No declaration to fall back to: UTF-8, and the hint's bytes are invalid.
        let d = decode(b"<a>x</a>", Some("UTF-32"));
        assert_eq!(d.name, "utf-8");
        assert_eq!(d.source, EncodingSource::Default);
        assert_eq!(d.events, vec![invalid("UTF-32", "utf-8", 0)]);
    }

    #[test]
    fn unknown_hint_falls_back_to_declaration() {
        let d = decode(
            b"<?xml version=\"1.0\" encoding=\"windows-1252\"?><a>\xE9</a>",
            Some("x-klingon"),
        );
        assert_eq!(d.name, "windows-1252");
        assert_eq!(d.source, EncodingSource::XmlDeclaration);
        assert_eq!(d.events, vec![unknown("x-klingon", "windows-1252")]);
        let d = decode(b"<a>\xC3\xA9</a>", Some("x-klingon"));
        assert_eq!((d.name.as_str(), d.text.as_str()), ("utf-8", "<a>é</a>"));
        assert_eq!(d.events, vec![unknown("x-klingon", "utf-8")]);
        // An empty hint is no hint.
        let d = decode(b"<a/>", Some("  "));
        assert_eq!((d.source, d.events.len()), (EncodingSource::Default, 0));
    }

    #[test]
    fn hint_beats_unknown_or_wide_declaration() {
        let d = decode(
            b"<?xml version=\"1.0\" encoding=\"bogus\"?><a>\xE9</a>",
            Some("latin1"),
        );
        assert_eq!(d.name, "windows-1252");
        assert_eq!(d.events, vec![conflict("latin1", "bogus", "windows-1252")]);
        let d = decode(
            b"<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>",
            Some("utf-8"),
        );
        assert_eq!(d.source, EncodingSource::CallerHint);
        assert_eq!(d.events, vec![conflict("utf-8", "UTF-16", "utf-8")]);
    }

    // ---- rule 4: a UTF-16 declaration on 8-bit bytes ----

    #[test]
    fn lying_wide_declaration_means_utf8() {
        let d = decode(
            b"<?xml version=\"1.0\" encoding=\"UTF-16\"?><a>caf\xC3\xA9 \xE9</a>",
            None,
        );
        assert_eq!(d.name, "utf-8");
        assert_eq!(d.source, EncodingSource::Default);
        assert!(d.text.ends_with("<a>café é</a>"));
        assert_eq!(
            d.events,
            vec![
                invalid("UTF-16", "utf-8", 0),
                invalid("utf-8", "windows-1252", 48)
            ]
        );
        let d = decode(b"<?xml version='1.0' encoding='utf-32'?><a/>", None);
        assert_eq!(d.events, vec![invalid("utf-32", "utf-8", 0)]);
    }

    // ---- rule 5: lenient UTF-8 ----

    #[test]
    fn declared_utf8_with_windows_1252_bytes() {
        let doc = b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>Caf\xE9 \x93cr\xE8me\x94 \x80</a>";
        let d = decode(doc, None);
        assert_eq!(d.name, "utf-8");
        assert_eq!(d.source, EncodingSource::XmlDeclaration);
        assert!(d.text.ends_with("<a>Café “crème” €</a>"), "{}", d.text);
        // One windows-1252 stretch: one event, at its first byte.
        assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 44)]);
    }

    #[test]
    fn windows_1252_stretches_end_at_real_utf8() {
        let d = decode(b"<a>\xE9\xE9\xE9 ok \xFF\xFE</a>", None);
        assert_eq!(d.text, "<a>ééé ok ÿþ</a>");
        assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 3)]);
        // Valid UTF-8 "é" (C3 A9) in between starts a new stretch.
        let d = decode(b"<a>\xE9 \xC3\xA9 \xE9</a>", None);
        assert_eq!(d.text, "<a>é é é</a>");
        assert_eq!(
            d.events,
            vec![
                invalid("utf-8", "windows-1252", 3),
                invalid("utf-8", "windows-1252", 8)
            ]
        );
    }

    #[test]
    fn valid_utf8_passes_through_and_stray_byte_loses_nothing() {
        let mut doc = DOC.as_bytes().to_vec();
        let d = decode(&doc, None);
        assert_eq!((d.text.as_str(), d.events.len()), (DOC, 0));
        assert_eq!(d.source, EncodingSource::Default);
        doc.insert(30, 0xA0);
        let d = decode(&doc, None);
        assert_eq!(d.text.replace('\u{A0}', ""), DOC);
        assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 30)]);
    }

    #[test]
    fn truncated_and_broken_sequences() {
        // Truncated 3-byte sequence at EOF, overlong, surrogate, lone continuation.
        let d = decode(b"<a/>\xE2\x82", None);
        assert_eq!(d.text, "<a/>â‚");
        assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 4)]);
        let d = decode(b"<a>\xC0\xAF|\xED\xA0\x80|\xBF</a>", None);
        assert_eq!(d.text, "<a>À¯|í\u{A0}€|¿</a>");
        assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 3)]);
        // A 4-byte character split at every possible point stays intact.
        let d = decode("<a>𝄞𝄞</a>".as_bytes(), None);
        assert_eq!(d.text, "<a>𝄞𝄞</a>");
    }

    #[test]
    fn split_sequences_decode_identically_in_one_byte_reads() {
        // Valid 2-, 3- and 4-byte characters, invalid bytes and truncated
        // sequences next to each other: every chunking must agree.
        let doc =
            b"<a>\xC3\xA9\xE2\x82\xAC\xF0\x9D\x84\x9E\xE9\xE2\x82|\xF0\x9D\x84\xC3\xA9\xE2</a>\xF0";
        let big = run(&doc[..], None, 1 << 16);
        assert_eq!(big.text, "<a>é€𝄞éâ‚|ð\u{9D}„é\u{E2}</a>ð");
        for cap in 1..8 {
            assert_eq!(
                run(BufReader::with_capacity(cap, &doc[..]), None, 1),
                big,
                "{cap}"
            );
        }
    }

    #[test]
    fn invalid_bytes_events_are_capped() {
        let mut doc = b"<a>".to_vec();
        for _ in 0..500 {
            doc.extend_from_slice(b"\xC3\xA9\xE9");
        }
        let d = decode(&doc, None);
        assert_eq!(d.events.len(), MAX_INVALID_BYTES_EVENTS);
        assert_eq!(d.text.chars().filter(|&c| c == 'é').count(), 1000);
    }

    #[test]
    fn windows_1252_table_matches_encoding_rs() {
        for b in 0u8..=255 {
            let byte = [b];
            let (s, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&byte);
            assert_eq!(s.chars().next(), Some(windows_1252_char(b)), "byte {b:#x}");
        }
    }

    // ---- rule 6: other encodings ----

    #[test]
    fn legacy_encodings_from_declaration() {
        let cases = [
            ("windows-1252", "windows-1252", "Café “quoted” — € œ"),
            ("ISO-8859-1", "windows-1252", "Grüße aus Köln"),
            ("windows-1251", "windows-1251", "Привет, мир"),
            ("koi8-r", "koi8-r", "Привет, мир"),
            ("Shift_JIS", "shift_jis", "日本語のテキスト、カタカナ"),
            ("euc-kr", "euc-kr", "한국어 텍스트"),
            ("gb2312", "gbk", "中文文本测试"),
            ("big5", "big5", "繁體中文測試"),
            ("EUC-JP", "euc-jp", "日本語"),
            ("iso-8859-7", "iso-8859-7", "Ελληνικά"),
        ];
        for (label, name, text) in cases {
            let enc = Encoding::for_label(label.as_bytes()).expect("known label");
            let doc = format!("<?xml version=\"1.0\" encoding=\"{label}\"?>\n<t>{text}</t>");
            let (bytes, _, errors) = enc.encode(&doc);
            assert!(!errors, "{label} cannot encode the sample");
            let d = decode(&bytes, None);
            assert_eq!(d.text, doc, "{label}");
            assert_eq!(d.name, name);
            assert_eq!(d.source, EncodingSource::XmlDeclaration);
            assert_eq!(d.events, vec![]);
        }
    }

    #[test]
    fn undecodable_bytes_are_replaced_once() {
        // 0x85 0x20 is not Shift_JIS; neither is 0xFD (unassigned lead).
        let doc = b"<?xml version=\"1.0\" encoding=\"shift_jis\"?><a>\x82\xA0\x85\x20x\xFD</a>";
        let d = decode(doc, None);
        let (expected, _) = encoding_rs::SHIFT_JIS.decode_without_bom_handling(doc);
        assert_eq!(d.text, expected);
        assert_eq!(
            d.events,
            vec![EncodingEvent::Replaced {
                encoding: "shift_jis".into(),
                offset: 47
            }]
        );
        // Unpaired surrogate in UTF-16, offsets counting the BOM.
        let mut doc = cat(&[0xFF, 0xFE], &utf16("<a>", false));
        doc.extend_from_slice(&[0x00, 0xD8, b'x', 0]);
        let d = decode(&doc, None);
        assert_eq!(d.text, "<a>\u{FFFD}x");
        assert_eq!(
            d.events,
            vec![EncodingEvent::Replaced {
                encoding: "utf-16le".into(),
                offset: 8
            }]
        );
        // Truncated final unit in UTF-16.
        let d = decode(b"<\0a\0>\0\x41", None);
        assert_eq!(d.text, "<a>\u{FFFD}");
    }

    #[test]
    fn utf32_invalid_scalars_become_replacement() {
        let mut doc = utf32("<a>", true);
        doc.extend_from_slice(&[0, 0, 0xD8, 0]); // surrogate
        doc.extend_from_slice(&[0, 0x11, 0, 0]); // > U+10FFFF
        doc.extend_from_slice(&utf32("é", true));
        doc.extend_from_slice(&[0, 0]); // truncated
        let d = decode(&doc, None);
        assert_eq!(d.text, "<a>\u{FFFD}\u{FFFD}é\u{FFFD}");
        assert_eq!(
            d.events,
            vec![EncodingEvent::Replaced {
                encoding: "utf-32be".into(),
                offset: 12
            }]
        );
    }

    #[test]
    fn unknown_and_replacement_declarations_fall_back_to_utf8() {
        for label in ["x-unheard-of", "iso-2022-kr", "hz-gb-2312"] {
            let doc = format!("<?xml version=\"1.0\" encoding=\"{label}\"?><a>\u{e9}</a>");
            let mut bytes = doc.clone().into_bytes();
            bytes.extend_from_slice(b"\xE9");
            let d = decode(&bytes, None);
            assert_eq!(d.name, "utf-8");
            assert_eq!(d.source, EncodingSource::Default);
            assert_eq!(d.text, format!("{doc}é"));
            assert_eq!(
                d.events,
                vec![
                    unknown(label, "utf-8"),
                    invalid("utf-8", "windows-1252", bytes.len() as u64 - 1)
                ]
            );
        }
    }

    // ---- rule 7/8: output shape, offsets ----

    #[test]
    fn declaration_is_kept_and_offsets_count_the_bom() {
        let d = decode(b"\xEF\xBB\xBF<?xml version=\"1.0\"?><a>\xE9</a>", None);
        assert_eq!(d.text, "<?xml version=\"1.0\"?><a>é</a>");
        assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 27)]);
    }

    #[test]
    fn declaration_parsing_is_tolerant() {
        let p = |s: &[u8]| parse_declared_encoding(s);
        assert_eq!(
            p(b"<?xml version='1.0' encoding='KOI8-R'?>"),
            Some("KOI8-R".into())
        );
        assert_eq!(
            p(b"  \n<?xml version=\"1.0\"  encoding = \"big5\" ?>"),
            Some("big5".into())
        );
        assert_eq!(
            p(b"<?xml version=\"1.0\" encoding=utf-8?>"),
            Some("utf-8".into())
        );
        assert_eq!(
            p(b"<?xml\tversion=\"1.0\"\tENCODING=\" latin1 \"?>"),
            Some("latin1".into())
        );
        assert_eq!(
            p(b"<?xml version=\"1.0\" encoding=\"windows-12"),
            Some("windows-12".into())
        );
        assert_eq!(p(b"<?xml version=\"1.0\"?><a encoding=\"x\"/>"), None);
        assert_eq!(p(b"<?xml version=\"1.0\" encoding=\"\"?>"), None);
        assert_eq!(p(b"<?xml version=\"1.0\" encoding="), None);
        assert_eq!(p(b"<?xml-stylesheet encoding=\"x\"?>"), None);
        assert_eq!(p(b"<rss encoding=\"x\">"), None);
        assert_eq!(p(b""), None);
    }

    // ---- edge inputs ----

    #[test]
    fn empty_and_tiny_inputs() {
        let d = decode(b"", None);
        assert_eq!(
            (d.text.as_str(), d.name.as_str(), d.bom_len),
            ("", "utf-8", 0)
        );
        let cases: [(&[u8], &str, &str); 9] = [
            (b"<", "<", "utf-8"),
            (b"<a>", "<a>", "utf-8"),
            (b"\xEF\xBB\xBF", "", "utf-8"),
            (b"\xEF\xBB", "ï»", "utf-8"),
            (b"\xFF\xFE", "", "utf-16le"),
            (b"\xFE\xFF", "", "utf-16be"),
            (b"\xFF\xFE\x3C", "\u{FFFD}", "utf-16le"),
            (b"\0", "\0", "utf-8"),
            (b"\0\0\xFE", "\0\0þ", "utf-8"),
        ];
        for (input, text, name) in cases {
            let d = decode(input, Some("utf-16"));
            assert_eq!(
                (d.text.as_str(), d.name.as_str()),
                (text, name),
                "{input:?}"
            );
        }
    }

    /// A reader that fails with `Interrupted` every other call.
    struct Flaky<'a> {
        data: &'a [u8],
        flip: bool,
    }

    impl Read for Flaky<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.flip = !self.flip;
            if self.flip {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let n = buf.len().min(self.data.len()).min(2);
            buf[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    #[test]
    fn interrupted_reads_are_retried() {
        let doc = b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>caf\xE9 \xC3\xA9</a>";
        let flaky = BufReader::with_capacity(
            2,
            Flaky {
                data: doc,
                flip: false,
            },
        );
        let mut d = DecodingReader::new(flaky, None).expect("interrupts are retried");
        let mut out = String::new();
        d.read_to_string(&mut out).expect("read_to_string retries");
        assert_eq!(out, decode(doc, None).text);
    }

    #[test]
    fn errors_from_the_inner_reader_surface() {
        struct Broken;
        impl Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("boom"))
            }
        }
        assert!(DecodingReader::new(BufReader::new(Broken), None).is_err());
    }

    // ---- rule 9: bounded memory on a long stream ----

    /// An endless-looking document produced on the fly.
    struct Repeat {
        head: &'static [u8],
        unit: Vec<u8>,
        remaining: usize,
        pos: usize,
    }

    impl Read for Repeat {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if !self.head.is_empty() {
                let n = buf.len().min(self.head.len());
                buf[..n].copy_from_slice(&self.head[..n]);
                self.head = &self.head[n..];
                return Ok(n);
            }
            let mut n = 0;
            while n < buf.len() && self.remaining > 0 {
                buf[n] = self.unit[self.pos];
                self.pos = (self.pos + 1) % self.unit.len();
                self.remaining -= 1;
                n += 1;
            }
            Ok(n)
        }
    }

    #[test]
    fn long_streams_keep_buffers_small() {
        for (head, unit) in [
            (
                &b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>"[..],
                "caf\u{e9} ok \u{1D11E} ".as_bytes().to_vec(),
            ),
            (
                &b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>"[..],
                b"caf\xE9 ok ".to_vec(),
            ),
            (
                &b"<?xml version=\"1.0\" encoding=\"shift_jis\"?><a>"[..],
                b"\x82\xA0\x82\xA2x".to_vec(),
            ),
            (&b"\0\0\xFE\xFF"[..], utf32("ab\u{1D11E}", true)),
        ] {
            let total = 3_000_000;
            let inner = BufReader::new(Repeat {
                head,
                unit,
                remaining: total,
                pos: 0,
            });
            let mut d = DecodingReader::new(inner, None).expect("in-memory input");
            let mut seen = 0usize;
            let mut events = 0usize;
            loop {
                let n = d.fill_buf().expect("in-memory input").len();
                if n == 0 {
                    break;
                }
                seen += n;
                assert!(d.tx.sink.out.capacity() <= 8 * CHUNK);
                assert!(d.tx.carry.len() < 4);
                assert!(d.prefix.capacity() <= DETECT_LIMIT);
                events += d.take_events().len();
                d.consume(n);
            }
            assert!(seen >= total / 2, "{seen}");
            assert!(events <= MAX_INVALID_BYTES_EVENTS, "{events}");
            assert_eq!(d.tx.pos, (head.len() + total) as u64);
        }
    }

    // ---- robustness ----

    #[test]
    fn pseudo_random_inputs_never_panic() {
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let heads: [&[u8]; 12] = [
            b"",
            b"\xEF\xBB\xBF",
            b"\xFF\xFE",
            b"\xFE\xFF",
            b"\xFF\xFE\0\0",
            b"\0\0\xFE\xFF",
            b"<\0?\0",
            b"\0<\0?",
            b"<?xml version='1.0' encoding='shift_jis'?>",
            b"<?xml version='1.0' encoding='utf-16'?>",
            b"<?xml version='1.0' encoding='iso-2022-jp'?>",
            b"<?xml version=\"1.0\" encoding=\"gb18030\"?>",
        ];
        let hints = [
            None,
            Some("utf-8"),
            Some("utf-16be"),
            Some("euc-kr"),
            Some("nope"),
        ];
        let alphabet: &[u8] = b"<?>\0\x1B$B(J\xE2\x82\xAC\xC3\xFF\xFE\xED\xA0\xD8\xDC\x80";
        for _ in 0..3000 {
            let head = heads[(next() % heads.len() as u64) as usize];
            let hint = hints[(next() % hints.len() as u64) as usize];
            let len = (next() % 48) as usize;
            let mut bytes = head.to_vec();
            for _ in 0..len {
                let r = next();
                bytes.push(if r % 3 == 0 {
                    alphabet[(r >> 8) as usize % alphabet.len()]
                } else {
                    (r >> 16) as u8
                });
            }
            // `decode` asserts UTF-8 output and equal results for all read sizes.
            let d = decode(&bytes, hint);
            assert!(d.bom_len <= 4);
        }
    }

    #[test]
    fn serde_shapes() {
        let e = invalid("utf-8", "windows-1252", 5);
        let json = serde_json::to_string(&e).expect("serialise");
        assert_eq!(
            json,
            r#"{"kind":"invalid_bytes","declared":"utf-8","used":"windows-1252","offset":5}"#
        );
        let back: EncodingEvent = serde_json::from_str(&json).expect("deserialise");
        assert_eq!(back, e);
        let s = serde_json::to_string(&EncodingSource::ByteOrderMark).expect("serialise");
        assert_eq!(s, r#""byte_order_mark""#);
        let json = serde_json::to_string(&conflict("utf-16", "windows-1252", "windows-1252"))
            .expect("serialise");
        assert_eq!(
            json,
            r#"{"kind":"conflict","hint":"utf-16","declared":"windows-1252","used":"windows-1252"}"#
        );
    }

    #[test]
    fn display_texts() {
        assert_eq!(
            invalid("utf-8", "windows-1252", 44).to_string(),
            "bytes invalid in utf-8 at byte 44: read as windows-1252"
        );
        assert_eq!(
            unknown("x-nope", "utf-8").to_string(),
            "unknown encoding `x-nope`: read as utf-8"
        );
        assert_eq!(
            conflict("latin1", "utf-8", "windows-1252").to_string(),
            "charset `latin1` and declaration `utf-8` disagree: read as windows-1252"
        );
        let replaced = EncodingEvent::Replaced {
            encoding: "shift_jis".into(),
            offset: 7,
        };
        assert_eq!(
            replaced.to_string(),
            "bytes invalid in shift_jis from byte 7 replaced by U+FFFD"
        );
    }

    // ---- real-world samples ----

    fn realworld_dir() -> Option<PathBuf> {
        // The project's shared/ sits beside the crate; the absolute path is a
        // fallback for a checkout elsewhere on the development machine.
        [
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/realworld/files"),
            PathBuf::from("/work/shared/realworld/files"),
        ]
        .into_iter()
        .find(|p| p.is_dir())
    }

    /// For `chardet__<label>_<site>` files: the encoding their name states.
    fn label_in_name(name: &str) -> Option<&'static Encoding> {
        let rest = name.strip_prefix("chardet__")?;
        rest.char_indices()
            .filter(|&(_, c)| c == '_' || c == '-')
            .map(|(i, _)| &rest[..i])
            .rev()
            .find_map(|l| Encoding::for_label(l.as_bytes()))
    }

    #[test]
    fn realworld_files_decode_identically_in_one_byte_reads() {
        let Some(dir) = realworld_dir() else {
            println!("skipped: shared/realworld/files not found");
            return;
        };
        let mut entries: Vec<_> = std::fs::read_dir(&dir)
            .expect("readable dir")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file())
            .collect();
        entries.sort();
        assert!(!entries.is_empty());
        for path in entries {
            let file = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("?")
                .to_owned();
            let bytes = std::fs::read(&path).expect("readable file");
            let d = decode(&bytes, None);
            assert!(d.text.contains('<'), "{file}");
            // Cross-check against a whole-document decode.
            let body = &bytes[d.bom_len..];
            if d.name != "utf-8" && !d.name.starts_with("utf-32") {
                let enc = Encoding::for_label(d.name.as_bytes()).expect("names are labels");
                let (expected, _) = enc.decode_without_bom_handling(body);
                assert_eq!(d.text, expected, "{file}");
            } else if let Ok(s) = std::str::from_utf8(body) {
                assert_eq!(d.text, s, "{file}");
            }
            if let Some(stated) = label_in_name(&file) {
                assert_eq!(d.name, stated.name().to_ascii_lowercase(), "{file}");
            }
            println!(
                "{file}\t{}\t{:?}\tbom={}\t{:?}",
                d.name, d.source, d.bom_len, d.events
            );
        }
    }
}
