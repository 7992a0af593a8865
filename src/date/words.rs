//! Numbers, times and the words of a prose date (`Thu, 25 Jun 2026
//! 00:00:00 GMT`), and `prose`, which reads one with a shape's help.

use super::*;

/// The value of a string of one to nine ASCII digits.
pub(super) fn digits(s: &str) -> Option<u32> {
    digits_of(s.as_bytes())
}

/// A day or month number: one or two digits.
pub(super) fn small(s: &str) -> Option<u32> {
    (s.len() <= 2).then(|| digits(s)).flatten()
}

/// Exactly two digits, as ISO 8601 months, days and short years are.
pub(super) fn two(s: &str) -> Option<u32> {
    (s.len() == 2).then(|| digits(s)).flatten()
}

/// A four-digit year, or a two-digit one read with RFC 2822's pivot.
pub(super) fn year(s: &str, r: &mut Repairs) -> Option<i32> {
    let n = i32::try_from(digits(s)?).ok()?;
    match s.len() {
        4 => Some(n),
        2 => {
            r.note(DateQuirk::TwoDigitYear);
            Some(if n < 50 { 2000 + n } else { 1900 + n })
        }
        _ => None,
    }
}

/// Nanoseconds from the digits after a decimal point; digits past the
/// ninth are dropped.
pub(super) fn nanos(frac: &str) -> Option<u32> {
    if !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let kept = frac.get(..9).unwrap_or(frac);
    let scale = 10u32.checked_pow(9u32.checked_sub(u32::try_from(kept.len()).ok()?)?)?;
    digits(kept)?.checked_mul(scale)
}

/// Reads "9:05", "16:29:06", "16:29:06.123", "9:00AM", and ISO 8601 basic
/// "2359" or "235959.5".
pub(super) fn clock(s: &str) -> Option<Clock> {
    let lower = s.to_ascii_lowercase();
    let (body, pm) = match (lower.strip_suffix("am"), lower.strip_suffix("pm")) {
        (Some(body), _) => (body, Some(false)),
        (_, Some(body)) => (body, Some(true)),
        _ => (lower.as_str(), None),
    };
    let (hms, frac) = match body.split_once(['.', ',']) {
        Some((hms, frac)) => (hms, Some(frac)),
        None => (body, None),
    };
    let mut parts = hms.split(':');
    let (h, m, sec) = match (parts.next()?, parts.next(), parts.next(), parts.next()) {
        (h, Some(m), sec, None) => (h, m, sec),
        (hms, None, _, _) => (
            hms.get(..2)?,
            hms.get(2..4)?,
            hms.get(4..).filter(|s| !s.is_empty()),
        ),
        _ => return None,
    };
    if h.len() > 2 || m.len() != 2 || sec.map_or(frac.is_some(), |s| s.len() != 2) {
        return None;
    }
    Some(Clock {
        hour: digits(h)?,
        minute: digits(m)?,
        second: match sec {
            Some(s) => Some(digits(s)?),
            None => None,
        },
        nano: frac.map_or(Some(0), nanos)?,
        short_hour: h.len() == 1,
        pm,
    })
}

// ---------------------------------------------------------------- words

