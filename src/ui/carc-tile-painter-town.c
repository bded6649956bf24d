/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The town inside every city's walls: rows of houses packed close, seen
 * from above and lit from the upper left, with lanes and small yards
 * between, a tree in some yards, and now and then a church standing
 * over a pair of rows.  Roofs of tiles, ochre, shingles and slate come
 * in quarters of their own.  Like the paving
 * under it, the town is painted once a size, here over two tiles each
 * way, and repeats, so a city over many tiles is one town with no seam;
 * what differs from tile to tile (squares, a keep, towers, a few tall
 * houses) is drawn over it (carc-tile-painter-city.c). */
#include "config.h"

#include <math.h>

#include "carc-tile-painter-private.h"

/* Rows of houses a tile's height, seen near and seen whole-board small. */
#define ROWS 7
#define ROWS_SMALL 5
#define MAX_HOUSES 512

/* Tiles drawn at least this many pixels wide show their roofs' courses. */
#define COURSES_PX 110

typedef struct
{
  CarcArtColour lit;
  CarcArtColour shade;
  CarcArtColour ridge;
  CarcArtColour line;
} Roof;

/* The roofs of the houses, as the towers' drawings have them, a little
 * muted so that the players' figures stand out on them: red tiles, ochre
 * tiles, wooden shingles, slate; and the copper of the cathedral's
 * spire, green with age, which no house has. */
static const Roof roofs[] = {
  { { 0.77, 0.41, 0.29 }, { 0.57, 0.27, 0.18 }, { 0.90, 0.60, 0.46 }, { 0.42, 0.18, 0.11 } },
  { { 0.81, 0.60, 0.36 }, { 0.61, 0.42, 0.23 }, { 0.93, 0.76, 0.54 }, { 0.43, 0.28, 0.14 } },
  { { 0.64, 0.46, 0.30 }, { 0.45, 0.30, 0.19 }, { 0.78, 0.63, 0.48 }, { 0.31, 0.20, 0.12 } },
  { { 0.55, 0.57, 0.60 }, { 0.37, 0.39, 0.42 }, { 0.74, 0.75, 0.77 }, { 0.25, 0.27, 0.29 } },
  { { 0.45, 0.68, 0.60 }, { 0.27, 0.48, 0.42 }, { 0.70, 0.86, 0.79 }, { 0.13, 0.27, 0.23 } },
};

void
carc_tile_painter_roof_colours (guint          kind,
                                CarcArtColour *lit,
                                CarcArtColour *line)
{
  *lit = roofs[kind].lit;
  *line = roofs[kind].line;
}

/* How far a house may be turned off its row, in radians. */
#define MAX_TURN 0.1

/* Turns the current matrix by @h's turn about its middle, after a save. */
static void
house_begin (cairo_t     *cr,
             const House *h)
{
  double cx = (h->x0 + h->x1) / 2, cy = (h->y0 + h->y1) / 2;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, h->turn);
  cairo_translate (cr, -cx, -cy);
}

/* A number in 0..1 from a house's row, place and a salt. */
static double
town_random (guint row,
             guint k,
             guint salt)
{
  return (carc_tile_painter_mix (row * 97 + salt, k * 13 + 7) & 0xffff) / 65535.0;
}

/* The roof of a house at (@x, @y): quarters of the town share one, drawn
 * from a field that repeats with the town, and one house in six has
 * another. */
static guint
roof_at (double x,
         double y,
         double chance)
{
  double v = sin (G_PI * x + 0.7) + cos (G_PI * y + 1.9) + 0.6 * sin (G_PI * (x + y));

  if (chance < 1.0 / 6)
    return (guint) (chance * 6 * HOUSE_ROOFS) % HOUSE_ROOFS;
  return v > 1.0 ? 1 : v > -0.5 ? 0 : v > -1.2 ? 2 : ROOF_SLATE;
}

/* Streets through the town, across the period each way, between its
 * blocks: never along a tile's border, where a street would pass for a
 * seam. */
static const double street_x[2] = { 0.3, 1.25 };
static const double street_y[2] = { 0.7, 1.65 };
#define STREET 0.075
#define LANE 0.25       /* a lane between two pairs of rows, in rows */

/* Adds @h and its copies a period away, those that reach into the
 * period; returns the new count. */
static guint
add_plot (House       *houses,
          guint        n,
          const House *h)
{
  for (gint copy = 0; copy < 9 && n < MAX_HOUSES; copy++)
    {
      double dx = (copy % 3 - 1) * TOWN_PERIOD, dy = (copy / 3 - 1) * TOWN_PERIOD;

      if (h->x1 + dx > -0.05 && h->x0 + dx < TOWN_PERIOD + 0.05 && h->y1 + dy > -0.05
          && h->y0 + dy < TOWN_PERIOD + 0.05)
        {
          houses[n] = *h;
          houses[n].x0 += dx;
          houses[n].x1 += dx;
          houses[n].y0 += dy;
          houses[n].y1 += dy;
          n++;
        }
    }
  return n;
}

