//! Podcasting 2.0: every tag of the namespace's element list is read into a
//! typed field at each level it is allowed at (channel, item, live item,
//! and inside one another), keeps what its type has no place for, and is
//! written back as read; partytime's test feeds and the `partytime__*` real
//! feeds leave no tag of the namespace untyped and give no false error
//! under `check`.

mod common;

use feedwright::check::{validate, ProblemKind, Severity};
use feedwright::model::{Element, Node, PodcastItem};
use feedwright::Channel;

/// The namespace's element list (phases 1 to 8, and the children
/// `source`, `integrity`, `valueRecipient`, `valueTimeSplit`, `contentLink`).
const ELEMENT_LIST: &[&str] = &[
    "locked",
    "transcript",
    "funding",
    "chapters",
    "soundbite",
    "person",
    "location",
    "season",
    "episode",
    "trailer",
    "license",
    "alternateEnclosure",
    "source",
    "integrity",
    "guid",
    "value",
    "valueRecipient",
    "medium",
    "images",
    "liveItem",
    "contentLink",
    "socialInteract",
    "block",
    "txt",
    "remoteItem",
    "podroll",
    "updateFrequency",
    "podping",
    "valueTimeSplit",
    "publisher",
    "chat",
    "image",
];

const PODCAST_NS: &str = "https://podcastindex.org/namespace/1.0";

