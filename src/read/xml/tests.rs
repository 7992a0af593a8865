//! The lenient XML layer: events, repairs, limits and positions.

use super::super::source::{Streamed, Whole};
use super::*;

/// The events of `input` as strings, and the warnings; read from a
/// stream and, where it can be, in place, which must agree.
fn events(input: &str) -> (Vec<String>, Vec<Warning>) {
    let options = ReadOptions::default();
    let source = Streamed::new(input.as_bytes(), &options).unwrap();
    let streamed = collect(XmlReader::new(source, &options), |_| {});
    let stumbled = std::cell::Cell::new(false);
    if let Some(whole) = Whole::new(input.as_bytes(), &options, &stumbled, &Default::default()) {
        let lines = whole.lines();
        let resolve = |p: &mut Position| lines.resolve([p]);
        let in_place = collect(XmlReader::new(whole, &options), resolve);
        if !stumbled.get() {
            assert_eq!(format!("{in_place:?}"), format!("{streamed:?}"));
        }
    }
    streamed
}

/// The events and warnings of `reader`, each position passed through `resolve`.
fn collect<S: EventSource>(
    mut reader: XmlReader<S>,
    resolve: impl Fn(&mut Position),
) -> (Vec<String>, Vec<Warning>) {
    let mut out = Vec::new();
    loop {
        match reader.next().unwrap() {
            XmlEvent::Start(mut t) => {
                resolve(&mut t.position);
                out.push(format!(
                    "<{}{}@{}:{}",
                    t.ns.as_deref()
                        .map(|n| format!("{{{n}}}"))
                        .unwrap_or_default(),
                    t.local,
                    t.position.line,
                    t.position.column
                ))
            }
            XmlEvent::Text(t) => out.push(t),
            XmlEvent::End => out.push("/".into()),
            XmlEvent::Misc(_) => {}
            XmlEvent::Eof => break,
        }
    }
    let mut warnings = Vec::new();
    reader.drain_warnings(&mut warnings);
    for warning in &mut warnings {
        resolve(&mut warning.position);
    }
    (out, warnings)
}

#[test]
fn positions_point_at_the_tag() {
    let (ev, _) = events("<a>\n  <b>x</b></a>");
    assert_eq!(ev, ["<a@1:1", "\n  ", "<b@2:3", "x", "/", "/"]);
}

