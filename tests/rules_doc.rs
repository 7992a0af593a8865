//! RULES.md and the README's figures follow the checker's tables: the
//! file is what `feedwright check --rules --format markdown` prints, and
//! the README quotes the tables' size as `check::table::size` counts it.
//! `UPDATE_RULES_MD=1 cargo test --test rules_doc` rewrites RULES.md.

use std::path::Path;
use std::process::Command;

use feedwright::check::rules::RULES;
use feedwright::check::table;

const REGENERATE: &str = "cargo run --release -- check --rules --format markdown > RULES.md \
     (or UPDATE_RULES_MD=1 cargo test --test rules_doc)";

fn rules(format: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_feedwright"))
        .args(["check", "--rules", "--format", format])
        .output()
        .expect("runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn rules_md_is_what_check_rules_prints() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("RULES.md");
    let generated = rules("markdown");
    if std::env::var_os("UPDATE_RULES_MD").is_some() {
        std::fs::write(&path, &generated).unwrap();
        return;
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == generated,
        "RULES.md is stale: regenerate it with {REGENERATE}"
    );
}

/// The sentence of README.md that gives the tables' size.
fn size_sentence() -> String {
    let size = table::size();
    format!(
        "{} rules, and the element tables of {} vocabularies: {} elements with {} attributes",
        size.rules, size.vocabularies, size.elements, size.attributes
    )
}

#[test]
fn the_readme_quotes_the_tables_size() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let sentence = size_sentence();
    assert!(
        readme.contains(&sentence),
        "README.md should say \"{sentence}\" (the tables changed; RULES.md too: {REGENERATE})"
    );
}

#[test]
fn every_rule_and_element_is_printed() {
    let text = rules("human");
    for rule in RULES {
        assert!(text.contains(rule.id), "{} missing", rule.id);
    }
    let json: serde_json::Value = serde_json::from_str(&rules("json")).expect("JSON");
    let size = table::size();
    assert_eq!(json["rules"].as_array().unwrap().len(), size.rules);
    let elements = json["elements"].as_array().unwrap();
    assert_eq!(elements.len(), size.elements);
    let attributes: usize = elements
        .iter()
        .map(|e| e["attributes"].as_array().unwrap().len())
        .sum();
    assert_eq!(attributes, size.attributes);
    assert_eq!(json["size"]["vocabularies"], size.vocabularies);
    // Spot checks against the specifications.
    let find = |namespace: &str, name: &str| {
        elements
            .iter()
            .find(|e| e["namespace"] == namespace && e["name"] == name)
            .unwrap_or_else(|| panic!("{name} missing"))
    };
    let enclosure = find("", "enclosure");
    assert_eq!(enclosure["parents"], serde_json::json!(["item"]));
    assert_eq!(enclosure["occurs"], "many");
    let atom = "http://www.w3.org/2005/Atom";
    assert!(elements
        .iter()
        .any(|e| e["namespace"] == atom && e["name"] == "id" && e["value"] == "Atom id"));
    let itunes_image = find("http://www.itunes.com/dtds/podcast-1.0.dtd", "itunes:image");
    assert!(itunes_image["attributes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|a| a["name"] == "href" && a["required"] == true));
}
