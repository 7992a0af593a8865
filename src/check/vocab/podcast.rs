//! The Podcasting 2.0 namespace (<https://podcastindex.org/namespace/1.0>,
//! the tags of <https://github.com/Podcastindex-org/podcast-namespace>):
//! each tag's required attributes, value sets and forms.

use crate::check::rules;
use crate::check::schema::{attr, many, once, required, ElementRule, Vocabulary, CHANNEL, ITEM};
use crate::check::value::{Broken, Value};
use crate::xml::namespace::uri::PODCAST;

use super::registry::{self, Registry};

pub(crate) const VOCABULARY: Vocabulary = Vocabulary {
    ns: PODCAST,
    elements: &[
        once(PODCAST, "locked", &LOCKED).within(CHANNEL),
        many(PODCAST, "funding", &FUNDING).within(&["channel", "item", "liveItem"]),
        many(PODCAST, "transcript", &TRANSCRIPT).within(ITEM),
        once(PODCAST, "chapters", &CHAPTERS).within(ITEM),
        many(PODCAST, "soundbite", &SOUNDBITE).within(ITEM),
        many(PODCAST, "person", &PERSON).within(&["channel", "item", "liveItem"]),
        once(PODCAST, "location", &LOCATION).within(&["channel", "item", "liveItem"]),
        once(PODCAST, "season", &SEASON).within(ITEM),
        once(PODCAST, "episode", &EPISODE).within(ITEM),
        many(PODCAST, "trailer", &TRAILER).within(CHANNEL),
        once(PODCAST, "license", &LICENSE).within(&["channel", "item"]),
        many(PODCAST, "alternateEnclosure", &ALTERNATE_ENCLOSURE).within(ITEM),
        once(PODCAST, "guid", &GUID).within(CHANNEL),
        many(PODCAST, "value", &VALUE).within(&["channel", "item", "liveItem"]),
        once(PODCAST, "medium", &MEDIUM).within(CHANNEL),
        once(PODCAST, "images", &IMAGES).within(&["channel", "item"]),
        many(PODCAST, "image", &IMAGE).within(&["channel", "item", "liveItem"]),
        many(PODCAST, "liveItem", &LIVE_ITEM).within(CHANNEL),
        many(PODCAST, "contentLink", &CONTENT_LINK).within(&["item", "liveItem"]),
        many(PODCAST, "socialInteract", &SOCIAL_INTERACT).within(&["channel", "item"]),
        many(PODCAST, "block", &BLOCK).within(CHANNEL),
        many(PODCAST, "txt", &TXT).within(&["channel", "item"]),
        many(PODCAST, "remoteItem", &REMOTE_ITEM).within(&[
            "channel",
            "podroll",
            "valueTimeSplit",
            "publisher",
        ]),
        once(PODCAST, "podroll", &PODROLL).within(CHANNEL),
        once(PODCAST, "updateFrequency", &UPDATE_FREQUENCY).within(CHANNEL),
        once(PODCAST, "podping", &PODPING).within(CHANNEL),
        once(PODCAST, "publisher", &PUBLISHER).within(CHANNEL),
        many(PODCAST, "chat", &CHAT).within(&["channel", "item", "liveItem"]),
        many(PODCAST, "valueRecipient", &VALUE_RECIPIENT).within(&["value", "valueTimeSplit"]),
        many(PODCAST, "valueTimeSplit", &VALUE_TIME_SPLIT).within(&["value"]),
        many(PODCAST, "source", &SOURCE).within(&["alternateEnclosure"]),
        once(PODCAST, "integrity", &INTEGRITY).within(&["alternateEnclosure"]),
    ],
    closed: true,
};

/// Children are looked up in the vocabularies (this one's, mostly).
const NESTED: &[crate::check::schema::Child] = &[];

const YES_NO: Value = Value::OneOf(&["yes", "no"], rules::PODCAST_VALUE);

const LOCKED: ElementRule = ElementRule::text(YES_NO).with_attrs(&[attr("owner", Value::Email)]);

