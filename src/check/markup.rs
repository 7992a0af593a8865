//! Markup inside a feed, HTML as escaped text or XHTML as elements: what
//! in it is unsafe to show, or not HTML at all. The allow-lists are the
//! sanitizer's own ([`crate::html`]), so a finding names exactly what a
//! sanitizing reader removes.

use super::rules::{self, Broken, Rule};
use super::tree::Element;
use super::walk::Walk;
use crate::html::audit::{audit_html, audit_tag, Hazard, Vocabulary};
use crate::xml::namespace::uri;

const MATHML: &str = "http://www.w3.org/1998/Math/MathML";
const SVG: &str = "http://www.w3.org/2000/svg";

/// The rule a hazard breaks, and what to show of it.
fn finding(hazard: &Hazard) -> (Rule, String) {
    match hazard {
        Hazard::Element(name) => (rules::UNSAFE_ELEMENT, format!("`<{name}>`")),
        Hazard::Instruction => (rules::UNSAFE_ELEMENT, "`<?...>`".to_owned()),
        Hazard::Handler(name) => (rules::UNSAFE_HANDLER, format!("`{name}`")),
        Hazard::Attribute(name) => (rules::UNSAFE_ATTRIBUTE, format!("`{name}`")),
        Hazard::Script(url) => (rules::UNSAFE_URL, format!("`{url}`")),
        Hazard::Style(style) => (rules::UNSAFE_STYLE, format!("style=\"{style}\"")),
        Hazard::Unknown(name) => (
            rules::NOT_HTML,
            format!("`<{name}>` is not an HTML element"),
        ),
        Hazard::Unclosed => (rules::NOT_HTML, "a tag is left open".to_owned()),
    }
}

/// The first problem of HTML given as text (a [`Value`](super::value::Value) check).
pub(crate) fn html(text: &str) -> Option<Broken> {
    audit_html(text)
        .first()
        .map(finding)
        .or_else(|| control_reference(text))
}

/// Reports every problem of HTML given as text in `element`, once per rule.
pub(crate) fn report_html(element: &Element, walk: &mut Walk<'_>) {
    let mut seen: Vec<&str> = Vec::new();
    for hazard in audit_html(&element.text) {
        let (rule, detail) = finding(&hazard);
        if !seen.contains(&rule.id) {
            seen.push(rule.id);
            walk.report(rule, element, Some(detail));
        }
    }
    if let Some((rule, detail)) = control_reference(&element.text) {
        walk.report(rule, element, Some(detail));
    }
}

/// A numeric character reference in HTML to a C1 control (128 to 159),
/// which the HTML standard makes a parse error (section 13.2.5.80, the
/// numeric character reference end state): browsers put windows-1252's
/// character in its place (`&#146;` becomes `’`), other readers the control.
fn control_reference(text: &str) -> Option<Broken> {
    let mut from = 0;
    while let Some(at) = text[from..].find("&#") {
        let start = from + at;
        let body = &text[start + 2..];
        let (digits, radix, marker) = match body.strip_prefix(['x', 'X']) {
            Some(hex) => (hex, 16, 1),
            None => (body, 10, 0),
        };
        let len = digits
            .find(|c: char| !c.is_digit(radix))
            .unwrap_or(digits.len());
        let number = u32::from_str_radix(&digits[..len], radix);
        if number.is_ok_and(|n| (0x80..=0x9F).contains(&n)) {
            let written = &text[start..start + 2 + marker + len];
            return Some((rules::HTML_CONTROL_REFERENCE, format!("`{written};`")));
        }
        from = start + 2;
    }
    None
}

/// Reports the problems of XHTML markup: every element below `container`,
/// and (once) XHTML written with a prefix inside Atom's `type="xhtml"`
/// content, which readers that copy the `div`'s content as HTML miss. An
/// XHTML element that is itself an extension (RSS's `xhtml:body`) is found
/// by its namespace, and `xhtml:` is the prefix it conventionally has.
pub(crate) fn report_xhtml(container: &Element, walk: &mut Walk<'_>, atom_content: bool) {
    if let Some(prefixed) = first_prefixed(container).filter(|_| atom_content) {
        let detail = format!("`<{}>`", prefixed.qname());
        walk.report(rules::NAMESPACE_PREFIX, prefixed, Some(detail));
    }
    let mut seen = Vec::new();
    audit_xhtml(container, walk, &mut seen);
}

fn first_prefixed(element: &Element) -> Option<&Element> {
    element.children.iter().find_map(|child| {
        let prefixed =
            child.ns() == uri::XHTML && child.prefix.as_deref().is_some_and(|p| !p.is_empty());
        if prefixed {
            Some(child)
        } else {
            first_prefixed(child)
        }
    })
}

/// Each rule once per container, at its first element, as for HTML text.
fn audit_xhtml(container: &Element, walk: &mut Walk<'_>, seen: &mut Vec<&'static str>) {
    for child in &container.children {
        let vocabulary = match child.ns() {
            uri::XHTML => Vocabulary::Html,
            MATHML => Vocabulary::MathMl,
            SVG => Vocabulary::Svg,
            "" => {
                if !seen.contains(&rules::XHTML_NAMESPACE.id) {
                    seen.push(rules::XHTML_NAMESPACE.id);
                    let detail = format!("`<{}>`", child.qname());
                    walk.report(rules::XHTML_NAMESPACE, child, Some(detail));
                }
                continue;
            }
            // Another vocabulary's elements: not markup this reader renders.
            _ => continue,
        };
        let attrs = child
            .attrs
            .iter()
            .filter(|a| a.ns.is_none())
            .map(|a| (a.local.as_ref(), a.value.as_str()));
        for hazard in audit_tag(vocabulary, &child.local, attrs) {
            let (rule, detail) = finding(&hazard);
            if !seen.contains(&rule.id) {
                seen.push(rule.id);
                walk.report(rule, child, Some(detail));
            }
        }
        audit_xhtml(child, walk, seen);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_references() {
        assert_eq!(control_reference("isn&#146;t").unwrap().1, "`&#146;`");
        assert_eq!(control_reference("isn&#x92;t").unwrap().1, "`&#x92;`");
        assert!(control_reference("isn&#8217;t &#127; &#160; &#x; &#").is_none());
    }
}
