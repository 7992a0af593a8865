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
//! escaped and declared, so laying them out again changes no element. The
//! order worked out for one element is kept, and taken as it is for the
//! next element whose record and written pieces are the same (`plan.rs`).

use super::*;
use crate::model::{name_key, Child, Held, Layout, Misc, KEYED_BYTES, NO_KEY};
use names::Bindings;
use plan::Plan;

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
    /// The body the children are captured over: they are written into a
    /// buffer of their own (the writer's `body` meanwhile), then copied onto
    /// this one once, in the recorded order. Moving them within one buffer
    /// copied each moved child twice (out of the body and back).
    outer: Vec<u8>,
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
    /// Its start tag, once written.
    pub(super) tag: Option<WrittenTag>,
    /// Its name, once worked out.
    pub(super) name: Option<PieceName>,
}

/// Where a piece's start tag is: its qualified name in the captured body
/// (`at`, `len`), where the model holds the element, and whether the tag
/// declares namespaces of its own.
#[derive(Clone, Copy)]
pub(super) struct WrittenTag {
    pub(super) at: usize,
    pub(super) len: usize,
    pub(super) held: Held,
    pub(super) declares: bool,
}

/// A written child's name, told without building a [`Child`]: its key
/// (its namespace as the crate classes it, where the model holds it, and
/// the first bytes of its local name), the URI of a namespace the crate
/// does not know, and where its local name is in the body.
#[derive(Clone, Copy)]
pub(super) struct PieceName {
    /// What [`name_key`] makes of the name: two names with different
    /// keys differ, so most pieces are passed over on one comparison.
    pub(super) key: u64,
    pub(super) uri: Option<usize>,
    pub(super) local: (usize, usize),
}

impl PieceName {
    /// Whether this is the child `child` of a layout (names compared as
    /// the reader records them: without regard to ASCII case), `child`'s
    /// key being this one's: the class, place, length and first bytes are
    /// the same, what is left to compare is the rest of the name and the
    /// URI of a namespace the crate does not know.
    fn is(&self, child: &Child, body: &[u8], uris: &[String]) -> bool {
        let local = body
            .get(self.local.0..self.local.0 + self.local.1)
            .unwrap_or_default();
        let name = match child {
            Child::Known(_, name, _) => name.as_bytes(),
            Child::Other(named, _) => {
                let uri = self.uri.and_then(|u| uris.get(u));
                if uri.is_none_or(|u| *u != named.0) {
                    return false;
                }
                named.1.as_bytes()
            }
            Child::Misc(_) => return false,
        };
        // The reader's names are in lower case.
        local.len() == name.len()
            && local
                .iter()
                .zip(name)
                .skip(KEYED_BYTES)
                .all(|(a, b)| a.to_ascii_lowercase() == *b)
    }
}

