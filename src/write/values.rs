//! A value written as an element's text or as attributes: text, a URL
//! (with the `xml:base` its written form needs), a date. Shared by the
//! format writers and the extension writers.

use super::place::Place;
use super::xml::{DateForm, Tag, XmlWriter};
use crate::model::{Timestamp, Uri};

/// A text element in a known namespace, when there is a value.
pub(crate) fn opt(doc: &mut XmlWriter, ns: &'static str, local: &str, value: Option<&String>) {
    if let Some(value) = value {
        let tag = doc.tag_known(Some(ns), local);
        doc.text_element(tag, value);
    }
}

/// A text element in RSS's core namespace (`None`: no namespace), when there is a value.
pub(crate) fn opt_core(
    doc: &mut XmlWriter,
    core: Option<&'static str>,
    local: &str,
    value: Option<&String>,
) {
    if let Some(value) = value {
        let tag = doc.tag_in_default(core, local);
        doc.text_element(tag, value);
    }
}

/// An element whose text is a URL.
pub(crate) fn uri_text(doc: &mut XmlWriter, mut tag: Tag, uri: &Uri, field: &Place<'_>) {
    let form = doc.place_uris(&mut tag, &[uri], field);
    doc.text_element(tag, form.text(uri));
}

/// An element whose text is a date.
pub(crate) fn date(
    doc: &mut XmlWriter,
    tag: Tag,
    ts: &Timestamp,
    form: DateForm,
    field: &Place<'_>,
) {
    let text = doc.date_text(ts, form, field);
    doc.text_element(tag, &text);
}

/// Adds URL attributes, with an `xml:base` if their written form needs one.
pub(crate) fn uri_attrs(
    doc: &mut XmlWriter,
    tag: &mut Tag,
    attrs: &[(&str, &Uri)],
    field: &Place<'_>,
) {
    // Nearly always one attribute: a list of its own only for more.
    let form = match *attrs {
        [(_, uri)] => doc.place_uris(tag, &[uri], field),
        _ => {
            let uris: Vec<&Uri> = attrs.iter().map(|(_, u)| *u).collect();
            doc.place_uris(tag, &uris, field)
        }
    };
    for (name, uri) in attrs {
        tag.attr(name, form.text(uri));
    }
}
