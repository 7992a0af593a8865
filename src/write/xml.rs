//! The writer's XML layer: what is in scope where (namespace bindings,
//! `xml:lang`, `xml:base`), escaping, indentation, and the losses reported
//! on the way. It knows nothing of feed formats. It puts the bytes of tags
//! and text on its buffer itself (no event is built for each element);
//! quick-xml reads serialized XHTML back, to check it can be written.
//!
//! The document's body is written first, into a buffer; the root start tag
//! is written when the body is done, so that it can declare every namespace
//! the body used. A body that outgrows `FLUSH_AT` is not held whole: the
//! root start tag goes out then, with what was declared so far, and the
//! body follows in pieces of about that size (a namespace first used after
//! that point is declared on the element that uses it). Writing a large
//! feed then takes one buffer of that size and the caller's writer, rather
//! than the whole document twice over (and a fresh 10 MB buffer costs as
//! much in page faults as writing into it does).

use quick_xml::events::Event;
use std::borrow::Cow;
use std::io;
use std::rc::Rc;

use super::place::Place;
use super::{Loss, WriteOptions};
use crate::model::{Attribute, Element, Node, Timestamp, Uri};
use crate::uri::{is_absolute, resolve, resolve_base};
use crate::xml::chars::{is_ncname, is_xml_char};
use crate::xml::namespace::{conventional_uri, uri, Namespace};

mod escape;
mod fragment;
mod layout;
mod names;
mod plan;
mod scope;

use escape::*;
pub(crate) use escape::{escape, escape_onto};
pub(crate) use fragment::Fragment;
use fragment::*;
pub(crate) use names::conventional_prefix;
use names::*;
pub(crate) use scope::DateForm;

/// A start tag being built: its name, attributes and local namespace
/// declarations, and the `xml:lang`/`xml:base` in scope inside it.
///
/// The writer recycles tags (see `XmlWriter::recycle`), and a tag keeps its
/// attributes in one string: writing an element allocates nothing once a
/// few tags are in circulation. A tag is handed from the writer to the
/// format's code and back for every element: boxed, it moves as a pointer
/// rather than as its six buffers.
#[derive(Default)]
pub(crate) struct Tag(Box<TagParts>);

/// What a [`Tag`] holds.
#[derive(Default)]
pub(crate) struct TagParts {
    qname: String,
    /// Every attribute's name and value, one after another.
    attr_text: String,
    /// Where each attribute's name and value end in `attr_text`.
    attr_ends: Vec<(usize, usize)>,
    /// Declarations on this element; prefix `""` is the default namespace.
    decls: Vec<(String, String)>,
    lang: Option<Rc<str>>,
    base: Option<Rc<url::Url>>,
}

impl std::ops::Deref for Tag {
    type Target = TagParts;

    fn deref(&self) -> &TagParts {
        &self.0
    }
}

impl std::ops::DerefMut for Tag {
    fn deref_mut(&mut self) -> &mut TagParts {
        &mut self.0
    }
}

impl TagParts {
    /// Adds an attribute with no namespace.
    pub(crate) fn attr(&mut self, name: &str, value: &str) {
        self.push_attr(&[name], value);
    }

    /// Adds an attribute whose name is `name_parts` joined.
    fn push_attr(&mut self, name_parts: &[&str], value: &str) {
        for part in name_parts {
            self.attr_text.push_str(part);
        }
        let name_end = self.attr_text.len();
        self.attr_text.push_str(value);
        self.attr_ends.push((name_end, self.attr_text.len()));
    }

    /// The attributes, in the order added.
    fn attrs(&self) -> impl Iterator<Item = (&str, &str)> {
        let mut start = 0;
        self.attr_ends.iter().map(move |&(name_end, value_end)| {
            let name = self.attr_text.get(start..name_end).unwrap_or_default();
            let value = self.attr_text.get(name_end..value_end).unwrap_or_default();
            start = value_end;
            (name, value)
        })
    }

