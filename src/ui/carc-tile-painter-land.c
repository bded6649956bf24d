/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The land under every tile: grass, flowers and tufts, or snow with its
 * drifts and blue shadows.  It is painted in the board's coordinates
 * with a period of one tile, the same on every tile whatever its type and
 * turn, so the ground runs on across every border with no seam while the
 * tile textures stay cached per type and turn.  Each touch that crosses a
 * border is drawn again one tile over, where it goes on in the
 * neighbour.
 *
 * All tiles share it, so it is rendered once per theme and size and
 * copied under each tile when the tile is drawn on whole device pixels;
 * otherwise (a turned preview) it is painted again.  Cities' paving
 * and towns (carc-tile-painter-town.c) are shared the same way. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-tile-painter-private.h"

/* Not the tile's seed: the land and the fog are every tile's. */
#define LAND_SEED 0x1a4du
#define FOG_SEED 0xf09u
#define DIRT_SEED 0xd127u

/* The places a touch of reach @r at (@x, @y) shows on a square of
 * @period tiles: itself and its copies a period over, in @at; returns
 * how many. */
static guint
copies_over (double x,
             double y,
             double r,
             double period,
             double at[9][2])
{
  guint n = 0;

  for (gint dy = -1; dy <= 1; dy++)
    for (gint dx = -1; dx <= 1; dx++)
      if (x + dx * period + r > 0 && x + dx * period - r < period && y + dy * period + r > 0
          && y + dy * period - r < period)
        {
          at[n][0] = x + dx * period;
          at[n][1] = y + dy * period;
          n++;
        }
  return n;
}

/* The same on the unit square, a tile's period. */
static guint
copies (double x,
        double y,
        double r,
        double at[9][2])
{
  return copies_over (x, y, r, 1, at);
}

/* A soft round patch of @c, @alpha at its heart, with its copies a
 * @period over. */
static void
patch_over (cairo_t             *cr,
            double               period,
            double               x,
            double               y,
            double               r,
            const CarcArtColour *c,
            double               alpha)
{
  double at[9][2];
  guint m = copies_over (x, y, r, period, at);

  for (guint i = 0; i < m; i++)
    {
      cairo_pattern_t *p = cairo_pattern_create_radial (at[i][0], at[i][1], 0, at[i][0], at[i][1], r);

      cairo_pattern_add_color_stop_rgba (p, 0, c->r, c->g, c->b, alpha);
      cairo_pattern_add_color_stop_rgba (p, 1, c->r, c->g, c->b, 0);
      cairo_set_source (cr, p);
      cairo_arc (cr, at[i][0], at[i][1], r, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_pattern_destroy (p);
    }
}

void
carc_tile_painter_patch (cairo_t             *cr,
                         double               x,
                         double               y,
                         double               r,
                         const CarcArtColour *c,
                         double               alpha)
{
  patch_over (cr, 1, x, y, r, c, alpha);
}

/* A soft wisp of @c, @alpha along its middle, @r high and WISP_LONG
 * times as long, turned by @angle, with its copies a fog's period over. */
#define WISP_LONG 2.4

static void
wisp (cairo_t             *cr,
      double               x,
      double               y,
      double               r,
      double               angle,
      const CarcArtColour *c,
      double               alpha)
{
  double at[9][2];
  guint m = copies_over (x, y, 4 * r, CARC_TILE_FOG_PERIOD, at);

  for (guint i = 0; i < m; i++)
    {
      cairo_pattern_t *p;

      cairo_save (cr);
      cairo_translate (cr, at[i][0], at[i][1]);
      cairo_rotate (cr, angle);
      cairo_scale (cr, WISP_LONG * r, r);
      p = cairo_pattern_create_radial (0, 0, 0, 0, 0, 1);
      cairo_pattern_add_color_stop_rgba (p, 0, c->r, c->g, c->b, alpha);
      cairo_pattern_add_color_stop_rgba (p, 1, c->r, c->g, c->b, 0);
      cairo_set_source (cr, p);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_pattern_destroy (p);
      cairo_restore (cr);
    }
}

/* Soft round patches of @c, @alpha at their heart. */
static void
patches (cairo_t             *cr,
         GRand               *rand,
         guint                n,
         double               r_min,
         double               r_max,
         const CarcArtColour *c,
         double               alpha)
{
  for (guint k = 0; k < n; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand);

      carc_tile_painter_patch (cr, x, y, g_rand_double_range (rand, r_min, r_max), c, alpha);
    }
}

