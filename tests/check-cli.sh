#!/bin/sh
# TAP: carcassonne-cli prints the benchmark lines of benchmark.md with
# their keys in order, and random games are the same for the same seed.
cli="$1"
echo "1..15"
srcdir="$2"
out=$("$cli" bench --games 50 --players 3 --seed 7 --boards 2 --reps 2) || { echo "not ok 1 - bench failed"; exit 1; }
echo "$out" | grep -Eq '^BENCH engine=carc-c commit=[^ ]+ games=50 players=3 seed=7 secs=[0-9.]+ games_per_s=[0-9]+ turns=[0-9]+ mean_total_score=[0-9.]+$' \
  && echo "ok 1 - BENCH line" || echo "not ok 1 - BENCH line: $out"
echo "$out" | grep -Eq '^ENUM engine=carc-c placed=36 boards=2 mean_placements=[0-9.]+ us_per_enum=[0-9.]+$' \
  && echo "ok 2 - ENUM line" || echo "not ok 2 - ENUM line: $out"
echo "$out" | grep -Eq '^REPLAY engine=carc-c games=50 actions=[0-9.]+ us_per_replay=[0-9.]+$' \
  && echo "ok 3 - REPLAY line" || echo "not ok 3 - REPLAY line: $out"
a=$("$cli" simulate --games 3 --players 4 --seed 11 --verbose)
b=$("$cli" simulate --games 3 --players 4 --seed 11 --verbose)
[ -n "$a" ] && [ "$a" = "$b" ] && echo "ok 4 - simulate is deterministic" || echo "not ok 4 - simulate differs"
"$cli" simulate --players 9 >/dev/null 2>&1 && echo "not ok 5 - 9 players accepted" || echo "ok 5 - bad arguments refused"
"$cli" validate "$srcdir/data/saves/format1-midgame.xml" >/dev/null && echo "ok 6 - validate accepts a saved game" || echo "not ok 6 - validate refused a good file"
"$cli" validate "$srcdir/data/bad-saves/illegal-move.xml" >/dev/null 2>&1 && echo "not ok 7 - validate accepted an illegal move" || echo "ok 7 - validate refuses an illegal move"
out=$("$cli" replay "$srcdir/data/saves/format1-finished.xml")
echo "$out" | grep -q "^player 1 Green score 45 meeples 0$" && echo "$out" | grep -q "^game over: finished$" \
  && echo "ok 8 - replay prints the final state" || echo "not ok 8 - replay: $out"
out=$("$cli" replay --if-final "$srcdir/data/saves/format1-midgame.xml")
done_out=$("$cli" replay --if-final "$srcdir/data/saves/format1-finished.xml")
echo "$out" | grep -q "^if-final player 0 Red points 10 score 12$" \
  && echo "$done_out" | grep -q "^if-final player 1 Green points 0 score 45$" \
  && echo "ok 9 - replay --if-final prints what the final scoring would give" || echo "not ok 9 - replay --if-final: $out"
# Each listed action is a line for the log: pasted in, the game moves on.
first=$("$cli" replay --actions "$srcdir/data/saves/format1-midgame.xml" | sed -n 's/^action //p' | head -1)
pasted=$(mktemp)
sed -e "s|<log cursor=\"60\">|<log cursor=\"61\">|" -e "s|</log>|$first</log>|" \
  "$srcdir/data/saves/format1-midgame.xml" > "$pasted"
n=$("$cli" replay --actions "$srcdir/data/saves/format1-midgame.xml" | grep -c "^action <tile ")
after=$("$cli" replay "$pasted")
rm -f "$pasted"
[ "$n" -gt 1 ] && echo "$after" | grep -q "^moves 61 undo-position 61$" \
  && echo "$after" | grep -q "^tiles placed 34 left 37$" \
  && echo "ok 10 - replay --actions lists log lines ($n tile placements)" || echo "not ok 10 - replay --actions: $first / $after"
# With a module on: a River game saved in format 2.
out=$("$cli" replay --actions --if-final "$srcdir/data/saves/format2-river-midgame.xml")
echo "$out" | grep -q "^if-final player 2 Blue points 12 score 16$" \
  && echo "$out" | grep -q '^action <figure segment="2" figure="meeple"/>$' \
  && echo "ok 11 - replay sees a River game's actions and final points" || echo "not ok 11 - replay of a River game: $out"
out=$("$cli" bench --modules river --games 20 --boards 1 --reps 1)
echo "$out" | grep -Eq '^BENCH engine=carc-c commit=[0-9a-z]+ games=20 players=2 seed=1 modules=river secs=[0-9.]+ games_per_s=[0-9]+ turns=[0-9]+ mean_total_score=[0-9.]+$' \
  && "$cli" simulate --modules dragons >/dev/null 2>&1; [ $? -eq 2 ] \
  && echo "ok 12 - bench --modules river has its line; an unknown module is refused" || echo "not ok 12 - modules: $out"
# A module's own end is told by its number, never read past the core's names.
out=$("$cli" replay "$srcdir/data/saves/cooperative-level2-lost.xml")
echo "$out" | grep -q "^game over: module-0$" \
  && echo "ok 13 - replay names a module's own end" || echo "not ok 13 - replay of a lost level: $out"
# A game played by computer players, saved: the same each time, and the
# computers score where random play rarely does.
g1=$(mktemp); g2=$(mktemp)
"$cli" simulate --players 3 --seed 11 --a normal --moves 100 --save "$g1" \
  && "$cli" simulate --players 3 --seed 11 --a normal --moves 100 --save "$g2" \
  && out=$("$cli" replay "$g1") && [ "$(grep -v '<summary' "$g1")" = "$(grep -v '<summary' "$g2")" ] \
  && echo "$out" | grep -q "^tiles placed 61 left 11$" && echo "$out" | grep -q "^player 2 Blue score 53 " \
  && echo "ok 14 - simulate --save --a plays by computer players, the same each time" \
  || echo "not ok 14 - simulate --save --a: $out"
"$cli" simulate --a clever --save "$g1" >/dev/null 2>&1 && echo "not ok 15 - an unknown level accepted" \
  || echo "ok 15 - simulate --save refuses an unknown level"
rm -f "$g1" "$g2"
