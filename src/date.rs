//! Lenient date parsing: turns the date strings found in RSS and Atom feeds
//! into instants, and writes instants back as RFC 2822 or RFC 3339.
//!
//! This module owns only the step "date string -> instant". It must not know
//! about XML or feeds: the reader hands it the text of `<pubDate>`,
//! `<updated>`, `<dc:date>`... and gets back a value plus the first repair
//! that was needed, so callers can report sloppy feeds without rejecting them.
//!
//! Every function here is total: any input, however odd, gives `None` or a
//! value, never a panic.

use std::fmt::{self, Write as _};

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, NaiveTime, TimeZone, Weekday};

mod forms;
mod names;
mod shapes;
mod w3cdtf;
mod words;

// The forms the checker holds dates to; the crate's own business.
pub(crate) use forms::{is_rfc3339, rfc822, Rfc822};
pub(crate) use w3cdtf::is_w3cdtf;

use names::*;
use shapes::*;
use words::*;

/// A date read from a feed, with how it had to be repaired (if at all).
///
/// ```
/// use feedwright::date::{parse, DateQuirk};
///
/// let date = parse("Thursday, 25 June 2026 09:30:00 +0200").unwrap();
/// assert_eq!(date.value.to_rfc3339(), "2026-06-25T09:30:00+02:00");
/// assert_eq!(date.quirk, Some(DateQuirk::LongNames));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedDate {
    /// The instant, in the offset the feed wrote (an assumed zone gives +00:00).
    pub value: DateTime<FixedOffset>,
    /// The first repair needed to read it, `None` when the string was canonical
    /// RFC 2822 or RFC 3339.
    pub quirk: Option<DateQuirk>,
}

/// How a date string departed from RFC 2822 / RFC 3339.
///
/// When several apply, the one reported is the first in reading order:
/// the overall form, then names, the date, the time and last the zone.
///
/// ```
/// use feedwright::date::{parse, DateQuirk};
///
/// let quirk = parse("2026-06-25 09:30").unwrap().quirk.unwrap();
/// assert_eq!(quirk, DateQuirk::MissingSeconds);
/// assert_eq!(quirk.to_string(), "no seconds: zero assumed");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum DateQuirk {
    /// No zone was given: UTC was assumed.
    AssumedUtc,
    /// A zone name outside RFC 822 (CEST, AEST, IST, UTC...) or a `GMT+0200` form.
    NamedZone,
    /// A zone name this module does not know: UTC was assumed.
    UnknownZone,
    /// A two-digit year (00-49 read as 20xx, 50-99 as 19xx, as RFC 2822 says).
    TwoDigitYear,
    /// The weekday did not match the date; it was ignored.
    WrongWeekday,
    /// Full month or weekday names, or abbreviations such as "Sept" or "Thurs".
    LongNames,
    /// Month or weekday names in another language (Greek, Hungarian).
    LocalisedNames,
    /// Only part of the date ("2003", "2003-12", date only): the missing
    /// parts were filled with their first valid value.
    ReducedPrecision,
    /// The time had no seconds: zero assumed.
    MissingSeconds,
    /// Any other recognised shape: asctime, JavaScript `Date`, human forms,
    /// ISO 8601 basic, Korean, stray punctuation, "24:00", a.m./p.m., etc.
    NonStandardForm,
}

impl fmt::Display for DateQuirk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DateQuirk::AssumedUtc => "no time zone: UTC assumed",
            DateQuirk::NamedZone => "time zone name outside RFC 822",
            DateQuirk::UnknownZone => "unknown time zone name: UTC assumed",
            DateQuirk::TwoDigitYear => "two-digit year",
            DateQuirk::WrongWeekday => "weekday does not match the date: ignored",
            DateQuirk::LongNames => "full or non-standard month or weekday name",
            DateQuirk::LocalisedNames => "month or weekday name not in English",
            DateQuirk::ReducedPrecision => {
                "incomplete date: missing parts set to their first value"
            }
            DateQuirk::MissingSeconds => "no seconds: zero assumed",
            DateQuirk::NonStandardForm => "not in RFC 2822 or RFC 3339 form",
        })
    }
}

