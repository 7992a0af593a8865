//! The forms an element's text or an attribute's value must take, and the
//! rule each breaks. Each check is a small function of the text alone.

use super::rules::{self, Rule};
use crate::date::{self, Rfc822};

pub(crate) use super::rules::Broken;

/// The form of a value.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Value {
    /// Anything.
    Any,
    /// Anything, empty included, where the spec gives empty a meaning (a
    /// cloud's `registerProcedure` for the REST protocol).
    MayBeEmpty,
    /// Plain text: markup in it is shown as written, so it should hold none.
    Plain,
    /// An RFC 822 date (RSS).
    Rfc822,
    /// An RFC 3339 date-time (Atom).
    Rfc3339,
    /// A W3CDTF date (Dublin Core, RSS 1.0 modules).
    W3cdtf,
    /// An RSS email field: `address` or `address (Name)`.
    RssEmail,
    /// An email address alone (Atom `email`).
    Email,
    /// An absolute URL.
    Url,
    /// A URI reference, which may be relative.
    UriRef,
    /// An IRI reference as Atom has them: relative allowed, no white space around.
    Iri,
    /// An absolute IRI, no white space around.
    AbsIri,
    /// An Atom id: an absolute IRI in normal form; `tag:` and `urn:` ids in their own syntax.
    AtomId,
    /// HTML as escaped text: nothing unsafe in it, and HTML at all.
    Html,
    /// An integer.
    Integer,
    /// An integer, 0 or more.
    NonNegative,
    /// An integer, 1 or more.
    Positive,
    /// `true` or `false`.
    Boolean,
    /// A language tag (RFC 5646, or RSS's list of codes).
    Language,
    /// A MIME type (`type/subtype`, parameters allowed).
    MimeType,
    /// One of a list of values (white space around allowed, case as
    /// listed); another breaks the rule given.
    OneOf(&'static [&'static str], Rule),
    /// No text at all (white space aside): an element whose meaning is in
    /// its attributes; text in it breaks the rule given.
    Empty(Rule),
    /// A check of its own.
    Check(fn(&str) -> Option<Broken>),
}

impl Value {
    /// What is wrong with `text` in this form; `attribute` when it is an
    /// attribute's value, where some forms have their own rule.
    pub(crate) fn check(self, text: &str, attribute: bool) -> Option<Broken> {
        let shown = || format!("`{text}`");
        let trimmed = text.trim();
        let fails = |ok: bool, rule: Rule| (!ok).then(|| (rule, shown()));
        match self {
            Value::Any | Value::MayBeEmpty => None,
            Value::Plain => plain(text),
            Value::Rfc822 => match date::rfc822(trimmed) {
                Rfc822::Valid => None,
                Rfc822::Problematic => Some((rules::RSS_DATE_PROBLEMATIC, shown())),
                Rfc822::WrongWeekday => Some((rules::RSS_DATE_WEEKDAY, shown())),
                Rfc822::Invalid => Some((rules::RSS_DATE_RFC822, shown())),
            },
            Value::Rfc3339 => rfc3339(text),
            Value::W3cdtf => fails(date::is_w3cdtf(trimmed), rules::DC_DATE_W3CDTF),
            Value::RssEmail => rss_email(trimmed),
            Value::Email => email(text),
            Value::Url => url(text, attribute, true),
            Value::UriRef => url(text, attribute, false),
            Value::Iri => iri(text, attribute, false),
            Value::AbsIri => iri(text, attribute, true),
            Value::AtomId => atom_id(text),
            Value::Html => super::markup::html(text),
            Value::Integer => integer(text, attribute, i64::MIN, rules::INTEGER),
            Value::NonNegative => integer(text, false, 0, rules::NON_NEGATIVE),
            Value::Positive => integer(text, false, 1, rules::POSITIVE),
            Value::Boolean => fails(matches!(trimmed, "true" | "false"), rules::BOOLEAN),
            Value::Language => fails(is_language(trimmed), rules::LANGUAGE),
            // Every MIME type feeds give is an attribute's value.
            Value::MimeType => fails(is_mime_type(trimmed), rules::MIME_TYPE_ATTRIBUTE),
            Value::OneOf(values, rule) => fails(values.contains(&trimmed), rule),
            Value::Empty(rule) => (!trimmed.is_empty()).then(|| (rule, shown())),
            Value::Check(check) => check(text),
        }
    }
}

