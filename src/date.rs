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

// ---------------------------------------------------------------- names

/// Accented letters and their plain forms: the Latin accents of the
/// European month and day names read here (Hungarian, French, German,
/// Spanish, Italian, Portuguese), Greek tonos and dialytika, and the Greek
/// final sigma.
#[rustfmt::skip]
const ACCENTS: &[(&str, char)] = &[
    ("áàâäã", 'a'), ("éèêë", 'e'), ("íìîï", 'i'), ("óöőòôõ", 'o'), ("úüűùû", 'u'), ("ç", 'c'),
    ("ñ", 'n'), ("ά", 'α'), ("έ", 'ε'), ("ή", 'η'), ("ίϊΐ", 'ι'), ("ό", 'ο'), ("ύϋΰ", 'υ'),
    ("ώ", 'ω'), ("ς", 'σ'),
];

/// Lowercases and drops accents, so that "Ιούλ", "ΙΟΥΛ" and "Ιουλ" compare
/// equal, as do "július" and "julius".
fn fold(word: &str) -> String {
    // No ASCII letter has an accent to drop.
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    let plain = |c| {
        ACCENTS
            .iter()
            .find(|(from, _)| from.contains(c))
            .map_or(c, |&(_, to)| to)
    };
    word.chars()
        .flat_map(char::to_lowercase)
        .map(plain)
        .collect()
}

#[rustfmt::skip]
const MONTHS: [&str; 12] = [
    "january", "february", "march", "april", "may", "june", "july",
    "august", "september", "october", "november", "december",
];

/// Greek month names from feedparser's table (with its "μαω" misspelling),
/// folded; matched as prefixes, so genitives such as "Ιουλίου" work too.
#[rustfmt::skip]
const GREEK_MONTHS: &[(&str, u32)] = &[
    ("ιαν", 1), ("φεβ", 2), ("μαρ", 3), ("μαω", 3), ("απρ", 4), ("μαι", 5),
    ("ιουν", 6), ("ιον", 6), ("ιουλ", 7), ("ιολ", 7), ("αυγ", 8), ("σεπ", 9),
    ("οκτ", 10), ("νοε", 11), ("δεκ", 12),
];

/// Hungarian month names and abbreviations, folded, matched whole so that
/// English words are not taken for months; with feedparser's "februari"
/// and "maujus" variants.
#[rustfmt::skip]
const HUNGARIAN_MONTHS: &[(&str, u32)] = &[
    ("januar", 1), ("februar", 2), ("februari", 2), ("febr", 2), ("marcius", 3),
    ("marc", 3), ("aprilis", 4), ("majus", 5), ("maujus", 5), ("maj", 5),
    ("junius", 6), ("julius", 7), ("augusztus", 8), ("szeptember", 9),
    ("szept", 9), ("oktober", 10), ("okt", 10),
];

/// Reads a month name: its number and the repair its spelling needs.
fn month_name(word: &str) -> Option<(u32, Option<DateQuirk>)> {
    folded_month_name(&fold(word))
}

/// [`month_name`] of a word already folded.
fn folded_month_name(w: &str) -> Option<(u32, Option<DateQuirk>)> {
    for (n, full) in (1..).zip(MONTHS) {
        if full.get(..3) == Some(w) {
            return Some((n, None));
        }
        if w == full || (n == 9 && w == "sept") {
            return Some((n, Some(DateQuirk::LongNames)));
        }
    }
    let greek = GREEK_MONTHS.iter().find(|(p, _)| w.starts_with(p));
    let (_, n) = greek
        .or_else(|| HUNGARIAN_MONTHS.iter().find(|(name, _)| *name == w))
        .or_else(|| WESTERN_MONTHS.iter().find(|(name, _)| *name == w))?;
    Some((*n, Some(DateQuirk::LocalisedNames)))
}

