//! Atom elements inside RSS items (`<atom:published>`, `<atom:author>`, ...,
//! as Blogger and others write them): read into the typed fields an Atom
//! entry fills, once the item is complete, wherever RSS's own element has
//! not filled the field already. The model remembers each one's origin, so
//! that the RSS writer puts it back in the Atom namespace.

use super::fields::Fields;
use super::tree::RawElement;
use crate::model::{Item, Origin};
use crate::xml::namespace::Namespace;

/// Whether an item's child is an Atom element with a typed field.
pub(crate) fn is_promoted(ns: Namespace, local: &str) -> bool {
    matches!(ns, Namespace::Atom10 | Namespace::Atom03)
        && matches!(
            local,
            "published"
                | "updated"
                | "author"
                | "contributor"
                | "category"
                | "summary"
                | "content"
                | "rights"
                | "id"
        )
}

/// An Atom element set aside while the item was read, with the number of
/// extensions before it (where it goes if it stays an extension).
pub(crate) struct Deferred {
    extensions_before: usize,
    element: RawElement,
}

impl Deferred {
    pub(crate) fn new(item: &Item, element: RawElement) -> Self {
        Deferred {
            extensions_before: item.extensions.len(),
            element,
        }
    }
}

/// Reads the set-aside Atom elements into `item`: into their field when RSS
/// left it empty, else kept as extensions in their document place.
pub(crate) fn promote(f: &mut Fields<'_>, item: &mut Item, deferred: Vec<Deferred>) {
    let mut inserted = 0;
    for Deferred {
        extensions_before,
        mut element,
    } in deferred
    {
        let at = extensions_before + inserted;
        let local = element.local().to_owned();
        let free = match local.as_str() {
            "published" => item.pub_date.is_none(),
            "updated" => item.updated.is_none(),
            "id" => item.guid.is_none(),
            "summary" => item.description.is_none(),
            "content" => item.content.is_none(),
            "rights" => item.rights.is_none(),
            _ => true,
        };
        if !free {
            item.extensions.insert(at, element.into_element());
            inserted += 1;
            continue;
        }
        let counts = (
            item.authors.len(),
            item.contributors.len(),
            item.categories.len(),
            item.extensions.len(),
        );
        super::atom::read_entry_child(f, item, &mut element);
        let (authors, contributors, categories, extensions) = counts;
        for p in item.authors.iter_mut().skip(authors) {
            p.origin = Origin::Atom;
        }
        for p in item.contributors.iter_mut().skip(contributors) {
            p.origin = Origin::Atom;
        }
        for c in item.categories.iter_mut().skip(categories) {
            c.origin = Origin::Atom;
        }
        // What the Atom reader kept whole (a category without a term) goes
        // where the element stood.
        if item.extensions.len() > extensions {
            if let Some(kept) = item.extensions.pop() {
                item.extensions.insert(at, kept);
                inserted += 1;
            }
        }
        let fields = &mut item.atom_fields;
        match local.as_str() {
            "published" => fields.published = item.pub_date.is_some(),
            "updated" => fields.updated = item.updated.is_some(),
            "id" => fields.id = item.guid.is_some(),
            "summary" => fields.summary = item.description.is_some(),
            "content" => fields.content = item.content.is_some(),
            "rights" => fields.rights = item.rights.is_some(),
            _ => {}
        }
    }
}
