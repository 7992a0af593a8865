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

/// When item `n` was posted: a day before item `n - 1`, as posts are.
fn posted(n: usize) -> Timestamp {
    let at = DateTime::parse_from_rfc3339("2026-06-25T10:00:00+02:00").unwrap();
    Timestamp::new(at - chrono::Duration::days(n as i64))
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
    item.pub_date = Some(posted(n));
    // RSS has no item `updated`: left out of the clean RSS channel, whose
    // items' `updated` goes out as Atom's (see `rss_item_updated_goes_out_as_atom`).
    item.updated = format.is_some().then(|| posted(n));
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

type Change = fn(&mut Channel);

/// One change to a clean channel, and the finding it must give.
struct Case {
    name: &'static str,
    format: Option<Format>,
    change: Change,
    rule: &'static str,
    field: &'static str,
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    Case { name: "empty required title", format: None,
        change: |c| c.title = Some(Text::plain("")),
        rule: "empty-required", field: "title" },
    Case { name: "relative item link", format: None,
        change: |c| c.items[1].links = vec![link("/2", None)],
        rule: "url-relative", field: "items[1].links[0]" },
    Case { name: "relative self link", format: Some(Format::Atom10),
        change: |c| c.links[1] = link("feed.atom", Some("self")),
        rule: "self-link-relative", field: "links[1]" },
    Case { name: "duplicate guids", format: None,
        change: |c| c.items[1].guid = c.items[0].guid.clone(),
        rule: "duplicate-id", field: "items[1].guid" },
    Case { name: "enclosure without length", format: None,
        change: |c| c.items[0].enclosures = vec![enclosure("https://example.org/1.mp3", None)],
        rule: "rss2-enclosure-attributes", field: "items[0].enclosures[0]" },
    Case { name: "Atom entry without id", format: Some(Format::Atom10),
        change: |c| c.items[1].guid = None,
        rule: "atom-entry-id", field: "items[1].guid" },
    Case { name: "Atom feed without updated", format: Some(Format::Atom10),
        change: |c| c.last_build_date = None,
        rule: "atom-feed-updated", field: "last_build_date" },
    Case { name: "Atom author without name", format: Some(Format::Atom10),
        change: |c| c.items[0].authors[0].name = None,
        rule: "atom-person-name", field: "items[0].authors[0]" },
    Case { name: "language not a tag", format: None,
        change: |c| c.language = Some("English".to_owned()),
        rule: "language", field: "language" },
    Case { name: "JSON Feed item without id", format: Some(Format::Json11),
        change: |c| c.items[1].guid = None,
        rule: "json-item-id", field: "items[1].guid" },
    Case { name: "JSON Feed relative item url", format: Some(Format::Json11),
        change: |c| c.items[0].links = vec![link("/1", None)],
        rule: "url-relative", field: "items[0].links[0]" },
    Case { name: "icon in RSS", format: None,
        change: |c| c.icon = Some(Uri::new("https://example.org/icon.png")),
        rule: "write-loss", field: "icon" },
];

#[test]
fn each_change_gives_its_rule_at_its_field() {
    for case in CASES {
        let mut channel = clean(case.format);
        (case.change)(&mut channel);
        let report = validate_channel(&channel).unwrap();
        let expected = vec![(case.rule.to_owned(), Some(case.field.to_owned()))];
        assert_eq!(
            findings(&report),
            expected,
            "{}: {}",
            case.name,
            show(&report)
        );
    }
}

/// The feed documents under `fixtures/` (which holds nothing else).
fn fixture_documents() -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let ext = path.extension().and_then(|e| e.to_str());
            if path.is_dir() {
                dirs.push(path);
            } else if ext == Some("xml") || ext == Some("json") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The error rules of a report.
fn errors<'p>(problems: impl Iterator<Item = &'p feedwright::check::Problem>) -> BTreeSet<String> {
    problems
        .filter(|p| p.severity == Severity::Error)
        .map(|p| p.rule.clone())
        .collect()
}

#[test]
fn a_fixture_written_back_has_no_error_its_document_had_not() {
    let mut new_errors = Vec::new();
    let mut checked = 0;
    for path in fixture_documents() {
        let bytes = std::fs::read(&path).unwrap();
        let (Ok(original), Ok(channel)) = (validate(&bytes), feedwright::parse(&bytes)) else {
            continue; // not a feed: nothing to write
        };
        checked += 1;
        let written = validate_channel(&channel).unwrap();
        let before = errors(original.problems.iter());
        let after = errors(written.report.problems.iter());
        for rule in after.difference(&before) {
            let at: Vec<String> = written
                .report
                .problems
                .iter()
                .filter(|p| &p.rule == rule)
                .map(|p| format!("{p} [{:?}]", p.field))
                .collect();
            new_errors.push(format!("{}: {}", path.display(), at.join("; ")));
        }
        // A write loss in the format a document was read from is the writer's too.
        assert_eq!(
            written.report.count(ProblemKind::Write),
            0,
            "{}: {}",
            path.display(),
            show(&written)
        );
    }
    assert!(checked > 100, "{checked}");
    assert!(new_errors.is_empty(), "{}", new_errors.join("\n"));
}

/// RSS has no item `updated`; a channel built in code gets Atom's, which
/// RSS readers read and validators accept, where a `<updated>` of no
/// vocabulary would be an error.
#[test]
fn rss_item_updated_goes_out_as_atom() {
    let mut channel = clean(None);
    channel.items[0].updated = Some(when());
    let report = validate_channel(&channel).unwrap();
    assert!(report.report.is_clean(), "{:?}", report.report.problems);
    let document = String::from_utf8(report.document).unwrap();
    assert!(document.contains("<atom:updated>2026-06-25T10:00:00+02:00</atom:updated>"));
}
