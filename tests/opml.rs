//! OPML: the exports of real readers (written from their documentation
//! and published examples, tests/data/opml/readers/) read, written back and
//! read again to the same outline; broken documents repaired with a warning
//! each; hostile ones held to the reader's limits.

use std::time::Instant;

use feedwright::opml::{self, Opml, Outline, ParsedOpml};
use feedwright::{ErrorKind, ReadOptions, WarningKind};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/opml");

fn read_file(path: &str) -> Vec<u8> {
    std::fs::read(format!("{DATA}/{path}")).unwrap()
}

fn parse(bytes: &[u8]) -> ParsedOpml {
    opml::parse_with(bytes, &ReadOptions::default()).unwrap()
}

fn written(opml: &Opml) -> Vec<u8> {
    opml.write_to(Vec::new()).unwrap()
}

/// Each subscription as `folder/path: label <xmlUrl>`.
fn listing(opml: &Opml) -> Vec<String> {
    opml.subscriptions()
        .iter()
        .map(|s| {
            format!(
                "{}: {} <{}>",
                s.folders.join("/"),
                s.outline.label().unwrap_or(""),
                s.outline.xml_url.as_deref().unwrap_or("")
            )
        })
        .collect()
}

fn messages(parsed: &ParsedOpml) -> Vec<String> {
    parsed.warnings.iter().map(|w| w.to_string()).collect()
}

/// Reads, writes, reads again: the same document; and writing that gives
/// the same bytes.
fn assert_round_trip(name: &str, first: &Opml) {
    let bytes = written(first);
    let again = parse(&bytes);
    assert_eq!(&again.opml, first, "{name}: read back differs");
    // Dates are kept as written, repaired or not; nothing else needs a repair again.
    let repairs: Vec<_> = again
        .warnings
        .iter()
        .filter(|w| {
            !matches!(
                w.kind,
                WarningKind::DateRepaired { .. } | WarningKind::InvalidDate { .. }
            )
        })
        .collect();
    assert_eq!(
        repairs,
        [] as [&feedwright::Warning; 0],
        "{name}: written back with repairs to make"
    );
    assert_eq!(
        String::from_utf8(written(&again.opml)).unwrap(),
        String::from_utf8(bytes).unwrap(),
        "{name}: written twice differs"
    );
}

#[test]
fn reader_exports_read_write_and_read_again_to_the_same_outline() {
    // (file, warnings, subscriptions as listed)
    let cases: [(&str, &[&str], &[&str]); 7] = [
        (
            "feedly.opml",
            &[],
            &[
                "Tech: Ars Technica <https://feeds.arstechnica.com/arstechnica/index>",
                "Tech: The Verge -  All Posts <https://www.theverge.com/rss/index.xml>",
                "Cooking: Smitten Kitchen <http://feeds.feedburner.com/smittenkitchen>",
            ],
        ),
        (
            "inoreader.opml",
            &[],
            &[
                "News: BBC News - World <https://feeds.bbci.co.uk/news/world/rss.xml>",
                "News: Le Monde.fr - Actualités et Infos en France et dans le monde <https://www.lemonde.fr/rss/une.xml>",
                "Science: NASA Breaking News <https://www.nasa.gov/news-release/feed/>",
                ": xkcd.com <https://xkcd.com/atom.xml>",
            ],
        ),
        (
            "netnewswire.opml",
            &[],
            &[
                "Apple: Daring Fireball <https://daringfireball.net/feeds/main>",
                "Apple: Six Colors <https://feedpress.me/sixcolors>",
                ": inessential <https://inessential.com/feed.json>",
                ": Jason Kottke <https://feeds.kottke.org/main>",
            ],
        ),
        (
            "miniflux.opml",
            // Go's RFC 1123 layout names the zone.
            &["5:5: date `Sun, 06 Dec 2026 10:00:00 UTC` read with a repair: time zone name outside RFC 822"],
            &[
                "All: Miniflux <https://miniflux.app/feed.xml>",
                "All: LWN.net <https://lwn.net/headlines/rss>",
                "Go: The Go Blog <https://go.dev/blog/feed.atom>",
            ],
        ),
        (
            "freshrss.opml",
            &[],
            &[
                "Uncategorized: FreshRSS releases <https://github.com/FreshRSS/FreshRSS/releases.atom>",
                "Uncategorized: Example HTML scrape <https://example.org/news>",
                "Blogs: Jane & John <https://blog.example.net/atom.xml>",
            ],
        ),
        (
            "thunderbird.opml",
            &[],
            &[
                "Mozilla: The Mozilla Blog <https://blog.mozilla.org/feed/>",
                ": Planet Mozilla <https://planet.mozilla.org/atom.xml>",
            ],
        ),
        (
            "newsblur.opml",
            // Python's `str(datetime)`, in both dates.
            &[
                "5:5: date `2026-12-06 10:00:00.123456` read with a repair: no time zone: UTC assumed",
                "6:5: date `2026-12-06 10:00:00.123456` read with a repair: no time zone: UTC assumed",
            ],
            &[
                ": Atlas Obscura <https://www.atlasobscura.com/feeds/latest>",
                "Comics: Saturday Morning Breakfast Cereal <https://www.smbc-comics.com/comic/rss>",
                "Comics/Webcomics: QC RSS <https://www.questionablecontent.net/QCRSS.xml>",
            ],
        ),
    ];
    for (file, warnings, subscriptions) in cases {
        let parsed = parse(&read_file(&format!("readers/{file}")));
        assert_eq!(messages(&parsed), *warnings, "{file}");
        assert_eq!(listing(&parsed.opml), *subscriptions, "{file}");
        assert_round_trip(file, &parsed.opml);
    }
}

