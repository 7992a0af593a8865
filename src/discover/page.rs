//! The feed links a page and a response declare, and the anchors that
//! look like feeds: what discovery reads without fetching anything.

use url::Url;

use super::link_header::parse_link_header;
use crate::html::links::{charset_parameter, page_links, Anchor, LinkTag};

/// A feed's address as a page or a response names it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct FeedLink {
    /// The address, resolved against the page's `<base>` and URL when it
    /// is relative and they are known; otherwise as written.
    pub url: String,
    /// The link's `title` (or an anchor's text, or a fetched feed's title).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The format, as the media type (or, for a fetched feed, the document) says.
    pub kind: FeedKind,
    /// The media type as written (`type`), when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    /// Where it was found.
    pub source: Source,
}

/// The format a feed link names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum FeedKind {
    /// RSS 0.9x or 2.0 (`application/rss+xml`).
    Rss,
    /// Atom (`application/atom+xml`).
    Atom,
    /// JSON Feed (`application/feed+json`).
    JsonFeed,
    /// RSS 1.0 (`application/rdf+xml`).
    Rdf,
    /// Not said: `rel="feed"` without a type, an XML type, an anchor.
    Unknown,
}

/// Where a [`FeedLink`] was found. The order of the variants is the
/// order of trust: what the page declares comes before what is guessed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Source {
    /// The URL fetched is a feed itself.
    Itself,
    /// An HTTP `Link` header of the page's response.
    LinkHeader,
    /// A `<link rel="alternate">` or `<link rel="feed">` of the page.
    LinkTag,
    /// An `<a>` whose address looks like a feed's.
    Anchor,
    /// One of the usual places (`GUESSED_PATHS` with `http`), fetched and read as a feed.
    Guess,
}

/// The feed links an HTML page declares (its `<link>` elements), then the
/// `<a>` links that look like feeds, each resolved against the page's
/// first `<base href>` and `page_url`, in page order, without repeats.
///
/// ```
/// let links = feedwright::discover::links_in_page(
///     r#"<link rel="alternate" type="application/rss+xml" href="/rss.xml" title="Everything">"#,
///     Some(&url::Url::parse("https://example.org/about").unwrap()),
/// );
/// assert_eq!(links[0].url, "https://example.org/rss.xml");
/// assert_eq!(links[0].kind, feedwright::discover::FeedKind::Rss);
/// ```
pub fn links_in_page(html: &str, page_url: Option<&Url>) -> Vec<FeedLink> {
    let page = page_links(html);
    // The document base URL (HTML): the first `<base href>`, resolved
    // against the page's address; the page's address without one.
    let base = match (page.base.as_deref(), page_url) {
        (Some(href), Some(page_url)) => page_url.join(href.trim()).ok(),
        (Some(href), None) => Url::parse(href.trim()).ok(),
        (None, page_url) => page_url.cloned(),
    };
    let mut found = Vec::new();
    for link in &page.links {
        if let Some(kind) = declared_kind(link) {
            found.push(FeedLink {
                url: resolve(base.as_ref(), &link.href),
                title: link.title.clone().filter(|t| !t.trim().is_empty()),
                kind,
                media_type: link.media_type.clone(),
                source: Source::LinkTag,
            });
        }
    }
    for anchor in &page.anchors {
        if let Some(url) = feed_like(base.as_ref(), anchor) {
            found.push(FeedLink {
                url,
                title: Some(anchor.text.clone()).filter(|t| !t.is_empty()),
                kind: FeedKind::Unknown,
                media_type: None,
                source: Source::Anchor,
            });
        }
    }
    deduplicated(found)
}

/// The feed links of an HTTP `Link` header value (`rel="alternate"` or
/// `rel="feed"` with a feed's `type`), resolved against `base`.
///
/// ```
/// let links = feedwright::discover::links_in_header(
///     r#"</feed.atom>; rel="alternate"; type="application/atom+xml"; title="Posts", </about>; rel="author""#,
///     Some(&url::Url::parse("https://example.org/").unwrap()),
/// );
/// assert_eq!(links.len(), 1);
/// assert_eq!((links[0].url.as_str(), links[0].title.as_deref()), ("https://example.org/feed.atom", Some("Posts")));
/// ```
pub fn links_in_header(value: &str, base: Option<&Url>) -> Vec<FeedLink> {
    let found = parse_link_header(value)
        .into_iter()
        .filter_map(|link| {
            let tag = LinkTag {
                rel: link.param("rel")?.to_owned(),
                media_type: link.param("type").map(str::to_owned),
                href: link.target.clone(),
                title: link.param("title").map(str::to_owned),
            };
            let kind = declared_kind(&tag)?;
            Some(FeedLink {
                url: resolve(base, &tag.href),
                title: tag.title.filter(|t| !t.trim().is_empty()),
                kind,
                media_type: tag.media_type,
                source: Source::LinkHeader,
            })
        })
        .collect();
    deduplicated(found)
}

