//! One fetch: the validators sent, the redirects followed one hop at a
//! time, the final response and what it means (a feed, not modified, gone).

use std::time::Duration;

use super::error::{BodyCut, FetchError};
use super::options::FetchOptions;
use super::policy::NetworkPolicy;
use super::resolver::check_url;
use crate::options::ReadOptions;
use crate::read::Parsed;
use crate::warning::{Position, Warning, WarningKind};

/// What a server gave to tell a later fetch whether the feed changed: the
/// `ETag` and `Last-Modified` of the last response. Store them, send them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Validators {
    /// Sent back as `If-None-Match`.
    pub etag: Option<String>,
    /// Sent back as `If-Modified-Since`.
    pub last_modified: Option<String>,
}

impl Validators {
    /// Validators to send: an ETag and a Last-Modified date, either optional.
    pub fn new(etag: Option<String>, last_modified: Option<String>) -> Self {
        Validators {
            etag,
            last_modified,
        }
    }
}

/// One redirect followed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Redirect {
    /// The status (301, 302, 303, 307, 308).
    pub status: u16,
    /// The URL that answered with it.
    pub from: url::Url,
    /// Where it pointed.
    pub to: url::Url,
}

impl Redirect {
    /// Whether the redirect is permanent (301, 308): the subscription should move.
    pub fn is_permanent(&self) -> bool {
        matches!(self.status, 301 | 308)
    }
}

/// What a caller must store or act on from a response.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Response {
    /// The URL finally fetched, after redirects.
    pub url: url::Url,
    /// The final status.
    pub status: u16,
    /// Every redirect followed, in order.
    pub redirects: Vec<Redirect>,
    /// Whether there were redirects and all were permanent: store `url` in
    /// place of the URL fetched.
    pub moved_permanently: bool,
    /// The new validators to send next time (the ones sent, on a 304 that
    /// gives none).
    pub validators: Validators,
    /// The response headers, names in lower case, in the order received
    /// (but for `Content-Encoding` and `Content-Length`, which the client
    /// removes from a body it decompresses).
    pub headers: Vec<(String, String)>,
    /// Whether the body came compressed, as far as the headers show:
    /// `Some(false)` for a body that came as is with its length given,
    /// `None` when the client's decompression may have removed the
    /// evidence (a body sent in chunks, without a length).
    pub compressed: Option<bool>,
}

impl Response {
    /// The first value of header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// What a fetch found.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Outcome {
    /// A feed, read with the response's charset and URL.
    Feed {
        /// The response.
        response: Response,
        /// The channel and the reader's warnings (and one of the transport's,
        /// when its charset could not be taken at its word).
        parsed: Box<Parsed>,
    },
    /// 304: the feed has not changed since the validators sent.
    NotModified {
        /// The response.
        response: Response,
    },
    /// 410: the feed is gone for good; unsubscribe.
    Gone {
        /// The response.
        response: Response,
    },
}

impl Outcome {
    /// The response, whatever the outcome.
    pub fn response(&self) -> &Response {
        match self {
            Outcome::Feed { response, .. }
            | Outcome::NotModified { response }
            | Outcome::Gone { response } => response,
        }
    }
}

