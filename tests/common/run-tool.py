#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a command whose program is looked for when the test runs, not when
the build is configured: a build made before the program was installed
runs the test once it is.

usage: run-tool.py TOOL COMMAND...   (@TOOL@ in COMMAND becomes TOOL's path)

Exits 77 (skipped) when TOOL is not installed.
"""
import shutil
import subprocess
import sys


def main():
    tool, command = sys.argv[1], sys.argv[2:]
    path = shutil.which(tool)
    if path is None:
        print("%s is not installed" % tool)
        return 77
    return subprocess.run([path if word == "@TOOL@" else word for word in command]).returncode


if __name__ == "__main__":
    sys.exit(main())