/// One word of a prose date ("Thu, 25 Jun 2026 00:00:00 GMT").
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Tok<'a> {
    Num(&'a str),
    /// Three numbers joined by '/' or '.': "2006/09/15", "31.05.2017".
    NumDate(&'a str, char),
    Clock(Clock),
    Meridiem(bool),
    Weekday(Weekday, Option<DateQuirk>),
    Month(u32, Option<DateQuirk>),
    Zone(Zone),
    Word(&'a str),
}

/// Splits a prose date into words, dropping (comments) and commas. The flag
/// tells when punctuation strays from RFC 2822: extra commas, dotted
/// abbreviations, "06-Nov-94".
pub(super) fn words(s: &str) -> Option<(Vec<Tok<'_>>, bool)> {
    let (mut chunks, mut commas) = (Vec::new(), Vec::new());
    let (mut depth, mut start) = (0u32, None);
    for (i, c) in s.char_indices().chain([(s.len(), ' ')]) {
        if depth > 0 || c.is_whitespace() || matches!(c, ',' | '(' | ')') {
            if let Some(b) = start.take() {
                chunks.push(s.get(b..i)?);
            }
        } else if start.is_none() {
            start = Some(i);
        }
        match c {
            '(' => depth = depth.checked_add(1)?,
            ')' => depth = depth.checked_sub(1)?,
            ',' if depth == 0 => commas.push(chunks.len()),
            _ => {}
        }
    }
    if depth != 0 {
        return None;
    }
    let mut untidy = false;
    let mut toks = Vec::with_capacity(chunks.len());
    for (i, chunk) in chunks.iter().enumerate() {
        // "at" joins date and time in prose: "October 12, 2026 at 6:00 PM".
        let next = chunks.get(i + 1).copied().unwrap_or_default();
        if next.starts_with(|c: char| c.is_ascii_digit())
            && (chunk.eq_ignore_ascii_case("at") || *chunk == "@")
        {
            continue;
        }
        // "de" and "del" join day, month and year in Spanish and Portuguese:
        // "24 de septiembre de 2018".
        if i > 0
            && !next.is_empty()
            && (chunk.eq_ignore_ascii_case("de") || chunk.eq_ignore_ascii_case("del"))
        {
            untidy = true;
            continue;
        }
        let bare = chunk.trim_end_matches('.');
        let first_digit = bare.starts_with(|c: char| c.is_ascii_digit());
        let mut dashed = bare.split('-');
        if let (true, Some(d), Some(m), Some(y), None) = (
            first_digit,
            dashed.next(),
            dashed.next().and_then(month_name),
            dashed.next(),
            dashed.next(),
        ) {
            // RFC 850: "06-Nov-94".
            untidy = true;
            toks.extend([Tok::Num(d), Tok::Month(m.0, m.1), Tok::Num(y)]);
            continue;
        }
        // English ordinal days: "June 25th, 2026", "1st".
        if let Some(day) = ordinal_day(bare) {
            untidy = true;
            toks.push(Tok::Num(day));
            continue;
        }
        let tok = word(bare, first_digit);
        let dotted = bare.len() != chunk.len();
        untidy |= dotted && !matches!(tok, Tok::Meridiem(_) | Tok::NumDate(..));
        toks.push(tok);
    }
    let weekday_first = matches!(toks.first(), Some(Tok::Weekday(..)));
    untidy |= !(commas.is_empty() || (commas == [1] && weekday_first));
    Some((toks, untidy))
}

/// The day of an English ordinal (`25th`, `1st`, `2nd`, `3rd`): its digits.
pub(super) fn ordinal_day(w: &str) -> Option<&str> {
    let digits_end = w.find(|c: char| !c.is_ascii_digit())?;
    let (day, suffix) = w.split_at(digits_end);
    let ordinal = ["st", "nd", "rd", "th"]
        .iter()
        .any(|s| suffix.eq_ignore_ascii_case(s));
    (ordinal && (1..=2).contains(&day.len())).then_some(day)
}

/// Classifies one word of a prose date.
pub(super) fn word(w: &str, first_digit: bool) -> Tok<'_> {
    if first_digit {
        if w.bytes().all(|b| b.is_ascii_digit()) {
            return Tok::Num(w);
        }
        if w.contains(':') {
            return clock(w).map_or(Tok::Word(w), Tok::Clock);
        }
        for sep in ['/', '.'] {
            let mut parts = w.split(sep);
            if parts.clone().count() == 3 && parts.all(|p| digits(p).is_some()) {
                return Tok::NumDate(w, sep);
            }
        }
    }
    // "am", "p.m.", "PM": the dots are dropped, the case ignored.
    let mut letters = w.bytes().filter(|&b| b != b'.');
    let meridiem = match (letters.next(), letters.next(), letters.next()) {
        (Some(a), Some(b'm' | b'M'), None) => match a.to_ascii_lowercase() {
            b'a' => Some(false),
            b'p' => Some(true),
            _ => None,
        },
        _ => None,
    };
    let folded = fold(w);
    if let Some(pm) = meridiem {
        Tok::Meridiem(pm)
    } else if let Some((d, q)) = folded_weekday_name(&folded) {
        Tok::Weekday(d, q)
    } else if let Some((m, q)) = folded_month_name(&folded) {
        Tok::Month(m, q)
    } else {
        zone_word(w).map_or(Tok::Word(w), Tok::Zone)
    }
}

/// Reads what may follow a prose date: `[time [am|pm]] [zone]`.
pub(super) fn tail(rest: &[Tok<'_>]) -> Option<(Option<Clock>, Option<Zone>)> {
    let (clock, rest) = match rest {
        [Tok::Clock(c), Tok::Meridiem(pm), rest @ ..] if c.pm.is_none() => (
            Some(Clock {
                pm: Some(*pm),
                ..*c
            }),
            rest,
        ),
        [Tok::Clock(c), rest @ ..] => (Some(*c), rest),
        _ => (None, rest),
    };
    let zone = match rest {
        [] => None,
        [Tok::Zone(z)] => Some(*z),
        // An unknown upper-case name after a time is a zone we do not know
        // (feedparser reads those as UTC too); anything else is not a date.
        [Tok::Word(w)]
            if clock.is_some()
                && (2..=5).contains(&w.len())
                && w.bytes().all(|b| b.is_ascii_uppercase()) =>
        {
            Some(Zone::new(0, Some(DateQuirk::UnknownZone)))
        }
        _ => return None,
    };
    Some((clock, zone))
}

/// The parts of a prose date, checked and assembled by `prose`: the form's
/// repair, day, month (with its spelling's repair), year, time and zone.
pub(super) type Parts<'a> = (
    Option<DateQuirk>,
    &'a str,
    (u32, Option<DateQuirk>),
    &'a str,
    Option<Clock>,
    Option<Zone>,
);

/// The parts of a date followed by `rest`, an optional time and zone.
pub(super) fn with_tail<'a>(
    form: Option<DateQuirk>,
    (day, month, year): (&'a str, (u32, Option<DateQuirk>), &'a str),
    rest: &[Tok<'_>],
) -> Option<Parts<'a>> {
    let (clock, zone) = tail(rest)?;
    Some((form, day, month, year, clock, zone))
}