/* The fog, over CARC_TILE_FOG_PERIOD tiles each way: its colour, not
 * quite hiding the land, and billows piled on it, each lighter than the
 * fog with its shade to the lower right, lit from the upper left as all
 * else.  It repeats every two tiles, not every tile, so that a bank of
 * fog over many tiles is not a quilt of the same square; fog running on
 * into the next tile goes on without a seam. */
void
carc_tile_painter_paint_fog (cairo_t         *cr,
                             const CarcTheme *t)
{
  const double period = CARC_TILE_FOG_PERIOD;
  GRand *rand = g_rand_new_with_seed (FOG_SEED);
  CarcArtColour light = { MIN (t->fog.r * 1.08, 1), MIN (t->fog.g * 1.08, 1), MIN (t->fog.b * 1.06, 1) };

  carc_tile_painter_set_colour (cr, &t->fog, CARC_TILE_FOG_ALPHA);
  cairo_paint (cr);
  for (guint k = 0; k < 22 * period * period; k++)
    {
      double x = period * g_rand_double (rand), y = period * g_rand_double (rand);
      double r = g_rand_double_range (rand, 0.12, 0.26);

      patch_over (cr, period, x + 0.3 * r, y + 0.35 * r, r * 1.1, &t->fog_edge, 0.26);
      patch_over (cr, period, x, y, r, &light, 0.6);
    }
  /* Wisps drifting across, as mist lies over a field: few, each turned
   * its own way (many, all level, read as a smear). */
  for (guint k = 0; k < 6 * period * period; k++)
    {
      double x = period * g_rand_double (rand), y = period * g_rand_double (rand);
      double r = g_rand_double_range (rand, 0.05, 0.09), angle = g_rand_double_range (rand, -0.6, 0.6);

      wisp (cr, x, y, r, angle, &light, 0.4);
    }
  g_rand_free (rand);
}

/* Tufts of grass: two or three blades fanning from one root, in the
 * ground's light and dark. */
static void
tufts (cairo_t         *cr,
       GRand           *rand,
       const CarcTheme *t,
       guint            n)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.0065);
  for (guint k = 0; k < n; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand);
      double h = g_rand_double_range (rand, 0.018, 0.034);
      guint blades = 2 + g_rand_int_range (rand, 0, 2);
      double at[9][2];
      guint m = copies (x, y, 0.04, at);

      for (guint i = 0; i < m; i++)
        for (guint b = 0; b < blades; b++)
          {
            double lean = (b - (blades - 1) / 2.0) * 0.011;

            cairo_move_to (cr, at[i][0], at[i][1]);
            cairo_curve_to (cr, at[i][0], at[i][1] - h / 2, at[i][0] + lean, at[i][1] - h * 0.8,
                            at[i][0] + lean * 1.4, at[i][1] - h);
          }
      carc_tile_painter_set_colour (cr, k % 3 == 0 ? &t->grass_light : &t->grass_dark, k % 3 == 0 ? 0.7 : 0.55);
      cairo_stroke (cr);
    }
}

/* The path of a short straight stroke @len long through (@x, @y) at
 * @angle, with its copies one tile over. */
static void
dash_path (cairo_t *cr,
           double   x,
           double   y,
           double   len,
           double   angle)
{
  double at[9][2];
  guint m = copies (x, y, len, at);

  for (guint i = 0; i < m; i++)
    {
      cairo_move_to (cr, at[i][0] - cos (angle) * len / 2, at[i][1] - sin (angle) * len / 2);
      cairo_rel_line_to (cr, cos (angle) * len, sin (angle) * len);
    }
}

/* Brush dabs: short, soft-ended strokes of the grass's light, dark and a
 * sunburnt tone, laid every way, so that the ground reads as painted
 * rather than filled. */
