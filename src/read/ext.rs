//! Extension elements -> typed fields, for channels and items alike: Dublin
//! Core, DCMI terms, iTunes, Google Play, Media RSS, Podcasting 2.0, `sy`,
//! `slash`, `wfw`, `thr`, GeoRSS and Creative Commons. An element no typed
//! field claims is kept whole in `extensions`.

use super::fields::Fields;
use super::podcast::{read_podcast_channel, read_podcast_item};
use super::push_exact;
use super::tree::RawElement;
use crate::model::{
    Channel, DcElement, DcTerms, DcValue, DublinCore, GeoRss, GooglePlay, ITunesCategory,
    ITunesChannel, ITunesItem, ITunesOwner, InReplyTo, Item, Media, MediaContent, MediaCredit,
    MediaLicense, MediaPlayer, MediaRestriction, MediaScheme, MediaThumbnail, Slash, Syndication,
    Threading, WellFormedWeb,
};
use crate::xml::namespace::Namespace;

/// Applies an extension element to the channel, or keeps it in `extensions`.
pub(crate) fn read_channel_child(f: &mut Fields<'_>, channel: &mut Channel, el: &mut RawElement) {
    let c = channel;
    let claimed = match el.class() {
        Namespace::Dc => fill(&mut c.dublin_core, |dc| read_dc(f, dc, el)),
        Namespace::DcTerms => fill(&mut c.dc_terms, |terms| read_dcterms(f, terms, el)),
        Namespace::ITunes => fill(&mut c.itunes, |it| read_itunes_channel(f, it, el)),
        Namespace::GooglePlay => fill(&mut c.google_play, |gp| read_google_play(f, gp, el)),
        Namespace::Podcast => fill(&mut c.podcast, |p| read_podcast_channel(f, p, el)),
        Namespace::Media => fill(&mut c.media, |media| read_media(f, media, el)),
        Namespace::Sy => fill(&mut c.syndication, |sy| read_sy(sy, el)),
        Namespace::GeoRss => fill(&mut c.georss, |geo| read_georss(geo, el)),
        Namespace::Gml => fill(&mut c.georss, |geo| read_gml(geo, el)),
        Namespace::CreativeCommons => read_license(f, &mut c.licenses, el),
        _ => false,
    };
    if !claimed {
        c.extensions.push(el.take_element());
    }
}

/// Applies an extension element to the item, or keeps it in `extensions`.
pub(crate) fn read_item_child(f: &mut Fields<'_>, item: &mut Item, el: &mut RawElement) {
    let i = item;
    let claimed = match el.class() {
        Namespace::Dc => fill_boxed(&mut i.dublin_core, |dc| read_dc(f, dc, el)),
        Namespace::DcTerms => fill_boxed(&mut i.dc_terms, |terms| read_dcterms(f, terms, el)),
        Namespace::ITunes => fill_boxed(&mut i.itunes, |it| read_itunes_item(f, it, el)),
        Namespace::GooglePlay => fill_boxed(&mut i.google_play, |gp| read_google_play(f, gp, el)),
        Namespace::Podcast => fill_boxed(&mut i.podcast, |p| read_podcast_item(f, p, el)),
        Namespace::Media => fill_boxed(&mut i.media, |media| read_media(f, media, el)),
        Namespace::Slash => fill_boxed(&mut i.slash, |slash| read_slash(slash, el)),
        Namespace::Wfw => fill_boxed(&mut i.wfw, |wfw| read_wfw(f, wfw, el)),
        Namespace::Thr => fill_boxed(&mut i.threading, |thr| read_thr(f, thr, el)),
        Namespace::GeoRss => fill_boxed(&mut i.georss, |geo| read_georss(geo, el)),
        // A GML geometry outside `<georss:where>`: not GeoRSS, but unambiguous.
        Namespace::Gml => fill_boxed(&mut i.georss, |geo| read_gml(geo, el)),
        Namespace::CreativeCommons => read_license(f, &mut i.licenses, el),
        _ => false,
    };
    if !claimed {
        i.extensions.push(el.take_element());
    }
}

/// Reads an element into the extension struct in `slot`, made for it if
/// there is none, and drops the struct again if the element left it as
/// made. Only the struct an element was read into can have changed, so
/// it alone is compared with a default.
fn fill<T: Default + PartialEq>(slot: &mut Option<T>, read: impl FnOnce(&mut T) -> bool) -> bool {
    let claimed = read(slot.get_or_insert_with(Default::default));
    if slot.as_ref().is_some_and(|v| *v == T::default()) {
        *slot = None;
    }
    claimed
}

