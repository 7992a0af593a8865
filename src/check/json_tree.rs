//! A JSON document as written, with the byte offset of every value and
//! every member's key: what the JSON Feed checker needs to place a finding,
//! and serde_json does not keep.
//!
//! The text has been read by the reader first, so it is well-formed JSON;
//! this parser still answers `None` rather than panic on anything else.
//! One pass, no backtracking: linear in the text. Nesting deeper than the
//! reader's depth limit is not descended into (see [`parse`]).

use std::borrow::Cow;

/// One JSON value and where it starts (its first byte: `{`, `[`, `"`, a digit...).
#[derive(Debug)]
pub(crate) struct Node<'a> {
    pub(crate) offset: usize,
    pub(crate) value: Value<'a>,
}

/// A JSON value; strings are unescaped (borrowed where they hold no escape).
#[derive(Debug)]
pub(crate) enum Value<'a> {
    Null,
    Bool,
    /// The number as written.
    Number(&'a str),
    String(Cow<'a, str>),
    Array(Vec<Node<'a>>),
    Object(Vec<Member<'a>>),
    /// A container nested past the depth limit: its type is known, its contents are not read.
    Deep(Type),
}

/// One member of an object, in document order (duplicates kept).
#[derive(Debug)]
pub(crate) struct Member<'a> {
    pub(crate) key: Cow<'a, str>,
    /// Where the key's opening quote is.
    pub(crate) key_offset: usize,
    pub(crate) value: Node<'a>,
}

/// The six JSON types, as a finding names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Type {
    Null,
    Boolean,
    Number,
    String,
    Array,
    Object,
}

impl Type {
    /// The type's name with its article, for a finding's detail.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Type::Null => "null",
            Type::Boolean => "a boolean",
            Type::Number => "a number",
            Type::String => "a string",
            Type::Array => "an array",
            Type::Object => "an object",
        }
    }
}

impl Value<'_> {
    pub(crate) fn kind(&self) -> Type {
        match self {
            Value::Null => Type::Null,
            Value::Bool => Type::Boolean,
            Value::Number(_) => Type::Number,
            Value::String(_) => Type::String,
            Value::Array(_) => Type::Array,
            Value::Object(_) => Type::Object,
            Value::Deep(kind) => *kind,
        }
    }
}

