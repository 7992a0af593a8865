//! Dublin Core (`http://purl.org/dc/elements/1.1/`) and the DCMI terms that
//! feeds use for dates (`http://purl.org/dc/terms/`).

use serde::{Deserialize, Serialize};

use super::Timestamp;

/// The Dublin Core elements of a channel or item, in document order.
///
/// Every element but `dc:date` is text, kept as one list of
/// (element, value) pairs: a feed sets one or two of the fifteen elements,
/// and a list per element would cost fifteen empty lists for one
/// `dc:creator`. Dates are parsed, so they have a list of their own.
///
/// ```
/// use feedwright::model::{DcElement, DublinCore};
///
/// let mut dc = DublinCore::default();
/// dc.push(DcElement::Creator, "Ada");
/// dc.push(DcElement::Subject, "Engines");
/// dc.push(DcElement::Creator, "Charles");
/// assert_eq!(dc.all(DcElement::Creator).collect::<Vec<_>>(), ["Ada", "Charles"]);
/// assert_eq!(dc.first(DcElement::Subject), Some("Engines"));
/// assert_eq!(dc.first(DcElement::Rights), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct DublinCore {
    /// The text elements, in the order they were read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<DcValue>,
    /// `dc:date`, each parsed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dates: Vec<Timestamp>,
}

impl DublinCore {
    /// The values of one element, in document order.
    pub fn all(&self, element: DcElement) -> impl Iterator<Item = &str> + Clone {
        self.values
            .iter()
            .filter(move |v| v.element == element)
            .map(|v| v.value.as_str())
    }

    /// The first value of one element.
    pub fn first(&self, element: DcElement) -> Option<&str> {
        self.all(element).next()
    }

    /// Adds a value after the others.
    pub fn push(&mut self, element: DcElement, value: impl Into<String>) {
        self.values.push(DcValue {
            element,
            value: value.into(),
        });
    }

    /// Whether nothing is set.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty() && self.dates.is_empty()
    }
}

/// One Dublin Core text element and its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct DcValue {
    /// Which element.
    pub element: DcElement,
    /// Its text, trimmed.
    pub value: String,
}

/// The Dublin Core elements that hold text (all but `dc:date`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)] // one variant per element, named after it
pub enum DcElement {
    Title,
    Creator,
    Subject,
    Description,
    Publisher,
    Contributor,
    Type,
    Format,
    Identifier,
    Source,
    Language,
    Relation,
    Coverage,
    Rights,
}

impl DcElement {
    /// The element's local name (`creator`).
    pub fn local_name(self) -> &'static str {
        match self {
            DcElement::Title => "title",
            DcElement::Creator => "creator",
            DcElement::Subject => "subject",
            DcElement::Description => "description",
            DcElement::Publisher => "publisher",
            DcElement::Contributor => "contributor",
            DcElement::Type => "type",
            DcElement::Format => "format",
            DcElement::Identifier => "identifier",
            DcElement::Source => "source",
            DcElement::Language => "language",
            DcElement::Relation => "relation",
            DcElement::Coverage => "coverage",
            DcElement::Rights => "rights",
        }
    }

    /// The element a local name names. `dc:author` is no Dublin Core
    /// element, but feeds write it for `dc:creator`.
    pub fn from_local_name(local: &str) -> Option<DcElement> {
        Some(match local {
            "title" => DcElement::Title,
            "creator" | "author" => DcElement::Creator,
            "subject" => DcElement::Subject,
            "description" => DcElement::Description,
            "publisher" => DcElement::Publisher,
            "contributor" => DcElement::Contributor,
            "type" => DcElement::Type,
            "format" => DcElement::Format,
            "identifier" => DcElement::Identifier,
            "source" => DcElement::Source,
            "language" => DcElement::Language,
            "relation" => DcElement::Relation,
            "coverage" => DcElement::Coverage,
            "rights" => DcElement::Rights,
            _ => return None,
        })
    }
}

/// The DCMI terms with a typed meaning in feeds (other `dcterms:` elements stay in `extensions`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct DcTerms {
    /// `dcterms:created`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created: Option<Timestamp>,
    /// `dcterms:issued`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issued: Option<Timestamp>,
    /// `dcterms:modified`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modified: Option<Timestamp>,
    /// `dcterms:valid`, as written (a DCMI period such as `start=...; end=...`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valid: Option<String>,
    /// The `start` of the `dcterms:valid` period.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valid_start: Option<Timestamp>,
    /// The `end` of the `dcterms:valid` period.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valid_end: Option<Timestamp>,
    /// `dcterms:license`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub licenses: Vec<String>,
}
