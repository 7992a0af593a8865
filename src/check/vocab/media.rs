//! Media RSS 1.5 (<https://www.rssboard.org/media-rss>): media objects,
//! their groups and what describes them, in RSS items and Atom entries.

use crate::check::markup;
use crate::check::rules;
use crate::check::schema::{at_least, attr, many, once, required, ElementRule, Vocabulary, ITEM};
use crate::check::tree::Element;
use crate::check::value::{escaped_entity, html_end_tag, html_start_tag, Broken, Value};
use crate::check::walk::Walk;
use crate::xml::namespace::uri::MEDIA;

pub(crate) const VOCABULARY: Vocabulary = Vocabulary {
    ns: MEDIA,
    elements: &[
        many(MEDIA, "group", &GROUP).within(ITEM),
        many(MEDIA, "content", &CONTENT).within(&["item", "group"]),
        once(MEDIA, "title", &TEXT),
        once(MEDIA, "description", &TEXT),
        once(MEDIA, "keywords", &ElementRule::text(Value::Plain)),
        many(MEDIA, "thumbnail", &THUMBNAIL),
        many(MEDIA, "category", &CATEGORY),
        many(MEDIA, "hash", &HASH),
        once(MEDIA, "player", &PLAYER),
        many(MEDIA, "credit", &CREDIT),
        once(MEDIA, "copyright", &COPYRIGHT),
        many(MEDIA, "text", &MEDIA_TEXT),
        many(MEDIA, "restriction", &RESTRICTION),
        many(MEDIA, "rating", &RATING),
        once(MEDIA, "adult", &ADULT),
    ],
    closed: false,
};

/// Children are looked up in the vocabularies (Media RSS's own, mostly).
const NESTED: &[crate::check::schema::Child] = &[];

/// A group holds alternatives of one content: two `media:content` or more;
/// its other children are looked up in the vocabulary.
const GROUP: ElementRule = ElementRule::parent(
    &[],
    &[at_least(
        MEDIA,
        "content",
        &CONTENT,
        2,
        rules::MEDIA_GROUP_ONE,
    )],
);

const CONTENT: ElementRule = ElementRule {
    attrs: &[
        attr("url", Value::Url),
        attr("fileSize", Value::Positive),
        attr("type", Value::MimeType),
        attr(
            "medium",
            Value::OneOf(
                &["image", "audio", "video", "document", "executable"],
                rules::MEDIA_MEDIUM,
            ),
        ),
        attr("isDefault", Value::Boolean),
        attr(
            "expression",
            Value::OneOf(&["sample", "full", "nonstop"], rules::MEDIA_EXPRESSION),
        ),
        attr("bitrate", Value::Check(float)),
        attr("framerate", Value::Check(float)),
        attr("samplingrate", Value::Check(float)),
        attr("channels", Value::Check(channels)),
        attr("duration", Value::NonNegative),
        attr("height", Value::Positive),
        attr("width", Value::Positive),
        attr("lang", Value::Language),
    ],
    ..ElementRule::parent(&[], NESTED)
};

const TEXT: ElementRule = ElementRule::text(Value::Any)
    .with_attrs(&[attr("type", TEXT_TYPE)])
    .with_extra(text);

const MEDIA_TEXT: ElementRule = ElementRule::text(Value::Any)
    .with_attrs(&[
        attr("type", TEXT_TYPE),
        attr("lang", Value::Language),
        attr("start", Value::Check(npt)),
        attr("end", Value::Check(npt)),
    ])
    .with_extra(text);

const THUMBNAIL: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("url", Value::Url),
    attr("width", Value::Positive),
    attr("height", Value::Positive),
    attr("time", Value::Check(npt)),
]);

const CATEGORY: ElementRule = ElementRule::text(Value::Plain)
    .with_attrs(&[attr("scheme", Value::Url), attr("label", Value::Plain)]);

const HASH: ElementRule = ElementRule::text(Value::Any).with_extra(hash);

const PLAYER: ElementRule = ElementRule::text(Value::Any).with_attrs(&[
    required("url", Value::Url),
    attr("width", Value::Positive),
    attr("height", Value::Positive),
]);

const CREDIT: ElementRule = ElementRule::text(Value::Plain)
    .with_attrs(&[attr("role", Value::Any), attr("scheme", Value::Url)])
    .with_extra(credit);

const COPYRIGHT: ElementRule =
    ElementRule::text(Value::Plain).with_attrs(&[attr("url", Value::Url)]);

