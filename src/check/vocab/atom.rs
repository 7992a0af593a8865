//! Atom 1.0 (RFC 4287): the feed, entry and source documents, person and
//! text constructs, links and content.

use super::modules::{ACCESS_NS, ACCESS_RESTRICTION, TRACKBACK_LINK, TRACKBACK_NS};
use crate::check::markup;
use crate::check::rules;
use crate::check::schema::{attr, many, once, one, required, required_as, ElementRule};
use crate::check::tree::Element;
use crate::check::value::{is_mime_type, Value};
use crate::check::walk::Walk;
use crate::xml::namespace::uri::{ATOM10 as ATOM, XHTML};

const OWN: &[&str] = &[ATOM];

const DATE: ElementRule = ElementRule::text(Value::Rfc3339).with_extra(implausible_date);
const ID: ElementRule = ElementRule::text(Value::AtomId);
const IRI: ElementRule = ElementRule::text(Value::Iri);
const TEXT: ElementRule = ElementRule {
    children: None,
    extra: Some(text_construct),
    ..ElementRule::text(Value::Any)
};

/// The children a feed and an entry's source share (RFC 4287 sections
/// 4.1.1 and 4.2.11), then `more`; `id`, `title` and `updated` must be
/// there, each breaking the rule given when it is not (a feed's own rules;
/// for a source, that it should keep the original feed's).
macro_rules! feed_children {
    ($id:expr, $title:expr, $updated:expr; $($more:expr),* $(,)?) => {
        &[
            many(ATOM, "author", &PERSON),
            many(ATOM, "category", &CATEGORY),
            many(ATOM, "contributor", &PERSON),
            once(ATOM, "generator", &GENERATOR),
            once(ATOM, "icon", &IRI),
            one(ATOM, "id", &ID, $id),
            many(ATOM, "link", &LINK),
            once(ATOM, "logo", &IRI),
            once(ATOM, "rights", &TEXT),
            once(ATOM, "subtitle", &TEXT),
            one(ATOM, "title", &TEXT, $title),
            one(ATOM, "updated", &DATE, $updated),
            $($more),*
        ]
    };
}

/// `<feed>`, the root of a feed document.
pub(crate) const FEED: ElementRule = ElementRule {
    extra: Some(feed),
    ..ElementRule::parent(
        OWN,
        feed_children!(
            rules::ATOM_FEED_ID, rules::ATOM_FEED_TITLE, rules::ATOM_FEED_UPDATED;
            many(ATOM, "entry", &ENTRY),
            many(ACCESS_NS, "restriction", &ACCESS_RESTRICTION),
        ),
    )
};

/// `<entry>`, in a feed or the root of an entry document.
pub(crate) const ENTRY: ElementRule = ElementRule {
    extra: Some(entry),
    ..ElementRule::parent(
        OWN,
        &[
            many(ATOM, "author", &PERSON),
            many(ATOM, "category", &CATEGORY),
            once(ATOM, "content", &CONTENT),
            many(ATOM, "contributor", &PERSON),
            once(ATOM, "id", &ID),
            many(ATOM, "link", &LINK),
            once(ATOM, "published", &DATE),
            once(ATOM, "rights", &TEXT),
            once(ATOM, "source", &SOURCE),
            once(ATOM, "summary", &TEXT),
            once(ATOM, "title", &TEXT),
            once(ATOM, "updated", &DATE),
            many(TRACKBACK_NS, "ping", &TRACKBACK_LINK),
            many(TRACKBACK_NS, "about", &TRACKBACK_LINK),
        ],
    )
};

const SOURCE: ElementRule = ElementRule::parent(
    OWN,
    feed_children!(
        rules::ATOM_SOURCE_FIELDS, rules::ATOM_SOURCE_FIELDS, rules::ATOM_SOURCE_FIELDS;
    ),
);

const PERSON: ElementRule = ElementRule::parent(
    OWN,
    &[
        one(
            ATOM,
            "name",
            &ElementRule::text(Value::Plain).with_extra(name),
            rules::ATOM_PERSON_NAME,
        ),
        once(ATOM, "uri", &IRI),
        once(ATOM, "email", &ElementRule::text(Value::Email)),
    ],
);

