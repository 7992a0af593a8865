//! The iTunes podcast tags (Apple Podcasts), and what Apple Podcasts needs
//! of a channel that uses them.

use crate::check::rules;
use crate::check::schema::{
    many, once, one, required, Child, ElementRule, Vocabulary, CHANNEL, ITEM,
};
use crate::check::tree::Element;
use crate::check::value::{Broken, Value};
use crate::check::walk::Walk;
use crate::xml::namespace::uri::ITUNES;

pub(crate) const VOCABULARY: Vocabulary = Vocabulary {
    ns: ITUNES,
    elements: &[
        once(ITUNES, "author", &PLAIN),
        once(ITUNES, "block", &ElementRule::text(YES_NO)),
        many(ITUNES, "category", &CATEGORY).within(CHANNEL),
        once(ITUNES, "complete", &ElementRule::text(YES_NO)).within(CHANNEL),
        once(
            ITUNES,
            "duration",
            &ElementRule::text(Value::Check(duration)),
        )
        .within(ITEM),
        once(ITUNES, "episode", &ElementRule::text(Value::Positive)).within(ITEM),
        once(
            ITUNES,
            "episodeType",
            &ElementRule::text(Value::OneOf(
                &["full", "trailer", "bonus"],
                rules::ITUNES_EPISODE_TYPE,
            )),
        )
        .within(ITEM),
        once(ITUNES, "explicit", &ElementRule::text(EXPLICIT)),
        once(ITUNES, "image", &IMAGE),
        once(ITUNES, "isClosedCaptioned", &ElementRule::text(YES_NO)).within(ITEM),
        once(
            ITUNES,
            "keywords",
            &ElementRule::text(Value::Check(keywords)),
        ),
        once(ITUNES, "new-feed-url", &ElementRule::text(Value::Url)).within(CHANNEL),
        once(ITUNES, "order", &ElementRule::text(Value::Positive)).within(ITEM),
        once(ITUNES, "owner", &OWNER).within(CHANNEL),
        once(ITUNES, "season", &ElementRule::text(Value::Positive)).within(ITEM),
        once(
            ITUNES,
            "subtitle",
            &ElementRule::text(Value::Check(subtitle)),
        ),
        once(ITUNES, "summary", &ElementRule::text(Value::Check(summary))),
        once(ITUNES, "title", &PLAIN),
        once(
            ITUNES,
            "type",
            &ElementRule::text(Value::OneOf(
                &["episodic", "serial"],
                rules::ITUNES_SHOW_TYPE,
            )),
        )
        .within(CHANNEL),
    ],
    closed: true,
};

const PLAIN: ElementRule = ElementRule::text(Value::Plain);

/// Apple's yes and no, as its own feeds write them.
const YES_NO: Value = Value::OneOf(&["yes", "no", "Yes", "No"], rules::ITUNES_YES_NO);

/// `itunes:explicit`: yes or no, `true` and `false` as Apple writes them
/// now, and the older `clean`.
const EXPLICIT: Value = Value::OneOf(
    &["yes", "no", "clean", "true", "false", "Yes", "No", "Clean"],
    rules::ITUNES_YES_NO,
);

const IMAGE: ElementRule =
    ElementRule::text(Value::Any).with_attrs(&[required("href", Value::Url)]);

const OWNER: ElementRule = ElementRule::parent(
    &[ITUNES],
    &[
        once(ITUNES, "name", &PLAIN),
        one(
            ITUNES,
            "email",
            &ElementRule::text(Value::Email),
            rules::ITUNES_OWNER_EMAIL,
        ),
    ],
);

const SUBCATEGORY: &[Child] = &[many(ITUNES, "category", &NESTED_CATEGORY)];

/// A subcategory: its name is checked by its parent's list.
const NESTED_CATEGORY: ElementRule =
    ElementRule::text(Value::Any).with_attrs(&[required("text", Value::Any)]);

/// A category: a name Apple lists (or listed) at the top level; its
/// subcategories are checked against that name's list by `category`.
const CATEGORY: ElementRule = ElementRule {
    attrs: &[required("text", Value::Check(top_category))],
    extra: Some(category),
    ..ElementRule::parent(&[ITUNES], SUBCATEGORY)
};

fn too_long(value: &str, max: usize) -> Option<Broken> {
    let length = value.trim().chars().count();
    (length > max).then(|| {
        (
            rules::TOO_LONG,
            format!("{length} characters (at most {max})"),
        )
    })
}

fn subtitle(value: &str) -> Option<Broken> {
    too_long(value, 255).or_else(|| Value::Plain.check(value, false))
}

fn summary(value: &str) -> Option<Broken> {
    too_long(value, 4000).or_else(|| Value::Plain.check(value, false))
}

fn keywords(value: &str) -> Option<Broken> {
    if let Some(broken) = too_long(value, 255) {
        return Some(broken);
    }
    let spaced = !value.contains(',') && value.split_whitespace().count() > 2;
    spaced.then(|| (rules::ITUNES_KEYWORDS, format!("`{}`", value.trim())))
}

