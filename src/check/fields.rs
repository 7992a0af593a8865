//! Which model field a finding in a written document comes from: the
//! element path of a finding (`rss/channel/item[3]/pubDate`) or its JSON
//! Feed member path (`items[2].date_published`) becomes a model field path
//! (`items[2].pub_date`), so that a channel built in code hears of its
//! problems in its own terms (see [`validate_channel`](super::validate_channel)).
//!
//! The mapping is two tables: the elements (and members) each writer makes
//! of each field, and the fields whose absence a rule reports at their
//! parent (`atom-feed-updated` is found at `feed`). Only links need more
//! than a table: RSS writes a link as `<link>` or `<atom:link>`, Atom puts
//! enclosures among the links and JSON Feed picks links by relation, so the
//! n-th element of a name is found by walking the links as the writer does.

use crate::model::{Channel, Item, Link, LinkElement};
use crate::options::Target;

/// The document shapes the tables are kept for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    /// RSS 2.0 and RSS 1.0: the same element names (RSS 1.0 in its namespace).
    Rss,
    Atom,
    Json,
}

impl Family {
    fn of(target: Target) -> Family {
        match target {
            Target::Atom => Family::Atom,
            Target::JsonFeed => Family::Json,
            Target::Rss | Target::Rss1 => Family::Rss,
        }
    }
}

/// Whether a row is about the channel or one of its items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    Channel,
    Item,
}

/// How an element's place among its siblings becomes an index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Index {
    /// The field holds one value.
    One,
    /// The n-th element of the name is the n-th of the list.
    Each,
    /// A link: found by walking the links as the writer writes them.
    Link,
}

/// One element (or JSON member) a writer makes of a model field.
struct Row {
    family: Family,
    level: Level,
    /// The element's name as the writer prefixes it (`atom:link`), a child
    /// after a slash (`image/url`), or a namespace prefix and `*` for every
    /// element of an extension (`itunes:*`).
    element: &'static str,
    /// The model field, relative to the channel or the item.
    field: &'static str,
    index: Index,
}

const fn row(
    family: Family,
    level: Level,
    element: &'static str,
    field: &'static str,
    index: Index,
) -> Row {
    Row {
        family,
        level,
        element,
        field,
        index,
    }
}

use Family::{Atom, Json, Rss};
use Index::{Each, Link as L, One};
use Level::{Channel as C, Item as I};

