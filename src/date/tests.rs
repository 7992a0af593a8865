//! One test per row of `SHAPES`, then the repairs, the refusals, the
//! formatters and a no-panic sweep.

use super::*;

/// `parse(input)` as RFC 3339 plus its quirk, or `None`.
fn read(input: &str) -> Option<(String, Option<DateQuirk>)> {
    parse(input).map(|p| (format_rfc3339(&p.value), p.quirk))
}

/// Checks that `shape` reads every case, and that `parse` agrees.
fn check(shape: Shape, cases: &[(&str, &str, Option<DateQuirk>)]) {
    for &(input, want, quirk) in cases {
        let got = shape(&Input::new(input)).map(|p| (format_rfc3339(&p.value), p.quirk));
        assert_eq!(got, Some((want.to_owned(), quirk)), "shape on {input:?}");
        assert_eq!(read(input), got, "parse on {input:?}");
    }
}

use DateQuirk::*;

/// `cases! { shape: input => rfc3339, quirk; ... }`, one case per line.
macro_rules! cases {
    ($shape:ident: $($input:expr => $want:expr, $quirk:expr;)*) => {
        check($shape, &[$(($input, $want, $quirk)),*])
    };
}

#[test]
fn rfc2822_and_repairs() {
    cases! { rfc2822:
        "Thu, 25 Jun 2026 00:00:00 GMT" => "2026-06-25T00:00:00+00:00", None;
        "  Thu, 25 Jun 2026 00:00:00 +0200\n" => "2026-06-25T00:00:00+02:00", None;
        "25 Jun 2026 00:00 -0000" => "2026-06-25T00:00:00+00:00", None;
        "thu, 25 jun 2026 00:00:00 est" => "2026-06-25T00:00:00-05:00", None;
        "Thu, 25 Jun 2026 00:00:00 +0000 (UTC)" => "2026-06-25T00:00:00+00:00", None;
        "Fri,24 Nov 2023 18:28:36 -0000" => "2023-11-24T18:28:36+00:00", None;
        "Thu,, 25 Jun 2026 00:00:00 GMT" => "2026-06-25T00:00:00+00:00", Some(NonStandardForm);
        "Mon, 13 Feb, 2012 06:28:00 UTC" => "2012-02-13T06:28:00+00:00", Some(NonStandardForm);
        "Thu. 25 Jun. 2026 00:00:00 GMT" => "2026-06-25T00:00:00+00:00", Some(NonStandardForm);
        "Sunday, 06-Nov-94 08:49:37 GMT" => "1994-11-06T08:49:37+00:00", Some(NonStandardForm);
        "Wed, 25 Jun 2026 00:00:00 GMT" => "2026-06-25T00:00:00+00:00", Some(WrongWeekday);
        "Thursday, 25 June 2026 00:00:00 GMT" => "2026-06-25T00:00:00+00:00", Some(LongNames);
        "Fri, 25 Sept 2026 00:00:00 GMT" => "2026-09-25T00:00:00+00:00", Some(LongNames);
        "12 October 2026" => "2026-10-12T00:00:00+00:00", Some(LongNames);
        "Thurs, 25 Jun 2026 00:00:00 GMT" => "2026-06-25T00:00:00+00:00", Some(LongNames);
        "Κυρ, 11 Ιούλ 2004 12:00:00 EST" => "2004-07-11T12:00:00-05:00", Some(LocalisedNames);
        "Thu, 25 Jun 26 00:00:00 GMT" => "2026-06-25T00:00:00+00:00", Some(TwoDigitYear);
        "Fri, 25 Jun 99 00:00:00 GMT" => "1999-06-25T00:00:00+00:00", Some(TwoDigitYear);
        "Thu, 01 Jan 2004" => "2004-01-01T00:00:00+00:00", Some(ReducedPrecision);
        "Thu, 25 Jun 2026 09:30 GMT" => "2026-06-25T09:30:00+00:00", None;
        "Thu, 25 Jun 2026 9:05:00 GMT" => "2026-06-25T09:05:00+00:00", Some(NonStandardForm);
        "Thu, 25 Jun 2026 24:00:00 GMT" => "2026-06-26T00:00:00+00:00", Some(NonStandardForm);
        "Thu, 25 Jun 2026 09:30:00" => "2026-06-25T09:30:00+00:00", Some(AssumedUtc);
        "Thu, 25 Jun 2026 00:00:00 CEST" => "2026-06-25T00:00:00+02:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 AEST" => "2026-06-25T00:00:00+10:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 IST" => "2026-06-25T00:00:00+05:30", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 MEST" => "2026-06-25T00:00:00+02:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 PT" => "2026-06-25T00:00:00-08:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 GMT+0000" => "2026-06-25T00:00:00+00:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 GMT+2" => "2026-06-25T00:00:00+02:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 GMT-01:01" => "2026-06-25T00:00:00-01:01", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 Etc/GMT" => "2026-06-25T00:00:00+00:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 Etc/GMT+5" => "2026-06-25T00:00:00-05:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 N" => "2026-06-25T00:00:00+01:00", Some(NamedZone);
        "Thu, 25 Jun 2026 00:00:00 Z" => "2026-06-25T00:00:00+00:00", None;
        "Thu, 25 Jun 2026 00:00:00 +02:00" => "2026-06-25T00:00:00+02:00", Some(NonStandardForm);
        "Thu, 25 Jun 2026 00:00:00 XYZ" => "2026-06-25T00:00:00+00:00", Some(UnknownZone);
    }
}

