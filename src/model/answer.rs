//! Answers: what a program asks of a feed ("when was it published?", "where
//! is the audio?"), the same for every format.
//!
//! The model keeps every element in its own field, so one question has its
//! answer in several places: an RSS 1.0 item's date is `dc:date`, a
//! podcast's episode may be an RSS enclosure, an Atom link or a Media RSS
//! content. The methods on [`Channel`](super::Channel) and
//! [`Item`](super::Item) (in `answer/`) look in each place in a documented
//! order and hand back borrows of the model. This file holds what they hand
//! back and the pieces both use.

use std::time::Duration;

use super::{
    Category, DcElement, DcTerms, DublinCore, ITunesCategory, Link, Media, Person, PodcastSource,
    Text, TextKind, Timestamp,
};

mod channel;
mod identity;
mod item;
mod podcast;

pub use podcast::{ImageOrigin, ImageRef};

/// A text as an answer gives it: its value and what kind of text it is.
///
/// Borrowed from a [`Text`], a [`Content`](super::Content) or an element
/// that holds plain text (`itunes:summary`, `dc:title`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct TextRef<'a> {
    /// The text, entities decoded; HTML and XHTML as markup.
    pub value: &'a str,
    /// Plain text, HTML or XHTML.
    pub kind: TextKind,
    /// The `xml:lang` the element declared or inherited, if known.
    pub lang: Option<&'a str>,
    /// The `xml:base` relative URLs inside HTML resolve against, if known.
    pub base: Option<&'a str>,
}

impl<'a> TextRef<'a> {
    pub(crate) fn plain(value: &'a str) -> Self {
        TextRef {
            value,
            kind: TextKind::Text,
            lang: None,
            base: None,
        }
    }

    pub(crate) fn html(value: &'a str) -> Self {
        TextRef {
            kind: TextKind::Html,
            ..TextRef::plain(value)
        }
    }
}

impl<'a> From<&'a Text> for TextRef<'a> {
    fn from(text: &'a Text) -> Self {
        TextRef {
            value: &text.value,
            kind: text.kind,
            lang: text.lang.as_deref(),
            base: text.base.as_deref(),
        }
    }
}

/// A person as an answer gives it: an Atom or RSS person, or the text of an
/// element that names one (`dc:creator`, `itunes:author`), which goes in
/// `name` as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct PersonRef<'a> {
    /// The name.
    pub name: Option<&'a str>,
    /// The email address.
    pub email: Option<&'a str>,
    /// The person's page.
    pub uri: Option<&'a str>,
}

impl<'a> PersonRef<'a> {
    fn named(name: &'a str) -> Option<Self> {
        let name = name.trim();
        (!name.is_empty()).then_some(PersonRef {
            name: Some(name),
            email: None,
            uri: None,
        })
    }

    fn of(person: &'a Person) -> Option<Self> {
        let email = person.email.as_deref().filter(|e| !e.is_empty());
        let found = PersonRef {
            // `ann@example.org (ann@example.org)` names no one.
            name: person
                .name
                .as_deref()
                .filter(|n| !n.is_empty() && Some(*n) != email),
            email,
            uri: person.uri.as_ref().map(|u| u.as_str()),
        };
        (found.name.is_some() || found.email.is_some()).then_some(found)
    }

    /// Whether two answers name the same person: the same name, or with no
    /// name on either, the same email. `people_once` keeps this in sets;
    /// the tests hold it to this definition.
    #[cfg(test)]
    fn same(&self, other: &Self) -> bool {
        match (self.name, other.name) {
            (Some(a), Some(b)) => a == b,
            _ => self.email.is_some() && self.email == other.email,
        }
    }
}

/// A category as an answer gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CategoryRef<'a> {
    /// The term (never empty).
    pub term: &'a str,
    /// The scheme (taxonomy) it belongs to: RSS `domain`, Atom `scheme`,
    /// [`ITUNES_SCHEME`] for iTunes categories and keywords,
    /// [`MEDIA_CATEGORY_SCHEME`] for a `media:category` that names none.
    pub scheme: Option<&'a str>,
    /// A human-readable label (Atom `label`, Media RSS `label`).
    pub label: Option<&'a str>,
}

/// The scheme of iTunes categories and keywords (the one feedparser gives them).
pub const ITUNES_SCHEME: &str = "http://www.itunes.com/";

