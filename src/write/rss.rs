//! Model -> RSS 2.0: `<rss version="2.0"><channel>` with its items. The
//! channel and item elements are shared with RSS 1.0 (`rdf.rs`), which puts
//! the same elements in its own namespace.

use super::ext::{self, atom_content, atom_text, date, opt, opt_core, uri_attrs, uri_text};
use super::place::Place;
use super::xml::{escape, DateForm, Fragment, Tag, XmlWriter};
use crate::html::looks_like_html;
use crate::model::{
    Category, Channel, ContentElement, Element, Item, Link, LinkElement, Node, Origin, Person,
    Slot, Source, Text, TextKind,
};
use crate::xml::namespace::uri;

/// Writes a whole RSS 2.0 document.
pub(crate) fn write_document<'c>(doc: &mut XmlWriter<'c>, channel: &'c Channel) {
    // A channel read from JSON Feed is converted, like one read from Atom.
    doc.same_family = channel
        .format
        .is_some_and(|f| !f.is_atom() && !f.is_json_feed());
    doc.declare_root(None, &channel.namespaces);
    doc.prologue(&channel.prologue);
    let mut root = doc.tag_in_default(None, "rss");
    root.attr("version", "2.0");
    doc.root(root);
    let mut tag = doc.tag_in_default(None, "channel");
    // From another format, an id that is the feed's own URL (as a built
    // channel's is) is said by the self link; RSS 2.0 has no id to say it twice.
    let said_by_self_link = !doc.same_family && channel.id.as_deref() == channel.self_link();
    if let Some(id) = channel.id.as_ref().filter(|_| !said_by_self_link) {
        doc.attr_ns(&mut tag, uri::RDF, Some("rdf"), "about", id);
    }
    doc.lang_as_written(&mut tag, channel.xml_lang.as_deref());
    doc.base_as_written(&mut tag, channel.xml_base.as_deref());
    doc.start(tag);
    doc.capture_children(&channel.layout);
    // RSS 0.9x documents put the image and text input beside the channel,
    // where a reader takes nothing from them: kept there, in the same family.
    let beside = Beside {
        image: doc.same_family && channel.order.after_channel(Slot::Image),
        text_input: doc.same_family && channel.order.after_channel(Slot::TextInput),
    };
    write_channel_children(doc, channel, None, beside);
    doc.lay_out_children(&channel.layout);
    for (i, item) in channel.items.iter().enumerate() {
        write_item(
            doc,
            item,
            None,
            item.about.as_deref(),
            &Place::CHANNEL.nth("items", i),
        );
    }
    doc.end();
    if beside.image {
        write_image(doc, channel, None, None);
    }
    if beside.text_input {
        write_text_input(doc, channel, None, None);
    }
}

/// Which of `image` and `textInput` go beside the channel (RSS 1.0's
/// place for them) rather than inside it.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Beside {
    pub(crate) image: bool,
    pub(crate) text_input: bool,
}

impl Beside {
    /// Both beside the channel.
    pub(crate) const BOTH: Beside = Beside {
        image: true,
        text_input: true,
    };
}

