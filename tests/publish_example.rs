//! The publishing example, `examples/publish.rs`: the blog it builds is
//! written in each of its formats with its three items and no error under
//! `check`; and the example is as short as the README says, beside its
//! version written with the `rss` crate (`bench-compare/examples/publish_rss.rs`).

use feedwright::check::Severity;
use feedwright::WriteOptions;

// The example's `main` reads the command line; here its parts are called
// (made `pub` there for this).
#[allow(dead_code, unreachable_pub)]
#[path = "../examples/publish.rs"]
mod publish;

#[test]
fn the_blog_is_valid_in_each_format() {
    for (file, target) in publish::FEEDS {
        let channel = publish::blog(&format!("https://blog.example.org/{file}")).unwrap();
        let (document, _) = channel
            .write_with_losses(Vec::new(), &WriteOptions::new(target))
            .unwrap();
        let report = feedwright::check::validate(&document).unwrap();
        assert_eq!(
            report.count_severity(Severity::Error),
            0,
            "{file}: {:?}",
            report.problems
        );
        let reread = feedwright::parse(&document).unwrap();
        assert_eq!(reread.items.len(), 3, "{file}");
        // Newest first, whatever the order the posts were given in.
        let episode = &reread.items[0];
        assert_eq!(episode.title_text(), Some("Episode 1"), "{file}");
        assert_eq!(episode.enclosures().count(), 1, "{file}");
        assert_eq!(episode.id(), Some("https://blog.example.org/posts/3"));
        assert_eq!(
            reread.self_link(),
            Some(&*format!("https://blog.example.org/{file}"))
        );
    }
}

/// Lines of code: not blank, not a comment.
fn lines_of_code(path: &str) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .count()
}

#[test]
fn the_readme_gives_both_line_counts() {
    let root = env!("CARGO_MANIFEST_DIR");
    let ours = lines_of_code(&format!("{root}/examples/publish.rs"));
    let theirs = lines_of_code(&format!("{root}/bench-compare/examples/publish_rss.rs"));
    assert!(ours <= 40, "examples/publish.rs has {ours} lines of code");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let claim = format!("{ours} lines of code (`examples/publish.rs`");
    assert!(readme.contains(&claim), "README lacks {claim:?}");
    let claim = format!("{theirs} with the `rss` crate's builders");
    assert!(readme.contains(&claim), "README lacks {claim:?}");
}
