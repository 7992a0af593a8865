//! [`Warning`]: what the lenient reader recovered from, and where.
//!
//! Every repair the reader makes is a warning with the position it was made
//! at: [`parse_with`](crate::parse_with) returns them all with the channel,
//! [`FeedReader::warnings`](crate::FeedReader::warnings) as reading goes.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::date::DateQuirk;
use crate::encoding::EncodingEvent;

/// A place in the input: byte offset, line and column.
///
/// The offset counts bytes of the input as given (for non-UTF-8 input, bytes
/// of its UTF-8 decoding, plus the byte order mark). Lines and columns count
/// from 1; the column counts characters. `line` is 0 when unknown, which the
/// reader never produces; a caller building positions itself may.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Position {
    /// Byte offset from the start of the input.
    pub offset: u64,
    /// Line number, from 1.
    pub line: u32,
    /// Column in characters, from 1.
    pub column: u32,
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "byte {}", self.offset)
        } else {
            write!(f, "{}:{}", self.line, self.column)
        }
    }
}

/// A repair the reader made, with where it made it.
///
/// ```
/// let feedwright::Parsed { channel, warnings } = feedwright::parse_with(
///     b"<rss version=\"2.0\"><channel><title>R&D &mdash; news</title></channel></rss>",
///     &feedwright::ReadOptions::default(),
/// ).unwrap();
/// assert_eq!(channel.title.unwrap().value, "R&D \u{2014} news");
/// assert_eq!(warnings.len(), 2);
/// assert_eq!(warnings[0].to_string(), "1:37: bare `&` kept as text");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Warning {
    /// What was repaired.
    pub kind: WarningKind,
    /// Where.
    pub position: Position,
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.position, self.kind)
    }
}

