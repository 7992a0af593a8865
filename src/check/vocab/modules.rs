//! The small extension modules of RSS 1.0 and 2.0 feeds: Dublin Core and
//! its terms, Syndication, Content, Slash, Admin, the Well-Formed Web
//! comment API, threading (RFC 4685), FeedBurner and GeoRSS with W3C Basic Geo.

use crate::check::rules;
use crate::check::schema::{attr, many, once, required, ElementRule, Vocabulary, CHANNEL, ITEM};
use crate::check::tree::Element;
use crate::check::value::{Broken, Value};
use crate::check::walk::Walk;
use crate::xml::namespace::uri;

const ANY: ElementRule = ElementRule::text(Value::Any);
const PLAIN: ElementRule = ElementRule::text(Value::Plain);
const URL: ElementRule = ElementRule::text(Value::Url);
const W3CDTF: ElementRule = ElementRule::text(Value::W3cdtf);

pub(crate) const DC: Vocabulary = Vocabulary {
    ns: uri::DC,
    elements: &[
        many(uri::DC, "title", &PLAIN),
        many(uri::DC, "creator", &ANY),
        many(uri::DC, "subject", &ANY),
        many(uri::DC, "description", &ANY),
        many(uri::DC, "publisher", &ANY),
        many(uri::DC, "contributor", &ANY),
        many(uri::DC, "date", &W3CDTF),
        many(uri::DC, "type", &ANY),
        many(uri::DC, "format", &ANY),
        many(uri::DC, "identifier", &ANY),
        many(uri::DC, "source", &ANY),
        once(
            uri::DC,
            "language",
            &ElementRule::text(Value::Check(dc_language)),
        ),
        many(uri::DC, "relation", &ANY),
        many(uri::DC, "coverage", &ANY),
        many(uri::DC, "rights", &ANY),
    ],
    closed: true,
};

fn dc_language(value: &str) -> Option<Broken> {
    // Blank is no language at all, which the element exists to give.
    if value.trim().is_empty() {
        return Some((rules::LANGUAGE, "`` (empty)".to_owned()));
    }
    Value::Language.check(value, false)
}

pub(crate) const DCTERMS: Vocabulary = Vocabulary {
    ns: uri::DCTERMS,
    elements: &[
        many(uri::DCTERMS, "created", &W3CDTF),
        many(uri::DCTERMS, "issued", &W3CDTF),
        once(uri::DCTERMS, "modified", &W3CDTF),
        many(uri::DCTERMS, "available", &W3CDTF),
        many(uri::DCTERMS, "dateAccepted", &W3CDTF),
        many(uri::DCTERMS, "dateCopyrighted", &W3CDTF),
        many(uri::DCTERMS, "dateSubmitted", &W3CDTF),
    ],
    closed: false,
};

pub(crate) const SY: Vocabulary = Vocabulary {
    ns: uri::SY,
    elements: &[
        once(
            uri::SY,
            "updatePeriod",
            &ElementRule::text(Value::OneOf(
                &["hourly", "daily", "weekly", "monthly", "yearly"],
                rules::SY_PERIOD,
            )),
        )
        .within(CHANNEL),
        once(
            uri::SY,
            "updateFrequency",
            &ElementRule::text(Value::Check(update_frequency)),
        )
        .within(CHANNEL),
        once(uri::SY, "updateBase", &W3CDTF).within(CHANNEL),
    ],
    closed: true,
};

fn update_frequency(value: &str) -> Option<Broken> {
    if value.trim().is_empty() {
        return Some((rules::NOT_BLANK, "`` (empty)".to_owned()));
    }
    let ok = value.trim().parse::<u64>().is_ok_and(|n| n > 0);
    (!ok).then(|| {
        (
            rules::INTEGER,
            format!("`{value}` (a whole number, 1 or more)"),
        )
    })
}

pub(crate) const CONTENT: Vocabulary = Vocabulary {
    ns: uri::CONTENT,
    elements: &[once(
        uri::CONTENT,
        "encoded",
        &ElementRule::text(Value::Html),
    )],
    closed: false,
};

