//! Where in the document a problem is: the channel, an item, or an element
//! (a JSON key) inside one.
//!
//! The model keeps no positions but each item's start (from
//! [`FeedReader::item_position`](crate::FeedReader::item_position)); an
//! element's place is found by looking for its start tag in the item's span
//! of the source. That is only done on UTF-8 input, where the reader's byte
//! offsets are the input's own; elsewhere the item's position is given.

use std::cell::RefCell;

use memchr::memmem;

use crate::warning::Position;
use crate::xml::lines::advance;

/// Bytes between two column marks: a column is counted from the nearest
/// mark before it, so finding one costs at most this much, however long
/// its line (a feed may be one line of megabytes).
const COLUMN_MARK_SPACING: usize = 4096;

/// The `nth` element `name` of an item (or the channel), and the offset
/// just after its start, where a search for the next one begins.
struct FoundField {
    item: Option<usize>,
    name: String,
    nth: usize,
    resume: usize,
}

/// Positions in one document.
pub(crate) struct Locator<'a> {
    /// The source, when positions in it can be searched (UTF-8).
    text: Option<&'a [u8]>,
    line_starts: Vec<usize>,
    /// The column (characters since its line's start) at each multiple of
    /// [`COLUMN_MARK_SPACING`].
    column_marks: Vec<u32>,
    json: bool,
    channel: Position,
    items: Vec<Position>,
    /// The last element found by [`Locator::field`]. Checks ask for the
    /// 1st, 2nd, 3rd... element of a name in turn; resuming after the last
    /// one keeps that linear where starting over each time was quadratic.
    last_field: RefCell<Option<FoundField>>,
}

impl<'a> Locator<'a> {
    pub(crate) fn new(input: &'a [u8], searchable: bool, json: bool, items: Vec<Position>) -> Self {
        let text = searchable.then_some(input);
        let line_starts = match text {
            Some(text) => std::iter::once(0)
                .chain(memchr::memchr_iter(b'\n', text).map(|i| i + 1))
                .collect(),
            None => Vec::new(),
        };
        let column_marks = text.map(column_marks).unwrap_or_default();
        let mut this = Locator {
            text,
            line_starts,
            column_marks,
            last_field: RefCell::new(None),
            json,
            channel: Position {
                offset: 0,
                line: 1,
                column: 1,
            },
            items,
        };
        let head_end = this.items.first().map(|p| p.offset as usize);
        let root = if json {
            this.find_in(0, head_end, "{", true)
        } else {
            ["channel", "feed", "RDF", "rss"]
                .iter()
                .find_map(|name| this.find_in(0, head_end, name, false))
        };
        if let Some(root) = root {
            this.channel = root;
        }
        this
    }

    /// The channel's start tag (RSS `<channel>`, Atom `<feed>`), or the JSON object.
    pub(crate) fn channel(&self) -> Position {
        self.channel
    }

    /// Where item `index` starts.
    pub(crate) fn item(&self, index: usize) -> Position {
        self.items.get(index).copied().unwrap_or(self.channel)
    }

    /// The `nth` (from 0) element `name` (any prefix) or JSON key `name`
    /// inside item `item`, or in the channel's part before the first item;
    /// the item's (or channel's) own position when it cannot be found.
    pub(crate) fn field(&self, item: Option<usize>, name: &str, nth: usize) -> Position {
        let (start, end, fallback) = match item {
            Some(i) => (
                self.item(i).offset as usize,
                self.items.get(i + 1).map(|p| p.offset as usize),
                self.item(i),
            ),
            None => (
                self.channel.offset as usize,
                self.items.first().map(|p| p.offset as usize),
                self.channel,
            ),
        };
        let (mut from, mut found) = (start, 0);
        if let Some(last) = self.last_field.borrow().as_ref() {
            if last.item == item && last.name == name && last.nth < nth {
                (from, found) = (last.resume, last.nth + 1);
            }
        }
        while found < nth {
            match self.find_in(from, end, name, self.json) {
                Some(p) => from = p.offset as usize + 1,
                None => return fallback,
            }
            found += 1;
        }
        let Some(position) = self.find_in(from, end, name, self.json) else {
            return fallback;
        };
        let resume = position.offset as usize + 1;
        *self.last_field.borrow_mut() = Some(FoundField {
            item,
            name: name.to_owned(),
            nth,
            resume,
        });
        position
    }

