#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs everything needed to build, run and test Algerian Patience on
# Debian 12, as root. This is the ONE list of packages: README.md's commands
# and .ci/run both call this script, so a package added here is added
# everywhere. Add a package next to the others of its group and say why.
#
#   deps.sh           everything: build, tests, sanitizers, the Flatpak check,
#                     the Debian 13 root's tools
#   deps.sh --tests   all but the Flatpak and root tools (what the Debian 13
#                     root gets, .ci/debian13.sh)
#   deps.sh --build   only what building and playing need (.ci/start)
# The names are those of Debian 12 and Debian 13 alike.
set -euo pipefail

build_packages=(
  # Build: the compiler, Meson and the libraries the game links.
  gcc
  meson
  ninja-build
  pkg-config
  libglib2.0-dev-bin
  libgtk-4-dev
  # gtk4-encode-symbolic-svg, which makes the Hint icon's PNGs.
  libgtk-4-bin
  libadwaita-1-dev
  gettext
  # update-desktop-database, which Meson's post-install step needs to be
  # found when the build is configured.
  desktop-file-utils
)

test_packages=(
  "${build_packages[@]}"
  # Tests: the CLI tests and validators are Python; the data files are
  # checked by the freedesktop (above) and AppStream validators.
  python3
  appstream
  appstream-util
  # GUI tests: a real window under a virtual X server, driven and
  # photographed, with a session bus and the accessibility bus.
  xvfb
  xauth
  xdotool
  imagemagick
  dbus-x11
  at-spi2-core
  # The accessibility test reads the game as a screen reader does, over
  # AT-SPI, from Debian's Python.
  python3-gi
  gir1.2-atspi-2.0
  # The Wayland tests and the metainfo screenshots: a headless GNOME
  # compositor (mutter) with its remote-desktop and screen-cast APIs, and
  # PipeWire to carry the screen to GStreamer (tests/common/wayland.py).
  mutter
  # gdbus, which the touch harness calls mutter's remote-desktop API with.
  libglib2.0-bin
  pipewire
  wireplumber
  gstreamer1.0-pipewire
  gstreamer1.0-tools
  gstreamer1.0-plugins-base
  gstreamer1.0-plugins-good
  # The icon check renders the icons; the man page check runs groff.
  librsvg2-bin
  groff-base
  # The translation tests run the game in a real Italian locale (below):
  # under LC_ALL=C.UTF-8, glibc 2.41 ignores LANGUAGE.
  locales
  # Sanitizers and the fuzzer: clang with its runtimes (libFuzzer, ASan,
  # UBSan) and valgrind.
  clang
  libclang-rt-dev
  valgrind
  # The format check (.ci/check-format.sh, the Meson test "format").
  clang-format
)

flatpak_packages=(
  # The Debian 13 root that .ci/run tests in (.ci/debian13.sh): made by
  # debootstrap, entered with bubblewrap.
  bubblewrap
  # Flatpak: the offline build of the manifest (flatpak/README.md).
  flatpak
  flatpak-builder
  debootstrap
  elfutils
  ostree
  x11-apps
  dbus-bin
  dbus-daemon
)

# The locales the tests run in, generated when missing (no other locale of the
# machine is touched). The English one is for the tests that compare with
# the untranslated text in a real locale, not only in C.UTF-8.
test_locales=(en_US.UTF-8 it_IT.UTF-8)

case "${1:-}" in
  "") packages=("${test_packages[@]}" "${flatpak_packages[@]}") ;;
  --tests) packages=("${test_packages[@]}") ;;
  --build) packages=("${build_packages[@]}") test_locales=() ;;
  *) echo "usage: deps.sh [--tests | --build]" >&2; exit 2 ;;
esac

# Generates the test locales that "locale -a" does not list (it spells
# UTF-8 as utf8). They are enabled in /etc/locale.gen, Debian's list, so that
# an upgrade of the locales package, which makes the list again, keeps them.
make_locales () {
  local l wanted=()
  for l in ${test_locales[@]+"${test_locales[@]}"}; do
    locale -a | grep -qx "${l%.UTF-8}.utf8" || wanted+=("$l")
  done
  [ ${#wanted[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "deps: generating the locales ${wanted[*]} needs root" >&2
    exit 1
  fi
  for l in "${wanted[@]}"; do
    grep -qx "$l UTF-8" /etc/locale.gen 2>/dev/null \
      || sed -i "s/^# *$l UTF-8\$/$l UTF-8/" /etc/locale.gen
    grep -qx "$l UTF-8" /etc/locale.gen || echo "$l UTF-8" >>/etc/locale.gen
  done
  echo "deps: generating the locales ${wanted[*]}"
  locale-gen
}

missing=()
for p in "${packages[@]}"; do
  if [ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)" != installed ]; then
    missing+=("$p")
  fi
done

# A machine that already has everything skips apt, so that running the
# README's commands again costs nothing.
if [ ${#missing[@]} -eq 0 ]; then
  echo "deps: all ${#packages[@]} packages are installed"
  make_locales
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "deps: these packages are missing and installing them needs root: ${missing[*]}" >&2
  exit 1
fi

echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q "${packages[@]}" </dev/null
make_locales
