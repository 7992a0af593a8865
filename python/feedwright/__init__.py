"""feedwright: feedparser's API and results, from a reader written in Rust.

``import feedwright as feedparser`` and code written for feedparser reads
the same results (``parse``, ``FeedParserDict``, the bozo exceptions),
parsed many times faster and with the GIL released, so threads parse in
parallel. ``read``, the writers and ``check`` give the typed model for
converting and validating feeds.
"""

from . import _native
from ._dict import FeedParserDict
from ._exceptions import (
    CharacterEncodingOverride,
    CharacterEncodingUnknown,
    NonXMLContentType,
    SAXParseException,
    ThingsNobodyCaresAboutButMe,
    UndeclaredNamespace,
)
from ._model import (
    Channel,
    Item,
    Parsed,
    Problem,
    Record,
    Report,
    Written,
    check,
    read,
    read_parsed,
    write,
    write_atom,
    write_json_feed,
    write_rss,
    write_rss1,
)
from ._parse import RESOLVE_RELATIVE_URIS, SANITIZE_HTML, USER_AGENT, parse

__version__ = _native.__version__

__all__ = [
    "CharacterEncodingOverride",
    "CharacterEncodingUnknown",
    "Channel",
    "FeedParserDict",
    "Item",
    "NonXMLContentType",
    "Parsed",
    "Problem",
    "Record",
    "Report",
    "RESOLVE_RELATIVE_URIS",
    "SANITIZE_HTML",
    "SAXParseException",
    "ThingsNobodyCaresAboutButMe",
    "USER_AGENT",
    "UndeclaredNamespace",
    "Written",
    "check",
    "parse",
    "read",
    "read_parsed",
    "write",
    "write_atom",
    "write_json_feed",
    "write_rss",
    "write_rss1",
]
