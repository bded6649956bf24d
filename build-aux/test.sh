#!/bin/sh
# Installs what is missing, builds, runs every test suite and ends with the
# line "N passed, N failed" (each GTest case counts once).
set -eu
cd "$(dirname "$0")/.."

./build-aux/install-deps.sh
[ -d build/meson-private ] || meson setup build --buildtype=debugoptimized --prefix="$PWD/build/install"
ninja -C build

status=0
# The UI tests open real windows: run everything under a virtual display.
GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1600x1000x24" \
  meson test -C build --print-errorlogs || status=$?

python3 - build/meson-logs/testlog.json <<'PY'
import json, re, sys
passed = failed = 0
for line in open(sys.argv[1], encoding="utf-8"):
    entry = json.loads(line)
    ok = len(re.findall(r"^ok \d+", entry.get("stdout", ""), re.M))
    bad = len(re.findall(r"^not ok \d+", entry.get("stdout", ""), re.M))
    good = entry.get("result") in ("OK", "EXPECTEDFAIL")
    if ok + bad == 0:
        ok, bad = (1, 0) if good else (0, 1)  # not TAP, or died before any case
    elif not good and bad == 0:
        bad = 1  # crashed or timed out after some cases
    passed += ok
    failed += bad
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
exit $status
