//! Podcasting 2.0 (`https://podcastindex.org/namespace/1.0`): the `podcast:`
//! tags with a fixed shape. Tags of the namespace that are not typed here
//! (`podcast:value`, `podcast:liveItem`, ...) stay in `extensions`.

use serde::{Deserialize, Serialize};

use super::Uri;

/// `<podcast:*>` on a channel.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastChannel {
    /// `<podcast:locked owner>`: `yes` or `no`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locked: Option<PodcastLocked>,
    /// `<podcast:funding url>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub funding: Vec<PodcastFunding>,
    /// `<podcast:guid>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guid: Option<String>,
    /// `<podcast:medium>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub medium: Option<String>,
    /// `<podcast:person>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub persons: Vec<PodcastPerson>,
    /// `<podcast:location geo osm>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<PodcastLocation>,
    /// `<podcast:trailer url pubdate length type season>`: the trailer titles and URLs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trailers: Vec<PodcastTrailer>,
    /// `<podcast:license url>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub license: Option<PodcastLicense>,
}

/// `<podcast:*>` on an item.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastItem {
    /// `<podcast:transcript url type language rel>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transcripts: Vec<PodcastTranscript>,
    /// `<podcast:chapters url type>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chapters: Option<PodcastChapters>,
    /// `<podcast:soundbite startTime duration>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub soundbites: Vec<PodcastSoundbite>,
    /// `<podcast:person>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub persons: Vec<PodcastPerson>,
    /// `<podcast:location>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<PodcastLocation>,
    /// `<podcast:season name>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season: Option<PodcastNumbered>,
    /// `<podcast:episode display>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub episode: Option<PodcastNumbered>,
    /// `<podcast:license url>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub license: Option<PodcastLicense>,
}

/// `<podcast:locked owner>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastLocked {
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
}

/// `<podcast:funding url>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastFunding {
    pub url: Uri,
    pub value: String,
}

/// `<podcast:person role group img href>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastPerson {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub img: Option<Uri>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<Uri>,
}

/// `<podcast:location geo osm>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastLocation {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geo: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub osm: Option<String>,
}

/// `<podcast:trailer>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastTrailer {
    pub title: String,
    pub url: Uri,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pubdate: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season: Option<String>,
}

/// `<podcast:license url>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastLicense {
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<Uri>,
}

/// `<podcast:transcript url type language rel>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastTranscript {
    pub url: Uri,
    pub media_type: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rel: Option<String>,
}

/// `<podcast:chapters url type>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastChapters {
    pub url: Uri,
    pub media_type: String,
}

/// `<podcast:soundbite startTime duration>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct PodcastSoundbite {
    pub start_time: String,
    pub duration: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// `<podcast:season name>` / `<podcast:episode display>`: a number and a label.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastNumbered {
    /// The number, as written.
    pub number: String,
    /// `name` (season) or `display` (episode).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}
