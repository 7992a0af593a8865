//! Finding the feeds behind a web page.
//!
//! A page names its feeds in `<link rel="alternate">` elements (and
//! `rel="feed"`) with the feed's media type ([HTML, "Link type
//! alternate"](https://html.spec.whatwg.org/multipage/links.html#rel-alternate),
//! RSS Autodiscovery), or in an HTTP `Link` header (RFC 8288) with the same
//! parameters. [`links_in_page`] and [`links_in_header`] read them,
//! resolved against the page's `<base>` and URL; the page is read with the
//! HTML5 tokenizer, as a browser reads it, so that a `<link>` in a script
//! or a comment is not taken for one. `<a>` links whose address looks like
//! a feed's (`/feed`, `rss.xml`, `feeds.` hosts) come after, marked as
//! only [`Source::Anchor`]: a page may link anything.
//!
//! With the `http` feature, [`discover`] fetches a URL: a feed is
//! returned as itself; a page gives its declared links; a page that
//! declares none has its feed-like anchors and the usual places
//! (`/feed`, `/rss.xml`, `/atom.xml`, ...) each fetched, and kept only if it
//! reads as a feed. Every request goes through a
//! [`BlockingFetcher`](crate::fetch::BlockingFetcher), so every limit of
//! its [`FetchOptions`](crate::fetch::FetchOptions) holds.
//!
//! ```
//! let page = r#"<html><head><base href="https://example.org/blog/">
//!   <link rel="alternate" type="application/atom+xml" title="Posts" href="atom.xml">
//!   <link rel="alternate" type="application/feed+json" href="/feed.json">
//!   <link rel="stylesheet" href="style.css">
//! </head><body><a href="/comments/rss">Comments (RSS)</a></body></html>"#;
//! let links = feedwright::discover::links_in_page(page, None);
//! let found: Vec<_> = links.iter().map(|l| (l.url.as_str(), l.kind, l.source)).collect();
//! use feedwright::discover::{FeedKind, Source};
//! assert_eq!(found, [
//!     ("https://example.org/blog/atom.xml", FeedKind::Atom, Source::LinkTag),
//!     ("https://example.org/feed.json", FeedKind::JsonFeed, Source::LinkTag),
//!     ("https://example.org/comments/rss", FeedKind::Unknown, Source::Anchor),
//! ]);
//! assert_eq!(links[0].title.as_deref(), Some("Posts"));
//! ```

#[cfg(feature = "http")]
mod fetching;
mod link_header;
mod page;

#[cfg(feature = "http")]
pub use self::fetching::{discover, DiscoverOptions, Discovery, Tried, GUESSED_PATHS};
pub use self::page::{decode_page, links_in_header, links_in_page, FeedKind, FeedLink, Source};
