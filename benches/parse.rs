//! Parse throughput (bytes/s) over every fixture, through `parse` and
//! through `FeedReader` on a buffered reader. Comparisons with other crates
//! belong in a separate bench crate, so that they stay out of our dependencies.

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

criterion_group!(benches, parse, stream);
criterion_main!(benches);
