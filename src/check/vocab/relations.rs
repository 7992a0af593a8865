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
