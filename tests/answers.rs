//! The answer methods (`Item::published`, `Channel::authors`, ...) against
//! the feedparser view of the same document, over the fixtures, the
//! conformance cases and the real feeds: where the view has a key, the
//! answer agrees with it, or the difference is one of those listed in
//! `EXPLAINED`, each with the reason the answer differs on purpose. The
//! view follows Python feedparser, quirks and all; the answers follow the
//! specifications where feedparser does not. Skips the `../shared`
//! corpora when they are absent.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use chrono::{DateTime, FixedOffset, Utc};
use feedwright::{Channel, Item, ReadOptions};
use serde_json::Value;

/// The differences that are meant, by what was compared and why.
const EXPLAINED: &[(&str, &str, &str)] = &[
    // (field, name, reason)
    (
        "link",
        "id-as-link",
        "feedparser takes an Atom id, or a guid it takes for a URL, as the link of an entry \
         without one; `link()` takes no id (`urn:uuid:...` is no page)",
    ),
    (
        "link",
        "last-link",
        "feedparser's link is the last RSS `<link>` or alternate link, each overwriting the one \
         before; `link()` takes the first",
    ),
    (
        "summary",
        "content-as-summary",
        "feedparser copies the content into `summary` when there is none; `summary()` gives none, \
         so that a program showing both does not show one text twice",
    ),
    (
        "summary",
        "first-in-document",
        "feedparser's summary is whichever summary element comes first in the document; \
         `summary()` prefers the format's own (`description`, Atom `summary`)",
    ),
    (
        "author",
        "first-in-document",
        "feedparser's first author is whichever author element comes first in the document; \
         `authors()` gives the format's own authors first",
    ),
    (
        "author",
        "split-name",
        "feedparser splits `dc:creator` and `itunes:author` text into a name and an email; \
         `authors()` gives the text as written",
    ),
    (
        "content",
        "summaries-as-content",
        "feedparser lists every summary element after the first as a content; `content()` is \
         the item's content element only",
    ),
    (
        "content",
        "not-text",
        "`content()` is text only: a payload of another media type, or one in base64 (which the \
         view decodes), is in `Item::content` as written",
    ),
    (
        "summary",
        "rss-summary",
        "RSS defines no `<summary>`; feedparser reads one, the model keeps it in `extensions`",
    ),
    (
        "author",
        "rss-channel-author",
        "RSS defines no channel `<author>`; feedparser reads one, the model keeps it in \
         `extensions`",
    ),
    (
        "author",
        "name-from-email",
        "feedparser makes a name of what follows an email address (`a@b.com?subject=x` gives \
         the name `?subject=x`); `authors()` gives the address as an email",
    ),
    (
        "title",
        "itunes-title",
        "feedparser does not take `itunes:title` as the title",
    ),
    (
        "id",
        "empty-guid",
        "an empty guid is the view's id; `id()` passes over it to `rdf:about` or the link",
    ),
];

#[derive(Default)]
struct Tally {
    agreed: usize,
    explained: BTreeMap<(&'static str, &'static str), usize>,
    unexplained: Vec<String>,
}

impl Tally {
    /// Compares one value where the view has it; `why` names the listed
    /// reason for a difference, if one applies.
    fn compare(
        &mut self,
        doc: &str,
        field: &'static str,
        view: Option<String>,
        ours: Option<String>,
        why: impl FnOnce() -> Option<&'static str>,
    ) {
        let Some(view) = view else { return };
        if Some(&view) == ours.as_ref() {
            self.agreed += 1;
            return;
        }
        match why() {
            Some(name) => {
                assert!(
                    EXPLAINED.iter().any(|(f, n, _)| *f == field && *n == name),
                    "{field}/{name} is not in EXPLAINED"
                );
                *self.explained.entry((field, name)).or_default() += 1;
            }
            None => self
                .unexplained
                .push(format!("{doc}: {field}: view {view:?}, answer {ours:?}")),
        }
    }
}

fn text(value: &Value) -> Option<String> {
    value.as_str().map(str::to_owned)
}

/// An instant as the view writes feedparser's time tuples.
fn instant(at: Option<DateTime<FixedOffset>>) -> Option<String> {
    at.map(|at| {
        at.with_timezone(&Utc)
            .format("%Y-%m-%dT%H:%M:%SZ")
            .to_string()
    })
}

