//! Reader fidelity: what a feed says reaches the model and the feedparser
//! view, whatever way the feed says it, and nothing is dropped without a
//! warning. One test per capability, each checked on the model and, where
//! feedparser users read it, on the view.

use feedwright::view::feedparser::to_value;
use feedwright::{ReadOptions, WarningKind};

fn read(doc: &[u8]) -> (feedwright::Channel, Vec<feedwright::Warning>) {
    feedwright::parse_with(doc, &ReadOptions::default())
        .expect("a feed")
        .into()
}

#[test]
fn an_undeclared_charset_is_guessed_with_a_warning() {
    let text = "今日は東京で雨が降りました。明日の天気は晴れの予報です。";
    let doc = format!(
        "<rss version=\"2.0\"><channel><title>{text}</title><item><title>{text}</title></item></channel></rss>"
    );
    let (bytes, _, _) = encoding_rs::EUC_JP.encode(&doc);
    let (channel, warnings) = read(&bytes);
    assert_eq!(channel.title_text(), Some(text));
    assert_eq!(channel.encoding.as_deref(), Some("euc-jp"));
    assert_eq!(
        warnings[0].to_string(),
        "1:1: no encoding declared and the bytes are not UTF-8: read as euc-jp, guessed from the text"
    );
    let view = to_value(&channel, &warnings);
    assert_eq!(
        (view["encoding"].as_str(), view["bozo"].as_bool()),
        (Some("euc-jp"), Some(true))
    );

    // Simplified Chinese is named as Python's detector names it.
    let text = "今天的天气很好，我们一起去公园散步吧，然后去吃饭。";
    let doc = format!("<rss version=\"2.0\"><channel><title>{text}</title></channel></rss>");
    let (bytes, _, _) = encoding_rs::GBK.encode(&doc);
    let (channel, warnings) = read(&bytes);
    assert_eq!(channel.title_text(), Some(text));
    assert_eq!(to_value(&channel, &warnings)["encoding"], "gb2312");
}

#[test]
fn resolved_iris_stay_iris() {
    let (channel, warnings) = read(
        r#"<feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://www.詹姆斯.com/feed">
        <link rel="alternate" href="À/page?q=é"/><link rel="self" href=""/></feed>"#
            .as_bytes(),
    );
    assert_eq!(
        channel.links[0].href.as_str(),
        "http://www.詹姆斯.com/À/page?q=é"
    );
    assert_eq!(channel.links[0].href.raw.as_deref(), Some("À/page?q=é"));
    assert_eq!(channel.links[1].href.as_str(), "http://www.詹姆斯.com/feed");
    let view = to_value(&channel, &warnings);
    assert_eq!(
        view["feed"]["links"][1]["href"],
        "http://www.詹姆斯.com/feed"
    );
}

#[test]
fn a_json_feed_version_number_is_read_with_a_warning() {
    for (version, format) in [
        ("1.1", feedwright::Format::Json11),
        ("1.0", feedwright::Format::Json10),
        ("1", feedwright::Format::Json10),
    ] {
        let doc = format!(
            r#"{{"version": "{version}", "title": "T", "items": [{{"id": "1", "content_text": "x"}}]}}"#
        );
        let (channel, warnings) = read(doc.as_bytes());
        assert_eq!(channel.format, Some(format), "{version}");
        assert_eq!(channel.items.len(), 1);
        assert!(
            matches!(&warnings[0].kind, WarningKind::JsonVersionNotUrl { version: v } if v == version),
            "{warnings:?}"
        );
        assert_eq!(warnings[0].position.column, 13);
    }
}

#[test]
fn markup_where_text_belongs_fills_the_field_with_a_warning() {
    let doc = br#"<rss version="2.0"><channel><title>t</title><managingEditor><b>Ed</b></managingEditor>
<item><title>x</title><category><p>News</p></category><author><i>Joe</i> (J)</author><category>Plain</category><category><br/></category></item></channel></rss>"#;
    let (channel, warnings) = read(doc);
    let messages: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
    assert_eq!(
        messages,
        [
            "1:45: <managingEditor> holds markup where text belongs: its text is read",
            "2:23: <category> holds markup where text belongs: its text is read",
            "2:55: <author> holds markup where text belongs: its text is read",
            "2:112: <category> holds markup where text belongs: its text is read",
        ]
    );
    // The fields hold the text, as a reader shows it.
    let item = &channel.items[0];
    let terms: Vec<&str> = item.categories().map(|c| c.term).collect();
    assert_eq!(terms, ["News", "Plain"]);
    let authors: Vec<_> = item.authors().map(|a| a.name).collect();
    assert_eq!(authors, [Some("Joe (J)")]);
    assert_eq!(
        channel
            .managing_editor
            .as_ref()
            .and_then(|p| p.name.as_deref()),
        Some("Ed")
    );
    // A category with no text at all fills nothing and is kept whole.
    let kept: Vec<&str> = item.extensions.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(kept, ["category"]);
    // Written back, the markup is there again, in its place, and reads the same.
    let mut out = Vec::new();
    channel.write_rss(&mut out).expect("writes");
    let text = String::from_utf8(out.clone()).expect("UTF-8");
    assert!(
        text.contains("<category><p>News</p></category>\n      <author><i>Joe</i> (J)</author>\n      <category>Plain</category>"),
        "{text}"
    );
    assert!(
        text.contains("<managingEditor><b>Ed</b></managingEditor>"),
        "{text}"
    );
    let (again, _) = read(&out);
    assert_eq!(again, channel);
    // Changed in code, the field is written from its new value.
    let mut changed = channel.clone();
    changed.items[0].categories[0].term = "Sport".into();
    let mut out = Vec::new();
    changed.write_rss(&mut out).expect("writes");
    let text = String::from_utf8(out).expect("UTF-8");
    assert!(text.contains("<category>Sport</category>"), "{text}");
}

