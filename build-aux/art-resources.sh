#!/bin/sh
# Prints the <file> lines of data/art/ for data/carcassonne-ui.gresource.xml:
# run it after adding or removing a drawing and paste its output there.
set -eu
cd "$(dirname "$0")/../data"
find art -name '*.svg' | LC_ALL=C sort | while read -r f; do
  printf '    <file preprocess="xml-stripblanks">%s</file>\n' "$f"
done
