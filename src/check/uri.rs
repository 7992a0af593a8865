//! The URI forms ids take: `tag:` URIs (RFC 4151), URNs (RFC 8141), and the
//! normal form of RFC 3986 section 6.2.2, by which ids are compared.

/// Whether `text` is a `tag:` URI as RFC 4151 section 2.1 writes it:
/// `tag:` authority `,` date `:` specific [`#` fragment].
pub(crate) fn is_tag_uri(text: &str) -> bool {
    let Some(rest) = text.strip_prefix("tag:") else {
        return false;
    };
    let Some((entity, specific)) = rest.split_once(':') else {
        return false;
    };
    let Some((authority, date)) = entity.rsplit_once(',') else {
        return false;
    };
    let authority_ok = match authority.rsplit_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && local
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-._".contains(&b))
                && is_dns_name(domain)
        }
        None => is_dns_name(authority),
    };
    let (specific, fragment) = specific.split_once('#').unwrap_or((specific, ""));
    authority_ok
        && is_tag_date(date)
        && uri_chars(specific, b"/?:@")
        && uri_chars(fragment, b"/?:@")
}

/// `DNScomp *("." DNScomp)`, each component letters and digits with
/// hyphens inside.
fn is_dns_name(name: &str) -> bool {
    !name.is_empty()
        && name.split('.').all(|part| {
            let bytes = part.as_bytes();
            !bytes.is_empty()
                && bytes
                    .iter()
                    .all(|b| b.is_ascii_alphanumeric() || *b == b'-')
                && bytes[0] != b'-'
                && bytes[bytes.len() - 1] != b'-'
        })
}

/// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, with a real month and day.
fn is_tag_date(date: &str) -> bool {
    let parts: Vec<&str> = date.split('-').collect();
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    let in_range = |s: &str, max: u8| s.parse::<u8>().is_ok_and(|v| (1..=max).contains(&v));
    match parts.as_slice() {
        [year] => digits(year, 4),
        [year, month] => digits(year, 4) && digits(month, 2) && in_range(month, 12),
        [year, month, day] => {
            digits(year, 4)
                && digits(month, 2)
                && in_range(month, 12)
                && digits(day, 2)
                && in_range(day, 31)
        }
        _ => false,
    }
}

/// RFC 3986's `pchar`s (unreserved, sub-delims, percent-escapes) and `extra`.
fn uri_chars(text: &str, extra: &[u8]) -> bool {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'%' {
            let hex = bytes.get(i + 1..i + 3);
            if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                return false;
            }
            i += 3;
            continue;
        }
        let ok = b.is_ascii_alphanumeric()
            || b"-._~!$&'()*+,;=".contains(&b)
            || extra.contains(&b)
            || b >= 0x80;
        if !ok {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `text` is an absolute URI of a scheme the URL standard has no
/// rules of its own for (`at:`, `did:`, `nostr:`, `urn:`, ...), as RFC 3986
/// section 3 writes one: a scheme, `:`, then URI characters. What follows
/// `//` is such a scheme's own business (an `at://` authority is a DID,
/// colons and all), so only its characters are checked. `None` for the
/// schemes the URL standard parses itself (`http`, `https`, `ftp`, `ws`,
/// `wss`, `file`), whose form `url` judges.
pub(crate) fn is_generic_absolute_uri(text: &str) -> Option<bool> {
    let (scheme, rest) = text.split_once(':')?;
    let scheme_ok = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b));
    if !scheme_ok {
        return Some(false);
    }
    let special = ["http", "https", "ftp", "ws", "wss", "file"];
    if special.iter().any(|s| s.eq_ignore_ascii_case(scheme)) {
        return None;
    }
    let (rest, fragment) = rest.split_once('#').unwrap_or((rest, ""));
    Some(!rest.is_empty() && uri_chars(rest, b"/?:@[]") && uri_chars(fragment, b"/?:@"))
}

/// Whether `text` is a URN: `urn:` NID `:` NSS (RFC 8141, with RFC 2141's
/// character set for the name).
pub(crate) fn is_urn(text: &str) -> bool {
    let Some(rest) = text.get(4..) else {
        return false;
    };
    let Some((nid, nss)) = rest.split_once(':') else {
        return false;
    };
    let nid_ok = (1..=32).contains(&nid.len())
        && nid.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        && !nid.starts_with('-');
    nid_ok && !nss.is_empty() && uri_chars(nss, b"/?#:@")
}

/// Whether a `urn:uuid:` URI (RFC 4122 section 3) holds a UUID, 32
/// hexadecimal digits as 8-4-4-4-12; `None` for any other URI.
pub(crate) fn is_uuid_urn(text: &str) -> Option<bool> {
    const PREFIX: &str = "urn:uuid:";
    let head = text.get(..PREFIX.len())?;
    if !head.eq_ignore_ascii_case(PREFIX) {
        return None;
    }
    let groups: Vec<&str> = text[PREFIX.len()..].split('-').collect();
    let lengths = groups.iter().map(|g| g.len()).collect::<Vec<_>>();
    Some(
        lengths == [8, 4, 4, 4, 12]
            && groups
                .iter()
                .all(|g| g.bytes().all(|b| b.is_ascii_hexdigit())),
    )
}

