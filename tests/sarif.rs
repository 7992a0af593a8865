//! `feedwright check --format sarif` against the official SARIF 2.1.0 JSON
//! schema (tests/data/sarif/): a feed with problems, a clean one, a
//! document that is no feed, and many inputs in one run.

mod common;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn sarif(args: &[&str]) -> (Option<i32>, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .args(["check", "--format", "sarif"])
        .args(args)
        .output()
        .expect("runs");
    let log = serde_json::from_slice(&out.stdout).unwrap_or_else(|err| {
        panic!(
            "{err}: {}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out.status.code(), log)
}

/// Fails with every schema violation when `log` is not valid SARIF 2.1.0.
fn assert_valid_sarif(log: &Value) {
    let schema_path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sarif/sarif-schema-2.1.0.json");
    let schema: Value = serde_json::from_slice(&std::fs::read(schema_path).unwrap()).unwrap();
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .expect("the SARIF schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(log)
        .map(|err| format!("{}: {err}", err.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "not SARIF 2.1.0:\n{}\n{log:#}",
        errors.join("\n")
    );
}

fn fixture(path: &str) -> String {
    common::fixtures_dir()
        .join(path)
        .to_str()
        .unwrap()
        .to_owned()
}

/// The rule ids of the run's results.
fn rule_ids(log: &Value) -> Vec<&str> {
    log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ruleId"].as_str().unwrap())
        .collect()
}

#[test]
fn the_schema_rejects_what_is_not_sarif() {
    // The validator is no rubber stamp: a log without its version fails.
    let (_, mut log) = sarif(&[&fixture("rss2/joe-ma-tech-blog.xml")]);
    log.as_object_mut().unwrap().remove("version");
    let schema_path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sarif/sarif-schema-2.1.0.json");
    let schema: Value = serde_json::from_slice(&std::fs::read(schema_path).unwrap()).unwrap();
    assert!(!jsonschema::is_valid(&schema, &log));
}

#[test]
fn a_feed_with_problems() {
    let file = fixture("invalid/rss2-enclosure-attributes.xml");
    let (code, log) = sarif(&[&file]);
    assert_eq!(code, Some(1));
    assert_valid_sarif(&log);
    assert_eq!(log["version"], "2.1.0");
    let runs = log["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 1);
    let driver = &runs[0]["tool"]["driver"];
    assert_eq!(driver["name"], "feedwright");
    assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
    assert!(driver["informationUri"]
        .as_str()
        .unwrap()
        .starts_with("https://"));

    // One finding per attribute the enclosure lacks.
    assert_eq!(
        rule_ids(&log),
        ["rss2-enclosure-attributes", "rss2-enclosure-attributes"]
    );
    let result = &runs[0]["results"][0];
    assert_eq!(result["level"], "error");
    assert_eq!(
        result["message"]["text"],
        "an RSS enclosure must have a url, a length in bytes and a type: `enclosure` needs a `length` attribute"
    );
    let location = &result["locations"][0]["physicalLocation"];
    assert_eq!(location["artifactLocation"]["uri"], file.as_str());
    assert_eq!(location["region"]["startLine"], 15);
    assert_eq!(location["region"]["startColumn"], 7);

    // The result's rule is described in the driver, at the index it gives.
    let index = result["ruleIndex"].as_u64().unwrap() as usize;
    let rule = &driver["rules"][index];
    assert_eq!(rule["id"], "rss2-enclosure-attributes");
    assert_eq!(rule["defaultConfiguration"]["level"], "error");
    assert_eq!(rule["properties"]["spec"], "RSS 2.0: <enclosure>");
    assert_eq!(
        rule["properties"]["w3c"],
        serde_json::json!(["MissingAttribute"])
    );
    assert!(rule["help"]["text"]
        .as_str()
        .unwrap()
        .contains("W3C Feed Validation Service: MissingAttribute"));
}

#[test]
fn many_findings_of_a_rule_count_the_omitted() {
    let mut doc = String::from(
        r#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>t</title><link>http://x/</link><atom:link rel="self" href="http://x/feed"/><description>d</description>"#,
    );
    for i in 0..150 {
        doc.push_str(&format!("<item><guid>http://x/{i}</guid></item>"));
    }
    doc.push_str("</channel></rss>");
    let path = std::env::temp_dir().join(format!("feedwright-sarif-{}.xml", std::process::id()));
    std::fs::write(&path, doc).unwrap();
    let (code, log) = sarif(&[path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(1));
    assert_valid_sarif(&log);
    assert_eq!(rule_ids(&log).len(), feedwright::check::MAX_PER_RULE);
    let omitted = &log["runs"][0]["properties"]["omitted"][0];
    assert_eq!(omitted["ruleId"], "rss2-item-title-or-description");
    assert_eq!(omitted["count"], 50);
}

#[test]
fn a_clean_feed() {
    let (code, log) = sarif(&[&fixture("rss2/joe-ma-tech-blog.xml")]);
    assert_eq!(code, Some(0));
    assert_valid_sarif(&log);
    assert!(rule_ids(&log).is_empty());
    // Every rule is described, so a tool can show what was checked.
    let rules = log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .unwrap();
    assert_eq!(rules.len(), feedwright::check::rules::RULES.len());
}

#[test]
fn a_document_that_is_no_feed_is_a_result() {
    let file = fixture("invalid/empty.xml");
    let (code, log) = sarif(&[&file]);
    assert_eq!(code, Some(1));
    assert_valid_sarif(&log);
    assert_eq!(rule_ids(&log), ["not-a-feed"]);
    let result = &log["runs"][0]["results"][0];
    assert_eq!(result["level"], "error");
    // The position is the region's; the message says what, not where.
    assert_eq!(
        result["message"]["text"],
        "not a feed: the document is empty"
    );
    let region = &result["locations"][0]["physicalLocation"]["region"];
    assert_eq!(region["startLine"], 1);
    assert_eq!(region["startColumn"], 1);
}

#[test]
fn many_inputs_make_one_log_with_one_run() {
    let bad = fixture("invalid/rss2-channel-title.xml");
    let clean = fixture("atom/latest-posts.xml");
    let not_feed = fixture("invalid/empty.xml");
    let missing = fixture("invalid/no-such-file.xml");
    let (code, log) = sarif(&[&bad, &clean, &not_feed, &missing]);
    // A file that cannot be read is an I/O error: the worst status wins.
    assert_eq!(code, Some(2));
    assert_valid_sarif(&log);
    assert_eq!(log["runs"].as_array().unwrap().len(), 1);
    assert_eq!(
        rule_ids(&log),
        ["rss2-channel-title", "not-a-feed", "input-unreadable"]
    );
    let uris: Vec<&str> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                .as_str()
                .unwrap()
        })
        .collect();
    assert_eq!(uris, [bad.as_str(), not_feed.as_str(), missing.as_str()]);
}
