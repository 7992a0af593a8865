"""``FeedParserDict``: the mapping every part of a result is.

A ``dict`` with attribute access (``d.feed.title``) and the alternative
key names feedparser answers to (``channel`` for ``feed``, ``items`` for
``entries``, ``description`` for ``summary`` or ``subtitle``, ...), so
that code written against feedparser reads a result unchanged.
"""

import warnings

# Another name -> the key (or the keys, first found wins) it stands for.
ALIASES = {
    "channel": "feed",
    "items": "entries",
    "guid": "id",
    "date": "updated",
    "date_parsed": "updated_parsed",
    "description": ["summary", "subtitle"],
    "description_detail": ["summary_detail", "subtitle_detail"],
    "url": ["href"],
    "modified": "updated",
    "modified_parsed": "updated_parsed",
    "issued": "published",
    "issued_parsed": "published_parsed",
    "copyright": "rights",
    "copyright_detail": "rights_detail",
    "tagline": "subtitle",
    "tagline_detail": "subtitle_detail",
}

_MISSING = object()


class FeedParserDict(dict):
    """A result mapping, as feedparser's: keys, aliases and attributes."""

    keymap = ALIASES

    def _lookup(self, key):
        """The value ``key`` names, directly or through an alias; ``_MISSING`` when none."""
        if key == "category":
            tags = dict.get(self, "tags") or []
            return tags[0].get("term") if tags else _MISSING
        if key == "enclosures":
            links = dict.get(self, "links")
            if links is None:
                return _MISSING
            return [
                FeedParserDict((k, v) for k, v in link.items() if k != "rel")
                for link in links
                if link.get("rel") == "enclosure"
            ]
        if key == "license":
            for link in dict.get(self, "links") or []:
                if link.get("rel") == "license" and "href" in link:
                    return link["href"]
            return _MISSING
        if key in ("updated", "updated_parsed") and not dict.__contains__(self, key):
            # feedparser 6 answers `updated` with `published` when there is
            # no update, and warns that it will stop.
            fallback = "published" if key == "updated" else "published_parsed"
            if dict.__contains__(self, fallback):
                warnings.warn(
                    f"`{key}` is missing: answered with `{fallback}`, as feedparser 6 does;"
                    f" feedparser means to stop, so read `{fallback}` itself",
                    DeprecationWarning,
                    stacklevel=3,
                )
                return dict.__getitem__(self, fallback)
            return _MISSING
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        real = ALIASES.get(key)
        if real is None:
            return _MISSING
        for k in real if isinstance(real, list) else [real]:
            if dict.__contains__(self, k):
                return dict.__getitem__(self, k)
        return _MISSING

    def __getitem__(self, key):
        value = self._lookup(key)
        if value is _MISSING:
            raise KeyError(key)
        return value

    def __contains__(self, key):
        if key in ("updated", "updated_parsed"):
            # Present only when written: the fallback above is for reading.
            return dict.__contains__(self, key)
        try:
            return self._lookup(key) is not _MISSING
        except TypeError:  # an unhashable key
            return False

    has_key = __contains__

    def get(self, key, default=None):
        value = self._lookup(key)
        return default if value is _MISSING else value

    def __setitem__(self, key, value):
        real = ALIASES.get(key, key)
        if isinstance(real, list):
            real = real[0]
        dict.__setitem__(self, real, value)

    def setdefault(self, key, value=None):
        if key not in self:
            self[key] = value
            return value
        return self[key]

    def __getattr__(self, name):
        # Dunder lookups (copy, pickle) must not find keys.
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        value = self._lookup(name)
        if value is _MISSING:
            raise AttributeError(f"object has no attribute '{name}'")
        return value

    def __reduce__(self):
        # Rebuilt from the items as stored, past __setitem__'s aliasing:
        # a key that is also an alias (an image's `description`) stays.
        return (type(self), (dict(self),))

    def __hash__(self):
        # feedparser's results are hashable by identity; code keys sets by them.
        return id(self)
