#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Faults while saving, made for real, with the real game under Xvfb.

Each fault is made the way it happens on a player's machine, not injected:
a full disk is a 64 KiB tmpfs filled up, a read-only data folder is a
read-only bind mount, the others are files and folders where they should
not be, and an unset HOME is the game started without HOME (and without
the XDG folders) with the account's home folder covered by a temporary
one. For each the test checks that the game keeps playing, shows one
notice (not one per move), leaves the last good saved game as it was, and
saves again by itself once the fault is gone.

Mounting needs root: as root the test runs inside a mount namespace of its
own (unshare -m), so that nothing it mounts is seen outside it. Without
root, or where the namespace cannot be made, it is skipped, except under
CI=true, where that is a failure.

Usage: test_save_faults.py GAME CLI SCHEMA_DIR
"""

import errno
import os
import pwd
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import test_kill9  # noqa: E402
import xsession  # noqa: E402

NAMESPACE_MARK = "AP_SAVE_FAULTS_NAMESPACE"
CANNOT_SAVE = "The game cannot be saved"


def mount(*args):
    subprocess.run(["mount"] + list(args), check=True)


def umount(path):
    subprocess.run(["umount", path], check=True)


def fill(folder):
    """Fills the file system of `folder` to the last byte; returns the file."""
    path = os.path.join(folder, "filler")
    with open(path, "wb", buffering=0) as f:
        for size in (65536, 4096, 1):
            try:
                while True:
                    f.write(b"\0" * size)
            except OSError as e:
                if e.errno != errno.ENOSPC:
                    raise
    return path


class Faults(test_kill9.GameTest):
    def setUp(self):
        super().setUp()
        self.folder = os.path.dirname(self.save_path)
        self.mounted = []

    def tearDown(self):
        for run in self.runs:
            if run.proc.poll() is None:
                run.proc.kill()
                run.proc.wait()
        for path in reversed(self.mounted):
            subprocess.run(["umount", path])
        super().tearDown()

    def notices(self):
        return self.log_text().count(CANNOT_SAVE)

    def start_with_save(self, deal):
        """A game with one deal made and saved: the last good saved game."""
        game = self.start("--deal", str(deal))
        state = game.wait_idle(0, "deal %d" % deal)
        game.key(state, "space")
        state = game.wait_idle(1, "the first deal")
        return game, state, self.saved()

    def deal(self, game, state):
        moves = state.int("moves") + 1
        game.key(state, "space")
        return game.wait_idle(moves, "deal number %d" % moves)

    def check_fault(self, game, state, good):
        """Two moves under the fault: one notice on the board and in the
        log, the game plays on, the saved game untouched."""
        state = self.deal(game, state)
        state = game.wait(lambda s: s.values.get("message", "").startswith("notice"),
                          "the notice on the board")
        state = self.deal(game, state)
        self.assertEqual(self.notices(), 1, self.log_text())
        if good is not None:
            self.assertEqual(self.saved(), good)
        return state

    def check_resumed(self, game, state):
        """The fault gone: the next move is saved, without another word."""
        state = self.deal(game, state)
        self.assertIn("history: %d 0\n" % state.int("moves"), self.saved())
        self.assertEqual(self.notices(), 1, self.log_text())
        game.quit(state)
        # And the game comes back from it.
        game = self.start()
        state = game.wait_idle(state.int("moves"), "the game saved after the fault")
        game.quit(state)

    def test_disk_full(self):
        os.makedirs(self.folder)
        mount("-t", "tmpfs", "-o", "size=64k", "tmpfs", self.folder)
        self.mounted.append(self.folder)
        game, state, good = self.start_with_save(12345)
        filler = fill(self.folder)
        state = self.check_fault(game, state, good)
        self.assertIn("No space left", self.log_text())
        os.remove(filler)
        self.check_resumed(game, state)

    def test_read_only_folder(self):
        os.makedirs(self.folder)
        game, state, good = self.start_with_save(2024)
        mount("--bind", self.folder, self.folder)
        self.mounted.append(self.folder)
        mount("-o", "remount,bind,ro", self.folder)
        state = self.check_fault(game, state, good)
        self.assertIn("Read-only file system", self.log_text())
        umount(self.folder)
        self.mounted.remove(self.folder)
        self.check_resumed(game, state)

    def test_folder_is_a_file(self):
        # Made during the game: the saved game goes with its folder.
        game, state, good = self.start_with_save(99)
        os.remove(self.save_path)
        os.rmdir(self.folder)
        with open(self.folder, "w") as f:
            f.write("not a folder")
        state = self.check_fault(game, state, None)
        os.remove(self.folder)
        self.check_resumed(game, state)

    def test_saved_game_is_a_folder(self):
        game, state, good = self.start_with_save(77)
        os.remove(self.save_path)
        os.mkdir(self.save_path)
        state = self.check_fault(game, state, None)
        os.rmdir(self.save_path)
        self.check_resumed(game, state)

    def test_saved_game_is_a_folder_at_start(self):
        # Found at the start: put aside with what it holds, and saving works.
        os.makedirs(os.path.join(self.save_path, "inside"))
        game = self.start()
        state = game.wait_idle(0, "a new game")
        self.assertTrue(os.path.isdir(os.path.join(self.save_path + ".corrupt", "inside")))
        state = self.deal(game, state)
        self.assertIn("history: 1 0\n", self.saved())
        self.assertEqual(self.notices(), 0, self.log_text())
        game.quit(state)

    def test_saved_game_of_100_mb(self):
        # A sparse file: 100 MB to the game, nothing on the disk.
        os.makedirs(self.folder)
        with open(self.save_path, "wb") as f:
            f.truncate(100 * 1024 * 1024)
        game = self.start()
        state = game.wait_idle(0, "a new game")
        self.assertIn("too large", self.log_text())
        self.assertEqual(os.path.getsize(self.save_path + ".corrupt"), 100 * 1024 * 1024)
        # Not read into memory: the game's peak (about 105 MiB here, with the
        # file left alone) stays below the file's size plus what the game
        # itself needs. A sanitizer's shadow memory would blur this.
        with open("/proc/%d/status" % game.proc.pid) as f:
            peak_kib = int(next(l for l in f if l.startswith("VmHWM:")).split()[1])
        if "ASAN_OPTIONS" not in os.environ:
            self.assertLess(peak_kib, 200 * 1024)
        state = self.deal(game, state)
        self.assertIn("history: 1 0\n", self.saved())
        game.quit(state)

    def test_home_unset(self):
        # GLib falls back to the account's home folder: covered here by
        # temporary folders so that nothing reaches the real one.
        home = pwd.getpwuid(os.getuid()).pw_dir
        made = []
        for sub in (".local/share", ".config", ".cache"):
            target = os.path.join(home, sub)
            if not os.path.isdir(target):
                os.makedirs(target)
                made.append(target)
            cover = os.path.join(self.tmp, "home-" + sub.replace("/", "-"))
            os.makedirs(cover)
            mount("--bind", cover, target)
            self.mounted.append(target)
        self.addCleanup(lambda: [os.removedirs(p) for p in made if os.path.isdir(p)])
        for key in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            self.env.pop(key, None)
        game = self.start("--deal", "31")
        state = game.wait_idle(0, "deal 31 without HOME")
        state = self.deal(game, state)
        saved = os.path.join(home, ".local/share/algerian-patience/saved-game")
        with open(saved) as f:
            self.assertIn("deal: 31\n", f.read())
        self.assertEqual(self.notices(), 0, self.log_text())
        game.quit(state)
        game = self.start()
        state = game.wait_idle(1, "deal 31 again without HOME")
        self.assertEqual(state.int("deal"), 31)
        game.quit(state)


def cannot_run(reason):
    if os.environ.get("CI") == "true":
        print("FAILED: cannot run under CI: " + reason)
        return 1
    print("skipped: " + reason)
    return 77


def main():
    missing = xsession.missing_tools("xdotool")
    if missing:
        return cannot_run("not installed: " + " ".join(missing))
    if os.geteuid() != 0:
        return cannot_run("the faults are made with mounts, which need root")
    if os.environ.get(NAMESPACE_MARK) != "1":
        if subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode != 0:
            return cannot_run("cannot make a mount namespace (unshare -m)")
        env = dict(os.environ)
        env[NAMESPACE_MARK] = "1"
        return subprocess.run(["unshare", "-m", "--propagation", "private", sys.executable,
                               os.path.abspath(__file__)] + sys.argv[1:], env=env).returncode
    test_kill9.APP, test_kill9.CLI, test_kill9.SCHEMA_DIR = sys.argv[1:4]
    result = unittest.main(argv=[sys.argv[0], "-v"] + sys.argv[4:], exit=False).result
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
