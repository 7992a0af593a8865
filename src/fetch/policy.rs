//! [`NetworkPolicy`]: which addresses a fetcher may connect to, and the
//! classifier of public addresses it rests on. Knows nothing of HTTP: the
//! resolver (`resolver.rs`) and the redirect steps (`exchange.rs`) ask it.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

/// Which addresses a fetcher may connect to
/// ([`FetchOptions::network`](super::FetchOptions::network)).
///
/// A server that fetches URLs its users give (an aggregator, a web reader)
/// should fetch with [`NetworkPolicy::public_only`], or a feed URL such as
/// `http://169.254.169.254/latest/meta-data/` or a redirect to
/// `http://localhost:8080/admin` makes it reach into its own network for
/// whoever asked (server-side request forgery).
///
/// The policy is checked on the addresses a host name resolves to, when the
/// connection is made, so every spelling of an address (`localhost`,
/// `2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`) and a name whose DNS answer
/// changes between two lookups are judged by where the connection would go.
/// URLs whose host is an address are checked before the request, and so is
/// each redirect's target. A refused fetch fails with
/// [`FetchError::NotAllowed`](super::FetchError::NotAllowed); nothing is sent.
///
/// ```
/// use feedwright::fetch::{BlockingFetcher, FetchError, FetchOptions, NetworkPolicy, Validators};
///
/// let mut options = FetchOptions::default();
/// options.network = NetworkPolicy::public_only();
/// let fetcher = BlockingFetcher::new(options)?;
/// let refused = fetcher.fetch("http://127.1:8080/feed.xml", &Validators::default());
/// assert!(matches!(refused, Err(FetchError::NotAllowed { .. })));
///
/// // One internal feed server allowed, the rest of the private network not.
/// let policy = NetworkPolicy::public_only_except(vec!["10.1.2.3".parse()?]);
/// assert!(policy.allows("10.1.2.3".parse()?));
/// assert!(!policy.allows("10.1.2.4".parse()?));
/// assert!(policy.allows("93.184.215.14".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum NetworkPolicy {
    /// Any address, as a browser on the same machine would. Default.
    #[default]
    Any,
    /// Public unicast addresses only (see [`is_public`]), and those in
    /// `allow`. With this policy the system's proxy settings are not used:
    /// through a proxy, the policy would judge the proxy's address instead of
    /// the feed's.
    PublicOnly {
        /// Ranges allowed although not public: an internal feed server, say.
        allow: Vec<IpRange>,
    },
}

impl NetworkPolicy {
    /// Public addresses only, with no exception.
    ///
    /// ```
    /// use feedwright::fetch::NetworkPolicy;
    /// let policy = NetworkPolicy::public_only();
    /// assert!(!policy.allows("192.168.1.1".parse()?));
    /// # Ok::<(), std::net::AddrParseError>(())
    /// ```
    pub fn public_only() -> Self {
        NetworkPolicy::PublicOnly { allow: Vec::new() }
    }

    /// Public addresses only, and those in `allow`.
    ///
    /// ```
    /// use feedwright::fetch::NetworkPolicy;
    /// let policy = NetworkPolicy::public_only_except(vec!["fd00:1::/32".parse()?]);
    /// assert!(policy.allows("fd00:1::5".parse()?));
    /// assert!(!policy.allows("fd00:2::5".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn public_only_except(allow: Vec<IpRange>) -> Self {
        NetworkPolicy::PublicOnly { allow }
    }

    /// Whether a connection to `address` is allowed.
    ///
    /// ```
    /// use feedwright::fetch::NetworkPolicy;
    /// let metadata = "169.254.169.254".parse()?;
    /// assert!(NetworkPolicy::Any.allows(metadata));
    /// assert!(!NetworkPolicy::public_only().allows(metadata));
    /// # Ok::<(), std::net::AddrParseError>(())
    /// ```
    pub fn allows(&self, address: IpAddr) -> bool {
        match self {
            NetworkPolicy::Any => true,
            NetworkPolicy::PublicOnly { allow } => {
                is_public(address) || allow.iter().any(|range| range.contains(address))
            }
        }
    }

    /// Whether the policy lets every address through (no check needed).
    pub(super) fn is_any(&self) -> bool {
        matches!(self, NetworkPolicy::Any)
    }
}

