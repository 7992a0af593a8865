//! RSS 2.0 (<https://www.rssboard.org/rss-specification>), which holds
//! RSS 0.91 and 0.92 too: elements in no namespace.

use super::modules::{ACCESS_NS, ACCESS_RESTRICTION, TRACKBACK_LINK, TRACKBACK_NS};
use crate::check::rules;
use crate::check::schema::{attr, many, once, one, required, required_as, ElementRule};
use crate::check::tree::Element;
use crate::check::value::{Broken, Value};
use crate::check::walk::Walk;
use crate::xml::namespace::uri;

const OWN: &[&str] = &[""];

const PLAIN: ElementRule = ElementRule::text(Value::Plain);
const ANY: ElementRule = ElementRule::text(Value::Any);
const HTML: ElementRule = ElementRule::text(Value::Html);
const URL: ElementRule = ElementRule::text(Value::Url);
const DATE: ElementRule = ElementRule::text(Value::Rfc822).with_extra(implausible_date);
const EMAIL: ElementRule = ElementRule::text(Value::RssEmail);

/// `<rss>`, the root: its `version` one of the RSS versions published
/// (0.91 and 0.92 by UserLand, the 0.93 and 0.94 drafts, 2.0).
pub(crate) const RSS: ElementRule = ElementRule {
    attrs: &[required_as(
        "version",
        Value::OneOf(
            &["0.91", "0.92", "0.93", "0.94", "2.0"],
            rules::RSS_VERSION_VALUE,
        ),
        rules::RSS_VERSION,
    )],
    ..ElementRule::parent(
        OWN,
        &[
            once("", "channel", &CHANNEL),
            many(ACCESS_NS, "restriction", &ACCESS_RESTRICTION),
        ],
    )
};

const CHANNEL: ElementRule = ElementRule {
    extra: Some(channel),
    ..ElementRule::parent(
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
            once("", "ttl", &ElementRule::text(Value::Check(ttl))),
            once("", "image", &IMAGE),
            once("", "rating", &ANY),
            once("", "textInput", &TEXT_INPUT),
            once("", "textinput", &TEXT_INPUT),
            once("", "skipHours", &SKIP_HOURS),
            once("", "skipDays", &SKIP_DAYS),
            many("", "item", &ITEM),
        ],
    )
};

/// Core elements and the extension elements that say the same.
/// A core element and an extension element that says the same: (namespace, name) each.
type SameMeaning = ((&'static str, &'static str), (&'static str, &'static str));

const CHANNEL_SEMANTICS: &[SameMeaning] = &[
    (("", "copyright"), (uri::DC, "rights")),
    (("", "managingEditor"), (uri::DC, "creator")),
    (("", "webMaster"), (uri::DC, "publisher")),
    (("", "pubDate"), (uri::DC, "date")),
    (("", "lastBuildDate"), (uri::DCTERMS, "modified")),
    (
        ("", "generator"),
        ("http://webns.net/mvcb/", "generatorAgent"),
    ),
    (("", "language"), (uri::DC, "language")),
    ((uri::CREATIVE_COMMONS, "license"), (uri::CC, "license")),
];

const ITEM_SEMANTICS: &[SameMeaning] = &[
    (("", "pubDate"), (uri::DC, "date")),
    (("", "pubDate"), (uri::ATOM10, "published")),
    (("", "author"), (uri::DC, "creator")),
    (("", "source"), (uri::DC, "source")),
    (("", "category"), (uri::DC, "subject")),
    ((uri::CREATIVE_COMMONS, "license"), (uri::CC, "license")),
];

fn semantics(element: &Element, pairs: &[SameMeaning], walk: &mut Walk<'_>) {
    for ((core_ns, core), (ext_ns, ext)) in pairs {
        let (Some(a), Some(b)) = (element.child(core_ns, core), element.child(ext_ns, ext)) else {
            continue;
        };
        let later = if a.position.offset > b.position.offset {
            a
        } else {
            b
        };
        let detail = format!("`{}` and `{}`", a.qname(), b.qname());
        walk.report(rules::SEMANTICS, later, Some(detail));
    }
}

/// Items after the channel's own required elements.
fn channel(element: &Element, walk: &mut Walk<'_>) {
    semantics(element, CHANNEL_SEMANTICS, walk);
    super::relations::rss_self_link(element, walk);
    super::relations::shared_enclosures(element, walk);
    super::relations::item_guids(element, walk);
    super::relations::rss_atom_text(element, walk);
    super::itunes::podcast_channel(element, walk);
    image_link(element, walk);
    super::history::feed(element, walk);
    let first_item = element.children.iter().position(|c| c.is("", "item"));
    let Some(first_item) = first_item else { return };
    let late = element.children[first_item..]
        .iter()
        .find(|c| c.ns().is_empty() && c.local.as_str() != "item");
    if let Some(late) = late {
        let detail = format!("`{}` after the first item", late.qname());
        walk.report(
            rules::RSS_ITEM_EARLY,
            &element.children[first_item],
            Some(detail),
        );
    }
}

