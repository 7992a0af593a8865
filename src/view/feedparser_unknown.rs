//! feedparser's default handling of the elements it has no handler for,
//! applied to the elements the model keeps unclaimed.
//!
//! feedparser names such an element by its namespace's conventional prefix
//! (or the document's prefix for a namespace it does not know, or nothing
//! for no namespace), an underscore, and the local name in lower case:
//! `<media:text>` is `media_text`, `<post-id>` is `post-id`. An element
//! without attributes gives its text under that key; one with attributes
//! gives a dict of them and its text is lost. Children are named the same
//! way, flattened into the enclosing entry or feed. In an entry, a deeper
//! element never replaces a value a shallower one set.

use std::borrow::Cow;
use std::collections::HashMap;

use super::node::{Node, Obj};
use crate::model::{Element, Node as Child};

/// Namespace URIs (lower case) and the prefix feedparser names their elements
/// with (in lower case; `namespaces` lists them as written here), whatever prefix the document chose. The empty prefix marks the
/// namespaces of the core formats, whose elements carry no prefix at all.
const PREFIXES: &[(&str, &str)] = &[
    ("", ""),
    ("http://backend.userland.com/rss", ""),
    ("http://blogs.law.harvard.edu/tech/rss", ""),
    ("http://purl.org/rss/1.0/", ""),
    ("http://my.netscape.com/rdf/simple/0.9/", ""),
    ("http://example.com/newformat#", ""),
    ("http://example.com/necho", ""),
    ("http://purl.org/echo/", ""),
    ("uri/of/echo/namespace#", ""),
    ("http://purl.org/pie/", ""),
    ("http://purl.org/atom/ns#", ""),
    ("http://www.w3.org/2005/atom", ""),
    ("http://purl.org/rss/1.0/modules/rss091#", ""),
    ("http://webns.net/mvcb/", "admin"),
    ("http://purl.org/rss/1.0/modules/aggregation/", "ag"),
    ("http://purl.org/rss/1.0/modules/annotate/", "annotate"),
    ("http://media.tangent.org/rss/1.0/", "audio"),
    (
        "http://backend.userland.com/blogchannelmodule",
        "blogChannel",
    ),
    ("http://creativecommons.org/ns#license", "cc"),
    ("http://web.resource.org/cc/", "cc"),
    (
        "http://cyber.law.harvard.edu/rss/creativecommonsrssmodule.html",
        "creativeCommons",
    ),
    (
        "http://backend.userland.com/creativecommonsrssmodule",
        "creativeCommons",
    ),
    ("http://purl.org/rss/1.0/modules/company", "co"),
    ("http://purl.org/rss/1.0/modules/content/", "content"),
    ("http://my.theinfo.org/changed/1.0/rss/", "cp"),
    ("http://purl.org/dc/elements/1.1/", "dc"),
    ("http://purl.org/dc/terms/", "dcterms"),
    ("http://purl.org/rss/1.0/modules/email/", "email"),
    ("http://purl.org/rss/1.0/modules/event/", "ev"),
    ("http://rssnamespace.org/feedburner/ext/1.0", "feedburner"),
    ("http://freshmeat.net/rss/fm/", "fm"),
    ("http://xmlns.com/foaf/0.1/", "foaf"),
    ("http://www.w3.org/2003/01/geo/wgs84_pos#", "geo"),
    ("http://www.georss.org/georss", "georss"),
    ("http://www.opengis.net/gml", "gml"),
    ("http://postneo.com/icbm/", "icbm"),
    ("http://purl.org/rss/1.0/modules/image/", "image"),
    ("http://www.itunes.com/dtds/podcast-1.0.dtd", "itunes"),
    ("http://example.com/dtds/podcast-1.0.dtd", "itunes"),
    ("http://purl.org/rss/1.0/modules/link/", "l"),
    ("http://search.yahoo.com/mrss", "media"),
    ("http://search.yahoo.com/mrss/", "media"),
    (
        "http://madskills.com/public/xml/rss/module/pingback/",
        "pingback",
    ),
    ("http://prismstandard.org/namespaces/1.2/basic/", "prism"),
    ("http://www.w3.org/1999/02/22-rdf-syntax-ns#", "rdf"),
    ("http://www.w3.org/2000/01/rdf-schema#", "rdfs"),
    ("http://purl.org/rss/1.0/modules/reference/", "ref"),
    ("http://purl.org/rss/1.0/modules/richequiv/", "reqv"),
    ("http://purl.org/rss/1.0/modules/search/", "search"),
    ("http://purl.org/rss/1.0/modules/slash/", "slash"),
    ("http://schemas.xmlsoap.org/soap/envelope/", "soap"),
    ("http://purl.org/rss/1.0/modules/servicestatus/", "ss"),
    ("http://hacks.benhammersley.com/rss/streaming/", "str"),
    ("http://purl.org/rss/1.0/modules/subscription/", "sub"),
    ("http://purl.org/rss/1.0/modules/syndication/", "sy"),
    ("http://schemas.pocketsoap.com/rss/mydescmodule/", "szf"),
    ("http://purl.org/rss/1.0/modules/taxonomy/", "taxo"),
    ("http://purl.org/rss/1.0/modules/threading/", "thr"),
    ("http://purl.org/rss/1.0/modules/textinput/", "ti"),
    (
        "http://madskills.com/public/xml/rss/module/trackback/",
        "trackback",
    ),
    ("http://wellformedweb.org/commentapi/", "wfw"),
    ("http://purl.org/rss/1.0/modules/wiki/", "wiki"),
    ("http://www.w3.org/1999/xhtml", "xhtml"),
    ("http://www.w3.org/1999/xlink", "xlink"),
    ("http://www.w3.org/xml/1998/namespace", "xml"),
    ("http://podlove.org/simple-chapters", "psc"),
];

