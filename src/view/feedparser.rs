//! The feedparser view: the typed model projected into the shape of Python
//! feedparser's result dict (`bozo`, `encoding`, `version`, `namespaces`,
//! `feed`, `entries`), as one JSON value.
//!
//! This is a projection, not a parser: [`to_value`] reads only the
//! [`Channel`] and the [`Warning`]s the reader reported, and never looks at
//! the document again. Key names, value types and precedence rules follow
//! feedparser 6 (see `FEEDPARSER_VIEW.md` in the shared test material); keys
//! with no value are left out, as feedparser only has the keys it saw.
//!
//! ```
//! let feedwright::Parsed { channel, warnings } = feedwright::parse_with(
//!     br#"<rss version="2.0"><channel><title>T</title>
//!         <item><title>A</title><guid>https://example.org/a</guid></item>
//!     </channel></rss>"#,
//!     &feedwright::ReadOptions::default(),
//! ).unwrap();
//! let view = feedwright::view::feedparser::to_value(&channel, &warnings);
//! assert_eq!(view["version"], "rss20");
//! assert_eq!(view["feed"]["title"], "T");
//! assert_eq!(view["entries"][0]["link"], "https://example.org/a");
//! ```

use std::borrow::Cow;
use std::sync::LazyLock;

use serde_json::Value;

use super::node::node;

use super::feedparser_detail::{
    content_is_textual, content_text, content_value, element_text, enclosure_value, find_ext,
    itunes_block, itunes_explicit, language, license_value, link_value, main_link,
    media_descriptions, put_authors, put_date, put_generator, put_media, put_opt, put_plain,
    put_publisher, put_shown, put_str, put_tags, put_text, where_value, Node, Obj, Shown, Who,
};
#[cfg(feature = "http")]
#[cfg_attr(docsrs, doc(cfg(feature = "http")))]
pub use super::feedparser_http::{http_keys, not_modified};
use super::feedparser_podcast::{in_document_order, prefix as podcast_prefix, Placed, Rebuild};
use super::feedparser_unknown::{namespace_key, Unknown};
use crate::html::looks_like_html;
use crate::model::{
    Channel, DcElement, DcTerms, DublinCore, Element, Format, ITunesChannel, ITunesItem, Item,
    Person, Source, Text, TextKind, Uri,
};
use crate::model::{Layout, Order, Slot};
use crate::{EncodingEvent, Warning, WarningKind};

/// The parts a channel or item may lack, empty, to read a missing one through.
static NO_DC: LazyLock<DublinCore> = LazyLock::new(DublinCore::default);
static NO_TERMS: LazyLock<DcTerms> = LazyLock::new(DcTerms::default);
static NO_ITUNES_CHANNEL: LazyLock<ITunesChannel> = LazyLock::new(ITunesChannel::default);
static NO_ITUNES_ITEM: LazyLock<ITunesItem> = LazyLock::new(ITunesItem::default);

/// FeedBurner's namespace (`feedburner:browserFriendly` is feedparser's `info`).
const FEEDBURNER_NS: &str = "http://rssnamespace.org/feedburner/ext/1.0";
/// Podlove Simple Chapters.
const PSC_NS: &str = "http://podlove.org/simple-chapters";
/// Atom threading (for `thr:in-reply-to` outside an entry).
const THR_NS: &str = "http://purl.org/syndication/thread/1.0";

/// The feedparser view of a parsed channel and the warnings its reading produced.
///
/// `bozo` is true when a warning says the document was not well-formed XML
/// or needed recovery; `bozo_exception` then names the first such warning's
/// kind. Every other key is projected from the model.
pub fn to_value(channel: &Channel, warnings: &[Warning]) -> Value {
    view(channel, warnings).to_value()
}

