//! RSS elements -> model: one `read_<element>` per element, for RSS 0.90,
//! 0.91-0.94, 1.0 and 2.0 (their core elements share names, in no namespace
//! or in the RSS 0.90 / 1.0 / UserLand namespace).

use super::ext;
use super::fields::{rss_person, Fields};
use super::push_exact;
use super::tree::RawElement;
use crate::model::{
    Category, Channel, Cloud, Content, ContentElement, Element, Enclosure, Generator, Guid, Image,
    Item, Link, LinkElement, Person, Source, Text, TextInput, TextKind,
};
use crate::xml::namespace::Namespace;

/// Applies one child element of `<channel>` (or of the RSS 1.0 root) to
/// the channel. `spelled` is the element's name as the reader's table of
/// names found it (see `names::Named`), which spares a second look-up.
pub(crate) fn read_channel_child(
    f: &mut Fields<'_>,
    channel: &mut Channel,
    el: &mut RawElement,
    spelled: Option<&'static str>,
) {
    let ns = f.namespace(el);
    let name = spelled.unwrap_or_else(|| core_name(el.local()));
    match (ns, name) {
        (Namespace::Rss, "title") => channel.title = Some(f.rss_text(el)),
        (Namespace::Rss, "link") => read_link(f, &mut channel.links, el),
        (Namespace::Rss, "description") => channel.description = Some(f.rss_text(el)),
        (Namespace::Rss, "language") => channel.language = f.string(el),
        (Namespace::Rss, "copyright") => channel.rights = Some(plain(f, el)),
        // A person or a category written as markup: its text, with a
        // warning, and the element as written for the writer.
        (Namespace::Rss, field @ ("managingEditor" | "webMaster" | "category"))
            if el.has_child_elements() =>
        {
            // The name is the element's (or the table's): told apart
            // before the element is taken.
            let (category, editor) = (field == "category", field == "managingEditor");
            if let Some((text, markup)) = f.markup_text(el, &mut channel.extensions) {
                if category {
                    channel.categories.push(category_of_markup(text, markup));
                } else if editor {
                    channel.managing_editor = Some(person_of_markup(&text, markup));
                } else {
                    channel.web_master = Some(person_of_markup(&text, markup));
                }
            }
        }
        (Namespace::Rss, "managingEditor") => {
            channel.managing_editor = f.string(el).map(|s| rss_person(&s))
        }
        (Namespace::Rss, "webMaster") => channel.web_master = f.string(el).map(|s| rss_person(&s)),
        (Namespace::Rss, "pubDate") => channel.pub_date = f.date(el),
        (Namespace::Rss, "lastBuildDate") => channel.last_build_date = f.date(el),
        (Namespace::Rss, "category") => channel.categories.extend(read_category(f, el)),
        (Namespace::Rss, "generator") => channel.generator = read_generator(f, el),
        (Namespace::Rss, "docs") => channel.docs = f.uri(el),
        (Namespace::Rss, "cloud") => channel.cloud = Some(read_cloud(el)),
        (Namespace::Rss, "ttl") => channel.ttl = f.number(el, Some(&el.text()), "ttl"),
        (Namespace::Rss, "image") => channel.image = read_image(f, el),
        (Namespace::Rss, "rating") => channel.rating = f.string(el),
        (Namespace::Rss, "textInput" | "textinput") => {
            channel.text_input = Some(read_text_input(f, el))
        }
        (Namespace::Rss, "skipHours") => channel.skip_hours = read_skip_hours(f, el),
        (Namespace::Rss, "skipDays") => {
            channel.skip_days = el.elements_mut().filter_map(|d| f.string(d)).collect()
        }
        // RSS 1.0's table of contents repeats the items' rdf:about: derived, not data.
        (Namespace::Rss, "items") => {}
        (Namespace::Atom10, "link") => channel.links.push(super::atom::read_link(f, el)),
        _ => ext::read_channel_child(f, channel, el),
    }
}

