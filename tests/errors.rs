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
        error(br#"{"items": []}"#),
        "not a feed: expected an XML root element, found `{\"items\": []}` at line 1, column 1"
    );
    // Markup inside a JSON string does not make the document a feed.
    assert_eq!(
        error(br#"{"status": "ok", "rss": "<rss/>"}"#),
        "not a feed: expected an XML root element, found `{\"status\": \"ok\", \"rs` at line 1, column 1"
    );
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
