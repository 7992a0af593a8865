//! Byte-level tests for the characters XML 1.0 forbids in a document: the
//! C0 controls but tab, line feed and carriage return, and U+FFFE and
//! U+FFFF (EF BF BE and EF BF BF in UTF-8). The reader drops them and the
//! writer replaces them, so both ask, of nearly every text, whether it holds
//! one; the answer is nearly always no, and must come fast.

/// Whether `b` is a C0 control XML forbids (`carriage_return_ok`: a
/// carriage return is allowed; the writer, which must write it as a
/// reference, asks without).
fn is_forbidden_control(b: u8, carriage_return_ok: bool) -> bool {
    // Tab (09) and carriage return (0D) differ in one bit: masking it off
    // asks for both with one comparison, one fewer per vector of bytes.
    let tab_mask = if carriage_return_ok { !0x04 } else { !0 };
    (b < b' ') & (b & tab_mask != b'\t') & (b != b'\n')
}

/// Whether UTF-8 `bytes` hold a C0 control XML forbids. Asked of every
/// byte without a branch, and reduced as `u8`s, which the compiler turns
/// into vector instructions (it does not for a search that stops at the
/// first, nor for a reduction of `bool`s): the answer is nearly always no,
/// which a search would learn only at the end too.
pub(crate) fn holds_forbidden_control(bytes: &[u8], carriage_return_ok: bool) -> bool {
    let found = bytes.iter().fold(0u8, |found, &b| {
        found | u8::from(is_forbidden_control(b, carriage_return_ok))
    });
    found != 0
}

/// Whether `bytes` hold any C0 control, tab, line feed and carriage return
/// included; vectorized as [`holds_forbidden_control`] is.
pub(crate) fn holds_c0_control(bytes: &[u8]) -> bool {
    let found = bytes
        .iter()
        .fold(0u8, |found, &b| found | u8::from(b < b' '));
    found != 0
}

/// How many characters XML forbids UTF-8 `bytes` hold (carriage returns
/// allowed): what the reader drops and reports.
pub(crate) fn count_forbidden(bytes: &[u8]) -> usize {
    let controls: usize = bytes
        .iter()
        .map(|&b| usize::from(is_forbidden_control(b, true)))
        .sum();
    controls + noncharacters(bytes).count()
}

/// Where UTF-8 `bytes` hold U+FFFE or U+FFFF. Their lead byte, EF, starts
/// every character from U+F000 on (fullwidth forms, variation selectors),
/// common in some scripts: each is looked at, not taken for one.
pub(crate) fn noncharacters(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(0xEF, bytes)
        .filter(|&at| matches!(bytes.get(at + 1..at + 3), Some([0xBF, 0xBE | 0xBF])))
}

/// Whether UTF-8 `bytes` hold a character XML forbids (see the module).
pub(crate) fn holds_forbidden(bytes: &[u8], carriage_return_ok: bool) -> bool {
    holds_forbidden_control(bytes, carriage_return_ok) || noncharacters(bytes).next().is_some()
}

/// `text` without white space at either end, as [`str::trim`] gives it,
/// with a fast way out for text that starts and ends with a printable ASCII
/// character, as nearly every value of a feed does (a title, a date, a
/// URL): `str::trim` decodes a character at each end and asks Unicode.
pub(crate) fn trim(text: &str) -> &str {
    match text.as_bytes() {
        [first, .., last] if first.is_ascii_graphic() && last.is_ascii_graphic() => text,
        [only] if only.is_ascii_graphic() => text,
        _ => text.trim(),
    }
}

/// XML's white space (`S` of XML 1.0): space, tab, carriage return and line
/// feed, as quick-xml reads it between names and attributes too.
pub(crate) fn is_xml_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// Whether XML 1.0 allows the character in a document at all.
pub(crate) fn is_xml_char(c: char) -> bool {
    !((c < ' ' && !matches!(c, '\t' | '\n' | '\r')) || c == '\u{FFFE}' || c == '\u{FFFF}')
}

/// `NameStartChar` of XML 1.0 (fifth edition), the colon aside.
fn is_name_start(c: char) -> bool {
    matches!(c,
        'A'..='Z' | 'a'..='z' | '_'
        | '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{F6}' | '\u{F8}'..='\u{2FF}'
        | '\u{370}'..='\u{37D}' | '\u{37F}'..='\u{1FFF}' | '\u{200C}'..='\u{200D}'
        | '\u{2070}'..='\u{218F}' | '\u{2C00}'..='\u{2FEF}' | '\u{3001}'..='\u{D7FF}'
        | '\u{F900}'..='\u{FDCF}' | '\u{FDF0}'..='\u{FFFD}' | '\u{10000}'..='\u{EFFFF}')
}

