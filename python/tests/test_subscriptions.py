"""Subscriptions: OPML read, listed, written back and built from dicts;
feed discovery in HTML and over HTTP from a server the test starts on
127.0.0.1."""

import http.server
import os
import pathlib
import threading

import pytest

import feedwright

DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                    "tests", "data", "opml")
READERS = ["feedly", "inoreader", "netnewswire", "miniflux", "freshrss", "thunderbird", "newsblur"]


@pytest.mark.parametrize("reader", READERS)
def test_reader_exports_read_write_and_read_again(reader):
    with open(os.path.join(DATA, "readers", f"{reader}.opml"), "rb") as fh:
        first = feedwright.read_opml(fh)
    assert first.subscriptions()
    again = feedwright.read_opml(feedwright.write_opml(first))
    assert again == first


def test_subscriptions_with_their_folders():
    opml = feedwright.read_opml(pathlib.Path(DATA, "readers", "newsblur.opml"))
    listed = [("/".join(s.folders), s.outline.text, s.outline.xml_url) for s in opml.subscriptions()]
    assert listed == [
        ("", "Atlas Obscura", "https://www.atlasobscura.com/feeds/latest"),
        ("Comics", "Saturday Morning Breakfast Cereal", "https://www.smbc-comics.com/comic/rss"),
        ("Comics/Webcomics", "QC RSS", "https://www.questionablecontent.net/QCRSS.xml"),
    ]
    assert opml.head.date_created.raw == "2026-12-06 10:00:00.123456"


def test_namespaced_attributes_survive():
    with open(os.path.join(DATA, "readers", "thunderbird.opml"), "rb") as fh:
        opml = feedwright.read_opml(fh)
    blog = opml.body[0].children[0]
    options = [a for a in blog.attributes if a.name == "options"][0]
    assert (options.prefix, options.namespace) == ("fz", "urn:forumzilla:")
    assert b'xmlns:fz="urn:forumzilla:"' in feedwright.write_opml(opml)


def test_repairs_are_warnings_and_strict_raises():
    with open(os.path.join(DATA, "broken", "type-case.opml"), "rb") as fh:
        data = fh.read()
    parsed = feedwright.read_opml_parsed(data)
    assert [(w.kind.kind, w.position.line) for w in parsed.warnings] == [
        ("opml_type_case", 4), ("opml_type_case", 5)]
    with pytest.raises(ValueError, match="strict mode"):
        feedwright.read_opml(data, strict=True)
    with pytest.raises(ValueError, match="not OPML: expected <opml>, found <rss>"):
        feedwright.read_opml(b"<rss version='2.0'><channel/></rss>")


def test_a_list_built_from_dicts():
    doc = {
        "version": "2.0",
        "head": {"title": "Exported"},
        "body": [{"text": "News", "children": [
            {"text": "A & B", "type": "rss", "xml_url": "https://a.example/feed?x=1&y=2",
             "attributes": [{"name": "isComment", "value": "false"}]},
        ]}],
    }
    data = feedwright.write_opml(doc)
    assert b'text="A &amp; B"' in data and b'isComment="false"' in data
    opml = feedwright.read_opml(data)
    assert [s.outline.xml_url for s in opml.subscriptions()] == ["https://a.example/feed?x=1&y=2"]
    with pytest.raises(TypeError, match="not an OPML document"):
        feedwright.write_opml({"body": "not a list"})


def test_discover_in_html():
    page = b"""<html><head><base href="https://example.org/blog/">
      <link rel="alternate" type="application/rss+xml" title="Posts" href="rss.xml">
      <link rel="stylesheet" href="s.css"></head>
      <body><a href="/feed/">Feed</a><a href="/about">About</a></body></html>"""
    found = feedwright.discover(page)
    assert [(f.url, f.kind, f.source, f.title) for f in found.feeds] == [
        ("https://example.org/blog/rss.xml", "rss", "link_tag", "Posts"),
        ("https://example.org/feed/", "unknown", "anchor", "Feed"),
    ]
    assert found.tried == []
    # Bytes in the charset the page's <meta> names.
    koi8 = '<meta charset="koi8-r"><link rel="alternate" type="application/rss+xml" href="/r" title="Привет">'
    found = feedwright.discover(koi8.encode("koi8-r"), base="https://example.ru/")
    assert [(f.url, f.title) for f in found.feeds] == [("https://example.ru/r", "Привет")]
    with pytest.raises(TypeError):
        feedwright.discover(42)


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):  # noqa: N802 (http.server's name)
        self.server.paths.append(self.path)
        if self.path == "/":
            body, kind = b"<html><body><p>No declared feed</p></body></html>", "text/html"
        elif self.path == "/declared":
            body = b'<link rel="alternate" type="application/atom+xml" href="/atom.xml" title="A">'
            kind = "text/html"
        elif self.path == "/atom.xml":
            body = b'<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom here</title></feed>'
            kind = "application/atom+xml"
        else:
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def server():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.paths = []
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd
    httpd.shutdown()
    httpd.server_close()


def test_discover_a_url(server):
    base = f"http://127.0.0.1:{server.server_address[1]}"
    found = feedwright.discover(base + "/declared")
    assert [(f.url, f.source) for f in found.feeds] == [(base + "/atom.xml", "link_tag")]
    assert server.paths == ["/declared"]

    found = feedwright.discover(base + "/", timeout=5)
    assert [(f.url, f.source, f.title) for f in found.feeds] == [(base + "/atom.xml", "guess", "Atom here")]
    assert [t.url for t in found.tried][:2] == [base + "/feed", base + "/rss"]
    assert all(t.is_feed == (t.url == base + "/atom.xml") for t in found.tried)

    found = feedwright.discover(base + "/atom.xml")
    assert [(f.source, f.kind) for f in found.feeds] == [("itself", "atom")]

    server.paths.clear()
    assert feedwright.discover(base + "/", guess=False).feeds == []
    assert server.paths == ["/"]

    with pytest.raises(OSError, match="404"):
        feedwright.discover(base + "/missing")
