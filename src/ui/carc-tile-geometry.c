/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Where everything is on a tile, from its segments alone: the shapes the
 * art fills (a city is the polygon along its edges, closed by curved
 * walls where the border leaves the city; a road runs from edge
 * midpoints to the other edge or to the centre; a river as a road does,
 * bowed round a building in the centre, ending in a pool), where a
 * figure stands and which segment a point hits.
 *
 * The last two come from a small label map per tile type: each cell of a
 * 32×32 grid is given to the city, road or building that covers it, and
 * the rest is flood-filled from the fields' half-edges.  A segment's
 * anchor is its cell farthest from any other label, so meeples never sit
 * on a wall or a road's edge.  The art (carc-tile-painter.c) draws over
 * these shapes; nothing here depends on the theme. */
#include "carc-tile-geometry.h"

#include <math.h>
#include <string.h>

#define GRID CARC_TILE_GRID
#define ROAD_WIDTH CARC_TILE_ROAD_WIDTH

/* A notch's wall, across a single field edge between two runs of city:
 * its control points lie this far along the edge and this far in. */
#define NOTCH_ALONG 0.35
#define NOTCH_DEPTH 0.28
/* A lone cap's wall: how deep its control points lie and how far along
 * the edge (its depth is three quarters of the first). */
#define CAP_DEPTH 0.45
#define CAP_SPREAD 0.08
/* A corner city's wall: its control points lie this far along the
 * field's edges from the corners it joins, and this far in from them. */
#define CORNER_ALONG 0.45
#define CORNER_IN 0.07

/* The spring's pool, where a river ends with no lake. */
#define RIVER_POOL 0.15

static const double mid[4][2] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
static const double inward[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };
static const double corner[4][2] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };
static const double half_point[8][2] = {
  { 0.25, 0 }, { 0.75, 0 }, { 1, 0.25 }, { 1, 0.75 },
  { 0.75, 1 }, { 0.25, 1 }, { 0, 0.75 }, { 0, 0.25 },
};

typedef struct
{
  gint8  labels[GRID][GRID];      /* segment index, or -1 */
  guint8 clearance[GRID][GRID];   /* steps to another label or the border */
  double anchor[CARC_MAX_SEGMENTS][2];
  gboolean has_anchor[CARC_MAX_SEGMENTS];
} TileMap;

static GHashTable *maps; /* GBytes: a type's shape → TileMap */

static void building_offset (const CarcTileType *type,
                             double             *dx,
                             double             *dy);

/* The wall from corner @a (where a run of city edges ends) to corner
 * @b (where the next run starts), bulging as the printed tiles do, but
 * leaving each corner steeply, nearly along the tile's border: where it
 * meets the next tile's wall there, the town goes on, not pinched to a
 * point. */
static void
city_wall (cairo_t  *cr,
           guint     a,
           guint     b,
           guint     edges,
           gboolean  walls_only)
{
  double p1[2], p2[2];

  if (a == b)
    return;
  for (guint c = 0; c < 2; c++)
    {
      if (((a + 1) & 3) == b && !(edges & (1u << a)))
        {
          /* A single field edge between two city runs: a shallow
           * notch, so that a row of such tiles is one long town. */
          p1[c] = corner[a][c] + (corner[b][c] - corner[a][c]) * NOTCH_ALONG + inward[a][c] * NOTCH_DEPTH;
          p2[c] = corner[b][c] + (corner[a][c] - corner[b][c]) * NOTCH_ALONG + inward[a][c] * NOTCH_DEPTH;
        }
      else if (((b + 1) & 3) == a)
        {
          /* A lone cap returning to its own edge (@b's): two facing
           * each other make one round town, not a lens. */
          p1[c] = corner[a][c] + inward[b][c] * CAP_DEPTH + (corner[b][c] - corner[a][c]) * CAP_SPREAD;
          p2[c] = corner[b][c] + inward[b][c] * CAP_DEPTH + (corner[a][c] - corner[b][c]) * CAP_SPREAD;
        }
      else
        {
          /* A corner city: bulging toward the opposite corner, along the
           * field's edges at its ends. */
          guint opposite = (a + 1) & 3;

          p1[c] = corner[a][c] + (corner[opposite][c] - corner[a][c]) * CORNER_ALONG + inward[a][c] * CORNER_IN;
          p2[c] = corner[b][c] + (corner[opposite][c] - corner[b][c]) * CORNER_ALONG
                  + inward[(b + 3) & 3][c] * CORNER_IN;
        }
    }
  if (walls_only)
    cairo_move_to (cr, corner[a][0], corner[a][1]);
  cairo_curve_to (cr, p1[0], p1[1], p2[0], p2[1], corner[b][0], corner[b][1]);
}

