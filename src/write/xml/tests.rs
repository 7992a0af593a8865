//! The XML writer: escaping, fragments, prefixes and scope.

use super::*;

/// A writer into `out` with `<rss>` open, as the format writers start.
fn writer_inside_rss(out: &mut Vec<u8>) -> XmlWriter<'_> {
    let mut w = XmlWriter::new(&WriteOptions::default(), 0, out, None, FLUSH_AT);
    w.declare_root(None, &[]);
    let root = w.tag(None, None, "rss");
    w.root(root);
    w
}

/// `tag_known` remembers how it named a namespace's elements; an element
/// that rebinds the prefix must not see the remembered name, and the
/// name must come back once the element is closed.
#[test]
fn known_names_follow_the_bindings_in_scope() {
    let mut out = Vec::new();
    let mut w = writer_inside_rss(&mut out);
    let mut names = Vec::new();
    let creator = |w: &mut XmlWriter, names: &mut Vec<String>| {
        let tag = w.tag_known(Some(uri::DC), "creator");
        names.push(format!("{} {:?}", tag.qname, tag.decls));
        w.text_element(tag, "A");
    };
    for _ in 0..3 {
        creator(&mut w, &mut names);
    }
    let other = w.tag(Some("urn:other"), Some("dc"), "thing");
    w.start(other);
    for _ in 0..2 {
        creator(&mut w, &mut names);
    }
    w.end();
    creator(&mut w, &mut names);
    let plain = "dc:creator []".to_owned();
    let redeclared = format!("dc:creator [(\"dc\", \"{}\")]", uri::DC);
    let want = [&plain, &plain, &plain, &redeclared, &redeclared, &plain];
    assert_eq!(names, want.map(String::clone));
    w.finish().expect("written to memory");
    let text = String::from_utf8(out).expect("UTF-8");
    let root = format!("<rss xmlns:dc=\"{}\">", uri::DC);
    let inside = format!("<dc:creator xmlns:dc=\"{}\">", uri::DC);
    assert!(text.contains(&root), "{text}");
    assert!(text.contains("<dc:thing xmlns:dc=\"urn:other\">"), "{text}");
    assert_eq!(text.matches(&inside).count(), 2, "{text}");
    assert_eq!(text.matches("<dc:creator>").count(), 4, "{text}");
}

/// A namespaced attribute takes the prefix bound to its namespace. A
/// prefix its own element's name uses for another namespace is passed
/// over for a numbered one; one bound elsewhere is rebound on the element.
#[test]
fn attributes_find_a_prefix_for_their_namespace() {
    let mut out = Vec::new();
    let mut w = writer_inside_rss(&mut out);
    let mut about = w.tag(None, None, "item");
    w.attr_ns(&mut about, uri::RDF, Some("rdf"), "about", "u1");
    w.empty(about);
    // `a` names this element's own namespace: the attribute's is another.
    let mut own = w.tag(Some("urn:one"), Some("a"), "e");
    w.attr_ns(&mut own, "urn:two", Some("a"), "k", "v");
    w.attr_ns(&mut own, "urn:one", Some("a"), "same", "w");
    w.empty(own);
    // `rdf` is the root's for RDF, and free on this element.
    let mut clash = w.tag(None, None, "x");
    w.attr_ns(&mut clash, "urn:three", Some("rdf"), "k", "v");
    w.empty(clash);
    w.finish().expect("written to memory");
    let text = String::from_utf8(out).expect("UTF-8");
    let root = format!(
        "<rss xmlns:a=\"urn:one\" xmlns:a1=\"urn:two\" xmlns:rdf=\"{}\">",
        uri::RDF
    );
    assert!(text.contains(&root), "{text}");
    assert!(text.contains("<item rdf:about=\"u1\"/>"), "{text}");
    assert!(text.contains("<a:e a1:k=\"v\" a:same=\"w\"/>"), "{text}");
    assert!(
        text.contains("<x xmlns:rdf=\"urn:three\" rdf:k=\"v\"/>"),
        "{text}"
    );
}

#[test]
fn the_word_look_for_bytes_to_escape_agrees_with_the_tables() {
    // Each byte value at each place of a word and of the tail after it.
    for b in 0..=255u8 {
        for at in 0..19 {
            let mut bytes = vec![b'a'; 19];
            bytes[at] = b;
            for attribute in [false, true] {
                let table = if attribute {
                    &ATTRIBUTE_CARE
                } else {
                    &TEXT_CARE
                };
                let want = table[usize::from(b)] || b < b' ';
                assert_eq!(
                    may_need_care(&bytes, attribute),
                    want,
                    "{b:#04x} at {at}, attribute {attribute}"
                );
            }
        }
    }
}

