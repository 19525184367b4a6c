#!/usr/bin/env bash
# Writes Sources/safearea/startup-order.txt: the functions a one-shot query runs, in the order it
# first runs them (callgrind, symbols unmangled), which the release link lays out side by side
# (lld --symbol-ordering-file, Makefile). A query then touches a few dozen pages of code instead of
# pages scattered over the whole binary: one `insets` query took 122 minor page faults rather than
# 146, and 665 rather than 756 us (make bench's run.sh method). Run through `make startup-order`
# after changes to the start-up path; a stale list only lays out less well, it changes no answer.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${BIN:?run through make startup-order}"
command -v valgrind >/dev/null || { echo "startup-order: needs valgrind" >&2; exit 1; }
out=.build/startup-order
mkdir -p "$out"
rm -f "$out"/callgrind.*
index=0
# The one-shot questions users ask most, the first one's functions first.
while IFS= read -r arguments; do
    index=$((index + 1))
    # shellcheck disable=SC2086 # each line is the query's words
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$out/callgrind.$index" "$BIN" $arguments > /dev/null 2>&1 || true
done <<'QUERIES'
insets -d iphone-16-pro -o landscapeLeft
insets -d iphone-16-pro -f json
scroll -d iphone-16-pro --content-size 402x2000
table -d iphone-16-pro
collection -d iphone-16-pro
css -d iphone-16-pro
devices -d iphone-16-pro
--version
QUERIES
python3 - "$out" Sources/safearea/startup-order.txt <<'PY'
import glob, re, sys
directory, target = sys.argv[1], sys.argv[2]
names, seen = [], set()
for path in sorted(glob.glob(f"{directory}/callgrind.*"), key=lambda p: int(p.rsplit(".", 1)[1])):
    for line in open(path):
        match = re.match(r"c?fn=\(\d+\) (.+)", line.strip())
        if not match:
            continue
        # Callgrind marks a recursion level with a quote; addresses without a symbol have none.
        name = match.group(1).split("'")[0]
        if name.startswith("0x") or name.startswith("(") or name in seen:
            continue
        seen.add(name)
        names.append(name)
with open(target, "w") as file:
    file.write("\n".join(names) + "\n")
print(f"startup-order: {len(names)} functions -> {target}")
PY
