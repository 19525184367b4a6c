#!/usr/bin/env bash
# Writes Sources/safearea/startup-order.txt: the functions a one-shot query runs, in the order it
# first runs them (callgrind, symbols unmangled), then the variables it first reads or writes, in
# that order (lackey's trace of every load and store, named by nm), which the release link lays out
# side by side (lld --symbol-ordering-file, Makefile). A query then touches a few dozen pages of
# code instead of pages scattered over the whole binary. The variables matter as much: the
# runtime's metadata caches and once-tokens, a word each, would otherwise lie one to a page of
# .bss and .data. Run through `make startup-order` after changes to the start-up path; a stale
# list only lays out less well, it changes no answer.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${BIN:?run through make startup-order}"
command -v valgrind >/dev/null || { echo "startup-order: needs valgrind" >&2; exit 1; }
out=.build/startup-order
mkdir -p "$out"
rm -f "$out"/callgrind.* "$out"/lackey.*
index=0
# The one-shot questions users ask most, the first one's functions first.
while IFS= read -r arguments; do
    index=$((index + 1))
    # shellcheck disable=SC2086 # each line is the query's words
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$out/callgrind.$index" "$BIN" $arguments > /dev/null 2>&1 || true
    # shellcheck disable=SC2086
    valgrind --tool=lackey --trace-mem=yes --log-file="$out/lackey.$index" "$BIN" $arguments > /dev/null 2>&1 || true
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
nm -n "$BIN" > "$out/symbols"
python3 - "$out" Sources/safearea/startup-order.txt <<'PY'
import bisect, glob, re, sys
directory, target = sys.argv[1], sys.argv[2]
names, seen = [], set()
def numbered(pattern):
    return sorted(glob.glob(f"{directory}/{pattern}"), key=lambda p: int(p.rsplit(".", 1)[1]))
for path in numbered("callgrind.*"):
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
functions = len(names)
# The binary's variables (data, read-only data, bss), by address; an address past the last one's
# start belongs to it only if it is within the image, so heap and stack addresses are passed over.
variables = []
for line in open(f"{directory}/symbols"):
    fields = line.split(maxsplit=2)
    if len(fields) == 3 and fields[1] in "dDbBrRvV":
        variables.append((int(fields[0], 16), fields[2].strip()))
starts = [address for address, _ in variables]
end = next(address for address, name in variables if name == "_end")
for path in numbered("lackey.*"):
    for line in open(path):
        # " L address,size" (load), " S" (store), " M" (modify); "I" lines are instructions.
        if line[:2] not in (" L", " S", " M"):
            continue
        address = int(line[3:].split(",")[0], 16)
        place = bisect.bisect_right(starts, address) - 1
        if place < 0 or address >= end:
            continue
        name = variables[place][1]
        if name not in seen:
            seen.add(name)
            names.append(name)
with open(target, "w") as file:
    file.write("\n".join(names) + "\n")
print(f"startup-order: {functions} functions, {len(names) - functions} variables -> {target}")
PY