#[test]
fn namespaces_resolve_and_scope() {
    let (ev, _) = events(r#"<a xmlns="urn:x"><p:b xmlns:p="urn:p"/><c/></a>"#);
    assert_eq!(
        ev,
        [
            "<{urn:x}a@1:1",
            "<{urn:p}b@1:18",
            "/",
            "<{urn:x}c@1:40",
            "/",
            "/"
        ]
    );
}

#[test]
fn undeclared_conventional_prefix_is_assumed() {
    let (ev, w) = events("<a><dc:creator>x</dc:creator></a>");
    assert_eq!(ev[1], "<{http://purl.org/dc/elements/1.1/}creator@1:4");
    assert!(matches!(w[0].kind, WarningKind::UndeclaredPrefix { .. }));
}

/// The ASCII shortcut of `is_xml_name` against the character test.
#[test]
fn ascii_names_read_as_characters_do() {
    let by_chars = |name: &str| {
        let mut chars = name.chars();
        chars
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_' || c == ':')
            && chars.all(|c| c.is_alphanumeric() || matches!(c, '_' | ':' | '.' | '-'))
    };
    for a in 0u8..128 {
        for b in 0u8..128 {
            let name = String::from_utf8(vec![a, b, b'x']).unwrap();
            assert_eq!(xml_chars::is_name(&name), by_chars(&name), "{name:?}");
            assert_eq!(
                xml_chars::is_name(&name[..1]),
                by_chars(&name[..1]),
                "{name:?}"
            );
        }
    }
}

/// The detection takes the first mark; quick-xml skips a second one
/// without counting it, and `events` checks both readers agree.
#[test]
fn a_second_byte_order_mark_is_counted() {
    let (ev, _) = events("\u{FEFF}\u{FEFF}\n<a>&bogus;</a>");
    assert_eq!(ev[0], "<a@2:1");
}

/// Every string of at most `most` of `pieces` joined, the empty one included.
fn joined(pieces: &[&str], most: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..most {
        last = last
            .iter()
            .flat_map(|s| pieces.iter().map(move |p| format!("{s}{p}")))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

#[test]
fn qnames_read_as_the_general_rule_does() {
    let names = joined(
        &["a", "Z", "1", "_", ":", ".", "-", "<", " ", "é", "\u{B7}"],
        4,
    );
    for name in &names {
        assert_eq!(is_xml_qname(name), is_qname_by_parts(name), "{name:?}");
        if name.is_ascii() {
            assert!(ascii_qname(name.as_bytes()).is_some(), "{name:?}");
        }
    }
}

#[test]
fn a_text_scan_finds_what_a_byte_by_byte_look_finds() {
    let pieces = [
        "a",
        "&",
        "\u{c2}\u{80}",
        "\u{ef}",
        "\u{fffe}",
        "\n",
        "\t",
        "\r",
        "\u{1}",
        " ",
        "\u{1f}",
        "\u{7f}",
        "\u{e9}",
        "0123456",
    ];
    let mut texts = joined(&pieces, 3);
    // Long texts take the other way.
    let long: Vec<String> = texts
        .iter()
        .map(|t| format!("{}{t}", "x".repeat(70)))
        .collect();
    texts.extend(long);
    for text in &texts {
        let bytes = text.as_bytes();
        let want = TextScan {
            ampersand: bytes.contains(&b'&'),
            forbidden_start: bytes.iter().any(|&b| may_start_forbidden(b)),
            c2: bytes.contains(&0xC2),
        };
        assert_eq!(TextScan::of(text), want, "{text:?}");
    }
}

#[test]
fn a_name_with_two_colons_is_no_element() {
    let (ev, w) = events("<a><dc:x:y>t</dc:x:y><b/></a>");
    assert_eq!(ev, ["<a@1:1", "<b@1:22", "/", "/"]);
    assert!(
        matches!(&w[0].kind, WarningKind::MalformedXml { message } if message.contains("dc:x:y"))
    );
}

#[test]
fn prefix_bound_to_no_namespace_is_ignored() {
    let (ev, w) = events(r#"<a xmlns:dc=""><dc:creator>x</dc:creator></a>"#);
    assert_eq!(ev[1], "<{http://purl.org/dc/elements/1.1/}creator@1:16");
    assert!(
        matches!(&w[0].kind, WarningKind::MalformedXml { message } if message.contains("`dc`"))
    );
    assert!(matches!(w[1].kind, WarningKind::UndeclaredPrefix { .. }));
}

#[test]
fn mismatched_end_closes_inner_elements() {
    let (ev, w) = events("<a><b><c>x</b></a>");
    assert_eq!(ev, ["<a@1:1", "<b@1:4", "<c@1:7", "x", "/", "/", "/"]);
    assert!(matches!(w[0].kind, WarningKind::MismatchedEndTag { .. }));
}

#[test]
fn unmatched_end_is_ignored() {
    let (ev, w) = events("<a>x</z>y</a>");
    assert_eq!(ev, ["<a@1:1", "x", "y", "/"]);
    assert!(matches!(w[0].kind, WarningKind::UnmatchedEndTag { .. }));
}

#[test]
fn truncation_closes_everything() {
    let (ev, w) = events("<a><b>text");
    assert_eq!(ev, ["<a@1:1", "<b@1:4", "text", "/", "/"]);
    assert!(matches!(
        w.last().unwrap().kind,
        WarningKind::Truncated { open: 2 }
    ));
}

#[test]
fn entities_and_bare_ampersands() {
    let (ev, w) = events("<a>R&D &amp; &mdash; &bogus;</a>");
    assert_eq!(ev[1..ev.len() - 1].concat(), "R&D & \u{2014} &bogus;");
    assert_eq!(w.len(), 3, "{w:?}");
}

#[test]
fn dtd_entities_expand() {
    let (ev, _) = events(r#"<!DOCTYPE a [<!ENTITY me "Joe">]><a>&me;</a>"#);
    assert_eq!(ev[1], "Joe");
}

#[test]
fn depth_limit_skips_deep_content() {
    let options = ReadOptions {
        max_depth: 2,
        ..ReadOptions::default()
    };
    let source = Streamed::new("<a><b><c>x</c></b></a>".as_bytes(), &options).unwrap();
    let mut reader = XmlReader::new(source, &options);
    let mut starts = 0;
    loop {
        match reader.next().unwrap() {
            XmlEvent::Start(_) => starts += 1,
            XmlEvent::Eof => break,
            _ => {}
        }
    }
    assert_eq!(starts, 2);
}

#[test]
fn control_characters_are_dropped() {
    let (ev, w) = events("<a>x\u{1}y</a>");
    assert_eq!(ev[1], "xy");
    assert!(matches!(
        w[0].kind,
        WarningKind::ForbiddenCharacters { count: 1 }
    ));
}

/// Tags read in place and tags quick-xml reads (after text it read: a
/// dangling `&`, a carriage return) alternate, with ends that match and
/// ends that do not: both ways give the same events, and at the end no
/// start tag quick-xml read is left open in the source's account of them
/// (the ends that close those are left to quick-xml, which pops its own
/// stack of open names only at its end events).
#[test]
fn tags_read_in_place_leave_quick_xml_its_own_ends() {
    let bodies = [
        "&x<a><b q='>' r=\"/>\">t</b><c/></a>",
        "\r\n<a>\r\n<b>t</b>\r\n</a>",
        "<a>&y</a></b><c></a></c >",
        "&z<a  ></a\t>",
    ];
    for body in bodies {
        let doc = format!("<r>{}</r>", body.repeat(50));
        let (events_read, _) = events(&doc);
        assert!(events_read.iter().any(|e| e.starts_with("<a")), "{doc}");
        let options = ReadOptions::default();
        let stumbled = std::cell::Cell::new(false);
        let whole = Whole::new(doc.as_bytes(), &options, &stumbled, &Default::default())
            .expect("read in place");
        let mut reader = XmlReader::new(whole, &options);
        while !matches!(reader.next().unwrap(), XmlEvent::Eof) {}
        assert_eq!(reader.source.quick_xml_open_tags(), 0, "{doc}");
    }
}
