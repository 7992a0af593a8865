//! Views: projections of the model for other consumers.

pub mod feedparser;
mod node;
pub use node::{Node, Obj};
mod feedparser_detail;
#[cfg(feature = "http")]
mod feedparser_http;
mod feedparser_unknown;
