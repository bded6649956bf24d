/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile art's cities: the town that runs on across the tiles' borders
 * (carc-tile-painter-town.c), squares under the marks, a keep in the
 * heart of a great city, crenellated walls with round towers.  What
 * varies (towers, the keep, some roofs) is seeded by the tile's look
 * (Art.layout), so copies of a tile differ where they lie while their
 * walls, and the shapes the rules know, stay the same. */
#include "config.h"

#include <math.h>

#include "carc-tile-painter-private.h"

/* Paving stones a tile's side, in the board's coordinates: the same on
 * every tile, so a city's paving goes on across the border. */
#define PAVING 16
/* The side of a tower's drawing on a wall, in tiles. */
#define TOWER_SIZE 0.2

/* The towers on walls: slate or old tiles, muted like their discs, so
 * that no tower passes for a player's figure at a small zoom. */
static const char *const tower_styles[2] = {
  "[fill=\"url(#city-tower-roof)\"]{fill:#8c5a44}",
  "[fill=\"url(#city-tower-roof)\"]{fill:#6b7078}",
};

/* A number in 0..1 from a stone's cell and a salt; the stone across the
 * tile's right border is the first of its row on the next tile. */
static double
stone_random (guint i,
              guint j,
              guint salt)
{
  return (carc_tile_painter_mix ((i % PAVING) * 31 + salt, j) & 0xffff) / 65535.0;
}

/* A stone's outline: a plain oblong, its corners cut (cheaper to fill
 * than arcs, and the same at the sizes tiles are seen). */
static void
stone_path (cairo_t *cr,
            double   x,
            double   y,
            double   w,
            double   h)
{
  double c = h * 0.25;

  cairo_move_to (cr, x + c, y);
  cairo_line_to (cr, x + w - c, y);
  cairo_line_to (cr, x + w, y + c);
  cairo_line_to (cr, x + w, y + h - c);
  cairo_line_to (cr, x + w - c, y + h);
  cairo_line_to (cr, x + c, y + h);
  cairo_line_to (cr, x, y + h - c);
  cairo_line_to (cr, x, y + c);
  cairo_close_path (cr);
}

/* The paving of every city, over the unit square: the ground darkened for
 * the joints, then stones in three shades, laid in rows shifted by half a
 * stone, one fill per shade; in winter, snow over it.  The same on every
 * tile, so it is painted once a size (carc-tile-painter-land.c). */
void
carc_tile_painter_paint_paving (cairo_t         *cr,
                                const CarcTheme *theme)
{
  const CarcArtColour *g = &theme->city_ground;
  static const CarcArtColour snow = { 0.96, 0.97, 1 };
  static const double shades[3] = { 0.97, 1.0, 1.025 };
  const double cell = 1.0 / PAVING;

  cairo_set_source_rgb (cr, g->r * 0.93, g->g * 0.92, g->b * 0.91);
  cairo_paint (cr);
  for (guint shade = 0; shade < 3; shade++)
    {
      for (guint j = 0; j < PAVING; j++)
        for (guint i = 0; i <= PAVING; i++)
          {
            double w = cell * (0.78 + 0.14 * stone_random (i, j, 1));
            double h = cell * (0.72 + 0.12 * stone_random (i, j, 2));
            double x = (i + (j % 2) * 0.5) * cell - w / 2, y = (j + 0.5) * cell - h / 2;

            if ((guint) (stone_random (i, j, 3) * 3) % 3 != shade)
              continue;
            stone_path (cr, x, y, w, h);
            if (j % 2 == 1 && i == PAVING)
              stone_path (cr, x - 1, y, w, h);
          }
      cairo_set_source_rgb (cr, MIN (g->r * shades[shade], 1), MIN (g->g * shades[shade], 1),
                            MIN (g->b * shades[shade], 1));
      cairo_fill (cr);
    }
  /* Snow lying on the paving, anywhere on the tile, with its copies a
   * tile over where it reaches across a border: the paving repeats every
   * tile, and snow kept off its borders would whiten each tile's middle
   * in a square. */
  for (guint k = 0; theme->snow && k < 16; k++)
    carc_tile_painter_patch (cr, stone_random (k, 7, 4), stone_random (k, 7, 5), 0.15, &snow, 0.75);
}

