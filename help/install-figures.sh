#!/bin/sh
# Gives every translation of the help the pictures the C pages have:
# share/help/LANG/ID/figures is a link to ../../C/ID/figures, as
# gnome.yelp() links the media it installs.  Arguments: ID LANG…
set -eu
id="$1"
shift
help="${MESON_INSTALL_DESTDIR_PREFIX}/share/help"
for lang in "$@"; do
  mkdir -p "$help/$lang/$id"
  rm -rf "$help/$lang/$id/figures"
  ln -s "../../C/$id/figures" "$help/$lang/$id/figures"
done
