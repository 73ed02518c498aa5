# SPDX-License-Identifier: GPL-3.0-or-later
"""Drive the real game window on Wayland, as GNOME runs it, by finger.

The Wayland counterpart of aptest.Game: a headless mutter session of its
own (tests/common/wayland.py), the game in it with GDK_BACKEND=wayland, and
touch and pointer input through mutter's remote-desktop API
(tests/common/remote_input.py). The game's state is read from the same
file as under X11 (aptest.State).

Wayland does not tell a client where its window lies on the screen, and
the input goes in screen coordinates: the game's test hooks write where the
last event was in the window ("input-at"), so one pointer motion to a
known point of the screen tells the offset.

Needs Python's gi: run on Debian's Python (run_with_gi()).
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import time

import aptest  # noqa: E402
import wayland  # noqa: E402
import xsession  # noqa: E402

TestFailure = aptest.TestFailure


def run_with_gi(script):
    """Runs `script` (this process's own file) again on a Python that has
    gi when this one has none: Debian's python3-gi comes with
    /usr/bin/python3, which may not be the Python that runs the tests.
    Returns None when this Python will do."""
    if importlib.util.find_spec("gi") is not None or "--with-gi" in sys.argv:
        return None
    if not os.path.exists("/usr/bin/python3"):
        return None
    return subprocess.run(["/usr/bin/python3", script, "--with-gi"] + sys.argv[1:]).returncode


def missing():
    """What the Wayland tests need and do not have, or []."""
    out = wayland.missing_tools(pipewire=True)
    if importlib.util.find_spec("gi") is None:
        out.append("python3-gi")
    return out


def skip_or_fail(why):
    """A test that cannot run skips (77), but fails in CI, where everything
    it needs is meant to be installed."""
    if os.environ.get("CI") == "true":
        print("Bail out! cannot run under CI=true: %s" % why)
        return 1
    print("1..0 # SKIP %s" % why)
    return 0


class WaylandGame(aptest.Game):
    """The game as a Wayland client of a headless mutter of its own, with
    a remote-desktop session for input."""

    def __init__(self, app, args, size=None, position=None, saved_game=None, settings=None,
                 screen=(1280, 800), extra_env=None):
        import remote_input  # needs gi

        # mutter starts a remote-desktop session only with its screen cast,
        # which needs PipeWire.
        self.session = wayland.WaylandSession(*screen, pipewire=True)
        self.remote = None
        self.offset = None
        self.app = app
        self.tmp = self.session.tmp
        self.state_path = os.path.join(self.tmp, "state")
        try:
            self.remote = remote_input.RemoteInput(self.session)
            env = self.session.env(
                GDK_BACKEND="wayland", GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
                GSETTINGS_BACKEND="memory", GTK_A11Y="none",
                XDG_DATA_HOME=os.path.join(self.tmp, "data"),
                XDG_CONFIG_HOME=os.path.join(self.tmp, "game-config"),
                XDG_CACHE_HOME=os.path.join(self.tmp, "cache"),
                AP_TEST_STATE=self.state_path,
                AP_TEST_RESIZE=os.path.join(self.tmp, "resize"))
            env.pop("DISPLAY", None)
            self.env = self.prepare(env, size, saved_game, settings, position, extra_env)
            self.log_path = os.path.join(self.tmp, "log")
            self.log = open(self.log_path, "w")
            self.proc = subprocess.Popen([app] + list(args), env=env, stdout=self.log,
                                         stderr=subprocess.STDOUT)
            self.last = None
        except BaseException:
            if self.remote is not None:
                self.remote.close()
            self.session.stop()
            raise

    # ------------------------------------------------------------ where

    def calibrate(self, state):
        """Learns where the window lies on the screen: the pointer goes to
        the middle of the board, and the game says where it saw it."""
        sw, sh = self.session.width, self.session.height
        # mutter centres a lone new window; the middle of the screen is on
        # the board of any window that fits.
        sx, sy = sw / 2, sh / 2
        # mutter's pointer starts in the middle: it leaves first, or its
        # move there would be none. A motion that comes before mutter has
        # given the new window the pointer's focus reaches nobody, so the
        # move is made again until the game has seen one.
        # Where mutter put a window it did not centre, one of the points
        # of a grid over the screen is on it.
        points = [(sx, sy)] + [(sw * i / 6, sh * j / 6) for j in range(1, 6)
                               for i in range(1, 6) if (i, j) != (3, 3)]
        # A motion seen late, after the next point was tried, would tell a
        # wrong place: each offset is confirmed by a second motion, a few
        # pixels on, seen where the offset says.
        def near(x, y):
            def at(s):
                ix, iy = (float(v) for v in s["input-at"].split())
                return abs(ix - x) < 1.5 and abs(iy - y) < 1.5
            return at

        self.offset = None
        for attempt in range(len(points)):
            latest = self.read() or state
            before = latest["input-at"]
            sx, sy = points[attempt]
            self.remote.pointer_to(0, 0)
            self.remote.pointer_to(sx, sy)
            try:
                state = self.wait(lambda s: s["input-at"] != before,
                                  "the pointer's motion to the middle of the screen",
                                  timeout=0.5)
                ix, iy = (float(v) for v in state["input-at"].split())
                self.remote.pointer_to(sx + 7, sy + 5)
                state = self.wait(near(ix + 7, iy + 5), "a second motion where the first says",
                                  timeout=1.0)
                self.offset = (sx - ix, sy - iy)
                break
            except TestFailure:
                if attempt == len(points) - 1:
                    raise
        # The pointer goes out of the way, to a corner of the screen.
        self.remote.pointer_to(0, 0)
        return state

    def pointer_ready(self, state):
        """Learns where the window lies now rather than at the first
        pointer input, for a test whose next click must come quickly."""
        if self.offset is None:
            self.calibrate(state)

    def screen(self, x, y):
        if self.offset is None:
            # The first input of a test written for X11 (aptest.Game).
            self.calibrate(self.wait(lambda s: "board" in s.values, "the board"))
        return x + self.offset[0], y + self.offset[1]

    # ------------------------------------------------------------ input

    def touch(self, x, y, slot=0):
        """A tap of a finger at (x, y) of the window."""
        self.remote.tap(*self.screen(x, y), slot=slot)

    def touch_drag(self, start, end, steps=12, slot=0, lift=True):
        self.remote.drag(self.screen(*start), self.screen(*end), steps=steps, slot=slot,
                         lift=lift)

    def touch_down(self, slot, x, y):
        self.remote.touch_down(slot, *self.screen(x, y))

    def touch_motion(self, slot, x, y):
        self.remote.touch_motion(slot, *self.screen(x, y))

    def touch_up(self, slot):
        self.remote.touch_up(slot)

    # The pointer and the keyboard, as aptest.Game's, for the X11 tests.

    def move_to(self, state, x, y):
        self.remote.pointer_to(*self.screen(x, y))

    def click(self, state, x, y):
        self.remote.click(*self.screen(x, y))

    def double_click(self, state, x, y):
        self.click(state, x, y)
        time.sleep(0.08)
        self.click(state, x, y)

    def drag(self, state, start, end, steps=12):
        # Each step waits for the game to have seen the last: on a busy
        # machine a button pressed before the game had the motion to the
        # card, or let go before the last motion, made no drag of mutter's
        # virtual pointer.
        def seen_at(x, y):
            def at(s):
                ix, iy = (float(v) for v in s["input-at"].split())
                return abs(ix - x) < 1.5 and abs(iy - y) < 1.5
            return at

        # A motion may reach no one: into a window that mutter has not yet
        # given the pointer, or where the window no longer is (mutter may
        # move a window after the test learnt where it was). It is made
        # again, by a pixel and back, and after that where the window is
        # is learnt again.
        for attempt in range(10):
            if attempt == 2:
                self.offset = None
                self.calibrate(self.last or state)
            elif attempt:
                self.move_to(state, start[0] + 1, start[1])
            self.move_to(state, *start)
            try:
                now = self.wait(seen_at(*start), "the pointer at the start of the drag",
                                timeout=1.0)
                break
            except TestFailure:
                if attempt == 9:
                    raise
        presses = input_counts(now)["button-press"]
        self.remote.button(True)
        self.wait(lambda s: input_counts(s)["button-press"] > presses, "the button pressed")
        for i in range(1, steps + 1):
            time.sleep(0.03)
            self.move_to(state, start[0] + (end[0] - start[0]) * i / steps,
                         start[1] + (end[1] - start[1]) * i / steps)
        self.wait(seen_at(*end), "the pointer at the end of the drag")
        self.remote.button(False)

    def key(self, state, *keys, focus=True):
        """Keys go to the window that has the keyboard's focus: on Wayland
        no client can give it to another, so they wait until mutter has
        given it where they are meant to go (the state's "active"): the
        game's window, or with focus=False whichever window a dialog has,
        its own before libadwaita 1.5. Keys sent earlier are lost."""
        def ready(s):
            active = s.values.get("active", "main")
            if focus:
                return active == "main"
            if int(s.values.get("dialogs-open", "0")) > 0 and not aptest.modern_dialogs(s):
                return active not in ("main", "none")
            return active != "none"
        self.wait(ready, "the keyboard's focus for %s" % " ".join(keys))
        for combo in keys:
            self.remote.key(combo)

    def key_in(self, state, window, *keys):
        # No client gives a window the keyboard: mutter gave it to the
        # dialog, and key() waits until it has.
        self.key(state, *keys, focus=False)

    def xdotool(self, *args):
        raise TestFailure("xdotool drives X11 windows only (xdotool %s)"
                          % " ".join(str(a) for a in args))

    def resize(self, state, width, height):
        """Resizes the window to width x height logical pixels. No Wayland
        client can ask the compositor to resize a window, nor has mutter a
        request for it: the game's test hook (AP_TEST_RESIZE) has the window
        take the new size itself, as a floating window may."""
        path = self.env["AP_TEST_RESIZE"]

        def at_size(s):
            w, h = (int(v) for v in s["window"].split())
            return abs(w - width) <= 10 and abs(h - height) <= 10

        # A configure that mutter sent before it learnt the new size (as
        # when it activates the window) takes the window back to the old
        # one: the size is asked once the window has the keyboard, and
        # again if a configure undid it.
        self.wait(lambda s: s.values.get("active", "main") == "main", "the window to be active")
        for attempt in range(3):
            with open(path + ".new", "w") as f:
                f.write("%dx%d\n" % (width, height))
            os.replace(path + ".new", path)
            try:
                self.wait(at_size, "the window at %dx%d" % (width, height), timeout=3.0)
                return
            except TestFailure:
                if attempt == 2:
                    raise

    def screenshot(self, state, path):
        """The whole screen of the session, the window with its shadow on
        it, from mutter's screen cast."""
        try:
            self.remote.screenshot(path)
        except (RuntimeError, subprocess.SubprocessError) as error:
            raise TestFailure("no screenshot from the screen cast: %s" % error)

    # ------------------------------------------------------------ end

    def quit(self, state=None):
        """Ends the game, the input session and the compositor."""
        try:
            if state is not None and self.proc.poll() is None:
                # A question or the win dialog keeps the keyboard once
                # mutter has given it to it (whether it has yet is a race):
                # Escape answers it first, as a player would.
                now = self.read() or state
                if int(now.values.get("dialogs-open", "0")) > 0:
                    self.key(now, "Escape", focus=False)
                    self.wait(lambda s: int(s.values.get("dialogs-open", "0")) == 0,
                              "the dialog closed by Escape")
                # Ctrl+Q, as a player quits, where the window is up.
                self.key(state, "ctrl+q")
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    pass
            xsession.end_process(self.proc)
            self.log.close()
        finally:
            if self.remote is not None:
                self.remote.close()
            self.session.stop()
            shutil.rmtree(self.tmp, ignore_errors=True)
        return self.proc.returncode


def run_x11_test(script):
    """For an X11 test (one that drives aptest.Game) started with
    --wayland: makes it run on Wayland instead. Returns the exit status to
    leave with where it ran again on a Python with gi or cannot run, else
    None, and the test goes on, on Wayland. The test's options must accept
    --with-gi."""
    again = run_with_gi(script)
    if again is not None:
        return again
    lacking = missing()
    if lacking:
        return skip_or_fail("not installed: " + " ".join(lacking))
    as_x11_harness()
    return None


def as_x11_harness(screen=(1600, 1000)):
    """Makes aptest's Game and Xvfb, which the X11 tests use, run the game
    on Wayland instead: each Game in a headless mutter of its own, on a
    screen of `screen` (larger than the windows and their shadows, or
    mutter moves or maximizes a window after its first frame), driven by
    mutter's virtual pointer and keyboard.
    Only scale 1: mutter's virtual monitor has no scale to set."""
    class NoX:
        display = None

        def stop(self):
            pass

    def game(app, args, xvfb, scale=1, extra_env=None, size=None, position=None,
             saved_game=None, settings=None):
        return WaylandGame(app, args, size=size, position=position, saved_game=saved_game,
                           settings=settings, screen=screen, extra_env=extra_env)

    def dialog_window(game, state, title, timeout=10.0):
        # The keyboard goes to the focused window, the dialog's, as is.
        game.wait(lambda s: title in s.values.get("dialogs", ""), "the dialog " + title,
                  timeout=timeout)
        return 0

    aptest.Game = game
    aptest.Xvfb = lambda *a, **k: NoX()
    aptest.dialog_window = dialog_window


def input_counts(state):
    """{"touch-begin": n, ...} from the state's input line."""
    words = state["input"].split()
    return {words[i]: int(words[i + 1]) for i in range(0, len(words), 2)}


def wait_input(game, state, kind, n, what):
    """Waits until the game has received n more events of kind."""
    before = input_counts(state)[kind]
    return game.wait(lambda s: input_counts(s)[kind] >= before + n, what)


def wait_settled(game, after, what, predicate=lambda s: True, timeout=15.0):
    return game.wait(lambda s: s.serial > after.serial and s.settled and predicate(s), what,
                     timeout=timeout)


__all__ = ["WaylandGame", "TestFailure", "missing", "skip_or_fail", "run_with_gi", "run_x11_test",
           "input_counts", "wait_input", "wait_settled", "time"]
