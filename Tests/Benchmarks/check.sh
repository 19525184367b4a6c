#!/usr/bin/env bash
# `safearea check` on a spec over the whole catalogue in every orientation: four elements, each
# assertion kind, a query that runs `scroll` on every pair.
# Reports the median wall time of RUNS runs against the target (< 200 ms). Run through
# `make bench`, which sets BIN. The spec fails on some pairs on purpose, so exit 1 is expected;
# only exit 2 (a bad spec) stops the benchmark.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${BIN:?run through make bench}"
RUNS=${RUNS:-21}
out=${OUT:-.build/bench}
mkdir -p "$out"
spec="$out/check-catalogue.json"
cat > "$spec" <<'JSON'
{
  "devices": "all", "orientations": "all",
  "elements": [
    {"name": "buy", "relativeTo": "screen", "left": 16, "right": 16, "bottom": 16, "height": 50},
    {"name": "close", "relativeTo": "safeArea", "top": 8, "right": 8, "width": 44, "height": 44},
    {"name": "title", "relativeTo": "layoutMargins", "left": 0, "right": 0, "top": 0, "height": 30},
    {"name": "badge", "relativeTo": "screen", "left": 0, "top": 0, "width": 60, "height": 60}
  ],
  "assertions": [
    {"element": "buy", "insideSafeArea": true},
    {"element": "buy", "clearOf": ["homeIndicator", "tabBar", "toolbar"]},
    {"element": "close", "minSize": {"width": 44, "height": 44}},
    {"element": "close", "clearOf": ["sensorHousing", "statusBar", "navigationBar"]},
    {"element": "title", "insideLayoutMargins": true},
    {"element": "badge", "clearOf": ["sensorHousing", "statusBar"]},
    {"query": {"command": "scroll", "contentSize": "390x2000"}, "field": "adjustedContentInset.top", "atLeast": 44}
  ]
}
JSON

python3 - "$BIN" "$spec" "$RUNS" <<'PY'
import statistics, subprocess, sys, time

binary, spec, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 1):
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr}")
    return elapsed

summary = subprocess.run([binary, "check", spec], capture_output=True, text=True).stdout.splitlines()[0]
for _ in range(3):
    timed([binary, "check", spec])
times = {fmt: [] for fmt in ("text", "json", "junit", "github")}
for _ in range(runs):
    for fmt in times:
        times[fmt].append(timed([binary, "check", spec, "--format", fmt]))
print(f"check, whole catalogue x every orientation x 7 assertions, median of {runs} runs:")
print(f"  {summary.split(': ', 1)[1]}")
for fmt, samples in times.items():
    target = "   (target < 200 ms)" if fmt == "text" else ""
    print(f"  --format {fmt:7} {statistics.median(samples) * 1000:6.1f} ms{target}")
PY

# Per pair and assertion: 40 geometric assertions against 40 query assertions (each a different
# field of a different query: insets, scroll, table, css), over the whole catalogue in every
# orientation, each less the same spec with one assertion only (target: queries no slower than
# geometry).
python3 - "$BIN" "$out" "$RUNS" <<'PY'
import json, statistics, subprocess, sys, time

binary, out, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
base = {"devices": "all", "orientations": "all",
        "elements": [{"name": "e%d" % i, "relativeTo": "safeArea", "left": i, "top": i, "width": 44, "height": 44} for i in range(10)]}
geometric = [{"element": "e%d" % (i % 10), kind: value} for i, (kind, value) in enumerate(
    [("insideSafeArea", True), ("clearOf", ["homeIndicator", "statusBar"]), ("minSize", {"width": 44, "height": 44}), ("insideLayoutMargins", True)] * 10)]
queries = []
fields = {"insets": ["safeAreaInsets.top", "layoutMargins.left", "safeAreaFrame.height", "viewFrame.width"],
          "scroll": ["adjustedContentInset.top", "contentOffset.y", "scrollViewSafeAreaInsets.bottom"],
          "table": ["cellContentViewFrame.width", "separatorInset.left"],
          "css": ["env.top"]}
for i in range(40):
    command = list(fields)[i % 4]
    query = {"command": command}
    if command == "scroll": query["contentSize"] = "390x%d" % (400 + 100 * i)
    if command == "table": query["rowHeight"] = 44 + i
    queries.append({"query": query, "field": fields[command][i % len(fields[command])], "atLeast": -1000})
specs = {}
# A spec needs one assertion: every spec has this one, and the baseline has only it.
first = {"element": "e0", "insideSafeArea": True}
for name, assertions in (("none", []), ("geometric", geometric), ("query", queries)):
    path = f"{out}/check-per-pair-{name}.json"
    json.dump(dict(base, assertions=[first] + assertions), open(path, "w"))
    specs[name] = path

def timed(path):
    start = time.perf_counter()
    result = subprocess.run([binary, "check", path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"failed ({result.returncode}): {path}\n{result.stderr}")
    return time.perf_counter() - start

pairs = sum(1 for line in subprocess.run([binary, "insets", "-d", "all", "-o", "all", "-f", "jsonl"], capture_output=True, text=True).stdout.splitlines())
samples = {name: [] for name in specs}
for _ in range(runs):
    for name, path in specs.items():
        samples[name].append(timed(path))
empty = statistics.median(samples["none"])
print(f"check per pair and assertion ({pairs} pairs x 40 assertions, less the spec without assertions), median of {runs} runs:")
for name in ("geometric", "query"):
    per = (statistics.median(samples[name]) - empty) / (pairs * 40) * 1e6
    print(f"  {name:10} {per:6.2f} us")
PY
