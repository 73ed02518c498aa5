# SPDX-License-Identifier: GPL-3.0-or-later
"""An X server and a D-Bus session bus of the tests' own, for every test
that needs a display (aptest.py, tests/settings): Xvfb on the
first free display from a given number, and a bus that activates no
services (no document portal, no accessibility bus started behind the
test's back)."""

import os
import shutil
import signal
import subprocess

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


def missing_tools(*extra):
    """The programs of these tests that are not installed."""
    return [t for t in ("Xvfb", "dbus-daemon", "dbus-run-session") + extra
            if shutil.which(t) is None]


def cannot_run(why, skip_status=0):
    """What a test that cannot run returns after saying why: a skip
    (skip_status: 0 after a TAP plan of none, 77 for a test judged by its
    exit status), but a failure under CI=true, where everything it needs is
    meant to be installed. The tools are looked for when the test runs, not
    when the build is configured, so a build made before they were
    installed runs its tests once they are."""
    if os.environ.get("CI") == "true":
        print("Bail out! cannot run under CI=true: %s" % why)
        return 1
    print("1..0 # SKIP %s" % why)
    return skip_status


def end_process(proc, timeout=10, group=False):
    """Ends a process the tests started, and waits for it: SIGTERM, then
    SIGKILL if it is still there after `timeout` seconds (Xvfb has been
    seen to sleep on through a SIGTERM for half an hour, its test passed
    but reported failed). group: signal its whole process group (proc
    started with start_new_session=True). Returns False when it took
    SIGKILL, so a test can tell a process that ignores SIGTERM."""
    if proc.poll() is not None:
        return True

    def send(sig):
        try:
            if group:
                os.killpg(proc.pid, sig)
            else:
                proc.send_signal(sig)
        except ProcessLookupError:
            pass

    send(signal.SIGTERM)
    try:
        proc.wait(timeout=timeout)
        return True
    except subprocess.TimeoutExpired:
        send(signal.SIGKILL)
        proc.wait()
        return False


def check_tools(*extra):
    """None when Xvfb, D-Bus and the `extra` programs are installed, else
    what the test's main returns (cannot_run())."""
    missing = missing_tools(*extra)
    if missing:
        return cannot_run("not installed: " + " ".join(missing))
    return None


class Xvfb:
    """An X server of its own, on the first free display from `first`."""

    def __init__(self, width=1280, height=1024, first=51):
        self.proc = None
        self.display = None
        for number in range(first, first + 60):
            if os.path.exists("/tmp/.X%d-lock" % number):
                continue
            read_fd, write_fd = os.pipe()
            proc = subprocess.Popen(
                ["Xvfb", ":%d" % number, "-screen", "0", "%dx%dx24" % (width, height),
                 "-nolisten", "tcp", "-displayfd", str(write_fd)],
                pass_fds=[write_fd], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write_fd)
            # Xvfb writes its display number once it accepts connections,
            # and closes the pipe without a word when the display is taken.
            with os.fdopen(read_fd) as ready:
                answer = ready.read().strip()
            if answer and proc.poll() is None:
                self.proc = proc
                self.display = ":" + answer
                return
            proc.wait()
        raise RuntimeError("no free X display from :%d" % first)

    def stop(self):
        if self.proc is not None:
            end_process(self.proc)
            self.proc = None


class Bus:
    """A session bus in `tmp`; address in self.address."""

    def __init__(self, tmp):
        config = write_dbus_config(tmp)
        read_fd, write_fd = os.pipe()
        self.proc = subprocess.Popen(
            ["dbus-daemon", "--config-file=" + config, "--nofork",
             "--print-address=%d" % write_fd],
            pass_fds=[write_fd], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        with os.fdopen(read_fd) as f:
            self.address = f.readline().strip()
        if not self.address:
            raise RuntimeError("dbus-daemon did not start")

    def stop(self):
        end_process(self.proc)


def write_dbus_config(tmp):
    """Writes the bus configuration into `tmp`; returns its path."""
    path = os.path.join(tmp, "session.conf")
    with open(path, "w") as f:
        f.write(DBUS_CONFIG)
    return path
