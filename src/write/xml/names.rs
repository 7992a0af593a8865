//! How elements and attributes are named: which prefix a namespace is
//! written with where, reusing the document's own bindings, declaring a
//! namespace where it is first used, and the prefixes the writer keeps for
//! the namespaces the model types.

use super::*;

/// How `XmlWriter::tag_known` names an element of a namespace, as long as
/// the namespace bindings in scope stay as they were.
pub(super) struct KnownName {
    /// A constant (see `tag_known`).
    ns: Option<&'static str>,
    /// The bindings it was worked out under (`XmlWriter::bindings`).
    as_of: Bindings,
    /// The prefix the name is written with (`None`: unprefixed); short
    /// enough to be held inline.
    prefix: Option<compact_str::CompactString>,
}

/// Which namespace bindings are in scope: the innermost open element
/// with declarations of its own, and how many declarations the root has.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Bindings {
    /// Which element: each one opened gets a number of its own (0: none open).
    innermost: u64,
    root_decls: usize,
}

impl XmlWriter<'_> {
    /// The namespace bound to `prefix` in scope, looking at `pending` first.
    pub(super) fn bound<'a>(
        &'a self,
        pending: &'a [(String, String)],
        prefix: &str,
    ) -> Option<&'a str> {
        if let Some((_, u)) = pending.iter().rev().find(|(p, _)| p == prefix) {
            return Some(u);
        }
        for scope in self.stack.iter().rev() {
            if let Some((_, u)) = scope.tag.decls.iter().rev().find(|(p, _)| p == prefix) {
                return Some(u);
            }
        }
        self.root_decls
            .iter()
            .find(|(p, _)| p == prefix)
            .map(|(_, u)| u.as_ref())
    }

    /// A tag for an element of one of the namespaces the model types
    /// (`None`: no namespace, RSS's core elements). A prefix the document
    /// bound to any spelling of the namespace is reused; else the
    /// conventional one.
    pub(crate) fn tag_known(&mut self, ns: Option<&'static str>, local: &str) -> Tag {
        let as_of = self.bindings();
        if let Some(known) = self
            .known_names
            .iter()
            .position(|k| k.as_of == as_of && same_constant(k.ns, ns))
        {
            let mut tag = self.inheriting_tag();
            if let Some(prefix) = self
                .known_names
                .get(known)
                .and_then(|k| k.prefix.as_deref())
            {
                tag.qname.push_str(prefix);
                tag.qname.push(':');
            }
            tag.qname.push_str(local);
            return tag;
        }
        let tag = self.tag_known_afresh(ns, local);
        // A tag that declared nothing, under bindings it did not change,
        // is named the same way until they change.
        if tag.decls.is_empty() && self.bindings() == as_of {
            let prefix = tag
                .qname
                .strip_suffix(local)
                .and_then(|q| q.strip_suffix(':'))
                .map(compact_str::CompactString::from);
            let entry = KnownName { ns, as_of, prefix };
            match self
                .known_names
                .iter_mut()
                .find(|k| same_constant(k.ns, ns))
            {
                Some(stale) => *stale = entry,
                None => self.known_names.push(entry),
            }
        }
        tag
    }

    /// The bindings in scope now (see `Bindings`).
    pub(super) fn bindings(&self) -> Bindings {
        Bindings {
            innermost: self.declaring.last().copied().unwrap_or(0),
            root_decls: self.root_decls.len(),
        }
    }

    /// [`tag_known`](Self::tag_known) without what it remembers.
    pub(super) fn tag_known_afresh(&mut self, ns: Option<&str>, local: &str) -> Tag {
        let Some(ns) = ns else {
            return self.tag(None, None, local);
        };
        if self.bound(&[], "") == Some(ns) {
            return self.tag(Some(ns), None, local);
        }
        // A prefix the document bound to another spelling of the same namespace.
        let reuse = self
            .respelling(ns)
            .and_then(|at| self.root_decls.get(at))
            .filter(|(p, u)| self.bound(&[], p) == Some(u.as_ref()))
            .map(|(p, u)| (p.clone(), u.clone()));
        if let Some((prefix, spelled)) = reuse {
            return self.tag(Some(&spelled), Some(&prefix), local);
        }
        let prefix = conventional_prefix(ns);
        self.tag(Some(ns), prefix, local)
    }

    /// Where in `root_decls` a prefix is bound to another spelling of the
    /// namespace `ns` (one the model knows: never for others, nor RSS).
    /// Asked the first time each namespace is named: the namespace of each
    /// root declaration is worked out once, not at every asking.
    pub(super) fn respelling(&mut self, ns: &str) -> Option<usize> {
        let wanted = Namespace::of(Some(ns));
        if matches!(wanted, Namespace::Other | Namespace::Rss) {
            return None;
        }
        let known = self.root_namespaces.len();
        for (_, uri) in self.root_decls.iter().skip(known) {
            self.root_namespaces.push(Namespace::of(Some(uri)));
        }
        self.root_decls
            .iter()
            .zip(&self.root_namespaces)
            .position(|((p, u), n)| !p.is_empty() && *n == wanted && *u != ns)
    }

    /// A tag for `local` in namespace `ns`, with `prefix` as the preferred
    /// prefix (`None`: the default namespace). Declares what it must.
    pub(crate) fn tag(&mut self, ns: Option<&str>, prefix: Option<&str>, local: &str) -> Tag {
        let mut tag = self.inheriting_tag();
        match (ns, prefix.filter(|p| is_ncname(p) && !is_reserved(p))) {
            (None, _) | (Some(_), None) => {
                if !self.default_namespace_is(ns) {
                    tag.decls
                        .push((String::new(), ns.unwrap_or_default().to_owned()));
                }
            }
            (Some(ns), Some(prefix)) => {
                self.bind_prefix(&mut tag, prefix, ns);
                tag.qname.push_str(prefix);
                tag.qname.push(':');
            }
        }
        tag.qname.push_str(local);
        tag
    }

    /// [`tag`](Self::tag)`(ns, None, local)` for the format's own namespace
    /// (`None`: no namespace, as RSS's core elements), which its writer
    /// names for nearly every element: whether a declaration is needed is
    /// remembered while the bindings stay the same. `ns` is a constant,
    /// never freed, so the same address and length mean the same name.
    pub(crate) fn tag_in_default(&mut self, ns: Option<&'static str>, local: &str) -> Tag {
        let key = (
            self.bindings(),
            ns.map_or(0, |ns| ns.as_ptr() as usize),
            ns.map_or(0, str::len),
        );
        let in_scope = match self.default_memo {
            Some((asked, answer)) if asked == key => answer,
            _ => {
                let answer = self.default_namespace_is(ns);
                self.default_memo = Some((key, answer));
                answer
            }
        };
        let mut tag = self.inheriting_tag();
        if !in_scope {
            tag.decls
                .push((String::new(), ns.unwrap_or_default().to_owned()));
        }
        tag.qname.push_str(local);
        tag
    }

    /// Whether an unprefixed element in `ns` (`None`: no namespace) needs
    /// no declaration of the default namespace where it is written.
    pub(super) fn default_namespace_is(&self, ns: Option<&str>) -> bool {
        let bound = self.bound(&[], "");
        match ns {
            Some(ns) => bound == Some(ns),
            None => bound.is_none_or(str::is_empty),
        }
    }

    /// Makes `prefix` mean `ns` at `tag`: already so, newly on the root, or on the tag.
    pub(super) fn bind_prefix(&mut self, tag: &mut Tag, prefix: &str, ns: &str) {
        match self.bound(&tag.decls, prefix) {
            Some(bound) if bound == ns => {}
            Some(_) => tag.decls.push((prefix.to_owned(), ns.to_owned())),
            // One of the writer's own prefixes for another namespace is never
            // a root declaration: it stays where it is used (see `declare_root`);
            // nor is one first used after the root went out.
            None if claims_other_namespace(prefix, ns) || self.head_sent => {
                tag.decls.push((prefix.to_owned(), ns.to_owned()))
            }
            None => self
                .root_decls
                .push((Cow::Owned(prefix.to_owned()), Cow::Owned(ns.to_owned()))),
        }
    }

    /// Adds an attribute in namespace `ns` (`xml:` attributes included).
    pub(crate) fn attr_ns(
        &mut self,
        tag: &mut Tag,
        ns: &str,
        prefix: Option<&str>,
        local: &str,
        value: &str,
    ) {
        if ns == uri::XML {
            tag.push_attr(&["xml:", local], value);
            return;
        }
        let preferred = prefix
            .filter(|p| is_ncname(p) && !is_reserved(p))
            .or_else(|| conventional_prefix(ns))
            .unwrap_or("ns");
        // Attributes take no default namespace: find or make a prefix for `ns`.
        // The preferred prefix is nearly always bound to `ns` already, so it
        // is borrowed until a numbered one is needed.
        let mut candidate = Cow::Borrowed(preferred);
        let mut n = 1;
        loop {
            let taken_here = tag.decls.iter().any(|(p, _)| *p == *candidate)
                || tag
                    .qname
                    .strip_prefix(&*candidate)
                    .is_some_and(|rest| rest.starts_with(':'));
            match self.bound(&tag.decls, &candidate) {
                Some(bound) if bound == ns => break,
                None if !claims_other_namespace(&candidate, ns) && !self.head_sent => {
                    let decl = (Cow::Owned(candidate.to_string()), Cow::Owned(ns.to_owned()));
                    self.root_decls.push(decl);
                    break;
                }
                None | Some(_) if !taken_here => {
                    tag.decls.push((candidate.to_string(), ns.to_owned()));
                    break;
                }
                _ => {
                    candidate = Cow::Owned(format!("{preferred}{n}"));
                    n += 1;
                }
            }
        }
        tag.push_attr(&[&candidate, ":", local], value);
    }
}

