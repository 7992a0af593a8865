//! [`ChannelBuilder`]: a feed built in code, with the defaults a
//! publisher wants applied when it is built (and only then: a channel
//! read from a document is written back as it was).

use super::boundary;
use super::date_input::IntoTimestamp;
use super::error::BuildError;
use super::item::ItemBuilder;
use crate::model::{
    Category, Channel, Generator, ITunesCategory, ITunesChannel, ITunesOwner, Image, Item, Link,
    Person, PodcastChannel, PodcastFunding, Text, Timestamp, Uri,
};

/// Builds a [`Channel`]; made by [`Channel::builder`].
///
/// [`build`](Self::build) parses every URL and date given as text (the
/// first that does not parse is a [`BuildError`] naming its field) and
/// fills in what a published feed should have and the program did not say:
///
/// - each item with no guid gets its link as one, marked a permalink;
/// - the items are put newest first (by [`Item::date`]; undated items
///   last, in the order given), unless [`keep_item_order`](Self::keep_item_order);
/// - with no [`last_build_date`](Self::last_build_date) (Atom `updated`),
///   the newest date of any item is used;
/// - [`feed_url`](Self::feed_url) adds the self link readers and
///   validators ask for, and is the Atom feed id unless [`id`](Self::id) gives one;
/// - [`hub`](Self::hub) adds a WebSub hub link;
/// - an item whose [identity](Item::identity) an earlier one has is left
///   out (see [`Channel::dedup_items`]): a feed's items are told apart by it;
/// - with [`keep_newest`](Self::keep_newest), only that many items are kept.
#[derive(Debug, Clone)]
#[must_use = "a builder does nothing until it is built"]
pub struct ChannelBuilder {
    channel: Channel,
    items: Vec<ItemBuilder>,
    feed_url: Option<String>,
    hubs: Vec<String>,
    keep_item_order: bool,
    keep_newest: Option<usize>,
}

impl Channel {
    /// Starts a channel with its title and the URL of the site it is the
    /// feed of (RSS `link`, Atom alternate link, JSON Feed `home_page_url`).
    ///
    /// ```
    /// use feedwright::{Channel, Item, Person};
    ///
    /// let channel = Channel::builder("Notes", "https://example.org/")
    ///     .description("What I learn")
    ///     .feed_url("https://example.org/feed.xml")
    ///     .author(Person::new("Ann"))
    ///     .item(Item::builder().title("Older").link("https://example.org/1").pub_date("2026-06-01T08:00:00Z"))
    ///     .item(Item::builder().title("Newer").link("https://example.org/2").pub_date("2026-06-25T08:00:00Z"))
    ///     .build()?;
    /// assert_eq!(channel.items[0].title_text(), Some("Newer"));
    /// assert_eq!(channel.last_build_date.as_ref().unwrap().raw, "2026-06-25T08:00:00Z");
    /// assert_eq!(channel.self_link(), Some("https://example.org/feed.xml"));
    /// let report = feedwright::check::validate_channel(&channel)?;
    /// assert!(report.report.passes(), "{:?}", report.report.problems);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn builder(title: impl Into<String>, link: impl Into<String>) -> ChannelBuilder {
        ChannelBuilder {
            channel: Channel {
                title: Some(Text::plain(title)),
                links: vec![Link::alternate(link)],
                ..Channel::default()
            },
            items: Vec::new(),
            feed_url: None,
            hubs: Vec::new(),
            keep_item_order: false,
            keep_newest: None,
        }
    }
}

impl ChannelBuilder {
    /// What the feed is about, in plain text (RSS `description`, Atom
    /// `subtitle`, JSON Feed `description`). RSS 2.0 requires one.
    pub fn description(mut self, text: impl Into<String>) -> Self {
        self.channel.description = Some(Text::plain(text));
        self
    }

    /// The feed's language (`en`, `fr-CA`): RSS `language`, Atom `xml:lang`, JSON Feed `language`.
    pub fn language(mut self, language: impl Into<String>) -> Self {
        self.channel.language = Some(language.into());
        self
    }

    /// The copyright notice (RSS `copyright`, Atom `rights`).
    pub fn rights(mut self, text: impl Into<String>) -> Self {
        self.channel.rights = Some(Text::plain(text));
        self
    }

    /// An author of the feed: a name, or a [`Person`].
    pub fn author(mut self, person: impl Into<Person>) -> Self {
        self.channel.authors.push(person.into());
        self
    }

    /// A contributor (Atom `contributor`).
    pub fn contributor(mut self, person: impl Into<Person>) -> Self {
        self.channel.contributors.push(person.into());
        self
    }

    /// A category: a term, or a [`Category`].
    pub fn category(mut self, category: impl Into<Category>) -> Self {
        self.channel.categories.push(category.into());
        self
    }

