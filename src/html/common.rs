//! The common shapes of HTML in feeds, read without the HTML tokenizer.
//!
//! Most fragments are text, plain start tags (`<p>`, `<a href="...">`,
//! `<img src=x />`) and plain end tags. The WHATWG tokenizer (see
//! [`super::filter`]) reads those one byte and one state at a time and copies
//! every text run; that was most of the time a rewrite took. This reader
//! handles exactly those shapes, reading them as the tokenizer does, and
//! stops at the first construct that needs more: a comment or declaration,
//! a character reference in an attribute value other than the plain ones
//! URLs hold (`&amp;`, `&#38;`; the rest needs the tokenizer's entity
//! table and its repairs), an end tag with anything after its name, a
//! tag the fragment ends inside, a NUL. It stops at a token boundary, where
//! the tokenizer, which keeps no state from one token to the next in the
//! way the filter runs it, takes over for the rest of the fragment.
//!
//! Whatever it reads gives the same tokens as the tokenizer: a test runs
//! both over generated fragments and compares the rewrites.

use crate::xml::words::{find_byte, find_either};
use std::ops::Range;

/// What the reader hands on: the tokens of the fragment, in order.
pub(super) trait Tokens {
    /// Text between tokens, as the span `start..end` of the fragment;
    /// `ampersand`: whether it holds a `&` (without one it is written as
    /// it is).
    fn text(&mut self, start: usize, end: usize, ampersand: bool);
    /// A start tag: the span of its name, its attributes (spans of the
    /// fragment: the value as written, see [`decode_value`]), and whether it
    /// ends in `/>`. Names are not lowercased.
    fn start_tag(&mut self, name: Range<usize>, attributes: &[Attribute], self_closing: bool);
    /// An end tag, its name as written.
    fn end_tag(&mut self, name: &str);
    /// A comment, as the span `start..end` of the fragment, from its
    /// `<!--` to its `-->` (see [`comment`] for the ones read here).
    fn comment(&mut self, start: usize, end: usize);
}

/// An attribute of a start tag, as spans of the fragment.
#[derive(Debug, Clone)]
pub(super) struct Attribute {
    pub(super) name: Range<usize>,
    /// Empty (at the name's end) for an attribute written without a value.
    pub(super) value: Range<usize>,
    /// The value is in double quotes and holds no `&`, `<` or `>`: written
    /// out it needs nothing escaped, and it has nothing to decode.
    pub(super) plain: bool,
}

/// Reads `input` from its start, handing each token to `tokens`, until the
/// end or the first construct it leaves to the tokenizer. Returns where it
/// stopped: `input.len()`, or the start of the first token not handed on
/// (text before a construct it stops at is not handed on either, so that
/// the tokenizer reads that text as one run with what follows).
pub(super) fn read(input: &str, tokens: &mut impl Tokens) -> usize {
    let bytes = input.as_bytes();
    let mut attributes = Vec::new();
    // Where the text since the last token started, and whether it holds a
    // `&` so far (found by the search for tags: text is searched once).
    let mut text_start = 0;
    let mut ampersand = false;
    let mut at = 0;
    while let Some(found) = find_either(b'<', b'&', bytes.get(at..).unwrap_or_default()) {
        let open = at + found;
        if bytes[open] == b'&' {
            ampersand = true;
            at = open + 1;
            continue;
        }
        let tag = match bytes.get(open + 1) {
            Some(c) if c.is_ascii_alphabetic() => start_tag(bytes, open, &mut attributes),
            Some(b'/') => end_tag(bytes, open),
            Some(b'!') => comment(bytes, open),
            // `<?`: processing instructions.
            Some(b'?') => None,
            // Anything else after `<` is text, the `<` included.
            _ => {
                at = open + 1;
                continue;
            }
        };
        let Some(tag) = tag else {
            return text_start;
        };
        if open > text_start {
            tokens.text(text_start, open, ampersand);
        }
        ampersand = false;
        match tag {
            Tag::Start {
                name,
                self_closing,
                end,
            } => {
                tokens.start_tag(name, &attributes, self_closing);
                at = end;
            }
            Tag::End { name, end } => {
                tokens.end_tag(input.get(name).unwrap_or_default());
                at = end;
            }
            Tag::Comment { end } => {
                tokens.comment(open, end);
                at = end;
            }
        }
        text_start = at;
    }
    if bytes.len() > text_start {
        tokens.text(text_start, bytes.len(), ampersand);
    }
    bytes.len()
}

