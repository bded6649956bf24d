/* SPDX-License-Identifier: GPL-3.0-or-later */

/* carcassonne-render OUTPUT SIZE THEME SET TILE [ROTATION [VARIANT]]: draws
 * the tile TILE of the tile set SET as the board draws it (in the look
 * VARIANT, which the board picks by cell), in the theme THEME, SIZE
 * pixels wide, into the PNG file OUTPUT.  The help's pictures are made so
 * at build time (help/meson.build), never drawn by hand. */
#include "config.h"

#include <cairo.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "carc-bundle.h"
#include "carc-theme.h"
#include "carc-tile-painter.h"
#include "carc-tileset-loader.h"
#include "carc-ui-resources.h"

/* @text as a whole number from @min to @max, in @value: no sign, no
 * space, nothing after it. */
static gboolean
number (const char *text,
        guint       min,
        guint       max,
        guint      *value)
{
  guint64 n;

  if (!g_ascii_string_to_unsigned (text, 10, min, max, &n, NULL))
    return FALSE;
  *value = (guint) n;
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = NULL;
  g_autofree char *partial = NULL;
  const CarcTheme *theme;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint type, size, rotation, variant;
  cairo_status_t status;

  if (argc < 6 || argc > 8)
    {
      g_printerr ("Usage: %s OUTPUT SIZE THEME SET TILE [ROTATION [VARIANT]]\n", argv[0]);
      return 2;
    }
  /* Whole numbers in range, or nothing is drawn. */
  if (!number (argv[2], 8, 1024, &size) || !number (argc >= 7 ? argv[6] : "0", 0, 3, &rotation)
      || !number (argc == 8 ? argv[7] : "0", 0, CARC_TILE_VARIANTS - 1, &variant))
    {
      g_printerr ("%s: the size is 8 to 1024 pixels, the rotation 0 to 3, the variant 0 to %d\n", argv[0],
                  CARC_TILE_VARIANTS - 1);
      return 2;
    }
  g_resources_register (carc_ui_get_resource ());
  /* The bundles bring the themes besides the classic one. */
  carc_bundles_register_builtin ();
  tiles = carc_tile_set_load_builtin (argv[4], &error);
  if (tiles == NULL || !carc_tile_set_lookup (tiles, argv[5], &type))
    {
      g_printerr ("%s: no tile %s in the tile set %s%s%s\n", argv[0], argv[5], argv[4],
                  error != NULL ? ": " : "", error != NULL ? error->message : "");
      return 1;
    }
  theme = carc_theme_lookup (argv[3]);
  if (g_strcmp0 (theme->id, argv[3]) != 0)
    {
      g_printerr ("%s: no theme %s\n", argv[0], argv[3]);
      return 1;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  cairo_scale (cr, size, size);
  carc_tile_painter_draw_variant (cr, carc_tile_set_get_type (tiles, type), rotation, variant, theme);
  cairo_destroy (cr);
  /* Into a file beside the output, then over it: a failed write leaves
   * whatever was there before. */
  partial = g_strconcat (argv[1], ".part", NULL);
  status = cairo_surface_write_to_png (surface, partial);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS || g_rename (partial, argv[1]) != 0)
    {
      g_printerr ("%s: %s: %s\n", argv[0], argv[1],
                  status != CAIRO_STATUS_SUCCESS ? cairo_status_to_string (status) : g_strerror (errno));
      g_unlink (partial);
      return 1;
    }
  return 0;
}
