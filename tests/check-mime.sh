#!/bin/sh
# TAP: the saved games' file type installs into a MIME database, a saved
# game is recognised by its name and by its content, and the desktop file
# offers the game for that type with a file argument.
mime_xml="$1"
desktop="$2"
saves="$3"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "1..5"

mkdir -p "$tmp/mime/packages"
cp "$mime_xml" "$tmp/mime/packages/"
if out=$(XDG_DATA_HOME="$tmp" update-mime-database "$tmp/mime" 2>&1) && [ -z "$out" ] \
   && grep -q '^50:application/x-carcassonne:\*\.carcassonne$' "$tmp/mime/globs2"; then
  echo "ok 1 - update-mime-database takes the file type, glob *.carcassonne"
else
  echo "not ok 1 - the MIME package: $out"
fi

# By name, and by content without one (its root element).
cp "$saves/format1-finished.xml" "$tmp/evening.carcassonne"
cp "$saves/format1-finished.xml" "$tmp/evening"
by_name=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp:/usr/share" gio info -a standard::content-type "$tmp/evening.carcassonne" | sed -n 's/.*standard::content-type: //p')
by_content=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp:/usr/share" gio info -a standard::content-type "$tmp/evening" | sed -n 's/.*standard::content-type: //p')
[ "$by_name" = application/x-carcassonne ] && echo "ok 2 - a saved game by its name" \
  || echo "not ok 2 - evening.carcassonne is $by_name"
[ "$by_content" = application/x-carcassonne ] && echo "ok 3 - a saved game by its content" \
  || echo "not ok 3 - a saved game without a suffix is $by_content"

if grep -Eq '^MimeType=(.*;)?application/x-carcassonne;' "$desktop" && grep -Eq '^Exec=carcassonne %[UuFf]$' "$desktop"; then
  echo "ok 4 - the desktop file opens the type, with the file as argument"
else
  echo "not ok 4 - the desktop file lacks MimeType= or a %U in Exec="
fi
# Invitation links (carcassonne://host:port/game?…) open the game too, as
# an argument Exec's %U passes whole.
if grep -Eq '^MimeType=(.*;)?x-scheme-handler/carcassonne;' "$desktop" && grep -Eq '^Exec=carcassonne %U$' "$desktop"; then
  echo "ok 5 - the desktop file takes carcassonne:// links"
else
  echo "not ok 5 - the desktop file lacks x-scheme-handler/carcassonne or %U"
fi