/// What src/write/rss.rs, atom.rs, json.rs and ext.rs write each field as.
#[rustfmt::skip]
const ELEMENTS: &[Row] = &[
    // RSS 2.0 and 1.0 channel (src/write/rss.rs `write_channel_children`).
    row(Rss, C, "title", "title", One),
    row(Rss, C, "link", "links", L),
    row(Rss, C, "atom:link", "links", L),
    row(Rss, C, "description", "description", One),
    row(Rss, C, "language", "language", One),
    row(Rss, C, "copyright", "rights", One),
    row(Rss, C, "managingEditor", "managing_editor", One),
    row(Rss, C, "webMaster", "web_master", One),
    row(Rss, C, "pubDate", "pub_date", One),
    row(Rss, C, "lastBuildDate", "last_build_date", One),
    row(Rss, C, "category", "categories", Each),
    row(Rss, C, "generator", "generator", One),
    row(Rss, C, "docs", "docs", One),
    row(Rss, C, "cloud", "cloud", One),
    row(Rss, C, "ttl", "ttl", One),
    row(Rss, C, "image/url", "image.url", One),
    row(Rss, C, "image/title", "image.title", One),
    row(Rss, C, "image/link", "image.link", One),
    row(Rss, C, "image/width", "image.width", One),
    row(Rss, C, "image/height", "image.height", One),
    row(Rss, C, "image/description", "image.description", One),
    row(Rss, C, "image", "image", One),
    row(Rss, C, "rating", "rating", One),
    row(Rss, C, "textInput/title", "text_input.title", One),
    row(Rss, C, "textInput/description", "text_input.description", One),
    row(Rss, C, "textInput/name", "text_input.name", One),
    row(Rss, C, "textInput/link", "text_input.link", One),
    row(Rss, C, "textInput", "text_input", One),
    row(Rss, C, "textinput", "text_input", One),
    row(Rss, C, "skipHours/hour", "skip_hours", Each),
    row(Rss, C, "skipHours", "skip_hours", One),
    row(Rss, C, "skipDays/day", "skip_days", Each),
    row(Rss, C, "skipDays", "skip_days", One),
    // RSS 2.0 and 1.0 item (src/write/rss.rs `write_item_children`).
    row(Rss, I, "title", "title", One),
    row(Rss, I, "link", "links", L),
    row(Rss, I, "atom:link", "links", L),
    row(Rss, I, "description", "description", One),
    row(Rss, I, "atom:summary", "description", One),
    row(Rss, I, "author", "authors", Each),
    row(Rss, I, "atom:author", "authors", Each),
    row(Rss, I, "atom:contributor", "contributors", Each),
    row(Rss, I, "category", "categories", Each),
    row(Rss, I, "atom:category", "categories", Each),
    row(Rss, I, "comments", "comments", One),
    row(Rss, I, "enclosure", "enclosures", Each),
    row(Rss, I, "guid", "guid", One),
    row(Rss, I, "atom:id", "guid", One),
    row(Rss, I, "pubDate", "pub_date", One),
    row(Rss, I, "atom:published", "pub_date", One),
    row(Rss, I, "expirationDate", "expiration_date", One),
    row(Rss, I, "updated", "updated", One),
    row(Rss, I, "atom:updated", "updated", One),
    row(Rss, I, "source", "source", One),
    row(Rss, I, "content:encoded", "content", One),
    row(Rss, I, "atom:content", "content", One),
    row(Rss, I, "body", "content", One),
    row(Rss, I, "atom:rights", "rights", One),
    // Atom feed (src/write/atom.rs `write_feed_children`).
    row(Atom, C, "title", "title", One),
    row(Atom, C, "subtitle", "description", One),
    row(Atom, C, "link", "links", L),
    row(Atom, C, "id", "id", One),
    row(Atom, C, "updated", "last_build_date", One),
    row(Atom, C, "published", "pub_date", One),
    row(Atom, C, "author", "authors", Each),
    row(Atom, C, "contributor", "contributors", Each),
    row(Atom, C, "category", "categories", Each),
    row(Atom, C, "generator", "generator", One),
    row(Atom, C, "icon", "icon", One),
    row(Atom, C, "logo", "logo", One),
    row(Atom, C, "rights", "rights", One),
    // Atom entry (src/write/atom.rs `write_entry`).
    row(Atom, I, "title", "title", One),
    row(Atom, I, "link", "links", L),
    row(Atom, I, "id", "guid", One),
    row(Atom, I, "updated", "updated", One),
    row(Atom, I, "published", "pub_date", One),
    row(Atom, I, "author", "authors", Each),
    row(Atom, I, "contributor", "contributors", Each),
    row(Atom, I, "category", "categories", Each),
    row(Atom, I, "summary", "description", One),
    row(Atom, I, "content", "content", One),
    row(Atom, I, "source", "source", One),
    row(Atom, I, "rights", "rights", One),
    row(Atom, I, "comments", "comments", One),
    row(Atom, I, "expirationDate", "expiration_date", One),
    // JSON Feed (src/write/json.rs `feed` and `item`): member paths.
    row(Json, C, "title", "title", One),
    row(Json, C, "home_page_url", "links", L),
    row(Json, C, "feed_url", "links", L),
    row(Json, C, "next_url", "links", L),
    row(Json, C, "hubs", "links", L),
    row(Json, C, "description", "description", One),
    row(Json, C, "icon", "image", One),
    row(Json, C, "favicon", "icon", One),
    row(Json, C, "authors", "authors", Each),
    row(Json, C, "author", "authors", One),
    row(Json, C, "language", "language", One),
    row(Json, I, "id", "guid", One),
    row(Json, I, "url", "links", L),
    row(Json, I, "external_url", "links", L),
    row(Json, I, "title", "title", One),
    row(Json, I, "content_html", "content", One),
    row(Json, I, "content_text", "content", One),
    row(Json, I, "summary", "description", One),
    row(Json, I, "date_published", "pub_date", One),
    row(Json, I, "date_modified", "updated", One),
    row(Json, I, "authors", "authors", Each),
    row(Json, I, "author", "authors", One),
    row(Json, I, "tags", "categories", Each),
    row(Json, I, "language", "xml_lang", One),
    row(Json, I, "attachments", "enclosures", L),
];

