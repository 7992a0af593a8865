//! Which fields of a model struct are set: the names its serde form would
//! write (every field skips itself when empty), found without serializing
//! any value. Building the serde form instead made the JSON Feed writer
//! hold a second copy of a whole channel, items and all, to learn which of
//! the channel's own fields were set.

use serde::ser::{self, Impossible, Serialize, Serializer};

/// The names of the fields of `value` (a struct) that its serde form
/// writes; empty for anything else.
pub(crate) fn set_fields<T: Serialize + ?Sized>(value: &T) -> Vec<&'static str> {
    value.serialize(FieldNames).unwrap_or_default()
}

/// A serializer that accepts only a struct, and collects its field names.
struct FieldNames;

/// What [`FieldNames`] says of anything that is not a struct.
#[derive(Debug)]
struct NotAStruct;

impl std::fmt::Display for NotAStruct {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not a struct")
    }
}

impl std::error::Error for NotAStruct {}

impl ser::Error for NotAStruct {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        NotAStruct
    }
}

/// The names seen so far.
struct Names(Vec<&'static str>);

impl ser::SerializeStruct for Names {
    type Ok = Vec<&'static str>;
    type Error = NotAStruct;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        _value: &T,
    ) -> Result<(), NotAStruct> {
        self.0.push(key);
        Ok(())
    }

    fn end(self) -> Result<Self::Ok, NotAStruct> {
        Ok(self.0)
    }
}

/// Every kind of value but a struct is refused.
macro_rules! refuse {
    ($($method:ident($($arg:ty),*);)*) => {
        $(
            fn $method(self, $(_: $arg),*) -> Result<Self::Ok, NotAStruct> {
                Err(NotAStruct)
            }
        )*
    };
}

impl Serializer for FieldNames {
    type Ok = Vec<&'static str>;
    type Error = NotAStruct;
    type SerializeSeq = Impossible<Self::Ok, NotAStruct>;
    type SerializeTuple = Impossible<Self::Ok, NotAStruct>;
    type SerializeTupleStruct = Impossible<Self::Ok, NotAStruct>;
    type SerializeTupleVariant = Impossible<Self::Ok, NotAStruct>;
    type SerializeMap = Impossible<Self::Ok, NotAStruct>;
    type SerializeStruct = Names;
    type SerializeStructVariant = Impossible<Self::Ok, NotAStruct>;

    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Names, NotAStruct> {
        Ok(Names(Vec::with_capacity(len)))
    }

    refuse! {
        serialize_bool(bool);
        serialize_i8(i8);
        serialize_i16(i16);
        serialize_i32(i32);
        serialize_i64(i64);
        serialize_u8(u8);
        serialize_u16(u16);
        serialize_u32(u32);
        serialize_u64(u64);
        serialize_f32(f32);
        serialize_f64(f64);
        serialize_char(char);
        serialize_str(&str);
        serialize_bytes(&[u8]);
        serialize_none();
        serialize_unit();
        serialize_unit_struct(&'static str);
        serialize_unit_variant(&'static str, u32, &'static str);
    }

    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<Self::Ok, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<Self::Ok, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<Self::Ok, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, NotAStruct> {
        Err(NotAStruct)
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, NotAStruct> {
        Err(NotAStruct)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Channel, Item, Text};

    #[test]
    fn names_the_fields_serde_would_write() {
        let channel = Channel {
            title: Some(Text::plain("t")),
            ttl: Some(5),
            items: vec![Item::default()],
            ..Channel::default()
        };
        let value = serde_json::to_value(&channel).unwrap();
        let mut expected: Vec<&str> = value
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut found = set_fields(&channel);
        expected.sort_unstable();
        found.sort_unstable();
        assert_eq!(found, expected);
        assert!(set_fields(&5).is_empty());
    }
}
