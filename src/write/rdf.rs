//! Model -> RSS 1.0 (RDF Site Summary): `<rdf:RDF>` holding the channel,
//! its image and text input, and the items, each beside the others. The
//! channel's and items' elements are RSS 2.0's (`rss.rs`), in the RSS 1.0
//! namespace, which the reader reads the same way.

use super::place::Place;
use super::rss::{write_channel_children, write_image, write_item, write_text_input, Beside};
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
    if !listed.is_empty() {
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
