#!/bin/sh
# Installs what is missing, builds and starts the game.
set -eu
cd "$(dirname "$0")/.."

./build-aux/install-deps.sh
[ -d build/meson-private ] || meson setup build --buildtype=debugoptimized --prefix="$PWD/build/install"
ninja -C build

# Install into build/install, so that translations, the settings schema
# and the icon are where the program looks for them.
meson install -C build --quiet
export XDG_DATA_DIRS="$PWD/build/install/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
export GSETTINGS_SCHEMA_DIR="$PWD/build/install/share/glib-2.0/schemas"
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "No display: starting the game under a virtual one (xvfb-run)." >&2
  exec xvfb-run -a -s "-screen 0 1600x1000x24" ./build/install/bin/carcassonne "$@"
fi
exec ./build/install/bin/carcassonne "$@"
