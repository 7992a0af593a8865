//! The command line's contract with the tools that call it, per
//! subcommand: the exit status (0 every input gave its result, 1 some input
//! failed or, for `check`, has findings that fail the run, 2 a usage or I/O
//! error), and one shape for an input that gave no result, on stdout in
//! every JSON format: `{"schema", "source", "error": {"kind", "message",
//! "position"}}`, the message never naming the input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn fixture(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(rel)
        .to_string_lossy()
        .into_owned()
}

/// `text` in a file of its own for this test.
fn file(name: &str, text: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("feedwright-contract-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

fn missing() -> String {
    std::env::temp_dir()
        .join(format!(
            "feedwright-contract-{}-absent.xml",
            std::process::id()
        ))
        .to_string_lossy()
        .into_owned()
}

/// Every JSON document printed on stdout (pretty or one per line).
fn documents(out: &Output) -> Vec<Value> {
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    serde_json::Deserializer::from_str(&text)
        .into_iter::<Value>()
        .map(|v| v.unwrap_or_else(|e| panic!("{e}: {text}")))
        .collect()
}

/// Holds `value` to the error object's shape, for `source`, of `kind`.
fn assert_error_object(value: &Value, source: &str, kind: &str) {
    let object = value.as_object().expect("an object");
    let keys: Vec<&str> = object.keys().map(String::as_str).collect();
    assert_eq!(keys, ["error", "schema", "source"], "{value}");
    assert_eq!(value["schema"], "feedwright/error/1");
    assert_eq!(value["source"], source);
    let error = value["error"].as_object().expect("error is an object");
    let keys: Vec<&str> = error.keys().map(String::as_str).collect();
    assert_eq!(keys, ["kind", "message", "position"], "{value}");
    assert_eq!(error["kind"], kind, "{value}");
    let message = error["message"].as_str().unwrap();
    assert!(!message.is_empty());
    assert!(
        !message.contains(source),
        "the message repeats the source: {value}"
    );
    match &error["position"] {
        Value::Null => {}
        Value::Object(at) => {
            for key in ["line", "column", "offset"] {
                assert!(at[key].is_u64(), "{value}");
            }
        }
        other => panic!("position is {other}"),
    }
}

fn code(out: &Output) -> Option<i32> {
    out.status.code()
}

#[test]
fn parse_exits_0_1_2_and_prints_the_error_object() {
    let feed = fixture("rss2/joe-ma-tech-blog.xml");
    let no_feed = fixture("invalid/html-page.xml");
    let absent = missing();
    assert_eq!(code(&run(&["parse", &feed])), Some(0));
    for format in ["json", "feedparser"] {
        let out = run(&["parse", "--format", format, &feed]);
        assert_eq!(code(&out), Some(0));
        let schema = format!(
            "feedwright/{}/1",
            if format == "json" { "parse" } else { format }
        );
        assert_eq!(documents(&out)[0]["schema"], schema.as_str());

        let out = run(&["parse", "--format", format, &no_feed]);
        assert_eq!(code(&out), Some(1));
        assert_error_object(&documents(&out)[0], &no_feed, "unknown-format");
        assert!(String::from_utf8_lossy(&out.stderr).contains(&no_feed));

        let out = run(&["parse", "--format", format, &absent]);
        assert_eq!(code(&out), Some(2), "a missing file is an I/O error");
        assert_error_object(&documents(&out)[0], &absent, "io");
    }
    // The summary prints nothing on stdout for a failure; stderr says why.
    let out = run(&["parse", &no_feed]);
    assert_eq!(code(&out), Some(1));
    assert!(out.stdout.is_empty());
    // The worst status wins: a missing file among feeds and no feeds.
    let out = run(&[
        "parse", "--jsonl", "--format", "json", &feed, &no_feed, &absent,
    ]);
    assert_eq!(code(&out), Some(2));
    let lines = documents(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["source"], feed.as_str());
    assert_error_object(&lines[1], &no_feed, "unknown-format");
    assert_error_object(&lines[2], &absent, "io");
}

#[test]
fn a_flag_that_would_do_nothing_is_a_usage_error() {
    let feed = fixture("rss2/joe-ma-tech-blog.xml");
    for args in [
        &["parse", "--jsonl", feed.as_str()][..],
        &["convert", "--to", "atom", "--jsonl", feed.as_str()],
        &["check", "--jsonl", feed.as_str()],
        &["check", "--format", "github", "--jsonl", feed.as_str()],
        &["check", "--format", "markdown", feed.as_str()],
        &["check", "--rules", feed.as_str()],
        &["parse"],
        &["parse", "--format", "yaml", feed.as_str()],
    ] {
        let out = run(args);
        assert_eq!(code(&out), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn convert_exits_as_parse_does() {
    let feed = fixture("rss2/joe-ma-tech-blog.xml");
    let out = run(&["convert", "--to", "json", &feed]);
    assert_eq!(code(&out), Some(0));
    assert_eq!(documents(&out)[0]["items"].as_array().unwrap().len(), 8);
    assert_eq!(
        code(&run(&[
            "convert",
            "--to",
            "atom",
            &fixture("invalid/empty.xml")
        ])),
        Some(1)
    );
    let out = run(&["convert", "--to", "atom", &missing()]);
    assert_eq!(code(&out), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn check_fails_on_errors_and_prints_the_error_object() {
    let clean = fixture("rss2/joe-ma-tech-blog.xml");
    let broken = fixture("invalid/rss2-channel-title.xml");
    let no_feed = fixture("invalid/html-page.xml");
    let absent = missing();
    let warned = file(
        "warned.xml",
        "<rss version=\"2.0\"><channel><title>&lt;b&gt;B&lt;/b&gt;</title>\
         <link>https://example.org/</link><description>D</description></channel></rss>",
    );
    let warned = warned.to_string_lossy().into_owned();

    assert_eq!(code(&run(&["check", &clean])), Some(0));
    assert_eq!(code(&run(&["check", &broken])), Some(1));
    assert_eq!(code(&run(&["check", &warned])), Some(0));
    for (fail_on, expected) in [("error", 0), ("warning", 1), ("info", 1)] {
        let out = run(&["check", "--fail-on", fail_on, &warned]);
        assert_eq!(code(&out), Some(expected), "--fail-on {fail_on}");
    }

    let out = run(&["check", "--format", "json", &clean]);
    let report = &documents(&out)[0];
    assert_eq!(report["schema"], "feedwright/check/1");
    assert_eq!(report["source"], clean.as_str());

    let out = run(&["check", "--format", "json", &absent]);
    assert_eq!(code(&out), Some(2));
    assert_error_object(&documents(&out)[0], &absent, "io");

    // A root that is no feed's is a finding; no root at all, a failure.
    let out = run(&["check", "--format", "json", &no_feed]);
    assert_eq!(code(&out), Some(1));
    assert_eq!(documents(&out)[0]["problems"][0]["rule"], "root-element");
    let empty = fixture("invalid/empty.xml");
    let out = run(&["check", "--format", "json", &empty]);
    assert_eq!(code(&out), Some(1));
    assert_error_object(&documents(&out)[0], &empty, "empty");

    // Human and GitHub output: the failure on stderr, the status the same.
    for format in ["human", "github", "sarif"] {
        let out = run(&["check", "--format", format, &absent]);
        assert_eq!(code(&out), Some(2), "{format}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(&absent));
    }
    let _ = std::fs::remove_file(&warned);
}

#[test]
fn stats_lists_failures_in_the_same_shape() {
    let feed = fixture("rss2/joe-ma-tech-blog.xml");
    let no_feed = fixture("invalid/unknown-root.xml");
    let out = run(&["stats", "--format", "json", &feed]);
    assert_eq!(code(&out), Some(0));
    assert_eq!(documents(&out)[0]["schema"], "feedwright/stats/1");

    let out = run(&["stats", "--format", "json", &feed, &no_feed]);
    assert_eq!(code(&out), Some(1));
    let stats = &documents(&out)[0];
    assert_error_object(&stats["failures"][0], &no_feed, "unknown-format");

    let absent = missing();
    let out = run(&["stats", "--format", "json", &absent]);
    assert_eq!(code(&out), Some(2));
    assert_error_object(&documents(&out)[0]["failures"][0], &absent, "io");
}

#[test]
fn parsing_the_fixtures_fails_only_for_the_documents_meant_to_fail() {
    let dir = fixture("");
    let out = run(&["parse", "--jsonl", "--format", "json", &dir]);
    let lines = documents(&out);
    let mut failed: Vec<String> = lines
        .iter()
        .filter(|line| line["schema"] == "feedwright/error/1")
        .map(|line| {
            let source = line["source"].as_str().unwrap();
            source.rsplit('/').next().unwrap().to_owned()
        })
        .collect();
    failed.sort();
    // The documents of fixtures/invalid/ that hold no feed: four, the
    // JSON Feed that lacks its version and the RSS whose root is misnamed
    // (`check` reads both to say so; to the reader they are no feed, as an
    // API's response is not).
    assert_eq!(
        failed,
        [
            "empty.xml",
            "html-page.xml",
            "json-feed-version.json",
            "json.xml",
            "root-element.xml",
            "unknown-root.xml"
        ]
    );
    assert!(lines.len() > 100, "{} inputs", lines.len());
    assert_eq!(code(&out), Some(1));
}
