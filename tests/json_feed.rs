//! JSON Feed: the fixture reads into the same model as its RSS twin, and a
//! JSON Feed read and written back is the same document and the same model.

mod common;

use feedwright::{Format, ReadOptions};

fn read(rel: &str) -> Vec<u8> {
    std::fs::read(common::fixtures_dir().join(rel)).expect("fixture is readable")
}

#[test]
fn fixture_reads_like_its_rss_twin() {
    let feedwright::Parsed {
        channel: json,
        warnings,
    } = feedwright::parse_with(&read("json/joe-ma-tech-blog.json"), &ReadOptions::default())
        .expect("a JSON Feed");
    assert!(warnings.is_empty(), "{warnings:?}");
    let rss = feedwright::parse(&read("rss2/joe-ma-tech-blog.xml")).expect("a feed");
    assert_eq!(json.format, Some(Format::Json11));
    assert_eq!(json.title_text(), rss.title_text());
    assert_eq!(json.link(), rss.link());
    assert_eq!(json.items.len(), rss.items.len());
    for (j, r) in json.items.iter().zip(&rss.items) {
        assert_eq!(j.title_text(), r.title_text());
        assert_eq!(j.link(), r.link());
        let date = |i: &feedwright::Item| i.pub_date.as_ref().and_then(|d| d.value);
        assert_eq!(date(j), date(r));
        assert_eq!(
            j.content.as_ref().map(|c| c.value.as_str()),
            r.description.as_ref().map(|d| d.value.as_str())
        );
        assert_eq!(j.categories.len(), 2);
    }
    // The `_x` extension objects are kept, as compact JSON, in document order.
    let kept = &json.extensions[0];
    assert_eq!(
        kept.namespace.as_deref(),
        Some(feedwright::json_feed::NAMESPACE)
    );
    assert_eq!(kept.attr("key"), Some("_x"));
    assert_eq!(
        kept.text(),
        r#"{"about":"https://example.org/ns/x","series":false}"#
    );
    assert_eq!(
        json.items[0].extensions[0].text(),
        r#"{"reading_time":{"minutes":12}}"#
    );
}

#[test]
fn fixture_written_back_is_byte_identical_and_stable() {
    let input = read("json/joe-ma-tech-blog.json");
    let channel = feedwright::parse(&input).expect("a JSON Feed");
    let written = channel.write_json_feed(Vec::new()).expect("written");
    assert_eq!(
        String::from_utf8_lossy(&written),
        String::from_utf8_lossy(&input)
    );
    let again = feedwright::parse(&written).expect("reads back");
    assert_eq!(again, channel);
}

#[test]
fn every_member_survives_a_round_trip() {
    let doc = br#"{
  "version": "https://jsonfeed.org/version/1",
  "user_comment": "For feed readers.",
  "title": "T",
  "next_url": "https://example.org/feed?page=2",
  "favicon": "https://example.org/favicon.ico",
  "icon": "https://example.org/icon.png",
  "author": {"name": "A", "url": "https://example.org/a", "avatar": "https://example.org/a.png"},
  "expired": false,
  "hubs": [{"type": "WebSub", "url": "https://hub.example.org/", "_h": 1}],
  "_unknown": [1, 2.50, {"b": null, "a": true}],
  "items": [
    {"id": 7, "external_url": "https://elsewhere.example.org/",
     "content_html": "<p>x</p>", "content_text": "x", "summary": "s",
     "image": "https://example.org/i.png", "banner_image": "https://example.org/b.png",
     "date_published": "2026-06-25T00:00:00+02:00", "date_modified": "yesterday",
     "language": "de",
     "attachments": [{"url": "https://example.org/a.mp3", "mime_type": "audio/mpeg",
                      "title": "Episode", "size_in_bytes": 10, "duration_in_seconds": 60}]}
  ]
}"#;
    let feedwright::Parsed { channel, warnings } =
        feedwright::parse_with(doc, &ReadOptions::default()).unwrap();
    assert_eq!(channel.format, Some(Format::Json10));
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(
        warnings[0].to_string(),
        "16:70: invalid date `yesterday`",
        "the position of the member's value"
    );
    let written = channel.write_json_feed(Vec::new()).unwrap();
    let back = feedwright::parse(&written).unwrap();
    assert_eq!(back, channel, "{}", String::from_utf8_lossy(&written));
    let rewritten = back.write_json_feed(Vec::new()).unwrap();
    assert_eq!(rewritten, written);
    let text = String::from_utf8(written).unwrap();
    for member in [
        "\"user_comment\": \"For feed readers.\"",
        "\"avatar\": \"https://example.org/a.png\"",
        "\"expired\": false",
        "\"_h\": 1",
        "2.50",
        "\"duration_in_seconds\": 60",
        "\"banner_image\"",
        "\"id\": \"7\"",
    ] {
        assert!(text.contains(member), "{member} missing from {text}");
    }
}