    /// The `xml:lang` in scope inside this element.
    pub(crate) fn lang(&self) -> Option<&str> {
        self.lang.as_deref()
    }

    /// Makes `ns` the default namespace inside a prefixed element, for
    /// children written unprefixed; `false` (nothing done) when the
    /// element's own name is unprefixed and so would move with it.
    pub(crate) fn default_namespace_inside(&mut self, ns: &str) -> bool {
        if !self.qname.contains(':') {
            return false;
        }
        self.decls.retain(|(p, _)| !p.is_empty());
        self.decls.push((String::new(), ns.to_owned()));
        true
    }

    /// Adds an attribute when there is a value.
    pub(crate) fn attr_opt(&mut self, name: &str, value: Option<&str>) {
        if let Some(value) = value {
            self.attr(name, value);
        }
    }
}

/// An open element.
struct Scope {
    /// The element's tag, kept for its name, declarations, language and base.
    tag: Tag,
    /// Whether children go on their own indented lines.
    structural: bool,
    /// Whether a structural child was written (the end tag then gets its own line).
    had_children: bool,
}

/// The widest indentation step written, in spaces.
const MAX_INDENT: usize = 16;

/// How many written tags are kept for reuse: as many as elements nest in
/// practice; a deeper document allocates the rest.
const MAX_SPARE_TAGS: usize = 32;

/// The size of body past which it goes out to the caller's writer (see the
/// module's comment): larger than nearly every real feed, whose output is
/// therefore the same as if the body were held whole.
pub(crate) const FLUSH_AT: usize = 256 * 1024;

/// Names the `(prefix, namespace)` pairs a document's body may still use.
pub(crate) type Ahead<'c> = &'c dyn Fn() -> Vec<(&'c str, &'c str)>;

/// The writer of one document.
pub(crate) struct XmlWriter<'c> {
    /// Where the document goes: at the end, or in pieces once the body
    /// reaches `flush_at`.
    sink: &'c mut dyn io::Write,
    /// The first error `sink` gave; nothing more is sent after it.
    sink_error: Option<io::Error>,
    /// Whether the XML declaration and the root start tag went out: the
    /// root's declarations are then final.
    head_sent: bool,
    flush_at: usize,
    /// The attributes of the root whose values had characters replaced,
    /// reported at the end as they were before the head went out early.
    root_replaced: Vec<String>,
    /// The namespaces the rest of the body may use, asked when the head goes
    /// out before the body is done (see `ahead.rs`).
    ahead: Option<Ahead<'c>>,
    body: Vec<u8>,
    pretty: bool,
    indent: usize,
    root: Option<Tag>,
    /// Declarations on the root, in order (prefix `""` is the default
    /// namespace): the document's own are borrowed from the channel.
    root_decls: Vec<(Cow<'c, str>, Cow<'c, str>)>,
    /// The namespace of each of `root_decls`, as far as worked out (see
    /// `respelling`). `root_decls` only grows until `finish`, so each entry
    /// stays with its declaration.
    root_namespaces: Vec<Namespace>,
    /// For `tag_known`, per namespace asked: how its elements are named.
    /// Elements of a few namespaces are written over and over, and working
    /// the name out means looking up bindings through every open element
    /// and telling the namespace of root declarations by string matching.
    known_names: Vec<KnownName>,
    /// The numbers of the open elements with declarations of their own,
    /// outermost first (see `Bindings`), and how many were numbered so far.
    declaring: Vec<u64>,
    declaring_opened: u64,
    /// For `tag_in_default`: under which bindings, for which namespace
    /// constant (its address and length), whether it was the default one.
    default_memo: Option<((Bindings, usize, usize), bool)>,
    stack: Vec<Scope>,
    /// Tags written out, kept for reuse (see `Tag`).
    spare: Vec<Tag>,
    /// Depth of elements written inline (extension trees): no indentation inside.
    inline: usize,
    /// The children being captured to be laid out in a document's order
    /// (see `layout.rs`), innermost last; the body is not sent meanwhile.
    captures: Vec<layout::Capture>,
    /// How many of `captures` are laying children out.
    capturing: usize,
    /// Buffers for laying children out, kept from one element to the next.
    layout_scratch: layout::Scratch,
    /// The record the order in `layout_scratch` was worked out for.
    planned: Option<&'c crate::model::Layout>,
    /// Whether the element being started is an extension element (see
    /// `model::Held`).
    writing_extension: bool,
    /// The comments and instructions written before the root.
    prologue: Vec<u8>,
    /// Whether the channel was read from the target's format family: dates
    /// are then kept as read, and nothing is filled in. A conversion (or a
    /// channel built in code) gets each format's own forms instead.
    pub(crate) same_family: bool,
    pub(crate) losses: Vec<Loss>,
}

