//! Podcasting 2.0 elements -> the typed `podcast:` fields of a channel, an
//! item and a live item. A tag without what its type needs (a
//! `podcast:funding` with no `url`, a `podcast:value` with no `type`) is
//! left unclaimed, to be kept whole as an extension element; a child of a
//! typed tag that is none of its typed children is kept in the tag's own
//! `extensions`.

use super::fields::Fields;
use super::tree::RawElement;
use crate::model::{
    PodcastAlternateEnclosure, PodcastBlock, PodcastChannel, PodcastChapters, PodcastChat,
    PodcastContentLink, PodcastFunding, PodcastImage, PodcastImages, PodcastIntegrity, PodcastItem,
    PodcastLicense, PodcastLiveItem, PodcastLocation, PodcastLocked, PodcastNumbered,
    PodcastPerson, PodcastPodping, PodcastPodroll, PodcastPublisher, PodcastRemoteItem,
    PodcastSocialInteract, PodcastSoundbite, PodcastSource, PodcastTrailer, PodcastTranscript,
    PodcastTxt, PodcastUpdateFrequency, PodcastValue, PodcastValueRecipient, PodcastValueTimeSplit,
};
use crate::xml::namespace::Namespace;

/// The element's trimmed text, moved out of it (`None` when blank).
fn text(el: &mut RawElement) -> Option<String> {
    Some(el.take_trimmed_text()).filter(|t| !t.is_empty())
}

/// Whether `el` is in the Podcasting 2.0 namespace.
fn is_podcast(el: &RawElement) -> bool {
    el.class() == Namespace::Podcast
}

/// The tags a channel and an item share.
fn read_common(
    f: &mut Fields<'_>,
    persons: &mut Vec<PodcastPerson>,
    location: &mut Option<PodcastLocation>,
    license: &mut Option<PodcastLicense>,
    el: &mut RawElement,
) -> bool {
    match el.local() {
        "person" => persons.push(PodcastPerson {
            name: el.trimmed_text(),
            role: el.take_attr("role"),
            group: el.take_attr("group"),
            img: f.uri_attr(el, "img"),
            href: f.uri_attr(el, "href"),
        }),
        "location" => {
            *location = Some(PodcastLocation {
                name: el.trimmed_text(),
                geo: el.take_attr("geo"),
                osm: el.take_attr("osm"),
            })
        }
        "license" => {
            *license = Some(PodcastLicense {
                value: el.trimmed_text(),
                url: f.uri_attr(el, "url"),
            })
        }
        _ => return false,
    }
    true
}

/// A `podcast:` element of a channel; `false` when it is left unclaimed.
pub(crate) fn read_podcast_channel(
    f: &mut Fields<'_>,
    p: &mut PodcastChannel,
    el: &mut RawElement,
) -> bool {
    if read_common(f, &mut p.persons, &mut p.location, &mut p.license, el) {
        return true;
    }
    match el.local() {
        "locked" => {
            p.locked = Some(PodcastLocked {
                value: el.trimmed_text(),
                owner: el.take_attr("owner"),
            })
        }
        "funding" => {
            let Some(url) = f.uri_attr(el, "url") else {
                return false;
            };
            p.funding.push(PodcastFunding {
                url,
                value: el.trimmed_text(),
            });
        }
        "guid" => p.guid = text(el),
        "medium" => p.medium = text(el),
        "trailer" => {
            let Some(url) = f.uri_attr(el, "url") else {
                return false;
            };
            p.trailers.push(PodcastTrailer {
                title: el.trimmed_text(),
                url,
                pubdate: el.take_attr("pubdate"),
                length: f.number(el, el.attr("length"), "podcast:trailer length"),
                media_type: el.take_attr("type"),
                season: el.take_attr("season"),
            });
        }
        "value" => return push(&mut p.values, read_value(f, el)),
        "socialInteract" => return push(&mut p.social_interacts, read_social_interact(f, el)),
        "block" => p.blocks.push(PodcastBlock {
            value: el.trimmed_text(),
            id: el.take_attr("id"),
            other_attributes: el.take_other_attributes(&["id"]),
        }),
        "txt" => p.txts.push(read_txt(el)),
        // A second one of a tag the channel holds once stays an extension
        // element, rather than replace the first.
        "updateFrequency" if p.update_frequency.is_none() => {
            p.update_frequency = Some(PodcastUpdateFrequency {
                label: el.trimmed_text(),
                complete: el.take_attr("complete"),
                dtstart: el.take_attr("dtstart"),
                rrule: el.take_attr("rrule"),
                other_attributes: el.take_other_attributes(&["complete", "dtstart", "rrule"]),
            })
        }
        "podping" if p.podping.is_none() => {
            p.podping = Some(PodcastPodping {
                uses_podping: el.take_attr("usesPodping"),
                other_attributes: el.take_other_attributes(&["usesPodping"]),
            })
        }
        "podroll" if p.podroll.is_none() => {
            let mut podroll = PodcastPodroll {
                other_attributes: el.take_other_attributes(&[]),
                ..PodcastPodroll::default()
            };
            remote_items(f, el, &mut podroll.remote_items, &mut podroll.extensions);
            p.podroll = Some(podroll);
        }
        "publisher" if p.publisher.is_none() => {
            let mut publisher = PodcastPublisher {
                other_attributes: el.take_other_attributes(&[]),
                ..PodcastPublisher::default()
            };
            remote_items(
                f,
                el,
                &mut publisher.remote_items,
                &mut publisher.extensions,
            );
            p.publisher = Some(publisher);
        }
        "remoteItem" => return push(&mut p.remote_items, read_remote_item(f, el)),
        "image" => return push(&mut p.images, read_image(f, el)),
        "images" if p.image_set.is_none() => return set(&mut p.image_set, read_images(el)),
        "chat" if p.chat.is_none() => return set(&mut p.chat, read_chat(el)),
        "liveItem" => p.live_items.push(read_live_item(f, el)),
        _ => return false,
    }
    true
}

