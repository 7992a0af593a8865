"""Subscriptions: OPML subscription lists read, written and built, and the
feeds of a web page discovered.

``read_opml`` gives an ``Opml`` whose attributes are the model's fields
(``opml.head.title``, ``opml.body[0].children[0].xml_url``; an outline's
``type`` is ``outline.type``), ``subscriptions()`` lists every feed with its
folders, and ``write_opml`` writes one back (read, changed, or built from
dicts). ``discover`` finds the feeds a page declares, in its HTML or, given
a URL, by fetching it.
"""

from . import _native
from ._model import Record, _bytes_of, _plain, _records


class Opml(Record):
    """An OPML document: ``version``, ``head`` and the ``body`` outlines."""

    def subscriptions(self):
        """Every outline with an ``xml_url``, at any depth, in document
        order, each as ``Subscription(folders, outline)``.

        >>> import feedwright
        >>> opml = feedwright.read_opml(b'<opml version="2.0"><body><outline text="News">'
        ...     b'<outline text="A" type="rss" xmlUrl="https://a.example/feed"/></outline></body></opml>')
        >>> [(s.folders, s.outline.xml_url) for s in opml.subscriptions()]
        [(['News'], 'https://a.example/feed')]
        """
        found = []
        stack = [(outline, []) for outline in reversed(self.body or [])]
        while stack:
            outline, folders = stack.pop()
            if outline.xml_url is not None:
                found.append(Subscription(folders=folders, outline=outline))
            children = outline.children or []
            if children:
                label = outline.text if (outline.text or "").strip() else outline.title
                inside = folders + [label or ""]
                stack.extend((child, inside) for child in reversed(children))
        return found


class Subscription(Record):
    """A subscription of ``Opml.subscriptions()``: its ``folders`` (outermost
    first) and its ``outline``."""


class ParsedOpml(Record):
    """``read_opml_parsed``'s result: ``opml`` and ``warnings``."""


class Discovery(Record):
    """What ``discover`` found: the page's ``url`` (after redirects, or the
    ``base`` given), its ``feeds`` (``url``, ``title``, ``kind``,
    ``media_type``, ``source``) best first, and, for a fetched page, every
    address ``tried`` beyond it."""


def read_opml_parsed(data, *, strict=False):
    """Reads an OPML document (bytes, str, a path or a file-like object):
    the ``opml`` and the ``warnings`` of every repair. Raises ``ValueError``
    when it is not OPML (or, with ``strict``, at the first repair).

    >>> import feedwright
    >>> p = feedwright.read_opml_parsed(b'<opml><body><outline text="A" type="RSS" xmlUrl="u"/></body></opml>')
    >>> p.opml.body[0].type, [w.message for w in p.warnings]
    ('rss', ['<opml> has no `version`: read as OPML 2.0', 'outline `type` `RSS` read as `rss`'])
    """
    raw = _native.read_opml(_bytes_of(data), strict=strict)
    return ParsedOpml(
        opml=_records(raw["opml"], Opml),
        warnings=[_records(w) for w in raw["warnings"]],
    )


def read_opml(data, *, strict=False):
    """Reads an OPML document into an ``Opml``.

    >>> import feedwright
    >>> opml = feedwright.read_opml(b'<opml version="1.0"><head><title>Mine</title></head><body/></opml>')
    >>> opml.version, opml.head.title
    ('1.0', 'Mine')
    """
    return read_opml_parsed(data, strict=strict).opml


def write_opml(opml):
    """Writes an ``Opml`` (or a dict of its fields) as an OPML document.

    >>> import feedwright
    >>> doc = {"version": "2.0", "head": {"title": "Mine"},
    ...        "body": [{"text": "A", "type": "rss", "xml_url": "https://a.example/feed"}]}
    >>> data = feedwright.write_opml(doc)
    >>> feedwright.read_opml(data).body[0].xml_url
    'https://a.example/feed'
    """
    return _native.write_opml(_plain(opml))


def discover(url_or_html, *, base=None, agent=None, timeout=None, guess=True):
    """The feeds of a web page. Given an ``http(s)`` URL, the page is
    fetched: a feed is returned as itself; a page gives the feeds it
    declares, or, when it declares none, its feed-like links and the usual
    places (``/feed``, ``/rss.xml``, ...) that read as feeds (``guess=False``
    tries none). Given the page's HTML (str, or bytes in the charset its
    ``<meta>`` names), its declared feeds and feed-like links, resolved
    against ``base``. Raises ``OSError`` when
    the page cannot be fetched.

    >>> import feedwright
    >>> found = feedwright.discover('<link rel="alternate" type="application/atom+xml" href="/atom.xml">',
    ...                             base="https://example.org/blog/")
    >>> [(f.url, f.kind, f.source) for f in found.feeds]
    [('https://example.org/atom.xml', 'atom', 'link_tag')]
    """
    if isinstance(url_or_html, (bytes, bytearray, memoryview)):
        # Bytes are a page, read in the charset its <meta> names.
        page = bytes(url_or_html)
        stripped = ""
    elif isinstance(url_or_html, str):
        page = url_or_html
        stripped = url_or_html.strip()
    else:
        raise TypeError(f"expected a URL or HTML as str or bytes, not {type(url_or_html).__name__}")
    if stripped.lower().startswith(("http://", "https://")) and not any(c in stripped for c in "<> \n"):
        raw = _native.discover_url(stripped, agent=agent, timeout=timeout, guess=guess)
        return Discovery(
            url=raw["url"],
            feeds=[_records(f) for f in raw["feeds"]],
            tried=[_records(t) for t in raw["tried"]],
        )
    feeds = _native.discover_html(page, base=base)
    return Discovery(url=base, feeds=[_records(f) for f in feeds], tried=[])
