//! Validating OPML: the rules of OPML 1.0 and 2.0 (<http://opml.org/spec2.opml>)
//! as data, in the spirit of the W3C Feed Validation Service's OPML checks:
//! `<opml>` with a version, a `<head>` and a `<body>` of outlines; each
//! outline's attributes by its `type` ([`OUTLINE_TYPES`]); the form of each
//! head element's text ([`HEAD_ELEMENTS`]) and of each outline attribute's
//! value ([`OUTLINE_ATTRIBUTES`]): dates in RFC 822, URLs, an email, numbers.
//!
//! It reads the document as written (the reader's XML layer, so positions
//! and repairs are the reader's), not the model, which reads `type="RSS"`
//! as `rss` and a missing version as `2.0`.

use super::rules::Rule;
use super::tally::Tally;
use super::tree::{Document, Element};
use super::value::{is_addr_spec, is_language};
use super::{admit_repair, in_document_order, said_by_a_rule, Problem, Report};
use crate::date::{self, Rfc822};
use crate::error::{Error, ErrorKind, Result};
use crate::options::ReadOptions;
use crate::read::opml::parse_with as read_opml;

super::rules::rule_table! {
    VERSION = "opml-version", Error, "OPML 2.0: <opml>; OPML 1.0", ["InvalidOPMLVersion", "MissingAttribute"]: "`<opml>` must say its version: `1.0`, `1.1` or `2.0`";
    HEAD = "opml-head", Error, "OPML 2.0: <opml> (`<head>` and `<body>`)", ["MissingElement"]: "an OPML document must have a `<head>`";
    BODY = "opml-body", Error, "OPML 2.0: <body>", ["MissingElement"]: "an OPML document must have a `<body>` holding one or more `<outline>`s";
    OUTLINE_TEXT = "opml-outline-text", Error, "OPML 2.0: <outline> (required attributes)", ["MissingAttribute"]: "every outline must have a `text` attribute: it is what the outline shows";
    TYPE_ATTRIBUTES = "opml-outline-type-attributes", Error, "OPML 2.0: subscription lists; inclusion", ["MissingXmlURL", "MissingUrlAttr"]: "an outline of type `rss` must have an `xmlUrl`, one of type `link` or `include` a `url`";
    TYPE_MISSING = "opml-outline-type-missing", Warning, "OPML 2.0: subscription lists", ["MissingOutlineType"]: "an outline with a feed's attributes (`xmlUrl`, `htmlUrl`, ...) should say `type=\"rss\"`: importers that look for the type skip it";
    TYPE_UNKNOWN = "opml-outline-type-unknown", Info, "OPML 2.0: <outline> (type)", ["InvalidOutlineType"]: "an outline type other than `rss`, `link` and `include` is one only its own application knows (types are compared in lower case)";
    OUTLINE_VERSION = "opml-outline-version", Warning, "OPML 2.0: subscription lists (version)", ["InvalidOutlineVersion"]: "a subscription's `version` is `RSS`, `RSS1`, `RSS2` or `scriptingNews`";
    DATE = "opml-date-rfc822", Error, "OPML 2.0: <head> (dateCreated, dateModified); <outline> (created)", ["InvalidRFC2822Date"]: "OPML dates are in RFC 822 form (e.g. `Mon, 07 Dec 2026 10:00:00 GMT`)";
    URL = "opml-url", Error, "OPML 2.0: subscription lists (xmlUrl, htmlUrl); <head> (ownerId, docs); link and include (url)", ["InvalidFullLink", "InvalidURI"]: "this must be an absolute URL";
    EMAIL = "opml-email", Error, "OPML 2.0: <head> (ownerEmail)", ["InvalidContact"]: "`ownerEmail` is an email address";
    NUMBER = "opml-number", Error, "OPML 2.0: <head> (vertScrollState, window*)", ["InvalidInteger"]: "a window position or scroll state is a whole number, 0 or more";
    EXPANSION_STATE = "opml-expansion-state", Error, "OPML 2.0: <head> (expansionState)", ["InvalidExpansionState"]: "`expansionState` is a comma-separated list of line numbers";
    TRUE_FALSE = "opml-true-false", Error, "OPML 2.0: <outline> (isComment, isBreakpoint)", ["InvalidTrueFalse"]: "`isComment` and `isBreakpoint` are `true` or `false`";
    LANGUAGE = "opml-language", Error, "OPML 2.0: subscription lists (language)", ["InvalidLanguage"]: "a subscription's `language` is a language tag (`en`, `en-us`)";
}

/// The form a value of an OPML element or attribute takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Form {
    /// Any text.
    Text,
    /// An RFC 822 date.
    Rfc822,
    /// An absolute URL.
    Url,
    /// An email address.
    Email,
    /// A whole number, 0 or more.
    Number,
    /// Line numbers, comma-separated.
    LineNumbers,
    /// `true` or `false`.
    TrueFalse,
    /// A language tag.
    Language,
    /// One of a list.
    OneOf(&'static [&'static str]),
}

