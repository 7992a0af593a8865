//! A quick same-run comparison, for a change in progress: a minute instead of
//! the benches' twenty. For each document, each parser is timed in
//! alternating rounds (each parser's median round counts); the report gives,
//! per peer and family of formats, the ratio of the total times and the
//! median of the per-document ratios (peer's time over feedwright's).
//! The published figures come from `cargo bench` (see BENCHMARKS.md).
//!
//! ```sh
//! cargo run --release --bin ratio                 # the real-feed corpus
//! cargo run --release --bin ratio -- synthetic    # the 10 MB synthetic feeds
//! cargo run --release --bin ratio -- realworld --per-doc   # plus each document's ratios
//! cargo run --release --bin ratio -- realworld --write     # writers, as the write benches pair them
//! cargo run --release --bin ratio -- realworld --events-only  # feedwright's event layer alone in its place
//! ```
//!
//! Unless `--events-only` puts the event layer in feedwright's place, each
//! round times the layer alone too (`Parser::FeedwrightEvents`), and every
//! row gives the peer against it beside the peer against `parse`: the bound
//! any mapping over that layer could reach, so that each ratio's gap shows
//! how much of it is the layer and how much the mapping. The last line is
//! the mapping's share: `parse`'s time over the layer's, less one, the
//! median over the documents.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use feedwright::Target;
use feedwright_bench_compare::{realworld, synthetic, write_compact, Doc, Parser};

/// Rounds per document; each round times every parser once.
const ROUNDS: usize = 7;
/// Each timing repeats a parse until at least this long has passed.
const MIN_TIMING: Duration = Duration::from_millis(2);