/// Parses a whole JSON text (no byte order mark). Containers nested more
/// than `max_depth` deep are skipped over (matching brackets, outside
/// strings) and kept as [`Value::Deep`]: their type still counts.
pub(crate) fn parse(text: &str, max_depth: usize) -> Option<Node<'_>> {
    let mut parser = Parser {
        text,
        bytes: text.as_bytes(),
        at: 0,
        max_depth,
    };
    let node = parser.value(0)?;
    parser.space();
    (parser.at == parser.bytes.len()).then_some(node)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    max_depth: usize,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> Option<()> {
        self.space();
        (self.peek()? == byte).then(|| self.at += 1)
    }

    fn value(&mut self, depth: usize) -> Option<Node<'a>> {
        self.space();
        let offset = self.at;
        let value = match self.peek()? {
            b'{' | b'[' if depth >= self.max_depth => self.skip_deep()?,
            b'{' => Value::Object(self.object(depth + 1)?),
            b'[' => Value::Array(self.array(depth + 1)?),
            b'"' => Value::String(self.string()?),
            b't' => self.word("true", Value::Bool)?,
            b'f' => self.word("false", Value::Bool)?,
            b'n' => self.word("null", Value::Null)?,
            b'-' | b'0'..=b'9' => {
                let len = self.bytes[self.at..]
                    .iter()
                    .take_while(|b| matches!(b, b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E'))
                    .count();
                let number = self.text.get(self.at..self.at + len)?;
                self.at += len;
                Value::Number(number)
            }
            _ => return None,
        };
        Some(Node { offset, value })
    }

    fn word(&mut self, word: &str, value: Value<'a>) -> Option<Value<'a>> {
        let rest = self.bytes.get(self.at..)?;
        rest.starts_with(word.as_bytes()).then(|| {
            self.at += word.len();
            value
        })
    }

    fn object(&mut self, depth: usize) -> Option<Vec<Member<'a>>> {
        self.at += 1;
        let mut members = Vec::new();
        self.space();
        if self.peek()? == b'}' {
            self.at += 1;
            return Some(members);
        }
        loop {
            self.space();
            let key_offset = self.at;
            if self.peek()? != b'"' {
                return None;
            }
            let key = self.string()?;
            self.eat(b':')?;
            let value = self.value(depth)?;
            members.push(Member {
                key,
                key_offset,
                value,
            });
            self.space();
            match self.peek()? {
                b',' => self.at += 1,
                b'}' => {
                    self.at += 1;
                    return Some(members);
                }
                _ => return None,
            }
        }
    }

    fn array(&mut self, depth: usize) -> Option<Vec<Node<'a>>> {
        self.at += 1;
        let mut nodes = Vec::new();
        self.space();
        if self.peek()? == b']' {
            self.at += 1;
            return Some(nodes);
        }
        loop {
            nodes.push(self.value(depth)?);
            self.space();
            match self.peek()? {
                b',' => self.at += 1,
                b']' => {
                    self.at += 1;
                    return Some(nodes);
                }
                _ => return None,
            }
        }
    }

    /// A string at `"`: borrowed when it has no escape, unescaped otherwise.
    fn string(&mut self) -> Option<Cow<'a, str>> {
        self.at += 1;
        let start = self.at;
        let end = start + memchr::memchr2(b'"', b'\\', self.bytes.get(start..)?)?;
        if self.bytes.get(end) == Some(&b'"') {
            self.at = end + 1;
            return self.text.get(start..end).map(Cow::Borrowed);
        }
        let mut out = String::from(self.text.get(start..end)?);
        self.at = end;
        loop {
            let rest = self.bytes.get(self.at..)?;
            let run = memchr::memchr2(b'"', b'\\', rest)?;
            out.push_str(self.text.get(self.at..self.at + run)?);
            self.at += run;
            if self.peek()? == b'"' {
                self.at += 1;
                return Some(Cow::Owned(out));
            }
            self.at += 1;
            let escape = self.peek()?;
            self.at += 1;
            let c = match escape {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => self.unicode_escape()?,
                _ => return None,
            };
            out.push(c);
        }
    }

    /// The character of `\uXXXX` (the `\u` read), with its low surrogate when it is a high one.
    fn unicode_escape(&mut self) -> Option<char> {
        let high = self.hex4()?;
        if !(0xD800..0xDC00).contains(&high) {
            // A lone low surrogate is not a character: shown as U+FFFD.
            return Some(char::from_u32(high).unwrap_or('\u{FFFD}'));
        }
        if self.bytes.get(self.at..self.at + 2) != Some(b"\\u") {
            return Some('\u{FFFD}');
        }
        self.at += 2;
        let low = self.hex4()?;
        let code = 0x10000 + ((high - 0xD800) << 10) + low.checked_sub(0xDC00)?;
        Some(char::from_u32(code).unwrap_or('\u{FFFD}'))
    }

    fn hex4(&mut self) -> Option<u32> {
        let digits = self.text.get(self.at..self.at + 4)?;
        self.at += 4;
        u32::from_str_radix(digits, 16).ok()
    }

    /// Skips a container too deep to descend into: brackets counted outside strings.
    fn skip_deep(&mut self) -> Option<Value<'a>> {
        let kind = if self.peek()? == b'{' {
            Type::Object
        } else {
            Type::Array
        };
        let mut open = 0usize;
        while let Some(byte) = self.peek() {
            self.at += 1;
            match byte {
                b'{' | b'[' => open += 1,
                b'}' | b']' => {
                    open = open.checked_sub(1)?;
                    if open == 0 {
                        return Some(Value::Deep(kind));
                    }
                }
                b'"' => {
                    self.at -= 1;
                    self.string()?;
                }
                _ => {}
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_offsets_of_keys_and_values() {
        let text = "{\"a\": [1, {\"b\\n\": \"x\\u00e9\\ud83d\\ude00\"}], \"c\": null}";
        let root = parse(text, 10).unwrap();
        let Value::Object(members) = &root.value else {
            panic!()
        };
        assert_eq!((members[0].key_offset, members[0].value.offset), (1, 6));
        let Value::Array(list) = &members[0].value.value else {
            panic!()
        };
        let Value::Object(inner) = &list[1].value else {
            panic!()
        };
        assert_eq!(inner[0].key, "b\n");
        assert!(matches!(&inner[0].value.value, Value::String(s) if s == "xé😀"));
        assert_eq!(members[1].value.value.kind(), Type::Null);
    }

    #[test]
    fn stops_at_the_depth_limit_and_rejects_what_is_not_json() {
        let root = parse("[[[\"]\"]]]", 1).unwrap();
        let Value::Array(list) = &root.value else {
            panic!()
        };
        assert!(matches!(list[0].value, Value::Deep(Type::Array)));
        for bad in [
            "{",
            "[1,]",
            "{\"a\" 1}",
            "\"\\u12",
            "tru",
            "{} x",
            "\"\\x\"",
        ] {
            assert!(parse(bad, 10).is_none(), "{bad}");
        }
    }
}
