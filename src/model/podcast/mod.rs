//! Podcasting 2.0 (`https://podcastindex.org/namespace/1.0`): every tag of
//! the namespace's element list (phases 1 to 8), typed on the channel, the
//! item and the live item, as the namespace's pages give them. A tag read
//! without what its type needs (a `podcast:value` with no `type`) stays an
//! extension element, whole, where it stood; a child of a typed tag without
//! it (a `podcast:source` with no `uri`) is kept in that tag's `extensions`.
//!
//! Attribute values are kept as written (trimmed) where the spec allows a
//! fraction or a word that a number type would lose (`bitrate`, `split`,
//! `default`); sizes and counts are numbers.

mod channel;
mod enclosure;
mod feed;
mod item;
mod live;
mod social;
mod tags;
mod value;

pub use channel::PodcastChannel;
pub use enclosure::{
    PodcastAlternateEnclosure, PodcastImage, PodcastImages, PodcastIntegrity, PodcastSource,
};
pub use feed::{
    PodcastBlock, PodcastPodping, PodcastPodroll, PodcastPublisher, PodcastTxt,
    PodcastUpdateFrequency,
};
pub use item::PodcastItem;
pub use live::PodcastLiveItem;
pub use social::{PodcastChat, PodcastContentLink, PodcastSocialInteract};
pub use tags::{
    PodcastChapters, PodcastFunding, PodcastLicense, PodcastLocation, PodcastLocked,
    PodcastNumbered, PodcastPerson, PodcastSoundbite, PodcastTrailer, PodcastTranscript,
};
pub use value::{PodcastRemoteItem, PodcastValue, PodcastValueRecipient, PodcastValueTimeSplit};
