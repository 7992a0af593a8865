//! Small values shared by [`Channel`](super::Channel) and [`Item`](super::Item):
//! text constructs, links, people, categories, enclosures, dates and URLs.
//!
//! Data only: how these are read or written lives in `read/` and `write/`.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

/// The feed format and version a document was read as.
///
/// The codes are Python feedparser's (`rss20`, `atom10`, ...), so that tools
/// moving from feedparser see the values they know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub enum Format {
    /// RSS 0.90 (`<rdf:RDF>` in the `http://my.netscape.com/rdf/simple/0.9/` namespace).
    #[serde(rename = "rss090")]
    Rss090,
    /// RSS 0.91 as Netscape published it (recognised by its DOCTYPE).
    #[serde(rename = "rss091n")]
    Rss091Netscape,
    /// RSS 0.91 as UserLand published it.
    #[serde(rename = "rss091u")]
    Rss091Userland,
    /// RSS 0.92.
    #[serde(rename = "rss092")]
    Rss092,
    /// RSS 0.93.
    #[serde(rename = "rss093")]
    Rss093,
    /// RSS 0.94.
    #[serde(rename = "rss094")]
    Rss094,
    /// RSS 1.0 (RDF Site Summary).
    #[serde(rename = "rss10")]
    Rss10,
    /// RSS 2.0 (any `2.x` version attribute, or none with a 2.0 namespace).
    #[serde(rename = "rss20")]
    Rss20,
    /// An `<rss>` root whose version is missing or unknown.
    #[serde(rename = "rss")]
    Rss,
    /// Atom 0.3 (`http://purl.org/atom/ns#`).
    #[serde(rename = "atom03")]
    Atom03,
    /// Atom 1.0 (RFC 4287), a feed or a standalone entry document.
    #[serde(rename = "atom10")]
    Atom10,
    /// A `<feed>` root that is Atom of no known version.
    #[serde(rename = "atom")]
    Atom,
    /// Microsoft's Channel Definition Format (`<CHANNEL>`, 1997).
    #[serde(rename = "cdf")]
    Cdf,
    /// JSON Feed 1.0 (`https://jsonfeed.org/version/1`).
    #[serde(rename = "json1")]
    Json10,
    /// JSON Feed 1.1 (`https://jsonfeed.org/version/1.1`).
    #[serde(rename = "json11")]
    Json11,
}

impl Format {
    /// The feedparser version code, e.g. `"rss20"`.
    ///
    /// ```
    /// assert_eq!(feedwright::Format::Atom10.code(), "atom10");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            Format::Rss090 => "rss090",
            Format::Rss091Netscape => "rss091n",
            Format::Rss091Userland => "rss091u",
            Format::Rss092 => "rss092",
            Format::Rss093 => "rss093",
            Format::Rss094 => "rss094",
            Format::Rss10 => "rss10",
            Format::Rss20 => "rss20",
            Format::Rss => "rss",
            Format::Atom03 => "atom03",
            Format::Atom10 => "atom10",
            Format::Atom => "atom",
            Format::Cdf => "cdf",
            Format::Json10 => "json1",
            Format::Json11 => "json11",
        }
    }

    /// Whether this is one of the Atom formats.
    pub fn is_atom(self) -> bool {
        matches!(self, Format::Atom03 | Format::Atom10 | Format::Atom)
    }

    /// Whether this is one of the JSON Feed versions.
    ///
    /// ```
    /// assert!(feedwright::Format::Json11.is_json_feed());
    /// assert!(!feedwright::Format::Rss20.is_json_feed());
    /// ```
    pub fn is_json_feed(self) -> bool {
        matches!(self, Format::Json10 | Format::Json11)
    }
}

impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// How the characters of a [`Text`] are to be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum TextKind {
    /// Plain text: `<` in the value is a less-than sign.
    #[default]
    Text,
    /// HTML markup, already unescaped once (Atom `type="html"`, RSS descriptions).
    Html,
    /// An XHTML fragment (Atom `type="xhtml"`): the `<div>`'s content, serialized.
    Xhtml,
}