/// The extension namespaces, by the prefix the writer gives them, at both
/// levels of RSS and Atom (src/write/ext.rs).
#[rustfmt::skip]
const EXTENSIONS: &[(&str, &str)] = &[
    ("itunes", "itunes"),
    ("googleplay", "google_play"),
    ("podcast", "podcast"),
    ("media", "media"),
    ("dc", "dublin_core"),
    ("dcterms", "dc_terms"),
    ("sy", "syndication"),
    ("georss", "georss"),
    ("slash", "slash"),
    ("wfw", "wfw"),
    ("thr", "threading"),
    ("cc", "licenses"),
    ("creativeCommons", "licenses"),
];

/// The field a rule finds missing, reported at the element (or object)
/// that should hold it.
#[rustfmt::skip]
const MISSING: &[(&str, &str)] = &[
    ("rss2-channel-title", "title"),
    ("rss2-channel-link", "links"),
    ("rss2-channel-description", "description"),
    ("rss2-item-title-or-description", "title"),
    ("rss2-self-link", "links"),
    ("rss2-guid-missing", "guid"),
    ("apple-episode-guid", "guid"),
    ("rss1-item-title-link", "title"),
    ("atom-feed-id", "id"),
    ("atom-feed-title", "title"),
    ("atom-feed-updated", "last_build_date"),
    ("atom-self-link", "links"),
    ("atom-entry-id", "guid"),
    ("atom-entry-title", "title"),
    ("atom-entry-updated", "updated"),
    ("atom-entry-author", "authors"),
    ("json-feed-title", "title"),
    ("json-item-id", "guid"),
    ("json-item-content", "content"),
];

/// The model field of a finding of `rule` at `path` in `channel` written
/// as `target`; `None` when the path names no field (the root, an element
/// the writer made of no one field).
pub(crate) fn field_of(
    channel: &Channel,
    target: Target,
    rule: &str,
    path: Option<&str>,
) -> Option<String> {
    let family = Family::of(target);
    let steps = match family {
        Family::Json => json_steps(path.unwrap_or_default()),
        _ => xml_steps(path?),
    };
    let mut steps = steps.as_slice();
    let mut item = None;
    let mut prefix = String::new();
    let item_name = match family {
        Family::Rss => "item",
        Family::Atom => "entry",
        Family::Json => "items",
    };
    if let [(name, nth), rest @ ..] = steps {
        if name == item_name {
            let index = nth.unwrap_or_default();
            item = Some(channel.items.get(index)?);
            prefix = format!("items[{index}]");
            steps = rest;
        }
    }
    let level = if item.is_some() {
        Level::Item
    } else {
        Level::Channel
    };
    let join = |field: &str| {
        if prefix.is_empty() {
            field.to_owned()
        } else {
            format!("{prefix}.{field}")
        }
    };
    if steps.is_empty() {
        let mut missing = MISSING.iter().find(|(id, _)| *id == rule).copied();
        // One rule for two elements: an item with its title lacks its link.
        if rule == "rss1-item-title-link" && item.is_some_and(|i| i.title.is_some()) {
            missing = Some((rule, "links"));
        }
        return match missing {
            Some((_, field)) => Some(join(field)),
            None => (!prefix.is_empty()).then_some(prefix),
        };
    }
    let links = item.map_or(channel.links.as_slice(), |item| item.links.as_slice());
    let field = element_field(family, level, steps, channel, item, links)?;
    Some(join(&field))
}

/// The field of the element at `steps` below the channel or an item.
fn element_field(
    family: Family,
    level: Level,
    steps: &[(String, Option<usize>)],
    channel: &Channel,
    item: Option<&Item>,
    links: &[Link],
) -> Option<String> {
    let (first, nth) = steps.first()?;
    let names: Vec<&str> = steps.iter().map(|(name, _)| name.as_str()).collect();
    // The longest row that matches: `image/url` before `image`.
    let find = |family: Family| {
        (1..=names.len().min(2)).rev().find_map(|len| {
            let element = names[..len].join("/");
            ELEMENTS
                .iter()
                .find(|r| r.family == family && r.level == level && r.element == element)
        })
    };
    // Atom keeps RSS's own fields as RSS-named elements in no namespace
    // (src/write/atom.rs `write_rss_only_channel`), written by the RSS writer.
    let found = find(family).or_else(|| {
        (family == Family::Atom)
            .then(|| find(Family::Rss))
            .flatten()
    });
    let Some(row) = found else {
        let (ns, _) = first.split_once(':')?;
        let (_, field) = EXTENSIONS.iter().find(|(prefix, _)| *prefix == ns)?;
        return Some((*field).to_owned());
    };
    // A nested row's index is its last step's (`skipHours/hour[3]`).
    let nth = if row.element.contains('/') {
        steps.get(1).and_then(|(_, n)| *n)
    } else {
        *nth
    };
    match row.index {
        Index::One => Some(row.field.to_owned()),
        Index::Each => Some(format!("{}[{}]", row.field, nth.unwrap_or_default())),
        Index::Link => {
            let written = written_links(family, first, channel, item, links);
            let nth = nth.unwrap_or_default();
            Some(
                written
                    .get(nth)
                    .cloned()
                    .unwrap_or_else(|| row.field.to_owned()),
            )
        }
    }
}

