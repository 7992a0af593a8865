"""``parse``: feedparser's function, on feedwright's reader."""

import calendar
import datetime
import email.utils
import gc
import os
import time
import urllib.parse

from . import _native
from ._dict import FeedParserDict
from ._exceptions import exception

# feedparser's module-level defaults, which its users set.
RESOLVE_RELATIVE_URIS = 1
SANITIZE_HTML = 1
USER_AGENT = "feedwright/%s +https://github.com/feedwright/feedwright" % _native.__version__

_URL_SCHEMES = ("http", "https")


class _Builders:
    """What the native module builds a result with (see ``src/build.rs``)."""

    FeedParserDict = FeedParserDict
    struct_time = time.struct_time
    timedelta = datetime.timedelta
    exception = staticmethod(exception)
    gc = gc


def parse(
    url_file_stream_or_string,
    etag=None,
    modified=None,
    agent=None,
    referrer=None,
    handlers=None,
    request_headers=None,
    response_headers=None,
    resolve_relative_uris=None,
    sanitize_html=None,
    *,
    max_items=None,
    max_depth=None,
    max_input_bytes=None,
    max_text_bytes=None,
    max_attributes=None,
    max_entity_expansion=None,
):
    """Parses a feed from a URL, a file name, a file-like object, bytes or a string.

    Takes feedparser's arguments and gives its result: a ``FeedParserDict``
    with ``feed``, ``entries``, ``bozo`` (and ``bozo_exception``),
    ``encoding``, ``version``, ``namespaces`` and ``headers``; for a URL also
    ``status``, ``href``, ``etag`` and ``modified``. A document that is no
    feed is a bozo result, never an exception.

    ``etag`` and ``modified`` make the request conditional (``modified``: a
    string, a ``time.struct_time`` or 9-tuple in UTC, or a ``datetime``).
    ``handlers`` are urllib's, which the fetcher does not use: they are
    accepted and ignored.

    The keyword-only ``max_*`` arguments set the reader's limits: past one,
    reading stops (``max_items``, ``max_input_bytes``) or skips what is
    beyond it, and the typed reader (``read_parsed``) warns of it.

    >>> import feedwright
    >>> d = feedwright.parse(b'<rss version="2.0"><channel><title>T</title>'
    ...                      b'<item><title>One</title></item></channel></rss>')
    >>> d.feed.title, d.entries[0].title, d.version, d.bozo
    ('T', 'One', 'rss20', False)
    """
    del handlers  # urllib's; see the docstring.
    limits = _limits(
        max_items=max_items,
        max_depth=max_depth,
        max_input_bytes=max_input_bytes,
        max_text_bytes=max_text_bytes,
        max_attributes=max_attributes,
        max_entity_expansion=max_entity_expansion,
    )
    sanitize = SANITIZE_HTML if sanitize_html is None else sanitize_html
    resolve = RESOLVE_RELATIVE_URIS if resolve_relative_uris is None else resolve_relative_uris
    source = url_file_stream_or_string
    if isinstance(source, str) and urllib.parse.urlparse(source).scheme in _URL_SCHEMES:
        return _native.parse_url(
            source,
            _Builders,
            etag=_text_or_none(etag, "etag"),
            modified=_http_date(modified),
            agent=_text_or_none(agent, "agent") or USER_AGENT,
            referrer=_text_or_none(referrer, "referrer"),
            request_headers=_header_pairs(request_headers, "request_headers"),
            sanitize_html=bool(sanitize),
            resolve_relative_uris=bool(resolve),
            limits=limits,
        )
    data, base = _read_source(source)
    headers = _lower_headers(response_headers)
    result = _native.parse_bytes(
        data,
        _Builders,
        sanitize_html=bool(sanitize),
        resolve_relative_uris=bool(resolve),
        base=headers.get("content-location") or base,
        content_type=headers.get("content-type") if response_headers is not None else None,
        limits=limits,
    )
    if response_headers is not None:
        result["headers"] = dict(response_headers)
    return result


def _limits(**given):
    """The reader's limits given (those not ``None``), checked here so that a
    wrong value fails with the argument's name."""
    limits = {}
    for name, value in given.items():
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"{name} must be a non-negative integer, not {value!r}")
        limits[name] = value
    return limits


def _read_source(source):
    """The bytes of a document given as feedparser takes one, and its base URL."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), None
    if hasattr(source, "read"):
        data = source.read()
        if isinstance(data, str):
            data = data.encode("utf-8")
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError(f"read() gave {type(data).__name__}, not bytes or str")
        return bytes(data), None
    if isinstance(source, os.PathLike):
        with open(source, "rb") as fh:
            return fh.read(), None
    if isinstance(source, str):
        if source.startswith("file:"):
            path = urllib.parse.unquote(urllib.parse.urlparse(source).path)
            with open(path, "rb") as fh:
                return fh.read(), None
        # A name of a file that exists is read; anything else is the document
        # itself (feedparser tries the same, in the same order).
        if len(source) < 4096 and "\n" not in source and "<" not in source:
            try:
                with open(source, "rb") as fh:
                    return fh.read(), None
            except (OSError, ValueError):
                pass
        return source.encode("utf-8"), None
    raise TypeError(
        "parse() takes a URL, a file name, a file-like object, bytes or str, not "
        + type(source).__name__
    )


def _text_or_none(value, name):
    if value is None or isinstance(value, str):
        return value
    raise TypeError(f"{name} must be a str, not {type(value).__name__}")


def _header_pairs(headers, name):
    if headers is None:
        return []
    if not hasattr(headers, "items"):
        raise TypeError(f"{name} must be a mapping of header names to values")
    return [(str(k), str(v)) for k, v in headers.items()]


def _lower_headers(headers):
    if headers is None:
        return {}
    if not hasattr(headers, "items"):
        raise TypeError("response_headers must be a mapping of header names to values")
    return {str(k).lower(): str(v) for k, v in headers.items()}


def _http_date(modified):
    """``modified`` as an HTTP date, for ``If-Modified-Since``."""
    if modified is None or isinstance(modified, str):
        return modified
    if isinstance(modified, datetime.datetime):
        if modified.tzinfo is None:
            modified = modified.replace(tzinfo=datetime.timezone.utc)
        return email.utils.format_datetime(modified.astimezone(datetime.timezone.utc), usegmt=True)
    if isinstance(modified, (time.struct_time, tuple)) and len(modified) >= 6:
        return email.utils.formatdate(calendar.timegm(tuple(modified)[:9] + (0,) * (9 - len(modified))), usegmt=True)
    raise TypeError(
        "modified must be a str, a datetime or a time tuple, not " + type(modified).__name__
    )