/// Applies one child element of `<item>` to the item (`spelled` as for
/// [`read_channel_child`]).
pub(crate) fn read_item_child(
    f: &mut Fields<'_>,
    item: &mut Item,
    el: &mut RawElement,
    spelled: Option<&'static str>,
) {
    let ns = f.namespace(el);
    // Only the RSS and Atom names below are matched without case.
    let name = match (spelled, ns) {
        (Some(name), _) => name,
        (None, Namespace::Rss | Namespace::Atom10) => core_name(el.local()),
        (None, _) => el.local(),
    };
    match (ns, name) {
        (Namespace::Rss, "title") => item.title = Some(f.rss_text(el)),
        (Namespace::Rss, "link") => read_link(f, &mut item.links, el),
        (Namespace::Rss, "description") => item.description = Some(f.rss_text(el)),
        // `<body>` with no namespace: inline XHTML content, as feedparser reads it.
        (Namespace::Rss, "body") => {
            let mut content = read_xhtml_body(el);
            content.element = ContentElement::Other;
            item.content = Some(content);
        }
        (Namespace::Rss, "category") if el.has_child_elements() => {
            if let Some((text, markup)) = f.markup_text(el, &mut item.extensions) {
                push_exact(&mut item.categories, category_of_markup(text, markup));
            }
        }
        (Namespace::Rss, "author") if !is_structured_person(el) => {
            if let Some((text, markup)) = f.markup_text(el, &mut item.extensions) {
                push_exact(&mut item.authors, person_of_markup(&text, markup));
            }
        }
        (Namespace::Rss, "author") => {
            if let Some(author) = read_author(f, el) {
                push_exact(&mut item.authors, author);
            }
        }
        (Namespace::Rss, "category") => {
            if let Some(category) = read_category(f, el) {
                push_exact(&mut item.categories, category);
            }
        }
        // Not RSS, but some feeds (Macworld) group their categories.
        (Namespace::Rss, "categories") if el.has_child_elements() => {
            for child in el
                .elements_mut()
                .filter(|c| core_name(c.local()) == "category")
            {
                item.categories.extend(read_category(f, child));
            }
        }
        (Namespace::Rss, "comments") => item.comments = f.uri(el),
        (Namespace::Rss, "enclosure") => match read_enclosure(f, el) {
            Some(enclosure) => push_exact(&mut item.enclosures, enclosure),
            // Nothing to download: kept as written, so that a writer loses nothing.
            None => f.keep_incomplete(el, "a `url` attribute", &mut item.extensions),
        },
        (Namespace::Rss, "guid") => item.guid = read_guid(f, el),
        (Namespace::Rss, "pubDate") => item.pub_date = f.date(el),
        (Namespace::Rss, "expirationDate") => item.expiration_date = f.date(el),
        // Not RSS, but common: an Atom-style `<updated>` in no namespace
        // (realworld ffp__theweek.xml).
        (Namespace::Rss, "updated") if item.updated.is_none() => item.updated = f.date(el),
        (Namespace::Rss, "source") => item.source = Some(Box::new(read_source(f, el))),
        (Namespace::Content, "encoded") => item.content = Some(read_content_encoded(el)),
        (Namespace::Xhtml, "body") => item.content = Some(read_xhtml_body(el)),
        // Full content as some early RSS feeds wrote it.
        (Namespace::Rss, "fullitem") if item.content.is_none() => {
            item.content = Some(read_fullitem(el))
        }
        (Namespace::Atom10, "link") => push_exact(&mut item.links, super::atom::read_link(f, el)),
        _ => ext::read_item_child(f, item, el),
    }
}

/// An element's name as the RSS specifications spell it, whatever its case:
/// feeds write `<TITLE>` and `<pubdate>`, and readers since the first (and
/// feedparser) take them. Names that are no RSS element stay as written.
pub(super) fn core_name(local: &str) -> &str {
    // The names of one length, so that each child is compared with at most
    // six of them rather than with the whole list.
    let same_length: &[&str] = match local.len() {
        3 => &["ttl"],
        4 => &["link", "docs", "guid"],
        5 => &["title", "cloud", "image", "items"],
        6 => &["rating", "author", "source"],
        7 => &["pubDate", "updated"],
        8 => &["language", "category", "skipDays", "comments", "fullitem"],
        9 => &[
            "copyright",
            "webMaster",
            "generator",
            "textInput",
            "skipHours",
            "enclosure",
        ],
        11 => &["description"],
        13 => &["lastBuildDate"],
        14 => &["managingEditor", "expirationDate"],
        _ => &[],
    };
    // Nearly every feed spells them as the specifications do: compared
    // exactly first, each candidate ruled out by its first byte before a
    // whole comparison, which is cheaper than one without case.
    let first = local.as_bytes().first().copied();
    same_length
        .iter()
        .find(|name| name.as_bytes().first().copied() == first && **name == local)
        .or_else(|| {
            same_length
                .iter()
                .find(|name| name.eq_ignore_ascii_case(local))
        })
        .copied()
        .unwrap_or(local)
}

