//! The hostile-input suite of ../shared/hostile at its small scale: every case
//! in its own process under the manifest's time and memory limits.
//!
//! The full-size set (294 MB) is run by hand; the README's robustness section
//! gives the command.
#![cfg(feature = "cli")] // the suite runs the command-line tool

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn every_hostile_case_passes_at_small_scale() {
    let Some(dir) = common::shared("hostile") else {
        return;
    };
    if Command::new("python3").arg("--version").output().is_err() {
        println!("skipping: python3 is not installed");
        return;
    }
    let corpus = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-0.01");
    let generated = Command::new("python3")
        .arg(dir.join("gen_hostile.py"))
        .args(["--scale", "0.01"])
        .arg(&corpus)
        .output()
        .expect("run gen_hostile.py");
    assert!(generated.status.success(), "{generated:?}");

    let binary = env!("CARGO_BIN_EXE_feedwright");
    let run = Command::new("python3")
        .arg(dir.join("run.py"))
        .arg("--corpus")
        .arg(&corpus)
        .arg("--cmd")
        .arg(format!("{binary} parse {{}}"))
        .output()
        .expect("run run.py");
    let stdout = String::from_utf8_lossy(&run.stdout);
    println!("{stdout}");
    let last = stdout.lines().last().unwrap_or_default();
    assert_eq!(last, "108 passed, 0 failed", "{stdout}");
}
