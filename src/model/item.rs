//! [`Item`]: one RSS item or Atom entry.

use serde::{Deserialize, Serialize};

use super::{
    AtomFields, Category, Content, DcTerms, DublinCore, Element, Enclosure, GeoRss, GooglePlay,
    Guid, ITunesItem, Link, Media, Person, PodcastItem, Slash, Source, Text, Threading, Timestamp,
    Uri, WellFormedWeb,
};

/// An RSS `<item>` or an Atom `<entry>`.
///
/// The extension groups most items lack are boxed: inline they made every
/// item 3.7 KB, so a feed of a million small items took 3.6 GB.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Item {
    /// `xml:lang` on the item element.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xml_lang: Option<String>,
    /// `xml:base` on the item element, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xml_base: Option<String>,
    /// RSS 1.0 `rdf:about`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub about: Option<String>,

    /// RSS `title`; Atom `title`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<Text>,
    /// RSS `link` and `atom:link`; Atom `link`, in document order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<Link>,
    /// RSS `description`; Atom `summary`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<Text>,
    /// RSS `content:encoded`; Atom `content`; `xhtml:body`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<Content>,
    /// RSS `guid`; Atom `id`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guid: Option<Guid>,
    /// RSS `author`; Atom `author`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub authors: Vec<Person>,
    /// Atom `contributor`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contributors: Vec<Person>,
    /// RSS `category`; Atom `category`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<Category>,
    /// RSS `comments`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comments: Option<Uri>,
    /// RSS `enclosure` (Atom enclosures are links with `rel="enclosure"`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enclosures: Vec<Enclosure>,
    /// RSS `pubDate`; Atom `published` (0.3: `issued`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pub_date: Option<Timestamp>,
    /// Atom `updated` (0.3: `modified`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated: Option<Timestamp>,
    /// Atom 0.3 `created`: when the entry was first written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created: Option<Timestamp>,
    /// RSS 0.93 `expirationDate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expiration_date: Option<Timestamp>,
    /// RSS `source`; Atom `source`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Box<Source>>,
    /// Atom `rights`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rights: Option<Text>,
    /// Which of the fields above an RSS item had from Atom elements.
    #[serde(default, skip_serializing_if = "AtomFields::is_empty")]
    pub atom_fields: AtomFields,

    /// Dublin Core elements.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dublin_core: Option<Box<DublinCore>>,
    /// DCMI terms (`dcterms:`) with a typed meaning.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dc_terms: Option<Box<DcTerms>>,
    /// Apple Podcasts tags (`itunes:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub itunes: Option<Box<ITunesItem>>,
    /// Google Play tags (`googleplay:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub google_play: Option<Box<GooglePlay>>,
    /// Podcasting 2.0 tags (`podcast:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub podcast: Option<Box<PodcastItem>>,
    /// Media RSS (`media:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media: Option<Box<Media>>,
    /// `slash:` (Slashdot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slash: Option<Box<Slash>>,
    /// `wfw:` (Well-Formed Web comments).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wfw: Option<Box<WellFormedWeb>>,
    /// Atom threading (`thr:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threading: Option<Box<Threading>>,
    /// GeoRSS (`georss:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub georss: Option<Box<GeoRss>>,
    /// Creative Commons licences (`cc:license`, `creativeCommons:license`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub licenses: Vec<Uri>,

    /// The item's children in document order, with the comments and
    /// processing instructions among them, and where the children whose
    /// order matters stood, in one record that items laid out alike share
    /// (never serialized; the children compared when both sides were read).
    #[serde(skip)]
    pub(crate) record: super::Record,
    /// Elements no typed field claims, in document order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
}
