#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The runtime and SDK of the offline Flatpak check, made from Debian 13
# packages (GTK 4.18, libadwaita 1.7: the generation the GNOME runtimes
# ship) with debootstrap and apt-get, exported to an ostree repository and
# installed in a Flatpak installation beside it, cached by a key of the
# packages and the way they are assembled.
#
# Sourced by flatpak/offline-check.sh, which provides log, die_setup,
# remove_tree, WORK and CACHE_DIR; `flatpak/offline-check.sh --runtime-only`
# builds (or reuses) the runtime and stops there. prepare_runtime() exports
# FLATPAK_USER_DIR, the installation the app is then built and run in.
#
# Environment: AP_DEBIAN_MIRROR, the Debian mirror (default the one apt uses).

readonly PLATFORM_ID=org.debian.Trixie.Platform
readonly SDK_ID=org.debian.Trixie.Sdk
readonly BRANCH=13
readonly SUITE=trixie
readonly ARCH=x86_64

# Bump this when the way the runtime is assembled changes, so that a cached
# runtime made the old way is not reused.
readonly RUNTIME_FORMAT=5

PLATFORM_PACKAGES=(
  libgtk-4-1 libadwaita-1-0
  fonts-cantarell fonts-dejavu-core
  adwaita-icon-theme hicolor-icon-theme librsvg2-common
  shared-mime-info gsettings-desktop-schemas
  libegl1 libegl-mesa0 libgl1-mesa-dri libglx-mesa0 libgl1 libopengl0 libgles2
  locales
)
SDK_PACKAGES=(
  gcc libc6-dev meson ninja-build pkg-config python3
  libgtk-4-dev libgtk-4-bin libadwaita-1-dev libglib2.0-dev libglib2.0-dev-bin
  gettext desktop-file-utils appstream appstream-util git
)

