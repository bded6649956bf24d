/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile art's shores: the hills a spring rises in, and the reeds and
 * lily pads of a lake.  Both are drawn on the board's axes, so the light
 * on the hills comes from the upper left whatever the tile's turn. */
#include "config.h"

#include <math.h>

#include "carc-tile-painter-private.h"

/* The direction, in the tile's own orientation, from a pool at (@cx,
 * @cy) to the nearest edge its water leaves by: the angle to keep open. */
static double
outflow_angle (const CarcSegment *s,
               double             cx,
               double             cy)
{
  guint e = 0;

  while (e < 4 && !(s->edges & (1u << e)))
    e++;
  return atan2 (mid[e & 3][1] - cy, mid[e & 3][0] - cx);
}

/* A mound of grass or snow centred on (@x, @y) on the board: its shade
 * on the ground, a body lit on its upper left and darker on its lower
 * right, with no contour, so that mounds side by side rise as one range
 * of hills, not as a ring of bushes; a stone or two. */
static void
draw_mound (Art    *art,
            double  x,
            double  y,
            double  r)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  cairo_pattern_t *p;

  p = cairo_pattern_create_radial (x + r * 0.3, y + r * 0.25, 0, x + r * 0.3, y + r * 0.25, r * 1.1);
  cairo_pattern_add_color_stop_rgba (p, 0, 0, 0, 0, 0.25);
  cairo_pattern_add_color_stop_rgba (p, 1, 0, 0, 0, 0);
  cairo_set_source (cr, p);
  cairo_arc (cr, x + r * 0.3, y + r * 0.25, r * 1.1, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (p);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1, 0.62);
  p = cairo_pattern_create_radial (-r * 0.4, -r * 0.5, r * 0.05, 0, 0, r);
  /* Its foot melts into the ground round it. */
  cairo_pattern_add_color_stop_rgb (p, 0, t->grass_light.r, t->grass_light.g, t->grass_light.b);
  cairo_pattern_add_color_stop_rgb (p, 0.5, t->grass.r, t->grass.g, t->grass.b);
  cairo_pattern_add_color_stop_rgba (p, 0.82, t->grass_dark.r * 0.85, t->grass_dark.g * 0.85, t->grass_dark.b * 0.85, 0.9);
  cairo_pattern_add_color_stop_rgba (p, 1, t->grass_dark.r, t->grass_dark.g, t->grass_dark.b, 0);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_set_source (cr, p);
  cairo_fill (cr);
  cairo_pattern_destroy (p);
  /* Hatching down the shaded slope, as a map draws a hill. */
  for (gint k = -2; k <= 2; k++)
    {
      double a = 0.75 + k * 0.3;

      cairo_move_to (cr, cos (a) * r * 0.55, sin (a) * r * 0.55);
      cairo_line_to (cr, cos (a) * r * 0.9, sin (a) * r * 0.9);
    }
  cairo_set_source_rgba (cr, t->grass_dark.r * 0.6, t->grass_dark.g * 0.6, t->grass_dark.b * 0.6, 0.3);
  cairo_set_line_width (cr, 0.006);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  cairo_restore (cr);

  for (guint k = 0; k < 2; k++)
    {
      double sx = x + g_rand_double_range (art->layout, -0.5, 0.4) * r;
      double sy = y + g_rand_double_range (art->layout, -0.35, 0.2) * r;

      cairo_save (cr);
      cairo_translate (cr, sx, sy);
      cairo_scale (cr, 1, 0.7);
      cairo_arc (cr, 0, 0, 0.016, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, 0.62, 0.6, 0.56);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.3, 0.28, 0.25);
      cairo_set_line_width (cr, 0.004);
      cairo_stroke (cr);
    }
}

/* The hills behind a spring at (@cx, @cy) (in the tile's orientation),
 * its pool @r wide: a chain of mounds round the side away from where the
 * water flows out, the nearest the largest. */
void
carc_tile_painter_draw_hills (Art               *art,
                              const CarcSegment *s,
                              double             cx,
                              double             cy,
                              double             r)
{
  double away = outflow_angle (s, cx, cy) + G_PI;
  static const double spread[5] = { -1.9, 1.9, -0.9, 0.95, 0 };
  static const double size[5] = { 0.95, 1.0, 1.15, 1.1, 1.2 };

  for (guint k = 0; k < G_N_ELEMENTS (spread); k++)
    {
      double lx = cx + cos (away + spread[k]) * r * 1.9, ly = cy + sin (away + spread[k]) * r * 1.9;
      double bx, by;

      carc_tile_geometry_to_board (art->rotation, lx, ly, &bx, &by);
      /* Kept on the tile: the next tile's land goes on past its edge. */
      draw_mound (art, CLAMP (bx, 0.17, 0.83), CLAMP (by, 0.17, 0.83), MIN (r * size[k], 0.15));
    }
}

/* A clump of reeds standing at (@x, @y) on the board: five blades
 * fanning out and two cattails. */