/// `NameChar` of XML 1.0 (fifth edition), the colon aside.
fn is_name_char(c: char) -> bool {
    is_name_start(c)
        || matches!(c, '-' | '.' | '0'..='9' | '\u{B7}' | '\u{300}'..='\u{36F}' | '\u{203F}'..='\u{2040}')
}

/// Whether `name` is an XML name without a colon (an NCName of Namespaces
/// in XML), or with colons too when `colons` (a Name of XML 1.0).
fn is_name_with(name: &str, colons: bool) -> bool {
    // Nearly every name is ASCII: the same test on bytes, without decoding.
    if name.is_ascii() {
        let Some((&first, rest)) = name.as_bytes().split_first() else {
            return false;
        };
        let colon = |b: u8| colons && b == b':';
        return (first.is_ascii_alphabetic() || first == b'_' || colon(first))
            && rest.iter().all(|&b| {
                b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.') || colon(b)
            });
    }
    is_name_by_chars(name, colons)
}

/// [`is_name_with`] character by character, for any name.
fn is_name_by_chars(name: &str, colons: bool) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| is_name_start(c) || (colons && c == ':'))
        && chars.all(|c| is_name_char(c) || (colons && c == ':'))
}

/// Whether `name` is a Name of XML 1.0 (colons allowed).
pub(crate) fn is_name(name: &str) -> bool {
    is_name_with(name, true)
}

/// Whether `name` is an NCName: an XML name without a colon.
pub(crate) fn is_ncname(name: &str) -> bool {
    is_name_with(name, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trim_is_str_trim() {
        for text in [
            "",
            " ",
            "a",
            " a",
            "a ",
            "ab",
            " a b ",
            "\u{a0}x\u{a0}",
            "x\u{2003}",
            "\u{feff}x",
            "é",
            " é ",
            "\t\nx\r\n",
            "x\u{85}",
        ] {
            assert_eq!(trim(text), text.trim(), "{text:?}");
        }
    }

    /// The character-level definition the byte-level tests stand in for.
    fn is_forbidden(c: char, carriage_return_ok: bool) -> bool {
        (c < ' ' && !matches!(c, '\t' | '\n') && !(carriage_return_ok && c == '\r'))
            || c == '\u{FFFE}'
            || c == '\u{FFFF}'
    }

    #[test]
    fn every_byte_below_0x80_is_classed_as_its_character() {
        for b in 0..0x80u8 {
            for carriage_return_ok in [false, true] {
                let want = is_forbidden(char::from(b), carriage_return_ok);
                let got = holds_forbidden_control(&[b], carriage_return_ok);
                assert_eq!(
                    got, want,
                    "{b:#04x}, carriage return ok: {carriage_return_ok}"
                );
            }
        }
    }

    #[test]
    fn the_byte_tests_agree_with_the_character_definition() {
        let pieces = [
            "a",
            "\u{1}",
            "\u{1f}",
            "\t",
            "\n",
            "\r",
            "\u{fffe}",
            "\u{ffff}",
            "\u{fffd}",
            "\u{fe0e}",
            "\u{ff01}",
            "\u{efbf}",
            "\u{10ffff}",
        ];
        let mut texts = Vec::new();
        for first in pieces {
            for second in pieces {
                for pad in [0, 5, 30, 31, 40] {
                    texts.push(format!(
                        "{}{first}{}{second}",
                        "x".repeat(pad),
                        "y".repeat(pad)
                    ));
                }
            }
        }
        for text in &texts {
            for carriage_return_ok in [false, true] {
                let want = text.chars().any(|c| is_forbidden(c, carriage_return_ok));
                assert_eq!(
                    holds_forbidden(text.as_bytes(), carriage_return_ok),
                    want,
                    "{text:?} {carriage_return_ok}"
                );
            }
            let count = text.chars().filter(|&c| is_forbidden(c, true)).count();
            assert_eq!(count_forbidden(text.as_bytes()), count, "{text:?}");
        }
    }

    #[test]
    fn names_by_bytes_and_by_characters_agree() {
        for a in ' '..='~' {
            for b in ' '..='~' {
                for name in [format!("{a}"), format!("{a}{b}"), format!("x{a}{b}")] {
                    for colons in [false, true] {
                        assert_eq!(
                            is_name_with(&name, colons),
                            is_name_by_chars(&name, colons),
                            "{name:?}"
                        );
                    }
                }
            }
        }
        assert!(is_ncname("itunes") && is_ncname("_x-1.2") && is_ncname("été"));
        assert!(!is_ncname("1x") && !is_ncname("a:b") && !is_ncname("") && !is_ncname("·x"));
        assert!(is_name("a:b") && is_name(":x") && !is_name("-x"));
    }
}