/// A channel, an item and a live item holding every tag typed since the
/// namespace was typed whole, at each level the spec allows it.
const EVERY_TAG: &str = r##"<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:x="https://example.org/x">
  <channel>
    <title>Show</title>
    <link>https://example.org/</link>
    <description>A show</description>
    <podcast:guid>917393e3-1b1e-5cef-ace4-edaa54e1f810</podcast:guid>
    <podcast:value type="lightning" method="keysend" suggested="0.00000005000">
      <podcast:valueRecipient name="Host" type="node" address="02ab" split="90"/>
      <podcast:valueRecipient name="Hosting" type="node" address="03cd" split="10" fee="true"/>
    </podcast:value>
    <podcast:socialInteract priority="1" protocol="activitypub" uri="https://example.social/@show/1" accountId="@show" accountUrl="https://example.social/@show"/>
    <podcast:block>yes</podcast:block>
    <podcast:block id="google">no</podcast:block>
    <podcast:txt purpose="verify">S6lpp-7ZCn8</podcast:txt>
    <podcast:updateFrequency rrule="FREQ=WEEKLY" dtstart="2023-08-28T00:00:00.000Z" complete="false">Weekly</podcast:updateFrequency>
    <podcast:podping usesPodping="true"/>
    <podcast:podroll>
      <podcast:remoteItem feedGuid="29cdca4a-32d8-56ba-b48b-09a011c5daa9" feedUrl="https://example.org/other.rss" title="Other"/>
    </podcast:podroll>
    <podcast:remoteItem feedGuid="396d9ae0-da7e-5557-b894-b606231fa3ea" itemGuid="ep-1" medium="music"/>
    <podcast:publisher>
      <podcast:remoteItem medium="publisher" feedGuid="003af0a0-6a45-55cf-b765-68e3d349551a" feedUrl="https://example.org/publisher.xml"/>
    </podcast:publisher>
    <podcast:image href="https://example.org/art.jpg" alt="Art" aspect-ratio="1/1" width="3000" height="3000" type="image/jpeg" purpose="artwork"/>
    <podcast:images srcset="https://example.org/a-1500.jpg 1500w, https://example.org/a-600.jpg 600w"/>
    <podcast:chat server="irc.example.org" protocol="irc" accountId="@show" space="#show" embedUrl="https://example.org/chat"/>
    <podcast:liveItem status="live" start="2021-09-26T07:30:00.000-0600" end="2021-09-26T09:30:00.000-0600">
      <title>Live</title>
      <guid>live-1</guid>
      <enclosure url="https://example.org/live.mp3" type="audio/mpeg" length="312"/>
      <podcast:alternateEnclosure type="audio/mpeg" length="312" default="true">
        <podcast:source uri="https://example.org/live"/>
      </podcast:alternateEnclosure>
      <podcast:contentLink href="https://example.org/watch">Watch live</podcast:contentLink>
      <podcast:chat server="relay.example.org" protocol="nostr" accountId="npub1"/>
      <podcast:person role="host">Host</podcast:person>
      <podcast:image href="https://example.org/live.jpg"/>
      <podcast:value type="lightning" method="keysend">
        <podcast:valueRecipient name="Host" type="node" address="02ab" split="100"/>
      </podcast:value>
    </podcast:liveItem>
    <item>
      <title>Episode</title>
      <guid>ep-1</guid>
      <enclosure url="https://example.org/ep.mp3" type="audio/mpeg" length="43200000"/>
      <podcast:alternateEnclosure type="audio/opus" length="32400000" bitrate="96000.5" height="0" lang="en" title="High quality" rel="default" codecs="opus" default="false" language="en">
        <podcast:source uri="https://example.org/ep.opus"/>
        <podcast:source uri="ipfs://someHash" contentType="audio/opus"/>
        <podcast:integrity type="sri" value="sha384-abc"/>
        <x:note>kept</x:note>
      </podcast:alternateEnclosure>
      <podcast:value type="lightning" method="keysend">
        <podcast:valueRecipient name="Guest" type="lnaddress" address="guest@example.org" split="50" customKey="7629169" customValue="abc"/>
        <podcast:valueTimeSplit startTime="60" duration="237" remoteStartTime="10" remotePercentage="95">
          <podcast:remoteItem itemGuid="https://example.org/song#1" feedGuid="a94f5cc9-8c58-55fc-91fe-a324087a655b" medium="music"/>
        </podcast:valueTimeSplit>
        <podcast:valueTimeSplit startTime="330" duration="53">
          <podcast:valueRecipient name="Other" type="node" address="04ef" split="10"/>
        </podcast:valueTimeSplit>
      </podcast:value>
      <podcast:socialInteract protocol="disabled"/>
      <podcast:txt purpose="ai-content">false</podcast:txt>
      <podcast:image href="https://example.org/ep.jpg" aspect-ratio="16/9"/>
      <podcast:images srcset="https://example.org/e-600.jpg 600w"/>
      <podcast:chat server="chat.example.org" protocol="matrix" space="#ep:example.org"/>
      <podcast:contentLink href="https://example.org/video">Watch it</podcast:contentLink>
    </item>
  </channel>
</rss>"##;

/// Every element of the Podcasting 2.0 namespace among `elements` and
/// below them, by local name.
fn podcast_elements(elements: &[Element], out: &mut Vec<String>) {
    let mut stack: Vec<&Element> = elements.iter().collect();
    while let Some(el) = stack.pop() {
        if el.namespace.as_deref() == Some(PODCAST_NS) {
            out.push(el.name.clone());
        }
        stack.extend(el.children.iter().filter_map(|c| match c {
            Node::Element(e) => Some(e),
            Node::Text(_) => None,
        }));
    }
}

/// The elements an item's (or a live item's) typed tags keep as read.
fn kept_in_item(p: &PodcastItem, out: &mut Vec<String>) {
    for enclosure in &p.alternate_enclosures {
        podcast_elements(&enclosure.extensions, out);
    }
    for value in &p.values {
        podcast_elements(&value.extensions, out);
        for split in &value.time_splits {
            podcast_elements(&split.extensions, out);
        }
    }
}

