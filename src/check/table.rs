//! The checker's element tables, read-only: every element of every
//! vocabulary `check` knows, with where it may appear, how often, the form
//! of its text and its attributes. This is what `feedwright check --rules`
//! and RULES.md print; the checks themselves read the tables in
//! `src/check/vocab/` directly.
//!
//! The rows are found by walking the tables from the feed formats' roots
//! and then each extension vocabulary, so a row added there shows here
//! with nothing else to update.

use serde::Serialize;

use super::rules::RULES;
use super::schema::{AttrRule, Child, ElementRule, Occurs};
use super::value::Value;
use super::vocab::{EXTENSIONS, ROOTS};

/// One element as a vocabulary defines it. An element whose shape differs
/// by parent (a `title` required in one place and optional in another)
/// has a row for each shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct ElementRow {
    /// Its namespace URI (`""` for RSS 2.0, which has none).
    pub namespace: &'static str,
    /// Its name as documents conventionally write it: `itunes:image`;
    /// without a prefix in the feed formats' own namespaces.
    pub name: String,
    /// The elements it may appear in, named the same way; `*` for an
    /// extension element allowed wherever its vocabulary is.
    pub parents: Vec<String>,
    /// How often it may appear in each of those parents.
    pub occurs: Occurrence,
    /// The form its text must take (`elements` for an element that holds
    /// elements only).
    pub value: &'static str,
    /// The attributes the table checks.
    pub attributes: Vec<AttributeRow>,
}

/// How often an element may appear in its parent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Occurrence {
    /// Exactly once: without it, a rule is broken.
    Required,
    /// At most once.
    Once,
    /// Any number of times.
    Many,
}

impl Occurrence {
    /// The word the tables print: `required`, `once` or `many`.
    ///
    /// ```
    /// use feedwright::check::table::Occurrence;
    /// assert_eq!(Occurrence::Many.as_str(), "many");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Occurrence::Required => "required",
            Occurrence::Once => "once",
            Occurrence::Many => "many",
        }
    }
}

/// One attribute of an element.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct AttributeRow {
    /// Its namespace URI (`""` for an unprefixed attribute).
    pub namespace: &'static str,
    /// Its name as written: `url`, `rdf:about`.
    pub name: String,
    /// Whether the element must have it.
    pub required: bool,
    /// The form its value must take.
    pub value: &'static str,
}

/// How much the tables hold: what README.md and RULES.md quote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Size {
    /// Namespaces with elements in the tables (RSS 2.0's no-namespace counted as one).
    pub vocabularies: usize,
    /// Element rows ([`elements`]).
    pub elements: usize,
    /// Attribute rows, over all elements.
    pub attributes: usize,
    /// Specification rules ([`RULES`]).
    pub rules: usize,
}

/// Every element of every vocabulary the checker knows: the feed formats'
/// first (RSS 2.0, RSS 1.0, Atom), then the extensions, each in the order
/// its table first names it.
///
/// ```
/// use feedwright::check::table::{elements, Occurrence};
/// let rows = elements();
/// let enclosure = rows.iter().find(|r| r.namespace.is_empty() && r.name == "enclosure").unwrap();
/// assert_eq!(enclosure.parents, ["item"]);
/// assert_eq!(enclosure.occurs, Occurrence::Many);
/// assert!(enclosure.attributes.iter().any(|a| a.name == "url" && a.value == "absolute URL"));
/// ```
pub fn elements() -> Vec<ElementRow> {
    let mut rows: Vec<ElementRow> = Vec::new();
    for (ns, name, rule) in ROOTS {
        // A root has no parent and is the one element of its document.
        add_row(
            &mut rows,
            ns,
            name,
            "(root)".to_owned(),
            Occurrence::Required,
            rule,
        );
        walk_children(&mut rows, ns, name, rule);
    }
    for vocabulary in EXTENSIONS {
        for child in vocabulary.elements {
            add_child(&mut rows, "*".to_owned(), child);
        }
    }
    // The vocabularies in the order they were first met, each row kept in
    // its place within its own.
    let mut order: Vec<&'static str> = Vec::new();
    for row in &rows {
        if !order.contains(&row.namespace) {
            order.push(row.namespace);
        }
    }
    rows.sort_by_key(|row| order.iter().position(|ns| *ns == row.namespace));
    rows
}