#[test]
fn iso8601_rfc3339_w3cdtf() {
    cases! { iso8601:
        "2003-12-31T10:14:55Z" => "2003-12-31T10:14:55+00:00", None;
        "2003-12-31T10:14:55-08:00" => "2003-12-31T10:14:55-08:00", None;
        "2003-12-31t10:14:55.1234z" => "2003-12-31T10:14:55.123400+00:00", None;
        "2003-12-31 10:14:55.123456789123+01:00" => "2003-12-31T10:14:55.123456789+01:00", None;
        "2016-12-31T23:59:60Z" => "2016-12-31T23:59:60+00:00", None;
        "2003" => "2003-01-01T00:00:00+00:00", Some(ReducedPrecision);
        "2003-12" => "2003-12-01T00:00:00+00:00", Some(ReducedPrecision);
        "2003-12-31" => "2003-12-31T00:00:00+00:00", Some(ReducedPrecision);
        "2003-12-31T10:14:55" => "2003-12-31T10:14:55+00:00", Some(AssumedUtc);
        "2026-10-12 14:00" => "2026-10-12T14:00:00+00:00", Some(MissingSeconds);
        "2003-12-31T10:14:55+0100" => "2003-12-31T10:14:55+01:00", Some(NonStandardForm);
        "2003-12-31T10:14:55+01" => "2003-12-31T10:14:55+01:00", Some(NonStandardForm);
        "2004-07-08 23:56:58 -00:20" => "2004-07-08T23:56:58-00:20", Some(NonStandardForm);
        "2026-10-12 14:00:00 CEST" => "2026-10-12T14:00:00+02:00", Some(NamedZone);
        "20031231" => "2003-12-31T00:00:00+00:00", Some(NonStandardForm);
        "20031231T235959Z" => "2003-12-31T23:59:59+00:00", Some(NonStandardForm);
        "2003-335" => "2003-12-01T00:00:00+00:00", Some(NonStandardForm);
        "2003335" => "2003-12-01T00:00:00+00:00", Some(NonStandardForm);
        "2003-012-31T10:14:55+00:00" => "2003-12-31T10:14:55+00:00", Some(NonStandardForm);
        "2026-10-12T24:00:00Z" => "2026-10-13T00:00:00+00:00", Some(NonStandardForm);
        "03-12-31" => "2003-12-31T00:00:00+00:00", Some(TwoDigitYear);
        "031231" => "2003-12-31T00:00:00+00:00", Some(TwoDigitYear);
        "03-335" => "2003-12-01T00:00:00+00:00", Some(TwoDigitYear);
        "-0312" => "2003-12-01T00:00:00+00:00", Some(TwoDigitYear);
        "-03-12" => "2003-12-01T00:00:00+00:00", Some(TwoDigitYear);
        "2004-július-13T9:15-05:00" => "2004-07-13T09:15:00-05:00", Some(LocalisedNames);
        "2004-augusztus-13" => "2004-08-13T00:00:00+00:00", Some(LocalisedNames);
        "2004-Jul-13" => "2004-07-13T00:00:00+00:00", Some(NonStandardForm);
        "2005-5-28 16:05:36" => "2005-05-28T16:05:36+00:00", Some(NonStandardForm);
        "2005-05-8" => "2005-05-08T00:00:00+00:00", Some(NonStandardForm);
    }
}

