//! [`IntoTimestamp`]: what a builder takes as a date.

use chrono::{DateTime, FixedOffset, Utc};

use crate::model::Timestamp;

/// A date a builder takes: a `chrono` date time (in any offset, or UTC), a
/// [`Timestamp`], or text in RFC 3339 (`2026-06-25T09:30:00+02:00`) or
/// RFC 2822 (`Thu, 25 Jun 2026 09:30:00 +0200`) form.
///
/// Text that is neither is kept, and [`ChannelBuilder::build`](crate::ChannelBuilder::build)
/// reports it as a [`BuildError::Date`](crate::BuildError::Date) naming its field.
///
/// ```
/// use feedwright::IntoTimestamp;
///
/// let from_text = "2026-06-25T09:30:00+02:00".into_timestamp();
/// let from_chrono = feedwright::chrono::DateTime::parse_from_rfc2822("Thu, 25 Jun 2026 07:30:00 GMT")
///     .unwrap()
///     .into_timestamp();
/// // The same instant, each in the offset it was given in.
/// assert_eq!(from_text.value, from_chrono.value);
/// assert_eq!(from_text.raw, "2026-06-25T09:30:00+02:00");
/// assert_eq!("yesterday".into_timestamp().value, None);
/// ```
pub trait IntoTimestamp {
    /// The timestamp; its `value` is `None` when text names no date.
    fn into_timestamp(self) -> Timestamp;
}

impl IntoTimestamp for Timestamp {
    fn into_timestamp(self) -> Timestamp {
        self
    }
}

impl IntoTimestamp for DateTime<FixedOffset> {
    fn into_timestamp(self) -> Timestamp {
        Timestamp::new(self)
    }
}

impl IntoTimestamp for DateTime<Utc> {
    fn into_timestamp(self) -> Timestamp {
        Timestamp::new(self.fixed_offset())
    }
}

impl IntoTimestamp for &str {
    fn into_timestamp(self) -> Timestamp {
        let text = self.trim();
        // Strict forms only: a builder's caller writes the date, so a
        // misspelt one is a mistake to report, not a quirk to repair.
        let value = DateTime::parse_from_rfc3339(text)
            .or_else(|_| DateTime::parse_from_rfc2822(text))
            .ok();
        Timestamp {
            value,
            raw: text.to_owned(),
        }
    }
}

impl IntoTimestamp for String {
    fn into_timestamp(self) -> Timestamp {
        self.as_str().into_timestamp()
    }
}

impl IntoTimestamp for &String {
    fn into_timestamp(self) -> Timestamp {
        self.as_str().into_timestamp()
    }
}