impl<'c> XmlWriter<'c> {
    /// A writer into `sink` whose body goes out once it holds `flush_at`
    /// bytes (`FLUSH_AT` but in tests), and starts with room for
    /// `size_hint` bytes up to that; `ahead` names the namespaces to declare
    /// if the head goes out before the body is done.
    pub(crate) fn new(
        options: &WriteOptions,
        size_hint: usize,
        sink: &'c mut dyn io::Write,
        ahead: Option<Ahead<'c>>,
        flush_at: usize,
    ) -> Self {
        XmlWriter {
            sink,
            sink_error: None,
            head_sent: false,
            flush_at,
            root_replaced: Vec::new(),
            ahead,
            body: Vec::with_capacity(size_hint.min(flush_at.saturating_add(flush_at / 4))),
            pretty: options.pretty,
            // Wider than this is no layout anyone asked for, only a way to run out of memory.
            indent: options.indent.min(MAX_INDENT),
            root: None,
            root_decls: Vec::new(),
            root_namespaces: Vec::new(),
            known_names: Vec::new(),
            declaring: Vec::new(),
            declaring_opened: 0,
            default_memo: None,
            stack: Vec::new(),
            spare: Vec::new(),
            inline: 0,
            captures: Vec::new(),
            capturing: 0,
            layout_scratch: layout::Scratch::default(),
            planned: None,
            writing_extension: false,
            prologue: Vec::new(),
            same_family: true,
            losses: Vec::new(),
        }
    }

    /// Records a loss.
    pub(crate) fn loss(&mut self, field: impl std::fmt::Display, reason: impl Into<String>) {
        self.losses.push(Loss {
            field: field.to_string(),
            reason: reason.into(),
        });
    }

    /// Binds namespaces on the root before anything is written: the
    /// format's default namespace, then the document's own declarations
    /// (kept so that a round trip keeps them), skipping any that would
    /// rebind a prefix already bound. A prefix for the default namespace's
    /// URI is kept too: dropped, it came back wherever an element first used
    /// it, so the order of declarations changed from one round trip to the
    /// next (found by the `roundtrip` fuzz target).
    pub(crate) fn declare_root(
        &mut self,
        default: Option<&'static str>,
        document: &'c [crate::model::NamespaceDecl],
    ) {
        if let Some(default) = default {
            self.root_decls
                .push((Cow::Borrowed(""), Cow::Borrowed(default)));
        }
        for decl in document {
            let prefix = decl.prefix.as_str();
            // The default namespace is the format's; `xml` and `xmlns` are reserved.
            if prefix.is_empty()
                || prefix.eq_ignore_ascii_case("xml")
                || prefix.eq_ignore_ascii_case("xmlns")
                || !is_ncname(prefix)
                || decl.uri.is_empty()
                || claims_other_namespace(prefix, &decl.uri)
                || self.root_decls.iter().any(|(p, _)| p == prefix)
            {
                continue;
            }
            self.root_decls
                .push((Cow::Borrowed(prefix), Cow::Borrowed(&decl.uri)));
        }
    }

