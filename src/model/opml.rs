//! An OPML document: a list of subscriptions (or any outline) as readers
//! export and import them. Data only: reading is in `read/opml.rs`,
//! writing in `write/opml.rs`.
//!
//! The names follow the OPML 2.0 specification (<http://opml.org/spec2.opml>);
//! OPML 1.0 and 1.1 have the same elements and attributes, fewer of them
//! defined. What no field claims (an attribute a reader invents, an element
//! of another namespace in `<head>`) is kept in order, so that writing a
//! document back loses nothing a reader put in it.

use serde::{Deserialize, Serialize};

use super::extension::{Attribute, Element};
use super::parts::{NamespaceDecl, Timestamp};

/// An OPML document: `<opml>` with its `<head>` and the outlines of its `<body>`.
///
/// ```
/// use feedwright::opml::{Opml, Outline};
///
/// let mut export = Opml::new("My subscriptions");
/// export.body.push(Outline::folder("Tech", [
///     Outline::subscription("Example", "https://example.org/feed.xml")
///         .with_html_url("https://example.org/"),
/// ]));
/// let subscriptions = export.subscriptions();
/// assert_eq!(subscriptions[0].folders, ["Tech"]);
/// assert_eq!(subscriptions[0].outline.xml_url.as_deref(), Some("https://example.org/feed.xml"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Opml {
    /// `<opml version>` as written: `1.0`, `1.1` or `2.0`. The reader reads
    /// a document without one as `2.0`, with a warning; a document built in
    /// code without one is written without one.
    pub version: Option<String>,
    /// The namespaces declared on `<opml>`, in order (prefix empty for the
    /// default namespace): the prefixes of extension attributes and head
    /// elements are bound here.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub namespaces: Vec<NamespaceDecl>,
    /// `<head>`.
    pub head: Head,
    /// The outlines of `<body>`, in order.
    pub body: Vec<Outline>,
}

/// `<head>`: what the document is about, and how an outliner last showed it.
///
/// Every field is the element's text as written (trimmed), but the two
/// dates, which are also read as instants.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Head {
    /// `<title>`: the document's title.
    pub title: Option<String>,
    /// `<dateCreated>` (RFC 822 by the specification).
    pub date_created: Option<Timestamp>,
    /// `<dateModified>` (RFC 822 by the specification).
    pub date_modified: Option<Timestamp>,
    /// `<ownerName>`.
    pub owner_name: Option<String>,
    /// `<ownerEmail>`.
    pub owner_email: Option<String>,
    /// `<ownerId>` (OPML 2.0): a page where the owner may be contacted.
    pub owner_id: Option<String>,
    /// `<docs>` (OPML 2.0): where the format is documented.
    pub docs: Option<String>,
    /// `<expansionState>`: the line numbers of the expanded outlines, comma-separated.
    pub expansion_state: Option<String>,
    /// `<vertScrollState>`: the line shown at the top of the window.
    pub vert_scroll_state: Option<String>,
    /// `<windowTop>`, in pixels.
    pub window_top: Option<String>,
    /// `<windowLeft>`, in pixels.
    pub window_left: Option<String>,
    /// `<windowBottom>`, in pixels.
    pub window_bottom: Option<String>,
    /// `<windowRight>`, in pixels.
    pub window_right: Option<String>,
    /// Every other element of `<head>`, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extensions: Vec<Element>,
}

