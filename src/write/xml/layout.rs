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
use std::collections::HashMap;

/// The children of one element being captured (see the module docs).
pub(crate) struct Capture {
    /// Whether there is a recorded order to lay the children out in: a
    /// channel built in code, or converted, is written in the writer's
    /// order and nothing is captured.
    active: bool,
    /// How many elements are open around the children: a child starts
    /// when one is written at this depth.
    depth: usize,
    /// Where each child starts in the body (its line break and
    /// indentation included), and its name once its start tag is written.
    pieces: Vec<(usize, Option<Child>)>,
}

/// A piece of the laid-out children.
enum Placed<'l> {
    Written(usize),
    Misc(&'l Misc),
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
        self.captures.push(Capture {
            active,
            depth,
            pieces: Vec::new(),
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
            capture.pieces.push((self.body.len(), None));
        }
    }

    /// Names the child whose start tag `tag` is, if it is one of a
    /// captured element's.
    pub(super) fn note_child_name(&mut self, tag: &Tag) {
        let depth = self.stack.len();
        let captured = self.captures.last().is_some_and(|c| {
            c.active && c.depth == depth && c.pieces.last().is_some_and(|p| p.1.is_none())
        });
        if !captured || self.inline > 0 {
            return;
        }
        let (prefix, local) = tag.qname.split_once(':').unwrap_or(("", &tag.qname));
        let uri = self.bound(&tag.decls, prefix).filter(|uri| !uri.is_empty());
        let held = match self.writing_extension {
            true => Held::Extension,
            false => Held::Field,
        };
        let child = Child::element(uri, local, held);
        if let Some(piece) = self.captures.last_mut().and_then(|c| c.pieces.last_mut()) {
            piece.1 = Some(child);
        }
    }

    /// Ends the capture [`capture_children`](Self::capture_children)
    /// started with the same `layout`, laying the children out as it
    /// recorded them.
    pub(crate) fn lay_out_children(&mut self, layout: &Layout) {
        let Some(capture) = self.captures.pop() else {
            return;
        };
        if !capture.active {
            return;
        }
        self.capturing -= 1;
        let start = capture.pieces.first().map_or(self.body.len(), |p| p.0);
        let pieces = &capture.pieces;
        // The pieces of each name, in the order written.
        let mut by_name: HashMap<&Child, std::collections::VecDeque<usize>> = HashMap::new();
        for (i, (_, name)) in pieces.iter().enumerate() {
            if let Some(name) = name {
                by_name.entry(name).or_default().push_back(i);
            }
        }
        let mut placed = Vec::with_capacity(layout.children.len());
        let mut taken = vec![false; pieces.len()];
        for child in &layout.children {
            match child {
                Child::Misc(misc) => placed.push(Placed::Misc(misc)),
                name => {
                    if let Some(i) = by_name.get_mut(name).and_then(|q| q.pop_front()) {
                        taken[i] = true;
                        placed.push(Placed::Written(i));
                    }
                }
            }
        }
        // A piece the layout does not name follows the piece written before it.
        let mut following: Vec<Vec<usize>> = vec![Vec::new(); pieces.len() + 1];
        let mut anchor = pieces.len();
        for (i, was_taken) in taken.iter().enumerate() {
            if *was_taken {
                anchor = i;
            } else {
                following[anchor].push(i);
            }
        }
        let end = self.body.len();
        let region = self.body.split_off(start);
        let piece_bytes = |i: usize| {
            let from = pieces[i].0 - start;
            let to = pieces.get(i + 1).map_or(end, |p| p.0) - start;
            &region[from..to]
        };
        let depth = capture.depth;
        let mut wrote_misc = false;
        for &i in &following[pieces.len()] {
            self.body.extend_from_slice(piece_bytes(i));
        }
        for piece in placed {
            match piece {
                Placed::Written(i) => {
                    self.body.extend_from_slice(piece_bytes(i));
                    for &j in &following[i] {
                        self.body.extend_from_slice(piece_bytes(j));
                    }
                }
                Placed::Misc(misc) => {
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
    }

    /// The comments and processing instructions to write before the root.
    pub(crate) fn prologue(&mut self, misc: &[Misc]) {
        let body = std::mem::take(&mut self.body);
        for item in misc {
            if self.pretty {
                self.body.push(b'\n');
            }
            self.misc(item);
        }
        self.prologue = std::mem::replace(&mut self.body, body);
    }

    /// Writes a comment or processing instruction, made well-formed: a
    /// comment cannot hold `--` nor end in `-`, an instruction cannot hold
    /// `?>` nor be named `xml`; what had to change is reported.
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
                if !is_ncname(target) || target.eq_ignore_ascii_case("xml") {
                    return self.loss(
                        format!("<?{target}?>"),
                        "not a processing instruction name: left out",
                    );
                }
                if data.contains("?>") {
                    return self.loss(
                        format!("<?{target}?>"),
                        "`?>` cannot stand in an instruction: left out",
                    );
                }
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
    for c in text.chars() {
        let c = if is_xml_char(c) { c } else { '\u{FFFD}' };
        let mut buf = [0; 4];
        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
    }
}
