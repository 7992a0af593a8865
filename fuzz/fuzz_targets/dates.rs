//! Any string: the lenient date parser must not panic, and whatever it reads
//! must format and read back to the same instant (to the second in RFC 2822,
//! which has no fractions); the W3CDTF test never panics, and holds for
//! what the RFC 3339 writer writes.
#![no_main]

use feedwright::date::{self, format_rfc2822, format_rfc3339};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|raw: &str| {
    let _ = date::is_w3cdtf(raw);
    let Some(parsed) = date::parse(raw) else {
        return;
    };
    let rfc3339 = format_rfc3339(&parsed.value);
    // The writer writes four-digit years as they are; W3CDTF has no others.
    if rfc3339.as_bytes().get(4) == Some(&b'-') {
        assert!(date::is_w3cdtf(&rfc3339), "{rfc3339:?} is no W3CDTF");
    }
    let again = date::parse(&rfc3339).unwrap_or_else(|| panic!("{rfc3339:?} does not read back"));
    assert_eq!(again.value, parsed.value, "{raw:?} -> {rfc3339:?}");

    let rfc2822 = format_rfc2822(&parsed.value);
    let again = date::parse(&rfc2822).unwrap_or_else(|| panic!("{rfc2822:?} does not read back"));
    assert_eq!(
        again.value.timestamp(),
        parsed.value.timestamp(),
        "{raw:?} -> {rfc2822:?}"
    );
    assert_eq!(again.value.offset(), parsed.value.offset(), "{raw:?} -> {rfc2822:?}");
});