fn main() -> ExitCode {
    let corpus = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "realworld".into());
    let per_doc = std::env::args().any(|a| a == "--per-doc");
    let write = std::env::args().any(|a| a == "--write");
    // The peers against feedwright's event layer alone: how far any mapping
    // over that layer could take each ratio (see `Parser::FeedwrightEvents`).
    let events_only = std::env::args().any(|a| a == "--events-only");
    let ours_parser = match events_only {
        true => Parser::FeedwrightEvents,
        false => Parser::Feedwright,
    };
    // The layer alone, timed beside `parse` in the same rounds.
    let bound = (!events_only).then_some(Parser::FeedwrightEvents);
    let docs = match corpus.as_str() {
        "realworld" => realworld(),
        "synthetic" => synthetic(),
        _ => {
            eprintln!("usage: ratio [realworld | synthetic]");
            return ExitCode::from(2);
        }
    };
    let Some(docs) = docs else {
        return ExitCode::FAILURE;
    };
    if write {
        compare_writers(&corpus, &docs, per_doc);
        return ExitCode::SUCCESS;
    }
    let peers = [
        Parser::QuickXml,
        Parser::FeedRs,
        Parser::Rss,
        Parser::AtomSyndication,
        Parser::FeedparserRs,
    ];
    // Per peer, per document both read: (family, feedwright's time, the
    // event layer's alone (NaN when not timed), the peer's).
    let mut pairs: Vec<Vec<(Family, f64, f64, f64)>> = vec![Vec::new(); peers.len()];
    // Per document: `parse`'s time over the event layer's, less one.
    let mut mapping_shares: Vec<f64> = Vec::new();
    let mut timed = [0usize; 3];
    for doc in &docs {
        let Some(family) = Family::of(&doc.bytes) else {
            continue;
        };
        timed[family as usize] += 1;
        let readers: Vec<Parser> = peers
            .iter()
            .copied()
            .filter(|p| p.accepts(&doc.bytes))
            .collect();
        let mut ours = Vec::with_capacity(ROUNDS);
        let mut layer = Vec::with_capacity(ROUNDS);
        let mut theirs = vec![Vec::with_capacity(ROUNDS); readers.len()];
        for _ in 0..ROUNDS {
            ours.push(time(ours_parser, doc));
            if let Some(bound) = bound {
                layer.push(time(bound, doc));
            }
            for (rounds, &peer) in theirs.iter_mut().zip(&readers) {
                rounds.push(time(peer, doc));
            }
        }
        let ours = median(&mut ours);
        let layer = median(&mut layer);
        // The layer does not read JSON (a JSON Feed is all mapping).
        if layer.is_finite() && family != Family::JsonFeed {
            mapping_shares.push(ours / layer - 1.0);
        }
        if per_doc {
            // The document's time against the floor's, then each peer's
            // time over feedwright's, as the table gives them.
            let floor = readers.iter().position(|p| *p == Parser::QuickXml);
            let floor = floor.map_or("     -".to_owned(), |floor| {
                format!("{:6.2}", ours / median(&mut theirs[floor]))
            });
            let peers: Vec<String> = readers
                .iter()
                .zip(theirs.iter_mut())
                .filter(|(p, _)| **p != Parser::QuickXml)
                .map(|(p, rounds)| format!("{} {:.2}", p.name(), median(rounds) / ours))
                .collect();
            println!(
                "{:>10} bytes  {floor}x floor  {}  {}",
                doc.bytes.len(),
                doc.name,
                peers.join(", ")
            );
        }
        for (rounds, peer) in theirs.iter_mut().zip(&readers) {
            let slot = peers.iter().position(|p| p == peer).unwrap_or(0);
            pairs[slot].push((family, ours, layer, median(rounds)));
        }
    }
    if ours_parser == Parser::FeedwrightEvents {
        println!("feedwright's times are its event layer's alone (--events-only)");
    }
    println!(
        "{corpus}: {} documents feedwright reads (RSS {}, Atom {}, JSON Feed {}); medians of {ROUNDS} rounds\n",
        timed.iter().sum::<usize>(),
        timed[0],
        timed[1],
        timed[2]
    );
    if bound.is_some() {
        println!("| peer's time / feedwright's | files | documents | total over the files | median of per-file ratios | against the event layer alone: total | median |");
        println!("|---|---|---|---|---|---|---|");
    } else {
        println!("| peer's time / feedwright's | files | documents | total over the files | median of per-file ratios |");
        println!("|---|---|---|---|---|");
    }
    for (peer, pairs) in peers.iter().zip(&pairs) {
        let families: &[Option<Family>] = match peer {
            Parser::Rss => &[Some(Family::Rss)],
            Parser::AtomSyndication => &[Some(Family::Atom)],
            _ => &[None, Some(Family::Rss), Some(Family::Atom)],
        };
        for &family in families {
            let chosen: Vec<&(Family, f64, f64, f64)> = pairs
                .iter()
                .filter(|(f, _, _, _)| family.is_none_or(|family| *f == family))
                .collect();
            if chosen.is_empty() {
                continue;
            }
            let ours: f64 = chosen.iter().map(|(_, ours, _, _)| ours).sum();
            let layer: f64 = chosen.iter().map(|(_, _, layer, _)| layer).sum();
            let theirs: f64 = chosen.iter().map(|(_, _, _, theirs)| theirs).sum();
            let mut ratios: Vec<f64> = chosen.iter().map(|(_, o, _, t)| t / o).collect();
            let mut bounds: Vec<f64> = chosen.iter().map(|(_, _, l, t)| t / l).collect();
            let bound_columns = match bound {
                Some(_) => format!(" {:.2} | {:.2} |", theirs / layer, median(&mut bounds)),
                None => String::new(),
            };
            println!(
                "| {} | {} | {} | {:.2} | {:.2} |{bound_columns}",
                peer.name(),
                family.map_or("all", Family::name),
                chosen.len(),
                theirs / ours,
                median(&mut ratios)
            );
        }
    }
    if !mapping_shares.is_empty() {
        println!(
            "\nthe mapping's share, `parse`'s time over the event layer's less one, median over {} documents: {:.2}",
            mapping_shares.len(),
            median(&mut mapping_shares)
        );
    }
    ExitCode::SUCCESS
}

/// The family of formats feedwright reads a document as; `None` when it
/// does not read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    Rss = 0,
    Atom = 1,
    JsonFeed = 2,
}

impl Family {
    fn of(bytes: &[u8]) -> Option<Family> {
        let format = feedwright::parse(bytes).ok()?.format?;
        Some(if format.is_atom() {
            Family::Atom
        } else if format.is_json_feed() {
            Family::JsonFeed
        } else {
            Family::Rss
        })
    }

    fn name(self) -> &'static str {
        match self {
            Family::Rss => "RSS",
            Family::Atom => "Atom",
            Family::JsonFeed => "JSON Feed",
        }
    }
}

/// The median of `values` (reordered), in seconds.
fn median<T: Copy + Into<Seconds>>(values: &mut [T]) -> f64 {
    let mut seconds: Vec<f64> = values.iter().map(|&v| v.into().0).collect();
    seconds.sort_by(f64::total_cmp);
    seconds.get(seconds.len() / 2).copied().unwrap_or(f64::NAN)
}

/// A time or a ratio, as a number.
struct Seconds(f64);

