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
    let score = ratchet::figure(&out, "score:", 1);
    ratchet::hold("realworld_score", score, "real-world score");
}
