//! Text that went through the wrong character encoding on its way into a
//! feed, and how to read it back. Pure functions over `&str`.
//!
//! These mistakes are common enough to repair:
//! - windows-1252 punctuation stored as C1 control characters
//!   (U+0080..U+009F): `don\u{92}t` for `don’t`. HTML5 reads numeric references
//!   in that range as windows-1252 for the same reason (`&#146;` is `’`).
//! - UTF-8 decoded as windows-1252 or ISO-8859-1 and encoded again
//!   ("double-encoded"): `â€¦` for `…`, `Ã©` for `é`.

use encoding_rs::WINDOWS_1252;

use crate::encoding::windows_1252_char;

/// Whether `c` is a C1 control that windows-1252 assigns a printable character.
fn is_mapped_c1(c: char) -> bool {
    let code = u32::from(c);
    (0x80..=0x9F).contains(&code) && {
        let mapped = windows_1252_char(code as u8);
        mapped != c
    }
}

/// The C1 controls (U+0080..U+009F) UTF-8 `bytes` hold, each as its byte
/// value (80..9F). Found on the bytes: a C1 control is C2 80..C2 9F, and
/// text with a C2 byte (a no-break space, `©`, `½`) is common while C1
/// controls are rare, so most texts are answered by a search for C2 alone.
pub(crate) fn c1_controls(bytes: &[u8]) -> impl Iterator<Item = u8> + '_ {
    memchr::memchr_iter(0xC2, bytes)
        .filter_map(|at| bytes.get(at + 1).copied())
        .filter(|b| (0x80..=0x9F).contains(b))
}

/// Whether UTF-8 `bytes` hold a C1 control, which text reads as windows-1252.
pub(crate) fn holds_c1_control(bytes: &[u8]) -> bool {
    c1_controls(bytes).next().is_some()
}

/// How many C1 controls windows-1252 assigns a character `text` holds.
fn mapped_c1_count(text: &str) -> usize {
    c1_controls(text.as_bytes())
        .filter(|&b| is_mapped_c1(char::from(b)))
        .count()
}

/// Replaces C1 controls by the windows-1252 characters of the same byte
/// value; returns how many were replaced. The five bytes windows-1252 leaves
/// unassigned stay as they are.
pub(crate) fn c1_as_windows_1252(text: &mut String) -> usize {
    let count = mapped_c1_count(text);
    if count == 0 {
        return 0;
    }
    // Copied in runs between the controls, found on the bytes (C2 80..C2
    // 9F; the second byte is the code point), not character by character.
    let bytes = text.as_bytes();
    let mut fixed = String::with_capacity(text.len() + 2 * count);
    let mut copied = 0;
    for at in memchr::memchr_iter(0xC2, bytes) {
        let Some(&code) = bytes.get(at + 1) else {
            break;
        };
        let control = char::from(code);
        if (0x80..=0x9F).contains(&code) && is_mapped_c1(control) {
            fixed.push_str(text.get(copied..at).unwrap_or_default());
            fixed.push(windows_1252_char(code));
            copied = at + 2;
        }
    }
    fixed.push_str(text.get(copied..).unwrap_or_default());
    *text = fixed;
    count
}

/// The text UTF-8 meant, when `text` is UTF-8 that was read as windows-1252:
/// every character is one windows-1252 byte, and those bytes are valid
/// UTF-8 with at least one multi-byte sequence. `None` when it is not.
///
/// ```text
/// "â€¦" -> Some("…");  "Café" -> None (E9 alone is no UTF-8)
/// ```
pub(crate) fn double_encoded_utf8(text: &str) -> Option<String> {
    if text.is_ascii() {
        return None;
    }
    let (bytes, _, unmappable) = WINDOWS_1252.encode(text);
    if unmappable {
        return None;
    }
    if !plausibly_double_encoded(&bytes) {
        return None;
    }
    let decoded = std::str::from_utf8(&bytes).ok()?;
    (decoded != text).then(|| decoded.to_owned())
}

/// The text UTF-8 meant, when `text` is UTF-8 that was read as ISO-8859-1
/// and encoded again: every character is below U+0100, and as bytes they are
/// valid UTF-8 with at least one multi-byte sequence (`Ã©` for `é`).
///
/// Stricter than [`double_encoded_utf8`]: windows-1252 punctuation (`€`, `™`)
/// rules it out, so text that only looks double-encoded by accident is left
/// alone. This is the test feedparser applies to every element of a UTF-8 feed.
pub(crate) fn double_encoded_latin1(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    // Most texts are short and ASCII (titles, links, dates), which a word
    // at a time tells sooner than a search is set up.
    if bytes.len() <= 64 && text.is_ascii() {
        return None;
    }
    if !holds_latin1_read_sequence(bytes) {
        return None;
    }
    latin1_bytes_as_utf8(text)
}

