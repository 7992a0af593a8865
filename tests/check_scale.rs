//! `check` grows with the document, not with the square of its problems:
//! a feed of n empty items breaks a rule n times, and checking 8n of them
//! costs about 8 times as much. Speed is compared within one run (the
//! fastest of a few), never against a wall-clock figure.

use std::time::{Duration, Instant};

use feedwright::check::{validate, Report, MAX_PER_RULE};

fn rss(items: usize) -> Vec<u8> {
    let mut doc = String::from(
        r#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>t</title><link>http://x/</link><atom:link rel="self" href="http://x/feed"/><description>d</description>"#,
    );
    // Items with a guid and nothing else: each breaks one rule.
    for i in 0..items {
        doc.push_str(&format!("<item><guid>http://x/{i}</guid></item>"));
    }
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

/// Checks n and 8n repeats: at most 30 times the time (linear is 8; a
/// quadratic check takes 64). The reports, for the caller to look at.
fn assert_linear(build: fn(usize) -> Vec<u8>, n: usize) -> (Report, Report) {
    let (small_time, small) = fastest_check(&build(n));
    let (large_time, large) = fastest_check(&build(8 * n));
    assert!(
        large_time < small_time * 30,
        "{n}: {small_time:?}; {}: {large_time:?}",
        8 * n
    );
    (small, large)
}

/// Checks n and 8n items: linear, and each rule's problems listed up to
/// the limit and counted past it.
fn grows_linearly(build: fn(usize) -> Vec<u8>, rule: &str) {
    let n = 2_000;
    let (small, large) = assert_linear(build, n);
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

/// Items whose title the reader closes for want of its end tag, holding
/// escaped markup: the check looks for each title's end tag as written.
fn unclosed_titles(items: usize) -> Vec<u8> {
    let item = "<item><title>a &amp;lt;b&amp;gt; &#x26; c</item>";
    let mut doc = rss(0);
    doc.truncate(doc.len() - "</channel></rss>".len());
    doc.extend(item.repeat(items).bytes());
    doc.extend(b"</channel></rss>");
    doc
}

fn distinct_skip_hours(hours: usize) -> Vec<u8> {
    let list: String = (0..hours).map(|h| format!("<hour>{h}</hour>")).collect();
    let mut doc = rss(0);
    doc.truncate(doc.len() - "</channel></rss>".len());
    doc.extend(format!("<skipHours>{list}</skipHours></channel></rss>").bytes());
    doc
}

fn distinct_alternate_links(links: usize) -> Vec<u8> {
    let list: String = (0..links)
        .map(|i| format!(r#"<link rel="alternate" hreflang="x-{i}" href="http://x/{i}"/>"#))
        .collect();
    format!(
        r#"<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x</id><title>t</title><updated>2026-01-01T00:00:00Z</updated>{list}</feed>"#
    )
    .into_bytes()
}

#[test]
fn unclosed_elements_are_not_searched_to_the_end() {
    assert_linear(unclosed_titles, 1_000);
}

#[test]
fn repeated_skip_hours_are_found_by_a_set() {
    let (small, _) = assert_linear(distinct_skip_hours, 4_000);
    assert!(small.problems.iter().all(|p| p.rule != "duplicate-value"));
}

#[test]
fn repeated_alternate_links_are_found_by_a_set() {
    let (small, _) = assert_linear(distinct_alternate_links, 4_000);
    assert!(small
        .problems
        .iter()
        .all(|p| p.rule != "atom-link-duplicate"));
}
