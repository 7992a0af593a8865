//! Finds what makes markup unsafe to show, for `check`: the same allow-lists
//! the sanitizer applies, read as findings instead of removals. A publisher
//! learns what every reader that sanitizes will take out of the feed.

use html5gum::{DefaultEmitter, Error, Token, Tokenizer};

use super::css::clean_style;
use super::lists::{
    ATTRIBUTES, ELEMENTS, MATHML_ATTRIBUTES, MATHML_ELEMENTS, SVG_ATTRIBUTES, SVG_ELEMENTS,
};

/// One thing in markup that a sanitizing reader removes, or that is not HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Hazard {
    /// An element that can run code or change the page (`script`, `embed`,
    /// `object`, `meta`, `iframe`), or one of MathML or SVG not on their lists.
    Element(String),
    /// An event-handler attribute (`onclick`, `onsubmit`).
    Handler(String),
    /// An attribute outside the allow-list of its vocabulary.
    Attribute(String),
    /// A URL whose scheme runs code (`javascript:`, `vbscript:`).
    Script(String),
    /// A `style` attribute with declarations the sanitizer removes.
    Style(String),
    /// An element HTML does not define.
    Unknown(String),
    /// A processing instruction (`<?import ...>`), which some browsers act on.
    Instruction,
    /// A tag cut off by the end of the text: not HTML.
    Unclosed,
}

/// Which allow-list a tag is read against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Vocabulary {
    Html,
    MathMl,
    Svg,
}

/// The hazards in an HTML fragment, in document order.
pub(crate) fn audit_html(html: &str) -> Vec<Hazard> {
    let mut found = Vec::new();
    if html.contains("<?") {
        found.push(Hazard::Instruction);
    }
    let mut math = 0usize;
    let mut svg = 0usize;
    // A tag of thousands of attributes would overflow the tokenizer's stack.
    let html = super::chains::bounded(html);
    for token in Tokenizer::new_with_emitter(&*html, DefaultEmitter::<()>::default()) {
        let Ok(token) = token;
        match token {
            Token::Error(error)
                if matches!(error.value, Error::EofInTag | Error::EofBeforeTagName) =>
            {
                found.push(Hazard::Unclosed);
            }
            Token::StartTag(tag) => {
                let name = String::from_utf8_lossy(&tag.name).to_ascii_lowercase();
                let vocabulary = if svg > 0 || name == "svg" {
                    Vocabulary::Svg
                } else if math > 0 || name == "math" {
                    Vocabulary::MathMl
                } else {
                    Vocabulary::Html
                };
                if !tag.self_closing {
                    match name.as_str() {
                        "math" => math += 1,
                        "svg" => svg += 1,
                        _ => {}
                    }
                }
                let attrs: Vec<(String, String)> = tag
                    .attributes
                    .iter()
                    .map(|(k, v)| {
                        (
                            String::from_utf8_lossy(k).into_owned(),
                            String::from_utf8_lossy(&v.value).into_owned(),
                        )
                    })
                    .collect();
                let attrs = attrs.iter().map(|(k, v)| (k.as_str(), v.as_str()));
                found.extend(audit_tag(vocabulary, &name, attrs));
            }
            Token::EndTag(tag) => match tag.name.as_slice() {
                b"math" => math = math.saturating_sub(1),
                b"svg" => svg = svg.saturating_sub(1),
                _ => {}
            },
            _ => {}
        }
    }
    found
}