/// As `fill`, for a struct the item holds boxed (it is compared with a
/// default on the stack: `Box::default()` would allocate).
fn fill_boxed<T: Default + PartialEq>(
    slot: &mut Option<Box<T>>,
    read: impl FnOnce(&mut T) -> bool,
) -> bool {
    let claimed = read(slot.get_or_insert_with(Default::default));
    if slot.as_deref().is_some_and(|v| *v == T::default()) {
        *slot = None;
    }
    claimed
}

/// The element's trimmed text, moved out of it (`None` when blank).
fn text(el: &mut RawElement) -> Option<String> {
    Some(el.take_trimmed_text()).filter(|t| !t.is_empty())
}

/// As `text`, for an element only borrowed (rare elements: a copy).
fn text_of(el: &RawElement) -> Option<String> {
    Some(el.trimmed_text()).filter(|t| !t.is_empty())
}

/// The text exactly as written (`None` when blank). Apple reads `<itunes:block>`
/// and `<itunes:explicit>` values with stray white space as no value, so they
/// are kept untrimmed for the caller to judge.
fn as_written(el: &mut RawElement) -> Option<String> {
    let text = el.text();
    (!text.trim().is_empty()).then(|| text.into_owned())
}

/// `<itunes:image href>`; feeds also write `url` or the URL as text.
fn itunes_image(f: &mut Fields<'_>, el: &mut RawElement) -> Option<crate::model::Uri> {
    f.uri_attr(el, "href")
        .or_else(|| f.uri_attr(el, "url"))
        .or_else(|| f.uri(el))
}

fn read_dc(f: &mut Fields<'_>, dc: &mut DublinCore, el: &mut RawElement) -> bool {
    if el.local() == "date" {
        if let Some(date) = f.w3cdtf_date(el) {
            push_exact(&mut dc.dates, date);
        }
        return true;
    }
    let Some(element) = DcElement::from_local_name(el.local()) else {
        return false;
    };
    let value = match element {
        // The one Dublin Core element that readers display as HTML.
        DcElement::Description => f.loose_html(el),
        _ => text(el),
    };
    match value {
        Some(value) => {
            push_exact(&mut dc.values, DcValue { element, value });
            true
        }
        // An empty element carries nothing a typed field could keep: keep it whole.
        None => false,
    }
}

fn read_dcterms(f: &mut Fields<'_>, terms: &mut DcTerms, el: &mut RawElement) -> bool {
    match el.local() {
        "created" if terms.created.is_none() => terms.created = f.w3cdtf_date(el),
        "issued" if terms.issued.is_none() => terms.issued = f.w3cdtf_date(el),
        "modified" if terms.modified.is_none() => terms.modified = f.w3cdtf_date(el),
        "valid" if terms.valid.is_none() => read_dcterms_valid(f, terms, el),
        "license" => terms.licenses.extend(text(el)),
        _ => return false,
    }
    true
}

/// `dcterms:valid`: a DCMI period, `start=...; end=...; scheme=W3C-DTF`.
fn read_dcterms_valid(f: &mut Fields<'_>, terms: &mut DcTerms, el: &mut RawElement) {
    terms.valid = text(el);
    let Some(period) = terms.valid.clone() else {
        return;
    };
    for part in period.split(';') {
        let Some((name, value)) = part.split_once('=') else {
            continue;
        };
        let value = value.trim().to_owned();
        match name.trim() {
            "start" => terms.valid_start = Some(f.date_str(value, el.position())),
            "end" => terms.valid_end = Some(f.date_str(value, el.position())),
            _ => {}
        }
    }
}

fn read_itunes_category(el: &mut RawElement) -> ITunesCategory {
    ITunesCategory {
        text: el.take_attr("text").unwrap_or_default(),
        subcategories: el
            .elements_mut()
            .filter(|c| c.local() == "category")
            .map(read_itunes_category)
            .collect(),
    }
}

fn read_itunes_channel(f: &mut Fields<'_>, it: &mut ITunesChannel, el: &mut RawElement) -> bool {
    match el.local() {
        "author" => it.author = text(el),
        "block" => it.block = as_written(el),
        "category" => it.categories.push(read_itunes_category(el)),
        "image" => it.image = itunes_image(f, el),
        // The image as an old-style `<itunes:link rel="image" href>`.
        "link" if el.attr("rel") == Some("image") => it.image = f.uri_attr(el, "href"),
        "explicit" => it.explicit = as_written(el),
        "complete" => it.complete = text(el),
        "new-feed-url" => it.new_feed_url = f.uri(el),
        "owner" => {
            it.owner = Some(ITunesOwner {
                name: el
                    .elements()
                    .find(|c| c.local() == "name")
                    .and_then(text_of),
                email: el
                    .elements()
                    .find(|c| c.local() == "email")
                    .and_then(text_of),
            })
        }
        "subtitle" => it.subtitle = f.loose_html(el),
        "summary" => it.summary = f.loose_html(el),
        "keywords" => it.keywords = text(el),
        "type" => it.kind = text(el),
        "title" => it.title = text(el),
        _ => return false,
    }
    true
}

