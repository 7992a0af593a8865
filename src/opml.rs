//! OPML: lists of subscriptions, as feed readers export and import them.
//!
//! [`parse`] and [`parse_with`] read OPML 1.0, 1.1 and 2.0 into an
//! [`Opml`] (the `<head>` fields, and a tree of [`Outline`]s whose every
//! attribute is kept), leniently, as [`crate::parse`] reads feeds: the
//! exports real readers make are often broken (a bare `&` in a title, a
//! Latin-1 file declared UTF-8, `type="RSS"`, no `version`), and each
//! repair is a [`Warning`](crate::Warning) with its position.
//! [`Opml::write_to`] writes a document back, losing nothing it read;
//! [`Opml::new`], [`Outline::subscription`] and [`Outline::folder`] build
//! one in code. [`Opml::subscriptions`] lists every feed, with its folders.
//!
//! ```
//! let opml = feedwright::opml::parse(br#"<?xml version="1.0"?>
//! <opml version="1.0">
//!   <head><title>Subscriptions</title></head>
//!   <body>
//!     <outline text="Tech">
//!       <outline text="Example" type="rss" xmlUrl="https://example.org/feed.xml"
//!                htmlUrl="https://example.org/"/>
//!     </outline>
//!   </body>
//! </opml>"#)?;
//! for subscription in opml.subscriptions() {
//!     let url = subscription.outline.xml_url.as_deref().unwrap_or_default();
//!     assert_eq!((subscription.folders.join("/"), url), ("Tech".to_string(), "https://example.org/feed.xml"));
//! }
//! # Ok::<(), feedwright::Error>(())
//! ```
//!
//! The model is in `model/opml.rs`, reading in `read/opml.rs`, writing in
//! `write/opml.rs`; this module only gathers them.

pub use crate::model::opml::{Head, Opml, Outline, Subscription};
pub use crate::read::opml::{parse, parse_with, ParsedOpml};
