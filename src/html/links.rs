//! The links of an HTML page that may lead to its feeds, read with the
//! HTML5 tokenizer: every `<link>` with its `rel`, `type`, `href` and
//! `title`, every `<a href>` with its text, the first `<base href>`, and
//! the charset a `<meta>` names.
//! What counts as a feed link, and resolving, is the caller's
//! (`discover`): this reads markup only.
//!
//! The tokenizer switches into raw text after `<script>`, `<style>`,
//! `<title>` and the like, as a browser's tree builder does, so that a
//! `<link>` written inside a script's string is not taken for one.

use html5gum::{DefaultEmitter, Token, Tokenizer};

/// A `<link>` element's attributes, as decoded by the tokenizer.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct LinkTag {
    pub(crate) rel: String,
    pub(crate) media_type: Option<String>,
    pub(crate) href: String,
    pub(crate) title: Option<String>,
}

/// An `<a href>` and its text (white space collapsed).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Anchor {
    pub(crate) href: String,
    pub(crate) text: String,
}

/// What a page holds that discovery reads, each list in page order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct PageLinks {
    /// The first `<base href>`: the only one that counts (HTML, "the
    /// document base URL").
    pub(crate) base: Option<String>,
    pub(crate) links: Vec<LinkTag>,
    pub(crate) anchors: Vec<Anchor>,
    /// The charset the first `<meta charset>` (or `<meta http-equiv=
    /// "content-type" content="...; charset=...">`) names, as written.
    pub(crate) meta_charset: Option<String>,
}

/// The most text kept of an anchor: enough for a title.
const MAX_ANCHOR_TEXT: usize = 200;

/// The most links and anchors kept of one page: a page of millions of
/// anchors costs no more than this many.
const MAX_LINKS: usize = 10_000;

/// The links of `html`, in page order.
pub(crate) fn page_links(html: &str) -> PageLinks {
    let mut page = PageLinks::default();
    // A tag of thousands of attributes would overflow the tokenizer's stack.
    let html = super::chains::bounded(html);
    let mut emitter = DefaultEmitter::<()>::default();
    emitter.naively_switch_states(true);
    // The anchor whose text is being read, if any.
    let mut open_anchor: Option<Anchor> = None;
    for token in Tokenizer::new_with_emitter(&*html, emitter) {
        let Ok(token) = token;
        match token {
            Token::StartTag(tag) => {
                let attr = |name: &str| {
                    tag.attributes
                        .get(name.as_bytes())
                        .map(|v| String::from_utf8_lossy(&v.value).into_owned())
                };
                match &tag.name[..] {
                    b"base" if page.base.is_none() => page.base = attr("href"),
                    b"meta" if page.meta_charset.is_none() => {
                        let pragma = attr("http-equiv")
                            .is_some_and(|v| v.trim().eq_ignore_ascii_case("content-type"));
                        page.meta_charset = attr("charset").or_else(|| {
                            attr("content")
                                .filter(|_| pragma)
                                .and_then(|content| charset_parameter(&content))
                        });
                    }
                    b"link" if page.links.len() < MAX_LINKS => {
                        if let (Some(rel), Some(href)) = (attr("rel"), attr("href")) {
                            page.links.push(LinkTag {
                                rel,
                                media_type: attr("type"),
                                href,
                                title: attr("title"),
                            });
                        }
                    }
                    b"a" => {
                        // An `<a>` inside another closes it, as the tree builder would.
                        finish_anchor(&mut page, &mut open_anchor);
                        if let Some(href) = attr("href") {
                            open_anchor = Some(Anchor {
                                href,
                                text: String::new(),
                            });
                        }
                    }
                    _ => {}
                }
            }
            Token::EndTag(tag) if &tag.name[..] == b"a" => {
                finish_anchor(&mut page, &mut open_anchor);
            }
            Token::String(text) => {
                if let Some(anchor) = open_anchor.as_mut() {
                    if anchor.text.len() < MAX_ANCHOR_TEXT {
                        anchor.text.push_str(&String::from_utf8_lossy(&text.value));
                    }
                }
            }
            _ => {}
        }
    }
    finish_anchor(&mut page, &mut open_anchor);
    page
}

/// The `charset=` of a `content` attribute's media type (`text/html;
/// charset=shift_jis`), quotes taken off.
pub(crate) fn charset_parameter(content: &str) -> Option<String> {
    content.split(';').skip(1).find_map(|param| {
        let (name, value) = param.split_once('=')?;
        let value = value.trim().trim_matches(['"', '\'']);
        (name.trim().eq_ignore_ascii_case("charset") && !value.is_empty()).then(|| value.to_owned())
    })
}

/// Keeps the anchor being read, its text with white space collapsed.
fn finish_anchor(page: &mut PageLinks, open: &mut Option<Anchor>) {
    if let Some(mut anchor) = open.take() {
        if page.anchors.len() < MAX_LINKS {
            anchor.text = anchor.text.split_whitespace().collect::<Vec<_>>().join(" ");
            page.anchors.push(anchor);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_anchors_and_the_first_base_in_page_order() {
        let page = page_links(
            r#"<!doctype html><html><head>
            <base href="/blog/"><base href="/ignored/">
            <LINK REL="alternate" TYPE="application/rss+xml" HREF="feed.xml" title="R &amp; D">
            <link rel="stylesheet" href="s.css">
            <script>document.write('<link rel="alternate" type="application/atom+xml" href="/no">')</script>
            </head><body><a href="/rss">Our  <b>RSS</b>
            feed</a><a name="x">no href</a><a href="/a">one<a href="/b">two</a></body>"#,
        );
        assert_eq!(page.base.as_deref(), Some("/blog/"));
        let hrefs: Vec<_> = page.links.iter().map(|l| l.href.as_str()).collect();
        assert_eq!(hrefs, ["feed.xml", "s.css"]);
        assert_eq!(page.links[0].rel, "alternate");
        assert_eq!(page.links[0].title.as_deref(), Some("R & D"));
        let anchors: Vec<_> = page
            .anchors
            .iter()
            .map(|a| (a.href.as_str(), a.text.as_str()))
            .collect();
        assert_eq!(
            anchors,
            [("/rss", "Our RSS feed"), ("/a", "one"), ("/b", "two")]
        );
    }

    #[test]
    fn the_first_meta_charset() {
        let charset = |html: &str| page_links(html).meta_charset;
        assert_eq!(
            charset(r#"<meta charset="Shift_JIS"><meta charset="utf-8">"#).as_deref(),
            Some("Shift_JIS")
        );
        assert_eq!(
            charset(r#"<meta http-equiv="Content-Type" content="text/html; charset='koi8-r'">"#)
                .as_deref(),
            Some("koi8-r")
        );
        assert_eq!(
            charset(r#"<meta name="x" content="text/html; charset=koi8-r">"#),
            None
        );
    }

    #[test]
    fn a_tag_of_many_attributes_is_read_without_overflow() {
        let attrs: String = (0..20_000).map(|i| format!(" a{i}=\"v\"")).collect();
        let page = page_links(&format!(
            "<link{attrs} rel=alternate href=/f type=application/rss+xml>"
        ));
        assert_eq!(page.links.len(), 1);
    }
}