pub(crate) const SLASH: Vocabulary = Vocabulary {
    ns: uri::SLASH,
    elements: &[
        once(uri::SLASH, "section", &ANY).within(ITEM),
        once(uri::SLASH, "department", &ANY).within(ITEM),
        once(
            uri::SLASH,
            "comments",
            &ElementRule::text(Value::NonNegative),
        )
        .within(ITEM),
        once(
            uri::SLASH,
            "hit_parade",
            &ElementRule::text(Value::Check(hit_parade)),
        )
        .within(ITEM),
    ],
    closed: true,
};

fn hit_parade(value: &str) -> Option<Broken> {
    let ok = value
        .trim()
        .split(',')
        .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    (!ok).then(|| (rules::COMMA_INTEGERS, format!("`{value}`")))
}

const ADMIN_NS: &str = "http://webns.net/mvcb/";

pub(crate) const ADMIN: Vocabulary = Vocabulary {
    ns: ADMIN_NS,
    elements: &[
        once(ADMIN_NS, "generatorAgent", &ANY).within(CHANNEL),
        once(ADMIN_NS, "errorReportsTo", &ANY).within(CHANNEL),
    ],
    closed: false,
};

pub(crate) const WFW: Vocabulary = Vocabulary {
    ns: uri::WFW,
    elements: &[
        once(uri::WFW, "comment", &URL).within(ITEM),
        once(uri::WFW, "commentRss", &URL).within(ITEM),
        once(
            uri::WFW,
            "commentRSS",
            &ElementRule::text(Value::Any).deprecated(rules::WFW_COMMENT_RSS),
        )
        .within(ITEM),
    ],
    closed: false,
};

pub(crate) const THR: Vocabulary = Vocabulary {
    ns: uri::THR,
    elements: &[
        many(uri::THR, "in-reply-to", &IN_REPLY_TO),
        once(uri::THR, "total", &ElementRule::text(Value::Check(total))),
    ],
    closed: true,
};

const IN_REPLY_TO: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("ref", Value::Iri),
    attr("href", Value::Iri),
    attr("type", Value::MimeType),
    attr("source", Value::Iri),
]);

fn total(value: &str) -> Option<Broken> {
    let ok = value.trim().parse::<u64>().is_ok();
    (!ok).then(|| {
        (
            rules::INTEGER,
            format!("`{value}` (a whole number, 0 or more)"),
        )
    })
}

const FEEDBURNER_NS: &str = "http://rssnamespace.org/feedburner/ext/1.0";

pub(crate) const FEEDBURNER: Vocabulary = Vocabulary {
    ns: FEEDBURNER_NS,
    elements: &[
        once(FEEDBURNER_NS, "origLink", &URL),
        once(FEEDBURNER_NS, "origEnclosureLink", &URL),
        once(FEEDBURNER_NS, "awareness", &URL),
        once(FEEDBURNER_NS, "browserFriendly", &PLAIN),
        once(FEEDBURNER_NS, "emailServiceId", &ANY),
        once(FEEDBURNER_NS, "feedburnerHostname", &ANY),
        many(FEEDBURNER_NS, "feedFlare", &FEED_FLARE),
        once(FEEDBURNER_NS, "info", &ANY),
    ],
    closed: false,
};

const FEED_FLARE: ElementRule = ElementRule::text(Value::Plain)
    .with_attrs(&[attr("href", Value::UriRef), attr("src", Value::UriRef)])
    .with_extra(feed_flare);

/// RSS gives no base for a relative URL; Atom has `xml:base`.
fn feed_flare(element: &Element, walk: &mut Walk<'_>) {
    if !walk.in_rss() {
        return;
    }
    for name in ["href", "src"] {
        let Some(value) = element.attr(name) else {
            continue;
        };
        let relative = matches!(
            url::Url::parse(value.trim()),
            Err(url::ParseError::RelativeUrlWithoutBase)
        );
        if relative && !value.trim().is_empty() && !value.contains(' ') {
            let detail = format!("attribute `{name}`: `{value}`");
            walk.report(rules::URL_RELATIVE_REF, element, Some(detail));
        }
    }
}

