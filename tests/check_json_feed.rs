//! `feedwright check` on JSON Feed, tested by mutation from the member table
//! (`check::json_members`): from a valid feed holding every member, each
//! case makes one change (drops a member, gives it a value of another JSON
//! type or of the wrong form, repeats an id, ...) and expects exactly the
//! findings that change makes, at their paths and line:column, and nothing
//! else. Positions are found independently: a value's start does not move
//! when the value changes, so a probe string put in its place finds it.

mod common;

use feedwright::check::json_members::{Form, Level, Member, Version, DIFFERENT, MEMBERS, ONE_OF};
use feedwright::check::{validate, ProblemKind};
use serde_json::{json, Value};

const PROBE: &str = "PROBE-b7e1c2";
const V1_0: &str = "https://jsonfeed.org/version/1";

#[derive(Clone, Debug)]
enum Step {
    Key(&'static str),
    Index(usize),
}

type Path = Vec<Step>;

fn show(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        match step {
            Step::Key(k) if out.is_empty() => out.push_str(k),
            Step::Key(k) => {
                out.push('.');
                out.push_str(k);
            }
            Step::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

fn with(path: &[Step], step: Step) -> Path {
    let mut out = path.to_vec();
    out.push(step);
    out
}

fn person() -> Value {
    json!({"name": "Ann", "url": "https://example.org/ann", "avatar": "https://example.org/ann.png"})
}

/// A JSON Feed 1.1 with every member of the table, valid.
fn base() -> Value {
    json!({
        "version": "https://jsonfeed.org/version/1.1",
        "title": "Feed",
        "home_page_url": "https://example.org/",
        "feed_url": "https://example.org/feed.json",
        "description": "About",
        "user_comment": "For people reading the source",
        "next_url": "https://example.org/feed.json?page=2",
        "icon": "https://example.org/icon.png",
        "favicon": "https://example.org/favicon.ico",
        "author": person(),
        "authors": [person()],
        "language": "en-US",
        "expired": false,
        "hubs": [{"type": "WebSub", "url": "https://hub.example.org/"}],
        "items": [
            {
                "id": "1",
                "url": "https://example.org/1",
                "external_url": "https://elsewhere.example.com/",
                "title": "One",
                "content_html": "<p>One</p>",
                "content_text": "One",
                "summary": "The first",
                "image": "https://example.org/1.png",
                "banner_image": "https://example.org/1-banner.png",
                "date_published": "2026-06-25T10:00:00Z",
                "date_modified": "2026-06-26T10:00:00+02:00",
                "author": person(),
                "authors": [person()],
                "tags": ["a", "b"],
                "language": "en",
                "attachments": [{
                    "url": "https://example.org/1.mp3",
                    "mime_type": "audio/mpeg",
                    "title": "Audio",
                    "size_in_bytes": 1000,
                    "duration_in_seconds": 60
                }]
            },
            {"id": "2", "content_text": "Two"}
        ]
    })
}

/// Where objects of each level are in [`base`].
fn instances(level: Level) -> Vec<Path> {
    use Step::*;
    match level {
        Level::Feed => vec![vec![]],
        Level::Item => vec![vec![Key("items"), Index(0)]],
        Level::Author => vec![
            vec![Key("author")],
            vec![Key("authors"), Index(0)],
            vec![Key("items"), Index(0), Key("author")],
            vec![Key("items"), Index(0), Key("authors"), Index(0)],
        ],
        Level::Attachment => vec![vec![Key("items"), Index(0), Key("attachments"), Index(0)]],
        Level::Hub => vec![vec![Key("hubs"), Index(0)]],
        _ => unreachable!("a level the test does not know"),
    }
}

fn at<'v>(value: &'v mut Value, path: &[Step]) -> &'v mut Value {
    path.iter().fold(value, |v, step| match step {
        Step::Key(k) => &mut v[*k],
        Step::Index(i) => &mut v[*i],
    })
}

fn object<'v>(value: &'v mut Value, path: &[Step]) -> &'v mut serde_json::Map<String, Value> {
    at(value, path).as_object_mut().expect("an object")
}

