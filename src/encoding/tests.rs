//! Detection, decoding and the reader, on documents in every encoding.

use super::*;
use std::io::BufReader;
use std::path::{Path, PathBuf};

#[derive(Debug, PartialEq)]
struct Decoded {
    text: String,
    name: String,
    source: EncodingSource,
    bom_len: usize,
    events: Vec<EncodingEvent>,
}

fn run<R: BufRead>(reader: R, hint: Option<&str>, read_buf: usize) -> Decoded {
    let mut d = DecodingReader::new(reader, hint).expect("in-memory input");
    let mut out = Vec::new();
    let mut buf = vec![0u8; read_buf];
    loop {
        let n = d.read(&mut buf).expect("in-memory input");
        if n == 0 {
            break;
        }
        out.extend_from_slice(&buf[..n]);
    }
    Decoded {
        text: String::from_utf8(out).expect("output must be UTF-8"),
        name: d.encoding_name().to_owned(),
        source: d.source(),
        bom_len: d.bom_len(),
        events: d.take_events(),
    }
}

/// Decodes with a large reader and checks that 1-byte and 3-byte
/// `fill_buf`s, and 1-byte `read`s, give the same text and events.
fn decode(bytes: &[u8], hint: Option<&str>) -> Decoded {
    let big = run(bytes, hint, 64 * 1024);
    let one = run(BufReader::with_capacity(1, bytes), hint, 1);
    assert_eq!(big, one, "1-byte reads differ for {bytes:?}");
    let three = run(BufReader::with_capacity(3, bytes), hint, 5);
    assert_eq!(big, three, "3-byte reads differ for {bytes:?}");
    big
}

fn utf16(s: &str, big_endian: bool) -> Vec<u8> {
    s.encode_utf16()
        .flat_map(|u| {
            if big_endian {
                u.to_be_bytes()
            } else {
                u.to_le_bytes()
            }
        })
        .collect()
}

fn utf32(s: &str, big_endian: bool) -> Vec<u8> {
    s.chars()
        .flat_map(|c| {
            let v = u32::from(c);
            if big_endian {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            }
        })
        .collect()
}

fn cat(a: &[u8], b: &[u8]) -> Vec<u8> {
    [a, b].concat()
}

fn invalid(declared: &str, used: &str, offset: u64) -> EncodingEvent {
    EncodingEvent::InvalidBytes {
        declared: declared.into(),
        used: used.into(),
        offset,
    }
}

fn conflict(hint: &str, declared: &str, used: &str) -> EncodingEvent {
    EncodingEvent::Conflict {
        hint: hint.into(),
        declared: declared.into(),
        used: used.into(),
    }
}

fn unknown(label: &str, used: &str) -> EncodingEvent {
    EncodingEvent::UnknownLabel {
        label: label.into(),
        used: used.into(),
    }
}

const DOC: &str = "<?xml version=\"1.0\"?><rss><title>héllo € 𝄞 日本</title></rss>";

// ---- rule 1: byte order marks ----

#[test]
fn every_bom_is_honoured_and_stripped() {
    let cases: [(&[u8], Vec<u8>, &str, usize); 5] = [
        (&[0xEF, 0xBB, 0xBF], DOC.as_bytes().to_vec(), "utf-8", 3),
        (&[0xFF, 0xFE], utf16(DOC, false), "utf-16le", 2),
        (&[0xFE, 0xFF], utf16(DOC, true), "utf-16be", 2),
        (&[0xFF, 0xFE, 0, 0], utf32(DOC, false), "utf-32le", 4),
        (&[0, 0, 0xFE, 0xFF], utf32(DOC, true), "utf-32be", 4),
    ];
    for (bom, body, name, len) in cases {
        let d = decode(&cat(bom, &body), None);
        assert_eq!(d.text, DOC, "{name}");
        assert_eq!(d.name, name);
        assert_eq!(d.source, EncodingSource::ByteOrderMark);
        assert_eq!(d.bom_len, len);
        assert_eq!(d.events, vec![]);
    }
}

