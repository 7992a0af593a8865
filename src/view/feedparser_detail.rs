//! Building blocks of the feedparser view: text details, dates, people,
//! links, tags, Media RSS and GeoRSS values, each shaped as Python
//! feedparser stores it. A projection of the model, not a parser: every value
//! here comes from a typed field (or, for a few keys, an unclaimed element).

use std::borrow::Cow;

use super::node::node;
pub(crate) use super::node::{Node, Obj};
use chrono::Utc;

use crate::model::{
    CategoryRef, Content, ContentMode, Element, Enclosure, Generator, GeoRss, Link, LinkElement,
    Media, MediaScheme, Node as Child, Person, Text, TextKind, Timestamp, Uri,
};

/// Sets `key` to a string.
pub(crate) fn put_str<'a>(map: &mut Obj<'a>, key: &'static str, value: impl Into<Cow<'a, str>>) {
    map.insert(key, Node::Str(value.into()));
}

/// Sets `key` to a string when there is one.
pub(crate) fn put_opt<'a>(
    map: &mut Obj<'a>,
    key: &'static str,
    value: Option<impl Into<Cow<'a, str>>>,
) {
    if let Some(v) = value {
        put_str(map, key, v);
    }
}

/// feedparser's media type for a [`TextKind`].
pub(crate) fn kind_type(kind: TextKind) -> &'static str {
    match kind {
        TextKind::Text => "text/plain",
        TextKind::Html => "text/html",
        TextKind::Xhtml => "application/xhtml+xml",
    }
}

/// A `*_detail` dict: `{type, language, base, value}`.
pub(crate) fn detail<'a>(
    kind: &'a str,
    lang: Option<Cow<'a, str>>,
    base: Option<&'a str>,
    value: impl Into<Cow<'a, str>>,
) -> Node<'a> {
    node!({
        "type": kind,
        "language": lang,
        "base": (base.unwrap_or("")),
        "value": (Node::Str(value.into())),
    })
}

/// `key` with `suffix` (`title` and `_detail`): the view's common keys
/// spelled out, so that they are not built each time.
fn suffixed(key: &'static str, suffix: &'static str) -> Cow<'static, str> {
    Cow::Borrowed(match (key, suffix) {
        ("title", "_detail") => "title_detail",
        ("summary", "_detail") => "summary_detail",
        ("subtitle", "_detail") => "subtitle_detail",
        ("rights", "_detail") => "rights_detail",
        ("info", "_detail") => "info_detail",
        ("published", "_parsed") => "published_parsed",
        ("updated", "_parsed") => "updated_parsed",
        ("created", "_parsed") => "created_parsed",
        ("expired", "_parsed") => "expired_parsed",
        _ => return Cow::Owned([key, suffix].concat()),
    })
}

/// An `xml:lang` as feedparser reports it: a blank one is no language, and
/// one written with an underscore (`en_US`) is given in BCP 47 form (`en-US`).
pub(crate) fn language(lang: Option<&str>) -> Option<std::borrow::Cow<'_, str>> {
    let lang = lang.filter(|l| !l.trim().is_empty())?;
    Some(if lang.contains('_') {
        lang.replace('_', "-").into()
    } else {
        lang.into()
    })
}

/// A text construct as the view shows it, borrowed from the model where
/// it can be: its kind, value, language and base.
#[derive(Debug, Clone)]
pub(crate) struct Shown<'a> {
    pub kind: TextKind,
    pub value: Cow<'a, str>,
    pub lang: Option<&'a str>,
    pub base: Option<&'a str>,
}

impl<'a> Shown<'a> {
    /// A text of the model, as written.
    pub(crate) fn of(text: &'a Text) -> Self {
        Shown {
            kind: text.kind,
            value: Cow::Borrowed(&text.value),
            lang: text.lang.as_deref(),
            base: text.base.as_deref(),
        }
    }

    /// A string of the given kind, with no language or base of its own.
    pub(crate) fn bare(kind: TextKind, value: impl Into<Cow<'a, str>>) -> Self {
        Shown {
            kind,
            value: value.into(),
            lang: None,
            base: None,
        }
    }
}