impl<'c> XmlWriter<'c> {
    /// Starts capturing the children of the innermost open element, to be
    /// laid out as `layout` recorded them by
    /// [`lay_out_children`](Self::lay_out_children).
    pub(crate) fn capture_children(&mut self, layout: &Layout) {
        let depth = self.stack.len();
        // A conversion writes another format's names: its own order.
        let active = self.same_family && !layout.is_empty();
        self.capturing += usize::from(active);
        let (pieces, outer) = match active {
            true => {
                let mut pieces = self.layout_scratch.pieces();
                pieces.reserve(layout.children.len());
                let mut own = self.layout_scratch.buffer();
                // Room for children of a usual size from the start: a
                // channel's buffer is new for each document, and growing
                // it from nothing took a reallocation per doubling.
                let room = layout.children.len().saturating_mul(CHILD_BYTES);
                own.reserve(room.min(MAX_CAPTURE_ROOM));
                (pieces, std::mem::replace(&mut self.body, own))
            }
            false => (Vec::new(), Vec::new()),
        };
        self.captures.push(Capture {
            active,
            depth,
            pieces,
            outer,
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
                tag: None,
                name: None,
            });
        }
    }

    /// Notes the start tag `tag` of a child, if it is one of a captured
    /// element's; the tag is about to be written at the body's end. The
    /// child is named now only when it declares namespaces of its own
    /// (they are out of scope once it is written); any other is named when
    /// the children are laid out, and only if the order has to be worked
    /// out (see `plan.rs`).
    pub(super) fn note_child_name(&mut self, tag: &Tag) {
        let depth = self.stack.len();
        let captured = self.captures.last().is_some_and(|c| {
            c.active && c.depth == depth && c.pieces.last().is_some_and(|p| p.tag.is_none())
        });
        if !captured || self.inline > 0 {
            return;
        }
        let held = match self.writing_extension {
            true => Held::Extension,
            false => Held::Field,
        };
        // `<` comes before the name.
        let written = WrittenTag {
            at: self.body.len() + 1,
            len: tag.qname.len(),
            held,
            declares: !tag.decls.is_empty(),
        };
        let name = written
            .declares
            .then(|| self.piece_name(tag.qname.as_bytes(), &tag.decls, written));
        if let Some(piece) = self.captures.last_mut().and_then(|c| c.pieces.last_mut()) {
            piece.tag = Some(written);
            piece.name = name;
        }
    }

    /// Names each piece written without declarations of its own: the
    /// bindings in scope for it are the ones in scope now.
    fn name_pieces(&mut self, pieces: &mut [Piece], own: &[u8]) {
        for piece in pieces {
            let Some(written) = piece.tag.filter(|t| !t.declares) else {
                continue;
            };
            let qname = own
                .get(written.at..written.at + written.len)
                .unwrap_or_default();
            piece.name = Some(self.piece_name(qname, &[], written));
        }
    }

    /// The name of a piece whose start tag, `written`, is `qname` with
    /// declarations `decls`.
    fn piece_name(
        &mut self,
        qname: &[u8],
        decls: &[(String, String)],
        written: WrittenTag,
    ) -> PieceName {
        // A byte loop: names are short, and `split_once` costs a searcher
        // set up per tag, a tenth of all a child's naming.
        let colon = qname.iter().position(|&b| b == b':');
        let (prefix, local) = match colon {
            Some(at) => (&qname[..at], &qname[at + 1..]),
            None => (&b""[..], qname),
        };
        // The prefix with its colon comes before the local name.
        let at = written.at + qname.len() - local.len();
        let shared = decls.is_empty();
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
            (true, b"") => names.unprefixed,
            (true, _) => names
                .prefixes
                .iter()
                .find(|(p, _, _)| p.as_bytes() == prefix)
                .map(|(_, class, uri)| (*class, *uri)),
        };
        let (class, uri) = match known {
            Some(known) => known,
            None => {
                // A name is written from a `str`: its prefix is one too.
                let prefix = std::str::from_utf8(prefix).unwrap_or_default();
                let bound = self.bound(decls, prefix).filter(|uri| !uri.is_empty());
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
        PieceName {
            key: name_key(class, written.held, local),
            uri,
            local: (at, local.len()),
        }
    }

    /// Ends the capture [`capture_children`](Self::capture_children)
    /// started with the same `layout`, laying the children out as it
    /// recorded them.
    pub(crate) fn lay_out_children(&mut self, layout: &'c Layout) {
        let Some(mut capture) = self.captures.pop() else {
            return;
        };
        if !capture.active {
            return;
        }
        self.capturing -= 1;
        let mut pieces = std::mem::take(&mut capture.pieces);
        let own = std::mem::replace(&mut self.body, std::mem::take(&mut capture.outer));
        let worked_out = self.rearrange(&mut pieces, &own, layout, capture.depth);
        // The pieces an order was worked out for are kept with it, to tell
        // whether the next element's children are alike.
        let (pieces, own) = match worked_out {
            true => {
                let bindings = self.bindings();
                self.layout_scratch.plan.keep(pieces, own, bindings)
            }
            false => (pieces, own),
        };
        self.layout_scratch.recycle(pieces, own);
    }

    /// Writes the captured `pieces` (written in `own`) onto the body in
    /// `layout`'s order (see the module docs); whether the order had to be
    /// worked out (rather than being the last element's).
    fn rearrange(
        &mut self,
        pieces: &mut [Piece],
        own: &[u8],
        layout: &'c Layout,
        depth: usize,
    ) -> bool {
        let n = pieces.len();
        let bindings = self.bindings();
        let planned = self.planned;
        let worked_out = !self
            .layout_scratch
            .plan
            .fits(pieces, own, layout, planned, bindings);
        if worked_out {
            self.name_pieces(pieces, own);
            self.layout_scratch.work_out_order(pieces, own, layout);
            self.planned = Some(layout);
        }
        // The order is taken out while the pieces are written (which needs
        // the writer), and put back: the scratch itself stays in place.
        let order = std::mem::take(&mut self.layout_scratch.plan.order);
        // Pieces that follow one another in both orders are copied at once:
        // most often the first children (a title, a link) stand in place,
        // and a piece the layout does not name follows its neighbour.
        let from = |i: usize| pieces.get(i).map_or(own.len(), |p| p.start);
        // Nothing is written before the first child, but were it, it stays first.
        self.body.extend_from_slice(&own[..from(0)]);
        let mut run: Option<(usize, usize)> = None;
        let mut wrote_misc = false;
        for &at in &order {
            if at < n {
                match &mut run {
                    Some((_, last)) if *last + 1 == at => *last = at,
                    _ => {
                        if let Some((first, last)) = run {
                            self.body
                                .extend_from_slice(&own[from(first)..from(last + 1)]);
                        }
                        run = Some((at, at));
                    }
                }
                continue;
            }
            if let Some((first, last)) = run.take() {
                self.body
                    .extend_from_slice(&own[from(first)..from(last + 1)]);
            }
            if let Some(Child::Misc(misc)) = layout.children.get(at - n) {
                if self.misc_fits(misc) {
                    self.newline(depth);
                    self.misc(misc);
                    wrote_misc = true;
                }
            }
        }
        if let Some((first, last)) = run {
            self.body
                .extend_from_slice(&own[from(first)..from(last + 1)]);
        }
        if wrote_misc {
            if let Some(parent) = self.stack.last_mut() {
                parent.had_children = true;
            }
        }
        self.layout_scratch.plan.order = order;
        worked_out
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

/// About how many bytes a child takes written (a title, a link, a date):
/// what a capture buffer is given room for per recorded child.
const CHILD_BYTES: usize = 64;

/// The most room a capture buffer is given before anything is written
/// in it: an element of very many small children grows its own.
const MAX_CAPTURE_ROOM: usize = 16 * 1024;

/// No key (see [`name_key`]).
const EMPTY: u64 = NO_KEY;

/// No piece.
const NONE: u32 = u32::MAX;

/// Past this many pieces, they are filed by key rather than scanned.
const SCANNED_PIECES: usize = 32;

/// Finds, for each layout child in turn, the first piece of its name not
/// yet taken, by the pieces' keys ([`name_key`]): the name itself is
/// compared only for a piece of the same key. A few pieces (most elements
/// have a dozen children) are scanned, a key per piece; many (an item of
/// thousands of extension elements) are filed by key in an open-addressed
/// table, so that laying them out stays linear.
struct Matcher<'p> {
    pieces: &'p [Piece],
    uris: &'p [String],
    /// Each piece's key; `EMPTY` once taken, or for a piece never named.
    keys: &'p mut Vec<u64>,
    /// Every key before this one is `EMPTY`.
    front: usize,
    /// Whether the pieces are filed in `slots` and `next`.
    filed: bool,
    /// `(key, first piece of the key not known taken)` per slot; key
    /// `EMPTY` marks an empty slot.
    slots: &'p mut Vec<(u64, u32)>,
    /// For each piece, the next piece of the same key (or `NONE`).
    next: &'p mut Vec<u32>,
}

impl<'p> Matcher<'p> {
    fn new(
        pieces: &'p [Piece],
        uris: &'p [String],
        scratch: (&'p mut Vec<u64>, &'p mut Vec<(u64, u32)>, &'p mut Vec<u32>),
    ) -> Self {
        let (keys, slots, next) = scratch;
        keys.clear();
        keys.extend(
            pieces
                .iter()
                .map(|p| p.name.as_ref().map_or(EMPTY, |n| n.key)),
        );
        let mut matcher = Matcher {
            pieces,
            uris,
            keys,
            front: 0,
            filed: pieces.len() > SCANNED_PIECES,
            slots,
            next,
        };
        if matcher.filed {
            matcher.file();
        }
        matcher
    }

    /// Files the pieces by key.
    fn file(&mut self) {
        // Twice as many slots as keys: there is always an empty one.
        let size = (self.pieces.len() * 2).next_power_of_two();
        self.slots.clear();
        self.slots.resize(size, (EMPTY, NONE));
        self.next.clear();
        self.next.resize(self.pieces.len(), NONE);
        // In reverse, so that each key's chain starts with the first written.
        for i in (0..self.pieces.len()).rev() {
            let key = self.keys[i];
            let Ok(at) = u32::try_from(i) else { continue };
            if key == EMPTY {
                continue;
            }
            let slot = self.slot(key);
            let (k, head) = &mut self.slots[slot];
            *k = key;
            self.next[i] = *head;
            *head = at;
        }
    }

    /// The slot of `key`: the one holding it, or the empty one where it goes.
    fn slot(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        // Fibonacci hashing: spreads the bytes of the name over the slots.
        let mut at = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        while self.slots[at].0 != EMPTY && self.slots[at].0 != key {
            at = (at + 1) & mask;
        }
        at
    }

    /// The first piece named `child` not yet taken, marked taken.
    fn take(&mut self, child: &Child, key: u64, body: &[u8]) -> Option<usize> {
        if key == EMPTY {
            return None;
        }
        if self.filed {
            return self.take_filed(child, key, body);
        }
        let (pieces, uris) = (self.pieces, self.uris);
        let found = (self.front..self.keys.len()).find(|&i| {
            self.keys[i] == key
                && pieces[i]
                    .name
                    .as_ref()
                    .is_some_and(|name| name.is(child, body, uris))
        })?;
        self.keys[found] = EMPTY;
        while self.keys.get(self.front) == Some(&EMPTY) {
            self.front += 1;
        }
        Some(found)
    }

    /// [`take`](Self::take) among filed pieces.
    fn take_filed(&mut self, child: &Child, key: u64, body: &[u8]) -> Option<usize> {
        let slot = self.slot(key);
        let mut at = self.slots[slot].1;
        // Taken pieces at the chain's head are dropped from it as they are met.
        let mut head = true;
        while at != NONE {
            let i = at as usize;
            let next = self.next.get(i).copied().unwrap_or(NONE);
            if self.keys.get(i) != Some(&key) {
                if head {
                    self.slots[slot].1 = next;
                }
            } else if self.pieces[i]
                .name
                .as_ref()
                .is_some_and(|name| name.is(child, body, self.uris))
            {
                self.keys[i] = EMPTY;
                if head {
                    self.slots[slot].1 = next;
                }
                return Some(i);
            } else {
                // Another name with the same key: kept for its own children.
                head = false;
            }
            at = next;
        }
        None
    }
}

/// Buffers kept from one layout to the next, so that laying out each item
/// allocates nothing once a few have been.
#[derive(Default)]
pub(crate) struct Scratch {
    /// Buffers to capture children in.
    buffers: Vec<Vec<u8>>,
    taken: Vec<bool>,
    keys: Vec<u64>,
    slots: Vec<(u64, u32)>,
    next: Vec<u32>,
    placed: Vec<usize>,
    /// The last order worked out, kept for the next element alike.
    plan: Plan,
    spare: Vec<Vec<Piece>>,
    names: Names,
}

impl Scratch {
    /// Works out the order of `pieces` (written in `own`) as `layout`
    /// records them (see the module docs), into `plan`.
    fn work_out_order(&mut self, pieces: &[Piece], own: &[u8], layout: &Layout) {
        let n = pieces.len();
        let uris = std::mem::take(&mut self.names.uris);
        self.taken.clear();
        self.taken.resize(n, false);
        // Each layout child as the piece it names (`i < n`), or as the
        // comment or instruction at `n + index`.
        self.placed.clear();
        let mut matcher = Matcher::new(
            pieces,
            &uris,
            (&mut self.keys, &mut self.slots, &mut self.next),
        );
        for (index, child) in layout.children.iter().enumerate() {
            if matches!(child, Child::Misc(_)) {
                self.placed.push(n + index);
            } else if let Some(i) = matcher.take(child, child.key(), own) {
                self.taken[i] = true;
                self.placed.push(i);
            }
        }
        // The final order: the pieces the layout does not name follow the
        // piece written before them (those before every named one first).
        let order = &mut self.plan.order;
        order.clear();
        let mut i = 0;
        while i < n && !self.taken[i] {
            order.push(i);
            i += 1;
        }
        for &at in &self.placed {
            order.push(at);
            let mut j = at + 1;
            while at < n && j < n && !self.taken[j] {
                order.push(j);
                j += 1;
            }
        }
        self.names.uris = uris;
    }

    /// An empty list of pieces.
    fn pieces(&mut self) -> Vec<Piece> {
        self.spare.pop().unwrap_or_default()
    }

    /// An empty buffer to capture children in.
    fn buffer(&mut self) -> Vec<u8> {
        self.buffers.pop().unwrap_or_default()
    }

    /// Takes back a list of pieces and a buffer for the next capture.
    fn recycle(&mut self, mut pieces: Vec<Piece>, mut buffer: Vec<u8>) {
        if self.spare.len() < 8 {
            pieces.clear();
            self.spare.push(pieces);
        }
        if self.buffers.len() < 8 {
            buffer.clear();
            self.buffers.push(buffer);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::options::{Target, WriteOptions};

    /// The names of the start tags in `xml` between `<item>` and `</item>`.
    fn item_children(xml: &str) -> Vec<&str> {
        let item = xml.split("<item>").nth(1).unwrap_or_default();
        let item = item.split("</item>").next().unwrap_or_default();
        item.split('<')
            .skip(1)
            .filter(|tag| !tag.starts_with('/'))
            .filter_map(|tag| tag.split(['>', ' ', '/']).next())
            .collect()
    }

    /// Children of one name and of names alike in their first bytes (one
    /// key), in both namespaces, in case, and past the number of children
    /// that are scanned rather than filed: each stays where it stood.
    #[test]
    fn children_alike_in_name_keep_their_places() {
        for count in [3, 40] {
            let mut children = String::from("<title>t</title>");
            for i in 0..count {
                let prefix = ["a", "b"][i % 2];
                let name = ["longname", "LongName", "longnamex", "longnam"][i % 4];
                children.push_str(&format!("<{prefix}:{name}>{i}</{prefix}:{name}>"));
                if i == count / 2 {
                    children.push_str("<link>http://example.com/</link><!--c-->");
                }
            }
            let xml = format!(
                "<rss version=\"2.0\" xmlns:a=\"urn:a\" xmlns:b=\"urn:b\"><channel>\
                 <title>c</title><item>{children}</item></channel></rss>"
            );
            let channel = crate::parse(xml.as_bytes()).expect("a feed");
            let mut options = WriteOptions::new(Target::Rss);
            options.pretty = false;
            let out = channel.write_with(Vec::new(), &options).expect("written");
            let out = String::from_utf8(out).expect("UTF-8");
            assert_eq!(item_children(&out), item_children(&xml), "{out}");
            assert!(out.contains("</link><!--c-->"), "{out}");
        }
    }

    /// Items alike, then one whose record differs, then alike again, with
    /// a child declaring its own namespace in each (its prefix is bound on
    /// the root to another): the order kept for the alike ones is taken
    /// again only while it fits.
    #[test]
    fn an_order_is_taken_again_only_for_items_alike() {
        let media = "<m:content xmlns:m=\"http://search.yahoo.com/mrss/\" url=\"http://a/x.mp3\"/>\
                     <x:e xmlns:x=\"urn:b\">1</x:e>";
        let alike = format!(
            "<pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>{media}<title>t</title><link>http://a/</link>"
        );
        let other = format!(
            "<title>t</title>{media}<!--c--><link>http://a/</link><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>"
        );
        let items = [&alike, &alike, &other, &alike, &other, &other];
        let body: String = items.iter().map(|i| format!("<item>{i}</item>")).collect();
        // `x` is bound on the root to another namespace: the child declares its own.
        let xml = format!(
            "<rss version=\"2.0\" xmlns:x=\"urn:a\"><channel><title>c</title>{body}</channel></rss>"
        );
        let out = written_compact(&xml);
        let written: Vec<&str> = out.split("<item>").skip(1).collect();
        assert_eq!(written.len(), items.len(), "{out}");
        assert_eq!(
            out.matches("<x:e xmlns:x=\"urn:b\">").count(),
            items.len(),
            "{out}"
        );
        for (item, written) in items.iter().zip(written) {
            let names = |xml: &str| -> Vec<String> {
                item_children(&format!("<item>{xml}</item>"))
                    .iter()
                    .map(|n| n.rsplit(':').next().unwrap_or_default().to_owned())
                    .collect()
            };
            assert_eq!(names(written), names(item), "{out}");
            assert_eq!(
                written.contains("<!--c-->"),
                item.contains("<!--c-->"),
                "{out}"
            );
        }
    }

    /// `xml` read and written back as compact RSS.
    fn written_compact(xml: &str) -> String {
        let channel = crate::parse(xml.as_bytes()).expect("a feed");
        let mut options = WriteOptions::new(Target::Rss);
        options.pretty = false;
        let out = channel.write_with(Vec::new(), &options).expect("written");
        String::from_utf8(out).expect("UTF-8")
    }

    /// Items one after another, alike in their keys but not in their
    /// order, or in names longer than a key holds: each keeps its own order.
    #[test]
    fn each_item_keeps_its_own_order() {
        let items = [
            "<title>t</title><link>http://a/</link><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>",
            "<pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate><title>t</title><link>http://a/</link>",
            "<title>t</title><link>http://a/</link><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>",
            "<x:averyverylongname1>1</x:averyverylongname1><x:averyverylongname2>2</x:averyverylongname2>",
            "<x:averyverylongname2>2</x:averyverylongname2><x:averyverylongname1>1</x:averyverylongname1>",
            "<ITUNES:SUMMARY>s</ITUNES:SUMMARY><title>t</title>",
            "<itunes:summary>s</itunes:summary><title>t</title>",
        ];
        let body: String = items.iter().map(|i| format!("<item>{i}</item>")).collect();
        let xml = format!(
            "<rss version=\"2.0\" xmlns:x=\"urn:x\" xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\" \
             xmlns:ITUNES=\"http://www.itunes.com/dtds/podcast-1.0.dtd\"><channel><title>c</title>{body}</channel></rss>"
        );
        let out = written_compact(&xml);
        let written: Vec<&str> = out.split("<item>").skip(1).collect();
        assert_eq!(written.len(), items.len(), "{out}");
        for (item, written) in items.iter().zip(written) {
            let names = |xml: &str| -> Vec<String> {
                item_children(&format!("<item>{xml}</item>"))
                    .iter()
                    .map(|n| {
                        n.rsplit(':')
                            .next()
                            .unwrap_or_default()
                            .to_ascii_lowercase()
                    })
                    .collect()
            };
            assert_eq!(names(written), names(item), "{out}");
        }
    }
}