impl FetchError {
    /// The error for a body the reader could not read, fetched with
    /// [`BlockingFetcher::fetch_bytes`](super::BlockingFetcher::fetch_bytes)
    /// and read by the caller: [`FetchError::NotAFeed`] when it is no feed at
    /// all (the reader's own error quotes the start of the text, which a
    /// fetched body must not have repeated), [`FetchError::Feed`] otherwise.
    ///
    /// ```no_run
    /// use feedwright::fetch::{BlockingFetcher, FetchError, FetchOptions, RawOutcome, Validators};
    ///
    /// let fetcher = BlockingFetcher::new(FetchOptions::default())?;
    /// let url = "https://example.org/feed.xml";
    /// if let RawOutcome::Body { response, body, options, .. } =
    ///     fetcher.fetch_bytes(url, &Validators::default())?
    /// {
    ///     // Store `body` first, say; then read it.
    ///     let parsed = feedwright::parse_with(&body, &options)
    ///         .map_err(|error| FetchError::reading(&response, body.len() as u64, error))?;
    ///     println!("{} items", parsed.channel.items.len());
    /// }
    /// # Ok::<(), FetchError>(())
    /// ```
    pub fn reading(response: &Response, size: u64, error: crate::Error) -> FetchError {
        let url = response.url.clone();
        // A streamed body cut short by a limit fails as a whole read does.
        if let crate::ErrorKind::Io(io) = error.kind() {
            match io.get_ref().and_then(|e| e.downcast_ref::<BodyCut>()) {
                Some(BodyCut::TooLarge { limit }) => {
                    return FetchError::TooLarge { url, limit: *limit }
                }
                Some(BodyCut::TimedOut { .. }) => return FetchError::Timeout { url },
                None => {}
            }
        }
        match error.kind() {
            crate::ErrorKind::NoRootElement(_) | crate::ErrorKind::NotJsonFeed => {
                FetchError::NotAFeed {
                    url,
                    content_type: response.header("content-type").map(str::to_owned),
                    size,
                }
            }
            _ => FetchError::Feed { url, error },
        }
    }
}

/// The URL to fetch, parsed and checked: http and https only.
pub(super) fn checked_url(url: &str) -> Result<url::Url, FetchError> {
    let parsed = url::Url::parse(url.trim()).map_err(|err| FetchError::InvalidUrl {
        url: url.to_owned(),
        message: err.to_string(),
    })?;
    allowed(parsed)
}

fn allowed(url: url::Url) -> Result<url::Url, FetchError> {
    match url.scheme() {
        "http" | "https" => Ok(url),
        _ => Err(FetchError::Scheme { url }),
    }
}

/// The conditional headers for `validators`.
pub(super) fn conditional_headers(validators: &Validators) -> Vec<(&'static str, String)> {
    let mut headers = Vec::new();
    if let Some(etag) = &validators.etag {
        headers.push(("if-none-match", etag.clone()));
    }
    if let Some(modified) = &validators.last_modified {
        headers.push(("if-modified-since", modified.clone()));
    }
    headers
}

/// Where a redirect response points, resolved against the URL that gave it;
/// `None` when it is no redirect.
fn redirect_target(
    status: u16,
    location: Option<&str>,
    from: &url::Url,
) -> Option<Result<url::Url, FetchError>> {
    if !matches!(status, 301 | 302 | 303 | 307 | 308) {
        return None;
    }
    let location = location?;
    Some(
        from.join(location.trim())
            .map_err(|err| FetchError::InvalidUrl {
                url: location.to_owned(),
                message: err.to_string(),
            })
            .and_then(allowed),
    )
}

/// The redirects of one fetch, followed one hop at a time by either client.
pub(super) struct Hops<'a> {
    pub(super) url: url::Url,
    redirects: Vec<Redirect>,
    max: usize,
    deadline: std::time::Instant,
    network: &'a NetworkPolicy,
    /// Whether every hop so far kept the origin of the URL asked for: the
    /// caller's credentials go only while it holds.
    pub(super) same_origin: bool,
}

/// What to do with a response.
pub(super) enum Step {
    /// Fetch this URL next.
    Follow,
    /// This is the final response.
    Done,
}

impl<'a> Hops<'a> {
    /// The first hop: `url`, refused here when it is no http(s) URL or its
    /// host is an address the network policy refuses.
    pub(super) fn new(url: &str, options: &'a FetchOptions) -> Result<Hops<'a>, FetchError> {
        let url = checked_url(url)?;
        check_url(&url, &options.network)?;
        Ok(Hops {
            url,
            redirects: Vec::new(),
            max: options.max_redirects,
            deadline: std::time::Instant::now() + options.timeout,
            network: &options.network,
            same_origin: true,
        })
    }

    /// The time left for the next request, or the timeout error when none is.
    pub(super) fn remaining(&self) -> Result<Duration, FetchError> {
        let left = self
            .deadline
            .saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return Err(FetchError::Timeout {
                url: self.url.clone(),
            });
        }
        Ok(left)
    }

