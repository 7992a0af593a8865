//! A lenient, streaming reader for every RSS and Atom version.
//!
//! Feed bytes go in; a typed [`Channel`] with its [`Item`]s comes out. One
//! model serves every format (an Atom feed is a `Channel`, an entry an
//! `Item`), extensions get typed fields, and whatever no field claims is kept
//! in an ordered extension tree, so nothing in a document is lost.
//!
//! Real feeds are broken in every way XML allows and some it does not. The
//! reader repairs what it can (HTML entities, bare `&`, wrong encodings,
//! mismatched tags, truncation, dates in any form) and reports each repair as
//! a [`Warning`] with its position. Only a document with no feed in it is an
//! [`Error`].
//!
//! ```
//! let xml = br#"<rss version="2.0"><channel>
//!   <title>Joe Ma&#39;s Tech Blog</title>
//!   <item><title>First &mdash; post</title><pubDate>Thu, 25 Jun 2026 00:00:00 GMT</pubDate></item>
//! </channel></rss>"#;
//! let feedwright::Parsed { channel, warnings } = feedwright::parse_with(xml, &feedwright::ReadOptions::default())?;
//! assert_eq!(channel.title_text(), Some("Joe Ma's Tech Blog"));
//! assert_eq!(channel.items[0].title_text(), Some("First \u{2014} post"));
//! assert_eq!(warnings[0].to_string(), "3:22: HTML entity `&mdash;` decoded");
//! # Ok::<(), feedwright::Error>(())
//! ```
//!
//! Reading is three phases: bytes in any charset are decoded to UTF-8
//! ([`ReadOptions::charset`] and the document's own declaration), a lenient
//! XML layer over quick-xml resolves namespaces and entities and repairs the
//! structure, and the format readers map each element to the model.
//! [`FeedReader`] streams items one at a time; [`parse`] collects them.
//!
//! The model is lossless, so one question can have its answer in several
//! fields; methods answer them across formats: [`Item::date`],
//! [`Item::enclosures`], [`Item::authors`], [`Channel::self_link`] and the
//! others of [`model`]'s answer types ([`model::TextRef`], ...).
//!
//! Writing is the inverse: [`Channel::write_rss`], [`Channel::write_atom`],
//! [`Channel::write_rss1`] and [`Channel::write_with`] write a channel back
//! out, losing nothing in the format it was read from; a conversion reports
//! what the target format cannot hold as [`Loss`]es.
//!
//! To publish a feed, build it: [`Channel::builder`] and [`Item::builder`]
//! take text, URLs and dates as a program has them, parse them once
//! ([`BuildError`] names the field of one that does not parse) and fill in
//! what a published feed should have (guids, the feed's date, items newest
//! first, the self link); [`build`] has the rest.
//!
//! ```
//! use feedwright::{Channel, Enclosure, Item, Person};
//!
//! let channel = Channel::builder("Ann's notes", "https://blog.example.org")
//!     .description("Notes on Rust and feeds")
//!     .feed_url("https://blog.example.org/atom.xml")
//!     .item(Item::builder()
//!         .title("Episode 1")
//!         .link("https://blog.example.org/posts/1")
//!         .pub_date("2026-06-20T09:00:00+02:00")
//!         .author(Person::new("Ann Lee"))
//!         .content_html("<p>Feeds, out loud.</p>")
//!         .enclosure(Enclosure::new("https://blog.example.org/1.mp3", 24_000_000, "audio/mpeg")))
//!     .build()?;
//! let atom = String::from_utf8(channel.write_atom(Vec::new())?)?;
//! assert!(atom.contains("<updated>2026-06-20T09:00:00+02:00</updated>"));
//! let report = feedwright::check::validate_channel_as(&channel, feedwright::Target::Atom)?;
//! assert_eq!(report.report.count_severity(feedwright::check::Severity::Error), 0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [JSON Feed](json_feed) 1.0 and 1.1 are read by the same functions (a
//! document whose first byte is `{` and that names a JSON Feed version) into
//! the same model, and written by [`Channel::write_json_feed`].
//! [`check::validate`] validates a document: the reader's repairs, its format's
//! specification rules and its round trip, each with a position.
//!
//! Subscriptions have their own modules: [`opml`] reads, writes and builds
//! OPML subscription lists as leniently as feeds are read (and
//! [`check::opml`] validates them), and [`discover`] finds the feeds behind
//! a web page: in its HTML and, with the `http` feature, by fetching it.
//!
//! # Features
//!
//! | Feature | Default | What it adds |
//! | --- | --- | --- |
//! | `cli` | yes | The `feedwright` command line (clap, rayon and the batch run); turns on `http`. |
//! | `http` | with `cli` | [`fetch`]: fetching feeds over HTTP with reqwest and rustls: conditional GET, redirects reported, limits, a network policy. |
//! | `schema` | yes | `schemars::JsonSchema` on every type of the [`model`], the source of `docs/schemas/parse.json`. |
//! | `bench-internals` | no | The XML event layer alone, timed by the benchmarks as a bound; not part of the API. |
//!
//! A program that only reads, writes and checks feeds takes none of them
//! (`default-features = false`); reading, writing, checking and the views
//! need no feature.
//!
//! The code is in layers, each using only those below it (`tests/layers.rs`
//! checks this on the source): shared leaves (the XML vocabulary, URLs,
//! encodings, [`date`]s, entities, [`html`], the [`model`]); then reading and
//! writing, which never use each other; then [`check`] and [`view`] on top.

#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod buffered;
pub mod build;
pub mod check;
pub mod date;
pub mod discover;
mod encoding;
mod entity;
mod error;
#[cfg(feature = "http")]
#[cfg_attr(docsrs, doc(cfg(feature = "http")))]
pub mod fetch;
pub mod html;
pub mod json_feed;
pub mod model;
mod mojibake;
pub mod opml;
mod options;
mod read;
mod uri;
pub mod view;
mod warning;
mod write;
mod xml;

pub use build::{BuildError, ChannelBuilder, IntoTimestamp, ItemBuilder};
/// The date and time library the model's dates are in, for building them.
pub use chrono;
pub use encoding::EncodingEvent;
pub use error::{Error, ErrorKind, Result, XmlError};
// The types every program touches; the rest (extensions, their parts, the
// extension tree) stay under `feedwright::model`.
pub use model::{
    Category, Channel, Content, Enclosure, Format, Guid, Image, Item, Link, Person, Text, TextKind,
    Timestamp, Uri,
};
pub use options::{ReadOptions, Target, WriteOptions};
#[cfg(feature = "bench-internals")]
#[doc(hidden)]
pub use read::drain_xml_events;
pub use read::{detect_format, parse, parse_with, FeedReader, Parsed};
pub use warning::{Position, Warning, WarningKind};
pub use write::Loss;

/// The README's examples, run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
