//! `str::parse` for a feed: [`Channel`]'s `FromStr`, which is [`parse`](super::parse).

use std::str::FromStr;

use crate::error::Error;
use crate::model::Channel;

/// Reads a feed held as text (RSS, Atom or JSON Feed), as [`parse`](crate::parse) does.
///
/// ```
/// let channel: feedwright::Channel = r#"<rss version="2.0"><channel>
///   <title>Notes</title><item><title>One</title></item></channel></rss>"#.parse()?;
/// assert_eq!(channel.items[0].title_text(), Some("One"));
/// // What `Display` writes reads back as the same channel.
/// assert_eq!(channel.to_string().parse::<feedwright::Channel>()?, channel);
/// # Ok::<(), feedwright::Error>(())
/// ```
impl FromStr for Channel {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        super::parse(text.as_bytes())
    }
}
