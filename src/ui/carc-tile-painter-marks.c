/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile art's marks: buildings and symbols placed whole on the tile,
 * trees on open land, and the fog of the cooperative game's mist. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-tile-painter-private.h"

static void
add_mark (Art        *art,
          const char *name,
          double      x,
          double      y,
          double      size)
{
  /* Whole on the tile: the next tile does not go on with it. */
  double margin = size / 2 + 0.01;

  if (name == NULL || art->n_marks == MAX_UPRIGHT)
    return;
  art->marks[art->n_marks++] = (Upright) { name, NULL, CLAMP (x, margin, 1 - margin), CLAMP (y, margin, 1 - margin), size };
}

/* Whether a mark of @size fits at (@x, @y) on the board, the tile turned
 * by @rotation: whole on the tile, on @segment's ground (or, with
 * @beside, on open land beside it), clear of the figures' spot at (@ax,
 * @ay).  The marks placed already are not asked. */
static gboolean
ground_fits (const CarcTileType *type,
             guint               rotation,
             guint               segment,
             gboolean            beside,
             double              x,
             double              y,
             double              size,
             double              ax,
             double              ay)
{
  double lx, ly, margin = size / 2 + 0.01;
  gint cell;

  if (x < margin || y < margin || x > 1 - margin || y > 1 - margin || hypot (x - ax, y - ay) < 0.1)
    return FALSE;
  carc_tile_geometry_to_local (rotation, x, y, &lx, &ly);
  cell = carc_tile_geometry_segment_at (type, 0, lx, ly);
  if (!beside)
    return cell == (gint) segment;
  /* Beside a road, on the field: the drawing's foot and sides too, so
   * that it does not stand on the road. */
  for (guint k = 0; k < 5; k++)
    {
      static const double foot[5][2] = { { 0, 0 }, { -0.3, 0.3 }, { 0.3, 0.3 }, { -0.3, -0.1 }, { 0.3, -0.1 } };

      carc_tile_geometry_to_local (rotation, x + foot[k][0] * size, y + foot[k][1] * size, &lx, &ly);
      cell = carc_tile_geometry_segment_at (type, 0, lx, ly);
      if (cell < 0 || type->segments[cell].kind != CARC_FEATURE_FIELD)
        return FALSE;
    }
  return TRUE;
}

/* The places a mark beside a figure's spot at (@ax, @ay) is tried at, in
 * turn: the offset (@dx, @dy), then rings round the spot. */
#define RING_PLACES (1 + 5 * 12)

static void
ring_place (guint   k,
            double  ax,
            double  ay,
            double  dx,
            double  dy,
            double *x,
            double *y)
{
  double r = 0.12 + 0.06 * ((k - 1) / 12);

  *x = k == 0 ? ax + dx : ax + r * cos ((k - 1) % 12 * G_PI / 6);
  *y = k == 0 ? ay + dy : ay + r * sin ((k - 1) % 12 * G_PI / 6);
}

/* The largest size from @size down to @least (by tenths) at which a mark
 * beside @segment's figure spot, offset by @dx toward the tile's middle
 * and by @dy, fits somewhere whatever the tile's turn: a drawing that
 * stands upright is the same drawing however the tile lies. */
static double
size_every_turn (Art      *art,
                 guint     segment,
                 gboolean  beside,
                 double    dx,
                 double    dy,
                 double    size,
                 double    least)
{
  for (;; size = MAX (size * 0.9, least))
    {
      guint turns = 0;

      for (guint r = 0; r < 4; r++)
        {
          double ax, ay, x, y;

          carc_tile_geometry_anchor (art->type, r, segment, &ax, &ay);
          for (guint k = 0; k < RING_PLACES; k++)
            {
              ring_place (k, ax, ay, ax >= 0.5 ? -dx : dx, dy, &x, &y);
              if (ground_fits (art->type, r, segment, beside, x, y, size, ax, ay))
                {
                  turns++;
                  break;
                }
            }
        }
      if (turns == 4 || size <= least)
        return size;
    }
}

/* A mark of @size beside @segment's figure spot at (@ax, @ay): at the
 * offset (@dx, @dy) if it fits there, clear of the marks placed already,
 * else at the nearest place around the spot that does; else at the
 * offset anyway. */
