# SPDX-License-Identifier: GPL-3.0-or-later
"""Touch and pointer input into a headless mutter (tests/common/wayland.py)
through GNOME's remote-desktop D-Bus API, as a remote-desktop client or an
on-screen touch device would send it: mutter turns each call into a real
event of a virtual touchscreen or pointer, and the client under the finger
gets genuine touch-begin/update/end events, not a pointer standing in.

    with wayland.WaylandSession(1280, 800, pipewire=True) as session:
        remote = RemoteInput(session)
        remote.tap(640, 400)
        ...
        remote.close()

One remote-desktop session is kept for the whole test: mutter ends it when
its D-Bus connection closes. Its input goes to a stream of a screen cast
of the session's monitor, in that monitor's logical pixels, and mutter
starts none without PipeWire (the session's pipewire=True). mutter tells
clients that a touchscreen exists only when it is first touched, so that
first touch reaches nobody: the constructor spends it on the middle of the
screen, where it does nothing.

Needs Python's gi (Debian's python3-gi).
"""

import subprocess
import time

from gi.repository import Gio, GLib

REMOTE_DESKTOP = "org.gnome.Mutter.RemoteDesktop"
SCREEN_CAST = "org.gnome.Mutter.ScreenCast"
BTN_LEFT = 0x110  # linux/input-event-codes.h


