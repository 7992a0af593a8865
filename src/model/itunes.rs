//! Apple Podcasts (`http://www.itunes.com/dtds/podcast-1.0.dtd`) and Google
//! Play (`http://www.google.com/schemas/play-podcasts/1.0`) tags.
//!
//! Values are kept as written (`"yes"`, `"clean"`, `"true"`): the specs and
//! the wild disagree on spellings, and a writer must put them back unchanged.

use serde::{Deserialize, Serialize};

use super::Uri;

/// `<itunes:*>` on a channel.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per tag, named after it
pub struct ITunesChannel {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// `<itunes:block>` as written, untrimmed (Apple reads `" yes "` as no value).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<ITunesCategory>,
    /// `<itunes:image href>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<Uri>,
    /// `<itunes:explicit>` as written, untrimmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explicit: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complete: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_feed_url: Option<Uri>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<ITunesOwner>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtitle: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keywords: Option<String>,
    /// `<itunes:type>`: `episodic` or `serial`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// `<itunes:*>` on an item.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per tag, named after it
pub struct ITunesItem {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// `<itunes:block>` as written, untrimmed (Apple reads `" yes "` as no value).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block: Option<String>,
    /// `<itunes:duration>` as written (`"3600"`, `"1:00:00"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    /// `<itunes:explicit>` as written, untrimmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explicit: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<Uri>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub episode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season: Option<String>,
    /// `<itunes:episodeType>`: `full`, `trailer` or `bonus`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub episode_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtitle: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keywords: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_closed_captioned: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<String>,
    /// `<itunes:category>` on an episode: not in Apple's specification, but written by feeds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<ITunesCategory>,
}

/// `<itunes:category text>`, with its subcategories.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct ITunesCategory {
    /// `text`.
    pub text: String,
    /// Nested `<itunes:category>` elements.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subcategories: Vec<ITunesCategory>,
}

/// `<itunes:owner>` (and `<googleplay:owner>` text).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct ITunesOwner {
    /// `<itunes:name>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// `<itunes:email>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}

/// `<googleplay:*>` on a channel or item.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per tag, named after it
pub struct GooglePlay {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explicit: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block: Option<String>,
    /// `<googleplay:image href>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<Uri>,
    /// `<googleplay:category text>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
}
