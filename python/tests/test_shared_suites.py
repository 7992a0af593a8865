"""feedparser's own test suite and the real-feed corpus of ../shared, run
through ``feedwright.parse`` in this process: the result is turned into the
feedparser view with ``plain()`` from ../shared/realworld/tools/fp_view.py,
as feedparser's own result is, and judged by the suites' own code."""

import json
import os
import tempfile
import warnings

import feedwright

from conftest import import_from, shared

VIEW_KEYS = ("bozo", "bozo_exception", "encoding", "version", "namespaces", "feed", "entries")

# What the command line scores (tests/ratchet.toml of the crate); the
# Python API must give the same results.
CLI_CONFORMANCE = 1364
CLI_REALWORLD = 99.50


def view_of(path):
    fp_view = import_from(shared("realworld", "tools"), "fp_view")
    with open(path, "rb") as fh:
        data = fh.read()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = feedwright.parse(data)
    return {k: fp_view.plain(dict.get(result, k)) for k in VIEW_KEYS}


def test_feedparser_conformance_suite():
    corpus = shared("conformance", "feedparser")
    run = import_from(shared("conformance"), "run")
    with open(os.path.join(corpus, "cases.json"), encoding="utf-8") as fh:
        cases = [c for c in json.load(fh) if c.get("convertible", True)]
    passed, failed = 0, []
    for case in cases:
        if run.skipped(case, run_module_cases=True):
            continue
        fails = run.judge(case, view_of(os.path.join(corpus, case["file"])))
        if fails:
            failed.append(f"{case['id']}: {' | '.join(fails)[:200]}")
        else:
            passed += 1
    print(f"\nconformance through feedwright.parse: {passed} passed, {len(failed)} failed")
    for line in failed[:20]:
        print("  " + line)
    assert passed >= CLI_CONFORMANCE, f"{passed} passed, the command line passes {CLI_CONFORMANCE}"


def test_realworld_score():
    corpus = shared("realworld")
    score_py = import_from(shared("realworld", "tools"), "score")
    files = os.path.join(corpus, "files")
    with tempfile.TemporaryDirectory(prefix="feedwright-score-") as out:
        for name in sorted(n for n in os.listdir(files) if not n.startswith(".")):
            view = view_of(os.path.join(files, name))
            record = score_py.to_feed_diff(name, view, None)
            with open(os.path.join(out, name + ".json"), "w", encoding="utf-8") as fh:
                json.dump(record, fh, ensure_ascii=False)
        report = os.path.join(out, "_report.json")
        score_py.compare.main([os.path.join(corpus, "feedparser"), out, "--top", "3", "--json", report])
        with open(report, encoding="utf-8") as fh:
            score = json.load(fh)["score"]
    print(f"\nreal-feed score through feedwright.parse: {score:.2f}")
    assert score >= CLI_REALWORLD - 0.1, f"score {score:.2f}, the command line scores {CLI_REALWORLD}"