/// Sets `key` and `key_detail` from a text construct. Its `lang` and
/// `base` are already the ones in scope; `base` (the enclosing element's)
/// is used only when it has none.
pub(crate) fn put_text<'a>(
    map: &mut Obj<'a>,
    key: &'static str,
    text: &'a Text,
    base: Option<&'a str>,
) {
    put_shown(map, key, Shown::of(text), base);
}

/// [`put_text`] for a text as shown.
pub(crate) fn put_shown<'a>(
    map: &mut Obj<'a>,
    key: &'static str,
    text: Shown<'a>,
    base: Option<&'a str>,
) {
    put_str(map, key, text.value.clone());
    let detail = detail(
        kind_type(text.kind),
        language(text.lang),
        text.base.or(base),
        text.value,
    );
    map.insert(suffixed(key, "_detail"), detail);
}

/// Sets `key` and `key_detail` from a bare string of the given type.
pub(crate) fn put_plain<'a>(
    map: &mut Obj<'a>,
    key: &'static str,
    value: &'a str,
    kind: &'a str,
    lang: Option<&'a str>,
) {
    put_str(map, key, value);
    map.insert(
        suffixed(key, "_detail"),
        detail(kind, language(lang), None, value),
    );
}

/// One `content` entry: the detail plus `src` when the content lives elsewhere.
pub(crate) fn content_value<'a>(content: &'a Content, base: Option<&'a str>) -> Node<'a> {
    let kind = content
        .media_type
        .as_deref()
        .unwrap_or_else(|| kind_type(content.kind));
    let mut out = Obj::new();
    put_str(&mut out, "type", kind);
    out.insert("language", node!(language(content.lang.as_deref())));
    put_str(
        &mut out,
        "base",
        content.base.as_deref().or(base).unwrap_or(""),
    );
    put_str(&mut out, "value", content_text(content));
    if let Some(src) = &content.src {
        put_str(&mut out, "src", src.as_str());
    }
    Node::Map(out)
}

/// The content's text: base64 payloads of a textual type are decoded, as feedparser does.
pub(crate) fn content_text(content: &Content) -> Cow<'_, str> {
    if content.mode == ContentMode::Base64 {
        if let Some(text) = base64_decode(&content.value).and_then(|b| String::from_utf8(b).ok()) {
            return Cow::Owned(text);
        }
    }
    Cow::Borrowed(&content.value)
}

/// Standard base64 (white space ignored); `None` when it is not base64.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    use base64::Engine as _;
    let compact: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    base64::engine::general_purpose::STANDARD
        .decode(compact.as_bytes())
        .ok()
}

/// Whether feedparser copies this content into `summary` (plain text or HTML/XHTML, not base64 or XML payloads).
pub(crate) fn content_is_textual(content: &Content) -> bool {
    content.mode != ContentMode::Xml
        && content.media_type.as_deref().is_none_or(|t| {
            matches!(
                t,
                "text/plain" | "text/html" | "application/xhtml+xml" | "text" | "html" | "xhtml"
            )
        })
}