static void
place_mark (Art        *art,
            guint       segment,
            gboolean    beside,
            const char *name,
            double      ax,
            double      ay,
            double      dx,
            double      dy,
            double      size)
{
  for (guint k = 0; k < RING_PLACES; k++)
    {
      double x, y;

      ring_place (k, ax, ay, dx, dy, &x, &y);
      if (ground_fits (art->type, art->rotation, segment, beside, x, y, size, ax, ay)
          && !carc_tile_painter_under_mark (art, x, y, size))
        {
          add_mark (art, name, x, y, size);
          return;
        }
    }
  add_mark (art, name, ax + dx, ay + dy, size);
}

/* The side of the square a segment's mark is drawn in, in tiles: a
 * cathedral large, the greatest building of its city; goods (below) a
 * third of the tile, as large as a one-edge city's room allows (the
 * drawing must stay whole on it however the tile is turned); an inn,
 * beside its road in the open, larger: all read at the whole board's
 * zoom. */
double
carc_tile_painter_mark_size (const CarcMarkInfo *mark)
{
  if (mark->traits & CARC_MARK_ABOVE)
    return 0.56;
  if (mark->traits & CARC_MARK_BELOW)
    return 0.34;
  return 0.46;
}

/* Below this many pixels a tile, its goods and inn are drawn larger. */
#define SMALL_MARK_PX 60

/* A mark a segment prints, drawn by its name where its declaration says
 * it stands by the figure's spot: a cathedral above it, goods below it
 * on the other side from the coats of arms, an inn (and any other)
 * beside it, over the road if need be. */
static void
plan_segment_mark (Art                *art,
                   guint               segment,
                   const CarcMarkInfo *mark,
                   double              ax,
                   double              ay,
                   double              side)
{
  double size = carc_tile_painter_mark_size (mark);

  /* Seen small (the whole board of a long game), goods and inns a little
   * larger, so that they still read: the spot's figure stands over them. */
  if (art->px > 0 && art->px < SMALL_MARK_PX && !(mark->traits & CARC_MARK_ABOVE))
    size *= 1.3;
  /* A cathedral or an inn a little smaller where it would not fit; goods
   * never, or they would not read. */
  if (mark->traits & CARC_MARK_ABOVE)
    place_mark (art, segment, FALSE, mark->id, ax, ay, 0, -0.2,
                size_every_turn (art, segment, FALSE, 0, -0.2, size, size * 0.8));
  else if (mark->traits & CARC_MARK_BELOW)
    place_mark (art, segment, FALSE, mark->id, ax, ay, -side * 0.17, 0.12, size);
  else
    place_mark (art, segment, TRUE, mark->id, ax, ay, side * 0.2, -0.1,
                size_every_turn (art, segment, TRUE, 0.2, -0.1, size, size * 0.65));
}

/* The side of a building's square in the centre, in tiles: the tile's
 * centrepiece, as a monastery is on the printed tiles; smaller where a
 * road runs through under it from side to side or a river passes by,
 * which must show. */
#define BUILDING_SIZE 0.6
#define BUILDING_BESIDE_SIZE 0.48

static double
building_size (const CarcTileType *type)
{
  guint roads = 0;

  for (guint i = 0; i < type->n_segments; i++)
    {
      if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_WATER)
        return BUILDING_BESIDE_SIZE;
      roads += carc_tile_geometry_ends_at_building (&type->segments[i]);
    }
  return roads >= 2 ? BUILDING_BESIDE_SIZE : BUILDING_SIZE;
}

/* The marks of @segment: with @beside those that stand beside its road,
 * else the others, its ghosts and its coats of arms. */
