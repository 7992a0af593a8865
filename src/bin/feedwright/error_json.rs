//! The JSON record of an input that failed, in the shape the command line
//! is adopting for every JSON output: `{"source": ..., "error": {"kind":
//! ..., "message": ..., "position": {"line", "column", "offset"} or null}}`.
//! `kind` is a stable name a script can match; `message` is for people.

use feedwright::{ErrorKind, Position};

/// The record of `source` failing with `kind` and `message`, at `position` when known.
pub(crate) fn error_record(
    source: &str,
    kind: &str,
    message: &str,
    position: Option<Position>,
) -> serde_json::Value {
    let position = position.map(|p| {
        serde_json::json!({
            "line": p.line,
            "column": p.column,
            "offset": p.offset,
        })
    });
    serde_json::json!({
        "source": source,
        "error": { "kind": kind, "message": message, "position": position },
    })
}

/// The stable name of a reader's error.
pub(crate) fn kind_name(kind: &ErrorKind) -> &'static str {
    match kind {
        ErrorKind::Io(_) => "io",
        ErrorKind::Xml(_) => "malformed_xml",
        ErrorKind::Empty => "empty",
        ErrorKind::NoRootElement(_) => "no_root_element",
        ErrorKind::UnknownFormat(_) => "unknown_format",
        ErrorKind::NotOpml(_) => "not_opml",
        ErrorKind::Strict(_) => "strict",
        ErrorKind::Json(_) => "invalid_json_feed",
        _ => "read",
    }
}

/// `value` as one line of JSON.
pub(crate) fn json_line(value: &serde_json::Value) -> Vec<u8> {
    let mut line = serde_json::to_vec(value).unwrap_or_default();
    line.push(b'\n');
    line
}
