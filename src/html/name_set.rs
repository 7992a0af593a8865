//! A fixed list of names, asked whether it holds one.
//!
//! The sanitizer asks for every tag and attribute of every fragment; a
//! binary search of its sorted lists compared a name with seven or eight of
//! theirs, a tenth of a rewrite. A hash set answers with one hash and,
//! nearly always, one comparison. The sets are built on first use, with a
//! fixed seed: they never grow, so no input can make them slower.

use std::collections::HashSet;
use std::hash::Hash;
use std::sync::OnceLock;

type Fixed = foldhash::fast::FixedState;

/// The names of a `const` list, as a set built the first time it is asked.
pub(super) struct NameSet<K: 'static> {
    list: &'static [K],
    set: OnceLock<HashSet<K, Fixed>>,
}

impl<K: Copy + Eq + Hash> NameSet<K> {
    pub(super) const fn new(list: &'static [K]) -> Self {
        NameSet {
            list,
            set: OnceLock::new(),
        }
    }

    fn set(&self) -> &HashSet<K, Fixed> {
        self.set.get_or_init(|| self.list.iter().copied().collect())
    }
}

impl NameSet<&'static str> {
    pub(super) fn contains(&self, name: &str) -> bool {
        self.set().contains(name)
    }
}

impl NameSet<(&'static str, &'static str)> {
    /// Whether the list holds the pair `(a, b)`.
    pub(super) fn contains_pair(&self, a: &str, b: &str) -> bool {
        // A set of `'static` pairs is a set of shorter-lived ones too.
        let set: &HashSet<(&str, &str), Fixed> = self.set();
        set.contains(&(a, b))
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
}