/// Writes what RSS keeps of a channel, in `core`'s namespace (RSS 1.0's,
/// or none); the caller lays them out (`XmlWriter::capture_children`).
/// `beside`: which of `image` and `textInput` the caller writes beside
/// the channel instead.
pub(crate) fn write_channel_children(
    doc: &mut XmlWriter,
    channel: &Channel,
    core: Option<&'static str>,
    beside: Beside,
) {
    // RSS requires a channel title and description: a conversion writes
    // them empty when the source has none.
    let required = (!doc.same_family).then(Text::default);
    if let Some(title) = channel.title.as_ref().or(required.as_ref()) {
        rss_text(doc, core, "title", title, &Place::CHANNEL.field("title"));
    }
    write_links(doc, &channel.links, core, &Place::CHANNEL.field("links"));
    if let Some(description) = channel.description.as_ref().or(required.as_ref()) {
        rss_text(
            doc,
            core,
            "description",
            description,
            &Place::CHANNEL.field("description"),
        );
    }
    // From Atom, the feed's xml:lang is the channel's language.
    let language = channel
        .language
        .as_ref()
        .or(channel.xml_lang.as_ref().filter(|_| !doc.same_family));
    opt_core(doc, core, "language", language);
    if let Some(rights) = &channel.rights {
        write_rights(doc, core, rights, &Place::CHANNEL.field("rights"));
    }
    // From Atom, the first feed author with an email is the managing editor.
    let editor_from_authors = channel
        .managing_editor
        .is_none()
        .then(|| channel.authors.iter().position(|a| a.email.is_some()))
        .flatten();
    if let Some(person) = &channel.managing_editor {
        write_person(
            doc,
            core,
            "managingEditor",
            person,
            &Place::CHANNEL.field("managing_editor"),
        );
    } else if let Some(person) = editor_from_authors.and_then(|i| channel.authors.get(i)) {
        let place = Place::CHANNEL.nth("authors", editor_from_authors.unwrap_or_default());
        write_person(doc, core, "managingEditor", person, &place);
    }
    if let Some(person) = &channel.web_master {
        write_person(
            doc,
            core,
            "webMaster",
            person,
            &Place::CHANNEL.field("web_master"),
        );
    }
    if let Some(ts) = &channel.pub_date {
        let tag = doc.tag_in_default(core, "pubDate");
        date(
            doc,
            tag,
            ts,
            DateForm::Rfc2822,
            &Place::CHANNEL.field("pub_date"),
        );
    }
    if let Some(ts) = &channel.last_build_date {
        let tag = doc.tag_in_default(core, "lastBuildDate");
        date(
            doc,
            tag,
            ts,
            DateForm::Rfc2822,
            &Place::CHANNEL.field("last_build_date"),
        );
    }
    for (i, category) in channel.categories.iter().enumerate() {
        write_category(doc, core, category, &Place::CHANNEL.nth("categories", i));
    }
    if let Some(generator) = &channel.generator {
        if generator.uri.is_some() || generator.version.is_some() {
            doc.loss("generator", "RSS has no generator URI or version");
        }
        opt_core(doc, core, "generator", Some(&generator.value));
    }
    if let Some(docs) = &channel.docs {
        let tag = doc.tag_in_default(core, "docs");
        uri_text(doc, tag, docs, &Place::CHANNEL.field("docs"));
    }
    if let Some(cloud) = &channel.cloud {
        let mut tag = doc.tag_in_default(core, "cloud");
        tag.attr("domain", &cloud.domain);
        tag.attr("port", &cloud.port);
        tag.attr("path", &cloud.path);
        tag.attr("registerProcedure", &cloud.register_procedure);
        tag.attr("protocol", &cloud.protocol);
        doc.empty(tag);
    }
    if let Some(ttl) = channel.ttl {
        opt_core(doc, core, "ttl", Some(&ttl.to_string()));
    }
    if !beside.image {
        write_image(doc, channel, core, None);
    }
    opt_core(doc, core, "rating", channel.rating.as_ref());
    if !beside.text_input {
        write_text_input(doc, channel, core, None);
    }
    if !channel.skip_hours.is_empty() {
        let tag = doc.tag_in_default(core, "skipHours");
        doc.start(tag);
        for hour in &channel.skip_hours {
            opt_core(doc, core, "hour", Some(&hour.to_string()));
        }
        doc.end();
    }
    if !channel.skip_days.is_empty() {
        let tag = doc.tag_in_default(core, "skipDays");
        doc.start(tag);
        for day in &channel.skip_days {
            opt_core(doc, core, "day", Some(day));
        }
        doc.end();
    }
    // The other feed authors' names are Dublin Core creators.
    for (i, person) in channel.authors.iter().enumerate() {
        if Some(i) == editor_from_authors {
            continue;
        }
        match &person.name {
            Some(name) => {
                let tag = doc.tag_known(Some(uri::DC), "creator");
                doc.text_element(tag, name);
                if person.email.is_some() || person.uri.is_some() {
                    doc.loss(
                        format!("authors[{i}]"),
                        "RSS 2.0 has one managing editor: written as dc:creator, a name only",
                    );
                }
            }
            None => doc.loss(
                format!("authors[{i}]"),
                "RSS 2.0 has one managing editor and no other feed authors",
            ),
        }
    }
    let unheld: [(&str, bool); 4] = [
        ("contributors", !channel.contributors.is_empty()),
        ("icon", channel.icon.is_some()),
        ("logo", channel.logo.is_some()),
        ("info", channel.info.is_some()),
    ];
    for (field, present) in unheld {
        if present {
            let what = match field {
                "contributors" => "contributors",
                "icon" => "feed icon",
                "info" => "feed info (Atom 0.3)",
                _ => "feed logo",
            };
            doc.loss(field, format!("RSS 2.0 has no {what}"));
        }
    }
    ext::write_channel_ext(doc, channel, core.is_some());
    ext::extensions(
        doc,
        &channel.extensions,
        &Place::CHANNEL.field("extensions"),
    );
}

