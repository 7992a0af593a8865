//! Where listeners talk and watch: `podcast:socialInteract` (phase 5),
//! `podcast:chat` (phase 7) and `podcast:contentLink` (phase 4).

use serde::{Deserialize, Serialize};

use super::super::{Attribute, Uri};

/// `<podcast:socialInteract protocol uri accountId accountUrl priority>`:
/// the root post of the comment thread for the show or episode. A
/// `protocol` of `disabled` asks for no public comments.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastSocialInteract {
    /// `protocol` (required): one of the namespace's `socialprotocols.txt`
    /// (`activitypub`, `twitter`, `disabled`, ...).
    pub protocol: String,
    /// `uri` (required but with `disabled`): the root post.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uri: Option<Uri>,
    /// `accountId`: the account that made the root post (`@dave`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account_id: Option<String>,
    /// `accountUrl`: that account's public page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account_url: Option<Uri>,
    /// `priority`: among several, lower comes first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<u64>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:chat server protocol accountId space>`: the show's or the
/// episode's chat room (an episode's replaces the show's).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastChat {
    /// `server` (required): the host name of the server to connect to.
    pub server: String,
    /// `protocol` (required): one of the namespace's `chatprotocols.txt`
    /// (`irc`, `xmpp`, `nostr`, `matrix`).
    pub protocol: String,
    /// `accountId`: the podcaster's account there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account_id: Option<String>,
    /// `space`: the room, channel or topic.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub space: Option<String>,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}

/// `<podcast:contentLink href>`: the content elsewhere (a live stream on
/// a video site, a web player), with a label.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct PodcastContentLink {
    /// `href` (required): where the content is.
    pub href: Uri,
    /// The text: what the link leads to (`Live on YouTube!`).
    pub label: String,
    /// Attributes the namespace does not give (`language` where the spec
    /// says `lang`, a vendor's own), kept as read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_attributes: Vec<Attribute>,
}
