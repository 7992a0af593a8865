//! The 246 real feeds of `../shared/realworld`: no panic, a channel for every
//! document Python feedparser also read, and the same item count as
//! feedparser on at least 240 of them. Skips when `../shared` is absent.

mod common;

use std::io::BufReader;

/// What feedparser made of one document (its feed-diff/1 record).
struct Reference {
    read: bool,
    entry_count: usize,
}

fn reference(dir: &std::path::Path, file: &str) -> Option<Reference> {
    let text = std::fs::read_to_string(dir.join(format!("{file}.json"))).ok()?;
    let record: serde_json::Value = serde_json::from_str(&text).ok()?;
    let entry_count = record["entry_count"].as_u64().unwrap_or(0) as usize;
    let read = record["ok"].as_bool() == Some(true)
        && (record["version"].as_str().is_some_and(|v| !v.is_empty()) || entry_count > 0);
    Some(Reference { read, entry_count })
}

#[test]
fn real_feeds_read_like_feedparser() {
    let (Some(files), Some(expected)) = (
        common::shared("realworld/files"),
        common::shared("realworld/feedparser"),
    ) else {
        return;
    };
    let mut documents = 0;
    let mut same_count = 0;
    let mut missing_channel = Vec::new();
    let mut count_differs = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(&files)
        .expect("readable")
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    for path in paths {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        let input = std::fs::read(&path).expect("readable");
        let ours = feedwright::parse_with(&input, &feedwright::ReadOptions::default());
        // The streaming path must agree on every real document too, warnings
        // and their positions included (`parse` reads UTF-8 documents in place).
        let streamed = feedwright::FeedReader::new(BufReader::with_capacity(7, &input[..]))
            .and_then(feedwright::FeedReader::finish);
        match (&ours, &streamed) {
            (Ok(ours), Ok(streamed)) => {
                assert_eq!(ours, streamed, "{name}: parse and FeedReader differ")
            }
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{name}"),
            (a, b) => panic!("{name}: parse gave {a:?}, FeedReader gave {b:?}"),
        }
        let ours = ours.map(|parsed| parsed.channel);
        let Some(reference) = reference(&expected, &name) else {
            continue;
        };
        documents += 1;
        match ours {
            Ok(channel) if channel.items.len() == reference.entry_count => same_count += 1,
            Ok(channel) => count_differs.push(format!(
                "{name}: {} items, feedparser {}",
                channel.items.len(),
                reference.entry_count
            )),
            Err(err) if reference.read => missing_channel.push(format!("{name}: {err}")),
            Err(_) => same_count += usize::from(reference.entry_count == 0),
        }
    }
    println!("{documents} documents; same item count as feedparser on {same_count}");
    for line in &count_differs {
        println!("  {line}");
    }
    assert!(
        documents >= 240,
        "only {documents} documents with a feedparser record"
    );
    assert!(
        missing_channel.is_empty(),
        "no channel where feedparser read one:\n{}",
        missing_channel.join("\n")
    );
    assert!(
        same_count >= 240,
        "same item count on only {same_count}:\n{}",
        count_differs.join("\n")
    );
}
