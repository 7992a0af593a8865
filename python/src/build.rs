//! The feedparser view as Python objects: every mapping a `FeedParserDict`,
//! every `*_parsed` date a `time.struct_time` in UTC (a duration a
//! `datetime.timedelta`), and `bozo_exception` an instance of the exception
//! class feedparser would raise.
//!
//! The view is built once, in Rust, with the GIL released; this walks it
//! with the GIL held. Python's own constructors come from the package
//! (`feedwright._builders`), so the classes are the package's, importable
//! and picklable.

use std::hash::{BuildHasher, Hasher};
use std::marker::PhantomData;

use feedwright::view::{Node, Obj};
use pyo3::prelude::*;
use pyo3::types::{IntoPyDict, PyDict, PyList, PyString, PyTuple};

use crate::ViewResult;

/// Why a document is bozo: the short kind the view names, and the first
/// such warning's message and position.
pub(crate) struct Bozo {
    pub(crate) kind: &'static str,
    pub(crate) message: String,
    pub(crate) line: u32,
    pub(crate) column: u32,
}

/// The Python constructors the result is built with.
pub(crate) struct Builders<'py> {
    py: Python<'py>,
    dict: Bound<'py, PyAny>,
    struct_time: Bound<'py, PyAny>,
    timedelta: Bound<'py, PyAny>,
    exception: Bound<'py, PyAny>,
    gc: Bound<'py, PyAny>,
}

/// Python's cyclic garbage collector held off while a result is built, and
/// let run again when this is dropped (if it was running before).
///
/// Every `FeedParserDict` (a `dict` subclass) and list is tracked by the
/// collector from birth, and a result holds thousands: built with the
/// collector running, the young ones under construction are scanned again
/// and again, survive into the older generations, and bring on full
/// collections of the whole process, although a result holds no cycle and
/// most are dropped soon after (on the real feeds, in a process with a few
/// libraries loaded, passes with the collector off took 5-9% less time).
/// Held off, a result dropped before the next collection is freed with no
/// scan at all, and one kept is scanned by the next collection as usual:
/// 1-2% of a pass, more in a busy process (BENCHMARKS.md).
///
/// No other thread sees the pause: the walk runs no Python code (the
/// constructors it calls are C), so it never hands the GIL on, and the
/// collector is running again before anything that may (releasing the GIL
/// to free the view, making the bozo exception).
struct CollectorPaused<'py> {
    gc: Option<Bound<'py, PyAny>>,
}

impl<'py> CollectorPaused<'py> {
    fn new(gc: &Bound<'py, PyAny>) -> PyResult<Self> {
        if !gc.call_method0("isenabled")?.is_truthy()? {
            return Ok(CollectorPaused { gc: None });
        }
        gc.call_method0("disable")?;
        Ok(CollectorPaused {
            gc: Some(gc.clone()),
        })
    }
}

impl Drop for CollectorPaused<'_> {
    fn drop(&mut self) {
        if let Some(gc) = self.gc.take() {
            // `gc.enable()` cannot fail; were it to, the collector would
            // stay off, which loses no object, only delays freeing cycles.
            let _ = gc.call_method0("enable");
        }
    }
}

/// What one result's walk has made so far, to share.
struct Made<'v, 'py> {
    strings: Strings<'v, 'py>,
    keys: Keys<'v, 'py>,
}

/// The strings of one result made so far, for sharing one Python string
/// among equal texts. feedparser's shape repeats text (an entry's `title`
/// is its `title_detail`'s `value`, its `link` the `href` of one of its
/// `links`, a summary often its content): on the real feeds two strings in
/// three, and two bytes in five, are repeats, whose decoding and memory
/// this saves. Python strings are immutable: sharing one is not seen.
///
/// A cache of fixed size, each text in the one slot its length and ends
/// pick (hashing summaries of kilobytes whole cost most of what sharing
/// saved): a lookup is one comparison whatever the document holds, and
/// texts made to collide only evict each other. Repeats are near each
/// other, in one entry, so evictions cost little sharing.
struct Strings<'v, 'py> {
    slots: Vec<Option<(&'v str, Bound<'py, PyString>)>>,
    hasher: foldhash::fast::RandomState,
}