/// A range of addresses: an address and how many of its leading bits a
/// member shares, written `10.0.0.0/8`, `fd00::/8`, or a lone address
/// (`10.1.2.3`, all bits).
///
/// ```
/// use feedwright::fetch::IpRange;
/// let range: IpRange = "192.168.0.0/16".parse()?;
/// assert!(range.contains("192.168.4.20".parse()?));
/// assert!(!range.contains("192.169.0.1".parse()?));
/// assert_eq!(range.to_string(), "192.168.0.0/16");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IpRange {
    network: IpAddr,
    prefix_len: u8,
}

impl IpRange {
    /// The range of `network`'s first `prefix_len` bits; `None` when
    /// `prefix_len` is longer than the address (32 bits, or 128).
    ///
    /// ```
    /// use std::net::{IpAddr, Ipv4Addr};
    /// use feedwright::fetch::IpRange;
    /// let range = IpRange::new(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 0)), 8).unwrap();
    /// assert!(range.contains("10.255.0.1".parse().unwrap()));
    /// assert!(IpRange::new(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 0)), 33).is_none());
    /// ```
    pub fn new(network: IpAddr, prefix_len: u8) -> Option<Self> {
        let bits = match network {
            IpAddr::V4(_) => 32,
            IpAddr::V6(_) => 128,
        };
        (prefix_len <= bits).then_some(IpRange {
            network,
            prefix_len,
        })
    }

    /// Whether `address` is in the range. An IPv4 range holds the
    /// IPv4-mapped IPv6 form of its addresses too (`::ffff:10.1.2.3`).
    ///
    /// ```
    /// use feedwright::fetch::IpRange;
    /// let range: IpRange = "10.0.0.0/8".parse()?;
    /// assert!(range.contains("::ffff:10.1.2.3".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn contains(&self, address: IpAddr) -> bool {
        let address = match address {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
            v4 => v4,
        };
        match (self.network, address) {
            (IpAddr::V4(network), IpAddr::V4(address)) => same_prefix(
                network.to_bits().into(),
                address.to_bits().into(),
                32,
                self.prefix_len,
            ),
            (IpAddr::V6(network), IpAddr::V6(address)) => {
                same_prefix(network.to_bits(), address.to_bits(), 128, self.prefix_len)
            }
            _ => false,
        }
    }
}

/// Whether the first `prefix_len` of the `width` low bits of `a` and `b` agree.
fn same_prefix(a: u128, b: u128, width: u8, prefix_len: u8) -> bool {
    let shift = u32::from(width.saturating_sub(prefix_len));
    a.checked_shr(shift).unwrap_or(0) == b.checked_shr(shift).unwrap_or(0)
}

impl fmt::Display for IpRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.prefix_len)
    }
}

/// Why text is not an [`IpRange`].
///
/// ```
/// use feedwright::fetch::IpRange;
/// let err = "10.0.0.0/33".parse::<IpRange>().unwrap_err();
/// assert!(err.to_string().starts_with("not an address range"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not an address range (expected `10.0.0.0/8`, `fd00::/8` or an address): `{0}`")]
pub struct IpRangeError(String);

impl FromStr for IpRange {
    type Err = IpRangeError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let invalid = || IpRangeError(text.to_owned());
        let (address, prefix_len) = match text.trim().split_once('/') {
            Some((address, len)) => (address, Some(len.parse::<u8>().map_err(|_| invalid())?)),
            None => (text.trim(), None),
        };
        let network: IpAddr = address.parse().map_err(|_| invalid())?;
        let full = if network.is_ipv4() { 32 } else { 128 };
        IpRange::new(network, prefix_len.unwrap_or(full)).ok_or_else(invalid)
    }
}

