//! Atom elements -> model: one `read_<element>` per element, for Atom 1.0
//! (RFC 4287) and Atom 0.3 (whose renamed elements are mapped here too).

use super::ext;
use super::fields::{base_of, html_value, lang_of, lower_trimmed, text_kind, xhtml_value, Fields};
use super::tree::RawElement;
use crate::model::{
    Category, Channel, Content, ContentElement, ContentMode, Generator, Guid, Item, Link,
    LinkElement, Person, Source, TextKind,
};
use crate::warning::WarningKind;
use crate::xml::namespace::Namespace;

fn is_atom(f: &Fields<'_>, el: &RawElement) -> bool {
    matches!(el.class(), Namespace::Atom10 | Namespace::Atom03)
        // A `<feed>` with no namespace at all is read as Atom, children included;
        // so is one in a namespace of its own (`<feed version="0.3" xmlns="http://example.com/necho">`).
        || el.ns().is_none()
        || (el.ns().is_some() && el.ns() == f.core_ns)
}

/// Applies one child element of `<feed>` to the channel.
pub(crate) fn read_feed_child(f: &mut Fields<'_>, channel: &mut Channel, el: &mut RawElement) {
    if !is_atom(f, el) {
        return ext::read_channel_child(f, channel, el);
    }
    match el.local() {
        "title" => channel.title = Some(f.atom_text(el)),
        // Atom 0.3 called the subtitle `tagline`.
        "subtitle" | "tagline" => channel.description = Some(f.atom_text(el)),
        "link" => channel.links.push(read_link(f, el)),
        "id" => channel.id = f.string(el),
        // Atom 0.3 called it `modified`.
        "updated" | "modified" => channel.last_build_date = f.date(el),
        // Not an RFC 4287 feed element, but YouTube's feeds carry it.
        "published" => channel.pub_date = f.date(el),
        "author" => channel.authors.push(read_person(f, el)),
        "contributor" => channel.contributors.push(read_person(f, el)),
        "category" => match read_category(el) {
            Some(category) => channel.categories.push(category),
            None => channel
                .categories
                .extend(labelled_category(f, el, &mut channel.extensions)),
        },
        "generator" => channel.generator = Some(read_generator(f, el)),
        "icon" => channel.icon = f.uri(el),
        "logo" => channel.logo = f.uri(el),
        // Atom 0.3 called it `copyright`.
        "rights" | "copyright" => channel.rights = Some(f.atom_text(el)),
        // Atom 0.3 only.
        "info" => channel.info = Some(f.atom_text(el)),
        _ => ext::read_channel_child(f, channel, el),
    }
}

/// Applies one child element of `<entry>` to the item.
pub(crate) fn read_entry_child(f: &mut Fields<'_>, item: &mut Item, el: &mut RawElement) {
    if !is_atom(f, el) {
        return ext::read_item_child(f, item, el);
    }
    match el.local() {
        "title" => item.title = Some(f.atom_text(el)),
        "link" => super::push_exact(&mut item.links, read_link(f, el)),
        "id" => {
            item.guid = f.string(el).map(|value| Guid {
                value,
                is_permalink: Some(false),
            })
        }
        "updated" | "modified" => item.updated = f.date(el),
        // Atom 0.3 called it `issued`.
        "published" | "issued" => item.pub_date = f.date(el),
        // Atom 0.3 only.
        "created" => item.created = f.date(el),
        "author" => super::push_exact(&mut item.authors, read_person(f, el)),
        "contributor" => item.contributors.push(read_person(f, el)),
        "category" => match read_category(el) {
            Some(category) => super::push_exact(&mut item.categories, category),
            None => {
                if let Some(category) = labelled_category(f, el, &mut item.extensions) {
                    super::push_exact(&mut item.categories, category);
                }
            }
        },
        "summary" => item.description = Some(f.atom_text(el)),
        "content" => item.content = Some(read_content(f, el)),
        "source" => item.source = Some(Box::new(read_source(f, el))),
        "rights" | "copyright" => item.rights = Some(f.atom_text(el)),
        _ => ext::read_item_child(f, item, el),
    }
}

/// `<link href rel type hreflang title length>`.
pub(crate) fn read_link(f: &mut Fields<'_>, el: &mut RawElement) -> Link {
    let href = f
        .uri_attr(el, "href")
        // Some feeds write the URL as the link's text.
        .or_else(|| {
            let text = el.trimmed_text();
            (!text.is_empty()).then(|| f.uri_str(el, &text))
        })
        // `href=""` is the base itself (RFC 3986 §5.2), when there is one.
        .or_else(|| {
            let empty = el.attr("href").is_some_and(|h| h.trim().is_empty());
            (empty && el.tag.base.is_some()).then(|| f.uri_str(el, ""))
        })
        .unwrap_or_default();
    Link {
        href,
        rel: el.take_attr("rel"),
        media_type: el.take_attr("type"),
        hreflang: el.take_attr_as_written("hreflang"),
        title: el.take_attr_as_written("title"),
        length: el.attr("length").and_then(|l| l.trim().parse().ok()),
        element: LinkElement::Atom,
    }
}

