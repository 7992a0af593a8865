//! The HTTP response a feed came in, checked against the rules of HTTP and
//! of the feed media types (the `http-*` rules of [`rules`](super::rules)):
//! its Content-Type and charset, its compression, the redirects on the way,
//! its validators for conditional requests, and whether the feed's self
//! link names the URL it was fetched from.
//!
//! This module knows the response only as [`HttpResponse`] describes it,
//! so that any HTTP client can be checked; `From<&fetch::Response>` builds
//! one from this crate's own fetcher. It must not know how a response was
//! fetched (no reqwest type) nor read the document itself: the checker
//! gives it the parts it needs.

use super::locate::Locator;
use super::report::{Problem, ProblemKind};
use super::rules::{self, Rule};
use super::tree::Element;
use crate::model::Format;
use crate::options::ReadOptions;
use crate::warning::Position;
use crate::xml::namespace::uri;

/// What a client saw of the HTTP exchange that gave a document: the
/// redirects followed, the final URL and the final response's headers.
///
/// ```
/// use feedwright::check::{HttpResponse, RedirectHop};
///
/// let url = url::Url::parse("https://example.org/feed.xml")?;
/// let mut response = HttpResponse::new(url.clone(), vec![
///     ("content-type".into(), "application/rss+xml; charset=utf-8".into()),
///     ("etag".into(), "\"v1\"".into()),
/// ]);
/// let old = url::Url::parse("http://example.org/rss")?;
/// response.redirects.push(RedirectHop::new(301, old, url));
/// assert_eq!(response.header("Content-Type"), Some("application/rss+xml; charset=utf-8"));
/// # Ok::<(), url::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct HttpResponse {
    /// The URL finally fetched, after redirects.
    pub url: url::Url,
    /// Every redirect followed, in order.
    pub redirects: Vec<RedirectHop>,
    /// The final response's headers (names in any case), in the order received.
    pub headers: Vec<(String, String)>,
    /// Whether the request said it takes a compressed body (`Accept-Encoding`).
    /// Default: `false`.
    pub asked_for_compression: bool,
    /// Whether the body came compressed: `None` when the client cannot
    /// tell (a client that decodes a body often removes its
    /// `Content-Encoding` before the caller sees the headers). Default: `None`.
    pub compressed: Option<bool>,
}

/// One redirect followed on the way to the feed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct RedirectHop {
    /// The status (301, 302, 303, 307, 308).
    pub status: u16,
    /// The URL that answered with it.
    pub from: url::Url,
    /// Where it pointed.
    pub to: url::Url,
}

impl RedirectHop {
    /// A redirect from `from` to `to` with `status`.
    ///
    /// ```
    /// let from = url::Url::parse("http://example.org/feed")?;
    /// let to = url::Url::parse("https://example.org/feed")?;
    /// let hop = feedwright::check::RedirectHop::new(308, from, to);
    /// assert_eq!(hop.status, 308);
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn new(status: u16, from: url::Url, to: url::Url) -> Self {
        RedirectHop { status, from, to }
    }
}

impl HttpResponse {
    /// A response from `url` with `headers`, reached without a redirect,
    /// its compression unknown.
    ///
    /// ```
    /// let url = url::Url::parse("https://example.org/feed.xml")?;
    /// let response = feedwright::check::HttpResponse::new(url, Vec::new());
    /// assert!(response.redirects.is_empty());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn new(url: url::Url, headers: Vec<(String, String)>) -> Self {
        HttpResponse {
            url,
            redirects: Vec::new(),
            headers,
            asked_for_compression: false,
            compressed: None,
        }
    }

    /// The first value of header `name` (any case).
    ///
    /// ```
    /// let url = url::Url::parse("https://example.org/feed.xml")?;
    /// let response = feedwright::check::HttpResponse::new(url, vec![("ETag".into(), "\"1\"".into())]);
    /// assert_eq!(response.header("etag"), Some("\"1\""));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The media type of its Content-Type, lower case, and its charset
    /// parameter; `None` without a Content-Type.
    fn content_type(&self) -> Option<MediaType> {
        self.header("content-type").map(MediaType::parse)
    }
}

