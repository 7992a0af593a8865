//! `feedwright opml list FILE...`: every subscription of OPML documents,
//! one per line (tab-separated: feed URL, title, folder path) or one JSON
//! object per line; and the feed URLs of an OPML document as inputs for the
//! batch commands (`parse --opml FILE`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use feedwright::opml::Opml;
use feedwright::ReadOptions;

use crate::failure::{Failure, FailureKind, Status};
use crate::input::{load, HttpArgs, Loaded};
use crate::write_stdout;

/// The version of the shape of each line of `opml list --format json`
/// (docs/schemas/opml-subscription.json).
const SUBSCRIPTION_SCHEMA: &str = "feedwright/opml-subscription/1";

/// `feedwright opml ...`.
#[derive(clap::Args)]
pub(crate) struct OpmlArgs {
    #[command(subcommand)]
    command: OpmlCommand,
}

#[derive(clap::Subcommand)]
enum OpmlCommand {
    /// List every subscription (every outline with an `xmlUrl`, at any
    /// depth) with its folder path; the reader's repairs go to stderr.
    /// Exits 0 when every document was read, 1 when one was not OPML,
    /// 2 on a usage or I/O error.
    List {
        /// `text`: `URL<TAB>title<TAB>folder/path` per line; `json`: one
        /// JSON object per subscription per line.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
        /// The OPML documents: files, http(s) URLs, `-` for standard input.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        http: HttpArgs,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ListFormat {
    /// Tab-separated lines.
    Text,
    /// JSON Lines.
    Json,
}

pub(crate) fn run(args: &OpmlArgs) -> ExitCode {
    let OpmlCommand::List {
        format,
        files,
        http,
    } = &args.command;
    let mut status = Status::Ok;
    for file in files {
        let source = file.display().to_string();
        let mut out = Vec::new();
        match read_opml(file, http) {
            Ok((opml, warnings)) => {
                for warning in &warnings {
                    eprintln!("warning: {source}:{warning}");
                }
                for subscription in opml.subscriptions() {
                    let outline = subscription.outline;
                    let url = outline.xml_url.as_deref().unwrap_or_default();
                    let folders = subscription.folders.join("/");
                    match format {
                        ListFormat::Text => {
                            let title = outline.label().unwrap_or_default();
                            let line = format!(
                                "{}\t{}\t{}\n",
                                one_line(url),
                                one_line(title),
                                one_line(&folders)
                            );
                            out.extend_from_slice(line.as_bytes());
                        }
                        ListFormat::Json => out.extend(json_line(&serde_json::json!({
                            "schema": SUBSCRIPTION_SCHEMA,
                            "source": source,
                            "xml_url": url,
                            "text": outline.text,
                            "title": outline.title,
                            "html_url": outline.html_url,
                            "type": outline.kind,
                            "folders": subscription.folders,
                        }))),
                    }
                }
            }
            Err(failure) => {
                eprint!("{}", failure.line(&source));
                if *format == ListFormat::Json {
                    out.extend(json_line(&failure.to_json(&source)));
                }
                status = status.max(failure.status());
            }
        }
        if !write_stdout(&out) {
            return Status::Failed.exit_code();
        }
    }
    status.exit_code()
}

/// `value` as one line of JSON.
fn json_line(value: &serde_json::Value) -> Vec<u8> {
    let mut line = serde_json::to_vec(value).unwrap_or_default();
    line.push(b'\n');
    line
}

/// A field with its tabs and line breaks made spaces, so that each
/// subscription stays one line of three fields.
fn one_line(field: &str) -> String {
    field.replace(['\t', '\n', '\r'], " ")
}

/// Reads `file` as OPML: the document and its warnings, or why not.
fn read_opml(file: &Path, http: &HttpArgs) -> Result<(Opml, Vec<feedwright::Warning>), Failure> {
    let source = file.display().to_string();
    let (bytes, options, response) = match load(file, http, ReadOptions::default()) {
        Ok(Loaded::Document {
            bytes,
            options,
            response,
            ..
        }) => (bytes, options, response),
        Ok(Loaded::NotModified(response)) => {
            let message = format!("{}: not modified (HTTP 304): no document", response.url);
            return Err(Failure::new(FailureKind::Fetch, message));
        }
        Ok(Loaded::Gone(response)) => {
            let message = format!("{}: gone (410)", response.url);
            return Err(Failure::new(FailureKind::Gone, message));
        }
        Err(failure) => return Err(failure),
    };
    match feedwright::opml::parse_with(&bytes, &options) {
        Ok(parsed) => Ok((parsed.opml, parsed.warnings)),
        Err(err) => Err(Failure::reading(
            &source,
            err,
            response.as_deref(),
            bytes.len(),
        )),
    }
}

/// The feed URLs of the OPML documents `files`, in document order, each
/// once: the inputs `--opml` adds to a batch command. Only http(s) URLs:
/// anything else is skipped with a message.
pub(crate) fn subscription_inputs(files: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut inputs: Vec<PathBuf> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for file in files {
        let (opml, _) = read_opml(file, &HttpArgs::default())
            .map_err(|f| format!("--opml {}: {}", file.display(), f.message))?;
        for subscription in opml.subscriptions() {
            let url = subscription
                .outline
                .xml_url
                .as_deref()
                .unwrap_or_default()
                .trim();
            // A list may come from anywhere: what it names is fetched, never
            // read from this machine (`xmlUrl="/etc/passwd"`).
            let remote = url::Url::parse(url).is_ok_and(|u| matches!(u.scheme(), "http" | "https"));
            if !remote {
                eprintln!(
                    "feedwright: {}: `{url}` is not an http(s) URL: skipped",
                    file.display()
                );
                continue;
            }
            if seen.insert(url.to_owned()) {
                inputs.push(PathBuf::from(url));
            }
        }
    }
    Ok(inputs)
}