/* How near a tile's corner no house stands across a border: walls end
 * at the corners, and a house there, whole on one tile and cut by the
 * wall on the next, would seem to stand on the wall.  A house on one
 * side stays, so the corner is no bare patch of paving; the margin is
 * for its turn. */
#define CORNER_CLEAR 0.09
#define TURN_MARGIN 0.012
/* Nor does one stand against a border this near a corner: the wall of a
 * city on the next tile may run along the border there, and the house
 * would seem cut off by it. */
#define BORDER_CLEAR 0.18
#define BORDER_GAP 0.02

/* Whether @h crosses a tile's border within CORNER_CLEAR of its corner,
 * or stands against one within BORDER_CLEAR of it. */
static gboolean
near_corner (const House *h)
{
  for (double cy = floor (h->y0); cy <= ceil (h->y1); cy++)
    for (double cx = floor (h->x0); cx <= ceil (h->x1); cx++)
      {
        gboolean across = (h->x0 - TURN_MARGIN < cx && cx < h->x1 + TURN_MARGIN)
                          || (h->y0 - TURN_MARGIN < cy && cy < h->y1 + TURN_MARGIN);
        gboolean against = (h->x0 - BORDER_GAP < cx && cx < h->x1 + BORDER_GAP)
                           || (h->y0 - BORDER_GAP < cy && cy < h->y1 + BORDER_GAP);
        double corner = hypot (MAX (MAX (h->x0 - cx, cx - h->x1), 0), MAX (MAX (h->y0 - cy, cy - h->y1), 0));

        if ((across && corner < CORNER_CLEAR) || (against && corner < BORDER_CLEAR))
          return TRUE;
      }
  return FALSE;
}

/* One block of the town between streets, @length along its rows and
 * @depth across, from (@x, @y): pairs of rows back to back with a lane
 * between pairs, each row's houses side by side, of varied widths, a few
 * turned, a few missing (a yard with a tree), now and then a church over
 * a pair.  Rows run across the board, or up it with @up. */
static guint
plan_block (guint     block,
            double    x,
            double    y,
            double    length,
            double    depth,
            gboolean  up,
            double    row_size,
            House    *houses,
            guint     n)
{
  const double margin = 0.012;
  guint pairs = MAX (1, (guint) round ((depth - 2 * margin) / ((2 + LANE) * row_size)));
  double row_h = (depth - 2 * margin) / (2 * pairs + (pairs - 1) * LANE);

  for (guint r = 0; r < 2 * pairs; r++)
    {
      guint row = block * 64 + r;
      double across = margin + r * row_h + (r / 2) * LANE * row_h, along = margin;

      for (guint k = 0; along < length - margin - 0.4 * row_h; k++)
        {
          double width = MIN (row_h * (0.8 + 0.7 * town_random (row, k, 2)), length - margin - along);
          double inset = 0.12 * row_h * town_random (row, k, 5), a0 = along, a1 = along + width;
          double c0 = across + (r % 2 ? 0 : inset), c1 = across + row_h - (r % 2 ? inset : 0);
          House h = { PLOT_HOUSE };

          along += width + (town_random (row, k, 3) < 0.12 ? 0.25 : 0.03) * row_h;
          if (town_random (row, k, 4) < 0.08)
            h.kind = PLOT_TREE;
          /* A church across a pair of rows, over the houses there. */
          if (r % 2 == 0 && town_random (row, k, 11) < 0.07 && a0 + MAX (width, row_h) * 1.8 < length)
            {
              h.kind = PLOT_CHURCH;
              a1 = a0 + MAX (width, row_h) * 1.8;
              c0 = across + 0.15 * row_h;
              c1 = across + 1.85 * row_h;
            }
          h.x0 = x + (up ? c0 : a0);
          h.x1 = x + (up ? c1 : a1);
          h.y0 = y + (up ? a0 : c0);
          h.y1 = y + (up ? a1 : c1);
          if (near_corner (&h))
            continue;
          /* Its ridge along the row, unless it is narrow. */
          h.upright = a1 - a0 >= row_h * 0.9 || h.kind == PLOT_CHURCH ? up : !up;
          h.hipped = h.kind != PLOT_CHURCH && town_random (row, k, 6) < 0.4;
          h.roof = h.kind == PLOT_CHURCH ? (town_random (row, k, 12) < 0.5 ? ROOF_SLATE : 0)
                                         : roof_at (h.x0, h.y0, town_random (row, k, 7));
          h.snowy = town_random (row, k, 10) < 0.5;
          h.turn = h.kind == PLOT_HOUSE ? MAX_TURN * (2 * town_random (row, k, 13) - 1) : 0;
          h.chimney = h.kind == PLOT_HOUSE && town_random (row, k, 8) < 0.35 ? 0.2 + 0.6 * town_random (row, k, 9) : 0;
          n = add_plot (houses, n, &h);
        }
    }
  return n;
}

