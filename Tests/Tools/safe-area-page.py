#!/usr/bin/env python3
"""Applies Playwright descriptors from `safearea export playwright` to headless Chromium through the
DevTools protocol and prints what a page sees, one JSON line per descriptor:

  safe-area-page.py DESCRIPTORS.json

Each descriptor is applied as a Playwright fixture would: Emulation.setDeviceMetricsOverride with
its viewport, screen, deviceScaleFactor and isMobile, then Emulation.setSafeAreaInsetsOverride with
its safeAreaInsets. The page has viewport-fit=cover and pads an element with env(safe-area-inset-*);
the line holds {"key", "innerWidth", "innerHeight", "devicePixelRatio", "top", "left", "bottom",
"right"} (the paddings in CSS px). The protocol runs over --remote-debugging-pipe (file descriptors 3
and 4, NUL-separated JSON), so nothing beyond Debian's python3 and chromium is needed.
"""
import json
import os
import subprocess
import sys
import tempfile
import urllib.parse

PAGE = ("<!doctype html><meta name=viewport content=\"width=device-width, initial-scale=1, viewport-fit=cover\">"
        "<style>body{margin:0}#safe{padding:env(safe-area-inset-top) env(safe-area-inset-right) "
        "env(safe-area-inset-bottom) env(safe-area-inset-left)}</style><div id=safe></div>")
READ = ("(() => { const style = getComputedStyle(document.getElementById('safe')); return JSON.stringify({"
        "innerWidth, innerHeight, devicePixelRatio, top: parseFloat(style.paddingTop), left: parseFloat(style.paddingLeft),"
        "bottom: parseFloat(style.paddingBottom), right: parseFloat(style.paddingRight)}); })()")


class Browser:
    def __init__(self, chromium, profile):
        to_browser, self.commands = os.pipe()
        self.replies, from_browser = os.pipe()

        def descriptors():
            # Chromium reads fd 3 and writes fd 4; duplicates made here are inheritable.
            read, write = os.dup(to_browser), os.dup(from_browser)
            os.dup2(read, 3)
            os.dup2(write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
             "--user-data-dir=" + profile, "about:blank"],
            preexec_fn=descriptors, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self.pending, self.next_id = b"", 0

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.pending:
                chunk = os.read(self.replies, 1 << 16)
                if not chunk:
                    sys.exit("safe-area-page.py: Chromium closed the pipe")
                self.pending += chunk
            line, self.pending = self.pending.split(b"\0", 1)
            reply = json.loads(line)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    sys.exit("safe-area-page.py: %s: %s" % (method, reply["error"]))
                return reply["result"]


def main(arguments):
    if len(arguments) != 1:
        sys.exit(__doc__)
    with open(arguments[0], encoding="utf-8") as handle:
        descriptors = json.load(handle)
    chromium = next((path for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(path)), None)
    if chromium is None:
        sys.exit("safe-area-page.py: no Chromium found (apt-get install chromium)")
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(chromium, profile)
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        url = "data:text/html," + urllib.parse.quote(PAGE)
        for key, descriptor in descriptors.items():
            viewport, screen = descriptor["viewport"], descriptor["screen"]
            browser.send("Emulation.setDeviceMetricsOverride", {
                "width": viewport["width"], "height": viewport["height"], "deviceScaleFactor": descriptor["deviceScaleFactor"],
                "mobile": descriptor["isMobile"], "screenWidth": screen["width"], "screenHeight": screen["height"]}, session)
            browser.send("Emulation.setSafeAreaInsetsOverride", {"insets": descriptor["safeAreaInsets"]}, session)
            browser.send("Page.navigate", {"url": url}, session)
            # Evaluated once the document is complete: navigation replies before the page loads.
            wait = "new Promise(done => document.readyState === 'complete' ? done() : addEventListener('load', done))"
            browser.send("Runtime.evaluate", {"expression": wait, "awaitPromise": True}, session)
            seen = json.loads(browser.send("Runtime.evaluate", {"expression": READ, "returnByValue": True}, session)["result"]["value"])
            print(json.dumps(dict(key=key, **seen)), flush=True)
        browser.send("Browser.close")
        browser.process.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