/// The feedparser view as a [`Node`] that borrows its text from `channel`:
/// what [`to_value`] gives, for a binding that builds its own objects from
/// it (the Python package) without a JSON value in between.
///
/// ```
/// let feedwright::Parsed { channel, warnings } = feedwright::parse_with(
///     b"<rss version=\"2.0\"><channel><title>T</title></channel></rss>",
///     &feedwright::ReadOptions::default(),
/// ).unwrap();
/// let view = feedwright::view::feedparser::view(&channel, &warnings);
/// assert_eq!(view.to_value()["feed"]["title"], "T");
/// ```
#[doc(hidden)]
pub fn view<'a>(channel: &'a Channel, warnings: &[Warning]) -> Node<'a> {
    let first_bozo = bozo_warning(warnings).map(|(kind, _)| kind);
    let mut namespaces = Obj::new();
    // feedparser lists what the document declared, not what was assumed, a
    // namespace it knows under its own prefix, and the last declaration of a prefix.
    for decl in channel.namespaces.iter().filter(|d| !d.assumed) {
        namespaces.insert(
            namespace_key(&decl.uri, &decl.prefix),
            Node::from(&decl.uri),
        );
    }
    // feedparser reports the label the document used (Python has a codec for
    // each), or, for a guessed encoding, the name its detector gives it.
    let guessed = warnings.iter().find_map(|w| match &w.kind {
        WarningKind::Encoding(EncodingEvent::Guessed { used }) => Some(guessed_name(used)),
        _ => None,
    });
    let encoding = guessed
        .or(channel.encoding_label.as_deref())
        .or(channel.encoding.as_deref())
        .map_or_else(|| "utf-8".to_owned(), str::to_ascii_lowercase);
    let entries: Vec<Node<'_>> = channel
        .items
        .iter()
        .map(|item| Node::Map(entry(item, channel)))
        .collect();
    // Built by moving each part in: `json!` would serialize them, copying
    // every entry again.
    let mut view = Obj::new();
    view.insert("bozo", Node::Bool(first_bozo.is_some()));
    view.insert("bozo_exception", first_bozo.map_or(Node::Null, Node::from));
    view.insert("encoding", Node::from(encoding));
    view.insert(
        "version",
        Node::from(channel.format.map_or("", Format::code)),
    );
    view.insert("namespaces", Node::Map(namespaces));
    view.insert("feed", Node::Map(feed(channel)));
    view.insert("entries", Node::List(entries));
    Node::Map(view)
}

/// The warning that makes the document bozo (the first one that does), with
/// the short name `bozo_exception` gives it; `None` for a well-formed
/// document. Bindings that raise feedparser's exception classes build them
/// from this, with the warning's message and position.
///
/// ```
/// let parsed = feedwright::parse_with(
///     b"<rss version=\"2.0\"><channel><title>A & B</title></channel></rss>",
///     &feedwright::ReadOptions::default(),
/// ).unwrap();
/// let (kind, warning) = feedwright::view::feedparser::bozo_warning(&parsed.warnings).unwrap();
/// assert_eq!(kind, "bare_ampersand");
/// assert_eq!(warning.position.line, 1);
/// ```
pub fn bozo_warning(warnings: &[Warning]) -> Option<(&'static str, &Warning)> {
    warnings
        .iter()
        .find_map(|w| bozo_kind(&w.kind).map(|kind| (kind, w)))
}

/// The name Python's chardet, which feedparser guesses with, gives an
/// encoding that was guessed: it names the legacy standard where the WHATWG
/// names its superset.
fn guessed_name(encoding: &str) -> &str {
    match encoding {
        "gbk" => "gb2312",
        "windows-874" => "tis-620",
        other => other,
    }
}

/// The short name of a warning that makes the document bozo, or `None` for a harmless one.
///
/// feedparser is bozo whenever its strict XML parser fails (and the loose one
/// takes over), which covers every repair of the XML itself, HTML entities
/// included, and whenever the character encoding had to be guessed or repaired.
fn bozo_kind(kind: &WarningKind) -> Option<&'static str> {
    Some(match kind {
        WarningKind::MalformedXml { .. } => "malformed_xml",
        WarningKind::MismatchedEndTag { .. } => "mismatched_end_tag",
        WarningKind::UnmatchedEndTag { .. } => "unmatched_end_tag",
        WarningKind::Truncated { .. } => "truncated",
        WarningKind::TrailingContent => "trailing_content",
        WarningKind::DeclarationNotFirst => "malformed_xml",
        WarningKind::BareAmpersand => "bare_ampersand",
        WarningKind::UnknownEntity { .. } => "unknown_entity",
        WarningKind::HtmlEntity { .. } => "html_entity",
        WarningKind::InvalidCharRef { .. } => "invalid_char_ref",
        WarningKind::ForbiddenCharacters { .. } => "forbidden_characters",
        WarningKind::UndeclaredPrefix { .. } => "undeclared_prefix",
        WarningKind::Encoding(_) => "encoding",
        _ => return None,
    })
}

/// Whether a format is RSS 1.0 / 0.90, where `rdf:about` on the channel is not an id for feedparser.
fn is_rdf(format: Option<Format>) -> bool {
    matches!(format, Some(Format::Rss10 | Format::Rss090))
}