pub(crate) const GEORSS: Vocabulary = Vocabulary {
    ns: uri::GEORSS,
    elements: &[
        many(
            uri::GEORSS,
            "point",
            &ElementRule::text(Value::Check(point)),
        ),
        many(uri::GEORSS, "line", &ANY),
        many(uri::GEORSS, "polygon", &ANY),
        many(uri::GEORSS, "box", &ANY),
        many(
            uri::GEORSS,
            "elev",
            &ElementRule::text(Value::Check(super::media::float)),
        ),
        many(
            uri::GEORSS,
            "radius",
            &ElementRule::text(Value::Check(super::media::float)),
        ),
        many(uri::GEORSS, "floor", &ElementRule::text(Value::Integer)),
    ],
    closed: false,
};

/// `lat lon`, separated by white space.
fn point(value: &str) -> Option<Broken> {
    let v = value.trim();
    if v.contains(',') {
        return Some((rules::GEO_COMMA, format!("`{value}`")));
    }
    let mut parts = v.split_whitespace();
    let (Some(lat), Some(lon), None) = (parts.next(), parts.next(), parts.next()) else {
        return Some((
            rules::LATITUDE,
            format!("`{value}` (two numbers: latitude longitude)"),
        ));
    };
    latitude(lat).or_else(|| longitude(lon))
}

fn coordinate(value: &str, max: f64) -> bool {
    value
        .trim()
        .parse::<f64>()
        .is_ok_and(|v| v.is_finite() && v.abs() <= max)
}

fn latitude(value: &str) -> Option<Broken> {
    (!coordinate(value, 90.0)).then(|| (rules::LATITUDE, format!("`{value}`")))
}

fn longitude(value: &str) -> Option<Broken> {
    (!coordinate(value, 180.0)).then(|| (rules::LONGITUDE, format!("`{value}`")))
}

const GEO_NS: &str = "http://www.w3.org/2003/01/geo/wgs84_pos#";

pub(crate) const GEO: Vocabulary = Vocabulary {
    ns: GEO_NS,
    elements: &[
        once(GEO_NS, "lat", &ElementRule::text(Value::Check(latitude))),
        once(GEO_NS, "long", &ElementRule::text(Value::Check(longitude))),
    ],
    closed: false,
};

const GEOURL_NS: &str = "http://geourl.org/rss/module/";

pub(crate) const GEOURL: Vocabulary = Vocabulary {
    ns: GEOURL_NS,
    elements: &[
        once(
            GEOURL_NS,
            "latitude",
            &ElementRule::text(Value::Check(latitude)),
        ),
        once(
            GEOURL_NS,
            "longitude",
            &ElementRule::text(Value::Check(longitude)),
        ),
    ],
    closed: false,
};

const BLOG_CHANNEL_NS: &str = "http://backend.userland.com/blogChannelModule";

pub(crate) const BLOG_CHANNEL: Vocabulary = Vocabulary {
    ns: BLOG_CHANNEL_NS,
    elements: &[
        once(BLOG_CHANNEL_NS, "blogRoll", &URL).within(CHANNEL),
        once(BLOG_CHANNEL_NS, "mySubscriptions", &URL).within(CHANNEL),
        once(BLOG_CHANNEL_NS, "blink", &URL).within(CHANNEL),
        once(BLOG_CHANNEL_NS, "changes", &URL).within(CHANNEL),
    ],
    closed: false,
};

pub(crate) const CREATIVE_COMMONS: Vocabulary = Vocabulary {
    ns: uri::CREATIVE_COMMONS,
    elements: &[many(uri::CREATIVE_COMMONS, "license", &URL)],
    closed: false,
};

