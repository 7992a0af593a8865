//! Fetches many feeds at once, as an aggregator does: a server on 127.0.0.1
//! (started here) serves N distinct feeds, and one async [`Fetcher`] fetches
//! them all with up to C requests in flight, then reports feeds per second
//! and the process's peak memory.
//!
//! ```sh
//! cargo run --release --example fetch_many -- 1000 64
//! ```

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::Arc;
use std::time::Instant;

use feedwright::fetch::{FetchOptions, Fetcher, Outcome, Validators};

fn main() {
    let mut args = std::env::args().skip(1);
    let feeds: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let in_flight: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(64);
    let base = serve_feeds();

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let started = Instant::now();
    let (fetched, items) = runtime.block_on(fetch_all(&base, feeds, in_flight));
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{fetched} of {feeds} feeds ({items} items) in {seconds:.2} s: {:.0} feeds/s, {in_flight} in flight",
        fetched as f64 / seconds
    );
    match peak_memory_kib() {
        Some(kib) => println!("peak memory (VmHWM): {:.1} MiB", kib as f64 / 1024.0),
        None => println!("peak memory: not available on this system"),
    }
}

async fn fetch_all(base: &str, feeds: usize, in_flight: usize) -> (usize, usize) {
    let fetcher = Fetcher::new(FetchOptions::default()).expect("a client");
    let permits = Arc::new(tokio::sync::Semaphore::new(in_flight));
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..feeds {
        let fetcher = fetcher.clone();
        let permits = Arc::clone(&permits);
        let url = format!("{base}/feed/{n}.xml");
        tasks.spawn(async move {
            let _permit = permits.acquire_owned().await.ok()?;
            match fetcher.fetch(&url, &Validators::default()).await {
                Ok(Outcome::Feed { parsed, .. }) => Some(parsed.channel.items.len()),
                Ok(_) => None,
                Err(err) => {
                    eprintln!("{err}");
                    None
                }
            }
        });
    }
    let (mut fetched, mut items) = (0, 0);
    while let Some(done) = tasks.join_next().await {
        if let Ok(Some(n)) = done {
            fetched += 1;
            items += n;
        }
    }
    (fetched, items)
}

/// Starts a server on a free loopback port that serves `/feed/N.xml`, an
/// RSS feed of 20 items unique to N, and returns its base URL.
fn serve_feeds() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let base = format!("http://{}", listener.local_addr().expect("an address"));
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || {
                let mut reader = BufReader::new(match stream.try_clone() {
                    Ok(s) => s,
                    Err(_) => return,
                });
                let mut line = String::new();
                let _ = reader.read_line(&mut line);
                let path = line.split_whitespace().nth(1).unwrap_or("/").to_owned();
                // The rest of the request head.
                loop {
                    let mut header = String::new();
                    if reader.read_line(&mut header).unwrap_or(0) == 0 || header == "\r\n" {
                        break;
                    }
                }
                let body = feed(&path);
                let head = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/rss+xml; charset=utf-8\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                    body.len()
                );
                let mut stream = stream;
                let _ = stream.write_all(head.as_bytes());
                let _ = stream.write_all(body.as_bytes());
            });
        }
    });
    base
}

fn feed(path: &str) -> String {
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss version=\"2.0\"><channel><title>Feed {path}</title><link>https://example.org{path}</link><description>One of many</description>\n"
    );
    for i in 0..20 {
        out.push_str(&format!(
            "<item><title>Item {i} of {path}</title><link>https://example.org{path}/{i}</link><guid>https://example.org{path}/{i}</guid><pubDate>Thu, 25 Jun 2026 10:{i:02}:00 GMT</pubDate><description>&lt;p&gt;The text of item {i}, with &lt;a href=\"/x\"&gt;a link&lt;/a&gt;.&lt;/p&gt;</description></item>\n"
        ));
    }
    out.push_str("</channel></rss>\n");
    out
}

/// The process's peak resident memory, from /proc (Linux).
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
