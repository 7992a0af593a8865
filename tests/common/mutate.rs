//! Generated damage to a document, for the property tests that hold a
//! reader to "no panic, bounded work, a result or an error" on any input:
//! a cut, a flipped byte, a snippet from the test's own list put in, a run
//! taken out, each at a place given as a fraction of the document.

use proptest::prelude::*;

/// One change to a document.
#[derive(Debug, Clone)]
pub(crate) enum Mutation {
    Truncate(f64),
    Flip(f64, u8),
    Insert(f64, usize),
    Delete(f64, usize),
}

/// Any one change, a snippet chosen among `snippets` of them.
pub(crate) fn mutation(snippets: usize) -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (0.0..1.0f64).prop_map(Mutation::Truncate),
        (0.0..1.0f64, 1..=255u8).prop_map(|(at, mask)| Mutation::Flip(at, mask)),
        (0.0..1.0f64, 0..snippets).prop_map(|(at, i)| Mutation::Insert(at, i)),
        (0.0..1.0f64, 1..64usize).prop_map(|(at, len)| Mutation::Delete(at, len)),
    ]
}

/// Makes the change `m` to `doc`, inserting from `snippets`.
pub(crate) fn apply(doc: &mut Vec<u8>, m: &Mutation, snippets: &[&[u8]]) {
    let at = |f: f64, len: usize| ((len as f64) * f) as usize;
    match *m {
        Mutation::Truncate(f) => doc.truncate(at(f, doc.len())),
        Mutation::Flip(f, mask) => {
            if !doc.is_empty() {
                let i = at(f, doc.len()).min(doc.len() - 1);
                doc[i] ^= mask;
            }
        }
        Mutation::Insert(f, s) => {
            let i = at(f, doc.len());
            doc.splice(i..i, snippets[s].iter().copied());
        }
        Mutation::Delete(f, len) => {
            let i = at(f, doc.len());
            let end = (i + len).min(doc.len());
            doc.drain(i..end);
        }
    }
}