/// Plain text with HTML in it: the end tag of an HTML element, or a
/// character reference or HTML entity left escaped (`&amp;eacute;` read as
/// `&eacute;`), which a reader shows as written.
fn plain(text: &str) -> Option<Broken> {
    if let Some(tag) = html_end_tag(text) {
        return Some((rules::PLAIN_TEXT_HTML, format!("`</{tag}>`")));
    }
    let entity = escaped_entity(text)?;
    Some((rules::PLAIN_TEXT_HTML, format!("`&{entity}`")))
}

/// The first `</name>` in `text` where `name` is an HTML element.
pub(crate) fn html_end_tag(text: &str) -> Option<&str> {
    text.match_indices("</").find_map(|(at, _)| {
        let rest = &text[at + 2..];
        let len = rest
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(rest.len());
        let name = &rest[..len];
        let closed = rest[len..].trim_start().starts_with('>');
        (closed && crate::html::is_html_element(&name.to_ascii_lowercase())).then_some(name)
    })
}

/// The first `<name` in `text` where `name` is an HTML element and the tag goes on.
pub(crate) fn html_start_tag(text: &str) -> Option<&str> {
    text.match_indices('<').find_map(|(at, _)| {
        let rest = &text[at + 1..];
        let len = rest
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(rest.len());
        let name = &rest[..len];
        let goes_on = rest[len..].starts_with(['>', '/', ' ', '\t', '\n', '\r']);
        (goes_on && crate::html::is_html_element(&name.to_ascii_lowercase())).then_some(name)
    })
}

/// The first `&name` or `&#...` in `text` that an HTML reader would take
/// for a reference: a numeric one, or a name HTML defines.
pub(crate) fn escaped_entity(text: &str) -> Option<&str> {
    text.match_indices('&').find_map(|(at, _)| {
        let rest = &text[at + 1..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '#'))
            .unwrap_or(rest.len());
        let name = &rest[..len];
        let numeric = name.starts_with('#') && name.len() > 1;
        (numeric || crate::html::is_html4_entity(name) || name == "apos").then_some(name)
    })
}

fn rfc3339(text: &str) -> Option<Broken> {
    if date::is_rfc3339(text) {
        return None;
    }
    let rule = if date::is_rfc3339(text.trim()) {
        rules::UNEXPECTED_WHITESPACE
    } else {
        rules::ATOM_DATE_RFC3339
    };
    Some((rule, format!("`{text}`")))
}

fn url(text: &str, attribute: bool, absolute: bool) -> Option<Broken> {
    let shown = format!("`{text}`");
    let trimmed = text.trim();
    if trimmed
        .chars()
        .any(|c| c.is_whitespace() || c == '"' || c == '<' || c == '>')
    {
        return Some((rules::URI_CHARACTERS, shown));
    }
    if trimmed.is_empty() {
        return absolute.then_some((rules::URL_RELATIVE, shown));
    }
    if super::uri::is_uuid_urn(trimmed) == Some(false) {
        return Some((rules::URI_UUID, shown));
    }
    match url::Url::parse(trimmed) {
        // `http:///host` parses (the URL standard skips the extra slash), but
        // RFC 3986 reads an empty host there.
        Ok(parsed)
            if parsed.has_host() && (has_empty_authority(trimmed) || lacks_slashes(trimmed)) =>
        {
            Some((
                if attribute {
                    rules::URL_ATTRIBUTE
                } else {
                    rules::URL_INVALID
                },
                shown,
            ))
        }
        Ok(_) => None,
        // The URL standard reads every authority as a host and port; other
        // schemes have their own (an `at://` DID), which RFC 3986 leaves to them.
        Err(_) if super::uri::is_generic_absolute_uri(trimmed) == Some(true) => None,
        Err(url::ParseError::RelativeUrlWithoutBase) if !absolute => None,
        Err(url::ParseError::RelativeUrlWithoutBase) if attribute => {
            Some((rules::URL_ATTRIBUTE, shown))
        }
        Err(url::ParseError::RelativeUrlWithoutBase) => Some((rules::URL_RELATIVE, shown)),
        Err(_) if attribute => Some((rules::URL_ATTRIBUTE, shown)),
        Err(_) => Some((rules::URL_INVALID, shown)),
    }
}