#[test]
fn the_byte_look_at_xml_characters_agrees_with_the_character_one() {
    for text in [
        "plain",
        "tab\tnl\ncr\r",
        "bell\u{7}",
        "nul\0",
        "\u{FFFE}",
        "x\u{FFFF}y",
        "\u{FFFD}",
        "\u{FEFF}",
        "\u{EFFF}",
        "caf\u{E9} \u{1F680}",
        "",
    ] {
        assert_eq!(
            !holds_control_or_noncharacter(text.as_bytes(), true),
            text.chars().all(is_xml_char),
            "{text:?}"
        );
    }
}

#[test]
fn escapes_what_xml_needs() {
    assert_eq!(escape("a<b&c>]]>", false).0, "a&lt;b&amp;c&gt;]]&gt;");
    assert_eq!(escape("\"q\"\t\n\r", true).0, "&quot;q&quot;&#9;&#10;&#13;");
    assert_eq!(
        escape("x\u{1}y", false),
        (Cow::Owned("x\u{FFFD}y".into()), true)
    );
    assert_eq!(escape("plain", false), (Cow::Borrowed("plain"), false));
}

/// Escaping character by character, as the byte-level code must.
fn escaped_char_by_char(text: &str, attribute: bool) -> (String, bool) {
    let mut out = String::new();
    let mut replaced = false;
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\r' => out.push_str("&#13;"),
            '"' if attribute => out.push_str("&quot;"),
            '\t' if attribute => out.push_str("&#9;"),
            '\n' if attribute => out.push_str("&#10;"),
            c if !is_xml_char(c) => {
                replaced = true;
                out.push('\u{FFFD}');
            }
            c => out.push(c),
        }
    }
    (out, replaced)
}

proptest::proptest! {
    #[test]
    fn escaping_agrees_with_the_character_definition(
        text in proptest::collection::vec(
            proptest::sample::select(vec![
                "a", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{1}", "\u{1f}",
                "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EF00}", "é", "=", "/",
                "https://example.com/a?b=c", "😀",
            ]),
            0..60,
        ),
        attribute in proptest::bool::ANY,
    ) {
        let text = text.concat();
        let want = escaped_char_by_char(&text, attribute);
        let (got, replaced) = escape(&text, attribute);
        proptest::prop_assert_eq!((got.into_owned(), replaced), want.clone());
        let mut onto = Vec::new();
        let replaced = escape_onto(&text, attribute, &mut onto);
        proptest::prop_assert_eq!((String::from_utf8(onto).unwrap_or_default(), replaced), want);
    }
}

#[test]
fn fragments() {
    assert_eq!(check_fragment("<p>a &amp; b</p>"), Some(vec![]));
    assert_eq!(
        check_fragment("<svg:svg><svg:g/></svg:svg>"),
        Some(vec!["svg".into()])
    );
    assert_eq!(check_fragment("<p xmlns:m=\"u\"><m:x/></p>"), Some(vec![]));
    assert_eq!(check_fragment("<p>"), None);
    assert_eq!(check_fragment("<p></q>"), None);
    assert_eq!(check_fragment("a &nbsp; b"), None);
    assert_eq!(check_fragment("]]>"), None);
    assert_eq!(check_fragment("<a b='1' b='2'/>"), None);
    // A prefix may be declared after the attribute that uses it.
    assert_eq!(check_fragment("<p m:a=\"1\" xmlns:m=\"u\"/>"), Some(vec![]));
    assert_eq!(check_fragment("<p m:a=\"1\"/>"), Some(vec!["m".into()]));
    // Declared on an ancestor, not on a sibling.
    assert_eq!(
        check_fragment("<p xmlns:m=\"u\"><m:x/></p><m:y/>"),
        Some(vec!["m".into()])
    );
    // References in attribute values: those a strict parser knows only.
    assert_eq!(
        check_fragment("<a href=\"?a=1&amp;b=2\" t=\"&#65;&#x42;\"/>"),
        Some(vec![])
    );
    assert_eq!(check_fragment("<a t=\"&#0;\"/>"), None);
    assert_eq!(check_fragment("<a t=\"&nbsp;\"/>"), None);
    assert_eq!(check_fragment("<a t=\"&amp\"/>"), None);
    // One colon at most, with a name on each side.
    assert_eq!(check_fragment("<a:b:c/>"), None);
    assert_eq!(check_fragment("<p x:y:z=\"1\"/>"), None);
    assert_eq!(check_fragment("<p a:=\"1\"/>"), None);
}