/// A tag read: where its name is and where it ends (past its `>`).
enum Tag {
    Start {
        name: Range<usize>,
        self_closing: bool,
        end: usize,
    },
    End {
        name: Range<usize>,
        end: usize,
    },
    Comment {
        end: usize,
    },
}

/// The first byte at or after `at` that is not white space (HTML's white
/// space is ASCII's: a CR, which the tokenizer reads as a line feed, too).
fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while bytes
        .get(at)
        .copied()
        .is_some_and(|b| b.is_ascii_whitespace())
    {
        at += 1;
    }
    at
}

/// A tag name from `at` (its first byte is a letter): up to white space,
/// `/` or `>`. None when the fragment ends first or it holds a NUL.
fn tag_name(bytes: &[u8], at: usize) -> Option<Range<usize>> {
    let len = bytes
        .get(at..)?
        .iter()
        .position(|&b| b.is_ascii_whitespace() || b == b'/' || b == b'>')?;
    let name = at..at + len;
    (!bytes[name.clone()].contains(&0)).then_some(name)
}

/// The start tag whose `<` is at `open`, its attributes into `attributes`.
fn start_tag(bytes: &[u8], open: usize, attributes: &mut Vec<Attribute>) -> Option<Tag> {
    attributes.clear();
    let name = tag_name(bytes, open + 1)?;
    let mut at = name.end;
    loop {
        // Before an attribute's name.
        at = skip_space(bytes, at);
        match *bytes.get(at)? {
            b'>' => {
                return Some(Tag::Start {
                    name,
                    self_closing: false,
                    end: at + 1,
                })
            }
            b'/' => {
                at += 1;
                if *bytes.get(at)? == b'>' {
                    return Some(Tag::Start {
                        name,
                        self_closing: true,
                        end: at + 1,
                    });
                }
                // A stray `/` is dropped; what follows starts an attribute.
                continue;
            }
            // `=` would start a name that holds it: left to the tokenizer.
            b'=' => return None,
            _ => {}
        }
        let start = at;
        let len = bytes
            .get(at..)?
            .iter()
            .position(|&b| b.is_ascii_whitespace() || matches!(b, b'/' | b'>' | b'='))?;
        at += len;
        let attribute_name = start..at;
        if bytes[attribute_name.clone()]
            .iter()
            .any(|&b| matches!(b, 0 | b'"' | b'\'' | b'<'))
        {
            return None;
        }
        at = skip_space(bytes, at);
        if *bytes.get(at)? != b'=' {
            attributes.push(Attribute {
                value: attribute_name.end..attribute_name.end,
                name: attribute_name,
                plain: false,
            });
            continue;
        }
        at = skip_space(bytes, at + 1);
        let value = match *bytes.get(at)? {
            quote @ (b'"' | b'\'') => {
                let from = at + 1;
                let rest = bytes.get(from..)?;
                // Most values (a URL, a class) hold no reference and no
                // CR: one search finds their end and says so, where a
                // search for the quote, one for a CR or NUL and one for a
                // reference each went over the value.
                let first = memchr::memchr3(quote, b'&', b'\r', rest)?;
                if rest[first] == quote {
                    let value = &rest[..first];
                    let odd = memchr::memchr3(b'<', b'>', 0, value);
                    // A NUL would be replaced: left to the tokenizer.
                    if odd.is_some() && memchr::memchr(0, value).is_some() {
                        return None;
                    }
                    at = from + first + 1;
                    attributes.push(Attribute {
                        name: attribute_name,
                        value: from..from + first,
                        plain: quote == b'"' && odd.is_none(),
                    });
                    continue;
                }
                let len = memchr::memchr(quote, rest)?;
                at = from + len + 1;
                from..from + len
            }
            // `a=>`: an empty value, and an error the tokenizer reports.
            b'>' => return None,
            _ => {
                let from = at;
                let len = bytes
                    .get(from..)?
                    .iter()
                    .position(|&b| b.is_ascii_whitespace() || b == b'>')?;
                at = from + len;
                from..at
            }
        };
        // A CR would be read as a line feed; a NUL replaced.
        let written = &bytes[value.clone()];
        if memchr::memchr2(b'\r', 0, written).is_some() || !decodes(written) {
            return None;
        }
        attributes.push(Attribute {
            name: attribute_name,
            value,
            plain: false,
        });
    }
}

