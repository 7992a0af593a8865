"""URLs: fetched by the crate's HTTP client from a server the test starts
on 127.0.0.1, with feedparser's keys (status, href, etag, modified,
headers) and conditional GET."""

import http.server
import socket
import threading

import pytest

import feedwright

FEED = b"""<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Served</title>
<item><title>One</title><link>/posts/1</link></item></channel></rss>"""
ETAG = '"v1"'
MODIFIED = "Thu, 03 Dec 2026 10:00:00 GMT"


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):  # noqa: N802 (http.server's name)
        seen = {k.lower(): v for k, v in self.headers.items()}
        self.server.requests.append((self.path, seen))
        if self.path == "/moved":
            self.send_response(301)
            self.send_header("Location", "/feed")
            self.end_headers()
            return
        if self.path == "/missing":
            body = b"<html><body>Not Found</body></html>"
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if self.path == "/page":
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(FEED)
            return
        if self.headers.get("If-None-Match") == ETAG:
            self.send_response(304)
            self.send_header("ETag", ETAG)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml; charset=utf-8")
        self.send_header("ETag", ETAG)
        self.send_header("Last-Modified", MODIFIED)
        self.send_header("Content-Length", str(len(FEED)))
        self.end_headers()
        self.wfile.write(FEED)


@pytest.fixture()
def server():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.requests = []
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd
    httpd.shutdown()
    httpd.server_close()


def url(server, path):
    return f"http://127.0.0.1:{server.server_address[1]}{path}"


def test_a_url_is_fetched_with_feedparser_keys(server):
    d = feedwright.parse(url(server, "/feed"), agent="tester/1", referrer="https://r.example/")
    assert d.bozo is False and d.feed.title == "Served"
    assert d.status == 200 and d.href == url(server, "/feed")
    assert d.etag == ETAG and d.modified == MODIFIED
    assert d.headers["content-type"].startswith("application/rss+xml")
    # Relative links resolve against the URL the feed came from.
    assert d.entries[0].link == url(server, "/posts/1")
    _, sent = server.requests[-1]
    assert sent.get("user-agent") == "tester/1" and sent.get("referer") == "https://r.example/"


def test_conditional_get_gives_304(server):
    d = feedwright.parse(url(server, "/feed"), etag=ETAG)
    assert d.status == 304 and d.entries == [] and d.feed == {} and d.bozo is False
    assert d.debug_message


def test_a_permanent_redirect_reports_301_and_the_new_href(server):
    d = feedwright.parse(url(server, "/moved"))
    assert d.status == 301 and d.href == url(server, "/feed") and d.feed.title == "Served"


def test_a_non_xml_content_type_is_bozo(server):
    d = feedwright.parse(url(server, "/page"))
    assert d.bozo and isinstance(d.bozo_exception, feedwright.NonXMLContentType)
    assert d.feed.title == "Served"


def test_a_failed_request_is_a_bozo_result():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    d = feedwright.parse(f"http://127.0.0.1:{port}/feed")
    assert d.bozo and d.bozo_exception is not None and d.entries == []


def test_an_error_status_gives_status_href_and_headers(server):
    url = "http://127.0.0.1:%d/missing" % server.server_address[1]
    d = feedwright.parse(url)
    assert d.status == 404
    assert d.href == url
    assert d.headers["content-type"] == "text/html; charset=utf-8"
    assert d.bozo
    assert d.entries == []