/// A `podcast:` element of an item or a live item; `false` when it is
/// left unclaimed.
pub(crate) fn read_podcast_item(
    f: &mut Fields<'_>,
    p: &mut PodcastItem,
    el: &mut RawElement,
) -> bool {
    if read_common(f, &mut p.persons, &mut p.location, &mut p.license, el) {
        return true;
    }
    match el.local() {
        "transcript" => {
            let Some(url) = f.uri_attr(el, "url") else {
                return false;
            };
            p.transcripts.push(PodcastTranscript {
                url,
                media_type: el.take_attr("type").unwrap_or_default(),
                language: el.take_attr("language"),
                rel: el.take_attr("rel"),
            });
        }
        "chapters" => {
            let Some(url) = f.uri_attr(el, "url") else {
                return false;
            };
            p.chapters = Some(PodcastChapters {
                url,
                media_type: el.take_attr("type").unwrap_or_default(),
            });
        }
        "soundbite" => p.soundbites.push(PodcastSoundbite {
            start_time: el.take_attr("startTime").unwrap_or_default(),
            duration: el.take_attr("duration").unwrap_or_default(),
            title: text(el),
        }),
        "season" => {
            p.season = Some(PodcastNumbered {
                number: el.trimmed_text(),
                label: el.take_attr("name"),
            })
        }
        "episode" => {
            p.episode = Some(PodcastNumbered {
                number: el.trimmed_text(),
                label: el.take_attr("display"),
            })
        }
        "alternateEnclosure" => {
            return push(&mut p.alternate_enclosures, read_alternate_enclosure(f, el))
        }
        "value" => return push(&mut p.values, read_value(f, el)),
        "socialInteract" => return push(&mut p.social_interacts, read_social_interact(f, el)),
        "txt" => p.txts.push(read_txt(el)),
        "image" => return push(&mut p.images, read_image(f, el)),
        "images" if p.image_set.is_none() => return set(&mut p.image_set, read_images(el)),
        "chat" if p.chat.is_none() => return set(&mut p.chat, read_chat(el)),
        "contentLink" => {
            let Some(href) = f.uri_attr(el, "href") else {
                return false;
            };
            p.content_links.push(PodcastContentLink {
                href,
                label: el.trimmed_text(),
                other_attributes: el.take_other_attributes(&["href"]),
            });
        }
        _ => return false,
    }
    true
}

/// Adds what was read; `false` (the element unclaimed) when nothing was.
fn push<T>(list: &mut Vec<T>, read: Option<T>) -> bool {
    read.map(|value| list.push(value)).is_some()
}

/// Sets what was read; `false` (the element unclaimed) when nothing was.
fn set<T>(slot: &mut Option<T>, read: Option<T>) -> bool {
    read.map(|value| *slot = Some(value)).is_some()
}

