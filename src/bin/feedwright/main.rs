//! The `feedwright` command: parse, convert or check feeds (files,
//! directories, URLs, standard input), one or many in a run. A thin layer
//! over the public API.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use feedwright::{Channel, ReadOptions, Target, Warning, WriteOptions};

mod batch;
mod check_output;
mod discover;
mod failure;
mod input;
mod opml;
mod rules_table;
mod sarif;
mod stats;
mod subscriptions;

use batch::{source, BatchArgs, Done, How};
use check_output::Shape;
use failure::{Failure, FailureKind, Status};
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
    /// differences, each with line:column and a severity. Exits 0 when no
    /// finding fails the run (see --fail-on), 1 when one does or when a
    /// document is not a feed, 2 on a usage or I/O error.
    Check {
        /// How to print the report (with --rules: text, `json` or `markdown`).
        #[arg(long, value_enum, default_value_t = CheckFormat::Human)]
        format: CheckFormat,
        /// Human output: every finding on its own line, not grouped by rule.
        #[arg(long)]
        all: bool,
        /// Exit 1 when a finding of this severity or worse is found.
        #[arg(long, value_enum, default_value_t = FailOn::Error, value_name = "SEVERITY")]
        fail_on: FailOn,
        /// Print the rules and the element tables the checker applies, and
        /// check nothing.
        #[arg(long, conflicts_with = "all")]
        rules: bool,
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
    #[command(flatten)]
    Subscriptions(subscriptions::Command),
}

