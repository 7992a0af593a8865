//! Model -> extension elements, for channels and items in every format:
//! Dublin Core, DCMI terms, iTunes, Google Play, Podcasting 2.0, Media RSS,
//! `sy`, `slash`, `wfw`, `thr`, GeoRSS and Creative Commons; the extension
//! tree; and the text constructs and content that Atom and Media RSS share.

use super::place::Place;
use super::podcast::{podcast_channel, podcast_item};
pub(crate) use super::values::{date, opt, opt_core, uri_attrs, uri_text};
use super::xml::{DateForm, Fragment, Tag, XmlWriter};
use crate::model::{
    Channel, Content, ContentMode, DcTerms, DublinCore, Element, GeoRss, GooglePlay,
    ITunesCategory, ITunesChannel, ITunesItem, Item, Media, Text, TextKind, Uri,
};
use crate::xml::namespace::uri;

/// An Atom text construct (also Media RSS `title` and `description`).
pub(crate) fn atom_text(doc: &mut XmlWriter, mut tag: Tag, text: &Text, field: &Place<'_>) {
    doc.lang_in_scope(&mut tag, text.lang.as_deref());
    doc.base_in_scope(&mut tag, text.base.as_deref(), field);
    match text.kind {
        TextKind::Text => doc.text_element(tag, &text.value),
        TextKind::Html => {
            tag.attr("type", "html");
            doc.html_element(tag, &text.value);
        }
        TextKind::Xhtml => match Fragment::check(&text.value) {
            Some(fragment) => {
                tag.attr("type", "xhtml");
                xhtml_div(doc, tag, fragment);
            }
            None => {
                doc.loss(field, "XHTML that is not well-formed XML: written as html");
                tag.attr("type", "html");
                doc.html_element(tag, &text.value);
            }
        },
    }
}

/// An Atom 0.3 text construct (`info`): as [`atom_text`], but XHTML is the
/// element's content itself, with no `<div>` around it (Atom 0.3 has none).
pub(crate) fn atom03_text(doc: &mut XmlWriter, mut tag: Tag, text: &Text, field: &Place<'_>) {
    let fragment = (text.kind == TextKind::Xhtml && tag.default_namespace_inside(uri::XHTML))
        .then(|| Fragment::check(&text.value))
        .flatten();
    if let Some(fragment) = fragment {
        doc.lang_in_scope(&mut tag, text.lang.as_deref());
        doc.base_in_scope(&mut tag, text.base.as_deref(), field);
        tag.attr("type", "xhtml");
        doc.fragment_element(tag, fragment);
        return;
    }
    atom_text(doc, tag, text, field);
}

/// `<tag><div xmlns="http://www.w3.org/1999/xhtml">fragment</div></tag>`.
fn xhtml_div(doc: &mut XmlWriter, tag: Tag, fragment: Fragment<'_>) {
    doc.start_inline(tag);
    let div = doc.tag(Some(uri::XHTML), None, "div");
    doc.fragment_element(div, fragment);
    doc.end();
}

