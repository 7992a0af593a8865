//! Views: projections of the model for other consumers.

pub mod feedparser;
mod node;
// The view's tree, for the Python package, which builds its objects from it
// without a detour through JSON: not part of the API, and free to change.
#[doc(hidden)]
pub use node::{Node, Obj};
mod feedparser_detail;
#[cfg(feature = "http")]
mod feedparser_http;
mod feedparser_podcast;
mod feedparser_unknown;