static void
dabs (cairo_t         *cr,
      GRand           *rand,
      const CarcTheme *t,
      guint            n)
{
  const CarcArtColour sun = { 0.5 * t->grass_light.r + 0.5 * 0.80, 0.5 * t->grass_light.g + 0.5 * 0.78,
                              0.5 * t->grass_light.b + 0.5 * 0.40 };
  const CarcArtColour *tones[3] = { &t->grass_dark, &t->grass_light, &sun };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint k = 0; k < n; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand);
      double len = g_rand_double_range (rand, 0.02, 0.05), angle = g_rand_double_range (rand, -0.7, 0.7);
      double w = g_rand_double_range (rand, 0.008, 0.016);
      guint tone = g_rand_int_range (rand, 0, 3);
      double alpha = g_rand_double_range (rand, 0.1, 0.2);

      dash_path (cr, x, y, len, angle);
      cairo_set_line_width (cr, w);
      carc_tile_painter_set_colour (cr, tones[tone], alpha);
      cairo_stroke (cr);
    }
}

/* Little clusters of flowers, as many as the theme has (none in snow). */
static void
flowers (cairo_t         *cr,
         GRand           *rand,
         const CarcTheme *t)
{
  static const CarcArtColour petals[] = {
    { 0.98, 0.97, 0.92 }, { 0.98, 0.86, 0.30 }, { 0.86, 0.32, 0.36 }, { 0.66, 0.52, 0.86 },
  };
  guint n = (guint) (14 * t->flowers);

  for (guint k = 0; k < n; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand);
      const CarcArtColour *c = &petals[g_rand_int_range (rand, 0, G_N_ELEMENTS (petals))];
      guint dots = 3 + g_rand_int_range (rand, 0, 4);
      double at[9][2];
      guint m = copies (x, y, 0.05, at);

      for (guint d = 0; d < dots; d++)
        {
          double ox = g_rand_double_range (rand, -0.035, 0.035), oy = g_rand_double_range (rand, -0.025, 0.025);

          for (guint i = 0; i < m; i++)
            {
              cairo_new_sub_path (cr);
              cairo_arc (cr, at[i][0] + ox, at[i][1] + oy, 0.0062, 0, 2 * G_PI);
            }
        }
      carc_tile_painter_set_colour (cr, c, 0.9 * MIN (t->flowers * 1.6, 1));
      cairo_fill (cr);
    }
}

/* Drifts: long low banks of snow, lit on top with their blue shade under
 * them, and dry stalks poking through. */
static void
drifts (cairo_t         *cr,
        GRand           *rand,
        const CarcTheme *t)
{
  for (guint k = 0; k < 12; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand);
      double w = g_rand_double_range (rand, 0.14, 0.3), h = w * g_rand_double_range (rand, 0.12, 0.2);
      double at[9][2];
      guint m = copies (x, y, w / 2 + 0.01, at);

      for (guint i = 0; i < m; i++)
        {
          double cx = at[i][0], cy = at[i][1];

          /* The shade on the lee side, then the lit crest over it. */
          cairo_move_to (cr, cx - w / 2, cy);
          cairo_curve_to (cr, cx - w / 4, cy - h, cx + w / 4, cy - h, cx + w / 2, cy);
          cairo_curve_to (cr, cx + w / 4, cy + h * 0.9, cx - w / 4, cy + h * 0.9, cx - w / 2, cy);
          carc_tile_painter_set_colour (cr, &t->grass_dark, 0.6);
          cairo_fill (cr);
          cairo_move_to (cr, cx - w / 2, cy);
          cairo_curve_to (cr, cx - w / 4, cy - h, cx + w / 4, cy - h, cx + w / 2, cy);
          cairo_curve_to (cr, cx + w / 4, cy - h * 0.2, cx - w / 4, cy - h * 0.2, cx - w / 2, cy);
          carc_tile_painter_set_colour (cr, &t->grass_light, 0.95);
          cairo_fill (cr);
        }
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.006);
  for (guint k = 0; k < 40; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand);
      double lean = g_rand_double_range (rand, -0.012, 0.012);
      double at[9][2];
      guint m = copies (x, y, 0.03, at);

      for (guint i = 0; i < m; i++)
        {
          cairo_move_to (cr, at[i][0], at[i][1]);
          cairo_line_to (cr, at[i][0] + lean, at[i][1] - 0.022);
        }
      carc_tile_painter_set_colour (cr, &t->road_edge, 0.45);
      cairo_stroke (cr);
    }
  for (guint k = 0; k < 60; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand);

      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, 0.0045, 0, 2 * G_PI);
    }
  carc_tile_painter_set_colour (cr, &t->grass_light, 1);
  cairo_fill (cr);
}

