//! The writer's promises, on every fixture and every corpus document that is a feed:
//!
//! - lossless: `parse(write(parse(doc))) == parse(doc)` in the format read
//!   (RSS 0.9x written as RSS 2.0, Atom 0.3 as Atom 1.0: equal but for the version);
//! - stable: writing the reread channel gives the same bytes;
//! - well-formed: a strict, namespace-aware XML parser (roxmltree) reads every output;
//! - nothing reported lost;
//! - what a reader sees is the same: the feedparser view of the channel
//!   (every field, in its order: which link comes first, which of summary
//!   and description is the summary, whether the guid is the link) and
//!   every answer method (`date()`, `authors()`, `enclosures()`,
//!   `summary()`, ...), before and after, with no exception list. Model
//!   equality includes the order of children and the comments and
//!   processing instructions among them.
//!
//! Facts about the bytes, not the feed, are left out of the comparison:
//! `encoding` and `encoding_label` (the encoding the bytes were decoded from
//! and the charset label they declared: the writer writes UTF-8 and declares
//! it, so both describe the output's bytes, not the channel) and `namespaces`
//! (the declarations as the document spelled them: the output declares what it
//! uses, on the root, plus the document's own).

mod common;

use std::path::Path;
use std::time::Instant;

use feedwright::{Channel, Format, Target, WriteOptions};
use serde_json::Value;

/// Documents larger than this are not converted into every format by the tests.
const CONVERSION_MAX_BYTES: usize = 256 * 1024;

/// The format a channel is written back in.
fn target_of(format: Option<Format>) -> Target {
    Target::for_format(format)
}

/// What a round trip may change: the version (0.9x -> 2.0, 0.3 -> 1.0),
/// the encoding, the declared charset label and the namespace declarations.
fn normalized(channel: &Channel) -> Channel {
    let mut channel = channel.clone();
    channel.format = channel.format.map(|f| match target_of(Some(f)) {
        Target::Atom => Format::Atom10,
        Target::Rss1 => Format::Rss10,
        Target::JsonFeed => f,
        _ => Format::Rss20,
    });
    channel.encoding = None;
    channel.encoding_label = None;
    channel.namespaces.clear();
    channel
}

/// What a reader of the channel sees: the feedparser view (less what
/// describes the bytes or the reading: the encoding, the version, the
/// namespaces as declared, the repairs), and every answer method of the
/// channel and each item.
fn seen(channel: &Channel) -> Value {
    let mut view = feedwright::view::feedparser::to_value(channel, &[]);
    if let Some(map) = view.as_object_mut() {
        for key in [
            "encoding",
            "version",
            "namespaces",
            "bozo",
            "bozo_exception",
        ] {
            map.remove(key);
        }
    }
    let answers = |c: &Channel| {
        serde_json::json!({
            "title": format!("{:?}", c.title()),
            "link": format!("{:?}", c.link()),
            "self_link": format!("{:?}", c.self_link()),
            "hub": format!("{:?}", c.hub()),
            "description": format!("{:?}", c.description()),
            "published": format!("{:?}", c.published()),
            "updated": format!("{:?}", c.updated()),
            "image": format!("{:?}", c.image()),
            "icon": format!("{:?}", c.icon()),
            "authors": format!("{:?}", c.authors().collect::<Vec<_>>()),
            "language": format!("{:?}", c.language()),
            "categories": format!("{:?}", c.categories().collect::<Vec<_>>()),
            "ttl": format!("{:?}", c.ttl()),
            "stylesheets": format!("{:?}", c.stylesheets().collect::<Vec<_>>()),
        })
    };
    let items: Vec<Value> = channel
        .items
        .iter()
        .map(|i| {
            serde_json::json!({
                "published": format!("{:?}", i.published()),
                "updated": format!("{:?}", i.updated()),
                "date": format!("{:?}", i.date()),
                "id": format!("{:?}", i.id()),
                "link": format!("{:?}", i.link()),
                "title": format!("{:?}", i.title()),
                "summary": format!("{:?}", i.summary()),
                "content": format!("{:?}", i.content()),
                "authors": format!("{:?}", i.authors().collect::<Vec<_>>()),
                "categories": format!("{:?}", i.categories().collect::<Vec<_>>()),
                "enclosures": format!("{:?}", i.enclosures().collect::<Vec<_>>()),
                "image": format!("{:?}", i.image()),
                "language": format!("{:?}", i.language()),
            })
        })
        .collect();
    serde_json::json!({ "view": view, "channel": answers(channel), "items": items })
}

