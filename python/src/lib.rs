//! `feedwright._native`: the crate's reader, writers and validator for
//! Python. The Python package (`feedwright/__init__.py`) wraps these
//! functions in feedparser's API; nothing here is meant to be called
//! directly.
//!
//! Every function reads or writes with the GIL released, so that threads
//! parse in parallel; only building the Python objects holds it.

#![forbid(unsafe_code)]

mod build;
mod fetch;
mod model;
mod publish;
mod subscriptions;

/// The extension's own allocations (the model, the view, the rewritten
/// HTML: thousands of small ones a parse) through mimalloc rather than the
/// C library's allocator: see BENCHMARKS.md for what it saves. Python's
/// objects are not affected; they come from Python's allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use feedwright::view::{feedparser, Node};
use feedwright::{ReadOptions, Target, WriteOptions};

use build::{Bozo, Builders};

/// The read options a feedparser call asks for.
fn read_options(
    sanitize_html: bool,
    resolve_relative_uris: bool,
    base: Option<&str>,
) -> PyResult<ReadOptions> {
    let mut options = ReadOptions::default();
    options.sanitize_html = sanitize_html;
    options.resolve_html_urls = resolve_relative_uris;
    if let Some(base) = base.filter(|b| !b.is_empty()) {
        // feedparser takes any base; one that is no absolute URL resolves nothing.
        options.base_url = url::Url::parse(base).ok();
    }
    Ok(options)
}

/// Sets the reader's limits a call gives (`max_items=...`), by the names
/// of [`ReadOptions`]' fields; an unknown name is a `TypeError`, a value of
/// the wrong kind a `TypeError` or `OverflowError` from its conversion.
pub(crate) fn apply_limits(
    options: &mut ReadOptions,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<()> {
    let Some(limits) = limits else {
        return Ok(());
    };
    for (key, value) in limits.iter() {
        let key: String = key.extract()?;
        match key.as_str() {
            "max_depth" => options.max_depth = value.extract()?,
            "max_text_bytes" => options.max_text_bytes = value.extract()?,
            "max_attributes" => options.max_attributes = value.extract()?,
            "max_items" => options.max_items = value.extract()?,
            "max_input_bytes" => options.max_input_bytes = value.extract()?,
            "max_entity_expansion" => options.max_entity_expansion = value.extract()?,
            other => {
                return Err(PyTypeError::new_err(format!(
                    "unknown reader limit {other:?}"
                )))
            }
        }
    }
    Ok(())
}

/// What one parse gives the Python side: the view and, when the document
/// is bozo, why.
pub(crate) struct ViewResult<'a> {
    pub(crate) view: Node<'a>,
    pub(crate) bozo: Option<Bozo>,
}

impl ViewResult<'_> {
    /// The result with every text owned, free of the parse it borrowed.
    pub(crate) fn into_owned(self) -> ViewResult<'static> {
        ViewResult {
            view: self.view.into_owned(),
            bozo: self.bozo,
        }
    }
}

/// The feedparser view of a parse, borrowing its text.
pub(crate) fn view_of(parsed: &feedwright::Result<feedwright::Parsed>) -> ViewResult<'_> {
    match parsed {
        Ok(parsed) => {
            let view = feedparser::view(&parsed.channel, &parsed.warnings);
            let bozo = feedparser::bozo_warning(&parsed.warnings).map(|(kind, warning)| Bozo {
                kind,
                message: warning.kind.to_string(),
                line: warning.position.line,
                column: warning.position.column,
            });
            ViewResult { view, bozo }
        }
        // feedparser never raises for a document: no feed is a bozo result.
        Err(error) => {
            let position = error.position();
            ViewResult {
                view: Node::from(serde_json::json!({
                    "bozo": true,
                    "encoding": "utf-8",
                    "version": "",
                    "namespaces": {},
                    "feed": {},
                    "entries": [],
                })),
                bozo: Some(Bozo {
                    kind: "no_feed",
                    message: error.kind().to_string(),
                    line: position.line,
                    column: position.column,
                }),
            }
        }
    }
}

/// `parse_bytes(data, builders, sanitize_html, resolve_relative_uris, base)`:
/// feedparser's result for a document in memory.
///
/// `content_type` is the `Content-Type` a caller's `response_headers` gave:
/// its charset is used, and a type that is not XML makes the result bozo,
/// as feedparser does.
#[pyfunction]
#[pyo3(signature = (
    data, builders, sanitize_html=true, resolve_relative_uris=true, base=None, content_type=None,
    limits=None
))]
#[allow(clippy::too_many_arguments)]
fn parse_bytes(
    py: Python<'_>,
    data: &Bound<'_, PyBytes>,
    builders: &Bound<'_, PyAny>,
    sanitize_html: bool,
    resolve_relative_uris: bool,
    base: Option<&str>,
    content_type: Option<&str>,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let builders = Builders::new(builders)?;
    let mut options = read_options(sanitize_html, resolve_relative_uris, base)?;
    apply_limits(&mut options, limits)?;
    options.charset = content_type.and_then(feedwright::fetch::content_type_charset);
    let bytes = data.as_bytes();
    // Read and viewed in one release of the GIL (each taking it back can
    // wait on another thread's building): the view borrows the parse's
    // text, so the parse is kept here, outside the closure.
    let mut parsed = None;
    let kept = &mut parsed;
    let mut result =
        py.detach(move || view_of(kept.insert(feedwright::parse_with(bytes, &options))));
    if let Some(content_type) = content_type {
        fetch::mark_non_xml(&mut result, Some(content_type));
    }
    let built = builders.result(result, None);
    py.detach(move || drop(parsed));
    built
}