/// The scheme Media RSS gives a `media:category` that names none.
pub const MEDIA_CATEGORY_SCHEME: &str = "http://search.yahoo.com/mrss/category_schema";

/// A media file attached to an item, as an answer gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct EnclosureRef<'a> {
    /// The file's URL (never empty); for a `podcast:alternateEnclosure`,
    /// its first source's.
    pub url: &'a str,
    /// Its media type (`audio/mpeg`).
    pub media_type: Option<&'a str>,
    /// Its size in bytes.
    pub length: Option<u64>,
    /// How long it plays: `media:content duration`, or the item's
    /// `itunes:duration` for an item with one RSS or Atom enclosure.
    pub duration: Option<Duration>,
    /// Where it was found (the first place, when several name the URL).
    pub origin: EnclosureOrigin,
    /// Its average bitrate in bits per second (`podcast:alternateEnclosure
    /// bitrate`; `media:content bitrate`, which is in kilobits, times 1,000).
    pub bitrate: Option<u64>,
    /// The height in pixels of a video.
    pub height: Option<u64>,
    /// The language of the media (`lang`).
    pub language: Option<&'a str>,
    /// A short name for this version (`podcast:alternateEnclosure title`).
    pub title: Option<&'a str>,
    /// Whether the feed marks it the file to prefer
    /// (`podcast:alternateEnclosure default`, `media:content isDefault`).
    pub is_default: bool,
    /// Every URI the file can be fetched from, with the transport's media
    /// type (`podcast:source`; empty for the other places).
    pub sources: &'a [PodcastSource],
}

/// Where an [`EnclosureRef`] was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum EnclosureOrigin {
    /// An RSS `<enclosure>` (a JSON Feed attachment).
    Enclosure,
    /// An Atom `<link rel="enclosure">`.
    AtomLink,
    /// A Media RSS `<media:content>`, at any level.
    MediaContent,
    /// A `<podcast:alternateEnclosure>`.
    AlternateEnclosure,
}

impl<'a> EnclosureRef<'a> {
    /// An answer with only its URL and origin known.
    pub(crate) fn at(url: &'a str, origin: EnclosureOrigin) -> Self {
        EnclosureRef {
            url,
            media_type: None,
            length: None,
            duration: None,
            origin,
            bitrate: None,
            height: None,
            language: None,
            title: None,
            is_default: false,
            sources: &[],
        }
    }

    /// The fields `self` lacks, taken from another answer for the same URL.
    fn completed_by(self, other: EnclosureRef<'a>) -> Self {
        EnclosureRef {
            url: self.url,
            media_type: self.media_type.or(other.media_type),
            length: self.length.or(other.length),
            duration: self.duration.or(other.duration),
            origin: self.origin,
            bitrate: self.bitrate.or(other.bitrate),
            height: self.height.or(other.height),
            language: self.language.or(other.language),
            title: self.title.or(other.title),
            is_default: self.is_default || other.is_default,
            sources: if self.sources.is_empty() {
                other.sources
            } else {
                self.sources
            },
        }
    }

    fn of_link(link: &'a Link) -> Option<Self> {
        (link.rel.as_deref() == Some("enclosure") && !link.href.as_str().is_empty()).then(|| {
            EnclosureRef {
                media_type: link.media_type.as_deref(),
                length: link.length,
                ..EnclosureRef::at(link.href.as_str(), EnclosureOrigin::AtomLink)
            }
        })
    }
}

impl super::Source {
    /// The source feed's categories, each once.
    pub fn categories(&self) -> impl Iterator<Item = CategoryRef<'_>> {
        each_once(own_categories(&self.categories))
    }
}

/// The places a publication date is kept, first to last: the format's
/// own, then `dcterms:issued`.
fn publication_stamps<'a>(
    own: Option<&'a Timestamp>,
    terms: Option<&'a DcTerms>,
) -> impl Iterator<Item = &'a Timestamp> {
    let issued = terms.and_then(|t| t.issued.as_ref());
    [own, issued].into_iter().flatten()
}

/// The places a date of change is kept, first to last: the format's own,
/// then `dc:date`, then `dcterms:modified`.
fn change_stamps<'a>(
    own: Option<&'a Timestamp>,
    dc: Option<&'a DublinCore>,
    terms: Option<&'a DcTerms>,
) -> impl Iterator<Item = &'a Timestamp> {
    let dc_date = dc.and_then(|dc| dc.dates.first());
    let modified = terms.and_then(|t| t.modified.as_ref());
    [own, dc_date, modified].into_iter().flatten()
}

