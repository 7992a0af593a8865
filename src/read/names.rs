//! What the reader records of a child of a channel or item by its name,
//! told by one look in one table: the name the layout records for the
//! writer, and the slot whose document order a consumer sees (see
//! [`Order`](crate::model::Order)).
//!
//! Each child used to be named three times over: its name copied and
//! folded to lower case for the layout, Atom 0.3's renamed elements looked
//! up, then compared with a chain of names for its slot. The rows below
//! are the names feeds use, spelled as their specifications spell them;
//! a name found here costs one scan of its vocabulary's few rows, and any
//! other (another spelling, an element the table does not list) is named
//! by the general rule in [`Child::classified`] and [`slot_of_other`].

use super::tree::RawElement;
use crate::model::{Child, Held, Slot};
use crate::xml::namespace::Namespace;

/// The slot an element fills, if its place matters to a consumer.
#[derive(Clone, Copy)]
enum SlotRule {
    None,
    Always(Slot),
    /// An Atom link fills the link slot when it names the HTML page.
    PageLink,
}

/// One element a vocabulary defines: its name as written, the name the
/// layout records (in lower case; for Atom 0.3, the Atom 1.0 element the
/// writer writes for it) and its slot.
struct Row {
    name: &'static str,
    /// The name's first bytes as a number ([`first_bytes`]): most rows are
    /// passed over on one comparison.
    key: u64,
    /// Made once, here: a child's record is a copy of it.
    recorded: compact_str::CompactString,
    slot: SlotRule,
}

const fn row(name: &'static str, recorded: &'static str, slot: SlotRule) -> Row {
    Row {
        name,
        key: first_bytes(name.as_bytes()),
        recorded: compact_str::CompactString::const_new(recorded),
        slot,
    }
}

/// `name`'s bytes as one number: with the length, the whole name for a
/// name of up to eight bytes (the first four and the last four, which
/// overlap, for one of four to eight; each byte for a shorter one), the
/// first eight for a longer one.
const fn first_bytes(name: &[u8]) -> u64 {
    match name.len() {
        0..4 => {
            let mut key = 0u64;
            let mut i = 0;
            while i < name.len() {
                key |= (name[i] as u64) << (8 * i);
                i += 1;
            }
            key
        }
        4..8 => word(name, 0) | word(name, name.len() - 4) << 32,
        _ => word(name, 0) | word(name, 4) << 32,
    }
}

/// The four bytes of `name` from `at`.
const fn word(name: &[u8], at: usize) -> u64 {
    u32::from_le_bytes([name[at], name[at + 1], name[at + 2], name[at + 3]]) as u64
}

use SlotRule::{Always, None as NoSlot, PageLink};

/// RSS 0.9x-2.0 and 1.0 (and UserLand's namespace), most frequent first:
/// a scan stops at the first match.
const RSS: &[Row] = &[
    row("title", "title", NoSlot),
    row("link", "link", Always(Slot::Link)),
    row("description", "description", Always(Slot::Description)),
    row("pubDate", "pubdate", NoSlot),
    row("guid", "guid", Always(Slot::Guid)),
    row("category", "category", NoSlot),
    row("enclosure", "enclosure", Always(Slot::Enclosure)),
    row("author", "author", Always(Slot::Author)),
    row("comments", "comments", NoSlot),
    row("source", "source", NoSlot),
    row("language", "language", NoSlot),
    row("lastBuildDate", "lastbuilddate", NoSlot),
    row("generator", "generator", NoSlot),
    row("copyright", "copyright", NoSlot),
    row(
        "managingEditor",
        "managingeditor",
        Always(Slot::ManagingEditor),
    ),
    row("webMaster", "webmaster", NoSlot),
    row("docs", "docs", NoSlot),
    row("image", "image", Always(Slot::Image)),
    row("ttl", "ttl", NoSlot),
    row("cloud", "cloud", NoSlot),
    row("items", "items", NoSlot),
    row("textInput", "textinput", Always(Slot::TextInput)),
    row("textinput", "textinput", Always(Slot::TextInput)),
    row("skipHours", "skiphours", NoSlot),
    row("skipDays", "skipdays", NoSlot),
    row("rating", "rating", NoSlot),
    row("summary", "summary", Always(Slot::Summary)),
    row("expirationDate", "expirationdate", NoSlot),
];