static void
plan_segment_marks (Art      *art,
                    guint     segment,
                    gboolean  beside)
{
  const CarcSegment *s = &art->type->segments[segment];
  double ax, ay, side;

  if (!carc_tile_geometry_anchor (art->type, art->rotation, segment, &ax, &ay))
    return;
  side = ax >= 0.5 ? -1 : 1;
  for (guint m = 0; m < CARC_MAX_SEGMENT_MARKS && s->marks[m] != CARC_NO_MARK; m++)
    {
      const CarcMarkInfo *mark = carc_mark_get (s->marks[m]);

      if ((mark->traits & (CARC_MARK_ABOVE | CARC_MARK_BELOW)) == 0 ? beside : !beside)
        plan_segment_mark (art, segment, mark, ax, ay, side);
    }
  if (beside)
    return;
  if (carc_tile_painter_is_fog (s->kind))
    for (guint g = 0; g < s->count; g++)
      {
        /* A band of ghosts hovering at their own heights, each its own
         * size, not a row of one stamp. */
        static const double sizes[3] = { 0.25, 0.21, 0.23 }, lifts[3] = { 0, -0.05, 0.03 };

        add_mark (art, "ghost", ax + (g - (s->count - 1) / 2.0) * 0.18, ay - 0.02 + lifts[g % 3], sizes[g % 3]);
      }
  for (guint a = 0; a < s->arms; a++)
    place_mark (art, segment, FALSE, "pennant", ax, ay, side * 0.2, -0.1 + a * 0.17, 0.17);
}

/* What stands upright on the tile, whatever its rotation: the building
 * in the centre (a kind drawn by its id: monastery, castle, cemetery),
 * the ghosts on mist, and beside each figure's spot its cathedral, coats
 * of arms, goods and inn.  Board coordinates, box centres. */
void
carc_tile_painter_plan_marks (Art *art)
{
  double x, y;

  if (carc_tile_geometry_building (art->type, &x, &y))
    for (guint i = 0; i < art->type->n_segments; i++)
      if (carc_tile_geometry_shape (art->type->segments[i].kind) == CARC_TILE_SHAPE_BUILDING)
        {
          double bx, by;

          carc_tile_geometry_to_board (art->rotation, x, y, &bx, &by);
          add_mark (art, carc_feature_kind_get (art->type->segments[i].kind)->id, bx, by, building_size (art->type));
          break;
        }
  /* What stands beside a road first, in the open land it needs: the
   * marks in a city have room round them there, and its size was found
   * for every turn of the tile with nothing else placed
   * (size_every_turn()). */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < art->type->n_segments; i++)
      plan_segment_marks (art, i, pass == 0);
}

gboolean
carc_tile_painter_is_fog (guint kind)
{
  return g_str_equal (carc_feature_kind_get (kind)->id, "mist");
}

/* Whether (@x, @y) on the tile in its own orientation lies on the spot
 * where a figure stands: a symbol there would take the figure's clicks
 * (a flying machine is clicked to fly). */
static gboolean
on_a_spot (const CarcTileType *type,
           double              x,
           double              y)
{
  for (guint s = 0; s < type->n_segments; s++)
    {
      double ax, ay;

      if (carc_tile_geometry_anchor (type, 0, s, &ax, &ay) && hypot (x - ax, y - ay) < 0.2)
        return TRUE;
    }
  return FALSE;
}

/* The open land's cell farthest from everything else, clear of the
 * figures' spots where it can be, for a symbol. */
gboolean
carc_tile_painter_open_land (Art    *art,
                             double *x,
                             double *y)
{
  guint best = 0;
  gboolean best_clear = FALSE;

  for (guint gy = 0; gy < GRID; gy++)
    for (guint gx = 0; gx < GRID; gx++)
      {
        guint clearance;
        gint cell = carc_tile_geometry_cell (art->type, gx, gy, &clearance);
        gboolean clear = !on_a_spot (art->type, (gx + 0.5) / GRID, (gy + 0.5) / GRID);

        if (cell >= 0 && carc_tile_geometry_shape (art->type->segments[cell].kind) == CARC_TILE_SHAPE_LAND
            && (clear > best_clear || (clear == best_clear && clearance > best)))
          {
            best = clearance;
            best_clear = clear;
            *x = (gx + 0.5) / GRID;
            *y = (gy + 0.5) / GRID;
          }
      }
  return best > 0;
}

/* A tree's companions, smaller, close behind and beside it: a grove,
 * not a row of single stamps; each on open field, whole on the tile,
 * off the marks and the figures' spots. */
