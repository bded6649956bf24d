/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The table the board lies on: wooden planks or a parchment map, frosted
 * or misty as the theme says.  It is drawn once into a piece
 * CARC_TABLE_ASPECT times as wide as high that repeats with no seam
 * (every stroke wraps round its edges), and the board lays that piece
 * under the tiles, panned and zoomed with them.  Wide, because planks run
 * across: a short piece repeats their grain for all to see. */

#include "config.h"

#include <math.h>

#include "carc-table-painter.h"

static void
set_colour (cairo_t             *cr,
            const CarcArtColour *c,
            double               shade,
            double               alpha)
{
  cairo_set_source_rgba (cr, CLAMP (c->r * shade, 0, 1), CLAMP (c->g * shade, 0, 1),
                         CLAMP (c->b * shade, 0, 1), alpha);
}

#define W CARC_TABLE_ASPECT

/* A soft patch at (@x, @y), drawn again across each edge it crosses. */
static void
patch (cairo_t *cr,
       double   x,
       double   y,
       double   r,
       double   red,
       double   green,
       double   blue,
       double   alpha)
{
  for (gint dy = -1; dy <= 1; dy++)
    for (gint dx = -1; dx <= 1; dx++)
      {
        double cx = x + dx * W, cy = y + dy;
        cairo_pattern_t *p;

        if (cx + r < 0 || cx - r > W || cy + r < 0 || cy - r > 1)
          continue;
        p = cairo_pattern_create_radial (cx, cy, 0, cx, cy, r);
        cairo_pattern_add_color_stop_rgba (p, 0, red, green, blue, alpha);
        cairo_pattern_add_color_stop_rgba (p, 1, red, green, blue, 0);
        cairo_set_source (cr, p);
        cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
        cairo_fill (cr);
        cairo_pattern_destroy (p);
      }
}

/* Planks, five to the piece's height so that their joints never follow
 * the rows of tiles, each its own shade and butted end to end at places
 * of its own; the grain waves a whole number of times across, so that it
 * meets itself over the edge. */
#define PLANKS 5

static void
wood (cairo_t         *cr,
      GRand           *rand,
      const CarcTheme *t)
{
  const double h = 1.0 / PLANKS;

  for (guint p = 0; p < PLANKS; p++)
    {
      double y0 = p * h;

      cairo_rectangle (cr, 0, y0, W, h);
      /* Calm: the board is what catches the eye, and the table shows
       * between its tiles. */
      set_colour (cr, &t->table, g_rand_double_range (rand, 0.92, 1.07), 1);
      cairo_fill (cr);
      cairo_set_line_width (cr, 0.0025);
      for (guint g = 0; g < 9 * W; g++)
        {
          double y = y0 + 0.01 + (h - 0.02) * g_rand_double (rand);
          double amp = g_rand_double_range (rand, 0.002, 0.007), phase = g_rand_double (rand) * 2 * G_PI;
          guint waves = W + g_rand_int_range (rand, 0, 2 * W + 1);

          for (guint s = 0; s <= 24 * W; s++)
            {
              double x = s / 24.0;
              double yy = y + amp * sin (2 * G_PI * waves * x / W + phase);

              if (s == 0)
                cairo_move_to (cr, x, yy);
              else
                cairo_line_to (cr, x, yy);
            }
          set_colour (cr, &t->table, g & 1 ? 0.72 : 1.25, 0.2);
          cairo_stroke (cr);
        }
      /* A knot now and then. */
      for (guint k = 0; k < W; k++)
        {
          double kx = k + 0.1 + 0.8 * g_rand_double (rand), ky = y0 + h * (0.3 + 0.4 * g_rand_double (rand));

          if (g_rand_boolean (rand))
            continue;

          cairo_save (cr);
          cairo_translate (cr, kx, ky);
          cairo_scale (cr, 2.2, 1);
          for (guint r = 1; r <= 3; r++)
            {
              cairo_new_sub_path (cr);
              cairo_arc (cr, 0, 0, 0.005 * r, 0, 2 * G_PI);
            }
          cairo_restore (cr);
          set_colour (cr, &t->table, 0.6, 0.45);
          cairo_set_line_width (cr, 0.002);
          cairo_stroke (cr);
        }
      /* The butt joints, a plank's length apart give or take, and the gap
       * under the plank with its lit lip. */
      for (guint k = 0; k < W; k++)
        cairo_rectangle (cr, k + 0.15 + 0.7 * g_rand_double (rand) - 0.0015, y0, 0.003, h);
      cairo_rectangle (cr, 0, y0 + h - 0.003, W, 0.003);
      set_colour (cr, &t->table, 0.5, 0.7);
      cairo_fill (cr);
      cairo_rectangle (cr, 0, y0, W, 0.002);
      set_colour (cr, &t->table, 1.3, 0.35);
      cairo_fill (cr);
    }
}

/* Old paper: darker and lighter stains, and nothing drawn on it (the
 * lines of a coast or a graticule read as the board's marks, or as
 * blots where a tile may go). */
static void
parchment (cairo_t         *cr,
           GRand           *rand,
           const CarcTheme *t)
{
  cairo_rectangle (cr, 0, 0, W, 1);
  set_colour (cr, &t->table, 1, 1);
  cairo_fill (cr);
  for (guint k = 0; k < 8 * W; k++)
    patch (cr, W * g_rand_double (rand), g_rand_double (rand), g_rand_double_range (rand, 0.08, 0.25),
           t->table.r * 0.6, t->table.g * 0.55, t->table.b * 0.45, 0.3);
  for (guint k = 0; k < 4 * W; k++)
    patch (cr, W * g_rand_double (rand), g_rand_double (rand), g_rand_double_range (rand, 0.1, 0.3),
           MIN (t->table.r * 1.2, 1), MIN (t->table.g * 1.2, 1), MIN (t->table.b * 1.2, 1), 0.35);
}

void
carc_table_painter_draw (cairo_t         *cr,
                         const CarcTheme *theme)
{
  GRand *rand = g_rand_new_with_seed (0x7ab1e);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, W, 1);
  cairo_clip (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (theme->table_kind == CARC_TABLE_WOOD || theme->table_kind == CARC_TABLE_FROSTED_WOOD)
    wood (cr, rand, theme);
  else
    parchment (cr, rand, theme);
  if (theme->table_kind == CARC_TABLE_FROSTED_WOOD)
    {
      /* A cold veil over the wood (patches of frost, or specks of
       * rime, read as dirt from afar). */
      cairo_set_source_rgba (cr, 0.86, 0.91, 1.0, 0.07);
      cairo_paint (cr);
    }
  /* Wisps of mist, faint: strong, they blur the table as if out of
   * focus. */
  if (theme->table_kind == CARC_TABLE_MISTY_MAP)
    for (guint k = 0; k < 4 * W; k++)
      patch (cr, W * g_rand_double (rand), g_rand_double (rand), g_rand_double_range (rand, 0.12, 0.28),
             theme->fog.r, theme->fog.g, theme->fog.b, 0.1);
  cairo_restore (cr);
  g_rand_free (rand);
}
