//! XML fragments of the model (XHTML, XML content) checked to be well-formed
//! element content that can be written as is.

use super::*;

/// Whether `fragment` is well-formed element content; if so, the prefixes
/// it uses without declaring them.
pub(super) fn check_fragment(fragment: &str) -> Option<Vec<String>> {
    if holds_cdata_end(fragment.as_bytes()) && !fragment.contains("<![CDATA[")
        || holds_control_or_noncharacter(fragment.as_bytes(), true)
    {
        return None;
    }
    let mut reader = quick_xml::Reader::from_str(fragment);
    reader.config_mut().check_end_names = true;
    let mut depth = 0usize;
    let mut declared: Vec<Vec<String>> = Vec::new();
    let mut undeclared: Vec<String> = Vec::new();
    loop {
        let event = reader.read_event().ok()?;
        match event {
            Event::Start(ref start) | Event::Empty(ref start) => {
                // The prefixes the tag declares first (a name may use one
                // declared after it), then every name it uses, checked in
                // place: nothing is copied for a tag that declares nothing.
                let mut here = Vec::new();
                let raw_attributes = start.attributes_raw().as_bytes();
                if memchr::memmem::find(raw_attributes, b"xmlns:").is_some() {
                    for attr in start.attributes().with_checks(false) {
                        let attr = attr.ok()?;
                        if let Some(prefix) = attr.key.0.strip_prefix("xmlns:") {
                            here.push(prefix.to_owned());
                        }
                    }
                }
                let mut check_name = |qname: &str| {
                    // A colon in the local name fails `is_ncname`: at most one.
                    let colon = qname.bytes().position(|b| b == b':');
                    let (prefix, local) = match colon {
                        Some(at) => (qname.get(..at), qname.get(at + 1..).unwrap_or_default()),
                        None => (None, qname),
                    };
                    let valid = is_ncname(local) && prefix.is_none_or(is_ncname);
                    if let (true, Some(prefix)) = (valid, prefix) {
                        let known = prefix == "xml"
                            || here.iter().any(|p| p == prefix)
                            || declared.iter().flatten().any(|p| p == prefix);
                        if !known && !undeclared.iter().any(|p| p == prefix) {
                            undeclared.push(prefix.to_owned());
                        }
                    }
                    valid
                };
                if !check_name(start.name().0) {
                    return None;
                }
                for attr in start.attributes().with_checks(true) {
                    let attr = attr.ok()?;
                    let key = attr.key.0;
                    if key == "xmlns" || key.starts_with("xmlns:") {
                        continue;
                    }
                    if !references_known(&attr.value) || !check_name(key) {
                        return None;
                    }
                }
                if matches!(event, Event::Start(_)) {
                    depth += 1;
                    declared.push(here);
                }
            }
            Event::End(_) => {
                depth = depth.checked_sub(1)?;
                declared.pop();
            }
            Event::Text(_) => {}
            Event::GeneralRef(ref reference) => {
                let name: &str = reference;
                let known = matches!(name, "amp" | "lt" | "gt" | "quot" | "apos")
                    || reference.is_char_ref();
                if !known {
                    return None;
                }
                if reference.is_char_ref() {
                    let c = reference.resolve_char_ref().ok()??;
                    if !is_xml_char(c) {
                        return None;
                    }
                }
            }
            Event::CData(_) | Event::Comment(_) => {}
            Event::Eof => break,
            Event::Decl(_) | Event::PI(_) | Event::DocType(_) => return None,
        }
    }
    (depth == 0).then_some(undeclared)
}

/// A well-formed fragment with its carriage returns as references, which a
/// parser's line-end normalization would otherwise turn into newlines. Inside
/// a tag but outside a value, a carriage return is only a separator.
pub(super) fn protect_carriage_returns(fragment: &str) -> Cow<'_, str> {
    // Comments and CDATA sections would need a real tokenizer; the reader
    // never puts them in the markup it keeps.
    if !fragment.contains('\r') || fragment.contains("<!") {
        return Cow::Borrowed(fragment);
    }
    let mut out = String::with_capacity(fragment.len() + 16);
    let mut in_tag = false;
    let mut quote: Option<char> = None;
    for c in fragment.chars() {
        match (c, in_tag, quote) {
            ('\r', true, None) => out.push(' '),
            ('\r', _, _) => out.push_str("&#13;"),
            ('<', false, _) => {
                in_tag = true;
                out.push(c);
            }
            ('>', true, None) => {
                in_tag = false;
                out.push(c);
            }
            ('"' | '\'', true, None) => {
                quote = Some(c);
                out.push(c);
            }
            (c, true, Some(q)) if c == q => {
                quote = None;
                out.push(c);
            }
            (c, _, _) => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// An XML fragment of the model (XHTML, XML content) checked to be
/// well-formed element content that can be written as is, with the prefixes
/// it uses without declaring them. Checking parses it, so it is checked
/// once and the result handed to [`XmlWriter::fragment_element`].
pub(crate) struct Fragment<'a> {
    pub(super) text: &'a str,
    pub(super) undeclared: Vec<String>,
}

impl<'a> Fragment<'a> {
    /// `text` as a fragment, or `None` when it is not well-formed.
    pub(crate) fn check(text: &'a str) -> Option<Self> {
        check_fragment(text).map(|undeclared| Fragment { text, undeclared })
    }
}

/// Whether every `&...;` in an attribute value is one a strict parser knows.
pub(super) fn references_known(raw: &str) -> bool {
    let bytes = raw.as_bytes();
    if memchr::memchr(b'<', bytes).is_some() {
        return false;
    }
    memchr::memchr_iter(b'&', bytes).all(|at| {
        let rest = raw.get(at + 1..).unwrap_or_default();
        let Some(end) = memchr::memchr(b';', rest.as_bytes()) else {
            return false;
        };
        let name = rest.get(..end).unwrap_or_default();
        matches!(name, "amp" | "lt" | "gt" | "quot" | "apos")
            || name
                .strip_prefix("#x")
                .map(|hex| u32::from_str_radix(hex, 16))
                .or_else(|| name.strip_prefix('#').map(str::parse::<u32>))
                .and_then(Result::ok)
                .and_then(char::from_u32)
                .is_some_and(is_xml_char)
    })
}
