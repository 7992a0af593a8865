//! The records of a document's items, so that items laid out alike share
//! one ([`Record`]): one list of children and one record of positions.
//!
//! The items of a feed are most often laid out alike (title, link,
//! description, date, guid), or in a few ways (one category or three).
//! Each item's children are collected in one list that is reused, with a
//! number for each child named from the table in [`super::names`]; an
//! item whose numbers are those of an earlier item takes that item's
//! record. Comparing numbers, not names, keeps the look-up cheaper than
//! the record it saves.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Arc;

use super::names::NameId;
use crate::model::{Child, Held, ItemRecord, Layout, Order, Positions, Record};

/// How many records (and as many records of positions) a document's items
/// may share: a generator's feed has a few dozen; past this many, a new
/// one is no longer kept to share.
const KEPT: usize = 256;

/// The most children a record kept to share may have. The records kept
/// outlive the items that had them (a `FeedReader` hands its items out
/// and holds no more of them), so what they hold is bounded: at most
/// `KEPT` lists of this many children, 512 KiB, whatever the document.
const KEPT_CHILDREN: usize = 64;

/// How many names the table lacks are numbered in a document: items are
/// shared by the few a feed's generator adds to each; more, and an item
/// with one is recorded alone, as a document of many such names has them
/// in no regular way.
const OTHER_NAMES: usize = 64;

/// The first number of a name the table lacks: past every table number
/// (a vocabulary's number times 64 plus the row's), and with
/// `OTHER_NAMES` more still under 1 << 14, the room a number has in
/// `Layouts::ids` (a test holds both).
const FIRST_OTHER: NameId = 1 << 13;

/// The children of the item being read, and the records of the items read.
pub(crate) struct Layouts {
    children: Vec<Child>,
    /// One number per child (its name's, whether it fills a slot, and
    /// where the model holds it), while every child so far was numbered:
    /// named from the table, or numbered in `others`. The numbers tell the
    /// positions too: a name fills one slot or none (a row of the table,
    /// or what `names::slot_of_other` gives a name it lacks), so the k-th
    /// child fills the same slot in two items of the same numbers.
    ids: Vec<u16>,
    /// Whether a child could not be numbered (a comment, or a name the
    /// table lacks once `others` is full): such a layout is not shared.
    unnumbered: bool,
    /// Numbers for the names the table lacks, met in this document (an
    /// element of a namespace the crate does not know, such as WordPress's
    /// `post-id` in every item), each with its key (`Child::key`) to pass
    /// most over on one comparison.
    others: Vec<(u64, Child)>,
    /// The records met, by their numbers.
    records: Kept<Box<[u16]>, Arc<ItemRecord>>,
    /// Where the item's children whose order a consumer sees stood.
    pub(crate) positions: Positions,
    /// The records of positions met, shared by records apart (an item's
    /// whose layout is not shared, or one laid out otherwise with its
    /// ordered children in the same places).
    orders: Kept<Positions, Arc<Positions>>,
}

impl Default for Layouts {
    fn default() -> Self {
        Layouts {
            children: Vec::new(),
            ids: Vec::new(),
            unnumbered: false,
            others: Vec::new(),
            records: Kept::new(|record| record.layout.children.len() <= KEPT_CHILDREN),
            positions: Positions::default(),
            orders: Kept::new(|_| true),
        }
    }
}

impl Layouts {
    /// Starts an item.
    #[inline]
    pub(crate) fn start(&mut self) {
        self.children.clear();
        self.ids.clear();
        self.unnumbered = false;
        self.positions = Positions::default();
    }

