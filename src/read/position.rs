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

/// Input that reports repairs at offsets of the bytes it yields.
pub(crate) trait LocatedEvents {
    /// Repairs since the last call, each with its output offset.
    fn take_located_events(&mut self) -> Vec<(EncodingEvent, u64)>;
}

impl<R: BufRead> LocatedEvents for DecodingReader<R> {
    fn take_located_events(&mut self) -> Vec<(EncodingEvent, u64)> {
        DecodingReader::take_located_events(self)
    }
}

/// Plain bytes need no repair.
#[cfg(test)]
impl LocatedEvents for &[u8] {
    fn take_located_events(&mut self) -> Vec<(EncodingEvent, u64)> {
        Vec::new()
    }
}

/// Counts bytes, lines and columns (in characters) as they are consumed.
pub(crate) struct Tracked<R> {
    inner: R,
    /// Added to every offset: bytes before what `inner` yields (a byte order mark).
    base_offset: u64,
    offset: u64,
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

impl<R: BufRead + LocatedEvents> Tracked<R> {
    pub(crate) fn new(mut inner: R, base_offset: u64, limit: u64) -> Self {
        let pending = inner.take_located_events().into();
        Tracked {
            inner,
            base_offset,
            offset: 0,
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
    pub(crate) fn position(&self) -> Position {
        Position {
            offset: self.base_offset + self.offset,
            line: self.line,
            column: self.column.saturating_add(1),
        }
    }

    /// Whether the input size limit stopped reading.
    pub(crate) fn limit_reached(&self) -> bool {
        self.offset >= self.limit
    }

    pub(crate) fn get_ref(&self) -> &R {
        &self.inner
    }
}

impl<R: BufRead + LocatedEvents> Read for Tracked<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead + LocatedEvents> BufRead for Tracked<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        let remaining = self.limit.saturating_sub(self.offset);
        if remaining == 0 {
            // Past the size limit the input looks like it ends here.
            return Ok(&[]);
        }
        // The decoder raises repairs while it fills its buffer: collect them
        // before any of those bytes can be consumed.
        self.inner.fill_buf()?;
        let events = self.inner.take_located_events();
        if !events.is_empty() {
            self.pending.extend(events);
        }
        let buf = self.inner.fill_buf()?;
        let n = buf
            .len()
            .min(usize::try_from(remaining).unwrap_or(usize::MAX));
        Ok(&buf[..n])
    }

    fn consume(&mut self, amt: usize) {
        let end = self.offset + amt as u64;
        if let Ok(buf) = self.inner.fill_buf() {
            let consumed = &buf[..amt.min(buf.len())];
            if !self.pending.is_empty() {
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
            (self.line, self.column) = advance(self.line, self.column, consumed);
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

/// The line and column (characters since the last line feed) after `bytes`.
/// Every consumed byte passes here, so both counts are branch-free loops
/// that the compiler vectorizes.
fn advance(line: u32, column: u32, bytes: &[u8]) -> (u32, u32) {
    // The XML reader consumes many short pieces (`&lt;`, `<`, `>`): for
    // those a plain loop beats setting up the vector searches.
    if bytes.len() < 32 {
        let (mut line, mut column) = (line, column);
        for &b in bytes {
            if b == b'\n' {
                line = line.saturating_add(1);
                column = 0;
            } else if (b as i8) >= -64 {
                column = column.saturating_add(1);
            }
        }
        return (line, column);
    }
    let (line, column, tail) = match memchr::memrchr(b'\n', bytes) {
        Some(last) => {
            let newlines = bytes[..=last].iter().filter(|&&b| b == b'\n').count();
            let line = line.saturating_add(u32::try_from(newlines).unwrap_or(u32::MAX));
            (line, 0, &bytes[last + 1..])
        }
        None => (line, column, bytes),
    };
    // Characters, not bytes: UTF-8 continuation bytes (0x80..=0xBF) are the
    // bytes below -64 as signed.
    let continuation = tail.iter().filter(|&&b| (b as i8) < -64).count();
    let chars = tail.len() - continuation;
    (
        line,
        column.saturating_add(u32::try_from(chars).unwrap_or(u32::MAX)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lines_and_character_columns() {
        let mut t = Tracked::new("ab\ncdé\nf".as_bytes(), 0, u64::MAX);
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
    fn stops_at_the_limit() {
        let mut t = Tracked::new("abcdef".as_bytes(), 0, 4);
        let mut out = String::new();
        t.read_to_string(&mut out).unwrap();
        assert_eq!(out, "abcd");
        assert!(t.limit_reached());
    }
}
