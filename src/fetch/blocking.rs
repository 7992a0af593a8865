//! [`BlockingFetcher`]: the same as [`Fetcher`](super::Fetcher), for scripts
//! and the command line; and the fetch that streams the body into a
//! [`FeedReader`].

use std::io::{self, BufReader, Read};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use super::error::{BodyCut, FetchError};
use super::exchange::{
    header_pairs, location, parse_body, read_options, Final, Hops, Outcome, Response, Step,
    Validators,
};
use super::options::{default_headers, CallerHeaders, FetchOptions};
use super::resolver::PolicyResolver;
use crate::options::ReadOptions;
use crate::read::FeedReader;
use crate::warning::Warning;

/// Fetches one feed at a time, blocking. Not for use inside an async
/// runtime (reqwest's blocking client runs one of its own).
#[derive(Debug, Clone)]
pub struct BlockingFetcher {
    client: reqwest::blocking::Client,
    options: FetchOptions,
    headers: CallerHeaders,
}

/// What [`BlockingFetcher::fetch_bytes`] found.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum RawOutcome {
    /// A body, unread.
    Body {
        /// The response.
        response: Response,
        /// The body, decompressed.
        body: Vec<u8>,
        /// The fetcher's read options with the response's charset and URL.
        options: Box<ReadOptions>,
        /// The transport's warning, when its charset could not be taken at
        /// its word (`text/xml` without one).
        warning: Option<Warning>,
    },
    /// 304: not changed.
    NotModified {
        /// The response.
        response: Response,
    },
    /// 410: gone.
    Gone {
        /// The response.
        response: Response,
    },
}

/// What a streaming fetch found: the reader comes with the response, and
/// reads the body as it arrives.
#[non_exhaustive]
pub enum StreamOutcome {
    /// A feed, to read item by item.
    Feed {
        /// The response.
        response: Response,
        /// The reader over the body (its errors, past the size limit, say so).
        reader: Box<FeedReader<BufReader<Capped<reqwest::blocking::Response>>>>,
    },
    /// 304: not changed.
    NotModified {
        /// The response.
        response: Response,
    },
    /// 410: gone.
    Gone {
        /// The response.
        response: Response,
    },
}

impl BlockingFetcher {
    /// A fetcher configured by `options`.
    pub fn new(options: FetchOptions) -> Result<Self, FetchError> {
        let mut builder = reqwest::blocking::Client::builder()
            .user_agent(options.user_agent.clone())
            .connect_timeout(options.connect_timeout)
            .default_headers(default_headers())
            // Redirects are followed by hand, to check and report each.
            .redirect(reqwest::redirect::Policy::none());
        if !options.network.is_any() {
            // Through a proxy the resolver would judge the proxy's address,
            // not the feed's: a policy that holds means a direct connection.
            builder = builder
                .dns_resolver(Arc::new(PolicyResolver::new(&options.network)))
                .no_proxy();
        }
        let client = builder.build().map_err(|err| FetchError::Setup {
            message: err.to_string(),
        })?;
        let headers = CallerHeaders::new(&options)?;
        Ok(BlockingFetcher {
            client,
            options,
            headers,
        })
    }

    /// Fetches `url`, sending `validators` as a conditional GET, and reads
    /// the body, when there is one, as a feed.
    pub fn fetch(&self, url: &str, validators: &Validators) -> Result<Outcome, FetchError> {
        match self.fetch_bytes(url, validators)? {
            RawOutcome::NotModified { response } => Ok(Outcome::NotModified { response }),
            RawOutcome::Gone { response } => Ok(Outcome::Gone { response }),
            RawOutcome::Body { response, body, .. } => {
                parse_body(&body, response, &self.options.read)
            }
        }
    }

    /// Fetches `url` as [`fetch`](Self::fetch) does, but hands back the body
    /// unread, with the read options its response calls for (its charset and
    /// URL): to store the document, or to check it
    /// ([`check::validate_with`](crate::check::validate_with)).
    pub fn fetch_bytes(
        &self,
        url: &str,
        validators: &Validators,
    ) -> Result<RawOutcome, FetchError> {
        let (response, mut body) = match self.respond(url, validators)? {
            Responded::NotModified(response) => return Ok(RawOutcome::NotModified { response }),
            Responded::Gone(response) => return Ok(RawOutcome::Gone { response }),
            Responded::Body(meta, body) => (meta, body),
        };
        let limit = self.options.max_body_bytes;
        let mut bytes = Vec::new();
        let read = (&mut body).take(limit + 1).read_to_end(&mut bytes);
        read.map_err(|err| io_error(&response.url, &err))?;
        if bytes.len() as u64 > limit {
            return Err(FetchError::TooLarge {
                url: response.url,
                limit,
            });
        }
        let (options, warning) = read_options(
            &self.options.read,
            &response.url,
            response.header("content-type"),
        );
        Ok(RawOutcome::Body {
            response,
            body: bytes,
            options: Box::new(options),
            warning,
        })
    }

