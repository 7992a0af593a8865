//! What an item holds of how the document laid it out: its [`Layout`] and
//! its [`Order`], in one record that items laid out alike share.
//!
//! A feed's items are most often laid out alike (title, link, description,
//! date, guid), so the reader hands them one shared record (see
//! `read::layouts`). The layout and the order are held together behind one
//! pointer rather than each behind its own: an item holds 8 bytes for them,
//! not 32, which is about 480 KiB on a feed of 20,000 items.

use std::sync::Arc;

use super::{Layout, Order};

/// An item's [`Layout`] and [`Order`]; nothing for an item built in code.
///
/// Equal as the layouts are (the orders are always equal: see [`Order`]);
/// two items sharing one record are told equal without comparing it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Record(Option<Arc<ItemRecord>>);

/// What a [`Record`] holds.
#[derive(Debug)]
pub(crate) struct ItemRecord {
    pub(crate) layout: Layout,
    pub(crate) order: Order,
}

/// The record of an item that has none: the writer and the views read an
/// unrecorded item as one with an empty layout and no positions.
static UNRECORDED: ItemRecord = ItemRecord {
    layout: Layout::EMPTY,
    order: Order::NONE,
};

impl Record {
    /// A record of `shared` (which items may share).
    pub(crate) fn of(shared: Arc<ItemRecord>) -> Record {
        Record(Some(shared))
    }

    /// The children in document order.
    pub(crate) fn layout(&self) -> &Layout {
        &self.get().layout
    }

    /// Where the children whose order matters stood.
    pub(crate) fn order(&self) -> &Order {
        &self.get().order
    }

    /// Whether the two hold one record, shared.
    #[cfg(test)]
    pub(crate) fn shares_with(&self, other: &Record) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    fn get(&self) -> &ItemRecord {
        self.0.as_deref().unwrap_or(&UNRECORDED)
    }
}

impl PartialEq for Record {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) if Arc::ptr_eq(a, b) => true,
            _ => self.layout() == other.layout() && self.order() == other.order(),
        }
    }
}

impl Eq for Record {}
