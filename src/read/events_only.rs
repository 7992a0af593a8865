//! The XML event layer alone, for the benches (feature `bench-internals`).
//!
//! A bound, not a reader: it reads a document as [`parse`](super::parse)
//! does (in place when it is UTF-8, decoded whole when it is not, as a
//! stream when the in-place reading stumbles) and drains the events the
//! format readers would map, keeping text where they keep it, but maps
//! nothing. A parse over this event layer costs at least this, however it
//! maps; `parse`'s time minus this is what its mapping costs.

use std::cell::Cell;

use super::sniff::starts_like_json;
use super::source::{Decoded, EventSource, Streamed, Whole};
use super::xml::{XmlEvent, XmlReader};
use crate::encoding::SharedGuess;
use crate::error::Result;
use crate::options::ReadOptions;

/// Drains the XML events of `input`; returns how many start tags it read
/// and how many bytes of text it was handed.
///
/// Text is kept (built into a `String`, then dropped) only inside the
/// elements the feed readers read whole, the children of the root, a
/// `channel`, an `item` or an `entry`, and dropped between them, where the
/// readers turn it off. A JSON document is not read (0, 0).
#[doc(hidden)]
pub fn drain_xml_events(input: &[u8]) -> Result<(usize, usize)> {
    if starts_like_json(input) {
        return Ok((0, 0));
    }
    let options = ReadOptions::default();
    let stumbled = Cell::new(false);
    let guess = SharedGuess::default();
    let decoded;
    let whole = match Whole::new(input, &options, &stumbled, &guess) {
        Some(whole) => Some(whole),
        None => {
            decoded = Decoded::new(input, &options, &guess);
            decoded.as_ref().map(|d| d.whole(&stumbled))
        }
    };
    if let Some(whole) = whole {
        let drained = drain(XmlReader::new(whole, &options))?;
        if !stumbled.get() {
            return Ok(drained);
        }
    }
    // As `parse` does after a stumble, with the guess already made.
    drain(XmlReader::new(
        Streamed::sharing(input, &options, &guess)?,
        &options,
    ))
}

fn drain<S: EventSource>(mut xml: XmlReader<S>) -> Result<(usize, usize)> {
    // For each open element, whether the readers map its children one by
    // one (a container) rather than read it whole.
    let mut containers: Vec<bool> = Vec::new();
    let (mut starts, mut text_bytes) = (0, 0);
    xml.keep_text(false);
    loop {
        match xml.next()? {
            XmlEvent::Start(tag) => {
                starts += 1;
                let inside_whole = containers.last().is_some_and(|c| !c);
                let container = !inside_whole
                    && (containers.is_empty()
                        || matches!(&*tag.local, "channel" | "item" | "entry"));
                containers.push(container);
                xml.keep_text(!container);
            }
            XmlEvent::End => {
                containers.pop();
                xml.keep_text(containers.last().is_some_and(|c| !c));
            }
            XmlEvent::Text(text) => text_bytes += text.len(),
            XmlEvent::Misc(_) => {}
            XmlEvent::Eof => return Ok((starts, text_bytes)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::drain_xml_events;

    #[test]
    fn text_is_kept_inside_the_elements_read_whole_only() {
        let xml = b"<rss version=\"2.0\">\n <channel>\n  <title>T &amp; U</title>\n  \
            <item>\n   <description><b>bold</b> text</description>\n  </item>\n \
            </channel>\n</rss>\n";
        // rss, channel, title, item, description, b; "T & U" and "bold text".
        assert_eq!(drain_xml_events(xml).unwrap(), (6, 5 + 9));
    }

    #[test]
    fn a_document_in_another_encoding_is_decoded_first() {
        let xml = b"<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><rss><channel>\
            <title>caf\xE9</title></channel></rss>";
        assert_eq!(drain_xml_events(xml).unwrap(), (3, "caf\u{e9}".len()));
    }

    #[test]
    fn a_document_with_errors_is_drained_past_its_repairs() {
        // A bare ampersand, an end tag that closes two elements, no end at all.
        let xml = b"<rss><channel><title>a & b</title><item><title>x</item></channel>";
        assert_eq!(drain_xml_events(xml).unwrap(), (5, "a & b".len() + 1));
    }

    #[test]
    fn a_json_feed_is_not_read() {
        assert_eq!(drain_xml_events(b" {\"version\": \"x\"}").unwrap(), (0, 0));
    }
}