#[test]
fn every_head_field_and_outline_type_is_read() {
    let parsed = parse(&read_file("full-2.0.opml"));
    assert_eq!(parsed.warnings, []);
    let opml = parsed.opml;
    assert_eq!(opml.version.as_deref(), Some("2.0"));
    let head = &opml.head;
    assert_eq!(
        head.title.as_deref(),
        Some("Every head field, every outline type")
    );
    let created = head.date_created.as_ref().unwrap();
    assert_eq!(created.raw, "Mon, 07 Dec 2026 09:15:00 GMT");
    assert_eq!(
        created.value.unwrap().to_rfc3339(),
        "2026-12-07T09:15:00+00:00"
    );
    let modified = head.date_modified.as_ref().unwrap().value.unwrap();
    assert_eq!(modified.to_rfc3339(), "2026-12-07T10:30:00+01:00");
    let fields = [
        (&head.owner_name, "Jane Roe"),
        (&head.owner_email, "jane@example.org"),
        (&head.owner_id, "https://example.org/jane"),
        (&head.docs, "http://opml.org/spec2.opml"),
        (&head.expansion_state, "1, 4, 5"),
        (&head.vert_scroll_state, "1"),
        (&head.window_top, "61"),
        (&head.window_left, "304"),
        (&head.window_bottom, "562"),
        (&head.window_right, "842"),
    ];
    for (field, value) in fields {
        assert_eq!(field.as_deref(), Some(value));
    }
    let weather = &opml.body[0];
    assert_eq!(
        weather.categories().collect::<Vec<_>>(),
        ["/Boston/Weather", "/Harvard/Berkman"]
    );
    assert_eq!(
        weather.created.as_ref().unwrap().raw,
        "Mon, 07 Dec 2026 09:16:00 GMT"
    );
    let noaa = &weather.children[0];
    assert_eq!(noaa.text.as_deref(), Some("NOAA forecast"));
    assert_eq!(noaa.title.as_deref(), Some("NOAA"));
    assert_eq!(noaa.description.as_deref(), Some("Forecasts"));
    assert_eq!(noaa.language.as_deref(), Some("en-us"));
    assert_eq!(noaa.version.as_deref(), Some("RSS2"));
    assert_eq!(weather.children[1].attribute("isComment"), Some("true"));
    let link = &opml.body[1];
    assert_eq!(
        (link.kind.as_deref(), link.url.as_deref()),
        (Some("link"), Some("http://opml.org/spec2.opml"))
    );
    assert_eq!(opml.body[2].kind.as_deref(), Some("include"));
    // The file is in ISO-8859-1, as its declaration says.
    assert_eq!(opml.body[3].text.as_deref(), Some("Café au lait"));
    assert_eq!(opml.body[3].attribute("isBreakpoint"), Some("false"));
    assert_eq!(opml.outline_count(), 6);
    assert_round_trip("full-2.0.opml", &opml);
}

