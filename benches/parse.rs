//! Parse throughput (bytes/s) over every fixture, through `parse` and
//! through `FeedReader` on a buffered reader; and the date parser over
//! every date of the real feeds in `../shared/realworld` (when present).
//! Comparisons with other crates belong in a separate bench crate, so that
//! they stay out of our dependencies.

use std::hint::black_box;
use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn fixtures() -> Vec<(String, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut out = Vec::new();
    for dir in ["rss2", "rss1", "rss09", "atom", "quirks"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "xml") {
                if let Ok(bytes) = std::fs::read(&path) {
                    out.push((
                        format!("{dir}/{}", entry.file_name().to_string_lossy()),
                        bytes,
                    ));
                }
            }
        }
    }
    out.sort();
    out
}

fn parse(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse");
    for (name, bytes) in fixtures() {
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(&name, |b| b.iter(|| feedwright::parse(black_box(&bytes))));
    }
    group.finish();
}

fn stream(c: &mut Criterion) {
    let mut group = c.benchmark_group("feed_reader");
    for (name, bytes) in fixtures() {
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_function(&name, |b| {
            b.iter(|| {
                let reader =
                    feedwright::FeedReader::new(std::io::BufReader::new(black_box(&bytes[..])));
                reader
                    .map(|r| r.filter_map(Result::ok).count())
                    .unwrap_or(0)
            })
        });
    }
    group.finish();
}

/// The date strings of the real-feed corpus, as the reader found them: the
/// channels' and items' dates and their Dublin Core ones.
fn realworld_dates() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/realworld/files");
    let Ok(entries) = std::fs::read_dir(&root) else {
        return Vec::new();
    };
    let mut dates = Vec::new();
    for entry in entries.flatten() {
        let Ok(channel) = std::fs::read(entry.path()).map(|bytes| feedwright::parse(&bytes)) else {
            continue;
        };
        let Ok(channel) = channel else { continue };
        let mut stamps: Vec<&feedwright::Timestamp> = Vec::new();
        stamps.extend(channel.pub_date.iter().chain(&channel.last_build_date));
        stamps.extend(channel.dublin_core.iter().flat_map(|dc| &dc.dates));
        for item in &channel.items {
            stamps.extend(
                [
                    &item.pub_date,
                    &item.updated,
                    &item.created,
                    &item.expiration_date,
                ]
                .into_iter()
                .flatten(),
            );
            stamps.extend(item.dublin_core.iter().flat_map(|dc| &dc.dates));
        }
        dates.extend(stamps.into_iter().map(|t| t.raw.clone()));
    }
    dates.sort();
    dates
}

fn dates(c: &mut Criterion) {
    let dates = realworld_dates();
    if dates.is_empty() {
        eprintln!("dates: skipped, no real feeds at ../shared/realworld/files");
        return;
    }
    let mut group = c.benchmark_group("dates");
    group.throughput(Throughput::Elements(dates.len() as u64));
    group.bench_function("realworld", |b| {
        b.iter(|| {
            dates
                .iter()
                .filter(|d| feedwright::date::parse(black_box(d)).is_some())
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, parse, stream, dates);
criterion_main!(benches);