static void
paint_land (cairo_t         *cr,
            const CarcTheme *t)
{
  GRand *rand = g_rand_new_with_seed (LAND_SEED);

  cairo_rectangle (cr, 0, 0, 1, 1);
  carc_tile_painter_set_colour (cr, &t->grass, 1);
  cairo_fill (cr);
  if (t->snow)
    {
      /* Blue shadows and bright patches, so that the snow has a shape. */
      patches (cr, rand, 6, 0.2, 0.4, &t->grass_dark, 0.52);
      patches (cr, rand, 5, 0.15, 0.3, &t->grass_light, 0.8);
      drifts (cr, rand, t);
    }
  else
    {
      patches (cr, rand, 6, 0.22, 0.42, &t->grass_light, 0.4);
      patches (cr, rand, 6, 0.18, 0.36, &t->grass_dark, 0.4);
      patches (cr, rand, 14, 0.04, 0.08, &t->grass_dark, 0.3);
      dabs (cr, rand, t, 420);
      tufts (cr, rand, t, 150);
      flowers (cr, rand, t);
    }
  g_rand_free (rand);
}

/* The roads' beaten earth, over the unit square: the road's colour, worn
 * darker and lighter in soft patches, with grit and small stones lit
 * from the upper left.  Shared as the land is, so a road's surface runs
 * on into the next tile. */
