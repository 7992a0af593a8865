//! [`Channel`] -> JSON Feed 1.1 (or 1.0, for a channel read from 1.0).
//!
//! Members are written in the specification's order, then the members kept
//! in the extensions (see [`crate::json_feed`]), so that writing what was
//! read gives the same model back, and writing it again the same bytes.
//! Whatever JSON Feed has no member for is reported as a loss.

use std::io;

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::value::RawValue;

use crate::error::Result;
use crate::json_feed::{MEMBER, NAMESPACE, VERSION_1_0, VERSION_1_1};
use crate::model::{
    Channel, ContentMode, DcElement, DublinCore, Element, Format, Item, Link, Person, TextKind,
    Timestamp,
};
use crate::options::{Target, WriteOptions};
use crate::write::set_fields::set_fields;

/// A JSON value whose objects keep their members in the order written.
enum Json {
    Str(String),
    Bool(bool),
    Num(u64),
    Raw(Box<RawValue>),
    Arr(Vec<Json>),
    Obj(Obj),
}

#[derive(Default)]
struct Obj {
    entries: Vec<(String, Json)>,
    /// The keys written, so that asking for one stays constant-time on an
    /// object of many members (a feed of thousands of `_` extensions).
    keys: std::collections::HashSet<String>,
}

impl Obj {
    fn put(&mut self, key: &str, value: Json) {
        self.keys.insert(key.to_owned());
        self.entries.push((key.to_owned(), value));
    }

    fn put_str(&mut self, key: &str, value: Option<&str>) {
        if let Some(value) = value {
            self.put(key, Json::Str(value.to_owned()));
        }
    }

    fn has(&self, key: &str) -> bool {
        self.keys.contains(key)
    }
}

impl Serialize for Json {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Str(v) => s.serialize_str(v),
            Json::Bool(v) => s.serialize_bool(*v),
            Json::Num(v) => s.serialize_u64(*v),
            Json::Raw(v) => v.serialize(s),
            Json::Arr(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Obj(obj) => obj.serialize(s),
        }
    }
}

impl Serialize for Obj {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.entries.len()))?;
        for (key, value) in &self.entries {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

impl Channel {
    /// Writes the channel as a [JSON Feed](https://www.jsonfeed.org/version/1.1/)
    /// (1.1, or 1.0 for a channel read from 1.0; pretty-printed) and hands the
    /// writer back.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"><channel><title>T</title>
    ///   <item><guid>https://example.org/1</guid><title>One</title></item></channel></rss>"#)?;
    /// let json = String::from_utf8(channel.write_json_feed(Vec::new())?).unwrap();
    /// assert!(json.starts_with("{\n  \"version\": \"https://jsonfeed.org/version/1.1\""));
    /// let back = feedwright::parse(json.as_bytes())?;
    /// assert_eq!(back.items[0].title_text(), Some("One"));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn write_json_feed<W: io::Write>(&self, out: W) -> Result<W> {
        self.write_with(out, &WriteOptions::new(Target::JsonFeed))
    }
}

/// A field JSON Feed cannot hold: the model path and why (a [`crate::Loss`]).
pub(crate) type Lost = (String, String);

/// Writes `channel` as a JSON Feed document, with what it could not hold.
pub(crate) fn write_document(
    channel: &Channel,
    pretty: bool,
    indent: usize,
) -> (Vec<u8>, Vec<Lost>) {
    let mut writer = JsonWriter {
        losses: Vec::new(),
        same_format: channel.format.is_some_and(Format::is_json_feed),
    };
    let feed = writer.feed(channel);
    let mut out = Vec::new();
    let result = if pretty {
        let spaces = vec![b' '; indent];
        let formatter = serde_json::ser::PrettyFormatter::with_indent(&spaces);
        let mut ser = serde_json::Serializer::with_formatter(&mut out, formatter);
        feed.serialize(&mut ser)
    } else {
        feed.serialize(&mut serde_json::Serializer::new(&mut out))
    };
    // Serializing strings and raw values already checked as JSON cannot fail.
    if result.is_ok() && pretty {
        out.push(b'\n');
    }
    (out, writer.losses)
}

struct JsonWriter {
    losses: Vec<Lost>,
    /// Whether the channel was read from JSON Feed: its dates are kept as
    /// written, even when they are not RFC 3339, and no missing id is filled
    /// in, so that the round trip changes nothing.
    same_format: bool,
}

