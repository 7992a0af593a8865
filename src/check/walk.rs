//! Applies a vocabulary's [schema](super::schema) to the document, element
//! by element: each child known, at most once where once is all it may be,
//! each attribute and text in its form.

use super::rules::{self, Rule};
use super::schema::{Child, ElementRule, Occurs, Vocabulary};
use super::tree::Element;
use super::value::Value;
use crate::xml::namespace::uri;
use super::{Problem, ProblemKind};
use crate::warning::Position;

/// A walk over one document, and what it found.
pub(crate) struct Walk<'a> {
    /// The document's bytes, to look at an element as written.
    pub(crate) input: &'a [u8],
    /// The extension vocabularies known.
    vocabularies: &'static [&'static Vocabulary],
    pub(crate) problems: Vec<Problem>,
    /// Where the root element starts, once the walk has begun.
    root: Option<u64>,
    /// The document's namespace declarations: (prefix, URI, assumed by the reader).
    declared: &'a [(String, String, bool)],
    /// Whether the root is RSS's (`rss`, `rdf:RDF`), which gives no base URL.
    rss: bool,
}

impl<'a> Walk<'a> {
    pub(crate) fn new(
        input: &'a [u8],
        declared: &'a [(String, String, bool)],
        vocabularies: &'static [&'static Vocabulary],
    ) -> Self {
        Walk {
            input,
            declared,
            vocabularies,
            problems: Vec::new(),
            root: None,
            rss: false,
        }
    }

    /// Checks the document's root `element` and all below it against `rule`.
    pub(crate) fn root(&mut self, element: &Element, rule: &ElementRule) {
        self.root = Some(element.position.offset);
        self.rss = matches!(element.local.as_ref(), "rss" | "RDF");
        self.element(element, rule);
    }

    /// Every namespace declaration in the document.
    pub(crate) fn declared(&self) -> &'a [(String, String, bool)] {
        self.declared
    }

    /// Whether the document is RSS, where relative URLs have no base.
    pub(crate) fn in_rss(&self) -> bool {
        self.rss
    }

    /// Whether `element` is the document's root.
    pub(crate) fn is_root(&self, element: &Element) -> bool {
        self.root == Some(element.position.offset)
    }

    /// Reports `rule` broken at `element`'s start tag.
    pub(crate) fn report(&mut self, rule: Rule, element: &Element, detail: Option<String>) {
        self.report_at(rule, element.position, detail);
    }

    /// Reports `rule` broken at `position`.
    pub(crate) fn report_at(&mut self, rule: Rule, position: Position, detail: Option<String>) {
        self.problems.push(Problem {
            rule: rule.id.to_owned(),
            kind: ProblemKind::Spec,
            severity: rule.severity,
            w3c: rule.w3c,
            message: rule.text.to_owned(),
            detail,
            path: None,
            position,
        });
    }

    /// Checks `element` and all below it against `rule`.
    pub(crate) fn element(&mut self, element: &Element, rule: &ElementRule) {
        if let Some((broken, detail)) = rule.value.check(&element.text, false) {
            if !self.escaped_ampersand(element, broken) {
                self.report(broken, element, Some(detail));
            }
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
                    self.report(rules::MISSING_ATTRIBUTE, element, Some(detail));
                }
                None => {}
                Some(value) => {
                    if let Some((broken, detail)) = attr.value.check(value, true) {
                        let detail = format!("attribute `{}`: {detail}", attr.name);
                        self.report(broken, element, Some(detail));
                    } else if value.trim().is_empty() && !matches!(attr.value, Value::MayBeEmpty) {
                        let detail = format!("attribute `{}`", attr.name);
                        self.report(rules::ATTRIBUTE_NOT_BLANK, element, Some(detail));
                    }
                }
            }
        }
        if element.ns().is_empty() && !rule.attrs.is_empty() {
            self.unexpected_attributes(element, rule);
        }
        if let Some(children) = rule.children {
            self.children(element, rule, children);
        }
        if let Some(extra) = rule.extra {
            extra(element, self);
        }
    }

    /// Unprefixed attributes a format's element does not define (an
    /// attribute in a namespace is an extension, and allowed).
    fn unexpected_attributes(&mut self, element: &Element, rule: &ElementRule) {
        for attr in element.attrs.iter().filter(|a| a.ns.is_none()) {
            if !rule.attrs.iter().any(|r| r.ns.is_empty() && r.name == attr.local.as_str()) {
                let detail = format!("`{}` on `{}`", attr.local, element.qname());
                self.report(rules::UNEXPECTED_ATTRIBUTE, element, Some(detail));
            }
        }
    }

    /// `xml:lang` and `xml:base`, which any element may carry.
    fn xml_attributes(&mut self, element: &Element) {
        if let Some(lang) = element.attr_ns(uri::XML, "lang") {
            // An empty `xml:lang` says the language is unknown (XML 1.0 section 2.12).
            if !lang.is_empty() {
                if let Some((rule, detail)) = Value::Language.check(lang, true) {
                    self.report(rule, element, Some(format!("attribute `xml:lang`: {detail}")));
                }
            }
        }
        if let Some(base) = element.attr_ns(uri::XML, "base") {
            if let Some((rule, detail)) = Value::Iri.check(base, true) {
                self.report(rule, element, Some(format!("attribute `xml:base`: {detail}")));
            }
        }
    }

    fn children(&mut self, element: &Element, rule: &ElementRule, children: &'static [Child]) {
        let mut seen: Vec<(&str, &str)> = Vec::new();
        for child in &element.children {
            let ns = child.ns();
            let known = children.iter().find(|c| child.is(c.ns, c.name));
            let spec = match known {
                Some(spec) => Some(spec),
                None if ns.is_empty() && !rule.own.contains(&"") => {
                    let detail = format!("`{}` in `{}`", child.qname(), element.qname());
                    self.report(rules::NO_NAMESPACE, child, Some(detail));
                    continue;
                }
                None if rule.own.contains(&ns) => {
                    self.undefined(child, element);
                    continue;
                }
                None => match self.vocabularies.iter().find(|v| v.ns == ns) {
                    Some(vocabulary) => match vocabulary.element(&child.local) {
                        Some(spec) => Some(spec),
                        None if vocabulary.closed => {
                            self.undefined(child, element);
                            continue;
                        }
                        None => None,
                    },
                    None => None,
                },
            };
            let Some(spec) = spec else { continue };
            if spec.occurs == Occurs::Once {
                let key = (ns, child.local.as_str());
                if seen.contains(&key) {
                    let detail = format!(
                        "`{}` is given more than once in `{}`",
                        child.qname(),
                        element.qname()
                    );
                    self.report(rules::DUPLICATE_ELEMENT, child, Some(detail));
                } else {
                    seen.push(key);
                }
            }
            self.element(child, spec.rule);
        }
        for required in children {
            let Some(missing) = required.missing else { continue };
            if !element.children.iter().any(|c| c.is(required.ns, required.name)) {
                let detail = format!("`{}` has no `{}`", element.qname(), required.name);
                self.report(missing, element, Some(detail));
            }
        }
    }

    fn undefined(&mut self, child: &Element, parent: &Element) {
        let detail = format!("`{}` is not defined in `{}`", child.qname(), parent.qname());
        self.report(rules::UNDEFINED_ELEMENT, child, Some(detail));
    }

    /// Whether plain text "holds HTML" only because it writes a literal `&`
    /// as `&#x26;`, which the RSS Best Practices Profile recommends: `AT&#x26;T`
    /// means the text `AT&T`, and `&#x26;amp;` the text `&amp;`.
    fn escaped_ampersand(&self, element: &Element, broken: Rule) -> bool {
        broken == rules::PLAIN_TEXT_HTML
            && crate::check::value::html_end_tag(&element.text).is_none()
            && self
                .raw_content(element)
                .is_some_and(|raw| raw.contains("&#x26;") || raw.contains("&#38;"))
    }

    /// The element's content as written between its start and end tags,
    /// when the document is searchable (UTF-8, as the offsets are).
    pub(crate) fn raw_content(&self, element: &Element) -> Option<&'a str> {
        let from = usize::try_from(element.position.offset).ok()?;
        let rest = self.input.get(from..)?;
        let open_end = memchr::memchr(b'>', rest)? + 1;
        let close = format!("</{}", element.qname());
        let len = memchr::memmem::find(&rest[open_end..], close.as_bytes())?;
        std::str::from_utf8(&rest[open_end..open_end + len]).ok()
    }
}
