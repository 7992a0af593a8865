//! Any bytes that parse: writing the channel in its own format, reading that
//! back and writing again gives the same bytes, and the written document
//! always reads back as a feed.
#![no_main]

use feedwright::{Format, Target, WriteOptions};
use libfuzzer_sys::fuzz_target;

fn target_of(format: Option<Format>) -> Target {
    match format {
        Some(f) if f.is_atom() => Target::Atom,
        Some(f) if f.is_json_feed() => Target::JsonFeed,
        Some(Format::Rss10) => Target::Rss1,
        _ => Target::Rss,
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(channel) = feedwright::parse(data) else {
        return;
    };
    let options = WriteOptions::new(target_of(channel.format));
    let first = channel
        .write_with(Vec::new(), &options)
        .expect("writing to memory cannot fail");
    let reread = feedwright::parse(&first).unwrap_or_else(|e| {
        panic!("output does not read back: {e}\n{}", String::from_utf8_lossy(&first))
    });
    let second = reread
        .write_with(Vec::new(), &options)
        .expect("writing to memory cannot fail");
    assert!(
        first == second,
        "unstable output:\n{}\n---\n{}",
        String::from_utf8_lossy(&first),
        String::from_utf8_lossy(&second)
    );
});
