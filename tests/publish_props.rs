//! Property tests of publishing: any channel built through the builders is
//! written in each of the four formats, read back with the fields the
//! format carries equal, and validated with no error the writer did not
//! report as a loss.

use feedwright::check::{validate_channel_as, Severity};
use feedwright::model::{ITunesCategory, TextRef};
use feedwright::{
    Category, Channel, ChannelBuilder, Enclosure, Guid, Item, ItemBuilder, Link, Person, Target,
    TextKind, WriteOptions,
};
use proptest::prelude::*;

/// Text a publisher writes: words, markup characters, quotes, accents,
/// emoji; trimmed and not empty, as readers keep typed values.
fn words() -> impl Strategy<Value = String> {
    let pieces = prop_oneof![
        "[a-zA-Z0-9]{1,8}",
        Just(" ".to_owned()),
        Just("<b>".to_owned()),
        Just("&".to_owned()),
        Just("&amp;".to_owned()),
        Just("\"".to_owned()),
        Just("'".to_owned()),
        Just("]]>".to_owned()),
        Just("é".to_owned()),
        Just("\u{1F600}".to_owned()),
    ];
    prop::collection::vec(pieces, 1..6).prop_map(|p| {
        let text = p.concat();
        match text.trim() {
            "" => "x".to_owned(),
            t => t.to_owned(),
        }
    })
}

fn url() -> impl Strategy<Value = String> {
    "[a-z0-9]{1,8}".prop_map(|path| format!("https://example.org/{path}"))
}

/// An RFC 3339 date in a whole-minute offset, between 1970 and 2096.
fn date() -> impl Strategy<Value = String> {
    (0i64..4_000_000_000, -48i32..=56).prop_map(|(secs, quarters)| {
        let offset = chrono::FixedOffset::east_opt(quarters * 15 * 60).expect("offset in range");
        chrono::DateTime::from_timestamp(secs, 0)
            .expect("time in range")
            .with_timezone(&offset)
            .to_rfc3339()
    })
}

fn person() -> impl Strategy<Value = Person> {
    ("[A-Z][a-z]{1,6}", prop::option::of("[a-z]{1,6}")).prop_map(|(name, email)| {
        let person = Person::new(name);
        match email {
            Some(user) => person.email(format!("{user}@example.org")),
            None => person,
        }
    })
}

fn category() -> impl Strategy<Value = Category> {
    "[a-z]{1,8}".prop_map(Category::new)
}

fn item() -> impl Strategy<Value = ItemBuilder> {
    (
        (
            prop::option::of(words()),
            prop::option::of(url()),
            prop::option::of(prop_oneof![
                "[a-z0-9]{1,8}".prop_map(|k| Guid::new(format!("tag:example.org,2026:{k}"))),
                url().prop_map(Guid::permalink),
            ]),
            prop::option::of(words()),
            prop::option::of((any::<bool>(), words())),
        ),
        (
            prop::option::of(date()),
            prop::option::of(date()),
            prop::collection::vec(person(), 0..3),
            prop::collection::vec(category(), 0..3),
            prop::option::of((url(), 1u64..10_000_000)),
            prop::option::of(url()),
        ),
        (
            prop::option::of(0u64..100_000),
            prop::option::of(1u32..500),
            prop::option::of(any::<bool>()),
            prop::option::of(url()),
        ),
    )
        .prop_map(
            |(
                (title, link, guid, description, content),
                (published, updated, authors, categories, enclosure, comments),
                (duration, episode, explicit, transcript),
            )| {
                let mut item = Item::builder();
                if let Some(title) = title {
                    item = item.title(title);
                }
                if let Some(link) = link {
                    item = item.link(link);
                }
                if let Some(guid) = guid {
                    item = item.guid(guid);
                }
                if let Some(description) = description {
                    item = item.description(description);
                }
                item = match content {
                    Some((true, html)) => item.content_html(html),
                    Some((false, text)) => item.content_text(text),
                    None => item,
                };
                if let Some(date) = published {
                    item = item.pub_date(date);
                }
                if let Some(date) = updated {
                    item = item.updated(date);
                }
                for person in authors {
                    item = item.author(person);
                }
                for category in categories {
                    item = item.category(category);
                }
                if let Some((url, length)) = enclosure {
                    item =
                        item.enclosure(Enclosure::new(format!("{url}.mp3"), length, "audio/mpeg"));
                }
                if let Some(url) = comments {
                    item = item.comments(url);
                }
                // The podcast parts: iTunes and Podcasting 2.0 elements.
                if let Some(secs) = duration {
                    item = item.duration(std::time::Duration::from_secs(secs));
                }
                if let Some(number) = episode {
                    item = item.episode(number);
                }
                if let Some(explicit) = explicit {
                    item = item.explicit(explicit);
                }
                if let Some(url) = transcript {
                    item = item.transcript(format!("{url}.vtt"), "text/vtt");
                }
                item
            },
        )
}

