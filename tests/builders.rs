//! The builders: what `build` refuses (with the field named), the
//! defaults it applies and that each gives way to what the program set,
//! and that reading a feed applies none of them.

use feedwright::{BuildError, Channel, Guid, IntoTimestamp, Item, Link, Person};

fn post(n: u32, date: &str) -> feedwright::ItemBuilder {
    Item::builder()
        .title(format!("Post {n}"))
        .link(format!("https://example.org/{n}"))
        .pub_date(date)
}

#[test]
fn each_bad_value_is_named_by_its_field() {
    let cases: Vec<(feedwright::ChannelBuilder, &str, &str)> =
        vec![
        (
            Channel::builder("T", "example.org"),
            "links[0].href",
            "links[0].href: `example.org` is not an absolute URL (relative URL without a base)",
        ),
        (
            Channel::builder("T", "https://example.org/").item(post(1, "yesterday")),
            "items[0].pub_date",
            "items[0].pub_date: `yesterday` is not an RFC 3339 or RFC 2822 date",
        ),
        (
            Channel::builder("T", "https://example.org/")
                .item(post(1, "2026-06-01T00:00:00Z"))
                .item(post(2, "2026-06-02T00:00:00Z").author(Person::new("Ann").uri("ann"))),
            "items[1].authors[0].uri",
            "items[1].authors[0].uri: `ann` is not an absolute URL (relative URL without a base)",
        ),
        (
            Channel::builder("T", "https://example.org/").feed_url("/feed.xml"),
            "links[1].href",
            "links[1].href: `/feed.xml` is not an absolute URL (relative URL without a base)",
        ),
        (
            Channel::builder("T", "https://example.org/")
                .item(Item::builder().title("x").guid(Guid::permalink("not a url"))),
            "items[0].guid",
            "items[0].guid: `not a url` is not an absolute URL (relative URL without a base)",
        ),
        (
            Channel::builder("T", "https://example.org/").last_build_date("2026-13-01T00:00:00Z"),
            "last_build_date",
            "last_build_date: `2026-13-01T00:00:00Z` is not an RFC 3339 or RFC 2822 date",
        ),
    ];
    for (builder, field, message) in cases {
        let err: BuildError = builder.build().unwrap_err();
        assert_eq!(err.field(), field);
        assert_eq!(err.to_string(), message);
    }
}

#[test]
fn defaults_give_way_to_what_was_set() {
    let channel = Channel::builder("T", "https://example.org/")
        .feed_url("https://example.org/feed.xml")
        .id("tag:example.org,2026:feed")
        .last_build_date("2026-07-01T00:00:00Z")
        .keep_item_order()
        .item(post(1, "2026-06-01T00:00:00Z").guid("tag:example.org,2026:1"))
        .item(post(2, "2026-06-02T00:00:00Z"))
        .build()
        .unwrap();
    assert_eq!(channel.id.as_deref(), Some("tag:example.org,2026:feed"));
    assert_eq!(channel.last_build_date.unwrap().raw, "2026-07-01T00:00:00Z");
    // The order given; the guid given, and the link as the other's guid.
    assert_eq!(channel.items[0].identity(), "tag:example.org,2026:1");
    assert!(!channel.items[0].guid.as_ref().unwrap().is_permalink());
    assert_eq!(
        channel.items[1].guid,
        Some(Guid::permalink("https://example.org/2"))
    );
}

#[test]
fn a_self_link_given_is_not_added_twice() {
    let channel = Channel::builder("T", "https://example.org/")
        .add_link(Link::with_rel("https://example.org/feed.xml", "self"))
        .feed_url("https://example.org/other.xml")
        .build()
        .unwrap();
    let selves = channel
        .links
        .iter()
        .filter(|l| l.rel.as_deref() == Some("self"));
    assert_eq!(selves.count(), 1);
    assert_eq!(channel.self_link(), Some("https://example.org/feed.xml"));
}

#[test]
fn the_newest_date_is_the_feed_date_in_any_offset() {
    let channel = Channel::builder("T", "https://example.org/")
        .item(post(1, "2026-06-02T01:00:00+02:00")) // 23:00 the day before, in UTC
        .item(post(2, "Mon, 01 Jun 2026 23:30:00 +0000"))
        .item(Item::builder().title("Undated"))
        .build()
        .unwrap();
    assert_eq!(
        channel.last_build_date.unwrap().raw,
        "Mon, 01 Jun 2026 23:30:00 +0000"
    );
    let titles: Vec<_> = channel
        .items
        .iter()
        .filter_map(|i| i.title_text())
        .collect();
    assert_eq!(titles, ["Post 2", "Post 1", "Undated"]);
}

