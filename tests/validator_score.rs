//! `feedwright check` on the W3C Feed Validation Service's own test
//! documents (`../shared/validator/w3c`): the number of cases passed, as
//! `../shared/validator/run.py` scores them, must not fall below the floor
//! in `tests/ratchet.toml`. Skips when `../shared` or python3 is absent.

mod common;

#[path = "common/ratchet.rs"]
mod ratchet;

#[test]
fn validator_score_holds_its_floor() {
    let (Some(corpus), Some(script)) = (
        common::shared("validator/w3c"),
        common::shared("validator/run.py"),
    ) else {
        return;
    };
    let corpus = corpus.to_string_lossy().into_owned();
    let cmd = format!(
        "'{}' check --format json {{}}",
        env!("CARGO_BIN_EXE_feedwright")
    );
    let Some(out) = ratchet::run_python(&script, &["--corpus", &corpus, "--cmd", &cmd]) else {
        return;
    };
    // The last line is "N passed, M failed".
    let last = out
        .lines()
        .rev()
        .find(|l| l.contains(" passed, "))
        .unwrap_or("");
    println!("{last}");
    let passed: f64 = last
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no pass count in the output:\n{out}"));
    let floor = ratchet::floor("validator_passed");
    assert!(
        passed >= floor,
        "{passed} validator cases pass, below the floor of {floor} in tests/ratchet.toml"
    );
    if passed > floor {
        println!("{passed} is above the floor of {floor}: raise it in tests/ratchet.toml");
    }
}
