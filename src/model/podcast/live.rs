//! `podcast:liveItem` (phase 4): a live stream, shaped as an item.

use serde::{Deserialize, Serialize};

use super::super::{Attribute, Element};
use super::item::PodcastItem;

/// `<podcast:liveItem status start end>`: a live stream, pending, on air
/// or ended, which holds what an `<item>` holds.
///
/// Its attributes and its `podcast:` children are typed; its other
/// children (`title`, `guid`, `enclosure`, ...) are kept as read, in
/// `extensions`, rather than read into an [`Item`](crate::Item).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastLiveItem {
    /// `status` (required): `pending`, `live` or `ended`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// `start` (required): when the stream should start (ISO 8601), as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// `end`: when it should end (ISO 8601), as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    /// Its `podcast:` children, as an item's (`alternateEnclosure`,
    /// `contentLink`, `person`, `value`, `chat`, `image`, ...).
    #[serde(default, skip_serializing_if = "PodcastItem::is_empty")]
    pub podcast: PodcastItem,
    /// Its other children, in document order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}
