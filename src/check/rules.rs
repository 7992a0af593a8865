//! The specification rules `feedwright check` applies: a stable id and the
//! rule's text for each. Ids never change meaning; a new rule gets a new id.
//!
//! The rules follow the specifications ([RSS 2.0](https://www.rssboard.org/rss-specification),
//! [RSS 1.0](https://web.resource.org/rss/1.0/spec), [RFC 4287](https://www.rfc-editor.org/rfc/rfc4287)
//! for Atom, [JSON Feed 1.1](https://www.jsonfeed.org/version/1.1/)) in the
//! spirit of the W3C Feed Validation Service: what a spec requires, and the
//! forms it requires for dates, URLs and ids.

use serde::Serialize;

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Something worth knowing that breaks nothing (a round-trip difference).
    Info,
    /// What a specification says should not be, or what breaks readers in
    /// practice (every repair the reader had to make).
    Warning,
    /// What a specification says must not be.
    Error,
}

/// A specification rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Rule {
    /// The stable id, e.g. `rss2-channel-title`.
    pub id: &'static str,
    /// How much breaking it matters.
    pub severity: Severity,
    /// What the rule requires.
    pub text: &'static str,
    /// Where the rule comes from: the specification and its section.
    pub spec: &'static str,
    /// The messages of the W3C Feed Validation Service that name the same
    /// problem, so that a finding reads as people who know that validator
    /// expect (`MissingElement`, `InvalidRFC2822Date`).
    pub w3c: &'static [&'static str],
}

/// A table of rules: a constant per rule, and `RULES`, every one of them
/// in the order reports list them. The feed rules are one table (below),
/// OPML's another (`check::opml`).
macro_rules! rule_table {
    ($($name:ident = $id:literal, $severity:ident, $spec:literal, [$($w3c:literal),*]: $text:literal;)*) => {
        $(
            // The checks name rules by these; callers look them up in
            // `RULES` or by id, so the public API is the table, not a name per rule.
            #[doc = $text]
            pub(crate) const $name: $crate::check::rules::Rule = $crate::check::rules::Rule {
                id: $id,
                severity: $crate::check::rules::Severity::$severity,
                spec: $spec,
                text: $text,
                w3c: &[$($w3c),*],
            };
        )*
        /// Every rule, in the order reports list them.
        pub const RULES: &[$crate::check::rules::Rule] = &[$($name),*];
    };
}
pub(crate) use rule_table;