/// `<image>`; `about`: RSS 1.0's `rdf:about` for the image beside the channel.
pub(crate) fn write_image(
    doc: &mut XmlWriter,
    channel: &Channel,
    core: Option<&'static str>,
    about: Option<&str>,
) {
    let Some(image) = &channel.image else { return };
    let mut tag = doc.tag_in_default(core, "image");
    if let Some(about) = about {
        doc.attr_ns(&mut tag, uri::RDF, Some("rdf"), "about", about);
    }
    doc.start(tag);
    opt_core(doc, core, "title", image.title.as_ref());
    let tag = doc.tag_in_default(core, "url");
    uri_text(
        doc,
        tag,
        &image.url,
        &Place::CHANNEL.field("image").field("url"),
    );
    if let Some(link) = &image.link {
        let tag = doc.tag_in_default(core, "link");
        uri_text(doc, tag, link, &Place::CHANNEL.field("image").field("link"));
    }
    if let Some(width) = image.width {
        opt_core(doc, core, "width", Some(&width.to_string()));
    }
    if let Some(height) = image.height {
        opt_core(doc, core, "height", Some(&height.to_string()));
    }
    opt_core(doc, core, "description", image.description.as_ref());
    doc.end();
}

/// `<textInput>` (`<textinput>` in RSS 1.0, which names it so).
pub(crate) fn write_text_input(
    doc: &mut XmlWriter,
    channel: &Channel,
    core: Option<&'static str>,
    about: Option<&str>,
) {
    let Some(input) = &channel.text_input else {
        return;
    };
    let name = if core.is_some() {
        "textinput"
    } else {
        "textInput"
    };
    let mut tag = doc.tag_in_default(core, name);
    if let Some(about) = about {
        doc.attr_ns(&mut tag, uri::RDF, Some("rdf"), "about", about);
    }
    doc.start(tag);
    for (local, value) in [
        ("title", &input.title),
        ("description", &input.description),
        ("name", &input.name),
    ] {
        let tag = doc.tag_in_default(core, local);
        doc.text_element(tag, value);
    }
    if let Some(link) = &input.link {
        let tag = doc.tag_in_default(core, "link");
        uri_text(
            doc,
            tag,
            link,
            &Place::CHANNEL.field("text_input").field("link"),
        );
    }
    doc.end();
}

/// Writes one `<item>`, with `about` as its `rdf:about`.
pub(crate) fn write_item<'c>(
    doc: &mut XmlWriter<'c>,
    item: &'c Item,
    core: Option<&'static str>,
    about: Option<&str>,
    field: &Place<'_>,
) {
    let mut tag = doc.tag_in_default(core, "item");
    if let Some(about) = about {
        doc.attr_ns(&mut tag, uri::RDF, Some("rdf"), "about", about);
    }
    doc.lang_as_written(&mut tag, item.xml_lang.as_deref());
    doc.base_as_written(&mut tag, item.xml_base.as_deref());
    doc.start(tag);
    write_item_children(doc, item, core, field);
    doc.end();
}

