/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Buildings seen from above, as the towns are, lit from the upper left:
 * a monastery (a church with its tower, transept and apse, a cloister
 * round a green garth with a well, and the monks' garden beds), a city's
 * cathedral (twin towers, a nave of slate, transept and apse), and the
 * cottages at the roads' ends, with their yards and gardens.  They lie
 * as the board does whatever the tile's turn, so their light stays where
 * every other light is. */
#include "config.h"

#include <math.h>

#include "carc-tile-painter-private.h"

/* The parts, in the drawing's side, from its middle.  In winter the
 * church's roofs are under snow as every roof is, its red showing at
 * the eaves. */
static const House nave = { PLOT_HOUSE, -0.34, -0.35, 0.2, -0.13, FALSE, FALSE, 0, TRUE, ROOF_RED, 0 };
static const House transept = { PLOT_HOUSE, 0.03, -0.45, 0.16, -0.03, TRUE, FALSE, 0, TRUE, ROOF_RED, 0 };
static const House walks[4] = {
  { PLOT_HOUSE, -0.32, -0.11, 0.06, -0.04, FALSE, FALSE, 0, TRUE, ROOF_OCHRE, 0 },
  { PLOT_HOUSE, -0.32, 0.25, 0.06, 0.32, FALSE, FALSE, 0, TRUE, ROOF_OCHRE, 0 },
  { PLOT_HOUSE, -0.32, -0.04, -0.25, 0.25, TRUE, FALSE, 0, TRUE, ROOF_OCHRE, 0 },
  { PLOT_HOUSE, -0.01, -0.04, 0.06, 0.25, TRUE, FALSE, 0, TRUE, ROOF_OCHRE, 0 },
};
static const House trees[3] = {
  { PLOT_TREE, -0.5, 0.1, -0.35, 0.25 },
  { PLOT_TREE, -0.46, 0.27, -0.32, 0.41 },
  { PLOT_TREE, 0.27, -0.46, 0.42, -0.31 },
};
#define APSE_R 0.11
/* How much larger than its mark's box a cathedral may stand. */
#define CATHEDRAL_SCALE 1.25
#define STEEPLE 0.17
/* Its parts span 0.9 of the side: at most this much larger than the box
 * of the upright drawings it stands among, the tile's centrepiece. */
#define SCALE 1.35

/* How far a building centred at (@x, @y) on the board may reach before
 * the tile's border, keeping a margin. */
static double
room_at (double x,
         double y)
{
  return MIN (MIN (x, 1 - x), MIN (y, 1 - y)) - 0.02;
}

/* The trodden court the church and the cloister stand on, its edge
 * worn soft into the grass. */
static void
draw_court (cairo_t         *cr,
            const CarcTheme *t)
{
  /* Trampled into the snow in winter, faintly: a patch of the roads'
   * darker slush would lie on the white as a pasted card. */
  double alpha = t->snow ? 0.28 : 1;

  cairo_rectangle (cr, -0.44, -0.41, 0.62, 0.34);
  cairo_rectangle (cr, -0.36, -0.1, 0.46, 0.46);
  cairo_rectangle (cr, -0.04, 0.2, 0.2, 0.24);
  cairo_set_source_rgba (cr, t->road.r * 0.92, t->road.g * 0.88, t->road.b * 0.8, 0.35 * alpha);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint k = 0; k < 2; k++)
    {
      cairo_set_line_width (cr, 0.08 - 0.04 * k);
      cairo_stroke_preserve (cr);
    }
  cairo_set_source_rgba (cr, t->road.r * 0.92, t->road.g * 0.88, t->road.b * 0.8, 0.9 * alpha);
  cairo_fill (cr);
}

/* A garden bed from (@x, @y), @w × @h: its soil and @rows rows of
 * greens (under snow a drift), a wattle fence round it. */
