//! `feedwright check`: every planted problem in fixtures/invalid/ is
//! reported with its rule and line, and the seed fixtures are clean.

mod common;

use feedwright::check::{validate, ProblemKind};

#[derive(serde::Deserialize)]
struct Case {
    file: String,
    rule: String,
    line: u32,
}

/// The check fixtures' manifest: each file, its rule and the line.
fn golden_manifest() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/check.json")
}

#[test]
fn every_planted_problem_is_reported_with_its_rule_and_line() {
    let dir = common::fixtures_dir().join("invalid");
    let manifest = std::fs::read(golden_manifest()).expect("manifest");
    let cases: Vec<Case> = serde_json::from_slice(&manifest).expect("manifest is JSON");
    assert!(cases.len() >= 25, "{} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let input = std::fs::read(dir.join(&case.file)).expect("fixture");
        let report = validate(&input).expect("a feed");
        let found = report
            .problems
            .iter()
            .any(|p| p.rule == case.rule && p.position.line == case.line);
        // The planted problem is the only one of its kind: nothing else in
        // the document breaks a rule or fails the round trip. (A problem
        // planted in an extension of our own declares its namespace, which
        // no vocabulary here describes: information, not a problem.)
        let others: Vec<String> = report
            .problems
            .iter()
            .filter(|p| p.kind != ProblemKind::Reader && p.rule != case.rule)
            .filter(|p| p.rule != "namespace-unknown")
            .map(ToString::to_string)
            .collect();
        if !found || !others.is_empty() {
            let all: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
            failures.push(format!(
                "{}: want {} on line {}, got {all:?}",
                case.file, case.rule, case.line
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_spec_rule_has_a_fixture() {
    let manifest = std::fs::read(golden_manifest()).unwrap();
    let cases: Vec<Case> = serde_json::from_slice(&manifest).unwrap();
    // The rules of an HTTP response have no document to plant them in:
    // tests/check_transport.rs serves a case for each.
    let of_documents = feedwright::check::rules::RULES
        .iter()
        .filter(|rule| !rule.id.starts_with("http-"));
    for rule in of_documents {
        assert!(
            cases.iter().any(|c| c.rule == rule.id),
            "no fixture for {}",
            rule.id
        );
    }
}

#[test]
fn seed_fixtures_are_clean() {
    let dir = common::fixtures_dir();
    let mut files = Vec::new();
    for sub in ["rss2", "rss09", "rss1", "atom", "json"] {
        files.extend(common::files_where(&dir.join(sub), |p| {
            p.extension().is_some_and(|e| e == "xml" || e == "json")
        }));
    }
    files.push(dir.join("quirks/windows-1252.xml"));
    files.push(dir.join("quirks/utf16.xml"));
    assert!(files.len() >= 9, "{files:?}");
    for file in files {
        let report = validate(&std::fs::read(&file).unwrap()).expect("a feed");
        // The extensions seed carries a namespace of its own on purpose, and
        // the windows-1252 one declares that encoding: that no vocabulary
        // here describes the one, and that UTF-8 would hold more than the
        // other, is information, not a problem.
        let found: Vec<String> = report
            .problems
            .iter()
            .filter(|p| !["namespace-unknown", "xml-encoding-legacy"].contains(&p.rule.as_str()))
            .map(ToString::to_string)
            .collect();
        assert!(found.is_empty(), "{}: {found:?}", file.display());
    }
}

#[test]
fn a_root_that_is_no_feed_is_reported_and_no_root_is_an_error() {
    let input = std::fs::read(common::fixtures_dir().join("invalid/html-page.xml")).unwrap();
    let report = validate(&input).expect("a report on the root");
    let found: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    assert_eq!(report.format, None);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("2:1: error root-element: "),
        "{found:?}"
    );
    let input = std::fs::read(common::fixtures_dir().join("invalid/empty.xml")).unwrap();
    let err = validate(&input).unwrap_err();
    assert_eq!(
        err.to_string(),
        "not a feed: the document is empty at line 1, column 1"
    );
}

#[test]
fn cli_exit_codes_and_output() {
    let bin = env!("CARGO_BIN_EXE_feedwright");
    let dir = common::fixtures_dir();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin)
            .args(args)
            .output()
            .expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let clean = dir.join("rss2/joe-ma-tech-blog.xml");
    let (code, text) = run(&["check", clean.to_str().unwrap()]);
    assert_eq!(code, Some(0));
    assert!(text.ends_with("clean (rss20, 8 items)\n"), "{text}");

    let bad = dir.join("invalid/rss2-channel-title.xml");
    let (code, text) = run(&["check", bad.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(
        text.contains(
            ": error rss2-channel-title: an RSS channel must have a title (once)\n  3:3 "
        ),
        "{text}"
    );
    let (code, text) = run(&["check", "--all", bad.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(
        text.contains(":3:3: error rss2-channel-title: an RSS channel must have a title\n"),
        "{text}"
    );
    let (code, text) = run(&["check", "--format", "json", bad.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(value["problems"][0]["rule"], "rss2-channel-title");
    assert_eq!(value["problems"][0]["position"]["line"], 3);
    assert_eq!(value["problems"][0]["severity"], "error");
    assert_eq!(
        value["problems"][0]["w3c"],
        serde_json::json!(["MissingTitle", "MissingElement"])
    );

    assert!(
        text_summary_line(&run(&["check", bad.to_str().unwrap()]).1).ends_with(
            ": 1 error, 0 warnings, 0 info (rss20, 2 items): 0 reader, 1 spec, 0 round trip"
        ),
    );
    assert!(run(&["check", bad.to_str().unwrap()])
        .1
        .ends_with(": fix first: rss2-channel-title (1)\n"));

    // Workflow commands for CI: the file, line, column and rule, escaped.
    let (code, text) = run(&["check", "--format", "github", bad.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    let file = bad
        .to_str()
        .unwrap()
        .replace(':', "%3A")
        .replace(',', "%2C");
    assert_eq!(
        text,
        format!("::error file={file},line=3,col=3,title=rss2-channel-title::an RSS channel must have a title\n")
    );

    let not_feed = dir.join("invalid/html-page.xml");
    assert_eq!(run(&["check", not_feed.to_str().unwrap()]).0, Some(1));
    let (code, text) = run(&["check", "--format", "github", not_feed.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(text.starts_with("::error file="), "{text}");
    assert!(
        text.contains(",line=2,col=1,title=root-element::"),
        "{text}"
    );
    let empty = dir.join("invalid/empty.xml");
    let (code, text) = run(&["check", "--format", "github", empty.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(text.contains(",line=1,col=1::not a feed"), "{text}");
    assert_eq!(run(&["check", "--format", "yaml", "x"]).0, Some(2));
}

/// The summary line of human output: the last but for the "fix first" hint.
fn text_summary_line(text: &str) -> &str {
    text.lines()
        .rev()
        .find(|line| !line.contains(": fix first: "))
        .unwrap_or_default()
}

#[test]
fn errors_come_before_warnings_in_human_output() {
    let bin = env!("CARGO_BIN_EXE_feedwright");
    // A warning (HTML in a plain-text title) before an error (no description).
    let feed = "<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\"><channel>\n<title>&lt;b&gt;Bold&lt;/b&gt;</title>\n<link>https://example.org/</link><atom:link rel=\"self\" href=\"https://example.org/feed\"/>\n</channel></rss>\n";
    let path = std::env::temp_dir().join(format!("feedwright-order-{}.xml", std::process::id()));
    std::fs::write(&path, feed).unwrap();
    let out = std::process::Command::new(bin)
        .args(["check", path.to_str().unwrap()])
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(
        lines[0].contains(": error rss2-channel-description:"),
        "{text}"
    );
    assert!(lines[2].contains(": warning plain-text-html:"), "{text}");
    assert!(lines[3].starts_with("  2:1 "), "{text}");
    assert!(
        lines[4].ends_with(
            ": 1 error, 1 warning, 0 info (rss20, 0 items): 0 reader, 2 spec, 0 round trip"
        ),
        "{text}"
    );
    assert!(
        lines[5].ends_with(": fix first: rss2-channel-description (1)"),
        "{text}"
    );
}

#[test]
fn every_rule_names_only_messages_the_w3c_validator_has() {
    let Some(path) = common::shared("validator/w3c/messages.json") else {
        return;
    };
    let names: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    for rule in feedwright::check::rules::RULES {
        for name in rule.w3c {
            assert!(
                names.get(name).is_some(),
                "{}: no W3C message {name}",
                rule.id
            );
        }
    }
}

#[test]
fn a_standalone_atom_entry_is_checked_as_an_entry() {
    let entry = br#"<entry xmlns="http://www.w3.org/2005/Atom">
  <id>tag:example.org,2026:1</id><title>One</title><updated>2026-06-25T00:00:00Z</updated>
  <author><name>Ann</name></author><content>What happened.</content>
</entry>"#;
    let report = feedwright::check::validate(entry).unwrap();
    let rules: Vec<&str> = report.problems.iter().map(|p| p.rule.as_str()).collect();
    assert!(
        !rules.iter().any(|r| r.starts_with("atom-feed-")),
        "{rules:?}"
    );
    assert!(report.passes(), "{rules:?}");

    // With no feed to inherit from, the entry needs an author of its own.
    let anonymous = br#"<entry xmlns="http://www.w3.org/2005/Atom">
  <id>tag:example.org,2026:1</id><title>One</title><updated>2026-06-25T00:00:00Z</updated>
  <content>What happened.</content>
</entry>"#;
    let report = feedwright::check::validate(anonymous).unwrap();
    let rules: Vec<&str> = report
        .problems
        .iter()
        .filter(|p| p.severity != feedwright::check::Severity::Info)
        .map(|p| p.rule.as_str())
        .collect();
    assert_eq!(rules, ["atom-entry-author"]);
}

#[test]
fn reduced_w3cdtf_dates_are_no_repair() {
    for date in ["2005", "2005-07", "2005-07-04", "2005-07-04T10:30Z"] {
        let doc = format!(
            r#"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://example.org/"><title>T</title><link>https://example.org/</link>
    <description>D</description><dc:date>{date}</dc:date></channel>
</rdf:RDF>"#
        );
        let parsed = feedwright::parse_with(doc.as_bytes(), &Default::default()).unwrap();
        assert!(parsed.warnings.is_empty(), "{date}: {:?}", parsed.warnings);
        assert!(parsed.channel.updated().is_some(), "{date}");
    }
    // RFC 3339 allows no such form: an Atom date-only is still a repair.
    let atom = br#"<feed xmlns="http://www.w3.org/2005/Atom"><updated>2005-07-04</updated></feed>"#;
    let parsed = feedwright::parse_with(atom, &Default::default()).unwrap();
    assert_eq!(parsed.warnings.len(), 1, "{:?}", parsed.warnings);
}

#[test]
fn a_date_in_the_wrong_form_is_one_finding() {
    let doc = br#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title><link>https://example.org/</link>
<atom:link rel="self" href="https://example.org/feed"/>
<description>D</description><pubDate>October 12, 2026</pubDate></channel></rss>"#;
    let report = feedwright::check::validate(doc).unwrap();
    let rules: Vec<&str> = report.problems.iter().map(|p| p.rule.as_str()).collect();
    assert_eq!(rules, ["rss2-date-rfc822"]);
}

#[test]
fn a_repair_the_rules_report_is_one_finding() {
    // The reader keeps a category without `term` as an extension (a repair);
    // the Atom table reports the missing attribute at the same place: one finding.
    let feed = br#"<feed xmlns="http://www.w3.org/2005/Atom">
  <title>T</title><id>tag:example.org,2026:f</id><updated>2026-06-25T00:00:00Z</updated>
  <author><name>A</name></author><link rel="self" href="https://example.org/feed"/>
  <entry><title>E</title><id>tag:example.org,2026:1</id><updated>2026-06-25T00:00:00Z</updated><link href="https://example.org/1"/>
    <category label="x"/><summary>s</summary>
  </entry>
</feed>"#;
    let report = validate(feed).unwrap();
    let found: Vec<(&str, u32)> = report
        .problems
        .iter()
        .map(|p| (p.rule.as_str(), p.position.line))
        .collect();
    assert_eq!(found, [("missing-attribute", 5)]);
}
