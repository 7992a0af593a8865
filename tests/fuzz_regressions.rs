//! Inputs the fuzz targets (`fuzz/`) once failed on, kept so they never fail
//! again. Each file in `tests/fuzz_regressions/` must parse (or fail) the same
//! whether read whole or through a 3-byte buffer, without panicking.
//!
//! - `declaration-with-stray-gt.bin`: an XML declaration cut by a `>` before
//!   its `?>`, with `encoding="windows-1252"` between them. Read whole, the
//!   declared encoding was found; streamed, detection had stopped at the `>`,
//!   so the two disagreed on the encoding. The declaration now ends at its
//!   first `>` either way.
//! - `namespace-value-with-markup.bin` (roundtrip target): an `xmlns:atom`
//!   value holding a `<`. Namespace values were kept undecoded, so each
//!   write-and-read escaped the `&` again. They are now decoded like any
//!   attribute value.
//! - `prefix-for-the-default-namespace.bin` (roundtrip target): an Atom feed
//!   whose document binds `atom:` to Atom's own URI. The writer dropped that
//!   declaration from the root and declared it again where an element first
//!   used it, so the order of the root's declarations changed on every
//!   round trip.
//! - `c1-control-in-attribute.bin` (roundtrip target): a C1 control (U+0089)
//!   in a namespace value, inside markup that the reader keeps as text. Text
//!   reads C1 controls as windows-1252 (`‰`), attribute values did not, so
//!   the text written out read back different. Attribute values now read
//!   them the same way.
//! - `rdf-prefix-bound-elsewhere.bin` (roundtrip target): an RSS 1.0 document
//!   whose `rdf` prefix names another namespace. The writer kept that binding
//!   on the root, so its own `rdf:RDF` root fell into the document's
//!   namespace and the output was no feed. Bindings of the writer's own
//!   prefixes to other namespaces stay off the root now.
//! - `prefix-used-before-declared.bin` (roundtrip target): the same kind of
//!   binding (`atom` to a mangled URI) left off the root was declared again
//!   where an element first used it, and the root's declarations came out in
//!   another order. The root's declarations are now written in prefix order.
//! - `own-prefix-used-for-another-namespace.bin` (roundtrip target): an
//!   extension element used `rdf:` for a mangled URI; the writer declared
//!   that on the root, so the real RDF elements declared theirs locally, and
//!   the next round trip swapped the two. Such a binding is now always local.
//! - `own-prefix-in-an-attribute.bin` (roundtrip target): the same, through
//!   an attribute (`rdf:about` in a mangled namespace) rather than an element.
//! - `control-characters-in-a-namespace.bin` (roundtrip target): NUL bytes in
//!   an `xmlns:` value were kept, and the writer, which cannot write them,
//!   wrote U+FFFD instead. Namespace values now drop the characters XML
//!   forbids, as other attribute values and text do.
//! - `local-name-not-a-name.bin` (roundtrip target): an element `x:¹¹tle`,
//!   whose prefix starts like a name but whose local name does not. It was
//!   read, and written unprefixed as `<¹¹tle>`, which reads as no element.
//!   Each part of a qualified name must now be a name.
//! - `assumed-prefix-declared-inside-content.bin` (roundtrip target): markup
//!   kept as content used `rdf:about` with `rdf` never declared. The reader
//!   assumed RDF's namespace, and the content, which must stand alone,
//!   declared it; read back, that declaration joined the document's
//!   namespaces and moved to the root on the next write. An assumed prefix
//!   is now one of the channel's namespaces (marked `assumed`), so the first
//!   write declares it on the root too.
//! - `prefix-bound-to-no-namespace.bin` (roundtrip target): a root tag cut
//!   short after `xmlns:atom`, which read as `atom` bound to no namespace.
//!   `atom:link` then had no namespace, was written as a plain `<link>`,
//!   and read back as the channel's link. Binding a prefix to no namespace
//!   is not XML; the declaration is now ignored (with a warning) and the
//!   prefix taken as undeclared.
//! - `attribute-local-name-not-a-name.bin` (roundtrip target): the attribute
//!   counterpart of `local-name-not-a-name.bin`: `rd0:¹esource` was accepted
//!   because the name as a whole starts like a name, and written as
//!   `¹esource`, which reads as no attribute. Attribute names are now checked
//!   part by part, as element names are.
//! - `name-with-two-colons.bin` (roundtrip target): an element
//!   `<dc:ent:encoded>` inside content, read as local name `ent:encoded` in
//!   Dublin Core and written back as `<ent:encoded xmlns="...dc...">`, which
//!   reads as prefix `ent`. A qualified name has at most one colon; such an
//!   element is now skipped with a warning.
//! - `two-byte-order-marks.bin` (parse target): two UTF-8 byte order marks
//!   and a line feed. Read in place, quick-xml skipped the second mark
//!   without counting it, so the end of the document was one line too
//!   early; the in-place reader now counts it, as the stream does.
//! - `undeclared-prefix-on-xmlns.bin` (roundtrip target): markup kept as an
//!   extension held an attribute `f:xmlns` with `f` never declared. The
//!   writer drops an undeclared prefix, and `xmlns="..."` then declared a
//!   default namespace instead of being an attribute, which the next read
//!   did not keep. Such an attribute is now reported as a loss, not written.
//! - `two-byte-order-marks-before-text.bin` and
//!   `utf16-second-byte-order-mark.bin` (parse target): a second byte order
//!   mark (UTF-8, or UTF-16LE decoded whole) right before text that is no
//!   XML. Read in place, the mark was counted from the start, so the "not a
//!   feed" error stood one column after where the stream put it. The in-place
//!   reader now counts the mark once quick-xml has read past it, at its first
//!   event, as the stream does.
//! - `c1-control-in-an-unknown-reference.bin` (roundtrip target, shortened
//!   by hand from what it found in an ISO-8859-2 feed): `&am\x99;` in a
//!   link, a reference with a C1 control (U+0099) in its name, which is no
//!   name, so the reference is kept as written. Following other text, it went
//!   straight onto that text, where only forbidden characters were looked
//!   for; written out as UTF-8 and read back, the C1 control read as
//!   windows-1252 (`™`), so the second write differed. It is now read as
//!   windows-1252 on the first read, as in any other text.
//! - `malformed-xml-content-with-a-media-type.bin` (roundtrip target,
//!   shortened by hand from a mangled Reddit feed): Atom content of type
//!   `application/atom+xml`, which is XML, holding markup that is not
//!   well-formed (an attribute twice). The writer fell back to writing it as
//!   HTML, in a CDATA section with `mode="escaped"`; read back, that is text
//!   under its media type, which the next write escaped instead, so the two
//!   writes differed. Content with a media type now falls back to escaped
//!   text the first time too.
//!
//! - `instruction-named-by-no-xml-name.bin` (roundtrip target): a
//!   processing instruction before the root whose name holds NULs. The
//!   writer, which leaves out an instruction it cannot write, had already
//!   written the line break before it, so the next write, with no
//!   instruction to leave out, differed by that line. What cannot be
//!   written is now told before anything around it is.
//!
//! Every file that parses must also write stably: written in its own format,
//! read back and written again, the bytes are the same.

