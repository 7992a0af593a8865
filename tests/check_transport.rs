//! `check::validate_response` and `feedwright check URL`: the rules of the
//! HTTP response a feed came in, each case served by a server these tests
//! start on 127.0.0.1 and breaking one rule, the rest as a publisher
//! should serve it (its feed type with a charset, gzip, an ETag, a self
//! link naming the URL). No other network is used.
#![cfg(feature = "http")]

use std::io::Write;

use feedwright::check::{validate_response, HttpResponse, ProblemKind, Report};
use feedwright::fetch::{BlockingFetcher, FetchOptions, RawOutcome, Validators};

#[path = "common/http_server.rs"]
mod http_server;

use http_server::{redirect, Reply, Request, Server};

/// A clean RSS 2.0 feed whose self link is `self_url`, declared in `encoding`.
fn feed(self_url: &str, encoding: &str) -> Vec<u8> {
    format!(
        r#"<?xml version="1.0" encoding="{encoding}"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>Served</title>
<link>https://example.org/</link>
<description>A feed served by the tests</description>
<atom:link rel="self" href="{self_url}" type="application/rss+xml"/>
<item><title>One</title><guid isPermaLink="false">tag:example.org,2026:1</guid></item>
</channel>
</rss>
"#
    )
    .into_bytes()
}

fn gzip(body: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    encoder.write_all(body).unwrap();
    encoder.finish().unwrap()
}

/// How one case departs from the clean response.
#[derive(Clone, Copy)]
enum Case {
    Clean,
    NoContentType,
    Html,
    ApplicationXml,
    TextXmlWithoutCharset,
    CharsetMismatch,
    Uncompressed,
    NoValidators,
    /// Served at a path its self link does not name.
    ElsewhereThanItsSelfLink,
}

impl Case {
    fn from_path(path: &str) -> Option<Case> {
        Some(match path {
            "/feed.xml" => Case::Clean,
            "/no-content-type" => Case::NoContentType,
            "/html" => Case::Html,
            "/application-xml" => Case::ApplicationXml,
            "/text-xml" => Case::TextXmlWithoutCharset,
            "/latin1" => Case::CharsetMismatch,
            "/uncompressed" => Case::Uncompressed,
            "/no-validators" => Case::NoValidators,
            "/elsewhere" => Case::ElsewhereThanItsSelfLink,
            _ => return None,
        })
    }
}

/// The server's answer: a case by its path, or a redirect to the clean feed.
fn routes(request: &Request) -> Reply {
    let host = request.header("host").unwrap_or("127.0.0.1").to_owned();
    match request.path.as_str() {
        "/temporary" => return redirect(302, "/feed.xml"),
        "/moved" => return redirect(301, "/feed.xml"),
        _ => {}
    }
    let Some(case) = Case::from_path(&request.path) else {
        return http_server::status(404);
    };
    // The self link names the URL the feed is served at, as the client wrote its host.
    let self_url = match case {
        Case::ElsewhereThanItsSelfLink => format!("http://{host}/feed.xml"),
        _ => format!("http://{host}{}", request.path),
    };
    let body = feed(&self_url, "utf-8");
    let content_type = match case {
        Case::NoContentType => None,
        Case::Html => Some("text/html; charset=utf-8"),
        Case::ApplicationXml => Some("application/xml; charset=utf-8"),
        Case::TextXmlWithoutCharset => Some("text/xml"),
        Case::CharsetMismatch => Some("application/rss+xml; charset=iso-8859-1"),
        _ => Some("application/rss+xml; charset=utf-8"),
    };
    let mut headers = Vec::new();
    if let Some(content_type) = content_type {
        headers.push(("content-type", content_type.to_owned()));
    }
    if !matches!(case, Case::NoValidators) {
        headers.push(("etag", "\"v1\"".to_owned()));
    }
    let body = if matches!(case, Case::Uncompressed) {
        body
    } else {
        headers.push(("content-encoding", "gzip".to_owned()));
        gzip(&body)
    };
    Reply::Respond {
        status: 200,
        headers,
        body,
    }
}

fn check(server: &Server, path: &str) -> Report {
    let fetcher = BlockingFetcher::new(FetchOptions::default()).expect("a client");
    let RawOutcome::Body {
        response,
        body,
        options,
        ..
    } = fetcher
        .fetch_bytes(&server.url(path), &Validators::default())
        .expect("fetched")
    else {
        panic!("{path}: a body");
    };
    validate_response(&HttpResponse::from(&response), &body, &options).expect("a feed")
}

/// The rules of the transport findings, in report order.
fn transport_rules(report: &Report) -> Vec<&str> {
    report
        .problems
        .iter()
        .filter(|p| p.kind == ProblemKind::Transport)
        .map(|p| p.rule.as_str())
        .collect()
}

/// The findings that are not the transport's: none, in every case.
fn others(report: &Report) -> Vec<String> {
    report
        .problems
        .iter()
        .filter(|p| p.kind != ProblemKind::Transport)
        .map(ToString::to_string)
        .collect()
}

#[test]
fn a_clean_response_gives_no_transport_finding() {
    let server = Server::start(routes);
    let report = check(&server, "/feed.xml");
    assert!(report.is_clean(), "{:?}", report.problems);
    // The fetcher asked for a compressed body, so an uncompressed one is worth saying.
    let request = &server.requests()[0];
    let accepted = request.header("accept-encoding").unwrap_or_default();
    assert!(accepted.contains("gzip"), "{accepted}");
}

