//! `check` on OPML: every rule of `check::opml::RULES` has a fixture in
//! tests/data/opml/invalid/ (a valid document broken once) that raises it
//! and nothing else; the valid document and the full one are clean; the
//! readers' exports give what their dates and types deserve; the command
//! line checks an OPML file as it checks a feed.

use feedwright::check::opml::{self, RULES};
use feedwright::check::ProblemKind;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/opml");

fn rules_found(path: &str) -> Vec<String> {
    let input = std::fs::read(format!("{DATA}/{path}")).unwrap();
    let report = opml::validate(&input).unwrap();
    report.problems.iter().map(|p| p.rule.clone()).collect()
}

#[test]
fn every_opml_rule_has_a_fixture_that_breaks_it_alone() {
    for rule in RULES {
        let found = rules_found(&format!("invalid/{}.opml", rule.id));
        assert!(!found.is_empty(), "{}: nothing found", rule.id);
        assert!(found.iter().all(|r| r == rule.id), "{}: {found:?}", rule.id);
    }
    // And no fixture stands for a rule that is not in the table.
    for entry in std::fs::read_dir(format!("{DATA}/invalid")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let id = name.strip_suffix(".opml").unwrap();
        assert!(RULES.iter().any(|r| r.id == id), "{name}");
    }
}

#[test]
fn valid_documents_are_clean() {
    assert_eq!(rules_found("valid.opml"), Vec::<String>::new());
    assert_eq!(rules_found("full-2.0.opml"), Vec::<String>::new());
}

#[test]
fn reader_exports_are_checked_by_the_same_rules() {
    let cases: [(&str, &[&str]); 7] = [
        ("feedly.opml", &[]),
        ("inoreader.opml", &[]),
        ("netnewswire.opml", &[]),
        // Go's RFC 1123 layout writes `UTC`, which RFC 822 does not name
        // (the reader's repair of it is this finding, not another).
        ("miniflux.opml", &["opml-date-rfc822"]),
        // An XPath scraping source is a type only FreshRSS knows.
        ("freshrss.opml", &["opml-outline-type-unknown"]),
        ("thunderbird.opml", &[]),
        // Python's `str(datetime)`, in both dates.
        ("newsblur.opml", &["opml-date-rfc822", "opml-date-rfc822"]),
    ];
    for (file, expected) in cases {
        assert_eq!(rules_found(&format!("readers/{file}")), *expected, "{file}");
    }
}

#[test]
fn a_finding_has_its_position_path_and_detail() {
    let input = std::fs::read(format!("{DATA}/invalid/opml-url.opml")).unwrap();
    let report = opml::validate(&input).unwrap();
    let problem = &report.problems[0];
    assert_eq!(problem.kind, ProblemKind::Spec);
    assert_eq!(
        problem.to_string(),
        "11:7: error opml-url: this must be an absolute URL: `xmlUrl` `feed.xml`"
    );
    assert_eq!(
        problem.path.as_deref(),
        Some("opml/body/outline/outline[1]")
    );
    assert_eq!(report.items, 3);
    assert!(!report.passes());
}

#[test]
fn validate_takes_an_opml_document_and_rejects_what_is_neither() {
    let input = std::fs::read(format!("{DATA}/invalid/opml-version.opml")).unwrap();
    let report = feedwright::check::validate(&input).unwrap();
    assert_eq!(report.problems[0].rule, "opml-version");
    let err = opml::validate(b"<rss version=\"2.0\"><channel/></rss>").unwrap_err();
    assert_eq!(
        err.to_string(),
        "not OPML: expected <opml>, found <rss> at line 1, column 1"
    );
}

#[test]
fn the_command_line_checks_opml() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .args([
            "check",
            "--format",
            "json",
            &format!("{DATA}/invalid/opml-email.opml"),
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["problems"][0]["rule"], "opml-email");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .args(["check", &format!("{DATA}/valid.opml")])
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
}
