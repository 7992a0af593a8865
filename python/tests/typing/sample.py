"""A program using the package's public names, type-checked by
test_typing.py with `mypy --strict`: the stubs must give real types."""

from typing import List, Optional

import feedwright

DOC = b"<rss version='2.0'><channel><title>T</title><item><title>One</title></item></channel></rss>"


def titles(data: bytes) -> List[str]:
    d: feedwright.FeedParserDict = feedwright.parse(data, max_items=100)
    out: List[str] = []
    for entry in d.entries:
        title: str = entry.get("title", "")
        out.append(title)
    return out


def first_item_title(data: bytes) -> Optional[str]:
    channel: feedwright.Channel = feedwright.read(data, max_depth=64)
    items: List[feedwright.Item] = channel.items
    return None if not items else str(items[0].title.value)


def errors(data: bytes) -> List[str]:
    report: feedwright.Report = feedwright.check(data)
    problems: List[feedwright.Problem] = report.problems
    return [p.rule for p in problems if p.severity == "error"]


def version(data: bytes) -> str:
    found: Optional[str] = feedwright.detect_format(data)
    return found or "none"


if __name__ == "__main__":
    print(titles(DOC), first_item_title(DOC), errors(DOC), version(DOC))
