//! Applies a vocabulary's [schema](super::schema) to the document, element
//! by element: each child known, at most once where once is all it may be,
//! each attribute and text in its form.

use super::rules::{self, Rule};
use super::schema::{Child, ElementRule, Occurs, Vocabulary};
use super::tree::Element;
use super::value::Value;
use super::walk::Walk;
use crate::xml::namespace::uri;

/// Checks the document's `root` and all below it against `rule`, looking
/// up elements of other namespaces in `vocabularies`.
pub(crate) fn root(
    walk: &mut Walk<'_>,
    root: &Element,
    rule: &ElementRule,
    vocabularies: &'static [&'static Vocabulary],
) {
    walk.begin(root);
    let end = walk.input.len();
    let mut walker = Walker { walk, vocabularies };
    walker.element(root, rule, end);
}

struct Walker<'w, 'a> {
    walk: &'w mut Walk<'a>,
    /// The extension vocabularies known.
    vocabularies: &'static [&'static Vocabulary],
}

impl Walker<'_, '_> {
    /// Checks `element` and all below it against `rule`. Its content ends
    /// before `end` (the start of what follows it: its next sibling, or
    /// what follows its parent).
    fn element(&mut self, element: &Element, rule: &ElementRule, end: usize) {
        if let Some(deprecated) = rule.deprecated {
            let detail = format!("`{}`", element.qname());
            self.walk.report(deprecated, element, Some(detail));
        }
        if let Some((broken, detail)) = rule.value.check(&element.text, false) {
            if !self.escaped_ampersand(element, broken, end) {
                self.walk.report(broken, element, Some(detail));
            }
        } else if matches!(rule.value, Value::Plain) && self.walk.in_rss2() {
            self.character_data(element, end);
        }
        self.xml_attributes(element);
        for attr in rule.attrs {
            let value = if attr.ns.is_empty() {
                element.attr(attr.name)
            } else {
                element.attr_ns(attr.ns, attr.name)
            };
            match value {
                None if attr.required => {
                    let detail = format!("`{}` needs a `{}` attribute", element.qname(), attr.name);
                    self.walk.report(attr.missing, element, Some(detail));
                }
                None => {}
                Some(value) => {
                    if let Some((broken, detail)) = attr.value.check(value, true) {
                        let detail = format!("attribute `{}`: {detail}", attr.name);
                        self.walk.report(broken, element, Some(detail));
                    } else if value.trim().is_empty() && !matches!(attr.value, Value::MayBeEmpty) {
                        let detail = format!("attribute `{}`", attr.name);
                        self.walk
                            .report(rules::ATTRIBUTE_NOT_BLANK, element, Some(detail));
                    }
                }
            }
        }
        if !rule.attrs.is_empty() {
            self.unexpected_attributes(element, rule);
        }
        self.extension_attributes(element);
        if let Some(children) = rule.children {
            self.children(element, rule, children, end);
        }
        if let Some(extra) = rule.extra {
            extra(element, self.walk);
        }
    }

    /// Unprefixed attributes an element does not define, for every element
    /// whose row lists its attributes (an attribute in a namespace is an
    /// extension, and allowed). An unprefixed attribute belongs to its
    /// element (XML Namespaces section 6.3), so its row says what it may be.
    fn unexpected_attributes(&mut self, element: &Element, rule: &ElementRule) {
        let declared = self.walk.declared();
        let unprefixed = element.attrs.iter().filter(|a| {
            a.ns.is_none()
                && !super::vocab::namespaces::is_undeclared(a.prefix.as_deref(), true, declared)
        });
        for attr in unprefixed {
            if !rule
                .attrs
                .iter()
                .any(|r| r.ns.is_empty() && r.name == attr.local.as_str())
            {
                let detail = format!("`{}` on `{}`", attr.local, element.qname());
                self.walk
                    .report(rules::UNEXPECTED_ATTRIBUTE, element, Some(detail));
            }
        }
    }

