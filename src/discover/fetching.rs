//! Discovery over HTTP (feature `http`): the page fetched, read as a feed
//! or for its links, and, when it declares none, the likely addresses
//! fetched one by one and kept only if they read as feeds. Every request
//! goes through the caller's [`BlockingFetcher`], so that its limits (body
//! size, timeouts, redirects, the network policy) hold for each.

use super::page::{
    decode_page, deduplicated, links_in_header, links_in_page, FeedKind, FeedLink, Source,
};
use crate::fetch::{BlockingFetcher, FetchError, RawOutcome, Validators};
use crate::model::Format;

/// Where sites usually serve their feeds, tried from the site's root when
/// a page declares none: WordPress (`/feed`, `/feed/atom`), Hugo
/// (`/index.xml`), Jekyll (`/feed.xml`), Ghost (`/rss`), and the names
/// used by hand.
pub const GUESSED_PATHS: [&str; 9] = [
    "/feed",
    "/rss",
    "/feed.xml",
    "/rss.xml",
    "/atom.xml",
    "/index.xml",
    "/feed.json",
    "/feed/atom",
    "/index.rss",
];

/// How far [`discover`] looks beyond what a page declares.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct DiscoverOptions {
    /// Fetch the page's feed-like `<a>` links when it declares no feed.
    /// Default: `true`.
    pub try_anchors: bool,
    /// The paths tried from the site's root when the page declares no
    /// feed and no anchor is one. Default: [`GUESSED_PATHS`].
    pub guessed_paths: Vec<String>,
    /// Most addresses fetched beyond the page itself. Default: 20.
    pub max_tries: usize,
}

impl Default for DiscoverOptions {
    fn default() -> Self {
        DiscoverOptions {
            try_anchors: true,
            guessed_paths: GUESSED_PATHS.iter().map(|p| p.to_string()).collect(),
            max_tries: 20,
        }
    }
}

/// What [`discover`] found.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct Discovery {
    /// The page's address, after redirects.
    pub url: String,
    /// The feeds, best first: the page itself when it is one; then what
    /// the response's `Link` header and the page declare, in their order;
    /// then the anchors and usual places that read as feeds. Each
    /// address once.
    pub feeds: Vec<FeedLink>,
    /// Each address fetched to see whether it is a feed, in order.
    pub tried: Vec<Tried>,
}

/// One address [`discover`] fetched to see whether it is a feed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct Tried {
    /// The address requested.
    pub url: String,
    /// Why it was tried: [`Source::Anchor`] or [`Source::Guess`].
    pub source: Source,
    /// Whether it read as a feed.
    pub is_feed: bool,
    /// Why it is not one: the fetch's error, or the reader's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Finds the feeds of the page at `url`.