fn write_item_children<'c>(
    doc: &mut XmlWriter<'c>,
    item: &'c Item,
    core: Option<&'static str>,
    field: &Place<'_>,
) {
    doc.capture_children(item.record.layout());
    let at = |name: &'static str| field.field(name);
    if let Some(title) = &item.title {
        rss_text(doc, core, "title", title, &at("title"));
    }
    write_links(doc, &item.links, core, &at("links"));
    let atom = item.atom_fields;
    if let Some(description) = &item.description {
        if atom.summary {
            let tag = doc.tag_known(Some(uri::ATOM10), "summary");
            atom_text(doc, tag, description, &at("description"));
        } else {
            rss_text(doc, core, "description", description, &at("description"));
        }
    }
    // An RSS author is an email address: from another format, an author
    // known only by name is a Dublin Core creator.
    let same_family = doc.same_family;
    let creator_only = |p: &Person| is_creator_only(p, same_family);
    let rss_authors = item.authors.iter().filter(|p| !creator_only(p)).count();
    if rss_authors > 1 && !doc.same_family {
        doc.loss(
            at("authors"),
            "RSS has one author per item: written as several <author> elements",
        );
    }
    for (i, person) in item.authors.iter().enumerate() {
        let place = field.nth("authors", i);
        if person.origin == Origin::Atom {
            atom_person(doc, "author", person, &place);
            continue;
        }
        if let Some(markup) = person_markup(doc, person) {
            doc.element_as_read(markup, &place);
            continue;
        }
        match &person.name {
            Some(name) if creator_only(person) => {
                let tag = doc.tag_known(Some(uri::DC), "creator");
                doc.text_element(tag, name);
                if person.uri.is_some() {
                    doc.loss(place.field("uri"), "an RSS person has no URI");
                }
            }
            // Read from `<author>` with `<name>`/`<email>` children: written
            // so again, as one text would read back as written text.
            _ if same_family && person.raw.is_none() => {
                write_person_parts(doc, core, "author", person, &place)
            }
            _ => write_person(doc, core, "author", person, &place),
        }
    }
    for (i, category) in item.categories.iter().enumerate() {
        if category.origin == Origin::Atom {
            atom_category(doc, category, &field.nth("categories", i));
        } else {
            write_category(doc, core, category, &field.nth("categories", i));
        }
    }
    if let Some(comments) = &item.comments {
        let tag = doc.tag_in_default(core, "comments");
        uri_text(doc, tag, comments, &at("comments"));
    }
    for (i, enclosure) in item.enclosures.iter().enumerate() {
        let mut tag = doc.tag_in_default(core, "enclosure");
        let place = field.nth("enclosures", i);
        uri_attrs(doc, &mut tag, &[("url", &enclosure.url)], &place);
        let length = enclosure
            .length
            .map(|l| l.to_string())
            .or_else(|| enclosure.length_raw.clone());
        tag.attr_opt("length", length.as_deref());
        tag.attr_opt("type", enclosure.media_type.as_deref());
        doc.empty(tag);
    }
    if let Some(guid) = item.guid.as_ref().filter(|_| atom.id) {
        let tag = doc.tag_known(Some(uri::ATOM10), "id");
        doc.text_element(tag, &guid.value);
    } else if let Some(guid) = &item.guid {
        let mut tag = doc.tag_in_default(core, "guid");
        match guid.is_permalink {
            Some(true) => tag.attr("isPermaLink", "true"),
            Some(false) => tag.attr("isPermaLink", "false"),
            None => {}
        }
        doc.text_element(tag, &guid.value);
    }
    if let Some(ts) = &item.pub_date {
        if atom.published {
            let tag = doc.tag_known(Some(uri::ATOM10), "published");
            date(doc, tag, ts, DateForm::Rfc3339, &at("pub_date"));
        } else {
            let tag = doc.tag_in_default(core, "pubDate");
            date(doc, tag, ts, DateForm::Rfc2822, &at("pub_date"));
        }
    }
    if let Some(ts) = &item.expiration_date {
        let tag = doc.tag_in_default(core, "expirationDate");
        date(doc, tag, ts, DateForm::Rfc2822, &at("expiration_date"));
    }
    if let Some(ts) = &item.updated {
        // RSS has no item `updated`: `<updated>` is not RSS 2.0, but what
        // feeds write and the reader reads, so a document that had it keeps
        // it; from another format it is Atom's, which RSS readers also read.
        let tag = if atom.updated || !doc.same_family {
            doc.tag_known(Some(uri::ATOM10), "updated")
        } else {
            doc.tag_in_default(core, "updated")
        };
        date(doc, tag, ts, DateForm::Rfc3339, &at("updated"));
    }
    if let Some(source) = &item.source {
        write_source(doc, core, source, &at("source"));
    }
    if let Some(content) = item.content.as_ref().filter(|_| atom.content) {
        let tag = doc.tag_known(Some(uri::ATOM10), "content");
        atom_content(doc, tag, content, &at("content"));
    } else if let Some(content) = &item.content {
        let place = at("content");
        if content.media_type.is_some() || content.src.is_some() {
            doc.loss(place, "RSS content has no media type or src");
        }
        // Checking the markup parses it: only the branches that need it do.
        let markup = |wanted: bool| wanted.then(|| Fragment::check(&content.value)).flatten();
        if let Some(fragment) = markup(content.element == ContentElement::Other && doc.same_family)
        {
            // `<body>` in no namespace: read as XHTML, as feedparser reads it.
            let mut tag = doc.tag_in_default(core, "body");
            doc.lang_in_scope(&mut tag, content.lang.as_deref());
            doc.base_in_scope(&mut tag, content.base.as_deref(), &place);
            doc.fragment_element(tag, fragment);
        } else if content.element == ContentElement::Fullitem && doc.same_family {
            // `<fullitem>`: escaped HTML, read as `<content:encoded>` is.
            let mut tag = doc.tag_in_default(core, "fullitem");
            doc.lang_in_scope(&mut tag, content.lang.as_deref());
            doc.base_in_scope(&mut tag, content.base.as_deref(), &place);
            doc.html_element(tag, &content.value);
        } else if let Some(fragment) = markup(
            content.kind == TextKind::Xhtml && content.element != ContentElement::ContentEncoded,
        ) {
            let mut tag = doc.tag(Some(uri::XHTML), None, "body");
            doc.lang_in_scope(&mut tag, content.lang.as_deref());
            doc.base_in_scope(&mut tag, content.base.as_deref(), &place);
            doc.fragment_element(tag, fragment);
        } else {
            let mut tag = doc.tag_known(Some(uri::CONTENT), "encoded");
            foreign_lang(doc, &tag, content.lang.as_deref(), &place);
            doc.lang_in_scope(&mut tag, content.lang.as_deref());
            doc.base_in_scope(&mut tag, content.base.as_deref(), &place);
            doc.html_element(tag, &content.value);
        }
    }
    match &item.rights {
        Some(rights) if atom.rights => {
            let tag = doc.tag_known(Some(uri::ATOM10), "rights");
            atom_text(doc, tag, rights, &at("rights"));
        }
        Some(_) => doc.loss(at("rights"), "RSS 2.0 has no item rights"),
        None => {}
    }
    for (i, person) in item.contributors.iter().enumerate() {
        let place = field.nth("contributors", i);
        if person.origin == Origin::Atom {
            atom_person(doc, "contributor", person, &place);
        } else {
            doc.loss(place, "RSS 2.0 has no contributors");
        }
    }
    if item.created.is_some() {
        doc.loss(at("created"), "RSS 2.0 has no creation date (Atom 0.3)");
    }
    ext::write_item_ext(doc, item, core.is_some(), field);
    ext::extensions(doc, &item.extensions, &at("extensions"));
    doc.lay_out_children(item.record.layout());
}

