//! Validation for a person who publishes a feed: [`validate`] reads a document
//! and reports, each with its position,
//!
//! - every repair the lenient reader had to make ([`ProblemKind::Reader`]);
//! - every place the document breaks its format's specification
//!   ([`ProblemKind::Spec`], with the stable rule ids of [`rules`]);
//! - every difference between the document and its round trip: read, write
//!   in the same format, read again, compare ([`ProblemKind::RoundTrip`],
//!   found by [`diff`]). A feed that passes has nothing a reader must guess.
//!
//! [`validate_response`] checks a feed that came over HTTP, and the
//! response it came in ([`ProblemKind::Transport`]: its Content-Type, its
//! redirects, its self link against the URL fetched).
//! An OPML subscription list is checked by its own rules ([`opml`]).
//! [`validate_channel`] checks a channel built in code: written as it would
//! be published, checked so, each finding named by its model field.
//!
//! This module reads the model and the public reader and writer; what the
//! model cannot show is checked on the document as written: the XML walk
//! (`vocab`) and, for JSON Feed, the member table ([`json_members`]) over a
//! JSON parse that keeps every key's and value's offset.

mod apply;
mod channel;
pub mod diff;
mod fields;
mod json_feed;
pub mod json_members;
mod json_tree;
mod locate;
mod markup;
pub mod opml;
mod report;
mod round_trip;
pub mod rules;
mod schema;
mod spec;
pub mod table;
mod tally;
mod transport;
mod tree;
mod uri;
mod value;
mod vocab;
mod walk;

pub use self::channel::{ChannelReport, WRITE_LOSS};
use self::locate::Locator;
pub use self::report::{Omitted, Problem, ProblemKind, Report};
pub use self::rules::Severity;
use self::tally::Tally;
pub use self::tally::MAX_PER_RULE;
pub use self::transport::{HttpResponse, RedirectHop};
use self::tree::Document;
use self::walk::Walk;
use crate::error::{ErrorKind, Result};
use crate::model::{Channel, Format};
use crate::options::{ReadOptions, Target, WriteOptions};
use crate::read::FeedReader;
use crate::warning::{Warning, WarningKind};

/// Checks a feed with default options.
///
/// An `Err` means the document holds nothing to check: no XML element (or
/// JSON object) at all, or XML broken before its root. A document whose
/// root is no feed's is reported, its root the rule it breaks
/// (`root-element`, or the namespace rule of a feed's root in the wrong
/// namespace).
///
/// ```
/// let report = feedwright::check::validate(br#"<rss version="2.0"><channel>
/// <title>T</title><link>https://example.org/</link>
/// <item><link>https://example.org/1</link></item>
/// </channel></rss>"#)?;
/// let found: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
/// assert_eq!(found, [
///     "1:20: error rss2-channel-description: an RSS channel must have a description",
///     "1:20: warning rss2-self-link: an RSS 2.0 channel should give its own URL as \
///      `<atom:link rel=\"self\" href=\"...\" type=\"application/rss+xml\"/>`, \
///      so that copies of the feed lead readers back to it",
///     "3:1: error rss2-item-title-or-description: an RSS item must have a title or a description",
///     "3:1: warning rss2-guid-missing: an RSS 2.0 item should have a guid, by which readers \
///      know it again when its title or link changes",
/// ]);
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn validate(input: &[u8]) -> Result<Report> {
    validate_with(input, &ReadOptions::default())
}

/// Checks a feed read with `options`.
///
/// A document whose top level is a JSON object is checked as a JSON Feed
/// even when the reader would not take it for one (no `version`): it
/// is reported with the rules it breaks. JSON that is not well formed, or
/// whose top level is not an object, is an `Err` with the JSON parse
/// position. An XML document whose root is no feed's is reported too (see [`validate`]).
///
/// ```
/// let report = feedwright::check::validate(br#"{"title": "T", "items": []}"#)?;
/// assert_eq!(report.problems[0].rule, "json-feed-version");
/// let report = feedwright::check::validate(b"<html><body/></html>")?;
/// assert_eq!(report.problems[0].rule, "root-element");
/// let err = feedwright::check::validate(b"{\"title\": }").unwrap_err();
/// assert_eq!(err.line_column(), Some((1, 11)));
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn validate_with(input: &[u8], options: &ReadOptions) -> Result<Report> {
    match check_document(input, options, None) {
        // A subscription list is checked by its own rules ([`opml`]).
        Err(err) if matches!(err.kind(), ErrorKind::UnknownFormat(root) if root == "opml") => {
            opml::validate_with(input, options)
        }
        Err(err) if matches!(err.kind(), ErrorKind::UnknownFormat(_)) => {
            check_unknown_root(input, options).ok_or(err)
        }
        checked => checked,
    }
}

