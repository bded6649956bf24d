/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile art: how each kind of ground, building and symbol looks in a
 * theme, over the shapes carc-tile-geometry.c gives.  Layers, bottom up:
 * the land (grass or snow, mottled and stroked), water, the roads under
 * mist, fog, the other roads with their verges and bridges, cities (cobbles, houses,
 * crenellated walls), what ends a road in the tile, buildings in the
 * centre and trees on open land, then the marks (buildings, coats of
 * arms, goods, inns, ghosts, symbols), each kept whole on the tile.  Shapes are drawn turned with the tile; everything that stands
 * up (buildings, houses, trees, symbols) is drawn upright on the board,
 * and every shadow falls to the lower right of the board, so placed tiles
 * read as one landscape lit from the top left.
 *
 * Decoration (grass strokes, trees, houses) is placed by a generator
 * seeded with the tile type and rotation: the same tile always looks the
 * same, neighbours of other types or turns do not repeat.  The painter
 * knows feature kinds by their ids and drawings by their names; it never
 * names a tile. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-drawing.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"

#define GRID CARC_TILE_GRID
#define SHADOW_X 0.012
#define SHADOW_Y 0.018
#define MAX_UPRIGHT 48

static const double mid[4][2] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
static const double inward[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };

/* Something that stands up, placed on the board to be drawn back to front. */
typedef struct
{
  const char *name;
  double      x;        /* the centre of its box, on the board */
  double      y;
  double      size;
} Upright;

typedef struct
{
  cairo_t            *cr;
  const CarcTileType *type;
  guint               rotation;
  const CarcTheme    *theme;
  GRand              *rand;     /* textures: grass, ripples, fog */
  GRand              *layout;   /* what stands: houses, trees, the same in every theme */
  Upright             items[MAX_UPRIGHT];   /* houses, trees */
  guint               n_items;
  Upright             marks[MAX_UPRIGHT];   /* buildings, symbols: box centres */
  guint               n_marks;
} Art;

static void
set_colour (cairo_t             *cr,
            const CarcArtColour *c,
            double               alpha)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, alpha);
}

/* Draws in the tile's own orientation from here, moved by (@dx, @dy) on
 * the board (a shadow's offset); undo with cairo_restore(). */
static void
begin_local (Art    *art,
             double  dx,
             double  dy)
{
  cairo_save (art->cr);
  cairo_translate (art->cr, 0.5 + dx, 0.5 + dy);
  cairo_rotate (art->cr, (art->rotation & 3) * G_PI / 2);
  cairo_translate (art->cr, -0.5, -0.5);
}

static void
add_upright (Art        *art,
             const char *name,
             double      local_x,
             double      local_y,
             double      size)
{
  Upright *u;

  if (art->n_items == MAX_UPRIGHT)
    return;
  u = &art->items[art->n_items++];
  u->name = name;
  carc_tile_geometry_to_board (art->rotation, local_x, local_y, &u->x, &u->y);
  u->size = size;
}

static int
compare_uprights (const void *a,
                  const void *b)
{
  const Upright *ua = a, *ub = b;

  return (ua->y > ub->y) - (ua->y < ub->y);
}

/* Back to front, each drawing's box centred on its point. */
static void
draw_uprights (Art *art)
{
  qsort (art->items, art->n_items, sizeof (Upright), compare_uprights);
  for (guint i = 0; i < art->n_items; i++)
    {
      const Upright *u = &art->items[i];

      carc_drawing_paint (art->cr, art->theme->id, u->name, NULL, u->x, u->y, u->size);
    }
  art->n_items = 0;
}

/* Grass or snow: the ground colour, soft patches of light and shade, and
 * short strokes of grass (drifts of snow in winter). */