/// [`double_encoded_latin1`] without the searches that rule most text out:
/// the text's characters as Latin-1 bytes, read as UTF-8.
fn latin1_bytes_as_utf8(text: &str) -> Option<String> {
    let (bytes, plausible) = latin1_bytes(text)?;
    if !plausible {
        return None;
    }
    let decoded = String::from_utf8(bytes).ok()?;
    (decoded != text).then_some(decoded)
}

/// The text's characters as Latin-1 bytes (`None` if one is past U+00FF),
/// and whether those bytes are [`plausibly_double_encoded`]. Worked on the
/// UTF-8 rather than on characters: ASCII is copied in runs, and
/// U+0080..U+00FF are the two-byte sequences led by C2 and C3, the only
/// bytes the plausibility test looks at, so it is taken on the way.
fn latin1_bytes(text: &str) -> Option<(Vec<u8>, bool)> {
    let mut rest = text.as_bytes();
    let mut bytes = Vec::with_capacity(rest.len());
    let (mut has_c1, mut other_leads) = (false, false);
    while !rest.is_empty() {
        let (run, tail) = rest.split_at(encoding_rs::Encoding::ascii_valid_up_to(rest));
        bytes.extend_from_slice(run);
        rest = match *tail {
            [lead @ (0xC2 | 0xC3), continuation, ref tail @ ..] => {
                let byte = (lead & 0x1F) << 6 | continuation & 0x3F;
                has_c1 |= (0x80..=0x9F).contains(&byte);
                other_leads |= byte >= 0xC0 && byte != 0xC2 && byte != 0xC3;
                bytes.push(byte);
                tail
            }
            [] => tail,
            _ => return None,
        };
    }
    Some((bytes, has_c1 || !other_leads))
}

/// Whether UTF-8 `bytes` hold the start of a multi-byte sequence read as
/// Latin-1: a lead (U+00C2..U+00F4, C3 82..C3 B4 in UTF-8) and then a
/// continuation (U+0080..U+00BF, C2 80..C2 BF). Without one, the text read
/// back as bytes is no UTF-8 with a multi-byte sequence; most non-ASCII
/// text ("Zürich", "Größe") has none, and is ruled out by this search
/// alone. It looks at each C2, rarer in text than C3 (accented letters).
fn holds_latin1_read_sequence(bytes: &[u8]) -> bool {
    memchr::memchr_iter(0xC2, bytes).any(|at| {
        at >= 2
            && matches!(
                (bytes.get(at - 2..at), bytes.get(at + 1)),
                (Some([0xC3, 0x82..=0xB4]), Some(0x80..=0xBF))
            )
    })
}