/// The problems in document order (those at one place in the order they
/// were found in), each rule's first few kept, each with the path of the
/// element it stands at.
pub(crate) fn in_document_order(
    mut problems: Vec<Problem>,
    tally: &Tally,
    document: &Document,
) -> (Vec<Problem>, Vec<Omitted>) {
    problems.sort_by_key(|p| p.position.offset);
    let (mut problems, omitted) = tally.keep_first(problems);
    for problem in &mut problems {
        if problem.path.is_none() && problem.position.line > 0 {
            problem.path = document.path_at(problem.position.offset);
        }
    }
    (problems, omitted)
}

/// A document whose root element is no feed's (an HTML page, a `feed` in
/// another namespace than Atom's): reported with the rules it breaks, its
/// root first among them, as a JSON object without `version` is. `None`
/// when the XML layer finds no root after all.
fn check_unknown_root(input: &[u8], options: &ReadOptions) -> Option<Report> {
    let document = Document::read(input, options).ok()?;
    let root = document.root.as_ref()?;
    let mut tally = Tally::default();
    let mut walk = Walk::new(input, &document.declared, &mut tally);
    vocab::walk_unknown_root(root, document.doctype.as_deref(), &mut walk);
    let problems: Vec<Problem> = walk
        .findings
        .into_iter()
        .map(|found| Problem::spec(found.rule, found.detail, found.position))
        .collect();
    let (problems, omitted) = in_document_order(problems, &tally, &document);
    Some(Report {
        format: None,
        items: 0,
        problems,
        omitted,
    })
}

/// Checks a feed that came in an HTTP `response`, as [`validate_with`]
/// does, and the response too: its Content-Type and charset, its
/// compression, the redirects on the way, its validators, and whether the
/// feed's self link is the URL fetched ([`ProblemKind::Transport`], the
/// `http-*` rules of [`rules`]). The document is read with the response's
/// charset and its URL as the base, unless `options` gives its own.
///
/// ```
/// use feedwright::check::{validate_response, HttpResponse};
///
/// let url = url::Url::parse("https://example.org/feed.xml")?;
/// let response = HttpResponse::new(url, vec![("content-type".into(), "text/html".into())]);
/// let feed = br#"<feed xmlns="http://www.w3.org/2005/Atom"><id>tag:example.org,2026:feed</id>
/// <title>T</title><updated>2026-06-25T00:00:00Z</updated>
/// <link rel="self" href="https://example.org/feed.xml"/></feed>"#;
/// let report = validate_response(&response, feed, &feedwright::ReadOptions::default())?;
/// let rules: Vec<&str> = report.problems.iter().map(|p| p.rule.as_str()).collect();
/// assert_eq!(rules, ["http-content-type", "http-no-validators"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn validate_response(
    response: &HttpResponse,
    input: &[u8],
    options: &ReadOptions,
) -> Result<Report> {
    let options = transport::read_options(response, options);
    check_document(input, &options, Some(response))
}

