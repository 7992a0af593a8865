"""The API surface: feedparser's arguments, aliases, attributes, dates,
bozo exceptions, pickling, threads; and the typed model."""

import datetime
import io
import pickle
import threading
import time
import warnings
import xml.sax

import pytest

import feedwright

RSS = b"""<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel>
  <title>Example</title><link>https://example.org/</link>
  <description>What is new</description>
  <copyright>CC BY</copyright>
  <item>
    <title>First</title><link>https://example.org/1</link>
    <guid isPermaLink="false">urn:1</guid>
    <description>Hello &lt;b&gt;world&lt;/b&gt;</description>
    <pubDate>Thu, 03 Dec 2026 10:52:34 GMT</pubDate>
    <category>news</category>
    <enclosure url="https://example.org/1.mp3" length="12" type="audio/mpeg"/>
  </item>
</channel></rss>
"""


def test_result_keys_and_aliases():
    d = feedwright.parse(RSS)
    assert d.bozo is False and "bozo_exception" not in d
    assert d.version == "rss20" and d.encoding == "utf-8" and d.headers == {}
    assert d["channel"] is d["feed"] and d.channel.title == "Example"
    assert d["items"] is d["entries"]
    assert d.feed.description == d.feed.subtitle == "What is new"
    assert d.feed.copyright == d.feed.rights == "CC BY"
    e = d.entries[0]
    assert e.guid == e.id == "urn:1"
    assert e.description == e.summary == "Hello <b>world</b>"
    assert e.category == "news" and e.tags[0].term == "news"
    assert e.enclosures == [{"href": "https://example.org/1.mp3", "length": "12", "type": "audio/mpeg"}]
    assert e.issued == e.published
    assert "description" in e and "nothing" not in e and e.get("nothing", 5) == 5
    with pytest.raises(AttributeError):
        e.nothing
    with pytest.raises(KeyError):
        e["nothing"]
    assert isinstance(e, dict) and isinstance(e, feedwright.FeedParserDict)


def test_updated_falls_back_to_published_with_a_warning():
    e = feedwright.parse(RSS).entries[0]
    assert "updated" not in e
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert e.updated == e.published
    assert caught and issubclass(caught[0].category, DeprecationWarning)


def test_dates_are_struct_time_in_utc():
    e = feedwright.parse(RSS).entries[0]
    assert isinstance(e.published_parsed, time.struct_time)
    assert tuple(e.published_parsed) == (2026, 12, 3, 10, 52, 34, 3, 337, 0)
    assert e.issued_parsed == e.published_parsed


def test_every_kind_of_input():
    expected = feedwright.parse(RSS).feed.title
    assert feedwright.parse(io.BytesIO(RSS)).feed.title == expected
    assert feedwright.parse(io.StringIO(RSS.decode())).feed.title == expected
    assert feedwright.parse(RSS.decode()).feed.title == expected
    assert feedwright.parse(bytearray(RSS)).feed.title == expected