/// Channel fields the writer handles (the rest are losses when set).
const CHANNEL_WRITTEN: &[&str] = &[
    "format",
    "encoding",
    "namespaces",
    "title",
    "links",
    "description",
    "language",
    "xml_lang",
    "authors",
    "logo",
    "icon",
    "image",
    "items",
    "extensions",
    "dublin_core",
];

/// Item fields the writer handles (the rest are losses when set).
const ITEM_WRITTEN: &[&str] = &[
    "guid",
    "about",
    "links",
    "title",
    "content",
    "description",
    "pub_date",
    "updated",
    "authors",
    "categories",
    "xml_lang",
    "enclosures",
    "extensions",
    "dublin_core",
];

impl JsonWriter {
    fn lose(&mut self, field: impl Into<String>, reason: impl Into<String>) {
        self.losses.push((field.into(), reason.into()));
    }

    /// Reports every set field outside `written` as a loss.
    fn lose_unwritten<T: Serialize>(&mut self, value: &T, path: &str, written: &[&str]) {
        let mut keys = set_fields(value);
        // In name order, as the losses were listed when read off a serde map.
        keys.sort_unstable();
        for key in keys {
            if !written.contains(&key) {
                self.lose(format!("{path}{key}"), "JSON Feed has no member for it");
            }
        }
    }

    /// Reports the Dublin Core elements that were set and not written: all
    /// but `dc:creator` when `creators_written`, and `dc:date` when `dates_written`.
    fn lose_dublin_core(
        &mut self,
        dc: Option<&DublinCore>,
        path: &str,
        creators_written: bool,
        dates_written: bool,
    ) {
        let Some(dc) = dc else { return };
        let mut lost: Vec<DcElement> = Vec::new();
        for v in &dc.values {
            let written = creators_written && v.element == DcElement::Creator;
            if !written && !lost.contains(&v.element) {
                lost.push(v.element);
            }
        }
        for element in lost {
            self.lose(
                format!("{path}dublin_core.{}", element.local_name()),
                "JSON Feed has no member for it",
            );
        }
        if !dates_written && !dc.dates.is_empty() {
            self.lose(
                format!("{path}dublin_core.date"),
                "JSON Feed has no member for it",
            );
        }
    }

    fn feed(&mut self, channel: &Channel) -> Obj {
        let mut feed = Obj::default();
        let version = if channel.format == Some(Format::Json10) {
            VERSION_1_0
        } else {
            VERSION_1_1
        };
        feed.put("version", Json::Str(version.to_owned()));
        feed.put_str("title", channel.title.as_ref().map(|t| t.value.as_str()));
        let links = self.links(&channel.links, "", &["", "self", "next", "hub"]);
        feed.put_str("home_page_url", links.first(""));
        feed.put_str("feed_url", links.first("self"));
        feed.put_str("next_url", links.first("next"));
        feed.put_str(
            "description",
            channel.description.as_ref().map(|t| t.value.as_str()),
        );
        let plain = plain_elements(&channel.extensions);
        feed.put_str("user_comment", plain.get("user_comment"));
        let icon = match (&channel.logo, &channel.image) {
            (Some(logo), image) => {
                if image.is_some() {
                    self.lose("image", "JSON Feed has one icon (logo is written)");
                }
                Some(logo.raw())
            }
            (None, Some(image)) => {
                self.lose(
                    "image",
                    "written as the feed's icon, without its title, link or size",
                );
                Some(image.url.raw())
            }
            (None, None) => None,
        };
        feed.put_str("icon", icon);
        feed.put_str("favicon", channel.icon.as_ref().map(|u| u.raw()));
        let members = Members::of(&channel.extensions);
        let dc = channel.dublin_core.as_ref();
        let creators = dc_creators(dc, &channel.authors);
        let authors = if creators.is_empty() {
            &channel.authors
        } else {
            &creators
        };
        self.authors(&mut feed, authors, channel.format, &members, "");
        self.lose_dublin_core(dc, "", !creators.is_empty(), false);
        let language = channel.language.as_deref().or(channel.xml_lang.as_deref());
        feed.put_str("language", language);
        if channel.language.is_some() && channel.xml_lang.is_some() {
            self.lose(
                "xml_lang",
                "JSON Feed has one language (language is written)",
            );
        }
        if let Some(expired) = plain.get("expired") {
            match expired {
                "true" => feed.put("expired", Json::Bool(true)),
                "false" => feed.put("expired", Json::Bool(false)),
                _ => self.lose("extensions.expired", "not a boolean"),
            }
        }
        let hubs: Vec<Json> = links
            .all("hub")
            .enumerate()
            .map(|(i, link)| {
                let mut hub = Obj::default();
                // A `rel="hub"` link of RSS or Atom is a WebSub hub, the
                // type JSON Feed requires; a JSON Feed's own hub keeps its.
                let kind = link
                    .title
                    .as_deref()
                    .or((!self.same_format).then_some("WebSub"));
                hub.put_str("type", kind);
                hub.put_str("url", Some(link.href.raw()));
                members.put_into(&mut hub, &format!("hubs/{i}"));
                Json::Obj(hub)
            })
            .collect();
        if !hubs.is_empty() {
            feed.put("hubs", Json::Arr(hubs));
        }
        let items = channel
            .items
            .iter()
            .enumerate()
            .map(|(i, item)| Json::Obj(self.item(item, i)))
            .collect();
        feed.put("items", Json::Arr(items));
        self.members(&mut feed, &members, "");
        self.foreign_extensions(&channel.extensions, "");
        // A feed whose id is its own URL (as a built one's is) keeps it as `feed_url`.
        let mut written = CHANNEL_WRITTEN.to_vec();
        if channel.id.is_some() && channel.id.as_deref() == channel.self_link() {
            written.push("id");
        }
        self.lose_unwritten(channel, "", &written);
        feed
    }

