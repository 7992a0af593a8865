//! Why an input gave no result, in the one shape every command prints:
//! on stderr `feedwright: SOURCE: MESSAGE`, and in the JSON formats the
//! object `{"schema", "source", "error": {"kind", "message", "position"}}`
//! (docs/schemas/error.json), so a tool reading stdout never has to read
//! stderr. The kind decides the exit status: an input that cannot be read
//! at all, or that names nothing readable, is a usage or I/O error (2);
//! every other failure is that input failing (1).

use std::process::ExitCode;

use feedwright::fetch::{FetchError, Response};
use feedwright::{ErrorKind, Position};

/// The version of the error object's shape.
pub(crate) const ERROR_SCHEMA: &str = "feedwright/error/1";

/// How a run, or one input of it, ended: the exit status, worst wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Status {
    /// Every input gave its result.
    #[default]
    Ok,
    /// Some input is no feed, could not be fetched or written, or (for
    /// `check`) has findings that fail the run.
    Failed,
    /// A usage or I/O error: the command line names something that cannot
    /// be read.
    Unusable,
}

impl Status {
    pub(crate) fn exit_code(self) -> ExitCode {
        match self {
            Status::Ok => ExitCode::SUCCESS,
            Status::Failed => ExitCode::from(1),
            Status::Unusable => ExitCode::from(2),
        }
    }
}

/// The kinds of failure, as the `kind` member names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FailureKind {
    /// A file or standard input could not be read, or the HTTP client
    /// could not be set up.
    Io,
    /// An input that is neither a readable path nor a URL that can be
    /// fetched (another scheme, a malformed URL).
    Usage,
    /// Larger than the input limit.
    TooLarge,
    /// The fetch failed: no connection, a timeout, an HTTP error status,
    /// too many redirects, an address the network policy refuses.
    Fetch,
    /// The server says the feed is gone for good (410).
    Gone,
    /// The input is empty or white space.
    Empty,
    /// XML broken before any feed element.
    MalformedXml,
    /// No XML element at all (and not a JSON Feed).
    NoRootElement,
    /// A root element that is no feed format.
    UnknownFormat,
    /// JSON that is not a JSON Feed, or a JSON Feed whose JSON is broken.
    InvalidJsonFeed,
    /// A warning made an error by `--strict`.
    Strict,
    /// A document read as OPML that is none.
    NotOpml,
    /// Any other reason the reader gave no feed.
    NotAFeed,
    /// The converted feed could not be written.
    Write,
}

impl FailureKind {
    /// The name in the JSON object; docs/schemas/error.json lists them all.
    pub(crate) fn name(self) -> &'static str {
        match self {
            FailureKind::Io => "io",
            FailureKind::Usage => "usage",
            FailureKind::TooLarge => "too-large",
            FailureKind::Fetch => "fetch",
            FailureKind::Gone => "gone",
            FailureKind::Empty => "empty",
            FailureKind::MalformedXml => "malformed-xml",
            FailureKind::NoRootElement => "no-root-element",
            FailureKind::UnknownFormat => "unknown-format",
            FailureKind::InvalidJsonFeed => "invalid-json-feed",
            FailureKind::Strict => "strict",
            FailureKind::NotOpml => "not-opml",
            FailureKind::NotAFeed => "not-a-feed",
            FailureKind::Write => "write",
        }
    }

    /// Whether the input was read and holds no feed (rather than not read).
    pub(crate) fn is_no_feed(self) -> bool {
        matches!(
            self,
            FailureKind::Empty
                | FailureKind::MalformedXml
                | FailureKind::NoRootElement
                | FailureKind::UnknownFormat
                | FailureKind::InvalidJsonFeed
                | FailureKind::Strict
                | FailureKind::NotOpml
                | FailureKind::NotAFeed
        )
    }

    fn status(self) -> Status {
        match self {
            FailureKind::Io | FailureKind::Usage => Status::Unusable,
            _ => Status::Failed,
        }
    }

    fn of_read_error(kind: &ErrorKind) -> FailureKind {
        match kind {
            ErrorKind::Io(_) => FailureKind::Io,
            ErrorKind::Xml(_) => FailureKind::MalformedXml,
            ErrorKind::Empty => FailureKind::Empty,
            ErrorKind::NoRootElement(_) => FailureKind::NoRootElement,
            ErrorKind::UnknownFormat(_) => FailureKind::UnknownFormat,
            ErrorKind::Strict(_) => FailureKind::Strict,
            ErrorKind::NotOpml(_) => FailureKind::NotOpml,
            ErrorKind::Json(_) | ErrorKind::NotJsonFeed => FailureKind::InvalidJsonFeed,
            _ => FailureKind::NotAFeed,
        }
    }
}