    /// Follows a redirect, or says the response is the last: a redirect to
    /// a scheme other than http(s), to an address the network policy
    /// refuses, past the limit, or back to a URL already visited fails here,
    /// before any request is sent to it.
    pub(super) fn step(&mut self, status: u16, location: Option<&str>) -> Result<Step, FetchError> {
        let Some(next) = redirect_target(status, location, &self.url) else {
            return Ok(Step::Done);
        };
        let next = next?;
        let visited = next == self.url || self.redirects.iter().any(|r| r.from == next);
        if self.redirects.len() >= self.max || visited {
            return Err(FetchError::TooManyRedirects {
                url: next,
                max: self.max,
            });
        }
        check_url(&next, self.network)?;
        // As the Fetch standard has it, once the origin changes the
        // credentials stay off, even should a later hop come back.
        self.same_origin &= next.origin() == self.url.origin();
        self.redirects.push(Redirect {
            status,
            from: self.url.clone(),
            to: next.clone(),
        });
        self.url = next.clone();
        Ok(Step::Follow)
    }

    /// The outcome of the final response, but for a body still to read.
    pub(super) fn finish(
        self,
        status: u16,
        headers: Vec<(String, String)>,
        sent: &Validators,
    ) -> Result<Final, FetchError> {
        if !matches!(status, 200..=299 | 304 | 410) {
            return Err(FetchError::Status {
                url: self.url,
                status,
                headers,
            });
        }
        let response = response(self.url, status, self.redirects, headers, sent);
        Ok(match status {
            304 => Final::NotModified(response),
            410 => Final::Gone(response),
            _ => Final::Body(response),
        })
    }
}

/// The final response: one without a feed, or one whose body is to be read.
pub(super) enum Final {
    NotModified(Response),
    Gone(Response),
    Body(Response),
}

/// Reads a whole body as a feed, with the response's charset and URL.
pub(super) fn parse_body(
    body: &[u8],
    response: Response,
    read: &ReadOptions,
) -> Result<Outcome, FetchError> {
    let (options, warning) = read_options(read, &response.url, response.header("content-type"));
    let mut parsed = crate::parse_with(body, &options)
        .map_err(|error| FetchError::reading(&response, body.len() as u64, error))?;
    if let Some(warning) = warning {
        parsed.warnings.insert(0, warning);
    }
    Ok(Outcome::Feed {
        response,
        parsed: Box::new(parsed),
    })
}

/// A response's `Location`, as text.
pub(super) fn location(headers: &reqwest::header::HeaderMap) -> Option<&str> {
    headers
        .get(reqwest::header::LOCATION)
        .and_then(|v| v.to_str().ok())
}

/// The headers of a response as owned pairs, names in lower case.
pub(super) fn header_pairs(headers: &reqwest::header::HeaderMap) -> Vec<(String, String)> {
    headers
        .iter()
        .map(|(name, value)| {
            let value = String::from_utf8_lossy(value.as_bytes()).into_owned();
            (name.as_str().to_owned(), value)
        })
        .collect()
}

/// The read options for a body: the caller's, with the response's charset
/// and URL. Per RFC 3023, a `text/*` type without a charset means US-ASCII;
/// feeds served so are nearly always UTF-8 or say their charset in the XML
/// declaration, so the document is read by its own declaration instead, with
/// a warning that says so.
pub(super) fn read_options(
    base: &ReadOptions,
    url: &url::Url,
    content_type: Option<&str>,
) -> (ReadOptions, Option<Warning>) {
    let mut options = base.clone();
    options.base_url = Some(url.clone());
    options.charset = None;
    let mut warning = None;
    if let Some(content_type) = content_type {
        let media_type = content_type
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        match content_type_charset(content_type) {
            Some(charset) => options.charset = Some(charset),
            None if media_type.starts_with("text/") => {
                warning = Some(Warning {
                    kind: WarningKind::TextWithoutCharset { media_type },
                    position: Position::default(),
                });
            }
            _ => {}
        }
    }
    (options, warning)
}