/* Replaces the current path, a city's walls along its outline, with the
 * walls' centre lines: flattened, moved half a wall in toward the city
 * (on the right of the walls' clockwise way), and drawn on past the
 * tile's border along the wall at each end (the tile's square clips
 * them).  So a wall lies whole inside its city, and where it leaves a
 * corner nearly along the tile's border it does not spill over it. */
static void
walls_to_centre_lines (cairo_t *cr)
{
  cairo_path_t *path = cairo_copy_path_flat (cr);
  g_autofree double *xs = g_new (double, path->num_data);
  g_autofree double *ys = g_new (double, path->num_data);
  const double half = CARC_TILE_WALL_WIDTH / 2, beyond = 0.1;

  cairo_new_path (cr);
  for (gint k = 0; k < path->num_data;)
    {
      guint n = 0;

      /* A subpath: its move, then its lines, dropping repeated points. */
      do
        {
          double x = path->data[k + 1].point.x, y = path->data[k + 1].point.y;

          if (n == 0 || hypot (x - xs[n - 1], y - ys[n - 1]) > 1e-6)
            {
              xs[n] = x;
              ys[n] = y;
              n++;
            }
          k += path->data[k].header.length;
        }
      while (k < path->num_data && path->data[k].header.type == CAIRO_PATH_LINE_TO);
      if (n < 2)
        continue;
      for (guint i = 0; i < n; i++)
        {
          guint before = i > 0 ? i - 1 : 0, after = i + 1 < n ? i + 1 : n - 1;
          double dx = xs[after] - xs[before], dy = ys[after] - ys[before], len = hypot (dx, dy);
          double x = xs[i] - dy / len * half, y = ys[i] + dx / len * half;

          if (i == 0)
            cairo_move_to (cr, x - dx / len * beyond, y - dy / len * beyond);
          cairo_line_to (cr, x, y);
          if (i == n - 1)
            cairo_line_to (cr, x + dx / len * beyond, y + dy / len * beyond);
        }
    }
  cairo_path_destroy (path);
}

/* The city's area, or with @walls_only the centre lines of its walls (not
 * along the tile edges it continues across). */
void
carc_tile_geometry_city_path (cairo_t  *cr,
                              guint8    edges,
                              gboolean  walls_only)
{
  guint start = 0;

  if (edges == 0xf)
    {
      if (!walls_only)
        cairo_rectangle (cr, 0, 0, 1, 1);
      return;
    }
  /* Start at a city edge whose predecessor is not a city edge. */
  for (guint d = 0; d < 4; d++)
    if ((edges & (1u << d)) && !(edges & (1u << ((d + 3) & 3))))
      start = d;

  cairo_move_to (cr, corner[start][0], corner[start][1]);
  for (guint i = 0, d = start; i < 4; i++, d = (d + 1) & 3)
    {
      if (!(edges & (1u << d)))
        continue;
      if (!walls_only)
        cairo_line_to (cr, corner[(d + 1) & 3][0], corner[(d + 1) & 3][1]);
      if (!(edges & (1u << ((d + 1) & 3))))
        {
          /* Find the next city edge clockwise. */
          guint n = (d + 1) & 3;

          while (!(edges & (1u << n)))
            n = (n + 1) & 3;
          city_wall (cr, (d + 1) & 3, n, edges, walls_only);
        }
    }
  if (walls_only)
    walls_to_centre_lines (cr);
  else
    cairo_close_path (cr);
}