static void
draw_bed (cairo_t         *cr,
          const CarcTheme *t,
          double           x,
          double           y,
          double           w,
          double           h,
          guint            rows,
          gboolean         light)
{
  cairo_rectangle (cr, x, y, w, h);
  if (t->snow)
    {
      /* Buried: a drift heaped in the bed, its shade on the lower right,
       * no rows showing (in rows they read as a grid). */
      cairo_pattern_t *drift = cairo_pattern_create_linear (x, y, x + w, y + h);

      cairo_pattern_add_color_stop_rgb (drift, 0, 0.97, 0.98, 1);
      cairo_pattern_add_color_stop_rgb (drift, 0.6, 0.9, 0.93, 0.98);
      cairo_pattern_add_color_stop_rgb (drift, 1, 0.74, 0.8, 0.9);
      cairo_set_source (cr, drift);
      cairo_fill (cr);
      cairo_pattern_destroy (drift);
    }
  else
    {
      cairo_set_source_rgb (cr, 0.45, 0.33, 0.22);
      cairo_fill (cr);
      for (guint row = 0; row < rows; row++)
        {
          cairo_move_to (cr, x + w * 0.16, y + h * (0.18 + 0.64 * row / (rows - 1)));
          cairo_line_to (cr, x + w * 0.84, y + h * (0.18 + 0.64 * row / (rows - 1)));
        }
      carc_tile_painter_set_colour (cr, light ? &t->grass_light : &t->grass_dark, 1);
      cairo_set_line_width (cr, h * 0.14);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
    }
  cairo_rectangle (cr, x, y, w, h);
  cairo_set_source_rgb (cr, 0.36, 0.24, 0.14);
  cairo_set_line_width (cr, 0.006);
  cairo_stroke (cr);
}

/* Four beds of the monks' garden; in winter one plot inside its fence,
 * the snow heaped soft over the beds (four white panes would read as a
 * window). */
static void
draw_garden (cairo_t         *cr,
             const CarcTheme *t)
{
  if (t->snow)
    {
      draw_bed (cr, t, 0.14, 0.04, 0.28, 0.33, 0, FALSE);
      for (guint b = 0; b < 4; b++)
        {
          double x = 0.21 + (b % 2) * 0.14, y = 0.12 + (b / 2) * 0.17;

          /* Each bed's mound: its shade to the lower right. */
          cairo_save (cr);
          cairo_translate (cr, x + 0.012, y + 0.016);
          cairo_scale (cr, 0.055, 0.06);
          cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
          cairo_restore (cr);
          carc_tile_painter_set_colour (cr, &t->grass_dark, 0.25);
          cairo_fill (cr);
        }
      return;
    }
  for (guint b = 0; b < 4; b++)
    draw_bed (cr, t, 0.14 + (b % 2) * 0.15, 0.04 + (b / 2) * 0.18, 0.13, 0.15, 4, b % 3 == 0);
}

/* The garth inside the cloister: lawn, or snow, crossed by two paths
 * to a well in its middle. */
static void
draw_garth (cairo_t         *cr,
            const CarcTheme *t)
{
  const double x0 = -0.25, y0 = -0.04, x1 = -0.01, y1 = 0.25, cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;

  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  if (t->snow)
    cairo_set_source_rgb (cr, 0.95, 0.97, 1);
  else
    carc_tile_painter_set_colour (cr, &t->grass_light, 1);
  cairo_fill (cr);
  /* In winter only one path, trodden in the snow to the well: a cross
   * of paths in a frame would read as a window. */
  if (t->snow)
    {
      cairo_move_to (cr, x0, cy + 0.02);
      cairo_curve_to (cr, x0 + 0.05, cy + 0.03, cx - 0.05, cy - 0.01, cx, cy);
      carc_tile_painter_set_colour (cr, &t->grass_dark, 0.35);
      cairo_set_line_width (cr, 0.02);
    }
  else
    {
      cairo_move_to (cr, x0, cy);
      cairo_line_to (cr, x1, cy);
      cairo_move_to (cr, cx, y0);
      cairo_line_to (cr, cx, y1);
      carc_tile_painter_set_colour (cr, &t->road, 1);
      cairo_set_line_width (cr, 0.03);
    }
  cairo_stroke (cr);
  if (t->snow)
    {
      /* The cloister's roofs shade the snow along their foot. */
      cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
      carc_tile_painter_set_colour (cr, &t->grass_dark, 0.35);
      cairo_set_line_width (cr, 0.03);
      cairo_stroke (cr);
    }
  cairo_arc (cr, cx, cy, 0.04, 0, 2 * G_PI);
  carc_tile_painter_set_colour (cr, &t->wall, 1);
  cairo_fill (cr);
  cairo_arc (cr, cx, cy, 0.022, 0, 2 * G_PI);
  /* Its water, or in winter the snow on its lid. */
  carc_tile_painter_set_colour (cr, t->snow ? &t->wall_top : &t->water, 1);
  cairo_fill (cr);
}