#[test]
fn asctime_and_twitter() {
    cases! { asctime:
        "Sun Jan  4 16:29:06 2004" => "2004-01-04T16:29:06+00:00", Some(NonStandardForm);
        "Sun Jul 15 01:16:00 +0000 2012" => "2012-07-15T01:16:00+00:00", Some(NonStandardForm);
    }
}

#[test]
fn month_first_javascript_and_prose() {
    let js = "Thu Jun 25 2026 00:00:00 GMT+0200 (Central European Summer Time)";
    cases! { month_first:
        js => "2026-06-25T00:00:00+02:00", Some(NonStandardForm);
        "Thu Aug 30 2012 17:26:16 +0200" => "2012-08-30T17:26:16+02:00", Some(NonStandardForm);
        "October 12, 2026" => "2026-10-12T00:00:00+00:00", Some(NonStandardForm);
        "Oct 12, 2026" => "2026-10-12T00:00:00+00:00", Some(NonStandardForm);
        "Monday, October 12, 2026" => "2026-10-12T00:00:00+00:00", Some(NonStandardForm);
        "Dec. 9, 2019, 6:11 p.m." => "2019-12-09T18:11:00+00:00", Some(NonStandardForm);
        "Dec. 9, 2019, 12:11 a.m." => "2019-12-09T00:11:00+00:00", Some(NonStandardForm);
        "October 12, 2026 at 6:00PM EDT" => "2026-10-12T18:00:00-04:00", Some(NonStandardForm);
    }
}

#[test]
fn numeric_dates() {
    cases! { numeric:
        "Fri, 2006/09/15 08:19:53 EDT" => "2006-09-15T08:19:53-04:00", Some(NonStandardForm);
        "2026.10.12" => "2026-10-12T00:00:00+00:00", Some(NonStandardForm);
        "31.05.2017" => "2017-05-31T00:00:00+00:00", Some(NonStandardForm);
        "31.05.2017 14:30" => "2017-05-31T14:30:00+00:00", Some(NonStandardForm);
        "8/21/2018 9:00:00 AM" => "2018-08-21T09:00:00+00:00", Some(NonStandardForm);
        "8/21/2018 9:00:00 PM" => "2018-08-21T21:00:00+00:00", Some(NonStandardForm);
        "21/8/2018" => "2018-08-21T00:00:00+00:00", Some(NonStandardForm);
    }
}

#[test]
fn korean_onblog_form() {
    cases! { korean_onblog:
        "2004년 05월 28일  01:31:15" => "2004-05-28T01:31:15+09:00", Some(NonStandardForm);
        "2004년 5월 28일" => "2004-05-28T00:00:00+09:00", Some(NonStandardForm);
    }
}

#[test]
fn korean_nate_form() {
    cases! { korean_nate:
        "2004-05-25 오후 11:23:17" => "2004-05-25T23:23:17+09:00", Some(NonStandardForm);
        "2004-05-25 오전 11:23:17" => "2004-05-25T11:23:17+09:00", Some(NonStandardForm);
    }
}

#[test]
fn seed_prose_dates() {
    // As written on the blog index in seeds/004: "October 12, 2026".
    for (n, month) in (1..).zip(MONTHS) {
        let (first, rest) = month.split_at(1);
        let p = parse(&format!("{}{rest} 9, 2026", first.to_uppercase())).unwrap();
        assert_eq!(
            p.value.date_naive(),
            NaiveDate::from_ymd_opt(2026, n, 9).unwrap()
        );
    }
}

