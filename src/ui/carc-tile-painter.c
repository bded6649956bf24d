/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile art: how each kind of ground, building and symbol looks in a
 * theme, over the shapes carc-tile-geometry.c gives.  Layers, bottom up:
 * the land (carc-tile-painter-land.c: one landscape across the tiles), a spring's hills,
 * water and a lake's reeds (-shore.c), the roads under
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

#include "carc-tile-painter-private.h"

void
carc_tile_painter_set_colour (cairo_t             *cr,
                              const CarcArtColour *c,
                              double               alpha)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, alpha);
}

/* Draws in the tile's own orientation from here, moved by (@dx, @dy) on
 * the board (a shadow's offset); undo with cairo_restore(). */
void
carc_tile_painter_begin_local (Art    *art,
                               double  dx,
                               double  dy)
{
  cairo_save (art->cr);
  cairo_translate (art->cr, 0.5 + dx, 0.5 + dy);
  cairo_rotate (art->cr, (art->rotation & 3) * G_PI / 2);
  cairo_translate (art->cr, -0.5, -0.5);
}

void
carc_tile_painter_add_upright (Art        *art,
                               const char *name,
                               double      local_x,
                               double      local_y,
                               double      size)
{
  carc_tile_painter_add_styled (art, name, NULL, local_x, local_y, size);
}

/* Something that stands up drawn with @style over its own colours (a
 * house's roof). */
