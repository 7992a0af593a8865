"""Types of the native module (src/lib.rs); the package wraps these."""

from typing import Any, Optional, Sequence, Tuple

__version__: str

def parse_bytes(
    data: bytes,
    builders: Any,
    sanitize_html: bool = True,
    resolve_relative_uris: bool = True,
    base: Optional[str] = None,
    content_type: Optional[str] = None,
) -> Any: ...
def parse_url(
    url: str,
    builders: Any,
    etag: Optional[str] = None,
    modified: Optional[str] = None,
    agent: Optional[str] = None,
    referrer: Optional[str] = None,
    request_headers: Sequence[Tuple[str, str]] = (),
    sanitize_html: bool = True,
    resolve_relative_uris: bool = True,
) -> Any: ...
def read(data: bytes, base: Optional[str] = None, strict: bool = False) -> dict: ...
def write(channel: Any, target: str, pretty: bool = True) -> Tuple[bytes, list]: ...
def check(data: bytes) -> dict: ...
def check_channel(channel: Any) -> Tuple[dict, bytes]: ...
def build_item(fields: dict) -> dict: ...
def build_channel(fields: dict) -> dict: ...
