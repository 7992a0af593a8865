//! The newest items across a folder of feeds: what a reader's "river" view
//! shows first.
//!
//! ```text
//! cargo run --example newest -- fixtures/rss2 10
//! ```
//!
//! Every file in the folder is read (RSS, Atom or JSON Feed, in any
//! charset); a file that holds no feed is reported and skipped. Items are
//! dated by their publication date, else their last update.

use std::path::Path;
use std::{env, fs, process};

use chrono::{DateTime, FixedOffset};

/// One item, with what the listing prints.
struct Entry {
    date: DateTime<FixedOffset>,
    feed: String,
    title: String,
    link: String,
}

fn main() {
    let mut args = env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: newest DIR [COUNT]");
        process::exit(2);
    };
    let count: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(20);
    let entries = match read_folder(Path::new(&dir)) {
        Ok(entries) => entries,
        Err(e) => {
            eprintln!("{dir}: {e}");
            process::exit(1);
        }
    };
    for e in entries.iter().take(count) {
        println!(
            "{}  {}  {}  {}",
            e.date.format("%Y-%m-%d %H:%M"),
            e.feed,
            e.title,
            e.link
        );
    }
}

/// Every dated item of every feed in `dir`, newest first.
fn read_folder(dir: &Path) -> std::io::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    let mut paths: Vec<_> = fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    for path in paths {
        let bytes = fs::read(&path)?;
        let channel = match feedwright::parse(&bytes) {
            Ok(channel) => channel,
            // Not a feed (or nothing readable in it): say so and go on.
            Err(e) => {
                eprintln!("{}: skipped: {e}", path.display());
                continue;
            }
        };
        let feed = channel.title_text().unwrap_or("(untitled feed)").to_owned();
        for item in &channel.items {
            let stamp = item.pub_date.as_ref().or(item.updated.as_ref());
            let Some(date) = stamp.and_then(|t| t.value) else {
                continue;
            };
            entries.push(Entry {
                date,
                feed: feed.clone(),
                title: item.title_text().unwrap_or("(untitled)").to_owned(),
                link: item.link().unwrap_or("").to_owned(),
            });
        }
    }
    entries.sort_by_key(|e| std::cmp::Reverse(e.date));
    Ok(entries)
}
