#!/usr/bin/env bash
# batch throughput against jq on the same generated file of mixed scroll queries, the whole
# device x orientation x behaviour x section-reference matrix, and peak memory for 10,000 against
# 1,000,000 lines. Run through `make bench`, which sets BIN. LINES and RUNS may be overridden.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${BIN:?run through make bench}"
LINES=${LINES:-1000000}
RUNS=${RUNS:-3}
out=.build/bench
mkdir -p "$out"
queries="$out/queries-$LINES.jsonl"
[ -f "$queries" ] || python3 Tests/Benchmarks/make-queries.py "$LINES" "$queries"
[ -f "$out/queries-10000.jsonl" ] || python3 Tests/Benchmarks/make-queries.py 10000 "$out/queries-10000.jsonl"
matrix="$out/matrix.jsonl"
: > "$matrix"
for behavior in never scrollableAxes always automatic; do
    for reference in fromContentInset fromSafeArea fromLayoutMargins; do
        echo "{\"command\":\"collection\",\"device\":\"all\",\"orientation\":\"all\",\"behavior\":\"$behavior\",\"reference\":\"$reference\"}" >> "$matrix"
    done
done

python3 - "$BIN" "$queries" "$out/queries-10000.jsonl" "$matrix" "$RUNS" "$LINES" <<'PY'
import resource, statistics, subprocess, sys, time

binary, queries, small, matrix, runs, lines = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), int(sys.argv[6])

def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}")
    return elapsed

def peak_kib(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before

# Alternate the two so that the machine's drift touches both alike.
jq, ours = [], []
for _ in range(runs):
    jq.append(timed(["jq", "-c", ".", queries]))
    ours.append(timed([binary, "batch", queries]))
jq_median, our_median = statistics.median(jq), statistics.median(ours)
print(f"batch, {lines:,} scroll queries, median of {runs} runs:")
print(f"  jq -c .          {jq_median:7.3f} s   {lines / jq_median:12,.0f} lines/s")
print(f"  safearea batch   {our_median:7.3f} s   {lines / our_median:12,.0f} lines/s   {jq_median / our_median:5.1f}x jq (target >= 10x)")

matrix_times = [timed([binary, "batch", matrix]) for _ in range(runs)]
print(f"matrix (every device x orientation x 4 behaviours x 3 references, 12 lines): "
      f"{statistics.median(matrix_times) * 1000:.0f} ms median (target < 100 ms)")

# ru_maxrss of children is the largest so far, so measure the small run in its own process tree.
small_peak = int(subprocess.run(
    [sys.executable, "-c", "import resource,subprocess,sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True); "
     "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)", binary, "batch", small],
    capture_output=True, text=True, check=True).stdout)
large_peak = int(subprocess.run(
    [sys.executable, "-c", "import resource,subprocess,sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True); "
     "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)", binary, "batch", queries],
    capture_output=True, text=True, check=True).stdout)
print(f"peak memory: 10,000 lines {small_peak:,} KiB, {lines:,} lines {large_peak:,} KiB "
      f"= {large_peak / small_peak:.2f}x (target <= 1.5x)")
PY
