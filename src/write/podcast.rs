//! The typed `podcast:` fields of a channel, an item and a live item ->
//! Podcasting 2.0 elements, with the attributes the reader read. A tag's
//! children that the reader kept as read (its `extensions`) are written
//! after its typed children.

use super::place::Place;
use super::values::{opt, uri_attrs};
use super::xml::{Tag, XmlWriter};
use crate::model::{
    Element, PodcastAlternateEnclosure, PodcastChannel, PodcastChat, PodcastImage, PodcastImages,
    PodcastItem, PodcastLicense, PodcastLiveItem, PodcastLocation, PodcastPerson,
    PodcastRemoteItem, PodcastSocialInteract, PodcastTxt, PodcastValue, PodcastValueRecipient, Uri,
};
use crate::xml::namespace::uri::PODCAST;

/// The tags of a channel.
pub(crate) fn podcast_channel(doc: &mut XmlWriter, p: &PodcastChannel) {
    let podcast = Place::CHANNEL.field("podcast");
    if let Some(locked) = &p.locked {
        let mut tag = doc.tag_known(Some(PODCAST), "locked");
        tag.attr_opt("owner", locked.owner.as_deref());
        doc.text_element(tag, &locked.value);
    }
    for (i, funding) in p.funding.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "funding");
        uri_attrs(
            doc,
            &mut tag,
            &[("url", &funding.url)],
            &podcast.nth("funding", i),
        );
        doc.text_element(tag, &funding.value);
    }
    opt(doc, PODCAST, "guid", p.guid.as_ref());
    opt(doc, PODCAST, "medium", p.medium.as_ref());
    common(
        doc,
        &p.persons,
        p.location.as_ref(),
        p.license.as_ref(),
        &podcast,
    );
    for (i, trailer) in p.trailers.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "trailer");
        uri_attrs(
            doc,
            &mut tag,
            &[("url", &trailer.url)],
            &podcast.nth("trailers", i),
        );
        tag.attr_opt("pubdate", trailer.pubdate.as_deref());
        number(&mut tag, "length", trailer.length);
        tag.attr_opt("type", trailer.media_type.as_deref());
        tag.attr_opt("season", trailer.season.as_deref());
        doc.text_element(tag, &trailer.title);
    }
    for (i, value) in p.values.iter().enumerate() {
        write_value(doc, value, &podcast.nth("values", i));
    }
    for (i, social) in p.social_interacts.iter().enumerate() {
        social_interact(doc, social, &podcast.nth("social_interacts", i));
    }
    for (i, block) in p.blocks.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "block");
        tag.attr_opt("id", block.id.as_deref());
        doc.attributes(&mut tag, &block.other_attributes, &podcast.nth("blocks", i));
        doc.text_element(tag, &block.value);
    }
    txts(doc, &p.txts, &podcast);
    if let Some(frequency) = &p.update_frequency {
        let mut tag = doc.tag_known(Some(PODCAST), "updateFrequency");
        tag.attr_opt("complete", frequency.complete.as_deref());
        tag.attr_opt("dtstart", frequency.dtstart.as_deref());
        tag.attr_opt("rrule", frequency.rrule.as_deref());
        let at = podcast.field("update_frequency");
        doc.attributes(&mut tag, &frequency.other_attributes, &at);
        doc.text_element(tag, &frequency.label);
    }
    if let Some(podping) = &p.podping {
        let mut tag = doc.tag_known(Some(PODCAST), "podping");
        tag.attr_opt("usesPodping", podping.uses_podping.as_deref());
        let at = podcast.field("podping");
        doc.attributes(&mut tag, &podping.other_attributes, &at);
        doc.empty(tag);
    }
    if let Some(podroll) = &p.podroll {
        let at = podcast.field("podroll");
        let mut tag = doc.tag_known(Some(PODCAST), "podroll");
        doc.attributes(&mut tag, &podroll.other_attributes, &at);
        remote_item_list(doc, tag, &podroll.remote_items, &podroll.extensions, &at);
    }
    for (i, remote) in p.remote_items.iter().enumerate() {
        remote_item(doc, remote, &podcast.nth("remote_items", i));
    }
    if let Some(publisher) = &p.publisher {
        let at = podcast.field("publisher");
        let mut tag = doc.tag_known(Some(PODCAST), "publisher");
        doc.attributes(&mut tag, &publisher.other_attributes, &at);
        remote_item_list(
            doc,
            tag,
            &publisher.remote_items,
            &publisher.extensions,
            &at,
        );
    }
    images(doc, &p.images, p.image_set.as_ref(), &podcast);
    if let Some(c) = &p.chat {
        chat(doc, c, &podcast.field("chat"));
    }
    for (i, live) in p.live_items.iter().enumerate() {
        live_item(doc, live, &podcast.nth("live_items", i));
    }
}

