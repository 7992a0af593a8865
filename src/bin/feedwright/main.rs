//! The `feedwright` command: parse, convert or check feeds (files,
//! directories, URLs, standard input), one or many in a run. A thin layer
//! over the public API.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use feedwright::{Channel, ReadOptions, Target, Warning, WriteOptions};

mod batch;
mod input;
mod stats;

use batch::{error_line, BatchArgs, Done};
use input::{load, HttpArgs, Loaded};

#[derive(Parser)]
#[command(
    name = "feedwright",
    version,
    about = "Read RSS and Atom feeds, leniently"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse feeds and print them; warnings go to stderr.
    Parse {
        /// How to print the result.
        #[arg(long, value_enum, default_value_t = OutputFormat::Summary)]
        format: OutputFormat,
        /// The charset the transport declared (e.g. from HTTP Content-Type).
        #[arg(long, value_name = "LABEL")]
        charset: Option<String>,
        /// The URL the feed came from, to resolve relative links.
        #[arg(long, value_name = "URL")]
        base: Option<url::Url>,
        /// Treat the first warning as an error.
        #[arg(long)]
        strict: bool,
        /// The feeds: files, directories (walked), http(s) URLs, `-` for
        /// standard input.
        files: Vec<PathBuf>,
        #[command(flatten)]
        http: HttpArgs,
        #[command(flatten)]
        batch: BatchArgs,
    },
    /// Convert feeds to another format: each feed on stdout; what the target
    /// cannot hold, and the reader's warnings, on stderr.
    Convert {
        /// The format to write.
        #[arg(long, value_enum)]
        to: ConvertTarget,
        /// Write without indentation.
        #[arg(long)]
        compact: bool,
        /// The feeds: files, directories (walked), http(s) URLs, `-` for
        /// standard input.
        files: Vec<PathBuf>,
        #[command(flatten)]
        http: HttpArgs,
        #[command(flatten)]
        batch: BatchArgs,
    },
    /// Validate feeds: reader repairs, specification rules and round-trip
    /// differences, each with line:column and a severity. Exits 0 when
    /// nothing worse than `info` was found, 1 on an error or a warning or
    /// when a document is not a feed, 2 on a usage error.
    Check {
        /// How to print the report.
        #[arg(long, value_enum, default_value_t = CheckFormat::Human)]
        format: CheckFormat,
        /// The feeds: files, directories (walked), http(s) URLs, `-` for
        /// standard input.
        files: Vec<PathBuf>,
        #[command(flatten)]
        http: HttpArgs,
        #[command(flatten)]
        batch: BatchArgs,
    },
    /// What a crawl holds: formats and versions, encodings, items, the
    /// warnings raised most, and the inputs that are no feed.
    Stats {
        /// How to print the figures.
        #[arg(long, value_enum, default_value_t = StatsFormat::Human)]
        format: StatsFormat,
        /// The feeds: files, directories (walked), http(s) URLs, `-`.
        files: Vec<PathBuf>,
        #[command(flatten)]
        http: HttpArgs,
        #[command(flatten)]
        batch: BatchArgs,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum StatsFormat {
    /// A readable table.
    Human,
    /// The figures as one JSON object.
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum CheckFormat {
    /// One line per problem, `FILE:LINE:COL: severity rule: text`, errors
    /// first, then warnings, then info; a summary line at the end.
    Human,
    /// The report as JSON, for tools.
    Json,
    /// GitHub Actions workflow commands (`::error file=...`), so a feed can be
    /// linted in CI with its problems shown on the lines that have them.
    Github,
}

#[derive(Clone, Copy, ValueEnum)]
enum ConvertTarget {
    /// RSS 2.0.
    Rss,
    /// Atom 1.0.
    Atom,
    /// RSS 1.0 (RDF).
    Rss1,
    /// JSON Feed 1.1.
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum OutputFormat {
    /// A readable overview.
    Summary,
    /// The model, as JSON.
    Json,
    /// The feedparser-compatible view, as JSON.
    Feedparser,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (files, batch) = match &cli.command {
        Command::Parse { files, batch, .. }
        | Command::Convert { files, batch, .. }
        | Command::Check { files, batch, .. }
        | Command::Stats { files, batch, .. } => (files, batch),
    };
    let inputs = match batch::expand(files, batch) {
        Ok(inputs) => inputs,
        Err(err) => {
            eprintln!("feedwright: {err}");
            return ExitCode::from(2);
        }
    };
    let many = inputs.len() > 1;
    match &cli.command {
        Command::Parse {
            format,
            charset,
            base,
            strict,
            http,
            batch,
            ..
        } => {
            let mut options = ReadOptions::default();
            options.charset = charset.clone();
            options.base_url = base.clone();
            options.strict = *strict;
            // feedparser sanitizes HTML and resolves its URLs by default; its view does too.
            if matches!(format, OutputFormat::Feedparser) {
                options.sanitize_html = true;
                options.resolve_html_urls = true;
            }
            let how = How {
                jsonl: batch.jsonl,
                many,
            };
            batch::run(&inputs, batch, |file| {
                parse(file, http, *format, &options, how)
            })
        }
        Command::Convert {
            to,
            compact,
            http,
            batch,
            ..
        } => {
            let target = match to {
                ConvertTarget::Rss => Target::Rss,
                ConvertTarget::Atom => Target::Atom,
                ConvertTarget::Rss1 => Target::Rss1,
                ConvertTarget::Json => Target::JsonFeed,
            };
            let mut options = WriteOptions::new(target);
            options.pretty = !compact;
            batch::run(&inputs, batch, |file| convert(file, http, &options))
        }
        Command::Check {
            format,
            http,
            batch,
            ..
        } => {
            let how = How {
                jsonl: batch.jsonl,
                many,
            };
            batch::run(&inputs, batch, |file| check(file, http, *format, how))
        }
        Command::Stats {
            format,
            http,
            batch,
            ..
        } => stats::run(&inputs, http, batch, matches!(format, StatsFormat::Json)),
    }
}

/// How a result is printed: as one JSON line with its source, and whether
/// the run has more than one input.
#[derive(Clone, Copy)]
struct How {
    jsonl: bool,
    many: bool,
}

impl How {
    /// `value` as the output of `file`: one compact line with its `source`
    /// (JSON Lines), or pretty JSON.
    fn json(self, file: &Path, mut value: serde_json::Value) -> Vec<u8> {
        let mut out = Vec::new();
        if self.jsonl {
            if let Some(object) = value.as_object_mut() {
                object.insert("source".into(), serde_json::Value::from(source(file)));
            }
            let _ = serde_json::to_writer(&mut out, &value);
        } else {
            let _ = serde_json::to_writer_pretty(&mut out, &value);
        }
        out.push(b'\n');
        out
    }

    /// The output for an input that produced nothing: its line, in JSON Lines.
    fn failure(self, file: &Path, message: &str, position: Option<feedwright::Position>) -> Done {
        Done {
            out: if self.jsonl {
                error_line(&source(file), message, position)
            } else {
                Vec::new()
            },
            err: format!("feedwright: {message}\n"),
            ok: false,
        }
    }
}

/// How an input is named in the output.
fn source(file: &std::path::Path) -> String {
    file.display().to_string()
}

fn check(file: &Path, http: &HttpArgs, format: CheckFormat, how: How) -> Done {
    let (input, options, response) = match load(file, http, ReadOptions::default()) {
        Ok(Loaded::Document {
            bytes,
            options,
            response,
            ..
        }) => (bytes, *options, response),
        Ok(Loaded::NotModified(_)) => {
            return Done {
                err: format!("{}: not modified\n", source(file)),
                ok: true,
                ..Done::default()
            }
        }
        Ok(Loaded::Gone(response)) => {
            return how.failure(file, &format!("{}: gone (410)", response.url), None)
        }
        Err(err) => return how.failure(file, &err, None),
    };
    let name = source(file);
    let result = feedwright::check::validate_with(&input, &options)
        .map_err(|err| ReadError::new(err, response.as_deref(), input.len()));
    let mut out = Vec::new();
    let _ = match (&result, format) {
        (Ok(report), CheckFormat::Human) => write_check_human(&mut out, &name, report),
        (Err(err), CheckFormat::Human) => writeln!(out, "{name}: {}", err.text),
        (Ok(report), CheckFormat::Github) => write_check_github(&mut out, &name, report),
        (Err(err), CheckFormat::Github) => {
            let at = err.line_column.map_or(String::new(), |(line, col)| {
                format!(",line={line},col={col}")
            });
            let message = github_data(&err.text);
            writeln!(
                out,
                "::error file={}{at}::{message}",
                github_property(&name)
            )
        }
        (Ok(report), CheckFormat::Json) => {
            out = how.json(
                file,
                serde_json::json!({
                    "file": name,
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
        (Err(err), CheckFormat::Json) => {
            out = how.json(
                file,
                serde_json::json!({
                    "file": name,
                    "clean": false,
                    "error": err.text,
                    "position": err.position,
                }),
            );
            Ok(())
        }
    };
    Done {
        out,
        err: String::new(),
        ok: result.is_ok_and(|report| report.passes()),
    }
}

fn write_check_human(
    out: &mut impl Write,
    name: &str,
    report: &feedwright::check::Report,
) -> io::Result<()> {
    use feedwright::check::{ProblemKind, Severity};
    // Errors first, then warnings, then info; document order within each.
    for severity in [Severity::Error, Severity::Warning, Severity::Info] {
        for problem in report.problems.iter().filter(|p| p.severity == severity) {
            writeln!(out, "{name}:{problem}")?;
        }
        for omitted in report.omitted.iter().filter(|o| o.severity == severity) {
            let rule = &omitted.rule;
            writeln!(out, "{name}: {rule}: {} more not shown", omitted.count)?;
        }
    }
    let format = report.format.map_or("unknown", |f| f.code());
    if report.is_clean() {
        return writeln!(out, "{name}: clean ({format}, {} items)", report.items);
    }
    let count = |severity| report.count_severity(severity);
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    writeln!(
        out,
        "{name}: {}, {}, {} info ({format}, {} items): {} reader, {} spec, {} round trip",
        plural(count(Severity::Error), "error"),
        plural(count(Severity::Warning), "warning"),
        count(Severity::Info),
        report.items,
        report.count(ProblemKind::Reader),
        report.count(ProblemKind::Spec),
        report.count(ProblemKind::RoundTrip),
    )
}

/// One workflow command per problem: `::error`, `::warning` or `::notice`,
/// with the file, line and column, and the rule as the title.
fn write_check_github(
    out: &mut impl Write,
    name: &str,
    report: &feedwright::check::Report,
) -> io::Result<()> {
    use feedwright::check::Severity;
    for problem in &report.problems {
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
            "::{command} file={}{at},title={}::{}",
            github_property(name),
            github_property(&problem.rule),
            github_data(&message)
        )?;
    }
    for omitted in &report.omitted {
        writeln!(
            out,
            "::notice file={},title={}::{} more problems of this rule not shown",
            github_property(name),
            github_property(&omitted.rule),
            omitted.count
        )?;
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

fn convert(file: &Path, http: &HttpArgs, options: &WriteOptions) -> Done {
    let how = How {
        jsonl: false,
        many: false,
    };
    let (channel, _, _, mut err) = match read_feed(file, http, ReadOptions::default(), how) {
        Ok(Some(read)) => read,
        Ok(None) => {
            return Done {
                err: format!("{}: not modified\n", source(file)),
                ok: true,
                ..Done::default()
            }
        }
        Err(done) => return done,
    };
    let mut out = Vec::new();
    match channel.write_with_losses(&mut out, options) {
        Ok((_, losses)) => {
            for loss in &losses {
                err.push_str(&format!("lost: {loss}\n"));
            }
            Done { out, err, ok: true }
        }
        Err(error) => how.failure(
            file,
            &format!("cannot write {}: {error}", source(file)),
            None,
        ),
    }
}

/// The reader's error as shown, with its position. A fetched body that is
/// no feed at all is described (its type and size), not quoted: the
/// reader's own message quotes the start of the text, and a server's body
/// is not to be repeated to whoever gave the URL.
struct ReadError {
    text: String,
    line_column: Option<(u32, u32)>,
    position: feedwright::Position,
}

impl ReadError {
    fn new(
        err: feedwright::Error,
        response: Option<&feedwright::fetch::Response>,
        size: usize,
    ) -> Self {
        let (line_column, position) = (err.line_column(), err.position());
        let text = match response {
            Some(response) => {
                match feedwright::fetch::FetchError::reading(response, size as u64, err) {
                    feedwright::fetch::FetchError::Feed { error, .. } => error.to_string(),
                    // The fetch's message names the URL first; the command line does too.
                    described => {
                        let text = described.to_string();
                        let url = format!("{}: ", described.url());
                        text.strip_prefix(&url).unwrap_or(&text).to_owned()
                    }
                }
            }
            None => err.to_string(),
        };
        ReadError {
            text,
            line_column,
            position,
        }
    }
}

/// A feed read from `file` (or fetched): the channel, the reader's warnings,
/// the response when fetched, and the warnings' text for stderr; `None`
/// when the server said 304.
type ReadFeed = (
    Channel,
    Vec<Warning>,
    Option<feedwright::fetch::Response>,
    String,
);

fn read_feed(
    file: &Path,
    http: &HttpArgs,
    options: ReadOptions,
    how: How,
) -> Result<Option<ReadFeed>, Done> {
    let (input, options, response, transport) = match load(file, http, options) {
        Ok(Loaded::Document {
            bytes,
            options,
            response,
            warning,
        }) => (bytes, *options, response.map(|r| *r), warning),
        Ok(Loaded::NotModified(_)) => return Ok(None),
        Ok(Loaded::Gone(response)) => {
            return Err(how.failure(file, &format!("{}: gone (410)", response.url), None))
        }
        Err(err) => return Err(how.failure(file, &err, None)),
    };
    let feedwright::Parsed {
        channel,
        mut warnings,
    } = match feedwright::parse_with(&input, &options) {
        Ok(parsed) => parsed,
        Err(err) => {
            let err = ReadError::new(err, response.as_ref(), input.len());
            let message = format!("{}: {}", source(file), err.text);
            return Err(how.failure(file, &message, Some(err.position)));
        }
    };
    if let Some(warning) = transport {
        warnings.insert(0, warning);
    }
    let mut err = String::new();
    for warning in &warnings {
        err.push_str(&format!("warning: {}:{warning}\n", file.display()));
    }
    Ok(Some((channel, warnings, response, err)))
}

fn parse(
    file: &Path,
    http: &HttpArgs,
    format: OutputFormat,
    options: &ReadOptions,
    how: How,
) -> Done {
    // feedparser gives a result for a 304 too: no feed, and the response.
    if matches!(format, OutputFormat::Feedparser) && input::is_url(file) {
        if let Ok(Loaded::NotModified(response)) = load(file, http, options.clone()) {
            return Done {
                out: how.json(file, feedwright::view::feedparser::not_modified(&response)),
                err: "not modified\n".to_owned(),
                ok: true,
            };
        }
    }
    let (channel, warnings, response, err) = match read_feed(file, http, options.clone(), how) {
        Ok(Some(read)) => read,
        Ok(None) => {
            return Done {
                err: "not modified\n".to_owned(),
                ok: true,
                ..Done::default()
            }
        }
        Err(done) => return done,
    };
    let out = match format {
        OutputFormat::Summary => {
            let mut out = Vec::new();
            if how.many {
                let _ = writeln!(out, "source:   {}", source(file));
            }
            let _ = write_summary(&mut out, &channel, &warnings);
            if how.many {
                out.push(b'\n');
            }
            out
        }
        OutputFormat::Json => how.json(file, serde_json::to_value(&channel).unwrap_or_default()),
        OutputFormat::Feedparser => {
            let mut value = feedwright::view::feedparser::to_value(&channel, &warnings);
            if let (Some(response), Some(object)) = (&response, value.as_object_mut()) {
                object.extend(feedwright::view::feedparser::http_keys(response));
            }
            how.json(file, value)
        }
    };
    Done { out, err, ok: true }
}

fn write_summary(mut out: impl Write, channel: &Channel, warnings: &[Warning]) -> io::Result<()> {
    let format = channel.format.map_or("unknown", |f| f.code());
    writeln!(out, "format:   {format}")?;
    writeln!(
        out,
        "encoding: {}",
        channel.encoding.as_deref().unwrap_or("-")
    )?;
    writeln!(out, "title:    {}", channel.title_text().unwrap_or("-"))?;
    if let Some(link) = channel.link() {
        writeln!(out, "link:     {link}")?;
    }
    writeln!(out, "items:    {}", channel.items.len())?;
    for item in &channel.items {
        let date = item.pub_date.as_ref().or(item.updated.as_ref());
        let date = match date {
            Some(ts) => match ts.value {
                Some(value) => value.format("%Y-%m-%d %H:%M %:z").to_string(),
                None => format!("({})", ts.raw),
            },
            None => "-".to_owned(),
        };
        writeln!(
            out,
            "  {date:<23} {}",
            item.title_text().unwrap_or("(untitled)")
        )?;
    }
    writeln!(out, "warnings: {}", warnings.len())?;
    for warning in warnings {
        writeln!(out, "  {warning}")?;
    }
    Ok(())
}
