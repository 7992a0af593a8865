//! The boundary between a program's values and the model: every URL and
//! date a builder took as text is parsed here, once, when the channel (or
//! item) is built, and the first that does not parse is a [`BuildError`]
//! naming its field. What parses is kept as the program wrote it.

use super::error::BuildError;
use crate::model::{Channel, Item, Link, Person, Timestamp, Uri};

/// Checks the URLs and dates of a channel's own fields (not its items').
pub(super) fn check_channel(channel: &Channel) -> Result<(), BuildError> {
    check_links(&channel.links, "links")?;
    check_people(&channel.authors, "authors")?;
    check_people(&channel.contributors, "contributors")?;
    for (name, uri) in [
        ("icon", channel.icon.as_ref()),
        ("logo", channel.logo.as_ref()),
        ("docs", channel.docs.as_ref()),
        ("image.url", channel.image.as_ref().map(|i| &i.url)),
        (
            "image.link",
            channel.image.as_ref().and_then(|i| i.link.as_ref()),
        ),
        (
            "itunes.image",
            channel.itunes.as_ref().and_then(|i| i.image.as_ref()),
        ),
    ] {
        if let Some(uri) = uri {
            check_url(uri, name)?;
        }
    }
    let funding = channel.podcast.iter().flat_map(|p| &p.funding);
    for (i, funding) in funding.enumerate() {
        check_url(&funding.url, &format!("podcast.funding[{i}].url"))?;
    }
    check_date(channel.pub_date.as_ref(), "pub_date")?;
    check_date(channel.last_build_date.as_ref(), "last_build_date")
}

/// Checks an item's URLs and dates, naming its fields under `prefix`.
pub(super) fn check_item(item: &Item, prefix: &str) -> Result<(), BuildError> {
    check_links(&item.links, &format!("{prefix}links"))?;
    check_people(&item.authors, &format!("{prefix}authors"))?;
    check_people(&item.contributors, &format!("{prefix}contributors"))?;
    for (i, enclosure) in item.enclosures.iter().enumerate() {
        check_url(&enclosure.url, &format!("{prefix}enclosures[{i}].url"))?;
    }
    if let Some(comments) = &item.comments {
        check_url(comments, &format!("{prefix}comments"))?;
    }
    // A guid that says it is a permalink is a URL readers open.
    if let Some(guid) = item.guid.as_ref().filter(|g| g.is_permalink()) {
        check_url(&Uri::new(guid.value.as_str()), &format!("{prefix}guid"))?;
    }
    if let Some(image) = item.itunes.as_ref().and_then(|i| i.image.as_ref()) {
        check_url(image, &format!("{prefix}itunes.image"))?;
    }
    if let Some(podcast) = &item.podcast {
        for (i, transcript) in podcast.transcripts.iter().enumerate() {
            check_url(
                &transcript.url,
                &format!("{prefix}podcast.transcripts[{i}].url"),
            )?;
        }
        if let Some(chapters) = &podcast.chapters {
            check_url(&chapters.url, &format!("{prefix}podcast.chapters.url"))?;
        }
    }
    check_date(item.pub_date.as_ref(), &format!("{prefix}pub_date"))?;
    check_date(item.updated.as_ref(), &format!("{prefix}updated"))
}

fn check_links(links: &[Link], field: &str) -> Result<(), BuildError> {
    for (i, link) in links.iter().enumerate() {
        check_url(&link.href, &format!("{field}[{i}].href"))?;
    }
    Ok(())
}

fn check_people(people: &[Person], field: &str) -> Result<(), BuildError> {
    for (i, person) in people.iter().enumerate() {
        if let Some(uri) = &person.uri {
            check_url(uri, &format!("{field}[{i}].uri"))?;
        }
    }
    Ok(())
}

/// A URL a builder took: absolute, as a feed's readers need it (a relative
/// one would resolve against wherever the feed happens to be copied).
fn check_url(uri: &Uri, field: &str) -> Result<(), BuildError> {
    match url::Url::parse(uri.as_str()) {
        Ok(_) => Ok(()),
        Err(reason) => Err(BuildError::Url {
            field: field.to_owned(),
            value: uri.as_str().to_owned(),
            reason,
        }),
    }
}

fn check_date(stamp: Option<&Timestamp>, field: &str) -> Result<(), BuildError> {
    match stamp {
        Some(stamp) if stamp.value.is_none() => Err(BuildError::Date {
            field: field.to_owned(),
            value: stamp.raw.clone(),
        }),
        _ => Ok(()),
    }
}