const CATEGORY: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("term", Value::Any),
    attr("scheme", Value::AbsIri),
    attr("label", Value::Plain),
]);

const GENERATOR: ElementRule = ElementRule::text(Value::Plain)
    .with_attrs(&[attr("uri", Value::Iri), attr("version", Value::Any)]);

const LINK: ElementRule = ElementRule {
    extra: Some(link),
    ..ElementRule::text(Value::Empty(rules::ATOM_LINK_EMPTY)).with_attrs(&[
        required_as("href", Value::Iri, rules::ATOM_LINK_HREF),
        // Checked against the registry, or as an IRI, by `link`.
        attr("rel", Value::Any),
        attr("type", Value::MimeType),
        attr("hreflang", Value::Language),
        attr("title", Value::Plain),
        attr("length", Value::NonNegative),
    ])
};

const CONTENT: ElementRule = ElementRule {
    extra: Some(content),
    // `type` is checked with the content by `content`.
    ..ElementRule::text(Value::Any).with_attrs(&[attr("src", Value::Iri), attr("type", Value::Any)])
};

/// The link relations of RFC 4287 and the IANA registry that feeds use.
const RELATIONS: &[&str] = &[
    "about",
    "alternate",
    "appendix",
    "archives",
    "author",
    "bookmark",
    "canonical",
    "chapter",
    "collection",
    "contents",
    "copyright",
    "current",
    "describedby",
    "edit",
    "edit-media",
    "enclosure",
    "first",
    "glossary",
    "help",
    "hub",
    "icon",
    "index",
    "last",
    "latest-version",
    "license",
    "monitor",
    "next",
    "next-archive",
    "payment",
    "prev",
    "prev-archive",
    "preview",
    "previous",
    "related",
    "replies",
    "search",
    "section",
    "self",
    "service",
    "start",
    "stylesheet",
    "subsection",
    "up",
    "version-history",
    "via",
    "working-copy",
    "working-copy-of",
];

fn feed(element: &Element, walk: &mut Walk<'_>) {
    namespace_prefix(element, walk);
    let mut entries = false;
    for child in &element.children {
        if child.is(ATOM, "entry") {
            entries = true;
        } else if entries && child.ns() == ATOM {
            let detail = format!("`{}` after the first entry", child.qname());
            walk.report(rules::ATOM_METADATA_ORDER, child, Some(detail));
        }
    }
    alternate_links(element, walk);
    super::relations::atom_self_link(element, walk);
    super::relations::atom_updated_unique(element, walk);
    super::history::feed(element, walk);
}

fn entry(element: &Element, walk: &mut Walk<'_>) {
    if walk.is_root(element) {
        namespace_prefix(element, walk);
    }
    alternate_links(element, walk);
    super::history::entry(element, walk);
    let summary = element.child(ATOM, "summary").is_some();
    let alternate = element
        .children_named(ATOM, "link")
        .any(|l| super::relations::is_relation(l.attr("rel"), "alternate"));
    if element.child(ATOM, "content").is_none() && !alternate {
        walk.report(rules::ATOM_CONTENT_OR_ALTERNATE, element, None);
    }
    match element.child(ATOM, "content") {
        Some(content) => {
            let out_of_line = content.attr("src").is_some();
            let base64 = content.attr("type").is_some_and(is_base64_type);
            if (out_of_line || base64) && !summary {
                walk.report(rules::ATOM_ENTRY_SUMMARY, element, None);
            }
        }
        None if !summary => walk.report(rules::ATOM_ENTRY_TEXT, element, None),
        None => {}
    }
}

fn name(element: &Element, walk: &mut Walk<'_>) {
    let text = element.text.trim();
    if text.is_empty() {
        walk.report(rules::NOT_BLANK, element, None);
        return;
    }
    let email = text
        .split(|c: char| c.is_whitespace() || "<>()".contains(c))
        .any(crate::check::value::is_addr_spec);
    if email {
        walk.report(rules::NAME_EMAIL, element, Some(format!("`{text}`")));
    }
}

