//! JSON Feed document -> [`Channel`] and [`Item`]s.
//!
//! Each object is read member by member from its own slice of the input
//! (serde_json's `RawValue`), which gives every member's byte offset for
//! warnings and errors, and keeps members the model has no field for exactly
//! as they were. A member of the wrong type is a warning, never an error:
//! only broken JSON, or a top level that is not an object, is.

use std::borrow::Cow;

use serde_json::value::RawValue;

use super::fields::HtmlPolicy;
use crate::error::{Error, ErrorKind, Result};
use crate::json_feed::{Members, CHANNEL_PLAIN, ITEM_PLAIN, MEMBER, NAMESPACE, PREFIX};
use crate::model::{
    Attribute, Category, Channel, Content, Element, Enclosure, Format, Guid, Item, Link, Node,
    Person, Text, TextKind, Timestamp, Uri,
};
use crate::options::ReadOptions;
use crate::uri::resolve;
use crate::warning::{Position, Warning, WarningKind};
use crate::xml::lines::LineCursor;

/// What reading a JSON Feed gives: the channel (without items), each item
/// with the position where it starts, and the warnings.
pub(crate) struct JsonFeed {
    pub(crate) channel: Channel,
    pub(crate) items: Vec<(Item, Position)>,
    pub(crate) warnings: Vec<Warning>,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Whether `input` is a JSON Feed: its first byte after a UTF-8 byte order
/// mark and white space is `{`, and it names a JSON Feed version URL, or a
/// version number alone (`"version": "1.1"`, which the reader warns of).
pub(crate) fn is_json_feed(input: &[u8]) -> bool {
    let body = input.strip_prefix(BOM).unwrap_or(input);
    let first = body.iter().find(|b| !b.is_ascii_whitespace());
    first == Some(&b'{')
        && (memchr::memmem::find(body, b"jsonfeed.org/version").is_some()
            || memchr::memmem::find_iter(body, b"\"version\"")
                .any(|at| names_bare_version(&body[at + 9..])))
}

/// The version numbers a JSON Feed names when it writes a number where the
/// specification wants the version URL.
const BARE_VERSIONS: &[&str] = &["1", "1.0", "1.1"];

/// Whether `after_key` (the bytes after a `"version"` key) is `: "1.1"` or
/// another of [`BARE_VERSIONS`].
fn names_bare_version(after_key: &[u8]) -> bool {
    let trimmed = |b: &[u8]| -> usize { b.iter().take_while(|c| c.is_ascii_whitespace()).count() };
    let rest = &after_key[trimmed(after_key)..];
    let Some(rest) = rest.strip_prefix(b":") else {
        return false;
    };
    let rest = &rest[trimmed(rest)..];
    let Some(rest) = rest.strip_prefix(b"\"") else {
        return false;
    };
    let value = rest.split(|&b| b == b'"').next().unwrap_or_default();
    BARE_VERSIONS.iter().any(|v| v.as_bytes() == value)
}

/// Reads a whole JSON Feed document.
pub(crate) fn read(input: &[u8], options: &ReadOptions) -> Result<JsonFeed> {
    let bom = if input.starts_with(BOM) { BOM.len() } else { 0 };
    let body = input.get(bom..).unwrap_or_default();
    let text = match std::str::from_utf8(body) {
        Ok(text) => text,
        Err(err) => {
            let valid = body.get(..err.valid_up_to()).unwrap_or_default();
            let mut locator = Locator::new(std::str::from_utf8(valid).unwrap_or_default(), bom);
            return Err(Error::new(
                ErrorKind::Json("invalid UTF-8 (JSON Feed is UTF-8)".into()),
                locator.position(valid.len()),
            ));
        }
    };
    let mut reader = JsonReader {
        locator: Locator::new(text, bom),
        options,
        warnings: Vec::new(),
    };
    let top = reader.members(text)?;
    let channel_and_items = reader.channel(&top)?;
    Ok(JsonFeed {
        channel: channel_and_items.0,
        items: channel_and_items.1,
        warnings: reader.warnings,
    })
}

struct JsonReader<'a> {
    locator: Locator<'a>,
    options: &'a ReadOptions,
    warnings: Vec<Warning>,
}