/// Parses any date form found in feeds. `None` when nothing sensible can be read
/// (including impossible dates such as June 31 or hour 25).
///
/// Surrounding whitespace is ignored. The value keeps the offset the string
/// gave; a string without one is read as UTC.
///
/// ```
/// use feedwright::date::{parse, DateQuirk};
///
/// let rss = parse("Thu, 25 Jun 2026 00:00:00 GMT").unwrap();
/// assert_eq!(rss.quirk, None);
/// let js = parse("Thu Jun 25 2026 02:00:00 GMT+0200 (CEST)").unwrap();
/// assert_eq!(js.value, rss.value);
/// assert_eq!(js.quirk, Some(DateQuirk::NonStandardForm));
/// assert_eq!(parse("June 31, 2026"), None);
/// ```
#[must_use]
pub fn parse(raw: &str) -> Option<ParsedDate> {
    let s = raw.trim();
    // Real dates, even JavaScript ones with a zone comment, are far shorter;
    // the cap keeps the work per call small whatever a feed contains.
    if s.is_empty() || s.len() > 256 {
        return None;
    }
    let input = Input::new(s);
    // Every Atom date is RFC 3339, and many RSS ones are ISO 8601 with a
    // space ("2026-06-25 09:30:00"). No shape before `iso8601` in the chain
    // reads a string that starts `YYYY-` (the RFC 2822 reader wants a day
    // number first): go to it first rather than tokenizing prose.
    if starts_like_iso8601(s) {
        if let Some(date) = canonical_rfc3339(s).or_else(|| iso8601(&input)) {
            return Some(date);
        }
    }
    // Most RSS dates are canonical RFC 2822, which needs no tokenizing.
    if let Some(date) = canonical_rfc2822(s) {
        return Some(date);
    }
    SHAPES.iter().find_map(|shape| shape(&input))
}

/// `YYYY-`: how an ISO 8601 date (RFC 3339 included) starts.
fn starts_like_iso8601(s: &str) -> bool {
    match s.as_bytes() {
        [y0, y1, y2, y3, b'-', ..] => [y0, y1, y2, y3].iter().all(|d| d.is_ascii_digit()),
        _ => false,
    }
}

/// A string being read as a date. The shapes that read prose share its
/// words, worked out on first use: a string no shape reads is tokenized
/// once, not once per shape.
struct Input<'s> {
    text: &'s str,
    words: std::cell::OnceCell<Option<(Vec<Tok<'s>>, bool)>>,
}

impl<'s> Input<'s> {
    fn new(text: &'s str) -> Self {
        Input {
            text,
            words: std::cell::OnceCell::new(),
        }
    }