/// The people of a channel or item, each once: its own (Atom, RSS, JSON
/// Feed), then `dc:creator`, then the text of the namespaces' author
/// elements (`itunes:author`, `googleplay:author`).
fn people<'a>(
    own: impl Iterator<Item = &'a Person> + Clone,
    dc: Option<&'a DublinCore>,
    named: [Option<&'a str>; 2],
) -> impl Iterator<Item = PersonRef<'a>> {
    let creators = dc.into_iter().flat_map(|dc| dc.all(DcElement::Creator));
    let all = own.filter_map(PersonRef::of).chain(
        creators
            .chain(named.into_iter().flatten())
            .filter_map(PersonRef::named),
    );
    people_once(all)
}

/// The first `media:description` at any level of a Media RSS tree.
fn first_media_description(media: Option<&Media>) -> Option<TextRef<'_>> {
    let mut levels = media.into_iter().flat_map(Media::levels);
    levels
        .find_map(|l| l.description.as_ref())
        .map(TextRef::from)
}

/// The hasher of the sets that find repeats: foldhash, seeded per set.
/// SipHash, the standard one, cost more than the lookups' other work on
/// an item's few categories and people; a per-set seed still keeps a feed
/// from choosing names that collide.
pub(crate) type Hasher = foldhash::fast::RandomState;

/// Each item once: an item is dropped when one before it is equal. The
/// items seen are kept in a set: a list is usually short, but a feed can
/// hold thousands of categories, and comparing each with every earlier one
/// took longer than reading the feed.
fn each_once<T, I>(items: I) -> impl Iterator<Item = T>
where
    T: Copy + Eq + std::hash::Hash,
    I: Iterator<Item = T>,
{
    let mut seen = std::collections::HashSet::with_hasher(Hasher::default());
    items.filter(move |item| seen.insert(*item))
}

/// Each person once: one is dropped when it is the same (`PersonRef::same`)
/// as one before it: the same name, or, where either has none, the same
/// email. Kept in sets, as `each_once` keeps its items.
fn people_once<'a>(
    people: impl Iterator<Item = PersonRef<'a>>,
) -> impl Iterator<Item = PersonRef<'a>> {
    use std::collections::HashSet;
    // The names of the people seen, the emails of those with no name, and
    // every email.
    let set = || HashSet::with_hasher(Hasher::default());
    let (mut names, mut unnamed_emails, mut emails) = (set(), set(), set());
    people.filter(move |p| {
        let seen = match p.name {
            Some(name) => {
                names.contains(name) || p.email.is_some_and(|e| unnamed_emails.contains(e))
            }
            None => p.email.is_some_and(|e| emails.contains(e)),
        };
        match (p.name, p.email) {
            (Some(name), _) => {
                names.insert(name);
            }
            (None, Some(email)) => {
                unnamed_emails.insert(email);
            }
            (None, None) => {}
        }
        if let Some(email) = p.email {
            emails.insert(email);
        }
        !seen
    })
}

/// The categories of a list of RSS or Atom categories.
fn own_categories(categories: &[Category]) -> impl Iterator<Item = CategoryRef<'_>> + Clone {
    categories.iter().filter_map(|c| {
        let term = c.term.trim();
        (!term.is_empty()).then_some(CategoryRef {
            term,
            scheme: c.scheme.as_deref().filter(|s| !s.is_empty()),
            label: c.label.as_deref().filter(|l| !l.is_empty()),
        })
    })
}

/// `dc:subject` terms.
fn dc_subjects(dc: Option<&DublinCore>) -> impl Iterator<Item = CategoryRef<'_>> + Clone {
    dc.into_iter()
        .flat_map(|dc| dc.all(DcElement::Subject))
        .filter_map(|term| term_in(term, None))
}

/// iTunes categories, each subcategory after its parent (Apple allows one level).
fn itunes_categories(
    categories: &[ITunesCategory],
) -> impl Iterator<Item = CategoryRef<'_>> + Clone {
    categories
        .iter()
        .flat_map(|c| std::iter::once(c).chain(&c.subcategories))
        .filter_map(|c| term_in(&c.text, Some(ITUNES_SCHEME)))
}

