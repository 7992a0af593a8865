//! The typed Podcasting 2.0 tags as the elements they were read from, for
//! feedparser's default handling (`feedparser_unknown.rs`).
//!
//! feedparser has no handler for the `podcast:` namespace: it names each
//! element by the document's prefix and its local name (`podcast_value`)
//! and flattens its children the same way. The model types these tags, so
//! the view rebuilds each one's element from its typed form and hands it
//! to the default handling, in the order the document had them among the
//! elements kept as read. The tags typed before the rest of the namespace
//! (`person`, `transcript`, `funding`, ...) never reached that handling
//! and still do not, on a channel or an item; inside a live item, which
//! was kept whole, they do.

use crate::model::{
    Attribute, Child, Element, Held, Layout, Node, PodcastAlternateEnclosure, PodcastChannel,
    PodcastChat, PodcastImage, PodcastImages, PodcastItem, PodcastLiveItem, PodcastRemoteItem,
    PodcastSocialInteract, PodcastTxt, PodcastValue, PodcastValueRecipient, Uri,
};
use crate::xml::namespace::{uri::PODCAST, Namespace};

/// Builds elements in the namespace under one prefix.
pub(crate) struct Rebuild<'p> {
    prefix: &'p str,
}

/// An element being rebuilt: attributes that have a value, then children.
struct Built(Element);

impl Built {
    fn attr(mut self, name: &str, value: Option<&str>) -> Self {
        if let Some(value) = value {
            self.0.attributes.push(Attribute {
                namespace: None,
                prefix: None,
                name: name.to_owned(),
                value: value.to_owned(),
            });
        }
        self
    }

    /// A URL attribute, as the document wrote it.
    fn uri(self, name: &str, value: Option<&Uri>) -> Self {
        self.attr(name, value.map(Uri::raw))
    }

    fn number(self, name: &str, value: Option<u64>) -> Self {
        self.attr(name, value.map(|n| n.to_string()).as_deref())
    }

    fn text(mut self, text: &str) -> Self {
        if !text.is_empty() {
            self.0.children.push(Node::Text(text.to_owned()));
        }
        self
    }

    fn children(mut self, children: impl IntoIterator<Item = Element>) -> Self {
        self.0
            .children
            .extend(children.into_iter().map(Node::Element));
        self
    }

    /// The attributes a typed field kept as read.
    fn others(mut self, attributes: &[Attribute]) -> Self {
        self.0.attributes.extend(attributes.iter().cloned());
        self
    }

    fn done(self) -> Element {
        self.0
    }
}

impl<'p> Rebuild<'p> {
    /// Elements named with `prefix`, the one the document bound the namespace to.
    pub(crate) fn new(prefix: &'p str) -> Self {
        Rebuild { prefix }
    }

    fn element(&self, name: &str) -> Built {
        Built(Element {
            namespace: Some(PODCAST.to_owned()),
            prefix: Some(self.prefix.to_owned()).filter(|p| !p.is_empty()),
            name: name.to_owned(),
            attributes: Vec::new(),
            children: Vec::new(),
        })
    }