/// `<podcast:alternateEnclosure>`; `None` without a `type`.
fn read_alternate_enclosure(
    f: &mut Fields<'_>,
    el: &mut RawElement,
) -> Option<PodcastAlternateEnclosure> {
    let media_type = el.attr("type").filter(|t| !t.trim().is_empty())?;
    let mut enclosure = PodcastAlternateEnclosure {
        media_type: media_type.trim().to_owned(),
        ..PodcastAlternateEnclosure::default()
    };
    el.take_attr("type");
    enclosure.length = f.number(el, el.attr("length"), "podcast:alternateEnclosure length");
    enclosure.bitrate = el.take_attr("bitrate");
    enclosure.height = f.number(el, el.attr("height"), "podcast:alternateEnclosure height");
    enclosure.lang = el.take_attr("lang");
    enclosure.title = el.take_attr("title");
    enclosure.rel = el.take_attr("rel");
    enclosure.codecs = el.take_attr("codecs");
    enclosure.default = el.take_attr("default");
    enclosure.other_attributes = el.take_other_attributes(&[
        "type", "length", "bitrate", "height", "lang", "title", "rel", "codecs", "default",
    ]);
    for mut child in el.take_elements() {
        let typed = is_podcast(&child)
            && match child.local() {
                "source" => match f.uri_attr(&mut child, "uri") {
                    Some(uri) => {
                        enclosure.sources.push(PodcastSource {
                            uri,
                            content_type: child.take_attr("contentType"),
                            other_attributes: child.take_other_attributes(&["uri", "contentType"]),
                        });
                        true
                    }
                    None => false,
                },
                "integrity" if enclosure.integrity.is_none() => {
                    match (child.take_attr("type"), child.take_attr("value")) {
                        (Some(kind), Some(value)) => {
                            enclosure.integrity = Some(PodcastIntegrity {
                                kind,
                                value,
                                other_attributes: child.take_other_attributes(&["type", "value"]),
                            });
                            true
                        }
                        // Put back what was taken: the element is kept as read.
                        (kind, value) => {
                            restore(&mut child, "type", kind);
                            restore(&mut child, "value", value);
                            false
                        }
                    }
                }
                _ => false,
            };
        if !typed {
            enclosure.extensions.push(child.into_element());
        }
    }
    Some(enclosure)
}

/// Gives an attribute back the value taken from it.
fn restore(el: &mut RawElement, name: &str, value: Option<String>) {
    if let (Some(slot), Some(value)) = (el.tag.attr_mut(name), value) {
        *slot = value;
    }
}

/// `<podcast:value>`; `None` without a `type` or a `method`.
fn read_value(f: &mut Fields<'_>, el: &mut RawElement) -> Option<PodcastValue> {
    if el.attr("type").is_none() || el.attr("method").is_none() {
        return None;
    }
    let mut value = PodcastValue {
        kind: el.take_attr("type").unwrap_or_default(),
        method: el.take_attr("method").unwrap_or_default(),
        suggested: el.take_attr("suggested"),
        other_attributes: el.take_other_attributes(&["type", "method", "suggested"]),
        ..PodcastValue::default()
    };
    for mut child in el.take_elements() {
        match child.local() {
            "valueRecipient" if is_podcast(&child) => {
                value.recipients.push(read_value_recipient(&mut child))
            }
            "valueTimeSplit" if is_podcast(&child) => {
                value.time_splits.push(read_value_time_split(f, &mut child))
            }
            _ => value.extensions.push(child.into_element()),
        }
    }
    Some(value)
}

fn read_value_recipient(el: &mut RawElement) -> PodcastValueRecipient {
    PodcastValueRecipient {
        name: el.take_attr("name"),
        kind: el.take_attr("type"),
        address: el.take_attr("address"),
        split: el.take_attr("split"),
        custom_key: el.take_attr("customKey"),
        custom_value: el.take_attr("customValue"),
        fee: el.take_attr("fee"),
        other_attributes: el.take_other_attributes(&[
            "name",
            "type",
            "address",
            "split",
            "customKey",
            "customValue",
            "fee",
        ]),
    }
}

fn read_value_time_split(f: &mut Fields<'_>, el: &mut RawElement) -> PodcastValueTimeSplit {
    let mut split = PodcastValueTimeSplit {
        start_time: el.take_attr("startTime"),
        duration: el.take_attr("duration"),
        remote_start_time: el.take_attr("remoteStartTime"),
        remote_percentage: el.take_attr("remotePercentage"),
        other_attributes: el.take_other_attributes(&[
            "startTime",
            "duration",
            "remoteStartTime",
            "remotePercentage",
        ]),
        ..PodcastValueTimeSplit::default()
    };
    for mut child in el.take_elements() {
        let typed = is_podcast(&child)
            && match child.local() {
                "valueRecipient" => {
                    split.recipients.push(read_value_recipient(&mut child));
                    true
                }
                "remoteItem" => push(&mut split.remote_items, read_remote_item(f, &mut child)),
                _ => false,
            };
        if !typed {
            split.extensions.push(child.into_element());
        }
    }
    split
}

