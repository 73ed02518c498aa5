#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Counts the results in Meson test logs for .ci/run.

With --suite NAME first, only the tests of that Meson suite count (the
summary's "gui" and "wayland" lines). Each other argument is a meson-logs/testlog.json: one JSON object per line, one
per test run, with a "result" field. Prints "PASSED FAILED SKIPPED" summed
over all logs. A log that is missing or unreadable counts as one failure,
because it means the build or Meson itself failed before any test ran, and
such a run must never look green.
"""

import json
import sys

PASSED = {"OK", "EXPECTEDFAIL"}
SKIPPED = {"SKIP"}


def suites(name):
    """The suites of a test from its logged name, "project:a+b / test"."""
    head = name.split(" / ", 1)[0]
    return set(head.split(":", 1)[1].split("+")) if ":" in head else set()


def count(path, suite=None):
    passed = failed = skipped = 0
    try:
        with open(path, encoding="utf-8") as log:
            for line in log:
                line = line.strip()
                if not line:
                    continue
                test = json.loads(line)
                if suite is not None and suite not in suites(test.get("name", "")):
                    continue
                result = test.get("result")
                if result in PASSED:
                    passed += 1
                elif result in SKIPPED:
                    skipped += 1
                else:
                    failed += 1
                    print(f"count-tests: {path}: {test.get('name')}: {result}", file=sys.stderr)
    except (OSError, ValueError) as error:
        print(f"count-tests: {path}: {error}", file=sys.stderr)
        return 0, 1, 0
    if passed + failed + skipped == 0 and suite is None:
        print(f"count-tests: {path}: no test ran", file=sys.stderr)
        failed = 1
    return passed, failed, skipped


def main():
    args = sys.argv[1:]
    suite = None
    if args[:1] == ["--suite"]:
        suite, args = args[1], args[2:]
    totals = [0, 0, 0]
    for path in args:
        for i, n in enumerate(count(path, suite)):
            totals[i] += n
    print(*totals)


if __name__ == "__main__":
    main()
