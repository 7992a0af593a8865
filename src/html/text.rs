//! Text between tags, re-emitted the way feedparser's `sgmllib` pass does:
//! the source text kept verbatim, except for its character and entity
//! references, which are normalized one by one.
//!
//! feedparser keeps references as references (`&copy;` stays `&copy;`), maps
//! the windows-1252 code points 128..159 to the characters they stand for
//! (`&#150;` becomes `&#x2013;`), turns `&#39;` and `&#34;` into the quote
//! characters, and escapes an unknown `&name;` as `&amp;name`. References are
//! re-emitted even inside dropped elements (`<script>`): only plain text is
//! dropped there, which the `keep_data` switch expresses.

use super::lists::ENTITY_NAMES;
use super::name_set::NameSet;
use crate::xml::words::find_byte;

/// Appends `raw` (source text between tags) to `out`, normalizing its
/// references; plain text is appended only when `keep_data` is true. `next`
/// is the character after `raw` in the fragment, which can end a reference
/// (`AT&T</p>`: `&T` is one, ended by `<`).
pub(super) fn push_text(out: &mut String, raw: &str, next: Option<char>, keep_data: bool) {
    let mut rest = raw;
    // A byte search: `&` is ASCII, and `str::find` with a `char` sets up
    // a searcher for each of the many short texts of a fragment.
    while let Some(at) = find_byte(b'&', rest.as_bytes()) {
        if keep_data {
            out.push_str(&rest[..at]);
        }
        rest = &rest[at..];
        let consumed = match reference(rest, next) {
            // A quote is plain text (dropped with it); every other
            // reference is written even where text is dropped.
            Some((reference, len)) => {
                if keep_data || !matches!(reference, Reference::Quote(_)) {
                    reference.write(out);
                }
                len
            }
            None => {
                if keep_data {
                    out.push('&');
                }
                1
            }
        };
        rest = &rest[consumed..];
    }
    if keep_data {
        out.push_str(rest);
    }
}

/// Whether `name` is one of the named references HTML 4 defines (what
/// feedparser accepts as evidence that text is HTML, and the references it
/// keeps). A table rather than a binary search of the list: text is full of
/// `&amp;` and `&nbsp;`, and the search compared each with eight names.
pub(crate) fn is_html4_entity(name: &str) -> bool {
    static ENTITIES: NameSet<&str> = NameSet::new(ENTITY_NAMES);
    ENTITIES.contains(name)
}

/// What a reference at the start of some text becomes; written straight
/// into the output, without a string of its own.
enum Reference<'a> {
    /// `&#39;` or `&#34;`: feedparser replaces these with the character before
    /// parsing, so they count as plain text.
    Quote(char),
    /// A known entity, kept: `&name;`.
    Entity(&'a str),
    /// An unknown entity name, escaped: `&amp;name`.
    Unknown(&'a str),
    /// A windows-1252 code point, as the character it stands for: `&#x2013;`.
    Windows1252(char),
    /// Any other character reference, as written but in lowercase: `&#233;`.
    Number(&'a str),
}

impl Reference<'_> {
    fn write(&self, out: &mut String) {
        use std::fmt::Write as _;
        match self {
            Reference::Quote(quote) => out.push(*quote),
            Reference::Entity(name) => {
                out.push('&');
                out.push_str(name);
                out.push(';');
            }
            Reference::Unknown(name) => {
                out.push_str("&amp;");
                out.push_str(name);
            }
            Reference::Windows1252(c) => {
                // Writing into a `String` cannot fail.
                let _ = write!(out, "&#x{:x};", u32::from(*c));
            }
            Reference::Number(written) => {
                out.push_str("&#");
                out.extend(written.chars().map(|c| c.to_ascii_lowercase()));
                out.push(';');
            }
        }
    }
}

/// The reference `s` starts with (`s` starts with `&`), if any, and the
/// bytes it spans: a character reference `&#\d+;` / `&#x[0-9a-f]+;`, or an
/// entity name followed by a character that cannot continue it (consumed
/// only when it is `;`).
fn reference(s: &str, next: Option<char>) -> Option<(Reference<'_>, usize)> {
    let body = &s[1..];
    if let Some(num) = body.strip_prefix('#') {
        return char_reference(num);
    }
    let first = body.chars().next()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let name_len = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '.'))
        .unwrap_or(body.len());
    let name = &body[..name_len];
    let terminator = body[name_len..].chars().next().or(next)?;
    if terminator.is_alphanumeric() {
        return None;
    }
    let len = 1 + name_len + usize::from(terminator == ';');
    let reference = if is_html4_entity(name) {
        Reference::Entity(name)
    } else {
        Reference::Unknown(name)
    };
    Some((reference, len))
}

/// `num` follows `&#`.
fn char_reference(num: &str) -> Option<(Reference<'_>, usize)> {
    let (digits, radix, prefix) = match num.strip_prefix(['x', 'X']) {
        Some(hex) => (hex, 16, 1),
        None => (num, 10, 0),
    };
    let len = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    if len == 0 || !digits[len..].starts_with(';') {
        return None;
    }
    let consumed = 2 + prefix + len + 1;
    let written = &num[..prefix + len];
    let reference = match written {
        "39" => Reference::Quote('\''),
        "34" => Reference::Quote('"'),
        _ => match u32::from_str_radix(&digits[..len], radix)
            .ok()
            .and_then(windows_1252)
        {
            Some(c) => Reference::Windows1252(c),
            None => Reference::Number(written),
        },
    };
    Some((reference, consumed))
}

/// The character windows-1252 puts at `code` in 128..=159, where Latin-1 has
/// C1 controls (feedparser's `_cp1252` table).
fn windows_1252(code: u32) -> Option<char> {
    let byte = u8::try_from(code)
        .ok()
        .filter(|b| (0x80..=0x9f).contains(b))?;
    let bytes = [byte];
    let (decoded, _, had_errors) = encoding_rs::WINDOWS_1252.decode(&bytes);
    let c = decoded.chars().next()?;
    // Bytes 0x81, 0x8d, 0x8f, 0x90 and 0x9d have no character: feedparser leaves them alone.
    (!had_errors && u32::from(c) != code).then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(raw: &str, keep: bool) -> String {
        let mut out = String::new();
        push_text(&mut out, raw, None, keep);
        out
    }

    #[test]
    fn references() {
        let cases = [
            ("a &amp; b", "a &amp; b"),
            ("&copy; 2026", "&copy; 2026"),
            ("&bogus; x", "&amp;bogus x"),
            ("AT&T", "AT&T"),
            ("a & b", "a & b"),
            ("&#150;", "&#x2013;"),
            ("&#233;", "&#233;"),
            ("&#X41;", "&#x41;"),
            ("it&#39;s", "it's"),
            ("&nbsp", "&nbsp"),
            ("&nbsp x", "&nbsp; x"),
        ];
        for (raw, want) in cases {
            assert_eq!(text(raw, true), want, "{raw}");
        }
        assert_eq!(text("alert(1) &amp; x", false), "&amp;");
        let mut out = String::new();
        push_text(&mut out, "AT&T", Some('<'), true);
        assert_eq!(out, "AT&amp;T");
    }
}