/// An IRI as Atom writes it: white space around is not trimmed by readers.
fn iri(text: &str, attribute: bool, absolute: bool) -> Option<Broken> {
    if text.trim() != text {
        let rule = if attribute {
            rules::URI_CHARACTERS
        } else {
            rules::UNEXPECTED_WHITESPACE
        };
        return Some((rule, format!("`{text}`")));
    }
    url(text, attribute, absolute)
}

fn atom_id(text: &str) -> Option<Broken> {
    let shown = || format!("`{text}`");
    if text.trim().is_empty() {
        return Some((rules::NOT_BLANK, shown()));
    }
    if text.trim() != text {
        return Some((rules::UNEXPECTED_WHITESPACE, shown()));
    }
    let scheme = text
        .split(':')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    if super::uri::is_uuid_urn(text) == Some(false) {
        return Some((rules::URI_UUID, shown()));
    }
    match scheme.as_str() {
        "tag" if !super::uri::is_tag_uri(text) => return Some((rules::ATOM_ID_TAG, shown())),
        "urn" if !super::uri::is_urn(text) => return Some((rules::ATOM_ID_URN, shown())),
        _ => {}
    }
    if text
        .chars()
        .any(|c| c.is_whitespace() || c == '"' || c == '<' || c == '>')
    {
        return Some((rules::URI_CHARACTERS, shown()));
    }
    match url::Url::parse(text) {
        Ok(_) => {}
        Err(_) if super::uri::is_generic_absolute_uri(text) == Some(true) => {}
        Err(url::ParseError::RelativeUrlWithoutBase) => {
            return Some((rules::ATOM_ID_ABSOLUTE, shown()))
        }
        Err(_) => return Some((rules::URL_INVALID, shown())),
    }
    let why = super::uri::non_canonical(text)?;
    Some((rules::URI_NON_CANONICAL, format!("`{text}`: {why}")))
}

fn email(text: &str) -> Option<Broken> {
    let shown = format!("`{text}`");
    let trimmed = text.trim();
    let dotted = trimmed
        .rsplit_once('@')
        .map_or(trimmed.to_owned(), |(local, domain)| {
            // Judge the form alone; a dotless domain is its own finding.
            if domain.contains('.') {
                trimmed.to_owned()
            } else {
                format!("{local}@{domain}.invalid")
            }
        });
    if !is_addr_spec(&dotted) {
        return Some((rules::EMAIL, shown));
    }
    (dotted != trimmed).then_some((rules::EMAIL_HOST, shown))
}

/// `http:/host` or `http:host`: the URL standard supplies the `//` a
/// special scheme needs; RFC 3986 reads a path, not a host.
fn lacks_slashes(text: &str) -> bool {
    text.split_once(':').is_some_and(|(scheme, rest)| {
        matches!(
            scheme.to_ascii_lowercase().as_str(),
            "http" | "https" | "ftp" | "ws" | "wss"
        ) && !rest.starts_with("//")
    })
}

/// `scheme:///...`: an authority that is there but empty.
fn has_empty_authority(text: &str) -> bool {
    text.split_once("://")
        .is_some_and(|(_, rest)| rest.starts_with('/'))
        && !text.to_ascii_lowercase().starts_with("file:")
}

