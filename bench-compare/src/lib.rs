//! The corpora and the parsers that the comparison benches run side by side.
//!
//! Every parser gets the same bytes through the same kind of interface (a
//! `BufRead` over an in-memory slice), and each returns a small number derived
//! from what it read, so that the optimizer cannot drop the work.

use std::io::BufReader;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::Command;

use quick_xml::events::Event;

/// One input document.
#[derive(Debug, Clone)]
pub struct Doc {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A parser under comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parser {
    /// A bare quick-xml 0.42 event loop: every event read, text unescaped,
    /// attributes iterated and unescaped, nothing kept. The floor.
    QuickXml,
    Feedwright,
    /// feedwright's XML event layer alone (`feedwright::drain_xml_events`):
    /// the document read as `parse` reads it, text kept where the format
    /// readers keep it, nothing mapped. A bound on any mapping over that
    /// layer, timed in feedwright's place by `ratio --events-only`.
    FeedwrightEvents,
    FeedRs,
    Rss,
    AtomSyndication,
    /// The Rust core of a feedparser-compatible Python package, built
    /// without its HTTP feature. It reads leniently, as feedparser does: a
    /// document it cannot read is a result marked bozo, counted here as not
    /// read when it holds no entry.
    FeedparserRs,
}

impl Parser {
    pub const ALL: [Parser; 6] = [
        Parser::QuickXml,
        Parser::Feedwright,
        Parser::FeedRs,
        Parser::Rss,
        Parser::AtomSyndication,
        Parser::FeedparserRs,
    ];

    /// The name used in benchmark ids and reports.
    pub fn name(self) -> &'static str {
        match self {
            Parser::QuickXml => "quick-xml",
            Parser::Feedwright => "feedwright",
            Parser::FeedwrightEvents => "feedwright-events",
            Parser::FeedRs => "feed-rs",
            Parser::Rss => "rss",
            Parser::AtomSyndication => "atom_syndication",
            Parser::FeedparserRs => "feedparser-rs",
        }
    }

    /// Parses `bytes`; the result counts something read (items, or bytes of text).
    pub fn parse(self, bytes: &[u8]) -> Result<usize, String> {
        match self {
            // An error means the floor did not read the document as written
            // (a document in another encoding than UTF-8 is one error per
            // text, and the loop gives up after 100): like any parser, it is
            // only timed on what it reads.
            Parser::QuickXml => match quick_xml_read(bytes) {
                (seen, 0) => Ok(seen),
                (_, errors) => Err(format!("{errors} errors stepped over")),
            },
            Parser::Feedwright => feedwright::parse(bytes)
                .map(|c| c.items.len())
                .map_err(|e| e.to_string()),
            Parser::FeedwrightEvents => feedwright::drain_xml_events(bytes)
                .map(|(starts, _)| starts)
                .map_err(|e| e.to_string()),
            Parser::FeedRs => feed_rs::parser::parse(bytes)
                .map(|f| f.entries.len())
                .map_err(|e| e.to_string()),
            Parser::Rss => rss::Channel::read_from(BufReader::new(bytes))
                .map(|c| c.items.len())
                .map_err(|e| e.to_string()),
            Parser::AtomSyndication => atom_syndication::Feed::read_from(BufReader::new(bytes))
                .map(|f| f.entries.len())
                .map_err(|e| e.to_string()),
            Parser::FeedparserRs => match feedparser_rs::parse(bytes) {
                Ok(feed) if feed.bozo && feed.entries.is_empty() => Err(feed
                    .bozo_exception
                    .unwrap_or_else(|| "bozo, no entries".into())),
                Ok(feed) => Ok(feed.entries.len()),
                Err(e) => Err(e.to_string()),
            },
        }
    }

    /// Whether this parser reads `bytes` as a feed, without error or panic.
    /// The benches only time a parser on documents it reads: a parser that
    /// gives up early on a document it cannot read would look fast.
    pub fn accepts(self, bytes: &[u8]) -> bool {
        matches!(
            catch_unwind(AssertUnwindSafe(|| self.parse(bytes))),
            Ok(Ok(_))
        )
    }
}

/// feedwright's writer as the peers' `write_to` writes: compact, with no
/// indentation (feedwright's `write_rss` and `write_atom` pretty-print, and
/// rss's and atom_syndication's `write_to` do not). Returns the bytes
/// written.
pub fn write_compact(
    channel: &feedwright::Channel,
    target: feedwright::Target,
) -> Result<usize, feedwright::Error> {
    let mut options = feedwright::WriteOptions::new(target);
    options.pretty = false;
    channel.write_with(Vec::new(), &options).map(|v| v.len())
}

/// The floor: what any parser built on quick-xml's streaming reader must at
/// least do. Configured as leniently as feedwright configures it, so that it
/// reads the same documents to the end; a syntax error is stepped over.
pub fn quick_xml_loop(bytes: &[u8]) -> usize {
    quick_xml_read(bytes).0
}

