#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a program with an X server of its own (Xvfb on the first free
display from :51) and a private D-Bus session, then stops both.

Usage: run-with-xvfb.py PROGRAM [ARGS...]
Skips (a TAP plan of none) when Xvfb or dbus-run-session is not installed,
and fails so under CI=true.
"""
import os
import subprocess
import sys
import tempfile

import xsession  # noqa: E402


def main():
    missing = xsession.missing_tools()
    if missing:
        return xsession.cannot_run("not installed: " + " ".join(missing))
    xvfb = xsession.Xvfb()
    display = xvfb.display
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
            config = xsession.write_dbus_config(tmp)
            return subprocess.run(["dbus-run-session", "--config-file=" + config, "--"]
                                  + sys.argv[1:], env=env).returncode
    finally:
        xvfb.stop()


if __name__ == "__main__":
    sys.exit(main())
