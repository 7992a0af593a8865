//! The XML vocabulary that reading, writing and checking share: which
//! characters XML allows, lines and columns, the namespaces feeds use
//! with the prefixes they conventionally take, and the word-at-a-time byte
//! tests the short scans of text share.

pub(crate) mod chars;
pub(crate) mod lines;
pub(crate) mod namespace;
pub(crate) mod words;