/// Why `text`, an absolute URI, is not in normal form, if it is not.
pub(crate) fn non_canonical(text: &str) -> Option<&'static str> {
    let (scheme, rest) = text.split_once(':')?;
    if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        return Some("the scheme is not in lower case");
    }
    if let Some(why) = escapes(text) {
        return Some(why);
    }
    let hierarchical = rest.strip_prefix("//")?;
    let end = hierarchical
        .find(['/', '?', '#'])
        .unwrap_or(hierarchical.len());
    let (authority, path) = hierarchical.split_at(end);
    let (userinfo, host_port) = match authority.rsplit_once('@') {
        Some((user, host)) => (Some(user), host),
        None => (None, authority),
    };
    if userinfo.is_some_and(|u| u.is_empty() || u == ":") {
        return Some("the user information is empty");
    }
    let (host, port) = match host_port.rsplit_once(':') {
        Some((host, port)) if !host_port.ends_with(']') => (host, Some(port)),
        _ => (host_port, None),
    };
    if host.bytes().any(|b| b.is_ascii_uppercase()) {
        return Some("the host is not in lower case");
    }
    let default_port = match scheme {
        "http" => Some("80"),
        "https" => Some("443"),
        "ftp" => Some("21"),
        _ => None,
    };
    match port {
        Some("") => return Some("the port is empty"),
        Some(p) if Some(p) == default_port => return Some("the port is the scheme's default"),
        _ => {}
    }
    let path = path.split(['?', '#']).next().unwrap_or_default();
    if path.is_empty() && matches!(scheme, "http" | "https") {
        return Some("the path is empty (it is `/`)");
    }
    if path
        .split('/')
        .any(|segment| segment == "." || segment == "..")
    {
        return Some("the path has `.` or `..` segments");
    }
    None
}

/// A percent-escape in lower case, or of a character that needs none.
fn escapes(text: &str) -> Option<&'static str> {
    let bytes = text.as_bytes();
    for (at, _) in text.match_indices('%') {
        let Some(hex) = bytes.get(at + 1..at + 3) else {
            continue;
        };
        if !hex.iter().all(u8::is_ascii_hexdigit) {
            continue;
        }
        if hex.iter().any(u8::is_ascii_lowercase) {
            return Some("a percent-escape is in lower case");
        }
        let value = u8::from_str_radix(std::str::from_utf8(hex).unwrap_or("00"), 16).unwrap_or(0);
        if value.is_ascii_alphanumeric() || b"-._~".contains(&value) {
            return Some("a character that needs no escape is percent-escaped");
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuid_urns() {
        assert_eq!(
            is_uuid_urn("urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66"),
            Some(true)
        );
        assert_eq!(
            is_uuid_urn("URN:UUID:6E8BC430-9C3A-11D9-9669-0800200C9A66"),
            Some(true)
        );
        assert_eq!(is_uuid_urn("urn:uuid:6e8bc430-9c3a-11d9-9669"), Some(false));
        assert_eq!(
            is_uuid_urn("urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6g"),
            Some(false)
        );
        assert_eq!(is_uuid_urn("urn:uuid:"), Some(false));
        assert_eq!(is_uuid_urn("urn:isbn:0451450523"), None);
        assert_eq!(is_uuid_urn("https://example.org/"), None);
    }

    #[test]
    fn generic_absolute_uris() {
        for uri in [
            "at://did:plc:abc123/app.bsky.feed.post/3kxyz",
            "did:web:example.org",
            "nostr:npub1xyz",
            "mailto:a@example.org",
            "urn:isbn:0451450523",
        ] {
            assert_eq!(is_generic_absolute_uri(uri), Some(true), "{uri}");
        }
        assert_eq!(is_generic_absolute_uri("at://a b"), Some(false));
        assert_eq!(is_generic_absolute_uri("1x:y"), Some(false));
        assert_eq!(is_generic_absolute_uri("http://x y"), None);
    }

    #[test]
    fn tag_uris() {
        assert!(is_tag_uri("tag:example.com,2000:"));
        assert!(is_tag_uri("tag:example.com,2000:#"));
        assert!(is_tag_uri("tag:joe@example.com,2026-06-25:blog/1"));
        assert!(is_tag_uri("tag:diveintomark.org,2003:blog-14:post-19"));
        assert!(!is_tag_uri("tag:diveintomark,org,2003-11-30:foo"));
        assert!(!is_tag_uri("tag:diveintomark.org,2003-9-11:foo"));
        assert!(!is_tag_uri("tag:diveintomark.org,03:foo"));
        assert!(!is_tag_uri("tag:diveintomark.org:foo"));
        assert!(!is_tag_uri("tag:diveintomark.org,2003:foo camp"));
        assert!(!is_tag_uri("tag:diveintomark.org,2003:{foo}"));
        assert!(!is_tag_uri("tag:diveintomark.org,2003-06-31T14:00:00Z:foo"));
    }

    #[test]
    fn urns() {
        assert!(is_urn("urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a"));
        assert!(!is_urn("urn:diveintomark.org:1"));
        assert!(!is_urn("urn:diveintomark+org:1"));
        assert!(!is_urn("urn:-diveintomark-org:1"));
    }

    #[test]
    fn normal_form() {
        assert_eq!(non_canonical("http://example.org/id/1234?"), None);
        assert_eq!(non_canonical("http://example.org/id/1234#"), None);
        assert_eq!(non_canonical("urn:uuid:abc"), None);
        assert!(non_canonical("http://example.org").is_some());
        assert!(non_canonical("http://Example.com/").is_some());
        assert!(non_canonical("http://example.com:/").is_some());
        assert!(non_canonical("http://example.com:80/").is_some());
        assert!(non_canonical("http://:@example.org/id").is_some());
        assert!(non_canonical("http://example.org/%69%64").is_some());
        assert!(non_canonical("http://example.org/?q=%5c").is_some());
        assert!(non_canonical("HTTP://example.org/").is_some());
    }
}