/// Whether every `&` of an attribute value as written starts a reference
/// [`reference`] reads, or none.
fn decodes(value: &[u8]) -> bool {
    let mut at = 0;
    while let Some(found) = find_byte(b'&', value.get(at..).unwrap_or_default()) {
        match reference(&value[at + found..]) {
            Some((_, len)) => at += found + len,
            None => return false,
        }
    }
    true
}

/// Appends an attribute value as written, its references decoded, to `out`
/// (the value is one [`read`] took: each of its references is one
/// [`reference`] reads).
pub(super) fn decode_value(value: &str, out: &mut String) {
    let mut rest = value;
    while let Some(found) = find_byte(b'&', rest.as_bytes()) {
        out.push_str(&rest[..found]);
        rest = &rest[found..];
        let (decoded, len) = reference(rest.as_bytes()).unwrap_or((None, 1));
        out.push(decoded.unwrap_or('&'));
        rest = rest.get(len..).unwrap_or_default();
    }
    out.push_str(rest);
}

/// The reference that `s` (starting with `&`) starts, in an attribute value,
/// as the tokenizer decodes it: the character and the length written, or
/// no character for a `&` that starts no reference (kept as it is). `None`
/// for what the reader leaves to the tokenizer: a named reference that
/// HTML5 does not name or names as two characters, one without its `;`
/// (but for a name followed by `=`, which is no reference), and a numeric
/// reference that the tokenizer replaces (NUL, surrogates, past U+10FFFF,
/// and the C1 controls it reads as windows-1252).
///
/// Named references are HTML5's whole table, as the tokenizer's: feed HTML
/// writes `&nbsp;`, `&rsquo;` and `&eacute;` in `alt` and `title` values,
/// and each such value left the rest of its fragment to the tokenizer.
fn reference(s: &[u8]) -> Option<(Option<char>, usize)> {
    match s.get(1) {
        Some(b'#') => {
            let (radix, digits_at) = match s.get(2) {
                Some(b'x' | b'X') => (16, 3),
                _ => (10, 2),
            };
            let digits = s
                .get(digits_at..)?
                .iter()
                .take_while(|b| b.is_ascii_hexdigit() && (radix == 16 || b.is_ascii_digit()))
                .count();
            // Eight digits hold any character; more are left to the tokenizer.
            if digits == 0 || digits > 8 || s.get(digits_at + digits) != Some(&b';') {
                return None;
            }
            let text = std::str::from_utf8(&s[digits_at..digits_at + digits]).ok()?;
            let number = u32::from_str_radix(text, radix).ok()?;
            if number == 0 || (0x80..=0x9F).contains(&number) {
                return None;
            }
            Some((Some(char::from_u32(number)?), digits_at + digits + 1))
        }
        Some(b) if b.is_ascii_alphanumeric() => {
            let name_len = s[1..]
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric())
                .count();
            match s.get(1 + name_len) {
                Some(b';') => {}
                // `?a=1&b=2`: in a value, a name followed by `=` is never
                // decoded (the tokenizer's rule for the old references
                // written without `;`, such as `&copy`: any that starts
                // the name is followed by a letter, a digit or the `=`).
                Some(b'=') => return Some((None, 1)),
                // `?a=1&b_c=2`, `&x` at the value's end: by the same rule a
                // name followed by anything else is kept as written, unless
                // it is one of those old references whole (`&not_x` is
                // `¬_x`), which is left to the tokenizer.
                _ => {
                    let name = std::str::from_utf8(&s[1..1 + name_len]).ok()?;
                    return (!crate::entity::is_legacy_html_entity(name)).then_some((None, 1));
                }
            }
            let c = match &s[1..1 + name_len] {
                b"amp" => '&',
                b"lt" => '<',
                b"gt" => '>',
                b"quot" => '"',
                b"apos" => '\'',
                name => {
                    let name = std::str::from_utf8(name).ok()?;
                    let mut chars = crate::entity::html5_entity(name)?.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) => c,
                        _ => return None,
                    }
                }
            };
            Some((Some(c), name_len + 2))
        }
        _ => Some((None, 1)),
    }
}

