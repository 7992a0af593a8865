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
    let passed = ratchet::figure(&out, " passed, ", 0);
    ratchet::hold("validator_passed", passed, "validator cases passed");
}