/// French, German, Spanish, Italian, Dutch and Portuguese month names and
/// their usual abbreviations, folded, matched whole; those spelled as in
/// English ("mar", "dec") or Hungarian ("januar") are read by those tables.
#[rustfmt::skip]
const WESTERN_MONTHS: &[(&str, u32)] = &[
    ("janv", 1), ("janvier", 1), ("janner", 1), ("januari", 1), ("ene", 1), ("enero", 1),
    ("gen", 1), ("gennaio", 1), ("janeiro", 1),
    ("fevr", 2), ("fevrier", 2), ("febrero", 2), ("febbraio", 2), ("fev", 2), ("fevereiro", 2),
    ("mars", 3), ("marz", 3), ("maart", 3), ("mrt", 3), ("marzo", 3), ("marco", 3),
    ("avr", 4), ("avril", 4), ("abr", 4), ("abril", 4), ("aprile", 4),
    ("mai", 5), ("mei", 5), ("mayo", 5), ("mag", 5), ("maggio", 5), ("maio", 5),
    ("juin", 6), ("juni", 6), ("junio", 6), ("giu", 6), ("giugno", 6), ("junho", 6),
    ("juil", 7), ("juill", 7), ("juillet", 7), ("juli", 7), ("julio", 7), ("lug", 7),
    ("luglio", 7), ("julho", 7),
    ("aout", 8), ("augustus", 8), ("ago", 8), ("agosto", 8),
    ("septembre", 9), ("septiembre", 9), ("setiembre", 9), ("set", 9), ("settembre", 9),
    ("setembro", 9),
    ("octobre", 10), ("octubre", 10), ("ott", 10), ("ottobre", 10), ("out", 10),
    ("outubro", 10),
    ("novembre", 11), ("noviembre", 11), ("novembro", 11),
    ("decembre", 12), ("dezember", 12), ("dez", 12), ("dic", 12), ("diciembre", 12),
    ("dicembre", 12), ("dezembro", 12),
];

/// The same languages' weekday names and abbreviations, folded, matched
/// whole (Portuguese "segunda-feira" by its first part). The French,
/// Spanish and Italian "mar" for Tuesday is also March: a leading month
/// name before a day and a month is taken for a weekday by `prose`.
#[rustfmt::skip]
const WESTERN_WEEKDAYS: &[(&str, Weekday)] = &[
    ("lun", Weekday::Mon), ("lundi", Weekday::Mon), ("lunes", Weekday::Mon),
    ("lunedi", Weekday::Mon), ("mo", Weekday::Mon), ("montag", Weekday::Mon),
    ("ma", Weekday::Mon), ("maandag", Weekday::Mon), ("seg", Weekday::Mon),
    ("segunda", Weekday::Mon),
    ("mardi", Weekday::Tue), ("martes", Weekday::Tue), ("martedi", Weekday::Tue),
    ("di", Weekday::Tue), ("dienstag", Weekday::Tue), ("dinsdag", Weekday::Tue),
    ("ter", Weekday::Tue), ("terca", Weekday::Tue),
    ("mer", Weekday::Wed), ("mercredi", Weekday::Wed), ("mie", Weekday::Wed),
    ("miercoles", Weekday::Wed), ("mercoledi", Weekday::Wed), ("mi", Weekday::Wed),
    ("mittwoch", Weekday::Wed), ("wo", Weekday::Wed), ("woensdag", Weekday::Wed),
    ("qua", Weekday::Wed), ("quarta", Weekday::Wed),
    ("jeu", Weekday::Thu), ("jeudi", Weekday::Thu), ("jue", Weekday::Thu),
    ("jueves", Weekday::Thu), ("gio", Weekday::Thu), ("giovedi", Weekday::Thu),
    ("do", Weekday::Thu), ("donnerstag", Weekday::Thu), ("donderdag", Weekday::Thu),
    ("qui", Weekday::Thu), ("quinta", Weekday::Thu),
    ("ven", Weekday::Fri), ("vendredi", Weekday::Fri), ("vie", Weekday::Fri),
    ("viernes", Weekday::Fri), ("venerdi", Weekday::Fri), ("fr", Weekday::Fri),
    ("freitag", Weekday::Fri), ("vr", Weekday::Fri), ("vrijdag", Weekday::Fri),
    ("sex", Weekday::Fri), ("sexta", Weekday::Fri),
    ("sam", Weekday::Sat), ("samedi", Weekday::Sat), ("sab", Weekday::Sat),
    ("sabado", Weekday::Sat), ("sabato", Weekday::Sat), ("sa", Weekday::Sat),
    ("samstag", Weekday::Sat), ("za", Weekday::Sat), ("zaterdag", Weekday::Sat),
    ("dim", Weekday::Sun), ("dimanche", Weekday::Sun), ("dom", Weekday::Sun),
    ("domingo", Weekday::Sun), ("domenica", Weekday::Sun), ("so", Weekday::Sun),
    ("sonntag", Weekday::Sun), ("zo", Weekday::Sun), ("zondag", Weekday::Sun),
];

