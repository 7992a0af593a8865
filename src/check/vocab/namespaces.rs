//! The namespaces feeds use, as data: each with the prefix it is
//! conventionally bound to. From it, the checks on a document's namespace
//! declarations: a URI that is almost a known one (readers match names
//! exactly, so its elements are lost to them), a conventional prefix bound
//! to another namespace, a known namespace under an unusual prefix, and a
//! namespace no vocabulary here describes.

use std::collections::HashMap;

use crate::check::rules;
use crate::check::tree::Element;
use crate::check::walk::Walk;
use crate::xml::namespace::uri;

/// (conventional prefix, namespace URI). The feed formats' own, their
/// modules, and the extensions in use; one row per URI, and a prefix may
/// have several where a vocabulary was published under two names.
const KNOWN: &[(&str, &str)] = &[
    ("atom", uri::ATOM10),
    ("atom03", uri::ATOM03),
    ("rdf", uri::RDF),
    ("rss", uri::RSS10),
    ("rss090", uri::RSS090),
    ("xml", uri::XML),
    ("xhtml", uri::XHTML),
    ("dc", uri::DC),
    ("dcterms", uri::DCTERMS),
    ("content", uri::CONTENT),
    ("itunes", uri::ITUNES),
    ("googleplay", uri::GOOGLEPLAY),
    ("media", uri::MEDIA),
    ("sy", uri::SY),
    ("slash", uri::SLASH),
    ("wfw", uri::WFW),
    ("thr", uri::THR),
    ("georss", uri::GEORSS),
    ("gml", uri::GML),
    ("cc", uri::CC),
    ("creativeCommons", uri::CREATIVE_COMMONS),
    // Where the RSS 2.0 specification's own copy of the module names it.
    (
        "creativeCommons",
        "http://cyber.law.harvard.edu/rss/creativeCommonsRssModule.html",
    ),
    ("podcast", uri::PODCAST),
    ("admin", "http://webns.net/mvcb/"),
    ("feedburner", "http://rssnamespace.org/feedburner/ext/1.0"),
    ("geo", "http://www.w3.org/2003/01/geo/wgs84_pos#"),
    ("geourl", "http://geourl.org/rss/module/"),
    ("icbm", "http://postneo.com/icbm"),
    (
        "blogChannel",
        "http://backend.userland.com/blogChannelModule",
    ),
    ("access", "http://www.bloglines.com/about/specs/fac-1.0"),
    (
        "trackback",
        "http://madskills.com/public/xml/rss/module/trackback/",
    ),
    ("fh", "http://purl.org/syndication/history/1.0"),
    (
        "conversationsNetwork",
        "http://conversationsnetwork.org/rssNamespace-1.0/",
    ),
    ("app", "http://www.w3.org/2007/app"),
    ("opensearch", "http://a9.com/-/spec/opensearch/1.1/"),
    ("openSearch", "http://a9.com/-/spec/opensearchrss/1.0/"),
    ("rdfs", "http://www.w3.org/2000/01/rdf-schema#"),
    ("foaf", "http://xmlns.com/foaf/0.1/"),
    ("taxo", "http://purl.org/rss/1.0/modules/taxonomy/"),
    ("annotate", "http://purl.org/rss/1.0/modules/annotate/"),
    ("ev", "http://purl.org/rss/1.0/modules/event/"),
    ("l", "http://purl.org/rss/1.0/modules/link/"),
    ("image", "http://purl.org/rss/1.0/modules/image/"),
    ("sx", "http://feedsync.org/2007/feedsync"),
    ("psc", "http://podlove.org/simple-chapters"),
    ("spotify", "http://www.spotify.com/ns/rss"),
    ("yt", "http://www.youtube.com/xml/schemas/2015"),
    // YouTube's feeds before 2015 (Google Data).
    ("yt", "http://gdata.youtube.com/schemas/2007"),
    ("svg", "http://www.w3.org/2000/svg"),
    ("mathml", "http://www.w3.org/1998/Math/MathML"),
    ("xlink", "http://www.w3.org/1999/xlink"),
];

/// The form two spellings of one namespace share: case, a trailing `/` or
/// `#`, `www.` and the scheme are what publishers get wrong.
fn loose(ns: &str) -> String {
    let lower = ns.trim().to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
        .unwrap_or(&lower);
    let rest = rest.strip_prefix("www.").unwrap_or(rest);
    rest.trim_end_matches(['/', '#']).to_owned()
}

