//! Start and end tags: opening an element (its name, attributes and
//! namespace declarations checked and repaired), resolving prefixes, and
//! closing elements, with end tags that do not match repaired.

use super::*;
use crate::xml::chars::is_xml_space;
use crate::xml::words::find_byte;

impl<S: EventSource> XmlReader<S> {
    pub(super) fn on_start(
        &mut self,
        start: &BytesStart<'_>,
        position: Position,
        empty: bool,
    ) -> Result<Option<XmlEvent>, Error> {
        if self.skipping > 0 {
            if !empty {
                self.skipping += 1;
            }
            return Ok(None);
        }
        if self.root_closed {
            self.warn(WarningKind::TrailingContent, position)?;
            self.skipping = usize::from(!empty);
            self.eof = true;
            return Ok(None);
        }
        if !is_xml_qname(start.name().0) {
            let message = format!("invalid element name `{}`: element skipped", start.name().0);
            self.warn(WarningKind::MalformedXml { message }, position)?;
            self.skipping = usize::from(!empty);
            return Ok(None);
        }
        if self.open.len() >= self.max_depth {
            self.warn(
                WarningKind::Limit {
                    limit: "nesting depth".into(),
                    value: self.max_depth as u64,
                    action: "element skipped".into(),
                },
                position,
            )?;
            self.skipping = usize::from(!empty);
            return Ok(None);
        }
        self.root_seen = true;
        let tag = self.open_element(start, position)?;
        if empty {
            self.close_top();
            self.ends_due += 1;
        }
        Ok(Some(XmlEvent::Start(tag)))
    }

    /// Pushes the element: binds its namespaces, resolves its names and attributes.
    ///
    /// A tag that declares namespaces is read twice, as namespaces work:
    /// the declarations first (an attribute may use a prefix declared after
    /// it), then the other attributes. Most tags declare none, and their
    /// attributes are read once, each decoded into the value it keeps.
    pub(super) fn open_element(
        &mut self,
        start: &BytesStart<'_>,
        position: Position,
    ) -> Result<StartTag, Error> {
        let qname = start.name().0;
        let scope_mark = self.scope.mark();
        if may_declare_namespaces(start.attributes_raw().as_bytes()) {
            self.declare_namespaces(start, position)?;
        }
        let (parent_base, parent_lang) = match self.open.last() {
            Some(o) => (o.base.clone(), o.lang.clone()),
            None => (self.base_url.clone(), None),
        };
        let mut base = parent_base;
        let mut lang = parent_lang;
        // Most elements of a feed have no attribute (`<title>`, `<link>`,
        // `<pubDate>`): for them the attribute loop's code is not even
        // fetched, which keeps the start tag's hot path small enough to stay
        // in the instruction cache between one element and the next.
        let attrs = if start.attributes_raw().is_empty() {
            Vec::new()
        } else {
            self.read_attributes(start, position, &mut base, &mut lang)?
        };
        let (prefix, local) = split_qname(qname);
        let bound = match prefix {
            Some(p) => self.resolve_prefix(p, position)?,
            None => self.scope.default_namespace().cloned(),
        };
        // No namespace is RSS's: its core elements have none.
        let (ns, class) = match bound {
            Some(bound) => (Some(bound.uri), bound.class),
            None => (None, Namespace::Rss),
        };
        let tag = StartTag {
            ns,
            class,
            prefix: prefix.map(Name::from),
            local: Name::from(local),
            attrs,
            base: base.clone(),
            lang: lang.clone(),
            position,
        };
        let name_start = self.open_names.len();
        self.open_names.push_str(qname);
        self.open.push(Open {
            name_start,
            scope_mark,
            base,
            lang,
        });
        Ok(tag)
    }