impl From<Duration> for Seconds {
    fn from(d: Duration) -> Self {
        Seconds(d.as_secs_f64())
    }
}

impl From<f64> for Seconds {
    fn from(v: f64) -> Self {
        Seconds(v)
    }
}

/// The time of one parse of `doc`, averaged over enough repeats to be measurable.
fn time(parser: Parser, doc: &Doc) -> Duration {
    let start = Instant::now();
    let mut runs = 0u32;
    loop {
        let _ = black_box(parser.parse(black_box(&doc.bytes)));
        runs += 1;
        let elapsed = start.elapsed();
        if elapsed >= MIN_TIMING {
            return elapsed / runs;
        }
    }
}

/// Each writer against feedwright's on the channel each read from the same
/// document, in that format, both compact (see `write_compact`): rss
/// against RSS 2.0, atom_syndication against Atom. Per document, the bytes
/// each wrote too: a peer that drops what it does not model (rss keeps no
/// unknown element outside a namespace) writes less, and takes less time.
fn compare_writers(corpus: &str, docs: &[Doc], per_doc: bool) {
    let mut rss_ratios = Vec::new();
    let mut atom_ratios = Vec::new();
    // Each writer's time over all the documents, ours first: a ratio moves
    // when either side does, and the totals say which one moved.
    let mut rss_totals = (Duration::ZERO, Duration::ZERO);
    let mut atom_totals = (Duration::ZERO, Duration::ZERO);
    for doc in docs {
        let Ok(ours) = feedwright::parse(&doc.bytes) else {
            continue;
        };
        if let Ok(theirs) = rss::Channel::read_from(&doc.bytes[..]) {
            let (mut us, mut them) = (Duration::MAX, Duration::MAX);
            for _ in 0..ROUNDS {
                us = us.min(time_fn(|| write_compact(&ours, Target::Rss).ok()));
                them = them.min(time_fn(|| {
                    theirs.write_to(Vec::new()).map(|v| v.len()).ok()
                }));
            }
            let ratio = them.as_secs_f64() / us.as_secs_f64();
            if per_doc {
                let ours_bytes = write_compact(&ours, Target::Rss).unwrap_or(0);
                let theirs_bytes = theirs.write_to(Vec::new()).map_or(0, |v| v.len());
                println!(
                    "{ratio:6.2}  rss / feedwright  {}  (bytes written: {theirs_bytes} / {ours_bytes})",
                    doc.name
                );
            }
            rss_ratios.push(ratio);
            rss_totals = (rss_totals.0 + us, rss_totals.1 + them);
        }
        if let Ok(theirs) = atom_syndication::Feed::read_from(&doc.bytes[..]) {
            let (mut us, mut them) = (Duration::MAX, Duration::MAX);
            for _ in 0..ROUNDS {
                us = us.min(time_fn(|| write_compact(&ours, Target::Atom).ok()));
                them = them.min(time_fn(|| {
                    theirs.write_to(Vec::new()).map(|v| v.len()).ok()
                }));
            }
            let ratio = them.as_secs_f64() / us.as_secs_f64();
            if per_doc {
                let ours_bytes = write_compact(&ours, Target::Atom).unwrap_or(0);
                let theirs_bytes = theirs.write_to(Vec::new()).map_or(0, |v| v.len());
                println!(
                    "{ratio:6.2}  atom_syndication / feedwright  {}  (bytes written: {theirs_bytes} / {ours_bytes})",
                    doc.name
                );
            }
            atom_ratios.push(ratio);
            atom_totals = (atom_totals.0 + us, atom_totals.1 + them);
        }
    }
    println!("{corpus}, writers:");
    for (name, mut r, (ours, theirs)) in [
        ("rss", rss_ratios, rss_totals),
        ("atom_syndication", atom_ratios, atom_totals),
    ] {
        if r.is_empty() {
            continue;
        }
        r.sort_by(f64::total_cmp);
        println!(
            "{name:>17} / feedwright: median {:.2} over {} documents (in all: feedwright {:.0} us, {name} {:.0} us)",
            r[r.len() / 2],
            r.len(),
            ours.as_secs_f64() * 1e6,
            theirs.as_secs_f64() * 1e6,
        );
    }
}

/// As `time`, for any piece of work.
fn time_fn<T>(mut work: impl FnMut() -> T) -> Duration {
    let start = Instant::now();
    let mut runs = 0u32;
    loop {
        black_box(work());
        runs += 1;
        let elapsed = start.elapsed();
        if elapsed >= MIN_TIMING {
            return elapsed / runs;
        }
    }
}
