//! Where some children of a channel or item stood in the document.
//!
//! The typed fields say what a document holds, not in which order it was
//! written. For a few elements the order decides what a consumer makes of
//! them: feedparser takes the first of `<summary>` and `<description>` as the
//! summary and the second as content, lists `<enclosure>` and `<link>` in
//! document order, lets the later of `description` and `itunes:subtitle`
//! be the subtitle, calls a guid the link only when no link came before
//! it, lists authors from several elements in document order, and reads
//! nothing of an RSS 1.0 `<image>` that stands after `</channel>`. The reader records the child index of those elements here.

use std::sync::Arc;

/// An element (or a family of elements) whose place among its siblings matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Slot {
    /// A link that names the page: RSS `<link>`, or an Atom link to an HTML alternate.
    Link,
    /// RSS `<guid>` or Atom `<id>`.
    Guid,
    /// RSS `<enclosure>`.
    Enclosure,
    /// RSS `<description>`.
    Description,
    /// `<summary>`: Atom's, or one in no namespace in RSS.
    Summary,
    /// `dc:description`.
    DcDescription,
    /// `itunes:summary`.
    ItunesSummary,
    /// `itunes:subtitle`.
    ItunesSubtitle,
    /// `media:description`, or a `media:group` or `media:content` that may hold one.
    Media,
    /// RSS `<author>` or Atom `<author>`.
    Author,
    /// `dc:creator`.
    DcCreator,
    /// `itunes:author`.
    ItunesAuthor,
    /// RSS `<managingEditor>`.
    ManagingEditor,
    /// RSS `<image>`.
    Image,
    /// RSS `<textinput>`.
    TextInput,
}

const SLOTS: usize = 15;

/// The first and last child index (counting from 1) of each [`Slot`] seen.
///
/// Two channels or items that differ only in this are equal: the order in
/// which a document was written is a fact about the reading, not content,
/// so a written and re-read model compares equal to the one it came from.
///
/// The positions are held behind a shared pointer: a feed's items are
/// most often laid out alike, and items whose positions are the same
/// share them (see [`Order::of`]) rather than each holding 62 bytes.
#[derive(Debug, Clone, Default)]
pub(crate) struct Order(Option<Arc<Positions>>);

/// What an [`Order`] records.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Positions {
    first: [u16; SLOTS],
    last: [u16; SLOTS],
    /// One bit per slot: seen after `<channel>` closed (RSS 0.90 and 1.0
    /// put `<image>` and `<textinput>` there, where feedparser reads none
    /// of their values).
    after_channel: u16,
}

impl Positions {
    /// Notes that the child at `index` (from 0) fills `slot`.
    pub(crate) fn record(&mut self, slot: Slot, index: usize) {
        let at = u16::try_from(index + 1).unwrap_or(u16::MAX);
        let i = slot as usize;
        if self.first[i] == 0 {
            self.first[i] = at;
        }
        self.last[i] = at;
    }

    /// Notes that an element of `slot` stood after `<channel>` closed.
    pub(crate) fn record_after_channel(&mut self, slot: Slot) {
        self.after_channel |= 1 << slot as u16;
    }

    /// Whether nothing was recorded.
    pub(crate) fn is_empty(&self) -> bool {
        *self == Positions::default()
    }
}

impl Order {
    /// An order with nothing recorded.
    pub(crate) const NONE: Order = Order(None);

    /// An order of the positions in `shared` (a record items may share).
    pub(crate) fn of(shared: Arc<Positions>) -> Order {
        Order(Some(shared))
    }

    /// Whether the two hold one record, shared.
    #[cfg(test)]
    pub(crate) fn shares_with(&self, other: &Order) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    /// The positions recorded, to change (a channel's, read between its items).
    pub(crate) fn positions_mut(&mut self) -> &mut Positions {
        Arc::make_mut(self.0.get_or_insert_with(Default::default))
    }

    /// Whether an element of `slot` stood after `<channel>` closed.
    pub(crate) fn after_channel(&self, slot: Slot) -> bool {
        let bits = self.0.as_ref().map_or(0, |p| p.after_channel);
        bits & (1 << slot as u16) != 0
    }

    /// Where the first element of `slot` stood, if the reader saw one.
    pub(crate) fn first(&self, slot: Slot) -> Option<u16> {
        let at = self.0.as_ref().map_or(0, |p| p.first[slot as usize]);
        Some(at).filter(|&at| at != 0)
    }

    /// Where the last element of `slot` stood, if the reader saw one.
    pub(crate) fn last(&self, slot: Slot) -> Option<u16> {
        let at = self.0.as_ref().map_or(0, |p| p.last[slot as usize]);
        Some(at).filter(|&at| at != 0)
    }

    /// Whether `a` was seen and came before every `b` (or no `b` was seen).
    pub(crate) fn before(&self, a: Slot, b: Slot) -> bool {
        match (self.first(a), self.first(b)) {
            (Some(x), Some(y)) => x < y,
            (Some(_), None) => true,
            _ => false,
        }
    }
}

impl PartialEq for Order {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Order {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_and_last_positions_per_slot() {
        let mut o = Order::default();
        assert_eq!(o.first(Slot::Link), None);
        o.positions_mut().record(Slot::Enclosure, 0);
        o.positions_mut().record(Slot::Link, 1);
        o.positions_mut().record(Slot::Link, 4);
        assert_eq!(o.first(Slot::Link), Some(2));
        assert_eq!(o.last(Slot::Link), Some(5));
        assert!(o.before(Slot::Enclosure, Slot::Link));
        assert!(!o.before(Slot::Link, Slot::Enclosure));
        assert!(!o.before(Slot::Guid, Slot::Link));
        assert!(o.before(Slot::Link, Slot::Guid));
    }
}
