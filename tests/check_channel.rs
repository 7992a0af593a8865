//! `check::validate_channel` on channels built in code: one clean channel
//! per format, then one change per kind of thing a typed model can still
//! get wrong (an empty required text, a relative URL, a missing id, two
//! items of one guid, an enclosure without its length, ...), each expected
//! to give its rule at the model field it came from. Last, every fixture
//! read and validated through `validate_channel` gives no error its own
//! document did not have: anything else is the writer's bug.

use std::collections::BTreeSet;
use std::path::Path;

use chrono::DateTime;
use feedwright::check::{validate, validate_channel, ChannelReport, ProblemKind, Severity};
use feedwright::model::Uri;
use feedwright::{
    Channel, Content, Enclosure, Format, Guid, Item, Link, Person, Text, TextKind, Timestamp,
};

fn when() -> Timestamp {
    Timestamp::new(DateTime::parse_from_rfc3339("2026-06-25T10:00:00+02:00").unwrap())
}

fn link(href: &str, rel: Option<&str>) -> Link {
    let mut link = Link::default();
    link.href = Uri::new(href);
    link.rel = rel.map(str::to_owned);
    link
}

fn guid(value: &str) -> Guid {
    let mut guid = Guid::default();
    guid.value = value.to_owned();
    guid
}

fn enclosure(url: &str, length: Option<u64>) -> Enclosure {
    let mut enclosure = Enclosure::default();
    enclosure.url = Uri::new(url);
    enclosure.length = length;
    enclosure.media_type = Some("audio/mpeg".to_owned());
    enclosure
}

fn item(n: usize, format: Option<Format>) -> Item {
    let mut author = Person::default();
    author.name = Some("Ann".to_owned());
    let json = format.is_some_and(Format::is_json_feed);
    // JSON Feed authors have no email; its items must have content.
    author.email = (!json).then(|| "ann@example.org".to_owned());
    let mut item = Item::default();
    if json {
        let mut content = Content::default();
        content.value = "<p>What happened.</p>".to_owned();
        content.kind = TextKind::Html;
        item.content = Some(content);
    }
    item.title = Some(Text::plain(format!("Post {n}")));
    item.links = vec![link(&format!("https://example.org/{n}"), None)];
    item.description = Some(Text::plain("What happened."));
    item.guid = Some(guid(&format!("https://example.org/{n}")));
    item.pub_date = Some(when());
    // RSS has no item `updated`: the writer would write a `<updated>` no
    // RSS vocabulary defines (see `rss_item_updated_is_not_rss`).
    item.updated = format.is_some().then(when);
    item.authors = vec![author];
    item
}

/// A channel that holds what its format requires and recommends. RSS 2.0
/// is a channel of no format, as `Channel::format` says of one built in
/// code: one that says `Rss20` claims to have been read from RSS, and its
/// dates go out as their raw text (RFC 3339 for `Timestamp::new`).
fn clean(format: Option<Format>) -> Channel {
    let mut channel = Channel::default();
    channel.format = format;
    channel.title = Some(Text::plain("Notes"));
    channel.description = Some(Text::plain("Notes on things"));
    let feed_url = match format {
        Some(Format::Atom10) => "https://example.org/feed.atom",
        Some(Format::Json11) => "https://example.org/feed.json",
        _ => "https://example.org/feed.rss",
    };
    channel.links = vec![
        link("https://example.org/", None),
        link(feed_url, Some("self")),
    ];
    channel.id = format
        .is_some_and(Format::is_atom)
        .then(|| "https://example.org/".to_owned());
    // JSON Feed has no date of its own.
    channel.last_build_date = (!format.is_some_and(Format::is_json_feed)).then(when);
    // Atom has no `language`: its language is the feed's `xml:lang`.
    if format.is_some_and(Format::is_atom) {
        channel.xml_lang = Some("en".to_owned());
    } else {
        channel.language = Some("en".to_owned());
    }
    channel.items = vec![item(1, format), item(2, format)];
    channel
}

/// Each finding worse than `info`: rule, then field.
fn findings(report: &ChannelReport) -> Vec<(String, Option<String>)> {
    report
        .report
        .problems
        .iter()
        .filter(|p| p.severity > Severity::Info)
        .map(|p| (p.rule.clone(), p.field.clone()))
        .collect()
}

fn show(report: &ChannelReport) -> String {
    let problems: Vec<String> = report
        .report
        .problems
        .iter()
        .map(|p| format!("{p} [{:?} -> {:?}]", p.path, p.field))
        .collect();
    format!(
        "{}\n{}",
        problems.join("\n"),
        String::from_utf8_lossy(&report.document)
    )
}

#[test]
fn a_clean_channel_in_each_format_passes() {
    for format in [None, Some(Format::Atom10), Some(Format::Json11)] {
        let report = validate_channel(&clean(format)).unwrap();
        assert!(report.report.passes(), "{format:?}: {}", show(&report));
    }
}
