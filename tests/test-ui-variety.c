/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Places with character (issue 39): every tile of the classic set with a
 * city renders to an image of its own; two copies of one tile at two
 * cells the board gives different looks differ, while their silhouette —
 * where the fields are — stays the same.  The contact sheets of every
 * theme (each tile of the classic set in its four looks) are written as
 * the test's output, for people to look at. */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "carc-bundle.h"
#include "carc-feature-kind.h"
#include "carc-theme.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"
#include "carc-tileset-loader.h"
#include "carc-test-util.h"
#include "carc-ui-resources.h"

/* The size tiles are rendered at. */
#define PX 96
/* Two tiles are told apart when their pixels differ by this much on
 * average (of 255, the three channels' mean). */
#define DISTINCT 4.0
/* Two looks of one tile differ at least this much (identical renderings
 * differ by 0; a house or a tree moved, by more)... */
#define LOOKS_DIFFER 0.4
/* ...while their fields' outlines differ in at most this share of the
 * pixels (a tower standing on the wall, a flower), and two tiles' outlines of
 * other shapes in far more. */
#define SAME_SILHOUETTE 0.03
#define OTHER_SILHOUETTE 0.10

static cairo_surface_t *
render (const CarcTileType *type,
        guint               variant,
        const CarcTheme    *theme)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, PX, PX);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, PX, PX);
  carc_tile_painter_draw_variant (cr, type, 0, variant, theme);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
rgb_at (cairo_surface_t *surface,
        gint             x,
        gint             y,
        gint             rgb[3])
{
  guint32 p = *(guint32 *) (cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface) + x * 4);

  rgb[0] = (p >> 16) & 0xff;
  rgb[1] = (p >> 8) & 0xff;
  rgb[2] = p & 0xff;
}

/* The mean difference of two renderings, of 255. */
static double
difference (cairo_surface_t *a,
            cairo_surface_t *b)
{
  double sum = 0;

  for (gint y = 0; y < PX; y++)
    for (gint x = 0; x < PX; x++)
      {
        gint pa[3], pb[3];

        rgb_at (a, x, y, pa);
        rgb_at (b, x, y, pb);
        sum += (abs (pa[0] - pb[0]) + abs (pa[1] - pb[1]) + abs (pa[2] - pb[2])) / 3.0;
      }
  return sum / (PX * PX);
}

/* Whether a pixel of the classic theme is grass: green above red and
 * blue (roofs, walls, paving, roads and water never are). */
static gboolean
is_field (cairo_surface_t *surface,
          gint             x,
          gint             y)
{
  gint p[3];

  rgb_at (surface, x, y, p);
  return p[1] > p[0] + 8 && p[1] > p[2] + 8;
}

/* The share of pixels that are field in one rendering and not in the
 * other. */
static double
silhouette_difference (cairo_surface_t *a,
                       cairo_surface_t *b)
{
  guint n = 0;

  for (gint y = 0; y < PX; y++)
    for (gint x = 0; x < PX; x++)
      n += is_field (a, x, y) != is_field (b, x, y);
  return (double) n / (PX * PX);
}

static gboolean
has_city (const CarcTileType *type)
{
  for (guint i = 0; i < type->n_segments; i++)
    if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_AREA)
      return TRUE;
  return FALSE;
}

static CarcTileSet *
load_base (void)
{
  g_autoptr(GError) error = NULL;
  CarcTileSet *set = carc_tile_set_load_builtin ("base", &error);

  g_assert_no_error (error);
  return set;
}

/* Two cells the board gives different looks. */
static void
two_cells (gint *x1,
           gint *y1,
           gint *x2,
           gint *y2)
{
  *x1 = *y1 = 0;
  *y2 = 0;
  for (*x2 = 1; carc_tile_painter_variant_at (*x2, *y2) == carc_tile_painter_variant_at (*x1, *y1); (*x2)++)
    g_assert_cmpint (*x2, <, 64);
}

static void
test_city_tiles (void)
{
  g_autoptr(CarcTileSet) set = load_base ();
  const CarcTheme *theme = carc_theme_lookup ("classic");
  cairo_surface_t *images[64];
  const char *ids[64];
  guint n = 0;

  for (guint t = 0; t < carc_tile_set_get_n_types (set) && n < G_N_ELEMENTS (images); t++)
    if (has_city (carc_tile_set_get_type (set, t)))
      {
        ids[n] = carc_tile_set_get_type (set, t)->id;
        images[n++] = render (carc_tile_set_get_type (set, t), 0, theme);
      }
  g_assert_cmpuint (n, >=, 9);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        double d = difference (images[i], images[j]);

        if (d < DISTINCT)
          g_error ("the city tiles %s and %s differ by only %.2f on average", ids[i], ids[j], d);
      }
  g_test_message ("%u city tiles, each told apart from every other", n);
  for (guint i = 0; i < n; i++)
    cairo_surface_destroy (images[i]);
}

