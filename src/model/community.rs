//! Small extensions about syndication, comments and threads: `sy:`
//! (syndication), `slash:`, `wfw:` (Well-Formed Web) and `thr:` (Atom
//! threading, RFC 4685), plus GeoRSS.

use serde::{Deserialize, Serialize};

use super::Uri;

/// `<sy:updatePeriod>`, `<sy:updateFrequency>`, `<sy:updateBase>` (RSS 1.0 syndication module).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per element, named after it
pub struct Syndication {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_period: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_frequency: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_base: Option<String>,
}

/// `<slash:*>` (Slashdot) on an item.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per element, named after it
pub struct Slash {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub department: Option<String>,
    /// `<slash:comments>`: the comment count, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comments: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hit_parade: Option<String>,
}

/// `<wfw:comment>` and `<wfw:commentRss>` on an item.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per element, named after it
pub struct WellFormedWeb {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<Uri>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment_rss: Option<Uri>,
}

/// Atom threading (RFC 4685) on an entry.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub struct Threading {
    /// `<thr:in-reply-to ref href type source>`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub in_reply_to: Vec<InReplyTo>,
    /// `<thr:total>`, as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<String>,
}

/// `<thr:in-reply-to ref href type source>`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per attribute, named after it
pub struct InReplyTo {
    #[serde(rename = "ref")]
    pub reference: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<Uri>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Uri>,
}

/// GeoRSS (`http://www.georss.org/georss`): coordinates as written.
///
/// GeoRSS Simple elements fill the fields directly; a GeoRSS GML geometry
/// (`<georss:where><gml:Point>...`, or a bare `<gml:Point>`) fills the same
/// fields from its `pos`, `posList` or corners, with its reference system in
/// `srs_name` and `srs_dimension`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
#[allow(missing_docs)] // one field per element, named after it
pub struct GeoRss {
    /// `<georss:point>`: "lat lon".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub point: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub polygon: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bbox: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elev: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feature_name: Option<String>,
    /// GML `srsName`: the coordinate reference system (WGS84 latitude/longitude when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub srs_name: Option<String>,
    /// GML `srsDimension`: numbers per position (2 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub srs_dimension: Option<u8>,
}

impl GeoRss {
    /// The point as (latitude, longitude), when it holds two numbers.
    ///
    /// ```
    /// let mut g = feedwright::model::GeoRss::default();
    /// g.point = Some("45.256 -71.92".into());
    /// assert_eq!(g.point_coordinates(), Some((45.256, -71.92)));
    /// ```
    pub fn point_coordinates(&self) -> Option<(f64, f64)> {
        let mut parts = self.point.as_deref()?.split_whitespace();
        let lat = parts.next()?.parse().ok()?;
        let lon = parts.next()?.parse().ok()?;
        Some((lat, lon))
    }
}
