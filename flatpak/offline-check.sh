#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Offline Flatpak check.
#
# Flathub and the GNOME runtimes cannot be reached from our machines, so this
# script makes a runtime and an SDK out of Debian 13 packages (GTK 4.18,
# libadwaita 1.7: the generation the GNOME runtimes ship), builds the
# project's manifest against them (with only the runtime names swapped),
# installs the result, starts the game under Xvfb with `flatpak run`, deals
# once by keyboard and checks that the saved game lands in the sandbox's data
# folder.  The runtime is cached between runs (AP_FLATPAK_CACHE); without a
# cache the script builds everything from nothing, which takes a few minutes.
#
# Usage: flatpak/offline-check.sh [--runtime-only] [--keep-work]
#   --runtime-only  build (or reuse) and install the runtime and SDK, then stop
#   --keep-work     keep the scratch folder (logs, screenshots) for inspection
#   --skip-build    run the app installed by an earlier run instead of
#                   building it again (for working on the checks themselves)
#
# Environment:
#   AP_FLATPAK_CACHE  cache folder, default /var/cache/algerian-patience-flatpak
#   AP_FLATPAK_WORK   scratch folder, default a new folder under /tmp
#   AP_FLATPAK_SOURCE the source tree to build, default this checkout
#   AP_DEBIAN_MIRROR  Debian mirror, default the one apt uses
#   AP_DEAL_KEY       the key that deals from the stock, default "d"
#   AP_TIMEOUT        seconds to wait for the window and the deal, default 90
#
# Exit status: 0 when every check passed, 1 when a check failed, 2 on a setup
# problem (missing tools, no root for the runtime build).

set -euo pipefail

readonly APP_ID=io.github.algerian_patience.Algerian
# The runtime and SDK: their names, packages, and how they are built and
# cached (flatpak/runtime.sh).
SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=flatpak/runtime.sh
. "$SCRIPT_DIR/runtime.sh"

SOURCE_DIR=$(cd "${AP_FLATPAK_SOURCE:-$SCRIPT_DIR/..}" && pwd)
MANIFEST="$SCRIPT_DIR/$APP_ID.json"

CACHE_DIR=${AP_FLATPAK_CACHE:-/var/cache/algerian-patience-flatpak}
DEAL_KEY=${AP_DEAL_KEY:-d}
TIMEOUT=${AP_TIMEOUT:-90}
RUNTIME_ONLY=0
KEEP_WORK=0
SKIP_BUILD=0

log () { printf '[offline-check] %s\n' "$*" >&2; }
fail () { log "FAIL: $*"; exit 1; }
die_setup () { log "SETUP ERROR: $*"; exit 2; }

PLAY_STAGE_HOME=""
if [ "${1:-}" = "--play-stage" ]; then
  # Re-entered from run_app under dbus-run-session (see play_stage).
  PLAY_STAGE_HOME=$2
  shift 2
fi

for arg in "$@"; do
  case "$arg" in
    --runtime-only) RUNTIME_ONLY=1 ;;
    --keep-work) KEEP_WORK=1 ;;
    --skip-build) SKIP_BUILD=1 ;;
    -h|--help) sed -n '3,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die_setup "unknown argument: $arg" ;;
  esac
done


# --- Host tools --------------------------------------------------------------

ensure_host_tools () {
  local -A need=(
    [flatpak]=flatpak [flatpak-builder]=flatpak-builder [debootstrap]=debootstrap
    [eu-strip]=elfutils [ostree]=ostree [Xvfb]=xvfb [xdotool]=xdotool
    [dbus-run-session]=dbus-bin [dbus-daemon]=dbus-daemon [xwd]=x11-apps
    [flock]=util-linux [python3]=python3 [msgfmt]=gettext
  )
  local missing=() tool
  for tool in "${!need[@]}"; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("${need[$tool]}")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    die_setup "missing host packages (install them as root): ${missing[*]}"
  fi
  log "installing host packages: ${missing[*]}"
  local apt=(apt-get -o DPkg::Lock::Timeout=600)
  # A fresh machine may not have read the package lists yet.
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "${missing[@]}" >&2 \
    || { "${apt[@]}" update >&2 && \
         DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "${missing[@]}" >&2; } \
    || die_setup "could not install ${missing[*]}"
}

