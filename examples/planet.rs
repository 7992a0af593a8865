//! A static site's "planet" page: the newest 20 posts of several feeds, in
//! one Atom feed, each post once even when two feeds carry it.
//!
//! ```text
//! cargo run --example planet -- fixtures/rss2/joe-ma-tech-blog.xml \
//!     fixtures/json/joe-ma-tech-blog.json fixtures/atom/latest-posts.xml > planet.xml
//! ```
//!
//! `ChannelBuilder::merge` takes each feed's items, each keeping its source
//! feed and the authors it inherited from it; `build` puts them newest
//! first and leaves out an item whose identity (guid, else link, else a
//! digest of its content) an earlier one has; `keep_newest` keeps 20.

use std::error::Error;
use std::{env, fs, io, process};

use feedwright::check::{validate_channel_as, Severity};
use feedwright::{Channel, Target};

/// The planet of the feeds given (any format each).
fn planet(feeds: &[Vec<u8>]) -> Result<Channel, Box<dyn Error>> {
    let mut planet = Channel::builder("Planet Feeds", "https://planet.example.org/")
        .description("The newest posts of the blogs we read")
        .feed_url("https://planet.example.org/atom.xml")
        .keep_newest(20);
    for feed in feeds {
        planet = planet.merge(feedwright::parse(feed)?);
    }
    Ok(planet.build()?)
}

fn main() {
    let paths: Vec<String> = env::args().skip(1).collect();
    if paths.is_empty() {
        eprintln!("usage: planet FEED...");
        process::exit(2);
    }
    let run = || -> Result<(), Box<dyn Error>> {
        let feeds = paths.iter().map(fs::read).collect::<Result<Vec<_>, _>>()?;
        let planet = planet(&feeds)?;
        let found = validate_channel_as(&planet, Target::Atom)?;
        for problem in found
            .report
            .problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
        {
            eprintln!("error {}: {}", problem.rule, problem.message);
        }
        io::Write::write_all(&mut io::stdout(), &found.document)?;
        eprintln!("{} posts from {} feeds", planet.items.len(), feeds.len());
        Ok(())
    };
    if let Err(e) = run() {
        eprintln!("planet: {e}");
        process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn fixtures() -> Vec<Vec<u8>> {
        let root = env!("CARGO_MANIFEST_DIR");
        [
            "fixtures/rss2/joe-ma-tech-blog.xml",
            "fixtures/json/joe-ma-tech-blog.json",
            "fixtures/atom/latest-posts.xml",
        ]
        .iter()
        .map(|path| fs::read(format!("{root}/{path}")).unwrap())
        .collect()
    }

    #[test]
    fn merges_deduplicates_and_keeps_the_newest_twenty() {
        let feeds = fixtures();
        let all: usize = feeds
            .iter()
            .map(|f| feedwright::parse(f).unwrap().items.len())
            .sum();
        let planet = planet(&feeds).unwrap();
        assert!(all > 20, "the fixtures have {all} items");
        assert_eq!(planet.items.len(), 20);
        // Each post once, newest first, each naming the feed it came from.
        let ids: HashSet<_> = planet.items.iter().map(|i| i.identity()).collect();
        assert_eq!(ids.len(), 20);
        let dates: Vec<_> = planet.items.iter().map(|i| i.date()).collect();
        assert!(dates.windows(2).all(|w| w[0] >= w[1]), "{dates:?}");
        assert!(planet.items.iter().all(|i| i.source.is_some()));
        // Valid in the formats a static site publishes.
        for target in [Target::Atom, Target::Rss, Target::JsonFeed] {
            let found = validate_channel_as(&planet, target).unwrap();
            let errors: Vec<_> = found
                .report
                .problems
                .iter()
                .filter(|p| p.severity == Severity::Error)
                .map(|p| (&p.rule, &p.field, &p.detail))
                .collect();
            assert!(errors.is_empty(), "{target:?}: {errors:?}");
        }
    }

    #[test]
    fn a_feed_merged_twice_gives_its_items_once() {
        let feed = fixtures().swap_remove(0);
        let once = planet(std::slice::from_ref(&feed)).unwrap();
        let twice = planet(&[feed.clone(), feed]).unwrap();
        assert_eq!(twice.items, once.items);
    }
}
