//! Notes where the children whose document order a consumer sees stood
//! ([`Order`](crate::model::Order)); which children those are is told
//! with their names ([`super::names`]).

use crate::model::{Positions, Slot};

/// Notes the `index`-th child (from 0) in `positions` if it fills a slot;
/// `after_channel` when it stands at the root after `</channel>` (RSS 1.0).
pub(crate) fn record(
    positions: &mut Positions,
    slot: Option<Slot>,
    index: usize,
    after_channel: bool,
) {
    if let Some(slot) = slot {
        positions.record(slot, index);
        if after_channel {
            positions.record_after_channel(slot);
        }
    }
}