static void
plan_grove (Art        *art,
            const char *name,
            double      x,
            double      y,
            double      spots[][2],
            guint       n_spots)
{
  static const double beside[3][2] = { { -0.075, -0.045 }, { 0.08, -0.035 }, { 0.02, -0.085 } };
  guint wanted = g_rand_int_range (art->layout, 0, 3);

  for (guint k = 0; k < G_N_ELEMENTS (beside) && wanted > 0; k++)
    {
      double cx = x + beside[k][0], cy = y + beside[k][1], size = g_rand_double_range (art->layout, 0.18, 0.23);
      double margin = size / 2 + 0.05;
      gboolean free = cx > margin && cy > margin && cx < 1 - margin && cy < 1 - margin
                      && carc_tile_painter_stands_on (art, -1, cx, cy, size, 2);

      double bx, by;

      carc_tile_geometry_to_board (art->rotation, cx, cy, &bx, &by);
      free = free && !carc_tile_painter_under_mark (art, bx, by, size * 1.5)
             && !carc_tile_painter_on_parcels (art, bx, by + size * 0.3, size * 0.3);
      for (guint s = 0; s < n_spots && free; s++)
        free = hypot (cx - spots[s][0], cy - spots[s][1]) > 0.22;
      if (!free)
        continue;
      carc_tile_painter_add_upright (art, name, cx, cy, size);
      wanted--;
    }
}

/* Trees, bushes, flowers and now and then a flock of sheep on open
 * fields, clear of roads, cities, symbols and the spots where figures
 * stand; some trees in groves. */
void
carc_tile_painter_plan_trees (Art    *art,
                              double  symbol_x,
                              double  symbol_y)
{
  static const char *const plants[] = { "tree", "tree", "pine", "bush", "bush", "flowers", "sheep" };
  static const double sizes[] = { 0.28, 0.28, 0.26, 0.15, 0.15, 0.1, 0.28 };
  const guint flock = G_N_ELEMENTS (plants) - 1;
  gboolean grazed = art->theme->snow;
  guint cells[GRID * GRID], n_cells = 0, placed = 0;
  double spots[12][2];
  guint n_spots = 0, wanted = g_rand_int_range (art->layout, 3, 8);

  for (guint i = 0; i < art->type->n_segments && n_spots < G_N_ELEMENTS (spots); i++)
    if (carc_tile_geometry_local_anchor (art->type, i, &spots[n_spots][0], &spots[n_spots][1]))
      n_spots++;
  for (guint gy = 1; gy < GRID - 1; gy++)
    for (guint gx = 1; gx < GRID - 1; gx++)
      {
        guint clearance;
        gint cell = carc_tile_geometry_cell (art->type, gx, gy, &clearance);

        if (cell >= 0 && art->type->segments[cell].kind == CARC_FEATURE_FIELD && clearance >= 3)
          cells[n_cells++] = gy * GRID + gx;
      }
  for (guint tries = 0; tries < 60 && placed < wanted && n_cells > 0; tries++)
    {
      guint c = cells[g_rand_int_range (art->layout, 0, n_cells)];
      double x = (c % GRID + 0.5) / GRID, y = (c / GRID + 0.5) / GRID;
      guint which = g_rand_int_range (art->layout, 0, G_N_ELEMENTS (plants));
      /* Whole, not cut by the tile's edge: the next tile does not go on
       * with it.  One flock a tile at most, and none out in the snow. */
      double margin = sizes[which] / 2 + 0.02;
      gboolean free = hypot (x - symbol_x, y - symbol_y) > 0.2 && x > margin && y > margin && x < 1 - margin
                      && y < 1 - margin && !(which == flock && grazed)
                      && carc_tile_painter_stands_on (art, -1, x, y, sizes[which], 2);

      if (free)
        {
          double bx, by;

          carc_tile_geometry_to_board (art->rotation, x, y, &bx, &by);
          free = !carc_tile_painter_on_parcels (art, bx, by + sizes[which] * 0.3, sizes[which] * 0.3);
        }
      /* A farmer lies wide, and a tree stands up from its foot. */
      for (guint s = 0; s < n_spots && free; s++)
        free = hypot (x - spots[s][0], y - spots[s][1]) > 0.22;
      for (guint u = 0; u < art->n_items && free; u++)
        {
          double bx, by;

          carc_tile_geometry_to_board (art->rotation, x, y, &bx, &by);
          free = hypot (bx - art->items[u].x, by - art->items[u].y) > 0.16;
        }
      if (!free)
        continue;
      carc_tile_painter_add_upright (art, plants[which], x, y, sizes[which] * g_rand_double_range (art->layout, 0.85, 1.1));
      placed++;
      grazed |= which == flock;
      if (which < 3)
        plan_grove (art, plants[which], x, y, spots, n_spots);
    }
}

