//! Feed paging and archiving (RFC 5005): `fh:complete` and `fh:archive`,
//! and the link relations that walk a feed's history.

use crate::check::rules;
use crate::check::schema::{once, ElementRule, Vocabulary};
use crate::check::tree::Element;
use crate::check::value::Value;
use crate::check::walk::Walk;
use crate::xml::namespace::uri::ATOM10 as ATOM;

const FH: &str = "http://purl.org/syndication/history/1.0";

pub(crate) const VOCABULARY: Vocabulary = Vocabulary {
    ns: FH,
    elements: &[
        once(FH, "complete", &ElementRule::text(Value::Any)),
        once(FH, "archive", &ElementRule::text(Value::Any)),
    ],
    closed: true,
};

/// The relations that page through a feed or its archives.
const PAGING: &[&str] = &[
    "next",
    "previous",
    "prev",
    "first",
    "last",
    "next-archive",
    "prev-archive",
];

/// The relations that belong to a feed, not to one of its entries.
const FEED_ONLY: &[&str] = &["current", "first", "last", "next-archive", "prev-archive"];

/// The Atom links of `element` (a feed, or an RSS channel with `atom:link`).
fn links(element: &Element) -> impl Iterator<Item = (&str, &Element)> {
    element
        .children_named(ATOM, "link")
        .map(|link| (link.attr("rel").unwrap_or("alternate").trim(), link))
}

fn href<'e>(element: &'e Element, rel: &str) -> Option<&'e str> {
    links(element)
        .find(|(r, _)| *r == rel)
        .and_then(|(_, l)| l.attr("href"))
        .map(str::trim)
}

/// A feed's history: what a complete feed or an archive may link to, and
/// no link past the first or last page.
pub(crate) fn feed(element: &Element, walk: &mut Walk<'_>) {
    let complete = element.child(FH, "complete").is_some();
    let archive = element.child(FH, "archive").is_some();
    let this = href(element, "self");
    if complete {
        for (rel, link) in links(element) {
            if PAGING.contains(&rel) {
                walk.report(rules::FH_COMPLETE_REL, link, Some(format!("rel=\"{rel}\"")));
            }
        }
        if let Some(current) = href(element, "current") {
            if Some(current) != this {
                walk.report(
                    rules::FH_CURRENT_SELF,
                    element,
                    Some(format!("`{current}`")),
                );
            }
        }
    }
    if archive && href(element, "current").is_none() {
        walk.report(rules::FH_ARCHIVE_CURRENT, element, None);
    }
    if this.is_some() {
        for (end, past) in [("last", "next"), ("first", "previous")] {
            if this == href(element, end) {
                if let Some((_, link)) = links(element).find(|(r, _)| *r == past) {
                    let detail = format!("rel=\"{past}\" on the {end} page");
                    walk.report(rules::FH_PAST_END, link, Some(detail));
                }
            }
        }
    }
}

/// An entry's links: none of the feed's own history relations.
pub(crate) fn entry(element: &Element, walk: &mut Walk<'_>) {
    for (rel, link) in links(element) {
        if FEED_ONLY.contains(&rel) {
            walk.report(rules::FH_ENTRY_REL, link, Some(format!("rel=\"{rel}\"")));
        }
    }
}
