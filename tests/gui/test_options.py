#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The game's own command-line options (formats.md: --game, --deal), and
--version. They are checked by the process that gets them, before any window
or display is needed, so this test runs with no display at all.

usage: test_options.py APP VERSION"""
import os
import subprocess
import sys

app, version = sys.argv[1:3]
env = dict(os.environ)
env.pop("DISPLAY", None)
env.pop("WAYLAND_DISPLAY", None)

cases = []


def check(name, ok, detail=""):
    cases.append((name, ok, detail))


def run(*args):
    return subprocess.run([app, *args], env=env, capture_output=True, text=True,
                          timeout=30, stdin=subprocess.DEVNULL)


r = run("--version")
check("--version prints the version and exits 0",
      r.returncode == 0 and r.stdout == "algerian-patience %s\n" % version and r.stderr == "",
      repr((r.returncode, r.stdout, r.stderr)))

r = run("--game", "nope")
check("an unknown game exits 2 and names it",
      r.returncode == 2 and "nope" in r.stderr and "carthage" in r.stderr and r.stdout == "",
      repr((r.returncode, r.stdout, r.stderr)))

for bad in ["0", "2147483648", "-1", "+5", "7x", ""]:
    r = run("--deal", bad)
    check("deal number %r is refused with exit 2" % bad,
          r.returncode == 2 and ("“%s”" % bad) in r.stderr and "2147483647" in r.stderr,
          repr((r.returncode, r.stdout, r.stderr)))

r = run("--help")
check("--help lists --game, --deal and --version",
      r.returncode == 0 and all(o in r.stdout for o in ("--game", "--deal", "--version")),
      repr((r.returncode, r.stdout[:200])))

print("1..%d" % len(cases))
for i, (name, ok, detail) in enumerate(cases, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        print("# " + detail)
sys.exit(0 if all(ok for _, ok, _ in cases) else 1)