/// One expected finding: rule, path, and where.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Found {
    rule: String,
    path: String,
    line: u32,
    column: u32,
}

/// Where a change is found.
#[derive(Clone, Copy)]
enum Place {
    /// The value at the path.
    Value,
    /// The key of the member at the path.
    Key,
}

/// One mutation: the document, and what `check` must say of it.
struct Case {
    name: String,
    doc: Value,
    /// (rule, path of the finding, path of what to locate, how).
    expect: Vec<(&'static str, Path, Path, Place)>,
}

fn line_column(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    (line as u32, column as u32)
}

/// The line and column of the value at `path` (or its key) in `doc` as written.
fn locate(doc: &Value, path: &[Step], place: Place) -> (u32, u32) {
    let mut probe = doc.clone();
    *at(&mut probe, path) = json!(PROBE);
    let text = serde_json::to_string_pretty(&probe).unwrap();
    let offset = text.find(&format!("\"{PROBE}\"")).expect("probe");
    let offset = match (place, path.last()) {
        (Place::Key, Some(Step::Key(key))) => text[..offset].rfind(&format!("\"{key}\"")).unwrap(),
        _ => offset,
    };
    line_column(&text, offset)
}

fn run(case: &Case) -> Result<(), String> {
    let text = serde_json::to_string_pretty(&case.doc).unwrap();
    let report = validate(text.as_bytes()).map_err(|e| format!("{}: {e}", case.name))?;
    // The round trip is its own check (of the reader and writer, `info`
    // only); what a change to the document breaks is a spec or reader finding.
    let mut got: Vec<Found> = report
        .problems
        .iter()
        .filter(|p| p.kind != ProblemKind::RoundTrip)
        .map(|p| Found {
            rule: p.rule.clone(),
            path: p.path.clone().unwrap_or_default(),
            line: p.position.line,
            column: p.position.column,
        })
        .collect();
    let mut want: Vec<Found> = case
        .expect
        .iter()
        .map(|(rule, path, target, place)| {
            let (line, column) = locate(&case.doc, target, *place);
            Found {
                rule: (*rule).to_owned(),
                path: show(path),
                line,
                column,
            }
        })
        .collect();
    got.sort();
    want.sort();
    if got == want {
        Ok(())
    } else {
        Err(format!("{}:\n  want {want:?}\n  got  {got:?}", case.name))
    }
}

/// The findings an empty object of `level` at `path` has: each required
/// member and each group of which one is needed, at the object.
fn empty_object_findings(level: Level, path: &[Step]) -> Vec<(&'static str, Path, Path, Place)> {
    let mut out = Vec::new();
    for row in MEMBERS.iter().filter(|r| r.level == level) {
        if let Some(rule) = row.required {
            out.push((
                rule.id,
                with(path, Step::Key(row.name)),
                path.to_vec(),
                Place::Value,
            ));
        }
    }
    for (l, _, rule) in ONE_OF {
        if *l == level {
            out.push((rule.id, path.to_vec(), path.to_vec(), Place::Value));
        }
    }
    out
}

/// A string of the wrong form for `form`, and the rule it breaks.
fn bad_strings(row: &Member) -> Vec<(&'static str, &'static str)> {
    let mut out = match row.form {
        Form::Url => vec![
            ("/relative/path", "url-relative"),
            ("https://exa mple.org/", "uri-characters"),
            ("https://[::1/", "url-invalid"),
        ],
        Form::Date => vec![
            ("25 June 2026", "json-date-rfc3339"),
            ("2026-06-25", "json-date-rfc3339"),
        ],
        Form::Language => vec![("english language", "language")],
        Form::MimeType => vec![("mpeg", "json-mime-type")],
        Form::Version => vec![
            ("2.0", "json-feed-version"),
            (
                "https://jsonfeed.org/version/2",
                "json-feed-version-unknown",
            ),
        ],
        _ => vec![],
    };
    if let (Some(rule), Form::Text | Form::Id | Form::Url | Form::MimeType) =
        (row.required, row.form)
    {
        out.push(("  ", rule.id));
    }
    out
}

fn json_type(form: Form) -> &'static str {
    match form {
        Form::Boolean => "boolean",
        Form::Number => "number",
        Form::Strings | Form::Array(_) => "array",
        Form::Object(_) => "object",
        _ => "string",
    }
}

