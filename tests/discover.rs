//! Discovery over HTTP, against a server these tests start on 127.0.0.1:
//! link tags, the `Link` header, guessed paths, a page that is a feed, a
//! page with none, redirects, limits; every address requested is recorded
//! by the server and compared with what discovery says it tried.
#![cfg(feature = "http")]

use std::time::Duration;

use feedwright::discover::{discover, DiscoverOptions, Discovery, FeedKind, Source};
use feedwright::fetch::{BlockingFetcher, FetchError, FetchOptions, NetworkPolicy};

#[path = "common/http_server.rs"]
mod http_server;

use http_server::{ok, redirect, status, Reply, Server};

const RSS: &str =
    r#"<?xml version="1.0"?><rss version="2.0"><channel><title>The RSS</title></channel></rss>"#;
const ATOM: &str = r#"<feed xmlns="http://www.w3.org/2005/Atom"><title>The Atom</title></feed>"#;
const JSON_FEED: &str =
    r#"{"version": "https://jsonfeed.org/version/1.1", "title": "The JSON", "items": []}"#;

fn html(head: &str, body: &str) -> Reply {
    ok(
        "text/html; charset=utf-8",
        format!(
            "<!doctype html><html><head><title>Home</title>{head}</head><body>{body}</body></html>"
        ),
    )
}

fn fetcher() -> BlockingFetcher {
    let mut options = FetchOptions::default();
    options.timeout = Duration::from_secs(5);
    BlockingFetcher::new(options).unwrap()
}

fn run(server: &Server, path: &str) -> Discovery {
    discover(&fetcher(), &server.url(path), &DiscoverOptions::default()).unwrap()
}

/// Each feed as (path, kind, source, title).
fn feeds(server: &Server, found: &Discovery) -> Vec<(String, FeedKind, Source, Option<String>)> {
    found
        .feeds
        .iter()
        .map(|f| {
            let url = f
                .url
                .strip_prefix(&server.base)
                .unwrap_or(&f.url)
                .to_owned();
            (url, f.kind, f.source, f.title.clone())
        })
        .collect()
}

/// The paths the server was asked for, in order.
fn requested(server: &Server) -> Vec<String> {
    server.requests().into_iter().map(|r| r.path).collect()
}

fn s(text: &str) -> Option<String> {
    Some(text.to_owned())
}

#[test]
fn link_tags_are_returned_in_page_order_without_fetching_them() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => html(
            r#"<base href="/blog/">
            <link rel="alternate" type="application/atom+xml" href="atom" title="Atom posts">
            <link rel="alternate" type="application/rss+xml" href="/rss.xml" title="RSS posts">
            <link rel="alternate" type="application/feed+json" href="feed.json">
            <link rel="alternate" type="application/rss+xml" href="/rss.xml" title="Again">"#,
            "",
        ),
        _ => status(404),
    });
    let found = run(&server, "/");
    assert_eq!(
        feeds(&server, &found),
        [
            (
                "/blog/atom".into(),
                FeedKind::Atom,
                Source::LinkTag,
                s("Atom posts")
            ),
            (
                "/rss.xml".into(),
                FeedKind::Rss,
                Source::LinkTag,
                s("RSS posts")
            ),
            (
                "/blog/feed.json".into(),
                FeedKind::JsonFeed,
                Source::LinkTag,
                None
            ),
        ]
    );
    assert_eq!(found.tried, []);
    assert_eq!(requested(&server), ["/"]);
}

#[test]
fn the_link_header_comes_before_the_page_and_counts_as_declared() {
    let server = Server::start(|request| {
        match request.path.as_str() {
        "/" => Reply::Respond {
            status: 200,
            headers: vec![
                ("content-type", "text/html".to_owned()),
                (
                    "link",
                    r#"</updates.atom>; rel="alternate"; type="application/atom+xml"; title="Updates", </style.css>; rel=preload"#.to_owned(),
                ),
            ],
            body: br#"<link rel="alternate" type="application/rss+xml" href="/rss">"#.to_vec(),
        },
        _ => status(404),
    }
    });
    let found = run(&server, "/");
    assert_eq!(
        feeds(&server, &found),
        [
            (
                "/updates.atom".into(),
                FeedKind::Atom,
                Source::LinkHeader,
                s("Updates")
            ),
            ("/rss".into(), FeedKind::Rss, Source::LinkTag, None),
        ]
    );
    assert_eq!(requested(&server), ["/"]);
}

