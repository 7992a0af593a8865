//! Scanning text for what needs repair: where it came from, blank runs,
//! and the characters XML forbids.

use super::*;

/// Where a piece of character data comes from, which says what to look for in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Origin {
    /// Text as the document writes it: a bare `&` may be in it.
    Text,
    /// The content of a CDATA section, as written.
    Cdata,
    /// What a reference stands for: not the document's own characters.
    Reference,
}

/// What one pass over a text's bytes found.
#[derive(Debug, Default, PartialEq)]
pub(super) struct TextScan {
    pub(super) ampersand: bool,
    /// A character XML forbids, or in a short text a byte that may start
    /// one (see `may_start_forbidden`): a closer look tells.
    pub(super) forbidden_start: bool,
    /// A C2 byte, which every C1 control starts with.
    pub(super) c2: bool,
}

impl TextScan {
    /// Most texts are short (a title, a date, the text between two
    /// references): for them, one pass eight bytes at a time asks the three
    /// questions of each word with bit masks, as three `memchr`-style
    /// searches cost more in setting up than in searching there.
    pub(super) fn of(text: &str) -> TextScan {
        if text.len() > 64 {
            // Long enough for vectorized searches to pay.
            return TextScan {
                ampersand: memchr::memchr(b'&', text.as_bytes()).is_some(),
                forbidden_start: holds_forbidden_character(text),
                c2: memchr::memchr(0xC2, text.as_bytes()).is_some(),
            };
        }
        use crate::xml::words::{lanes_below, lanes_equal};
        let mut found = TextScan::default();
        let (mut ampersand, mut c2) = (0u64, 0u64);
        let mut words = text.as_bytes().chunks_exact(8);
        for word in &mut words {
            let Ok(bytes) = <[u8; 8]>::try_from(word) else {
                continue;
            };
            let w = u64::from_le_bytes(bytes);
            ampersand |= lanes_equal(w, b'&');
            c2 |= lanes_equal(w, 0xC2);
            // A byte below 0x20 (tab and line feed too) or an EF: look closer.
            let suspect = lanes_below(w, 0x20) | lanes_equal(w, 0xEF);
            if suspect != 0 && !found.forbidden_start {
                found.forbidden_start = bytes.iter().any(|&b| may_start_forbidden(b));
            }
        }
        found.ampersand = ampersand != 0;
        found.c2 = c2 != 0;
        for &b in words.remainder() {
            found.ampersand |= b == b'&';
            found.c2 |= b == 0xC2;
            found.forbidden_start |= may_start_forbidden(b);
        }
        found
    }

    /// The scan of a text in a document that holds no character to drop or
    /// repair (see `EventSource::may_hold_characters_to_repair`): only an
    /// `&` is left to find.
    pub(super) fn ampersand_only(text: &str) -> TextScan {
        TextScan {
            ampersand: memchr::memchr(b'&', text.as_bytes()).is_some(),
            ..TextScan::default()
        }
    }
}

/// Whether `text` is white space only. Real text stops the look at its
/// first character; white space between elements is read to its end.
pub(super) fn is_blank(text: &str) -> bool {
    text.bytes()
        .all(|b| matches!(b, b' ' | b'\n' | b'\t' | b'\r'))
}

/// Whether `b` is a C0 control or the first byte of U+FFFE/U+FFFF in UTF-8:
/// every forbidden character starts with such a byte.
pub(super) fn may_start_forbidden(b: u8) -> bool {
    ((b < b' ') & (b != b'\t') & (b != b'\n') & (b != b'\r')) | (b == 0xEF)
}

/// Whether `s` holds a character XML forbids.
pub(super) fn holds_forbidden_character(s: &str) -> bool {
    xml_chars::holds_forbidden(s.as_bytes(), true)
}
