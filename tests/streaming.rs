//! `FeedReader` fed one byte at a time gives exactly what `parse` gives.

mod common;

use std::io::BufReader;
use std::path::Path;

use feedwright::{FeedReader, ReadOptions};

/// `parse` (which reads a UTF-8 document in place) and a `FeedReader` over
/// a `capacity`-byte buffer give the same channel, and the same warnings at
/// the same positions, or the same error.
fn assert_same_both_ways(path: &Path, capacity: usize) {
    let input = std::fs::read(path).expect("readable");
    let whole = feedwright::parse_with(&input, &ReadOptions::default());
    let streamed = FeedReader::new(BufReader::with_capacity(capacity, &input[..]))
        .and_then(FeedReader::finish);
    match (whole, streamed) {
        (Ok(whole), Ok(streamed)) => assert_eq!(whole, streamed, "{}", path.display()),
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{}", path.display()),
        (a, b) => panic!(
            "{}: parse gave {a:?}, FeedReader gave {b:?}",
            path.display()
        ),
    }
}

/// As `assert_same_both_ways`, for a document in memory read with `options`.
fn assert_same_both_ways_in_memory(input: &[u8], options: &ReadOptions) {
    let whole = feedwright::parse_with(input, options);
    let streamed = FeedReader::with_options(BufReader::with_capacity(1, input), options.clone())
        .and_then(FeedReader::finish);
    let shown = String::from_utf8_lossy(input);
    match (whole, streamed) {
        (Ok(whole), Ok(streamed)) => assert_eq!(whole, streamed, "{shown}"),
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{shown}"),
        (a, b) => panic!("{shown}: parse gave {a:?}, FeedReader gave {b:?}"),
    }
}

/// `parse` takes a run of text and references after markup in one piece;
/// every case below must read as quick-xml's events give it, warnings and
/// positions included.
#[test]
fn text_runs_and_cdata_sections_read_as_the_events_give_them() {
    let bodies = [
        "<![CDATA[<p>one & two</p>]]>",
        "<![CDATA[a]]><![CDATA[b]]>",
        "text <![CDATA[x]]> &lt; <![CDATA[]]> tail",
        "&#38;<![CDATA[after a character reference]]>&#233;",
        "<![CDATA[ nbsp\u{a0} C1 \u{85} control \u{1} \u{FFFE} ]]>",
        "<![CDATA[ ]] ]> ]]]>",
        "<![CDATA[a line end\r\nb]]>",
        "<![CDATA[unclosed",
        "&lt;p&gt;one &amp; two&lt;/p&gt;",
        "&lt;&gt;&amp;&quot;&apos;",
        "caf&#195;&#169; &#233;t&#xE9; &#8212;",
        "&mdash; and &nbsp; and &unknown; and &#0; and &#xFFFE;",
        "AT&T; and a & b; and &amp",
        "one & two &amp; three",
        "&&amp; && &lt;&",
        "x &amp y &lt; z; w",
        "& lead &gt; and &#38;& &#233;",
        "&#226;&#128; & &#166; &#226;&#128;&#166;&x",
        "nbsp\u{a0} and a C1 control \u{85} &lt;b&gt;",
        "a\u{1}b &lt;i&gt;",
        "&custom; &lt;x&gt; &custom;",
        "  &lt;  ",
        "&lt;p class=&quot;a&quot;&gt;it&apos;s &amp;amp; b&lt;/p&gt;&lt;br&gt;&lt;i&gt;x&lt;/i&gt;",
        "&lt;&gt;&lt;&gt;&lt;&gt;&lt;&gt;&amp;&quot;&apos;&lt&gt &lt;;&ltx; &#60;&lt;&#x3e;&gt;",
    ];
    for body in bodies {
        let doc = format!(
            "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY custom \"c&#38;d\">]>\
             <rss version=\"2.0\"><channel><title>{body}</title>\
             <description>x{body}y</description><item><description>{body}</description>\
             <x:deep xmlns:x=\"urn:x\"><x:a><x:b>{body}</x:b></x:a></x:deep></item></channel></rss>\
             {body}"
        );
        assert_same_both_ways_in_memory(doc.as_bytes(), &ReadOptions::default());
        // Past the depth limit the run is skipped; past the size limit it goes out in parts.
        let mut tight = ReadOptions::default();
        tight.max_depth = 4;
        tight.max_text_bytes = 8;
        assert_same_both_ways_in_memory(doc.as_bytes(), &tight);
    }
}

#[test]
fn one_byte_reads_match_parse_for_every_fixture() {
    for xml in common::xml_files(&common::fixtures_dir()) {
        assert_same_both_ways(&xml, 1);
    }
}

/// `assert_same_both_ways` over every document below `../shared/<corpus>`
/// (skipped, with the reason printed, when it is absent).
fn assert_corpus_same_both_ways(corpus: &str, capacity: usize) {
    let Some(dir) = common::shared(corpus) else {
        return;
    };
    let files = common::all_files(&dir);
    assert!(!files.is_empty(), "no documents in {}", dir.display());
    for path in files {
        assert_same_both_ways(&path, capacity);
    }
}

/// Every document of feedparser's suite, broken ones included.
#[test]
fn in_place_and_streamed_reading_agree_on_the_conformance_documents() {
    assert_corpus_same_both_ways("conformance/feedparser/files", 5);
}

/// Every real feed: about one in five arrives in another encoding than
/// UTF-8, which `parse` decodes whole and reads in place.
#[test]
fn in_place_and_streamed_reading_agree_on_the_real_feeds() {
    assert_corpus_same_both_ways("realworld/files", 64);
}

#[test]
fn items_arrive_one_at_a_time_with_metadata_first() {
    let input = std::fs::read(common::fixtures_dir().join("rss2/joe-ma-tech-blog.xml")).unwrap();
    let mut reader = FeedReader::new(&input[..]).unwrap();
    assert_eq!(reader.channel().title_text(), Some("Joe Ma's Tech Blog"));
    assert!(reader.channel().items.is_empty());
    let first = reader.next().expect("an item").expect("no error");
    assert!(first
        .title_text()
        .unwrap()
        .starts_with("Compressing a ResNet"));
    assert_eq!(reader.by_ref().count(), 7);
}

#[test]
fn strict_mode_turns_the_first_warning_into_an_error() {
    let mut options = ReadOptions::default();
    options.strict = true;
    let err = feedwright::parse_with(
        b"<rss version=\"2.0\"><channel><title>&mdash;</title></channel></rss>",
        &options,
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "HTML entity `&mdash;` decoded (strict mode) at line 1, column 36"
    );
}