#[test]
fn impossible_or_unreadable() {
    for input in [
        "",
        " ",
        "Thu",
        "25 Jun",
        "Jun 25",
        "12:00",
        "22013",
        "03335",
        "013",
        "Thu, 31 Jun 2026 00:00:00 GMT",
        "Sun, 29 Feb 2026 00:00:00 GMT",
        "2026-06-31",
        "Thu, 25 Jun 2026 25:00:00 GMT",
        "Thu, 25 Jun 2026 10:61:00 GMT",
        "Thu, 25 Jun 2026 24:00:01 GMT",
        "2003-12-31T10:14:61Z",
        "Thu, 25 Jun 10000 00:00:00 GMT",
        "10000-01-01",
        "9999-12-31T23:59:59-01:00",
        "0000-01-01T00:00:00+01:00",
        "Sun, 31 Dec 9999 23:59:59 -9999",
        "Thu, 25 Jun 2026 00:00:00 +2400",
        "Thu, 25 Jun 2026 00:00:00 +zz:00",
        "Thu, 25 Jun 2026 00:00:00 GMT GMT",
        "Thu, 25 Jun 2026 00:00:00 junk",
        "Thu, 25 Jun 2026 13:00 PM",
        "0000-00-00",
        "2013-01-27-01",
        "2013-01-28T11:30:00-06:00Textra",
        "2003T10:00",
        "2003-12T10:00",
        "junk 25 2026",
        "Sun, 16 Dec 2012 1:2:3:4 GMT",
        "Thu, 25 Jun 2026 (unclosed",
        "Thu, 25 Jun 2026 00:00:00 GMT)",
        "1.2.3",
        "13/13/2026",
    ] {
        assert_eq!(read(input), None, "{input:?}");
    }
}

#[test]
fn formats_keep_the_offset() {
    let p = parse("2026-06-25T09:30:00.5-04:30").unwrap();
    assert_eq!(format_rfc3339(&p.value), "2026-06-25T09:30:00.500-04:30");
    assert_eq!(format_rfc2822(&p.value), "Thu, 25 Jun 2026 09:30:00 -0430");
    let utc = parse("Thu, 25 Jun 2026 00:00:00 GMT").unwrap();
    assert_eq!(
        format_rfc2822(&utc.value),
        "Thu, 25 Jun 2026 00:00:00 +0000"
    );
    assert_eq!(format_rfc3339(&utc.value), "2026-06-25T00:00:00+00:00");
    // Values this module would refuse are still written, never a panic.
    let far = NaiveDate::from_ymd_opt(12345, 1, 1)
        .unwrap()
        .and_time(NaiveTime::MIN);
    let far = FixedOffset::east_opt(0).unwrap().from_utc_datetime(&far);
    assert!(format_rfc2822(&far).contains("12345"));
    assert!(format_rfc3339(&far).contains("12345"));
}

#[test]
fn quirk_names_and_messages() {
    let all = [
        AssumedUtc,
        NamedZone,
        UnknownZone,
        TwoDigitYear,
        WrongWeekday,
        LongNames,
        LocalisedNames,
        ReducedPrecision,
        MissingSeconds,
        NonStandardForm,
    ];
    for q in all {
        let msg = q.to_string();
        assert!(!msg.ends_with('.'), "{msg}");
        assert!(msg.starts_with(|c: char| c.is_lowercase()), "{msg}");
    }
    assert_eq!(
        serde_json::to_string(&AssumedUtc).unwrap(),
        "\"assumed_utc\""
    );
    assert_eq!(
        serde_json::from_str::<DateQuirk>("\"two_digit_year\"").unwrap(),
        TwoDigitYear
    );
}

