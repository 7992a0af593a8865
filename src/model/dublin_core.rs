//! Dublin Core (`http://purl.org/dc/elements/1.1/`) and the DCMI terms that
//! feeds use for dates (`http://purl.org/dc/terms/`).

use serde::{Deserialize, Serialize};

use super::Timestamp;

/// The Dublin Core elements of a channel or item, each repeatable, in document order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
#[allow(missing_docs)] // one field per element, named after it
pub struct DublinCore {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub titles: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub creators: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subjects: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub descriptions: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub publishers: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contributors: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dates: Vec<Timestamp>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub formats: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub identifiers: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sources: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub languages: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relations: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub coverages: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rights: Vec<String>,
}

/// The DCMI terms with a typed meaning in feeds (other `dcterms:` elements stay in `extensions`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
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
