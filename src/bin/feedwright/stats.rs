//! `feedwright stats`: what a crawl holds, for a first look at it.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use feedwright::ReadOptions;

use super::batch::{self, BatchArgs};
use super::failure::{Failure, FailureKind};
use super::input::{load, HttpArgs, Loaded};

/// The version of `stats --format json`'s shape (docs/schemas/stats.json).
const STATS_SCHEMA: &str = "feedwright/stats/1";

/// What one input was.
enum Seen {
    Feed {
        format: String,
        encoding: String,
        items: usize,
        warnings: Vec<String>,
    },
    Failed {
        source: String,
        failure: Failure,
    },
}

fn look(file: &Path, http: &HttpArgs) -> Seen {
    let source = file.display().to_string();
    let failed = |failure: Failure| Seen::Failed {
        source: source.clone(),
        failure,
    };
    let (bytes, options, response) = match load(file, http, ReadOptions::default()) {
        Ok(Loaded::Document {
            bytes,
            options,
            response,
            ..
        }) => (bytes, *options, response),
        Ok(Loaded::NotModified(_)) => {
            return failed(Failure::new(FailureKind::Fetch, "not modified (no body)"))
        }
        Ok(Loaded::Gone(_)) => return failed(Failure::new(FailureKind::Gone, "gone (410)")),
        Err(failure) => return failed(failure),
    };
    match feedwright::parse_with(&bytes, &options) {
        Ok(parsed) => Seen::Feed {
            format: parsed
                .channel
                .format
                .map_or("unknown", |f| f.code())
                .to_owned(),
            encoding: parsed
                .channel
                .encoding
                .clone()
                .unwrap_or_else(|| "-".to_owned()),
            items: parsed.channel.items.len(),
            warnings: parsed
                .warnings
                .iter()
                .map(|w| {
                    serde_json::to_value(&w.kind)
                        .ok()
                        .and_then(|v| v.get("kind").and_then(|k| k.as_str()).map(str::to_owned))
                        .unwrap_or_else(|| "warning".to_owned())
                })
                .collect(),
        },
        Err(err) => failed(Failure::reading(
            &source,
            err,
            response.as_deref(),
            bytes.len(),
        )),
    }
}

/// Counts, most first (then by name).
fn ranked(counts: &BTreeMap<String, usize>) -> Vec<(&str, usize)> {
    let mut ranked: Vec<(&str, usize)> = counts.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    ranked
}

pub(crate) fn run(inputs: &[PathBuf], http: &HttpArgs, args: &BatchArgs, json: bool) -> ExitCode {
    let seen = batch::collect(inputs, args, |file| look(file, http));
    let mut formats = BTreeMap::new();
    let mut encodings = BTreeMap::new();
    let mut warnings = BTreeMap::new();
    let mut feeds_with_warnings = 0usize;
    let mut items = 0usize;
    let mut feeds = 0usize;
    let mut failures = Vec::new();
    for one in &seen {
        match one {
            Seen::Feed {
                format,
                encoding,
                items: n,
                warnings: kinds,
            } => {
                feeds += 1;
                items += n;
                *formats.entry(format.clone()).or_insert(0) += 1;
                *encodings.entry(encoding.clone()).or_insert(0) += 1;
                feeds_with_warnings += usize::from(!kinds.is_empty());
                for kind in kinds {
                    *warnings.entry(kind.clone()).or_insert(0) += 1;
                }
            }
            Seen::Failed { source, failure } => failures.push((source.as_str(), failure)),
        }
    }
    let mut out = io::stdout().lock();
    let written = if json {
        let to_object = |counts: &BTreeMap<String, usize>| -> serde_json::Value {
            ranked(counts)
                .into_iter()
                .map(|(k, v)| serde_json::json!({ "name": k, "count": v }))
                .collect()
        };
        let value = serde_json::json!({
            "schema": STATS_SCHEMA,
            "inputs": seen.len(),
            "feeds": feeds,
            "items": items,
            "formats": to_object(&formats),
            "encodings": to_object(&encodings),
            "feeds_with_warnings": feeds_with_warnings,
            "warnings": to_object(&warnings),
            "failures": failures
                .iter()
                .map(|(source, failure)| failure.to_json(source))
                .collect::<Vec<_>>(),
        });
        serde_json::to_writer_pretty(&mut out, &value)
            .map_err(io::Error::from)
            .and_then(|()| writeln!(out))
    } else {
        human(
            &mut out,
            seen.len(),
            feeds,
            items,
            &formats,
            &encodings,
            feeds_with_warnings,
            &warnings,
            &failures,
        )
    };
    if let Err(err) = written {
        if err.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("feedwright: cannot write output: {err}");
        }
    }
    failures
        .iter()
        .map(|(_, failure)| failure.status())
        .max()
        .unwrap_or_default()
        .exit_code()
}

#[allow(clippy::too_many_arguments)]
fn human(
    out: &mut impl Write,
    inputs: usize,
    feeds: usize,
    items: usize,
    formats: &BTreeMap<String, usize>,
    encodings: &BTreeMap<String, usize>,
    feeds_with_warnings: usize,
    warnings: &BTreeMap<String, usize>,
    failures: &[(&str, &Failure)],
) -> io::Result<()> {
    writeln!(out, "inputs:    {inputs}")?;
    writeln!(out, "feeds:     {feeds} ({items} items)")?;
    writeln!(out, "formats:")?;
    for (name, count) in ranked(formats) {
        writeln!(out, "  {count:>6}  {name}")?;
    }
    writeln!(out, "encodings:")?;
    for (name, count) in ranked(encodings) {
        writeln!(out, "  {count:>6}  {name}")?;
    }
    writeln!(
        out,
        "warnings:  in {feeds_with_warnings} feeds; most raised:"
    )?;
    for (name, count) in ranked(warnings).into_iter().take(15) {
        writeln!(out, "  {count:>6}  {name}")?;
    }
    writeln!(out, "failures:  {}", failures.len())?;
    for (source, failure) in failures {
        let line = failure.line(source);
        let line = line.strip_prefix("feedwright: ").unwrap_or(&line);
        let line: String = line.split_whitespace().collect::<Vec<_>>().join(" ");
        writeln!(out, "  {line}")?;
    }
    Ok(())
}