/// Atom `<content>`: type, mode (only where the type does not imply it), src.
pub(crate) fn atom_content(
    doc: &mut XmlWriter,
    mut tag: Tag,
    content: &Content,
    field: &Place<'_>,
) {
    doc.lang_in_scope(&mut tag, content.lang.as_deref());
    doc.base_in_scope(&mut tag, content.base.as_deref(), field);
    let mut kind = content.kind;
    let mut mode = content.mode;
    let markup = kind == TextKind::Xhtml || content.mode == ContentMode::Xml;
    let fragment = markup.then(|| Fragment::check(&content.value)).flatten();
    if markup && fragment.is_none() {
        // Written as text that the next read takes the same way: escaped
        // under its own media type (which reads as text), or as html.
        if content.media_type.is_some() {
            doc.loss(field, "markup that is not well-formed XML: written escaped");
        } else {
            doc.loss(field, "markup that is not well-formed XML: written as html");
            kind = TextKind::Html;
        }
        mode = ContentMode::Inline;
    }
    // Content given by `src` names a MIME type, not `html` (RFC 4287
    // section 4.1.3.1); the reader reads either as the same kind.
    let by_src = content.src.is_some();
    let declared = match (&content.media_type, kind) {
        (Some(media_type), _) => Some(media_type.as_str()),
        (None, TextKind::Html) if by_src => Some("text/html"),
        (None, TextKind::Xhtml) if by_src => Some("application/xhtml+xml"),
        (None, TextKind::Text) if by_src => Some("text/plain"),
        (None, TextKind::Html) => Some("html"),
        (None, TextKind::Xhtml) => Some("xhtml"),
        (None, TextKind::Text) => None,
    };
    tag.attr_opt("type", declared);
    let implied = match content.media_type.as_deref() {
        None => ContentMode::Inline,
        Some(t) if t.ends_with("+xml") || t.ends_with("/xml") => ContentMode::Xml,
        Some(t) if t.starts_with("text/") => ContentMode::Inline,
        Some(_) => ContentMode::Base64,
    };
    if mode != implied {
        tag.attr(
            "mode",
            match mode {
                ContentMode::Inline => "escaped",
                ContentMode::Base64 => "base64",
                ContentMode::Xml => "xml",
            },
        );
    }
    if let Some(src) = &content.src {
        uri_attrs(doc, &mut tag, &[("src", src)], &field.field("src"));
    }
    match (kind, mode, fragment) {
        (TextKind::Xhtml, _, Some(fragment)) => xhtml_div(doc, tag, fragment),
        (_, ContentMode::Xml, Some(fragment)) => doc.fragment_element(tag, fragment),
        (TextKind::Html | TextKind::Xhtml, ContentMode::Inline, _) => {
            doc.html_element(tag, &content.value)
        }
        _ => doc.text_element(tag, &content.value),
    }
}

/// Elements kept as read, in order.
/// The Atom `<category>` a category was read from when it had a `label`
/// and no `term` (its label read as the term), while the category is still
/// what it gave and the document's format is written: written back as it
/// was, with no term.
pub(crate) fn labelled_category_as_read<'c>(
    doc: &XmlWriter,
    category: &'c crate::model::Category,
) -> Option<&'c Element> {
    let markup = category.markup.as_deref().filter(|_| doc.same_family)?;
    let attr = |name: &str| {
        markup
            .attributes
            .iter()
            .find(|a| a.namespace.is_none() && a.name == name)
            .map(|a| a.value.trim())
    };
    let unchanged = attr("term").is_none()
        && attr("label") == Some(category.term.as_str())
        && category.label.as_deref() == Some(category.term.as_str())
        && attr("scheme") == category.scheme.as_deref().map(str::trim);
    unchanged.then_some(markup)
}

pub(crate) fn extensions(doc: &mut XmlWriter, elements: &[Element], field: &Place<'_>) {
    for (i, el) in elements.iter().enumerate() {
        doc.extension(el, &field.at(i));
    }
}

/// The typed extension fields of a channel.
pub(crate) fn write_channel_ext(doc: &mut XmlWriter, channel: &Channel, rdf: bool) {
    if let Some(dc) = &channel.dublin_core {
        dublin_core(doc, dc, &Place::CHANNEL.field("dublin_core"));
    }
    if let Some(terms) = &channel.dc_terms {
        dc_terms(doc, terms, &Place::CHANNEL.field("dc_terms"));
    }
    if let Some(sy) = &channel.syndication {
        opt(doc, uri::SY, "updatePeriod", sy.update_period.as_ref());
        opt(
            doc,
            uri::SY,
            "updateFrequency",
            sy.update_frequency.as_ref(),
        );
        opt(doc, uri::SY, "updateBase", sy.update_base.as_ref());
    }
    if let Some(it) = &channel.itunes {
        itunes_channel(doc, it);
    }
    if let Some(gp) = &channel.google_play {
        google_play(doc, gp, &Place::CHANNEL.field("google_play"));
    }
    if let Some(p) = &channel.podcast {
        podcast_channel(doc, p);
    }
    if let Some(media) = &channel.media {
        write_media(doc, media, &Place::CHANNEL.field("media"));
    }
    if let Some(geo) = &channel.georss {
        georss(doc, geo);
    }
    licenses(
        doc,
        &channel.licenses,
        rdf,
        &Place::CHANNEL.field("licenses"),
    );
}