#[cfg(feature = "http")]
#[cfg_attr(docsrs, doc(cfg(feature = "http")))]
impl From<&crate::fetch::Response> for HttpResponse {
    fn from(response: &crate::fetch::Response) -> Self {
        HttpResponse {
            url: response.url.clone(),
            redirects: response
                .redirects
                .iter()
                .map(|r| RedirectHop::new(r.status, r.from.clone(), r.to.clone()))
                .collect(),
            headers: response.headers.clone(),
            // The fetcher's client asks for gzip, deflate and brotli on
            // every request (reqwest's features in Cargo.toml);
            // tests/check_transport.rs sees the header arrive.
            asked_for_compression: true,
            compressed: response.compressed,
        }
    }
}

/// A Content-Type value: the media type (lower case) and its charset.
struct MediaType {
    essence: String,
    charset: Option<String>,
}

impl MediaType {
    fn parse(value: &str) -> MediaType {
        let mut parts = value.split(';');
        let essence = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
        let charset = parts.find_map(|param| {
            let (name, value) = param.split_once('=')?;
            let value = value.trim().trim_matches('"').trim();
            (name.trim().eq_ignore_ascii_case("charset") && !value.is_empty())
                .then(|| value.to_owned())
        });
        MediaType { essence, charset }
    }
}

/// The read options for a document that came in `response`: the charset
/// of its Content-Type and its URL as the base, as a client reads it;
/// what `options` sets itself wins.
pub(super) fn read_options(response: &HttpResponse, options: &ReadOptions) -> ReadOptions {
    let mut options = options.clone();
    if options.charset.is_none() {
        options.charset = response.content_type().and_then(|t| t.charset);
    }
    if options.base_url.is_none() {
        options.base_url = Some(response.url.clone());
    }
    options
}

/// How a media type suits a feed of some format.
#[derive(Debug, PartialEq, Eq)]
enum Suits {
    /// The format's own type.
    Specific,
    /// Says only XML (or only bytes).
    NonSpecific,
    /// Neither a feed type of the format nor generic XML (or JSON).
    Unexpected,
}

/// How `essence` suits a document of `format` (`None`: a document whose
/// format the reader could not name, for which any XML type will do).
/// RFC 4287 section 7 registers `application/atom+xml`; the RSS Advisory
/// Board's profile recommends `application/rss+xml`; JSON Feed 1.1 names
/// `application/feed+json`, 1.0 `application/json`.
fn suits(essence: &str, format: Option<Format>) -> Suits {
    let generic_xml = matches!(
        essence,
        "application/xml" | "text/xml" | "application/octet-stream"
    );
    let own: &[&str] = match format {
        Some(f) if f.is_json_feed() => {
            return match essence {
                "application/feed+json" | "application/json" => Suits::Specific,
                "application/octet-stream" => Suits::NonSpecific,
                _ => Suits::Unexpected,
            }
        }
        Some(f) if f.is_atom() => &["application/atom+xml"],
        // RSS 1.0 and 0.90 are RDF: their RDF type names them as well as RSS's does.
        Some(Format::Rss10 | Format::Rss090) => &["application/rss+xml", "application/rdf+xml"],
        Some(Format::Cdf) | None => {
            return if generic_xml || essence.ends_with("+xml") {
                Suits::Specific
            } else {
                Suits::Unexpected
            }
        }
        Some(_) => &["application/rss+xml"],
    };
    if own.contains(&essence) {
        Suits::Specific
    } else if generic_xml || essence == "application/rdf+xml" {
        Suits::NonSpecific
    } else {
        Suits::Unexpected
    }
}

/// What the checker knows of the document, for the rules that compare
/// the response with it.
pub(super) struct Document<'a> {
    pub(super) input: &'a [u8],
    pub(super) format: Option<Format>,
    /// The self link as the model has it.
    pub(super) self_link: Option<&'a str>,
    /// Where the self link is.
    pub(super) self_position: Position,
}

