#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
# SPDX-License-Identifier: MIT
# scripts/tidybatch.py must report a finding in every unit of a batch at the unit's own file and line, rename main in
# units that define it, and fall back to one unit at a time when units clash, still reporting their findings.
#   tidybatch-planted.sh SCRIPTS_DIR
set -u
scripts=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tests/unit" "$work/build"
cd "$work/tests/unit" || exit 1
# a.cpp and b.cpp share flags and each defines main: one batch. c.cpp and d.cpp define the same helper: their batch
# cannot compile and is split.
printf 'int main()\n{\n    int *p = 0;\n    return p == nullptr;\n}\n' >a.cpp
printf '#include <string>\nint size(const std::string s) { return int(s.size()); }\nint main() { return size("x"); }\n' >b.cpp
printf 'static int helper() { return 1; }\nint c() { return helper(); }\n' >c.cpp
printf 'static int helper() { return 2; }\nint d() { int *q = 0; return helper() + (q != nullptr); }\n' >d.cpp
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
def entry(name, flags):
    path = f"{work}/tests/unit/{name}"
    return {"directory": f"{work}/build", "file": path, "command": f"c++ -std=c++20 {flags} -o {name}.o -c {path}"}
json.dump([entry("a.cpp", ""), entry("b.cpp", ""), entry("c.cpp", "-DCLASH"), entry("d.cpp", "-DCLASH")],
          open(f"{work}/build/compile_commands.json", "w"))
PY
printf '%s\tkey\n' "$work"/tests/unit/{a,b,c,d}.cpp >"$work/list"

python3 "$scripts/tidybatch.py" "$work/build" "$work/list" 2 >"$work/out" 2>&1
status=$?
cat "$work/out"
fail() { echo "FAIL: $1"; exit 1; }
[ "$status" -eq 1 ] || fail "exit status $status, expected 1"
grep -q "tests/unit/a.cpp:3:.*modernize-use-nullptr" "$work/out" || fail "a.cpp:3 not reported"
grep -q "tests/unit/b.cpp:2:.*performance-unnecessary-value-param" "$work/out" || fail "b.cpp:2 not reported"
grep -q "tests/unit/d.cpp:2:.*modernize-use-nullptr" "$work/out" || fail "d.cpp:2 (a split batch) not reported"
[ "$(grep -c 'batch of 2 split' "$work/out")" -eq 1 ] || fail "expected exactly the c/d batch to be split"
grep -q "4 units in 2 batches" "$work/out" || fail "expected 2 batches"

# Without the planted mistakes: clean, exit 0.
sed -i 's/= 0;/= nullptr;/' a.cpp d.cpp
sed -i 's/const std::string s/const std::string \&s/' b.cpp
python3 "$scripts/tidybatch.py" "$work/build" "$work/list" 2 >"$work/out" 2>&1 || { cat "$work/out"; fail "clean units failed"; }
echo "PASS"
