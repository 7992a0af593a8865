//! The XML vocabulary that reading, writing and checking share: which
//! characters XML allows, lines and columns, and the namespaces feeds use
//! with the prefixes they conventionally take.

pub(crate) mod chars;
pub(crate) mod lines;
pub(crate) mod namespace;
