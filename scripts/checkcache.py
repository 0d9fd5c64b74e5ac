#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
# SPDX-License-Identifier: MIT
"""Which translation units a static analyser still has to check.

A unit that passed clang-tidy (or clazy) once passes again as long as nothing it is made of changed: its compile
command, the content of every file it includes (the compiler's own -M list, Qt's headers and the generated ui_*.h
included), the analyser's version and its configuration. This script keys each unit on all of that and keeps the
keys of units that passed in a cache folder, so that a run re-checks only what a change touched and a run with
nothing changed checks nothing. No finding is skipped: a unit whose key is new is checked in full.

  checkcache.py select CACHE TOOL_ID BUILD_DIR ROOT REGEX   prints "file<TAB>key" for each unit to check
  checkcache.py record CACHE < LIST                         marks the keys of LIST (select's output) as passed

Paths under ROOT are hashed relative to it, so clones at other paths share the cache.
"""

import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys


def dependencies(entry):
    """The files a unit includes, from the compiler itself (-M), or None if it cannot say."""
    args = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    kept = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in ("-o", "-MT", "-MF", "-MQ"):
            skip = True
            continue
        if arg in ("-c", "-MD", "-MMD"):
            continue
        kept.append(arg)
    result = subprocess.run(kept + ["-M", "-MF", "-"], cwd=entry["directory"], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    text = result.stdout.replace("\\\n", " ")
    return text.split(":", 1)[1].split() if ":" in text else []


def select(cache, tool_id, build, root, pattern):
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        entries = [e for e in json.load(f) if re.search(pattern, e["file"])]
    hashes = {}

    def content(path):
        if path not in hashes:
            try:
                with open(path, "rb") as f:
                    hashes[path] = hashlib.sha256(f.read()).hexdigest()
            except OSError:
                hashes[path] = "missing"
        return hashes[path]

    def relative(text):
        return text.replace(root, "<root>").replace(os.path.realpath(build), "<build>")

    def key(entry):
        files = dependencies(entry)
        if files is None:
            return None  # checked in full; the analyser will say what is wrong
        digest = hashlib.sha256(tool_id.encode())
        digest.update(relative(entry.get("command", " ".join(entry.get("arguments", [])))).encode())
        for path in sorted(set(os.path.normpath(os.path.join(entry["directory"], p)) for p in files)):
            digest.update(f"{relative(path)}\0{content(path)}\0".encode())
        return digest.hexdigest()

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        keys = list(pool.map(key, entries))
    for entry, unit_key in zip(entries, keys):
        if unit_key is None or not os.path.exists(os.path.join(cache, unit_key)):
            print(f"{entry['file']}\t{unit_key or 'none'}")


def record(cache):
    os.makedirs(cache, exist_ok=True)
    for line in sys.stdin:
        unit_key = line.rstrip("\n").split("\t")[-1]
        if unit_key and unit_key != "none":
            open(os.path.join(cache, unit_key), "w", encoding="utf-8").close()


if __name__ == "__main__":
    if len(sys.argv) == 7 and sys.argv[1] == "select":
        select(*sys.argv[2:])
    elif len(sys.argv) == 3 and sys.argv[1] == "record":
        record(sys.argv[2])
    else:
        sys.exit(__doc__)
