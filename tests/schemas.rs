//! The command line's JSON outputs hold to the JSON Schemas in
//! docs/schemas/: every fixture's output in every JSON format (and, when
//! `../shared` is beside the repository, every real feed's), each checked
//! against the schema its own `schema` member names. The model's schema,
//! parse.json, is generated from the types (`schemars`), so it cannot drift
//! from them: `UPDATE_SCHEMAS=1` rewrites it after a change to the model.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn schemas_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/schemas")
}

/// The schema of `parse --format json`: the model's, as it serializes,
/// with the `schema` member the command line adds.
fn parse_schema() -> Value {
    let generator = schemars::generate::SchemaSettings::draft2020_12()
        .for_serialize()
        .into_generator();
    let schema = generator.into_root_schema_for::<feedwright::Channel>();
    let mut value = serde_json::to_value(schema).expect("a schema serializes");
    value["title"] = "feedwright/parse/1".into();
    value["description"] = "`feedwright parse --format json`: the model of one feed, as it \
        serializes (an input that gave no feed prints feedwright/error/1 instead). \
        Generated from the types by tests/schemas.rs."
        .into();
    let properties = value["properties"].as_object_mut().expect("properties");
    properties.insert(
        "schema".into(),
        serde_json::json!({ "const": "feedwright/parse/1" }),
    );
    properties.insert(
        "source".into(),
        serde_json::json!({ "type": "string", "description": "With --jsonl: the input." }),
    );
    value["required"]
        .as_array_mut()
        .get_or_insert(&mut Vec::new())
        .push("schema".into());
    value
}