# --- Scratch folder and cleanup -----------------------------------------------

WORK=${AP_FLATPAK_WORK:-}
if [ -n "$PLAY_STAGE_HOME" ]; then
  WORK=$AP_PLAY_WORK
elif [ -z "$WORK" ]; then
  WORK=$(mktemp -d /tmp/ap-flatpak.XXXXXX)
fi
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)

CHROOT=""
PIDS_TO_STOP=()

stop_pid () {
  local pid=$1 i
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for i in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.2
  done
  kill -KILL "$pid" 2>/dev/null || true
}

cleanup () {
  local status=$? pid
  for pid in "${PIDS_TO_STOP[@]}"; do
    stop_pid "$pid"
  done
  if [ -n "$CHROOT" ] && mountpoint -q "$CHROOT/proc" 2>/dev/null; then
    umount "$CHROOT/proc" || true
  fi
  if [ "$KEEP_WORK" -eq 1 ] || [ "$status" -ne 0 ]; then
    log "scratch folder kept: $WORK"
  else
    remove_tree "$WORK"
  fi
  exit "$status"
}
trap cleanup EXIT

# Removes a folder that may once have been a chroot: nothing may still be
# mounted inside it, and rm must never cross into another file system.
remove_tree () {
  local dir=$1
  [ -d "$dir" ] || return 0
  if grep -q " $dir/" /proc/self/mounts; then
    log "refusing to remove $dir: something is still mounted inside it"
    return 1
  fi
  rm -rf --one-file-system "$dir"
}

# --- The app ----------------------------------------------------------------

# Writes a copy of the manifest that differs only in the runtime it names and
# in its source: the checkout as it is (a "dir" source) instead of the
# release's git tag, which the offline check could not fetch and which would
# not hold the changes under test.
write_offline_manifest () {
  local out=$1
  python3 "$SCRIPT_DIR/manifest.py" local --runtime "$PLATFORM_ID" --sdk "$SDK_ID" \
    --runtime-version "$BRANCH" "$SOURCE_DIR" "$out"
}

check_manifest_policy () {
  python3 - "$MANIFEST" "$APP_ID" <<'EOF'
import json, sys
manifest_path, app_id = sys.argv[1:]
with open(manifest_path, encoding="utf-8") as f:
    m = json.load(f)
problems = []
if m.get("id", m.get("app-id")) != app_id:
    problems.append("id is not " + app_id)
allowed = {"--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"}
extra = set(m.get("finish-args", [])) - allowed
missing = allowed - set(m.get("finish-args", []))
if extra:
    problems.append("finish-args beyond the allowed set: " + " ".join(sorted(extra)))
if missing:
    problems.append("finish-args missing: " + " ".join(sorted(missing)))
if m.get("runtime") != "org.gnome.Platform" or m.get("sdk") != "org.gnome.Sdk":
    problems.append("runtime/sdk must be org.gnome.Platform/org.gnome.Sdk")
if m["modules"][-1].get("buildsystem") != "meson":
    problems.append("the app module must be built with meson")
for p in problems:
    print("manifest: " + p, file=sys.stderr)
sys.exit(1 if problems else 0)
EOF
}

build_app () {
  local manifest="$WORK/manifest/$APP_ID.json"
  mkdir -p "$WORK/manifest"
  write_offline_manifest "$manifest"
  log "building $APP_ID with flatpak-builder"
  # rofiles-fuse needs FUSE, which containers often lack; a plain copy is
  # slower but works everywhere.
  (cd "$WORK" && flatpak-builder --user --install --force-clean --disable-rofiles-fuse \
      --state-dir="$WORK/state" "$WORK/app-build" "$manifest") \
    > "$WORK/flatpak-builder.log" 2>&1 \
    || { tail -n 40 "$WORK/flatpak-builder.log" >&2; fail "flatpak-builder failed"; }
  flatpak --user info "$APP_ID" >&2 || fail "$APP_ID is not installed after the build"
}

