//! Model -> RSS 1.0 (RDF Site Summary): `<rdf:RDF>` holding the channel,
//! its image and text input, and the items, each beside the others. The
//! channel's and items' elements are RSS 2.0's (`rss.rs`), in the RSS 1.0
//! namespace, which the reader reads the same way.

use super::place::Place;
use super::rss::{
    is_creator_only, write_channel_children, write_image, write_item, write_text_input, Beside,
};
use super::xml::XmlWriter;
use crate::model::{Channel, Format, Slot};
use crate::xml::namespace::uri;

/// Writes a whole RSS 1.0 document.
pub(crate) fn write_document<'c>(doc: &mut XmlWriter<'c>, channel: &'c Channel) {
    // A channel read from JSON Feed is converted, like one read from Atom.
    doc.same_family = channel
        .format
        .is_some_and(|f| !f.is_atom() && !f.is_json_feed());
    doc.declare_root(Some(uri::RSS10), &channel.namespaces);
    doc.prologue(&channel.prologue);
    let root = doc.tag_known(Some(uri::RDF), "RDF");
    let mut root = root;
    doc.lang_as_written(&mut root, channel.xml_lang.as_deref());
    doc.base_as_written(&mut root, channel.xml_base.as_deref());
    doc.root(root);
    let core = Some(uri::RSS10);

    // RSS 1.0 names the channel and each item by URI: from another format,
    // their links are their names.
    let converting = !matches!(channel.format, Some(Format::Rss10 | Format::Rss090));
    let about_of = |item: &'_ crate::model::Item| {
        item.about
            .clone()
            .or_else(|| item.link().filter(|_| converting).map(str::to_owned))
    };
    let abouts: Vec<Option<String>> = channel.items.iter().map(about_of).collect();
    let id = channel
        .id
        .clone()
        .or_else(|| channel.link().filter(|_| converting).map(str::to_owned));
    let mut tag = doc.tag_in_default(core, "channel");
    if let Some(id) = &id {
        doc.attr_ns(&mut tag, uri::RDF, Some("rdf"), "about", id);
    }
    doc.start(tag);
    doc.capture_children(&channel.layout);
    write_channel_children(doc, channel, core, Beside::BOTH);
    // The table of contents and the references RSS 1.0 asks for; the reader
    // takes them as derived, not as data.
    let listed: Vec<&str> = abouts.iter().flatten().map(String::as_str).collect();
    // RSS 1.0 requires the table even when it is empty; a document read
    // without one is written back without it.
    if !listed.is_empty() || converting {
        let tag = doc.tag_in_default(core, "items");
        doc.start(tag);
        let seq = doc.tag_known(Some(uri::RDF), "Seq");
        doc.start(seq);
        for about in listed {
            let mut li = doc.tag_known(Some(uri::RDF), "li");
            doc.attr_ns(&mut li, uri::RDF, Some("rdf"), "resource", about);
            doc.empty(li);
        }
        doc.end();
        doc.end();
    }
    // A document that had its image or text input only inside the channel
    // (where RSS 2.0 has them) keeps it there: a reader takes nothing from
    // one beside the channel, so moving it out would hide it.
    let inside = |slot: Slot| {
        doc.same_family && channel.order.first(slot).is_some() && !channel.order.after_channel(slot)
    };
    let (image_inside, input_inside) = (inside(Slot::Image), inside(Slot::TextInput));
    let image_about = channel.image.as_ref().map(|i| i.url.raw().to_owned());
    let input_about = channel
        .text_input
        .as_ref()
        .and_then(|t| t.link.as_ref())
        .map(|l| l.raw().to_owned());
    if image_inside {
        write_image(doc, channel, core, image_about.as_deref());
    } else if let Some(image) = &channel.image {
        let mut tag = doc.tag_in_default(core, "image");
        let form = doc.place_uris(
            &mut tag,
            &[&image.url],
            &Place::CHANNEL.field("image").field("url"),
        );
        doc.attr_ns(
            &mut tag,
            uri::RDF,
            Some("rdf"),
            "resource",
            form.text(&image.url),
        );
        doc.empty(tag);
    }
    if input_inside {
        write_text_input(doc, channel, core, input_about.as_deref());
    }
    doc.lay_out_children(&channel.layout);
    doc.end();

    if !image_inside {
        write_image(doc, channel, core, image_about.as_deref());
    }
    if !input_inside {
        write_text_input(doc, channel, core, input_about.as_deref());
    }
    if converting {
        report_rss2_only(doc, channel, &abouts);
    }
    for (i, (item, about)) in channel.items.iter().zip(&abouts).enumerate() {
        write_item(
            doc,
            item,
            core,
            about.as_deref(),
            &Place::CHANNEL.nth("items", i),
        );
    }
}

/// Reports what RSS 1.0's core vocabulary has no element for, in a channel
/// from another format: the fields are written as RSS 2.0 names them, in
/// the RSS 1.0 namespace (this reader reads them back), which validators
/// reject; and an item with no link has no `rdf:about`, which RSS 1.0
/// requires.
fn report_rss2_only(doc: &mut XmlWriter<'_>, channel: &Channel, abouts: &[Option<String>]) {
    const WHY: &str =
        "RSS 1.0 has no such element: written as RSS 2.0 names it, in the RSS 1.0 namespace";
    let c = channel;
    for (name, present) in [
        ("language", c.language.is_some()),
        ("rights", c.rights.is_some()),
        // From another format, the first feed author with an email is the managing editor.
        (
            "managing_editor",
            c.managing_editor.is_some() || c.authors.iter().any(|a| a.email.is_some()),
        ),
        ("web_master", c.web_master.is_some()),
        ("pub_date", c.pub_date.is_some()),
        ("last_build_date", c.last_build_date.is_some()),
        ("generator", c.generator.is_some()),
        ("docs", c.docs.is_some()),
        ("cloud", c.cloud.is_some()),
        ("ttl", c.ttl.is_some()),
        ("rating", c.rating.is_some()),
        ("skip_hours", !c.skip_hours.is_empty()),
        ("skip_days", !c.skip_days.is_empty()),
    ] {
        if present {
            doc.loss(Place::CHANNEL.field(name), WHY);
        }
    }
    for i in 0..c.categories.len() {
        doc.loss(Place::CHANNEL.nth("categories", i), WHY);
    }
    for (i, (item, about)) in c.items.iter().zip(abouts).enumerate() {
        let field = Place::CHANNEL.nth("items", i);
        if about.is_none() {
            doc.loss(
                field.field("about"),
                "an RSS 1.0 item is named by its URL (rdf:about): the item has no link",
            );
        }
        for (name, present) in [
            ("guid", item.guid.is_some()),
            ("pub_date", item.pub_date.is_some()),
            ("comments", item.comments.is_some()),
            ("expiration_date", item.expiration_date.is_some()),
            ("source", item.source.is_some()),
        ] {
            if present {
                doc.loss(field.field(name), WHY);
            }
        }
        // An author known by name only is a `dc:creator`, which RSS 1.0 feeds use.
        if item.authors.iter().any(|p| !is_creator_only(p, false)) {
            doc.loss(
                field.field("authors"),
                "RSS 1.0 has no author: the authors with an email are written as RSS 2.0's, in the RSS 1.0 namespace",
            );
        }
        for (name, count) in [
            ("categories", item.categories.len()),
            ("enclosures", item.enclosures.len()),
        ] {
            for n in 0..count {
                doc.loss(field.nth(name, n), WHY);
            }
        }
    }
}