/// Whether an element of the Atom namespace carries a prefix readers may
/// not know (anything but `atom`).
fn namespace_prefix(element: &Element, walk: &mut Walk<'_>) {
    if let Some(prefix) = element.prefix.as_deref() {
        if !prefix.is_empty() && prefix != "atom" {
            walk.report(
                rules::NAMESPACE_PREFIX,
                element,
                Some(format!("`{prefix}:`")),
            );
        }
    }
}

/// At most one `alternate` link per type and hreflang.
fn alternate_links(element: &Element, walk: &mut Walk<'_>) {
    // A set: a hostile list of many distinct links stays linear.
    let mut seen: std::collections::HashSet<(Option<&str>, Option<&str>)> =
        std::collections::HashSet::new();
    for link in element.children_named(ATOM, "link") {
        if !super::relations::is_relation(link.attr("rel"), "alternate") {
            continue;
        }
        let key = (link.attr("type"), link.attr("hreflang"));
        if !seen.insert(key) {
            walk.report(rules::ATOM_LINK_DUPLICATE, link, None);
        }
    }
}

fn link(element: &Element, walk: &mut Walk<'_>) {
    if let Some(rel) = element.attr("rel") {
        if rel.trim().is_empty() {
            walk.report(
                rules::ATTRIBUTE_NOT_BLANK,
                element,
                Some("`rel`".to_owned()),
            );
        } else if !RELATIONS.contains(&rel) && url::Url::parse(rel).is_err() {
            walk.report(rules::ATOM_LINK_REL, element, Some(format!("`{rel}`")));
        }
    }
    // Text is the row's (`Value::Empty`); child elements are not text.
    if element.text.trim().is_empty() && !element.children.is_empty() {
        walk.report(rules::ATOM_LINK_EMPTY, element, None);
    }
}

/// What a text construct or content holds, by its `type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Text,
    Html,
    Xhtml,
    /// A MIME type naming XML.
    Xml,
    /// Another MIME type: `text/*` as text, anything else Base64.
    Other,
}

fn kind(declared: Option<&str>) -> Option<Kind> {
    Some(match declared.map(str::trim) {
        None | Some("text") => Kind::Text,
        Some("html") => Kind::Html,
        Some("xhtml") => Kind::Xhtml,
        Some(t) if t.eq_ignore_ascii_case("text/html") => Kind::Html,
        Some(t) if t.eq_ignore_ascii_case("application/xhtml+xml") => Kind::Xhtml,
        Some(t) if !is_mime_type(t) => return None,
        Some(t) if is_xml_type(t) => Kind::Xml,
        Some(_) => Kind::Other,
    })
}

fn is_xml_type(mime: &str) -> bool {
    let essence = mime
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence.ends_with("+xml") || essence.ends_with("/xml")
}

fn is_base64_type(mime: &str) -> bool {
    matches!(kind(Some(mime)), Some(Kind::Other))
        && !mime.trim().to_ascii_lowercase().starts_with("text/")
}

/// `title`, `subtitle`, `summary`, `rights`.
fn text_construct(element: &Element, walk: &mut Walk<'_>) {
    let declared = element.attr("type");
    let kind = match declared {
        None | Some("text" | "html" | "xhtml") => kind(declared),
        Some(blank) if blank.trim().is_empty() => {
            walk.report(
                rules::ATTRIBUTE_NOT_BLANK,
                element,
                Some("`type`".to_owned()),
            );
            None
        }
        Some(other) => {
            // A MIME type is the right kind of value in the wrong place;
            // anything else is no type at all.
            let rule = if is_mime_type(other) {
                rules::ATOM_TEXT_TYPE
            } else {
                rules::ATOM_CONTENT_TYPE
            };
            walk.report(rule, element, Some(format!("`{other}`")));
            kind(declared)
        }
    };
    if element.children.is_empty() && element.text.trim().is_empty() && kind != Some(Kind::Xhtml) {
        walk.report(rules::NOT_BLANK, element, None);
        return;
    }
    if let Some(kind) = kind {
        body(element, kind, walk);
    }
}

