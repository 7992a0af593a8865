//! Model -> bytes: [`Channel::write_rss`], [`Channel::write_atom`],
//! [`Channel::write_rss1`] and [`Channel::write_with`].
//!
//! The writer is the reader's inverse: whatever a document was read into,
//! writing it in the same format and reading it back gives the same
//! [`Channel`] (RSS 0.9x comes back as RSS 2.0, Atom 0.3 as Atom 1.0). Dates
//! keep the text they were written with, URLs the form the document gave
//! (with an `xml:base` that resolves them as before), extension elements
//! their namespace, prefix, attributes and order.
//!
//! Writing into another format than the one read is a conversion: what the
//! target cannot hold is reported as a [`Loss`], never dropped silently
//! ([`Channel::write_with_losses`]).
//!
//! The writer is handed whole pieces: the document is built in a buffer
//! and goes to it in one `write_all`, or, past 256 KiB, in pieces of about
//! that size as it is written, so that writing a large feed holds no copy
//! of it beyond the writer's own (a `File` needs no `BufWriter`).
//!
//! Layout: `xml.rs` is the XML layer (namespaces in scope, `xml:lang` and
//! `xml:base` in scope, escaping, indentation, and when the body goes
//! out); `rss.rs`, `rdf.rs` and `atom.rs` write each format's own elements;
//! `ext.rs` the extension namespaces, shared by all three; `ahead.rs` names
//! the namespaces a large document's root declares before its items are
//! written.

mod ahead;
mod atom;
mod display;
mod ext;
mod json;
mod opml;
mod place;
mod podcast;
mod rdf;
mod required;
mod rss;
mod set_fields;
#[cfg(test)]
mod tests;
mod values;
mod xml;

use std::io;

use crate::error::{Error, ErrorKind, Result};
use crate::model::Channel;
use crate::options::{Target, WriteOptions};
use crate::warning::Position;

/// Something the target format cannot hold, reported by a conversion.
///
/// ```
/// use feedwright::{Target, WriteOptions};
/// let channel = feedwright::parse(br#"<feed xmlns="http://www.w3.org/2005/Atom">
///   <title>T</title><icon>https://example.org/i.png</icon></feed>"#)?;
/// let (_, losses) = channel.write_with_losses(Vec::new(), &WriteOptions::new(Target::Rss))?;
/// assert_eq!(losses[0].to_string(), "icon: RSS 2.0 has no feed icon");
/// # Ok::<(), feedwright::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Loss {
    /// The model field, as a path (`icon`, `items[3].authors[1].uri`); or,
    /// for a character XML cannot carry, the element it was in (`<title>`).
    pub field: String,
    /// Why it was not written, or how it was written instead.
    pub reason: String,
}

impl std::fmt::Display for Loss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.reason)
    }
}

impl Channel {
    /// Writes the channel as RSS 2.0 (pretty-printed) and hands the writer back.
    ///
    /// ```
    /// let channel = feedwright::parse(br#"<feed xmlns="http://www.w3.org/2005/Atom">
    ///   <title>Latest</title><entry><title>One</title></entry></feed>"#)?;
    /// let rss = String::from_utf8(channel.write_rss(Vec::new())?).unwrap();
    /// assert!(rss.contains("<item>\n      <title>One</title>\n    </item>"));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn write_rss<W: io::Write>(&self, out: W) -> Result<W> {
        self.write_with(out, &WriteOptions::new(Target::Rss))
    }

    /// Writes the channel as Atom 1.0 (pretty-printed) and hands the writer back.
    pub fn write_atom<W: io::Write>(&self, out: W) -> Result<W> {
        self.write_with(out, &WriteOptions::new(Target::Atom))
    }

    /// Writes the channel as RSS 1.0 (RDF, pretty-printed) and hands the writer back.
    pub fn write_rss1<W: io::Write>(&self, out: W) -> Result<W> {
        self.write_with(out, &WriteOptions::new(Target::Rss1))
    }

    /// Writes the channel as `options` say and hands the writer back.
    pub fn write_with<W: io::Write>(&self, out: W, options: &WriteOptions) -> Result<W> {
        self.write_with_losses(out, options).map(|(out, _)| out)
    }

    /// Writes the channel as `options` say; hands the writer back with what
    /// the target format could not hold. Writing the format a channel was
    /// read from loses nothing.
    pub fn write_with_losses<W: io::Write>(
        &self,
        out: W,
        options: &WriteOptions,
    ) -> Result<(W, Vec<Loss>)> {
        let (out, mut losses) = if options.target == Target::JsonFeed {
            let (bytes, lost) = json::write_document(self, options.pretty, options.indent);
            let mut out = out;
            out.write_all(&bytes).map_err(io_error)?;
            let losses = lost
                .into_iter()
                .map(|(field, reason)| Loss { field, reason })
                .collect();
            (out, losses)
        } else {
            self.write_xml(out, options, xml::FLUSH_AT)?
        };
        // Built in code, or converted: what the target requires is the
        // writer's to derive or to report.
        if self.format.is_none() || Target::for_format(self.format) != options.target {
            losses.extend(required::missing(self, options.target));
        }
        Ok((out, losses))
    }

    /// Writes one of the XML formats; the body goes out to `out` in pieces
    /// once it holds `flush_at` bytes (see `xml.rs`).
    fn write_xml<W: io::Write>(
        &self,
        out: W,
        options: &WriteOptions,
        flush_at: usize,
    ) -> Result<(W, Vec<Loss>)> {
        let mut out = out;
        let names_ahead = || ahead::used_by_items(self, options.target);
        let mut doc = xml::XmlWriter::new(
            options,
            size_hint(self),
            &mut out,
            Some(&names_ahead),
            flush_at,
        );
        match options.target {
            Target::Rss => rss::write_document(&mut doc, self),
            Target::Atom => atom::write_document(&mut doc, self),
            Target::Rss1 => rdf::write_document(&mut doc, self),
            Target::JsonFeed => {}
        }
        let losses = doc.finish().map_err(io_error)?;
        Ok((out, losses))
    }
}

/// About how many bytes the channel takes written: its items' texts plus
/// a few hundred bytes of markup each. The body is written into a buffer of
/// that size rather than one grown, and copied, three or four times over.
fn size_hint(channel: &Channel) -> usize {
    /// Markup and short fields: the channel's, and each item's.
    const CHANNEL_BYTES: usize = 4 * 1024;
    const ITEM_BYTES: usize = 512;
    let texts = |item: &crate::model::Item| {
        let text = |t: &Option<crate::model::Text>| t.as_ref().map_or(0, |t| t.value.len());
        text(&item.title)
            + text(&item.description)
            + item.content.as_ref().map_or(0, |c| c.value.len())
    };
    channel.items.iter().fold(CHANNEL_BYTES, |sum, item| {
        sum.saturating_add(ITEM_BYTES + texts(item))
    })
}

fn io_error(err: io::Error) -> Error {
    Error::new(ErrorKind::Io(err), Position::default())
}