/// Members of one object that the model has no typed field for, collected
/// in the order the extensions list keeps them.
#[derive(Default)]
struct Kept {
    plain: Vec<Element>,
    members: Vec<Element>,
}

impl Kept {
    fn into_elements(mut self) -> Vec<Element> {
        self.plain.append(&mut self.members);
        self.plain
    }
}

impl<'a> JsonReader<'a> {
    /// The HTML rewriting the options ask for.
    fn html(&self) -> HtmlPolicy {
        HtmlPolicy::of(self.options)
    }

    /// A plain-text member that publishers fill with HTML, rewritten as HTML
    /// when it reads as HTML (see [`HtmlPolicy::rewrite_loose`]).
    fn loose_html(&self, value: String) -> String {
        self.html()
            .rewrite_loose(value, self.options.base_url.as_ref())
    }

    /// The byte offset (in `text`, without the byte order mark) of a raw value.
    fn offset_of(&self, raw: &str) -> usize {
        // Every raw value is a slice of the document, so this is its offset.
        (raw.as_ptr() as usize).saturating_sub(self.locator.text.as_ptr() as usize)
    }

    fn position_of(&mut self, raw: &RawValue) -> Position {
        let offset = self.offset_of(raw.get());
        self.locator.position(offset)
    }

    /// Parses `raw` (a slice of the document) as an object; errors carry the
    /// position in the whole document.
    fn members<'t>(&mut self, raw: &'t str) -> Result<Members<'t>> {
        serde_json::from_str::<Members<'t>>(raw).map_err(|err| {
            let base = self.offset_of(raw);
            let within = line_column_offset(raw, err.line(), err.column());
            let message = err.to_string();
            let message = match message.rfind(" at line ") {
                Some(cut) => message.get(..cut).unwrap_or(&message).to_owned(),
                None => message,
            };
            Error::new(
                ErrorKind::Json(message),
                self.locator.position(base + within),
            )
        })
    }

    fn warn_type(&mut self, key: &str, expected: &'static str, raw: &RawValue) {
        let position = self.position_of(raw);
        self.warnings.push(Warning {
            kind: WarningKind::JsonType {
                member: key.to_owned(),
                expected: Cow::Borrowed(expected),
            },
            position,
        });
    }

    fn channel(&mut self, top: &Members<'a>) -> Result<(Channel, Vec<(Item, Position)>)> {
        let mut channel = Channel {
            format: Some(Format::Json11),
            encoding: Some("utf-8".to_owned()),
            ..Channel::default()
        };
        let has_authors = top.0.iter().any(|(k, _)| k == "authors");
        let (mut home, mut feed, mut next, mut hubs) = (None, None, None, Vec::new());
        let mut kept = Kept::default();
        let mut items = Vec::new();
        for (key, raw) in &top.0 {
            let ok = match key.as_str() {
                "version" => string(raw).map(|version| {
                    let bare = BARE_VERSIONS.contains(&version.trim());
                    if bare {
                        let position = self.position_of(raw);
                        self.warnings.push(Warning {
                            kind: WarningKind::JsonVersionNotUrl {
                                version: version.trim().to_owned(),
                            },
                            position,
                        });
                    }
                    // Any other version string is read as the newest version.
                    let v1_0 = version.trim_end_matches('/').ends_with(VERSION_1_0_SUFFIX)
                        || (bare && version.trim() != "1.1");
                    if v1_0 {
                        channel.format = Some(Format::Json10);
                    }
                    true
                }),
                "title" => set(&mut channel.title, string(raw).map(Text::plain)),
                "description" => set(
                    &mut channel.description,
                    string(raw).map(|s| Text::plain(self.loose_html(s))),
                ),
                "home_page_url" => set(&mut home, string(raw)),
                "feed_url" => set(&mut feed, string(raw)),
                "next_url" => set(&mut next, string(raw)),
                "icon" => set(&mut channel.logo, string(raw).map(|u| self.uri(&u))),
                "favicon" => set(&mut channel.icon, string(raw).map(|u| self.uri(&u))),
                "language" => set(&mut channel.language, string(raw)),
                "user_comment" | "expired" => plain(&mut kept, key, raw),
                "author" if !has_authors => self.author(raw, 0, &mut kept).map(|person| {
                    channel.authors.push(person);
                    true
                }),
                "authors" => self.authors(raw, &mut kept).map(|people| {
                    channel.authors = people;
                    true
                }),
                "hubs" => self.hubs(raw, &mut kept).map(|found| {
                    hubs = found;
                    true
                }),
                "items" => self.items(raw)?.map(|found| {
                    items = found;
                    true
                }),
                _ => {
                    self.keep_member(&mut kept, key, raw, None);
                    Some(true)
                }
            };
            if ok.is_none() {
                let expected = expected_type(key);
                self.warn_type(key, expected, raw);
                self.keep_member(&mut kept, key, raw, None);
            }
        }
        // Links in the order a writer puts them back, so that a round trip is stable.
        push_link(&mut channel.links, home.map(|u| self.uri(&u)), None, None);
        push_link(
            &mut channel.links,
            feed.map(|u| self.uri(&u)),
            Some("self"),
            None,
        );
        push_link(
            &mut channel.links,
            next.map(|u| self.uri(&u)),
            Some("next"),
            None,
        );
        for (kind, url) in hubs {
            let href = self.uri(&url);
            push_link(&mut channel.links, Some(href), Some("hub"), kind);
        }
        channel.extensions = kept.into_elements();
        Ok((channel, items))
    }

    fn uri(&self, raw: &str) -> Uri {
        resolve(self.options.base_url.as_ref(), raw.trim())
    }

    /// Keeps a member as compact JSON in a `member` element; always `true`.
    fn keep_member(
        &mut self,
        kept: &mut Kept,
        key: &str,
        raw: &RawValue,
        of: Option<&str>,
    ) -> bool {
        kept.members.push(member_element(key, raw.get(), of));
        true
    }

    fn items(&mut self, raw: &RawValue) -> Result<Option<Vec<(Item, Position)>>> {
        let Ok(list) = serde_json::from_str::<Vec<&RawValue>>(raw.get()) else {
            // Not an array: warned about and kept as a member by the caller.
            return Ok(None);
        };
        let mut items = Vec::with_capacity(list.len().min(self.options.max_items));
        for (index, raw_item) in list.into_iter().enumerate() {
            let position = self.position_of(raw_item);
            if items.len() >= self.options.max_items {
                self.warnings.push(Warning {
                    kind: WarningKind::Limit {
                        limit: "items".into(),
                        value: self.options.max_items as u64,
                        action: "rest of the feed ignored".into(),
                    },
                    position,
                });
                break;
            }
            match serde_json::from_str::<Members<'_>>(raw_item.get()) {
                Ok(members) => items.push((self.item(&members), position)),
                // Not an object: nothing in it can be an item's field.
                Err(_) => self.warnings.push(Warning {
                    kind: WarningKind::JsonItemSkipped { index },
                    position,
                }),
            }
        }
        Ok(Some(items))
    }

    fn item(&mut self, members: &Members<'_>) -> Item {
        let mut item = Item::default();
        let has_authors = members.0.iter().any(|(k, _)| k == "authors");
        let has_html = members.0.iter().any(|(k, _)| k == "content_html");
        let (mut url, mut external) = (None, None);
        let mut kept = Kept::default();
        let mut attachments = Vec::new();
        for (key, raw) in &members.0 {
            let ok = match key.as_str() {
                "id" => set(&mut item.guid, id(raw)),
                "url" => set(&mut url, string(raw)),
                "external_url" => set(&mut external, string(raw)),
                "title" => set(&mut item.title, string(raw).map(Text::plain)),
                "content_html" => set(
                    &mut item.content,
                    string(raw).map(|value| Content {
                        value: self.html().rewrite(
                            value,
                            TextKind::Html,
                            self.options.base_url.as_ref(),
                        ),
                        kind: TextKind::Html,
                        ..Content::default()
                    }),
                ),
                "content_text" if !has_html => set(
                    &mut item.content,
                    string(raw).map(|value| Content {
                        value,
                        kind: TextKind::Text,
                        ..Content::default()
                    }),
                ),
                "content_text" | "image" | "banner_image" => plain(&mut kept, key, raw),
                "summary" => set(
                    &mut item.description,
                    string(raw).map(|s| Text::plain(self.loose_html(s))),
                ),
                "date_published" => {
                    let date = string(raw).map(|s| self.date(s, raw));
                    set(&mut item.pub_date, date)
                }
                "date_modified" => {
                    let date = string(raw).map(|s| self.date(s, raw));
                    set(&mut item.updated, date)
                }
                "author" if !has_authors => self.author(raw, 0, &mut kept).map(|person| {
                    item.authors.push(person);
                    true
                }),
                "authors" => self.authors(raw, &mut kept).map(|people| {
                    item.authors = people;
                    true
                }),
                "tags" => serde_json::from_str::<Vec<String>>(raw.get())
                    .ok()
                    .map(|tags| {
                        item.categories = tags
                            .into_iter()
                            .map(|term| Category {
                                term,
                                ..Category::default()
                            })
                            .collect();
                        true
                    }),
                "language" => set(&mut item.xml_lang, string(raw)),
                "attachments" => self.attachments(raw, &mut kept).map(|found| {
                    attachments = found;
                    true
                }),
                _ => Some(self.keep_member(&mut kept, key, raw, None)),
            };
            if ok.is_none() {
                let expected = expected_type(key);
                self.warn_type(key, expected, raw);
                self.keep_member(&mut kept, key, raw, None);
            }
        }
        push_link(&mut item.links, url.map(|u| self.uri(&u)), None, None);
        push_link(
            &mut item.links,
            external.map(|u| self.uri(&u)),
            Some("related"),
            None,
        );
        item.enclosures = attachments;
        item.extensions = kept.into_elements();
        item
    }

    fn date(&mut self, raw_text: String, raw: &RawValue) -> Timestamp {
        let raw_text = raw_text.trim().to_owned();
        match crate::date::parse(&raw_text) {
            Some(parsed) => {
                if let Some(quirk) = parsed.quirk {
                    let position = self.position_of(raw);
                    self.warnings.push(Warning {
                        kind: WarningKind::DateRepaired {
                            raw: raw_text.clone(),
                            quirk,
                        },
                        position,
                    });
                }
                Timestamp {
                    value: Some(parsed.value),
                    raw: raw_text,
                }
            }
            None => {
                let position = self.position_of(raw);
                self.warnings.push(Warning {
                    kind: WarningKind::InvalidDate {
                        raw: raw_text.clone(),
                    },
                    position,
                });
                Timestamp {
                    value: None,
                    raw: raw_text,
                }
            }
        }
    }

    /// One author object; parts the model has no field for go to `kept`.
    fn author(&mut self, raw: &RawValue, index: usize, kept: &mut Kept) -> Option<Person> {
        let members = serde_json::from_str::<Members<'_>>(raw.get()).ok()?;
        let of = format!("authors/{index}");
        let mut person = Person::default();
        for (key, value) in &members.0 {
            match (key.as_str(), string(value)) {
                ("name", Some(name)) if person.name.is_none() => person.name = Some(name),
                ("url", Some(url)) if person.uri.is_none() => person.uri = Some(self.uri(&url)),
                _ => kept
                    .members
                    .push(member_element(key, value.get(), Some(&of))),
            }
        }
        Some(person)
    }

    fn authors(&mut self, raw: &RawValue, kept: &mut Kept) -> Option<Vec<Person>> {
        let list = serde_json::from_str::<Vec<&RawValue>>(raw.get()).ok()?;
        // Nothing is kept unless every author is an object.
        let mut scratch = Kept::default();
        let mut people = Vec::with_capacity(list.len());
        for (index, value) in list.into_iter().enumerate() {
            people.push(self.author(value, index, &mut scratch)?);
        }
        kept.members.append(&mut scratch.members);
        Some(people)
    }

    /// `hubs`: (type, url) pairs; parts the model has no field for go to `kept`.
    fn hubs(&mut self, raw: &RawValue, kept: &mut Kept) -> Option<Vec<(Option<String>, String)>> {
        let list = serde_json::from_str::<Vec<Members<'_>>>(raw.get()).ok()?;
        let mut scratch = Vec::new();
        let mut hubs = Vec::with_capacity(list.len());
        for (index, members) in list.iter().enumerate() {
            let of = format!("hubs/{index}");
            let (mut kind, mut url) = (None, None);
            for (key, value) in &members.0 {
                match (key.as_str(), string(value)) {
                    ("type", Some(v)) if kind.is_none() => kind = Some(v),
                    ("url", Some(v)) if url.is_none() => url = Some(v),
                    _ => scratch.push(member_element(key, value.get(), Some(&of))),
                }
            }
            hubs.push((kind, url.unwrap_or_default()));
        }
        kept.members.append(&mut scratch);
        Some(hubs)
    }

    fn attachments(&mut self, raw: &RawValue, kept: &mut Kept) -> Option<Vec<Enclosure>> {
        let list = serde_json::from_str::<Vec<Members<'_>>>(raw.get()).ok()?;
        let mut scratch = Vec::new();
        let mut enclosures = Vec::with_capacity(list.len());
        for (index, members) in list.iter().enumerate() {
            let of = format!("attachments/{index}");
            let mut enclosure = Enclosure::default();
            let (mut has_url, mut has_size) = (false, false);
            for (key, value) in &members.0 {
                match key.as_str() {
                    "url" if !has_url => match string(value) {
                        Some(url) => {
                            enclosure.url = self.uri(&url);
                            has_url = true;
                        }
                        None => scratch.push(member_element(key, value.get(), Some(&of))),
                    },
                    "mime_type" if enclosure.media_type.is_none() => match string(value) {
                        Some(t) => enclosure.media_type = Some(t),
                        None => scratch.push(member_element(key, value.get(), Some(&of))),
                    },
                    "size_in_bytes" if !has_size => {
                        match serde_json::from_str::<u64>(value.get()) {
                            Ok(size) => {
                                enclosure.length = Some(size);
                                has_size = true;
                            }
                            Err(_) => scratch.push(member_element(key, value.get(), Some(&of))),
                        }
                    }
                    _ => scratch.push(member_element(key, value.get(), Some(&of))),
                }
            }
            enclosures.push(enclosure);
        }
        kept.members.append(&mut scratch);
        Some(enclosures)
    }
}

