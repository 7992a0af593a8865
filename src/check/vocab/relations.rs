//! Rules that relate elements to each other rather than shape one: a feed
//! names itself with a self link, an RSS 2.0 item has a guid, an item lists
//! an enclosure once and does not share it with another item.

use std::collections::HashMap;

use crate::check::rules;
use crate::check::tree::Element;
use crate::check::walk::Walk;
use crate::xml::namespace::uri;

/// Whether a link's `rel` names `relation` (a registered name): the name
/// itself in any case (RFC 8288 section 2.1.1), or the IRI RFC 4287
/// section 4.2.7.2 makes equivalent to it. No `rel` is `alternate`.
pub(crate) fn is_relation(rel: Option<&str>, relation: &str) -> bool {
    const IANA: &str = "http://www.iana.org/assignments/relation/";
    let rel = rel.map_or("alternate", str::trim);
    let name = rel.strip_prefix(IANA).unwrap_or(rel);
    name.eq_ignore_ascii_case(relation)
}

/// The self links among `links` (Atom `link` elements).
fn self_links<'e>(links: impl Iterator<Item = &'e Element>) -> Vec<&'e Element> {
    links
        .filter(|l| is_relation(l.attr("rel"), "self"))
        .collect()
}

/// An RSS 2.0 channel names its own URL with `atom:link rel="self"` (RSS
/// Best Practices Profile, "atom:link"), so that a copy of the feed leads
/// readers back to it; each self link absolute.
pub(crate) fn rss_self_link(channel: &Element, walk: &mut Walk<'_>) {
    let links = self_links(channel.children_named(uri::ATOM10, "link"));
    if links.is_empty() && walk.in_rss2() {
        walk.report(rules::SELF_LINK_MISSING_RSS, channel, None);
    }
    for link in links {
        relative_self(link, channel, walk);
        self_link_type(link, walk);
    }
}

/// An Atom feed should name its own URL with `link rel="self"` (RFC 4287
/// section 4.1.1); each self link absolute.
pub(crate) fn atom_self_link(feed: &Element, walk: &mut Walk<'_>) {
    let links = self_links(feed.children_named(uri::ATOM10, "link"));
    if links.is_empty() {
        walk.report(rules::SELF_LINK_MISSING, feed, None);
    }
    for link in links {
        relative_self(link, feed, walk);
        self_link_type(link, walk);
    }
}

/// The media types of the documents a self link may name: the feed itself.
const FEED_TYPES: &[&str] = &[
    "application/atom+xml",
    "application/rss+xml",
    "application/rdf+xml",
];

/// A self link's `type`, when given in form, is a feed's.
fn self_link_type(link: &Element, walk: &mut Walk<'_>) {
    let Some(given) = link.attr("type") else {
        return;
    };
    let media = given.split(';').next().unwrap_or_default().trim();
    // A type not in form is the media type rule's finding, not this one's.
    if media.contains('/') && !FEED_TYPES.iter().any(|t| t.eq_ignore_ascii_case(media)) {
        walk.report(rules::SELF_LINK_TYPE, link, Some(format!("`{given}`")));
    }
}

/// Entries of one feed most of which give one `updated` instant (as
/// written): the mark of a template that stamps every entry with the time
/// the feed was built. Entries that share a day's date now and then (a
/// blog that dates its posts by the day) are not that. Each entry after
/// the first with that instant is reported.
pub(crate) fn atom_updated_unique(feed: &Element, walk: &mut Walk<'_>) {
    let updated: Vec<&Element> = feed
        .children_named(uri::ATOM10, "entry")
        .filter_map(|entry| entry.child(uri::ATOM10, "updated"))
        .filter(|u| !u.text.trim().is_empty())
        .collect();
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for u in &updated {
        *counts.entry(u.text.trim()).or_insert(0) += 1;
    }
    let entries = feed.children_named(uri::ATOM10, "entry").count();
    let Some((stamp, _)) = counts
        .into_iter()
        .filter(|(_, n)| *n >= 2 && 2 * n > entries)
        .max_by_key(|(_, n)| *n)
    else {
        return;
    };
    for u in updated.iter().filter(|u| u.text.trim() == stamp).skip(1) {
        walk.report(rules::ATOM_UPDATED_UNIQUE, u, Some(format!("`{stamp}`")));
    }
}

