//! Runs one parser once over one file, for instruction counts under
//! callgrind, where every parser is measured the same way:
//!
//! ```text
//! valgrind --tool=callgrind --toggle-collect='count::run' target/release/count feedwright FILE...
//! valgrind --tool=callgrind --toggle-collect='count::write_*' target/release/count write-rss FILE
//! ```
//!
//! The writers (`write-rss`, `write-atom`) count each crate writing the
//! channel it read from the file: feedwright's writer, compact as the
//! peers' is (`write_compact`, in `count::write_feedwright`), and rss's or
//! atom_syndication's `write_to` (in `count::write_peer`); `callgrind_annotate --inclusive=yes`
//! gives each. The second write runs on the heap the first left, which
//! moves its count by a few percent either way; `write-rss FILE feedwright`
//! (or `peer`) runs one writer alone, each in its own process.

use std::process::ExitCode;

use feedwright::Target;
use feedwright_bench_compare::{write_compact, Parser};

/// Out of line, so that callgrind can count feedwright's write alone.
#[inline(never)]
fn write_feedwright<T>(work: impl FnOnce() -> T) -> T {
    work()
}

/// Out of line, so that callgrind can count the peer's write alone.
#[inline(never)]
fn write_peer<T>(work: impl FnOnce() -> T) -> T {
    work()
}

/// Writes with both crates (see the module's comment), or with the one
/// `only` names (`feedwright` or `peer`).
fn write_both(format: &str, bytes: &[u8], only: Option<&str>) -> Result<(), String> {
    let (ours_runs, peer_runs) = (only != Some("peer"), only != Some("feedwright"));
    let ours = feedwright::parse(bytes).map_err(|e| e.to_string())?;
    let (ours_len, theirs_len) = if format == "rss" {
        let theirs = rss::Channel::read_from(bytes).map_err(|e| e.to_string())?;
        let a = write_feedwright(|| ours_runs.then(|| write_compact(&ours, Target::Rss)));
        let b = write_peer(|| peer_runs.then(|| theirs.write_to(Vec::new()).map(|v| v.len())));
        (
            a.transpose().map_err(|e| e.to_string())?,
            b.transpose().map_err(|e| e.to_string())?,
        )
    } else {
        let theirs = atom_syndication::Feed::read_from(bytes).map_err(|e| e.to_string())?;
        let a = write_feedwright(|| ours_runs.then(|| write_compact(&ours, Target::Atom)));
        let b = write_peer(|| peer_runs.then(|| theirs.write_to(Vec::new()).map(|v| v.len())));
        (
            a.transpose().map_err(|e| e.to_string())?,
            b.transpose().map_err(|e| e.to_string())?,
        )
    };
    let (ours_len, theirs_len) = (ours_len.unwrap_or(0), theirs_len.unwrap_or(0));
    println!("feedwright wrote {ours_len} bytes, the peer {theirs_len}");
    Ok(())
}

/// Out of line, so that callgrind can count the parse alone.
#[inline(never)]
fn run(parser: Parser, bytes: &[u8]) -> Result<usize, String> {
    parser.parse(std::hint::black_box(bytes))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [mode, path, only @ ..] = args.as_slice() {
        if let (Some(format), [] | [_]) = (mode.strip_prefix("write-"), only) {
            let only = only.first().map(String::as_str);
            if only.is_some_and(|w| w != "feedwright" && w != "peer") {
                eprintln!("usage: count write-rss|write-atom FILE [feedwright|peer]");
                return ExitCode::from(2);
            }
            let result = std::fs::read(path)
                .map_err(|e| format!("{path}: {e}"))
                .and_then(|bytes| write_both(format, &bytes, only));
            return match result {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            };
        }
    }
    let [name, paths @ ..] = args.as_slice() else {
        eprintln!("usage: count PARSER FILE... (PARSER: quick-xml, feedwright, feedwright-events, feed-rs, rss, atom_syndication, write-rss, write-atom)");
        return ExitCode::from(2);
    };
    let mut parsers = Parser::ALL.into_iter().chain([Parser::FeedwrightEvents]);
    let Some(parser) = parsers.find(|p| p.name() == name) else {
        eprintln!("unknown parser {name}");
        return ExitCode::from(2);
    };
    if paths.is_empty() {
        eprintln!("usage: count PARSER FILE...");
        return ExitCode::from(2);
    }
    // Several files make one count over a spread of documents; each is read
    // before its parse, so only the parses are counted.
    let mut failed = false;
    for path in paths {
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
                continue;
            }
        };
        match run(parser, &bytes) {
            Ok(n) => println!("{}: {n} from {} bytes", parser.name(), bytes.len()),
            Err(e) => {
                eprintln!("{}: {path}: {e}", parser.name());
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