/* Whether the fog lies under a cell of @cell's segment, which is drawn
 * over it: a building standing in the fog, or a road or city beside it. */
static gboolean
drawn_over_fog (Art  *art,
                gint  cell)
{
  CarcTileShape shape;

  if (cell < 0)
    return FALSE;
  shape = carc_tile_geometry_shape (art->type->segments[cell].kind);
  return shape == CARC_TILE_SHAPE_BUILDING || shape == CARC_TILE_SHAPE_AREA
         || (shape == CARC_TILE_SHAPE_LINE && !carc_tile_painter_under_fog (art->type, cell));
}

/* Whether @cell's segment is a city, on which mist never lies: no veil
 * of it either. */
static gboolean
in_city (Art  *art,
         gint  cell)
{
  return cell >= 0 && carc_tile_geometry_shape (art->type->segments[cell].kind) == CARC_TILE_SHAPE_AREA;
}

/* The fog's coverage as a soft mask in the tile's own orientation: one
 * texel a grid cell, padded beyond the tile with its border cells so the
 * fog runs on into the next tile, smoothed, and scaled up bilinearly so
 * its edge is a soft ramp.  Under what is drawn over the fog it reaches
 * a few cells on, so that a wall or a road stands on full fog, not on a
 * ramp down to grass. */
#define FOG_PAD 3
#define FOG_REACH 3
#define VEIL 140

/* The fog's soft edge made to billow: pushed in and out by slow waves,
 * as a bank of mist lies, not along the tile's straight lines.  Only
 * inside the tile, fading out near its sides, so that fog running on
 * into the next tile meets it there. */
static void
billow_edge (Art    *art,
             guint8 *data,
             gint    stride,
             gint    side)
{
  double p1 = g_rand_double (art->rand) * 2 * G_PI, p2 = g_rand_double (art->rand) * 2 * G_PI;
  double p3 = g_rand_double (art->rand) * 2 * G_PI;

  for (gint y = FOG_PAD; y < side - FOG_PAD; y++)
    for (gint x = FOG_PAD; x < side - FOG_PAD; x++)
      {
        guint8 *v = &data[y * stride + x];
        gint inside = MIN (MIN (x, y), MIN (side - 1 - x, side - 1 - y)) - FOG_PAD;
        double wave = sin (x * 0.7 + p1) * sin (y * 0.6 + p2) + 0.5 * sin ((x + y) * 0.45 + p3);

        if (*v > 0 && *v < 255)
          *v = (guint8) CLAMP (*v + 60 * wave * CLAMP (inside / 4.0, 0, 1), 0, 255);
      }
}

/* A 3×3 mean over @side × @side values, rows @stride apart, @passes
 * times. */
static void
soften (guint8 *v,
        gint    side,
        gint    stride,
        guint   passes)
{
  g_autofree guint8 *was = g_new (guint8, side * side);

  for (guint pass = 0; pass < passes; pass++)
    {
      for (gint y = 0; y < side; y++)
        memcpy (was + y * side, v + y * stride, side);
      for (gint y = 0; y < side; y++)
        for (gint x = 0; x < side; x++)
          {
            guint sum = 0, n = 0;

            for (gint dy = -1; dy <= 1; dy++)
              for (gint dx = -1; dx <= 1; dx++)
                if (y + dy >= 0 && y + dy < side && x + dx >= 0 && x + dx < side)
                  {
                    sum += was[(y + dy) * side + x + dx];
                    n++;
                  }
            v[y * stride + x] = sum / n;
          }
    }
}

/* With @veil, only where the fog reached over what is drawn over it, at
 * VEIL of full cover: the thin mist drawn over those roads and walls
 * too, so that the fog's edge does not run along their straight sides.
 * @reached, if not NULL, is given the cells the fog lies on, under what
 * stands on it too. */