/// The tags of the element list a channel keeps as extension elements:
/// on the channel, its items, and inside the typed tags that keep
/// children as read.
fn untyped(channel: &Channel) -> Vec<String> {
    let mut out = Vec::new();
    podcast_elements(&channel.extensions, &mut out);
    for item in &channel.items {
        podcast_elements(&item.extensions, &mut out);
        if let Some(p) = &item.podcast {
            kept_in_item(p, &mut out);
        }
    }
    if let Some(p) = &channel.podcast {
        for live in &p.live_items {
            podcast_elements(&live.extensions, &mut out);
            kept_in_item(&live.podcast, &mut out);
        }
        for value in &p.values {
            podcast_elements(&value.extensions, &mut out);
            for split in &value.time_splits {
                podcast_elements(&split.extensions, &mut out);
            }
        }
        if let Some(podroll) = &p.podroll {
            podcast_elements(&podroll.extensions, &mut out);
        }
        if let Some(publisher) = &p.publisher {
            podcast_elements(&publisher.extensions, &mut out);
        }
    }
    out.retain(|name| ELEMENT_LIST.contains(&name.as_str()));
    out
}

/// Writes the channel back in its own format and reads it again.
fn written_back(channel: &Channel) -> Channel {
    let bytes = channel.write_rss(Vec::new()).expect("the channel writes");
    feedwright::parse(&bytes).expect("what was written reads")
}

