//! Reads criterion's results (`target/criterion/**/new/`) and prints, per
//! benchmark group (a corpus), the median over its documents of each
//! same-run time ratio, as Markdown tables for BENCHMARKS.md.
//!
//! `report [--per-doc] [CRITERION_DIR]`

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// One benchmark's median time (ns) and input size, and when it was taken.
struct Measurement {
    nanos: f64,
    bytes: Option<f64>,
    taken: Option<SystemTime>,
}

/// How far apart the measurements of one document may be taken and still be
/// of one run: criterion keeps the result of a benchmark that a later run no
/// longer has (a parser that stopped reading a document), and a ratio must
/// be of the same run.
const SAME_RUN: Duration = Duration::from_secs(600);

/// group -> document -> parser -> measurement
type Results = BTreeMap<String, BTreeMap<String, BTreeMap<String, Measurement>>>;

fn collect(dir: &Path, out: &mut Results) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if !path.is_dir() {
            continue;
        }
        if path.file_name().is_some_and(|n| n == "new") {
            if let Some((group, function, doc, m)) = read_one(&path) {
                out.entry(group)
                    .or_default()
                    .entry(doc)
                    .or_default()
                    .insert(function, m);
            }
        } else {
            collect(&path, out);
        }
    }
}

fn read_json(path: &Path) -> Option<serde_json::Value> {
    serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()
}

fn read_one(dir: &Path) -> Option<(String, String, String, Measurement)> {
    let bench = read_json(&dir.join("benchmark.json"))?;
    let estimates = read_json(&dir.join("estimates.json"))?;
    let group = bench.get("group_id")?.as_str()?.to_owned();
    let function = bench.get("function_id")?.as_str()?.to_owned();
    let doc = bench.get("value_str")?.as_str()?.to_owned();
    let nanos = estimates.get("median")?.get("point_estimate")?.as_f64()?;
    let bytes = bench
        .get("throughput")
        .and_then(|t| t.get("Bytes"))
        .and_then(serde_json::Value::as_f64);
    let taken = std::fs::metadata(dir.join("estimates.json"))
        .and_then(|m| m.modified())
        .ok();
    Some((
        group,
        function,
        doc,
        Measurement {
            nanos,
            bytes,
            taken,
        },
    ))
}

/// Drops, per document, the measurements older than its newest by more
/// than `SAME_RUN`: left over from a run in which a parser still read it.
fn keep_latest_run(results: &mut Results) {
    for docs in results.values_mut() {
        for parsers in docs.values_mut() {
            let Some(newest) = parsers.values().filter_map(|m| m.taken).max() else {
                continue;
            };
            parsers.retain(|_, m| {
                m.taken
                    .is_none_or(|t| newest.duration_since(t).is_ok_and(|d| d <= SAME_RUN))
            });
        }
    }
}

fn median(mut values: Vec<f64>) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(f64::total_cmp);
    let mid = values.len() / 2;
    Some(if values.len().is_multiple_of(2) {
        (values[mid - 1] + values[mid]) / 2.0
    } else {
        values[mid]
    })
}

/// `numerator`'s time over `denominator`'s, per document where both ran.
fn ratios(
    docs: &BTreeMap<String, BTreeMap<String, Measurement>>,
    numerator: &str,
    denominator: &str,
) -> Vec<f64> {
    docs.values()
        .filter_map(|p| Some(p.get(numerator)?.nanos / p.get(denominator)?.nanos))
        .collect()
}

/// The comparisons that the targets are stated in: (numerator, denominator, meaning).
const PARSE_RATIOS: [(&str, &str, &str); 4] = [
    (
        "feedwright",
        "quick-xml",
        "feedwright time / bare quick-xml loop time (target <= 1.3)",
    ),
    (
        "feed-rs",
        "feedwright",
        "feed-rs time / feedwright time (target >= 2.5)",
    ),
    (
        "rss",
        "feedwright",
        "rss time / feedwright time, on the files rss reads (target >= 1.5)",
    ),
    (
        "atom_syndication",
        "feedwright",
        "atom_syndication time / feedwright time, on the files it reads (target >= 1.3)",
    ),
];

const WRITE_RATIOS: [(&str, &str, &str); 2] = [
    (
        "rss",
        "feedwright-rss",
        "rss write_to time / feedwright compact RSS write time (target >= 1.5)",
    ),
    (
        "atom_syndication",
        "feedwright-atom",
        "atom_syndication write_to time / feedwright compact Atom write time (target >= 1.5)",
    ),
];

fn main() {
    let mut per_doc = false;
    let mut dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/target/criterion"));
    for arg in std::env::args().skip(1) {
        if arg == "--per-doc" {
            per_doc = true;
        } else {
            dir = PathBuf::from(arg);
        }
    }
    let mut results = Results::new();
    collect(&dir, &mut results);
    keep_latest_run(&mut results);
    if results.is_empty() {
        eprintln!("no criterion results under {}", dir.display());
        std::process::exit(1);
    }
    for (group, docs) in &results {
        let table: &[(&str, &str, &str)] = if group.starts_with("write") {
            &WRITE_RATIOS
        } else {
            &PARSE_RATIOS
        };
        println!("### {group} ({} documents)\n", docs.len());
        println!("| ratio | median | min | max | documents |");
        println!("|---|---:|---:|---:|---:|");
        for (num, den, meaning) in table {
            let r = ratios(docs, num, den);
            let n = r.len();
            let min = r.iter().copied().fold(f64::INFINITY, f64::min);
            let max = r.iter().copied().fold(0.0, f64::max);
            if let Some(m) = median(r) {
                println!("| {meaning} | {m:.2} | {min:.2} | {max:.2} | {n} |");
            }
        }
        // Aggregate throughput: total bytes over total time, per parser.
        let mut totals: BTreeMap<&str, (f64, f64)> = BTreeMap::new();
        for parsers in docs.values() {
            for (name, m) in parsers {
                let t = totals.entry(name).or_default();
                t.0 += m.bytes.unwrap_or(0.0);
                t.1 += m.nanos;
            }
        }
        println!("\n| parser | documents | MiB/s over them (total bytes / total median time) |");
        println!("|---|---:|---:|");
        for (name, (bytes, nanos)) in &totals {
            let count = docs.values().filter(|p| p.contains_key(*name)).count();
            let mibs = bytes / nanos * 1e9 / (1024.0 * 1024.0);
            println!("| {name} | {count} | {mibs:.1} |");
        }
        if per_doc {
            let names: Vec<&str> = totals.keys().copied().collect();
            println!("\n| document | {} |", names.join(" MiB/s | ") + " MiB/s");
            println!("|---|{}", "---:|".repeat(names.len()));
            for (doc, parsers) in docs {
                let cells: Vec<String> = names
                    .iter()
                    .map(|n| match parsers.get(*n) {
                        Some(Measurement {
                            nanos,
                            bytes: Some(b),
                            ..
                        }) => {
                            format!("{:.1}", b / nanos * 1e9 / (1024.0 * 1024.0))
                        }
                        _ => "-".to_owned(),
                    })
                    .collect();
                println!("| {doc} | {} |", cells.join(" | "));
            }
        }
        println!();
    }
}