void
carc_tile_painter_add_styled (Art        *art,
                              const char *name,
                              const char *style,
                              double      local_x,
                              double      local_y,
                              double      size)
{
  Upright *u;

  if (art->n_items == MAX_UPRIGHT)
    return;
  u = &art->items[art->n_items++];
  u->name = name;
  u->style = style;
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
void
carc_tile_painter_draw_uprights (Art *art)
{
  qsort (art->items, art->n_items, sizeof (Upright), compare_uprights);
  for (guint i = 0; i < art->n_items; i++)
    {
      const Upright *u = &art->items[i];

      carc_drawing_paint (art->cr, art->theme->id, u->name, u->style, u->x, u->y, u->size);
    }
  art->n_items = 0;
}

/* How much wider a river runs in the middle of a tile than at its
 * edges, in tiles: at the edges it meets the next tile's at the same
 * width and in the same direction, between them it swells, one bank
 * then the other, so that it flows rather than runs as a pipe. */
#define RIVER_SWELL 0.13

/* The path of a band along @s's river, @width wide at the tile's edges
 * and wider by RIVER_SWELL in its middle, to fill. */
void
carc_tile_painter_river_band (cairo_t            *cr,
                              const CarcTileType *type,
                              const CarcSegment  *s,
                              double              width)
{
  cairo_path_t *path;
  double (*p)[2], length = 0, *at;
  guint n = 0;

  cairo_new_path (cr);
  carc_tile_geometry_river_path (cr, type, s);
  path = cairo_copy_path_flat (cr);
  cairo_new_path (cr);
  p = (double (*)[2]) g_new (double, 2 * (path->num_data + 1));
  at = g_new (double, path->num_data + 1);
  for (gint i = 0; i < path->num_data; i += path->data[i].header.length)
    if (path->data[i].header.type == CAIRO_PATH_MOVE_TO || path->data[i].header.type == CAIRO_PATH_LINE_TO)
      {
        p[n][0] = path->data[i + 1].point.x;
        p[n][1] = path->data[i + 1].point.y;
        if (n > 0 && hypot (p[n][0] - p[n - 1][0], p[n][1] - p[n - 1][1]) < 1e-6)
          continue;
        length += n > 0 ? hypot (p[n][0] - p[n - 1][0], p[n][1] - p[n - 1][1]) : 0;
        at[n++] = length;
      }
  cairo_path_destroy (path);
  /* Down one bank and back up the other. */
  for (guint side = 0; side < 2 && n >= 2; side++)
    for (guint k = 0; k < n; k++)
      {
        guint i = side == 0 ? k : n - 1 - k;
        guint a = i > 0 ? i - 1 : i, b = i + 1 < n ? i + 1 : i;
        double dx = p[b][0] - p[a][0], dy = p[b][1] - p[a][1], d = hypot (dx, dy);
        double f = at[i] / length, swell = sin (G_PI * f);
        double sign = side == 0 ? 1 : -1;
        /* One bank bulges in the first half, the other in the second,
         * so that the water winds a little in its bed; never so far that
         * its shore comes near a side of the tile, where the next tile's
         * land goes on as it is. */
        double room = MIN (MIN (p[i][0], p[i][1]), MIN (1 - p[i][0], 1 - p[i][1]));
        double bulge = RIVER_SWELL * swell * swell * (1 + sign * 0.65 * sin (2 * G_PI * f));
        double half = (width + CLAMP (bulge, 0, MAX (2 * (room - 0.05) - CARC_TILE_RIVER_WIDTH - 0.1, 0))) / 2;

        cairo_line_to (cr, p[i][0] - dy / d * half * sign, p[i][1] + dx / d * half * sign);
      }
  cairo_close_path (cr);
  g_free (p);
  g_free (at);
}

/* The water of @s: shallow and light by the banks, darker in soft
 * steps towards the middle. */
#define DEPTHS 9

static void
draw_depths (Art               *art,
             const CarcSegment *s,
             gboolean           pool,
             double             cx,
             double             cy,
             double             r)
{
  cairo_t *cr = art->cr;
  const CarcTheme *t = art->theme;

  /* The river's bands, then the pool's over them: its shallows ring it
   * where the river runs in. */
  for (guint band = 0; band < 2 * DEPTHS; band++)
    {
      double f = (band % DEPTHS) / (double) (DEPTHS - 1);
      /* From the shallows (the water with the sky's light in it) to the
       * deep (the water, darker). */
      double shallow = t->snow ? 0.15 : 0.32, deep = t->snow ? 0.92 : 0.84;
      double lift = shallow * (1 - f), dim = 1 - (1 - deep) * f;

      if (band >= DEPTHS && !pool)
        break;
      cairo_set_source_rgb (cr, (t->water.r + lift * (t->water_light.r - t->water.r)) * dim,
                            (t->water.g + lift * (t->water_light.g - t->water.g)) * dim,
                            (t->water.b + lift * (t->water_light.b - t->water.b)) * dim);
      if (band < DEPTHS)
        {
          carc_tile_painter_river_band (cr, art->type, s, CARC_TILE_RIVER_WIDTH * (1 - 0.5 * f));
          cairo_fill (cr);
        }
      else
        {
          /* The deep lies off the middle, toward the far shore: not a
           * ring in a ring. */
          carc_tile_geometry_pond_path (cr, cx + r * 0.2 * f, cy - r * 0.12 * f, r * (1 - 0.45 * f));
          cairo_fill (cr);
        }
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
        if (pass == 1)
          {
            draw_depths (art, s, pool, cx, cy, r);
            continue;
          }
        if (pass == 0)
          {
            /* A shore of wet earth and pebbles between the grass and the
             * bank's green, wider on the outside of the bends as water
             * leaves it: the river lies in the land, not on it. */
            const CarcArtColour shore = { (t->bank.r + t->road.r) / 2, (t->bank.g + t->road.g) / 2,
                                          (t->bank.b + t->road.b) / 2 };

            carc_tile_painter_set_colour (cr, &shore, t->snow ? 0 : 0.85);
            carc_tile_painter_river_band (cr, art->type, s, CARC_TILE_RIVER_WIDTH + 0.1);
            cairo_fill (cr);
            carc_tile_painter_set_colour (cr, &t->bank, 1);
            carc_tile_painter_river_band (cr, art->type, s, CARC_TILE_RIVER_WIDTH + 0.06);
            cairo_fill (cr);
            if (pool)
              {
                carc_tile_geometry_pond_path (cr, cx, cy, r);
                cairo_set_line_width (cr, 0.07);
                cairo_stroke_preserve (cr);
                cairo_fill (cr);
              }
            /* The bank's lip, in shade where it drops to the water. */
            carc_tile_painter_river_band (cr, art->type, s, CARC_TILE_RIVER_WIDTH + 0.022);
            cairo_set_source_rgba (cr, t->bank.r * 0.78, t->bank.g * 0.78, t->bank.b * 0.78, 1);
            cairo_fill (cr);
            continue;
          }
        /* The light on the water, kept inside it. */
        cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
        carc_tile_painter_river_band (cr, art->type, s, CARC_TILE_RIVER_WIDTH);
        cairo_fill (cr);
        if (pool)
          {
            carc_tile_geometry_pond_path (cr, cx, cy, r);
            cairo_fill (cr);
          }
        water = cairo_pop_group (cr);
        cairo_push_group (cr);
        carc_tile_painter_set_colour (cr, &t->water_light, t->snow ? 0.7 : 0.8);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_width (cr, t->snow ? 0.008 : 0.016);
        /* Scattered over the tile: the water keeps those that fall on it. */
        for (guint k = 0; k < (t->snow ? 14u : 26u); k++)
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
                /* Glints of uneven length, not dashes stamped evenly. */
                double len = 0.018 + 0.03 * g_rand_double (art->rand);

                cairo_move_to (cr, x - len, y);
                cairo_curve_to (cr, x - len / 3, y - 0.012, x + len / 3, y + 0.012, x + len, y);
              }
          }
        cairo_stroke (cr);
        cairo_pop_group_to_source (cr);
        cairo_mask (cr, water);
        cairo_pattern_destroy (water);
        if (pool && art->type->symbol != CARC_NO_MARK
            && carc_drawing_exists (t->id, carc_mark_get (art->type->symbol)->id))
          {
            guint e = 0;

            /* The symbol of the water (the spring's stones round the
             * pool), open where it flows out: turned with the tile, as
             * the water is. */
            while (!(s->edges & (1u << e)))
              e++;
            cairo_save (cr);
            cairo_translate (cr, cx, cy);
            cairo_rotate (cr, atan2 (-inward[e][1], -inward[e][0]) - G_PI / 2);
            carc_drawing_paint (cr, t->id, carc_mark_get (art->type->symbol)->id, NULL, 0, 0, r * 3.2);
            cairo_restore (cr);
          }
      }
}

