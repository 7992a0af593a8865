"""The typed model, for Python code that wants more than feedparser's
shape: ``read`` gives a ``Channel`` whose attributes are the model's
fields (``channel.items[0].title.value``), the writers take one back
(read, changed, or built by hand) and write RSS 2.0, RSS 1.0, Atom 1.0 or
JSON Feed, and ``check`` validates a document.
"""

import json
import os
import types

from . import _native
from ._parse import _limits


class Record(types.SimpleNamespace):
    """A part of the model: its fields as attributes (``vars(r)`` lists them)."""

    def __getattr__(self, name):
        # A field the model leaves out when empty reads as None (or as an
        # empty list for the lists), as it is in the Rust model.
        if name.startswith("__"):
            raise AttributeError(name)
        return None


class Channel(Record):
    """A feed: its metadata and ``items``."""


class Item(Record):
    """An item or entry of a ``Channel``."""


class Warning_(Record):
    """A repair the reader made: ``kind``, ``message`` and ``position``."""


class Problem(Record):
    """One finding of ``check``: ``rule``, ``kind``, ``severity``, ``message``,
    ``detail``, ``path``, ``position`` and the W3C names (``w3c``); for a
    channel checked as a model, its model ``field``."""


class Report(Record):
    """What ``check`` found: ``format``, ``items`` and ``problems``; for a
    channel checked as a model, also the ``target`` it was written as and
    the written ``document``."""

    def passes(self):
        """Whether nothing worse than ``info`` was found."""
        return all(p.severity == "info" for p in self.problems)

    def to_dict(self, source="-"):
        """The report in the shape ``feedwright check --format json`` prints
        (``feedwright/check/1``, docs/schemas/check.json), for ``source``."""
        problems = [{k: v for k, v in _plain(p).items() if v is not None} for p in self.problems]
        return {
            "schema": "feedwright/check/1",
            "source": source,
            "clean": not problems,
            "format": self.format,
            "items": self.items,
            "problems": problems,
            "omitted": _plain(self.omitted or []),
        }

    def to_json(self, source="-", **dumps):
        """``to_dict`` as JSON text; ``dumps`` go to ``json.dumps`` (``indent=2``)."""
        return json.dumps(self.to_dict(source), **dumps)


class Parsed(Record):
    """``read_parsed``'s result: ``channel`` and ``warnings``."""


class Written(Record):
    """``write``'s result: the document (``data``) and what it lost (``losses``)."""


def _records(value, cls=Record):
    if isinstance(value, dict):
        return cls(**{k: _records(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_records(v) for v in value]
    return value


def _plain(value):
    if isinstance(value, types.SimpleNamespace):
        return {k: _plain(v) for k, v in vars(value).items()}
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _bytes_of(data):
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    if isinstance(data, str):
        return data.encode("utf-8")
    if isinstance(data, os.PathLike):
        with open(data, "rb") as fh:
            return fh.read()
    if hasattr(data, "read"):
        return _bytes_of(data.read())
    raise TypeError(f"expected bytes, str, a path or a file-like object, not {type(data).__name__}")


def read_parsed(data, *, base=None, strict=False, **limits):
    """Reads a document (bytes, str, a path or a file-like object): its
    ``channel`` and the ``warnings`` of every repair. Raises ``ValueError``
    when it holds no feed (or, with ``strict``, at the first repair).
    ``max_items``, ``max_depth``, ``max_input_bytes``, ``max_text_bytes``,
    ``max_attributes`` and ``max_entity_expansion`` set the reader's limits.

    >>> import feedwright
    >>> p = feedwright.read_parsed(b"<rss version='2.0'><channel><title>A &amp B</title></channel></rss>")
    >>> p.channel.title.value, p.warnings[0].kind.kind
    ('A &amp B', 'bare_ampersand')
    """
    raw = _native.read(_bytes_of(data), base=base, strict=strict, limits=_limits(**limits))
    channel = _records(raw["channel"], Channel)
    channel.items = [_records(item, Item) for item in raw["channel"].get("items", [])]
    return Parsed(
        channel=channel,
        warnings=[_records(w, Warning_) for w in raw["warnings"]],
    )


def read(data, *, base=None, strict=False, **limits):
    """Reads a document into a ``Channel``.

    >>> import feedwright
    >>> ch = feedwright.read(b"<feed xmlns='http://www.w3.org/2005/Atom'><title>T</title>"
    ...                      b"<entry><title>One</title></entry></feed>")
    >>> ch.format, ch.title.value, ch.items[0].title.value
    ('atom10', 'T', 'One')
    """
    return read_parsed(data, base=base, strict=strict, **limits).channel


def detect_format(data):
    """The format of a document (bytes, str, a path or a file-like object)
    as ``version`` names it (``rss20``, ``atom10``, ``json11``, ...), read
    no further than that takes; ``None`` when it holds no feed.

    >>> import feedwright
    >>> feedwright.detect_format(b"<rss version='2.0'><channel/></rss>")
    'rss20'
    >>> feedwright.detect_format(b"<html/>") is None
    True
    """
    return _native.detect_format(_bytes_of(data))


def write(channel, target="rss", *, pretty=True):
    """Writes a channel as ``target`` (``rss``, ``rss1``, ``atom`` or
    ``json``); gives the document and what the format could not hold."""
    data, losses = _native.write(_plain(channel), target, pretty)
    return Written(data=data, losses=losses)


def write_rss(channel, *, pretty=True):
    """RSS 2.0.

    >>> import feedwright
    >>> ch = feedwright.read(b"<feed xmlns='http://www.w3.org/2005/Atom'><title>T</title></feed>")
    >>> b"<title>T</title>" in feedwright.write_rss(ch)
    True
    """
    return write(channel, "rss", pretty=pretty).data


def write_rss1(channel, *, pretty=True):
    """RSS 1.0 (RDF)."""
    return write(channel, "rss1", pretty=pretty).data


def write_atom(channel, *, pretty=True):
    """Atom 1.0."""
    return write(channel, "atom", pretty=pretty).data


def write_json_feed(channel, *, pretty=True):
    """JSON Feed 1.1."""
    return write(channel, "json", pretty=pretty).data


def check(data, **limits):
    """Validates a document: the reader's repairs, the rules of its format,
    and what a round trip changes. Raises ``ValueError`` when it holds no feed.

    >>> import feedwright
    >>> report = feedwright.check(b"<rss version='2.0'><channel><title>T</title></channel></rss>")
    >>> [p.rule for p in report.problems][:1]
    ['rss2-channel-link']

    Given a ``Channel`` (or a dict of its fields) rather than a document,
    it validates the channel as it would be published: written in its own
    format (RSS 2.0 when it has none), each finding with the model
    ``field`` it comes from; the report keeps the written ``document``.

    >>> ch = feedwright.read(b"<feed xmlns='http://www.w3.org/2005/Atom'><title>T</title></feed>")
    >>> report = feedwright.check(ch)
    >>> [(p.rule, p.field) for p in report.problems if p.rule == "atom-feed-updated"]
    [('atom-feed-updated', 'last_build_date')]
    >>> report.target, report.document.startswith(b"<?xml")
    ('atom', True)
    """
    if isinstance(data, (types.SimpleNamespace, dict)):
        raw, document = _native.check_channel(_plain(data))
        raw["document"] = document
    else:
        raw = _native.check(_bytes_of(data), limits=_limits(**limits))
    report = _records({k: v for k, v in raw.items() if k != "problems"}, Report)
    report.problems = [_records(p, Problem) for p in raw["problems"]]
    return report