const FUNDING: ElementRule =
    ElementRule::text(Value::Check(short_text)).with_attrs(&[required("url", Value::Url)]);

const TRANSCRIPT: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("url", Value::Url),
    required("type", Value::MimeType),
    attr("language", Value::Language),
    attr("rel", Value::OneOf(&["captions"], rules::PODCAST_VALUE)),
]);

const CHAPTERS: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("url", Value::Url),
    required("type", Value::MimeType),
]);

const SOUNDBITE: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("startTime", Value::Check(seconds)),
    required("duration", Value::Check(seconds)),
]);

const PERSON: ElementRule = ElementRule::text(Value::Plain).with_attrs(&[
    attr("role", Value::Check(person_role)),
    attr("group", Value::Check(person_group)),
    attr("img", Value::Url),
    attr("href", Value::Url),
]);

const LOCATION: ElementRule = ElementRule::text(Value::Check(short_text)).with_attrs(&[
    attr("geo", Value::Check(geo_uri)),
    attr("osm", Value::Check(osm)),
]);

const SEASON: ElementRule =
    ElementRule::text(Value::Positive).with_attrs(&[attr("name", Value::Any)]);

const EPISODE: ElementRule =
    ElementRule::text(Value::Check(seconds)).with_attrs(&[attr("display", Value::Any)]);

const TRAILER: ElementRule = ElementRule::text(Value::Plain).with_attrs(&[
    required("url", Value::Url),
    required("pubdate", Value::Rfc822),
    attr("length", Value::NonNegative),
    attr("type", Value::MimeType),
    attr("season", Value::Positive),
]);

const LICENSE: ElementRule = ElementRule::text(Value::Any).with_attrs(&[attr("url", Value::Url)]);

const ALTERNATE_ENCLOSURE: ElementRule = ElementRule {
    attrs: &[
        required("type", Value::MimeType),
        attr("length", Value::NonNegative),
        attr("bitrate", Value::Check(seconds)),
        attr("height", Value::Positive),
        attr("lang", Value::Language),
        attr("title", Value::Plain),
        attr("rel", Value::Any),
        attr("codecs", Value::Any),
        attr("default", Value::Boolean),
    ],
    ..ElementRule::parent(&[], NESTED)
};

const GUID: ElementRule = ElementRule::text(Value::Check(guid));

const VALUE: ElementRule = ElementRule {
    attrs: &[
        required("type", Value::Check(value_slug)),
        required("method", Value::Check(value_slug)),
        attr("suggested", Value::Check(seconds)),
    ],
    ..ElementRule::parent(&[], NESTED)
};

const MEDIUM: ElementRule = ElementRule::text(Value::Check(medium));

const IMAGES: ElementRule =
    ElementRule::text(Value::Any).with_attrs(&[required("srcset", Value::Any)]);

/// A live episode: its children are an item's (RSS elements, which the
/// item's own table would check), so only its attributes are checked here.
const LIVE_ITEM: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required(
        "status",
        Value::OneOf(&["pending", "live", "ended"], rules::PODCAST_VALUE),
    ),
    required("start", Value::Rfc3339),
    attr("end", Value::Rfc3339),
]);

const CONTENT_LINK: ElementRule =
    ElementRule::text(Value::Plain).with_attrs(&[required("href", Value::Url)]);

const SOCIAL_INTERACT: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("protocol", Value::Check(social_protocol)),
    attr("uri", Value::Url),
    attr("accountId", Value::Any),
    attr("accountUrl", Value::Url),
    attr("priority", Value::Positive),
]);

const BLOCK: ElementRule =
    ElementRule::text(YES_NO).with_attrs(&[attr("id", Value::Check(service_slug))]);

/// Phase 8's image: one of several art directions of the show or episode.
const IMAGE: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("href", Value::Url),
    attr("alt", Value::Any),
    attr("aspect-ratio", Value::Check(aspect_ratio)),
    attr("width", Value::Positive),
    attr("height", Value::Positive),
    attr("type", Value::MimeType),
    attr("purpose", Value::Check(short_text)),
]);