/// The typed extension fields of an item.
pub(crate) fn write_item_ext(doc: &mut XmlWriter, item: &Item, rdf: bool, field: &Place<'_>) {
    if let Some(dc) = &item.dublin_core {
        dublin_core(doc, dc, &field.field("dublin_core"));
    }
    if let Some(terms) = &item.dc_terms {
        dc_terms(doc, terms, &field.field("dc_terms"));
    }
    if let Some(it) = &item.itunes {
        itunes_item(doc, it, field);
    }
    if let Some(gp) = &item.google_play {
        google_play(doc, gp, &field.field("google_play"));
    }
    if let Some(p) = &item.podcast {
        podcast_item(doc, p, field);
    }
    if let Some(media) = &item.media {
        write_media(doc, media, &field.field("media"));
    }
    if let Some(slash) = &item.slash {
        opt(doc, uri::SLASH, "section", slash.section.as_ref());
        opt(doc, uri::SLASH, "department", slash.department.as_ref());
        opt(doc, uri::SLASH, "comments", slash.comments.as_ref());
        opt(doc, uri::SLASH, "hit_parade", slash.hit_parade.as_ref());
    }
    if let Some(wfw) = &item.wfw {
        if let Some(comment) = &wfw.comment {
            let tag = doc.tag_known(Some(uri::WFW), "comment");
            uri_text(doc, tag, comment, &field.field("wfw").field("comment"));
        }
        if let Some(rss) = &wfw.comment_rss {
            let tag = doc.tag_known(Some(uri::WFW), "commentRss");
            uri_text(doc, tag, rss, &field.field("wfw").field("comment_rss"));
        }
    }
    if let Some(thr) = &item.threading {
        for (i, reply) in thr.in_reply_to.iter().enumerate() {
            let mut tag = doc.tag_known(Some(uri::THR), "in-reply-to");
            tag.attr("ref", &reply.reference);
            let mut uris = Vec::new();
            if let Some(href) = &reply.href {
                uris.push(("href", href));
            }
            if let Some(source) = &reply.source {
                uris.push(("source", source));
            }
            uri_attrs(
                doc,
                &mut tag,
                &uris,
                &field.field("threading").nth("in_reply_to", i),
            );
            tag.attr_opt("type", reply.media_type.as_deref());
            doc.empty(tag);
        }
        opt(doc, uri::THR, "total", thr.total.as_ref());
    }
    if let Some(geo) = &item.georss {
        georss(doc, geo);
    }
    licenses(doc, &item.licenses, rdf, &field.field("licenses"));
}

fn dublin_core(doc: &mut XmlWriter, dc: &DublinCore, field: &Place<'_>) {
    for v in &dc.values {
        opt(doc, uri::DC, v.element.local_name(), Some(&v.value));
    }
    for (i, ts) in dc.dates.iter().enumerate() {
        let tag = doc.tag_known(Some(uri::DC), "date");
        date(doc, tag, ts, DateForm::Rfc3339, &field.nth("dates", i));
    }
}

fn dc_terms(doc: &mut XmlWriter, terms: &DcTerms, field: &Place<'_>) {
    let dates = [
        ("created", &terms.created),
        ("issued", &terms.issued),
        ("modified", &terms.modified),
    ];
    for (local, ts) in dates {
        if let Some(ts) = ts {
            let tag = doc.tag_known(Some(uri::DCTERMS), local);
            date(doc, tag, ts, DateForm::Rfc3339, &field.field(local));
        }
    }
    opt(doc, uri::DCTERMS, "valid", terms.valid.as_ref());
    for license in &terms.licenses {
        opt(doc, uri::DCTERMS, "license", Some(license));
    }
}

fn itunes_category(doc: &mut XmlWriter, category: &ITunesCategory) {
    let mut tag = doc.tag_known(Some(uri::ITUNES), "category");
    tag.attr("text", &category.text);
    if category.subcategories.is_empty() {
        return doc.empty(tag);
    }
    doc.start(tag);
    for sub in &category.subcategories {
        itunes_category(doc, sub);
    }
    doc.end();
}

fn href_element(doc: &mut XmlWriter, ns: &'static str, local: &str, href: &Uri, field: &Place<'_>) {
    let mut tag = doc.tag_known(Some(ns), local);
    uri_attrs(doc, &mut tag, &[("href", href)], field);
    doc.empty(tag);
}

