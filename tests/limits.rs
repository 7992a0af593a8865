//! Each limit of `ReadOptions`: what a hostile document gets instead of a
//! crash, a hang or unbounded memory, and where the reader says it stopped.

use feedwright::{parse_with, ReadOptions, Warning, WarningKind};

fn read(doc: &[u8], options: &ReadOptions) -> (feedwright::Channel, Vec<Warning>) {
    parse_with(doc, options).expect("a feed").into()
}

fn limits(warnings: &[Warning]) -> Vec<String> {
    warnings
        .iter()
        .filter(|w| matches!(w.kind, WarningKind::Limit { .. }))
        .map(|w| w.to_string())
        .collect()
}

#[test]
fn nesting_past_the_depth_limit_is_skipped() {
    let mut options = ReadOptions::default();
    options.max_depth = 8;
    let deep = "<x>".repeat(10_000);
    let doc = format!(
        "<rss><channel><title>t</title><item><title>i</title>{deep}</item></channel></rss>"
    );
    let (channel, warnings) = read(doc.as_bytes(), &options);
    assert_eq!(channel.items.len(), 1);
    assert_eq!(channel.items[0].title_text(), Some("i"));
    assert_eq!(
        limits(&warnings),
        ["1:68: nesting depth limit (8) reached: element skipped"]
    );
}

#[test]
fn text_and_attribute_values_are_cut_at_the_size_limit() {
    let mut options = ReadOptions::default();
    options.max_text_bytes = 16;
    let long = "é".repeat(100);
    // Escaped HTML: a short piece between references, many times over.
    let escaped = "a&lt;b&gt;c&amp;".repeat(100);
    let doc = format!(
        "<rss><channel><title>{long}</title><description>{escaped}</description><item><enclosure url=\"{long}\" type=\"audio/mpeg\"/></item></channel></rss>"
    );
    let (channel, warnings) = read(doc.as_bytes(), &options);
    let title = channel.title_text().unwrap_or_default();
    assert!(title.len() <= 16, "{title}");
    let description = channel
        .description
        .as_ref()
        .map_or("", |d| d.value.as_str());
    assert!(description.len() <= 16, "{description}");
    assert!(description.starts_with("a<b>c&a<b>c&"), "{description}");
    let url = &channel.items[0].enclosures[0].url;
    assert!(url.value.len() <= 16, "{url:?}");
    assert_eq!(
        limits(&warnings),
        [
            "1:15: text size limit (16) reached: text cut",
            "1:130: text size limit (16) reached: text cut",
            "1:1763: text size limit (16) reached: attribute value cut"
        ]
    );
}

#[test]
fn attributes_past_the_limit_are_ignored() {
    let mut options = ReadOptions::default();
    options.max_attributes = 4;
    let attrs: String = (0..1000).map(|i| format!(" a{i}=\"v\"")).collect();
    let doc = format!("<rss version=\"2.0\"{attrs}><channel><title>t</title></channel></rss>");
    let (channel, warnings) = read(doc.as_bytes(), &options);
    assert_eq!(channel.title_text(), Some("t"));
    assert_eq!(
        limits(&warnings),
        ["1:1: attributes per element limit (4) reached: remaining attributes ignored"]
    );
}

#[test]
fn a_hundred_thousand_namespace_declarations_are_read_once_each() {
    // A flat scope list made this quadratic; now each lookup is one hash probe.
    let mut options = ReadOptions::default();
    options.max_attributes = usize::MAX;
    let n = 100_000;
    let decls: String = (0..n)
        .map(|i| format!(" xmlns:p{i}=\"urn:x{i}\""))
        .collect();
    let uses = "<p0:x/>".repeat(n);
    let doc = format!(
        "<rss version=\"2.0\"><channel{decls}><title>t</title><item><title>i</title>{uses}</item></channel></rss>"
    );
    let (channel, warnings) = read(doc.as_bytes(), &options);
    assert!(limits(&warnings).is_empty());
    assert_eq!(channel.namespaces.len(), n);
    assert_eq!(channel.items[0].extensions.len(), n);
    assert_eq!(
        channel.items[0].extensions[0].namespace.as_deref(),
        Some("urn:x0")
    );
}