fn json(channel: &Channel) -> Value {
    serde_json::to_value(channel).expect("a channel serializes")
}

/// The first place two JSON values differ, as a path and both sides.
fn first_difference(a: &Value, b: &Value, path: &str) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for key in x.keys().chain(y.keys()) {
                let (l, r) = (x.get(key), y.get(key));
                let d = match (l, r) {
                    (Some(l), Some(r)) => first_difference(l, r, &format!("{path}.{key}")),
                    _ => Some(format!("{path}.{key}: {l:?} != {r:?}")),
                };
                if d.is_some() {
                    return d;
                }
            }
            None
        }
        (Value::Array(x), Value::Array(y)) => {
            for (i, (l, r)) in x.iter().zip(y).enumerate() {
                if let Some(d) = first_difference(l, r, &format!("{path}[{i}]")) {
                    return Some(d);
                }
            }
            (x.len() != y.len()).then(|| format!("{path}: {} elements != {}", x.len(), y.len()))
        }
        _ => (a != b).then(|| format!("{path}: {a} != {b}")),
    }
}

/// A strict parser of the target's syntax (roxmltree for XML, serde_json for JSON Feed) reads `text`.
fn well_formed(target: Target, text: &str) -> Result<(), String> {
    if target == Target::JsonFeed {
        serde_json::from_str::<Value>(text)
            .map(drop)
            .map_err(|e| e.to_string())
    } else {
        roxmltree::Document::parse(text)
            .map(drop)
            .map_err(|e| e.to_string())
    }
}

/// Checks every promise on one document; `Ok(false)` when it is not a feed.
fn round_trip(input: &[u8]) -> Result<bool, String> {
    let Ok(original) = feedwright::parse(input) else {
        return Ok(false);
    };
    let options = WriteOptions::new(target_of(original.format));
    let (first, losses) = original
        .write_with_losses(Vec::new(), &options)
        .map_err(|e| format!("write failed: {e}"))?;
    if !losses.is_empty() {
        let losses: Vec<String> = losses.iter().map(ToString::to_string).collect();
        return Err(format!("reported losses: {losses:?}"));
    }
    let text = std::str::from_utf8(&first).map_err(|e| format!("output is not UTF-8: {e}"))?;
    well_formed(options.target, text).map_err(|e| format!("output is not well-formed: {e}"))?;
    let reread = feedwright::parse(&first).map_err(|e| format!("output does not parse: {e}"))?;
    let (seen_before, seen_after) = (seen(&original), seen(&reread));
    if seen_before != seen_after {
        let d = first_difference(&seen_before, &seen_after, "").unwrap_or_default();
        return Err(format!("a reader sees another feed: {d}"));
    }
    let (before, after) = (normalized(&original), normalized(&reread));
    if before != after {
        let d = first_difference(&json(&before), &json(&after), "").unwrap_or_default();
        return Err(format!("round trip differs at {d}"));
    }
    let second = reread
        .write_with(Vec::new(), &options)
        .map_err(|e| format!("second write failed: {e}"))?;
    if second != first {
        return Err("writing the reread channel gives other bytes".into());
    }
    Ok(true)
}

