//! [JSON Feed](https://www.jsonfeed.org/version/1.1/) 1.0 and 1.1: how its
//! members map to the model, which RSS and Atom share. This module holds
//! what both directions need; the reading is in the reader (`read/json.rs`)
//! and the writing in the writer (`write/json.rs`), as for the other formats.
//!
//! The model has a typed field for most JSON Feed members (see the table
//! below). What it has none for is kept in the channel's or item's
//! `extensions`, in the JSON Feed namespace [`NAMESPACE`], so that a JSON
//! Feed read and written back loses nothing and an RSS or Atom writer can
//! carry it too:
//!
//! - members that are plain strings or booleans with no model field
//!   (`user_comment`, `expired`, an item's `image`, `banner_image`, and
//!   `content_text` when `content_html` is there too) become an element of
//!   that name whose text is the value;
//! - every other member (`_extension` objects, unknown keys, a member of the
//!   wrong type, and the parts of authors, attachments and hubs the model has
//!   no field for) becomes a `<member key="...">` element whose text is the
//!   member's value as compact JSON; an `of` attribute (`authors/0`,
//!   `attachments/1`, `hubs/0`) names the nested object it belongs to.
//!
//! | JSON Feed member            | model field                                   |
//! |-----------------------------|-----------------------------------------------|
//! | `version`                   | `Channel::format` (`Json10`, `Json11`)        |
//! | `title`                     | `title`                                       |
//! | `home_page_url`             | `links` (no `rel`: alternate)                 |
//! | `feed_url`                  | `links` (`rel="self"`)                        |
//! | `next_url`                  | `links` (`rel="next"`)                        |
//! | `hubs`                      | `links` (`rel="hub"`, the hub type as title)  |
//! | `description`               | `Channel::description`                        |
//! | `icon`, `favicon`           | `Channel::logo`, `Channel::icon`              |
//! | `author`, `authors`         | `authors` (`url` is the person's `uri`)       |
//! | `language`                  | `Channel::language`, `Item::xml_lang`         |
//! | `items[].id`                | `Item::guid` (not a permalink)                |
//! | `items[].url`               | `Item::links` (no `rel`: alternate)           |
//! | `items[].external_url`      | `Item::links` (`rel="related"`)               |
//! | `items[].content_html`      | `Item::content` (HTML)                        |
//! | `items[].content_text`      | `Item::content` (text) when there is no HTML  |
//! | `items[].summary`           | `Item::description`                           |
//! | `items[].date_published`    | `Item::pub_date`                              |
//! | `items[].date_modified`     | `Item::updated`                               |
//! | `items[].tags`              | `Item::categories`                            |
//! | `items[].attachments`       | `Item::enclosures` (url, mime_type, size)     |

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

/// The namespace of the extension elements that hold JSON Feed members the
/// model has no field for.
pub const NAMESPACE: &str = "https://jsonfeed.org/version/1.1";

/// The prefix an XML writer gives [`NAMESPACE`].
pub const PREFIX: &str = "jsonfeed";

/// The version URL of JSON Feed 1.0.
pub(crate) const VERSION_1_0: &str = "https://jsonfeed.org/version/1";
/// The version URL of JSON Feed 1.1.
pub(crate) const VERSION_1_1: &str = "https://jsonfeed.org/version/1.1";

/// The element that keeps a member as compact JSON.
pub(crate) const MEMBER: &str = "member";

/// Plain members with no model field, kept as an element of their own name.
pub(crate) const CHANNEL_PLAIN: &[&str] = &["user_comment", "expired"];
/// Plain item members with no model field, kept as an element of their own name.
pub(crate) const ITEM_PLAIN: &[&str] = &["content_text", "image", "banner_image"];

/// An object's members in document order, each as its raw JSON text.
pub(crate) struct Members<'a>(pub(crate) Vec<(String, &'a RawValue)>);

impl<'de> Deserialize<'de> for Members<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> std::result::Result<Self, D::Error> {
        struct MembersVisitor;
        impl<'de> Visitor<'de> for MembersVisitor {
            type Value = Members<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(
                self,
                mut map: A,
            ) -> std::result::Result<Self::Value, A::Error> {
                let mut members = Vec::new();
                while let Some((key, value)) = map.next_entry::<String, &'de RawValue>()? {
                    members.push((key, value));
                }
                Ok(Members(members))
            }
        }
        deserializer.deserialize_map(MembersVisitor)
    }
}
