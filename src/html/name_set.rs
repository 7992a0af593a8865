//! A fixed list of names, asked whether it holds one.
//!
//! The sanitizer asks for every tag and attribute of every fragment; a
//! binary search of its sorted lists compared a name with seven or eight of
//! theirs, a tenth of a rewrite, and a general hash set (hashing every byte
//! of the name, then probing) still cost about a hundred instructions a
//! question. A list here is a table of four slots per name, placed by a
//! hash of the name's length and three of its bytes, probed linearly: one
//! short hash and, nearly always, one comparison. The table is built on
//! first use and never grows; what is asked only probes it, so no input
//! makes a question longer than the table's longest run of filled slots
//! (a test keeps that short).

use std::sync::OnceLock;

/// The names of a `const` list, as a table built the first time it is asked.
pub(super) struct NameSet<K: 'static> {
    list: &'static [K],
    table: OnceLock<Table<K>>,
}

/// Open addressing: a name at the slot its hash picks, or the next free one.
struct Table<K> {
    slots: Vec<Option<K>>,
    mask: usize,
}

impl<K: Copy> Table<K> {
    fn new(list: &[K], hash: impl Fn(&K) -> usize) -> Self {
        let size = (list.len() * 4).next_power_of_two().max(8);
        let mask = size - 1;
        let mut slots = vec![None; size];
        for key in list {
            let mut at = hash(key) & mask;
            while slots[at].is_some() {
                at = (at + 1) & mask;
            }
            slots[at] = Some(*key);
        }
        Table { slots, mask }
    }

    /// Whether a key `is` the one sought, among those its hash leads to.
    fn find(&self, hash: usize, is: impl Fn(&K) -> bool) -> bool {
        let mut at = hash & self.mask;
        // The table is a quarter full: a free slot ends every run.
        while let Some(key) = &self.slots[at] {
            if is(key) {
                return true;
            }
            at = (at + 1) & self.mask;
        }
        false
    }

    /// The longest run of filled slots: the most a question can probe.
    #[cfg(test)]
    fn longest_run(&self) -> usize {
        let mut longest = 0;
        let mut run = 0;
        for slot in self.slots.iter().chain(&self.slots) {
            run = if slot.is_some() { run + 1 } else { 0 };
            longest = longest.max(run);
        }
        longest
    }
}

/// The hash a name's slot is picked by: its length and its first, middle
/// and last bytes, which tell the names of one list apart well enough.
fn name_hash(name: &str) -> usize {
    let b = name.as_bytes();
    let byte = |i: usize| usize::from(b.get(i).copied().unwrap_or(0));
    let n = b.len();
    let mixed = n
        .wrapping_mul(0x9e37_79b9)
        .wrapping_add(byte(0).wrapping_mul(0x85eb_ca6b))
        .wrapping_add(byte(n / 2).wrapping_mul(0xc2b2_ae35))
        .wrapping_add(byte(n.wrapping_sub(1)).wrapping_mul(0x27d4_eb2f));
    mixed ^ (mixed >> 15)
}

impl<K: Copy> NameSet<K> {
    pub(super) const fn new(list: &'static [K]) -> Self {
        NameSet {
            list,
            table: OnceLock::new(),
        }
    }
}

impl NameSet<&'static str> {
    fn table(&self) -> &Table<&'static str> {
        self.table
            .get_or_init(|| Table::new(self.list, |k| name_hash(k)))
    }

    pub(super) fn contains(&self, name: &str) -> bool {
        self.table().find(name_hash(name), |k| *k == name)
    }
}

/// The hash of a pair: both names', one turned so that `(a, b)` and
/// `(b, a)` differ.
fn pair_hash(a: &str, b: &str) -> usize {
    name_hash(a) ^ name_hash(b).rotate_left(17)
}

impl NameSet<(&'static str, &'static str)> {
    fn table(&self) -> &Table<(&'static str, &'static str)> {
        self.table
            .get_or_init(|| Table::new(self.list, |(a, b)| pair_hash(a, b)))
    }

    /// Whether the list holds the pair `(a, b)`.
    pub(super) fn contains_pair(&self, a: &str, b: &str) -> bool {
        self.table()
            .find(pair_hash(a, b), |(ka, kb)| *ka == a && *kb == b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_exactly_their_lists() {
        const LIST: &[&str] = &["a", "abbr", "b"];
        static SET: NameSet<&str> = NameSet::new(LIST);
        for name in LIST {
            assert!(SET.contains(name));
        }
        for name in ["", "ab", "B", "abbrx"] {
            assert!(!SET.contains(name));
        }
        const PAIRS: &[(&str, &str)] = &[("a", "href"), ("img", "src")];
        static PAIR_SET: NameSet<(&str, &str)> = NameSet::new(PAIRS);
        assert!(PAIR_SET.contains_pair("a", "href"));
        assert!(!PAIR_SET.contains_pair("a", "src"));
    }

    #[test]
    fn no_question_probes_far() {
        use super::super::lists::{
            ATTRIBUTES, ELEMENTS, MATHML_ATTRIBUTES, MATHML_ELEMENTS, URL_ATTRIBUTES,
        };
        for list in [ATTRIBUTES, ELEMENTS, MATHML_ATTRIBUTES, MATHML_ELEMENTS] {
            let set = NameSet::new(list);
            for name in list {
                assert!(set.contains(name), "{name}");
            }
            assert!(
                set.table().longest_run() <= 12,
                "{}",
                set.table().longest_run()
            );
        }
        let pairs = NameSet::new(URL_ATTRIBUTES);
        for (a, b) in URL_ATTRIBUTES {
            assert!(pairs.contains_pair(a, b));
        }
        assert!(pairs.table().longest_run() <= 12);
    }
}
