//! Model -> Atom 1.0 (RFC 4287): `<feed>` with its entries. RSS-only
//! channel and item fields have no Atom element: they are written as
//! extension elements in no namespace, as RSS names them, and reported.
//! Atom 0.3 elements that Atom 1.0 dropped (`info`, `created`) stay in the
//! Atom 0.3 namespace: foreign markup to an Atom 1.0 reader, read back here.

use super::ext::{self, atom_content, atom_text, date, uri_attrs, uri_text};
use super::place::Place;
use super::rss::atom_link;
use super::xml::{DateForm, XmlWriter};
use crate::model::{Category, Channel, Generator, Item, Link, Person, Source};
use crate::xml::namespace::uri;

/// Atom 0.3, for the elements Atom 1.0 dropped (`info`, `created`).
const ATOM03: Option<&str> = Some(uri::ATOM03);

/// Writes a whole Atom 1.0 document.
pub(crate) fn write_document<'c>(doc: &mut XmlWriter<'c>, channel: &'c Channel) {
    doc.same_family = channel.format.is_some_and(|f| f.is_atom());
    doc.declare_root(Some(uri::ATOM10), &channel.namespaces);
    doc.prologue(&channel.prologue);
    let mut root = doc.tag_in_default(Some(uri::ATOM10), "feed");
    // From RSS, the channel's language is the feed's xml:lang.
    let lang = match (&channel.xml_lang, &channel.language) {
        (None, Some(language)) if !doc.same_family => Some(language.as_str()),
        (lang, _) => lang.as_deref(),
    };
    doc.lang_as_written(&mut root, lang);
    doc.base_as_written(&mut root, channel.xml_base.as_deref());
    doc.root(root);
    write_feed_children(doc, channel);
    for (i, item) in channel.items.iter().enumerate() {
        write_entry(doc, item, &Place::CHANNEL.nth("items", i));
    }
}

/// An Atom element holding `value` as text, when there is one.
fn opt_atom(doc: &mut XmlWriter, local: &str, value: Option<&String>) {
    if let Some(value) = value {
        let tag = doc.tag_in_default(Some(uri::ATOM10), local);
        doc.text_element(tag, value);
    }
}

