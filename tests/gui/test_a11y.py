#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader meets, read through the real accessibility bus
(AT-SPI), as Orca reads it: the header bar's buttons have names, a card
picked up and the piles that can take it are in the piles' descriptions,
and a hint's words, the reason of a refused move and the banner are
announced (GTK 4.14 and later), or, where GTK cannot announce (4.8), reach
the focused pile's description, which screen readers read out when it
changes on the focused widget.

The position is Algerian deal 1 after T3 T5: its hint takes the ten of
diamonds from R2 onto the jack of diamonds on T6, the emptied T3 takes
any card, and T7 holds the king of diamonds, which does not take the
jack.

usage: test_a11y.py APP CLI. It runs itself again inside a D-Bus session
of its own with the accessibility bus."""

import importlib.util
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import aptest  # noqa: E402
import xsession  # noqa: E402

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


class Screen:
    """The game under the accessibility bus, seen as a screen reader sees
    it, and driven by real keys."""

    def __init__(self, app, position, xvfb):
        from gi.repository import Atspi, GLib
        self.Atspi = Atspi
        self.GLib = GLib
        self.tmp = tempfile.mkdtemp(prefix="ap-a11y-test-")
        self.xvfb = xvfb
        self.state_path = os.path.join(self.tmp, "state")
        with open(os.path.join(self.tmp, "position"), "w") as f:
            f.write(position)
        env = dict(os.environ)
        env.update({
            "DISPLAY": xvfb.display, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo",
            "GSETTINGS_BACKEND": "memory", "GTK_A11Y": "atspi", "NO_AT_BRIDGE": "0",
            "XDG_DATA_HOME": os.path.join(self.tmp, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.tmp, "config"),
            "XDG_CACHE_HOME": os.path.join(self.tmp, "cache"),
            "AP_TEST_STATE": self.state_path, "AP_TEST_SIZE": "1100x760",
            "AP_TEST_POSITION": os.path.join(self.tmp, "position"),
        })
        env.pop("WAYLAND_DISPLAY", None)
        if env.get("AP_GAME_G_DEBUG"):
            env["G_DEBUG"] = env["AP_GAME_G_DEBUG"]
        self.log = open(os.path.join(self.tmp, "log"), "w")
        self.proc = subprocess.Popen([app], env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.events = []
        self.listener = Atspi.EventListener.new(self._event)
        self.listener.register("object:property-change:accessible-description")
        # GTK 4.14's announcements (at-spi2-core 2.50 and later).
        self.listener.register("object:announcement")
        self.announcements = []
        self.root = self.wait(self._find_app, "the game on the accessibility bus")

    def _event(self, event):
        if event.type.startswith("object:announcement"):
            self.announcements.append(str(event.any_data))
            return
        try:
            self.events.append((event.source.get_name(), event.source.get_description()))
        except Exception:  # an object gone meanwhile
            pass

    def _find_app(self):
        desktop = self.Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(i)
            try:
                if child.get_process_id() == self.proc.pid and self.piles(child):
                    return child
            except Exception:
                pass
        return None

    def pump(self):
        context = self.GLib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def wait(self, found, what, timeout=20.0):
        """Pumps the bus's events until found() gives something."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self.log.flush()
                with open(self.log.name) as f:
                    log = f.read()[-2000:]
                raise aptest.TestFailure("the game exited (%d) while waiting for %s:\n%s"
                                         % (self.proc.returncode, what, log))
            self.pump()
            result = found()
            if result:
                return result
            time.sleep(0.05)
        raise aptest.TestFailure("timed out waiting for %s" % what)

    def walk(self, acc=None, found=None):
        acc = acc or self.root
        found = [] if found is None else found
        try:
            found.append(acc)
            for i in range(acc.get_child_count()):
                self.walk(acc.get_child_at_index(i), found)
        except Exception:
            pass
        return found

    # Roles are compared as numbers: their names change between versions
    # (at-spi2-core 2.56 names PUSH_BUTTON "button", 2.46 "push button").
    def piles(self, root):
        return {a.get_name().split(",")[0]: a for a in self.walk(root)
                if a.get_role() == self.Atspi.Role.PUSH_BUTTON
                and a.get_name().split(",")[0].split(" ")[0] in
                ("Stock", "Foundation", "Tableau", "Reserve")}

    def focused(self):
        for acc in self.walk():
            try:
                if acc.get_state_set().contains(self.Atspi.StateType.FOCUSED):
                    return acc
            except Exception:
                pass
        return None

    def state(self):
        try:
            with open(self.state_path) as f:
                return aptest.State(f.read())
        except (FileNotFoundError, ValueError):
            return None

    def _xid(self):
        state = self.state()
        return state.values.get("xid") if state is not None else None

    def key(self, *keys):
        xid = self.wait(self._xid, "the window's X id")
        env = {"DISPLAY": self.xvfb.display, "PATH": os.environ["PATH"]}
        subprocess.run(["xdotool", "windowfocus", "--sync", xid], check=True, env=env)
        subprocess.run(["xdotool", "key", "--clearmodifiers"] + list(keys), check=True, env=env)

    def quit(self):
        xsession.end_process(self.proc)


