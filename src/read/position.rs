//! [`Tracked`]: a `BufRead` wrapper that knows the line and column of every
//! byte the XML reader consumes, so that warnings can say where they are
//! without keeping the document or rescanning it.
//!
//! It also places the decoder's repairs: the decoder reads ahead, so it knows
//! only the output offset of a repair; when the XML reader consumes that
//! offset, its line and column are known.

use std::collections::VecDeque;
use std::io::{self, BufRead, Read};

use crate::encoding::{DecodingReader, EncodingEvent};
use crate::warning::Position;
use crate::xml::lines::advance;

/// Decoded input that reports repairs at offsets of the bytes it yields, and
/// keeps the bytes consumed from its buffer until it refills it.
pub(crate) trait DecodedSource {
    /// Repairs since the last call, each with its output offset.
    fn take_located_events(&mut self) -> Vec<(EncodingEvent, u64)>;
    /// The bytes of the current buffer consumed so far, and the output offset
    /// of the first of them.
    fn consumed_in_buffer(&self) -> (&[u8], u64);
    /// Whether the buffer is used up, so that the next `fill_buf` replaces it.
    fn buffer_used_up(&self) -> bool;
}

impl<R: BufRead> DecodedSource for DecodingReader<R> {
    fn take_located_events(&mut self) -> Vec<(EncodingEvent, u64)> {
        DecodingReader::take_located_events(self)
    }

    fn consumed_in_buffer(&self) -> (&[u8], u64) {
        DecodingReader::consumed_in_buffer(self)
    }

    fn buffer_used_up(&self) -> bool {
        DecodingReader::buffer_used_up(self)
    }
}

/// Counts bytes, lines and columns (in characters) as they are consumed.
///
/// The XML reader consumes many short pieces (`<`, a name, `>`): lines and
/// columns are counted when a position is asked for, or before the buffer is
/// refilled, over everything consumed since, rather than piece by piece.
pub(crate) struct Tracked<R> {
    inner: R,
    /// Added to every offset: bytes before what `inner` yields (a byte order mark).
    base_offset: u64,
    offset: u64,
    /// The offset up to which `line` and `column` are counted.
    counted: u64,
    line: u32,
    /// Characters since the last line feed.
    column: u32,
    /// Bytes read so far, for the input size limit.
    limit: u64,
    /// Repairs in bytes not consumed yet, by output offset.
    pending: VecDeque<(EncodingEvent, u64)>,
    /// Repairs whose position is known.
    located: Vec<(EncodingEvent, Position)>,
}

impl<R: BufRead + DecodedSource> Tracked<R> {
    pub(crate) fn new(mut inner: R, base_offset: u64, limit: u64) -> Self {
        let pending = inner.take_located_events().into();
        Tracked {
            inner,
            base_offset,
            offset: 0,
            counted: 0,
            line: 1,
            column: 0,
            limit,
            pending,
            located: Vec::new(),
        }
    }

    /// Repairs placed so far (drains). At the end of input, `flush` places
    /// the rest at the current position.
    pub(crate) fn take_located(&mut self, flush: bool) -> Vec<(EncodingEvent, Position)> {
        // Called after every XML event; almost always there is nothing.
        if self.pending.is_empty() && self.located.is_empty() {
            return Vec::new();
        }
        self.catch_up();
        let from = (self.offset, self.line, self.column);
        place(
            &mut self.pending,
            &mut self.located,
            from,
            self.base_offset,
            self.offset,
            &[],
        );
        if flush {
            let here = self.position();
            self.located
                .extend(self.pending.drain(..).map(|(e, _)| (e, here)));
        }
        std::mem::take(&mut self.located)
    }

    /// The position of the next byte to be consumed.
    pub(crate) fn position(&mut self) -> Position {
        self.catch_up();
        Position {
            offset: self.base_offset + self.offset,
            line: self.line,
            column: self.column.saturating_add(1),
        }
    }

    /// Counts lines and columns over what was consumed since they were last counted.
    fn catch_up(&mut self) {
        if self.counted == self.offset {
            return;
        }
        let (consumed, start) = self.inner.consumed_in_buffer();
        // Counting is done before every refill, so `counted` is in this buffer.
        let from = usize::try_from(self.counted.saturating_sub(start)).unwrap_or(usize::MAX);
        let bytes = consumed.get(from..).unwrap_or_default();
        (self.line, self.column) = advance(self.line, self.column, bytes);
        self.counted = self.offset;
    }

    /// Whether the input size limit stopped reading.
    pub(crate) fn limit_reached(&self) -> bool {
        self.offset >= self.limit
    }