/// The view's first author with a name.
fn first_author(view: &Value) -> Option<String> {
    let authors = view["authors"].as_array()?;
    authors
        .iter()
        .find_map(|a| a["name"].as_str().filter(|n| !n.is_empty()))
        .map(str::to_owned)
}

fn tag_terms(view: &Value) -> Option<String> {
    let tags = view["tags"].as_array()?;
    Some(
        tags.iter()
            .map(|t| t["term"].as_str().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("|"),
    )
}

/// The view's parsed dates against the answers' instants (a date the view
/// could not read is no key to compare).
fn compare_dates(
    t: &mut Tally,
    doc: &str,
    view: &Value,
    published: Option<DateTime<FixedOffset>>,
    updated: Option<DateTime<FixedOffset>>,
) {
    let parsed = |key| text(&view[key]);
    t.compare(
        doc,
        "published",
        parsed("published_parsed"),
        instant(published),
        || None,
    );
    t.compare(
        doc,
        "updated",
        parsed("updated_parsed"),
        instant(updated),
        || None,
    );
}

fn compare_item(t: &mut Tally, doc: &str, item: &Item, view: &Value) {
    compare_dates(t, doc, view, item.published(), item.updated());
    let guid = item.guid.as_ref().map(|g| g.value.as_str());
    t.compare(
        doc,
        "id",
        text(&view["id"]),
        item.id().map(str::to_owned),
        || (guid == Some("")).then_some("empty-guid"),
    );
    let view_link = text(&view["link"]);
    t.compare(
        doc,
        "link",
        view_link.clone(),
        item.link().map(str::to_owned),
        || {
            let alternates = item.links.iter().filter(|l| l.is_alternate()).count();
            if view_link.as_deref() == guid && item.link() != guid {
                Some("id-as-link")
            } else if alternates > 1 || item.links.len() > 1 {
                Some("last-link")
            } else {
                None
            }
        },
    );
    t.compare(
        doc,
        "title",
        text(&view["title"]),
        item.title().map(|t| t.value.to_owned()),
        || {
            let itunes = item.itunes.as_deref().and_then(|i| i.title.as_deref());
            (item.title().map(|t| t.value) == itunes).then_some("itunes-title")
        },
    );
    let view_summary = text(&view["summary"]);
    let contents: Vec<&str> = view["content"]
        .as_array()
        .map(|c| c.iter().filter_map(|c| c["value"].as_str()).collect())
        .unwrap_or_default();
    t.compare(
        doc,
        "summary",
        view_summary.clone(),
        item.summary().map(|s| s.value.to_owned()),
        || {
            let rss_summary = item
                .extensions
                .iter()
                .any(|e| e.namespace.is_none() && e.name == "summary");
            if item.summary().is_none() && rss_summary {
                Some("rss-summary")
            } else if item.summary().is_none() && item.content.is_some() {
                Some("content-as-summary")
            } else if item.summary().is_some() && contents.contains(&item.summary()?.value) {
                Some("first-in-document")
            } else {
                None
            }
        },
    );
    // The answer's content is one of the view's contents.
    let ours = item.content().map(|c| c.value.to_owned());
    let found = ours
        .as_deref()
        .filter(|c| contents.contains(c))
        .map(str::to_owned);
    t.compare(
        doc,
        "content",
        (!contents.is_empty()).then(|| found.clone().unwrap_or_else(|| contents[0].to_owned())),
        found.or(ours),
        || {
            if item.content.is_none() {
                Some("summaries-as-content")
            } else {
                item.content().is_none().then_some("not-text")
            }
        },
    );
    t.compare(
        doc,
        "author",
        first_author(view),
        item.authors().find_map(|p| p.name).map(str::to_owned),
        || author_reason(item.authors(), view),
    );
    // Every enclosure of the view is an answer (which adds Media RSS contents).
    if let Some(enclosures) = view["enclosures"].as_array() {
        let ours: Vec<&str> = item.enclosures().map(|e| e.url).collect();
        for e in enclosures {
            let href = text(&e["href"]);
            let found = href.clone().filter(|h| ours.contains(&h.as_str()));
            t.compare(doc, "enclosure", href, found, || None);
        }
    }
    t.compare(
        doc,
        "tags",
        tag_terms(view),
        Some(
            item.categories()
                .map(|c| c.term)
                .collect::<Vec<_>>()
                .join("|"),
        ),
        || None,
    );
}

/// Why the first named author differs: a name feedparser split, or
/// another author first in the document.
fn author_reason<'a>(
    ours: impl Iterator<Item = feedwright::model::PersonRef<'a>>,
    view: &Value,
) -> Option<&'static str> {
    let people: Vec<_> = ours.collect();
    let names: Vec<&str> = view["authors"]
        .as_array()?
        .iter()
        .filter_map(|a| a["name"].as_str())
        .collect();
    let Some(ours) = people.iter().find_map(|p| p.name) else {
        let emails = people.iter().filter_map(|p| p.email);
        return emails
            .into_iter()
            .any(|e| names.iter().any(|n| e.ends_with(n)))
            .then_some("name-from-email");
    };
    if names.contains(&ours) {
        Some("first-in-document")
    } else if names.iter().any(|n| ours.contains(n)) {
        Some("split-name")
    } else {
        None
    }
}

