//! Bounding how deep the HTML tokenizer recurses.
//!
//! html5gum reads the attributes of a start tag through states that call
//! each other directly: `name="value"`, white space, `name="value"`, ...
//! goes one call deeper per attribute, and comes back up only when the tag
//! or the run of such attributes ends. A fragment with one tag of 10,000
//! attributes (100 KB) overflowed a 2 MiB thread stack and aborted the
//! process. Every other path through its states returns to its loop.
//!
//! The run breaks wherever the tokenizer leaves it: a value with a `&` in it,
//! a value in single quotes or none, no white space after a value, or white
//! space between a name and its `=`. The last changes nothing in the tag:
//! `a ="v"` is the attribute `a="v"`. So [`bounded`] finds every run longer
//! than [`MAX_RUN`] and puts a space before the `=` of every `MAX_RUN`th
//! link. The scan cannot know whether a run is inside a tag (the same bytes
//! could be text, a comment or a value in single quotes, where the space
//! would show), so it looks for runs anywhere; text of more than sixteen
//! `name="value"` pieces in a row, outside a tag, is not something a feed
//! writes.

use std::borrow::Cow;
use std::collections::HashMap;

/// The longest run of attributes the tokenizer is left to read in one
/// descent. Each costs about 300 bytes of stack in an optimized build, and
/// 8 to 16 KB in a debug build, where 127 of them overflowed a thread's
/// default 2 MiB: 16 keep a run under 256 KB in either.
pub(super) const MAX_RUN: usize = 16;

/// `html`, with a space before the `=` of every `MAX_RUN`th attribute of any
/// run longer than that (see the module); borrowed when there is none.
pub(super) fn bounded(html: &str) -> Cow<'_, str> {
    Bounded::of(html).text
}

/// A fragment bounded for the tokenizer, with where its spaces went, so
/// that an offset in it can be taken back to the fragment as written.
pub(super) struct Bounded<'a> {
    pub(super) text: Cow<'a, str>,
    /// Where each space was put, as offsets of the fragment as written.
    breaks: Vec<usize>,
}

impl<'a> Bounded<'a> {
    /// `html` bounded (see [`bounded`]).
    pub(super) fn of(html: &'a str) -> Self {
        let breaks = breaks(html.as_bytes());
        if breaks.is_empty() {
            return Bounded {
                text: Cow::Borrowed(html),
                breaks,
            };
        }
        let mut out = String::with_capacity(html.len() + breaks.len());
        let mut from = 0;
        for &at in &breaks {
            out.push_str(html.get(from..at).unwrap_or_default());
            out.push(' ');
            from = at;
        }
        out.push_str(html.get(from..).unwrap_or_default());
        Bounded {
            text: Cow::Owned(out),
            breaks,
        }
    }

    /// The offset in the fragment as written of `at`, an offset of the
    /// bounded text that is not one of its added spaces.
    pub(super) fn original(&self, at: usize) -> usize {
        // The `i`th space (from 0) is at `break + i` in the bounded text.
        let before = self
            .breaks
            .iter()
            .enumerate()
            .take_while(|&(i, &b)| b + i < at)
            .count();
        at - before
    }
}

/// Where to put a space: before the `=` of each `MAX_RUN`th link of a run,
/// in increasing order.
///
/// A link starts at the quote that closes a value, and is what the
/// tokenizer reads from there without returning: white space, a name, `=`,
/// white space, a value in double quotes with no `&`, and its closing quote,
/// where the next link starts. Each quote has at most one link from it;
/// every quote is tried as the start of one, so the scan holds however the
/// quotes pair up in the tokenizer's reading. Linear: the bytes a link
/// covers hold no quote that starts another (see `link`).
fn breaks(bytes: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    // A run of `MAX_RUN` links holds two quotes per link and the one it
    // starts at: nearly every fragment has fewer quotes in all, and one
    // count says so before any link is looked for.
    if memchr::memchr_iter(b'"', bytes).count() <= 2 * MAX_RUN {
        return out;
    }
    // The run each closing quote reached so far ends, by its position.
    let mut runs: HashMap<usize, usize, foldhash::fast::RandomState> = HashMap::default();
    for quote in memchr::memchr_iter(b'"', bytes) {
        let run = runs.remove(&quote).unwrap_or(0);
        let Some((equals, close)) = link(bytes, quote) else {
            continue;
        };
        let mut run = run + 1;
        if run >= MAX_RUN {
            out.push(equals);
            run = 0;
        }
        runs.insert(close, run);
    }
    out
}

