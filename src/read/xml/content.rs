//! Character data as it reaches an element: runs of text and references,
//! CDATA sections, the repairs made to text (forbidden and C1 control
//! characters, double-encoded UTF-8 written as references), and the
//! pending text that adjacent pieces are joined into.

use super::*;

impl<S: EventSource> XmlReader<S> {
    /// Adds the text of a run of character references to the pending text,
    /// decoding it when it is UTF-8 bytes written one reference each.
    pub(super) fn flush_char_refs(&mut self) -> Result<(), Error> {
        let Some(position) = self.char_ref_run.take() else {
            return Ok(());
        };
        let mut text = std::mem::take(&mut self.char_ref_text);
        if let Some(fixed) = crate::mojibake::double_encoded_utf8(&text) {
            self.warn(WarningKind::DoubleEncodedUtf8, position)?;
            self.append_text(Cow::Owned(fixed));
        } else {
            self.append_text(Cow::Borrowed(&text));
        }
        // A buffer a long run grew is not kept for the short ones after it.
        if text.capacity() <= 4096 {
            text.clear();
            self.char_ref_text = text;
        }
        Ok(())
    }

    /// Adds the text of a character reference at `mark` to the run.
    pub(super) fn push_char_ref(&mut self, text: &str, mark: Mark) {
        if self.char_ref_run.is_none() {
            self.char_ref_run = Some(self.source.locate(mark));
        }
        self.char_ref_text.push_str(text);
    }

    /// Ends the pending text: a non-text event follows it.
    pub(super) fn flush_text(&mut self) {
        if let Some(text) = self.pending_text.take() {
            self.flushed_text = Some(text);
        }
    }

    /// A CDATA section taken from the document in place of its quick-xml
    /// event (see `EventSource::cdata_section`): handled as `read_raw` and
    /// `on_event` handle the event.
    pub(super) fn on_cdata_section(
        &mut self,
        content: &str,
        mark: Mark,
    ) -> Result<Option<XmlEvent>, Error> {
        self.started = true;
        if self.char_ref_run.is_some() {
            self.flush_char_refs()?;
        }
        self.on_text(Cow::Borrowed(content), mark, Origin::Cdata)
    }