fn compare_channel(t: &mut Tally, doc: &str, channel: &Channel, view: &Value) {
    compare_dates(t, doc, view, channel.published(), channel.updated());
    let view_link = text(&view["link"]);
    t.compare(
        doc,
        "link",
        view_link.clone(),
        channel.link().map(str::to_owned),
        || {
            if view_link.as_deref() == channel.id.as_deref() {
                Some("id-as-link")
            } else if channel.links.len() > 1 {
                Some("last-link")
            } else {
                None
            }
        },
    );
    t.compare(
        doc,
        "title",
        text(&view["title"]),
        channel.title().map(|t| t.value.to_owned()),
        || None,
    );
    t.compare(
        doc,
        "author",
        first_author(view),
        channel.authors().find_map(|p| p.name).map(str::to_owned),
        || {
            let rss_author = channel
                .extensions
                .iter()
                .any(|e| e.namespace.is_none() && e.name == "author");
            if rss_author {
                Some("rss-channel-author")
            } else {
                author_reason(channel.authors(), view)
            }
        },
    );
    t.compare(
        doc,
        "tags",
        tag_terms(view),
        Some(
            channel
                .categories()
                .map(|c| c.term)
                .collect::<Vec<_>>()
                .join("|"),
        ),
        || None,
    );
}

fn compare_document(t: &mut Tally, path: &Path) {
    let Ok(bytes) = std::fs::read(path) else {
        return;
    };
    // As `parse --format feedparser` reads: feedparser sanitizes HTML and
    // resolves its URLs.
    let mut options = ReadOptions::default();
    options.sanitize_html = true;
    options.resolve_html_urls = true;
    let Ok(feedwright::Parsed { channel, warnings }) = feedwright::parse_with(&bytes, &options)
    else {
        return;
    };
    let view = feedwright::view::feedparser::to_value(&channel, &warnings);
    let doc = path.display().to_string();
    compare_channel(t, &doc, &channel, &view["feed"]);
    let entries = view["entries"].as_array().cloned().unwrap_or_default();
    assert_eq!(entries.len(), channel.items.len(), "{doc}");
    for (item, entry) in channel.items.iter().zip(&entries) {
        compare_item(t, &doc, item, entry);
    }
}

#[test]
fn answers_agree_with_the_feedparser_view() {
    let mut paths = common::all_files(&common::fixtures_dir());
    for corpus in ["conformance/feedparser/files", "realworld/files"] {
        if let Some(dir) = common::shared(corpus) {
            paths.extend(common::all_files(&dir));
        }
    }
    let mut tally = Tally::default();
    for path in &paths {
        compare_document(&mut tally, path);
    }
    println!("{} values agree; differences on purpose:", tally.agreed);
    for ((field, name), count) in &tally.explained {
        println!("  {field}/{name}: {count}");
    }
    assert!(tally.agreed > 100, "too little was compared");
    assert!(
        tally.unexplained.is_empty(),
        "{} differences with no listed reason:\n{}",
        tally.unexplained.len(),
        tally.unexplained.join("\n")
    );
}
