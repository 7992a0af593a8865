//! URLs in feeds: resolving a relative one against its base, telling an
//! absolute one, the base an `xml:base` sets, and IRIs. A URL resolved by the
//! `url` crate comes out in its ASCII form (the host in IDNA's `xn--` form,
//! other non-ASCII characters percent-encoded); feeds are read and shown as
//! IRIs (RFC 3987), so a URL we resolved is turned back into the IRI it
//! stands for.

use url::Url;

use crate::model::Uri;

/// Resolves `raw` against `base` when it is relative; absolute URLs stay as written.
///
/// `raw` is taken as a `String` or a `&str`: a URL read from an element's
/// text becomes the `Uri`'s value without a copy.
pub(crate) fn resolve(base: Option<&url::Url>, raw: impl AsRef<str> + Into<String>) -> Uri {
    let text = raw.as_ref();
    match base {
        Some(base) if !is_absolute(text) => match base.join(text) {
            Ok(url) if url.as_str() != text => Uri {
                // The IRI the feed meant, not the `url` crate's ASCII form of it.
                value: to_iri(&url),
                raw: Some(raw.into()),
            },
            _ => Uri::new(raw),
        },
        _ => Uri::new(raw),
    }
}

/// Whether `raw` starts with a URL scheme, and so needs no base.
pub(crate) fn is_absolute(raw: &str) -> bool {
    raw.split_once(':').is_some_and(|(scheme, _)| {
        !scheme.is_empty()
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
    })
}

/// The base an `xml:base` sets; `None` (the parent's base stays) when it
/// cannot be resolved, or when it names a scheme that runs code: a
/// `javascript:` base would turn every relative link below it into script.
pub(crate) fn resolve_base(parent: Option<&Url>, value: &str) -> Option<Url> {
    let value = value.trim();
    let url = match parent {
        Some(parent) => parent.join(value).ok(),
        None => Url::parse(value).ok(),
    }?;
    (!matches!(url.scheme(), "javascript" | "vbscript" | "data")).then_some(url)
}

/// The IRI form of an ASCII URL (RFC 3987 §3.2): the host's `xn--` labels
/// in Unicode, and each percent-encoded run that decodes to non-ASCII UTF-8
/// decoded. Escapes of ASCII characters (`%20`, `%2F`, ...) stay, as they may
/// be delimiters; a run that is not UTF-8 stays too.
pub(crate) fn to_iri(url: &url::Url) -> String {
    use url::Position;
    let host = url.host_str().filter(|h| h.contains("xn--"));
    let unicode = host.and_then(|ascii| {
        let (unicode, errors) = idna::domain_to_unicode(ascii);
        errors.is_ok().then_some(unicode)
    });
    let mut out = match unicode {
        Some(host) => format!(
            "{}{host}{}",
            &url[..Position::BeforeHost],
            &url[Position::AfterHost..]
        ),
        None => url.as_str().to_owned(),
    };
    if out.contains('%') {
        out = decode_non_ascii(&out);
    }
    out
}

/// `text` with each run of `%XX` escapes of bytes 0x80 and above decoded,
/// where the run is UTF-8.
fn decode_non_ascii(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while at < bytes.len() {
        let mut run = Vec::new();
        let mut end = at;
        while let Some(byte) = escaped_high_byte(bytes, end) {
            run.push(byte);
            end += 3;
        }
        match (run.is_empty(), std::str::from_utf8(&run)) {
            (false, Ok(decoded)) => {
                out.push_str(decoded);
                at = end;
            }
            _ => {
                // Not a decodable run: copy up to the next escape as written.
                let next = text[at + 1..].find('%').map_or(text.len(), |i| at + 1 + i);
                out.push_str(&text[at..next]);
                at = next;
            }
        }
    }
    out
}

/// The byte a `%XX` escape at `at` stands for, when it is 0x80 or above.
fn escaped_high_byte(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3)? {
        [b'%', hi, lo] => {
            let value = (hex(*hi)? << 4) | hex(*lo)?;
            (value >= 0x80).then_some(value)
        }
        _ => None,
    }
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

#[cfg(test)]
mod tests {
    #[test]
    fn resolves_relative_only() {
        let base = url::Url::parse("https://example.org/a/b").unwrap();
        assert_eq!(resolve(Some(&base), "c").value, "https://example.org/a/c");
        assert_eq!(resolve(Some(&base), "c").raw.as_deref(), Some("c"));
        assert_eq!(resolve(Some(&base), "http://x.org/").raw, None);
        assert_eq!(resolve(None, "c").value, "c");
    }

    use super::*;

    fn iri(url: &str) -> String {
        to_iri(&url::Url::parse(url).unwrap())
    }

    #[test]
    fn hosts_and_paths_come_back_as_written() {
        assert_eq!(
            iri("http://www.詹姆斯.com/feed"),
            "http://www.詹姆斯.com/feed"
        );
        assert_eq!(
            iri("http://any.test/À/ü?q=é#ß"),
            "http://any.test/À/ü?q=é#ß"
        );
        assert_eq!(
            iri("http://user@bücher.example/x"),
            "http://user@bücher.example/x"
        );
    }

    #[test]
    fn ascii_escapes_and_broken_runs_stay() {
        assert_eq!(iri("http://a.test/a%20b%2Fc"), "http://a.test/a%20b%2Fc");
        // A lone continuation byte is no UTF-8.
        assert_eq!(iri("http://a.test/%80x%C3%A9"), "http://a.test/%80xé");
        assert_eq!(iri("http://a.test/%E9"), "http://a.test/%E9");
        assert_eq!(iri("http://a.test/100%"), "http://a.test/100%");
    }
}
