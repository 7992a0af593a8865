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

/// One tag of 10,000 attributes in escaped HTML: the HTML tokenizer reads
/// such a run one call deeper per attribute, which once overflowed the
/// command's stack and aborted it. Run in the real binary, on its own
/// stack, through every command that reads the HTML.
#[test]
fn a_tag_of_ten_thousand_attributes_in_escaped_html_is_read() {
    let attributes: String = (0..10_000)
        .map(|i| format!(" a{i}=&quot;v&quot;"))
        .collect();
    let doc = format!(
        "<rss version=\"2.0\"><channel><title>t</title><link>http://example.com/</link>\
         <description>d</description><item><title>i</title>\
         <description>&lt;p{attributes}&gt;text&lt;/p&gt;</description></item></channel></rss>"
    );
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ten-thousand-attributes.xml");
    std::fs::write(&path, doc).expect("write the document");
    let binary = env!("CARGO_BIN_EXE_feedwright");
    for args in [
        &["parse", "--format", "json"][..],
        &["parse", "--format", "feedparser"],
        &["check", "--format", "json"],
    ] {
        let run = Command::new(binary)
            .args(args)
            .arg(&path)
            .output()
            .expect("run feedwright");
        // `check` exits 1 when it has findings; a crash is a signal, no code.
        assert!(
            matches!(run.status.code(), Some(0 | 1)),
            "{args:?}: {:?}\n{}",
            run.status,
            String::from_utf8_lossy(&run.stderr)
        );
        if args[0] == "parse" {
            let stdout = String::from_utf8_lossy(&run.stdout);
            assert!(
                stdout.contains("text</p>"),
                "{args:?}: the tag was not read"
            );
        }
    }
}

/// A file larger than the input limit (1 GiB by default) is refused by its
/// size, before any of it is read: a sparse file of one byte more, which
/// reading would take seconds and a gigabyte of memory for.
#[test]
fn a_file_over_the_input_limit_is_refused_before_it_is_read() {
    let limit = feedwright::ReadOptions::default().max_input_bytes;
    let path = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("over-the-limit-{}.xml", std::process::id()));
    let file = std::fs::File::create(&path).expect("create the file");
    file.set_len(limit + 1).expect("a sparse file");
    drop(file);
    let started = std::time::Instant::now();
    let run = Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .arg("parse")
        .arg(&path)
        .output()
        .expect("run feedwright");
    let _ = std::fs::remove_file(&path);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "the file is {} bytes, larger than the input limit of {limit} bytes",
            limit + 1
        )),
        "{stderr}"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
}
