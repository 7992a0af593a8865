//! RSS 2.0 (<https://www.rssboard.org/rss-specification>), which holds
//! RSS 0.91 and 0.92 too: elements in no namespace.

use crate::check::rules;
use crate::check::schema::{attr, many, once, required, ElementRule};
use crate::check::tree::Element;
use crate::check::value::{Broken, Value};
use crate::check::walk::Walk;

const OWN: &[&str] = &[""];

const PLAIN: ElementRule = ElementRule::text(Value::Plain);
const ANY: ElementRule = ElementRule::text(Value::Any);
const HTML: ElementRule = ElementRule::text(Value::Html);
const URL: ElementRule = ElementRule::text(Value::Url);
const DATE: ElementRule = ElementRule::text(Value::Rfc822);
const EMAIL: ElementRule = ElementRule::text(Value::RssEmail);

/// `<rss>`, the root.
pub(crate) const RSS: ElementRule = ElementRule {
    attrs: &[attr("version", Value::Any)],
    ..ElementRule::parent(OWN, &[once("", "channel", &CHANNEL)])
};

const CHANNEL: ElementRule = ElementRule::parent(
    OWN,
    &[
        once("", "title", &PLAIN),
        once("", "link", &URL),
        once("", "description", &HTML),
        once("", "language", &ElementRule::text(Value::Language)),
        once("", "copyright", &ANY),
        once("", "managingEditor", &EMAIL),
        once("", "webMaster", &EMAIL),
        once("", "pubDate", &DATE),
        once("", "lastBuildDate", &DATE),
        many("", "category", &CATEGORY),
        once("", "generator", &ANY),
        once("", "docs", &URL),
        once("", "cloud", &CLOUD),
        once("", "ttl", &ElementRule::text(Value::NonNegative)),
        once("", "image", &IMAGE),
        once("", "rating", &ANY),
        once("", "textInput", &TEXT_INPUT),
        once("", "textinput", &TEXT_INPUT),
        once("", "skipHours", &SKIP_HOURS),
        once("", "skipDays", &SKIP_DAYS),
        many("", "item", &ITEM),
    ],
);

const CATEGORY: ElementRule = PLAIN.with_attrs(&[attr("domain", Value::Any)]);

const CLOUD: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("domain", Value::Any),
    required("port", Value::Positive),
    required("path", Value::Any),
    required("registerProcedure", Value::Any),
    required("protocol", Value::Check(cloud_protocol)),
]);

fn cloud_protocol(value: &str) -> Option<Broken> {
    let known = matches!(value, "xml-rpc" | "soap" | "http-post");
    (!known).then(|| (rules::RSS_CLOUD_PROTOCOL, format!("`{value}`")))
}

const IMAGE: ElementRule = ElementRule::parent(
    OWN,
    &[
        once("", "url", &URL),
        once("", "title", &PLAIN),
        once("", "link", &URL),
        once("", "width", &ElementRule::text(Value::Check(image_width))),
        once("", "height", &ElementRule::text(Value::Check(image_height))),
        once("", "description", &PLAIN),
    ],
);

fn image_width(value: &str) -> Option<Broken> {
    bounded(value, 144, rules::RSS_IMAGE_WIDTH)
}

fn image_height(value: &str) -> Option<Broken> {
    bounded(value, 400, rules::RSS_IMAGE_HEIGHT)
}

/// A positive integer no greater than `max`.
fn bounded(value: &str, max: i64, too_large: rules::Rule) -> Option<Broken> {
    if let Some(broken) = Value::Positive.check(value, false) {
        return Some(broken);
    }
    let n: i64 = value.trim().parse().unwrap_or(i64::MAX);
    (n > max).then(|| (too_large, format!("`{value}` (at most {max})")))
}

const TEXT_INPUT: ElementRule = ElementRule::parent(
    OWN,
    &[
        once("", "title", &PLAIN),
        once("", "description", &PLAIN),
        once("", "name", &PLAIN),
        once("", "link", &URL),
    ],
);

const SKIP_HOURS: ElementRule = ElementRule {
    extra: Some(no_repeats),
    ..ElementRule::parent(
        OWN,
        &[many("", "hour", &ElementRule::text(Value::Check(hour)))],
    )
};

fn hour(value: &str) -> Option<Broken> {
    match value.trim().parse::<u8>() {
        Ok(0..=23) => None,
        Ok(24) => Some((rules::RSS_HOUR_MIDNIGHT, format!("`{value}`"))),
        _ => Some((rules::RSS_HOUR, format!("`{value}`"))),
    }
}

const SKIP_DAYS: ElementRule = ElementRule {
    extra: Some(no_repeats),
    ..ElementRule::parent(OWN, &[many("", "day", &ElementRule::text(Value::Check(day)))])
};

fn day(value: &str) -> Option<Broken> {
    const DAYS: [&str; 7] = [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
    ];
    (!DAYS.contains(&value.trim())).then(|| (rules::RSS_DAY, format!("`{value}`")))
}

/// `skipHours` and `skipDays`: each value once, and at most seven days.
fn no_repeats(element: &Element, walk: &mut Walk<'_>) {
    let mut seen: Vec<&str> = Vec::new();
    for child in &element.children {
        let value = child.text.trim();
        if seen.contains(&value) {
            let detail = Some(format!("`{value}` is listed twice"));
            walk.report(rules::DUPLICATE_VALUE, child, detail);
        } else {
            seen.push(value);
        }
    }
    if element.local == "skipDays" && element.children.len() > 7 {
        walk.report(rules::RSS_EIGHT_DAYS, element, None);
    }
}

const ITEM: ElementRule = ElementRule::parent(
    OWN,
    &[
        once("", "title", &PLAIN),
        once("", "link", &URL),
        once("", "description", &HTML),
        once("", "author", &EMAIL),
        many("", "category", &CATEGORY),
        once("", "comments", &URL),
        many("", "enclosure", &ENCLOSURE),
        once("", "guid", &GUID),
        once("", "pubDate", &DATE),
        once("", "source", &SOURCE),
    ],
);

const ENCLOSURE: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("url", Value::Url),
    required("length", Value::NonNegative),
    required("type", Value::MimeType),
]);

const GUID: ElementRule = ElementRule::text(Value::Any)
    .with_attrs(&[attr("isPermaLink", Value::Boolean)]);

const SOURCE: ElementRule = PLAIN.with_attrs(&[required("url", Value::Url)]);
