#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the metainfo's screenshots exist in the repository.

Usage: check-screenshots.py SOURCE_ROOT METAINFO_IN

Software centres fetch the screenshots from the URLs in the metainfo,
and `appstreamcli validate --no-net` cannot see whether they are there.
Flathub wants them to point at a tag, which never moves, rather than at a
branch: so each URL must be under data/screenshots/ of the tag of the
newest <release> (v0.1.0 for release 0.1.0), and the file it names must
exist in data/screenshots/ as a PNG at least 360 px wide (the narrowest
window the game supports) and at most 1000x700 (Flathub's limit), with the
default screenshot landscape and at least 620 px wide, as software centres
show it in a wide banner. Until the first screenshot is added to
data/screenshots/ at all, the test skips.
"""
import os
import struct
import sys
import xml.etree.ElementTree as ET

# The repository that the application id names: io.github.algerian_patience.Algerian.
REPOSITORY = 'https://raw.githubusercontent.com/algerian-patience/Algerian/'
MAX_WIDTH, MAX_HEIGHT = 1000, 700
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
    root = ET.parse(metainfo).getroot()
    releases = root.findall('./releases/release')
    if not releases:
        print(f'{metainfo}: no <release>, so no tag for the screenshots', file=sys.stderr)
        return 1
    # AppStream lists the newest release first.
    prefix = f"{REPOSITORY}v{releases[0].get('version')}/data/screenshots/"
    shots = root.findall('./screenshots/screenshot')
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
            if not url.startswith(prefix):
                problems.append(f'{url}: not under {prefix}')
                continue
            name = url[len(prefix):]
            path = os.path.join(shots_dir, name)
            if not os.path.isfile(path):
                problems.append(f'{url}: data/screenshots/{name} does not exist')
                continue
            size = png_size(path)
            if size is None:
                problems.append(f'data/screenshots/{name}: not a PNG')
            elif size[0] > MAX_WIDTH or size[1] > MAX_HEIGHT:
                problems.append(f'data/screenshots/{name}: {size[0]}x{size[1]}, larger than '
                                f'{MAX_WIDTH}x{MAX_HEIGHT}')
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
