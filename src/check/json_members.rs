//! The members [JSON Feed 1.1](https://www.jsonfeed.org/version/1.1/)
//! (and 1.0) defines, as data: one row per member, with the object it
//! belongs to, the form of its value and whether it is required. The
//! checker runs every generic check (presence, JSON type, form of the
//! value, version, deprecation, uniqueness) over every row; a member the
//! spec adds is a row here, not code.
//!
//! ```
//! use feedwright::check::json_members::{Form, Level, MEMBERS};
//! let title = MEMBERS.iter().find(|m| m.level == Level::Feed && m.name == "title").unwrap();
//! assert_eq!(title.form, Form::Text);
//! assert_eq!(title.required.map(|r| r.id), Some("json-feed-title"));
//! ```

use super::rules::{self, Rule};

/// The object a member belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Level {
    /// The top-level object.
    Feed,
    /// An object of `items`.
    Item,
    /// An author object (`authors`, or 1.0's `author`), of the feed or of an item.
    Author,
    /// An object of an item's `attachments`.
    Attachment,
    /// An object of the feed's `hubs`.
    Hub,
}

/// What a member's value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Form {
    /// A string naming the version: one of the version URLs.
    Version,
    /// A string.
    Text,
    /// A string holding an absolute URL.
    Url,
    /// A string holding an RFC 3339 date-time.
    Date,
    /// A string holding a language tag (RFC 5646).
    Language,
    /// A string holding a MIME type.
    MimeType,
    /// A string; a number is read (coerced to a string) but is not what the spec says.
    Id,
    /// `true` or `false`.
    Boolean,
    /// A JSON number.
    Number,
    /// An array of strings.
    Strings,
    /// An object of the given level.
    Object(Level),
    /// An array of objects of the given level.
    Array(Level),
}

/// The JSON Feed versions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Version {
    /// `https://jsonfeed.org/version/1`
    V1_0,
    /// `https://jsonfeed.org/version/1.1`
    V1_1,
}

/// One member of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Member {
    /// The object it is in.
    pub level: Level,
    /// Its key.
    pub name: &'static str,
    /// What its value is.
    pub form: Form,
    /// The rule broken when it is missing (or, being text, blank); `None` when optional.
    pub required: Option<Rule>,
    /// The version that defined it.
    pub since: Version,
    /// In 1.1, the member that replaces it: it is deprecated where that one is absent.
    pub replaced_by: Option<&'static str>,
    /// Its value must differ from that of every other object of its level (item ids).
    pub unique: bool,
}

const fn row(level: Level, name: &'static str, form: Form) -> Member {
    Member {
        level,
        name,
        form,
        required: None,
        since: Version::V1_0,
        replaced_by: None,
        unique: false,
    }
}

const fn required(level: Level, name: &'static str, form: Form, rule: Rule) -> Member {
    Member {
        required: Some(rule),
        ..row(level, name, form)
    }
}

const fn since_1_1(level: Level, name: &'static str, form: Form) -> Member {
    Member {
        since: Version::V1_1,
        ..row(level, name, form)
    }
}

const fn deprecated(level: Level, name: &'static str, form: Form, by: &'static str) -> Member {
    Member {
        replaced_by: Some(by),
        ..row(level, name, form)
    }
}

use Form::*;
use Level::*;

/// Every member JSON Feed 1.0 and 1.1 define, by level, in the spec's order.
pub const MEMBERS: &[Member] = &[
    required(Feed, "version", Form::Version, rules::JSON_FEED_VERSION),
    required(Feed, "title", Text, rules::JSON_FEED_TITLE),
    row(Feed, "home_page_url", Url),
    row(Feed, "feed_url", Url),
    row(Feed, "description", Text),
    row(Feed, "user_comment", Text),
    row(Feed, "next_url", Url),
    row(Feed, "icon", Url),
    row(Feed, "favicon", Url),
    deprecated(Feed, "author", Object(Author), "authors"),
    since_1_1(Feed, "authors", Array(Author)),
    since_1_1(Feed, "language", Language),
    row(Feed, "expired", Boolean),
    row(Feed, "hubs", Array(Hub)),
    required(Feed, "items", Array(Item), rules::JSON_FEED_ITEMS),
    Member {
        unique: true,
        ..required(Item, "id", Id, rules::JSON_ITEM_ID)
    },
    row(Item, "url", Url),
    row(Item, "external_url", Url),
    row(Item, "title", Text),
    row(Item, "content_html", Text),
    row(Item, "content_text", Text),
    row(Item, "summary", Text),
    row(Item, "image", Url),
    row(Item, "banner_image", Url),
    row(Item, "date_published", Date),
    row(Item, "date_modified", Date),
    deprecated(Item, "author", Object(Author), "authors"),
    since_1_1(Item, "authors", Array(Author)),
    row(Item, "tags", Strings),
    since_1_1(Item, "language", Language),
    row(Item, "attachments", Array(Attachment)),
    row(Author, "name", Text),
    row(Author, "url", Url),
    row(Author, "avatar", Url),
    required(Attachment, "url", Url, rules::JSON_ATTACHMENT_FIELDS),
    required(
        Attachment,
        "mime_type",
        MimeType,
        rules::JSON_ATTACHMENT_FIELDS,
    ),
    row(Attachment, "title", Text),
    row(Attachment, "size_in_bytes", Number),
    row(Attachment, "duration_in_seconds", Number),
    required(Hub, "type", Text, rules::JSON_HUB_FIELDS),
    required(Hub, "url", Url, rules::JSON_HUB_FIELDS),
];

/// Groups of members of which an object must have at least one, and the rule it breaks.
pub const ONE_OF: &[(Level, &[&str], Rule)] = &[
    (
        Item,
        &["content_html", "content_text"],
        rules::JSON_ITEM_CONTENT,
    ),
    (Author, &["name", "url", "avatar"], rules::JSON_AUTHOR_EMPTY),
];

/// Pairs of members of one object whose values must differ, and the rule it breaks.
pub const DIFFERENT: &[(Level, &str, &str, Rule)] =
    &[(Feed, "next_url", "feed_url", rules::JSON_NEXT_URL)];
