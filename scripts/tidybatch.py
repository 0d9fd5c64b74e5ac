#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
# SPDX-License-Identifier: MIT
"""Runs clang-tidy on batches of translation units instead of one unit at a time.

Most of clang-tidy's time goes to its matchers walking Qt's headers, once per unit. Units that compile with the same
flags are therefore analysed together: a batch file includes each unit by its absolute path, so a finding is still
reported at the unit's own file and line, and each unit's "..." includes still resolve beside it. The header filter
is widened to the project's .cpp files for the same reason. A unit that defines main (every QtTest unit does) or a
fuzz entry point is included with it renamed, and a test's generated include folder (tst_x.moc) is added to its
batch.

Units that cannot share a batch (two files defining the same helper, a macro defined twice) make the batch itself
fail to compile; such a batch is analysed again one unit at a time, so a clash costs time, never a finding.

  tidybatch.py BUILD_DIR LIST [JOBS]   LIST: lines "file<TAB>anything" (checkcache.py's output); exit 1 on a finding

The batches and their compile_commands.json are written to BUILD_DIR/tidy-batches/.
"""

import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys

BATCH_SIZE = 10
# Entry points every program defines: each unit gets its own name for them in a batch.
ENTRY_POINTS = {
    "main": re.compile(r"\bQTEST_(GUILESS_|APPLESS_)?MAIN\b|\bint\s+main\s*\("),
    "LLVMFuzzerTestOneInput": re.compile(r"\bLLVMFuzzerTestOneInput\s*\("),
}
# Flags that differ between units of one library or between tests, and that a batch can take the union or the first of.
PER_UNIT_FLAG = re.compile(r"^(-I.*_autogen/include|-DQT_TESTCASE_(BUILD|SOURCE)DIR=.*)$")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER_FILTER = "/(app|ui|tests|bench|fuzz)/([^/_]+/)*[^/]+\\.(h|cpp)$"


def arguments(entry):
    args = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    kept, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg in ("-o", "-c"):
            skip = True
        else:
            kept.append(arg)
    return kept


def batches(entries):
    groups = {}
    for entry in entries:
        args = arguments(entry)
        shared = tuple(a for a in args if not PER_UNIT_FLAG.match(a))
        groups.setdefault((entry["directory"], shared), []).append((entry["file"], args))
    for (directory, shared), units in groups.items():
        count = -(-len(units) // BATCH_SIZE)  # as few batches as the size allows, of even length
        for i in range(count):
            yield directory, list(shared), units[i::count]


def batch_entry(folder, index, directory, shared, units):
    path = os.path.join(folder, f"batch{index}.cpp")
    lines = []
    for n, (file, _) in enumerate(units):
        with open(file, encoding="utf-8", errors="replace") as f:
            text = f.read()
        renamed = [name for name, defined in ENTRY_POINTS.items() if defined.search(text)]
        lines += [f"#define {name} cq_{name}_{n}" for name in renamed]
        lines.append(f'#include "{file}" // NOLINT(bugprone-suspicious-include): a batch of units')
        lines += [f"#undef {name}" for name in renamed]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    # Every unit's generated include folder; the QtTest directories of the first (a define given twice is an error).
    extra = [a for a in units[0][1] if PER_UNIT_FLAG.match(a) and a.startswith("-D")]
    for _, args in units:
        extra += [a for a in args if PER_UNIT_FLAG.match(a) and a.startswith("-I") and a not in extra]
    compiler, rest = shared[0], shared[1:]
    return {"directory": directory, "file": path, "arguments": [compiler, *extra, *rest, "-c", path]}


def tidy(build, file, header_filter=None):
    command = ["clang-tidy", "-p", build, "--quiet", f"--config-file={ROOT}/.clang-tidy", file]
    if header_filter:
        command.insert(1, f"--header-filter={header_filter}")
    result = subprocess.run(command, capture_output=True, text=True)
    noise = re.compile(r"^([0-9]+ warnings? generated\.|Suppressed [0-9]+ warnings.*|Use -header-filter=.*)$")
    output = "\n".join(line for line in (result.stdout + result.stderr).splitlines() if not noise.match(line))
    return result.returncode, output.strip()


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    build = os.path.abspath(sys.argv[1])
    jobs = int(sys.argv[3]) if len(sys.argv) == 4 else os.cpu_count() or 2
    with open(sys.argv[2], encoding="utf-8") as f:
        wanted = {line.split("\t")[0] for line in f if line.strip()}
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        entries = [e for e in json.load(f) if e["file"] in wanted]

    folder = os.path.join(build, "tidy-batches")
    os.makedirs(folder, exist_ok=True)
    plan = [batch_entry(folder, i, *b) for i, b in enumerate(batches(entries))]
    with open(os.path.join(folder, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump(plan, f, indent=1)
    members = {entry["file"]: [] for entry in plan}
    for entry in plan:
        with open(entry["file"], encoding="utf-8") as f:
            members[entry["file"]] = re.findall(r'^#include "(.*)" //', f.read(), re.M)

    def analyse(batch):
        status, output = tidy(folder, batch, HEADER_FILTER)
        if "[clang-diagnostic-" not in output:
            return [(status, output)]
        # The units clash in one file (or one of them does not compile): one at a time, as a build would see them.
        reason = next(line for line in output.splitlines() if "[clang-diagnostic-" in line)
        split = f"(batch of {len(members[batch])} split: {reason})"
        return [tidy(build, unit) for unit in members[batch]] + [(0, split)]

    failed = False
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for results in pool.map(analyse, [entry["file"] for entry in plan]):
            for status, output in results:
                failed |= status != 0
                if output and (status != 0 or output.startswith("(batch")):
                    print(output, file=sys.stderr if status else sys.stdout)
    print(f"{len(entries)} units in {len(plan)} batches", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
