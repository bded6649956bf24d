#!/bin/sh
# TAP: the layers keep to their rooms.  No file of src/ outside a module's
# own places (src/engine/modules/, its bundle in src/ui/bundles/, and the
# CLI's part of the Mists, src/tools/carc-cli-mists.c) includes a module's
# header; no file outside src/engine/ai/ includes the computer players'
# inside headers (carc-ai.h, in src/engine/, is their one door).
srcdir="$1"
echo "1..2"

# The #include lines of src/ naming one of the headers in folder $1,
# outside the paths matching $2.
offenders () {
  headers=$(cd "$srcdir/$1" && ls *.h)
  for h in $headers; do
    grep -rn --include='*.c' --include='*.h' "^#include \"$h\"" "$srcdir/src" | grep -Ev "$2"
  done
}

found=$(offenders src/engine/modules "^$srcdir/src/(engine/modules|ui/bundles)/|^$srcdir/src/tools/carc-cli-mists\.c:")
if [ -z "$found" ]; then
  echo "ok 1 - no layer includes a module's header"
else
  echo "not ok 1 - a module's header included outside its rooms:"
  echo "$found" | sed 's/^/# /'
fi

found2=$(offenders src/engine/ai "^$srcdir/src/engine/ai/")
if [ -z "$found2" ]; then
  echo "ok 2 - the computer players' insides stay theirs"
else
  echo "not ok 2 - a computer players' header included outside src/engine/ai:"
  echo "$found2" | sed 's/^/# /'
fi
[ -z "$found" ] && [ -z "$found2" ]
