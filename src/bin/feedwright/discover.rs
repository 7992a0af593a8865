//! `feedwright discover URL|FILE`: the feeds of a web page. A URL is
//! fetched (a feed is itself; a page gives its declared feeds, or has its
//! feed-like links and the usual places tried); a file, or `-`, is read as
//! a page and its declared and feed-like links listed, resolved against
//! `--base`.

use std::path::PathBuf;
use std::process::ExitCode;

use feedwright::discover::{self, DiscoverOptions, FeedLink};
use feedwright::fetch::BlockingFetcher;
use feedwright::ReadOptions;

use crate::failure::{Failure, FailureKind, Status};
use crate::input::{is_url, load, HttpArgs, Loaded};
use crate::write_stdout;

/// The version of the shape of `discover --format json`
/// (docs/schemas/discover.json).
const DISCOVER_SCHEMA: &str = "feedwright/discover/1";

/// `feedwright discover ...`.
#[derive(clap::Args)]
pub(crate) struct DiscoverArgs {
    /// `text`: `URL<TAB>kind<TAB>source<TAB>title` per feed; `json`: one
    /// object with the page's URL, the feeds and every address tried.
    #[arg(long, value_enum, default_value_t = DiscoverFormat::Text)]
    format: DiscoverFormat,
    /// With a FILE: the page's own URL, against which its relative links
    /// are resolved.
    #[arg(long, value_name = "URL")]
    base: Option<url::Url>,
    /// With a URL: list what the page declares, and fetch nothing else
    /// (no feed-like links, no usual places).
    #[arg(long)]
    no_guess: bool,
    /// The page: an http(s) URL, a file, or `-` for standard input. Exits
    /// 0 when a feed was found, 1 when none was or the page could not be
    /// fetched, 2 on a usage or I/O error.
    input: PathBuf,
    #[command(flatten)]
    http: HttpArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum DiscoverFormat {
    /// Tab-separated lines.
    Text,
    /// One JSON object.
    Json,
}

pub(crate) fn run(args: &DiscoverArgs) -> ExitCode {
    let source = args.input.display().to_string();
    let found = if is_url(&args.input) {
        from_url(args, &source)
    } else {
        from_file(args, &source)
    };
    let (value, feeds) = match found {
        Ok(found) => found,
        Err(failure) => {
            eprint!("{}", failure.line(&source));
            if args.format == DiscoverFormat::Json {
                let mut out =
                    serde_json::to_vec_pretty(&failure.to_json(&source)).unwrap_or_default();
                out.push(b'\n');
                write_stdout(&out);
            }
            return failure.status().exit_code();
        }
    };
    let out = match args.format {
        DiscoverFormat::Json => {
            let mut out = serde_json::to_vec_pretty(&value).unwrap_or_default();
            out.push(b'\n');
            out
        }
        DiscoverFormat::Text => {
            let mut out = String::new();
            for feed in &feeds {
                let name = |v: serde_json::Value| v.as_str().unwrap_or_default().to_owned();
                out.push_str(&format!(
                    "{}\t{}\t{}\t{}\n",
                    feed.url,
                    name(serde_json::to_value(feed.kind).unwrap_or_default()),
                    name(serde_json::to_value(feed.source).unwrap_or_default()),
                    feed.title
                        .as_deref()
                        .unwrap_or_default()
                        .replace(['\t', '\n'], " "),
                ));
            }
            out.into_bytes()
        }
    };
    if !write_stdout(&out) {
        return Status::Failed.exit_code();
    }
    if feeds.is_empty() {
        eprintln!("feedwright: {source}: no feed found");
        Status::Failed.exit_code()
    } else {
        Status::Ok.exit_code()
    }
}

/// The page at a URL, fetched, and what was tried beyond it.
fn from_url(
    args: &DiscoverArgs,
    source: &str,
) -> Result<(serde_json::Value, Vec<FeedLink>), Failure> {
    let fetcher = BlockingFetcher::new(args.http.fetch_options())
        .map_err(|err| Failure::fetching(source, &err))?;
    let mut options = DiscoverOptions::default();
    if args.no_guess {
        options.try_anchors = false;
        options.guessed_paths.clear();
    }
    let found = discover::discover(&fetcher, source, &options)
        .map_err(|err| Failure::fetching(source, &err))?;
    for tried in &found.tried {
        let outcome = match &tried.error {
            None => "a feed".to_owned(),
            Some(error) => error.clone(),
        };
        eprintln!("tried {}: {outcome}", tried.url);
    }
    let value = serde_json::json!({
        "schema": DISCOVER_SCHEMA,
        "source": source,
        "url": found.url,
        "feeds": found.feeds,
        "tried": found.tried,
    });
    Ok((value, found.feeds))
}

/// A page read from a file or standard input.
fn from_file(
    args: &DiscoverArgs,
    source: &str,
) -> Result<(serde_json::Value, Vec<FeedLink>), Failure> {
    let bytes = match load(&args.input, &args.http, ReadOptions::default()) {
        Ok(Loaded::Document { bytes, .. }) => bytes,
        Ok(_) => return Err(Failure::new(FailureKind::Fetch, "no document")),
        Err(failure) => return Err(failure),
    };
    // In the charset its `<meta>` names, or UTF-8, or as browsers read Western pages.
    let html = discover::decode_page(&bytes, None);
    let feeds = discover::links_in_page(&html, args.base.as_ref());
    let value = serde_json::json!({
        "schema": DISCOVER_SCHEMA,
        "source": source,
        "url": args.base.as_ref().map(|u| u.as_str()),
        "feeds": feeds,
    });
    Ok((value, feeds))
}
