//! The parity ratchet: runs one of the Python scorers of `../shared` against
//! the `feedwright` binary and compares its figure with the floor kept in
//! `tests/ratchet.toml`. Raising the floor is a one-line edit there; lowering
//! it should never be needed.
#![allow(dead_code)] // each scorer's test uses its own subset

use std::path::{Path, PathBuf};
use std::process::Command;

/// `tests/ratchet.toml`.
pub(crate) fn floor_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ratchet.toml")
}

/// The floor named `key` in `tests/ratchet.toml` (`key = number` lines; `#` starts a comment).
pub(crate) fn floor(key: &str) -> f64 {
    let path = floor_file();
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or_default();
        if let Some((name, value)) = line.split_once('=') {
            if name.trim() == key {
                return value
                    .trim()
                    .parse()
                    .unwrap_or_else(|e| panic!("{key} in {}: {e}", path.display()));
            }
        }
    }
    panic!("no `{key}` in {}", path.display());
}

/// Runs `python3 script args...` and returns its stdout, or `None` (with the
/// reason printed) when python3 is not installed.
pub(crate) fn run_python(script: &Path, args: &[&str]) -> Option<String> {
    let output = match Command::new("python3").arg(script).args(args).output() {
        Ok(output) => output,
        Err(e) => {
            println!("skipping: python3 cannot be run ({e})");
            return None;
        }
    };
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{} failed ({}):\n{stdout}\n{}",
        script.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    Some(stdout)
}

/// The command line the scorers run for each document: this build's binary.
pub(crate) fn feedparser_view_cmd() -> String {
    format!(
        "'{}' parse --format feedparser {{}}",
        env!("CARGO_BIN_EXE_feedwright")
    )
}

/// The number in the last line of `out` that contains `marker`, as its
/// `word`-th (from 0) whitespace-separated word.
pub(crate) fn figure(out: &str, marker: &str, word: usize) -> f64 {
    let line = out.lines().rev().find(|l| l.contains(marker)).unwrap_or("");
    println!("{line}");
    line.split_whitespace()
        .nth(word)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no `{marker}` figure in the output:\n{out}"))
}

/// Fails when `figure` (what `what` measures) is below the floor `key`;
/// says so when it is above, so that the floor gets raised.
pub(crate) fn hold(key: &str, figure: f64, what: &str) {
    let floor = floor(key);
    assert!(
        figure >= floor,
        "{what}: {figure}, below the floor of {floor} in tests/ratchet.toml"
    );
    if figure > floor {
        println!(
            "{what}: {figure}, above the floor of {floor}: raise `{key}` in tests/ratchet.toml"
        );
    }
}
