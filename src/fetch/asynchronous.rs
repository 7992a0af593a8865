//! [`Fetcher`]: the async client, for fetching many feeds at once.

use super::error::FetchError;
use super::exchange::{header_pairs, location, parse_body, Final, Hops, Outcome, Step, Validators};
use super::options::{default_headers, CallerHeaders, FetchOptions};
use super::resolver::PolicyResolver;

/// Fetches feeds concurrently (on tokio, which reqwest runs on). Build one
/// and share it: it keeps connections alive between fetches.
///
/// ```no_run
/// # async fn run() -> Result<(), feedwright::fetch::FetchError> {
/// use feedwright::fetch::{FetchOptions, Fetcher, Validators};
/// let fetcher = Fetcher::new(FetchOptions::default())?;
/// let outcome = fetcher.fetch("https://example.org/feed.xml", &Validators::default()).await?;
/// println!("{}", outcome.response().status);
/// # Ok(()) }
/// ```
#[derive(Debug, Clone)]
pub struct Fetcher {
    client: reqwest::Client,
    options: FetchOptions,
    headers: CallerHeaders,
}

impl Fetcher {
    /// A fetcher configured by `options`.
    pub fn new(options: FetchOptions) -> Result<Self, FetchError> {
        let mut builder = reqwest::Client::builder()
            .user_agent(options.user_agent.clone())
            .connect_timeout(options.connect_timeout)
            .default_headers(default_headers())
            // Redirects are followed by hand, to check and report each.
            .redirect(reqwest::redirect::Policy::none());
        if !options.network.is_any() {
            // Through a proxy the resolver would judge the proxy's address,
            // not the feed's: a policy that holds means a direct connection.
            builder = builder
                .dns_resolver(std::sync::Arc::new(PolicyResolver::new(&options.network)))
                .no_proxy();
        }
        let client = builder.build().map_err(|err| FetchError::Setup {
            message: err.to_string(),
        })?;
        let headers = CallerHeaders::new(&options)?;
        Ok(Fetcher {
            client,
            options,
            headers,
        })
    }

    /// Fetches `url`, sending `validators` as a conditional GET, and reads
    /// the body, when there is one, as a feed.
    pub async fn fetch(&self, url: &str, validators: &Validators) -> Result<Outcome, FetchError> {
        let mut hops = Hops::new(url, &self.options)?;
        let mut response = loop {
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
                .await
                .map_err(|err| FetchError::from_transport(&hops.url, &err))?;
            let location = location(response.headers());
            match hops.step(response.status().as_u16(), location)? {
                Step::Follow => continue,
                Step::Done => break response,
            }
        };
        let status = response.status().as_u16();
        let headers = header_pairs(response.headers());
        let meta = match hops.finish(status, headers, validators)? {
            Final::NotModified(response) => return Ok(Outcome::NotModified { response }),
            Final::Gone(response) => return Ok(Outcome::Gone { response }),
            Final::Body(meta) => meta,
        };
        let limit = self.options.max_body_bytes;
        let mut body = Vec::new();
        while let Some(chunk) = response
            .chunk()
            .await
            .map_err(|err| FetchError::from_transport(&meta.url, &err))?
        {
            if body.len() as u64 + chunk.len() as u64 > limit {
                return Err(FetchError::TooLarge {
                    url: meta.url,
                    limit,
                });
            }
            body.extend_from_slice(&chunk);
        }
        parse_body(&body, meta, &self.options.read)
    }
}