#[derive(Clone, Copy, ValueEnum)]
enum StatsFormat {
    /// A readable table.
    Human,
    /// The figures as one JSON object.
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum CheckFormat {
    /// Each rule once, with its count and its first positions, errors
    /// first; a summary line and the rules to fix first at the end
    /// (`--all`: one line per finding, `FILE:LINE:COL: severity rule: text`).
    Human,
    /// The report as JSON, for tools.
    Json,
    /// GitHub Actions workflow commands (`::error file=...`), so a feed can be
    /// linted in CI with its problems shown on the lines that have them: the
    /// first few of each rule, and a notice of how many more.
    Github,
    /// One SARIF 2.1.0 log for the whole run, for code-scanning tools.
    Sarif,
    /// With --rules: the tables as Markdown (RULES.md).
    Markdown,
}

/// The least severity of finding that fails a `check` run.
#[derive(Clone, Copy, ValueEnum)]
enum FailOn {
    /// Only errors: what a specification says must not be.
    Error,
    /// Warnings too: what it says should not be, and every reader repair.
    Warning,
    /// Any finding at all.
    Info,
}

impl FailOn {
    fn severity(self) -> feedwright::check::Severity {
        match self {
            FailOn::Error => feedwright::check::Severity::Error,
            FailOn::Warning => feedwright::check::Severity::Warning,
            FailOn::Info => feedwright::check::Severity::Info,
        }
    }
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
    if let Command::Check {
        rules: true,
        format,
        files,
        ..
    } = &cli.command
    {
        return print_rules(*format, files);
    }
    let (files, batch) = match &cli.command {
        Command::Parse { files, batch, .. }
        | Command::Convert { files, batch, .. }
        | Command::Check { files, batch, .. }
        | Command::Stats { files, batch, .. } => (files, batch),
        Command::Subscriptions(command) => return subscriptions::run(command),
    };
    let inputs = match batch::expand(files, batch) {
        Ok(inputs) => inputs,
        Err(err) => return usage(&err),
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
            let json = !matches!(format, OutputFormat::Summary);
            if batch.jsonl && !json {
                return usage("--jsonl prints JSON: give --format json or --format feedparser");
            }
            let how = How {
                json,
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
            if batch.jsonl {
                return usage("--jsonl prints JSON; convert prints feeds");
            }
            let mut options = WriteOptions::new(target);
            options.pretty = !compact;
            batch::run(&inputs, batch, |file| convert(file, http, &options))
        }
        Command::Check {
            format,
            all,
            fail_on,
            http,
            batch,
            ..
        } => {
            let fail_on = fail_on.severity();
            let json = matches!(format, CheckFormat::Json);
            if batch.jsonl && !json {
                return usage("--jsonl prints JSON: give --format json");
            }
            let how = How {
                json,
                jsonl: batch.jsonl,
                many,
            };
            let shape = match format {
                CheckFormat::Human if *all => Shape::All,
                CheckFormat::Human => Shape::Grouped,
                CheckFormat::Json => Shape::Json,
                CheckFormat::Github => Shape::Github,
                CheckFormat::Sarif => return print_sarif(&inputs, http, batch, fail_on),
                CheckFormat::Markdown => {
                    return usage("--format markdown prints the tables of --rules")
                }
            };
            batch::run(&inputs, batch, |file| {
                let checked = check_output::check(file, http);
                check_output::render(file, &checked, shape, how, fail_on)
            })
        }
        Command::Stats {
            format,
            http,
            batch,
            ..
        } => stats::run(&inputs, http, batch, matches!(format, StatsFormat::Json)),
        Command::Subscriptions(command) => subscriptions::run(command),
    }
}

/// A usage error: the message on stderr, exit status 2.
fn usage(message: &str) -> ExitCode {
    eprintln!("feedwright: {message}");
    Status::Unusable.exit_code()
}

fn convert(file: &Path, http: &HttpArgs, options: &WriteOptions) -> Done {
    let how = How {
        json: false,
        jsonl: false,
        many: false,
    };
    let (channel, _, _, mut err) = match read_feed(file, http, ReadOptions::default(), how) {
        Ok(Some(read)) => read,
        Ok(None) => {
            return Done {
                err: format!("{}: not modified\n", source(file)),
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
            Done {
                out,
                err,
                status: Status::Ok,
            }
        }
        Err(error) => how.failure(
            file,
            &Failure::new(FailureKind::Write, format!("cannot write: {error}")),
        ),
    }
}

/// `check --rules`: the tables, with no input to check.
fn print_rules(format: CheckFormat, files: &[PathBuf]) -> ExitCode {
    if !files.is_empty() {
        return usage("--rules prints the tables and checks no input");
    }
    let format = match format {
        CheckFormat::Human => rules_table::TableFormat::Text,
        CheckFormat::Json => rules_table::TableFormat::Json,
        CheckFormat::Markdown => rules_table::TableFormat::Markdown,
        CheckFormat::Github | CheckFormat::Sarif => {
            return usage("--rules prints text, json or markdown")
        }
    };
    let mut out = Vec::new();
    let _ = rules_table::write(&mut out, format);
    if write_stdout(&out) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `check --format sarif`: every input checked, then one log for them all.
fn print_sarif(
    inputs: &[PathBuf],
    http: &HttpArgs,
    batch: &BatchArgs,
    fail_on: feedwright::check::Severity,
) -> ExitCode {
    let checked = batch::collect(inputs, batch, |file| check_output::check(file, http));
    for one in &checked {
        if let check_output::Outcome::Failed(failure) = &one.outcome {
            eprint!("{}", failure.line(&one.name));
        }
    }
    let mut out = serde_json::to_vec_pretty(&sarif::log(&checked)).unwrap_or_default();
    out.push(b'\n');
    let worst = checked
        .iter()
        .map(|one| one.status(fail_on))
        .max()
        .unwrap_or_default();
    if write_stdout(&out) {
        worst.exit_code()
    } else {
        Status::Failed.exit_code()
    }
}

/// Writes `out` to stdout; whether that worked (a closed pipe, `| head`,
/// is no failure).
fn write_stdout(out: &[u8]) -> bool {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(out).and_then(|()| stdout.flush()) {
        Err(err) if err.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("feedwright: cannot write output: {err}");
            false
        }
        _ => true,
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
            let gone = Failure::new(FailureKind::Gone, format!("{}: gone (410)", response.url));
            return Err(how.failure(file, &gone));
        }
        Err(failure) => return Err(how.failure(file, &failure)),
    };
    let feedwright::Parsed {
        channel,
        mut warnings,
    } = match feedwright::parse_with(&input, &options) {
        Ok(parsed) => parsed,
        Err(err) => {
            let failure = Failure::reading(&source(file), err, response.as_ref(), input.len());
            return Err(how.failure(file, &failure));
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
                out: how.json(
                    file,
                    with_schema(
                        feedwright::view::feedparser::not_modified(&response),
                        FEEDPARSER_SCHEMA,
                    ),
                ),
                err: "not modified\n".to_owned(),
                status: Status::Ok,
            };
        }
    }
    let (channel, warnings, response, err) = match read_feed(file, http, options.clone(), how) {
        Ok(Some(read)) => read,
        Ok(None) => {
            return Done {
                err: "not modified\n".to_owned(),
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
        OutputFormat::Json => {
            let value = serde_json::to_value(&channel).unwrap_or_default();
            how.json(file, with_schema(value, PARSE_SCHEMA))
        }
        OutputFormat::Feedparser => {
            let mut value = feedwright::view::feedparser::to_value(&channel, &warnings);
            if let (Some(response), Some(object)) = (&response, value.as_object_mut()) {
                object.extend(feedwright::view::feedparser::http_keys(response));
            }
            how.json(file, with_schema(value, FEEDPARSER_SCHEMA))
        }
    };
    Done {
        out,
        err,
        status: Status::Ok,
    }
}

/// The version of `parse --format json`'s shape (docs/schemas/parse.json).
const PARSE_SCHEMA: &str = "feedwright/parse/1";
/// The version of `parse --format feedparser`'s shape (docs/schemas/feedparser.json).
const FEEDPARSER_SCHEMA: &str = "feedwright/feedparser/1";

/// `value` with its shape's version as the member `schema`, so a consumer
/// can tell which shape it reads.
pub(crate) fn with_schema(mut value: serde_json::Value, schema: &str) -> serde_json::Value {
    if let Some(object) = value.as_object_mut() {
        object.insert("schema".into(), schema.into());
    }
    value
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