#[test]
fn each_header_case_breaks_its_rule_and_no_other() {
    let server = Server::start(routes);
    let cases: [(&str, &[&str]); 7] = [
        ("/no-content-type", &["http-content-type-missing"]),
        ("/html", &["http-content-type"]),
        ("/application-xml", &["http-non-specific-type"]),
        // text/xml is no feed type, and without a charset it was US-ASCII.
        (
            "/text-xml",
            &["http-non-specific-type", "http-text-xml-charset"],
        ),
        ("/latin1", &["http-charset-mismatch"]),
        ("/uncompressed", &["http-uncompressed"]),
        ("/no-validators", &["http-no-validators"]),
    ];
    for (path, want) in cases {
        let report = check(&server, path);
        assert_eq!(transport_rules(&report), want, "{path}");
        // The reader's own note of the charset conflict is the same finding.
        assert!(others(&report).is_empty(), "{path}: {:?}", others(&report));
        for problem in &report.problems {
            assert_eq!(problem.position.line, 0, "{path}: {problem}");
        }
    }
}

#[test]
fn a_self_link_elsewhere_is_reported_at_the_self_link() {
    let server = Server::start(routes);
    let report = check(&server, "/elsewhere");
    assert_eq!(transport_rules(&report), ["http-self-location"]);
    assert!(others(&report).is_empty(), "{:?}", others(&report));
    let problem = &report.problems[0];
    assert_eq!(problem.w3c, ["SelfDoesntMatchLocation"]);
    assert_eq!((problem.position.line, problem.position.column), (7, 1));
    assert_eq!(problem.path.as_deref(), Some("rss/channel/atom:link"));
    let detail = problem.detail.as_deref().unwrap_or_default();
    assert!(
        detail.ends_with(&format!("fetched from {}", server.url("/elsewhere"))),
        "{detail}"
    );
}

#[test]
fn redirects_are_reported_by_kind() {
    let server = Server::start(routes);
    // 302 then 200: temporary; the self link names the URL reached, so it matches.
    let report = check(&server, "/temporary");
    assert_eq!(transport_rules(&report), ["http-temp-redirect"]);
    assert!(others(&report).is_empty(), "{:?}", others(&report));
    let problem = &report.problems[0];
    assert_eq!(problem.w3c, ["TempRedirect"]);
    assert_eq!(
        problem.detail.as_deref(),
        Some(
            format!(
                "302 from {} to {}",
                server.url("/temporary"),
                server.url("/feed.xml")
            )
            .as_str()
        )
    );
    // 301 then 200: the subscription should move.
    let report = check(&server, "/moved");
    assert_eq!(transport_rules(&report), ["http-permanent-redirect"]);
    assert!(report.passes(), "{:?}", report.problems);
}

#[test]
fn every_http_rule_is_exercised_here() {
    // The rules this file's cases break (the document fixtures cannot).
    let exercised = [
        "http-content-type-missing",
        "http-content-type",
        "http-non-specific-type",
        "http-text-xml-charset",
        "http-charset-mismatch",
        "http-uncompressed",
        "http-temp-redirect",
        "http-permanent-redirect",
        "http-self-location",
        "http-no-validators",
    ];
    for rule in feedwright::check::rules::RULES {
        if rule.id.starts_with("http-") {
            assert!(exercised.contains(&rule.id), "no case for {}", rule.id);
        }
    }
}

#[test]
fn check_url_adds_the_transport_findings_and_a_file_gets_none() {
    let server = Server::start(routes);
    let run = |input: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_feedwright"))
            .args(["check", "--all", "--fail-on", "warning", input])
            .output()
            .expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (code, text) = run(&server.url("/html"));
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("warning http-content-type: "), "{text}");
    assert!(text.contains("1 transport"), "{text}");

    // The same bytes from a file: nothing about a response.
    let dir = std::env::temp_dir().join(format!("feedwright-transport-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("feed.xml");
    std::fs::write(&file, feed("https://example.org/feed.xml", "utf-8")).unwrap();
    let (code, text) = run(file.to_str().unwrap());
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, Some(0), "{text}");
    assert!(!text.contains("http-"), "{text}");
}

#[test]
fn a_json_feed_is_held_to_its_own_types_and_its_feed_url() {
    let json = br#"{
  "version": "https://jsonfeed.org/version/1.1",
  "title": "T",
  "feed_url": "https://example.org/old.json",
  "items": [{"id": "1", "content_text": "x"}]
}"#;
    let url = url::Url::parse("https://example.org/feed.json").unwrap();
    let headers = |content_type: &str| {
        vec![
            ("content-type".to_owned(), content_type.to_owned()),
            (
                "last-modified".to_owned(),
                "Thu, 25 Jun 2026 10:00:00 GMT".to_owned(),
            ),
        ]
    };
    let options = feedwright::ReadOptions::default();
    let response = HttpResponse::new(url.clone(), headers("application/feed+json"));
    let report = validate_response(&response, json, &options).unwrap();
    assert_eq!(transport_rules(&report), ["http-self-location"]);
    assert_eq!(report.problems[0].position.line, 4);

    let response = HttpResponse::new(url, headers("application/xml"));
    let report = validate_response(&response, json, &options).unwrap();
    assert_eq!(
        transport_rules(&report),
        ["http-content-type", "http-self-location"]
    );
}