const VERSION_1_0_SUFFIX: &str = "/version/1";

/// Sets `slot` from `value`; `None` (the member has the wrong type) when there is no value.
fn set<T>(slot: &mut Option<T>, value: Option<T>) -> Option<bool> {
    let value = value?;
    *slot = Some(value);
    Some(true)
}

/// A plain member with no model field: an element of its own name holding the value's text.
fn plain(kept: &mut Kept, key: &str, raw: &RawValue) -> Option<bool> {
    let text = match serde_json::from_str::<serde_json::Value>(raw.get()).ok()? {
        serde_json::Value::String(s) => s,
        serde_json::Value::Bool(b) if key == "expired" => b.to_string(),
        _ => return None,
    };
    debug_assert!(CHANNEL_PLAIN.contains(&key) || ITEM_PLAIN.contains(&key));
    let mut element = extension_element(key);
    element.children.push(Node::Text(text));
    kept.plain.push(element);
    Some(true)
}

/// An item `id`: a string, or (as some 1.0 feeds write it) a number.
fn id(raw: &RawValue) -> Option<Guid> {
    let value = match serde_json::from_str::<serde_json::Value>(raw.get()).ok()? {
        serde_json::Value::String(s) => s,
        serde_json::Value::Number(n) => n.to_string(),
        _ => return None,
    };
    Some(Guid {
        value,
        is_permalink: Some(false),
    })
}