    fn item(&mut self, item: &Item, index: usize) -> Obj {
        let path = format!("items[{index}].");
        let mut out = Obj::default();
        let links = self.links(&item.links, &path, &["", "related", "enclosure"]);
        // RSS 1.0 items are identified by `rdf:about`.
        let id = match (&item.guid, &item.about) {
            (Some(guid), about) => {
                if about.is_some() {
                    self.lose(
                        format!("{path}about"),
                        "JSON Feed items have one id (guid is written)",
                    );
                }
                Some(guid.value.as_str())
            }
            (None, Some(about)) => Some(about.as_str()),
            // JSON Feed requires an id: a conversion uses the item's URL.
            (None, None) if !self.same_format => links.first(""),
            (None, None) => None,
        };
        out.put_str("id", id);
        out.put_str("url", links.first(""));
        out.put_str("external_url", links.first("related"));
        out.put_str("title", item.title.as_ref().map(|t| t.value.as_str()));
        let plain = plain_elements(&item.extensions);
        if let Some(content) = &item.content {
            if content.src.is_some() || content.mode == ContentMode::Base64 {
                self.lose(
                    format!("{path}content"),
                    "JSON Feed content is inline text or HTML",
                );
            } else if content.kind == TextKind::Text {
                out.put_str("content_text", Some(&content.value));
            } else {
                out.put_str("content_html", Some(&content.value));
            }
        }
        if !out.has("content_text") {
            out.put_str("content_text", plain.get("content_text"));
        }
        // JSON Feed requires content; converting an item that has only a
        // description (most RSS items), the description is the content.
        let description_as_content =
            !self.same_format && !out.has("content_html") && !out.has("content_text");
        match &item.description {
            Some(text) if description_as_content && text.kind == TextKind::Text => {
                out.put_str("content_text", Some(&text.value));
            }
            Some(text) if description_as_content => {
                out.put_str("content_html", Some(&text.value));
            }
            Some(text) => out.put_str("summary", Some(&text.value)),
            None => {}
        }
        out.put_str("image", plain.get("image"));
        out.put_str("banner_image", plain.get("banner_image"));
        let dc = item.dublin_core.as_deref();
        // `dc:date` and `dc:creator` stand in for the RSS elements when those are absent.
        let dc_date = dc
            .and_then(|dc| dc.dates.first())
            .filter(|_| item.pub_date.is_none());
        let published = item.pub_date.as_ref().or(dc_date);
        out.put_str("date_published", self.date(published).as_deref());
        out.put_str("date_modified", self.date(item.updated.as_ref()).as_deref());
        let members = Members::of(&item.extensions);
        let creators = dc_creators(dc, &item.authors);
        let authors = if creators.is_empty() {
            &item.authors
        } else {
            &creators
        };
        self.authors(&mut out, authors, None, &members, &path);
        self.lose_dublin_core(dc, &path, !creators.is_empty(), dc_date.is_some());
        if !item.categories.is_empty() {
            let tags = item
                .categories
                .iter()
                .map(|c| Json::Str(c.term.clone()))
                .collect();
            if item
                .categories
                .iter()
                .any(|c| c.scheme.is_some() || c.label.is_some())
            {
                self.lose(
                    format!("{path}categories"),
                    "JSON Feed tags have no scheme or label",
                );
            }
            out.put("tags", Json::Arr(tags));
        }
        out.put_str("language", item.xml_lang.as_deref());
        let mut attachments = Vec::new();
        for enclosure in &item.enclosures {
            let mut a = Obj::default();
            a.put_str("url", Some(enclosure.url.raw()));
            a.put_str("mime_type", enclosure.media_type.as_deref());
            if let Some(size) = enclosure.length {
                a.put("size_in_bytes", Json::Num(size));
            }
            attachments.push(a);
        }
        for link in links.all("enclosure") {
            let mut a = Obj::default();
            a.put_str("url", Some(link.href.raw()));
            a.put_str("mime_type", link.media_type.as_deref());
            a.put_str("title", link.title.as_deref());
            if let Some(size) = link.length {
                a.put("size_in_bytes", Json::Num(size));
            }
            attachments.push(a);
        }
        if !attachments.is_empty() {
            let list = attachments
                .into_iter()
                .enumerate()
                .map(|(i, mut a)| {
                    members.put_into(&mut a, &format!("attachments/{i}"));
                    Json::Obj(a)
                })
                .collect();
            out.put("attachments", Json::Arr(list));
        }
        self.members(&mut out, &members, &path);
        self.foreign_extensions(&item.extensions, &path);
        self.lose_unwritten(item, &path, ITEM_WRITTEN);
        out
    }

