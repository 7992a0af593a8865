//! What `feedwright check` prints for one input: grouped by rule for a
//! person (`human`), every finding on its own line (`--all`), workflow
//! commands for GitHub Actions (`github`), or the report as JSON. SARIF,
//! one log for the whole run, is `sarif.rs`'s.

use std::io::{self, Write};
use std::path::Path;

use feedwright::check::{Problem, ProblemKind, Report, Severity};
use feedwright::ReadOptions;

use crate::batch::{source, Done, How};
use crate::failure::{Failure, FailureKind, Status};
use crate::input::{load, HttpArgs, Loaded};

/// How many findings of a rule the grouped outputs show before "and N more".
pub(crate) const SHOWN_PER_RULE: usize = 3;

/// How many error rules the "fix first" hint names.
const FIX_FIRST: usize = 3;

/// What checking one input gave.
pub(crate) enum Outcome {
    /// The document is a feed: the report.
    Report(Report),
    /// The input could not be read or fetched, or is no feed: why.
    Failed(Failure),
    /// The server said 304: nothing to check.
    NotModified,
}

/// One input, named as given, and what checking it gave.
pub(crate) struct Checked {
    pub(crate) name: String,
    pub(crate) outcome: Outcome,
}

impl Checked {
    /// How the run ends for this input: a feed fails it with a finding of
    /// `fail_on` severity or worse; an input that gave no report, by its
    /// failure's kind.
    pub(crate) fn status(&self, fail_on: Severity) -> Status {
        match &self.outcome {
            Outcome::Report(report) => report_status(report, fail_on),
            Outcome::NotModified => Status::Ok,
            Outcome::Failed(failure) => failure.status(),
        }
    }
}

/// Reads (or fetches) `file` and checks it.
pub(crate) fn check(file: &Path, http: &HttpArgs) -> Checked {
    let name = source(file);
    let outcome = match load(file, http, ReadOptions::default()) {
        Ok(Loaded::Document {
            bytes,
            options,
            response,
            ..
        }) => match checked(&bytes, &options, response.as_deref()) {
            Ok(report) => Outcome::Report(report),
            Err(err) => Outcome::Failed(Failure::reading(
                &name,
                err,
                response.as_deref(),
                bytes.len(),
            )),
        },
        Ok(Loaded::NotModified(_)) => Outcome::NotModified,
        Ok(Loaded::Gone(response)) => Outcome::Failed(Failure::new(
            FailureKind::Gone,
            format!("{}: gone (410)", response.url),
        )),
        Err(failure) => Outcome::Failed(failure),
    };
    Checked { name, outcome }
}

/// The report on a document: with the response's rules too when it was
/// fetched (a file or standard input has no response to check).
fn checked(
    bytes: &[u8],
    options: &ReadOptions,
    response: Option<&feedwright::fetch::Response>,
) -> feedwright::Result<Report> {
    match response {
        Some(response) => {
            let response = feedwright::check::HttpResponse::from(response);
            feedwright::check::validate_response(&response, bytes, options)
        }
        None => feedwright::check::validate_with(bytes, options),
    }
}

/// The shapes of the per-input outputs.
#[derive(Clone, Copy)]
pub(crate) enum Shape {
    /// Grouped by rule, a few positions each.
    Grouped,
    /// Every finding on its own line.
    All,
    /// GitHub Actions workflow commands.
    Github,
    /// The report as JSON.
    Json,
}

/// How the run ends for a report: failed by a finding of `fail_on`
/// severity or worse.
fn report_status(report: &Report, fail_on: Severity) -> Status {
    let fails = [Severity::Error, Severity::Warning, Severity::Info]
        .into_iter()
        .filter(|severity| *severity >= fail_on)
        .any(|severity| report.count_severity(severity) > 0);
    if fails {
        Status::Failed
    } else {
        Status::Ok
    }
}

/// The version of `check --format json`'s shape (docs/schemas/check.json).
pub(crate) const CHECK_SCHEMA: &str = "feedwright/check/1";