const TXT: ElementRule =
    ElementRule::text(Value::Check(txt)).with_attrs(&[attr("purpose", Value::Any)]);

const REMOTE_ITEM: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("feedGuid", Value::Check(guid)),
    attr("feedUrl", Value::Url),
    attr("itemGuid", Value::Any),
    attr("medium", Value::Check(medium)),
    attr("title", Value::Plain),
]);

const PODROLL: ElementRule = ElementRule::parent(&[], NESTED);

const UPDATE_FREQUENCY: ElementRule = ElementRule::text(Value::Plain).with_attrs(&[
    attr("complete", Value::Boolean),
    attr("dtstart", Value::Rfc3339),
    attr("rrule", Value::Any),
]);

const PODPING: ElementRule =
    ElementRule::text(Value::Any).with_attrs(&[attr("usesPodping", Value::Boolean)]);

const PUBLISHER: ElementRule = ElementRule::parent(&[], NESTED);

const CHAT: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("server", Value::Any),
    required("protocol", Value::Check(chat_protocol)),
    attr("accountId", Value::Any),
    attr("space", Value::Any),
]);

const VALUE_RECIPIENT: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    attr("name", Value::Any),
    required("type", Value::Check(value_slug)),
    required("address", Value::Any),
    required("split", Value::NonNegative),
    attr("customKey", Value::Any),
    attr("customValue", Value::Any),
    attr("fee", Value::Boolean),
]);

const VALUE_TIME_SPLIT: ElementRule = ElementRule {
    attrs: &[
        required("startTime", Value::Check(seconds)),
        required("duration", Value::Check(seconds)),
        attr("remoteStartTime", Value::Check(seconds)),
        attr("remotePercentage", Value::Check(seconds)),
    ],
    ..ElementRule::parent(&[], NESTED)
};

/// One of an alternate enclosure's URIs.
const SOURCE: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("uri", Value::Url),
    attr("contentType", Value::MimeType),
]);

const INTEGRITY: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required(
        "type",
        Value::OneOf(&["sri", "pgp-signature"], rules::PODCAST_VALUE),
    ),
    required("value", Value::Any),
]);

fn social_protocol(value: &str) -> Option<Broken> {
    listed(value, &registry::SOCIAL_PROTOCOLS)
}

fn chat_protocol(value: &str) -> Option<Broken> {
    listed(value, &registry::CHAT_PROTOCOLS)
}

fn service_slug(value: &str) -> Option<Broken> {
    listed(value, &registry::SERVICE_SLUGS)
}

fn value_slug(value: &str) -> Option<Broken> {
    listed(value, &registry::VALUE_SLUGS)
}

/// A person's role, from the namespace's person taxonomy.
fn person_role(value: &str) -> Option<Broken> {
    let taxonomy = &*registry::PERSON_TAXONOMY;
    (!taxonomy.has_role(value)).then(|| not_in_taxonomy(value, "role", taxonomy.file))
}

/// A person's group, from the namespace's person taxonomy.
fn person_group(value: &str) -> Option<Broken> {
    let taxonomy = &*registry::PERSON_TAXONOMY;
    (!taxonomy.has_group(value)).then(|| not_in_taxonomy(value, "group", taxonomy.file))
}

/// The taxonomy grows as the lists do: a value not (yet) in it is a warning.
fn not_in_taxonomy(value: &str, what: &str, file: &str) -> Broken {
    let detail = format!("`{value}` is not a {what} of the namespace's {file}");
    (rules::PODCAST_REGISTRY, detail)
}

/// A value from one of the namespace's registries, which grow: one not
/// (yet) listed is a warning.
fn listed(value: &str, list: &Registry) -> Option<Broken> {
    (!list.contains(value)).then(|| {
        let detail = format!("`{value}` is not in the namespace's {}", list.file);
        (rules::PODCAST_REGISTRY, detail)
    })
}

