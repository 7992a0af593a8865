//! The specification rules `feedwright check` applies: a stable id and the
//! rule's text for each. Ids never change meaning; a new rule gets a new id.
//!
//! The rules follow the specifications ([RSS 2.0](https://www.rssboard.org/rss-specification),
//! [RSS 1.0](https://web.resource.org/rss/1.0/spec), [RFC 4287](https://www.rfc-editor.org/rfc/rfc4287)
//! for Atom, [JSON Feed 1.1](https://www.jsonfeed.org/version/1.1/)) in the
//! spirit of the W3C Feed Validation Service: what a spec requires, and the
//! forms it requires for dates, URLs and ids.

use serde::Serialize;

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Something worth knowing that breaks nothing (a round-trip difference).
    Info,
    /// What a specification says should not be, or what breaks readers in
    /// practice (every repair the reader had to make).
    Warning,
    /// What a specification says must not be.
    Error,
}

/// A specification rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Rule {
    /// The stable id, e.g. `rss2-channel-title`.
    pub id: &'static str,
    /// How much breaking it matters.
    pub severity: Severity,
    /// What the rule requires.
    pub text: &'static str,
    /// The messages of the W3C Feed Validation Service that name the same
    /// problem, so that a finding reads as people who know that validator
    /// expect (`MissingElement`, `InvalidRFC2822Date`).
    pub w3c: &'static [&'static str],
}

macro_rules! rules {
    ($($name:ident = $id:literal, $severity:ident, [$($w3c:literal),*]: $text:literal;)*) => {
        $(
            // The checks name rules by these; callers look them up in
            // `RULES` or by id, so the public API is the table, not 26 names.
            #[doc = $text]
            pub(crate) const $name: Rule = Rule {
                id: $id,
                severity: Severity::$severity,
                text: $text,
                w3c: &[$($w3c),*],
            };
        )*
        /// Every rule, in the order reports list them.
        pub const RULES: &[Rule] = &[$($name),*];
    };
}

rules! {
    RSS_CHANNEL_TITLE = "rss2-channel-title", Error, ["MissingTitle", "MissingElement"]: "an RSS channel must have a title";
    RSS_CHANNEL_LINK = "rss2-channel-link", Error, ["MissingLink", "MissingElement"]: "an RSS channel must have a link";
    RSS_CHANNEL_DESCRIPTION = "rss2-channel-description", Error, ["MissingDescription", "MissingElement"]: "an RSS channel must have a description";
    RSS_ITEM_TITLE_OR_DESCRIPTION = "rss2-item-title-or-description", Error, ["ItemMustContainTitleOrDescription"]: "an RSS item must have a title or a description";
    RSS_DATE_RFC822 = "rss2-date-rfc822", Error, ["InvalidRFC2822Date"]: "RSS dates must be in RFC 822 form (e.g. `Thu, 25 Jun 2026 00:00:00 GMT`)";
    RSS_ENCLOSURE_ATTRIBUTES = "rss2-enclosure-attributes", Error, ["MissingAttribute"]: "an RSS enclosure must have a url, a length in bytes and a type";
    RSS_GUID_PERMALINK = "rss2-guid-permalink", Error, ["InvalidHttpGUID"]: "a guid that is a permalink (no isPermaLink=\"false\") must be an absolute URL";
    RSS_EMAIL = "rss2-email", Error, ["InvalidContact"]: "RSS author, managingEditor and webMaster must hold an email address";
    RSS_IMAGE_FIELDS = "rss2-image-fields", Error, ["MissingElement"]: "an RSS image must have a url, a title and a link";
    RSS1_ITEM_TITLE_LINK = "rss1-item-title-link", Error, ["MissingElement"]: "an RSS 1.0 item must have a title and a link";
    ATOM_FEED_ID = "atom-feed-id", Error, ["MissingElement"]: "an Atom feed must have an id";
    ATOM_FEED_TITLE = "atom-feed-title", Error, ["MissingElement"]: "an Atom feed must have a title";
    ATOM_FEED_UPDATED = "atom-feed-updated", Error, ["MissingElement"]: "an Atom feed must have an updated date";
    ATOM_ENTRY_ID = "atom-entry-id", Error, ["MissingElement"]: "an Atom entry must have an id";
    ATOM_ENTRY_TITLE = "atom-entry-title", Error, ["MissingElement"]: "an Atom entry must have a title";
    ATOM_ENTRY_UPDATED = "atom-entry-updated", Error, ["MissingElement"]: "an Atom entry must have an updated date";
    ATOM_ENTRY_AUTHOR = "atom-entry-author", Error, ["MissingElement"]: "an Atom entry must have an author when its feed has none";
    ATOM_DATE_RFC3339 = "atom-date-rfc3339", Error, ["InvalidRFC3339Date"]: "Atom dates must be in RFC 3339 form (e.g. `2026-06-25T00:00:00Z`)";
    ATOM_ID_ABSOLUTE = "atom-id-absolute", Error, ["InvalidFullLink", "InvalidURI"]: "an Atom id must be an absolute IRI";
    JSON_FEED_TITLE = "json-feed-title", Error, []: "a JSON Feed must have a title";
    JSON_ITEM_ID = "json-item-id", Error, []: "a JSON Feed item must have an id";
    JSON_ITEM_CONTENT = "json-item-content", Error, []: "a JSON Feed item must have content_html or content_text";
    JSON_DATE_RFC3339 = "json-date-rfc3339", Error, []: "JSON Feed dates must be in RFC 3339 form";
    URL_RELATIVE = "url-relative", Error, ["InvalidFullLink"]: "this URL must be absolute";
    URL_INVALID = "url-invalid", Error, ["InvalidURI", "InvalidLink"]: "this URL is not a valid URL";
    DUPLICATE_ID = "duplicate-id", Warning, ["DuplicateIds", "DuplicateEntries"]: "item ids (RSS guid, Atom id, JSON Feed id) must be unique within a feed";
}

/// The rule with this id.
///
/// ```
/// let rule = feedwright::check::rules::by_id("rss2-channel-title").unwrap();
/// assert_eq!(rule.text, "an RSS channel must have a title");
/// ```
pub fn by_id(id: &str) -> Option<Rule> {
    RULES.iter().copied().find(|r| r.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_kebab_case() {
        for (i, rule) in RULES.iter().enumerate() {
            assert!(
                rule.id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}",
                rule.id
            );
            assert!(RULES[..i].iter().all(|r| r.id != rule.id), "{}", rule.id);
        }
    }
}