/// The names (prefix and local name, as [`key`] builds them) that feedparser
/// has a handler of its own for: these never take the default path, and the
/// typed parts of the view give whatever feedparser makes of them.
const HANDLED: &[&str] = &[
    "abstract",
    "admin_errorreportsto",
    "admin_generatoragent",
    "author",
    "body",
    "category",
    "cc_license",
    "channel",
    "cloud",
    "content",
    "content_encoded",
    "contributor",
    "copyright",
    "created",
    "creativecommons_license",
    "dc_author",
    "dc_contributor",
    "dc_creator",
    "dc_date",
    "dc_description",
    "dc_language",
    "dc_publisher",
    "dc_rights",
    "dc_subject",
    "dc_title",
    "dcterms_created",
    "dcterms_issued",
    "dcterms_modified",
    "dcterms_valid",
    "description",
    "email",
    "enclosure",
    "entry",
    "expirationdate",
    "feed",
    "feedburner_browserfriendly",
    "fullitem",
    "generator",
    "geom",
    "georss_box",
    "georss_line",
    "georss_point",
    "georss_polygon",
    "georss_where",
    "georssgeom",
    "gml_exterior",
    "gml_linearring",
    "gml_linestring",
    "gml_point",
    "gml_polygon",
    "gml_pos",
    "gml_poslist",
    "guid",
    "height",
    "homepage",
    "id",
    "image",
    "info",
    "issued",
    "item",
    "itunes_author",
    "itunes_block",
    "itunes_category",
    "itunes_email",
    "itunes_explicit",
    "itunes_image",
    "itunes_keywords",
    "itunes_link",
    "itunes_name",
    "itunes_owner",
    "itunes_subtitle",
    "itunes_summary",
    "keywords",
    "language",
    "lastbuilddate",
    "link",
    "managingeditor",
    "media_category",
    "media_content",
    "media_credit",
    "media_description",
    "media_group",
    "media_keywords",
    "media_license",
    "media_player",
    "media_rating",
    "media_restriction",
    "media_thumbnail",
    "media_title",
    "modified",
    "name",
    "newlocation",
    "psc_chapter",
    "psc_chapters",
    "pubdate",
    "published",
    "rights",
    "rss",
    "source",
    "subtitle",
    "summary",
    "tagline",
    "tags",
    "textinput",
    "title",
    "updated",
    "uri",
    "url",
    "webmaster",
    "where",
    "width",
    "xhtml_body",
];

/// A namespace URI as the tables above list it: in lower case (one
/// written so already, nearly every one, is taken as it is).
fn lower_uri(uri: &str) -> Cow<'_, str> {
    if uri.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(uri.to_ascii_lowercase())
    } else {
        Cow::Borrowed(uri)
    }
}

/// feedparser's own prefix for the namespace `lower` (a lower-case URI),
/// `Some("")` for the core formats' namespaces, `None` for one it does not know.
fn known_prefix(lower: &str) -> Option<&'static str> {
    if lower.contains("backend.userland.com/rss") {
        return Some("");
    }
    PREFIXES.iter().find(|(u, _)| *u == lower).map(|(_, p)| *p)
}

/// Appends `name` in lower case (Unicode's, as Python's `str.lower`).
fn push_lower(out: &mut String, name: &str) {
    if name.is_ascii() {
        out.extend(name.bytes().map(|b| char::from(b.to_ascii_lowercase())));
    } else {
        out.push_str(&name.to_lowercase());
    }
}