/// A text construct: Atom's title/subtitle/summary/rights, RSS's title and description.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Text {
    /// The text, with entities decoded once.
    pub value: String,
    /// Plain text, HTML or XHTML.
    #[serde(rename = "type")]
    pub kind: TextKind,
    /// The `xml:lang` in scope for the element, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// The `xml:base` in scope for the element, if any (what relative URLs inside HTML resolve against).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
}

impl Text {
    /// A plain-text value with no language or base.
    ///
    /// ```
    /// let t = feedwright::Text::plain("Hello");
    /// assert_eq!(t.value, "Hello");
    /// assert_eq!(t.kind, feedwright::TextKind::Text);
    /// ```
    pub fn plain(value: impl Into<String>) -> Self {
        Text {
            value: value.into(),
            ..Text::default()
        }
    }

    /// An HTML value with no language or base.
    pub fn html(value: impl Into<String>) -> Self {
        Text {
            value: value.into(),
            kind: TextKind::Html,
            ..Text::default()
        }
    }
}

/// A URL as the feed wrote it, resolved against `xml:base` and the caller's base URL.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Uri {
    /// The resolved URL (or the text as written when it could not be resolved).
    pub value: String,
    /// The text as written, kept only when resolution changed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raw: Option<String>,
}

impl Uri {
    /// A URL taken as it is, with nothing to resolve.
    ///
    /// ```
    /// let u = feedwright::model::Uri::new("https://example.org/");
    /// assert_eq!(u.as_str(), "https://example.org/");
    /// assert_eq!(u.raw(), "https://example.org/");
    /// ```
    pub fn new(value: impl Into<String>) -> Self {
        Uri {
            value: value.into(),
            raw: None,
        }
    }

    /// The resolved URL.
    pub fn as_str(&self) -> &str {
        &self.value
    }

    /// The URL exactly as the document wrote it.
    pub fn raw(&self) -> &str {
        self.raw.as_deref().unwrap_or(&self.value)
    }
}

/// A date as the feed wrote it, and the instant it names.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Timestamp {
    /// The instant, in the offset the feed wrote; `None` when the text names no real date.
    pub value: Option<DateTime<FixedOffset>>,
    /// The text exactly as written (trimmed).
    pub raw: String,
}

impl Timestamp {
    /// A timestamp for a known instant, with its RFC 3339 text as the raw value.
    ///
    /// ```
    /// let when = chrono::DateTime::parse_from_rfc3339("2026-06-25T00:00:00+02:00").unwrap();
    /// let t = feedwright::Timestamp::new(when);
    /// assert_eq!(t.raw, "2026-06-25T00:00:00+02:00");
    /// ```
    pub fn new(value: DateTime<FixedOffset>) -> Self {
        Timestamp {
            raw: value.to_rfc3339(),
            value: Some(value),
        }
    }
}

/// Timestamps are ordered by the instant they name, earlier first (one
/// that names none before any that does); the same instant written in two
/// ways is ordered by its text, so that the order agrees with `==`.
///
/// ```
/// use feedwright::IntoTimestamp;
/// let paris = "2026-06-25T09:30:00+02:00".into_timestamp();
/// let utc = "2026-06-25T07:00:00Z".into_timestamp();
/// assert!(utc < paris);
/// assert_eq!(paris.clone().max(utc), paris);
/// ```
impl Ord for Timestamp {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        // chrono compares instants, whatever their offsets.
        self.value
            .cmp(&other.value)
            .then_with(|| self.raw.cmp(&other.raw))
    }
}

impl PartialOrd for Timestamp {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// A link: Atom `<link>`, RSS `<link>`, or `<atom:link>` inside RSS.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Link {
    /// `href` (Atom) or the element's text (RSS `<link>`).
    pub href: Uri,
    /// `rel` as written; `None` for RSS `<link>` and for an Atom link without one (which means `alternate`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rel: Option<String>,
    /// `type`: the media type of the target.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    /// `hreflang`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hreflang: Option<String>,
    /// `title`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// `length` in bytes, when it is a number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<u64>,
    /// Where the link came from, so that a writer can put it back.
    #[serde(default)]
    pub element: LinkElement,
}

impl Link {
    /// Whether this link is the alternate (HTML) page: `rel="alternate"` or no `rel`.
    pub fn is_alternate(&self) -> bool {
        self.rel.as_deref().is_none_or(|r| r == "alternate")
    }
}