#[test]
fn a_page_that_declares_nothing_has_its_anchors_then_the_usual_places_tried() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => html(
            "",
            r#"<a href="/news/rss">News (RSS)</a> <a href="/about">About</a> <a href="/old.xml">Old</a>"#,
        ),
        "/news/rss" => ok("application/rss+xml", RSS),
        "/old.xml" => ok("text/html", "<html><body>gone</body></html>"),
        // WordPress answers /feed with a redirect to /feed/.
        "/feed" => redirect(301, "/feed/"),
        "/feed/" => ok("application/rss+xml", RSS),
        "/atom.xml" => ok("application/atom+xml", ATOM),
        "/feed.json" => ok("application/feed+json", JSON_FEED),
        _ => status(404),
    });
    let found = run(&server, "/");
    assert_eq!(
        feeds(&server, &found),
        [
            (
                "/news/rss".into(),
                FeedKind::Rss,
                Source::Anchor,
                s("The RSS")
            ),
            ("/feed/".into(), FeedKind::Rss, Source::Guess, s("The RSS")),
            (
                "/atom.xml".into(),
                FeedKind::Atom,
                Source::Guess,
                s("The Atom")
            ),
            (
                "/feed.json".into(),
                FeedKind::JsonFeed,
                Source::Guess,
                s("The JSON")
            ),
        ]
    );
    let tried: Vec<(String, Source, bool)> = found
        .tried
        .iter()
        .map(|t| {
            (
                t.url.strip_prefix(&server.base).unwrap().to_owned(),
                t.source,
                t.is_feed,
            )
        })
        .collect();
    let expected: Vec<(String, Source, bool)> = [
        ("/news/rss", Source::Anchor, true),
        ("/old.xml", Source::Anchor, false),
        ("/feed", Source::Guess, true),
        ("/rss", Source::Guess, false),
        ("/feed.xml", Source::Guess, false),
        ("/rss.xml", Source::Guess, false),
        ("/atom.xml", Source::Guess, true),
        ("/index.xml", Source::Guess, false),
        ("/feed.json", Source::Guess, true),
        ("/feed/atom", Source::Guess, false),
        ("/index.rss", Source::Guess, false),
    ]
    .iter()
    .map(|(p, s, f)| (p.to_string(), *s, *f))
    .collect();
    assert_eq!(tried, expected);
    assert_eq!(
        found.tried[1].error.as_deref(),
        Some("not a feed: root element is <html> at line 1, column 1")
    );
    assert!(found.tried[3]
        .error
        .as_deref()
        .unwrap()
        .ends_with("HTTP status 404"));
    // What the server saw: the page, then each address tried, the redirect followed.
    let mut expected_requests = vec!["/".to_owned()];
    for (path, _, _) in &expected {
        expected_requests.push(path.clone());
        if path == "/feed" {
            expected_requests.push("/feed/".into());
        }
    }
    assert_eq!(requested(&server), expected_requests);
}

#[test]
fn a_url_that_is_a_feed_is_returned_as_itself() {
    let server = Server::start(|request| match request.path.as_str() {
        "/feed.xml" => ok("application/atom+xml", ATOM),
        _ => status(404),
    });
    let found = run(&server, "/feed.xml");
    assert_eq!(
        feeds(&server, &found),
        [(
            "/feed.xml".into(),
            FeedKind::Atom,
            Source::Itself,
            s("The Atom")
        )]
    );
    assert_eq!(requested(&server), ["/feed.xml"]);
}

