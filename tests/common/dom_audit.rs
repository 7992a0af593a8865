//! What a browser makes of sanitized HTML, judged on the DOM and not on the
//! string: the fragment is parsed by html5ever (a conforming HTML5 tree
//! builder, scripting on, in a `<div>` as a page would insert it), the DOM is
//! searched for anything that runs script, then serialized and parsed again
//! (mutation XSS: markup that is harmless as first parsed but not once a
//! page reads its own `innerHTML` back), and searched once more.
//!
//! Shared by `tests/sanitize_dom.rs` and the `html` fuzz target, each of
//! which includes `html_routes.rs` beside it (its lists of URL attributes
//! and schemes are this audit's too).

use html5ever::tendril::TendrilSink;
use html5ever::{ns, parse_fragment, serialize, LocalName, ParseOpts, QualName};
use markup5ever_rcdom::{Handle, NodeData, RcDom, SerializableHandle};

use crate::html_routes::{DANGEROUS_SCHEMES, URL_ATTRIBUTES};

/// The first thing in the DOM of `html` (as parsed, or as parsed again after
/// a serialize-parse round trip) that could run script, or `None`.
pub(crate) fn script_in_dom(html: &str) -> Option<String> {
    let first = parse(html);
    if let Some(found) = audit(&root(&first)) {
        return Some(format!("{found} (first parse)"));
    }
    let again = serialized(&root(&first));
    let second = parse(&again);
    audit(&root(&second)).map(|found| format!("{found} (after a round trip, as {again:?})"))
}

/// The fragment parsed in a `<div>` context. The DOM is kept whole while it
/// is read: dropping it empties its nodes.
fn parse(html: &str) -> RcDom {
    let context = QualName::new(None, ns!(html), LocalName::from("div"));
    parse_fragment(
        RcDom::default(),
        ParseOpts::default(),
        context,
        vec![],
        true,
    )
    .one(html.to_owned())
}

/// The element the fragment parser puts the fragment's nodes in.
fn root(dom: &RcDom) -> Handle {
    let first = dom.document.children.borrow().first().cloned();
    first.unwrap_or_else(|| dom.document.clone())
}

/// The markup of a node's children, as `innerHTML` gives it.
fn serialized(root: &Handle) -> String {
    let mut out = Vec::new();
    let node: SerializableHandle = root.clone().into();
    let opts = html5ever::serialize::SerializeOpts {
        traversal_scope: html5ever::serialize::TraversalScope::ChildrenOnly(None),
        ..Default::default()
    };
    serialize(&mut out, &node, opts).expect("serializing to memory");
    String::from_utf8(out).expect("the serializer writes UTF-8")
}

/// Elements that run script, load a document or a plugin, or change how the
/// page around them is read.
const DANGEROUS_ELEMENTS: &[&str] = &[
    "script", "iframe", "frame", "frameset", "object", "embed", "applet", "meta", "base", "link",
    "style", "portal",
];

/// SVG elements that set another attribute's value over time.
const ANIMATIONS: &[&str] = &[
    "animate",
    "set",
    "animatemotion",
    "animatetransform",
    "animatecolor",
    "discard",
];

fn audit(node: &Handle) -> Option<String> {
    if let NodeData::Element { name, attrs, .. } = &node.data {
        let local = name.local.to_string().to_ascii_lowercase();
        if DANGEROUS_ELEMENTS.contains(&local.as_str()) {
            return Some(format!("a <{local}> element in {:?}", name.ns));
        }
        for attr in attrs.borrow().iter() {
            let key = attr.name.local.to_string().to_ascii_lowercase();
            let value = &*attr.value;
            if key.starts_with("on") {
                return Some(format!("the event handler {key} on <{local}>"));
            }
            if key == "srcdoc" {
                return Some(format!("srcdoc on <{local}>"));
            }
            let read = browser_reading(value);
            if URL_ATTRIBUTES.contains(&key.as_str())
                && DANGEROUS_SCHEMES.iter().any(|s| read.starts_with(s))
            {
                return Some(format!("{key}={value:?} on <{local}>"));
            }
            if key == "style"
                && (read.contains("expression(")
                    || read.contains("javascript:")
                    || read.contains("-moz-binding")
                    || read.contains("behavior:"))
            {
                return Some(format!("style={value:?} on <{local}>"));
            }
            if ANIMATIONS.contains(&local.as_str()) && key == "attributename" {
                let target = value.trim().to_ascii_lowercase();
                let target = target.rsplit(':').next().unwrap_or_default();
                if URL_ATTRIBUTES.contains(&target) || target.starts_with("on") {
                    return Some(format!("<{local}> animating {value:?}"));
                }
            }
        }
    }
    let children = node.children.borrow();
    let template = match &node.data {
        NodeData::Element {
            template_contents, ..
        } => template_contents.borrow().clone(),
        _ => None,
    };
    children.iter().chain(template.iter()).find_map(audit)
}

/// An attribute value as a browser takes a URL or CSS: ASCII white space and
/// controls dropped, lower case (references are decoded by the parser).
fn browser_reading(value: &str) -> String {
    value
        .chars()
        .filter(|c| !(c.is_ascii_whitespace() || c.is_ascii_control()))
        .flat_map(char::to_lowercase)
        .collect()
}
