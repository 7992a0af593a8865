//! A JSON Feed checked as written: the sibling, for JSON, of the XML walk.
//!
//! The reader keeps only what the model holds, and takes a member of the
//! wrong type as a warning; the specification's rules are about the
//! document itself, so they are checked on it. Every generic check runs
//! over every row of the member table ([`json_members`](super::json_members)):
//! presence, JSON type, the form of the value (URL, date, language, MIME
//! type, version), the version that defined the member, deprecation and
//! uniqueness; then the table's groups ([`ONE_OF`], [`DIFFERENT`]) and
//! members the table does not know. Each finding is placed at the key or
//! value that breaks the rule (at the object that lacks a member), and
//! carries its path (`items[3].date_published`).

use std::collections::HashMap;

use super::json_members::{Form, Level, Member, Version, DIFFERENT, MEMBERS, ONE_OF};
use super::json_tree::{self, Node, Type, Value};
use super::report::{Problem, ProblemKind};
use super::rules::{self, Rule};
use super::tally::Tally;
use super::value::{is_language, is_mime_type};
use crate::warning::{Position, WarningKind};
use crate::xml::lines::LineCursor;

/// The version URLs, as the spec writes them.
const VERSION_1_0: &str = "https://jsonfeed.org/version/1";
const VERSION_1_1: &str = "https://jsonfeed.org/version/1.1";

/// Deepest nesting looked into: serde_json (which the reader uses) stops at
/// 128, so a document the reader read is never deeper; the bound keeps
/// this parser's recursion small whatever the options say.
const MAX_DEPTH: usize = 128;

/// The specification problems of a JSON Feed document (which the reader
/// has read, so it is well-formed JSON and its top level an object).
/// Only the first problems of each rule are kept (see [`Tally`]).
pub(crate) fn check(input: &[u8], max_depth: usize, tally: &mut Tally) -> Vec<Problem> {
    let bom = if input.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let Some(text) = input.get(bom..).and_then(|t| std::str::from_utf8(t).ok()) else {
        return Vec::new();
    };
    let Some(root) = json_tree::parse(text, max_depth.min(MAX_DEPTH)) else {
        return Vec::new();
    };
    let Value::Object(members) = &root.value else {
        return Vec::new();
    };
    let mut checker = Checker {
        version: version_of(members),
        findings: Vec::new(),
        first_of: HashMap::new(),
        tally,
        bom,
    };
    checker.object(Level::Feed, members, root.offset, "");
    let mut findings = checker.findings;
    // Positions counted forward once, in document order.
    findings.sort_by_key(|f| f.offset);
    let mut cursor = LineCursor::default();
    findings
        .into_iter()
        .map(|found| {
            let (line, column) = cursor.at(text.as_bytes(), found.offset);
            let position = Position {
                offset: (found.offset + bom) as u64,
                line,
                column,
            };
            Problem {
                path: (!found.path.is_empty()).then_some(found.path),
                ..Problem::spec(found.rule, found.detail, position)
            }
        })
        .collect()
}

/// Whether the checker reports what the reader warned of: the reader's
/// warnings about a member's type or form are then not listed twice.
pub(crate) fn said_by_the_checker(kind: &WarningKind) -> bool {
    matches!(
        kind,
        WarningKind::JsonType { .. }
            | WarningKind::JsonVersionNotUrl { .. }
            | WarningKind::JsonItemSkipped { .. }
            | WarningKind::InvalidDate { .. }
            | WarningKind::DateRepaired { .. }
    )
}

