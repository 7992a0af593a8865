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

use std::collections::HashMap;
use std::sync::Arc;

use super::names::NameId;
use crate::model::{Child, Children, Held, Layout, Order, Positions, SeenPositions};

/// How many layouts a document's items may share: a generator's feed has
/// a few dozen; past this many, a new layout is no longer kept to share.
const KEPT: usize = 256;

/// The most children a layout kept to share may have. The layouts kept
/// outlive the items that had them (a `FeedReader` hands its items out
/// and holds no more of them), so what they hold is bounded: at most
/// `KEPT` lists of this many children, 512 KiB, whatever the document.
const KEPT_CHILDREN: usize = 64;

/// The children of the item being read, and the layouts of the items read.
#[derive(Default)]
pub(crate) struct Layouts {
    children: Vec<Child>,
    /// One number per child (its name's, and where the model holds it),
    /// while every child so far was named from the table.
    ids: Vec<u16>,
    /// Whether a child was not named from the table: such a layout is
    /// not shared.
    unnumbered: bool,
    /// The last item's numbers and layout: most often the next one's too.
    last: Option<(Vec<u16>, Arc<[Child]>)>,
    /// The layouts met before the last, by their numbers.
    seen: HashMap<Box<[u16]>, Arc<[Child]>, foldhash::fast::RandomState>,
    /// Where the item's children whose order a consumer sees stood, and
    /// the last item's (shared, as the layouts are).
    pub(crate) positions: Positions,
    seen_positions: SeenPositions,
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
        Order::shared(&self.positions, &mut self.seen_positions)
    }

    /// The layout of the item read since [`Layouts::start`].
    pub(crate) fn finish(&mut self) -> Layout {
        if self.children.is_empty() {
            return Layout::default();
        }
        if self.unnumbered {
            return shared(self.children.drain(..).collect());
        }
        if let Some((ids, last)) = &self.last {
            if *ids == self.ids {
                return shared(Arc::clone(last));
            }
        }
        let children = match self.seen.get(self.ids.as_slice()) {
            Some(seen) => Arc::clone(seen),
            None => self.children.drain(..).collect(),
        };
        // The last layout is kept with the others only once another
        // follows it: a feed whose items are all alike fills no map.
        let ids = std::mem::take(&mut self.ids);
        if let Some((last_ids, last)) = self.last.replace((ids, Arc::clone(&children))) {
            if self.seen.len() < KEPT && last.len() <= KEPT_CHILDREN {
                self.seen.entry(last_ids.into_boxed_slice()).or_insert(last);
            }
        }
        shared(children)
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
        assert!(layouts.seen.is_empty());
        for n in 0..KEPT + 10 {
            let names = vec!["guid"; n % KEPT_CHILDREN + 1];
            let mut numbered = vec!["title"; n / KEPT_CHILDREN];
            numbered.extend(names);
            item(&mut layouts, &numbered, true);
        }
        assert_eq!(layouts.seen.len(), KEPT);
    }

    #[test]
    fn a_child_without_a_number_keeps_the_layout_apart() {
        let mut layouts = Layouts::default();
        let a = item(&mut layouts, &["title", "link"], false);
        let b = item(&mut layouts, &["title", "link"], false);
        assert!(!Arc::ptr_eq(&a, &b));
        assert_eq!(a, b);
    }

    #[test]
    fn an_item_without_children_has_an_empty_layout() {
        let mut layouts = Layouts::default();
        layouts.start();
        assert!(layouts.finish().is_empty());
    }
}
