#!/usr/bin/env python3
"""Re-run every `$ safearea ...` example in README.md and write its real output back (make readme)."""
import re, shlex, subprocess, sys
readme, binary = sys.argv[1], sys.argv[2]
text = open(readme).read()
blocks = text.split("```")
for i in range(1, len(blocks), 2):
    body = blocks[i]
    lines = body.strip("\n").split("\n")
    if not lines or not lines[0].startswith("$ safearea"):
        continue
    out = []
    status = 0
    for line in lines:
        if not line.startswith("$ "):
            continue
        cmd = line[2:]
        if cmd == "echo $?":
            out += [line, str(status)]
            continue
        head = None
        m = re.match(r"(.*) \| head -(\d+)$", cmd)
        if m:
            cmd, head = m.group(1), int(m.group(2))
        args = shlex.split(cmd)[1:]
        r = subprocess.run([binary] + args, capture_output=True, text=True)
        status = r.returncode
        result = (r.stdout + r.stderr).rstrip("\n").split("\n")
        if head: result = result[:head]
        out += [line] + result
    blocks[i] = "\n" + "\n".join(out) + "\n"
open(readme, "w").write("```".join(blocks))