    /// Character data and references up to the next markup, taken in one
    /// piece (see `EventSource::text_run`). Each text and each reference is
    /// handled as its quick-xml event would be, at the offset it would have;
    /// a run inside the root with nothing to repair in its text goes onto
    /// the pending text directly. Returns how much of the run was read: it
    /// stops early where the events would hand over a text in parts (past
    /// the size limit) or end the reading, and at an `&` that no `;` ends
    /// before the next `&` (which they read as text, a dangling `&`), and
    /// quick-xml reads on from there.
    pub(super) fn read_text_run(&mut self, run: &str, offset: usize) -> Result<usize, Error> {
        // Inside the root and not skipping, a reference may go onto the
        // pending text; and text with no character to drop or repair goes
        // there as it is, which is what `accept_text` would hand on (the
        // scan's flags are coarse: look closer when set; and a document
        // that holds no such character anywhere needs no scan). The tests
        // that read documents both ways hold the two to the same result.
        let inside = self.skipping == 0 && !self.open.is_empty();
        // White space between elements (the indentation of a pretty-printed
        // feed, often longer than its texts) needs no closer look, and holds
        // no reference.
        let blank = is_blank(run);
        if inside && blank && !self.eof && self.flushed_text.is_none() {
            if self.char_ref_run.is_some() {
                self.flush_char_refs()?;
            }
            self.append_text(Cow::Borrowed(run));
            return Ok(run.len());
        }
        let clean = inside
            && (blank || !self.characters_to_repair || {
                let scan = TextScan::of(run);
                let forbidden =
                    scan.forbidden_start && xml_chars::count_forbidden(run.as_bytes()) > 0;
                let c1 = scan.c2 && holds_c1_control(run.as_bytes());
                !forbidden && !c1
            });
        let bytes = run.as_bytes();
        // One search over the run for its references: most pieces between
        // them are a few bytes, too short for a search each to pay.
        let mut references = memchr::memchr_iter(b'&', bytes);
        let mut next_reference = references.next();
        // A long run with references is built piece by piece (escaped HTML,
        // a piece every few bytes): the room for all of it, which the
        // references only shorten, is asked for once rather than grown into.
        // A short one (a title with a `&amp;`) grows once or twice, and the
        // room it is left with is given back when a field takes it.
        if inside && run.len() > 256 && next_reference.is_some() && self.keep_text {
            let room = run.len().min(self.max_text_bytes);
            match &mut self.pending_text {
                Some(pending) => pending.reserve(room),
                None => self.text_room = room,
            }
        }
        let mut at = 0;
        while at < run.len() && !self.eof && self.flushed_text.is_none() {
            if clean && self.char_ref_run.is_none() {
                (at, next_reference) = self.push_escaped(run, at, next_reference, &mut references);
            }
            let amp = next_reference.unwrap_or(run.len());
            if amp > at {
                if self.char_ref_run.is_some() {
                    self.flush_char_refs()?;
                }
                let text = run.get(at..amp).unwrap_or_default();
                // A piece continuing the pending text (escaped HTML: one
                // every few bytes) goes straight onto it, as `append_text`
                // would put it.
                let growing = if clean { self.growing_text() } else { None };
                if let Some(pending) = growing {
                    pending.push_str(text);
                } else if clean {
                    self.append_text(Cow::Borrowed(text));
                } else {
                    let mark = Mark::Offset(offset + at);
                    self.on_text(Cow::Borrowed(text), mark, Origin::Text)?;
                }
                at = amp;
                continue;
            }
            next_reference = references.next();
            let rest = bytes.get(amp..).unwrap_or_default();
            let Some(end) = rest.iter().position(|&b| b == b';').map(|i| amp + i) else {
                break;
            };
            // An `&` that no `;` ends before the next `&` is no reference:
            // quick-xml reads it as a dangling `&` in text, and reads on
            // from here (the text before it is in, as its events would put it).
            if next_reference.is_some_and(|next| next < end) {
                break;
            }
            let name = run.get(amp + 1..end).unwrap_or_default();
            let char_ref = name.starts_with('#');
            if self.char_ref_run.is_some() && !char_ref {
                self.flush_char_refs()?;
            }
            at = (end + 1).min(run.len());
            // `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&apos;`, most of what
            // escaped HTML holds, go straight onto the text they continue,
            // as `on_reference` would put them.
            if inside && !char_ref {
                let predefined = quick_xml::escape::resolve_xml_entity(name);
                if let (Some(text), Some(pending)) = (predefined, self.growing_text()) {
                    pending.push_str(text);
                    continue;
                }
            }
            self.on_reference(Cow::Borrowed(name), char_ref, Mark::Offset(offset + amp))?;
        }
        self.text_room = 0;
        Ok(at)
    }

    /// The pieces of a run from `at` that are text followed by one of the
    /// five predefined references (`&lt;`, `&gt;`, `&amp;`, `&quot;`,
    /// `&apos;`), pushed onto the pending text while it grows: escaped HTML
    /// is mostly these, a few bytes apart, and each taken the general way
    /// (its `;` searched for, its name looked up, the pending text asked
    /// for twice) cost more than the bytes it adds. Stops at any other
    /// reference, and where the general way would not push onto the
    /// pending text (none yet, or at its size limit), in the same place:
    /// at a reference, or after the text before it. Returns where it
    /// stopped and the next reference from there.
    ///
    /// Only for a run [`Self::read_text_run`] found clean, with no run of
    /// character references open, as the general way takes these pieces
    /// then.
    fn push_escaped(
        &mut self,
        run: &str,
        mut at: usize,
        mut next_reference: Option<usize>,
        references: &mut memchr::Memchr<'_>,
    ) -> (usize, Option<usize>) {
        let limit = self.max_text_bytes;
        let Some(pending) = self.growing_text() else {
            return (at, next_reference);
        };
        let bytes = run.as_bytes();
        while let Some(amp) = next_reference {
            let Some((decoded, len)) = predefined_reference(bytes.get(amp..).unwrap_or_default())
            else {
                break;
            };
            if pending.len() >= limit {
                break;
            }
            pending.push_str(run.get(at..amp).unwrap_or_default());
            at = amp;
            if pending.len() >= limit {
                break;
            }
            pending.push_str(decoded);
            at = amp + len;
            next_reference = references.next();
        }
        (at, next_reference)
    }

