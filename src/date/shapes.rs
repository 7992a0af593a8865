//! The shapes a date is read in, tried in turn by `parse`: RFC 2822 and
//! its variants, asctime, month-first, numeric, two Korean forms, ISO 8601.

use super::*;

/// The repair reported by every shape that is neither RFC 2822 nor RFC 3339.
pub(super) const ODD: Option<DateQuirk> = Some(DateQuirk::NonStandardForm);

/// Canonical RFC 2822 only, `[Sat, ]30 Nov 2024 16:14:00 (GMT|UT|Z|+hhmm)`
/// with English names as written by the RFC, read byte by byte: the prose
/// reader allocates for every word. It also takes the other zone names of
/// RFC 822 (EST, PDT, ..., from `ZONES`) and runs of spaces between the
/// parts (C's `%e` pads the day with one: "Tue,  9 Mar 2021"), which the
/// prose reader takes without a repair. Whatever this declines (another form, a repair
/// to report, a weekday that does not match the date) goes through the
/// prose reader, which reads it the same way when it is canonical.
pub(super) fn canonical_rfc2822(s: &str) -> Option<ParsedDate> {
    let bytes = s.as_bytes();
    if let Some(date) = canonical_rfc2822_spaced_once(bytes) {
        return Some(date);
    }
    // Rare, so looked for only once the single-spaced form failed.
    if !bytes.windows(2).any(|pair| pair == b"  ") {
        return None;
    }
    let mut collapsed = [0u8; 40];
    let mut len = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b' ' && i > 0 && bytes.get(i - 1) == Some(&b' ') {
            continue;
        }
        *collapsed.get_mut(len)? = b;
        len += 1;
    }
    canonical_rfc2822_spaced_once(collapsed.get(..len)?)
}

/// [`canonical_rfc2822`] with one space between the parts, read by position.
pub(super) fn canonical_rfc2822_spaced_once(b: &[u8]) -> Option<ParsedDate> {
    /// Names as RFC 2822 writes them, for exact matching.
    const DAYS: [&[u8; 3]; 7] = [b"Mon", b"Tue", b"Wed", b"Thu", b"Fri", b"Sat", b"Sun"];
    const MONTHS_3: [&[u8; 3]; 12] = [
        b"Jan", b"Feb", b"Mar", b"Apr", b"May", b"Jun", b"Jul", b"Aug", b"Sep", b"Oct", b"Nov",
        b"Dec",
    ];
    let (weekday, b) = match b {
        [d0, d1, d2, b',', b' ', rest @ ..] => {
            let day = DAYS.iter().position(|d| *d == &[*d0, *d1, *d2])?;
            (Some(day), rest)
        }
        _ => (None, b),
    };
    let (day, b) = match b {
        [d, b' ', rest @ ..] => (std::slice::from_ref(d), rest),
        [_, _, b' ', rest @ ..] => (b.get(..2)?, rest),
        _ => return None,
    };
    let [m0, m1, m2, b' ', y0, y1, y2, y3, b' ', h0, h1, b':', n0, n1, b':', s0, s1, b' ', zone @ ..] =
        b
    else {
        return None;
    };
    let month = MONTHS_3.iter().position(|m| *m == &[*m0, *m1, *m2])?;
    let year = i32::try_from(digits_of(&[*y0, *y1, *y2, *y3])?).ok()?;
    let date = NaiveDate::from_ymd_opt(year, u32::try_from(month).ok()? + 1, digits_of(day)?)?;
    if let Some(weekday) = weekday {
        if date.weekday().num_days_from_monday() as usize != weekday {
            return None;
        }
    }
    let east = match zone {
        [sign @ (b'+' | b'-'), h0, h1, m0, m1] => seconds_east(*sign, &[*h0, *h1], &[*m0, *m1])?,
        // The names RFC 822 defines, which the prose reader takes (in any
        // case) without a repair.
        name => {
            let &(_, minutes, _) = ZONES
                .iter()
                .find(|(zone, _, rfc822)| *rfc822 && zone.as_bytes().eq_ignore_ascii_case(name))?;
            minutes * 60
        }
    };
    canonical(date, [*h0, *h1], [*n0, *n1], [*s0, *s1], 0, east)
}

/// RFC 822/2822 and repaired variants: "[Thu,] 25 Jun 2026 [00:00[:00]] [GMT]".
pub(super) fn rfc2822(input: &Input<'_>) -> Option<ParsedDate> {
    prose(input, |t| match *t {
        [Tok::Num(d), Tok::Month(m, q), Tok::Num(y), ref rest @ ..] => {
            let mut p = with_tail(None, (d, (m, q), y), rest)?;
            // RFC 2822 makes seconds optional: their absence is no repair.
            if let Some(c) = &mut p.4 {
                c.second.get_or_insert(0);
            }
            Some(p)
        }
        _ => None,
    })
}

