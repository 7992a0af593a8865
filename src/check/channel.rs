//! Validation of a channel built in code: [`validate_channel`] writes it as
//! the writer would publish it, checks the written document as
//! [`validate`](super::validate) checks any other, and names each finding's
//! model field (see `fields.rs`), so that a publisher learns what to set in
//! the model rather than what is wrong on line 7 of a document they never wrote.

use super::fields::field_of;
use super::report::{Problem, ProblemKind, Report};
use super::rules::Severity;
use super::validate_with;
use crate::error::Result;
use crate::model::Channel;
use crate::options::{ReadOptions, Target, WriteOptions};
use crate::warning::Position;

/// The rule id of a field the written format could not hold.
pub const WRITE_LOSS: &str = "write-loss";

/// What [`validate_channel`] found: the document the channel was written
/// as, and the report on it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ChannelReport {
    /// The format the channel was written in.
    pub target: Target,
    /// The written document, which the findings' positions and element
    /// paths refer to (so that it can be shown with them).
    pub document: Vec<u8>,
    /// The findings, each with its model field in [`Problem::field`] where
    /// one is known: first what the format could not hold
    /// ([`ProblemKind::Write`], rule [`WRITE_LOSS`]), then the written
    /// document's findings in document order.
    pub report: Report,
}

/// Checks a channel as it would be published: written in its own format
/// ([`Target::for_format`] of [`Channel::format`], so RSS 2.0 when it has
/// none) and validated.
///
/// Besides [`validate`](super::validate)'s findings, the report lists what
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
    let mut report = validate_with(&document, &ReadOptions::default())?;
    let the_writers = |rule: &str, kind: ProblemKind| {
        kind == ProblemKind::RoundTrip && rule == super::round_trip::DIFFERENCE
    };
    report.problems.retain(|p| !the_writers(&p.rule, p.kind));
    report.omitted.retain(|o| !the_writers(&o.rule, o.kind));
    for problem in &mut report.problems {
        problem.field = field_of(channel, target, &problem.rule, problem.path.as_deref());
    }
    let lost = losses.into_iter().map(|loss| Problem {
        rule: WRITE_LOSS.to_owned(),
        kind: ProblemKind::Write,
        severity: Severity::Warning,
        w3c: &[],
        message: "the format the channel is written in cannot hold this field as it is".to_owned(),
        detail: Some(loss.reason),
        path: None,
        field: Some(loss.field),
        position: Position::default(),
    });
    report.problems.splice(0..0, lost);
    Ok(ChannelReport {
        target,
        document,
        report,
    })
}