/* The rounded east end of a nave, @r across, at its right end (its
 * left, with @flip -1), its roof of @roof_kind in facets fanning from the
 * ridge's end, lit from the upper left: the lit slope's colour at
 * APSE_LIT of full light. */
#define APSE_LIT 0.77

static void
draw_apse (cairo_t *cr,
           double   x,
           double   y,
           double   flip,
           double   r,
           guint    roof_kind)
{
  CarcArtColour lit, line;

  carc_tile_painter_roof_colours (roof_kind, &lit, &line);
  for (guint k = 0; k < 4; k++)
    {
      double a0 = (flip > 0 ? -G_PI / 2 : G_PI / 2) + k * G_PI / 4, a1 = a0 + G_PI / 4;
      /* The facets facing up and left are lit. */
      double light = (0.7 + 0.16 * -sin (a0 + G_PI / 8 + G_PI / 4)) / APSE_LIT;

      cairo_move_to (cr, x, y);
      cairo_arc (cr, x, y, r, a0, a1);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, MIN (lit.r * light, 1), MIN (lit.g * light, 1), MIN (lit.b * light, 1));
      cairo_fill (cr);
    }
  cairo_arc (cr, x, y, r, flip > 0 ? -G_PI / 2 : G_PI / 2, flip > 0 ? G_PI / 2 : 3 * G_PI / 2);
  carc_tile_painter_set_colour (cr, &line, 1);
  cairo_set_line_width (cr, 0.006);
  cairo_stroke (cr);
}

/* The monks' graves beside the church, in place of their garden: a
 * plot inside a low paling, its headstones and crosses laid by hand in
 * two ragged rows, each over its shadow; in winter capped with snow and
 * the plot under it.  Not a grid of tiles (a table, a spreadsheet). */
static void
grave_path (cairo_t  *cr,
            double    x,
            double    y,
            double    w,
            gboolean  cross)
{
  if (cross)
    {
      cairo_rectangle (cr, x + w * 0.38, y, w * 0.24, w * 1.2);
      cairo_rectangle (cr, x, y + w * 0.28, w, w * 0.24);
      return;
    }
  cairo_move_to (cr, x, y + w * 1.1);
  cairo_line_to (cr, x, y + w * 0.5);
  cairo_arc (cr, x + w / 2, y + w * 0.5, w / 2, G_PI, 2 * G_PI);
  cairo_line_to (cr, x + w, y + w * 1.1);
  cairo_close_path (cr);
}

static void
draw_graves (cairo_t         *cr,
             const CarcTheme *t)
{
  static const double stones[7][3] = {
    { 0.19, 0.09, 0.05 }, { 0.27, 0.1, 0.042 }, { 0.35, 0.085, 0.048 },
    { 0.17, 0.22, 0.044 }, { 0.245, 0.235, 0.05 }, { 0.33, 0.215, 0.04 }, { 0.37, 0.27, 0.036 },
  };
  const double dash[2] = { 0.012, 0.008 };

  cairo_rectangle (cr, 0.14, 0.05, 0.28, 0.33);
  if (!t->snow)
    {
      carc_tile_painter_set_colour (cr, &t->grass_dark, 0.35);
      cairo_fill_preserve (cr);
    }
  cairo_set_source_rgb (cr, 0.36, 0.24, 0.14);
  cairo_set_line_width (cr, 0.008);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  for (guint k = 0; k < G_N_ELEMENTS (stones); k++)
    {
      double x = stones[k][0], y = stones[k][1], w = stones[k][2];
      gboolean cross = k % 3 == 1;

      grave_path (cr, x + SHADOW_X, y + SHADOW_Y, w, cross);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_fill (cr);
      grave_path (cr, x, y, w, cross);
      carc_tile_painter_set_colour (cr, &t->wall, 1);
      cairo_fill_preserve (cr);
      carc_tile_painter_set_colour (cr, &t->wall_shade, 1);
      cairo_set_line_width (cr, 0.005);
      cairo_stroke (cr);
      if (t->snow && !cross)
        {
          /* Snow on its round top, the stone showing below. */
          cairo_arc (cr, x + w / 2, y + w * 0.5, w / 2 - 0.003, G_PI, 2 * G_PI);
          cairo_close_path (cr);
          carc_tile_painter_set_colour (cr, &t->wall_top, 1);
          cairo_fill (cr);
        }
    }
}