# --- Running it -------------------------------------------------------------

# A fingerprint of what is on the screen: the MD5 of the pixels of the root
# window below its top HEADER_ROWS rows, or "blank" while the screen holds
# fewer than 16 distinct colours (nothing drawn yet: a window that is
# mapped but not painted is black). The rows left out hold the window's
# header bar (with no window manager the window lies at the top left),
# whose clock ticks every second once a game is under way: on a slow
# machine two samples would never fall within one second.
HEADER_ROWS=64
screen_hash () {
  xwd -root -silent | python3 -c '
import hashlib, struct, sys
data = sys.stdin.buffer.read()
header_size = struct.unpack(">I", data[0:4])[0]
bytes_per_line = struct.unpack(">I", data[48:52])[0]
ncolors = struct.unpack(">I", data[76:80])[0]
pixels = data[header_size + 12 * ncolors + int(sys.argv[1]) * bytes_per_line:]
distinct = set(pixels[i:i + 4] for i in range(0, len(pixels), 4 * 97))
print("blank" if len(distinct) < 16 else hashlib.md5(pixels).hexdigest())
' "$HEADER_ROWS"
}

# Waits until something is drawn and the screen stops changing (animations
# are over), and prints its fingerprint.
settled_screen_hash () {
  local prev="" cur="" i
  for i in $(seq 1 $((TIMEOUT * 2))); do
    cur=$(screen_hash)
    if [ "$cur" != blank ] && [ "$cur" = "$prev" ]; then
      printf '%s\n' "$cur"
      return 0
    fi
    prev=$cur
    sleep 0.5
  done
  return 1
}

save_screenshot () {
  xwd -root -silent > "$WORK/$1.xwd"
  if command -v convert >/dev/null 2>&1; then
    convert "xwd:$WORK/$1.xwd" "$WORK/$1.png" 2>/dev/null && rm -f "$WORK/$1.xwd"
  fi
}

# Prints, one per line, every Italian translation that po/it.po gives for
# the English text $1 (in any context). The catalogue is the project's own
# input, so it is a fair oracle for what the sandboxed app must show.
italian_for () {
  msgfmt --output-file="$WORK/it.mo" "$SOURCE_DIR/po/it.po"
  python3 - "$WORK/it.mo" "$1" <<'PY'
import gettext, sys
with open(sys.argv[1], 'rb') as f:
    catalog = gettext.GNUTranslations(f)._catalog
for key, value in catalog.items():
    if isinstance(key, str) and key.split('\x04')[-1] == sys.argv[2] and value:
        print(value)
PY
}

# Starts deal 1 of Algerian in the sandbox; sets APP_PID to the PID of
# `flatpak run`. Without --die-with-parent the sandbox would outlive it.
start_app () {
  local log=$1
  shift
  flatpak run --die-with-parent "$@" "$APP_ID" --game algerian --deal 1 > "$WORK/$log" 2>&1 &
  APP_PID=$!
  PIDS_TO_STOP+=("$APP_PID")
}

# Waits for the game's visible window and prints its id. It is found by
# its WM_CLASS (GTK derives it from the program name), not by its title,
# which is the app's to choose and changes with the language.
wait_window () {
  timeout "$TIMEOUT" xdotool search --sync --onlyvisible --class 'algerian' | head -n1
}

# Stops the game started by start_app and waits for its window to go: a
# second start must not find the first instance still owning its D-Bus name
# (it would only be asked to switch deals).
stop_app () {
  local i
  stop_pid "$1"
  for i in $(seq 1 $((TIMEOUT * 2))); do
    xdotool search --onlyvisible --class 'algerian' > /dev/null 2>&1 || return 0
    sleep 0.5
  done
  fail "the game's window is still there after stopping it"
}