/* The houses of the town over TOWN_PERIOD × TOWN_PERIOD tiles, with
 * the copies a period away of those that cross its border: four blocks
 * between the streets, their rows turned each way in turn like the
 * squares of a chessboard, @rows of houses a tile's height. */
static guint
plan_town (guint  rows,
           House *houses)
{
  const double row_size = 1.0 / (rows + rows / 2.0 * LANE);
  guint n = 0;

  for (guint block = 0; block < 4; block++)
    {
      guint i = block % 2, j = block / 2;
      double x0 = street_x[i] + STREET / 2, x1 = street_x[1 - i] - STREET / 2 + (i == 1 ? TOWN_PERIOD : 0);
      double y0 = street_y[j] + STREET / 2, y1 = street_y[1 - j] - STREET / 2 + (j == 1 ? TOWN_PERIOD : 0);
      gboolean up = (i + j) % 2 == 1;

      n = plan_block (block, x0, y0, up ? y1 - y0 : x1 - x0, up ? x1 - x0 : y1 - y0, up, row_size, houses, n);
    }
  return n;
}

/* One facet of a roof, from @n points, in @c darkened by @shade. */
static void
facet (cairo_t             *cr,
       const CarcArtColour *c,
       double               shade,
       const double         (*p)[2],
       guint                n)
{
  cairo_move_to (cr, p[0][0], p[0][1]);
  for (guint i = 1; i < n; i++)
    cairo_line_to (cr, p[i][0], p[i][1]);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, c->r * shade, c->g * shade, c->b * shade);
  cairo_fill (cr);
}

/* The courses of a roof's tiles, along its ridge, where the tile is
 * large enough for them to read as tiles rather than as noise. */
#define COURSE 0.018

static void
draw_courses (cairo_t     *cr,
              const House *h,
              const Roof  *roof)
{
  double dx = 1, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  if (hypot (dx, dy) < COURSES_PX || h->kind != PLOT_HOUSE)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, h->x0, h->y0, h->x1 - h->x0, h->y1 - h->y0);
  cairo_clip (cr);
  if (h->upright)
    for (double x = h->x0 + COURSE; x < h->x1 - COURSE / 2; x += COURSE)
      {
        cairo_move_to (cr, x, h->y0);
        cairo_line_to (cr, x, h->y1);
      }
  else
    for (double y = h->y0 + COURSE; y < h->y1 - COURSE / 2; y += COURSE)
      {
        cairo_move_to (cr, h->x0, y);
        cairo_line_to (cr, h->x1, y);
      }
  carc_tile_painter_set_colour (cr, &roof->line, 0.28);
  cairo_set_line_width (cr, 0.0035);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* In winter the snow on a roof: over most of each slope from the
 * ridge, white where lit and paler in the shade, its edge swelling
 * gently short of the eaves and rounding off short of the gable ends,
 * where the tiles show: a drift lying on the roof, not a band ruled
 * across it.  Over the path of the ridge, which it keeps. */
#define CAP_STEPS 16
#define CAP_END 0.04

static void
draw_snow_cap (cairo_t     *cr,
               const House *h,
               const Roof  *roof)
{
  /* The snow in the shade is thin: the roof's colour shows through, so
   * a town under snow is still told from a snowy field. */
  static const CarcArtColour lit = { 0.96, 0.97, 1 };
  const CarcArtColour shaded = { 0.76 * 0.5 + roof->shade.r * 0.5, 0.81 * 0.5 + roof->shade.g * 0.5,
                                 0.92 * 0.5 + roof->shade.b * 0.5 };
  cairo_path_t *ridge = cairo_copy_path (cr);
  double along0 = h->upright ? h->y0 : h->x0, along1 = h->upright ? h->y1 : h->x1;
  double mid = h->upright ? (h->x0 + h->x1) / 2 : (h->y0 + h->y1) / 2;
  double half = h->upright ? (h->x1 - h->x0) / 2 : (h->y1 - h->y0) / 2;
  double phase = (h->x0 + h->y0) * 97;
  /* Deeper on some roofs than on others, and on a long roof (a church's)
   * nearly to its eaves: a narrow drift along it would read as a stripe. */
  double depth = along1 - along0 > 4 * half ? 1.3 : 0.7 + 0.4 * (0.5 + 0.5 * sin (phase * 0.37));

  cairo_new_path (cr);
  for (guint side = 0; side < 2; side++)
    {
      /* The lit slope faces up the board, or left if the ridge runs up. */
      double sign = side == 0 ? -1 : 1;

      for (guint k = 0; k <= CAP_STEPS; k++)
        {
          /* Short of the gable ends, rounding off toward them, and
           * drifting in a slow swell along the slope. */
          double f = k / (double) CAP_STEPS, a = along0 + (along1 - along0) * (CAP_END + (1 - 2 * CAP_END) * f);
          double reach = (half * (side == 0 ? 0.7 : 0.5) * depth + half * 0.1 * sin (phase + f * 4.4 + side * 2.3))
                         * sqrt (MIN (MIN (f, 1 - f) / 0.15, 1));

          if (h->upright)
            cairo_line_to (cr, mid + sign * reach, a);
          else
            cairo_line_to (cr, a, mid + sign * reach);
        }
      cairo_close_path (cr);
      carc_tile_painter_set_colour (cr, side == 0 ? &lit : &shaded, 0.95);
      cairo_fill (cr);
    }
  cairo_append_path (cr, ridge);
  cairo_path_destroy (ridge);
}