/* Whether a river, or a road other than the one that ends at the
 * building (two that do run on past it), runs within the square of half
 * side @reach round (@x, @y) on the board. */
static gboolean
crosses_road (Art    *art,
              double  x,
              double  y,
              double  reach)
{
  guint ending = 0;

  for (guint i = 0; i < art->type->n_segments; i++)
    ending += carc_tile_geometry_ends_at_building (&art->type->segments[i]);
  for (gint j = -4; j <= 4; j++)
    for (gint i = -4; i <= 4; i++)
      {
        double lx, ly;
        gint cell;
        CarcTileShape shape;

        carc_tile_geometry_to_local (art->rotation, x + i * reach / 4, y + j * reach / 4, &lx, &ly);
        cell = carc_tile_geometry_cell (art->type, CLAMP ((gint) (lx * GRID), 0, GRID - 1),
                                        CLAMP ((gint) (ly * GRID), 0, GRID - 1), NULL);
        shape = cell >= 0 ? carc_tile_geometry_shape (art->type->segments[cell].kind) : CARC_TILE_SHAPE_LAND;

        if (shape == CARC_TILE_SHAPE_WATER
            || (shape == CARC_TILE_SHAPE_LINE
                && (ending >= 2 || !carc_tile_geometry_ends_at_building (&art->type->segments[cell]))))
          return TRUE;
      }
  return FALSE;
}

/* @h, turned about the drawing's vertical axis when @flip is -1. */
static House
mirrored (const House *h,
          double       flip)
{
  House m = *h;

  if (flip < 0)
    {
      m.x0 = -h->x1;
      m.x1 = -h->x0;
    }
  return m;
}

/* The abbey in the box of @mark: as large as the tile leaves room for
 * round it, up to SCALE; mirrored, and its graves or its garden beside
 * the cloister, by the tile's look (not its turn: what stands never
 * turns with the tile). */
