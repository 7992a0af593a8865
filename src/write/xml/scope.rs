//! What is in scope where besides namespaces: `xml:lang` and `xml:base`
//! (as the model holds them, or only where they change), URLs written so
//! that they read back the same under the base in scope, and dates in the
//! target's form or as read.

use super::*;

/// How URLs are written (see `XmlWriter::place_uris`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UriForm {
    /// As the document wrote them: they read back the same under the base in scope.
    AsWritten,
    /// Resolved: no base makes the written forms read back.
    Resolved,
}

impl UriForm {
    /// The text to write for `uri`.
    pub(crate) fn text(self, uri: &Uri) -> &str {
        match self {
            UriForm::AsWritten => uri.raw(),
            UriForm::Resolved => &uri.value,
        }
    }
}

/// Whether `uri`, written as the document wrote it, reads back the same
/// under `base`. An absolute URL (nearly all) is settled without resolving.
pub(super) fn reads_back(base: Option<&url::Url>, uri: &Uri) -> bool {
    // The reader never resolves an empty URL.
    if uri.value.is_empty() && uri.raw.is_none() {
        return true;
    }
    let raw = uri.raw();
    if raw.trim() != raw {
        return false;
    }
    if base.is_none() || is_absolute(raw) {
        // Read so, the URL is kept as written, with no raw form of its own.
        return uri.raw.is_none();
    }
    resolve(base, raw) == *uri
}

/// How dates are written: as read, or in the target format's own form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DateForm {
    Rfc2822,
    Rfc3339,
}

impl XmlWriter<'_> {
    /// Writes `xml:lang` exactly as the model holds it (channel, item).
    pub(crate) fn lang_as_written(&mut self, tag: &mut Tag, lang: Option<&str>) {
        if let Some(lang) = lang {
            tag.push_attr(&["xml:lang"], lang);
            tag.lang = Some(Rc::from(lang.trim())).filter(|l: &Rc<str>| !l.is_empty());
        }
    }

    /// Writes `xml:base` exactly as the model holds it (channel, item).
    pub(crate) fn base_as_written(&mut self, tag: &mut Tag, base: Option<&str>) {
        if let Some(base) = base {
            tag.push_attr(&["xml:base"], base);
            tag.base = resolve_base(tag.base.as_deref(), base)
                .map(Rc::new)
                .or(tag.base.take());
        }
    }

    /// Makes the `xml:lang` in scope at `tag` equal `lang` (a text's or content's).
    pub(crate) fn lang_in_scope(&mut self, tag: &mut Tag, lang: Option<&str>) {
        // A converted text with no language of its own takes the feed's.
        if tag.lang.as_deref() == lang || (lang.is_none() && !self.same_family) {
            return;
        }
        tag.push_attr(&["xml:lang"], lang.unwrap_or_default());
        tag.lang = lang.filter(|l| !l.trim().is_empty()).map(Rc::from);
    }

    /// Makes the `xml:base` in scope at `tag` equal `base` (a text's or
    /// content's, resolved), or reports that it cannot.
    pub(crate) fn base_in_scope(&mut self, tag: &mut Tag, base: Option<&str>, field: &Place<'_>) {
        if tag.base.as_deref().map(url::Url::as_str) == base {
            return;
        }
        let resolved = base.and_then(|b| resolve_base(tag.base.as_deref(), b));
        match (base, resolved) {
            (Some(b), Some(url)) if url.as_str() == b => {
                tag.push_attr(&["xml:base"], b);
                tag.base = Some(Rc::new(url));
            }
            _ => self.loss(
                field.field("base"),
                "an xml:base that cannot be expressed in scope",
            ),
        }
    }

    /// The texts to write for `uris` (attributes or text of `tag`), adding an
    /// `xml:base` to the tag when the document's relative form needs one to
    /// resolve as it did.
    pub(crate) fn place_uris(
        &mut self,
        tag: &mut Tag,
        uris: &[&Uri],
        field: &Place<'_>,
    ) -> UriForm {
        let fits = |base: Option<&url::Url>| uris.iter().all(|u| reads_back(base, u));
        if fits(tag.base.as_deref()) {
            return UriForm::AsWritten;
        }
        // A base from which each relative form resolves to its URL: the URL
        // itself, or one of its parents.
        for uri in uris.iter().filter(|u| u.raw.is_some()) {
            let Ok(value) = url::Url::parse(&uri.value) else {
                continue;
            };
            let mut candidate = Some(value);
            for _ in 0..8 {
                let Some(base) = candidate else { break };
                if fits(Some(&base)) {
                    tag.push_attr(&["xml:base"], base.as_str());
                    tag.base = Some(Rc::new(base));
                    return UriForm::AsWritten;
                }
                candidate = base.join("..").ok().filter(|parent| *parent != base);
            }
        }
        self.loss(
            field,
            "a URL whose written form cannot be kept: written resolved",
        );
        UriForm::Resolved
    }

    /// The text for a date: as read within a format family, else in the
    /// target's own form (keeping the feed's offset).
    pub(crate) fn date_text<'t>(
        &mut self,
        ts: &'t Timestamp,
        form: DateForm,
        field: &Place<'_>,
    ) -> Cow<'t, str> {
        let Some(value) = ts.value else {
            if !self.same_family {
                self.loss(field, "not a date the reader understood: written as is");
            }
            return Cow::Borrowed(&ts.raw);
        };
        // Within a family the date goes out as read, without parsing it again.
        if self.same_family {
            return Cow::Borrowed(&ts.raw);
        }
        let fits = match form {
            DateForm::Rfc2822 => chrono::DateTime::parse_from_rfc2822(&ts.raw).ok(),
            DateForm::Rfc3339 => chrono::DateTime::parse_from_rfc3339(&ts.raw).ok(),
        }
        .is_some_and(|parsed| parsed == value && parsed.offset() == value.offset());
        if fits {
            return Cow::Borrowed(&ts.raw);
        }
        match form {
            DateForm::Rfc2822 => Cow::Owned(value.to_rfc2822()),
            DateForm::Rfc3339 => Cow::Owned(value.to_rfc3339()),
        }
    }
}