/// `feed`: the channel's keys.
fn feed(ch: &Channel) -> Obj<'_> {
    let lang = ch.xml_lang.as_deref();
    let base = ch.xml_base.as_deref();
    let dc = ch.dublin_core.as_ref().unwrap_or(&NO_DC);
    let terms = ch.dc_terms.as_ref().unwrap_or(&NO_TERMS);
    let itunes = ch.itunes.as_ref().unwrap_or(&NO_ITUNES_CHANNEL);
    // Room for the keys of a typical feed, set one at a time.
    let mut f = Obj::with_capacity(24);

    if let Some(t) = &ch.title {
        put_text(&mut f, "title", t, base);
    } else if let Some(t) = dc.first(DcElement::Title) {
        put_plain(&mut f, "title", t, "text/plain", lang);
    }

    let mut links: Vec<Node<'_>> = ch.links.iter().map(link_value).collect();
    links.extend(ch.licenses.iter().map(|u| license_value(u.as_str())));
    if !links.is_empty() {
        f.insert("links", Node::List(links));
    }
    let mut link = main_link(&ch.links);

    // feedparser keeps the last of these in the document; without a recorded
    // order, itunes:subtitle, which feeds write after description.
    let order = &ch.order;
    let dc_description = dc.first(DcElement::Description);
    let description_at = match (&ch.description, dc_description) {
        (Some(_), _) => Some(order.last(Slot::Description)),
        (None, Some(_)) => Some(order.last(Slot::DcDescription)),
        (None, None) => None,
    };
    let itunes_wins = match (itunes.subtitle.is_some(), description_at) {
        (true, Some(Some(d))) => order.last(Slot::ItunesSubtitle).is_none_or(|i| i > d),
        (has, _) => has,
    };
    if let (true, Some(s)) = (itunes_wins, &itunes.subtitle) {
        put_plain(&mut f, "subtitle", s, "text/plain", lang);
    } else if let Some(d) = &ch.description {
        put_shown(&mut f, "subtitle", description(d, ch.format), base);
    } else if let Some(d) = dc_description {
        put_plain(&mut f, "subtitle", d, "text/html", lang);
    }
    if let Some(s) = &itunes.summary {
        put_plain(&mut f, "summary", s, "text/plain", lang);
    }
    if let Some(info) = &ch.info {
        put_text(&mut f, "info", info, base);
    } else if let Some(info) = find_ext(&ch.extensions, &[FEEDBURNER_NS], "browserFriendly") {
        put_info(&mut f, info, lang, base);
    }

    if let Some(r) = &ch.rights {
        put_text(&mut f, "rights", r, base);
    } else if let Some(r) = dc.first(DcElement::Rights) {
        put_plain(&mut f, "rights", r, "text/plain", lang);
    }

    if let Some(id) = ch.id.as_deref().filter(|_| !is_rdf(ch.format)) {
        put_str(&mut f, "id", id);
        let link_came_first = link_before_guid(&ch.order, link.is_some());
        f.insert("guidislink", Node::Bool(!link_came_first));
        link.get_or_insert(id);
    }
    put_opt(&mut f, "link", link);

    let language = ch
        .language
        .as_deref()
        .or(dc.first(DcElement::Language))
        .map(Cow::Borrowed)
        .or_else(|| lang.map(|l| Cow::Owned(l.replace('_', "-"))));
    put_opt(&mut f, "language", language);
    let order = &ch.order;
    let mut people = People::default();
    people.add(
        order.first(Slot::Author),
        ch.authors.iter().filter_map(Who::person),
    );
    // RSS has no channel <author>, but feedparser reads one: it stays unclaimed in the model.
    if let Some(a) = ch
        .extensions
        .iter()
        .find(|e| e.namespace.is_none() && e.name == "author")
    {
        people.add(order.first(Slot::Author), Who::text(&a.text()));
    }
    people.add(
        order.first(Slot::ManagingEditor),
        ch.managing_editor.as_ref().and_then(Who::person),
    );
    people.creators(order, dc, itunes.author.as_deref());
    put_authors(&mut f, people.in_order());
    put_contributors(&mut f, &ch.contributors, dc.all(DcElement::Contributor));
    let owner = itunes.owner.as_ref().map(|o| Person {
        name: o.name.clone(),
        email: o.email.clone(),
        ..Person::default()
    });
    let publisher = dc
        .first(DcElement::Publisher)
        .and_then(Who::text)
        .or_else(|| ch.web_master.as_ref().and_then(Who::person))
        .or_else(|| owner.as_ref().and_then(Who::person).map(Who::into_owned));
    put_publisher(&mut f, publisher);

    // The first in the answers' order, read or not: feedparser shows what
    // the document wrote even when it is no date.
    put_date(&mut f, "published", ch.published_stamps().next());
    put_date(&mut f, "updated", ch.updated_stamps().next());
    put_date(&mut f, "created", terms.created.as_ref());
    put_date(&mut f, "validity_start", terms.valid_start.as_ref());
    put_date(&mut f, "validity_end", terms.valid_end.as_ref());

    put_tags(&mut f, ch.categories());

    put_generator(&mut f, ch.generator.as_ref());
    put_opt(&mut f, "docs", ch.docs.as_ref().map(Uri::as_str));
    if let Some(c) = &ch.cloud {
        f.insert(
            "cloud",
            node!({"domain": (&c.domain), "port": (&c.port), "path": (&c.path),
                   "registerprocedure": (&c.register_procedure), "protocol": (&c.protocol)}),
        );
    }
    if let Some(ttl) = ch.ttl {
        put_str(&mut f, "ttl", ttl.to_string());
    }
    put_image(&mut f, ch, lang);
    if ch.order.after_channel(Slot::TextInput) && ch.text_input.is_some() {
        // As for the image: the dict, none of the values.
        let mut o = Obj::new();
        if ch.text_input.as_ref().is_some_and(|t| t.link.is_some()) {
            o.insert("links", node!([{"rel": "alternate", "type": "text/html"}]));
        }
        f.insert("textinput", Node::Map(o));
    } else if let Some(t) = &ch.text_input {
        let mut o = Obj::new();
        put_plain(&mut o, "title", &t.title, "text/plain", lang);
        put_plain(&mut o, "subtitle", &t.description, "text/html", lang);
        put_str(&mut o, "name", &t.name);
        if let Some(l) = &t.link {
            o.insert(
                "links",
                node!([{"rel": "alternate", "type": "text/html", "href": (l.as_str())}]),
            );
            put_str(&mut o, "link", l.as_str());
        }
        f.insert("textinput", Node::Map(o));
    }
    put_opt(&mut f, "icon", ch.icon.as_ref().map(Uri::as_str));
    put_opt(&mut f, "logo", ch.logo.as_ref().map(Uri::as_str));

    if let Some(b) = &itunes.block {
        f.insert("itunes_block", itunes_block(b));
    }
    if let Some(e) = &itunes.explicit {
        f.insert("itunes_explicit", itunes_explicit(e));
    }

    put_opt(&mut f, "itunes_type", itunes.kind.as_deref());
    put_opt(&mut f, "itunes_complete", itunes.complete.as_deref());
    put_opt(
        &mut f,
        "itunes_new-feed-url",
        itunes.new_feed_url.as_ref().map(Uri::as_str),
    );
    if let Some(thr) = find_ext(&ch.extensions, &[THR_NS], "in-reply-to") {
        let attrs: Obj = thr
            .attributes
            .iter()
            .map(|a| (a.name.as_str(), Node::from(&a.value)))
            .collect();
        f.insert("thr_in-reply-to", Node::Map(attrs));
    }
    if let Some(w) = ch.georss.as_ref().and_then(where_value) {
        f.insert("where", w);
    }
    put_media(&mut f, ch.media.as_ref());
    let rebuild = Rebuild::new(podcast_prefix(&ch.namespaces));
    let podcast = ch
        .podcast
        .as_ref()
        .map(|p| rebuild.channel(p))
        .unwrap_or_default();
    unclaimed(&ch.extensions, &podcast, &ch.layout, false).merge_into(&mut f);
    f
}