fn read_itunes_item(f: &mut Fields<'_>, it: &mut ITunesItem, el: &mut RawElement) -> bool {
    match el.local() {
        "author" => it.author = text(el),
        "block" => it.block = as_written(el),
        "duration" => it.duration = text(el),
        "explicit" => it.explicit = as_written(el),
        "image" => it.image = itunes_image(f, el),
        "link" if el.attr("rel") == Some("image") => it.image = f.uri_attr(el, "href"),
        // Not in Apple's specification for episodes, but feeds write it.
        "category" => it.categories.push(read_itunes_category(el)),
        "episode" => it.episode = text(el),
        "season" => it.season = text(el),
        "episodeType" => it.episode_type = text(el),
        "subtitle" => it.subtitle = f.loose_html(el),
        "summary" => it.summary = f.loose_html(el),
        "keywords" => it.keywords = text(el),
        "title" => it.title = text(el),
        "isClosedCaptioned" => it.is_closed_captioned = text(el),
        "order" => it.order = text(el),
        _ => return false,
    }
    true
}

fn read_google_play(f: &mut Fields<'_>, gp: &mut GooglePlay, el: &mut RawElement) -> bool {
    match el.local() {
        "author" => gp.author = text(el),
        "description" => gp.description = f.loose_html(el),
        "explicit" => gp.explicit = text(el),
        "block" => gp.block = text(el),
        "image" => gp.image = f.uri_attr(el, "href"),
        "category" => gp.categories.extend(el.take_attr("text")),
        "owner" => gp.owner = text(el),
        _ => return false,
    }
    true
}

fn read_media(f: &mut Fields<'_>, media: &mut Media, el: &mut RawElement) -> bool {
    match el.local() {
        "content" => {
            let mut metadata = Media::default();
            for child in el.elements_mut() {
                if child.class() == Namespace::Media {
                    read_media(f, &mut metadata, child);
                }
            }
            media.contents.push(MediaContent {
                url: f.uri_attr(el, "url"),
                file_size: f.number(el, el.attr("fileSize"), "media:content fileSize"),
                media_type: el.take_attr("type"),
                medium: el.take_attr("medium"),
                is_default: el.take_attr("isDefault"),
                expression: el.take_attr("expression"),
                bitrate: el.take_attr("bitrate"),
                framerate: el.take_attr("framerate"),
                samplingrate: el.take_attr("samplingrate"),
                channels: el.take_attr("channels"),
                duration: el.take_attr("duration"),
                height: f.number(el, el.attr("height"), "media:content height"),
                width: f.number(el, el.attr("width"), "media:content width"),
                lang: el.take_attr("lang"),
                metadata: Some(Box::new(metadata)).filter(|m| !m.is_empty()),
            });
        }
        "group" => {
            let mut group = Media::default();
            for child in el.elements_mut() {
                if child.class() == Namespace::Media {
                    read_media(f, &mut group, child);
                }
            }
            media.groups.push(group);
        }
        "thumbnail" => {
            let Some(url) = f.uri_attr(el, "url") else {
                return false;
            };
            media.thumbnails.push(MediaThumbnail {
                url,
                height: f.number(el, el.attr("height"), "media:thumbnail height"),
                width: f.number(el, el.attr("width"), "media:thumbnail width"),
                time: el.take_attr("time"),
            });
        }
        "title" => media.title = Some(f.atom_text(el)),
        "description" => media.description = Some(f.atom_text(el)),
        "keywords" => media.keywords = text(el),
        "credit" => media.credits.push(MediaCredit {
            value: el.trimmed_text(),
            role: el.take_attr("role"),
            scheme: el.take_attr("scheme"),
        }),
        "rating" => media.ratings.push(scheme_value(el)),
        "category" => media.categories.push(scheme_value(el)),
        "restriction" => media.restrictions.push(MediaRestriction {
            value: el.trimmed_text(),
            relationship: el.take_attr("relationship"),
            kind: el.take_attr("type"),
        }),
        "license" => media.licenses.push(MediaLicense {
            value: el.trimmed_text(),
            media_type: el.take_attr("type"),
            href: f.uri_attr(el, "href"),
        }),
        "player" => {
            let Some(url) = f.uri_attr(el, "url") else {
                return false;
            };
            media.player = Some(MediaPlayer {
                url,
                height: f.number(el, el.attr("height"), "media:player height"),
                width: f.number(el, el.attr("width"), "media:player width"),
            });
        }
        "copyright" => media.copyright = text(el),
        _ => return false,
    }
    true
}

