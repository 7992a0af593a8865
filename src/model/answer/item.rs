//! The answers an item gives (see `answer.rs`): each method looks in every
//! place a format or namespace keeps the answer, in the order its docs give.

use chrono::{DateTime, FixedOffset};

use super::*;
use crate::model::{ContentMode, DcElement, Item, Timestamp};

impl Item {
    /// When the item was first published: RSS `pubDate`, Atom `published`
    /// (Atom 0.3 `issued`), JSON Feed `date_published`, then
    /// `dcterms:issued`; the first of them that holds a date the reader
    /// could read.
    ///
    /// `dc:date` is not here, as it is not in feedparser's `published`:
    /// Dublin Core calls it a date in the life of the resource, and feeds
    /// write their last change there. [`date`](Self::date) takes it.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"><channel><item>
    ///   <pubDate>Thu, 25 Jun 2026 08:00:00 +0200</pubDate></item></channel></rss>"#)?;
    /// let published = channel.items[0].published().unwrap();
    /// assert_eq!(published.to_rfc3339(), "2026-06-25T08:00:00+02:00");
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn published(&self) -> Option<DateTime<FixedOffset>> {
        self.published_stamps().find_map(|t| t.value)
    }

    /// When the item last changed: Atom `updated` (Atom 0.3 `modified`),
    /// JSON Feed `date_modified`, then `dc:date`, then `dcterms:modified`;
    /// the first of them that holds a date the reader could read.
    pub fn updated(&self) -> Option<DateTime<FixedOffset>> {
        self.updated_stamps().find_map(|t| t.value)
    }

    /// The best date to sort or show the item by: [`published`](Self::published),
    /// else [`updated`](Self::updated), else Atom 0.3 `created` or
    /// `dcterms:created`.
    ///
    /// ```
    /// // RSS 1.0 has no pubDate: its items are dated with dc:date.
    /// let channel = feedwright::parse(br#"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    ///     xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
    ///   <item rdf:about="https://example.org/a"><title>A</title><dc:date>2026-06-25T08:00:00Z</dc:date></item>
    /// </rdf:RDF>"#)?;
    /// let item = &channel.items[0];
    /// assert_eq!(item.pub_date, None);
    /// assert_eq!(item.published(), None);
    /// assert_eq!(item.date().unwrap().to_rfc3339(), "2026-06-25T08:00:00+00:00");
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn date(&self) -> Option<DateTime<FixedOffset>> {
        self.published().or_else(|| self.updated()).or_else(|| {
            let terms = self.dc_terms.as_deref();
            [
                self.created.as_ref(),
                terms.and_then(|t| t.created.as_ref()),
            ]
            .into_iter()
            .flatten()
            .find_map(|t| t.value)
        })
    }

    /// The places a publication date is kept, in the order
    /// [`published`](Self::published) asks them (the feedparser view shows
    /// the first, read or not).
    pub(crate) fn published_stamps(&self) -> impl Iterator<Item = &Timestamp> {
        let issued = self.dc_terms.as_deref().and_then(|t| t.issued.as_ref());
        [self.pub_date.as_ref(), issued].into_iter().flatten()
    }

    /// The places a date of change is kept, in the order
    /// [`updated`](Self::updated) asks them.
    pub(crate) fn updated_stamps(&self) -> impl Iterator<Item = &Timestamp> {
        let dc_date = self.dublin_core.as_deref().and_then(|dc| dc.dates.first());
        let modified = self.dc_terms.as_deref().and_then(|t| t.modified.as_ref());
        [self.updated.as_ref(), dc_date, modified]
            .into_iter()
            .flatten()
    }

