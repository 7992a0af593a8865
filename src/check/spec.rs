//! Applies the [`rules`](super::rules) to a channel read from a document.
//!
//! Each format family has its own function; what they share (URLs, dates,
//! duplicate ids) has one function each. Problems are placed at the element
//! that breaks the rule, or at the item or channel that lacks one.

use std::collections::HashMap;

use super::locate::Locator;
use super::report::{Problem, ProblemKind};
use super::rules::{self, Rule};
use super::tally::Tally;
use crate::model::{Channel, Format, Item, LinkElement, Text, Timestamp, Uri};

/// The problems one channel has, in no particular order.
/// Only the first problems of each rule are kept (see [`Tally`]).
pub(crate) fn check(channel: &Channel, at: &Locator<'_>, tally: &mut Tally) -> Vec<Problem> {
    let mut spec = Spec {
        at,
        tally,
        problems: Vec::new(),
    };
    match channel.format {
        Some(Format::Atom03) => spec.atom03(channel),
        Some(f) if f.is_atom() => spec.atom(channel),
        Some(Format::Rss10 | Format::Rss090) => spec.rss(channel, true),
        _ => spec.rss(channel, false),
    }
    spec.duplicate_ids(channel);
    spec.problems
}

struct Spec<'l, 'a> {
    at: &'l Locator<'a>,
    tally: &'l mut Tally,
    problems: Vec<Problem>,
}

/// Where a problem is: the channel (`None`) or an item, and the element in it.
type Place<'n> = (Option<usize>, &'n str);

impl Spec<'_, '_> {
    fn report(&mut self, rule: Rule, place: Place<'_>, nth: usize, detail: Option<String>) {
        let position = match place {
            (item, "") => item.map_or(self.at.channel(), |i| self.at.item(i)),
            (item, name) => self.at.field(item, name, nth),
        };
        let (kind, severity) = (ProblemKind::Spec, rule.severity);
        if !self.tally.admit(rule.id, kind, severity, position.offset) {
            return;
        }
        self.problems.push(Problem::spec(rule, detail, position));
    }

    fn require(&mut self, present: bool, rule: Rule, item: Option<usize>) {
        if !present {
            self.report(rule, (item, ""), 0, None);
        }
    }

    /// A required text field: missing breaks `rule`; present but blank is
    /// its own, milder finding at the element (it is there, it says nothing).
    fn require_text(&mut self, text: &Option<Text>, rule: Rule, place: Place<'_>) {
        match text {
            None => self.report(rule, (place.0, ""), 0, None),
            Some(t) if t.value.trim().is_empty() => {
                let detail = Some(format!("`{}`", place.1));
                self.report(rules::EMPTY_REQUIRED, place, 0, detail);
            }
            Some(_) => {}
        }
    }

    fn rss(&mut self, channel: &Channel, rdf: bool) {
        self.require_text(&channel.title, rules::RSS_CHANNEL_TITLE, (None, "title"));
        let rss_links: Vec<_> = channel
            .links
            .iter()
            .filter(|l| l.element == LinkElement::Rss)
            .collect();
        self.require(!rss_links.is_empty(), rules::RSS_CHANNEL_LINK, None);
        self.require_text(
            &channel.description,
            rules::RSS_CHANNEL_DESCRIPTION,
            (None, "description"),
        );
        // RSS 2.0's image and forms are checked on the document as written (`vocab::rss`).
        if let Some(image) = channel.image.as_ref().filter(|_| rdf) {
            let complete =
                !image.url.value.is_empty() && image.title.is_some() && image.link.is_some();
            self.require_at(complete, rules::RSS_IMAGE_FIELDS, (None, "image"));
        }
        // RSS 1.0's forms are checked as written (`vocab::rdf`); RSS 0.90's here.
        let rss090 = channel.format == Some(Format::Rss090);
        if rss090 {
            for (n, link) in rss_links.iter().enumerate() {
                self.url(&link.href, (None, "link"), n, true);
            }
            if let Some(image) = &channel.image {
                self.url(&image.url, (None, "url"), 0, true);
            }
        }
        for (i, item) in channel.items.iter().enumerate() {
            self.rss_item(item, i, rdf, rss090);
        }
    }

