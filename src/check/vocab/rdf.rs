//! RSS 1.0 (<https://web.resource.org/rss/1.0/spec>): an RDF document whose
//! channel, image, items and text input are in the RSS 1.0 namespace, each
//! named by `rdf:about`.

use super::modules::{TRACKBACK_LINK, TRACKBACK_NS};
use crate::check::rules;
use crate::check::schema::{many, once, one, AttrRule, Child, ElementRule};
use crate::check::value::Value;
use crate::xml::namespace::uri::{RDF, RSS10};

const OWN: &[&str] = &[RSS10, RDF];

const PLAIN: ElementRule = ElementRule::text(Value::Plain);
const ANY: ElementRule = ElementRule::text(Value::Any);
const URL: ElementRule = ElementRule::text(Value::Url);
const HTML: ElementRule = ElementRule::text(Value::Html);

const ABOUT: AttrRule = AttrRule {
    ns: RDF,
    name: "about",
    required: true,
    value: Value::Url,
    missing: rules::MISSING_ATTRIBUTE,
};

const RESOURCE: AttrRule = AttrRule {
    ns: RDF,
    name: "resource",
    required: true,
    value: Value::Url,
    missing: rules::MISSING_ATTRIBUTE,
};

/// `<rdf:RDF>`, the root.
pub(crate) const RDF_ROOT: ElementRule = ElementRule::parent(
    OWN,
    &[
        // A missing channel is the model rules' (no title, link, description).
        once(RSS10, "channel", &CHANNEL),
        once(RSS10, "image", &IMAGE),
        many(RSS10, "item", &ITEM),
        once(RSS10, "textinput", &TEXT_INPUT),
    ],
);

const CHANNEL: ElementRule = ElementRule {
    attrs: &[ABOUT],
    ..ElementRule::parent(
        OWN,
        &[
            once(RSS10, "title", &PLAIN),
            once(RSS10, "link", &URL),
            once(RSS10, "description", &ANY),
            once(RSS10, "image", &REFERENCE),
            one(RSS10, "items", &ITEMS, rules::RSS1_CHANNEL_ITEMS),
            once(RSS10, "textinput", &REFERENCE),
        ],
    )
};

/// An element that names another by `rdf:resource`.
const REFERENCE: ElementRule = ElementRule::text(Value::Any).with_attrs(&[RESOURCE]);

const ITEMS: ElementRule = ElementRule::parent(OWN, &[once(RDF, "Seq", &SEQ)]);

const SEQ: ElementRule = ElementRule::parent(OWN, SEQ_CHILDREN);

const SEQ_CHILDREN: &[Child] = &[many(RDF, "li", &LI)];

/// `rdf:li`, its resource written with or without the `rdf:` prefix.
const LI: ElementRule = ElementRule::text(Value::Any);

const IMAGE: ElementRule = ElementRule {
    attrs: &[ABOUT],
    ..ElementRule::parent(
        OWN,
        &[
            once(RSS10, "title", &PLAIN),
            once(RSS10, "url", &URL),
            once(RSS10, "link", &URL),
        ],
    )
};

const ITEM: ElementRule = ElementRule {
    attrs: &[ABOUT],
    ..ElementRule::parent(
        OWN,
        &[
            once(RSS10, "title", &PLAIN),
            once(RSS10, "link", &URL),
            once(RSS10, "description", &HTML),
            many(TRACKBACK_NS, "ping", &TRACKBACK_LINK),
            many(TRACKBACK_NS, "about", &TRACKBACK_LINK),
        ],
    )
};

const TEXT_INPUT: ElementRule = ElementRule {
    attrs: &[ABOUT],
    ..ElementRule::parent(
        OWN,
        &[
            once(RSS10, "title", &PLAIN),
            once(RSS10, "description", &PLAIN),
            once(RSS10, "name", &PLAIN),
            once(RSS10, "link", &URL),
        ],
    )
};