/* A house's roof seen from above, lit from the upper left: the slope
 * facing up the board is the lightest, the one facing down the darkest;
 * in winter, a cap of snow along most ridges. */
static void
draw_roof (cairo_t         *cr,
           const CarcTheme *theme,
           const House     *h)
{
  const Roof *roof = &roofs[h->roof];
  const CarcArtColour snow = { 0.95, 0.96, 0.99 };
  double x0 = h->x0, y0 = h->y0, x1 = h->x1, y1 = h->y1;
  double across = h->upright ? (x1 - x0) / 2 : (y1 - y0) / 2;
  double hip = h->hipped ? across * 0.9 : 0;
  gboolean snowed = theme->snow && h->snowy && h->roof != ROOF_SLATE;
  const CarcArtColour *lit = &roof->lit;
  const CarcArtColour *shade = &roof->shade;

  if (!h->upright)
    {
      double ym = (y0 + y1) / 2;
      const double up[4][2] = { { x0, y0 }, { x1, y0 }, { x1 - hip, ym }, { x0 + hip, ym } };
      const double down[4][2] = { { x0, y1 }, { x1, y1 }, { x1 - hip, ym }, { x0 + hip, ym } };
      const double left[3][2] = { { x0, y0 }, { x0 + hip, ym }, { x0, y1 } };
      const double right[3][2] = { { x1, y0 }, { x1 - hip, ym }, { x1, y1 } };

      facet (cr, lit, 1, up, 4);
      facet (cr, shade, 1, down, 4);
      if (hip > 0)
        {
          facet (cr, lit, 0.9, left, 3);
          facet (cr, shade, 0.85, right, 3);
        }
      cairo_move_to (cr, x0 + hip, ym);
      cairo_line_to (cr, x1 - hip, ym);
    }
  else
    {
      double xm = (x0 + x1) / 2;
      const double l[4][2] = { { x0, y0 }, { x0, y1 }, { xm, y1 - hip }, { xm, y0 + hip } };
      const double r[4][2] = { { x1, y0 }, { x1, y1 }, { xm, y1 - hip }, { xm, y0 + hip } };
      const double t[3][2] = { { x0, y0 }, { xm, y0 + hip }, { x1, y0 } };
      const double b[3][2] = { { x0, y1 }, { xm, y1 - hip }, { x1, y1 } };

      facet (cr, lit, 0.92, l, 4);
      facet (cr, shade, 1, r, 4);
      if (hip > 0)
        {
          facet (cr, lit, 1.04, t, 3);
          facet (cr, shade, 0.85, b, 3);
        }
      cairo_move_to (cr, xm, y0 + hip);
      cairo_line_to (cr, xm, y1 - hip);
    }
  if (snowed)
    draw_snow_cap (cr, h, roof);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  carc_tile_painter_set_colour (cr, snowed ? &snow : &roof->ridge, 1);
  cairo_set_line_width (cr, snowed ? 0.012 : 0.008);
  cairo_stroke (cr);
  if (h->chimney > 0)
    {
      double cx = h->upright ? (x0 + x1) / 2 + 0.01 : x0 + (x1 - x0) * h->chimney;
      double cy = h->upright ? y0 + (y1 - y0) * h->chimney : (y0 + y1) / 2 - 0.012;

      cairo_rectangle (cr, cx + 0.004, cy + 0.006, 0.022, 0.022);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_fill (cr);
      cairo_rectangle (cr, cx - 0.011, cy - 0.011, 0.022, 0.022);
      cairo_set_source_rgb (cr, 0.55, 0.42, 0.34);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.2, 0.13, 0.09);
      cairo_set_line_width (cr, 0.004);
      cairo_stroke (cr);
    }
  if (!snowed)
    draw_courses (cr, h, roof);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  carc_tile_painter_set_colour (cr, &roof->line, 1);
  cairo_set_line_width (cr, 0.006);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke (cr);
}

/* @h's roof, turned off its row as the house is. */
void
carc_tile_painter_draw_house (cairo_t         *cr,
                              const CarcTheme *theme,
                              const House     *h)
{
  house_begin (cr, h);
  draw_roof (cr, theme, h);
  cairo_restore (cr);
}

