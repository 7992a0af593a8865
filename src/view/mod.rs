//! Views: projections of the model for other consumers.

pub mod feedparser;
mod feedparser_detail;
#[cfg(feature = "http")]
mod feedparser_http;
mod feedparser_unknown;
