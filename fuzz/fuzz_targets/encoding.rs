//! Charset detection: any bytes, declared by any label a transport might send,
//! behind any byte order mark or XML declaration. Must not panic; every warning
//! must point inside the input.
#![no_main]

use libfuzzer_sys::fuzz_target;

const LABELS: &[Option<&str>] = &[
    None,
    Some("utf-8"),
    Some("utf-16"),
    Some("utf-16be"),
    Some("utf-32"),
    Some("windows-1252"),
    Some("iso-8859-1"),
    Some("shift_jis"),
    Some("gb18030"),
    Some("koi8-r"),
    Some("x-bogus"),
];

const PREFIXES: &[&[u8]] = &[
    b"",
    b"\xEF\xBB\xBF",
    b"\xFE\xFF",
    b"\xFF\xFE",
    b"\x00\x00\xFE\xFF",
    b"<?xml version=\"1.0\" encoding=\"utf-16\"?>",
    b"<?xml version=\"1.0\" encoding=\"windows-1252\"?>",
    b"<?xml version='1.0' encoding='EBCDIC-US'?>",
];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let label = LABELS[usize::from(selector & 0x0F) % LABELS.len()];
    let prefix = PREFIXES[usize::from(selector >> 4) % PREFIXES.len()];
    let mut document = prefix.to_vec();
    document.extend_from_slice(rest);
    let mut options = feedwright::ReadOptions::default();
    options.charset = label.map(str::to_owned);
    match feedwright::parse_with(&document, &options) {
        Ok(feedwright::Parsed { warnings, .. }) => {
            for w in warnings {
                assert!(w.position.offset <= document.len() as u64 * 4 + 4, "{w}");
            }
        }
        Err(err) => assert!(err.offset() <= document.len() as u64 * 4 + 4, "{err}"),
    }
});
