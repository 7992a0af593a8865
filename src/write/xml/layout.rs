//! Children written in the order a document had them, and the comments and
//! processing instructions it had: in the prologue and among a channel's or
//! an item's children.
//!
//! The format writers write each element's children in their own order,
//! field by field. When the channel was read from the same format, the
//! children of a channel or item are captured as they are written, one
//! piece of the body per child with its expanded name, and laid out again
//! in the recorded order ([`Layout`]): the k-th recorded child named N is
//! the k-th piece written named N, a comment or instruction goes where it
//! stood, and a piece the record does not name (a field set after reading)
//! follows the piece written before it. The pieces are bytes already
//! escaped and declared, so laying them out again changes no element.

use super::*;
use crate::model::{Child, Held, Layout, Misc};
use names::Bindings;

/// The children of one element being captured (see the module docs).
pub(crate) struct Capture {
    /// Whether there is a recorded order to lay the children out in: a
    /// channel built in code, or converted, is written in the writer's
    /// order and nothing is captured.
    active: bool,
    /// How many elements are open around the children: a child starts
    /// when one is written at this depth.
    depth: usize,
    /// Each child in the order written.
    pieces: Vec<Piece>,
}

/// The namespace each prefix names, as worked out for the first child that
/// used it while the bindings in scope stay the same (the children of every
/// item share them, most often); a child declaring its own is worked out
/// alone.
#[derive(Default)]
struct Names {
    as_of: Option<Bindings>,
    prefixes: Vec<(compact_str::CompactString, Namespace, Option<usize>)>,
    /// The same for children without a prefix, most of them.
    unprefixed: Option<(Namespace, Option<usize>)>,
    /// The URIs of the namespaces the crate does not know, by `PieceName::uri`.
    uris: Vec<String>,
}

/// One child written: where it starts in the body (its line break and
/// indentation included), and its name once its start tag is written.
pub(crate) struct Piece {
    start: usize,
    name: Option<PieceName>,
}

/// A written child's name, told without building a [`Child`]: its
/// namespace as the crate classes it, the URI of one it does not know,
/// where its local name is in the body, and where the model holds it.
#[derive(Clone, Copy)]
struct PieceName {
    class: Namespace,
    uri: Option<usize>,
    local: (usize, usize),
    held: Held,
}

impl PieceName {
    /// Whether this is the child `child` of a layout (names compared as
    /// the reader records them: without regard to ASCII case).
    fn is(&self, child: &Child, body: &[u8], uris: &[String]) -> bool {
        let local = body
            .get(self.local.0..self.local.0 + self.local.1)
            .unwrap_or_default();
        match child {
            Child::Known(class, name, held) => {
                self.class == *class
                    && self.held == *held
                    && local.eq_ignore_ascii_case(name.as_bytes())
            }
            Child::Other(named, held) => {
                self.class == Namespace::Other
                    && self.held == *held
                    && self
                        .uri
                        .and_then(|u| uris.get(u))
                        .is_some_and(|u| *u == named.0)
                    && local.eq_ignore_ascii_case(named.1.as_bytes())
            }
            Child::Misc(_) => false,
        }
    }

    /// The [`Child`] this is, built (for the map of a child-rich element).
    fn child(&self, body: &[u8], uris: &[String]) -> Child {
        let local = body
            .get(self.local.0..self.local.0 + self.local.1)
            .unwrap_or_default();
        let local = std::str::from_utf8(local).unwrap_or_default();
        let uri = self.uri.and_then(|u| uris.get(u)).map(String::as_str);
        Child::classified(self.class, uri, local, self.held)
    }
}

