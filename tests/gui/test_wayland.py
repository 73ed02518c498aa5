#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The game as a Wayland client of GNOME's compositor, and the session helper.

usage: test_wayland.py APP

Starts a headless mutter session (tests/common/wayland.py), runs the game in
it with GDK_BACKEND=wayland and no X display, so that it can only draw
through Wayland, and waits until it has drawn deal 7 of Carthage. Then stops
the session and checks that every process it started has ended and that its
runtime folder is gone. Skips (77) when mutter is not installed.
"""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import wayland  # noqa: E402
import aptest  # noqa: E402
import xsession  # noqa: E402

TIMEOUT = 60


def main():
    app_path = sys.argv[1]
    missing = wayland.missing_tools()
    if missing:
        print("not installed: " + " ".join(missing))
        return 77
    session = wayland.WaylandSession(800, 600)
    procs = [proc for _, proc in session.procs]
    runtime_dir = session.runtime_dir
    try:
        state_path = os.path.join(session.tmp, "state")
        env = session.env(GDK_BACKEND="wayland", GTK_A11Y="none", AP_TEST_STATE=state_path,
                          XDG_DATA_HOME=os.path.join(session.tmp, "data"),
                          GSETTINGS_BACKEND="memory")
        with open(os.path.join(session.tmp, "app.log"), "w") as log:
            app = subprocess.Popen([app_path, "--game", "carthage", "--deal", "7"], env=env,
                                   stdout=log, stderr=subprocess.STDOUT)
        try:
            # The game writes its state after each frame it draws; no signal
            # reaches this process, so the file is read until it is there.
            deadline = time.monotonic() + TIMEOUT
            state = None
            while time.monotonic() < deadline and app.poll() is None:
                if os.path.exists(state_path):
                    with open(state_path) as f:
                        state = aptest.State(f.read())
                    if state.settled and state.values.get("pos-game") == "carthage":
                        break
                time.sleep(0.05)
            if app.poll() is not None:
                print("the game exited with %s:\n%s" % (app.returncode, session.log("app")))
                return 1
            if state is None or state.values.get("pos-game") != "carthage" or not state.settled:
                print("the game drew no settled frame of Carthage in %d s" % TIMEOUT)
                return 1
            print("the game drew deal 7 of Carthage as a Wayland client of mutter")
        finally:
            ended_by_term = xsession.end_process(app, timeout=30)
    finally:
        session.stop()
    if not ended_by_term:
        print("the game did not end within 30 s of SIGTERM")
        return 1
    left = [p.args[0] for p in procs if p.poll() is None]
    if left:
        print("still running after stop(): " + " ".join(left))
        return 1
    if os.path.exists(runtime_dir):
        print("stop() left %s behind" % runtime_dir)
        return 1
    print("stop() ended %s and removed the session's folder" % ", ".join(p.args[0] for p in procs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
