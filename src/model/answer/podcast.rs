//! The answers that span Podcasting 2.0 and the tags it sits beside: whom
//! to pay for an episode (its `podcast:value` overrides the show's), and a
//! show's or an episode's art (`itunes:image`, `podcast:image`, the
//! deprecated `podcast:images`).

use crate::model::{
    Channel, ITunesChannel, ITunesItem, Item, PodcastImage, PodcastImages, PodcastValue,
    PodcastValueRecipient, Uri,
};

/// One image of a show or an episode, as [`Channel::images`] and
/// [`Item::images`] give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct ImageRef<'a> {
    /// The image's URL (never empty).
    pub url: &'a str,
    /// Where it was found.
    pub origin: ImageOrigin,
    /// Its width in pixels (`podcast:image width`, or a `podcast:images`
    /// candidate's `w` descriptor).
    pub width: Option<u64>,
    /// Its height in pixels.
    pub height: Option<u64>,
    /// CSS's ratio (`16/9`); a `podcast:image` without one is square.
    pub aspect_ratio: Option<&'a str>,
    /// What it is for: space-separated tokens (`artwork social`).
    pub purpose: Option<&'a str>,
    /// A text for those who cannot see it.
    pub alt: Option<&'a str>,
    /// Its media type, given for what is not a common image format.
    pub media_type: Option<&'a str>,
}

/// Where an [`ImageRef`] was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ImageOrigin {
    /// `<itunes:image href>`.
    ITunes,
    /// `<podcast:image>`.
    PodcastImage,
    /// One candidate of `<podcast:images srcset>`.
    PodcastImages,
}

impl<'a> ImageRef<'a> {
    fn at(url: &'a str, origin: ImageOrigin) -> Self {
        ImageRef {
            url,
            origin,
            width: None,
            height: None,
            aspect_ratio: None,
            purpose: None,
            alt: None,
            media_type: None,
        }
    }

    fn itunes(image: Option<&'a Uri>) -> impl Iterator<Item = ImageRef<'a>> {
        image
            .map(|u| ImageRef::at(u.as_str(), ImageOrigin::ITunes))
            .into_iter()
    }

    fn podcast(image: &'a PodcastImage) -> Self {
        ImageRef {
            width: image.width,
            height: image.height,
            aspect_ratio: image.aspect_ratio.as_deref(),
            purpose: image.purpose.as_deref(),
            alt: image.alt.as_deref(),
            media_type: image.media_type.as_deref(),
            ..ImageRef::at(image.href.as_str(), ImageOrigin::PodcastImage)
        }
    }

    /// The candidates of a `srcset`, as HTML splits them: a URL (a run
    /// without white space, commas at its end cut off) and, unless a comma
    /// ended it, one descriptor (`1500w`).
    fn srcset(set: &'a PodcastImages) -> impl Iterator<Item = ImageRef<'a>> {
        let mut tokens = set.srcset.split_whitespace().peekable();
        std::iter::from_fn(move || {
            let url = tokens.next()?;
            let bare = url.trim_end_matches(',');
            let descriptor = if bare.len() < url.len() {
                None
            } else {
                tokens
                    .next_if(|t| !t.contains("://"))
                    .map(|t| t.trim_end_matches(','))
            };
            let width = descriptor
                .and_then(|d| d.strip_suffix('w'))
                .and_then(|w| w.parse().ok());
            Some(ImageRef {
                width,
                ..ImageRef::at(bare, ImageOrigin::PodcastImages)
            })
        })
    }
}

/// The images of a show or an episode, in the order the answers give them.
fn images<'a>(
    itunes: Option<&'a Uri>,
    podcast: &'a [PodcastImage],
    set: Option<&'a PodcastImages>,
) -> impl Iterator<Item = ImageRef<'a>> {
    ImageRef::itunes(itunes)
        .chain(podcast.iter().map(ImageRef::podcast))
        .chain(set.into_iter().flat_map(ImageRef::srcset))
        .filter(|image| !image.url.is_empty())
}

