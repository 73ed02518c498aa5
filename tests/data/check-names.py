#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the app id, the repository and the release agree everywhere.

Usage: check-names.py SOURCE_ROOT APP_ID METAINFO_IN

Flathub reads an io.github.OWNER.NAME id as the repository
github.com/OWNER/NAME, with the underscores of OWNER standing for hyphens
(io.github.algerian_patience.Algerian is github.com/algerian-patience/Algerian).
So:
- the metainfo's homepage and vcs-browser are that repository and its
  bugtracker is the repository's issues;
- the About window's links (PACKAGE_URL in meson.build) are the homepage;
- the Flatpak manifest's id is the app id, and its app module is built from
  one git source: the repository's .git URL, the tag of the metainfo's newest
  <release> (v0.1.0 for 0.1.0) and a full 40-digit commit.
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

problems = []


def main():
    root_dir, app_id, metainfo = sys.argv[1:4]
    parts = app_id.split('.')
    if parts[:2] != ['io', 'github'] or len(parts) != 4:
        print(f'{app_id} is not io.github.OWNER.NAME', file=sys.stderr)
        return 1
    repo = f'https://github.com/{parts[2].replace("_", "-")}/{parts[3]}'

    meta = ET.parse(metainfo).getroot()
    urls = {u.get('type'): (u.text or '').strip() for u in meta.findall('url')}
    want = {'homepage': repo, 'vcs-browser': repo, 'bugtracker': repo + '/issues'}
    for kind, url in want.items():
        if urls.get(kind) != url:
            problems.append(f'{metainfo}: <url type="{kind}"> is {urls.get(kind)}, expected {url}')
    releases = meta.findall('./releases/release')
    tag = 'v' + releases[0].get('version') if releases else None
    if tag is None:
        problems.append(f'{metainfo}: no <release>')

    with open(os.path.join(root_dir, 'meson.build'), encoding='utf-8') as f:
        m = re.search(r"'PACKAGE_URL',\s*'([^']*)'", f.read())
    if not m or m.group(1) != repo:
        problems.append(f'meson.build: PACKAGE_URL is {m and m.group(1)}, expected {repo}')

    manifest_path = os.path.join(root_dir, 'flatpak', app_id + '.json')
    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
    if manifest.get('id') != app_id:
        problems.append(f'{manifest_path}: id is {manifest.get("id")}')
    sources = manifest['modules'][-1].get('sources', [])
    if len(sources) != 1 or sources[0].get('type') != 'git':
        problems.append(f'{manifest_path}: the app module must have one git source, has {sources}')
    else:
        source = sources[0]
        if source.get('url') != repo + '.git':
            problems.append(f'{manifest_path}: the git url is {source.get("url")}, '
                            f'expected {repo}.git')
        if source.get('tag') != tag:
            problems.append(f'{manifest_path}: the tag is {source.get("tag")}, the newest '
                            f'release is {tag}')
        if not re.fullmatch(r'[0-9a-f]{40}', source.get('commit', '')):
            problems.append(f'{manifest_path}: the commit is {source.get("commit")}, '
                            'not 40 hex digits')
        if 'branch' in source:
            problems.append(f'{manifest_path}: a branch moves; Flathub wants a tag and commit')

    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
