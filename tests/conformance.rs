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
    let last = out
        .lines()
        .rev()
        .find(|l| l.contains(" passed"))
        .unwrap_or("");
    let passed: f64 = last
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no pass count in the output:\n{out}"));
    let floor = ratchet::floor("conformance_passed");
    assert!(
        passed >= floor,
        "feedparser suite: {passed} cases pass, below the floor of {floor} in tests/ratchet.toml"
    );
    if passed > floor {
        println!("{passed} passes, above the floor of {floor}: raise it in tests/ratchet.toml");
    }
}
