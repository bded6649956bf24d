#!/bin/sh
# TAP: the layers keep to their rooms.  No file of src/ outside a module's
# own places (src/engine/modules/, its bundle in src/ui/bundles/, and the
# CLI's part of the Mists, src/tools/carc-cli-mists.c) includes a module's
# header; no file outside src/engine/ai/ includes the computer players'
# inside headers (carc-ai.h, in src/engine/, is their one door); the
# network layer (src/net/) sits between io and model: engine and io never
# include its headers, and it never includes the model's or the views'.
srcdir="$1"
echo "1..3"

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
found3=$(offenders src/net "^$srcdir/src/(net|model|ui|tools)/|^$srcdir/src/main\.c:"
         offenders src/model "^$srcdir/src/(model|ui)/|^$srcdir/src/main\.c:" | grep "^$srcdir/src/net/"
         offenders src/ui "^$srcdir/src/ui/|^$srcdir/src/main\.c:" | grep "^$srcdir/src/net/")
if [ -z "$found3" ]; then
  echo "ok 3 - the network layer sits between io and model"
else
  echo "not ok 3 - a header included across the network layer's walls:"
  echo "$found3" | sed 's/^/# /'
fi
[ -z "$found" ] && [ -z "$found2" ] && [ -z "$found3" ]