rule_table! {
    // RSS 2.0 (RSS Advisory Board, rssboard.org/rss-specification) and 0.9x.
    RSS_CHANNEL_TITLE = "rss2-channel-title", Error, "RSS 2.0: required channel elements", ["MissingTitle", "MissingElement"]: "an RSS channel must have a title";
    RSS_CHANNEL_LINK = "rss2-channel-link", Error, "RSS 2.0: required channel elements", ["MissingLink", "MissingElement"]: "an RSS channel must have a link";
    RSS_CHANNEL_DESCRIPTION = "rss2-channel-description", Error, "RSS 2.0: required channel elements", ["MissingDescription", "MissingElement"]: "an RSS channel must have a description";
    RSS_ITEM_TITLE_OR_DESCRIPTION = "rss2-item-title-or-description", Error, "RSS 2.0: elements of <item>", ["ItemMustContainTitleOrDescription"]: "an RSS item must have a title or a description";
    RSS_DATE_RFC822 = "rss2-date-rfc822", Error, "RSS 2.0: optional channel elements (pubDate); RFC 822 section 5", ["InvalidRFC2822Date"]: "RSS dates must be in RFC 822 form (e.g. `Thu, 25 Jun 2026 00:00:00 GMT`)";
    RSS_DATE_PROBLEMATIC = "rss2-date-problematic", Warning, "RFC 822 section 5; RFC 2822 section 4.3", ["ProblematicalRFC822Date"]: "this RSS date is in a form RFC 822 allows but many readers misread (a two-digit year, a name in the wrong case, a military zone): use a four-digit year and a numeric zone";
    RSS_ENCLOSURE_ATTRIBUTES = "rss2-enclosure-attributes", Error, "RSS 2.0: <enclosure>", ["MissingAttribute"]: "an RSS enclosure must have a url, a length in bytes and a type";
    RSS_GUID_NOT_A_PAGE = "rss2-guid-not-a-page", Error, "RSS 2.0: <guid> (isPermaLink)", ["InvalidPermalink"]: "a permalink guid is the item's page; a `tag:` or `urn:` URI names the item but opens nothing: say isPermaLink=\"false\"";
    RSS_DATE_WEEKDAY = "rss2-date-weekday", Error, "RFC 822 section 5.1; RFC 2822 section 3.3", ["IncorrectDOW", "InvalidRFC2822Date"]: "the day of the week given is not the day this date falls on: correct it or leave it out (readers trust one or the other)";
    RSS_EMAIL_NAME = "rss2-email-name", Warning, "RSS Best Practices Profile: author, managingEditor, webMaster", ["MissingRealName"]: "give the person's name after the address, as `joe@example.com (Joe Ma)`: readers show the name, not the address";
    RSS_ENCLOSURE_LENGTH_UNKNOWN = "rss2-enclosure-length-unknown", Error, "RSS 2.0: <enclosure>; RSS Best Practices Profile: enclosure", ["UseZeroForUnknown", "InvalidNonNegativeInteger"]: "an enclosure's length is its size in bytes: when the size is not known, write 0, not -1";
    RSS_ATOM_TEXT = "rss2-atom-text", Warning, "RSS Best Practices Profile: atom:link (the one Atom element RSS needs)", ["DuplicateDescriptionSemantics"]: "this Atom text says in an RSS feed what RSS's own element says (`atom:title` beside `title`, `atom:content` beside `description`): readers take one or the other, so give it once, in RSS's element";
    ATOM_UPDATED_UNIQUE = "atom-entry-updated-unique", Warning, "RFC 4287 section 4.2.15", ["DuplicateUpdated"]: "most entries of this feed give one instant as their update: the mark of a template that stamps every entry with the time the feed was built, and readers that order or refresh entries by it cannot tell them apart";
    SELF_LINK_TYPE = "self-link-type", Warning, "RFC 4287 section 4.2.7.2; RSS Best Practices Profile: atom:link", ["SelfNotAtom"]: "a self link points at the feed itself, so its type is a feed's: `application/atom+xml`, `application/rss+xml` or `application/rdf+xml`";
    UNEXPECTED_TEXT = "unexpected-text", Error, "each vocabulary's content model (RSS 2.0, RFC 4287, RSS 1.0)", ["UnexpectedText"]: "this element holds elements, not text: the text written directly in it is no field, and readers drop it";
    URI_UUID = "uri-uuid", Error, "RFC 4122 section 3 (the uuid URN namespace)", ["InvalidUUID"]: "a `urn:uuid:` URI ends in a UUID: 32 hexadecimal digits in groups of 8-4-4-4-12";
    XML_ENCODING_BOM = "xml-encoding-bom", Error, "XML 1.0 section 4.3.3 and appendix F", ["UnicodeError"]: "the document starts with UTF-8's byte order mark and declares another encoding: XML makes that contradiction an error, and readers go by one or the other, so they read the text differently";
    XML_ENCODING_ASCII = "xml-encoding-ascii", Error, "XML 1.0 section 4.3.3; RFC 20 (US-ASCII)", ["UnicodeError"]: "the document declares US-ASCII, whose characters are the bytes 0 to 127, and holds a byte beyond them: XML parsers refuse it, readers built on the web's encoding standard guess windows-1252; declare the encoding the text is in";
    XML_ENCODING_LATIN1_CONTROLS = "xml-encoding-latin1-controls", Warning, "XML 1.0 sections 2.2 and 4.3.3; ISO/IEC 8859-1", ["BadCharacters"]: "the document declares ISO-8859-1 and holds bytes 0x80 to 0x9F, control characters in ISO-8859-1: the text is most likely windows-1252, which web readers assume and XML parsers do not (they show controls where quotes and dashes were); declare windows-1252, or better UTF-8";
    XML_ENCODING_OBSCURE = "xml-encoding-obscure", Info, "XML 1.0 section 4.3.3; RSS Best Practices Profile: encoding", ["ObscureEncoding"]: "this encoding is outside the few that every feed tool decodes: readers built on the web's encoding standard read it, others may not; UTF-8 is read everywhere";
    XML_ENCODING_LEGACY = "xml-encoding-legacy", Info, "XML 1.0 section 4.3.3; RSS Best Practices Profile: encoding", ["NonstdEncoding"]: "readers decode this encoding, but it holds few of the world's characters: UTF-8 holds them all and is what feeds are expected to use";
    RSS_EXTENSION_ATTRIBUTE = "rss2-extension-attribute", Warning, "RSS 2.0: extending RSS", ["UseOfExtensionAttr"]: "an attribute of a vocabulary readers do not know, on one of RSS's own elements: readers know RSS's attributes only, so what it says is lost to them (say it with an element of its own)";
    RSS_NO_NAMESPACE_IN_EXTENSION = "rss2-no-namespace-in-extension", Error, "RSS 2.0: extending RSS; Namespaces in XML 1.0 section 6.2", ["NotInANamespace"]: "an element in no namespace inside an extension element: RSS's own elements have no place there, and an extension's elements carry its namespace";
    DOCTYPE_EXTERNAL = "doctype-external", Info, "XML 1.0 sections 2.8 and 4.2.2", ["ContainsSystemEntity"]: "this document type names an external DTD, which feed readers do not fetch: an entity declared there is unknown to them";
    RSS_IMAGE_TITLE = "rss2-image-title", Warning, "RSS 2.0: <image>", ["ImageTitleDoesntMatch"]: "an RSS image's title is in practice the channel's title, as readers show the image for the channel";
    ATOM_CONTENT_OR_ALTERNATE = "atom-entry-content-or-alternate", Error, "RFC 4287 section 4.1.1.1", ["MissingContentOrAlternate"]: "an Atom entry without content must have an alternate link (a `link` with no `rel` or `rel=\"alternate\"`)";
    APPLE_UTF8 = "apple-utf8", Warning, "Apple Podcasts requirements: feed encoding", ["NotUTF8"]: "Apple Podcasts reads feeds in UTF-8: encode the feed in UTF-8";
    RSS_GUID_PERMALINK = "rss2-guid-permalink", Error, "RSS 2.0: <guid>", ["InvalidHttpGUID"]: "a guid that is a permalink (no isPermaLink=\"false\") must be an absolute URL";
    RSS_EMAIL = "rss2-email", Error, "RSS 2.0: optional channel elements (managingEditor, webMaster); <author>", ["InvalidContact"]: "RSS author, managingEditor and webMaster must hold an email address, optionally followed by a name in parentheses";
    RSS_IMAGE_FIELDS = "rss2-image-fields", Error, "RSS 2.0: <image>", ["MissingElement", "MissingTitle"]: "an RSS image must have a url, a title and a link";
    ITUNES_EPISODE_TYPE = "itunes-episode-type", Error, "Apple Podcasts RSS tags: <itunes:episodeType>", ["InvalidItunesEpisodeType"]: "an episode's type is `full`, `trailer` or `bonus`";
    ITUNES_SHOW_TYPE = "itunes-show-type", Error, "Apple Podcasts RSS tags: <itunes:type>", ["InvalidItunesChannelType"]: "a show's type is `episodic` or `serial`";
    RSS_CLOUD_PROTOCOL = "rss2-cloud-protocol", Error, "RSS 2.0: <cloud>", ["InvalidValue"]: "a cloud's protocol must be `xml-rpc`, `soap` or `http-post`";
    RSS_IMAGE_WIDTH = "rss2-image-width", Error, "RSS 2.0: <image>", ["InvalidWidth"]: "an RSS image's width is at most 144";
    RSS_IMAGE_HEIGHT = "rss2-image-height", Error, "RSS 2.0: <image>", ["InvalidHeight"]: "an RSS image's height is at most 400";
    RSS_HOUR = "rss2-skip-hour", Error, "RSS 2.0: <skipHours>", ["InvalidHour"]: "a skipHours hour is a number from 0 to 23";
    RSS_HOUR_MIDNIGHT = "rss2-skip-hour-midnight", Warning, "RSS 2.0: <skipHours>", ["UseZeroForMidnight"]: "midnight is hour 0, not 24";
    RSS_DAY = "rss2-skip-day", Error, "RSS 2.0: <skipDays>", ["InvalidDay"]: "a skipDays day is an English day name, capitalized (`Monday` to `Sunday`)";
    RSS_EIGHT_DAYS = "rss2-skip-days-seven", Error, "RSS 2.0: <skipDays>", ["EightDaysAWeek"]: "skipDays lists at most seven days";
    DUPLICATE_VALUE = "duplicate-value", Error, "RSS 2.0: <skipHours>, <skipDays>", ["DuplicateValue"]: "this value is already listed";
    RSS_TEXT_INPUT_FIELDS = "rss2-textinput-fields", Error, "RSS 2.0: <textInput>", ["MissingElement", "MissingTitle", "MissingDescription", "MissingLink"]: "an RSS textInput must have a title, a description, a name and a link";
    RSS_VERSION_VALUE = "rss-version-value", Error, "RSS 2.0: <rss>; RSS 0.91 and 0.92", ["InvalidRSSVersion"]: "`rss` says a version no RSS specification has (`2.0`, or `0.91` to `0.94`)";
    RSS_DOCTYPE_VERSION = "rss091-doctype-version", Error, "RSS 0.91 (Netscape); RSS 2.0: <rss>", ["InvalidDoctype"]: "RSS 0.91's document type names this document RSS 0.91: its `version` must be `0.91`, or the DOCTYPE go";
    RSS_DTD_ADDRESS = "rss091-dtd-address", Warning, "RSS 0.91 (RSS Advisory Board's copy of the DTD)", ["DeprecatedDTD"]: "this DOCTYPE names RSS 0.91's DTD at Netscape's address, which no longer answers: use `https://www.rssboard.org/dtds/rss-0.91.dtd`";
    XML_VERSION = "xml-version", Error, "XML 1.0 section 2.8; RSS 2.0 and RFC 4287 (documents are XML 1.0)", ["BadXmlVersion"]: "feeds are XML 1.0: readers built on XML 1.0 parsers may refuse another version";
    RSS_VERSION = "rss2-version", Error, "RSS 2.0: <rss>", ["MissingAttribute"]: "the `rss` element must say its version (`version=\"2.0\"`)";
    RSS_TTL = "rss2-ttl", Error, "RSS 2.0: <ttl>", ["InvalidInteger"]: "a channel's ttl is a whole number of minutes, 1 or more";
    RSS_ITEM_EARLY = "rss2-item-early", Warning, "RSS 2.0: elements of <channel>", ["MisplacedItem"]: "items come after the channel's title, link and description; some readers stop reading the channel at the first item";
    RSS_CONTENT_BEFORE_DESCRIPTION = "rss2-content-before-description", Warning, "RSS Best Practices Profile: content:encoded", ["NeedDescriptionBeforeContent"]: "an item's description comes before its content:encoded, for readers that take the first";
    RSS_GUID_UNIQUE = "rss2-guid-unique", Warning, "RSS 2.0: <guid>", ["NotSufficientlyUnique"]: "a guid is unique across feeds and time: a small number is not";
    RSS_EMAIL_FORM = "rss2-email-form", Warning, "RSS Best Practices Profile: data types (email)", ["EmailFormat"]: "write an RSS email field as `address (Name)`: other forms hold an address that readers cannot pick out";
    RSS1_CHANNEL_ITEMS = "rss1-channel-items", Error, "RSS 1.0 section 5.3.5", ["MissingElement"]: "an RSS 1.0 channel must list its items in `items` (an `rdf:Seq`)";
    RSS2_NAMESPACE = "rss2-namespace", Error, "RSS 2.0: elements are in no namespace", ["InvalidNamespace"]: "RSS 2.0 elements are in no namespace: remove the default namespace declaration";
    RSS_IMAGE_LINK = "rss2-image-link", Warning, "RSS 2.0: <image>", ["ImageLinkDoesntMatch"]: "an image's link is normally the channel's link: readers show the image as a link to the site";
    RSS_IMAGE_FORMAT = "rss2-image-format", Warning, "RSS 2.0: <image>", ["ImageUrlFormat"]: "an RSS image is a GIF, JPEG or PNG";
    URI_SCHEME = "uri-scheme", Warning, "RFC 7595; IANA URI schemes registry", ["SchemeNotIANARegistered"]: "this URL's scheme is not registered with IANA: readers will not know how to fetch it";
    UNEXPECTED_ATTRIBUTE = "unexpected-attribute", Error, "each vocabulary's attribute list", ["UnexpectedAttribute"]: "this element has no such attribute (attribute names are case-sensitive)";
    RSS1_ITEM_TITLE_LINK = "rss1-item-title-link", Error, "RSS 1.0 section 5.5", ["MissingElement"]: "an RSS 1.0 item must have a title and a link";
    // Atom (RFC 4287).
    ATOM_FEED_ID = "atom-feed-id", Error, "RFC 4287 section 4.1.1", ["MissingElement"]: "an Atom feed must have an id";
    ATOM_FEED_TITLE = "atom-feed-title", Error, "RFC 4287 section 4.1.1", ["MissingElement"]: "an Atom feed must have a title";
    ATOM_FEED_UPDATED = "atom-feed-updated", Error, "RFC 4287 section 4.1.1", ["MissingElement"]: "an Atom feed must have an updated date";
    ATOM_ENTRY_ID = "atom-entry-id", Error, "RFC 4287 section 4.1.2", ["MissingElement"]: "an Atom entry must have an id";
    ATOM_ENTRY_TITLE = "atom-entry-title", Error, "RFC 4287 section 4.1.2", ["MissingElement"]: "an Atom entry must have a title";
    ATOM_ENTRY_UPDATED = "atom-entry-updated", Error, "RFC 4287 section 4.1.2", ["MissingElement"]: "an Atom entry must have an updated date";
    ATOM_ENTRY_AUTHOR = "atom-entry-author", Error, "RFC 4287 section 4.1.2", ["MissingElement"]: "an Atom entry must have an author when its feed has none";
    ATOM_DATE_RFC3339 = "atom-date-rfc3339", Error, "RFC 4287 section 3.3; RFC 3339 section 5.6", ["InvalidRFC3339Date"]: "Atom dates must be RFC 3339 date-times, `T` and `Z` in upper case (e.g. `2026-06-25T00:00:00Z`)";
    ATOM_ID_ABSOLUTE = "atom-id-absolute", Error, "RFC 4287 section 4.2.6", ["InvalidFullLink", "InvalidURI", "InvalidLink"]: "an Atom id must be an absolute IRI";
    ATOM_NAMESPACE = "atom-namespace", Error, "RFC 4287 section 1.2", ["InvalidNamespace"]: "an Atom feed or entry is in the namespace `http://www.w3.org/2005/Atom`";
    ROOT_ELEMENT = "root-element", Error, "RSS 2.0: <rss>; RSS 1.0 section 5.2; RFC 4287 section 4.1.1", ["UndefinedElement"]: "a feed's root element is RSS's `rss`, RSS 1.0's `rdf:RDF` or Atom's `feed` (or `entry`): a document with another root is no feed, and readers refuse it";
    ATOM_OBSOLETE = "atom-obsolete", Error, "RFC 4287 section 1.2", ["ObsoleteNamespace"]: "this is a draft of Atom (0.1, 0.2) that no reader supports: publish Atom 1.0";
    ATOM_ID_TAG = "tag-uri", Error, "RFC 4151 section 2.1", ["InvalidTAG"]: "a `tag:` URI is `tag:`, an authority (a domain name or an email address), a comma, a date (`2026`, `2026-06` or `2026-06-25`), a colon and the specific part, without spaces";
    ATOM_ID_URN = "urn-syntax", Error, "RFC 8141 section 2", ["InvalidURN"]: "a `urn:` URI is `urn:`, a namespace identifier of letters, digits and hyphens that starts with a letter or digit, a colon and the name";
    URI_NON_CANONICAL = "uri-non-canonical", Warning, "RFC 3986 section 6.2.2; RFC 4287 section 4.2.6.1", ["NonCanonicalURI"]: "this id is not in normal form (a lower-case scheme and host, no default or empty port, upper-case percent-escapes, no escaped letters or digits, a path of at least `/`): ids are compared character by character, so its other spellings will not match";
    ATOM_TEXT_TYPE = "atom-text-type", Error, "RFC 4287 section 3.1", ["InvalidTextType"]: "the type of an Atom text construct is `text`, `html` or `xhtml`";
    UNDECLARED_HTML = "undeclared-html", Warning, "RFC 4287 section 3.1.1.1", ["ContainsUndeclaredHTML"]: "this text is marked as plain text (the default) but holds escaped HTML, which readers will show as written: say type=\"html\"";
    HTML_NOT_ESCAPED = "html-not-escaped", Error, "RFC 4287 section 3.1.1.2", ["NotEscaped", "UndefinedElement"]: "HTML content is escaped text; here it is child elements: escape the markup, or say type=\"xhtml\" and wrap it in an XHTML `div`";
    TEXT_CHILDREN = "text-children", Error, "RFC 4287 sections 3.1.1.1 and 4.1.3.3", ["UndefinedElement"]: "text content holds no child elements: escape the markup, or say type=\"xhtml\"";
    NOT_HTML = "not-html", Warning, "RFC 4287 section 3.1.1.2; HTML 4.01", ["NotHtml"]: "this is marked as HTML but does not read as HTML (a tag left open, an element HTML does not define)";
    XHTML_DIV = "xhtml-div", Error, "RFC 4287 section 3.1.1.3", ["MissingXhtmlDiv"]: "XHTML content is one `div` element in the XHTML namespace (`http://www.w3.org/1999/xhtml`) holding the markup";
    XHTML_NOT_INLINE = "xhtml-not-inline", Warning, "RFC 4287 section 3.1.1.3", ["NotInline", "MissingXhtmlDiv"]: "this is marked as XHTML but holds text or escaped markup, not an XHTML `div` of elements";
    XHTML_NAMESPACE = "xhtml-namespace", Error, "RFC 4287 section 3.1.1.3; XHTML 1.0 section 3.1.1", ["MissingNamespace"]: "an element inside XHTML content is in no namespace: XHTML elements belong to `http://www.w3.org/1999/xhtml`";
    XHTML_MISPLACED = "xhtml-misplaced", Warning, "RFC 4287 section 4.1.3.3; RSS 2.0: extending RSS (xhtml:body)", ["MisplacedXHTMLContent"]: "XHTML markup belongs inside content (Atom's `content type=\"xhtml\"`, an RSS item's `xhtml:body`), not among a feed's or an entry's own elements, where readers skip it";
    XHTML_META_NAME = "xhtml-meta-name", Warning, "Yahoo! RSS guide (noindex); The Robots META tag (robotstxt.org)", ["InvalidMetaName"]: "an XHTML `meta` at a feed's level is read for one name, `robots` (whether search engines may index the feed): readers ignore any other";
    NOT_BLANK = "not-blank", Warning, "RFC 4287 section 3.1", ["NotBlank"]: "this element is empty: give it text or leave it out";
    ATTRIBUTE_NOT_BLANK = "attribute-not-blank", Warning, "RFC 4287 section 4.2.7", ["AttrNotBlank", "NotBlank"]: "this attribute is empty: give it a value or leave it out";
    ATOM_LINK_EMPTY = "atom-link-empty", Warning, "RFC 4287 section 4.2.7", ["AtomLinkNotEmpty"]: "an Atom link has no content: its target goes in `href`";
    ATOM_LINK_HREF = "atom-link-href", Error, "RFC 4287 section 4.2.7.1", ["MissingHref", "MissingAttribute"]: "an Atom link must have an `href`";
    ATOM_LINK_DUPLICATE = "atom-link-duplicate", Error, "RFC 4287 sections 4.1.1 and 4.1.2", ["DuplicateAtomLink"]: "a feed or entry has at most one `alternate` link per type and hreflang";
    ATOM_LINK_REL = "atom-link-rel", Warning, "RFC 4287 section 4.2.7.2; IANA link relations registry", ["UnregisteredAtomLinkRel"]: "this link relation is neither in the IANA registry nor an absolute IRI";
    ATOM_CONTENT_SRC_TYPE = "atom-content-src-type", Warning, "RFC 4287 section 4.1.3.1", ["MissingTypeAttr"]: "content given by `src` should say its MIME type in `type`";
    ATOM_CONTENT_SRC_MIME = "atom-content-src-mime", Error, "RFC 4287 section 4.1.3.1", ["InvalidMIMEType"]: "content given by `src` has a MIME type as its type, not `text`, `html` or `xhtml`";
    ATOM_CONTENT_SRC_EMPTY = "atom-content-src-empty", Error, "RFC 4287 section 4.1.3.2", ["UndefinedElement"]: "content given by `src` must be empty";
    ATOM_CONTENT_TYPE = "atom-content-type", Error, "RFC 4287 section 4.1.3.1", ["InvalidMIMEType"]: "the type of Atom content is `text`, `html`, `xhtml` or a MIME type (`type/subtype`)";
    ATOM_ENTRY_SUMMARY = "atom-entry-summary", Error, "RFC 4287 section 4.1.2", ["MissingSummary"]: "an entry whose content is given by `src` or in Base64 must have a summary";
    ATOM_ENTRY_TEXT = "atom-entry-text", Info, "RFC 4287 section 4.1.2", ["MissingTextualContent"]: "an entry without content should have a summary, or readers have nothing to show";
    BASE64 = "base64", Error, "RFC 4287 section 4.1.3.3; RFC 4648 section 4", ["NotBase64"]: "content of a type that is neither text nor XML is Base64";
    HTML_FRAGMENT = "html-fragment", Warning, "RFC 4287 section 4.1.3.1", ["HtmlFragment"]: "`text/html` names a whole HTML document; for a fragment of HTML say type=\"html\"";
    NAME_EMAIL = "name-email", Warning, "RFC 4287 section 3.2.1", ["ContainsEmail"]: "a person's name holds an email address: it belongs in `email`";
    EMAIL_HOST = "email-host", Warning, "RFC 2822 section 3.4.1; RFC 1123 section 2.1", ["UnknownHost"]: "this email address's domain has no dot: no host on the Internet has that name";
    ATOM_METADATA_ORDER = "atom-metadata-order", Error, "RFC 4287 section 4.1.1 (its RELAX NG schema)", ["MisplacedMetadata"]: "a feed's own elements come before its first entry";
    ATOM_SOURCE_FIELDS = "atom-source-fields", Warning, "RFC 4287 section 4.2.11", ["MissingSourceElement"]: "a source should keep the original feed's id, title and updated";
    ATOM_PERSON_NAME = "atom-person-name", Error, "RFC 4287 section 3.2.1", ["MissingElement"]: "an Atom person (author, contributor) must have a name";
    NAMESPACE_PREFIX = "namespace-prefix", Warning, "RFC 4287 section 1.2; XML Namespaces section 6", ["AvoidNamespacePrefix"]: "some readers recognise Atom elements only with no prefix or `atom:`, and the XHTML in Atom content only in the default namespace: declare the namespace as the default";
    NO_NAMESPACE = "no-namespace-extension", Warning, "RFC 4287 section 6.2", ["UndeterminableVocabulary"]: "an element in no namespace inside Atom belongs to no vocabulary a reader can know: put it in a namespace of its own";
    DATE_IMPLAUSIBLE = "date-implausible", Warning, "RFC 4287 section 3.3; RSS 2.0: <pubDate>", ["ImplausibleDate"]: "this date is before 1900 or years ahead: most likely a mistake";
    HTML_CONTROL_REFERENCE = "html-control-reference", Warning, "HTML Living Standard section 13.2.5.80 (numeric character reference end state); XML 1.0 section 2.2", ["BadCharacters"]: "this HTML refers by number to a control character (128 to 159, as `&#146;`): browsers show windows-1252's quote or dash in its place, other readers the control; write the character itself or its Unicode number (`&#8217;`)";
    UNSAFE_ELEMENT = "unsafe-element", Warning, "HTML sanitizer allow-list (RFC 4287 section 8.1)", ["SecurityRisk"]: "this markup holds an element that can run code or change the reader's page (script, embed, object, iframe, meta, a processing instruction): readers remove it";
    UNSAFE_HANDLER = "unsafe-event-handler", Warning, "HTML sanitizer allow-list (RFC 4287 section 8.1)", ["SecurityRisk", "SecurityRiskAttr"]: "this markup holds an event-handler attribute (`on...`), which runs script: readers remove it";
    UNSAFE_ATTRIBUTE = "unsafe-attribute", Warning, "HTML sanitizer allow-list (RFC 4287 section 8.1)", ["SecurityRiskAttr"]: "this markup holds an attribute that is neither on the sanitizer's allow-list nor one HTML defines: readers remove it";
    UNSAFE_URL = "unsafe-url", Warning, "HTML sanitizer allow-list (RFC 4287 section 8.1)", ["SecurityRisk"]: "this markup holds a `javascript:` or `vbscript:` URL: readers remove it";
    UNSAFE_STYLE = "unsafe-style", Warning, "HTML sanitizer CSS allow-list (RFC 4287 section 8.1)", ["DangerousStyleAttr"]: "this `style` attribute has declarations readers remove (positioning, URLs, large sizes, properties outside the allow-list)";
    // Feed history (RFC 5005).
    FH_COMPLETE_REL = "fh-complete-rel", Error, "RFC 5005 section 2", ["FeedRelInCompleteFeed"]: "a complete feed (`fh:complete`) has no paging or archive links (`next`, `previous`, `first`, `last`, `next-archive`, `prev-archive`)";
    FH_CURRENT_SELF = "fh-complete-current", Error, "RFC 5005 section 2", ["CurrentNotSelfInCompleteFeed"]: "in a complete feed, a `current` link points where `self` does";
    FH_ARCHIVE_CURRENT = "fh-archive-current", Warning, "RFC 5005 section 4.2", ["MissingCurrentInArchive"]: "an archive document (`fh:archive`) should link to the subscription document with rel=\"current\"";
    FH_ENTRY_REL = "fh-entry-rel", Warning, "RFC 5005 sections 3 and 4", ["FeedHistoryRelInEntry"]: "feed history and paging relations belong to the feed, not to an entry";
    FH_PAST_END = "fh-past-end", Error, "RFC 5005 section 3", ["LinkPastEnd"]: "the last page has no `next` link, and the first no `previous`";
    // Extension modules of RSS 1.0 and 2.0.
    SEMANTICS = "duplicate-semantics", Warning, "RSS 2.0: extending RSS", ["DuplicateSemantics", "DuplicateItemSemantics"]: "this element says what a core element beside it already says (`dc:date` and `pubDate`): readers pick one, so give one";
    SY_PERIOD = "sy-update-period", Error, "RSS 1.0 Syndication module", ["InvalidUpdatePeriod"]: "`sy:updatePeriod` is `hourly`, `daily`, `weekly`, `monthly` or `yearly`";
    COMMA_INTEGERS = "comma-integers", Error, "RSS 1.0 Slash module", ["InvalidCommaSeparatedIntegers"]: "this element holds integers separated by commas";
    WFW_COMMENT_RSS = "wfw-comment-rss", Warning, "Well-Formed Web Comment API", ["CommentRSS"]: "the element is `wfw:commentRss` (lower-case ss); readers do not know `wfw:commentRSS`";
    URL_RELATIVE_REF = "url-relative-reference", Warning, "RFC 3986 section 4.2", ["ContainsRelRef"]: "this URL is relative, and RSS gives no base to resolve it against: write it in full";
    GEO_COMMA = "geo-comma", Warning, "GeoRSS Simple", ["CoordComma"]: "GeoRSS coordinates are separated by spaces, not commas";
    LATITUDE = "latitude", Error, "W3C Basic Geo; GeoRSS", ["InvalidLatitude"]: "a latitude is a number from -90 to 90";
    LONGITUDE = "longitude", Error, "W3C Basic Geo; GeoRSS", ["InvalidLongitude"]: "a longitude is a number from -180 to 180";
    ISO8601_DATE_TIME = "iso8601-date-time", Error, "ISO 8601 (calendar date and time of day); Conversations Network RSS namespace: ratingTimestamp", ["InvalidISO8601DateTime"]: "this value is an ISO 8601 date and time (`2026-06-25T10:30:00Z`, or `20260625T103000Z`): a zone is `Z` or an offset such as `+02:00`, not a name";
    FLOAT = "float", Error, "XML Schema: decimal", ["InvalidFloat"]: "this value is a number (`29.97`)";
    // iTunes podcast tags (Apple Podcasts).
    ITUNES_YES_NO = "itunes-yes-no", Error, "Apple Podcasts RSS tags", ["InvalidYesNoClean", "InvalidYesNo"]: "this iTunes value is `yes`, `no` (or, for explicit, `true`, `false`, `clean`)";
    ITUNES_CATEGORY = "itunes-category", Error, "Apple Podcasts categories", ["InvalidItunesCategory"]: "this is not an Apple Podcasts category (or not a subcategory of its parent)";
    ITUNES_CATEGORY_OBSOLETE = "itunes-category-obsolete", Warning, "Apple Podcasts categories", ["ObsoleteItunesCategory"]: "Apple Podcasts no longer lists this category";
    ITUNES_DURATION = "itunes-duration", Error, "Apple Podcasts RSS tags: itunes:duration", ["InvalidDuration"]: "an iTunes duration is seconds, or `MM:SS` or `HH:MM:SS` with minutes and seconds under 60";
    ITUNES_KEYWORDS = "itunes-keywords", Warning, "Apple Podcasts RSS tags: itunes:keywords", ["InvalidKeywords"]: "iTunes keywords are separated by commas";
    TOO_LONG = "too-long", Error, "Apple Podcasts RSS tags", ["TooLong"]: "this value is longer than its tag allows (subtitle and keywords 255 characters, summary 4000)";
    ITUNES_REQUIRED = "itunes-channel-required", Warning, "Apple Podcasts requirements", ["MissingItunesElement"]: "a podcast channel needs `itunes:category`, `itunes:explicit` and `language` for Apple Podcasts to list it";
    ITUNES_EMAIL = "itunes-owner-email", Warning, "Apple Podcasts requirements", ["MissingItunesEmail"]: "a podcast channel should give an owner email (`itunes:owner/itunes:email`), where Apple Podcasts writes to its publisher";
    ITUNES_OWNER_EMAIL = "itunes-owner-email-missing", Error, "Apple Podcasts RSS tags: itunes:owner", ["MissingElement"]: "`itunes:owner` holds an `itunes:email`";
    ITUNES_FORMAT = "itunes-media-format", Warning, "Apple Podcasts requirements: supported formats", ["UnsupportedItunesFormat"]: "Apple Podcasts plays M4A, MP3, MOV, MP4, M4V, PDF and EPUB files; this enclosure is none of them";
    APPLE_EPISODE_ENCLOSURE = "apple-episode-enclosure", Error, "Apple Podcasts requirements: episodes", []: "each episode of a podcast has exactly one enclosure (its audio or video file)";
    APPLE_EPISODE_GUID = "apple-episode-guid", Warning, "Apple Podcasts requirements: episodes", ["MissingGuid"]: "each episode of a podcast should have a guid, which Apple Podcasts uses to tell new episodes from old";
    APPLE_ARTWORK = "apple-artwork", Warning, "Apple Podcasts requirements: artwork", []: "a podcast needs show artwork: an `itunes:image` whose href names a JPEG or PNG file";
    // Podcasting 2.0 (podcastindex.org/namespace/1.0).
    PODCAST_VALUE = "podcast-value", Error, "Podcasting 2.0 namespace: each tag's values", []: "this Podcasting 2.0 value is not one its tag allows";
    EMPTY_REQUIRED = "empty-required", Warning, "each format's required elements", ["NotBlank"]: "this required element is there but empty: give it its text";
    NAMESPACE_MISSPELLED = "namespace-misspelled", Warning, "XML Namespaces section 2.3 (names compared as strings); each vocabulary's namespace name", ["MediaRssNamespace", "ReservedPrefix", "UnknownNamespace"]: "this namespace is almost one readers know, but they compare namespace names character for character: its elements are lost to them";
    NAMESPACE_RESERVED_PREFIX = "namespace-reserved-prefix", Warning, "XML Namespaces section 3; each vocabulary's conventional prefix", ["ReservedPrefix"]: "this prefix conventionally names another namespace: readers that go by the prefix misread these elements";
    NAMESPACE_NONSTANDARD_PREFIX = "namespace-unusual-prefix", Info, "each vocabulary's conventional prefix", ["NonstdPrefix"]: "this namespace is known, under an unusual prefix: readers that go by the prefix miss it";
    NAMESPACE_NAME_WHITE_SPACE = "namespace-name-white-space", Error, "Namespaces in XML 1.0 section 2.2; RFC 3986 section 2", ["SAXError"]: "a namespace name is a URI, which holds no white space: XML parsers that pass a name on as `URI local-name` (SAX, expat) take this one apart, and refuse the document or lose its elements";
    XML_PREFIX_UNDECLARED = "xml-prefix-undeclared", Error, "Namespaces in XML 1.0 section 5 (namespace constraint: prefix declared)", ["SAXError"]: "this prefix is declared nowhere in the document (`xmlns:prefix=\"...\"`): the document is not namespace-well-formed, XML parsers refuse it, and what readers keep of the name is in no namespace";
    NAMESPACE_UNKNOWN = "namespace-unknown", Info, "XML Namespaces; the vocabularies check knows", ["UnknownNamespace", "UnsupportedNamespace"]: "no vocabulary here describes this namespace: its elements are not checked, and readers that do not know it skip them";
    SELF_LINK_MISSING_RSS = "rss2-self-link", Warning, "RSS Best Practices Profile: atom:link", ["MissingAtomSelfLink"]: "an RSS 2.0 channel should give its own URL as `<atom:link rel=\"self\" href=\"...\" type=\"application/rss+xml\"/>`, so that copies of the feed lead readers back to it";
    SELF_LINK_MISSING = "atom-self-link", Warning, "RFC 4287 section 4.1.1", ["MissingSelf"]: "an Atom feed should give its own URL as `<link rel=\"self\" href=\"...\"/>`";
    RSS_GUID_MISSING = "rss2-guid-missing", Warning, "RSS Best Practices Profile: guid", ["MissingGuid"]: "an RSS 2.0 item should have a guid, by which readers know it again when its title or link changes";
    SELF_LINK_RELATIVE = "self-link-relative", Warning, "RFC 4287 section 4.2.7.2", ["RelativeSelf"]: "a self link names the feed wherever a copy of it is read: make it absolute (or give `xml:base`)";
    ENCLOSURE_DUPLICATE = "enclosure-duplicate", Warning, "RSS Best Practices Profile: enclosure", ["DuplicateEnclosure"]: "this item lists the same enclosure URL twice";
    ENCLOSURE_SHARED = "enclosure-shared", Warning, "Apple Podcasts RSS requirements: enclosure", []: "another item has this enclosure URL too: podcast directories keep the first episode with a media URL and drop the others";
    PODCAST_REGISTRY = "podcast-registry", Warning, "Podcasting 2.0 namespace: its lists of protocols and slugs", []: "this value is not in the namespace's list for its attribute: check the spelling, or that the list has it by now";
    PODCAST_GUID = "podcast-guid", Error, "Podcasting 2.0 namespace: <podcast:guid>", []: "a podcast guid is a version 5 UUID (`xxxxxxxx-xxxx-5xxx-xxxx-xxxxxxxxxxxx`), made from the feed URL";
    // Media RSS (rssboard.org/media-rss).
    MEDIA_TEXT_TYPE = "media-text-type", Error, "Media RSS: media:title, media:description, media:text", ["InvalidMediaTextType"]: "the type of Media RSS text is `plain` or `html`";
    MEDIA_MEDIUM = "media-medium", Error, "Media RSS: media:content", ["InvalidMediaMedium"]: "a media medium is `image`, `audio`, `video`, `document` or `executable`";
    MEDIA_EXPRESSION = "media-expression", Error, "Media RSS: media:content", ["InvalidMediaExpression"]: "a media expression is `sample`, `full` or `nonstop`";
    MEDIA_HASH = "media-hash", Error, "Media RSS: media:hash", ["InvalidMediaHash"]: "a media hash is an MD5 (32 hex digits) or SHA-1 (40 hex digits) digest, its algo `md5` or `sha-1`";
    MEDIA_RATING = "media-rating", Error, "Media RSS: media:rating", ["InvalidMediaRating"]: "this rating is not one its scheme defines (urn:simple: adult, nonadult; urn:mpaa: g, pg, pg-13, r, nc-17; urn:v-chip: tv-y to tv-ma)";
    MEDIA_RESTRICTION = "media-restriction", Error, "Media RSS: media:restriction", ["InvalidMediaRestriction"]: "a restriction without a type lists `all` or `none`";
    MEDIA_RESTRICTION_REL = "media-restriction-relationship", Error, "Media RSS: media:restriction", ["InvalidMediaRestrictionRel", "InvalidAccessRestrictionRel"]: "a restriction's relationship is `allow` or `deny` (`disallow` in early drafts)";
    MEDIA_RESTRICTION_TYPE = "media-restriction-type", Error, "Media RSS: media:restriction", ["InvalidMediaRestrictionType"]: "a restriction's type is `country`, `uri` or `sharing`";
    COUNTRY = "country-code", Error, "ISO 3166-1", ["InvalidCountryCode"]: "this is not an ISO 3166 country code";
    MEDIA_CREDIT_ROLE = "media-credit-role", Error, "Media RSS: media:credit; European Broadcasting Union role codes", ["InvalidCreditRole"]: "this credit role is not one the EBU scheme lists (`actor`, `director`, `musician`, ...)";
    MEDIA_ADULT = "media-adult", Warning, "Media RSS 1.5: media:rating", ["DeprecatedMediaAdult"]: "`media:adult` is replaced by `media:rating` (scheme urn:simple)";
    MEDIA_GROUP_ONE = "media-group-one", Error, "Media RSS: media:group", ["MediaGroupWithoutAlternatives"]: "a media group holds alternatives: two or more `media:content`";
    NPT_TIME = "npt-time", Error, "RFC 2326 section 3.6 (Normal Play Time)", ["InvalidNPTTime"]: "this time is Normal Play Time: seconds (`12.5`) or `HH:MM:SS.fraction`";
    // JSON Feed 1.1 (jsonfeed.org/version/1.1) and 1.0, checked on the document as written.
    JSON_FEED_VERSION = "json-feed-version", Error, "JSON Feed 1.1: top-level (version)", ["MissingElement", "InvalidValue"]: "a JSON Feed must say its version: `version` is the version URL, `https://jsonfeed.org/version/1.1` (or `https://jsonfeed.org/version/1`)";
    JSON_FEED_VERSION_UNKNOWN = "json-feed-version-unknown", Warning, "JSON Feed 1.1: top-level (version)", []: "this is not a version URL readers know (`https://jsonfeed.org/version/1.1`, `https://jsonfeed.org/version/1`): some read the feed as the newest version they know, some not at all";
    JSON_FEED_TITLE = "json-feed-title", Error, "JSON Feed 1.1: top-level (title)", ["MissingTitle", "MissingElement"]: "a JSON Feed must have a title";
    JSON_FEED_ITEMS = "json-feed-items", Error, "JSON Feed 1.1: top-level (items)", ["MissingElement"]: "a JSON Feed must have `items`, an array (empty when there are none)";
    JSON_MEMBER_TYPE = "json-feed-member-type", Error, "JSON Feed 1.1: each member's type", []: "this value is not of the JSON type the specification gives the member";
    JSON_MEMBER_UNKNOWN = "json-feed-member-unknown", Warning, "JSON Feed 1.1: extensions", ["UndefinedElement"]: "JSON Feed defines no member of this name here, and readers ignore it: a publisher's own members start with `_`";
    JSON_MEMBER_VERSION = "json-feed-member-version", Warning, "JSON Feed 1.1: changes since 1.0", []: "this member is new in JSON Feed 1.1, and the feed says it is 1.0: a 1.0 reader ignores it (say version 1.1)";
    JSON_MEMBER_DUPLICATE = "json-feed-member-duplicate", Warning, "RFC 8259 section 4", ["DuplicateElement"]: "this object already has a member of this name: readers keep one or the other";
    JSON_ITEM_ID = "json-item-id", Error, "JSON Feed 1.1: items (id)", ["MissingElement"]: "a JSON Feed item must have an id";
    JSON_ITEM_ID_STRING = "json-item-id-string", Warning, "JSON Feed 1.1: items (id)", []: "a JSON Feed item's id is a string: readers turn a number into a string each in their own way (`1.0` or `1`)";
    JSON_ITEM_ID_UNIQUE = "json-item-id-unique", Error, "JSON Feed 1.1: items (id)", ["DuplicateIds"]: "a JSON Feed item's id is unique in the feed: readers take items of one id for one item";
    JSON_ITEM_CONTENT = "json-item-content", Error, "JSON Feed 1.1: items", ["MissingElement"]: "a JSON Feed item must have content_html or content_text";
    JSON_DATE_RFC3339 = "json-date-rfc3339", Error, "JSON Feed 1.1: items (date_published, date_modified)", ["InvalidRFC3339Date"]: "JSON Feed dates must be in RFC 3339 form";
    JSON_AUTHOR_EMPTY = "json-author-empty", Error, "JSON Feed 1.1: authors", ["MissingElement"]: "a JSON Feed author must have a name, a url or an avatar";
    JSON_MEMBER_DEPRECATED = "json-feed-member-deprecated", Warning, "JSON Feed 1.1: authors", ["Deprecated"]: "this member is deprecated in JSON Feed 1.1 (`author`, replaced by `authors`, an array): give the new member, keeping the old one beside it for 1.0 readers";
    JSON_ATTACHMENT_FIELDS = "json-attachment-fields", Error, "JSON Feed 1.1: attachments", ["MissingElement"]: "a JSON Feed attachment must have a url and a mime_type";
    JSON_HUB_FIELDS = "json-hub-fields", Error, "JSON Feed 1.1: subscribing to real-time notifications (hubs)", ["MissingElement"]: "a JSON Feed hub must have a type and a url";
    JSON_NEXT_URL = "json-next-url", Error, "JSON Feed 1.1: top-level (next_url)", []: "`next_url` must not be the feed's own `feed_url`: a reader following it would loop";
    JSON_MIME_TYPE = "json-mime-type", Error, "JSON Feed 1.1: attachments (mime_type); RFC 2045 section 5.1", ["InvalidMIMEType"]: "an attachment's mime_type is a MIME type (`type/subtype`)";
    // Shared forms: URLs, ids, numbers, text.
    URL_RELATIVE = "url-relative", Error, "RFC 3986 section 4.3", ["InvalidFullLink", "InvalidLink"]: "this URL must be absolute";
    URL_INVALID = "url-invalid", Error, "RFC 3986 section 3", ["InvalidURI", "InvalidLink"]: "this URL is not a valid URL";
    URL_ATTRIBUTE = "url-attribute", Error, "RFC 3986 section 3", ["InvalidURLAttribute", "InvalidFullLink", "InvalidLink"]: "this attribute must hold an absolute URL";
    URI_CHARACTERS = "uri-characters", Error, "RFC 3986 section 2; RFC 3987 section 2.2", ["InvalidUriChar", "InvalidLink"]: "a URI cannot hold spaces, quotes or angle brackets: percent-encode them";
    DUPLICATE_ID = "duplicate-id", Warning, "RSS 2.0: <guid>; RFC 4287 section 4.2.6", ["DuplicateIds", "DuplicateEntries", "DuplicateValue"]: "item ids (RSS guid, Atom id, JSON Feed id) must be unique within a feed";
    DUPLICATE_ELEMENT = "duplicate-element", Error, "each vocabulary's element list", ["DuplicateElement"]: "this element may appear only once in its parent";
    MISPLACED_ELEMENT = "misplaced-element", Error, "each vocabulary's element list (where each element may appear)", ["UndefinedElement"]: "this element is defined, but not where it stands: readers look for it elsewhere";
    UNDEFINED_ELEMENT = "undefined-element", Error, "each vocabulary's element list", ["UndefinedElement"]: "this element is not one its vocabulary defines here";
    MISSING_ATTRIBUTE = "missing-attribute", Error, "each vocabulary's attribute list", ["MissingAttribute"]: "this element lacks an attribute it must have";
    RSS_CHARACTER_DATA = "rss2-character-data", Warning, "RSS Best Practices Profile: data types (character data)", ["CharacterData"]: "this plain text holds a `<` where markup could start (`</`, `<b`): readers that show RSS text as HTML take a tag there; write `<` as `&#x3C;` (and `&` as `&#x26;`), as the profile recommends";
    PLAIN_TEXT_HTML = "plain-text-html", Warning, "RSS Best Practices Profile: character data; RFC 4287 section 3.1.1.1", ["ContainsHTML"]: "this element holds plain text, and it holds HTML (a tag or an escaped reference) that readers will show as written";
    UNEXPECTED_WHITESPACE = "unexpected-whitespace", Error, "RFC 3339 section 5.6; RFC 4287 section 3.3", ["UnexpectedWhitespace"]: "this value cannot have white space around it";
    INTEGER = "integer", Error, "XML Schema: integer", ["InvalidInteger"]: "this element must hold an integer";
    NON_NEGATIVE = "non-negative-integer", Error, "XML Schema: nonNegativeInteger", ["InvalidNonNegativeInteger", "InvalidIntegerAttribute"]: "this element must hold an integer of 0 or more";
    POSITIVE = "positive-integer", Error, "XML Schema: positiveInteger", ["InvalidPositiveInteger", "InvalidIntegerAttribute"]: "this element must hold an integer of 1 or more";
    INTEGER_ATTRIBUTE = "integer-attribute", Error, "XML Schema: integer", ["InvalidIntegerAttribute", "InvalidInteger"]: "this attribute must hold an integer";
    BOOLEAN = "boolean", Error, "XML Schema: boolean", ["InvalidBooleanAttribute"]: "this value must be `true` or `false`";
    LANGUAGE = "language", Error, "RFC 5646 section 2.1; RSS 2.0: <language>", ["InvalidLanguage"]: "this value must be a language tag (`en`, `en-US`)";
    MIME_TYPE_ATTRIBUTE = "mime-type-attribute", Error, "RFC 2045 section 5.1", ["InvalidMIMEAttribute", "InvalidMIMEType"]: "this attribute must hold a MIME type (`type/subtype`)";
    EMAIL = "email", Error, "RFC 4287 section 3.2.3; RFC 2822 section 3.4.1", ["InvalidAddrSpec", "InvalidContact"]: "this element must hold an email address (`name@example.org`)";
    // Dublin Core and the RSS 1.0 modules.
    DC_DATE_W3CDTF = "dc-date-w3cdtf", Error, "DCMI Terms: W3CDTF (www.w3.org/TR/NOTE-datetime)", ["InvalidW3CDTFDate"]: "Dublin Core dates must be in W3CDTF form (`2026`, `2026-06-25`, `2026-06-25T10:30:00Z`)";
    // The HTTP response a feed came in (`check::validate_response`, `feedwright check URL`):
    // RFC 9110 for HTTP, RFC 7303 for XML media types. A file or standard input breaks none.
    HTTP_CONTENT_TYPE_MISSING = "http-content-type-missing", Warning, "RFC 9110 section 8.3", []: "the response gives no Content-Type: readers and browsers then guess what the body is, and some guess wrong (serve `application/rss+xml`, `application/atom+xml` or `application/feed+json`)";
    HTTP_CONTENT_TYPE = "http-content-type", Warning, "RFC 9110 section 8.3; RFC 4287 section 7; RFC 7303 section 4", ["UnexpectedContentType"]: "the Content-Type is not one of a feed or of XML (or, for a JSON Feed, of JSON): readers that go by the type will not take the body for a feed";
    HTTP_NON_SPECIFIC_TYPE = "http-non-specific-type", Warning, "RFC 4287 section 7; RSS Best Practices Profile: media type; JSON Feed 1.1: changes since 1.0 (application/feed+json)", ["NonSpecificMediaType"]: "the Content-Type says only XML (or only bytes), not which feed: serve RSS as `application/rss+xml`, Atom as `application/atom+xml`, JSON Feed as `application/feed+json`, so that browsers and readers know it for a feed";
    HTTP_TEXT_XML_CHARSET = "http-text-xml-charset", Warning, "RFC 3023 section 3.1; RFC 7303 section 3", ["EncodingMismatch"]: "`text/xml` without a charset parameter was US-ASCII under RFC 3023, and readers built on it still read it so, garbling every character past ASCII; RFC 7303 lets the document decide, but say the charset (`text/xml; charset=utf-8`) or serve a feed type";
    HTTP_CHARSET_MISMATCH = "http-charset-mismatch", Warning, "RFC 7303 section 3; XML 1.0 section 4.3.3", ["EncodingMismatch"]: "the Content-Type's charset and the document's own encoding (its XML declaration or byte order mark) disagree: the charset wins over HTTP, the declaration once the file is saved, so one of them reads the text wrong";
    HTTP_UNCOMPRESSED = "http-uncompressed", Info, "RFC 9110 sections 8.4 and 12.5.3", []: "the client asked for a compressed response (Accept-Encoding) and the body came uncompressed: a feed is text that gzip makes several times smaller, on every poll of every reader";
    HTTP_TEMP_REDIRECT = "http-temp-redirect", Info, "RFC 9110 sections 15.4.3, 15.4.4 and 15.4.8", ["TempRedirect"]: "the feed is reached through a temporary redirect (302, 303 or 307): every poll costs a second request, and readers keep the old URL";
    HTTP_PERMANENT_REDIRECT = "http-permanent-redirect", Info, "RFC 9110 sections 15.4.2 and 15.4.9", []: "the feed has moved for good (301 or 308): readers that follow the redirect move their subscription, and the places that link the feed should give the new URL";
    HTTP_SELF_LOCATION = "http-self-location", Warning, "RFC 4287 section 4.2.7.2; RSS Best Practices Profile: atom:link; JSON Feed 1.1: top-level (feed_url)", ["SelfDoesntMatchLocation"]: "the feed's self link is not the URL it was fetched from (after redirects): readers that subscribe by the self link fetch another URL";
    HTTP_NO_VALIDATORS = "http-no-validators", Info, "RFC 9110 sections 8.8.2, 8.8.3 and 13.1; RFC 9111 section 4.3", []: "the response has neither an ETag nor a Last-Modified date, so readers cannot ask for the feed only when it changed: every poll downloads it whole";
}

/// What a broken value is: the rule, and what was found.
pub(crate) type Broken = (Rule, String);

/// The rule with this id.
///
/// ```
/// let rule = feedwright::check::rules::by_id("rss2-channel-title").unwrap();
/// assert_eq!(rule.text, "an RSS channel must have a title");
/// ```
pub fn by_id(id: &str) -> Option<Rule> {
    RULES.iter().copied().find(|r| r.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_kebab_case() {
        for (i, rule) in RULES.iter().enumerate() {
            assert!(
                rule.id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}",
                rule.id
            );
            assert!(RULES[..i].iter().all(|r| r.id != rule.id), "{}", rule.id);
        }
    }
}
