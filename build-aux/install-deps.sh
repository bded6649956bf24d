#!/bin/sh
# Installs the Debian 12 packages the project needs to build, run and test,
# but only those that are missing (run as root).
set -eu

packages="meson ninja-build gcc pkg-config git python3 gettext
libglib2.0-dev libglib2.0-bin libxml2-dev libxml2-utils
libgtk-4-dev libadwaita-1-dev adwaita-icon-theme fonts-cantarell fonts-dejavu-core
librsvg2-common librsvg2-dev hicolor-icon-theme
xvfb xauth dbus-x11 desktop-file-utils appstream shared-mime-info
yelp-tools itstool python3-pyatspi at-spi2-core
libsoup-3.0-dev libgnutls28-dev glib-networking"

missing=""
for p in $packages; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done

if [ -n "$missing" ]; then
  echo "Installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  # With recommends: GTK's image loaders and themes come that way.
  apt-get install -y -qq $missing
fi
