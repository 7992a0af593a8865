//! Qualified names: the test quick-xml does not make, and the split into
//! prefix and local name.

use super::*;

/// Whether `name` is a qualified name: at most one colon (Namespaces in
/// XML), and each part (prefix and local name) starts as an XML name must:
/// `x:¹tle` is not one, though `x` starts it, nor is `dc:ent:encoded`, whose
/// local name `ent:encoded` would be written back as a prefixed name.
pub(super) fn is_xml_qname(name: &str) -> bool {
    ascii_qname(name.as_bytes()).unwrap_or_else(|| is_qname_by_parts(name))
}

/// `is_xml_qname` part by part, for any name.
pub(super) fn is_qname_by_parts(name: &str) -> bool {
    match name.split_once(':') {
        Some((prefix, local)) => {
            xml_chars::is_name(prefix) && !local.contains(':') && xml_chars::is_name(local)
        }
        None => xml_chars::is_name(name),
    }
}

/// `is_xml_qname` for an ASCII name, nearly every name: one lookup per
/// byte, then a look at the first byte of each part. `None` at the first
/// byte that is not ASCII: such a name is tested by characters.
pub(super) fn ascii_qname(name: &[u8]) -> Option<bool> {
    let starts_part = |at: usize| {
        name.get(at)
            .is_some_and(|&b| QNAME_BYTE[usize::from(b)] & NAME_START != 0)
    };
    // Most names are name characters alone, with no colon: the classes of
    // all their bytes, taken together without a branch per byte, say so.
    if name
        .iter()
        .fold(NAME_CHAR, |all, &b| all & QNAME_BYTE[usize::from(b)])
        != 0
    {
        return Some(starts_part(0));
    }
    let mut colon = None;
    for (at, &b) in name.iter().enumerate() {
        let class = QNAME_BYTE[usize::from(b)];
        if class & NAME_CHAR != 0 {
            continue;
        }
        if class & NOT_ASCII != 0 {
            return None;
        }
        if b != b':' || colon.is_some() {
            // Not a name character; or a second colon. A byte after it
            // may still be non-ASCII, but the answer is no either way.
            return Some(false);
        }
        colon = Some(at);
    }
    Some(match colon {
        Some(at) => starts_part(0) && at > 0 && starts_part(at + 1),
        None => starts_part(0),
    })
}

/// Classes of bytes in a qualified name: `NAME_START` may start a part,
/// `NAME_CHAR` may follow in one; `NOT_ASCII` is a byte of a character
/// beyond ASCII.
pub(super) const NAME_START: u8 = 1;
pub(super) const NAME_CHAR: u8 = 2;
pub(super) const NOT_ASCII: u8 = 4;
pub(super) static QNAME_BYTE: [u8; 256] = qname_byte_classes();

pub(super) const fn qname_byte_classes() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = if c >= 0x80 {
            NOT_ASCII
        } else if c.is_ascii_alphabetic() || c == b'_' {
            NAME_START | NAME_CHAR
        } else if c.is_ascii_digit() || c == b'.' || c == b'-' {
            NAME_CHAR
        } else {
            0
        };
        b += 1;
    }
    table
}

pub(super) fn split_qname(qname: &str) -> (Option<&str>, &str) {
    // Names are short: a plain look finds the colon sooner than a string
    // search is set up (`split_once` was a tenth of a start tag's work).
    let colon = qname.bytes().position(|b| b == b':');
    match colon.map(|at| (qname.get(..at), qname.get(at + 1..))) {
        Some((Some(prefix), Some(local))) if !prefix.is_empty() && !local.is_empty() => {
            (Some(prefix), local)
        }
        _ => (None, qname),
    }
}
