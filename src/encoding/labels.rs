//! Encoding labels: what a charset name in a declaration or a hint names.

use super::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Label {
    Known(Family),
    Unknown,
}

/// Resolves a charset label with the WHATWG rules of `encoding_rs`, plus the
/// UTF-32 labels it does not know. The "replacement" encoding (labels such as
/// iso-2022-kr) would turn the whole document into one U+FFFD, so it counts
/// as unknown.
pub(super) fn resolve_label(label: &str) -> Label {
    let lower = label.trim().to_ascii_lowercase();
    if matches!(
        lower.as_str(),
        "utf-32"
            | "utf32"
            | "utf-32le"
            | "utf-32be"
            | "ucs-4"
            | "ucs4"
            | "iso-10646-ucs-4"
            | "csucs4"
    ) {
        return Label::Known(Family::Utf32);
    }
    match Encoding::for_label(lower.as_bytes()) {
        Some(e) if e == REPLACEMENT => Label::Unknown,
        Some(e) => Label::Known(Enc::Rs(e).family()),
        None => Label::Unknown,
    }
}

/// Trims whitespace and the quotes HTTP allows around a charset value.
pub(super) fn clean_label(label: &str) -> String {
    label
        .trim()
        .trim_matches(|c| c == '"' || c == '\'')
        .trim()
        .to_owned()
}
