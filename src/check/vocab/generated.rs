//! A test suite generated from the tables: for every element row reachable
//! from a format's root, and for every extension vocabulary's rows, a valid
//! instance is built from the row itself and put in a clean document, which
//! must stay clean; then each change that breaks exactly one of the row's
//! rules (a value of the wrong form, a required attribute left out, an
//! attribute the element does not define, a second one of an element that
//! may appear once, a required child taken away) must be reported as that
//! rule, at that element, and nothing else.
//!
//! This is what says a generic check holds on every row, not only on those
//! a shared test document happens to exercise.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::{atom, rdf, rss, EXTENSIONS};
use crate::check::rules::{self, Rule};
use crate::check::schema::{AttrRule, Child, ElementRule, Occurs};
use crate::check::value::Value;
use crate::xml::namespace::uri;

/// An element of a generated document.
#[derive(Clone, Debug)]
struct Node {
    ns: &'static str,
    name: String,
    attrs: Vec<(&'static str, String, String)>,
    text: String,
    children: Vec<Node>,
    /// The node a case is about: its line is recorded when written.
    marked: bool,
}

impl Node {
    fn new(ns: &'static str, name: &str) -> Node {
        Node {
            ns,
            name: name.to_owned(),
            attrs: Vec::new(),
            text: String::new(),
            children: Vec::new(),
            marked: false,
        }
    }

    fn attr(mut self, ns: &'static str, name: &str, value: &str) -> Node {
        self.attrs.push((ns, name.to_owned(), value.to_owned()));
        self
    }

    fn text(mut self, text: &str) -> Node {
        self.text = text.to_owned();
        self
    }

    fn child(mut self, child: Node) -> Node {
        self.children.push(child);
        self
    }

