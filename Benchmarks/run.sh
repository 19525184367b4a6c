#!/usr/bin/env bash
# One `insets` query against a bare Swift program that prints a line, both release builds with the
# Swift runtime linked statically. Reports the median wall time of many runs of each and the ratio
# (target: at most 1.5x). Run through `make bench`, which sets BIN.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${BIN:?run through make bench}"
RUNS=${RUNS:-400}
out=bench-out
mkdir -p "$out"
swiftc -O -static-stdlib Benchmarks/baseline.swift -o "$out/baseline" 2>/dev/null

# Median microseconds of $RUNS runs of a command line, timed one by one in Python.
median_us() {
    python3 - "$RUNS" "$@" <<'PY'
import subprocess, sys, time, statistics
runs = int(sys.argv[1]); cmd = sys.argv[2:]
for _ in range(20):
    subprocess.run(cmd, stdout=subprocess.DEVNULL)
samples = []
for _ in range(runs):
    start = time.perf_counter_ns()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    samples.append((time.perf_counter_ns() - start) / 1000)
print(f"{statistics.median(samples):.0f}")
PY
}

baseline=$(median_us "$out/baseline")
query=$(median_us "$BIN" insets -d "iPhone 16 Pro" -o landscapeLeft)
matrix=$(median_us "$BIN" insets -d all -o all -f jsonl)
python3 - "$baseline" "$query" "$matrix" <<'PY'
import sys
b, q, m = (float(x) for x in sys.argv[1:])
print(f"bare Swift program (prints a line):        {b:8.0f} us")
print(f"safearea insets, one device x orientation: {q:8.0f} us   {q / b:.2f}x the bare program (target <= 1.5x)")
print(f"safearea insets, whole catalogue x 4:      {m:8.0f} us   {m / b:.2f}x")
PY