#[test]
fn never_panics() {
    let seeds = [
        "Thu, 25 Jun 2026 00:00:00 GMT",
        "2003-12-31T10:14:55.1234+01:00",
        "Sun Jan  4 16:29:06 2004",
        "Thu Jun 25 2026 00:00:00 GMT+0200 (CEST)",
        "Dec. 9, 2019, 6:11 p.m.",
        "8/21/2018 9:00:00 AM",
        "2004년 05월 28일 01:31:15",
        "2004-05-25 오후 11:23:17",
        "2004-július-13T9:15-05:00",
        "-03-12",
    ];
    let odd = [
        "",
        "-",
        "+",
        ":",
        ".",
        ",",
        "(",
        ")",
        "T",
        "Z",
        "0",
        "00",
        "0000-00-00",
        "99999999999999999999",
        "-99999999999",
        "+99:99",
        "24:00",
        "60",
        "ÿ",
        "日本",
        "🎉",
        "\u{0}",
        "\u{200b}",
        "Ⅻ",
        "٣",
        "１２",
        "GMT+",
        "Etc/",
        "at",
        "@",
        "p.m.",
        "Σ",
        "İ",
        "ǅ",
    ];
    let mut inputs: Vec<String> = Vec::new();
    for s in seeds {
        // Every prefix and suffix, and every character replaced by an odd piece.
        for (i, _) in s.char_indices() {
            inputs.extend([s[..i].to_owned(), s[i..].to_owned()]);
            for piece in odd {
                let rest = s[i..].chars().skip(1).collect::<String>();
                inputs.push(format!("{}{piece}{rest}", &s[..i]));
            }
        }
    }
    for a in odd {
        for b in odd {
            inputs.push(format!("{a}{b}"));
            inputs.push(format!("{a} {b} {a}"));
        }
    }
    inputs.push("9".repeat(10_000));
    inputs.push("Thu, ".repeat(60));
    inputs.push("(".repeat(200));
    inputs.push(format!("Thu, 25 Jun 2026 00:00:00.{} GMT", "9".repeat(200)));
    assert!(inputs.len() > 500);
    for input in &inputs {
        // Whatever is read is written back in a form read again unrepaired.
        if let Some(p) = parse(input) {
            let atom = parse(&format_rfc3339(&p.value));
            assert_eq!(
                atom,
                Some(ParsedDate {
                    quirk: None,
                    ..p.clone()
                }),
                "{input:?}"
            );
            let rss = parse(&format_rfc2822(&p.value)).unwrap();
            assert_eq!(rss.quirk, None, "{input:?}");
            assert_eq!(rss.value.timestamp(), p.value.timestamp(), "{input:?}");
            assert_eq!(rss.value.offset(), p.value.offset(), "{input:?}");
        }
    }
}

/// Found by the `dates` fuzz target: a comma decimal fraction in a basic ISO
/// time with a two-digit year. The fraction is kept (RFC 3339 writes it;
/// RFC 2822, which has none, drops it).
#[test]
fn fuzz_regression_comma_fraction_in_basic_time() {
    let p = parse("26-09-01T002742,7").expect("a date");
    assert_eq!(p.value.to_rfc3339(), "2026-09-01T00:27:42.700+00:00");
    let atom = parse(&format_rfc3339(&p.value)).expect("reads back");
    assert_eq!(atom.value, p.value);
    let rss = parse(&format_rfc2822(&p.value)).expect("reads back");
    assert_eq!(rss.value.timestamp(), p.value.timestamp());
}

/// The byte-by-byte reader of canonical RFC 2822 is a shortcut, not a
/// shape of its own: it takes the common forms, and on any string it
/// accepts it must agree with the prose reader.
#[test]
fn canonical_rfc2822_shortcut_takes_the_common_forms() {
    for input in [
        "Sat, 30 Nov 2024 16:14:00 GMT",
        "Sat, 30 Nov 2024 12:43:18 +0000",
        "Thu, 05 Jun 2025 23:59:59 -0730",
        "5 Jun 2025 00:00:00 UT",
        "Thu, 25 Jun 2026 00:00:00 Z",
        "Wed, 17 Jan 2018 15:50:00 EST",
        "Mon, 21 Jan 2008 08:56:00 PDT",
        "Tue,  9 Mar 2021 05:09:40 +0000",
        "Tue, 4 Nov 2025 14:25:56  EST",
    ] {
        let fast = canonical_rfc2822(input).map(|p| (format_rfc3339(&p.value), p.quirk));
        assert!(fast.is_some(), "{input:?} not taken");
        assert_eq!(
            fast,
            rfc2822(&Input::new(input)).map(|p| (format_rfc3339(&p.value), p.quirk)),
            "{input:?}"
        );
    }
    // Declined: a wrong weekday (a repair to report), lower-case names, a
    // zone name outside RFC 822, no seconds, a tab, a comma out of place.
    for input in [
        "Fri, 30 Nov 2024 16:14:00 GMT",
        "sat, 30 nov 2024 16:14:00 GMT",
        "Sat, 30 Nov 2024 16:14:00 CEST",
        "Sat, 30 Nov 2024 16:14 GMT",
        "Sat, 30 Nov 2024\t16:14:00 GMT",
        "Sat 30 Nov, 2024 16:14:00 GMT",
    ] {
        assert_eq!(canonical_rfc2822(input), None, "{input:?}");
    }
}

