//! `check` grows with the document, not with the square of its problems:
//! a feed of n empty items breaks a rule n times, and checking 8n of them
//! costs about 8 times as much. Speed is compared within one run (the
//! fastest of a few), never against a wall-clock figure.

use std::time::{Duration, Instant};

use feedwright::check::{validate, Report, MAX_PER_RULE};

fn rss(items: usize) -> Vec<u8> {
    let mut doc = String::from(
        r#"<rss version="2.0"><channel><title>t</title><link>http://x/</link><description>d</description>"#,
    );
    doc.push_str(&"<item/>".repeat(items));
    doc.push_str("</channel></rss>");
    doc.into_bytes()
}

fn json_feed(items: usize) -> Vec<u8> {
    let empty = vec!["{}"; items].join(",");
    format!(r#"{{"version":"https://jsonfeed.org/version/1.1","title":"t","items":[{empty}]}}"#)
        .into_bytes()
}

/// The fastest of a few checks of `doc`, and the report.
fn fastest_check(doc: &[u8]) -> (Duration, Report) {
    let mut best = Duration::MAX;
    let mut report = None;
    for _ in 0..3 {
        let start = Instant::now();
        let checked = validate(doc).expect("a feed");
        best = best.min(start.elapsed());
        report = Some(checked);
    }
    (best, report.expect("checked"))
}

/// Checks n and 8n items: at most 30 times the time (linear is 8; the
/// quadratic check this replaces took 64), and each rule's problems
/// listed up to the limit and counted past it.
fn grows_linearly(build: fn(usize) -> Vec<u8>, rule: &str) {
    let n = 2_000;
    let (small_time, small) = fastest_check(&build(n));
    let (large_time, large) = fastest_check(&build(8 * n));
    for (report, items) in [(&small, n), (&large, 8 * n)] {
        assert_eq!(report.items, items);
        let listed = report.problems.iter().filter(|p| p.rule == rule).count();
        assert_eq!(listed, MAX_PER_RULE, "{rule}");
        let omitted = report.omitted.iter().find(|o| o.rule == rule);
        assert_eq!(omitted.map(|o| o.count), Some(items - MAX_PER_RULE));
        for (rule, count) in rule_counts(report) {
            assert!(count <= MAX_PER_RULE, "{rule}: {count} listed");
        }
    }
    assert!(
        large_time < small_time * 30,
        "{n} items: {small_time:?}; {} items: {large_time:?}",
        8 * n
    );
}

fn rule_counts(report: &Report) -> std::collections::HashMap<&str, usize> {
    let mut counts = std::collections::HashMap::new();
    for problem in &report.problems {
        *counts.entry(problem.rule.as_str()).or_default() += 1;
    }
    counts
}

#[test]
fn rss_items_without_title_or_description() {
    grows_linearly(rss, "rss2-item-title-or-description");
}

#[test]
fn json_feed_items_without_id() {
    grows_linearly(json_feed, "json-item-id");
}

#[test]
fn the_listed_problems_are_the_first_in_document_order() {
    let report = validate(&rss(500)).expect("a feed");
    let offsets: Vec<u64> = report.problems.iter().map(|p| p.position.offset).collect();
    assert!(offsets.windows(2).all(|w| w[0] <= w[1]));
    let last = report.problems.last().expect("problems");
    assert_eq!(last.path.as_deref(), Some("rss/channel/item[100]"));
    assert_eq!(report.count(feedwright::check::ProblemKind::Spec), 500);
}