    /// What identifies the item: the RSS `guid`, Atom `id` or JSON Feed
    /// `id`, else RSS 1.0's `rdf:about`, else the [`link`](Self::link).
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"><channel>
    ///   <item><guid isPermaLink="false">post-1</guid></item>
    ///   <item><link>https://example.org/2</link></item></channel></rss>"#)?;
    /// assert_eq!(channel.items[0].id(), Some("post-1"));
    /// assert_eq!(channel.items[1].id(), Some("https://example.org/2"));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn id(&self) -> Option<&str> {
        let guid = self.guid.as_ref().map(|g| g.value.as_str());
        guid.filter(|g| !g.is_empty())
            .or(self.about.as_deref().filter(|a| !a.is_empty()))
            .or_else(|| self.link())
    }

    /// The item's page: the first alternate link (RSS `link`, Atom
    /// `rel="alternate"` or no `rel`, JSON Feed `url`), else a guid that is
    /// a permalink (no `isPermaLink="false"`).
    ///
    /// feedparser takes the last RSS `link` and any Atom id as the link;
    /// this takes the first alternate (Atom allows one per type and
    /// language; RSS has one), and an Atom id only through
    /// [`id`](Self::id): an id need not be a page (`urn:uuid:...`).
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"><channel><item>
    ///     <guid>https://example.org/a</guid></item></channel></rss>"#).unwrap();
    /// assert_eq!(channel.items[0].link(), Some("https://example.org/a"));
    /// ```
    pub fn link(&self) -> Option<&str> {
        self.links
            .iter()
            .find(|l| l.is_alternate() && !l.href.as_str().is_empty())
            .map(|l| l.href.as_str())
            .or_else(|| {
                self.guid
                    .as_ref()
                    .filter(|g| g.is_permalink() && !g.value.is_empty())
                    .map(|g| g.value.as_str())
            })
    }

    /// The title: RSS or Atom `title`, JSON Feed `title`, else `dc:title`,
    /// `media:title`, `itunes:title`.
    pub fn title(&self) -> Option<TextRef<'_>> {
        let dc = self.dublin_core.as_deref();
        let media = self.media.as_deref();
        self.title
            .as_ref()
            .map(TextRef::from)
            .or_else(|| {
                dc.and_then(|dc| dc.first(DcElement::Title))
                    .map(TextRef::plain)
            })
            .or_else(|| media.and_then(|m| m.title.as_ref()).map(TextRef::from))
            .or_else(|| {
                let itunes = self.itunes.as_deref();
                itunes.and_then(|i| i.title.as_deref()).map(TextRef::plain)
            })
    }

    /// The title's text, if any (see [`title`](Self::title)).
    pub fn title_text(&self) -> Option<&str> {
        self.title().map(|t| t.value)
    }

    /// A summary of the item: RSS `description`, Atom `summary`, JSON Feed
    /// `summary`, else `dc:description`, `itunes:summary`,
    /// `itunes:subtitle`, the first `media:description`.
    ///
    /// feedparser takes whichever of these comes first in the document,
    /// and the content when there is none; this prefers the format's own
    /// element, and gives no summary rather than the content, so that a
    /// program showing both does not show one text twice.
    ///
    /// ```
    /// use feedwright::TextKind;
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><item>
    ///   <itunes:summary>Episode one, in which nothing happens.</itunes:summary>
    /// </item></channel></rss>"#)?;
    /// let summary = channel.items[0].summary().unwrap();
    /// assert_eq!(summary.value, "Episode one, in which nothing happens.");
    /// assert_eq!(summary.kind, TextKind::Text);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn summary(&self) -> Option<TextRef<'_>> {
        let dc = self.dublin_core.as_deref();
        let itunes = self.itunes.as_deref();
        self.description
            .as_ref()
            .map(TextRef::from)
            .or(dc
                .and_then(|dc| dc.first(DcElement::Description))
                .map(TextRef::html))
            .or(itunes
                .and_then(|i| i.summary.as_deref())
                .map(TextRef::plain))
            .or(itunes
                .and_then(|i| i.subtitle.as_deref())
                .map(TextRef::plain))
            .or_else(|| first_media_description(self.media.as_deref()))
    }

    /// The full text: `content:encoded`, Atom `content`, `xhtml:body`, JSON
    /// Feed `content_html` (else `content_text`). Only content that is text
    /// (plain, HTML or XHTML) is an answer: an Atom content of another
    /// media type, one in base64 (Atom 0.3 `mode="base64"`), or one that
    /// lives at a `src` URL is not; [`Item::content`](field@Item::content)
    /// holds it as written.
    ///
    /// ```
    /// use feedwright::TextKind;
    /// let channel = feedwright::parse(br#"<feed xmlns="http://www.w3.org/2005/Atom"><entry>
    ///   <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></div></content>
    /// </entry></feed>"#)?;
    /// let content = channel.items[0].content().unwrap();
    /// assert_eq!((content.value, content.kind), ("<p>Hi</p>", TextKind::Xhtml));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn content(&self) -> Option<TextRef<'_>> {
        let content = self.content.as_ref()?;
        // Atom 0.3 wrote XHTML as `mode="xml"` of an XHTML media type.
        let xhtml = content.media_type.as_deref() == Some("application/xhtml+xml");
        let textual = match content.mode {
            ContentMode::Inline => content.media_type.is_none() || xhtml,
            ContentMode::Xml => xhtml,
            ContentMode::Base64 => false,
        } && !(content.value.is_empty() && content.src.is_some());
        textual.then(|| TextRef {
            value: &content.value,
            kind: content.kind,
            lang: content.lang.as_deref(),
            base: content.base.as_deref(),
        })
    }

    /// Who wrote the item, each person once: RSS `author` and Atom or JSON
    /// Feed authors, then `dc:creator`, `itunes:author`,
    /// `googleplay:author`.
    ///
    /// An Atom entry with no author of its own has its feed's (RFC 4287,
    /// 4.2.1); ask [`Channel::authors`](crate::Channel::authors) then.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><item>
    ///   <dc:creator>Ann</dc:creator></item></channel></rss>"#)?;
    /// let names: Vec<_> = channel.items[0].authors().filter_map(|p| p.name).collect();
    /// assert_eq!(names, ["Ann"]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn authors(&self) -> impl Iterator<Item = PersonRef<'_>> {
        let itunes = self.itunes.as_deref().and_then(|i| i.author.as_deref());
        let google = self
            .google_play
            .as_deref()
            .and_then(|g| g.author.as_deref());
        people(
            self.authors.iter(),
            self.dublin_core.as_deref(),
            [itunes, google],
        )
    }

    /// The item's categories, each once: RSS and Atom categories,
    /// `dc:subject`, iTunes categories and keywords, then Media RSS
    /// categories and keywords at every level of its tree, the order and
    /// schemes feedparser's `tags` have.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><item>
    ///   <category domain="https://example.org/tags">rust</category><dc:subject>feeds</dc:subject>
    /// </item></channel></rss>"#)?;
    /// let tags: Vec<_> = channel.items[0].categories().map(|c| (c.term, c.scheme)).collect();
    /// assert_eq!(tags, [("rust", Some("https://example.org/tags")), ("feeds", None)]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn categories(&self) -> impl Iterator<Item = CategoryRef<'_>> {
        let itunes = self.itunes.as_deref();
        let all = own_categories(&self.categories)
            .chain(dc_subjects(self.dublin_core.as_deref()))
            .chain(itunes_categories(
                itunes.map_or(&[][..], |i| &i.categories[..]),
            ))
            .chain(keywords(
                itunes.and_then(|i| i.keywords.as_deref()),
                Some(ITUNES_SCHEME),
            ))
            .chain(media_categories(self.media.as_deref()));
        each_once(all)
    }

    /// The media files attached to the item, each URL once: RSS
    /// enclosures, Atom links with `rel="enclosure"` (JSON Feed
    /// attachments), Media RSS contents with a URL, at every level of its
    /// tree, then Podcasting 2.0 alternate enclosures (by their first
    /// source, with every source in [`sources`](EnclosureRef::sources)).
    /// Where two name the same URL, the first gives what it has and the
    /// others fill in what it lacks (a `media:content` often gives the
    /// duration an RSS enclosure cannot; the alternate enclosure marked
    /// `default` for the enclosure's own file, its title and bitrate).
    ///
    /// feedparser's `enclosures` hold the first two kinds only.
    ///
    /// ```
    /// use std::time::Duration;
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><item>
    ///   <enclosure url="https://example.org/1.mp3" length="1234" type="audio/mpeg"/>
    ///   <itunes:duration>1:02:03</itunes:duration>
    /// </item></channel></rss>"#)?;
    /// let episode = channel.items[0].enclosures().next().unwrap();
    /// assert_eq!(episode.url, "https://example.org/1.mp3");
    /// assert_eq!(episode.media_type, Some("audio/mpeg"));
    /// assert_eq!(episode.length, Some(1234));
    /// assert_eq!(episode.duration, Some(Duration::from_secs(3723)));
    ///
    /// use feedwright::model::EnclosureOrigin;
    /// let channel = feedwright::parse(br#"<rss version="2.0"
    ///     xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><item>
    ///   <enclosure url="https://example.org/1.mp3" length="1234" type="audio/mpeg"/>
    ///   <podcast:alternateEnclosure type="audio/mpeg" bitrate="128000" default="true">
    ///     <podcast:source uri="https://example.org/1.mp3"/>
    ///     <podcast:source uri="ipfs://QmHash"/>
    ///   </podcast:alternateEnclosure>
    ///   <podcast:alternateEnclosure type="video/mp4" height="1080" title="Video">
    ///     <podcast:source uri="https://example.org/1.mp4"/>
    ///   </podcast:alternateEnclosure>
    /// </item></channel></rss>"#)?;
    /// let files: Vec<_> = channel.items[0].enclosures().collect();
    /// assert_eq!(files.len(), 2);
    /// assert_eq!(files[0].origin, EnclosureOrigin::Enclosure);
    /// assert!(files[0].is_default);
    /// assert_eq!(files[0].bitrate, Some(128_000));
    /// assert_eq!(files[0].sources[1].uri.as_str(), "ipfs://QmHash");
    /// assert_eq!((files[1].title, files[1].height), (Some("Video"), Some(1080)));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn enclosures(&self) -> impl Iterator<Item = EnclosureRef<'_>> {
        // One answer per URL, where it first appears, completed by the
        // later ones; found by URL in a map, not by comparing each with
        // every other (an item may hold thousands).
        let mut kept: Vec<EnclosureRef<'_>> = Vec::new();
        let mut at: std::collections::HashMap<&str, usize, super::Hasher> =
            std::collections::HashMap::default();
        for candidate in self.enclosure_candidates() {
            match at.get(candidate.url) {
                Some(&index) => {
                    if let Some(first) = kept.get_mut(index) {
                        *first = first.completed_by(candidate);
                    }
                }
                None => {
                    at.insert(candidate.url, kept.len());
                    kept.push(candidate);
                }
            }
        }
        kept.into_iter()
    }

    /// Every enclosure answer, duplicates and all, in the order
    /// [`enclosures`](Self::enclosures) gives them.
    fn enclosure_candidates(&self) -> impl Iterator<Item = EnclosureRef<'_>> + Clone {
        let rss = self.enclosures.iter().filter_map(|e| {
            (!e.url.as_str().is_empty()).then_some(EnclosureRef {
                media_type: e.media_type.as_deref(),
                length: e.length,
                ..EnclosureRef::at(e.url.as_str(), EnclosureOrigin::Enclosure)
            })
        });
        let atom = self.links.iter().filter_map(EnclosureRef::of_link);
        // itunes:duration is the episode's: it belongs to the enclosure
        // only when there is one.
        let single = rss.clone().chain(atom.clone()).nth(1).is_none();
        let itunes = self.itunes.as_deref().and_then(|i| i.duration.as_deref());
        let duration = itunes.filter(|_| single).and_then(parse_duration);
        let media = self
            .media
            .as_deref()
            .into_iter()
            .flat_map(Media::levels)
            .flat_map(|level| &level.contents)
            .filter_map(|c| {
                let url = c.url.as_ref()?.as_str();
                (!url.is_empty()).then(|| EnclosureRef {
                    media_type: c.media_type.as_deref(),
                    length: c.file_size,
                    duration: c.duration.as_deref().and_then(parse_duration),
                    // Media RSS gives kilobits per second.
                    bitrate: bits_per_second(c.bitrate.as_deref(), 1000.0),
                    height: c.height.map(u64::from),
                    language: c.lang.as_deref(),
                    title: c
                        .metadata
                        .as_deref()
                        .and_then(|m| m.title.as_ref())
                        .map(|t| t.value.as_str()),
                    is_default: is_true(c.is_default.as_deref()),
                    ..EnclosureRef::at(url, EnclosureOrigin::MediaContent)
                })
            });
        let alternates = self
            .podcast
            .as_deref()
            .into_iter()
            .flat_map(|p| &p.alternate_enclosures)
            .filter_map(|alternate| {
                let url = alternate.sources.first()?.uri.as_str();
                (!url.is_empty()).then(|| EnclosureRef {
                    media_type: Some(alternate.media_type.as_str()),
                    length: alternate.length,
                    bitrate: bits_per_second(alternate.bitrate.as_deref(), 1.0),
                    height: alternate.height,
                    language: alternate.lang.as_deref(),
                    title: alternate.title.as_deref(),
                    is_default: is_true(alternate.default.as_deref()),
                    sources: &alternate.sources,
                    ..EnclosureRef::at(url, EnclosureOrigin::AlternateEnclosure)
                })
            });
        rss.chain(atom)
            .map(move |e| EnclosureRef {
                duration: e.duration.or(duration),
                ..e
            })
            .chain(media)
            .chain(alternates)
    }

    /// An image for the item: `itunes:image`, the first `media:thumbnail`
    /// at any level of its Media RSS tree, `googleplay:image`, then the
    /// first `media:content` with `medium="image"`.
    pub fn image(&self) -> Option<&str> {
        let media = || self.media.as_deref().into_iter().flat_map(Media::levels);
        let itunes = self.itunes.as_deref().and_then(|i| i.image.as_ref());
        let google = self.google_play.as_deref().and_then(|g| g.image.as_ref());
        itunes
            .map(|u| u.as_str())
            .or_else(|| {
                media()
                    .flat_map(|l| &l.thumbnails)
                    .map(|t| t.url.as_str())
                    .find(|u| !u.is_empty())
            })
            .or(google.map(|u| u.as_str()))
            .or_else(|| {
                media()
                    .flat_map(|l| &l.contents)
                    .filter(|c| c.medium.as_deref() == Some("image"))
                    .find_map(|c| c.url.as_ref().map(|u| u.as_str()))
            })
            .filter(|u| !u.is_empty())
    }

    /// The item's language: `dc:language`, else the `xml:lang` in scope on it.
    pub fn language(&self) -> Option<&str> {
        let dc = self.dublin_core.as_deref();
        dc.and_then(|dc| dc.first(DcElement::Language))
            .or(self.xml_lang.as_deref())
            .filter(|l| !l.is_empty())
    }
}

/// A bitrate given in `unit` bits per second, as whole bits per second.
fn bits_per_second(value: Option<&str>, unit: f64) -> Option<u64> {
    let bits = value?.trim().parse::<f64>().ok()? * unit;
    // `as` saturates; a negative or non-finite rate is no rate.
    (bits.is_finite() && bits >= 0.0).then(|| bits.round() as u64)
}

/// A boolean attribute: `true` (in any case) or nothing.
fn is_true(value: Option<&str>) -> bool {
    value.is_some_and(|v| v.trim().eq_ignore_ascii_case("true"))
}