    /// The program that made the feed (`generator`).
    pub fn generator(mut self, name: impl Into<String>) -> Self {
        self.channel.generator = Some(Generator {
            value: name.into(),
            ..Generator::default()
        });
        self
    }

    /// The feed's image (RSS `image`), titled and linked as the channel is,
    /// which is what RSS asks of it.
    pub fn image(mut self, url: impl Into<String>) -> Self {
        self.channel.image = Some(Image {
            url: Uri::new(url),
            title: self.channel.title.as_ref().map(|t| t.value.clone()),
            link: self.channel.links.first().map(|l| l.href.clone()),
            ..Image::default()
        });
        self
    }

    /// A small square image for the feed (Atom `icon`, JSON Feed `favicon`).
    pub fn icon(mut self, url: impl Into<String>) -> Self {
        self.channel.icon = Some(Uri::new(url));
        self
    }

    /// A larger image for the feed (Atom `logo`).
    pub fn logo(mut self, url: impl Into<String>) -> Self {
        self.channel.logo = Some(Uri::new(url));
        self
    }

    /// Any other link of the channel.
    pub fn add_link(mut self, link: Link) -> Self {
        self.channel.links.push(link);
        self
    }

    /// The URL the feed itself is published at: a `rel="self"` link (RSS
    /// `atom:link`, Atom `link`, JSON Feed `feed_url`), and the Atom feed id.
    ///
    /// ```
    /// let channel = feedwright::Channel::builder("Notes", "https://example.org/")
    ///     .feed_url("https://example.org/atom.xml")
    ///     .hub("https://pubsubhubbub.appspot.com/")
    ///     .build()?;
    /// assert_eq!(channel.id.as_deref(), Some("https://example.org/atom.xml"));
    /// assert_eq!(channel.hub(), Some("https://pubsubhubbub.appspot.com/"));
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn feed_url(mut self, url: impl Into<String>) -> Self {
        self.feed_url = Some(url.into());
        self
    }

    /// A [WebSub](https://www.w3.org/TR/websub/) hub that pushes the feed's
    /// updates to subscribers (`rel="hub"`).
    pub fn hub(mut self, url: impl Into<String>) -> Self {
        self.hubs.push(url.into());
        self
    }

    /// The feed's permanent identifier (Atom `id`), when it is not the feed URL.
    pub fn id(mut self, id: impl Into<String>) -> Self {
        self.channel.id = Some(id.into());
        self
    }

    /// When the feed's content was first published (RSS `pubDate`).
    pub fn pub_date(mut self, date: impl IntoTimestamp) -> Self {
        self.channel.pub_date = Some(date.into_timestamp());
        self
    }

    /// When the feed last changed (RSS `lastBuildDate`, Atom `updated`);
    /// by default the newest date of its items.
    pub fn last_build_date(mut self, date: impl IntoTimestamp) -> Self {
        self.channel.last_build_date = Some(date.into_timestamp());
        self
    }

    /// How many minutes readers may cache the feed (RSS `ttl`).
    pub fn ttl(mut self, minutes: u32) -> Self {
        self.channel.ttl = Some(minutes);
        self
    }

    /// An item: an [`ItemBuilder`], or an [`Item`] already made.
    pub fn item(mut self, item: impl Into<ItemBuilder>) -> Self {
        self.items.push(item.into());
        self
    }

    /// Several items.
    pub fn items<I: Into<ItemBuilder>>(mut self, items: impl IntoIterator<Item = I>) -> Self {
        self.items.extend(items.into_iter().map(Into::into));
        self
    }

