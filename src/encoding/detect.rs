//! Detection: the byte order mark, UTF-16/32 patterns, the declaration,
//! the caller's hint and, failing all of these, a statistical guess.

use super::*;

pub(super) use crate::xml::chars::is_xml_space;

/// A byte order mark at the start: the encoding and the mark's length.
/// FF FE 00 00 is read as UTF-32LE, not as UTF-16LE followed by U+0000, which
/// XML forbids anyway.
pub(super) fn sniff_bom(p: &[u8]) -> Option<(Enc, usize)> {
    match p {
        [0xEF, 0xBB, 0xBF, ..] => Some((Enc::Rs(UTF_8), 3)),
        [0xFF, 0xFE, 0, 0, ..] => Some((Enc::Utf32 { big_endian: false }, 4)),
        [0, 0, 0xFE, 0xFF, ..] => Some((Enc::Utf32 { big_endian: true }, 4)),
        [0xFF, 0xFE, ..] => Some((Enc::Rs(UTF_16LE), 2)),
        [0xFE, 0xFF, ..] => Some((Enc::Rs(UTF_16BE), 2)),
        _ => None,
    }
}

/// UTF-16/32 without a BOM. An XML document starts with `<` or whitespace, so
/// its first characters are ASCII; NUL bytes between them can only mean
/// 16- or 32-bit code units. This generalises the XML spec's `<?` patterns
/// (00 00 00 3C, 3C 00 00 00, 00 3C 00 3F, 3C 00 3F 00) to any two ASCII
/// characters, which also covers documents without a declaration.
pub(super) fn sniff_wide(p: &[u8]) -> Option<Enc> {
    let ascii = |b: u8| b != 0 && b < 0x80;
    match *p {
        [0, 0, 0, x, ..] if ascii(x) => Some(Enc::Utf32 { big_endian: true }),
        [x, 0, 0, 0, ..] if ascii(x) => Some(Enc::Utf32 { big_endian: false }),
        [0, x, 0, y, ..] if ascii(x) && ascii(y) => Some(Enc::Rs(UTF_16BE)),
        [x, 0, y, 0, ..] if ascii(x) && ascii(y) => Some(Enc::Rs(UTF_16LE)),
        _ => None,
    }
}

/// Whether `prefix` already holds all detection needs: a BOM or wide
/// pattern, or a complete (or certainly absent) XML declaration. Reading no
/// further than this keeps `new` from blocking on a slow stream.
pub(super) fn detection_complete(prefix: &[u8]) -> bool {
    if prefix.len() < 4 {
        return false;
    }
    if sniff_bom(prefix).is_some() || sniff_wide(prefix).is_some() {
        return true;
    }
    let Some(start) = prefix.iter().position(|&b| !is_xml_space(b)) else {
        return false;
    };
    let rest = &prefix[start..];
    let n = rest.len().min(5);
    if rest[..n] != b"<?xml"[..n] {
        return true;
    }
    rest.contains(&b'>')
}

/// The `encoding` pseudo-attribute of a leading XML declaration, as written.
/// Tolerant: leading whitespace, single quotes, whitespace around `=`, an
/// unquoted value, any letter case, a declaration cut off by the prefix.
pub(super) fn parse_declared_encoding(prefix: &[u8]) -> Option<String> {
    let start = prefix.iter().position(|&b| !is_xml_space(b))?;
    let rest = prefix[start..].strip_prefix(b"<?xml")?;
    // `<?xml-stylesheet ...?>` and the like are processing instructions.
    if !rest.first().is_some_and(|&b| is_xml_space(b)) {
        return None;
    }
    // The declaration ends at its first `>`, as `detection_complete` decides:
    // looking further for `?>` would make the result depend on how much of
    // the input the first reads happened to return.
    let end = rest.iter().position(|&b| b == b'>').unwrap_or(rest.len());
    let decl = &rest[..end];
    let skip_space = |mut j: usize| {
        while decl.get(j).is_some_and(|&b| is_xml_space(b)) {
            j += 1;
        }
        j
    };
    for i in 0..decl.len().saturating_sub(7) {
        if !decl[i..i + 8].eq_ignore_ascii_case(b"encoding") {
            continue;
        }
        let j = skip_space(i + 8);
        if decl.get(j) != Some(&b'=') {
            continue;
        }
        let j = skip_space(j + 1);
        let value = match decl.get(j) {
            Some(&q) if q == b'"' || q == b'\'' => {
                let v = &decl[j + 1..];
                &v[..v.iter().position(|&b| b == q).unwrap_or(v.len())]
            }
            Some(_) => {
                let v = &decl[j..];
                let e = v
                    .iter()
                    .position(|&b| is_xml_space(b) || b == b'?' || b == b'>');
                &v[..e.unwrap_or(v.len())]
            }
            None => return None,
        };
        let label = String::from_utf8_lossy(value).trim().to_owned();
        return (!label.is_empty()).then_some(label);
    }
    None
}

