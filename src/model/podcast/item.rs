//! [`PodcastItem`]: the `podcast:` tags of an item or a live item.

use serde::{Deserialize, Serialize};

use super::enclosure::{PodcastAlternateEnclosure, PodcastImage, PodcastImages};
use super::feed::PodcastTxt;
use super::social::{PodcastChat, PodcastContentLink, PodcastSocialInteract};
use super::tags::{
    PodcastChapters, PodcastLicense, PodcastLocation, PodcastNumbered, PodcastPerson,
    PodcastSoundbite, PodcastTranscript,
};
use super::value::PodcastValue;

/// `<podcast:*>` on an item (and on a `podcast:liveItem`).
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
    /// `<podcast:alternateEnclosure>`: other versions of the media.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternate_enclosures: Vec<PodcastAlternateEnclosure>,
    /// `<podcast:value>`: replaces the channel's for this episode.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<PodcastValue>,
    /// `<podcast:socialInteract>`: the episode's comment threads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub social_interacts: Vec<PodcastSocialInteract>,
    /// `<podcast:txt>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub txts: Vec<PodcastTxt>,
    /// `<podcast:image>` (phase 8): the episode's art.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub images: Vec<PodcastImage>,
    /// `<podcast:images srcset>` (deprecated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_set: Option<PodcastImages>,
    /// `<podcast:chat>`: the episode's chat room, in place of the show's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat: Option<PodcastChat>,
    /// `<podcast:contentLink>`: the content elsewhere.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub content_links: Vec<PodcastContentLink>,
}

impl PodcastItem {
    /// Whether no tag was read into it (serde leaves it out then).
    pub(crate) fn is_empty(&self) -> bool {
        *self == PodcastItem::default()
    }
}
