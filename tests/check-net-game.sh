#!/bin/sh
# TAP: a game played from several computers, as three processes on
# loopback: carcassonne-cli host with one easy computer seat and two seats
# joined by carcassonne-cli join.  One player leaves midway and joins again
# with the same invitation; the other asks for an undo the first consents
# to (with --hand-over, a computer player plays the seat while its player
# is away, and the undo may pass it by).  Each prints FINAL and the scores of the game as it saw it: they must
# be the host's.  With a level (the fifth argument), a campaign's level for
# two people: four colours, the host's computer players play the first two,
# and FINAL says first how the level ended.  Nothing waits for a time: each
# step waits for what the last one printed, and meson's timeout bounds the
# whole.
cli="$1"
modules="$2"
seed="$3"
hand_over="$4"
level="$5"
echo "1..4"
if [ -n "$level" ]; then
  game="--level $level --players 2"
  seats=4
  final_re='^FINAL (won|lost|lost-[0-9]+) [0-9]+ [0-9]+ [0-9]+ [0-9]+$'
else
  game="--players 3 --modules $modules"
  seats=3
  final_re='^FINAL [0-9]+ [0-9]+ [0-9]+$'
fi
first_seat=$((seats - 2))
second_seat=$((seats - 1))

work=$(mktemp -d)
trap 'kill $host $one $two 2>/dev/null; rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data"
: >"$work/host.out"

"$cli" host --address 127.0.0.1 --port 0 $game --remote 2 --seed "$seed" $hand_over \
  >"$work/host.out" 2>"$work/host.err" &
host=$!
while [ "$(grep -c '^INVITE ' "$work/host.out")" -lt 2 ]; do
  kill -0 $host 2>/dev/null || break
  sleep 0.1
done
first=$(grep '^INVITE ' "$work/host.out" | sed -n 1p | cut -d' ' -f2)
second=$(grep '^INVITE ' "$work/host.out" | sed -n 2p | cut -d' ' -f2)
if echo "$first" | grep -Eq "^carcassonne://127\\.0\\.0\\.1:[0-9]+/game\\?token=[0-9a-f]{64}&fp=[0-9a-f]{64}&seat=$first_seat\$" \
   && echo "$second" | grep -q "seat=$second_seat\$"; then
  echo "ok 1 - the host invites two seats"
else
  echo "not ok 1 - invitations: $(cat "$work/host.out" "$work/host.err")"
  exit 1
fi

"$cli" join "$first" --computer easy --drop-after 8 >"$work/one.out" 2>"$work/one.err" &
one=$!
"$cli" join "$second" --computer easy --undo-after 5 >"$work/two.out" 2>"$work/two.err" &
two=$!
wait $one; one_status=$?
wait $two; two_status=$?
# A player that gave up leaves a seat the host would wait for forever.
if [ $one_status -ne 0 ] || [ $two_status -ne 0 ]; then
  kill $host 2>/dev/null
fi
wait $host; host_status=$?

final=$(grep '^FINAL ' "$work/host.out")
if [ $host_status -eq 0 ] && [ $one_status -eq 0 ] && [ $two_status -eq 0 ] \
   && echo "$final" | grep -Eq "$final_re"; then
  echo "ok 2 - all three end the game normally"
else
  echo "not ok 2 - exit statuses $host_status $one_status $two_status"
  sed 's/^/# /' "$work/host.err" "$work/one.err" "$work/two.err"
fi
if [ -n "$final" ] && [ "$(cat "$work/one.out")" = "$final" ] && [ "$(cat "$work/two.out")" = "$final" ]; then
  echo "ok 3 - the three final lines are equal: $final"
else
  echo "not ok 3 - final lines: host '$final', seat 1 '$(cat "$work/one.out")', seat 2 '$(cat "$work/two.out")'"
fi
if [ -n "$hand_over" ]; then
  if grep -q '^REJOIN$' "$work/one.err" && grep -q "^AWAY seat $first_seat: a computer player takes it\$" "$work/host.err"; then
    echo "ok 4 - seat $first_seat left, a computer player took it, and its player joined again"
  else
    echo "not ok 4 - no hand-over or no rejoin:"
    sed 's/^/# /' "$work/host.err" "$work/one.err"
  fi
elif grep -q '^REJOIN$' "$work/one.err" && grep -q "^UNDO seat $second_seat asks" "$work/one.err"; then
  echo "ok 4 - seat $first_seat left and joined again, and consented to seat $second_seat's undo"
else
  echo "not ok 4 - no rejoin or no undo asked:"
  sed 's/^/# /' "$work/one.err" "$work/two.err"
fi
