//! The answers a channel gives (see `answer.rs`).

use std::time::Duration;

use chrono::{DateTime, FixedOffset};

use super::*;
use crate::model::{Channel, DcElement, Timestamp};

impl Channel {
    /// Asks browsers to show the feed through a stylesheet: an
    /// `<?xml-stylesheet type="..." href="..."?>` before the root element,
    /// after any the channel has. Formats written as XML carry it; JSON Feed
    /// cannot, and reports it as a loss.
    ///
    /// ```
    /// let mut channel = feedwright::Channel::default();
    /// channel.title = Some(feedwright::Text::plain("Notes"));
    /// channel.add_stylesheet("/feed.xsl", "text/xsl");
    /// let rss = String::from_utf8(channel.write_rss(Vec::new())?).unwrap();
    /// assert!(rss.contains("<?xml-stylesheet type=\"text/xsl\" href=\"/feed.xsl\"?>\n<rss"));
    /// let read = feedwright::parse(rss.as_bytes())?;
    /// let (href, media_type) = read.stylesheets().next().unwrap();
    /// assert_eq!((&*href, media_type.as_deref()), ("/feed.xsl", Some("text/xsl")));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn add_stylesheet(&mut self, href: &str, media_type: &str) {
        self.prologue
            .push(crate::model::Misc::stylesheet(href, media_type));
    }

    /// The stylesheets the document names before its root element (each
    /// `xml-stylesheet` instruction's `href`, with its `type` if given), in
    /// document order.
    pub fn stylesheets(
        &self,
    ) -> impl Iterator<Item = (std::borrow::Cow<'_, str>, Option<std::borrow::Cow<'_, str>>)> {
        self.prologue
            .iter()
            .filter_map(|misc| Some((misc.stylesheet_href()?, misc.stylesheet_type())))
    }

    /// The title: RSS or Atom `title`, JSON Feed `title`, else `dc:title`,
    /// `itunes:title`.
    pub fn title(&self) -> Option<TextRef<'_>> {
        let dc = self.dublin_core.as_ref();
        let itunes = self.itunes.as_ref();
        self.title
            .as_ref()
            .map(TextRef::from)
            .or_else(|| {
                dc.and_then(|dc| dc.first(DcElement::Title))
                    .map(TextRef::plain)
            })
            .or_else(|| itunes.and_then(|i| i.title.as_deref()).map(TextRef::plain))
    }

    /// The title's text, if any (see [`title`](Self::title)).
    pub fn title_text(&self) -> Option<&str> {
        self.title().map(|t| t.value)
    }

    /// The channel's home page: the first alternate link (RSS `link`, Atom
    /// `rel="alternate"` or no `rel`, JSON Feed `home_page_url`).
    ///
    /// feedparser takes the last RSS `link`, and an Atom feed's id when it
    /// has no link; this takes the first, and never an id.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"><channel>
    ///     <title>T</title><link>https://example.org/</link></channel></rss>"#).unwrap();
    /// assert_eq!(channel.link(), Some("https://example.org/"));
    /// ```
    pub fn link(&self) -> Option<&str> {
        self.links
            .iter()
            .find(|l| l.is_alternate() && !l.href.as_str().is_empty())
            .map(|l| l.href.as_str())
    }

    /// The feed's own URL: the link with `rel="self"` (`atom:link` in RSS,
    /// JSON Feed `feed_url`).
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
    ///   <atom:link rel="self" href="https://example.org/feed.xml"/>
    ///   <atom:link rel="hub" href="https://hub.example.net/"/>
    /// </channel></rss>"#)?;
    /// assert_eq!(channel.self_link(), Some("https://example.org/feed.xml"));
    /// assert_eq!(channel.hub(), Some("https://hub.example.net/"));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn self_link(&self) -> Option<&str> {
        self.link_with_rel("self")
    }

    /// The WebSub hub to subscribe at for pushed updates: the link with
    /// `rel="hub"` (JSON Feed `hubs` are read as such links).
    pub fn hub(&self) -> Option<&str> {
        self.link_with_rel("hub")
    }

    fn link_with_rel(&self, rel: &str) -> Option<&str> {
        self.links
            .iter()
            .find(|l| l.rel.as_deref() == Some(rel) && !l.href.as_str().is_empty())
            .map(|l| l.href.as_str())
    }

    /// What the channel is about: RSS `description`, Atom `subtitle`
    /// (Atom 0.3 `tagline`), JSON Feed `description`, else
    /// `itunes:subtitle`, `dc:description`, `itunes:summary`,
    /// `googleplay:description`, the first `media:description`.
    ///
    /// feedparser's `subtitle` is whichever of the first three comes last
    /// in the document; this prefers the format's own element.
    pub fn description(&self) -> Option<TextRef<'_>> {
        let dc = self.dublin_core.as_ref();
        let itunes = self.itunes.as_ref();
        let google = self.google_play.as_ref();
        self.description
            .as_ref()
            .map(TextRef::from)
            .or(itunes
                .and_then(|i| i.subtitle.as_deref())
                .map(TextRef::plain))
            .or(dc
                .and_then(|dc| dc.first(DcElement::Description))
                .map(TextRef::html))
            .or(itunes
                .and_then(|i| i.summary.as_deref())
                .map(TextRef::plain))
            .or(google
                .and_then(|g| g.description.as_deref())
                .map(TextRef::html))
            .or_else(|| first_media_description(self.media.as_ref()))
    }

    /// When the channel was published: RSS `pubDate`, then
    /// `dcterms:issued`; the first that holds a date the reader could read.
    pub fn published(&self) -> Option<DateTime<FixedOffset>> {
        self.published_stamps().find_map(|t| t.value)
    }

    /// When the channel last changed: RSS `lastBuildDate`, Atom `updated`
    /// (Atom 0.3 `modified`), then `dc:date`, `dcterms:modified`; the first
    /// that holds a date the reader could read.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<feed xmlns="http://www.w3.org/2005/Atom">
    ///   <updated>2026-06-25T08:00:00Z</updated></feed>"#)?;
    /// assert_eq!(channel.updated().unwrap().to_rfc3339(), "2026-06-25T08:00:00+00:00");
    /// assert_eq!(channel.published(), None);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn updated(&self) -> Option<DateTime<FixedOffset>> {
        self.updated_stamps().find_map(|t| t.value)
    }

    /// The places a publication date is kept, in the order
    /// [`published`](Self::published) asks them.
    pub(crate) fn published_stamps(&self) -> impl Iterator<Item = &Timestamp> {
        publication_stamps(self.pub_date.as_ref(), self.dc_terms.as_ref())
    }

    /// The places a date of change is kept, in the order
    /// [`updated`](Self::updated) asks them.
    pub(crate) fn updated_stamps(&self) -> impl Iterator<Item = &Timestamp> {
        let (dc, terms) = (self.dublin_core.as_ref(), self.dc_terms.as_ref());
        change_stamps(self.last_build_date.as_ref(), dc, terms)
    }

    /// An image for the channel: the RSS `image`, else `itunes:image`,
    /// Atom `logo` (JSON Feed `icon`), `googleplay:image`, the first
    /// `media:thumbnail`.
    ///
    /// feedparser's `image` prefers `itunes:image`, which podcast feeds
    /// write larger than their RSS image; this takes the format's own.
    pub fn image(&self) -> Option<&str> {
        let itunes = self.itunes.as_ref().and_then(|i| i.image.as_ref());
        let google = self.google_play.as_ref().and_then(|g| g.image.as_ref());
        let own = self.image.as_ref().map(|i| i.url.as_str());
        own.filter(|u| !u.is_empty())
            .or(itunes.map(|u| u.as_str()))
            .or(self.logo.as_ref().map(|u| u.as_str()))
            .or(google.map(|u| u.as_str()))
            .or_else(|| {
                let mut levels = self.media.as_ref().into_iter().flat_map(Media::levels);
                levels.find_map(|l| l.thumbnails.first().map(|t| t.url.as_str()))
            })
            .filter(|u| !u.is_empty())
    }

    /// A small square image for the channel: Atom `icon` (JSON Feed `favicon`).
    pub fn icon(&self) -> Option<&str> {
        self.icon
            .as_ref()
            .map(|u| u.as_str())
            .filter(|u| !u.is_empty())
    }

    /// Who writes the channel, each person once: Atom or JSON Feed authors,
    /// RSS `managingEditor`, `dc:creator`, `itunes:author`,
    /// `googleplay:author`.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
    ///   <managingEditor>ann@example.org (Ann)</managingEditor><itunes:author>Ann</itunes:author>
    /// </channel></rss>"#)?;
    /// let people: Vec<_> = channel.authors().map(|p| (p.name, p.email)).collect();
    /// assert_eq!(people, [(Some("Ann"), Some("ann@example.org"))]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn authors(&self) -> impl Iterator<Item = PersonRef<'_>> {
        let itunes = self.itunes.as_ref().and_then(|i| i.author.as_deref());
        let google = self.google_play.as_ref().and_then(|g| g.author.as_deref());
        let own = self.authors.iter().chain(&self.managing_editor);
        people(own, self.dublin_core.as_ref(), [itunes, google])
    }

    /// The channel's language: RSS `language` (JSON Feed `language`), else
    /// `dc:language`, else the root's `xml:lang`.
    pub fn language(&self) -> Option<&str> {
        let dc = self.dublin_core.as_ref();
        self.language
            .as_deref()
            .or(dc.and_then(|dc| dc.first(DcElement::Language)))
            .or(self.xml_lang.as_deref())
            .filter(|l| !l.is_empty())
    }

    /// The channel's categories, each once: RSS and Atom categories,
    /// `dc:subject`, iTunes categories (subcategories after their parent)
    /// and keywords, `googleplay:category`, then Media RSS categories and
    /// keywords.
    pub fn categories(&self) -> impl Iterator<Item = CategoryRef<'_>> {
        let itunes = self.itunes.as_ref();
        let google = self.google_play.as_ref();
        let all = own_categories(&self.categories)
            .chain(dc_subjects(self.dublin_core.as_ref()))
            .chain(itunes_categories(
                itunes.map_or(&[][..], |i| &i.categories[..]),
            ))
            .chain(keywords(
                itunes.and_then(|i| i.keywords.as_deref()),
                Some(ITUNES_SCHEME),
            ))
            .chain(
                google
                    .into_iter()
                    .flat_map(|g| &g.categories)
                    .filter_map(|term| term_in(term, Some(GOOGLE_PLAY_SCHEME))),
            )
            .chain(media_categories(self.media.as_ref()));
        each_once(all)
    }

    /// How long a reader may keep the channel before fetching it again:
    /// RSS `ttl` (minutes), else the period `sy:updatePeriod` and
    /// `sy:updateFrequency` give (a day by default, as the RSS 1.0
    /// syndication module says).
    ///
    /// ```
    /// use std::time::Duration;
    /// let channel = feedwright::parse(br#"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    ///     xmlns="http://purl.org/rss/1.0/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/">
    ///   <channel rdf:about="https://example.org/"><title>T</title>
    ///   <sy:updatePeriod>hourly</sy:updatePeriod><sy:updateFrequency>2</sy:updateFrequency></channel>
    /// </rdf:RDF>"#)?;
    /// assert_eq!(channel.ttl(), Some(Duration::from_secs(30 * 60)));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn ttl(&self) -> Option<Duration> {
        if let Some(minutes) = self.ttl {
            return Some(Duration::from_secs(u64::from(minutes) * 60));
        }
        let sy = self.syndication.as_ref()?;
        if sy.update_period.is_none() && sy.update_frequency.is_none() {
            return None;
        }
        let period: u64 = match sy.update_period.as_deref().map(str::trim) {
            None | Some("daily") => 86_400,
            Some("hourly") => 3_600,
            Some("weekly") => 7 * 86_400,
            Some("monthly") => 30 * 86_400,
            Some("yearly") => 365 * 86_400,
            Some(_) => return None,
        };
        let frequency = match sy.update_frequency.as_deref() {
            None => 1,
            Some(f) => f.trim().parse::<u64>().ok().filter(|f| *f > 0)?,
        };
        Some(Duration::from_secs(period / frequency))
    }
}

/// The scheme given to `googleplay:category` terms.
const GOOGLE_PLAY_SCHEME: &str = "http://www.google.com/schemas/play-podcasts/1.0";
