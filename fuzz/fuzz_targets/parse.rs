//! Any bytes: `parse` and a streaming `FeedReader` over a tiny buffer must
//! not panic, and must agree.
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