#[test]
fn attributes_of_other_namespaces_are_kept_with_their_declaration() {
    let parsed = parse(&read_file("readers/thunderbird.opml"));
    let blog = &parsed.opml.body[0].children[0];
    let options = blog
        .attributes
        .iter()
        .find(|a| a.name == "options")
        .unwrap();
    assert_eq!(options.namespace.as_deref(), Some("urn:forumzilla:"));
    assert_eq!(options.prefix.as_deref(), Some("fz"));
    assert_eq!(
        options.value,
        r#"{"version":2,"updates":{"enabled":true,"updateMinutes":100}}"#
    );
    let xml = String::from_utf8(written(&parsed.opml)).unwrap();
    assert!(xml.contains(r#"<opml version="1.0" xmlns:fz="urn:forumzilla:">"#));
    assert!(xml.contains(r#"fz:options="{&quot;version&quot;:2,"#));
}

#[test]
fn an_xml_attribute_is_written_without_declaring_its_prefix() {
    let document = br#"<opml version="2.0"><head/><body>
      <outline text="A" xml:lang="en" xml:other="x" xmlUrl="https://example.org/f"/>
    </body></opml>"#;
    let parsed = parse(document);
    let outline = &parsed.opml.body[0];
    let names: Vec<(&str, &str)> = outline
        .attributes
        .iter()
        .map(|a| (a.prefix.as_deref().unwrap_or(""), a.name.as_str()))
        .collect();
    assert_eq!(names, [("xml", "lang"), ("xml", "other")]);
    let xml = String::from_utf8(written(&parsed.opml)).unwrap();
    assert!(!xml.contains("xmlns:xml"), "{xml}");
    assert_eq!(parse(xml.as_bytes()).opml, parsed.opml);
}

#[test]
fn broken_exports_are_read_with_a_warning_for_each_repair() {
    // (file, warnings, subscriptions as listed)
    let cases: [(&str, &[&str], &[&str]); 11] = [
        (
            "duplicate-attributes.opml",
            &[
                "3:5: malformed XML: attribute `text` repeated in <outline>: the first kept",
                "3:5: malformed XML: attribute `created` repeated in <outline>: the first kept",
            ],
            &[": First <https://a.example/feed>"],
        ),
        (
            "bare-ampersand.opml",
            &[
                "3:20: bare `&` kept as text",
                "5:5: bare `&` kept as text",
                "5:5: bare `&` kept as text",
            ],
            &[": Q&A <https://example.org/feed?a=1&b=2>"],
        ),
        (
            "latin1-declared-utf8.opml",
            &["3:19: bytes invalid in utf-8 at byte 78: read as windows-1252"],
            &[": Résumé <https://example.org/r.xml>"],
        ),
        (
            "type-case.opml",
            &[
                "4:5: outline `type` `RSS` read as `rss`",
                "5:5: outline `type` `Link` read as `link`",
            ],
            &[": A <https://a.example/feed>", ": C <https://c.example/>"],
        ),
        (
            "no-version.opml",
            &["2:1: <opml> has no `version`: read as OPML 2.0"],
            &[": A <https://a.example/feed>"],
        ),
        (
            "html-entities.opml",
            &[
                "3:17: HTML entity `&eacute;` decoded",
                "3:28: HTML entity `&eacute;` decoded",
                "3:37: HTML entity `&nbsp;` decoded",
                "5:5: HTML entity `&eacute;` decoded",
                "5:5: HTML entity `&mdash;` decoded",
            ],
            &[": Café \u{2014} news <https://example.org/feed>"],
        ),
        (
            "attribute-case.opml",
            &[
                "3:5: outline attribute `xmlurl` read as `xmlUrl`",
                "3:5: outline attribute `HTMLURL` read as `htmlUrl`",
            ],
            &[": Old reader <https://a.example/feed>"],
        ),
        (
            "stray-element.opml",
            &[
                "4:5: <p> in <body> is not OPML: skipped",
                "6:7: <br> in <outline> is not OPML: skipped",
                "9:3: <footer> in <opml> is not OPML: skipped",
            ],
            &[": A <https://a.example/feed>"],
        ),
        (
            "truncated.opml",
            &["8:1: document truncated: 3 element(s) still open"],
            &[
                "Folder: A <https://a.example/feed>",
                "Folder: B <https://b.example/feed>",
            ],
        ),
        (
            "mismatched-tags.opml",
            &[
                "6:5: end tag `</outlines>` matches no open element: ignored",
                "8:3: expected `</outline>`, found `</body>`",
            ],
            &[
                "Folder: A <https://a.example/feed>",
                "Folder: B <https://b.example/feed>",
            ],
        ),
        (
            "bad-dates.opml",
            &[
                "4:5: invalid date `yesterday`",
                "5:5: date `2026-12-07` read with a repair: incomplete date: missing parts set to their first value",
                "8:5: invalid date `Mon, 7 Dec 2026 25:00:00 GMT`",
            ],
            &[": A <https://a.example/feed>"],
        ),
    ];
    for (file, warnings, subscriptions) in cases {
        let parsed = parse(&read_file(&format!("broken/{file}")));
        assert_eq!(messages(&parsed), *warnings, "{file}");
        assert_eq!(listing(&parsed.opml), *subscriptions, "{file}");
        // What was repaired is written as it was read, and reads back so.
        assert_round_trip(file, &parsed.opml);
    }
}

#[test]
fn a_repaired_value_is_kept_as_read() {
    let parsed = parse(&read_file("broken/bad-dates.opml"));
    let created = parsed.opml.head.date_created.unwrap();
    assert_eq!((created.raw.as_str(), created.value), ("yesterday", None));
    let parsed = parse(&read_file("broken/type-case.opml"));
    let kinds: Vec<_> = parsed.opml.body.iter().map(|o| o.kind.as_deref()).collect();
    // An unknown type keeps its case: only the three OPML names are compared in lower case.
    assert_eq!(kinds, [Some("rss"), Some("link"), Some("HTML+XPath")]);
}

#[test]
fn what_is_not_opml_is_an_error_with_its_position() {
    let err = opml::parse(&read_file("broken/not-opml.xml")).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::NotOpml(found) if found == "<rss>"));
    assert_eq!(
        err.to_string(),
        "not OPML: expected <opml>, found <rss> at line 2, column 1"
    );
    let err = opml::parse(b"  \n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "not OPML: expected <opml>, found an empty document at line 2, column 1"
    );
    let err = opml::parse(b"<<<").unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::Xml(_)), "{err}");
}

