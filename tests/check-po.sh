#!/bin/sh
# TAP: every .po file compiles with msgfmt -c and is complete (no
# untranslated or fuzzy entries), and every source file with translatable
# strings is listed in POTFILES.in.
srcdir="$1"
n=0
fail=0
echo "1..4"
for lang in $(cat "$srcdir/po/LINGUAS"); do
  n=$((n + 1))
  stats=$(msgfmt -c --statistics -o /dev/null "$srcdir/po/$lang.po" 2>&1)
  if [ $? -ne 0 ] || echo "$stats" | grep -Eq "untranslated|fuzzy"; then
    echo "not ok $n - $lang.po: $stats"
    fail=1
  else
    echo "ok $n - $lang.po: $stats"
  fi
done
n=$((n + 1))
missing=""
cd "$srcdir"
for f in $(grep -rlE '(^|[^A-Za-z_])(N?_|ngettext) \(|translatable="yes"' src ui data 2>/dev/null | sort); do
  grep -qx "$f" po/POTFILES.in || missing="$missing $f"
done
if [ -n "$missing" ]; then
  echo "not ok $n - missing from po/POTFILES.in:$missing"
  fail=1
else
  echo "ok $n - po/POTFILES.in lists every file with translatable strings"
fi
exit $fail
