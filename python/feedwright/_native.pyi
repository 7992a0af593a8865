"""Types of the native module (src/lib.rs); the package wraps these."""

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

__version__: str

def parse_bytes(
    data: bytes,
    builders: Any,
    sanitize_html: bool = True,
    resolve_relative_uris: bool = True,
    base: Optional[str] = None,
    content_type: Optional[str] = None,
    limits: Optional[Dict[str, int]] = None,
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
    limits: Optional[Dict[str, int]] = None,
) -> Any: ...
def read(
    data: bytes,
    base: Optional[str] = None,
    strict: bool = False,
    limits: Optional[Dict[str, int]] = None,
) -> Dict[str, Any]: ...
def write(channel: Any, target: str, pretty: bool = True) -> Tuple[bytes, List[str]]: ...
def check(data: bytes, limits: Optional[Dict[str, int]] = None) -> Dict[str, Any]: ...
def check_channel(channel: Any) -> Tuple[Dict[str, Any], bytes]: ...
def detect_format(data: bytes) -> Optional[str]: ...
def read_opml(data: bytes, strict: bool = False) -> Dict[str, Any]: ...
def write_opml(opml: Any) -> bytes: ...
def discover_html(html: Union[str, bytes], base: Optional[str] = None) -> List[Dict[str, Any]]: ...
def discover_url(
    url: str, agent: Optional[str] = None, timeout: Optional[float] = None, guess: bool = True
) -> Dict[str, Any]: ...
def build_item(fields: Dict[str, Any]) -> Dict[str, Any]: ...
def build_channel(fields: Dict[str, Any]) -> Dict[str, Any]: ...
