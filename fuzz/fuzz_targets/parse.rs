//! Any bytes: `parse` and a streaming `FeedReader` over a tiny buffer must
//! not panic, and must agree; no answer method panics on what they read.
#![no_main]

use std::io::BufReader;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let whole = feedwright::parse(data);
    let streamed = feedwright::FeedReader::new(BufReader::with_capacity(3, data)).and_then(|r| {
        let mut reader = r;
        let mut items = Vec::new();
        for item in reader.by_ref() {
            items.push(item?);
        }
        let feedwright::Parsed { mut channel, .. } = reader.finish()?;
        channel.items = items;
        Ok(channel)
    });
    if let Ok(channel) = &whole {
        ask_everything(channel);
    }
    match (whole, streamed) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "streaming changed the result"),
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
        (a, b) => panic!(
            "parse and FeedReader disagree: {:?} vs {:?}",
            a.err(),
            b.err()
        ),
    }
});

/// Every answer of the channel and its items, walked to the end.
fn ask_everything(channel: &feedwright::Channel) {
    let _ = (channel.title(), channel.link(), channel.description());
    let _ = (channel.published(), channel.updated(), channel.image());
    let _ = (channel.icon(), channel.language(), channel.self_link());
    let _ = (channel.hub(), channel.ttl());
    let _ = (channel.authors().count(), channel.categories().count());
    for item in &channel.items {
        let _ = (item.published(), item.updated(), item.date(), item.id());
        let _ = (item.link(), item.title(), item.summary(), item.content());
        let _ = (item.image(), item.language());
        let _ = (item.authors().count(), item.categories().count());
        let _ = item.enclosures().count();
    }
}
