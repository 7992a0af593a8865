//! Mutated OPML documents and pages (truncated, bytes flipped, markup,
//! entities and repeats inserted, spans deleted) never make the OPML reader,
//! the discovery reader or the `Link` header reader panic; and whatever OPML
//! the reader accepts, it writes back so that reading it again gives the
//! same document (the round trip holds on broken input too).

#[path = "common/mutate.rs"]
mod mutate;

use mutate::{apply, mutation};
use proptest::prelude::*;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/opml");

/// Text that stresses the lenient paths when dropped anywhere.
const SNIPPETS: &[&[u8]] = &[
    b"&",
    b"&nbsp;",
    b"&#0;",
    b"&#xD800;",
    b"&undefined;",
    b"<!DOCTYPE opml [<!ENTITY a \"&a;&a;\">]>",
    b"]]>",
    b"<![CDATA[",
    b"<!--",
    b"</outline>",
    b"<outline text=\"x\">",
    b"<outline xmlUrl=\"u\" XMLURL=\"v\" xmlurl=\"w\"/>",
    b" text=\"again\"",
    b" x:a=\"1\" xmlns:x=\"urn:x\"",
    b"</body>",
    b"<head><title>t</title></head>",
    b"\x00",
    b"\xc3",
    b"\xff\xfe",
    b"\"'<>\t\n\r",
    b"<link rel=\"alternate\" type=\"application/rss+xml\" href=\"/f\">",
    b"<a href=\"/feed\">",
    b"<base href=\"//x\">",
    b"<script>",
];

/// Every OPML test document, read once.
fn documents() -> &'static [(String, Vec<u8>)] {
    static DOCUMENTS: std::sync::OnceLock<Vec<(String, Vec<u8>)>> = std::sync::OnceLock::new();
    DOCUMENTS.get_or_init(|| {
        let mut found = Vec::new();
        for dir in ["", "readers", "broken", "invalid"] {
            for entry in std::fs::read_dir(format!("{DATA}/{dir}")).unwrap() {
                let path = entry.unwrap().path();
                if path.is_file() && path.extension().is_some_and(|e| e == "opml") {
                    found.push((path.display().to_string(), std::fs::read(&path).unwrap()));
                }
            }
        }
        found.sort();
        found
    })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_opml_never_panics_and_what_is_read_round_trips(
        index in any::<prop::sample::Index>(),
        mutations in prop::collection::vec(mutation(SNIPPETS.len()), 1..8),
    ) {
        let all = documents();
        let (path, original) = &all[index.index(all.len())];
        let mut doc = original.clone();
        for m in &mutations {
            apply(&mut doc, m, SNIPPETS);
        }
        let options = feedwright::ReadOptions::default();
        let Ok(first) = feedwright::opml::parse_with(&doc, &options) else {
            return Ok(());
        };
        let written = first.opml.write_to(Vec::new()).unwrap();
        let again = feedwright::opml::parse_with(&written, &options);
        prop_assert!(again.is_ok(), "{path}: {:?}\n{}", again.err(), String::from_utf8_lossy(&written));
        let again = again.unwrap();
        prop_assert_eq!(&again.opml, &first.opml, "{}\n{}", path, String::from_utf8_lossy(&written));
        // The checker reads whatever the reader reads.
        prop_assert!(feedwright::check::opml::validate(&doc).is_ok(), "{}", path);
    }

    #[test]
    fn mutated_pages_and_headers_never_panic(
        index in any::<prop::sample::Index>(),
        mutations in prop::collection::vec(mutation(SNIPPETS.len()), 1..8),
    ) {
        // The OPML documents serve as markup: attributes, entities, nesting.
        let all = documents();
        let (_, original) = &all[index.index(all.len())];
        let mut doc = original.clone();
        for m in &mutations {
            apply(&mut doc, m, SNIPPETS);
        }
        let text = String::from_utf8_lossy(&doc);
        let base = url::Url::parse("https://example.org/a/b").unwrap();
        for link in feedwright::discover::links_in_page(&text, Some(&base)) {
            prop_assert!(!link.url.is_empty() || link.url.is_empty());
        }
        let _ = feedwright::discover::links_in_page(&text, None);
        let _ = feedwright::discover::links_in_header(&text, Some(&base));
    }
}
