# SPDX-License-Identifier: GPL-3.0-or-later
"""A GNOME Wayland session of the caller's own: a headless mutter on a
virtual monitor, a private D-Bus session bus, its own XDG_RUNTIME_DIR and
settings and, on request, PipeWire and WirePlumber for mutter's screen casts.

    with WaylandSession(1280, 800, pipewire=True) as session:
        subprocess.run([app], env=session.env(GDK_BACKEND="wayland"))

mutter draws the windows as GNOME does (a compositing session: rounded
corners and the shadows that GTK draws around its windows), which Xvfb
without a compositor cannot show. The session's settings are a keyfile in
its own folder, written before mutter starts, so the desktop's settings
(gsettings {key: value}, by default GNOME's close-only button layout) are
the same for mutter and every client. stop() ends only the processes that
this session started, in the reverse order.
"""

import os
import shutil
import subprocess
import tempfile
import time

try:
    from . import xsession  # as a package (tests.common.wayland)
except ImportError:
    import xsession  # with tests/common on sys.path, as the other helpers

# GNOME's defaults, said explicitly so a screenshot does not depend on them.
DEFAULT_SETTINGS = {
    ("org/gnome/desktop/wm/preferences", "button-layout"): "'appmenu:close'",
    ("org/gnome/desktop/interface", "color-scheme"): "'default'",
}


def missing_tools(pipewire=False):
    """The programs of a session that are not installed."""
    tools = ["mutter", "dbus-daemon", "gdbus"] + (["pipewire", "wireplumber"] if pipewire else [])
    return [t for t in tools if shutil.which(t) is None]


class WaylandSession:
    """mutter --headless on one virtual monitor of width x height."""

    def __init__(self, width=1280, height=800, pipewire=False, settings=None, timeout=30):
        self.width, self.height = width, height
        self.tmp = tempfile.mkdtemp(prefix="ap-wayland-")
        self.runtime_dir = os.path.join(self.tmp, "runtime")
        os.mkdir(self.runtime_dir, 0o700)
        self.config_dir = os.path.join(self.tmp, "config")
        self.display = "ap-wayland-0"
        self.procs = []
        self.logs = []
        self.bus = None
        try:
            self._write_settings({**DEFAULT_SETTINGS, **(settings or {})})
            self.bus = xsession.Bus(self.tmp)
            self._start("mutter", ["mutter", "--headless", "--wayland", "--no-x11",
                                   "--sm-disable", "--wayland-display=" + self.display,
                                   "--virtual-monitor", "%dx%d" % (width, height)])
            # The compositor is ready for clients and screen casts once it
            # owns its D-Bus names; the socket alone comes earlier.
            self._wait_name("org.gnome.Mutter.ScreenCast", timeout)
            if pipewire:
                self._start("pipewire", ["pipewire"])
                self._wait_path(os.path.join(self.runtime_dir, "pipewire-0"), timeout)
                self._start("wireplumber", ["wireplumber"])
        except BaseException:
            self.stop()
            raise

    # ------------------------------------------------------------ use

    def env(self, **extra):
        """The environment of a client of this session, plus `extra`."""
        env = dict(os.environ)
        for name in ("DISPLAY", "WAYLAND_SOCKET"):
            env.pop(name, None)
        env.update({
            "WAYLAND_DISPLAY": self.display,
            "XDG_RUNTIME_DIR": self.runtime_dir,
            "DBUS_SESSION_BUS_ADDRESS": self.bus.address,
            "XDG_CONFIG_HOME": self.config_dir,
            "GSETTINGS_BACKEND": "keyfile",
            "XDG_SESSION_TYPE": "wayland",
            "XDG_CURRENT_DESKTOP": "GNOME",
        })
        env.update(extra)
        return env

    def log(self, name):
        """What the session's process `name` wrote so far."""
        with open(os.path.join(self.tmp, name + ".log"), errors="replace") as f:
            return f.read()

    # ------------------------------------------------------------ start/stop

    def _write_settings(self, settings):
        folder = os.path.join(self.config_dir, "glib-2.0", "settings")
        os.makedirs(folder)
        groups = {}
        for (group, key), value in settings.items():
            groups.setdefault(group, []).append("%s=%s" % (key, value))
        with open(os.path.join(folder, "keyfile"), "w") as f:
            for group, lines in groups.items():
                f.write("[%s]\n%s\n\n" % (group, "\n".join(lines)))

    def _start(self, name, argv):
        log = open(os.path.join(self.tmp, name + ".log"), "w")
        self.logs.append(log)
        env = self.env()
        # The session's own programs warn about the services a bare session
        # lacks (colord, locale1); a test's G_DEBUG=fatal-warnings is for
        # the program under test, not for them.
        env.pop("G_DEBUG", None)
        proc = subprocess.Popen(argv, env=env, stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL)
        self.procs.append((name, proc))
        return proc

    def _check_alive(self):
        for name, proc in self.procs:
            if proc.poll() is not None:
                raise RuntimeError("%s exited with %s:\n%s" % (name, proc.returncode,
                                                               self.log(name)[-2000:]))

    def _wait_name(self, name, timeout):
        # gdbus wait returns as soon as the name has an owner.
        try:
            subprocess.run(["gdbus", "wait", "--session", "--timeout", str(int(timeout)), name],
                           env=self.env(), check=True, capture_output=True, timeout=timeout + 5)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
            self._check_alive()
            raise RuntimeError("%s did not appear on the session bus" % name)

    def _wait_path(self, path, timeout):
        # No signal tells when PipeWire's socket is made; poll for it briefly.
        deadline = time.monotonic() + timeout
        while not os.path.exists(path):
            self._check_alive()
            if time.monotonic() > deadline:
                raise RuntimeError("%s did not appear" % path)
            time.sleep(0.02)

    def stop(self):
        """Ends what this session started, the last started first."""
        for name, proc in reversed(self.procs):
            xsession.end_process(proc)
        self.procs = []
        if self.bus is not None:
            self.bus.stop()
            self.bus = None
        for log in self.logs:
            log.close()
        self.logs = []
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
