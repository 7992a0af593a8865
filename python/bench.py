#!/usr/bin/env python3
"""Times feedwright.parse next to the other Python feed parsers, in one
process, on the same bytes: feedparser 6, feedparser-rs and fastfeedparser
(each when installed), over ../shared/realworld/files and the synthetic
feeds of ../shared/bench/gen_large.py (written to a temporary folder).

Every parser reads each corpus once per round, the parsers taking turns
within a round; the table gives the median over the rounds of each
parser's time, and its ratio to feedwright's in the same rounds. A parser
that raises on a document is timed on the others, and the count says so.
feedwright is also timed over 1 and 2 threads (the parse releases the GIL),
and without sanitizing or resolving URLs, which is what fastfeedparser does
(none of either): the last line compares the two like for like.

    python3 python/bench.py [--rounds 5] [--no-synthetic]
"""

import argparse
import concurrent.futures
import functools
import importlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
# The package's source folder is beside this script: import the installed package.
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]
SHARED = os.environ.get("FEEDWRIGHT_SHARED", os.path.join(os.path.dirname(os.path.dirname(HERE)), "shared"))


def parsers():
    """(name, parse function) for each parser that is installed."""
    found = []
    for name, module, call in [
        ("feedwright", "feedwright", lambda m: m.parse),
        (UNSANITIZED, "feedwright", unsanitized),
        ("feedparser", "feedparser", lambda m: m.parse),
        ("feedparser-rs", "feedparser_rs", lambda m: m.parse),
        ("fastfeedparser", "fastfeedparser", lambda m: m.parse),
    ]:
        try:
            found.append((name, call(importlib.import_module(module))))
        except ImportError:
            print(f"{name}: not installed, left out", file=sys.stderr)
    return found


# feedwright with its HTML left as written: no sanitizing, no URL resolving.
UNSANITIZED = "feedwright, HTML as written"


def unsanitized(module):
    return functools.partial(module.parse, sanitize_html=False, resolve_relative_uris=False)


def load(folder):
    names = sorted(n for n in os.listdir(folder) if not n.startswith("."))
    return [(n, open(os.path.join(folder, n), "rb").read()) for n in names]


def synthetic():
    """The synthetic feeds, generated into a temporary folder."""
    script = os.path.join(SHARED, "bench", "gen_large.py")
    if not os.path.exists(script):
        return []
    out = tempfile.mkdtemp(prefix="feedwright-bench-")
    for fmt in ("rss", "atom"):
        path = os.path.join(out, f"{fmt}_10mb.xml")
        argv = [sys.executable, script, "--format", fmt, "--size-mb", "10", "--seed", "42", "--out", path]
        subprocess.run(argv, check=True, capture_output=True)
    return load(out)


def readable(parse, docs):
    """The documents `parse` reads without raising."""
    kept = []
    for name, data in docs:
        try:
            parse(data)
            kept.append((name, data))
        except Exception:  # noqa: BLE001 (any failure leaves the document out)
            pass
    return kept


def timed(parse, docs):
    start = time.perf_counter()
    for _, data in docs:
        parse(data)
    return time.perf_counter() - start


def threaded(parse, docs, threads):
    """The time to read `docs` once with `threads` threads sharing them."""
    with concurrent.futures.ThreadPoolExecutor(threads) as pool:
        start = time.perf_counter()
        list(pool.map(lambda doc: parse(doc[1]), docs))
        return time.perf_counter() - start


def bench(corpus, docs, found, rounds):
    total = sum(len(d) for _, d in docs)
    print(f"\n{corpus}: {len(docs)} documents, {total / 1e6:.1f} MB, median of {rounds} rounds")
    ours = dict(found)["feedwright"]
    mine = readable(ours, docs)
    rows = []
    for name, parse in found:
        theirs = readable(parse, mine) if name != "feedwright" else mine
        times, base = [], []
        for _ in range(rounds):
            times.append(timed(parse, theirs))
            base.append(timed(ours, theirs))
        t, b = statistics.median(times), statistics.median(base)
        # feedwright's own row is the reference: its ratio is 1 by definition.
        rows.append((name, len(theirs), t, 1.0 if name == "feedwright" else t / b))
    print(f"| parser | documents | time | time / feedwright's |")
    print(f"|---|---:|---:|---:|")
    for name, n, t, ratio in rows:
        print(f"| {name} | {n} | {t * 1000:.0f} ms | {ratio:.2f} |")
    parses = dict(found)
    if UNSANITIZED in parses and "fastfeedparser" in parses:
        # On the documents fastfeedparser reads, in rounds of their own.
        fast, plain = parses["fastfeedparser"], parses[UNSANITIZED]
        theirs = readable(fast, mine)
        times, base = [], []
        for _ in range(rounds):
            times.append(timed(fast, theirs))
            base.append(timed(plain, theirs))
        like = statistics.median(times) / statistics.median(base)
        print(f"fastfeedparser / feedwright with HTML as written (neither sanitizes): {like:.2f}")
    one = statistics.median(threaded(ours, mine, 1) for _ in range(rounds))
    two = statistics.median(threaded(ours, mine, 2) for _ in range(rounds))
    print(f"feedwright threads: 1: {one * 1000:.0f} ms, 2: {two * 1000:.0f} ms, speedup {one / two:.2f}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--no-synthetic", action="store_true")
    args = ap.parse_args(argv)
    warnings.simplefilter("ignore")
    found = parsers()
    if "feedwright" not in dict(found):
        print("feedwright is not installed: pip install ./python", file=sys.stderr)
        return 1
    files = os.path.join(SHARED, "realworld", "files")
    if os.path.isdir(files):
        bench("realworld", load(files), found, args.rounds)
    else:
        print(f"{files} is absent: no real feeds to time", file=sys.stderr)
    if not args.no_synthetic:
        docs = synthetic()
        if docs:
            bench("synthetic", docs, found, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
