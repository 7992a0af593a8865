//! The allow-list policy of feedparser's `_HTMLSanitizer`, applied to one tag
//! at a time: which elements and attributes survive, when text is dropped,
//! and how inline SVG and MathML are let through with their own lists.
//!
//! It knows nothing of tokenizing or writing: [`super::filter`] hands it each
//! tag and writes what it returns.

use std::borrow::Cow;

use super::css::clean_style;
use super::lists::{
    ATTRIBUTES, DROPPED_WITH_CONTENT, ELEMENTS, MATHML_ATTRIBUTES, MATHML_ELEMENTS, SVG_ATTRIBUTES,
    SVG_ELEMENTS,
};
use super::name_set::NameSet;
use super::resolve::safe;

/// An attribute: its lowercase name and its value, borrowed from the
/// fragment where they are written out unchanged.
pub(super) type Attr<'t> = (Cow<'t, str>, Cow<'t, str>);

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
    /// The styles cleaned last in this fragment.
    styles: RecentStyles,
}

/// The last few styles cleaned and what they became. A fragment repeats its
/// styles (code highlighted span by span, the cells of a table): on the real
/// feeds three in four are one of the eight cleaned before them in the same
/// fragment, and cleaning one (reading its declarations, looking up each
/// property and keyword) costs ten times finding it here.
#[derive(Debug, Default)]
struct RecentStyles {
    /// The style as written, whether it was inside inline SVG, and the
    /// cleaned style; at most [`RecentStyles::KEPT`], the oldest replaced.
    held: Vec<(String, bool, String)>,
    oldest: usize,
}

impl RecentStyles {
    const KEPT: usize = 8;

    /// `clean_style(style, in_svg)`, found or made.
    fn clean(&mut self, style: &str, in_svg: bool) -> String {
        if let Some((_, _, cleaned)) = self
            .held
            .iter()
            .find(|(held, svg, _)| *svg == in_svg && held == style)
        {
            return cleaned.clone();
        }
        let cleaned = clean_style(style, in_svg);
        let entry = (style.to_owned(), in_svg, cleaned.clone());
        if self.held.len() < Self::KEPT {
            self.held.push(entry);
        } else {
            self.held[self.oldest] = entry;
            self.oldest = (self.oldest + 1) % Self::KEPT;
        }
        cleaned
    }
}