/// Every problem of the response, in the order of the rules.
pub(super) fn check(response: &HttpResponse, document: &Document<'_>) -> Vec<Problem> {
    let mut found: Vec<(Rule, Option<String>, Position)> = Vec::new();
    let mut header = |rule: Rule, detail: Option<String>| {
        found.push((rule, detail, Position::default()));
    };
    let json = document.format.is_some_and(Format::is_json_feed);
    match response.content_type() {
        None => header(rules::HTTP_CONTENT_TYPE_MISSING, None),
        Some(media) => {
            let detail = Some(format!("`{}` for {}", media.essence, kind_of(document)));
            match suits(&media.essence, document.format) {
                Suits::Specific => {}
                Suits::NonSpecific => header(rules::HTTP_NON_SPECIFIC_TYPE, detail),
                Suits::Unexpected => header(rules::HTTP_CONTENT_TYPE, detail),
            }
            if media.essence == "text/xml" && media.charset.is_none() {
                header(rules::HTTP_TEXT_XML_CHARSET, None);
            }
            if let (Some(charset), false) = (&media.charset, json) {
                if let Some(own) = own_encoding(document.input) {
                    if disagree(charset, &own) {
                        let detail = format!("charset `{charset}`, the document `{own}`");
                        header(rules::HTTP_CHARSET_MISMATCH, Some(detail));
                    }
                }
            }
        }
    }
    if response.asked_for_compression && response.compressed == Some(false) {
        header(rules::HTTP_UNCOMPRESSED, None);
    }
    for hop in &response.redirects {
        let detail = Some(format!("{} from {} to {}", hop.status, hop.from, hop.to));
        match hop.status {
            301 | 308 => header(rules::HTTP_PERMANENT_REDIRECT, detail),
            _ => header(rules::HTTP_TEMP_REDIRECT, detail),
        }
    }
    if response.header("etag").is_none() && response.header("last-modified").is_none() {
        header(rules::HTTP_NO_VALIDATORS, None);
    }
    if let Some(link) = document.self_link {
        if !names_the_same_feed(link, &response.url) {
            let detail = format!("self link {link}, fetched from {}", response.url);
            found.push((
                rules::HTTP_SELF_LOCATION,
                Some(detail),
                document.self_position,
            ));
        }
    }
    found
        .into_iter()
        .map(|(rule, detail, position)| {
            let mut problem = Problem::spec(rule, detail, position);
            problem.kind = ProblemKind::Transport;
            problem
        })
        .collect()
}

