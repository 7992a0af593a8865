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
            | FetchError::Feed { url, .. } => url.as_str(),
        }
    }

    /// The transport's error, typed by what went wrong.
    pub(super) fn from_transport(url: &url::Url, err: &reqwest::Error) -> FetchError {
        let url = url.clone();
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
