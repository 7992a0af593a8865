//! Any string: the lenient date parser must not panic, and whatever it reads
//! must format and read back to the same instant.
#![no_main]

use feedwright::date::{format_rfc2822, format_rfc3339, parse_date};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|raw: &str| {
    if let Some(parsed) = parse_date(raw) {
        for text in [format_rfc3339(&parsed.value), format_rfc2822(&parsed.value)] {
            let again = parse_date(&text).unwrap_or_else(|| panic!("{text:?} does not read back"));
            assert_eq!(again.value, parsed.value, "{raw:?} -> {text:?}");
        }
    }
});
