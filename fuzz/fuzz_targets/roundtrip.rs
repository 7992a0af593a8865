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
