#!/usr/bin/env python3
"""Prints the README's coverage table, measured with a safearea binary:

    coverage.py SAFEAREA [--combined]

For every iOS version the catalogue models, every device that runs it is asked in every
orientation it supports (one `batch` line per context: no bars, each bar alone), and the table
counts the device x orientation pairs answered against those asked. A pair is refused when no
source gives its values (the answer says which); pairs that cannot be (an orientation the device
lacks, a version it does not run, a bar before UIKit had it) are not counted. --combined adds a
column for a navigation bar and a tab bar together (a navigation controller in a tab)."""
import json
import re
import subprocess
import sys

if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
    print(__doc__)
    sys.exit(0 if len(sys.argv) > 1 else 2)
binary = sys.argv[1]
contexts = [("no bars", {}), ("navigation bar", {"navigationBar": "standard"}), ("large title", {"navigationBar": "large"}),
            ("tab bar", {"tabBar": True}), ("toolbar", {"toolbar": True})]
if "--combined" in sys.argv[2:]:
    contexts.append(("navigation + tab bar", {"navigationBar": "standard", "tabBar": True}))
devices = json.loads(subprocess.run([binary, "devices", "-f", "json"], capture_output=True, text=True, check=True).stdout)
versions = sorted({v for d in devices for v in range(d["runs"]["first"], d["runs"]["last"] + 1)} & (set(range(7, 19)) | {26, 27}))
lines = [dict({"command": "insets", "device": "all", "orientation": "all", "ios": v}, **extra) for v in versions for _, extra in contexts]
result = subprocess.run([binary, "batch", "-j", "1"], input="".join(json.dumps(line) + "\n" for line in lines),
                        capture_output=True, text=True)
answered, asked, families = {}, {}, {}
not_a_pair = re.compile(r"runs (only )?iOS .*, not iOS|does not support (portrait|landscape)|arrived in iOS")
for text in result.stdout.splitlines():
    row = json.loads(text)
    key = row["line"] - 1
    if "error" in row:
        continue
    if "unsupported" in row:
        if not_a_pair.search(row["unsupported"]):
            continue
    else:
        answered[key] = answered.get(key, 0) + 1
        families.setdefault(versions[key // len(contexts)], set()).add(row["device"])
    asked[key] = asked.get(key, 0) + 1
family = {d["device"]: d["family"] for d in devices}
print("| iOS | devices (phones + pads) | " + " | ".join(name for name, _ in contexts) + " |")
print("|---|---|" + "---|" * len(contexts))
for index, version in enumerate(versions):
    running = [d for d in devices if d["runs"]["first"] <= version <= d["runs"]["last"]]
    phones = sum(1 for d in running if d["family"] == "phone")
    cells = []
    for column in range(len(contexts)):
        key = index * len(contexts) + column
        cells.append("%d / %d" % (answered.get(key, 0), asked[key]) if key in asked else "—")
    print("| %d | %d + %d | %s |" % (version, phones, len(running) - phones, " | ".join(cells)))
