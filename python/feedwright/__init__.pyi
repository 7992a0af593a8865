"""Types of the public API."""

import datetime
import os
import types
from typing import IO, Any, Dict, List, Mapping, Optional, Sequence, Union

class FeedParserDict(dict):
    keymap: Dict[str, Union[str, List[str]]]
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

class Problem(Record): ...

class Report(Record):
    def passes(self) -> bool: ...

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
) -> FeedParserDict: ...
def read(data: Document, *, base: Optional[str] = ..., strict: bool = ...) -> Channel: ...
def read_parsed(data: Document, *, base: Optional[str] = ..., strict: bool = ...) -> Parsed: ...
def write(channel: Any, target: str = ..., *, pretty: bool = ...) -> Written: ...
def write_rss(channel: Any, *, pretty: bool = ...) -> bytes: ...
def write_rss1(channel: Any, *, pretty: bool = ...) -> bytes: ...
def write_atom(channel: Any, *, pretty: bool = ...) -> bytes: ...
def write_json_feed(channel: Any, *, pretty: bool = ...) -> bytes: ...
def check(data: Union[Document, Channel, Mapping[str, Any]]) -> Report: ...