#[test]
fn undeclared_legacy_encodings_are_guessed() {
    let cases = [
        (
            encoding_rs::SHIFT_JIS,
            "東京の天気は晴れです。明日は雨が降るでしょう。",
        ),
        (
            encoding_rs::BIG5,
            "今天天氣很好，我們去公園散步吧。這是一個測試。",
        ),
        (
            encoding_rs::WINDOWS_1251,
            "Сегодня хорошая погода, и мы идём гулять в парк.",
        ),
        (
            encoding_rs::WINDOWS_1253,
            "Σήμερα ο καιρός είναι καλός και πάμε για περίπατο.",
        ),
    ];
    for (encoding, text) in cases {
        let doc = format!("<rss><channel><title>{text}</title><description>{text} {text}</description></channel></rss>");
        let (bytes, _, _) = encoding.encode(&doc);
        let d = decode(&bytes, None);
        let name = encoding.name().to_ascii_lowercase();
        assert_eq!(
            (d.source, d.name.as_str()),
            (EncodingSource::Guessed, name.as_str())
        );
        assert_eq!(
            d.events,
            vec![EncodingEvent::Guessed { used: name.clone() }]
        );
        assert_eq!(d.text, doc, "{name}");
        // A declaration or a hint is taken at its word: no guess.
        let d = decode(&bytes, Some(encoding.name()));
        assert_eq!(d.source, EncodingSource::CallerHint);
    }
}

/// A guess shared between readers of one document is made once and taken
/// by the next reader as it would have made it; a prefix of another length
/// is guessed afresh.
#[test]
fn a_shared_guess_is_taken_for_the_same_document_only() {
    let doc = "<rss><channel><title>Сегодня хорошая погода, и мы идём гулять в парк.</title></channel></rss>";
    let (bytes, _, _) = encoding_rs::WINDOWS_1251.encode(doc);
    let shared = SharedGuess::default();
    let first = DecodingReader::sharing(&bytes[..], None, &shared).unwrap();
    let second = DecodingReader::sharing(&bytes[..], None, &shared).unwrap();
    let alone = DecodingReader::new(&bytes[..], None).unwrap();
    assert_eq!(first.encoding_name(), "windows-1251");
    assert_eq!(second.encoding_name(), alone.encoding_name());
    assert_eq!(second.source, EncodingSource::Guessed);
    // A shorter document (another prefix) is not answered from the memo.
    let latin = "<rss><channel><title>Ceci est un café très agréable, où l'on reste.</title></channel></rss>";
    let (latin, _, _) = encoding_rs::WINDOWS_1252.encode(latin);
    let other = DecodingReader::sharing(&latin[..], None, &shared).unwrap();
    let other_alone = DecodingReader::new(&latin[..], None).unwrap();
    assert_eq!(other.encoding_name(), other_alone.encoding_name());
    assert_eq!(other.source, other_alone.source);
}

#[test]
fn no_guess_for_utf8_or_latin_text() {
    // UTF-8, even with a stray byte, stays UTF-8: one bad byte does not
    // garble the rest.
    let mut bytes = "<a>Grüße aus Köln, naïve café".as_bytes().to_vec();
    bytes.extend_from_slice(b"\x93x\x94</a>");
    let d = decode(&bytes, None);
    assert_eq!(
        (d.source, d.name.as_str()),
        (EncodingSource::Default, "utf-8")
    );
    // windows-1252 text reads the same as lenient UTF-8 reads it.
    let d = decode(
        b"<a>Caf\xE9 \x93quoted\x94 na\xEFve \xE0 la carte</a>",
        None,
    );
    assert_eq!(
        (d.source, d.text.as_str()),
        (
            EncodingSource::Default,
            "<a>Café “quoted” naïve à la carte</a>"
        )
    );
    // ASCII alone is nothing to guess from.
    assert_eq!(
        decode(b"<a>plain</a>", None).source,
        EncodingSource::Default
    );
}

#[test]
fn bom_beats_declaration_and_hint() {
    let body = utf16(
        "<?xml version=\"1.0\" encoding=\"windows-1252\"?><a/>",
        false,
    );
    let d = decode(&cat(&[0xFF, 0xFE], &body), Some("koi8-r"));
    assert_eq!(d.name, "utf-16le");
    assert_eq!(
        d.text,
        "<?xml version=\"1.0\" encoding=\"windows-1252\"?><a/>"
    );
    assert_eq!(d.events, vec![conflict("koi8-r", "utf-16le", "utf-16le")]);
    // Same family (byte order comes from the bytes): no event.
    let d = decode(&cat(&[0xFF, 0xFE], &body), Some("UTF-16"));
    assert_eq!(d.events, vec![]);
    // A UTF-8 BOM with an ISO-8859-1 declaration is still UTF-8.
    let d = decode(
        b"\xEF\xBB\xBF<?xml version='1.0' encoding='iso-8859-1'?><a>\xC3\xA9</a>",
        None,
    );
    assert_eq!(d.name, "utf-8");
    assert!(d.text.ends_with("<a>é</a>"));
    // An unknown hint with a BOM.
    let d = decode(&cat(&[0xFE, 0xFF], &utf16("<a/>", true)), Some("x-nope"));
    assert_eq!(d.events, vec![unknown("x-nope", "utf-16be")]);
}