static void
paint_dirt (cairo_t         *cr,
            const CarcTheme *t)
{
  GRand *rand = g_rand_new_with_seed (DIRT_SEED);
  const CarcArtColour light = { MIN (t->road.r * 1.05, 1), MIN (t->road.g * 1.05, 1), MIN (t->road.b * 1.06, 1) };

  carc_tile_painter_set_colour (cr, &t->road, 1);
  cairo_paint (cr);
  patches (cr, rand, 40, 0.03, 0.09, &t->road_edge, t->snow ? 0.22 : 0.15);
  patches (cr, rand, 10, 0.05, 0.12, &light, 0.8);
  /* Scuffs of darker earth, every way. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint k = 0; k < 90; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand), a = g_rand_double_range (rand, 0, G_PI);
      double len = g_rand_double_range (rand, 0.015, 0.04);

      dash_path (cr, x, y, len, a);
      cairo_set_line_width (cr, g_rand_double_range (rand, 0.005, 0.01));
      carc_tile_painter_set_colour (cr, k % 3 ? &t->road_edge : &light, k % 3 ? 0.16 : 0.6);
      cairo_stroke (cr);
    }
  for (guint k = 0; k < 160; k++)
    {
      double x = g_rand_double (rand), y = g_rand_double (rand), r = g_rand_double_range (rand, 0.003, 0.007);
      double at[9][2];
      guint m = copies (x, y, r + 0.003, at);

      for (guint i = 0; i < m; i++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, at[i][0] + 0.0025, at[i][1] + 0.0025, r, 0, 2 * G_PI);
        }
      carc_tile_painter_set_colour (cr, &t->road_edge, 0.35);
      cairo_fill (cr);
      for (guint i = 0; i < m; i++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, at[i][0], at[i][1], r, 0, 2 * G_PI);
        }
      carc_tile_painter_set_colour (cr, k % 2 ? &light : &t->road, 1);
      cairo_fill (cr);
    }
  g_rand_free (rand);
}

/* Whether the parcels' rectangle, @w × @h, centred at (@x, @y) on the
 * board and turned by @angle, lies on open field: no road, city, water or
 * building under it or next to it. */
static gboolean
parcels_fit (Art    *art,
             double  x,
             double  y,
             double  w,
             double  h,
             double  angle)
{
  double bx, by;

  if (carc_tile_geometry_building (art->type, &bx, &by) && hypot (x - bx, y - by) < 0.36)
    return FALSE;
  for (guint i = 0; i <= 6; i++)
    for (guint j = 0; j <= 4; j++)
      {
        double u = (i / 6.0 - 0.5) * w, v = (j / 4.0 - 0.5) * h, lx, ly;
        double px = x + u * cos (angle) - v * sin (angle), py = y + u * sin (angle) + v * cos (angle);

        if (px < 0.06 || py < 0.06 || px > 0.94 || py > 0.94)
          return FALSE;
        carc_tile_geometry_to_local (art->rotation, px, py, &lx, &ly);
        if (!carc_tile_painter_stands_on (art, -1, lx, ly, 0, 1))
          return FALSE;
      }
  return TRUE;
}

/* Tilled parcels, one or two side by side, turned a little, where the
 * tile has open field for them: furrowed rows of wheat or of green
 * crops, each behind a hedge of bushes.  Their colours stay
 * near the grass's own, so a field still reads as a field. */
static void
draw_parcels (Art   *art,
              GRand *rand)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  /* Ripe grain, in the light of the theme's grass. */
  const CarcArtColour wheat = { 0.6 * 0.86 + 0.4 * t->grass_light.r, 0.6 * 0.80 + 0.4 * t->grass_light.g,
                                0.6 * 0.40 + 0.4 * t->grass_light.b };
  double w = g_rand_double_range (rand, 0.24, 0.34), h = g_rand_double_range (rand, 0.18, 0.26);
  gint n = g_rand_int_range (rand, 1, 3);
  double x = 0, y = 0, angle = 0;
  guint tries;

  for (tries = 0; tries < 12; tries++)
    {
      x = g_rand_double_range (rand, 0.15, 0.85);
      y = g_rand_double_range (rand, 0.15, 0.85);
      angle = g_rand_double_range (rand, -0.35, 0.35);
      if (parcels_fit (art, x, y, n * w + 0.03, h + 0.03, angle))
        break;
      if (n > 1 && parcels_fit (art, x, y, w + 0.03, h + 0.03, angle))
        {
          n = 1;
          break;
        }
    }
  if (tries == 12)
    return;
  memcpy (art->parcels, (double[5]) { x, y, n * w, h, angle }, sizeof art->parcels);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_translate (cr, -n * w / 2, -h / 2);
  for (gint k = 0; k < n; k++)
    {
      gboolean grain = g_rand_boolean (rand);
      double x0 = k * w;

      cairo_rectangle (cr, x0, 0, w, h);
      if (grain)
        carc_tile_painter_set_colour (cr, &wheat, 0.6);
      else
        carc_tile_painter_set_colour (cr, &t->grass_light, 0.5);
      cairo_fill (cr);
      /* Furrows: each row's shaded side, then its lit crest. */
      for (double f = 0.014; f < h - 0.006; f += 0.022)
        {
          cairo_move_to (cr, x0 + 0.012, f);
          cairo_line_to (cr, x0 + w - 0.012, f);
        }
      carc_tile_painter_set_colour (cr, &t->grass_dark, grain ? 0.5 : 0.6);
      cairo_set_line_width (cr, 0.008);
      cairo_stroke (cr);
      for (double f = 0.006; f < h - 0.006; f += 0.022)
        {
          cairo_move_to (cr, x0 + 0.012, f);
          cairo_line_to (cr, x0 + w - 0.012, f);
        }
      carc_tile_painter_set_colour (cr, grain ? &wheat : &t->grass_light, 0.7);
      cairo_set_line_width (cr, 0.005);
      cairo_stroke (cr);
    }
  /* The hedges round them and between them: a row of bushes, each lit
   * on its upper left. */
  for (guint pass = 0; pass < 2; pass++)
    {
      double dash[2] = { 0, 0.026 };

      cairo_save (cr);
      if (pass == 1)
        cairo_translate (cr, -0.003, -0.003);
      cairo_rectangle (cr, 0, 0, n * w, h);
      for (gint k = 1; k < n; k++)
        {
          cairo_move_to (cr, k * w, 0);
          cairo_line_to (cr, k * w, h);
        }
      cairo_restore (cr);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, pass == 0 ? 0.024 : 0.012);
      if (pass == 0)
        cairo_set_source_rgba (cr, t->grass_dark.r * 0.75, t->grass_dark.g * 0.78, t->grass_dark.b * 0.75, 0.9);
      else
        carc_tile_painter_set_colour (cr, &t->grass, 0.8);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_restore (cr);
}

