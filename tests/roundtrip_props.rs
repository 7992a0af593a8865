//! Property tests: arbitrary channels, with hostile strings in every text
//! and attribute, are written, read back and compared; every output is
//! well-formed XML. The reader's own normalizations bound what "arbitrary"
//! means here: typed values are trimmed and non-empty, and an RSS text's
//! type is whatever its value reads as (RSS has no type attribute).

use chrono::{DateTime, FixedOffset, TimeZone};
use feedwright::model::{Attribute, ContentMode, Element, LinkElement, Node, Uri};
use feedwright::{
    Category, Channel, Content, Format, Guid, Item, Link, Person, Target, Text, TextKind,
    Timestamp, WriteOptions,
};
use proptest::prelude::*;

/// Strings that try every escaping rule: markup, entities, quotes, CDATA
/// ends, whitespace that parsers normalize, and characters beyond ASCII.
fn hostile() -> impl Strategy<Value = String> {
    let pieces = prop_oneof![
        Just("<".to_owned()),
        Just(">".to_owned()),
        Just("&".to_owned()),
        Just("&amp;".to_owned()),
        Just("&mdash;".to_owned()),
        Just("&#x26;".to_owned()),
        Just("\"".to_owned()),
        Just("'".to_owned()),
        Just("]]>".to_owned()),
        Just("<![CDATA[".to_owned()),
        Just("<p>x</p>".to_owned()),
        Just("\t".to_owned()),
        Just("\n".to_owned()),
        Just("\r\n".to_owned()),
        Just("\r".to_owned()),
        Just(" ".to_owned()),
        Just("\u{a0}".to_owned()),
        Just("é".to_owned()),
        Just("\u{1F600}".to_owned()),
        Just("\u{FEFF}".to_owned()),
        "[a-zA-Z0-9]{1,8}",
    ];
    prop::collection::vec(pieces, 1..8).prop_map(|p| p.concat())
}

/// A hostile string as the reader keeps a typed value: trimmed, not empty.
fn value() -> impl Strategy<Value = String> {
    hostile().prop_map(|s| {
        let t = s.trim();
        if t.is_empty() {
            "x".to_owned()
        } else {
            t.to_owned()
        }
    })
}

fn url() -> impl Strategy<Value = Uri> {
    value().prop_map(|path| Uri::new(format!("https://example.org/{path}")))
}

fn timestamp() -> impl Strategy<Value = Timestamp> {
    (0i64..4_000_000_000, -48i32..=56).prop_map(|(secs, quarter)| {
        let offset = FixedOffset::east_opt(quarter * 15 * 60).expect("offset in range");
        let when: DateTime<FixedOffset> = offset
            .timestamp_opt(secs, 0)
            .single()
            .expect("time in range");
        Timestamp::new(when)
    })
}

fn lang() -> impl Strategy<Value = Option<String>> {
    prop::option::of(prop_oneof![Just("en".to_owned()), Just("fr-CA".to_owned())])
}

fn base() -> impl Strategy<Value = Option<String>> {
    prop::option::of(Just("https://example.org/base/".to_owned()))
}

/// An Atom text construct of any type but XHTML.
fn atom_text() -> impl Strategy<Value = Text> {
    (value(), any::<bool>(), lang(), base()).prop_map(|(value, html, lang, base)| {
        let mut t = if html {
            Text::html(value)
        } else {
            Text::plain(value)
        };
        t.lang = lang;
        t.base = base;
        t
    })
}

/// An RSS text: its type is what its value reads as.
fn rss_text() -> impl Strategy<Value = Text> {
    (value(), lang()).prop_map(|(value, lang)| {
        let looks_html = looks_like_html(&value);
        let mut t = Text::plain(value);
        if looks_html {
            t.kind = TextKind::Html;
        }
        t.lang = lang;
        t
    })
}

/// The reader's rule for RSS text: a tag or an entity reference makes it HTML.
fn looks_like_html(text: &str) -> bool {
    let bytes = text.as_bytes();
    let tag = bytes
        .windows(2)
        .any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || w[1] == b'/' || w[1] == b'!'));
    let mut rest = text;
    let mut entity = false;
    while let Some(at) = rest.find('&') {
        rest = &rest[at + 1..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '#'))
            .unwrap_or(rest.len());
        if len > 0 && rest[len..].starts_with(';') {
            entity = true;
        }
    }
    tag || entity
}