/// `<outline>`: one line of the outline, a subscription (`type="rss"`
/// with `xmlUrl`), a link, an include, or a folder of other outlines.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Outline {
    /// `text`: what the outliner shows (required by the specification).
    pub text: Option<String>,
    /// `title`: the feed's own title, which readers write beside `text`.
    pub title: Option<String>,
    /// `type`: `rss` for a subscription, `link`, `include`, or another;
    /// lower-cased by the reader when written otherwise (`RSS`), with a warning.
    #[serde(rename = "type")]
    pub kind: Option<String>,
    /// `xmlUrl`: the feed's address (type `rss`).
    pub xml_url: Option<String>,
    /// `htmlUrl`: the site the feed belongs to (type `rss`).
    pub html_url: Option<String>,
    /// `url`: where a `link` or `include` points.
    pub url: Option<String>,
    /// `description` (type `rss`).
    pub description: Option<String>,
    /// `language` (type `rss`).
    pub language: Option<String>,
    /// `version` (type `rss`): the feed format, `RSS2`, `RSS1`, `RSS`,
    /// `scriptingNews` (OPML 2.0's list).
    pub version: Option<String>,
    /// `category`: comma-separated slash-delimited category strings, as
    /// written; [`Outline::categories`] splits them.
    pub category: Option<String>,
    /// `created`: when the outline was made (RFC 822 by the specification).
    pub created: Option<Timestamp>,
    /// Every other attribute (`isComment`, `isBreakpoint`, those a reader
    /// adds), in document order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<Attribute>,
    /// The outlines inside this one: a folder's subscriptions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<Outline>,
}

/// A subscription found by [`Opml::subscriptions`]: an outline with an
/// `xmlUrl`, and the folders it is in.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Subscription<'a> {
    /// The label ([`Outline::label`]) of each outline around it, outermost
    /// first; empty at the top level.
    pub folders: Vec<&'a str>,
    /// The outline itself.
    pub outline: &'a Outline,
}

impl Opml {
    /// An empty OPML 2.0 document titled `title`, to fill with outlines.
    ///
    /// ```
    /// let export = feedwright::opml::Opml::new("Subscriptions");
    /// assert_eq!(export.version.as_deref(), Some("2.0"));
    /// assert_eq!(export.head.title.as_deref(), Some("Subscriptions"));
    /// ```
    pub fn new(title: impl Into<String>) -> Self {
        Opml {
            version: Some("2.0".into()),
            head: Head {
                title: Some(title.into()),
                ..Head::default()
            },
            ..Opml::default()
        }
    }

    /// Every outline with an `xmlUrl`, in document order, each with the
    /// folders it is in, however deep. An outline that has an `xmlUrl` and
    /// outlines inside it counts itself, and its children are searched too.
    ///
    /// ```
    /// use feedwright::opml::{Opml, Outline};
    /// let mut export = Opml::new("s");
    /// export.body = vec![
    ///     Outline::subscription("Top", "https://a.example/feed"),
    ///     Outline::folder("News", [Outline::folder("World", [
    ///         Outline::subscription("Deep", "https://b.example/rss"),
    ///     ])]),
    /// ];
    /// let found: Vec<_> = export.subscriptions().iter()
    ///     .map(|s| (s.folders.join("/"), s.outline.text.clone().unwrap()))
    ///     .collect();
    /// assert_eq!(found, [("".into(), "Top".into()), ("News/World".into(), "Deep".into())]);
    /// ```
    pub fn subscriptions(&self) -> Vec<Subscription<'_>> {
        let mut found = Vec::new();
        // A stack of (outline, depth), rather than recursion: the reader
        // bounds the depth, but a tree built in code may be deeper.
        let mut path: Vec<&str> = Vec::new();
        let mut stack: Vec<(&Outline, usize)> = self.body.iter().rev().map(|o| (o, 0)).collect();
        while let Some((outline, depth)) = stack.pop() {
            path.truncate(depth);
            if outline.xml_url.is_some() {
                found.push(Subscription {
                    folders: path.clone(),
                    outline,
                });
            }
            if !outline.children.is_empty() {
                path.push(outline.label().unwrap_or(""));
                stack.extend(outline.children.iter().rev().map(|o| (o, depth + 1)));
            }
        }
        found
    }

    /// How many outlines the document has, at every depth.
    ///
    /// ```
    /// use feedwright::opml::{Opml, Outline};
    /// let mut export = Opml::new("s");
    /// export.body.push(Outline::folder("F", [Outline::subscription("A", "https://a.example/")]));
    /// assert_eq!(export.outline_count(), 2);
    /// ```
    pub fn outline_count(&self) -> usize {
        let mut count = 0;
        let mut stack: Vec<&Outline> = self.body.iter().collect();
        while let Some(outline) = stack.pop() {
            count += 1;
            stack.extend(&outline.children);
        }
        count
    }
}

