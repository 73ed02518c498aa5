# SPDX-License-Identifier: GPL-3.0-or-later
"""Drive the real game window under X11 with real input events.

The tests' build of the game (algerian-patience-test, tests/common/
ap-test-hooks.h) writes its state (the model and the geometry of every
pile) to a file after each frame that changed something, when AP_TEST_STATE
names that file. This module starts Xvfb and the game in a
private D-Bus session, waits on that file, and sends pointer and key events
with xdotool, which go through the X server like a person's would.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import xsession  # noqa: E402


class TestFailure(Exception):
    pass


def require_tools():
    """Ends the test at once when Xvfb, D-Bus or xdotool is not installed: a
    skip, or a failure under CI=true (tests/common/xsession.py)."""
    status = xsession.check_tools("xdotool")
    if status is not None:
        sys.exit(status)



def choose_display(wayland, script):
    """Before an X11 test starts: with --wayland, the same test on Wayland
    (waytest.run_x11_test(), which may run `script` again or end it);
    otherwise the X11 tools it needs, or the end of the test."""
    if not wayland:
        require_tools()
        return
    import waytest
    status = waytest.run_x11_test(os.path.abspath(script))
    if status is not None:
        sys.exit(status)

def Xvfb(width, height, first=41):
    """An X server of its own (tests/common/xsession.py), on the first
    free display from `first`."""
    try:
        return xsession.Xvfb(width, height, first)
    except RuntimeError as error:
        raise TestFailure(str(error))


RANKS = "A23456789TJQK"
ALGERIAN_PILES = (["S"] + ["F%d" % i for i in range(1, 9)] + ["T%d" % i for i in range(1, 9)]
                  + ["R%d" % i for i in range(1, 7)])


def algerian_position(rules, piles, filler):
    """A whole Algerian position: the given piles, and every card not given
    (each card twice) at the bottom of the filler pile."""
    piles = {name: cards.split() for name, cards in piles.items()}
    count = {}
    for cards in piles.values():
        for c in cards:
            count[c] = count.get(c, 0) + 1
    rest = []
    for s in "SHDC":
        for r in RANKS:
            rest += [r + s] * (2 - count.get(r + s, 0))
    piles[filler] = rest + piles.get(filler, [])
    lines = ["game: algerian", "rules: " + rules]
    lines += ["%s: %s" % (p, " ".join(piles.get(p, []))) for p in ALGERIAN_PILES]
    return "\n".join(lines) + "\n"


def up(suit, top):
    """An up foundation's cards, from the ace to `top`."""
    return " ".join(r + suit for r in RANKS[:RANKS.index(top) + 1])


def down(suit, bottom):
    """A down foundation's cards, from the king to `bottom`."""
    return " ".join(r + suit for r in reversed(RANKS[RANKS.index(bottom):]))


# Seventeen spades left, the other suits home: each card can go home in
# turn, one move each (for algerian_position(), T1 the filler).
SEVENTEEN = {"F1": up("S", "8"), "F2": up("H", "K"), "F3": up("D", "K"), "F4": up("C", "K"),
             "F5": "KS", "F6": down("H", "A"), "F7": down("D", "A"), "F8": down("C", "A"),
             "T1": "2S 9S", "T2": "AS TS", "T3": "3S JS", "T4": "4S QS", "T5": "5S KS",
             "T6": "6S QS", "T7": "7S JS", "T8": "8S TS", "R1": "9S", "S": ""}


def modern_dialogs(state):
    """Whether the game was built with libadwaita 1.5 or later ("libraries:
    adw 1.7 gtk 4.18"), whose dialogs live inside the window it shows them
    over rather than in windows of their own."""
    words = state["libraries"].split()
    return tuple(int(n) for n in words[words.index("adw") + 1].split(".")) >= (1, 5)


def dialog_window(game, state, title, timeout=10.0):
    """The X id of the window that takes the keys of the dialog titled
    `title`: the game's window where dialogs live inside it, else the
    dialog's own window."""
    if modern_dialogs(state):
        game.wait(lambda s: title in s.values.get("dialogs", ""), "the dialog " + title)
        return state.xid
    return find_window(game, title, timeout)


