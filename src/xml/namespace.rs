//! Known namespace URIs, and the [`Namespace`] enum the format readers
//! dispatch on. Formats are told apart by URI, never by prefix text.

/// Namespace URIs the reader gives a meaning to.
pub(crate) mod uri {
    pub(crate) const XML: &str = "http://www.w3.org/XML/1998/namespace";
    pub(crate) const ATOM10: &str = "http://www.w3.org/2005/Atom";
    pub(crate) const ATOM03: &str = "http://purl.org/atom/ns#";
    pub(crate) const RDF: &str = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
    pub(crate) const RSS10: &str = "http://purl.org/rss/1.0/";
    pub(crate) const RSS090: &str = "http://my.netscape.com/rdf/simple/0.9/";
    pub(crate) const RSS20_USERLAND: &str = "http://backend.userland.com/rss2";
    pub(crate) const RSS20_BLOGS: &str = "http://blogs.law.harvard.edu/tech/rss";
    pub(crate) const DC: &str = "http://purl.org/dc/elements/1.1/";
    pub(crate) const DCTERMS: &str = "http://purl.org/dc/terms/";
    pub(crate) const CONTENT: &str = "http://purl.org/rss/1.0/modules/content/";
    pub(crate) const ITUNES: &str = "http://www.itunes.com/dtds/podcast-1.0.dtd";
    pub(crate) const GOOGLEPLAY: &str = "http://www.google.com/schemas/play-podcasts/1.0";
    pub(crate) const MEDIA: &str = "http://search.yahoo.com/mrss/";
    pub(crate) const SY: &str = "http://purl.org/rss/1.0/modules/syndication/";
    pub(crate) const SLASH: &str = "http://purl.org/rss/1.0/modules/slash/";
    pub(crate) const WFW: &str = "http://wellformedweb.org/CommentAPI/";
    pub(crate) const THR: &str = "http://purl.org/syndication/thread/1.0";
    pub(crate) const GEORSS: &str = "http://www.georss.org/georss";
    pub(crate) const GML: &str = "http://www.opengis.net/gml";
    pub(crate) const CC: &str = "http://web.resource.org/cc/";
    pub(crate) const CREATIVE_COMMONS: &str =
        "http://backend.userland.com/creativeCommonsRssModule";
    pub(crate) const PODCAST: &str = "https://podcastindex.org/namespace/1.0";
    pub(crate) const XHTML: &str = "http://www.w3.org/1999/xhtml";
}

/// The namespaces the readers dispatch on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Namespace {
    /// No namespace, or one of the namespaces RSS 0.9x/1.0/2.0 core elements live in.
    Rss,
    Atom10,
    Atom03,
    Rdf,
    Dc,
    DcTerms,
    Content,
    ITunes,
    GooglePlay,
    Media,
    Sy,
    Slash,
    Wfw,
    Thr,
    GeoRss,
    Gml,
    CreativeCommons,
    Podcast,
    Xhtml,
    Xml,
    Other,
}

impl Namespace {
    pub(crate) fn of(uri: Option<&str>) -> Namespace {
        let Some(uri) = uri else {
            return Namespace::Rss;
        };
        match uri {
            uri::RSS10 | uri::RSS090 | uri::RSS20_USERLAND | uri::RSS20_BLOGS => Namespace::Rss,
            uri::ATOM10 => Namespace::Atom10,
            uri::ATOM03 => Namespace::Atom03,
            uri::RDF => Namespace::Rdf,
            // Some feeds declare Dublin Core with `https:`.
            uri::DC | "https://purl.org/dc/elements/1.1/" => Namespace::Dc,
            uri::DCTERMS | "https://purl.org/dc/terms/" => Namespace::DcTerms,
            uri::CONTENT => Namespace::Content,
            // Podcast feeds spell the iTunes URI in several ways.
            uri::ITUNES
            | "http://www.itunes.com/DTDs/Podcast-1.0.dtd"
            | "https://www.itunes.com/dtds/podcast-1.0.dtd" => Namespace::ITunes,
            // Apple's 2005 specification declared it in its example, and feeds copied it.
            "http://example.com/DTDs/Podcast-1.0.dtd" => Namespace::ITunes,
            u if u.eq_ignore_ascii_case(uri::ITUNES) => Namespace::ITunes,
            uri::GOOGLEPLAY => Namespace::GooglePlay,
            // Media RSS is often declared with a missing trailing slash.
            uri::MEDIA | "http://search.yahoo.com/mrss" => Namespace::Media,
            uri::SY => Namespace::Sy,
            uri::SLASH => Namespace::Slash,
            uri::WFW | "http://wellformedweb.org/commentapi/" => Namespace::Wfw,
            uri::THR => Namespace::Thr,
            uri::GEORSS => Namespace::GeoRss,
            uri::GML => Namespace::Gml,
            uri::CC | uri::CREATIVE_COMMONS => Namespace::CreativeCommons,
            uri::PODCAST
            | "https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md" => {
                Namespace::Podcast
            }
            uri::XHTML => Namespace::Xhtml,
            uri::XML => Namespace::Xml,
            // Atom 1.0 as some generators spell it, and the 0.3 pre-release URI.
            "http://www.w3.org/2005/atom" => Namespace::Atom10,
            "http://purl.org/atom/ns#draft-ietf-atompub-format-08" => Namespace::Atom03,
            _ => Namespace::Other,
        }
    }
}

/// The namespace conventionally bound to a prefix, for documents that use a
/// prefix without declaring it (common: `dc:creator` with no `xmlns:dc`).
pub(crate) fn conventional_uri(prefix: &str) -> Option<&'static str> {
    Some(match prefix {
        "dc" => uri::DC,
        "dcterms" => uri::DCTERMS,
        "content" => uri::CONTENT,
        "itunes" => uri::ITUNES,
        "googleplay" => uri::GOOGLEPLAY,
        "media" => uri::MEDIA,
        "atom" => uri::ATOM10,
        "rdf" => uri::RDF,
        "sy" => uri::SY,
        "slash" => uri::SLASH,
        "wfw" => uri::WFW,
        "thr" => uri::THR,
        "georss" => uri::GEORSS,
        "gml" => uri::GML,
        "cc" => uri::CC,
        "creativeCommons" => uri::CREATIVE_COMMONS,
        "podcast" => uri::PODCAST,
        "xhtml" => uri::XHTML,
        _ => return None,
    })
}
