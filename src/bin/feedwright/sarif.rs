//! `feedwright check --format sarif`: the whole run as one SARIF 2.1.0 log
//! (OASIS Static Analysis Results Interchange Format), which GitHub code
//! scanning and other tools read. One run; its tool lists every rule of
//! `feedwright::check::RULES` and the other rules that fired; each finding
//! is a result at its file, line and column. An input that is no feed is a
//! result too (`not-a-feed`), so a broken file never gives an empty log.

use feedwright::check::rules::{Rule, RULES};
use feedwright::check::{Problem, ProblemKind, Severity};
use serde_json::{json, Map, Value};

use crate::check_output::{Checked, Outcome};

/// The schema the log follows: OASIS SARIF 2.1.0, errata 01.
const SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// Where a reader of the log learns about the tool and its rules.
const INFORMATION_URI: &str = "https://docs.rs/feedwright";

/// The rule of an input that gives no feed at all.
const NOT_A_FEED: &str = "not-a-feed";
/// The rule of an input that could not be read or fetched.
const UNREADABLE: &str = "input-unreadable";

/// The SARIF log of every input checked.
pub(crate) fn log(checked: &[Checked]) -> Value {
    let mut rules = Rules::with_table();
    let mut results = Vec::new();
    let mut omitted = Vec::new();
    for one in checked {
        let uri = uri_of(&one.name);
        match &one.outcome {
            Outcome::Report(report) => {
                for problem in &report.problems {
                    let index = rules.index_of_problem(problem);
                    results.push(problem_result(problem, index, &uri));
                }
                for more in &report.omitted {
                    omitted.push(json!({
                        "artifact": uri,
                        "ruleId": more.rule,
                        "count": more.count,
                    }));
                }
            }
            Outcome::Failed(failure) if failure.kind.is_no_feed() => {
                let index = rules.index_of_other(
                    NOT_A_FEED,
                    "the document is no feed: no channel could be read from it",
                    Severity::Error,
                );
                let mut region = Map::new();
                match failure.position {
                    Some(at) if at.line > 0 => {
                        region.insert("startLine".into(), json!(at.line));
                        region.insert("startColumn".into(), json!(at.column));
                    }
                    at => {
                        let offset = at.map_or(0, |at| at.offset);
                        region.insert("byteOffset".into(), json!(offset));
                    }
                }
                results.push(json!({
                    "ruleId": NOT_A_FEED,
                    "ruleIndex": index,
                    "level": "error",
                    "message": { "text": failure.message },
                    "locations": [location(&uri, Value::Object(region), None)],
                }));
            }
            Outcome::Failed(failure) => {
                let index = rules.index_of_other(
                    UNREADABLE,
                    "the input could not be read or fetched",
                    Severity::Error,
                );
                results.push(json!({
                    "ruleId": UNREADABLE,
                    "ruleIndex": index,
                    "level": "error",
                    "message": { "text": failure.message },
                    "locations": [{ "physicalLocation": { "artifactLocation": { "uri": uri } } }],
                }));
            }
            Outcome::NotModified => {}
        }
    }
    let mut run = json!({
        "tool": {
            "driver": {
                "name": "feedwright",
                "version": env!("CARGO_PKG_VERSION"),
                "semanticVersion": env!("CARGO_PKG_VERSION"),
                "informationUri": INFORMATION_URI,
                "rules": rules.descriptors,
            }
        },
        // Columns count characters, as feedwright's positions do.
        "columnKind": "unicodeCodePoints",
        "results": results,
    });
    if !omitted.is_empty() {
        // Of each rule only the first findings are results; these say how many more.
        run["properties"] = json!({ "omitted": omitted });
    }
    json!({
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [run],
    })
}

/// The rules of the run's tool: every specification rule, in table order,
/// then the others as they fire; and where each id is.
struct Rules {
    descriptors: Vec<Value>,
    ids: Vec<String>,
}