/* What lies round the tile's water: with @springs the hills behind a
 * spring (under the water), else the reeds of a lake and along a river's
 * banks (over it). */
static void
draw_shores (Art      *art,
             gboolean  springs)
{
  for (guint i = 0; i < art->type->n_segments; i++)
    {
      const CarcSegment *s = &art->type->segments[i];
      double cx, cy, r;
      gboolean spring;

      if (carc_tile_geometry_shape (s->kind) != CARC_TILE_SHAPE_WATER)
        continue;
      if (!springs)
        carc_tile_painter_draw_river_reeds (art, s);
      if (!carc_tile_geometry_river_pool (art->type, s, &cx, &cy, &r))
        continue;
      spring = art->type->symbol != CARC_NO_MARK && !(carc_mark_get (art->type->symbol)->traits & CARC_MARK_WATER);
      if (springs && spring)
        carc_tile_painter_draw_hills (art, s, cx, cy, r);
      else if (!springs && !spring)
        carc_tile_painter_draw_reeds (art, s, cx, cy, r);
    }
}

/* Whether a mist segment of @type covers @segment (a road drawn under
 * the fog). */
gboolean
carc_tile_painter_under_fog (const CarcTileType *type,
                             guint               segment)
{
  for (guint i = 0; i < type->n_segments; i++)
    if (carc_tile_painter_is_fog (type->segments[i].kind) && (type->segments[i].adjacent & (1u << segment)))
      return TRUE;
  return FALSE;
}

/* A well-mixed number from two: the same for the same pair, on every
 * machine (the looks by cell, the paving's stones). */
guint32
carc_tile_painter_mix (guint32 a,
                       guint32 b)
{
  guint32 h = a * 0x9e3779b1u ^ b * 0x85ebca77u;

  h ^= h >> 15;
  h *= 0x2c1b3c6du;
  h ^= h >> 13;
  return h;
}

/* Which look a tile at cell (@x, @y) has: by the cell's parity, so the
 * same game always looks the same, in any save and after any redraw, and
 * neighbours never share a look; the look is also the quarter of the
 * town's pattern the tile shows (carc-tile-painter-land.c). */
guint
carc_tile_painter_variant_at (gint x,
                              gint y)
{
  return ((guint) x & 1) | (((guint) y & 1) << 1);
}

/* The quarter of a pattern two tiles square a tile in @variant shows:
 * its cell's parity, as carc_tile_painter_variant_at() keeps it. */
void
carc_tile_painter_look_quarter (guint   variant,
                                double *x,
                                double *y)
{
  *x = variant & 1;
  *y = (variant >> 1) & 1;
}

void
carc_tile_painter_draw (cairo_t            *cr,
                        const CarcTileType *type,
                        guint               rotation,
                        const CarcTheme    *theme)
{
  carc_tile_painter_draw_variant (cr, type, rotation, 0, theme);
}