// ---- rule 2: sniffed UTF-16/32 ----

#[test]
fn wide_encodings_without_bom_are_sniffed() {
    for (body, name) in [
        (utf16(DOC, false), "utf-16le"),
        (utf16(DOC, true), "utf-16be"),
        (utf32(DOC, false), "utf-32le"),
        (utf32(DOC, true), "utf-32be"),
        (utf16("\n<rss/>", false), "utf-16le"),
        (utf16("<rss/>", true), "utf-16be"),
        (utf32("<rss/>", false), "utf-32le"),
    ] {
        let d = decode(&body, None);
        assert_eq!(d.name, name);
        assert_eq!(d.source, EncodingSource::Sniffed);
        assert_eq!(d.bom_len, 0);
        assert!(
            d.text == DOC || d.text.ends_with("<rss/>"),
            "{name}: {}",
            d.text
        );
        assert_eq!(d.events, vec![]);
    }
    // An 8-bit hint cannot turn 16-bit units into text.
    let d = decode(&utf16(DOC, false), Some("iso-8859-1"));
    assert_eq!(d.text, DOC);
    assert_eq!(
        d.events,
        vec![conflict("iso-8859-1", "utf-16le", "utf-16le")]
    );
}

// ---- rule 3: hint vs declaration ----

#[test]
fn eight_bit_hint_wins_over_declaration() {
    let (bytes, _, _) = encoding_rs::WINDOWS_1251
        .encode("<?xml version=\"1.0\" encoding=\"koi8-r\"?><a>Привет</a>");
    let d = decode(&bytes, Some("windows-1251"));
    assert_eq!(d.name, "windows-1251");
    assert_eq!(d.source, EncodingSource::CallerHint);
    assert!(d.text.ends_with("<a>Привет</a>"));
    assert_eq!(
        d.events,
        vec![conflict("windows-1251", "koi8-r", "windows-1251")]
    );
    // Different labels of one encoding do not conflict; quotes are trimmed.
    let d = decode(
        b"<?xml version='1.0' encoding='latin1'?><a>\xE9</a>",
        Some(" \"ISO-8859-1\" "),
    );
    assert_eq!(d.name, "windows-1252");
    assert_eq!(d.source, EncodingSource::CallerHint);
    assert_eq!(d.events, vec![]);
    assert!(d.text.ends_with("<a>é</a>"));
    // A UTF-8 hint wins too, and its lenient decoding still rescues
    // windows-1252 bytes.
    let d = decode(
        b"<?xml version='1.0' encoding='windows-1252'?><a>\x93\xE9\x94</a>",
        Some("utf-8"),
    );
    assert_eq!(d.source, EncodingSource::CallerHint);
    assert!(d.text.ends_with("<a>“é”</a>"));
    assert_eq!(
        d.events,
        vec![
            conflict("utf-8", "windows-1252", "utf-8"),
            invalid("utf-8", "windows-1252", 48)
        ]
    );
    // A hint without a declaration: no event.
    let d = decode(b"<a>\xE9</a>", Some("windows-1252"));
    assert_eq!((d.text.as_str(), d.events.len()), ("<a>é</a>", 0));
}

#[test]
fn wide_hint_on_eight_bit_bytes_is_ignored() {
    let d = decode(
        b"<?xml version=\"1.0\" encoding=\"windows-1252\"?><a>\x93q\x94</a>",
        Some("utf-16"),
    );
    assert_eq!(d.name, "windows-1252");
    assert_eq!(d.source, EncodingSource::XmlDeclaration);
    assert!(d.text.ends_with("<a>“q”</a>"));
    assert_eq!(
        d.events,
        vec![conflict("utf-16", "windows-1252", "windows-1252")]
    );
    // No declaration to fall back to: UTF-8, and the hint's bytes are invalid.
    let d = decode(b"<a>x</a>", Some("UTF-32"));
    assert_eq!(d.name, "utf-8");
    assert_eq!(d.source, EncodingSource::Default);
    assert_eq!(d.events, vec![invalid("UTF-32", "utf-8", 0)]);
}

