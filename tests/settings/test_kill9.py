#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The game survives anything: kill -9 in the middle of a game, damaged
saved games and a data folder it cannot write.

The real game runs in an X server of its own and is played with real input
(xdotool keys and a drag through the X server). It writes its state after
each frame to AP_TEST_STATE (tests/common/ap-test-hooks.c), which is how the test
knows where the piles are and when the board is idle. GSettings uses the
keyfile backend under a temporary XDG_CONFIG_HOME, so that statistics
persist across processes as they do with dconf.

Usage: test_kill9.py GAME CLI SCHEMA_DIR
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import aptest  # noqa: E402
import xsession  # noqa: E402

APP = CLI = SCHEMA_DIR = None
TARBART = "algerian:aces-and-kings,4,when-stock-empty,on"
FIELDS = ("played", "won", "streak", "best_streak", "best_time", "fewest_moves",
          "total_time", "hints")


class Run:
    """One process of the game, on the shared X server, bus and folders."""

    def __init__(self, test, args, expect_exit=False):
        self.test = test
        self.env = test.env
        self.state_path = os.path.join(test.tmp, "state")
        if os.path.exists(self.state_path):
            os.remove(self.state_path)
        self.log = open(os.path.join(test.tmp, "log"), "a")
        self.proc = subprocess.Popen([APP] + list(args), env=self.env, stdout=self.log,
                                     stderr=subprocess.STDOUT)

    def read(self):
        return aptest.read_state(self.state_path)

    def wait(self, predicate, what, timeout=20.0):
        return aptest.wait_for_state(self.proc, self.read, predicate, what, timeout,
                                     self.test.log_text)

    def wait_idle(self, moves, what):
        return self.wait(lambda s: s.int("moves") == moves and s.values.get("busy") == "0",
                         what)

    def xdotool(self, *args):
        subprocess.run(["xdotool"] + [str(a) for a in args], check=True,
                       env={"DISPLAY": self.env["DISPLAY"], "PATH": os.environ["PATH"]})

    def key(self, state, *keys):
        self.xdotool("windowfocus", "--sync", state.int("xid"))
        self.xdotool("key", "--clearmodifiers", *keys)

    def move_to(self, state, x, y):
        scale = state.int("scale") or 1
        self.xdotool("mousemove", "--window", state.int("xid"), int(round(x * scale)),
                     int(round(y * scale)))

    def drag(self, state, src, dst, steps=12):
        start, end = state.top_centre(src), state.top_centre(dst)
        self.move_to(state, *start)
        self.xdotool("mousedown", "1")
        for i in range(1, steps + 1):
            self.move_to(state, start[0] + (end[0] - start[0]) * i / steps,
                         start[1] + (end[1] - start[1]) * i / steps)
            # Paced like a hand; the test waits for the game on the state file.
            time.sleep(0.01)
        self.xdotool("mouseup", "1")

    def kill9(self):
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        self.log.close()

    def quit(self, state):
        """Ctrl+Q, as a player quits."""
        self.key(state, "ctrl+q")
        try:
            self.proc.wait(timeout=15)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            self.log.close()


class GameTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="ap-kill9-")
        self.xvfb = xsession.Xvfb()
        self.bus = xsession.Bus(self.tmp)
        self.data = os.path.join(self.tmp, "data")
        self.config = os.path.join(self.tmp, "config")
        self.save_path = os.path.join(self.data, "algerian-patience", "saved-game")
        env = dict(os.environ)
        for key in ("WAYLAND_DISPLAY", "GSETTINGS_BACKEND", "G_DEBUG"):
            env.pop(key, None)
        env.update({
            "DISPLAY": self.xvfb.display,
            "DBUS_SESSION_BUS_ADDRESS": self.bus.address,
            "GDK_BACKEND": "x11",
            "GSK_RENDERER": "cairo",
            "GTK_A11Y": "none",
            "GSETTINGS_BACKEND": "keyfile",
            "GSETTINGS_SCHEMA_DIR": SCHEMA_DIR,
            "XDG_DATA_HOME": self.data,
            "XDG_CONFIG_HOME": self.config,
            "XDG_CACHE_HOME": os.path.join(self.tmp, "cache"),
            "XDG_RUNTIME_DIR": self.tmp,
            "AP_TEST_STATE": os.path.join(self.tmp, "state"),
            "LC_ALL": "C.UTF-8",
        })
        self.env = env
        self.runs = []

    def tearDown(self):
        for run in self.runs:
            if run.proc.poll() is None:
                run.proc.kill()
                run.proc.wait()
            if not run.log.closed:
                run.log.close()
        self.bus.stop()
        self.xvfb.stop()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def start(self, *args):
        run = Run(self, args)
        self.runs.append(run)
        return run

    def log_text(self):
        try:
            with open(os.path.join(self.tmp, "log")) as f:
                return f.read()
        except FileNotFoundError:
            return ""

    def saved(self):
        with open(self.save_path) as f:
            return f.read()

    def saved_lines(self, prefix):
        return [line for line in self.saved().splitlines() if line.startswith(prefix)]

    def statistics(self, key=TARBART):
        """The record of a key in the keyfile, read as text, not by the game."""
        path = os.path.join(self.config, "glib-2.0", "settings", "keyfile")
        try:
            with open(path) as f:
                text = f.read()
        except FileNotFoundError:
            return dict.fromkeys(FIELDS, 0)
        match = re.search(re.escape("'%s'" % key) + r"\s*:\s*\(([^)]*)\)", text)
        if match is None:
            return dict.fromkeys(FIELDS, 0)
        numbers = [int(n) for n in re.findall(r"\d+", match.group(1).replace("uint32", ""))]
        return dict(zip(FIELDS, numbers))

    def legal_card_move(self, state):
        """A legal move of a card onto the tableau or a foundation, from the
        command-line companion (the same engine, asked independently)."""
        out = subprocess.run([CLI, "moves"], input=state.position, capture_output=True,
                             text=True, check=True).stdout.split("\n")
        for line in out:
            parts = line.split()
            if len(parts) == 2 and parts[1][0] in "TF" and parts[0][0] in "TR":
                if parts[0] in state.piles and parts[1] in state.piles:
                    return parts
        self.fail("no card move in:\n" + "\n".join(out))


