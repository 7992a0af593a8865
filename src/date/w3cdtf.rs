//! The W3C's profile of ISO 8601 (<https://www.w3.org/TR/NOTE-datetime>),
//! which Dublin Core dates use: it allows reduced precision (a year, a
//! month, a day, minutes without seconds) that RFC 3339 does not.

/// Whether `text` is in one of the six W3CDTF forms: `YYYY`, `YYYY-MM`,
/// `YYYY-MM-DD`, then `Thh:mm`, `Thh:mm:ss` or `Thh:mm:ss.s+`, each with a
/// zone (`Z` or `±hh:mm`). The digits are not range-checked here: reading
/// the date does that.
pub(crate) fn is_w3cdtf(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |from: usize, n: usize| {
        b.get(from..from + n)
            .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
    };
    let at = |i: usize, c: u8| b.get(i) == Some(&c);
    if !digits(0, 4) {
        return false;
    }
    match b.len() {
        4 => return true,
        7 => return at(4, b'-') && digits(5, 2),
        10 => return at(4, b'-') && digits(5, 2) && at(7, b'-') && digits(8, 2),
        _ => {}
    }
    let date = at(4, b'-') && digits(5, 2) && at(7, b'-') && digits(8, 2);
    if !(date && at(10, b'T') && digits(11, 2) && at(13, b':') && digits(14, 2)) {
        return false;
    }
    let mut i = 16;
    if at(i, b':') {
        if !digits(i + 1, 2) {
            return false;
        }
        i += 3;
    } else if at(i, b'.') {
        // A fraction needs seconds.
        return false;
    }
    super::forms::fraction_and_zone(b, i, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_form_against_its_near_misses() {
        assert!(is_w3cdtf("2005"));
        assert!(is_w3cdtf("2005-07-04"));
        assert!(is_w3cdtf("2005-07-04T10:30+02:00"));
        assert!(is_w3cdtf("2005-07-04T10:30:15.25Z"));
        assert!(!is_w3cdtf("2005-07-04T10:30")); // a time needs a zone
        assert!(!is_w3cdtf("Mon, 04 Jul 2005"));
    }
}