/// Atom 1.0 (RFC 4287).
const ATOM10: &[Row] = &[
    row("title", "title", NoSlot),
    row("link", "link", PageLink),
    row("id", "id", Always(Slot::Guid)),
    row("updated", "updated", NoSlot),
    row("published", "published", NoSlot),
    row("author", "author", Always(Slot::Author)),
    row("summary", "summary", Always(Slot::Summary)),
    row("content", "content", NoSlot),
    row("category", "category", NoSlot),
    row("contributor", "contributor", NoSlot),
    row("rights", "rights", NoSlot),
    row("subtitle", "subtitle", NoSlot),
    row("generator", "generator", NoSlot),
    row("icon", "icon", NoSlot),
    row("logo", "logo", NoSlot),
    row("source", "source", NoSlot),
];

/// Atom 0.3, recorded under the Atom 1.0 names the writer writes.
const ATOM03: &[Row] = &[
    row("title", "title", NoSlot),
    row("link", "link", PageLink),
    row("id", "id", Always(Slot::Guid)),
    row("modified", "updated", NoSlot),
    row("issued", "published", NoSlot),
    row("created", "created", NoSlot),
    row("author", "author", Always(Slot::Author)),
    row("summary", "summary", Always(Slot::Summary)),
    row("content", "content", NoSlot),
    row("tagline", "subtitle", NoSlot),
    row("copyright", "rights", NoSlot),
];

/// Dublin Core's elements.
const DC: &[Row] = &[
    row("creator", "creator", Always(Slot::DcCreator)),
    row("date", "date", NoSlot),
    row("subject", "subject", NoSlot),
    row("description", "description", Always(Slot::DcDescription)),
    row("language", "language", NoSlot),
    row("rights", "rights", NoSlot),
    row("publisher", "publisher", NoSlot),
    row("identifier", "identifier", NoSlot),
    row("title", "title", NoSlot),
];

/// Apple's podcast elements.
const ITUNES: &[Row] = &[
    row("duration", "duration", NoSlot),
    row("explicit", "explicit", NoSlot),
    row("summary", "summary", Always(Slot::ItunesSummary)),
    row("subtitle", "subtitle", Always(Slot::ItunesSubtitle)),
    row("author", "author", Always(Slot::ItunesAuthor)),
    row("image", "image", NoSlot),
    row("episodeType", "episodetype", NoSlot),
    row("episode", "episode", NoSlot),
    row("season", "season", NoSlot),
    row("title", "title", NoSlot),
    row("keywords", "keywords", NoSlot),
    row("category", "category", NoSlot),
    row("owner", "owner", NoSlot),
    row("block", "block", NoSlot),
];

/// Media RSS.
const MEDIA: &[Row] = &[
    row("content", "content", Always(Slot::Media)),
    row("thumbnail", "thumbnail", NoSlot),
    row("group", "group", Always(Slot::Media)),
    row("description", "description", Always(Slot::Media)),
    row("title", "title", NoSlot),
    row("keywords", "keywords", NoSlot),
    row("category", "category", NoSlot),
    row("credit", "credit", NoSlot),
    row("player", "player", NoSlot),
    row("rating", "rating", NoSlot),
];

/// Elements of the content, well-formed web and slash modules.
const CONTENT: &[Row] = &[row("encoded", "encoded", NoSlot)];
const WFW: &[Row] = &[
    row("commentRss", "commentrss", NoSlot),
    row("comment", "comment", NoSlot),
];
const SLASH: &[Row] = &[
    row("comments", "comments", NoSlot),
    row("department", "department", NoSlot),
    row("section", "section", NoSlot),
    row("hit_parade", "hit_parade", NoSlot),
];

/// The rows of vocabulary `ns`; none for the vocabularies whose elements
/// are named by the general rule.
fn rows(ns: Namespace) -> &'static [Row] {
    match ns {
        Namespace::Rss => RSS,
        Namespace::Atom10 => ATOM10,
        Namespace::Atom03 => ATOM03,
        Namespace::Dc => DC,
        Namespace::ITunes => ITUNES,
        Namespace::Media => MEDIA,
        Namespace::Content => CONTENT,
        Namespace::Wfw => WFW,
        Namespace::Slash => SLASH,
        _ => &[],
    }
}

/// A child of a channel or item, named once: the layout's record of it,
/// its slot, and, for a name from the table, a number that stands for
/// the record ([`NameId`]) and the name as its vocabulary spells it.
pub(crate) struct Named {
    pub(crate) child: Child,
    pub(crate) slot: Option<Slot>,
    pub(crate) id: Option<NameId>,
    /// The row's name, which the format reader dispatches on without
    /// looking the name up again (`None`: the reader names it itself).
    pub(crate) spelled: Option<&'static str>,
}

