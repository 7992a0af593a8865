//! The XML declaration as written: the version it gives.

use crate::check::rules;
use crate::check::walk::Walk;
use crate::warning::Position;

/// The `version` of the XML declaration at the start of `input` (after a
/// UTF-8 byte order mark), when there is one in an ASCII-compatible
/// encoding.
fn declared_version(input: &[u8]) -> Option<&str> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let rest = input.strip_prefix(b"<?xml")?;
    let end = memchr::memmem::find(rest, b"?>")?;
    let declaration = std::str::from_utf8(&rest[..end]).ok()?;
    let (_, after) = declaration.split_once("version")?;
    let after = after.trim_start().strip_prefix('=')?.trim_start();
    let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &after[1..];
    value.split(quote).next()
}

/// A declaration of another version than 1.0.
pub(crate) fn check(walk: &mut Walk<'_>) {
    let Some(version) = declared_version(walk.input) else {
        return;
    };
    if version != "1.0" {
        let position = Position {
            offset: 0,
            line: 1,
            column: 1,
        };
        walk.report_at(rules::XML_VERSION, position, Some(format!("`{version}`")));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions() {
        assert_eq!(
            declared_version(b"<?xml version=\"1.1\"?><a/>"),
            Some("1.1")
        );
        assert_eq!(
            declared_version(b"\xEF\xBB\xBF<?xml version='1.0' encoding='utf-8'?>"),
            Some("1.0")
        );
        assert_eq!(declared_version(b"<rss/>"), None);
        assert_eq!(declared_version(b"<?xml version=1.0?>"), None);
    }
}
