//! `parse_url`: feedparser's result for a URL, fetched with the crate's
//! HTTP client (conditional GET, redirects, the response's charset and URL)
//! with the GIL released.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::json;

use feedwright::fetch::{BlockingFetcher, FetchError, FetchOptions, RawOutcome, Validators};
use feedwright::view::{feedparser, Node, Obj};

use crate::build::{Bozo, Builders};
use crate::{apply_limits, read_options, view_of, ViewResult};

/// What the fetch gave, before any Python object is built.
enum Fetched {
    Done(ViewResult<'static>, Obj<'static>),
    Failed(String),
}

#[pyfunction]
#[pyo3(signature = (
    url, builders, etag=None, modified=None, agent=None, referrer=None,
    request_headers=Vec::new(), sanitize_html=true, resolve_relative_uris=true, limits=None
))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn parse_url(
    py: Python<'_>,
    url: &str,
    builders: &Bound<'_, PyAny>,
    etag: Option<String>,
    modified: Option<String>,
    agent: Option<String>,
    referrer: Option<String>,
    request_headers: Vec<(String, String)>,
    sanitize_html: bool,
    resolve_relative_uris: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let builders = Builders::new(builders)?;
    let mut options = FetchOptions::default();
    if let Some(agent) = agent {
        options.user_agent = agent;
    }
    if let Some(referrer) = referrer {
        options.headers.push(("Referer".to_owned(), referrer));
    }
    options.headers.extend(request_headers);
    options.read = read_options(sanitize_html, resolve_relative_uris, None)?;
    apply_limits(&mut options.read, limits)?;
    let validators = Validators::new(etag, modified);
    let fetched = py.detach(|| fetch(url, options, &validators));
    match fetched {
        Fetched::Done(result, keys) => builders.result(result, Some(keys)),
        // feedparser turns a failed request into a bozo result too.
        Fetched::Failed(message) => {
            let result = ViewResult {
                view: Node::from(
                    json!({"bozo": true, "feed": {}, "entries": [], "version": "", "href": url}),
                ),
                bozo: Some(Bozo {
                    kind: "url_error",
                    message,
                    line: 0,
                    column: 0,
                }),
            };
            builders.result(result, None)
        }
    }
}

fn fetch(url: &str, options: FetchOptions, validators: &Validators) -> Fetched {
    let fetcher = match BlockingFetcher::new(options) {
        Ok(fetcher) => fetcher,
        Err(error) => return Fetched::Failed(error.to_string()),
    };
    match fetcher.fetch_bytes(url, validators) {
        Ok(RawOutcome::Body {
            response,
            body,
            options,
            ..
        }) => {
            let parsed = feedwright::parse_with(&body, &options);
            let mut result = view_of(&parsed).into_owned();
            mark_non_xml(&mut result, response.header("content-type"));
            Fetched::Done(result, http_keys(&response))
        }
        Ok(RawOutcome::NotModified { response }) => {
            let view = Node::from(feedparser::not_modified(&response));
            Fetched::Done(ViewResult { view, bozo: None }, Obj::new())
        }
        Ok(RawOutcome::Gone { response }) => {
            let view = Node::from(json!({"bozo": false, "feed": {}, "entries": [], "version": ""}));
            Fetched::Done(ViewResult { view, bozo: None }, http_keys(&response))
        }
        Ok(_) => Fetched::Failed("unexpected response".to_owned()),
        // An error status is a response: feedparser gives its status, URL
        // and headers, with the result bozo (the body, a server's error
        // page, is no feed).
        Err(FetchError::Status {
            url,
            status,
            headers,
        }) => {
            let headers: serde_json::Map<String, serde_json::Value> = headers
                .into_iter()
                .map(|(name, value)| (name, value.into()))
                .collect();
            let view = Node::from(json!({
                "bozo": true, "feed": {}, "entries": [], "version": "",
                "status": status, "href": url.as_str(), "headers": headers,
            }));
            let bozo = Bozo {
                kind: "url_error",
                message: format!("HTTP status {status}"),
                line: 0,
                column: 0,
            };
            Fetched::Done(
                ViewResult {
                    view,
                    bozo: Some(bozo),
                },
                Obj::new(),
            )
        }
        Err(error) => Fetched::Failed(error.to_string()),
    }
}

/// feedparser's keys for a response (`status`, `href`, `headers`, ...).
fn http_keys(response: &feedwright::fetch::Response) -> Obj<'static> {
    feedparser::http_keys(response)
        .into_iter()
        .map(|(k, v)| (k, Node::from(v)))
        .collect()
}

/// Makes a result bozo with feedparser's `NonXMLContentType` when its
/// `Content-Type` is not XML and nothing else made it bozo (feedparser
/// reports the XML's own problems, and the encoding's, first).
pub(crate) fn mark_non_xml(result: &mut ViewResult<'_>, content_type: Option<&str>) {
    if result.bozo.is_some() || is_xml_media_type(content_type) {
        return;
    }
    result.bozo = Some(non_xml_content_type(content_type));
    if let Some(object) = result.view.as_map_mut() {
        object.insert("bozo", true);
    }
}

/// feedparser's `NonXMLContentType`: the response said its body is not XML.
fn non_xml_content_type(content_type: Option<&str>) -> Bozo {
    let message = match content_type {
        Some(content_type) => format!("{content_type} is not an XML media type"),
        None => "no Content-type specified".to_owned(),
    };
    Bozo {
        kind: "non_xml_content_type",
        message,
        line: 0,
        column: 0,
    }
}

/// Whether a Content-Type names XML (RFC 7303: the `xml` types and any
/// `+xml` suffix) or JSON, which a JSON Feed is served as.
fn is_xml_media_type(content_type: Option<&str>) -> bool {
    let Some(content_type) = content_type else {
        return false;
    };
    let media = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    matches!(
        media.as_str(),
        "application/xml"
            | "application/xml-dtd"
            | "application/xml-external-parsed-entity"
            | "text/xml"
            | "text/xml-external-parsed-entity"
            | "application/json"
            | "application/feed+json"
    ) || (media.starts_with("application/") || media.starts_with("text/"))
        && media.ends_with("+xml")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_media_types() {
        assert!(is_xml_media_type(Some(
            "application/rss+xml; charset=utf-8"
        )));
        assert!(is_xml_media_type(Some("text/xml")));
        assert!(is_xml_media_type(Some("application/feed+json")));
        assert!(!is_xml_media_type(Some("text/html; charset=utf-8")));
        assert!(!is_xml_media_type(None));
    }
}
