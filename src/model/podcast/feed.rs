//! What a show says about its feed and its ties to other feeds:
//! `podcast:block` (phase 5), `podcast:txt`, `podcast:updateFrequency`,
//! `podcast:podping`, `podcast:podroll` (phase 6) and `podcast:publisher`
//! (phase 7).

use serde::{Deserialize, Serialize};

use super::super::{Attribute, Element};
use super::value::PodcastRemoteItem;

/// `<podcast:block id>`: `yes` or `no`, for every platform or for the one
/// whose service slug is `id`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastBlock {
    /// The text: `yes` or `no`.
    pub value: String,
    /// `id`: a slug of the namespace's `serviceslugs.txt` (`google`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:txt purpose>`: free text for a purpose the namespace does not
/// name a tag for (an ownership proof, an AI disclosure).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastTxt {
    /// The text.
    pub value: String,
    /// `purpose`: what it is for (`verify`, `applepodcastsverify`, `ai-content`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub purpose: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:updateFrequency complete dtstart rrule>`: the release
/// schedule, as text and as an iCalendar recurrence rule.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastUpdateFrequency {
    /// The text (`Weekly`).
    pub label: String,
    /// `complete`: `true` when no more episodes will come.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complete: Option<String>,
    /// `dtstart`: when the rule starts (ISO 8601), as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dtstart: Option<String>,
    /// `rrule`: the recurrence rule (RFC 5545, `FREQ=WEEKLY;BYDAY=MO`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rrule: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:podping usesPodping>`: whether the feed announces its changes
/// on Podping, so that it need not be polled.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastPodping {
    /// `usesPodping`: `true` or `false`, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uses_podping: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:podroll>`: other shows the podcaster recommends.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastPodroll {
    /// `<podcast:remoteItem>`: each show, by its feed's guid.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remote_items: Vec<PodcastRemoteItem>,
    /// Children that are no remote item, kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:publisher>`: the publisher feed that owns this one, as one
/// `<podcast:remoteItem medium="publisher">`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastPublisher {
    /// `<podcast:remoteItem>`: the publisher feed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remote_items: Vec<PodcastRemoteItem>,
    /// Children that are no remote item, kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}
