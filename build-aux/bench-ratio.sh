#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The engine's random games (W1 of docs/benchmark.md) against the bare C
# playout loop of the benchmark protocol, measured in one run: the two
# alternate, so that whatever else the machine does that moment slows
# both alike, and the ratio means something where games/s alone do not.
#
#   build-aux/bench-ratio.sh [-r REF.c] [-n RUNS] CLI [GAMES [PLAYERS [SEED]]]
#
# CLI is a release build's carcassonne-cli.  The reference loop is not part
# of the project: it is read where it lies, from -r, else $CARC_BENCH_REF,
# else ../shared/bench/ref-skeleton.c beside the source tree, and built in
# a temporary directory as its header says.  Without it the script says so
# and exits 0.  Runs are pinned to CPU $CARC_BENCH_CPU (1) when taskset is
# there.  Prints a RUN line per run and a RATIO line with the medians.
set -eu

usage="usage: $0 [-r REF.c] [-n RUNS] CLI [GAMES [PLAYERS [SEED]]]"
ref=${CARC_BENCH_REF:-}
runs=3
while getopts r:n: opt; do
  case $opt in
    r) ref=$OPTARG ;;
    n) runs=$OPTARG ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { echo "$usage" >&2; exit 2; }
cli=$1
games=${2:-10000}
players=${3:-2}
seed=${4:-1}
[ -n "$ref" ] || ref="$(cd "$(dirname "$0")/../.." && pwd)/shared/bench/ref-skeleton.c"

if [ ! -f "$ref" ]; then
  echo "SKIP bench-ratio: no reference loop at $ref (give -r FILE or CARC_BENCH_REF)"
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Its own listing benchmark (NO_ENUM) is not what is compared here.
${CC:-cc} -O2 -DCOUNT_PICK -DNO_ENUM -o "$tmp/ref" "$ref"

pin=""
if command -v taskset >/dev/null 2>&1; then
  pin="taskset -c ${CARC_BENCH_CPU:-1}"
fi

games_per_s () {
  sed -n 's/^BENCH .* games_per_s=\([0-9]*\) .*/\1/p'
}

median () {
  sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

: >"$tmp/engine"
: >"$tmp/ref-runs"
: >"$tmp/ratios"
i=1
while [ "$i" -le "$runs" ]; do
  e=$($pin "$cli" bench --games "$games" --players "$players" --seed "$seed" --boards 0 | games_per_s)
  r=$($pin "$tmp/ref" "$games" "$players" "$seed" | games_per_s)
  echo "RUN $i players=$players engine_games_per_s=$e bare_games_per_s=$r ratio=$(awk "BEGIN { printf \"%.3f\", $e / $r }")"
  echo "$e" >>"$tmp/engine"
  echo "$r" >>"$tmp/ref-runs"
  awk "BEGIN { printf \"%.3f\n\", $e / $r }" >>"$tmp/ratios"
  i=$((i + 1))
done

e=$(median <"$tmp/engine")
r=$(median <"$tmp/ref-runs")
echo "RATIO games=$games players=$players seed=$seed runs=$runs engine_games_per_s=$e bare_games_per_s=$r" \
     "ratio_of_medians=$(awk "BEGIN { printf \"%.3f\", $e / $r }") median_ratio=$(median <"$tmp/ratios")"