/// What the document is, for a finding's detail.
fn kind_of(document: &Document<'_>) -> &'static str {
    match document.format {
        Some(f) if f.is_json_feed() => "a JSON Feed",
        Some(f) if f.is_atom() => "an Atom feed",
        Some(Format::Cdf) | None => "an XML document",
        Some(_) => "an RSS feed",
    }
}

/// The encoding the document gives itself: its byte order mark, else its
/// XML declaration's `encoding`; `None` when it gives none (UTF-8 by XML
/// 1.0 section 4.3.3, but a charset over HTTP then decides alone).
fn own_encoding(input: &[u8]) -> Option<String> {
    if let Some((encoding, _)) = encoding_rs::Encoding::for_bom(input) {
        return Some(encoding.name().to_owned());
    }
    crate::encoding::declared_encoding(input)
}

/// Whether two charset labels name different encodings (by the WHATWG
/// labels, so `utf8` and `UTF-8` agree). A label no table knows is the
/// reader's finding, not a disagreement. `us-ascii` is its own charset
/// here, though WHATWG reads it as windows-1252: it disagrees with UTF-8,
/// the case RFC 3023 made common.
fn disagree(charset: &str, own: &str) -> bool {
    let ascii = |label: &str| {
        matches!(
            label.trim().to_ascii_lowercase().as_str(),
            "us-ascii" | "ascii"
        )
    };
    let lookup = |label: &str| encoding_rs::Encoding::for_label(label.trim().as_bytes());
    match (ascii(charset), ascii(own)) {
        (true, true) => false,
        (true, false) => lookup(own).is_some_and(|e| e == encoding_rs::UTF_8),
        (false, true) => lookup(charset).is_some_and(|e| e == encoding_rs::UTF_8),
        (false, false) => match (lookup(charset), lookup(own)) {
            (Some(a), Some(b)) => a != b,
            _ => false,
        },
    }
}

/// Whether the self link names the URL fetched. Both are compared as URLs
/// (the `url` crate's parse lower-cases the scheme and host, drops a
/// default port and gives an empty path its `/`), without fragments. A
/// different scheme is a different URL: a feed fetched over https whose
/// self link says http sends readers that subscribe by it over plain HTTP
/// (and through a redirect), which is worth the publisher's edit. A self
/// link that is no URL is another rule's finding, not this one's.
fn names_the_same_feed(link: &str, fetched: &url::Url) -> bool {
    let Ok(mut link) = fetched.join(link.trim()) else {
        return true;
    };
    let mut fetched = fetched.clone();
    link.set_fragment(None);
    fetched.set_fragment(None);
    link == fetched
}

/// Where the self link of an XML feed is: an Atom `link rel="self"` that
/// is a child of the root (Atom) or of its `channel` (RSS).
pub(super) fn self_link_element(root: &Element) -> Option<Position> {
    let is_self = |e: &&Element| {
        e.local == "link"
            && (e.ns() == uri::ATOM10 || e.ns() == uri::ATOM03)
            && e.attr("rel").map(str::trim) == Some("self")
    };
    let channel = root.children.iter().find(|e| e.local == "channel");
    root.children
        .iter()
        .chain(channel.into_iter().flat_map(|c| c.children.iter()))
        .find(is_self)
        .map(|e| e.position)
}

/// Where the `feed_url` of a JSON Feed is.
pub(super) fn feed_url_member(locator: &Locator<'_>) -> Position {
    locator.field(None, "feed_url", 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn media_types_suit_their_formats() {
        let rss = Some(Format::Rss20);
        assert_eq!(suits("application/rss+xml", rss), Suits::Specific);
        assert_eq!(suits("application/xml", rss), Suits::NonSpecific);
        assert_eq!(suits("application/octet-stream", rss), Suits::NonSpecific);
        assert_eq!(suits("text/html", rss), Suits::Unexpected);
        assert_eq!(suits("application/atom+xml", rss), Suits::Unexpected);
        let atom = Some(Format::Atom10);
        assert_eq!(suits("application/atom+xml", atom), Suits::Specific);
        assert_eq!(suits("text/xml", atom), Suits::NonSpecific);
        let json = Some(Format::Json11);
        assert_eq!(suits("application/feed+json", json), Suits::Specific);
        assert_eq!(suits("application/json", json), Suits::Specific);
        assert_eq!(suits("application/xml", json), Suits::Unexpected);
        assert_eq!(
            suits("application/rdf+xml", Some(Format::Rss10)),
            Suits::Specific
        );
    }

    #[test]
    fn charsets_disagree_by_encoding_not_by_spelling() {
        assert!(!disagree("UTF-8", "utf8"));
        assert!(!disagree("latin1", "ISO-8859-1"));
        assert!(disagree("iso-8859-1", "utf-8"));
        assert!(disagree("us-ascii", "UTF-8"));
        assert!(!disagree("no-such-charset", "utf-8"));
    }

    #[test]
    fn self_links_compare_as_urls() {
        let fetched = url::Url::parse("https://example.org/feed").unwrap();
        assert!(names_the_same_feed(
            "HTTPS://Example.ORG:443/feed",
            &fetched
        ));
        assert!(names_the_same_feed("/feed#top", &fetched));
        assert!(!names_the_same_feed("http://example.org/feed", &fetched));
        assert!(!names_the_same_feed("https://example.org/feed/", &fetched));
        let root = url::Url::parse("https://example.org/").unwrap();
        assert!(names_the_same_feed("https://example.org", &root));
    }

    #[test]
    fn content_type_parameters() {
        let media = MediaType::parse("Text/XML; Charset=\"UTF-8\"");
        assert_eq!(media.essence, "text/xml");
        assert_eq!(media.charset.as_deref(), Some("UTF-8"));
        assert_eq!(MediaType::parse("application/xml;charset=").charset, None);
    }
}
