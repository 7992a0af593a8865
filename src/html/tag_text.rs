//! The names and values of a tag as the token filter reads and writes them:
//! which names are void, in which order attributes are compared, where an
//! attribute's value stands in the fragment, and how a value is escaped
//! when it is written out.

use std::borrow::Cow;

/// Whether a comment as written (from `<!--`) is closed, in one of the
/// ways the HTML tokenizer closes one: `-->`, `--!>`, or the abrupt
/// `<!-->` and `<!--->`. A comment the fragment ends inside is not.
pub(super) fn closes_comment(raw: &str) -> bool {
    raw.ends_with("-->") || raw.ends_with("--!>") || raw == "<!-->" || raw == "<!--->"
}

/// Whether attribute name `next` comes after `previous` (the empty name
/// before any): names in order nearly always differ in their first byte,
/// which decides without a call to compare the rest.
pub(super) fn in_name_order(previous: &str, next: &str) -> bool {
    match (previous.as_bytes().first(), next.as_bytes().first()) {
        (Some(p), Some(n)) if p != n => p < n,
        _ => previous < next,
    }
}

/// Whether an element is written as `<name />` and never closed
/// (feedparser's `elements_no_end_tag`).
pub(super) fn is_void(name: &str) -> bool {
    // A match, which compiles to a switch on the length before any
    // comparison: this runs for every tag, start and end.
    matches!(
        name,
        "area"
            | "base"
            | "basefont"
            | "br"
            | "col"
            | "command"
            | "embed"
            | "frame"
            | "hr"
            | "img"
            | "input"
            | "isindex"
            | "keygen"
            | "link"
            | "meta"
            | "param"
            | "source"
            | "track"
            | "wbr"
    )
}

/// The tokenizer's bytes as text, borrowed when they are UTF-8 (they are
/// unless the fragment was cut inside a character): a tag's names and
/// values are looked at and written out, and need no copy of their own.
pub(super) fn lossy(bytes: &[u8]) -> Cow<'_, str> {
    // `from_utf8_lossy` walks its input in chunks, which for the short
    // names and values of a tag cost several times the plain check.
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(bytes),
    }
}

/// Whether the attribute whose name starts at `start` is followed by `=`.
pub(super) fn has_value(input: &str, start: usize, name_len: usize) -> bool {
    input
        .get(start + name_len..)
        .is_some_and(|rest| rest.trim_start().starts_with('='))
}

/// The value of the attribute whose name starts at `start`, as written
/// between its quotes (or up to whitespace or `>` when unquoted).
pub(super) fn raw_value(input: &str, start: usize, name_len: usize) -> Option<&str> {
    let rest = input.get(start + name_len..)?.trim_start();
    let rest = rest.strip_prefix('=')?.trim_start();
    match rest.chars().next()? {
        quote @ ('"' | '\'') => {
            let body = &rest[1..];
            let quote = if quote == '"' { b'"' } else { b'\'' };
            memchr::memchr(quote, body.as_bytes()).map(|end| &body[..end])
        }
        _ => {
            let end = rest
                .find(|c: char| c.is_ascii_whitespace() || c == '>')
                .unwrap_or(rest.len());
            Some(&rest[..end])
        }
    }
}

/// A decoded value made safe to write as written text: `&` escaped.
pub(super) fn escape_references(decoded: &str) -> String {
    decoded.replace('&', "&amp;")
}

/// An attribute value between double quotes, as feedparser writes it: `<`,
/// `>` and `"` escaped, and `&` unless it starts a reference.
pub(super) fn escape_attribute(out: &mut String, value: &str) {
    // Copied in runs between the four ASCII characters that may change
    // (a URL has none, most often), not a character at a time.
    let mut rest = value;
    while let Some(at) = first_special(rest.as_bytes()) {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        match rest.as_bytes()[at] {
            b'&' if starts_reference(after) => out.push('&'),
            b'&' => out.push_str("&amp;"),
            b'<' => out.push_str("&lt;"),
            b'>' => out.push_str("&gt;"),
            _ => out.push_str("&quot;"),
        }
        rest = after;
    }
    out.push_str(rest);
}

/// The first `&`, `<`, `>` or `"` in `bytes`, eight bytes at a time.
pub(super) fn first_special(bytes: &[u8]) -> Option<usize> {
    use crate::xml::words::{first_lane, lanes_equal, word};
    let special = |b: u8| matches!(b, b'&' | b'<' | b'>' | b'"');
    let mut at = 0;
    while let Some(w) = bytes.get(at..).and_then(word) {
        let found = lanes_equal(w, b'&')
            | lanes_equal(w, b'<')
            | lanes_equal(w, b'>')
            | lanes_equal(w, b'"');
        if found != 0 {
            return Some(at + first_lane(found));
        }
        at += 8;
    }
    let tail = bytes.get(at..).unwrap_or_default();
    tail.iter().position(|&b| special(b)).map(|i| at + i)
}

/// Whether text after a `&` reads as a reference: `#\d+;`, `#x[0-9a-fA-F]+;` or `\w+;`.
pub(super) fn starts_reference(after: &str) -> bool {
    let (body, is_hex) = match after.strip_prefix('#') {
        Some(num) => match num.strip_prefix('x') {
            Some(hex) => (hex, Some(true)),
            None => (num, Some(false)),
        },
        None => (after, None),
    };
    let len = body
        .find(|c: char| match is_hex {
            Some(true) => !c.is_ascii_hexdigit(),
            Some(false) => !c.is_ascii_digit(),
            None => !(c.is_alphanumeric() || c == '_'),
        })
        .unwrap_or(body.len());
    len > 0 && body[len..].starts_with(';')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_order_is_string_order() {
        let names = [
            "", "a", "aa", "ab", "alt", "b", "class", "href", "hreflang", "src", "z",
        ];
        for previous in names {
            for next in names {
                assert_eq!(
                    in_name_order(previous, next),
                    previous < next,
                    "{previous} {next}"
                );
            }
        }
    }

    #[test]
    fn the_word_scan_finds_the_first_special_byte_wherever_it_is() {
        for len in 0..20 {
            for at in 0..=len {
                for special in [b'&', b'<', b'>', b'"'] {
                    let mut bytes = vec![b'a'; len];
                    // Bytes next to the special ones in value, and one above 0x7f.
                    bytes.iter_mut().step_by(3).for_each(|b| *b = b'%');
                    bytes.iter_mut().skip(1).step_by(5).for_each(|b| *b = 0xc3);
                    if at < len {
                        bytes[at] = special;
                        if at + 2 < len {
                            bytes[at + 2] = b'<';
                        }
                    }
                    let expected = (at < len).then_some(at);
                    assert_eq!(first_special(&bytes), expected, "{bytes:?}");
                }
            }
        }
    }

    #[test]
    fn attribute_values_are_escaped_but_for_references() {
        let mut out = String::new();
        escape_attribute(&mut out, r#"a&b &amp; <"x"> https://e.org/?a=1&b=2 &#38;"#);
        assert_eq!(
            out,
            "a&amp;b &amp; &lt;&quot;x&quot;&gt; https://e.org/?a=1&amp;b=2 &#38;"
        );
    }
}