    /// The attributes of a start tag (its namespace declarations aside),
    /// each checked, decoded and resolved; `xml:base` and `xml:lang` update
    /// `base` and `lang`.
    #[inline(never)]
    fn read_attributes(
        &mut self,
        start: &BytesStart<'_>,
        position: Position,
        base: &mut Option<Arc<url::Url>>,
        lang: &mut Option<Lang>,
    ) -> Result<Vec<Attr>, Error> {
        let qname = start.name().0;
        let mut attrs = Vec::new();
        let mut at = Inherited { base, lang };
        if let Some(plain) = PlainAttributes::of(start.attributes_raw()) {
            for (index, (key, value)) in plain.iter().enumerate() {
                if index == self.max_attributes {
                    self.warn_attribute_limit(position)?;
                    break;
                }
                let value = Cow::Borrowed(value);
                self.take_attribute(qname, key, value, position, &mut at, &mut attrs)?;
            }
            return Ok(attrs);
        }
        for (index, attr) in start.html_attributes().with_checks(false).enumerate() {
            if index == self.max_attributes {
                self.warn_attribute_limit(position)?;
                break;
            }
            match attr {
                Ok(attr) => {
                    let key = attr.key.0;
                    self.take_attribute(qname, key, attr.value, position, &mut at, &mut attrs)?;
                }
                Err(err) => {
                    let message = format!("bad attribute in <{qname}>: {err}");
                    self.warn(WarningKind::MalformedXml { message }, position)?;
                }
            }
        }
        Ok(attrs)
    }

    #[cold]
    fn warn_attribute_limit(&mut self, position: Position) -> Result<(), Error> {
        self.warn(
            WarningKind::Limit {
                limit: "attributes per element".into(),
                value: self.max_attributes as u64,
                action: "remaining attributes ignored".into(),
            },
            position,
        )
    }

    /// One attribute of the start tag `qname`, `key` its name and `raw` its
    /// value as written: checked, decoded and resolved into `attrs`;
    /// `xml:base` and `xml:lang` update what the element inherits.
    fn take_attribute(
        &mut self,
        qname: &str,
        key: &str,
        mut raw: Cow<'_, str>,
        position: Position,
        at: &mut Inherited<'_>,
        attrs: &mut Vec<Attr>,
    ) -> Result<(), Error> {
        if !is_xml_qname(key) {
            let message = format!("invalid attribute name `{key}` in <{qname}>: ignored");
            return self.warn(WarningKind::MalformedXml { message }, position);
        }
        if raw.len() > self.max_text_bytes {
            self.warn(
                WarningKind::Limit {
                    limit: "text size".into(),
                    value: self.max_text_bytes as u64,
                    action: "attribute value cut".into(),
                },
                position,
            )?;
            truncate_at_char_boundary(raw.to_mut(), self.max_text_bytes);
        }
        if key == "xmlns" || key.starts_with("xmlns:") {
            // Bound before this pass.
            return Ok(());
        }
        // Most values hold no reference and no forbidden character: one
        // scan says so, and they are kept as read; in a document that
        // holds no character to repair, a search for `&` does.
        let read = if self.characters_to_repair {
            TextScan::of(&raw)
        } else {
            TextScan::ampersand_only(&raw)
        };
        let (mut value, found) = if read.ampersand {
            let value = self.unescape_attribute(&raw, position)?;
            // A reference may stand for a character to drop or repair.
            let found = TextScan::of(&value);
            (value, found)
        } else {
            (raw.into_owned(), read)
        };
        if found.forbidden_start {
            self.drop_forbidden(&mut value, position)?;
        }
        if found.c2 {
            self.repair_c1_controls(&mut value, position)?;
        }
        let (prefix, local) = split_qname(key);
        let ns = match prefix {
            Some("xml") => Some(self.xml_ns.clone()),
            Some(p) => self.resolve_prefix(p, position)?.map(|bound| bound.uri),
            None => None,
        };
        if prefix == Some("xml") && local == "base" {
            *at.base = self.inherited.base(at.base.take(), &value);
        }
        if prefix == Some("xml") && local == "lang" {
            *at.lang = self.inherited.lang(at.lang.take(), &value);
        }
        attrs.push(Attr {
            ns,
            prefix: prefix.map(Name::from),
            local: Name::from(local),
            value,
        });
        Ok(())
    }