    /// The first start tag `<name` / `<prefix:name` (or JSON key `"name"`) in `start..end`.
    fn find_in(
        &self,
        start: usize,
        end: Option<usize>,
        name: &str,
        json: bool,
    ) -> Option<Position> {
        let text = self.text?;
        let end = end.unwrap_or(text.len()).min(text.len());
        let span = text.get(start..end)?;
        let found = if json {
            if name == "{" {
                memchr::memchr(b'{', span)
            } else {
                let key = format!("\"{name}\"");
                memmem::find_iter(span, key.as_bytes()).find(|&at| {
                    let after = span.get(at + key.len()..).unwrap_or_default();
                    after.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b':')
                })
            }
        } else {
            memmem::find_iter(span, name.as_bytes())
                .find(|&at| is_start_tag(span, at, name.len()))
                .and_then(|at| tag_open(span, at))
        };
        found.map(|at| self.position(start + at))
    }

    /// The position of a byte offset of the source.
    pub(crate) fn position(&self, offset: usize) -> Position {
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let line_start = self.line_starts.get(line - 1).copied().unwrap_or(0);
        // Lines by the index (asked in any order); the column counted as
        // everywhere else, from the nearest mark on the same line.
        let mark = offset / COLUMN_MARK_SPACING;
        let (from, column_there) = match self.column_marks.get(mark) {
            Some(&column) if mark * COLUMN_MARK_SPACING > line_start => {
                (mark * COLUMN_MARK_SPACING, column)
            }
            _ => (line_start, 0),
        };
        let column = self
            .text
            .and_then(|t| t.get(from..offset))
            .map_or(0, |bytes| advance(1, column_there, bytes).1);
        Position {
            offset: offset as u64,
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: column.saturating_add(1),
        }
    }
}

/// The column at each multiple of [`COLUMN_MARK_SPACING`] in `text`, in one pass.
fn column_marks(text: &[u8]) -> Vec<u32> {
    let mut marks = Vec::with_capacity(text.len() / COLUMN_MARK_SPACING + 1);
    let mut column = 0;
    for block in text.chunks(COLUMN_MARK_SPACING) {
        marks.push(column);
        column = advance(1, column, block).1;
    }
    marks
}

/// Whether the name at `at` is a start tag's name: `<name` or `<prefix:name`,
/// followed by white space, `>` or `/`.
fn is_start_tag(span: &[u8], at: usize, len: usize) -> bool {
    let after = span.get(at + len).copied();
    if !matches!(after, Some(b' ' | b'\t' | b'\r' | b'\n' | b'>' | b'/')) {
        return false;
    }
    tag_open(span, at).is_some()
}

/// The offset of the `<` that opens the tag whose name (after any prefix) starts at `at`.
fn tag_open(span: &[u8], at: usize) -> Option<usize> {
    let before = at.checked_sub(1)?;
    match span.get(before)? {
        b'<' => Some(before),
        b':' => {
            let mut i = before;
            while i > 0 {
                i -= 1;
                match span.get(i)? {
                    b'<' => return Some(i),
                    c if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.') => {}
                    _ => return None,
                }
            }
            None
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_elements_in_items_and_the_channel() {
        let doc = b"<rss>\n<channel>\n<title>T</title>\n<item>\n<x:pubDate>d</x:pubDate>\n</item>\n<item>\n<pubDateX/><pubDate>e</pubDate>\n</item>\n</channel></rss>";
        let text = std::str::from_utf8(doc).unwrap();
        let item = |n: usize| {
            let offset = text.match_indices("<item>").nth(n).unwrap().0;
            Position {
                offset: offset as u64,
                line: 0,
                column: 0,
            }
        };
        let locator = Locator::new(doc, true, false, vec![item(0), item(1)]);
        assert_eq!((locator.channel().line, locator.channel().column), (2, 1));
        let p = locator.field(Some(0), "pubDate", 0);
        assert_eq!((p.line, p.column), (5, 1));
        let p = locator.field(Some(1), "pubDate", 0);
        assert_eq!((p.line, p.column), (8, 12));
        let p = locator.field(None, "title", 0);
        assert_eq!((p.line, p.column), (3, 1));
        assert_eq!(locator.field(Some(1), "title", 0).offset, item(1).offset);
    }

    #[test]
    fn finds_json_keys() {
        let doc = b"{\n \"items\": [\n  {\"id\": \"a\", \"date_published\" : \"x\"}]}";
        let items = vec![Position {
            offset: 15,
            line: 3,
            column: 3,
        }];
        let locator = Locator::new(doc, true, true, items);
        let p = locator.field(Some(0), "date_published", 0);
        assert_eq!((p.line, p.column), (3, 15));
    }
}
