//! The XML declaration and the document type declaration as written: the
//! XML version, and the DTD RSS 0.91 documents name.

use crate::check::rules;
use crate::check::tree::Element;
use crate::check::walk::Walk;
use crate::warning::Position;

/// The value of pseudo-attribute `name` (`version`, `encoding`) of the XML
/// declaration at the start of `input` (after a UTF-8 byte order mark),
/// when there is one in an ASCII-compatible encoding.
fn declared(input: &[u8], name: &str) -> Option<String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let rest = input.strip_prefix(b"<?xml")?;
    let end = memchr::memmem::find(rest, b"?>")?;
    let declaration = std::str::from_utf8(&rest[..end]).ok()?;
    let (_, after) = declaration.split_once(name)?;
    let after = after.trim_start().strip_prefix('=')?.trim_start();
    let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &after[1..];
    value.split(quote).next().map(str::to_owned)
}

fn declared_version(input: &[u8]) -> Option<String> {
    declared(input, "version")
}

/// The encodings every reader decodes (the W3C Feed Validation Service's
/// list of common ones), as labels are written, upper case; UTF-8 and
/// UTF-16 first, which hold every character.
const UNIVERSAL_ENCODINGS: &[&str] = &["UTF-8", "UTF8", "UTF-16", "UTF-16LE", "UTF-16BE"];
const COMMON_ENCODINGS: &[&str] = &[
    "US-ASCII",
    "ASCII",
    "ISO-8859-1",
    "LATIN1",
    "ISO-8859-2",
    "ISO-8859-7",
    "ISO-8859-15",
    "EUC-JP",
    "KOI8-R",
    "SHIFT_JIS",
    "SHIFT-JIS",
    "WINDOWS-1250",
    "WINDOWS-1251",
    "WINDOWS-1252",
    "WINDOWS-1254",
    "WINDOWS-1255",
    "WINDOWS-1256",
    "GB18030",
];

/// The declared encoding, judged: one that holds few characters is worth
/// knowing; one few readers decode is a warning. A label no decoder knows
/// is the reader's own finding.
fn declared_encoding(walk: &mut Walk<'_>, at: Position) {
    let Some(label) = declared(walk.input, "encoding") else {
        return;
    };
    let name = label.trim().to_ascii_uppercase().replace('_', "-");
    let name = name.as_str();
    let listed = |list: &[&str]| list.iter().any(|e| e.replace('_', "-") == name);
    let rule = if listed(UNIVERSAL_ENCODINGS) {
        return;
    } else if listed(COMMON_ENCODINGS) {
        rules::XML_ENCODING_LEGACY
    } else if encoding_rs::Encoding::for_label(label.trim().as_bytes()).is_some() {
        rules::XML_ENCODING_OBSCURE
    } else {
        return;
    };
    walk.report_at(rule, at, Some(format!("`{label}`")));
}

/// The declared encoding against the bytes: a UTF-8 byte order mark with
/// another encoding declared (XML 1.0 appendix F), bytes past 127 in a
/// document declared US-ASCII, and bytes 0x80 to 0x9F, C1 controls, in one
/// declared ISO-8859-1 (the web's encoding standard reads both labels as
/// windows-1252, so the reader takes them in stride and says nothing).
/// Only when the reader went by the declaration: over HTTP a charset
/// decides, and `http-charset-mismatch` speaks of that.
/// Says whether it found one.
fn encoding_against_bytes(walk: &mut Walk<'_>, start: Position) -> bool {
    let Some(label) = declared(walk.input, "encoding") else {
        return false;
    };
    let Some(encoding) = encoding_rs::Encoding::for_label(label.trim().as_bytes()) else {
        return false;
    };
    let input = walk.input;
    if input.starts_with(b"\xEF\xBB\xBF") {
        // The mark wins (the reader reads UTF-8), so only the contradiction is news.
        let contradicted = encoding != encoding_rs::UTF_8;
        if contradicted {
            walk.report_at(rules::XML_ENCODING_BOM, start, Some(format!("`{label}`")));
        }
        return contradicted;
    }
    let read_as_declared = walk
        .encoding()
        .is_some_and(|used| used.eq_ignore_ascii_case(encoding.name()));
    if !read_as_declared {
        return false;
    }
    let name = label.trim().to_ascii_uppercase().replace('_', "-");
    let (rule, bad): (_, fn(&u8) -> bool) = match name.as_str() {
        "US-ASCII" | "ASCII" => (rules::XML_ENCODING_ASCII, |b| *b >= 0x80),
        "ISO-8859-1" | "LATIN1" | "ISO8859-1" | "L1" => {
            (rules::XML_ENCODING_LATIN1_CONTROLS, |b| {
                (0x80..=0x9F).contains(b)
            })
        }
        _ => return false,
    };
    let Some(offset) = input.iter().position(bad) else {
        return false;
    };
    let detail = format!("`{label}`, byte 0x{:02X}", input[offset]);
    walk.report_at(rule, position_of(input, offset), Some(detail));
    true
}

/// The line and column of byte `offset` of a document in a single-byte
/// encoding, where a byte is a character.
fn position_of(input: &[u8], offset: usize) -> Position {
    let before = &input[..offset];
    let line_start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    Position {
        offset: offset as u64,
        line: 1 + before.iter().filter(|b| **b == b'\n').count() as u32,
        column: 1 + (offset - line_start) as u32,
    }
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
    // A podcast that is not in UTF-8 hears it from Apple's rule, which says
    // the same and why it matters more there.
    let podcast = root
        .child("", "channel")
        .is_some_and(super::itunes::is_apple_podcast);
    // Bytes the declared encoding does not hold are the finding; that the
    // encoding holds few characters is then beside the point.
    let contradicted = encoding_against_bytes(walk, start);
    if !podcast && !contradicted {
        declared_encoding(walk, start);
    }
    let Some(doctype) = doctype else {
        return;
    };
    if !doctype.contains(RSS091_PUBLIC_ID) {
        // `SYSTEM "..."` or `PUBLIC "..." "..."`: a DTD outside the document.
        let external = doctype
            .split_whitespace()
            .any(|word| word == "SYSTEM" || word == "PUBLIC");
        if external {
            walk.report(rules::DOCTYPE_EXTERNAL, root, None);
        }
        return;
    }
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
            declared_version(b"<?xml version=\"1.1\"?><a/>").as_deref(),
            Some("1.1")
        );
        assert_eq!(
            declared_version(b"\xEF\xBB\xBF<?xml version='1.0' encoding='utf-8'?>").as_deref(),
            Some("1.0")
        );
        assert_eq!(
            declared(b"<?xml version='1.0' encoding='iso-8859-1'?>", "encoding").as_deref(),
            Some("iso-8859-1")
        );
        assert_eq!(declared_version(b"<rss/>"), None);
        let at = position_of(b"<a>\nxy\x97</a>", 6);
        assert_eq!((at.line, at.column), (2, 3));
        assert_eq!(declared_version(b"<?xml version=1.0?>"), None);
    }
}
