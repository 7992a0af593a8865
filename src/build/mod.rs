//! Publishing: a feed built in code.
//!
//! [`Channel::builder`](crate::Channel::builder) and
//! [`Item::builder`](crate::Item::builder) take what a program has (text,
//! URLs as `&str`, `chrono` dates or RFC 3339 text); the model's parts have
//! constructors ([`Person::new`](crate::Person::new),
//! [`Enclosure::new`](crate::Enclosure::new), [`Category::new`](crate::Category::new),
//! [`Link::alternate`](crate::Link::alternate), [`Guid::permalink`](crate::Guid::permalink), ...).
//! Building parses every URL and date once ([`BuildError`] names the field
//! of the first that fails) and applies the defaults a published feed
//! wants ([`ChannelBuilder`] lists them). The result is a plain
//! [`Channel`](crate::Channel), written with
//! [`write_rss`](crate::Channel::write_rss), [`write_atom`](crate::Channel::write_atom),
//! [`write_json_feed`](crate::Channel::write_json_feed) and checked with
//! [`check::validate_channel`](crate::check::validate_channel).
//!
//! This module knows the model, URLs and dates; nothing of reading or
//! writing documents.

mod boundary;
mod channel;
mod date_input;
mod error;
mod item;
mod merge;
mod parts;

pub use channel::ChannelBuilder;
pub use date_input::IntoTimestamp;
pub use error::BuildError;
pub use item::ItemBuilder;