def test_files_by_name_and_path(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_bytes(RSS)
    assert feedwright.parse(str(path)).feed.title == "Example"
    assert feedwright.parse(path).feed.title == "Example"
    assert feedwright.parse(path.as_uri()).feed.title == "Example"


def test_bad_arguments_raise_type_error():
    with pytest.raises(TypeError):
        feedwright.parse(42)
    with pytest.raises(TypeError):
        feedwright.parse(RSS, response_headers=["not", "a", "mapping"])
    with pytest.raises(TypeError):
        feedwright.parse("https://example.org/feed", modified=3.5)


def test_bozo_exceptions_have_feedparser_classes():
    d = feedwright.parse(b'<rss version="2.0"><channel><title>A & B</title></channel></rss>')
    assert d.bozo and isinstance(d.bozo_exception, xml.sax.SAXParseException)
    assert isinstance(d.bozo_exception, feedwright.SAXParseException)
    assert d.bozo_exception.getLineNumber() == 1
    assert d.feed.title == "A & B"
    latin = b'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>caf\xe9</title></channel></rss>'
    d = feedwright.parse(latin)
    assert d.bozo and isinstance(d.bozo_exception, feedwright.CharacterEncodingOverride)
    assert isinstance(d.bozo_exception, feedwright.ThingsNobodyCaresAboutButMe)


def test_a_document_with_no_feed_is_bozo_not_an_exception():
    for junk in (b"", b"hello", b"<html><body>no feed</body></html>", b"\x00\xff" * 20):
        d = feedwright.parse(junk)
        assert d.bozo and d.bozo_exception is not None
        assert d.entries == [] and d.feed == {} and d.version == ""


def test_response_headers_give_charset_base_and_content_type():
    doc = '<rss version="2.0"><channel><title>Привет</title><item><link>a</link></item></channel></rss>'
    d = feedwright.parse(
        doc.encode("koi8-r"),
        response_headers={"Content-Type": "application/rss+xml; charset=koi8-r",
                          "Content-Location": "https://example.org/feeds/"},
    )
    assert d.feed.title == "Привет" and d.headers["Content-Type"].startswith("application/rss+xml")
    assert d.entries[0].link == "https://example.org/feeds/a"
    d = feedwright.parse(RSS, response_headers={"content-type": "text/html"})
    assert d.bozo and isinstance(d.bozo_exception, feedwright.NonXMLContentType)


def test_sanitizing_and_resolving_can_be_turned_off():
    doc = (b'<rss version="2.0"><channel><item><description>&lt;a href="x"&gt;x&lt;/a&gt;'
           b'&lt;script&gt;bad()&lt;/script&gt;</description></item></channel></rss>')
    sanitized = feedwright.parse(doc, response_headers={"content-location": "https://e.org/"}).entries[0].summary
    assert "script" not in sanitized and 'href="https://e.org/x"' in sanitized
    raw = feedwright.parse(doc, sanitize_html=False, resolve_relative_uris=False).entries[0].summary
    assert "<script>" in raw and 'href="x"' in raw


def test_results_pickle_and_copy():
    d = feedwright.parse(RSS)
    again = pickle.loads(pickle.dumps(d))
    assert again == d and type(again.feed) is feedwright.FeedParserDict
    assert again.entries[0].published_parsed == d.entries[0].published_parsed
    bozo = feedwright.parse(b'<rss version="2.0"><channel><title>A & B</title></channel></rss>')
    exc = pickle.loads(pickle.dumps(bozo)).bozo_exception
    assert type(exc) is feedwright.SAXParseException and exc.getLineNumber() == 1
    image = feedwright.parse(b'<rss version="2.0"><channel><image><url>u</url><description>d'
                             b'</description></image></channel></rss>').feed.image
    assert pickle.loads(pickle.dumps(image)) == image


def test_threads_parse_at_once():
    results = []

    def work():
        results.append(feedwright.parse(RSS * 1).feed.title)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == ["Example"] * 8


def test_the_collector_is_left_as_found_and_results_stay_collectable():
    import gc
    import weakref

    # The build holds Python's collector off; after it, the collector is
    # as the caller left it, also when the document is bozo.
    bozo = b'<rss version="2.0"><channel><title>A & B</title></channel></rss>'
    assert gc.isenabled()
    feedwright.parse(RSS)
    feedwright.parse(bozo)
    assert gc.isenabled()
    gc.disable()
    try:
        feedwright.parse(RSS)
        feedwright.parse(bozo)
        assert not gc.isenabled()
    finally:
        gc.enable()
    # The result's maps and lists are tracked: a cycle a caller makes
    # through one is still collected.
    d = feedwright.parse(RSS)
    assert gc.is_tracked(d) and gc.is_tracked(d.entries) and gc.is_tracked(d.entries[0])
    d.entries[0]["me"] = d
    gone = weakref.ref(d.entries[0])
    del d
    gc.collect()
    assert gone() is None


def test_typed_model_read_write_check():
    channel = feedwright.read(RSS)
    assert isinstance(channel, feedwright.Channel)
    assert channel.title.value == "Example" and channel.items[0].guid.value == "urn:1"
    channel.title.value = "Renamed"
    atom = feedwright.write_atom(channel)
    back = feedwright.read(atom)
    assert back.format == "atom10" and back.title.value == "Renamed"
    assert back.items[0].title.value == "First"
    assert b'"title": "Renamed"' in feedwright.write_json_feed(channel)
    assert feedwright.read(feedwright.write_rss(channel)).title.value == "Renamed"
    written = feedwright.write(feedwright.read(RSS), "atom")
    assert written.data.startswith(b"<?xml") and isinstance(written.losses, list)
    parsed = feedwright.read_parsed(b'<rss version="2.0"><channel><title>A & B</title></channel></rss>')
    assert parsed.warnings[0].position.line == 1 and parsed.warnings[0].kind.kind == "bare_ampersand"
    report = feedwright.check(RSS)
    assert isinstance(report.problems, list) and report.format == "rss20"
    for problem in report.problems:
        assert problem.rule and problem.severity in ("error", "warning", "info")
    with pytest.raises(ValueError):
        feedwright.read(b"not a feed")
    with pytest.raises(ValueError):
        feedwright.write(channel, "gopher")
    with pytest.raises(TypeError):
        feedwright.write_rss({"title": object()})


def test_check_takes_a_channel_built_by_hand():
    channel = feedwright.Channel(title={"value": "Notes", "type": "text"}, items=[{}])
    report = feedwright.check(channel)
    assert report.target == "rss" and report.document.startswith(b"<?xml")
    found = {(p.rule, p.field) for p in report.problems}
    assert ("rss2-item-title-or-description", "items[0].title") in found
    assert ("empty-required", "description") in found
    channel.icon = {"value": "https://example.org/icon.png"}
    lost = [p for p in feedwright.check(channel).problems if p.kind == "write"]
    # The icon RSS cannot hold, and the item's title or description RSS requires.
    assert [(p.rule, p.field) for p in lost] == [
        ("write-loss", "icon"),
        ("write-loss", "items[0].title"),
    ]
    with pytest.raises(TypeError):
        feedwright.check({"title": object()})


def test_modified_accepts_feedparser_forms():
    from feedwright._parse import _http_date
    when = (2026, 12, 3, 10, 52, 34, 3, 337, 0)
    assert _http_date(when) == "Thu, 03 Dec 2026 10:52:34 GMT"
    assert _http_date(time.struct_time(when)) == "Thu, 03 Dec 2026 10:52:34 GMT"
    moment = datetime.datetime(2026, 12, 3, 10, 52, 34, tzinfo=datetime.timezone.utc)
    assert _http_date(moment) == "Thu, 03 Dec 2026 10:52:34 GMT"


def test_detect_format_reads_only_what_it_needs():
    assert feedwright.detect_format(b"<rss version='2.0'><channel/></rss>") == "rss20"
    atom = b"<feed xmlns='http://www.w3.org/2005/Atom'><title>T</title></feed>"
    assert feedwright.detect_format(atom) == "atom10"
    assert feedwright.detect_format('{"version": "https://jsonfeed.org/version/1", "items": []}') == "json1"
    assert feedwright.detect_format(b"<html><body/></html>") is None
    assert feedwright.detect_format(b"") is None
    # The format is known at the root: a document cut short after it still has one.
    assert feedwright.detect_format(b"<rss version='0.91'><channel><title>T") == "rss091u"


def test_the_reader_limits_are_keyword_arguments():
    items = b"".join(b"<item><title>%d</title></item>" % i for i in range(10))
    doc = b"<rss version='2.0'><channel><title>T</title>" + items + b"</channel></rss>"
    d = feedwright.parse(doc, max_items=3)
    assert len(d.entries) == 3
    assert len(feedwright.parse(doc).entries) == 10
    assert len(feedwright.read(doc, max_items=4).items) == 4
    deep = b"<rss version='2.0'><channel><title>T</title>" + b"<x>" * 50 + b"</x>" * 50 + b"</channel></rss>"
    warned = feedwright.read_parsed(deep, max_depth=10).warnings
    assert any("depth" in w.message for w in warned), [w.message for w in warned]
    cut = feedwright.read_parsed(doc, max_input_bytes=120)
    assert len(cut.channel.items) < 10 and cut.warnings
    report = feedwright.check(doc, max_items=2)
    assert report.items == 2
    for bad in (-1, "3", 2.5, True):
        with pytest.raises(ValueError, match="max_items"):
            feedwright.parse(doc, max_items=bad)
    with pytest.raises(TypeError, match="unknown reader limit"):
        feedwright.read(doc, max_things=3)


def test_items_and_problems_are_typed_records():
    channel = feedwright.read(b"<rss version='2.0'><channel><title>T</title><item><title>One</title></item></channel></rss>")
    assert isinstance(channel, feedwright.Channel)
    assert isinstance(channel.items[0], feedwright.Item)
    report = feedwright.check(b"<rss version='2.0'><channel><title>T</title></channel></rss>")
    assert isinstance(report.problems[0], feedwright.Problem)


def test_a_report_exports_as_the_command_line_prints_it():
    import json
    import os

    report = feedwright.check(b"<rss version='2.0'><channel><title>T</title></channel></rss>")
    exported = json.loads(report.to_json("feed.xml", indent=2))
    assert exported["schema"] == "feedwright/check/1"
    assert exported["source"] == "feed.xml"
    assert exported["clean"] is False
    assert exported["problems"][0]["rule"] == "rss2-channel-link"
    assert set(exported["problems"][0]["position"]) == {"line", "column", "offset"}
    # Held to the schema the command line's output is held to, when the
    # validator library is installed.
    jsonschema = pytest.importorskip("jsonschema")
    schema_path = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "schemas", "check.json")
    with open(schema_path, encoding="utf-8") as fh:
        jsonschema.validate(exported, json.load(fh))