#[test]
fn strict_mode_makes_the_first_repair_an_error() {
    let mut options = ReadOptions::default();
    options.strict = true;
    let err = opml::parse_with(&read_file("broken/type-case.opml"), &options).unwrap_err();
    assert!(matches!(
        err.kind(),
        ErrorKind::Strict(WarningKind::OpmlTypeCase { .. })
    ));
    assert_eq!(err.line_column(), Some((4, 5)));
    let err = opml::parse_with(&read_file("broken/bare-ampersand.opml"), &options).unwrap_err();
    assert!(matches!(
        err.kind(),
        ErrorKind::Strict(WarningKind::BareAmpersand)
    ));
    assert!(opml::parse_with(&read_file("readers/feedly.opml"), &options).is_ok());
}

#[test]
fn a_document_built_in_code_is_written_and_read_back() {
    let mut export = Opml::new("Exported by a reader");
    export.head.owner_name = Some("Jane <jane@example.org>".into());
    export.body = vec![
        Outline::folder(
            "News & politics",
            [
                Outline::subscription("World", "https://example.org/world.xml")
                    .with_html_url("https://example.org/world"),
                Outline::subscription("Quotes \"here\"", "https://example.org/q?x=1&y=2"),
            ],
        ),
        Outline::subscription("Tabs\tand\nnewlines", "https://example.org/t")
            .with_attribute("isComment", "false"),
    ];
    // An attribute of another namespace, built without declaring it: the writer declares it.
    let mut tagged = Outline::subscription("Tagged", "https://example.org/tagged");
    let mut attribute = feedwright::model::Attribute::default();
    attribute.namespace = Some("https://reader.example/opml".into());
    attribute.prefix = Some("rdr".into());
    attribute.name = "starred".into();
    attribute.value = "true".into();
    tagged.attributes.push(attribute);
    export.body.push(tagged);
    let bytes = written(&export);
    let again = parse(&bytes);
    assert_eq!(again.warnings, []);
    // The declaration the writer added is now the document's own.
    assert_eq!(again.opml.namespaces.len(), 1);
    let mut expected = export.clone();
    expected.namespaces = again.opml.namespaces.clone();
    assert_eq!(again.opml, expected);
    assert_eq!(
        listing(&again.opml),
        [
            "News & politics: World <https://example.org/world.xml>",
            "News & politics: Quotes \"here\" <https://example.org/q?x=1&y=2>",
            ": Tabs\tand\nnewlines <https://example.org/t>",
            ": Tagged <https://example.org/tagged>",
        ]
    );
}