#[test]
fn every_tag_reads_into_its_typed_field_at_every_level() {
    let channel = feedwright::parse(EVERY_TAG.as_bytes()).expect("a feed");
    assert_eq!(untyped(&channel), Vec::<String>::new());
    let show = channel.podcast.as_ref().expect("the channel's tags");

    let value = &show.values[0];
    assert_eq!(
        (value.kind.as_str(), value.method.as_str()),
        ("lightning", "keysend")
    );
    assert_eq!(value.suggested.as_deref(), Some("0.00000005000"));
    let splits: Vec<_> = value
        .recipients
        .iter()
        .map(|r| r.split.as_deref())
        .collect();
    assert_eq!(splits, [Some("90"), Some("10")]);
    assert_eq!(value.recipients[1].fee.as_deref(), Some("true"));

    let social = &show.social_interacts[0];
    assert_eq!(social.protocol, "activitypub");
    assert_eq!(social.priority, Some(1));
    assert_eq!(
        social.account_url.as_ref().map(|u| u.as_str()),
        Some("https://example.social/@show")
    );
    let blocks: Vec<_> = show
        .blocks
        .iter()
        .map(|b| (b.id.as_deref(), b.value.as_str()))
        .collect();
    assert_eq!(blocks, [(None, "yes"), (Some("google"), "no")]);
    assert_eq!(show.txts[0].purpose.as_deref(), Some("verify"));
    let frequency = show.update_frequency.as_ref().expect("updateFrequency");
    assert_eq!(
        (
            frequency.label.as_str(),
            frequency.rrule.as_deref(),
            frequency.complete.as_deref()
        ),
        ("Weekly", Some("FREQ=WEEKLY"), Some("false"))
    );
    let podping = show.podping.as_ref().expect("podping");
    assert_eq!(podping.uses_podping.as_deref(), Some("true"));
    let podroll = show.podroll.as_ref().expect("podroll");
    assert_eq!(podroll.remote_items[0].title.as_deref(), Some("Other"));
    assert_eq!(show.remote_items[0].item_guid.as_deref(), Some("ep-1"));
    let publisher = show.publisher.as_ref().expect("publisher");
    assert_eq!(
        publisher.remote_items[0].medium.as_deref(),
        Some("publisher")
    );
    let image = &show.images[0];
    assert_eq!(
        (
            image.width,
            image.height,
            image.aspect_ratio.as_deref(),
            image.purpose.as_deref()
        ),
        (Some(3000), Some(3000), Some("1/1"), Some("artwork"))
    );
    assert!(show
        .image_set
        .as_ref()
        .expect("images")
        .srcset
        .ends_with("600w"));
    let chat = show.chat.as_ref().expect("chat");
    assert_eq!(
        (chat.server.as_str(), chat.space.as_deref()),
        ("irc.example.org", Some("#show"))
    );
    // An attribute the spec does not give is kept beside the typed ones.
    assert_eq!(chat.other_attributes[0].name, "embedUrl");

    let live = &show.live_items[0];
    assert_eq!(live.status.as_deref(), Some("live"));
    assert_eq!(live.start.as_deref(), Some("2021-09-26T07:30:00.000-0600"));
    assert_eq!(live.end.as_deref(), Some("2021-09-26T09:30:00.000-0600"));
    let kept: Vec<_> = live.extensions.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(kept, ["title", "guid", "enclosure"]);
    assert_eq!(
        live.podcast.alternate_enclosures[0].sources[0].uri.as_str(),
        "https://example.org/live"
    );
    assert_eq!(live.podcast.content_links[0].label, "Watch live");
    assert_eq!(
        live.podcast.chat.as_ref().map(|c| c.protocol.as_str()),
        Some("nostr")
    );
    assert_eq!(live.podcast.persons[0].name, "Host");
    assert_eq!(live.podcast.images.len(), 1);
    assert_eq!(live.podcast.values[0].recipients.len(), 1);

    let episode = channel.items[0].podcast.as_ref().expect("the item's tags");
    let alternate = &episode.alternate_enclosures[0];
    assert_eq!(alternate.media_type, "audio/opus");
    assert_eq!(
        (alternate.length, alternate.height),
        (Some(32_400_000), Some(0))
    );
    assert_eq!(alternate.bitrate.as_deref(), Some("96000.5"));
    assert_eq!(
        (
            alternate.lang.as_deref(),
            alternate.title.as_deref(),
            alternate.rel.as_deref()
        ),
        (Some("en"), Some("High quality"), Some("default"))
    );
    assert_eq!(
        (alternate.codecs.as_deref(), alternate.default.as_deref()),
        (Some("opus"), Some("false"))
    );
    assert_eq!(
        alternate.sources[1].content_type.as_deref(),
        Some("audio/opus")
    );
    let integrity = alternate.integrity.as_ref().expect("integrity");
    assert_eq!(
        (integrity.kind.as_str(), integrity.value.as_str()),
        ("sri", "sha384-abc")
    );
    assert_eq!(alternate.other_attributes[0].name, "language");
    // A child of another namespace stays with the tag it was in.
    assert_eq!(alternate.extensions[0].name, "note");

    let value = &episode.values[0];
    assert_eq!(value.recipients[0].custom_key.as_deref(), Some("7629169"));
    let remote = &value.time_splits[0];
    assert_eq!(
        (
            remote.start_time.as_deref(),
            remote.remote_percentage.as_deref()
        ),
        (Some("60"), Some("95"))
    );
    assert_eq!(
        remote.remote_items[0].feed_guid,
        "a94f5cc9-8c58-55fc-91fe-a324087a655b"
    );
    assert_eq!(
        value.time_splits[1].recipients[0].name.as_deref(),
        Some("Other")
    );
    assert_eq!(episode.social_interacts[0].protocol, "disabled");
    assert_eq!(episode.txts[0].value, "false");
    assert_eq!(episode.images[0].aspect_ratio.as_deref(), Some("16/9"));
    assert!(episode.image_set.is_some());
    assert_eq!(
        episode.chat.as_ref().map(|c| c.protocol.as_str()),
        Some("matrix")
    );
    assert_eq!(
        episode.content_links[0].href.as_str(),
        "https://example.org/video"
    );
}

