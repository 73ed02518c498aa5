#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a program with an X server of its own (Xvfb on the first free
display from :51 to :59) and a private D-Bus session, then stops both.

Usage: run-with-xvfb.py PROGRAM [ARGS...]
Exits 77 (skipped) when Xvfb or dbus-run-session is not installed.
"""
import os
import shutil
import subprocess
import sys
import tempfile

# A session bus with no services to activate: nothing (document portal,
# accessibility bus) is started behind the test's back.
DBUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""


def start_xvfb():
    for number in range(51, 60):
        if os.path.exists("/tmp/.X%d-lock" % number):
            continue
        read_fd, write_fd = os.pipe()
        proc = subprocess.Popen(
            ["Xvfb", ":%d" % number, "-screen", "0", "1280x1024x24", "-nolisten", "tcp",
             "-displayfd", str(write_fd)],
            pass_fds=[write_fd], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        # Xvfb writes its display number once it accepts connections, and
        # closes the pipe without a word when the display is taken.
        with os.fdopen(read_fd) as ready:
            answer = ready.read().strip()
        if answer and proc.poll() is None:
            return proc, ":" + answer
        proc.wait()
    return None, None


def main():
    if shutil.which("Xvfb") is None or shutil.which("dbus-run-session") is None:
        print("1..0 # SKIP Xvfb or dbus-run-session is not installed")
        return 77
    xvfb, display = start_xvfb()
    if xvfb is None:
        print("Bail out! no free X display from :51 to :59")
        return 1
    try:
        with tempfile.TemporaryDirectory(prefix="ap-settings-gtk-") as tmp:
            env = dict(os.environ)
            env.update({
                "DISPLAY": display,
                "GDK_BACKEND": "x11",
                "GSK_RENDERER": "cairo",
                "GTK_A11Y": "none",
                "XDG_RUNTIME_DIR": tmp,
                "XDG_DATA_HOME": os.path.join(tmp, "data"),
                "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
                "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
            })
            env.pop("WAYLAND_DISPLAY", None)
            config = os.path.join(tmp, "session.conf")
            with open(config, "w") as f:
                f.write(DBUS_CONFIG)
            return subprocess.run(["dbus-run-session", "--config-file=" + config, "--"]
                                  + sys.argv[1:], env=env).returncode
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
