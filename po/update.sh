#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Regenerates the translation template from the sources listed in
# po/POTFILES.in, merges it into every po/LL.po of po/LINGUAS and prints how
# many messages are translated, fuzzy and untranslated.
#
#   po/update.sh            update the po files in place (and po/*.pot with --pot)
#   po/update.sh --pot      also keep the template as po/algerian-patience.pot
#   po/update.sh --check    change nothing; exit 1 if a po file would have an
#                           untranslated or fuzzy message after the merge, or
#                           if POTFILES.in misses a file with strings
#
# The xgettext options are those of Meson's i18n 'glib' preset, so the
# template matches the one `meson compile algerian-patience-pot` makes.
set -eu

DOMAIN=algerian-patience
PO_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$PO_DIR")
MODE=update
KEEP_POT=0
for arg in "$@"; do
  case "$arg" in
    --check) MODE=check ;;
    --pot) KEEP_POT=1 ;;
    *) echo "usage: $0 [--check] [--pot]" >&2; exit 2 ;;
  esac
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

status=0
python3 "$PO_DIR/potfiles-check.py" || status=1

VERSION=$(sed -n "s/^ *version: *'\([^']*\)'.*/\1/p" "$ROOT/meson.build" | head -n1)
POT="$TMP/$DOMAIN.pot"
xgettext --directory="$ROOT" --files-from="$PO_DIR/POTFILES.in" --output="$POT" \
  --package-name="$DOMAIN" --package-version="$VERSION" \
  --msgid-bugs-address="https://github.com/algerian-patience/Algerian/issues" \
  --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --flag=g_markup_printf_escaped:1:c-format --flag=g_print:1:c-format \
  --flag=g_printerr:1:c-format --flag=g_printf:1:c-format \
  --flag=g_fprintf:2:c-format --flag=g_snprintf:3:c-format

if [ "$MODE" = update ] && [ "$KEEP_POT" -eq 1 ]; then
  cp "$POT" "$PO_DIR/$DOMAIN.pot"
fi

for lang in $(sed -e 's/#.*//' "$PO_DIR/LINGUAS"); do
  po="$PO_DIR/$lang.po"
  merged="$TMP/$lang.po"
  msgmerge --quiet --previous --output-file="$merged" "$po" "$POT"
  if [ "$MODE" = update ]; then
    cp "$merged" "$po"
  fi
  stats=$(msgfmt --check --statistics --output-file=/dev/null "$merged" 2>&1) || {
    printf '%s\n' "$stats" >&2
    status=1
  }
  printf '%s: %s\n' "$lang" "$stats"
  # Without a count msgfmt means zero: "12 translated messages."
  fuzzy=$(printf '%s\n' "$stats" | sed -n 's/.* \([0-9][0-9]*\) fuzzy.*/\1/p')
  untranslated=$(printf '%s\n' "$stats" | sed -n 's/.* \([0-9][0-9]*\) untranslated.*/\1/p')
  if [ -n "$fuzzy$untranslated" ]; then
    status=1
    echo "$lang: these messages need a translation or a review:" >&2
    msgattrib --only-fuzzy --no-obsolete --no-wrap "$merged" 2>/dev/null | grep -E '^(#:|msgctxt|msgid)' | grep -vx 'msgid ""' >&2 || true
    msgattrib --untranslated --no-obsolete --no-wrap "$merged" 2>/dev/null | grep -E '^(#:|msgctxt|msgid)' | grep -vx 'msgid ""' >&2 || true
  fi
done

if [ "$status" -ne 0 ] && [ "$MODE" = check ]; then
  echo "Run po/update.sh, translate the new messages (see po/README.md) and commit." >&2
fi
exit "$status"