const NAMES: &[&str] = &["ext", "foo", "bar-baz", "_x", "été", "a.b"];
const NAMESPACES: &[(&str, &str)] = &[("https://example.org/a", "a"), ("urn:b", "b")];

/// An extension element tree: namespaced or not, with attributes, text and children.
fn element() -> impl Strategy<Value = Element> {
    let leaf = element_head().prop_map(|mut e| {
        e.children.clear();
        e
    });
    leaf.prop_recursive(3, 12, 3, |inner| {
        (
            element_head(),
            prop::collection::vec(
                prop_oneof![
                    inner.prop_map(Node::Element),
                    hostile().prop_map(Node::Text)
                ],
                0..4,
            ),
        )
            .prop_map(|(mut e, children)| {
                // Adjacent texts are one text to a reader.
                for child in children {
                    match (e.children.last_mut(), child) {
                        (Some(Node::Text(prev)), Node::Text(next)) => prev.push_str(&next),
                        (_, child) => e.children.push(child),
                    }
                }
                e
            })
    })
}

fn element_head() -> impl Strategy<Value = Element> {
    (
        0..NAMES.len(),
        0..=NAMESPACES.len(),
        any::<bool>(),
        prop::collection::vec((0..NAMES.len(), 0..=NAMESPACES.len(), hostile()), 0..3),
    )
        .prop_map(|(name, ns, default_ns, attrs)| {
            let (namespace, prefix) = match NAMESPACES.get(ns) {
                Some((u, p)) => (Some(*u), (!default_ns).then_some(*p)),
                None => (None, None),
            };
            let mut e = Element::new(namespace, NAMES[name]);
            e.prefix = prefix.map(str::to_owned);
            for (name, ns, value) in attrs {
                let mut a = Attribute::default();
                a.name = NAMES[name].to_owned();
                if let Some((u, p)) = NAMESPACES.get(ns) {
                    a.namespace = Some((*u).to_owned());
                    a.prefix = Some((*p).to_owned());
                }
                a.value = value;
                if !e
                    .attributes
                    .iter()
                    .any(|b| b.name == a.name && b.namespace == a.namespace)
                {
                    e.attributes.push(a);
                }
            }
            e
        })
}

fn category(with_label: bool) -> impl Strategy<Value = Category> {
    (
        value(),
        prop::option::of(value()),
        prop::option::of(value()),
    )
        .prop_map(move |(term, scheme, label)| {
            let mut c = Category::default();
            c.term = term;
            c.scheme = scheme;
            c.label = label.filter(|_| with_label);
            c
        })
}

fn atom_link() -> impl Strategy<Value = Link> {
    (
        url(),
        prop::option::of(value()),
        prop::option::of(value()),
        prop::option::of(any::<u64>()),
    )
        .prop_map(|(href, rel, title, length)| {
            let mut l = Link::default();
            l.href = href;
            l.rel = rel;
            l.title = title;
            l.length = length;
            l
        })
}

fn person() -> impl Strategy<Value = Person> {
    (
        prop::option::of(value()),
        prop::option::of(value()),
        prop::option::of(url()),
    )
        .prop_map(|(name, email, uri)| {
            let mut p = Person::default();
            p.name = name;
            p.email = email;
            p.uri = uri;
            p
        })
}