#[test]
fn every_tag_writes_back_as_read() {
    let channel = feedwright::parse(EVERY_TAG.as_bytes()).expect("a feed");
    let again = written_back(&channel);
    assert_eq!(again.podcast, channel.podcast);
    assert_eq!(again.items[0].podcast, channel.items[0].podcast);
    assert_eq!(again.extensions, channel.extensions);
    // Written a second time, the bytes are the same.
    let first = channel.write_rss(Vec::new()).expect("writes");
    let second = again.write_rss(Vec::new()).expect("writes");
    assert_eq!(
        String::from_utf8_lossy(&first),
        String::from_utf8_lossy(&second)
    );
    // The feedparser view shows the tags as it shows any element of a
    // namespace it does not know, before and after.
    let view = feedwright::view::feedparser::to_value(&channel, &[]);
    // feedparser flattens a live item's children into the feed: its chat,
    // later in the document, is the feed's `podcast_chat`.
    assert_eq!(view["feed"]["podcast_chat"]["server"], "relay.example.org");
    assert_eq!(
        view["feed"]["podcast_updatefrequency"]["rrule"],
        "FREQ=WEEKLY"
    );
    assert_eq!(
        view["entries"][0]["podcast_alternateenclosure"]["language"],
        "en"
    );
    assert_eq!(
        view["entries"][0]["podcast_alternateenclosure"]["title"],
        "High quality"
    );
    assert_eq!(view, feedwright::view::feedparser::to_value(&again, &[]));
}

#[test]
fn a_tag_without_what_its_type_needs_stays_an_extension_element() {
    let channel = feedwright::parse(
        br#"<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
        <podcast:value method="keysend"/>
        <podcast:chat protocol="irc"/>
        <podcast:chat server="a" protocol="irc"/>
        <podcast:chat server="b" protocol="irc"/>
        <item><podcast:alternateEnclosure length="1"><podcast:source uri="https://e.org/a"/></podcast:alternateEnclosure>
        <podcast:alternateEnclosure type="audio/mpeg"><podcast:source/><podcast:integrity type="sri"/></podcast:alternateEnclosure>
        <podcast:contentLink>no href</podcast:contentLink></item>
        </channel></rss>"#,
    )
    .expect("a feed");
    let mut left = untyped(&channel);
    left.sort();
    let expected = [
        "alternateEnclosure",
        "chat",
        "chat",
        "contentLink",
        "integrity",
        "source",
        "source",
        "value",
    ];
    assert_eq!(left, expected);
    let names: Vec<_> = channel.extensions.iter().map(|e| e.name.as_str()).collect();
    // A value with no type, a chat with no server, and a second chat (the
    // channel holds one) are kept as read.
    assert_eq!(names, ["value", "chat", "chat"]);
    assert_eq!(
        channel
            .podcast
            .as_ref()
            .and_then(|p| p.chat.as_ref())
            .map(|c| c.server.as_str()),
        Some("a")
    );
    let item = &channel.items[0];
    let names: Vec<_> = item.extensions.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["alternateEnclosure", "contentLink"]);
    let alternate = &item.podcast.as_ref().expect("typed").alternate_enclosures[0];
    assert!(alternate.sources.is_empty() && alternate.integrity.is_none());
    let kept: Vec<_> = alternate
        .extensions
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(kept, ["source", "integrity"]);
    // The integrity is kept with the attribute it had.
    assert_eq!(alternate.extensions[1].attributes[0].value, "sri");
    let again = written_back(&channel);
    assert_eq!(again.extensions, channel.extensions);
    assert_eq!(again.items[0].podcast, item.podcast);
}

/// partytime's test feeds and the `partytime__*` real feeds.
fn partytime_feeds() -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    if let Some(dir) = common::shared("specs/partytime-fixtures") {
        files.extend(common::xml_files(&dir));
    }
    if let Some(dir) = common::shared("realworld/files") {
        files.extend(common::files_where(&dir, |p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("partytime__"))
        }));
    }
    files
}