/// The fields written as `name`, in the order the writer writes them: the
/// n-th element (or array entry) of that name is the n-th of these.
fn written_links(
    family: Family,
    name: &str,
    channel: &Channel,
    item: Option<&Item>,
    links: &[Link],
) -> Vec<String> {
    let indexed = |field: &str, i: usize| format!("{field}[{i}]");
    let all = |keep: &dyn Fn(&Link) -> bool| -> Vec<String> {
        (0..links.len())
            .filter(|&i| links.get(i).is_some_and(keep))
            .map(|i| indexed("links", i))
            .collect()
    };
    match family {
        Family::Rss => {
            // src/write/rss.rs `write_links`: from another format, the first
            // alternate link is also the RSS `<link>`, and a plain one is
            // written only so.
            let same_family = channel
                .format
                .is_some_and(|f| !f.is_atom() && !f.is_json_feed());
            let has_rss_link = links.iter().any(|l| l.element == LinkElement::Rss);
            let promoted = (!same_family && !has_rss_link)
                .then(|| links.iter().position(Link::is_alternate))
                .flatten();
            let mut rss = Vec::new();
            let mut atom = Vec::new();
            for (i, link) in links.iter().enumerate() {
                let plain = link.media_type.is_none()
                    && link.hreflang.is_none()
                    && link.title.is_none()
                    && link.length.is_none()
                    && link.is_alternate();
                if link.element == LinkElement::Rss || promoted == Some(i) {
                    rss.push(indexed("links", i));
                }
                if link.element == LinkElement::Atom && (promoted != Some(i) || !plain) {
                    atom.push(indexed("links", i));
                }
            }
            if name == "link" {
                rss
            } else {
                atom
            }
        }
        // src/write/atom.rs `write_entry`: the links, then each enclosure
        // as a link.
        Family::Atom => {
            let mut written = all(&|_| true);
            let enclosures = item.map_or(0, |item| item.enclosures.len());
            written.extend((0..enclosures).map(|i| indexed("enclosures", i)));
            written
        }
        // src/write/json.rs `links`: a member holds the first link of its
        // relation; hubs and attachments every one.
        Family::Json => {
            let rel = |wanted: &'static str| {
                move |l: &Link| l.rel.as_deref().unwrap_or("alternate") == wanted
            };
            match name {
                "home_page_url" | "url" => all(&rel("alternate")),
                "feed_url" => all(&rel("self")),
                "next_url" => all(&rel("next")),
                "external_url" => all(&rel("related")),
                "hubs" => all(&rel("hub")),
                "attachments" => {
                    let enclosures = item.map_or(0, |item| item.enclosures.len());
                    let mut written: Vec<String> =
                        (0..enclosures).map(|i| indexed("enclosures", i)).collect();
                    written.extend(all(&rel("enclosure")));
                    written
                }
                _ => Vec::new(),
            }
        }
    }
}

/// The steps of an element path below the channel: `rss/channel/item[3]/pubDate`
/// is `item` (index 2), `pubDate`. An RSS 1.0 item is beside its channel.
fn xml_steps(path: &str) -> Vec<(String, Option<usize>)> {
    let mut segments = path.split('/').skip(1).peekable();
    if segments.peek() == Some(&"channel") {
        segments.next();
    }
    segments
        .map(|segment| match segment.split_once('[') {
            // Element paths count from 1 among siblings of one name.
            Some((name, rest)) => {
                let nth = rest.trim_end_matches(']').parse::<usize>().ok();
                (name.to_owned(), nth.map(|n| n.saturating_sub(1)))
            }
            None => (segment.to_owned(), None),
        })
        .collect()
}