/// `<author>`: "email (Name)" text, or, in feeds that copy Atom, `<name>`,
/// `<email>` and `<uri>` children.
/// Whether an `<author>` is text, or markup that names a person the Atom
/// way (`<name>`, `<email>`, `<uri>`): anything else is markup with no place.
fn is_structured_person(el: &RawElement) -> bool {
    !el.has_child_elements()
        || el
            .elements()
            .any(|c| matches!(c.local(), "name" | "email" | "uri" | "url"))
}

fn read_author(f: &mut Fields<'_>, el: &mut RawElement) -> Option<Person> {
    if !el.has_child_elements() {
        return f.string(el).map(|s| rss_person(&s));
    }
    let mut person = Person::default();
    for child in el.elements_mut() {
        match child.local() {
            "name" => person.name = f.string(child),
            "email" => person.email = f.string(child),
            "uri" | "url" => person.uri = f.uri(child),
            _ => {}
        }
    }
    (person != Person::default()).then_some(person)
}

fn plain(f: &mut Fields<'_>, el: &mut RawElement) -> Text {
    let mut text = f.rss_text(el);
    if text.kind == TextKind::Html && !el.has_child_elements() {
        // A copyright line with `&copy;` is still just a line of text.
        text.kind = TextKind::Text;
    }
    text
}

/// `<link>`: its text is the URL (RSS 1.0's `rdf:resource` too).
fn read_link(f: &mut Fields<'_>, links: &mut Vec<Link>, el: &mut RawElement) {
    let href = f.uri(el).or_else(|| f.uri_attr(el, "href"));
    if let Some(href) = href {
        let link = Link {
            href,
            element: LinkElement::Rss,
            ..Link::default()
        };
        push_exact(links, link);
    }
}

fn read_category(f: &mut Fields<'_>, el: &mut RawElement) -> Option<Category> {
    Some(Category {
        term: f.string(el)?,
        scheme: el.attr("domain").map(str::to_owned),
        ..Category::default()
    })
}

/// A category read from markup where its text belongs (see `Fields::markup_text`).
fn category_of_markup(term: String, markup: Box<Element>) -> Category {
    let scheme = markup
        .attributes
        .iter()
        .find(|a| a.namespace.is_none() && a.name == "domain")
        .map(|a| a.value.clone());
    Category {
        term,
        scheme,
        markup: Some(markup),
        ..Category::default()
    }
}

/// A person read from markup where its text belongs (see `Fields::markup_text`).
fn person_of_markup(text: &str, markup: Box<Element>) -> Person {
    let mut person = rss_person(text);
    person.markup = Some(markup);
    person
}

fn read_generator(f: &mut Fields<'_>, el: &mut RawElement) -> Option<Generator> {
    Some(Generator {
        value: f.string(el)?,
        uri: None,
        version: None,
    })
}

fn read_cloud(el: &RawElement) -> Cloud {
    let attr = |name: &str| el.attr(name).unwrap_or_default().to_owned();
    Cloud {
        domain: attr("domain"),
        port: attr("port"),
        path: attr("path"),
        register_procedure: attr("registerProcedure"),
        protocol: attr("protocol"),
    }
}