/// Comma-separated keywords, each a term in `scheme`.
fn keywords<'a>(
    keywords: Option<&'a str>,
    scheme: Option<&'a str>,
) -> impl Iterator<Item = CategoryRef<'a>> + Clone {
    keywords
        .into_iter()
        .flat_map(|k| k.split(','))
        .filter_map(move |term| term_in(term, scheme))
}

/// `media:category` and `media:keywords` at every level of a Media RSS tree.
fn media_categories(media: Option<&Media>) -> impl Iterator<Item = CategoryRef<'_>> + Clone {
    media.into_iter().flat_map(Media::levels).flat_map(|level| {
        level
            .categories
            .iter()
            .filter_map(|c| {
                let term = c.value.trim();
                (!term.is_empty()).then_some(CategoryRef {
                    term,
                    scheme: Some(c.scheme.as_deref().unwrap_or(MEDIA_CATEGORY_SCHEME)),
                    label: c.label.as_deref(),
                })
            })
            .chain(keywords(level.keywords.as_deref(), None))
    })
}

fn term_in<'a>(term: &'a str, scheme: Option<&'a str>) -> Option<CategoryRef<'a>> {
    let term = term.trim();
    (!term.is_empty()).then_some(CategoryRef {
        term,
        scheme,
        label: None,
    })
}

/// A duration as feeds write one: seconds (`3600`, `93.5`), `MM:SS` or
/// `HH:MM:SS` (`itunes:duration`, `media:content duration`). `None` for
/// anything else, never a guess.
///
/// ```
/// use std::time::Duration;
/// use feedwright::model::parse_duration;
/// assert_eq!(parse_duration("1:02:03"), Some(Duration::from_secs(3723)));
/// assert_eq!(parse_duration("45:10"), Some(Duration::from_secs(2710)));
/// assert_eq!(parse_duration("93.5"), Some(Duration::from_millis(93_500)));
/// assert_eq!(parse_duration("an hour"), None);
/// ```
pub fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim();
    let parts = text.split(':').count();
    if text.is_empty() || parts > 3 {
        return None;
    }
    let mut seconds = 0.0_f64;
    for (at, part) in text.split(':').enumerate() {
        let last = at + 1 == parts;
        let well_formed = !part.is_empty()
            && part
                .bytes()
                .all(|b| b.is_ascii_digit() || (last && b == b'.'));
        if !well_formed {
            return None;
        }
        seconds = seconds * 60.0 + part.parse::<f64>().ok()?;
    }
    Duration::try_from_secs_f64(seconds).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_in_every_written_form() {
        assert_eq!(parse_duration(" 125 "), Some(Duration::from_secs(125)));
        assert_eq!(parse_duration("01:00"), Some(Duration::from_secs(60)));
        assert_eq!(parse_duration("90:00"), Some(Duration::from_secs(5400)));
        for bad in ["", ":", "1::2", "1:2:3:4", "-5", "1.5:00", "1e9", "PT5M"] {
            assert_eq!(parse_duration(bad), None, "{bad:?}");
        }
        // Too long for a Duration: no panic, no answer.
        assert_eq!(parse_duration(&"9".repeat(400)), None);
    }

    #[test]
    fn people_once_drops_whom_same_says_was_seen() {
        let names = [None, Some("a"), Some("b")];
        let emails = [None, Some("x@e"), Some("y@e")];
        let all: Vec<PersonRef<'_>> = names
            .iter()
            .flat_map(|&name| {
                emails.iter().map(move |&email| PersonRef {
                    name,
                    email,
                    uri: None,
                })
            })
            .collect();
        // Every sequence of three of them, against the quadratic definition.
        for a in &all {
            for b in &all {
                for c in &all {
                    let list = [*a, *b, *c];
                    let expected: Vec<_> = list
                        .iter()
                        .enumerate()
                        .filter(|(at, p)| !list[..*at].iter().any(|e| e.same(p)))
                        .map(|(_, p)| *p)
                        .collect();
                    let kept: Vec<_> = people_once(list.into_iter()).collect();
                    assert_eq!(kept, expected, "{list:?}");
                }
            }
        }
    }

    #[test]
    fn each_once_keeps_the_first_of_each() {
        let kept: Vec<_> = each_once([1, 2, 1, 3, 2].into_iter()).collect();
        assert_eq!(kept, [1, 2, 3]);
    }
}
