#!/usr/bin/env bash
# The release binary answers exactly as the debug binary the tests run: the release build has
# compiler settings of its own (optimisation, a static executable, generic metadata laid out at
# build time), so CI holds its bytes, stderr and exit status to the tested build's on every
# command over the whole catalogue, and on a seeded batch of every command in every accepted form.
# Usage: release-matches-debug.sh RELEASE DEBUG
set -euo pipefail
cd "$(dirname "$0")/../.."
release=${1:?release binary} debug=${2:?debug binary}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Tests/Benchmarks/make-mixed.py 3000 "$work/mix.jsonl"
failed=0
compare() { # label, then the arguments
    local label=$1
    shift
    local status_release=0 status_debug=0
    "$release" "$@" >"$work/release.out" 2>"$work/release.err" <"$work/mix.jsonl" || status_release=$?
    "$debug" "$@" >"$work/debug.out" 2>"$work/debug.err" <"$work/mix.jsonl" || status_debug=$?
    if [ "$status_release" != "$status_debug" ] || ! cmp -s "$work/release.out" "$work/debug.out" \
        || ! cmp -s "$work/release.err" "$work/debug.err"; then
        echo "release-matches-debug: '$label' differs (exit $status_release against $status_debug)" >&2
        diff "$work/debug.out" "$work/release.out" | head -5 >&2 || true
        failed=1
    fi
}
compare "insets" insets -d all -o all -f jsonl
compare "insets text" insets -d all -o all --navigation-bar large --tab-bar --wide
compare "scroll" scroll -d all -o all --content-size 400x3000 --behavior always -f csv
compare "table" table -d all -o all --style insetGrouped -f json
compare "collection" collection -d all -o all --item-size 100x100 --items 12 --reference fromSafeArea -f jsonl
compare "css" css -d all -o all -f jsonl
compare "devices" devices --sources -f jsonl
compare "policy" policy Tests/SafeAreaCLITests/Fixtures/reader.json -d all -o all -f jsonl
compare "check" check Tests/SafeAreaCLITests/Fixtures/checkout.json --format json
compare "batch" batch
compare "batch, one thread" batch -j 1 -f csv
compare "bad input" insets -d 'iPhone 16 Prp'
if [ "$failed" != 0 ]; then exit 1; fi
echo "release-matches-debug: the release binary answers as the tested one"
