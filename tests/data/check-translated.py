#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the built desktop file and metainfo carry every translation.

Usage: check-translated.py LINGUAS DESKTOP_FILE METAINFO_FILE

i18n.merge_file() writes the translations of po/LL.po into the desktop
file and the metainfo. If the merge silently stopped working (a renamed
file, a key that xgettext does not extract), the files would still
validate but be English only; this test catches that. For every language
of LINGUAS, each translatable desktop key and each translatable metainfo
element must have a localized twin that differs from the English text.
"""
import configparser
import sys
import xml.etree.ElementTree as ET

XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
DESKTOP_KEYS = ('Name', 'GenericName', 'Comment', 'Keywords')

problems = []


def languages(linguas):
    with open(linguas, encoding='utf-8') as f:
        return [w for line in f for w in line.split('#')[0].split()]


def check_desktop(path, langs):
    kf = configparser.ConfigParser(interpolation=None)
    kf.optionxform = str
    kf.read(path, encoding='utf-8')
    entry = kf['Desktop Entry']
    for key in DESKTOP_KEYS:
        if key not in entry:
            continue
        for lang in langs:
            localized = entry.get(f'{key}[{lang}]')
            if not localized:
                problems.append(f'{path}: no {key}[{lang}]')
            elif localized == entry[key]:
                problems.append(f'{path}: {key}[{lang}] is the English text')


def english_and_localized(parent, tag):
    english, localized = [], {}
    for el in parent.findall(tag):
        lang = el.get(XML_LANG)
        if lang is None:
            english.append(el)
        else:
            localized.setdefault(lang, []).append(el)
    return english, localized


def text_of(el):
    return ''.join(el.itertext()).strip()


def check_metainfo(path, langs):
    root = ET.parse(path).getroot()
    # Plain elements: one English original, one twin per language.
    for tag in ('name', 'summary', 'developer_name', './/caption'):
        holders = [root] if not tag.startswith('.//') else root.findall('.//screenshot')
        short = tag.replace('.//', '')
        for holder in holders:
            english, localized = english_and_localized(holder, short)
            for en in english:
                for lang in langs:
                    twins = localized.get(lang, [])
                    if not twins:
                        problems.append(f'{path}: <{short}> “{text_of(en)}” has no {lang} text')
                    elif text_of(twins[0]) == text_of(en):
                        problems.append(f'{path}: <{short} xml:lang="{lang}"> is the English text')
    # Descriptions: every paragraph and list item is translated on its own.
    for desc in root.iter('description'):
        for tag in ('p', 'li'):
            english, localized = [], {}
            for holder in [desc] + list(desc.iter('ul')) + list(desc.iter('ol')):
                e, l = english_and_localized(holder, tag)
                english += e
                for lang, els in l.items():
                    localized.setdefault(lang, []).extend(els)
            for lang in langs:
                n = len(localized.get(lang, []))
                if n != len(english):
                    problems.append(f'{path}: a description has {len(english)} <{tag}> in '
                                    f'English but {n} in {lang}')


def main():
    linguas, desktop, metainfo = sys.argv[1:4]
    langs = languages(linguas)
    if not langs:
        problems.append(f'{linguas} lists no language')
    check_desktop(desktop, langs)
    check_metainfo(metainfo, langs)
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
