//! Constructors for the model's small parts: people, categories, links,
//! guids, enclosures, content, and the iTunes parts a podcast needs. Each
//! takes the values a feed cannot do without and chains the rest; the
//! fields stay public, so a part can also be changed after it is made.
//!
//! URLs are taken as text here and parsed once, when the channel is built
//! ([`ChannelBuilder::build`](super::ChannelBuilder::build)).

use crate::model::{
    Category, Content, Enclosure, Guid, ITunesCategory, ITunesOwner, Link, Person, TextKind, Uri,
};

impl Person {
    /// A person known by name; [`email`](Self::email) and [`uri`](Self::uri) add the rest.
    ///
    /// ```
    /// let ann = feedwright::Person::new("Ann").email("ann@example.org").uri("https://example.org/ann");
    /// assert_eq!(ann.name.as_deref(), Some("Ann"));
    /// assert_eq!(ann.email.as_deref(), Some("ann@example.org"));
    /// assert_eq!(ann.uri.unwrap().as_str(), "https://example.org/ann");
    /// ```
    pub fn new(name: impl Into<String>) -> Self {
        Person {
            name: Some(name.into()),
            ..Person::default()
        }
    }

    /// The person's email address (RSS writes it as `email (Name)`).
    pub fn email(mut self, email: impl Into<String>) -> Self {
        self.email = Some(email.into());
        self
    }

    /// The person's home page (Atom `uri`, JSON Feed `url`).
    pub fn uri(mut self, uri: impl Into<String>) -> Self {
        self.uri = Some(Uri::new(uri));
        self
    }
}

/// A person known by name: `Person::new(name)`.
impl From<&str> for Person {
    fn from(name: &str) -> Self {
        Person::new(name)
    }
}

impl From<String> for Person {
    fn from(name: String) -> Self {
        Person::new(name)
    }
}

impl Category {
    /// A category by its term (RSS text, Atom `term`, JSON Feed tag).
    ///
    /// ```
    /// let c = feedwright::Category::new("rust").scheme("https://example.org/tags/").label("Rust");
    /// assert_eq!((c.term.as_str(), c.label.as_deref()), ("rust", Some("Rust")));
    /// ```
    pub fn new(term: impl Into<String>) -> Self {
        Category {
            term: term.into(),
            ..Category::default()
        }
    }

    /// The vocabulary the term belongs to (RSS `domain`, Atom `scheme`).
    pub fn scheme(mut self, scheme: impl Into<String>) -> Self {
        self.scheme = Some(scheme.into());
        self
    }

    /// A label for people to read (Atom `label`).
    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }
}

impl From<&str> for Category {
    fn from(term: &str) -> Self {
        Category::new(term)
    }
}

impl From<String> for Category {
    fn from(term: String) -> Self {
        Category::new(term)
    }
}

impl Link {
    /// The page a channel or item is about: an RSS `<link>`, an Atom
    /// `<link>` with no `rel` (which means `alternate`).
    ///
    /// ```
    /// let page = feedwright::Link::alternate("https://example.org/1");
    /// assert!(page.is_alternate());
    /// assert_eq!(page.href.as_str(), "https://example.org/1");
    /// ```
    pub fn alternate(href: impl Into<String>) -> Self {
        Link {
            href: Uri::new(href),
            ..Link::default()
        }
    }

    /// A link with a relation: `"self"`, `"hub"`, `"related"`, `"license"`, ...
    ///
    /// ```
    /// let hub = feedwright::Link::with_rel("https://hub.example.org/", "hub");
    /// assert_eq!(hub.rel.as_deref(), Some("hub"));
    /// assert!(!hub.is_alternate());
    /// ```
    pub fn with_rel(href: impl Into<String>, rel: impl Into<String>) -> Self {
        Link {
            href: Uri::new(href),
            rel: Some(rel.into()),
            ..Link::default()
        }
    }

    /// The target's media type (`type`).
    ///
    /// ```
    /// let feed = feedwright::Link::with_rel("https://example.org/feed.xml", "self")
    ///     .media_type("application/rss+xml")
    ///     .title("Notes");
    /// assert_eq!(feed.media_type.as_deref(), Some("application/rss+xml"));
    /// assert_eq!(feed.title.as_deref(), Some("Notes"));
    /// ```
    pub fn media_type(mut self, media_type: impl Into<String>) -> Self {
        self.media_type = Some(media_type.into());
        self
    }

