#!/bin/sh
# TAP: every .po file compiles with msgfmt -c and is complete (no
# untranslated or fuzzy entries), every source file with translatable
# strings is listed in POTFILES.in, and every message of the sources as
# they are now has a translation in each .po (a new string left out of
# po/ fails here).
srcdir="$1"
n=0
fail=0
echo "1..$(( $(wc -w < "$srcdir/po/LINGUAS") * 2 + 1 ))"
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
for f in $(grep -rlE '(^|[^A-Za-z_])(N?C?_|ngettext|g_dngettext|g_dpgettext2) ?\(|translatable="yes"' src ui data 2>/dev/null | sort); do
  grep -qx "$f" po/POTFILES.in || missing="$missing $f"
done
if [ -n "$missing" ]; then
  echo "not ok $n - missing from po/POTFILES.in:$missing"
  fail=1
else
  echo "ok $n - po/POTFILES.in lists every file with translatable strings"
fi

# The messages of the sources now, extracted as meson's glib preset does.
pot=$(mktemp)
trap 'rm -f "$pot"' EXIT
xgettext -D "$srcdir" -f po/POTFILES.in -o "$pot" --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dcgettext:2 \
  --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 2>/dev/null
for lang in $(cat "$srcdir/po/LINGUAS"); do
  n=$((n + 1))
  if out=$(msgcmp "$srcdir/po/$lang.po" "$pot" 2>&1); then
    echo "ok $n - $lang.po has every message of the sources"
  else
    echo "not ok $n - $lang.po lacks messages of the sources (run ninja carcassonne-update-po):"
    echo "$out" | sed 's/^/# /' | head -20
    fail=1
  fi
done
exit $fail