    /// An attribute value that holds a reference, decoded, with what its
    /// references raise reported at the tag. Out of line: most values hold
    /// none, and the start tag's hot path stays small.
    #[inline(never)]
    fn unescape_attribute(&mut self, raw: &str, position: Position) -> Result<String, Error> {
        let mut warnings = Vec::new();
        let dtd = &self.dtd;
        let value = entity::unescape(raw, &|n| dtd.expand(n), &mut |w| warnings.push(w));
        for w in warnings {
            self.warn(w, position)?;
        }
        // The expansion limit, reached in this value, is reported at its tag.
        if let Some(kind) = self.dtd.take_warning() {
            self.warn(kind, position)?;
        }
        Ok(value)
    }

    /// Binds the namespaces a tag declares (`xmlns`, `xmlns:p`), before its
    /// other attributes are read. What is wrong with an attribute is
    /// reported by the pass that reads them all.
    #[cold]
    #[inline(never)]
    pub(super) fn declare_namespaces(
        &mut self,
        start: &BytesStart<'_>,
        position: Position,
    ) -> Result<(), Error> {
        let qname = start.name().0;
        let mut attributes = start.html_attributes();
        let declarations = attributes
            .with_checks(false)
            .take(self.max_attributes)
            .flatten()
            .filter(|a| a.key.0 == "xmlns" || a.key.0.starts_with("xmlns:"))
            .filter(|a| is_xml_qname(a.key.0));
        for attr in declarations {
            let prefix = attr.key.0.strip_prefix("xmlns:").unwrap_or("");
            self.declare(prefix, &attr.value, qname, position)?;
        }
        Ok(())
    }

    /// Binds `prefix` (`""`: the default namespace) to the namespace an
    /// `xmlns` attribute of `<qname>` names, as written in `raw`.
    #[cold]
    #[inline(never)]
    pub(super) fn declare(
        &mut self,
        prefix: &str,
        raw: &str,
        qname: &str,
        position: Position,
    ) -> Result<(), Error> {
        let mut raw = Cow::Borrowed(raw);
        if raw.len() > self.max_text_bytes {
            truncate_at_char_boundary(raw.to_mut(), self.max_text_bytes);
        }
        // The namespace name is the decoded value (`&amp;` is `&`). Most
        // are plain URIs, which one scan tells and which are used as read.
        let scan = TextScan::of(&raw);
        let mut value = if scan.ampersand {
            let mut warnings = Vec::new();
            let dtd = &self.dtd;
            let value = entity::unescape(&raw, &|n| dtd.expand(n), &mut |w| warnings.push(w));
            for w in warnings {
                self.warn(w, position)?;
            }
            Cow::Owned(value)
        } else {
            raw
        };
        // A reference may stand for a character to drop or repair.
        let scan = if scan.ampersand {
            TextScan::of(&value)
        } else {
            scan
        };
        if scan.forbidden_start {
            self.drop_forbidden(value.to_mut(), position)?;
        }
        if scan.c2 {
            self.repair_c1_controls(value.to_mut(), position)?;
        }
        let value = value.trim();
        if !prefix.is_empty() && value.is_empty() {
            // Namespaces in XML 1.0 §3: a prefix cannot be bound to no
            // namespace (only the default can).
            let message = format!(
                "prefix `{prefix}` declared with no namespace in <{qname}>: declaration ignored"
            );
            return self.warn(WarningKind::MalformedXml { message }, position);
        }
        if self.scope.bind(prefix, value) {
            self.declared
                .push((prefix.to_owned(), value.to_owned(), false));
        }
        Ok(())
    }

    /// The qualified name of an open element, as written.
    pub(super) fn open_name(&self, index: usize) -> &str {
        let start = self.open.get(index).map_or(0, |o| o.name_start);
        let end = self
            .open
            .get(index + 1)
            .map_or(self.open_names.len(), |o| o.name_start);
        self.open_names.get(start..end).unwrap_or_default()
    }

