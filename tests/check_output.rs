//! What a publisher sees of `feedwright check`: a noisy feed prints each
//! rule once, with its total and its first positions, errors first and the
//! most frequent first; `--all` prints every finding; the GitHub
//! annotations stop at a few per rule and say how many more.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

use feedwright::check::{validate, Severity};

/// A feed with many findings of few rules: 150 items with neither title
/// nor description (more than the library lists of one rule), 5 dates in
/// no RSS form, 4 titles with HTML in them.
fn noisy_feed() -> String {
    let mut doc = String::from(
        "<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\"><channel><title>T</title>\n\
         <link>https://example.org/</link><atom:link rel=\"self\" href=\"https://example.org/feed\"/>\n\
         <description>D</description>\n",
    );
    for i in 0..4 {
        doc.push_str(&format!(
            "<item><title>&lt;b&gt;bold {i}&lt;/b&gt;</title><guid>https://example.org/b{i}</guid></item>\n"
        ));
    }
    for i in 0..5 {
        doc.push_str(&format!(
            "<item><title>t{i}</title><pubDate>yesterday at {i}</pubDate><guid>https://example.org/d{i}</guid></item>\n"
        ));
    }
    for i in 0..150 {
        doc.push_str(&format!(
            "<item><guid>https://example.org/{i}</guid></item>\n"
        ));
    }
    doc.push_str("</channel></rss>\n");
    doc
}

/// `text` written to a file of its own for this test.
fn file(test: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!(
        "feedwright-check-output-{}-{test}.xml",
        std::process::id()
    ));
    std::fs::write(&path, text).unwrap();
    path
}

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Each rule of the noisy feed with its severity and how often it was found.
fn totals(doc: &str) -> BTreeMap<String, (Severity, usize)> {
    let report = validate(doc.as_bytes()).unwrap();
    let mut totals: BTreeMap<String, (Severity, usize)> = BTreeMap::new();
    for problem in &report.problems {
        totals
            .entry(problem.rule.clone())
            .or_insert((problem.severity, 0))
            .1 += 1;
    }
    for omitted in &report.omitted {
        totals.get_mut(&omitted.rule).unwrap().1 += omitted.count;
    }
    totals
}

#[test]
fn the_noisy_case_prints_each_rule_once_with_its_total() {
    let doc = noisy_feed();
    let totals = totals(&doc);
    assert_eq!(
        totals["rss2-item-title-or-description"],
        (Severity::Error, 150)
    );
    assert_eq!(totals["rss2-date-rfc822"], (Severity::Error, 5));
    assert_eq!(totals["plain-text-html"], (Severity::Warning, 4));
    let path = file("grouped", &doc);
    let name = path.to_str().unwrap();
    let (code, text) = run(&["check", name]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(1));

    // A header per rule, and nothing else at the left margin but the
    // summary and the hint.
    let headers: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("  "))
        .filter(|l| !l.contains(": fix first: ") && !l.contains(" info ("))
        .collect();
    assert_eq!(headers.len(), totals.len(), "{text}");
    for (rule, (_, count)) in &totals {
        let header: Vec<&&str> = headers
            .iter()
            .filter(|l| l.contains(&format!(" {rule}: ")))
            .collect();
        assert_eq!(header.len(), 1, "{rule}: {text}");
        let times = if *count == 1 {
            "(once)".to_owned()
        } else {
            format!("({count} times)")
        };
        assert!(header[0].ends_with(&times), "{rule}: {text}");
    }

    // Errors first, the most frequent first; then the warning.
    let order: Vec<usize> = [
        "error rss2-item-title-or-description:",
        "error rss2-date-rfc822:",
        "warning plain-text-html:",
    ]
    .iter()
    .map(|h| text.find(h).unwrap_or_else(|| panic!("{h}: {text}")))
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");

    // Three positions under each rule, with what was found, then how many more.
    let block = |header: &str| -> Vec<&str> {
        text.lines()
            .skip_while(|l| !l.contains(header))
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .collect()
    };
    let dates = block("error rss2-date-rfc822:");
    assert_eq!(dates.len(), 4, "{dates:?}");
    assert!(dates[0].starts_with("  8:24 "), "{dates:?}");
    assert!(dates[0].ends_with("`yesterday at 0`"), "{dates:?}");
    assert_eq!(dates[3], "  and 2 more");
    let items = block("error rss2-item-title-or-description:");
    assert_eq!(items.len(), 4, "{items:?}");
    assert_eq!(items[3], "  and 147 more");

    assert!(
        text.contains(": 155 errors, 4 warnings, 0 info (rss20, 159 items)"),
        "{text}"
    );
    assert!(
        text.ends_with(": fix first: rss2-item-title-or-description (150), rss2-date-rfc822 (5)\n"),
        "{text}"
    );
}