fn atom_item() -> impl Strategy<Value = Item> {
    (
        (
            prop::option::of(atom_text()),
            prop::collection::vec(atom_link(), 0..3),
            prop::option::of(value()),
        ),
        (prop::option::of(timestamp()), prop::option::of(timestamp())),
        (
            prop::collection::vec(person(), 0..3),
            prop::collection::vec(category(true), 0..3),
        ),
        (
            prop::option::of(atom_text()),
            prop::option::of(atom_text()),
            prop::option::of(atom_text()),
        ),
        (lang(), prop::collection::vec(element(), 0..3)),
    )
        .prop_map(
            |(
                (title, links, id),
                (published, updated),
                (authors, categories),
                (summary, content, rights),
                (xml_lang, extensions),
            )| {
                let mut item = Item::default();
                item.title = title;
                item.links = links;
                item.guid = id.map(|value| {
                    let mut g = Guid::default();
                    g.value = value;
                    g.is_permalink = Some(false);
                    g
                });
                item.pub_date = published;
                item.updated = updated;
                item.authors = authors;
                item.categories = categories;
                item.description = summary;
                item.content = content.map(|t| {
                    let mut c = Content::default();
                    c.value = t.value;
                    c.kind = t.kind;
                    c.lang = t.lang;
                    c.base = t.base;
                    c
                });
                item.rights = rights;
                item.xml_lang = xml_lang;
                item.extensions = extensions;
                item
            },
        )
}

fn atom_channel() -> impl Strategy<Value = Channel> {
    (
        (
            prop::option::of(atom_text()),
            prop::option::of(atom_text()),
            prop::option::of(value()),
        ),
        (
            prop::collection::vec(atom_link(), 0..3),
            prop::collection::vec(person(), 0..2),
        ),
        (
            prop::option::of(timestamp()),
            prop::collection::vec(category(true), 0..3),
        ),
        (
            prop::collection::vec(element(), 0..3),
            prop::collection::vec(atom_item(), 0..4),
        ),
    )
        .prop_map(
            |(
                (title, subtitle, id),
                (links, authors),
                (updated, categories),
                (extensions, items),
            )| {
                let mut c = Channel::default();
                c.format = Some(Format::Atom10);
                c.title = title;
                c.description = subtitle;
                c.id = id;
                c.links = links;
                c.authors = authors;
                c.last_build_date = updated;
                c.categories = categories;
                c.extensions = extensions;
                c.items = items;
                c
            },
        )
}

fn rss_item() -> impl Strategy<Value = Item> {
    (
        (
            prop::option::of(rss_text()),
            prop::option::of(url()),
            prop::option::of(rss_text()),
        ),
        (
            prop::option::of((value(), prop::option::of(any::<bool>()))),
            prop::option::of(timestamp()),
        ),
        (
            prop::collection::vec(category(false), 0..3),
            prop::collection::vec(element(), 0..3),
        ),
        prop::collection::vec(value(), 0..3),
    )
        .prop_map(
            |((title, link, description), (guid, pub_date), (categories, extensions), creators)| {
                let mut item = Item::default();
                item.title = title;
                item.links = link
                    .map(|href| {
                        let mut l = Link::default();
                        l.href = href;
                        l.element = LinkElement::Rss;
                        l
                    })
                    .into_iter()
                    .collect();
                item.description = description;
                item.guid = guid.map(|(value, is_permalink)| {
                    let mut g = Guid::default();
                    g.value = value;
                    g.is_permalink = is_permalink;
                    g
                });
                item.pub_date = pub_date;
                item.categories = categories;
                item.extensions = extensions;
                if !creators.is_empty() {
                    let mut dc = feedwright::model::DublinCore::default();
                    for creator in creators {
                        dc.push(feedwright::model::DcElement::Creator, creator);
                    }
                    item.dublin_core = Some(Box::new(dc));
                }
                item
            },
        )
}

fn rss_channel(format: Format) -> impl Strategy<Value = Channel> {
    (
        (
            prop::option::of(rss_text()),
            prop::option::of(rss_text()),
            prop::option::of(value()),
        ),
        (
            prop::option::of(timestamp()),
            prop::option::of(1u32..100_000),
        ),
        (
            prop::collection::vec(element(), 0..3),
            prop::collection::vec(rss_item(), 0..4),
        ),
    )
        .prop_map(
            move |((title, description, language), (pub_date, ttl), (extensions, items))| {
                let mut c = Channel::default();
                c.format = Some(format);
                c.title = title;
                c.description = description;
                c.language = language;
                c.pub_date = pub_date;
                c.ttl = ttl;
                c.extensions = extensions;
                c.items = items;
                c
            },
        )
}

