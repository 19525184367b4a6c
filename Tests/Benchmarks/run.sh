#!/usr/bin/env bash
# One `insets` query against a bare Swift program that prints a line, both release builds linked
# the same way (SWIFTC_FLAGS, from the Makefile). Runs the commands in turn, round after round, so
# that drift in the machine's speed touches all of them alike, and reports each one's median wall
# time and its ratio to the bare program (target for one query: at most 1.3x). Run through
# `make bench`, which sets BIN and SWIFTC_FLAGS.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${BIN:?run through make bench}" "${SWIFTC_FLAGS:?run through make bench}"
ROUNDS=${ROUNDS:-400}
out=.build/bench
mkdir -p "$out"
# shellcheck disable=SC2086 # the flags are words on purpose
swiftc $SWIFTC_FLAGS Tests/Benchmarks/baseline.swift -o "$out/baseline-linked"
# Both programs are timed as installed copies (`make install` copies with install(1)): a file the
# linker has just written through a memory map sits in the page cache in small pieces, and costs
# each start-up more page faults than the same bytes copied; run from where they were linked,
# the two would be timed unlike each other and unlike what users run.
cp "$out/baseline-linked" "$out/baseline"
cp "$BIN" "$out/safearea-installed"
BIN="$out/safearea-installed"

# The machine the figures come from, for the figures' table (Tests/Benchmarks/README.md).
echo "machine: $(uname -sr), $(getconf _NPROCESSORS_ONLN) processors," \
    "$( (grep -m1 'model name' /proc/cpuinfo 2>/dev/null || sysctl -n machdep.cpu.brand_string 2>/dev/null) | sed 's/.*: //')," \
    "$(swift --version 2>&1 | head -1)"
python3 - "$ROUNDS" "$out/baseline" "$BIN" <<'PY'
import statistics, subprocess, sys, time

rounds, baseline, binary = int(sys.argv[1]), sys.argv[2], sys.argv[3]
commands = [
    ("bare Swift program (prints a line)", [baseline]),
    ("safearea --version", [binary, "--version"]),
    ("safearea insets, one device x orientation", [binary, "insets", "-d", "iPhone 16 Pro", "-o", "landscapeLeft"]),
    ("safearea insets, one device, json", [binary, "insets", "-d", "iPhone 16 Pro", "-o", "landscapeLeft", "-f", "json"]),
    ("safearea insets, whole catalogue x 4, jsonl", [binary, "insets", "-d", "all", "-o", "all", "-f", "jsonl"]),
]

def run(command):
    start = time.perf_counter_ns()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    return (time.perf_counter_ns() - start) / 1000

for _ in range(20):
    for _, command in commands:
        run(command)
samples = {name: [] for name, _ in commands}
for _ in range(rounds):
    for name, command in commands:
        samples[name].append(run(command))
base = statistics.median(samples[commands[0][0]])
print(f"median of {rounds} rounds, microseconds")
for name, _ in commands:
    median = statistics.median(samples[name])
    target = "   (target <= 1.3x)" if name.startswith("safearea insets, one device x") else ""
    print(f"{name:45} {median:8.0f}   {median / base:5.2f}x{target}")
PY
