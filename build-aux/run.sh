#!/bin/sh
# Installs what is missing, builds and starts the game.  Until the desktop
# application lands this plays and prints random games with the
# command-line tool; extra arguments go to it.
set -eu
cd "$(dirname "$0")/.."

./build-aux/install-deps.sh
[ -d build/meson-private ] || meson setup build --buildtype=debugoptimized
ninja -C build

if [ "$#" -eq 0 ]; then
  set -- simulate --games 5 --players 3 --verbose
fi
exec ./build/src/tools/carcassonne-cli "$@"