fn scheme_value(el: &mut RawElement) -> MediaScheme {
    MediaScheme {
        value: el.trimmed_text(),
        scheme: el.take_attr("scheme"),
        label: el.take_attr("label"),
    }
}

fn read_sy(sy: &mut Syndication, el: &mut RawElement) -> bool {
    match el.local() {
        "updatePeriod" => sy.update_period = text(el),
        "updateFrequency" => sy.update_frequency = text(el),
        "updateBase" => sy.update_base = text(el),
        _ => return false,
    }
    true
}

fn read_slash(slash: &mut Slash, el: &mut RawElement) -> bool {
    match el.local() {
        "section" => slash.section = text(el),
        "department" => slash.department = text(el),
        "comments" => slash.comments = text(el),
        "hit_parade" => slash.hit_parade = text(el),
        _ => return false,
    }
    true
}

fn read_wfw(f: &mut Fields<'_>, wfw: &mut WellFormedWeb, el: &mut RawElement) -> bool {
    match el.local() {
        "comment" => wfw.comment = f.uri(el),
        "commentRss" | "commentRSS" => wfw.comment_rss = f.uri(el),
        _ => return false,
    }
    true
}

fn read_thr(f: &mut Fields<'_>, thr: &mut Threading, el: &mut RawElement) -> bool {
    match el.local() {
        "in-reply-to" => thr.in_reply_to.push(InReplyTo {
            reference: el.take_attr("ref").unwrap_or_default(),
            href: f.uri_attr(el, "href"),
            media_type: el.take_attr("type"),
            source: f.uri_attr(el, "source"),
        }),
        "total" => thr.total = text(el),
        _ => return false,
    }
    true
}

fn read_georss(geo: &mut GeoRss, el: &mut RawElement) -> bool {
    let slot = match el.local() {
        "point" => &mut geo.point,
        "line" => &mut geo.line,
        "polygon" => &mut geo.polygon,
        "box" => &mut geo.bbox,
        "elev" => &mut geo.elev,
        "featurename" | "featureName" => &mut geo.feature_name,
        "where" => {
            return el
                .elements()
                .filter(|g| g.class() == Namespace::Gml)
                .any(|g| read_gml(geo, g))
        }
        _ => return false,
    };
    *slot = text(el);
    true
}

/// A GML geometry: `Point` (`pos`), `LineString` (`posList`), `Polygon`
/// (its exterior ring's `posList`) or `Envelope` (`lowerCorner`, `upperCorner`).
fn read_gml(geo: &mut GeoRss, el: &RawElement) -> bool {
    let found = |name: &str| descendant(el, name).and_then(text_of);
    match el.local() {
        "Point" => geo.point = found("pos").or_else(|| found("coordinates")),
        "LineString" => geo.line = found("posList"),
        "Polygon" => geo.polygon = found("posList"),
        "Envelope" => {
            geo.bbox = match (found("lowerCorner"), found("upperCorner")) {
                (Some(lower), Some(upper)) => Some(format!("{lower} {upper}")),
                _ => None,
            }
        }
        _ => return false,
    }
    geo.srs_name = el.attr("srsName").map(|v| v.trim().to_owned());
    geo.srs_dimension = el.attr("srsDimension").and_then(|d| d.trim().parse().ok());
    true
}

/// The first element named `name` below `el`, depth first.
fn descendant<'a>(el: &'a RawElement, name: &str) -> Option<&'a RawElement> {
    let mut stack: Vec<&RawElement> = el.elements().collect();
    stack.reverse();
    while let Some(next) = stack.pop() {
        if next.local() == name {
            return Some(next);
        }
        let mut children: Vec<&RawElement> = next.elements().collect();
        children.reverse();
        stack.extend(children);
    }
    None
}

fn read_license(
    f: &mut Fields<'_>,
    licenses: &mut Vec<crate::model::Uri>,
    el: &mut RawElement,
) -> bool {
    if el.local() != "license" {
        return false;
    }
    // `cc:license rdf:resource="..."` (RSS 1.0) or `<creativeCommons:license>URL</...>`.
    let uri = el
        .tag
        .attr_ns(crate::xml::namespace::uri::RDF, "resource")
        .map(|r| f.uri_str(el, r.trim()))
        .or_else(|| f.uri(el));
    match uri {
        Some(uri) => {
            licenses.push(uri);
            true
        }
        None => false,
    }
}