/* Whether (@x, @y) on the board lies within @reach of the tile's parcels. */
gboolean
carc_tile_painter_on_parcels (Art    *art,
                              double  x,
                              double  y,
                              double  reach)
{
  const double *p = art->parcels;
  double u = (x - p[0]) * cos (p[4]) + (y - p[1]) * sin (p[4]);
  double v = -(x - p[0]) * sin (p[4]) + (y - p[1]) * cos (p[4]);

  return p[2] > 0 && fabs (u) < p[2] / 2 + reach && fabs (v) < p[3] / 2 + reach;
}

/* What makes one tile's land its own, so that the same ground does not
 * show in every square: a few soft patches and tufts, and in summer a
 * clump of flowers, seeded by the tile, all kept clear of its edges so
 * that its borders stay the shared land's. */
void
carc_tile_painter_draw_land_marks (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  GRand *rand = g_rand_new_with_seed (art->layout_seed ^ LAND_SEED);

  /* Meadows in sun and in the shade of clouds, broad and soft. */
  for (guint k = 0; k < 5; k++)
    {
      double r = g_rand_double_range (rand, 0.14, 0.3);
      double x = g_rand_double_range (rand, r, 1 - r), y = g_rand_double_range (rand, r, 1 - r);
      const CarcArtColour *c = k & 1 ? &t->grass_light : &t->grass_dark;
      cairo_pattern_t *p = cairo_pattern_create_radial (x, y, 0, x, y, r);

      cairo_pattern_add_color_stop_rgba (p, 0, c->r, c->g, c->b, t->snow ? 0.5 : 0.42);
      cairo_pattern_add_color_stop_rgba (p, 1, c->r, c->g, c->b, 0);
      cairo_set_source (cr, p);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_pattern_destroy (p);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.0065);
  for (guint k = 0; k < 24; k++)
    {
      double x = g_rand_double_range (rand, 0.08, 0.92), y = g_rand_double_range (rand, 0.1, 0.92);

      cairo_move_to (cr, x, y);
      cairo_rel_curve_to (cr, 0, -0.012, -0.006, -0.02, -0.01, -0.026);
      cairo_move_to (cr, x, y);
      cairo_rel_curve_to (cr, 0, -0.012, 0.006, -0.02, 0.01, -0.026);
      carc_tile_painter_set_colour (cr, t->snow ? &t->road_edge : &t->grass_dark, t->snow ? 0.35 : 0.5);
      cairo_stroke (cr);
    }
  /* Under snow a parcel's hedge would be all that shows of it. */
  if (!t->snow && g_rand_int_range (rand, 0, 4) != 0)
    draw_parcels (art, rand);
  if (t->flowers > 0 && g_rand_boolean (rand))
    {
      double x = g_rand_double_range (rand, 0.15, 0.85), y = g_rand_double_range (rand, 0.15, 0.85);

      for (guint d = 0; d < 7; d++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x + g_rand_double_range (rand, -0.05, 0.05), y + g_rand_double_range (rand, -0.035, 0.035),
                     0.0065, 0, 2 * G_PI);
        }
      cairo_set_source_rgba (cr, 0.98, 0.9, 0.45, 0.9 * MIN (t->flowers * 1.6, 1));
      cairo_fill (cr);
    }
  g_rand_free (rand);
}

/* The land, the paving and the town at the last few sizes: the board's tiles, the
 * tile in hand and the help's pictures are drawn at sizes of their own,
 * turn about. */
#define CACHED 12

typedef void (*PaintLayer) (cairo_t         *cr,
                            const CarcTheme *theme);

/* A layer every tile shares: how to paint it, and how many tiles its
 * pattern spans each way before it repeats (the town two, so that a
 * great city is not one block of houses over and over; a tile shows
 * the quarter its look says). */
typedef struct
{
  PaintLayer paint;
  gint       period;
} Layer;