    pub(super) fn resolve_prefix(
        &mut self,
        prefix: &str,
        position: Position,
    ) -> Result<Option<Bound>, Error> {
        if let Some(bound) = self.scope.lookup(prefix) {
            return Ok(Some(bound.clone()));
        }
        self.assume_prefix(prefix, position)
    }

    /// Binds an undeclared prefix to its conventional namespace, when it
    /// has one, for the rest of the document; once per prefix, so cold.
    #[cold]
    #[inline(never)]
    fn assume_prefix(&mut self, prefix: &str, position: Position) -> Result<Option<Bound>, Error> {
        match conventional_uri(prefix) {
            Some(assumed) => {
                // Remember the assumption for the rest of the document: one warning per prefix.
                let bound = self.scope.assume(prefix, assumed);
                self.declared
                    .push((prefix.to_owned(), assumed.to_owned(), true));
                self.warn(
                    WarningKind::UndeclaredPrefix {
                        prefix: prefix.to_owned(),
                        uri: assumed.to_owned(),
                    },
                    position,
                )?;
                Ok(Some(bound))
            }
            None => Ok(None),
        }
    }

    pub(super) fn close_top(&mut self) {
        if let Some(open) = self.open.pop() {
            self.scope.unbind_to(open.scope_mark);
            self.open_names.truncate(open.name_start);
        }
        if self.open.is_empty() && self.root_seen {
            self.root_closed = true;
        }
    }

    pub(super) fn on_end(&mut self, name: &str, mark: Mark) -> Result<Option<XmlEvent>, Error> {
        if self.skipping > 0 {
            self.skipping -= 1;
            return Ok(None);
        }
        let Some(depth) = (0..self.open.len()).rposition(|i| self.open_name(i) == name) else {
            self.warn_at(
                WarningKind::UnmatchedEndTag {
                    name: name.to_owned(),
                },
                mark,
            )?;
            return Ok(None);
        };
        let unclosed = self.open.len() - 1 - depth;
        if unclosed > 0 {
            let expected = self.open_name(self.open.len().saturating_sub(1)).to_owned();
            self.warn_at(
                WarningKind::MismatchedEndTag {
                    expected,
                    found: name.to_owned(),
                },
                mark,
            )?;
        }
        for _ in 0..=unclosed {
            self.close_top();
            self.ends_due += 1;
        }
        Ok(None)
    }
}

/// Whether a tag's attributes may hold a namespace declaration: `xmlns`
/// written anywhere in them. Few tags declare namespaces; a search for the
/// rare `x` finds that out without building a substring searcher per tag.
pub(super) fn may_declare_namespaces(attributes: &[u8]) -> bool {
    memchr::memchr_iter(b'x', attributes).any(|at| {
        attributes
            .get(at..)
            .is_some_and(|rest| rest.starts_with(b"xmlns"))
    })
}

/// What an element inherits that its attributes may change: `xml:base`
/// and `xml:lang`.
struct Inherited<'a> {
    base: &'a mut Option<Arc<url::Url>>,
    lang: &'a mut Option<Lang>,
}

/// The attributes of a start tag when every one is written in the plain
/// form, `name="value"` or `name='value'` after white space, as nearly all
/// are: read here in one pass, where quick-xml's iterator (which reads
/// every form HTML allows, and recovers from errors) cost several times
/// more. For these, it gives the same names and values; any other form,
/// anywhere in the tag, or more than [`PlainAttributes::MOST`] attributes,
/// is left to it whole.
struct PlainAttributes<'a> {
    found: [(&'a str, &'a str); PlainAttributes::MOST],
    len: usize,
}

impl<'a> PlainAttributes<'a> {
    /// The most attributes read here: few elements of a feed have more.
    const MOST: usize = 8;