class KillNine(GameTest):
    def test_kill9_and_come_back(self):
        game = self.start("--game", "algerian", "--deal", "12345")
        state = game.wait_idle(0, "deal 12345 on the board")
        self.assertEqual(state.int("deal"), 12345)
        self.assertEqual(self.statistics()["played"], 0)

        # Real input: Space deals, a drag moves a card, Ctrl+Z undoes.
        game.key(state, "space")
        state = game.wait_idle(1, "the first deal")
        self.assertEqual(self.statistics()["played"], 1)
        src, dst = self.legal_card_move(state)
        game.drag(state, src, dst)
        state = game.wait_idle(2, "the move %s %s" % (src, dst))
        game.key(state, "space")
        after_three = game.wait_idle(3, "the second deal")
        game.key(after_three, "ctrl+z")
        before_kill = game.wait_idle(2, "the undo")

        saved_before = self.saved()
        self.assertEqual(self.saved_lines("move: "), ["move: deal", "move: %s %s" % (src, dst)])
        self.assertEqual(self.saved_lines("redo: "), ["redo: deal"])
        game.kill9()

        # The file the killed game left is whole, and is the game as it was.
        self.assertEqual(self.saved(), saved_before)
        self.assertEqual(self.statistics()["played"], 1)

        game = self.start()
        state = game.wait_idle(2, "the game to come back")
        self.assertEqual(state.int("deal"), 12345)
        self.assertEqual(state.position, before_kill.position)
        # Counted once: coming back is not a new game.
        self.assertEqual(self.statistics()["played"], 1)

        # The redo stack came back too: redo gives the position after the
        # second deal, and undo walks back through the history.
        game.key(state, "ctrl+shift+z")
        state = game.wait_idle(3, "the redo")
        self.assertEqual(state.position, after_three.position)
        game.key(state, "ctrl+z")
        state = game.wait_idle(2, "undo after the redo")
        self.assertEqual(state.position, before_kill.position)

        # Killed again, then a new deal from the command line: the game
        # under way comes back and the player is asked first, as for New
        # Game; told to play, the game left was started and not won, a
        # loss; the new one counts at its move.
        game.kill9()
        game = self.start("--deal", "777")
        state = game.wait(lambda s: "Play" in s.values.get("dialogs", ""), "the question")
        self.assertEqual(state.int("deal"), 12345)
        # Alt+P into the window with the question's keys: the game's own
        # where dialogs live inside it (libadwaita 1.5 and later), else the
        # dialog's, which takes the focus as it comes. The X server may not
        # yet have given the focus to a game started a moment ago.
        words = state.values["libraries"].split()
        if tuple(int(n) for n in words[words.index("adw") + 1].split(".")) >= (1, 5):
            game.xdotool("windowfocus", "--sync", state.int("xid"))
        game.xdotool("key", "--clearmodifiers", "alt+p")
        # The question gone and the keyboard back on the board: a dialog
        # inside the window (libadwaita 1.5 and later) keeps the keys
        # while it slides away, after the new deal is already there.
        state = game.wait(lambda s: s.int("deal") == 777 and s.int("moves") == 0
                          and s.values.get("busy") == "0" and s.values.get("dialogs-open") == "0"
                          and not s.values.get("focus", "").startswith(("win.", "window.")),
                          "deal 777, the keyboard on the board")
        self.assertEqual(state.int("deal"), 777)
        record = self.statistics()
        self.assertEqual((record["played"], record["won"], record["streak"]), (1, 0, 0))
        # Space on the focused stock deals, as before the question.
        game.key(state, "space")
        state = game.wait_idle(1, "a deal in deal 777")
        self.assertEqual(self.statistics()["played"], 2)

        # Quitting counts nothing and keeps the game.
        game.quit(state)
        self.assertEqual(self.statistics()["played"], 2)
        game = self.start()
        state = game.wait_idle(1, "deal 777 after quitting")
        self.assertEqual(state.int("deal"), 777)
        self.assertEqual(self.statistics()["played"], 2)
        game.quit(state)