/// The tags of an item; `field` is the item's place.
pub(crate) fn podcast_item(doc: &mut XmlWriter, p: &PodcastItem, field: &Place<'_>) {
    item_tags(doc, p, &field.field("podcast"));
}

/// The tags of an item or a live item; `podcast` is the place of its `podcast` field.
fn item_tags(doc: &mut XmlWriter, p: &PodcastItem, podcast: &Place<'_>) {
    for (i, transcript) in p.transcripts.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "transcript");
        let at = podcast.nth("transcripts", i);
        uri_attrs(doc, &mut tag, &[("url", &transcript.url)], &at);
        tag.attr("type", &transcript.media_type);
        tag.attr_opt("language", transcript.language.as_deref());
        tag.attr_opt("rel", transcript.rel.as_deref());
        doc.empty(tag);
    }
    if let Some(chapters) = &p.chapters {
        let mut tag = doc.tag_known(Some(PODCAST), "chapters");
        let at = podcast.field("chapters");
        uri_attrs(doc, &mut tag, &[("url", &chapters.url)], &at);
        tag.attr("type", &chapters.media_type);
        doc.empty(tag);
    }
    for soundbite in &p.soundbites {
        let mut tag = doc.tag_known(Some(PODCAST), "soundbite");
        tag.attr("startTime", &soundbite.start_time);
        tag.attr("duration", &soundbite.duration);
        doc.text_element(tag, soundbite.title.as_deref().unwrap_or_default());
    }
    common(
        doc,
        &p.persons,
        p.location.as_ref(),
        p.license.as_ref(),
        podcast,
    );
    for (local, label, numbered) in [
        ("season", "name", &p.season),
        ("episode", "display", &p.episode),
    ] {
        if let Some(numbered) = numbered {
            let mut tag = doc.tag_known(Some(PODCAST), local);
            tag.attr_opt(label, numbered.label.as_deref());
            doc.text_element(tag, &numbered.number);
        }
    }
    for (i, enclosure) in p.alternate_enclosures.iter().enumerate() {
        alternate_enclosure(doc, enclosure, &podcast.nth("alternate_enclosures", i));
    }
    for (i, value) in p.values.iter().enumerate() {
        write_value(doc, value, &podcast.nth("values", i));
    }
    for (i, social) in p.social_interacts.iter().enumerate() {
        social_interact(doc, social, &podcast.nth("social_interacts", i));
    }
    txts(doc, &p.txts, podcast);
    images(doc, &p.images, p.image_set.as_ref(), podcast);
    if let Some(c) = &p.chat {
        chat(doc, c, &podcast.field("chat"));
    }
    for (i, link) in p.content_links.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "contentLink");
        let at = podcast.nth("content_links", i);
        uri_attrs(doc, &mut tag, &[("href", &link.href)], &at);
        doc.attributes(&mut tag, &link.other_attributes, &at);
        doc.text_element(tag, &link.label);
    }
}

/// The tags a channel and an item share.
fn common(
    doc: &mut XmlWriter,
    persons: &[PodcastPerson],
    location: Option<&PodcastLocation>,
    license: Option<&PodcastLicense>,
    podcast: &Place<'_>,
) {
    for (i, person) in persons.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "person");
        tag.attr_opt("role", person.role.as_deref());
        tag.attr_opt("group", person.group.as_deref());
        let uris = present(&[("img", person.img.as_ref()), ("href", person.href.as_ref())]);
        uri_attrs(doc, &mut tag, &uris, &podcast.nth("persons", i));
        doc.text_element(tag, &person.name);
    }
    if let Some(location) = location {
        let mut tag = doc.tag_known(Some(PODCAST), "location");
        tag.attr_opt("geo", location.geo.as_deref());
        tag.attr_opt("osm", location.osm.as_deref());
        doc.text_element(tag, &location.name);
    }
    if let Some(license) = license {
        let mut tag = doc.tag_known(Some(PODCAST), "license");
        if let Some(url) = &license.url {
            uri_attrs(doc, &mut tag, &[("url", url)], &podcast.field("license"));
        }
        doc.text_element(tag, &license.value);
    }
}

/// The URL attributes that have a value.
fn present<'u>(attrs: &[(&'static str, Option<&'u Uri>)]) -> Vec<(&'static str, &'u Uri)> {
    attrs
        .iter()
        .filter_map(|(name, uri)| uri.map(|uri| (*name, uri)))
        .collect()
}

/// A number attribute, when there is one.
fn number(tag: &mut Tag, name: &str, value: Option<u64>) {
    if let Some(value) = value {
        tag.attr(name, &value.to_string());
    }
}