/// A number for a child named from the table: its vocabulary and row.
/// Two children with the same number are recorded alike, so two items'
/// layouts can be compared as lists of numbers.
pub(crate) type NameId = u16;

/// Names child `el`, which the reader takes as in vocabulary `ns`.
pub(crate) fn name(ns: Namespace, el: &RawElement) -> Named {
    let local = el.local();
    let key = first_bytes(local.as_bytes());
    let found = rows(ns).iter().enumerate().find(|(_, row)| {
        row.key == key
            && row.name.len() == local.len()
            && row.name.as_bytes().get(8..) == local.as_bytes().get(8..)
    });
    match found {
        Some((index, row)) => {
            // Atom 0.3's elements are recorded as Atom 1.0's.
            let class = match ns {
                Namespace::Atom03 => Namespace::Atom10,
                ns => ns,
            };
            let slot = match row.slot {
                SlotRule::None => None,
                SlotRule::Always(slot) => Some(slot),
                SlotRule::PageLink => names_the_page(el).then_some(Slot::Link),
            };
            Named {
                child: Child::Known(class, row.recorded.clone(), Held::Field),
                slot,
                // A vocabulary has fewer than 64 rows (a test holds it).
                id: Some((ns as NameId) << 6 | index as NameId),
                spelled: Some(row.name),
            }
        }
        None => Named {
            child: Child::classified(ns, el.ns(), local, Held::Field),
            slot: slot_of_other(ns, local),
            id: None,
            spelled: None,
        },
    }
}

/// The slot of an element the table does not list as written: RSS's
/// names in another case (`<LINK>`, `<Description>`); in the other
/// vocabularies a name spelled otherwise is no element of theirs.
fn slot_of_other(ns: Namespace, local: &str) -> Option<Slot> {
    if ns != Namespace::Rss {
        return None;
    }
    RSS.iter()
        .find(|row| row.name.eq_ignore_ascii_case(local))
        .and_then(|row| match row.slot {
            SlotRule::Always(slot) => Some(slot),
            SlotRule::None | SlotRule::PageLink => None,
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

/// The vocabularies the table has rows for (see `rows`).
#[cfg(test)]
pub(crate) const VOCABULARIES: [Namespace; 9] = [
    Namespace::Rss,
    Namespace::Atom10,
    Namespace::Atom03,
    Namespace::Dc,
    Namespace::ITunes,
    Namespace::Media,
    Namespace::Content,
    Namespace::Wfw,
    Namespace::Slash,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Every row names its element as the general rule does: the table is
    /// a shortcut, never a different answer.
    #[test]
    fn every_row_records_what_the_general_rule_records() {
        for ns in VOCABULARIES {
            for row in rows(ns) {
                let general = Child::classified(ns, None, row.name, Held::Field);
                let class = if ns == Namespace::Atom03 {
                    Namespace::Atom10
                } else {
                    ns
                };
                let fast = Child::Known(class, row.recorded.clone(), Held::Field);
                assert_eq!(fast, general, "{ns:?} {}", row.name);
            }
        }
    }

    /// A row's number holds its vocabulary and its place in it.
    #[test]
    fn ids_tell_rows_apart() {
        // Five bits for the vocabulary, six for the row, two left for
        // whether the element fills a slot and where the model holds it
        // (see `read::layouts`).
        assert!((Namespace::Other as usize) < 1 << 5);
        for ns in VOCABULARIES {
            assert!(rows(ns).len() <= 64);
        }
    }

    /// The name a row gives the RSS reader is the one it would have
    /// worked out itself: the table spares the look-up, not the answer.
    /// (`textinput` is the one second spelling; the reader takes both.)
    #[test]
    fn rows_spell_names_as_the_rss_reader_does() {
        for row in RSS.iter().chain(ATOM10) {
            let own = super::super::rss::core_name(row.name);
            assert!(
                own == row.name || (row.name == "textinput" && own == "textInput"),
                "{} -> {own}",
                row.name
            );
        }
    }

    /// RSS's slots do not depend on how a name is spelled.
    #[test]
    fn rss_slots_ignore_case() {
        for row in RSS {
            let expected = match row.slot {
                SlotRule::Always(slot) => Some(slot),
                _ => None,
            };
            assert_eq!(
                slot_of_other(Namespace::Rss, &row.name.to_ascii_uppercase()),
                expected
            );
            assert_eq!(slot_of_other(Namespace::Rss, row.name), expected);
        }
    }
}
