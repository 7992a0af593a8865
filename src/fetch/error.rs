//! [`FetchError`]: why a fetch produced no feed, each with the URL.

/// Why a fetch failed. Every variant names the URL it failed at (after
/// redirects, the one that failed).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FetchError {
    /// The client could not be set up (TLS initialization, an invalid header
    /// in [`FetchOptions::headers`](super::FetchOptions::headers)).
    #[error("cannot set up the HTTP client: {message}")]
    Setup {
        /// Why.
        message: String,
    },
    /// Not a URL at all.
    #[error("{url}: not a URL: {message}")]
    InvalidUrl {
        /// What was given.
        url: String,
        /// Why it is not a URL.
        message: String,
    },
    /// A scheme other than http or https, asked for or redirected to: no
    /// request is sent to it.
    #[error("{url}: only http and https URLs are fetched")]
    Scheme {
        /// The URL refused.
        url: url::Url,
    },
    /// The connect or total timeout passed.
    #[error("{url}: timed out")]
    Timeout {
        /// The URL being fetched.
        url: url::Url,
    },
    /// The body, decompressed, is larger than the limit.
    #[error("{url}: the response is larger than the limit of {limit} bytes")]
    TooLarge {
        /// The URL being fetched.
        url: url::Url,
        /// The limit ([`FetchOptions::max_body_bytes`](super::FetchOptions::max_body_bytes)).
        limit: u64,
    },
    /// More redirects than allowed, or a redirect loop.
    #[error("{url}: more than {max} redirects")]
    TooManyRedirects {
        /// The URL the last redirect pointed to.
        url: url::Url,
        /// The limit.
        max: usize,
    },
    /// An HTTP error status (other than 304 and 410, which are outcomes).
    #[error("{url}: HTTP status {status}")]
    Status {
        /// The URL that answered.
        url: url::Url,
        /// The status.
        status: u16,
        /// The response headers, names in lower case (a `Retry-After`, say).
        headers: Vec<(String, String)>,
    },
    /// No connection could be made (DNS, refused, reset).
    #[error("{url}: cannot connect: {message}")]
    Connect {
        /// The URL being fetched.
        url: url::Url,
        /// What the transport said.
        message: String,
    },
    /// The TLS handshake failed (a certificate not trusted or not for the host).
    #[error("{url}: TLS: {message}")]
    Tls {
        /// The URL being fetched.
        url: url::Url,
        /// What the transport said.
        message: String,
    },
    /// The transport failed otherwise (a malformed response, a body cut off).
    #[error("{url}: {message}")]
    Transport {
        /// The URL being fetched.
        url: url::Url,
        /// What the transport said.
        message: String,
    },
    /// The connection would go to an address the
    /// [`NetworkPolicy`](super::NetworkPolicy) refuses: the URL's own host, a
    /// redirect's, or every address a host name resolved to. Nothing was sent.
    #[error(
        "{url}: address not allowed by the network policy: {address} for host {}",
        .url.host_str().unwrap_or_default()
    )]
    NotAllowed {
        /// The URL refused (after redirects, the redirect's target); its
        /// host, a name or an address, is the one refused.
        url: url::Url,
        /// The address refused (the first, when a name resolved to several).
        address: std::net::IpAddr,
    },
    /// The body is no feed at all: no element before its text (an HTML
    /// error page served as text, a plain-text message, JSON that is no JSON
    /// Feed). What was served is described, not quoted, so that the error
    /// shows nothing of a body its reader was not meant to see.
    #[error(
        "{url}: not a feed: expected an RSS, Atom or JSON Feed document, found text before any element (content type {}, {} bytes)",
        .content_type.as_deref().unwrap_or("not given"),
        .size
    )]
    NotAFeed {
        /// The URL the body came from.
        url: url::Url,
        /// The response's `Content-Type`, when it gave one.
        content_type: Option<String>,
        /// The body's size, decompressed (of a streamed body, the bytes the
        /// reader took before it gave up).
        size: u64,
    },
    /// The body is not a feed the reader can read.
    #[error("{url}: {error}")]
    Feed {
        /// The URL the body came from.
        url: url::Url,
        /// The reader's error, with its position in the body.
        error: crate::Error,
    },
}

impl FetchError {
    /// The URL, as given or as reached (empty for [`FetchError::Setup`]).
    pub fn url(&self) -> &str {
        match self {
            FetchError::Setup { .. } => "",
            FetchError::InvalidUrl { url, .. } => url,
            FetchError::Scheme { url }
            | FetchError::Timeout { url }
            | FetchError::TooLarge { url, .. }
            | FetchError::TooManyRedirects { url, .. }
            | FetchError::Status { url, .. }
            | FetchError::Connect { url, .. }
            | FetchError::Tls { url, .. }
            | FetchError::Transport { url, .. }
            | FetchError::NotAllowed { url, .. }
            | FetchError::NotAFeed { url, .. }
            | FetchError::Feed { url, .. } => url.as_str(),
        }
    }

    /// The transport's error, typed by what went wrong.
    pub(super) fn from_transport(url: &url::Url, err: &reqwest::Error) -> FetchError {
        let url = url.clone();
        if let Some(refused) = find_refusal(err) {
            return FetchError::NotAllowed {
                url,
                address: refused.address,
            };
        }
        if err.is_timeout() {
            return FetchError::Timeout { url };
        }
        let message = chain(err);
        let lower = message.to_ascii_lowercase();
        if lower.contains("certificate") || lower.contains("tls") || lower.contains("handshake") {
            FetchError::Tls { url, message }
        } else if err.is_connect() {
            FetchError::Connect { url, message }
        } else {
            FetchError::Transport { url, message }
        }
    }
}

/// The network policy's refusal, when it is what failed the connection:
/// the resolver's error comes back wrapped in hyper's and reqwest's.
fn find_refusal<'e>(err: &'e (dyn std::error::Error + 'static)) -> Option<&'e Refused> {
    let mut cause = Some(err);
    while let Some(error) = cause {
        if let Some(refused) = error.downcast_ref::<Refused>() {
            return Some(refused);
        }
        cause = error.source();
    }
    None
}

/// An error and its sources, joined: the transport's own message is often
/// only its outermost layer (`error sending request`).
fn chain(err: &dyn std::error::Error) -> String {
    let mut message = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        let text = cause.to_string();
        if !message.contains(&text) {
            message.push_str(": ");
            message.push_str(&text);
        }
        source = cause.source();
    }
    message
}

/// An address the policy refused, carried through reqwest's error chain
/// to [`FetchError::from_transport`], which finds it there.
#[derive(Debug, thiserror::Error)]
#[error("address not allowed by the network policy: {address} for host {host}")]
pub(super) struct Refused {
    pub(super) host: String,
    pub(super) address: std::net::IpAddr,
}

/// What cut a streamed body short: the I/O error a [`Capped`](super::Capped) body gives
/// the reader, so that the reader's [`Error`](crate::Error) has it as its
/// source, and [`FetchError::reading`] can tell it from the rest.
#[derive(Debug, thiserror::Error)]
pub(super) enum BodyCut {
    /// Past [`FetchOptions::max_body_bytes`](super::FetchOptions::max_body_bytes).
    #[error("the response is larger than the limit of {limit} bytes")]
    TooLarge { limit: u64 },
    /// Past [`FetchOptions::timeout`](super::FetchOptions::timeout).
    #[error("timed out after {} s", .after.as_secs_f64())]
    TimedOut { after: std::time::Duration },
}
