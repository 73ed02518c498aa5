#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Takes the metainfo's screenshots as GNOME shows the game.

usage: data/screenshots/take-screenshots.py BUILD_DIR [--out DIR] [--only NAME]

Each picture is the game's window in a GNOME Wayland session of its own
(a headless mutter, tests/common/wayland.py): the window's rounded corners
and the shadow GTK draws around it on a transparent background, GNOME's
default close-only button layout, no pointer. mutter's screen cast API
records the window (org.gnome.Mutter.ScreenCast: CreateSession,
RecordWindow of the focused window, Start; the PipeWire node comes with
the stream's PipeWireStreamAdded signal) and GStreamer's pipewiresrc takes
one frame. ImageMagick cuts away the transparent margin, leaving the window
and its shadow, at most 1000x700 as Flathub asks.

Each game is under way: a few dozen moves chosen by tests/gui/screenshots.py's
simple rule from a fixed deal, resumed from a saved game, so the same
commands give the same pictures. The pictures replace those in DIR (by
default this folder, where the metainfo's URLs point); look at them before
committing them.

Needs mutter, pipewire, wireplumber, gstreamer1.0-pipewire,
gstreamer1.0-tools, gstreamer1.0-plugins-base, imagemagick and Python's gi,
and a build of the game (BUILD_DIR) with its command-line companion.
"""

import argparse
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "common"))
sys.path.insert(0, os.path.join(TOP, "tests", "gui"))
import wayland  # noqa: E402
import aptest  # noqa: E402
from screenshots import play_some  # noqa: E402

import gi  # noqa: E402
from gi.repository import Gio, GLib  # noqa: E402

# name, game, deal, moves to play, deals from the stock at most, colour
# scheme, window size (logical pixels; the shadow adds about 82x82).
# Contradance deal 20 is one of the few that can be won (docs/winnability.md):
# the game says at once that a lost deal cannot be won, in a message at the
# foot of the board.
SHOTS = [
    ("algerian", "algerian", 5, 40, 2, "default", (900, 600)),
    ("patriarchs-dark", "patriarchs", 3, 40, 12, "prefer-dark", (900, 600)),
    ("carthage-narrow", "carthage", 2, 40, 2, "default", (360, 600)),
    ("royal-cotillion", "royal-cotillion", 4, 40, 12, "default", (900, 600)),
    ("contradance", "contradance", 20, 64, 48, "default", (900, 600)),
]
MAX_SIZE = (1000, 700)
SCREEN_CAST = "org.gnome.Mutter.ScreenCast"
TIMEOUT = 60


def wait_settled(state_path, app, timeout=TIMEOUT):
    """Waits until the game has drawn a frame with nothing moving. The game
    writes its state after each frame that changed something; there is no
    signal to wait on from outside, so the file is read until it says so."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if app.poll() is not None:
            raise RuntimeError("the game exited with %s" % app.returncode)
        try:
            with open(state_path) as f:
                state = aptest.State(f.read())
            if state.settled and "pos-game" in state.values:
                return state
        except (OSError, ValueError, IndexError):
            pass
        time.sleep(0.05)
    raise RuntimeError("the game did not settle in %d s" % timeout)


def record_focused_window(session, png):
    """One frame of the focused window, with its shadow, into `png`."""
    conn = Gio.DBusConnection.new_for_address_sync(
        session.bus.address,
        Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
        | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)

    def call(path, iface, method, args, reply):
        return conn.call_sync(SCREEN_CAST, path, iface, method, args,
                              GLib.VariantType(reply), Gio.DBusCallFlags.NONE, -1,
                              None).unpack()

    hidden_cursor = {"cursor-mode": GLib.Variant("u", 0)}
    (session_path,) = call("/org/gnome/Mutter/ScreenCast", SCREEN_CAST, "CreateSession",
                           GLib.Variant("(a{sv})", ({},)), "(o)")
    (stream_path,) = call(session_path, SCREEN_CAST + ".Session", "RecordWindow",
                          GLib.Variant("(a{sv})", (hidden_cursor,)), "(o)")
    loop = GLib.MainLoop()
    node = []

    def stream_added_cb(connection, sender, path, iface, signal, params):
        node.append(params.unpack()[0])
        loop.quit()

    conn.signal_subscribe(None, SCREEN_CAST + ".Stream", "PipeWireStreamAdded", stream_path,
                          None, Gio.DBusSignalFlags.NONE, stream_added_cb)
    call(session_path, SCREEN_CAST + ".Session", "Start", None, "()")
    timer = GLib.timeout_add_seconds(TIMEOUT, loop.quit)
    loop.run()
    if node:
        GLib.source_remove(timer)
    try:
        if not node:
            raise RuntimeError("mutter announced no PipeWire stream")
        subprocess.run(["gst-launch-1.0", "-q", "pipewiresrc", "path=%d" % node[0],
                        "num-buffers=1", "!", "videoconvert", "!", "pngenc", "!",
                        "filesink", "location=" + png],
                       env=session.env(), check=True, timeout=TIMEOUT)
    finally:
        call(session_path, SCREEN_CAST + ".Session", "Stop", None, "()")
        conn.close_sync(None)


def shoot(build, out, name, game, deal, n_moves, max_deals, scheme, size):
    cli = os.path.join(build, "src", "cli", "algerian-patience-cli")
    # The tests' build of the game, which writes its state (AP_TEST_STATE).
    app_path = os.path.join(build, "tests", "common", "algerian-patience-test")
    saved = play_some(cli, game, deal, n_moves, max_deals)
    settings = {("org/gnome/desktop/interface", "color-scheme"): "'%s'" % scheme}
    with wayland.WaylandSession(1280, 800, pipewire=True, settings=settings) as session:
        data = os.path.join(session.tmp, "data")
        os.makedirs(os.path.join(data, "algerian-patience"))
        with open(os.path.join(data, "algerian-patience", "saved-game"), "w") as f:
            f.write(saved)
        state_path = os.path.join(session.tmp, "state")
        env = session.env(GDK_BACKEND="wayland", GSK_RENDERER="cairo", GTK_A11Y="none",
                          GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"),
                          XDG_DATA_HOME=data, XDG_CACHE_HOME=os.path.join(session.tmp, "cache"),
                          AP_TEST_STATE=state_path, AP_TEST_SIZE="%dx%d" % size,
                          LANGUAGE="en", LC_ALL="C.UTF-8")
        with open(os.path.join(session.tmp, "app.log"), "w") as log:
            app = subprocess.Popen([app_path], env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            state = wait_settled(state_path, app)
            if state["pos-game"] != game:
                raise RuntimeError("%s: the game shows %s" % (name, state["pos-game"]))
            raw = os.path.join(session.tmp, "raw.png")
            record_focused_window(session, raw)
        finally:
            app.terminate()
            app.wait(timeout=30)
        path = os.path.join(out, name + ".png")
        # The transparent margin goes; the window and its shadow stay. No
        # dates in the file, so that the same picture is the same file.
        subprocess.run(["convert", raw, "-trim", "+repage", "-strip",
                        "-define", "png:exclude-chunks=date,time", path], check=True)
    width, height = (int(v) for v in subprocess.run(
        ["identify", "-format", "%w %h", path], check=True, capture_output=True,
        text=True).stdout.split())
    if width > MAX_SIZE[0] or height > MAX_SIZE[1]:
        raise RuntimeError("%s is %dx%d, more than %dx%d" % ((path, width, height) + MAX_SIZE))
    print("%s %dx%d" % (path, width, height), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("build_dir")
    parser.add_argument("--out", default=HERE)
    parser.add_argument("--only", default="", help="only the picture of this name")
    args = parser.parse_args()
    missing = wayland.missing_tools(pipewire=True) + [
        t for t in ("gst-launch-1.0", "convert", "identify") if shutil.which(t) is None]
    if missing:
        sys.exit("missing: %s" % " ".join(missing))
    os.makedirs(args.out, exist_ok=True)
    for name, *shot in SHOTS:
        if not args.only or args.only == name:
            shoot(os.path.abspath(args.build_dir), args.out, name, *shot)


if __name__ == "__main__":
    main()
