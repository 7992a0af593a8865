//! Subscriptions for Python: OPML read into plain values and written back
//! from them (through the model's serde form), and feed discovery in a
//! page given as text or fetched from a URL, each with the GIL released.

use pyo3::exceptions::{PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use feedwright::discover::{self, DiscoverOptions};
use feedwright::fetch::{BlockingFetcher, FetchOptions};
use feedwright::opml::Opml;
use feedwright::ReadOptions;

use crate::model;

/// `read_opml(data, strict) -> dict`: the document and the reader's warnings.
#[pyfunction]
#[pyo3(signature = (data, strict=false))]
pub(crate) fn read_opml(
    py: Python<'_>,
    data: &Bound<'_, PyBytes>,
    strict: bool,
) -> PyResult<Py<PyAny>> {
    let mut options = ReadOptions::default();
    options.strict = strict;
    let bytes = data.as_bytes();
    let read = py.detach(|| {
        feedwright::opml::parse_with(bytes, &options).map(|parsed| {
            serde_json::json!({
                "opml": serde_json::to_value(&parsed.opml).unwrap_or_default(),
                "warnings": parsed.warnings.iter().map(|w| serde_json::json!({
                    "kind": serde_json::to_value(&w.kind).unwrap_or_default(),
                    "message": w.kind.to_string(),
                    "position": w.position,
                })).collect::<Vec<_>>(),
            })
        })
    });
    match read {
        Ok(value) => model::to_python(py, &value),
        Err(error) => Err(PyValueError::new_err(error.to_string())),
    }
}

/// `write_opml(opml) -> bytes`: writes a document given as the plain values
/// `read_opml` gives (changed or built by hand).
#[pyfunction]
pub(crate) fn write_opml(py: Python<'_>, opml: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let value = model::from_python(opml)?;
    let opml: Opml = serde_json::from_value(value)
        .map_err(|e| PyTypeError::new_err(format!("not an OPML document: {e}")))?;
    let written = py.detach(|| opml.write_to(Vec::new()));
    match written {
        Ok(bytes) => Ok(PyBytes::new(py, &bytes).into_any().unbind()),
        Err(error) => Err(PyValueError::new_err(error.to_string())),
    }
}

/// `discover_html(html, base) -> list`: the feed links a page declares, then
/// its anchors that look like feeds. The page is text, or bytes read in the
/// charset its `<meta>` names (UTF-8, or windows-1252, when it names none).
#[pyfunction]
#[pyo3(signature = (html, base=None))]
pub(crate) fn discover_html(
    py: Python<'_>,
    html: &Bound<'_, PyAny>,
    base: Option<&str>,
) -> PyResult<Py<PyAny>> {
    let html: String = match html.cast::<PyBytes>() {
        Ok(bytes) => {
            let bytes = bytes.as_bytes();
            py.detach(|| discover::decode_page(bytes, None))
        }
        Err(_) => html.extract()?,
    };
    let base = match base {
        Some(base) => Some(
            url::Url::parse(base)
                .map_err(|e| PyValueError::new_err(format!("base {base:?}: {e}")))?,
        ),
        None => None,
    };
    let links = py.detach(|| discover::links_in_page(&html, base.as_ref()));
    model::to_python(py, &serde_json::to_value(&links).unwrap_or_default())
}

/// `discover_url(url, agent, timeout, guess) -> dict`: the page fetched and
/// its feeds found (`url`, `feeds`, `tried`). A fetch that fails raises
/// `OSError`.
#[pyfunction]
#[pyo3(signature = (url, agent=None, timeout=None, guess=true))]
pub(crate) fn discover_url(
    py: Python<'_>,
    url: &str,
    agent: Option<String>,
    timeout: Option<f64>,
    guess: bool,
) -> PyResult<Py<PyAny>> {
    let mut options = FetchOptions::default();
    if let Some(agent) = agent {
        options.user_agent = agent;
    }
    if let Some(seconds) = timeout {
        options.timeout = std::time::Duration::try_from_secs_f64(seconds)
            .map_err(|e| PyValueError::new_err(format!("timeout {seconds}: {e}")))?;
    }
    let mut discovery = DiscoverOptions::default();
    if !guess {
        discovery.try_anchors = false;
        discovery.guessed_paths.clear();
    }
    // The fetch error as its message: it is all Python is given.
    let found = py.detach(|| {
        let fetcher = BlockingFetcher::new(options).map_err(|e| e.to_string())?;
        discover::discover(&fetcher, url, &discovery).map_err(|e| e.to_string())
    });
    match found {
        Ok(found) => model::to_python(py, &serde_json::to_value(&found).unwrap_or_default()),
        Err(message) => Err(PyOSError::new_err(message)),
    }
}