/// English names and Greek prefixes of the weekdays.
#[rustfmt::skip]
const WEEKDAYS: [(&str, &str, Weekday); 7] = [
    ("monday", "δευ", Weekday::Mon), ("tuesday", "τρι", Weekday::Tue),
    ("wednesday", "τετ", Weekday::Wed), ("thursday", "πεμ", Weekday::Thu),
    ("friday", "παρ", Weekday::Fri), ("saturday", "σαβ", Weekday::Sat),
    ("sunday", "κυρ", Weekday::Sun),
];

/// Reads a weekday name, folded: English (any abbreviation of four letters
/// or more, such as "Thurs", or "Weds") or Greek.
fn folded_weekday_name(w: &str) -> Option<(Weekday, Option<DateQuirk>)> {
    let english_or_greek = WEEKDAYS.iter().find_map(|&(full, greek, day)| {
        if full.get(..3) == Some(w) {
            Some((day, None))
        } else if (w.len() > 3 && full.starts_with(w)) || (w == "weds" && day == Weekday::Wed) {
            Some((day, Some(DateQuirk::LongNames)))
        } else {
            w.starts_with(greek)
                .then_some((day, Some(DateQuirk::LocalisedNames)))
        }
    });
    english_or_greek.or_else(|| {
        let first = w.split('-').next().unwrap_or(w);
        WESTERN_WEEKDAYS
            .iter()
            .find(|(name, _)| *name == first)
            .map(|&(_, day)| (day, Some(DateQuirk::LocalisedNames)))
    })
}

/// Zone names: (lowercase name, minutes east of UTC, defined by RFC 822).
/// Beyond RFC 822: feedparser's AT/ET/CT/MT/PT/MET/MEST and the common
/// abbreviations; IST is read as India's, its most frequent use in feeds.
#[rustfmt::skip]
const ZONES: &[(&str, i32, bool)] = &[
    ("ut", 0, true), ("gmt", 0, true), ("z", 0, true),
    ("est", -300, true), ("edt", -240, true), ("cst", -360, true), ("cdt", -300, true),
    ("mst", -420, true), ("mdt", -360, true), ("pst", -480, true), ("pdt", -420, true),
    ("utc", 0, false), ("uct", 0, false), ("zulu", 0, false), ("wet", 0, false),
    ("west", 60, false), ("bst", 60, false), ("cet", 60, false), ("cest", 120, false),
    // German names of central European time.
    ("mez", 60, false), ("mesz", 120, false),
    ("met", 60, false), ("mest", 120, false), ("eet", 120, false), ("eest", 180, false),
    ("msk", 180, false), ("ist", 330, false), ("hkt", 480, false), ("sgt", 480, false),
    ("awst", 480, false), ("jst", 540, false), ("kst", 540, false), ("acst", 570, false),
    ("acdt", 630, false), ("aest", 600, false), ("aedt", 660, false), ("nzst", 720, false),
    ("nzdt", 780, false), ("nst", -210, false), ("ndt", -150, false), ("at", -240, false),
    ("ast", -240, false), ("adt", -180, false), ("et", -300, false), ("ct", -360, false),
    ("mt", -420, false), ("pt", -480, false), ("akst", -540, false), ("akdt", -480, false),
    ("hst", -600, false),
];

