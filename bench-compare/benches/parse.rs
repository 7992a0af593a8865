//! Parse throughput (bytes/s) of feedwright and its peers, side by side on
//! the same inputs in the same run: for each document, every parser that
//! reads it is timed in turn, so that the ratios between them hold even on a
//! busy machine. `cargo run --release --bin report` turns criterion's output
//! into the ratio tables.

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput,
};
use feedwright::Target;
use feedwright_bench_compare::{fixtures, realworld, synthetic, write_compact, Doc, Parser};

/// Times every parser that reads `doc` (the document is skipped when
/// feedwright finds no feed in it: there is nothing to compare).
fn bench_docs(
    c: &mut Criterion,
    group_name: &str,
    docs: &[Doc],
    tune: impl Fn(&mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>),
) {
    let mut group = c.benchmark_group(group_name);
    tune(&mut group);
    for doc in docs {
        if !Parser::Feedwright.accepts(&doc.bytes) {
            eprintln!(
                "{group_name}: {} is not a feed to feedwright; skipped",
                doc.name
            );
            continue;
        }
        group.throughput(Throughput::Bytes(doc.bytes.len() as u64));
        for parser in Parser::ALL {
            if !parser.accepts(&doc.bytes) {
                continue;
            }
            group.bench_with_input(
                BenchmarkId::new(parser.name(), &doc.name),
                &doc.bytes,
                |b, bytes| b.iter(|| parser.parse(black_box(bytes))),
            );
        }
    }
    group.finish();
}

fn parse_fixtures(c: &mut Criterion) {
    bench_docs(c, "parse-fixtures", &fixtures(), |g| {
        g.sample_size(20)
            .warm_up_time(Duration::from_millis(200))
            .measurement_time(Duration::from_secs(1));
    });
}

fn parse_realworld(c: &mut Criterion) {
    let Some(docs) = realworld() else { return };
    // 246 documents x up to 5 parsers: short runs each, many documents.
    bench_docs(c, "parse-realworld", &docs, |g| {
        g.sample_size(10)
            .warm_up_time(Duration::from_millis(50))
            .measurement_time(Duration::from_millis(250));
    });
}

fn parse_synthetic(c: &mut Criterion) {
    let Some(docs) = synthetic() else { return };
    bench_docs(c, "parse-synthetic", &docs, |g| {
        g.sample_size(10)
            .sampling_mode(SamplingMode::Flat)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(4));
    });
}

/// Write throughput on the same channels: each crate writes what it read
/// from the document, in the format it was read from (bytes/s of the input).
fn bench_writes(
    c: &mut Criterion,
    group_name: &str,
    docs: &[Doc],
    tune: impl Fn(&mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>),
) {
    let mut group = c.benchmark_group(group_name);
    tune(&mut group);
    for doc in docs {
        let Ok(ours) = feedwright::parse(&doc.bytes) else {
            continue;
        };
        group.throughput(Throughput::Bytes(doc.bytes.len() as u64));
        if let Ok(theirs) = rss::Channel::read_from(&doc.bytes[..]) {
            group.bench_function(BenchmarkId::new("feedwright-rss", &doc.name), |b| {
                b.iter(|| write_compact(black_box(&ours), Target::Rss))
            });
            group.bench_function(BenchmarkId::new("rss", &doc.name), |b| {
                b.iter(|| black_box(&theirs).write_to(Vec::new()).map(|v| v.len()))
            });
        }
        if let Ok(theirs) = atom_syndication::Feed::read_from(&doc.bytes[..]) {
            group.bench_function(BenchmarkId::new("feedwright-atom", &doc.name), |b| {
                b.iter(|| write_compact(black_box(&ours), Target::Atom))
            });
            group.bench_function(BenchmarkId::new("atom_syndication", &doc.name), |b| {
                b.iter(|| black_box(&theirs).write_to(Vec::new()).map(|v| v.len()))
            });
        }
    }
    group.finish();
}

fn write_fixtures(c: &mut Criterion) {
    bench_writes(c, "write-fixtures", &fixtures(), |g| {
        g.sample_size(20)
            .warm_up_time(Duration::from_millis(200))
            .measurement_time(Duration::from_secs(1));
    });
}

fn write_realworld(c: &mut Criterion) {
    let Some(docs) = realworld() else { return };
    bench_writes(c, "write-realworld", &docs, |g| {
        g.sample_size(10)
            .warm_up_time(Duration::from_millis(50))
            .measurement_time(Duration::from_millis(250));
    });
}

fn write_synthetic(c: &mut Criterion) {
    let Some(docs) = synthetic() else { return };
    bench_writes(c, "write-synthetic", &docs, |g| {
        g.sample_size(10)
            .sampling_mode(SamplingMode::Flat)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(3));
    });
}

criterion_group!(
    benches,
    parse_fixtures,
    parse_synthetic,
    parse_realworld,
    write_fixtures,
    write_synthetic,
    write_realworld
);
criterion_main!(benches);
