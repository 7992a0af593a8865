//! Which children of a channel or item have a place in [`Order`]: the
//! elements whose document order changes what a consumer makes of them.

use super::tree::RawElement;
use crate::model::{Order, Slot};
use crate::xml::namespace::Namespace;

/// The slot a child fills, if its order matters.
fn slot(ns: Namespace, el: &RawElement) -> Option<Slot> {
    let local = el.local();
    let is = |name: &str| local.eq_ignore_ascii_case(name);
    Some(match ns {
        Namespace::Rss if is("link") => Slot::Link,
        Namespace::Rss if is("guid") => Slot::Guid,
        Namespace::Rss if is("enclosure") => Slot::Enclosure,
        Namespace::Rss if is("description") => Slot::Description,
        Namespace::Rss if is("summary") => Slot::Summary,
        Namespace::Rss if is("author") => Slot::Author,
        Namespace::Rss if is("managingEditor") => Slot::ManagingEditor,
        Namespace::Rss if is("image") => Slot::Image,
        Namespace::Rss if is("textinput") => Slot::TextInput,
        Namespace::Atom10 | Namespace::Atom03 => match local {
            "link" if names_the_page(el) => Slot::Link,
            "id" => Slot::Guid,
            "summary" => Slot::Summary,
            "author" => Slot::Author,
            _ => return None,
        },
        Namespace::Dc if local == "description" => Slot::DcDescription,
        Namespace::ITunes if local == "summary" => Slot::ItunesSummary,
        Namespace::ITunes if local == "subtitle" => Slot::ItunesSubtitle,
        Namespace::ITunes if local == "author" => Slot::ItunesAuthor,
        Namespace::Dc if local == "creator" => Slot::DcCreator,
        Namespace::Media if matches!(local, "description" | "group" | "content") => Slot::Media,
        _ => return None,
    })
}

/// An Atom link to the HTML page (the alternate link, the default relation).
fn names_the_page(el: &RawElement) -> bool {
    let rel = el.attr("rel").map_or("alternate", str::trim);
    let html = el
        .attr("type")
        .is_none_or(|t| matches!(t.trim(), "text/html" | "application/xhtml+xml" | "html"));
    rel == "alternate" && html && el.attr("href").is_some()
}

/// Notes the `index`-th child (from 0) in `order` if its place matters;
/// `after_channel` when it stands at the root after `</channel>` (RSS 1.0).
pub(crate) fn record(
    order: &mut Order,
    ns: Namespace,
    el: &RawElement,
    index: usize,
    after_channel: bool,
) {
    if let Some(slot) = slot(ns, el) {
        order.record(slot, index);
        if after_channel {
            order.record_after_channel(slot);
        }
    }
}
