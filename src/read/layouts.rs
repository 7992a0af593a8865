//! The layouts of a document's items, so that items laid out alike share
//! one list of children ([`Children::Shared`]).
//!
//! The items of a feed are most often laid out alike (title, link,
//! description, date, guid), or in a few ways (one category or three).
//! Each item's children are collected in one list that is reused, with a
//! number for each child named from the table in [`super::names`]; an
//! item whose numbers are those of an earlier item takes that item's
//! list. Comparing numbers, not names, keeps the look-up cheaper than the
//! list it saves.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Arc;

use super::names::NameId;
use crate::model::{Child, Children, Held, Layout, Order, Positions};

/// How many layouts (and as many records of positions) a document's items
/// may share: a generator's feed has a few dozen; past this many, a new
/// one is no longer kept to share.
const KEPT: usize = 256;

/// The most children a layout kept to share may have. The layouts kept
/// outlive the items that had them (a `FeedReader` hands its items out
/// and holds no more of them), so what they hold is bounded: at most
/// `KEPT` lists of this many children, 512 KiB, whatever the document.
const KEPT_CHILDREN: usize = 64;

/// The children of the item being read, and the layouts of the items read.
pub(crate) struct Layouts {
    children: Vec<Child>,
    /// One number per child (its name's, and where the model holds it),
    /// while every child so far was named from the table.
    ids: Vec<u16>,
    /// Whether a child was not named from the table: such a layout is
    /// not shared.
    unnumbered: bool,
    /// The layouts met, by their numbers.
    layouts: Kept<Box<[u16]>, Arc<[Child]>>,
    /// Where the item's children whose order a consumer sees stood.
    pub(crate) positions: Positions,
    /// The records of positions met, shared as the layouts are.
    orders: Kept<Positions, Arc<Positions>>,
}

impl Default for Layouts {
    fn default() -> Self {
        Layouts {
            children: Vec::new(),
            ids: Vec::new(),
            unnumbered: false,
            layouts: Kept::new(|layout| layout.len() <= KEPT_CHILDREN),
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

    /// Notes the item's next child, named `id` in the table if it was.
    #[inline]
    pub(crate) fn push(&mut self, child: Child, id: Option<NameId>) {
        match (id, &child) {
            (Some(id), Child::Known(_, _, held)) if !self.unnumbered => {
                self.ids.push(id << 1 | (*held == Held::Extension) as u16)
            }
            _ => self.unnumbered = true,
        }
        self.children.push(child);
    }

    /// The order of the item read since [`Layouts::start`].
    pub(crate) fn order(&mut self) -> Order {
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

    /// The layout of the item read since [`Layouts::start`].
    pub(crate) fn finish(&mut self) -> Layout {
        if self.children.is_empty() {
            return Layout::default();
        }
        if self.unnumbered {
            return shared(self.children.drain(..).collect());
        }
        let children = match self.layouts.get(self.ids.as_slice()) {
            Some(kept) => kept,
            None => {
                let new: Arc<[Child]> = self.children.drain(..).collect();
                let ids = self.ids.as_slice().into();
                self.layouts.keep(ids, Arc::clone(&new));
                new
            }
        };
        shared(children)
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

fn shared(children: Arc<[Child]>) -> Layout {
    Layout {
        children: Children::Shared(children),
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
    /// number when `numbered`), and returns its list.
    fn item(layouts: &mut Layouts, names: &[&str], numbered: bool) -> Arc<[Child]> {
        layouts.start();
        for (i, name) in names.iter().enumerate() {
            let id = numbered.then_some(i as NameId + 10 * name.len() as NameId);
            layouts.push(child(name), id);
        }
        match layouts.finish().children {
            Children::Shared(children) => children,
            Children::Own(_) => panic!("an item's children are always a shared list"),
        }
    }

    #[test]
    fn items_laid_out_alike_share_one_list() {
        let mut layouts = Layouts::default();
        let a = item(&mut layouts, &["title", "link"], true);
        let b = item(&mut layouts, &["title", "link"], true);
        let c = item(&mut layouts, &["title", "guid", "link"], true);
        // Alike, but not as the last one: found among those met before.
        let d = item(&mut layouts, &["title", "link"], true);
        assert!(Arc::ptr_eq(&a, &b));
        assert!(Arc::ptr_eq(&a, &d));
        assert!(!Arc::ptr_eq(&a, &c));
        assert_eq!(&*c, &[child("title"), child("guid"), child("link")]);
        assert_eq!(&*d, &[child("title"), child("link")]);
    }

    /// Layouts past `KEPT_CHILDREN` children are not kept to share, and
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
        assert!(layouts.layouts.others.is_empty());
        for n in 0..KEPT + 10 {
            let names = vec!["guid"; n % KEPT_CHILDREN + 1];
            let mut numbered = vec!["title"; n / KEPT_CHILDREN];
            numbered.extend(names);
            item(&mut layouts, &numbered, true);
        }
        assert_eq!(layouts.layouts.others.len(), KEPT);
    }

    #[test]
    fn a_child_without_a_number_keeps_the_layout_apart() {
        let mut layouts = Layouts::default();
        let a = item(&mut layouts, &["title", "link"], false);
        let b = item(&mut layouts, &["title", "link"], false);
        assert!(!Arc::ptr_eq(&a, &b));
        assert_eq!(a, b);
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
        assert!(layouts.finish().is_empty());
    }
}