#[test]
fn the_parse_schema_is_the_models() {
    let path = schemas_dir().join("parse.json");
    let generated = serde_json::to_string_pretty(&parse_schema()).unwrap() + "\n";
    if std::env::var_os("UPDATE_SCHEMAS").is_some() {
        std::fs::write(&path, &generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/schemas/parse.json differs from the model's schema: run UPDATE_SCHEMAS=1 cargo test --test schemas"
    );
}

/// Every JSON document on stdout of `feedwright ARGS`.
fn outputs(args: &[&str]) -> Vec<Value> {
    let out = Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .args(args)
        .output()
        .expect("the binary runs");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    serde_json::Deserializer::from_str(&text)
        .into_iter::<Value>()
        .map(|v| v.expect("JSON"))
        .collect()
}

/// Validates each document against the schema its `schema` member names;
/// returns how many were validated of each schema.
fn validate_all(documents: &[Value]) -> std::collections::BTreeMap<String, usize> {
    let mut validators = std::collections::BTreeMap::new();
    let mut counts = std::collections::BTreeMap::new();
    let mut failures = Vec::new();
    for document in documents {
        let name = document["schema"]
            .as_str()
            .unwrap_or_else(|| panic!("no schema member: {document}"))
            .to_owned();
        let validator = validators.entry(name.clone()).or_insert_with(|| {
            let file = name
                .strip_prefix("feedwright/")
                .and_then(|rest| rest.strip_suffix("/1"))
                .unwrap_or_else(|| panic!("unknown schema {name}"));
            let text = std::fs::read(schemas_dir().join(format!("{file}.json"))).unwrap();
            let schema: Value = serde_json::from_slice(&text).unwrap();
            jsonschema::validator_for(&schema).expect("a valid schema")
        });
        for error in validator.iter_errors(document) {
            if failures.len() < 20 {
                let source = document["source"].as_str().unwrap_or("?");
                failures.push(format!(
                    "{source} ({name}): {error} at {}",
                    error.instance_path()
                ));
            }
        }
        *counts.entry(name).or_insert(0) += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    counts
}

/// The inputs: the fixtures, and the real feeds when `../shared` is there.
fn inputs() -> Vec<String> {
    let mut inputs = vec![common::fixtures_dir().to_string_lossy().into_owned()];
    if let Some(dir) = common::shared("realworld/files") {
        inputs.push(dir.to_string_lossy().into_owned());
    }
    inputs
}

fn run_over_inputs(head: &[&str]) -> Vec<Value> {
    let inputs = inputs();
    let mut args: Vec<&str> = head.to_vec();
    args.extend(inputs.iter().map(String::as_str));
    outputs(&args)
}

#[test]
fn parse_outputs_hold_to_their_schemas() {
    for format in ["json", "feedparser"] {
        let documents = run_over_inputs(&["parse", "--jsonl", "--format", format]);
        let counts = validate_all(&documents);
        let own = format!(
            "feedwright/{}/1",
            if format == "json" { "parse" } else { format }
        );
        assert!(counts.get(&own).copied().unwrap_or(0) > 100, "{counts:?}");
        assert!(counts.contains_key("feedwright/error/1"), "{counts:?}");
    }
}

#[test]
fn check_outputs_hold_to_their_schemas() {
    let documents = run_over_inputs(&["check", "--jsonl", "--format", "json"]);
    let counts = validate_all(&documents);
    assert!(counts["feedwright/check/1"] > 100, "{counts:?}");
    assert!(counts.contains_key("feedwright/error/1"), "{counts:?}");
}

#[test]
fn stats_output_holds_to_its_schema() {
    let documents = run_over_inputs(&["stats", "--format", "json"]);
    assert_eq!(documents.len(), 1);
    assert!(!documents[0]["failures"].as_array().unwrap().is_empty());
    validate_all(&documents);
}

#[test]
fn the_schemas_reject_what_is_not_their_shape() {
    let document = &outputs(&[
        "check",
        "--format",
        "json",
        &common::fixtures_dir()
            .join("invalid/rss2-channel-title.xml")
            .to_string_lossy(),
    ])[0];
    validate_all(std::slice::from_ref(document));
    let text = std::fs::read(schemas_dir().join("check.json")).unwrap();
    let validator = jsonschema::validator_for(&serde_json::from_slice(&text).unwrap()).unwrap();
    let mut renamed = document.clone();
    renamed["problems"][0]["severity"] = "fatal".into();
    assert!(!validator.is_valid(&renamed));
    let mut extra = document.clone();
    extra["unexpected"] = true.into();
    assert!(!validator.is_valid(&extra));
}

#[test]
fn subscription_outputs_hold_to_their_schemas() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/opml");
    let mut lists: Vec<String> =
        common::files_where(&data, |p| p.extension().is_some_and(|e| e == "opml"))
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
    lists.push(missing_file());
    let mut args = vec!["opml", "list", "--format", "json"];
    args.extend(lists.iter().map(String::as_str));
    let counts = validate_all(&outputs(&args));
    assert!(counts["feedwright/opml-subscription/1"] > 20, "{counts:?}");
    assert!(counts.contains_key("feedwright/error/1"), "{counts:?}");

    let page = std::env::temp_dir().join(format!("feedwright-schemas-{}.html", std::process::id()));
    std::fs::write(
        &page,
        r#"<html><head><link rel="alternate" type="application/rss+xml" title="Feed" href="/feed.xml">
        <base href="https://example.org/blog/"></head><body><a href="atom.xml">Atom</a></body></html>"#,
    )
    .unwrap();
    let page_name = page.to_string_lossy().into_owned();
    let found = outputs(&["discover", "--format", "json", &page_name]);
    let missing = outputs(&["discover", "--format", "json", &missing_file()]);
    let _ = std::fs::remove_file(&page);
    let counts = validate_all(&[found, missing].concat());
    assert_eq!(counts["feedwright/discover/1"], 1, "{counts:?}");
    assert_eq!(counts["feedwright/error/1"], 1, "{counts:?}");
}

fn missing_file() -> String {
    std::env::temp_dir()
        .join(format!("feedwright-schemas-{}-absent", std::process::id()))
        .to_string_lossy()
        .into_owned()
}