# The mirror apt already uses is the one this machine is allowed to reach.
default_mirror () {
  local uri
  uri=$(grep -hE '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources \
          /etc/apt/sources.list.d/*.list 2>/dev/null \
        | grep -oE 'https?://[^ ]*/debian/?' | grep -v security | head -n1 || true)
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}
MIRROR=${AP_DEBIAN_MIRROR:-$(default_mirror)}

runtime_key () {
  {
    printf 'format %s suite %s branch %s\n' "$RUNTIME_FORMAT" "$SUITE" "$BRANCH"
    printf 'platform %s\n' "${PLATFORM_PACKAGES[@]}"
    printf 'sdk %s\n' "${SDK_PACKAGES[@]}"
  } | sha256sum | cut -c1-16
}

in_chroot () {
  chroot "$CHROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 "$@"
}

# Copies the chroot's /usr (and /etc as usr/etc, where Flatpak runtimes keep
# it) into a fresh export folder and commits it to the ostree repository.
export_runtime () {
  local id=$1 repo=$2 dir="$WORK/export-$1"
  remove_tree "$dir"
  mkdir -p "$dir/files"
  cp -a "$CHROOT/usr" "$dir/usr"
  cp -a "$CHROOT/etc" "$dir/usr/etc"
  # Flatpak provides these itself; stale copies from the chroot would only
  # confuse the sandbox.
  rm -f "$dir/usr/etc/resolv.conf" "$dir/usr/etc/hostname" "$dir/usr/etc/hosts" \
        "$dir/usr/etc/mtab" "$dir/usr/etc/machine-id" "$dir/usr/etc/localtime"
  cat > "$dir/metadata" <<EOF
[Runtime]
name=$id
runtime=$PLATFORM_ID/$ARCH/$BRANCH
sdk=$SDK_ID/$ARCH/$BRANCH
EOF
  log "exporting $id//$BRANCH"
  flatpak build-export --runtime --arch="$ARCH" "$repo" "$dir" "$BRANCH" >&2
  remove_tree "$dir"
}

build_runtime () {
  local dest=$1 tmp="$1.tmp"
  [ "$(id -u)" -eq 0 ] || die_setup "building the runtime needs root (debootstrap, chroot)"
  remove_tree "$tmp"
  mkdir -p "$tmp"
  CHROOT="$WORK/chroot"
  remove_tree "$CHROOT"

  log "debootstrap $SUITE from $MIRROR"
  debootstrap --variant=minbase "$SUITE" "$CHROOT" "$MIRROR" > "$WORK/debootstrap.log" 2>&1 \
    || { tail -n 30 "$WORK/debootstrap.log" >&2; die_setup "debootstrap failed"; }

  # Documentation and manual pages are of no use in a runtime; translations
  # are kept for the languages the game ships, so that GTK's own strings
  # appear in Italian too.
  cat > "$CHROOT/etc/dpkg/dpkg.cfg.d/01-ap-runtime" <<'EOF'
path-exclude=/usr/share/doc/*
path-include=/usr/share/doc/*/copyright
path-exclude=/usr/share/man/*
path-exclude=/usr/share/info/*
path-exclude=/usr/share/locale/*
path-include=/usr/share/locale/it/*
path-include=/usr/share/locale/locale.alias
EOF
  # Package scripts must not start services inside the chroot.
  printf '#!/bin/sh\nexit 101\n' > "$CHROOT/usr/sbin/policy-rc.d"
  chmod 755 "$CHROOT/usr/sbin/policy-rc.d"
  cp /etc/resolv.conf "$CHROOT/etc/resolv.conf"
  mount -t proc proc "$CHROOT/proc"

  log "installing the platform packages"
  { in_chroot apt-get update && \
    in_chroot apt-get install -y --no-install-recommends "${PLATFORM_PACKAGES[@]}"; } \
    > "$WORK/apt-platform.log" 2>&1 \
    || { tail -n 30 "$WORK/apt-platform.log" >&2; die_setup "apt-get (platform) failed"; }
  # C.UTF-8 is built in; Italian and English are generated so that a host
  # LANG of either works inside the sandbox.
  printf 'en_US.UTF-8 UTF-8\nit_IT.UTF-8 UTF-8\n' > "$CHROOT/etc/locale.gen"
  in_chroot locale-gen >> "$WORK/apt-platform.log" 2>&1
  in_chroot apt-get clean
  rm -f "$CHROOT/usr/sbin/policy-rc.d"

  ostree init --mode=archive-z2 --repo="$tmp/repo"
  export_runtime "$PLATFORM_ID" "$tmp/repo"

  log "installing the SDK packages"
  printf '#!/bin/sh\nexit 101\n' > "$CHROOT/usr/sbin/policy-rc.d"
  chmod 755 "$CHROOT/usr/sbin/policy-rc.d"
  in_chroot apt-get install -y --no-install-recommends "${SDK_PACKAGES[@]}" \
    > "$WORK/apt-sdk.log" 2>&1 \
    || { tail -n 30 "$WORK/apt-sdk.log" >&2; die_setup "apt-get (SDK) failed"; }
  in_chroot apt-get clean
  rm -f "$CHROOT/usr/sbin/policy-rc.d"
  export_runtime "$SDK_ID" "$tmp/repo"

  umount "$CHROOT/proc"
  remove_tree "$CHROOT"
  CHROOT=""

  touch "$tmp/complete"
  mv "$tmp" "$dest"
}

# Makes sure the runtime and SDK are built and installed in a Flatpak
# installation that lives next to the cached repository.
prepare_runtime () {
  local key dest
  key=$(runtime_key)
  # Named by suite: a check of another suite (an older checkout) keeps its
  # own cache, and neither removes the other's.
  dest="$CACHE_DIR/$SUITE-runtime-$key"
  if [ ! -f "$dest/complete" ]; then
    log "no cached runtime $key: building it (a few minutes)"
    build_runtime "$dest"
  else
    log "reusing cached runtime $key"
  fi
  # Older runtimes only take space: the key changed, they will not be used.
  local old
  for old in "$CACHE_DIR/$SUITE"-runtime-*; do
    [ -d "$old" ] || continue
    [ "$old" = "$dest" ] && continue
    log "removing stale cache $old"
    remove_tree "$old"
  done

  export FLATPAK_USER_DIR="$dest/installation"
  mkdir -p "$FLATPAK_USER_DIR"
  # The app's translations go to its .Locale extension, which Flatpak
  # installs only for the configured languages.
  flatpak --user config --set languages 'en;it' >&2
  flatpak --user remote-add --if-not-exists --no-gpg-verify ap-debian "file://$dest/repo" >&2
  flatpak --user install -y --noninteractive --or-update ap-debian \
    "runtime/$PLATFORM_ID/$ARCH/$BRANCH" "runtime/$SDK_ID/$ARCH/$BRANCH" >&2
}