/// The prefix `ns` is conventionally bound to, if it is a known namespace.
#[cfg(test)]
pub(crate) fn conventional_prefix(ns: &str) -> Option<&'static str> {
    exactly(ns).map(|(prefix, _)| *prefix)
}

/// Whether `ns` is a namespace of a vocabulary feeds use: the table above,
/// or another URI the reader takes for one of them (Podcasting 2.0 under
/// its first address, Dublin Core with `https:`).
pub(crate) fn is_known(ns: &str) -> bool {
    exactly(ns).is_some()
        || crate::xml::namespace::Namespace::of(Some(ns)) != crate::xml::namespace::Namespace::Other
}

/// The known row whose URI is exactly `ns`.
fn exactly(ns: &str) -> Option<&'static (&'static str, &'static str)> {
    KNOWN.iter().find(|(_, known)| *known == ns)
}

/// The known row `ns` is a misspelling of.
fn spelled_like(ns: &str) -> Option<&'static (&'static str, &'static str)> {
    let wanted = loose(ns);
    KNOWN.iter().find(|(_, known)| loose(known) == wanted)
}

/// Checks every namespace declaration of the document whose root is `root`,
/// and every prefix used without one.
pub(crate) fn check(root: &Element, walk: &mut Walk<'_>) {
    let mut reported = Vec::new();
    undeclared_prefixes(root, walk, &mut reported);
    let mut first = HashMap::new();
    first_of_each(root, &mut first);
    for (prefix, ns, assumed) in walk.declared() {
        // A prefix the reader bound for want of a declaration is its own
        // finding (an undeclared prefix), and its namespace the right one.
        if *assumed || ns.is_empty() {
            continue;
        }
        let at = first.get(ns.as_str()).copied().unwrap_or(root);
        // A name that is no URI names no vocabulary, known or not.
        if let Some(rule) = name_broken(ns) {
            let detail = format!("`{}` = `{ns}`", declaration(prefix));
            walk.report(rule, at, Some(detail));
            continue;
        }
        // The root's own namespace is the format's, judged by its rules
        // (`walk_root`: RSS 2.0 in a namespace, Atom's prefixes).
        if ns == root.ns() {
            continue;
        }
        if exactly(ns).is_some() {
            let (conventional, _) = exactly(ns).expect("known");
            let unusual = !prefix.is_empty()
                && prefix != conventional
                && KNOWN.iter().all(|(p, _)| p != prefix);
            if unusual {
                let detail = format!("`{prefix}:` for <{ns}>, usually `{conventional}:`");
                walk.report(rules::NAMESPACE_NONSTANDARD_PREFIX, at, Some(detail));
            }
            continue;
        }
        if let Some((_, known)) = spelled_like(ns) {
            let detail = format!("<{ns}>: readers know <{known}>");
            walk.report(rules::NAMESPACE_MISSPELLED, at, Some(detail));
            continue;
        }
        if let Some((_, known)) = KNOWN.iter().find(|(p, _)| p == prefix) {
            let detail = format!("`{prefix}:` is bound to <{ns}>, not <{known}>");
            walk.report(rules::NAMESPACE_RESERVED_PREFIX, at, Some(detail));
            continue;
        }
        walk.report(rules::NAMESPACE_UNKNOWN, at, Some(format!("<{ns}>")));
    }
}

/// The prefixes of elements and attributes that no declaration in the
/// whole document binds, each once, at its first use. The reader reads such
/// a name in no namespace (one it knows the conventional namespace of, it
/// takes as that one, and says so itself); a prefix declared elsewhere in
/// the document and used out of its scope is left to that repair too.
fn undeclared_prefixes<'e>(element: &'e Element, walk: &mut Walk<'_>, reported: &mut Vec<&'e str>) {
    let names = std::iter::once((element.prefix.as_deref(), element.ns.is_none())).chain(
        element
            .attrs
            .iter()
            .map(|a| (a.prefix.as_deref(), a.ns.is_none())),
    );
    for (prefix, in_none) in names {
        let Some(prefix) = prefix.filter(|p| is_undeclared(Some(p), in_none, walk.declared()))
        else {
            continue;
        };
        if !reported.contains(&prefix) {
            reported.push(prefix);
            let detail = format!("`{prefix}:` in `<{}>`", element.qname());
            walk.report(rules::XML_PREFIX_UNDECLARED, element, Some(detail));
        }
    }
    for child in &element.children {
        undeclared_prefixes(child, walk, reported);
    }
}

