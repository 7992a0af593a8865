//! What [`validate`](super::validate) reports: the problems found in one
//! document, each with its rule and position, and how many more of a rule
//! were found than are listed.

use serde::Serialize;

use super::rules::{Rule, Severity};
use crate::model::Format;
use crate::warning::Position;

/// What [`validate`](super::validate) found in one document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Report {
    /// The format the document was read as.
    pub format: Option<Format>,
    /// How many items it has.
    pub items: usize,
    /// Every problem, in document order: of each rule, the first
    /// [`MAX_PER_RULE`](super::MAX_PER_RULE).
    pub problems: Vec<Problem>,
    /// For each rule broken more often than that, how many more times.
    pub omitted: Vec<Omitted>,
}

impl Report {
    /// Whether nothing was found.
    pub fn is_clean(&self) -> bool {
        self.problems.is_empty()
    }

    /// Whether nothing worse than `info` was found: `feedwright check`
    /// exits 0 then.
    pub fn passes(&self) -> bool {
        self.problems.iter().all(|p| p.severity == Severity::Info)
    }

    /// How many problems of this kind were found, listed or not.
    pub fn count(&self, kind: ProblemKind) -> usize {
        let listed = self.problems.iter().filter(|p| p.kind == kind).count();
        let omitted: usize = self
            .omitted
            .iter()
            .filter(|o| o.kind == kind)
            .map(|o| o.count)
            .sum();
        listed + omitted
    }

    /// How many problems of this severity were found, listed or not.
    pub fn count_severity(&self, severity: Severity) -> usize {
        let listed = self
            .problems
            .iter()
            .filter(|p| p.severity == severity)
            .count();
        let omitted: usize = self
            .omitted
            .iter()
            .filter(|o| o.severity == severity)
            .map(|o| o.count)
            .sum();
        listed + omitted
    }
}

/// Problems of one rule found past the first [`MAX_PER_RULE`](super::MAX_PER_RULE): counted,
/// not listed.
///
/// ```
/// let mut doc = String::from(r#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
/// <channel><title>t</title><link>http://x/</link><description>d</description>
/// <atom:link rel="self" href="http://x/feed"/>"#);
/// for i in 0..150 {
///     doc.push_str(&format!("<item><guid>http://x/{i}</guid></item>"));
/// }
/// doc.push_str("</channel></rss>");
/// let report = feedwright::check::validate(doc.as_bytes())?;
/// assert_eq!(report.problems.len(), feedwright::check::MAX_PER_RULE);
/// assert_eq!(report.omitted[0].rule, "rss2-item-title-or-description");
/// assert_eq!(report.omitted[0].count, 50);
/// assert_eq!(report.count_severity(feedwright::check::Severity::Error), 150);
/// # Ok::<(), feedwright::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Omitted {
    /// The rule's id, as in [`Problem::rule`].
    pub rule: String,
    /// Which check found them.
    pub kind: ProblemKind,
    /// How much they matter.
    pub severity: Severity,
    /// How many were found besides those listed.
    pub count: usize,
}

/// One problem, with the rule it breaks and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Problem {
    /// The stable id: a [`rules`](super::rules) id (`rss2-channel-title`), `reader-<warning>`
    /// (`reader-html-entity`), `round-trip` or `round-trip-loss`.
    pub rule: String,
    /// Which check found it.
    pub kind: ProblemKind,
    /// How much it matters: a rule's own severity; `warning` for every
    /// repair the reader made; `info` for a round-trip difference.
    pub severity: Severity,
    /// The W3C Feed Validation Service messages naming the same problem
    /// (empty where it has none).
    pub w3c: &'static [&'static str],
    /// The rule's text, or the warning's message.
    pub message: String,
    /// What exactly was found (the offending value, the differing field).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The element it is at, as a path from the root:
    /// `rss/channel/item[3]/pubDate` (an index where siblings share a name).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// The model field it comes from (`items[2].pub_date`), for a channel
    /// checked with [`validate_channel`](super::validate_channel), where the
    /// element or rule names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// Where (line 0 when only the byte offset is known).
    pub position: Position,
}

impl Problem {
    /// A specification rule broken at `position`, with what was found.
    pub(crate) fn spec(rule: Rule, detail: Option<String>, position: Position) -> Problem {
        Problem {
            rule: rule.id.to_owned(),
            kind: ProblemKind::Spec,
            severity: rule.severity,
            w3c: rule.w3c,
            message: rule.text.to_owned(),
            detail,
            path: None,
            field: None,
            position,
        }
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let severity = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        };
        write!(
            f,
            "{}: {severity} {}: {}",
            self.position, self.rule, self.message
        )?;
        if let Some(detail) = &self.detail {
            write!(f, ": {detail}")?;
        }
        Ok(())
    }
}

/// Which check found a [`Problem`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ProblemKind {
    /// The reader repaired something (a [`Warning`](crate::Warning)).
    Reader,
    /// The document breaks a rule of its format's specification.
    Spec,
    /// Writing the feed back in its format and reading it again changes it.
    RoundTrip,
    /// The HTTP response the feed came in breaks a rule of HTTP or of the
    /// feed media types ([`validate_response`](super::validate_response) only).
    Transport,
    /// Writing a channel built in code loses a field its format cannot
    /// hold (see [`validate_channel`](super::validate_channel)).
    Write,
}