impl XmlWriter<'_> {
    /// Starts capturing the children of the innermost open element, to be
    /// laid out as `layout` recorded them by
    /// [`lay_out_children`](Self::lay_out_children).
    pub(crate) fn capture_children(&mut self, layout: &Layout) {
        let depth = self.stack.len();
        // A conversion writes another format's names: its own order.
        let active = self.same_family && !layout.is_empty();
        self.capturing += usize::from(active);
        let pieces = match active {
            true => {
                let mut pieces = self.layout_scratch.pieces();
                pieces.reserve(layout.children.len());
                pieces
            }
            false => Vec::new(),
        };
        self.captures.push(Capture {
            active,
            depth,
            pieces,
        });
    }

    /// Notes where a child starts, if it is one of a captured element's.
    pub(super) fn note_child_start(&mut self) {
        let depth = self.stack.len();
        if self.inline > 0 {
            return;
        }
        if let Some(capture) = self
            .captures
            .last_mut()
            .filter(|c| c.active && c.depth == depth)
        {
            capture.pieces.push(Piece {
                start: self.body.len(),
                name: None,
            });
        }
    }

    /// Names the child whose start tag `tag` is, if it is one of a
    /// captured element's; the tag is about to be written at the body's end.
    pub(super) fn note_child_name(&mut self, tag: &Tag) {
        let depth = self.stack.len();
        let captured = self.captures.last().is_some_and(|c| {
            c.active && c.depth == depth && c.pieces.last().is_some_and(|p| p.name.is_none())
        });
        if !captured || self.inline > 0 {
            return;
        }
        let (prefix, local) = tag.qname.split_once(':').unwrap_or(("", &tag.qname));
        // `<` and the prefix with its colon come before the local name.
        let at = self.body.len() + 1 + tag.qname.len() - local.len();
        let shared = tag.decls.is_empty();
        if shared {
            let as_of = Some(self.bindings());
            let names = &mut self.layout_scratch.names;
            if names.as_of != as_of {
                names.as_of = as_of;
                names.prefixes.clear();
                names.unprefixed = None;
            }
        }
        let names = &self.layout_scratch.names;
        let known = match (shared, prefix) {
            (false, _) => None,
            (true, "") => names.unprefixed,
            (true, _) => names
                .prefixes
                .iter()
                .find(|(p, _, _)| p.as_bytes() == prefix.as_bytes())
                .map(|(_, class, uri)| (*class, *uri)),
        };
        let (class, uri) = match known {
            Some(known) => known,
            None => {
                let bound = self.bound(&tag.decls, prefix).filter(|uri| !uri.is_empty());
                let class = match Namespace::of(bound) {
                    // Atom 0.3's elements the writer keeps are recorded as Atom 1.0's.
                    Namespace::Atom03 => Namespace::Atom10,
                    class => class,
                };
                let owned =
                    (class == Namespace::Other).then(|| bound.unwrap_or_default().to_owned());
                let names = &mut self.layout_scratch.names;
                let uri = owned.map(|owned| match names.uris.iter().position(|u| *u == owned) {
                    Some(known) => known,
                    None => {
                        names.uris.push(owned);
                        names.uris.len() - 1
                    }
                });
                match (shared, prefix) {
                    (false, _) => {}
                    (true, "") => names.unprefixed = Some((class, uri)),
                    (true, _) => names.prefixes.push((prefix.into(), class, uri)),
                }
                (class, uri)
            }
        };
        let held = match self.writing_extension {
            true => Held::Extension,
            false => Held::Field,
        };
        let name = PieceName {
            class,
            uri,
            local: (at, local.len()),
            held,
        };
        if let Some(piece) = self.captures.last_mut().and_then(|c| c.pieces.last_mut()) {
            piece.name = Some(name);
        }
    }

    /// Ends the capture [`capture_children`](Self::capture_children)
    /// started with the same `layout`, laying the children out as it
    /// recorded them.
    pub(crate) fn lay_out_children(&mut self, layout: &Layout) {
        let Some(mut capture) = self.captures.pop() else {
            return;
        };
        if !capture.active {
            return;
        }
        self.capturing -= 1;
        let pieces = std::mem::take(&mut capture.pieces);
        self.rearrange(&pieces, layout, capture.depth);
        self.layout_scratch.recycle(pieces);
    }

    /// Puts the captured `pieces` in `layout`'s order (see the module docs).
    fn rearrange(&mut self, pieces: &[Piece], layout: &Layout, depth: usize) {
        let n = pieces.len();
        let mut scratch = std::mem::take(&mut self.layout_scratch);
        let uris = std::mem::take(&mut scratch.names.uris);
        scratch.taken.clear();
        scratch.taken.resize(n, false);
        // Each layout child as the piece it names (`i < n`), or as the
        // comment or instruction at `n + index`.
        scratch.placed.clear();
        let mut matcher = Matcher::new(pieces, &self.body, &uris);
        for (index, child) in layout.children.iter().enumerate() {
            if matches!(child, Child::Misc(_)) {
                scratch.placed.push(n + index);
            } else if let Some(i) = matcher.take(child, &self.body, &mut scratch.taken) {
                scratch.placed.push(i);
            }
        }
        // The final order: the pieces the layout does not name follow the
        // piece written before them (those before every named one first).
        scratch.order.clear();
        let mut i = 0;
        while i < n && !scratch.taken[i] {
            scratch.order.push(i);
            i += 1;
        }
        for &at in &scratch.placed {
            scratch.order.push(at);
            let mut j = at + 1;
            while at < n && j < n && !scratch.taken[j] {
                scratch.order.push(j);
                j += 1;
            }
        }
        // What already stands where it goes is left there: most often the
        // first children (a title, a link, a long description) are.
        let settled = scratch
            .order
            .iter()
            .enumerate()
            .take_while(|&(k, &at)| at < n && k == at)
            .count();
        if settled == scratch.order.len() && settled == n {
            scratch.names.uris = uris;
            self.layout_scratch = scratch;
            return;
        }
        let start = pieces.get(settled).map_or(self.body.len(), |p| p.start);
        let end = self.body.len();
        scratch.region.clear();
        scratch.region.extend_from_slice(&self.body[start..]);
        self.body.truncate(start);
        let region = &scratch.region;
        let bytes = |i: usize| {
            let from = pieces[i].start - start;
            let to = pieces.get(i + 1).map_or(end, |p| p.start) - start;
            &region[from..to]
        };
        let mut wrote_misc = false;
        for &at in &scratch.order[settled..] {
            if at < n {
                self.body.extend_from_slice(bytes(at));
            } else if let Some(Child::Misc(misc)) = layout.children.get(at - n) {
                if self.misc_fits(misc) {
                    self.newline(depth);
                    self.misc(misc);
                    wrote_misc = true;
                }
            }
        }
        if wrote_misc {
            if let Some(parent) = self.stack.last_mut() {
                parent.had_children = true;
            }
        }
        scratch.names.uris = uris;
        self.layout_scratch = scratch;
    }

    /// The comments and processing instructions to write before the root.
    pub(crate) fn prologue(&mut self, misc: &[Misc]) {
        let body = std::mem::take(&mut self.body);
        for item in misc {
            if !self.misc_fits(item) {
                continue;
            }
            if self.pretty {
                self.body.push(b'\n');
            }
            self.misc(item);
        }
        self.prologue = std::mem::replace(&mut self.body, body);
    }

    /// Whether a comment or processing instruction can be written: an
    /// instruction named `xml`, or by no XML name, or holding `?>`, cannot,
    /// and is reported lost (asked before anything around it is written, so
    /// that nothing is left of it).
    fn misc_fits(&mut self, misc: &Misc) -> bool {
        let Misc::Instruction { target, data } = misc else {
            return true;
        };
        let why = if !is_ncname(target) || target.eq_ignore_ascii_case("xml") {
            "not a processing instruction name: left out"
        } else if data.contains("?>") {
            "`?>` cannot stand in an instruction: left out"
        } else {
            return true;
        };
        self.loss(format!("<?{target}?>"), why);
        false
    }

    /// Writes a comment or processing instruction that
    /// [`misc_fits`](Self::misc_fits), made well-formed: a comment cannot
    /// hold `--` nor end in `-`; what had to change is reported.
    fn misc(&mut self, misc: &Misc) {
        match misc {
            Misc::Comment(text) => {
                let mut safe = text.replace("--", "- -");
                if safe.ends_with('-') {
                    safe.push(' ');
                }
                if safe != *text {
                    self.loss("comment", "`--` cannot stand in an XML comment: spaced");
                }
                self.body.extend_from_slice(b"<!--");
                push_writable(&safe, &mut self.body);
                self.body.extend_from_slice(b"-->");
            }
            Misc::Instruction { target, data } => {
                self.body.extend_from_slice(b"<?");
                self.body.extend_from_slice(target.as_bytes());
                if !data.is_empty() {
                    self.body.push(b' ');
                    push_writable(data, &mut self.body);
                }
                self.body.extend_from_slice(b"?>");
            }
        }
    }
}