/// The outcome of detection.
#[derive(Debug)]
pub(super) struct Detection {
    pub(super) enc: Enc,
    /// The label that chose `enc` (the hint or the declaration), lower-cased.
    pub(super) label: Option<String>,
    pub(super) source: EncodingSource,
    pub(super) bom_len: usize,
    pub(super) events: Vec<EncodingEvent>,
}

/// When the bytes themselves fixed the encoding (BOM or wide pattern), a
/// hint can only agree, disagree or be unknown.
pub(super) fn hint_against_bytes(hint: Option<&str>, enc: Enc) -> Option<EncodingEvent> {
    let hint = hint?;
    match resolve_label(hint) {
        Label::Known(f) if f == enc.family() => None,
        Label::Known(_) => Some(EncodingEvent::Conflict {
            hint: hint.to_owned(),
            declared: enc.name(),
            used: enc.name(),
        }),
        Label::Unknown => Some(EncodingEvent::UnknownLabel {
            label: hint.to_owned(),
            used: enc.name(),
        }),
    }
}

/// Chooses the encoding from the first bytes and the caller's hint.
/// See [`DecodingReader::new`] for the rules.
pub(super) fn detect(prefix: &[u8], hint: Option<&str>) -> Detection {
    let hint = hint.map(clean_label).filter(|h| !h.is_empty());
    let hint = hint.as_deref();

    // Rule 1: a byte order mark wins over everything.
    if let Some((enc, bom_len)) = sniff_bom(prefix) {
        return Detection {
            enc,
            label: None,
            source: EncodingSource::ByteOrderMark,
            bom_len,
            events: hint_against_bytes(hint, enc).into_iter().collect(),
        };
    }
    // Rule 2: 16/32-bit code units are unmistakable; a hint naming an 8-bit
    // encoding would only produce NUL-riddled garbage, so the bytes win.
    if let Some(enc) = sniff_wide(prefix) {
        return Detection {
            enc,
            label: None,
            source: EncodingSource::Sniffed,
            bom_len: 0,
            events: hint_against_bytes(hint, enc).into_iter().collect(),
        };
    }

    // From here on the bytes are ASCII-compatible.
    let declared = parse_declared_encoding(prefix);
    let declared_label = declared.as_deref().map(resolve_label);
    let declared_text = declared.clone();
    let hint_label = hint.map(|h| (h, resolve_label(h)));
    let mut events = Vec::new();

    // Rule 3: an 8-bit hint wins over the declaration (RFC 3023 §8).
    if let Some((h, Label::Known(Family::Narrow(e)))) = hint_label {
        let used = Enc::Rs(e);
        if let (Some(d), Some(dl)) = (&declared, declared_label) {
            if dl != Label::Known(Family::Narrow(e)) {
                events.push(EncodingEvent::Conflict {
                    hint: h.to_owned(),
                    declared: d.clone(),
                    used: used.name(),
                });
            }
        }
        return Detection {
            enc: used,
            label: Some(h.to_ascii_lowercase()),
            source: EncodingSource::CallerHint,
            bom_len: 0,
            events,
        };
    }

    // The hint is absent, unknown or names UTF-16/32 for 8-bit bytes (wrong):
    // the declaration decides, else UTF-8.
    let (enc, source) = match declared_label {
        Some(Label::Known(Family::Narrow(e))) => (Enc::Rs(e), EncodingSource::XmlDeclaration),
        _ => (Enc::Rs(UTF_8), EncodingSource::Default),
    };
    let used = enc.name();
    match hint_label {
        Some((h, Label::Known(_))) => match (&declared, declared_label) {
            (Some(d), Some(Label::Known(Family::Narrow(_)))) => {
                events.push(EncodingEvent::Conflict {
                    hint: h.to_owned(),
                    declared: d.clone(),
                    used: used.clone(),
                })
            }
            _ => events.push(EncodingEvent::InvalidBytes {
                declared: h.to_owned(),
                used: used.clone(),
                offset: 0,
            }),
        },
        Some((h, Label::Unknown)) => events.push(EncodingEvent::UnknownLabel {
            label: h.to_owned(),
            used: used.clone(),
        }),
        None => {}
    }
    // Rule 4: a UTF-16/32 declaration that we could read as ASCII is a lie.
    match (declared, declared_label) {
        (Some(d), Some(Label::Known(Family::Utf16 | Family::Utf32))) => {
            events.push(EncodingEvent::InvalidBytes {
                declared: d,
                used,
                offset: 0,
            })
        }
        (Some(d), Some(Label::Unknown)) => {
            events.push(EncodingEvent::UnknownLabel { label: d, used })
        }
        _ => {}
    }
    let label = match source {
        EncodingSource::XmlDeclaration => declared_text.map(|d| d.to_ascii_lowercase()),
        _ => None,
    };
    Detection {
        enc,
        label,
        source,
        bom_len: 0,
        events,
    }
}

