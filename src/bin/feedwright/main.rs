//! The `feedwright` command: parse a feed and print it as a summary, as the
//! model's JSON, or as the feedparser-compatible view. A thin layer over the
//! public API.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use feedwright::{Channel, ReadOptions, Target, Warning, WriteOptions};

mod input;

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
    /// Parse a feed and print it; warnings go to stderr.
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
        /// The feed: a file, `-` for standard input, or an http(s) URL.
        file: PathBuf,
        #[command(flatten)]
        http: HttpArgs,
    },
    /// Convert a feed to another format: the feed on stdout; what the target
    /// cannot hold, and the reader's warnings, on stderr.
    Convert {
        /// The format to write.
        #[arg(long, value_enum)]
        to: ConvertTarget,
        /// Write without indentation.
        #[arg(long)]
        compact: bool,
        /// The feed: a file, `-` for standard input, or an http(s) URL.
        file: PathBuf,
        #[command(flatten)]
        http: HttpArgs,
    },
    /// Validate a feed: reader repairs, specification rules and round-trip
    /// differences, each with line:column and a severity. Exits 0 when
    /// nothing worse than `info` was found, 1 on an error or a warning or
    /// when the document is not a feed, 2 on a usage error.
    Check {
        /// How to print the report.
        #[arg(long, value_enum, default_value_t = CheckFormat::Human)]
        format: CheckFormat,
        /// The feed: a file, `-` for standard input, or an http(s) URL.
        file: PathBuf,
        #[command(flatten)]
        http: HttpArgs,
    },
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
    match cli.command {
        Command::Parse {
            format,
            charset,
            base,
            strict,
            file,
            http,
        } => {
            let mut options = ReadOptions::default();
            options.charset = charset;
            options.base_url = base;
            options.strict = strict;
            // feedparser sanitizes HTML and resolves its URLs by default; its view does too.
            if matches!(format, OutputFormat::Feedparser) {
                options.sanitize_html = true;
                options.resolve_html_urls = true;
            }
            parse(&file, &http, format, options)
        }
        Command::Convert {
            to,
            compact,
            file,
            http,
        } => {
            let target = match to {
                ConvertTarget::Rss => Target::Rss,
                ConvertTarget::Atom => Target::Atom,
                ConvertTarget::Rss1 => Target::Rss1,
                ConvertTarget::Json => Target::JsonFeed,
            };
            let mut options = WriteOptions::new(target);
            options.pretty = !compact;
            convert(&file, &http, &options)
        }
        Command::Check { format, file, http } => check(&file, &http, format),
    }
}

fn check(file: &PathBuf, http: &HttpArgs, format: CheckFormat) -> ExitCode {
    let (input, options) = match load(file, http, ReadOptions::default()) {
        Ok(Loaded::Document { bytes, options, .. }) => (bytes, *options),
        Ok(Loaded::NotModified(_)) => {
            eprintln!("not modified");
            return ExitCode::SUCCESS;
        }
        Ok(Loaded::Gone(response)) => {
            eprintln!("feedwright: {}: gone (410)", response.url);
            return ExitCode::from(1);
        }
        Err(err) => {
            eprintln!("feedwright: {err}");
            return ExitCode::from(2);
        }
    };
    let name = file.display().to_string();
    let result = feedwright::check::validate_with(&input, &options);
    let mut stdout = io::stdout().lock();
    let written = match (&result, format) {
        (Ok(report), CheckFormat::Human) => write_check_human(&mut stdout, &name, report),
        (Err(err), CheckFormat::Human) => writeln!(stdout, "{name}: {err}"),
        (Ok(report), CheckFormat::Github) => write_check_github(&mut stdout, &name, report),
        (Err(err), CheckFormat::Github) => {
            let at = err.line_column().map_or(String::new(), |(line, col)| {
                format!(",line={line},col={col}")
            });
            let message = github_data(&err.to_string());
            writeln!(
                stdout,
                "::error file={}{at}::{message}",
                github_property(&name)
            )
        }
        (Ok(report), CheckFormat::Json) => write_json(
            &mut stdout,
            &serde_json::json!({
                "file": name,
                "clean": report.is_clean(),
                "format": report.format,
                "items": report.items,
                "problems": report.problems,
            }),
        ),
        (Err(err), CheckFormat::Json) => write_json(
            &mut stdout,
            &serde_json::json!({
                "file": name,
                "clean": false,
                "error": err.to_string(),
                "position": err.position(),
            }),
        ),
    };
    if let Err(err) = written {
        if err.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("feedwright: cannot write output: {err}");
        }
    }
    match result {
        Ok(report) if report.passes() => ExitCode::SUCCESS,
        _ => ExitCode::from(1),
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
    }
    let format = report.format.map_or("unknown", |f| f.code());
    if report.is_clean() {
        return writeln!(out, "{name}: clean ({format}, {} items)", report.items);
    }
    let count = |severity| {
        report
            .problems
            .iter()
            .filter(|p| p.severity == severity)
            .count()
    };
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