/// The floor's loop: what it read, and how many errors it stepped over.
fn quick_xml_read(bytes: &[u8]) -> (usize, usize) {
    let mut reader = quick_xml::Reader::from_reader(bytes);
    let config = reader.config_mut();
    config.allow_dangling_amp = true;
    config.allow_unmatched_ends = true;
    config.check_end_names = false;
    let mut buf = Vec::with_capacity(4096);
    let mut seen = 0usize;
    let mut errors = 0usize;
    loop {
        match reader.read_event_into(&mut buf) {
            Ok(Event::Start(start)) | Ok(Event::Empty(start)) => {
                seen += start.name().0.len();
                for attr in start.html_attributes().with_checks(false).flatten() {
                    seen += attr.key.0.len();
                    seen += attr
                        .normalized_value(quick_xml::XmlVersion::Implicit1_0)
                        .map_or(0, |v| v.len());
                }
            }
            Ok(Event::End(end)) => seen += end.name().0.len(),
            Ok(Event::Text(text)) => seen += text.xml10_content().len(),
            Ok(Event::CData(text)) => seen += text.xml10_content().len(),
            Ok(Event::GeneralRef(reference)) => {
                seen += match reference.resolve_char_ref() {
                    Ok(Some(c)) => c.len_utf8(),
                    _ => {
                        quick_xml::escape::resolve_predefined_entity(&reference).map_or(0, str::len)
                    }
                }
            }
            Ok(Event::Eof) => break,
            Ok(_) => {}
            Err(_) => {
                errors += 1;
                if errors > 100 {
                    break;
                }
            }
        }
        buf.clear();
    }
    (seen, errors)
}

/// The library's own directory (the parent of this crate).
pub fn library_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

fn read_dir_sorted(dir: &Path, prefix: &str, out: &mut Vec<Doc>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if !path.is_file() || path.extension().is_some_and(|e| e == "json" || e == "err") {
            continue;
        }
        if let Ok(bytes) = std::fs::read(&path) {
            let file = path.file_name().unwrap_or_default().to_string_lossy();
            out.push(Doc {
                name: format!("{prefix}{file}"),
                bytes,
            });
        }
    }
}

/// The library's fixtures that are feeds (`fixtures/invalid` is left out).
pub fn fixtures() -> Vec<Doc> {
    let root = library_dir().join("fixtures");
    let mut out = Vec::new();
    for dir in ["rss2", "rss1", "rss09", "atom", "quirks"] {
        read_dir_sorted(&root.join(dir), &format!("{dir}/"), &mut out);
    }
    out
}

/// The real feeds of `../shared/realworld/files`; `None` (with the reason on
/// stderr) when the directory is absent.
pub fn realworld() -> Option<Vec<Doc>> {
    let dir = library_dir().join("../shared/realworld/files");
    if !dir.is_dir() {
        eprintln!("skipping the real-feed corpus: {} is absent", dir.display());
        return None;
    }
    let mut out = Vec::new();
    read_dir_sorted(&dir, "", &mut out);
    Some(out)
}

/// The 10 MB synthetic RSS and Atom feeds of `../shared/bench/gen_large.py`
/// (seed 42), generated once into `target/synthetic/`; `None` (with the
/// reason on stderr) when the generator is absent or fails.
pub fn synthetic() -> Option<Vec<Doc>> {
    let generator = library_dir().join("../shared/bench/gen_large.py");
    if !generator.is_file() {
        eprintln!(
            "skipping the synthetic corpus: {} is absent",
            generator.display()
        );
        return None;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/synthetic");
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("skipping the synthetic corpus: {}: {e}", dir.display());
        return None;
    }
    let mut out = Vec::new();
    for format in ["rss", "atom"] {
        let path = dir.join(format!("{format}_10mb.xml"));
        if !path.is_file() {
            let status = Command::new("python3")
                .arg(&generator)
                .args([
                    "--format",
                    format,
                    "--size-mb",
                    "10",
                    "--seed",
                    "42",
                    "--out",
                ])
                .arg(&path)
                .status();
            if !status.as_ref().is_ok_and(|s| s.success()) {
                eprintln!("skipping the synthetic corpus: gen_large.py failed ({status:?})");
                return None;
            }
        }
        match std::fs::read(&path) {
            Ok(bytes) => out.push(Doc {
                name: format!("{format}_10mb.xml"),
                bytes,
            }),
            Err(e) => {
                eprintln!("skipping the synthetic corpus: {}: {e}", path.display());
                return None;
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RSS: &[u8] = br#"<rss version="2.0"><channel><title>T &amp; U</title>
        <item><title>One</title></item><item><title>Two</title></item></channel></rss>"#;

    #[test]
    fn every_peer_reads_what_it_should() {
        assert_eq!(Parser::Feedwright.parse(RSS), Ok(2));
        // The event layer alone counts start tags: rss, channel, title, 2 items of 2.
        assert_eq!(Parser::FeedwrightEvents.parse(RSS), Ok(7));
        assert_eq!(Parser::FeedRs.parse(RSS), Ok(2));
        assert_eq!(Parser::Rss.parse(RSS), Ok(2));
        assert!(!Parser::AtomSyndication.accepts(RSS));
        assert_eq!(Parser::FeedparserRs.parse(RSS), Ok(2));
        assert!(!Parser::FeedparserRs.accepts(b"not a feed"));
    }

    #[test]
    fn the_floor_reads_text_and_references() {
        // Names (rss, version, channel, title x2 ...) plus "T & U" decoded.
        let seen = quick_xml_loop(b"<a b=\"x&amp;y\">T &amp; U&#65;</a>");
        assert_eq!(
            seen,
            "a".len() + "b".len() + "x&y".len() + "T & UA".len() + "a".len()
        );
    }
}
