#!/usr/bin/env python3
"""Writes N lines of what batch users send, deterministic (seeded):

    make-mixed.py N PATH [COMMAND] [--form strings|objects] [--seed S] [--sweep | --fresh | --combined]

Every command (scroll, insets, table, collection, css, devices, policy with one shared "file"),
each option in the forms the contract accepts: sizes and insets as strings and as objects (insets
naming only some edges), device names in four spellings (marketing name, id, model identifier,
lower case), single values and arrays of devices and orientations. With COMMAND only that
command's lines are written. With --form, every size, inset and rect is written in that one form,
the same questions otherwise (the same seed). --seed (13 unless given) draws other lines of the
same kinds: the PGO build's profile is trained on a seed of its own (Tests/Tools/profile-training.sh).

--sweep asks about every device of the bundled catalogue (Profiles/), in every orientation
including upside-down portrait, at its newest iOS, as a script walking a device list does: eight
devices ask the same few screens again and again, the catalogue asks thousands, and a quarter of
its lines are refused (no upside-down portrait on most phones, no bars in landscape on iOS 26).
--fresh writes lines that each ask a screen no other line asks (insets, scroll, table, collection
and css): half of them a window of their own on an iPad of the catalogue (a sweep of --window
sizes and places, every css line), half their own additionalInsets on the mix's devices.
--combined writes the two kinds together: each line is a fresh screen or a mix line, even odds."""
import json, os, random, sys

arguments = sys.argv[1:]

def option(name, default):
    """The value after `name`, both taken out of the arguments; `default` when not given."""
    if name not in arguments:
        return default
    at = arguments.index(name)
    value = arguments[at + 1]
    del arguments[at:at + 2]
    return value

def flag(name):
    """Whether `name` was given, taken out of the arguments."""
    given = name in arguments
    if given:
        arguments.remove(name)
    return given

sweep, fresh, combined = flag("--sweep"), flag("--fresh"), flag("--combined")
form = option("--form", None)
seed = int(option("--seed", 13))
count, path = int(arguments[0]), arguments[1]
only = arguments[2] if len(arguments) > 2 else None
random.seed(seed)
hierarchy = os.path.abspath("Tests/SafeAreaCLITests/Fixtures/reader.json")
catalogue = [json.load(open(os.path.join("Profiles", name))) for name in sorted(os.listdir("Profiles")) if name.endswith(".json")]
# (marketing name, id, a model identifier, a version every spelling runs)
devices = [("iPhone 16 Pro", "iphone-16-pro", "iPhone17,1", 18), ("iPhone X", "iphone-x", "iPhone10,3", 16),
           ("iPhone 8", "iphone-8", "iPhone10,1", 16), ("iPhone 15", "iphone-15", "iPhone15,4", 18),
           ("iPhone 14 Pro Max", "iphone-14-pro-max", "iPhone15,3", 17), ("iPhone 11", "iphone-11", "iPhone12,1", 18),
           ("iPad Pro 11-inch (M4)", "ipad-pro-11-inch-m4", "iPad16,3", 17), ("iPhone 17", "iphone-17", "iPhone18,3", 26)]
orientations = ["portrait", "landscapeLeft", "landscapeRight"]
if sweep:
    # Every profile, spelled by name, id or lower-case name, with no version: its newest.
    devices = [(p["name"], p["id"], p["id"], None) for p in catalogue]
    orientations = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

def device():
    name, ident, model, ios = random.choice(devices)
    return random.choice([name, ident, model, name.lower()]), ios

def size(w, h):
    chosen = random.choice(["strings", "objects"])
    return "%dx%d" % (w, h) if (form or chosen) == "strings" else {"width": w, "height": h}

def insets():
    # The same draws whatever the form, so that both forms ask the same questions.
    as_string = random.random() < 0.5
    edges = random.sample(["top", "left", "bottom", "right"], random.randint(1, 4))
    values = {k: random.choice([0, 8, 16]) for k in edges}
    if form is not None:
        as_string = form == "strings"
    if as_string:
        return ",".join(str(values.get(k, 0)) for k in ["top", "left", "bottom", "right"])
    return {k: values.get(k, 0) for k in ["top", "left", "bottom", "right"]} if form == "objects" else values