/* The edge beside @edge (a quarter turn either way) where a city of @type
 * is that a road ending at a city from @edge bends to; -1 when a city
 * lies straight ahead, or none beside. */
static gint
city_beside (const CarcTileType *type,
             guint               edge)
{
  guint cities = 0;

  for (guint i = 0; i < type->n_segments; i++)
    if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_AREA)
      cities |= type->segments[i].edges;
  if (cities & (1u << ((edge + 2) & 3)))
    return -1;
  if (cities & (1u << ((edge + 1) & 3)))
    return (edge + 1) & 3;
  if (cities & (1u << ((edge + 3) & 3)))
    return (edge + 3) & 3;
  return -1;
}

/* How far @segment, a road of @type that ends in the tile, runs in from
 * its edge @edge: a dead end stops short, a road to a city runs on under
 * it (the city, drawn over, hides its end and the gate stands where it
 * enters), a road to a building in the centre ends at the building, moved
 * off the river as it may be, the others reach the middle. */
double
carc_tile_geometry_road_depth (const CarcTileType *type,
                               const CarcSegment  *segment,
                               guint               edge)
{
  double bx, by;

  if (segment->end == CARC_END_DEAD_END)
    return 0.3;
  if (segment->end == CARC_END_CITY)
    return 0.75;
  /* A lake fills the middle; the roads stop at its shore. */
  if (carc_mark_get (segment->end)->traits & CARC_MARK_WATER)
    return type->pond != 0 ? 0.5 - carc_tile_geometry_pond_radius (type, 0) + 0.03 : 0.5;
  if (carc_tile_geometry_ends_at_building (segment))
    {
      building_offset (type, &bx, &by);
      return 0.5 + bx * inward[edge & 3][0] + by * inward[edge & 3][1];
    }
  return 0.5;
}

/* Whether the road @segment ends at the building in its tile's centre:
 * an end named after the kind of the building (a monastery, a castle). */
gboolean
carc_tile_geometry_ends_at_building (const CarcSegment *segment)
{
  return segment->end != CARC_NO_MARK && segment->end != CARC_END_CITY
         && carc_feature_kind_lookup (carc_mark_get (segment->end)->id) != CARC_NO_KIND;
}

/* The radius of the water a tile's river or roads end in: its lake
 * (tile data), else @usual, the small pool such an end has. */
double
carc_tile_geometry_pond_radius (const CarcTileType *type,
                                double              usual)
{
  return type->pond != 0 ? type->pond / 100.0 : usual;
}

/* How far from the edge where its river enters the water a tile's river
 * ends in lies: further in for a larger pond. */
static double
pool_depth (const CarcTileType *type)
{
  return 0.5 + (carc_tile_geometry_pond_radius (type, RIVER_POOL) - RIVER_POOL) * 0.4;
}

void
carc_tile_geometry_road_path (cairo_t            *cr,
                              const CarcTileType *type,
                              const CarcSegment  *s)
{
  guint n = s->n_edges;
  guint first = 0, second = 0;

  for (guint d = 0, k = 0; d < 4; d++)
    if (s->edges & (1u << d))
      {
        if (k == 0)
          first = d;
        else
          second = d;
        k++;
      }

  if (n == 2)
    {
      cairo_move_to (cr, mid[first][0], mid[first][1]);
      if (((first + 2) & 3) == second)
        cairo_line_to (cr, mid[second][0], mid[second][1]);
      else
        cairo_curve_to (cr, 0.5, 0.5, 0.5, 0.5, mid[second][0], mid[second][1]);
      return;
    }
  for (guint d = 0; d < 4; d++)
    if (s->edges & (1u << d))
      {
        double depth = carc_tile_geometry_road_depth (type, s, d);
        gint side = s->end == CARC_END_CITY ? city_beside (type, d) : -1;

        cairo_move_to (cr, mid[d][0], mid[d][1]);
        if (side >= 0)
          /* Bending into a city beside it, under the city's ground. */
          cairo_curve_to (cr, 0.5, 0.5, 0.5, 0.5, mid[side][0] + inward[side][0] * 0.25,
                          mid[side][1] + inward[side][1] * 0.25);
        else
          cairo_line_to (cr, mid[d][0] + inward[d][0] * depth, mid[d][1] + inward[d][1] * depth);
      }
}