    fn rss_item(&mut self, item: &Item, i: usize, rdf: bool, rss090: bool) {
        let here = Some(i);
        let rss_links: Vec<_> = item
            .links
            .iter()
            .filter(|l| l.element == LinkElement::Rss)
            .collect();
        if rdf {
            let complete = has_text(&item.title) && !rss_links.is_empty();
            self.require(complete, rules::RSS1_ITEM_TITLE_LINK, here);
        } else {
            let either = has_text(&item.title) || has_text(&item.description);
            self.require(either, rules::RSS_ITEM_TITLE_OR_DESCRIPTION, here);
        }
        if let Some(guid) = item.guid.as_ref().filter(|_| rdf) {
            if guid.is_permalink() && !is_absolute_url(&guid.value) {
                let detail = Some(format!("`{}`", guid.value));
                self.report(rules::RSS_GUID_PERMALINK, (here, "guid"), 0, detail);
            }
        }
        if rss090 {
            for (n, link) in rss_links.iter().enumerate() {
                self.url(&link.href, (here, "link"), n, true);
            }
        }
    }

    fn atom(&mut self, channel: &Channel) {
        // A standalone entry has no feed: the feed's rules do not apply,
        // and the entry must name its own author.
        // The feed's id, title and updated, its ids, dates and links are
        // checked on the document as written (`vocab::atom`).
        let feed_has_author = !channel.authors.is_empty();
        for (i, item) in channel.items.iter().enumerate() {
            let here = Some(i);
            self.require(item.guid.is_some(), rules::ATOM_ENTRY_ID, here);
            self.require(has_text(&item.title), rules::ATOM_ENTRY_TITLE, here);
            self.require(item.updated.is_some(), rules::ATOM_ENTRY_UPDATED, here);
            let source_author = item.source.as_ref().is_some_and(|s| !s.authors.is_empty());
            let authored = feed_has_author || source_author || !item.authors.is_empty();
            self.require(authored, rules::ATOM_ENTRY_AUTHOR, here);
        }
    }

    /// Atom 0.3 predates RFC 4287: only the date forms are checked.
    fn atom03(&mut self, channel: &Channel) {
        let rule = rules::ATOM_DATE_RFC3339;
        self.rfc3339(channel.last_build_date.as_ref(), (None, "modified"), rule);
        for (i, item) in channel.items.iter().enumerate() {
            self.rfc3339(item.updated.as_ref(), (Some(i), "modified"), rule);
            self.rfc3339(item.pub_date.as_ref(), (Some(i), "issued"), rule);
        }
    }

    fn require_at(&mut self, ok: bool, rule: Rule, place: Place<'_>) {
        if !ok {
            self.report(rule, place, 0, None);
        }
    }

    /// A URL must be valid; where `absolute`, not relative either. (Atom
    /// allows relative references, resolved against `xml:base`.)
    fn url(&mut self, uri: &Uri, place: Place<'_>, nth: usize, absolute: bool) {
        let raw = uri.raw();
        let rule = match url::Url::parse(raw) {
            Ok(_) => return,
            Err(url::ParseError::RelativeUrlWithoutBase) if !absolute => return,
            Err(url::ParseError::RelativeUrlWithoutBase) => rules::URL_RELATIVE,
            Err(_) => rules::URL_INVALID,
        };
        self.report(rule, place, nth, Some(format!("`{raw}`")));
    }

    fn rfc3339(&mut self, date: Option<&Timestamp>, place: Place<'_>, rule: Rule) {
        if let Some(date) = date {
            if chrono::DateTime::parse_from_rfc3339(&date.raw).is_err() {
                self.report(rule, place, 0, Some(format!("`{}`", date.raw)));
            }
        }
    }

    fn duplicate_ids(&mut self, channel: &Channel) {
        let element = match channel.format {
            Some(f) if f.is_atom() => "id",
            _ => "guid",
        };
        let mut first: HashMap<&str, usize> = HashMap::new();
        for (i, item) in channel.items.iter().enumerate() {
            let Some(guid) = &item.guid else { continue };
            if let Some(&earlier) = first.get(guid.value.as_str()) {
                let detail = Some(format!(
                    "`{}` is also the id of item {}",
                    guid.value,
                    earlier + 1
                ));
                self.report(rules::DUPLICATE_ID, (Some(i), element), 0, detail);
            } else {
                first.insert(&guid.value, i);
            }
        }
    }
}

fn has_text(text: &Option<Text>) -> bool {
    text.as_ref().is_some_and(|t| !t.value.trim().is_empty())
}

fn is_absolute_url(value: &str) -> bool {
    url::Url::parse(value.trim()).is_ok()
}