/// `image`: RSS `<image>`, replaced by `itunes:image` (which feeds usually write later).
fn put_image<'a>(f: &mut Obj<'a>, ch: &'a Channel, lang: Option<&'a str>) {
    let itunes_image = ch.itunes.as_ref().and_then(|i| i.image.as_ref());
    if let Some(href) = itunes_image {
        f.insert("image", node!({"href": (href.as_str())}));
        return;
    }
    let Some(img) = &ch.image else {
        return;
    };
    // RSS 0.90 and 1.0 put <image> after </channel>, where feedparser
    // starts the dict (and a link's entry) but keeps none of the values.
    if ch.order.after_channel(Slot::Image) {
        let mut o = Obj::new();
        if img.link.is_some() {
            o.insert("links", node!([{"rel": "alternate", "type": "text/html"}]));
        }
        f.insert("image", Node::Map(o));
        return;
    }
    let mut o = Obj::new();
    put_str(&mut o, "href", img.url.as_str());
    if let Some(t) = &img.title {
        put_plain(&mut o, "title", t, "text/plain", lang);
    }
    if let Some(l) = &img.link {
        o.insert(
            "links",
            node!([{"rel": "alternate", "type": "text/html", "href": (l.as_str())}]),
        );
        put_str(&mut o, "link", l.as_str());
    }
    if let Some(w) = img.width {
        o.insert("width", node!(w));
    }
    if let Some(h) = img.height {
        o.insert("height", node!(h));
    }
    if let Some(d) = &img.description {
        put_plain(&mut o, "subtitle", d, "text/html", lang);
    }
    f.insert("image", Node::Map(o));
}

