#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The GUI benchmark: the game against a bare libadwaita window, same run.

usage: bench-gui.py APP BARE_WINDOW [--rounds N] [--size WxH] [--renderer R]

APP is the tests' build of the game (tests/common/algerian-patience-test),
the one that measures itself under AP_BENCH; the game that ships does not.

For each program, in alternating order over the rounds, in one Xvfb and one
private D-Bus session:
  start-up   from just before the process is spawned to the end of its
             first frame (both clocks are CLOCK_MONOTONIC);
  snapshot   the median time to snapshot the board (the game) or the
             content area (the bare window) with every widget redrawn,
             over 200 snapshots, at the given window size;
  memory     resident set size once the window is up (VmRSS).
Prints the medians over the rounds and the ratios. Not a test: the figures
depend on the machine; the thresholds of the issue are printed beside them.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "common"))
import xsession  # noqa: E402


def start_bus(tmp):
    config = os.path.join(tmp, "session.conf")
    with open(config, "w") as f:
        f.write(xsession.DBUS_CONFIG)
    bus = subprocess.Popen(["dbus-daemon", "--config-file=" + config, "--nofork",
                            "--print-address=1"], stdout=subprocess.PIPE, text=True)
    address = bus.stdout.readline().strip()
    return bus, address


def run_once(program, args, env, tmp):
    out = os.path.join(tmp, "bench-out")
    if os.path.exists(out):
        os.unlink(out)
    run_env = dict(env)
    run_env["AP_BENCH"] = out
    data = tempfile.mkdtemp(dir=tmp)
    run_env["XDG_DATA_HOME"] = data
    run_env["XDG_CONFIG_HOME"] = data
    run_env["XDG_CACHE_HOME"] = data
    start_us = time.monotonic_ns() // 1000
    proc = subprocess.run([program] + args, env=run_env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, timeout=120)
    if proc.returncode != 0:
        raise SystemExit("%s failed (%d): %s" % (program, proc.returncode, proc.stderr))
    values = {}
    with open(out) as f:
        for line in f:
            key, _, value = line.partition(": ")
            values[key] = value.strip()
    shutil.rmtree(data, ignore_errors=True)
    return {
        "startup_ms": (int(values["first-frame-us"]) - start_us) / 1000.0,
        "snapshot_us": float(values["snapshot-median-us"]),
        "rss_mb": int(values["rss-kb"]) / 1024.0,
        "area": values.get("board", "?"),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("bare")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--renderer", default=os.environ.get("GSK_RENDERER", "cairo"))
    args = parser.parse_args()

    width, height = (int(v) for v in args.size.split("x"))
    tmp = tempfile.mkdtemp(prefix="ap-bench-")
    xvfb = xsession.Xvfb(width, height + 100)
    bus, address = start_bus(tmp)
    env = dict(os.environ)
    env.update({
        "DISPLAY": xvfb.display,
        "DBUS_SESSION_BUS_ADDRESS": address,
        "GDK_BACKEND": "x11",
        "GSK_RENDERER": args.renderer,
        "GSETTINGS_BACKEND": env.get("GSETTINGS_BACKEND", "memory"),
        "AP_TEST_SIZE": args.size,
    })
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("G_DEBUG", None)

    programs = {
        "bare": (args.bare, []),
        "game": (args.app, ["--game", "algerian", "--deal", "5"]),
    }
    results = {name: [] for name in programs}
    try:
        # One warm-up each, so that neither pays for cold disk caches.
        for name, (program, pargs) in programs.items():
            run_once(program, pargs, env, tmp)
        for i in range(args.rounds):
            order = ["bare", "game"] if i % 2 == 0 else ["game", "bare"]
            for name in order:
                program, pargs = programs[name]
                results[name].append(run_once(program, pargs, env, tmp))
    finally:
        bus.terminate()
        bus.wait()
        xvfb.stop()
        shutil.rmtree(tmp, ignore_errors=True)

    def median(name, key):
        return statistics.median(r[key] for r in results[name])

    print("GUI benchmark: %d rounds, window %s, GSK_RENDERER=%s"
          % (args.rounds, args.size, args.renderer))
    print("%-26s %12s %12s %8s" % ("median", "bare window", "game", "ratio"))
    for key, label in [("startup_ms", "start-up to first frame ms"),
                       ("rss_mb", "resident memory MB"),
                       ("snapshot_us", "snapshot us")]:
        bare, game = median("bare", key), median("game", key)
        print("%-26s %12.1f %12.1f %8.2f" % (label, bare, game, game / bare if bare else 0))
    print("snapshot area: bare %s, game board %s"
          % (results["bare"][0]["area"], results["game"][0]["area"]))
    ratio = median("game", "startup_ms") / median("bare", "startup_ms")
    snap_ms = median("game", "snapshot_us") / 1000.0
    print("issue targets: start-up within 1.3x of the bare window: %.2fx (%s); "
          "board snapshot at most 2 ms median: %.3f ms (%s)"
          % (ratio, "met" if ratio <= 1.3 else "NOT met",
             snap_ms, "met" if snap_ms <= 2.0 else "NOT met"))


if __name__ == "__main__":
    main()