/// The media types of feeds, lower case, and the format each names. The
/// `x-` and `x.` forms and `text/rss+xml` are on pages written before the
/// types were registered; `text/xml` and `application/xml` name no format
/// but are what some sites declare.
const FEED_TYPES: [(&str, FeedKind); 11] = [
    ("application/rss+xml", FeedKind::Rss),
    ("application/x-rss+xml", FeedKind::Rss),
    ("text/rss+xml", FeedKind::Rss),
    ("application/atom+xml", FeedKind::Atom),
    ("application/x-atom+xml", FeedKind::Atom),
    ("application/x.atom+xml", FeedKind::Atom),
    ("application/feed+json", FeedKind::JsonFeed),
    ("application/rdf+xml", FeedKind::Rdf),
    ("application/rss+rdf", FeedKind::Rdf),
    ("text/xml", FeedKind::Unknown),
    ("application/xml", FeedKind::Unknown),
];

/// The format a `<link>` (or a `Link` header link) declares a feed of, if
/// it declares one.
fn declared_kind(link: &LinkTag) -> Option<FeedKind> {
    let rel = link.rel.to_ascii_lowercase();
    let rels: Vec<&str> = rel.split_ascii_whitespace().collect();
    let alternate = rels.contains(&"alternate") && !rels.contains(&"stylesheet");
    let feed = rels.contains(&"feed");
    if !alternate && !feed {
        return None;
    }
    let media_type = link.media_type.as_deref().map(|t| {
        t.split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase()
    });
    match media_type.as_deref() {
        Some(t) => {
            if let Some((_, kind)) = FEED_TYPES.iter().find(|(name, _)| *name == t) {
                return Some(*kind);
            }
            // JSON Feed 1.0 told sites to declare `application/json`, which
            // also names every JSON API (WordPress declares `/wp-json/...`
            // on each page): taken only when the link says it is a feed.
            let says_feed = |text: &str| text.to_ascii_lowercase().contains("feed");
            (t == "application/json"
                && !link.href.contains("/wp-json/")
                && (says_feed(&link.href) || link.title.as_deref().is_some_and(says_feed)))
            .then_some(FeedKind::JsonFeed)
        }
        // HTML: `rel="feed"` names a feed whatever its type.
        None if feed => Some(FeedKind::Unknown),
        None => None,
    }
}

/// The address of an anchor that looks like a feed's, resolved; `None`
/// for one that does not. The tests are those feed finders have used for
/// twenty years (Mark Pilgrim's feedfinder, SimplePie's `Locator`): a feed
/// extension, or a path segment or host that names a feed.
fn feed_like(base: Option<&Url>, anchor: &Anchor) -> Option<String> {
    let href = anchor.href.trim();
    let url = match base {
        Some(base) => base.join(href).ok()?,
        None => Url::parse(href).ok()?,
    };
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let path = url.path().to_ascii_lowercase();
    let last = path.rsplit('/').find(|s| !s.is_empty()).unwrap_or("");
    let by_extension = [".rss", ".rdf", ".atom", ".xml"]
        .iter()
        .any(|ext| last.ends_with(ext))
        && !last.starts_with("sitemap");
    let by_segment = path.split('/').any(|segment| {
        matches!(
            segment,
            "feed" | "feeds" | "rss" | "atom" | "rss2" | "feed.json"
        )
    });
    let by_host = url.host_str().is_some_and(|h| h.starts_with("feeds."));
    let by_query = url.query().is_some_and(|q| {
        q.split('&')
            .any(|p| matches!(p, "feed=rss" | "feed=rss2" | "feed=atom"))
    });
    (by_extension || by_segment || by_host || by_query).then(|| url.to_string())
}

/// A page's text from its bytes: in the charset `content_type` (an HTTP
/// `Content-Type`) names; else by its byte order mark; else UTF-8 when it
/// is UTF-8; else in the charset its `<meta charset>` names (found in the
/// page read as windows-1252: every charset a page names itself in is
/// ASCII where the `<meta>` is); else windows-1252, what browsers fall back
/// to for Western pages. The addresses discovery reads are ASCII in nearly
/// every page, so a wrong guess costs a title at most.
///
/// ```
/// let page = b"<meta charset=koi8-r><title>\xf0\xd2\xc9\xd7\xc5\xd4</title>";
/// let text = feedwright::discover::decode_page(page, None);
/// assert!(text.contains("\u{41f}\u{440}\u{438}\u{432}\u{435}\u{442}"));
/// assert_eq!(feedwright::discover::decode_page(b"caf\xe9", Some("text/html; charset=latin1")), "caf\u{e9}");
/// ```
pub fn decode_page(body: &[u8], content_type: Option<&str>) -> String {
    let named = content_type
        .and_then(charset_parameter)
        .and_then(|label| encoding_rs::Encoding::for_label(label.as_bytes()));
    if let Some(encoding) = named {
        return encoding.decode(body).0.into_owned();
    }
    if let Some((encoding, _)) = encoding_rs::Encoding::for_bom(body) {
        return encoding.decode(body).0.into_owned();
    }
    if let Ok(text) = std::str::from_utf8(body) {
        return text.to_owned();
    }
    let western = encoding_rs::WINDOWS_1252.decode(body).0.into_owned();
    let declared = page_links(&western)
        .meta_charset
        .and_then(|label| encoding_rs::Encoding::for_label(label.as_bytes()));
    match declared {
        Some(encoding) if encoding != encoding_rs::WINDOWS_1252 => {
            encoding.decode(body).0.into_owned()
        }
        _ => western,
    }
}