static void
draw_land (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;

  cairo_rectangle (cr, 0, 0, 1, 1);
  set_colour (cr, &t->grass, 1);
  cairo_fill (cr);
  for (guint k = 0; k < 7; k++)
    {
      double x = g_rand_double (art->rand), y = g_rand_double (art->rand);
      double r = 0.15 + 0.2 * g_rand_double (art->rand);
      const CarcArtColour *c = k & 1 ? &t->grass_light : &t->grass_dark;
      cairo_pattern_t *p = cairo_pattern_create_radial (x, y, 0, x, y, r);

      cairo_pattern_add_color_stop_rgba (p, 0, c->r, c->g, c->b, 0.35);
      cairo_pattern_add_color_stop_rgba (p, 1, c->r, c->g, c->b, 0);
      cairo_set_source (cr, p);
      cairo_rectangle (cr, 0, 0, 1, 1);
      cairo_fill (cr);
      cairo_pattern_destroy (p);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (t->snow)
    {
      /* Drifts: long low arcs with their shade under them. */
      for (guint k = 0; k < 9; k++)
        {
          double x = g_rand_double (art->rand), y = g_rand_double (art->rand);
          double w = 0.12 + 0.12 * g_rand_double (art->rand);

          cairo_move_to (cr, x - w / 2, y);
          cairo_curve_to (cr, x - w / 4, y - 0.03, x + w / 4, y - 0.03, x + w / 2, y);
          set_colour (cr, &t->grass_dark, 0.55);
          cairo_set_line_width (cr, 0.012);
          cairo_stroke (cr);
        }
      for (guint k = 0; k < 30; k++)
        {
          cairo_arc (cr, g_rand_double (art->rand), g_rand_double (art->rand), 0.004, 0, 2 * G_PI);
          set_colour (cr, &t->grass_light, 0.9);
          cairo_fill (cr);
        }
      return;
    }
  for (guint k = 0; k < 110; k++)
    {
      double x = g_rand_double (art->rand), y = g_rand_double (art->rand);
      double lean = g_rand_double_range (art->rand, -0.012, 0.012);

      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + lean, y - 0.028);
      set_colour (cr, k & 1 ? &t->grass_dark : &t->grass_light, 0.5);
      cairo_set_line_width (cr, 0.007);
      cairo_stroke (cr);
    }
}

/* Rivers and pools: the banks, then the water over them, so that a pool
 * and the river flowing into it are one water; then its light (the
 * ripples, or the cracks of the ice). */
static void
draw_water (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;

  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < art->type->n_segments; i++)
      {
        const CarcSegment *s = &art->type->segments[i];
        double cx, cy, r;
        gboolean pool;
        cairo_pattern_t *water;

        if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_WATER)
          continue;
        pool = carc_tile_geometry_river_pool (art->type, s, &cx, &cy, &r);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
        cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
        if (pass < 2)
          {
            set_colour (cr, pass == 0 ? &t->bank : &t->water, 1);
            carc_tile_geometry_river_path (cr, art->type, s);
            cairo_set_line_width (cr, CARC_TILE_RIVER_WIDTH + (pass == 0 ? 0.07 : 0));
            cairo_stroke (cr);
            if (pool)
              {
                carc_tile_geometry_pond_path (cr, cx, cy, r);
                cairo_set_line_width (cr, pass == 0 ? 0.07 : 0);
                if (pass == 0)
                  cairo_stroke_preserve (cr);
                cairo_fill (cr);
              }
            continue;
          }
        /* The light on the water, kept inside it. */
        cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
        carc_tile_geometry_river_path (cr, art->type, s);
        cairo_set_line_width (cr, CARC_TILE_RIVER_WIDTH);
        cairo_stroke (cr);
        if (pool)
          {
            carc_tile_geometry_pond_path (cr, cx, cy, r);
            cairo_fill (cr);
          }
        water = cairo_pop_group (cr);
        cairo_push_group (cr);
        set_colour (cr, &t->water_light, t->snow ? 0.7 : 0.55);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_width (cr, t->snow ? 0.008 : 0.014);
        for (guint k = 0; k < 14; k++)
          {
            double x = g_rand_double (art->rand), y = g_rand_double (art->rand);

            if (t->snow)
              {
                /* Cracks in the ice. */
                cairo_move_to (cr, x, y);
                for (guint j = 0; j < 3; j++)
                  cairo_rel_line_to (cr, g_rand_double_range (art->rand, -0.06, 0.06),
                                     g_rand_double_range (art->rand, -0.06, 0.06));
              }
            else
              {
                cairo_move_to (cr, x - 0.03, y);
                cairo_curve_to (cr, x - 0.01, y - 0.012, x + 0.01, y + 0.012, x + 0.03, y);
              }
          }
        cairo_stroke (cr);
        cairo_pop_group_to_source (cr);
        cairo_mask (cr, water);
        cairo_pattern_destroy (water);
        if (pool && art->type->symbol == CARC_SYMBOL_SPRING)
          {
            guint e = 0;

            /* The spring's stones round the pool, open where it flows
             * out: turned with the tile, as the water is. */
            while (!(s->edges & (1u << e)))
              e++;
            cairo_save (cr);
            cairo_translate (cr, cx, cy);
            cairo_rotate (cr, atan2 (-inward[e][1], -inward[e][0]) - G_PI / 2);
            carc_drawing_paint (cr, t->id, "spring", NULL, 0, 0, r * 3.2);
            cairo_restore (cr);
          }
      }
}