/// The steps of a JSON Feed member path: `items[2].authors[0].name` is
/// `items` (index 2), `authors` (index 0), `name`.
fn json_steps(path: &str) -> Vec<(String, Option<usize>)> {
    if path.is_empty() {
        return Vec::new();
    }
    path.split('.')
        .map(|segment| match segment.split_once('[') {
            // Member paths count from 0, as the model does.
            Some((name, rest)) => {
                let nth = rest.trim_end_matches(']').parse::<usize>().ok();
                (name.to_owned(), nth)
            }
            None => (segment.to_owned(), None),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Uri;

    fn channel() -> Channel {
        let link = |href: &str, rel: Option<&str>, element| Link {
            href: Uri::new(href),
            rel: rel.map(str::to_owned),
            element,
            ..Link::default()
        };
        let item = Item {
            links: vec![link("https://x/1", None, LinkElement::Rss)],
            ..Item::default()
        };
        Channel {
            links: vec![
                link("https://x/", None, LinkElement::Rss),
                link("https://x/feed", Some("self"), LinkElement::Atom),
            ],
            items: vec![Item::default(), Item::default(), item],
            ..Channel::default()
        }
    }

    fn field(target: Target, rule: &str, path: &str) -> Option<String> {
        field_of(&channel(), target, rule, Some(path))
    }

    #[test]
    fn elements_become_fields() {
        let rss = Target::Rss;
        assert_eq!(
            field(rss, "x", "rss/channel/item[3]/pubDate").as_deref(),
            Some("items[2].pub_date")
        );
        assert_eq!(
            field(rss, "x", "rss/channel/title").as_deref(),
            Some("title")
        );
        assert_eq!(
            field(rss, "x", "rss/channel/atom:link").as_deref(),
            Some("links[1]")
        );
        assert_eq!(
            field(rss, "x", "rss/channel/item[3]/link").as_deref(),
            Some("items[2].links[0]")
        );
        assert_eq!(
            field(rss, "x", "rss/channel/item[2]/enclosure[2]").as_deref(),
            Some("items[1].enclosures[1]")
        );
        assert_eq!(
            field(rss, "x", "rss/channel/image/url").as_deref(),
            Some("image.url")
        );
        assert_eq!(
            field(rss, "x", "rss/channel/skipDays/day[2]").as_deref(),
            Some("skip_days[1]")
        );
        assert_eq!(
            field(rss, "x", "rss/channel/itunes:category/itunes:category").as_deref(),
            Some("itunes")
        );
        assert_eq!(
            field(Target::Atom, "x", "feed/entry[2]/id").as_deref(),
            Some("items[1].guid")
        );
        assert_eq!(
            field(Target::Atom, "x", "feed/updated").as_deref(),
            Some("last_build_date")
        );
        assert_eq!(field(Target::Atom, "x", "feed/ttl").as_deref(), Some("ttl"));
        assert_eq!(
            field(Target::JsonFeed, "x", "items[2].date_published").as_deref(),
            Some("items[2].pub_date")
        );
        assert_eq!(
            field(Target::JsonFeed, "x", "feed_url").as_deref(),
            Some("links[1]")
        );
        assert_eq!(field(Target::Rss, "x", "rss/channel/foo"), None);
    }

    #[test]
    fn a_missing_field_is_named_by_its_rule() {
        assert_eq!(
            field(Target::Atom, "atom-feed-updated", "feed").as_deref(),
            Some("last_build_date")
        );
        assert_eq!(
            field(Target::Atom, "atom-entry-id", "feed/entry[3]").as_deref(),
            Some("items[2].guid")
        );
        assert_eq!(
            field(Target::Rss, "rss2-channel-title", "rss/channel").as_deref(),
            Some("title")
        );
        assert_eq!(
            field_of(&channel(), Target::JsonFeed, "json-feed-title", None).as_deref(),
            Some("title")
        );
        assert_eq!(
            field(Target::JsonFeed, "json-item-id", "items[0]").as_deref(),
            Some("items[0].guid")
        );
        assert_eq!(
            field(Target::Rss, "some-rule", "rss/channel/item[2]").as_deref(),
            Some("items[1]")
        );
        assert_eq!(field(Target::Rss, "some-rule", "rss"), None);
    }
}