/// `info` from `feedburner:browserFriendly`, an unclaimed element.
fn put_info<'a>(f: &mut Obj<'a>, info: &'a Element, lang: Option<&'a str>, base: Option<&'a str>) {
    let kind = match info.attr("type") {
        Some("html" | "text/html") => "text/html",
        Some("xhtml" | "application/xhtml+xml") => "application/xhtml+xml",
        _ if info.attr("mode") == Some("xml") => "application/xhtml+xml",
        _ => "text/plain",
    };
    let value = element_text(info);
    let lang = info.attr("lang").or(lang).filter(|l| !l.is_empty());
    let base = info.attr("base").or(base);
    put_str(f, "info", value.trim().to_owned());
    f.insert("info_detail",
        node!({"type": kind, "language": lang, "base": (base.unwrap_or("")), "value": (value.trim().to_owned())}),
    );
}

/// `contributors`: Atom contributors, then `dc:contributor` names.
fn put_contributors<'a>(
    map: &mut Obj<'a>,
    people: &'a [Person],
    dc: impl Iterator<Item = &'a str>,
) {
    let mut list: Vec<Node<'_>> = people
        .iter()
        .filter_map(Who::person)
        .map(|w| Node::Map(w.detail))
        .collect();
    list.extend(dc.filter_map(Who::text).map(|w| Node::Map(w.detail)));
    if !list.is_empty() {
        map.insert("contributors", Node::List(list));
    }
}