/* Light over the land, two tiles each way: broad sunlit stretches and
 * the shade of passing clouds, so that the land of one tile is not the
 * same as its neighbour's (each shows the quarter its look says). */
#define LIGHT_PERIOD 2
#define LIGHT_SEED 0x119u

static void
paint_light (cairo_t         *cr,
             const CarcTheme *t)
{
  GRand *rand = g_rand_new_with_seed (LIGHT_SEED);

  /* Away from the snow, meadows going ochre where the grass is dry and
   * olive where it is rank, so that the fields are not one green. */
  static const CarcArtColour dry = { 0.74, 0.68, 0.36 }, rank = { 0.38, 0.46, 0.20 };
  guint n = t->snow ? 14 : 22;

  for (guint k = 0; k < n; k++)
    {
      double x = LIGHT_PERIOD * g_rand_double (rand), y = LIGHT_PERIOD * g_rand_double (rand);
      double r = g_rand_double_range (rand, 0.35, 0.8);
      const CarcArtColour *c = k >= 14 ? (k % 2 ? &rank : &dry) : k % 2 ? &t->grass_dark : &t->grass_light;
      double alpha = k >= 14 ? 0.28 : k % 2 ? 0.38 : 0.42;

      for (gint dy = -1; dy <= 1; dy++)
        for (gint dx = -1; dx <= 1; dx++)
          {
            double cx = x + dx * LIGHT_PERIOD, cy = y + dy * LIGHT_PERIOD;
            cairo_pattern_t *p;

            if (cx + r < 0 || cx - r > LIGHT_PERIOD || cy + r < 0 || cy - r > LIGHT_PERIOD)
              continue;
            p = cairo_pattern_create_radial (cx, cy, 0, cx, cy, r);
            cairo_pattern_add_color_stop_rgba (p, 0, c->r, c->g, c->b, alpha);
            cairo_pattern_add_color_stop_rgba (p, 1, c->r, c->g, c->b, 0);
            cairo_set_source (cr, p);
            cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
            cairo_fill (cr);
            cairo_pattern_destroy (p);
          }
    }
  g_rand_free (rand);
}

static const Layer land_layer = { paint_land, 1 };
static const Layer light_layer = { paint_light, LIGHT_PERIOD };
static const Layer paving_layer = { carc_tile_painter_paint_paving, 1 };
static const Layer town_layer = { carc_tile_painter_paint_town, TOWN_PERIOD };
static const Layer fog_layer = { carc_tile_painter_paint_fog, CARC_TILE_FOG_PERIOD };
/* A tile shows the quarter of a two tiles square its look says. */
G_STATIC_ASSERT (CARC_TILE_FOG_PERIOD == LIGHT_PERIOD && TOWN_PERIOD == LIGHT_PERIOD);
static const Layer dirt_layer = { paint_dirt, 1 };

static struct
{
  const CarcTheme *theme;
  const Layer     *layer;
  gint             px;
  cairo_surface_t *surface;
} cache[CACHED];
static guint cache_next;
G_LOCK_DEFINE_STATIC (cache);

/* @layer of @theme at @px a tile, rendered in place of the oldest if
 * new. */
static cairo_surface_t *
cached_layer (const CarcTheme *theme,
              const Layer     *layer,
              gint             px)
{
  cairo_t *cr;
  guint i;

  for (i = 0; i < CACHED; i++)
    if (cache[i].surface != NULL && cache[i].theme == theme && cache[i].layer == layer && cache[i].px == px)
      return cache[i].surface;
  i = cache_next;
  cache_next = (cache_next + 1) % CACHED;
  g_clear_pointer (&cache[i].surface, cairo_surface_destroy);
  cache[i].surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px * layer->period, px * layer->period);
  cr = cairo_create (cache[i].surface);
  cairo_scale (cr, px, px);
  layer->paint (cr, theme);
  cairo_destroy (cr);
  cache[i].theme = theme;
  cache[i].layer = layer;
  cache[i].px = px;
  return cache[i].surface;
}

/* Sets as @art's source @layer lying as the board does, @board being the
 * matrix of the tile's unit square on the board: from the cache when the
 * tile lies on whole device pixels, else painted again.  The current
 * matrix is left as it was. */
