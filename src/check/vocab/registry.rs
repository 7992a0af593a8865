//! The Podcasting 2.0 namespace's registries: the lists of social and chat
//! protocols and of service, value and license slugs that the namespace
//! keeps as text files, one entry per line, and the person taxonomy (roles
//! in groups, `taxonomy.json`). The files in `podcast_lists/` are copies of
//! the namespace repository's (CC0, `COPYING.txt` beside them): updating a
//! list is copying its file again.

use std::sync::LazyLock;

/// One registry: its file's name and text.
pub(crate) struct Registry {
    pub(crate) file: &'static str,
    text: &'static str,
}

impl Registry {
    /// Whether `value` is an entry. Entries are compared without regard to
    /// ASCII case: the lists give them in lower case, and feeds write
    /// `ActivityPub` as often as `activitypub`.
    pub(crate) fn contains(&self, value: &str) -> bool {
        let value = value.trim();
        self.entries()
            .any(|entry| entry.eq_ignore_ascii_case(value))
    }

    /// The entries, in the file's order.
    pub(crate) fn entries(&self) -> impl Iterator<Item = &'static str> {
        self.text.lines().map(str::trim).filter(|l| !l.is_empty())
    }
}

pub(crate) const SOCIAL_PROTOCOLS: Registry = Registry {
    file: "socialprotocols.txt",
    text: include_str!("podcast_lists/socialprotocols.txt"),
};

pub(crate) const CHAT_PROTOCOLS: Registry = Registry {
    file: "chatprotocols.txt",
    text: include_str!("podcast_lists/chatprotocols.txt"),
};

pub(crate) const SERVICE_SLUGS: Registry = Registry {
    file: "serviceslugs.txt",
    text: include_str!("podcast_lists/serviceslugs.txt"),
};

/// Payment layers (`lightning`), methods (`keysend`) and recipient
/// address kinds (`node`, `lnaddress`) of `podcast:value` and
/// `podcast:valueRecipient`: the namespace keeps them in one list.
pub(crate) const VALUE_SLUGS: Registry = Registry {
    file: "valueslugs.txt",
    text: include_str!("podcast_lists/valueslugs.txt"),
};

/// The person taxonomy: each role with its group, as `taxonomy.json`
/// lists them (`{"group": "Cast", "role": "Host", ...}`).
pub(crate) struct Taxonomy {
    pub(crate) file: &'static str,
    entries: Vec<(String, String)>,
}

impl Taxonomy {
    /// Whether `role` is a role of the taxonomy, without regard to case
    /// (feeds write `host` for the list's `Host`).
    pub(crate) fn has_role(&self, role: &str) -> bool {
        let role = role.trim();
        self.entries
            .iter()
            .any(|(_, r)| r.eq_ignore_ascii_case(role))
    }

    /// Whether `group` is a group of the taxonomy, without regard to case.
    pub(crate) fn has_group(&self, group: &str) -> bool {
        let group = group.trim();
        self.entries
            .iter()
            .any(|(g, _)| g.eq_ignore_ascii_case(group))
    }
}

/// Read from the copy in the crate once, when first asked. The copy is
/// the crate's own data: a test reads it whole.
pub(crate) static PERSON_TAXONOMY: LazyLock<Taxonomy> = LazyLock::new(|| {
    let text = include_str!("podcast_lists/taxonomy.json");
    let rows: Vec<serde_json::Value> = serde_json::from_str(text).unwrap_or_default();
    let field = |row: &serde_json::Value, name: &str| {
        row.get(name)
            .and_then(serde_json::Value::as_str)
            .map(str::to_owned)
    };
    Taxonomy {
        file: "taxonomy.json",
        entries: rows
            .iter()
            .filter_map(|row| Some((field(row, "group")?, field(row, "role")?)))
            .collect(),
    }
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_entries() {
        assert!(SOCIAL_PROTOCOLS.contains("hive"));
        assert!(SOCIAL_PROTOCOLS.contains("ActivityPub"));
        assert!(!SOCIAL_PROTOCOLS.contains("myspace"));
        assert!(CHAT_PROTOCOLS.contains("irc"));
        assert!(SERVICE_SLUGS.contains("apple"));
        assert!(VALUE_SLUGS.contains("lightning") && VALUE_SLUGS.contains("keysend"));
        assert_eq!(PERSON_TAXONOMY.entries.len(), 63);
        assert!(PERSON_TAXONOMY.has_role("host") && PERSON_TAXONOMY.has_role("Cover Art Designer"));
        assert!(PERSON_TAXONOMY.has_group("cast") && !PERSON_TAXONOMY.has_group("band"));
        assert!(!PERSON_TAXONOMY.has_role("guitar"));
        for list in [SOCIAL_PROTOCOLS, CHAT_PROTOCOLS, SERVICE_SLUGS, VALUE_SLUGS] {
            assert!(list.entries().all(|e| !e.contains(' ')), "{}", list.file);
        }
    }
}