fn cases() -> Vec<Case> {
    let base = base();
    let mut cases = vec![Case {
        name: "the base feed".into(),
        doc: base.clone(),
        expect: vec![],
    }];
    let others: [(&str, Value); 6] = [
        ("null", json!(null)),
        ("boolean", json!(true)),
        ("number", json!(7)),
        ("string", json!("text")),
        ("array", json!([])),
        ("object", json!({})),
    ];
    for row in MEMBERS {
        for object_path in instances(row.level) {
            let path = with(&object_path, Step::Key(row.name));
            let name = |what: &str| format!("{} {what}", show(&path));
            assert!(
                object(&mut base.clone(), &object_path).contains_key(row.name),
                "the base feed lacks {}",
                show(&path)
            );
            // Dropped.
            let mut doc = base.clone();
            object(&mut doc, &object_path).remove(row.name);
            let mut expect = Vec::new();
            if let Some(rule) = row.required {
                expect.push((rule.id, path.clone(), object_path.clone(), Place::Value));
            }
            for replaced in MEMBERS
                .iter()
                .filter(|r| r.level == row.level && r.replaced_by == Some(row.name))
            {
                let old = with(&object_path, Step::Key(replaced.name));
                expect.push(("json-feed-member-deprecated", old.clone(), old, Place::Key));
            }
            cases.push(Case {
                name: name("dropped"),
                doc,
                expect,
            });
            // Another JSON type.
            for (type_name, value) in &others {
                if *type_name == json_type(row.form) {
                    continue;
                }
                let mut doc = base.clone();
                *at(&mut doc, &path) = value.clone();
                let rule = if row.form == Form::Id && *type_name == "number" {
                    "json-item-id-string"
                } else {
                    "json-feed-member-type"
                };
                let expect = vec![(rule, path.clone(), path.clone(), Place::Value)];
                cases.push(Case {
                    name: name(type_name),
                    doc,
                    expect,
                });
            }
            // A string of the wrong form.
            for (text, rule) in bad_strings(row) {
                let mut doc = base.clone();
                *at(&mut doc, &path) = json!(text);
                let expect = vec![(rule, path.clone(), path.clone(), Place::Value)];
                cases.push(Case {
                    name: name(text),
                    doc,
                    expect,
                });
            }
            // Elements of the wrong type, and empty objects.
            match row.form {
                Form::Strings | Form::Array(_) => {
                    let mut doc = base.clone();
                    *at(&mut doc, &path) = json!([7]);
                    let element = with(&path, Step::Index(0));
                    let expect = vec![(
                        "json-feed-member-type",
                        element.clone(),
                        element,
                        Place::Value,
                    )];
                    cases.push(Case {
                        name: name("[7]"),
                        doc,
                        expect,
                    });
                }
                _ => {}
            }
            let empty = match row.form {
                Form::Array(level) => Some((json!([{}]), level, with(&path, Step::Index(0)))),
                Form::Object(level) => Some((json!({}), level, path.clone())),
                _ => None,
            };
            if let Some((value, level, object_at)) = empty {
                let mut doc = base.clone();
                *at(&mut doc, &path) = value;
                let expect = empty_object_findings(level, &object_at);
                cases.push(Case {
                    name: name("empty object"),
                    doc,
                    expect,
                });
            }
            // A 1.1 member in a feed that says it is 1.0 (the other 1.1 members dropped).
            if row.since == Version::V1_1 {
                let mut doc = base.clone();
                doc["version"] = json!(V1_0);
                for other in MEMBERS.iter().filter(|r| r.since == Version::V1_1) {
                    for other_object in instances(other.level) {
                        if other.name != row.name || other_object.len() != object_path.len() {
                            object(&mut doc, &other_object).remove(other.name);
                        }
                    }
                }
                let expect = vec![(
                    "json-feed-member-version",
                    path.clone(),
                    path.clone(),
                    Place::Key,
                )];
                cases.push(Case {
                    name: name("in 1.0"),
                    doc,
                    expect,
                });
            }
            // A value another object of the level already has.
            if row.unique {
                let mut doc = base.clone();
                let mut second = object_path.clone();
                second.pop();
                second.push(Step::Index(1));
                let first = at(&mut doc, &path).clone();
                let repeated = with(&second, Step::Key(row.name));
                *at(&mut doc, &repeated) = first;
                let expect = vec![(
                    "json-item-id-unique",
                    repeated.clone(),
                    repeated,
                    Place::Value,
                )];
                cases.push(Case {
                    name: name("repeated"),
                    doc,
                    expect,
                });
            }
        }
    }
    for level in [
        Level::Feed,
        Level::Item,
        Level::Author,
        Level::Attachment,
        Level::Hub,
    ] {
        for object_path in instances(level) {
            // Members the spec does not define, and extensions.
            let mut doc = base.clone();
            object(&mut doc, &object_path).insert("colour".into(), json!("red"));
            let key = with(&object_path, Step::Key("colour"));
            let expect = vec![("json-feed-member-unknown", key.clone(), key, Place::Key)];
            cases.push(Case {
                name: format!("{} unknown member", show(&object_path)),
                doc,
                expect,
            });
            let mut doc = base.clone();
            object(&mut doc, &object_path).insert("_colour".into(), json!({"any": [1]}));
            cases.push(Case {
                name: format!("{} extension", show(&object_path)),
                doc,
                expect: vec![],
            });
            // Groups of which one member is needed, all dropped.
            for (_, names, rule) in ONE_OF.iter().filter(|(l, ..)| *l == level) {
                let mut doc = base.clone();
                for name in *names {
                    object(&mut doc, &object_path).remove(*name);
                }
                let expect = vec![(
                    rule.id,
                    object_path.clone(),
                    object_path.clone(),
                    Place::Value,
                )];
                cases.push(Case {
                    name: format!("{} none of {names:?}", show(&object_path)),
                    doc,
                    expect,
                });
            }
            // Members whose values must differ, the same.
            for (_, a, b, rule) in DIFFERENT.iter().filter(|(l, ..)| *l == level) {
                let mut doc = base.clone();
                let same = object(&mut doc, &object_path)[*b].clone();
                object(&mut doc, &object_path).insert((*a).into(), same);
                let path = with(&object_path, Step::Key(a));
                let expect = vec![(rule.id, path.clone(), path, Place::Value)];
                cases.push(Case {
                    name: format!("{} same as {b}", show(&object_path)),
                    doc,
                    expect,
                });
            }
        }
    }
    // 1.0 names its authors with `author`: not deprecated there.
    let mut doc = base.clone();
    doc["version"] = json!(V1_0);
    for object_path in [vec![], vec![Step::Key("items"), Step::Index(0)]] {
        for name in ["authors", "language"] {
            object(&mut doc, &object_path).remove(name);
        }
    }
    cases.push(Case {
        name: "a 1.0 feed with author".into(),
        doc,
        expect: vec![],
    });
    cases
}