static void
set_shared_source (Art                  *art,
                   const cairo_matrix_t *board,
                   const Layer          *layer)
{
  cairo_t *cr = art->cr;
  gint px = (gint) round (board->xx);
  double quarter_x = 0, quarter_y = 0;
  cairo_matrix_t current, scale;
  cairo_pattern_t *pattern;

  if (layer->period > 1)
    carc_tile_painter_look_quarter (art->variant, &quarter_x, &quarter_y);
  cairo_get_matrix (cr, &current);
  cairo_set_matrix (cr, board);
  /* Only on whole device pixels is the copy the same as the painting. */
  if (board->xy != 0 || board->yx != 0 || board->xx != board->yy || board->xx != px
      || board->x0 != round (board->x0) || board->y0 != round (board->y0) || px < 1 || px * layer->period > 1024)
    {
      cairo_push_group (cr);
      cairo_translate (cr, -quarter_x, -quarter_y);
      layer->paint (cr, art->theme);
      cairo_pop_group_to_source (cr);
      cairo_set_matrix (cr, &current);
      return;
    }
  G_LOCK (cache);
  /* The pattern holds the surface: the cache may let it go meanwhile. */
  pattern = cairo_pattern_create_for_surface (cached_layer (art->theme, layer, px));
  G_UNLOCK (cache);
  cairo_matrix_init_scale (&scale, px, px);
  cairo_matrix_translate (&scale, quarter_x, quarter_y);
  cairo_pattern_set_matrix (pattern, &scale);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
  cairo_set_matrix (cr, &current);
}

/* The fog as the tiles show it, @px pixels a tile, repeating every
 * CARC_TILE_FOG_PERIOD tiles from the origin (a tile shows the part its
 * cell's parity says): for the fog the board lets drift over a
 * neighbour without fog (carc-board-fog.c). */
cairo_pattern_t *
carc_tile_painter_fog_pattern (const CarcTheme *theme,
                               gint             px)
{
  cairo_pattern_t *pattern;

  px = CLAMP (px, 1, 1024);
  G_LOCK (cache);
  pattern = cairo_pattern_create_for_surface (cached_layer (theme, &fog_layer, px));
  G_UNLOCK (cache);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  return pattern;
}

/* Paints a shared layer over the whole tile, within the current clip. */
static void
draw_shared_layer (Art         *art,
                   const Layer *layer)
{
  cairo_matrix_t board;

  cairo_get_matrix (art->cr, &board);
  set_shared_source (art, &board, layer);
  cairo_rectangle (art->cr, 0, 0, 1, 1);
  cairo_fill (art->cr);
}

/* The fog's billows through @area, a mask in the current user space;
 * @board is the matrix of the tile's unit square on the board. */
void
carc_tile_painter_mask_fog (Art                  *art,
                            const cairo_matrix_t *board,
                            cairo_pattern_t      *area)
{
  set_shared_source (art, board, &fog_layer);
  cairo_mask (art->cr, area);
}

void
carc_tile_painter_draw_land (Art *art)
{
  draw_shared_layer (art, &land_layer);
  draw_shared_layer (art, &light_layer);
}

/* The land as the tiles show it (its grass and its light), lying as the
 * board does, as a pattern in the current user space: for what lies
 * over a road's verges. */
cairo_pattern_t *
carc_tile_painter_land_pattern (Art *art)
{
  cairo_push_group (art->cr);
  set_shared_source (art, &art->board, &land_layer);
  cairo_paint (art->cr);
  set_shared_source (art, &art->board, &light_layer);
  cairo_paint (art->cr);
  return cairo_pop_group (art->cr);
}

/* Sets the roads' beaten earth as @art's source, lying as the board does. */
void
carc_tile_painter_set_dirt_source (Art *art)
{
  set_shared_source (art, &art->board, &dirt_layer);
}

/* Sets the cities' paving as @art's source, lying as the board does. */
void
carc_tile_painter_set_paving_source (Art *art)
{
  set_shared_source (art, &art->board, &paving_layer);
}

void
carc_tile_painter_draw_paving (Art *art)
{
  draw_shared_layer (art, &paving_layer);
}

void
carc_tile_painter_draw_town (Art *art)
{
  draw_shared_layer (art, &town_layer);
}