/// One entry of `entries`.
fn entry<'a>(item: &'a Item, ch: &'a Channel) -> Obj<'a> {
    let lang = item.xml_lang.as_deref().or(ch.xml_lang.as_deref());
    let base = item.xml_base.as_deref().or(ch.xml_base.as_deref());
    let dc = item.dublin_core.as_deref().unwrap_or(&NO_DC);
    let terms = item.dc_terms.as_deref().unwrap_or(&NO_TERMS);
    let itunes = item.itunes.as_deref().unwrap_or(&NO_ITUNES_ITEM);
    // Room for the keys of a typical entry, set one at a time.
    let mut e = Obj::with_capacity(24);

    let media_title = item.media.as_ref().and_then(|m| m.title.as_ref());
    if let Some(t) = &item.title {
        put_text(&mut e, "title", t, base);
    } else if let Some(t) = dc.first(DcElement::Title) {
        put_plain(&mut e, "title", t, "text/plain", lang);
    } else if let Some(t) = media_title {
        // feedparser reads `media:title` as the title.
        put_text(&mut e, "title", t, base);
    }

    let mut links: Vec<Node<'_>> = item.links.iter().map(link_value).collect();
    let enclosures = item.enclosures.iter().map(enclosure_value);
    if item.record.order().before(Slot::Enclosure, Slot::Link) {
        // feedparser lists both in document order.
        links.splice(0..0, enclosures);
    } else {
        links.extend(enclosures);
    }
    links.extend(item.licenses.iter().map(|u| license_value(u.as_str())));
    if !links.is_empty() {
        e.insert("links", Node::List(links));
    }
    let mut link = main_link(&item.links);

    put_summary_and_content(
        &mut e,
        item,
        dc.first(DcElement::Description),
        itunes.summary.as_deref(),
        ch.format,
        lang,
        base,
    );
    if let Some(s) = &itunes.subtitle {
        put_plain(&mut e, "subtitle", s, "text/plain", lang);
    }

    if let Some(g) = &item.guid {
        put_str(&mut e, "id", &g.value);
        // feedparser: a guid without isPermaLink="false" (and an Atom id) stands in for a missing link.
        let is_atom = ch.format.is_some_and(Format::is_atom);
        let candidate = is_atom || item.atom_fields.id || g.is_permalink != Some(false);
        let link_came_first = link_before_guid(item.record.order(), link.is_some());
        e.insert("guidislink", Node::Bool(candidate && !link_came_first));
        if candidate && link.is_none() && !g.value.is_empty() {
            link = Some(&g.value);
        }
    } else if let Some(about) = &item.about {
        put_str(&mut e, "id", about);
    }
    put_opt(&mut e, "link", link);

    put_date(&mut e, "published", item.published_stamps().next());
    put_date(&mut e, "updated", item.updated_stamps().next());
    put_date(
        &mut e,
        "created",
        item.created.as_ref().or(terms.created.as_ref()),
    );
    put_date(&mut e, "validity_start", terms.valid_start.as_ref());
    put_date(&mut e, "validity_end", terms.valid_end.as_ref());
    put_date(&mut e, "expired", item.expiration_date.as_ref());
    put_opt(&mut e, "language", dc.first(DcElement::Language));
    let order = item.record.order();
    let mut people = People::default();
    people.add(
        order.first(Slot::Author),
        item.authors.iter().filter_map(Who::person),
    );
    people.creators(order, dc, itunes.author.as_deref());
    put_authors(&mut e, people.in_order());
    put_contributors(&mut e, &item.contributors, dc.all(DcElement::Contributor));
    put_publisher(&mut e, dc.first(DcElement::Publisher).and_then(Who::text));

    if let Some(r) = &item.rights {
        put_text(&mut e, "rights", r, base);
    } else if let Some(r) = dc.first(DcElement::Rights) {
        put_plain(&mut e, "rights", r, "text/plain", lang);
    }

    put_tags(&mut e, item.categories());

    put_opt(&mut e, "comments", item.comments.as_ref().map(Uri::as_str));
    if let Some(s) = &item.source {
        e.insert("source", Node::Map(source(s, lang, base)));
    }
    if let Some(w) = &item.wfw {
        put_opt(&mut e, "wfw_comment", w.comment.as_ref().map(Uri::as_str));
        put_opt(
            &mut e,
            "wfw_commentrss",
            w.comment_rss.as_ref().map(Uri::as_str),
        );
    }
    if let Some(s) = &item.slash {
        put_opt(&mut e, "slash_section", s.section.as_deref());
        put_opt(&mut e, "slash_department", s.department.as_deref());
        put_opt(&mut e, "slash_comments", s.comments.as_deref());
        put_opt(&mut e, "slash_hit_parade", s.hit_parade.as_deref());
    }
    if let Some(t) = &item.threading {
        if let Some(r) = t.in_reply_to.first() {
            let mut o = Obj::new();
            put_str(&mut o, "ref", &r.reference);
            put_opt(&mut o, "href", r.href.as_ref().map(Uri::as_str));
            put_opt(&mut o, "type", r.media_type.as_deref());
            put_opt(&mut o, "source", r.source.as_ref().map(Uri::as_str));
            e.insert("thr_in-reply-to", Node::Map(o));
        }
        put_opt(&mut e, "thr_total", t.total.as_deref());
    }

    if let Some(b) = &itunes.block {
        e.insert("itunes_block", itunes_block(b));
    }
    if let Some(x) = &itunes.explicit {
        e.insert("itunes_explicit", itunes_explicit(x));
    }
    put_opt(&mut e, "itunes_duration", itunes.duration.as_deref());

    put_opt(&mut e, "itunes_episode", itunes.episode.as_deref());
    put_opt(&mut e, "itunes_season", itunes.season.as_deref());
    put_opt(&mut e, "itunes_episodetype", itunes.episode_type.as_deref());
    put_opt(&mut e, "itunes_title", itunes.title.as_deref());
    if let Some(img) = &itunes.image {
        e.insert("image", node!({"href": (img.as_str())}));
    }
    if let Some(w) = item.georss.as_deref().and_then(where_value) {
        e.insert("where", w);
    }
    put_media(&mut e, item.media.as_deref());
    if let Some(chapters) = find_ext(&item.extensions, &[PSC_NS], "chapters") {
        e.insert("psc_chapters", psc_chapters(chapters));
    }
    let rebuild = Rebuild::new(podcast_prefix(&ch.namespaces));
    let podcast = item
        .podcast
        .as_ref()
        .map(|p| rebuild.item(p, false))
        .unwrap_or_default();
    unclaimed(&item.extensions, &podcast, item.record.layout(), true).merge_into(&mut e);
    e
}