void
carc_tile_painter_draw_variant (cairo_t            *cr,
                                const CarcTileType *type,
                                guint               rotation,
                                guint               variant,
                                const CarcTheme    *theme)
{
  Art art = { .cr = cr, .type = type, .rotation = rotation & 3, .variant = variant % CARC_TILE_VARIANTS, .theme = theme };
  guint seed = g_str_hash (type->id) * 4 + art.rotation;
  double symbol_x, symbol_y, dx = 1, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  art.px = hypot (dx, dy);
  cairo_get_matrix (cr, &art.board);
  /* Water and fog the same in every look; what stands, the look's own. */
  art.layout_seed = seed * CARC_TILE_VARIANTS + art.variant;
  art.rand = g_rand_new_with_seed (seed);
  art.layout = g_rand_new_with_seed (art.layout_seed);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  carc_tile_painter_draw_land (&art);
  carc_tile_painter_draw_land_marks (&art);
  draw_shores (&art, TRUE);
  carc_tile_painter_begin_local (&art, 0, 0);
  draw_water (&art);
  carc_tile_painter_draw_roads (&art, TRUE);
  cairo_restore (cr);
  draw_shores (&art, FALSE);
  carc_tile_painter_draw_fog (&art, FALSE);
  carc_tile_painter_begin_local (&art, 0, 0);
  carc_tile_painter_draw_roads (&art, FALSE);
  carc_tile_painter_draw_bridges (&art);
  cairo_restore (cr);
  carc_tile_painter_plan_marks (&art);
  carc_tile_painter_draw_cities (&art);
  carc_tile_painter_draw_gates (&art);
  carc_tile_painter_draw_road_ends (&art);
  carc_tile_painter_draw_fog (&art, TRUE);
  carc_tile_painter_plan_symbol (&art, &symbol_x, &symbol_y);
  carc_tile_painter_plan_trees (&art, symbol_x, symbol_y);
  carc_tile_painter_draw_uprights (&art);
  carc_tile_painter_draw_marks (&art);

  /* No edge: the board is one landscape, its grid the player's choice. */
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

  carc_tile_painter_plan_marks (&art);
  carc_tile_painter_plan_symbol (&art, &x, &y);
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

  if (type->symbol == CARC_NO_MARK || !carc_tile_painter_open_land (&art, &tx, &ty))
    return FALSE;
  carc_tile_geometry_to_board (art.rotation, tx, ty, x, y);
  return TRUE;
}

/* The colour of a tile's back, under its mist, as the source: for the
 * board, where a back's bank drifts on over its neighbour. */
void
carc_tile_painter_set_back_source (cairo_t         *cr,
                                   const CarcTheme *theme)
{
  carc_tile_painter_set_colour (cr, &theme->back, 1);
}

/* The back of a tile, for the cooperative game's face-down tiles: a
 * tile lying face down shows no land and no mist of its own (rules.md),
 * so it is drawn as the back of a printed tile: the campaign's mist,
 * whole, over the card in the theme's back colour, with the card's
 * grain.  Whole, as the fog drifting from it over a neighbour is at
 * their border, so that a back and the drift beside it are one bank of
 * mist, not a square on the board.  The same on every back, as printed. */
void
carc_tile_painter_draw_back (cairo_t         *cr,
                             guint            variant,
                             const CarcTheme *theme)
{
  GRand *grain = g_rand_new_with_seed (0xbac4);
  double quarter_x, quarter_y;

  /* A tile lying face down in the mist: its dark back, even (a light
   * across it would show a seam between two backs side by side) ... */
  carc_tile_painter_set_colour (cr, &theme->back, 1);
  cairo_paint (cr);
  /* ... the fog's own clouds swirling over it, the part of them its
   * cell shows, as a neighbour's drift does ... */
  carc_tile_painter_look_quarter (variant % CARC_TILE_VARIANTS, &quarter_x, &quarter_y);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  cairo_translate (cr, -quarter_x, -quarter_y);
  carc_tile_painter_paint_fog (cr, theme);
  cairo_restore (cr);
  /* ... and the card's grain. */
  for (guint k = 0; k < 500; k++)
    {
      double x = g_rand_double (grain), y = g_rand_double (grain), v = g_rand_boolean (grain) ? 1 : 0;

      cairo_rectangle (cr, x, y, 0.005, 0.005);
      cairo_set_source_rgba (cr, v, v, v, 0.04);
      cairo_fill (cr);
    }
  g_rand_free (grain);
  /* No darker rim nor cut edge: backs side by side lie as one bank of
   * mist, not as a row of empty slots. */
}
