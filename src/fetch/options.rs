//! [`FetchOptions`]: how a fetcher fetches, and the headers that follow from it.

use std::time::Duration;

use super::error::FetchError;
use super::policy::NetworkPolicy;
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
    /// Extra request headers, sent on every request, except that the
    /// credentials among them (`Authorization`, `Cookie`,
    /// `Proxy-Authorization`, and the names in
    /// [`sensitive_headers`](Self::sensitive_headers)) are dropped once a
    /// redirect leaves the origin (scheme, host and port) of the URL asked
    /// for, and are not sent again in that fetch.
    pub headers: Vec<(String, String)>,
    /// More header names (any case) that [`headers`](Self::headers) may
    /// hold and that are credentials, to be dropped as `Authorization` is on
    /// a redirect to another origin: `X-Api-Key`, say. Default: none.
    ///
    /// ```
    /// use feedwright::fetch::FetchOptions;
    /// let mut options = FetchOptions::default();
    /// options.headers.push(("X-Api-Key".into(), "secret".into()));
    /// options.sensitive_headers.push("x-api-key".into());
    /// ```
    pub sensitive_headers: Vec<String>,
    /// Which addresses may be connected to. Default: [`NetworkPolicy::Any`];
    /// a service that fetches URLs others give sets
    /// [`NetworkPolicy::public_only`].
    pub network: NetworkPolicy,
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
            sensitive_headers: Vec::new(),
            network: NetworkPolicy::Any,
            read: ReadOptions::default(),
        }
    }
}

/// The credentials a redirect to another origin drops, as browsers and
/// reqwest's own redirect policy do.
const CREDENTIAL_HEADERS: [&str; 4] = ["authorization", "cookie", "cookie2", "proxy-authorization"];

/// The headers every request sends: `Accept`.
pub(super) fn default_headers() -> reqwest::header::HeaderMap {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(
        reqwest::header::ACCEPT,
        reqwest::header::HeaderValue::from_static(
            "application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8",
        ),
    );
    headers
}

/// The caller's headers, checked once when the fetcher is built, and which
/// of them are credentials. They are sent with each request rather than set
/// on the client, so that a redirect to another origin can leave the
/// credentials out.
#[derive(Debug, Clone, Default)]
pub(super) struct CallerHeaders {
    all: reqwest::header::HeaderMap,
    without_credentials: reqwest::header::HeaderMap,
}

impl CallerHeaders {
    pub(super) fn new(options: &FetchOptions) -> Result<Self, FetchError> {
        let mut headers = CallerHeaders::default();
        for (name, value) in &options.headers {
            let setup = |what: &str| FetchError::Setup {
                message: format!("header {what} `{name}: {value}` is not valid"),
            };
            let name = reqwest::header::HeaderName::from_bytes(name.as_bytes())
                .map_err(|_| setup("name"))?;
            let value =
                reqwest::header::HeaderValue::from_str(value).map_err(|_| setup("value"))?;
            // Header names are lower case once parsed.
            let credential = CREDENTIAL_HEADERS.contains(&name.as_str())
                || options
                    .sensitive_headers
                    .iter()
                    .any(|sensitive| sensitive.eq_ignore_ascii_case(name.as_str()));
            if !credential {
                headers
                    .without_credentials
                    .append(name.clone(), value.clone());
            }
            headers.all.append(name, value);
        }
        Ok(headers)
    }

    /// The headers for a request: all of them, or, once a redirect has left
    /// the origin, those that are no credentials.
    pub(super) fn for_request(&self, same_origin: bool) -> reqwest::header::HeaderMap {
        if same_origin {
            self.all.clone()
        } else {
            self.without_credentials.clone()
        }
    }
}