/// Whether two namespace constants are the same one, by address: a constant
/// is never freed, so no other string takes its place. Two constants with
/// the same text are told apart, which costs a memo one more entry.
pub(super) fn same_constant(a: Option<&'static str>, b: Option<&'static str>) -> bool {
    let at = |ns: Option<&str>| ns.map(|ns| (ns.as_ptr(), ns.len()));
    at(a) == at(b)
}

/// The namespace of namespace declarations themselves.
pub(super) const XMLNS: &str = "http://www.w3.org/2000/xmlns/";

/// The prefix conventionally bound to a namespace the model types.
pub(crate) fn conventional_prefix(ns: &str) -> Option<&'static str> {
    Some(match Namespace::of(Some(ns)) {
        Namespace::Atom10 => "atom",
        Namespace::Atom03 => "atom03",
        Namespace::Gml => "gml",
        Namespace::Rdf => "rdf",
        Namespace::Dc => "dc",
        Namespace::DcTerms => "dcterms",
        Namespace::Content => "content",
        Namespace::ITunes => "itunes",
        Namespace::GooglePlay => "googleplay",
        Namespace::Media => "media",
        Namespace::Sy => "sy",
        Namespace::Slash => "slash",
        Namespace::Wfw => "wfw",
        Namespace::Thr => "thr",
        Namespace::GeoRss => "georss",
        Namespace::CreativeCommons if ns == uri::CC => "cc",
        Namespace::CreativeCommons => "creativeCommons",
        Namespace::Podcast => "podcast",
        Namespace::Xhtml => "xhtml",
        _ => return None,
    })
}

/// Whether the document bound a prefix the writer uses for one of its own
/// namespaces (`rdf`, `dc`, `atom`, ...) to some other namespace. Kept on the
/// root, that binding would take the prefix from the writer's own elements
/// (`rdf:RDF` ended up in the document's namespace, found by the
/// `roundtrip` fuzz target); left out, the document's elements declare it
/// where they are.
pub(super) fn claims_other_namespace(prefix: &str, ns: &str) -> bool {
    let own = if prefix == "atom03" {
        Some(uri::ATOM03)
    } else {
        conventional_uri(prefix)
    };
    // Most documents bind the prefixes to the very names: no lookup then.
    own.is_some_and(|own| own != ns && Namespace::of(Some(own)) != Namespace::of(Some(ns)))
}

pub(super) fn is_reserved(prefix: &str) -> bool {
    prefix.eq_ignore_ascii_case("xml") || prefix.eq_ignore_ascii_case("xmlns")
}
