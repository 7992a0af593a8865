//! Mutated fixtures (truncated, bytes flipped, entities, markup and control
//! characters inserted, spans deleted) never make the reader panic, and
//! reading from a 3-byte buffer gives what reading the whole input gives.
//!
//! A bounded, deterministic cousin of the `fuzz/` targets that runs in CI.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

#[path = "common/mutate.rs"]
mod mutate;

use mutate::{apply, mutation};
use proptest::prelude::*;

/// Text that stresses the lenient paths when dropped anywhere in a feed.
const SNIPPETS: &[&[u8]] = &[
    b"&",
    b"&amp;",
    b"&nbsp;",
    b"&#0;",
    b"&#xD800;",
    b"&#x110000;",
    b"&undefined;",
    b"&lol9;",
    b"<!DOCTYPE rss [<!ENTITY a \"&a;&a;\">]>",
    b"<!ENTITY x SYSTEM \"file:///etc/passwd\">",
    b"]]>",
    b"<![CDATA[",
    b"<!--",
    b"</item>",
    b"<item>",
    b"</channel>",
    b"<x:y xmlns:x=\"\">",
    b"\x00",
    b"\x01\x1f",
    b"\x0c",
    b"\xff\xfe",
    b"\xef\xbb\xbf",
    b"\xc3",
    b"\xed\xa0\x80",
    b"<?xml version=\"1.0\" encoding=\"utf-16\"?>",
    b"\"'<>",
];

fn fixtures() -> &'static [(PathBuf, Vec<u8>)] {
    static FIXTURES: OnceLock<Vec<(PathBuf, Vec<u8>)>> = OnceLock::new();
    FIXTURES.get_or_init(|| {
        common::xml_files(&common::fixtures_dir())
            .into_iter()
            .map(|p| {
                let bytes = std::fs::read(&p).expect("read fixture");
                (p, bytes)
            })
            .collect()
    })
}

fn streamed(doc: &[u8]) -> feedwright::Result<feedwright::Channel> {
    common::read_streamed(doc, 3)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_fixtures_never_panic(
        index in any::<prop::sample::Index>(),
        mutations in prop::collection::vec(mutation(SNIPPETS.len()), 1..8),
    ) {
        let all = fixtures();
        prop_assume!(!all.is_empty());
        let (path, original) = &all[index.index(all.len())];
        let mut doc = original.clone();
        for m in &mutations {
            apply(&mut doc, m, SNIPPETS);
        }
        let whole = feedwright::parse_with(&doc, &feedwright::ReadOptions::default());
        let limit = doc.len() as u64 * 4 + 4;
        match &whole {
            Ok(feedwright::Parsed { warnings, .. }) => {
                for w in warnings {
                    prop_assert!(w.position.offset <= limit, "{}: {w}", path.display());
                }
            }
            Err(err) => prop_assert!(err.offset() <= limit, "{}: {err}", path.display()),
        }
        match (whole, streamed(&doc)) {
            (Ok(feedwright::Parsed { channel: a, .. }), Ok(b)) => prop_assert_eq!(a, b, "{}", path.display()),
            (Err(a), Err(b)) => prop_assert_eq!(a.to_string(), b.to_string()),
            (a, b) => prop_assert!(false, "{}: {:?} vs {:?}", path.display(), a.err(), b.err()),
        }
    }
}
