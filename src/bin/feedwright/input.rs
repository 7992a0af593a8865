//! Where a document comes from: a file, standard input, or (with the `http`
//! feature, which the command line has) a URL, fetched with a conditional
//! GET when validators are given.

use std::io::{self, Read};
use std::path::Path;

use feedwright::fetch::{
    BlockingFetcher, FetchOptions, NetworkPolicy, RawOutcome, Response, Validators,
};
use feedwright::{ReadOptions, Warning};

use crate::failure::{Failure, FailureKind};

/// The options of a fetch, for every command that reads a document.
#[derive(clap::Args, Clone, Debug, Default)]
pub(crate) struct HttpArgs {
    /// With a URL: the ETag stored from the last fetch, sent as If-None-Match.
    #[arg(long, value_name = "ETAG")]
    etag: Option<String>,
    /// With a URL: the Last-Modified date stored from the last fetch, sent as
    /// If-Modified-Since.
    #[arg(long, value_name = "DATE")]
    modified: Option<String>,
    /// With a URL: the User-Agent to send.
    #[arg(long, value_name = "AGENT")]
    user_agent: Option<String>,
    /// With a URL: the most seconds the whole fetch may take (default 30).
    #[arg(long, value_name = "SECONDS")]
    timeout: Option<u64>,
    /// With a URL: connect only to public addresses, refusing loopback,
    /// private, link-local (cloud metadata) and other internal ones, at the
    /// URL given and at every redirect, however the address is written. For
    /// a service that fetches URLs others give. System proxies are not used.
    #[arg(long)]
    public_only: bool,
}

impl HttpArgs {
    /// The fetch options these arguments set (validators aside, which go with each fetch).
    pub(crate) fn fetch_options(&self) -> FetchOptions {
        let mut fetch = FetchOptions::default();
        if let Some(agent) = &self.user_agent {
            fetch.user_agent = agent.clone();
        }
        if let Some(seconds) = self.timeout {
            fetch.timeout = std::time::Duration::from_secs(seconds);
        }
        if self.public_only {
            fetch.network = NetworkPolicy::public_only();
        }
        fetch
    }
}

/// A document, read or fetched.
pub(crate) enum Loaded {
    /// The bytes, the options to read them with (a response's charset and
    /// URL when fetched), and the response.
    Document {
        bytes: Vec<u8>,
        options: Box<ReadOptions>,
        response: Option<Box<Response>>,
        warning: Option<Warning>,
    },
    /// 304: the feed has not changed since the validators given.
    NotModified(Response),
    /// 410: the feed is gone.
    Gone(Response),
}

/// Whether `file` names a URL rather than a path.
pub(crate) fn is_url(file: &Path) -> bool {
    let text = file.to_string_lossy();
    text.split_once("://").is_some_and(|(scheme, _)| {
        !scheme.is_empty()
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    })
}

/// Reads `file` (a path, `-` for standard input, or a URL), with `options`.
pub(crate) fn load(file: &Path, http: &HttpArgs, options: ReadOptions) -> Result<Loaded, Failure> {
    if !is_url(file) {
        let bytes = read_file(file, options.max_input_bytes)?;
        return Ok(Loaded::Document {
            bytes,
            options: Box::new(options),
            response: None,
            warning: None,
        });
    }
    let mut fetch = http.fetch_options();
    // A charset or base given on the command line wins over the response's.
    let (charset, base) = (options.charset.clone(), options.base_url.clone());
    fetch.read = options;
    let url = file.to_string_lossy();
    let fetcher = BlockingFetcher::new(fetch).map_err(|err| Failure::fetching(&url, &err))?;
    let validators = Validators::new(http.etag.clone(), http.modified.clone());
    match fetcher
        .fetch_bytes(&url, &validators)
        .map_err(|err| Failure::fetching(&url, &err))?
    {
        RawOutcome::Body {
            response,
            body,
            options,
            warning,
        } => {
            let mut options = *options;
            if charset.is_some() {
                options.charset = charset;
            }
            if base.is_some() {
                options.base_url = base;
            }
            Ok(Loaded::Document {
                bytes: body,
                options: Box::new(options),
                response: Some(Box::new(response)),
                warning,
            })
        }
        RawOutcome::NotModified { response } => Ok(Loaded::NotModified(response)),
        RawOutcome::Gone { response } => Ok(Loaded::Gone(response)),
        _ => Err(Failure::new(FailureKind::Fetch, "no document")),
    }
}

/// The bytes of `file` (`-`: standard input), up to `limit`: a file the
/// file system says is larger is refused before any of it is read, and the
/// read stops one byte past the limit, for a file that grows meanwhile or
/// an input whose size is not known.
fn read_file(file: &Path, limit: u64) -> Result<Vec<u8>, Failure> {
    let cannot = |err: io::Error| Failure::new(FailureKind::Io, format!("cannot read: {err}"));
    let over = |size: String| {
        Failure::new(
            FailureKind::TooLarge,
            format!("{size}larger than the input limit of {limit} bytes"),
        )
    };
    let mut input = Vec::new();
    if file.as_os_str() == "-" {
        io::stdin()
            .lock()
            .take(limit.saturating_add(1))
            .read_to_end(&mut input)
            .map_err(cannot)?;
    } else {
        let opened = std::fs::File::open(file).map_err(cannot)?;
        let size = opened.metadata().map_err(cannot)?.len();
        if size > limit {
            return Err(over(format!("the file is {size} bytes, ")));
        }
        opened
            .take(limit.saturating_add(1))
            .read_to_end(&mut input)
            .map_err(cannot)?;
    }
    if input.len() as u64 > limit {
        return Err(over(String::new()));
    }
    Ok(input)
}
