//! The elements the HTML Living Standard defines, and those it lists as
//! obsolete but that browsers still parse: what a check may call HTML,
//! whether or not a sanitizer keeps it. Apart from the sanitizer's
//! allow-lists (`lists`), which say what is kept, not what exists.

/// Every element of the standard's index of elements (section "Index:
/// Elements"), sorted for binary search.
const CURRENT: &[&str] = &[
    "a",
    "abbr",
    "address",
    "area",
    "article",
    "aside",
    "audio",
    "b",
    "base",
    "bdi",
    "bdo",
    "blockquote",
    "body",
    "br",
    "button",
    "canvas",
    "caption",
    "cite",
    "code",
    "col",
    "colgroup",
    "data",
    "datalist",
    "dd",
    "del",
    "details",
    "dfn",
    "dialog",
    "div",
    "dl",
    "dt",
    "em",
    "embed",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "head",
    "header",
    "hgroup",
    "hr",
    "html",
    "i",
    "iframe",
    "img",
    "input",
    "ins",
    "kbd",
    "label",
    "legend",
    "li",
    "link",
    "main",
    "map",
    "mark",
    "math",
    "menu",
    "meta",
    "meter",
    "nav",
    "noscript",
    "object",
    "ol",
    "optgroup",
    "option",
    "output",
    "p",
    "param",
    "picture",
    "pre",
    "progress",
    "q",
    "rp",
    "rt",
    "ruby",
    "s",
    "samp",
    "script",
    "search",
    "section",
    "select",
    "slot",
    "small",
    "source",
    "span",
    "strong",
    "style",
    "sub",
    "summary",
    "sup",
    "svg",
    "table",
    "tbody",
    "td",
    "template",
    "textarea",
    "tfoot",
    "th",
    "thead",
    "time",
    "title",
    "tr",
    "track",
    "u",
    "ul",
    "var",
    "video",
    "wbr",
];

/// The standard's obsolete elements (section "Obsolete features"), which
/// conforming documents must not use but which browsers parse as HTML.
pub(crate) const OBSOLETE: &[&str] = &[
    "acronym",
    "applet",
    "basefont",
    "bgsound",
    "big",
    "blink",
    "center",
    "dir",
    "font",
    "frame",
    "frameset",
    "image",
    "isindex",
    "keygen",
    "listing",
    "marquee",
    "menuitem",
    "multicol",
    "nextid",
    "nobr",
    "noembed",
    "noframes",
    "plaintext",
    "rb",
    "rtc",
    "spacer",
    "strike",
    "tt",
    "xmp",
];

/// Whether `name` (lower case) is an element browsers parse as HTML: one
/// the standard defines, an obsolete one, or a custom element.
pub(crate) fn is_html_element(name: &str) -> bool {
    CURRENT.binary_search(&name).is_ok() || OBSOLETE.contains(&name) || is_custom_element(name)
}

/// A valid custom element name (HTML section 4.13.2): a lower-case ASCII
/// letter first, a hyphen somewhere, and none of the names SVG and MathML
/// reserved before custom elements existed.
fn is_custom_element(name: &str) -> bool {
    const RESERVED: &[&str] = &[
        "annotation-xml",
        "color-profile",
        "font-face",
        "font-face-format",
        "font-face-name",
        "font-face-src",
        "font-face-uri",
        "missing-glyph",
    ];
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.contains('-')
        && name.chars().all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || "-._".contains(c) || !c.is_ascii()
        })
        && !RESERVED.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_is_sorted() {
        assert!(CURRENT.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn names() {
        for name in [
            "summary",
            "details",
            "p",
            "marquee",
            "article-nav",
            "x-foo",
            "my-el.2",
        ] {
            assert!(is_html_element(name), "{name}");
        }
        for name in ["joakim", "font-face", "-x", "1-x", "X-Foo", "blah"] {
            assert!(!is_html_element(name), "{name}");
        }
    }
}