/// Every conversion of a feed is well-formed and reads back as a feed of the
/// target format; `deep`: whose own round trip then loses nothing.
fn conversions(input: &[u8], deep: bool) -> Result<(), String> {
    let Ok(original) = feedwright::parse(input) else {
        return Ok(());
    };
    for target in [Target::Rss, Target::Atom, Target::Rss1, Target::JsonFeed] {
        let out = original
            .write_with(Vec::new(), &WriteOptions::new(target))
            .map_err(|e| format!("{target:?}: write failed: {e}"))?;
        let text = std::str::from_utf8(&out).map_err(|e| format!("{target:?}: {e}"))?;
        well_formed(target, text)
            .map_err(|e| format!("{target:?}: output is not well-formed: {e}"))?;
        let reread =
            feedwright::parse(&out).map_err(|e| format!("{target:?}: does not parse: {e}"))?;
        if reread.items.len() != original.items.len() {
            return Err(format!("{target:?}: item count changed"));
        }
        // A converted feed is a feed of the target format like any other:
        // its own round trip loses nothing.
        if deep {
            round_trip(&out).map_err(|why| format!("{target:?}, converted: {why}"))?;
        }
    }
    Ok(())
}

/// Runs the round trip over files; returns (feeds, failures).
fn run_corpus(files: &[std::path::PathBuf], root: &Path, deep: bool) -> (usize, Vec<String>) {
    let mut feeds = 0;
    let mut failures = Vec::new();
    for path in files {
        let name = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let input = std::fs::read(path).expect("corpus file reads");
        // Conversions are checked on every document but the few largest, to
        // keep the suite fast in debug builds (the round trip covers them all).
        let conversion = if input.len() <= CONVERSION_MAX_BYTES {
            conversions(&input, deep)
        } else {
            Ok(())
        };
        if let Err(why) = conversion {
            failures.push(format!("{name}: conversion: {why}"));
        }
        match round_trip(&input) {
            Ok(true) => feeds += 1,
            Ok(false) => {}
            Err(why) => failures.push(format!("{name}: {why}")),
        }
    }
    (feeds, failures)
}

/// `deep`: also round-trip each conversion (the small documents only, for time).
fn check_corpus(dir: &Path, files: Vec<std::path::PathBuf>, label: &str, deep: bool) {
    let started = Instant::now();
    // The documents are independent: share them out over the cores.
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = files.len().div_ceil(threads).max(1);
    let (feeds, failures) = std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|part| scope.spawn(move || run_corpus(part, dir, deep)))
            .collect();
        handles
            .into_iter()
            .fold((0, Vec::new()), |(n, mut all), h| {
                let (feeds, failures) = h.join().expect("a corpus thread panicked");
                all.extend(failures);
                (n + feeds, all)
            })
    });
    println!(
        "{label}: {feeds} feeds of {} documents round-trip ({} failures) in {:.2?}",
        files.len(),
        failures.len(),
        started.elapsed()
    );
    assert!(
        failures.is_empty(),
        "{} of {} documents fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn fixtures_round_trip() {
    let dir = common::fixtures_dir();
    let files: Vec<_> = common::xml_files(&dir)
        .into_iter()
        .filter(|p| !p.components().any(|c| c.as_os_str() == "invalid"))
        .collect();
    assert!(files.len() >= 13, "fixtures are missing");
    check_corpus(&dir, files, "fixtures", true);
}

#[test]
fn realworld_round_trip() {
    let Some(dir) = common::shared("realworld/files") else {
        return;
    };
    let files = std::fs::read_dir(&dir)
        .expect("realworld/files lists")
        .flatten()
        .map(|e| e.path())
        .collect::<Vec<_>>();
    let mut files = files;
    files.sort();
    check_corpus(&dir, files, "realworld", false);
}

/// partytime's own test feeds (the Podcasting 2.0 namespace's JavaScript
/// parser), every tag of the namespace among them, and their conversions.
#[test]
fn partytime_round_trip() {
    let Some(dir) = common::shared("specs/partytime-fixtures") else {
        return;
    };
    let files = common::xml_files(&dir);
    assert!(files.len() >= 10, "partytime fixtures are missing");
    check_corpus(&dir, files, "partytime", true);
}

