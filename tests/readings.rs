//! Readings of constructs that feeds write in more than one way: Atom 0.3
//! base64 and XML modes, HTML wrapped in an XHTML div, DCMI periods, Atom
//! source contributors and iTunes variants. Each is a capability of the
//! reader, checked on the model.

use feedwright::TextKind;

#[test]
fn atom03_base64_text_is_decoded() {
    let ch = feedwright::parse(
        br#"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><entry>
        <title mode="base64"> RXhhbXBsZSA8Yj5BdG9tPC9iPg== </title></entry></feed>"#,
    )
    .unwrap();
    assert_eq!(ch.items[0].title_text(), Some("Example <b>Atom</b>"));
}

#[test]
fn atom10_binary_media_type_text_is_base64() {
    let ch = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><title type="application/octet-stream">
        PHA+SGk8L3A+</title></feed>"#,
    )
    .unwrap();
    assert_eq!(ch.title_text(), Some("<p>Hi</p>"));
}

#[test]
fn invalid_base64_is_kept_with_a_warning() {
    let feedwright::Parsed { channel: ch, warnings } = feedwright::parse_with(
        br#"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><title mode="base64">not base64!</title></feed>"#,
        &feedwright::ReadOptions::default(),
    )
    .unwrap();
    assert_eq!(ch.title_text(), Some("not base64!"));
    assert_eq!(
        warnings[0].kind.to_string(),
        "<title> is not valid base64 text: kept as written"
    );
}

#[test]
fn atom03_xml_mode_keeps_the_div_atom10_drops_it() {
    let atom03 = feedwright::parse(
        br#"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><title type="application/xhtml+xml" mode="xml"><div xmlns="http://www.w3.org/1999/xhtml">A <b>B</b></div></title></feed>"#,
    )
    .unwrap();
    assert_eq!(atom03.title_text(), Some("<div>A <b>B</b></div>"));
    let atom10 = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A <b>B</b></div></title></feed>"#,
    )
    .unwrap();
    assert_eq!(atom10.title_text(), Some("A <b>B</b>"));
    assert_eq!(atom10.title.unwrap().kind, TextKind::Xhtml);
}

#[test]
fn escaped_html_in_an_xhtml_div_is_the_html() {
    let ch = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><entry><content type="html"><div xmlns="http://www.w3.org/1999/xhtml">A &lt;b&gt;B&lt;/b&gt;</div></content></entry></feed>"#,
    )
    .unwrap();
    assert_eq!(ch.items[0].content.as_ref().unwrap().value, "A <b>B</b>");
}

#[test]
fn dcterms_valid_period_is_parsed() {
    let ch = feedwright::parse(
        br#"<rss version="2.0" xmlns:dcterms="http://purl.org/dc/terms/"><channel>
        <dcterms:valid>start=2002-10-13T09:00+01:00;end=2002-10-17T17:00+01:00;scheme=W3C-DTF</dcterms:valid>
        </channel></rss>"#,
    )
    .unwrap();
    let terms = ch.dc_terms.unwrap();
    assert_eq!(terms.valid_start.unwrap().raw, "2002-10-13T09:00+01:00");
    let end = terms.valid_end.unwrap().value.unwrap();
    assert_eq!(end.to_rfc3339(), "2002-10-17T17:00:00+01:00");
}

#[test]
fn atom_source_contributors_and_03_created() {
    let ch = feedwright::parse(
        br#"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><entry>
        <created>2004-01-01T00:00:00Z</created>
        <author><name>A</name><homepage>http://example.com/</homepage></author>
        </entry></feed>"#,
    )
    .unwrap();
    let item = &ch.items[0];
    assert_eq!(item.created.as_ref().unwrap().raw, "2004-01-01T00:00:00Z");
    assert_eq!(
        item.authors[0].uri.as_ref().unwrap().as_str(),
        "http://example.com/"
    );
    let ch = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><entry><source>
        <contributor><name>C</name></contributor></source></entry></feed>"#,
    )
    .unwrap();
    let source = ch.items[0].source.as_ref().unwrap();
    assert_eq!(source.contributors[0].name.as_deref(), Some("C"));
}

#[test]
fn itunes_variants() {
    let ch = feedwright::parse(
        br#"<rss xmlns:itunes="HTTP://WWW.ITUNES.COM/DTDS/PODCAST-1.0.DTD"><channel>
        <itunes:image url="http://a.b/i.png"/>
        <item><itunes:link rel="image" href="http://a.b/e.png"/><itunes:block> yes </itunes:block>
        <itunes:category text="Technology"><itunes:category text="Gadgets"/></itunes:category></item>
        </channel></rss>"#,
    )
    .unwrap();
    let itunes = ch.itunes.unwrap();
    assert_eq!(itunes.image.unwrap().as_str(), "http://a.b/i.png");
    let item = ch.items[0].itunes.as_ref().unwrap();
    assert_eq!(item.image.as_ref().unwrap().as_str(), "http://a.b/e.png");
    assert_eq!(item.block.as_deref(), Some(" yes "));
    assert_eq!(item.categories[0].subcategories[0].text, "Gadgets");
}