static gboolean is_fog (guint kind);

/* Whether a mist segment of @type covers @segment (a road drawn under
 * the fog). */
gboolean
carc_tile_painter_under_fog (const CarcTileType *type,
                             guint               segment)
{
  for (guint i = 0; i < type->n_segments; i++)
    if (is_fog (type->segments[i].kind) && (type->segments[i].adjacent & (1u << segment)))
      return TRUE;
  return FALSE;
}

/* Roads: a worn verge, a dark border, the light surface and the ruts;
 * those under fog (@fogged) before it, the others over it. */
static void
draw_roads (Art      *art,
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
          set_colour (cr, &t->grass_dark, 0.45);
        else if (pass == 1)
          set_colour (cr, &t->road_edge, 1);
        else if (pass == 2)
          set_colour (cr, &t->road, 1);
        else
          {
            /* Two wheel tracks: the middle of the road stroked wide in
             * the tracks' colour, then narrower in the road's. */
            set_colour (cr, &t->road_edge, 0.3);
            cairo_stroke_preserve (cr);
            cairo_set_line_width (cr, 0.022);
            set_colour (cr, &t->road, 1);
          }
        cairo_stroke (cr);
      }
}

/* Where a road crosses water, a stone bridge: its shadow on the water,
 * parapets either side and the road's surface over it. */
static void
draw_bridges (Art *art)
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
          /* Only over the water and its banks. */
          cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
          carc_tile_geometry_river_path (cr, art->type, &art->type->segments[w]);
          cairo_set_line_width (cr, CARC_TILE_RIVER_WIDTH + 0.05);
          cairo_stroke (cr);
          water = cairo_pop_group (cr);
          cairo_push_group (cr);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          cairo_translate (cr, SHADOW_X, SHADOW_Y);
          carc_tile_geometry_road_path (cr, art->type, s);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + 0.06);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
          cairo_stroke (cr);
          cairo_translate (cr, -SHADOW_X, -SHADOW_Y);
          carc_tile_geometry_road_path (cr, art->type, s);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + 0.06);
          set_colour (cr, &t->wall_shade, 1);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH + 0.04);
          set_colour (cr, &t->wall, 1);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, CARC_TILE_ROAD_WIDTH);
          set_colour (cr, &t->road, 1);
          cairo_stroke (cr);
          cairo_pop_group_to_source (cr);
          cairo_mask (cr, water);
          cairo_pattern_destroy (water);
          cairo_restore (cr);
        }
    }
}

/* What a road ends at inside the tile, when nothing else is drawn there:
 * a crossroads' village, a house or a farm, a pool, a ruin. */