def test_keywords_build_a_feed_as_the_builders_do():
    episode = feedwright.Item(
        title="Episode 1",
        link="https://example.org/2",
        pub_date=datetime.datetime(2026, 6, 20, 9, 0, tzinfo=datetime.timezone.utc),
        content_html="<p>Feeds, out loud.</p>",
        authors=[{"name": "Ann", "email": "ann@example.org"}],
        categories=["podcast"],
        enclosures=[{"url": "https://example.org/2.mp3", "length": 24000000, "type": "audio/mpeg"}],
    )
    channel = feedwright.Channel(
        title="Ann's notes",
        link="https://example.org/",
        description="Notes",
        feed_url="https://example.org/feed.xml",
        items=[
            feedwright.Item(title="Hello", link="https://example.org/1",
                            pub_date="2026-06-01T09:00:00+02:00", content_text="Hi", authors=["Ann"]),
            episode,
        ],
    )
    assert isinstance(channel.items[0], feedwright.Item)
    assert [i.title.value for i in channel.items] == ["Episode 1", "Hello"]
    assert channel.last_build_date.raw == "2026-06-20T09:00:00+00:00"
    assert channel.items[0].guid.value == "https://example.org/2"
    for target in ("rss", "atom", "json"):
        written = feedwright.write(channel, target)
        back = feedwright.read(written.data)
        assert [i.title.value for i in back.items] == ["Episode 1", "Hello"], target
    report = feedwright.check(channel)
    assert report.target == "rss" and report.problems == []
    atom = feedwright.read(feedwright.write_atom(channel))
    assert atom.last_build_date.raw == "2026-06-20T09:00:00+00:00"


