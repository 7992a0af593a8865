"""Types of the public API."""

import datetime
import os
import types
from typing import IO, Any, Dict, List, Mapping, Optional, Sequence, Union

class FeedParserDict(Dict[str, Any]):
    keymap: Dict[str, Union[str, List[str]]]
    # The keys of a result every parse has; the others (of `feed`, of each
    # entry, and `status`, `href`, ... for a URL) through __getattr__.
    feed: "FeedParserDict"
    entries: List["FeedParserDict"]
    bozo: bool
    encoding: str
    version: str
    namespaces: Dict[str, str]
    headers: Dict[str, str]
    def __getattr__(self, name: str) -> Any: ...

class ThingsNobodyCaresAboutButMe(Exception): ...
class CharacterEncodingOverride(ThingsNobodyCaresAboutButMe): ...
class CharacterEncodingUnknown(ThingsNobodyCaresAboutButMe): ...
class NonXMLContentType(ThingsNobodyCaresAboutButMe): ...
class UndeclaredNamespace(Exception): ...

import xml.sax

class SAXParseException(xml.sax.SAXParseException):
    def __init__(self, message: str, line: Optional[int] = ..., column: Optional[int] = ...) -> None: ...

class Record(types.SimpleNamespace):
    def __getattr__(self, name: str) -> Any: ...


class Channel(Record):
    format: Optional[str]
    items: List["Item"]
    def __init__(
        self,
        *,
        title: Any = ...,
        link: str = ...,
        description: Any = ...,
        language: Optional[str] = ...,
        rights: Any = ...,
        generator: Any = ...,
        image: Any = ...,
        icon: Any = ...,
        logo: Any = ...,
        feed_url: str = ...,
        hub: str = ...,
        id: Optional[str] = ...,
        pub_date: Any = ...,
        last_build_date: Any = ...,
        ttl: Optional[int] = ...,
        authors: Sequence[Any] = ...,
        categories: Sequence[Any] = ...,
        items: Sequence[Any] = ...,
        keep_newest: int = ...,
        keep_item_order: bool = ...,
        podcast_category: str = ...,
        podcast_image: str = ...,
        podcast_owner: Mapping[str, str] = ...,
        podcast_guid: str = ...,
        explicit: bool = ...,
        funding: Sequence[Mapping[str, str]] = ...,
        **fields: Any,
    ) -> None: ...

class Item(Record):
    def __init__(
        self,
        *,
        title: Any = ...,
        link: str = ...,
        guid: Any = ...,
        permalink: str = ...,
        description: Any = ...,
        description_html: str = ...,
        content_html: str = ...,
        content_text: str = ...,
        pub_date: Any = ...,
        updated: Any = ...,
        comments: Any = ...,
        authors: Sequence[Any] = ...,
        categories: Sequence[Any] = ...,
        enclosures: Sequence[Mapping[str, Any]] = ...,
        duration: int = ...,
        episode: int = ...,
        season: int = ...,
        explicit: bool = ...,
        transcript: Mapping[str, str] = ...,
        chapters: Mapping[str, str] = ...,
        **fields: Any,
    ) -> None: ...

class Problem(Record):
    rule: str
    kind: str
    severity: str
    message: str
    detail: Optional[str]
    path: Optional[str]
    field: Optional[str]
    w3c: List[str]
    position: Record

class Report(Record):
    format: Optional[str]
    items: int
    problems: List[Problem]
    def passes(self) -> bool: ...
    def to_dict(self, source: str = ...) -> Dict[str, Any]: ...
    def to_json(self, source: str = ..., **dumps: Any) -> str: ...

class Parsed(Record):
    channel: Channel
    warnings: List[Record]

class Written(Record):
    data: bytes
    losses: List[str]

Source = Union[str, bytes, bytearray, memoryview, "os.PathLike[str]", IO[bytes], IO[str]]
Document = Union[str, bytes, bytearray, memoryview, "os.PathLike[str]", IO[bytes], IO[str]]

RESOLVE_RELATIVE_URIS: int
SANITIZE_HTML: int
USER_AGENT: str
__version__: str

def parse(
    url_file_stream_or_string: Source,
    etag: Optional[str] = ...,
    modified: Any = ...,
    agent: Optional[str] = ...,
    referrer: Optional[str] = ...,
    handlers: Any = ...,
    request_headers: Optional[Mapping[str, str]] = ...,
    response_headers: Optional[Mapping[str, str]] = ...,
    resolve_relative_uris: Optional[bool] = ...,
    sanitize_html: Optional[bool] = ...,
    *,
    max_items: Optional[int] = ...,
    max_depth: Optional[int] = ...,
    max_input_bytes: Optional[int] = ...,
    max_text_bytes: Optional[int] = ...,
    max_attributes: Optional[int] = ...,
    max_entity_expansion: Optional[int] = ...,
) -> FeedParserDict: ...
def read(
    data: Document,
    *,
    base: Optional[str] = ...,
    strict: bool = ...,
    max_items: Optional[int] = ...,
    max_depth: Optional[int] = ...,
    max_input_bytes: Optional[int] = ...,
    max_text_bytes: Optional[int] = ...,
    max_attributes: Optional[int] = ...,
    max_entity_expansion: Optional[int] = ...,
) -> Channel: ...
def read_parsed(
    data: Document,
    *,
    base: Optional[str] = ...,
    strict: bool = ...,
    max_items: Optional[int] = ...,
    max_depth: Optional[int] = ...,
    max_input_bytes: Optional[int] = ...,
    max_text_bytes: Optional[int] = ...,
    max_attributes: Optional[int] = ...,
    max_entity_expansion: Optional[int] = ...,
) -> Parsed: ...
def detect_format(data: Document) -> Optional[str]: ...
def write(channel: Any, target: str = ..., *, pretty: bool = ...) -> Written: ...
def write_rss(channel: Any, *, pretty: bool = ...) -> bytes: ...
def write_rss1(channel: Any, *, pretty: bool = ...) -> bytes: ...
def write_atom(channel: Any, *, pretty: bool = ...) -> bytes: ...
def write_json_feed(channel: Any, *, pretty: bool = ...) -> bytes: ...
def check(
    data: Union[Document, Channel, Mapping[str, Any]],
    *,
    max_items: Optional[int] = ...,
    max_depth: Optional[int] = ...,
    max_input_bytes: Optional[int] = ...,
    max_text_bytes: Optional[int] = ...,
    max_attributes: Optional[int] = ...,
    max_entity_expansion: Optional[int] = ...,
) -> Report: ...

class Opml(Record):
    def subscriptions(self) -> List["Subscription"]: ...

class Subscription(Record):
    folders: List[str]
    outline: Record

class ParsedOpml(Record):
    opml: Opml
    warnings: List[Record]

class Discovery(Record):
    url: Optional[str]
    feeds: List[Record]
    tried: List[Record]

def read_opml(data: Document, *, strict: bool = ...) -> Opml: ...
def read_opml_parsed(data: Document, *, strict: bool = ...) -> ParsedOpml: ...
def write_opml(opml: Union[Opml, Mapping[str, Any]]) -> bytes: ...
def discover(
    url_or_html: Union[str, bytes, bytearray, memoryview],
    *,
    base: Optional[str] = ...,
    agent: Optional[str] = ...,
    timeout: Optional[float] = ...,
    guess: bool = ...,
) -> Discovery: ...
