//! Cleans a `style` attribute the way feedparser's `sanitize_style` does:
//! `url(...)` removed, the whole value dropped unless it passes a character
//! gauntlet and reads as `property: value;` declarations, then only allowed
//! properties kept (and for `background*`, `border*`, `margin*`, `padding*`,
//! only allowed keywords, colours and small sizes).
//!
//! feedparser states these rules as regular expressions over CSS text; here
//! each is a small scanner with the same acceptance, so no regex engine is
//! needed and none can backtrack pathologically.

use std::borrow::Cow;

use super::lists::{CSS_KEYWORDS, CSS_PROPERTIES, SVG_CSS_PROPERTIES};
use super::name_set::NameSet;

// Asked for every declaration of every `style`: tables, not binary searches
// (which compared a property with eight of the list's, string by string).
static PROPERTIES: NameSet<&str> = NameSet::new(CSS_PROPERTIES);
static KEYWORDS: NameSet<&str> = NameSet::new(CSS_KEYWORDS);
static SVG_PROPERTIES: NameSet<&str> = NameSet::new(SVG_CSS_PROPERTIES);

/// The cleaned declarations joined by spaces, or `""` when nothing survives.
/// `in_svg` also allows SVG's presentation properties (`fill`, `stroke`, ...).
pub(super) fn clean_style(style: &str, in_svg: bool) -> String {
    let style = remove_urls(style);
    if !passes_gauntlet(&style) {
        return String::new();
    }
    let Some(declarations) = declarations(&style) else {
        return String::new();
    };
    // Written straight into the result, a space between declarations: a
    // string per declaration, joined, cost a `format!` each. The room asked
    // for once: a kept declaration is written as long as it was, plus the
    // `: ` and space between.
    let mut clean = String::with_capacity(style.len() + 3 * declarations.len());
    for (property, value) in declarations {
        if value.is_empty() {
            continue;
        }
        // Properties are nearly always written in lower case already.
        let lower = if property.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(property.to_ascii_lowercase())
        } else {
            Cow::Borrowed(property)
        };
        let family = lower.split('-').next().unwrap_or("");
        let keep = if PROPERTIES.contains(&lower) {
            true
        } else if matches!(family, "background" | "border" | "margin" | "padding") {
            value
                .split_whitespace()
                .all(|word| KEYWORDS.contains(word) || is_valid_value(word))
        } else {
            in_svg && SVG_PROPERTIES.contains(&lower)
        };
        if keep {
            if !clean.is_empty() {
                clean.push(' ');
            }
            clean.push_str(property);
            clean.push_str(": ");
            clean.push_str(value);
            clean.push(';');
        }
    }
    clean
}