/// `summary` and `content`, with feedparser's precedence: `description`, then
/// `dc:description`, `itunes:summary` and `media:description`. feedparser reads
/// each of these after the first as a content (of its default type,
/// `text/plain`), ahead of `content:encoded`; content is copied to `summary`
/// when there is no summary.
fn put_summary_and_content<'a>(
    e: &mut Obj<'a>,
    item: &'a Item,
    dc_description: Option<&'a str>,
    itunes_summary: Option<&'a str>,
    format: Option<Format>,
    lang: Option<&'a str>,
    base: Option<&'a str>,
) {
    let is_atom = format.is_some_and(Format::is_atom);
    let order = item.record.order();
    // Each source with where it stood: feedparser takes the first as the summary.
    let mut sources: Vec<(Option<u16>, Shown<'a>)> = Vec::new();
    let description_slot = if is_atom {
        Slot::Summary
    } else {
        Slot::Description
    };
    sources.extend(
        item.description
            .as_ref()
            .map(|d| (order.first(description_slot), description(d, format))),
    );
    if !is_atom {
        // A `<summary>` in no namespace, which RSS does not define.
        if let Some(s) = item
            .extensions
            .iter()
            .find(|e| e.namespace.is_none() && e.name == "summary")
        {
            let value = element_text(s);
            let kind = if looks_like_html(&value) {
                TextKind::Html
            } else {
                TextKind::Text
            };
            let value = match value.trim() {
                trimmed if trimmed.len() == value.len() => value,
                trimmed => trimmed.to_owned(),
            };
            sources.push((order.first(Slot::Summary), Shown::bare(kind, value)));
        }
    }
    sources.extend(dc_description.map(|d| {
        (
            order.first(Slot::DcDescription),
            Shown::bare(TextKind::Html, d),
        )
    }));
    sources.extend(itunes_summary.map(|s| {
        (
            order.first(Slot::ItunesSummary),
            Shown::bare(TextKind::Text, s),
        )
    }));
    sources.extend(
        media_descriptions(item.media.as_deref())
            .into_iter()
            .map(|t| (order.first(Slot::Media), Shown::of(t))),
    );
    if sources.iter().all(|(at, _)| at.is_some()) {
        sources.sort_by_key(|(at, _)| *at);
    }
    let has_summary = !sources.is_empty();
    let mut summaries = sources.into_iter().map(|(_, t)| t);
    let mut contents: Vec<Node<'a>> = Vec::new();
    if let Some(mut first) = summaries.next() {
        if first.lang.is_none() && item.description.is_none() {
            first.lang = lang;
        }
        put_shown(e, "summary", first, base);
        for extra in summaries {
            let lang = extra.lang.or(lang);
            contents.push(node!({"type": "text/plain", "language": (language(lang)),
                                 "base": (base.unwrap_or("")), "value": (extra.value)}));
        }
    }
    if let Some(c) = &item.content {
        contents.push(content_value(c, base));
        if !has_summary && content_is_textual(c) {
            put_str(e, "summary", content_text(c));
        }
    }
    if !contents.is_empty() {
        e.insert("content", Node::List(contents));
    }
}

/// `source`: a feed-like dict (RSS `<source url>` gives `href` and `title`).
fn source<'a>(s: &'a Source, lang: Option<&'a str>, base: Option<&'a str>) -> Obj<'a> {
    let mut o = Obj::new();
    put_opt(&mut o, "href", s.url.as_ref().map(Uri::as_str));
    let mut link = main_link(&s.links);
    if let Some(id) = &s.id {
        put_str(&mut o, "id", id);
        o.insert("guidislink", Node::Bool(link.is_none()));
        link.get_or_insert(id);
    }
    if let Some(t) = &s.title {
        if s.url.is_some() && s.links.is_empty() && s.id.is_none() {
            put_str(&mut o, "title", t);
        } else {
            put_plain(&mut o, "title", t, "text/plain", lang);
        }
    }
    if !s.links.is_empty() {
        o.insert(
            "links",
            Node::List(s.links.iter().map(link_value).collect()),
        );
    }
    put_opt(&mut o, "link", link);
    put_date(&mut o, "updated", s.updated.as_ref());
    put_authors(&mut o, s.authors.iter().filter_map(Who::person).collect());
    put_contributors(&mut o, &s.contributors, std::iter::empty());
    if let Some(r) = &s.rights {
        put_text(&mut o, "rights", r, base);
    }
    if let Some(t) = &s.subtitle {
        put_text(&mut o, "subtitle", t, base);
    }
    put_opt(&mut o, "icon", s.icon.as_ref().map(Uri::as_str));
    put_opt(&mut o, "logo", s.logo.as_ref().map(Uri::as_str));
    put_tags(&mut o, s.categories());
    put_generator(&mut o, s.generator.as_ref());
    o
}

