//! The fetch security rules, against servers these tests start on loopback:
//! the network policy refuses every spelling of a loopback address, at the
//! first URL and at each redirect, before anything is sent (each server
//! counts the connections it accepted); credentials stay with their origin;
//! errors say what went wrong without quoting a body. No other network is
//! used: every refused address is loopback, refused before connecting.
#![cfg(feature = "http")]

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::time::Duration;

use feedwright::fetch::{
    BlockingFetcher, FetchError, FetchOptions, Fetcher, NetworkPolicy, Outcome, StreamOutcome,
    Validators,
};

#[path = "common/http_server.rs"]
mod http_server;

use http_server::{ok, redirect, Reply, Request, Server};

const FEED: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Fetched</title><link>https://example.org/</link>
<description>A feed served by the tests</description>
<item><title>One</title></item>
</channel></rss>
"#;

fn feed(_: &Request) -> Reply {
    ok("application/rss+xml", FEED)
}

fn options(network: NetworkPolicy) -> FetchOptions {
    let mut options = FetchOptions::default();
    options.timeout = Duration::from_secs(5);
    options.network = network;
    options
}

fn blocking(network: NetworkPolicy) -> BlockingFetcher {
    BlockingFetcher::new(options(network)).expect("a client")
}

/// Every way of writing a loopback address in a URL's host, with the
/// server's port: names, the IPv4 spellings the URL standard reads as
/// 127.0.0.1, the unspecified address (which Linux connects to the host
/// itself), and IPv6 forms.
fn loopback_spellings(port: u16) -> Vec<String> {
    [
        // Resolved from /etc/hosts. (Not `localhost.`: glibc sends a name
        // with a final dot to the DNS server, off this machine.)
        "localhost",
        "LocalHost",
        "2130706433",
        "0x7f.1",
        "127.1",
        "0177.0.0.1",
        "127.0.0.1",
        "0.0.0.0",
        "0",
        "[::ffff:127.0.0.1]",
        "[::ffff:7f00:1]",
        "[::1]",
        "[::]",
        "[::127.0.0.1]",
        "[64:ff9b::127.0.0.1]",
    ]
    .iter()
    .map(|host| format!("http://{host}:{port}/feed.xml"))
    .collect()
}

/// The refusal, with the host it names: a loopback or unspecified
/// address, or what one of those maps to.
fn assert_refused(err: &FetchError, url: &str) {
    let FetchError::NotAllowed { address, .. } = err else {
        panic!("{url}: expected a refusal, got {err}")
    };
    let reaches_host = match address {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_unspecified(),
        IpAddr::V6(v6) => {
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.to_ipv4().is_some_and(|v4| v4.is_loopback())
                || v6.segments()[..6] == [0x64, 0xff9b, 0, 0, 0, 0]
        }
    };
    assert!(reaches_host, "{url}: {address}");
    let text = err.to_string();
    assert!(
        text.contains("address not allowed by the network policy: ") && text.contains(" for host "),
        "{text}"
    );
}