    /// The items of another feed, each keeping its source and its
    /// inherited authors ([`Channel::merge`]): a planet of several blogs.
    ///
    /// ```
    /// let blog = |name: &str, day: u32| feedwright::parse(format!(
    ///     r#"<rss version="2.0"><channel><title>{name}</title><link>https://{name}.example/</link>
    ///        <item><link>https://{name}.example/1</link><pubDate>{day} Jun 2026 09:00:00 GMT</pubDate></item>
    ///     </channel></rss>"#).as_bytes());
    /// let planet = feedwright::Channel::builder("Planet", "https://planet.example/")
    ///     .merge(blog("ann", 1)?)
    ///     .merge(blog("bo", 20)?)
    ///     .keep_newest(1)
    ///     .build()?;
    /// assert_eq!(planet.items.len(), 1);
    /// assert_eq!(planet.items[0].link(), Some("https://bo.example/1"));
    /// assert_eq!(planet.items[0].source.as_ref().unwrap().title.as_deref(), Some("bo"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn merge(mut self, other: Channel) -> Self {
        let mut taken = Channel::default();
        taken.merge(other);
        self.items
            .extend(taken.items.into_iter().map(ItemBuilder::from));
        self
    }

    /// Keeps only the newest `count` items (with [`keep_item_order`](Self::keep_item_order),
    /// the first `count` given).
    pub fn keep_newest(mut self, count: usize) -> Self {
        self.keep_newest = Some(count);
        self
    }

    /// Keeps the items in the order given instead of newest first.
    pub fn keep_item_order(mut self) -> Self {
        self.keep_item_order = true;
        self
    }

    /// The podcast's Apple Podcasts category (`itunes:category`), which
    /// Apple requires of a show.
    ///
    /// ```
    /// use feedwright::model::{ITunesCategory, ITunesOwner};
    /// let podcast = feedwright::Channel::builder("Talks", "https://example.org/")
    ///     .podcast_category(ITunesCategory::new("Technology"))
    ///     .podcast_image("https://example.org/cover.jpg")
    ///     .podcast_owner(ITunesOwner::new("Ann", "ann@example.org"))
    ///     .explicit(false)
    ///     .build()?;
    /// let itunes = podcast.itunes.unwrap();
    /// assert_eq!(itunes.categories[0].text, "Technology");
    /// assert_eq!(itunes.explicit.as_deref(), Some("false"));
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn podcast_category(mut self, category: ITunesCategory) -> Self {
        self.itunes().categories.push(category);
        self
    }

    /// The show's cover art (`itunes:image`): Apple asks for a square of
    /// 1400 to 3000 pixels.
    pub fn podcast_image(mut self, url: impl Into<String>) -> Self {
        self.itunes().image = Some(Uri::new(url));
        self
    }

    /// The show's owner (`itunes:owner`).
    pub fn podcast_owner(mut self, owner: ITunesOwner) -> Self {
        self.itunes().owner = Some(owner);
        self
    }

    /// Whether the show is explicit (`itunes:explicit`).
    pub fn explicit(mut self, explicit: bool) -> Self {
        self.itunes().explicit = Some(explicit.to_string());
        self
    }

    /// The show's permanent identifier across hosts (`podcast:guid`): a
    /// UUID v5 of its feed URL, as the Podcasting 2.0 namespace asks.
    ///
    /// ```
    /// let show = feedwright::Channel::builder("Talks", "https://example.org/")
    ///     .podcast_guid("917393e3-1b1e-5cef-ace4-edaa54e1f810")
    ///     .funding("https://example.org/donate", "Support the show")
    ///     .build()?;
    /// let podcast = show.podcast.unwrap();
    /// assert_eq!(podcast.guid.as_deref(), Some("917393e3-1b1e-5cef-ace4-edaa54e1f810"));
    /// assert_eq!(podcast.funding[0].value, "Support the show");
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn podcast_guid(mut self, guid: impl Into<String>) -> Self {
        self.podcast().guid = Some(guid.into());
        self
    }

    /// Where listeners can support the show (`podcast:funding`): a URL and its label.
    pub fn funding(mut self, url: impl Into<String>, label: impl Into<String>) -> Self {
        self.podcast().funding.push(PodcastFunding {
            url: Uri::new(url),
            value: label.into(),
        });
        self
    }

    fn podcast(&mut self) -> &mut PodcastChannel {
        self.channel
            .podcast
            .get_or_insert_with(PodcastChannel::default)
    }

    fn itunes(&mut self) -> &mut ITunesChannel {
        self.channel
            .itunes
            .get_or_insert_with(ITunesChannel::default)
    }

    /// The channel, with its URLs and dates parsed and the defaults above applied.
    pub fn build(self) -> Result<Channel, BuildError> {
        let mut channel = self.channel;
        if let Some(url) = &self.feed_url {
            if channel.self_link().is_none() {
                channel.links.push(Link::with_rel(url.as_str(), "self"));
            }
            channel.id.get_or_insert_with(|| url.clone());
        }
        for hub in self.hubs {
            channel.links.push(Link::with_rel(hub, "hub"));
        }
        boundary::check_channel(&channel)?;
        channel.items = self
            .items
            .into_iter()
            .enumerate()
            .map(|(i, item)| item.build_at(&format!("items[{i}].")))
            .collect::<Result<_, _>>()?;
        if !self.keep_item_order {
            channel.sort_items();
        }
        channel.dedup_items();
        if let Some(count) = self.keep_newest {
            channel.items.truncate(count);
        }

        if channel.last_build_date.is_none() {
            channel.last_build_date = newest_date(&channel.items).cloned();
        }
        Ok(channel)
    }
}

/// The latest date any item carries (published or updated), as that item wrote it.
fn newest_date(items: &[Item]) -> Option<&Timestamp> {
    items
        .iter()
        .flat_map(|item| [item.pub_date.as_ref(), item.updated.as_ref()])
        .flatten()
        .filter(|stamp| stamp.value.is_some())
        .max_by_key(|stamp| stamp.value)
}
