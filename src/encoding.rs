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

mod decode;
mod detect;
mod labels;
mod reader;

use decode::*;
pub(crate) use decode::{decode_whole, windows_1252_char};
use detect::*;
use labels::*;
pub(crate) use reader::{DecodingReader, SharedGuess};

/// The `encoding` of a leading XML declaration, as written (the checker
/// compares it with a charset given over HTTP).
pub(crate) fn declared_encoding(input: &[u8]) -> Option<String> {
    parse_declared_encoding(input)
}

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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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

#[cfg(test)]
mod tests;