#[test]
fn every_spelling_of_loopback_is_refused_and_nothing_arrives() {
    let target = Server::start(feed);
    // The same port on ::1, when the machine has IPv6 loopback, so that
    // `[::1]` and `localhost` (which may resolve to ::1 first) would reach
    // a server were they let through.
    let target_v6 = Server::start_on(IpAddr::V6(Ipv6Addr::LOCALHOST), feed)
        .map_err(|err| println!("no IPv6 loopback ({err}): [::1] is refused unserved"))
        .ok();
    let fetcher = blocking(NetworkPolicy::public_only());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let fetcher_async = Fetcher::new(options(NetworkPolicy::public_only())).unwrap();
    let mut urls = loopback_spellings(target.port);
    if let Some(v6) = &target_v6 {
        urls.extend([
            format!("http://[::1]:{}/feed.xml", v6.port),
            format!("http://localhost:{}/feed.xml", v6.port),
        ]);
    }
    for url in &urls {
        let err = fetcher.fetch(url, &Validators::default()).unwrap_err();
        assert_refused(&err, url);
        let err = fetcher
            .fetch_bytes(url, &Validators::default())
            .unwrap_err();
        assert_refused(&err, url);
        let Err(err) = fetcher.fetch_reader(url, &Validators::default()) else {
            panic!("{url}: streamed")
        };
        assert_refused(&err, url);
        let err = runtime
            .block_on(fetcher_async.fetch(url, &Validators::default()))
            .unwrap_err();
        assert_refused(&err, url);
    }
    assert_eq!(target.connections(), 0, "{:?}", target.requests());
    if let Some(v6) = &target_v6 {
        assert_eq!(v6.connections(), 0, "{:?}", v6.requests());
    }

    // The message names the address and the host as the URL gave it.
    let err = fetcher
        .fetch(
            &format!("http://127.1:{}/", target.port),
            &Validators::default(),
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "http://127.0.0.1:{}/: address not allowed by the network policy: 127.0.0.1 for host 127.0.0.1",
            target.port
        )
    );
    let err = fetcher
        .fetch(
            &format!("http://localhost:{}/", target.port),
            &Validators::default(),
        )
        .unwrap_err();
    assert!(err.to_string().ends_with(" for host localhost"), "{err}");

    // The control: with the default policy the same URLs do arrive, so the
    // zero above is the policy's doing.
    let open = blocking(NetworkPolicy::Any);
    for host in ["127.1", "2130706433", "0x7f.1", "[::ffff:127.0.0.1]"] {
        let url = format!("http://{host}:{}/feed.xml", target.port);
        let outcome = open.fetch(&url, &Validators::default());
        assert!(matches!(outcome, Ok(Outcome::Feed { .. })), "{url}");
    }
    let before = target.connections();
    match open.fetch(
        &format!("http://0.0.0.0:{}/feed.xml", target.port),
        &Validators::default(),
    ) {
        Ok(_) => assert!(target.connections() > before),
        Err(err) => println!("0.0.0.0 does not connect to the host here ({err})"),
    }
}

/// A loopback address other than 127.0.0.1, to stand for an allowed
/// server that redirects; `None` (with the reason printed) when it cannot
/// be bound.
fn allowed_server(routes: impl Fn(&Request) -> Reply + Send + Sync + 'static) -> Option<Server> {
    let address = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
    Server::start_on(address, routes)
        .map_err(|err| println!("skipping: cannot bind 127.0.0.2 ({err})"))
        .ok()
}

#[test]
fn a_redirect_into_loopback_is_refused_before_it_is_sent() {
    let target = Server::start(feed);
    let targets = loopback_spellings(target.port);
    let to = targets.clone();
    // `/hop/N` redirects to the Nth spelling of the target.
    let Some(allowed) = allowed_server(move |request| match request.path.strip_prefix("/hop/") {
        Some(n) => redirect(302, &to[n.parse::<usize>().unwrap()]),
        None => ok("application/rss+xml", FEED),
    }) else {
        return;
    };
    // One loopback address allowed, as an internal feed server would be.
    let policy = NetworkPolicy::public_only_except(vec!["127.0.0.2".parse().unwrap()]);
    let fetcher = blocking(policy.clone());
    let fetched = fetcher.fetch(&allowed.url("/feed.xml"), &Validators::default());
    assert!(matches!(fetched, Ok(Outcome::Feed { .. })), "{fetched:?}");

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let fetcher_async = Fetcher::new(options(policy)).unwrap();
    for (n, target_url) in targets.iter().enumerate() {
        let start = allowed.url(&format!("/hop/{n}"));
        let err = fetcher.fetch(&start, &Validators::default()).unwrap_err();
        assert_refused(&err, target_url);
        // The URL refused is the redirect's target, not the one asked for.
        assert_ne!(err.url(), start, "{err}");
        let err = runtime
            .block_on(fetcher_async.fetch(&start, &Validators::default()))
            .unwrap_err();
        assert_refused(&err, target_url);
    }
    assert_eq!(target.connections(), 0, "{:?}", target.requests());
    // The allowed server saw every first hop.
    assert_eq!(allowed.requests().len(), 1 + 2 * targets.len());
}