/// [`validate_with`], and with a response, [`validate_response`].
fn check_document(
    input: &[u8],
    options: &ReadOptions,
    response: Option<&HttpResponse>,
) -> Result<Report> {
    let mut reader = FeedReader::reading_any_json(input, options.clone())?;
    let mut items = Vec::new();
    let mut positions = Vec::new();
    while let Some(item) = reader.next() {
        items.push(item?);
        positions.push(reader.item_position().unwrap_or_default());
    }
    let crate::Parsed {
        mut channel,
        warnings,
    } = reader.finish()?;
    channel.items = items;

    let json = channel.format.is_some_and(Format::is_json_feed);
    let searchable =
        channel.encoding.as_deref() == Some("utf-8") && std::str::from_utf8(input).is_ok();
    let locator = Locator::new(input, searchable, json, positions);

    // Each check keeps the first problems of a rule and counts the rest.
    let mut tally = Tally::default();
    let mut spec = if json {
        json_feed::check(input, options.max_depth, &mut tally)
    } else {
        spec::check(&channel, &locator, &mut tally)
    };
    // The document as written, for what the model cannot show.
    let document = if json {
        Document::default()
    } else {
        Document::read(input, options)?
    };
    if let Some(root) = &document.root {
        let mut walk = Walk::new(input, &document.declared, &mut tally);
        walk.set_encoding(channel.encoding.as_deref());
        vocab::walk_root(root, document.doctype.as_deref(), &mut walk);
        spec.extend(
            walk.findings
                .into_iter()
                .map(|found| Problem::spec(found.rule, found.detail, found.position)),
        );
    }
    let mut problems = Vec::new();
    if let Some(response) = response {
        let self_position = match &document.root {
            Some(root) => transport::self_link_element(root),
            None if json => Some(transport::feed_url_member(&locator)),
            None => None,
        };
        let facts = transport::Document {
            input,
            format: channel.format,
            self_link: channel.self_link(),
            self_position: self_position.unwrap_or_else(|| locator.channel()),
        };
        for problem in transport::check(response, &facts) {
            tally.admit(
                &problem.rule,
                problem.kind,
                problem.severity,
                problem.position.offset,
            );
            problems.push(problem);
        }
    }
    let charset_said = problems
        .iter()
        .any(|p| p.rule == rules::HTTP_CHARSET_MISMATCH.id);
    for warning in &warnings {
        if (json && json_feed::said_by_the_checker(&warning.kind))
            || (charset_said && is_charset_conflict(&warning.kind))
            || said_by_a_rule(warning, &tally)
            || declared_by_the_doctype(warning, document.doctype.as_deref())
        {
            continue;
        }
        admit_repair(warning, &mut tally, &mut problems);
    }
    problems.extend(spec);
    problems.extend(round_trip::check(
        &mut channel,
        options,
        &locator,
        &mut tally,
    ));
    let (problems, omitted) = in_document_order(problems, &tally, &document);
    Ok(Report {
        format: channel.format,
        items: channel.items.len(),
        problems,
        omitted,
    })
}

/// Whether the reader read the document with a charset its own
/// declaration disagrees with: over HTTP, `http-charset-mismatch` says so.
fn is_charset_conflict(kind: &WarningKind) -> bool {
    matches!(
        kind,
        WarningKind::Encoding(crate::encoding::EncodingEvent::Conflict { .. })
    )
}

/// Checks a channel as it would be published: written in its own format
/// ([`Target::for_format`] of [`Channel::format`], so RSS 2.0 when it has
/// none) and validated.
///
/// Besides [`validate`]'s findings, the report lists what
/// the writer could not hold (an Atom-only field of an RSS channel, a
/// character XML cannot carry) as [`ProblemKind::Write`] warnings. The
/// round trip of the written document is the writer's own business: its
/// differences (rule `round-trip`) would be the writer's bugs, not the
/// caller's, and are left out; a `round-trip-loss`, a field that writing
/// the document again loses, is kept.
///
/// An `Err` means the written document reads as no feed (a writer bug).
///
/// ```
/// use feedwright::check::validate_channel;
/// use feedwright::model::Uri;
/// use feedwright::{Channel, Format, Guid, Item, Link, Person, Text, Timestamp};
///
/// let when = chrono::DateTime::parse_from_rfc3339("2026-06-25T10:00:00+02:00").unwrap();
/// let mut self_link = Link::default();
/// self_link.href = Uri::new("https://example.org/feed.atom");
/// self_link.rel = Some("self".to_owned());
/// let mut author = Person::default();
/// author.name = Some("Ann".to_owned());
/// let mut entry = Item::default();
/// entry.title = Some(Text::plain("First post"));
/// let mut id = Guid::default();
/// id.value = "https://example.org/1".to_owned();
/// id.is_permalink = Some(false); // an Atom id is not the entry's page
/// entry.guid = Some(id);
/// entry.updated = Some(Timestamp::new(when));
/// entry.description = Some(Text::plain("What happened first."));
/// let mut page = Link::default();
/// page.href = Uri::new("https://example.org/1");
/// entry.links = vec![page];
/// let mut channel = Channel::default();
/// channel.format = Some(Format::Atom10);
/// channel.title = Some(Text::plain("Notes"));
/// channel.id = Some("https://example.org/".to_owned());
/// channel.links = vec![self_link];
/// channel.last_build_date = Some(Timestamp::new(when));
/// channel.authors = vec![author];
/// channel.items = vec![entry];
/// let found = validate_channel(&channel)?;
/// assert!(found.report.is_clean(), "{:?}", found.report.problems);
///
/// // Without its `updated` date, the feed breaks RFC 4287, and the finding
/// // names the field to set.
/// channel.last_build_date = None;
/// let found = validate_channel(&channel)?;
/// let problem = &found.report.problems[0];
/// assert_eq!(problem.rule, "atom-feed-updated");
/// assert_eq!(problem.field.as_deref(), Some("last_build_date"));
/// assert_eq!(problem.path.as_deref(), Some("feed"));
/// assert!(String::from_utf8_lossy(&found.document).contains("<title>Notes</title>"));
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn validate_channel(channel: &Channel) -> Result<ChannelReport> {
    validate_channel_as(channel, Target::for_format(channel.format))
}