impl Sanitizer {
    /// [`kept_html_attribute`], with the styles of this fragment cleaned
    /// once each (see [`RecentStyles`]).
    pub(super) fn kept_html_attribute<'t>(
        &mut self,
        key: &str,
        value: Cow<'t, str>,
        in_svg: bool,
    ) -> Option<Cow<'t, str>> {
        if key != "style" {
            return kept_html_attribute(key, value, in_svg);
        }
        let style = self.styles.clean(&value, in_svg);
        (!style.is_empty()).then_some(Cow::Owned(style))
    }

    /// Whether text at this point is kept.
    pub(super) fn keeps_text(&self) -> bool {
        self.dropped == 0
    }

    /// The tag to write for a start tag, or `None` to drop it. `attrs` are
    /// lowercase names with decoded values; `html` is true for `text/html`
    /// (where inline `<svg>` and `<math>` need no `xmlns`).
    pub(super) fn start<'t>(
        &mut self,
        name: &'t str,
        mut attrs: Vec<Attr<'t>>,
        html: bool,
    ) -> Option<(Cow<'t, str>, Vec<Attr<'t>>)> {
        let mut name = Cow::Borrowed(name);
        let mut vocabulary = Vocabulary::Html;
        if !HTML_ELEMENTS.contains(&name) || self.svg > 0 {
            if drops_content(&name) {
                self.dropped += 1;
            }
            let has_xmlns = attrs.iter().any(|(k, v)| k == "xmlns" && !v.is_empty());
            if html && !has_xmlns {
                match &*name {
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
            if self.mathml > 0 && MATHML_ELEMENT_SET.contains(&name) {
                vocabulary = Vocabulary::MathMl;
            } else if let Some(spelled) = svg_spelling(SVG_ELEMENTS, &name).filter(|_| self.svg > 0)
            {
                name = Cow::Borrowed(spelled);
                vocabulary = Vocabulary::Svg;
            } else if !HTML_ELEMENTS.contains(&name) {
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
            let key = match vocabulary {
                Vocabulary::Html => {
                    if !may_keep_html_attribute(&key) {
                        continue;
                    }
                    if let Some(value) = self.kept_html_attribute(&key, value, self.svg > 0) {
                        clean.push((key, value));
                    }
                    continue;
                }
                Vocabulary::MathMl => MATHML_ATTRIBUTE_SET.contains(&key).then_some(key),
                Vocabulary::Svg => svg_spelling(SVG_ATTRIBUTES, &key).map(Cow::Borrowed),
            };
            if let Some(key) = key {
                let value = if key == "href" { safe(value) } else { value };
                clean.push((key, value));
            }
        }
        if vocabulary == Vocabulary::Svg && ANIMATIONS.contains(&&*name) {
            disarm_animation(&mut clean);
        }
        Some((name, clean))
    }

    /// Whether a start tag named `name` is an HTML element kept as written,
    /// outside any inline SVG or MathML: `start` would keep its name, add
    /// no attribute, and apply [`may_keep_html_attribute`] and
    /// [`kept_html_attribute`] to each of its own. The
    /// filter writes such a tag (most of a feed's) without building the
    /// lists `start` takes and gives.
    pub(super) fn keeps_as_html(&self, name: &str) -> bool {
        self.svg == 0 && self.mathml == 0 && HTML_ELEMENTS.contains(name)
    }

    /// Whether a start tag named `name` with no attributes is written as it
    /// is, and changes nothing here: outside inline SVG, an HTML element, or
    /// inside `<math>` a MathML element other than `math` (to which `start`
    /// gives an `xmlns`). Formulas are written tag by tag, most without
    /// attributes (`<mi>`, `<mn>`, `<mrow>`).
    pub(super) fn keeps_bare(&self, name: &str) -> bool {
        self.svg == 0
            && (HTML_ELEMENTS.contains(name)
                || (self.mathml > 0 && name != "math" && MATHML_ELEMENT_SET.contains(name)))
    }

    /// The end tag to write, or `None` to drop it.
    pub(super) fn end<'n>(&mut self, name: &'n str) -> Option<&'n str> {
        if HTML_ELEMENTS.contains(name) {
            return Some(name);
        }
        if drops_content(name) {
            self.dropped -= 1;
        }
        if self.mathml > 0 && MATHML_ELEMENT_SET.contains(name) {
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

/// Whether an attribute of an HTML element may be kept (by name alone: a
/// `style` whose every declaration is dropped is dropped too).
pub(super) fn may_keep_html_attribute(key: &str) -> bool {
    key == "style" || HTML_ATTRIBUTES.contains(key)
}

/// The value to write for the attribute `key` of an HTML element, one that
/// [`may_keep_html_attribute`] allowed (the filter asks that first, to skip
/// the attributes it drops unread), or `None` to drop it: `style` keeps only
/// its harmless declarations, and `href` is emptied when its scheme can run
/// code. `in_svg`: the element is inside inline SVG, where CSS properties of
/// SVG are kept too.
pub(super) fn kept_html_attribute<'t>(
    key: &str,
    value: Cow<'t, str>,
    in_svg: bool,
) -> Option<Cow<'t, str>> {
    if key == "style" {
        let style = clean_style(&value, in_svg);
        return (!style.is_empty()).then_some(Cow::Owned(style));
    }
    Some(if key == "href" { safe(value) } else { value })
}

/// SVG elements that set another attribute of an element over time (SMIL).
const ANIMATIONS: &[&str] = &[
    "animate",
    "animateColor",
    "animateMotion",
    "animateTransform",
    "set",
];

/// The attributes of an animation that give the values it sets.
const ANIMATION_VALUES: &[&str] = &["by", "from", "to", "values"];

/// Takes from an animation's attributes what would let it set a URL or an
/// event handler: `<set attributeName="href" to="javascript:...">` turns a
/// link the URL check passed into a script URL once the animation runs, and
/// the values it sets are never seen as URLs. The target is read as a
/// browser matches it (white space around it ignored, any prefix, any case);
/// without its target and values the animation sets nothing.
fn disarm_animation(attrs: &mut Vec<Attr<'_>>) {
    let targets_code = attrs.iter().any(|(key, value)| {
        if key != "attributeName" {
            return false;
        }
        let target = value.trim().to_ascii_lowercase();
        let local = target.rsplit(':').next().unwrap_or_default();
        super::resolve::carries_url(local) || local.starts_with("on")
    });
    if targets_code {
        attrs.retain(|(key, _)| key != "attributeName" && !ANIMATION_VALUES.contains(&&**key));
    }
}

/// Which attribute list a kept element uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Vocabulary {
    Html,
    MathMl,
    Svg,
}

static HTML_ELEMENTS: NameSet<&str> = NameSet::new(ELEMENTS);
static HTML_ATTRIBUTES: NameSet<&str> = NameSet::new(ATTRIBUTES);
static MATHML_ELEMENT_SET: NameSet<&str> = NameSet::new(MATHML_ELEMENTS);
static MATHML_ATTRIBUTE_SET: NameSet<&str> = NameSet::new(MATHML_ATTRIBUTES);

/// Whether `name` is `script`, `style` or `applet`, dropped with what they hold.
fn drops_content(name: &str) -> bool {
    DROPPED_WITH_CONTENT.contains(&name)
}

/// The SVG spelling (`viewBox`, `linearGradient`) of a lowercased name, if listed.
fn svg_spelling(list: &[&'static str], name: &str) -> Option<&'static str> {
    list.iter().copied().find(|s| s.eq_ignore_ascii_case(name))
}
