//! The keys feedparser adds for a document fetched over HTTP (`status`,
//! `href`, `etag`, `modified`, `headers`), and its result for a 304: the
//! command line and the Python package add the same to the view.

use serde_json::{json, Map, Value};

use crate::fetch::Response;

/// feedparser's keys for a document fetched over HTTP: the status (the first
/// redirect's, as feedparser reports it), the final URL, the validators and
/// the headers.
pub fn http_keys(response: &Response) -> Map<String, Value> {
    let mut keys = Map::new();
    let status = response
        .redirects
        .first()
        .map_or(response.status, |r| r.status);
    keys.insert("status".into(), Value::from(status));
    keys.insert("href".into(), Value::from(response.url.as_str()));
    if let Some(etag) = response.header("etag") {
        keys.insert("etag".into(), Value::from(etag));
    }
    if let Some(modified) = response.header("last-modified") {
        keys.insert("modified".into(), Value::from(modified));
    }
    let headers: Map<String, Value> = response
        .headers
        .iter()
        .map(|(name, value)| (name.clone(), Value::from(value.as_str())))
        .collect();
    keys.insert("headers".into(), Value::Object(headers));
    keys
}

/// What feedparser returns for a 304: no feed, and why.
pub fn not_modified(response: &Response) -> Value {
    let mut result = json!({
        "bozo": false,
        "entries": [],
        "feed": {},
        "version": "",
        "debug_message": "The feed has not changed since you last checked, so the server sent no data.  This is a feature, not a bug!",
    });
    if let Some(object) = result.as_object_mut() {
        object.extend(http_keys(response));
    }
    result
}
