//! Value for value: `podcast:value` with its `podcast:valueRecipient` and
//! `podcast:valueTimeSplit` children (phases 3 and 6), and
//! `podcast:remoteItem` (phase 6), which points at another feed or one of
//! its items from a time split, a podroll, a publisher or the channel.

use serde::{Deserialize, Serialize};

use super::super::{Attribute, Element, Uri};

/// `<podcast:value type method suggested>`: how listeners can pay the
/// show while they listen, and to whom. On an item it replaces the
/// channel's.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastValue {
    /// `type` (required): the payment layer, a slug of the namespace's
    /// `valueslugs.txt` (`lightning`).
    pub kind: String,
    /// `method` (required): how payments are sent (`keysend`, `lnaddress`).
    pub method: String,
    /// `suggested`: an amount to send per payment, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suggested: Option<String>,
    /// `<podcast:valueRecipient>`: who gets a share of each payment.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recipients: Vec<PodcastValueRecipient>,
    /// `<podcast:valueTimeSplit>`: other recipients for a stretch of the media.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub time_splits: Vec<PodcastValueTimeSplit>,
    /// Children that are none of the above, kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:valueRecipient>`: one destination of payments and its share.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastValueRecipient {
    /// `name`: who or what the recipient is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// `type` (required): the kind of address (`node`, `lnaddress`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// `address` (required): where payments go.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    /// `split` (required): the recipient's number of shares, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<String>,
    /// `customKey`: a record key sent with each payment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_key: Option<String>,
    /// `customValue`: the value sent under `customKey`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_value: Option<String>,
    /// `fee`: `true` when the share is a fee, taken before the others.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fee: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:valueTimeSplit startTime duration remoteStartTime
/// remotePercentage>`: recipients that take over for part of the media,
/// given here or by a remote item's value block.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastValueTimeSplit {
    /// `startTime` (required): seconds into the media, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_time: Option<String>,
    /// `duration` (required): for how many seconds, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    /// `remoteStartTime`: where in the remote item the split starts (0 if absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote_start_time: Option<String>,
    /// `remotePercentage`: the remote recipients' share (100 if absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote_percentage: Option<String>,
    /// `<podcast:valueRecipient>`: the recipients for the stretch.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recipients: Vec<PodcastValueRecipient>,
    /// `<podcast:remoteItem>`: or the item whose value block gives them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remote_items: Vec<PodcastRemoteItem>,
    /// Children that are none of the above, kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:remoteItem feedGuid feedUrl itemGuid medium title>`: another
/// feed, or an item of it, by its `podcast:guid`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastRemoteItem {
    /// `feedGuid` (required): the remote feed's `podcast:guid`.
    pub feed_guid: String,
    /// `feedUrl`: the remote feed's URL, for apps that cannot look the guid up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feed_url: Option<Uri>,
    /// `itemGuid`: the `<guid>` of the item pointed at.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item_guid: Option<String>,
    /// `medium`: the remote feed's `podcast:medium`, when not `podcast`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub medium: Option<String>,
    /// `title`: the remote item's title, to show without a look-up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}
