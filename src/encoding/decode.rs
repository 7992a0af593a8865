//! Transcoding to UTF-8: lenient UTF-8, hand-written UTF-32, the rest by
//! `encoding_rs`, each repair reported at its offset in the original input.

use super::*;

/// windows-1252 for bytes 0x80..=0x9F (WHATWG mapping: the five unassigned
/// bytes map to the C1 controls of the same value); other bytes are Latin-1.
pub(super) const WINDOWS_1252_C1: [char; 32] = [
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
pub(super) enum Mode {
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
pub(super) struct Sink {
    /// Name of the encoding in use (for events and `encoding_name`).
    pub(super) name: String,
    pub(super) out: Vec<u8>,
    pub(super) out_pos: usize,
    /// Bytes of output handed out in buffers before `out`.
    pub(super) out_before: u64,
    /// Each event with the offset in the output where it applies.
    pub(super) events: Vec<(EncodingEvent, u64)>,
    pub(super) invalid_events: usize,
    /// The lenient UTF-8 decoder has seen an invalid sequence and no valid
    /// non-ASCII character since: the text there is windows-1252, and further
    /// invalid bytes belong to the same stretch, with no event of their own.
    /// (One event per invalid byte would mean an event per accented letter
    /// of a windows-1252 document.)
    pub(super) in_invalid_run: bool,
    pub(super) replaced_reported: bool,
}

impl Sink {
    /// Output offset of the next byte pushed.
    pub(super) fn out_offset(&self) -> u64 {
        self.out_before + self.out.len() as u64
    }

    pub(super) fn push_char(&mut self, c: char) {
        let mut buf = [0u8; 4];
        self.out
            .extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
    }

    /// An invalid UTF-8 sequence: decode its bytes as windows-1252.
    pub(super) fn push_windows_1252(&mut self, bytes: &[u8], offset: u64) {
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

    pub(super) fn push_replacement(&mut self, offset: u64) {
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
pub(super) fn decode_utf8(sink: &mut Sink, src: &[u8], base: u64, last: bool) -> usize {
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
pub(super) fn decode_utf32(
    sink: &mut Sink,
    src: &[u8],
    base: u64,
    last: bool,
    big_endian: bool,
) -> usize {
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
pub(super) fn decode_rs(
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
pub(super) struct Transcoder {
    pub(super) mode: Mode,
    pub(super) sink: Sink,
    /// An incomplete UTF-8/UTF-32 sequence from the end of the previous chunk
    /// (never more than 3 bytes).
    pub(super) carry: Vec<u8>,
    /// Original offset of the next byte handed to `decode`.
    pub(super) pos: u64,
    pub(super) finished: bool,
}

impl Transcoder {
    pub(super) fn new(enc: Enc, events: Vec<EncodingEvent>, pos: u64) -> Self {
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

    pub(super) fn core(&mut self, src: &[u8], base: u64, last: bool) -> usize {
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
    pub(super) fn decode(&mut self, mut input: &[u8], last: bool) {
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

    pub(super) fn finish(&mut self) {
        if !self.finished {
            self.decode(&[], true);
            self.finished = true;
        }
    }
}
