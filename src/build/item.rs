//! [`ItemBuilder`]: an item (RSS `<item>`, Atom `<entry>`, a JSON Feed
//! item) built in code, added to a channel with
//! [`ChannelBuilder::item`](super::ChannelBuilder::item).

use std::time::Duration;

use super::boundary;
use super::date_input::IntoTimestamp;
use super::error::BuildError;
use crate::model::{
    Category, Content, Enclosure, Guid, ITunesItem, Item, Link, Person, PodcastChapters,
    PodcastItem, PodcastTranscript, Text, Uri,
};

/// Builds an [`Item`]; made by [`Item::builder`].
///
/// Every setter takes what a program has at hand (`&str` or `String` for
/// text and URLs, a `chrono` date or RFC 3339 text for dates). URLs and
/// dates are parsed when the item is built, and the first that does not
/// parse is a [`BuildError`] naming its field.
#[derive(Debug, Clone, Default)]
#[must_use = "a builder does nothing until it is built or added to a channel"]
pub struct ItemBuilder {
    item: Item,
}

impl Item {
    /// Starts an item; see [`ItemBuilder`] for what it takes.
    ///
    /// ```
    /// use feedwright::{Category, Enclosure, Item, Person};
    ///
    /// let item = Item::builder()
    ///     .title("Episode 1")
    ///     .link("https://example.org/1")
    ///     .pub_date("2026-06-25T09:30:00+02:00")
    ///     .description("The first episode.")
    ///     .content_html("<p>Show notes, with <a href=\"https://example.org/\">links</a>.</p>")
    ///     .author(Person::new("Ann").email("ann@example.org"))
    ///     .category("audio")
    ///     .enclosure(Enclosure::new("https://example.org/1.mp3", 9_600_000, "audio/mpeg"))
    ///     .build()?;
    /// assert_eq!(item.title_text(), Some("Episode 1"));
    /// // With no guid given, the link is one (a permalink).
    /// assert_eq!(item.guid.as_ref().map(|g| (g.value.as_str(), g.is_permalink())),
    ///            Some(("https://example.org/1", true)));
    /// assert_eq!(item.date().unwrap().to_rfc3339(), "2026-06-25T09:30:00+02:00");
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn builder() -> ItemBuilder {
        ItemBuilder::default()
    }
}

/// An item already made (read from a feed, or built through its fields)
/// goes into a channel as it is.
impl From<Item> for ItemBuilder {
    fn from(item: Item) -> Self {
        ItemBuilder { item }
    }
}