#[test]
fn unknown_hint_falls_back_to_declaration() {
    let d = decode(
        b"<?xml version=\"1.0\" encoding=\"windows-1252\"?><a>\xE9</a>",
        Some("x-klingon"),
    );
    assert_eq!(d.name, "windows-1252");
    assert_eq!(d.source, EncodingSource::XmlDeclaration);
    assert_eq!(d.events, vec![unknown("x-klingon", "windows-1252")]);
    let d = decode(b"<a>\xC3\xA9</a>", Some("x-klingon"));
    assert_eq!((d.name.as_str(), d.text.as_str()), ("utf-8", "<a>é</a>"));
    assert_eq!(d.events, vec![unknown("x-klingon", "utf-8")]);
    // An empty hint is no hint.
    let d = decode(b"<a/>", Some("  "));
    assert_eq!((d.source, d.events.len()), (EncodingSource::Default, 0));
}

#[test]
fn hint_beats_unknown_or_wide_declaration() {
    let d = decode(
        b"<?xml version=\"1.0\" encoding=\"bogus\"?><a>\xE9</a>",
        Some("latin1"),
    );
    assert_eq!(d.name, "windows-1252");
    assert_eq!(d.events, vec![conflict("latin1", "bogus", "windows-1252")]);
    let d = decode(
        b"<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>",
        Some("utf-8"),
    );
    assert_eq!(d.source, EncodingSource::CallerHint);
    assert_eq!(d.events, vec![conflict("utf-8", "UTF-16", "utf-8")]);
}

// ---- rule 4: a UTF-16 declaration on 8-bit bytes ----

#[test]
fn lying_wide_declaration_means_utf8() {
    let d = decode(
        b"<?xml version=\"1.0\" encoding=\"UTF-16\"?><a>caf\xC3\xA9 \xE9</a>",
        None,
    );
    assert_eq!(d.name, "utf-8");
    assert_eq!(d.source, EncodingSource::Default);
    assert!(d.text.ends_with("<a>café é</a>"));
    assert_eq!(
        d.events,
        vec![
            invalid("UTF-16", "utf-8", 0),
            invalid("utf-8", "windows-1252", 48)
        ]
    );
    let d = decode(b"<?xml version='1.0' encoding='utf-32'?><a/>", None);
    assert_eq!(d.events, vec![invalid("utf-32", "utf-8", 0)]);
}

// ---- rule 5: lenient UTF-8 ----

#[test]
fn declared_utf8_with_windows_1252_bytes() {
    let doc = b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>Caf\xE9 \x93cr\xE8me\x94 \x80</a>";
    let d = decode(doc, None);
    assert_eq!(d.name, "utf-8");
    assert_eq!(d.source, EncodingSource::XmlDeclaration);
    assert!(d.text.ends_with("<a>Café “crème” €</a>"), "{}", d.text);
    // One windows-1252 stretch: one event, at its first byte.
    assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 44)]);
}

#[test]
fn windows_1252_stretches_end_at_real_utf8() {
    let d = decode(b"<a>\xE9\xE9\xE9 ok \xFF\xFE</a>", None);
    assert_eq!(d.text, "<a>ééé ok ÿþ</a>");
    assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 3)]);
    // Valid UTF-8 "é" (C3 A9) in between starts a new stretch.
    let d = decode(b"<a>\xE9 \xC3\xA9 \xE9</a>", None);
    assert_eq!(d.text, "<a>é é é</a>");
    assert_eq!(
        d.events,
        vec![
            invalid("utf-8", "windows-1252", 3),
            invalid("utf-8", "windows-1252", 8)
        ]
    );
}

#[test]
fn valid_utf8_passes_through_and_stray_byte_loses_nothing() {
    let mut doc = DOC.as_bytes().to_vec();
    let d = decode(&doc, None);
    assert_eq!((d.text.as_str(), d.events.len()), (DOC, 0));
    assert_eq!(d.source, EncodingSource::Default);
    doc.insert(30, 0xA0);
    let d = decode(&doc, None);
    assert_eq!(d.text.replace('\u{A0}', ""), DOC);
    assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 30)]);
}