/// Ends an element whose typed children were written with those kept as read.
fn end_with(doc: &mut XmlWriter, extensions: &[Element], at: &Place<'_>) {
    for (i, el) in extensions.iter().enumerate() {
        doc.extension(el, &at.nth("extensions", i));
    }
    doc.end();
}

fn alternate_enclosure(doc: &mut XmlWriter, e: &PodcastAlternateEnclosure, at: &Place<'_>) {
    let mut tag = doc.tag_known(Some(PODCAST), "alternateEnclosure");
    tag.attr("type", &e.media_type);
    number(&mut tag, "length", e.length);
    tag.attr_opt("bitrate", e.bitrate.as_deref());
    number(&mut tag, "height", e.height);
    tag.attr_opt("lang", e.lang.as_deref());
    tag.attr_opt("title", e.title.as_deref());
    tag.attr_opt("rel", e.rel.as_deref());
    tag.attr_opt("codecs", e.codecs.as_deref());
    tag.attr_opt("default", e.default.as_deref());
    doc.attributes(&mut tag, &e.other_attributes, at);
    if e.sources.is_empty() && e.integrity.is_none() && e.extensions.is_empty() {
        return doc.empty(tag);
    }
    doc.start(tag);
    for (i, source) in e.sources.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "source");
        let source_at = at.nth("sources", i);
        uri_attrs(doc, &mut tag, &[("uri", &source.uri)], &source_at);
        tag.attr_opt("contentType", source.content_type.as_deref());
        doc.attributes(&mut tag, &source.other_attributes, &source_at);
        doc.empty(tag);
    }
    if let Some(integrity) = &e.integrity {
        let mut tag = doc.tag_known(Some(PODCAST), "integrity");
        tag.attr("type", &integrity.kind);
        tag.attr("value", &integrity.value);
        let integrity_at = at.field("integrity");
        doc.attributes(&mut tag, &integrity.other_attributes, &integrity_at);
        doc.empty(tag);
    }
    end_with(doc, &e.extensions, at);
}

fn write_value(doc: &mut XmlWriter, value: &PodcastValue, at: &Place<'_>) {
    let mut tag = doc.tag_known(Some(PODCAST), "value");
    tag.attr("type", &value.kind);
    tag.attr("method", &value.method);
    tag.attr_opt("suggested", value.suggested.as_deref());
    doc.attributes(&mut tag, &value.other_attributes, at);
    if value.recipients.is_empty() && value.time_splits.is_empty() && value.extensions.is_empty() {
        return doc.empty(tag);
    }
    doc.start(tag);
    for (i, recipient) in value.recipients.iter().enumerate() {
        value_recipient(doc, recipient, &at.nth("recipients", i));
    }
    for (i, split) in value.time_splits.iter().enumerate() {
        let at = at.nth("time_splits", i);
        let mut tag = doc.tag_known(Some(PODCAST), "valueTimeSplit");
        tag.attr_opt("startTime", split.start_time.as_deref());
        tag.attr_opt("duration", split.duration.as_deref());
        tag.attr_opt("remoteStartTime", split.remote_start_time.as_deref());
        tag.attr_opt("remotePercentage", split.remote_percentage.as_deref());
        doc.attributes(&mut tag, &split.other_attributes, &at);
        if split.recipients.is_empty()
            && split.remote_items.is_empty()
            && split.extensions.is_empty()
        {
            doc.empty(tag);
            continue;
        }
        doc.start(tag);
        for (i, recipient) in split.recipients.iter().enumerate() {
            value_recipient(doc, recipient, &at.nth("recipients", i));
        }
        for (i, remote) in split.remote_items.iter().enumerate() {
            remote_item(doc, remote, &at.nth("remote_items", i));
        }
        end_with(doc, &split.extensions, &at);
    }
    end_with(doc, &value.extensions, at);
}

fn value_recipient(doc: &mut XmlWriter, r: &PodcastValueRecipient, at: &Place<'_>) {
    let mut tag = doc.tag_known(Some(PODCAST), "valueRecipient");
    tag.attr_opt("name", r.name.as_deref());
    tag.attr_opt("type", r.kind.as_deref());
    tag.attr_opt("address", r.address.as_deref());
    tag.attr_opt("split", r.split.as_deref());
    tag.attr_opt("customKey", r.custom_key.as_deref());
    tag.attr_opt("customValue", r.custom_value.as_deref());
    tag.attr_opt("fee", r.fee.as_deref());
    doc.attributes(&mut tag, &r.other_attributes, at);
    doc.empty(tag);
}