/// The Atom elements that say in an RSS 2.0 feed what an RSS element says:
/// of the channel, and of each item; an item's XHTML `body` is content too.
const CHANNEL_ATOM_TEXT: &[&str] = &["title", "subtitle", "rights"];
const ITEM_ATOM_TEXT: &[&str] = &["title", "content"];

/// Atom text in an RSS 2.0 feed beside RSS's own (out-of-line content,
/// with `src`, says nothing RSS says).
pub(crate) fn rss_atom_text(channel: &Element, walk: &mut Walk<'_>) {
    if !walk.in_rss2() {
        return;
    }
    let is_atom_text = |element: &Element, names: &[&str]| {
        element.ns() == uri::ATOM10
            && names.contains(&element.local.as_ref())
            && element.attr("src").is_none()
    };
    let of_channel = channel
        .children
        .iter()
        .filter(|c| is_atom_text(c, CHANNEL_ATOM_TEXT));
    let of_items = channel
        .children_named("", "item")
        .flat_map(|item| item.children.iter())
        .filter(|c| is_atom_text(c, ITEM_ATOM_TEXT) || c.is(uri::XHTML, "body"));
    let found: Vec<&Element> = of_channel.chain(of_items).collect();
    for element in found {
        let detail = format!("`{}`", element.qname());
        walk.report(rules::RSS_ATOM_TEXT, element, Some(detail));
    }
}

/// A self link is the feed's address wherever a copy of it is read: a
/// relative one only means something against the place it was fetched
/// from, unless `xml:base` on it or an ancestor says where.
fn relative_self(link: &Element, parent: &Element, walk: &mut Walk<'_>) {
    let Some(href) = link.attr("href") else {
        return;
    };
    let absolute = url::Url::parse(href.trim()).is_ok();
    let based = [link, parent]
        .iter()
        .any(|e| e.attr_ns(uri::XML, "base").is_some())
        || walk.root_has_base();
    if !absolute && !based {
        walk.report(rules::SELF_LINK_RELATIVE, link, Some(format!("`{href}`")));
    }
}

/// An RSS 2.0 item has a guid, by which readers know it again when its
/// title or link changes (RSS Best Practices Profile, "guid"); in a podcast,
/// Apple's requirement says the same of each episode, and is the one named.
pub(crate) fn item_guids(channel: &Element, walk: &mut Walk<'_>) {
    if !walk.in_rss2() {
        return;
    }
    let rule = if super::itunes::is_apple_podcast(channel) {
        rules::APPLE_EPISODE_GUID
    } else {
        rules::RSS_GUID_MISSING
    };
    for item in channel.children_named("", "item") {
        if item.child("", "guid").is_none() {
            walk.report(rule, item, None);
        }
    }
}

/// Within one item, an enclosure URL listed once.
pub(crate) fn duplicate_enclosures(item: &Element, walk: &mut Walk<'_>) {
    let mut seen: Vec<&str> = Vec::new();
    for enclosure in item.children_named("", "enclosure") {
        let Some(url) = enclosure.attr("url").map(str::trim) else {
            continue;
        };
        if seen.contains(&url) {
            walk.report(
                rules::ENCLOSURE_DUPLICATE,
                enclosure,
                Some(format!("`{url}`")),
            );
        } else {
            seen.push(url);
        }
    }
}

/// Across a channel's items, each audio or video enclosure URL belongs to
/// one item: podcast directories keep the first episode with a media URL
/// and drop the others. (An image shared by several news items is no
/// episode.)
pub(crate) fn shared_enclosures(channel: &Element, walk: &mut Walk<'_>) {
    let mut first: HashMap<&str, usize> = HashMap::new();
    for (n, item) in channel.children_named("", "item").enumerate() {
        let mut in_this: Vec<&str> = Vec::new();
        for enclosure in item.children_named("", "enclosure") {
            let media = enclosure.attr("type").is_some_and(|t| {
                let t = t.trim().to_ascii_lowercase();
                t.starts_with("audio/") || t.starts_with("video/")
            });
            if !media {
                continue;
            }
            let Some(url) = enclosure.attr("url").map(str::trim) else {
                continue;
            };
            if url.is_empty() || in_this.contains(&url) {
                continue;
            }
            in_this.push(url);
            match first.get(url) {
                Some(&earlier) => {
                    let detail = format!("`{url}` is also the enclosure of item {}", earlier + 1);
                    walk.report(rules::ENCLOSURE_SHARED, enclosure, Some(detail));
                }
                None => {
                    first.insert(url, n);
                }
            }
        }
    }
}
