//! Notes where the children whose document order a consumer sees stood
//! ([`Order`]); which children those are is told with their names
//! ([`super::names`]).

use crate::model::{Order, Slot};

/// Notes the `index`-th child (from 0) in `order` if it fills a slot;
/// `after_channel` when it stands at the root after `</channel>` (RSS 1.0).
pub(crate) fn record(order: &mut Order, slot: Option<Slot>, index: usize, after_channel: bool) {
    if let Some(slot) = slot {
        order.record(slot, index);
        if after_channel {
            order.record_after_channel(slot);
        }
    }
}