/// Why one input gave no result. The message never names the input: the
/// object's `source` and the stderr line's prefix do.
#[derive(Clone, Debug)]
pub(crate) struct Failure {
    pub(crate) kind: FailureKind,
    pub(crate) message: String,
    pub(crate) position: Option<Position>,
}

impl Failure {
    pub(crate) fn new(kind: FailureKind, message: impl Into<String>) -> Self {
        Failure {
            kind,
            message: message.into(),
            position: None,
        }
    }

    /// The reader's error: the document holds no feed. A fetched body that
    /// is no feed at all is described (its type and size), not quoted: the
    /// reader's message quotes the start of the text, and a server's body is
    /// not to be repeated to whoever gave the URL.
    pub(crate) fn reading(
        source: &str,
        err: feedwright::Error,
        response: Option<&Response>,
        size: usize,
    ) -> Self {
        match response {
            Some(response) => {
                Failure::fetching(source, &FetchError::reading(response, size as u64, err))
            }
            None => Failure {
                kind: FailureKind::of_read_error(err.kind()),
                message: err.kind().to_string(),
                position: err.line_column().map(|_| err.position()),
            },
        }
    }

    /// A failed fetch of `source`. The fetch's message starts with the URL;
    /// that prefix goes when it is the URL given (a redirect's target stays).
    pub(crate) fn fetching(source: &str, err: &FetchError) -> Self {
        let kind = match err {
            FetchError::Setup { .. } => FailureKind::Io,
            FetchError::InvalidUrl { .. } | FetchError::Scheme { .. } => FailureKind::Usage,
            FetchError::TooLarge { .. } => FailureKind::TooLarge,
            FetchError::Feed { error, .. } => FailureKind::of_read_error(error.kind()),
            FetchError::NotAFeed { .. } => FailureKind::NotAFeed,
            _ => FailureKind::Fetch,
        };
        let text = match err {
            // The reader's message; its position is the object's own.
            FetchError::Feed { error, .. } => format!("{}: {}", err.url(), error.kind()),
            _ => err.to_string(),
        };
        let same_url = err.url().trim_end_matches('/') == source.trim_end_matches('/');
        let message = match text.strip_prefix(&format!("{}: ", err.url())) {
            Some(rest) if same_url => rest.to_owned(),
            _ => text.clone(),
        };
        let position = match err {
            FetchError::Feed { error, .. } => error.line_column().map(|_| error.position()),
            _ => None,
        };
        Failure {
            kind,
            message,
            position,
        }
    }

    pub(crate) fn status(&self) -> Status {
        self.kind.status()
    }

    /// The JSON object for `source`.
    pub(crate) fn to_json(&self, source: &str) -> serde_json::Value {
        serde_json::json!({
            "schema": ERROR_SCHEMA,
            "source": source,
            "error": {
                "kind": self.kind.name(),
                "message": self.message,
                "position": self.position,
            },
        })
    }

    /// The stderr line for `source`.
    pub(crate) fn line(&self, source: &str) -> String {
        match self.position {
            Some(at) if at.line > 0 => format!(
                "feedwright: {source}: {} at line {}, column {}\n",
                self.message, at.line, at.column
            ),
            _ => format!("feedwright: {source}: {}\n", self.message),
        }
    }
}