/// Writes, checks well-formedness and that nothing was reported lost, reads back.
fn write_and_read(channel: &Channel, target: Target) -> Result<Channel, TestCaseError> {
    let (out, losses) = channel
        .write_with_losses(Vec::new(), &WriteOptions::new(target))
        .map_err(|e| TestCaseError::fail(format!("write: {e}")))?;
    prop_assert!(losses.is_empty(), "losses: {:?}", losses);
    let text = String::from_utf8(out).map_err(|e| TestCaseError::fail(e.to_string()))?;
    if let Err(e) = roxmltree::Document::parse(&text) {
        return Err(TestCaseError::fail(format!("not well-formed: {e}\n{text}")));
    }
    let mut reread = feedwright::parse(text.as_bytes())
        .map_err(|e| TestCaseError::fail(format!("reread: {e}\n{text}")))?;
    // Stable: the reread channel writes the same bytes.
    let again = reread
        .write_with(Vec::new(), &WriteOptions::new(target))
        .map_err(|e| TestCaseError::fail(format!("second write: {e}")))?;
    prop_assert_eq!(String::from_utf8_lossy(&again), text.as_str());
    reread.encoding = None;
    reread.namespaces.clear();
    Ok(reread)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn atom_channels_read_back_equal(channel in atom_channel()) {
        let reread = write_and_read(&channel, Target::Atom)?;
        prop_assert_eq!(reread, channel);
    }

    #[test]
    fn rss_channels_read_back_equal(channel in rss_channel(Format::Rss20)) {
        let reread = write_and_read(&channel, Target::Rss)?;
        prop_assert_eq!(reread, channel);
    }

    #[test]
    fn rss1_channels_read_back_equal(channel in rss_channel(Format::Rss10)) {
        let reread = write_and_read(&channel, Target::Rss1)?;
        prop_assert_eq!(reread, channel);
    }

    /// Characters XML cannot carry never make the output ill-formed: they are
    /// replaced, and the replacement is reported.
    #[test]
    fn forbidden_characters_are_replaced_and_reported(
        before in value(), c in prop::sample::select(vec!['\u{0}', '\u{1}', '\u{8}', '\u{B}', '\u{1F}', '\u{FFFE}', '\u{FFFF}']),
        after in value(), target in prop::sample::select(vec![Target::Rss, Target::Atom, Target::Rss1]),
    ) {
        let mut channel = Channel::default();
        channel.title = Some(Text::plain(format!("{before}{c}{after}")));
        let mut ext = Element::new(Some("urn:b"), "ext");
        ext.attributes.push({
            let mut a = Attribute::default();
            a.name = "v".into();
            a.value = format!("{c}");
            a
        });
        channel.extensions.push(ext);
        let (out, losses) = channel
            .write_with_losses(Vec::new(), &WriteOptions::new(target))
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let text = String::from_utf8(out).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(roxmltree::Document::parse(&text).is_ok(), "{}", text);
        let replaced = losses.iter().filter(|l| l.reason.contains("cannot carry")).count();
        prop_assert_eq!(replaced, 2, "{:?}", losses);
    }
}

/// Text as the reader serializes markup: `&`, `<` and `>` escaped.
fn markup_text() -> impl Strategy<Value = String> {
    value().prop_map(|t| {
        t.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    })
}

/// An XHTML fragment in the form the reader gives it (prefixes of XHTML
/// elements dropped, `<br />` for empty elements, attributes in double quotes).
fn xhtml_fragment() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        markup_text(),
        Just("<br />".to_owned()),
        (markup_text()).prop_map(|v| format!("<img alt=\"{}\" />", v.replace('"', "&quot;"))),
    ];
    leaf.prop_recursive(3, 10, 3, |inner| {
        (
            prop::sample::select(vec!["p", "b", "i", "span"]),
            prop::collection::vec(inner, 1..3),
        )
            .prop_map(|(name, children)| format!("<{name}>{}</{name}>", children.concat()))
    })
    .prop_map(|f| f.trim().to_owned())
    .prop_filter("not empty", |f| !f.is_empty())
}