/// Python's `\w` on `str`: a Unicode letter or digit, or `_`.
fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Replaces each `url\s*\(\s*[^\s)]+?\s*\)\s*` with one space.
fn remove_urls(style: &str) -> std::borrow::Cow<'_, str> {
    // No call without a parenthesis: one byte search says so for most styles.
    if memchr::memchr(b'(', style.as_bytes()).is_none() || !style.contains("url") {
        return std::borrow::Cow::Borrowed(style);
    }
    let mut out = String::with_capacity(style.len());
    let mut rest = style;
    while let Some(at) = rest.find("url") {
        out.push_str(&rest[..at]);
        match url_call_len(&rest[at + 3..]) {
            Some(len) => {
                out.push(' ');
                rest = &rest[at + 3 + len..];
            }
            None => {
                out.push_str("url");
                rest = &rest[at + 3..];
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

/// The length of `\s*\(\s*[^\s)]+\s*\)\s*` at the start of `s`, if it matches.
fn url_call_len(s: &str) -> Option<usize> {
    let after_ws = |from: usize| {
        s[from..]
            .find(|c: char| !c.is_whitespace())
            .map_or(s.len(), |n| from + n)
    };
    let mut at = after_ws(0);
    if !s[at..].starts_with('(') {
        return None;
    }
    at = after_ws(at + 1);
    let word = s[at..]
        .find(|c: char| c.is_whitespace() || c == ')')
        .unwrap_or(s.len() - at);
    if word == 0 {
        return None;
    }
    at = after_ws(at + word);
    if !s[at..].starts_with(')') {
        return None;
    }
    Some(after_ws(at + 1))
}

/// `^([:,;#%.\sa-zA-Z0-9!]|\w-\w|'[\s\w]+'|"[\s\w]+"|\([\d,\s]+\))*$`, decided
/// by reachability over character positions (what backtracking would find).
fn passes_gauntlet(style: &str) -> bool {
    passes_simply(style.as_bytes()).unwrap_or_else(|| passes_by_positions(style))
}

/// The gauntlet for any style: which positions a match can reach.
fn passes_by_positions(style: &str) -> bool {
    let chars: Vec<char> = style.chars().collect();
    let n = chars.len();
    let mut reachable = vec![false; n + 1];
    reachable[0] = true;
    for i in 0..n {
        if !reachable[i] {
            continue;
        }
        let c = chars[i];
        if c.is_ascii_alphanumeric() || c.is_whitespace() || ":,;#%.!".contains(c) {
            reachable[i + 1] = true;
        }
        if i + 2 < n && is_word(c) && chars[i + 1] == '-' && is_word(chars[i + 2]) {
            reachable[i + 3] = true;
        }
        let enclosed = |close: char, allowed: &dyn Fn(char) -> bool| {
            let inner = chars[i + 1..].iter().position(|&d| d == close)?;
            (inner > 0 && chars[i + 1..i + 1 + inner].iter().all(|&d| allowed(d)))
                .then_some(i + inner + 2)
        };
        let quoted = |d: char| d.is_whitespace() || is_word(d);
        let end = match c {
            '\'' => enclosed('\'', &quoted),
            '"' => enclosed('"', &quoted),
            '(' => enclosed(')', &|d: char| {
                d.is_numeric() || d == ',' || d.is_whitespace()
            }),
            _ => None,
        };
        if let Some(end) = end {
            reachable[end] = true;
        }
    }
    reachable[n]
}

/// The gauntlet decided without its position table, for a style of ASCII
/// letters, digits, white space, `:,;#%.!` and hyphens inside words, which
/// is what nearly every style is: `None` when it holds anything else.
///
/// Such a style passes exactly when no hyphen is left unmatched: every
/// other character is one step of the pattern, and a hyphen is matched
/// only inside `\w-\w`, which consumes the characters on both sides. So
/// a run of letters and digits between two hyphens (`a-b-c`) must be two
/// characters long at least, one for each `\w-\w`, and a hyphen at either
/// end of a word fails.
fn passes_simply(style: &[u8]) -> Option<bool> {
    // The one-step characters other than letters and digits.
    let separator = |b: u8| {
        matches!(b, b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r' | b' ') || b":,;#%.!".contains(&b)
    };
    // Letters and digits since the last hyphen, and since the word began.
    let mut since_hyphen = 0usize;
    let mut after_hyphen = false;
    for &b in style {
        if b.is_ascii_alphanumeric() {
            since_hyphen += 1;
        } else if b == b'-' {
            // The word character before it must be its own, not the one
            // the previous hyphen took.
            let needed = if after_hyphen { 2 } else { 1 };
            if since_hyphen < needed {
                return Some(false);
            }
            since_hyphen = 0;
            after_hyphen = true;
        } else if separator(b) {
            if after_hyphen && since_hyphen == 0 {
                return Some(false);
            }
            since_hyphen = 0;
            after_hyphen = false;
        } else {
            return None;
        }
    }
    Some(!(after_hyphen && since_hyphen == 0))
}

/// Splits `style` into `(property, value)` pairs, each matching
/// `\s*([-\w]+)\s*:\s*([^:;]*);?`; `None` when anything but whitespace is
/// left over (feedparser then drops the whole attribute).
fn declarations(style: &str) -> Option<Vec<(&str, &str)>> {
    // A declaration per colon at most: room for a style's at once (a
    // list of thousands grows as it is read).
    let colons = memchr::memchr_iter(b':', style.as_bytes()).count();
    let mut out = Vec::with_capacity(colons.min(64));
    let mut rest = style;
    loop {
        let trimmed = rest.trim_start();
        if trimmed.is_empty() {
            return Some(out);
        }
        let name_len = trimmed
            .find(|c: char| !(is_word(c) || c == '-'))
            .unwrap_or(trimmed.len());
        let after_name = trimmed[name_len..].trim_start();
        if name_len == 0 || !after_name.starts_with(':') {
            return None;
        }
        let value_start = after_name[1..].trim_start();
        let value_len = value_start.find([':', ';']).unwrap_or(value_start.len());
        out.push((&trimmed[..name_len], &value_start[..value_len]));
        rest = &value_start[value_len..];
        rest = rest.strip_prefix(';').unwrap_or(rest);
    }
}

/// feedparser's `valid_css_values`: `#` and lowercase hex digits, an
/// `rgb(...)` triple, or a size of at most two digits each side of the point.
fn is_valid_value(word: &str) -> bool {
    if let Some(hex) = word.strip_prefix('#') {
        return !hex.is_empty() && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    }
    if let Some(args) = word.strip_prefix("rgb(") {
        return is_rgb_args(args);
    }
    is_size(word)
}

/// The count of leading ASCII digits.
fn digits(s: &str) -> usize {
    s.bytes().take_while(u8::is_ascii_digit).count()
}

/// `\d+%?,\d*%?,?\d*%?\)?` to the end.
fn is_rgb_args(s: &str) -> bool {
    let first = digits(s);
    if first == 0 {
        return false;
    }
    let mut rest = &s[first..];
    rest = rest.strip_prefix('%').unwrap_or(rest);
    let Some(after_comma) = rest.strip_prefix(',') else {
        return false;
    };
    rest = &after_comma[digits(after_comma)..];
    rest = rest.strip_prefix('%').unwrap_or(rest);
    rest = rest.strip_prefix(',').unwrap_or(rest);
    rest = &rest[digits(rest)..];
    rest = rest.strip_prefix('%').unwrap_or(rest);
    rest = rest.strip_prefix(')').unwrap_or(rest);
    rest.is_empty()
}

/// `\d{0,2}\.?\d{0,2}(cm|em|ex|in|mm|pc|pt|px|%|,|\))?` to the end.
fn is_size(s: &str) -> bool {
    let mut rest = &s[digits(s).min(2)..];
    rest = rest.strip_prefix('.').unwrap_or(rest);
    rest = &rest[digits(rest).min(2)..];
    let units = [
        "cm", "em", "ex", "in", "mm", "pc", "pt", "px", "%", ",", ")",
    ];
    if let Some(unit) = units.iter().find(|u| rest.starts_with(*u)) {
        rest = &rest[unit.len()..];
    }
    rest.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn styles() {
        let cases = [
            ("color: red", "color: red;"),
            (
                "font-family : Comic Sans MS;",
                "font-family: Comic Sans MS;",
            ),
            ("letter-spacing:1px;", "letter-spacing: 1px;"),
            ("margin: 99999em;", ""),
            ("margin: 0 auto", "margin: 0 auto;"),
            ("border: 1px solid #ff0000", "border: 1px solid #ff0000;"),
            ("border: 1px solid #FF0000", ""),
            ("background: rgb(1,2,3)", "background: rgb(1,2,3);"),
            ("mso-list: l0 level1 lfo1;", ""),
            ("-moz-background-clip: initial", ""),
            ("position: absolute; color: blue", "color: blue;"),
            (
                "background-image: url(http://e.org/a.png); color: red",
                "color: red;",
            ),
            ("color: expression(alert(1))", ""),
            ("color: red; x", ""),
            ("fill: red", ""),
        ];
        for (style, want) in cases {
            assert_eq!(clean_style(style, false), want, "{style}");
        }
        assert_eq!(clean_style("fill: red", true), "fill: red;");
    }

    #[test]
    fn the_simple_gauntlet_agrees_with_the_full_one() {
        // Every string of up to six of these characters: the simple
        // check's own alphabet, and characters that it must leave alone.
        let alphabet = ['a', '7', '-', ' ', ':', '_', '(', '\'', 'é'];
        let mut strings = vec![String::new()];
        for _ in 0..6 {
            let longer: Vec<String> = strings
                .iter()
                .filter(|s| s.chars().count() == strings.last().map_or(0, |l| l.chars().count()))
                .flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}")))
                .collect();
            strings.extend(longer);
        }
        for style in &strings {
            let simple = passes_simply(style.as_bytes());
            if let Some(simple) = simple {
                assert_eq!(simple, passes_by_positions(style), "{style:?}");
            }
            // It decides every style of its own alphabet.
            let own = style.chars().all(|c| "a7- :".contains(c));
            assert!(simple.is_some() || !own, "{style:?}");
        }
        assert!(passes_simply(b"font-size: 12px; border-top-width: 1px").unwrap());
        assert!(!passes_simply(b"a-b-c").unwrap());
    }

    #[test]
    fn values() {
        for ok in [
            "#fff",
            "rgb(1,2,3)",
            "rgb(10%,20%,30%)",
            "12px",
            "1.5em",
            "0",
            "50%",
        ] {
            assert!(is_valid_value(ok), "{ok}");
        }
        for bad in ["#FFF", "123px4", "99999em", "rgb(a)", "1e3"] {
            assert!(!is_valid_value(bad), "{bad}");
        }
    }
}