#[test]
fn a_page_with_no_feed_anywhere_finds_none_after_trying_each_place() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => html("", "<p>Nothing to subscribe to.</p>"),
        _ => status(404),
    });
    let found = run(&server, "/");
    assert_eq!(found.feeds, []);
    assert_eq!(found.tried.len(), feedwright::discover::GUESSED_PATHS.len());
    assert!(found
        .tried
        .iter()
        .all(|t| !t.is_feed && t.source == Source::Guess));
    let mut expected = vec!["/".to_owned()];
    expected.extend(
        feedwright::discover::GUESSED_PATHS
            .iter()
            .map(|p| p.to_string()),
    );
    assert_eq!(requested(&server), expected);
}

#[test]
fn a_redirected_page_resolves_its_links_against_where_it_landed() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => redirect(302, "/en/home"),
        "/en/home" => html(
            r#"<link rel="alternate" type="application/rss+xml" href="feed">"#,
            "",
        ),
        _ => status(404),
    });
    let found = run(&server, "/");
    assert_eq!(found.url, server.url("/en/home"));
    assert_eq!(
        feeds(&server, &found),
        [("/en/feed".into(), FeedKind::Rss, Source::LinkTag, None)]
    );
    assert_eq!(requested(&server), ["/", "/en/home"]);
}

#[test]
fn the_fetchers_limits_hold_for_the_page_and_for_each_try() {
    let big = "x".repeat(10_000);
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => html("", ""),
        "/big" => html("", &big),
        "/feed" => ok(
            "application/rss+xml",
            format!("{RSS}<!--{}-->", "y".repeat(10_000)),
        ),
        "/rss" => ok("application/rss+xml", RSS),
        _ => status(404),
    });
    let mut options = FetchOptions::default();
    options.max_body_bytes = 5_000;
    options.timeout = Duration::from_secs(5);
    let fetcher = BlockingFetcher::new(options).unwrap();
    // The page itself past the limit: the page's error.
    let err = discover(&fetcher, &server.url("/big"), &DiscoverOptions::default()).unwrap_err();
    assert!(
        matches!(err, FetchError::TooLarge { limit: 5_000, .. }),
        "{err}"
    );
    // A candidate past the limit is not a feed; the next one is.
    let mut options = DiscoverOptions::default();
    options.max_tries = 2;
    let found = discover(&fetcher, &server.url("/"), &options).unwrap();
    assert_eq!(
        feeds(&server, &found),
        [("/rss".into(), FeedKind::Rss, Source::Guess, s("The RSS"))]
    );
    assert!(found.tried[0]
        .error
        .as_deref()
        .unwrap()
        .contains("larger than the limit of 5000 bytes"));
    // `max_tries` stops the guessing.
    assert_eq!(requested(&server), ["/big", "/", "/feed", "/rss"]);
}

#[test]
fn the_network_policy_holds_for_discovery() {
    let server = Server::start(|_| html("", ""));
    let mut options = FetchOptions::default();
    options.network = NetworkPolicy::public_only();
    let fetcher = BlockingFetcher::new(options).unwrap();
    let err = discover(&fetcher, &server.url("/"), &DiscoverOptions::default()).unwrap_err();
    assert!(err.to_string().contains("127.0.0.1"), "{err}");
    assert_eq!(server.connections(), 0);
}

#[test]
fn a_page_in_the_charset_its_meta_names_gives_its_titles_in_it() {
    let page = "<html><head><meta charset=\"shift_jis\"><link rel=\"alternate\" \
        type=\"application/rss+xml\" href=\"/rss\" title=\"\u{30cb}\u{30e5}\u{30fc}\u{30b9}\"></head></html>";
    let (bytes, _, _) = encoding_rs::SHIFT_JIS.encode(page);
    let bytes = bytes.into_owned();
    let server = Server::start(move |request| match request.path.as_str() {
        // No charset in the Content-Type: the page's own `<meta>` says it.
        "/" => ok("text/html", bytes.clone()),
        _ => status(404),
    });
    let found = run(&server, "/");
    assert_eq!(
        feeds(&server, &found),
        [(
            "/rss".into(),
            FeedKind::Rss,
            Source::LinkTag,
            s("\u{30cb}\u{30e5}\u{30fc}\u{30b9}")
        )]
    );
}
