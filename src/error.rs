//! [`Error`]: why no [`Channel`](crate::Channel) could be produced.
//!
//! Everything the reader can recover from is a [`Warning`](crate::Warning)
//! instead. This is the only file that names quick-xml's error types, and
//! it keeps them behind an opaque [`XmlError`].

use std::fmt;
use std::io;

use crate::warning::{Position, WarningKind};

/// A `Result` whose error is this crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A fatal error: the document holds no feed, or it could not be read.
///
/// ```
/// let err = feedwright::parse(b"<html><body>hi</body></html>").unwrap_err();
/// assert_eq!(err.to_string(), "not a feed: root element is <html> at line 1, column 1");
/// assert_eq!(err.line_column(), Some((1, 1)));
/// ```
pub struct Error(Box<ErrorImpl>);

struct ErrorImpl {
    kind: ErrorKind,
    position: Position,
}

impl Error {
    /// Cold: an error ends the reading, and the paths that make one are
    /// kept out of the hot code around them.
    #[cold]
    #[inline(never)]
    pub(crate) fn new(kind: ErrorKind, position: Position) -> Self {
        Error(Box::new(ErrorImpl { kind, position }))
    }

    /// The position, to fill in its line once counted (see `source::Lines`).
    pub(crate) fn position_mut(&mut self) -> &mut Position {
        &mut self.0.position
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.0.kind
    }

    /// Byte offset in the input where it went wrong.
    pub fn offset(&self) -> u64 {
        self.0.position.offset
    }

    /// Line and column (both from 1; the column counts characters), when known.
    pub fn line_column(&self) -> Option<(u32, u32)> {
        let p = &self.0.position;
        (p.line > 0).then_some((p.line, p.column))
    }

    /// Where it went wrong.
    pub fn position(&self) -> Position {
        self.0.position
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line_column() {
            Some((line, column)) => write!(f, "{} at line {line}, column {column}", self.0.kind),
            None => write!(f, "{} at byte {}", self.0.kind, self.0.position.offset),
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("kind", &self.0.kind)
            .field("position", &self.0.position)
            .finish()
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.kind.source_error()
    }
}

/// The kinds of [`Error`].
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Reading the input failed.
    #[error("I/O error")]
    Io(#[source] io::Error),
    /// The XML is broken beyond what the reader repairs, before any feed element was seen.
    #[error("malformed XML: {0}")]
    Xml(XmlError),
    /// The input is empty or holds only white space.
    #[error("not a feed: the document is empty")]
    Empty,
    /// The input holds no XML element at all (e.g. JSON, plain text).
    #[error("not a feed: expected an XML root element, found {0}")]
    NoRootElement(String),
    /// A JSON document that names no JSON Feed version: JSON, but no feed.
    #[error("not a feed: a JSON document that is no JSON Feed (it names no JSON Feed version)")]
    NotJsonFeed,
    /// The root element is not a feed format.
    #[error("not a feed: root element is <{0}>")]
    UnknownFormat(String),
    /// A warning, promoted to an error by [`ReadOptions::strict`](crate::ReadOptions::strict).
    /// Limits of [`ReadOptions`](crate::ReadOptions) are warnings too (reading
    /// stops or skips, keeping what was read), so in strict mode they end up here.
    #[error("{0} (strict mode)")]
    Strict(WarningKind),
    /// A [JSON Feed](https://www.jsonfeed.org/version/1.1/) document whose JSON is broken,
    /// or whose top level is not an object.
    #[error("invalid JSON Feed: {0}")]
    Json(String),
    /// The document's root is not `<opml>`, or it has none: it is not an
    /// OPML document ([OPML 2.0](http://opml.org/spec2.opml): "`<opml>` is
    /// an XML element").
    #[error("not OPML: expected <opml>, found {0}")]
    NotOpml(String),
}

impl ErrorKind {
    fn source_error(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ErrorKind::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// An XML syntax error, as reported by the underlying XML reader.
///
/// Opaque on purpose: the XML reader is an implementation detail whose error
/// types change between releases.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XmlError(String);

impl XmlError {
    pub(crate) fn from_quick_xml(err: &quick_xml::Error) -> Self {
        XmlError(err.to_string())
    }
}

impl fmt::Display for XmlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_is_send_sync_static_and_small() {
        fn assert_traits<T: Send + Sync + 'static>() {}
        assert_traits::<Error>();
        assert_eq!(std::mem::size_of::<Error>(), std::mem::size_of::<usize>());
    }
}