impl Channel {
    /// The show's value-for-value recipients: those of each of its
    /// `podcast:value` blocks, in order. An episode may replace them
    /// ([`Item::value_recipients`]).
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
    ///   <podcast:value type="lightning" method="keysend">
    ///     <podcast:valueRecipient name="Host" type="node" address="02ab" split="95"/>
    ///     <podcast:valueRecipient name="Hosting" type="node" address="03cd" split="5" fee="true"/>
    ///   </podcast:value>
    /// </channel></rss>"#)?;
    /// let names: Vec<_> = channel.value_recipients().filter_map(|r| r.name.as_deref()).collect();
    /// assert_eq!(names, ["Host", "Hosting"]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn value_recipients(&self) -> impl Iterator<Item = &PodcastValueRecipient> {
        self.podcast
            .iter()
            .flat_map(|p| &p.values)
            .flat_map(|v| &v.recipients)
    }

    /// The show's art: `itunes:image`, then each `podcast:image` (phase 8,
    /// with its size, shape and purpose), then each candidate of the
    /// deprecated `podcast:images`.
    ///
    /// ```
    /// use feedwright::model::ImageOrigin;
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
    ///     xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
    ///   <itunes:image href="https://example.org/square.jpg"/>
    ///   <podcast:image href="https://example.org/wide.jpg" aspect-ratio="16/9" purpose="social"/>
    ///   <podcast:images srcset="https://example.org/a-1500.jpg 1500w, https://example.org/a-600.jpg 600w"/>
    /// </channel></rss>"#)?;
    /// let images: Vec<_> = channel.images().collect();
    /// assert_eq!(images[0].origin, ImageOrigin::ITunes);
    /// assert_eq!(images[1].aspect_ratio, Some("16/9"));
    /// assert_eq!((images[3].url, images[3].width), ("https://example.org/a-600.jpg", Some(600)));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn images(&self) -> impl Iterator<Item = ImageRef<'_>> {
        let itunes = self
            .itunes
            .as_ref()
            .and_then(|i: &ITunesChannel| i.image.as_ref());
        let podcast = self.podcast.as_ref();
        images(
            itunes,
            podcast.map_or(&[][..], |p| &p.images),
            podcast.and_then(|p| p.image_set.as_ref()),
        )
    }
}

impl Item {
    /// The `podcast:value` blocks that pay for this episode: its own,
    /// which override the show's, else the show's (`channel` is the
    /// channel the item is from).
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
    ///   <podcast:value type="lightning" method="keysend">
    ///     <podcast:valueRecipient name="Host" type="node" address="02ab" split="100"/>
    ///   </podcast:value>
    ///   <item><title>Guest episode</title>
    ///     <podcast:value type="lightning" method="lnaddress">
    ///       <podcast:valueRecipient name="Guest" type="lnaddress" address="guest@example.org" split="100"/>
    ///     </podcast:value>
    ///   </item>
    ///   <item><title>Solo episode</title></item>
    /// </channel></rss>"#)?;
    /// assert_eq!(channel.items[0].value(&channel)[0].method, "lnaddress");
    /// assert_eq!(channel.items[1].value(&channel)[0].method, "keysend");
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn value<'a>(&'a self, channel: &'a Channel) -> &'a [PodcastValue] {
        let own = self.podcast.as_deref().map_or(&[][..], |p| &p.values);
        if own.is_empty() {
            channel.podcast.as_ref().map_or(&[][..], |p| &p.values)
        } else {
            own
        }
    }

    /// Whom to pay while this episode plays: the recipients of
    /// [`value`](Self::value), the episode's blocks or else the show's.
    /// Time splits (`podcast:valueTimeSplit`) are on the blocks.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
    ///   <podcast:value type="lightning" method="keysend">
    ///     <podcast:valueRecipient name="Host" type="node" address="02ab" split="100"/>
    ///   </podcast:value>
    ///   <item><podcast:value type="lightning" method="keysend">
    ///     <podcast:valueRecipient name="Host" type="node" address="02ab" split="50"/>
    ///     <podcast:valueRecipient name="Guest" type="node" address="03cd" split="50"/>
    ///   </podcast:value></item>
    /// </channel></rss>"#)?;
    /// let episode = &channel.items[0];
    /// let names: Vec<_> = episode.value_recipients(&channel).filter_map(|r| r.name.as_deref()).collect();
    /// assert_eq!(names, ["Host", "Guest"]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn value_recipients<'a>(
        &'a self,
        channel: &'a Channel,
    ) -> impl Iterator<Item = &'a PodcastValueRecipient> {
        self.value(channel).iter().flat_map(|v| &v.recipients)
    }

    /// The episode's art: `itunes:image`, then each `podcast:image`, then
    /// each candidate of the deprecated `podcast:images` (the show's are
    /// [`Channel::images`]).
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><item>
    ///   <podcast:image href="https://example.org/ep.jpg" width="1400" alt="A microphone"/>
    /// </item></channel></rss>"#)?;
    /// let art = channel.items[0].images().next().unwrap();
    /// assert_eq!((art.url, art.width, art.alt), ("https://example.org/ep.jpg", Some(1400), Some("A microphone")));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn images(&self) -> impl Iterator<Item = ImageRef<'_>> {
        let itunes = self
            .itunes
            .as_deref()
            .and_then(|i: &ITunesItem| i.image.as_ref());
        let podcast = self.podcast.as_deref();
        images(
            itunes,
            podcast.map_or(&[][..], |p| &p.images),
            podcast.and_then(|p| p.image_set.as_ref()),
        )
    }
}