void
carc_tile_painter_draw_abbey (Art           *art,
                              const Upright *mark)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  const double apse_y = (nave.y0 + nave.y1) / 2;
  static const double shifts[][2] = { { 0, -0.1 }, { 0, 0.1 }, { -0.1, 0 }, { 0.1, 0 }, { 0, -0.17 }, { 0, 0.17 },
                                      { -0.17, 0 }, { 0.17, 0 }, { 0, -0.24 }, { 0, 0.24 }, { -0.24, 0 }, { 0.24, 0 } };
  guint32 look = carc_tile_painter_mix (g_str_hash (art->type->id), art->variant);
  double x = mark->x, y = mark->y, size = mark->size, flip = look & 1 ? -1 : 1;
  double scale = MIN (SCALE, room_at (x, y) / (0.47 * size));
  House parts[2 + G_N_ELEMENTS (walks)];

  /* Smaller where a road or a river passes by, which must show; moved
   * off one that runs right through its place. */
  while (scale > 0.55 && crosses_road (art, x, y, 0.45 * size * scale))
    scale *= 0.9;
  for (guint k = 0; k < G_N_ELEMENTS (shifts) && crosses_road (art, x, y, 0.45 * size * scale); k++)
    if (!crosses_road (art, x + shifts[k][0], y + shifts[k][1], 0.45 * size * scale))
      {
        x += shifts[k][0];
        y += shifts[k][1];
      }

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size * scale, size * scale);
  /* The ground, mirrored whole: it has no light of its own to turn. */
  cairo_save (cr);
  cairo_scale (cr, flip, 1);
  draw_court (cr, t);
  if (look & 2)
    draw_graves (cr, t);
  else
    draw_garden (cr, t);
  draw_garth (cr, t);
  cairo_restore (cr);

  /* What stands, mirrored by its places, lit from the upper left still:
   * the shade the church and the cloister cast, then their roofs. */
  parts[0] = mirrored (&nave, flip);
  parts[1] = mirrored (&transept, flip);
  for (guint k = 0; k < G_N_ELEMENTS (walks); k++)
    parts[2 + k] = mirrored (&walks[k], flip);
  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    carc_tile_painter_house_shadow (cr, &parts[k], k < 2 ? 3 : 1.5);
  cairo_new_sub_path (cr);
  cairo_arc (cr, flip * nave.x1 + SHADOW_X * 3, apse_y + SHADOW_Y * 3, APSE_R, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.4);
  cairo_fill (cr);
  for (guint k = 2; k < G_N_ELEMENTS (parts); k++)
    carc_tile_painter_draw_house (cr, t, &parts[k]);
  draw_apse (cr, flip * nave.x1, apse_y, flip, APSE_R, ROOF_RED);
  carc_tile_painter_draw_house (cr, t, &parts[0]);
  carc_tile_painter_draw_house (cr, t, &parts[1]);
  /* The bell tower at the west end, standing tall: a long shadow. */
  carc_tile_painter_draw_steeple (cr, flip > 0 ? nave.x0 - STEEPLE * 0.7 : -nave.x0 - STEEPLE * 0.3,
                                  apse_y - STEEPLE / 2, STEEPLE);
  for (guint k = 0; k < G_N_ELEMENTS (trees); k++)
    {
      House tree = mirrored (&trees[k], flip);

      carc_tile_painter_draw_yard_tree (cr, t, &tree);
    }
  cairo_restore (cr);
}

/* A cathedral in the box of @mark: a great church with a long nave
 * roofed in slate (under snow in winter), a spire of copper green with
 * age over its crossing, its twin towers at the west front, towering
 * over the town round it (a long shadow).  Its arms short beside its
 * nave, so that it reads as a church, not as a cross. */
void
carc_tile_painter_draw_cathedral (Art           *art,
                                  const Upright *mark)
{
  static const House parts[2] = {
    { PLOT_HOUSE, -0.42, -0.13, 0.3, 0.13, FALSE, FALSE, 0, TRUE, ROOF_SLATE, 0 },
    { PLOT_HOUSE, 0.04, -0.31, 0.21, 0.31, TRUE, FALSE, 0, TRUE, ROOF_SLATE, 0 },
  };
  cairo_t *cr = art->cr;
  /* As large as the tile leaves room for, up to CATHEDRAL_SCALE: the
   * greatest building of its city. */
  double size = mark->size * MIN (CATHEDRAL_SCALE, room_at (mark->x, mark->y) / (0.53 * mark->size));

  cairo_save (cr);
  cairo_translate (cr, mark->x, mark->y);
  cairo_scale (cr, size, size);
  /* Its shadow, then its stone walls showing round its roofs. */
  for (guint pass = 0; pass < 2; pass++)
    {
      double dx = pass == 0 ? SHADOW_X * 4 : 0, dy = pass == 0 ? SHADOW_Y * 4 : 0, out = pass == 0 ? 0 : 0.016;

      for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
        cairo_rectangle (cr, parts[k].x0 + dx - out, parts[k].y0 + dy - out, parts[k].x1 - parts[k].x0 + 2 * out,
                         parts[k].y1 - parts[k].y0 + 2 * out);
      cairo_new_sub_path (cr);
      cairo_arc (cr, parts[0].x1 + dx, dy, 0.13 + out, 0, 2 * G_PI);
      if (pass == 0)
        cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.45);
      else
        carc_tile_painter_set_colour (cr, &art->theme->wall, 1);
      cairo_fill (cr);
    }
  draw_apse (cr, parts[0].x1, 0, 1, 0.13, ROOF_SLATE);
  carc_tile_painter_draw_house (cr, art->theme, &parts[0]);
  carc_tile_painter_draw_house (cr, art->theme, &parts[1]);
  for (gint k = -1; k <= 1; k += 2)
    carc_tile_painter_draw_steeple (cr, -0.58, k > 0 ? 0.02 : -0.2, 0.18);
  /* The spire over the crossing: what tells a cathedral at a glance. */
  carc_tile_painter_draw_spire (cr, (parts[1].x0 + parts[1].x1) / 2, 0, 0.13, ROOF_COPPER);
  cairo_restore (cr);
}

