#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Profiles the path to the first frame: runs a benchmark program (the game's
bench-algerian-patience or bench-bare-window) N times under `perf record`,
each run in AP_GUI_BENCH_MODE=first-frame (it exits at the end of its first
frame), in one Xvfb and one private D-Bus session, with fresh XDG folders
for every run, as bench-gui.py measures start-up.

Usage: profile-startup.py PROGRAM RUNS OUTPUT.data [PERF RECORD OPTIONS...]
e.g.   profile-startup.py _build/bench/gui/bench-algerian-patience 20 game.data -F 5000
       perf report -i game.data --no-children --sort dso,sym -n
Run it for both programs with the same options and compare the sample
counts (-n): RUNS x frequency samples are RUNS x 1 s of CPU.
"""
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "common"))
import xsession  # noqa: E402

GAME_ARGS = "--game algerian --deal 5"


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    program, runs, output = os.path.abspath(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    args = "" if "bare" in os.path.basename(program) else GAME_ARGS
    tmp = tempfile.mkdtemp(prefix="ap-profile-")
    xvfb = xsession.Xvfb(1920, 1180)
    bus = xsession.Bus(tmp)
    env = dict(os.environ)
    env.update({
        "DISPLAY": xvfb.display, "DBUS_SESSION_BUS_ADDRESS": bus.address,
        "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo",
        "GSETTINGS_BACKEND": env.get("GSETTINGS_BACKEND", "memory"),
        "AP_GUI_BENCH": os.path.join(tmp, "out"), "AP_GUI_BENCH_MODE": "first-frame",
        "AP_GUI_BENCH_SIZE": "1920x1080",
    })
    script = ("for i in $(seq %d); do d=$(mktemp -d -p %s); "
              "XDG_DATA_HOME=$d XDG_CONFIG_HOME=$d XDG_CACHE_HOME=$d %s %s; done"
              % (runs, shlex.quote(tmp), shlex.quote(program), args))
    try:
        return subprocess.run(["perf", "record", "-q", "-o", output] + sys.argv[4:]
                              + ["--", "sh", "-c", script], env=env).returncode
    finally:
        bus.stop()
        xvfb.stop()


if __name__ == "__main__":
    sys.exit(main())