/* The ground a building in the centre stands on: what a click takes. */
static void
building_path (cairo_t *cr)
{
  cairo_rectangle (cr, 0.31, 0.28, 0.38, 0.36);
}

CarcTileShape
carc_tile_geometry_shape (guint kind)
{
  const CarcFeatureKindInfo *info;

  if (kind == CARC_FEATURE_CITY)
    return CARC_TILE_SHAPE_AREA;
  if (kind == CARC_FEATURE_ROAD)
    return CARC_TILE_SHAPE_LINE;
  info = carc_feature_kind_get (kind);
  if (info == NULL || info->id[0] == '\0')
    return CARC_TILE_SHAPE_NONE;
  switch (info->joins)
    {
    case CARC_JOINS_CENTRE:
      return CARC_TILE_SHAPE_BUILDING;
    case CARC_JOINS_HALVES:
      return CARC_TILE_SHAPE_LAND;
    default:
      /* An edge-joined kind that is never scored is a landscape that
       * runs on, as the river does: water. */
      return info->scored == CARC_SCORED_NONE ? CARC_TILE_SHAPE_WATER : CARC_TILE_SHAPE_LINE;
    }
}

static gboolean
has_centre_building (const CarcTileType *type)
{
  for (guint i = 0; i < type->n_segments; i++)
    if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_BUILDING)
      return TRUE;
  return FALSE;
}

#define RIVER_WIDTH CARC_TILE_RIVER_WIDTH
#define RIVER_BANK 0.035
#define RIVER_BOW 0.27
#define BUILDING_SHIFT 0.15

/* The river that crosses the tile from one edge to the opposite one and
 * leaves the centre to a building there (the River's monastery); -1 when
 * there is none. */
static gint
river_across (const CarcTileType *type)
{
  for (guint i = 0; i < type->n_segments; i++)
    if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_WATER
        && (type->segments[i].edges == 0x5
                                                          || type->segments[i].edges == 0xa))
      return i;
  return -1;
}

/* Where a building in the centre stands, as an offset from the centre:
 * off the river, on the side its road comes from. */
static void
building_offset (const CarcTileType *type,
                 double             *dx,
                 double             *dy)
{
  gint river = river_across (type);
  guint side;

  *dx = *dy = 0;
  if (river < 0 || !has_centre_building (type))
    return;
  side = type->segments[river].edges == 0x5 ? 3 : 2;
  for (guint i = 0; i < type->n_segments; i++)
    if (type->segments[i].kind == CARC_FEATURE_ROAD && (type->segments[i].edges & (1u << ((side + 2) & 3))))
      side = (side + 2) & 3;
  *dx = -inward[side][0] * BUILDING_SHIFT;
  *dy = -inward[side][1] * BUILDING_SHIFT;
}

/* The river's course: a curve or a straight as a road runs, bowed round a
 * building in the centre; from a lone edge to the spring or the lake.
 * Square to the edges, so the next tile's river meets it. */