fn read_image(f: &mut Fields<'_>, el: &mut RawElement) -> Option<Image> {
    let mut image = Image::default();
    // RSS 1.0 puts the URL in `rdf:resource` on the channel's `<image>`.
    let mut url = f.uri_attr(el, "resource");
    for child in el.elements_mut() {
        if f.namespace(child) != Namespace::Rss {
            continue;
        }
        match child.local() {
            "url" => url = f.uri(child),
            "title" => image.title = f.string(child),
            "link" => image.link = f.uri(child),
            "width" => image.width = f.number(child, Some(&child.text()), "image width"),
            "height" => image.height = f.number(child, Some(&child.text()), "image height"),
            "description" => image.description = f.loose_html(child),
            _ => {}
        }
    }
    image.url = url?;
    Some(image)
}

fn read_text_input(f: &mut Fields<'_>, el: &mut RawElement) -> TextInput {
    let mut input = TextInput::default();
    for child in el.elements_mut() {
        match child.local() {
            "title" => input.title = child.trimmed_text(),
            "description" => input.description = f.loose_html(child).unwrap_or_default(),
            "name" => input.name = child.trimmed_text(),
            "link" => input.link = f.uri(child),
            _ => {}
        }
    }
    input
}

fn read_skip_hours(f: &mut Fields<'_>, el: &mut RawElement) -> Vec<u8> {
    el.elements_mut()
        .filter_map(|h| f.number(h, Some(&h.text()), "skipHours hour"))
        .collect()
}

fn read_enclosure(f: &mut Fields<'_>, el: &mut RawElement) -> Option<Enclosure> {
    let url = f.uri_attr(el, "url")?;
    let length_raw = el.attr("length").map(str::trim).filter(|l| !l.is_empty());
    let length = length_raw.and_then(|l| l.parse().ok());
    Some(Enclosure {
        url,
        length,
        length_raw: length_raw.filter(|_| length.is_none()).map(str::to_owned),
        media_type: el.take_attr("type"),
    })
}

fn read_guid(f: &mut Fields<'_>, el: &mut RawElement) -> Option<Guid> {
    let is_permalink = el
        .attr("isPermaLink")
        .map(|v| !v.trim().eq_ignore_ascii_case("false"));
    Some(Guid {
        value: f.string(el)?,
        is_permalink,
    })
}

fn read_source(f: &mut Fields<'_>, el: &mut RawElement) -> Source {
    Source {
        title: f.string(el),
        url: f.uri_attr(el, "url"),
        ..Source::default()
    }
}

fn read_content_encoded(el: &mut RawElement) -> Content {
    let value = if el.has_child_elements() {
        el.trimmed_inner_xml()
    } else {
        el.take_trimmed_text()
    };
    Content {
        value,
        kind: TextKind::Html,
        lang: super::fields::lang_of(el),
        base: super::fields::base_of(el),
        element: ContentElement::ContentEncoded,
        ..Content::default()
    }
}

fn read_xhtml_body(el: &RawElement) -> Content {
    Content {
        value: el.trimmed_inner_xml(),
        kind: TextKind::Xhtml,
        lang: super::fields::lang_of(el),
        base: super::fields::base_of(el),
        element: ContentElement::XhtmlBody,
        ..Content::default()
    }
}

fn read_fullitem(el: &mut RawElement) -> Content {
    Content {
        element: ContentElement::Fullitem,
        ..read_content_encoded(el)
    }
}

#[cfg(test)]
mod tests {
    use super::core_name;

    /// RSS core element names, as the specifications spell them.
    const CORE_NAMES: &[&str] = &[
        "title",
        "link",
        "description",
        "language",
        "copyright",
        "managingEditor",
        "webMaster",
        "pubDate",
        "lastBuildDate",
        "category",
        "generator",
        "docs",
        "cloud",
        "ttl",
        "image",
        "rating",
        "textInput",
        "skipHours",
        "skipDays",
        "items",
        "author",
        "comments",
        "enclosure",
        "guid",
        "expirationDate",
        "updated",
        "source",
        "fullitem",
    ];

    #[test]
    fn every_core_name_is_found_in_any_case() {
        for &name in CORE_NAMES {
            assert_eq!(core_name(name), name);
            assert_eq!(core_name(&name.to_ascii_uppercase()), name);
            assert_eq!(core_name(&name.to_ascii_lowercase()), name);
        }
        assert_eq!(core_name("encoded"), "encoded");
        assert_eq!(core_name("Encoded"), "Encoded");
    }
}
