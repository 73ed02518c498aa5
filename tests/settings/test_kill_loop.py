#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""kill -9 at 100 random moments of scripted play.

kill-player (kill-player.c) is the game's session without a window: it
resumes the saved game and plays by itself (moves, undo, redo, new deals),
saving after each step as the game does, and reports each step on standard
output before it takes it and the game after it is saved. This test kills
it at a random moment, 100 times, and after every kill checks that:

- the next start resumes a valid game, without any complaint: the last one
  the killed process reported, or the one its next step was making;
- the statistics agree with the games: "played" is the number of games
  that any saved game has shown as counted, no more (counted twice) and no
  less (lost);
- some kills came in the middle of a save: a temporary file of the saved
  game was left behind (the next start removes it).

Usage: test_kill_loop.py KILL_PLAYER SCHEMA_DIR [KILLS]
"""

import glob
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

LINE = re.compile(r"^(start|state) (\d+) (\w+)(?: (\d+))? moves=(.*) redo=(.*)$")


def split_moves(text):
    return tuple(text.split(",")) if text else ()


class Game:
    def __init__(self, match):
        self.deal = int(match.group(2))
        self.counted = match.group(3)
        self.played = int(match.group(4)) if match.group(4) else None
        self.moves = split_moves(match.group(5))
        self.redo = split_moves(match.group(6))

    def same(self, other):
        return (self.deal, self.moves, self.redo) == (other.deal, other.moves, other.redo)

    def __repr__(self):
        return "deal %d (%s) moves=%s redo=%s" % (self.deal, self.counted, ",".join(self.moves),
                                                 ",".join(self.redo))


def after_step(game, step):
    """(deal, moves, redo) of the game after a step."""
    words = step.split(" ", 1)
    if words[0] == "move":
        return (game.deal, game.moves + (words[1],), ())
    if words[0] == "undo":
        return (game.deal, game.moves[:-1], (game.moves[-1],) + game.redo)
    if words[0] == "redo":
        return (game.deal, game.moves + (game.redo[0],), game.redo[1:])
    if words[0] == "new-deal":
        return (int(words[1]), (), ())
    raise AssertionError("unknown step " + step)


class Run:
    """One process, its output read as it comes so that it never waits on
    a full pipe (the kill must find it at work, not blocked)."""

    def __init__(self, player, env, data, first_deal, seed):
        self.proc = subprocess.Popen([player, data, str(first_deal), str(seed)], env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        self.reader = threading.Thread(target=self.read)
        self.reader.start()

    def read(self):
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.reader.join()
        return self.proc.returncode, self.proc.stderr.read()


def main():
    player, schema_dir = sys.argv[1:3]
    kills = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    seed = int(os.environ.get("AP_KILL_SEED", random.randrange(1 << 30)))
    rng = random.Random(seed)
    print("seed %d (AP_KILL_SEED=%d to repeat the kill times)" % (seed, seed))

    tmp = tempfile.mkdtemp(prefix="ap-kill-loop-")
    data = os.path.join(tmp, "data", "algerian-patience")
    env = dict(os.environ)
    for key in ("GSETTINGS_BACKEND", "G_DEBUG", "DBUS_SESSION_BUS_ADDRESS"):
        env.pop(key, None)
    env.update({
        "GSETTINGS_BACKEND": "keyfile",
        "GSETTINGS_SCHEMA_DIR": schema_dir,
        "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
        "XDG_DATA_HOME": os.path.join(tmp, "data"),
        "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
        "XDG_RUNTIME_DIR": tmp,
        "LC_ALL": "C.UTF-8",
    })
    save_path = os.path.join(data, "saved-game")

    counted = set()        # deals that some saved game showed as counted
    last = None            # the last game a process reported saved
    pending_step = None    # the step it announced after that, if any
    in_save = 0            # kills that left a temporary file behind
    steps = 0
    done = 0               # kills so far
    failures = []

    def check(condition, message):
        if not condition:
            failures.append(message)
            print("FAIL: " + message)
        return condition

    try:
        for i in range(kills + 1):
            final = i == kills
            run = Run(player, env, data, 1000 + 100000 * (i + 1), rng.randrange(1 << 30))
            if final:
                # The last start is only looked at: wait for its report.
                deadline = time.monotonic() + 60
                while not any(l.startswith("start ") for l in run.lines):
                    if time.monotonic() > deadline or run.proc.poll() is not None:
                        break
                    time.sleep(0.01)
            else:
                # From the process's start, so that some kills come while it
                # is still starting (settling the statistics, resuming).
                time.sleep(rng.uniform(0.0, 0.25))
            status, errors = run.kill9()
            check(status == -signal.SIGKILL,
                  "run %d ended by itself (%s): %s" % (i, status, errors.strip()))

            for line in run.lines:
                check(not line.startswith("problem "), "run %d: %s" % (i, line))
            start = next((l for l in run.lines if l.startswith("start ")), None)
            if start is not None:
                game = Game(LINE.match(start))
                if last is not None:
                    candidates = [(last.deal, last.moves, last.redo)]
                    if pending_step is not None:
                        candidates.append(after_step(last, pending_step))
                    check((game.deal, game.moves, game.redo) in candidates,
                          "run %d resumed %r; the last saved game was %r, then %s"
                          % (i, game, last, pending_step))
                if game.counted != "none":
                    counted.add(game.deal)
                check(game.played == len(counted),
                      "run %d: the statistics count %d games played, the saved games %d"
                      % (i, game.played, len(counted)))
                last, pending_step = game, None
            elif final:
                check(False, "the last start did not report")
            for line in run.lines:
                if line.startswith("step "):
                    pending_step = line[5:]
                    steps += 1
                elif line.startswith("state "):
                    last, pending_step = Game(LINE.match(line)), None
                    if last.counted != "none":
                        counted.add(last.deal)

            if last is not None:
                check(os.path.isfile(save_path), "run %d: no saved game after the kill" % i)
            check(not glob.glob(save_path + ".corrupt*"),
                  "run %d: a saved game was put aside as damaged" % i)
            if glob.glob(save_path + ".??????"):
                in_save += 1
            done = i
            if len(failures) > 5:
                break
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    print("%d kills, %d steps played, %d kills during a save, %d games counted"
          % (done, steps, in_save, len(counted)))
    check(done == kills, "stopped after %d kills" % done)
    check(in_save > 0, "no kill came during a save")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