fn itunes_channel(doc: &mut XmlWriter, it: &ITunesChannel) {
    let ns = uri::ITUNES;
    opt(doc, ns, "author", it.author.as_ref());
    opt(doc, ns, "block", it.block.as_ref());
    for category in &it.categories {
        itunes_category(doc, category);
    }
    if let Some(image) = &it.image {
        href_element(
            doc,
            ns,
            "image",
            image,
            &Place::CHANNEL.field("itunes").field("image"),
        );
    }
    opt(doc, ns, "explicit", it.explicit.as_ref());
    opt(doc, ns, "complete", it.complete.as_ref());
    if let Some(url) = &it.new_feed_url {
        let tag = doc.tag_known(Some(ns), "new-feed-url");
        uri_text(
            doc,
            tag,
            url,
            &Place::CHANNEL.field("itunes").field("new_feed_url"),
        );
    }
    if let Some(owner) = &it.owner {
        let tag = doc.tag_known(Some(ns), "owner");
        doc.start(tag);
        opt(doc, ns, "name", owner.name.as_ref());
        opt(doc, ns, "email", owner.email.as_ref());
        doc.end();
    }
    opt(doc, ns, "subtitle", it.subtitle.as_ref());
    opt(doc, ns, "summary", it.summary.as_ref());
    opt(doc, ns, "keywords", it.keywords.as_ref());
    opt(doc, ns, "type", it.kind.as_ref());
    opt(doc, ns, "title", it.title.as_ref());
}

fn itunes_item(doc: &mut XmlWriter, it: &ITunesItem, field: &Place<'_>) {
    let ns = uri::ITUNES;
    opt(doc, ns, "author", it.author.as_ref());
    opt(doc, ns, "block", it.block.as_ref());
    opt(doc, ns, "duration", it.duration.as_ref());
    opt(doc, ns, "explicit", it.explicit.as_ref());
    // Not in Apple's item tags, but feeds write them and the reader reads them.
    for category in &it.categories {
        itunes_category(doc, category);
    }
    if let Some(image) = &it.image {
        href_element(
            doc,
            ns,
            "image",
            image,
            &field.field("itunes").field("image"),
        );
    }
    opt(doc, ns, "episode", it.episode.as_ref());
    opt(doc, ns, "season", it.season.as_ref());
    opt(doc, ns, "episodeType", it.episode_type.as_ref());
    opt(doc, ns, "subtitle", it.subtitle.as_ref());
    opt(doc, ns, "summary", it.summary.as_ref());
    opt(doc, ns, "keywords", it.keywords.as_ref());
    opt(doc, ns, "title", it.title.as_ref());
    opt(
        doc,
        ns,
        "isClosedCaptioned",
        it.is_closed_captioned.as_ref(),
    );
    opt(doc, ns, "order", it.order.as_ref());
}

fn google_play(doc: &mut XmlWriter, gp: &GooglePlay, field: &Place<'_>) {
    let ns = uri::GOOGLEPLAY;
    opt(doc, ns, "author", gp.author.as_ref());
    opt(doc, ns, "description", gp.description.as_ref());
    opt(doc, ns, "explicit", gp.explicit.as_ref());
    opt(doc, ns, "block", gp.block.as_ref());
    if let Some(image) = &gp.image {
        href_element(doc, ns, "image", image, &field.field("image"));
    }
    for category in &gp.categories {
        let mut tag = doc.tag_known(Some(ns), "category");
        tag.attr("text", category);
        doc.empty(tag);
    }
    opt(doc, ns, "owner", gp.owner.as_ref());
}