#[test]
fn duplicates_are_built_once_and_keep_newest_cuts() {
    let channel = Channel::builder("T", "https://example.org/")
        .items([1, 2, 3, 2].map(|n| post(n, &format!("2026-06-0{n}T00:00:00Z"))))
        .keep_newest(2)
        .build()
        .unwrap();
    let links: Vec<_> = channel.items.iter().filter_map(|i| i.link()).collect();
    assert_eq!(links, ["https://example.org/3", "https://example.org/2"]);
}

#[test]
fn reading_applies_no_publishing_default() {
    let xml = br#"<rss version="2.0"><channel><title>T</title>
        <item><title>B</title><link>https://example.org/b</link><pubDate>Mon, 01 Jun 2026 00:00:00 GMT</pubDate></item>
        <item><title>A</title><link>https://example.org/a</link><pubDate>Tue, 02 Jun 2026 00:00:00 GMT</pubDate></item>
    </channel></rss>"#;
    let channel = feedwright::parse(xml).unwrap();
    assert_eq!(channel.last_build_date, None);
    assert_eq!(channel.items[0].guid, None);
    assert_eq!(channel.items[0].title_text(), Some("B"));
    let out = channel.write_rss(Vec::new()).unwrap();
    assert_eq!(feedwright::parse(&out).unwrap(), channel);
}

#[test]
fn timestamps_order_by_instant() {
    let mut stamps = [
        "2026-06-01T10:00:00+02:00".into_timestamp(), // 08:00 UTC
        "2026-06-01T09:00:00Z".into_timestamp(),
        "2026-06-01T07:30:00-01:00".into_timestamp(), // 08:30 UTC
    ];
    stamps.sort();
    let raws: Vec<_> = stamps.iter().map(|t| t.raw.as_str()).collect();
    assert_eq!(
        raws,
        [
            "2026-06-01T10:00:00+02:00",
            "2026-06-01T07:30:00-01:00",
            "2026-06-01T09:00:00Z"
        ]
    );
}

/// `Display` writes the format a channel was read from, and `FromStr`
/// reads it back as the same channel.
#[test]
fn display_and_from_str_round_trip_each_format() {
    let root = env!("CARGO_MANIFEST_DIR");
    for (path, root_element) in [
        ("fixtures/rss2/joe-ma-tech-blog.xml", "<rss"),
        ("fixtures/atom/latest-posts.xml", "<feed"),
        ("fixtures/json/joe-ma-tech-blog.json", "\"version\""),
    ] {
        let channel = feedwright::parse(&std::fs::read(format!("{root}/{path}")).unwrap()).unwrap();
        let text = channel.to_string();
        assert!(text.contains(root_element), "{path}");
        let reread: Channel = text.parse().unwrap();
        assert_eq!(reread, channel, "{path}");
    }
}

/// The feed URL is the Atom id and the self link everywhere; RSS 2.0,
/// which has no feed id, says it once, as the self link.
#[test]
fn the_feed_url_is_said_once_in_each_format() {
    let channel = Channel::builder("T", "https://example.org/")
        .feed_url("https://example.org/feed")
        .build()
        .unwrap();
    let rss = String::from_utf8(channel.write_rss(Vec::new()).unwrap()).unwrap();
    assert!(!rss.contains("rdf:about"), "{rss}");
    assert!(rss.contains(r#"<atom:link href="https://example.org/feed" rel="self"/>"#));
    let atom = String::from_utf8(channel.write_atom(Vec::new()).unwrap()).unwrap();
    assert!(atom.contains("<id>https://example.org/feed</id>"), "{atom}");
    let rss1 = String::from_utf8(channel.write_rss1(Vec::new()).unwrap()).unwrap();
    assert!(
        rss1.contains(r#"<channel rdf:about="https://example.org/feed">"#),
        "{rss1}"
    );
    let (json, losses) = channel
        .write_with_losses(
            Vec::new(),
            &feedwright::WriteOptions::new(feedwright::Target::JsonFeed),
        )
        .unwrap();
    assert!(String::from_utf8(json)
        .unwrap()
        .contains(r#""feed_url": "https://example.org/feed""#));
    assert!(losses.is_empty(), "{losses:?}");
}