#[test]
fn truncated_and_broken_sequences() {
    // Truncated 3-byte sequence at EOF, overlong, surrogate, lone continuation.
    let d = decode(b"<a/>\xE2\x82", None);
    assert_eq!(d.text, "<a/>â‚");
    assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 4)]);
    let d = decode(b"<a>\xC0\xAF|\xED\xA0\x80|\xBF</a>", None);
    assert_eq!(d.text, "<a>À¯|í\u{A0}€|¿</a>");
    assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 3)]);
    // A 4-byte character split at every possible point stays intact.
    let d = decode("<a>𝄞𝄞</a>".as_bytes(), None);
    assert_eq!(d.text, "<a>𝄞𝄞</a>");
}

#[test]
fn split_sequences_decode_identically_in_one_byte_reads() {
    // Valid 2-, 3- and 4-byte characters, invalid bytes and truncated
    // sequences next to each other: every chunking must agree.
    let doc =
        b"<a>\xC3\xA9\xE2\x82\xAC\xF0\x9D\x84\x9E\xE9\xE2\x82|\xF0\x9D\x84\xC3\xA9\xE2</a>\xF0";
    let big = run(&doc[..], None, 1 << 16);
    assert_eq!(big.text, "<a>é€𝄞éâ‚|ð\u{9D}„é\u{E2}</a>ð");
    for cap in 1..8 {
        assert_eq!(
            run(BufReader::with_capacity(cap, &doc[..]), None, 1),
            big,
            "{cap}"
        );
    }
}

#[test]
fn invalid_bytes_events_are_capped() {
    let mut doc = b"<a>".to_vec();
    for _ in 0..500 {
        doc.extend_from_slice(b"\xC3\xA9\xE9");
    }
    let d = decode(&doc, None);
    assert_eq!(d.events.len(), MAX_INVALID_BYTES_EVENTS);
    assert_eq!(d.text.chars().filter(|&c| c == 'é').count(), 1000);
}

#[test]
fn windows_1252_table_matches_encoding_rs() {
    for b in 0u8..=255 {
        let byte = [b];
        let (s, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&byte);
        assert_eq!(s.chars().next(), Some(windows_1252_char(b)), "byte {b:#x}");
    }
}

// ---- rule 6: other encodings ----

#[test]
fn legacy_encodings_from_declaration() {
    let cases = [
        ("windows-1252", "windows-1252", "Café “quoted” — € œ"),
        ("ISO-8859-1", "windows-1252", "Grüße aus Köln"),
        ("windows-1251", "windows-1251", "Привет, мир"),
        ("koi8-r", "koi8-r", "Привет, мир"),
        ("Shift_JIS", "shift_jis", "日本語のテキスト、カタカナ"),
        ("euc-kr", "euc-kr", "한국어 텍스트"),
        ("gb2312", "gbk", "中文文本测试"),
        ("big5", "big5", "繁體中文測試"),
        ("EUC-JP", "euc-jp", "日本語"),
        ("iso-8859-7", "iso-8859-7", "Ελληνικά"),
    ];
    for (label, name, text) in cases {
        let enc = Encoding::for_label(label.as_bytes()).expect("known label");
        let doc = format!("<?xml version=\"1.0\" encoding=\"{label}\"?>\n<t>{text}</t>");
        let (bytes, _, errors) = enc.encode(&doc);
        assert!(!errors, "{label} cannot encode the sample");
        let d = decode(&bytes, None);
        assert_eq!(d.text, doc, "{label}");
        assert_eq!(d.name, name);
        assert_eq!(d.source, EncodingSource::XmlDeclaration);
        assert_eq!(d.events, vec![]);
    }
}

#[test]
fn undecodable_bytes_are_replaced_once() {
    // 0x85 0x20 is not Shift_JIS; neither is 0xFD (unassigned lead).
    let doc = b"<?xml version=\"1.0\" encoding=\"shift_jis\"?><a>\x82\xA0\x85\x20x\xFD</a>";
    let d = decode(doc, None);
    let (expected, _) = encoding_rs::SHIFT_JIS.decode_without_bom_handling(doc);
    assert_eq!(d.text, expected);
    assert_eq!(
        d.events,
        vec![EncodingEvent::Replaced {
            encoding: "shift_jis".into(),
            offset: 47
        }]
    );
    // Unpaired surrogate in UTF-16, offsets counting the BOM.
    let mut doc = cat(&[0xFF, 0xFE], &utf16("<a>", false));
    doc.extend_from_slice(&[0x00, 0xD8, b'x', 0]);
    let d = decode(&doc, None);
    assert_eq!(d.text, "<a>\u{FFFD}x");
    assert_eq!(
        d.events,
        vec![EncodingEvent::Replaced {
            encoding: "utf-16le".into(),
            offset: 8
        }]
    );
    // Truncated final unit in UTF-16.
    let d = decode(b"<\0a\0>\0\x41", None);
    assert_eq!(d.text, "<a>\u{FFFD}");
}