proptest::proptest! {
    // Most generated strings are declined: enough cases for many accepted.
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2048))]
    #[test]
    fn canonical_rfc2822_shortcut_agrees_with_the_prose_reader(
        weekday in proptest::option::of(proptest::sample::select(vec!["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Xyz"])),
        day in "[0-9]{1,3}",
        month in proptest::sample::select(vec!["Jan", "Feb", "Jun", "Sep", "Dec", "Foo"]),
        year in "[0-9]{4}",
        time in "[0-9]{2}:[0-9]{2}:[0-9]{2}",
        zone in proptest::sample::select(vec!["GMT", "UT", "Z", "+0000", "-0530", "+2400", "+0060", "+05", "EST", "PDT", "CEST", "est"]),
        gaps in proptest::collection::vec(proptest::sample::select(vec![" ", " ", " ", " ", "  ", "\t", ", "]), 5),
    ) {
        let weekday = weekday.map(|w| format!("{w},{}", gaps[0])).unwrap_or_default();
        let input = format!("{weekday}{day}{}{month}{}{year}{}{time}{}{zone}", gaps[1], gaps[2], gaps[3], gaps[4]);
        if let Some(fast) = canonical_rfc2822(&input) {
            let slow = rfc2822(&Input::new(&input)).map(|p| (format_rfc3339(&p.value), p.quirk));
            proptest::prop_assert_eq!(Some((format_rfc3339(&fast.value), fast.quirk)), slow, "{}", input);
        }
    }
}

/// What a parsed date is, offset included (`DateTime` equality compares
/// instants only).
fn exactly(p: Option<ParsedDate>) -> Option<(chrono::NaiveDateTime, i32, Option<DateQuirk>)> {
    p.map(|p| {
        (
            p.value.naive_local(),
            p.value.offset().local_minus_utc(),
            p.quirk,
        )
    })
}

/// The by-position reader of canonical RFC 3339 is a shortcut as well: it
/// takes what nearly every Atom feed writes, and agrees with `iso8601`.
#[test]
fn canonical_rfc3339_shortcut_takes_the_common_forms() {
    for input in [
        "2018-01-31T20:15:15Z",
        "2024-11-30t16:14:00z",
        "2024-11-30T16:14:00+02:00",
        "2024-11-30T16:14:00-07:30",
        "2024-11-30T16:14:00.5Z",
        "2024-11-30T16:14:00.123456789012+01:00",
        "2016-12-31T23:59:60Z",
        "2024-11-30T24:00:00Z",
    ] {
        let fast = exactly(canonical_rfc3339(input));
        assert!(fast.is_some(), "{input:?} not taken");
        assert_eq!(fast, exactly(iso8601(&Input::new(input))), "{input:?}");
    }
    // Declined: a repair to report, or no RFC 3339 at all.
    for input in [
        "2024-11-30T16:14:00",
        "2024-11-30T16:14Z",
        "2024-11-30T16:14:00+0200",
        "2024-11-30T16:14:00.Z",
        "2024-11-30T16:14:00,5Z",
        "2024-11-30 16:14:00Z",
        "2024-11-30T16:14:00 GMT",
        "2024-02-30T16:14:00Z",
        "2024-11-30T16:14:00+24:00",
    ] {
        assert_eq!(exactly(canonical_rfc3339(input)), None, "{input:?}");
    }
}

