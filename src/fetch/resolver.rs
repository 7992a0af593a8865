//! The DNS resolver that holds a [`NetworkPolicy`]: names are resolved as
//! the system resolves them, and the addresses the policy refuses are
//! dropped before reqwest connects. A URL whose host is an address never
//! reaches a resolver (hyper connects to it directly), so those are checked
//! by [`check_url`], before each request.

use std::net::IpAddr;
use std::sync::Arc;

use super::error::{FetchError, Refused};
use super::policy::NetworkPolicy;

/// Resolves with the system's resolver (`getaddrinfo`, on a blocking
/// thread, as reqwest's own default does) and keeps the allowed addresses.
pub(super) struct PolicyResolver {
    policy: Arc<NetworkPolicy>,
}

impl PolicyResolver {
    pub(super) fn new(policy: &NetworkPolicy) -> Self {
        PolicyResolver {
            policy: Arc::new(policy.clone()),
        }
    }
}

impl reqwest::dns::Resolve for PolicyResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let policy = Arc::clone(&self.policy);
        let host = name.as_str().to_owned();
        Box::pin(resolve_allowed(policy, host))
    }
}

/// The addresses `host` resolves to that `policy` allows; the refusal of
/// the first when it allows none.
async fn resolve_allowed(
    policy: Arc<NetworkPolicy>,
    host: String,
) -> Result<reqwest::dns::Addrs, Box<dyn std::error::Error + Send + Sync>> {
    // Port 0: reqwest puts the URL's port in its place.
    let resolved: Vec<_> = tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
    let allowed: Vec<_> = resolved
        .iter()
        .copied()
        .filter(|address| policy.allows(address.ip()))
        .collect();
    match resolved.first() {
        Some(first) if allowed.is_empty() => Err(Box::new(Refused {
            host,
            address: first.ip(),
        })),
        _ => Ok(Box::new(allowed.into_iter())),
    }
}

/// Refuses `url` when its host is an address the policy does not allow;
/// a host name is left to the resolver.
pub(super) fn check_url(url: &url::Url, policy: &NetworkPolicy) -> Result<(), FetchError> {
    let address = match url.host() {
        Some(url::Host::Ipv4(v4)) => IpAddr::V4(v4),
        Some(url::Host::Ipv6(v6)) => IpAddr::V6(v6),
        Some(url::Host::Domain(_)) | None => return Ok(()),
    };
    if policy.allows(address) {
        return Ok(());
    }
    Err(FetchError::NotAllowed {
        url: url.clone(),
        address,
    })
}