fn remote_item(doc: &mut XmlWriter, r: &PodcastRemoteItem, at: &Place<'_>) {
    let mut tag = doc.tag_known(Some(PODCAST), "remoteItem");
    tag.attr("feedGuid", &r.feed_guid);
    if let Some(url) = &r.feed_url {
        uri_attrs(doc, &mut tag, &[("feedUrl", url)], &at.field("feed_url"));
    }
    tag.attr_opt("itemGuid", r.item_guid.as_deref());
    tag.attr_opt("medium", r.medium.as_deref());
    tag.attr_opt("title", r.title.as_deref());
    doc.attributes(&mut tag, &r.other_attributes, at);
    doc.empty(tag);
}

/// A podroll or a publisher: remote items, and the children kept as read.
fn remote_item_list(
    doc: &mut XmlWriter,
    tag: Tag,
    items: &[PodcastRemoteItem],
    extensions: &[Element],
    at: &Place<'_>,
) {
    if items.is_empty() && extensions.is_empty() {
        return doc.empty(tag);
    }
    doc.start(tag);
    for (i, remote) in items.iter().enumerate() {
        remote_item(doc, remote, &at.nth("remote_items", i));
    }
    end_with(doc, extensions, at);
}

fn social_interact(doc: &mut XmlWriter, s: &PodcastSocialInteract, at: &Place<'_>) {
    let mut tag = doc.tag_known(Some(PODCAST), "socialInteract");
    tag.attr("protocol", &s.protocol);
    let uris = present(&[
        ("uri", s.uri.as_ref()),
        ("accountUrl", s.account_url.as_ref()),
    ]);
    uri_attrs(doc, &mut tag, &uris, at);
    tag.attr_opt("accountId", s.account_id.as_deref());
    number(&mut tag, "priority", s.priority);
    doc.attributes(&mut tag, &s.other_attributes, at);
    doc.empty(tag);
}

fn txts(doc: &mut XmlWriter, txts: &[PodcastTxt], podcast: &Place<'_>) {
    for (i, txt) in txts.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "txt");
        tag.attr_opt("purpose", txt.purpose.as_deref());
        doc.attributes(&mut tag, &txt.other_attributes, &podcast.nth("txts", i));
        doc.text_element(tag, &txt.value);
    }
}

/// `podcast:image` and the deprecated `podcast:images`.
fn images(
    doc: &mut XmlWriter,
    images: &[PodcastImage],
    image_set: Option<&PodcastImages>,
    podcast: &Place<'_>,
) {
    for (i, image) in images.iter().enumerate() {
        let mut tag = doc.tag_known(Some(PODCAST), "image");
        let at = podcast.nth("images", i);
        uri_attrs(doc, &mut tag, &[("href", &image.href)], &at);
        tag.attr_opt("alt", image.alt.as_deref());
        tag.attr_opt("aspect-ratio", image.aspect_ratio.as_deref());
        number(&mut tag, "width", image.width);
        number(&mut tag, "height", image.height);
        tag.attr_opt("type", image.media_type.as_deref());
        tag.attr_opt("purpose", image.purpose.as_deref());
        doc.attributes(&mut tag, &image.other_attributes, &at);
        doc.empty(tag);
    }
    if let Some(set) = image_set {
        let mut tag = doc.tag_known(Some(PODCAST), "images");
        tag.attr("srcset", &set.srcset);
        let at = podcast.field("image_set");
        doc.attributes(&mut tag, &set.other_attributes, &at);
        doc.empty(tag);
    }
}

fn chat(doc: &mut XmlWriter, c: &PodcastChat, at: &Place<'_>) {
    let mut tag = doc.tag_known(Some(PODCAST), "chat");
    tag.attr("server", &c.server);
    tag.attr("protocol", &c.protocol);
    tag.attr_opt("accountId", c.account_id.as_deref());
    tag.attr_opt("space", c.space.as_deref());
    doc.attributes(&mut tag, &c.other_attributes, at);
    doc.empty(tag);
}

/// A live item: its attributes, the children kept as read (an item's
/// own: `title`, `guid`, `enclosure`), then its `podcast:` tags.
fn live_item(doc: &mut XmlWriter, live: &PodcastLiveItem, at: &Place<'_>) {
    let mut tag = doc.tag_known(Some(PODCAST), "liveItem");
    tag.attr_opt("status", live.status.as_deref());
    tag.attr_opt("start", live.start.as_deref());
    tag.attr_opt("end", live.end.as_deref());
    doc.attributes(&mut tag, &live.other_attributes, at);
    doc.start(tag);
    for (i, el) in live.extensions.iter().enumerate() {
        doc.extension(el, &at.nth("extensions", i));
    }
    item_tags(doc, &live.podcast, &at.field("podcast"));
    doc.end();
}