    /// A date as JSON Feed requires it (RFC 3339), or as the feed wrote it.
    fn date(&self, ts: Option<&Timestamp>) -> Option<String> {
        let ts = ts?;
        if self.same_format || chrono::DateTime::parse_from_rfc3339(&ts.raw).is_ok() {
            return Some(ts.raw.clone());
        }
        Some(match &ts.value {
            Some(value) => crate::date::format_rfc3339(value),
            None => ts.raw.clone(),
        })
    }

    fn authors(
        &mut self,
        out: &mut Obj,
        authors: &[Person],
        format: Option<Format>,
        members: &Members<'_>,
        path: &str,
    ) {
        let objects: Vec<Obj> = authors
            .iter()
            .enumerate()
            .map(|(i, person)| {
                let mut obj = Obj::default();
                let name = person.name.as_deref().or(person.raw.as_deref());
                obj.put_str("name", name);
                obj.put_str("url", person.uri.as_ref().map(|u| u.raw()));
                if person.email.is_some() {
                    self.lose(
                        format!("{path}authors[{i}].email"),
                        "JSON Feed authors have no email",
                    );
                }
                members.put_into(&mut obj, &format!("authors/{i}"));
                obj
            })
            .collect();
        match objects.len() {
            0 => {}
            // JSON Feed 1.0 has one `author`; 1.1 readers take it too.
            1 if format == Some(Format::Json10) => {
                if let Some(only) = objects.into_iter().next() {
                    out.put("author", Json::Obj(only));
                }
            }
            _ => out.put(
                "authors",
                Json::Arr(objects.into_iter().map(Json::Obj).collect()),
            ),
        }
    }

    /// The links JSON Feed has members for, by rel; the others are losses.
    fn links<'l>(&mut self, links: &'l [Link], path: &str, rels: &[&str]) -> Links<'l> {
        let mut kept: Vec<(&str, &Link)> = Vec::new();
        for (i, link) in links.iter().enumerate() {
            let rel = match link.rel.as_deref() {
                None | Some("alternate") => "",
                Some(rel) => rel,
            };
            let repeatable = matches!(rel, "hub" | "enclosure");
            if !repeatable && kept.iter().any(|(r, _)| *r == rel) {
                self.lose(
                    format!("{path}links[{i}]"),
                    "JSON Feed has one link of this kind (the first is written)",
                );
            } else if rels.contains(&rel) {
                kept.push((rel, link));
            } else {
                self.lose(
                    format!("{path}links[{i}]"),
                    format!("JSON Feed has no link with rel=\"{rel}\""),
                );
            }
        }
        Links(kept)
    }

    /// Writes the kept members with no `of` attribute.
    fn members(&mut self, out: &mut Obj, members: &Members<'_>, path: &str) {
        for element in members.0.iter().filter(|e| e.attr("of").is_none()) {
            let key = element.attr("key").unwrap_or_default();
            if out.has(key) {
                self.lose(
                    format!("{path}extensions.{key}"),
                    "a member of that name was already written",
                );
                continue;
            }
            out.put(key, member_value(element));
        }
    }

    /// XML extension elements have no place in JSON Feed.
    fn foreign_extensions(&mut self, extensions: &[Element], path: &str) {
        for (i, element) in extensions.iter().enumerate() {
            if element.namespace.as_deref() != Some(NAMESPACE) {
                self.lose(
                    format!("{path}extensions[{i}]"),
                    format!("JSON Feed cannot hold the XML element <{}>", element.name),
                );
            }
        }
    }
}

