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

/// The children of the item being read, and the records of the items read.
pub(crate) struct Layouts {
    children: Vec<Child>,
    /// One number per child (its name's, whether it fills a slot, and
    /// where the model holds it), while every child so far was named from
    /// the table. The numbers tell the positions too: a row of the table
    /// fills one slot or none, so the k-th child fills the same slot in
    /// two items of the same numbers.
    ids: Vec<u16>,
    /// Whether a child was not named from the table: such a layout is
    /// not shared.
    unnumbered: bool,
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
        match (id, &child) {
            (Some(id), Child::Known(_, _, held)) if !self.unnumbered => self
                .ids
                .push(id << 2 | (fills as u16) << 1 | (*held == Held::Extension) as u16),
            _ => self.unnumbered = true,
        }
        self.children.push(child);
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

    #[test]
    fn a_child_without_a_number_keeps_the_record_apart() {
        let mut layouts = Layouts::default();
        let a = item_of(&mut layouts, &["title", "link"], false, true);
        let b = item_of(&mut layouts, &["title", "link"], false, true);
        assert!(!a.shares_with(&b));
        assert_eq!(a, b);
        // The positions are shared still.
        assert!(a.order().shares_with(b.order()));
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