    /// Starts the root element (written at [`finish`](Self::finish)).
    pub(crate) fn root(&mut self, tag: Tag) {
        let mut scope_tag = self.spare_tag();
        scope_tag.qname.push_str(&tag.qname);
        scope_tag.lang = tag.lang.clone();
        scope_tag.base = tag.base.clone();
        self.stack.push(Scope {
            tag: scope_tag,
            structural: true,
            had_children: false,
        });
        self.root = Some(tag);
    }

    /// A cleared tag: a recycled one when there is one.
    fn spare_tag(&mut self) -> Tag {
        self.spare.pop().unwrap_or_default()
    }

    /// A cleared tag with the `xml:lang` and `xml:base` in scope.
    fn inheriting_tag(&mut self) -> Tag {
        let mut tag = self.spare_tag();
        if let Some(scope) = self.stack.last() {
            tag.lang = scope.tag.lang.clone();
            tag.base = scope.tag.base.clone();
        }
        tag
    }

    /// Takes back a tag written out, its buffers kept for the next.
    fn recycle(&mut self, mut tag: Tag) {
        if self.spare.len() < MAX_SPARE_TAGS {
            tag.qname.clear();
            tag.attr_text.clear();
            tag.attr_ends.clear();
            tag.decls.clear();
            tag.lang = None;
            tag.base = None;
            self.spare.push(tag);
        }
    }

    // ---- writing -----------------------------------------------------

    fn newline(&mut self, depth: usize) {
        if !self.pretty || self.inline > 0 {
            return;
        }
        let width = depth.saturating_mul(self.indent);
        let out = &mut self.body;
        out.push(b'\n');
        out.resize(out.len().saturating_add(width), b' ');
    }

    /// Writes markup or escaped text as it is.
    fn raw(&mut self, text: &str) {
        self.body.extend_from_slice(text.as_bytes());
    }

    /// Writes `</qname>`.
    fn end_tag(&mut self, qname: &str) {
        let out = &mut self.body;
        out.extend_from_slice(b"</");
        out.extend_from_slice(qname.as_bytes());
        out.push(b'>');
    }

    fn before_child(&mut self) {
        // Captured children are laid out again at the end of their parent:
        // the body is held until then.
        if self.body.len() >= self.flush_at && self.capturing == 0 {
            self.send_body();
        }
        if self.capturing > 0 {
            self.note_child_start();
        }
        let depth = self.stack.len();
        let inline = self.inline > 0;
        if let Some(parent) = self.stack.last_mut() {
            if parent.structural && !inline {
                parent.had_children = true;
                self.newline(depth);
            }
        }
    }

    /// Writes `<qname key="value" ...>` (or `/>`).
    fn start_event(&mut self, tag: &Tag, empty: bool) {
        if self.capturing > 0 {
            self.note_child_name(tag);
        }
        let replaced_in = write_start_tag(&mut self.body, tag, &tag.decls, empty);
        self.report_replaced(tag, replaced_in);
    }

    /// Records a loss for each attribute of `tag` whose value had characters replaced.
    fn report_replaced(&mut self, tag: &Tag, replaced_in: Vec<&str>) {
        for key in replaced_in {
            self.loss(
                format!("<{}> @{key}", tag.qname),
                "characters XML cannot carry: replaced with U+FFFD",
            );
        }
    }

    /// Writes `<tag/>`.
    pub(crate) fn empty(&mut self, tag: Tag) {
        self.before_child();
        self.start_event(&tag, true);
        self.recycle(tag);
    }

    /// Writes `<tag>text</tag>` (or `<tag/>` when the text is empty).
    pub(crate) fn text_element(&mut self, tag: Tag, text: &str) {
        if text.is_empty() {
            return self.empty(tag);
        }
        self.before_child();
        self.start_event(&tag, false);
        self.text(text, &tag.qname);
        self.end_tag(&tag.qname);
        self.recycle(tag);
    }

