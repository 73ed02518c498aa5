#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates the built metainfo with appstreamcli, strictly, on AppStream 0.16 and 1.x.

Usage: validate-metainfo.py APPSTREAMCLI METAINFO

Runs `appstreamcli validate --no-net --pedantic` and fails on every issue
above a pedantic hint (errors, warnings and infos alike), as --strict does.
The one pedantic hint the metainfo always gets is that the application id,
fixed by the project, has capitals in it.

The metainfo names its developer with AppStream 1.0's <developer id=...>,
which Flathub and AppStream 1.0 ask for (1.0 calls the older
<developer_name> deprecated). AppStream 0.16 (Debian 12) predates that
element and notes it as an unknown tag, and it needs nothing else: so on a
validator older than 1.0, and only there, that single note is accepted.
"""
import re
import subprocess
import sys

ISSUE = re.compile(r'^([EWIP]): [^:]+:[^ ]*: (\S+)(?: (.*))?$')


def version(appstreamcli):
    out = subprocess.run([appstreamcli, '--version'], capture_output=True, text=True).stdout
    m = re.search(r'(\d+)\.(\d+)', out)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def main():
    appstreamcli, metainfo = sys.argv[1:3]
    old = version(appstreamcli) < (1, 0)
    run = subprocess.run([appstreamcli, 'validate', '--no-net', '--pedantic', metainfo],
                         capture_output=True, text=True)
    print(run.stdout + run.stderr, end='')
    problems = []
    for line in run.stdout.splitlines():
        m = ISSUE.match(line)
        if not m:
            continue
        severity, tag, detail = m.group(1), m.group(2), (m.group(3) or '').strip()
        if severity == 'P':
            continue
        if old and severity == 'I' and tag == 'unknown-tag' and detail == 'developer':
            continue
        problems.append(line)
    if run.returncode != 0 and not problems:
        problems.append(f'appstreamcli exited with {run.returncode}')
    for p in problems:
        print(f'not accepted: {p}', file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