    /// The words and whether punctuation strayed from RFC 2822 (see `words`).
    fn words(&self) -> Option<(&[Tok<'s>], bool)> {
        self.words
            .get_or_init(|| words(self.text))
            .as_ref()
            .map(|(toks, untidy)| (toks.as_slice(), *untidy))
    }
}

/// The value of one to nine ASCII digits; `None` for any other bytes.
fn digits_of(b: &[u8]) -> Option<u32> {
    if b.is_empty() || b.len() > 9 {
        return None;
    }
    b.iter().try_fold(0u32, |n, &d| {
        d.is_ascii_digit().then(|| n * 10 + u32::from(d - b'0'))
    })
}

/// A numeric zone (`+` or `-`, two digits of hours and two of minutes) in
/// seconds east of UTC; `None` past 23:59 or with any other sign.
fn seconds_east(sign: u8, hours: &[u8], minutes: &[u8]) -> Option<i32> {
    let (h, m) = (digits_of(hours)?, digits_of(minutes)?);
    if h > 23 || m > 59 {
        return None;
    }
    let east = i32::try_from(h * 3600 + m * 60).ok()?;
    match sign {
        b'+' => Some(east),
        b'-' => Some(-east),
        _ => None,
    }
}

/// A date, a time of day written in full and a numeric offset, as the two
/// canonical forms write them, assembled with nothing to repair.
fn canonical(
    date: NaiveDate,
    hour: [u8; 2],
    minute: [u8; 2],
    second: [u8; 2],
    nano: u32,
    east: i32,
) -> Option<ParsedDate> {
    let clock = Clock {
        hour: digits_of(&hour)?,
        minute: digits_of(&minute)?,
        second: Some(digits_of(&second)?),
        nano,
        short_hour: false,
        pm: None,
    };
    finish(
        date,
        Some(clock),
        Some(Zone::new(east, None)),
        &mut Repairs::default(),
    )
}

/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM)`, RFC 3339 as nearly every
/// Atom feed and `dc:date` writes it, read by position. Anything else, or
/// anything in doubt, is `None` and goes to `iso8601`, which reads this
/// form the same way (the tests compare the two).
fn canonical_rfc3339(s: &str) -> Option<ParsedDate> {
    let [y0, y1, y2, y3, b'-', m0, m1, b'-', d0, d1, b'T' | b't', h0, h1, b':', n0, n1, b':', s0, s1, ..] =
        *s.as_bytes()
    else {
        return None;
    };
    let rest = s.get(19..)?;
    let (nano, zone) = match rest.strip_prefix('.') {
        Some(tail) => {
            let end = tail
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(tail.len());
            let (fraction, zone) = tail.split_at_checked(end)?;
            (nanos(fraction)?, zone)
        }
        None => (0, rest),
    };
    let east = match zone.as_bytes() {
        b"Z" | b"z" => 0,
        [sign, h0, h1, b':', m0, m1] => seconds_east(*sign, &[*h0, *h1], &[*m0, *m1])?,
        _ => return None,
    };
    let year = i32::try_from(digits_of(&[y0, y1, y2, y3])?).ok()?;
    let date = NaiveDate::from_ymd_opt(year, digits_of(&[m0, m1])?, digits_of(&[d0, d1])?)?;
    canonical(date, [h0, h1], [n0, n1], [s0, s1], nano, east)
}

/// Formats for RSS (RFC 2822), keeping the value's own offset.
///
/// ```
/// use feedwright::date::{format_rfc2822, parse};
///
/// let date = parse("2026-06-25T00:00:00+02:00").unwrap();
/// assert_eq!(format_rfc2822(&date.value), "Thu, 25 Jun 2026 00:00:00 +0200");
/// ```
#[must_use]
pub fn format_rfc2822(value: &DateTime<FixedOffset>) -> String {
    // `to_rfc2822` panics on years outside 0..=9999; `write!` only errs.
    let mut out = String::new();
    let _ = write!(out, "{}", value.format("%a, %d %b %Y %H:%M:%S %z"));
    out
}

/// Formats for Atom (RFC 3339), keeping the value's own offset, with
/// fractional seconds only when there are some.
///
/// ```
/// use feedwright::date::{format_rfc3339, parse};
///
/// let date = parse("Thu, 25 Jun 2026 00:00:00 +0200").unwrap();
/// assert_eq!(format_rfc3339(&date.value), "2026-06-25T00:00:00+02:00");
/// ```
#[must_use]
pub fn format_rfc3339(value: &DateTime<FixedOffset>) -> String {
    let mut out = String::new();
    let _ = write!(out, "{}", value.format("%Y-%m-%dT%H:%M:%S%.f%:z"));
    out
}

