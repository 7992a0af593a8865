//! Whether a date is written exactly in the form a format requires: RFC
//! 3339 for Atom and JSON Feed, RFC 822 (as RFC 2822 updates it) for RSS.
//! Reading is lenient about both; these say whether it had to be.

/// Whether `text` is an RFC 3339 `date-time`: `YYYY-MM-DDThh:mm:ss`, an
/// optional fraction, and `Z` or `±hh:mm`, with the `T` and `Z` in upper
/// case (Atom, RFC 4287 section 3.3, requires them so) and every field in
/// range (a leap second allowed).
pub(crate) fn is_rfc3339(text: &str) -> bool {
    let b = text.as_bytes();
    let num = |from: usize, n: usize| -> Option<u32> {
        let digits = b.get(from..from + n)?;
        digits
            .iter()
            .all(u8::is_ascii_digit)
            .then(|| digits.iter().fold(0, |v, d| v * 10 + u32::from(d - b'0')))
    };
    let at = |i: usize, c: u8| b.get(i) == Some(&c);
    let (Some(year), Some(month), Some(day)) = (num(0, 4), num(5, 2), num(8, 2)) else {
        return false;
    };
    let (Some(hour), Some(minute), Some(second)) = (num(11, 2), num(14, 2), num(17, 2)) else {
        return false;
    };
    let punctuated = at(4, b'-') && at(7, b'-') && at(10, b'T') && at(13, b':') && at(16, b':');
    let in_range = (1..=12).contains(&month)
        && (1..=days_in_month(year, month)).contains(&day)
        && hour < 24
        && minute < 60
        && second <= 60;
    if !(punctuated && in_range) {
        return false;
    }
    fraction_and_zone(b, 19, true)
}

/// Whether `b[i..]` is an optional `.` and digits, then `Z` or `±hh:mm`
/// (its hours under 24 and minutes under 60 when `ranged`): the end that
/// RFC 3339 and W3CDTF times share.
pub(super) fn fraction_and_zone(b: &[u8], mut i: usize, ranged: bool) -> bool {
    let two = |from: usize, max: u32| {
        b.get(from..from + 2).is_some_and(|d| {
            d.iter().all(u8::is_ascii_digit)
                && (!ranged || u32::from(d[0] - b'0') * 10 + u32::from(d[1] - b'0') < max)
        })
    };
    if b.get(i) == Some(&b'.') {
        i += 1;
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if i == start {
            return false;
        }
    }
    match b.get(i..) {
        Some(b"Z") => true,
        Some(zone) if zone.len() == 6 => {
            matches!(zone[0], b'+' | b'-') && two(i + 1, 24) && zone[3] == b':' && two(i + 4, 60)
        }
        _ => false,
    }
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// How an RSS date stands against RFC 822.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rfc822 {
    /// In the form, as RFC 2822 recommends it.
    Valid,
    /// In the form RFC 822 allows but readers stumble on: a two-digit
    /// year, a day name or month in the wrong case, a zone written as a
    /// name other than `GMT`/`UT` and the US ones.
    Problematic,
    /// In the form, but the day of the week named is not the day the date
    /// falls on.
    WrongWeekday,
    /// Not in the form.
    Invalid,
}

/// How `text` stands against RFC 822's date-time form:
/// `[Day, ]DD Mon YYYY hh:mm[:ss] zone`.
pub(crate) fn rfc822(text: &str) -> Rfc822 {
    if !text.contains('(') {
        return rfc822_form(text);
    }
    // RFC 822 allows comments in parentheses anywhere; readers do not.
    let mut bare = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    // `Thu (the day), 16 Feb` leaves `Thu , 16 Feb`.
    let bare = bare.replace(" ,", ",");
    match rfc822_form(&bare) {
        found @ (Rfc822::Invalid | Rfc822::WrongWeekday) => found,
        _ => Rfc822::Problematic,
    }
}