static cairo_pattern_t *
fog_mask (Art               *art,
          guint              segment,
          const CarcSegment *s,
          gboolean           veil,
          gboolean           reached[GRID][GRID])
{
  const gint side = GRID + 2 * FOG_PAD;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, side, side);
  guint8 *data = cairo_image_surface_get_data (surface);
  gint stride = cairo_image_surface_get_stride (surface);
  guint8 cover[GRID + 2 * FOG_PAD][GRID + 2 * FOG_PAD];
  gboolean fog[GRID][GRID], next[GRID][GRID], own[GRID][GRID];
  gint cells[GRID][GRID];
  cairo_pattern_t *pattern;
  cairo_matrix_t m;

  for (gint y = 0; y < GRID; y++)
    for (gint x = 0; x < GRID; x++)
      {
        cells[y][x] = carc_tile_geometry_cell (art->type, x, y, NULL);
        fog[y][x] = cells[y][x] == (gint) segment || (cells[y][x] >= 0 && (s->adjacent & (1u << cells[y][x])));
        own[y][x] = fog[y][x];
      }
  for (guint step = 0; step < FOG_REACH; step++)
    {
      for (gint y = 0; y < GRID; y++)
        for (gint x = 0; x < GRID; x++)
          next[y][x] = fog[y][x]
                       || (drawn_over_fog (art, cells[y][x])
                           && ((x > 0 && fog[y][x - 1]) || (x < GRID - 1 && fog[y][x + 1])
                               || (y > 0 && fog[y - 1][x]) || (y < GRID - 1 && fog[y + 1][x])));
      memcpy (fog, next, sizeof fog);
    }
  if (reached != NULL)
    memcpy (reached, fog, sizeof fog);
  /* Beyond the tile only the fog's own cells run on: where it reached
   * over a road or a wall up to the border, the neighbour's road goes on
   * without fog, so the fog thins out before the border instead of
   * stopping at it in a straight line. */
  for (gint y = 0; y < side; y++)
    for (gint x = 0; x < side; x++)
      {
        gint cy = CLAMP (y - FOG_PAD, 0, GRID - 1), cx = CLAMP (x - FOG_PAD, 0, GRID - 1);
        gboolean outside = cy != y - FOG_PAD || cx != x - FOG_PAD;

        if (veil)
          /* Clear at the tile's sides, where roads and walls meet their
           * neighbours' as they are, and in its middle, where a building
           * stands upright over a road. */
          cover[y][x] = fog[cy][cx] && !own[cy][cx] && !in_city (art, cells[cy][cx])
                        && MIN (MIN (cx, cy), MIN (GRID - 1 - cx, GRID - 1 - cy)) >= 3
                        && hypot (cx - (GRID - 1) / 2.0, cy - (GRID - 1) / 2.0) > GRID * 0.22 ? VEIL : 0;
        else
          cover[y][x] = (outside ? own[cy][cx] : fog[cy][cx]) ? 255 : 0;
      }
  cairo_surface_flush (surface);
  for (gint y = 0; y < side; y++)
    memcpy (data + y * stride, cover[y], side);
  /* Round, soft edges. */
  soften (data, side, stride, 4);
  if (!veil)
    billow_edge (art, data, stride, side);
  cairo_surface_mark_dirty (surface);
  pattern = cairo_pattern_create_for_surface (surface);
  cairo_surface_destroy (surface);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  /* Pattern space is texels: a cell is 1/GRID of the tile. */
  cairo_matrix_init_scale (&m, GRID, GRID);
  cairo_matrix_translate (&m, FOG_PAD / (double) GRID, FOG_PAD / (double) GRID);
  cairo_pattern_set_matrix (pattern, &m);
  return pattern;
}

/* @room (GRID × GRID values) made 0 within @r cells of (@cx, @cy),
 * rising again softly beyond. */
static void
clear_round (guint8 *room,
             double  cx,
             double  cy,
             double  r)
{
  for (gint y = MAX ((gint) (cy - 2 * r), 0); y < MIN ((gint) (cy + 2 * r) + 1, GRID); y++)
    for (gint x = MAX ((gint) (cx - 2 * r), 0); x < MIN ((gint) (cx + 2 * r) + 1, GRID); x++)
      {
        double d = hypot (x + 0.5 - cx, y + 0.5 - cy);

        room[y * GRID + x] = (guint8) (room[y * GRID + x] * CLAMP ((d - r) / (0.6 * r), 0, 1));
      }
}

/* How thick the fog lies on @type turned by @rotation, in @shown as its
 * texture shows it, in @cover whole under what stands in it too (a road
 * or a wall hides the fog's billows: fog spreading from there lies whole),
 * and in @room how thick fog drifting onto it may lie (a road, a wall or
 * a building shows through a veil, as under the tile's own fog, and a
 * city through none, mist never lying on a city):
 * CARC_TILE_GRID × CARC_TILE_GRID values in the board's orientation, row
 * by row, from 0 (none) to 255 (full).  The board lets fog drift on from
 * it over neighbours where it does not lie. */
