//! `feedwright check --rules`: what the checker knows, from the library's
//! own tables (`feedwright::check::rules::RULES` and
//! `feedwright::check::table`): every rule, and every element of every
//! vocabulary with its parents, how often it may appear, the form of its
//! text and its attributes. As text, as JSON, or as the Markdown of RULES.md.

use std::io::{self, Write};

use feedwright::check::rules::RULES;
use feedwright::check::table::{self, AttributeRow, ElementRow};
use feedwright::check::Severity;

/// How `--rules` prints the tables.
#[derive(Clone, Copy)]
pub(crate) enum TableFormat {
    Text,
    Json,
    Markdown,
}

/// Prints the tables to `out`.
pub(crate) fn write(out: &mut impl Write, format: TableFormat) -> io::Result<()> {
    let elements = table::elements();
    match format {
        TableFormat::Text => write_text(out, &elements),
        TableFormat::Json => {
            let rules: Vec<serde_json::Value> = RULES
                .iter()
                .map(|rule| {
                    serde_json::json!({
                        "id": rule.id,
                        "severity": rule.severity,
                        "w3c": rule.w3c,
                        "spec": rule.spec,
                        "text": rule.text,
                    })
                })
                .collect();
            let value = serde_json::json!({
                "size": table::size(),
                "rules": rules,
                "elements": elements,
            });
            serde_json::to_writer_pretty(&mut *out, &value)?;
            writeln!(out)
        }
        TableFormat::Markdown => write_markdown(out, &elements),
    }
}

fn severity_word(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        _ => "info",
    }
}

/// A vocabulary's name in headings.
fn vocabulary_label(namespace: &str) -> String {
    match (namespace, table::prefix(namespace)) {
        ("", _) => "RSS 2.0, 0.91 and 0.92 (no namespace)".to_owned(),
        ("http://purl.org/rss/1.0/", _) => format!("RSS 1.0 ({namespace})"),
        ("http://www.w3.org/2005/Atom", _) => format!("Atom 1.0 ({namespace})"),
        (_, Some(prefix)) => format!("{prefix} ({namespace})"),
        (_, None) => namespace.to_owned(),
    }
}

fn attributes_text(attributes: &[AttributeRow]) -> String {
    let shown: Vec<String> = attributes
        .iter()
        .map(|a| {
            let required = if a.required { "required, " } else { "" };
            format!("{} ({required}{})", a.name, a.value)
        })
        .collect();
    shown.join(", ")
}

/// The size line both forms open with.
fn size_line() -> String {
    let size = table::size();
    format!(
        "{} rules; {} vocabularies, {} elements, {} attributes",
        size.rules, size.vocabularies, size.elements, size.attributes
    )
}

fn write_text(out: &mut impl Write, elements: &[ElementRow]) -> io::Result<()> {
    writeln!(out, "{}", size_line())?;
    writeln!(out, "\nRULES")?;
    let width = RULES.iter().map(|r| r.id.len()).max().unwrap_or(0);
    for rule in RULES {
        writeln!(
            out,
            "{:<7} {:<width$}  {}",
            severity_word(rule.severity),
            rule.id,
            rule.text
        )?;
        let mut source = format!("spec: {}", rule.spec);
        if !rule.w3c.is_empty() {
            source.push_str(&format!("; W3C: {}", rule.w3c.join(", ")));
        }
        writeln!(out, "{:<7} {:<width$}  {source}", "", "")?;
    }
    writeln!(out, "\nELEMENTS")?;
    let mut namespace = None;
    for row in elements {
        if namespace != Some(row.namespace) {
            namespace = Some(row.namespace);
            writeln!(out, "\n{}", vocabulary_label(row.namespace))?;
        }
        write!(
            out,
            "  {} in {}: {}, {}",
            row.name,
            row.parents.join(" "),
            row.occurs.as_str(),
            row.value
        )?;
        if !row.attributes.is_empty() {
            write!(out, "; attributes {}", attributes_text(&row.attributes))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Text for a Markdown table cell: `|` escaped everywhere (GitHub's tables
/// split on it even in code), `<` outside code made an entity so that an
/// element's name is not read as HTML.
fn cell(text: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    for c in text.chars() {
        match c {
            '`' => {
                in_code = !in_code;
                out.push(c);
            }
            '|' => out.push_str("\\|"),
            '<' if !in_code => out.push_str("&lt;"),
            '>' if !in_code => out.push_str("&gt;"),
            _ => out.push(c),
        }
    }
    out
}

fn code(text: &str) -> String {
    format!("`{text}`")
}

fn write_markdown(out: &mut impl Write, elements: &[ElementRow]) -> io::Result<()> {
    writeln!(out, "# What `feedwright check` checks")?;
    writeln!(out)?;
    writeln!(
        out,
        "Generated from the checker's own tables by `cargo run --release -- check --rules \
         --format markdown > RULES.md`; `cargo test --test rules_doc` fails when this file is \
         stale. `feedwright check --rules` prints the same as text, `--rules --format json` as \
         JSON."
    )?;
    writeln!(out)?;
    writeln!(out, "{}.", size_line())?;
    writeln!(out)?;
    writeln!(out, "## Rules")?;
    writeln!(out)?;
    writeln!(
        out,
        "Each finding of `feedwright check` names one of these ids, or `reader-<repair>` for a \
         repair the reader made, `round-trip` or `round-trip-loss` for a difference after \
         writing the feed back, `not-a-feed` for a document that holds no feed."
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "| id | severity | W3C messages | specification | rule |"
    )?;
    writeln!(out, "| --- | --- | --- | --- | --- |")?;
    for rule in RULES {
        let w3c: Vec<String> = rule.w3c.iter().map(|name| code(name)).collect();
        writeln!(
            out,
            "| {} | {} | {} | {} | {} |",
            code(rule.id),
            severity_word(rule.severity),
            w3c.join(", "),
            cell(rule.spec),
            cell(rule.text)
        )?;
    }
    writeln!(out)?;
    writeln!(out, "## Elements")?;
    writeln!(out)?;
    writeln!(
        out,
        "Per vocabulary, each element: the elements it may appear in (`*`: wherever its \
         vocabulary is used), how often (`required`: exactly once; `once`: at most once), the \
         form of its text, and its attributes. An element whose shape differs by parent has a \
         row for each shape."
    )?;
    let mut namespace = None;
    for row in elements {
        if namespace != Some(row.namespace) {
            namespace = Some(row.namespace);
            writeln!(out)?;
            writeln!(out, "### {}", cell(&vocabulary_label(row.namespace)))?;
            writeln!(out)?;
            writeln!(out, "| element | in | occurs | value | attributes |")?;
            writeln!(out, "| --- | --- | --- | --- | --- |")?;
        }
        let parents: Vec<String> = row.parents.iter().map(|p| code(p)).collect();
        let attributes: Vec<String> = row
            .attributes
            .iter()
            .map(|a| {
                let required = if a.required { "required, " } else { "" };
                format!("{} ({required}{})", code(&a.name), cell(a.value))
            })
            .collect();
        writeln!(
            out,
            "| {} | {} | {} | {} | {} |",
            code(&row.name),
            parents.join(", "),
            row.occurs.as_str(),
            cell(row.value),
            attributes.join(", ")
        )?;
    }
    Ok(())
}