fn channel() -> impl Strategy<Value = Channel> {
    (
        (
            words(),
            url(),
            prop::option::of(words()),
            prop::option::of(prop_oneof![Just("en"), Just("fr-CA")]),
            prop::option::of(words()),
            prop::collection::vec(person(), 0..2),
            prop::collection::vec(category(), 0..2),
        ),
        (
            prop::option::of(url()),
            prop::option::of(url()),
            prop::option::of(words()),
            prop::option::of(1u32..1440),
            prop::option::of(url()),
            prop::collection::vec(item(), 0..5),
        ),
        (
            prop::option::of(prop_oneof![Just("Technology"), Just("Arts")]),
            prop::option::of(url()),
            prop::option::of(any::<bool>()),
            prop::option::of(url()),
        ),
    )
        .prop_map(
            |(
                (title, link, description, language, rights, authors, categories),
                (feed_url, hub, generator, ttl, image, items),
                (podcast_category, cover, explicit, funding),
            )| {
                let mut channel: ChannelBuilder = Channel::builder(title, link);
                if let Some(text) = description {
                    channel = channel.description(text);
                }
                if let Some(language) = language {
                    channel = channel.language(language);
                }
                if let Some(text) = rights {
                    channel = channel.rights(text);
                }
                for person in authors {
                    channel = channel.author(person);
                }
                for category in categories {
                    channel = channel.category(category);
                }
                if let Some(url) = feed_url {
                    channel = channel.feed_url(url);
                }
                if let Some(url) = hub {
                    channel = channel.hub(url);
                }
                if let Some(name) = generator {
                    channel = channel.generator(name);
                }
                if let Some(minutes) = ttl {
                    channel = channel.ttl(minutes);
                }
                if let Some(url) = image {
                    channel = channel.image(format!("{url}.png"));
                }
                if let Some(name) = podcast_category {
                    channel = channel.podcast_category(ITunesCategory::new(name));
                }
                if let Some(url) = cover {
                    channel = channel.podcast_image(format!("{url}.jpg"));
                }
                if let Some(explicit) = explicit {
                    channel = channel.explicit(explicit);
                }
                if let Some(url) = funding {
                    channel = channel.funding(url, "Support us");
                }
                channel
                    .items(items)
                    .build()
                    .expect("generated URLs and dates parse")
            },
        )
}

const TARGETS: [Target; 4] = [Target::Rss, Target::Rss1, Target::Atom, Target::JsonFeed];

/// A text as a reader shows it: RSS has no text types, so its writer
/// escapes plain text that holds markup once more, and it comes back as
/// HTML that shows the same characters.
fn shown(text: Option<TextRef<'_>>) -> Option<String> {
    let text = text?;
    Some(match text.kind {
        TextKind::Html => text
            .value
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&"),
        _ => text.value.to_owned(),
    })
}

/// The fields every format carries, as a reader answers them.
#[allow(clippy::type_complexity)]
fn common_view(
    channel: &Channel,
) -> (
    Option<String>,
    Option<&str>,
    Vec<(Option<String>, Option<&str>)>,
) {
    let items = channel
        .items
        .iter()
        .map(|item| (shown(item.title()), alternate(&item.links)))
        .collect();
    (shown(channel.title()), channel.link(), items)
}

/// The page a channel or item links to (a permalink guid is a page to RSS,
/// but never to Atom, whose ids are names).
fn alternate(links: &[Link]) -> Option<&str> {
    links
        .iter()
        .find(|l| l.is_alternate())
        .map(|l| l.href.as_str())
}

/// What RSS 2.0, Atom and JSON Feed carry besides: ids, dates, categories,
/// authors' names, enclosures.
#[allow(clippy::type_complexity)]
fn rich_view(
    channel: &Channel,
) -> Vec<(
    Option<String>,
    Option<chrono::DateTime<chrono::FixedOffset>>,
    Vec<String>,
    Vec<String>,
    Vec<String>,
)> {
    channel
        .items
        .iter()
        .map(|item| {
            (
                item.id().map(str::to_owned),
                item.date(),
                item.categories.iter().map(|c| c.term.clone()).collect(),
                // RSS writes authors with an email before those without
                // (`dc:creator`): the same people, perhaps in another order.
                {
                    let mut names: Vec<String> = item
                        .authors()
                        .filter_map(|p| p.name.map(str::to_owned))
                        .collect();
                    names.sort();
                    names
                },
                item.enclosures().map(|e| e.url.to_owned()).collect(),
            )
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn built_channels_publish_in_every_format(channel in channel()) {
        for target in TARGETS {
            let (document, losses) = channel
                .write_with_losses(Vec::new(), &WriteOptions::new(target))
                .expect("writing to a Vec does not fail");
            let text = String::from_utf8_lossy(&document).into_owned();
            let reread = feedwright::parse(&document)
                .unwrap_or_else(|e| panic!("{target:?} output does not read back: {e}\n{text}"));
            prop_assert_eq!(common_view(&reread), common_view(&channel), "{:?}\n{}", target, text);
            if target != Target::Rss1 {
                prop_assert_eq!(rich_view(&reread), rich_view(&channel), "{:?}\n{}", target, text);
            }
            let found = validate_channel_as(&channel, target).expect("the channel writes");
            for problem in &found.report.problems {
                if problem.severity != Severity::Error {
                    continue;
                }
                let field = problem.field.as_deref().unwrap_or("");
                // The same field, or one holding the other (the check names
                // the item whose `rdf:about` the loss names).
                let within = |inner: &str, outer: &str| {
                    inner == outer
                        || inner.starts_with(&format!("{outer}."))
                        || inner.starts_with(&format!("{outer}["))
                };
                let reported = losses
                    .iter()
                    .any(|loss| !field.is_empty() && (within(field, &loss.field) || within(&loss.field, field)));
                prop_assert!(
                    reported,
                    "{:?}: {} ({}, {:?}) not reported as a loss ({:?})\n{}",
                    target, problem.rule, field, problem.detail, losses, text
                );
            }
        }
    }
}