def close_dialog(game, state, title):
    """Escape in the message dialog with this title: in the game's window,
    which has the keyboard, where the dialog lives inside it."""
    window = dialog_window(game, state, title)
    if modern_dialogs(state):
        game.key(state, "Escape", focus=False)
        return
    game.key_in(state, window, "Escape")


def quit_cleanly(tap, game, state):
    """Quits the game (Game.quit()), one check that it quit cleanly."""
    code = game.quit(state)
    tap.ok(code == 0, "the game quits cleanly (exit status %s)" % code)


def find_window(game, title, timeout=10.0):
    """The X id of the game's window titled `title` (the last one xdotool
    lists), waiting up to `timeout` seconds for it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        # xdotool reads the name as a regular expression: a question's
        # title ends in "?".
        pattern = "^%s$" % re.sub(r"([.^$*+?()\[\]{}|\\])", r"\\\1", title)
        out = subprocess.run(["xdotool", "search", "--name", pattern],
                             capture_output=True, text=True,
                             env={"DISPLAY": game.xvfb.display, "PATH": os.environ["PATH"]})
        ids = out.stdout.split()
        if ids:
            return int(ids[-1])
        time.sleep(0.05)
    raise TestFailure("no window titled %r" % title)


def run_checks(tap, checks, cleanup):
    """Runs (name, check) pairs in turn, a TestFailure being one failed
    check; then cleanup(), the plan line, and the exit status."""
    try:
        for name, check in checks:
            try:
                check()
            except TestFailure as e:
                tap.ok(False, "%s: %s" % (name, str(e).replace("\n", "\n# ")))
    finally:
        cleanup()
    print("1..%d" % tap.n)
    sys.exit(1 if tap.failed else 0)


class Tap:
    """Test Anything Protocol output, one line a check."""

    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, passed, what):
        self.n += 1
        if not passed:
            self.failed += 1
        print("%s %d - %s" % ("ok" if passed else "not ok", self.n, what), flush=True)

    def skip(self, what, why):
        self.n += 1
        print("ok %d - %s # SKIP %s" % (self.n, what, why), flush=True)


class State:
    """One state file written by the game."""

    def __init__(self, text):
        self.text = text
        self.values = {}
        self.piles = {}
        self.buttons = []
        self.cards = {}
        self.fans = {}
        self.position = ""
        lines = text.splitlines()
        for i, line in enumerate(lines):
            if line == "position:":
                self.position = "\n".join(lines[i + 1:]) + "\n"
                for pline in lines[i + 1:]:
                    name, _, rest = pline.partition(":")
                    if name in ("game", "rules", "redeals"):
                        self.values["pos-" + name] = rest.strip()
                    elif name:
                        self.cards[name] = rest.split()
                break
            key, _, value = line.partition(": ")
            if key == "pile":
                fields = value.split()
                self.piles[fields[0]] = [float(f) for f in fields[1:]]
            elif key == "fan":
                name, *corners = value.split()
                self.fans[name] = [tuple(float(f) for f in c.split(",")) for c in corners]
            elif key == "button":
                action, x, y = value.split()
                self.buttons.append((action, float(x), float(y)))
            else:
                self.values[key] = value

    def __getitem__(self, key):
        return self.values[key]

    def int(self, key):
        return int(self.values.get(key, 0))

    @property
    def serial(self):
        return int(self.values.get("serial", 0))

    @property
    def busy(self):
        return self.values.get("busy") == "1"

    @property
    def settled(self):
        """Nothing moves and nothing will by itself: no card in flight, the
        solver's watch over the position done, and its banner, if any, in
        place (it moves the board down as it comes)."""
        return (not self.busy and self.values.get("watching", "0") == "0"
                and (self.values.get("banner", "") == ""
                     or self.values.get("banner-shown") == "1"))

    @property
    def scale(self):
        return int(self.values.get("scale", 1))

    @property
    def xid(self):
        return int(self.values["xid"])

    @property
    def targets(self):
        return self.values.get("targets", "").split()

    def button(self, action):
        """The centre of the one button on screen for action, or None."""
        found = [(x, y) for a, x, y in self.buttons if a == action]
        if len(found) > 1:
            raise TestFailure("%d buttons on screen for %s" % (len(found), action))
        return found[0] if found else None

    def top_centre(self, pile):
        """The centre of a pile's top card (or empty slot), in logical
        surface coordinates."""
        x, y, w, h, tx, ty, tw, th = self.piles[pile]
        return tx + tw / 2, ty + th / 2


def read_state(path):
    """The State in the file at `path`, or None while there is none."""
    try:
        with open(path) as f:
            text = f.read()
    except FileNotFoundError:
        return None
    return State(text) if text else None


def deal_five_under_way(app, xvfb):
    """The game on deal 5 of Algerian with one move made (a deal from the
    stock), and its state then: (game, state)."""
    game = Game(app, ["--game", "algerian", "--deal", "5"], xvfb, size=(1100, 760))
    state = None
    try:
        state = game.wait(lambda s: not s.busy and s["deal"] == "5", "deal 5")
        game.key(state, "d")
        state = game.wait(lambda s: not s.busy and s["moves"] == "1", "a deal")
    except BaseException:
        game.quit(state)
        raise
    return game, state


def game_under_way(app, xvfb):
    """A saved game with a move made, as the game saves it: deal 5 of
    Algerian, dealt once. Returns the saved game's text."""
    game, state = deal_five_under_way(app, xvfb)
    try:
        saved = os.path.join(game.env["XDG_DATA_HOME"], "algerian-patience", "saved-game")
        with open(saved) as f:
            return f.read()
    finally:
        game.quit(state)


