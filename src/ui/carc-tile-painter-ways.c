/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile art's ways and walls: roads with their verges, bridges over
 * water, what ends a road in the tile, and the gates of cities
 * (carc-tile-painter-city.c draws the rest of them). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-tile-painter-private.h"

/* Roads: a worn verge, a dark border, the light surface and the ruts;
 * those under fog (@fogged) before it, the others over it. */
/* Grass creeping over @s's verges in clumps of uneven length, so that
 * a road's edges are ragged as a track's are, not ruled: its edges
 * only, in the land's colours, kept off its middle. */
static void
grass_over_verges (Art               *art,
                   const CarcSegment *s)
{
  static const double clumps[8] = { 0.05, 0.07, 0.022, 0.05, 0.08, 0.03, 0.035, 0.09 };
  cairo_t *cr = art->cr;
  cairo_pattern_t *land = carc_tile_painter_land_pattern (art), *verges;

  cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
  carc_tile_geometry_road_path (cr, art->type, s);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + 0.012);
  cairo_set_dash (cr, clumps, G_N_ELEMENTS (clumps), 0.03);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH - 0.02);
  cairo_stroke (cr);
  verges = cairo_pop_group (cr);
  cairo_set_source (cr, land);
  cairo_mask (cr, verges);
  cairo_pattern_destroy (verges);
  cairo_pattern_destroy (land);
}

void
carc_tile_painter_draw_roads (Art      *art,
                              gboolean  fogged)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  static const double widths[4] = { CARC_TILE_ROAD_WIDTH + 0.07, CARC_TILE_ROAD_WIDTH + 0.028,
                                    CARC_TILE_ROAD_WIDTH, 0.035 };

  for (guint pass = 0; pass < 4; pass++)
    for (guint i = 0; i < art->type->n_segments; i++)
      {
        const CarcSegment *s = &art->type->segments[i];

        if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_LINE
            || carc_tile_painter_under_fog (art->type, i) != fogged)
          continue;
        carc_tile_geometry_road_path (cr, art->type, s);
        cairo_set_line_cap (cr, pass == 0 ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
        cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
        cairo_set_line_width (cr, widths[pass]);
        if (pass == 0)
          /* In snow, the banks' shadow is what shows the road from afar. */
          carc_tile_painter_set_colour (cr, &t->grass_dark, t->snow ? 0.8 : 0.45);
        else if (pass == 1 && t->snow)
          /* Snow shovelled aside: white banks, not a canal's walls. */
          cairo_set_source_rgb (cr, 0.98, 0.99, 1);
        else if (pass == 1)
          /* The worn verge, not an inked line. */
          carc_tile_painter_set_colour (cr, &t->road_edge, 0.6);
        else if (pass == 2)
          carc_tile_painter_set_dirt_source (art);
        else
          {
            /* Two wheel tracks: the middle of the road stroked wide in
             * the tracks' colour, then narrower in the road's. */
            carc_tile_painter_set_colour (cr, &t->road_edge, t->snow ? 0.4 : 0.3);
            cairo_stroke_preserve (cr);
            cairo_set_line_width (cr, 0.022);
            carc_tile_painter_set_dirt_source (art);
          }
        cairo_stroke (cr);
        if (pass == 3 && !t->snow)
          grass_over_verges (art, s);
        if (pass == 1 && t->snow)
          {
            /* The banks' soft shade on the lane's sides: a shade, not a
             * ruled line. */
            carc_tile_geometry_road_path (cr, art->type, s);
            cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + 0.008);
            carc_tile_painter_set_colour (cr, &t->grass_dark, 0.5);
            cairo_stroke (cr);
          }
      }
}

/* How much wider than the road a bridge is with its parapets, and how
 * far beyond the water's width it runs, in tiles. */
#define BRIDGE_PARAPETS 0.1
#define BRIDGE_BEYOND 0.14

/* Where a road crosses water, a stone bridge: its shadow on the water,
 * parapets either side and the road's surface over it. */