/// What `checked` prints, in `shape`; the run fails on findings of
/// `fail_on` severity or worse.
pub(crate) fn render(
    file: &Path,
    checked: &Checked,
    shape: Shape,
    how: How,
    fail_on: Severity,
) -> Done {
    let name = &checked.name;
    let report = match &checked.outcome {
        Outcome::Report(report) => report,
        Outcome::NotModified => {
            return Done {
                err: format!("{name}: not modified\n"),
                ..Done::default()
            }
        }
        Outcome::Failed(failure) => return render_failure(file, name, failure, shape, how),
    };
    let mut out = Vec::new();
    let _ = match shape {
        Shape::Grouped => write_grouped(&mut out, name, report),
        Shape::All => write_all(&mut out, name, report),
        Shape::Github => write_github(&mut out, name, report),
        Shape::Json => {
            out = how.json(
                file,
                serde_json::json!({
                    "schema": CHECK_SCHEMA,
                    "source": name,
                    "clean": report.is_clean(),
                    "format": report.format,
                    "items": report.items,
                    "problems": report.problems,
                    // Of each rule only the first are listed; these say how many more.
                    "omitted": report.omitted,
                }),
            );
            Ok(())
        }
    };
    Done {
        out,
        err: String::new(),
        status: report_status(report, fail_on),
    }
}

/// An input that gave no report: the error object in JSON, a line (or a
/// workflow command) otherwise.
fn render_failure(file: &Path, name: &str, failure: &Failure, shape: Shape, how: How) -> Done {
    let mut out = Vec::new();
    let err = match shape {
        Shape::Json => return how.failure(file, failure),
        Shape::Grouped | Shape::All => failure.line(name),
        Shape::Github => {
            let at = failure
                .position
                .filter(|at| at.line > 0)
                .map_or(String::new(), |at| {
                    format!(",line={},col={}", at.line, at.column)
                });
            let _ = writeln!(
                out,
                "::error file={}{at}::{}",
                github_property(name),
                github_data(&failure.message)
            );
            failure.line(name)
        }
    };
    Done {
        out,
        err,
        status: failure.status(),
    }
}

/// The findings of one rule in a report: how many in all, and those listed.
pub(crate) struct Group<'r> {
    pub(crate) rule: &'r str,
    pub(crate) severity: Severity,
    pub(crate) listed: Vec<&'r Problem>,
    /// Listed and omitted together.
    pub(crate) count: usize,
}

/// The report's findings by rule: errors first, then warnings, then info;
/// within a severity the rule found most often first, and of rules found
/// as often, the one found first in the document. Most often first because
/// that is where one fix (a template, a plugin setting) clears the most
/// lines.
pub(crate) fn groups(report: &Report) -> Vec<Group<'_>> {
    let mut groups: Vec<Group<'_>> = Vec::new();
    // `problems` is in document order, so each group's first is the first in the document.
    for problem in &report.problems {
        match groups.iter_mut().find(|g| g.rule == problem.rule) {
            Some(group) => {
                group.listed.push(problem);
                group.count += 1;
            }
            None => groups.push(Group {
                rule: &problem.rule,
                severity: problem.severity,
                listed: vec![problem],
                count: 1,
            }),
        }
    }
    for omitted in &report.omitted {
        if let Some(group) = groups.iter_mut().find(|g| g.rule == omitted.rule) {
            group.count += omitted.count;
        }
    }
    // A stable sort keeps document order among equals.
    groups.sort_by(|a, b| {
        b.severity
            .cmp(&a.severity)
            .then_with(|| b.count.cmp(&a.count))
    });
    groups
}

fn severity_word(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        _ => "info",
    }
}

/// What one finding adds to its rule's message: what was found, or where
/// (its path) when nothing more was said.
fn finding_detail(problem: &Problem, header: &str) -> String {
    match (&problem.detail, &problem.path) {
        (Some(detail), _) if problem.message == header => detail.clone(),
        (Some(detail), _) => format!("{}: {detail}", problem.message),
        // A reader repair says what it found in its message.
        (None, _) if problem.message != header => problem.message.clone(),
        (None, Some(path)) => path.clone(),
        (None, None) => String::new(),
    }
}