/// The instant as feedparser's time tuple, written `YYYY-MM-DDTHH:MM:SSZ` in UTC.
pub(crate) fn parsed_date(ts: &Timestamp) -> Node<'static> {
    match ts.value {
        Some(when) => Node::from(iso_utc(&when.with_timezone(&Utc))),
        None => Node::Null,
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ`, written digit by digit: a feed has a date or
/// two per entry, and chrono's formatter, which reads its format string
/// each time, cost more than the rest of an entry's dates. Years outside
/// 0..=9999, which `%Y` writes with a sign, are left to it.
fn iso_utc(when: &chrono::DateTime<Utc>) -> String {
    use chrono::{Datelike, Timelike};
    let year = when.year();
    let Ok(year @ 0..=9999) = u32::try_from(year) else {
        return when.format("%Y-%m-%dT%H:%M:%SZ").to_string();
    };
    // A leap second (chrono's nanosecond past 1e9) is :60, as `%S` writes it.
    let second = when.second() + u32::from(when.nanosecond() >= 1_000_000_000);
    let fields = [
        (year, 4, '-'),
        (when.month(), 2, '-'),
        (when.day(), 2, 'T'),
        (when.hour(), 2, ':'),
        (when.minute(), 2, ':'),
        (second, 2, 'Z'),
    ];
    let mut out = String::with_capacity(20);
    for (value, width, after) in fields {
        for place in (0..width).rev() {
            let digit = value / 10u32.pow(place) % 10;
            out.push(char::from_digit(digit, 10).unwrap_or('0'));
        }
        out.push(after);
    }
    out
}

/// Sets `key` (the text as written) and `key_parsed`.
pub(crate) fn put_date<'a>(map: &mut Obj<'a>, key: &'static str, ts: Option<&'a Timestamp>) {
    if let Some(ts) = ts {
        put_str(map, key, &ts.raw);
        map.insert(suffixed(key, "_parsed"), parsed_date(ts));
    }
}

/// feedparser's reading of a person written as one string ("me@example.org (Me)",
/// "Me <me@example.org>", "Me"): the first e-mail address, and what is left as the name.
pub(crate) fn split_person(text: &str) -> (Option<String>, Option<String>) {
    let email = find_email(text);
    let mut name = text.to_owned();
    if let Some(e) = &email {
        name = name
            .replace(e.as_str(), "")
            .replace("()", "")
            .replace("<>", "")
            .replace("&lt;&gt;", "");
        name = name.trim().to_owned();
        if let Some(rest) = name.strip_prefix('(') {
            name = rest.to_owned();
        }
        if let Some(rest) = name.strip_suffix(')') {
            name = rest.to_owned();
        }
        name = name.trim().to_owned();
    }
    (Some(name).filter(|n| !n.is_empty()), email)
}

/// The first e-mail address in a string (local part, `@`, a dotted domain).
fn find_email(text: &str) -> Option<String> {
    let is_local = |c: char| c.is_ascii_alphanumeric() || "_-.+".contains(c);
    let is_domain = |c: char| c.is_ascii_alphanumeric() || "-.".contains(c);
    for (at, _) in text.match_indices('@') {
        let start = text[..at]
            .rfind(|c: char| !is_local(c))
            .map_or(0, |i| i + 1);
        let end = text[at + 1..]
            .find(|c: char| !is_domain(c))
            .map_or(text.len(), |i| at + 1 + i);
        let domain = text[at + 1..end].trim_end_matches(['.', '-']);
        if start < at && domain.contains('.') && !domain.starts_with('.') {
            return Some(text[start..at + 1 + domain.len()].to_owned());
        }
    }
    None
}

/// One person with its display string, for the `author`/`authors`/`publisher` keys.
pub(crate) struct Who<'a> {
    /// The display string (`author`), when the person has a name or e-mail.
    pub display: Option<String>,
    /// The detail dict: `{name, email, href}` with only the parts that exist.
    pub detail: Obj<'a>,
    /// Written as parts (`<name>`, `<email>`, `<uri>`), not as one text.
    pub structured: bool,
}

impl<'a> Who<'a> {
    /// From a typed person: an RSS value as written is read the way feedparser reads it.
    pub(crate) fn person(person: &'a Person) -> Option<Who<'a>> {
        let raw = person
            .raw
            .as_deref()
            .map(str::trim)
            .filter(|r| !r.is_empty());
        let (name, email): (Option<Cow<'a, str>>, Option<Cow<'a, str>>) = match raw {
            Some(raw) => {
                let (name, email) = split_person(raw);
                (name.map(Cow::Owned), email.map(Cow::Owned))
            }
            None => (
                person.name.as_deref().map(Cow::Borrowed),
                person.email.as_deref().map(Cow::Borrowed),
            ),
        };
        let display = match (raw, &name, &email) {
            (Some(raw), _, _) => Some(raw.to_owned()),
            (None, Some(n), Some(e)) => Some(format!("{n} ({e})")),
            (None, Some(n), None) => Some(n.as_ref().to_owned()),
            (None, None, Some(e)) => Some(e.as_ref().to_owned()),
            (None, None, None) => None,
        };
        let mut detail = Obj::new();
        put_opt(&mut detail, "name", name);
        put_opt(&mut detail, "email", email);
        put_opt(&mut detail, "href", person.uri.as_ref().map(Uri::as_str));
        (!detail.is_empty()).then_some(Who {
            display,
            detail,
            structured: raw.is_none(),
        })
    }

    /// The person with every text owned, free of what it borrowed.
    pub(crate) fn into_owned(self) -> Who<'static> {
        Who {
            display: self.display,
            detail: self.detail.into_owned(),
            structured: self.structured,
        }
    }

    /// From one element's text (`dc:creator`, `itunes:author`, `dc:publisher`).
    pub(crate) fn text(text: &str) -> Option<Who<'a>> {
        let raw = text.trim();
        let (name, email) = split_person(raw);
        let mut detail = Obj::new();
        put_opt(&mut detail, "name", name);
        put_opt(&mut detail, "email", email);
        (!detail.is_empty()).then(|| Who {
            display: Some(raw.to_owned()),
            detail,
            structured: false,
        })
    }
}

/// Sets `authors`, `author` and `author_detail` as feedparser leaves them
/// after reading the people in document order. `author` is the last
/// person's display string. A person written as parts updates
/// `author_detail` key by key, so with such people it is the last person
/// written, with an e-mail address kept from an earlier one when the last
/// has none; a person written as one text only sets it when no earlier one
/// did, so with those alone it is the first.
pub(crate) fn put_authors<'a>(map: &mut Obj<'a>, people: Vec<Who<'a>>) {
    if people.is_empty() {
        return;
    }
    let detail = if people.iter().any(|w| w.structured) {
        let mut merged = Obj::new();
        for w in people.iter().filter(|w| w.structured) {
            merged.extend(w.detail.clone());
        }
        merged
    } else {
        people[0].detail.clone()
    };
    map.insert("author_detail", Node::Map(detail));
    put_opt(
        map,
        "author",
        people.iter().rev().find_map(|w| w.display.clone()),
    );
    let list = people.into_iter().map(|w| Node::Map(w.detail)).collect();
    map.insert("authors", Node::List(list));
}

/// Sets `publisher` and `publisher_detail`.
pub(crate) fn put_publisher<'a>(map: &mut Obj<'a>, who: Option<Who<'a>>) {
    if let Some(who) = who {
        put_opt(map, "publisher", who.display);
        map.insert("publisher_detail", Node::Map(who.detail));
    }
}

/// Whether feedparser would take a link of this type as the HTML page.
fn is_html_type(media_type: &str) -> bool {
    matches!(
        media_type,
        "text/html" | "application/xhtml+xml" | "html" | "xhtml"
    )
}

/// One `links` entry, with feedparser's defaults for `rel` and `type`.
pub(crate) fn link_value(link: &Link) -> Node<'_> {
    let rel = link.rel.as_deref().unwrap_or("alternate");
    let default_type = if rel == "self" {
        "application/atom+xml"
    } else {
        "text/html"
    };
    let mut out = Obj::new();
    put_str(&mut out, "rel", rel);
    put_str(
        &mut out,
        "type",
        link.media_type.as_deref().unwrap_or(default_type),
    );
    put_str(&mut out, "href", link.href.as_str());
    put_opt(&mut out, "title", link.title.as_deref());
    put_opt(&mut out, "hreflang", link.hreflang.as_deref());
    if let Some(length) = link.length {
        put_str(&mut out, "length", length.to_string());
    }
    Node::Map(out)
}

/// The `link` key: the last RSS `<link>` or HTML `alternate` link, as feedparser overwrites it.
pub(crate) fn main_link(links: &[Link]) -> Option<&str> {
    links
        .iter()
        .rev()
        .find(|l| {
            l.element == LinkElement::Rss
                || (l.is_alternate() && l.media_type.as_deref().is_none_or(is_html_type))
        })
        .map(|l| l.href.as_str())
        .filter(|h| !h.is_empty())
}

/// An RSS enclosure as a `links` entry with `rel: enclosure`.
pub(crate) fn enclosure_value(enclosure: &Enclosure) -> Node<'_> {
    let mut out = Obj::new();
    if let Some(length) = enclosure.length {
        put_str(&mut out, "length", length.to_string());
    } else {
        put_opt(&mut out, "length", enclosure.length_raw.as_deref());
    }
    put_opt(&mut out, "type", enclosure.media_type.as_deref());
    put_str(&mut out, "href", enclosure.url.as_str());
    put_str(&mut out, "rel", "enclosure");
    Node::Map(out)
}

/// A Creative Commons licence as a `links` entry with `rel: license`.
pub(crate) fn license_value(uri: &str) -> Node<'_> {
    node!({"rel": "license", "href": uri})
}

/// `tags`: each category as feedparser's `{term, scheme, label}`, in the
/// order the model's `categories()` answers give them, which is feedparser's.
pub(crate) fn put_tags<'a>(map: &mut Obj<'a>, categories: impl Iterator<Item = CategoryRef<'a>>) {
    let tags: Vec<Node<'_>> = categories
        .map(|c| node!({"term": (c.term), "scheme": (c.scheme), "label": (c.label)}))
        .collect();
    if !tags.is_empty() {
        map.insert("tags", Node::List(tags));
    }
}

/// `generator` and `generator_detail`.
pub(crate) fn put_generator<'a>(map: &mut Obj<'a>, generator: Option<&'a Generator>) {
    let Some(g) = generator else { return };
    let mut d = Obj::new();
    put_opt(&mut d, "version", g.version.as_deref());
    put_opt(&mut d, "href", g.uri.as_ref().map(Uri::as_str));
    put_str(&mut d, "name", &g.value);
    map.insert("generator_detail", Node::Map(d));
    put_str(map, "generator", &g.value);
}

/// `itunes:block`: 1 for "yes" (exactly), else 0.
pub(crate) fn itunes_block(value: &str) -> Node<'static> {
    node!(i32::from(matches!(value, "yes" | "Yes")))
}
/// `itunes:explicit`: true for "yes"/"true", false for "no"/"false"/"clean", else null (no trimming).
pub(crate) fn itunes_explicit(value: &str) -> Node<'static> {
    match value {
        "yes" | "true" => Node::Bool(true),
        "no" | "false" | "clean" => Node::Bool(false),
        _ => Node::Null,
    }
}

/// Walks a Media RSS tree (item level, groups, contents' metadata) depth first.
fn media_levels<'a>(media: &'a Media, out: &mut Vec<&'a Media>) {
    out.push(media);
    for group in &media.groups {
        media_levels(group, out);
    }
    for content in &media.contents {
        if let Some(meta) = &content.metadata {
            media_levels(meta, out);
        }
    }
}

/// Media RSS keys (`media_content`, `media_thumbnail`, `media_credit`, ...), flattened over groups as feedparser does.
pub(crate) fn put_media<'a>(map: &mut Obj<'a>, media: Option<&'a Media>) {
    let Some(media) = media else { return };
    let mut levels = Vec::new();
    media_levels(media, &mut levels);
    let mut contents = Vec::new();
    let mut thumbnails = Vec::new();
    let mut credits = Vec::new();
    for level in &levels {
        for mc in &level.contents {
            let mut o = Obj::new();
            put_opt(&mut o, "url", mc.url.as_ref().map(Uri::as_str));
            put_opt(&mut o, "type", mc.media_type.as_deref());
            if let Some(s) = mc.file_size {
                put_str(&mut o, "filesize", s.to_string());
            }
            put_opt(&mut o, "medium", mc.medium.as_deref());
            put_opt(&mut o, "isdefault", mc.is_default.as_deref());
            put_opt(&mut o, "expression", mc.expression.as_deref());
            put_opt(&mut o, "bitrate", mc.bitrate.as_deref());
            put_opt(&mut o, "framerate", mc.framerate.as_deref());
            put_opt(&mut o, "samplingrate", mc.samplingrate.as_deref());
            put_opt(&mut o, "channels", mc.channels.as_deref());
            put_opt(&mut o, "duration", mc.duration.as_deref());
            put_opt(&mut o, "height", mc.height.map(|h| h.to_string()));
            put_opt(&mut o, "width", mc.width.map(|w| w.to_string()));
            put_opt(&mut o, "lang", mc.lang.as_deref());
            contents.push(Node::Map(o));
        }
        for t in &level.thumbnails {
            let mut o = Obj::new();
            put_str(&mut o, "url", t.url.as_str());
            put_opt(&mut o, "width", t.width.map(|w| w.to_string()));
            put_opt(&mut o, "height", t.height.map(|h| h.to_string()));
            put_opt(&mut o, "time", t.time.as_deref());
            thumbnails.push(Node::Map(o));
        }
        for c in &level.credits {
            let mut o = Obj::new();
            put_opt(&mut o, "role", c.role.as_deref());
            put_opt(&mut o, "scheme", c.scheme.as_deref());
            if !c.value.trim().is_empty() {
                put_str(&mut o, "content", &c.value);
            }
            credits.push(Node::Map(o));
        }
    }
    for (key, list) in [
        ("media_content", contents),
        ("media_thumbnail", thumbnails),
        ("media_credit", credits),
    ] {
        if !list.is_empty() {
            map.insert(key, Node::List(list));
        }
    }
    // feedparser keeps the first rating, restriction and licence it meets (setdefault).
    if let Some(r) = levels.iter().find_map(|l| l.ratings.first()) {
        map.insert("media_rating", scheme_value(r));
    }
    if let Some(r) = levels.iter().find_map(|l| l.restrictions.first()) {
        let mut o = Obj::new();
        put_opt(&mut o, "relationship", r.relationship.as_deref());
        put_opt(&mut o, "type", r.kind.as_deref());
        if !r.value.trim().is_empty() {
            let codes = r
                .value
                .split(' ')
                .map(|c| node!(c.trim().to_lowercase()))
                .collect();
            o.insert("content", Node::List(codes));
        }
        map.insert("media_restriction", Node::Map(o));
    }
    if let Some(l) = levels.iter().find_map(|l| l.licenses.first()) {
        let mut o = Obj::new();
        put_opt(&mut o, "type", l.media_type.as_deref());
        put_opt(&mut o, "href", l.href.as_ref().map(Uri::as_str));
        if !l.value.trim().is_empty() {
            put_str(&mut o, "content", &l.value);
        }
        map.insert("media_license", Node::Map(o));
    }
    if let Some(p) = levels.iter().find_map(|l| l.player.as_ref()) {
        let mut o = Obj::new();
        put_str(&mut o, "url", p.url.as_str());
        put_opt(&mut o, "height", p.height.map(|h| h.to_string()));
        put_opt(&mut o, "width", p.width.map(|w| w.to_string()));
        put_str(&mut o, "content", "");
        map.insert("media_player", Node::Map(o));
    }
}

/// `media:rating` / `media:category`: `{scheme, content}`.
fn scheme_value(s: &MediaScheme) -> Node<'_> {
    let mut o = Obj::new();
    put_opt(&mut o, "scheme", s.scheme.as_deref());
    if !s.value.trim().is_empty() {
        put_str(&mut o, "content", &s.value);
    }
    Node::Map(o)
}

/// Coordinates as feedparser reads them: tuples of `dimension` numbers,
/// latitude and longitude swapped into GeoJSON's (lon, lat) order when `swap`.
fn coordinates(text: &str, dimension: usize, swap: bool) -> Option<Vec<Node<'static>>> {
    let numbers: Option<Vec<f64>> = text
        .replace(',', " ")
        .split_whitespace()
        .map(|n| n.parse::<f64>().ok())
        .collect();
    let numbers = numbers?;
    Some(
        numbers
            .chunks_exact(dimension.max(2))
            .map(|p| {
                let mut p = p.to_vec();
                if swap {
                    p.swap(0, 1);
                }
                Node::List(p.into_iter().map(Node::from).collect())
            })
            .collect(),
    )
}

/// Whether a GML reference system is latitude/longitude, which feedparser
/// swaps: WGS84 by default, and EPSG's geographic systems (codes 4000-4999).
/// Projected systems such as UTM (EPSG:26913) are x/y already.
fn is_geographic(srs_name: Option<&str>) -> bool {
    let Some(name) = srs_name.filter(|n| n.contains("EPSG")) else {
        return true;
    };
    name.rsplit(':')
        .next()
        .and_then(|code| code.trim().parse::<u32>().ok())
        .is_none_or(|code| (4000..5000).contains(&code))
}

/// GeoRSS as feedparser's `where` (a GeoJSON-like dict); `{}` when the geometry does not parse.
pub(crate) fn where_value(geo: &GeoRss) -> Option<Node<'static>> {
    let (kind, text) = if let Some(p) = &geo.point {
        ("Point", p)
    } else if let Some(l) = &geo.line {
        ("LineString", l)
    } else if let Some(p) = &geo.polygon {
        ("Polygon", p)
    } else if let Some(b) = &geo.bbox {
        ("Box", b)
    } else {
        return None;
    };
    let dimension = usize::from(geo.srs_dimension.unwrap_or(2));
    let swap = is_geographic(geo.srs_name.as_deref());
    let coords = coordinates(text, dimension, swap).unwrap_or_default();
    let geometry = match kind {
        "Point" => coords
            .into_iter()
            .next()
            .map(|c| node!({"type": kind, "coordinates": c})),
        "Polygon" if coords.len() >= 4 => Some(node!({"type": kind, "coordinates": [coords]})),
        "Polygon" => None,
        _ => Some(node!({"type": kind, "coordinates": coords})),
    };
    Some(geometry.unwrap_or_else(|| node!({})))
}

/// The text of an unclaimed element, with child elements serialized back (for `info` and the like).
pub(crate) fn element_text(element: &Element) -> String {
    let mut out = String::new();
    for child in &element.children {
        match child {
            Child::Text(t) => out.push_str(t),
            Child::Element(e) => {
                out.push('<');
                out.push_str(&e.name);
                for a in &e.attributes {
                    out.push_str(&format!(
                        " {}=\"{}\"",
                        a.name,
                        a.value.replace('"', "&quot;")
                    ));
                }
                out.push('>');
                out.push_str(&element_text(e));
                out.push_str(&format!("</{}>", e.name));
            }
        }
    }
    out
}

/// The first unclaimed element with this namespace and local name.
pub(crate) fn find_ext<'a>(
    extensions: &'a [Element],
    namespaces: &[&str],
    name: &str,
) -> Option<&'a Element> {
    extensions.iter().find(|e| {
        e.name == name
            && e.namespace
                .as_deref()
                .is_some_and(|ns| namespaces.contains(&ns))
    })
}

/// Every `media:description` of a Media RSS tree, in document order as far as the model keeps it.
pub(crate) fn media_descriptions(media: Option<&Media>) -> Vec<&Text> {
    let mut levels = Vec::new();
    if let Some(m) = media {
        media_levels(m, &mut levels);
    }
    levels
        .iter()
        .filter_map(|l| l.description.as_ref())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{NaiveDate, TimeZone};

    #[test]
    fn dates_are_written_as_chrono_writes_them() {
        let chrono_way =
            |when: &chrono::DateTime<Utc>| when.format("%Y-%m-%dT%H:%M:%SZ").to_string();
        let mut cases: Vec<chrono::DateTime<Utc>> = [
            (1970, 1, 1, 0, 0, 0),
            (2026, 12, 4, 19, 5, 9),
            (999, 3, 7, 23, 59, 59),
            (9999, 12, 31, 23, 59, 59),
            (0, 1, 1, 0, 0, 0),
        ]
        .iter()
        .map(|&(y, mo, d, h, mi, s)| Utc.with_ymd_and_hms(y, mo, d, h, mi, s).unwrap())
        .collect();
        // A year past 9999 and one before 0, which `%Y` writes with a sign.
        cases.push(Utc.with_ymd_and_hms(12_345, 6, 7, 8, 9, 10).unwrap());
        cases.push(Utc.with_ymd_and_hms(-44, 3, 15, 12, 0, 0).unwrap());
        // A leap second.
        let leap = NaiveDate::from_ymd_opt(2016, 12, 31)
            .and_then(|d| d.and_hms_nano_opt(23, 59, 59, 1_500_000_000))
            .unwrap();
        cases.push(Utc.from_utc_datetime(&leap));
        for when in &cases {
            assert_eq!(iso_utc(when), chrono_way(when), "{when:?}");
        }
        assert_eq!(iso_utc(&cases[1]), "2026-12-04T19:05:09Z");
    }
}