fn rfc822_form(text: &str) -> Rfc822 {
    const DAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    const ZONES: [&str; 10] = [
        "UT", "GMT", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT",
    ];
    let mut problematic = false;
    let mut words: Vec<&str> = text.split_ascii_whitespace().collect();
    // `Sat,29 Jul ...`: the space after the comma is left out.
    if let Some((day, rest)) = words.first().and_then(|w| w.split_once(',')) {
        if !rest.is_empty() {
            problematic = true;
            let first = words[0];
            words.splice(0..1, [&first[..=day.len()], rest]);
        }
    }
    let mut weekday = None;
    if let Some(first) = words.first().copied() {
        if let Some(day) = first.strip_suffix(',') {
            if !DAYS.iter().any(|d| d.eq_ignore_ascii_case(day)) {
                return Rfc822::Invalid;
            }
            problematic |= !DAYS.contains(&day);
            weekday = DAYS.iter().position(|d| d.eq_ignore_ascii_case(day));
            words.remove(0);
        } else if DAYS.iter().any(|d| d.eq_ignore_ascii_case(first)) {
            // A day name needs its comma.
            return Rfc822::Invalid;
        }
    }
    let [day, month, year, time, zone] = words[..] else {
        return Rfc822::Invalid;
    };
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let Some(month_no) = MONTHS.iter().position(|m| m.eq_ignore_ascii_case(month)) else {
        return Rfc822::Invalid;
    };
    problematic |= !MONTHS.contains(&month);
    if !(all_digits(day) && day.len() <= 2 && all_digits(year)) {
        return Rfc822::Invalid;
    }
    let year_no: u32 = match year.len() {
        4 => year.parse().unwrap_or(0),
        2 => {
            problematic = true;
            1900 + year.parse::<u32>().unwrap_or(0)
        }
        _ => return Rfc822::Invalid,
    };
    let day_no: u32 = day.parse().unwrap_or(0);
    let month_no = month_no as u32 + 1;
    if !(1..=days_in_month(year_no, month_no)).contains(&day_no) {
        return Rfc822::Invalid;
    }
    // A two-digit year's century is a guess: its weekday proves nothing.
    let mut wrong_weekday = false;
    if let Some(named) = weekday.filter(|_| year.len() == 4) {
        let actual = chrono::NaiveDate::from_ymd_opt(year_no as i32, month_no, day_no)
            .map(|d| chrono::Datelike::weekday(&d).num_days_from_monday() as usize);
        wrong_weekday = actual.is_some_and(|actual| actual != named);
    }
    let parts: Vec<&str> = time.split(':').collect();
    let fields_ok = matches!(parts.len(), 2 | 3)
        && parts.iter().all(|p| p.len() == 2 && all_digits(p))
        && parts[0] < "24"
        && parts[1] < "60"
        && parts.get(2).is_none_or(|s| *s <= "60");
    if !fields_ok {
        return Rfc822::Invalid;
    }
    let numeric =
        zone.len() == 5 && matches!(zone.as_bytes()[0], b'+' | b'-') && all_digits(&zone[1..]);
    let named = ZONES.contains(&zone);
    let military = zone.len() == 1 && zone.bytes().all(|b| b.is_ascii_alphabetic() && b != b'J');
    if numeric && zone[3..] >= *"60" {
        // Minutes of 60 or more in the offset: read differently by each reader.
        problematic = true;
    } else if numeric || named {
        // A zone in the wrong case or a military letter reads as
        // something else to many readers.
    } else if military || ZONES.iter().any(|z| z.eq_ignore_ascii_case(zone)) {
        problematic = true;
    } else {
        return Rfc822::Invalid;
    }
    if wrong_weekday {
        // Only once the rest is in form: a date wrong in two ways is wrong in its form.
        Rfc822::WrongWeekday
    } else if problematic {
        Rfc822::Problematic
    } else {
        Rfc822::Valid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc822_forms_against_their_near_misses() {
        assert_eq!(rfc822("Thu, 25 Jun 2026 10:30:00 GMT"), Rfc822::Valid);
        assert_eq!(rfc822("25 Jun 2026 10:30 +0200"), Rfc822::Valid);
        assert_eq!(rfc822("Thu, 25 Jun 26 10:30:00 GMT"), Rfc822::Problematic);
        assert_eq!(rfc822("2026-06-25T10:30:00Z"), Rfc822::Invalid);
        // A weekday that is not the date's, in a date otherwise in form.
        assert_eq!(
            rfc822("Fri, 25 Jun 2026 10:30:00 GMT"),
            Rfc822::WrongWeekday
        );
        assert_eq!(rfc822("Fri, 25 Jun 2026 10:30:00 XYZ"), Rfc822::Invalid);
    }

    #[test]
    fn each_form_against_its_near_misses() {
        assert!(is_rfc3339("2026-06-25T10:30:00Z"));
        assert!(is_rfc3339("2026-06-25T10:30:00.25+02:00"));
        assert!(!is_rfc3339("2026-06-25t10:30:00z"));
        assert!(!is_rfc3339("2026-06-25 10:30:00Z"));
        assert!(!is_rfc3339("2026-02-30T10:30:00Z"));
        assert!(!is_rfc3339("2026-06-25T10:30Z"));
    }
}
