//! Month, weekday and zone names, in English and the other languages feeds
//! write them in, and numeric offsets: the words of a date.

use super::*;

/// Accented letters and their plain forms: the Latin accents of the
/// European month and day names read here (Hungarian, French, German,
/// Spanish, Italian, Portuguese), Greek tonos and dialytika, and the Greek
/// final sigma.
#[rustfmt::skip]
pub(super) const ACCENTS: &[(&str, char)] = &[
    ("áàâäã", 'a'), ("éèêë", 'e'), ("íìîï", 'i'), ("óöőòôõ", 'o'), ("úüűùû", 'u'), ("ç", 'c'),
    ("ñ", 'n'), ("ά", 'α'), ("έ", 'ε'), ("ή", 'η'), ("ίϊΐ", 'ι'), ("ό", 'ο'), ("ύϋΰ", 'υ'),
    ("ώ", 'ω'), ("ς", 'σ'),
];

/// Lowercases and drops accents, so that "Ιούλ", "ΙΟΥΛ" and "Ιουλ" compare
/// equal, as do "július" and "julius".
pub(super) fn fold(word: &str) -> String {
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
pub(super) const MONTHS: [&str; 12] = [
    "january", "february", "march", "april", "may", "june", "july",
    "august", "september", "october", "november", "december",
];

/// Greek month names from feedparser's table (with its "μαω" misspelling),
/// folded; matched as prefixes, so genitives such as "Ιουλίου" work too.
#[rustfmt::skip]
pub(super) const GREEK_MONTHS: &[(&str, u32)] = &[
    ("ιαν", 1), ("φεβ", 2), ("μαρ", 3), ("μαω", 3), ("απρ", 4), ("μαι", 5),
    ("ιουν", 6), ("ιον", 6), ("ιουλ", 7), ("ιολ", 7), ("αυγ", 8), ("σεπ", 9),
    ("οκτ", 10), ("νοε", 11), ("δεκ", 12),
];

/// Hungarian month names and abbreviations, folded, matched whole so that
/// English words are not taken for months; with feedparser's "februari"
/// and "maujus" variants.
#[rustfmt::skip]
pub(super) const HUNGARIAN_MONTHS: &[(&str, u32)] = &[
    ("januar", 1), ("februar", 2), ("februari", 2), ("febr", 2), ("marcius", 3),
    ("marc", 3), ("aprilis", 4), ("majus", 5), ("maujus", 5), ("maj", 5),
    ("junius", 6), ("julius", 7), ("augusztus", 8), ("szeptember", 9),
    ("szept", 9), ("oktober", 10), ("okt", 10),
];

/// Reads a month name: its number and the repair its spelling needs.
pub(super) fn month_name(word: &str) -> Option<(u32, Option<DateQuirk>)> {
    folded_month_name(&fold(word))
}

/// [`month_name`] of a word already folded.
pub(super) fn folded_month_name(w: &str) -> Option<(u32, Option<DateQuirk>)> {
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
pub(super) const WESTERN_MONTHS: &[(&str, u32)] = &[
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
pub(super) const WESTERN_WEEKDAYS: &[(&str, Weekday)] = &[
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
pub(super) const WEEKDAYS: [(&str, &str, Weekday); 7] = [
    ("monday", "δευ", Weekday::Mon), ("tuesday", "τρι", Weekday::Tue),
    ("wednesday", "τετ", Weekday::Wed), ("thursday", "πεμ", Weekday::Thu),
    ("friday", "παρ", Weekday::Fri), ("saturday", "σαβ", Weekday::Sat),
    ("sunday", "κυρ", Weekday::Sun),
];

/// Reads a weekday name, folded: English (any abbreviation of four letters
/// or more, such as "Thurs", or "Weds") or Greek.
pub(super) fn folded_weekday_name(w: &str) -> Option<(Weekday, Option<DateQuirk>)> {
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
pub(super) const ZONES: &[(&str, i32, bool)] = &[
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
pub(super) enum OffsetForm {
    Colon,   // +02:00 (RFC 3339)
    NoColon, // +0200 (RFC 2822)
    Hours,   // +02 or +2
}

/// Reads "+0200", "-02:00", "+02", "+2": seconds east and the form.
pub(super) fn offset(s: &str) -> Option<(i32, OffsetForm)> {
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
pub(super) fn zone_word(word: &str) -> Option<Zone> {
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