/// `<author>` / `<contributor>`: `name`, `email`, `uri` (0.3: `url`).
fn read_person(f: &mut Fields<'_>, el: &mut RawElement) -> Person {
    let mut person = Person::default();
    for child in el.elements_mut() {
        match child.local() {
            "name" => person.name = f.string(child),
            "email" => person.email = f.string(child),
            // Atom 0.3 called it `url`, and early drafts `homepage`.
            "uri" | "url" | "homepage" => person.uri = f.uri(child),
            _ => {}
        }
    }
    if !el.has_child_elements() {
        // `<author>Joe</author>`: not Atom, but common.
        person.name = f.string(el);
    }
    person
}

fn read_category(el: &mut RawElement) -> Option<Category> {
    let term = el
        .take_attr_as_written("term")
        .or_else(|| Some(el.trimmed_text()).filter(|t| !t.is_empty()))?;
    Some(Category {
        term,
        scheme: el.take_attr_as_written("scheme"),
        label: el.take_attr_as_written("label"),
        ..Category::default()
    })
}

/// A category with no term: its label is read as the term, with a warning,
/// and the element kept as written for the writer; with no label either,
/// it is kept whole in `extensions`.
fn labelled_category(
    f: &mut Fields<'_>,
    el: &mut RawElement,
    extensions: &mut Vec<crate::model::Element>,
) -> Option<Category> {
    let Some(label) = el.attr("label").map(str::trim).filter(|l| !l.is_empty()) else {
        f.keep_incomplete(el, "a `term`", extensions);
        return None;
    };
    let label = label.to_owned();
    let element = el.local().to_owned();
    f.warn(WarningKind::LabelAsTerm { element }, el.position());
    Some(Category {
        term: label.clone(),
        scheme: el.attr("scheme").map(str::to_owned),
        label: Some(label),
        markup: Some(Box::new(el.take_element())),
        ..Category::default()
    })
}

fn read_generator(f: &mut Fields<'_>, el: &mut RawElement) -> Generator {
    Generator {
        value: el.trimmed_text(),
        uri: f.uri_attr(el, "uri").or_else(|| f.uri_attr(el, "url")),
        version: el.attr("version").map(str::to_owned),
    }
}

/// `<content type src>` (0.3: `mode="xml|escaped|base64"`).
fn read_content(f: &mut Fields<'_>, el: &mut RawElement) -> Content {
    let declared = el.attr("type").map(lower_trimmed);
    let kind = text_kind(declared.as_deref());
    let media_type = declared
        .filter(|t| {
            !matches!(
                &**t,
                "text" | "html" | "xhtml" | "text/plain" | "text/html" | "application/xhtml+xml"
            )
        })
        .map(std::borrow::Cow::into_owned);
    let mode = match (el.attr("mode").map(str::trim), media_type.as_deref()) {
        (Some("base64"), _) => ContentMode::Base64,
        (Some("xml"), _) => ContentMode::Xml,
        (Some(_), _) | (None, None) => ContentMode::Inline,
        (None, Some(t)) if t.ends_with("+xml") || t.ends_with("/xml") => ContentMode::Xml,
        (None, Some(t)) if t.starts_with("text/") => ContentMode::Inline,
        // RFC 4287 §4.1.3.3: any other media type is base64.
        (None, Some(_)) => ContentMode::Base64,
    };
    let value = match (kind, mode) {
        (TextKind::Xhtml, _) => xhtml_value(el),
        (_, ContentMode::Xml) => el.trimmed_inner_xml(),
        (TextKind::Html, ContentMode::Inline) => html_value(el),
        _ if el.has_child_elements() => el.trimmed_inner_xml(),
        _ => el.trimmed_text(),
    };
    Content {
        value,
        kind,
        media_type,
        mode,
        src: f.uri_attr(el, "src"),
        lang: lang_of(el),
        base: base_of(el),
        element: ContentElement::Atom,
    }
}

fn read_source(f: &mut Fields<'_>, el: &mut RawElement) -> Source {
    let mut source = Source::default();
    for child in el.elements_mut() {
        if !is_atom(f, child) {
            continue;
        }
        match child.local() {
            // A text construct, which may be XHTML or base64; the model keeps its text.
            "title" => source.title = Some(f.atom_text(child).value).filter(|t| !t.is_empty()),
            "id" => source.id = f.string(child),
            "link" => source.links.push(read_link(f, child)),
            "updated" | "modified" => source.updated = f.date(child),
            "author" => source.authors.push(read_person(f, child)),
            "contributor" => source.contributors.push(read_person(f, child)),
            "rights" => source.rights = Some(f.atom_text(child)),
            "subtitle" => source.subtitle = Some(f.atom_text(child)),
            "icon" => source.icon = f.uri(child),
            "logo" => source.logo = f.uri(child),
            "category" => source.categories.extend(read_category(child)),
            "generator" => source.generator = Some(read_generator(f, child)),
            _ => {}
        }
    }
    source
}
