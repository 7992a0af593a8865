//! Publishes a blog of three posts, the last a podcast episode, as RSS 2.0,
//! Atom and JSON Feed, each checked before it is written:
//!
//! ```text
//! cargo run --example publish -- DIR    # DIR/feed.xml, DIR/atom.xml, DIR/feed.json
//! ```
//!
//! `tests/publish_example.rs` checks what it publishes.

use std::{env, error::Error, fs, path::Path};

use feedwright::{check, Channel, Enclosure, Item, Person, Target};

const SITE: &str = "https://blog.example.org";
// Each post: number, title, date, tag, and the size of its audio if it is an episode.
#[rustfmt::skip]
const POSTS: [(u32, &str, &str, &str, Option<u64>); 3] = [
    (1, "Hello, world", "2026-06-01T09:00:00+02:00", "meta", None),
    (2, "Reading feeds", "2026-06-10T09:00:00+02:00", "rust", None),
    (3, "Episode 1", "2026-06-20T09:00:00+02:00", "podcast", Some(24_000_000)),
];
/// Each feed: its file, and the format written in it.
#[rustfmt::skip]
pub const FEEDS: [(&str, Target); 3] = [("feed.xml", Target::Rss), ("atom.xml", Target::Atom), ("feed.json", Target::JsonFeed)];

/// The blog, as published at `feed_url` (each format's file is a feed of its own).
pub fn blog(feed_url: &str) -> Result<Channel, Box<dyn Error>> {
    let items = POSTS.map(|(n, title, date, tag, audio)| {
        Item::builder()
            .title(title)
            .link(format!("{SITE}/posts/{n}")) // also its guid, as a permalink
            .pub_date(date)
            .content_html(format!("<p>{title}: the whole post.</p>"))
            .author(Person::new("Ann Lee").email("ann@example.org"))
            .category(tag)
            .enclosures(audio.map(|b| Enclosure::new(format!("{SITE}/{n}.mp3"), b, "audio/mpeg")))
    });
    Ok(Channel::builder("Ann's notes", SITE)
        .description("Notes on Rust and feeds")
        .feed_url(feed_url)
        .items(items)
        .build()?)
}

/// Writes the three feeds into the directory named, each once `check` finds no error in it.
fn main() -> Result<(), Box<dyn Error>> {
    let dir = env::args().nth(1).ok_or("usage: publish DIR")?;
    fs::create_dir_all(&dir)?;
    for (file, target) in FEEDS {
        let found = check::validate_channel_as(&blog(&format!("{SITE}/{file}"))?, target)?;
        if found.report.count_severity(check::Severity::Error) > 0 {
            return Err(format!("{file}: {:?}", found.report.problems).into());
        }
        fs::write(Path::new(&dir).join(file), &found.document)?;
    }
    Ok(())
}
