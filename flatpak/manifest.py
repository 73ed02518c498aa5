#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The two jobs done on the Flatpak manifest, whose source is the release's git tag.

  manifest.py local [--runtime ID --sdk ID --runtime-version BRANCH] SOURCE_DIR OUT
      Writes to OUT a copy of the manifest that builds the checkout SOURCE_DIR
      as it is (edits not yet committed included) instead of the tag: the git
      source becomes a "dir" source. The runtime options swap the runtime,
      as the offline check does; nothing else changes.

  manifest.py release [--commit COMMIT]
      Run when the release is tagged: points the manifest's git source at
      the tag of the metainfo's newest <release> (v0.1.0 for 0.1.0) and at
      that tag's commit (`git rev-parse TAG^{commit}`, or COMMIT), in place.

Flathub builds from a git source with a tag and the commit it names, so a
moved tag cannot change what is built; see flatpak/README.md.
"""
import argparse
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
APP_ID = 'io.github.algerian_patience.Algerian'
MANIFEST = os.path.join(HERE, APP_ID + '.json')
METAINFO = os.path.join(TOP, 'data', APP_ID + '.metainfo.xml.in')

# What a copied checkout must leave out: version control, build folders
# and flatpak-builder's own state (the README suggests _flatpak and _build).
SKIP = ['.git', '.flatpak-builder', '_flatpak', '_build', 'build', 'flatpak/.build',
        'flatpak/repo', 'screenshots-out']


def load(path):
    with open(path, encoding='utf-8') as f:
        return json.load(f)


def save(manifest, path):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(manifest, f, indent=2)
        f.write('\n')


def git_source(manifest):
    """The app module's one git source: the module that builds this project is the last."""
    sources = [s for s in manifest['modules'][-1].get('sources', []) if s.get('type') == 'git']
    if len(sources) != 1:
        sys.exit(f'{MANIFEST}: the last module must have exactly one git source')
    return sources[0]


def newest_release():
    releases = ET.parse(METAINFO).getroot().findall('./releases/release')
    if not releases:
        sys.exit(f'{METAINFO}: no <release>')
    return releases[0].get('version')


def local(args):
    manifest = load(MANIFEST)
    sources = manifest['modules'][-1]['sources']
    sources[sources.index(git_source(manifest))] = {
        'type': 'dir', 'path': os.path.abspath(args.source_dir), 'skip': SKIP,
    }
    if args.runtime:
        manifest['runtime'] = args.runtime
    if args.sdk:
        manifest['sdk'] = args.sdk
    if args.runtime_version:
        manifest['runtime-version'] = args.runtime_version
    save(manifest, args.out)


def release(args):
    manifest = load(MANIFEST)
    source = git_source(manifest)
    tag = 'v' + newest_release()
    commit = args.commit
    if not commit:
        run = subprocess.run(['git', '-C', TOP, 'rev-parse', '--verify', '--quiet',
                              f'{tag}^{{commit}}'], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f'there is no tag {tag} in {TOP}: tag the release first '
                     f'(git tag -a {tag}) or give --commit')
        commit = run.stdout.strip()
    source['tag'] = tag
    source['commit'] = commit
    save(manifest, MANIFEST)
    print(f'{MANIFEST}: tag {tag}, commit {commit}')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest='command', required=True)
    p = sub.add_parser('local', help='a copy that builds a checkout')
    p.add_argument('--runtime')
    p.add_argument('--sdk')
    p.add_argument('--runtime-version')
    p.add_argument('source_dir')
    p.add_argument('out')
    p.set_defaults(func=local)
    p = sub.add_parser('release', help='point the git source at the tagged release')
    p.add_argument('--commit')
    p.set_defaults(func=release)
    args = parser.parse_args()
    args.func(args)


if __name__ == '__main__':
    main()