/// The kinds of [`Warning`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum WarningKind {
    /// An HTML named entity, undefined in XML, was decoded.
    #[error("HTML entity `&{name};` decoded")]
    HtmlEntity {
        /// The entity name.
        name: String,
    },
    /// An entity that neither XML, HTML nor the DTD defines was kept verbatim.
    #[error("unknown entity `&{name};` kept as text")]
    UnknownEntity {
        /// The entity name.
        name: String,
    },
    /// A numeric character reference to no valid character became U+FFFD.
    #[error("invalid character reference `&{reference};` replaced by U+FFFD")]
    InvalidCharRef {
        /// The reference as written, without `&` and `;`.
        reference: String,
    },
    /// A `&` that starts no reference was kept as text.
    #[error("bare `&` kept as text")]
    BareAmpersand,
    /// Characters that XML forbids (control characters) were dropped.
    #[error("{count} character(s) that XML forbids dropped")]
    ForbiddenCharacters {
        /// How many were dropped.
        count: usize,
    },
    /// An end tag did not match the open element: open elements were closed.
    #[error("expected `</{expected}>`, found `</{found}>`")]
    MismatchedEndTag {
        /// The element that was open.
        expected: String,
        /// The end tag that was found.
        found: String,
    },
    /// An end tag matched no open element and was ignored.
    #[error("end tag `</{name}>` matches no open element: ignored")]
    UnmatchedEndTag {
        /// The end tag's name.
        name: String,
    },
    /// The document ended with elements still open.
    #[error("document truncated: {open} element(s) still open")]
    Truncated {
        /// How many elements were open.
        open: usize,
    },
    /// The XML was broken at this point; reading went on past it, or stopped if it could not.
    #[error("malformed XML: {message}")]
    MalformedXml {
        /// The XML reader's description.
        message: String,
    },
    /// Something follows the root element's end.
    #[error("content after the root element ignored")]
    TrailingContent,
    /// Something (often a blank line a template or plugin wrote) came
    /// before the XML declaration, which must be the document's first
    /// characters (XML 1.0 section 2.8); the declaration was read anyway.
    #[error("the XML declaration is not the first thing in the document")]
    DeclarationNotFirst,
    /// An undeclared namespace prefix was read as the namespace it conventionally names.
    #[error("undeclared prefix `{prefix}` taken as <{uri}>")]
    UndeclaredPrefix {
        /// The prefix.
        prefix: String,
        /// The namespace assumed.
        uri: String,
    },
    /// A date could not be read; the raw text is kept.
    #[error("invalid date `{raw}`")]
    InvalidDate {
        /// The text as written.
        raw: String,
    },
    /// A date was read only after a repair.
    #[error("date `{raw}` read with a repair: {quirk}")]
    DateRepaired {
        /// The text as written.
        raw: String,
        /// The repair.
        quirk: DateQuirk,
    },
    /// A number (ttl, length, width, ...) could not be read; the field was left empty.
    #[error("invalid number `{raw}` in <{element}>")]
    InvalidNumber {
        /// The element or attribute.
        element: String,
        /// The text as written.
        raw: String,
    },
    /// A URL could not be resolved against its base; it is kept as written.
    #[error("cannot resolve URL `{raw}`")]
    UnresolvableUrl {
        /// The text as written.
        raw: String,
    },
    /// The decoder repaired the character encoding.
    #[error("{0}")]
    Encoding(EncodingEvent),
    /// The document type declaration declared entities, which were expanded (or refused).
    #[error("DTD: {message}")]
    Dtd {
        /// What was done.
        message: String,
    },
    /// A limit of [`ReadOptions`](crate::ReadOptions) was reached; reading stopped or skipped.
    #[error("{limit} limit ({value}) reached: {action}")]
    Limit {
        /// Which limit.
        limit: Cow<'static, str>,
        /// Its value.
        value: u64,
        /// What the reader did.
        action: Cow<'static, str>,
    },
    /// A JSON Feed member has the wrong JSON type; it is kept, as written, in
    /// the extensions (so writing the feed back gives it back).
    #[error("JSON Feed member `{member}` is not {expected}: kept as an extension")]
    JsonType {
        /// The member's key.
        member: String,
        /// What the specification requires (`"a string"`, `"an array"`, ...).
        expected: Cow<'static, str>,
    },
    /// A JSON Feed names its version with a number (`"1.1"`) where the
    /// specification wants the version URL; it is read as that version.
    #[error(
        "JSON Feed `version` is `{version}`, not the version URL: read as JSON Feed {version}"
    )]
    JsonVersionNotUrl {
        /// The version as written.
        version: String,
    },
    /// A JSON Feed item is not an object: nothing in it can be read, and it is skipped.
    #[error("JSON Feed item {index} is not an object: skipped")]
    JsonItemSkipped {
        /// The item's index in `items`, from 0.
        index: usize,
    },
    /// The element holds markup where its field wants text (a category, a
    /// person): the field holds the markup's text, and the element is kept
    /// as written for a writer of the same format (with no text at all, it
    /// is kept whole as an extension element).
    #[error("<{element}> holds markup where text belongs: its text is read")]
    MarkupInText {
        /// The element.
        element: String,
    },
    /// An Atom `<category>` has a `label` but no `term`: the label is read as
    /// the term (a reader shows the label), and the element is kept as
    /// written for a writer of the same format.
    #[error("<{element}> has no `term`: its `label` is read as the term")]
    LabelAsTerm {
        /// The element.
        element: String,
    },
    /// The element was expected to have text or an attribute it lacked.
    #[error("<{element}> is missing {what}: kept as an unread extension element")]
    MissingValue {
        /// The element.
        element: String,
        /// What was missing.
        what: Cow<'static, str>,
    },
    /// C1 control characters (U+0080..U+009F, literal or as `&#128;`..`&#159;`)
    /// were read as the windows-1252 characters of the same byte value, as
    /// HTML5 reads such references: `don\u{92}t` is `don’t`.
    #[error("{count} C1 control character(s) read as windows-1252")]
    Windows1252Controls {
        /// How many were replaced.
        count: usize,
    },
    /// An element's text was UTF-8 read as windows-1252 and encoded again
    /// (`â€¦`); it was decoded back (`…`).
    #[error("double-encoded UTF-8 text decoded")]
    DoubleEncodedUtf8,
    /// The HTTP response named a `text/*` type without a charset, which RFC
    /// 3023 reads as US-ASCII; the document was read by its own encoding
    /// declaration instead, as feeds served so mean.
    #[error("served as `{media_type}` without a charset (US-ASCII by RFC 3023): read by the document's own declaration")]
    TextWithoutCharset {
        /// The media type served.
        media_type: String,
    },
    /// `<opml>` has no `version`, which every OPML version requires: read
    /// as OPML 2.0, which reads the others.
    #[error("<opml> has no `version`: read as OPML 2.0")]
    OpmlVersionMissing,
    /// An outline `type` of a known value written in other capitals
    /// (`RSS`): read in lower case, as readers compare it.
    #[error("outline `type` `{written}` read as `{read}`")]
    OpmlTypeCase {
        /// The value as written.
        written: String,
        /// The value read.
        read: String,
    },
    /// An outline attribute OPML names written in another case (`xmlurl`):
    /// read as the attribute it names.
    #[error("outline attribute `{written}` read as `{read}`")]
    OpmlAttributeCase {
        /// The name as written.
        written: String,
        /// The attribute it was read as.
        read: Cow<'static, str>,
    },
    /// An element where OPML has none (in `<opml>` beside `<head>` and
    /// `<body>`, or in `<body>` and `<outline>`, which hold only outlines).
    #[error("<{element}> in {parent} is not OPML: skipped")]
    OpmlElementSkipped {
        /// The element's name as written.
        element: String,
        /// Where it stood.
        parent: Cow<'static, str>,
    },
    /// Content declared as base64 was not (or did not decode to UTF-8 text); it is kept as written.
    #[error("<{element}> is not valid base64 text: kept as written")]
    InvalidBase64 {
        /// The element.
        element: String,
    },
}