impl Rules {
    /// Every rule of the table, whether it fires or not: a tool can then
    /// show any rule's help, and a clean log still says what was checked.
    fn with_table() -> Rules {
        Rules {
            descriptors: RULES.iter().map(table_rule).collect(),
            ids: RULES.iter().map(|rule| rule.id.to_owned()).collect(),
        }
    }

    fn index_of_problem(&mut self, problem: &Problem) -> usize {
        let short = match problem.kind {
            ProblemKind::Reader => "the reader had to repair the document here",
            ProblemKind::RoundTrip => {
                "writing the feed back in its format and reading it again changes it"
            }
            _ => problem.message.as_str(),
        };
        self.index_of(&problem.rule, short, problem.severity, problem.w3c)
    }

    fn index_of_other(&mut self, id: &str, text: &str, severity: Severity) -> usize {
        self.index_of(id, text, severity, &[])
    }

    fn index_of(&mut self, id: &str, text: &str, severity: Severity, w3c: &[&str]) -> usize {
        if let Some(index) = self.ids.iter().position(|known| known == id) {
            return index;
        }
        self.ids.push(id.to_owned());
        self.descriptors.push(json!({
            "id": id,
            "shortDescription": { "text": text },
            "fullDescription": { "text": text },
            "defaultConfiguration": { "level": level(severity) },
            "properties": { "w3c": w3c, "tags": ["feed"] },
        }));
        self.ids.len() - 1
    }
}

/// A specification rule as SARIF describes a rule.
fn table_rule(rule: &Rule) -> Value {
    let mut help = format!("{}. Specification: {}.", capitalized(rule.text), rule.spec);
    if !rule.w3c.is_empty() {
        help.push_str(&format!(
            " W3C Feed Validation Service: {}.",
            rule.w3c.join(", ")
        ));
    }
    json!({
        "id": rule.id,
        "shortDescription": { "text": rule.text },
        "fullDescription": { "text": format!("{} ({})", rule.text, rule.spec) },
        "defaultConfiguration": { "level": level(rule.severity) },
        "help": { "text": help },
        "properties": {
            "spec": rule.spec,
            "w3c": rule.w3c,
            "tags": ["feed", "specification"],
        },
    })
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// SARIF's level for a severity: info is a `note`.
fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        _ => "note",
    }
}

fn problem_result(problem: &Problem, index: usize, uri: &str) -> Value {
    let mut text = problem.message.clone();
    if let Some(detail) = &problem.detail {
        text = format!("{text}: {detail}");
    }
    let position = problem.position;
    // Offsets count bytes of the input only when it is UTF-8, so the line
    // and column are given when known and the offset only when they are not.
    let region = if position.line > 0 {
        json!({ "startLine": position.line, "startColumn": position.column.max(1) })
    } else {
        json!({ "byteOffset": position.offset })
    };
    let mut result = json!({
        "ruleId": problem.rule,
        "ruleIndex": index,
        "level": level(problem.severity),
        "message": { "text": text },
        "locations": [location(uri, region, problem.path.as_deref())],
    });
    if !problem.w3c.is_empty() {
        result["properties"] = json!({ "w3c": problem.w3c });
    }
    result
}

/// A location in `uri`: the region, and the element's path as a logical location.
fn location(uri: &str, region: Value, path: Option<&str>) -> Value {
    let mut location = json!({
        "physicalLocation": {
            "artifactLocation": { "uri": uri },
            "region": region,
        }
    });
    if let Some(path) = path {
        location["logicalLocations"] = json!([{ "fullyQualifiedName": path, "kind": "element" }]);
    }
    location
}

/// The input as a URI reference: a URL as given, a path with the
/// characters a URI cannot hold percent-encoded (and `\` made `/`, as
/// SARIF consumers expect of a relative path).
fn uri_of(name: &str) -> String {
    if name.contains("://") {
        return name.to_owned();
    }
    let mut uri = String::new();
    for byte in name.replace('\\', "/").bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/@!$&'()*+,;=".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri
}
