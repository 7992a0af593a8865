//! Any bytes that parse: writing the channel in its own format, reading that
//! back and writing again gives the same bytes, and the written document
//! always reads back as a feed.
#![no_main]

use feedwright::{Target, WriteOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(channel) = feedwright::parse(data) else {
        return;
    };
    let options = WriteOptions::new(Target::for_format(channel.format));
    let first = channel
        .write_with(Vec::new(), &options)
        .expect("writing to memory cannot fail");
    let feedwright::Parsed {
        channel: reread,
        warnings,
    } = feedwright::parse_with(&first, &feedwright::ReadOptions::default()).unwrap_or_else(|e| {
        panic!(
            "output does not read back: {e}\n{}",
            String::from_utf8_lossy(&first)
        )
    });
    // The exception tests/roundtrip.rs lists: text in a document of another
    // encoding that reads as double-encoded UTF-8 once written as UTF-8 (the
    // only encoding written) is repaired on the next read, as feedparser does.
    let repaired = warnings
        .iter()
        .any(|w| matches!(w.kind, feedwright::WarningKind::DoubleEncodedUtf8));
    if repaired && channel.encoding.as_deref() != Some("utf-8") {
        return;
    }
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