/// The elements of `<head>` OPML 2.0 defines, with the form of their text.
pub const HEAD_ELEMENTS: &[(&str, Form)] = &[
    ("title", Form::Text),
    ("dateCreated", Form::Rfc822),
    ("dateModified", Form::Rfc822),
    ("ownerName", Form::Text),
    ("ownerEmail", Form::Email),
    ("ownerId", Form::Url),
    ("docs", Form::Url),
    ("expansionState", Form::LineNumbers),
    ("vertScrollState", Form::Number),
    ("windowTop", Form::Number),
    ("windowLeft", Form::Number),
    ("windowBottom", Form::Number),
    ("windowRight", Form::Number),
];

/// The outline attributes OPML 2.0 defines, with the form of their values.
pub const OUTLINE_ATTRIBUTES: &[(&str, Form)] = &[
    ("text", Form::Text),
    ("type", Form::Text),
    ("isComment", Form::TrueFalse),
    ("isBreakpoint", Form::TrueFalse),
    ("created", Form::Rfc822),
    ("category", Form::Text),
    ("xmlUrl", Form::Url),
    ("htmlUrl", Form::Url),
    ("description", Form::Text),
    ("language", Form::Language),
    ("title", Form::Text),
    (
        "version",
        Form::OneOf(&["RSS", "RSS1", "RSS2", "scriptingNews"]),
    ),
    ("url", Form::Url),
];

/// The outline types OPML 2.0 defines, each with the attributes it requires.
pub const OUTLINE_TYPES: &[(&str, &[&str])] = &[
    ("rss", &["xmlUrl"]),
    ("link", &["url"]),
    ("include", &["url"]),
];

/// The attributes that make an outline a subscription, whatever its type says.
const FEED_ATTRIBUTES: [&str; 4] = ["xmlUrl", "htmlUrl", "description", "language"];

/// The versions of OPML.
const VERSIONS: [&str; 3] = ["1.0", "1.1", "2.0"];

/// Checks an OPML document: the reader's repairs and the rules of [`RULES`],
/// each with its position; `Report::items` is its number of outlines.
///
/// An `Err` means the document is no OPML at all (as [`crate::opml::parse`] says).
///
/// ```
/// let report = feedwright::check::opml::validate(br#"<opml version="2.0"><head/>
/// <body><outline text="News" type="rss" xmlUrl="/feed" created="yesterday"/></body></opml>"#)?;
/// let found: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
/// assert_eq!(found, [
///     "2:7: error opml-url: this must be an absolute URL: `xmlUrl` `/feed`",
///     "2:7: error opml-date-rfc822: OPML dates are in RFC 822 form (e.g. `Mon, 07 Dec 2026 10:00:00 GMT`): `created` `yesterday`",
/// ]);
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn validate(input: &[u8]) -> Result<Report> {
    validate_with(input, &ReadOptions::default())
}

/// Checks an OPML document read with `options`, as [`validate`] does.
pub fn validate_with(input: &[u8], options: &ReadOptions) -> Result<Report> {
    // The reader's repairs, and its error for what is not OPML.
    let mut lenient = options.clone();
    lenient.strict = false;
    let parsed = read_opml(input, &lenient)?;
    let document = Document::read(input, &lenient)?;
    let Some(root) = &document.root else {
        let error = ErrorKind::NotOpml("an empty document".into());
        return Err(Error::new(error, Default::default()));
    };
    let mut tally = Tally::default();
    let mut findings = Findings {
        tally: &mut tally,
        problems: Vec::new(),
    };
    check_root(root, &mut findings);
    let mut problems = findings.problems;
    for warning in &parsed.warnings {
        // A date a rule reports is that finding, not also the reader's repair.
        if said_by_a_rule(warning, &tally) {
            continue;
        }
        admit_repair(warning, &mut tally, &mut problems);
    }
    let (problems, omitted) = in_document_order(problems, &tally, &document);
    Ok(Report {
        format: None,
        items: parsed.opml.outline_count(),
        problems,
        omitted,
    })
}

/// The problems found so far, each counted against its rule's limit.
struct Findings<'t> {
    tally: &'t mut Tally,
    problems: Vec<Problem>,
}

impl Findings<'_> {
    fn found(&mut self, rule: Rule, detail: Option<String>, at: &Element) {
        let kind = super::ProblemKind::Spec;
        if self
            .tally
            .admit(rule.id, kind, rule.severity, at.position.offset)
        {
            self.problems.push(Problem::spec(rule, detail, at.position));
        }
    }

    /// Checks `value` (of the attribute or element `name`) against `form`.
    fn value(&mut self, name: &str, value: &str, form: Form, at: &Element) {
        let trimmed = value.trim();
        let broken = match form {
            Form::Text => None,
            Form::Rfc822 => (date::rfc822(trimmed) != Rfc822::Valid).then_some(DATE),
            Form::Url => (!is_absolute_url(trimmed)).then_some(URL),
            Form::Email => (!is_addr_spec(trimmed)).then_some(EMAIL),
            Form::Number => (trimmed.is_empty() || !trimmed.bytes().all(|b| b.is_ascii_digit()))
                .then_some(NUMBER),
            Form::LineNumbers => (!is_line_numbers(trimmed)).then_some(EXPANSION_STATE),
            Form::TrueFalse => (!matches!(trimmed, "true" | "false")).then_some(TRUE_FALSE),
            Form::Language => (!is_language(trimmed)).then_some(LANGUAGE),
            Form::OneOf(values) => (!values.contains(&trimmed)).then_some(OUTLINE_VERSION),
        };
        if let Some(rule) = broken {
            self.found(rule, Some(format!("`{name}` `{value}`")), at);
        }
    }
}