fn string(raw: &RawValue) -> Option<String> {
    serde_json::from_str::<String>(raw.get()).ok()
}

fn push_link(links: &mut Vec<Link>, href: Option<Uri>, rel: Option<&str>, title: Option<String>) {
    if let Some(href) = href {
        links.push(Link {
            href,
            rel: rel.map(str::to_owned),
            title,
            ..Link::default()
        });
    }
}

/// What the specification says a member holds, for the warning.
fn expected_type(key: &str) -> &'static str {
    match key {
        "items" | "authors" | "tags" | "attachments" | "hubs" => "an array",
        "author" => "an object",
        "expired" => "a boolean",
        "id" => "a string or number",
        _ => "a string",
    }
}

/// An empty element in the JSON Feed namespace.
pub(crate) fn extension_element(name: &str) -> Element {
    let mut element = Element::new(Some(NAMESPACE), name);
    element.prefix = Some(PREFIX.to_owned());
    element
}

/// A `member` element keeping `raw` as compact JSON.
fn member_element(key: &str, raw: &str, of: Option<&str>) -> Element {
    let mut element = extension_element(MEMBER);
    element.attributes.push(attribute("key", key));
    if let Some(of) = of {
        element.attributes.push(attribute("of", of));
    }
    element.children.push(Node::Text(compact(raw)));
    element
}