fn xhtml_text() -> impl Strategy<Value = Text> {
    (xhtml_fragment(), lang()).prop_map(|(value, lang)| {
        let mut t = Text::plain(value);
        t.kind = TextKind::Xhtml;
        t.lang = lang;
        t
    })
}

/// Atom content: text, HTML, XHTML, XML or base64 of a media type, or out of line.
fn atom_content() -> impl Strategy<Value = Content> {
    let inline = (value(), any::<bool>()).prop_map(|(value, html)| {
        let mut c = Content::default();
        c.value = value;
        c.kind = if html { TextKind::Html } else { TextKind::Text };
        c
    });
    let xhtml = xhtml_fragment().prop_map(|value| {
        let mut c = Content::default();
        c.value = value;
        c.kind = TextKind::Xhtml;
        c
    });
    let xml = xhtml_fragment().prop_map(|value| {
        let mut c = Content::default();
        c.value = value;
        c.media_type = Some("application/rss+xml".to_owned());
        c.mode = ContentMode::Xml;
        c
    });
    let base64 = "[A-Za-z0-9+/]{4,40}={0,2}".prop_map(|value| {
        let mut c = Content::default();
        c.value = value;
        c.media_type = Some("image/png".to_owned());
        c.mode = ContentMode::Base64;
        c
    });
    let src = url().prop_map(|src| {
        let mut c = Content::default();
        c.media_type = Some("video/mp4".to_owned());
        c.mode = ContentMode::Base64;
        c.src = Some(src);
        c
    });
    prop_oneof![inline, xhtml, xml, base64, src]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// XHTML text constructs and every kind of Atom content read back equal.
    #[test]
    fn atom_markup_reads_back_equal(
        title in xhtml_text(),
        contents in prop::collection::vec(atom_content(), 1..4),
    ) {
        let mut channel = Channel::default();
        channel.format = Some(Format::Atom10);
        channel.title = Some(title);
        for content in contents {
            let mut item = Item::default();
            item.content = Some(content);
            channel.items.push(item);
        }
        let reread = write_and_read(&channel, Target::Atom)?;
        prop_assert_eq!(reread, channel);
    }

    /// Relative URLs keep the form the document wrote, resolving as they did
    /// against the channel's and items' `xml:base`.
    #[test]
    fn relative_urls_keep_their_form(
        channel_link in relative(),
        item_base in prop::option::of(prop::sample::select(vec!["sub/", "../other/", "https://cdn.example.net/x/"])),
        item_links in prop::collection::vec(relative(), 0..3),
        target in prop::sample::select(vec![Target::Rss, Target::Atom, Target::Rss1]),
    ) {
        let base = url::Url::parse("https://example.org/blog/feed/").unwrap();
        let resolved = |scope: &url::Url, raw: &str| {
            let mut uri = Uri::new(scope.join(raw).unwrap().to_string());
            if uri.value != raw {
                uri.raw = Some(raw.to_owned());
            }
            uri
        };
        let link = |href: Uri, element: LinkElement| {
            let mut l = Link::default();
            l.href = href;
            l.element = element;
            l
        };
        let element = if target == Target::Atom { LinkElement::Atom } else { LinkElement::Rss };
        let mut channel = Channel::default();
        channel.format = Some(match target {
            Target::Atom => Format::Atom10,
            Target::Rss1 => Format::Rss10,
            _ => Format::Rss20,
        });
        channel.xml_base = Some(base.to_string());
        channel.links.push(link(resolved(&base, &channel_link), element));
        let mut item = Item::default();
        let scope = match item_base {
            Some(b) => base.join(b).unwrap(),
            None => base.clone(),
        };
        item.xml_base = item_base.map(str::to_owned);
        for raw in &item_links {
            item.links.push(link(resolved(&scope, raw), element));
        }
        channel.items.push(item);
        let reread = write_and_read(&channel, target)?;
        prop_assert_eq!(reread, channel);
    }
}

fn relative() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "a",
        "a/b",
        "../up",
        "/root",
        "?q=1&r=2",
        "#frag",
        "x y",
        "./",
        "a/b/c/../d",
        "//host.example/p",
    ])
    .prop_map(str::to_owned)
}

