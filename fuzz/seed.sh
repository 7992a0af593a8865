#!/usr/bin/env bash
# Seeds each fuzz target's corpus from the repository's fixtures.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p corpus/parse corpus/encoding corpus/dates corpus/roundtrip corpus/html corpus/check
find ../fixtures -name '*.xml' -o -name '*.json' | while read -r f; do
    name=$(echo "$f" | tr '/' '_')
    cp "$f" "corpus/parse/$name"
    cp "$f" "corpus/roundtrip/$name"
    cp "$f" "corpus/encoding/$name"
    cp "$f" "corpus/html/$name"
    cp "$f" "corpus/check/$name"
done
grep -rhoE '<(pubDate|updated|published|dc:date|lastBuildDate)>[^<]*' ../fixtures \
    | sed -E 's/^<[^>]*>//' | sort -u | head -200 | nl -w1 -s' ' \
    | while read -r n d; do printf '%s' "$d" > "corpus/dates/$n"; done
# The sanitizer's vector list, one seed a vector (escapes as written).
n=0
grep -vE '^(#|$)' ../tests/data/xss-vectors.txt | while IFS= read -r v; do
    n=$((n + 1))
    printf '%s' "$v" > "corpus/html/xss-$n"
done
