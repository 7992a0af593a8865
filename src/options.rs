//! The options of both directions, side by side: [`ReadOptions`] (how
//! lenient, how trusting and how bounded reading is) and [`WriteOptions`]
//! (which format, and how it is laid out).

use crate::model::Format;

/// Options for [`parse_with`](crate::parse_with) and [`FeedReader`](crate::FeedReader).
///
/// ```
/// let mut options = feedwright::ReadOptions::default();
/// options.charset = Some("windows-1252".into());
/// options.base_url = Some(url::Url::parse("https://example.org/feed/").unwrap());
/// let feedwright::Parsed { channel, .. } = feedwright::parse_with(
///     b"<rss version=\"2.0\"><channel><link>/blog</link></channel></rss>", &options).unwrap();
/// assert_eq!(channel.link(), Some("https://example.org/blog"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ReadOptions {
    /// The charset the transport declared (an HTTP `Content-Type` charset).
    /// Per RFC 3023 it wins over the XML declaration, unless the bytes plainly
    /// contradict it. Default: `None`.
    pub charset: Option<String>,
    /// The URL the document was fetched from: relative URLs resolve against it
    /// (after any `xml:base`). Default: `None`.
    pub base_url: Option<url::Url>,
    /// Turn the first warning into an error. Default: `false`.
    pub strict: bool,
    /// Deepest element nesting read; deeper content is skipped with a warning.
    /// Default: 256 (libxml2's default).
    pub max_depth: usize,
    /// Largest text (one element's merged text, or one attribute value) kept,
    /// in bytes; the rest is cut with a warning. Default: 10 MiB (libxml2's default).
    pub max_text_bytes: usize,
    /// Most attributes (namespace declarations included) read on one element;
    /// the rest are ignored with a warning. Default: 1,024.
    pub max_attributes: usize,
    /// Most items read; past it reading stops with a warning and the channel
    /// keeps what was read. Default: 1,000,000.
    pub max_items: usize,
    /// Most outlines read from an OPML document, at every depth; past it
    /// each further outline is skipped with a warning. Default: 100,000
    /// (the largest exports readers make hold a few thousand; an outline
    /// costs a few hundred bytes in memory).
    pub max_outlines: usize,
    /// Most bytes read from the input; past it reading stops with a warning
    /// (a JSON Feed, which cannot be read in part, is an error instead).
    /// Default: 1 GiB.
    pub max_input_bytes: u64,
    /// Most characters that internal DTD entities may expand to, in all. Past
    /// it, entities are left unexpanded with a warning. Default: 1 MiB.
    pub max_entity_expansion: usize,
    /// Sanitize HTML and XHTML text constructs (titles, descriptions,
    /// summaries, content, rights, subtitles) with [`html::sanitize`](crate::html::sanitize)'s
    /// allow-lists, as Python feedparser does by default. Off by default so
    /// that text reaches the caller as the feed wrote it (and writes back
    /// unchanged); turn it on before displaying content from untrusted feeds.
    /// Default: `false`.
    ///
    /// ```
    /// let mut options = feedwright::ReadOptions::default();
    /// options.sanitize_html = true;
    /// let feedwright::Parsed { channel, .. } = feedwright::parse_with(br#"<rss version="2.0"><channel>
    ///     <description>Hi&lt;script&gt;alert(1)&lt;/script&gt;</description>
    /// </channel></rss>"#, &options).unwrap();
    /// assert_eq!(channel.description.unwrap().value, "Hi");
    /// ```
    pub sanitize_html: bool,
    /// Resolve relative URLs inside HTML and XHTML text constructs (`a href`,
    /// `img src`, ... feedparser's list) against the element's `xml:base` and
    /// [`base_url`](Self::base_url); URLs with a scheme that can run code
    /// become empty. Default: `false`.
    ///
    /// ```
    /// let mut options = feedwright::ReadOptions::default();
    /// options.resolve_html_urls = true;
    /// let feedwright::Parsed { channel, .. } = feedwright::parse_with(br#"<feed xmlns="http://www.w3.org/2005/Atom"
    ///     xml:base="https://example.org/blog/"><title type="html">&lt;a href="post"&gt;x&lt;/a&gt;</title></feed>"#,
    ///     &options).unwrap();
    /// assert_eq!(channel.title.unwrap().value, r#"<a href="https://example.org/blog/post">x</a>"#);
    /// ```
    pub resolve_html_urls: bool,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            charset: None,
            base_url: None,
            strict: false,
            max_depth: 256,
            max_text_bytes: 10 * 1024 * 1024,
            max_attributes: 1024,
            max_items: 1_000_000,
            max_outlines: 100_000,
            max_input_bytes: 1024 * 1024 * 1024,
            max_entity_expansion: 1024 * 1024,
            sanitize_html: false,
            resolve_html_urls: false,
        }
    }
}

/// The format to write.
///
/// ```
/// let options = feedwright::WriteOptions::new(feedwright::Target::Atom);
/// assert_eq!(options.target, feedwright::Target::Atom);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Target {
    /// RSS 2.0 (also what RSS 0.90-0.94 are written as).
    #[default]
    Rss,
    /// Atom 1.0 (RFC 4287; also what Atom 0.3 is written as).
    Atom,
    /// RSS 1.0 (RDF Site Summary).
    Rss1,
    /// [JSON Feed](https://www.jsonfeed.org/version/1.1/) 1.1 (1.0 for a
    /// channel read from 1.0), mapped as [`crate::json_feed`] describes.
    JsonFeed,
}

impl Target {
    /// The target a feed read in `format` is written back in, for a round
    /// trip in its own format family: RSS 0.9x and 2.0 (and CDF, or no
    /// format) as RSS 2.0, RSS 1.0 as RSS 1.0, Atom as Atom 1.0, JSON Feed as
    /// JSON Feed.
    ///
    /// ```
    /// use feedwright::{Format, Target};
    /// assert_eq!(Target::for_format(Some(Format::Atom03)), Target::Atom);
    /// assert_eq!(Target::for_format(Some(Format::Rss10)), Target::Rss1);
    /// assert_eq!(Target::for_format(None), Target::Rss);
    /// ```
    pub fn for_format(format: Option<Format>) -> Target {
        match format {
            Some(f) if f.is_atom() => Target::Atom,
            Some(f) if f.is_json_feed() => Target::JsonFeed,
            Some(Format::Rss10) => Target::Rss1,
            _ => Target::Rss,
        }
    }
}

/// How [`Channel::write_with`](crate::Channel::write_with) writes.
///
/// ```
/// let mut options = feedwright::WriteOptions::new(feedwright::Target::Rss);
/// options.pretty = false;
/// let channel = feedwright::parse(br#"<rss version="2.0"><channel><title>T</title></channel></rss>"#)?;
/// let out = channel.write_with(Vec::new(), &options)?;
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     r#"<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>T</title></channel></rss>"#
/// );
/// # Ok::<(), feedwright::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct WriteOptions {
    /// The format written. Default: [`Target::Rss`].
    pub target: Target,
    /// Put the feed's structural elements on their own indented lines.
    /// Indentation never goes inside text or extension elements, so it adds
    /// nothing a reader keeps. Default: `true`.
    pub pretty: bool,
    /// Spaces per level when `pretty` (at most 16). Default: 2.
    pub indent: usize,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            target: Target::default(),
            pretty: true,
            indent: 2,
        }
    }
}

impl WriteOptions {
    /// Default options for `target`.
    pub fn new(target: Target) -> Self {
        WriteOptions {
            target,
            ..WriteOptions::default()
        }
    }
}