/// The link from the quote at `quote`: the position of its `=` and of its
/// value's closing quote; `None` where the tokenizer would return there.
fn link(bytes: &[u8], quote: usize) -> Option<(usize, usize)> {
    let space = |b: u8| matches!(b, b'\t' | b'\n' | b'\x0C' | b' ' | b'\r');
    let mut at = quote + 1;
    // At least one white space character after the value.
    let spaces = bytes.get(at..)?.iter().take_while(|&&b| space(b)).count();
    if spaces == 0 {
        return None;
    }
    at += spaces;
    // A name: anything up to white space, `/`, `>` or `=` (quotes included),
    // ended by `=` itself. A name starting with `=` is read another way.
    let name = bytes
        .get(at..)?
        .iter()
        .take_while(|&&b| !space(b) && !matches!(b, b'/' | b'>' | b'='))
        .count();
    if name == 0 {
        return None;
    }
    at += name;
    let equals = at;
    if bytes.get(equals) != Some(&b'=') {
        return None;
    }
    at += 1;
    at += bytes.get(at..)?.iter().take_while(|&&b| space(b)).count();
    if bytes.get(at) != Some(&b'"') {
        return None;
    }
    let value = at + 1;
    let close = value + memchr::memchr(b'"', bytes.get(value..)?)?;
    if memchr::memchr(b'&', bytes.get(value..close)?).is_some() {
        return None;
    }
    Some((equals, close))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(attributes: usize) -> String {
        let mut html = String::from("<p");
        for i in 0..attributes {
            html.push_str(&format!(" a{i}=\"v\""));
        }
        html.push_str(">x</p>");
        html
    }

    #[test]
    fn short_runs_are_left_alone() {
        let html = tag(MAX_RUN);
        assert!(matches!(bounded(&html), Cow::Borrowed(_)));
        let prose = r#"He said "yes" and "no" = "maybe"."#;
        assert!(matches!(bounded(prose), Cow::Borrowed(_)));
    }

    #[test]
    fn long_runs_are_broken_before_an_equals_sign() {
        let html = tag(3 * MAX_RUN);
        let out = bounded(&html);
        assert_eq!(out.len(), html.len() + 2);
        assert_eq!(out.replace(" =", "="), html);
        // Each break is between a name and its `=`.
        assert_eq!(out.matches(" =\"").count(), 2);
    }

    #[test]
    fn offsets_in_the_bounded_text_go_back_to_the_fragment() {
        let html = format!("{}<!-- x", tag(3 * MAX_RUN));
        let bounded = Bounded::of(&html);
        let comment = bounded.text.find("<!--").unwrap();
        assert_eq!(comment, html.find("<!--").unwrap() + 2);
        assert_eq!(bounded.original(comment), html.find("<!--").unwrap());
        assert_eq!(bounded.original(0), 0);
        let plain = Bounded::of("<p a=\"b\">x");
        assert_eq!(plain.original(7), 7);
    }

    #[test]
    fn runs_end_where_the_tokenizer_returns() {
        // A value with a reference, one in single quotes, and no space
        // after a value each end the run: nothing to break however many.
        for link in [" a=\"&amp;\"", " a='v'", " a=\"v\"b=\"v\""] {
            let html = format!("<p{}>", link.repeat(4 * MAX_RUN));
            assert!(matches!(bounded(&html), Cow::Borrowed(_)), "{link}");
        }
    }
}