const CATEGORY: ElementRule = PLAIN.with_attrs(&[attr("domain", Value::Any)]);

const CLOUD: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("domain", Value::Any),
    required("port", Value::Positive),
    required("path", Value::Any),
    // Empty for the REST protocol (`http-post`), by the rssCloud spec.
    required("registerProcedure", Value::MayBeEmpty),
    required("protocol", Value::Check(cloud_protocol)),
]);

fn cloud_protocol(value: &str) -> Option<Broken> {
    let known = matches!(value, "xml-rpc" | "soap" | "http-post");
    (!known).then(|| (rules::RSS_CLOUD_PROTOCOL, format!("`{value}`")))
}

fn ttl(value: &str) -> Option<Broken> {
    let minutes = value.trim().parse::<u64>().unwrap_or(0);
    (minutes == 0).then(|| (rules::RSS_TTL, format!("`{value}`")))
}

const IMAGE: ElementRule = ElementRule {
    extra: Some(image),
    ..ElementRule::parent(
        OWN,
        &[
            one("", "url", &URL, rules::RSS_IMAGE_FIELDS),
            one("", "title", &PLAIN, rules::RSS_IMAGE_FIELDS),
            one("", "link", &URL, rules::RSS_IMAGE_FIELDS),
            once("", "width", &ElementRule::text(Value::Check(image_width))),
            once("", "height", &ElementRule::text(Value::Check(image_height))),
            once("", "description", &PLAIN),
        ],
    )
};

/// The image is titled and links as the channel is (RSS 2.0, <image>: "in
/// practice" the same values, since readers show the image as the channel's).
fn image_link(channel: &Element, walk: &mut Walk<'_>) {
    let Some(image) = channel.child("", "image") else {
        return;
    };
    let pairs = [
        ("title", Value::Plain, rules::RSS_IMAGE_TITLE),
        ("link", Value::Url, rules::RSS_IMAGE_LINK),
    ];
    for (name, form, rule) in pairs {
        let ours = image.child("", name).map(|e| e.text.trim());
        let channels = channel.child("", name).map(|e| e.text.trim());
        let (Some(ours), Some(channels)) = (ours, channels) else {
            continue;
        };
        // A value not in its own form is that finding, not also a mismatch.
        let comparable = [ours, channels]
            .iter()
            .all(|v| form.check(v, false).is_none());
        // `https://example.org` and `https://example.org/` name one page.
        let same = ours.trim_end_matches('/') == channels.trim_end_matches('/');
        if comparable && !same {
            let detail = format!("`{ours}`, the channel's is `{channels}`");
            walk.report(rule, image, Some(detail));
        }
    }
}