/// The element a [`Link`] was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum LinkElement {
    /// An Atom `<link>` (in an Atom feed, or `<atom:link>` in RSS).
    #[default]
    Atom,
    /// An RSS `<link>` element (its text is the URL).
    Rss,
}

/// A person: Atom author/contributor, RSS `author`/`managingEditor` ("email (Name)").
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Person {
    /// The name (Atom `name`, or the part of an RSS value that is not an email).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The email address.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// Atom `uri` (0.3: `url`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uri: Option<Uri>,
    /// An RSS value exactly as written ("joe@example.org (Joe)"), when it was one element's text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raw: Option<String>,
    /// Whether an RSS item's person was an `<atom:author>` or `<atom:contributor>`.
    #[serde(default, skip_serializing_if = "Origin::is_own")]
    pub origin: Origin,
    /// The element as read, when it held markup where text belongs
    /// (`<category><p>News</p></category>`): the fields hold its text, and a
    /// writer of the same format writes the element back as it was while
    /// they still do.
    #[serde(skip)]
    pub(crate) markup: Option<Box<super::Element>>,
}

/// A category: RSS `<category domain>`, Atom `<category term scheme label>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Category {
    /// RSS text, Atom `term`.
    pub term: String,
    /// RSS `domain`, Atom `scheme`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheme: Option<String>,
    /// Atom `label`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Whether an RSS item's category was an `<atom:category>`.
    #[serde(default, skip_serializing_if = "Origin::is_own")]
    pub origin: Origin,
    /// The element as read, when it held markup where text belongs
    /// (`<category><p>News</p></category>`): the fields hold its text, and a
    /// writer of the same format writes the element back as it was while
    /// they still do.
    #[serde(skip)]
    pub(crate) markup: Option<Box<super::Element>>,
}

/// The vocabulary an element of an RSS item was written in: RSS's own, or
/// Atom's (`<atom:author>`, `<atom:published>`, ... inside `<item>`, as
/// Blogger and others write). The reader fills the same typed fields either
/// way; a writer of RSS puts the Atom ones back in the Atom namespace.
/// Outside RSS items it is always [`Origin::Own`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// The format's own element.
    #[default]
    Own,
    /// An Atom element inside an RSS item.
    Atom,
}

impl Origin {
    /// Whether this is the format's own element (what serialization leaves out).
    pub fn is_own(&self) -> bool {
        *self == Origin::Own
    }
}

/// Which single-valued fields of an RSS item were read from Atom elements
/// (`<atom:published>`, `<atom:id>`, ...), so that a writer of RSS puts them
/// back in the Atom namespace. All false outside RSS items.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct AtomFields {
    /// `pub_date` was `<atom:published>`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub published: bool,
    /// `updated` was `<atom:updated>`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub updated: bool,
    /// `guid` was `<atom:id>`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub id: bool,
    /// `description` was `<atom:summary>`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub summary: bool,
    /// `content` was `<atom:content>`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub content: bool,
    /// `rights` was `<atom:rights>`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub rights: bool,
}

impl AtomFields {
    /// Whether no field came from Atom.
    pub fn is_empty(&self) -> bool {
        *self == AtomFields::default()
    }
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_false(b: &bool) -> bool {
    !*b
}

/// An RSS `<enclosure url length type>` (Atom's `rel="enclosure"` links stay in `links`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Enclosure {
    /// `url`.
    pub url: Uri,
    /// `length` in bytes; `None` when absent or not a number (the raw text is in `length_raw`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<u64>,
    /// `length` as written, kept only when it is not a plain number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length_raw: Option<String>,
    /// `type`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
}

/// An RSS `<guid isPermaLink>` or Atom `<id>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Guid {
    /// The identifier as written.
    pub value: String,
    /// RSS `isPermaLink`; `None` when absent (which RSS 2.0 reads as `true`);
    /// `Some(false)` for Atom ids, which never name the entry's page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_permalink: Option<bool>,
}

impl Guid {
    /// Whether the id is also the item's URL (RSS: `isPermaLink` absent or `true`).
    pub fn is_permalink(&self) -> bool {
        self.is_permalink.unwrap_or(true)
    }
}

