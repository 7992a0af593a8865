//! The vocabularies `check` knows, each as a table of its elements
//! ([`schema`](super::schema)): the feed formats, whose root starts the
//! walk, and the extensions, looked up by namespace wherever they appear.

mod atom;
mod codes;
mod declaration;
#[cfg(test)]
mod generated;
mod history;
mod itunes;
mod media;
mod modules;
pub(crate) mod namespaces;
mod podcast;
mod rdf;
mod registry;
mod relations;
mod rss;

use super::rules;
use super::schema::{ElementRule, Vocabulary};
use super::tree::Element;
use super::walk::Walk;
use crate::xml::namespace::uri;

/// The extension vocabularies, by namespace.
pub(crate) const EXTENSIONS: &[&Vocabulary] = &[
    &modules::DC,
    &modules::DCTERMS,
    &modules::SY,
    &modules::CONTENT,
    &modules::SLASH,
    &modules::ADMIN,
    &modules::WFW,
    &modules::THR,
    &modules::FEEDBURNER,
    &modules::GEORSS,
    &modules::GEO,
    &modules::GEOURL,
    &modules::BLOG_CHANNEL,
    &modules::CREATIVE_COMMONS,
    &modules::XHTML,
    &modules::ACCESS,
    &modules::TRACKBACK,
    &modules::CONVERSATIONS,
    &itunes::VOCABULARY,
    &media::VOCABULARY,
    &podcast::VOCABULARY,
    &history::VOCABULARY,
];

/// The feed formats' root tables, each with the root element it checks:
/// for [`table`](super::table), which lists what they hold.
pub(crate) const ROOTS: &[(&str, &str, &ElementRule)] = &[
    ("", "rss", &rss::RSS),
    (uri::RDF, "RDF", &rdf::RDF_ROOT),
    (uri::ATOM10, "feed", &atom::FEED),
    (uri::ATOM10, "entry", &atom::ENTRY),
];

/// Checks a document whose root the reader takes for no feed's: its
/// namespaces and declarations as any document's, and its root, which is a
/// feed's root in the wrong namespace (reported as such by [`walk_root`])
/// or no feed's at all.
pub(crate) fn walk_unknown_root(root: &Element, doctype: Option<&str>, walk: &mut Walk<'_>) {
    if !walk_root(root, doctype, walk) {
        let detail = match root.ns() {
            "" => format!("`{}`", root.qname()),
            ns => format!("`{}` in `{ns}`", root.qname()),
        };
        walk.report(rules::ROOT_ELEMENT, root, Some(detail));
    }
}

/// Walks the document from its root, when its format has a table; a root
/// that names a format in the wrong namespace is reported instead. Says
/// whether the root is a feed format's, in its namespace or not.
pub(crate) fn walk_root(root: &Element, doctype: Option<&str>, walk: &mut Walk<'_>) -> bool {
    namespaces::check(root, walk);
    declaration::check(walk, root, doctype);
    let rule = match (root.ns(), root.local.as_str()) {
        ("", "rss") => &rss::RSS,
        // RSS 0.90 is checked on the model alone (`spec`).
        (uri::RDF, "RDF") if root.children.iter().any(|c| c.ns() == uri::RSS090) => return true,
        (uri::RDF, "RDF") => &rdf::RDF_ROOT,
        (uri::ATOM10, "feed") => &atom::FEED,
        (uri::ATOM10, "entry") => &atom::ENTRY,
        (uri::ATOM03, "feed") => {
            if matches!(root.attr("version"), Some("0.1" | "0.2")) {
                let detail = format!("version {}", root.attr("version").unwrap_or_default());
                walk.report(rules::ATOM_OBSOLETE, root, Some(detail));
            }
            return true;
        }
        (_, "rss") => {
            walk.report(
                rules::RSS2_NAMESPACE,
                root,
                Some(format!("`{}`", root.ns())),
            );
            return true;
        }
        (ns, "feed" | "entry") if ns != uri::ATOM03 => {
            let detail = format!("`{ns}`");
            walk.report(rules::ATOM_NAMESPACE, root, Some(detail));
            return true;
        }
        _ => return false,
    };
    super::apply::root(walk, root, rule, EXTENSIONS);
    true
}