/// `href` resolved against `base`, or as written when it cannot be.
fn resolve(base: Option<&Url>, href: &str) -> String {
    let href = href.trim();
    let resolved = match base {
        Some(base) => base.join(href).ok(),
        None => Url::parse(href).ok(),
    };
    resolved.map_or_else(|| href.to_owned(), |url| url.to_string())
}

/// The links, each address once: the first occurrence stays, as the
/// page's order is its preference.
pub(super) fn deduplicated(links: Vec<FeedLink>) -> Vec<FeedLink> {
    let mut seen = std::collections::HashSet::new();
    links
        .into_iter()
        .filter(|link| seen.insert(link.url.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(html: &str) -> Vec<(String, FeedKind, Source)> {
        let base = Url::parse("https://example.org/blog/post.html").unwrap();
        links_in_page(html, Some(&base))
            .into_iter()
            .map(|l| (l.url, l.kind, l.source))
            .collect()
    }

    fn one(url: &str, kind: FeedKind, source: Source) -> (String, FeedKind, Source) {
        (url.to_owned(), kind, source)
    }

    #[test]
    fn declared_types_and_rels() {
        let found = page(
            r#"<link rel="ALTERNATE" type="Application/RSS+XML; charset=utf-8" href="rss">
            <link rel="alternate stylesheet" type="text/css" href="dark.css">
            <link rel="feed" href="/h-feed">
            <link rel="alternate" type="text/html" href="/fr/">
            <link rel="alternate" type="application/json" href="/wp-json/wp/v2/pages/2">
            <link rel="alternate" type="application/json" title="JSON Feed" href="/j">
            <link rel="alternate" type="application/rdf+xml" href="/index.rdf">
            <link rel="meta" type="application/rdf+xml" href="/foaf.rdf">
            <link rel="alternate" type="application/rss+xml" href="rss">"#,
        );
        assert_eq!(
            found,
            [
                one(
                    "https://example.org/blog/rss",
                    FeedKind::Rss,
                    Source::LinkTag
                ),
                one(
                    "https://example.org/h-feed",
                    FeedKind::Unknown,
                    Source::LinkTag
                ),
                one("https://example.org/j", FeedKind::JsonFeed, Source::LinkTag),
                one(
                    "https://example.org/index.rdf",
                    FeedKind::Rdf,
                    Source::LinkTag
                ),
            ]
        );
    }

    #[test]
    fn anchors_that_look_like_feeds() {
        let found = page(
            r#"<a href="/feed/">Feed</a><a href="/about">About</a><a href="atom.xml">Atom</a>
            <a href="/sitemap.xml">Map</a><a href="https://feeds.example.net/x">FB</a>
            <a href="/?feed=rss2">WP</a><a href="mailto:rss@example.org">Mail</a>
            <a href="/feed/">Again</a><a href="/posts/feeding-birds">Birds</a>"#,
        );
        assert_eq!(
            found,
            [
                one(
                    "https://example.org/feed/",
                    FeedKind::Unknown,
                    Source::Anchor
                ),
                one(
                    "https://example.org/blog/atom.xml",
                    FeedKind::Unknown,
                    Source::Anchor
                ),
                one(
                    "https://feeds.example.net/x",
                    FeedKind::Unknown,
                    Source::Anchor
                ),
                one(
                    "https://example.org/?feed=rss2",
                    FeedKind::Unknown,
                    Source::Anchor
                ),
            ]
        );
    }

    #[test]
    fn without_a_page_url_relative_links_stay_as_written() {
        let links = links_in_page(
            r#"<link rel="alternate" type="application/atom+xml" href="/atom">"#,
            None,
        );
        assert_eq!(links[0].url, "/atom");
    }

    #[test]
    fn a_link_in_a_comment_or_script_is_not_one() {
        assert_eq!(
            page(
                r#"<!-- <link rel="alternate" type="application/rss+xml" href="/c"> -->
            <script>var s = '<link rel="alternate" type="application/rss+xml" href="/s">';</script>"#
            ),
            []
        );
    }
}
