//! The namespaces a channel's items may use, named ahead of writing them.
//!
//! A large document's root start tag goes out before its last items are
//! written (see `xml::FLUSH_AT`), so the namespaces they use cannot all be
//! declared on the root as they are met. This guesses them from the model:
//! the typed modules any item holds, and the elements and attributes of its
//! extension trees. The guess errs on the generous side. A namespace it
//! names that no element uses costs one declaration; one it misses is
//! declared on each element that uses it, which reads the same.

use super::rss::is_creator_only;
use super::xml::conventional_prefix;
use super::Target;
use crate::model::{Channel, Element, Item, LinkElement, Node, Origin};
use crate::xml::namespace::uri;

/// `(prefix, namespace)` pairs for the root of `channel` written as
/// `target`: a typed module's under its conventional prefix, an
/// extension's under the prefix it was read with; each namespace once, in
/// the order first met.
pub(crate) fn used_by_items(channel: &Channel, target: Target) -> Vec<(&str, &str)> {
    // As the RSS writers tell a channel of their own family (see `rss.rs`).
    let same_family = channel
        .format
        .is_some_and(|f| !f.is_atom() && !f.is_json_feed());
    let mut found: Vec<(&str, &str)> = Vec::new();
    for item in &channel.items {
        for ns in typed_modules(item, target, same_family) {
            if let Some(prefix) = conventional_prefix(ns) {
                add(&mut found, prefix, ns);
            }
        }
        let mut stack: Vec<&Element> = item.extensions.iter().collect();
        while let Some(element) = stack.pop() {
            if let (Some(prefix), Some(ns)) = (&element.prefix, &element.namespace) {
                add(&mut found, prefix, ns);
            }
            for attribute in &element.attributes {
                if let (Some(prefix), Some(ns)) = (&attribute.prefix, &attribute.namespace) {
                    add(&mut found, prefix, ns);
                }
            }
            stack.extend(element.children.iter().filter_map(|child| match child {
                Node::Element(child) => Some(child),
                Node::Text(_) => None,
            }));
        }
    }
    found
}

fn add<'c>(found: &mut Vec<(&'c str, &'c str)>, prefix: &'c str, ns: &'c str) {
    if !found.iter().any(|(_, known)| *known == ns) {
        found.push((prefix, ns));
    }
}

/// The namespaces `item`'s typed fields are written in as `target`: its
/// modules' (the same in every format), and for RSS those some core fields
/// take (`content:encoded`, `dc:creator`, `atom:link`).
fn typed_modules(
    item: &Item,
    target: Target,
    same_family: bool,
) -> impl Iterator<Item = &'static str> {
    let rss = matches!(target, Target::Rss | Target::Rss1);
    let creators = rss
        && item
            .authors
            .iter()
            .any(|person| is_creator_only(person, same_family));
    let holds = [
        (rss && item.content.is_some(), uri::CONTENT),
        (creators, uri::DC),
        (
            rss && (item.links.iter().any(|l| l.element == LinkElement::Atom)
                || !item.atom_fields.is_empty()
                || item
                    .authors
                    .iter()
                    .chain(&item.contributors)
                    .any(|p| p.origin == Origin::Atom)
                || item.categories.iter().any(|c| c.origin == Origin::Atom)),
            uri::ATOM10,
        ),
        (item.dublin_core.is_some(), uri::DC),
        (item.dc_terms.is_some(), uri::DCTERMS),
        (item.itunes.is_some(), uri::ITUNES),
        (item.google_play.is_some(), uri::GOOGLEPLAY),
        (item.podcast.is_some(), uri::PODCAST),
        (item.media.is_some(), uri::MEDIA),
        (item.slash.is_some(), uri::SLASH),
        (item.wfw.is_some(), uri::WFW),
        (item.threading.is_some(), uri::THR),
        (item.georss.is_some(), uri::GEORSS),
    ];
    holds
        .into_iter()
        .filter(|(held, _)| *held)
        .map(|(_, ns)| ns)
}
