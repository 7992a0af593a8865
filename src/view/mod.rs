//! Views: projections of the model for other consumers.

pub mod feedparser;
mod feedparser_detail;
mod feedparser_unknown;