#[test]
fn items_past_the_limit_are_not_read() {
    let mut options = ReadOptions::default();
    options.max_items = 3;
    let items = "<item><title>i</title></item>".repeat(10);
    let doc = format!("<rss><channel><title>t</title>{items}</channel></rss>");
    let (channel, warnings) = read(doc.as_bytes(), &options);
    assert_eq!(channel.items.len(), 3);
    assert_eq!(
        limits(&warnings),
        ["1:118: items limit (3) reached: rest of the feed ignored"]
    );
}

#[test]
fn input_past_the_size_limit_is_not_read() {
    let mut options = ReadOptions::default();
    options.max_input_bytes = 100;
    let items = "<item><title>i</title></item>".repeat(10);
    let doc = format!("<rss><channel><title>t</title>{items}</channel></rss>");
    let (channel, warnings) = read(doc.as_bytes(), &options);
    assert_eq!(channel.title_text(), Some("t"));
    assert!(channel.items.len() < 10);
    let limit = limits(&warnings);
    assert_eq!(limit.len(), 1, "{limit:?}");
    assert!(
        limit[0].contains("input size limit") && limit[0].ends_with("rest of the input ignored"),
        "{limit:?}"
    );
}

/// An XML declaration and a DOCTYPE whose `levels` entities, `a` to `f`,
/// each stand for ten of the one before: `a` is ten bytes, `c` a thousand.
fn amplifying_doctype(levels: u8) -> String {
    let mut doctype =
        String::from("<?xml version=\"1.0\"?>\n<!DOCTYPE rss [\n <!ENTITY a \"aaaaaaaaaa\">\n");
    for level in b'b'..b'a' + levels {
        let before = char::from(level - 1);
        let value = format!("&{before};").repeat(10);
        doctype.push_str(&format!(" <!ENTITY {} \"{value}\">\n", char::from(level)));
    }
    doctype.push_str("]>");
    doctype
}

#[test]
fn entity_amplification_stops_at_its_budget() {
    let mut options = ReadOptions::default();
    options.max_entity_expansion = 10_000;
    let doc = format!(
        "{}\n<rss><channel><title>&f;</title></channel></rss>",
        amplifying_doctype(6)
    );
    let (channel, warnings) = read(doc.as_bytes(), &options);
    let title = channel.title_text().unwrap_or_default();
    assert!(title.len() <= 10_000, "{} bytes", title.len());
    assert!(
        warnings
            .iter()
            .any(|w| w.to_string().contains("entity expansion limit")),
        "{warnings:?}"
    );
}

/// The budget spent inside an attribute value is reported at that value's
/// tag, not at whatever reference the text reads next.
#[test]
fn entity_amplification_in_an_attribute_is_reported_at_its_tag() {
    let mut options = ReadOptions::default();
    options.max_entity_expansion = 2_500;
    let doc = format!(
        "{}\n<rss><channel><title>t</title>\n\
         <item><title x=\"&c;&c;\">one</title><description>x &#34;q&#34;</description></item>\n\
         </channel></rss>",
        amplifying_doctype(3)
    );
    let (channel, warnings) = read(doc.as_bytes(), &options);
    assert_eq!(channel.items.len(), 1);
    let spent: Vec<String> = warnings
        .iter()
        .filter(|w| w.to_string().contains("entity expansion limit"))
        .map(|w| format!("{}:{}", w.position.line, w.position.column))
        .collect();
    assert_eq!(spent, ["8:7"], "{warnings:?}");
}

#[test]
fn external_entities_and_dtds_are_never_loaded() {
    let doc = br#"<?xml version="1.0"?>
<!DOCTYPE rss SYSTEM "http://127.0.0.1:9/evil.dtd" [
 <!ENTITY xxe SYSTEM "file:///etc/passwd">
 <!ENTITY % remote SYSTEM "http://127.0.0.1:9/x">
]>
<rss><channel><title>a&xxe;b</title></channel></rss>"#;
    let (channel, warnings) = read(doc, &ReadOptions::default());
    let title = channel.title_text().unwrap_or_default();
    assert!(!title.contains("root:"), "{title}");
    assert!(
        warnings
            .iter()
            .any(|w| w.to_string().contains("external entity `xxe` not loaded")),
        "{warnings:?}"
    );
}