    /// The first descendant along `path` (local names), if there is one.
    fn find_mut(&mut self, path: &[&str]) -> Option<&mut Node> {
        let Some((first, rest)) = path.split_first() else {
            return Some(self);
        };
        self.children
            .iter_mut()
            .find(|c| c.name == *first)?
            .find_mut(rest)
    }
}

/// The prefix each namespace is written with: the conventional one.
fn prefix(ns: &str) -> String {
    if let Some(known) = super::namespaces::conventional_prefix(ns) {
        return known.to_owned();
    }
    // Others get a prefix made from the URI, distinct per namespace.
    let hash = ns
        .bytes()
        .fold(5381u32, |h, b| h.wrapping_mul(33) ^ u32::from(b));
    format!("n{}", hash % 100_000)
}

/// A written document and the line of its marked element.
struct Written {
    xml: String,
    marked_line: Option<u32>,
}

fn write(root: &Node, root_ns_default: bool) -> Written {
    let mut namespaces = Vec::new();
    collect_namespaces(root, &mut namespaces);
    let mut out = Written {
        xml: String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"),
        marked_line: None,
    };
    let mut line = 2;
    write_node(
        root,
        &namespaces,
        root_ns_default,
        true,
        &mut out,
        &mut line,
    );
    out
}

fn collect_namespaces(node: &Node, into: &mut Vec<&'static str>) {
    let mut add = |ns: &'static str| {
        if !ns.is_empty() && ns != uri::XML && !into.contains(&ns) {
            into.push(ns);
        }
    };
    add(node.ns);
    for (ns, _, _) in &node.attrs {
        add(ns);
    }
    for child in &node.children {
        collect_namespaces(child, into);
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn write_node(
    node: &Node,
    namespaces: &[&'static str],
    root_ns_default: bool,
    is_root: bool,
    out: &mut Written,
    line: &mut u32,
) {
    let default_ns = if root_ns_default {
        namespaces.first().copied()
    } else {
        None
    };
    let qname = |ns: &str, name: &str| {
        if ns.is_empty() || Some(ns) == default_ns {
            name.to_owned()
        } else {
            format!("{}:{name}", prefix(ns))
        }
    };
    if node.marked {
        out.marked_line = Some(*line);
    }
    let mut tag = format!("<{}", qname(node.ns, &node.name));
    if is_root {
        for ns in namespaces {
            if Some(*ns) == default_ns {
                let _ = write!(tag, " xmlns=\"{ns}\"");
            } else {
                let _ = write!(tag, " xmlns:{}=\"{ns}\"", prefix(ns));
            }
        }
    }
    for (ns, name, value) in &node.attrs {
        let name = if ns.is_empty() {
            name.clone()
        } else {
            format!("{}:{name}", prefix(ns))
        };
        let _ = write!(tag, " {name}=\"{}\"", escape(value));
    }
    out.xml.push_str(&tag);
    if node.children.is_empty() {
        let _ = writeln!(
            out.xml,
            ">{}</{}>",
            escape(&node.text),
            qname(node.ns, &node.name)
        );
        *line += 1;
        return;
    }
    let _ = writeln!(out.xml, ">{}", escape(&node.text));
    *line += 1;
    for child in &node.children {
        write_node(child, namespaces, root_ns_default, false, out, line);
    }
    let _ = writeln!(out.xml, "</{}>", qname(node.ns, &node.name));
    *line += 1;
}

/// Values each form accepts, tried in turn for a check of its own.
const CANDIDATES: &[&str] = &[
    "1",
    "0",
    "yes",
    "no",
    "true",
    "false",
    "full",
    "episodic",
    "Monday",
    "en",
    "http://example.org/a",
    "audio/mpeg",
    "2026-12-07T10:00:00Z",
    "Mon, 07 Dec 2026 10:00:00 GMT",
    "2026-12-07",
    "00:10:00",
    "Technology",
    "a@example.org",
    "text",
    "html",
    "xhtml",
    "alternate",
    "hourly",
    "podcast",
    "live",
    "pending",
    "sri",
    "captions",
    "activitypub",
    "irc",
    "lightning",
    "apple",
    "16/9",
    "N123",
    "geo:12.3,45.6",
    "12.3 45.6",
    "ecb6a8ae-9e4d-5b2a-8a6e-6d9c0d0bd1b0",
    "clean",
    "plain",
    "image",
    "nonadult",
    "urn:x:1",
    "self",
    "d41d8cd98f00b204e9800998ecf8427e",
    "allow",
    "xml-rpc",
    "robots",
];

/// A value `value` accepts as text (`attribute` false) or as an attribute.
fn valid_sample(value: Value, attribute: bool) -> Option<&'static str> {
    let sample = match value {
        Value::Any | Value::MayBeEmpty | Value::Plain => "text",
        Value::Empty(_) => "",
        Value::OneOf(values, _) => values.first().copied()?,
        Value::Rfc822 => "Mon, 07 Dec 2026 10:00:00 GMT",
        Value::Rfc3339 => "2026-12-07T10:00:00Z",
        Value::W3cdtf => "2026-12-07",
        Value::RssEmail => "a@example.org (A)",
        Value::Email => "a@example.org",
        Value::Url | Value::UriRef | Value::Iri | Value::AbsIri => "http://example.org/",
        Value::AtomId => "urn:uuid:60a76c80-d399-11d9-b93c-0003939e0af6",
        Value::Html => "<p>text</p>",
        Value::Integer | Value::NonNegative | Value::Positive => "1",
        Value::Boolean => "true",
        Value::Language => "en",
        Value::MimeType => "audio/mpeg",
        Value::Check(_) => {
            return CANDIDATES
                .iter()
                .copied()
                .find(|c| value.check(c, attribute).is_none())
        }
    };
    value.check(sample, attribute).is_none().then_some(sample)
}

/// A value `value` rejects, and the rule it breaks.
fn invalid_sample(value: Value, attribute: bool) -> Option<(&'static str, Rule)> {
    let sample = match value {
        Value::Any | Value::MayBeEmpty => return None,
        Value::Empty(_) => "text",
        Value::OneOf(..) => "%%% not listed %%%",
        Value::Plain => "bold <b>text</b>",
        Value::Rfc822 | Value::Rfc3339 | Value::W3cdtf => "yesterday",
        Value::RssEmail | Value::Email => "nobody",
        Value::Url | Value::UriRef | Value::Iri | Value::AbsIri | Value::AtomId => {
            "http://exa mple.org/"
        }
        Value::Html => "<script>alert(1)</script>",
        Value::Integer | Value::NonNegative | Value::Positive => "many",
        Value::Boolean => "maybe",
        Value::Language => "english please",
        Value::MimeType => "mp3",
        Value::Check(_) => "%%% not this %%%",
    };
    value
        .check(sample, attribute)
        .map(|(rule, _)| (sample, rule))
}

/// A valid instance of `row`: its required attributes and children, each
/// with a valid value. `None` when a value cannot be made (the row is then
/// counted as skipped, with its reason).
fn instance(
    ns: &'static str,
    name: &str,
    rule: &ElementRule,
    depth: usize,
) -> Result<Node, String> {
    let mut node = Node::new(ns, name);
    if rule.children.is_none() || rule.value.check("", false).is_some() {
        node.text = valid_sample(rule.value, false)
            .ok_or_else(|| format!("no valid text for `{name}`"))?
            .to_owned();
    }
    for attr in rule.attrs.iter().filter(|a| a.required) {
        let value = valid_sample(attr.value, true)
            .ok_or_else(|| format!("no valid `{}` for `{name}`", attr.name))?;
        node.attrs
            .push((attr.ns, attr.name.to_owned(), value.to_owned()));
    }
    if depth > 6 {
        return Err(format!("`{name}` nests too deep"));
    }
    for child in rule
        .children
        .unwrap_or_default()
        .iter()
        .filter(|c| c.missing.is_some())
    {
        for _ in 0..child.at_least {
            node.children
                .push(instance(child.ns, child.name, child.rule, depth + 1)?);
        }
    }
    Ok(node)
}

/// Where a new child of `parent` goes: before its first item or entry
/// (formats want a channel's own elements first), else last.
fn insertion_point(parent: &Node) -> usize {
    parent
        .children
        .iter()
        .position(|c| c.name == "item" || c.name == "entry")
        .unwrap_or(parent.children.len())
}

/// How many lines `node` is written on.
fn node_lines(node: &Node) -> u32 {
    if node.children.is_empty() {
        1
    } else {
        2 + node.children.iter().map(node_lines).sum::<u32>()
    }
}

/// A clean document of each format, and where extension elements go in it.
struct Base {
    name: &'static str,
    root: Node,
    root_rule: &'static ElementRule,
    /// Whether the root's namespace is written as the default.
    default_ns: bool,
    /// The root's local name (where extension rows of the feed's level go
    /// in Atom, whose feed is the root).
    root_name: &'static str,
    /// Where the rows of extension vocabularies are put.
    extension_parents: &'static [&'static [(&'static str, &'static str)]],
}

fn bases() -> Vec<Base> {
    let rss_item = Node::new("", "item")
        .child(Node::new("", "title").text("An item"))
        .child(Node::new("", "link").text("http://example.org/1"))
        .child(
            Node::new("", "guid")
                .attr("", "isPermaLink", "false")
                .text("http://example.org/1"),
        )
        .child(Node::new("", "description").text("About it"));
    let rss = Node::new("", "rss").attr("", "version", "2.0").child(
        Node::new("", "channel")
            .child(Node::new("", "title").text("A feed"))
            .child(Node::new("", "link").text("http://example.org/"))
            .child(Node::new("", "description").text("About it"))
            .child(
                Node::new("", "image")
                    .child(Node::new("", "url").text("http://example.org/logo.png"))
                    .child(Node::new("", "title").text("A feed"))
                    .child(Node::new("", "link").text("http://example.org/")),
            )
            .child(
                Node::new(uri::ATOM10, "link")
                    .attr("", "rel", "self")
                    .attr("", "href", "http://example.org/feed.rss")
                    .attr("", "type", "application/rss+xml"),
            )
            .child(rss_item),
    );
    let rdf_item = Node::new(uri::RSS10, "item")
        .attr(uri::RDF, "about", "http://example.org/1")
        .child(Node::new(uri::RSS10, "title").text("An item"))
        .child(Node::new(uri::RSS10, "link").text("http://example.org/1"));
    let rdf = Node::new(uri::RDF, "RDF")
        .child(
            Node::new(uri::RSS10, "channel")
                .attr(uri::RDF, "about", "http://example.org/")
                .child(Node::new(uri::RSS10, "title").text("A feed"))
                .child(Node::new(uri::RSS10, "link").text("http://example.org/"))
                .child(Node::new(uri::RSS10, "description").text("About it"))
                .child(
                    Node::new(uri::RSS10, "items").child(Node::new(uri::RDF, "Seq").child(
                        Node::new(uri::RDF, "li").attr(
                            uri::RDF,
                            "resource",
                            "http://example.org/1",
                        ),
                    )),
                ),
        )
        .child(rdf_item);
    let atom_entry = Node::new(uri::ATOM10, "entry")
        .child(Node::new(uri::ATOM10, "title").text("An entry"))
        .child(Node::new(uri::ATOM10, "link").attr("", "href", "http://example.org/1"))
        .child(Node::new(uri::ATOM10, "id").text("urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a"))
        .child(Node::new(uri::ATOM10, "updated").text("2026-12-07T10:00:00Z"))
        .child(Node::new(uri::ATOM10, "summary").text("About it"));
    let atom = Node::new(uri::ATOM10, "feed")
        .child(Node::new(uri::ATOM10, "title").text("A feed"))
        .child(Node::new(uri::ATOM10, "link").attr("", "href", "http://example.org/"))
        .child(Node::new(uri::ATOM10, "link").attr("", "rel", "self").attr(
            "",
            "href",
            "http://example.org/feed.atom",
        ))
        .child(Node::new(uri::ATOM10, "updated").text("2026-12-07T10:00:00Z"))
        .child(Node::new(uri::ATOM10, "author").child(Node::new(uri::ATOM10, "name").text("A")))
        .child(Node::new(uri::ATOM10, "id").text("urn:uuid:60a76c80-d399-11d9-b93c-0003939e0af6"))
        .child(atom_entry);
    vec![
        Base {
            name: "rss",
            root: rss,
            root_rule: &rss::RSS,
            default_ns: false,
            root_name: "rss",
            extension_parents: &[&[("", "channel")], &[("", "channel"), ("", "item")]],
        },
        Base {
            name: "rdf",
            root: rdf,
            root_rule: &rdf::RDF_ROOT,
            default_ns: false,
            root_name: "RDF",
            extension_parents: &[&[(uri::RSS10, "channel")], &[(uri::RSS10, "item")]],
        },
        Base {
            name: "atom",
            root: atom,
            root_rule: &atom::FEED,
            default_ns: true,
            root_name: "feed",
            extension_parents: &[&[], &[(uri::ATOM10, "entry")]],
        },
    ]
}

/// One generated case: a document and what checking it must find.
struct Case {
    about: String,
    xml: String,
    /// The same document with the row's valid instance: what the case
    /// finds beyond what this finds is the case's doing. (A valid iTunes
    /// element makes the channel a podcast, which then needs more: rules
    /// about the context, which these cases are not about.)
    valid_xml: String,
    /// The rule that must be reported, and on which line; `None`: nothing
    /// new on the lines of the row's element.
    expect: Option<(Rule, u32)>,
    /// The lines the row's element is written on.
    lines: (u32, u32),
    /// A rule the row's element breaks by being there (a deprecated one),
    /// which a change to it may break again.
    tolerated: Option<Rule>,
}

/// The rule ids and lines `check` reports on `xml` (specification rules
/// and reader repairs; the round trip is not what these cases are about).
fn findings(xml: &str) -> Vec<(String, u32)> {
    let report = crate::check::validate(xml.as_bytes()).expect("a generated document reads");
    report
        .problems
        .iter()
        .filter(|p| p.kind != crate::check::ProblemKind::RoundTrip)
        .map(|p| (p.rule.clone(), p.position.line))
        .collect()
}

/// Every (parent path, row) reachable from `rule`, each rule once.
fn rows(
    path: &mut Vec<&'static Child>,
    rule: &'static ElementRule,
    seen: &mut HashSet<*const ElementRule>,
    out: &mut Vec<(Vec<&'static Child>, &'static Child)>,
) {
    let Some(children) = rule.children else {
        return;
    };
    for child in children {
        out.push((path.clone(), child));
        if seen.insert(std::ptr::from_ref(child.rule)) {
            path.push(child);
            rows(path, child.rule, seen, out);
            path.pop();
        }
    }
}

/// The cases for one row put under `parent` in `base`.
fn cases_for_row(
    base: &Base,
    parents: &[&'static Child],
    row: &Child,
    cases: &mut Vec<Case>,
) -> Result<(), String> {
    let parent: Vec<&str> = parents.iter().map(|c| c.name).collect();
    let parent = parent.as_slice();
    let about = |what: &str| {
        format!(
            "{}: {}/{}:{}: {what}",
            base.name,
            parent.join("/"),
            prefix(row.ns),
            row.name
        )
    };
    let mut doc = base.root.clone();
    // Build the parent path where the base lacks it: a valid instance of each step.
    let mut at: &mut Node = &mut doc;
    for step in parents {
        let exists = at
            .children
            .iter()
            .position(|c| c.name == step.name && c.ns == step.ns);
        let index = match exists {
            Some(i) => i,
            None => {
                let made = instance(step.ns, step.name, step.rule, 0)?;
                let i = insertion_point(at);
                at.children.insert(i, made);
                i
            }
        };
        at = &mut at.children[index];
    }
    let parent_node = at.clone();
    let existing = parent_node
        .children
        .iter()
        .position(|c| c.name == row.name && c.ns == row.ns);
    // The base's own element is a valid instance where it has one (an item
    // with its title, an Atom link with its href); else one built from the row.
    let mut valid = match existing {
        Some(i) => parent_node.children[i].clone(),
        None => instance(row.ns, row.name, row.rule, 0)?,
    };
    valid.marked = true;
    let with = |node: Node| -> Node {
        let mut p = parent_node.clone();
        match existing {
            Some(i) => p.children[i] = node,
            None => {
                let at = insertion_point(&p);
                p.children.insert(at, node);
            }
        }
        p
    };
    let put = |p: Node| -> Written {
        let mut d = doc.clone();
        *d.find_mut(parent).expect("the parent exists") = p;
        write(&d, base.default_ns)
    };
    // Text whose form depends on more than the row (a guid that is a
    // permalink unless its attribute says not, a hash as long as its
    // algorithm's digest) is looked for among the candidates.
    if existing.is_none() && row.rule.children.is_none() && row.rule.deprecated.is_none() {
        let clean = |node: &Node| {
            let written = put(with(node.clone()));
            let line = written.marked_line.expect("the row is written");
            !findings(&written.xml).iter().any(|(_, l)| *l == line)
        };
        if !clean(&valid) {
            let found = CANDIDATES
                .iter()
                .map(|c| valid.clone().text(c))
                .find(|n| clean(n));
            match found {
                Some(node) => valid = node,
                None => return Err("no text makes a valid instance".to_owned()),
            }
        }
    }
    let written = put(with(valid.clone()));
    let line = written.marked_line.expect("the row is written");
    let valid_xml = written.xml;
    let lines = (line, line + node_lines(&valid));
    let mut without = parent_node.clone();
    if let Some(i) = existing {
        without.children.remove(i);
    }
    cases.push(Case {
        about: about("valid"),
        xml: valid_xml.clone(),
        valid_xml: put(without).xml,
        // A deprecated element is reported wherever it is, and only that.
        expect: row.rule.deprecated.map(|rule| (rule, line)),
        lines,
        tolerated: None,
    });
    let first_new = cases.len();
    // The text in a form it must not have.
    if row.rule.children.is_none() {
        if let Some((bad, rule)) = invalid_sample(row.rule.value, false) {
            cases.push(Case {
                about: about(&format!("text `{bad}`")),
                xml: put(with(valid.clone().text(bad))).xml,
                valid_xml: String::new(),
                lines: (0, 0),
                tolerated: None,
                expect: Some((rule, line)),
            });
        }
    }
    for attr in row.rule.attrs {
        // An optional attribute may bring requirements of its own (an Atom
        // content's `src` wants a `type` and no text): its value is tried
        // only where a valid one keeps the element clean.
        if !attr.required {
            let Some(sample) = valid_sample(attr.value, true) else {
                continue;
            };
            let with_attr = valid.clone().attr(attr.ns, attr.name, sample);
            let written = put(with(with_attr));
            if findings(&written.xml).iter().any(|(_, l)| *l == line) {
                continue;
            }
        }
        cases.extend(attribute_cases(attr, &valid, line, &about, |n| {
            put(with(n)).xml
        }));
    }
    // An unprefixed attribute no row defines, on an element whose row lists its attributes.
    if !row.rule.attrs.is_empty() {
        cases.push(Case {
            about: about("unknown attribute"),
            xml: put(with(valid.clone().attr("", "notdefined", "x"))).xml,
            valid_xml: String::new(),
            lines: (0, 0),
            tolerated: None,
            expect: Some((rules::UNEXPECTED_ATTRIBUTE, line)),
        });
    }
    // Twice where once is all it may be.
    if row.occurs == Occurs::Once {
        let mut p = with(valid.clone());
        let i = p.children.iter().position(|c| c.marked).expect("marked");
        // A copy without the items or entries of the base's own, whose ids would repeat.
        let mut second = valid.clone();
        second
            .children
            .retain(|c| c.name != "item" && c.name != "entry");
        second.marked = false;
        p.children[i].marked = false;
        second.marked = true;
        p.children.insert(i + 1, second);
        let written = put(p);
        let second_line = written.marked_line.expect("marked");
        cases.push(Case {
            about: about("twice"),
            xml: written.xml,
            valid_xml: String::new(),
            lines: (0, 0),
            tolerated: None,
            expect: Some((rules::DUPLICATE_ELEMENT, second_line)),
        });
    }
    // A required child left out.
    for required in row.rule.children.unwrap_or_default().iter() {
        let Some(missing) = required.missing else {
            continue;
        };
        let mut node = valid.clone();
        node.children
            .retain(|c| !(c.name == required.name && c.ns == required.ns));
        cases.push(Case {
            about: about(&format!("no `{}`", required.name)),
            xml: put(with(node)).xml,
            valid_xml: String::new(),
            lines: (0, 0),
            tolerated: None,
            expect: Some((missing, line)),
        });
    }
    for case in &mut cases[first_new..] {
        case.valid_xml.clone_from(&valid_xml);
        case.tolerated = row.rule.deprecated;
    }
    Ok(())
}

fn attribute_cases(
    attr: &AttrRule,
    valid: &Node,
    line: u32,
    about: &dyn Fn(&str) -> String,
    put: impl Fn(Node) -> String,
) -> Vec<Case> {
    let mut cases = Vec::new();
    let without = |node: &Node| {
        let mut n = node.clone();
        n.attrs
            .retain(|(ns, name, _)| !(*ns == attr.ns && name == attr.name));
        n
    };
    if attr.required {
        cases.push(Case {
            about: about(&format!("no `{}`", attr.name)),
            xml: put(without(valid)),
            valid_xml: String::new(),
            lines: (0, 0),
            tolerated: None,
            expect: Some((attr.missing, line)),
        });
    }
    if let Some((bad, rule)) = invalid_sample(attr.value, true) {
        cases.push(Case {
            about: about(&format!("`{}=\"{bad}\"`", attr.name)),
            xml: put(without(valid).attr(attr.ns, attr.name, bad)),
            valid_xml: String::new(),
            lines: (0, 0),
            tolerated: None,
            expect: Some((rule, line)),
        });
    }
    cases
}

/// The row of the element `name` in `ns` among `rows`.
fn find_row(
    rows: &[(Vec<&'static Child>, &'static Child)],
    ns: &str,
    name: &str,
) -> &'static Child {
    rows.iter()
        .map(|(_, row)| *row)
        .find(|row| row.ns == ns && row.name == name)
        .expect("the base's parents are rows of its format")
}

/// Every case the tables give, and the rows no case could be made for.
fn generate() -> (Vec<Case>, Vec<String>) {
    let mut cases = Vec::new();
    let mut skipped = Vec::new();
    for base in bases() {
        let mut all = Vec::new();
        rows(
            &mut Vec::new(),
            base.root_rule,
            &mut HashSet::new(),
            &mut all,
        );
        let parents: Vec<Vec<&'static Child>> = base
            .extension_parents
            .iter()
            .map(|path| {
                path.iter()
                    .map(|(ns, name)| find_row(&all, ns, name))
                    .collect()
            })
            .collect();
        // Each extension row where it may stand: under the base's channel or
        // item when allowed there, else inside an element of its own
        // vocabulary that is (a value recipient in a `podcast:value`).
        let allowed = |row: &Child, path: &[&'static Child]| {
            row.allowed_in(path.last().map_or(base.root_name, |p| p.name))
        };
        for vocabulary in EXTENSIONS {
            for row in vocabulary.elements {
                let mut placed = false;
                for parent in parents.iter().filter(|p| allowed(row, p)) {
                    all.push((parent.clone(), row));
                    placed = true;
                }
                if placed {
                    continue;
                }
                for container in row.within.iter().filter_map(|w| vocabulary.element(w)) {
                    for parent in parents.iter().filter(|p| allowed(container, p)) {
                        let mut path = parent.clone();
                        path.push(container);
                        all.push((path, row));
                    }
                }
            }
        }
        for (parent, row) in all {
            if let Err(why) = cases_for_row(&base, &parent, row, &mut cases) {
                let path: Vec<&str> = parent.iter().map(|c| c.name).collect();
                skipped.push(format!(
                    "{}: {}/{}: {why}",
                    base.name,
                    path.join("/"),
                    row.name
                ));
            }
        }
    }
    (cases, skipped)
}

#[test]
fn every_row_keeps_its_rules() {
    let (cases, skipped) = generate();
    let mut failures = Vec::new();
    for case in &cases {
        let mut baseline = findings(&case.valid_xml);
        let mut new = Vec::new();
        for (id, l) in findings(&case.xml) {
            match baseline.iter().position(|(b, _)| *b == id) {
                Some(i) => {
                    baseline.swap_remove(i);
                }
                None => new.push((id, l)),
            }
        }
        let found = &new;
        let ok = match case.expect {
            None => !new
                .iter()
                .any(|(_, l)| (case.lines.0..case.lines.1).contains(l)),
            Some((rule, line)) => {
                let tolerated = case.tolerated.map(|r| r.id);
                new.iter().any(|(id, l)| id == rule.id && *l == line)
                    && new
                        .iter()
                        .all(|(id, _)| id == rule.id || Some(id.as_str()) == tolerated)
            }
        };
        if !ok {
            failures.push(format!(
                "{}: expected {:?}, found {found:?}",
                case.about,
                case.expect.map(|(r, l)| (r.id, l))
            ));
        }
    }
    println!(
        "{} generated cases, {} rows skipped",
        cases.len(),
        skipped.len()
    );
    for s in &skipped {
        println!("skipped {s}");
    }
    // The README quotes the count; it is checked here so that it stays true.
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"));
    if let Ok(readme) = readme {
        let n = cases.len();
        let quoted = format!("{},{:03}\ncases over RSS", n / 1000, n % 1000);
        let flat = readme.replace('\n', " ");
        assert!(
            flat.contains(&quoted.replace('\n', " ")),
            "README.md should say \"{quoted}\""
        );
    }
    for f in failures.iter().take(400) {
        println!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} generated cases fail",
        failures.len(),
        cases.len()
    );
}