#[test]
fn all_prints_every_finding_on_a_line() {
    let doc = noisy_feed();
    let path = file("all", &doc);
    let name = path.to_str().unwrap();
    let (code, text) = run(&["check", "--all", name]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(1));
    let report = validate(doc.as_bytes()).unwrap();
    // Every listed finding as the library prints it, prefixed by the file.
    for problem in &report.problems {
        assert!(
            text.contains(&format!("{name}:{problem}\n")),
            "{problem}: {text}"
        );
    }
    let findings = text
        .lines()
        .filter(|l| {
            l.starts_with(&format!("{name}:"))
                && l[name.len() + 1..].starts_with(|c: char| c.is_ascii_digit())
        })
        .count();
    assert_eq!(findings, report.problems.len(), "{text}");
    // What the library counted but did not list is said once, per rule.
    assert!(
        text.contains(&format!(
            "{name}: rss2-item-title-or-description: 50 more not shown\n"
        )),
        "{text}"
    );
    assert!(!text.contains("fix first"), "{text}");
}

#[test]
fn github_annotations_stop_at_three_per_rule_and_say_how_many_more() {
    let doc = noisy_feed();
    let path = file("github", &doc);
    let name = path.to_str().unwrap();
    let (code, text) = run(&["check", "--format", "github", name]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(1));
    for (rule, (severity, count)) in totals(&doc) {
        let command = match severity {
            Severity::Error => "::error ",
            Severity::Warning => "::warning ",
            _ => "::notice ",
        };
        let title = format!(",title={rule}::");
        let annotations = text
            .lines()
            .filter(|l| l.starts_with(command) && l.contains(&title) && l.contains(",line="))
            .count();
        assert_eq!(annotations, count.min(3), "{rule}: {text}");
        let more: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("::notice ") && l.contains(&title) && !l.contains(",line="))
            .collect();
        if count > 3 {
            assert_eq!(more.len(), 1, "{rule}: {text}");
            let said = format!("::and {} more of this rule ({count} in all)", count - 3);
            assert!(more[0].contains(&said), "{rule}: {text}");
        } else {
            assert!(more.is_empty(), "{rule}: {text}");
        }
    }
}

#[test]
fn a_clean_feed_says_clean_and_no_hint() {
    let clean =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rss2/joe-ma-tech-blog.xml");
    let name = clean.to_str().unwrap();
    let (code, text) = run(&["check", name]);
    assert_eq!(code, Some(0));
    assert_eq!(text, format!("{name}: clean (rss20, 8 items)\n"));
    let (code, text) = run(&["check", "--all", name]);
    assert_eq!(code, Some(0));
    assert_eq!(text, format!("{name}: clean (rss20, 8 items)\n"));
}

#[test]
fn a_warning_only_feed_has_no_fix_first_hint() {
    let doc = "<rss version=\"2.0\"><channel><title>&lt;b&gt;B&lt;/b&gt;</title>\
               <link>https://example.org/</link><description>D</description></channel></rss>";
    let path = file("warning-only", doc);
    let (code, text) = run(&["check", path.to_str().unwrap()]);
    // Warnings alone do not fail the run unless asked to.
    let (strict, _) = run(&["check", "--fail-on", "warning", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(0));
    assert_eq!(strict, Some(1));
    assert!(text.contains("warning plain-text-html:"), "{text}");
    assert!(!text.contains("fix first"), "{text}");
}

#[test]
fn usage_errors_of_the_new_flags() {
    let (code, _) = run(&["check", "--rules", "--all"]);
    assert_eq!(code, Some(2));
    let (code, _) = run(&["check", "--rules", "some.xml"]);
    assert_eq!(code, Some(2));
    let (code, _) = run(&["check", "--rules", "--format", "sarif"]);
    assert_eq!(code, Some(2));
    let (code, _) = run(&["check", "--format", "markdown", "some.xml"]);
    assert_eq!(code, Some(2));
}