/// C asctime, "Sun Jan  4 16:29:06 2004", and Twitter's variant with a zone
/// before the year, "Sun Jul 15 01:16:00 +0000 2012".
pub(super) fn asctime(input: &Input<'_>) -> Option<ParsedDate> {
    prose(input, |t| match *t {
        [Tok::Month(m, q), Tok::Num(d), Tok::Clock(c), Tok::Num(y)] => {
            with_tail(ODD, (d, (m, q), y), &[Tok::Clock(c)])
        }
        [Tok::Month(m, q), Tok::Num(d), Tok::Clock(c), Tok::Zone(z), Tok::Num(y)] => {
            with_tail(ODD, (d, (m, q), y), &[Tok::Clock(c), Tok::Zone(z)])
        }
        _ => None,
    })
}

/// Month before day: JavaScript `Date.toString()` ("Thu Jun 25 2026 00:00:00
/// GMT+0200 (Central European Summer Time)") and US prose ("October 12, 2026",
/// "Dec. 9, 2019, 6:11 p.m.").
pub(super) fn month_first(input: &Input<'_>) -> Option<ParsedDate> {
    prose(input, |t| match *t {
        [Tok::Month(m, q), Tok::Num(d), Tok::Num(y), ref rest @ ..] if y.len() == 4 => {
            with_tail(ODD, (d, (m, q), y), rest)
        }
        _ => None,
    })
}

/// All-numeric dates: year first is Y/M/D (Perforce "2006/09/15 08:19:53 EDT",
/// "2026.10.12"); else dots are European D.M.Y ("31.05.2017") and slashes US
/// M/D/Y ("8/21/2018 9:00:00 AM"), read as D/M/Y when the month would exceed 12.
pub(super) fn numeric(input: &Input<'_>) -> Option<ParsedDate> {
    prose(input, |t| match *t {
        [Tok::NumDate(date, sep), ref rest @ ..] => {
            let mut parts = date.split(sep);
            let (a, b, c) = (parts.next()?, parts.next()?, parts.next()?);
            let (d, m, y) = match (a.len(), sep) {
                (4, _) => (c, b, a),
                (_, '.') => (a, b, c),
                _ if digits(a)? > 12 => (a, b, c),
                _ => (b, a, c),
            };
            with_tail(ODD, (d, (small(m)?, None), y), rest)
        }
        _ => None,
    })
}

/// Korean Standard Time, used by both Korean blog forms.
pub(super) const KST: Zone = Zone::new(9 * 3600, None);

/// `OnBlog` (Korean): "2004년 05월 28일 01:31:15", in Korean time.
pub(super) fn korean_onblog(input: &Input<'_>) -> Option<ParsedDate> {
    let mut parts = input.text.split_whitespace();
    let y = parts.next()?.strip_suffix('년')?;
    let m = parts.next()?.strip_suffix('월')?;
    let d = parts.next()?.strip_suffix('일')?;
    let time = match parts.next() {
        Some(t) => Some(clock(t)?),
        None => None,
    };
    if parts.next().is_some() || y.len() != 4 {
        return None;
    }
    let mut r = Repairs(ODD);
    let date = NaiveDate::from_ymd_opt(year(y, &mut r)?, small(m)?, small(d)?)?;
    finish(date, time, Some(KST), &mut r)
}

/// Nate (Korean): "2004-05-25 오후 11:23:17" (오전 a.m., 오후 p.m.), in Korean time.
pub(super) fn korean_nate(input: &Input<'_>) -> Option<ParsedDate> {
    let mut parts = input.text.split_whitespace();
    let mut ymd = parts.next()?.split('-');
    let pm = match parts.next()? {
        "오전" => false,
        "오후" => true,
        _ => return None,
    };
    let time = Clock {
        pm: Some(pm),
        ..clock(parts.next()?)?
    };
    let (y, m, d) = (ymd.next()?, ymd.next()?, ymd.next()?);
    if parts.next().is_some() || ymd.next().is_some() || y.len() != 4 {
        return None;
    }
    let mut r = Repairs(ODD);
    let date = NaiveDate::from_ymd_opt(year(y, &mut r)?, small(m)?, small(d)?)?;
    finish(date, Some(time), Some(KST), &mut r)
}

// ---------------------------------------------------------------- ISO 8601

