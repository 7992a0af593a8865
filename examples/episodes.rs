//! A podcast's episode list: title, date, length and the file to play.
//!
//! ```text
//! cargo run --example episodes -- fixtures/rss2/joe-ma-tech-blog-podcast.xml
//! ```
//!
//! `Item::enclosures` finds the media wherever the feed put it (RSS
//! enclosures, Atom enclosure links, Media RSS contents) and gives each
//! file once, with the duration `itunes:duration` or Media RSS gives it.

use std::time::Duration;
use std::{env, fs, process};

/// One episode, as the list prints it.
struct Episode {
    title: String,
    date: String,
    duration: Option<Duration>,
    url: String,
}

fn main() {
    let Some(path) = env::args().nth(1) else {
        eprintln!("usage: episodes FEED");
        process::exit(2);
    };
    let episodes = fs::read(&path)
        .map_err(|e| e.to_string())
        .and_then(|bytes| episodes(&bytes).map_err(|e| e.to_string()));
    match episodes {
        Ok(episodes) => {
            for e in episodes {
                let length = e.duration.map_or("--:--".into(), minutes);
                println!("{}  {length:>6}  {}  {}", e.date, e.title, e.url);
            }
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            process::exit(1);
        }
    }
}

/// The episodes of a feed: each item with a media file, its first file.
fn episodes(bytes: &[u8]) -> feedwright::Result<Vec<Episode>> {
    let channel = feedwright::parse(bytes)?;
    Ok(channel
        .items
        .iter()
        .filter_map(|item| {
            let file = item.enclosures().next()?;
            Some(Episode {
                title: item.title_text().unwrap_or("(untitled)").to_owned(),
                date: item
                    .date()
                    .map_or(String::new(), |d| d.format("%Y-%m-%d").to_string()),
                duration: file.duration,
                url: file.url.to_owned(),
            })
        })
        .collect())
}

/// A duration as `M:SS`.
fn minutes(d: Duration) -> String {
    format!("{}:{:02}", d.as_secs() / 60, d.as_secs() % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_the_podcast_fixture() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/fixtures/rss2/joe-ma-tech-blog-podcast.xml"
        );
        let episodes = episodes(&fs::read(path).unwrap()).unwrap();
        assert_eq!(episodes.len(), 8);
        let first = &episodes[0];
        assert_eq!(
            first.url,
            "https://mrjoema.github.io/audio/cat-breed-detector.mp3"
        );
        assert_eq!(first.date, "2026-06-25");
        assert_eq!(first.duration.map(minutes).as_deref(), Some("12:00"));
    }
}