/// An RSS channel with the typed elements that carry attributes and nested
/// elements: image, text input, cloud, enclosures, sources, comments, people,
/// iTunes and Media RSS.
fn rich_rss_channel() -> impl Strategy<Value = Channel> {
    (
        (
            url(),
            prop::option::of(value()),
            prop::option::of(url()),
            prop::option::of(1u32..2000),
        ),
        (value(), value(), value(), prop::option::of(url())),
        (value(), value(), value(), value(), value()),
        prop::collection::vec(rich_rss_item(), 1..3),
        (
            prop::option::of(value()),
            prop::collection::vec(0u8..24, 0..3),
            prop::collection::vec(value(), 0..2),
        ),
    )
        .prop_map(
            |(image, input, cloud, items, (itunes_author, skip_hours, skip_days))| {
                let mut c = Channel::default();
                c.format = Some(Format::Rss20);
                let mut i = feedwright::Image::default();
                (i.url, i.title, i.link, i.width) = image;
                c.image = Some(i);
                let mut t = feedwright::model::TextInput::default();
                (t.title, t.description, t.name, t.link) = input;
                c.text_input = Some(t);
                let mut cl = feedwright::model::Cloud::default();
                (
                    cl.domain,
                    cl.port,
                    cl.path,
                    cl.register_procedure,
                    cl.protocol,
                ) = cloud;
                c.cloud = Some(cl);
                c.items = items;
                if let Some(author) = itunes_author {
                    let mut it = feedwright::model::ITunesChannel::default();
                    it.author = Some(author);
                    c.itunes = Some(it);
                }
                c.skip_hours = skip_hours;
                c.skip_days = skip_days;
                c
            },
        )
}

fn rich_rss_item() -> impl Strategy<Value = Item> {
    (
        prop::collection::vec(
            (
                url(),
                prop::option::of(any::<u64>()),
                prop::option::of(value()),
            ),
            0..3,
        ),
        prop::option::of((prop::option::of(value()), prop::option::of(url()))),
        (
            prop::option::of(url()),
            prop::option::of("[a-z]{1,8}@example\\.org"),
        ),
        prop::collection::vec((url(), prop::option::of(value())), 0..2),
        prop::option::of(value()),
    )
        .prop_map(
            |(enclosures, source, (comments, author), thumbnails, duration)| {
                let mut item = Item::default();
                for (url, length, media_type) in enclosures {
                    let mut e = feedwright::Enclosure::default();
                    (e.url, e.length, e.media_type) = (url, length, media_type);
                    item.enclosures.push(e);
                }
                item.source = source.map(|(title, url)| {
                    let mut s = feedwright::model::Source::default();
                    (s.title, s.url) = (title, url);
                    Box::new(s)
                });
                item.comments = comments;
                // An RSS author is text; the reader keeps it as written too.
                item.authors = author
                    .map(|email| {
                        let mut p = Person::default();
                        p.email = Some(email.clone());
                        p.raw = Some(email);
                        p
                    })
                    .into_iter()
                    .collect();
                if !thumbnails.is_empty() {
                    let mut media = feedwright::model::Media::default();
                    for (url, time) in thumbnails {
                        let mut t = feedwright::model::MediaThumbnail::default();
                        (t.url, t.time) = (url, time);
                        media.thumbnails.push(t);
                    }
                    item.media = Some(Box::new(media));
                }
                if let Some(duration) = duration {
                    let mut it = feedwright::model::ITunesItem::default();
                    it.duration = Some(duration);
                    item.itunes = Some(Box::new(it));
                }
                item
            },
        )
}

