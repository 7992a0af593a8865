//! The full Display of each kind of warning, from a document that raises it:
//! where, what was expected or found, and what the reader did about it.

use feedwright::{parse_with, ReadOptions};

fn warnings_with(doc: &[u8], options: &ReadOptions) -> Vec<String> {
    let feedwright::Parsed { warnings, .. } = parse_with(doc, options).expect("a feed");
    warnings.iter().map(|w| w.to_string()).collect()
}

fn warnings(doc: &[u8]) -> Vec<String> {
    warnings_with(doc, &ReadOptions::default())
}

#[test]
fn entities_and_characters() {
    assert_eq!(
        warnings(b"<rss><channel><title>a&eacute;</title></channel></rss>"),
        ["1:23: HTML entity `&eacute;` decoded"]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a&bogus;</title></channel></rss>"),
        ["1:23: unknown entity `&bogus;` kept as text"]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a&#xD800;</title></channel></rss>"),
        ["1:23: invalid character reference `&#xD800;` replaced by U+FFFD"]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>R & D</title></channel></rss>"),
        ["1:24: bare `&` kept as text"]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a\x01\x02b</title></channel></rss>"),
        ["1:22: 2 character(s) that XML forbids dropped"]
    );
}

#[test]
fn broken_structure() {
    assert_eq!(
        warnings(b"<rss><channel><title>a</titel></channel></rss>"),
        [
            "1:23: end tag `</titel>` matches no open element: ignored",
            "1:31: expected `</title>`, found `</channel>`"
        ]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a</title></p></channel></rss>"),
        ["1:31: end tag `</p>` matches no open element: ignored"]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a</title>"),
        ["1:31: document truncated: 2 element(s) still open"]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a</title><![CDATA[abc"),
        [
            "1:31: malformed XML: syntax error: CDATA not closed: `]]>` not found before end of input",
            "1:31: document truncated: 2 element(s) still open"
        ]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a</title><item <><title 2y=\"3\">t</title></item></channel></rss>"),
        [
            "1:31: malformed XML: invalid attribute name `<` in <item>: ignored",
            "1:39: malformed XML: invalid attribute name `2y` in <title>: ignored"
        ]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a</title><item><1x>y</1x></item></channel></rss>"),
        ["1:37: malformed XML: invalid element name `1x`: element skipped"]
    );
    assert_eq!(
        warnings(b"<rss><channel><title>a</title></channel></rss><rss/>"),
        ["1:47: content after the root element ignored"]
    );
    assert_eq!(
        warnings(b"<rss><channel><dc:creator>a</dc:creator></channel></rss>"),
        ["1:15: undeclared prefix `dc` taken as <http://purl.org/dc/elements/1.1/>"]
    );
}

#[test]
fn values() {
    assert_eq!(
        warnings(b"<rss><channel><pubDate>someday</pubDate></channel></rss>"),
        ["1:15: invalid date `someday`"]
    );
    assert_eq!(
        warnings(b"<rss><channel><pubDate>Mon, 01 Jun 2004 10:00:00</pubDate></channel></rss>"),
        ["1:15: date `Mon, 01 Jun 2004 10:00:00` read with a repair: weekday does not match the date: ignored"]
    );
    assert_eq!(
        warnings(b"<rss><channel><ttl>soon</ttl></channel></rss>"),
        ["1:15: invalid number `soon` in <ttl>"]
    );
    assert_eq!(
        warnings(
            b"<rss xml:base=\"http://example.org/\"><channel><link>//[bad</link></channel></rss>"
        ),
        ["1:46: cannot resolve URL `//[bad`"]
    );
    assert_eq!(
        warnings(b"<rss><channel><item><enclosure type=\"audio/mpeg\"/></item></channel></rss>"),
        ["1:21: <enclosure> is missing a `url` attribute: kept as an unread extension element"]
    );
}

#[test]
fn encoding_dtd_and_limits() {
    assert_eq!(
        warnings(b"<?xml version=\"1.0\" encoding=\"utf-8\"?><rss><channel><title>caf\xe9</title></channel></rss>"),
        ["1:63: bytes invalid in utf-8 at byte 62: read as windows-1252"]
    );
    assert_eq!(
        warnings(b"<!DOCTYPE rss [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><rss><channel><title>&x;</title></channel></rss>"),
        [
            "1:1: DTD: external entity `x` not loaded",
            "1:78: unknown entity `&x;` kept as text"
        ]
    );
    let mut options = ReadOptions::default();
    options.max_depth = 2;
    assert_eq!(
        warnings_with(b"<rss><channel><title>a</title></channel></rss>", &options),
        ["1:15: nesting depth limit (2) reached: element skipped"]
    );
}