#[test]
fn utf32_invalid_scalars_become_replacement() {
    let mut doc = utf32("<a>", true);
    doc.extend_from_slice(&[0, 0, 0xD8, 0]); // surrogate
    doc.extend_from_slice(&[0, 0x11, 0, 0]); // > U+10FFFF
    doc.extend_from_slice(&utf32("é", true));
    doc.extend_from_slice(&[0, 0]); // truncated
    let d = decode(&doc, None);
    assert_eq!(d.text, "<a>\u{FFFD}\u{FFFD}é\u{FFFD}");
    assert_eq!(
        d.events,
        vec![EncodingEvent::Replaced {
            encoding: "utf-32be".into(),
            offset: 12
        }]
    );
}

#[test]
fn unknown_and_replacement_declarations_fall_back_to_utf8() {
    for label in ["x-unheard-of", "iso-2022-kr", "hz-gb-2312"] {
        let doc = format!("<?xml version=\"1.0\" encoding=\"{label}\"?><a>\u{e9}</a>");
        let mut bytes = doc.clone().into_bytes();
        bytes.extend_from_slice(b"\xE9");
        let d = decode(&bytes, None);
        assert_eq!(d.name, "utf-8");
        assert_eq!(d.source, EncodingSource::Default);
        assert_eq!(d.text, format!("{doc}é"));
        assert_eq!(
            d.events,
            vec![
                unknown(label, "utf-8"),
                invalid("utf-8", "windows-1252", bytes.len() as u64 - 1)
            ]
        );
    }
}

// ---- rule 7/8: output shape, offsets ----

#[test]
fn declaration_is_kept_and_offsets_count_the_bom() {
    let d = decode(b"\xEF\xBB\xBF<?xml version=\"1.0\"?><a>\xE9</a>", None);
    assert_eq!(d.text, "<?xml version=\"1.0\"?><a>é</a>");
    assert_eq!(d.events, vec![invalid("utf-8", "windows-1252", 27)]);
}

#[test]
fn declaration_parsing_is_tolerant() {
    let p = |s: &[u8]| parse_declared_encoding(s);
    assert_eq!(
        p(b"<?xml version='1.0' encoding='KOI8-R'?>"),
        Some("KOI8-R".into())
    );
    assert_eq!(
        p(b"  \n<?xml version=\"1.0\"  encoding = \"big5\" ?>"),
        Some("big5".into())
    );
    assert_eq!(
        p(b"<?xml version=\"1.0\" encoding=utf-8?>"),
        Some("utf-8".into())
    );
    assert_eq!(
        p(b"<?xml\tversion=\"1.0\"\tENCODING=\" latin1 \"?>"),
        Some("latin1".into())
    );
    assert_eq!(
        p(b"<?xml version=\"1.0\" encoding=\"windows-12"),
        Some("windows-12".into())
    );
    assert_eq!(p(b"<?xml version=\"1.0\"?><a encoding=\"x\"/>"), None);
    assert_eq!(p(b"<?xml version=\"1.0\" encoding=\"\"?>"), None);
    assert_eq!(p(b"<?xml version=\"1.0\" encoding="), None);
    assert_eq!(p(b"<?xml-stylesheet encoding=\"x\"?>"), None);
    assert_eq!(p(b"<rss encoding=\"x\">"), None);
    assert_eq!(p(b""), None);
}

// ---- edge inputs ----

#[test]
fn empty_and_tiny_inputs() {
    let d = decode(b"", None);
    assert_eq!(
        (d.text.as_str(), d.name.as_str(), d.bom_len),
        ("", "utf-8", 0)
    );
    let cases: [(&[u8], &str, &str); 9] = [
        (b"<", "<", "utf-8"),
        (b"<a>", "<a>", "utf-8"),
        (b"\xEF\xBB\xBF", "", "utf-8"),
        (b"\xEF\xBB", "ï»", "utf-8"),
        (b"\xFF\xFE", "", "utf-16le"),
        (b"\xFE\xFF", "", "utf-16be"),
        (b"\xFF\xFE\x3C", "\u{FFFD}", "utf-16le"),
        (b"\0", "\0", "utf-8"),
        (b"\0\0\xFE", "\0\0þ", "utf-8"),
    ];
    for (input, text, name) in cases {
        let d = decode(input, Some("utf-16"));
        assert_eq!(
            (d.text.as_str(), d.name.as_str()),
            (text, name),
            "{input:?}"
        );
    }
}