    /// Writes `<tag>html</tag>` for text that is HTML. Markup goes in a
    /// CDATA section when it can (no `]]>`, no character XML must replace or
    /// write as a reference), as feeds usually carry it: it reads back the
    /// same, and is copied as it is rather than escaped character by
    /// character. Anything else is escaped as text is.
    pub(crate) fn html_element(&mut self, tag: Tag, html: &str) {
        let bytes = html.as_bytes();
        let cdata = memchr::memchr2(b'<', b'&', bytes).is_some()
            && !holds_control_or_noncharacter(bytes, false)
            && !holds_cdata_end(bytes);
        if !cdata {
            return self.text_element(tag, html);
        }
        self.before_child();
        self.start_event(&tag, false);
        let out = &mut self.body;
        out.extend_from_slice(b"<![CDATA[");
        out.extend_from_slice(bytes);
        out.extend_from_slice(b"]]>");
        self.end_tag(&tag.qname);
        self.recycle(tag);
    }

    /// Writes escaped character data.
    pub(crate) fn text(&mut self, text: &str, at: &str) {
        // Without indentation, quick-xml's writer copies text events as they
        // are: escaping straight onto its buffer saves a string per text.
        let replaced = escape_onto(text, false, &mut self.body);
        if replaced {
            self.loss(
                format!("<{at}>"),
                "characters XML cannot carry: replaced with U+FFFD",
            );
        }
    }

    /// Opens an element whose children are elements on their own lines.
    pub(crate) fn start(&mut self, tag: Tag) {
        self.open(tag, true);
    }

    /// Opens an element whose content is written inline (mixed content).
    pub(crate) fn start_inline(&mut self, tag: Tag) {
        self.open(tag, false);
    }

    fn open(&mut self, tag: Tag, structural: bool) {
        self.before_child();
        self.start_event(&tag, false);
        if !structural || self.inline > 0 {
            self.inline += 1;
        }
        if !tag.decls.is_empty() {
            self.declaring_opened += 1;
            self.declaring.push(self.declaring_opened);
        }
        self.stack.push(Scope {
            tag,
            structural: structural && self.inline == 0,
            had_children: false,
        });
    }

    /// Closes the innermost open element.
    pub(crate) fn end(&mut self) {
        let Some(scope) = self.stack.pop() else {
            return;
        };
        if scope.had_children {
            self.newline(self.stack.len());
        }
        if !scope.structural {
            self.inline = self.inline.saturating_sub(1);
        }
        if !scope.tag.decls.is_empty() {
            self.declaring.pop();
        }
        self.end_tag(&scope.tag.qname);
        self.recycle(scope.tag);
    }

    /// Writes an XML fragment the model holds serialized (XHTML, XML
    /// content) inside `tag`; [`Fragment::check`] made sure it can be.
    pub(crate) fn fragment_element(&mut self, mut tag: Tag, fragment: Fragment<'_>) {
        let Fragment {
            text: fragment,
            undeclared: prefixes,
        } = fragment;
        for prefix in prefixes {
            if self.bound(&tag.decls, &prefix).is_none() {
                let ns = conventional_uri(&prefix)
                    .map(str::to_owned)
                    // The document used a prefix it never declared: bind it to a
                    // name that says so, which keeps the markup as it was read.
                    .unwrap_or_else(|| format!("urn:feedwright:undeclared-prefix:{prefix}"));
                tag.decls.push((prefix, ns));
            }
        }
        self.start_inline(tag);
        self.raw(&protect_carriage_returns(fragment));
        self.end();
    }

    /// Writes an extension element as it was read, with its whole subtree inline.
    pub(crate) fn extension(&mut self, el: &Element, field: &Place<'_>) {
        self.element_tree(el, field, true);
    }

    /// Writes the element a typed field was read from, as it was read
    /// (markup where text belongs: `Category::markup`).
    pub(crate) fn element_as_read(&mut self, el: &Element, field: &Place<'_>) {
        self.element_tree(el, field, false);
    }