/// How many vocabularies, elements, attributes and rules the tables hold.
///
/// ```
/// let size = feedwright::check::table::size();
/// assert_eq!(size.rules, feedwright::check::rules::RULES.len());
/// assert!(size.vocabularies > 20 && size.elements > size.vocabularies);
/// ```
pub fn size() -> Size {
    let rows = elements();
    let mut namespaces: Vec<&str> = rows.iter().map(|r| r.namespace).collect();
    namespaces.sort_unstable();
    namespaces.dedup();
    Size {
        vocabularies: namespaces.len(),
        elements: rows.len(),
        attributes: rows.iter().map(|r| r.attributes.len()).sum(),
        rules: RULES.len(),
    }
}

/// The conventional prefix of a namespace, for naming its elements.
/// `None` for the feed formats' own namespaces, which documents make the
/// default. The tables are consts, so they hold no prefixes of their own.
///
/// ```
/// use feedwright::check::table::prefix;
/// assert_eq!(prefix("http://www.itunes.com/dtds/podcast-1.0.dtd"), Some("itunes"));
/// assert_eq!(prefix("http://www.w3.org/2005/Atom"), None);
/// ```
pub fn prefix(namespace: &str) -> Option<&'static str> {
    PREFIXES
        .iter()
        .find(|(_, uri)| *uri == namespace)
        .map(|(prefix, _)| *prefix)
}

/// Namespaces and the prefixes their specifications write them with.
const PREFIXES: &[(&str, &str)] = &[
    ("rdf", "http://www.w3.org/1999/02/22-rdf-syntax-ns#"),
    ("xml", "http://www.w3.org/XML/1998/namespace"),
    ("dc", "http://purl.org/dc/elements/1.1/"),
    ("dcterms", "http://purl.org/dc/terms/"),
    ("sy", "http://purl.org/rss/1.0/modules/syndication/"),
    ("content", "http://purl.org/rss/1.0/modules/content/"),
    ("slash", "http://purl.org/rss/1.0/modules/slash/"),
    ("admin", "http://webns.net/mvcb/"),
    ("wfw", "http://wellformedweb.org/CommentAPI/"),
    ("thr", "http://purl.org/syndication/thread/1.0"),
    ("feedburner", "http://rssnamespace.org/feedburner/ext/1.0"),
    ("georss", "http://www.georss.org/georss"),
    ("gml", "http://www.opengis.net/gml"),
    ("geo", "http://www.w3.org/2003/01/geo/wgs84_pos#"),
    ("geourl", "http://geourl.org/rss/module/"),
    (
        "blogChannel",
        "http://backend.userland.com/blogChannelModule",
    ),
    ("cc", "http://web.resource.org/cc/"),
    (
        "creativeCommons",
        "http://backend.userland.com/creativeCommonsRssModule",
    ),
    ("xhtml", "http://www.w3.org/1999/xhtml"),
    ("access", "http://www.bloglines.com/about/specs/fac-1.0"),
    (
        "trackback",
        "http://madskills.com/public/xml/rss/module/trackback/",
    ),
    (
        "conversationsNetwork",
        "http://conversationsnetwork.org/rssNamespace-1.0/",
    ),
    ("itunes", "http://www.itunes.com/dtds/podcast-1.0.dtd"),
    (
        "googleplay",
        "http://www.google.com/schemas/play-podcasts/1.0",
    ),
    ("media", "http://search.yahoo.com/mrss/"),
    ("podcast", "https://podcastindex.org/namespace/1.0"),
    ("fh", "http://purl.org/syndication/history/1.0"),
];

/// `name` in `ns` as documents write it: prefixed where the namespace has
/// a conventional prefix, in Clark notation (`{uri}name`) where it has
/// none and is not a feed format's own.
fn qualified(ns: &str, name: &str) -> String {
    const OWN: &[&str] = &[
        "",
        "http://purl.org/rss/1.0/",
        "http://www.w3.org/2005/Atom",
    ];
    match prefix(ns) {
        Some(prefix) => format!("{prefix}:{name}"),
        None if OWN.contains(&ns) => name.to_owned(),
        None => format!("{{{ns}}}{name}"),
    }
}

