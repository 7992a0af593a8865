//! The crate's layers, checked on its own source: the shared leaves (XML
//! vocabulary, URLs, encodings, dates, entities, HTML, the model) import no
//! reading, writing, checking or view code; reading and writing never import
//! each other; no two files import each other.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a source file: `src/read/json.rs` is `read::json`,
/// `src/read/mod.rs` is `read`.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .filter(|p| p != "mod" && p != "lib")
        .collect();
    parts.join("::")
}

/// The code of a file without its test modules (tests may reach anywhere)
/// and without comments (a doc link names a module it does not import).
fn code_of(text: &str) -> String {
    let code = text.find("#[cfg(test)]").map_or(text, |at| &text[..at]);
    code.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The crate paths a file names (`crate::a::b`, `super::x` made absolute),
/// from its `use` lines and inline paths.
fn imports(module: &str, is_mod_file: bool, text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    // The module `super` names: the parent of this file's module (for a
    // `mod.rs`, the parent of the directory's module).
    let own: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
    let parent = if is_mod_file || own.is_empty() {
        own.get(..own.len().saturating_sub(1))
            .unwrap_or_default()
            .join("::")
    } else {
        own[..own.len() - 1].join("::")
    };
    let here = if is_mod_file {
        own.join("::")
    } else {
        parent.clone()
    };
    for (prefix, base) in [
        ("crate::", String::new()),
        ("super::", parent.clone()),
        ("self::", here),
    ] {
        let mut rest = text;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().last();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let path: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            // The lower-case segments: modules, perhaps ending in a function's name.
            let segments: Vec<&str> = path
                .split("::")
                .take_while(|s| !s.is_empty() && !s.starts_with(char::is_uppercase))
                .collect();
            // `super::Name` names an item of the parent module itself.
            let joined = segments.join("::");
            let full = match (base.is_empty(), joined.is_empty()) {
                (true, true) => continue,
                (false, true) => base.clone(),
                (true, false) => joined,
                (false, false) => format!("{base}::{joined}"),
            };
            out.insert(full);
        }
    }
    out
}

fn top(module: &str) -> &str {
    module.split("::").next().unwrap_or("")
}

#[test]
fn layers_hold() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        let module = module_of(&src, file);
        let is_mod = matches!(
            file.file_name().and_then(|n| n.to_str()),
            Some("mod.rs" | "lib.rs")
        );
        let names = imports(&module, is_mod, &code_of(&text));
        graph.entry(module).or_default().extend(names);
    }
    // Each named path, cut to the longest module that is a file.
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    let file_of = |path: &str| {
        let mut path = path;
        loop {
            if modules.contains(path) {
                return Some(path.to_owned());
            }
            path = &path[..path.rfind("::")?];
        }
    };
    let graph: BTreeMap<String, BTreeSet<String>> = graph
        .iter()
        .map(|(m, uses)| (m.clone(), uses.iter().filter_map(|u| file_of(u)).collect()))
        .collect();
    // What each layer may use of the others (the crate root re-exports are not a layer).
    let leaves = [
        "buffered",
        "xml",
        "uri",
        "encoding",
        "date",
        "entity",
        "html",
        "model",
        "mojibake",
        "error",
        "warning",
        "options",
        "json_feed",
    ];
    let mut problems = Vec::new();
    for (module, uses) in &graph {
        let layer = top(module);
        for used in uses {
            let to = top(used);
            if to == layer {
                continue;
            }
            let forbidden = match layer {
                l if leaves.contains(&l) => matches!(to, "read" | "write" | "check" | "view"),
                "read" => matches!(to, "write" | "check" | "view"),
                "write" => matches!(to, "read" | "check" | "view"),
                _ => false,
            };
            if forbidden {
                problems.push(format!("{module} uses {used}"));
            }
        }
    }
    // No two files import each other.
    for (module, uses) in &graph {
        for used in uses {
            if used != module
                && graph.get(used).is_some_and(|back| back.contains(module))
                && module < used
            {
                problems.push(format!("{module} and {used} import each other"));
            }
        }
    }
    // Nor around a longer circle.
    if let Some(cycle) = find_cycle(&graph) {
        problems.push(format!("import cycle: {}", cycle.join(" -> ")));
    }
    assert!(
        problems.is_empty(),
        "layering broken:\n{}",
        problems.join("\n")
    );
}

/// A circle of imports among files, if there is one (depth-first search).
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit<'g>(
        node: &'g str,
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<&'g str>,
        path: &mut Vec<&'g str>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| *n == node) {
            let mut cycle: Vec<String> = path[at..].iter().map(|s| s.to_string()).collect();
            cycle.push(node.to_owned());
            return Some(cycle);
        }
        if !done.insert(node) {
            return None;
        }
        path.push(node);
        for next in graph.get(node).into_iter().flatten() {
            if next != node {
                if let Some(cycle) = visit(next, graph, done, path) {
                    return Some(cycle);
                }
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(cycle) = visit(node, graph, &mut done, &mut Vec::new()) {
            return Some(cycle);
        }
    }
    None
}