#[test]
fn deep_nesting_stops_at_the_depth_limit() {
    let depth = 100_000;
    let mut doc = String::from(r#"<opml version="2.0"><body>"#);
    doc.push_str(&r#"<outline text="f">"#.repeat(depth));
    doc.push_str(&"</outline>".repeat(depth));
    doc.push_str("</body></opml>");
    let started = Instant::now();
    let parsed = parse(doc.as_bytes());
    let elapsed = started.elapsed();
    let limit = ReadOptions::default().max_depth;
    // <opml> and <body> take two levels.
    assert_eq!(parsed.opml.outline_count(), limit - 2);
    assert_eq!(
        messages(&parsed),
        [format!(
            "1:{}: nesting depth limit ({limit}) reached: element skipped",
            27 + 18 * (limit - 2)
        )]
    );
    assert_round_trip("deep", &parsed.opml);
    println!("{depth} nested outlines read in {elapsed:?}");
}

#[test]
fn an_entity_bomb_expands_no_further_than_the_limit() {
    let mut doc = String::from("<?xml version=\"1.0\"?>\n<!DOCTYPE opml [\n<!ENTITY a0 \"lol\">\n");
    for level in 1..=9 {
        let previous = format!("&a{};", level - 1);
        doc.push_str(&format!("<!ENTITY a{level} \"{}\">\n", previous.repeat(10)));
    }
    doc.push_str("]>\n<opml version=\"2.0\"><body><outline text=\"&a9;\" xmlUrl=\"https://a.example/\"/></body></opml>");
    let started = Instant::now();
    let parsed = parse(doc.as_bytes());
    let text = parsed.opml.body[0].text.as_deref().unwrap();
    assert!(
        text.len() <= ReadOptions::default().max_entity_expansion,
        "{} bytes",
        text.len()
    );
    assert!(
        parsed
            .warnings
            .iter()
            .any(|w| matches!(&w.kind, WarningKind::Dtd { .. } | WarningKind::Limit { .. })),
        "{:?}",
        messages(&parsed)
    );
    println!("entity bomb read in {:?}", started.elapsed());
}

#[test]
fn a_million_outlines_stop_at_the_outline_limit() {
    let count = 1_000_000;
    let mut doc = String::with_capacity(count * 40);
    doc.push_str(r#"<opml version="2.0"><body>"#);
    for i in 0..count {
        doc.push_str(&format!(r#"<outline text="{i}" xmlUrl="u{i}"/>"#));
    }
    doc.push_str("</body></opml>");
    let started = Instant::now();
    let parsed = parse(doc.as_bytes());
    let elapsed = started.elapsed();
    let limit = ReadOptions::default().max_outlines;
    assert_eq!(parsed.opml.body.len(), limit);
    assert_eq!(parsed.warnings.len(), 1);
    assert_eq!(
        parsed.warnings[0].to_string(),
        format!(
            "1:{}: outlines limit ({limit}) reached: the outlines after it skipped",
            27 + (0..limit)
                .map(|i| 29 + 2 * i.to_string().len())
                .sum::<usize>()
        )
    );
    println!("{count} outlines ({} bytes) read in {elapsed:?}", doc.len());
}

#[test]
fn a_lower_outline_limit_holds_at_every_depth() {
    let mut options = ReadOptions::default();
    options.max_outlines = 3;
    let parsed = opml::parse_with(&read_file("readers/newsblur.opml"), &options).unwrap();
    assert_eq!(parsed.opml.outline_count(), 3);
    assert_eq!(
        listing(&parsed.opml),
        [
            ": Atlas Obscura <https://www.atlasobscura.com/feeds/latest>",
            "Comics: Saturday Morning Breakfast Cereal <https://www.smbc-comics.com/comic/rss>",
        ]
    );
}

#[test]
fn a_url_attribute_in_another_case_beside_the_attribute_itself_is_another_attribute() {
    let parsed = parse(&read_file("broken/duplicate-attributes.opml"));
    let outline = &parsed.opml.body[0];
    assert_eq!(outline.xml_url.as_deref(), Some("https://a.example/feed"));
    assert_eq!(outline.attribute("xmlurl"), Some("https://a.example/lower"));
}

#[test]
fn an_attribute_built_twice_is_written_once() {
    let mut export = Opml::new("t");
    export.body.push(
        Outline::subscription("Field", "https://a.example/")
            .with_attribute("text", "Attribute")
            .with_attribute("isComment", "false")
            .with_attribute("isComment", "true"),
    );
    let xml = String::from_utf8(written(&export)).unwrap();
    assert!(xml.contains(
        r#"<outline text="Field" title="Field" type="rss" xmlUrl="https://a.example/" isComment="false"/>"#
    ), "{xml}");
    assert_eq!(parse(xml.as_bytes()).warnings, []);
}