/// XHTML in a feed: the `body` RSS 2.0 items may carry in place of escaped
/// HTML (an item's, as its content is), and at the channel's (or feed's)
/// level a `div` of markup and the `meta` by which a publisher asks search
/// engines not to index the feed (Yahoo!'s RSS guide, after the Robots META
/// tag of robotstxt.org), as the W3C validator places them. Any other XHTML
/// element, or one of these elsewhere, is markup out of its content (`apply`).
pub(crate) const XHTML: Vocabulary = Vocabulary {
    ns: uri::XHTML,
    elements: &[
        once(uri::XHTML, "body", &MARKUP).within(ITEM),
        once(uri::XHTML, "div", &MARKUP).within(CHANNEL),
        once(uri::XHTML, "meta", &META).within(CHANNEL),
    ],
    closed: false,
};

const META: ElementRule = ElementRule::text(Value::Empty(rules::UNEXPECTED_TEXT)).with_attrs(&[
    required("name", Value::Check(meta_name)),
    required("content", Value::Any),
]);

/// A feed's `meta` is read for one name: `robots`, compared without case
/// as HTML compares meta names.
fn meta_name(value: &str) -> Option<Broken> {
    (!value.trim().eq_ignore_ascii_case("robots"))
        .then(|| (rules::XHTML_META_NAME, format!("`{value}`")))
}

const MARKUP: ElementRule = ElementRule::text(Value::Any).with_extra(markup);

fn markup(element: &Element, walk: &mut Walk<'_>) {
    crate::check::markup::report_xhtml(element, walk, false);
}

/// The Bloglines access restriction (feed-level: a child of `rss` or `feed`
/// only, listed there; anywhere else it is undefined).
pub(crate) const ACCESS_NS: &str = "http://www.bloglines.com/about/specs/fac-1.0";

pub(crate) const ACCESS: Vocabulary = Vocabulary {
    ns: ACCESS_NS,
    elements: &[],
    closed: true,
};

pub(crate) const ACCESS_RESTRICTION: ElementRule = ElementRule::text(Value::Any)
    .with_attrs(&[required("relationship", Value::Check(access_relationship))]);

fn access_relationship(value: &str) -> Option<Broken> {
    (!matches!(value.trim(), "allow" | "deny"))
        .then(|| (rules::MEDIA_RESTRICTION_REL, format!("`{value}`")))
}

/// Trackback (an item's or entry's: listed there; anywhere else undefined).
pub(crate) const TRACKBACK_NS: &str = "http://madskills.com/public/xml/rss/module/trackback/";

pub(crate) const TRACKBACK: Vocabulary = Vocabulary {
    ns: TRACKBACK_NS,
    elements: &[],
    closed: true,
};

/// `trackback:ping` and `trackback:about`: in RSS 1.0 the URL is the
/// `rdf:resource`, elsewhere the text.
pub(crate) const TRACKBACK_LINK: ElementRule =
    ElementRule::text(Value::Any).with_extra(trackback_link);

fn trackback_link(element: &Element, walk: &mut Walk<'_>) {
    if walk.in_rdf() {
        match element.attr_ns(uri::RDF, "resource") {
            None => {
                let detail = format!("`{}` needs an `rdf:resource` attribute", element.qname());
                walk.report(rules::MISSING_ATTRIBUTE, element, Some(detail));
            }
            Some(resource) => {
                if let Some((rule, detail)) = Value::Url.check(resource, true) {
                    walk.report(rule, element, Some(detail));
                }
            }
        }
    } else if let Some((rule, detail)) = Value::Url.check(&element.text, false) {
        walk.report(rule, element, Some(detail));
    }
}

const CONVERSATIONS_NS: &str = "http://conversationsnetwork.org/rssNamespace-1.0/";

pub(crate) const CONVERSATIONS: Vocabulary = Vocabulary {
    ns: CONVERSATIONS_NS,
    elements: &[
        once(
            CONVERSATIONS_NS,
            "image",
            &ElementRule::text(Value::Check(image_url)),
        ),
        once(
            CONVERSATIONS_NS,
            "ratingAverage",
            &ElementRule::text(Value::Check(super::media::float)),
        ),
        once(
            CONVERSATIONS_NS,
            "ratingCount",
            &ElementRule::text(Value::NonNegative),
        ),
        once(
            CONVERSATIONS_NS,
            "ratingIndividual",
            &ElementRule::text(Value::Positive),
        ),
        once(
            CONVERSATIONS_NS,
            "ratingTimestamp",
            &ElementRule::text(Value::Check(iso8601_date_time)),
        ),
    ],
    closed: false,
};

