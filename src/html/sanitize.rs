//! The allow-list policy of feedparser's `_HTMLSanitizer`, applied to one tag
//! at a time: which elements and attributes survive, when text is dropped,
//! and how inline SVG and MathML are let through with their own lists.
//!
//! It knows nothing of tokenizing or writing: [`super::filter`] hands it each
//! tag and writes what it returns.

use super::css::clean_style;
use super::lists::{
    ATTRIBUTES, DROPPED_WITH_CONTENT, ELEMENTS, MATHML_ATTRIBUTES, MATHML_ELEMENTS, SVG_ATTRIBUTES,
    SVG_ELEMENTS,
};
use super::resolve::safe;

const SVG_NS: &str = "http://www.w3.org/2000/svg";
const MATHML_NS: &str = "http://www.w3.org/1998/Math/MathML";
const XLINK_NS: &str = "http://www.w3.org/1999/xlink";

/// The sanitizer's state across one fragment.
#[derive(Debug, Default)]
pub(super) struct Sanitizer {
    /// Open `script`/`style`/`applet` elements minus their end tags. Text is
    /// kept only when this is exactly 0; like feedparser's counter it can go
    /// negative on a stray end tag, which hides text until the next start tag.
    dropped: i64,
    /// Open `<math>` elements that declared the MathML namespace.
    mathml: u32,
    /// Open `<svg>` elements that declared the SVG namespace.
    svg: u32,
}

impl Sanitizer {
    /// Whether text at this point is kept.
    pub(super) fn keeps_text(&self) -> bool {
        self.dropped == 0
    }

    /// The tag to write for a start tag, or `None` to drop it. `attrs` are
    /// lowercase names with decoded values; `html` is true for `text/html`
    /// (where inline `<svg>` and `<math>` need no `xmlns`).
    pub(super) fn start(
        &mut self,
        name: &str,
        mut attrs: Vec<(String, String)>,
        html: bool,
    ) -> Option<(String, Vec<(String, String)>)> {
        let mut name = name.to_owned();
        let mut vocabulary = Vocabulary::Html;
        if !is_listed(ELEMENTS, &name) || self.svg > 0 {
            if is_listed(DROPPED_WITH_CONTENT, &name) {
                self.dropped += 1;
            }
            let has_xmlns = attrs.iter().any(|(k, v)| k == "xmlns" && !v.is_empty());
            if html && !has_xmlns {
                match name.as_str() {
                    "svg" => attrs.push(("xmlns".into(), SVG_NS.into())),
                    "math" => attrs.push(("xmlns".into(), MATHML_NS.into())),
                    _ => {}
                }
            }
            let declares = |ns: &str| attrs.iter().any(|(k, v)| k == "xmlns" && v == ns);
            if name == "math" && declares(MATHML_NS) {
                self.mathml += 1;
            }
            if name == "svg" && declares(SVG_NS) {
                self.svg += 1;
            }
            if self.mathml > 0 && is_listed(MATHML_ELEMENTS, &name) {
                vocabulary = Vocabulary::MathMl;
            } else if let Some(spelled) = svg_spelling(SVG_ELEMENTS, &name).filter(|_| self.svg > 0)
            {
                name = spelled.to_owned();
                vocabulary = Vocabulary::Svg;
            } else if !is_listed(ELEMENTS, &name) {
                return None;
            }
        }
        if (self.mathml > 0 || self.svg > 0)
            && attrs.iter().any(|(k, _)| k.starts_with("xlink:"))
            && !attrs
                .iter()
                .any(|(k, v)| k == "xmlns:xlink" && v == XLINK_NS)
        {
            attrs.push(("xmlns:xlink".into(), XLINK_NS.into()));
        }
        // Added attributes take their sorted place; a repeated name keeps its last value.
        // In name order, one value per name (the last, as a map would keep
        // it). The tokenizer gives them sorted already, but for the ones
        // added above: a stable sort of a sorted list is one pass.
        attrs.sort_by(|a, b| a.0.cmp(&b.0));
        let mut attrs = attrs.into_iter().peekable();
        let mut clean = Vec::with_capacity(attrs.len());
        while let Some((key, value)) = attrs.next() {
            if attrs.peek().is_some_and(|(next, _)| *next == key) {
                continue;
            }
            if key == "style" && vocabulary == Vocabulary::Html {
                let style = clean_style(&value, self.svg > 0);
                if !style.is_empty() {
                    clean.push((key, style));
                }
                continue;
            }
            let key = match vocabulary {
                Vocabulary::Html => is_listed(ATTRIBUTES, &key).then_some(key),
                Vocabulary::MathMl => is_listed(MATHML_ATTRIBUTES, &key).then_some(key),
                Vocabulary::Svg => svg_spelling(SVG_ATTRIBUTES, &key).map(str::to_owned),
            };
            if let Some(key) = key {
                let value = if key == "href" { safe(value) } else { value };
                clean.push((key, value));
            }
        }
        Some((name, clean))
    }

    /// The end tag to write, or `None` to drop it.
    pub(super) fn end<'n>(&mut self, name: &'n str) -> Option<&'n str> {
        if is_listed(ELEMENTS, name) {
            return Some(name);
        }
        if is_listed(DROPPED_WITH_CONTENT, name) {
            self.dropped -= 1;
        }
        if self.mathml > 0 && is_listed(MATHML_ELEMENTS, name) {
            if name == "math" {
                self.mathml -= 1;
            }
            return Some(name);
        }
        if self.svg > 0 {
            if let Some(spelled) = svg_spelling(SVG_ELEMENTS, name) {
                if spelled == "svg" {
                    self.svg -= 1;
                }
                return Some(spelled);
            }
        }
        None
    }
}

/// Which attribute list a kept element uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Vocabulary {
    Html,
    MathMl,
    Svg,
}

fn is_listed(list: &[&str], name: &str) -> bool {
    list.binary_search(&name).is_ok()
}

/// The SVG spelling (`viewBox`, `linearGradient`) of a lowercased name, if listed.
fn svg_spelling(list: &[&'static str], name: &str) -> Option<&'static str> {
    list.iter().copied().find(|s| s.eq_ignore_ascii_case(name))
}