fn attribute(name: &str, value: &str) -> Attribute {
    Attribute {
        name: name.to_owned(),
        value: value.to_owned(),
        ..Attribute::default()
    }
}

/// Valid JSON text without the white space between tokens (key order and
/// number spelling kept as written).
pub(crate) fn compact(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in json.chars() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if c == '"' {
            in_string = true;
            out.push(c);
        } else if !matches!(c, ' ' | '\t' | '\n' | '\r') {
            out.push(c);
        }
    }
    out
}

/// The byte offset within `text` of serde_json's 1-based line and column
/// (column 0 means the end of the previous line, as at end of input).
fn line_column_offset(text: &str, line: usize, column: usize) -> usize {
    let line_start = if line <= 1 {
        0
    } else {
        text.match_indices('\n')
            .nth(line - 2)
            .map_or(text.len(), |(i, _)| i + 1)
    };
    (line_start + column.saturating_sub(1)).min(text.len())
}

/// Turns byte offsets into positions, walking forward from the last one
/// asked, so that positions asked in document order cost linear time.
struct Locator<'a> {
    text: &'a str,
    bom: usize,
    cursor: LineCursor,
}

impl<'a> Locator<'a> {
    fn new(text: &'a str, bom: usize) -> Self {
        Locator {
            text,
            bom,
            cursor: LineCursor::default(),
        }
    }