fn integer(text: &str, attribute: bool, min: i64, rule: Rule) -> Option<Broken> {
    let value = text.trim();
    let digits = value.strip_prefix(['-', '+']).unwrap_or(value);
    let ok = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && value.parse::<i64>().map_or(digits.len() > 18, |n| n >= min);
    if ok {
        return None;
    }
    let rule = if attribute {
        rules::INTEGER_ATTRIBUTE
    } else {
        rule
    };
    Some((rule, format!("`{text}`")))
}

/// An email address as RFC 2822's `addr-spec` has it, in the plain form
/// feeds use: `local@domain`, the domain with a dot.
pub(crate) fn is_addr_spec(text: &str) -> bool {
    let Some((local, domain)) = text.rsplit_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local
            .chars()
            .all(|c| c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c));
    let domain_ok = domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && domain
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '.');
    local_ok && domain_ok
}

/// An RSS email field: the form, or an address in another form (a
/// warning), or no address at all; a `mailto:` URL (RFC 6068) is an address.
fn rss_email(text: &str) -> Option<Broken> {
    let address = text.strip_prefix("mailto:").unwrap_or(text);
    if is_rss_email(text) || (address.len() < text.len() && !address.is_empty()) {
        // An address alone, with no name after it: readers show the name.
        let nameless = address.contains('@')
            && !address.ends_with(')')
            && !address.contains(char::is_whitespace);
        return nameless.then(|| (rules::RSS_EMAIL_NAME, format!("`{text}`")));
    }
    let holds_address = text
        .split(|c: char| c.is_whitespace() || "<>(),;\"".contains(c))
        .any(is_addr_spec);
    let rule = if holds_address {
        rules::RSS_EMAIL_FORM
    } else {
        rules::RSS_EMAIL
    };
    Some((rule, format!("`{text}`")))
}

/// RSS's `managingEditor`, `webMaster` and `author`: an address, then
/// optionally a name in parentheses.
fn is_rss_email(text: &str) -> bool {
    let address = match text.split_once('(') {
        Some((address, name)) => {
            if !name.trim_end().ends_with(')') {
                return false;
            }
            address.trim()
        }
        None => text,
    };
    is_addr_spec(address)
}

/// A language tag: letters, digits and hyphens in subtags of 1 to 8,
/// the first of letters alone (RFC 5646's shape; `x-` and `i-` too).
pub(crate) fn is_language(text: &str) -> bool {
    let mut subtags = text.split('-');
    let first = subtags.next().unwrap_or_default();
    // Primary language subtags in use are ISO 639 codes of 2 or 3 letters;
    // longer ones are reserved or registered for no language feeds use.
    let first_ok = (2..=3).contains(&first.len()) && first.bytes().all(|b| b.is_ascii_alphabetic())
        || first.eq_ignore_ascii_case("x")
        || first.eq_ignore_ascii_case("i");
    first_ok
        && subtags
            .all(|s| (1..=8).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// A MIME type: `type/subtype`, each a token, then `; parameters`.
pub(crate) fn is_mime_type(text: &str) -> bool {
    let essence = text.split(';').next().unwrap_or_default().trim();
    let token = |s: &str| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$&-^_.+".contains(&b))
    };
    essence
        .split_once('/')
        .is_some_and(|(kind, sub)| token(kind) && token(sub))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_holds_no_html() {
        assert!(plain("AT&T").is_none());
        assert!(plain("I <3 feeds").is_none());
        assert!(plain("alpha&omega").is_some());
        assert!(plain("&#x").is_some());
        assert!(plain("<b>bold</b>").is_some());
        assert!(plain("a </notatag> b").is_none());
    }

    #[test]
    fn forms() {
        assert!(is_rss_email("joe@example.com (Joe)"));
        assert!(!is_rss_email("Joe"));
        assert!(is_language("en-US"));
        assert!(!is_language("english please"));
        assert!(is_mime_type("audio/mpeg"));
        assert!(!is_mime_type("mp3"));
        assert!(integer("12", false, 0, rules::NON_NEGATIVE).is_none());
        assert!(integer("-1", false, 0, rules::NON_NEGATIVE).is_some());
        assert!(integer("1.5", false, i64::MIN, rules::INTEGER).is_some());
    }
}
