//! The feed model: one set of types for every format.
//!
//! An Atom feed is a [`Channel`] and an Atom entry an [`Item`]. Field names
//! follow RSS 2.0 where the formats share a meaning; this table gives the
//! mapping (RSS 0.9x and 1.0 use the RSS 2.0 names; Atom 0.3 names in brackets).
//!
//! | model field            | RSS element                  | Atom element                 |
//! |------------------------|------------------------------|------------------------------|
//! | `title`                | `title`                      | `title`                      |
//! | `links`                | `link`, `atom:link`          | `link`                       |
//! | `Channel::description` | `description`                | `subtitle` (`tagline`)       |
//! | `Item::description`    | `description`                | `summary`                    |
//! | `Item::content`        | `content:encoded`            | `content`                    |
//! | `Channel::info`        |                              | (`info`)                     |
//! | `Channel::id`          | RSS 1.0 `rdf:about`          | `id`                         |
//! | `Item::guid`           | `guid`                       | `id`                         |
//! | `rights`               | `copyright`                  | `rights` (`copyright`)       |
//! | `authors`              | `author` (items)             | `author`                     |
//! | `managing_editor`      | `managingEditor`             |                              |
//! | `web_master`           | `webMaster`                  |                              |
//! | `Channel::pub_date`    | `pubDate`                    | `published` (not RFC 4287)   |
//! | `last_build_date`      | `lastBuildDate`              | `updated` (`modified`)       |
//! | `Item::pub_date`       | `pubDate`                    | `published` (`issued`)       |
//! | `Item::updated`        |                              | `updated` (`modified`)       |
//! | `Item::created`        |                              | (`created`)                  |
//! | `categories`           | `category`                   | `category`                   |
//! | `generator`            | `generator`                  | `generator`                  |
//! | `image`                | `image`                      |                              |
//! | `icon`, `logo`         |                              | `icon`, `logo`               |
//! | `enclosures`           | `enclosure`                  | (`link rel="enclosure"`)     |
//! | `source`               | `source`                     | `source`                     |
//! | `extensions`           | anything unclaimed           | anything unclaimed           |
//!
//! The types most programs touch ([`Channel`], [`Item`], [`Text`], [`Link`],
//! [`Person`], [`Category`], [`Enclosure`], [`Content`], [`Timestamp`], ...)
//! are also at the crate root; the namespaces' types (Dublin Core, iTunes,
//! Media RSS, Podcasting 2.0, ...) and the extension tree ([`Element`]) are
//! here only.

mod answer;
mod channel;
mod community;
mod dublin_core;
mod extension;
mod item;
mod itunes;
mod layout;
mod media;
pub(crate) mod opml;
mod order;
mod parts;
mod podcast;
mod record;

pub use answer::{
    parse_duration, CategoryRef, EnclosureOrigin, EnclosureRef, ImageOrigin, ImageRef, PersonRef,
    TextRef, ITUNES_SCHEME, MEDIA_CATEGORY_SCHEME,
};
pub use channel::Channel;
pub use community::{GeoRss, InReplyTo, Slash, Syndication, Threading, WellFormedWeb};
pub use dublin_core::{DcElement, DcTerms, DcValue, DublinCore};
pub use extension::{Attribute, Element, Node};
pub use item::Item;
pub use itunes::{GooglePlay, ITunesCategory, ITunesChannel, ITunesItem, ITunesOwner};
pub use layout::Misc;
pub(crate) use layout::{name_key, Child, Held, Layout, KEYED_BYTES, NO_KEY};
pub use media::{
    Media, MediaContent, MediaCredit, MediaLevels, MediaLicense, MediaPlayer, MediaRestriction,
    MediaScheme, MediaThumbnail,
};
pub(crate) use order::{Order, Positions, Slot};
pub use parts::{
    AtomFields, Category, Cloud, Content, ContentElement, ContentMode, Enclosure, Format,
    Generator, Guid, Image, Link, LinkElement, NamespaceDecl, Origin, Person, Source, Text,
    TextInput, TextKind, Timestamp, Uri,
};
pub use podcast::{
    PodcastAlternateEnclosure, PodcastBlock, PodcastChannel, PodcastChapters, PodcastChat,
    PodcastContentLink, PodcastFunding, PodcastImage, PodcastImages, PodcastIntegrity, PodcastItem,
    PodcastLicense, PodcastLiveItem, PodcastLocation, PodcastLocked, PodcastNumbered,
    PodcastPerson, PodcastPodping, PodcastPodroll, PodcastPublisher, PodcastRemoteItem,
    PodcastSocialInteract, PodcastSoundbite, PodcastSource, PodcastTrailer, PodcastTranscript,
    PodcastTxt, PodcastUpdateFrequency, PodcastValue, PodcastValueRecipient, PodcastValueTimeSplit,
};
pub(crate) use record::{ItemRecord, Record};