def described(screen, pile, test):
    """Waits until pile's accessible description passes test; returns it."""
    def check():
        acc = screen.piles(screen.root).get(pile)
        text = acc.get_description() if acc is not None else None
        return (text or "-") if text is not None and test(text) else None
    return screen.wait(check, "the description of %s" % pile)


def focus_to(screen, name):
    """Tab until the keyboard is on the pile called name."""
    def focused_name():
        acc = screen.focused()
        return acc.get_name() if acc is not None else ""
    for _ in range(40):
        here = focused_name()
        if here.split(",")[0] == name:
            return
        screen.key("Tab")
        screen.wait(lambda: focused_name() not in ("", here), "Tab to move on")
    raise aptest.TestFailure("Tab did not reach %s" % name)


def checks(tap, app, cli):
    start = subprocess.run([cli, "deal", "algerian", "--number", "1"], capture_output=True,
                           text=True, check=True).stdout
    position = subprocess.run([cli, "apply", "T3 T5"], input=start, capture_output=True,
                              text=True, check=True).stdout
    xvfb = aptest.Xvfb(1300, 860, first=91)
    screen = None
    announces = False
    try:
        screen = Screen(app, position, xvfb)
        names = {a.get_name() for a in screen.walk()
                 if a.get_role() == screen.Atspi.Role.PUSH_BUTTON}
        wanted = {"New Game", "Undo", "Redo", "Hint", "Main Menu"}
        tap.ok(wanted <= names, "the header bar's buttons have names: missing %s"
               % sorted(wanted - names))

        # H: the hint picks up R2's ten of diamonds and takes the keyboard to
        # T6, whose description then says what T6 can do and the hint's words.
        screen.wait(lambda: screen.state() and not screen.state().busy, "the board")
        screen.key("h")
        words = screen.wait(lambda: screen.state() and
                            screen.state().values.get("solver-toast", "") not in ("", "-")
                            and screen.state()["solver-toast"], "the hint's words")
        announces = announcing(screen)
        if announces:
            heard = screen.wait(lambda: [a for a in screen.announcements if words in a],
                                "the hint's announcement")
            tap.ok(heard == [words], "the hint's words are announced: %r" % heard)
            text = described(screen, "Tableau 6", lambda t: t != "")
            tap.ok(text == "Can take the card in hand",
                   "the focused Tableau 6 says what it can take, and only that: %r" % text)
        else:
            text = described(screen, "Tableau 6", lambda t: words in t)
            tap.ok(text == "Can take the card in hand. " + words,
                   "the hint's words reach the focused Tableau 6: %r" % text)
        tap.ok(described(screen, "Reserve 2", lambda t: t.startswith("Card"))
               == "Card in hand", "Reserve 2 says its card is in hand")
        focused = screen.focused()
        tap.ok(focused is not None and focused.get_name().startswith("Tableau 6,"),
               "the keyboard is on Tableau 6 (%s)" % (focused and focused.get_name()))

        # Escape puts the card back: the words and the status go.
        screen.key("Escape")
        tap.ok(described(screen, "Tableau 6", lambda t: t == "") == "-",
               "Escape takes the words and the status off Tableau 6")

        # Return on T6 picks up its jack: T6 says so, and the emptied T3,
        # which takes any card, says it can take it; T7 says nothing.
        screen.key("Return")
        tap.ok(described(screen, "Tableau 6", lambda t: t != "") == "Card in hand",
               "Return picks up Tableau 6's card, and Tableau 6 says so")
        tap.ok(described(screen, "Tableau 3", lambda t: t != "") == "Can take the card in hand",
               "the empty Tableau 3 says it can take the card")
        tap.ok(described(screen, "Tableau 7", lambda t: True) == "-",
               "Tableau 7, which cannot take it, says nothing")

        # Return on T7 refuses the move: its reason reaches T7, which has
        # the keyboard, and names both cards.
        focus_to(screen, "Tableau 7")
        screen.key("Return")
        if announces:
            heard = screen.wait(lambda: [a for a in screen.announcements
                                         if "jack of diamonds" in a and "king of diamonds" in a],
                                "the refusal's announcement")
            tap.ok(len(heard) == 1, "the refusal's reason is announced: %r" % heard)
        else:
            text = described(screen, "Tableau 7", lambda t: t != "")
            tap.ok("jack of diamonds" in text and "king of diamonds" in text,
                   "the refusal's reason reaches the focused Tableau 7: %r" % text)

        # Preferences, Statistics: a row is read by its title, so its value
        # is its description; the Reset buttons are named once, without the
        # underscore of their access keys.
        screen.key("ctrl+comma")
        tab = screen.wait(lambda: next((a for a in screen.walk() if a.get_name() == "Statistics"
                                        and a.get_action_iface() is not None), None),
                          "the Statistics page's tab")
        tab.get_action_iface().do_action(0)
        rows = screen.wait(lambda: {a.get_name(): a.get_description() for a in screen.walk()
                                    if a.get_role() == screen.Atspi.Role.LIST_ITEM
                                    and a.get_name() in ("Played", "Won")} or None,
                           "the statistics' rows")
        tap.ok(rows == {"Played": "0", "Won": "0"},
               "the statistics' rows carry their values: %s" % rows)
        # How the player compares: the chart is a picture named for what it
        # shows, whose words say the three rates; its row carries them too.
        # Tarbart's published rates (docs/winnability.md): the solver wins
        # every deal.
        chart = screen.wait(lambda: next((a for a in screen.walk()
                                          if a.get_role() == screen.Atspi.Role.IMAGE
                                          and a.get_name() == "Win rates compared"), None),
                            "the chart of win rates")
        words = chart.get_description()
        compare = [a.get_description() for a in screen.walk()
                   if a.get_role() == screen.Atspi.Role.LIST_ITEM
                   and a.get_name() == "How You Compare"]
        tap.ok(words.startswith("You ") and " A careful player who sees what you see wins " in words
               and words.endswith(" The solver, knowing the order of the stock, wins 100%.")
               and words in compare,
               "the chart says the three rates in words, and so does its row: %r %s"
               % (words, compare))
        names = {a.get_name() for a in screen.walk()
                 if a.get_role() == screen.Atspi.Role.PUSH_BUTTON}
        tap.ok({"Reset", "Reset All"} <= names and not any("_" in n for n in names),
               "the Reset buttons are named once, and no button by a raw access key: %s"
               % sorted(n for n in names if "Reset" in n or "_" in n))
    except aptest.TestFailure as e:
        tap.ok(False, str(e))
    finally:
        if screen is not None:
            screen.quit()
        xvfb.stop()
    if announces:
        banner(tap, app)
    else:
        tap.skip("the banner is announced", "GTK before 4.14 does not announce")


