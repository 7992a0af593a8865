//! What a format requires and a channel lacks, reported as a [`Loss`]
//! when the channel is written into a format it was not read from (or was
//! built in code): a document that its own format's validators reject is
//! never written without saying so. A channel written back in its own
//! format is written as it was, required elements missing or not.
//!
//! Where the specification lets a missing value be derived (Atom's feed
//! `updated` from its newest entry, an entry's id from its link), the
//! format's writer derives it and nothing is reported here.

use super::place::Place;
use super::Loss;
use crate::model::{Channel, Item, Link};
use crate::options::Target;

/// The required fields `channel` lacks in `target`.
pub(super) fn missing(channel: &Channel, target: Target) -> Vec<Loss> {
    let mut losses = Vec::new();
    let mut lack = |field: Place<'_>, reason: &str| {
        losses.push(Loss {
            field: field.to_string(),
            reason: reason.to_owned(),
        })
    };
    let items = || {
        channel
            .items
            .iter()
            .enumerate()
            .map(|(i, item)| (Place::CHANNEL.nth("items", i), item))
    };
    match target {
        Target::Rss => {
            // A channel that uses the iTunes tags is a podcast to Apple,
            // whose every item is an episode with one file.
            let podcast =
                channel.itunes.is_some() || channel.items.iter().any(|i| i.itunes.is_some());
            for (at, item) in items() {
                if item.title.is_none() && item.description.is_none() {
                    lack(
                        at.field("title"),
                        "RSS 2.0 requires an item's title or description: the item has neither",
                    );
                }
                if podcast && item.enclosures.len() != 1 {
                    let why = format!(
                        "Apple Podcasts requires an episode to have exactly one enclosure: the item has {}",
                        item.enclosures.len()
                    );
                    lack(at.field("enclosures"), &why);
                }
            }
        }
        Target::Atom => {
            for (at, item) in items() {
                if item.title.is_none() {
                    lack(
                        at.field("title"),
                        "Atom requires an entry title: the item has none",
                    );
                }
                if item.guid.is_none() && item.link().is_none() {
                    lack(
                        at.field("guid"),
                        "Atom requires an entry id: the item has neither a guid nor a link",
                    );
                }
                // RFC 4287 section 4.1.1: an entry inherits the feed's authors.
                if item.authors.is_empty() && channel.authors.is_empty() {
                    lack(
                        at.field("authors"),
                        "Atom requires an author of each entry or of the feed: neither has one",
                    );
                }
                if item.content.is_none() && !has_alternate(item) {
                    lack(
                        at.field("content"),
                        "Atom requires an entry's content or its alternate link: the item has neither",
                    );
                }
                if item.updated.is_none() && item.pub_date.is_none() {
                    lack(
                        at.field("updated"),
                        "Atom requires an entry's updated date: the item has no date",
                    );
                }
            }
        }
        Target::Rss1 => {
            for (at, item) in items() {
                if item.title.is_none() {
                    lack(
                        at.field("title"),
                        "RSS 1.0 requires an item title: the item has none",
                    );
                }
                if !has_alternate(item) {
                    lack(
                        at.field("links"),
                        "RSS 1.0 requires an item link: the item has none",
                    );
                }
            }
        }
        Target::JsonFeed => {
            for (at, item) in items() {
                if item.guid.is_none() && item.about.is_none() {
                    lack(
                        at.field("guid"),
                        "JSON Feed requires an item id: the item has no guid",
                    );
                }
                // The writer makes a description the content when there is none.
                if item.content.is_none() && item.description.is_none() {
                    lack(
                        at.field("content"),
                        "JSON Feed requires an item's content: the item has neither content nor a description",
                    );
                }
            }
        }
    }
    losses
}

/// Whether `item` has an alternate link (what Atom asks of an entry with no content).
fn has_alternate(item: &Item) -> bool {
    item.links.iter().any(Link::is_alternate)
}