fn write_feed_children<'c>(doc: &mut XmlWriter<'c>, c: &'c Channel) {
    doc.capture_children(&c.layout);
    if let Some(title) = &c.title {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "title");
        atom_text(doc, tag, title, &Place::CHANNEL.field("title"));
    }
    if let Some(subtitle) = &c.description {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "subtitle");
        atom_text(doc, tag, subtitle, &Place::CHANNEL.field("description"));
    }
    write_links(doc, &c.links, &Place::CHANNEL.field("links"));
    // From another format, Atom's required id and updated come from the
    // link and the publication date when there are none.
    let converting = !doc.same_family;
    let id =
        c.id.clone()
            .or_else(|| c.link().filter(|_| converting).map(str::to_owned));
    opt_atom(doc, "id", id.as_ref());
    // RFC 4287 section 4.2.15: the feed's `updated` is its most recent
    // significant change, which is no earlier than its newest entry's.
    let newest_entry = || {
        c.items
            .iter()
            .filter_map(|item| item.updated.as_ref().or(item.pub_date.as_ref()))
            .filter(|ts| ts.value.is_some())
            .max()
    };
    let updated = c
        .last_build_date
        .as_ref()
        .or(c.pub_date.as_ref().filter(|_| converting))
        .or_else(|| newest_entry().filter(|_| converting));
    if updated.is_none() && converting {
        doc.loss(
            Place::CHANNEL.field("last_build_date"),
            "Atom requires the feed's updated date: neither the channel nor any item has a date",
        );
    }
    if let Some(ts) = updated {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "updated");
        date(
            doc,
            tag,
            ts,
            DateForm::Rfc3339,
            &Place::CHANNEL.field("last_build_date"),
        );
    }
    if let Some(ts) = c.pub_date.as_ref().filter(|_| doc.same_family) {
        // Not an RFC 4287 feed element, but YouTube's feeds carry it and the
        // reader reads it: from Atom, it is written back as it came.
        let tag = doc.tag_in_default(Some(uri::ATOM10), "published");
        date(
            doc,
            tag,
            ts,
            DateForm::Rfc3339,
            &Place::CHANNEL.field("pub_date"),
        );
    }
    write_people(doc, "author", &c.authors, &Place::CHANNEL.field("authors"));
    write_people(
        doc,
        "contributor",
        &c.contributors,
        &Place::CHANNEL.field("contributors"),
    );
    for (i, category) in c.categories.iter().enumerate() {
        write_category(doc, category, &Place::CHANNEL.nth("categories", i));
    }
    if let Some(generator) = &c.generator {
        write_generator(doc, generator, &Place::CHANNEL.field("generator"));
    }
    if let Some(icon) = &c.icon {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "icon");
        uri_text(doc, tag, icon, &Place::CHANNEL.field("icon"));
    }
    if let Some(logo) = &c.logo {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "logo");
        uri_text(doc, tag, logo, &Place::CHANNEL.field("logo"));
    }
    if let Some(rights) = &c.rights {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "rights");
        atom_text(doc, tag, rights, &Place::CHANNEL.field("rights"));
    }
    if let Some(info) = &c.info {
        // Atom 1.0 has no `info`: kept as the Atom 0.3 element, which is
        // foreign markup to an Atom 1.0 reader and `info` to this one.
        let tag = doc.tag_known(ATOM03, "info");
        ext::atom03_text(doc, tag, info, &Place::CHANNEL.field("info"));
    }
    write_rss_only_channel(doc, c);
    ext::write_channel_ext(doc, c, false);
    ext::extensions(doc, &c.extensions, &Place::CHANNEL.field("extensions"));
    doc.lay_out_children(&c.layout);
}

/// RSS's channel fields, kept as RSS-named extension elements.
fn write_rss_only_channel(doc: &mut XmlWriter, c: &Channel) {
    let language = c
        .language
        .clone()
        .filter(|_| doc.same_family || c.xml_lang.is_some());
    let mut rss_only = Channel {
        language: language.clone(),
        managing_editor: c.managing_editor.clone(),
        web_master: c.web_master.clone(),
        pub_date: c.pub_date.clone().filter(|_| !doc.same_family),
        docs: c.docs.clone(),
        cloud: c.cloud.clone(),
        ttl: c.ttl,
        image: c.image.clone(),
        rating: c.rating.clone(),
        text_input: c.text_input.clone(),
        skip_hours: c.skip_hours.clone(),
        skip_days: c.skip_days.clone(),
        ..Channel::default()
    };
    if rss_only == Channel::default() {
        return;
    }
    rss_only.format = c.format;
    let present = [
        ("language", language.is_some()),
        ("managing_editor", c.managing_editor.is_some()),
        ("web_master", c.web_master.is_some()),
        ("pub_date", c.pub_date.is_some() && !doc.same_family),
        ("docs", c.docs.is_some()),
        ("cloud", c.cloud.is_some()),
        ("ttl", c.ttl.is_some()),
        ("image", c.image.is_some()),
        ("rating", c.rating.is_some()),
        ("text_input", c.text_input.is_some()),
        ("skip_hours", !c.skip_hours.is_empty()),
        ("skip_days", !c.skip_days.is_empty()),
    ];
    for (field, _) in present.iter().filter(|(_, p)| *p) {
        doc.loss(
            *field,
            "Atom has no such element: kept as an RSS-named extension element",
        );
    }
    // The RSS writer writes them, in no namespace, as they are (nothing
    // filled in: an empty <title> there would be read as Atom's).
    let losses = doc.losses.len();
    let same_family = std::mem::replace(&mut doc.same_family, true);
    super::rss::write_channel_children(doc, &rss_only, None, Default::default());
    doc.same_family = same_family;
    doc.losses.truncate(losses);
}