/// Seconds, `MM:SS` or `HH:MM:SS`.
fn duration(value: &str) -> Option<Broken> {
    let v = value.trim();
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let under_60 = |s: &str| digits(s) && s.len() <= 2 && s.parse::<u8>().is_ok_and(|n| n < 60);
    let parts: Vec<&str> = v.split(':').collect();
    let ok = match parts.as_slice() {
        [seconds] => digits(seconds),
        [minutes, seconds] => digits(minutes) && under_60(seconds),
        [hours, minutes, seconds] => digits(hours) && under_60(minutes) && under_60(seconds),
        _ => false,
    };
    (!ok).then(|| (rules::ITUNES_DURATION, format!("`{value}`")))
}

/// Apple Podcasts' categories, each with its subcategories: the current
/// list, and the one it replaced in 2019 (still read).
const CATEGORIES: &[(&str, &[&str])] = &[
    (
        "Arts",
        &[
            "Books",
            "Design",
            "Fashion & Beauty",
            "Food",
            "Literature",
            "Performing Arts",
            "Visual Arts",
        ],
    ),
    (
        "Business",
        &[
            "Business News",
            "Careers",
            "Entrepreneurship",
            "Investing",
            "Management",
            "Management & Marketing",
            "Marketing",
            "Non-Profit",
            "Shopping",
        ],
    ),
    ("Comedy", &["Comedy Interviews", "Improv", "Stand-Up"]),
    (
        "Education",
        &[
            "Courses",
            "Education Technology",
            "Higher Education",
            "How To",
            "K-12",
            "Language Courses",
            "Language Learning",
            "Self-Improvement",
            "Training",
        ],
    ),
    ("Fiction", &["Comedy Fiction", "Drama", "Science Fiction"]),
    (
        "Games & Hobbies",
        &[
            "Automotive",
            "Aviation",
            "Hobbies",
            "Other Games",
            "Video Games",
        ],
    ),
    ("Government", &[]),
    (
        "Government & Organizations",
        &["Local", "National", "Non-Profit", "Regional"],
    ),
    (
        "Health",
        &[
            "Alternative Health",
            "Fitness & Nutrition",
            "Self-Help",
            "Sexuality",
        ],
    ),
    (
        "Health & Fitness",
        &[
            "Alternative Health",
            "Fitness",
            "Medicine",
            "Mental Health",
            "Nutrition",
            "Sexuality",
        ],
    ),
    ("History", &[]),
    (
        "Kids & Family",
        &[
            "Education for Kids",
            "Parenting",
            "Pets & Animals",
            "Stories for Kids",
        ],
    ),
    (
        "Leisure",
        &[
            "Animation & Manga",
            "Automotive",
            "Aviation",
            "Crafts",
            "Games",
            "Hobbies",
            "Home & Garden",
            "Video Games",
        ],
    ),
    (
        "Music",
        &["Music Commentary", "Music History", "Music Interviews"],
    ),
    (
        "News",
        &[
            "Business News",
            "Daily News",
            "Entertainment News",
            "News Commentary",
            "Politics",
            "Sports News",
            "Tech News",
        ],
    ),
    ("News & Politics", &[]),
    (
        "Religion & Spirituality",
        &[
            "Buddhism",
            "Christianity",
            "Hinduism",
            "Islam",
            "Judaism",
            "Other",
            "Religion",
            "Spirituality",
        ],
    ),
    (
        "Science",
        &[
            "Astronomy",
            "Chemistry",
            "Earth Sciences",
            "Life Sciences",
            "Mathematics",
            "Natural Sciences",
            "Nature",
            "Physics",
            "Social Sciences",
        ],
    ),
    (
        "Science & Medicine",
        &["Medicine", "Natural Sciences", "Social Sciences"],
    ),
    (
        "Society & Culture",
        &[
            "Documentary",
            "History",
            "Personal Journals",
            "Philosophy",
            "Places & Travel",
            "Relationships",
        ],
    ),
    (
        "Sports",
        &[
            "Baseball",
            "Basketball",
            "Cricket",
            "Fantasy Sports",
            "Football",
            "Golf",
            "Hockey",
            "Rugby",
            "Running",
            "Soccer",
            "Softball",
            "Swimming",
            "Tennis",
            "Volleyball",
            "Wilderness",
            "Wrestling",
        ],
    ),
    (
        "Sports & Recreation",
        &[
            "Amateur",
            "College & High School",
            "Outdoor",
            "Professional",
        ],
    ),
    (
        "TV & Film",
        &[
            "After Shows",
            "Film History",
            "Film Interviews",
            "Film Reviews",
            "TV Reviews",
        ],
    ),
    (
        "Technology",
        &["Gadgets", "Podcasting", "Software How-To", "Tech News"],
    ),
    ("True Crime", &[]),
];