/// RSS `<link>`s and `<atom:link>`s in order. From another format, the
/// first alternate link is also written as the RSS `<link>`.
fn write_links(doc: &mut XmlWriter, links: &[Link], core: Option<&'static str>, field: &Place<'_>) {
    let has_rss_link = links.iter().any(|l| l.element == LinkElement::Rss);
    let promote = (!doc.same_family && !has_rss_link)
        .then(|| links.iter().position(Link::is_alternate))
        .flatten();
    for (i, link) in links.iter().enumerate() {
        let place = field.at(i);
        let plain = link.media_type.is_none()
            && link.hreflang.is_none()
            && link.title.is_none()
            && link.length.is_none()
            && link.rel.as_deref().is_none_or(|r| r == "alternate");
        if link.element == LinkElement::Rss || promote == Some(i) {
            let tag = doc.tag_in_default(core, "link");
            uri_text(doc, tag, &link.href, &place);
        }
        if link.element == LinkElement::Rss && !plain {
            doc.loss(
                place,
                "an RSS <link> has no rel, type, hreflang, title or length",
            );
        }
        // A promoted link with more to it is kept whole as an atom:link too.
        if link.element == LinkElement::Atom && (promote != Some(i) || !plain) {
            let tag = doc.tag_known(Some(uri::ATOM10), "link");
            atom_link(doc, tag, link, &place);
        }
    }
}

/// `<link href rel type hreflang title length/>` (Atom, or `atom:link` in RSS).
pub(crate) fn atom_link(doc: &mut XmlWriter, mut tag: Tag, link: &Link, field: &Place<'_>) {
    uri_attrs(doc, &mut tag, &[("href", &link.href)], field);
    tag.attr_opt("rel", link.rel.as_deref());
    tag.attr_opt("type", link.media_type.as_deref());
    tag.attr_opt("hreflang", link.hreflang.as_deref());
    tag.attr_opt("title", link.title.as_deref());
    if let Some(length) = link.length {
        tag.attr("length", &length.to_string());
    }
    doc.empty(tag);
}

