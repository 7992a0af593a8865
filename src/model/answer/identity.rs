//! Who an item is and who wrote it, across feeds: [`Item::identity`], the
//! key an aggregator knows an item again by, and [`Item::authors_in`],
//! Atom's rule that an entry without authors has its feed's.

use std::borrow::Cow;

use super::PersonRef;
use crate::model::{Channel, Item};

impl Item {
    /// A stable identity for the item, so that "is this item new?" is one
    /// comparison: its guid (RSS `guid`, Atom `id`, JSON Feed `id`), else
    /// RSS 1.0's `rdf:about`, else its link, else a digest of what it says
    /// (title, description, content, dates and enclosures), written
    /// `urn:feedwright:content:` and 16 hexadecimal digits.
    ///
    /// The digest is 64-bit FNV-1a over the fields, each followed by a byte
    /// no UTF-8 text holds: the same item read twice, in any process or
    /// version of this crate, has the same identity; an item that changes
    /// any of those fields (and has no guid or link) is a new item, as it
    /// is to feed-rs, whose id generator does the same.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<rss version="2.0"><channel>
    ///   <item><guid isPermaLink="false">post-1</guid><title>A</title></item>
    ///   <item><link>https://example.org/2</link></item>
    ///   <item><title>No guid, no link</title></item>
    /// </channel></rss>"#)?;
    /// assert_eq!(channel.items[0].identity(), "post-1");
    /// assert_eq!(channel.items[1].identity(), "https://example.org/2");
    /// assert_eq!(channel.items[2].identity(), "urn:feedwright:content:813456533c441e31");
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn identity(&self) -> Cow<'_, str> {
        match self.id() {
            Some(id) if !id.trim().is_empty() => Cow::Borrowed(id),
            _ => Cow::Owned(format!(
                "urn:feedwright:content:{:016x}",
                self.content_digest()
            )),
        }
    }

    /// 64-bit FNV-1a over the fields that say what the item is.
    fn content_digest(&self) -> u64 {
        const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
        const PRIME: u64 = 0x0000_0100_0000_01b3;
        let fields = [
            self.title.as_ref().map(|t| t.value.as_str()),
            self.description.as_ref().map(|t| t.value.as_str()),
            self.content.as_ref().map(|c| c.value.as_str()),
            self.pub_date.as_ref().map(|t| t.raw.as_str()),
            self.updated.as_ref().map(|t| t.raw.as_str()),
        ];
        let enclosures = self.enclosures.iter().map(|e| Some(e.url.as_str()));
        let mut hash = OFFSET;
        for field in fields.into_iter().chain(enclosures) {
            // 0xFF ends each field (no UTF-8 text holds it), so that moving
            // text from one field to the next changes the digest.
            for byte in field.unwrap_or_default().bytes().chain([0xFF]) {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(PRIME);
            }
        }
        hash
    }

    /// The item's authors as Atom's inheritance rule gives them
    /// ([RFC 4287 section 4.2.1](https://www.rfc-editor.org/rfc/rfc4287#section-4.2.1)):
    /// its own ([`authors`](Self::authors)), else those of the feed it was
    /// copied from (its `source`), else the channel's
    /// ([`Channel::authors`]). RSS and JSON Feed have the same rule in
    /// practice: a feed's author wrote the items that name none.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<feed xmlns="http://www.w3.org/2005/Atom">
    ///   <author><name>Ann</name></author>
    ///   <entry><title>By Ann</title></entry>
    ///   <entry><title>By Bo</title><author><name>Bo</name></author></entry>
    /// </feed>"#)?;
    /// let names = |i: usize| -> Vec<_> {
    ///     channel.items[i].authors_in(&channel).into_iter().filter_map(|p| p.name).collect()
    /// };
    /// assert_eq!(names(0), ["Ann"]);
    /// assert_eq!(names(1), ["Bo"]);
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn authors_in<'a>(&'a self, channel: &'a Channel) -> Vec<PersonRef<'a>> {
        let own: Vec<PersonRef<'a>> = self.authors().collect();
        if !own.is_empty() {
            return own;
        }
        let source: Vec<PersonRef<'a>> = self
            .source
            .iter()
            .flat_map(|s| &s.authors)
            .filter_map(PersonRef::of)
            .collect();
        if !source.is_empty() {
            return source;
        }
        channel.authors().collect()
    }
}