def common(query, bars=True):
    name, ios = device()
    if random.random() < 0.15:
        other, _ = device()
        query["device"] = [name, other]
    else:
        query["device"] = name
    if ios is not None:
        query["ios"] = ios
    query["orientation"] = random.choice(orientations) if random.random() < 0.85 else ["portrait", "landscapeLeft"]
    # iOS 26 phones refuse bars in landscape (no source gives them), so bars go to portrait there;
    # a sweep asks as a script would, and is refused there.
    if bars and (sweep or ios < 26 or query["orientation"] == "portrait"):
        if random.random() < 0.4:
            query["navigationBar"] = random.choice(["none", "standard", "large"])
        if random.random() < 0.2:
            query["tabBar"] = True
    return query

def scroll():
    q = common({"command": "scroll", "behavior": random.choice(["never", "scrollableAxes", "always", "automatic"]),
                "contentSize": size(random.choice([320, 390, 834]), random.randrange(100, 5000, 50))})
    if random.random() < 0.5:
        q["contentInset"] = insets()
    return q

def insets_query():
    q = common({"command": "insets"})
    if random.random() < 0.3:
        q["additionalInsets"] = insets()
    return q

def table():
    return common({"command": "table", "style": random.choice(["plain", "grouped", "insetGrouped"])})

def collection():
    q = common({"command": "collection", "reference": random.choice(["fromContentInset", "fromSafeArea", "fromLayoutMargins"]),
                "itemSize": size(random.choice([50, 100, 150]), 100), "items": random.choice([6, 12, [4, 9]])})
    return q

def css():
    return common({"command": "css", "viewportFit": random.choice(["auto", "contain", "cover"])}, bars=False)

def devices_query():
    name, _ = device()
    return {"command": "devices", "device": name}

def policy():
    name, ios = device()
    query = {"command": "policy", "file": hierarchy, "device": name}
    if ios is not None:
        query["ios"] = max(ios, 11)
    return query

# Fresh screens: the iPads of the catalogue that run iPadOS 16 or later (at their newest version),
# portrait width and height; every screen asked is remembered, so that none is asked twice.
pads = [(p["id"], p["screen"]["width"], p["screen"]["height"]) for p in catalogue if p["family"] == "pad" and p["ios"]["last"] >= 16]
asked = set()

def rect(x, y, w, h):
    chosen = random.choice(["strings", "objects"])
    return "%d,%d,%d,%d" % (x, y, w, h) if (form or chosen) == "strings" else {"x": x, "y": y, "width": w, "height": h}

def fresh_screen(query):
    """The line's screen made one no other line asks: a window of its own on an iPad, or (not css)
    additional insets of its own, in half-point steps up to 100."""
    for key in ("device", "orientation", "ios", "navigationBar", "tabBar", "additionalInsets"):
        query.pop(key, None)
    orientation = random.choice(["portrait", "landscapeLeft", "landscapeRight"])
    if query["command"] == "css" or random.random() < 0.5:
        ident, width, height = random.choice(pads)
        across, down = (width, height) if orientation == "portrait" else (height, width)
        while True:
            w, h = random.randint(across // 3, across), random.randint(down // 3, down)
            screen = (ident, orientation, random.randint(0, across - w), random.randint(0, down - h), w, h)
            if screen not in asked:
                break
        query.update(device=ident, orientation=orientation, window=rect(*screen[2:]))
    else:
        name, ident, model, ios = random.choice(devices)
        while True:
            edges = tuple(random.randrange(0, 201) / 2 for _ in range(4))
            screen = (ident, orientation, edges)
            if screen not in asked:
                break
        as_string = (form or random.choice(["strings", "objects"])) == "strings"
        spelled = ",".join("%g" % edge for edge in edges) if as_string else dict(zip(["top", "left", "bottom", "right"], edges))
        query.update(device=random.choice([name, ident, model, name.lower()]), orientation=orientation, additionalInsets=spelled)
        if ios is not None:
            query["ios"] = ios
    asked.add(screen)
    return query

makers = {"scroll": scroll, "insets": insets_query, "table": table, "collection": collection, "css": css,
          "devices": devices_query, "policy": policy}
# The mix: mostly geometry, as CI and scripts send it.
weights = {"scroll": 25, "insets": 25, "table": 10, "collection": 15, "css": 10, "devices": 5, "policy": 10}
names = [only] if only else list(makers)
# Fresh screens are asked by the commands that lay out a screen, in the mix's shares.
screens = [name for name in names if name not in ("devices", "policy")]
with open(path, "w") as out:
    for index in range(count):
        renew = fresh or (combined and random.random() < 0.5)
        pool = screens if renew else names
        command = pool[0] if only else random.choices(pool, [weights[n] for n in pool])[0]
        query = makers[command]()
        if renew:
            query = fresh_screen(query)
        query["id"] = "q%d" % index
        out.write(json.dumps(query, separators=(",", ":")) + "\n")
