//! The vocabularies `check` knows, each as a table of its elements
//! ([`schema`](super::schema)): the feed formats, whose root starts the
//! walk, and the extensions, looked up by namespace wherever they appear.

mod atom;
mod rss;

use super::schema::{ElementRule, Vocabulary};
use super::tree::Element;
use crate::xml::namespace::uri;

/// The extension vocabularies, by namespace.
pub(crate) const EXTENSIONS: &[&Vocabulary] = &[];

/// The rule for a document's root element, when its format has a table.
pub(crate) fn root(root: &Element) -> Option<&'static ElementRule> {
    match (root.ns(), root.local.as_str()) {
        ("", "rss") => Some(&rss::RSS),
        (uri::ATOM10, "feed") => Some(&atom::FEED),
        (uri::ATOM10, "entry") => Some(&atom::ENTRY),
        _ => None,
    }
}
