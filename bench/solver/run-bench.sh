#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The solver's benchmark over every preset; see README.md.
#
# usage: bench/solver/run-bench.sh BUILD-DIR [DEALS] [SLOW-DEALS]
#   DEALS       range for the Algerian presets (default 1-1000)
#   SLOW-DEALS  range for Carthage, Patriarchs and Picture Patience, whose
#               undecided deals each take the whole 10 s (default: DEALS)
set -eu
build=$1
deals=${2:-1-1000}
slow=${3:-$deals}
bench="$build/bench/solver/bench-solver"

for preset in tarbart parlett strict six-card; do
  nice "$bench" algerian --preset "$preset" --deals "$deals"
done
for game in carthage patriarchs picture-patience; do
  nice "$bench" "$game" --deals "$slow"
done
