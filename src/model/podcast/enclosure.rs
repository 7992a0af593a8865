//! The media of an episode beyond its `<enclosure>`: `podcast:alternateEnclosure`
//! with its `podcast:source` and `podcast:integrity` children (phase 3), and
//! the show's or episode's art, `podcast:image` (phase 8) and the
//! deprecated `podcast:images` (phase 4).

use serde::{Deserialize, Serialize};

use super::super::{Attribute, Element, Uri};

/// `<podcast:alternateEnclosure>`: another version of the episode's media
/// (another bitrate, codec or transport), or media that goes with it (a
/// commentary track). Each is one file, given by one or more sources.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastAlternateEnclosure {
    /// `type` (required): the media type of the file.
    pub media_type: String,
    /// `length`: the file's size in bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<u64>,
    /// `bitrate`: the average bitrate in bits per second, as written (it
    /// may have a fraction: `160707.74`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bitrate: Option<String>,
    /// `height`: the height in pixels of a video.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u64>,
    /// `lang`: the language of the media (BCP 47).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// `title`: a short name for the version (`Standard`, `Low bandwidth`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// `rel`: groups versions of the same content; none, or `default`, means
    /// an alternative to the `<enclosure>` itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rel: Option<String>,
    /// `codecs`: the codecs in the file (RFC 6381).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub codecs: Option<String>,
    /// `default`: `true` when this is the enclosure's own file and the one
    /// to prefer, as written (absent means false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// `<podcast:source>`: where the file can be fetched, each URI a transport.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sources: Vec<PodcastSource>,
    /// `<podcast:integrity>`: how to verify the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub integrity: Option<PodcastIntegrity>,
    /// Children that are none of the above (or lack what they need), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:source uri contentType>`: one URI of an alternate enclosure.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastSource {
    /// `uri` (required): an `https:` URL, or another scheme (`ipfs:`, a magnet).
    pub uri: Uri,
    /// `contentType`: the media type of what the URI gives, when the
    /// transport differs from the file (a torrent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:integrity type value>`: an SRI string or a PGP signature.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastIntegrity {
    /// `type`: `sri` or `pgp-signature`.
    pub kind: String,
    /// `value`: the SRI string, or the base64 PGP signature.
    pub value: String,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:image>` (phase 8): one piece of art for the show or episode,
/// with what it is for.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastImage {
    /// `href` (required): the image (or video).
    pub href: Uri,
    /// `alt`: a text for those who cannot see it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alt: Option<String>,
    /// `aspect-ratio`: CSS's ratio (`16/9`); none means square.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aspect_ratio: Option<String>,
    /// `width` in pixels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u64>,
    /// `height` in pixels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u64>,
    /// `type`: the media type, for anything but a common image format.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    /// `purpose`: space-separated tokens (`artwork social`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub purpose: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:images srcset>` (deprecated for `podcast:image`): images of
/// several widths in HTML's `srcset` syntax.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastImages {
    /// `srcset`: `URL 1500w, URL 600w, ...`, as written.
    pub srcset: String,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}