    /// One entity or character reference (`name` without `&` and `;`).
    pub(super) fn on_reference(
        &mut self,
        reference: Cow<'_, str>,
        char_ref: bool,
        mark: Mark,
    ) -> Result<Option<XmlEvent>, Error> {
        // A character reference to a character with nothing to repair
        // (`&#34;` in escaped HTML, `&#8217;` in a blog's typography) joins
        // the run of character references as the long way below would put
        // it there, without a string of its own.
        if char_ref && self.skipping == 0 && !self.open.is_empty() {
            if let Some(c) = entity::plain_char_ref(&reference) {
                self.push_char_ref(c.encode_utf8(&mut [0; 4]), mark);
                return Ok(None);
            }
        }
        // Escaped HTML is mostly `&lt;` and `&gt;` between short texts:
        // decode a reference straight onto the text it continues.
        let onto_pending = !char_ref
            && self.skipping == 0
            && !self.open.is_empty()
            && self
                .pending_text
                .as_ref()
                .is_some_and(|p| p.len() < self.max_text_bytes);
        let dtd = &self.dtd;
        let (warning, separate) = match &mut self.pending_text {
            Some(pending) if onto_pending => {
                let start = pending.len();
                let warning = entity::push_reference(pending, &reference, &|n| dtd.expand(n));
                // What needs a repair goes the long way, to be repaired and
                // reported as text is: a character XML forbids (an entity
                // may stand for one), or a C1 control (in an entity, or in
                // the name of a reference kept as written, `&am\u{99};`).
                // Most references stand for a character that needs neither
                // (`&lt;`): one look at the few bytes pushed says so.
                let pushed = &pending[start..];
                let suspect = pushed.bytes().any(|b| b < b' ' || b == 0xC2 || b == 0xEF);
                let repair = suspect
                    && (holds_forbidden_character(pushed) || holds_c1_control(pushed.as_bytes()));
                (warning, repair.then(|| pending.split_off(start)))
            }
            _ => {
                let mut text = String::new();
                let warning = entity::push_reference(&mut text, &reference, &|n| dtd.expand(n));
                (warning, Some(text))
            }
        };
        if let Some(kind) = warning {
            self.warn_at(kind, mark)?;
        }
        if let Some(kind) = self.dtd.take_warning() {
            self.warn_at(kind, mark)?;
        }
        let Some(text) = separate else {
            return Ok(None);
        };
        if char_ref {
            if let Some(text) = self.accept_text(Cow::Owned(text), mark, Origin::Reference)? {
                self.push_char_ref(&text, mark);
            }
            return Ok(None);
        }
        self.on_text(Cow::Owned(text), mark, Origin::Reference)
    }

    pub(super) fn on_text(
        &mut self,
        text: Cow<'_, str>,
        mark: Mark,
        origin: Origin,
    ) -> Result<Option<XmlEvent>, Error> {
        if let Some(text) = self.accept_text(text, mark, origin)? {
            self.append_text(text);
        }
        Ok(None)
    }