    pub(crate) fn get_ref(&self) -> &R {
        &self.inner
    }
}

impl<R: BufRead + DecodedSource> Read for Tracked<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        crate::buffered::read_from_buffer(self, buf)
    }
}

impl<R: BufRead + DecodedSource> BufRead for Tracked<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        let remaining = self.limit.saturating_sub(self.offset);
        if remaining == 0 {
            // Past the size limit the input looks like it ends here.
            return Ok(&[]);
        }
        if self.inner.buffer_used_up() {
            // The consumed bytes go with the buffer: count them first.
            self.catch_up();
            // The decoder raises repairs while it fills its buffer: collect
            // them before any of those bytes can be consumed.
            self.inner.fill_buf()?;
            let events = self.inner.take_located_events();
            if !events.is_empty() {
                self.pending.extend(events);
            }
        }
        let buf = self.inner.fill_buf()?;
        let n = buf
            .len()
            .min(usize::try_from(remaining).unwrap_or(usize::MAX));
        Ok(&buf[..n])
    }

    fn consume(&mut self, amt: usize) {
        let end = self.offset + amt as u64;
        if !self.pending.is_empty() && amt > 0 {
            // A repair in these bytes is placed at its own line and column.
            self.catch_up();
            if let Ok(buf) = self.inner.fill_buf() {
                let consumed = &buf[..amt.min(buf.len())];
                let from = (self.offset, self.line, self.column);
                place(
                    &mut self.pending,
                    &mut self.located,
                    from,
                    self.base_offset,
                    end,
                    consumed,
                );
            }
        }
        self.offset = end;
        self.inner.consume(amt);
    }
}

/// Places the pending repairs at output offsets up to `end`. `from` is the
/// (offset, line, column) where `ahead`, the bytes being consumed, start.
fn place(
    pending: &mut VecDeque<(EncodingEvent, u64)>,
    located: &mut Vec<(EncodingEvent, Position)>,
    from: (u64, u32, u32),
    base_offset: u64,
    end: u64,
    ahead: &[u8],
) {
    let (offset, line, column) = from;
    while pending.front().is_some_and(|(_, at)| *at <= end) {
        let Some((event, at)) = pending.pop_front() else {
            break;
        };
        let skip = usize::try_from(at.saturating_sub(offset)).unwrap_or(usize::MAX);
        let (line, column) = advance(line, column, &ahead[..skip.min(ahead.len())]);
        let position = Position {
            offset: base_offset + at.max(offset),
            line,
            column: column.saturating_add(1),
        };
        located.push((event, position));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(text: &str) -> DecodingReader<&[u8]> {
        DecodingReader::new(text.as_bytes(), None).unwrap()
    }

    #[test]
    fn counts_lines_and_character_columns() {
        let mut t = Tracked::new(decoded("ab\ncdé\nf"), 0, u64::MAX);
        assert_eq!(t.fill_buf().unwrap().len(), 9);
        t.consume(4);
        assert_eq!(
            t.position(),
            Position {
                offset: 4,
                line: 2,
                column: 2
            }
        );
        t.consume(3);
        assert_eq!(t.position().column, 4);
        t.consume(1);
        assert_eq!((t.position().line, t.position().column), (3, 1));
    }

    #[test]
    fn advance_agrees_with_counting_byte_by_byte() {
        let slow = |bytes: &[u8]| {
            let (mut line, mut column) = (1u32, 0u32);
            for &b in bytes {
                if b == b'\n' {
                    (line, column) = (line + 1, 0);
                } else if b & 0xC0 != 0x80 {
                    column += 1;
                }
            }
            (line, column)
        };
        let text = "ab\ncdé\n\nf日本語\n\r\n0123456789abcdef\nü\u{10348}x\n\n\n\nend\u{85}";
        let bytes = text.as_bytes();
        for start in 0..bytes.len() {
            for end in start..=bytes.len() {
                let span = &bytes[start..end];
                assert_eq!(advance(1, 0, span), slow(span), "{span:?}");
            }
        }
        // Counting in pieces adds up to counting at once.
        let (line, column) = advance(1, 0, &bytes[..13]);
        assert_eq!(advance(line, column, &bytes[13..]), slow(bytes));
    }

    #[test]
    fn stops_at_the_limit() {
        let mut t = Tracked::new(decoded("abcdef"), 0, 4);
        let mut out = String::new();
        t.read_to_string(&mut out).unwrap();
        assert_eq!(out, "abcd");
        assert!(t.limit_reached());
    }
}