def announcing(screen):
    """Whether the game announces: built with GTK 4.14 or later (the state's
    "libraries: adw 1.7 gtk 4.18")."""
    state = screen.wait(lambda: screen.state() and screen.state().values.get("libraries"),
                        "the libraries in the state")
    words = state.split()
    return tuple(int(n) for n in words[words.index("gtk") + 1].split(".")) >= (4, 14)


# A position no play can win: the solver's banner says so from the start.
BANNER_RULES = ("foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=never "
                "foundation-transfers=off")
BANNER_PILES = {"F1": "AS", "F2": "AH", "F3": "AD", "F4": "AC",
                "F5": "KS", "F6": "KH", "F7": "KD", "F8": "KC",
                "T1": "5S", "T2": "8S 2S", "T3": "5H", "T4": "8H",
                "T5": "5D", "T6": "8D", "T7": "5C", "T8": "8C", "S": ""}


def banner(tap, app):
    """The banner's words are announced when it comes (GTK 4.14 and
    later). A display of its own, not the one just stopped."""
    xvfb = aptest.Xvfb(1300, 860, first=96)
    screen = None
    try:
        screen = Screen(app, aptest.algerian_position(BANNER_RULES, BANNER_PILES, "T1"), xvfb)
        text = screen.wait(lambda: screen.state() and screen.state()["banner-shown"] == "1"
                           and screen.state()["banner"], "the banner")
        heard = screen.wait(lambda: [a for a in screen.announcements if a == text],
                            "the banner's announcement")
        tap.ok(heard == [text], "the banner is announced: %r" % heard)
    except aptest.TestFailure as e:
        tap.ok(False, str(e))
    finally:
        if screen is not None:
            screen.quit()
        xvfb.stop()


def main():
    app, cli = sys.argv[-2], sys.argv[-1]
    if "--inner" not in sys.argv:
        missing = xsession.missing_tools("xdotool")
        if missing or not os.path.exists(LAUNCHER):
            return xsession.cannot_run("missing: %s" % " ".join(missing + [LAUNCHER]))
        # The bindings come with Debian's Python (python3-gi), which may not
        # be the Python that runs the tests.
        python = sys.executable
        if importlib.util.find_spec("gi") is None and os.path.exists("/usr/bin/python3"):
            python = "/usr/bin/python3"
        tmp = tempfile.mkdtemp(prefix="ap-a11y-bus-")
        config = xsession.write_dbus_config(tmp)
        # G_DEBUG is for the game: the screen reader's side of AT-SPI warns
        # of things that are no fault of the game's.
        env = dict(os.environ)
        env["AP_GAME_G_DEBUG"] = env.pop("G_DEBUG", "")
        return subprocess.run(["dbus-run-session", "--config-file=" + config, "--",
                               python, os.path.abspath(__file__), "--inner", app, cli],
                              env=env).returncode
    # The accessibility bus, as a desktop session starts it.
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import gi
        gi.require_version("Atspi", "2.0")
        tap = aptest.Tap()
        checks(tap, app, cli)
        print("1..%d" % tap.n)
        return 1 if tap.failed else 0
    finally:
        xsession.end_process(launcher)


if __name__ == "__main__":
    sys.exit(main())