/// The key feedparser lists a namespace declaration under in `namespaces`:
/// its own prefix for a namespace it knows (none for the core formats'),
/// else the prefix the document declared.
pub(crate) fn namespace_key(uri: &str, declared: &str) -> String {
    known_prefix(&lower_uri(uri)).unwrap_or(declared).to_owned()
}

/// feedparser's key for an element, or `None` when it has a handler for it:
/// the prefix feedparser names the element's namespace with (its own for
/// the namespaces it knows, else the one the document used), an
/// underscore, and the local name, all in lower case.
pub(crate) fn key(
    namespace: Option<&str>,
    written_prefix: Option<&str>,
    name: &str,
) -> Option<String> {
    let prefix = match namespace {
        None => "",
        Some(uri) => known_prefix(&lower_uri(uri)).unwrap_or(written_prefix.unwrap_or("")),
    };
    let mut key = String::with_capacity(prefix.len() + 1 + name.len());
    if !prefix.is_empty() {
        // The prefix in ASCII lower case only, as feedparser folds it.
        key.extend(prefix.chars().map(|c| c.to_ascii_lowercase()));
        key.push('_');
    }
    push_lower(&mut key, name);
    HANDLED.binary_search(&key.as_str()).is_err().then_some(key)
}

/// The keys feedparser's default handler sets on one entry or on the feed,
/// with the depth each text value was set at. Texts are borrowed from the
/// elements where an element's text is one piece, as it nearly always is.
pub(crate) struct Unknown<'a> {
    keys: Obj<'a>,
    depth: HashMap<String, usize>,
    /// In an entry, a deeper element keeps a shallower one's value; the feed has no such rule.
    in_entry: bool,
}

impl<'a> Unknown<'a> {
    /// Keys for an entry (`true`) or the feed.
    pub(crate) fn new(in_entry: bool) -> Self {
        Unknown {
            keys: Obj::new(),
            depth: HashMap::new(),
            in_entry,
        }
    }

    /// An element with no handler: its attributes or its text, then its children.
    pub(crate) fn element(&mut self, el: &'a Element) {
        self.walk(el, 0);
    }

    /// As [`element`](Self::element), for an element that does not live
    /// as long as the view (one rebuilt from typed fields): its values are copied.
    pub(crate) fn element_copied(&mut self, el: &Element) {
        let mut scratch = Unknown {
            keys: Obj::new(),
            depth: std::mem::take(&mut self.depth),
            in_entry: self.in_entry,
        };
        scratch.walk(el, 0);
        self.depth = scratch.depth;
        for (key, value) in scratch.keys.into_owned() {
            self.keys.insert(key, value);
        }
    }

    fn walk(&mut self, el: &'a Element, depth: usize) {
        let Some(key) = key(el.namespace.as_deref(), el.prefix.as_deref(), &el.name) else {
            return;
        };
        if el.attributes.is_empty() {
            self.text(key, trimmed(own_text(el)), depth);
        } else {
            self.keys.insert(key, Node::Map(attributes(el)));
        }
        for child in &el.children {
            if let Child::Element(c) = child {
                self.walk(c, depth + 1);
            }
        }
    }

    /// A text value at a depth below the entry or feed (0 for a direct child).
    pub(crate) fn text(&mut self, key: String, value: Cow<'a, str>, depth: usize) {
        if self.in_entry {
            match self.depth.get_mut(&key) {
                Some(d) if depth > *d => return,
                Some(d) => *d = depth,
                None => {
                    self.depth.insert(key.clone(), depth);
                }
            }
        }
        self.keys.insert(key, value);
    }

    /// Adds the keys to `map` where the typed part of the view left them unset.
    pub(crate) fn merge_into(self, map: &mut Obj<'a>) {
        for (k, v) in self.keys {
            map.insert_if_absent(k, v);
        }
    }
}

/// The text feedparser collects for an element: its own character data and
/// that of descendants with attributes, which collect none of their own.
fn own_text(el: &Element) -> Cow<'_, str> {
    if let [Child::Text(only)] = el.children.as_slice() {
        return Cow::Borrowed(only);
    }
    let mut out = String::new();
    for child in &el.children {
        match child {
            Child::Text(t) => out.push_str(t),
            Child::Element(c) if !c.attributes.is_empty() => out.push_str(&own_text(c)),
            Child::Element(_) => {}
        }
    }
    Cow::Owned(out)
}