def test_keywords_that_do_not_build_say_why():
    # An item in the model's own form is checked as one built from keywords.
    undated = {"title": {"value": "x", "type": "text"}, "pub_date": {"raw": "soon"}}
    with pytest.raises(ValueError, match=r"items\[0\]\.pub_date: `soon` is not"):
        feedwright.Channel(title="T", link="https://example.org/", items=[undated])
    with pytest.raises(ValueError, match="not an absolute URL"):
        feedwright.Channel(title="T", link="example.org")
    with pytest.raises(TypeError, match="unknown field `colour`"):
        feedwright.Item(title="x", colour="red")
    with pytest.raises(TypeError):
        feedwright.Channel(title="T", link="https://example.org/", ttl="soon")


def test_keywords_build_a_podcast():
    show = feedwright.Channel(
        title="Talks", link="https://example.org/", description="Talks", language="en",
        podcast_category="Technology", podcast_image="https://example.org/cover.jpg",
        podcast_owner={"name": "Ann", "email": "ann@example.org"}, explicit=False,
        funding=[{"url": "https://example.org/donate", "label": "Support"}],
        items=[feedwright.Item(
            title="Episode 1", link="https://example.org/1", pub_date="2026-06-01T09:00:00Z",
            duration=3725, episode=1, transcript={"url": "https://example.org/1.vtt", "type": "text/vtt"},
            enclosures=[{"url": "https://example.org/1.mp3", "length": 9600000, "type": "audio/mpeg"}],
        )],
    )
    assert show.itunes.categories[0].text == "Technology"
    assert show.items[0].itunes.duration == "1:02:05"
    assert show.items[0].podcast.transcripts[0].media_type == "text/vtt"
    report = feedwright.check(show)
    assert [p.rule for p in report.problems if p.severity == "error"] == []
    rss = feedwright.write_rss(show)
    assert b"<itunes:duration>1:02:05</itunes:duration>" in rss
    assert b"podcast:funding" in rss
