//! [`FetchOptions`]: how a fetcher fetches, and the headers that follow from it.

use std::time::Duration;

use super::error::FetchError;
use crate::options::ReadOptions;

/// The User-Agent sent unless [`FetchOptions::user_agent`] says otherwise.
pub const DEFAULT_USER_AGENT: &str = concat!(
    "feedwright/",
    env!("CARGO_PKG_VERSION"),
    " (a feed reader library; +https://crates.io/crates/feedwright)"
);

/// How a fetcher fetches, set once.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct FetchOptions {
    /// The `User-Agent` header. Default: [`DEFAULT_USER_AGENT`].
    pub user_agent: String,
    /// How long connecting may take. Default: 10 seconds.
    pub connect_timeout: Duration,
    /// How long the whole fetch may take, redirects and body included.
    /// Default: 30 seconds.
    pub timeout: Duration,
    /// The largest body read, counted after decompression (so a small gzip
    /// bomb stops here too). Default: 50 MiB.
    pub max_body_bytes: u64,
    /// The most redirects followed. Default: 10.
    pub max_redirects: usize,
    /// Extra request headers, sent on every request.
    pub headers: Vec<(String, String)>,
    /// How the body is read (limits, sanitizing). Its `charset` and
    /// `base_url` are set from each response.
    pub read: ReadOptions,
}

impl Default for FetchOptions {
    fn default() -> Self {
        FetchOptions {
            user_agent: DEFAULT_USER_AGENT.to_owned(),
            connect_timeout: Duration::from_secs(10),
            timeout: Duration::from_secs(30),
            max_body_bytes: 50 * 1024 * 1024,
            max_redirects: 10,
            headers: Vec::new(),
            read: ReadOptions::default(),
        }
    }
}

/// The headers every request sends, from the options.
pub(super) fn request_headers(
    options: &FetchOptions,
) -> Result<reqwest::header::HeaderMap, FetchError> {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(
        reqwest::header::ACCEPT,
        reqwest::header::HeaderValue::from_static(
            "application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8",
        ),
    );
    for (name, value) in &options.headers {
        let setup = |what: &str| FetchError::Setup {
            message: format!("header {what} `{name}: {value}` is not valid"),
        };
        let name =
            reqwest::header::HeaderName::from_bytes(name.as_bytes()).map_err(|_| setup("name"))?;
        let value = reqwest::header::HeaderValue::from_str(value).map_err(|_| setup("value"))?;
        headers.append(name, value);
    }
    Ok(headers)
}
