//! Python feedparser's own test suite (`../shared/conformance/feedparser`,
//! 1,365 cases, with `--run-module-cases`) run against
//! `feedwright parse --format feedparser`: the pass
//! count must not fall below the floor in `tests/ratchet.toml`. Skips when
//! `../shared` or python3 is absent. Each case that still fails is listed
//! with its reason in `tests/conformance_failures.md`.

mod common;

#[path = "common/ratchet.rs"]
mod ratchet;

#[test]
fn feedparser_suite_pass_count_holds_its_floor() {
    let (Some(corpus), Some(script)) = (
        common::shared("conformance/feedparser"),
        common::shared("conformance/run.py"),
    ) else {
        return;
    };
    let corpus = corpus.to_string_lossy().into_owned();
    let cmd = ratchet::feedparser_view_cmd();
    let Some(out) = ratchet::run_python(
        &script,
        // The module cases (the 6 that feedparser passes only with chardet)
        // count too: the reader guesses undeclared charsets itself.
        &[
            "--corpus",
            &corpus,
            "--cmd",
            &cmd,
            "--show",
            "0",
            "--run-module-cases",
        ],
    ) else {
        return;
    };
    println!("{out}");
    // The last line is "N passed, M failed, K skipped".
    let passed = ratchet::figure(&out, " passed", 0);
    ratchet::hold(
        "conformance_passed",
        passed,
        "feedparser suite cases passed",
    );
}