/// The headers a test sends: three credentials by name, one marked as one,
/// and one that is none.
fn with_credentials(network: NetworkPolicy) -> FetchOptions {
    let mut options = options(network);
    options.headers = vec![
        ("Authorization".into(), "Bearer secret".into()),
        ("Cookie".into(), "session=secret".into()),
        ("Proxy-Authorization".into(), "Basic secret".into()),
        ("X-Api-Key".into(), "secret".into()),
        ("X-Trace".into(), "abc".into()),
    ];
    options.sensitive_headers = vec!["x-api-key".into()];
    options
}

const CREDENTIALS: [&str; 4] = [
    "authorization",
    "cookie",
    "proxy-authorization",
    "x-api-key",
];

fn assert_credentials(request: &Request, sent: bool) {
    for name in CREDENTIALS {
        assert_eq!(
            request.header(name).is_some(),
            sent,
            "{name} in {request:?}"
        );
    }
    assert_eq!(request.header("x-trace"), Some("abc"), "{request:?}");
}

#[test]
fn credentials_stay_with_their_origin() {
    // Another port is another origin.
    let other = Server::start(feed);
    let away = other.url("/feed.xml");
    let home = Server::start(move |request| match request.path.as_str() {
        "/same" => redirect(301, "/feed.xml"),
        "/away" => redirect(302, &away),
        _ => ok("application/rss+xml", FEED),
    });
    let back = home.url("/feed.xml");
    let other_back = Server::start(move |_| redirect(302, &back));
    let there_and_back = other_back.url("/");
    let fetcher = BlockingFetcher::new(with_credentials(NetworkPolicy::Any)).unwrap();

    // Same origin: everything goes, on both hops.
    fetcher
        .fetch(&home.url("/same"), &Validators::default())
        .unwrap();
    let requests = home.requests();
    assert_eq!(requests.len(), 2);
    assert_credentials(&requests[0], true);
    assert_credentials(&requests[1], true);

    // Another origin: the credentials stay behind, the rest goes.
    fetcher
        .fetch(&home.url("/away"), &Validators::default())
        .unwrap();
    assert_credentials(&home.requests()[2], true);
    assert_credentials(&other.requests()[0], false);

    // Once off, they stay off, even back at the origin asked for; and the
    // async fetcher does the same.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let fetcher_async = Fetcher::new(with_credentials(NetworkPolicy::Any)).unwrap();
    runtime
        .block_on(fetcher_async.fetch(&there_and_back, &Validators::default()))
        .unwrap();
    assert_credentials(&other_back.requests()[0], true);
    assert_credentials(&home.requests()[3], false);
    runtime
        .block_on(fetcher_async.fetch(&home.url("/away"), &Validators::default()))
        .unwrap();
    assert_credentials(&home.requests()[4], true);
    assert_credentials(&other.requests()[1], false);

    // A header the caller did not mark goes everywhere.
    let mut options = with_credentials(NetworkPolicy::Any);
    options.sensitive_headers.clear();
    BlockingFetcher::new(options)
        .unwrap()
        .fetch(&home.url("/away"), &Validators::default())
        .unwrap();
    assert_eq!(other.requests()[2].header("x-api-key"), Some("secret"));
    assert_eq!(other.requests()[2].header("authorization"), None);
}

#[test]
fn a_body_that_is_no_feed_is_described_not_quoted() {
    let secret = "Internal admin console. token=hunter2";
    let server = Server::start(move |_| ok("text/plain; charset=utf-8", secret));
    let fetcher = blocking(NetworkPolicy::Any);
    let url = server.url("/feed.xml");
    let expected = format!(
        "{url}: not a feed: expected an RSS, Atom or JSON Feed document, found text before any element (content type text/plain; charset=utf-8, {} bytes)",
        secret.len()
    );
    let err = fetcher.fetch(&url, &Validators::default()).unwrap_err();
    assert_eq!(err.to_string(), expected);
    assert!(matches!(&err, FetchError::NotAFeed { size, .. } if *size == secret.len() as u64));
    let Err(err) = fetcher.fetch_reader(&url, &Validators::default()) else {
        panic!("a feed?")
    };
    // Streamed, the reader took the whole body before it gave up.
    assert_eq!(err.to_string(), expected);

    let bin = env!("CARGO_BIN_EXE_feedwright");
    for command in ["parse", "check", "convert"] {
        let (succeeded, text) = run_cli(bin, command, &[url.as_str()]);
        assert!(!succeeded, "{command}: {text}");
        assert!(!text.contains("hunter2"), "{command}: {text}");
        assert!(
            text.contains("content type text/plain"),
            "{command}: {text}"
        );
    }
}

