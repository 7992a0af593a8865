//! Entity policy: what `&name;` becomes.
//!
//! Character references and the five XML entities become text. HTML named
//! entities (`&nbsp;`, `&mdash;`), which XML does not define but feeds use
//! all the time, become text plus a warning. Entities the document's DTD
//! declared are looked up through the caller. Anything else stays verbatim
//! (`&name;`) plus a warning, and a `&` that starts no reference is text.
//!
//! Pure functions over `&str`: this module knows nothing of XML events.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use crate::warning::WarningKind;

/// Longest entity name looked up; longer runs are a bare `&` followed by text.
const MAX_NAME_LEN: usize = 64;

/// Appends what the reference `&{name};` stands for to `out`, and returns the
/// warning the repair deserves, if any. `custom` resolves entities that the
/// document's internal DTD declared.
pub(crate) fn push_reference(
    out: &mut String,
    name: &str,
    custom: &dyn Fn(&str) -> Option<String>,
) -> Option<WarningKind> {
    if let Some(number) = name.strip_prefix('#') {
        return push_char_ref(out, number);
    }
    if !is_name(name) {
        // `AT&T; more` or `a & b;`: not a reference at all.
        out.push('&');
        out.push_str(name);
        out.push(';');
        return Some(WarningKind::BareAmpersand);
    }
    if let Some(text) = quick_xml::escape::resolve_xml_entity(name) {
        out.push_str(text);
        return None;
    }
    if let Some(text) = custom(name) {
        out.push_str(&text);
        return None;
    }
    if let Some(text) = html4_entity(name).or_else(|| html5_entity(name)) {
        out.push_str(text);
        return Some(WarningKind::HtmlEntity { name: name.into() });
    }
    out.push('&');
    out.push_str(name);
    out.push(';');
    Some(WarningKind::UnknownEntity { name: name.into() })
}

/// The entities whose HTML 4 (and XHTML 1.0) meaning HTML5 changed. Feeds
/// take their entity names from HTML 4, so these keep that meaning; HTML5's
/// table serves only for the names HTML 4 lacks.
fn html4_entity(name: &str) -> Option<&'static str> {
    match name {
        // HTML5 maps these to the mathematical angle brackets U+27E8/U+27E9.
        "lang" => Some("\u{2329}"),
        "rang" => Some("\u{232A}"),
        _ => None,
    }
}

/// The text of the HTML entity `name` (no `&` or `;`), as the reader decodes it.
pub(crate) fn html_entity(name: &str) -> Option<&'static str> {
    html4_entity(name).or_else(|| html5_entity(name))
}

/// The HTML5 named entities, by name (`"mdash"` -> `"\u{2014}"`), built on
/// first use: what an HTML tokenizer decodes `&name;` to.
pub(crate) fn html5_entity(name: &str) -> Option<&'static str> {
    static TABLE: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        entities::ENTITIES
            .iter()
            // The table also lists the legacy forms without `;` (`&amp`); a
            // reference always ends in `;` here, so only those count.
            .filter_map(|e| Some((e.entity.strip_prefix('&')?.strip_suffix(';')?, e.characters)))
            .collect()
    });
    table.get(name).copied()
}

/// Whether `name` is one of HTML's old references that may be written
/// without `;` (`&amp`, `&copy`, `&not`: HTML 4's Latin-1 set and a few
/// more), which an HTML tokenizer decodes even so.
pub(crate) fn is_legacy_html_entity(name: &str) -> bool {
    static NAMES: OnceLock<HashSet<&'static str>> = OnceLock::new();
    NAMES
        .get_or_init(|| {
            entities::ENTITIES
                .iter()
                .filter_map(|e| e.entity.strip_prefix('&'))
                .filter(|name| !name.ends_with(';'))
                .collect()
        })
        .contains(name)
}

