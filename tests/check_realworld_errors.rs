//! Every error rule `check` reports on the 246 real feeds of
//! `../shared/realworld`, each with one example that was checked by hand
//! against the specification it cites. A rule that starts firing on these
//! feeds and is not listed fails the test: it must be looked at (is it a
//! false alarm?) and listed with its example. Skips when `../shared` is
//! absent.

mod common;

use std::collections::BTreeMap;

use feedwright::check::{validate, Severity};

/// (rule, file, line of the example, why the finding is right).
const REVIEWED: &[(&str, &str, u32, &str)] = &[
    (
        "atom-date-rfc3339",
        "partytime__homegrown-hits.xml",
        72,
        "Podcasting 2.0 <podcast:liveItem start>: an ISO 8601 date-time; hour 24 and a space \
         before the offset (`2023-10-05T24:00:00.000 -0500`) are not",
    ),
    (
        "boolean",
        "partytime__no-agenda.xml",
        267,
        "Podcasting 2.0 <podcast:valueRecipient fee>: a boolean; `fee=\"\"` is none",
    ),
    (
        "non-negative-integer",
        "partytime__no-agenda.xml",
        267,
        "Podcasting 2.0 <podcast:valueRecipient split>: a number, required; `split=\"\"` is none",
    ),
    (
        "podcast-guid",
        "partytime__homegrown-hits.xml",
        465,
        "Podcasting 2.0 <podcast:remoteItem feedGuid>: the remote feed's podcast:guid, a version 5 \
         UUID; `95be9fe7-30ac-40aa-...` is version 4",
    ),
    (
        "rss2-no-namespace-in-extension",
        "rome__index.rss",
        31,
        "Namespaces in XML 6.2: with no default namespace declared, <PhotoDate> inside \
         apple-wallpapers:metadata is in no namespace, so no vocabulary defines it",
    ),
    (
        "rss2-email",
        "chardet__gb2312_w3cn.org.xml",
        16,
        "RSS 2.0 <author>: an email address; `阿宏` is a name alone",
    ),
    (
        "undefined-element",
        "chardet__big5_coolloud.org.tw.xml",
        35,
        "RSS 1.0 items define no <category> in the RSS 1.0 namespace",
    ),
    (
        "rss2-date-rfc822",
        "chardet__gb2312_w3cn.org.xml",
        19,
        "RSS 2.0 dates are RFC 822; `2005-5-28 16:05:36` is not",
    ),
    (
        "media-group-one",
        "feeder__atom_youtube.xml",
        25,
        "Media RSS: a group holds alternatives of one content; this one has a single media:content",
    ),
    (
        "atom-id-absolute",
        "feeder__rss_lineageos.xml",
        1,
        "RFC 4287 4.2.6: an id is an absolute IRI; `//` is a relative reference",
    ),
    (
        "uri-characters",
        "ffp__journal_miso_town_atom_url_https_wiki_xxiivv_com_site_now_ht.xml",
        13,
        "RFC 3987: a space is not allowed in an IRI (the fragment here has several)",
    ),
    (
        "email",
        "ffp__afarshadblog_bearblog_dev_atom_xml.xml",
        8,
        "RFC 4287 3.2.3: atom:email is an addr-spec; `hidden` is not",
    ),
    (
        "too-long",
        "feedrs__rss_2.0_spreaker.xml",
        29,
        "Apple Podcasts: itunes:subtitle is at most 255 characters; this one has 270",
    ),
    (
        "url-relative",
        "chardet__euc-kr_console.linuxstudy.pe.kr.xml",
        15,
        "RSS 2.0 <link> is a URL; an empty one names nothing",
    ),
    (
        "dc-date-w3cdtf",
        "chardet__shift_jis_yasuhisa.com.xml",
        12,
        "Dublin Core dates in feeds are W3CDTF; an empty dc:date is none",
    ),
    (
        "rss2-enclosure-attributes",
        "nnw__atp.rss",
        124,
        "RSS 2.0 <enclosure>: url, length and type are required; `type` is missing",
    ),
    (
        "reader-declaration-not-first",
        "feedjira__AtomFeedWithSpacesAroundEquals.xml",
        2,
        "XML 1.0 2.8: the XML declaration comes first; a blank line precedes it",
    ),
    (
        "positive-integer",
        "feedjira__HuffPostCanada.xml",
        61,
        "Media RSS: a thumbnail's height is a number of pixels; it is empty",
    ),
    (
        "atom-entry-summary",
        "rome__YouTube-MostPopular.rss",
        1,
        "RFC 4287 4.1.1.1: an entry whose content has `src` must have a summary",
    ),
    (
        "duplicate-element",
        "ffp__foreignpolicy_com_feed.xml",
        30,
        "RSS 2.0: a channel has at most one <image>",
    ),
    (
        "mime-type-attribute",
        "feedrs__rss_2.0_ch9.xml",
        49,
        "RSS 2.0 <enclosure type>: a MIME type; it is empty",
    ),
    (
        "atom-entry-author",
        "atoma__broken-xkcd.xml",
        7,
        "RFC 4287 4.1.2: an entry without author in a feed without author",
    ),
    (
        "missing-attribute",
        "chardet__big5_coolloud.org.tw.xml",
        20,
        "RSS 1.0 5.3: the channel's <image> has rdf:resource",
    ),
    (
        "atom-feed-updated",
        "feeder__atom_youtube.xml",
        2,
        "RFC 4287 4.1.1: a feed has exactly one <updated>",
    ),
    (
        "rss2-guid-permalink",
        "feedjira__HuffPostCanada.xml",
        24,
        "RSS 2.0 <guid>: a permalink (the default) is a URL; `23246627` is not",
    ),
    (
        "unexpected-attribute",
        "feedjira__HuffPostCanada.xml",
        24,
        "RSS 2.0 <guid> has `isPermaLink`; `isPermalink` is another (unknown) attribute",
    ),
    (
        "rss2-image-width",
        "feedjira__TenderLovemaking.xml",
        25,
        "RSS 2.0 <image>: width at most 144",
    ),
    (
        "language",
        "nodefp__rss-with-relative-urls.xml",
        8,
        "RSS 2.0 <language>: a language tag; `en_US` uses an underscore",
    ),
    (
        "latitude",
        "rome__geo-rss-issue-27.rss",
        57,
        "W3C Basic Geo: geo:lat is a number; it is blank",
    ),
    (
        "rss1-channel-items",
        "chardet__big5_coolloud.org.tw.xml",
        14,
        "RSS 1.0 5.3: a channel has <items>",
    ),
    (
        "reader-bare-ampersand",
        "chardet__big5_coolloud.org.tw.xml",
        105,
        "XML 1.0 2.4: `&` starts a reference; a bare one is not well-formed",
    ),
    (
        "rss2-namespace",
        "feeder__rss_ukrnet.xml",
        2,
        "RSS 2.0 elements are in no namespace; this <rss> is in one",
    ),
    (
        "url-attribute",
        "feedjira__HuffPostCanada.xml",
        260,
        "Media RSS url: an absolute URL; `//img...` has no scheme",
    ),
    (
        "rss2-image-height",
        "feedjira__itunes_feedburner.xml",
        23,
        "RSS 2.0 <image>: height at most 400",
    ),
    (
        "reader-forbidden-characters",
        "feedreader__AtomSpecialCharacters.xml",
        43,
        "XML 1.0 2.2: control characters are not XML characters",
    ),
    (
        "xhtml-namespace",
        "kde__chaosradio-podcast.xml",
        80,
        "XHTML in xhtml:body is in the XHTML namespace; this <p> is in none",
    ),
    (
        "rss2-item-title-or-description",
        "miniflux__no_encoding_ISO-8859-1.xml",
        29,
        "RSS 2.0 <item>: at least a title or a description",
    ),
    (
        "rss2-channel-link",
        "partytime__changing-the-tide.xml",
        4,
        "RSS 2.0: a channel has a <link>",
    ),
    (
        "reader-unknown-entity",
        "partytime__no-agenda.xml",
        2761,
        "XML 1.0 4.1: an entity must be declared; this one is not",
    ),
    (
        "longitude",
        "rome__geo-rss-issue-27.rss",
        59,
        "W3C Basic Geo: geo:long is a number; it is empty",
    ),
    (
        "itunes-category",
        "rome__leshow.xml",
        23,
        "Apple Podcasts' category list has no `Arts & Entertainment`",
    ),
    (
        "rss2-version",
        "rssparser__uolNoticias.rss",
        1,
        "RSS 2.0: <rss> has a version attribute",
    ),
    (
        "misplaced-element",
        "rome__leshow.xml",
        36,
        "Apple Podcasts: itunes:category is a channel tag; here it stands in an item",
    ),
    (
        "root-element",
        "chardet__cp932_hardsoft.at.webry.info.xml",
        2,
        "RSS 2.0, RSS 1.0 and RFC 4287 name their roots (rss, rdf:RDF, feed/entry): this file is \
         an XHTML page (<html xmlns=\"http://www.w3.org/1999/xhtml\">, a blog's web page), no feed",
    ),
];

