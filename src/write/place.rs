//! [`Place`]: where in the model a value being written comes from, for a
//! [`Loss`](super::Loss)'s `field` (`items[2].enclosures[0].url`).
//!
//! Nearly every value is written without a loss, so a place is a chain of
//! borrowed parts on the stack, spelled out only when a loss is reported,
//! rather than a string built for every field of every item.

use std::fmt;

/// A field of the model: a chain from the channel down, each link a field
/// name, an index into a list, or both.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Place<'a> {
    parent: Option<&'a Place<'a>>,
    /// The field's name; empty for an index into the parent itself.
    name: &'a str,
    index: Option<usize>,
}

impl<'a> Place<'a> {
    /// The channel: its fields are named bare (`title`, `items[2]`).
    pub(crate) const CHANNEL: Place<'static> = Place {
        parent: None,
        name: "",
        index: None,
    };

    /// The field `name` of this place: `items[2].title`.
    pub(crate) fn field(&'a self, name: &'a str) -> Place<'a> {
        Place {
            parent: Some(self),
            name,
            index: None,
        }
    }

    /// Element `index` of the list field `name`: `items[2].categories[0]`.
    pub(crate) fn nth(&'a self, name: &'a str, index: usize) -> Place<'a> {
        Place {
            parent: Some(self),
            name,
            index: Some(index),
        }
    }

    /// Element `index` of this place, a list: `items[2].links[1]`.
    pub(crate) fn at(&'a self, index: usize) -> Place<'a> {
        self.nth("", index)
    }

    /// Whether the place spells out as nothing (the channel itself).
    fn is_channel(&self) -> bool {
        self.parent.is_none() && self.name.is_empty() && self.index.is_none()
    }
}

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(parent) = self.parent {
            parent.fmt(f)?;
            if !self.name.is_empty() && !parent.is_channel() {
                f.write_str(".")?;
            }
        }
        f.write_str(self.name)?;
        if let Some(index) = self.index {
            write!(f, "[{index}]")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_spell_out_as_field_paths() {
        let channel = Place::CHANNEL;
        assert_eq!(channel.to_string(), "");
        assert_eq!(channel.field("title").to_string(), "title");
        assert_eq!(channel.nth("categories", 3).to_string(), "categories[3]");
        let item = channel.nth("items", 2);
        assert_eq!(item.field("title").to_string(), "items[2].title");
        let links = item.field("links");
        assert_eq!(links.at(1).to_string(), "items[2].links[1]");
        assert_eq!(
            item.nth("enclosures", 0).field("url").to_string(),
            "items[2].enclosures[0].url"
        );
        assert_eq!(channel.field("links").at(0).to_string(), "links[0]");
    }
}