    /// Notes the item's next child, named `id` in the table if it was;
    /// `fills` when it fills a slot (its place is in the positions).
    #[inline]
    pub(crate) fn push(&mut self, child: Child, id: Option<NameId>, fills: bool) {
        let numbered = match (id, &child) {
            _ if self.unnumbered => None,
            (Some(id), Child::Known(_, _, held)) => Some((id, *held)),
            (None, Child::Known(_, _, held) | Child::Other(_, held)) => {
                let held = *held;
                self.number_other(&child).map(|id| (id, held))
            }
            _ => None,
        };
        match numbered {
            Some((id, held)) => self
                .ids
                .push(id << 2 | (fills as u16) << 1 | (held == Held::Extension) as u16),
            None => self.unnumbered = true,
        }
        self.children.push(child);
    }

    /// A number for an element the table does not name: the same for
    /// every child of the same name and holding in this document, from
    /// past the table's numbers; `None` once `OTHER_NAMES` were numbered.
    // Out of line: most children are named from the table, and `push`
    // stays small enough to be inlined where it is called.
    #[inline(never)]
    fn number_other(&mut self, child: &Child) -> Option<NameId> {
        let key = child.key();
        let at = match self
            .others
            .iter()
            .position(|(k, c)| *k == key && c == child)
        {
            Some(at) => at,
            None if self.others.len() < OTHER_NAMES => {
                self.others.push((key, child.clone()));
                self.others.len() - 1
            }
            None => return None,
        };
        NameId::try_from(at).ok().map(|at| FIRST_OTHER + at)
    }

    /// The order of the item read since [`Layouts::start`].
    fn order(&mut self) -> Order {
        if self.positions.is_empty() {
            return Order::default();
        }
        let positions = self.positions;
        let shared = match self.orders.get(&positions) {
            Some(kept) => kept,
            None => {
                let new = Arc::new(positions);
                self.orders.keep(positions, Arc::clone(&new));
                new
            }
        };
        Order::of(shared)
    }

    /// The record of the item read since [`Layouts::start`].
    pub(crate) fn finish(&mut self) -> Record {
        // No child, no position either.
        if self.children.is_empty() {
            return Record::default();
        }
        if self.unnumbered {
            return Record::of(Arc::new(self.record()));
        }
        let shared = match self.records.get(self.ids.as_slice()) {
            Some(kept) => kept,
            None => {
                let new = Arc::new(self.record());
                let ids = self.ids.as_slice().into();
                self.records.keep(ids, Arc::clone(&new));
                new
            }
        };
        Record::of(shared)
    }

    /// A new record of the item's children and positions.
    fn record(&mut self) -> ItemRecord {
        ItemRecord {
            layout: Layout {
                children: self.children.drain(..).collect(),
            },
            order: self.order(),
        }
    }
}

/// Values kept to share, by key: the last one met (most often the next
/// one's too) and up to [`KEPT`] others. The last is filed with the others
/// only once another follows it, so a feed whose items are all alike
/// fills no map.
struct Kept<K, V> {
    last: Option<(K, V)>,
    others: HashMap<K, V, foldhash::fast::RandomState>,
    /// Whether a value may be filed with the others (see [`KEPT_CHILDREN`]).
    worth_keeping: fn(&V) -> bool,
}

impl<K: Hash + Eq, V: Clone> Kept<K, V> {
    fn new(worth_keeping: fn(&V) -> bool) -> Self {
        Kept {
            last: None,
            others: HashMap::default(),
            worth_keeping,
        }
    }

    /// The value kept for `key`, which becomes the last one met.
    fn get<Q>(&mut self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        match &self.last {
            Some((last, value)) if last.borrow() == key => return Some(value.clone()),
            _ => {}
        }
        if self.others.is_empty() {
            return None;
        }
        let (key, value) = self.others.remove_entry(key)?;
        self.keep(key, value.clone());
        Some(value)
    }