impl ItemBuilder {
    /// The title, as plain text.
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.item.title = Some(Text::plain(title));
        self
    }

    /// The item's page (RSS `link`, Atom `link`, JSON Feed `url`); with no
    /// [`guid`](Self::guid), also its guid.
    pub fn link(self, url: impl Into<String>) -> Self {
        self.add_link(Link::alternate(url))
    }

    /// Any other link (`Link::with_rel(url, "related")`, ...).
    pub fn add_link(mut self, link: Link) -> Self {
        self.item.links.push(link);
        self
    }

    /// The identifier readers know the item by (RSS `guid`, Atom `id`,
    /// JSON Feed `id`): text is an id that is not a URL to open
    /// (`isPermaLink="false"`); `Guid::permalink(url)` is one that is.
    ///
    /// ```
    /// let item = feedwright::Item::builder().title("One").guid("tag:example.org,2026:1").build()?;
    /// assert_eq!(item.id(), Some("tag:example.org,2026:1"));
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn guid(mut self, guid: impl Into<Guid>) -> Self {
        self.item.guid = Some(guid.into());
        self
    }

    /// A summary in plain text (RSS `description`, Atom `summary`, JSON Feed `summary`).
    pub fn description(mut self, text: impl Into<String>) -> Self {
        self.item.description = Some(Text::plain(text));
        self
    }

    /// A summary in HTML.
    pub fn description_html(mut self, html: impl Into<String>) -> Self {
        self.item.description = Some(Text::html(html));
        self
    }

    /// The full content in HTML (RSS `content:encoded`, Atom `content`, JSON Feed `content_html`).
    pub fn content_html(mut self, html: impl Into<String>) -> Self {
        self.item.content = Some(Content::html(html));
        self
    }

    /// The full content in plain text (JSON Feed `content_text`).
    pub fn content_text(mut self, text: impl Into<String>) -> Self {
        self.item.content = Some(Content::text(text));
        self
    }

    /// When the item was published (RSS `pubDate`, Atom `published`, JSON Feed `date_published`).
    pub fn pub_date(mut self, date: impl IntoTimestamp) -> Self {
        self.item.pub_date = Some(date.into_timestamp());
        self
    }

    /// When the item last changed (Atom `updated`, JSON Feed `date_modified`).
    pub fn updated(mut self, date: impl IntoTimestamp) -> Self {
        self.item.updated = Some(date.into_timestamp());
        self
    }

    /// An author: a name, or a [`Person`] with an email and a page.
    pub fn author(mut self, person: impl Into<Person>) -> Self {
        self.item.authors.push(person.into());
        self
    }

    /// A contributor (Atom `contributor`).
    pub fn contributor(mut self, person: impl Into<Person>) -> Self {
        self.item.contributors.push(person.into());
        self
    }

    /// A category: a term, or a [`Category`] with a scheme and a label.
    pub fn category(mut self, category: impl Into<Category>) -> Self {
        self.item.categories.push(category.into());
        self
    }

    /// An attached file, such as a podcast episode's audio.
    pub fn enclosure(mut self, enclosure: Enclosure) -> Self {
        self.item.enclosures.push(enclosure);
        self
    }

    /// Several attached files (none, from an empty list or a `None`).
    ///
    /// ```
    /// use feedwright::{Enclosure, Item};
    /// let size: Option<u64> = Some(9_600_000);
    /// let item = Item::builder().title("Episode 1")
    ///     .enclosures(size.map(|len| Enclosure::new("https://example.org/1.mp3", len, "audio/mpeg")))
    ///     .build()?;
    /// assert_eq!(item.enclosures.len(), 1);
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn enclosures(mut self, enclosures: impl IntoIterator<Item = Enclosure>) -> Self {
        self.item.enclosures.extend(enclosures);
        self
    }

    /// The page of comments on the item (RSS `comments`).
    pub fn comments(mut self, url: impl Into<String>) -> Self {
        self.item.comments = Some(Uri::new(url));
        self
    }

    /// The episode's length (`itunes:duration`, written as `H:MM:SS`).
    ///
    /// ```
    /// use std::time::Duration;
    /// let item = feedwright::Item::builder().title("Episode 1")
    ///     .duration(Duration::from_secs(3_725)).episode(1).season(2).explicit(false)
    ///     .build()?;
    /// let itunes = item.itunes.unwrap();
    /// assert_eq!(itunes.duration.as_deref(), Some("1:02:05"));
    /// assert_eq!((itunes.episode.as_deref(), itunes.explicit.as_deref()), (Some("1"), Some("false")));
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn duration(mut self, duration: Duration) -> Self {
        let secs = duration.as_secs();
        let text = format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
        self.itunes().duration = Some(text);
        self
    }

    /// The episode number (`itunes:episode`).
    pub fn episode(mut self, number: u32) -> Self {
        self.itunes().episode = Some(number.to_string());
        self
    }

    /// The season number (`itunes:season`).
    pub fn season(mut self, number: u32) -> Self {
        self.itunes().season = Some(number.to_string());
        self
    }

    /// Whether the episode is explicit (`itunes:explicit`, `true` or `false` as Apple asks).
    pub fn explicit(mut self, explicit: bool) -> Self {
        self.itunes().explicit = Some(explicit.to_string());
        self
    }

    /// A transcript of the episode (`podcast:transcript`): its URL and
    /// media type (`text/vtt`, `application/x-subrip`, `text/html`, ...).
    ///
    /// ```
    /// let item = feedwright::Item::builder().title("Episode 1")
    ///     .transcript("https://example.org/1.vtt", "text/vtt")
    ///     .chapters("https://example.org/1.chapters.json", "application/json+chapters")
    ///     .build()?;
    /// let podcast = item.podcast.unwrap();
    /// assert_eq!(podcast.transcripts[0].media_type, "text/vtt");
    /// assert_eq!(podcast.chapters.unwrap().url.as_str(), "https://example.org/1.chapters.json");
    /// # Ok::<(), feedwright::BuildError>(())
    /// ```
    pub fn transcript(mut self, url: impl Into<String>, media_type: impl Into<String>) -> Self {
        self.podcast().transcripts.push(PodcastTranscript {
            url: Uri::new(url),
            media_type: media_type.into(),
            ..PodcastTranscript::default()
        });
        self
    }

    /// The episode's chapters (`podcast:chapters`): their URL and media type.
    pub fn chapters(mut self, url: impl Into<String>, media_type: impl Into<String>) -> Self {
        self.podcast().chapters = Some(PodcastChapters {
            url: Uri::new(url),
            media_type: media_type.into(),
        });
        self
    }

    fn podcast(&mut self) -> &mut PodcastItem {
        self.item.podcast.get_or_insert_with(Box::default)
    }

    fn itunes(&mut self) -> &mut ITunesItem {
        self.item.itunes.get_or_insert_with(Box::default)
    }

    /// The item, with its URLs and dates parsed; with no guid given, its
    /// link is its guid, marked a permalink.
    pub fn build(self) -> Result<Item, BuildError> {
        self.build_at("")
    }

    /// The item, its fields named as under `prefix` (`items[2].`) in an error.
    pub(super) fn build_at(self, prefix: &str) -> Result<Item, BuildError> {
        let mut item = self.item;
        boundary::check_item(&item, prefix)?;
        if item.guid.is_none() {
            item.guid = item.link().map(Guid::permalink);
        }
        Ok(item)
    }
}