fn write_media(doc: &mut XmlWriter, media: &Media, field: &Place<'_>) {
    let ns = uri::MEDIA;
    for (i, content) in media.contents.iter().enumerate() {
        let mut tag = doc.tag_known(Some(ns), "content");
        let at = field.nth("contents", i);
        if let Some(url) = &content.url {
            uri_attrs(doc, &mut tag, &[("url", url)], &at);
        }
        let numbers = [
            ("fileSize", content.file_size),
            ("height", content.height.map(u64::from)),
            ("width", content.width.map(u64::from)),
        ];
        tag.attr_opt("type", content.media_type.as_deref());
        tag.attr_opt("medium", content.medium.as_deref());
        tag.attr_opt("isDefault", content.is_default.as_deref());
        tag.attr_opt("expression", content.expression.as_deref());
        tag.attr_opt("bitrate", content.bitrate.as_deref());
        tag.attr_opt("framerate", content.framerate.as_deref());
        tag.attr_opt("samplingrate", content.samplingrate.as_deref());
        tag.attr_opt("channels", content.channels.as_deref());
        tag.attr_opt("duration", content.duration.as_deref());
        for (name, number) in numbers {
            if let Some(number) = number {
                tag.attr(name, &number.to_string());
            }
        }
        tag.attr_opt("lang", content.lang.as_deref());
        match &content.metadata {
            Some(metadata) => {
                doc.start(tag);
                write_media(doc, metadata, &at.field("metadata"));
                doc.end();
            }
            None => doc.empty(tag),
        }
    }
    for (i, group) in media.groups.iter().enumerate() {
        let tag = doc.tag_known(Some(ns), "group");
        doc.start(tag);
        write_media(doc, group, &field.nth("groups", i));
        doc.end();
    }
    for (i, thumbnail) in media.thumbnails.iter().enumerate() {
        let mut tag = doc.tag_known(Some(ns), "thumbnail");
        let at = field.nth("thumbnails", i);
        uri_attrs(doc, &mut tag, &[("url", &thumbnail.url)], &at);
        if let Some(height) = thumbnail.height {
            tag.attr("height", &height.to_string());
        }
        if let Some(width) = thumbnail.width {
            tag.attr("width", &width.to_string());
        }
        tag.attr_opt("time", thumbnail.time.as_deref());
        doc.empty(tag);
    }
    if let Some(title) = &media.title {
        let tag = doc.tag_known(Some(ns), "title");
        atom_text(doc, tag, title, &field.field("title"));
    }
    if let Some(description) = &media.description {
        let tag = doc.tag_known(Some(ns), "description");
        atom_text(doc, tag, description, &field.field("description"));
    }
    opt(doc, ns, "keywords", media.keywords.as_ref());
    for credit in &media.credits {
        let mut tag = doc.tag_known(Some(ns), "credit");
        tag.attr_opt("role", credit.role.as_deref());
        tag.attr_opt("scheme", credit.scheme.as_deref());
        doc.text_element(tag, &credit.value);
    }
    for (local, schemes) in [("rating", &media.ratings), ("category", &media.categories)] {
        for scheme in schemes {
            let mut tag = doc.tag_known(Some(ns), local);
            tag.attr_opt("scheme", scheme.scheme.as_deref());
            tag.attr_opt("label", scheme.label.as_deref());
            doc.text_element(tag, &scheme.value);
        }
    }
    for restriction in &media.restrictions {
        let mut tag = doc.tag_known(Some(ns), "restriction");
        tag.attr_opt("relationship", restriction.relationship.as_deref());
        tag.attr_opt("type", restriction.kind.as_deref());
        doc.text_element(tag, &restriction.value);
    }
    for (i, license) in media.licenses.iter().enumerate() {
        let mut tag = doc.tag_known(Some(ns), "license");
        tag.attr_opt("type", license.media_type.as_deref());
        if let Some(href) = &license.href {
            let at = field.nth("licenses", i);
            uri_attrs(doc, &mut tag, &[("href", href)], &at);
        }
        doc.text_element(tag, &license.value);
    }
    if let Some(player) = &media.player {
        let mut tag = doc.tag_known(Some(ns), "player");
        let at = field.field("player");
        uri_attrs(doc, &mut tag, &[("url", &player.url)], &at);
        if let Some(height) = player.height {
            tag.attr("height", &height.to_string());
        }
        if let Some(width) = player.width {
            tag.attr("width", &width.to_string());
        }
        doc.empty(tag);
    }
    opt(doc, ns, "copyright", media.copyright.as_ref());
}

fn georss(doc: &mut XmlWriter, geo: &GeoRss) {
    let ns = uri::GEORSS;
    if geo.srs_name.is_some() || geo.srs_dimension.is_some() {
        // A coordinate reference system is only said in GML: every shape
        // is written as `<georss:where>` with its GML geometry.
        gml_shapes(doc, geo);
    } else {
        opt(doc, ns, "point", geo.point.as_ref());
        opt(doc, ns, "line", geo.line.as_ref());
        opt(doc, ns, "polygon", geo.polygon.as_ref());
        opt(doc, ns, "box", geo.bbox.as_ref());
    }
    opt(doc, ns, "elev", geo.elev.as_ref());
    opt(doc, ns, "featurename", geo.feature_name.as_ref());
}