/// How a numeric offset was written.
#[derive(Debug, Clone, Copy, PartialEq)]
enum OffsetForm {
    Colon,   // +02:00 (RFC 3339)
    NoColon, // +0200 (RFC 2822)
    Hours,   // +02 or +2
}

/// Reads "+0200", "-02:00", "+02", "+2": seconds east and the form.
fn offset(s: &str) -> Option<(i32, OffsetForm)> {
    let (sign, rest) = match s.split_at_checked(1)? {
        ("+", rest) => (1, rest),
        ("-", rest) => (-1, rest),
        _ => return None,
    };
    let (h, m, form) = match rest.split_once(':') {
        Some((h, m)) if h.len() == 2 && m.len() == 2 => (h, m, OffsetForm::Colon),
        None if rest.len() == 4 => (rest.get(..2)?, rest.get(2..)?, OffsetForm::NoColon),
        None if rest.len() <= 2 => (rest, "0", OffsetForm::Hours),
        _ => return None,
    };
    let (h, m) = (digits(h)?, digits(m)?);
    if h > 23 || m > 59 {
        return None;
    }
    Some((sign * i32::try_from(h * 3600 + m * 60).ok()?, form))
}

/// Reads a zone as written after an RFC 2822 time: numeric, named, military,
/// `GMT+2` / `UTC-05:00`, or tz database `Etc/GMT`.
fn zone_word(word: &str) -> Option<Zone> {
    if let Some((east, form)) = offset(word) {
        let quirk = (form != OffsetForm::NoColon).then_some(DateQuirk::NonStandardForm);
        return Some(Zone::new(east, quirk));
    }
    let w = word.to_ascii_lowercase();
    let (etc, w) = match w.strip_prefix("etc/") {
        Some(rest) => (true, rest),
        None => (false, w.as_str()),
    };
    let named = |east| Some(Zone::new(east, Some(DateQuirk::NamedZone)));
    for base in ["gmt", "utc", "ut"] {
        if let Some((east, _)) = w.strip_prefix(base).and_then(offset) {
            // tz database names invert the sign: Etc/GMT+5 is UTC-5.
            return named(if etc { -east } else { east });
        }
    }
    if let Some(&(_, minutes, rfc822)) = ZONES.iter().find(|(name, _, _)| *name == w) {
        let quirk = (!rfc822 || etc).then_some(DateQuirk::NamedZone);
        return Some(Zone::new(minutes * 60, quirk));
    }
    // RFC 822 military zones, with RFC 822's signs, as feedparser reads them.
    match w.as_bytes() {
        [c @ b'a'..=b'i'] => named(-3600 * i32::from(c - b'a' + 1)),
        [c @ b'k'..=b'm'] => named(-3600 * i32::from(c - b'k' + 10)),
        [c @ b'n'..=b'y'] => named(3600 * i32::from(c - b'n' + 1)),
        _ => None,
    }
}

// ---------------------------------------------------------------- numbers

/// The value of a string of one to nine ASCII digits.
fn digits(s: &str) -> Option<u32> {
    digits_of(s.as_bytes())
}

/// A day or month number: one or two digits.
fn small(s: &str) -> Option<u32> {
    (s.len() <= 2).then(|| digits(s)).flatten()
}

/// Exactly two digits, as ISO 8601 months, days and short years are.
fn two(s: &str) -> Option<u32> {
    (s.len() == 2).then(|| digits(s)).flatten()
}