    /// An element and its subtree, inline; `extension`: whether the model
    /// holds it as an extension element (see `model::Held`).
    fn element_tree(&mut self, el: &Element, field: &Place<'_>, extension: bool) {
        if !is_ncname(&el.name) {
            return self.loss(field, format!("`{}` is not an XML name", el.name));
        }
        // An empty namespace name is no namespace; the reserved ones cannot name elements.
        let namespace = el.namespace.as_deref().filter(|ns| !ns.is_empty());
        if matches!(namespace, Some(uri::XML | XMLNS)) {
            return self.loss(field, format!("`{}` is in a reserved namespace", el.name));
        }
        let prefix = match (namespace, &el.prefix) {
            (None, Some(p)) => {
                self.loss(
                    field,
                    format!("prefix `{p}` was never declared: written without it"),
                );
                None
            }
            (_, p) => p.as_deref(),
        };
        let mut tag = self.tag(namespace, prefix, &el.name);
        self.attributes(&mut tag, &el.attributes, field);
        self.writing_extension = extension;
        if el.children.is_empty() {
            self.empty(tag);
            self.writing_extension = false;
            return;
        }
        self.start_inline(tag);
        self.writing_extension = false;
        for child in &el.children {
            match child {
                // An empty CDATA section is how a document holds an empty text node.
                Node::Text(text) if text.is_empty() => self.raw("<![CDATA[]]>"),
                Node::Text(text) => self.text(text, &el.name),
                Node::Element(child) => self.element_tree(child, field, extension),
            }
        }
        self.end();
    }

    /// Adds attributes kept as read (an extension element's, or those a
    /// typed field had no place for), each as its namespace allows.
    pub(crate) fn attributes(
        &mut self,
        tag: &mut Tag,
        attributes: &[Attribute],
        field: &Place<'_>,
    ) {
        for (i, attr) in attributes.iter().enumerate() {
            if !is_ncname(&attr.name) {
                self.loss(field, format!("`{}` is not an XML name", attr.name));
                continue;
            }
            let duplicate = attributes[..i]
                .iter()
                .any(|a| a.name == attr.name && a.namespace == attr.namespace);
            if duplicate {
                self.loss(field, format!("attribute `{}` repeated", attr.name));
                continue;
            }
            match (
                attr.namespace.as_deref().filter(|ns| !ns.is_empty()),
                &attr.prefix,
            ) {
                (Some(XMLNS), _) => {
                    self.loss(field, format!("`{}` is a namespace declaration", attr.name));
                }
                (Some(ns), prefix) => {
                    self.attr_ns(tag, ns, prefix.as_deref(), &attr.name, &attr.value)
                }
                // Written unprefixed, `xmlns` would declare the default
                // namespace, not be an attribute (found by the roundtrip
                // fuzz target: `f:xmlns` with `f` undeclared).
                (None, _) if attr.name == "xmlns" => {
                    self.loss(
                        field,
                        "`xmlns` with no namespace is a namespace declaration",
                    );
                }
                (None, Some(p)) => {
                    self.loss(
                        field,
                        format!("prefix `{p}` was never declared: written without it"),
                    );
                    tag.attr(&attr.name, &attr.value);
                }
                (None, None) => tag.attr(&attr.name, &attr.value),
            }
        }
    }

    /// Sends what is left of the body after the head (the XML declaration
    /// and the root start tag), sent first if it was not yet; the body is
    /// then empty, its room kept.
    fn send_body(&mut self) {
        if !self.head_sent {
            self.declare_ahead();
            self.head_sent = true;
            let head = self.head();
            self.send(&head);
        }
        let body = std::mem::take(&mut self.body);
        self.send(&body);
        self.body = body;
        self.body.clear();
    }

    /// Declares on the root the namespaces `ahead` names that it can take:
    /// not declared there already (under any prefix), under a prefix free
    /// there that may name them.
    fn declare_ahead(&mut self) {
        let Some(ahead) = self.ahead.take() else {
            return;
        };
        for (prefix, ns) in ahead() {
            let usable =
                is_ncname(prefix) && !is_reserved(prefix) && !claims_other_namespace(prefix, ns);
            let taken = self.root_decls.iter().any(|(p, u)| p == prefix || u == ns);
            if usable && !taken {
                self.root_decls
                    .push((Cow::Borrowed(prefix), Cow::Borrowed(ns)));
            }
        }
    }

