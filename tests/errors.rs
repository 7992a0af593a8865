//! The full Display of each error a document with no feed in it gives.

fn error(input: &[u8]) -> String {
    feedwright::parse(input)
        .expect_err("not a feed")
        .to_string()
}

#[test]
fn empty_documents() {
    assert_eq!(
        error(b""),
        "not a feed: the document is empty at line 1, column 1"
    );
    assert_eq!(
        error(b"  \n "),
        "not a feed: the document is empty at line 2, column 2"
    );
}

#[test]
fn documents_that_are_not_xml() {
    assert_eq!(
        error(b"plain text, no markup"),
        "not a feed: expected an XML root element, found `plain text, no marku` at line 1, column 1"
    );
    // JSON that names no JSON Feed version is said to be JSON, not quoted
    // where XML was due; an `items` array (an API's response) or markup
    // inside a JSON string does not make it a feed.
    let no_json_feed = "not a feed: a JSON document that is no JSON Feed \
                        (it names no JSON Feed version) at line 1, column 1";
    assert_eq!(error(br#"{"status": "ok", "rss": "<rss/>"}"#), no_json_feed);
    assert_eq!(error(br#"{"items": []}"#), no_json_feed);
    assert_eq!(error(b"[1, 2]"), no_json_feed);
}

#[test]
fn unknown_roots() {
    assert_eq!(
        error(b"<!DOCTYPE html>\n<html><body/></html>"),
        "not a feed: root element is <html> at line 2, column 1"
    );
    assert_eq!(
        error(b"<?xml version=\"1.0\"?><x:catalog xmlns:x=\"urn:x\"/>"),
        "not a feed: root element is <x:catalog> at line 1, column 22"
    );
}

#[test]
fn errors_expose_their_parts() {
    let err = feedwright::parse(b"\n\n<opml/>").unwrap_err();
    assert!(matches!(err.kind(), feedwright::ErrorKind::UnknownFormat(name) if name == "opml"));
    assert_eq!(err.offset(), 2);
    assert_eq!(err.line_column(), Some((3, 1)));
}

#[test]
fn broken_xml_before_any_feed_element() {
    assert_eq!(
        error(b"<rss version=\"2.0"),
        "malformed XML: syntax error: attribute value not closed: `\"` not found before end of input at line 1, column 1"
    );
    assert_eq!(
        error(b"<?xml version=\"1.0\"?>\n<!-- never closed"),
        "malformed XML: syntax error: comment not closed: `-->` not found before end of input at line 2, column 1"
    );
}

#[test]
fn strict_mode_turns_the_first_warning_into_an_error() {
    let mut options = feedwright::ReadOptions::default();
    options.strict = true;
    let err = feedwright::parse_with(
        b"<rss><channel>\n<title>a&nbsp;b</title></channel></rss>",
        &options,
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "HTML entity `&nbsp;` decoded (strict mode) at line 2, column 9"
    );
    options.max_items = 1;
    let err = feedwright::parse_with(b"<rss><channel><item/><item/></channel></rss>", &options)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "items limit (1) reached: rest of the feed ignored (strict mode) at line 1, column 22"
    );
}

#[test]
fn input_that_cannot_be_read() {
    struct Failing(usize);
    impl std::io::Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let doc = b"<rss><channel><title>t</title>";
            if self.0 < doc.len() {
                let n = (doc.len() - self.0).min(buf.len());
                buf[..n].copy_from_slice(&doc[self.0..self.0 + n]);
                self.0 += n;
                Ok(n)
            } else {
                Err(std::io::Error::other("connection reset"))
            }
        }
    }
    let err = feedwright::FeedReader::new(std::io::BufReader::new(Failing(0)))
        .and_then(|r| r.into_channel())
        .unwrap_err();
    assert!(matches!(err.kind(), feedwright::ErrorKind::Io(_)));
    assert_eq!(err.to_string(), "I/O error at line 1, column 31");
    let source = std::error::Error::source(&err).map(|s| s.to_string());
    assert_eq!(source.as_deref(), Some("connection reset"));
}