/* Whether a house at (@x, @y) in the tile's own orientation would stand
 * on a figure's spot, where a figure in its colour must show against the
 * ground, not against roofs of its colour. */
gboolean
carc_tile_painter_on_spot (Art    *art,
                           double  x,
                           double  y)
{
  for (guint i = 0; i < art->type->n_segments; i++)
    {
      double ax, ay;

      if (carc_tile_geometry_local_anchor (art->type, i, &ax, &ay) && hypot (x - ax, y - ay) < 0.15)
        return TRUE;
    }
  return FALSE;
}

/* Whether a building of @size at (@lx, @ly) in the tile's own orientation
 * stands inside @segment, whole inside its walls, off the tile's edges,
 * the marks, the gates and the figures' spots. */
static gboolean
fits_in_city (Art    *art,
              guint   segment,
              double  lx,
              double  ly,
              double  size)
{
  double bx, by;
  guint clearance;
  gint gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1), gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);

  if (carc_tile_geometry_cell (art->type, gx, gy, &clearance) != (gint) segment)
    return FALSE;
  /* Off the tile's edges too, where the next tile's houses would stand
   * half cut. */
  carc_tile_geometry_to_board (art->rotation, lx, ly, &bx, &by);
  return clearance >= 3 && MIN (bx, by) >= 0.13 && MAX (bx, by) <= 0.87 && !carc_tile_painter_under_mark (art, bx, by, 0.22)
         && !carc_tile_painter_on_spot (art, lx, ly) && !carc_tile_painter_near_road (art, lx, ly, 0.08)
         && carc_tile_painter_stands_on (art, segment, lx, ly, size, 1);
}

/* A great city's keep (or a tall tower, by the tile's look), near its
 * heart; FALSE when there is no room for it. */
static gboolean
plan_keep (Art    *art,
           guint   segment,
           double *x,
           double *y)
{
  static const double tries[][2] = { { 0, 0 }, { 0.16, 0 }, { -0.16, 0 }, { 0, 0.16 }, { 0, -0.16 },
                                     { 0.16, 0.16 }, { -0.16, 0.16 }, { 0.16, -0.16 }, { -0.16, -0.16 } };
  gboolean tower = art->variant % 2;

  for (guint k = 0; k < G_N_ELEMENTS (tries); k++)
    {
      *x = 0.5 + tries[k][0];
      *y = 0.5 + tries[k][1];
      if (fits_in_city (art, segment, *x, *y, 0.3))
        {
          carc_tile_painter_add_upright (art, tower ? "city-tower" : "city-keep", *x, *y, tower ? 0.28 : 0.32);
          return TRUE;
        }
    }
  return FALSE;
}

/* The outline of an open place at (@x, @y) on the board, @r across: an
 * uneven round, its reach wandering from point to point, drawn smooth
 * through the middles between them (a town's square, a crossroads'
 * trodden earth). */
#define SQUARE_SIDES 11

void
carc_tile_painter_square_path (cairo_t *cr,
                               double   x,
                               double   y,
                               double   r)
{
  double p[SQUARE_SIDES][2];

  for (guint k = 0; k < SQUARE_SIDES; k++)
    {
      double a = k * 2 * G_PI / SQUARE_SIDES;
      double reach = r * (0.84 + 0.16 * ((carc_tile_painter_mix (k, (guint32) (x * 977 + y * 131)) & 0xff) / 255.0));

      p[k][0] = x + cos (a) * reach;
      p[k][1] = y + sin (a) * reach;
    }
  /* From middle to middle, each point pulling the curve toward it. */
  cairo_move_to (cr, (p[SQUARE_SIDES - 1][0] + p[0][0]) / 2, (p[SQUARE_SIDES - 1][1] + p[0][1]) / 2);
  for (guint k = 0; k < SQUARE_SIDES; k++)
    {
      const double *at = p[k], *next = p[(k + 1) % SQUARE_SIDES];
      double x0, y0, mx = (at[0] + next[0]) / 2, my = (at[1] + next[1]) / 2;

      cairo_get_current_point (cr, &x0, &y0);
      cairo_curve_to (cr, x0 + (at[0] - x0) * 2 / 3, y0 + (at[1] - y0) * 2 / 3, mx + (at[0] - mx) * 2 / 3,
                      my + (at[1] - my) * 2 / 3, mx, my);
    }
  cairo_close_path (cr);
}