/// A reader that fails with `Interrupted` every other call.
struct Flaky<'a> {
    data: &'a [u8],
    flip: bool,
}

impl Read for Flaky<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.flip = !self.flip;
        if self.flip {
            return Err(io::ErrorKind::Interrupted.into());
        }
        let n = buf.len().min(self.data.len()).min(2);
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

#[test]
fn interrupted_reads_are_retried() {
    let doc = b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>caf\xE9 \xC3\xA9</a>";
    let flaky = BufReader::with_capacity(
        2,
        Flaky {
            data: doc,
            flip: false,
        },
    );
    let mut d = DecodingReader::new(flaky, None).expect("interrupts are retried");
    let mut out = String::new();
    d.read_to_string(&mut out).expect("read_to_string retries");
    assert_eq!(out, decode(doc, None).text);
}

#[test]
fn errors_from_the_inner_reader_surface() {
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("boom"))
        }
    }
    assert!(DecodingReader::new(BufReader::new(Broken), None).is_err());
}

// ---- rule 9: bounded memory on a long stream ----

/// An endless-looking document produced on the fly.
struct Repeat {
    head: &'static [u8],
    unit: Vec<u8>,
    remaining: usize,
    pos: usize,
}

impl Read for Repeat {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if !self.head.is_empty() {
            let n = buf.len().min(self.head.len());
            buf[..n].copy_from_slice(&self.head[..n]);
            self.head = &self.head[n..];
            return Ok(n);
        }
        let mut n = 0;
        while n < buf.len() && self.remaining > 0 {
            buf[n] = self.unit[self.pos];
            self.pos = (self.pos + 1) % self.unit.len();
            self.remaining -= 1;
            n += 1;
        }
        Ok(n)
    }
}

#[test]
fn long_streams_keep_buffers_small() {
    for (head, unit) in [
        (
            &b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>"[..],
            "caf\u{e9} ok \u{1D11E} ".as_bytes().to_vec(),
        ),
        (
            &b"<?xml version=\"1.0\" encoding=\"utf-8\"?><a>"[..],
            b"caf\xE9 ok ".to_vec(),
        ),
        (
            &b"<?xml version=\"1.0\" encoding=\"shift_jis\"?><a>"[..],
            b"\x82\xA0\x82\xA2x".to_vec(),
        ),
        (&b"\0\0\xFE\xFF"[..], utf32("ab\u{1D11E}", true)),
    ] {
        let total = 3_000_000;
        let inner = BufReader::new(Repeat {
            head,
            unit,
            remaining: total,
            pos: 0,
        });
        let mut d = DecodingReader::new(inner, None).expect("in-memory input");
        let mut seen = 0usize;
        let mut events = 0usize;
        loop {
            let n = d.fill_buf().expect("in-memory input").len();
            if n == 0 {
                break;
            }
            seen += n;
            assert!(d.tx.sink.out.capacity() <= 8 * CHUNK);
            assert!(d.tx.carry.len() < 4);
            assert!(d.prefix.capacity() <= DETECT_LIMIT);
            events += d.take_events().len();
            d.consume(n);
        }
        assert!(seen >= total / 2, "{seen}");
        assert!(events <= MAX_INVALID_BYTES_EVENTS, "{events}");
        assert_eq!(d.tx.pos, (head.len() + total) as u64);
    }
}

// ---- robustness ----

#[test]
fn pseudo_random_inputs_never_panic() {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let heads: [&[u8]; 12] = [
        b"",
        b"\xEF\xBB\xBF",
        b"\xFF\xFE",
        b"\xFE\xFF",
        b"\xFF\xFE\0\0",
        b"\0\0\xFE\xFF",
        b"<\0?\0",
        b"\0<\0?",
        b"<?xml version='1.0' encoding='shift_jis'?>",
        b"<?xml version='1.0' encoding='utf-16'?>",
        b"<?xml version='1.0' encoding='iso-2022-jp'?>",
        b"<?xml version=\"1.0\" encoding=\"gb18030\"?>",
    ];
    let hints = [
        None,
        Some("utf-8"),
        Some("utf-16be"),
        Some("euc-kr"),
        Some("nope"),
    ];
    let alphabet: &[u8] = b"<?>\0\x1B$B(J\xE2\x82\xAC\xC3\xFF\xFE\xED\xA0\xD8\xDC\x80";
    for _ in 0..3000 {
        let head = heads[(next() % heads.len() as u64) as usize];
        let hint = hints[(next() % hints.len() as u64) as usize];
        let len = (next() % 48) as usize;
        let mut bytes = head.to_vec();
        for _ in 0..len {
            let r = next();
            bytes.push(if r % 3 == 0 {
                alphabet[(r >> 8) as usize % alphabet.len()]
            } else {
                (r >> 16) as u8
            });
        }
        // `decode` asserts UTF-8 output and equal results for all read sizes.
        let d = decode(&bytes, hint);
        assert!(d.bom_len <= 4);
    }
}