/* A square tower seen from above, @side wide from (@x0, @y0): its shadow
 * and its pyramid roof of slate, lit from the upper left. */
void
carc_tile_painter_draw_steeple (cairo_t *cr,
                                double   x0,
                                double   y0,
                                double   side)
{
  carc_tile_painter_draw_pyramid (cr, x0, y0, side, ROOF_SLATE);
}

/* A square pyramid roof seen from above, @side wide from (@x0, @y0), of
 * @roof_kind's roof, lit from the upper left, over its shadow. */
void
carc_tile_painter_draw_pyramid (cairo_t *cr,
                                double   x0,
                                double   y0,
                                double   side,
                                guint    roof_kind)
{
  const Roof *roof = &roofs[roof_kind];
  double x1 = x0 + side, y1 = y0 + side, xm = x0 + side / 2, cy = y0 + side / 2;
  const double n[3][2] = { { x0, y0 }, { x1, y0 }, { xm, cy } };
  const double e[3][2] = { { x1, y0 }, { x1, y1 }, { xm, cy } };
  const double s[3][2] = { { x0, y1 }, { x1, y1 }, { xm, cy } };
  const double w[3][2] = { { x0, y0 }, { x0, y1 }, { xm, cy } };

  cairo_rectangle (cr, x0 + SHADOW_X * 3, y0 + SHADOW_Y * 3, side, side);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.4);
  cairo_fill (cr);
  facet (cr, &roof->lit, 1.08, n, 3);
  facet (cr, &roof->lit, 0.92, w, 3);
  facet (cr, &roof->shade, 1, e, 3);
  facet (cr, &roof->shade, 0.82, s, 3);
  cairo_rectangle (cr, x0, y0, side, side);
  carc_tile_painter_set_colour (cr, &roof->line, 1);
  cairo_set_line_width (cr, 0.006);
  cairo_stroke (cr);
}

/* A spire over a church's crossing seen from above at (@x, @y), @r
 * across its points: eight facets of @roof_kind's roof, each lit as it
 * faces the upper left, and its shadow. */
void
carc_tile_painter_draw_spire (cairo_t *cr,
                              double   x,
                              double   y,
                              double   r,
                              guint    roof_kind)
{
  const Roof *roof = &roofs[roof_kind];

  cairo_arc (cr, x + SHADOW_X * 5, y + SHADOW_Y * 5, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.4);
  cairo_fill (cr);
  for (guint k = 0; k < 8; k++)
    {
      double a0 = (k - 0.5) * G_PI / 4 + G_PI / 8, a1 = a0 + G_PI / 4, mid = (a0 + a1) / 2;
      /* How much the facet faces the light, from the upper left. */
      double light = cos (mid - 5 * G_PI / 4);
      const CarcArtColour *c = light > 0 ? &roof->lit : &roof->shade;

      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + r * cos (a0), y + r * sin (a0));
      cairo_line_to (cr, x + r * cos (a1), y + r * sin (a1));
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, MIN (c->r * (1 + 0.15 * light), 1), MIN (c->g * (1 + 0.15 * light), 1),
                            MIN (c->b * (1 + 0.15 * light), 1));
      cairo_fill_preserve (cr);
      carc_tile_painter_set_colour (cr, &roof->line, 0.6);
      cairo_set_line_width (cr, 0.004);
      cairo_stroke (cr);
    }
  /* The cross at its point. */
  cairo_arc (cr, x, y, r * 0.12, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.85, 0.7, 0.3);
  cairo_fill (cr);
}

/* A church's tower at the west end of its roof (the north end, if its
 * ridge runs up the board). */
static void
draw_tower (cairo_t     *cr,
            const House *h)
{
  double side = (h->upright ? h->x1 - h->x0 : h->y1 - h->y0) * 0.62;

  carc_tile_painter_draw_steeple (cr, h->upright ? (h->x0 + h->x1 - side) / 2 : h->x0 - side * 0.3,
                                  h->upright ? h->y0 - side * 0.3 : (h->y0 + h->y1 - side) / 2, side);
}

/* A fir in a yard in winter, seen from above: a star of dark boughs,
 * snow heaped on them toward the light, its shadow on the snow. */
static void
draw_snowy_fir (cairo_t     *cr,
                const House *h)
{
  double cx = (h->x0 + h->x1) / 2, cy = (h->y0 + h->y1) / 2;
  double r = MIN (h->x1 - h->x0, h->y1 - h->y0) * 0.48;

  /* Its shadow, its boughs, the snow on them. */
  static const double scale[3] = { 1, 1, 0.62 }, colours[3][4] = {
    { 0.1, 0.12, 0.2, 0.35 }, { 0.16, 0.29, 0.24, 1 }, { 0.95, 0.97, 1, 0.9 },
  };

  for (guint layer = 0; layer < 3; layer++)
    {
      double x = cx + (layer == 0 ? r * 0.35 : layer == 2 ? -r * 0.14 : 0);
      double y = cy + (layer == 0 ? r * 0.45 : layer == 2 ? -r * 0.16 : 0);

      for (guint k = 0; k < 14; k++)
        {
          double a = k * G_PI / 7 + 0.2, reach = r * scale[layer] * (k % 2 ? 0.55 : 1);

          cairo_line_to (cr, x + cos (a) * reach, y + sin (a) * reach);
        }
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, colours[layer][0], colours[layer][1], colours[layer][2], colours[layer][3]);
      cairo_fill (cr);
    }
}

