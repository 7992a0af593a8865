//! CDF elements -> model: Microsoft's Channel Definition Format (1997), the
//! push-channel format of Internet Explorer 4. A `<CHANNEL HREF LASTMOD>`
//! holds a `<TITLE>`, an `<ABSTRACT>` and `<ITEM HREF LASTMOD>`s, each with
//! its own title and abstract. Its element names are upper case by
//! convention but case-insensitive, and the link and date are attributes.

use super::fields::Fields;
use super::tree::RawElement;
use super::xml::StartTag;
use crate::model::{Channel, Item, Link, LinkElement, Timestamp};
use crate::uri::resolve;

/// Whether a start tag is a CDF `<ITEM>`.
pub(crate) fn is_item(tag: &StartTag) -> bool {
    tag.ns.is_none() && tag.local.eq_ignore_ascii_case("item")
}

/// Whether a start tag is a CDF `<CHANNEL>` (the root, or a sub-channel whose items are read as the feed's).
pub(crate) fn is_channel(tag: &StartTag) -> bool {
    tag.ns.is_none() && tag.local.eq_ignore_ascii_case("channel")
}

/// `HREF` and `LASTMOD` on the root `<CHANNEL>`.
pub(crate) fn read_channel_attrs(f: &mut Fields<'_>, channel: &mut Channel, tag: &StartTag) {
    channel.links.extend(href(tag));
    if let Some(date) = lastmod(f, tag) {
        channel.last_build_date = Some(date);
    }
}

/// `HREF` and `LASTMOD` on an `<ITEM>`.
pub(crate) fn read_item_attrs(f: &mut Fields<'_>, item: &mut Item, tag: &StartTag) {
    item.links.extend(href(tag));
    if let Some(date) = lastmod(f, tag) {
        item.updated = Some(date);
    }
}

/// Applies one child element of `<CHANNEL>` to the channel.
pub(crate) fn read_channel_child(f: &mut Fields<'_>, channel: &mut Channel, el: &mut RawElement) {
    match el.local().to_ascii_lowercase().as_str() {
        "title" if el.ns().is_none() => channel.title = Some(f.rss_text(el)),
        "abstract" if el.ns().is_none() => channel.description = Some(f.rss_text(el)),
        _ => super::ext::read_channel_child(f, channel, el),
    }
}

/// Applies one child element of `<ITEM>` to the item.
pub(crate) fn read_item_child(f: &mut Fields<'_>, item: &mut Item, el: &mut RawElement) {
    match el.local().to_ascii_lowercase().as_str() {
        "title" if el.ns().is_none() => item.title = Some(f.rss_text(el)),
        "abstract" if el.ns().is_none() => item.description = Some(f.rss_text(el)),
        _ => super::ext::read_item_child(f, item, el),
    }
}

fn attr<'t>(tag: &'t StartTag, name: &str) -> Option<&'t str> {
    tag.attrs
        .iter()
        .find(|a| a.ns.is_none() && a.local.eq_ignore_ascii_case(name))
        .map(|a| a.value.trim())
        .filter(|v| !v.is_empty())
}

fn href(tag: &StartTag) -> Option<Link> {
    let raw = attr(tag, "href")?;
    Some(Link {
        href: resolve(tag.base.as_deref(), raw),
        element: LinkElement::Atom,
        ..Link::default()
    })
}

fn lastmod(f: &mut Fields<'_>, tag: &StartTag) -> Option<Timestamp> {
    let raw = attr(tag, "lastmod")?.to_owned();
    Some(f.date_str(raw, tag.position))
}
