//! Building a feed from Python's keyword arguments: `feedwright.Item(...)`
//! and `feedwright.Channel(...)` with text where the model has parts (a
//! `title` string, a `link`) come here as plain values, go through the
//! crate's builders (the same parsing of URLs and dates, the same
//! publishing defaults), and go back as the model's plain form.

use feedwright::model::{ITunesCategory, ITunesOwner};
use feedwright::{BuildError, Category, Channel, Enclosure, Guid, Item, ItemBuilder, Person};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use serde::Deserialize;

use crate::model;

/// A person: a name, or the parts of one.
#[derive(Deserialize)]
#[serde(untagged)]
enum PersonSpec {
    Name(String),
    Parts {
        name: String,
        #[serde(default)]
        email: Option<String>,
        #[serde(default)]
        uri: Option<String>,
    },
}

impl From<PersonSpec> for Person {
    fn from(spec: PersonSpec) -> Person {
        match spec {
            PersonSpec::Name(name) => Person::new(name),
            PersonSpec::Parts { name, email, uri } => {
                let mut person = Person::new(name);
                person.email = email;
                person.uri = uri.map(feedwright::Uri::new);
                person
            }
        }
    }
}

/// An attached file: `{"url": ..., "length": ..., "type": ...}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EnclosureSpec {
    url: String,
    length: u64,
    #[serde(rename = "type")]
    media_type: String,
}

/// A linked file of a podcast (a transcript, chapters): `{"url": ..., "type": ...}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSpec {
    url: String,
    #[serde(rename = "type")]
    media_type: String,
}

/// `feedwright.Item(...)`'s keywords.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ItemSpec {
    title: Option<String>,
    link: Option<String>,
    guid: Option<String>,
    permalink: Option<String>,
    description: Option<String>,
    description_html: Option<String>,
    content_html: Option<String>,
    content_text: Option<String>,
    pub_date: Option<String>,
    updated: Option<String>,
    comments: Option<String>,
    #[serde(default)]
    authors: Vec<PersonSpec>,
    #[serde(default)]
    categories: Vec<String>,
    #[serde(default)]
    enclosures: Vec<EnclosureSpec>,
    /// The episode's length in seconds.
    duration: Option<u64>,
    episode: Option<u32>,
    season: Option<u32>,
    explicit: Option<bool>,
    transcript: Option<FileSpec>,
    chapters: Option<FileSpec>,
}

impl ItemSpec {
    fn builder(self) -> ItemBuilder {
        let mut item = Item::builder();
        let text = [
            (
                self.title,
                ItemBuilder::title as fn(ItemBuilder, String) -> ItemBuilder,
            ),
            (self.link, ItemBuilder::link),
            (self.description, ItemBuilder::description),
            (self.description_html, ItemBuilder::description_html),
            (self.content_html, ItemBuilder::content_html),
            (self.content_text, ItemBuilder::content_text),
            (self.pub_date, ItemBuilder::pub_date),
            (self.updated, ItemBuilder::updated),
            (self.comments, ItemBuilder::comments),
        ];
        for (value, set) in text {
            if let Some(value) = value {
                item = set(item, value);
            }
        }
        if let Some(guid) = self.guid {
            item = item.guid(Guid::new(guid));
        }
        if let Some(url) = self.permalink {
            item = item.guid(Guid::permalink(url));
        }
        for person in self.authors {
            item = item.author(Person::from(person));
        }
        for term in self.categories {
            item = item.category(Category::new(term));
        }
        if let Some(secs) = self.duration {
            item = item.duration(std::time::Duration::from_secs(secs));
        }
        if let Some(number) = self.episode {
            item = item.episode(number);
        }
        if let Some(number) = self.season {
            item = item.season(number);
        }
        if let Some(explicit) = self.explicit {
            item = item.explicit(explicit);
        }
        if let Some(file) = self.transcript {
            item = item.transcript(file.url, file.media_type);
        }
        if let Some(file) = self.chapters {
            item = item.chapters(file.url, file.media_type);
        }
        item.enclosures(
            self.enclosures
                .into_iter()
                .map(|e| Enclosure::new(e.url, e.length, e.media_type)),
        )
    }
}

