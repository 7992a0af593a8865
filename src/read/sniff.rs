//! Tells a JSON Feed from an XML document by its first bytes, without
//! losing any byte for the XML reader.
//!
//! Only white space (and a UTF-8 byte order mark) is read ahead in the usual
//! case; a document whose first other byte is `{` is read whole, since
//! whether it is a JSON Feed depends on its `version` member.

use std::io::{self, BufRead, Read};

const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Most leading white space looked through before giving up on JSON.
const MAX_LEADING_SPACE: usize = 64 * 1024;

/// The input with the bytes read ahead put back in front.
pub(crate) struct Sniffed<R> {
    head: Vec<u8>,
    pos: usize,
    inner: R,
}

impl<R: BufRead> Read for Sniffed<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        crate::buffered::read_from_buffer(self, buf)
    }
}

impl<R: BufRead> BufRead for Sniffed<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        match self.head.get(self.pos..) {
            Some(rest) if !rest.is_empty() => Ok(rest),
            _ => self.inner.fill_buf(),
        }
    }

    fn consume(&mut self, amt: usize) {
        let in_head = self.head.len().saturating_sub(self.pos);
        if in_head > 0 {
            self.pos += amt.min(in_head);
        } else {
            self.inner.consume(amt);
        }
    }
}

/// What the input turned out to be.
pub(crate) enum Sniff<R> {
    /// Anything else: read as XML.
    Xml(Sniffed<R>),
    /// A JSON Feed document, read whole (up to the size limit; `true` when
    /// it went past it); the reader is at its end.
    Json(Vec<u8>, bool, Sniffed<R>),
}

/// Which documents that start as JSON are read as a JSON Feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum JsonDocuments {
    /// An object that names a JSON Feed version (what [`crate::parse`]
    /// reads); other JSON goes to the XML reader, which says it is no feed.
    Feeds,
    /// Any object or array: a checker reports what it lacks of a JSON
    /// Feed, or where its JSON is broken, rather than "not XML".
    Any,
}

/// Looks at the start of `inner`; reads at most `max_bytes` of a JSON document.
pub(crate) fn sniff<R: BufRead>(
    mut inner: R,
    max_bytes: u64,
    json: JsonDocuments,
) -> io::Result<Sniff<R>> {
    let mut head = Vec::new();
    let first = loop {
        let buf = match inner.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let Some(&byte) = buf.first() else {
            break None;
        };
        let in_bom = UTF8_BOM.starts_with(&head) && UTF8_BOM.get(head.len()) == Some(&byte);
        if (in_bom || byte.is_ascii_whitespace()) && head.len() < MAX_LEADING_SPACE {
            head.push(byte);
            inner.consume(1);
        } else {
            break Some(byte);
        }
    };
    let any = json == JsonDocuments::Any;
    if first != Some(b'{') && !(any && first == Some(b'[')) {
        return Ok(Sniff::Xml(Sniffed {
            head,
            pos: 0,
            inner,
        }));
    }
    (&mut inner).take(max_bytes).read_to_end(&mut head)?;
    if any || super::json::is_json_feed(&head) {
        let over_limit = !inner.fill_buf()?.is_empty();
        let rest = Sniffed {
            head: Vec::new(),
            pos: 0,
            inner,
        };
        Ok(Sniff::Json(head, over_limit, rest))
    } else {
        Ok(Sniff::Xml(Sniffed {
            head,
            pos: 0,
            inner,
        }))
    }
}

/// Whether the first byte after white space (and a byte order mark) is `{`:
/// a JSON document, which only the stream's sniffing tells from XML.
pub(crate) fn starts_like_json(input: &[u8]) -> bool {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    input
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|&b| b == b'{')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(mut r: impl Read) -> Vec<u8> {
        let mut out = Vec::new();
        r.read_to_end(&mut out).unwrap();
        out
    }

    #[test]
    fn xml_keeps_every_byte_even_through_a_one_byte_buffer() {
        let doc = b"\xEF\xBB\xBF \n<rss/>";
        match sniff(
            io::BufReader::with_capacity(1, &doc[..]),
            u64::MAX,
            JsonDocuments::Feeds,
        )
        .unwrap()
        {
            Sniff::Xml(s) => assert_eq!(read_all(s), doc),
            Sniff::Json(..) => panic!("not JSON"),
        }
    }

    #[test]
    fn json_feed_is_read_whole() {
        let doc = b" {\"version\": \"https://jsonfeed.org/version/1.1\"}";
        match sniff(
            io::BufReader::with_capacity(1, &doc[..]),
            u64::MAX,
            JsonDocuments::Feeds,
        )
        .unwrap()
        {
            Sniff::Json(all, over, _) => assert_eq!((all.as_slice(), over), (&doc[..], false)),
            Sniff::Xml(_) => panic!("JSON"),
        }
    }

    #[test]
    fn any_json_is_read_whole_when_asked() {
        for doc in [&b"{\"error\": 1}"[..], b" [1]"] {
            match sniff(doc, u64::MAX, JsonDocuments::Any).unwrap() {
                Sniff::Json(all, over, _) => assert_eq!((all.as_slice(), over), (doc, false)),
                Sniff::Xml(_) => panic!("JSON"),
            }
        }
    }

    #[test]
    fn other_json_goes_to_the_xml_reader_whole() {
        let doc = b"{\"error\": 1}";
        match sniff(&doc[..], u64::MAX, JsonDocuments::Feeds).unwrap() {
            Sniff::Xml(s) => assert_eq!(read_all(s), doc),
            Sniff::Json(..) => panic!("not a JSON Feed"),
        }
    }
}
