#!/usr/bin/env bash
# Inputs that cost a careless reader cubic, quadratic or unbounded time, timed on the release
# binary: each must answer or refuse in well under a second, and the full-size reproducers
# (names repeated a million times, many-word names) under 3 s and 256 MiB. Median of RUNS runs.
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
# Issue 54: one name 1.8 million times (16.2 MB), a spec listing one device 1.2 million times,
# a 4 MB name of many short words.
open(f"{out}/repeated-names.txt", "w").write("iPhone X\n" * 1800000)
element = {"name": "e", "relativeTo": "safeArea", "left": 0, "right": 0, "top": 0, "height": 10}
open(f"{out}/repeated-devices.json", "w").write(json.dumps(
    {"devices": ["iPhone X"] * 1200000, "elements": [element], "assertions": [{"element": "e", "insideSafeArea": True}]}))
open(f"{out}/many-words.jsonl", "w").write(json.dumps({"command": "insets", "device": "x " * 2000000}) + "\n")
PY
profiles=("--profiles" "Profiles"); for _ in $(seq 999); do profiles+=(--profiles Profiles); done

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
time_case "insets: 1.8 million repeated --devices-from names" "$BIN" insets --devices-from "$out/repeated-names.txt" -f jsonl
time_case "check: a spec listing one device 1.2 million times" "$BIN" check "$out/repeated-devices.json"
time_case "devices: --profiles DIR given 1,000 times" "$BIN" devices "${profiles[@]}"
time_case "batch: a 4 MB device name of many short words" "$BIN" batch "$out/many-words.jsonl"
# Peak memory of the two repeated inputs, which held 2.2 and 1.5 GiB.
if [ -x /usr/bin/time ]; then
    for input in "insets --devices-from $out/repeated-names.txt -f jsonl" "check $out/repeated-devices.json"; do
        # shellcheck disable=SC2086
        /usr/bin/time -f '%M' -o "$out/peak.txt" "$BIN" $input > /dev/null 2>&1 || true
        peak=$(tail -1 "$out/peak.txt")
        printf '  %-46s %8s KiB\n' "peak: ${input%% *} (issue 54)" "$peak"
    done
fi