fn write_entry<'c>(doc: &mut XmlWriter<'c>, item: &'c Item, field: &Place<'_>) {
    let at = |name: &'static str| field.field(name);
    let mut tag = doc.tag_in_default(Some(uri::ATOM10), "entry");
    if let Some(about) = &item.about {
        doc.attr_ns(&mut tag, uri::RDF, Some("rdf"), "about", about);
    }
    doc.lang_as_written(&mut tag, item.xml_lang.as_deref());
    doc.base_as_written(&mut tag, item.xml_base.as_deref());
    doc.start(tag);
    doc.capture_children(item.record.layout());
    if let Some(title) = &item.title {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "title");
        atom_text(doc, tag, title, &at("title"));
    }
    write_links(doc, &item.links, &at("links"));
    let converting = !doc.same_family;
    match &item.guid {
        Some(guid) => {
            if guid.is_permalink() && !item.links.iter().any(Link::is_alternate) {
                doc.loss(
                    at("guid"),
                    "an Atom id is never the entry's link: the permalink is not one any more",
                );
            }
            opt_atom(doc, "id", Some(&guid.value));
        }
        // Atom requires an id: from another format, the entry's link is one.
        None if converting => {
            let link = item.link().map(str::to_owned);
            opt_atom(doc, "id", link.as_ref());
        }
        None => {}
    }
    let updated = item
        .updated
        .as_ref()
        .or(item.pub_date.as_ref().filter(|_| converting));
    if let Some(ts) = updated {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "updated");
        date(doc, tag, ts, DateForm::Rfc3339, &at("updated"));
    }
    if let Some(ts) = &item.pub_date {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "published");
        date(doc, tag, ts, DateForm::Rfc3339, &at("pub_date"));
    }
    if let Some(ts) = &item.created {
        // Atom 1.0 has no `created`: kept as the Atom 0.3 element, like `info`.
        let tag = doc.tag_known(ATOM03, "created");
        date(doc, tag, ts, DateForm::Rfc3339, &at("created"));
    }
    write_people(doc, "author", &item.authors, &at("authors"));
    write_people(doc, "contributor", &item.contributors, &at("contributors"));
    for (i, category) in item.categories.iter().enumerate() {
        write_category(doc, category, &field.nth("categories", i));
    }
    if let Some(summary) = &item.description {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "summary");
        atom_text(doc, tag, summary, &at("description"));
    }
    if let Some(content) = &item.content {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "content");
        atom_content(doc, tag, content, &at("content"));
    }
    if let Some(source) = &item.source {
        write_source(doc, source, &at("source"));
    }
    if let Some(rights) = &item.rights {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "rights");
        atom_text(doc, tag, rights, &at("rights"));
    }
    for (i, enclosure) in item.enclosures.iter().enumerate() {
        doc.loss(
            field.nth("enclosures", i),
            "written as an Atom link rel=\"enclosure\"",
        );
        let mut tag = doc.tag_in_default(Some(uri::ATOM10), "link");
        tag.attr("rel", "enclosure");
        uri_attrs(
            doc,
            &mut tag,
            &[("href", &enclosure.url)],
            &field.nth("enclosures", i),
        );
        tag.attr_opt("type", enclosure.media_type.as_deref());
        tag.attr_opt("length", enclosure.length.map(|l| l.to_string()).as_deref());
        doc.empty(tag);
    }
    for (name, present) in [
        ("comments", item.comments.is_some()),
        ("expiration_date", item.expiration_date.is_some()),
    ] {
        if present {
            doc.loss(
                at(name),
                "Atom has no such element: kept as an RSS-named extension element",
            );
        }
    }
    if let Some(comments) = &item.comments {
        let tag = doc.tag_in_default(None, "comments");
        uri_text(doc, tag, comments, &at("comments"));
    }
    if let Some(ts) = &item.expiration_date {
        let tag = doc.tag_in_default(None, "expirationDate");
        date(doc, tag, ts, DateForm::Rfc2822, &at("expiration_date"));
    }
    ext::write_item_ext(doc, item, false, field);
    ext::extensions(doc, &item.extensions, &at("extensions"));
    doc.lay_out_children(item.record.layout());
    doc.end();
}

