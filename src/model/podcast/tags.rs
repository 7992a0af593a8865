//! The Podcasting 2.0 tags of phases 1 to 3 that hold one value and its
//! attributes: `locked`, `funding`, `person`, `location`, `trailer`,
//! `license`, `transcript`, `chapters`, `soundbite`, `season`, `episode`.

use serde::{Deserialize, Serialize};

use super::super::Uri;

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
