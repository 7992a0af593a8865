//! The HTTP `Link` header (RFC 8288 §3): `<uri-reference>; param=value;
//! param="quoted, value", <another>; ...`. Commas and semicolons inside a
//! quoted string or the angle brackets belong to it, so the value is read
//! a character at a time rather than split.

/// One link of a `Link` header: its target as written and its parameters
/// (names in lower case, values unquoted), in order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct HeaderLink {
    pub(super) target: String,
    pub(super) params: Vec<(String, String)>,
}

impl HeaderLink {
    /// The first value of parameter `name` (RFC 8288 §3: occurrences after
    /// the first of `rel`, `title` and `type` are ignored).
    pub(super) fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The links of one `Link` header value; what cannot be read is skipped
/// up to the next link.
pub(super) fn parse_link_header(value: &str) -> Vec<HeaderLink> {
    let mut links = Vec::new();
    let mut rest = value;
    loop {
        rest = rest.trim_start_matches([' ', '\t', ',']);
        let Some(after_open) = rest.strip_prefix('<') else {
            // Not a link: skip to the next comma outside quotes.
            let Some(next) = next_link_start(rest) else {
                return links;
            };
            rest = next;
            continue;
        };
        let Some(close) = after_open.find('>') else {
            return links;
        };
        let mut link = HeaderLink {
            target: after_open[..close].trim().to_owned(),
            params: Vec::new(),
        };
        rest = &after_open[close + 1..];
        // Parameters: `; name=value` or `; name="value"` or `; name`.
        loop {
            rest = rest.trim_start_matches([' ', '\t']);
            let Some(after_semicolon) = rest.strip_prefix(';') else {
                break;
            };
            rest = after_semicolon.trim_start_matches([' ', '\t']);
            let name_end = rest
                .find(|c: char| matches!(c, '=' | ';' | ',') || c.is_whitespace())
                .unwrap_or(rest.len());
            let name = rest[..name_end].to_ascii_lowercase();
            rest = rest[name_end..].trim_start_matches([' ', '\t']);
            let value = match rest.strip_prefix('=') {
                Some(after_equals) => {
                    let (value, after) = read_value(after_equals.trim_start_matches([' ', '\t']));
                    rest = after;
                    value
                }
                None => String::new(),
            };
            // `title*` (RFC 8187, `UTF-8''%c3%a9t%c3%a9`) is left out: `title` serves.
            if !name.is_empty() {
                link.params.push((name, value));
            }
        }
        links.push(link);
        match next_link_start(rest) {
            Some(next) => rest = next,
            None => return links,
        }
    }
}

/// A parameter's value, quoted or a token, and what follows it.
fn read_value(text: &str) -> (String, &str) {
    let Some(quoted) = text.strip_prefix('"') else {
        let end = text
            .find(|c: char| matches!(c, ';' | ',') || c.is_whitespace())
            .unwrap_or(text.len());
        return (text[..end].to_owned(), &text[end..]);
    };
    let mut value = String::new();
    let mut chars = quoted.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => return (value, &quoted[at + 1..]),
            // RFC 9110 §5.6.4: a backslash quotes the character after it.
            '\\' => {
                if let Some((_, escaped)) = chars.next() {
                    value.push(escaped);
                }
            }
            c => value.push(c),
        }
    }
    (value, "")
}

/// What follows the next comma outside a quoted string: the next link.
fn next_link_start(text: &str) -> Option<&str> {
    let mut quoted = false;
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            ',' if !quoted => return Some(&text[at + 1..]),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(value: &str) -> Vec<(String, Vec<(String, String)>)> {
        parse_link_header(value)
            .into_iter()
            .map(|l| (l.target, l.params))
            .collect()
    }

    fn pairs(params: &[(&str, &str)]) -> Vec<(String, String)> {
        params
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn links_with_quoted_and_bare_parameters() {
        assert_eq!(
            read(
                r#"</feed.xml>; rel="alternate"; type="application/rss+xml"; title="News, \"daily\"; all", <https://example.org/atom>;REL=alternate;type=application/atom+xml"#
            ),
            [
                (
                    "/feed.xml".to_string(),
                    pairs(&[
                        ("rel", "alternate"),
                        ("type", "application/rss+xml"),
                        ("title", "News, \"daily\"; all"),
                    ])
                ),
                (
                    "https://example.org/atom".to_string(),
                    pairs(&[("rel", "alternate"), ("type", "application/atom+xml")])
                ),
            ]
        );
    }

    #[test]
    fn what_is_not_a_link_is_skipped() {
        assert_eq!(read(""), []);
        assert_eq!(
            read("garbage, </a>; rel=next"),
            [("/a".to_string(), pairs(&[("rel", "next")]))]
        );
        assert_eq!(read("</unclosed; rel=next"), []);
        assert_eq!(
            read(r#"</a>; title="never closed"#),
            [("/a".to_string(), pairs(&[("title", "never closed")]))]
        );
        assert_eq!(
            read("</a>; crossorigin, </b>"),
            [
                ("/a".to_string(), pairs(&[("crossorigin", "")])),
                ("/b".to_string(), vec![]),
            ]
        );
    }
}
