#!/usr/bin/env python3
"""`safearea mcp` driven by the official MCP Python SDK (PyPI `mcp`), as a real client drives it.

Usage: mcp-client.py BIN   (run from the package root: the fixtures are named from it)

Initializes, lists the tools (every command, each with an input schema), calls each tool with a
valid argument set and checks that its structuredContent holds the command's evidence, calls
`insets` with a bad device (a tool error naming it, with a suggestion) and a good call after it,
then times 300 calls in a row and compares the server's resident memory before and after them.
Exits non-zero, saying why, on the first failure.
"""

import asyncio
import os
import sys
import time

from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

TOOLS = ["devices", "insets", "scroll", "table", "collection", "css", "policy", "check", "explain"]
FIXTURES = "Tests/SafeAreaCLITests/Fixtures/"
# A valid call of each tool, and what in its structuredContent says how the values are known.
CALLS = {
    "devices": ({"device": "iPhone X", "sources": True}, lambda s: s["results"][0]["sources"]),
    "insets": ({"device": "iPhone 17 Pro", "orientation": "landscapeLeft"}, lambda s: s["results"][0]["evidence"]["safeAreaInsets"]["tier"]),
    "scroll": ({"device": "iPhone X", "ios": 16, "contentSize": {"width": 375, "height": 2000}}, lambda s: s["results"][0]["evidence"]["adjustedContentInset"]),
    "table": ({"device": ["iPhone 8", "iPhone X"], "style": "insetGrouped"}, lambda s: s["results"][1]["evidence"]["safeAreaInsets"]),
    "collection": ({"device": "iPhone X", "itemSize": "100x100", "items": [3, 4]}, lambda s: s["results"][0]["evidence"]["safeAreaInsets"]),
    "css": ({"device": "iPhone X", "orientation": "landscape"}, lambda s: s["results"][1]["evidence"]["env"]),
    "policy": ({"file": FIXTURES + "reader.json", "device": "iPhone X"}, lambda s: s["results"][0]["homeIndicatorPath"]),
    "check": ({"file": FIXTURES + "checkout.json"}, lambda s: s["failed"] == 6 and s["results"]),
    "explain": ({"device": "iPhone 17 Pro", "field": "safeAreaInsets"}, lambda s: s["results"][0]["tier"] == "measured" and s["results"][0]["sources"]),
}
REPEATS = 300
SECONDS = 15.0
# Growth of the resident set over the repeated calls that still counts as flat.
GROWTH_KIB = 8 * 1024


def require(condition, message):
    if not condition:
        sys.exit(f"mcp-client: {message}")


def server_rss_kib(binary):
    """VmRSS of this process's child running `binary`, read from /proc (no psutil)."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            if parent != os.getpid() or os.path.realpath(f"/proc/{pid}/exe") != os.path.realpath(binary):
                continue
            with open(f"/proc/{pid}/status") as status:
                return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        except (OSError, ValueError, IndexError):
            continue
    sys.exit("mcp-client: the server process is not a child of this one")


async def main(binary):
    params = StdioServerParameters(command=binary, args=["mcp"], cwd=os.getcwd())
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        started = await session.initialize()
        require(started.server_info.name == "safearea", f"server name {started.server_info.name!r}")
        print(f"mcp-client: initialized, protocol {started.protocol_version}, safearea {started.server_info.version}")

        tools = (await session.list_tools()).tools
        require([tool.name for tool in tools] == TOOLS, f"tools {[tool.name for tool in tools]}")
        for tool in tools:
            schema = tool.input_schema
            require(schema.get("type") == "object" and schema.get("properties"), f"{tool.name}: input schema {schema}")

        for name, (arguments, evidence) in CALLS.items():
            result = await session.call_tool(name, arguments)
            require(not result.is_error, f"{name}: {result.content[0].text if result.content else result}")
            require(isinstance(result.structured_content, dict), f"{name}: no structuredContent")
            require(evidence(result.structured_content), f"{name}: structuredContent lacks its evidence")
            require(result.content and result.content[0].type == "text" and result.content[0].text, f"{name}: no text content")
        print(f"mcp-client: {len(CALLS)} tools answered, each with its evidence")

        bad = await session.call_tool("insets", {"device": "iPhone 71 Pro"})
        text = bad.content[0].text if bad.content else ""
        require(bad.is_error, "a bad device was answered")
        require("unknown device 'iPhone 71 Pro'" in text and "did you mean" in text, f"bad device: {text!r}")
        good = await session.call_tool("insets", {"device": "iPhone X"})
        require(not good.is_error and good.structured_content["results"][0]["device"] == "iphone-x", "no answer after a tool error")
        print(f"mcp-client: a bad device is a tool error ({text}); the next call is answered")

        devices = ["iPhone X", "iPhone 8", "iPhone 16 Pro", "iPad Air 2"]
        orientations = ["portrait", "landscapeLeft", "landscapeRight"]
        before = server_rss_kib(binary)
        start = time.monotonic()
        for index in range(REPEATS):
            arguments = {"device": devices[index % len(devices)], "orientation": orientations[index % len(orientations)], "tabBar": index % 2 == 0}
            result = await session.call_tool("insets", arguments)
            require(not result.is_error and result.structured_content["results"], f"call {index + 1}: {arguments}")
        elapsed = time.monotonic() - start
        after = server_rss_kib(binary)
        print(f"mcp-client: {REPEATS} calls in {elapsed:.2f} s ({elapsed / REPEATS * 1000:.1f} ms a call); "
              f"server VmRSS {before} KiB before, {after} KiB after")
        require(elapsed < SECONDS, f"{REPEATS} calls took {elapsed:.2f} s, over {SECONDS} s")
        require(after - before < GROWTH_KIB, f"the server grew by {after - before} KiB over {REPEATS} calls")


if __name__ == "__main__":
    require(len(sys.argv) == 2, "usage: mcp-client.py BIN")
    asyncio.run(main(sys.argv[1]))
