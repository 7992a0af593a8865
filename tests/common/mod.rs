//! Helpers shared by the integration tests.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::{Path, PathBuf};

/// The repository's `fixtures/` folder.
pub(crate) fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// `../shared/<rel>` beside the repository, or `None` (with the reason printed) when absent.
pub(crate) fn shared(rel: &str) -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(rel);
    if path.exists() {
        Some(path)
    } else {
        println!(
            "skipping: {} not found (../shared is not beside the repository)",
            path.display()
        );
        None
    }
}

/// Every `*.xml` file below `dir`, sorted.
pub(crate) fn xml_files(dir: &Path) -> Vec<PathBuf> {
    files_where(dir, |path| path.extension().is_some_and(|e| e == "xml"))
}

/// Every file below `dir`, sorted.
pub(crate) fn all_files(dir: &Path) -> Vec<PathBuf> {
    files_where(dir, |_| true)
}

/// Every file below `dir` that `keep` accepts, sorted.
pub(crate) fn files_where(dir: &Path, keep: impl Fn(&Path) -> bool) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if keep(&path) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Reads `doc` through a `FeedReader` over a `capacity`-byte buffer, item by
/// item, into a channel: the streaming path, to compare with `parse`.
pub(crate) fn read_streamed(
    doc: &[u8],
    capacity: usize,
) -> feedwright::Result<feedwright::Channel> {
    let buffered = std::io::BufReader::with_capacity(capacity, doc);
    let mut reader = feedwright::FeedReader::new(buffered)?;
    let mut items = Vec::new();
    for item in reader.by_ref() {
        items.push(item?);
    }
    let feedwright::Parsed { mut channel, .. } = reader.finish()?;
    channel.items = items;
    Ok(channel)
}