/* An open square at (@x, @y) on the board, @r across: paved, the houses
 * round it giving way to it along an uneven edge (within the city's
 * clip) and casting their shade onto it from the upper left, so that it
 * reads as a place in the town, not as a disc laid on it. */
static void
draw_square (Art    *art,
             double  x,
             double  y,
             double  r)
{
  cairo_t *cr = art->cr;

  cairo_save (cr);
  cairo_new_path (cr);
  carc_tile_painter_square_path (cr, x, y, r);
  cairo_clip (cr);
  carc_tile_painter_draw_paving (art);
  /* The houses' shade along its upper left edge. */
  cairo_new_path (cr);
  carc_tile_painter_square_path (cr, x - SHADOW_X * 1.5, y - SHADOW_Y * 1.5, r);
  cairo_rectangle (cr, x + r * 2, y - r * 2, -r * 4, r * 4);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.4);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* The squares under the marks inside the city @segment (a coat of arms,
 * goods, a cathedral): a symbol reads on paving, not on roofs. */
static void
draw_squares (Art   *art,
              guint  segment)
{
  for (guint k = 0; k < art->n_marks; k++)
    {
      const Upright *m = &art->marks[k];
      double lx, ly;
      gint gx, gy;

      carc_tile_geometry_to_local (art->rotation, m->x, m->y, &lx, &ly);
      gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1);
      gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);
      if (carc_tile_geometry_cell (art->type, gx, gy, NULL) == (gint) segment)
        draw_square (art, m->x, m->y, m->size * 0.62);
    }
}

/* A few of the town's houses in the tile's own roofs, squares under its
 * marks, and a great
 * city's keep (on three sides or more) on a square of its own. */
static void
plan_city (Art               *art,
           guint              segment,
           const CarcSegment *s)
{
  double keep_x, keep_y, x, y;

  carc_tile_painter_vary_town (art, segment);
  draw_squares (art, segment);
  if (s->n_edges >= 3 && plan_keep (art, segment, &keep_x, &keep_y))
    {
      carc_tile_geometry_to_board (art->rotation, keep_x, keep_y, &x, &y);
      draw_square (art, x, y, 0.18);
    }
}

/* A round tower seen from above at (@x, @y) on the board: its soft
 * shadow, the stone ring and a cone roof lit from the upper left, in
 * slate or in old tiles — muted, so that no tower passes for a player's
 * figure at a small zoom. */
static void
draw_tower (cairo_t         *cr,
            const CarcTheme *t,
            double           x,
            double           y,
            gboolean         slate)
{
  const double r = 0.066;
  cairo_pattern_t *roof;

  for (guint k = 0; k < 2; k++)
    {
      cairo_arc (cr, x + SHADOW_X * (1.5 + k), y + SHADOW_Y * (1.5 + k), r + 0.006 * k, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.16);
      cairo_fill (cr);
    }
  /* The stone ring with its merlons, as the walls have. */
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  carc_tile_painter_set_colour (cr, &t->wall_shade, 1);
  cairo_fill (cr);
  cairo_arc (cr, x, y, r - 0.012, 0, 2 * G_PI);
  carc_tile_painter_set_colour (cr, &t->wall, 1);
  cairo_set_line_width (cr, 0.02);
  cairo_set_dash (cr, (double[]) { 0.022, 0.016 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_arc (cr, x, y, r - 0.02, 0, 2 * G_PI);
  carc_tile_painter_set_colour (cr, &t->wall_top, 1);
  cairo_fill (cr);
  roof = cairo_pattern_create_radial (x - r * 0.35, y - r * 0.4, 0, x, y, r * 0.85);
  if (slate)
    {
      cairo_pattern_add_color_stop_rgb (roof, 0, 0.64, 0.65, 0.67);
      cairo_pattern_add_color_stop_rgb (roof, 1, 0.30, 0.31, 0.33);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (roof, 0, 0.78, 0.52, 0.40);
      cairo_pattern_add_color_stop_rgb (roof, 1, 0.46, 0.26, 0.18);
    }
  cairo_arc (cr, x, y, r * 0.6, 0, 2 * G_PI);
  cairo_set_source (cr, roof);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (roof);
  cairo_set_source_rgb (cr, 0.16, 0.12, 0.09);
  cairo_set_line_width (cr, 0.006);
  cairo_stroke (cr);
  /* The cone's ridges, and snow on its lit side in winter. */
  for (guint k = 0; k < 6; k++)
    {
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + cos (k * G_PI / 3) * r * 0.6, y + sin (k * G_PI / 3) * r * 0.6);
    }
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 0.004);
  cairo_stroke (cr);
  if (t->snow)
    {
      cairo_arc (cr, x - r * 0.15, y - r * 0.17, r * 0.38, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.96, 0.98, 1, 0.85);
      cairo_fill (cr);
    }
}

