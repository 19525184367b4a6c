#!/usr/bin/env python3
"""Renders safearea's SVG pictures and HTML reports in headless Chromium and reads pixels back.

  pictures.py render IN.svg|IN.html OUT.png WIDTH HEIGHT   screenshot at 1 CSS px per point
  pictures.py render-dark ...                               the same with prefers-color-scheme: dark
  pictures.py pixels IN.png X,Y [X,Y ...]                   prints "R G B" per point, one a line
  pictures.py bbox IN.png R,G,B TOLERANCE                  prints "MINX MINY MAXX MAXY COUNT" of the
                                                            pixels within TOLERANCE of the colour
  pictures.py readme SAFEAREA DIR                           renders the README's pictures into DIR
  pictures.py browser                                       prints the Chromium found, exit 3 if none

The PNG reader handles what Chromium writes (8-bit RGB or RGBA, non-interlaced) with the standard
library's zlib, so the tests need nothing beyond Debian's python3 and chromium.
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def render(source, target, width, height, dark=False):
    chromium = browser()
    if chromium is None:
        sys.exit("pictures.py: no Chromium found (apt-get install chromium)")
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
             "--no-first-run", "--force-device-scale-factor=1", "--force-color-profile=srgb",
             "--user-data-dir=" + profile, "--window-size=%d,%d" % (width, height)]
            + (["--force-dark-mode"] if dark else [])
            + ["--screenshot=" + os.path.abspath(target), "file://" + os.path.abspath(source)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    if not os.path.exists(target):
        sys.exit("pictures.py: Chromium wrote no screenshot for " + source)


def decode(path):
    """Width, height and rows of (R, G, B) tuples."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("pictures.py: %s is not a PNG" % path)
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        sys.exit("pictures.py: unsupported PNG (depth %d, colour type %d, interlace %d)" % (depth, colour, interlace))
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


# The README's pictures: (file name, safearea arguments). `make readme` renders them with the
# release binary; BrowserTests paints the same documents through `render`.
README_PICTURES = [
    ("iphone-16-pro-portrait", ["draw", "-d", "iPhone 16 Pro", "--ios", "18", "--navigation-bar", "standard", "--tab-bar"]),
    ("iphone-x-landscape-left", ["draw", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16"]),
    ("iphone-8-portrait", ["draw", "-d", "iPhone 8", "--ios", "16", "--navigation-bar", "standard", "--tab-bar"]),
    ("ipad-pro-window", ["draw", "-d", "iPad Pro 11-inch (M4)", "-o", "landscapeLeft", "--ios", "18",
                         "--window", "100,0,600,834", "--navigation-bar", "standard"]),
    ("iphone-x-collection", ["draw", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16", "--layout", "collection",
                             "--reference", "fromSafeArea", "--item-size", "100x100", "--items", "8"]),
    ("iphone-duo-half", ["draw", "-d", "iPhone Duo", "-o", "landscapeLeft", "--posture", "half"]),
    ("check-report", ["check", "Tests/SafeAreaCLITests/Fixtures/report.json", "--format", "html"]),
]


def readme(binary, directory):
    os.makedirs(directory, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        for name, arguments in README_PICTURES:
            result = subprocess.run([binary] + arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if result.returncode not in (0, 1):
                sys.exit("pictures.py: safearea %s: %s" % (" ".join(arguments), result.stderr.strip()))
            document = result.stdout
            if arguments[0] == "draw":
                box = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', document)
                width, height, suffix = round(float(box.group(1))), round(float(box.group(2))), ".svg"
            else:
                width, height, suffix = 960, 1000, ".html"
            source = os.path.join(scratch, name + suffix)
            with open(source, "w", encoding="utf-8") as handle:
                handle.write(document)
            render(source, os.path.join(directory, name + ".png"), width, height)
            print(os.path.join(directory, name + ".png"))


def main(arguments):
    if arguments[:1] == ["browser"]:
        chromium = browser()
        if chromium is None:
            return 3
        print(chromium)
        return 0
    if arguments[:1] == ["readme"] and len(arguments) == 3:
        readme(arguments[1], arguments[2])
        return 0
    if arguments[:1] in (["render"], ["render-dark"]) and len(arguments) == 5:
        render(arguments[1], arguments[2], int(arguments[3]), int(arguments[4]), dark=arguments[0] == "render-dark")
        return 0
    if arguments[:1] == ["pixels"] and len(arguments) >= 3:
        width, height, rows = decode(arguments[1])
        for point in arguments[2:]:
            x, y = (int(float(value)) for value in point.split(","))
            if not (0 <= x < width and 0 <= y < height):
                sys.exit("pictures.py: %d,%d is outside the %dx%d image" % (x, y, width, height))
            print("%d %d %d" % rows[y][x])
        return 0
    if arguments[:1] == ["bbox"] and len(arguments) == 4:
        width, height, rows = decode(arguments[1])
        target = [int(value) for value in arguments[2].split(",")]
        tolerance = int(arguments[3])
        found = [(x, y) for y, row in enumerate(rows) for x, pixel in enumerate(row)
                 if all(abs(pixel[i] - target[i]) <= tolerance for i in range(3))]
        if not found:
            print("none")
            return 0
        xs, ys = [x for x, _ in found], [y for _, y in found]
        print("%d %d %d %d %d" % (min(xs), min(ys), max(xs), max(ys), len(found)))
        return 0
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