    /// Attributes of vocabularies no reader knows, on RSS 2.0's own
    /// elements (one of a known vocabulary is that vocabulary's business).
    /// RSS 2.0 as first published is extended by namespaced elements; the
    /// RSS Advisory Board's text of it allows namespaced attributes too, and
    /// a feed that follows that text says so in `<docs>`.
    fn extension_attributes(&mut self, element: &Element) {
        if !self.walk.in_rss2() || !element.ns().is_empty() || self.walk.follows_rssboard() {
            return;
        }
        for attr in &element.attrs {
            let Some(ns) = attr.ns.as_deref() else {
                continue;
            };
            if !super::vocab::namespaces::is_known(ns) {
                let name = match &attr.prefix {
                    Some(prefix) => format!("{prefix}:{}", attr.local),
                    None => attr.local.to_string(),
                };
                let detail = format!("`{name}` on `{}`", element.qname());
                self.walk
                    .report(rules::RSS_EXTENSION_ATTRIBUTE, element, Some(detail));
            }
        }
    }

    /// The children in no namespace of an element of an unknown vocabulary,
    /// in RSS 2.0: they belong to no vocabulary at all. (A known one may
    /// hold RSS's own elements, as Podcasting 2.0's `liveItem` does.)
    fn unnamespaced_in_extension(&mut self, extension: &Element) {
        let ns = extension.ns();
        if !self.walk.in_rss2() || ns.is_empty() || super::vocab::namespaces::is_known(ns) {
            return;
        }
        for child in extension.children.iter().filter(|c| c.ns().is_empty()) {
            let detail = format!("`{}` in `{}`", child.qname(), extension.qname());
            self.walk
                .report(rules::RSS_NO_NAMESPACE_IN_EXTENSION, child, Some(detail));
        }
    }

    /// `xml:lang` and `xml:base`, which any element may carry.
    fn xml_attributes(&mut self, element: &Element) {
        if let Some(lang) = element.attr_ns(uri::XML, "lang") {
            // An empty `xml:lang` says the language is unknown (XML 1.0 section 2.12).
            if !lang.is_empty() {
                if let Some((rule, detail)) = Value::Language.check(lang, true) {
                    self.walk.report(
                        rule,
                        element,
                        Some(format!("attribute `xml:lang`: {detail}")),
                    );
                }
            }
        }
        if let Some(base) = element.attr_ns(uri::XML, "base") {
            if let Some((rule, detail)) = Value::Iri.check(base, true) {
                self.walk.report(
                    rule,
                    element,
                    Some(format!("attribute `xml:base`: {detail}")),
                );
            }
        }
    }