/* Whether a tower at (@x, @y) on the board keeps clear of the towers
 * already on the tile's walls and of the tile's symbol (a cemetery),
 * which is drawn later, over what stands near it. */
static gboolean
tower_has_room (Art    *art,
                double  x,
                double  y)
{
  double sx, sy, bx, by;

  if (art->n_towers == G_N_ELEMENTS (art->towers))
    return FALSE;
  for (guint k = 0; k < art->n_towers; k++)
    if (hypot (x - art->towers[k][0], y - art->towers[k][1]) < 0.18)
      return FALSE;
  if (art->type->symbol != CARC_NO_MARK && carc_tile_painter_open_land (art, &sx, &sy))
    {
      carc_tile_geometry_to_board (art->rotation, sx, sy, &bx, &by);
      if (hypot (x - bx, y - by) < 0.24)
        return FALSE;
    }
  return TRUE;
}

/* Round towers on a wall at a few places chosen by the tile's look, never
 * near the tile's border (where the next tile's wall goes on), on a gate
 * or over a mark. */
static void
draw_wall_towers (Art               *art,
                  const CarcSegment *s)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  cairo_path_t *path;
  double length = 0, at[3];
  guint n_towers = 0, wanted;

  carc_tile_painter_begin_local (art, 0, 0);
  cairo_new_path (cr);
  carc_tile_geometry_city_path (cr, s->edges, TRUE);
  path = cairo_copy_path_flat (cr);
  cairo_new_path (cr);
  cairo_restore (cr);
  for (gint k = 0; k < path->num_data; k += path->data[k].header.length)
    if (path->data[k].header.type == CAIRO_PATH_LINE_TO)
      length += hypot (path->data[k + 1].point.x - path->data[k - 1].point.x,
                       path->data[k + 1].point.y - path->data[k - 1].point.y);
  wanted = length < 0.5 ? 1 : 1 + g_rand_int_range (art->layout, 0, 3);
  for (guint n = 0; n < wanted; n++)
    at[n] = length * (n + g_rand_double_range (art->layout, 0.15, 0.85)) / wanted;
  for (guint n = 0; n < wanted; n++)
    {
      double walked = 0;

      for (gint k = 0; k < path->num_data; k += path->data[k].header.length)
        {
          double x0, y0, x1, y1, piece, x, y, bx, by;

          if (path->data[k].header.type != CAIRO_PATH_LINE_TO)
            continue;
          x0 = path->data[k - 1].point.x;
          y0 = path->data[k - 1].point.y;
          x1 = path->data[k + 1].point.x;
          y1 = path->data[k + 1].point.y;
          piece = hypot (x1 - x0, y1 - y0);
          if (walked + piece < at[n])
            {
              walked += piece;
              continue;
            }
          x = x0 + (x1 - x0) * (at[n] - walked) / MAX (piece, 1e-6);
          y = y0 + (y1 - y0) * (at[n] - walked) / MAX (piece, 1e-6);
          carc_tile_geometry_to_board (art->rotation, x, y, &bx, &by);
          /* Its drawing stands up from the wall: room above it too. */
          if (bx > 0.17 && by > 0.17 + TOWER_SIZE * 0.45 && MAX (bx, by) < 0.83
              && !carc_tile_painter_near_road (art, x, y, 0.09)
              && !carc_tile_painter_under_mark (art, bx, by - TOWER_SIZE * 0.36, TOWER_SIZE * 1.2)
              && tower_has_room (art, bx, by))
            {
              double lx, ly;

              /* Round in the wall, standing up from it: the drawing's
               * foot on the wall's line. */
              draw_tower (cr, t, bx, by, (art->variant + n_towers) % 2);
              carc_tile_geometry_to_local (art->rotation, bx, by - TOWER_SIZE * 0.36, &lx, &ly);
              carc_tile_painter_add_styled (art, "city-tower", tower_styles[(art->variant + n_towers) % 2], lx, ly,
                                            TOWER_SIZE);
              art->towers[art->n_towers][0] = bx;
              art->towers[art->n_towers][1] = by;
              art->n_towers++;
              n_towers++;
            }
          break;
        }
    }
  cairo_path_destroy (path);
  carc_tile_painter_draw_uprights (art);
}