/// Appends `text` with each character XML cannot carry replaced by U+FFFD
/// (comments and instructions have no references to write them with).
fn push_writable(text: &str, out: &mut Vec<u8>) {
    if !crate::xml::chars::holds_forbidden(text.as_bytes(), true) {
        return out.extend_from_slice(text.as_bytes());
    }
    for c in text.chars() {
        let c = if is_xml_char(c) { c } else { '\u{FFFD}' };
        let mut buf = [0; 4];
        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
    }
}

/// Finds, for each layout child in turn, the first piece of its name not
/// yet taken. Children are few: a scan, past the pieces taken from the
/// front, costs less than hashing them. Many (an item of thousands of
/// extension elements) are looked up in a map, so that laying them out
/// stays linear.
enum Matcher<'p> {
    Scan {
        pieces: &'p [Piece],
        uris: &'p [String],
        /// Every piece before this one is taken.
        front: usize,
    },
    Map(HashMap<Child, Vec<usize>>),
}

/// Past this many pieces, they are looked up in a map.
const SCANNED_PIECES: usize = 32;

type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;

impl<'p> Matcher<'p> {
    fn new(pieces: &'p [Piece], body: &[u8], uris: &'p [String]) -> Self {
        if pieces.len() <= SCANNED_PIECES {
            return Matcher::Scan {
                pieces,
                uris,
                front: 0,
            };
        }
        let mut map: HashMap<Child, Vec<usize>> = HashMap::default();
        // In reverse, so that popping gives the first written.
        for (i, piece) in pieces.iter().enumerate().rev() {
            if let Some(name) = &piece.name {
                map.entry(name.child(body, uris)).or_default().push(i);
            }
        }
        Matcher::Map(map)
    }