const RESTRICTION: ElementRule = ElementRule::text(Value::Any)
    .with_attrs(&[
        // `disallow` is the spelling of the first Media RSS drafts.
        required(
            "relationship",
            Value::OneOf(&["allow", "deny", "disallow"], rules::MEDIA_RESTRICTION_REL),
        ),
        attr(
            "type",
            Value::OneOf(
                &["country", "uri", "sharing"],
                rules::MEDIA_RESTRICTION_TYPE,
            ),
        ),
    ])
    .with_extra(restriction);

const RATING: ElementRule = ElementRule::text(Value::Any)
    .with_attrs(&[attr("scheme", Value::Url)])
    .with_extra(rating);

/// The form of a title's, description's or text's content.
const TEXT_TYPE: Value = Value::OneOf(&["plain", "html"], rules::MEDIA_TEXT_TYPE);

const ADULT: ElementRule = ElementRule::text(Value::Any).deprecated(rules::MEDIA_ADULT);

/// A number of audio channels: a whole number, 1 or more.
fn channels(value: &str) -> Option<Broken> {
    let ok = value.trim().parse::<u32>().is_ok_and(|n| n > 0);
    (!ok).then(|| {
        (
            rules::INTEGER_ATTRIBUTE,
            format!("`{value}` (a number of channels, 1 or more)"),
        )
    })
}

pub(crate) fn float(value: &str) -> Option<Broken> {
    let v = value.trim();
    let ok = !v.is_empty()
        && v.parse::<f64>().is_ok_and(f64::is_finite)
        && v.bytes().all(|b| b.is_ascii_digit() || b"+-.".contains(&b));
    (!ok).then(|| (rules::FLOAT, format!("`{value}`")))
}

/// Normal Play Time (RFC 2326 section 3.6): `now`, seconds, or `H:MM:SS`,
/// each with an optional fraction.
fn npt(value: &str) -> Option<Broken> {
    let v = value.trim();
    let fraction_ok = |s: &str| match s.split_once('.') {
        Some((whole, frac)) => {
            !whole.is_empty()
                && whole.bytes().all(|b| b.is_ascii_digit())
                && frac.bytes().all(|b| b.is_ascii_digit())
        }
        None => !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()),
    };
    let parts: Vec<&str> = v.split(':').collect();
    let ok = v == "now"
        || match parts.as_slice() {
            [seconds] => fraction_ok(seconds),
            [hours, minutes, seconds] => {
                !hours.is_empty()
                    && hours.bytes().all(|b| b.is_ascii_digit())
                    && minutes.len() == 2
                    && minutes < &"60"
                    && minutes.bytes().all(|b| b.is_ascii_digit())
                    && fraction_ok(seconds)
                    && seconds.get(..2).is_some_and(|s| s < "60")
            }
            _ => false,
        };
    (!ok).then(|| (rules::NPT_TIME, format!("`{value}`")))
}

/// `media:title`, `media:description`, `media:text`: plain text or HTML, as `type` says.
fn text(element: &Element, walk: &mut Walk<'_>) {
    if element.attr("type").map(str::trim) == Some("html") {
        markup::report_html(element, walk);
        return;
    }
    let text = &element.text;
    let html = html_end_tag(text).is_some()
        || html_start_tag(text).is_some()
        || escaped_entity(text).is_some();
    if html {
        walk.report(rules::UNDECLARED_HTML, element, None);
    }
}

fn hash(element: &Element, walk: &mut Walk<'_>) {
    let algo = element.attr("algo").unwrap_or("md5").trim();
    let digits = match algo {
        "md5" => 32,
        "sha-1" => 40,
        _ => {
            walk.report(rules::MEDIA_HASH, element, Some(format!("algo `{algo}`")));
            return;
        }
    };
    let value = element.text.trim();
    if value.len() != digits || !value.bytes().all(|b| b.is_ascii_hexdigit()) {
        walk.report(rules::MEDIA_HASH, element, Some(format!("`{value}`")));
    }
}

