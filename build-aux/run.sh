#!/bin/sh
# Installs what is missing, builds and starts the game.
set -eu
cd "$(dirname "$0")/.."

./build-aux/install-deps.sh
[ -d build/meson-private ] || meson setup build --buildtype=debugoptimized
ninja -C build

# Run from the build folder: its compiled settings schema and translations.
export GSETTINGS_SCHEMA_DIR="$PWD/build/data"
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "No display: starting the game under a virtual one (xvfb-run)." >&2
  exec xvfb-run -a -s "-screen 0 1600x1000x24" ./build/src/carcassonne "$@"
fi
exec ./build/src/carcassonne "$@"
