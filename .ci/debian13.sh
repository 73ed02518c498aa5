#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A Debian 13 (trixie: GTK 4.18, libadwaita 1.7, GLib 2.84) root to build and
# test the game in, next to the Debian 12 host: the library generation that the
# Flatpak's users have. The root is made once and cached outside the checkout;
# without the cache it is made from nothing (about 2 minutes, 2 GB).
#
#   debian13.sh root            make the root if it is missing or stale, bring it up
#                               to .ci/deps.sh, print its path
#   debian13.sh run CMD...      run CMD in the root, the checkout at /src (read-only)
#                               and /work (AP_DEBIAN13_WORK) writable
#
# Needs root (debootstrap, bwrap). Environment:
#   AP_DEBIAN13_ROOT   the root, default /var/cache/algerian-patience/debian13
#   AP_DEBIAN13_WORK   the writable scratch folder bound at /work, default /tmp
#   AP_DEBIAN_MIRROR   the Debian mirror, default the one apt uses
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=${AP_DEBIAN13_ROOT:-/var/cache/algerian-patience/debian13}
work=${AP_DEBIAN13_WORK:-/tmp}

# The mirror apt already uses is the one this machine may reach.
default_mirror () {
  local uri
  uri=$(grep -hsoE '^(URIs:|deb) +https?://[^ ]+' /etc/apt/sources.list.d/*.sources \
          /etc/apt/sources.list 2>/dev/null | grep -v security | head -n 1 | awk '{print $2}')
  echo "${uri:-http://deb.debian.org/debian}"
}

# The root's version, bumped by hand when the root must be made again from
# nothing (say, debootstrap's options change). A package added to deps.sh does
# not need it: setup_root installs what is missing into the root in place, so
# a changed list never pulls the root from under a build running in it.
root_version=1

in_root () {
  bwrap --bind "$root" / --dev /dev --proc /proc --perms 1777 --tmpfs /tmp \
    --ro-bind /etc/resolv.conf /etc/resolv.conf \
    --ro-bind "$top" /src --bind "$work" /work \
    --setenv PATH /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --setenv HOME /root --unsetenv TMPDIR --chdir /src \
    "$@"
}

# One caller at a time makes the root or installs into it (the lock file sits
# beside the root); the others wait and then find it made.
locked () {
  mkdir -p "$(dirname "$root")"
  (flock 9; "$@") 9>"$root.lock"
}

make_root () {
  if [ "$(cat "$root/.ap-version" 2>/dev/null)" = "$root_version" ]; then
    return 0
  fi
  [ "$(id -u)" -eq 0 ] || { echo "debian13: making the root needs root" >&2; exit 1; }
  command -v debootstrap >/dev/null && command -v bwrap >/dev/null \
    || { echo "debian13: needs debootstrap and bwrap (.ci/deps.sh)" >&2; exit 1; }
  local fresh="$root.new"
  rm -rf "$fresh"
  echo "debian13: debootstrap trixie into $fresh" >&2
  debootstrap --variant=minbase trixie "$fresh" "$(default_mirror)" >"$work/debian13-debootstrap.log" 2>&1 \
    || { tail -n 30 "$work/debian13-debootstrap.log" >&2; exit 1; }
  # No documentation: it halves the root.
  cat >"$fresh/etc/dpkg/dpkg.cfg.d/01-nodoc" <<'CFG'
path-exclude /usr/share/doc/*
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
CFG
  local saved_root=$root
  root=$fresh
  in_root bash /src/.ci/deps.sh --tests >&2
  root=$saved_root
  echo "$root_version" >"$fresh/.ap-version"
  rm -rf "$root"
  mv "$fresh" "$root"
}

# Brings the root up to this checkout's deps.sh: the packages it lacks and the
# locales the tests need. When nothing is missing this is a few dpkg queries.
setup_root () {
  local out
  if ! out=$(locked in_root bash /src/.ci/deps.sh --tests 2>&1); then
    echo "$out" >&2
    echo "debian13: .ci/deps.sh --tests failed in the root" >&2
    exit 1
  fi
}

case "${1:-}" in
  root) locked make_root; setup_root; echo "$root" ;;
  run) shift; locked make_root; setup_root; in_root "$@" ;;
  *) echo "usage: debian13.sh root | run CMD..." >&2; exit 2 ;;
esac
