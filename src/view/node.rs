//! The values a view is built of: JSON's kinds, with text borrowed from the
//! model wherever the view shows it unchanged.
//!
//! A view as `serde_json::Value` owned a copy of every string and every
//! key, and a binding that turned it into its own objects (the Python
//! package) copied each again, then freed the first copy: building the
//! view, freeing it and walking it cost as much as reading most feeds. A
//! [`Node`] borrows its text from the parsed channel, its keys are mostly
//! `'static`, and a binding walks it directly; [`Node::to_value`] gives the
//! JSON value where one is wanted.
//!
//! ```
//! use feedwright::view::{Node, Obj};
//! let title = String::from("Hello");
//! let mut feed = Obj::new();
//! feed.insert("title", title.as_str());
//! feed.insert("ttl", 60);
//! let view = Node::from(feed);
//! assert_eq!(view.to_value(), serde_json::json!({"title": "Hello", "ttl": 60}));
//! ```

use std::borrow::Cow;
use std::collections::btree_map::{self, BTreeMap};

use serde_json::Value;

/// One value of a view: one of JSON's kinds, which are all a view holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Node<'a> {
    /// No value (JSON's `null`, Python's `None`).
    Null,
    /// A boolean.
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// A finite number with a fraction.
    Float(f64),
    /// A text, borrowed or owned.
    Str(Cow<'a, str>),
    /// A list.
    List(Vec<Node<'a>>),
    /// A map.
    Map(Obj<'a>),
}

/// A map of a view, its keys in order (as `serde_json`'s map keeps them,
/// so that [`Node::to_value`] and a walk of the map see the same order).
/// Setting a key that is set replaces its value, as the view's precedence
/// rules expect.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Obj<'a>(BTreeMap<Cow<'a, str>, Node<'a>>);

impl<'a> Obj<'a> {
    /// An empty map.
    pub fn new() -> Self {
        Obj(BTreeMap::new())
    }

    /// Sets `key` to `value`, replacing what it held.
    pub fn insert(&mut self, key: impl Into<Cow<'a, str>>, value: impl Into<Node<'a>>) {
        self.0.insert(key.into(), value.into());
    }

    /// The value of `key`, if set.
    pub fn get(&self, key: &str) -> Option<&Node<'a>> {
        self.0.get(key)
    }

    /// Sets `key` to `value` unless it is set.
    pub fn insert_if_absent(&mut self, key: Cow<'a, str>, value: Node<'a>) {
        self.0.entry(key).or_insert(value);
    }

    /// Whether no key is set.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many keys are set.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The keys and values, in key order.
    pub fn iter(&self) -> btree_map::Iter<'_, Cow<'a, str>, Node<'a>> {
        self.0.iter()
    }

    /// The map with every key and text owned, free of what it borrowed.
    pub fn into_owned(self) -> Obj<'static> {
        Obj(self
            .0
            .into_iter()
            .map(|(k, v)| (Cow::Owned(k.into_owned()), v.into_owned()))
            .collect())
    }
}

impl<'a> IntoIterator for Obj<'a> {
    type Item = (Cow<'a, str>, Node<'a>);
    type IntoIter = btree_map::IntoIter<Cow<'a, str>, Node<'a>>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a, K: Into<Cow<'a, str>>, V: Into<Node<'a>>> Extend<(K, V)> for Obj<'a> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, items: I) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

impl<'a, K: Into<Cow<'a, str>>, V: Into<Node<'a>>> FromIterator<(K, V)> for Obj<'a> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(items: I) -> Self {
        let mut obj = Obj::new();
        obj.extend(items);
        obj
    }
}

impl Node<'_> {
    /// The node as a JSON value (every text copied).
    pub fn to_value(&self) -> Value {
        match self {
            Node::Null => Value::Null,
            Node::Bool(b) => Value::Bool(*b),
            Node::Int(i) => Value::from(*i),
            Node::Float(f) => Value::from(*f),
            Node::Str(s) => Value::String(s.as_ref().to_owned()),
            Node::List(items) => Value::Array(items.iter().map(Node::to_value).collect()),
            Node::Map(obj) => Value::Object(
                obj.iter()
                    .map(|(k, v)| (k.as_ref().to_owned(), v.to_value()))
                    .collect(),
            ),
        }
    }

    /// The node with every key and text owned, free of what it borrowed.
    pub fn into_owned(self) -> Node<'static> {
        match self {
            Node::Null => Node::Null,
            Node::Bool(b) => Node::Bool(b),
            Node::Int(i) => Node::Int(i),
            Node::Float(f) => Node::Float(f),
            Node::Str(s) => Node::Str(Cow::Owned(s.into_owned())),
            Node::List(items) => Node::List(items.into_iter().map(Node::into_owned).collect()),
            Node::Map(obj) => Node::Map(obj.into_owned()),
        }
    }
}

impl<'a> Node<'a> {
    /// The map this node is, if it is one.
    pub fn as_map_mut(&mut self) -> Option<&mut Obj<'a>> {
        match self {
            Node::Map(obj) => Some(obj),
            _ => None,
        }
    }
}