#[test]
fn partytime_feeds_leave_no_tag_of_the_namespace_untyped() {
    let files = partytime_feeds();
    let mut untyped_found = Vec::new();
    for path in &files {
        let bytes = std::fs::read(path).expect("the feed reads");
        let channel = feedwright::parse(&bytes).expect("a feed");
        for name in untyped(&channel) {
            untyped_found.push(format!("{}: podcast:{name}", path.display()));
        }
    }
    println!("{} partytime feeds read", files.len());
    assert!(
        untyped_found.is_empty(),
        "kept untyped:\n{}",
        untyped_found.join("\n")
    );
}

/// What partytime's test feeds write that the namespace does not have,
/// each checked by hand against the namespace's pages: (rule, what the
/// finding's detail names). Every other error on a `podcast:` element would
/// be a false one.
const NOT_IN_THE_NAMESPACE: &[(&str, &str)] = &[
    // `person` and `locked` have no `email` attribute; `alternateEnclosure`
    // says `lang`, not `language`.
    ("unexpected-attribute", "`email` on `podcast:person`"),
    ("unexpected-attribute", "`email` on `podcast:locked`"),
    (
        "unexpected-attribute",
        "`language` on `podcast:alternateEnclosure`",
    ),
    // No such tags: `complete` is iTunes', `tracker` was never adopted.
    ("undefined-element", "`podcast:complete`"),
    ("undefined-element", "`podcast:tracker`"),
    // `liveItem start`/`end` are ISO 8601 date-times; `...T24:00:00.000 -0500` is not.
    ("atom-date-rfc3339", "`2023-10-0"),
    // `split` is a number and `fee` a boolean; empty is neither.
    ("non-negative-integer", "attribute `split`: ``"),
    ("boolean", "attribute `fee`: ``"),
    // A remote feed's guid is its podcast:guid, a version 5 UUID.
    ("podcast-guid", "feedGuid"),
    // URLs: one with spaces, and empty `img` and `href`.
    ("uri-characters", "attribute `url`"),
    ("url-relative", "attribute `img`: ``"),
    ("url-relative", "attribute `href`: ``"),
];