#[test]
fn dc_author_is_a_creator_and_fullitem_is_content() {
    let ch = feedwright::parse(
        br#"<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
        <dc:author>Joe</dc:author><item><fullitem xml:lang="en">&lt;p&gt;X&lt;/p&gt;</fullitem></item>
        </channel></rss>"#,
    )
    .unwrap();
    assert_eq!(
        ch.dublin_core
            .unwrap()
            .all(feedwright::model::DcElement::Creator)
            .collect::<Vec<_>>(),
        ["Joe"]
    );
    let content = ch.items[0].content.as_ref().unwrap();
    assert_eq!(
        (content.value.as_str(), content.lang.as_deref()),
        ("<p>X</p>", Some("en"))
    );
}

#[test]
fn atom03_in_a_namespace_of_its_own() {
    let ch = feedwright::parse(
        br#"<feed version="0.3" xmlns="http://example.com/necho"><title>T</title><entry><title>E</title></entry></feed>"#,
    )
    .unwrap();
    assert_eq!(ch.format, Some(feedwright::Format::Atom03));
    assert_eq!(ch.title_text(), Some("T"));
    assert_eq!(ch.items[0].title_text(), Some("E"));
}

#[test]
fn georss_gml_geometries() {
    let ch = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:georss="http://www.georss.org/georss" xmlns:gml="http://www.opengis.net/gml">
        <entry><georss:where><gml:Point srsName="EPSG:26913" srsDimension="3"><gml:pos>1 2 3</gml:pos></gml:Point></georss:where></entry>
        <entry><georss:where><gml:Envelope><gml:lowerCorner>1 2</gml:lowerCorner><gml:upperCorner>3 4</gml:upperCorner></gml:Envelope></georss:where></entry>
        </feed>"#,
    )
    .unwrap();
    let geo = ch.items[0].georss.as_ref().unwrap();
    assert_eq!(geo.point.as_deref(), Some("1 2 3"));
    assert_eq!(
        (geo.srs_name.as_deref(), geo.srs_dimension),
        (Some("EPSG:26913"), Some(3))
    );
    let geo = ch.items[1].georss.as_ref().unwrap();
    assert_eq!(geo.bbox.as_deref(), Some("1 2 3 4"));
}

#[test]
fn cdf_channel_and_items() {
    let ch = feedwright::parse(
        br#"<CHANNEL HREF="http://example.org/" LASTMOD="2004-04-06T23:05:43-05:00">
        <TITLE>Feed</TITLE><ABSTRACT>About</ABSTRACT>
        <ITEM HREF="http://example.org/a" LASTMOD="2004-04-07T00:00:00Z"><TITLE>A</TITLE><ABSTRACT>Item</ABSTRACT></ITEM>
        </CHANNEL>"#,
    )
    .unwrap();
    assert_eq!(ch.format, Some(feedwright::Format::Cdf));
    assert_eq!(ch.title_text(), Some("Feed"));
    assert_eq!(ch.description.as_ref().unwrap().value, "About");
    assert_eq!(ch.link(), Some("http://example.org/"));
    assert_eq!(
        ch.last_build_date.as_ref().unwrap().raw,
        "2004-04-06T23:05:43-05:00"
    );
    let item = &ch.items[0];
    assert_eq!(item.link(), Some("http://example.org/a"));
    assert_eq!(item.description.as_ref().unwrap().value, "Item");
    assert!(item.updated.as_ref().unwrap().value.is_some());
}

#[test]
fn windows_1252_controls_and_double_encoded_references() {
    let feedwright::Parsed {
        channel: ch,
        warnings,
    } = feedwright::parse_with(
        "<rss version=\"2.0\"><channel><item><title>don\u{92}t &#147;x&#148;</title>\
         <description>&#226;&#128;&#166; and &#233;</description></item></channel></rss>"
            .as_bytes(),
        &feedwright::ReadOptions::default(),
    )
    .unwrap();
    let item = &ch.items[0];
    assert_eq!(item.title_text(), Some("don\u{2019}t \u{201C}x\u{201D}"));
    assert_eq!(
        item.description.as_ref().unwrap().value,
        "\u{2026} and \u{e9}"
    );
    let kinds: Vec<String> = warnings.iter().map(|w| w.kind.to_string()).collect();
    assert!(kinds.contains(&"double-encoded UTF-8 text decoded".to_owned()));
    assert!(kinds.contains(&"1 C1 control character(s) read as windows-1252".to_owned()));
}

