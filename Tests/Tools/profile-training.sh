#!/usr/bin/env bash
# The run a profile-guided release build learns from (`make build PGO=1`, Linux): an instrumented
# binary answers what users send, and the counts it writes tell the optimiser which branches
# are taken and which calls are hot. Batch lines of every command in every accepted form (the
# seeded inputs of make-mixed.py, as `make bench` measures them, far smaller), on one thread
# and on several, as JSON Lines and CSV; and one question of each command as a person asks it
# in a shell, in each format, with a check spec and a hierarchy file.
# The lines are drawn from a seed of their own: the profile never sees the lines `make bench`
# times, only lines of the same kinds.
# Only speed depends on it: the answers are the same whatever the profile (CI holds the
# release binary to the debug one, make release-matches-debug).
# Usage: profile-training.sh BIN WORK (WORK: a folder for the inputs; LLVM_PROFILE_FILE set by
# the caller says where the counts go)
set -euo pipefail
binary=${1:?usage: profile-training.sh BIN WORK}
work=${2:?usage: profile-training.sh BIN WORK}
cd "$(dirname "$0")/../.."
mkdir -p "$work"
fixtures=Tests/SafeAreaCLITests/Fixtures

generate() { # name lines [make-mixed arguments]
    local file="$work/$1.jsonl"
    [ -f "$file" ] || python3 Tests/Benchmarks/make-mixed.py "$2" "$file" "${@:3}" --seed 2026
}
generate mix 20000
for command in scroll insets table collection css devices policy; do generate "$command" 4000 "$command"; done
generate strings 4000 --form strings
generate objects 4000 --form objects
generate sweep 4000 --sweep
generate fresh 4000 --fresh

# Exit status 1 is a line or an assertion that fails, which the inputs hold on purpose.
run() { "$binary" "$@" >/dev/null 2>&1 || [ $? -eq 1 ]; }

for input in "$work"/*.jsonl; do run batch "$input"; done
run batch --threads 1 "$work/mix.jsonl"
run batch --format csv "$work/insets.jsonl"
run batch - <"$fixtures/queries.jsonl"

device=(-d "iPhone 16 Pro" -o landscapeLeft)
for format in text json jsonl csv; do
    run insets "${device[@]}" -f "$format"
    run scroll "${device[@]}" --behavior automatic --content-size 402x2000 -f "$format"
    run table "${device[@]}" --style insetGrouped -f "$format"
    run collection "${device[@]}" --reference fromSafeArea --item-size 100x100 --items 12 -f "$format"
    run css "${device[@]}" --viewport-fit cover -f "$format"
    run devices -d "iPhone 16 Pro" -f "$format"
    run policy "$fixtures/player.json" -f "$format"
done
run insets --device all --orientation all
run insets --device all --orientation all -f jsonl
run --version
run insets --help
for format in text json junit github; do run check "$fixtures/checkout.json" --format "$format"; done
run check "$fixtures/check-issue.json"
run draw "${device[@]}"
