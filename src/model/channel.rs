//! [`Channel`]: a feed's metadata and its items, whatever the format.

use serde::{Deserialize, Serialize};

use super::{
    Category, Cloud, DcTerms, DublinCore, Element, Format, Generator, GeoRss, GooglePlay,
    ITunesChannel, Image, Item, Link, Media, NamespaceDecl, Person, PodcastChannel, Syndication,
    Text, TextInput, Timestamp, Uri,
};

/// A feed: an RSS `<channel>` or an Atom `<feed>`, with its items.
///
/// Field docs name the element each field comes from in each format; the
/// table in [`crate::model`] has them all.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Channel {
    /// The format the document was read as; `None` for a channel built in code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<Format>,
    /// The character encoding the document was decoded from (`"utf-8"`, `"windows-1252"`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encoding: Option<String>,
    /// The label the document's XML declaration (or the caller's charset) named
    /// the encoding with, lower-cased, when it differs from `encoding`: WHATWG
    /// decodes `iso-8859-1` and `us-ascii` as `windows-1252`, `gb2312` as `gbk`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encoding_label: Option<String>,
    /// Namespace declarations of the document, in the order they were first seen.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub namespaces: Vec<NamespaceDecl>,
    /// Comments and processing instructions before the root element, in
    /// order: an `<?xml-stylesheet?>` that makes a browser show the feed
    /// through a stylesheet (see [`Channel::add_stylesheet`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prologue: Vec<super::Misc>,
    /// `xml:lang` on the root or channel element.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xml_lang: Option<String>,
    /// `xml:base` on the root or channel element, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xml_base: Option<String>,

    /// RSS `title`; Atom `title`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<Text>,
    /// RSS `link` and `atom:link`; Atom `link`, in document order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<Link>,
    /// RSS `description`; Atom `subtitle` (0.3: `tagline`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<Text>,
    /// Atom 0.3 `info`: a note on the feed's format for a person who opens it in a browser.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub info: Option<Text>,
    /// Atom `id`; RSS 1.0 `rdf:about`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// RSS `language`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// RSS `copyright`; Atom `rights` (0.3: `copyright`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rights: Option<Text>,
    /// Atom `author`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub authors: Vec<Person>,
    /// Atom `contributor`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contributors: Vec<Person>,
    /// RSS `managingEditor`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub managing_editor: Option<Person>,
    /// RSS `webMaster`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub web_master: Option<Person>,
    /// RSS `pubDate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pub_date: Option<Timestamp>,
    /// RSS `lastBuildDate`; Atom `updated` (0.3: `modified`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_build_date: Option<Timestamp>,
    /// RSS `category`; Atom `category`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<Category>,
    /// RSS `generator`; Atom `generator`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generator: Option<Generator>,
    /// RSS `docs`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub docs: Option<Uri>,
    /// RSS `cloud`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloud: Option<Cloud>,
    /// RSS `ttl`, in minutes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ttl: Option<u32>,
    /// RSS `image`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<Image>,
    /// Atom `icon`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<Uri>,
    /// Atom `logo`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logo: Option<Uri>,
    /// RSS `rating` (PICS).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<String>,
    /// RSS `textInput`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_input: Option<TextInput>,
    /// RSS `skipHours`: hours (0-23) in which not to poll.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skip_hours: Vec<u8>,
    /// RSS `skipDays`: day names in which not to poll.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skip_days: Vec<String>,

    /// Dublin Core elements.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dublin_core: Option<DublinCore>,
    /// DCMI terms (`dcterms:`) with a typed meaning.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dc_terms: Option<DcTerms>,
    /// The syndication module (`sy:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub syndication: Option<Syndication>,
    /// Apple Podcasts tags (`itunes:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub itunes: Option<ITunesChannel>,
    /// Google Play tags (`googleplay:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub google_play: Option<GooglePlay>,
    /// Podcasting 2.0 tags (`podcast:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub podcast: Option<PodcastChannel>,
    /// Media RSS at channel level (`media:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media: Option<Media>,
    /// GeoRSS (`georss:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub georss: Option<GeoRss>,
    /// Creative Commons licences (`cc:license`, `creativeCommons:license`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub licenses: Vec<Uri>,

    /// The items (RSS `item`, Atom `entry`), in document order.
    #[serde(default)]
    pub items: Vec<Item>,
    /// Where the children whose order matters stood (never serialized, never compared).
    #[serde(skip)]
    pub(crate) order: super::Order,
    /// The channel's children in document order, with the comments and
    /// processing instructions among them (never serialized; compared when
    /// both sides were read).
    #[serde(skip)]
    pub(crate) layout: super::Layout,
    /// Channel-level elements no typed field claims, in document order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
}