/// The hazards of one start tag: its element, then each attribute.
pub(crate) fn audit_tag<'a>(
    vocabulary: Vocabulary,
    name: &str,
    attrs: impl Iterator<Item = (&'a str, &'a str)>,
) -> Vec<Hazard> {
    let mut found = Vec::new();
    let lower = name.to_ascii_lowercase();
    let listed = match vocabulary {
        Vocabulary::Html => ELEMENTS.binary_search(&lower.as_str()).is_ok(),
        Vocabulary::MathMl => MATHML_ELEMENTS.binary_search(&lower.as_str()).is_ok(),
        Vocabulary::Svg => SVG_ELEMENTS.iter().any(|s| s.eq_ignore_ascii_case(name)),
    };
    if !listed {
        let known_html = super::is_html_element(&lower);
        if vocabulary != Vocabulary::Html || DANGEROUS.contains(&&*lower) {
            found.push(Hazard::Element(name.to_owned()));
        } else if !known_html {
            found.push(Hazard::Unknown(name.to_owned()));
        }
        // Other HTML the sanitizer drops (`html`, `body`, `picture`) is
        // harmless: readers lose it, and the feed is not wrong to have it.
    }
    for (key, value) in attrs {
        let key_lower = key.to_ascii_lowercase();
        if key_lower.starts_with("on") {
            found.push(Hazard::Handler(key.to_owned()));
            continue;
        }
        if key_lower == "xmlns" || key_lower.starts_with("xmlns:") || key_lower.starts_with("xml:")
        {
            continue;
        }
        let allowed = match vocabulary {
            Vocabulary::Html => ATTRIBUTES.binary_search(&key_lower.as_str()).is_ok(),
            Vocabulary::MathMl => MATHML_ATTRIBUTES.binary_search(&key_lower.as_str()).is_ok(),
            Vocabulary::Svg => SVG_ATTRIBUTES.iter().any(|s| s.eq_ignore_ascii_case(key)),
        };
        if key_lower == "style" {
            if !style_is_clean(value, vocabulary == Vocabulary::Svg) {
                found.push(Hazard::Style(value.to_owned()));
            }
        } else if !allowed && !is_html_attribute(&key_lower) {
            found.push(Hazard::Attribute(key.to_owned()));
        } else if runs_script(value) {
            found.push(Hazard::Script(value.to_owned()));
        }
    }
    found
}

/// The elements that can run code or change the page around the content.
const DANGEROUS: &[&str] = &[
    "applet", "base", "embed", "frame", "frameset", "iframe", "link", "meta", "object", "script",
    "style",
];

/// Whether `name` (lower case) is an attribute HTML defines, or one of the
/// families it leaves open (`data-*`, `aria-*`): a sanitizer may drop it,
/// but it is valid markup, not a risk.
fn is_html_attribute(name: &str) -> bool {
    const HTML5: &[&str] = &[
        "allow",
        "allowfullscreen",
        "async",
        "autocomplete",
        "autofocus",
        "autoplay",
        "crossorigin",
        "decoding",
        "download",
        "draggable",
        "enterkeyhint",
        "fetchpriority",
        "frameborder",
        "hidden",
        "inert",
        "inputmode",
        "is",
        "itemid",
        "itemprop",
        "itemref",
        "itemscope",
        "itemtype",
        "loading",
        "muted",
        "nonce",
        "playsinline",
        "popover",
        "preload",
        "referrerpolicy",
        "role",
        "sandbox",
        "sizes",
        "slot",
        "spellcheck",
        "srcdoc",
        "srclang",
        "srcset",
        "translate",
    ];
    name.starts_with("data-") || name.starts_with("aria-") || HTML5.contains(&name)
}

/// Whether the sanitizer keeps every declaration of `style`.
fn style_is_clean(style: &str, in_svg: bool) -> bool {
    let written = style
        .split(';')
        .filter(|d| d.contains(':') && !d.trim().is_empty())
        .count();
    let kept = clean_style(style, in_svg).matches(';').count();
    written == kept
}

/// Whether a URL's scheme, read as browsers read it, runs code.
fn runs_script(value: &str) -> bool {
    let seen: String = value
        .trim_start_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .take(16)
        .collect::<String>()
        .to_ascii_lowercase();
    seen.starts_with("javascript:") || seen.starts_with("vbscript:")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_what_the_sanitizer_removes() {
        assert_eq!(audit_html("<p>fine <b>bold</b></p>"), vec![]);
        assert_eq!(
            audit_html("<script src=x></script>"),
            vec![Hazard::Element("script".into())]
        );
        assert_eq!(
            audit_html("<a onsubmit=\"evil()\">x</a>"),
            vec![Hazard::Handler("onsubmit".into())]
        );
        assert_eq!(
            audit_html("<a href=\"javascript:evil()\">x</a>"),
            vec![Hazard::Script("javascript:evil()".into())]
        );
        assert_eq!(
            audit_html("<span style=\"position: absolute\">x</span>"),
            vec![Hazard::Style("position: absolute".into())]
        );
        assert_eq!(audit_html("<span style=\"color: red;\">x</span>"), vec![]);
        assert_eq!(
            audit_html("<bogus>x</bogus>"),
            vec![Hazard::Unknown("bogus".into())]
        );
        assert_eq!(audit_html("\n  <a\n"), vec![Hazard::Unclosed]);
    }
}
