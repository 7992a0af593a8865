//! The report on a channel built in code: `validate_channel` (in the
//! module root) writes it as the writer would publish it and checks the
//! written document as `validate` checks any other; this module names each
//! finding's model field (see `fields.rs`), so that a publisher learns what
//! to set in the model rather than what is wrong on line 7 of a document
//! they never wrote, and adds what the writer could not hold.

use super::fields::field_of;
use super::report::{Problem, ProblemKind, Report};
use super::rules::Severity;
use crate::model::Channel;
use crate::options::Target;
use crate::warning::Position;
use crate::write::Loss;

/// The rule id of a field the written format could not hold.
pub const WRITE_LOSS: &str = "write-loss";

/// What [`validate_channel`](super::validate_channel) found: the document the channel was written
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

/// The report on a channel written as `target`: the writer's round-trip
/// differences left out (see [`validate_channel`](super::validate_channel)),
/// each finding named by its model field, and the losses first.
pub(crate) fn channel_report(
    channel: &Channel,
    target: Target,
    document: Vec<u8>,
    losses: Vec<Loss>,
    mut report: Report,
) -> ChannelReport {
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
    ChannelReport {
        target,
        document,
        report,
    }
}
