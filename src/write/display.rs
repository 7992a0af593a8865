//! [`Channel`]'s `Display`: the document [`write_with`](Channel::write_with)
//! writes, as text.

use std::fmt;

use crate::model::Channel;
use crate::options::{Target, WriteOptions};

/// Writes the channel in the format it was read from (RSS 0.9x as RSS
/// 2.0, Atom 0.3 as Atom 1.0; see [`Target::for_format`]), or as RSS 2.0
/// when it was built in code, pretty-printed. `{:#}` writes it compact.
///
/// ```
/// let channel = feedwright::Channel::builder("Notes", "https://example.org/").build()?;
/// let rss = channel.to_string();
/// assert!(rss.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?>"#));
/// assert!(rss.contains("<title>Notes</title>"));
/// assert!(!format!("{channel:#}").contains('\n'));
/// # Ok::<(), feedwright::BuildError>(())
/// ```
impl fmt::Display for Channel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut options = WriteOptions::new(Target::for_format(self.format));
        options.pretty = !f.alternate();
        // Writing into memory fails only on a bug; fmt has no error to say more.
        let bytes = self
            .write_with(Vec::new(), &options)
            .map_err(|_| fmt::Error)?;
        f.write_str(&String::from_utf8_lossy(&bytes))
    }
}