/// The comment whose `<!--` is at `open`, when it is a plain one: closed
/// by the first `-->`, and holding no `--` (which could close it as
/// `--!>`), no `<`, CR or NUL, not starting `>` or `->` (the abrupt
/// `<!-->`) and not ending in `-`. The tokenizer's comment is then exactly
/// what is written between. Feeds write such comments by the thousand
/// (`<!-- wp:paragraph -->`); any other `<!` is left to the tokenizer.
fn comment(bytes: &[u8], open: usize) -> Option<Tag> {
    let body_start = open + "<!--".len();
    if bytes.get(open..body_start)? != b"<!--" {
        return None;
    }
    let rest = bytes.get(body_start..)?;
    let len = memchr::memmem::find(rest, b"-->")?;
    let body = &rest[..len];
    let plain = !body.starts_with(b">")
        && !body.starts_with(b"->")
        && !body.ends_with(b"-")
        && memchr::memmem::find(body, b"--").is_none()
        && memchr::memchr3(b'<', b'\r', 0, body).is_none();
    plain.then_some(Tag::Comment {
        end: body_start + len + "-->".len(),
    })
}

/// The end tag whose `<` is at `open`, when it is `</name>` with only white
/// space before the `>`.
fn end_tag(bytes: &[u8], open: usize) -> Option<Tag> {
    if !bytes.get(open + 2)?.is_ascii_alphabetic() {
        return None;
    }
    let name = tag_name(bytes, open + 2)?;
    let at = skip_space(bytes, name.end);
    (*bytes.get(at)? == b'>').then_some(Tag::End { name, end: at + 1 })
}

#[cfg(test)]
mod tests {
    use html5gum::emitters::callback::{CallbackEmitter, CallbackEvent};
    use html5gum::Tokenizer;

    /// The value of `a` in `<x a="value">` as the HTML tokenizer decodes it.
    fn tokenizer_value(value: &str) -> Vec<u8> {
        let html = format!("<x a=\"{value}\">");
        let mut decoded = Vec::new();
        let emitter =
            CallbackEmitter::new(|event: CallbackEvent<'_>, _span: html5gum::Span<()>| {
                if let CallbackEvent::AttributeValue { value } = event {
                    decoded.extend_from_slice(value);
                }
                None::<()>
            });
        Tokenizer::new_with_emitter(&html, emitter).for_each(drop);
        decoded
    }

    proptest::proptest! {
        /// Each value the reader takes decodes as the tokenizer decodes it.
        #[test]
        fn values_decode_as_the_tokenizer_decodes_them(
            pieces in proptest::collection::vec(proptest::sample::select(vec![
                "a", "=", "?", " ", "#", ";", "&", "&amp;", "&amp", "&AMP;", "&lt;", "&gt;",
                "&quot;", "&apos;", "&nbsp;", "&copy", "&notin;", "&#", "&#;", "&#x", "&#38;",
                "&#x26;", "&#X41;", "&#106;", "&#0;", "&#128;", "&#x9F;", "&#xA0;", "&#xD800;",
                "&#x10FFFF;", "&#x110000;", "&#999999999;", "&#9;", "&#13;", "&#xFFFE;",
                "&#x1F600;", "&#00000065;", "é", "&hl=", "&copy=", "&not=", "&notit=", "&amp=",
                "&lt=", "&AElig=", "&d", "b", "1", "&rsquo;", "&mdash;", "&Otilde;", "&iacute;",
                "&lang;", "&rang;", "&NotEqualTilde;", "&nbsp", "&nbsp=", "&Nbsp;", "&nbspx;",
                "&notinva;", "&ThickSpace;", "&fjlig;", "&bne;", "&zwj;",
            ]), 0..8),
        ) {
            let value = pieces.concat();
            if super::decodes(value.as_bytes()) {
                let mut ours = String::new();
                super::decode_value(&value, &mut ours);
                proptest::prop_assert_eq!(ours.as_bytes(), tokenizer_value(&value), "value {:?}", value);
            }
        }
    }
}