    /// The channel's tags typed since the namespace was typed whole, each
    /// with its local name in lower case (as a [`Layout`] names it).
    pub(crate) fn channel(&self, p: &PodcastChannel) -> Vec<(&'static str, Element)> {
        let mut out = Vec::new();
        out.extend(p.values.iter().map(|v| ("value", self.value(v))));
        out.extend(
            p.social_interacts
                .iter()
                .map(|s| ("socialinteract", self.social(s))),
        );
        out.extend(p.blocks.iter().map(|b| {
            let el = self
                .element("block")
                .attr("id", b.id.as_deref())
                .others(&b.other_attributes)
                .text(&b.value);
            ("block", el.done())
        }));
        out.extend(p.txts.iter().map(|t| ("txt", self.txt(t))));
        if let Some(f) = &p.update_frequency {
            let el = self
                .element("updateFrequency")
                .attr("complete", f.complete.as_deref())
                .attr("dtstart", f.dtstart.as_deref())
                .attr("rrule", f.rrule.as_deref())
                .others(&f.other_attributes)
                .text(&f.label);
            out.push(("updatefrequency", el.done()));
        }
        if let Some(podping) = &p.podping {
            let el = self
                .element("podping")
                .attr("usesPodping", podping.uses_podping.as_deref())
                .others(&podping.other_attributes);
            out.push(("podping", el.done()));
        }
        if let Some(podroll) = &p.podroll {
            let el = self
                .element("podroll")
                .others(&podroll.other_attributes)
                .children(podroll.remote_items.iter().map(|r| self.remote_item(r)))
                .children(podroll.extensions.iter().cloned());
            out.push(("podroll", el.done()));
        }
        out.extend(
            p.remote_items
                .iter()
                .map(|r| ("remoteitem", self.remote_item(r))),
        );
        if let Some(publisher) = &p.publisher {
            let el = self
                .element("publisher")
                .others(&publisher.other_attributes)
                .children(publisher.remote_items.iter().map(|r| self.remote_item(r)))
                .children(publisher.extensions.iter().cloned());
            out.push(("publisher", el.done()));
        }
        out.extend(p.images.iter().map(|i| ("image", self.image(i))));
        out.extend(p.image_set.iter().map(|i| ("images", self.image_set(i))));
        out.extend(p.chat.iter().map(|c| ("chat", self.chat(c))));
        out.extend(p.live_items.iter().map(|l| ("liveitem", self.live_item(l))));
        out
    }

    /// An item's tags typed since the namespace was typed whole (`all`:
    /// every tag, for a live item), with their local names in lower case.
    pub(crate) fn item(&self, p: &PodcastItem, all: bool) -> Vec<(&'static str, Element)> {
        let mut out = Vec::new();
        if all {
            self.first_typed(p, &mut out);
        }
        out.extend(
            p.alternate_enclosures
                .iter()
                .map(|e| ("alternateenclosure", self.alternate_enclosure(e))),
        );
        out.extend(p.values.iter().map(|v| ("value", self.value(v))));
        out.extend(
            p.social_interacts
                .iter()
                .map(|s| ("socialinteract", self.social(s))),
        );
        out.extend(p.txts.iter().map(|t| ("txt", self.txt(t))));
        out.extend(p.images.iter().map(|i| ("image", self.image(i))));
        out.extend(p.image_set.iter().map(|i| ("images", self.image_set(i))));
        out.extend(p.chat.iter().map(|c| ("chat", self.chat(c))));
        out.extend(p.content_links.iter().map(|l| {
            let el = self
                .element("contentLink")
                .uri("href", Some(&l.href))
                .others(&l.other_attributes)
                .text(&l.label);
            ("contentlink", el.done())
        }));
        out
    }