/// Categories of the first iTunes list (2005), which Apple Podcasts has dropped.
const OBSOLETE: &[&str] = &[
    "Audio Blogs",
    "Computers",
    "Developers",
    "Entertainment",
    "Family",
    "IT News",
    "Information Technology",
    "International",
    "Movies & Television",
    "Politics",
    "Public Radio",
    "Talk Radio",
    "Transportation",
    "Travel",
];

fn top_category(name: &str) -> Option<Broken> {
    let listed = CATEGORIES.iter().any(|(top, _)| *top == name) || OBSOLETE.contains(&name);
    (!listed).then(|| (rules::ITUNES_CATEGORY, format!("`{name}`")))
}

fn category(element: &Element, walk: &mut Walk<'_>) {
    let Some(name) = element.attr("text") else {
        return;
    };
    let Some((_, subcategories)) = CATEGORIES.iter().find(|(top, _)| *top == name) else {
        report_category(name, element, walk);
        return;
    };
    for sub in element.children_named(ITUNES, "category") {
        let Some(sub_name) = sub.attr("text") else {
            continue;
        };
        if !subcategories.contains(&sub_name) {
            report_category(sub_name, sub, walk);
        }
    }
}

/// A category name that is not listed where it stands.
fn report_category(name: &str, element: &Element, walk: &mut Walk<'_>) {
    let rule = if OBSOLETE.contains(&name) {
        rules::ITUNES_CATEGORY_OBSOLETE
    } else {
        rules::ITUNES_CATEGORY
    };
    walk.report(rule, element, Some(format!("`{name}`")));
}

/// Whether a channel is a podcast for Apple: it or one of its items uses
/// the iTunes tags.
pub(crate) fn is_apple_podcast(channel: &Element) -> bool {
    let uses_itunes = |e: &Element| e.children.iter().any(|c| c.ns() == ITUNES);
    uses_itunes(channel) || channel.children_named("", "item").any(uses_itunes)
}

/// What Apple Podcasts needs of a channel that uses its tags. (An
/// episode's guid is asked for with every RSS 2.0 item's: `relations`.)
pub(crate) fn podcast_channel(channel: &Element, walk: &mut Walk<'_>) {
    if !is_apple_podcast(channel) {
        return;
    }
    if walk.encoding().is_some_and(|e| e != "utf-8") {
        let detail = format!("read as {}", walk.encoding().unwrap_or_default());
        walk.report(rules::APPLE_UTF8, channel, Some(detail));
    }
    let missing: Vec<&str> = [(ITUNES, "category"), (ITUNES, "explicit"), ("", "language")]
        .into_iter()
        .filter(|(ns, name)| channel.child(ns, name).is_none())
        .map(|(_, name)| name)
        .collect();
    if !missing.is_empty() {
        let detail = format!("no {}", missing.join(", "));
        walk.report(rules::ITUNES_REQUIRED, channel, Some(detail));
    }
    if channel.child(ITUNES, "owner").is_none() {
        walk.report(rules::ITUNES_EMAIL, channel, None);
    }
    artwork(channel, walk);
    for item in channel.children_named("", "item") {
        let enclosures = item.children_named("", "enclosure").count();
        if enclosures != 1 {
            let detail = format!("{enclosures} enclosures");
            walk.report(rules::APPLE_EPISODE_ENCLOSURE, item, Some(detail));
        }
        for enclosure in item.children_named("", "enclosure") {
            let Some(url) = enclosure.attr("url") else {
                continue;
            };
            if !is_supported_media(url) {
                walk.report(
                    rules::ITUNES_FORMAT,
                    enclosure,
                    Some(format!("`{}`", url.trim())),
                );
            }
        }
    }
}

fn is_supported_media(url: &str) -> bool {
    let path = url.trim().split(['?', '#']).next().unwrap_or_default();
    let file = path.rsplit('/').next().unwrap_or_default();
    let Some((_, extension)) = file.rsplit_once('.') else {
        // No extension: the type cannot be told from the URL.
        return true;
    };
    matches!(
        extension.to_ascii_lowercase().as_str(),
        "m4a" | "mp3" | "mov" | "mp4" | "m4v" | "pdf" | "epub"
    )
}

/// The show's artwork: an `itunes:image` whose `href` names a JPEG or PNG.
fn artwork(channel: &Element, walk: &mut Walk<'_>) {
    let Some(image) = channel.child(ITUNES, "image") else {
        walk.report(
            rules::APPLE_ARTWORK,
            channel,
            Some("no `itunes:image`".to_owned()),
        );
        return;
    };
    let Some(href) = image.attr("href") else {
        return;
    };
    let path = href
        .trim()
        .split(['?', '#'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    if !(path.ends_with(".jpg") || path.ends_with(".jpeg") || path.ends_with(".png")) {
        walk.report(
            rules::APPLE_ARTWORK,
            image,
            Some(format!("`{}`", href.trim())),
        );
    }
}
