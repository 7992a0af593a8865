//! Runs Python feedparser's date vectors (shared conformance data) through
//! `date::parse`: every row's input, converted to UTC, must give its expected
//! instant, and rows expecting nothing must give `None`.

use std::path::Path;

use chrono::Utc;
use feedwright::date;
use serde_json::Value;

const VECTORS: &str = "../shared/conformance/feedparser/dates.json";

/// Rows no single parsing chain can satisfy, with why. feedparser tests each
/// handler alone; here one chain reads every form, so where two handlers
/// disagree about the same shape one row has to give way.
const CONFLICTS: &[(&str, &str)] = &[(
    "03335",
    "YYDDD (two-digit year + ordinal) has the same shape as \"22013\", which \
     the W3CDTF row requires to be refused; bare five-digit numbers are refused",
)];

#[test]
fn feedparser_date_vectors() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(VECTORS);
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("skipping: {VECTORS} not found");
        return;
    };
    let rows: Vec<Value> = serde_json::from_str(&text).expect("dates.json is a JSON list");
    let mut mismatches = Vec::new();
    let mut passed = 0;
    for row in &rows {
        let expected = row["expected"].as_str();
        // A null input has nothing to parse; it can only expect nothing.
        let got = row["input"].as_str().and_then(|input| {
            date::parse(input).map(|p| {
                p.value
                    .with_timezone(&Utc)
                    .format("%Y-%m-%dT%H:%M:%SZ")
                    .to_string()
            })
        });
        let input = &row["input"];
        if got.as_deref() == expected {
            passed += 1;
        } else if let Some((_, why)) = CONFLICTS.iter().find(|(i, _)| input == i) {
            println!("known conflict {input}: {why}");
        } else {
            mismatches.push(format!(
                "input {input}: expected {expected:?}, got {got:?} ({})",
                row["test"]
            ));
        }
    }
    println!("{passed} of {} rows pass", rows.len());
    assert!(
        mismatches.is_empty(),
        "{} date vectors mismatch:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}