/* The line of @s's wall, @dy lower on the board, to be stroked in the
 * wall's shade; undo with cairo_restore(). */
static void
begin_wall (Art               *art,
            const CarcSegment *s,
            double             dy)
{
  carc_tile_painter_begin_local (art, 0, dy);
  carc_tile_geometry_city_path (art->cr, s->edges, TRUE);
  cairo_set_line_cap (art->cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (art->cr, CAIRO_LINE_JOIN_ROUND);
  carc_tile_painter_set_colour (art->cr, &art->theme->wall_shade, 1);
}

/* How far in from the tile's border the walls' shade on the paving
 * fades in, in tiles, and the side of the mask that fades it. */
#define SHADE_FADE 0.16
#define FADE_SIDE 64

/* A mask over the unit square, clear at the border and whole from
 * SHADE_FADE in: what a tile's walls shade stops at its border, where the
 * next tile's walls, which it does not know, take over. */
static cairo_pattern_t *
border_fade (void)
{
  static cairo_surface_t *mask;
  static gsize made;
  cairo_pattern_t *pattern;
  cairo_matrix_t scale;

  if (g_once_init_enter (&made))
    {
      cairo_surface_t *m = cairo_image_surface_create (CAIRO_FORMAT_A8, FADE_SIDE, FADE_SIDE);
      guint8 *data = cairo_image_surface_get_data (m);
      gint stride = cairo_image_surface_get_stride (m);

      for (gint y = 0; y < FADE_SIDE; y++)
        for (gint x = 0; x < FADE_SIDE; x++)
          {
            double u = (x + 0.5) / FADE_SIDE, v = (y + 0.5) / FADE_SIDE;
            double fx = MIN (MIN (u, 1 - u) / SHADE_FADE, 1), fy = MIN (MIN (v, 1 - v) / SHADE_FADE, 1);

            data[y * stride + x] = (guint8) round (255 * fx * fx * (3 - 2 * fx) * fy * fy * (3 - 2 * fy));
          }
      cairo_surface_mark_dirty (m);
      mask = m;
      g_once_init_leave (&made, 1);
    }
  pattern = cairo_pattern_create_for_surface (mask);
  cairo_matrix_init_scale (&scale, FADE_SIDE, FADE_SIDE);
  cairo_pattern_set_matrix (pattern, &scale);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  return pattern;
}

/* The wall stands high: its shade lies on the paving along its inner
 * side, deepest at its foot (within the city's clip), fading out at the
 * tile's border so that it never steps there. */
static void
draw_wall_shade (Art               *art,
                 const CarcSegment *s)
{
  cairo_t *cr = art->cr;
  cairo_pattern_t *fade;

  cairo_push_group (cr);
  carc_tile_painter_begin_local (art, 0, 0);
  carc_tile_geometry_city_path (cr, s->edges, TRUE);
  cairo_restore (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 0.12, 0.08, 0.05, 0.1);
  for (guint k = 0; k < 3; k++)
    {
      cairo_set_line_width (cr, 0.3 - 0.07 * k);
      cairo_stroke_preserve (cr);
    }
  cairo_new_path (cr);
  cairo_pop_group_to_source (cr);
  fade = border_fade ();
  cairo_mask (cr, fade);
  cairo_pattern_destroy (fade);
}

/* The merlons along the outer side of @s's wall. */
static void
draw_merlons (Art               *art,
              const CarcSegment *s)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  static const double merlons[2] = { 0.042, 0.034 };

  cairo_save (cr);
  carc_tile_painter_begin_local (art, 0, 0);
  carc_tile_geometry_city_path (cr, s->edges, FALSE);
  cairo_restore (cr);
  cairo_rectangle (cr, -1, -1, 3, 3);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  begin_wall (art, s, 0);
  cairo_set_line_width (cr, 0.13);
  cairo_set_dash (cr, merlons, 2, 0);
  cairo_stroke_preserve (cr);
  carc_tile_painter_set_colour (cr, &t->wall, 1);
  cairo_set_line_width (cr, 0.112);
  cairo_set_dash (cr, (double[]) { merlons[0] - 0.008, merlons[1] + 0.008 }, 2, -0.004);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_restore (cr);
  cairo_restore (cr);
}