/// `text` without white space at either end.
fn trimmed(text: Cow<'_, str>) -> Cow<'_, str> {
    match text {
        Cow::Borrowed(text) => Cow::Borrowed(text.trim()),
        Cow::Owned(text) if text.trim().len() == text.len() => Cow::Owned(text),
        Cow::Owned(text) => Cow::Owned(text.trim().to_owned()),
    }
}

/// An element's attributes as feedparser's dict: each under its local name
/// (with the conventional prefix for a namespace feedparser knows) and under
/// the name as written, both in lower case; `rel` and `type` values in
/// lower case. Names and values that need no change are borrowed.
fn attributes<'a>(el: &'a Element) -> Obj<'a> {
    let mut out = Obj::with_capacity(el.attributes.len());
    let mut put = |name: Cow<'a, str>, value: &'a str| {
        let value = if name == "rel" || name == "type" {
            lowercase(value)
        } else {
            Cow::Borrowed(value)
        };
        let value = if value.contains("&amp;") {
            Cow::Owned(value.replace("&amp;", "&"))
        } else {
            value
        };
        out.insert(name, value);
    };
    for a in &el.attributes {
        let local = lowercase(&a.name);
        let known = a
            .namespace
            .as_deref()
            .and_then(|ns| known_prefix(&lower_uri(ns)));
        match known {
            Some(p) if !p.is_empty() => put(
                format!("{}:{local}", p.to_ascii_lowercase()).into(),
                &a.value,
            ),
            _ => put(local.clone(), &a.value),
        }
        if let Some(p) = &a.prefix {
            put(format!("{}:{local}", p.to_lowercase()).into(), &a.value);
        }
    }
    out
}

/// `text` in lower case (Python's `str.lower`), borrowed when it is already.
fn lowercase(text: &str) -> Cow<'_, str> {
    if text.is_ascii() && !text.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.to_lowercase())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Attribute;

    fn el(ns: Option<&str>, prefix: Option<&str>, name: &str) -> Element {
        let mut e = Element::new(ns, name);
        e.prefix = prefix.map(str::to_owned);
        e
    }

    #[test]
    fn keys_use_feedparser_prefixes_and_skip_handled_names() {
        assert_eq!(
            key(
                Some("http://search.yahoo.com/mrss/"),
                Some("m"),
                "starRating"
            )
            .as_deref(),
            Some("media_starrating")
        );
        assert_eq!(
            key(Some("urn:x"), Some("Foo"), "Bar").as_deref(),
            Some("foo_bar")
        );
        assert_eq!(
            key(Some("urn:x"), None, "post-id").as_deref(),
            Some("post-id")
        );
        assert_eq!(key(None, None, "title"), None);
        assert_eq!(
            key(Some("http://www.w3.org/2005/Atom"), Some("atom"), "updated"),
            None
        );
    }

    #[test]
    fn the_tables_are_as_their_lookups_expect() {
        // `key` finds handled names by binary search, `known_prefix` URIs
        // as `lower_uri` gives them.
        assert!(HANDLED.windows(2).all(|w| w[0] < w[1]));
        assert!(PREFIXES.iter().all(|(u, _)| *u == u.to_ascii_lowercase()));
        assert_eq!(
            key(Some("HTTP://search.yahoo.com/MRSS/"), None, "Ünit").as_deref(),
            Some("media_ünit")
        );
        assert_eq!(
            key(Some("http://backend.userland.com/RSS2"), Some("x"), "Foo").as_deref(),
            Some("foo")
        );
        assert_eq!(namespace_key("http://purl.org/DC/elements/1.1/", "d"), "dc");
        assert_eq!(namespace_key("urn:x", "Mine"), "Mine");
    }

    #[test]
    fn text_or_attributes_then_children_flattened() {
        let mut outer = el(Some("urn:x"), Some("x"), "outer");
        outer.children.push(Child::Text(" hi ".into()));
        let mut inner = el(Some("urn:x"), Some("x"), "Inner");
        inner.attributes.push(Attribute {
            name: "Type".into(),
            value: "A&amp;B".into(),
            ..Attribute::default()
        });
        inner.children.push(Child::Text("lost".into()));
        outer.children.push(Child::Element(inner));
        let mut u = Unknown::new(true);
        u.element(&outer);
        let mut map = Obj::new();
        u.merge_into(&mut map);
        let map = Node::Map(map).to_value();
        // The attribute element's text is collected by its parent, as feedparser does.
        assert_eq!(map["x_outer"], "hi lost");
        assert_eq!(map["x_inner"]["type"], "a&b");
    }

    #[test]
    fn in_an_entry_a_deeper_element_keeps_the_shallower_value() {
        let mut u = Unknown::new(true);
        u.text("k".into(), "top".into(), 0);
        u.text("k".into(), "deep".into(), 1);
        u.text("k".into(), "later".into(), 0);
        let mut map = Obj::new();
        u.merge_into(&mut map);
        assert_eq!(map.get("k"), Some(&Node::from("later")));
    }
}
