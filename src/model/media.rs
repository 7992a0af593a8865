//! Media RSS (`http://search.yahoo.com/mrss/`): `<media:content>`,
//! `<media:group>` and the metadata elements that may sit on an item, a group
//! or a single content.

use serde::{Deserialize, Serialize};

use super::{Text, Uri};

/// Media RSS metadata at one level (item, channel, group or content).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Media {
    /// `<media:content>` elements.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contents: Vec<MediaContent>,
    /// `<media:group>` elements: alternatives of one media object.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<Media>,
    /// `<media:thumbnail>` elements.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub thumbnails: Vec<MediaThumbnail>,
    /// `<media:title type>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<Text>,
    /// `<media:description type>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<Text>,
    /// `<media:keywords>`, as written (comma-separated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keywords: Option<String>,
    /// `<media:credit role scheme>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub credits: Vec<MediaCredit>,
    /// `<media:rating scheme>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratings: Vec<MediaScheme>,
    /// `<media:category scheme label>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<MediaScheme>,
    /// `<media:restriction relationship type>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub restrictions: Vec<MediaRestriction>,
    /// `<media:license type href>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub licenses: Vec<MediaLicense>,
    /// `<media:player url height width>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<MediaPlayer>,
    /// `<media:copyright url>` text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copyright: Option<String>,
}

impl Media {
    /// Whether nothing was read into it.
    pub fn is_empty(&self) -> bool {
        *self == Media::default()
    }
}

/// `<media:content>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaContent {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<Uri>,
    /// `fileSize` in bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_size: Option<u64>,
    /// `type`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub medium: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_default: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bitrate: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub framerate: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub samplingrate: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channels: Option<String>,
    /// `duration` in seconds, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// Metadata elements inside this content (title, thumbnails, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<Box<Media>>,
}

/// `<media:thumbnail url height width time>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaThumbnail {
    pub url: Uri,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
}

/// `<media:credit role scheme>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaCredit {
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheme: Option<String>,
}

/// A value with a scheme: `<media:rating>`, `<media:category>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaScheme {
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheme: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

/// `<media:restriction relationship type>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaRestriction {
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relationship: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

/// `<media:license type href>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaLicense {
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<Uri>,
}

/// `<media:player url height width>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaPlayer {
    pub url: Uri,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
}