/* How far in from the wall's middle the snow on it lies. */
#define SNOW_IN 0.024

/* The next piece of @line (flat) from *@i: its move and lines, from
 * *@start to *@end; FALSE after the last. */
static gboolean
next_piece (const cairo_path_t *line,
            gint               *i,
            gint               *start,
            gint               *end)
{
  /* Past a closing stroke. */
  while (*i < line->num_data && line->data[*i].header.type != CAIRO_PATH_MOVE_TO)
    *i += line->data[*i].header.length;
  if (*i >= line->num_data)
    return FALSE;
  *start = *i;
  *end = *i + line->data[*i].header.length;
  while (*end < line->num_data && line->data[*end].header.type == CAIRO_PATH_LINE_TO)
    *end += line->data[*end].header.length;
  *i = *end;
  return TRUE;
}

/* Which way from @line's piece @start to @end (to its left, +1, or its
 * right, -1) @s's city lies: from a point beside its middle, as its
 * ends may lie beyond the tile.  Leaves no path. */
static double
inward_side (cairo_t            *cr,
             const cairo_path_t *line,
             gint                start,
             gint                end,
             const CarcSegment  *s)
{
  gint at = start + 2 * ((end - start) / 4);
  double dx, dy, n;
  gboolean in;

  if (end - start < 4)
    return 0;
  at = at + 2 < end ? at : at - 2;
  dx = line->data[at + 3].point.x - line->data[at + 1].point.x;
  dy = line->data[at + 3].point.y - line->data[at + 1].point.y;
  n = hypot (dx, dy);
  if (n == 0)
    return 0;
  cairo_new_path (cr);
  carc_tile_geometry_city_path (cr, s->edges, FALSE);
  in = cairo_in_fill (cr, line->data[at + 1].point.x + dx / 2 - dy / n * 0.06,
                      line->data[at + 1].point.y + dy / 2 + dx / n * 0.06);
  cairo_new_path (cr);
  return in ? 1 : -1;
}

/* @line (flat: moves and lines only) moved @by toward the inside of
 * @s's city, each of its pieces as a whole, as the current path. */
#define MAX_PIECES 8

static void
inward_line (cairo_t            *cr,
             const cairo_path_t *line,
             const CarcSegment  *s,
             double              by)
{
  double sides[MAX_PIECES];
  gint i = 0, start, end;
  guint n = 0;

  /* Each piece's side first: finding it takes the current path. */
  while (n < MAX_PIECES && next_piece (line, &i, &start, &end))
    sides[n++] = inward_side (cr, line, start, end, s);
  cairo_new_path (cr);
  i = 0;
  for (guint k = 0; k < n && next_piece (line, &i, &start, &end); k++)
    for (gint j = start; j < end; j += 2)
      {
        /* The normal at a point: from the stretches either side. */
        gint prev = j > start ? j - 2 : j, next = j + 2 < end ? j + 2 : j;
        double dx = line->data[next + 1].point.x - line->data[prev + 1].point.x;
        double dy = line->data[next + 1].point.y - line->data[prev + 1].point.y;
        double d = hypot (dx, dy), x = line->data[j + 1].point.x, y = line->data[j + 1].point.y;

        if (d > 0)
          {
            x -= dy / d * by * sides[k];
            y += dx / d * by * sides[k];
          }
        if (j == start)
          cairo_move_to (cr, x, y);
        else
          cairo_line_to (cr, x, y);
      }
}