static void
reed_clump (cairo_t *cr,
            double   x,
            double   y)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (gint blade = -2; blade <= 2; blade++)
    {
      double h = 0.045 + 0.012 * (2 - ABS (blade));

      cairo_move_to (cr, x + blade * 0.006, y);
      cairo_rel_curve_to (cr, blade * 0.002, -h * 0.5, blade * 0.008, -h * 0.8, blade * 0.012, -h);
    }
  cairo_set_source_rgb (cr, 0.22, 0.38, 0.16);
  cairo_set_line_width (cr, 0.0065);
  cairo_stroke (cr);
  for (gint head = -1; head <= 1; head += 2)
    {
      cairo_save (cr);
      cairo_translate (cr, x + head * 0.009, y - 0.05);
      cairo_scale (cr, 0.5, 1);
      cairo_arc (cr, 0, 0, 0.011, 0, 2 * G_PI);
      cairo_restore (cr);
    }
  cairo_set_source_rgb (cr, 0.42, 0.26, 0.14);
  cairo_fill (cr);
}

/* Whether a clump of reeds may stand at (@x, @y) in the tile's own
 * orientation: on open field inside the tile, clear of roads and of the
 * building in the middle. */
static gboolean
reeds_fit (Art    *art,
           double  x,
           double  y)
{
  double bx, by;

  if (x < 0.07 || y < 0.1 || x > 0.93 || y > 0.93)
    return FALSE;
  if (carc_tile_geometry_building (art->type, &bx, &by) && hypot (x - bx, y - by) < 0.3)
    return FALSE;
  return carc_tile_painter_stands_on (art, -1, x, y, 0, 0) && !carc_tile_painter_near_road (art, x, y, 0.07);
}

/* Clumps of reeds along a river's banks, here and there on either side
 * (in the tile's look), where they fit. */
void
carc_tile_painter_draw_river_reeds (Art               *art,
                                    const CarcSegment *s)
{
  cairo_t *cr = art->cr;
  cairo_path_t *path;
  double last_x = 0, last_y = 0, run = 0, next = g_rand_double_range (art->layout, 0.06, 0.2);

  carc_tile_painter_begin_local (art, 0, 0);
  carc_tile_geometry_river_path (cr, art->type, s);
  path = cairo_copy_path_flat (cr);
  cairo_new_path (cr);
  cairo_restore (cr);
  for (gint i = 0; i < path->num_data; i += path->data[i].header.length)
    {
      const cairo_path_data_t *d = &path->data[i];
      double x = d[1].point.x, y = d[1].point.y, step = hypot (x - last_x, y - last_y);

      if (d->header.type == CAIRO_PATH_LINE_TO)
        for (; step > 0 && run + step >= next; next += g_rand_double_range (art->layout, 0.14, 0.28))
          {
            double f = (next - run) / step, side = g_rand_boolean (art->layout) ? 1 : -1;
            double reach = side * (CARC_TILE_RIVER_WIDTH / 2 + 0.05);
            double lx = last_x + f * (x - last_x) - (y - last_y) / step * reach;
            double ly = last_y + f * (y - last_y) + (x - last_x) / step * reach, bx, by;

            if (!reeds_fit (art, lx, ly))
              continue;
            carc_tile_geometry_to_board (art->rotation, lx, ly, &bx, &by);
            reed_clump (cr, bx, by);
          }
      run += d->header.type == CAIRO_PATH_LINE_TO ? step : 0;
      last_x = x;
      last_y = y;
    }
  cairo_path_destroy (path);
}

/* Reeds in clumps round a lake at (@cx, @cy) (in the tile's
 * orientation), @r wide, off where its water flows out, and two lily
 * pads on the water. */
void
carc_tile_painter_draw_reeds (Art               *art,
                              const CarcSegment *s,
                              double             cx,
                              double             cy,
                              double             r)
{
  cairo_t *cr = art->cr;
  double open = s != NULL ? outflow_angle (s, cx, cy) : G_MAXDOUBLE;
  double bx, by;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint k = 0; k < 7; k++)
    {
      double a = k * 2 * G_PI / 7 + g_rand_double_range (art->layout, -0.25, 0.25);
      double lx = cx + cos (a) * r * 0.98, ly = cy + sin (a) * r * 0.98;

      /* Off the water's way out and the roads to the shore. */
      if (fabs (remainder (a - open, 2 * G_PI)) < 0.7 || carc_tile_painter_near_road (art, lx, ly, 0.05))
        continue;
      carc_tile_geometry_to_board (art->rotation, lx, ly, &bx, &by);
      reed_clump (cr, bx, by);
    }
  if (art->theme->snow)
    return;
  /* Lily pads, each with its notch. */
  for (guint k = 0; k < 2; k++)
    {
      double a = g_rand_double_range (art->layout, 0, 2 * G_PI);
      double d = r * g_rand_double_range (art->layout, 0.25, 0.55);

      carc_tile_geometry_to_board (art->rotation, cx + cos (a) * d, cy + sin (a) * d, &bx, &by);
      cairo_move_to (cr, bx, by);
      cairo_arc (cr, bx, by, 0.022, a + 0.35, a + 2 * G_PI - 0.35);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.35, 0.58, 0.25);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.2, 0.38, 0.15);
      cairo_set_line_width (cr, 0.004);
      cairo_stroke (cr);
    }
}