    /// The item tags typed first (phases 1 and 2, `license`).
    fn first_typed(&self, p: &PodcastItem, out: &mut Vec<(&'static str, Element)>) {
        out.extend(p.transcripts.iter().map(|t| {
            let el = self
                .element("transcript")
                .uri("url", Some(&t.url))
                .attr("type", Some(&t.media_type))
                .attr("language", t.language.as_deref())
                .attr("rel", t.rel.as_deref());
            ("transcript", el.done())
        }));
        out.extend(p.chapters.iter().map(|c| {
            let el = self
                .element("chapters")
                .uri("url", Some(&c.url))
                .attr("type", Some(&c.media_type));
            ("chapters", el.done())
        }));
        out.extend(p.soundbites.iter().map(|s| {
            let el = self
                .element("soundbite")
                .attr("startTime", Some(&s.start_time))
                .attr("duration", Some(&s.duration))
                .text(s.title.as_deref().unwrap_or_default());
            ("soundbite", el.done())
        }));
        out.extend(p.persons.iter().map(|person| {
            let el = self
                .element("person")
                .attr("role", person.role.as_deref())
                .attr("group", person.group.as_deref())
                .uri("img", person.img.as_ref())
                .uri("href", person.href.as_ref())
                .text(&person.name);
            ("person", el.done())
        }));
        out.extend(p.location.iter().map(|l| {
            let el = self
                .element("location")
                .attr("geo", l.geo.as_deref())
                .attr("osm", l.osm.as_deref())
                .text(&l.name);
            ("location", el.done())
        }));
        out.extend(p.license.iter().map(|l| {
            let el = self
                .element("license")
                .uri("url", l.url.as_ref())
                .text(&l.value);
            ("license", el.done())
        }));
        for (local, label, numbered) in [
            ("season", "name", &p.season),
            ("episode", "display", &p.episode),
        ] {
            if let Some(n) = numbered {
                let el = self
                    .element(local)
                    .attr(label, n.label.as_deref())
                    .text(&n.number);
                out.push((local, el.done()));
            }
        }
    }

    fn alternate_enclosure(&self, e: &PodcastAlternateEnclosure) -> Element {
        let sources = e.sources.iter().map(|s| {
            self.element("source")
                .uri("uri", Some(&s.uri))
                .attr("contentType", s.content_type.as_deref())
                .others(&s.other_attributes)
                .done()
        });
        let integrity = e.integrity.iter().map(|i| {
            self.element("integrity")
                .attr("type", Some(&i.kind))
                .attr("value", Some(&i.value))
                .others(&i.other_attributes)
                .done()
        });
        self.element("alternateEnclosure")
            .attr("type", Some(&e.media_type))
            .number("length", e.length)
            .attr("bitrate", e.bitrate.as_deref())
            .number("height", e.height)
            .attr("lang", e.lang.as_deref())
            .attr("title", e.title.as_deref())
            .attr("rel", e.rel.as_deref())
            .attr("codecs", e.codecs.as_deref())
            .attr("default", e.default.as_deref())
            .others(&e.other_attributes)
            .children(sources)
            .children(integrity)
            .children(e.extensions.iter().cloned())
            .done()
    }

    fn value(&self, v: &PodcastValue) -> Element {
        let splits = v.time_splits.iter().map(|s| {
            self.element("valueTimeSplit")
                .attr("startTime", s.start_time.as_deref())
                .attr("duration", s.duration.as_deref())
                .attr("remoteStartTime", s.remote_start_time.as_deref())
                .attr("remotePercentage", s.remote_percentage.as_deref())
                .others(&s.other_attributes)
                .children(s.recipients.iter().map(|r| self.recipient(r)))
                .children(s.remote_items.iter().map(|r| self.remote_item(r)))
                .children(s.extensions.iter().cloned())
                .done()
        });
        self.element("value")
            .attr("type", Some(&v.kind))
            .attr("method", Some(&v.method))
            .attr("suggested", v.suggested.as_deref())
            .others(&v.other_attributes)
            .children(v.recipients.iter().map(|r| self.recipient(r)))
            .children(splits)
            .children(v.extensions.iter().cloned())
            .done()
    }

    fn recipient(&self, r: &PodcastValueRecipient) -> Element {
        self.element("valueRecipient")
            .attr("name", r.name.as_deref())
            .attr("type", r.kind.as_deref())
            .attr("address", r.address.as_deref())
            .attr("split", r.split.as_deref())
            .attr("customKey", r.custom_key.as_deref())
            .attr("customValue", r.custom_value.as_deref())
            .attr("fee", r.fee.as_deref())
            .others(&r.other_attributes)
            .done()
    }

    fn remote_item(&self, r: &PodcastRemoteItem) -> Element {
        self.element("remoteItem")
            .attr("feedGuid", Some(&r.feed_guid))
            .uri("feedUrl", r.feed_url.as_ref())
            .attr("itemGuid", r.item_guid.as_deref())
            .attr("medium", r.medium.as_deref())
            .attr("title", r.title.as_deref())
            .others(&r.other_attributes)
            .done()
    }

    fn social(&self, s: &PodcastSocialInteract) -> Element {
        self.element("socialInteract")
            .attr("protocol", Some(&s.protocol))
            .uri("uri", s.uri.as_ref())
            .attr("accountId", s.account_id.as_deref())
            .uri("accountUrl", s.account_url.as_ref())
            .number("priority", s.priority)
            .others(&s.other_attributes)
            .done()
    }

    fn txt(&self, t: &PodcastTxt) -> Element {
        self.element("txt")
            .attr("purpose", t.purpose.as_deref())
            .others(&t.other_attributes)
            .text(&t.value)
            .done()
    }

    fn image(&self, i: &PodcastImage) -> Element {
        self.element("image")
            .uri("href", Some(&i.href))
            .attr("alt", i.alt.as_deref())
            .attr("aspect-ratio", i.aspect_ratio.as_deref())
            .number("width", i.width)
            .number("height", i.height)
            .attr("type", i.media_type.as_deref())
            .attr("purpose", i.purpose.as_deref())
            .others(&i.other_attributes)
            .done()
    }

    fn image_set(&self, i: &PodcastImages) -> Element {
        self.element("images")
            .attr("srcset", Some(&i.srcset))
            .others(&i.other_attributes)
            .done()
    }

    fn chat(&self, c: &PodcastChat) -> Element {
        self.element("chat")
            .attr("server", Some(&c.server))
            .attr("protocol", Some(&c.protocol))
            .attr("accountId", c.account_id.as_deref())
            .attr("space", c.space.as_deref())
            .others(&c.other_attributes)
            .done()
    }

    fn live_item(&self, l: &PodcastLiveItem) -> Element {
        let podcast = self.item(&l.podcast, true).into_iter().map(|(_, el)| el);
        self.element("liveItem")
            .attr("status", l.status.as_deref())
            .attr("start", l.start.as_deref())
            .attr("end", l.end.as_deref())
            .others(&l.other_attributes)
            .children(l.extensions.iter().cloned())
            .children(podcast)
            .done()
    }
}

/// The prefix the document bound the namespace to (`podcast` if none).
pub(crate) fn prefix(namespaces: &[crate::model::NamespaceDecl]) -> &str {
    namespaces
        .iter()
        .find(|d| Namespace::of(Some(&d.uri)) == Namespace::Podcast)
        .map_or("podcast", |d| d.prefix.as_str())
}

/// An element for the default handling: one kept as read (borrowed for
/// as long as the channel), or one rebuilt (borrowed while the view is built).
pub(crate) enum Placed<'a, 'r> {
    Kept(&'a Element),
    Rebuilt(&'r Element),
}

/// The elements kept as read and the rebuilt ones, in the order `layout`
/// recorded them: each kept element where the layout has the next one held
/// as an extension, each rebuilt one where it has the next `podcast:` tag
/// of its name held in a field. What the layout does not place follows, in
/// order (all of it, for a channel or item built in code).
pub(crate) fn in_document_order<'a, 'r>(
    extensions: &'a [Element],
    rebuilt: &'r [(&'static str, Element)],
    layout: &Layout,
) -> Vec<Placed<'a, 'r>> {
    let mut out = Vec::with_capacity(extensions.len() + rebuilt.len());
    let mut kept = extensions.iter();
    let mut placed = vec![false; rebuilt.len()];
    if !rebuilt.is_empty() {
        for child in &layout.children {
            match child {
                Child::Known(Namespace::Podcast, name, Held::Field) => {
                    let next = rebuilt
                        .iter()
                        .enumerate()
                        .find(|(i, (local, _))| !placed[*i] && *local == name.as_str());
                    if let Some((i, (_, el))) = next {
                        placed[i] = true;
                        out.push(Placed::Rebuilt(el));
                    }
                }
                Child::Known(_, _, Held::Extension) | Child::Other(_, Held::Extension) => {
                    out.extend(kept.next().map(Placed::Kept));
                }
                _ => {}
            }
        }
    }
    out.extend(kept.map(Placed::Kept));
    out.extend(
        rebuilt
            .iter()
            .zip(&placed)
            .filter(|(_, placed)| !**placed)
            .map(|((_, el), _)| Placed::Rebuilt(el)),
    );
    out
}