#[test]
fn broken_json_is_an_error_with_its_position() {
    let doc =
        b"{\"version\": \"https://jsonfeed.org/version/1.1\",\n \"items\": [ {\"id\": \"1\",, } ]}";
    let err = feedwright::parse(doc).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid JSON Feed: key must be a string at line 2, column 24"
    );
    assert_eq!(err.offset(), 71);
}

#[test]
fn wrong_member_types_are_kept_with_a_warning() {
    let doc = br#"{"version": "https://jsonfeed.org/version/1.1", "title": 5, "items": [{"id": "1", "tags": "x"}]}"#;
    let feedwright::Parsed { channel, warnings } =
        feedwright::parse_with(doc, &ReadOptions::default()).unwrap();
    let messages: Vec<String> = warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        [
            "1:58: JSON Feed member `title` is not a string: kept as an extension",
            "1:91: JSON Feed member `tags` is not an array: kept as an extension",
        ]
    );
    let written = channel.write_json_feed(Vec::new()).unwrap();
    let text = String::from_utf8(written).unwrap();
    assert!(text.contains("\"title\": 5"), "{text}");
    assert!(text.contains("\"tags\": \"x\""), "{text}");
}

#[test]
fn streaming_reader_gives_each_item_and_where_it_starts() {
    let input = read("json/joe-ma-tech-blog.json");
    let mut reader = feedwright::FeedReader::new(std::io::BufReader::with_capacity(1, &input[..]))
        .expect("a JSON Feed");
    assert_eq!(reader.channel().format, Some(Format::Json11));
    let first = reader.next().expect("an item").expect("read");
    assert!(first.title_text().is_some());
    let position = reader.item_position().expect("known");
    assert_eq!((position.line, position.column), (14, 5));
    assert_eq!(reader.count(), 7);
}

#[test]
fn conformance_json_cases_read() {
    let Some(dir) = common::shared("conformance/feedparser/files/json") else {
        return;
    };
    let input = std::fs::read(dir.join("example.json")).expect("readable");
    let channel = feedwright::parse(&input).expect("a JSON Feed");
    assert_eq!(channel.title_text(), Some("My Example Feed"));
    assert_eq!(channel.items.len(), 2);
    let written = channel.write_json_feed(Vec::new()).unwrap();
    assert_eq!(feedwright::parse(&written).unwrap(), channel);
}

/// Every feed converted to JSON Feed reads back to the same model, and
/// writing that again gives the same bytes: the JSON Feed round trip holds
/// on whatever the converter produces, not only on hand-written documents.
fn converted_round_trip(files: &[std::path::PathBuf]) -> (usize, Vec<String>) {
    let mut feeds = 0;
    let mut failures = Vec::new();
    for path in files {
        let input = std::fs::read(path).expect("readable");
        let Ok(channel) = feedwright::parse(&input) else {
            continue;
        };
        feeds += 1;
        let first = channel.write_json_feed(Vec::new()).expect("written");
        let reread = match feedwright::parse(&first) {
            Ok(reread) => reread,
            Err(err) => {
                failures.push(format!("{}: does not read back: {err}", path.display()));
                continue;
            }
        };
        let second = reread.write_json_feed(Vec::new()).expect("written");
        if second != first {
            failures.push(format!("{}: not stable", path.display()));
        }
        let (third, losses) = reread
            .write_with_losses(
                Vec::new(),
                &feedwright::WriteOptions::new(feedwright::Target::JsonFeed),
            )
            .expect("written");
        if !losses.is_empty() || third != first {
            failures.push(format!(
                "{}: JSON Feed read back loses {losses:?}",
                path.display()
            ));
        }
    }
    (feeds, failures)
}

#[test]
fn every_feed_converted_to_json_feed_round_trips() {
    let mut files = common::xml_files(&common::fixtures_dir());
    for corpus in ["realworld/files", "conformance/feedparser/files"] {
        if let Some(dir) = common::shared(corpus) {
            files.extend(common::all_files(&dir));
        }
    }
    let (feeds, failures) = converted_round_trip(&files);
    println!("{feeds} feeds converted to JSON Feed and back");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_json_feed_past_the_input_limit_is_an_error() {
    let input = read("json/joe-ma-tech-blog.json");
    let mut options = ReadOptions::default();
    options.max_input_bytes = 1000;
    let err = feedwright::parse_with(&input, &options).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid JSON Feed: the document is larger than the input limit (1000 bytes) at byte 1000"
    );
}

#[test]
fn an_item_that_is_not_an_object_is_skipped_with_a_warning() {
    let doc = br#"{"version": "https://jsonfeed.org/version/1.1", "title": "T", "items": [5, {"id": "a"}]}"#;
    let feedwright::Parsed { channel, warnings } =
        feedwright::parse_with(doc, &ReadOptions::default()).unwrap();
    assert_eq!(channel.items.len(), 1);
    let messages: Vec<String> = warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        ["1:73: JSON Feed item 0 is not an object: skipped"]
    );
}
