//! The command line's subscription commands: `opml list`, `parse --opml`
//! and `discover`, their outputs, JSON error records and exit statuses.
//! The URLs are served by a server the tests start on 127.0.0.1.
#![cfg(feature = "http")]

use std::io::Write;
use std::process::{Command, Output, Stdio};

#[path = "common/http_server.rs"]
mod http_server;

use http_server::{ok, status, Server};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/opml");

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_feedwright"));
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("runs");
    let mut input = child.stdin.take().unwrap();
    if let Some(text) = stdin {
        input.write_all(text.as_bytes()).unwrap();
    }
    drop(input);
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    stdout(output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn opml_list_prints_a_line_per_subscription_with_its_folders() {
    let file = format!("{DATA}/readers/newsblur.opml");
    let output = run(&["opml", "list", &file], None);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "https://www.atlasobscura.com/feeds/latest\tAtlas Obscura\t\n\
         https://www.smbc-comics.com/comic/rss\tSaturday Morning Breakfast Cereal\tComics\n\
         https://www.questionablecontent.net/QCRSS.xml\tQC RSS\tComics/Webcomics\n"
    );
    // The reader's repairs go to stderr, each with its position.
    assert!(stderr(&output).contains(&format!(
        "warning: {file}:5:5: date `2026-12-06 10:00:00.123456` read with a repair"
    )));
}

#[test]
fn opml_list_json_gives_an_object_per_subscription_and_a_record_per_failure() {
    let good = format!("{DATA}/readers/thunderbird.opml");
    let not_opml = format!("{DATA}/broken/not-opml.xml");
    let output = run(
        &["opml", "list", "--format", "json", &good, &not_opml],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        serde_json::json!({
            "schema": "feedwright/opml-subscription/1",
            "source": good,
            "xml_url": "https://blog.mozilla.org/feed/",
            "text": "The Mozilla Blog",
            "title": "The Mozilla Blog",
            "html_url": "https://blog.mozilla.org/",
            "type": "rss",
            "folders": ["Mozilla"],
        })
    );
    assert_eq!(
        lines[2],
        serde_json::json!({
            "schema": "feedwright/error/1",
            "source": not_opml,
            "error": {
                "kind": "not-opml",
                "message": "not OPML: expected <opml>, found <rss>",
                "position": {"line": 2, "column": 1, "offset": 22},
            },
        })
    );
}

#[test]
fn opml_list_exits_2_when_a_file_cannot_be_read_or_none_is_given() {
    let output = run(
        &["opml", "list", "--format", "json", "/nonexistent/list.opml"],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    let lines = json_lines(&output);
    assert_eq!(lines[0]["error"]["kind"], "io");
    assert_eq!(lines[0]["error"]["position"], serde_json::Value::Null);
    assert_eq!(run(&["opml", "list"], None).status.code(), Some(2));
    // Standard input serves as well as a file.
    let output = run(
        &["opml", "list", "-"],
        Some(
            r#"<opml version="2.0"><body><outline text="A" xmlUrl="https://a.example/"/></body></opml>"#,
        ),
    );
    assert_eq!(stdout(&output), "https://a.example/\tA\t\n");
}

#[test]
fn parse_opml_reads_every_feed_of_the_list() {
    let server = Server::start(|request| match request.path.as_str() {
        "/one.xml" => ok(
            "application/rss+xml",
            r#"<rss version="2.0"><channel><title>One</title></channel></rss>"#,
        ),
        "/two.atom" => ok(
            "application/atom+xml",
            r#"<feed xmlns="http://www.w3.org/2005/Atom"><title>Two</title></feed>"#,
        ),
        _ => status(404),
    });
    let list = std::env::temp_dir().join(format!("feedwright-opml-{}.opml", std::process::id()));
    std::fs::write(
        &list,
        format!(
            r#"<opml version="2.0"><body>
              <outline text="Folder">
                <outline text="One" type="rss" xmlUrl="{}"/>
                <outline text="Gone" type="rss" xmlUrl="{}"/>
              </outline>
              <outline text="Two" type="rss" xmlUrl="{}"/>
              <outline text="One again" type="rss" xmlUrl="{}"/>
              <outline text="Local" type="rss" xmlUrl="/etc/passwd"/>
            </body></opml>"#,
            server.url("/one.xml"),
            server.url("/missing.xml"),
            server.url("/two.atom"),
            server.url("/one.xml"),
        ),
    )
    .unwrap();
    let output = run(
        &[
            "parse",
            "--format",
            "json",
            "--jsonl",
            "--opml",
            list.to_str().unwrap(),
        ],
        None,
    );
    std::fs::remove_file(&list).unwrap();
    // One feed failed: exit 1, and the others are read, in the list's order, each once.
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let lines = json_lines(&output);
    let sources: Vec<&str> = lines
        .iter()
        .map(|l| l["source"].as_str().unwrap())
        .collect();
    assert_eq!(
        sources,
        [
            server.url("/one.xml"),
            server.url("/missing.xml"),
            server.url("/two.atom")
        ]
    );
    assert_eq!(lines[0]["title"]["value"], "One");
    assert!(lines[1]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("404"));
    assert_eq!(lines[2]["title"]["value"], "Two");
    // A list names feeds to fetch, never files of this machine.
    assert!(stderr(&output).contains("`/etc/passwd` is not an http(s) URL: skipped"));
}

#[test]
fn discover_lists_a_pages_feeds_as_text_or_json() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<html><head><link rel="alternate" type="application/atom+xml" href="/atom" title="Posts"></head></html>"#,
        ),
        "/bare" => ok("text/html", "<p>no feeds</p>"),
        "/rss" => ok(
            "application/rss+xml",
            r#"<rss version="2.0"><channel><title>Guessed</title></channel></rss>"#,
        ),
        _ => status(404),
    });
    let output = run(&["discover", &server.url("/")], None);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        format!("{}\tatom\tlink_tag\tPosts\n", server.url("/atom"))
    );
    let output = run(
        &["discover", "--format", "json", &server.url("/bare")],
        None,
    );
    assert_eq!(output.status.code(), Some(0));
    let found: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(found["feeds"][0]["url"], server.url("/rss"));
    assert_eq!(found["feeds"][0]["source"], "guess");
    assert_eq!(found["tried"].as_array().unwrap().len(), 9);
    assert!(stderr(&output).contains(&format!("tried {}: a feed", server.url("/rss"))));
    // With --no-guess, a page that declares nothing has no feed: exit 1.
    let output = run(&["discover", "--no-guess", &server.url("/bare")], None);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "");
}

#[test]
fn discover_reads_a_page_from_a_file_and_reports_a_fetch_failure() {
    let output = run(
        &["discover", "--base", "https://example.org/blog/", "-"],
        Some(
            r#"<link rel="alternate" type="application/rss+xml" href="rss.xml"><a href="/feed/">Feed</a>"#,
        ),
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "https://example.org/blog/rss.xml\trss\tlink_tag\t\nhttps://example.org/feed/\tunknown\tanchor\tFeed\n"
    );
    let server = Server::start(|_| status(500));
    let output = run(&["discover", "--format", "json", &server.url("/")], None);
    assert_eq!(output.status.code(), Some(1));
    let record: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(record["error"]["kind"], "fetch");
    assert_eq!(record["source"], server.url("/"));
    let output = run(&["discover", "/nonexistent/page.html"], None);
    assert_eq!(output.status.code(), Some(2));
}