/// What reading ahead for a guess gave: whether the input ended, and the
/// error that stopped it, if one did.
pub(super) struct ReadAhead {
    pub(super) complete: bool,
    pub(super) error: Option<io::Error>,
}

/// Reads from `inner` onto `prefix` until it holds `limit` bytes, the input
/// ends or reading fails. A failure is kept for when reading gets there, so
/// that it is reported where the input broke, not at its start.
pub(super) fn read_more<R: BufRead>(
    inner: &mut R,
    prefix: &mut Vec<u8>,
    limit: usize,
) -> ReadAhead {
    while prefix.len() < limit {
        let buf = match inner.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                return ReadAhead {
                    complete: false,
                    error: Some(e),
                }
            }
        };
        if buf.is_empty() {
            return ReadAhead {
                complete: true,
                error: None,
            };
        }
        let take = buf.len().min(limit - prefix.len());
        prefix.extend_from_slice(&buf[..take]);
        inner.consume(take);
    }
    ReadAhead {
        complete: false,
        error: None,
    }
}

/// The encoding of a document that names none, guessed from its first bytes
/// (`complete` when they are the whole document); `None` to read it as
/// lenient UTF-8, as before any guess.
///
/// No guess is made for ASCII or valid UTF-8, for fewer than
/// [`GUESS_EVIDENCE`] bytes invalid in UTF-8, nor for UTF-8 with stray bytes
/// (more valid multi-byte sequences than invalid bytes): one bad byte should
/// not turn every character of a UTF-8 feed into mojibake. A guess of
/// windows-1252 is taken too: lenient UTF-8 would read most of its bytes
/// alike, but not a run that happens to form UTF-8 (`é` `»` as `頻`).
pub(super) fn guess(prefix: &[u8], complete: bool) -> Option<&'static Encoding> {
    // Most documents without a declaration are ASCII or UTF-8: one vector pass tells.
    if prefix.is_ascii() || simdutf8::basic::from_utf8(prefix).is_ok() {
        return None;
    }
    let (mut valid, mut invalid) = (0usize, 0usize);
    let mut chunks = prefix.utf8_chunks().peekable();
    while let Some(chunk) = chunks.next() {
        valid += chunk.valid().chars().filter(|c| !c.is_ascii()).count();
        // A sequence cut off by the end of an incomplete prefix is no error.
        let cut_off = !complete && chunks.peek().is_none();
        if !cut_off {
            invalid += chunk.invalid().len();
        }
    }
    if invalid < GUESS_EVIDENCE || valid >= invalid {
        return None;
    }
    let mut detector = chardetng::EncodingDetector::new();
    detector.feed(prefix, complete);
    let guessed = detector.guess(None, false);
    (guessed != UTF_8).then_some(guessed)
}
