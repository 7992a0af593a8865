//! Media RSS (`http://search.yahoo.com/mrss/`): `<media:content>`,
//! `<media:group>` and the metadata elements that may sit on an item, a group
//! or a single content.

use serde::{Deserialize, Serialize};

use super::{Text, Uri};

/// Media RSS metadata at one level (item, channel, group or content).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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

    /// This level and every level inside it, depth first: each group (with
    /// the levels inside it) in order, then the metadata of each content.
    /// Media RSS lets metadata sit at any of them; a question about the
    /// item's media asks every level.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:media="http://search.yahoo.com/mrss/"><channel><item>
    ///   <media:group><media:title>In a group</media:title></media:group>
    ///   <media:content url="https://example.org/a.mp4"><media:title>On a content</media:title></media:content>
    /// </item></channel></rss>"#)?;
    /// let media = channel.items[0].media.as_deref().unwrap();
    /// let titles: Vec<&str> = media
    ///     .levels()
    ///     .filter_map(|level| level.title.as_ref())
    ///     .map(|t| t.value.as_str())
    ///     .collect();
    /// assert_eq!(titles, ["In a group", "On a content"]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn levels(&self) -> MediaLevels<'_> {
        MediaLevels {
            first: Some(self),
            rest: Vec::new(),
        }
    }
}

/// The levels of a Media RSS tree (see [`Media::levels`]).
#[derive(Debug, Clone)]
pub struct MediaLevels<'a> {
    /// The level the walk starts at, until it is visited.
    first: Option<&'a Media>,
    /// The levels still to visit after it, the next last: empty (and so
    /// never allocated) unless the tree has groups or content metadata.
    rest: Vec<&'a Media>,
}

impl<'a> Iterator for MediaLevels<'a> {
    type Item = &'a Media;

    fn next(&mut self) -> Option<&'a Media> {
        let level = self.first.take().or_else(|| self.rest.pop())?;
        let inner = level.contents.iter().filter_map(|c| c.metadata.as_deref());
        self.rest.extend(inner.rev());
        self.rest.extend(level.groups.iter().rev());
        Some(level)
    }
}

/// `<media:content>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct MediaPlayer {
    pub url: Uri,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
}