#[test]
fn each_change_to_a_valid_feed_is_exactly_its_finding() {
    let cases = cases();
    assert!(cases.len() >= 200, "{} cases", cases.len());
    let failures: Vec<String> = cases.iter().filter_map(|c| run(c).err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn a_repeated_member_is_found_at_its_second_key() {
    let text = serde_json::to_string_pretty(&base()).unwrap();
    let text = text.replacen('{', "{\n  \"title\": \"Again\",", 1);
    let report = validate(text.as_bytes()).unwrap();
    let found: Vec<String> = report
        .problems
        .iter()
        .filter(|p| p.kind != ProblemKind::RoundTrip)
        .map(|p| format!("{} {}", p, p.path.as_deref().unwrap_or("")))
        .collect();
    let second = text.match_indices("\n  \"title\"").nth(1).unwrap().0 + 3;
    let (line, column) = line_column(&text, second);
    assert_eq!(
        found,
        [format!(
            "{line}:{column}: warning json-feed-member-duplicate: {}: `title` title",
            feedwright::check::rules::by_id("json-feed-member-duplicate")
                .unwrap()
                .text
        )]
    );
}

#[test]
fn a_document_that_is_not_json_feed_json_is_one_error_with_its_position() {
    for (doc, line, column) in [
        (&b"{\n  \"title\": \"T\",\n  \"items\": [}\n"[..], 3, 13),
        (b"[1, 2]", 1, 1),
        (b"\xEF\xBB\xBF {\"title\": tru}", 1, 15),
    ] {
        let err = validate(doc).unwrap_err();
        assert_eq!(err.line_column(), Some((line, column)), "{err}");
        assert!(err.to_string().starts_with("invalid JSON Feed: "), "{err}");
    }
}

#[test]
fn any_json_object_is_checked_as_a_json_feed() {
    let input = std::fs::read(common::fixtures_dir().join("invalid/json.xml")).unwrap();
    let report = validate(&input).unwrap();
    let found: Vec<String> = report
        .problems
        .iter()
        .map(|p| format!("{}:{} {}", p.position.line, p.position.column, p.rule))
        .collect();
    assert_eq!(
        found,
        [
            "1:1 json-feed-version",
            "1:1 json-feed-title",
            "1:1 json-feed-items",
            "2:3 json-feed-member-unknown",
            "3:3 json-feed-member-unknown",
            "4:3 json-feed-member-unknown",
        ]
    );
    // What `parse` cannot read, it still rejects.
    assert!(feedwright::parse(&input).is_err());
}

/// Every JSON Feed document under fixtures/ other than the check fixtures.
fn json_fixtures() -> Vec<std::path::PathBuf> {
    let dir = common::fixtures_dir();
    let mut files = Vec::new();
    for sub in ["json", "rss2", "rss09", "rss1", "atom", "quirks"] {
        files.extend(common::files_where(&dir.join(sub), |p| {
            p.extension().is_some_and(|e| e == "json") && !p.with_extension("xml").exists()
        }));
    }
    files
}

#[test]
fn json_feed_fixtures_are_clean() {
    let files = json_fixtures();
    assert!(!files.is_empty());
    for file in files {
        let report = validate(&std::fs::read(&file).unwrap()).expect("a feed");
        let found: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
        assert!(report.is_clean(), "{}: {found:?}", file.display());
    }
}

#[test]
fn the_json_written_from_every_fixture_checks_clean_but_for_items_without_content() {
    let dir = common::fixtures_dir();
    let mut checked = 0;
    let mut failures = Vec::new();
    for sub in ["rss2", "rss09", "rss1", "atom", "json", "quirks"] {
        for file in common::files_where(&dir.join(sub), |p| {
            p.extension().is_some_and(|e| e == "xml") || !p.with_extension("xml").exists()
        }) {
            let Ok(channel) = feedwright::parse(&std::fs::read(&file).unwrap()) else {
                continue;
            };
            let options = feedwright::WriteOptions::new(feedwright::Target::JsonFeed);
            let json = channel.write_with(Vec::new(), &options).unwrap();
            let report = validate(&json).expect("the writer's JSON is a feed");
            checked += 1;
            // An item with neither content nor description (a title and an
            // enclosure, as in podcast and RSS 0.90 feeds) has nothing to
            // write as JSON Feed content: the writer leaves it out, which the
            // spec does not allow. Known, and left to the writer.
            let nothing_to_write = |path: Option<&str>| {
                let index = path
                    .and_then(|p| p.strip_prefix("items["))
                    .and_then(|p| p.strip_suffix(']'))
                    .and_then(|i| i.parse::<usize>().ok());
                index
                    .and_then(|i| channel.items.get(i))
                    .is_some_and(|item| item.content.is_none() && item.description.is_none())
            };
            let found: Vec<String> = report
                .problems
                .iter()
                .filter(|p| !(p.rule == "json-item-content" && nothing_to_write(p.path.as_deref())))
                .map(ToString::to_string)
                .collect();
            if !found.is_empty() {
                failures.push(format!("{}: {found:?}", file.display()));
            }
        }
    }
    assert!(checked >= 10, "{checked}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