void
carc_tile_painter_fog_cover (const CarcTileType *type,
                             guint               rotation,
                             guint8             *cover,
                             guint8             *shown,
                             guint8             *room)
{
  Art art = { .type = type, .rotation = rotation & 3, .theme = carc_theme_lookup (NULL) };
  guint16 local[GRID * GRID]; /* each cell on the board's axes: its cell on the tile's, y * GRID + x */
  gboolean over[GRID * GRID]; /* and whether what lies there is drawn over the fog */

  memset (cover, 0, GRID * GRID);
  memset (shown, 0, GRID * GRID);
  for (gint by = 0; by < GRID; by++)
    for (gint bx = 0; bx < GRID; bx++)
      {
        double lx, ly;
        gint gx, gy, cell;

        carc_tile_geometry_to_local (art.rotation, (bx + 0.5) / GRID, (by + 0.5) / GRID, &lx, &ly);
        gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1);
        gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);
        local[by * GRID + bx] = gy * GRID + gx;
        cell = carc_tile_geometry_cell (type, gx, gy, NULL);
        over[by * GRID + bx] = drawn_over_fog (&art, cell);
        room[by * GRID + bx] = !over[by * GRID + bx] ? 255 : in_city (&art, cell) ? 0 : VEIL;
      }
  /* Softened, so that the veil over a road has no stepped edge. */
  soften (room, GRID, GRID, 3);
  /* What stands in the fog (a ghost, a castle) stays over any drift. */
  carc_tile_painter_plan_marks (&art);
  for (guint i = 0; i < art.n_marks; i++)
    clear_round (room, art.marks[i].x * GRID, art.marks[i].y * GRID, art.marks[i].size * GRID * 0.3);
  /* Only the tile's inside billows, its sides never: any seed will do. */
  art.rand = g_rand_new_with_seed (0);
  for (guint i = 0; i < type->n_segments; i++)
    {
      cairo_pattern_t *area, *veil;
      cairo_surface_t *surface, *veil_surface;
      const guint8 *data, *veil_data;
      gboolean reached[GRID][GRID];
      gint stride;

      if (!carc_tile_painter_is_fog (type->segments[i].kind))
        continue;
      area = fog_mask (&art, i, &type->segments[i], FALSE, reached);
      veil = fog_mask (&art, i, &type->segments[i], TRUE, NULL);
      cairo_pattern_get_surface (area, &surface);
      cairo_pattern_get_surface (veil, &veil_surface);
      data = cairo_image_surface_get_data (surface);
      veil_data = cairo_image_surface_get_data (veil_surface);
      stride = cairo_image_surface_get_stride (surface);
      for (gint k = 0; k < GRID * GRID; k++)
        {
          gint gx = local[k] % GRID, gy = local[k] / GRID, at = (gy + FOG_PAD) * stride + gx + FOG_PAD;

          /* Under a road or a wall the fog lies whole, as far as it
           * reaches: its billows there are hidden, and fog drifting onto
           * the road would wave along its side in dashes. */
          cover[k] = MAX (cover[k], reached[gy][gx] ? 255 : data[at]);
          /* Where it stands in the fog, only the veil over it shows. */
          shown[k] = MAX (shown[k], reached[gy][gx] && over[k] ? veil_data[at] : data[at]);
        }
      cairo_pattern_destroy (area);
      cairo_pattern_destroy (veil);
    }
  g_rand_free (art.rand);
  /* Softened, so that where the fog lies whole under a building its
   * edge has no steps. */
  soften (cover, GRID, GRID, 2);
  soften (shown, GRID, GRID, 2);
}

/* Fog over mist and what it covers: soft-edged, lifted from the land by
 * its shadow to the lower right, billowing, running on across the
 * tile's edges without a seam (carc-tile-painter-land.c).  With @veil,
 * the thin mist over the roads and walls drawn over the fog since. */