/// `dc:creator`s as authors, when there are no authors of the format's own.
fn dc_creators(dc: Option<&DublinCore>, authors: &[Person]) -> Vec<Person> {
    match dc {
        Some(dc) if authors.is_empty() => dc
            .all(DcElement::Creator)
            .map(|name| Person {
                name: Some(name.to_owned()),
                ..Person::default()
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// A member's JSON, or its text as a string when the text is not JSON.
fn member_value(element: &Element) -> Json {
    let text = element.text();
    match serde_json::from_str::<&RawValue>(&text) {
        Ok(raw) => tree(raw, 0),
        Err(_) => Json::Str(text),
    }
}

/// Nesting past which a kept value is written as it is, not re-indented.
const MAX_TREE_DEPTH: usize = 64;

/// Kept JSON as a tree, so that it is indented like the rest of the
/// document; objects keep their key order, scalars their spelling.
fn tree(raw: &RawValue, depth: usize) -> Json {
    let leaf = || Json::Raw(raw.to_owned());
    if depth >= MAX_TREE_DEPTH {
        return leaf();
    }
    match raw.get().trim_start().as_bytes().first() {
        Some(b'{') => match serde_json::from_str::<crate::json_feed::Members<'_>>(raw.get()) {
            Ok(members) => {
                let mut obj = Obj::default();
                for (key, value) in members.0 {
                    obj.put(&key, tree(value, depth + 1));
                }
                Json::Obj(obj)
            }
            Err(_) => leaf(),
        },
        Some(b'[') => match serde_json::from_str::<Vec<&RawValue>>(raw.get()) {
            Ok(items) => Json::Arr(items.into_iter().map(|v| tree(v, depth + 1)).collect()),
            Err(_) => leaf(),
        },
        _ => leaf(),
    }
}

/// The JSON Feed `member` elements of an extensions list.
struct Members<'e>(Vec<&'e Element>);

impl<'e> Members<'e> {
    fn of(extensions: &'e [Element]) -> Self {
        Members(
            extensions
                .iter()
                .filter(|e| e.namespace.as_deref() == Some(NAMESPACE) && e.name == MEMBER)
                .collect(),
        )
    }

    /// Adds the members belonging to the nested object `of` (`authors/0`, ...).
    fn put_into(&self, obj: &mut Obj, of: &str) {
        for element in self.0.iter().filter(|e| e.attr("of") == Some(of)) {
            let key = element.attr("key").unwrap_or_default();
            if !obj.has(key) {
                obj.put(key, member_value(element));
            }
        }
    }
}

/// The plain JSON Feed elements (`user_comment`, `image`, ...) by name.
struct Plain<'e>(Vec<(&'e str, String)>);

impl Plain<'_> {
    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

fn plain_elements(extensions: &[Element]) -> Plain<'_> {
    Plain(
        extensions
            .iter()
            .filter(|e| e.namespace.as_deref() == Some(NAMESPACE) && e.name != MEMBER)
            .map(|e| (e.name.as_str(), e.text()))
            .collect(),
    )
}

/// Links by rel (`""` for alternate).
struct Links<'l>(Vec<(&'l str, &'l Link)>);

impl<'l> Links<'l> {
    fn first(&self, rel: &str) -> Option<&'l str> {
        self.all(rel).next().map(|l| l.href.raw())
    }

    fn all<'a>(&'a self, rel: &'a str) -> impl Iterator<Item = &'l Link> + 'a {
        self.0
            .iter()
            .filter(move |(r, _)| *r == rel)
            .map(|(_, l)| *l)
    }
}