/// `read(data) -> dict`: the typed model of a document, as plain values
/// (the Python side turns them into objects with attributes).
#[pyfunction]
#[pyo3(signature = (data, base=None, strict=false, limits=None))]
fn read(
    py: Python<'_>,
    data: &Bound<'_, PyBytes>,
    base: Option<&str>,
    strict: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let mut options = read_options(false, false, base)?;
    options.strict = strict;
    apply_limits(&mut options, limits)?;
    let bytes = data.as_bytes();
    let parsed = py.detach(|| {
        feedwright::parse_with(bytes, &options).map(|parsed| {
            serde_json::json!({
                "channel": serde_json::to_value(&parsed.channel).unwrap_or_default(),
                "warnings": parsed.warnings.iter().map(|w| serde_json::json!({
                    "kind": serde_json::to_value(&w.kind).unwrap_or_default(),
                    "message": w.kind.to_string(),
                    "position": w.position,
                })).collect::<Vec<_>>(),
            })
        })
    });
    match parsed {
        Ok(value) => model::to_python(py, &value),
        Err(error) => Err(PyValueError::new_err(error.to_string())),
    }
}

/// `write(channel, target, pretty) -> bytes`: writes a channel given as the
/// plain values `read` gives (changed or built by hand).
#[pyfunction]
#[pyo3(signature = (channel, target, pretty=true))]
fn write(
    py: Python<'_>,
    channel: &Bound<'_, PyAny>,
    target: &str,
    pretty: bool,
) -> PyResult<Py<PyAny>> {
    let target = match target {
        "rss" => Target::Rss,
        "rss1" => Target::Rss1,
        "atom" => Target::Atom,
        "json" => Target::JsonFeed,
        other => {
            return Err(PyValueError::new_err(format!(
                "unknown target {other:?}: expected \"rss\", \"rss1\", \"atom\" or \"json\""
            )))
        }
    };
    let value = model::from_python(channel)?;
    let channel: feedwright::Channel = serde_json::from_value(value)
        .map_err(|e| PyTypeError::new_err(format!("not a channel: {e}")))?;
    let mut options = WriteOptions::new(target);
    options.pretty = pretty;
    let written = py.detach(|| channel.write_with_losses(Vec::new(), &options));
    match written {
        Ok((bytes, losses)) => {
            let losses: Vec<String> = losses.iter().map(ToString::to_string).collect();
            let pair = (PyBytes::new(py, &bytes), losses);
            Ok(pair.into_pyobject(py)?.into_any().unbind())
        }
        Err(error) => Err(PyValueError::new_err(error.to_string())),
    }
}

/// `check(data) -> dict`: the validator's report, as plain values.
#[pyfunction]
#[pyo3(signature = (data, limits=None))]
fn check(
    py: Python<'_>,
    data: &Bound<'_, PyBytes>,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let bytes = data.as_bytes();
    let mut options = ReadOptions::default();
    apply_limits(&mut options, limits)?;
    let report = py.detach(|| feedwright::check::validate_with(bytes, &options));
    match report {
        Ok(report) => {
            let value = serde_json::to_value(&report).unwrap_or_default();
            model::to_python(py, &value)
        }
        Err(error) => Err(PyValueError::new_err(error.to_string())),
    }
}

/// `check_channel(channel) -> dict`: the validator's report on a channel
/// given as the plain values `read` gives (changed or built by hand),
/// written in its own format; with the written `document` and `target`.
#[pyfunction]
fn check_channel(py: Python<'_>, channel: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let value = model::from_python(channel)?;
    let channel: feedwright::Channel = serde_json::from_value(value)
        .map_err(|e| PyTypeError::new_err(format!("not a channel: {e}")))?;
    let found = py.detach(|| feedwright::check::validate_channel(&channel));
    match found {
        Ok(found) => {
            let mut value = serde_json::to_value(&found.report).unwrap_or_default();
            let target = match found.target {
                Target::Atom => "atom",
                Target::Rss1 => "rss1",
                Target::JsonFeed => "json",
                _ => "rss",
            };
            if let Some(map) = value.as_object_mut() {
                map.insert("target".to_owned(), serde_json::Value::from(target));
            }
            let report = model::to_python(py, &value)?;
            let pair = (report, PyBytes::new(py, &found.document));
            Ok(pair.into_pyobject(py)?.into_any().unbind())
        }
        Err(error) => Err(PyValueError::new_err(error.to_string())),
    }
}

/// `detect_format(data) -> str | None`: the format code of a document
/// (`rss20`, `atom10`, `json11`, ...), reading no more of it than that
/// takes; `None` when it holds no feed.
#[pyfunction]
fn detect_format(py: Python<'_>, data: &Bound<'_, PyBytes>) -> Option<&'static str> {
    let bytes = data.as_bytes();
    py.detach(|| feedwright::detect_format(bytes))
        .map(|format| format.code())
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(parse_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(fetch::parse_url, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(write, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(check_channel, m)?)?;
    m.add_function(wrap_pyfunction!(detect_format, m)?)?;
    m.add_function(wrap_pyfunction!(subscriptions::read_opml, m)?)?;
    m.add_function(wrap_pyfunction!(subscriptions::write_opml, m)?)?;
    m.add_function(wrap_pyfunction!(subscriptions::discover_html, m)?)?;
    m.add_function(wrap_pyfunction!(subscriptions::discover_url, m)?)?;
    m.add_function(wrap_pyfunction!(publish::build_item, m)?)?;
    m.add_function(wrap_pyfunction!(publish::build_channel, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
