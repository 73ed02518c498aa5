#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A Debian 13 (trixie: GTK 4.18, libadwaita 1.7, GLib 2.84) root to build and
# test the game in, next to the Debian 12 host: the library generation that the
# Flatpak's users have. The root is made once and cached outside the checkout;
# without the cache it is made from nothing (about 2 minutes, 2 GB).
#
#   debian13.sh root            make the root if it is missing or stale, print its path
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

# The root is stale when the package list changes: its stamp is a hash of
# deps.sh, which installs the packages inside it.
stamp () {
  sha256sum "$top/.ci/deps.sh" | cut -c1-16
}

in_root () {
  bwrap --bind "$root" / --dev /dev --proc /proc --perms 1777 --tmpfs /tmp \
    --ro-bind /etc/resolv.conf /etc/resolv.conf \
    --ro-bind "$top" /src --bind "$work" /work \
    --setenv PATH /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --setenv HOME /root --unsetenv TMPDIR --chdir /src \
    "$@"
}

make_root () {
  local want
  want=$(stamp)
  if [ -f "$root/.ap-stamp" ] && [ "$(cat "$root/.ap-stamp")" = "$want" ]; then
    return 0
  fi
  [ "$(id -u)" -eq 0 ] || { echo "debian13: making the root needs root" >&2; exit 1; }
  command -v debootstrap >/dev/null && command -v bwrap >/dev/null \
    || { echo "debian13: needs debootstrap and bwrap (.ci/deps.sh)" >&2; exit 1; }
  local fresh="$root.new"
  rm -rf "$fresh"
  mkdir -p "$(dirname "$root")"
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
  echo "$want" >"$fresh/.ap-stamp"
  rm -rf "$root"
  mv "$fresh" "$root"
}

case "${1:-}" in
  root) make_root; echo "$root" ;;
  run) shift; make_root; in_root "$@" ;;
  *) echo "usage: debian13.sh root | run CMD..." >&2; exit 2 ;;
esac
