//! Mutated OPML documents and pages (truncated, bytes flipped, markup,
//! entities and repeats inserted, spans deleted) never make the OPML reader,
//! the discovery reader or the `Link` header reader panic; and whatever OPML
//! the reader accepts, it writes back so that reading it again gives the
//! same document (the round trip holds on broken input too).

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

#[derive(Debug, Clone)]
enum Mutation {
    Truncate(f64),
    Flip(f64, u8),
    Insert(f64, usize),
    Delete(f64, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (0.0..1.0f64).prop_map(Mutation::Truncate),
        (0.0..1.0f64, 1..=255u8).prop_map(|(at, mask)| Mutation::Flip(at, mask)),
        (0.0..1.0f64, 0..SNIPPETS.len()).prop_map(|(at, i)| Mutation::Insert(at, i)),
        (0.0..1.0f64, 1..64usize).prop_map(|(at, len)| Mutation::Delete(at, len)),
    ]
}

fn apply(doc: &mut Vec<u8>, m: &Mutation) {
    let at = |f: f64, len: usize| ((len as f64) * f) as usize;
    match *m {
        Mutation::Truncate(f) => doc.truncate(at(f, doc.len())),
        Mutation::Flip(f, mask) => {
            if !doc.is_empty() {
                let i = at(f, doc.len()).min(doc.len() - 1);
                doc[i] ^= mask;
            }
        }
        Mutation::Insert(f, s) => {
            let i = at(f, doc.len());
            doc.splice(i..i, SNIPPETS[s].iter().copied());
        }
        Mutation::Delete(f, len) => {
            let i = at(f, doc.len());
            let end = (i + len).min(doc.len());
            doc.drain(i..end);
        }
    }
}

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
        mutations in prop::collection::vec(mutation(), 1..8),
    ) {
        let all = documents();
        let (path, original) = &all[index.index(all.len())];
        let mut doc = original.clone();
        for m in &mutations {
            apply(&mut doc, m);
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
        mutations in prop::collection::vec(mutation(), 1..8),
    ) {
        // The OPML documents serve as markup: attributes, entities, nesting.
        let all = documents();
        let (_, original) = &all[index.index(all.len())];
        let mut doc = original.clone();
        for m in &mutations {
            apply(&mut doc, m);
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