    fn children(
        &mut self,
        element: &Element,
        rule: &ElementRule,
        children: &'static [Child],
        end: usize,
    ) {
        let mut seen: Vec<(&str, &str)> = Vec::new();
        for (i, child) in element.children.iter().enumerate() {
            let child_end = element
                .children
                .get(i + 1)
                .map_or(end, |next| next.position.offset as usize);
            let ns = child.ns();
            let known = children.iter().find(|c| child.is(c.ns, c.name));
            let unbound = super::vocab::namespaces::is_undeclared(
                child.prefix.as_deref(),
                child.ns.is_none(),
                self.walk.declared(),
            );
            let spec = match known {
                Some(spec) => Some(spec),
                // A prefix declared nowhere is its own finding (`namespaces`).
                None if unbound => continue,
                None if ns.is_empty() && !rule.own.contains(&"") => {
                    let detail = format!("`{}` in `{}`", child.qname(), element.qname());
                    self.walk.report(rules::NO_NAMESPACE, child, Some(detail));
                    continue;
                }
                None if rule.own.contains(&ns) => {
                    self.undefined(child, element);
                    continue;
                }
                None => match self.vocabularies.iter().find(|v| v.ns == ns) {
                    Some(vocabulary) => match vocabulary.element(&child.local) {
                        // XHTML where its rows do not place it is markup
                        // out of its content, as below.
                        Some(spec)
                            if !spec.allowed_in(&element.local) && vocabulary.ns == uri::XHTML =>
                        {
                            self.xhtml_misplaced(child, element);
                            continue;
                        }
                        Some(spec) if !spec.allowed_in(&element.local) => {
                            let detail = format!(
                                "`{}` stands in `{}`; it belongs in {}",
                                child.qname(),
                                element.qname(),
                                spec.within.join(" or ")
                            );
                            self.walk
                                .report(rules::MISPLACED_ELEMENT, child, Some(detail));
                            continue;
                        }
                        Some(spec) => Some(spec),
                        None if vocabulary.closed => {
                            self.undefined(child, element);
                            continue;
                        }
                        // XHTML is markup, whose place is content (Atom's
                        // xhtml content, RSS's xhtml:body): an element of it
                        // among a feed's own is content out of place.
                        None if vocabulary.ns == uri::XHTML => {
                            self.xhtml_misplaced(child, element);
                            continue;
                        }
                        None => None,
                    },
                    None => None,
                },
            };
            let Some(spec) = spec else {
                self.unnamespaced_in_extension(child);
                continue;
            };
            if spec.occurs == Occurs::Once {
                let key = (ns, child.local.as_str());
                if seen.contains(&key) {
                    let detail = format!(
                        "`{}` is given more than once in `{}`",
                        child.qname(),
                        element.qname()
                    );
                    self.walk
                        .report(rules::DUPLICATE_ELEMENT, child, Some(detail));
                } else {
                    seen.push(key);
                }
            }
            self.element(child, spec.rule, child_end);
        }
        for required in children {
            let Some(missing) = required.missing else {
                continue;
            };
            let count = element
                .children
                .iter()
                .filter(|c| c.is(required.ns, required.name))
                .take(required.at_least)
                .count();
            if count < required.at_least {
                let detail = if count == 0 {
                    format!("`{}` has no `{}`", element.qname(), required.name)
                } else {
                    format!(
                        "`{}` has {count} `{}` (at least {})",
                        element.qname(),
                        required.name,
                        required.at_least
                    )
                };
                self.walk.report(missing, element, Some(detail));
            }
        }
    }

    /// An XHTML element where no row places it: markup out of its content.
    fn xhtml_misplaced(&mut self, child: &Element, parent: &Element) {
        let detail = format!("`{}` in `{}`", child.qname(), parent.qname());
        self.walk
            .report(rules::XHTML_MISPLACED, child, Some(detail));
    }

    fn undefined(&mut self, child: &Element, parent: &Element) {
        let detail = format!("`{}` is not defined in `{}`", child.qname(), parent.qname());
        self.walk
            .report(rules::UNDEFINED_ELEMENT, child, Some(detail));
    }

    /// RSS 2.0 plain text holding a `<` where a tag could start, unless the
    /// source writes it as the RSS Best Practices Profile recommends
    /// (`&#x3C;`): readers that show RSS text as HTML (most do, as RSS
    /// never said which it is) take a tag there and hide what follows.
    fn character_data(&mut self, element: &Element, end: usize) {
        let text = &element.text;
        let at = text.match_indices('<').find(|(at, _)| {
            text[at + 1..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '/' | '!' | '?'))
        });
        let Some((at, _)) = at else {
            return;
        };
        let recommended = self.walk.raw_content(element, end).is_some_and(|raw| {
            let raw = raw.to_ascii_lowercase();
            raw.contains("&#x3c;") || raw.contains("&#60;")
        });
        if !recommended {
            let shown: String = text[at..].chars().take(12).collect();
            self.walk.report(
                rules::RSS_CHARACTER_DATA,
                element,
                Some(format!("`{shown}`")),
            );
        }
    }

    /// Whether plain text "holds HTML" only because it writes a literal `&`
    /// as `&#x26;`, which the RSS Best Practices Profile recommends: `AT&#x26;T`
    /// means the text `AT&T`, and `&#x26;amp;` the text `&amp;`.
    fn escaped_ampersand(&self, element: &Element, broken: Rule, end: usize) -> bool {
        broken == rules::PLAIN_TEXT_HTML
            && crate::check::value::html_end_tag(&element.text).is_none()
            && self
                .walk
                .raw_content(element, end)
                .is_some_and(|raw| raw.contains("&#x26;") || raw.contains("&#38;"))
    }
}