#[test]
fn partytime_feeds_check_without_errors_on_the_namespace() {
    let files = partytime_feeds();
    let mut found = Vec::new();
    for path in &files {
        let bytes = std::fs::read(path).expect("the feed reads");
        let report = validate(&bytes).expect("a feed");
        for problem in &report.problems {
            let on_podcast = problem
                .path
                .as_deref()
                .is_some_and(|p| p.contains("podcast:"));
            let reviewed = NOT_IN_THE_NAMESPACE.iter().any(|(rule, said)| {
                problem.rule == *rule && problem.detail.as_deref().is_some_and(|d| d.contains(said))
            });
            let error = problem.severity >= Severity::Error && on_podcast && !reviewed;
            if error || problem.kind == ProblemKind::RoundTrip {
                found.push(format!(
                    "{}: {} {:?} {:?}",
                    path.display(),
                    problem.rule,
                    problem.path,
                    problem.detail
                ));
            }
        }
    }
    println!("{} partytime feeds checked", files.len());
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn answers_span_the_enclosure_value_and_image_tags() {
    use feedwright::model::{EnclosureOrigin, ImageOrigin};
    let channel = feedwright::parse(EVERY_TAG.as_bytes()).expect("a feed");
    let episode = &channel.items[0];
    let files: Vec<_> = episode.enclosures().collect();
    let origins: Vec<_> = files.iter().map(|f| f.origin).collect();
    assert_eq!(
        origins,
        [
            EnclosureOrigin::Enclosure,
            EnclosureOrigin::AlternateEnclosure
        ]
    );
    let opus = &files[1];
    assert_eq!(opus.url, "https://example.org/ep.opus");
    assert_eq!((opus.bitrate, opus.height), (Some(96_001), Some(0)));
    assert_eq!(
        (opus.language, opus.title, opus.is_default),
        (Some("en"), Some("High quality"), false)
    );
    let uris: Vec<_> = opus.sources.iter().map(|s| s.uri.as_str()).collect();
    assert_eq!(uris, ["https://example.org/ep.opus", "ipfs://someHash"]);

    // The episode's value block replaces the show's.
    let show: Vec<_> = channel
        .value_recipients()
        .filter_map(|r| r.name.as_deref())
        .collect();
    assert_eq!(show, ["Host", "Hosting"]);
    let paid: Vec<_> = episode
        .value_recipients(&channel)
        .filter_map(|r| r.name.as_deref())
        .collect();
    assert_eq!(paid, ["Guest"]);

    let art: Vec<_> = channel
        .images()
        .map(|i| (i.origin, i.url, i.width))
        .collect();
    assert_eq!(
        art,
        [
            (
                ImageOrigin::PodcastImage,
                "https://example.org/art.jpg",
                Some(3000)
            ),
            (
                ImageOrigin::PodcastImages,
                "https://example.org/a-1500.jpg",
                Some(1500)
            ),
            (
                ImageOrigin::PodcastImages,
                "https://example.org/a-600.jpg",
                Some(600)
            ),
        ]
    );
    assert_eq!(episode.images().count(), 2);
}

#[test]
fn the_fixture_holds_every_tag_typed_and_checks_clean() {
    let path = common::fixtures_dir().join("rss2/joe-ma-tech-blog-podcast20.xml");
    let bytes = std::fs::read(path).expect("the fixture reads");
    let text = std::str::from_utf8(&bytes).expect("UTF-8");
    let doc = roxmltree::Document::parse(text).expect("well-formed");
    let mut used: Vec<&str> = doc
        .descendants()
        .filter(|n| n.tag_name().namespace() == Some(PODCAST_NS))
        .map(|n| n.tag_name().name())
        .collect();
    used.sort_unstable();
    used.dedup();
    let mut every: Vec<&str> = ELEMENT_LIST.to_vec();
    every.sort_unstable();
    assert_eq!(used, every);
    let channel = feedwright::parse(&bytes).expect("a feed");
    assert_eq!(untyped(&channel), Vec::<String>::new());
    let report = validate(&bytes).expect("a feed");
    let problems: Vec<_> = report.problems.iter().map(|p| p.rule.as_str()).collect();
    assert_eq!(problems, Vec::<&str>::new());
}

#[test]
fn value_slugs_are_checked_against_the_namespace_s_list() {
    let report = validate(
        br#"<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
        <title>T</title><link>https://example.org/</link><description>D</description>
        <podcast:value type="dogecoin" method="keysend">
          <podcast:valueRecipient type="carrier-pigeon" address="a" split="1"/>
        </podcast:value></channel></rss>"#,
    )
    .expect("a feed");
    let details = registry_details(&report);
    assert_eq!(
        details,
        [
            "attribute `type`: `dogecoin` is not in the namespace's valueslugs.txt",
            "attribute `type`: `carrier-pigeon` is not in the namespace's valueslugs.txt",
        ]
    );
}

#[test]
fn person_roles_and_groups_are_checked_against_the_taxonomy() {
    let report = validate(
        br#"<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
        <title>T</title><link>https://example.org/</link><description>D</description>
        <podcast:person role="guitar" group="band">A</podcast:person>
        <podcast:person role="Host" group="cast">B</podcast:person>
        <podcast:person role="cover art designer" group="Visuals">C</podcast:person>
        </channel></rss>"#,
    )
    .expect("a feed");
    let details = registry_details(&report);
    assert_eq!(
        details,
        [
            "attribute `role`: `guitar` is not a role of the namespace's taxonomy.json",
            "attribute `group`: `band` is not a group of the namespace's taxonomy.json",
        ]
    );
}

/// What the `podcast-registry` findings of `report` say, in order.
fn registry_details(report: &feedwright::check::Report) -> Vec<&str> {
    report
        .problems
        .iter()
        .filter(|p| p.rule == "podcast-registry")
        .filter_map(|p| p.detail.as_deref())
        .collect()
}