/// An RSS text (title, description): its type is read back from its value,
/// so a text is written so that it reads back as what it means.
fn rss_text(
    doc: &mut XmlWriter,
    core: Option<&'static str>,
    local: &str,
    text: &Text,
    field: &Place<'_>,
) {
    let mut tag = doc.tag_in_default(core, local);
    foreign_lang(doc, &tag, text.lang.as_deref(), field);
    doc.lang_in_scope(&mut tag, text.lang.as_deref());
    doc.base_in_scope(&mut tag, text.base.as_deref(), field);
    let looks_html = looks_like_html(&text.value);
    match text.kind {
        // Plain text that would read as HTML is written as the HTML for it.
        TextKind::Text if looks_html => {
            let (html, replaced) = escape(&text.value, false);
            if replaced {
                doc.loss(field, "characters XML cannot carry: replaced with U+FFFD");
            }
            let html = html.into_owned();
            doc.text_element(tag, &html);
        }
        // HTML that does not look like it (`<_x/>`) reads back as HTML when
        // it is written as markup; without markup it means what it says.
        TextKind::Html if !looks_html && text.value.contains('<') => {
            match Fragment::check(&text.value) {
                Some(fragment) => doc.fragment_element(tag, fragment),
                None => doc.text_element(tag, &text.value),
            }
        }
        TextKind::Text => doc.text_element(tag, &text.value),
        // XHTML is HTML to an RSS reader.
        TextKind::Html | TextKind::Xhtml => doc.html_element(tag, &text.value),
    }
}

/// Reports a language of its own on a converted text: it is written as
/// `xml:lang`, which this crate reads but RSS readers ignore.
fn foreign_lang(doc: &mut XmlWriter, tag: &Tag, lang: Option<&str>, field: &Place<'_>) {
    if !doc.same_family && lang.is_some() && tag.lang() != lang {
        doc.loss(
            field.field("lang"),
            "RSS has no language per element: written as xml:lang, which RSS readers ignore",
        );
    }
}

/// `<copyright>`: HTML only when it holds markup, so HTML is written as markup.
fn write_rights(doc: &mut XmlWriter, core: Option<&'static str>, rights: &Text, field: &Place<'_>) {
    let mut tag = doc.tag_in_default(core, "copyright");
    foreign_lang(doc, &tag, rights.lang.as_deref(), field);
    doc.lang_in_scope(&mut tag, rights.lang.as_deref());
    doc.base_in_scope(&mut tag, rights.base.as_deref(), field);
    let markup = rights.kind != TextKind::Text && rights.value.contains('<');
    if let Some(fragment) = markup.then(|| Fragment::check(&rights.value)).flatten() {
        doc.fragment_element(tag, fragment);
        return;
    }
    if rights.kind != TextKind::Text {
        doc.loss(field, "RSS copyright is plain text unless it holds markup");
    }
    doc.text_element(tag, &rights.value);
}

/// An `<atom:author>` or `<atom:contributor>` of an RSS item.
fn atom_person(doc: &mut XmlWriter, local: &str, p: &Person, field: &Place<'_>) {
    let tag = doc.tag_known(Some(uri::ATOM10), local);
    doc.start(tag);
    opt(doc, uri::ATOM10, "name", p.name.as_ref());
    opt(doc, uri::ATOM10, "email", p.email.as_ref());
    if let Some(uri) = &p.uri {
        let tag = doc.tag_known(Some(uri::ATOM10), "uri");
        uri_text(doc, tag, uri, &field.field("uri"));
    }
    doc.end();
}

/// An `<atom:category term scheme label>` of an RSS item.
fn atom_category(doc: &mut XmlWriter, category: &crate::model::Category, field: &Place<'_>) {
    if let Some(markup) = ext::labelled_category_as_read(doc, category) {
        return doc.element_as_read(markup, field);
    }
    let mut tag = doc.tag_known(Some(uri::ATOM10), "category");
    tag.attr("term", &category.term);
    tag.attr_opt("scheme", category.scheme.as_deref());
    tag.attr_opt("label", category.label.as_deref());
    doc.empty(tag);
}