/* The wall along where the city ends, over a soft shadow: its face
 * seen below its top from the players' side, a broad stone top, and
 * merlons on its outer side only, so that it reads as a rampart, not as
 * a track with two rails: few and broad, or at the whole board's zoom
 * they make the wall a saw blade. */
static void
draw_wall (Art               *art,
           const CarcSegment *s)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;

  /* A soft shadow: a darker core inside a lighter rim, no further out
   * than one stroke, so it never crosses into the next tile. */
  for (guint k = 0; k < 2; k++)
    {
      carc_tile_painter_begin_local (art, SHADOW_X, SHADOW_Y);
      carc_tile_geometry_city_path (cr, s->edges, TRUE);
      cairo_restore (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
      cairo_set_line_width (cr, 0.1 - 0.03 * k);
      cairo_stroke (cr);
    }

  /* The wall's face, its merlons, then its top: one broad band of
   * stone. */
  begin_wall (art, s, 0.018);
  cairo_set_line_width (cr, CARC_TILE_WALL_WIDTH);
  cairo_stroke (cr);
  cairo_restore (cr);
  /* The merlons stand on its outer side only; in winter the snow heaped
   * on the wall buries them (in a row on the snow they read as a zip). */
  if (!t->snow)
    draw_merlons (art, s);
  begin_wall (art, s, 0);
  cairo_set_line_width (cr, CARC_TILE_WALL_WIDTH);
  cairo_stroke_preserve (cr);
  carc_tile_painter_set_colour (cr, &t->wall, 1);
  cairo_set_line_width (cr, CARC_TILE_WALL_WIDTH - 0.016);
  cairo_stroke_preserve (cr);
  if (t->snow)
    {
      /* In winter: snow heaped on the wall's inner half, and in drifts
       * over onto its outer half, where the grey stone of its face shows
       * between them: stone under snow, not a white band, a tube, or
       * (with joints across it) a ladder. */
      static const double drifts[6] = { 0.09, 0.14, 0.06, 0.1, 0.12, 0.17 };
      cairo_path_t *line = cairo_copy_path_flat (cr);

      inward_line (cr, line, s, SNOW_IN);
      carc_tile_painter_set_colour (cr, &t->wall_top, 0.97);
      cairo_set_line_width (cr, CARC_TILE_WALL_WIDTH - 2 * SNOW_IN);
      cairo_stroke (cr);
      cairo_append_path (cr, line);
      cairo_set_line_width (cr, 0.03);
      cairo_set_dash (cr, drifts, 6, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_path_destroy (line);
    }
  else
    {
      /* A lighter walk along the top. */
      carc_tile_painter_set_colour (cr, &t->wall_top, 0.45);
      cairo_set_line_width (cr, 0.03);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* Cities: a town with its squares, a few tall houses, and walls with
 * towers where the city ends. */
void
carc_tile_painter_draw_cities (Art *art)
{
  cairo_t *cr = art->cr;

  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];

      if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_AREA)
        continue;

      /* The paving and the houses, clipped to the city so none stands
       * on its wall. */
      cairo_save (cr);
      carc_tile_painter_begin_local (art, 0, 0);
      carc_tile_geometry_city_path (cr, s->edges, FALSE);
      cairo_restore (cr);
      cairo_clip (cr);
      carc_tile_painter_draw_town (art);
      carc_tile_painter_line_walls (art, i, s);
      plan_city (art, i, s);
      draw_wall_shade (art, s);
      carc_tile_painter_draw_uprights (art);
      /* The theme's light over the town. */
      if (art->theme->town_wash_alpha > 0)
        {
          carc_tile_painter_set_colour (cr, &art->theme->town_wash, art->theme->town_wash_alpha);
          cairo_paint (cr);
        }
      cairo_restore (cr);

      draw_wall (art, s);
      draw_wall_towers (art, s);
    }
}