/// The error's whole source chain, as a program that prints causes shows it.
fn chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    text
}

/// Reads a streamed fetch to its end: the error, with its causes.
fn streamed_error(fetcher: &BlockingFetcher, url: &str) -> String {
    match fetcher.fetch_reader(url, &Validators::default()) {
        Err(err) => chain(&err),
        Ok(StreamOutcome::Feed { reader, .. }) => {
            for item in *reader {
                if let Err(err) = item {
                    return chain(&err);
                }
            }
            panic!("{url}: read to the end")
        }
        Ok(_) => panic!("{url}: no body"),
    }
}

#[test]
fn a_streamed_body_says_which_limit_cut_it() {
    let item = "<item><title>An item long enough to fill the limit</title></item>\n";
    let long = format!(
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>T</title>{}</channel></rss>",
        item.repeat(200)
    );
    let server = Server::start(move |request| match request.path.as_str() {
        "/slow" => Reply::Partial {
            content_type: "application/rss+xml",
            body: long.as_bytes()[..2_000].to_vec(),
            stall: Duration::from_secs(3),
        },
        _ => ok("application/rss+xml", long.clone()),
    });
    let mut limited = options(NetworkPolicy::Any);
    limited.max_body_bytes = 5_000;
    let text = streamed_error(&BlockingFetcher::new(limited).unwrap(), &server.url("/big"));
    assert!(
        text.contains("the response is larger than the limit of 5000 bytes"),
        "{text}"
    );
    // Within the header's reach the limit is the fetch's own error.
    let mut tiny = options(NetworkPolicy::Any);
    tiny.max_body_bytes = 10;
    let err = BlockingFetcher::new(tiny)
        .unwrap()
        .fetch_reader(&server.url("/big"), &Validators::default());
    assert!(
        matches!(err, Err(FetchError::TooLarge { limit: 10, .. })),
        "{:?}",
        err.err()
    );

    let mut quick = options(NetworkPolicy::Any);
    quick.timeout = Duration::from_millis(500);
    let started = std::time::Instant::now();
    let text = streamed_error(&BlockingFetcher::new(quick).unwrap(), &server.url("/slow"));
    assert!(text.contains("timed out after 0.5 s"), "{text}");
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[test]
fn the_command_line_connects_to_public_addresses_only_when_asked() {
    let target = Server::start(feed);
    let bin = env!("CARGO_BIN_EXE_feedwright");
    for command in ["parse", "check", "convert", "stats"] {
        for host in ["127.0.0.1", "localhost", "0x7f.1"] {
            let url = format!("http://{host}:{}/feed.xml", target.port);
            let args = ["--public-only", url.as_str()];
            let (_, text) = run_cli(bin, command, &args);
            assert!(
                text.contains("address not allowed by the network policy"),
                "{command} {args:?}: {text}"
            );
        }
    }
    assert_eq!(target.connections(), 0, "{:?}", target.requests());
    let url = target.url("/feed.xml");
    let out = std::process::Command::new(bin)
        .args(["parse", &url])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(target.connections(), 1);
}

/// Runs the command line's `command` with `args` (`convert` to Atom);
/// whether it succeeded, and what it printed on stdout and stderr.
fn run_cli(bin: &str, command: &str, args: &[&str]) -> (bool, String) {
    let mut all = vec![command];
    all.extend_from_slice(args);
    if command == "convert" {
        all.extend(["--to", "atom"]);
    }
    let out = std::process::Command::new(bin)
        .args(&all)
        .output()
        .expect("the command line runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}