class RemoteInput:
    """A remote-desktop session of mutter with a screen cast of its
    monitor, for input in that monitor's coordinates."""

    def __init__(self, session, timeout=30):
        self.timeout = timeout
        self.conn = Gio.DBusConnection.new_for_address_sync(
            session.bus.address,
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        (self.rd_path,) = self._call(REMOTE_DESKTOP, "/org/gnome/Mutter/RemoteDesktop",
                                     REMOTE_DESKTOP, "CreateSession", None, "(o)")
        session_id = self._get(REMOTE_DESKTOP, self.rd_path, REMOTE_DESKTOP + ".Session",
                               "SessionId")
        (self.sc_path,) = self._call(
            SCREEN_CAST, "/org/gnome/Mutter/ScreenCast", SCREEN_CAST, "CreateSession",
            GLib.Variant("(a{sv})", ({"remote-desktop-session-id":
                                      GLib.Variant("s", session_id)},)), "(o)")
        # The empty connector is the primary monitor: the session's only one.
        (self.stream,) = self._call(SCREEN_CAST, self.sc_path, SCREEN_CAST + ".Session",
                                    "RecordMonitor",
                                    GLib.Variant("(sa{sv})", ("", {})), "(o)")
        # The stream's PipeWire node, for screenshots (screenshot()).
        self.node = None

        def stream_added_cb(connection, sender, path, iface, signal, params):
            self.node = params.unpack()[0]

        self.conn.signal_subscribe(None, SCREEN_CAST + ".Stream", "PipeWireStreamAdded",
                                   self.stream, None, Gio.DBusSignalFlags.NONE,
                                   stream_added_cb)
        self._rd("Start", None)
        self.env = session.env()
        # The touch that makes mutter announce its touchscreen; it reaches
        # no client.
        self.touch_down(9, session.width / 2, session.height / 2)
        self.touch_up(9)
        # So may the first key be; a Shift alone, before any client.
        self.keysym(KEYSYMS["shift"], True)
        self.keysym(KEYSYMS["shift"], False)
        self.sync()

    def _call(self, name, path, iface, method, args, reply=None):
        result = self.conn.call_sync(name, path, iface, method, args,
                                     GLib.VariantType(reply) if reply else None,
                                     Gio.DBusCallFlags.NONE, self.timeout * 1000, None)
        return result.unpack() if result is not None else ()

    def _get(self, name, path, iface, prop):
        (value,) = self._call(name, path, "org.freedesktop.DBus.Properties", "Get",
                              GLib.Variant("(ss)", (iface, prop)), "(v)")
        return value

    def _rd(self, method, args):
        return self._call(REMOTE_DESKTOP, self.rd_path, REMOTE_DESKTOP + ".Session", method,
                          args)

    def sync(self):
        """Returns once mutter has handled every call sent so far (D-Bus
        keeps their order; a reply to a later call comes after them)."""
        self._get(REMOTE_DESKTOP, self.rd_path, REMOTE_DESKTOP + ".Session", "SessionId")

    def screenshot(self, png):
        """One frame of the monitor, from the session's screen cast, into
        `png` (needs GStreamer's pipewiresrc: gstreamer1.0-pipewire)."""
        context = GLib.MainContext.default()
        deadline = time.monotonic() + self.timeout
        while self.node is None and time.monotonic() < deadline:
            context.iteration(False)
            time.sleep(0.01)
        if self.node is None:
            raise RuntimeError("mutter announced no PipeWire stream")
        subprocess.run(["gst-launch-1.0", "-q", "pipewiresrc", "path=%d" % self.node,
                        "num-buffers=1", "!", "videoconvert", "!", "pngenc", "!",
                        "filesink", "location=" + png],
                       env=self.env, check=True, timeout=self.timeout)

    # ------------------------------------------------------------ touch

    def touch_down(self, slot, x, y):
        self._rd("NotifyTouchDown", GLib.Variant("(sudd)", (self.stream, slot, x, y)))

    def touch_motion(self, slot, x, y):
        self._rd("NotifyTouchMotion", GLib.Variant("(sudd)", (self.stream, slot, x, y)))

    def touch_up(self, slot):
        self._rd("NotifyTouchUp", GLib.Variant("(u)", (slot,)))

    def tap(self, x, y, slot=0):
        """A finger down and up at (x, y), without moving."""
        self.touch_down(slot, x, y)
        time.sleep(0.03)  # a finger rests a moment; no event to wait for
        self.touch_up(slot)

    def drag(self, start, end, steps=12, slot=0, lift=True):
        """A finger put down at start, moved to end in steps, lifted."""
        self.touch_down(slot, *start)
        for i in range(1, steps + 1):
            # Paced like a hand, not waiting for the game.
            time.sleep(0.012)
            self.touch_motion(slot, start[0] + (end[0] - start[0]) * i / steps,
                              start[1] + (end[1] - start[1]) * i / steps)
        if lift:
            time.sleep(0.012)
            self.touch_up(slot)

    # ------------------------------------------------------------ pointer

    def pointer_to(self, x, y):
        self._rd("NotifyPointerMotionAbsolute", GLib.Variant("(sdd)", (self.stream, x, y)))

    def button(self, pressed):
        self._rd("NotifyPointerButton", GLib.Variant("(ib)", (BTN_LEFT, pressed)))

    def click(self, x, y):
        self.pointer_to(x, y)
        self.button(True)
        self.button(False)

    # ------------------------------------------------------------ keyboard

    def keysym(self, keysym, pressed):
        self._rd("NotifyKeyboardKeysym", GLib.Variant("(ub)", (keysym, pressed)))

    def key(self, combo):
        """Presses and releases a key by its name, with modifiers:
        "Return", "ctrl+z", "shift+Tab"."""
        syms = [keysym_of(name) for name in combo.split("+")]
        for sym in syms:
            self.keysym(sym, True)
        for sym in reversed(syms):
            self.keysym(sym, False)


    # ------------------------------------------------------------ end

    def close(self):
        """Stops the remote-desktop session and closes its connection."""
        if self.conn is None:
            return
        try:
            self._rd("Stop", None)
        except GLib.Error:
            pass  # mutter may have ended it already
        self.conn.close_sync(None)
        self.conn = None


# X keysyms (X11/keysymdef.h) of the keys the tests press by name.
KEYSYMS = {
    "ctrl": 0xffe3, "shift": 0xffe1, "alt": 0xffe9, "super": 0xffeb,
    "BackSpace": 0xff08, "Tab": 0xff09, "Return": 0xff0d, "Escape": 0xff1b,
    "Home": 0xff50, "Left": 0xff51, "Up": 0xff52, "Right": 0xff53, "Down": 0xff54,
    "Page_Up": 0xff55, "Page_Down": 0xff56, "End": 0xff57, "Delete": 0xffff,
    "space": 0x20, "question": 0x3f, "comma": 0x2c, "period": 0x2e, "F10": 0xffc7,
    "KP_Enter": 0xff8d, "Menu": 0xff67,
}


def keysym_of(name):
    if name in KEYSYMS:
        return KEYSYMS[name]
    if len(name) == 2 and name[0] == "F" or len(name) == 3 and name[0] == "F":
        return 0xffbe + int(name[1:]) - 1
    if len(name) == 1:
        return ord(name)
    raise ValueError("no keysym known for %r" % name)
