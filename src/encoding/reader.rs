//! [`DecodingReader`]: detection and transcoding as a `BufRead` stream.

use super::*;

/// A `BufRead` adapter yielding the document as UTF-8 (byte order mark
/// removed), whatever encoding it arrives in.
pub(crate) struct DecodingReader<R> {
    pub(super) inner: R,
    /// Bytes read ahead for detection and not yet transcoded.
    pub(super) prefix: Vec<u8>,
    pub(super) prefix_pos: usize,
    pub(super) tx: Transcoder,
    pub(super) source: EncodingSource,
    pub(super) label: Option<String>,
    pub(super) bom_len: usize,
    /// The error that stopped reading ahead, returned once the bytes read
    /// before it are handed out.
    pub(super) pending_error: Option<io::Error>,
}

/// The guess made for a document (rule 5 of [`DecodingReader::sharing`]), kept
/// for the next reader of the same bytes: `parse` may detect one document up
/// to three times (in place, decoded whole, then as a stream), and a guess
/// runs up to 64 KiB through a statistical detector, which costs more than
/// reading the feed itself. It is taken again only for a prefix of the same
/// length and completeness, which the same document always gives.
#[derive(Debug, Default)]
pub(crate) struct SharedGuess(std::cell::Cell<Option<(usize, bool, Option<&'static Encoding>)>>);

impl SharedGuess {
    fn guess(&self, prefix: &[u8], complete: bool) -> Option<&'static Encoding> {
        match self.0.get() {
            Some((len, was_complete, guessed))
                if len == prefix.len() && was_complete == complete =>
            {
                guessed
            }
            _ => {
                let guessed = guess(prefix, complete);
                self.0.set(Some((prefix.len(), complete, guessed)));
                guessed
            }
        }
    }
}

impl<R: BufRead> DecodingReader<R> {
    /// [`DecodingReader::sharing`] with a guess of its own.
    #[cfg(test)]
    pub(crate) fn new(inner: R, hint: Option<&str>) -> io::Result<Self> {
        Self::sharing(inner, hint, &SharedGuess::default())
    }

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
    ///    leaves UTF-8 (`Default`). A guess made for the same document
    ///    before is taken from `shared` rather than made again.
    ///
    /// UTF-8, however chosen, is decoded leniently (invalid sequences as
    /// windows-1252). No media type is taken: a `text/xml` response without
    /// charset is passed as no hint, following RFC 7303 and real-world
    /// practice rather than RFC 3023's us-ascii default.
    pub(crate) fn sharing(
        mut inner: R,
        hint: Option<&str>,
        shared: &SharedGuess,
    ) -> io::Result<Self> {
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
            if let Some(guessed) = shared.guess(&prefix, ahead.complete) {
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
