//! Fetching over HTTP (feature `http`), against a server these tests start
//! on 127.0.0.1: conditional GET, redirect chains, limits, timeouts and the
//! transport's charset. No other network is used.
#![cfg(feature = "http")]

use std::io::Write;
use std::net::TcpListener;
use std::time::Duration;

use feedwright::fetch::{
    BlockingFetcher, FetchError, FetchOptions, Fetcher, Outcome, StreamOutcome, Validators,
};
use feedwright::WarningKind;

#[path = "common/http_server.rs"]
mod http_server;

use http_server::{ok, redirect, status, Reply, Request, Server};

const FEED: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Fetched</title><link>/home</link>
<description>A feed served by the tests</description>
<item><title>One</title><link>posts/1</link></item>
<item><title>Two</title><link>posts/2</link></item>
</channel></rss>
"#;

/// The feed with an ETag and a Last-Modified date, or 304 to a request
/// that sends that ETag back.
fn conditional(request: &Request) -> Reply {
    if request.header("if-none-match") == Some("\"v1\"") {
        return status(304);
    }
    Reply::Respond {
        status: 200,
        headers: vec![
            ("content-type", "application/rss+xml".to_owned()),
            ("etag", "\"v1\"".to_owned()),
            ("last-modified", "Thu, 25 Jun 2026 10:00:00 GMT".to_owned()),
        ],
        body: FEED.into(),
    }
}

fn fetcher(options: FetchOptions) -> BlockingFetcher {
    BlockingFetcher::new(options).expect("a client")
}

fn quick() -> FetchOptions {
    let mut options = FetchOptions::default();
    options.timeout = Duration::from_secs(5);
    options
}

#[test]
fn a_conditional_get_gets_304_with_the_validators_stored() {
    let server = Server::start(conditional);
    let fetcher = fetcher(quick());
    let url = server.url("/feed.xml");
    let Outcome::Feed { response, parsed } = fetcher.fetch(&url, &Validators::default()).unwrap()
    else {
        panic!("a feed")
    };
    assert_eq!(response.status, 200);
    assert_eq!(parsed.channel.items.len(), 2);
    // Relative links resolve against the URL fetched.
    assert_eq!(
        parsed.channel.items[0].link(),
        Some(server.url("/posts/1").as_str())
    );
    assert_eq!(response.validators.etag.as_deref(), Some("\"v1\""));
    assert_eq!(
        response.validators.last_modified.as_deref(),
        Some("Thu, 25 Jun 2026 10:00:00 GMT")
    );

    let again = fetcher.fetch(&url, &response.validators).unwrap();
    let Outcome::NotModified {
        response: not_modified,
    } = again
    else {
        panic!("304")
    };
    assert_eq!(not_modified.status, 304);
    // A 304 need not repeat the validators: the ones sent stand.
    assert_eq!(not_modified.validators, response.validators);
    let requests = server.requests();
    assert_eq!(requests[1].header("if-none-match"), Some("\"v1\""));
    assert_eq!(
        requests[1].header("if-modified-since"),
        Some("Thu, 25 Jun 2026 10:00:00 GMT")
    );
    assert!(requests[0]
        .header("user-agent")
        .is_some_and(|agent| agent.starts_with("feedwright/")));
}

#[test]
fn permanent_redirects_move_the_subscription_and_temporary_ones_do_not() {
    let server = Server::start(|request| match request.path.as_str() {
        "/old" => redirect(301, "/older"),
        "/older" => redirect(308, "/new"),
        "/temp" => redirect(302, "/temp2"),
        "/temp2" => redirect(307, "/new"),
        "/mixed" => redirect(301, "/temp2"),
        _ => ok("application/rss+xml", FEED),
    });
    let fetcher = fetcher(quick());
    let outcome = fetcher
        .fetch(&server.url("/old"), &Validators::default())
        .unwrap();
    let response = outcome.response();
    assert_eq!(response.url.as_str(), server.url("/new"));
    assert_eq!(response.redirects.len(), 2);
    assert!(response.moved_permanently);

    let outcome = fetcher
        .fetch(&server.url("/temp"), &Validators::default())
        .unwrap();
    assert_eq!(outcome.response().redirects.len(), 2);
    assert!(!outcome.response().moved_permanently);

    // One temporary hop on the way: the subscription stays.
    let outcome = fetcher
        .fetch(&server.url("/mixed"), &Validators::default())
        .unwrap();
    assert!(!outcome.response().moved_permanently);
}