void
carc_tile_geometry_river_path (cairo_t            *cr,
                               const CarcTileType *type,
                               const CarcSegment  *s)
{
  guint first = 0, n = 0;
  double bx, by;

  for (guint d = 0; d < 4; d++)
    if (s->edges & (1u << d))
      {
        if (n++ == 0)
          first = d;
      }
  building_offset (type, &bx, &by);
  if (n == 2 && (bx != 0 || by != 0))
    {
      /* Along the far side of the building, leaving the edges square. */
      guint last = (first + 2) & 3;
      double vx = inward[first][0], vy = inward[first][1];
      double cx = 0.5 - bx / BUILDING_SHIFT * RIVER_BOW, cy = 0.5 - by / BUILDING_SHIFT * RIVER_BOW;

      cairo_move_to (cr, mid[first][0], mid[first][1]);
      cairo_curve_to (cr, mid[first][0] + vx * 0.25, mid[first][1] + vy * 0.25,
                      cx - vx * 0.3, cy - vy * 0.3, cx, cy);
      cairo_curve_to (cr, cx + vx * 0.3, cy + vy * 0.3,
                      mid[last][0] - vx * 0.25, mid[last][1] - vy * 0.25, mid[last][0], mid[last][1]);
    }
  else if (n == 1)
    {
      double depth = pool_depth (type);

      cairo_move_to (cr, mid[first][0], mid[first][1]);
      cairo_line_to (cr, mid[first][0] + inward[first][0] * depth, mid[first][1] + inward[first][1] * depth);
    }
  else
    carc_tile_geometry_road_path (cr, type, s);
}

/* Where a river ends in the tile: the lake's pond, or the spring's pool
 * (also for a river that just ends).  FALSE when it runs through. */
gboolean
carc_tile_geometry_river_pool (const CarcTileType *type,
                               const CarcSegment  *s,
                               double             *cx,
                               double             *cy,
                               double             *r)
{
  guint e = 0;

  if (s->n_edges != 1)
    return FALSE;
  while (!(s->edges & (1u << e)))
    e++;
  *cx = mid[e][0] + inward[e][0] * pool_depth (type);
  *cy = mid[e][1] + inward[e][1] * pool_depth (type);
  *r = carc_tile_geometry_pond_radius (type, RIVER_POOL);
  return TRUE;
}

/* A pond's shore: roundish, with bays and points as a lake has, not
 * drawn with compasses. */
#define POND_POINTS 24

void
carc_tile_geometry_pond_path (cairo_t *cr,
                              double   cx,
                              double   cy,
                              double   r)
{
  double px[POND_POINTS], py[POND_POINTS];

  for (guint k = 0; k < POND_POINTS; k++)
    {
      double a = k * 2 * G_PI / POND_POINTS;
      /* At most 1.04 r, as far as the pond's room on the tile goes. */
      double reach = r * 1.04 / 1.108 * (1 + 0.07 * sin (2 * a + 0.5) + 0.05 * sin (3 * a + 1.3) + 0.025 * sin (5 * a + 2.1));

      px[k] = cx + reach * cos (a);
      py[k] = cy + reach * sin (a);
    }
  /* A closed Catmull-Rom curve through the points. */
  cairo_move_to (cr, px[0], py[0]);
  for (guint k = 0; k < POND_POINTS; k++)
    {
      guint a = (k + POND_POINTS - 1) % POND_POINTS, b = (k + 1) % POND_POINTS, c = (k + 2) % POND_POINTS;

      cairo_curve_to (cr, px[k] + (px[b] - px[a]) / 6, py[k] + (py[b] - py[a]) / 6,
                      px[b] - (px[c] - px[k]) / 6, py[b] - (py[c] - py[k]) / 6, px[b], py[b]);
    }
  cairo_close_path (cr);
}

/* Cities and roads claim their cells, then the buildings in the centre:
 * a building is drawn over the road that ends at it, so a click on it is
 * a click on the building. */