    /// The attributes of `raw` (what follows the tag's name), or `None`
    /// when one is not in the plain form: white space, a name of at least
    /// one byte that is not white space or `=`, `=`, a quote, a value up to
    /// the same quote, and white space or the end after it.
    fn of(raw: &'a str) -> Option<Self> {
        let bytes = raw.as_bytes();
        let mut plain = PlainAttributes {
            found: [("", ""); Self::MOST],
            len: 0,
        };
        let mut at = 0;
        loop {
            let spaced = at;
            while bytes.get(at).is_some_and(|&b| is_xml_space(b)) {
                at += 1;
            }
            if at == bytes.len() {
                return Some(plain);
            }
            // The white space before an attribute separates it from the
            // tag's name, or from the value before (quick-xml reads one
            // right after a quote too).
            if at == spaced || plain.len == Self::MOST {
                return None;
            }
            let key_start = at;
            while bytes
                .get(at)
                .is_some_and(|&b| b != b'=' && !is_xml_space(b))
            {
                at += 1;
            }
            if at == key_start || bytes.get(at) != Some(&b'=') {
                return None;
            }
            let quote = *bytes.get(at + 1)?;
            if quote != b'"' && quote != b'\'' {
                return None;
            }
            let value_start = at + 2;
            let value_end = value_start + find_byte(quote, bytes.get(value_start..)?)?;
            let key = raw.get(key_start..at)?;
            let value = raw.get(value_start..value_end)?;
            plain.found[plain.len] = (key, value);
            plain.len += 1;
            at = value_end + 1;
        }
    }

    /// The names and values, in the order written.
    fn iter(&self) -> impl Iterator<Item = (&'a str, &'a str)> + '_ {
        self.found[..self.len].iter().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::PlainAttributes;
    use quick_xml::events::BytesStart;

    /// The attributes as quick-xml's iterator reads them: name and value,
    /// or the error.
    fn by_quick_xml(raw: &str) -> Vec<Result<(String, String), String>> {
        let start = BytesStart::from_content(format!("x{raw}"), 1);
        start
            .html_attributes()
            .with_checks(false)
            .map(|attr| {
                attr.map(|a| (a.key.0.to_owned(), a.value.into_owned()))
                    .map_err(|e| e.to_string())
            })
            .collect()
    }

    #[test]
    fn plain_attributes_are_taken_and_the_rest_left_to_quick_xml() {
        let plain = [
            "",
            " ",
            r#" a="1""#,
            r#" a="1" b='2' "#,
            " a=\"\"\t\nb='it\"s'\r\n",
            r#" xml:lang="en" x:y="&amp;<>""#,
            r#" a"b="c""#,
        ];
        for raw in plain {
            let taken: Vec<_> = PlainAttributes::of(raw)
                .unwrap_or_else(|| panic!("{raw:?} is plain"))
                .iter()
                .map(|(k, v)| Ok((k.to_owned(), v.to_owned())))
                .collect();
            assert_eq!(taken, by_quick_xml(raw), "{raw:?}");
        }
        let other = [
            r#"a="1""#,
            r#" a = "1""#,
            r#" a= "1""#,
            r#" a=1"#,
            r#" a"#,
            r#" a b="1""#,
            r#" a="1"b="2""#,
            r#" ="1""#,
            r#" a="1"#,
            r#" a="1"/"#,
            r#" a="1" b="1" c="1" d="1" e="1" f="1" g="1" h="1" i="1""#,
        ];
        for raw in other {
            assert!(PlainAttributes::of(raw).is_none(), "{raw:?} is not plain");
        }
    }

    proptest::proptest! {
        /// Whatever a tag holds, what is taken as plain reads as quick-xml
        /// reads it.
        #[test]
        fn plain_attributes_read_as_quick_xml_reads_them(
            pieces in proptest::collection::vec(proptest::sample::select(vec![
                " ", "\t", "\n", "\r", "a", "xml:lang", "b-c", "=", "\"", "'", "1", "&amp;",
                "<", ">", "/", "é", " a=\"v\"", " b='w'", "=\"\"", "''",
            ]), 0..16),
        ) {
            let raw = pieces.concat();
            if let Some(plain) = PlainAttributes::of(&raw) {
                let taken: Vec<_> = plain.iter().map(|(k, v)| Ok((k.to_owned(), v.to_owned()))).collect();
                proptest::prop_assert_eq!(taken, by_quick_xml(&raw), "{:?}", raw);
            }
        }
    }
}
