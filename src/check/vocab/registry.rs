//! The Podcasting 2.0 namespace's registries: the lists of social and chat
//! protocols and of service, value and license slugs that the namespace
//! keeps as text files, one entry per line. The files in `podcast_lists/`
//! are copies of the namespace repository's (CC0, `COPYING.txt` beside
//! them): updating a list is copying its file again.

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
        for list in [SOCIAL_PROTOCOLS, CHAT_PROTOCOLS, SERVICE_SLUGS, VALUE_SLUGS] {
            assert!(list.entries().all(|e| !e.contains(' ')), "{}", list.file);
        }
    }
}