static void
draw_road_ends (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;
  guint n_junction = 0;
  double bx, by, village_x = 0, village_y = 0;
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
      switch (s->road_end)
        {
        case CARC_ROAD_END_VILLAGE:
          village = TRUE;
          village_x = x;
          village_y = y;
          n_junction++;
          break;
        case CARC_ROAD_END_JUNCTION:
          n_junction++;
          break;
        case CARC_ROAD_END_RUIN:
          add_upright (art, "ruin", x, y, 0.34);
          break;
        case CARC_ROAD_END_HOUSE:
          add_upright (art, "house", x, y, 0.26);
          break;
        case CARC_ROAD_END_DEAD_END:
          add_upright (art, "farm", x - inward[e][0] * 0.04, y - inward[e][1] * 0.04, 0.3);
          break;
        case CARC_ROAD_END_LAKE:
          /* A ferry's lake is one, in the middle, for all its roads. */
          if (art->type->symbol == CARC_SYMBOL_FERRY_LAKE)
            {
              if (lake_drawn)
                break;
              lake_drawn = TRUE;
              x = y = 0.5;
            }
          begin_local (art, 0, 0);
          carc_tile_geometry_pond_path (cr, x, y, art->type->symbol == CARC_SYMBOL_FERRY_LAKE
                                                  ? CARC_FERRY_LAKE_RADIUS : 0.11);
          set_colour (cr, &t->bank, 1);
          cairo_set_line_width (cr, 0.04);
          cairo_stroke_preserve (cr);
          set_colour (cr, &t->water, 1);
          cairo_fill (cr);
          cairo_restore (cr);
          break;
        default:
          break;
        }
    }
  /* A village a single road leads to is a house at its end. */
  if (n_junction == 1 && village)
    add_upright (art, "house", village_x, village_y, 0.26);
  if (n_junction >= 2 && !building)
    {
      /* A little square where the roads meet, with a well, and a house
       * beside it. */
      begin_local (art, 0, 0);
      cairo_arc (cr, 0.5, 0.5, 0.115, 0, 2 * G_PI);
      set_colour (cr, &t->road_edge, 1);
      cairo_fill (cr);
      cairo_arc (cr, 0.5, 0.5, 0.1, 0, 2 * G_PI);
      set_colour (cr, &t->road, 1);
      cairo_fill (cr);
      cairo_restore (cr);
      add_upright (art, "house", 0.5, 0.5, 0.3);
    }
}

/* Whether a drawing of @size at (@x, @y) on the board would hide much of
 * a mark (a coat of arms, goods), which must stay readable. */
