//! A structural diff of two [`Channel`]s: every field that differs, named by
//! its path in the model (`items[3].pub_date.raw`).
//!
//! The walk goes over the model's serde form, so every field, typed or
//! extension, is compared without a hand-kept list of fields to forget.

use serde::Serialize;
use serde_json::Value;

use crate::model::{Channel, Layout};

/// One field that differs between two channels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Difference {
    /// The field's path in the model: `title.value`, `items[3].links[0].href.value`.
    pub path: String,
    /// Its value in the first channel, as compact JSON (`null` when absent).
    pub before: String,
    /// Its value in the second channel, as compact JSON (`null` when absent).
    pub after: String,
}

impl Difference {
    /// The index of the item the difference is in, if it is in one.
    ///
    /// ```
    /// use feedwright::check::diff::diff;
    /// let a = feedwright::parse(br#"<rss><channel><item><title>A</title></item></channel></rss>"#)?;
    /// let b = feedwright::parse(br#"<rss><channel><item><title>B</title></item></channel></rss>"#)?;
    /// let differences = diff(&a, &b);
    /// assert_eq!(differences[0].path, "items[0].title.value");
    /// assert_eq!(differences[0].item(), Some(0));
    /// # Ok::<(), feedwright::Error>(())
    /// ```
    pub fn item(&self) -> Option<usize> {
        let rest = self.path.strip_prefix("items[")?;
        rest.split(']').next()?.parse().ok()
    }
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} became {}", self.path, self.before, self.after)
    }
}

/// Most differences listed; past it the rest are not walked.
pub(crate) const MAX_DIFFERENCES: usize = 100;
/// Longest value shown in a difference, in characters.
const MAX_SHOWN: usize = 80;

/// Every field in which `before` and `after` differ, in model order.
///
/// ```
/// let a = feedwright::parse(br#"<rss><channel><title>A</title></channel></rss>"#)?;
/// let mut b = a.clone();
/// b.ttl = Some(60);
/// let differences = feedwright::check::diff::diff(&a, &b);
/// assert_eq!(differences.len(), 1);
/// assert_eq!(differences[0].to_string(), "ttl: null became 60");
/// # Ok::<(), feedwright::Error>(())
/// ```
pub fn diff(before: &Channel, after: &Channel) -> Vec<Difference> {
    let (Ok(a), Ok(b)) = (serde_json::to_value(before), serde_json::to_value(after)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    walk(&a, &b, &mut String::new(), &mut out);
    out
}

/// Adds to `out` the fields in which `before` and `after` (either absent)
/// differ, named under `path` (`items[3]`), until `out` holds the most
/// differences listed. One item at a time: a whole channel's serde form
/// is many times the size of the channel.
pub(crate) fn diff_into<T: Serialize + PartialEq + Children>(
    before: Option<&T>,
    after: Option<&T>,
    path: &str,
    out: &mut Vec<Difference>,
) {
    // Equal values have equal serde forms: most items need none built.
    if out.len() >= MAX_DIFFERENCES || before == after {
        return;
    }
    let value = |x: Option<&T>| x.map_or(Ok(Value::Null), serde_json::to_value);
    let (Ok(a), Ok(b)) = (value(before), value(after)) else {
        return;
    };
    let found = out.len();
    walk(&a, &b, &mut path.to_owned(), out);
    // Unequal with equal fields: the children stand in another order, which
    // a reader sees too (which link is first, whether the guid is the link).
    if out.len() == found {
        let children = |x: Option<&T>| x.map_or(String::new(), |x| x.children().to_string());
        let path = match path {
            "" => "children".to_owned(),
            _ => format!("{path}.children"),
        };
        out.push(Difference {
            path,
            before: shown(&Value::String(children(before))),
            after: shown(&Value::String(children(after))),
        });
    }
}

/// What has children whose order the model records.
pub(crate) trait Children {
    /// The children in the order recorded.
    fn children(&self) -> &Layout;
}

impl Children for Channel {
    fn children(&self) -> &Layout {
        &self.layout
    }
}

impl Children for crate::model::Item {
    fn children(&self) -> &Layout {
        self.record.layout()
    }
}

fn walk(a: &Value, b: &Value, path: &mut String, out: &mut Vec<Difference>) {
    if out.len() >= MAX_DIFFERENCES || a == b {
        return;
    }
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            // Keys of the first, then those only the second has: model order.
            let keys = x.keys().chain(y.keys().filter(|k| !x.contains_key(*k)));
            for key in keys {
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
                walk(
                    x.get(key).unwrap_or(&Value::Null),
                    y.get(key).unwrap_or(&Value::Null),
                    path,
                    out,
                );
                path.truncate(len);
            }
        }
        (Value::Array(x), Value::Array(y)) => {
            for i in 0..x.len().max(y.len()) {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                walk(
                    x.get(i).unwrap_or(&Value::Null),
                    y.get(i).unwrap_or(&Value::Null),
                    path,
                    out,
                );
                path.truncate(len);
            }
        }
        _ => out.push(Difference {
            path: path.clone(),
            before: shown(a),
            after: shown(b),
        }),
    }
}

fn shown(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() <= MAX_SHOWN {
        return text;
    }
    let mut cut: String = text.chars().take(MAX_SHOWN).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Item, Text};

    #[test]
    fn names_nested_and_missing_fields() {
        let mut a = Channel::default();
        a.items.push(Item::default());
        let mut b = a.clone();
        b.items[0].title = Some(Text::plain("x"));
        b.items.push(Item::default());
        let d = diff(&a, &b);
        let paths: Vec<&str> = d.iter().map(|d| d.path.as_str()).collect();
        assert_eq!(paths, ["items[0].title", "items[1]"]);
        assert_eq!(d[0].before, "null");
        assert_eq!(d[1].item(), Some(1));
    }

    #[test]
    fn long_values_are_cut() {
        let mut a = Channel::default();
        let mut b = a.clone();
        a.title = Some(Text::plain("a".repeat(200)));
        b.title = Some(Text::plain("b"));
        let d = diff(&a, &b);
        assert_eq!(d[0].before.chars().count(), MAX_SHOWN + 1);
    }

    #[test]
    fn children_in_another_order_are_a_difference() {
        let a = crate::parse(
            b"<rss><channel><item><title>t</title><link>l</link></item></channel></rss>",
        )
        .expect("parses");
        let b = crate::parse(
            b"<rss><channel><item><link>l</link><title>t</title></item></channel></rss>",
        )
        .expect("parses");
        let mut out = Vec::new();
        diff_into(a.items.first(), b.items.first(), "items[0]", &mut out);
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(out[0].path, "items[0].children");
        assert_eq!(
            out[0].to_string(),
            r#"items[0].children: "title, link" became "link, title""#
        );
        assert_eq!(out[0].item(), Some(0));
    }
}