void
carc_tile_painter_draw_bridges (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;

  for (guint w = 0; w < art->type->n_segments; w++)
    {
      if (carc_tile_geometry_shape (art->type->segments[w].kind) != CARC_TILE_SHAPE_WATER)
        continue;
      for (guint i = 0; i < art->type->n_segments; i++)
        {
          const CarcSegment *s = &art->type->segments[i];
          cairo_pattern_t *water;

          if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_LINE
              || carc_tile_painter_under_fog (art->type, i))
            continue;
          cairo_save (cr);
          /* Over the water and on past its banks, so that it reads as a
           * bridge at the whole board's zoom, not as a road over water. */
          cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
          carc_tile_painter_river_band (cr, art->type, &art->type->segments[w], CARC_TILE_RIVER_WIDTH + BRIDGE_BEYOND);
          cairo_fill (cr);
          water = cairo_pop_group (cr);
          cairo_push_group (cr);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          cairo_translate (cr, SHADOW_X * 1.6, SHADOW_Y * 1.6);
          carc_tile_geometry_road_path (cr, art->type, s);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + BRIDGE_PARAPETS);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
          cairo_stroke (cr);
          cairo_translate (cr, -SHADOW_X * 1.6, -SHADOW_Y * 1.6);
          carc_tile_geometry_road_path (cr, art->type, s);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + BRIDGE_PARAPETS);
          carc_tile_painter_set_colour (cr, &t->wall_shade, 1);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + BRIDGE_PARAPETS - 0.02);
          carc_tile_painter_set_colour (cr, &t->wall, 1);
          cairo_stroke_preserve (cr);
          {
            /* The parapets' stones: joints across them. */
            static const double joints[2] = { 0.006, 0.024 };

            cairo_set_dash (cr, joints, 2, 0);
            carc_tile_painter_set_colour (cr, &t->wall_shade, 0.8);
            cairo_stroke_preserve (cr);
            cairo_set_dash (cr, NULL, 0, 0);
          }
          /* The deck between the parapets, shaded at their foot. */
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + 0.012);
          carc_tile_painter_set_colour (cr, &t->wall_shade, 1);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH);
          carc_tile_painter_set_colour (cr, &t->road, 1);
          cairo_stroke (cr);
          cairo_pop_group_to_source (cr);
          cairo_mask (cr, water);
          cairo_pattern_destroy (water);
          cairo_restore (cr);
        }
    }
}

/* A cottage where a road from the tile's @edge ends at (@x, @y) in the
 * tile's own orientation: just beyond the end, its front to the
 * road. */
static void
draw_cottage_at_end (Art    *art,
                     double  x,
                     double  y,
                     guint   edge,
                     guint   salt)
{
  double bx, by;

  carc_tile_geometry_to_board (art->rotation, x + inward[edge][0] * 0.02, y + inward[edge][1] * 0.02, &bx, &by);
  carc_tile_painter_draw_cottage (art, bx, by, (edge + art->rotation) % 2 == 0, salt);
}

/* The cottage by a square where roads meet: in a corner between them
 * that no road runs through. */
static void
draw_cottage_by_square (Art *art)
{
  static const double corners[4][2] = { { 0.3, 0.3 }, { 0.7, 0.3 }, { 0.7, 0.7 }, { 0.3, 0.7 } };

  for (guint k = 0; k < 4; k++)
    {
      double lx, ly;

      carc_tile_geometry_to_local (art->rotation, corners[k][0], corners[k][1], &lx, &ly);
      if (!carc_tile_painter_near_road (art, lx, ly, 0.1))
        {
          carc_tile_painter_draw_cottage (art, corners[k][0], corners[k][1], TRUE, k + 1);
          return;
        }
    }
}

/* How far the well of a crossroads' square stands from its middle, each
 * way. */
#define WELL_OFF 0.12

/* What a road ends at inside the tile, when nothing else is drawn there:
 * a crossroads' or a village's square, a house or a farm, a pond or a lake, or the
 * drawing of a mark a tile set declares (a ruin). */