/// Checks a channel as it would be published in `target`, which need not
/// be its own format: what `target` cannot hold is then reported too.
///
/// ```
/// use feedwright::check::{validate_channel_as, ProblemKind};
/// use feedwright::model::Uri;
/// use feedwright::{Channel, Target, Text};
///
/// let mut channel = Channel::default();
/// channel.title = Some(Text::plain("Notes"));
/// channel.icon = Some(Uri::new("https://example.org/icon.png"));
/// let found = validate_channel_as(&channel, Target::Rss)?;
/// let lost = &found.report.problems[0];
/// assert_eq!(lost.kind, ProblemKind::Write);
/// assert_eq!(lost.field.as_deref(), Some("icon"));
/// assert_eq!(lost.detail.as_deref(), Some("RSS 2.0 has no feed icon"));
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn validate_channel_as(channel: &Channel, target: Target) -> Result<ChannelReport> {
    let (document, losses) = channel.write_with_losses(Vec::new(), &WriteOptions::new(target))?;
    let report = validate_with(&document, &ReadOptions::default())?;
    Ok(channel::channel_report(
        channel, target, document, losses, report,
    ))
}

/// Whether an "HTML entity" the reader decoded is one the document's DTD
/// declares: the RSS 0.91 DTD of Netscape declares the Latin-1 entities
/// (`&nbsp;` to `&yuml;`), so a feed that names that DTD may use them.
fn declared_by_the_doctype(warning: &Warning, doctype: Option<&str>) -> bool {
    let WarningKind::HtmlEntity { name } = &warning.kind else {
        return false;
    };
    let netscape =
        doctype.is_some_and(|d| d.contains("-//Netscape Communications//DTD RSS 0.91//EN"));
    let latin1 = crate::entity::html_entity(name).is_some_and(|text| {
        let mut chars = text.chars();
        matches!(
            (chars.next(), chars.next()),
            (Some('\u{a0}'..='\u{ff}'), None)
        )
    });
    netscape && latin1
}

/// Whether a specification rule reports what the reader repaired, at the
/// same place: the finding is then one (the rule the document breaks), not
/// also a repair. A date not in its format's form is the date rule; a
/// category without `term`, the missing attribute; markup in a text field,
/// the rule on that field's form.
fn said_by_a_rule(warning: &Warning, tally: &Tally) -> bool {
    let about_a_value = matches!(
        warning.kind,
        WarningKind::DateRepaired { .. }
            | WarningKind::InvalidDate { .. }
            | WarningKind::MissingValue { .. }
            | WarningKind::InvalidNumber { .. }
            | WarningKind::MarkupInText { .. }
            | WarningKind::LabelAsTerm { .. }
            | WarningKind::UnresolvableUrl { .. }
            | WarningKind::InvalidBase64 { .. }
    );
    about_a_value && tally.spec_at(warning.position.offset)
}