impl Outline {
    /// A subscription: `type="rss"`, with `text` and `title` both `title`
    /// (readers show `text`; many importers read `title`).
    ///
    /// ```
    /// let feed = feedwright::opml::Outline::subscription("Example", "https://example.org/feed");
    /// assert_eq!(feed.kind.as_deref(), Some("rss"));
    /// assert_eq!(feed.title.as_deref(), Some("Example"));
    /// ```
    pub fn subscription(title: impl Into<String>, xml_url: impl Into<String>) -> Self {
        let title = title.into();
        Outline {
            text: Some(title.clone()),
            title: Some(title),
            kind: Some("rss".into()),
            xml_url: Some(xml_url.into()),
            ..Outline::default()
        }
    }

    /// A folder: an outline with only `text`, holding `children`.
    ///
    /// ```
    /// use feedwright::opml::Outline;
    /// let folder = Outline::folder("News", [Outline::subscription("A", "https://a.example/")]);
    /// assert_eq!(folder.children.len(), 1);
    /// ```
    pub fn folder(text: impl Into<String>, children: impl IntoIterator<Item = Outline>) -> Self {
        Outline {
            text: Some(text.into()),
            children: children.into_iter().collect(),
            ..Outline::default()
        }
    }

    /// The same outline with `htmlUrl` set.
    ///
    /// ```
    /// let feed = feedwright::opml::Outline::subscription("A", "https://a.example/feed")
    ///     .with_html_url("https://a.example/");
    /// assert_eq!(feed.html_url.as_deref(), Some("https://a.example/"));
    /// ```
    #[must_use]
    pub fn with_html_url(mut self, html_url: impl Into<String>) -> Self {
        self.html_url = Some(html_url.into());
        self
    }

    /// The same outline with another attribute added after those it has
    /// (an attribute of the reader's own, such as `isComment`).
    ///
    /// ```
    /// let feed = feedwright::opml::Outline::subscription("A", "https://a.example/feed")
    ///     .with_attribute("isComment", "false");
    /// assert_eq!(feed.attribute("isComment"), Some("false"));
    /// ```
    #[must_use]
    pub fn with_attribute(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.attributes.push(Attribute {
            name: name.into(),
            value: value.into(),
            ..Attribute::default()
        });
        self
    }

    /// The value of the unprefixed attribute `name` among those no field
    /// claims.
    ///
    /// ```
    /// let feed = feedwright::opml::Outline::default().with_attribute("isBreakpoint", "true");
    /// assert_eq!(feed.attribute("isBreakpoint"), Some("true"));
    /// assert_eq!(feed.attribute("isComment"), None);
    /// ```
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|a| a.prefix.is_none() && a.name == name)
            .map(|a| a.value.as_str())
    }

    /// What to call the outline: its `text`, or, when it has none (some
    /// exports write only `title`), its `title`.
    ///
    /// ```
    /// let mut outline = feedwright::opml::Outline::default();
    /// outline.title = Some("Only a title".into());
    /// assert_eq!(outline.label(), Some("Only a title"));
    /// ```
    pub fn label(&self) -> Option<&str> {
        self.text
            .as_deref()
            .filter(|t| !t.trim().is_empty())
            .or(self.title.as_deref())
    }

    /// The categories of `category`: comma-separated, each trimmed, blanks left out.
    ///
    /// ```
    /// let mut outline = feedwright::opml::Outline::default();
    /// outline.category = Some("/Boston/Weather, /Harvard/Berkman".into());
    /// assert_eq!(outline.categories().collect::<Vec<_>>(), ["/Boston/Weather", "/Harvard/Berkman"]);
    /// ```
    pub fn categories(&self) -> impl Iterator<Item = &str> {
        self.category
            .as_deref()
            .unwrap_or("")
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
    }
}