/* A tree in a yard: its crown from above, lit from the upper left, and
 * its shadow on the yard. */
void
carc_tile_painter_draw_yard_tree (cairo_t         *cr,
                                  const CarcTheme *theme,
                                  const House     *h)
{
  double cx = (h->x0 + h->x1) / 2, cy = (h->y0 + h->y1) / 2;
  double r = MIN (h->x1 - h->x0, h->y1 - h->y0) * 0.42;
  cairo_pattern_t *crown;

  if (theme->snow)
    {
      draw_snowy_fir (cr, h);
      return;
    }
  cairo_arc (cr, cx + r * 0.35, cy + r * 0.4, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.4);
  cairo_fill (cr);
  /* Olive, the southern town's trees: not the fields' green, which
   * tells a field from a city at a glance. */
  crown = cairo_pattern_create_radial (cx - r * 0.35, cy - r * 0.4, r * 0.1, cx, cy, r);
  cairo_pattern_add_color_stop_rgb (crown, 0, 0.64, 0.66, 0.44);
  cairo_pattern_add_color_stop_rgb (crown, 1, 0.30, 0.31, 0.20);
  /* A crown of a few lobes, not a ball. */
  for (guint k = 0; k < 5; k++)
    {
      double a = k * 2 * G_PI / 5 + 0.4;

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + cos (a) * r * 0.45, cy + sin (a) * r * 0.45, r * 0.58, 0, 2 * G_PI);
    }
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_set_source (cr, crown);
  cairo_fill (cr);
  cairo_pattern_destroy (crown);
}

/* The shadow of @h on the ground, added to the path: the higher @lift
 * (1.5 for a house), the further to the lower right. */
void
carc_tile_painter_house_shadow (cairo_t     *cr,
                                const House *h,
                                double       lift)
{
  cairo_save (cr);
  cairo_translate (cr, SHADOW_X * lift, SHADOW_Y * lift);
  house_begin (cr, h);
  cairo_rectangle (cr, h->x0, h->y0, h->x1 - h->x0, h->y1 - h->y0);
  cairo_restore (cr);
  cairo_restore (cr);
}

/* Copies of a tile differ where they lie: half the town's houses whole
 * inside the city @segment get another roof, by the tile's look.
 * Their outlines stay, so the town goes on across the border as ever. */
void
carc_tile_painter_vary_town (Art   *art,
                             guint  segment)
{
  House houses[MAX_HOUSES];
  guint n = plan_town (art->px < SMALL_TILE_PX ? ROWS_SMALL : ROWS, houses);
  double quarter_x, quarter_y;

  carc_tile_painter_look_quarter (art->variant, &quarter_x, &quarter_y);
  for (guint i = 0; i < n; i++)
    {
      House *h = &houses[i];
      gboolean inside;

      if (h->kind != PLOT_HOUSE)
        continue;

      /* The tile shows the quarter of the town its look says. */
      h->x0 -= quarter_x;
      h->x1 -= quarter_x;
      h->y0 -= quarter_y;
      h->y1 -= quarter_y;
      inside = h->x0 > 0.02 && h->y0 > 0.02 && h->x1 < 0.98 && h->y1 < 0.98;

      for (guint corner = 0; corner < 4 && inside; corner++)
        {
          double lx, ly;
          gint gx, gy;

          carc_tile_geometry_to_local (art->rotation, corner % 2 ? h->x1 : h->x0, corner / 2 ? h->y1 : h->y0, &lx, &ly);
          gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1);
          gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);
          inside = carc_tile_geometry_cell (art->type, gx, gy, NULL) == (gint) segment;
        }
      if (!inside || g_rand_int_range (art->layout, 0, 2) != 0)
        continue;
      h->roof = (h->roof + g_rand_int_range (art->layout, 1, HOUSE_ROOFS)) % HOUSE_ROOFS;
      h->hipped = !h->hipped;
      carc_tile_painter_draw_house (art->cr, art->theme, h);
    }
}

/* The town over the paving, over TOWN_PERIOD × TOWN_PERIOD tiles from
 * the origin; seen small, fewer and larger houses, so a city reads as a town, not
 * as noise. */