void
carc_tile_painter_draw_fog (Art      *art,
                            gboolean  veil)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  cairo_matrix_t board;

  cairo_get_matrix (cr, &board);
  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      cairo_pattern_t *area;

      if (!carc_tile_painter_is_fog (s->kind))
        continue;
      area = fog_mask (art, i, s, veil, NULL);

      if (!veil)
        {
          carc_tile_painter_begin_local (art, 0.02, 0.03);
          carc_tile_painter_set_colour (cr, &t->fog_edge, 0.3);
          cairo_mask (cr, area);
          cairo_restore (cr);
        }

      carc_tile_painter_begin_local (art, 0, 0);
      carc_tile_painter_mask_fog (art, &board, area);
      cairo_restore (cr);
      cairo_pattern_destroy (area);
    }
}

/* A ghost: a cold glow in the mist round it, then the ghost itself a
 * little see-through, so that it floats in the fog, not pasted on it. */
static void
draw_ghost (Art           *art,
            const Upright *m)
{
  cairo_t *cr = art->cr;
  cairo_pattern_t *glow = cairo_pattern_create_radial (m->x, m->y, 0, m->x, m->y, m->size * 0.62);

  cairo_pattern_add_color_stop_rgba (glow, 0, 0.55, 0.72, 0.95, 0.45);
  cairo_pattern_add_color_stop_rgba (glow, 1, 0.55, 0.72, 0.95, 0);
  cairo_arc (cr, m->x, m->y, m->size * 0.62, 0, 2 * G_PI);
  cairo_set_source (cr, glow);
  cairo_fill (cr);
  cairo_pattern_destroy (glow);
  cairo_push_group (cr);
  carc_drawing_paint (cr, art->theme->id, m->name, NULL, m->x, m->y, m->size);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.86);
}

/* The marks the painter draws itself, by name; every other is painted
 * from its drawing in data/art/. */
static const struct
{
  const char *name;
  void (*paint) (Art           *art,
                 const Upright *mark);
} painted[] = {
  { "monastery", carc_tile_painter_draw_abbey },
  { "cathedral", carc_tile_painter_draw_cathedral },
  { "ghost", draw_ghost },
};

void
carc_tile_painter_draw_marks (Art *art)
{
  for (guint i = 0; i < art->n_marks; i++)
    {
      const Upright *m = &art->marks[i];
      guint k = 0;

      while (k < G_N_ELEMENTS (painted) && !g_str_equal (m->name, painted[k].name))
        k++;
      if (k < G_N_ELEMENTS (painted))
        painted[k].paint (art, m);
      else
        carc_drawing_paint (art->cr, art->theme->id, m->name, NULL, m->x, m->y, m->size);
    }
}

/* Whether the tile's symbol belongs to its water (the spring, a lake):
 * drawn there, if at all, not on the open land. */
static gboolean
symbol_of_water (const CarcTileType *type)
{
  double x, y, r;

  if (type->pond != 0)
    return TRUE;
  for (guint i = 0; i < type->n_segments; i++)
    if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_WATER
        && carc_tile_geometry_river_pool (type, &type->segments[i], &x, &y, &r))
      return TRUE;
  return FALSE;
}

/* The symbol a tile prints, drawn by its name on the open land's widest
 * place: upright, or turned to the way it points (a flying machine). */
void
carc_tile_painter_plan_symbol (Art    *art,
                               double *x,
                               double *y)
{
  const CarcMarkInfo *symbol = carc_mark_get (art->type->symbol);
  double bx, by;

  *x = *y = -1;
  if (art->type->symbol == CARC_NO_MARK || symbol_of_water (art->type)
      || !carc_tile_painter_open_land (art, x, y))
    return;
  carc_tile_geometry_to_board (art->rotation, *x, *y, &bx, &by);
  if (!(symbol->traits & CARC_MARK_TURNS))
    {
      add_mark (art, symbol->id, bx, by, 0.24);
      return;
    }
  if (art->cr == NULL)
    return;
  /* Larger than an upright symbol: a turning one is a thing on the land
   * (a flying machine), read by its outline at the whole board's zoom. */
  cairo_save (art->cr);
  cairo_translate (art->cr, bx, by);
  cairo_rotate (art->cr, ((art->rotation & 3) * 2 + art->type->symbol_direction) * G_PI / 4);
  carc_drawing_paint (art->cr, art->theme->id, symbol->id, NULL, 0, 0, 0.3);
  cairo_restore (art->cr);
}