///
/// A URL that is a feed is returned as itself ([`Source::Itself`]). A page
/// gives the feeds its `Link` header and `<link>` elements declare, not
/// fetched (the page vouches for them). A page that declares none has its
/// feed-like anchors, then the [`DiscoverOptions::guessed_paths`] from the
/// site's root, fetched, at most [`DiscoverOptions::max_tries`] in all, each
/// kept only if it reads as a feed, under the address it was finally served
/// from. The error is the page's: a candidate that fails is recorded in
/// [`Discovery::tried`].
///
/// ```no_run
/// use feedwright::discover::{discover, DiscoverOptions};
/// use feedwright::fetch::{BlockingFetcher, FetchOptions};
///
/// let fetcher = BlockingFetcher::new(FetchOptions::default())?;
/// let found = discover(&fetcher, "https://example.org/", &DiscoverOptions::default())?;
/// for feed in &found.feeds {
///     println!("{} ({:?}, {:?})", feed.url, feed.kind, feed.source);
/// }
/// # Ok::<(), feedwright::fetch::FetchError>(())
/// ```
pub fn discover(
    fetcher: &BlockingFetcher,
    url: &str,
    options: &DiscoverOptions,
) -> Result<Discovery, FetchError> {
    let (response, body, read_options) = match fetcher.fetch_bytes(url, &Validators::default())? {
        RawOutcome::Body {
            response,
            body,
            options,
            ..
        } => (response, body, options),
        // Nothing to read: no validators were sent, so a 304 is the
        // server's own doing; a 410 page is gone.
        RawOutcome::NotModified { response } | RawOutcome::Gone { response } => {
            return Ok(Discovery {
                url: response.url.to_string(),
                feeds: Vec::new(),
                tried: Vec::new(),
            })
        }
    };
    let mut discovery = Discovery {
        url: response.url.to_string(),
        feeds: Vec::new(),
        tried: Vec::new(),
    };
    if let Ok(parsed) = crate::parse_with(&body, &read_options) {
        if let Some(format) = parsed.channel.format {
            discovery.feeds.push(FeedLink {
                url: response.url.to_string(),
                title: parsed.channel.title_text().map(str::to_owned),
                kind: kind_of(format),
                media_type: response.header("content-type").map(str::to_owned),
                source: Source::Itself,
            });
            return Ok(discovery);
        }
    }
    let html = decode_page(&body, response.header("content-type"));
    let mut declared = Vec::new();
    for (name, value) in &response.headers {
        if name.eq_ignore_ascii_case("link") {
            declared.extend(links_in_header(value, Some(&response.url)));
        }
    }
    let (from_tags, anchors): (Vec<_>, Vec<_>) = links_in_page(&html, Some(&response.url))
        .into_iter()
        .partition(|link| link.source == Source::LinkTag);
    declared.extend(from_tags);
    if !declared.is_empty() {
        discovery.feeds = deduplicated(declared);
        return Ok(discovery);
    }
    let mut candidates: Vec<(String, Source, Option<String>)> = Vec::new();
    if options.try_anchors {
        candidates.extend(
            anchors
                .into_iter()
                .map(|a| (a.url, Source::Anchor, a.title)),
        );
    }
    for path in &options.guessed_paths {
        if let Ok(guess) = response.url.join(path) {
            candidates.push((guess.to_string(), Source::Guess, None));
        }
    }
    let mut seen = std::collections::HashSet::new();
    candidates.retain(|(url, _, _)| seen.insert(url.clone()));
    candidates.truncate(options.max_tries);
    for (url, source, title) in candidates {
        let found = try_candidate(fetcher, &url, source, title);
        discovery.tried.push(Tried {
            url,
            source,
            is_feed: found.is_ok(),
            error: found.as_ref().err().cloned(),
        });
        if let Ok(feed) = found {
            // Two guesses served from one address (`/feed` redirected to
            // `/feed/`, say) are one feed.
            if !discovery.feeds.iter().any(|f| f.url == feed.url) {
                discovery.feeds.push(feed);
            }
        }
    }
    Ok(discovery)
}

/// Fetches `url` and reads it as a feed: the feed, under the address it
/// was served from, or why it is none.
fn try_candidate(
    fetcher: &BlockingFetcher,
    url: &str,
    source: Source,
    title: Option<String>,
) -> Result<FeedLink, String> {
    let outcome = fetcher
        .fetch_bytes(url, &Validators::default())
        .map_err(|e| e.to_string())?;
    let RawOutcome::Body {
        response,
        body,
        options,
        ..
    } = outcome
    else {
        return Err("no body".into());
    };
    let parsed = crate::parse_with(&body, &options).map_err(|e| e.to_string())?;
    let format = parsed
        .channel
        .format
        .ok_or_else(|| "not a feed".to_string())?;
    Ok(FeedLink {
        url: response.url.to_string(),
        title: parsed.channel.title_text().map(str::to_owned).or(title),
        kind: kind_of(format),
        media_type: response.header("content-type").map(str::to_owned),
        source,
    })
}

/// The kind of a feed read.
fn kind_of(format: Format) -> FeedKind {
    match format {
        f if f.is_atom() => FeedKind::Atom,
        f if f.is_json_feed() => FeedKind::JsonFeed,
        Format::Rss10 | Format::Rss090 => FeedKind::Rdf,
        _ => FeedKind::Rss,
    }
}