void
carc_tile_painter_draw_road_ends (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  guint n_junction = 0;
  double bx, by, village_x = 0, village_y = 0;
  guint village_edge = 0;
  gboolean building = carc_tile_geometry_building (art->type, &bx, &by), village = FALSE, lake_drawn = FALSE;

  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      guint e = 0;
      double x, y;

      if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_LINE || s->n_edges != 1)
        continue;
      while (!(s->edges & (1u << e)))
        e++;
      x = mid[e][0] + inward[e][0] * carc_tile_geometry_road_depth (art->type, s, e);
      y = mid[e][1] + inward[e][1] * carc_tile_geometry_road_depth (art->type, s, e);
      if (s->end == CARC_END_JUNCTION)
        n_junction++;
      else if (carc_mark_get (s->end)->traits & CARC_MARK_MEETS)
        {
          n_junction++;
          village = TRUE;
          village_x = x;
          village_y = y;
          village_edge = e;
        }
      else if (s->end == CARC_END_HOUSE)
        draw_cottage_at_end (art, x, y, e, i);
      else if (s->end == CARC_END_DEAD_END)
        carc_tile_painter_add_upright (art, "farm", x - inward[e][0] * 0.04, y - inward[e][1] * 0.04, 0.3);
      else if (carc_mark_get (s->end)->traits & CARC_MARK_WATER)
        {
          /* A tile's lake is one, in the middle, for all its roads;
           * without one each road ends at a pond of its own. */
          if (art->type->pond != 0)
            {
              if (lake_drawn)
                continue;
              lake_drawn = TRUE;
              x = y = 0.5;
            }
          carc_tile_painter_begin_local (art, 0, 0);
          carc_tile_geometry_pond_path (cr, x, y, carc_tile_geometry_pond_radius (art->type, 0.11));
          carc_tile_painter_set_colour (cr, &t->bank, 1);
          cairo_set_line_width (cr, 0.04);
          cairo_stroke_preserve (cr);
          carc_tile_painter_set_colour (cr, &t->water, 1);
          cairo_fill (cr);
          cairo_restore (cr);
          carc_tile_painter_draw_reeds (art, NULL, x, y, carc_tile_geometry_pond_radius (art->type, 0.11));
        }
      else if (s->end != CARC_NO_MARK && s->end != CARC_END_CITY && !carc_tile_geometry_ends_at_building (s)
               && carc_drawing_exists (t->id, carc_mark_get (s->end)->id))
        /* Any other end a tile set declares, by its drawing (a ruin). */
        carc_tile_painter_add_upright (art, carc_mark_get (s->end)->id, x, y, 0.34);
    }
  /* A village a single road leads to is a house at its end. */
  if (n_junction == 1 && village)
    draw_cottage_at_end (art, village_x, village_y, village_edge, 0);
  if (n_junction >= 2 && !building)
    {
      /* A little village square where the roads meet, with a well, and
       * a house beside it: cobbled, within a worn edge of uneven outline,
       * not a disc of the roads' colour laid on the grass (nor a glow). */
      carc_tile_painter_square_path (cr, 0.5, 0.5, 0.14);
      carc_tile_painter_set_colour (cr, &t->road_edge, 0.6);
      cairo_set_line_width (cr, 0.02);
      cairo_stroke_preserve (cr);
      carc_tile_painter_set_paving_source (art);
      cairo_fill (cr);
      draw_cottage_by_square (art);
      /* The well at the square's side, in the corner across from the
       * house, where no road runs: the roads meet in the open. */
      carc_tile_painter_draw_well (art, 0.5 + WELL_OFF, 0.5 + WELL_OFF);
    }
}

/* Whether a drawing of @size at (@x, @y) on the board would hide much of
 * a mark (a coat of arms, goods), which must stay readable. */
gboolean
carc_tile_painter_under_mark (Art    *art,
                              double  x,
                              double  y,
                              double  size)
{
  for (guint i = 0; i < art->n_marks; i++)
    {
      double reach = (art->marks[i].size + size) / 2 * 0.8;

      if (fabs (x - art->marks[i].x) < reach && fabs (y - art->marks[i].y) < reach)
        return TRUE;
    }
  return FALSE;
}

/* Whether a drawing of @size standing at (@x, @y) in the tile's own
 * orientation has @segment's ground (any field's, with @segment -1) under
 * the whole of it, @clear cells clear of anything else: walls and verges
 * reach in from the edges of a segment.  On the board a drawing stands
 * up from its foot, whatever the tile's turn. */
