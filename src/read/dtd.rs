//! Entities declared in a document's internal DTD subset.
//!
//! Only internal general entities with a literal value are expanded (real
//! feeds declare `<!ENTITY nbsp "&#160;">` and the like). External entities
//! and external DTDs are never loaded: nothing here touches the file system
//! or the network. Expansion is bounded, as expat bounds it: values are
//! expanded once, when declared, and every use spends from one budget, so no
//! input makes the output grow faster than linearly.

use std::collections::HashMap;

use crate::entity;
use crate::warning::WarningKind;

/// Most entities one document may declare; later ones are ignored.
const MAX_DECLARATIONS: usize = 10_000;

pub(crate) struct Dtd {
    entities: HashMap<String, String>,
    /// Characters expansions may still produce.
    budget: std::cell::Cell<usize>,
    /// A warning raised by `expand`, which cannot return one itself.
    pending: std::cell::Cell<Option<WarningKind>>,
}

impl Dtd {
    pub(crate) fn new(budget: usize) -> Self {
        Dtd {
            entities: HashMap::new(),
            budget: std::cell::Cell::new(budget),
            pending: std::cell::Cell::new(None),
        }
    }

    /// The text entity `name` stands for, if declared and within budget.
    pub(crate) fn expand(&self, name: &str) -> Option<String> {
        let value = self.entities.get(name)?;
        let budget = self.budget.get();
        if value.len() > budget {
            self.pending.set(Some(WarningKind::Dtd {
                message: format!("entity expansion limit reached: `&{name};` left unexpanded"),
            }));
            return None;
        }
        self.budget.set(budget - value.len());
        Some(value.clone())
    }

    /// The warning the last `expand` raised, if any.
    pub(crate) fn take_warning(&self) -> Option<WarningKind> {
        self.pending.take()
    }

    /// Reads the entity declarations of a DOCTYPE's text; returns the warnings.
    pub(crate) fn declare_all(&mut self, doctype: &str) -> Vec<WarningKind> {
        let mut warnings = Vec::new();
        let mut rest = doctype;
        while let Some(at) = rest.find("<!ENTITY") {
            rest = &rest[at + "<!ENTITY".len()..];
            let end = declaration_end(rest);
            let declaration = &rest[..end];
            rest = &rest[end..];
            if self.entities.len() >= MAX_DECLARATIONS {
                warnings.push(WarningKind::Dtd {
                    message: format!(
                        "more than {MAX_DECLARATIONS} entity declarations: the rest ignored"
                    ),
                });
                break;
            }
            if let Some(w) = self.declare(declaration) {
                warnings.push(w);
            }
        }
        warnings
    }

    fn declare(&mut self, declaration: &str) -> Option<WarningKind> {
        let declaration = declaration.trim_start();
        if declaration.starts_with('%') {
            // Parameter entities only matter to DTD structure, which is not read.
            return None;
        }
        let name_end = declaration
            .find(|c: char| c.is_whitespace())
            .unwrap_or(declaration.len());
        let name = &declaration[..name_end];
        let body = declaration[name_end..].trim_start();
        let quote = body.chars().next().filter(|&c| c == '"' || c == '\'');
        let Some(quote) = quote else {
            return Some(WarningKind::Dtd {
                message: format!("external entity `{name}` not loaded"),
            });
        };
        let value = body[1..].split(quote).next().unwrap_or("");
        if self.entities.contains_key(name) {
            // XML 1.0 §4.2: the first declaration is binding.
            return None;
        }
        let mut warning = None;
        let expanded = entity::unescape(value, &|n| self.expand(n), &mut |w| {
            warning.get_or_insert(w);
        });
        if let Some(w) = self.take_warning() {
            return Some(w);
        }
        self.entities.insert(name.to_owned(), expanded);
        warning
    }
}

/// Where a declaration ends: the first `>` outside quotes.
fn declaration_end(text: &str) -> usize {
    let mut quote = None;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return i,
            _ => {}
        }
    }
    text.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expands_simple_entities() {
        let mut dtd = Dtd::new(1000);
        assert!(dtd
            .declare_all(r#"rss [<!ENTITY me "Joe &amp; Co"> <!ENTITY nbsp '&#160;'>]"#)
            .is_empty());
        assert_eq!(dtd.expand("me").as_deref(), Some("Joe & Co"));
        assert_eq!(dtd.expand("nbsp").as_deref(), Some("\u{a0}"));
        assert_eq!(dtd.expand("other"), None);
    }

    #[test]
    fn external_entities_are_not_loaded() {
        let mut dtd = Dtd::new(1000);
        let w = dtd.declare_all(r#"x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]"#);
        assert_eq!(w.len(), 1);
        assert_eq!(dtd.expand("xxe"), None);
    }

    #[test]
    fn billion_laughs_is_bounded() {
        let mut doctype = String::from(r#"lolz [<!ENTITY lol0 "lollollollollollollollollollol">"#);
        for i in 1..10 {
            let refs = format!("&lol{};", i - 1).repeat(10);
            doctype.push_str(&format!(r#"<!ENTITY lol{i} "{refs}">"#));
        }
        let mut dtd = Dtd::new(100_000);
        let warnings = dtd.declare_all(&doctype);
        assert!(!warnings.is_empty());
        let mut total = 0;
        for _ in 0..1000 {
            total += dtd.expand("lol9").map_or(0, |v| v.len());
        }
        assert!(total <= 100_000);
    }
}
