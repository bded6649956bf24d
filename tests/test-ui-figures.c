/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The figures told apart on the board at the whole board's zoom (issue
 * 39): each kind drawn as the board draws it at 48 and 32 px a tile,
 * binarised by its alpha, must differ from every other kind in its
 * bounding box (at 48 px) and in its silhouette; the big meeple stands 1.4 times the meeple; a
 * goods token is a quarter of a tile wide.  A contact sheet of every
 * figure in every player's colour at 48 and 96 px a tile is written to
 * the build folder, on a light and on a dark ground. */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>

#include "carc-bundle.h"
#include "carc-drawing.h"
#include "carc-figure-painter.h"
#include "carc-new-game-dialog.h"
#include "carc-test-util.h"
#include "carc-tile-painter.h"
#include "carc-ui-resources.h"
#include "carc-words.h"

#define TILE 48
/* How much of two kinds' silhouettes' union, their boxes' centres
 * aligned, must be one's and not the other's. */
#define MIN_DIFFERENCE 0.2

/* A kind as the board draws it: a figure of a module's look (its scale
 * and colour), one of the track's at a meeple's size, or a drawing the
 * board paints @size of a tile wide (the flying machine, the ferry). */
typedef struct
{
  const char *name;
  const char *module;
  const char *drawing;
  double      size;
} Kind;

static const Kind kinds[] = {
  { "meeple", NULL, "meeple", 0 },
  { "big-meeple", "inns-cathedrals", NULL, 0 },
  { "builder", "traders-builders", NULL, 0 },
  { "pig", "traders-builders", NULL, 0 },
  { "mage", "mage-witch", NULL, 0 },
  { "witch", "mage-witch", NULL, 0 },
  { "lady", NULL, "lady", 0 },
  { "robber", NULL, "robber-figure", 0 },
  { "flying-machine", NULL, "flying-machine", 0.3 },
  { "ferry", NULL, "ferry", 0.28 },
};
#define N_KINDS G_N_ELEMENTS (kinds)

static const CarcFigureLook *
look_of (const Kind *kind)
{
  const CarcBundle *bundle = kind->module != NULL ? carc_bundle_lookup (kind->module) : NULL;

  if (bundle == NULL)
    return carc_words_figure_look (NULL, 0);
  for (const CarcFigureLook *l = bundle->figures; l != NULL && l->kind != NULL; l++)
    if (g_str_equal (l->kind, kind->name))
      return l;
  g_assert_not_reached ();
}

/* Draws @kind standing at @x, @y as the board does with tiles of @ts. */
static void
draw_kind (cairo_t       *cr,
           const Kind    *kind,
           double         x,
           double         y,
           double         ts,
           const GdkRGBA *player)
{
  const CarcFigureLook *look = look_of (kind);
  GdkRGBA colour;

  if (kind->size > 0)
    {
      /* A missing drawing leaves an empty silhouette, which fails. */
      carc_drawing_paint (cr, NULL, kind->drawing, NULL, x, y, ts * kind->size);
      return;
    }
  carc_figure_painter_draw_figure (cr, x, y, ts * 0.3 * look->scale,
                                   look->colour != NULL ? carc_figure_painter_colour (look->colour, &colour) : player,
                                   kind->drawing != NULL ? kind->drawing : look->drawing, FALSE);
}

typedef struct
{
  guint8 bits[2 * TILE][2 * TILE];
  gint   x0, y0, x1, y1;  /* the bounding box, x1 and y1 past it */
} Mask;

/* @kind's silhouette at @ts px a tile (up to 48): its pixels at least
 * half opaque (so not the shadow on the ground). */
static void
mask_of (const Kind *kind,
         double      ts,
         Mask       *mask)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 2 * TILE, 2 * TILE);
  cairo_t *cr = cairo_create (surface);
  GdkRGBA blue;
  guint8 *data;
  gint stride;

  gdk_rgba_parse (&blue, carc_player_colours[2]);
  draw_kind (cr, kind, TILE, TILE, ts, &blue);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  mask->x0 = mask->y0 = 2 * TILE;
  mask->x1 = mask->y1 = 0;
  for (gint y = 0; y < 2 * TILE; y++)
    for (gint x = 0; x < 2 * TILE; x++)
      {
        mask->bits[y][x] = data[y * stride + x * 4 + 3] >= 128;  /* alpha, little-endian */
        if (mask->bits[y][x])
          {
            mask->x0 = MIN (mask->x0, x), mask->y0 = MIN (mask->y0, y);
            mask->x1 = MAX (mask->x1, x + 1), mask->y1 = MAX (mask->y1, y + 1);
          }
      }
  cairo_surface_destroy (surface);
  g_assert_cmpint (mask->x1, >, mask->x0);
}

static gboolean
bit (const Mask *m,
     gint        x,
     gint        y)
{
  return x >= 0 && y >= 0 && x < 2 * TILE && y < 2 * TILE && m->bits[y][x];
}

/* The share of the union of @a and @b, their boxes' centres aligned, that
 * is in only one of them. */
static double
difference (const Mask *a,
            const Mask *b)
{
  gint dx = (b->x0 + b->x1) / 2 - (a->x0 + a->x1) / 2, dy = (b->y0 + b->y1) / 2 - (a->y0 + a->y1) / 2;
  guint either = 0, one = 0;

  for (gint y = -2 * TILE; y < 4 * TILE; y++)
    for (gint x = -2 * TILE; x < 4 * TILE; x++)
      {
        gboolean in_a = bit (a, x, y), in_b = bit (b, x + dx, y + dy);

        either += in_a || in_b;
        one += in_a != in_b;
      }
  return (double) one / either;
}