class WindowSize(GameTest):
    def test_size_restored_and_kept(self):
        keyfile = os.path.join(self.config, "glib-2.0", "settings", "keyfile")
        os.makedirs(os.path.dirname(keyfile))
        with open(keyfile, "w") as f:
            f.write("[io/github/algerian_patience/Algerian]\n"
                    "window-width=900\nwindow-height=700\n")
        game = self.start("--deal", "5")
        state = game.wait_idle(0, "deal 5")
        width, height = (int(v) for v in state.values["window"].split())
        # The stored size, give or take the window's own frame.
        self.assertLessEqual(abs(width - 900), 40, state.values["window"])
        self.assertLessEqual(abs(height - 700), 40, state.values["window"])
        # Resized through the X server, as a window manager would.
        game.xdotool("windowsize", state.int("xid"), 760, 560)
        state = game.wait(lambda s: s.values["window"] != "%d %d" % (width, height),
                          "the window to take its new size")
        game.quit(state)
        with open(keyfile) as f:
            text = f.read()
        stored_width = int(re.search(r"window-width=(\d+)", text).group(1))
        stored_height = int(re.search(r"window-height=(\d+)", text).group(1))
        self.assertLessEqual(abs(stored_width - 760), 40, text)
        self.assertLessEqual(abs(stored_height - 560), 40, text)


DAMAGED = {
    "empty": b"",
    "binary": bytes(range(256)) * 4,
    "truncated": None,  # made from a real saved game below
    "garbage": b"this is not a saved game\n\n\x01\x02",
    "newer version": None,
}


class DamagedSave(GameTest):
    def check(self, name, content):
        os.makedirs(os.path.dirname(self.save_path), exist_ok=True)
        with open(self.save_path, "wb") as f:
            f.write(content)
        game = self.start()
        state = game.wait_idle(0, "a new game after a %s saved game" % name)
        with open(self.save_path + ".corrupt", "rb") as f:
            self.assertEqual(f.read(), content, name)
        self.assertIn("damaged", self.log_text(), name)
        # The new game is saved and playable.
        self.assertIn("deal: %d\n" % state.int("deal"), self.saved())
        game.key(state, "space")
        state = game.wait_idle(1, "a deal after a %s saved game" % name)
        game.quit(state)
        os.remove(self.save_path + ".corrupt")

    def test_damaged_files(self):
        game = self.start("--deal", "4242")
        state = game.wait_idle(0, "deal 4242")
        game.key(state, "space")
        state = game.wait_idle(1, "a deal")
        game.key(state, "space")
        state = game.wait_idle(2, "another deal")
        game.quit(state)
        with open(self.save_path, "rb") as f:
            good = f.read()
        DAMAGED["truncated"] = good[:len(good) * 2 // 3]
        DAMAGED["newer version"] = b"format: 2\n" + good
        for name, content in DAMAGED.items():
            with self.subTest(name):
                self.check(name, content)


class UnwritableFolder(GameTest):
    def test_data_folder_is_a_file(self):
        # A file where the folder should be: refused even to root.
        os.makedirs(self.data, exist_ok=True)
        with open(os.path.join(self.data, "algerian-patience"), "w") as f:
            f.write("not a folder")
        game = self.start("--deal", "99")
        state = game.wait_idle(0, "deal 99")
        game.key(state, "space")
        state = game.wait_idle(1, "a deal without a data folder")
        self.assertIn("cannot be saved", self.log_text())
        game.quit(state)


def main():
    global APP, CLI, SCHEMA_DIR
    missing = xsession.missing_tools("xdotool")
    if missing:
        return xsession.cannot_run("not installed: " + " ".join(missing), 77)
    APP, CLI, SCHEMA_DIR = sys.argv[1:4]
    result = unittest.main(argv=[sys.argv[0], "-v"] + sys.argv[4:], exit=False).result
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
