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
use std::collections::HashMap;

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

/// A map of a view: its keys in the order they were first set. Setting a
/// key that is set replaces its value, as the view's precedence rules
/// expect. Two maps are equal when they hold the same keys with equal
/// values, whatever their order; [`Node::to_value`] gives JSON's map, whose
/// keys are sorted.
///
/// A view's maps are small (a few to a few dozen keys) and one is built
/// for every entry, link and detail of a feed: a list searched from the
/// end costs a fraction of an ordered tree's insertions, nodes and frees.
/// A map that grows past 32 keys (a feed's unknown elements
/// can make any number) gets an index, so that no document makes setting
/// a key cost more than a hash lookup.
#[derive(Debug, Clone, Default)]
pub struct Obj<'a> {
    entries: Vec<(Cow<'a, str>, Node<'a>)>,
    /// Each key's place in `entries`, once the map is large. Boxed: a
    /// map is held in every `Node`, and an empty map's index is one word
    /// instead of a hash map's six.
    #[allow(clippy::box_collection)]
    index: Option<Box<HashMap<Cow<'a, str>, usize>>>,
}

/// Whether two keys are one. Most keys are the view's own names, each one
/// `'static` text: the same key is mostly the same address, and two keys
/// of one length mostly differ in their first byte, both told without a
/// call to compare the rest.
fn same_key(held: &str, key: &str) -> bool {
    held.len() == key.len()
        && (held.as_ptr() == key.as_ptr()
            || (held.as_bytes().first() == key.as_bytes().first() && held == key))
}

/// The size at which a map gets an index (see [`Obj`]).
const INDEXED_FROM: usize = 32;

impl<'a> Obj<'a> {
    /// An empty map.
    pub fn new() -> Self {
        Obj::default()
    }

    /// An empty map with room for `keys` keys.
    pub fn with_capacity(keys: usize) -> Self {
        Obj {
            entries: Vec::with_capacity(keys),
            index: None,
        }
    }

    /// Where `key` is in `entries`, if it is set.
    fn find(&self, key: &str) -> Option<usize> {
        match &self.index {
            Some(index) => index.get(key).copied(),
            None => self.entries.iter().rposition(|(k, _)| same_key(k, key)),
        }
    }

    /// Adds `key`, which is not set.
    fn push(&mut self, key: Cow<'a, str>, value: Node<'a>) {
        if let Some(index) = &mut self.index {
            index.insert(key.clone(), self.entries.len());
        } else if self.entries.len() + 1 == INDEXED_FROM {
            let mut index: HashMap<Cow<'a, str>, usize> = self
                .entries
                .iter()
                .enumerate()
                .map(|(at, (k, _))| (k.clone(), at))
                .collect();
            index.insert(key.clone(), self.entries.len());
            self.index = Some(Box::new(index));
        }
        self.entries.push((key, value));
    }

    /// Sets `key` to `value`, replacing what it held.
    pub fn insert(&mut self, key: impl Into<Cow<'a, str>>, value: impl Into<Node<'a>>) {
        let (key, value) = (key.into(), value.into());
        match self.find(&key) {
            Some(at) => self.entries[at].1 = value,
            None => self.push(key, value),
        }
    }

    /// The value of `key`, if set.
    pub fn get(&self, key: &str) -> Option<&Node<'a>> {
        self.find(key).map(|at| &self.entries[at].1)
    }

    /// Sets `key` to `value` unless it is set.
    pub fn insert_if_absent(&mut self, key: Cow<'a, str>, value: Node<'a>) {
        if self.find(&key).is_none() {
            self.push(key, value);
        }
    }

    /// Whether no key is set.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// How many keys are set.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The keys and values, in the order the keys were first set.
    pub fn iter(&self) -> impl Iterator<Item = (&Cow<'a, str>, &Node<'a>)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    /// The map with every key and text owned, free of what it borrowed.
    pub fn into_owned(self) -> Obj<'static> {
        self.into_iter()
            .map(|(k, v)| (Cow::Owned(k.into_owned()), v.into_owned()))
            .collect()
    }
}

impl PartialEq for Obj<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().all(|(k, v)| other.get(k) == Some(v))
    }
}

impl<'a> IntoIterator for Obj<'a> {
    type Item = (Cow<'a, str>, Node<'a>);
    type IntoIter = std::vec::IntoIter<(Cow<'a, str>, Node<'a>)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
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
            Value::Object(map) => Node::Map(
                map.into_iter()
                    .map(|(k, v)| (Cow::Owned(k), Node::from(v)))
                    .collect(),
            ),
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
        let mut obj = $crate::view::Obj::with_capacity(<[&str]>::len(&[$($key),*]));
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
    fn keys_are_found_by_text_wherever_it_is_held() {
        let mut map = Obj::new();
        let (title, ttl) = (String::from("title"), String::from("ttl"));
        map.insert("title", 1);
        map.insert("tilde", 2);
        map.insert(ttl.clone(), 3);
        map.insert("", 4);
        // The same text held elsewhere is the same key: replaced, not added.
        map.insert(title.as_str(), 5);
        map.insert("ttl", 6);
        map.insert(String::new(), 7);
        assert_eq!(map.len(), 4);
        assert_eq!(map.get(&title), Some(&Node::Int(5)));
        assert_eq!(map.get("tilde"), Some(&Node::Int(2)));
        assert_eq!(map.get(&ttl), Some(&Node::Int(6)));
        assert_eq!(map.get(""), Some(&Node::Int(7)));
        assert_eq!(map.get("titl"), None);
        assert_eq!(map.get("title "), None);
    }

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
        assert_eq!(keys, ["b", "a"]);
        assert_eq!(obj.get("b"), Some(&Node::Int(3)));
        assert_eq!(obj.get("a"), Some(&Node::Int(2)));
        let mut reversed = Obj::new();
        reversed.insert("a", 2);
        reversed.insert("b", 3);
        assert_eq!(obj, reversed);
        reversed.insert("a", 1);
        assert_ne!(obj, reversed);
    }

    #[test]
    fn a_large_map_sets_and_finds_keys_through_its_index() {
        let mut obj = Obj::new();
        for round in 0..2 {
            for i in 0..100 {
                obj.insert(format!("key{i}"), i + round);
            }
        }
        obj.insert_if_absent(Cow::Borrowed("key5"), Node::Int(-1));
        obj.insert_if_absent(Cow::Borrowed("new"), Node::Int(-1));
        assert_eq!(obj.len(), 101);
        assert!(obj.index.is_some());
        assert_eq!(obj.get("key0"), Some(&Node::Int(1)));
        assert_eq!(obj.get("key99"), Some(&Node::Int(100)));
        assert_eq!(obj.get("new"), Some(&Node::Int(-1)));
        assert_eq!(obj.get("key100"), None);
        let keys: Vec<&str> = obj.iter().map(|(k, _)| k.as_ref()).take(3).collect();
        assert_eq!(keys, ["key0", "key1", "key2"]);
        let json = Node::from(obj.clone()).to_value();
        assert_eq!(Node::from(json), Node::Map(obj.into_owned()));
    }
}