/// Whether a name written with `prefix`, and read in no namespace
/// (`in_none`), has a prefix no declaration of the document binds: its
/// finding is `xml-prefix-undeclared`, and the checks of where elements and
/// attributes belong leave it alone (it is in no vocabulary by accident).
pub(crate) fn is_undeclared(
    prefix: Option<&str>,
    in_none: bool,
    declared: &[(String, String, bool)],
) -> bool {
    match prefix {
        Some("" | "xml" | "xmlns") | None => false,
        Some(prefix) => in_none && declared.iter().all(|(p, _, _)| p != prefix),
    }
}

/// The rule a namespace name breaks by its form. Namespaces in XML 1.0
/// (section 2.2) makes it a URI reference, compared as a string: white space
/// is no part of one (RFC 3986 section 2), and a `tag:`, `urn:` or
/// `urn:uuid:` name has its scheme's syntax (RFC 4151, RFC 8141, RFC 4122).
fn name_broken(ns: &str) -> Option<rules::Rule> {
    use crate::check::uri::{is_tag_uri, is_urn, is_uuid_urn};
    if ns.chars().any(char::is_whitespace) {
        return Some(rules::NAMESPACE_NAME_WHITE_SPACE);
    }
    let scheme = ns
        .split(':')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    match scheme.as_str() {
        _ if is_uuid_urn(ns) == Some(false) => Some(rules::URI_UUID),
        "tag" if !is_tag_uri(ns) => Some(rules::ATOM_ID_TAG),
        "urn" if !is_urn(ns) => Some(rules::ATOM_ID_URN),
        _ => None,
    }
}

/// A declaration as written: `xmlns:prefix`, or `xmlns` for the default.
fn declaration(prefix: &str) -> String {
    match prefix {
        "" => "xmlns".to_owned(),
        prefix => format!("xmlns:{prefix}"),
    }
}

/// The first element of each namespace, in document order: one walk for
/// all the declarations.
fn first_of_each<'e>(element: &'e Element, first: &mut HashMap<&'e str, &'e Element>) {
    first.entry(element.ns()).or_insert(element);
    for child in &element.children {
        first_of_each(child, first);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_uri() {
        for (i, (prefix, ns)) in KNOWN.iter().enumerate() {
            assert!(KNOWN[..i].iter().all(|(_, n)| n != ns), "{prefix}");
        }
    }

    #[test]
    fn namespace_names() {
        assert_eq!(name_broken("tag:foo.bar"), Some(rules::ATOM_ID_TAG));
        assert_eq!(
            name_broken("http://example.com/\n/ns/"),
            Some(rules::NAMESPACE_NAME_WHITE_SPACE)
        );
        assert_eq!(name_broken("urn:atom-extension:indexing"), None);
        assert_eq!(name_broken("tag:example.org,2026:ns"), None);
        assert_eq!(name_broken("http://example.org/ns#"), None);
    }

    #[test]
    fn undeclared_prefixes() {
        let declared = [("ex".to_owned(), "http://example.org/".to_owned(), false)];
        assert!(is_undeclared(Some("foo"), true, &declared));
        assert!(!is_undeclared(Some("ex"), true, &declared));
        assert!(!is_undeclared(Some("xml"), true, &declared));
        assert!(!is_undeclared(Some("foo"), false, &declared));
        assert!(!is_undeclared(None, true, &declared));
    }

    #[test]
    fn misspellings_are_found() {
        assert_eq!(
            spelled_like("http://search.yahoo.com/mrss").map(|r| r.0),
            Some("media")
        );
        assert_eq!(
            spelled_like("HTTP://purl.org/dc/elements/1.1").map(|r| r.0),
            Some("dc")
        );
        assert_eq!(
            spelled_like("https://www.itunes.com/dtds/podcast-1.0.dtd").map(|r| r.0),
            Some("itunes")
        );
        assert!(spelled_like("http://example.org/ns").is_none());
    }
}