    /// The link's title (`title`).
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.title = Some(title.into());
        self
    }
}

impl Guid {
    /// An identifier that is not a URL to open (RSS `isPermaLink="false"`;
    /// an Atom id, a JSON Feed id): a `tag:` URI, a UUID, a database key.
    ///
    /// ```
    /// let id = feedwright::Guid::new("tag:example.org,2026:1");
    /// assert!(!id.is_permalink());
    /// ```
    pub fn new(value: impl Into<String>) -> Self {
        Guid {
            value: value.into(),
            is_permalink: Some(false),
        }
    }

    /// An identifier that is also the item's page (RSS `isPermaLink="true"`).
    ///
    /// ```
    /// let id = feedwright::Guid::permalink("https://example.org/1");
    /// assert!(id.is_permalink());
    /// ```
    pub fn permalink(url: impl Into<String>) -> Self {
        Guid {
            value: url.into(),
            is_permalink: Some(true),
        }
    }
}

/// An identifier that is not a permalink: `Guid::new(value)`.
impl From<&str> for Guid {
    fn from(value: &str) -> Self {
        Guid::new(value)
    }
}

impl From<String> for Guid {
    fn from(value: String) -> Self {
        Guid::new(value)
    }
}

impl Enclosure {
    /// A file attached to an item (a podcast episode's audio): its URL, its
    /// size in bytes and its media type, the three RSS requires.
    ///
    /// ```
    /// let audio = feedwright::Enclosure::new("https://example.org/1.mp3", 9_600_000, "audio/mpeg");
    /// assert_eq!((audio.length, audio.media_type.as_deref()), (Some(9_600_000), Some("audio/mpeg")));
    /// ```
    pub fn new(url: impl Into<String>, length: u64, media_type: impl Into<String>) -> Self {
        Enclosure {
            url: Uri::new(url),
            length: Some(length),
            length_raw: None,
            media_type: Some(media_type.into()),
        }
    }
}

impl Content {
    /// Full content in HTML (RSS `content:encoded`, Atom `content type="html"`,
    /// JSON Feed `content_html`).
    ///
    /// ```
    /// let body = feedwright::Content::html("<p>Hello</p>");
    /// assert_eq!(body.kind, feedwright::TextKind::Html);
    /// ```
    pub fn html(value: impl Into<String>) -> Self {
        Content {
            value: value.into(),
            kind: TextKind::Html,
            ..Content::default()
        }
    }

    /// Full content in plain text (JSON Feed `content_text`).
    ///
    /// ```
    /// let body = feedwright::Content::text("Hello");
    /// assert_eq!(body.kind, feedwright::TextKind::Text);
    /// ```
    pub fn text(value: impl Into<String>) -> Self {
        Content {
            value: value.into(),
            ..Content::default()
        }
    }
}

impl ITunesCategory {
    /// An Apple Podcasts category by its name in
    /// [Apple's list](https://podcasters.apple.com/support/1691-apple-podcasts-categories)
    /// (`"Technology"`), with [`subcategory`](Self::subcategory) for a second level.
    ///
    /// ```
    /// use feedwright::model::ITunesCategory;
    /// let category = ITunesCategory::new("Society & Culture").subcategory("Documentary");
    /// assert_eq!(category.subcategories[0].text, "Documentary");
    /// ```
    pub fn new(text: impl Into<String>) -> Self {
        ITunesCategory {
            text: text.into(),
            subcategories: Vec::new(),
        }
    }

    /// A subcategory of this one.
    pub fn subcategory(mut self, text: impl Into<String>) -> Self {
        self.subcategories.push(ITunesCategory::new(text));
        self
    }
}

impl ITunesOwner {
    /// The podcast's owner, whom Apple writes to about the show.
    ///
    /// ```
    /// let owner = feedwright::model::ITunesOwner::new("Ann", "ann@example.org");
    /// assert_eq!(owner.email.as_deref(), Some("ann@example.org"));
    /// ```
    pub fn new(name: impl Into<String>, email: impl Into<String>) -> Self {
        ITunesOwner {
            name: Some(name.into()),
            email: Some(email.into()),
        }
    }
}
