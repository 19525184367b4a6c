#!/usr/bin/env python3
"""Writes N lines of mixed `scroll` queries for `make bench` (deterministic: seeded)."""
import json, random, sys

count, path = int(sys.argv[1]), sys.argv[2]
random.seed(26)
# Devices with the version each is asked about (one every model runs and the catalogue sources).
devices = [("iPhone 16 Pro", 18), ("iPhone X", 16), ("iPhone 8", 16), ("iPhone 15", 18), ("iPhone SE (3rd generation)", 18),
           ("iPhone 14 Pro Max", 17), ("iPhone 13 mini", 18), ("iPad Pro 11-inch (M4)", 17), ("iPad (9th generation)", 17),
           ("iPhone 11", 18), ("iPhone 12", 18), ("iPhone XR", 13)]
behaviors = ["never", "scrollableAxes", "always", "automatic"]
orientations = ["portrait", "landscapeLeft"]
bars = ["none", "standard", "large"]
with open(path, "w") as out:
    for index in range(count):
        device, ios = random.choice(devices)
        query = {"id": "q%d" % index, "command": "scroll", "device": device, "ios": ios,
                 "orientation": random.choice(orientations), "behavior": random.choice(behaviors),
                 "navigationBar": random.choice(bars),
                 "contentSize": "%dx%d" % (random.choice([320, 390, 402, 834, 1200]), random.randrange(100, 5000, 50)),
                 "contentInset": "%d,0,%d,0" % (random.choice([0, 8, 16]), random.choice([0, 10, 20]))}
        if random.random() < 0.3:
            query["tabBar"] = True
        out.write(json.dumps(query, separators=(",", ":")) + "\n")