static void
test_copies (void)
{
  g_autoptr(CarcTileSet) set = load_base ();
  const CarcTheme *theme = carc_theme_lookup ("classic");
  gint x1, y1, x2, y2;
  guint compared = 0;

  two_cells (&x1, &y1, &x2, &y2);
  for (guint t = 0; t < carc_tile_set_get_n_types (set); t++)
    {
      const CarcTileType *type = carc_tile_set_get_type (set, t);
      cairo_surface_t *a, *b;
      double d, s;

      if (!has_city (type))
        continue;
      a = render (type, carc_tile_painter_variant_at (x1, y1), theme);
      b = render (type, carc_tile_painter_variant_at (x2, y2), theme);
      d = difference (a, b);
      s = silhouette_difference (a, b);
      if (d < LOOKS_DIFFER)
        g_error ("%s at (%d, %d) and at (%d, %d) look the same (%.2f)", type->id, x1, y1, x2, y2, d);
      if (s > SAME_SILHOUETTE)
        g_error ("%s at (%d, %d) and at (%d, %d): the fields' outlines differ in %.1f %% of the pixels", type->id,
                 x1, y1, x2, y2, s * 100);
      g_test_message ("%s: the looks differ by %.2f, the outlines in %.2f %% of the pixels", type->id, d, s * 100);
      cairo_surface_destroy (a);
      cairo_surface_destroy (b);
      compared++;
    }
  g_assert_cmpuint (compared, >=, 9);
}

/* The silhouette check can fail: a city on one side and a city on two
 * sides have other outlines. */
static void
test_silhouette_tells (void)
{
  g_autoptr(CarcTileSet) set = load_base ();
  const CarcTheme *theme = carc_theme_lookup ("classic");
  guint one = G_MAXUINT, two = G_MAXUINT;
  cairo_surface_t *a, *b;
  double s;

  for (guint t = 0; t < carc_tile_set_get_n_types (set); t++)
    {
      const CarcTileType *type = carc_tile_set_get_type (set, t);

      if (type->n_segments == 2 && has_city (type) && one == G_MAXUINT)
        one = t;
      for (guint i = 0; i < type->n_segments; i++)
        if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_AREA && type->segments[i].n_edges == 2
            && type->n_segments == 2 && two == G_MAXUINT)
          two = t;
    }
  g_assert_cmpuint (one, !=, G_MAXUINT);
  g_assert_cmpuint (two, !=, G_MAXUINT);
  a = render (carc_tile_set_get_type (set, one), 0, theme);
  b = render (carc_tile_set_get_type (set, two), 0, theme);
  s = silhouette_difference (a, b);
  g_test_message ("%s and %s: outlines differ in %.1f %%", carc_tile_set_get_type (set, one)->id,
                  carc_tile_set_get_type (set, two)->id, s * 100);
  g_assert_cmpfloat (s, >, OTHER_SILHOUETTE);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

/* Every tile of the classic set in its four looks, a row a tile, one
 * sheet a theme, in the build's test folder. */
static void
test_contact_sheets (void)
{
  g_autoptr(CarcTileSet) set = load_base ();
  const char *folder = g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR") : ".";
  guint n = carc_tile_set_get_n_types (set);

  for (guint th = 0; th < carc_theme_get_n (); th++)
    {
      const CarcTheme *theme = carc_theme_get (th);
      cairo_surface_t *sheet = cairo_image_surface_create (CAIRO_FORMAT_RGB24, CARC_TILE_VARIANTS * (PX + 4) + 4,
                                                           n * (PX + 4) + 4);
      cairo_t *cr = cairo_create (sheet);
      g_autofree char *name = g_strdup_printf ("contact-sheet-%s.png", theme->id);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_paint (cr);
      for (guint t = 0; t < n; t++)
        for (guint v = 0; v < CARC_TILE_VARIANTS; v++)
          {
            cairo_save (cr);
            cairo_translate (cr, 4 + v * (PX + 4), 4 + t * (PX + 4));
            cairo_scale (cr, PX, PX);
            carc_tile_painter_draw_variant (cr, carc_tile_set_get_type (set, t), 0, v, theme);
            cairo_restore (cr);
          }
      cairo_destroy (cr);
      g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (sheet);
      g_test_message ("wrote %s", path);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_resources_register (carc_ui_get_resource ());
  carc_bundles_register_builtin ();
  g_test_add_func ("/ui/variety/city-tiles", test_city_tiles);
  g_test_add_func ("/ui/variety/copies", test_copies);
  g_test_add_func ("/ui/variety/silhouette-tells", test_silhouette_tells);
  g_test_add_func ("/ui/variety/contact-sheets", test_contact_sheets);
  return g_test_run ();
}
