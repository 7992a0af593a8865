//! Reads a feed file and reports its items and bytes: the measuring stick
//! for memory use (`/usr/bin/time -v` shows the peak resident set).
//!
//! ```text
//! cargo run --release --example stream -- FILE              # FeedReader over the file, one item at a time
//! cargo run --release --example stream -- --parse FILE      # the whole file into memory, then `parse`
//! cargo run --release --example stream -- --read-only FILE  # the whole file into memory, nothing else
//! cargo run --release --example stream -- --write FILE       # `parse`, then write it back in its own format
//! cargo run --release --example stream -- --parse-all FILE... # `parse` each file in turn
//! cargo run --release --example stream -- --write-all FILE... # each file parsed, then written 50 times
//! ```
//!
//! `--parse-all` and `--write-all` report a document that is no feed on stderr and goes on,
//! so that a whole corpus is counted.
//!
//! The peak of `--parse` less the peak of `--read-only` is what `parse`
//! holds beyond the input itself.

use std::fs::File;
use std::io::{BufReader, Read};
use std::process::ExitCode;

/// Counts the bytes that pass through, so the report says what was read.
struct Counting<R> {
    inner: R,
    bytes: u64,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }
}

fn stream(path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let file = Counting {
        inner: File::open(path)?,
        bytes: 0,
    };
    let mut reader = feedwright::FeedReader::new(BufReader::with_capacity(64 * 1024, file))?;
    let mut items = 0u64;
    let mut text_bytes = 0u64;
    for item in reader.by_ref() {
        let item = item?;
        items += 1;
        // Touch what was read, so that the work is not for nothing.
        text_bytes += item.title_text().map_or(0, |t| t.len() as u64);
    }
    let warnings = reader.warnings().len();
    let feedwright::Parsed { channel, .. } = reader.finish()?;
    println!(
        "streamed: {items} items, {text_bytes} bytes of titles, {warnings} warnings, channel {:?}",
        channel.title_text().unwrap_or_default()
    );
    Ok(())
}

/// Kept out of line so that a profiler can count the parse alone
/// (`valgrind --tool=callgrind --toggle-collect='stream::parse_in_memory'`).
#[inline(never)]
fn parse_in_memory(bytes: &[u8]) -> feedwright::Result<feedwright::Channel> {
    feedwright::parse(bytes)
}

fn parse(path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let bytes = std::fs::read(path)?;
    let channel = parse_in_memory(&bytes)?;
    println!(
        "parsed: {} items from {} bytes held in memory",
        channel.items.len(),
        bytes.len()
    );
    Ok(())
}

/// Kept out of line, like `parse_in_memory`, to count the write alone
/// (`--toggle-collect='stream::write_in_memory'`).
#[inline(never)]
fn write_in_memory(channel: &feedwright::Channel) -> Result<Vec<u8>, feedwright::Error> {
    let options = feedwright::WriteOptions::new(feedwright::Target::for_format(channel.format));
    channel.write_with(Vec::new(), &options)
}

fn write(path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let bytes = std::fs::read(path)?;
    let channel = parse_in_memory(&bytes)?;
    let written = write_in_memory(&channel)?;
    println!(
        "wrote: {} items in {} bytes, from {} bytes read",
        channel.items.len(),
        written.len(),
        bytes.len()
    );
    Ok(())
}

/// How many times `--write-all` writes each document.
const WRITES_PER_DOCUMENT: usize = 50;

fn write_repeatedly(path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let bytes = std::fs::read(path)?;
    let channel = parse_in_memory(&bytes)?;
    for _ in 0..WRITES_PER_DOCUMENT {
        std::hint::black_box(write_in_memory(&channel)?);
    }
    Ok(())
}

fn read_only(path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let bytes = std::fs::read(path)?;
    println!("read: {} bytes held in memory", bytes.len());
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [flag, path] if flag == "--parse" => parse(path),
        // Many files in one process: a profile of the parse over a corpus.
        // A document that is no feed is reported and passed over, so the
        // whole corpus is counted.
        [flag, paths @ ..] if flag == "--parse-all" => {
            for path in paths {
                if let Err(e) = parse(path) {
                    eprintln!("{path}: {e}");
                }
            }
            Ok(())
        }
        // Many files in one process, each written over and over: a profile
        // of the writer over a corpus, where the parse before it is a small
        // part of the time.
        [flag, paths @ ..] if flag == "--write-all" => {
            for path in paths {
                if let Err(e) = write_repeatedly(path) {
                    eprintln!("{path}: {e}");
                }
            }
            Ok(())
        }
        [flag, path] if flag == "--read-only" => read_only(path),
        [flag, path] if flag == "--write" => write(path),
        [path] if !path.starts_with("--") => stream(path),
        _ => {
            eprintln!("usage: stream [--parse | --read-only | --write] FILE | --parse-all FILE... | --write-all FILE...");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