    /// Keeps `value` for `key` as the last one met; the one before is
    /// filed with the others if there is room and it is worth keeping.
    fn keep(&mut self, key: K, value: V) {
        if let Some((key, value)) = self.last.replace((key, value)) {
            if self.others.len() < KEPT && (self.worth_keeping)(&value) {
                self.others.insert(key, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Slot;
    use crate::xml::namespace::Namespace;

    fn child(name: &str) -> Child {
        Child::Known(Namespace::Rss, name.into(), Held::Field)
    }

    /// Reads an item of the children named in `names` (each with a
    /// number when `numbered`), the first filling a slot when `first_fills`,
    /// and returns its record.
    fn item_of(layouts: &mut Layouts, names: &[&str], numbered: bool, first_fills: bool) -> Record {
        layouts.start();
        for (i, name) in names.iter().enumerate() {
            let id = numbered.then_some(i as NameId + 10 * name.len() as NameId);
            let fills = first_fills && i == 0;
            if fills {
                layouts.positions.record(Slot::Link, i);
            }
            layouts.push(child(name), id, fills);
        }
        layouts.finish()
    }

    fn item(layouts: &mut Layouts, names: &[&str], numbered: bool) -> Record {
        item_of(layouts, names, numbered, false)
    }

    #[test]
    fn items_laid_out_alike_share_one_record() {
        let mut layouts = Layouts::default();
        let a = item(&mut layouts, &["title", "link"], true);
        let b = item(&mut layouts, &["title", "link"], true);
        let c = item(&mut layouts, &["title", "guid", "link"], true);
        // Alike, but not as the last one: found among those met before.
        let d = item(&mut layouts, &["title", "link"], true);
        assert!(a.shares_with(&b));
        assert!(a.shares_with(&d));
        assert!(!a.shares_with(&c));
        assert_eq!(
            c.layout().children,
            [child("title"), child("guid"), child("link")]
        );
        assert_eq!(d.layout().children, [child("title"), child("link")]);
    }

    /// Children of the same names whose places a consumer sees differ (an
    /// Atom link to the page, and one to something else) are told apart.
    #[test]
    fn items_whose_positions_differ_share_no_record() {
        let mut layouts = Layouts::default();
        let a = item_of(&mut layouts, &["link", "title"], true, true);
        let b = item_of(&mut layouts, &["link", "title"], true, false);
        let c = item_of(&mut layouts, &["link", "title"], true, true);
        assert!(!a.shares_with(&b));
        assert!(a.shares_with(&c));
        assert_eq!(a.order().first(Slot::Link), Some(1));
        assert_eq!(b.order().first(Slot::Link), None);
        assert_eq!(a.layout().children, b.layout().children);
    }

    /// Records past `KEPT_CHILDREN` children are not kept to share, and
    /// no more than `KEPT` are: what outlives the items is bounded.
    #[test]
    fn what_is_kept_to_share_is_bounded() {
        let mut layouts = Layouts::default();
        let long = vec!["title"; KEPT_CHILDREN + 1];
        let longer = vec!["link"; KEPT_CHILDREN + 1];
        for _ in 0..10 {
            item(&mut layouts, &long, true);
            item(&mut layouts, &longer, true);
        }
        assert!(layouts.records.others.is_empty());
        for n in 0..KEPT + 10 {
            let names = vec!["guid"; n % KEPT_CHILDREN + 1];
            let mut numbered = vec!["title"; n / KEPT_CHILDREN];
            numbered.extend(names);
            item(&mut layouts, &numbered, true);
        }
        assert_eq!(layouts.records.others.len(), KEPT);
    }

    /// A name the table lacks (an element of a namespace the crate does not
    /// know, which a generator adds to every item) is numbered for the
    /// document, so that items with it share a record too.
    #[test]
    fn names_the_table_lacks_are_numbered_for_the_document() {
        let other = |name: &str, held| Child::Other(Box::new(("urn:x".into(), name.into())), held);
        let read = |layouts: &mut Layouts, children: &[Child]| {
            layouts.start();
            for (i, c) in children.iter().enumerate() {
                let id = matches!(c, Child::Known(..)).then_some(i as NameId);
                layouts.push(c.clone(), id, false);
            }
            layouts.finish()
        };
        let mut layouts = Layouts::default();
        let with_id = [child("title"), other("post-id", Held::Extension)];
        let a = read(&mut layouts, &with_id);
        let b = read(&mut layouts, &with_id);
        assert!(a.shares_with(&b));
        // Held apart, or of another name: another record.
        let held = [child("title"), other("post-id", Held::Field)];
        let named = [child("title"), other("post-ID", Held::Extension)];
        let c = read(&mut layouts, &held);
        let d = read(&mut layouts, &named);
        assert!(!a.shares_with(&c) && !a.shares_with(&d) && !c.shares_with(&d));
        assert!(a.shares_with(&read(&mut layouts, &with_id)));
        // A comment keeps the record apart.
        let comment = Child::Misc(Box::new(crate::model::Misc::Comment("c".into())));
        let with_comment = [child("title"), comment];
        let e = read(&mut layouts, &with_comment);
        let f = read(&mut layouts, &with_comment);
        assert!(!e.shares_with(&f));
        assert_eq!(e, f);
    }

    /// Past `OTHER_NAMES` names the table lacks, a document's items with a
    /// new one are recorded alone (and alike), and those numbered before
    /// are still shared.
    #[test]
    fn names_the_table_lacks_are_numbered_up_to_a_bound() {
        let other = |name: String| Child::Other(Box::new(("urn:x".into(), name)), Held::Extension);
        let mut layouts = Layouts::default();
        let mut read = |children: &[Child]| {
            layouts.start();
            for c in children {
                layouts.push(c.clone(), None, false);
            }
            layouts.finish()
        };
        let records: Vec<Record> = (0..OTHER_NAMES + 2)
            .flat_map(|n| [other(format!("e{n}")), other(format!("e{n}"))])
            .map(|c| read(&[c]))
            .collect();
        for pair in records.chunks(2) {
            assert_eq!(pair[0], pair[1]);
        }
        let numbered = OTHER_NAMES * 2;
        assert!(records[..numbered]
            .chunks(2)
            .all(|p| p[0].shares_with(&p[1])));
        assert!(records[numbered..]
            .chunks(2)
            .all(|p| !p[0].shares_with(&p[1])));
        assert!(records[0].shares_with(&read(&[other("e0".into())])));
    }

    /// Every number the table gives is below those of the names it lacks,
    /// and every number fits the room `Layouts::ids` has for it.
    #[test]
    fn numbers_of_names_the_table_lacks_are_apart() {
        for ns in crate::read::names::VOCABULARIES {
            // The highest row number a vocabulary can have is 63.
            let highest = usize::from(ns as NameId) * 64 + 63;
            assert!(highest < usize::from(FIRST_OTHER), "{ns:?}");
        }
        assert!(usize::from(FIRST_OTHER) + OTHER_NAMES < 1 << 14);
    }

    /// Items whose ordered children stood in the same places share one
    /// record of them, found again after another came between.
    #[test]
    fn items_with_the_same_positions_share_them() {
        let mut layouts = Layouts::default();
        let mut order = |slots: &[(Slot, usize)]| {
            layouts.start();
            for &(slot, index) in slots {
                layouts.positions.record(slot, index);
            }
            layouts.order()
        };
        assert_eq!(order(&[]).first(Slot::Link), None);
        let a = order(&[(Slot::Link, 0)]);
        let b = order(&[(Slot::Link, 0)]);
        let c = order(&[(Slot::Link, 0), (Slot::Guid, 1)]);
        let d = order(&[(Slot::Link, 0)]);
        assert!(a.shares_with(&b));
        assert!(a.shares_with(&d));
        assert!(!a.shares_with(&c));
        assert_eq!(c.first(Slot::Guid), Some(2));
        assert_eq!(d.first(Slot::Guid), None);
        assert_eq!(d.first(Slot::Link), Some(1));
    }

    #[test]
    fn an_item_without_children_has_an_empty_layout() {
        let mut layouts = Layouts::default();
        layouts.start();
        assert!(layouts.finish().layout().is_empty());
    }
}