/// GeoRSS GML: `<georss:where>` around a `gml:Point` (`pos`), `LineString`
/// (`posList`), `Polygon` (its exterior ring's `posList`) or `Envelope`
/// (`lowerCorner`, `upperCorner`), each with the `srsName` and
/// `srsDimension` the reader keeps once for them all.
fn gml_shapes(doc: &mut XmlWriter, geo: &GeoRss) {
    if let Some(point) = &geo.point {
        gml_where(doc, geo, "Point", &[], &[("pos", point)]);
    }
    if let Some(line) = &geo.line {
        gml_where(doc, geo, "LineString", &[], &[("posList", line)]);
    }
    if let Some(polygon) = &geo.polygon {
        let ring = ["exterior", "LinearRing"];
        gml_where(doc, geo, "Polygon", &ring, &[("posList", polygon)]);
    }
    if let Some(bbox) = &geo.bbox {
        match envelope_corners(bbox) {
            Some((lower, upper)) => {
                let corners = [("lowerCorner", lower), ("upperCorner", upper)];
                gml_where(doc, geo, "Envelope", &[], &corners);
            }
            // Not two corners: the box is kept as GeoRSS Simple has it.
            None => opt(doc, uri::GEORSS, "box", Some(bbox)),
        }
    }
}

/// `<georss:where><gml:{shape} srsName srsDimension>`, the elements of
/// `outer` nested in it, and in the innermost one each `(name, text)` of `leaves`.
fn gml_where(
    doc: &mut XmlWriter,
    geo: &GeoRss,
    shape: &str,
    outer: &[&str],
    leaves: &[(&str, &str)],
) {
    let tag = doc.tag_known(Some(uri::GEORSS), "where");
    doc.start(tag);
    let mut tag = doc.tag_known(Some(uri::GML), shape);
    tag.attr_opt("srsName", geo.srs_name.as_deref());
    if let Some(dimension) = geo.srs_dimension {
        tag.attr("srsDimension", &dimension.to_string());
    }
    doc.start(tag);
    for local in outer {
        let tag = doc.tag_known(Some(uri::GML), local);
        doc.start(tag);
    }
    for (local, text) in leaves {
        let tag = doc.tag_known(Some(uri::GML), local);
        doc.text_element(tag, text);
    }
    for _ in outer {
        doc.end();
    }
    doc.end();
    doc.end();
}

/// Splits a box the reader joined from `lowerCorner` and `upperCorner`
/// (`"{lower} {upper}"`) back into the two, at the single space that
/// leaves as many numbers on each side.
fn envelope_corners(bbox: &str) -> Option<(&str, &str)> {
    let numbers = bbox.split_whitespace().count();
    if numbers < 2 || numbers % 2 != 0 {
        return None;
    }
    let mut ended = 0;
    let mut in_number = false;
    for (at, c) in bbox.char_indices() {
        if !c.is_whitespace() {
            in_number = true;
            continue;
        }
        if in_number {
            ended += 1;
        }
        in_number = false;
        if ended == numbers / 2 {
            let lower = bbox.get(..at)?;
            let upper = bbox.get(at + c.len_utf8()..)?;
            let single = c == ' ' && !upper.starts_with(char::is_whitespace);
            return single.then_some((lower, upper));
        }
    }
    None
}

/// Creative Commons licences: `cc:license rdf:resource` in RSS 1.0,
/// `creativeCommons:license` text elsewhere.
fn licenses(doc: &mut XmlWriter, licenses: &[Uri], rdf: bool, field: &Place<'_>) {
    for (i, license) in licenses.iter().enumerate() {
        let at = field.at(i);
        if rdf {
            let mut tag = doc.tag_known(Some(uri::CC), "license");
            let form = doc.place_uris(&mut tag, &[license], &at);
            doc.attr_ns(
                &mut tag,
                uri::RDF,
                Some("rdf"),
                "resource",
                form.text(license),
            );
            doc.empty(tag);
        } else {
            let tag = doc.tag_known(Some(uri::CREATIVE_COMMONS), "license");
            uri_text(doc, tag, license, &at);
        }
    }
}