static gboolean
under_mark (Art    *art,
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
static gboolean
stands_on (Art    *art,
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

/* Whether a house at (@x, @y) in the tile's own orientation would stand
 * on a figure's spot, where a figure in its colour must show against the
 * ground, not against roofs of its colour. */
static gboolean
on_spot (Art    *art,
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

/* Houses packed inside a city, on a grid jittered per tile, off its walls,
 * the marks and the figures' spots. */
static void
plan_city_houses (Art               *art,
                  guint              segment,
                  const CarcSegment *s)
{
  static const char *const houses[] = { "city-house-a", "city-house-b", "city-house-c" };
  const double step = 0.19;
  gboolean tower = s->n_edges >= 3;

  for (double y = step * 0.75; y < 1; y += step)
    for (double x = step * (((int) (y / step)) % 2 ? 0.5 : 1.0); x < 1; x += step)
      {
        double bx, by;
        double lx = x + g_rand_double_range (art->layout, -0.02, 0.02);
        double ly = y + g_rand_double_range (art->layout, -0.02, 0.02);
        guint clearance;
        gint gx = CLAMP ((gint) (lx * GRID), 0, GRID - 1), gy = CLAMP ((gint) (ly * GRID), 0, GRID - 1);

        if (carc_tile_geometry_cell (art->type, gx, gy, &clearance) != (gint) segment)
          continue;
        /* Keep off the walls and the tile's edges, where the next tile's
         * houses would stand half cut. */
        carc_tile_geometry_to_board (art->rotation, lx, ly, &bx, &by);
        if (clearance < 2 || MIN (bx, by) < 0.13 || MAX (bx, by) > 0.87 || under_mark (art, bx, by, 0.22)
            || on_spot (art, lx, ly) || !stands_on (art, segment, lx, ly, 0.2, 1))
          continue;
        if (tower && fabs (lx - 0.5) < step && fabs (ly - 0.5) < step)
          {
            add_upright (art, "city-tower", lx, ly, 0.28);
            tower = FALSE;
            continue;
          }
        add_upright (art, houses[g_rand_int_range (art->layout, 0, G_N_ELEMENTS (houses))], lx, ly,
                     0.22);
      }
}

/* Cities: cobbled ground, houses, and walls where the city ends — a
 * shadow, crenellations, the wall, its walk. */
static void
draw_cities (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;

  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      static const double merlons[2] = { 0.028, 0.02 };

      if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_AREA)
        continue;

      begin_local (art, 0, 0);
      carc_tile_geometry_city_path (cr, s->edges, FALSE);
      set_colour (cr, &t->city_ground, 1);
      cairo_fill (cr);
      cairo_restore (cr);

      /* The houses, clipped to the city so none stands on its wall. */
      cairo_save (cr);
      begin_local (art, 0, 0);
      carc_tile_geometry_city_path (cr, s->edges, FALSE);
      cairo_restore (cr);
      cairo_clip (cr);
      plan_city_houses (art, i, s);
      draw_uprights (art);
      cairo_restore (cr);

      begin_local (art, SHADOW_X, SHADOW_Y);
      carc_tile_geometry_city_path (cr, s->edges, TRUE);
      cairo_restore (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_set_line_width (cr, 0.08);
      cairo_stroke (cr);

      begin_local (art, 0, 0);
      carc_tile_geometry_city_path (cr, s->edges, TRUE);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      set_colour (cr, &t->wall_shade, 1);
      cairo_set_line_width (cr, 0.115);
      cairo_set_dash (cr, merlons, 2, 0);
      cairo_stroke_preserve (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_width (cr, 0.08);
      cairo_stroke_preserve (cr);
      set_colour (cr, &t->wall, 1);
      cairo_set_line_width (cr, 0.062);
      cairo_set_dash (cr, merlons, 2, 0);
      cairo_stroke_preserve (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      set_colour (cr, &t->wall_top, 1);
      cairo_set_line_width (cr, 0.022);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* Where a road enters a city, a gate in the wall: the first point of the
 * road's line from its edge on that is inside the city, across the road. */
static void
draw_gates (Art *art)
{
  cairo_t *cr = art->cr;

  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      cairo_path_t *path;
      double last_x = 0, last_y = 0;

      if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_LINE || s->n_edges != 1
          || s->road_end != CARC_ROAD_END_CITY)
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
              begin_local (art, 0, 0);
              cairo_translate (cr, px, py);
              cairo_rotate (cr, atan2 (y - last_y, x - last_x) - G_PI / 2);
              cairo_rectangle (cr, -0.1, -0.04, 0.2, 0.08);
              set_colour (cr, &art->theme->wall_shade, 1);
              cairo_fill (cr);
              cairo_rectangle (cr, -0.09, -0.035, 0.18, 0.06);
              set_colour (cr, &art->theme->wall, 1);
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
  art->marks[art->n_marks++] = (Upright) { name, CLAMP (x, margin, 1 - margin), CLAMP (y, margin, 1 - margin), size };
}

/* Whether the mark @name of @size fits at (@x, @y) on the board: whole on
 * the tile, on @segment's ground (or, with @beside, on open land beside
 * it), clear of the marks already placed and of the figures' spot at
 * (@ax, @ay). */
static gboolean
mark_fits (Art     *art,
           guint    segment,
           gboolean beside,
           double   x,
           double   y,
           double   size,
           double   ax,
           double   ay)
{
  double lx, ly, margin = size / 2 + 0.01;
  gint cell;

  if (x < margin || y < margin || x > 1 - margin || y > 1 - margin || hypot (x - ax, y - ay) < 0.1
      || under_mark (art, x, y, size))
    return FALSE;
  carc_tile_geometry_to_local (art->rotation, x, y, &lx, &ly);
  cell = carc_tile_geometry_segment_at (art->type, 0, lx, ly);
  if (beside)
    return cell >= 0 && art->type->segments[cell].kind == CARC_FEATURE_FIELD;
  return cell == (gint) segment;
}

/* A mark beside @segment's figure spot at (@ax, @ay): at the offset
 * (@dx, @dy) if it fits there, else at the nearest place around the
 * spot that does, else at the offset anyway. */
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
  if (!mark_fits (art, segment, beside, ax + dx, ay + dy, size, ax, ay))
    for (double r = 0.12; r < 0.4; r += 0.06)
      for (guint k = 0; k < 12; k++)
        {
          double x = ax + r * cos (k * G_PI / 6), y = ay + r * sin (k * G_PI / 6);

          if (mark_fits (art, segment, beside, x, y, size, ax, ay))
            {
              add_mark (art, name, x, y, size);
              return;
            }
        }
  add_mark (art, name, ax + dx, ay + dy, size);
}

/* What stands upright on the tile, whatever its rotation: the building
 * in the centre (a kind drawn by its id: monastery, castle, cemetery),
 * the ghosts on mist, and beside each figure's spot its cathedral, coats
 * of arms, goods and inn.  Board coordinates, box centres. */
static void
plan_marks (Art *art)
{
  static const char *const goods[] = { NULL, "goods-wine", "goods-grain", "goods-cloth" };
  double x, y;

  if (carc_tile_geometry_building (art->type, &x, &y))
    for (guint i = 0; i < art->type->n_segments; i++)
      if (carc_tile_geometry_shape (art->type->segments[i].kind) == CARC_TILE_SHAPE_BUILDING)
        {
          double bx, by;

          carc_tile_geometry_to_board (art->rotation, x, y, &bx, &by);
          add_mark (art, carc_feature_kind_get (art->type->segments[i].kind)->id, bx, by, 0.46);
          break;
        }
  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      double ax, ay, side;

      if (!carc_tile_geometry_anchor (art->type, art->rotation, i, &ax, &ay))
        continue;
      side = ax >= 0.5 ? -1 : 1;
      if (is_fog (s->kind))
        for (guint g = 0; g < s->count; g++)
          add_mark (art, "ghost", ax + (g - (s->count - 1) / 2.0) * 0.13, ay - 0.02, 0.15);
      if (s->flags & CARC_SEGMENT_CATHEDRAL)
        place_mark (art, i, FALSE, "cathedral", ax, ay, 0, -0.2, 0.34);
      for (guint a = 0; a < s->arms; a++)
        place_mark (art, i, FALSE, "shield", ax, ay, side * 0.2, -0.1 + a * 0.17, 0.17);
      if (s->goods != CARC_GOODS_NONE)
        place_mark (art, i, FALSE, goods[MIN (s->goods, 3)], ax, ay, -side * 0.17, 0.12, 0.15);
      if (s->flags & CARC_SEGMENT_INN)
        place_mark (art, i, TRUE, "inn", ax, ay, side * 0.2, -0.1, 0.24);
    }
}

static gboolean
is_fog (guint kind)
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
static gboolean
open_land (Art    *art,
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

/* Trees, bushes and flowers on open fields, clear of roads, cities,
 * symbols and the spots where figures stand. */
static void
plan_trees (Art    *art,
            double  symbol_x,
            double  symbol_y)
{
  static const char *const plants[] = { "tree", "tree", "pine", "bush", "bush", "flowers" };
  static const double sizes[] = { 0.22, 0.22, 0.22, 0.13, 0.13, 0.1 };
  guint cells[GRID * GRID], n_cells = 0, placed = 0;
  double spots[12][2];
  guint n_spots = 0, wanted = g_rand_int_range (art->layout, 2, 6);

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
      /* Whole, not cut by the tile's edge: the next tile does not go on with it. */
      double margin = sizes[which] / 2 + 0.02;
      gboolean free = hypot (x - symbol_x, y - symbol_y) > 0.2 && x > margin && y > margin && x < 1 - margin
                      && y < 1 - margin && stands_on (art, -1, x, y, sizes[which], 2);

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
      add_upright (art, plants[which], x, y, sizes[which]);
      placed++;
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

/* The fog's coverage as a soft mask in the tile's own orientation: one
 * texel a grid cell, padded beyond the tile with its border cells so the
 * fog runs on into the next tile, smoothed, and scaled up bilinearly so
 * its edge is a soft ramp.  Under what is drawn over the fog it reaches
 * a few cells on, so that a wall or a road stands on full fog, not on a
 * ramp down to grass. */
#define FOG_PAD 3
#define FOG_REACH 3
static cairo_pattern_t *
fog_mask (Art               *art,
          guint              segment,
          const CarcSegment *s)
{
  const gint side = GRID + 2 * FOG_PAD;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, side, side);
  guint8 *data = cairo_image_surface_get_data (surface);
  gint stride = cairo_image_surface_get_stride (surface);
  guint8 cover[GRID + 2 * FOG_PAD][GRID + 2 * FOG_PAD];
  gboolean fog[GRID][GRID], next[GRID][GRID];
  gint cells[GRID][GRID];
  cairo_pattern_t *pattern;
  cairo_matrix_t m;

  for (gint y = 0; y < GRID; y++)
    for (gint x = 0; x < GRID; x++)
      {
        cells[y][x] = carc_tile_geometry_cell (art->type, x, y, NULL);
        fog[y][x] = cells[y][x] == (gint) segment || (cells[y][x] >= 0 && (s->adjacent & (1u << cells[y][x])));
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
  for (gint y = 0; y < side; y++)
    for (gint x = 0; x < side; x++)
      cover[y][x] = fog[CLAMP (y - FOG_PAD, 0, GRID - 1)][CLAMP (x - FOG_PAD, 0, GRID - 1)] ? 255 : 0;
  cairo_surface_flush (surface);
  /* A 3×3 average twice: round, soft edges. */
  for (guint pass = 0; pass < 2; pass++)
    {
      for (gint y = 0; y < side; y++)
        for (gint x = 0; x < side; x++)
          {
            guint sum = 0, n = 0;

            for (gint dy = -1; dy <= 1; dy++)
              for (gint dx = -1; dx <= 1; dx++)
                if (y + dy >= 0 && y + dy < side && x + dx >= 0 && x + dx < side)
                  {
                    sum += cover[y + dy][x + dx];
                    n++;
                  }
            data[y * stride + x] = sum / n;
          }
      for (gint y = 0; y < side; y++)
        for (gint x = 0; x < side; x++)
          cover[y][x] = data[y * stride + x];
    }
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

/* Fog over mist and what it covers: soft-edged, lifted from the land by
 * its shadow to the lower right, with swirls in it, running on across
 * the tile's edges without a seam. */
static void
draw_fog (Art *art)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;

  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      cairo_pattern_t *area;

      if (!is_fog (s->kind))
        continue;
      area = fog_mask (art, i, s);

      begin_local (art, 0.02, 0.03);
      set_colour (cr, &t->fog_edge, 0.45);
      cairo_mask (cr, area);
      cairo_restore (cr);

      begin_local (art, 0, 0);
      set_colour (cr, &t->fog, 0.9);
      cairo_mask (cr, area);
      /* Swirls lie level on the board, whatever the tile's turn. */
      cairo_push_group (cr);
      cairo_translate (cr, 0.5, 0.5);
      cairo_rotate (cr, -(art->rotation & 3) * G_PI / 2);
      cairo_translate (cr, -0.5, -0.5);
      for (guint k = 0; k < 18; k++)
        {
          double x = g_rand_double (art->rand), y = g_rand_double (art->rand);
          double w = 0.1 + 0.12 * g_rand_double (art->rand);

          cairo_move_to (cr, x - w, y);
          cairo_curve_to (cr, x - w / 2, y - 0.04, x, y + 0.03, x + w, y - 0.01);
          set_colour (cr, k & 1 ? &t->fog_edge : &t->fog, k & 1 ? 0.3 : 1);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_line_width (cr, k & 1 ? 0.012 : 0.035);
          cairo_stroke (cr);
        }
      cairo_pop_group_to_source (cr);
      cairo_mask (cr, area);
      cairo_restore (cr);
      cairo_pattern_destroy (area);
    }
}

static void
draw_marks (Art *art)
{
  for (guint i = 0; i < art->n_marks; i++)
    carc_drawing_paint (art->cr, art->theme->id, art->marks[i].name, NULL, art->marks[i].x, art->marks[i].y,
                        art->marks[i].size);
}

/* A mini-expansion's symbol on the open land's widest place: upright,
 * but the flying machine, which is turned to the direction it flies. */
static void
plan_symbol (Art    *art,
             double *x,
             double *y)
{
  static const char *const names[CARC_N_SYMBOLS] = {
    [CARC_SYMBOL_FLYING_MACHINE] = "flying-machine", [CARC_SYMBOL_GOLD] = "gold",
    [CARC_SYMBOL_MAGIC] = "magic", [CARC_SYMBOL_ROBBER] = "robber",
    [CARC_SYMBOL_CROP_PITCHFORK] = "crop-pitchfork", [CARC_SYMBOL_CROP_CLUB] = "crop-club",
    [CARC_SYMBOL_CROP_SHIELD] = "crop-shield",
  };
  const char *name = art->type->symbol < CARC_N_SYMBOLS ? names[art->type->symbol] : NULL;
  double bx, by;

  *x = *y = -1;
  if (name == NULL || !open_land (art, x, y))
    return;
  carc_tile_geometry_to_board (art->rotation, *x, *y, &bx, &by);
  if (art->type->symbol != CARC_SYMBOL_FLYING_MACHINE)
    {
      add_mark (art, name, bx, by, 0.24);
      return;
    }
  if (art->cr == NULL)
    return;
  cairo_save (art->cr);
  cairo_translate (art->cr, bx, by);
  cairo_rotate (art->cr, ((art->rotation & 3) * 2 + art->type->symbol_direction) * G_PI / 4);
  carc_drawing_paint (art->cr, art->theme->id, name, NULL, 0, 0, 0.24);
  cairo_restore (art->cr);
}

void
carc_tile_painter_draw (cairo_t            *cr,
                        const CarcTileType *type,
                        guint               rotation,
                        const CarcTheme    *theme)
{
  Art art = { .cr = cr, .type = type, .rotation = rotation & 3, .theme = theme };
  double symbol_x, symbol_y;

  art.rand = g_rand_new_with_seed (g_str_hash (type->id) * 4 + art.rotation);
  art.layout = g_rand_new_with_seed (g_str_hash (type->id) * 4 + art.rotation);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  draw_land (&art);
  begin_local (&art, 0, 0);
  draw_water (&art);
  draw_roads (&art, TRUE);
  cairo_restore (cr);
  draw_fog (&art);
  begin_local (&art, 0, 0);
  draw_roads (&art, FALSE);
  draw_bridges (&art);
  cairo_restore (cr);
  plan_marks (&art);
  draw_cities (&art);
  draw_gates (&art);
  draw_road_ends (&art);
  plan_symbol (&art, &symbol_x, &symbol_y);
  plan_trees (&art, symbol_x, symbol_y);
  draw_uprights (&art);
  draw_marks (&art);

  /* A faint edge, so that single tiles stay readable on a large board. */
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.12);
  cairo_set_line_width (cr, 0.016);
  cairo_stroke (cr);
  cairo_restore (cr);
  g_rand_free (art.rand);
  g_rand_free (art.layout);
}

/* The boxes of the drawings that stand upright on the tile turned by
 * @rotation (centre x, y and side, on the board's unit square), at most
 * @max: for tests that check they never turn with the tile. */
guint
carc_tile_painter_upright_boxes (const CarcTileType *type,
                                 guint               rotation,
                                 double              boxes[][3],
                                 guint               max)
{
  Art art = { .type = type, .rotation = rotation & 3, .theme = carc_theme_lookup (NULL) };
  double x, y;
  guint n = 0;

  plan_marks (&art);
  plan_symbol (&art, &x, &y);
  for (guint i = 0; i < art.n_marks && n < max; i++, n++)
    {
      boxes[n][0] = art.marks[i].x;
      boxes[n][1] = art.marks[i].y;
      boxes[n][2] = art.marks[i].size;
    }
  return n;
}

/* Where the symbol of a mini-expansion stands on a tile turned by
 * @rotation (on the board's unit square): for the views that point at it
 * (a flying machine to put a meeple on).  FALSE without a symbol. */
gboolean
carc_tile_painter_symbol_at (const CarcTileType *type,
                             guint               rotation,
                             double             *x,
                             double             *y)
{
  Art art = { .type = type, .rotation = rotation & 3, .theme = carc_theme_lookup (NULL) };
  double tx, ty;

  if (type->symbol == CARC_SYMBOL_NONE || !open_land (&art, &tx, &ty))
    return FALSE;
  carc_tile_geometry_to_board (art.rotation, tx, ty, x, y);
  return TRUE;
}

/* The back of a tile, for the cooperative game's face-down tiles. */
void
carc_tile_painter_draw_back (cairo_t         *cr,
                             const CarcTheme *theme)
{
  cairo_rectangle (cr, 0, 0, 1, 1);
  set_colour (cr, &theme->back, 1);
  cairo_fill (cr);
  for (guint k = 1; k < 6; k++)
    {
      cairo_move_to (cr, k / 6.0, 0);
      cairo_line_to (cr, 0, k / 6.0);
      cairo_move_to (cr, 1, k / 6.0);
      cairo_line_to (cr, k / 6.0, 1);
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.12);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_stroke (cr);
}