    /// The first piece named `child` not yet taken, marked taken.
    fn take(&mut self, child: &Child, body: &[u8], taken: &mut [bool]) -> Option<usize> {
        let found = match self {
            Matcher::Scan {
                pieces,
                uris,
                front,
            } => {
                let found = (*front..pieces.len()).find(|&i| {
                    !taken[i]
                        && pieces[i]
                            .name
                            .as_ref()
                            .is_some_and(|name| name.is(child, body, uris))
                });
                while *front < pieces.len() && (taken[*front] || Some(*front) == found) {
                    *front += 1;
                }
                found
            }
            Matcher::Map(map) => map.get_mut(child).and_then(Vec::pop),
        }?;
        taken[found] = true;
        Some(found)
    }
}

/// Buffers kept from one layout to the next, so that laying out each item
/// allocates nothing once a few have been.
#[derive(Default)]
pub(crate) struct Scratch {
    region: Vec<u8>,
    taken: Vec<bool>,
    placed: Vec<usize>,
    order: Vec<usize>,
    spare: Vec<Vec<Piece>>,
    names: Names,
}

impl Scratch {
    /// An empty list of pieces.
    fn pieces(&mut self) -> Vec<Piece> {
        self.spare.pop().unwrap_or_default()
    }

    /// Takes back a list of pieces for the next capture.
    fn recycle(&mut self, mut pieces: Vec<Piece>) {
        if self.spare.len() < 8 {
            pieces.clear();
            self.spare.push(pieces);
        }
    }
}
