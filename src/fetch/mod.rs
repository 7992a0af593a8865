//! Fetching feeds over HTTP (feature `http`): conditional GET, redirects
//! followed one by one with each reported, a cap on the response size after
//! decompression, timeouts, and the transport's charset and final URL handed
//! to the reader.
//!
//! [`Fetcher`] is async, for aggregators that fetch many feeds at once;
//! [`BlockingFetcher`] is the same for scripts and the command line. Both are
//! configured once with [`FetchOptions`] and reused, so connections are.
//!
//! A service that fetches URLs others give sets [`FetchOptions::network`]
//! to [`NetworkPolicy::public_only`], so that no URL, however its address is
//! written, and no redirect takes it into its own network; the credentials
//! among [`FetchOptions::headers`] never follow a redirect to
//! another origin.
//!
//! A poller stores the [`Validators`] each fetch returns and sends them back
//! the next time; the server then answers 304 when nothing changed:
//!
//! ```no_run
//! use feedwright::fetch::{BlockingFetcher, FetchOptions, Outcome, Validators};
//!
//! let fetcher = BlockingFetcher::new(FetchOptions::default())?;
//! let mut stored = Validators::default();
//! match fetcher.fetch("https://example.org/feed.xml", &stored)? {
//!     Outcome::Feed { response, parsed } => {
//!         println!("{} items", parsed.channel.items.len());
//!         if response.moved_permanently {
//!             println!("the feed moved to {}", response.url); // update the subscription
//!         }
//!         stored = response.validators; // send these next time
//!     }
//!     Outcome::NotModified { .. } => println!("nothing new"),
//!     Outcome::Gone { .. } => println!("the feed is gone: unsubscribe"),
//!     _ => {} // outcomes a later version may add
//! }
//! # Ok::<(), feedwright::fetch::FetchError>(())
//! ```

mod asynchronous;
mod blocking;
mod error;
mod exchange;
mod options;
mod policy;
mod resolver;

pub use self::asynchronous::Fetcher;
pub use self::blocking::{BlockingFetcher, Capped, RawOutcome, StreamOutcome};
pub use self::error::FetchError;
pub use self::exchange::{content_type_charset, Outcome, Redirect, Response, Validators};
pub use self::options::{FetchOptions, DEFAULT_USER_AGENT};
pub use self::policy::{is_public, IpRange, IpRangeError, NetworkPolicy};