/// Every format's output of `channel` is well-formed and reads back as a feed.
fn well_formed_everywhere(channel: &Channel) -> Result<(), TestCaseError> {
    for target in [Target::Rss, Target::Atom, Target::Rss1] {
        let out = channel
            .write_with(Vec::new(), &WriteOptions::new(target))
            .map_err(|e| TestCaseError::fail(format!("{target:?}: {e}")))?;
        let text = String::from_utf8(out).map_err(|e| TestCaseError::fail(e.to_string()))?;
        if let Err(e) = roxmltree::Document::parse(&text) {
            return Err(TestCaseError::fail(format!(
                "{target:?} not well-formed: {e}\n{text}"
            )));
        }
        let reread = feedwright::parse(text.as_bytes())
            .map_err(|e| TestCaseError::fail(format!("{target:?}: {e}")))?;
        prop_assert_eq!(reread.items.len(), channel.items.len());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn rich_rss_channels_read_back_equal(channel in rich_rss_channel()) {
        let reread = write_and_read(&channel, Target::Rss)?;
        prop_assert_eq!(reread, channel);
    }

    /// Converting any channel into any format gives well-formed XML.
    #[test]
    fn conversions_are_well_formed(
        atom in atom_channel(), rss in rich_rss_channel(), rss1 in rss_channel(Format::Rss10),
    ) {
        well_formed_everywhere(&atom)?;
        well_formed_everywhere(&rss)?;
        well_formed_everywhere(&rss1)?;
    }
}

/// The children an RSS item may have, each as written in a document: the
/// typed ones, repeated ones, namespaced ones, an unknown extension, a
/// comment and a processing instruction.
const ITEM_CHILDREN: &[&str] = &[
    "<title>T</title>",
    "<link>https://example.org/a</link>",
    "<link>https://example.org/b</link>",
    r#"<guid isPermaLink="true">https://example.org/g</guid>"#,
    "<description>D</description>",
    "<pubDate>Thu, 25 Jun 2026 00:00:00 GMT</pubDate>",
    r#"<enclosure url="https://example.org/1.mp3" length="1" type="audio/mpeg"/>"#,
    r#"<enclosure url="https://example.org/2.mp3" length="2" type="audio/mpeg"/>"#,
    "<category>one</category>",
    "<category>two</category>",
    "<author>a@example.org (A)</author>",
    "<comments>https://example.org/c</comments>",
    "<dc:creator>C</dc:creator>",
    "<content:encoded><![CDATA[<p>x</p>]]></content:encoded>",
    "<itunes:summary>S</itunes:summary>",
    "<itunes:duration>1:00</itunes:duration>",
    "<media:description>M</media:description>",
    r#"<x:thing n="1">X</x:thing>"#,
    "<!-- a comment -->",
    "<?x-pi data?>",
];

/// The names (or `#comment`, `#pi`) of an element's children, in order.
fn child_names(node: roxmltree::Node<'_, '_>) -> Vec<String> {
    node.children()
        .filter_map(|c| match c.node_type() {
            roxmltree::NodeType::Element => Some(format!(
                "{}{}",
                c.tag_name().namespace().unwrap_or_default(),
                c.tag_name().name()
            )),
            roxmltree::NodeType::Comment => Some("#comment".into()),
            roxmltree::NodeType::PI => Some("#pi".into()),
            _ => None,
        })
        .collect()
}

/// The item's children, as a strict parser reads them from `xml`.
fn item_children(xml: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(xml).expect("well-formed");
    let item = doc
        .descendants()
        .find(|n| n.has_tag_name("item"))
        .expect("an item");
    child_names(item)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The children of an item, in any order, come back in that order from
    /// a same-format round trip, and what the feedparser view shows is the
    /// same before and after.
    #[test]
    fn shuffled_children_keep_their_order(
        children in proptest::sample::subsequence(ITEM_CHILDREN.to_vec(), 1..ITEM_CHILDREN.len())
            .prop_shuffle()
    ) {
        let doc = format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:media="http://search.yahoo.com/mrss/" xmlns:x="urn:x">
<channel><title>C</title><link>https://example.org/</link><description>D</description>
<item>{}</item></channel></rss>"#,
            children.concat()
        );
        let read = feedwright::parse(doc.as_bytes()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let out = read.write_rss(Vec::new()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let text = String::from_utf8(out).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(item_children(&text), item_children(&doc), "{}", text);
        let reread = feedwright::parse(text.as_bytes()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&reread.items, &read.items);
        let view = |c: &Channel| feedwright::view::feedparser::to_value(c, &[]);
        prop_assert_eq!(view(&reread)["entries"].clone(), view(&read)["entries"].clone());
    }
}