/// `content`: a text construct, or content of a MIME type, or given by `src`.
fn content(element: &Element, walk: &mut Walk<'_>) {
    let declared = element.attr("type");
    if let Some(t) = declared {
        if t.trim().is_empty() {
            walk.report(
                rules::ATTRIBUTE_NOT_BLANK,
                element,
                Some("`type`".to_owned()),
            );
            return;
        }
    }
    let kind = kind(declared);
    if kind.is_none() {
        let detail = format!("`{}`", declared.unwrap_or_default());
        walk.report(rules::ATOM_CONTENT_TYPE, element, Some(detail));
    }
    if element.attr("src").is_some() {
        match declared {
            None => walk.report(rules::ATOM_CONTENT_SRC_TYPE, element, None),
            Some(t @ ("text" | "html" | "xhtml")) => {
                walk.report(
                    rules::ATOM_CONTENT_SRC_MIME,
                    element,
                    Some(format!("`{t}`")),
                );
            }
            Some(_) => {}
        }
        if !element.text.trim().is_empty() || !element.children.is_empty() {
            walk.report(rules::ATOM_CONTENT_SRC_EMPTY, element, None);
        }
        return;
    }
    let Some(kind) = kind else { return };
    if declared.is_some_and(|t| t.trim().eq_ignore_ascii_case("text/html")) {
        walk.report(rules::HTML_FRAGMENT, element, None);
    }
    match kind {
        Kind::Xml => {}
        Kind::Other
            if declared.is_some_and(|t| t.trim().to_ascii_lowercase().starts_with("text/")) =>
        {
            body(element, Kind::Text, walk);
        }
        Kind::Other => {
            if !is_base64(&element.text) {
                walk.report(rules::BASE64, element, None);
            }
        }
        _ => body(element, kind, walk),
    }
}

/// The body of text, HTML or XHTML content.
fn body(element: &Element, kind: Kind, walk: &mut Walk<'_>) {
    match kind {
        Kind::Text | Kind::Other => {
            if let Some(first) = element.children.first() {
                walk.report(
                    rules::TEXT_CHILDREN,
                    first,
                    Some(format!("`<{}>`", first.qname())),
                );
            } else if looks_escaped(&element.text) {
                walk.report(rules::UNDECLARED_HTML, element, None);
            }
        }
        Kind::Html => {
            if let Some(first) = element.children.first() {
                let detail = format!("`<{}>`", first.qname());
                walk.report(rules::HTML_NOT_ESCAPED, element, Some(detail));
            } else {
                markup::report_html(element, walk);
            }
        }
        Kind::Xhtml => xhtml(element, walk),
        Kind::Xml => {}
    }
}

/// XHTML content: one XHTML `div`, holding the markup.
fn xhtml(element: &Element, walk: &mut Walk<'_>) {
    let divs: Vec<&Element> = element.children.iter().collect();
    match divs.as_slice() {
        // Text where the `div` should be: one finding, that it is not XHTML.
        [] if !element.text.trim().is_empty() => {
            walk.report(rules::XHTML_NOT_INLINE, element, None)
        }
        [] => walk.report(rules::XHTML_DIV, element, None),
        [div] if div.is(XHTML, "div") => markup::report_xhtml(element, walk, true),
        [first, ..] => {
            let detail = format!("`<{}>`", first.qname());
            walk.report(rules::XHTML_DIV, element, Some(detail));
            markup::report_xhtml(element, walk, true);
        }
    }
}

/// Plain text that reads as escaped HTML: an HTML start or end tag, or a
/// reference to an HTML entity.
fn looks_escaped(text: &str) -> bool {
    crate::check::value::html_end_tag(text).is_some()
        || crate::check::value::html_start_tag(text).is_some()
        || crate::check::value::escaped_entity(text).is_some()
}

fn is_base64(text: &str) -> bool {
    let compact: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let body = compact.iter().take_while(|&&b| b != b'=').count();
    let padding = compact.len() - body;
    compact.len() % 4 == 0
        && padding <= 2
        && compact[..body]
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || *b == b'+' || *b == b'/')
        && compact[body..].iter().all(|&b| b == b'=')
}

fn implausible_date(element: &Element, walk: &mut Walk<'_>) {
    let text = element.text.trim();
    if crate::date::is_rfc3339(text) && text.get(..4).is_some_and(|year| year < "1900") {
        walk.report(rules::DATE_IMPLAUSIBLE, element, Some(format!("`{text}`")));
    }
}