/// CSS's `<ratio>`: a positive number, optionally `/` and another.
fn aspect_ratio(value: &str) -> Option<Broken> {
    let number = |s: &str| {
        s.trim()
            .parse::<f64>()
            .is_ok_and(|n| n > 0.0 && n.is_finite())
    };
    let ok = match value.split_once('/') {
        Some((width, height)) => number(width) && number(height),
        None => number(value),
    };
    (!ok).then(|| {
        (
            rules::PODCAST_VALUE,
            format!("`{value}` (a ratio such as `16/9`)"),
        )
    })
}

/// The media a feed holds; a name ending in `L` is a list of such feeds.
fn medium(value: &str) -> Option<Broken> {
    let media = [
        "podcast",
        "music",
        "video",
        "film",
        "audiobook",
        "newsletter",
        "blog",
        "publisher",
        "course",
        "mixed",
    ];
    let name = value.trim();
    let base = name.strip_suffix('L').unwrap_or(name);
    (!media.contains(&base)).then(|| (rules::PODCAST_VALUE, format!("`{value}`")))
}

/// Text of at most 128 characters (funding, location).
fn short_text(value: &str) -> Option<Broken> {
    let length = value.trim().chars().count();
    (length > 128).then(|| {
        (
            rules::TOO_LONG,
            format!("{length} characters (at most 128)"),
        )
    })
}

fn txt(value: &str) -> Option<Broken> {
    let length = value.trim().chars().count();
    (length > 4000).then(|| {
        (
            rules::TOO_LONG,
            format!("{length} characters (at most 4000)"),
        )
    })
}

/// A number of seconds, fractions allowed.
fn seconds(value: &str) -> Option<Broken> {
    let v = value.trim();
    let ok = !v.is_empty()
        && v.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && v.parse::<f64>().is_ok();
    (!ok).then(|| (rules::FLOAT, format!("`{value}`")))
}

/// A `geo:` URI (RFC 5870): `geo:` latitude `,` longitude [`,` altitude].
fn geo_uri(value: &str) -> Option<Broken> {
    let ok = value.trim().strip_prefix("geo:").is_some_and(|rest| {
        let coords = rest.split(';').next().unwrap_or_default();
        let parts: Vec<&str> = coords.split(',').collect();
        (2..=3).contains(&parts.len())
            && parts.iter().all(|p| p.parse::<f64>().is_ok())
            && parts[0].parse::<f64>().is_ok_and(|lat| lat.abs() <= 90.0)
            && parts[1].parse::<f64>().is_ok_and(|lon| lon.abs() <= 180.0)
    });
    (!ok).then(|| {
        (
            rules::PODCAST_VALUE,
            format!("`{value}` (a geo: URI, `geo:latitude,longitude`)"),
        )
    })
}

/// An OpenStreetMap object: a type letter (`N`, `W`, `R`) and its id.
fn osm(value: &str) -> Option<Broken> {
    let v = value.trim();
    let ok = v.len() > 1
        && matches!(v.as_bytes()[0], b'N' | b'W' | b'R')
        && v[1..]
            .split('#')
            .next()
            .is_some_and(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()));
    (!ok).then(|| {
        (
            rules::PODCAST_VALUE,
            format!("`{value}` (`N`, `W` or `R` and an OpenStreetMap id)"),
        )
    })
}

/// A podcast guid: a UUID, version 5 (a hash of the feed URL).
fn guid(value: &str) -> Option<Broken> {
    let v = value.trim();
    let groups: Vec<&str> = v.split('-').collect();
    let shape = groups.len() == 5
        && groups.iter().map(|g| g.len()).eq([8, 4, 4, 4, 12])
        && groups
            .iter()
            .all(|g| g.bytes().all(|b| b.is_ascii_hexdigit()));
    let version_5 = shape && groups[2].starts_with('5');
    (!version_5).then(|| (rules::PODCAST_GUID, format!("`{value}`")))
}
