//! Escaping text and attribute values: the references XML needs, characters
//! it cannot carry replaced, and the fast test that most text needs neither.

use super::*;

/// Escapes text or an attribute value. Characters XML cannot carry become
/// U+FFFD; the flag says whether any did. Carriage returns (and, in
/// attributes, tabs and newlines) are written as references so that a
/// parser's normalization keeps them.
pub(crate) fn escape(text: &str, attribute: bool) -> (Cow<'_, str>, bool) {
    let mut out: Option<String> = None;
    let (replaced, tail) = escape_pieces(text, attribute, |piece| {
        out.get_or_insert_with(|| String::with_capacity(text.len() + 16))
            .push_str(piece);
    });
    match out {
        None => (Cow::Borrowed(text), false),
        Some(mut out) => {
            out.push_str(tail);
            (Cow::Owned(out), replaced)
        }
    }
}

/// Whether `]]>`, which ends a CDATA section, occurs in `bytes`. HTML
/// seldom holds a `]`: a search for it costs less than building a
/// substring searcher for each text.
pub(super) fn holds_cdata_end(bytes: &[u8]) -> bool {
    memchr::memchr_iter(b']', bytes)
        .any(|at| bytes.get(at..).is_some_and(|rest| rest.starts_with(b"]]>")))
}

/// [`escape`] straight onto `out`, without a string of its own.
pub(crate) fn escape_onto(text: &str, attribute: bool, out: &mut Vec<u8>) -> bool {
    // Most values are short and need nothing (a title, a URL, a date): for
    // them, one pass of bit masks costs less than setting up the searches.
    if text.len() <= 64 && !may_need_care(text.as_bytes(), attribute) {
        out.extend_from_slice(text.as_bytes());
        return false;
    }
    let (replaced, tail) = escape_pieces(text, attribute, |piece| {
        out.extend_from_slice(piece.as_bytes());
    });
    out.extend_from_slice(tail.as_bytes());
    replaced
}

/// Hands the escaped text to `push` in pieces (text as it is, then a
/// replacement, ...), up to the last replacement; returns whether a
/// character was replaced by U+FFFD, and the rest of the text, which needs
/// no escaping.
pub(super) fn escape_pieces(
    text: &str,
    attribute: bool,
    mut push: impl FnMut(&str),
) -> (bool, &str) {
    // Every byte that needs care is ASCII, or the lead byte of U+FFFE and
    // U+FFFF: a byte scan finds them without decoding characters.
    let bytes = text.as_bytes();
    let mut replaced = false;
    let mut last = 0;
    let mut i = 0;
    let table = if attribute {
        &ATTRIBUTE_CARE
    } else {
        &TEXT_CARE
    };
    // Text without control characters (nearly all text) needs care only at
    // `&`, `<` and `>`, which a vector search finds; so does an attribute
    // value (a long URL, mostly) without any control character, tab and
    // line feed included, or quote. Otherwise skip the bytes that need
    // nothing in one tight loop.
    let only_markup_characters = if attribute {
        !crate::xml::chars::holds_c0_control(bytes)
            && crate::xml::chars::noncharacters(bytes).next().is_none()
            && memchr::memchr(b'"', bytes).is_none()
    } else {
        !holds_control_or_noncharacter(bytes, false)
    };
    let next_care = |rest: &[u8]| {
        if only_markup_characters {
            memchr::memchr3(b'&', b'<', b'>', rest)
        } else {
            rest.iter().position(|&b| table[usize::from(b)])
        }
    };
    while let Some(skip) = bytes.get(i..).and_then(next_care) {
        i += skip;
        let Some(&b) = bytes.get(i) else { break };
        let (replacement, width) = match b {
            b'&' => ("&amp;", 1),
            b'<' => ("&lt;", 1),
            b'>' => ("&gt;", 1),
            b'\r' => ("&#13;", 1),
            b'"' if attribute => ("&quot;", 1),
            b'\t' if attribute => ("&#9;", 1),
            b'\n' if attribute => ("&#10;", 1),
            b'\t' | b'\n' => {
                i += 1;
                continue;
            }
            0..=0x1F => ("\u{FFFD}", 1),
            0xEF if bytes.get(i + 1) == Some(&0xBF)
                && matches!(bytes.get(i + 2), Some(0xBE | 0xBF)) =>
            {
                ("\u{FFFD}", 3)
            }
            _ => {
                i += 1;
                continue;
            }
        };
        replaced |= replacement == "\u{FFFD}";
        push(text.get(last..i).unwrap_or_default());
        push(replacement);
        i += width;
        last = i;
    }
    (replaced, text.get(last..).unwrap_or_default())
}

/// Whether UTF-8 `bytes` hold a control character (tab and line feed aside,
/// and a carriage return unless `carriage_return_ok`) or U+FFFE/U+FFFF
/// (EF BF BE, EF BF BF), looked at byte by byte. In text to be written, such
/// a character needs a reference or a replacement (a carriage return would
/// read back as a line feed); with carriage returns allowed, these are the
/// characters XML forbids (`is_xml_char`).
pub(super) fn holds_control_or_noncharacter(bytes: &[u8], carriage_return_ok: bool) -> bool {
    crate::xml::chars::holds_forbidden(bytes, carriage_return_ok)
}

/// Whether `bytes` hold a byte that [`escape`] must look at (see
/// `care_table`), or a tab or line feed, which only some need: eight bytes
/// at a time, with the bit tricks of `memchr`'s fallback. Each test below
/// sets a lane's high bit for a byte it looks for (and may set more where
/// it found one), so the answer is exact.
pub(super) fn may_need_care(bytes: &[u8], attribute: bool) -> bool {
    use crate::xml::words::{lanes_below, lanes_equal as has};
    let quote = if attribute { b'"' } else { b'&' };
    let care = |w: u64| {
        let below_space = lanes_below(w, 0x20);
        below_space | has(w, b'&') | has(w, b'<') | has(w, b'>') | has(w, 0xEF) | has(w, quote)
    };
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        if let Ok(word) = <[u8; 8]>::try_from(word) {
            if care(u64::from_le_bytes(word)) != 0 {
                return true;
            }
        }
    }
    let table = if attribute {
        &ATTRIBUTE_CARE
    } else {
        &TEXT_CARE
    };
    words
        .remainder()
        .iter()
        .any(|&b| table[usize::from(b)] || b < b' ')
}

/// Bytes that [`escape`] must look at, in text and in attribute values.
pub(super) static TEXT_CARE: [bool; 256] = care_table(false);
pub(super) static ATTRIBUTE_CARE: [bool; 256] = care_table(true);

pub(super) const fn care_table(attribute: bool) -> [bool; 256] {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = attribute || (b != b'\t' as usize && b != b'\n' as usize);
        b += 1;
    }
    table[b'&' as usize] = true;
    table[b'<' as usize] = true;
    table[b'>' as usize] = true;
    table[b'"' as usize] = attribute;
    table[0xEF] = true;
    table
}