/// One known form of feed date: `None` when the string is not in that form.
type Shape = fn(&Input<'_>) -> Option<ParsedDate>;

/// The forms tried in order. The two standards come first and report no
/// quirk when the string needed no repair.
#[rustfmt::skip]
const SHAPES: &[Shape] = &[
    rfc2822,       // RFC 822/2822 and repairs: "Thu, 25 Jun 2026 00:00:00 GMT", "12 October 2026"
    iso8601,       // RFC 3339 / W3CDTF / ISO 8601: "2003-12-31T10:14:55Z", "2003-12", "20031231"
    asctime,       // C asctime and Twitter: "Sun Jan  4 16:29:06 2004", "Sun Jul 15 01:16:00 +0000 2012"
    month_first,   // JavaScript and US prose: "Thu Jun 25 2026 00:00:00 GMT+0200", "Oct 12, 2026"
    numeric,       // "2006/09/15 08:19:53 EDT" (Perforce), "31.05.2017", "8/21/2018 9:00:00 AM"
    korean_onblog, // OnBlog: "2004년 05월 28일 01:31:15" (Korean time)
    korean_nate,   // Nate: "2004-05-25 오후 11:23:17" (Korean time)
];

/// Keeps the first repair noted while reading one string.
#[derive(Default)]
struct Repairs(Option<DateQuirk>);

impl Repairs {
    fn note(&mut self, quirk: DateQuirk) {
        self.0 = self.0.or(Some(quirk));
    }
    fn note_opt(&mut self, quirk: Option<DateQuirk>) {
        self.0 = self.0.or(quirk);
    }
}

/// A time of day as written, checked only when the date is assembled.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Clock {
    hour: u32,
    minute: u32,
    second: Option<u32>,
    nano: u32,
    short_hour: bool,
    /// `Some(true)` for p.m., `Some(false)` for a.m.
    pm: Option<bool>,
}

/// A zone offset in seconds east of UTC, with how its writing departed from
/// the standard of the form it appeared in.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Zone {
    east: i32,
    quirk: Option<DateQuirk>,
}

impl Zone {
    const fn new(east: i32, quirk: Option<DateQuirk>) -> Zone {
        Zone { east, quirk }
    }
}

/// Assembles and checks the instant; notes the time and zone repairs.
fn finish(
    mut date: NaiveDate,
    clock: Option<Clock>,
    zone: Option<Zone>,
    r: &mut Repairs,
) -> Option<ParsedDate> {
    let time = match clock {
        None => {
            r.note(DateQuirk::ReducedPrecision);
            NaiveTime::MIN
        }
        Some(c) => {
            if c.short_hour {
                r.note(DateQuirk::NonStandardForm);
            }
            let mut hour = c.hour;
            if let Some(pm) = c.pm {
                r.note(DateQuirk::NonStandardForm);
                if hour > 12 {
                    return None;
                }
                hour = hour % 12 + if pm { 12 } else { 0 };
            }
            let second = c.second.unwrap_or_else(|| {
                r.note(DateQuirk::MissingSeconds);
                0
            });
            // "24:00" (ISO 8601's end of day) is midnight of the next day.
            if hour == 24 && c.minute == 0 && second == 0 && c.nano == 0 {
                r.note(DateQuirk::NonStandardForm);
                date = date.succ_opt()?;
                hour = 0;
            }
            // Second 60 is a leap second, which chrono keeps as 59 + 1s.
            let (second, nano) = match second {
                60 => (59, c.nano.checked_add(1_000_000_000)?),
                s => (s, c.nano),
            };
            NaiveTime::from_hms_nano_opt(hour, c.minute, second, nano)?
        }
    };
    let zone = zone.unwrap_or_else(|| {
        r.note(DateQuirk::AssumedUtc);
        Zone::new(0, None)
    });
    r.note_opt(zone.quirk);
    let offset = FixedOffset::east_opt(zone.east)?;
    let value = offset.from_local_datetime(&date.and_time(time)).single()?;
    // Both output formats need four-digit years, locally and in UTC.
    let writable = |y: i32| (0..=9999).contains(&y);
    if !writable(value.year()) || !writable(value.naive_utc().year()) {
        return None;
    }
    Some(ParsedDate { value, quirk: r.0 })
}

#[cfg(test)]
mod tests;
