//! Lines and columns in UTF-8 text, counted one way for every position the
//! crate reports: a line is ended by a line feed, and a column counts
//! characters (not bytes) from 1.

/// The line and column (characters since the last line feed) after `bytes`.
/// Every consumed byte passes here once, in the short spans between events,
/// so it looks at eight bytes at a time: line feeds and first bytes of
/// characters (UTF-8 continuation bytes are `10xxxxxx`) as bit masks.
pub(crate) fn advance(line: u32, column: u32, bytes: &[u8]) -> (u32, u32) {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const LINE_FEEDS: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    let (mut line, mut column) = (line, column);
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let Ok(word) = <[u8; 8]>::try_from(word) else {
            continue;
        };
        let w = u64::from_le_bytes(word);
        // The high bit of each byte lane that is a line feed (exact: no carries between lanes).
        let x = w ^ LINE_FEEDS;
        let feeds = !(((x & LOW7) + LOW7) | x) & HIGH;
        // The high bit of each lane that starts a character.
        let starts = !(w & !(w << 1)) & HIGH;
        if feeds == 0 {
            column = column.saturating_add(lanes(starts));
        } else {
            line = line.saturating_add(lanes(feeds));
            // Lanes are in memory order from the low end: keep those after the last feed.
            let last_feed_bit = 63 - feeds.leading_zeros();
            column = lanes(starts.checked_shr(last_feed_bit + 1).unwrap_or(0));
        }
    }
    for &b in words.remainder() {
        if b == b'\n' {
            line = line.saturating_add(1);
            column = 0;
        } else if (b as i8) >= -64 {
            column = column.saturating_add(1);
        }
    }
    (line, column)
}

/// How many byte lanes of `mask` have their high bit set (only high bits
/// may be): a multiply adds the lanes into the top byte, where a population
/// count without the CPU's instruction for it takes a dozen.
fn lanes(mask: u64) -> u32 {
    ((mask >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Counts forward through one text from the last offset asked, so that
/// positions asked in document order cost one pass; an offset behind the
/// last one starts the count again from the beginning.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LineCursor {
    offset: usize,
    line: u32,
    column: u32,
}

impl Default for LineCursor {
    fn default() -> Self {
        LineCursor {
            offset: 0,
            line: 1,
            column: 0,
        }
    }
}

impl LineCursor {
    /// The line and column (from 1) of byte `offset` of `text`.
    pub(crate) fn at(&mut self, text: &[u8], offset: usize) -> (u32, u32) {
        let offset = offset.min(text.len());
        if offset < self.offset {
            *self = LineCursor::default();
        }
        if let Some(bytes) = text.get(self.offset..offset) {
            (self.line, self.column) = advance(self.line, self.column, bytes);
            self.offset = offset;
        }
        (self.line, self.column.saturating_add(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The eight-bytes-at-a-time count against a byte-by-byte one.

    #[test]
    fn the_cursor_walks_forward_and_starts_again_when_asked_behind() {
        let text = "ab\ncdé\nf".as_bytes();
        let mut cursor = LineCursor::default();
        assert_eq!(cursor.at(text, 0), (1, 1));
        assert_eq!(cursor.at(text, 4), (2, 2));
        assert_eq!(cursor.at(text, 7), (2, 4));
        assert_eq!(cursor.at(text, 8), (3, 1));
        assert_eq!(cursor.at(text, 9), (3, 2));
        assert_eq!(cursor.at(text, 1), (1, 2));
    }
}
