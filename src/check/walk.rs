//! The state of a walk over the document as written, and what it found:
//! the checks of [`apply`](super::apply) and the vocabularies' own report
//! through it.

use super::report::ProblemKind;
use super::rules::Rule;
use super::tally::Tally;
use super::tree::Element;
use crate::warning::Position;

/// One broken rule, where, and what was found.
#[derive(Debug, Clone)]
pub(crate) struct Finding {
    pub(crate) rule: Rule,
    pub(crate) position: Position,
    pub(crate) detail: Option<String>,
}

/// A walk over one document, and what it found.
pub(crate) struct Walk<'a> {
    /// The document's bytes, to look at an element as written.
    pub(crate) input: &'a [u8],
    /// The findings kept: the first of each rule (see [`Tally`]).
    pub(crate) findings: Vec<Finding>,
    tally: &'a mut Tally,
    /// Where the root element starts, once the walk has begun.
    root: Option<u64>,
    /// The document's namespace declarations: (prefix, URI, assumed by the reader).
    declared: &'a [(String, String, bool)],
    /// Whether the root is RSS's (`rss`, `rdf:RDF`), which gives no base URL.
    rss: bool,
    /// Whether the root is RDF's (RSS 1.0, 0.90).
    rdf: bool,
    /// Whether the root is RSS 2.x's (`version` 2.something, or none).
    rss2: bool,
    /// Whether the root carries `xml:base`.
    root_base: bool,
    /// Whether the RSS channel's `docs` names the RSS Advisory Board's text
    /// of the specification.
    rssboard: bool,
    /// The encoding the document was read in (a WHATWG label, lower case).
    encoding: Option<&'a str>,
}

impl<'a> Walk<'a> {
    pub(crate) fn new(
        input: &'a [u8],
        declared: &'a [(String, String, bool)],
        tally: &'a mut Tally,
    ) -> Self {
        Walk {
            input,
            declared,
            findings: Vec::new(),
            tally,
            root: None,
            rss: false,
            rdf: false,
            rss2: false,
            root_base: false,
            rssboard: false,
            encoding: None,
        }
    }

    /// Says the encoding the document was read in.
    pub(crate) fn set_encoding(&mut self, encoding: Option<&'a str>) {
        self.encoding = encoding;
    }

    /// The encoding the document was read in, when known.
    pub(crate) fn encoding(&self) -> Option<&'a str> {
        self.encoding
    }

    /// Marks `element` as the document's root, where the walk begins.
    pub(crate) fn begin(&mut self, element: &Element) {
        self.root = Some(element.position.offset);
        self.rss = matches!(element.local.as_str(), "rss" | "RDF");
        self.rdf = element.local == "RDF";
        self.rss2 = element.local == "rss"
            && element
                .attr("version")
                .is_none_or(|v| v.trim().starts_with("2."));
        self.root_base = element
            .attr_ns(crate::xml::namespace::uri::XML, "base")
            .is_some();
        self.rssboard = element
            .child("", "channel")
            .and_then(|channel| channel.child("", "docs"))
            .is_some_and(|docs| {
                let url = docs.text.trim().trim_end_matches('/');
                let url = url
                    .strip_prefix("https://")
                    .or_else(|| url.strip_prefix("http://"));
                matches!(
                    url,
                    Some("www.rssboard.org/rss-specification" | "rssboard.org/rss-specification")
                )
            });
    }

    /// Whether the feed says (in `docs`) it follows the RSS Advisory
    /// Board's text of RSS 2.0, which allows more than the first text did.
    pub(crate) fn follows_rssboard(&self) -> bool {
        self.rssboard
    }

    /// Whether the document is RSS 2.x, whose best practices ask for a
    /// guid on each item and a self link on the channel.
    pub(crate) fn in_rss2(&self) -> bool {
        self.rss2
    }

    /// Whether the root element gives a base URL.
    pub(crate) fn root_has_base(&self) -> bool {
        self.root_base
    }

    /// Every namespace declaration in the document.
    pub(crate) fn declared(&self) -> &'a [(String, String, bool)] {
        self.declared
    }

    /// Whether the document is RSS, where relative URLs have no base.
    pub(crate) fn in_rss(&self) -> bool {
        self.rss
    }

    /// Whether the document is RDF (RSS 1.0), where links are `rdf:resource`s.
    pub(crate) fn in_rdf(&self) -> bool {
        self.rdf
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
        let kind = ProblemKind::Spec;
        if !self
            .tally
            .admit(rule.id, kind, rule.severity, position.offset)
        {
            return;
        }
        self.findings.push(Finding {
            rule,
            position,
            detail,
        });
    }

    /// The element's content as written between its start and end tags,
    /// when the document is searchable (UTF-8, as the offsets are). The end
    /// tag is looked for only before `end`, where what follows the element
    /// starts: an element the reader closed for want of its end tag would
    /// otherwise send the search to the end of the document, once for each
    /// such element.
    pub(crate) fn raw_content(&self, element: &Element, end: usize) -> Option<&'a str> {
        let from = usize::try_from(element.position.offset).ok()?;
        let rest = self.input.get(from..end.min(self.input.len()))?;
        let open_end = memchr::memchr(b'>', rest)? + 1;
        let close = format!("</{}", element.qname());
        let len = memchr::memmem::find(&rest[open_end..], close.as_bytes())?;
        std::str::from_utf8(&rest[open_end..open_end + len]).ok()
    }
}
