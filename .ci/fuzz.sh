#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The fuzzing step of CI (.ci/run), on its own: builds the libFuzzer target
# of every reader with clang (-Dfuzzing=true, tests/fuzz/) and runs each
# from a copy of its corpus for its share of SECONDS.
#
# usage: .ci/fuzz.sh WORK [SECONDS]
#   WORK     a scratch folder: the build (WORK/fuzz), the corpus copies,
#            the logs and whatever a target finds (WORK/fuzz-artifacts-*)
#   SECONDS  the time of all targets together, default AP_FUZZ_SECONDS or 120
#
# Writes WORK/fuzz-results, a line per target ("fuzz-position ok" or
# "fuzz-position failed"); exits 1 when a target failed or did not build.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${1:?usage: .ci/fuzz.sh WORK [SECONDS]}
fuzz_seconds=${2:-${AP_FUZZ_SECONDS:-120}}
mkdir -p "$work"
results="$work/fuzz-results"
: > "$results"

# Each target gets a share of the time, in tenths: the two readers of whole
# files (the position and the saved game with its replay) the most, since
# they have the most to explore. tests/fuzz/README.md has the long runs.
fuzz_targets=(position:3 saved-game:3 rules:2 move:1 deal-number:1)
fuzz_names=()
for target_share in "${fuzz_targets[@]}"; do
  fuzz_names+=("fuzz-${target_share%%:*}")
done
# Only the targets: the rest of this clang build is not what this step tests.
if { [ -f "$work/fuzz/build.ninja" ] || CC=clang meson setup "$work/fuzz" "$top" -Dfuzzing=true; } \
   && meson compile -C "$work/fuzz" "${fuzz_names[@]}"; then
  fuzz_built=true
else
  fuzz_built=false
  echo "--- the fuzzers did not build"
fi
status=0
for target_share in "${fuzz_targets[@]}"; do
  target=${target_share%%:*}
  seconds=$(( fuzz_seconds * ${target_share##*:} / 10 ))
  seconds=$(( seconds < 5 ? 5 : seconds ))
  fuzzer="$work/fuzz/tests/fuzz/fuzz-$target"
  corpus="$work/fuzz-corpus-$target"
  artifacts="$work/fuzz-artifacts-$target"
  log="$work/fuzz-$target.log"
  fuzz_ok=false
  echo "--- fuzz-$target, $seconds s"
  if $fuzz_built; then
    # The fuzzer adds what it finds to its corpus folder: work on a copy.
    rm -rf "$corpus" "$artifacts"
    cp -r "$top/tests/fuzz/corpus-$target" "$corpus"
    mkdir -p "$artifacts"
    if "$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
         -print_final_stats=1 -artifact_prefix="$artifacts/" \
         "$corpus" </dev/null >"$log" 2>&1; then
      fuzz_ok=true
    fi
    if $fuzz_ok; then
      grep -E '^(INFO: seed corpus|Done |stat::number_of_executed_units)' "$log" || true
    else
      tail -n 60 "$log"
      echo "--- fuzz-$target failed; its inputs are in $artifacts:"
      ls -l "$artifacts"
      for crash in "$artifacts"/*; do
        if [ -f "$crash" ]; then
          echo "--- $crash:"
          head -c 400 "$crash" | od -c || true
        fi
      done
    fi
  fi
  if $fuzz_ok; then
    echo "fuzz-$target ok" >> "$results"
  else
    echo "fuzz-$target failed" >> "$results"
    status=1
  fi
done
exit "$status"