/* The kinds at @ts px a tile: 48, or the smaller late game's zoom. */
static void
told_apart (gconstpointer data)
{
  gint ts = GPOINTER_TO_INT (data);
  static Mask masks[N_KINDS];
  g_autoptr(GString) alike = g_string_new (NULL);
  gint meeple_h, big_h;

  for (guint i = 0; i < N_KINDS; i++)
    {
      mask_of (&kinds[i], ts, &masks[i]);
      g_test_message ("%-15s %2d x %2d px", kinds[i].name, masks[i].x1 - masks[i].x0, masks[i].y1 - masks[i].y0);
    }
  for (guint i = 0; i < N_KINDS; i++)
    for (guint j = i + 1; j < N_KINDS; j++)
      {
        double d = difference (&masks[i], &masks[j]);
        gint dw = ABS ((masks[i].x1 - masks[i].x0) - (masks[j].x1 - masks[j].x0));
        gint dh = ABS ((masks[i].y1 - masks[i].y0) - (masks[j].y1 - masks[j].y0));

        g_test_message ("%s / %s: boxes differ by %d x %d px, silhouettes by %.0f %%", kinds[i].name, kinds[j].name, dw,
                        dh, d * 100);
        /* Below 48 px a box is a few pixels, whose sizes the kinds share:
         * the silhouettes tell them apart there. */
        if ((ts >= TILE && dw + dh < 2) || d < MIN_DIFFERENCE)
          g_string_append_printf (alike, " %s and %s (%d x %d px, %.0f %%);", kinds[i].name, kinds[j].name, dw, dh,
                                  d * 100);
      }
  if (alike->len > 0)
    g_test_fail_printf ("alike at %d px a tile:%s", ts, alike->str);
  meeple_h = masks[0].y1 - masks[0].y0;
  big_h = masks[1].y1 - masks[1].y0;
  g_test_message ("big meeple %d px, meeple %d px: %.2f", big_h, meeple_h, (double) big_h / meeple_h);
  if (fabs ((double) big_h / meeple_h - 1.4) > 0.05)
    g_test_fail_printf ("the big meeple is %.2f times the meeple's height, not 1.4", (double) big_h / meeple_h);
}

static void
test_goods_width (void)
{
  static const char *const goods[] = { "wine", "grain", "cloth" };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tile_set_load_builtin ("traders-builders", &error);

  g_assert_no_error (error);
  for (guint g = 0; g < G_N_ELEMENTS (goods); g++)
    {
      double size = carc_tile_painter_mark_size (carc_mark_get (carc_mark_lookup (goods[g])));
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, TILE, TILE);
      cairo_t *cr = cairo_create (surface);
      gint x0 = TILE, x1 = 0;

      g_assert_true (carc_drawing_paint (cr, NULL, goods[g], NULL, TILE / 2.0, TILE / 2.0, TILE * size));
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      for (gint y = 0; y < TILE; y++)
        for (gint x = 0; x < TILE; x++)
          if (cairo_image_surface_get_data (surface)[y * cairo_image_surface_get_stride (surface) + x * 4 + 3] >= 128)
            x0 = MIN (x0, x), x1 = MAX (x1, x + 1);
      cairo_surface_destroy (surface);
      g_test_message ("%s: %d px of %d", goods[g], x1 - x0, TILE);
      if (x1 - x0 < TILE / 4)
        g_test_fail_printf ("%s is %d px wide on a tile of %d px, less than a quarter", goods[g], x1 - x0, TILE);
    }
}

/* Every kind in every player's colour, one row a colour, on a ground of
 * @ground: at @ts px a tile. */
static void
draw_sheet (cairo_t    *cr,
            double      ts,
            double      top,
            const char *ground)
{
  GdkRGBA bg;

  gdk_rgba_parse (&bg, ground);
  gdk_cairo_set_source_rgba (cr, &bg);
  cairo_rectangle (cr, 0, top, N_KINDS * ts, CARC_MAX_PLAYERS * ts);
  cairo_fill (cr);
  for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
    for (guint k = 0; k < N_KINDS; k++)
      {
        GdkRGBA colour;

        gdk_rgba_parse (&colour, carc_player_colours[p]);
        draw_kind (cr, &kinds[k], (k + 0.5) * ts, top + (p + 0.5) * ts, ts, &colour);
      }
}

static void
test_contact_sheet (void)
{
  double width = N_KINDS * 96, height = 2 * CARC_MAX_PLAYERS * (48 + 96);
  cairo_surface_t *sheet = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (sheet);
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            "figures.png", NULL);
  double top = 0;

  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  /* A field's green in the light style, the dark style's board. */
  for (guint g = 0; g < 2; g++)
    for (guint s = 0; s < 2; s++)
      {
        double ts = s == 0 ? 48 : 96;

        draw_sheet (cr, ts, top, g == 0 ? "#a8c46a" : "#2e3436");
        top += CARC_MAX_PLAYERS * ts;
      }
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (sheet);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_resources_register (carc_ui_get_resource ());
  carc_bundles_register_builtin ();
  g_test_add_func ("/figures/contact-sheet", test_contact_sheet);
  g_test_add_data_func ("/figures/told-apart/48", GINT_TO_POINTER (48), told_apart);
  g_test_add_data_func ("/figures/told-apart/32", GINT_TO_POINTER (32), told_apart);
  g_test_add_func ("/figures/goods-width", test_goods_width);
  return g_test_run ();
}