/// An RSS person: as written, or `email (name)`.
fn write_person(
    doc: &mut XmlWriter,
    core: Option<&'static str>,
    local: &str,
    p: &Person,
    field: &Place<'_>,
) {
    let text = match (&p.raw, &p.email, &p.name) {
        (Some(raw), _, _) => raw.clone(),
        (None, Some(email), Some(name)) => format!("{email} ({name})"),
        (None, Some(email), None) => email.clone(),
        (None, None, Some(name)) => name.clone(),
        (None, None, None) => String::new(),
    };
    if p.uri.is_some() {
        doc.loss(field.field("uri"), "an RSS person has no URI");
    }
    if let Some(markup) = person_markup(doc, p) {
        return doc.element_as_read(markup, field);
    }
    let tag = doc.tag_in_default(core, local);
    doc.text_element(tag, &text);
}

/// The element a person was read from when it held markup, while the
/// person is still what its text gave (see `Person::markup`).
fn person_markup<'p>(doc: &XmlWriter, p: &'p Person) -> Option<&'p Element> {
    let markup = p.markup.as_deref().filter(|_| doc.same_family)?;
    (p.raw.as_deref() == Some(text_of(markup).trim())).then_some(markup)
}

/// The element a category was read from when it held markup, while the
/// category is still what it gave (see `Category::markup`).
fn category_markup<'c>(doc: &XmlWriter, c: &'c Category) -> Option<&'c Element> {
    let markup = c.markup.as_deref().filter(|_| doc.same_family)?;
    let domain = markup
        .attributes
        .iter()
        .find(|a| a.namespace.is_none() && a.name == "domain")
        .map(|a| a.value.as_str());
    let unchanged = c.term == text_of(markup).trim() && c.scheme.as_deref() == domain;
    unchanged.then_some(markup)
}

/// The text of an element and of everything inside it.
fn text_of(el: &Element) -> String {
    let mut out = String::new();
    let mut stack = vec![el.children.iter()];
    while let Some(children) = stack.last_mut() {
        match children.next() {
            Some(Node::Text(text)) => out.push_str(text),
            Some(Node::Element(child)) => stack.push(child.children.iter()),
            None => {
                stack.pop();
            }
        }
    }
    out
}

/// An RSS person as `<name>`, `<email>` and `<uri>` children: not RSS, but
/// what some feeds write and the reader reads.
fn write_person_parts(
    doc: &mut XmlWriter,
    core: Option<&'static str>,
    local: &str,
    p: &Person,
    field: &Place<'_>,
) {
    let tag = doc.tag_in_default(core, local);
    doc.start(tag);
    opt_core(doc, core, "name", p.name.as_ref());
    opt_core(doc, core, "email", p.email.as_ref());
    if let Some(uri) = &p.uri {
        let tag = doc.tag_in_default(core, "uri");
        uri_text(doc, tag, uri, &field.field("uri"));
    }
    doc.end();
}

fn write_category(
    doc: &mut XmlWriter,
    core: Option<&'static str>,
    category: &crate::model::Category,
    field: &Place<'_>,
) {
    if category.label.is_some() {
        doc.loss(field.field("label"), "an RSS category has no label");
    }
    if let Some(markup) = category_markup(doc, category) {
        return doc.element_as_read(markup, field);
    }
    let mut tag = doc.tag_in_default(core, "category");
    tag.attr_opt("domain", category.scheme.as_deref());
    doc.text_element(tag, &category.term);
}

/// `<source url>title</source>`.
fn write_source(
    doc: &mut XmlWriter,
    core: Option<&'static str>,
    source: &Source,
    field: &Place<'_>,
) {
    let atom_only = source.id.is_some()
        || !source.links.is_empty()
        || source.updated.is_some()
        || !source.authors.is_empty()
        || source.rights.is_some()
        || source.subtitle.is_some()
        || source.icon.is_some()
        || source.logo.is_some()
        || !source.categories.is_empty()
        || source.generator.is_some()
        || !source.contributors.is_empty();
    if atom_only {
        doc.loss(field, "an RSS source has only a title and a URL");
    }
    let mut tag = doc.tag_in_default(core, "source");
    if let Some(url) = &source.url {
        uri_attrs(doc, &mut tag, &[("url", url)], field);
    }
    doc.text_element(tag, source.title.as_deref().unwrap_or_default());
}

/// Whether an item's author is written as `dc:creator` rather than
/// `<author>`: an author known only by name, from another format (an RSS
/// author is an email address).
pub(super) fn is_creator_only(person: &Person, same_family: bool) -> bool {
    !same_family && person.raw.is_none() && person.email.is_none() && person.name.is_some()
}