fn write_links(doc: &mut XmlWriter, links: &[Link], field: &Place<'_>) {
    for (i, link) in links.iter().enumerate() {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "link");
        atom_link(doc, tag, link, &field.at(i));
    }
}

fn write_people(doc: &mut XmlWriter, local: &str, people: &[Person], field: &Place<'_>) {
    for (i, person) in people.iter().enumerate() {
        let tag = doc.tag_in_default(Some(uri::ATOM10), local);
        doc.start(tag);
        opt_atom(doc, "name", person.name.as_ref());
        opt_atom(doc, "email", person.email.as_ref());
        if let Some(uri) = &person.uri {
            let tag = doc.tag_in_default(Some(uri::ATOM10), "uri");
            uri_text(doc, tag, uri, &field.at(i).field("uri"));
        }
        doc.end();
    }
}

fn write_category(doc: &mut XmlWriter, category: &Category, field: &Place<'_>) {
    if let Some(markup) = ext::labelled_category_as_read(doc, category) {
        return doc.element_as_read(markup, field);
    }
    let mut tag = doc.tag_in_default(Some(uri::ATOM10), "category");
    tag.attr("term", &category.term);
    tag.attr_opt("scheme", category.scheme.as_deref());
    tag.attr_opt("label", category.label.as_deref());
    doc.empty(tag);
}

fn write_generator(doc: &mut XmlWriter, generator: &Generator, field: &Place<'_>) {
    let mut tag = doc.tag_in_default(Some(uri::ATOM10), "generator");
    if let Some(uri) = &generator.uri {
        uri_attrs(doc, &mut tag, &[("uri", uri)], field);
    }
    tag.attr_opt("version", generator.version.as_deref());
    doc.text_element(tag, &generator.value);
}

fn write_source(doc: &mut XmlWriter, source: &Source, field: &Place<'_>) {
    let at = |name: &'static str| field.field(name);
    let tag = doc.tag_in_default(Some(uri::ATOM10), "source");
    doc.start(tag);
    opt_atom(doc, "id", source.id.as_ref());
    opt_atom(doc, "title", source.title.as_ref());
    if let Some(subtitle) = &source.subtitle {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "subtitle");
        atom_text(doc, tag, subtitle, &at("subtitle"));
    }
    write_links(doc, &source.links, &at("links"));
    if let Some(ts) = &source.updated {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "updated");
        date(doc, tag, ts, DateForm::Rfc3339, &at("updated"));
    }
    write_people(doc, "author", &source.authors, &at("authors"));
    write_people(
        doc,
        "contributor",
        &source.contributors,
        &at("contributors"),
    );
    for (i, category) in source.categories.iter().enumerate() {
        write_category(doc, category, &field.nth("categories", i));
    }
    if let Some(generator) = &source.generator {
        write_generator(doc, generator, &at("generator"));
    }
    if let Some(icon) = &source.icon {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "icon");
        uri_text(doc, tag, icon, &at("icon"));
    }
    if let Some(logo) = &source.logo {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "logo");
        uri_text(doc, tag, logo, &at("logo"));
    }
    if let Some(rights) = &source.rights {
        let tag = doc.tag_in_default(Some(uri::ATOM10), "rights");
        atom_text(doc, tag, rights, &at("rights"));
    }
    // RSS's `<source url>` is the URL of the feed the item came from: in
    // Atom, the source's self link.
    let has_self = source
        .links
        .iter()
        .any(|l| l.rel.as_deref() == Some("self"));
    match &source.url {
        Some(url) if !doc.same_family && !has_self => {
            let mut tag = doc.tag_in_default(Some(uri::ATOM10), "link");
            uri_attrs(doc, &mut tag, &[("href", url)], &at("url"));
            tag.attr("rel", "self");
            doc.empty(tag);
        }
        Some(_) => doc.loss(at("url"), "an Atom source has no URL attribute"),
        None => {}
    }
    doc.end();
}
