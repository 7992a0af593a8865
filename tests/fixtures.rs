//! Every fixture parses to the result recorded for it under `tests/golden/`,
//! at the fixture's own path: `<name>.json` (the channel and its warnings)
//! or, for documents that hold no feed, `<name>.err` (the error's Display).
//! The goldens stay out of `fixtures/`, which holds only feeds.
//! `UPDATE_FIXTURES=1` rewrites them.

mod common;

use std::path::Path;

fn expected_path(xml: &Path, ok: bool) -> std::path::PathBuf {
    let rel = xml
        .strip_prefix(common::fixtures_dir())
        .expect("a fixture is under fixtures/");
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(rel)
        .with_extension(if ok { "json" } else { "err" })
}

fn actual(xml: &Path) -> (bool, String) {
    let input = std::fs::read(xml).expect("fixture is readable");
    match feedwright::parse_with(&input, &feedwright::ReadOptions::default()) {
        Ok(feedwright::Parsed { channel, warnings }) => {
            let value = serde_json::json!({ "channel": channel, "warnings": warnings });
            (
                true,
                serde_json::to_string_pretty(&value).expect("serializable") + "\n",
            )
        }
        Err(err) => (false, format!("{err}\n")),
    }
}

#[test]
fn fixtures_match_their_expected_results() {
    let update = std::env::var_os("UPDATE_FIXTURES").is_some();
    let files = common::xml_files(&common::fixtures_dir());
    assert!(
        files.len() >= 17,
        "fixtures/ holds only {} documents",
        files.len()
    );
    let mut failures = Vec::new();
    for xml in &files {
        let (ok, got) = actual(xml);
        let path = expected_path(xml, ok);
        if update {
            std::fs::write(&path, &got).expect("golden is writable");
            let stale = expected_path(xml, !ok);
            let _ = std::fs::remove_file(stale);
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(expected) if expected == got => {}
            Ok(_) => failures.push(format!(
                "{}: differs from {}",
                xml.display(),
                path.display()
            )),
            Err(_) => failures.push(format!(
                "{}: no {} (run with UPDATE_FIXTURES=1)",
                xml.display(),
                path.display()
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The channel a fixture parses to.
fn parse_fixture(rel: &str) -> (feedwright::Channel, Vec<feedwright::Warning>) {
    let input = std::fs::read(common::fixtures_dir().join(rel)).expect("fixture is readable");
    feedwright::parse_with(&input, &feedwright::ReadOptions::default())
        .expect("fixture is a feed")
        .into()
}

#[test]
fn joe_ma_rss2_reads_every_field() {
    let (channel, warnings) = parse_fixture("rss2/joe-ma-tech-blog.xml");
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(channel.format, Some(feedwright::Format::Rss20));
    assert_eq!(channel.title_text(), Some("Joe Ma's Tech Blog"));
    assert_eq!(channel.link(), Some("https://mrjoema.github.io/"));
    assert_eq!(channel.items.len(), 8);
    let first = &channel.items[0];
    assert_eq!(
        first.title_text(),
        Some("Compressing a ResNet for the edge: a cat breed + head-box detector")
    );
    assert_eq!(
        first.link(),
        Some("https://mrjoema.github.io/blog/cat-breed-detector/")
    );
    let date = first
        .pub_date
        .as_ref()
        .and_then(|d| d.value)
        .expect("dated");
    assert_eq!(date.to_rfc3339(), "2026-06-25T00:00:00+00:00");
    assert!(first
        .description
        .as_ref()
        .unwrap()
        .value
        .contains("a 5× size cut"));
}

#[test]
fn every_version_of_the_same_feed_has_the_same_titles() {
    let (reference, _) = parse_fixture("rss2/joe-ma-tech-blog.xml");
    let titles = |c: &feedwright::Channel| {
        c.items
            .iter()
            .map(|i| i.title_text().unwrap_or_default().to_owned())
            .collect::<Vec<_>>()
    };
    for (rel, format) in [
        (
            "rss09/joe-ma-tech-blog-rss090.xml",
            feedwright::Format::Rss090,
        ),
        (
            "rss09/joe-ma-tech-blog-rss091.xml",
            feedwright::Format::Rss091Userland,
        ),
        ("rss1/joe-ma-tech-blog.xml", feedwright::Format::Rss10),
        (
            "atom/joe-ma-tech-blog-atom03.xml",
            feedwright::Format::Atom03,
        ),
        ("quirks/windows-1252.xml", feedwright::Format::Rss20),
        ("quirks/utf16.xml", feedwright::Format::Rss20),
        ("quirks/lying-declaration.xml", feedwright::Format::Rss20),
    ] {
        let (channel, _) = parse_fixture(rel);
        assert_eq!(channel.format, Some(format), "{rel}");
        assert_eq!(titles(&channel), titles(&reference), "{rel}");
    }
}

#[test]
fn human_dates_all_parse() {
    let (channel, _) = parse_fixture("quirks/latest-posts-human-dates.xml");
    let (atom, _) = parse_fixture("atom/latest-posts.xml");
    assert_eq!(channel.items.len(), 50);
    for (rss, atom) in channel.items.iter().zip(&atom.items) {
        let rss_date = rss.pub_date.as_ref().and_then(|d| d.value);
        let atom_date = atom.pub_date.as_ref().and_then(|d| d.value);
        assert!(rss_date.is_some(), "{:?}", rss.pub_date);
        assert_eq!(rss_date, atom_date, "{:?}", rss.pub_date);
    }
}

#[test]
fn truncated_feed_keeps_complete_items_and_warns() {
    let (channel, warnings) = parse_fixture("quirks/truncated.xml");
    assert_eq!(
        channel.items.len(),
        6,
        "five complete items and the cut one, which has a title"
    );
    assert!(warnings
        .iter()
        .any(|w| matches!(w.kind, feedwright::WarningKind::Truncated { .. })));
}

#[test]
fn extensions_are_typed_or_kept() {
    let (channel, _) = parse_fixture("rss2/joe-ma-tech-blog-extensions.xml");
    let item = &channel.items[0];
    assert!(item
        .content
        .as_ref()
        .is_some_and(|c| c.value.starts_with("<p>")));
    assert_eq!(
        item.dublin_core
            .as_ref()
            .unwrap()
            .all(feedwright::model::DcElement::Creator)
            .collect::<Vec<_>>(),
        ["Joe Ma"]
    );
    let kept = &item.extensions[0];
    assert_eq!(kept.namespace.as_deref(), Some("https://example.org/ns/x"));
    assert_eq!(kept.name, "readingTime");
    assert_eq!(kept.attr("minutes"), kept.text().split(' ').next());
}