#[test]
fn serde_shapes() {
    let e = invalid("utf-8", "windows-1252", 5);
    let json = serde_json::to_string(&e).expect("serialise");
    assert_eq!(
        json,
        r#"{"kind":"invalid_bytes","declared":"utf-8","used":"windows-1252","offset":5}"#
    );
    let back: EncodingEvent = serde_json::from_str(&json).expect("deserialise");
    assert_eq!(back, e);
    let s = serde_json::to_string(&EncodingSource::ByteOrderMark).expect("serialise");
    assert_eq!(s, r#""byte_order_mark""#);
    let json = serde_json::to_string(&conflict("utf-16", "windows-1252", "windows-1252"))
        .expect("serialise");
    assert_eq!(
        json,
        r#"{"kind":"conflict","hint":"utf-16","declared":"windows-1252","used":"windows-1252"}"#
    );
}

#[test]
fn display_texts() {
    assert_eq!(
        invalid("utf-8", "windows-1252", 44).to_string(),
        "bytes invalid in utf-8 at byte 44: read as windows-1252"
    );
    assert_eq!(
        unknown("x-nope", "utf-8").to_string(),
        "unknown encoding `x-nope`: read as utf-8"
    );
    assert_eq!(
        conflict("latin1", "utf-8", "windows-1252").to_string(),
        "charset `latin1` and declaration `utf-8` disagree: read as windows-1252"
    );
    let replaced = EncodingEvent::Replaced {
        encoding: "shift_jis".into(),
        offset: 7,
    };
    assert_eq!(
        replaced.to_string(),
        "bytes invalid in shift_jis from byte 7 replaced by U+FFFD"
    );
}

// ---- real-world samples ----

fn realworld_dir() -> Option<PathBuf> {
    // The project's shared/ sits beside the crate; the absolute path is a
    // fallback for a checkout elsewhere on the development machine.
    [
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/realworld/files"),
        PathBuf::from("/work/shared/realworld/files"),
    ]
    .into_iter()
    .find(|p| p.is_dir())
}

/// For `chardet__<label>_<site>` files: the encoding their name states.
fn label_in_name(name: &str) -> Option<&'static Encoding> {
    let rest = name.strip_prefix("chardet__")?;
    rest.char_indices()
        .filter(|&(_, c)| c == '_' || c == '-')
        .map(|(i, _)| &rest[..i])
        .rev()
        .find_map(|l| Encoding::for_label(l.as_bytes()))
}

#[test]
fn realworld_files_decode_identically_in_one_byte_reads() {
    let Some(dir) = realworld_dir() else {
        println!("skipped: shared/realworld/files not found");
        return;
    };
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .expect("readable dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    entries.sort();
    assert!(!entries.is_empty());
    for path in entries {
        let file = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_owned();
        let bytes = std::fs::read(&path).expect("readable file");
        let d = decode(&bytes, None);
        assert!(d.text.contains('<'), "{file}");
        // Cross-check against a whole-document decode.
        let body = &bytes[d.bom_len..];
        if d.name != "utf-8" && !d.name.starts_with("utf-32") {
            let enc = Encoding::for_label(d.name.as_bytes()).expect("names are labels");
            let (expected, _) = enc.decode_without_bom_handling(body);
            assert_eq!(d.text, expected, "{file}");
        } else if let Ok(s) = std::str::from_utf8(body) {
            assert_eq!(d.text, s, "{file}");
        }
        if let Some(stated) = label_in_name(&file) {
            assert_eq!(d.name, stated.name().to_ascii_lowercase(), "{file}");
        }
        println!(
            "{file}\t{}\t{:?}\tbom={}\t{:?}",
            d.name, d.source, d.bom_len, d.events
        );
    }
}