static void
claim_shapes (const CarcTileType *type,
              TileMap            *map,
              cairo_t            *cr)
{
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < type->n_segments; i++)
      {
        const CarcSegment *s = &type->segments[i];
        CarcTileShape shape = carc_tile_geometry_shape (s->kind);
        gboolean building = shape == CARC_TILE_SHAPE_BUILDING;
        gboolean river = shape == CARC_TILE_SHAPE_WATER;
        gboolean in_pool[GRID][GRID] = { { FALSE } };
        double cx, cy, r;

        if (building != (pass == 1))
          continue;
        cairo_new_path (cr);
        if (river && carc_tile_geometry_river_pool (type, s, &cx, &cy, &r))
          {
            carc_tile_geometry_pond_path (cr, cx, cy, r);
            for (gint gy = 0; gy < GRID; gy++)
              for (gint gx = 0; gx < GRID; gx++)
                in_pool[gy][gx] = cairo_in_fill (cr, (gx + 0.5) / GRID, (gy + 0.5) / GRID);
            cairo_new_path (cr);
          }
        if (shape == CARC_TILE_SHAPE_AREA)
          carc_tile_geometry_city_path (cr, s->edges, FALSE);
        else if (building)
          {
            double bx, by;

            building_offset (type, &bx, &by);
            cairo_save (cr);
            cairo_translate (cr, bx, by);
            building_path (cr);
            cairo_restore (cr);
          }
        else if (shape == CARC_TILE_SHAPE_LINE)
          {
            carc_tile_geometry_road_path (cr, type, s);
            cairo_set_line_width (cr, ROAD_WIDTH * 1.6);
          }
        else if (river)
          {
            /* The water is the river's, so a click on it is refused as
             * the river's and the banks' spots stay dry. */
            carc_tile_geometry_river_path (cr, type, s);
            cairo_set_line_width (cr, RIVER_WIDTH);
          }
        else
          continue;
        for (gint gy = 0; gy < GRID; gy++)
          for (gint gx = 0; gx < GRID; gx++)
            {
              double px = (gx + 0.5) / GRID, py = (gy + 0.5) / GRID;
              gboolean hit = shape == CARC_TILE_SHAPE_LINE || river ? cairo_in_stroke (cr, px, py) || in_pool[gy][gx]
                                                                    : cairo_in_fill (cr, px, py);

              /* A road over the river is a bridge: the crossing is the
               * road's, whichever segment comes first; a road running on
               * under its city's gate leaves the city its cells. */
              if (hit && (map->labels[gy][gx] < 0
                          || (shape != CARC_TILE_SHAPE_AREA && !river
                              && carc_tile_geometry_shape (type->segments[map->labels[gy][gx]].kind)
                                   != CARC_TILE_SHAPE_AREA)))
                map->labels[gy][gx] = i;
            }
      }

}

/* Fields and mist: one flood from all their half-edges at once, so that
 * each takes the unclaimed cells nearest to its own edges. */
static void
flood_land (const CarcTileType *type,
            TileMap            *map)
{
  gint queue[GRID * GRID][2];
  guint head = 0, tail = 0;

  for (guint i = 0; i < type->n_segments; i++)
    {
      const CarcSegment *s = &type->segments[i];

      if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_LAND)
        continue;
      for (guint h = 0; h < 8; h++)
        if (s->halves & (1u << h))
          {
            gint gx = CLAMP ((gint) (half_point[h][0] * GRID), 0, GRID - 1);
            gint gy = CLAMP ((gint) (half_point[h][1] * GRID), 0, GRID - 1);

            if (map->labels[gy][gx] < 0)
              {
                map->labels[gy][gx] = i;
                queue[tail][0] = gx;
                queue[tail][1] = gy;
                tail++;
              }
          }
    }
  while (head < tail)
    {
      static const gint nx[4] = { 1, -1, 0, 0 }, ny[4] = { 0, 0, 1, -1 };
      gint x = queue[head][0], y = queue[head][1];
      gint label = map->labels[y][x];

      head++;
      for (guint k = 0; k < 4; k++)
        {
          gint ax = x + nx[k], ay = y + ny[k];

          if (ax < 0 || ay < 0 || ax >= GRID || ay >= GRID || map->labels[ay][ax] >= 0)
            continue;
          map->labels[ay][ax] = label;
          queue[tail][0] = ax;
          queue[tail][1] = ay;
          tail++;
        }
    }
}

/* How many steps each cell lies inside its segment's area, away from any
 * other label or the border. */