/// The reader's repair `warning` as a finding, when the tally keeps it.
fn admit_repair(warning: &Warning, tally: &mut Tally, problems: &mut Vec<Problem>) {
    let problem = reader_problem(warning);
    if tally.admit(
        &problem.rule,
        problem.kind,
        problem.severity,
        problem.position.offset,
    ) {
        problems.push(problem);
    }
}

fn reader_problem(warning: &Warning) -> Problem {
    let kind = serde_json::to_value(&warning.kind)
        .ok()
        .and_then(|v| v.get("kind").and_then(|k| k.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "warning".to_owned());
    Problem {
        rule: format!("reader-{}", kind.replace('_', "-")),
        kind: ProblemKind::Reader,
        severity: reader_severity(&warning.kind),
        w3c: reader_w3c(&warning.kind),
        message: warning.kind.to_string(),
        detail: None,
        path: None,
        field: None,
        position: warning.position,
    }
}

/// How much a repair matters: a document that is not well-formed XML, or
/// whose bytes are not text in its encoding, is an error (XML 1.0 section
/// 5.1: a conforming processor must not go on reading it as usual, and
/// most readers stop); the other repairs are warnings.
fn reader_severity(kind: &WarningKind) -> Severity {
    use crate::encoding::EncodingEvent;
    // The repairs of what is not well-formed are those the W3C validator
    // stops at (`SAXError`, see `reader_w3c`).
    let not_well_formed = reader_w3c(kind).contains(&"SAXError");
    let not_text = matches!(
        kind,
        WarningKind::Encoding(EncodingEvent::InvalidBytes { .. })
    );
    if not_well_formed || not_text {
        Severity::Error
    } else {
        Severity::Warning
    }
}

/// The W3C validator's messages for what the reader repaired: it stops at
/// the first XML error (SAXError) where the reader recovers, and names
/// each kind of bad character.
fn reader_w3c(kind: &WarningKind) -> &'static [&'static str] {
    use crate::encoding::EncodingEvent;
    match kind {
        WarningKind::MismatchedEndTag { .. }
        | WarningKind::UnmatchedEndTag { .. }
        | WarningKind::Truncated { .. }
        | WarningKind::MalformedXml { .. }
        | WarningKind::TrailingContent
        | WarningKind::UndeclaredPrefix { .. }
        | WarningKind::BareAmpersand
        | WarningKind::ForbiddenCharacters { .. }
        | WarningKind::InvalidCharRef { .. } => &["SAXError"],
        WarningKind::DeclarationNotFirst => &["WPBlankLine", "SAXError"],
        WarningKind::HtmlEntity { .. } | WarningKind::UnknownEntity { .. } => {
            &["SAXError", "UndefinedNamedEntity"]
        }
        WarningKind::DoubleEncodedUtf8 | WarningKind::Windows1252Controls { .. } => {
            &["BadCharacters"]
        }
        WarningKind::Encoding(
            EncodingEvent::InvalidBytes { .. } | EncodingEvent::Conflict { .. },
        ) => &["UnicodeError", "EncodingMismatch"],
        WarningKind::Encoding(EncodingEvent::UnknownLabel { .. }) => {
            &["UnknownEncoding", "ObscureEncoding"]
        }
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(severities: &[Severity]) -> Report {
        let problem = |severity| Problem {
            rule: "round-trip".into(),
            kind: ProblemKind::RoundTrip,
            severity,
            w3c: &[],
            message: "m".into(),
            detail: None,
            path: None,
            field: None,
            position: crate::warning::Position::default(),
        };
        Report {
            format: None,
            items: 0,
            problems: severities.iter().copied().map(problem).collect(),
            omitted: Vec::new(),
        }
    }

    #[test]
    fn only_info_passes() {
        assert!(report(&[]).passes());
        assert!(report(&[Severity::Info, Severity::Info]).passes());
        assert!(!report(&[Severity::Info, Severity::Warning]).passes());
        assert!(!report(&[Severity::Error]).passes());
        assert!(!report(&[Severity::Info]).is_clean());
    }
}