/// Tokenises `s`, strips a leading weekday and lets `pick` find the parts.
pub(super) fn prose<'s>(
    input: &Input<'s>,
    pick: impl Fn(&[Tok<'s>]) -> Option<Parts<'s>>,
) -> Option<ParsedDate> {
    let (toks, untidy) = input.words()?;
    let (weekday, toks) = match toks.split_first() {
        Some((Tok::Weekday(d, q), rest)) => (Some((*d, *q)), rest),
        // "mar., 24 sept. 2019": Tuesday in French, Spanish and Italian.
        Some((Tok::Month(3, _), rest @ [Tok::Num(_), Tok::Month(..), ..])) => {
            (Some((Weekday::Tue, Some(DateQuirk::LocalisedNames))), rest)
        }
        _ => (None, toks),
    };
    let (form, day, (month, month_repair), y, clock, zone) = pick(toks)?;
    let mut year_repair = Repairs::default();
    let y = year(y, &mut year_repair)?;
    let date = NaiveDate::from_ymd_opt(y, month, small(day)?)?;
    let mut r = Repairs::default();
    r.note_opt(form);
    if untidy {
        r.note(DateQuirk::NonStandardForm);
    }
    if let Some((d, q)) = weekday {
        r.note_opt(q);
        if d != date.weekday() {
            r.note(DateQuirk::WrongWeekday);
        }
    }
    r.note_opt(month_repair);
    r.note_opt(year_repair.0);
    finish(date, clock, zone, &mut r)
}