void
carc_tile_painter_paint_town (cairo_t         *cr,
                              const CarcTheme *theme)
{
  House houses[MAX_HOUSES];
  cairo_matrix_t m;
  guint n;

  cairo_get_matrix (cr, &m);
  for (guint tile = 0; tile < TOWN_PERIOD * TOWN_PERIOD; tile++)
    {
      cairo_save (cr);
      cairo_translate (cr, tile % TOWN_PERIOD, tile / TOWN_PERIOD);
      cairo_rectangle (cr, 0, 0, 1, 1);
      cairo_clip (cr);
      carc_tile_painter_paint_paving (cr, theme);
      cairo_restore (cr);
    }
  n = plan_town (m.xx < SMALL_TILE_PX ? ROWS_SMALL : ROWS, houses);
  /* Every house's shadow first: they fall on the ground, never on a
   * roof. */
  for (guint i = 0; i < n; i++)
    if (houses[i].kind == PLOT_HOUSE)
      carc_tile_painter_house_shadow (cr, &houses[i], 1.5);
  /* Dark enough not to pass for a road's verge. */
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.45);
  cairo_fill (cr);
  for (guint i = 0; i < n; i++)
    if (houses[i].kind == PLOT_HOUSE)
      carc_tile_painter_draw_house (cr, theme, &houses[i]);
    else if (houses[i].kind == PLOT_TREE)
      carc_tile_painter_draw_yard_tree (cr, theme, &houses[i]);
  /* The churches stand taller, over the houses and casting on them. */
  for (guint i = 0; i < n; i++)
    if (houses[i].kind == PLOT_CHURCH)
      {
        const House *h = &houses[i];

        cairo_rectangle (cr, h->x0 + SHADOW_X * 2.5, h->y0 + SHADOW_Y * 2.5, h->x1 - h->x0, h->y1 - h->y0);
        cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.45);
        cairo_fill (cr);
        draw_roof (cr, theme, h);
        draw_tower (cr, h);
      }
}

/* The row of houses along a city's wall, backs to it and ridges along
 * it, as a walled town is built; a street inside the row, where the
 * town's own houses end in eaves. */
#define WALL_ROW 0.1            /* a row house's depth from the wall */
#define WALL_STREET 0.035       /* the street between the row and the town */
#define MAX_ROW 48

/* A number in 0..1 from @art's look, a row house and a salt. */
static double
row_random (Art   *art,
            guint  k,
            guint  salt)
{
  return (carc_tile_painter_mix (art->layout_seed * 7 + salt, k * 31 + 3) & 0xffff) / 65535.0;
}

/* The point @at along the line of @n points, and the line's angle there. */
static void
point_along (const double *xs,
             const double *ys,
             guint         n,
             double        at,
             double       *x,
             double       *y,
             double       *angle)
{
  for (guint i = 1; i < n; i++)
    {
      double piece = hypot (xs[i] - xs[i - 1], ys[i] - ys[i - 1]);

      if (at <= piece || i == n - 1)
        {
          double t = CLAMP (at / MAX (piece, 1e-9), 0, 1);

          *x = xs[i - 1] + (xs[i] - xs[i - 1]) * t;
          *y = ys[i - 1] + (ys[i] - ys[i - 1]) * t;
          *angle = atan2 (ys[i] - ys[i - 1], xs[i] - xs[i - 1]);
          return;
        }
      at -= piece;
    }
}

/* A house @length along a wall at @angle and @depth across it, centred
 * on (@x, @y): its ridge along the board's axis nearest the wall, turned
 * the rest of the way, so that it is lit as every house is. */
static void
house_along (House  *h,
             double  x,
             double  y,
             double  angle,
             double  length,
             double  depth)
{
  double a = remainder (angle, G_PI);

  h->upright = fabs (a) > G_PI / 4;
  if (h->upright)
    {
      double swap = length;

      length = depth;
      depth = swap;
      a -= copysign (G_PI / 2, a);
    }
  h->turn = a;
  h->x0 = x - length / 2;
  h->x1 = x + length / 2;
  h->y0 = y - depth / 2;
  h->y1 = y + depth / 2;
}

/* Whether the row house @h stands whole on the tile, in the city
 * @segment, off its gates, its figures' spots and its marks. */
static gboolean
row_house_fits (Art         *art,
                guint        segment,
                const House *h)
{
  double cx = (h->x0 + h->x1) / 2, cy = (h->y0 + h->y1) / 2, lx, ly;
  double c = cos (h->turn), s = sin (h->turn);
  gint gx, gy;

  for (guint k = 0; k < 4; k++)
    {
      double dx = (k % 2 ? h->x1 : h->x0) - cx, dy = (k / 2 ? h->y1 : h->y0) - cy;
      double x = cx + dx * c - dy * s, y = cy + dx * s + dy * c;

      if (MIN (x, y) < 0.012 || MAX (x, y) > 0.988)
        return FALSE;
    }
  carc_tile_geometry_to_local (art->rotation, cx, cy, &lx, &ly);
  gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1);
  gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);
  return carc_tile_geometry_cell (art->type, gx, gy, NULL) == (gint) segment
         && !carc_tile_painter_near_road (art, lx, ly, 0.1) && !carc_tile_painter_on_spot (art, lx, ly)
         && !carc_tile_painter_under_mark (art, cx, cy, MAX (h->x1 - h->x0, h->y1 - h->y0));
}