/// Whether `address` is a public unicast address: one reachable on the
/// internet, which says nothing of the network the fetcher runs in.
///
/// Not public: loopback, private (RFC 1918; IPv6 unique local `fc00::/7`),
/// link-local (`169.254.0.0/16`, where cloud metadata services answer;
/// `fe80::/10`), shared address space (CGNAT, `100.64.0.0/10`), multicast,
/// unspecified (`0.0.0.0/8`, `::`), broadcast and the rest of `240.0.0.0/4`,
/// the documentation and benchmarking ranges, IETF protocol assignments
/// (`192.0.0.0/24`, `2001::/23`), IPv6 outside global unicast `2000::/3`,
/// and the IPv4-compatible `::/96`. An IPv6 address that carries an IPv4 one
/// (IPv4-mapped `::ffff:0:0/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) is
/// judged by the IPv4 address it reaches.
///
/// ```
/// use feedwright::fetch::is_public;
/// assert!(is_public("93.184.215.14".parse()?));
/// assert!(!is_public("169.254.169.254".parse()?));
/// assert!(!is_public("::ffff:127.0.0.1".parse()?));
/// assert!(is_public("2606:4700::1111".parse()?));
/// # Ok::<(), std::net::AddrParseError>(())
/// ```
pub fn is_public(address: IpAddr) -> bool {
    match address {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

/// IPv4 ranges that are not public (IANA's special-purpose registry, less
/// the rows that are globally reachable anycast services nobody serves feeds
/// from, which are refused with their block).
const NOT_PUBLIC_V4: &[(Ipv4Addr, u8)] = &[
    (Ipv4Addr::new(0, 0, 0, 0), 8), // "this network"; 0.0.0.0 reaches the host itself
    (Ipv4Addr::new(10, 0, 0, 0), 8), // private, RFC 1918
    (Ipv4Addr::new(100, 64, 0, 0), 10), // shared address space (CGNAT), RFC 6598
    (Ipv4Addr::new(127, 0, 0, 0), 8), // loopback
    (Ipv4Addr::new(169, 254, 0, 0), 16), // link-local: cloud metadata at 169.254.169.254
    (Ipv4Addr::new(172, 16, 0, 0), 12), // private, RFC 1918
    (Ipv4Addr::new(192, 0, 0, 0), 24), // IETF protocol assignments
    (Ipv4Addr::new(192, 0, 2, 0), 24), // documentation (TEST-NET-1)
    (Ipv4Addr::new(192, 88, 99, 0), 24), // 6to4 relay anycast, deprecated
    (Ipv4Addr::new(192, 168, 0, 0), 16), // private, RFC 1918
    (Ipv4Addr::new(198, 18, 0, 0), 15), // benchmarking
    (Ipv4Addr::new(198, 51, 100, 0), 24), // documentation (TEST-NET-2)
    (Ipv4Addr::new(203, 0, 113, 0), 24), // documentation (TEST-NET-3)
    (Ipv4Addr::new(224, 0, 0, 0), 4), // multicast
    (Ipv4Addr::new(240, 0, 0, 0), 4), // reserved, and broadcast 255.255.255.255
];

fn is_public_v4(address: Ipv4Addr) -> bool {
    let bits = u128::from(address.to_bits());
    !NOT_PUBLIC_V4
        .iter()
        .any(|(network, len)| same_prefix(network.to_bits().into(), bits, 32, *len))
}

/// IPv6 ranges inside global unicast `2000::/3` that are not public.
const NOT_PUBLIC_V6: &[(Ipv6Addr, u8)] = &[
    (Ipv6Addr::new(0x2001, 0, 0, 0, 0, 0, 0, 0), 23), // IETF protocol assignments (Teredo, benchmarking, ORCHID)
    (Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 0), 32), // documentation
    (Ipv6Addr::new(0x3fff, 0, 0, 0, 0, 0, 0, 0), 20), // documentation, RFC 9637
];

fn is_public_v6(address: Ipv6Addr) -> bool {
    let bits = address.to_bits();
    let in_range = |network: Ipv6Addr, len: u8| same_prefix(network.to_bits(), bits, 128, len);
    // Forms that reach an IPv4 address are as public as that address.
    if let Some(v4) = address.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    if in_range(Ipv6Addr::new(0x64, 0xff9b, 0, 0, 0, 0, 0, 0), 96) {
        // NAT64, well-known prefix (RFC 6052): the IPv4 address is the low 32 bits.
        return is_public_v4(Ipv4Addr::from_bits(bits as u32));
    }
    if in_range(Ipv6Addr::new(0x2002, 0, 0, 0, 0, 0, 0, 0), 16) {
        // 6to4 (RFC 3056): the IPv4 address follows the prefix.
        return is_public_v4(Ipv4Addr::from_bits((bits >> 80) as u32));
    }
    // Everything outside global unicast is not public: `::` and `::1`, the
    // IPv4-compatible `::/96`, local-use NAT64 `64:ff9b:1::/48`, discard
    // `100::/64`, SRv6 `5f00::/16`, unique local `fc00::/7`, link-local
    // `fe80::/10`, site-local `fec0::/10`, multicast `ff00::/8`.
    in_range(Ipv6Addr::new(0x2000, 0, 0, 0, 0, 0, 0, 0), 3)
        && !NOT_PUBLIC_V6
            .iter()
            .any(|(network, len)| in_range(*network, *len))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every range of the classifier, at and just past its edges.
    #[test]
    fn the_classifier_knows_every_range_and_its_edges() {
        let cases: &[(&str, bool)] = &[
            ("0.0.0.0", false),
            ("0.255.255.255", false),
            ("1.0.0.0", true),
            ("9.255.255.255", true),
            ("10.0.0.0", false),
            ("10.255.255.255", false),
            ("11.0.0.0", true),
            ("100.63.255.255", true),
            ("100.64.0.0", false),
            ("100.127.255.255", false),
            ("100.128.0.0", true),
            ("126.255.255.255", true),
            ("127.0.0.1", false),
            ("127.255.255.255", false),
            ("128.0.0.0", true),
            ("169.253.255.255", true),
            ("169.254.0.0", false),
            ("169.254.169.254", false),
            ("169.254.255.255", false),
            ("169.255.0.0", true),
            ("172.15.255.255", true),
            ("172.16.0.0", false),
            ("172.31.255.255", false),
            ("172.32.0.0", true),
            ("192.0.0.0", false),
            ("192.0.0.255", false),
            ("192.0.1.0", true),
            ("192.0.2.1", false),
            ("192.0.3.0", true),
            ("192.88.99.1", false),
            ("192.167.255.255", true),
            ("192.168.0.0", false),
            ("192.168.255.255", false),
            ("192.169.0.0", true),
            ("198.17.255.255", true),
            ("198.18.0.0", false),
            ("198.19.255.255", false),
            ("198.20.0.0", true),
            ("198.51.100.7", false),
            ("203.0.113.7", false),
            ("203.0.114.0", true),
            ("223.255.255.255", true),
            ("224.0.0.0", false),
            ("239.255.255.255", false),
            ("240.0.0.0", false),
            ("255.255.255.255", false),
            ("93.184.215.14", true),
            ("8.8.8.8", true),
            // IPv6.
            ("::", false),
            ("::1", false),
            ("::127.0.0.1", false),      // IPv4-compatible
            ("::8.8.8.8", false),        // IPv4-compatible, deprecated: refused whatever it holds
            ("::ffff:127.0.0.1", false), // IPv4-mapped
            ("::ffff:10.0.0.1", false),  // IPv4-mapped
            ("::ffff:169.254.169.254", false),
            ("::ffff:8.8.8.8", true),
            ("::ffff:0:127.0.0.1", false), // IPv4-translated (SIIT)
            ("64:ff9b::127.0.0.1", false), // NAT64
            ("64:ff9b::192.168.1.1", false),
            ("64:ff9b::8.8.8.8", true),
            ("64:ff9b:1::8.8.8.8", false), // local-use NAT64
            ("100::1", false),             // discard-only
            ("1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", false),
            ("2000::", true),
            ("2001::1", false), // Teredo
            ("2001:1ff:ffff::", false),
            ("2001:200::", true),
            ("2001:db8::1", false),
            ("2001:db9::1", true),
            ("2002:7f00:0001::1", false), // 6to4 of 127.0.0.1
            ("2002:0a00:0001::1", false), // 6to4 of 10.0.0.1
            ("2002:0808:0808::1", true),  // 6to4 of 8.8.8.8
            ("2606:4700::1111", true),
            ("3ffe:ffff::", true),
            ("3fff::1", false),
            ("3fff:0fff:ffff::", false),
            ("3fff:1000::", true),
            ("4000::", false),
            ("5f00::1", false),
            ("fbff:ffff::", false),
            ("fc00::", false),
            ("fd12:3456::1", false),
            ("fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", false),
            ("fe80::1", false),
            ("febf:ffff::", false),
            ("fec0::1", false),
            ("ff02::1", false),
            ("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", false),
        ];
        for (text, public) in cases {
            let address: IpAddr = text.parse().unwrap();
            assert_eq!(is_public(address), *public, "{text}");
        }
    }

    #[test]
    fn a_range_parses_contains_and_prints() {
        let range: IpRange = "10.1.0.0/16".parse().unwrap();
        assert!(range.contains("10.1.255.255".parse().unwrap()));
        assert!(range.contains("::ffff:10.1.0.1".parse().unwrap()));
        assert!(!range.contains("10.2.0.0".parse().unwrap()));
        assert!(!range.contains("::1".parse().unwrap()));
        let one: IpRange = "127.0.0.2".parse().unwrap();
        assert_eq!(one.to_string(), "127.0.0.2/32");
        assert!(one.contains("127.0.0.2".parse().unwrap()));
        assert!(!one.contains("127.0.0.1".parse().unwrap()));
        let all: IpRange = "::/0".parse().unwrap();
        assert!(all.contains("::1".parse().unwrap()));
        assert!(!all.contains("127.0.0.1".parse().unwrap()));
        let v6: IpRange = "fd00::/8".parse().unwrap();
        assert!(v6.contains("fd12::1".parse().unwrap()));
        for bad in [
            "10.0.0.0/33",
            "::/129",
            "10.0.0/8",
            "",
            "x/8",
            "10.0.0.0/-1",
        ] {
            assert!(bad.parse::<IpRange>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_default_policy_allows_all_and_public_only_the_public() {
        let loopback: IpAddr = "127.0.0.1".parse().unwrap();
        assert!(NetworkPolicy::default().allows(loopback));
        assert!(!NetworkPolicy::public_only().allows(loopback));
        let except = NetworkPolicy::public_only_except(vec!["127.0.0.2".parse().unwrap()]);
        assert!(except.allows("127.0.0.2".parse().unwrap()));
        assert!(!except.allows(loopback));
    }

    /// The `url` crate reads every IPv4 spelling the WHATWG URL standard
    /// allows as the address it means, so a URL's host, once parsed, is the
    /// address the connection goes to.
    #[test]
    fn url_parsing_normalizes_ipv4_spellings() {
        for spelling in ["2130706433", "0x7f.1", "127.1", "0177.0.0.1", "0x7f000001"] {
            let url = url::Url::parse(&format!("http://{spelling}:8080/")).unwrap();
            assert_eq!(
                url.host(),
                Some(url::Host::Ipv4(Ipv4Addr::LOCALHOST)),
                "{spelling}"
            );
        }
        let url = url::Url::parse("http://[::ffff:127.0.0.1]/").unwrap();
        assert_eq!(url.host_str(), Some("[::ffff:7f00:1]"));
    }
}