impl<'v, 'py> Strings<'v, 'py> {
    const SLOTS: usize = 1024;

    fn new() -> Self {
        Strings {
            slots: vec![None; Self::SLOTS],
            hasher: foldhash::fast::RandomState::default(),
        }
    }

    /// The Python string of `text`, made or shared.
    fn get(&mut self, py: Python<'py>, text: &'v str) -> Bound<'py, PyString> {
        const ENDS: usize = 16;
        let bytes = text.as_bytes();
        let mut hasher = self.hasher.build_hasher();
        hasher.write_usize(bytes.len());
        if bytes.len() <= 2 * ENDS {
            hasher.write(bytes);
        } else {
            hasher.write(&bytes[..ENDS]);
            hasher.write(&bytes[bytes.len() - ENDS..]);
        }
        let slot = (hasher.finish() as usize) % Self::SLOTS;
        // The same text shown twice is mostly the same borrow (a title and
        // its detail's value): told by its address, without reading it.
        let same = |held: &str| std::ptr::eq(held, text) || held == text;
        match &mut self.slots[slot] {
            Some((held, made)) if same(held) => made.clone(),
            other => {
                let made = PyString::new(py, text);
                *other = Some((text, made.clone()));
                made
            }
        }
    }
}

/// The Python strings of the keys of one result, found by where the key's
/// text is rather than by its text. A view's keys are nearly all the
/// view's own `'static` names, and the rest are held by the view, which
/// outlives the walk: while it lasts, one address and length is one key,
/// so a lookup is one comparison of two words, not a hash of the text and a
/// comparison of bytes. A cache of fixed size, each key in the slot its
/// address picks: keys made to collide (a document of thousands of
/// namespace prefixes) only make each other again.
///
/// A result repeats a few dozen keys (`title`, `title_detail`, `type`,
/// ...) in every entry: a key made once is interned and hashed once.
/// `'v` is the walk's borrow of the view, which every key is held for.
struct Keys<'v, 'py> {
    slots: Vec<Option<(usize, usize, Bound<'py, PyString>)>>,
    view: PhantomData<&'v str>,
}

impl<'v, 'py> Keys<'v, 'py> {
    const SLOTS: usize = 512;

    fn new() -> Self {
        Keys {
            slots: vec![None; Self::SLOTS],
            view: PhantomData,
        }
    }

    /// The interned Python string of `key`, a key of the view being walked;
    /// lent, not a new reference: the dict it is set in takes its own.
    fn get(&mut self, py: Python<'py>, key: &'v str) -> &Bound<'py, PyString> {
        let (at, len) = (key.as_ptr() as usize, key.len());
        // Keys are at least a few bytes apart; mixing in the length tells
        // a key from a shorter one at the same address (its prefix).
        let slot = ((at >> 3) ^ (at >> 12) ^ len) % Self::SLOTS;
        let held = &mut self.slots[slot];
        if !matches!(held, Some((held_at, held_len, _)) if *held_at == at && *held_len == len) {
            *held = None;
        }
        let (_, _, made) = held.get_or_insert_with(|| (at, len, PyString::intern(py, key)));
        made
    }
}

impl<'py> Builders<'py> {
    /// Takes them from the package's `_builders` object: `FeedParserDict`,
    /// `struct_time`, `timedelta`, `exception(kind, message, line, column)`
    /// and the `gc` module.
    pub(crate) fn new(from: &Bound<'py, PyAny>) -> PyResult<Self> {
        Ok(Builders {
            py: from.py(),
            dict: from.getattr("FeedParserDict")?,
            struct_time: from.getattr("struct_time")?,
            timedelta: from.getattr("timedelta")?,
            exception: from.getattr("exception")?,
            gc: from.getattr("gc")?,
        })
    }