/// Each rule once: its severity, id, message and count, then the first
/// [`SHOWN_PER_RULE`] positions with what was found there, and how many
/// more; then the summary line and, when there are errors, the rules to fix
/// first.
fn write_grouped(out: &mut impl Write, name: &str, report: &Report) -> io::Result<()> {
    let groups = groups(report);
    for group in &groups {
        let header = &group.listed[0].message;
        let times = match group.count {
            1 => "once".to_owned(),
            n => format!("{n} times"),
        };
        writeln!(
            out,
            "{name}: {} {}: {header} ({times})",
            severity_word(group.severity),
            group.rule,
        )?;
        for problem in group.listed.iter().take(SHOWN_PER_RULE) {
            let detail = finding_detail(problem, header);
            let at = problem.position.to_string();
            if detail.is_empty() {
                writeln!(out, "  {at}")?;
            } else {
                writeln!(out, "  {at:<9} {detail}")?;
            }
        }
        if group.count > SHOWN_PER_RULE {
            writeln!(out, "  and {} more", group.count - SHOWN_PER_RULE)?;
        }
    }
    write_summary(out, name, report)?;
    let first: Vec<String> = groups
        .iter()
        .filter(|g| g.severity == Severity::Error)
        .take(FIX_FIRST)
        .map(|g| format!("{} ({})", g.rule, g.count))
        .collect();
    if !first.is_empty() {
        writeln!(out, "{name}: fix first: {}", first.join(", "))?;
    }
    Ok(())
}

/// Every finding on a line of its own, `FILE:LINE:COL: severity rule: text:
/// detail`: errors first, then warnings, then info, document order within
/// each; then the summary line.
fn write_all(out: &mut impl Write, name: &str, report: &Report) -> io::Result<()> {
    for severity in [Severity::Error, Severity::Warning, Severity::Info] {
        for problem in report.problems.iter().filter(|p| p.severity == severity) {
            writeln!(out, "{name}:{problem}")?;
        }
        for omitted in report.omitted.iter().filter(|o| o.severity == severity) {
            let rule = &omitted.rule;
            writeln!(out, "{name}: {rule}: {} more not shown", omitted.count)?;
        }
    }
    write_summary(out, name, report)
}

/// `clean (...)`, or the counts by severity and by check.
fn write_summary(out: &mut impl Write, name: &str, report: &Report) -> io::Result<()> {
    let format = report.format.map_or("unknown", |f| f.code());
    if report.is_clean() {
        return writeln!(out, "{name}: clean ({format}, {} items)", report.items);
    }
    let count = |severity| report.count_severity(severity);
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    // Only a fetched feed has transport findings; a file's line stays as it was.
    let transport = match report.count(ProblemKind::Transport) {
        0 => String::new(),
        n => format!(", {n} transport"),
    };
    writeln!(
        out,
        "{name}: {}, {}, {} info ({format}, {} items): {} reader, {} spec, {} round trip{transport}",
        plural(count(Severity::Error), "error"),
        plural(count(Severity::Warning), "warning"),
        count(Severity::Info),
        report.items,
        report.count(ProblemKind::Reader),
        report.count(ProblemKind::Spec),
        report.count(ProblemKind::RoundTrip),
    )
}

/// Workflow commands, grouped as the human output is: an annotation
/// (`::error`, `::warning`, `::notice`) for each of the first
/// [`SHOWN_PER_RULE`] findings of a rule, on its line, with the rule as the
/// title; then one notice per rule saying how many more there are.
fn write_github(out: &mut impl Write, name: &str, report: &Report) -> io::Result<()> {
    let file = github_property(name);
    for group in groups(report) {
        for problem in group.listed.iter().take(SHOWN_PER_RULE) {
            let command = match problem.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                _ => "notice",
            };
            let mut at = String::new();
            if problem.position.line > 0 {
                at = format!(
                    ",line={},col={}",
                    problem.position.line, problem.position.column
                );
            }
            let mut message = problem.message.clone();
            if let Some(detail) = &problem.detail {
                message = format!("{message}: {detail}");
            }
            writeln!(
                out,
                "::{command} file={file}{at},title={}::{}",
                github_property(&problem.rule),
                github_data(&message)
            )?;
        }
        if group.count > SHOWN_PER_RULE {
            writeln!(
                out,
                "::notice file={file},title={}::and {} more of this rule ({} in all): run feedwright check --all for every one",
                github_property(group.rule),
                group.count - SHOWN_PER_RULE,
                group.count,
            )?;
        }
    }
    Ok(())
}

/// A workflow command's message, escaped as the runner reads it.
fn github_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A workflow command's property value: the message escapes, and `:` and `,`.
fn github_property(text: &str) -> String {
    github_data(text).replace(':', "%3A").replace(',', "%2C")
}