fn check_root(root: &Element, findings: &mut Findings<'_>) {
    match root.attr("version").map(str::trim) {
        Some(version) if VERSIONS.contains(&version) => {}
        Some(version) => findings.found(VERSION, Some(format!("`{version}`")), root),
        None => findings.found(VERSION, Some("no `version`".into()), root),
    }
    let mut head = None;
    let mut body = None;
    for child in root.children.iter().filter(|c| c.ns.is_none()) {
        match child.local.as_str() {
            "head" if head.is_none() => head = Some(child),
            "body" if body.is_none() => body = Some(child),
            _ => {}
        }
    }
    match head {
        Some(head) => check_head(head, findings),
        None => findings.found(HEAD, None, root),
    }
    let outlines = body.map_or(0, |b| b.children.iter().filter(|c| is_outline(c)).count());
    match body {
        Some(body) if outlines > 0 => check_outlines(body, findings),
        Some(body) => findings.found(BODY, Some("no outline".into()), body),
        None => findings.found(BODY, Some("no `<body>`".into()), root),
    }
}

fn check_head(head: &Element, findings: &mut Findings<'_>) {
    for child in head.children.iter().filter(|c| c.ns.is_none()) {
        let form = HEAD_ELEMENTS
            .iter()
            .find(|(name, _)| *name == child.local.as_str())
            .map(|(_, form)| *form);
        if let Some(form) = form {
            findings.value(&child.local, &child.text, form, child);
        }
    }
}

/// Every outline under `body`, at any depth (a stack, not recursion).
fn check_outlines(body: &Element, findings: &mut Findings<'_>) {
    let mut stack: Vec<&Element> = body
        .children
        .iter()
        .rev()
        .filter(|c| is_outline(c))
        .collect();
    while let Some(outline) = stack.pop() {
        check_outline(outline, findings);
        stack.extend(outline.children.iter().rev().filter(|c| is_outline(c)));
    }
}

fn check_outline(outline: &Element, findings: &mut Findings<'_>) {
    if outline.attr("text").is_none() {
        findings.found(OUTLINE_TEXT, None, outline);
    }
    match outline.attr("type") {
        Some(kind) => {
            let lower = kind.trim().to_ascii_lowercase();
            match OUTLINE_TYPES.iter().find(|(name, _)| *name == lower) {
                Some((_, required)) => {
                    for attribute in required.iter().filter(|a| outline.attr(a).is_none()) {
                        findings.found(
                            TYPE_ATTRIBUTES,
                            Some(format!("type `{kind}` without `{attribute}`")),
                            outline,
                        );
                    }
                }
                None => findings.found(TYPE_UNKNOWN, Some(format!("`{kind}`")), outline),
            }
        }
        None if FEED_ATTRIBUTES.iter().any(|a| outline.attr(a).is_some()) => {
            findings.found(TYPE_MISSING, None, outline);
        }
        None => {}
    }
    for attr in outline.attrs.iter().filter(|a| a.ns.is_none()) {
        let form = OUTLINE_ATTRIBUTES
            .iter()
            .find(|(name, _)| *name == attr.local.as_str())
            .map(|(_, form)| *form);
        if let Some(form) = form {
            findings.value(&attr.local, &attr.value, form, outline);
        }
    }
}

fn is_outline(element: &Element) -> bool {
    element.ns.is_none() && element.local == "outline"
}

/// Whether `text` is an absolute URL with a host (`http:`, `https:`,
/// `feed:` and the like): what a reader can fetch.
fn is_absolute_url(text: &str) -> bool {
    crate::uri::is_absolute(text)
        && !text.contains(char::is_whitespace)
        && url::Url::parse(text).is_ok()
}

/// Line numbers, comma-separated, spaces allowed after the commas; or nothing.
fn is_line_numbers(text: &str) -> bool {
    text.is_empty()
        || text.split(',').all(|n| {
            let n = n.trim_start();
            !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_numbers() {
        for good in ["", "1", "1,2", "1, 4, 5"] {
            assert!(is_line_numbers(good), "{good}");
        }
        for bad in ["1,", "a", "1;2", ",1"] {
            assert!(!is_line_numbers(bad), "{bad}");
        }
    }

    #[test]
    fn every_rule_id_is_unique_and_apart_from_the_feed_rules() {
        let mut ids: Vec<&str> = RULES.iter().map(|r| r.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), RULES.len());
        assert!(ids.iter().all(|id| id.starts_with("opml-")));
        assert!(!super::super::rules::RULES
            .iter()
            .any(|r| ids.contains(&r.id)));
    }
}