#[test]
fn a_redirect_loop_and_too_long_a_chain_stop() {
    let server = Server::start(|request| match request.path.as_str() {
        "/a" => redirect(302, "/b"),
        "/b" => redirect(302, "/a"),
        path => {
            let n: u32 = path.trim_start_matches("/hop").parse().unwrap_or(0);
            if n < 5 {
                redirect(302, &format!("/hop{}", n + 1))
            } else {
                ok("application/rss+xml", FEED)
            }
        }
    });
    let fetcher = fetcher(quick());
    let err = fetcher
        .fetch(&server.url("/a"), &Validators::default())
        .unwrap_err();
    assert!(matches!(err, FetchError::TooManyRedirects { .. }), "{err}");

    let mut options = quick();
    options.max_redirects = 3;
    let err = BlockingFetcher::new(options)
        .unwrap()
        .fetch(&server.url("/hop0"), &Validators::default())
        .unwrap_err();
    assert!(
        matches!(err, FetchError::TooManyRedirects { max: 3, .. }),
        "{err}"
    );
    assert!(fetcher
        .fetch(&server.url("/hop0"), &Validators::default())
        .is_ok());
}

#[test]
fn gone_and_http_errors() {
    let server = Server::start(|request| match request.path.as_str() {
        "/gone" => status(410),
        _ => status(404),
    });
    let fetcher = fetcher(quick());
    let outcome = fetcher
        .fetch(&server.url("/gone"), &Validators::default())
        .unwrap();
    assert!(matches!(outcome, Outcome::Gone { .. }));
    let err = fetcher
        .fetch(&server.url("/missing"), &Validators::default())
        .unwrap_err();
    assert!(
        matches!(err, FetchError::Status { status: 404, .. }),
        "{err}"
    );
    assert_eq!(err.url(), server.url("/missing"));
}

#[test]
fn a_body_past_the_limit_stops_there_compressed_or_not() {
    let big = format!("{}{}", FEED, " ".repeat(200_000));
    let compressed = {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        encoder.write_all(big.as_bytes()).unwrap();
        encoder.finish().unwrap()
    };
    assert!(compressed.len() < 10_000, "{}", compressed.len());
    let server = Server::start(move |request| match request.path.as_str() {
        "/plain" => ok("application/rss+xml", big.clone()),
        _ => Reply::Respond {
            status: 200,
            headers: vec![
                ("content-type", "application/rss+xml".to_owned()),
                ("content-encoding", "gzip".to_owned()),
            ],
            body: compressed.clone(),
        },
    });
    let mut options = quick();
    options.max_body_bytes = 50_000;
    let fetcher = fetcher(options);
    for path in ["/plain", "/gzip"] {
        let err = fetcher
            .fetch(&server.url(path), &Validators::default())
            .unwrap_err();
        assert!(
            matches!(err, FetchError::TooLarge { limit: 50_000, .. }),
            "{path}: {err}"
        );
    }
    // Within the limit, the gzip body is decoded.
    let outcome = fetcher_with_limit(1_000_000)
        .fetch(&server.url("/gzip"), &Validators::default())
        .unwrap();
    let Outcome::Feed { parsed, .. } = outcome else {
        panic!("a feed")
    };
    assert_eq!(parsed.channel.items.len(), 2);
}

fn fetcher_with_limit(limit: u64) -> BlockingFetcher {
    let mut options = quick();
    options.max_body_bytes = limit;
    fetcher(options)
}

#[test]
fn a_stalled_server_times_out() {
    let server = Server::start(|_| Reply::Stall(Duration::from_secs(5)));
    let mut options = FetchOptions::default();
    options.timeout = Duration::from_millis(400);
    let started = std::time::Instant::now();
    let err = fetcher(options)
        .fetch(&server.url("/slow"), &Validators::default())
        .unwrap_err();
    assert!(matches!(err, FetchError::Timeout { .. }), "{err}");
    assert!(started.elapsed() < Duration::from_secs(4));
}