    /// The whole result: the view, its exception, and `extra` keys (those
    /// of an HTTP response) on top.
    pub(crate) fn result(
        &self,
        result: ViewResult<'_>,
        extra: Option<Obj<'static>>,
    ) -> PyResult<Py<PyAny>> {
        let ViewResult { mut view, bozo } = result;
        if let (Some(extra), Some(object)) = (extra, view.as_map_mut()) {
            object.extend(extra);
        }
        let mut made = Made {
            strings: Strings::new(),
            keys: Keys::new(),
        };
        let top = {
            let _paused = CollectorPaused::new(&self.gc)?;
            self.value(&view, "", &mut made)?
        };
        drop(made);
        // The view's maps are freed with the GIL released, so that another
        // thread builds its result meanwhile.
        self.py.detach(move || drop(view));
        let dict = top.cast::<PyDict>()?;
        if dict.get_item("headers")?.is_none() {
            dict.set_item("headers", PyDict::new(self.py))?;
        }
        if let Some(bozo) = bozo {
            let exception =
                self.exception
                    .call1((bozo.kind, bozo.message, bozo.line, bozo.column))?;
            dict.set_item("bozo", true)?;
            dict.set_item("bozo_exception", exception)?;
        } else {
            dict.del_item("bozo_exception").ok();
        }
        Ok(top.unbind())
    }

    /// One value of the view; `key` is the key it is held under; `made`
    /// the strings and keys made so far for this result.
    fn value<'v>(
        &self,
        value: &'v Node<'_>,
        key: &str,
        made: &mut Made<'v, 'py>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = self.py;
        Ok(match value {
            Node::Null => py.None().into_bound(py),
            Node::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
            Node::Int(_) | Node::Float(_) if key.ends_with("_parsed") => {
                // A duration (a chapter's start): feedparser gives a timedelta.
                let seconds = match value {
                    Node::Int(i) => *i as f64,
                    Node::Float(f) => *f,
                    _ => 0.0,
                };
                self.timedelta
                    .call((), Some(&[("seconds", seconds)].into_py_dict(py)?))?
            }
            Node::Int(i) => i.into_pyobject(py)?.into_any(),
            Node::Float(f) => f.into_pyobject(py)?.into_any(),
            Node::Str(s) if key.ends_with("_parsed") => match struct_time_fields(s) {
                Some(fields) => self.struct_time.call1((PyTuple::new(py, fields)?,))?,
                None => py.None().into_bound(py),
            },
            Node::Str(s) => made.strings.get(py, s).into_any(),
            Node::List(items) => {
                let list = PyList::empty(py);
                for item in items {
                    list.append(self.value(item, key, made)?)?;
                }
                list.into_any()
            }
            Node::Map(map) => {
                let object = self.dict.call0()?;
                {
                    // Set through dict's own slot: FeedParserDict's
                    // __setitem__ maps aliases, and the view's keys are
                    // already feedparser's.
                    let dict = object.cast::<PyDict>()?;
                    for (k, v) in map.iter() {
                        let value = self.value(v, k, made)?;
                        dict.set_item(made.keys.get(py, k), value)?;
                    }
                }
                object
            }
        })
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ` as the nine fields of a `time.struct_time` in
/// UTC: the weekday (Monday 0) and day of the year computed, no DST.
fn struct_time_fields(iso: &str) -> Option<[i64; 9]> {
    let b = iso.as_bytes();
    if b.len() != 20
        || b[4] != b'-'
        || b[7] != b'-'
        || b[10] != b'T'
        || b[13] != b':'
        || b[16] != b':'
    {
        return None;
    }
    let num = |range: std::ops::Range<usize>| iso.get(range)?.parse::<i64>().ok();
    let (year, month, day) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (hour, minute, second) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let days = days_from_civil(year, month, day);
    // 1970-01-01 was a Thursday (3, counting from Monday).
    let weekday = (days + 3).rem_euclid(7);
    let yday = days - days_from_civil(year, 1, 1) + 1;
    Some([year, month, day, hour, minute, second, weekday, yday, 0])
}

/// Days since 1970-01-01 of a date in the proleptic Gregorian calendar.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_become_struct_time_fields() {
        assert_eq!(
            struct_time_fields("2026-12-03T10:52:34Z"),
            Some([2026, 12, 3, 10, 52, 34, 3, 337, 0])
        );
        assert_eq!(
            struct_time_fields("1970-01-01T00:00:00Z"),
            Some([1970, 1, 1, 0, 0, 0, 3, 1, 0])
        );
        assert_eq!(struct_time_fields("2026-13-03T10:52:34Z"), None);
        assert_eq!(struct_time_fields("soon"), None);
    }
}
