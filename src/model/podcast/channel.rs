//! [`PodcastChannel`]: the `podcast:` tags of a channel.

use serde::{Deserialize, Serialize};

use super::enclosure::{PodcastImage, PodcastImages};
use super::feed::{
    PodcastBlock, PodcastPodping, PodcastPodroll, PodcastPublisher, PodcastTxt,
    PodcastUpdateFrequency,
};
use super::live::PodcastLiveItem;
use super::social::{PodcastChat, PodcastSocialInteract};
use super::tags::{
    PodcastFunding, PodcastLicense, PodcastLocation, PodcastLocked, PodcastPerson, PodcastTrailer,
};
use super::value::{PodcastRemoteItem, PodcastValue};

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
    /// `<podcast:value>`: how to pay the show, and whom.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<PodcastValue>,
    /// `<podcast:socialInteract>`: the show's comment threads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub social_interacts: Vec<PodcastSocialInteract>,
    /// `<podcast:block>`: which platforms may list the feed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocks: Vec<PodcastBlock>,
    /// `<podcast:txt>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub txts: Vec<PodcastTxt>,
    /// `<podcast:updateFrequency>`: the release schedule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_frequency: Option<PodcastUpdateFrequency>,
    /// `<podcast:podping>`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub podping: Option<PodcastPodping>,
    /// `<podcast:podroll>`: shows the podcaster recommends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub podroll: Option<PodcastPodroll>,
    /// `<podcast:remoteItem>` directly in the channel (a playlist's entries).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remote_items: Vec<PodcastRemoteItem>,
    /// `<podcast:publisher>`: the feed of the show's publisher.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub publisher: Option<PodcastPublisher>,
    /// `<podcast:image>` (phase 8): the show's art, in several shapes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub images: Vec<PodcastImage>,
    /// `<podcast:images srcset>` (deprecated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_set: Option<PodcastImages>,
    /// `<podcast:chat>`: the show's chat room.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat: Option<PodcastChat>,
    /// `<podcast:liveItem>`: live streams.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub live_items: Vec<PodcastLiveItem>,
}