    /// Fetches `url` and hands back a [`FeedReader`] over the body as it
    /// arrives, for a feed too large to hold whole.
    pub fn fetch_reader(
        &self,
        url: &str,
        validators: &Validators,
    ) -> Result<StreamOutcome, FetchError> {
        let (response, body) = match self.respond(url, validators)? {
            Responded::NotModified(response) => return Ok(StreamOutcome::NotModified { response }),
            Responded::Gone(response) => return Ok(StreamOutcome::Gone { response }),
            Responded::Body(meta, body) => (meta, body),
        };
        let (options, _) = read_options(
            &self.options.read,
            &response.url,
            response.header("content-type"),
        );
        let taken = Arc::new(AtomicU64::new(0));
        let capped = Capped {
            inner: body,
            left: self.options.max_body_bytes,
            limit: self.options.max_body_bytes,
            timeout: self.options.timeout,
            taken: Arc::clone(&taken),
        };
        let reader =
            FeedReader::with_options(BufReader::new(capped), options).map_err(|error| {
                FetchError::reading(&response, taken.load(Ordering::Relaxed), error)
            })?;
        Ok(StreamOutcome::Feed {
            response,
            reader: Box::new(reader),
        })
    }

    /// Sends the request and follows redirects: a final response without a
    /// feed, or one with its body still to read.
    fn respond(&self, url: &str, validators: &Validators) -> Result<Responded, FetchError> {
        let mut hops = Hops::new(url, &self.options)?;
        let response = loop {
            let mut request = self
                .client
                .get(hops.url.clone())
                .timeout(hops.remaining()?)
                .headers(self.headers.for_request(hops.same_origin));
            for (name, value) in super::exchange::conditional_headers(validators) {
                request = request.header(name, value);
            }
            let response = request
                .send()
                .map_err(|err| FetchError::from_transport(&hops.url, &err))?;
            let location = location(response.headers());
            match hops.step(response.status().as_u16(), location)? {
                Step::Follow => continue,
                Step::Done => break response,
            }
        };
        let status = response.status().as_u16();
        let headers = header_pairs(response.headers());
        Ok(match hops.finish(status, headers, validators)? {
            Final::NotModified(meta) => Responded::NotModified(meta),
            Final::Gone(meta) => Responded::Gone(meta),
            Final::Body(meta) => Responded::Body(meta, response),
        })
    }
}

/// The final response of [`BlockingFetcher::respond`].
enum Responded {
    NotModified(Response),
    Gone(Response),
    Body(Response, reqwest::blocking::Response),
}

/// The body read error, typed: the transport's own error when it is one.
fn io_error(url: &url::Url, err: &io::Error) -> FetchError {
    if let Some(transport) = err
        .get_ref()
        .and_then(|e| e.downcast_ref::<reqwest::Error>())
    {
        return FetchError::from_transport(url, transport);
    }
    if err.kind() == io::ErrorKind::TimedOut {
        return FetchError::Timeout { url: url.clone() };
    }
    FetchError::Transport {
        url: url.clone(),
        message: err.to_string(),
    }
}

/// A body that stops with an error past its size limit, so that a streamed
/// read ends there as a whole read does. Its errors say what ended the read
/// (the size limit, the time limit), for the reader's
/// [`Error`](crate::Error) to carry as its source.
#[derive(Debug)]
pub struct Capped<R> {
    inner: R,
    left: u64,
    limit: u64,
    timeout: std::time::Duration,
    /// The bytes handed on so far, for an error that gives the size.
    taken: Arc<AtomicU64>,
}

impl<R: Read> Capped<R> {
    /// The inner read, its time-out said with the time it took.
    fn read_inner(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.inner.read(buf).map_err(|err| {
            let transport_timeout = err
                .get_ref()
                .and_then(|e| e.downcast_ref::<reqwest::Error>())
                .is_some_and(reqwest::Error::is_timeout);
            if err.kind() == io::ErrorKind::TimedOut || transport_timeout {
                let cut = BodyCut::TimedOut {
                    after: self.timeout,
                };
                io::Error::new(io::ErrorKind::TimedOut, cut)
            } else {
                err
            }
        })
    }
}

impl<R: Read> Read for Capped<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 {
            // One byte more tells a body that ends at the limit from one that goes on.
            let mut probe = [0u8; 1];
            return match self.read_inner(&mut probe)? {
                0 => Ok(0),
                _ => Err(io::Error::other(BodyCut::TooLarge { limit: self.limit })),
            };
        }
        let room = buf
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let n = self.read_inner(&mut buf[..room])?;
        self.left -= n as u64;
        self.taken.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}