/// An ISO 8601 date and time of day: the extended form (`2026-06-25T10:30:00Z`)
/// or the basic one (`20260625T103000Z`), seconds and their fraction
/// optional, and a zone, when given, `Z` or an offset (`+02:00`, `+0200`,
/// `+02`). A zone's name (`GMT`) is no part of ISO 8601.
fn iso8601_date_time(value: &str) -> Option<Broken> {
    let text = value.trim();
    let ok = text.split_once('T').is_some_and(|(date, time)| {
        let basic = !date.contains('-');
        let date_ok = if basic {
            date.len() == 8 && date.bytes().all(|b| b.is_ascii_digit())
        } else {
            crate::date::is_w3cdtf(date) && date.len() == 10
        };
        date_ok && iso8601_time(time, basic)
    });
    (!ok).then(|| (rules::ISO8601_DATE_TIME, format!("`{value}`")))
}

/// `hh:mm[:ss[.f]]` (or `hhmm[ss[.f]]` in the basic form) and an optional zone.
fn iso8601_time(time: &str, basic: bool) -> bool {
    let zone_at = time.find(['Z', '+', '-']).unwrap_or(time.len());
    let (clock, zone) = time.split_at(zone_at);
    let (clock, fraction) = match clock.split_once(['.', ',']) {
        Some((clock, fraction)) => (clock, Some(fraction)),
        None => (clock, None),
    };
    let fields: Vec<&str> = if basic {
        clock
            .as_bytes()
            .chunks(2)
            .map(|c| std::str::from_utf8(c).unwrap_or_default())
            .collect()
    } else {
        clock.split(':').collect()
    };
    let two_digits = |f: &&str| f.len() == 2 && f.bytes().all(|b| b.is_ascii_digit());
    let limits = [24, 59, 60];
    let clock_ok = (2..=3).contains(&fields.len())
        && fields.iter().all(two_digits)
        && fields
            .iter()
            .zip(limits)
            .all(|(f, max)| f.parse::<u32>().is_ok_and(|n| n <= max));
    let fraction_ok = fraction.is_none_or(|f| {
        fields.len() == 3 && !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit())
    });
    let zone_ok = match zone.as_bytes() {
        [] | [b'Z'] => true,
        [b'+' | b'-', rest @ ..] => {
            let digits: Vec<u8> = rest.iter().copied().filter(|b| *b != b':').collect();
            (digits.len() == 2 || digits.len() == 4)
                && digits.iter().all(u8::is_ascii_digit)
                && (rest.len() == digits.len() || (rest.len() == 5 && rest[2] == b':'))
        }
        _ => false,
    };
    clock_ok && fraction_ok && zone_ok
}

/// An image URL, which the Conversations Network's readers fetch as written.
fn image_url(value: &str) -> Option<Broken> {
    Value::Url
        .check(value, true)
        .map(|(_, detail)| (rules::URL_ATTRIBUTE, detail))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso8601_date_times() {
        for ok in [
            "2026-06-25T10:30:00Z",
            "2026-06-25T10:30Z",
            "2026-06-25T10:30:00.5+02:00",
            "2026-06-25T10:30:00-0500",
            "2026-06-25T10:30:00",
            "20260625T103000Z",
            "20260625T1030+02",
        ] {
            assert!(iso8601_date_time(ok).is_none(), "{ok}");
        }
        for bad in [
            "2026-06-25T10:30:00GMT",
            "2026-06-25",
            "2026-06-25 10:30:00Z",
            "2026-06-25T25:30:00Z",
            "2026-06-25T10:30:00+2",
            "yesterday",
        ] {
            assert!(iso8601_date_time(bad).is_some(), "{bad}");
        }
    }
}
