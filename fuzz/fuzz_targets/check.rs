//! Any bytes: `check::validate` must not panic (the reader, the walk over
//! the document as written, the markup audit, the round trip), and every
//! finding names a rule of the table, a reader repair or the round trip.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(report) = feedwright::check::validate(data) else {
        return;
    };
    for problem in &report.problems {
        let known = feedwright::check::rules::by_id(&problem.rule).is_some()
            || problem.rule.starts_with("reader-")
            || problem.rule.starts_with("round-trip");
        assert!(known, "unknown rule {}", problem.rule);
        assert!(problem.position.offset as usize <= data.len() * 4 + 4, "{problem}");
    }
});
