#!/usr/bin/env bash
# The release binary answers exactly as the debug binary the tests run: the release build has
# compiler settings of its own (optimisation, a static executable, generic metadata laid out at
# build time), and no test runs it. So CI holds its stdout, stderr and exit status byte for byte
# to the tested build's on every command over the whole catalogue (bundled and loaded from
# Profiles/), on pictures, help texts and bad input, and on a seeded batch of every command in
# every accepted form. Each case also states the exit status it must have and, when it succeeds,
# that it printed something: two binaries agreeing on a usage error would prove nothing.
# Usage: release-matches-debug.sh RELEASE DEBUG (run by `make release-matches-debug`)
set -euo pipefail
release=$(realpath "${1:?usage: release-matches-debug.sh RELEASE DEBUG}")
debug=$(realpath "${2:?usage: release-matches-debug.sh RELEASE DEBUG}")
for binary in "$release" "$debug"; do
    [ -x "$binary" ] || { echo "release-matches-debug: no executable at $binary" >&2; exit 2; }
done
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Tests/Benchmarks/make-mixed.py 3000 "$work/mix.jsonl"
# CSV holds one command and one shape: insets lines alone (the few whose pair the device lacks
# fail, so the run exits 1 after answering the rest).
python3 Tests/Benchmarks/make-mixed.py 1000 "$work/insets.jsonl" insets
failed=0
compare() { # label, expected exit status, standard input, then the arguments
    local label=$1 expected=$2 input=$3
    shift 3
    local status_release=0 status_debug=0
    "$release" "$@" >"$work/release.out" 2>"$work/release.err" <"$input" || status_release=$?
    "$debug" "$@" >"$work/debug.out" 2>"$work/debug.err" <"$input" || status_debug=$?
    if [ "$status_debug" != "$expected" ]; then
        echo "release-matches-debug: '$label' exits $status_debug, expected $expected:" >&2
        head -3 "$work/debug.err" >&2
        failed=1
    elif [ "$expected" = 0 ] && [ ! -s "$work/debug.out" ]; then
        echo "release-matches-debug: '$label' printed nothing" >&2
        failed=1
    fi
    if [ "$status_release" != "$status_debug" ] || ! cmp -s "$work/release.out" "$work/debug.out" \
        || ! cmp -s "$work/release.err" "$work/debug.err"; then
        echo "release-matches-debug: '$label' differs (release exits $status_release, debug $status_debug)" >&2
        diff "$work/debug.out" "$work/release.out" | head -5 >&2 || true
        diff "$work/debug.err" "$work/release.err" | head -5 >&2 || true
        failed=1
    fi
}
none=/dev/null
mix=$work/mix.jsonl
hierarchy=Tests/SafeAreaCLITests/Fixtures/reader.json
compare "insets" 0 $none insets -d all -o all -f jsonl
compare "insets, loaded profiles" 0 $none insets --profiles Profiles -d all -o all -f jsonl
compare "insets text" 0 $none insets -d all -o all --navigation-bar large --tab-bar --wide
compare "scroll" 0 $none scroll -d all -o all --content-size 400x3000 --behavior always -f csv
compare "table" 0 $none table -d all -o all --style insetGrouped -f json
compare "collection" 0 $none collection -d all -o all --item-size 100x100 --items 12 --reference fromSafeArea -f jsonl
compare "css" 0 $none css -d all -o all -f jsonl
compare "css stylesheet" 0 $none css -d all -o all -f css
compare "devices" 0 $none devices --sources -f jsonl
compare "policy" 0 $none policy "$hierarchy" -d all -o all -f jsonl
compare "policy, standard input" 0 "$hierarchy" policy - -d iphone-x -o all
compare "draw" 0 $none draw -d iphone-16-pro -o landscapeLeft --ios 18 --tab-bar
compare "check" 1 $none check Tests/SafeAreaCLITests/Fixtures/checkout.json --format json
compare "batch" 0 "$mix" batch
compare "batch, one thread" 0 "$mix" batch -j 1
compare "batch, csv" 1 "$work/insets.jsonl" batch -f csv
compare "manual page" 0 $none man
compare "completions" 0 $none completions zsh
compare "help" 0 $none insets --help
compare "unknown device" 2 $none insets -d 'iPhone 16 Prp'
compare "ambiguous device" 2 $none insets -d 'iPhone SE'
compare "unknown option" 2 $none scroll --content-sise 400x3000
if [ "$failed" != 0 ]; then exit 1; fi
echo "release-matches-debug: the release binary answers as the tested one"