gboolean
carc_tile_painter_stands_on (Art    *art,
                             gint    segment,
                             double  x,
                             double  y,
                             double  size,
                             gint    clear)
{
  static const double outline[5][2] = { { 0, -0.45 }, { -0.4, -0.3 }, { 0.4, -0.3 }, { -0.4, 0.38 }, { 0.4, 0.38 } };
  double bx, by;

  carc_tile_geometry_to_board (art->rotation, x, y, &bx, &by);
  for (guint k = 0; k < G_N_ELEMENTS (outline); k++)
    {
      double lx, ly;
      gint gx, gy;

      carc_tile_geometry_to_local (art->rotation, bx + outline[k][0] * size, by + outline[k][1] * size, &lx, &ly);
      gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1);
      gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);
      for (gint dy = -clear; dy <= clear; dy++)
        for (gint dx = -clear; dx <= clear; dx++)
          {
            gint cell;

            if (gx + dx < 0 || gy + dy < 0 || gx + dx >= GRID || gy + dy >= GRID)
              continue;
            cell = carc_tile_geometry_cell (art->type, gx + dx, gy + dy, NULL);
            if (cell < 0 || (segment >= 0 && cell != segment)
                || (segment < 0 && art->type->segments[cell].kind != CARC_FEATURE_FIELD))
              return FALSE;
            if (segment < 0)
              segment = cell;
          }
    }
  return TRUE;
}

/* Whether a road of the tile passes within @reach of (@x, @y) in the
 * tile's own orientation (a gate, where no tower stands). */
gboolean
carc_tile_painter_near_road (Art    *art,
                             double  x,
                             double  y,
                             double  reach)
{
  for (gint dy = -1; dy <= 1; dy++)
    for (gint dx = -1; dx <= 1; dx++)
      {
        gint gx = CLAMP ((gint) ((x + dx * reach) * GRID), 0, GRID - 1);
        gint gy = CLAMP ((gint) ((y + dy * reach) * GRID), 0, GRID - 1);
        gint cell = carc_tile_geometry_cell (art->type, gx, gy, NULL);

        if (cell >= 0 && carc_tile_geometry_shape (art->type->segments[cell].kind) == CARC_TILE_SHAPE_LINE)
          return TRUE;
      }
  return FALSE;
}

/* Where a road enters a city, a gate in the wall: the first point of the
 * road's line from its edge on that is inside the city, across the road. */
void
carc_tile_painter_draw_gates (Art *art)
{
  cairo_t *cr = art->cr;

  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      cairo_path_t *path;
      double last_x = 0, last_y = 0;

      if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_LINE || s->n_edges != 1
          || s->end != CARC_END_CITY)
        continue;
      cairo_save (cr);
      cairo_identity_matrix (cr);
      cairo_new_path (cr);
      carc_tile_geometry_road_path (cr, art->type, s);
      path = cairo_copy_path_flat (cr);
      cairo_new_path (cr);
      cairo_restore (cr);
      for (gint k = 0; k < path->num_data; k += path->data[k].header.length)
        {
          double x = path->data[k + 1].point.x, y = path->data[k + 1].point.y;
          gboolean found = FALSE;

          /* Along each piece in small steps, for the first city cell. */
          for (guint step = 1; k > 0 && step <= 8 && !found; step++)
            {
              double px = last_x + (x - last_x) * step / 8, py = last_y + (y - last_y) * step / 8;
              gint cell = carc_tile_geometry_segment_at (art->type, 0, px, py);

              if (cell < 0 || carc_tile_geometry_shape (art->type->segments[cell].kind) != CARC_TILE_SHAPE_AREA)
                continue;
              /* A gatehouse across the road, facing it. */
              carc_tile_painter_begin_local (art, 0, 0);
              cairo_translate (cr, px, py);
              cairo_rotate (cr, atan2 (y - last_y, x - last_x) - G_PI / 2);
              cairo_rectangle (cr, -0.1, -0.04, 0.2, 0.08);
              carc_tile_painter_set_colour (cr, &art->theme->wall_shade, 1);
              cairo_fill (cr);
              cairo_rectangle (cr, -0.09, -0.035, 0.18, 0.06);
              carc_tile_painter_set_colour (cr, &art->theme->wall, 1);
              cairo_fill (cr);
              cairo_arc (cr, 0, 0.03, 0.035, G_PI, 2 * G_PI);
              cairo_line_to (cr, 0.035, 0.04);
              cairo_line_to (cr, -0.035, 0.04);
              cairo_close_path (cr);
              cairo_set_source_rgb (cr, 0.2, 0.15, 0.12);
              cairo_fill (cr);
              cairo_restore (cr);
              found = TRUE;
            }
          if (found)
            break;
          last_x = x;
          last_y = y;
        }
      cairo_path_destroy (path);
    }
}