/// The generator: RSS `<generator>`, Atom `<generator uri version>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Generator {
    /// The text.
    pub value: String,
    /// Atom `uri` (0.3: `url`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uri: Option<Uri>,
    /// Atom `version`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

/// How a [`Content`] value is encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum ContentMode {
    /// The value is the text itself.
    #[default]
    Inline,
    /// The value is base64, as written (Atom content of a non-text, non-XML type; Atom 0.3 `mode="base64"`).
    Base64,
    /// The value is serialized XML (Atom content of an XML media type; Atom 0.3 `mode="xml"`).
    Xml,
}

/// Full content: `content:encoded`, Atom `<content>`, `xhtml:body`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Content {
    /// The content (see `mode`); empty when `src` points to it.
    pub value: String,
    /// Text, HTML or XHTML; for other media types see `media_type`.
    #[serde(rename = "type")]
    pub kind: TextKind,
    /// The media type as written, when it is not one of text/html/xhtml.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    /// How `value` is encoded.
    #[serde(default)]
    pub mode: ContentMode,
    /// Atom `src`: the content lives at this URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub src: Option<Uri>,
    /// `xml:lang` in scope.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// `xml:base` in scope.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// The element it came from.
    #[serde(default)]
    pub element: ContentElement,
}

/// The element a [`Content`] was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ContentElement {
    /// Atom `<content>`.
    #[default]
    Atom,
    /// RSS `<content:encoded>`.
    ContentEncoded,
    /// `<xhtml:body>` inside an RSS item.
    XhtmlBody,
    /// `<body>` in no namespace inside an RSS item: inline XHTML, as
    /// feedparser reads it.
    Other,
    /// `<fullitem>` inside an RSS item: escaped HTML, as some early RSS
    /// feeds wrote full content.
    Fullitem,
}

/// The channel image: RSS `<image>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Image {
    /// `url`: the image itself.
    pub url: Uri,
    /// `title` (the image's alt text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// `link`: where the image links to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<Uri>,
    /// `width` in pixels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    /// `height` in pixels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    /// `description`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// RSS `<textInput>` (also spelled `textinput`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct TextInput {
    /// `title`: the submit button's label.
    pub title: String,
    /// `description`.
    pub description: String,
    /// `name`: the text field's name.
    pub name: String,
    /// `link`: the CGI script that processes the input.
    pub link: Option<Uri>,
}

/// RSS `<cloud>`: an rssCloud endpoint for update notifications.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Cloud {
    /// `domain`.
    pub domain: String,
    /// `port`, as written.
    pub port: String,
    /// `path`.
    pub path: String,
    /// `registerProcedure`.
    pub register_procedure: String,
    /// `protocol` (`xml-rpc`, `soap` or `http-post`).
    pub protocol: String,
}

/// An item's source: RSS `<source url>`, Atom `<source>` (the feed an entry was copied from).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Source {
    /// RSS text / Atom `title`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// RSS `url`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<Uri>,
    /// Atom `id`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Atom `link`s.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<Link>,
    /// Atom `updated`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated: Option<Timestamp>,
    /// Atom `author`s.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub authors: Vec<Person>,
    /// Atom `contributor`s.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contributors: Vec<Person>,
    /// Atom `rights`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rights: Option<Text>,
    /// Atom `subtitle`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtitle: Option<Text>,
    /// Atom `icon`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<Uri>,
    /// Atom `logo`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logo: Option<Uri>,
    /// Atom `category`s.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<Category>,
    /// Atom `generator`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generator: Option<Generator>,
}

/// A namespace declaration on the document, as written (`xmlns:dc="..."`),
/// or the conventional namespace assumed for a prefix used undeclared.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct NamespaceDecl {
    /// The prefix; empty for the default namespace.
    pub prefix: String,
    /// The namespace URI.
    pub uri: String,
    /// The document used the prefix without declaring it, and the reader
    /// took its conventional namespace (`dc:` → Dublin Core), as the
    /// `UndeclaredPrefix` warning says. A writer declares it, so that what
    /// it writes means what was read.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assumed: bool,
}
