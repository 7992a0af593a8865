//! Feeds made of other feeds, as a planet or an aggregator makes them:
//! [`Channel::merge`] takes another channel's items, each keeping where it
//! came from and who wrote it; [`Channel::sort_items`],
//! [`Channel::dedup_items`] and [`Channel::keep_newest`] put them in order.

use std::collections::HashSet;

use crate::model::{Channel, Item, Person, Source, Uri};

impl Channel {
    /// Moves `other`'s items into this channel, after its own. Each item
    /// keeps what it had only through its feed: with no authors of its
    /// own, it gets those it inherited ([`Item::authors_in`]); with no
    /// source, `other` becomes its source (RSS `<source url>`, Atom
    /// `<source>`: the feed's title and its own URL, else its site's, and
    /// its id and date where it has them).
    ///
    /// ```
    /// let a = feedwright::parse(br#"<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>
    ///   <link rel="self" href="https://a.example/atom.xml"/><author><name>Ann</name></author>
    ///   <entry><id>tag:a.example,2026:1</id><title>From A</title></entry></feed>"#)?;
    /// let mut planet = feedwright::Channel::builder("Planet", "https://planet.example/").build()?;
    /// planet.merge(a);
    /// let item = &planet.items[0];
    /// assert_eq!(item.authors[0].name.as_deref(), Some("Ann"));
    /// let source = item.source.as_ref().unwrap();
    /// assert_eq!(source.title.as_deref(), Some("A"));
    /// assert_eq!(source.url.as_ref().map(|u| u.as_str()), Some("https://a.example/atom.xml"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn merge(&mut self, other: Channel) {
        let source = source_of(&other);
        let mut items = other.items;
        let feed = Channel {
            items: Vec::new(),
            ..other
        };
        for item in &mut items {
            if item.authors().next().is_none() {
                item.authors = item.authors_in(&feed).into_iter().map(person).collect();
            }
            if item.source.is_none() {
                item.source = source.clone().map(Box::new);
            }
        }
        self.items.extend(items);
    }

    /// Puts the items newest first, by [`Item::date`]; items of one date,
    /// and the undated ones after them, keep their order.
    ///
    /// ```
    /// let mut channel = feedwright::parse(br#"<rss version="2.0"><channel>
    ///   <item><title>Old</title><pubDate>Mon, 01 Jun 2026 09:00:00 GMT</pubDate></item>
    ///   <item><title>Undated</title></item>
    ///   <item><title>New</title><pubDate>Sat, 20 Jun 2026 09:00:00 GMT</pubDate></item>
    /// </channel></rss>"#)?;
    /// channel.sort_items();
    /// let titles: Vec<_> = channel.items.iter().filter_map(|i| i.title_text()).collect();
    /// assert_eq!(titles, ["New", "Old", "Undated"]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn sort_items(&mut self) {
        // `None` sorts before any date: reversed, the undated go last.
        self.items
            .sort_by_key(|item| std::cmp::Reverse(item.date()));
    }

    /// Removes every item whose [`identity`](Item::identity) an earlier
    /// item has, so that an item two merged feeds both carry is kept once
    /// (the first: after [`sort_items`](Self::sort_items), the newest).
    ///
    /// A guid is unique only within its feed: one that is not a URI
    /// (`post-1`, not `https://...` or `tag:...`) is compared only with
    /// the guids of items from the same source, so that two feeds' first
    /// posts are not taken for one.
    ///
    /// ```
    /// let mut channel = feedwright::parse(br#"<rss version="2.0"><channel>
    ///   <item><link>https://example.org/1</link><title>Edited</title></item>
    ///   <item><link>https://example.org/1</link><title>First</title></item>
    ///   <item><link>https://example.org/2</link></item>
    /// </channel></rss>"#)?;
    /// channel.dedup_items();
    /// assert_eq!(channel.items.len(), 2);
    /// assert_eq!(channel.items[0].title_text(), Some("Edited"));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn dedup_items(&mut self) {
        let mut seen = HashSet::new();
        self.items.retain(|item| seen.insert(dedup_key(item)));
    }

    /// Keeps the newest `count` items ([`sort_items`](Self::sort_items), then the first `count`).
    ///
    /// ```
    /// let mut channel = feedwright::parse(br#"<rss version="2.0"><channel>
    ///   <item><title>Old</title><pubDate>Mon, 01 Jun 2026 09:00:00 GMT</pubDate></item>
    ///   <item><title>New</title><pubDate>Sat, 20 Jun 2026 09:00:00 GMT</pubDate></item>
    /// </channel></rss>"#)?;
    /// channel.keep_newest(1);
    /// assert_eq!(channel.items[0].title_text(), Some("New"));
    /// assert_eq!(channel.items.len(), 1);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn keep_newest(&mut self, count: usize) {
        self.sort_items();
        self.items.truncate(count);
    }
}

/// The source an item of `feed` names, when it has a URL to name: the
/// feed's title and URL (its self link, else its site), and the id and
/// date Atom asks of a source where the feed has them (RSS's `<source>`
/// holds only the first two: writing RSS reports the others as lost).
fn source_of(feed: &Channel) -> Option<Source> {
    let url = feed.self_link().or_else(|| feed.link())?;
    Some(Source {
        title: feed.title_text().map(str::to_owned),
        url: Some(Uri::new(url)),
        id: feed.id.clone(),
        updated: feed.last_build_date.clone(),
        ..Source::default()
    })
}

/// A person as an answer gave them, as the model holds one.
fn person(found: crate::model::PersonRef<'_>) -> Person {
    Person {
        name: found.name.map(str::to_owned),
        email: found.email.map(str::to_owned),
        uri: found.uri.map(Uri::new),
        ..Person::default()
    }
}

/// What [`Channel::dedup_items`] compares: the identity, qualified by the
/// item's source when it is a guid that is not a URI (unique only within
/// its feed).
fn dedup_key(item: &Item) -> String {
    let identity = item.identity();
    let is_uri = url::Url::parse(&identity).is_ok();
    let source = item
        .source
        .as_ref()
        .and_then(|s| s.url.as_ref().map(Uri::as_str).or(s.id.as_deref()));
    match source {
        Some(source) if !is_uri => format!("{source}\u{0}{identity}"),
        _ => identity.into_owned(),
    }
}