#[test]
fn conformance_round_trip() {
    let Some(dir) = common::shared("conformance/feedparser/files") else {
        return;
    };
    let mut files = Vec::new();
    let mut stack = vec![dir.clone()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("corpus lists").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    check_corpus(&dir, files, "conformance", true);
}

fn write(channel: &Channel, target: Target) -> (String, Vec<String>) {
    let (out, losses) = channel
        .write_with_losses(Vec::new(), &WriteOptions::new(target))
        .expect("writing to a Vec succeeds");
    let text = String::from_utf8(out).expect("the writer writes UTF-8");
    roxmltree::Document::parse(&text).expect("the output is well-formed");
    (text, losses.iter().map(ToString::to_string).collect())
}

#[test]
fn markup_in_text_is_escaped_and_reads_back() {
    // A CDATA section holding `]]>` (split in two, as XML requires), markup, quotes.
    let xml = br#"<rss version="2.0"><channel><title>T</title><item>
        <description><![CDATA[a ]]]]><![CDATA[> b <b class="x">bold</b> & "q"]]></description>
        <category domain="a&quot;b&lt;c">x</category>
    </item></channel></rss>"#;
    let channel = feedwright::parse(xml).unwrap();
    let (text, losses) = write(&channel, Target::Rss);
    assert!(losses.is_empty());
    assert!(text.contains(
        "<description>a ]]&gt; b &lt;b class=\"x\"&gt;bold&lt;/b&gt; &amp; \"q\"</description>"
    ));
    assert!(text.contains(r#"<category domain="a&quot;b&lt;c">x</category>"#));
    assert_eq!(
        feedwright::parse(text.as_bytes()).unwrap().items,
        channel.items
    );
}

#[test]
fn xhtml_content_is_written_as_markup() {
    let xml = br#"<feed xmlns="http://www.w3.org/2005/Atom"><entry>
        <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>a &amp; <b>b</b></p></div></content>
    </entry></feed>"#;
    let channel = feedwright::parse(xml).unwrap();
    let (text, _) = write(&channel, Target::Atom);
    assert!(text.contains(
        r#"<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>a &amp; <b>b</b></p></div></content>"#
    ));
    assert_eq!(
        feedwright::parse(text.as_bytes()).unwrap().items,
        channel.items
    );
}

#[test]
fn typed_elements_use_conventional_prefixes() {
    // The document spells Dublin Core with a prefix of its own.
    let xml = br#"<rss version="2.0" xmlns:DUBLIN="http://purl.org/dc/elements/1.1/"
        xmlns:i="http://www.itunes.com/DTDs/Podcast-1.0.dtd"><channel><item>
        <DUBLIN:creator>Joe</DUBLIN:creator><i:duration>1:00</i:duration>
    </item></channel></rss>"#;
    let channel = feedwright::parse(xml).unwrap();
    let (text, _) = write(&channel, Target::Rss);
    assert!(text.contains(r#"xmlns:dc="http://purl.org/dc/elements/1.1/""#));
    assert!(text.contains("<dc:creator>Joe</dc:creator>"));
    // Another spelling of a namespace keeps the document's prefix for it.
    assert!(text.contains("<i:duration>1:00</i:duration>"));
}

#[test]
fn dates_keep_their_offset_and_form() {
    let xml = br#"<feed xmlns="http://www.w3.org/2005/Atom"><entry>
        <updated>2026-06-25T00:00:00+02:00</updated><published>2026-06-25</published>
    </entry></feed>"#;
    let channel = feedwright::parse(xml).unwrap();
    let (atom, _) = write(&channel, Target::Atom);
    assert!(atom.contains("<updated>2026-06-25T00:00:00+02:00</updated>"));
    // Not canonical, so kept as written within the format.
    assert!(atom.contains("<published>2026-06-25</published>"));
    // Converted: RSS's own form, in the feed's own offset.
    let (rss, _) = write(&channel, Target::Rss);
    assert!(rss.contains("<pubDate>Thu, 25 Jun 2026 00:00:00 +0000</pubDate>"));
    // RSS has no item `updated`: Atom's, which RSS readers read.
    assert!(rss.contains("<atom:updated>2026-06-25T00:00:00+02:00</atom:updated>"));
}

#[test]
fn conversions_report_what_the_target_cannot_hold() {
    let atom = br#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><title>T</title>
        <entry><title xml:lang="fr">Bonjour</title>
        <author><name>A</name><email>a@example.org</email><uri>https://a.example/</uri></author>
        <author><email>b@example.org</email></author><author><name>C</name></author>
        </entry></feed>"#;
    let (text, losses) = write(&feedwright::parse(atom).unwrap(), Target::Rss);
    assert_eq!(
        losses,
        [
            "items[0].title.lang: RSS has no language per element: written as xml:lang, which RSS readers ignore",
            "items[0].authors: RSS has one author per item: written as several <author> elements",
            "items[0].authors[0].uri: an RSS person has no URI",
        ]
    );
    assert!(text.contains("<author>a@example.org (A)</author>"));
    // An RSS author is an email address; a name alone is a Dublin Core creator.
    assert!(text.contains("<dc:creator>C</dc:creator>"));

    let rss = br#"<rss version="2.0"><channel><title>T</title>
        <cloud domain="rpc.example.org" port="80" path="/RPC2" registerProcedure="p" protocol="xml-rpc"/>
        </channel></rss>"#;
    let (text, losses) = write(&feedwright::parse(rss).unwrap(), Target::Atom);
    assert_eq!(
        losses,
        [
            // Nothing dated: Atom's required `updated` has nothing to come from.
            "last_build_date: Atom requires the feed's updated date: neither the channel nor any item has a date",
            "cloud: Atom has no such element: kept as an RSS-named extension element",
        ]
    );
    assert!(text.contains(r#"<cloud xmlns="" domain="rpc.example.org""#));
    let reread = feedwright::parse(text.as_bytes()).unwrap();
    assert_eq!(reread.extensions[0].name, "cloud");
}

#[test]
fn compact_output_has_no_whitespace_between_elements() {
    let channel = feedwright::parse(
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><title>E</title></entry></feed>"#,
    )
    .unwrap();
    let mut options = WriteOptions::new(Target::Atom);
    options.pretty = false;
    let out = String::from_utf8(channel.write_with(Vec::new(), &options).unwrap()).unwrap();
    assert_eq!(
        out,
        r#"<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><title>E</title></entry></feed>"#
    );
}

#[test]
fn channels_built_in_code_get_each_format_s_own_forms() {
    let when = chrono::DateTime::parse_from_rfc3339("2026-06-25T09:30:00+02:00").unwrap();
    let mut item = feedwright::Item::default();
    item.title = Some(feedwright::Text::plain("Fish & chips <3"));
    item.pub_date = Some(feedwright::Timestamp::new(when));
    let mut link = feedwright::Link::default();
    link.href = feedwright::model::Uri::new("https://example.org/fish");
    item.links.push(link);
    let mut channel = Channel::default();
    channel.title = Some(feedwright::Text::plain("Recipes"));
    channel.items.push(item);

    let (rss, losses) = write(&channel, Target::Rss);
    assert!(losses.is_empty(), "{losses:?}");
    assert!(rss.contains("<title>Fish &amp; chips &lt;3</title>"));
    assert!(rss.contains("<link>https://example.org/fish</link>"));
    assert!(rss.contains("<pubDate>Thu, 25 Jun 2026 09:30:00 +0200</pubDate>"));

    let (atom, _) = write(&channel, Target::Atom);
    assert!(atom.contains("<published>2026-06-25T09:30:00+02:00</published>"));
    // Atom requires an id and an updated date: the link and the date fill them.
    assert!(atom.contains("<id>https://example.org/fish</id>"));
    assert!(atom.contains("<updated>2026-06-25T09:30:00+02:00</updated>"));
}

#[test]
fn conversions_fill_what_the_target_requires_and_nothing_else() {
    // RSS requires a channel title and description; Atom an id and an updated date.
    let atom =
        br#"<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title></entry></feed>"#;
    let (rss, _) = write(&feedwright::parse(atom).unwrap(), Target::Rss);
    assert!(rss.contains("<title/>\n    <description/>"));
    // RSS-only fields go into Atom as extension elements, never as Atom's own.
    let rss = br#"<rss version="2.0"><channel><ttl>5</ttl>
        <pubDate>Thu, 25 Jun 2026 00:00:00 GMT</pubDate><item><title>x</title></item></channel></rss>"#;
    let (atom, _) = write(&feedwright::parse(rss).unwrap(), Target::Atom);
    let reread = feedwright::parse(atom.as_bytes()).unwrap();
    assert_eq!(reread.title, None);
    assert!(atom.contains("<updated>2026-06-25T00:00:00+00:00</updated>"));
    assert!(atom.contains(r#"<ttl xmlns="">5</ttl>"#));
}

#[test]
fn atom_0_3_elements_stay_in_their_namespace() {
    let xml = br#"<feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>T</title>
        <info type="application/xhtml+xml"><div xmlns="http://www.w3.org/1999/xhtml">Example <b>Atom</b></div></info>
        <entry><title>E</title><created>2004-01-01T19:48:21Z</created></entry></feed>"#;
    let channel = feedwright::parse(xml).unwrap();
    let (atom, losses) = write(&channel, Target::Atom);
    assert!(losses.is_empty(), "{losses:?}");
    assert!(atom.contains(r#"xmlns:atom03="http://purl.org/atom/ns#""#));
    // Atom 0.3 XHTML has no `<div>` around it: the div is the content.
    assert!(atom.contains(
        r#"<atom03:info xmlns="http://www.w3.org/1999/xhtml" type="xhtml"><div>Example <b>Atom</b></div></atom03:info>"#
    ));
    assert!(atom.contains("<atom03:created>2004-01-01T19:48:21Z</atom03:created>"));
    let reread = feedwright::parse(atom.as_bytes()).unwrap();
    assert_eq!(reread.info, channel.info);
    assert_eq!(reread.items[0].created, channel.items[0].created);
    // RSS has neither: a conversion says so.
    let (_, losses) = write(&channel, Target::Rss);
    assert_eq!(
        losses,
        [
            "info: RSS 2.0 has no feed info (Atom 0.3)",
            "items[0].created: RSS 2.0 has no creation date (Atom 0.3)",
        ]
    );
}

#[test]
fn full_content_elements_are_written_as_read() {
    let xml = br#"<rss version="2.0"><channel><title>T</title>
        <item><fullitem>&lt;p&gt;Example&lt;/p&gt;</fullitem></item>
        <item><body><p>Inline</p></body></item></channel></rss>"#;
    let channel = feedwright::parse(xml).unwrap();
    let (rss, losses) = write(&channel, Target::Rss);
    assert!(losses.is_empty(), "{losses:?}");
    assert!(rss.contains("<fullitem><![CDATA[<p>Example</p>]]></fullitem>"));
    assert!(rss.contains("<body><p>Inline</p></body>"));
    assert_eq!(
        feedwright::parse(rss.as_bytes()).unwrap().items,
        channel.items
    );
}

#[test]
fn georss_gml_keeps_its_coordinate_system() {
    let xml = br#"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:georss="http://www.georss.org/georss"
        xmlns:gml="http://www.opengis.net/gml"><entry><title>E</title>
        <georss:where><gml:Envelope srsName="EPSG:26913" srsDimension="2">
          <gml:lowerCorner>42.9 -71.1</gml:lowerCorner><gml:upperCorner>43.1 -69.9</gml:upperCorner>
        </gml:Envelope></georss:where>
        <georss:where><gml:Polygon srsName="EPSG:26913" srsDimension="2"><gml:exterior><gml:LinearRing>
          <gml:posList>45.3 -110.7 45.3 -109.5 44.2 -109.5 45.3 -110.7</gml:posList>
        </gml:LinearRing></gml:exterior></gml:Polygon></georss:where>
        </entry></feed>"#;
    let channel = feedwright::parse(xml).unwrap();
    let geo = channel.items[0].georss.as_ref().unwrap();
    assert_eq!(geo.bbox.as_deref(), Some("42.9 -71.1 43.1 -69.9"));
    assert_eq!(geo.srs_name.as_deref(), Some("EPSG:26913"));
    let (atom, losses) = write(&channel, Target::Atom);
    assert!(losses.is_empty(), "{losses:?}");
    assert!(atom.contains("<gml:lowerCorner>42.9 -71.1</gml:lowerCorner>"));
    assert!(atom.contains("<gml:exterior>"));
    assert_eq!(
        feedwright::parse(atom.as_bytes()).unwrap().items,
        channel.items
    );
}

#[test]
fn rss_authors_with_parts_and_item_itunes_categories_round_trip() {
    let xml = br#"<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
        <channel><title>T</title><item>
        <author><name>Diane</name><email>d@example.org</email></author>
        <itunes:category text="Technology"><itunes:category text="Gadgets"/></itunes:category>
        </item></channel></rss>"#;
    let channel = feedwright::parse(xml).unwrap();
    let (rss, losses) = write(&channel, Target::Rss);
    assert!(losses.is_empty(), "{losses:?}");
    assert!(rss.contains("<name>Diane</name>"));
    assert_eq!(
        feedwright::parse(rss.as_bytes()).unwrap().items,
        channel.items
    );
}

/// A styled feed, its items' children in another order than the writer's
/// own and comments among them, is written back byte for byte.
#[test]
fn a_styled_feed_round_trips_byte_for_byte() {
    let path = common::fixtures_dir().join("rss2/joe-ma-tech-blog-styled.xml");
    let input = std::fs::read(&path).expect("the styled fixture reads");
    let channel = feedwright::parse(&input).expect("parses");
    let (href, media_type) = channel.stylesheets().next().expect("a stylesheet");
    assert_eq!(
        (&*href, media_type.as_deref()),
        ("/assets/feed.xsl", Some("text/xsl"))
    );
    let out = channel.write_rss(Vec::new()).expect("writes");
    assert_eq!(
        String::from_utf8_lossy(&out),
        String::from_utf8_lossy(&input)
    );
}

/// A stylesheet added in code is written before the root in every XML
/// format, and reported lost in JSON Feed.
#[test]
fn a_stylesheet_added_in_code_is_written() {
    let mut channel = Channel::default();
    channel.title = Some(feedwright::Text::plain("Notes"));
    channel.add_stylesheet("/feed.xsl?v=1&x=2", "text/xsl");
    for target in [Target::Rss, Target::Atom, Target::Rss1] {
        let (text, losses) = write(&channel, target);
        // Nothing is dated: Atom's required `updated` has nothing to come from.
        let lost: &[&str] = match target {
            Target::Atom => &["last_build_date: Atom requires the feed's updated date: neither the channel nor any item has a date"],
            _ => &[],
        };
        assert_eq!(losses, lost, "{target:?}");
        let declaration = r#"<?xml version="1.0" encoding="UTF-8"?>"#;
        let pi = r#"<?xml-stylesheet type="text/xsl" href="/feed.xsl?v=1&amp;x=2"?>"#;
        assert!(
            text.starts_with(&format!("{declaration}\n{pi}\n<")),
            "{target:?}: {text}"
        );
        let reread = feedwright::parse(text.as_bytes()).expect("reads back");
        let (href, media_type) = reread.stylesheets().next().expect("a stylesheet");
        assert_eq!(
            (&*href, media_type.as_deref()),
            ("/feed.xsl?v=1&x=2", Some("text/xsl"))
        );
    }
    let (_, losses) = channel
        .write_with_losses(Vec::new(), &WriteOptions::new(Target::JsonFeed))
        .expect("writes");
    assert!(
        losses.iter().any(|l| l.to_string().starts_with("prologue")),
        "{losses:?}"
    );
}

/// Comments and instructions that XML cannot hold as they are are made
/// well-formed, and said so.
#[test]
fn comments_that_xml_cannot_hold_are_mended() {
    let mut channel = Channel::default();
    channel.title = Some(feedwright::Text::plain("T"));
    channel
        .prologue
        .push(feedwright::model::Misc::Comment("a -- b -".into()));
    let (text, losses) = write(&channel, Target::Rss);
    assert!(text.contains("<!--a - - b - -->"), "{text}");
    assert_eq!(losses.len(), 1, "{losses:?}");
}