fn walk_children(rows: &mut Vec<ElementRow>, ns: &str, name: &str, rule: &'static ElementRule) {
    // The tables are consts, which cannot refer to themselves: the walk
    // ends at the leaves.
    for child in rule.children.unwrap_or_default() {
        add_child(rows, qualified(ns, name), child);
    }
}

fn add_child(rows: &mut Vec<ElementRow>, parent: String, child: &'static Child) {
    let occurs = match (child.occurs, child.missing) {
        (_, Some(_)) => Occurrence::Required,
        (Occurs::Once, None) => Occurrence::Once,
        (Occurs::Many, None) => Occurrence::Many,
    };
    add_row(rows, child.ns, child.name, parent, occurs, child.rule);
    // Walked again where it was seen before: two elements of one name and
    // shape may still differ in their children; the rows merge.
    walk_children(rows, child.ns, child.name, child.rule);
}

/// Adds `name` under `parent`, merged into the row of the same element and
/// shape if there is one.
fn add_row(
    rows: &mut Vec<ElementRow>,
    ns: &'static str,
    name: &'static str,
    parent: String,
    occurs: Occurrence,
    rule: &'static ElementRule,
) {
    let value = if rule.children.is_some() && matches!(rule.value, Value::Any) {
        "elements"
    } else {
        value_name(rule.value)
    };
    let row = ElementRow {
        namespace: ns,
        name: qualified(ns, name),
        parents: vec![parent],
        occurs,
        value,
        attributes: rule.attrs.iter().map(attribute).collect(),
    };
    let same = rows.iter_mut().find(|r| {
        r.namespace == row.namespace
            && r.name == row.name
            && r.occurs == row.occurs
            && r.value == row.value
            && r.attributes == row.attributes
    });
    match same {
        Some(same) => {
            if !same.parents.contains(&row.parents[0]) {
                same.parents.extend(row.parents);
            }
        }
        None => rows.push(row),
    }
}

fn attribute(rule: &AttrRule) -> AttributeRow {
    let name = if rule.ns.is_empty() {
        rule.name.to_owned()
    } else {
        qualified(rule.ns, rule.name)
    };
    AttributeRow {
        namespace: rule.ns,
        name,
        required: rule.required,
        value: value_name(rule.value),
    }
}

/// A value form's name in the tables. Read from its `Debug` name, so that
/// a form added to [`Value`] shows (by that name) without a change here.
fn value_name(value: Value) -> &'static str {
    let debug = format!("{value:?}");
    match debug.as_str() {
        "Any" => "any",
        "MayBeEmpty" => "any, empty allowed",
        "Plain" => "plain text",
        "Rfc822" => "RFC 822 date",
        "Rfc3339" => "RFC 3339 date-time",
        "W3cdtf" => "W3CDTF date",
        "RssEmail" => "email (Name)",
        "Email" => "email address",
        "Url" => "absolute URL",
        "UriRef" => "URI reference",
        "Iri" => "IRI reference",
        "AbsIri" => "absolute IRI",
        "AtomId" => "Atom id",
        "Html" => "HTML",
        "Integer" => "integer",
        "NonNegative" => "integer >= 0",
        "Positive" => "integer >= 1",
        "Boolean" => "true/false",
        "Language" => "language tag",
        "MimeType" => "MIME type",
        // A function of its own: a value list, a duration, a code.
        other if other.starts_with("Check") => "checked by its own rule",
        other if other.starts_with("Empty") => "no text",
        other if other.starts_with("OneOf") => "one of a list",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_vocabulary_has_rows_and_every_name_a_prefix() {
        let rows = elements();
        for vocabulary in EXTENSIONS {
            assert!(
                rows.iter().any(|r| r.namespace == vocabulary.ns),
                "{}",
                vocabulary.ns
            );
        }
        for row in &rows {
            assert!(!row.name.starts_with('{'), "no prefix for {}", row.name);
            assert!(!row.parents.is_empty(), "{}", row.name);
            assert_ne!(
                row.value, "other",
                "{}: a value form without a name",
                row.name
            );
            for attribute in &row.attributes {
                assert!(!attribute.name.starts_with('{'), "{}", attribute.name);
                assert_ne!(attribute.value, "other", "{}", attribute.name);
            }
        }
    }

    #[test]
    fn rows_are_distinct() {
        let rows = elements();
        for (i, row) in rows.iter().enumerate() {
            assert!(!rows[..i].contains(row), "{} twice", row.name);
        }
    }
}