    /// The position of byte `offset` of the text (the byte order mark not counted in it).
    fn position(&mut self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let (line, column) = self.cursor.at(self.text.as_bytes(), offset);
        Position {
            offset: (offset + self.bom) as u64,
            line,
            column,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_keeps_strings_whole() {
        assert_eq!(
            compact("{ \"a b\" : [1, \"x \\\" y\"] }"),
            r#"{"a b":[1,"x \" y"]}"#
        );
    }

    #[test]
    fn detects_json_feed_only_with_a_version_url() {
        assert!(is_json_feed(
            b"\xEF\xBB\xBF \n{\"version\":\"https://jsonfeed.org/version/1.1\"}"
        ));
        assert!(!is_json_feed(b"{\"error\":\"not found\"}"));
        assert!(!is_json_feed(b"<rss><!-- jsonfeed.org/version --></rss>"));
        assert!(is_json_feed(b"{\"version\" : \"1.1\", \"items\": []}"));
        assert!(is_json_feed(b"{\"version\":\"1\"}"));
        assert!(!is_json_feed(b"{\"version\":\"2.0\"}"));
    }

    #[test]
    fn line_column_maps_to_offsets() {
        assert_eq!(line_column_offset("ab\ncd", 2, 2), 4);
        assert_eq!(line_column_offset("ab\ncd", 1, 0), 0);
    }

    #[test]
    fn locator_counts_characters() {
        let mut locator = Locator::new("é\n xy", 3);
        let p = locator.position(5);
        assert_eq!((p.offset, p.line, p.column), (8, 2, 3));
        let p = locator.position(2);
        assert_eq!((p.offset, p.line, p.column), (5, 1, 2));
    }
}