    /// Checks and repairs one piece of character data; `None` when it is
    /// not part of an element's content (skipped, or outside the root).
    pub(super) fn accept_text<'t>(
        &mut self,
        mut text: Cow<'t, str>,
        mark: Mark,
        origin: Origin,
    ) -> Result<Option<Cow<'t, str>>, Error> {
        if self.skipping > 0 {
            return Ok(None);
        }
        if self.open.is_empty() {
            let trimmed = text.trim();
            if !trimmed.is_empty() {
                if self.root_closed {
                    self.warn_at(WarningKind::TrailingContent, mark)?;
                    self.eof = true;
                } else if self.text_before_root.is_none() {
                    let snippet: String = trimmed.chars().take(20).collect();
                    let position = self.source.locate(mark);
                    self.text_before_root = Some((snippet, position));
                }
            }
            return Ok(None);
        }
        // White space between elements (most texts of a pretty-printed
        // feed) holds nothing to repair.
        if is_blank(&text) {
            return Ok(Some(text));
        }
        // One pass over the bytes tells which of the rare cases below apply;
        // none but the ampersand, in the text of a document that holds no
        // character to repair.
        let found = match origin {
            Origin::Reference => TextScan::of(&text),
            _ if self.characters_to_repair => TextScan::of(&text),
            Origin::Text => TextScan::ampersand_only(&text),
            Origin::Cdata => TextScan::default(),
        };
        // quick-xml hands a dangling `&` over inside raw text.
        if origin == Origin::Text && found.ampersand {
            self.warn_at(WarningKind::BareAmpersand, mark)?;
        }
        // Forbidden characters are rare: look for their bytes before looking at characters.
        if found.forbidden_start {
            let forbidden = xml_chars::count_forbidden(text.as_bytes());
            if forbidden > 0 {
                text.to_mut().retain(xml_chars::is_xml_char);
                self.warn_at(WarningKind::ForbiddenCharacters { count: forbidden }, mark)?;
            }
        }
        // C1 controls (U+0080..U+009F) are encoded C2 80..C2 9F: no C2 byte,
        // none to repair. Most C2 bytes start a no-break space or a sign.
        if found.c2 && holds_c1_control(text.as_bytes()) {
            let mut owned = text.into_owned();
            let count = crate::mojibake::c1_as_windows_1252(&mut owned);
            if count > 0 {
                self.warn_at(WarningKind::Windows1252Controls { count }, mark)?;
            }
            text = Cow::Owned(owned);
        }
        Ok(Some(text))
    }

    /// Drops the characters XML forbids from an attribute value, as from text.
    #[cold]
    #[inline(never)]
    pub(super) fn drop_forbidden(
        &mut self,
        value: &mut String,
        position: Position,
    ) -> Result<(), Error> {
        if holds_forbidden_character(value) {
            let forbidden = xml_chars::count_forbidden(value.as_bytes());
            if forbidden > 0 {
                value.retain(xml_chars::is_xml_char);
                self.warn(
                    WarningKind::ForbiddenCharacters { count: forbidden },
                    position,
                )?;
            }
        }
        Ok(())
    }

    /// Reads C1 controls in an attribute value as windows-1252, as text is
    /// read: an attribute written out as text (in markup kept as a string)
    /// must read back the same.
    #[cold]
    #[inline(never)]
    pub(super) fn repair_c1_controls(
        &mut self,
        value: &mut String,
        position: Position,
    ) -> Result<(), Error> {
        if holds_c1_control(value.as_bytes()) {
            let count = crate::mojibake::c1_as_windows_1252(value);
            if count > 0 {
                self.warn(WarningKind::Windows1252Controls { count }, position)?;
            }
        }
        Ok(())
    }

    /// Adds accepted text to the pending text.
    /// The pending text, when more may go onto it in place: text is kept,
    /// and it is under the size limit (past it, the next part starts).
    pub(super) fn growing_text(&mut self) -> Option<&mut String> {
        let (keep, limit) = (self.keep_text, self.max_text_bytes);
        self.pending_text
            .as_mut()
            .filter(|pending| keep && pending.len() < limit)
    }

    pub(super) fn append_text(&mut self, text: Cow<'_, str>) {
        if !self.keep_text {
            return;
        }
        let room = std::mem::take(&mut self.text_room);
        match self.growing_text() {
            Some(pending) => pending.push_str(&text),
            None => {
                let text = if room > text.len() {
                    let mut owned = String::with_capacity(room);
                    owned.push_str(&text);
                    Cow::Owned(owned)
                } else {
                    text
                };
                // A text past the size limit goes out in parts, so that this
                // buffer stays bounded; the tree builder cuts it at the limit,
                // so a second full part in one step has nothing left to give.
                let full = self.pending_text.replace(text.into_owned());
                if self.flushed_text.is_none() {
                    self.flushed_text = full;
                }
            }
        }
    }
}

/// The text of one of XML's five predefined references at the start of
/// `reference` (from its `&`), and the reference's length.
fn predefined_reference(reference: &[u8]) -> Option<(&'static str, usize)> {
    match reference {
        [b'&', b'l', b't', b';', ..] => Some(("<", 4)),
        [b'&', b'g', b't', b';', ..] => Some((">", 4)),
        [b'&', b'a', b'm', b'p', b';', ..] => Some(("&", 5)),
        [b'&', b'q', b'u', b'o', b't', b';', ..] => Some(("\"", 6)),
        [b'&', b'a', b'p', b'o', b's', b';', ..] => Some(("'", 6)),
        _ => None,
    }
}