/// An image in a format readers show, linking where the channel does.
fn image(element: &Element, walk: &mut Walk<'_>) {
    if let Some(url) = element.child("", "url") {
        let path = url
            .text
            .trim()
            .split(['?', '#'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let known = [
            ".gif", ".jpg", ".jpeg", ".png", ".ico", ".bmp", ".svg", ".webp",
        ];
        let has_extension = path
            .rsplit('/')
            .next()
            .is_some_and(|file| file.contains('.'));
        if has_extension && !known.iter().any(|e| path.ends_with(e)) {
            walk.report(
                rules::RSS_IMAGE_FORMAT,
                url,
                Some(format!("`{}`", url.text.trim())),
            );
        }
    }
}

fn image_width(value: &str) -> Option<Broken> {
    bounded(value, 144, rules::RSS_IMAGE_WIDTH)
}

fn image_height(value: &str) -> Option<Broken> {
    bounded(value, 400, rules::RSS_IMAGE_HEIGHT)
}

/// A positive integer no greater than `max`.
fn bounded(value: &str, max: i64, too_large: rules::Rule) -> Option<Broken> {
    let n: i64 = value.trim().parse().unwrap_or(0);
    (!(1..=max).contains(&n)).then(|| (too_large, format!("`{value}` (1 to {max})")))
}

const TEXT_INPUT: ElementRule = ElementRule::parent(
    OWN,
    &[
        one("", "title", &PLAIN, rules::RSS_TEXT_INPUT_FIELDS),
        one("", "description", &PLAIN, rules::RSS_TEXT_INPUT_FIELDS),
        one("", "name", &PLAIN, rules::RSS_TEXT_INPUT_FIELDS),
        one("", "link", &URL, rules::RSS_TEXT_INPUT_FIELDS),
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
    ..ElementRule::parent(
        OWN,
        &[many("", "day", &ElementRule::text(Value::Check(day)))],
    )
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

/// `skipHours` and `skipDays`: each value once, and at most seven days
/// (more than seven is one finding, not also each repeat).
fn no_repeats(element: &Element, walk: &mut Walk<'_>) {
    if element.local == "skipDays" && element.children_named("", "day").count() > 7 {
        walk.report(rules::RSS_EIGHT_DAYS, element, None);
        return;
    }
    // A set: a hostile list of many distinct values stays linear.
    let mut seen: std::collections::HashSet<&str> = std::collections::HashSet::new();
    for child in &element.children {
        let value = child.text.trim();
        if !seen.insert(value) {
            let detail = Some(format!("`{value}` is listed twice"));
            walk.report(rules::DUPLICATE_VALUE, child, detail);
        }
    }
}

const ITEM: ElementRule = ElementRule {
    extra: Some(item),
    ..ElementRule::parent(
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
            many(TRACKBACK_NS, "ping", &TRACKBACK_LINK),
            many(TRACKBACK_NS, "about", &TRACKBACK_LINK),
        ],
    )
};

/// The description before `content:encoded`, for readers that take the first.
fn item(element: &Element, walk: &mut Walk<'_>) {
    semantics(element, ITEM_SEMANTICS, walk);
    super::relations::duplicate_enclosures(element, walk);
    let content = element
        .children
        .iter()
        .position(|c| c.is(uri::CONTENT, "encoded"));
    let description = element
        .children
        .iter()
        .position(|c| c.is("", "description"));
    if let (Some(content), Some(description)) = (content, description) {
        if content < description {
            walk.report(
                rules::RSS_CONTENT_BEFORE_DESCRIPTION,
                &element.children[content],
                None,
            );
        }
    }
}

/// An enclosure needs all three attributes; one finding names the first missing.
const ENCLOSURE: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required_as("url", Value::Url, rules::RSS_ENCLOSURE_ATTRIBUTES),
    required_as(
        "length",
        Value::Check(enclosure_length),
        rules::RSS_ENCLOSURE_ATTRIBUTES,
    ),
    required_as("type", Value::MimeType, rules::RSS_ENCLOSURE_ATTRIBUTES),
]);

/// An enclosure's length is its size in bytes, 0 when it is not known;
/// `-1`, which many publishers write for that, is no size at all.
fn enclosure_length(text: &str) -> Option<Broken> {
    if text.trim() == "-1" {
        return Some((rules::RSS_ENCLOSURE_LENGTH_UNKNOWN, format!("`{text}`")));
    }
    Value::NonNegative.check(text, true)
}

const GUID: ElementRule = ElementRule::text(Value::Any)
    .with_attrs(&[attr("isPermaLink", Value::Boolean)])
    .with_extra(guid);

/// A permalink guid is a URL; any guid is unique across feeds.
fn guid(element: &Element, walk: &mut Walk<'_>) {
    let value = element.text.trim();
    let permalink = element
        .attr("isPermaLink")
        .is_none_or(|p| p.trim() != "false");
    // A permalink is a page a browser opens: `tag:` and `urn:` name a
    // thing, they are no address.
    let scheme = value
        .split(':')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let names_no_page = matches!(scheme.as_str(), "tag" | "urn");
    if permalink && url::Url::parse(value).is_err() {
        walk.report(
            rules::RSS_GUID_PERMALINK,
            element,
            Some(format!("`{value}`")),
        );
    } else if permalink && names_no_page {
        walk.report(
            rules::RSS_GUID_NOT_A_PAGE,
            element,
            Some(format!("`{value}`")),
        );
    } else if value.len() < 9 && !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        walk.report(rules::RSS_GUID_UNIQUE, element, Some(format!("`{value}`")));
    }
}

const SOURCE: ElementRule = PLAIN
    .with_attrs(&[required("url", Value::Url)])
    .with_extra(registered_scheme);

/// The schemes RSS feeds link with that IANA registers, of those a reader fetches.
fn registered_scheme(element: &Element, walk: &mut Walk<'_>) {
    let Some(url) = element.attr("url") else {
        return;
    };
    let Ok(parsed) = url::Url::parse(url.trim()) else {
        return;
    };
    let known = [
        "http", "https", "ftp", "file", "mailto", "news", "nntp", "urn", "tag", "data", "itpc",
        "pcast",
    ];
    if !known.contains(&parsed.scheme()) {
        walk.report(
            rules::URI_SCHEME,
            element,
            Some(format!("`{}:`", parsed.scheme())),
        );
    }
}

/// A date before 1900, or more than a year ahead: a typing mistake, most likely.
fn implausible_date(element: &Element, walk: &mut Walk<'_>) {
    let text = element.text.trim();
    let Ok(date) = chrono::DateTime::parse_from_rfc2822(text) else {
        return;
    };
    let year = chrono::Datelike::year(&date);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(2026, |d| 1970 + (d.as_secs() / 31_556_952) as i32);
    if year < 1900 || year > now + 1 {
        walk.report(rules::DATE_IMPLAUSIBLE, element, Some(format!("`{text}`")));
    }
}
