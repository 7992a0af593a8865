//! The RSS 2.0 feed of feedwright's `examples/publish.rs`, built and
//! written with the `rss` crate's builders, for the line count the README
//! compares (RSS only, no self link, which `rss` writes only with its
//! `atom` feature, and no validation, which `rss` does not do):
//!
//! ```text
//! cargo run --example publish_rss -- DIR    # DIR/feed.xml
//! ```

use std::{env, error::Error, fs::File, path::Path};

use rss::{CategoryBuilder, ChannelBuilder, EnclosureBuilder, GuidBuilder, ItemBuilder};

const SITE: &str = "https://blog.example.org";
// Each post: number, title, date, tag, and the size of its audio if it is an episode.
#[rustfmt::skip]
const POSTS: [(u32, &str, &str, &str, Option<u64>); 3] = [
    (1, "Hello, world", "Mon, 01 Jun 2026 09:00:00 +0200", "meta", None),
    (2, "Reading feeds", "Wed, 10 Jun 2026 09:00:00 +0200", "rust", None),
    (3, "Episode 1", "Sat, 20 Jun 2026 09:00:00 +0200", "podcast", Some(24_000_000)),
];

fn main() -> Result<(), Box<dyn Error>> {
    let dir = env::args().nth(1).ok_or("usage: publish_rss DIR")?;
    // Newest first, as readers expect; the dates are RFC 2822 text, as `rss` takes them.
    let items: Vec<rss::Item> = POSTS
        .iter()
        .rev()
        .map(|&(n, title, date, tag, audio)| {
            ItemBuilder::default()
                .title(title.to_owned())
                .link(format!("{SITE}/posts/{n}"))
                .guid(
                    GuidBuilder::default()
                        .value(format!("{SITE}/posts/{n}"))
                        .permalink(true)
                        .build(),
                )
                .pub_date(date.to_owned())
                .content(format!("<p>{title}: the whole post.</p>"))
                .author("ann@example.org (Ann Lee)".to_owned())
                .category(CategoryBuilder::default().name(tag).build())
                .enclosure(audio.map(|b| {
                    EnclosureBuilder::default()
                        .url(format!("{SITE}/{n}.mp3"))
                        .length(b.to_string())
                        .mime_type("audio/mpeg")
                        .build()
                }))
                .build()
        })
        .collect();
    let channel = ChannelBuilder::default()
        .title("Ann's notes")
        .link(SITE)
        .description("Notes on Rust and feeds")
        .last_build_date(POSTS[2].2.to_owned())
        .items(items)
        .build();
    channel.write_to(File::create(Path::new(&dir).join("feed.xml"))?)?;
    Ok(())
}