static void
measure_depth (TileMap *map,
               gint     dist[GRID][GRID])
{
  for (gint y = 0; y < GRID; y++)
    for (gint x = 0; x < GRID; x++)
      dist[y][x] = 0;
  for (guint pass = 1; pass < GRID; pass++)
    for (gint y = 1; y < GRID - 1; y++)
      for (gint x = 1; x < GRID - 1; x++)
        {
          gint l = map->labels[y][x];

          if (dist[y][x] == (gint) pass - 1 && l >= 0 && map->labels[y - 1][x] == l && map->labels[y + 1][x] == l
              && map->labels[y][x - 1] == l && map->labels[y][x + 1] == l
              && dist[y - 1][x] >= (gint) pass - 1 && dist[y + 1][x] >= (gint) pass - 1
              && dist[y][x - 1] >= (gint) pass - 1 && dist[y][x + 1] >= (gint) pass - 1)
            dist[y][x] = pass;
        }
}

/* Cities and buildings first, where their ground is deepest; then each
 * road, then each field, takes the cell of its own that keeps farthest
 * from the spots already chosen, so targets never crowd, and keeps a
 * figure's disc on its tile. */
static void
choose_anchors (const CarcTileType *type,
                TileMap            *map,
                gint                dist[GRID][GRID])
{
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < type->n_segments; i++)
      {
        CarcTileShape shape = carc_tile_geometry_shape (type->segments[i].kind);
        guint order = shape == CARC_TILE_SHAPE_LINE ? 1 : shape == CARC_TILE_SHAPE_LAND ? 2 : 0;
        gint best = -1;
        double best_score = -G_MAXDOUBLE;

        if (order != pass)
          continue;
        for (gint y = 0; y < GRID; y++)
          for (gint x = 0; x < GRID; x++)
            if (map->labels[y][x] == (gint) i)
              {
                double px = (x + 0.5) / GRID, py = (y + 0.5) / GRID;
                double dc = hypot (px - 0.5, py - 0.5);
                double edge = MIN (MIN (px, py), MIN (1 - px, 1 - py));
                double nearest = 1.0, score;

                for (guint j = 0; j < type->n_segments; j++)
                  if (j != i && map->has_anchor[j])
                    nearest = MIN (nearest, hypot (px - map->anchor[j][0], py - map->anchor[j][1]));
                if (order == 0)
                  score = dist[y][x] - dc;
                else if (order == 1)
                  /* Off the centre (junctions, buildings), clear of walls
                   * and with a figure's disc on the tile. */
                  score = nearest + 0.02 * dist[y][x] - (dc < 0.12 ? 1 : 0) - (edge < 0.16 ? 1 : 0);
                else
                  /* Clear of the others first; then a few cells clear of
                   * walls and roads, for a farmer lies wide; then deep. */
                  score = 10 * MIN (nearest, 0.3) + 0.5 * MIN (dist[y][x], 4) + 0.05 * dist[y][x] - 0.1 * dc
                          - (edge < 0.12 ? 5 : 0);
                if (score > best_score)
                  {
                    best_score = score;
                    best = y * GRID + x;
                  }
              }
        map->has_anchor[i] = best >= 0;
        if (best >= 0)
          {
            map->anchor[i][0] = (best % GRID + 0.5) / GRID;
            map->anchor[i][1] = (best / GRID + 0.5) / GRID;
          }
        if (carc_tile_geometry_shape (type->segments[i].kind) == CARC_TILE_SHAPE_BUILDING)
          {
            double bx, by;

            building_offset (type, &bx, &by);
            map->anchor[i][0] = 0.5 + bx;
            map->anchor[i][1] = 0.55 + by;
            map->has_anchor[i] = TRUE;
          }
      }

}