/// Whether bytes that happen to be valid UTF-8 were more likely UTF-8 to
/// begin with than Latin-1 or windows-1252 text. Real text rarely holds a C1
/// control (0x80-0x9F as a character), but double-encoded UTF-8 nearly always
/// does, except for Latin-1 letters, whose sequences start with `Â` or `Ã`.
/// Without this test `é` followed by two no-break spaces (E9 A0 A0) read as
/// `頠`, and `Fuß«` (DF AB) lost its letters.
fn plausibly_double_encoded(bytes: &[u8]) -> bool {
    let has_c1 = bytes.iter().any(|b| (0x80..=0x9F).contains(b));
    let latin1_leads_only = bytes
        .iter()
        .filter(|&&b| b >= 0xC0)
        .all(|&b| b == 0xC2 || b == 0xC3);
    has_c1 || latin1_leads_only
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c1_controls_read_as_windows_1252() {
        let mut text = "don\u{92}t \u{85} \u{81}".to_owned();
        assert_eq!(c1_as_windows_1252(&mut text), 2);
        assert_eq!(text, "don\u{2019}t \u{2026} \u{81}");
    }

    #[test]
    fn c1_controls_are_counted_on_bytes_as_on_characters() {
        // Every character that starts with C2 in UTF-8, among others that
        // hold 80..9F as a continuation byte (U+2019 is E2 80 99).
        for code in 0x80..=0xBFu32 {
            let c = char::from_u32(code).unwrap_or_default();
            let text = format!("\u{2019}a{c}\u{A0}{c}\u{0480}");
            let by_chars = text.chars().filter(|&c| is_mapped_c1(c)).count();
            assert_eq!(mapped_c1_count(&text), by_chars, "U+{code:04X}");
        }
    }

    /// Every C1 control (U+0080..U+009F) and its neighbours, next to
    /// characters that hold the same bytes as continuation bytes.
    #[test]
    fn c1_controls_are_replaced_on_bytes_as_on_characters() {
        let by_chars = |text: &str| -> String {
            text.chars()
                .map(|c| match is_mapped_c1(c) {
                    true => windows_1252_char(u32::from(c) as u8),
                    false => c,
                })
                .collect()
        };
        for code in 0x7Fu32..=0xA0 {
            let c = char::from_u32(code).unwrap_or_default();
            for text in [
                format!("{c}"),
                format!("a{c}b{c}{c}"),
                format!("\u{2019}{c}\u{A0}\u{0480}{c}\u{92}"),
            ] {
                let mut fixed = text.clone();
                let count = c1_as_windows_1252(&mut fixed);
                assert_eq!(fixed, by_chars(&text), "U+{code:04X}");
                assert_eq!(count, mapped_c1_count(&text));
            }
        }
    }

    #[test]
    fn double_encoded_utf8_is_undone() {
        assert_eq!(double_encoded_utf8("â€¦").as_deref(), Some("…"));
        assert_eq!(double_encoded_utf8("CafÃ©").as_deref(), Some("Café"));
        assert_eq!(double_encoded_utf8("Café"), None);
        assert_eq!(double_encoded_utf8("plain"), None);
        assert_eq!(double_encoded_utf8("日本"), None);
    }

    #[test]
    fn latin1_double_encoding_is_undone_only_without_windows_1252_punctuation() {
        assert_eq!(
            double_encoded_latin1("verglaÃ§ante").as_deref(),
            Some("verglaçante")
        );
        assert_eq!(double_encoded_latin1("National â€º News"), None);
        assert_eq!(double_encoded_latin1("Café"), None);
        assert_eq!(double_encoded_latin1("plain"), None);
    }

    #[test]
    fn the_search_for_a_latin1_read_sequence_rules_out_only_what_would_not_decode() {
        let pieces = [
            "a", "\u{80}", "\u{9f}", "\u{a0}", "\u{bf}", "\u{c0}", "\u{c1}", "\u{c2}", "\u{c3}",
            "\u{df}", "\u{e0}", "\u{e9}", "\u{ef}", "\u{f0}", "\u{f4}", "\u{f5}", "\u{ff}",
            "\u{20ac}",
        ];
        let mut checked = 0;
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    for d in pieces {
                        let text = format!("{a}{b}{c}{d}");
                        assert_eq!(
                            double_encoded_latin1(&text),
                            latin1_bytes_as_utf8(&text),
                            "{text:?}"
                        );
                        checked += usize::from(double_encoded_latin1(&text).is_some());
                    }
                }
            }
        }
        // Some of them decode: the comparison is not between two `None`s.
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn latin1_bytes_are_the_characters_as_bytes() {
        let mut every: String = (0..=0x1FFu32).filter_map(char::from_u32).collect();
        every.push_str("aé€😀z");
        for (start, _) in every.char_indices() {
            for (end, _) in every[start..].char_indices().skip(1).take(3) {
                let text = &every[start..start + end];
                let by_char: Option<Vec<u8>> = text.chars().map(|c| u8::try_from(c).ok()).collect();
                let plausible = by_char.as_deref().map(plausibly_double_encoded);
                assert_eq!(latin1_bytes(text), by_char.zip(plausible), "{text:?}");
            }
        }
    }

    #[test]
    fn text_that_only_looks_double_encoded_is_left_alone() {
        // E9 A0 A0 and DF AB are valid UTF-8, but this is French and German.
        assert_eq!(double_encoded_latin1("é\u{a0}\u{a0}<"), None);
        assert_eq!(double_encoded_latin1("Fuß«"), None);
        assert_eq!(double_encoded_utf8("é\u{a0}\u{a0}"), None);
        // Double-encoded Cyrillic still decodes: its sequences hold C1 bytes.
        assert_eq!(
            double_encoded_utf8("ÐŸÑ€Ð¸Ð²ÐµÑ‚").as_deref(),
            Some("Привет")
        );
        assert_eq!(
            double_encoded_latin1("Ð\u{9f}Ñ\u{80}Ð¸Ð²ÐµÑ\u{82}").as_deref(),
            Some("Привет")
        );
    }
}