fn convert(file: &PathBuf, http: &HttpArgs, options: &WriteOptions) -> ExitCode {
    let (channel, _, _) = match read_feed(file, http, ReadOptions::default()) {
        Ok(Some(read)) => read,
        Ok(None) => return ExitCode::SUCCESS,
        Err(code) => return code,
    };
    let mut stderr = io::stderr().lock();
    let written = channel.write_with_losses(io::stdout().lock(), options);
    match written {
        Ok((_, losses)) => {
            for loss in &losses {
                let _ = writeln!(stderr, "lost: {loss}");
            }
            ExitCode::SUCCESS
        }
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("feedwright: cannot write output: {err}");
            ExitCode::from(1)
        }
    }
}

fn is_broken_pipe(err: &feedwright::Error) -> bool {
    matches!(err.kind(), feedwright::ErrorKind::Io(e) if e.kind() == io::ErrorKind::BrokenPipe)
}

/// Reads and parses `file`, printing its warnings to stderr; on failure,
/// prints why and gives the exit code.
/// A feed read from `file` (or fetched): the channel, the reader's warnings,
/// and the response when fetched; `None` when the server said 304 (said on
/// stderr).
type ReadFeed = (Channel, Vec<Warning>, Option<feedwright::fetch::Response>);

fn read_feed(
    file: &PathBuf,
    http: &HttpArgs,
    options: ReadOptions,
) -> Result<Option<ReadFeed>, ExitCode> {
    let (input, options, response, transport) = match load(file, http, options) {
        Ok(Loaded::Document {
            bytes,
            options,
            response,
            warning,
        }) => (bytes, *options, response.map(|r| *r), warning),
        Ok(Loaded::NotModified(_)) => {
            eprintln!("not modified");
            return Ok(None);
        }
        Ok(Loaded::Gone(response)) => {
            eprintln!("feedwright: {}: gone (410)", response.url);
            return Err(ExitCode::from(1));
        }
        Err(err) => {
            eprintln!("feedwright: {err}");
            return Err(ExitCode::from(1));
        }
    };
    let feedwright::Parsed {
        channel,
        mut warnings,
    } = match feedwright::parse_with(&input, &options) {
        Ok(parsed) => parsed,
        Err(err) => {
            eprintln!("feedwright: {}: {err}", file.display());
            return Err(ExitCode::from(1));
        }
    };
    if let Some(warning) = transport {
        warnings.insert(0, warning);
    }
    let mut stderr = io::stderr().lock();
    for warning in &warnings {
        let _ = writeln!(stderr, "warning: {}:{warning}", file.display());
    }
    Ok(Some((channel, warnings, response)))
}

fn parse(file: &PathBuf, http: &HttpArgs, format: OutputFormat, options: ReadOptions) -> ExitCode {
    // feedparser gives a result for a 304 too: no feed, and the response.
    if matches!(format, OutputFormat::Feedparser) && input::is_url(file) {
        if let Ok(Loaded::NotModified(response)) = load(file, http, options.clone()) {
            eprintln!("not modified");
            let value = input::feedparser_not_modified(&response);
            return finish_output(write_json(io::stdout().lock(), &value));
        }
    }
    let (channel, warnings, response) = match read_feed(file, http, options) {
        Ok(Some(read)) => read,
        Ok(None) => return ExitCode::SUCCESS,
        Err(code) => return code,
    };
    let stdout = io::stdout().lock();
    let written = match format {
        OutputFormat::Summary => write_summary(stdout, &channel, &warnings),
        OutputFormat::Json => write_json(stdout, &channel),
        OutputFormat::Feedparser => {
            let mut value = feedwright::view::feedparser::to_value(&channel, &warnings);
            if let (Some(response), Some(object)) = (&response, value.as_object_mut()) {
                object.extend(input::feedparser_keys(response));
            }
            write_json(stdout, &value)
        }
    };
    finish_output(written)
}

/// The exit status once the output is written.
fn finish_output(written: io::Result<()>) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`| head`) is the reader's choice, not a failure.
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("feedwright: cannot write output: {err}");
            ExitCode::from(1)
        }
    }
}

fn write_json(mut out: impl Write, value: &impl serde::Serialize) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut out, value)?;
    writeln!(out)
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