/// The `charset` parameter of a `Content-Type` value, unquoted; `None`
/// when it names none (or an empty one).
///
/// ```
/// use feedwright::fetch::content_type_charset;
/// assert_eq!(content_type_charset("text/xml; charset=\"koi8-r\"").as_deref(), Some("koi8-r"));
/// assert_eq!(content_type_charset("application/rss+xml"), None);
/// ```
pub fn content_type_charset(content_type: &str) -> Option<String> {
    content_type.split(';').skip(1).find_map(|param| {
        let (name, value) = param.split_once('=')?;
        let value = value.trim().trim_matches('"');
        (name.trim().eq_ignore_ascii_case("charset") && !value.is_empty()).then(|| value.to_owned())
    })
}

/// The validators of a response: its own, or those sent when it gives none
/// (a 304 need not repeat them).
fn new_validators(headers: &[(String, String)], sent: &Validators) -> Validators {
    let find = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    Validators {
        etag: find("etag").or_else(|| sent.etag.clone()),
        last_modified: find("last-modified").or_else(|| sent.last_modified.clone()),
    }
}

/// Whether a body came compressed, from the headers the client left. The
/// client asks for gzip, deflate and brotli and decodes them, removing
/// `Content-Encoding` and `Content-Length` as it does (tower-http's
/// decompression, under reqwest): a `Content-Encoding` still there is one
/// it does not decode, and a `Content-Length` still there means it decoded
/// nothing. Without either, the body came either way.
fn came_compressed(headers: &[(String, String)]) -> Option<bool> {
    let find = |name: &str| headers.iter().find(|(n, _)| n == name).map(|(_, v)| v);
    match find("content-encoding") {
        Some(coding) => Some(!coding.trim().eq_ignore_ascii_case("identity")),
        None if find("content-length").is_some() => Some(false),
        None => None,
    }
}

/// The response record once the final status is known.
fn response(
    url: url::Url,
    status: u16,
    redirects: Vec<Redirect>,
    headers: Vec<(String, String)>,
    sent: &Validators,
) -> Response {
    let moved_permanently = !redirects.is_empty() && redirects.iter().all(Redirect::is_permanent);
    Response {
        validators: new_validators(&headers, sent),
        compressed: came_compressed(&headers),
        url,
        status,
        redirects,
        moved_permanently,
        headers,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_http_and_https_are_fetched() {
        assert!(checked_url("https://example.org/feed").is_ok());
        assert!(matches!(
            checked_url("file:///etc/passwd"),
            Err(FetchError::Scheme { .. })
        ));
        let from = url::Url::parse("https://example.org/a/feed").unwrap();
        let to = redirect_target(301, Some("../b"), &from).unwrap().unwrap();
        assert_eq!(to.as_str(), "https://example.org/b");
        assert!(matches!(
            redirect_target(302, Some("file:///etc/passwd"), &from),
            Some(Err(FetchError::Scheme { .. }))
        ));
        assert!(redirect_target(200, Some("/x"), &from).is_none());
    }

    #[test]
    fn the_transport_charset_is_read_from_content_type() {
        let url = url::Url::parse("https://example.org/feed").unwrap();
        let base = ReadOptions::default();
        let (options, warning) = read_options(
            &base,
            &url,
            Some("application/rss+xml; charset=\"ISO-8859-1\""),
        );
        assert_eq!(options.charset.as_deref(), Some("ISO-8859-1"));
        assert!(warning.is_none());
        let (options, warning) = read_options(&base, &url, Some("text/xml"));
        assert_eq!(options.charset, None);
        assert!(warning.is_some());
        assert_eq!(options.base_url.as_ref(), Some(&url));
    }
}
