//! How many problems of each rule a report lists: the first
//! [`MAX_PER_RULE`], with their positions; past that they are only
//! counted. A document of a million empty items breaks one rule a million
//! times; listing each would make the report (and the memory that builds
//! it) hundreds of times the document's size, and tells a publisher no
//! more than the first hundred and a count.

use std::collections::{HashMap, HashSet};

use super::report::{Omitted, Problem, ProblemKind};
use super::rules::Severity;

/// Most problems of one rule a report lists.
pub const MAX_PER_RULE: usize = 100;

/// How many problems of each rule were found, listed or not.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    by_rule: HashMap<String, Count>,
    /// Where specification problems were found, listed or not: a repair
    /// the reader made there is that problem, not another one.
    spec_offsets: HashSet<u64>,
}

#[derive(Debug)]
struct Count {
    found: usize,

    kind: ProblemKind,
    severity: Severity,
}

impl Tally {
    /// Counts one more problem of `rule`: whether it is among the first
    /// [`MAX_PER_RULE`], and so worth building and keeping.
    pub(crate) fn admit(
        &mut self,
        rule: &str,
        kind: ProblemKind,
        severity: Severity,
        offset: u64,
    ) -> bool {
        if kind == ProblemKind::Spec {
            self.spec_offsets.insert(offset);
        }
        let found = match self.by_rule.get_mut(rule) {
            Some(count) => {
                count.found += 1;
                count.found
            }
            None => {
                let count = Count {
                    found: 1,
                    kind,
                    severity,
                };
                self.by_rule.insert(rule.to_owned(), count);
                1
            }
        };
        found <= MAX_PER_RULE
    }

    /// Whether a specification problem was found at `offset`.
    pub(crate) fn spec_at(&self, offset: u64) -> bool {
        self.spec_offsets.contains(&offset)
    }

    /// Keeps the first [`MAX_PER_RULE`] problems of each rule of
    /// `problems` (in their order), and says how many of each were found
    /// but not kept. The problems must all have been admitted here; some
    /// checks share a rule, so more than the limit may have been admitted.
    pub(crate) fn keep_first(&self, problems: Vec<Problem>) -> (Vec<Problem>, Vec<Omitted>) {
        let mut kept_by_rule: HashMap<&str, usize> = HashMap::new();
        let mut kept = Vec::with_capacity(problems.len());
        for problem in problems {
            let count = kept_by_rule.entry(self.key(&problem.rule)).or_insert(0);
            if *count < MAX_PER_RULE {
                *count += 1;
                kept.push(problem);
            }
        }
        let mut omitted: Vec<Omitted> = self
            .by_rule
            .iter()
            .filter_map(|(rule, count)| {
                let listed = kept_by_rule.get(rule.as_str()).copied().unwrap_or(0);
                (count.found > listed).then(|| Omitted {
                    rule: rule.clone(),
                    kind: count.kind,
                    severity: count.severity,
                    count: count.found - listed,
                })
            })
            .collect();
        // By rule id: the same document, the same output.
        omitted.sort_by(|a, b| a.rule.cmp(&b.rule));
        (kept, omitted)
    }

    /// The tally's own copy of a rule id, so that counts borrow from it.
    fn key<'t>(&'t self, rule: &str) -> &'t str {
        self.by_rule
            .get_key_value(rule)
            .map_or("", |(key, _)| key.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::warning::Position;

    fn problem(rule: &str, offset: u64) -> Problem {
        Problem {
            rule: rule.to_owned(),
            kind: ProblemKind::Spec,
            severity: Severity::Error,
            w3c: &[],
            message: String::new(),
            detail: None,
            path: None,
            field: None,
            position: Position {
                offset,
                line: 1,
                column: 1,
            },
        }
    }

    #[test]
    fn keeps_the_first_of_each_rule_and_counts_the_rest() {
        let mut tally = Tally::default();
        let mut problems = Vec::new();
        for offset in 0..1000 {
            if tally.admit("a", ProblemKind::Spec, Severity::Error, offset) {
                problems.push(problem("a", offset));
            }
        }
        assert_eq!(problems.len(), MAX_PER_RULE);
        tally.admit("b", ProblemKind::Spec, Severity::Error, 5);
        problems.push(problem("b", 5));
        let (kept, omitted) = tally.keep_first(problems);
        assert_eq!(kept.len(), MAX_PER_RULE + 1);
        assert_eq!(kept[MAX_PER_RULE - 1].position.offset, 99);
        assert_eq!(omitted.len(), 1);
        assert_eq!(omitted[0].rule, "a");
        assert_eq!(omitted[0].count, 1000 - MAX_PER_RULE);
        assert_eq!(omitted[0].severity, Severity::Error);
    }

    #[test]
    fn a_rule_two_checks_share_is_cut_to_the_limit_once() {
        let mut tally = Tally::default();
        let mut problems = Vec::new();
        // Two checks each keep their first hundred of one rule.
        for offset in 0..2 * MAX_PER_RULE as u64 {
            tally.admit("a", ProblemKind::Spec, Severity::Warning, offset);
            problems.push(problem("a", offset));
        }
        let (kept, omitted) = tally.keep_first(problems);
        assert_eq!(kept.len(), MAX_PER_RULE);
        assert_eq!(omitted[0].count, MAX_PER_RULE);
    }
}