    /// Writes `bytes` to the sink, unless it failed before.
    fn send(&mut self, bytes: &[u8]) {
        if self.sink_error.is_none() {
            if let Err(err) = self.sink.write_all(bytes) {
                self.sink_error = Some(err);
            }
        }
    }

    /// The XML declaration and the root start tag with every declaration
    /// made so far, in prefix order (the default namespace first): the
    /// order they were bound in depends on which element used a prefix
    /// first, which a round trip can change (found by the `roundtrip` fuzz
    /// target). Declarations come first, then the root's own attributes.
    fn head(&mut self) -> Vec<u8> {
        let mut head = Vec::with_capacity(512);
        head.extend_from_slice(br#"<?xml version="1.0" encoding="UTF-8"?>"#);
        head.extend_from_slice(&self.prologue);
        if let Some(root) = &self.root {
            if self.pretty {
                head.push(b'\n');
            }
            let mut decls: Vec<(&str, &str)> = self
                .root_decls
                .iter()
                .map(|(prefix, ns)| (prefix.as_ref(), ns.as_ref()))
                .collect();
            decls.sort_by(|a, b| a.0.cmp(b.0));
            let replaced_in = write_start_tag(&mut head, root, &decls, false);
            self.root_replaced = replaced_in.into_iter().map(str::to_owned).collect();
        }
        head
    }

    /// Closes what is open, ends the document and sends the rest of it;
    /// returns the losses, or the first error the sink gave.
    pub(crate) fn finish(mut self) -> io::Result<Vec<Loss>> {
        while self.stack.len() > 1 {
            self.end();
        }
        let root_scope = self.stack.pop();
        // Built before the root's losses are reported: building it finds them.
        let head = (!self.head_sent).then(|| {
            self.head_sent = true;
            self.head()
        });
        if let Some(root) = self.root.take() {
            for key in std::mem::take(&mut self.root_replaced) {
                self.loss(
                    format!("<{}> @{key}", root.qname),
                    "characters XML cannot carry: replaced with U+FFFD",
                );
            }
            if root_scope.is_some_and(|s| s.had_children) && self.pretty {
                self.raw("\n");
            }
            self.end_tag(&root.qname);
            if self.pretty {
                self.raw("\n");
            }
        }
        if let Some(head) = head {
            self.send(&head);
        }
        self.send_body();
        match self.sink_error {
            Some(err) => Err(err),
            None => Ok(self.losses),
        }
    }
}

/// Writes `<qname xmlns:p="..." key="value" ...>` (or `/>`) onto `out`:
/// the declarations `decls` (the tag's own, or the root's), then the
/// attributes. Returns the attributes whose values had characters XML
/// cannot carry replaced.
fn write_start_tag<'t, D: AsRef<str>>(
    out: &mut Vec<u8>,
    tag: &'t Tag,
    decls: &[(D, D)],
    empty: bool,
) -> Vec<&'t str> {
    out.push(b'<');
    out.extend_from_slice(tag.qname.as_bytes());
    for (prefix, ns) in decls {
        let (prefix, ns) = (prefix.as_ref(), ns.as_ref());
        out.extend_from_slice(b" xmlns");
        if !prefix.is_empty() {
            out.push(b':');
            out.extend_from_slice(prefix.as_bytes());
        }
        out.extend_from_slice(b"=\"");
        escape_onto(ns, true, out);
        out.push(b'"');
    }
    let mut replaced_in = Vec::new();
    for (key, value) in tag.attrs() {
        out.push(b' ');
        out.extend_from_slice(key.as_bytes());
        out.extend_from_slice(b"=\"");
        if escape_onto(value, true, out) {
            replaced_in.push(key);
        }
        out.push(b'"');
    }
    out.extend_from_slice(if empty { b"/>" } else { b">" });
    replaced_in
}

#[cfg(test)]
mod tests;