/// `<podcast:remoteItem>`; `None` without a `feedGuid`.
fn read_remote_item(f: &mut Fields<'_>, el: &mut RawElement) -> Option<PodcastRemoteItem> {
    el.attr("feedGuid")?;
    Some(PodcastRemoteItem {
        feed_guid: el.take_attr("feedGuid").unwrap_or_default(),
        feed_url: f.uri_attr(el, "feedUrl"),
        item_guid: el.take_attr("itemGuid"),
        medium: el.take_attr("medium"),
        title: el.take_attr("title"),
        other_attributes: el
            .take_other_attributes(&["feedGuid", "feedUrl", "itemGuid", "medium", "title"]),
    })
}

/// The remote items of a podroll or publisher; other children kept as read.
fn remote_items(
    f: &mut Fields<'_>,
    el: &mut RawElement,
    items: &mut Vec<PodcastRemoteItem>,
    extensions: &mut Vec<crate::model::Element>,
) {
    for mut child in el.take_elements() {
        let typed = is_podcast(&child)
            && child.local() == "remoteItem"
            && push(items, read_remote_item(f, &mut child));
        if !typed {
            extensions.push(child.into_element());
        }
    }
}

/// `<podcast:socialInteract>`; `None` without a `protocol`.
fn read_social_interact(f: &mut Fields<'_>, el: &mut RawElement) -> Option<PodcastSocialInteract> {
    el.attr("protocol")?;
    Some(PodcastSocialInteract {
        protocol: el.take_attr("protocol").unwrap_or_default(),
        uri: f.uri_attr(el, "uri"),
        account_id: el.take_attr("accountId"),
        account_url: f.uri_attr(el, "accountUrl"),
        priority: f.number(el, el.attr("priority"), "podcast:socialInteract priority"),
        other_attributes: el.take_other_attributes(&[
            "protocol",
            "uri",
            "accountId",
            "accountUrl",
            "priority",
        ]),
    })
}

fn read_txt(el: &mut RawElement) -> PodcastTxt {
    PodcastTxt {
        value: el.trimmed_text(),
        purpose: el.take_attr("purpose"),
        other_attributes: el.take_other_attributes(&["purpose"]),
    }
}

/// `<podcast:image>`; `None` without an `href`.
fn read_image(f: &mut Fields<'_>, el: &mut RawElement) -> Option<PodcastImage> {
    let href = f.uri_attr(el, "href")?;
    Some(PodcastImage {
        href,
        alt: el.take_attr("alt"),
        aspect_ratio: el.take_attr("aspect-ratio"),
        width: f.number(el, el.attr("width"), "podcast:image width"),
        height: f.number(el, el.attr("height"), "podcast:image height"),
        media_type: el.take_attr("type"),
        purpose: el.take_attr("purpose"),
        other_attributes: el.take_other_attributes(&[
            "href",
            "alt",
            "aspect-ratio",
            "width",
            "height",
            "type",
            "purpose",
        ]),
    })
}

/// `<podcast:images>`; `None` without a `srcset`.
fn read_images(el: &mut RawElement) -> Option<PodcastImages> {
    let srcset = el.take_attr("srcset")?;
    Some(PodcastImages {
        srcset,
        other_attributes: el.take_other_attributes(&["srcset"]),
    })
}

/// `<podcast:chat>`; `None` without a `server` or a `protocol`.
fn read_chat(el: &mut RawElement) -> Option<PodcastChat> {
    if el.attr("server").is_none() || el.attr("protocol").is_none() {
        return None;
    }
    Some(PodcastChat {
        server: el.take_attr("server").unwrap_or_default(),
        protocol: el.take_attr("protocol").unwrap_or_default(),
        account_id: el.take_attr("accountId"),
        space: el.take_attr("space"),
        other_attributes: el.take_other_attributes(&["server", "protocol", "accountId", "space"]),
    })
}

/// `<podcast:liveItem>`: its attributes, its `podcast:` children typed as
/// an item's, the others kept as read.
fn read_live_item(f: &mut Fields<'_>, el: &mut RawElement) -> PodcastLiveItem {
    let mut live = PodcastLiveItem {
        status: el.take_attr("status"),
        start: el.take_attr("start"),
        end: el.take_attr("end"),
        other_attributes: el.take_other_attributes(&["status", "start", "end"]),
        ..PodcastLiveItem::default()
    };
    for mut child in el.take_elements() {
        let typed = is_podcast(&child) && read_podcast_item(f, &mut live.podcast, &mut child);
        if !typed {
            live.extensions.push(child.into_element());
        }
    }
    live
}