mod common;

use std::path::Path;

use feedwright::{Channel, Target, WriteOptions};

fn write(channel: &Channel) -> Vec<u8> {
    let options = WriteOptions::new(Target::for_format(channel.format));
    channel
        .write_with(Vec::new(), &options)
        .expect("writing to memory")
}

fn streamed(doc: &[u8]) -> feedwright::Result<feedwright::Channel> {
    common::read_streamed(doc, 3)
}

#[test]
fn fuzz_findings_stay_fixed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/fuzz_regressions")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let doc = std::fs::read(&path).expect("read");
        match (feedwright::parse(&doc), streamed(&doc)) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a, b, "{}", path.display());
                let first = write(&a);
                let reread = feedwright::parse(&first).expect("output reads back");
                assert_eq!(
                    String::from_utf8_lossy(&write(&reread)),
                    String::from_utf8_lossy(&first),
                    "{}",
                    path.display()
                );
            }
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{}", path.display()),
            (a, b) => panic!("{}: {:?} vs {:?}", path.display(), a.err(), b.err()),
        }
    }
}

#[test]
fn a_declaration_ends_at_its_first_gt() {
    let doc = b"<?xml version=\"1.0\" x> encoding=\"windows-1252\"?><rss><channel><title>caf\xc3\xa9</title></channel></rss>";
    let whole = feedwright::parse(doc).expect("a feed");
    assert_eq!(whole.encoding.as_deref(), Some("utf-8"));
    assert_eq!(whole.title_text(), Some("café"));
    assert_eq!(streamed(doc).expect("a feed"), whole);
}