/// `&#123;` / `&#x7B;`: zero, surrogates and values above U+10FFFF are no
/// character ([XML 1.0 §4.1](https://www.w3.org/TR/xml/#NT-CharRef)), so
/// they become U+FFFD.
fn push_char_ref(out: &mut String, number: &str) -> Option<WarningKind> {
    match char_ref_code(number)
        .filter(|&c| c != 0)
        .and_then(char::from_u32)
    {
        Some(c) => {
            out.push(c);
            None
        }
        None => {
            out.push(char::REPLACEMENT_CHARACTER);
            Some(WarningKind::InvalidCharRef {
                reference: format!("#{number}"),
            })
        }
    }
}

/// The code point a character reference's number (`34`, `x22`) names.
fn char_ref_code(number: &str) -> Option<u32> {
    match number.strip_prefix(['x', 'X']) {
        Some(hex) if !hex.is_empty() && hex.len() <= 8 => u32::from_str_radix(hex, 16).ok(),
        Some(_) => None,
        None if !number.is_empty() && number.len() <= 10 => number.parse::<u32>().ok(),
        None => None,
    }
}

/// The character a character reference (`name` without `&` and `;`: `#34`,
/// `#x2019`) stands for, when the reader has nothing to repair in it: a
/// character, not a C0 control (tab, line feed and carriage return aside),
/// a C1 control, U+FFFE or U+FFFF. The `&#34;` of escaped HTML and the
/// `&#8217;` of a blog's typography are such.
pub(crate) fn plain_char_ref(name: &str) -> Option<char> {
    let c = char::from_u32(char_ref_code(name.strip_prefix('#')?)?)?;
    let control = c < ' ' && !matches!(c, '\t' | '\n' | '\r');
    let c1 = ('\u{80}'..='\u{9F}').contains(&c);
    let noncharacter = matches!(c, '\u{FFFE}' | '\u{FFFF}');
    (!control && !c1 && !noncharacter).then_some(c)
}

/// Whether `name` can be an entity name (a simplified XML `Name`).
fn is_name(name: &str) -> bool {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    name.len() <= MAX_NAME_LEN
        && (first.is_alphabetic() || first == '_' || first == ':')
        && chars.all(|c| c.is_alphanumeric() || matches!(c, '_' | ':' | '-' | '.'))
}

