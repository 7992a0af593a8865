//! The shape of a vocabulary, as data: for each element, the children it
//! may have and how often, its attributes, and the form of its text. The
//! tables live in [`vocab`](super::vocab), one file per vocabulary; the
//! walker in [`walk`](super::walk) applies them.

use super::rules::Rule;
use super::tree::Element;
use super::value::Value;
use super::walk::Walk;

/// How often a child may appear in its parent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Occurs {
    /// At most once (a second one is a duplicate).
    Once,
    /// Any number of times.
    Many,
}

/// A child an element may have.
#[derive(Debug)]
pub(crate) struct Child {
    pub(crate) ns: &'static str,
    pub(crate) name: &'static str,
    pub(crate) occurs: Occurs,
    pub(crate) rule: &'static ElementRule,
    /// The rule broken when it is missing, for a child that must be there.
    pub(crate) missing: Option<Rule>,
    /// How many there must be at least when `missing` is set (1, or more
    /// for an element that holds alternatives).
    pub(crate) at_least: usize,
    /// For an extension element, the elements it may stand in, by local
    /// name (`channel` stands for Atom's `feed` too, `item` for `entry`);
    /// empty: anywhere its vocabulary is used.
    pub(crate) within: &'static [&'static str],
}

impl Child {
    /// The same row, allowed only in `parents` (see [`Child::within`]).
    pub(crate) const fn within(self, parents: &'static [&'static str]) -> Child {
        Child {
            within: parents,
            ..self
        }
    }

    /// Whether this row may stand in an element named `parent`.
    pub(crate) fn allowed_in(&self, parent: &str) -> bool {
        let parent = match parent {
            "feed" => "channel",
            "entry" => "item",
            other => other,
        };
        self.within.is_empty() || self.within.contains(&parent)
    }
}

/// Where a row of the channel's level may stand.
pub(crate) const CHANNEL: &[&str] = &["channel"];
/// Where a row of an item's level may stand.
pub(crate) const ITEM: &[&str] = &["item"];

/// At most one `name` in `ns`, shaped as `rule` says.
pub(crate) const fn once(
    ns: &'static str,
    name: &'static str,
    rule: &'static ElementRule,
) -> Child {
    Child {
        ns,
        name,
        occurs: Occurs::Once,
        rule,
        missing: None,
        at_least: 0,
        within: &[],
    }
}

/// Exactly one `name` in `ns`; without it, `missing` is broken.
pub(crate) const fn one(
    ns: &'static str,
    name: &'static str,
    rule: &'static ElementRule,
    missing: Rule,
) -> Child {
    Child {
        ns,
        name,
        occurs: Occurs::Once,
        rule,
        missing: Some(missing),
        at_least: 1,
        within: &[],
    }
}

/// At least `n` of `name` in `ns`; with fewer, `missing` is broken.
pub(crate) const fn at_least(
    ns: &'static str,
    name: &'static str,
    rule: &'static ElementRule,
    n: usize,
    missing: Rule,
) -> Child {
    Child {
        ns,
        name,
        occurs: Occurs::Many,
        rule,
        missing: Some(missing),
        at_least: n,
        within: &[],
    }
}

/// Any number of `name` in `ns`, each shaped as `rule` says.
pub(crate) const fn many(
    ns: &'static str,
    name: &'static str,
    rule: &'static ElementRule,
) -> Child {
    Child {
        ns,
        name,
        occurs: Occurs::Many,
        rule,
        missing: None,
        at_least: 0,
        within: &[],
    }
}

/// An attribute an element may have.
#[derive(Debug)]
pub(crate) struct AttrRule {
    /// The namespace (`""` for an unprefixed attribute).
    pub(crate) ns: &'static str,
    pub(crate) name: &'static str,
    pub(crate) required: bool,
    pub(crate) value: Value,
    /// The rule broken when a required attribute is missing.
    pub(crate) missing: Rule,
}

/// An unprefixed attribute that may be left out.
pub(crate) const fn attr(name: &'static str, value: Value) -> AttrRule {
    AttrRule {
        ns: "",
        name,
        required: false,
        value,
        missing: super::rules::MISSING_ATTRIBUTE,
    }
}

/// An unprefixed attribute that must be there.
pub(crate) const fn required(name: &'static str, value: Value) -> AttrRule {
    required_as(name, value, super::rules::MISSING_ATTRIBUTE)
}

/// An unprefixed attribute that must be there; without it, `missing` is
/// broken (a rule of the element's own, such as an enclosure's).
pub(crate) const fn required_as(name: &'static str, value: Value, missing: Rule) -> AttrRule {
    AttrRule {
        ns: "",
        name,
        required: true,
        value,
        missing,
    }
}

/// A check of one element that needs more than its text: several
/// attributes together, its children as a whole.
pub(crate) type Extra = fn(&Element, &mut Walk<'_>);

/// What one element must look like.
#[derive(Debug)]
pub(crate) struct ElementRule {
    /// The form of its text.
    pub(crate) value: Value,
    /// The children it may have. `None`: not checked (markup, a
    /// vocabulary's free-form parts).
    pub(crate) children: Option<&'static [Child]>,
    /// The namespaces whose elements, when not among `children`, are
    /// undefined here (the element's own vocabulary); those of any other
    /// namespace are looked up in theirs.
    pub(crate) own: &'static [&'static str],
    pub(crate) attrs: &'static [AttrRule],
    pub(crate) extra: Option<Extra>,
    /// The rule every use of the element breaks: one its specification
    /// deprecates, or a misspelling readers do not know.
    pub(crate) deprecated: Option<Rule>,
}

impl ElementRule {
    /// An element of text in the form `value`, with no children or attributes of note.
    pub(crate) const fn text(value: Value) -> ElementRule {
        ElementRule {
            value,
            children: None,
            own: &[],
            attrs: &[],
            extra: None,
            deprecated: None,
        }
    }

    /// The same, reported wherever it is used (`rule`).
    pub(crate) const fn deprecated(self, rule: Rule) -> ElementRule {
        ElementRule {
            deprecated: Some(rule),
            ..self
        }
    }

    /// The same, with attributes.
    pub(crate) const fn with_attrs(self, attrs: &'static [AttrRule]) -> ElementRule {
        ElementRule { attrs, ..self }
    }

    /// The same, with a check of its own.
    pub(crate) const fn with_extra(self, extra: Extra) -> ElementRule {
        ElementRule {
            extra: Some(extra),
            ..self
        }
    }

    /// An element of children only, those of `own` namespaces limited to
    /// `children`; text directly in it is no field of any (white space
    /// between the children aside).
    pub(crate) const fn parent(
        own: &'static [&'static str],
        children: &'static [Child],
    ) -> ElementRule {
        ElementRule {
            value: Value::Empty(super::rules::UNEXPECTED_TEXT),
            children: Some(children),
            own,
            attrs: &[],
            extra: None,
            deprecated: None,
        }
    }
}

/// The elements one namespace defines wherever they appear (an extension
/// vocabulary such as Dublin Core or iTunes).
#[derive(Debug)]
pub(crate) struct Vocabulary {
    pub(crate) ns: &'static str,
    pub(crate) elements: &'static [Child],
    /// Whether an element of this namespace that `elements` lacks is
    /// undefined (a closed vocabulary) or just not known to us.
    pub(crate) closed: bool,
}

impl Vocabulary {
    /// The element `name` of this vocabulary.
    pub(crate) fn element(&self, name: &str) -> Option<&'static Child> {
        self.elements.iter().find(|c| c.name == name)
    }
}