#[test]
fn the_charset_comes_from_content_type() {
    // "Café" in ISO-8859-1, with no encoding in the XML declaration.
    let latin1 = b"<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Caf\xe9</title><link>https://example.org/</link><description>d</description></channel></rss>".to_vec();
    // Declared ISO-8859-1, served as UTF-8, and UTF-8 it is: the transport wins (RFC 3023).
    let lying = "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><rss version=\"2.0\"><channel><title>Café</title><link>https://example.org/</link><description>d</description></channel></rss>".as_bytes().to_vec();
    let server = Server::start(move |request| match request.path.as_str() {
        "/latin1" => ok("application/rss+xml; charset=ISO-8859-1", latin1.clone()),
        "/lying" => ok("application/xml; charset=utf-8", lying.clone()),
        _ => ok("text/xml", FEED),
    });
    let fetcher = fetcher(quick());
    let title = |path: &str| {
        let Outcome::Feed { parsed, .. } = fetcher
            .fetch(&server.url(path), &Validators::default())
            .unwrap()
        else {
            panic!("a feed")
        };
        (parsed.channel.title.map(|t| t.value), parsed.warnings)
    };
    assert_eq!(title("/latin1").0.as_deref(), Some("Café"));
    assert_eq!(title("/lying").0.as_deref(), Some("Café"));
    // text/xml without a charset: read by the document, with a warning.
    let (text_xml, warnings) = title("/text");
    assert_eq!(text_xml.as_deref(), Some("Fetched"));
    assert!(
        matches!(&warnings[0].kind, WarningKind::TextWithoutCharset { media_type } if media_type == "text/xml"),
        "{warnings:?}"
    );
}

#[test]
fn a_redirect_to_another_scheme_is_refused() {
    let server = Server::start(|_| redirect(302, "file:///etc/passwd"));
    let fetcher = fetcher(quick());
    let err = fetcher
        .fetch(&server.url("/feed"), &Validators::default())
        .unwrap_err();
    let FetchError::Scheme { url } = &err else {
        panic!("{err}")
    };
    assert_eq!(url.as_str(), "file:///etc/passwd");
    let err = fetcher
        .fetch("ftp://example.org/feed.xml", &Validators::default())
        .unwrap_err();
    assert!(matches!(err, FetchError::Scheme { .. }), "{err}");
    assert!(server.requests().len() == 1);
}

#[test]
fn a_closed_port_is_a_connect_error() {
    let port = {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let err = fetcher(quick())
        .fetch(
            &format!("http://127.0.0.1:{port}/feed"),
            &Validators::default(),
        )
        .unwrap_err();
    assert!(matches!(err, FetchError::Connect { .. }), "{err}");
}

#[test]
fn a_streamed_fetch_reads_items_as_they_arrive() {
    let server = Server::start(|_| ok("application/rss+xml", FEED));
    let StreamOutcome::Feed { response, reader } = fetcher(quick())
        .fetch_reader(&server.url("/feed"), &Validators::default())
        .unwrap()
    else {
        panic!("a feed")
    };
    assert_eq!(response.status, 200);
    let titles: Vec<String> = reader
        .map(|item| item.unwrap().title.map(|t| t.value).unwrap_or_default())
        .collect();
    assert_eq!(titles, ["One", "Two"]);
}

#[test]
fn the_async_fetcher_fetches_concurrently() {
    let server = Server::start(|_| ok("application/rss+xml", FEED));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let fetcher = Fetcher::new(quick()).unwrap();
        let mut tasks = tokio::task::JoinSet::new();
        for n in 0..20 {
            let fetcher = fetcher.clone();
            let url = server.url(&format!("/feed{n}"));
            tasks.spawn(async move { fetcher.fetch(&url, &Validators::default()).await });
        }
        let mut feeds = 0;
        while let Some(done) = tasks.join_next().await {
            if let Outcome::Feed { parsed, .. } = done.unwrap().unwrap() {
                assert_eq!(parsed.channel.items.len(), 2);
                feeds += 1;
            }
        }
        assert_eq!(feeds, 20);
    });
}

#[test]
fn the_command_line_fetches_a_url() {
    let server = Server::start(conditional);
    let bin = env!("CARGO_BIN_EXE_feedwright");
    let run = |args: &[&str]| std::process::Command::new(bin).args(args).output().unwrap();
    let url = server.url("/feed.xml");
    let out = run(&["parse", "--format", "feedparser", &url]);
    assert!(out.status.success());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["status"], 200);
    assert_eq!(value["href"], url.as_str());
    assert_eq!(value["etag"], "\"v1\"");
    assert_eq!(value["headers"]["content-type"], "application/rss+xml");
    assert_eq!(value["entries"].as_array().map(Vec::len), Some(2));

    let out = run(&["parse", "--etag", "\"v1\"", &url]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "not modified\n");
    let out = run(&["parse", "--format", "feedparser", "--etag", "\"v1\"", &url]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["status"], 304);
    assert_eq!(value["entries"], serde_json::json!([]));

    // The feed's links are relative, which RSS does not allow: check says so,
    // at the line of the document fetched.
    let out = run(&["check", "--all", &url]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(&format!("{url}:2:")), "{text}");
    assert!(text.contains("error url-relative"), "{text}");
    // A scheme that is not fetched names nothing the command can read: a
    // usage error.
    let out = run(&["parse", "file:///etc/passwd"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("only http and https"));
}
