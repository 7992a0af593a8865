//! Agreement with Python feedparser on the 246 real feeds of
//! `../shared/realworld`, field by field (100 = identical): the score of
//! `feedwright parse --format feedparser` must not fall below the floor in
//! `tests/ratchet.toml`. Skips when `../shared` or python3 is absent.

mod common;

#[path = "common/ratchet.rs"]
mod ratchet;

#[test]
fn realworld_score_holds_its_floor() {
    let (Some(corpus), Some(script)) = (
        common::shared("realworld"),
        common::shared("realworld/tools/score.py"),
    ) else {
        return;
    };
    let corpus = corpus.to_string_lossy().into_owned();
    let cmd = ratchet::feedparser_view_cmd();
    let Some(out) = ratchet::run_python(&script, &["--corpus", &corpus, "--cmd", &cmd]) else {
        return;
    };
    // The last line is "score: S / 100 over N documents (...)".
    let last = out
        .lines()
        .rev()
        .find(|l| l.starts_with("score:"))
        .unwrap_or("");
    println!("{last}");
    let score: f64 = last
        .split_whitespace()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no score in the output:\n{out}"));
    let floor = ratchet::floor("realworld_score");
    assert!(
        score >= floor,
        "real-world score {score} is below the floor of {floor} in tests/ratchet.toml"
    );
    if score > floor {
        println!("score {score} is above the floor of {floor}: raise it in tests/ratchet.toml");
    }
}
