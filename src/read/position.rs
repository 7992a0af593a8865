//! [`Tracked`]: a `BufRead` wrapper that knows the line and column of every
//! byte the XML reader consumes, so that warnings can say where they are
//! without keeping the document or rescanning it.

use std::io::{self, BufRead, Read};

use crate::warning::Position;

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
}

impl<R: BufRead> Tracked<R> {
    pub(crate) fn new(inner: R, base_offset: u64, limit: u64) -> Self {
        Tracked {
            inner,
            base_offset,
            offset: 0,
            line: 1,
            column: 0,
            limit,
        }
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

    pub(crate) fn get_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    pub(crate) fn get_ref(&self) -> &R {
        &self.inner
    }
}

impl<R: BufRead> Read for Tracked<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Tracked<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        let remaining = self.limit.saturating_sub(self.offset);
        if remaining == 0 {
            // Past the size limit the input looks like it ends here.
            return Ok(&[]);
        }
        let buf = self.inner.fill_buf()?;
        let n = buf
            .len()
            .min(usize::try_from(remaining).unwrap_or(usize::MAX));
        Ok(&buf[..n])
    }

    fn consume(&mut self, amt: usize) {
        if let Ok(buf) = self.inner.fill_buf() {
            let consumed = &buf[..amt.min(buf.len())];
            let mut newlines = 0u32;
            let mut last_newline = None;
            for i in memchr::memchr_iter(b'\n', consumed) {
                newlines = newlines.saturating_add(1);
                last_newline = Some(i);
            }
            let tail = match last_newline {
                Some(i) => {
                    self.line = self.line.saturating_add(newlines);
                    self.column = 0;
                    &consumed[i + 1..]
                }
                None => consumed,
            };
            // Characters, not bytes: skip UTF-8 continuation bytes.
            let chars = tail.iter().filter(|&&b| (b & 0xC0) != 0x80).count();
            self.column = self
                .column
                .saturating_add(u32::try_from(chars).unwrap_or(u32::MAX));
        }
        self.offset += amt as u64;
        self.inner.consume(amt);
    }
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
