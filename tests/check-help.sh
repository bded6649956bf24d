#!/bin/sh
# TAP: every help page is valid Mallard (yelp-check validate); each
# translation in help/LINGUAS compiles, is complete, has every message of
# the pages as they are now (a new sentence left out fails here), and its
# merged pages are valid Mallard too.
srcdir="$1"
help="$srcdir/help"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
fail=0
langs=$(cat "$help/LINGUAS")
echo "1..$(( $(echo $langs | wc -w) * 3 + 2 ))"

say () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fail=1; fi
}

out=$(cd "$help/C" && yelp-check validate *.page 2>&1)
say $? "the pages are valid Mallard"
[ -z "$out" ] || echo "$out" | sed 's/^/# /' | head -20

# Every picture a page shows is one help/meson.build draws.
missing=""
for src in $(grep -oh 'src="figures/[^"]*\.png"' "$help"/C/*.page | sed 's|src="figures/||; s|\.png"||' | sort -u); do
  grep -q "\['$src'," "$help/meson.build" || missing="$missing $src"
done
[ -z "$missing" ]
say $? "every picture is drawn at build time${missing:+ (not:$missing)}"

(cd "$help" && itstool -o "$work/help.pot" C/*.page)
for lang in $langs; do
  po="$help/$lang/$lang.po"
  stats=$(msgfmt -c --statistics -o "$work/$lang.mo" "$po" 2>&1)
  status=$?
  if echo "$stats" | grep -Eq "untranslated|fuzzy"; then status=1; fi
  say $status "$lang: $stats"
  out=$(msgcmp "$po" "$work/help.pot" 2>&1)
  say $? "$lang.po has every message of the pages (ninja help-io.github.carcassonne.Carcassonne-update-po)"
  [ -z "$out" ] || echo "$out" | sed 's/^/# /' | head -10
  mkdir -p "$work/$lang"
  out=$( (cd "$help" && itstool -m "$work/$lang.mo" -o "$work/$lang/" C/*.page && cd "$work/$lang" && yelp-check validate *.page) 2>&1)
  say $? "the $lang pages are valid Mallard"
  [ -z "$out" ] || echo "$out" | sed 's/^/# /' | head -10
done
exit $fail
