//! A fixed list of names, asked whether it holds one.
//!
//! The sanitizer asks for every tag and attribute of every fragment; a
//! binary search of its sorted lists compared a name with seven or eight of
//! theirs, a tenth of a rewrite, and a general hash set (hashing every byte
//! of the name, then probing) still cost about a hundred instructions a
//! question. A list here is a table of four slots per name, placed by a
//! mix of the name's first seven bytes and length (its `head`), probed
//! linearly: one multiplication and, nearly always, one comparison of two
//! words. The table is built on
//! first use and never grows; what is asked only probes it, so no input
//! makes a question longer than the table's longest run of filled slots
//! (a test keeps that short).

use std::sync::OnceLock;

use crate::xml::words::word;

/// The names of a `const` list, as a table built the first time it is asked.
pub(super) struct NameSet<K: 'static> {
    list: &'static [K],
    table: OnceLock<Table<K>>,
}

/// Open addressing: a name at the slot its fingerprint picks, or the next
/// free one, with the fingerprint it is compared by (see [`head`]).
struct Table<K> {
    slots: Vec<Option<(u64, K)>>,
    mask: usize,
}

impl<K: Copy> Table<K> {
    fn new(list: &[K], fingerprint: impl Fn(&K) -> u64) -> Self {
        let size = (list.len() * 4).next_power_of_two().max(8);
        let mask = size - 1;
        let mut slots = vec![None; size];
        for key in list {
            let print = fingerprint(key);
            let mut at = slot_of(print) & mask;
            while slots[at].is_some() {
                at = (at + 1) & mask;
            }
            slots[at] = Some((print, *key));
        }
        Table { slots, mask }
    }

    /// Whether a key with fingerprint `print` `is` the one sought, among
    /// those the fingerprint leads to. Only a key with the same
    /// fingerprint is looked at further.
    fn find(&self, print: u64, is: impl Fn(&K) -> bool) -> bool {
        let mut at = slot_of(print) & self.mask;
        // The table is a quarter full: a free slot ends every run.
        while let Some((held, key)) = &self.slots[at] {
            if *held == print && is(key) {
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

/// A name's first seven bytes and its length (up to 255) in one word: two
/// names of up to seven bytes (most of HTML's: `p`, `href`, `strong`) are
/// equal exactly when their heads are, and a longer one needs only its
/// tail compared. One comparison of two words instead of a call to compare
/// bytes, for each name a sanitized fragment asks about.
fn head(name: &str) -> u64 {
    let b = name.as_bytes();
    let n = b.len();
    let four_at = |at: usize| -> u32 {
        let mut four = [0; 4];
        four.copy_from_slice(&b[at..at + 4]);
        u32::from_le_bytes(four)
    };
    // Names of up to three bytes (`p`, `a`, `br`, `img`, `src`), a third
    // of those asked, are taken by their length, without a loop.
    let bytes = match *b {
        [] => 0,
        [first] => u64::from(first),
        [first, second] => u64::from(u16::from_le_bytes([first, second])),
        [first, second, third] => {
            u64::from(u16::from_le_bytes([first, second])) | (u64::from(third) << 16)
        }
        _ => match word(b) {
            Some(eight) => eight & 0x00ff_ffff_ffff_ffff,
            // Two loads that overlap cover the four to seven bytes.
            None => u64::from(four_at(0)) | (u64::from(four_at(n - 4)) << ((n - 4) * 8)),
        },
    };
    bytes | ((n.min(255) as u64) << 56)
}

/// The slot a fingerprint starts its probe at: its bits mixed, high ones taken.
fn slot_of(print: u64) -> usize {
    (print.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40) as usize
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
            .get_or_init(|| Table::new(self.list, |k| head(k)))
    }

    pub(super) fn contains(&self, name: &str) -> bool {
        let tail = |k: &str| k.as_bytes().get(7..) == name.as_bytes().get(7..);
        self.table()
            .find(head(name), |k| name.len() <= 7 || tail(k))
    }
}

/// The fingerprint of a pair: both heads, one turned so that `(a, b)` and
/// `(b, a)` differ.
fn pair_print(a: &str, b: &str) -> u64 {
    head(a) ^ head(b).rotate_left(17)
}

impl NameSet<(&'static str, &'static str)> {
    fn table(&self) -> &Table<(&'static str, &'static str)> {
        self.table
            .get_or_init(|| Table::new(self.list, |(a, b)| pair_print(a, b)))
    }

    /// Whether the list holds the pair `(a, b)`.
    pub(super) fn contains_pair(&self, a: &str, b: &str) -> bool {
        self.table()
            .find(pair_print(a, b), |(ka, kb)| *ka == a && *kb == b)
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
        // Names past seven bytes are told apart by their tails too.
        const LONG: &[&str] = &["blockquote", "blockquotes", "background"];
        static LONG_SET: NameSet<&str> = NameSet::new(LONG);
        for name in LONG {
            assert!(LONG_SET.contains(name));
        }
        for name in [
            "blockquota",
            "blockquo",
            "blockqu",
            "backgroundx",
            "é",
            "ééééé",
        ] {
            assert!(!LONG_SET.contains(name), "{name}");
        }
        assert_ne!(head("abcd"), head("abcd\0"));
        assert_ne!(head("abcdefg"), head("abcdefh"));
        const PAIRS: &[(&str, &str)] = &[("a", "href"), ("img", "src")];
        static PAIR_SET: NameSet<(&str, &str)> = NameSet::new(PAIRS);
        assert!(PAIR_SET.contains_pair("a", "href"));
        assert!(!PAIR_SET.contains_pair("a", "src"));
    }

    #[test]
    fn no_question_probes_far() {
        use super::super::lists::{
            ATTRIBUTES, CSS_KEYWORDS, CSS_PROPERTIES, ELEMENTS, ENTITY_NAMES, MATHML_ATTRIBUTES,
            MATHML_ELEMENTS, SVG_CSS_PROPERTIES, URL_ATTRIBUTES,
        };
        for list in [
            ATTRIBUTES,
            ENTITY_NAMES,
            ELEMENTS,
            MATHML_ATTRIBUTES,
            MATHML_ELEMENTS,
            CSS_PROPERTIES,
            CSS_KEYWORDS,
            SVG_CSS_PROPERTIES,
        ] {
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