/// `psc_chapters`: `{version, chapters: [{start, start_parsed, title, href, image}]}`.
fn psc_chapters(chapters: &Element) -> Node<'_> {
    let list: Vec<Node<'_>> = chapters
        .elements()
        .filter(|c| c.name == "chapter")
        .map(|c| {
            let mut o: Obj = c
                .attributes
                .iter()
                .map(|a| (a.name.as_str(), Node::from(&a.value)))
                .collect();
            if let Some(seconds) = c.attr("start").and_then(npt_seconds) {
                o.insert("start_parsed", node!(seconds));
            }
            Node::Map(o)
        })
        .collect();
    let mut o = Obj::new();
    put_opt(&mut o, "version", chapters.attr("version"));
    o.insert("chapters", Node::List(list));
    Node::Map(o)
}

/// A Normal Play Time (`[[HH:]MM:]SS[.mmm]`) in seconds.
fn npt_seconds(text: &str) -> Option<f64> {
    let mut total = 0.0;
    for part in text.trim().split(':') {
        total = total * 60.0 + part.parse::<f64>().ok()?;
    }
    Some(total)
}

/// feedparser's default keys for the elements no typed field claimed and
/// for the `podcast:` tags rebuilt from theirs, in document order.
fn unclaimed<'a>(
    extensions: &'a [Element],
    podcast: &[(&'static str, Element)],
    layout: &Layout,
    in_entry: bool,
) -> Unknown<'a> {
    let mut unknown = Unknown::new(in_entry);
    for el in in_document_order(extensions, podcast, layout) {
        match el {
            Placed::Kept(el) => unknown.element(el),
            Placed::Rebuilt(el) => unknown.element_copied(el),
        }
    }
    unknown
}

/// A description as feedparser types it: outside Atom, `<description>` is
/// HTML by definition, even when it holds no markup.
fn description(text: &Text, format: Option<Format>) -> Shown<'_> {
    let mut text = Shown::of(text);
    if text.kind == TextKind::Text && !matches!(format, Some(Format::Atom03 | Format::Atom10)) {
        text.kind = TextKind::Html;
    }
    text
}

/// Whether a link that names the page came before the guid (or id), which
/// then stays an id only. Without a recorded order (a model not read from a
/// document), any such link counts.
fn link_before_guid(order: &Order, has_link: bool) -> bool {
    match (order.first(Slot::Link), order.first(Slot::Guid)) {
        (Some(link), Some(guid)) => link < guid,
        (None, Some(_)) => false,
        _ => has_link,
    }
}

/// The people of a channel or item, in groups by the element they came from,
/// each with where its first element stood.
#[derive(Default)]
struct People<'a>(Vec<(Option<u16>, Vec<Who<'a>>)>);

impl<'a> People<'a> {
    fn add(&mut self, at: Option<u16>, who: impl IntoIterator<Item = Who<'a>>) {
        let group: Vec<Who> = who.into_iter().collect();
        if !group.is_empty() {
            self.0.push((at, group));
        }
    }

    /// The people Dublin Core and iTunes name, as channels and items both have them.
    fn creators(&mut self, order: &Order, dc: &DublinCore, itunes_author: Option<&str>) {
        self.add(
            order.first(Slot::DcCreator),
            dc.all(DcElement::Creator).filter_map(Who::text),
        );
        self.add(
            order.first(Slot::ItunesAuthor),
            itunes_author.and_then(Who::text),
        );
    }

    /// Every person, the groups in document order when it was recorded for
    /// all of them, else in the order they were added.
    fn in_order(mut self) -> Vec<Who<'a>> {
        if self.0.iter().all(|(at, _)| at.is_some()) {
            self.0.sort_by_key(|(at, _)| *at);
        }
        self.0.into_iter().flat_map(|(_, group)| group).collect()
    }
}