# Runs inside dbus-run-session, so that the app has a session bus of its own.
play_stage () {
  local home=$1 data="$1/.var/app/$APP_ID/data/algerian-patience"
  local saved="$data/saved-game" wid before after app_pid i title

  # English first, whatever the caller's locale.
  export LC_ALL=C.UTF-8
  unset LANGUAGE LANG

  start_app app.log
  app_pid=$APP_PID
  wid=$(wait_window) && [ -n "$wid" ] \
    || { tail -n 30 "$WORK/app.log" >&2; fail "no window of the game within ${TIMEOUT}s"; }
  title=$(xdotool getwindowname "$wid")
  log "window $wid is up: $title"
  kill -0 "$app_pid" 2>/dev/null || fail "the app exited right after showing its window"

  # Without a window manager nobody hands out the focus: take it.
  xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
  before=$(settled_screen_hash) || fail "the window never finished drawing"
  save_screenshot before-deal

  press_deal () {
    xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
    xdotool key --clearmodifiers "$DEAL_KEY"
  }
  press_deal

  # The saved game is the reliable witness of the deal. An app built before
  # the saved-game feature cannot write it, so for such a build (its binary
  # does not even name the file) the check falls back to the board changing.
  local knows_saved_game=0
  if grep -q 'saved-game' "$FLATPAK_USER_DIR/app/$APP_ID/current/active/files/bin/algerian-patience" 2>/dev/null; then
    knows_saved_game=1
  fi

  # On the Debian 13 runtime (GTK 4.18) a key pressed in the first seconds
  # after the window has drawn can be lost: seen on a loaded machine, a
  # press at once left no deal, one 8 s later dealt. So while the saved game
  # shows no deal, the key is pressed again every 10 s. (Not the keys lost
  # after a question of issue 30: there is no question here. The same build
  # and libraries outside the sandbox, in the Debian 13 root with the key
  # pressed as soon as the window shows, dealt every time in 8 tries; what
  # in the sandbox delays or drops the first key is not known yet.)
  local dealt=0
  for i in $(seq 1 $((TIMEOUT * 2))); do
    if [ -f "$saved" ] && grep -qx 'move: deal' "$saved"; then
      dealt=1
      break
    fi
    [ "$knows_saved_game" -eq 0 ] && [ "$i" -gt 10 ] && break
    if [ "$knows_saved_game" -eq 1 ] && [ $((i % 20)) -eq 0 ]; then
      log "no deal in the saved game yet: pressing '$DEAL_KEY' again"
      press_deal
    fi
    sleep 0.5
  done
  after=$(settled_screen_hash) || fail "the window stopped drawing after the deal"
  save_screenshot after-deal

  [ "$before" != "$after" ] || fail "the board did not change after pressing '$DEAL_KEY'"
  log "the board changed after pressing '$DEAL_KEY'"

  if [ "$knows_saved_game" -eq 1 ]; then
    [ -f "$saved" ] || fail "no saved game at $saved"
    [ "$dealt" -eq 1 ] || { cat "$saved" >&2; fail "the saved game has no 'move: deal' line"; }
    grep -qx 'deal: 1' "$saved" || fail "the saved game is not deal 1"
    grep -qx 'game: algerian' "$saved" || fail "the saved game is not Algerian"
    log "saved game with the deal written in the sandbox: $saved"
  else
    log "NOTE: this build has no saved-game support yet; saved-game check skipped"
  fi
  if [ -e "$home/.local/share/algerian-patience" ]; then
    fail "the app wrote to the host data folder instead of the sandbox's"
  fi

  kill -0 "$app_pid" 2>/dev/null || fail "the app died while playing"
  stop_app "$app_pid"

  # Italian: the translations must reach the sandbox (they travel in the
  # .Locale extension). A message of the command-line companion must be the
  # one po/it.po gives, and so must the window title if it is a translated
  # string (a window without a title of its own is named after the program).
  local italian english it_out expected it_title
  # Italian needs a real locale besides LANGUAGE: the C library of Debian 13
  # (glibc 2.41) ignores LANGUAGE under C.UTF-8. The runtime generates
  # it_IT.UTF-8 (build_runtime).
  local ITALIAN_ENV=(--env=LC_ALL=it_IT.UTF-8 --env=LANGUAGE=it)
  mapfile -t italian < <(italian_for "$title")
  start_app app-it.log "${ITALIAN_ENV[@]}"
  app_pid=$APP_PID
  wid=$(wait_window) && [ -n "$wid" ] \
    || { tail -n 30 "$WORK/app-it.log" >&2; fail "no window of the game under LANGUAGE=it"; }
  settled_screen_hash > /dev/null || true
  save_screenshot italian
  it_title=$(xdotool getwindowname "$wid")
  if [ ${#italian[@]} -gt 0 ]; then
    printf '%s\n' "${italian[@]}" | grep -qxF -- "$it_title" \
      || fail "under LANGUAGE=it the window is titled '$it_title', po/it.po says '${italian[*]}'"
    log "under LANGUAGE=it the window is titled '$it_title'"
  else
    log "NOTE: the window title '$title' is not a translated string; see italian.png"
  fi
  stop_app "$app_pid"

  english=$(flatpak run --command=algerian-patience-cli "$APP_ID" 2>&1 || true)
  it_out=$(flatpak run "${ITALIAN_ENV[@]}" --command=algerian-patience-cli "$APP_ID" 2>&1 || true)
  expected=$(italian_for "$english" | head -n1)
  [ -n "$expected" ] && [ "$expected" != "$english" ] \
    || fail "po/it.po has no Italian for the CLI's message '$english'"
  [ "$it_out" = "$expected" ] \
    || fail "the CLI under LANGUAGE=it said '$it_out', po/it.po says '$expected'"
  log "the CLI speaks Italian in the sandbox: $it_out"
}

run_app () {
  local home="$WORK/home" display_file="$WORK/display" xvfb_pid display
  mkdir -p "$home"
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3> "$display_file" \
    > "$WORK/xvfb.log" 2>&1 &
  xvfb_pid=$!
  PIDS_TO_STOP+=("$xvfb_pid")
  for _ in $(seq 1 100); do
    [ -s "$display_file" ] && break
    sleep 0.1
  done
  [ -s "$display_file" ] || die_setup "Xvfb did not start"
  display=":$(head -n1 "$display_file")"
  log "Xvfb on $display"

  HOME="$home" DISPLAY="$display" XDG_RUNTIME_DIR="$WORK/runtime-dir" \
    WAYLAND_DISPLAY= AP_PLAY_WORK="$WORK" \
    dbus-run-session -- "$0" --play-stage "$home"
  stop_pid "$xvfb_pid"
}

# --- Main -------------------------------------------------------------------

if [ -n "$PLAY_STAGE_HOME" ]; then
  # The outer run owns the scratch folder; this stage only stops its app.
  trap - EXIT
  trap 'for p in "${PIDS_TO_STOP[@]}"; do stop_pid "$p"; done' EXIT
  play_stage "$PLAY_STAGE_HOME"
  exit 0
fi

ensure_host_tools
check_manifest_policy || fail "the manifest breaks the project's policy"
mkdir -p "$CACHE_DIR" 2>/dev/null || CACHE_DIR="$WORK/cache"
mkdir -p "$CACHE_DIR"

# One run at a time per cache: two runs would fight over the installation.
exec 9> "$CACHE_DIR/lock"
flock 9

prepare_runtime
if [ "$RUNTIME_ONLY" -eq 1 ]; then
  log "runtime ready in $FLATPAK_USER_DIR"
  exit 0
fi

mkdir -p "$WORK/runtime-dir"
chmod 700 "$WORK/runtime-dir"
if [ "$SKIP_BUILD" -eq 1 ]; then
  flatpak --user info "$APP_ID" > /dev/null || fail "--skip-build: $APP_ID is not installed"
else
  build_app
fi
run_app
log "PASS: built, installed, started, dealt by keyboard"
