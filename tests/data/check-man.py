#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the manual page of algerian-patience-cli against the program.

Usage: check-man.py CLI MANPAGE

- groff reads the page as man(7) with every warning on and says nothing;
- every command of `CLI --help` is a heading of the COMMANDS section, and
  every option the help names (--rules, --time-limit, ...) one of OPTIONS;
- every exit status the help lists is described under EXIT STATUS.

So a command or option added to the program without a word in the page
fails here. Without groff the first check cannot run: the others do, and
the test then skips (exit 77) if they pass, so the gap shows in the log.
"""
import re
import shutil
import subprocess
import sys


def sections(page):
    """{SECTION NAME: text}, from the .SH lines of the page."""
    out, name = {}, None
    for line in page.splitlines():
        if line.startswith('.SH '):
            name = line[4:].strip().strip('"')
            out[name] = ''
        elif name is not None:
            out[name] += line + '\n'
    return out


def tagged(text):
    """The first word of each .TP paragraph's tag line, with roff escapes undone."""
    words = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line == '.TP' and i + 1 < len(lines):
            tag = re.sub(r'^\.[BI]R?\s+|^\.BI\s+', '', lines[i + 1])
            tag = tag.replace('\\-', '-').replace('\\fR', '').replace('\\fP', '')
            words.append(tag.strip('"').split()[0].strip('"'))
    return words


def main():
    cli, man = sys.argv[1:3]
    problems = []
    with open(man, encoding='utf-8') as f:
        page = f.read()

    help_text = subprocess.run([cli, '--help'], capture_output=True, text=True,
                               check=True).stdout
    commands_part = help_text.split('Commands:', 1)[1].split('\n\n', 1)[0]
    commands = [line.split()[0] for line in commands_part.splitlines() if line.strip()]
    options = sorted(set(re.findall(r'--[a-z][a-z-]*', help_text)))
    statuses = re.findall(r'\b(\d) [a-z]', help_text.split('Exit status:', 1)[1])
    if not commands or not options or not statuses:
        problems.append(f'could not read the commands, options and exit statuses of {cli} --help')

    secs = sections(page)
    for name in ('NAME', 'SYNOPSIS', 'DESCRIPTION', 'COMMANDS', 'OPTIONS', 'EXIT STATUS'):
        if name not in secs:
            problems.append(f'{man}: no {name} section')
    documented_commands = tagged(secs.get('COMMANDS', ''))
    documented_options = tagged(secs.get('OPTIONS', ''))
    documented_statuses = tagged(secs.get('EXIT STATUS', ''))
    for c in commands:
        if c not in documented_commands:
            problems.append(f'{man}: the command {c} of --help is not under COMMANDS')
    for o in options + ['--help']:
        if o not in documented_options:
            problems.append(f'{man}: the option {o} of --help is not under OPTIONS')
    for s in statuses:
        if s not in documented_statuses:
            problems.append(f'{man}: the exit status {s} of --help is not under EXIT STATUS')

    groff = shutil.which('groff')
    if groff is not None:
        run = subprocess.run([groff, '-man', '-ww', '-z', man], capture_output=True, text=True)
        if run.returncode != 0 or run.stderr.strip():
            problems.append(f'groff -man -ww: {run.stderr.strip() or run.returncode}')

    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        return 1
    if groff is None:
        print('groff is not installed: the page was not checked for roff warnings')
        return 77
    print(f'{len(commands)} commands, {len(options)} options and {len(statuses)} exit '
          'statuses documented; groff has no warning')
    return 0


if __name__ == '__main__':
    sys.exit(main())