#[test]
fn an_atom_category_with_only_a_label_reads_the_label() {
    let (channel, warnings) = read(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><entry><title>e</title>
        <category label="News"/><category term="tech"/><category scheme="s"/></entry></feed>"#,
    );
    let item = &channel.items[0];
    let terms: Vec<(&str, Option<&str>)> = item.categories().map(|c| (c.term, c.label)).collect();
    assert_eq!(terms, [("News", Some("News")), ("tech", None)]);
    assert_eq!(item.extensions[0].attr("scheme"), Some("s"));
    let kinds: Vec<String> = warnings.iter().map(|w| w.kind.to_string()).collect();
    assert_eq!(
        kinds,
        [
            "<category> has no `term`: its `label` is read as the term",
            "<category> is missing a `term`: kept as an unread extension element",
        ]
    );
    // Written back as it was: no term invented.
    let out = String::from_utf8(channel.write_atom(Vec::new()).expect("writes")).expect("UTF-8");
    assert!(out.contains(r#"<category label="News"/>"#), "{out}");
    let (again, _) = read(out.as_bytes());
    assert_eq!(again, channel);
}

#[test]
fn html4_entities_keep_their_html4_meaning() {
    let (channel, _) =
        read(b"<rss version=\"2.0\"><channel><title>&lang;x&rang; &lbbrk;</title></channel></rss>");
    assert_eq!(channel.title_text(), Some("\u{2329}x\u{232A} \u{2772}"));
}

#[test]
fn underscored_language_tags_are_given_in_bcp47_form() {
    let (channel, warnings) = read(
        br#"<rss version="2.0"><channel xml:lang="fr_CA"><title>t</title><item><title>x</title></item></channel></rss>"#,
    );
    let view = to_value(&channel, &warnings);
    assert_eq!(view["feed"]["title_detail"]["language"], "fr-CA");
    assert_eq!(view["entries"][0]["title_detail"]["language"], "fr-CA");
    // The model keeps what the feed wrote.
    assert_eq!(channel.xml_lang.as_deref(), Some("fr_CA"));
}

#[test]
fn english_ordinal_days_are_read_as_a_repair() {
    let (channel, warnings) = read(
        b"<rss version=\"2.0\"><channel><title>t</title><item><title>x</title><pubDate>June 25th, 2026</pubDate></item></channel></rss>",
    );
    let date = channel.items[0].pub_date.as_ref().and_then(|d| d.value);
    assert_eq!(
        date.map(|d| d.to_rfc3339()).as_deref(),
        Some("2026-06-25T00:00:00+00:00")
    );
    assert!(matches!(warnings[0].kind, WarningKind::DateRepaired { .. }));
}

#[test]
fn unclaimed_elements_appear_in_the_view_as_feedparser_names_them() {
    let (channel, warnings) = read(
        br#"<rss version="2.0" xmlns:foo="urn:example:foo" xmlns:media="http://search.yahoo.com/mrss/">
        <channel><title>T</title><foo:Bar>chan ext</foo:Bar><baz>plain</baz>
        <item><title>I</title><foo:bar>item ext</foo:bar><qux Attr="1">lost</qux>
        <media:text type="plain">caption</media:text>
        <post-id xmlns="com-wordpress:feed-additions:1">42</post-id></item>
        </channel></rss>"#,
    );
    let view = to_value(&channel, &warnings);
    // A known namespace gets feedparser's prefix, an unknown one the document's, none the bare name.
    assert_eq!(view["feed"]["foo_bar"], "chan ext");
    assert_eq!(view["feed"]["baz"], "plain");
    let entry = &view["entries"][0];
    assert_eq!(entry["foo_bar"], "item ext");
    assert_eq!(entry["post-id"], "42");
    // With attributes, the attributes are the value and the text is not kept.
    assert_eq!(entry["qux"], serde_json::json!({"attr": "1"}));
    assert_eq!(entry["media_text"], serde_json::json!({"type": "plain"}));
}

#[test]
fn an_rss_description_is_html_in_the_view_even_without_markup() {
    let (channel, warnings) = read(
        br#"<rss version="2.0"><channel><title>T</title><description>d</description>
        <item><description>plain</description></item></channel></rss>"#,
    );
    let view = to_value(&channel, &warnings);
    assert_eq!(view["feed"]["subtitle_detail"]["type"], "text/html");
    assert_eq!(view["entries"][0]["summary_detail"]["type"], "text/html");
}

#[test]
fn the_order_of_elements_decides_where_feedparser_would_put_them() {
    // An enclosure before the link is listed first; the first of summary and
    // description is the summary, the other content.
    let (channel, warnings) = read(
        br#"<rss version="2.0"><channel><title>T</title>
        <item><enclosure url="http://example.com/a.mp3" length="1" type="audio/mpeg"/>
        <link>http://example.com/</link>
        <summary>first</summary><description>second</description></item>
        <item><description>first</description><summary>second</summary></item>
        </channel></rss>"#,
    );
    let view = to_value(&channel, &warnings);
    let first = &view["entries"][0];
    assert_eq!(first["links"][0]["rel"], "enclosure");
    assert_eq!(first["summary"], "first");
    assert_eq!(first["content"][0]["value"], "second");
    assert_eq!(view["entries"][1]["summary"], "first");
    assert_eq!(view["entries"][1]["content"][0]["value"], "second");
}

#[test]
fn a_guid_is_the_link_only_when_no_link_came_before_it() {
    let (channel, warnings) = read(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:feed</id><link href="http://a/"/>
        <entry><id>http://a/1</id><link href="http://a/x"/></entry>
        <entry><link href="http://a/x"/><id>http://a/1</id></entry></feed>"#,
    );
    let view = to_value(&channel, &warnings);
    assert_eq!(view["feed"]["guidislink"], true);
    assert_eq!(view["entries"][0]["guidislink"], true);
    assert_eq!(view["entries"][1]["guidislink"], false);
    // The link is the link either way.
    assert_eq!(view["entries"][0]["link"], "http://a/x");
}

#[test]
fn the_later_of_description_and_itunes_subtitle_is_the_subtitle() {
    let doc = |inner: &str| {
        format!(
            r#"<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
            <channel><title>T</title>{inner}</channel></rss>"#
        )
    };
    let subtitle = |inner: &str| {
        let (channel, warnings) = read(doc(inner).as_bytes());
        to_value(&channel, &warnings)["feed"]["subtitle"].clone()
    };
    let d = "<description>desc</description>";
    let i = "<itunes:subtitle>sub</itunes:subtitle>";
    assert_eq!(subtitle(&format!("{d}{i}")), "sub");
    assert_eq!(subtitle(&format!("{i}{d}")), "desc");
}

#[test]
fn atom_elements_in_rss_items_fill_their_fields_and_are_written_back_as_atom() {
    let doc = br#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title>
        <item><title>I</title><atom:published>2026-01-02T03:04:05Z</atom:published>
        <atom:author><atom:name>Ann</atom:name><atom:uri>http://ann.example/</atom:uri></atom:author>
        <atom:contributor><atom:name>Bob</atom:name></atom:contributor>
        <atom:category term="t1" scheme="http://s.example/" label="Tee"/>
        <atom:summary type="html">&lt;b&gt;sum&lt;/b&gt;</atom:summary>
        <atom:content type="html">&lt;p&gt;body&lt;/p&gt;</atom:content>
        <atom:rights>CC</atom:rights><atom:id>urn:x:1</atom:id></item></channel></rss>"#;
    let (channel, warnings) = read(doc);
    let item = &channel.items[0];
    assert!(item.extensions.is_empty(), "{:?}", item.extensions);
    assert_eq!(
        item.pub_date
            .as_ref()
            .and_then(|d| d.value)
            .map(|d| d.to_rfc3339())
            .as_deref(),
        Some("2026-01-02T03:04:05+00:00")
    );
    assert_eq!(item.authors[0].name.as_deref(), Some("Ann"));
    assert_eq!(item.contributors[0].name.as_deref(), Some("Bob"));
    assert_eq!(item.categories[0].label.as_deref(), Some("Tee"));
    assert_eq!(
        item.description.as_ref().map(|d| d.value.as_str()),
        Some("<b>sum</b>")
    );
    assert_eq!(item.rights.as_ref().map(|r| r.value.as_str()), Some("CC"));
    assert_eq!(
        item.guid.as_ref().map(|g| g.value.as_str()),
        Some("urn:x:1")
    );
    // The view reads them as feedparser does, an Atom id standing in for the link.
    let view = to_value(&channel, &warnings);
    assert_eq!(view["entries"][0]["author"], "Ann");
    assert_eq!(view["entries"][0]["link"], "urn:x:1");

    // Written as RSS, each stays an Atom element, and reads back the same.
    let written = String::from_utf8(channel.write_rss(Vec::new()).unwrap()).unwrap();
    for element in [
        "published",
        "author",
        "contributor",
        "category",
        "summary",
        "content",
        "rights",
        "id",
    ] {
        assert!(
            written.contains(&format!("<atom:{element}")),
            "{element} in {written}"
        );
    }
    let (again, _) = read(written.as_bytes());
    assert_eq!(again.items[0], channel.items[0]);
}

#[test]
fn an_atom_element_whose_field_rss_filled_stays_an_extension_in_place() {
    let (channel, _) = read(
        br#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:x="urn:x"><channel><title>T</title>
        <item><x:a/><atom:published>2026-01-02T03:04:05Z</atom:published><x:b/>
        <pubDate>Fri, 02 Jan 2026 00:00:00 GMT</pubDate></item></channel></rss>"#,
    );
    let item = &channel.items[0];
    let names: Vec<&str> = item.extensions.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["a", "published", "b"]);
    assert!(!item.atom_fields.published);
}

#[test]
fn author_and_author_detail_follow_feedparser_with_several_authors() {
    // Atom people are written as parts: author and author_detail are the
    // last one (an e-mail address of an earlier one stays, as in feedparser).
    let (channel, warnings) = read(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
        <entry><title>E</title><author><name>A1</name><email>a1@example.org</email></author>
        <author><name>A2</name></author></entry></feed>"#,
    );
    let view = to_value(&channel, &warnings);
    let e = &view["entries"][0];
    assert_eq!(e["author"], "A2");
    assert_eq!(e["author_detail"]["name"], "A2");
    // People from several elements are listed in document order.
    let (channel, warnings) = read(
        br#"<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title>
        <item><dc:creator>D1</dc:creator><author>a@example.org (A)</author></item></channel></rss>"#,
    );
    let view = to_value(&channel, &warnings);
    let e = &view["entries"][0];
    assert_eq!(e["authors"][0]["name"], "D1");
    assert_eq!(e["author"], "a@example.org (A)");
    // Text people: the first one read sets author_detail.
    assert_eq!(e["author_detail"]["name"], "D1");
}

#[test]
fn an_rss1_image_is_in_the_view_as_far_as_feedparser_reads_it() {
    let doc = |inside: bool| {
        let image = r#"<image rdf:about="http://e.example/i.png"><title>Img</title>
            <url>http://e.example/i.png</url><link>http://e.example/</link></image>"#;
        let (a, b) = if inside { (image, "") } else { ("", image) };
        format!(
            r#"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
            <channel rdf:about="http://e.example/"><title>T</title><link>http://e.example/</link>
            <description>d</description>{a}</channel>{b}
            <item rdf:about="http://e.example/1"><title>I</title></item></rdf:RDF>"#
        )
    };
    // Inside <channel> (as some feeds write it): every value.
    let (channel, warnings) = read(doc(true).as_bytes());
    let view = to_value(&channel, &warnings);
    assert_eq!(view["feed"]["image"]["href"], "http://e.example/i.png");
    assert_eq!(view["feed"]["image"]["title"], "Img");
    // After </channel>, where RSS 1.0 puts it, feedparser keeps none of them.
    let (channel, warnings) = read(doc(false).as_bytes());
    assert_eq!(
        channel.image.as_ref().map(|i| i.url.as_str()),
        Some("http://e.example/i.png")
    );
    let view = to_value(&channel, &warnings);
    assert_eq!(
        view["feed"]["image"],
        serde_json::json!({"links": [{"rel": "alternate", "type": "text/html"}]})
    );
}

#[test]
fn double_encoded_utf8_is_repaired_in_any_source_encoding() {
    // "Müller" as UTF-8 read as Latin-1 ("MÃ¼ller"), in a Latin-1 document.
    let mut doc =
        b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss version=\"2.0\"><channel><title>M"
            .to_vec();
    doc.extend_from_slice(&[0xC3, 0xBC]);
    doc.extend_from_slice(b"ller</title></channel></rss>");
    let (channel, warnings) = read(&doc);
    assert_eq!(
        channel.title.as_ref().map(|t| t.value.as_str()),
        Some("Müller")
    );
    assert!(warnings
        .iter()
        .any(|w| matches!(w.kind, feedwright::WarningKind::DoubleEncodedUtf8)));
    // Its UTF-8 rewrite reads the same.
    let written = channel.write_rss(Vec::new()).unwrap();
    let (again, _) = read(&written);
    assert_eq!(again.title, channel.title);
}
