//! The XML declaration and the document type declaration as written: the
//! XML version, and the DTD RSS 0.91 documents name.

use crate::check::rules;
use crate::check::tree::Element;
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

/// The public identifier of RSS 0.91's DTD (Netscape's).
const RSS091_PUBLIC_ID: &str = "-//Netscape Communications//DTD RSS 0.91//EN";

/// Where Netscape published that DTD, long gone; the RSS Advisory Board
/// keeps a copy at `https://www.rssboard.org/dtds/rss-0.91.dtd`.
const NETSCAPE_DTD: &str = "my.netscape.com/publish/formats/rss-0.91.dtd";

/// A declaration of another version than 1.0; RSS 0.91's DTD named by a
/// document of another version, or at its vanished address.
pub(crate) fn check(walk: &mut Walk<'_>, root: &Element, doctype: Option<&str>) {
    let start = Position {
        offset: 0,
        line: 1,
        column: 1,
    };
    if let Some(version) = declared_version(walk.input) {
        if version != "1.0" {
            walk.report_at(rules::XML_VERSION, start, Some(format!("`{version}`")));
        }
    }
    let Some(doctype) = doctype.filter(|d| d.contains(RSS091_PUBLIC_ID)) else {
        return;
    };
    let version = root.attr("version").map(str::trim);
    if root.is("", "rss") && version != Some("0.91") {
        let detail = format!("version `{}`", version.unwrap_or_default());
        walk.report(rules::RSS_DOCTYPE_VERSION, root, Some(detail));
    }
    if doctype.contains(NETSCAPE_DTD) {
        walk.report_at(
            rules::RSS_DTD_ADDRESS,
            start,
            Some(format!("`{NETSCAPE_DTD}`")),
        );
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
