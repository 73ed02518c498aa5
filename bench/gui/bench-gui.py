#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The GUI benchmark: the game against a bare libadwaita window, same run.

usage: bench-gui.py [--app PROGRAM] [--bare PROGRAM] [--floor PROGRAM] [--rounds N]
                    [--only startup,frame,drag,idle,deals] [--renderers cairo,gl]
                    [--sizes 1920x1080,3840x2160] [--idle-seconds S] [--deals N]
                    [--dwell-ms MS]

Both programs measure themselves with bench-measure.c (see its header);
this script starts them in one Xvfb and one private D-Bus session, drives
the drag with xdotool, and prints medians over the runs:
  startup  start-up to the end of the first frame (from just before the
           process is spawned; both ends read CLOCK_MONOTONIC), the CPU time
           the process used until then (less sensitive to the machine's
           load than the wall clock) and the resident memory one second
           later, the two programs alternating
           over the rounds after a warm-up run of each;
  frame    a full-board frame: the board's snapshot and its rendering to a
           texture by the window's renderer, median and 95th percentile of
           50 frames, per size and renderer; beside it the floor
           (bench-floor.c: as many card-sized textures as the board's frame
           has, drawn by the same renderer) and the ratio game / floor;
  drag     a card dragged for two seconds (xdotool, 60 motions a second):
           the intervals between the frames the frame clock drew, for the
           game and the floor;
  idle     the CPU used over 20 s with the game's clock ticking (one player
           move made), and by the bare window with a label ticking;
  deals    the game alone: its resident memory after N new deals (200)
           with a Hint each in every game, staying 500 ms on each
           (--dwell-ms; the solver's watch runs meanwhile), against the
           first deal's, per renderer (bench-deals.c).
The figures depend on the machine and its load (printed); compare ratios.
"""

import argparse
import math
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

BUILD = os.environ.get("MESON_BUILD_ROOT", os.path.join(HERE, "..", "..", "_build"))
GAME_ARGS = ["--game", "algerian", "--deal", "5"]


def p95(values):
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


class Session:
    """One Xvfb and one D-Bus session bus for a phase of the benchmark."""

    def __init__(self, width, height, renderer):
        self.tmp = tempfile.mkdtemp(prefix="ap-bench-")
        self.xvfb = xsession.Xvfb(width, height)
        self.bus = xsession.Bus(self.tmp)
        self.env = dict(os.environ)
        self.env.update({
            "DISPLAY": self.xvfb.display,
            "DBUS_SESSION_BUS_ADDRESS": self.bus.address,
            "GDK_BACKEND": "x11",
            "GSK_RENDERER": renderer,
            "GSETTINGS_BACKEND": self.env.get("GSETTINGS_BACKEND", "memory"),
        })
        for name in ("WAYLAND_DISPLAY", "G_DEBUG", "AP_BENCH", "AP_TEST_STATE"):
            self.env.pop(name, None)

    def stop(self):
        self.bus.stop()
        self.xvfb.stop()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def start(self, program, args, mode, size, renderer=None, extra=None):
        """Starts a measured run; returns (process, output file, spawn time)."""
        out = os.path.join(self.tmp, "bench-out")
        if os.path.exists(out):
            os.unlink(out)
        env = dict(self.env)
        data = tempfile.mkdtemp(dir=self.tmp)
        env.update({"AP_GUI_BENCH": out, "AP_GUI_BENCH_MODE": mode,
                    "AP_GUI_BENCH_SIZE": size, "XDG_DATA_HOME": data,
                    "XDG_CONFIG_HOME": data, "XDG_CACHE_HOME": data})
        if renderer:
            env["GSK_RENDERER"] = renderer
        env.update(extra or {})
        start_us = time.monotonic_ns() // 1000
        proc = subprocess.Popen([program] + args, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        return proc, out, start_us

    @staticmethod
    def finish(proc, out, timeout=300):
        _, err = proc.communicate(timeout=timeout)
        if proc.returncode != 0:
            raise SystemExit("run failed (%d): %s" % (proc.returncode, err))
        return read_values(out)

    def run(self, program, args, mode, size, renderer=None, extra=None):
        proc, out, start_us = self.start(program, args, mode, size, renderer, extra)
        values = self.finish(proc, out)
        values["start-us"] = start_us
        return values


def read_values(path):
    values = {}
    try:
        with open(path) as f:
            for line in f:
                key, _, value = line.partition(":")
                values[key] = value.strip()
    except FileNotFoundError:
        pass
    return values


def numbers(text):
    return [float(v) for v in text.split()]


def size_of(text):
    return tuple(int(v) for v in text.split("x"))


def phase_startup(args, programs):
    w, h = size_of(args.size)
    session = Session(w, h + 100, "cairo")
    results = {name: [] for name in programs}
    try:
        for name, (program, pargs) in programs.items():
            session.run(program, pargs, "startup", args.size)
        for i in range(args.rounds):
            order = ["bare", "game"] if i % 2 == 0 else ["game", "bare"]
            for name in order:
                program, pargs = programs[name]
                v = session.run(program, pargs, "startup", args.size)
                results[name].append({
                    "startup_ms": (int(v["first-frame-us"]) - v["start-us"]) / 1000.0,
                    "cpu_ms": int(v["first-frame-cpu-us"]) / 1000.0,
                    "rss_mb": int(v["rss-kb"]) / 1024.0})
    finally:
        session.stop()

    def med(name, key):
        return statistics.median(r[key] for r in results[name])

    print("\nstart-up and memory: %d rounds, window %s, GSK_RENDERER=cairo"
          % (args.rounds, args.size))
    print("%-28s %10s %10s %8s" % ("median", "bare", "game", "game/bare"))
    for key, label in [("startup_ms", "start-up to first frame ms"),
                       ("cpu_ms", "CPU to first frame ms"),
                       ("rss_mb", "resident memory MB")]:
        bare, game = med("bare", key), med("game", key)
        print("%-28s %10.1f %10.1f %8.2f" % (label, bare, game, game / bare))
    ratio = med("game", "startup_ms") / med("bare", "startup_ms")
    extra = med("game", "rss_mb") - med("bare", "rss_mb")
    print("targets: start-up <= 1.1x bare: %.2fx (%s); memory <= bare + 10 MB: +%.1f MB (%s)"
          % (ratio, "met" if ratio <= 1.1 else "NOT met",
             extra, "met" if extra <= 10 else "NOT met"))
    print("start-up runs ms, bare: %s" % " ".join(
        "%.0f" % r["startup_ms"] for r in results["bare"]))
    print("start-up runs ms, game: %s" % " ".join(
        "%.0f" % r["startup_ms"] for r in results["game"]))


def floor_spec(values):
    """AP_GUI_BENCH_FLOOR for the floor program: as many textures, of the
    size of the first, as a frame of the game had."""
    w, h = (int(round(float(x))) for x in values["texture-size"].split())
    return "%s,%d,%d" % (values["textures"], w, h)


def floor_frames(session, floor, size, renderer, frames, values):
    """The floor's frames in ms for the images of the game's frame `values`:
    the faster of texture nodes and cairo nodes that paint an image."""
    best = None
    for nodes in ("texture", "cairo"):
        f = session.run(floor, [], "frame", size, renderer,
                        {"AP_GUI_BENCH_COUNT": str(frames), "AP_GUI_BENCH_FLOOR": floor_spec(values),
                         "AP_GUI_BENCH_FLOOR_NODES": nodes})
        times = [t / 1000 for t in numbers(f["frame-us"])]
        if best is None or statistics.median(times) < statistics.median(best[1]):
            best = (nodes, times)
    return best


def phase_frame(args, programs):
    sizes = args.sizes.split(",")
    w = max(size_of(s)[0] for s in sizes)
    h = max(size_of(s)[1] for s in sizes)
    session = Session(w, h + 100, "cairo")
    program, pargs = programs["game"]
    print("\nfull-board frame (snapshot + render to texture), %d frames each; the floor: as many"
          " card-sized textures, same renderer" % args.frames)
    print("%-10s %-8s %-12s %-11s %-13s %11s %11s %12s %11s %11s %8s"
          % ("window", "renderer", "GSK class", "board", "textures", "frame med", "frame p95",
             "snapshot med", "floor med", "floor p95", "med/floor"))
    try:
        for size in sizes:
            for renderer in args.renderers.split(","):
                v = session.run(program, pargs, "frame", size, renderer,
                                {"AP_GUI_BENCH_COUNT": str(args.frames)})
                frame = numbers(v["frame-us"])
                snap = numbers(v["snapshot-us"])
                nodes, floor = floor_frames(session, programs["floor"][0], size, renderer,
                                            args.frames, v)
                ratio = statistics.median(frame) / 1000 / statistics.median(floor)
                print("%-10s %-8s %-12s %-11s %-13s %8.2f ms %8.2f ms %9.3f ms %8.2f ms %8.2f ms"
                      " %7.2fx (floor of %s nodes; target <= 1.5x: %s)"
                      % (size, renderer, v["renderer"], v["area"].replace(" ", "x"),
                         floor_spec(v), statistics.median(frame) / 1000, p95(frame) / 1000,
                         statistics.median(snap) / 1000, statistics.median(floor), p95(floor),
                         ratio, nodes, "met" if ratio <= 1.5 else "NOT met"))
    finally:
        session.stop()


def drag(session, args, program, pargs, renderer, extra=None):
    """Drags for two seconds; returns the frame intervals in ms."""
    w, h = size_of(args.size)
    proc, out, _ = session.start(program, pargs, "drag", args.size, renderer, extra)
    deadline = time.monotonic() + 120
    while "drag-from" not in read_values(out):
        if proc.poll() is not None or time.monotonic() > deadline:
            raise SystemExit("the drag run did not get ready")
        time.sleep(0.05)  # polls a file the program writes; no signal to wait on
    x, y = (int(float(v)) for v in read_values(out)["drag-from"].split())
    # Two seconds of motion, 60 a second, in one xdotool process:
    # a quarter of the width across and back down a little.
    steps = 120
    chain = ["mousemove", str(x), str(y), "mousedown", "1"]
    for i in range(1, steps + 1):
        chain += ["sleep", "%.4f" % (1 / 60), "mousemove",
                  str(x + int(i * w / 4 / steps)), str(y + int(i * h / 4 / steps))]
    chain += ["mouseup", "1"]
    subprocess.run(["xdotool"] + chain, env=session.env, check=True)
    v = session.finish(proc, out)
    intervals = numbers(v["drag-frame-interval-us"])
    if not intervals:
        raise SystemExit("the drag drew no frames")
    return [i / 1000 for i in intervals]


def phase_drag(args, programs):
    w, h = size_of(args.size)
    session = Session(w, h + 100, "cairo")
    program, pargs = programs["game"]
    try:
        for renderer in args.renderers.split(","):
            # The floor drags as many textures of the card's size as the
            # game's frame has at this size.
            v = session.run(program, pargs, "frame", args.size, renderer,
                            {"AP_GUI_BENCH_COUNT": "1"})
            nodes, _ = floor_frames(session, programs["floor"][0], args.size, renderer, 10, v)
            results = [("game", drag(session, args, program, pargs, renderer)),
                       ("floor", drag(session, args, programs["floor"][0], [], renderer,
                                      {"AP_GUI_BENCH_FLOOR": floor_spec(v),
                                       "AP_GUI_BENCH_FLOOR_NODES": nodes}))]
            for name, intervals in results:
                print("\ndrag for 2 s at %s, GSK_RENDERER=%s, %s: %d frames, intervals median "
                      "%.1f ms, p95 %.1f ms, max %.1f ms"
                      % (args.size, renderer, name, len(intervals) + 1,
                         statistics.median(intervals), p95(intervals), max(intervals)))
            ratio = p95(results[0][1]) / p95(results[1][1])
            print("drag p95 game / floor: %.2fx; targets: cairo p95 <= 17 ms, GL p95 <= 1.5x the "
                  "floor's" % ratio)
    finally:
        session.stop()


def phase_idle(args, programs):
    w, h = size_of(args.size)
    session = Session(w, h + 100, "cairo")
    print("\nidle CPU over %d s, clock ticking, window %s, GSK_RENDERER=cairo"
          % (args.idle_seconds, args.size))
    try:
        for name in ("bare", "game"):
            program, pargs = programs[name]
            v = session.run(program, pargs, "idle", args.size, None,
                            {"AP_GUI_BENCH_SECONDS": str(args.idle_seconds)})
            print("%-5s %6.3f %% of a core, %s frames drawn"
                  % (name, float(v["idle-cpu-percent"]), v["idle-frames"]))
    finally:
        session.stop()


def phase_deals(args, programs):
    """The game's resident memory after --deals new deals with a Hint each
    in every game (bench-deals.c), against the first deal's, per renderer."""
    w, h = size_of(args.size)
    program, _ = programs["game"]
    print("\nresident memory, %d new deals with a hint each in every game, %d ms on each "
          "after its hint, window %s" % (args.deals, args.dwell_ms, args.size))
    for renderer in args.renderers.split(","):
        session = Session(w, h + 100, renderer)
        try:
            proc, out, _ = session.start(program, ["--game", "algerian", "--deal", "1"],
                                         "deals", args.size, None,
                                         {"AP_GUI_BENCH_COUNT": str(args.deals),
                                          "AP_GUI_BENCH_DWELL_MS": str(args.dwell_ms)})
            v = session.finish(proc, out, timeout=7200)
        finally:
            session.stop()
        first = int(v["first-rss-kb"]) / 1024.0
        last = int(v["last-rss-kb"]) / 1024.0
        games = " ".join("%s %.1f" % (key[len("rss-kb-"):], int(value) / 1024.0)
                         for key, value in v.items() if key.startswith("rss-kb-"))
        print("%-6s first deal %.1f MB, after all %.1f MB: %+.1f MB (%s); "
              "hints not shown: %s" % (renderer, first, last, last - first,
                                       "met" if last - first <= 20 else "NOT met",
                                       v["hints-missing"]))
        print("%-6s after each game, MB: %s" % (renderer, games))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", default=os.path.join(BUILD, "bench", "gui",
                                                      "bench-algerian-patience"))
    parser.add_argument("--bare", default=os.path.join(BUILD, "bench", "gui",
                                                       "bench-bare-window"))
    parser.add_argument("--floor", default=os.path.join(BUILD, "bench", "gui", "bench-floor"))
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--frames", type=int, default=50)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--sizes", default="1920x1080,3840x2160")
    parser.add_argument("--renderers", default="cairo,gl")
    parser.add_argument("--idle-seconds", type=int, default=20)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--dwell-ms", type=int, default=500)
    parser.add_argument("--only", default="startup,frame,drag,idle,deals")
    args = parser.parse_args()

    programs = {"bare": (args.bare, []), "game": (args.app, GAME_ARGS), "floor": (args.floor, [])}
    phases = {"startup": phase_startup, "frame": phase_frame, "drag": phase_drag,
              "idle": phase_idle, "deals": phase_deals}
    print("GUI benchmark, load average before: %s" % load())
    for name in args.only.split(","):
        phases[name](args, programs)
    print("\nload average after: %s" % load())


if __name__ == "__main__":
    main()