/// Decodes every reference in `raw` (an attribute value or a DTD entity
/// value), calling `warn` for each repair. A `&` without a `;` soon after is
/// kept as text.
pub(crate) fn unescape(
    raw: &str,
    custom: &dyn Fn(&str) -> Option<String>,
    warn: &mut dyn FnMut(WarningKind),
) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let end = after
            .char_indices()
            .take(MAX_NAME_LEN + 2)
            .find(|&(_, c)| c == ';' || c == '&' || c.is_whitespace() || c == '<')
            .filter(|&(_, c)| c == ';')
            .map(|(i, _)| i);
        match end {
            Some(end) => {
                if let Some(w) = push_reference(&mut out, &after[..end], custom) {
                    warn(w);
                }
                rest = &after[end + 1..];
            }
            None => {
                out.push('&');
                warn(WarningKind::BareAmpersand);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none(_: &str) -> Option<String> {
        None
    }

    /// The shortcut gives what `push_reference` gives, for every spelling
    /// of the numbers around each edge of what it takes, and nothing where
    /// the reader would repair the character (the byte tests the reader
    /// uses on text say which).
    #[test]
    fn plain_char_refs_read_as_push_reference_reads_them() {
        let edges = [
            0u32..0x200,
            0xD7F0..0xE010,
            0xFFF0..0x10010,
            0x10_FFF0..0x11_0010,
        ];
        for code in edges.into_iter().flatten() {
            for name in [
                format!("#{code}"),
                format!("#0{code}"),
                format!("#x{code:x}"),
                format!("#X{code:X}"),
                format!("#x00{code:x}"),
            ] {
                let mut long_way = String::new();
                let warning = push_reference(&mut long_way, &name, &none);
                let bytes = long_way.as_bytes();
                let repaired = crate::xml::chars::holds_forbidden(bytes, true)
                    || crate::mojibake::holds_c1_control(bytes);
                let want = (warning.is_none() && !repaired)
                    .then(|| long_way.chars().next())
                    .flatten();
                assert_eq!(plain_char_ref(&name), want, "{name}");
            }
        }
        for name in [
            "#",
            "#x",
            "#-34",
            "#+34",
            "# 34",
            "#3 4",
            "lt",
            "#99999999999",
        ] {
            let mut long_way = String::new();
            let warning = push_reference(&mut long_way, name, &none);
            let shortcut = plain_char_ref(name);
            assert!(
                shortcut.is_none()
                    || (warning.is_none() && shortcut.map(String::from) == Some(long_way)),
                "{name}"
            );
        }
    }

    fn resolve(name: &str) -> (String, Option<WarningKind>) {
        let mut out = String::new();
        let w = push_reference(&mut out, name, &none);
        (out, w)
    }

    #[test]
    fn xml_entities_are_silent() {
        assert_eq!(resolve("amp"), ("&".into(), None));
        assert_eq!(resolve("lt"), ("<".into(), None));
        assert_eq!(resolve("apos"), ("'".into(), None));
    }

    #[test]
    fn char_refs() {
        assert_eq!(resolve("#39"), ("'".into(), None));
        assert_eq!(resolve("#x2014"), ("\u{2014}".into(), None));
        assert_eq!(resolve("#X2014"), ("\u{2014}".into(), None));
    }

    #[test]
    fn invalid_char_refs_become_replacement() {
        for bad in [
            "#0",
            "#xD800",
            "#x110000",
            "#99999999999",
            "#x",
            "#",
            "#12a",
        ] {
            let (text, w) = resolve(bad);
            assert_eq!(text, "\u{FFFD}", "{bad}");
            assert!(
                matches!(w, Some(WarningKind::InvalidCharRef { .. })),
                "{bad}"
            );
        }
    }

    #[test]
    fn html_entities_decode_with_warning() {
        assert_eq!(
            resolve("mdash"),
            (
                "\u{2014}".into(),
                Some(WarningKind::HtmlEntity {
                    name: "mdash".into()
                })
            )
        );
        assert_eq!(resolve("nbsp").0, "\u{a0}");
        // Greek letters and modifiers, which a wrong table once mangled.
        assert_eq!(resolve("alpha").0, "\u{3b1}");
        assert_eq!(resolve("Alpha").0, "\u{391}");
        assert_eq!(resolve("chi").0, "\u{3c7}");
        assert_eq!(resolve("circ").0, "\u{2c6}");
        // HTML 4's angle brackets, not HTML5's; names HTML 4 lacks come from HTML5.
        assert_eq!(resolve("lang").0, "\u{2329}");
        assert_eq!(resolve("rang").0, "\u{232a}");
        assert_eq!(resolve("lbbrk").0, "\u{2772}");
    }

    #[test]
    fn unknown_entities_stay_verbatim() {
        assert_eq!(
            resolve("notanentity"),
            (
                "&notanentity;".into(),
                Some(WarningKind::UnknownEntity {
                    name: "notanentity".into()
                })
            )
        );
    }

    #[test]
    fn custom_entities_win_over_html() {
        let custom = |n: &str| (n == "mdash").then(|| "--".to_string());
        let mut out = String::new();
        assert_eq!(push_reference(&mut out, "mdash", &custom), None);
        assert_eq!(out, "--");
    }

    #[test]
    fn not_a_name_is_a_bare_ampersand() {
        assert_eq!(
            resolve("T more"),
            ("&T more;".into(), Some(WarningKind::BareAmpersand))
        );
    }

    #[test]
    fn unescape_attribute_values() {
        let mut warnings = Vec::new();
        let out = unescape("a &amp; b & c &eacute; &#38;", &none, &mut |w| {
            warnings.push(w)
        });
        assert_eq!(out, "a & b & c \u{e9} &");
        assert_eq!(warnings.len(), 2);
        assert_eq!(unescape("&", &none, &mut |_| {}), "&");
        assert_eq!(unescape("x&y", &none, &mut |_| {}), "x&y");
        assert_eq!(unescape("&;", &none, &mut |_| {}), "&;");
    }
}
