#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The format check: every C file of the repository (git ls-files '*.c' '*.h')
# must be as clang-format writes it with the project's .clang-format.
#   check-format.sh          names each file that differs, with the start of
#                            its diff, and fails
#   check-format.sh --fix    rewrites those files in place
#   check-format.sh FILE...  checks (or with --fix, rewrites) only FILE...
# CLANG_FORMAT chooses the program (default: clang-format). Without it the
# check is skipped (exit 77, Meson's "skipped"), except under CI=true, where a
# missing tool must not pass for a clean tree. Meson runs it as the test
# "format" in the suite "style".
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$top"

fix=false
if [ "${1:-}" = "--fix" ]; then
  fix=true
  shift
fi

clang_format=${CLANG_FORMAT:-clang-format}
if ! command -v "$clang_format" >/dev/null; then
  if [ "${CI:-}" = true ]; then
    echo "check-format: $clang_format is missing (.ci/deps.sh installs it)" >&2
    exit 1
  fi
  echo "check-format: $clang_format is missing: skipped" >&2
  exit 77
fi

# The check is made with the clang-format of Debian 12, version 14: other
# versions lay out a few constructs differently (version 19, Debian 13's,
# writes "#define UP { AP_ACE, 1, 13 }" on one line where 14 makes a block of
# it, and "(suit) * 13" where 14 takes "(suit)" for a cast), so one version
# only is the reference. With another one the check is skipped;
# AP_FORMAT_ANY_VERSION=1 runs it all the same.
version=$("$clang_format" --version)
major=$(echo "$version" | sed -nE 's/.*version ([0-9]+)\..*/\1/p')
if [ "$major" != 14 ] && [ "${AP_FORMAT_ANY_VERSION:-}" != 1 ]; then
  echo "check-format: the reference is clang-format 14 (Debian 12), not $version: skipped" >&2
  exit 77
fi

if [ $# -gt 0 ]; then
  files=("$@")
elif git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files -- '*.c' '*.h')
else
  # A copy without git (a tarball, or the Debian 13 root where the worktree's
  # git folder is not visible): the same folders.
  mapfile -t files < <(find src tests bench -name '*.[ch]' -type f | sort)
fi

formatted=$(mktemp)
trap 'rm -f "$formatted"' EXIT
differ=()
for f in "${files[@]}"; do
  if ! "$clang_format" --style=file "$f" >"$formatted"; then
    echo "check-format: $clang_format failed on $f" >&2
    exit 1
  fi
  if cmp -s "$f" "$formatted"; then
    continue
  fi
  differ+=("$f")
  if $fix; then
    cat "$formatted" >"$f"
    echo "check-format: reformatted $f"
  else
    lines=$(diff "$f" "$formatted" | grep -c '^[<>]' || true)
    echo "check-format: $f: $lines lines differ from clang-format's:"
    diff -u --label "$f" --label "$f (clang-format)" "$f" "$formatted" | head -n 20 || true
    echo
  fi
done

if $fix; then
  echo "check-format: ${#differ[@]} of ${#files[@]} files reformatted ($version)"
  exit 0
fi
if [ ${#differ[@]} -eq 0 ]; then
  echo "check-format: all ${#files[@]} files are as .clang-format writes them ($version)"
  exit 0
fi
echo "check-format: ${#differ[@]} of ${#files[@]} files differ from .clang-format ($version):"
printf '  %s\n' "${differ[@]}"
echo "check-format: 'bash .ci/check-format.sh --fix' rewrites them."
exit 1