/// `feedwright.Channel(...)`'s keywords; `items` are model items
/// (`feedwright.Item(...)` has built them already).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChannelSpec {
    title: String,
    link: String,
    description: Option<String>,
    language: Option<String>,
    rights: Option<String>,
    generator: Option<String>,
    image: Option<String>,
    icon: Option<String>,
    logo: Option<String>,
    feed_url: Option<String>,
    hub: Option<String>,
    id: Option<String>,
    pub_date: Option<String>,
    last_build_date: Option<String>,
    ttl: Option<u32>,
    keep_newest: Option<usize>,
    #[serde(default)]
    keep_item_order: bool,
    #[serde(default)]
    authors: Vec<PersonSpec>,
    #[serde(default)]
    categories: Vec<String>,
    #[serde(default)]
    items: Vec<Item>,
    podcast_category: Option<String>,
    podcast_image: Option<String>,
    podcast_owner: Option<OwnerSpec>,
    podcast_guid: Option<String>,
    explicit: Option<bool>,
    #[serde(default)]
    funding: Vec<FundingSpec>,
}

/// A podcast's owner: `{"name": ..., "email": ...}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OwnerSpec {
    name: String,
    email: String,
}

/// Where to support a show: `{"url": ..., "label": ...}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FundingSpec {
    url: String,
    label: String,
}

impl ChannelSpec {
    fn build(self) -> Result<Channel, BuildError> {
        type Set = fn(feedwright::ChannelBuilder, String) -> feedwright::ChannelBuilder;
        let mut channel = Channel::builder(self.title, self.link);
        let text: [(Option<String>, Set); 11] = [
            (self.description, |b, v| b.description(v)),
            (self.language, |b, v| b.language(v)),
            (self.rights, |b, v| b.rights(v)),
            (self.generator, |b, v| b.generator(v)),
            (self.image, |b, v| b.image(v)),
            (self.icon, |b, v| b.icon(v)),
            (self.logo, |b, v| b.logo(v)),
            (self.feed_url, |b, v| b.feed_url(v)),
            (self.hub, |b, v| b.hub(v)),
            (self.pub_date, |b, v| b.pub_date(v)),
            (self.last_build_date, |b, v| b.last_build_date(v)),
        ];
        for (value, set) in text {
            if let Some(value) = value {
                channel = set(channel, value);
            }
        }
        if let Some(id) = self.id {
            channel = channel.id(id);
        }
        if let Some(minutes) = self.ttl {
            channel = channel.ttl(minutes);
        }
        if let Some(count) = self.keep_newest {
            channel = channel.keep_newest(count);
        }
        if self.keep_item_order {
            channel = channel.keep_item_order();
        }
        for person in self.authors {
            channel = channel.author(Person::from(person));
        }
        for term in self.categories {
            channel = channel.category(Category::new(term));
        }
        if let Some(name) = self.podcast_category {
            channel = channel.podcast_category(ITunesCategory::new(name));
        }
        if let Some(url) = self.podcast_image {
            channel = channel.podcast_image(url);
        }
        if let Some(owner) = self.podcast_owner {
            channel = channel.podcast_owner(ITunesOwner::new(owner.name, owner.email));
        }
        if let Some(guid) = self.podcast_guid {
            channel = channel.podcast_guid(guid);
        }
        if let Some(explicit) = self.explicit {
            channel = channel.explicit(explicit);
        }
        for funding in self.funding {
            channel = channel.funding(funding.url, funding.label);
        }
        channel.items(self.items).build()
    }
}

/// The keywords as a spec: a `TypeError` for one the builder does not
/// take or a value of the wrong type.
fn spec<T: for<'de> Deserialize<'de>>(fields: &Bound<'_, PyAny>, what: &str) -> PyResult<T> {
    let value = model::from_python(fields)?;
    serde_json::from_value(value).map_err(|e| PyTypeError::new_err(format!("{what}: {e}")))
}

fn built<T: serde::Serialize>(py: Python<'_>, built: Result<T, BuildError>) -> PyResult<Py<PyAny>> {
    let built = built.map_err(|e| PyValueError::new_err(e.to_string()))?;
    let value = serde_json::to_value(&built).map_err(|e| PyValueError::new_err(e.to_string()))?;
    model::to_python(py, &value)
}

/// An item built from `feedwright.Item`'s keywords, in the model's plain form.
#[pyfunction]
pub(crate) fn build_item(py: Python<'_>, fields: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let spec: ItemSpec = spec(fields, "Item")?;
    built(py, spec.builder().build())
}

/// A channel built from `feedwright.Channel`'s keywords, in the model's plain form.
#[pyfunction]
pub(crate) fn build_channel(py: Python<'_>, fields: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let spec: ChannelSpec = spec(fields, "Channel")?;
    built(py, spec.build())
}