/// RFC 3339, W3CDTF and ISO 8601: "2003-12-31T10:14:55.1234Z", reduced
/// ("2003", "2003-12"), basic ("20031231T235959Z"), ordinal ("2003-335"),
/// two-digit years ("03-12-31", "031231", "-0312", "-03-12"), a space or
/// lowercase "t", and Hungarian month names ("2004-július-13T9:15-05:00").
pub(super) fn iso8601(input: &Input<'_>) -> Option<ParsedDate> {
    let s = input.text;
    // The date ends at the first "T", "t" or space after a digit (Hungarian
    // month names such as "augusztus" contain a "t").
    let cut = s
        .as_bytes()
        .windows(2)
        .position(|w| matches!(w, [d, b'T' | b't' | b' '] if d.is_ascii_digit()));
    let (date, time) = match cut {
        Some(i) => (s.get(..=i)?, Some(s.get(i + 2..)?.trim_start_matches(' '))),
        None => (s, None),
    };
    let (mut r, untimed) = (Repairs::default(), time.is_none());
    let ymd = NaiveDate::from_ymd_opt;
    let parts: Vec<&str> = date.split('-').collect();
    let date = match parts[..] {
        // Truncated "-YYMM" and "-YY-MM": a month of a two-digit year.
        ["", ym] if ym.len() == 4 && untimed => {
            ymd(year(ym.get(..2)?, &mut r)?, two(ym.get(2..)?)?, 1)?
        }
        ["", y, m] if y.len() == 2 && untimed => ymd(year(y, &mut r)?, two(m)?, 1)?,
        [y] if y.len() == 4 && untimed => {
            r.note(DateQuirk::ReducedPrecision);
            ymd(year(y, &mut r)?, 1, 1)?
        }
        [b] if b.len() == 6 => ymd(
            year(b.get(..2)?, &mut r)?,
            two(b.get(2..4)?)?,
            two(b.get(4..)?)?,
        )?,
        [b] if b.len() == 7 => {
            let y = year(b.get(..4)?, &mut r)?;
            r.note(DateQuirk::NonStandardForm);
            NaiveDate::from_yo_opt(y, digits(b.get(4..)?)?)?
        }
        [b] if b.len() == 8 => {
            let y = year(b.get(..4)?, &mut r)?;
            r.note(DateQuirk::NonStandardForm);
            ymd(y, two(b.get(4..6)?)?, two(b.get(6..)?)?)?
        }
        // Five digits ("03335" as YYDDD) are refused: W3CDTF reads them as
        // a too-long year, and a bare number is rarely a date.
        [y, m] if y.len() == 4 && m.len() == 2 && untimed => {
            r.note(DateQuirk::ReducedPrecision);
            ymd(year(y, &mut r)?, two(m)?, 1)?
        }
        [y, d] if d.len() == 3 => {
            let y = year(y, &mut r)?;
            r.note(DateQuirk::NonStandardForm);
            NaiveDate::from_yo_opt(y, digits(d)?)?
        }
        [y, m, d] => {
            let y = year(y, &mut r)?;
            let (m, d) = match (two(m), m.len()) {
                (Some(m), _) if d.len() == 2 => (m, two(d)?),
                // "2005-5-28 16:05:36": an unpadded month or day.
                _ if small(m).is_some() && small(d).is_some() => {
                    r.note(DateQuirk::NonStandardForm);
                    (small(m)?, small(d)?)
                }
                // "2003-012-31": a zero-padded three-digit month.
                (None, 3) if m.starts_with('0') => {
                    r.note(DateQuirk::NonStandardForm);
                    (digits(m)?, two(d)?)
                }
                _ => {
                    let (m, q) = month_name(m)?;
                    r.note(q.unwrap_or(DateQuirk::NonStandardForm));
                    (m, small(d)?)
                }
            };
            ymd(y, m, d)?
        }
        _ => return None,
    };
    let Some(time) = time else {
        return finish(date, None, None, &mut r);
    };
    let end = time.find(|c: char| !(c.is_ascii_digit() || matches!(c, ':' | '.' | ',')));
    let (hms, zone) = time.split_at_checked(end.unwrap_or(time.len()))?;
    let zone = match zone {
        "" => None,
        "Z" | "z" => Some(Zone::new(0, None)),
        // "2004-07-08 23:56:58 -00:20", "2026-10-12 14:00 UTC"
        z if z.starts_with(' ') => {
            let zone = zone_word(z.trim_start())?;
            Some(Zone::new(zone.east, zone.quirk.or(ODD)))
        }
        z => {
            let (east, form) = offset(z)?;
            let quirk = (form != OffsetForm::Colon).then_some(DateQuirk::NonStandardForm);
            Some(Zone::new(east, quirk))
        }
    };
    finish(date, Some(clock(hms)?), zone, &mut r)
}
