#!/usr/bin/env bash
# Inputs that cost a careless reader cubic, quadratic or unbounded time, timed on the release
# binary: each must answer or refuse in well under a second. Median wall time of RUNS runs each.
# Run through `make bench`, which sets BIN.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${BIN:?run through make bench}"
RUNS=${RUNS:-5}
out=${OUT:-.build/bench}
mkdir -p "$out"

python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
open(f"{out}/dashes.jsonl", "w").write(json.dumps({"command": "insets", "device": "-" * 10000}) + "\n")
open(f"{out}/long-name.jsonl", "w").write(json.dumps({"command": "insets", "device": "x" * 300000}) + "\n")
controllers = {"c0": {}}
for i in range(1, 10000):
    controllers[f"c{i - 1}"]["presents"] = f"c{i}"
    controllers[f"c{i}"] = {}
controllers["c9999"]["prefersStatusBarHidden"] = True
open(f"{out}/chain.json", "w").write(json.dumps(
    {"device": "iPhone X", "windows": [{"name": "main", "root": "c0"}], "viewControllers": controllers}))
assertion = {"query": {"command": "insets"}, "field": "safeAreaInsets.top", "equals": 44}
open(f"{out}/assertions.json", "w").write(json.dumps(
    {"devices": ["iPhone X"], "orientations": ["portrait"], "assertions": [assertion] * 1000}, indent=1))
PY

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
time_case() {  # name, then the command
    local name=$1; shift
    local samples=""
    for _ in $(seq "$RUNS"); do
        local start end
        start=$(date +%s%N)
        "$@" > /dev/null 2>&1 || true
        end=$(date +%s%N)
        samples+="$(( (end - start) / 1000 ))"$'\n'
    done
    printf '  %-46s %8.1f ms\n' "$name" "$(printf '%s' "$samples" | median | awk '{print $1 / 1000}')"
}
tabs=(); for _ in $(seq 40000); do tabs+=(--tab-bar); done
echo "reliability: median of $RUNS runs"
time_case "40,000 x --tab-bar (refused)" "$BIN" insets -d 'iPhone X' "${tabs[@]}"
time_case "batch: a device named 10,000 dashes" "$BIN" batch "$out/dashes.jsonl"
time_case "batch: a 300 KB device name" "$BIN" batch "$out/long-name.jsonl"
time_case "policy: a 10,000-controller presentation chain" "$BIN" policy "$out/chain.json" -f jsonl
time_case "check: 1,000 assertions" "$BIN" check "$out/assertions.json"
