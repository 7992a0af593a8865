//! A body that goes out before it is done (see `xml.rs`): tried at a
//! threshold of a few bytes, so that every document in the fixtures sends
//! its root start tag at its first child and the rest in pieces.

use std::path::{Path, PathBuf};

use crate::model::{Channel, Element, Item, Text};
use crate::options::{Target, WriteOptions};

/// Every XML fixture, but those that are no feed.
fn fixtures() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let mut files = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "xml") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// `channel` written as `target` with the body going out past `flush_at`
/// bytes, and the losses.
fn written(channel: &Channel, target: Target, flush_at: usize) -> (Vec<u8>, Vec<String>) {
    let options = WriteOptions::new(target);
    let (out, losses) = channel
        .write_xml(Vec::new(), &options, flush_at)
        .expect("writing to memory cannot fail");
    (out, losses.iter().map(ToString::to_string).collect())
}

/// What a written document reads back as, but for the declarations, which
/// describe the bytes (where each namespace was declared), not the feed.
fn reread(bytes: &[u8]) -> Channel {
    let mut channel = crate::parse(bytes).unwrap_or_else(|e| {
        panic!(
            "does not read back: {e}\n{}",
            String::from_utf8_lossy(bytes)
        )
    });
    channel.namespaces.clear();
    channel
}

/// An item with a title and nothing else.
fn titled(i: usize) -> Item {
    Item {
        title: Some(Text::plain(format!("item {i}"))),
        ..Item::default()
    }
}

#[test]
fn a_body_sent_in_pieces_reads_back_as_the_whole_one() {
    let files = fixtures();
    assert!(files.len() > 10, "fixtures found: {}", files.len());
    for file in files {
        let Ok(channel) = std::fs::read(&file)
            .map_err(drop)
            .and_then(|b| crate::parse(&b).map_err(drop))
        else {
            continue;
        };
        for target in [Target::Rss, Target::Atom, Target::Rss1] {
            let (whole, whole_losses) = written(&channel, target, usize::MAX);
            let (pieces, piece_losses) = written(&channel, target, 16);
            let at = format!("{} as {target:?}", file.display());
            assert_eq!(reread(&pieces), reread(&whole), "{at}");
            assert_eq!(piece_losses, whole_losses, "{at}");
        }
    }
}

/// A namespace an item's extension uses is declared on the root even when
/// the root goes out before that item; one first used after it that no
/// item names (the channel's own extension, written after the head here)
/// is declared on the element that uses it.
#[test]
fn namespaces_met_after_the_head_are_declared_ahead_or_where_used() {
    let mut channel = Channel {
        title: Some(Text::plain("T")),
        items: (0..50).map(titled).collect(),
        ..Channel::default()
    };
    let mut late = Element::new(Some("urn:late"), "mark");
    late.prefix = Some("late".into());
    late.children.push(crate::model::Node::Text("last".into()));
    if let Some(last) = channel.items.last_mut() {
        last.extensions.push(late);
    }
    let mut own = Element::new(Some("urn:own"), "thing");
    own.prefix = Some("own".into());
    own.attributes.push(crate::model::Attribute {
        namespace: Some("urn:attr".into()),
        prefix: Some("at".into()),
        name: "k".into(),
        value: "v".into(),
    });
    channel.extensions.push(own);

    let (out, _) = written(&channel, Target::Rss, 16);
    let text = String::from_utf8(out.clone()).expect("UTF-8");
    let root = text.lines().nth(1).unwrap_or_default();
    assert!(root.contains(r#"xmlns:late="urn:late""#), "{text}");
    assert!(
        !root.contains("urn:own") && !root.contains("urn:attr"),
        "{text}"
    );
    let own = r#"<own:thing xmlns:own="urn:own" xmlns:at="urn:attr" at:k="v"/>"#;
    assert!(text.contains(own), "{text}");
    let (whole, _) = written(&channel, Target::Rss, usize::MAX);
    assert_eq!(reread(&out), reread(&whole));
}

/// An error of the writer is returned, however far the document got.
#[test]
fn an_error_of_the_writer_is_returned() {
    struct FailsAfter(usize);
    impl std::io::Write for FailsAfter {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if buf.len() > self.0 {
                return Err(std::io::Error::other("disk full"));
            }
            self.0 -= buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let channel = Channel {
        items: (0..200).map(titled).collect(),
        ..Channel::default()
    };
    for (flush_at, room) in [(16, 100), (16, 0), (usize::MAX, 100)] {
        let result = channel.write_xml(FailsAfter(room), &WriteOptions::new(Target::Rss), flush_at);
        let err = result.err().expect("an error");
        let io = match err.kind() {
            crate::error::ErrorKind::Io(io) => io.to_string(),
            other => format!("not an I/O error: {other:?}"),
        };
        assert_eq!(io, "disk full", "flush at {flush_at}, room {room}");
    }
}