def wait_for_state(proc, read, predicate, what, timeout, log_text):
    """Polls read() (a State or None) until predicate(state) holds, failing
    when the game `proc` exits first (with log_text() in the message) or
    after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    state = None
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise TestFailure("the game exited (%d) while waiting for %s:\n%s"
                              % (proc.returncode, what, log_text()))
        state = read()
        if state is not None and predicate(state):
            return state
        time.sleep(0.02)
    raise TestFailure("timed out waiting for %s; last state:\n%s"
                      % (what, state.text if state else "(none)"))


class Game:
    """The game running in its own X server and D-Bus session."""

    def __init__(self, app, args, xvfb, scale=1, extra_env=None, size=None, position=None,
                 saved_game=None, settings=None):
        self.app = app
        self.xvfb = xvfb
        self.tmp = tempfile.mkdtemp(prefix="ap-gui-test-")
        self.state_path = os.path.join(self.tmp, "state")
        dbus_config = xsession.write_dbus_config(self.tmp)

        env = dict(os.environ)
        env.update({
            "DISPLAY": xvfb.display,
            "GDK_BACKEND": "x11",
            "GDK_SCALE": str(scale),
            "GSK_RENDERER": env.get("GSK_RENDERER", "cairo"),
            "GSETTINGS_BACKEND": "memory",
            "XDG_DATA_HOME": os.path.join(self.tmp, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.tmp, "config"),
            "XDG_CACHE_HOME": os.path.join(self.tmp, "cache"),
            "XDG_RUNTIME_DIR": self.tmp,
            "AP_TEST_STATE": self.state_path,
            "GTK_A11Y": "none",
        })
        env.pop("WAYLAND_DISPLAY", None)
        self.env = self.prepare(env, size, saved_game, settings, position, extra_env)
        self.log_path = os.path.join(self.tmp, "log")
        self.log = open(self.log_path, "w")
        self.proc = subprocess.Popen(
            ["dbus-run-session", "--config-file=" + dbus_config, "--", app] + list(args),
            env=env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        self.last = None

    # ------------------------------------------------------------ state


    def prepare(self, env, size, saved_game, settings, position, extra_env):
        """Completes the game's environment and files with what a test
        asks for: a window size, a saved game, settings, a position.
        Shared by the X11 and the Wayland games (waytest.py)."""
        if size:
            env["AP_TEST_SIZE"] = "%dx%d" % size
        if saved_game:
            # Where the game looks for the game in progress (formats.md).
            folder = os.path.join(env["XDG_DATA_HOME"], "algerian-patience")
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "saved-game"), "w") as f:
                f.write(saved_game)
        if settings is not None:
            # The keyfile backend reads settings written before the start,
            # and follows the file while the game runs (write_settings()).
            env["GSETTINGS_BACKEND"] = "keyfile"
            self.write_settings(settings, env["XDG_CONFIG_HOME"])
        if position:
            env["AP_TEST_POSITION"] = os.path.join(self.tmp, "position")
            with open(env["AP_TEST_POSITION"], "w") as f:
                f.write(position)
        if extra_env:
            env.update(extra_env)
        return env

    def write_settings(self, settings, config=None):
        """Writes the game's settings, {"key": "GVariant text"}, into the
        keyfile of a game started with settings=: read at the start, and
        followed while it runs."""
        folder = os.path.join(config or self.env["XDG_CONFIG_HOME"], "glib-2.0", "settings")
        os.makedirs(folder, exist_ok=True)
        text = "[io/github/algerian_patience/Algerian]\n"
        text += "".join("%s=%s\n" % item for item in settings.items())
        # Renamed into place: the game never reads half a file.
        with open(os.path.join(folder, "keyfile.new"), "w") as f:
            f.write(text)
        os.replace(os.path.join(folder, "keyfile.new"), os.path.join(folder, "keyfile"))

    def read(self):
        return read_state(self.state_path)

    def wait(self, predicate, what, timeout=15.0):
        """Polls the state file until predicate(state) holds."""
        self.last = wait_for_state(self.proc, self.read, predicate, what, timeout, self.log_text)
        return self.last

    def wait_idle(self, after_serial=0, what="the board to be idle"):
        return self.wait(lambda s: s.serial > after_serial and not s.busy, what)

    def log_text(self):
        self.log.flush()
        with open(self.log_path) as f:
            return f.read()

    # ------------------------------------------------------------ input

    def xdotool(self, *args):
        subprocess.run(["xdotool"] + [str(a) for a in args], check=True,
                       env={"DISPLAY": self.xvfb.display, "PATH": os.environ["PATH"]})

    def _device(self, state, x, y):
        return int(round(x * state.scale)), int(round(y * state.scale))

    def move_to(self, state, x, y):
        dx, dy = self._device(state, x, y)
        self.xdotool("mousemove", "--window", state.xid, dx, dy)

    def click(self, state, x, y):
        self.move_to(state, x, y)
        self.xdotool("click", "1")

    def drag(self, state, start, end, steps=12):
        """Presses at start, moves to end in steps, releases: a real drag."""
        self.move_to(state, *start)
        self.xdotool("mousedown", "1")
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i / steps
            y = start[1] + (end[1] - start[1]) * i / steps
            self.move_to(state, x, y)
            # Pacing the pointer like a hand, not waiting for the game.
            time.sleep(0.01)
        self.xdotool("mouseup", "1")

    def key(self, state, *keys, focus=True):
        """Types keys into the game's window, or with focus=False into
        whatever window has the focus (a dialog)."""
        if focus:
            self.xdotool("windowfocus", "--sync", state.xid)
        self.xdotool("key", "--clearmodifiers", *keys)

    def pointer_ready(self, state):
        """Readies the pointer for a click that must come quickly: nothing
        to do on X11 (on Wayland, waytest learns where the window is)."""

    def key_in(self, state, window, *keys):
        """Types keys into the X window `window`: a dialog's own, from
        dialog_window()."""
        self.xdotool("windowfocus", "--sync", window)
        self.xdotool("key", "--clearmodifiers", *keys)

    def double_click(self, state, x, y):
        self.move_to(state, x, y)
        self.xdotool("click", "--repeat", "2", "--delay", "80", "1")

    def resize(self, state, width, height):
        """Resizes the window to width x height logical pixels, as a window
        manager would."""
        self.xdotool("windowsize", state.xid, width * state.scale, height * state.scale)

    def screenshot(self, state, path):
        subprocess.run(["import", "-window", str(state.xid), path], check=True,
                       env={"DISPLAY": self.xvfb.display, "PATH": os.environ["PATH"]})

    # ------------------------------------------------------------ end

    def quit(self, state=None):
        """Ctrl+Q if the window is up, then make sure everything is gone."""
        if state is not None and self.proc.poll() is None:
            try:
                self.key(state, "ctrl+q")
                self.proc.wait(timeout=10)
            except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
                pass
        xsession.end_process(self.proc, group=True)
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)
        return self.proc.returncode