/// A four-digit year, or a two-digit one read with RFC 2822's pivot.
fn year(s: &str, r: &mut Repairs) -> Option<i32> {
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
fn nanos(frac: &str) -> Option<u32> {
    if !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let kept = frac.get(..9).unwrap_or(frac);
    let scale = 10u32.checked_pow(9u32.checked_sub(u32::try_from(kept.len()).ok()?)?)?;
    digits(kept)?.checked_mul(scale)
}

/// Reads "9:05", "16:29:06", "16:29:06.123", "9:00AM", and ISO 8601 basic
/// "2359" or "235959.5".
fn clock(s: &str) -> Option<Clock> {
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
enum Tok<'a> {
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
fn words(s: &str) -> Option<(Vec<Tok<'_>>, bool)> {
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
fn ordinal_day(w: &str) -> Option<&str> {
    let digits_end = w.find(|c: char| !c.is_ascii_digit())?;
    let (day, suffix) = w.split_at(digits_end);
    let ordinal = ["st", "nd", "rd", "th"]
        .iter()
        .any(|s| suffix.eq_ignore_ascii_case(s));
    (ordinal && (1..=2).contains(&day.len())).then_some(day)
}

/// Classifies one word of a prose date.
fn word(w: &str, first_digit: bool) -> Tok<'_> {
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
fn tail(rest: &[Tok<'_>]) -> Option<(Option<Clock>, Option<Zone>)> {
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
type Parts<'a> = (
    Option<DateQuirk>,
    &'a str,
    (u32, Option<DateQuirk>),
    &'a str,
    Option<Clock>,
    Option<Zone>,
);

/// The parts of a date followed by `rest`, an optional time and zone.
fn with_tail<'a>(
    form: Option<DateQuirk>,
    (day, month, year): (&'a str, (u32, Option<DateQuirk>), &'a str),
    rest: &[Tok<'_>],
) -> Option<Parts<'a>> {
    let (clock, zone) = tail(rest)?;
    Some((form, day, month, year, clock, zone))
}

/// Tokenises `s`, strips a leading weekday and lets `pick` find the parts.
fn prose<'s>(
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

// ---------------------------------------------------------------- shapes

/// The repair reported by every shape that is neither RFC 2822 nor RFC 3339.
const ODD: Option<DateQuirk> = Some(DateQuirk::NonStandardForm);

/// Canonical RFC 2822 only, `[Sat, ]30 Nov 2024 16:14:00 (GMT|UT|Z|+hhmm)`
/// with English names as written by the RFC, read byte by byte: the prose
/// reader allocates for every word. It also takes the other zone names of
/// RFC 822 (EST, PDT, ..., from `ZONES`) and runs of spaces between the
/// parts (C's `%e` pads the day with one: "Tue,  9 Mar 2021"), which the
/// prose reader takes without a repair. Whatever this declines (another form, a repair
/// to report, a weekday that does not match the date) goes through the
/// prose reader, which reads it the same way when it is canonical.
fn canonical_rfc2822(s: &str) -> Option<ParsedDate> {
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
fn canonical_rfc2822_spaced_once(b: &[u8]) -> Option<ParsedDate> {
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
fn rfc2822(input: &Input<'_>) -> Option<ParsedDate> {
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
fn asctime(input: &Input<'_>) -> Option<ParsedDate> {
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
fn month_first(input: &Input<'_>) -> Option<ParsedDate> {
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
fn numeric(input: &Input<'_>) -> Option<ParsedDate> {
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
const KST: Zone = Zone::new(9 * 3600, None);

/// `OnBlog` (Korean): "2004년 05월 28일 01:31:15", in Korean time.
fn korean_onblog(input: &Input<'_>) -> Option<ParsedDate> {
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
fn korean_nate(input: &Input<'_>) -> Option<ParsedDate> {
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
fn iso8601(input: &Input<'_>) -> Option<ParsedDate> {
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

#[cfg(test)]
mod tests;
