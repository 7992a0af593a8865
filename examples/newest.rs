//! The newest items across a folder of feeds: what a reader's "river" view
//! shows first.
//!
//! ```text
//! cargo run --example newest -- fixtures/rss2 10
//! ```
//!
//! Every file in the folder is read (RSS, Atom or JSON Feed, in any
//! charset); a file that holds no feed is reported and skipped. Each item
//! is dated by `Item::date`, which looks wherever its format keeps a date
//! (`pubDate`, Atom `published` and `updated`, RSS 1.0's `dc:date`, ...).

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
        let date = e.date.format("%Y-%m-%d %H:%M");
        println!("{date}  {}  {}  {}", e.feed, e.title, e.link);
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
        let channel = match feedwright::parse(&fs::read(&path)?) {
            Ok(channel) => channel,
            // Not a feed (or nothing readable in it): say so and go on.
            Err(e) => {
                eprintln!("{}: skipped: {e}", path.display());
                continue;
            }
        };
        let feed = channel.title_text().unwrap_or("(untitled feed)");
        for item in &channel.items {
            let Some(date) = item.date() else { continue };
            entries.push(Entry {
                date,
                feed: feed.to_owned(),
                title: item.title_text().unwrap_or("(untitled)").to_owned(),
                link: item.link().unwrap_or("").to_owned(),
            });
        }
    }
    entries.sort_by_key(|e| std::cmp::Reverse(e.date));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_the_fixture_feeds_newest_first() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rss1");
        let entries = read_folder(&dir).unwrap();
        // RSS 1.0 dates its items with dc:date only.
        assert_eq!(entries.len(), 8);
        assert!(entries.windows(2).all(|w| w[0].date >= w[1].date));
        assert!(entries.iter().all(|e| e.link.starts_with("https://")));
    }
}
