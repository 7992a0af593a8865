//! [`BuildError`]: a value given to a builder that cannot be published as
//! it is, named by the model field it was meant for.

/// A URL or a date given to a builder that does not parse.
///
/// The builders take strings, so that a program passes what it has; each is
/// parsed once, in [`ChannelBuilder::build`](super::ChannelBuilder::build),
/// and the first that fails is this error, with the field it was meant for
/// as a path into the model (`items[1].links[0].href`).
///
/// ```
/// use feedwright::{BuildError, Channel, Item};
///
/// let err = Channel::builder("Notes", "https://example.org/")
///     .item(Item::builder().title("One").link("/one"))
///     .build()
///     .unwrap_err();
/// assert_eq!(err.field(), "items[0].links[0].href");
/// assert_eq!(err.to_string(), "items[0].links[0].href: `/one` is not an absolute URL (relative URL without a base)");
/// assert!(matches!(err, BuildError::Url { .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// A URL that is not absolute, or does not parse
    /// ([WHATWG URL](https://url.spec.whatwg.org/) as the `url` crate reads it).
    #[error("{field}: `{value}` is not an absolute URL ({reason})")]
    Url {
        /// The model field, as a path.
        field: String,
        /// The text given.
        value: String,
        /// Why it does not parse.
        reason: url::ParseError,
    },
    /// A date that is neither [RFC 3339](https://www.rfc-editor.org/rfc/rfc3339)
    /// nor [RFC 2822](https://www.rfc-editor.org/rfc/rfc2822#section-3.3).
    #[error("{field}: `{value}` is not an RFC 3339 or RFC 2822 date")]
    Date {
        /// The model field, as a path.
        field: String,
        /// The text given.
        value: String,
    },
}

impl BuildError {
    /// The model field the value was meant for, as a path (`items[2].pub_date`).
    pub fn field(&self) -> &str {
        match self {
            BuildError::Url { field, .. } | BuildError::Date { field, .. } => field,
        }
    }
}
