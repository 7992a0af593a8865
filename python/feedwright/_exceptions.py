"""The exceptions a result's ``bozo_exception`` holds, with feedparser's
class names, so that ``isinstance`` tests written for feedparser hold.

They are never raised by ``parse``: they say why a document was bozo
(not well-formed, or read with another encoding than it declared).
"""

import urllib.error
import xml.sax


class ThingsNobodyCaresAboutButMe(Exception):
    """A problem of the document's metadata, not of its XML."""


class CharacterEncodingOverride(ThingsNobodyCaresAboutButMe):
    """The document was read in another encoding than it declared."""


class CharacterEncodingUnknown(ThingsNobodyCaresAboutButMe):
    """No encoding read the document without errors."""


class NonXMLContentType(ThingsNobodyCaresAboutButMe):
    """The server said the document is not XML."""


class UndeclaredNamespace(Exception):
    """An element or attribute uses a prefix the document never declared."""


class _Position:
    """A SAX locator over a line and column (what the reader reported)."""

    def __init__(self, line, column):
        self.line, self.column = line, column

    def getLineNumber(self):  # noqa: N802 (SAX's name)
        return self.line

    def getColumnNumber(self):  # noqa: N802
        return self.column

    def getSystemId(self):  # noqa: N802
        return None

    def getPublicId(self):  # noqa: N802
        return None


class SAXParseException(xml.sax.SAXParseException):
    """The document is not well-formed XML; the reader repaired it.

    A subclass of ``xml.sax.SAXParseException`` (what feedparser's XML
    parser raises), with the line and column of the first repair.
    """

    def __init__(self, message, line=None, column=None):
        super().__init__(message, None, _Position(line, column))

    def __reduce__(self):
        return (type(self), (self._msg, self._linenum, self._colnum))


_BY_KIND = {
    "encoding": CharacterEncodingOverride,
    "undeclared_prefix": UndeclaredNamespace,
    "non_xml_content_type": NonXMLContentType,
}


def exception(kind, message, line, column):
    """The exception for the reader's bozo kind (``malformed_xml``, ``encoding``, ...)."""
    if kind == "url_error":
        return urllib.error.URLError(message)
    cls = _BY_KIND.get(kind)
    if cls is not None:
        return cls(message)
    return SAXParseException(message, line or None, column or None)