static void
build_map (const CarcTileType *type,
           TileMap            *map)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  gint dist[GRID][GRID];

  memset (map->labels, -1, sizeof map->labels);
  claim_shapes (type, map, cr);
  flood_land (type, map);
  measure_depth (map, dist);
  choose_anchors (type, map, dist);
  for (gint y = 0; y < GRID; y++)
    for (gint x = 0; x < GRID; x++)
      map->clearance[y][x] = dist[y][x];
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static const TileMap *
get_map (const CarcTileType *type)
{
  GByteArray *shape = g_byte_array_new ();
  g_autoptr(GBytes) key = NULL;
  TileMap *map;

  /* Keyed by what the map is made of, not by the type's address: a tile
   * set freed with its game may leave another set's types at the same
   * place. */
  g_byte_array_append (shape, &type->symbol, 1);
  g_byte_array_append (shape, &type->pond, 1);
  g_byte_array_append (shape, &type->n_segments, 1);
  for (guint i = 0; i < type->n_segments; i++)
    {
      const CarcSegment *s = &type->segments[i];
      const guint8 bytes[4] = { s->kind, s->edges, s->halves, s->end };

      g_byte_array_append (shape, bytes, sizeof bytes);
    }
  key = g_byte_array_free_to_bytes (shape);
  if (maps == NULL)
    maps = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, g_free);
  map = g_hash_table_lookup (maps, key);
  if (map == NULL)
    {
      map = g_new0 (TileMap, 1);
      build_map (type, map);
      g_hash_table_insert (maps, g_bytes_ref (key), map);
    }
  return map;
}

/* From board orientation to the tile's own: turn back by @rotation, which
 * is turning on by the rest of a whole turn. */
void
carc_tile_geometry_to_local (guint   rotation,
                             double  x,
                             double  y,
                             double *lx,
                             double *ly)
{
  carc_tile_geometry_to_board ((4 - (rotation & 3)) & 3, x, y, lx, ly);
}

void
carc_tile_geometry_to_board (guint   rotation,
                             double  x,
                             double  y,
                             double *bx,
                             double *by)
{
  for (guint r = 0; r < (rotation & 3); r++)
    {
      double t = x;

      x = 1 - y;
      y = t;
    }
  *bx = x;
  *by = y;
}

gboolean
carc_tile_geometry_anchor (const CarcTileType *type,
                           guint               rotation,
                           guint               segment,
                           double             *x,
                           double             *y)
{
  const TileMap *map = get_map (type);

  if (segment >= type->n_segments || !map->has_anchor[segment])
    return FALSE;
  carc_tile_geometry_to_board (rotation, map->anchor[segment][0], map->anchor[segment][1], x, y);
  return TRUE;
}

gint
carc_tile_geometry_segment_at (const CarcTileType *type,
                               guint               rotation,
                               double              x,
                               double              y)
{
  const TileMap *map = get_map (type);
  double lx, ly;
  gint gx, gy;

  carc_tile_geometry_to_local (rotation, x, y, &lx, &ly);
  gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1);
  gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);
  return map->labels[gy][gx];
}

/* The segment that owns the cell @gx, @gy of the tile's own grid, or -1;
 * with @clearance its steps from any other segment or the border. */
gint
carc_tile_geometry_cell (const CarcTileType *type,
                         guint               gx,
                         guint               gy,
                         guint              *clearance)
{
  const TileMap *map = get_map (type);

  g_return_val_if_fail (gx < GRID && gy < GRID, -1);
  if (clearance != NULL)
    *clearance = map->clearance[gy][gx];
  return map->labels[gy][gx];
}

/* Where the segment's figure stands in the tile's own orientation. */
gboolean
carc_tile_geometry_local_anchor (const CarcTileType *type,
                                 guint               segment,
                                 double             *x,
                                 double             *y)
{
  const TileMap *map = get_map (type);

  if (segment >= type->n_segments || !map->has_anchor[segment])
    return FALSE;
  *x = map->anchor[segment][0];
  *y = map->anchor[segment][1];
  return TRUE;
}

/* Where a building in the centre stands (the middle of its ground, in the
 * tile's own orientation); FALSE when there is none. */
gboolean
carc_tile_geometry_building (const CarcTileType *type,
                             double             *x,
                             double             *y)
{
  double bx, by;

  if (!has_centre_building (type))
    return FALSE;
  building_offset (type, &bx, &by);
  *x = 0.5 + bx;
  *y = 0.49 + by;
  return TRUE;
}
