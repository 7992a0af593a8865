//! The command line as a pipeline stage: many inputs (files, directories,
//! lists), JSON Lines in input order with failures as lines, the exit status,
//! and `stats`.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_feedwright"));
    command.args(args);
    if stdin.is_some() {
        command.stdin(std::process::Stdio::piped());
    }
    command.stdout(std::process::Stdio::piped());
    command.stderr(std::process::Stdio::piped());
    let mut child = command.spawn().expect("runs");
    if let Some(text) = stdin {
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    child.wait_with_output().unwrap()
}

/// A directory of two good feeds, a broken one and a non-feed, in name order.
fn crawl(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("feedwright-batch-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    let fixtures = common::fixtures_dir();
    std::fs::copy(
        fixtures.join("rss2/joe-ma-tech-blog.xml"),
        dir.join("a-rss.xml"),
    )
    .unwrap();
    std::fs::copy(
        fixtures.join("atom/latest-posts.xml"),
        dir.join("sub/b-atom.xml"),
    )
    .unwrap();
    std::fs::write(
        dir.join("c-not-a-feed.xml"),
        "<html><body>hello</body></html>",
    )
    .unwrap();
    std::fs::write(dir.join("d-empty.rss"), "").unwrap();
    std::fs::write(dir.join("notes.txt"), "not taken: not a feed extension").unwrap();
    dir
}

fn lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

fn name(value: &serde_json::Value) -> String {
    let source = value["source"].as_str().unwrap_or_default();
    Path::new(source)
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned()
}

#[test]
fn a_directory_gives_one_json_line_per_feed_in_order_failures_included() {
    let dir = crawl("order");
    for jobs in ["1", "2"] {
        let out = run(
            &[
                "parse",
                "--jsonl",
                "--format",
                "feedparser",
                "--jobs",
                jobs,
                dir.to_str().unwrap(),
            ],
            None,
        );
        assert_eq!(out.status.code(), Some(1), "some inputs are no feed");
        let parsed = lines(&out);
        let names: Vec<String> = parsed.iter().map(name).collect();
        assert_eq!(
            names,
            ["a-rss.xml", "c-not-a-feed.xml", "d-empty.rss", "b-atom.xml"]
        );
        assert_eq!(parsed[0]["version"], "rss20");
        assert!(parsed[1]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("not a feed"));
        assert!(parsed[2]["error"].is_object());
        assert_eq!(parsed[3]["version"], "atom10");
    }
    // `--keep-going=false`: the first failure ends the run.
    let out = run(
        &[
            "parse",
            "--jsonl",
            "--format",
            "json",
            "--keep-going=false",
            dir.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let names: Vec<String> = lines(&out).iter().map(name).collect();
    assert_eq!(names, ["a-rss.xml", "c-not-a-feed.xml"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn inputs_come_from_files_lists_and_globs() {
    let dir = crawl("inputs");
    let fixtures = common::fixtures_dir();
    let one = fixtures.join("rss2/joe-ma-tech-blog.xml");
    let two = fixtures.join("atom/latest-posts.xml");
    let list = format!("{}\n\n{}\n", one.display(), two.display());
    let out = run(
        &["check", "--format", "json", "--jsonl", "--files-from", "-"],
        Some(&list),
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let checked = lines(&out);
    assert_eq!(checked.len(), 2);
    assert_eq!(checked[0]["clean"], true);
    assert_eq!(checked[1]["format"], "atom10");

    // `--glob` chooses the files a walk takes.
    let out = run(
        &[
            "parse",
            "--jsonl",
            "--format",
            "json",
            "--glob",
            "*.rss",
            dir.to_str().unwrap(),
        ],
        None,
    );
    let names: Vec<String> = lines(&out).iter().map(name).collect();
    assert_eq!(names, ["d-empty.rss"]);

    // Every input a channel: 0; none given: a usage error.
    let out = run(
        &["parse", one.to_str().unwrap(), two.to_str().unwrap()],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with(&format!("source:   {}\nformat:   rss20", one.display())),
        "{text}"
    );
    assert_eq!(run(&["parse"], None).status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn stats_counts_what_a_crawl_holds() {
    let dir = crawl("stats");
    let out = run(&["stats", "--format", "json", dir.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1), "two inputs are no feed");
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["inputs"], 4);
    assert_eq!(value["feeds"], 2);
    assert_eq!(value["items"], 8 + 50);
    assert_eq!(value["failures"].as_array().map(Vec::len), Some(2));
    let formats: Vec<&str> = value["formats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(formats, ["atom10", "rss20"]);
    let out = run(&["stats", dir.to_str().unwrap()], None);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("feeds:     2 (58 items)"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