impl From<Value> for Node<'static> {
    fn from(value: Value) -> Self {
        match value {
            Value::Null => Node::Null,
            Value::Bool(b) => Node::Bool(b),
            Value::Number(n) => match (n.as_i64(), n.as_f64()) {
                (Some(i), _) => Node::Int(i),
                (None, Some(f)) => Node::Float(f),
                // A u64 past i64's range: kept as its digits.
                (None, None) => Node::Str(Cow::Owned(n.to_string())),
            },
            Value::String(s) => Node::Str(Cow::Owned(s)),
            Value::Array(items) => Node::List(items.into_iter().map(Node::from).collect()),
            Value::Object(map) => Node::Map(Obj(map
                .into_iter()
                .map(|(k, v)| (Cow::Owned(k), Node::from(v)))
                .collect())),
        }
    }
}

impl<'a> From<&'a str> for Node<'a> {
    fn from(s: &'a str) -> Self {
        Node::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Node<'a> {
    fn from(s: &'a String) -> Self {
        Node::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Node<'_> {
    fn from(s: String) -> Self {
        Node::Str(Cow::Owned(s))
    }
}

impl<'a> From<Cow<'a, str>> for Node<'a> {
    fn from(s: Cow<'a, str>) -> Self {
        Node::Str(s)
    }
}

impl From<bool> for Node<'_> {
    fn from(b: bool) -> Self {
        Node::Bool(b)
    }
}

impl From<f64> for Node<'_> {
    /// A number; JSON has none for NaN or an infinity, which are null.
    fn from(f: f64) -> Self {
        if f.is_finite() {
            Node::Float(f)
        } else {
            Node::Null
        }
    }
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Node<'_> {
            fn from(i: $t) -> Self {
                Node::Int(i64::from(i))
            }
        }
    )*};
}
from_int!(i8, i16, i32, i64, u8, u16, u32);

impl From<u64> for Node<'_> {
    fn from(i: u64) -> Self {
        // A node's whole numbers are i64s: one past their range is kept
        // exactly, as its digits (the view holds no such number).
        i64::try_from(i).map_or_else(|_| Node::Str(Cow::Owned(i.to_string())), Node::Int)
    }
}

impl<'a> From<Vec<Node<'a>>> for Node<'a> {
    fn from(items: Vec<Node<'a>>) -> Self {
        Node::List(items)
    }
}

impl<'a> From<Obj<'a>> for Node<'a> {
    fn from(obj: Obj<'a>) -> Self {
        Node::Map(obj)
    }
}

impl<'a, T: Into<Node<'a>>> From<Option<T>> for Node<'a> {
    fn from(value: Option<T>) -> Self {
        value.map_or(Node::Null, Into::into)
    }
}

impl<'a, T: Clone + Into<Node<'a>>> From<&Option<T>> for Node<'a> {
    fn from(value: &Option<T>) -> Self {
        value.clone().map_or(Node::Null, Into::into)
    }
}

/// A [`Node`] written as JSON is: `node!({"key": value, ...})`,
/// `node!([a, b])`, where a value is a literal, a nested object or array,
/// or an expression in parentheses (anything with a `From` into [`Node`]).
macro_rules! node {
    ({ $($key:literal : $value:tt),* $(,)? }) => {{
        #[allow(unused_mut)]
        let mut obj = $crate::view::Obj::new();
        $( obj.insert($key, node!($value)); )*
        $crate::view::Node::Map(obj)
    }};
    ([ $($item:tt),* $(,)? ]) => {
        $crate::view::Node::List(vec![ $( node!($item) ),* ])
    };
    ($value:expr) => {
        $crate::view::Node::from($value)
    };
}
pub(crate) use node;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_become_the_json_values_they_stand_for() {
        let owned = String::from("owned");
        let node = node!({
            "s": (owned.as_str()),
            "n": 3,
            "f": 1.5,
            "none": (None::<&str>),
            "list": [true, {"k": "v"}],
            "empty": {},
        });
        assert_eq!(
            node.to_value(),
            serde_json::json!({"s": "owned", "n": 3, "f": 1.5, "none": null,
                               "list": [true, {"k": "v"}], "empty": {}})
        );
        let round = Node::from(node.to_value());
        assert_eq!(round, node.into_owned());
    }

    #[test]
    fn a_key_set_twice_holds_its_last_value_and_keys_keep_their_order() {
        let mut obj = Obj::new();
        obj.insert("b", 1);
        obj.insert("a", 2);
        obj.insert("b", 3);
        obj.insert_if_absent(Cow::Borrowed("a"), Node::Int(9));
        let keys: Vec<&str> = obj.iter().map(|(k, _)| k.as_ref()).collect();
        assert_eq!(keys, ["a", "b"]);
        assert_eq!(obj.get("b"), Some(&Node::Int(3)));
        assert_eq!(obj.get("a"), Some(&Node::Int(2)));
    }
}