#[test]
fn declared_encoding_label_is_kept() {
    let ch = feedwright::parse(
        b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss version=\"2.0\"><channel><title>caf\xe9</title></channel></rss>",
    )
    .unwrap();
    assert_eq!(ch.encoding.as_deref(), Some("windows-1252"));
    assert_eq!(ch.encoding_label.as_deref(), Some("iso-8859-1"));
    assert_eq!(ch.title_text(), Some("caf\u{e9}"));
}

#[test]
fn foreign_markup_in_xhtml_stands_alone() {
    let ch = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><entry xmlns:svg="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
        <summary type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>x</p><svg:svg width="3"><svg:a xlink:href="http://e.com/">y</svg:a></svg:svg></div></summary>
        </entry></feed>"#,
    )
    .unwrap();
    assert_eq!(
        ch.items[0].description.as_ref().unwrap().value,
        "<p>x</p><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3\">\
         <a xmlns:xlink=\"http://www.w3.org/1999/xlink\" xlink:href=\"http://e.com/\">y</a></svg>"
    );
}

#[test]
fn script_bases_are_ignored() {
    let ch = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://example.com/"><entry>
        <link xml:base="javascript:alert(1)" href="a.html"/></entry></feed>"#,
    )
    .unwrap();
    assert_eq!(ch.items[0].link(), Some("http://example.com/a.html"));
}

#[test]
fn rss_core_elements_in_any_case() {
    let ch = feedwright::parse(
        br#"<rss version="2.0"><channel><TiTlE>T</TiTlE><item><PUBDATE>Thu, 25 Jun 2026 00:00:00 GMT</PUBDATE></item></channel></rss>"#,
    )
    .unwrap();
    assert_eq!(ch.title_text(), Some("T"));
    assert!(ch.items[0].pub_date.is_some());
}

#[test]
fn latin1_double_encoded_text_is_decoded_in_utf8_documents() {
    let ch = feedwright::parse(
        "<rss version=\"2.0\"><channel><item><title>vergla\u{c3}\u{a7}ante</title>\
         <description>National \u{e2}\u{20ac}\u{ba} News</description></item></channel></rss>"
            .as_bytes(),
    )
    .unwrap();
    let item = &ch.items[0];
    assert_eq!(item.title_text(), Some("verglaçante"));
    // Windows-1252 punctuation in it: possibly meant, so left alone.
    assert_eq!(
        item.description.as_ref().unwrap().value,
        "National \u{e2}\u{20ac}\u{ba} News"
    );
}

#[test]
fn atom_dates_where_feeds_put_them() {
    let ch = feedwright::parse(
        br#"<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><item>
        <atom:updated>2018-11-19T08:42:59.267Z</atom:updated></item></channel></rss>"#,
    )
    .unwrap();
    assert_eq!(
        ch.items[0].updated.as_ref().unwrap().raw,
        "2018-11-19T08:42:59.267Z"
    );
    let ch = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><published>2015-02-09T16:24:44+00:00</published></feed>"#,
    )
    .unwrap();
    assert!(ch.pub_date.unwrap().value.is_some());
}

#[test]
fn xml_declaration_after_white_space_is_reported() {
    let feedwright::Parsed {
        channel: ch,
        warnings,
    } = feedwright::parse_with(
        b"\n<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>T</title></channel></rss>",
        &feedwright::ReadOptions::default(),
    )
    .unwrap();
    assert_eq!(ch.title_text(), Some("T"));
    assert_eq!(
        warnings[0].to_string(),
        "2:1: the XML declaration is not the first thing in the document"
    );
}

#[test]
fn rss_author_with_atom_children_and_https_dublin_core() {
    let ch = feedwright::parse(
        br#"<rss version="2.0" xmlns:dc="https://purl.org/dc/elements/1.1/"><channel><item>
        <author><name>Diane</name><title>PM</title></author><dc:creator>Joe</dc:creator>
        </item></channel></rss>"#,
    )
    .unwrap();
    let item = &ch.items[0];
    assert_eq!(item.authors[0].name.as_deref(), Some("Diane"));
    assert_eq!(
        item.dublin_core
            .as_ref()
            .unwrap()
            .all(feedwright::model::DcElement::Creator)
            .collect::<Vec<_>>(),
        ["Joe"]
    );
}

#[test]
fn grouped_categories() {
    let ch = feedwright::parse(
        br#"<rss version="2.0"><channel><item><categories><category>A</category><category>B</category></categories></item></channel></rss>"#,
    )
    .unwrap();
    let terms: Vec<&str> = ch.items[0]
        .categories
        .iter()
        .map(|c| c.term.as_str())
        .collect();
    assert_eq!(terms, ["A", "B"]);
}