/* Plans the houses along one wall, the line of @n points on the board
 * (its centre, the city on its right); returns the new count. */
static guint
plan_row (Art          *art,
          guint         segment,
          const double *xs,
          const double *ys,
          guint         n,
          House        *row,
          guint         n_row)
{
  const double by = CARC_TILE_WALL_WIDTH / 2 + WALL_ROW / 2;
  g_autofree double *mx = g_new (double, n);
  g_autofree double *my = g_new (double, n);
  double length = 0, quarter_x, quarter_y;

  /* The line the houses' middles stand on, measured there, so that on
   * the wall's bends they stand close but not piled. */
  for (guint i = 0; i < n; i++)
    {
      guint before = i > 0 ? i - 1 : 0, after = i + 1 < n ? i + 1 : n - 1;
      double dx = xs[after] - xs[before], dy = ys[after] - ys[before], len = MAX (hypot (dx, dy), 1e-9);

      mx[i] = xs[i] - dy / len * by;
      my[i] = ys[i] + dx / len * by;
      if (i > 0)
        length += hypot (mx[i] - mx[i - 1], my[i] - my[i - 1]);
    }
  carc_tile_painter_look_quarter (art->variant, &quarter_x, &quarter_y);
  for (double at = 0.03 * row_random (art, n_row, 1); n_row < MAX_ROW;)
    {
      guint k = n_row + (guint) (at * 1000);
      double size = 0.1 + 0.07 * row_random (art, k, 2), x = 0, y = 0, angle = 0;
      House h = { row_random (art, k, 3) < 0.08 ? PLOT_TREE : PLOT_HOUSE };

      if (at + size > length)
        break;
      point_along (mx, my, n, at + size / 2, &x, &y, &angle);
      house_along (&h, x, y, angle, size, WALL_ROW * (0.88 + 0.12 * row_random (art, k, 4)));
      h.turn += 0.06 * (row_random (art, k, 5) - 0.5);
      h.hipped = row_random (art, k, 6) < 0.4;
      h.snowy = row_random (art, k, 7) < 0.5;
      h.roof = roof_at (x + quarter_x, y + quarter_y, row_random (art, k, 8));
      h.chimney = row_random (art, k, 9) < 0.3 ? 0.2 + 0.6 * row_random (art, k, 10) : 0;
      at += size + (row_random (art, k, 11) < 0.15 ? 0.03 : 0.006);
      if (row_house_fits (art, segment, &h))
        row[n_row++] = h;
    }
  return n_row;
}

void
carc_tile_painter_line_walls (Art               *art,
                              guint              segment,
                              const CarcSegment *s)
{
  cairo_t *cr = art->cr;
  const double inner = CARC_TILE_WALL_WIDTH / 2 + WALL_ROW + WALL_STREET;
  House row[MAX_ROW];
  guint n_row = 0;
  cairo_path_t *path;

  if (s->edges == 0xf)
    return;
  carc_tile_painter_begin_local (art, 0, 0);
  carc_tile_geometry_city_path (cr, s->edges, TRUE);
  cairo_restore (cr);
  path = cairo_copy_path_flat (cr);

  /* The street and the row's ground: paving over the town, whose roofs
   * end at it in a dark line, their eaves. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 2 * inner + 0.012);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.5);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 2 * inner);
  carc_tile_painter_set_paving_source (art);
  cairo_stroke (cr);

  for (gint k = 0; k < path->num_data;)
    {
      g_autofree double *xs = g_new (double, path->num_data);
      g_autofree double *ys = g_new (double, path->num_data);
      guint n = 0;

      do
        {
          xs[n] = path->data[k + 1].point.x;
          ys[n] = path->data[k + 1].point.y;
          if (n == 0 || hypot (xs[n] - xs[n - 1], ys[n] - ys[n - 1]) > 1e-6)
            n++;
          k += path->data[k].header.length;
        }
      while (k < path->num_data && path->data[k].header.type == CAIRO_PATH_LINE_TO);
      if (n >= 2)
        n_row = plan_row (art, segment, xs, ys, n, row, n_row);
    }
  cairo_path_destroy (path);

  for (guint i = 0; i < n_row; i++)
    if (row[i].kind == PLOT_HOUSE)
      carc_tile_painter_house_shadow (cr, &row[i], 1.5);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.45);
  cairo_fill (cr);
  for (guint i = 0; i < n_row; i++)
    if (row[i].kind == PLOT_HOUSE)
      carc_tile_painter_draw_house (cr, art->theme, &row[i]);
    else
      carc_tile_painter_draw_yard_tree (cr, art->theme, &row[i]);
}