/// The roles of the European Broadcasting Union's role codes that Media RSS
/// names as its default scheme (urn:ebu), lower case as Media RSS writes them.
const EBU_ROLES: &[&str] = &[
    "actor",
    "adaptor",
    "anchor person",
    "animal trainer",
    "animator",
    "announcer",
    "armourer",
    "art director",
    "artist",
    "artist/performer",
    "assistant camera",
    "assistant chief lighting technician",
    "assistant director",
    "assistant producer",
    "assistant visual editor",
    "author",
    "broadcast assistant",
    "broadcast journalist",
    "camera operator",
    "carpenter",
    "casting",
    "causeur",
    "chief lighting technician",
    "choir",
    "choreographer",
    "clapper loader",
    "commentary or commentator",
    "commissioning broadcaster",
    "composer",
    "computer programmer",
    "conductor",
    "consultant",
    "continuity checker",
    "correspondent",
    "costume designer",
    "dancer",
    "dialogue coach",
    "director",
    "director of photography",
    "distribution company",
    "draughtsman",
    "dresser",
    "dubber",
    "editor/producer (news)",
    "editor",
    "editor of the story",
    "ensemble",
    "executive producer",
    "expert",
    "fight director",
    "floor manager",
    "focus puller",
    "foley artist",
    "foley editor",
    "foley mixer",
    "graphic assistant",
    "graphic designer",
    "greensman",
    "grip",
    "hairdresser",
    "illustrator",
    "interviewed guest",
    "interviewer",
    "key character",
    "key grip",
    "key talents",
    "leadman",
    "librettist",
    "lighting director",
    "lighting technician",
    "location manager",
    "lyricist",
    "make up artist",
    "manufacturer",
    "matte artist",
    "music arranger",
    "music group",
    "musician",
    "news reader",
    "orchestra",
    "participant",
    "photographer",
    "post producer",
    "producer",
    "production assistant",
    "production company",
    "production department",
    "production manager",
    "production secretary",
    "programme production researcher",
    "property manager",
    "publishing company",
    "puppeteer",
    "pyrotechnician",
    "reporter",
    "rigger",
    "runner",
    "scenario",
    "scenic operative",
    "script supervisor",
    "second assistant camera",
    "second assistant director",
    "second unit director",
    "set designer",
    "set dresser",
    "sign language",
    "singer",
    "sound designer",
    "sound mixer",
    "sound recordist",
    "special effects",
    "stunts",
    "subtitles",
    "technical director",
    "term",
    "translation",
    "transportation manager",
    "treatment/programme proposal",
    "vision mixer",
    "visual editor",
    "visual effects",
    "wardrobe",
    "witness",
];

fn credit(element: &Element, walk: &mut Walk<'_>) {
    let scheme = element.attr("scheme").unwrap_or("urn:ebu").trim();
    let Some(role) = element.attr("role") else {
        return;
    };
    // Roles are written in lower case, whatever the scheme.
    let lower = role.trim().to_lowercase();
    if lower != role.trim() || (scheme == "urn:ebu" && !EBU_ROLES.contains(&lower.as_str())) {
        walk.report(rules::MEDIA_CREDIT_ROLE, element, Some(format!("`{role}`")));
    }
}

fn restriction(element: &Element, walk: &mut Walk<'_>) {
    let value = element.text.trim();
    let items = value.split_whitespace();
    match element.attr("type").map(str::trim) {
        Some("country") => {
            for code in items {
                if !super::codes::is_country(code) {
                    walk.report(rules::COUNTRY, element, Some(format!("`{code}`")));
                }
            }
        }
        Some("uri") => {
            for url in items {
                if url::Url::parse(url).is_err() {
                    walk.report(rules::URL_RELATIVE, element, Some(format!("`{url}`")));
                }
            }
        }
        Some(_) => {}
        None if value.is_empty() || matches!(value, "all" | "none") => {}
        None => walk.report(
            rules::MEDIA_RESTRICTION,
            element,
            Some(format!("`{value}`")),
        ),
    }
}

fn rating(element: &Element, walk: &mut Walk<'_>) {
    let scheme = element.attr("scheme").unwrap_or("urn:simple").trim();
    let value = element.text.trim().to_ascii_lowercase();
    let ok = match scheme {
        "urn:simple" => matches!(value.as_str(), "adult" | "nonadult"),
        "urn:mpaa" => matches!(value.as_str(), "g" | "pg" | "pg-13" | "r" | "nc-17" | "x"),
        "urn:v-chip" => matches!(
            value.as_str(),
            "tv-y" | "tv-y7" | "tv-y7-fv" | "tv-g" | "tv-pg" | "tv-14" | "tv-ma"
        ),
        "urn:icra" => is_icra(&value),
        _ => true,
    };
    if !ok {
        walk.report(
            rules::MEDIA_RATING,
            element,
            Some(format!("`{value}` ({scheme})")),
        );
    }
}

/// An ICRA label: `r (` then pairs of a category (`n`, `s`, `v`, `l`, `o`,
/// `c`, each with a level letter) and a digit, then `)`.
fn is_icra(value: &str) -> bool {
    let Some(inner) = value.strip_prefix("r (").and_then(|v| v.strip_suffix(')')) else {
        return false;
    };
    let words: Vec<&str> = inner.split_whitespace().collect();
    words.len() % 2 == 0
        && words.chunks(2).all(|pair| {
            let code = pair[0].as_bytes();
            code.len() == 2
                && b"nsvloc".contains(&code[0])
                && code[1].is_ascii_lowercase()
                && pair[1].bytes().all(|b| b.is_ascii_digit())
        })
}
