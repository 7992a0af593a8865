"""The typed model, for Python code that wants more than feedparser's
shape: ``read`` gives a ``Channel`` whose attributes are the model's
fields (``channel.items[0].title.value``), the writers take one back
(read, changed, or built by hand) and write RSS 2.0, RSS 1.0, Atom 1.0 or
JSON Feed, and ``check`` validates a document.
"""

import datetime
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


# Keywords only the builders take: given one (or a title as text), the
# keywords are a publisher's, built as the crate's builders build them.
_CHANNEL_BUILDER_ONLY = {
    "link", "feed_url", "hub", "keep_newest", "keep_item_order",
    "podcast_category", "podcast_image", "podcast_owner", "podcast_guid", "explicit", "funding",
}
_ITEM_BUILDER_ONLY = {
    "link", "permalink", "content_html", "content_text", "description_html",
    "duration", "episode", "season", "explicit", "transcript", "chapters",
}


def _is_publishing(fields, builder_only):
    return bool(builder_only & fields.keys()) or isinstance(fields.get("title"), str)


def _spec(value):
    """Keywords as the builders take them: dates as RFC 3339 text, records as dicts."""
    if isinstance(value, datetime.datetime):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return [_spec(v) for v in value]
    if isinstance(value, dict):
        return {k: _spec(v) for k, v in value.items()}
    return _plain(value)


class Channel(Record):
    """A feed: its metadata and ``items``.

    Built from keywords as a publisher has them (the ``title`` and the
    site's ``link`` as text, ``items`` made with ``Item``), it goes through
    the crate's builder: URLs and dates are parsed (a ``ValueError`` names
    the field of one that does not parse), items go newest first, the
    feed's date is the newest item's, and ``feed_url`` adds the self link.
    The other keywords: ``description``, ``language``, ``rights``,
    ``generator``, ``image``, ``icon``, ``logo``, ``hub``, ``id``,
    ``pub_date``, ``last_build_date`` (text or an aware ``datetime``),
    ``ttl``, ``authors`` (names, or dicts of ``name``, ``email``, ``uri``),
    ``categories`` (terms), ``keep_newest`` and ``keep_item_order``; for a
    podcast, ``podcast_category``, ``podcast_image``, ``podcast_owner`` (a
    dict of ``name`` and ``email``), ``explicit``, ``podcast_guid`` and
    ``funding`` (dicts of ``url`` and ``label``).

    >>> import feedwright
    >>> ch = feedwright.Channel(
    ...     title="Notes", link="https://example.org/", description="What I learn",
    ...     feed_url="https://example.org/feed.xml",
    ...     items=[feedwright.Item(title="One", link="https://example.org/1",
    ...                            pub_date="2026-06-25T09:30:00+02:00", content_html="<p>Hi</p>")])
    >>> ch.title.value, ch.items[0].guid.value, ch.last_build_date.raw
    ('Notes', 'https://example.org/1', '2026-06-25T09:30:00+02:00')
    >>> [p.rule for p in feedwright.check(ch).problems]
    []

    Given the model's own fields (``title`` a dict of ``value`` and
    ``type``, ``links``, ...), it holds them as they are.
    """

    def __init__(self, **fields):
        if _is_publishing(fields, _CHANNEL_BUILDER_ONLY):
            built = _native.build_channel(_spec(fields))
            fields = {k: _records(v) for k, v in built.items()}
            fields["items"] = [_records(i, Item) for i in built.get("items", [])]
        super().__init__(**fields)


class Item(Record):
    """An item of a feed.

    Built from keywords as a publisher has them, through the crate's
    builder: ``title``, ``link`` (also the guid, as a permalink, when no
    ``guid`` or ``permalink`` is given), ``guid``, ``permalink``,
    ``description``, ``description_html``, ``content_html``,
    ``content_text``, ``pub_date``, ``updated`` (text or an aware
    ``datetime``), ``comments``, ``authors`` (names, or dicts of ``name``,
    ``email``, ``uri``), ``categories`` (terms) and ``enclosures`` (dicts of
    ``url``, ``length`` and ``type``); for an episode, ``duration`` (seconds),
    ``episode``, ``season``, ``explicit``, ``transcript`` and ``chapters``
    (dicts of ``url`` and ``type``).

    >>> import datetime, feedwright
    >>> item = feedwright.Item(
    ...     title="Episode 1", link="https://example.org/1",
    ...     pub_date=datetime.datetime(2026, 6, 25, 9, 30, tzinfo=datetime.timezone.utc),
    ...     authors=[{"name": "Ann", "email": "ann@example.org"}], categories=["audio"],
    ...     enclosures=[{"url": "https://example.org/1.mp3", "length": 9600000, "type": "audio/mpeg"}])
    >>> item.guid.is_permalink, item.pub_date.raw, item.enclosures[0].length
    (True, '2026-06-25T09:30:00+00:00', 9600000)
    >>> feedwright.Item(title="Two", link="/2")
    Traceback (most recent call last):
    ...
    ValueError: links[0].href: `/2` is not an absolute URL (relative URL without a base)
    """

    def __init__(self, **fields):
        if _is_publishing(fields, _ITEM_BUILDER_ONLY):
            fields = {k: _records(v) for k, v in _native.build_item(_spec(fields)).items()}
        super().__init__(**fields)


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
    and what a round trip changes. A document whose root element is no
    feed's (an HTML page) is reported, its root the finding (``root-element``);
    ``ValueError`` when it holds no XML element (or JSON object) at all.

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