/// The version the feed says it is: 1.0 for its URL (or the bare number
/// the reader also takes), 1.1 for anything else, as the reader reads it.
fn version_of(members: &[json_tree::Member<'_>]) -> Version {
    let said = members.iter().find_map(|m| match &m.value.value {
        Value::String(s) if m.key == "version" => Some(s.trim()),
        _ => None,
    });
    match said {
        Some(v) if v.trim_end_matches('/') == VERSION_1_0 || v == "1" || v == "1.0" => {
            Version::V1_0
        }
        _ => Version::V1_1,
    }
}

/// One broken rule, at a byte offset of the text (without the byte order mark).
struct Finding {
    rule: Rule,
    offset: usize,
    path: String,
    detail: Option<String>,
}

struct Checker<'t> {
    version: Version,
    findings: Vec<Finding>,
    /// For each unique member (by name) and value, the path of its first holder.
    first_of: HashMap<(&'static str, String), String>,
    tally: &'t mut Tally,
    bom: usize,
}

impl Checker<'_> {
    fn report(&mut self, rule: Rule, offset: usize, path: String, detail: Option<String>) {
        let at = (offset + self.bom) as u64;
        if self
            .tally
            .admit(rule.id, ProblemKind::Spec, rule.severity, at)
        {
            self.findings.push(Finding {
                rule,
                offset,
                path,
                detail,
            });
        }
    }

    /// Every check of one object of `level`, starting at `offset`, at `path`.
    fn object(
        &mut self,
        level: Level,
        members: &[json_tree::Member<'_>],
        offset: usize,
        path: &str,
    ) {
        // The first member of each name counts, as readers keep it; a second is reported.
        let mut by_name: HashMap<&str, &json_tree::Member<'_>> = HashMap::new();
        for member in members {
            let key = member.key.as_ref();
            if by_name.contains_key(key) {
                let detail = Some(format!("`{key}`"));
                self.report(
                    rules::JSON_MEMBER_DUPLICATE,
                    member.key_offset,
                    child(path, key),
                    detail,
                );
            } else {
                by_name.insert(key, member);
            }
        }
        let rows = MEMBERS.iter().filter(|row| row.level == level);
        for row in rows {
            let Some(member) = by_name.get(row.name) else {
                if let Some(rule) = row.required {
                    let detail = Some(format!("no `{}`", row.name));
                    self.report(rule, offset, child(path, row.name), detail);
                }
                continue;
            };
            let here = child(path, row.name);
            if row.since > self.version {
                let detail = Some(format!("`{}`", row.name));
                self.report(
                    rules::JSON_MEMBER_VERSION,
                    member.key_offset,
                    here.clone(),
                    detail,
                );
            }
            let replaced = row.replaced_by.filter(|by| !by_name.contains_key(by));
            if let (Some(by), Version::V1_1) = (replaced, self.version) {
                let detail = Some(format!("`{}` without `{by}`", row.name));
                let rule = rules::JSON_MEMBER_DEPRECATED;
                self.report(rule, member.key_offset, here.clone(), detail);
            }
            self.value(row, &member.value, here);
        }
        for member in members {
            let key = member.key.as_ref();
            let known = MEMBERS.iter().any(|r| r.level == level && r.name == key);
            if !known && !key.starts_with('_') {
                let detail = Some(format!("`{key}`"));
                let rule = rules::JSON_MEMBER_UNKNOWN;
                self.report(rule, member.key_offset, child(path, key), detail);
            }
        }
        for (_, names, rule) in ONE_OF.iter().filter(|(l, ..)| *l == level) {
            if !names.iter().any(|name| by_name.contains_key(name)) {
                let detail = Some(format!("none of {}", quoted(names)));
                self.report(*rule, offset, path.to_owned(), detail);
            }
        }
        for (_, a, b, rule) in DIFFERENT.iter().filter(|(l, ..)| *l == level) {
            let text = |name: &str| match by_name.get(name).map(|m| &m.value.value) {
                Some(Value::String(s)) => Some(s.trim().to_owned()),
                _ => None,
            };
            if let (Some(first), Some(second)) = (text(a), text(b)) {
                if first == second {
                    let at = by_name.get(a).map_or(offset, |m| m.value.offset);
                    let detail = Some(format!("`{first}` is also `{b}`"));
                    self.report(*rule, at, child(path, a), detail);
                }
            }
        }
    }

    /// The checks of one member's value against its row.
    fn value(&mut self, row: &Member, node: &Node<'_>, path: String) {
        let found = node.value.kind();
        let expected = json_type(row.form);
        if found != expected {
            let (rule, detail) = match (row.form, &node.value) {
                (Form::Id, Value::Number(number)) => {
                    self.unique(row, number, node.offset, &path);
                    (rules::JSON_ITEM_ID_STRING, format!("`{number}`"))
                }
                _ => (
                    rules::JSON_MEMBER_TYPE,
                    format!(
                        "`{}` is {}, not {}",
                        row.name,
                        expected.name(),
                        found.name()
                    ),
                ),
            };
            self.report(rule, node.offset, path, Some(detail));
            return;
        }
        let text = match &node.value {
            Value::String(s) => Some(s.as_ref()),
            _ => None,
        };
        let broken = match (row.form, text) {
            (_, Some(s)) if row.required.is_some() && s.trim().is_empty() => row
                .required
                .map(|rule| (rule, format!("`{}` is blank", row.name))),
            (Form::Version, Some(s)) => version(s),
            (Form::Url, Some(s)) => super::value::Value::Url.check(s, false),
            (Form::Date, Some(s)) => {
                (!crate::date::is_rfc3339(s)).then(|| (rules::JSON_DATE_RFC3339, format!("`{s}`")))
            }
            (Form::Language, Some(s)) => {
                (!is_language(s.trim())).then(|| (rules::LANGUAGE, format!("`{s}`")))
            }
            (Form::MimeType, Some(s)) => {
                (!is_mime_type(s.trim())).then(|| (rules::JSON_MIME_TYPE, format!("`{s}`")))
            }
            (Form::Id, Some(s)) => {
                self.unique(row, s, node.offset, &path);
                None
            }
            _ => None,
        };
        if let Some((rule, detail)) = broken {
            self.report(rule, node.offset, path, Some(detail));
            return;
        }
        match (row.form, &node.value) {
            (Form::Strings, Value::Array(nodes)) => {
                for (i, element) in nodes.iter().enumerate() {
                    let found = element.value.kind();
                    if found != Type::String {
                        let detail =
                            format!("each of `{}` is a string, not {}", row.name, found.name());
                        self.report(
                            rules::JSON_MEMBER_TYPE,
                            element.offset,
                            index(&path, i),
                            Some(detail),
                        );
                    }
                }
            }
            (Form::Object(level), Value::Object(members)) => {
                self.object(level, members, node.offset, &path);
            }
            (Form::Array(level), Value::Array(nodes)) => {
                for (i, element) in nodes.iter().enumerate() {
                    match &element.value {
                        Value::Object(members) => {
                            self.object(level, members, element.offset, &index(&path, i));
                        }
                        // Too deep to read: the reader did not read it either.
                        Value::Deep(Type::Object) => {}
                        other => {
                            let detail = format!(
                                "each of `{}` is an object, not {}",
                                row.name,
                                other.kind().name()
                            );
                            let rule = rules::JSON_MEMBER_TYPE;
                            self.report(rule, element.offset, index(&path, i), Some(detail));
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Reports a value of a unique member that an earlier object of its level holds.
    fn unique(&mut self, row: &Member, value: &str, offset: usize, path: &str) {
        if !row.unique {
            return;
        }
        let key = (row.name, value.to_owned());
        match self.first_of.get(&key) {
            Some(first) => {
                let detail = Some(format!("`{value}` is also {first}"));
                self.report(rules::JSON_ITEM_ID_UNIQUE, offset, path.to_owned(), detail);
            }
            None => {
                self.first_of.insert(key, path.to_owned());
            }
        }
    }
}

/// The JSON type of a form's values.
fn json_type(form: Form) -> Type {
    match form {
        Form::Boolean => Type::Boolean,
        Form::Number => Type::Number,
        Form::Strings | Form::Array(_) => Type::Array,
        Form::Object(_) => Type::Object,
        Form::Version
        | Form::Text
        | Form::Url
        | Form::Date
        | Form::Language
        | Form::MimeType
        | Form::Id => Type::String,
    }
}

/// What is wrong with a `version`: nothing for the two version URLs; a
/// warning for another URL under `jsonfeed.org/version/` (a later version,
/// or the right one spelled otherwise); an error for anything else.
fn version(said: &str) -> Option<(Rule, String)> {
    if said == VERSION_1_0 || said == VERSION_1_1 {
        return None;
    }
    let detail = format!("`{said}`");
    let under_jsonfeed = url::Url::parse(said.trim()).is_ok_and(|url| {
        matches!(url.scheme(), "http" | "https")
            && matches!(url.host_str(), Some("jsonfeed.org" | "www.jsonfeed.org"))
            && url.path().starts_with("/version/")
    });
    Some(if under_jsonfeed {
        (rules::JSON_FEED_VERSION_UNKNOWN, detail)
    } else {
        (rules::JSON_FEED_VERSION, detail)
    })
}

/// The path of member `name` of the object at `path`.
fn child(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

/// The path of element `i` of the array at `path`.
fn index(path: &str, i: usize) -> String {
    format!("{path}[{i}]")
}

fn quoted(names: &[&str]) -> String {
    let names: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(doc: &str) -> Vec<String> {
        let mut tally = Tally::default();
        check(doc.as_bytes(), 256, &mut tally)
            .iter()
            .map(|p| {
                let path = p.path.as_deref().unwrap_or("");
                format!(
                    "{}:{} {} {path}",
                    p.position.line, p.position.column, p.rule
                )
            })
            .collect()
    }

    #[test]
    fn places_each_finding_at_its_member() {
        let doc = "{\"version\": \"https://jsonfeed.org/version/1.1\", \"title\": 1,\n \"items\": [{\"id\": \"a\", \"content_text\": \"t\", \"url\": \"/x\"},\n  {\"id\": \"a\", \"x\": 1}]}";
        assert_eq!(
            found(doc),
            [
                "1:58 json-feed-member-type title",
                "2:52 url-relative items[0].url",
                "3:3 json-item-content items[1]",
                "3:10 json-item-id-unique items[1].id",
                "3:15 json-feed-member-unknown items[1].x",
            ]
        );
    }

    #[test]
    fn a_document_without_version_or_items() {
        assert_eq!(
            found("{\"title\": \"t\", \"_ext\": {\"anything\": 1}}"),
            ["1:1 json-feed-version version", "1:1 json-feed-items items"]
        );
    }

    #[test]
    fn versions() {
        assert_eq!(version(VERSION_1_0), None);
        let rule = |v| version(v).map(|(r, _)| r.id);
        assert_eq!(
            rule("https://jsonfeed.org/version/2"),
            Some("json-feed-version-unknown")
        );
        assert_eq!(
            rule("https://www.jsonfeed.org/version/1.1"),
            Some("json-feed-version-unknown")
        );
        assert_eq!(rule("1.1"), Some("json-feed-version"));
    }
}