proptest::proptest! {
    #[test]
    fn canonical_rfc3339_shortcut_agrees_with_iso8601(
        date in "[0-9]{4}-[0-9]{2}-[0-9]{2}",
        t in proptest::sample::select(vec!["T", "t"]),
        time in "[0-9]{2}:[0-9]{2}:[0-9]{2}",
        fraction in proptest::option::of("[.,][0-9]{0,12}"),
        zone in proptest::sample::select(vec!["Z", "z", "+00:00", "-05:30", "+23:59", "+24:00", "+05:60", "+0500", ""]),
    ) {
        let input = format!("{date}{t}{time}{}{zone}", fraction.unwrap_or_default());
        if let Some(fast) = canonical_rfc3339(&input) {
            proptest::prop_assert_eq!(exactly(Some(fast)), exactly(iso8601(&Input::new(&input))), "{}", input);
        }
    }
}

#[test]
fn english_ordinal_days() {
    let cases = [
        ("June 25th, 2026", "2026-06-25T00:00:00+00:00"),
        (
            "Thursday, June 25th 2026 10:00 AM EDT",
            "2026-06-25T10:00:00-04:00",
        ),
        ("1st January 2026", "2026-01-01T00:00:00+00:00"),
        ("22nd Feb 2026 13:00:00 GMT", "2026-02-22T13:00:00+00:00"),
        ("3rd Mar 2026", "2026-03-03T00:00:00+00:00"),
        ("Mon, 02 Mar 2026 07:40:00 MEZ", "2026-03-02T07:40:00+01:00"),
    ];
    for (input, want) in cases {
        let (got, quirk) = read(input).unwrap_or_else(|| panic!("unread: {input:?}"));
        assert_eq!(got, want, "{input:?}");
        // Each is a repair, never silent.
        assert!(quirk.is_some(), "{input:?} read with no quirk");
    }
    // A suffix that is no ordinal, or a day too long, is no day.
    assert_eq!(read("June 25xx, 2026"), None);
    assert_eq!(read("June 125th, 2026"), None);
}

#[test]
fn western_european_month_and_day_names() {
    cases! { rfc2822:
        "Do, 22 Dez 2016 10:00:00 +0100" => "2016-12-22T10:00:00+01:00", Some(LocalisedNames);
        "Seg, 24 Set 2018 12:00:00 -0300" => "2018-09-24T12:00:00-03:00", Some(LocalisedNames);
        "zo, 3 mrt 2019 10:00:00 +0100" => "2019-03-03T10:00:00+01:00", Some(LocalisedNames);
        "Mi, 11 Mär 2020 10:00:00 +0100" => "2020-03-11T10:00:00+01:00", Some(LocalisedNames);
        "lun, 03 févr 2020 09:00:00 +0100" => "2020-02-03T09:00:00+01:00", Some(LocalisedNames);
        "gio, 14 ago 2025 08:30:00 +0200" => "2025-08-14T08:30:00+02:00", Some(LocalisedNames);
    }
    // "mar" before a day and a month is Tuesday; after a day it is still March.
    assert_eq!(
        read("mar., 24 sept. 2019 10:00:00 +0200").map(|r| r.0),
        Some("2019-09-24T10:00:00+02:00".to_owned())
    );
    assert_eq!(
        read("25 mar 2018 10:00:00 GMT").map(|r| r.0),
        Some("2018-03-25T10:00:00+00:00".to_owned())
    );
    // Spanish and Portuguese join the parts with "de".
    assert_eq!(
        read("24 de septiembre de 2018").map(|r| r.0),
        Some("2018-09-24T00:00:00+00:00".to_owned())
    );
    assert_eq!(
        read("segunda-feira, 24 de setembro de 2018 12:00").map(|r| r.0),
        Some("2018-09-24T12:00:00+00:00".to_owned())
    );
    // A weekday that does not match still leaves the date to the day and month.
    assert_eq!(
        read("Fr, 22 Dez 2016 10:00:00 +0100").map(|r| r.0),
        Some("2016-12-22T10:00:00+01:00".to_owned())
    );
}
