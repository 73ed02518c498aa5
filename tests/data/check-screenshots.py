#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the metainfo's screenshots exist in the repository.

Usage: check-screenshots.py SOURCE_ROOT METAINFO_IN

Software centres fetch the screenshots from the URLs in the metainfo,
which point into data/screenshots/ of the repository's main branch, and
`appstreamcli validate --no-net` cannot see whether they are there. So each
URL must have the project's prefix, and the file it names must exist in
data/screenshots/ as a PNG at least 360 px wide (the narrowest window
the game supports), with the default screenshot landscape and at least
620 px wide, as software centres show it in a wide banner. Until the first
screenshot is added to data/screenshots/ at all, the test skips.
"""
import os
import struct
import sys
import xml.etree.ElementTree as ET

PREFIX = ('https://raw.githubusercontent.com/algerian-patience/algerian-patience/'
          'main/data/screenshots/')
PNG_MAGIC = b'\x89PNG\r\n\x1a\n'


def png_size(path):
    with open(path, 'rb') as f:
        head = f.read(24)
    if len(head) < 24 or head[:8] != PNG_MAGIC or head[12:16] != b'IHDR':
        return None
    return struct.unpack('>II', head[16:24])


def main():
    root_dir, metainfo = sys.argv[1:3]
    shots_dir = os.path.join(root_dir, 'data', 'screenshots')
    problems = []
    shots = ET.parse(metainfo).getroot().findall('./screenshots/screenshot')
    if not shots:
        problems.append(f'{metainfo}: no screenshots')
    present = [n for n in os.listdir(shots_dir)] if os.path.isdir(shots_dir) else []
    if shots and not any(n.endswith('.png') for n in present):
        print(f'no PNG in {shots_dir} yet: nothing to check')
        return 77
    for shot in shots:
        default = shot.get('type') == 'default'
        for image in shot.findall('image'):
            url = (image.text or '').strip()
            if not url.startswith(PREFIX):
                problems.append(f'{url}: not under {PREFIX}')
                continue
            name = url[len(PREFIX):]
            path = os.path.join(shots_dir, name)
            if not os.path.isfile(path):
                problems.append(f'{url}: data/screenshots/{name} does not exist')
                continue
            size = png_size(path)
            if size is None:
                problems.append(f'data/screenshots/{name}: not a PNG')
            elif size[0] < 360:
                problems.append(f'data/screenshots/{name}: {size[0]} px wide, less than 360')
            elif default and (size[0] < 620 or size[0] <= size[1]):
                problems.append(f'data/screenshots/{name}: the default screenshot is '
                                f'{size[0]}x{size[1]}, not landscape and 620 px wide')
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
