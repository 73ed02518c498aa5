#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the app icons against what GNOME and the icon theme spec need.

Usage: check-icons.py SOURCE_ROOT APP_ID DESKTOP_FILE

- Both icons exist under the app id, in hicolor's scalable/apps and
  symbolic/apps folders, and are well-formed SVG.
- The desktop file's Icon= names the app id, so the shell finds the icon.
- "<svg" comes within the first 256 bytes: image loaders that sniff the
  content (gdk-pixbuf in appstream-compose) otherwise see generic XML and
  refuse the icon, which fails the Flatpak build.
- Neither icon depends on anything outside itself: no raster images, no
  linked files, no text (which would need a font the user may not have).
- The full-colour icon is square, drawn on GNOME's 128 px grid, and what it
  draws sits on the grid: centred (within 3 px) and at least 8 px clear of
  every edge; the symbolic icon's drawing is centred within 1 px and clear
  of the edges. This needs rsvg-convert and ImageMagick to render the icons;
  without them it is not checked, and the test says so.
- The symbolic icon is 16 px and made only of fills of one colour, because
  GTK recolours a symbolic icon by replacing its fills: strokes, gradients
  and other colours would not follow the theme.
"""
import configparser
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

SVG = '{http://www.w3.org/2000/svg}'
XLINK_HREF = '{http://www.w3.org/1999/xlink}href'

problems = []


def problem(msg):
    problems.append(msg)


def load_svg(path):
    try:
        with open(path, 'rb') as f:
            if b'<svg' not in f.read(256):
                problem(f'{path}: "<svg" must come within the first 256 bytes')
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as e:
        problem(f'{path}: not readable SVG: {e}')
        return None
    if root.tag != SVG + 'svg':
        problem(f'{path}: the root element is {root.tag}, not svg')
        return None
    return root


def check_self_contained(path, root):
    for el in root.iter():
        tag = el.tag.replace(SVG, '')
        if tag in ('image', 'text', 'foreignObject', 'script'):
            problem(f'{path}: contains <{tag}>')
        for attr in ('href', XLINK_HREF):
            ref = el.get(attr)
            if ref is not None and not ref.startswith('#'):
                problem(f'{path}: links to {ref}')
        for attr in ('fill', 'clip-path', 'mask', 'style'):
            for url in re.findall(r'url\(([^)]*)\)', el.get(attr, '')):
                if not url.startswith('#'):
                    problem(f'{path}: refers to {url}')


def view_box(root):
    vb = root.get('viewBox', '').replace(',', ' ').split()
    return tuple(float(v) for v in vb) if len(vb) == 4 else None


def paint_values(el):
    """The fill and stroke of an element, from attributes and style."""
    values = {k: el.get(k) for k in ('fill', 'stroke') if el.get(k) is not None}
    for decl in el.get('style', '').split(';'):
        if ':' in decl:
            k, v = (s.strip() for s in decl.split(':', 1))
            if k in ('fill', 'stroke'):
                values[k] = v
    return values


def drawn_box(path, size):
    """The box (x0, y0, x1, y1) of the pixels the icon draws when rendered
    at size x size, in the icon's own units of a 128 or 16 px grid, or None
    when the tools to render it are missing."""
    if shutil.which('rsvg-convert') is None or shutil.which('convert') is None:
        return None
    png = subprocess.run(['rsvg-convert', '-w', str(size), '-h', str(size), path],
                         check=True, capture_output=True).stdout
    box = subprocess.run(['convert', 'png:-', '-alpha', 'extract', '-threshold', '0',
                          '-format', '%@', 'info:'], input=png, check=True,
                         capture_output=True).stdout.decode()
    w, h, x, y = (int(v) for v in re.fullmatch(r'(\d+)x(\d+)\+(\d+)\+(\d+)', box).groups())
    return x, y, x + w, y + h


def check_placement(path, grid, margin, off_centre):
    box = drawn_box(path, grid * 10)
    if box is None:
        print(f'{path}: not checked for its place on the grid (needs rsvg-convert and convert)')
        return
    x0, y0, x1, y1 = (v / 10 for v in box)
    if min(x0, y0, grid - x1, grid - y1) < margin:
        problem(f'{path}: the drawing spans {x0:g}-{x1:g} x {y0:g}-{y1:g}, '
                f'less than {margin:g} px from an edge of the {grid} px grid')
    centre = ((x0 + x1) / 2, (y0 + y1) / 2)
    if max(abs(c - grid / 2) for c in centre) > off_centre:
        problem(f'{path}: the drawing is centred at {centre[0]:g},{centre[1]:g}, more than '
                f'{off_centre:g} px from the middle of the {grid} px grid')


def main():
    root_dir, app_id, desktop = sys.argv[1:4]
    icons = os.path.join(root_dir, 'data', 'icons', 'hicolor')
    colour_path = os.path.join(icons, 'scalable', 'apps', app_id + '.svg')
    symbolic_path = os.path.join(icons, 'symbolic', 'apps', app_id + '-symbolic.svg')

    kf = configparser.ConfigParser(interpolation=None)
    kf.optionxform = str
    kf.read(desktop, encoding='utf-8')
    icon_name = kf.get('Desktop Entry', 'Icon', fallback=None)
    if icon_name != app_id:
        problem(f'{desktop}: Icon={icon_name}, expected {app_id}')

    colour = load_svg(colour_path)
    if colour is not None:
        check_self_contained(colour_path, colour)
        vb = view_box(colour)
        if vb is None or vb[2] != vb[3]:
            problem(f'{colour_path}: the viewBox must be square, is {vb}')
        elif vb[2] != 128:
            problem(f'{colour_path}: drawn on a {vb[2]:g} px grid, GNOME uses 128')
        else:
            check_placement(colour_path, 128, 8, 3)

    symbolic = load_svg(symbolic_path)
    if symbolic is not None:
        check_self_contained(symbolic_path, symbolic)
        vb = view_box(symbolic)
        if vb is None or vb[2:] != (16.0, 16.0):
            problem(f'{symbolic_path}: must be 16x16, viewBox is {vb}')
        colours = set()
        drawn = 0
        for el in symbolic.iter():
            tag = el.tag.replace(SVG, '')
            if tag in ('linearGradient', 'radialGradient', 'pattern', 'filter'):
                problem(f'{symbolic_path}: contains <{tag}>')
            paint = paint_values(el)
            stroke = paint.get('stroke')
            if stroke not in (None, 'none'):
                problem(f'{symbolic_path}: <{tag}> has a stroke ({stroke})')
            fill = paint.get('fill')
            if fill not in (None, 'none'):
                colours.add(fill.lower())
            if tag in ('path', 'rect', 'circle', 'ellipse', 'polygon'):
                drawn += 1
        if len(colours) != 1:
            problem(f'{symbolic_path}: uses the fill colours {sorted(colours)}, expected one')
        if drawn == 0:
            problem(f'{symbolic_path}: draws nothing')
        elif vb is not None and vb[2:] == (16.0, 16.0):
            check_placement(symbolic_path, 16, 0.5, 1)

    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
