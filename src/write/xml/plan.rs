//! The order worked out for one element's children, kept for the next
//! element laid out alike.
//!
//! The items of a feed are mostly written alike: the same recorded children
//! in the same order, and the same fields written in the writer's order.
//! Working the order out (naming each written piece, a key per recorded
//! child, a search per key among the pieces) was most of what laying an
//! item out cost; when an item's record and written pieces are the ones
//! the last order was worked out for, the order is that one, taken as it is.

use super::layout::{Piece, PieceName};
use super::names::Bindings;
use crate::model::Layout;

/// The last order worked out, with what it was worked out from.
#[derive(Default)]
pub(super) struct Plan {
    /// The written pieces it was worked out for, named, and the buffer
    /// they were captured in (kept rather than recycled: nothing is copied
    /// to keep them).
    pieces: Vec<Piece>,
    body: Vec<u8>,
    /// The bindings in scope for the pieces: under the same bindings, the
    /// same qualified name is the same expanded name.
    bindings: Option<Bindings>,
    /// The pieces in the order they go: a piece's index (below the number
    /// of pieces), or the number of pieces plus the index in the record of
    /// a comment or instruction.
    pub(super) order: Vec<usize>,
}

impl Plan {
    /// Whether the order fits `pieces` (written in `body`, under
    /// `bindings`) laid out as `layout` records them, `planned` being the
    /// record it was worked out for: the order depends on nothing but the
    /// record and the written pieces' names. A piece that declares
    /// namespaces of its own (named as it was written) is the same when
    /// its prefix named the same namespace.
    pub(super) fn fits(
        &self,
        pieces: &[Piece],
        body: &[u8],
        layout: &Layout,
        planned: Option<&Layout>,
        bindings: Bindings,
    ) -> bool {
        if self.bindings != Some(bindings) || self.pieces.len() != pieces.len() {
            return false;
        }
        let same_names =
            pieces
                .iter()
                .zip(&self.pieces)
                .all(|(piece, kept)| match (piece.tag, kept.tag) {
                    (None, None) => true,
                    (Some(tag), Some(kept_tag)) => {
                        tag.held == kept_tag.held
                            && tag.declares == kept_tag.declares
                            && body.get(tag.at..tag.at + tag.len)
                                == self.body.get(kept_tag.at..kept_tag.at + kept_tag.len)
                            && (!tag.declares || same_binding(piece.name, kept.name))
                    }
                    _ => false,
                });
        // Items laid out alike most often share one record: one layout.
        same_names
            && planned.is_some_and(|planned| {
                std::ptr::eq(planned, layout) || planned.children == layout.children
            })
    }

    /// Keeps `pieces`, named, and the buffer they were written in, `body`,
    /// under `bindings`, for the order now in `order`; gives back the
    /// ones kept before, to be recycled.
    pub(super) fn keep(
        &mut self,
        pieces: Vec<Piece>,
        body: Vec<u8>,
        bindings: Bindings,
    ) -> (Vec<Piece>, Vec<u8>) {
        self.bindings = Some(bindings);
        (
            std::mem::replace(&mut self.pieces, pieces),
            std::mem::replace(&mut self.body, body),
        )
    }
}

/// Whether two pieces that declare namespaces of their own, written with
/// the same qualified name, name the same namespace (the crate's class in
/// the key, or the URI of one it does not know).
fn same_binding(a: Option<PieceName>, b: Option<PieceName>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.key == b.key && a.uri == b.uri,
        _ => false,
    }
}