/* A well seen from above at (@x, @y) on the board, under its little
 * roof of shingles on four posts: a well-house on the village square,
 * not a stone ring, which seen small reads as a pin stuck in the map.
 * The bucket's rope shows at the roof's open lower side. */
void
carc_tile_painter_draw_well (Art    *art,
                             double  x,
                             double  y)
{
  cairo_t *cr = art->cr;
  const double side = 0.06;

  /* Its stone kerb showing round the roof's foot. */
  cairo_rectangle (cr, x - side * 0.62, y - side * 0.62, side * 1.24, side * 1.24);
  carc_tile_painter_set_colour (cr, &art->theme->wall, 1);
  cairo_fill_preserve (cr);
  carc_tile_painter_set_colour (cr, &art->theme->wall_shade, 1);
  cairo_set_line_width (cr, 0.005);
  cairo_stroke (cr);
  carc_tile_painter_draw_pyramid (cr, x - side / 2, y - side / 2, side, ROOF_SHINGLE);
}

/* Whether (@x, @y) on the board lies on a field of @art's tile, clear of
 * its roads. */
static gboolean
on_open_land (Art    *art,
              double  x,
              double  y)
{
  double lx, ly;
  gint cell;

  carc_tile_geometry_to_local (art->rotation, x, y, &lx, &ly);
  if (lx < 0.05 || ly < 0.05 || lx > 0.95 || ly > 0.95)
    return FALSE;
  cell = carc_tile_geometry_cell (art->type, (gint) (lx * GRID), (gint) (ly * GRID), NULL);
  return cell >= 0 && carc_tile_geometry_shape (art->type->segments[cell].kind) == CARC_TILE_SHAPE_LAND
         && !carc_tile_painter_near_road (art, lx, ly, 0.06);
}

/* A cottage seen from above at (@x, @y) on the board, its ridge across
 * the board with @across (or up it), on a trodden yard, a fenced garden
 * beside it; @salt picks its roof and its garden's side. */
void
carc_tile_painter_draw_cottage (Art      *art,
                                double    x,
                                double    y,
                                gboolean  across,
                                guint     salt)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  guint32 pick = carc_tile_painter_mix (art->layout_seed + salt, 0xc07);
  static const guint roofs[3] = { ROOF_RED, ROOF_OCHRE, ROOF_SHINGLE };
  double length = 0.2, depth = 0.13, side = pick & 1 ? 1 : -1;
  double gx = across ? x + side * 0.14 : x - 0.045, gy = across ? y - 0.045 : y + side * 0.14;
  House h = { PLOT_HOUSE, x - (across ? length : depth) / 2, y - (across ? depth : length) / 2,
              x + (across ? length : depth) / 2, y + (across ? depth : length) / 2, !across, (pick >> 1) & 1,
              (pick >> 2) & 1 ? 0.3 : 0, (pick >> 3) & 1, roofs[(pick >> 4) % 3], 0 };

  /* Its yard, the grass worn thin to the earth: the roads' earth showing
   * through, its edge uneven, not a disc laid round the house. */
  cairo_save (cr);
  carc_tile_painter_square_path (cr, x, y, 0.12);
  cairo_clip (cr);
  carc_tile_painter_set_dirt_source (art);
  cairo_paint_with_alpha (cr, t->snow ? 0.3 : 0.55);
  cairo_restore (cr);

  if (on_open_land (art, gx + 0.045, gy + 0.045))
    draw_bed (cr, t, gx, gy, 0.09, 0.09, 3, FALSE);
  carc_tile_painter_house_shadow (cr, &h, 1.5);
  cairo_set_source_rgba (cr, 0.1, 0.06, 0.03, 0.45);
  cairo_fill (cr);
  carc_tile_painter_draw_house (cr, t, &h);
}
