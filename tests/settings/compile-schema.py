#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compiles one GSettings schema file into a folder of its own, with
--strict, for tests that point GSETTINGS_SCHEMA_DIR at that folder.

Usage: compile-schema.py GLIB_COMPILE_SCHEMAS SCHEMA.gschema.xml OUTDIR
"""
import os
import shutil
import subprocess
import sys


def main():
    compiler, schema, outdir = sys.argv[1:4]
    os.makedirs(outdir, exist_ok=True)
    # The compiler reads every schema of a folder; the folder holds only
    # this copy, so schemas installed elsewhere cannot mask an error.
    shutil.copy(schema, os.path.join(outdir, os.path.basename(schema)))
    subprocess.run([compiler, '--strict', '--targetdir', outdir, outdir], check=True)


if __name__ == '__main__':
    main()