#[test]
fn every_error_on_real_feeds_is_reviewed() {
    let Some(files) = common::shared("realworld/files") else {
        return;
    };
    let mut paths: Vec<_> = std::fs::read_dir(&files)
        .expect("readable")
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    // rule -> (file, line) of each error found
    let mut fired: BTreeMap<String, Vec<(String, u32)>> = BTreeMap::new();
    for path in &paths {
        let bytes = std::fs::read(path).expect("readable");
        let Ok(report) = validate(&bytes) else {
            continue;
        };
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for problem in report
            .problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
        {
            fired
                .entry(problem.rule.clone())
                .or_default()
                .push((name.clone(), problem.position.line));
        }
    }
    let unreviewed: Vec<_> = fired
        .iter()
        .filter(|(rule, _)| !REVIEWED.iter().any(|(r, ..)| r == *rule))
        .map(|(rule, at)| format!("{rule} (first at {}:{})", at[0].0, at[0].1))
        .collect();
    assert!(
        unreviewed.is_empty(),
        "error rules firing on real feeds that no one has reviewed: {unreviewed:?}"
    );
    for (rule, file, line, _) in REVIEWED {
        let Some(at) = fired.get(*rule) else { continue };
        assert!(
            at.iter().any(|(f, l)| f == file && l == line),
            "{rule}: the reviewed example {file}:{line} no longer fires there (found at {:?})",
            &at[..at.len().min(3)]
        );
    }
}
