//! Which format a document is, without reading all of it.

use super::FeedReader;
use crate::model::Format;

/// The format of a feed document, or `None` when it holds no feed.
///
/// Only as much is read as the format takes: the prologue and the root
/// element for XML (the channel's metadata up to the first item, which the
/// streaming reader reads when it starts), the whole object for a JSON Feed.
/// The format is the one [`parse`](crate::parse) would give, read with the
/// same leniency.
///
/// ```
/// use feedwright::{detect_format, Format};
/// assert_eq!(detect_format(br#"<rss version="2.0"><channel/></rss>"#), Some(Format::Rss20));
/// assert_eq!(
///     detect_format(br#"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title></feed>"#),
///     Some(Format::Atom10)
/// );
/// assert_eq!(
///     detect_format(br#"{"version": "https://jsonfeed.org/version/1.1", "items": []}"#),
///     Some(Format::Json11)
/// );
/// assert_eq!(detect_format(b"<html><body/></html>"), None);
/// assert_eq!(detect_format(b""), None);
/// ```
pub fn detect_format(input: &[u8]) -> Option<Format> {
    let reader = FeedReader::new(input).ok()?;
    reader.channel().format
}
