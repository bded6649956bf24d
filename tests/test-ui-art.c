/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile art against the tile data: every tile of every set, in every
 * theme, at two zoom levels and four rotations.  Pixels sampled deep in
 * each segment must be of its kind's colour family, pixels just inside
 * each edge of its edge's kind, and what stands upright (buildings,
 * symbols, coats of arms, ghosts) must look the same however the tile is
 * turned.  A contact sheet per theme is written to the build folder, and
 * one with the figures' spots. */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>

#include "carc-bundle.h"
#include "carc-drawing.h"
#include "carc-game.h"
#include "carc-mists-pieces.h"
#include "carc-test-util.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"
#include "carc-ui-resources.h"

typedef enum
{
  FAMILY_FIELD,
  FAMILY_ROAD,
  FAMILY_CITY,
  FAMILY_WATER,
  FAMILY_FOG,
  N_FAMILIES
} Family;

static const char *const family_names[N_FAMILIES] = { "field", "road", "city", "water", "fog" };

static CarcTileSet *
load_set (const char *id)
{
  g_autoptr(GError) error = NULL;
  CarcTileSet *set;

  if (g_str_equal (id, "art-features"))
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "art-features.xml", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      set = carc_tile_set_load_file (file, &error);
    }
  else
    set = carc_tile_set_load_builtin (id, &error);
  g_assert_no_error (error);
  return set;
}

static const char *const set_ids[] = {
  "base", "river", "art-features", "mists", "inns-cathedrals", "traders-builders", "winter",
};

static cairo_surface_t *
render (const CarcTileType *type,
        guint               rotation,
        const CarcTheme    *theme,
        gint                px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, px, px);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, px, px);
  carc_tile_painter_draw (cr, type, rotation, theme);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
pixel (cairo_surface_t *surface,
       double           x,
       double           y,
       double           rgb[3])
{
  gint px = cairo_image_surface_get_width (surface);
  gint ix = CLAMP ((gint) (x * px), 0, px - 1), iy = CLAMP ((gint) (y * px), 0, px - 1);
  guint32 v = *(guint32 *) (cairo_image_surface_get_data (surface) + iy * cairo_image_surface_get_stride (surface)
                            + ix * 4);

  rgb[0] = ((v >> 16) & 0xff) / 255.0;
  rgb[1] = ((v >> 8) & 0xff) / 255.0;
  rgb[2] = (v & 0xff) / 255.0;
}

static double
distance (const double         rgb[3],
          const CarcArtColour *c)
{
  return sqrt ((rgb[0] - c->r) * (rgb[0] - c->r) + (rgb[1] - c->g) * (rgb[1] - c->g)
               + (rgb[2] - c->b) * (rgb[2] - c->b));
}

/* @c under the theme's wash over its towns. */
static CarcArtColour
washed (const CarcTheme     *t,
        const CarcArtColour *c)
{
  double a = t->town_wash_alpha;

  return (CarcArtColour) { c->r * (1 - a) + t->town_wash.r * a, c->g * (1 - a) + t->town_wash.g * a,
                           c->b * (1 - a) + t->town_wash.b * a };
}

/* The family of the theme's colour nearest to @rgb. */
static guint on_tile;  /* bit f: the tile being checked has family f */

static Family
family_of (const CarcTheme *t,
           const double     rgb[3])
{
  /* The cities' buildings (the keep, the towers): roofs, walls and
   * timbers. */
  static const CarcArtColour roof = { 0.80, 0.32, 0.20 }, roof_dark = { 0.60, 0.20, 0.12 };
  /* Their other roofs, and the town's (carc-tile-painter-town.c): slate,
   * shingles, ochre. */
  static const CarcArtColour slate = { 0.45, 0.47, 0.50 }, shingle = { 0.56, 0.38, 0.25 };
  static const CarcArtColour ochre = { 0.81, 0.52, 0.21 };
  static const CarcArtColour house_wall = { 0.94, 0.89, 0.76 }, timber = { 0.48, 0.29, 0.16 };
  /* Fog: as laid over grass, and its darker swirls. */
  const CarcArtColour fog_over = { 0.9 * t->fog.r + 0.1 * t->grass.r, 0.9 * t->fog.g + 0.1 * t->grass.g,
                                   0.9 * t->fog.b + 0.1 * t->grass.b };
  /* Ground in the shade of what stands on it, and the mottled half shade of fields. */
  const CarcArtColour city_shade = { 0.65 * t->city_ground.r, 0.65 * t->city_ground.g, 0.65 * t->city_ground.b };
  /* The paving in the walls' shade along their inner side. */
  const CarcArtColour wall_foot = { 0.8 * t->city_ground.r, 0.8 * t->city_ground.g, 0.8 * t->city_ground.b };
  const CarcArtColour mottle = { (t->grass.r + t->grass_dark.r) / 2, (t->grass.g + t->grass_dark.g) / 2,
                                 (t->grass.b + t->grass_dark.b) / 2 };
  const CarcArtColour fog_swirl = { (2 * t->fog.r + t->fog_edge.r) / 3, (2 * t->fog.g + t->fog_edge.g) / 3,
                                    (2 * t->fog.b + t->fog_edge.b) / 3 };
  /* A swirl's soft edge, half over the fog. */
  const CarcArtColour fog_swirl_edge = { (t->fog.r + fog_swirl.r) / 2, (t->fog.g + fog_swirl.g) / 2,
                                         (t->fog.b + fog_swirl.b) / 2 };
  /* The town under the theme's wash, where it has one (the Mists' dusk). */
  const CarcArtColour w_ground = washed (t, &t->city_ground), w_roof = washed (t, &roof),
                      w_roof_dark = washed (t, &roof_dark), w_slate = washed (t, &slate),
                      w_shingle = washed (t, &shingle), w_ochre = washed (t, &ochre),
                      w_shade = washed (t, &city_shade), w_foot = washed (t, &wall_foot),
                      w_timber = washed (t, &timber), w_house = washed (t, &house_wall);
  const struct { const CarcArtColour *c; Family f; } prototypes[] = {
    { &w_ground, FAMILY_CITY }, { &w_roof, FAMILY_CITY }, { &w_roof_dark, FAMILY_CITY }, { &w_slate, FAMILY_CITY },
    { &w_shingle, FAMILY_CITY }, { &w_ochre, FAMILY_CITY }, { &w_shade, FAMILY_CITY }, { &w_foot, FAMILY_CITY },
    { &w_timber, FAMILY_CITY }, { &w_house, FAMILY_CITY },
    { &t->grass, FAMILY_FIELD }, { &t->grass_light, FAMILY_FIELD }, { &t->grass_dark, FAMILY_FIELD },
    { &t->road, FAMILY_ROAD }, { &t->road_edge, FAMILY_ROAD },
    { &t->city_ground, FAMILY_CITY }, { &t->wall, FAMILY_CITY }, { t->snow ? &t->wall : &t->wall_top, FAMILY_CITY },
    { &t->wall_shade, FAMILY_CITY },
    { &roof, FAMILY_CITY }, { &roof_dark, FAMILY_CITY }, { &house_wall, FAMILY_CITY }, { &timber, FAMILY_CITY },
    { &slate, FAMILY_CITY }, { &shingle, FAMILY_CITY }, { &ochre, FAMILY_CITY },
    { &mottle, FAMILY_FIELD }, { &city_shade, FAMILY_CITY }, { &wall_foot, FAMILY_CITY },
    /* Ice's light cracks are as white as snow: its body tells it. */
    { &t->water, FAMILY_WATER }, { t->snow ? &t->water : &t->water_light, FAMILY_WATER },
    { &t->fog, FAMILY_FOG }, { &fog_over, FAMILY_FOG }, { &fog_swirl, FAMILY_FOG }, { &fog_swirl_edge, FAMILY_FOG },
  };
  Family best = FAMILY_FIELD;
  double best_d = G_MAXDOUBLE;

  /* Snow, ice and fog are all near white: a family is told only on a
   * tile that has it. */
  for (guint i = 0; i < G_N_ELEMENTS (prototypes); i++)
    if ((on_tile & (1u << prototypes[i].f)) && distance (rgb, prototypes[i].c) < best_d)
      {
        best_d = distance (rgb, prototypes[i].c);
        best = prototypes[i].f;
      }
  return best;
}

static gboolean
is_fog_kind (guint kind)
{
  return g_str_equal (carc_feature_kind_get (kind)->id, "mist");
}

/* The family a segment of @kind is drawn in; FALSE for one not checked
 * by colour (a building in the centre is a drawing). */
static gboolean
family_of_kind (guint   kind,
                Family *family)
{
  switch (carc_tile_geometry_shape (kind))
    {
    case CARC_TILE_SHAPE_AREA: *family = FAMILY_CITY; return TRUE;
    case CARC_TILE_SHAPE_LINE: *family = FAMILY_ROAD; return TRUE;
    case CARC_TILE_SHAPE_WATER: *family = FAMILY_WATER; return TRUE;
    case CARC_TILE_SHAPE_LAND: *family = is_fog_kind (kind) ? FAMILY_FOG : FAMILY_FIELD; return TRUE;
    case CARC_TILE_SHAPE_BUILDING:
    case CARC_TILE_SHAPE_NONE:
    default:
      return FALSE;
    }
}

/* Whether every cell within @radius of (@gx, @gy) inside the tile is
 * @seg's: far enough from walls, verges and shadows. */
static gboolean
deep_inside (const CarcTileType *type,
             guint               seg,
             gint                gx,
             gint                gy,
             gint                radius)
{
  for (gint dy = -radius; dy <= radius; dy++)
    for (gint dx = -radius; dx <= radius; dx++)
      {
        gint x = gx + dx, y = gy + dy;

        if (x >= 0 && y >= 0 && x < CARC_TILE_GRID && y < CARC_TILE_GRID
            && carc_tile_geometry_cell (type, x, y, NULL) != (gint) seg)
          return FALSE;
      }
  return TRUE;
}

/* Segments: of the cells deep inside each segment (and off the upright
 * drawings), most are of its family. */
static void
check_segments (const CarcTileType *type,
                guint               rotation,
                const CarcTheme    *theme,
                cairo_surface_t    *surface)
{
  double boxes[32][3];
  guint n_boxes = carc_tile_painter_upright_boxes (type, rotation, boxes, G_N_ELEMENTS (boxes));

  for (guint seg = 0; seg < type->n_segments; seg++)
    {
      Family want;
      guint n = 0, hits = 0, seen[N_FAMILIES] = { 0 };

      /* Mist covers the roads under it. */
      if (!family_of_kind (type->segments[seg].kind, &want))
        continue;
      for (guint gy = 0; gy < CARC_TILE_GRID; gy++)
        for (guint gx = 0; gx < CARC_TILE_GRID; gx++)
          {
            double lx = (gx + 0.5) / CARC_TILE_GRID, ly = (gy + 0.5) / CARC_TILE_GRID, x, y, rgb[3];
            gboolean covered = FALSE;

            if (!deep_inside (type, seg, gx, gy, 3))
              continue;
            if (carc_tile_painter_under_fog (type, seg))
              continue;
            carc_tile_geometry_to_board (rotation, lx, ly, &x, &y);
            for (guint b = 0; b < n_boxes && !covered; b++)
              covered = fabs (x - boxes[b][0]) < boxes[b][2] / 2 && fabs (y - boxes[b][1]) < boxes[b][2] / 2;
            if (covered)
              continue;
            pixel (surface, x, y, rgb);
            n++;
            hits += family_of (theme, rgb) == want;
            seen[family_of (theme, rgb)]++;
          }
      /* A sliver a few cells wide is mostly its neighbours' walls and
       * shadows: its edges are checked below. */
      if (n >= 16 && hits * 10 < n * 6)
        g_error ("%s turned %u in %s: segment %u (%s) has %u of %u pixels of its colour family "
                 "(field %u, road %u, city %u, water %u, fog %u)", type->id, rotation, theme->id, seg,
                 family_names[want], hits, n, seen[0], seen[1], seen[2], seen[3], seen[4]);
    }
}

/* Edges: just inside each edge, at its middle (a road, a city, a river)
 * or at its quarters (fields), the colour of the edge's kind. */
static void
check_edges (const CarcTileType *type,
             guint               rotation,
             const CarcTheme    *theme,
             cairo_surface_t    *surface)
{
  static const double points[4][3][2] = {
    { { 0.5, 0.02 }, { 0.22, 0.02 }, { 0.78, 0.02 } },
    { { 0.98, 0.5 }, { 0.98, 0.22 }, { 0.98, 0.78 } },
    { { 0.5, 0.98 }, { 0.78, 0.98 }, { 0.22, 0.98 } },
    { { 0.02, 0.5 }, { 0.02, 0.78 }, { 0.02, 0.22 } },
  };

  for (guint d = 0; d < 4; d++)
    {
      guint local = (d + 4 - rotation) & 3;
      guint seg = carc_tile_type_edge_segment (type, 0, local);
      Family want;
      double rgb[3];

      if (type->edges[local] == CARC_EDGE_FIELD)
        {
          for (guint h = 0; h < 2; h++)
            {
              guint half = carc_tile_type_half_segment (type, rotation, d * 2 + h);

              if (half == CARC_NO_SEGMENT || !family_of_kind (type->segments[half].kind, &want))
                continue;
              /* The half's first cell along the edge clear of anything
               * else (a wall may end near the corner). */
              for (double f = 0.1; f < 0.5; f += 1.0 / CARC_TILE_GRID)
                {
                  double u = h == 0 ? f : 1 - f;
                  double bx = d == 0 ? u : d == 1 ? 0.975 : d == 2 ? 1 - u : 0.025;
                  double by = d == 0 ? 0.025 : d == 1 ? u : d == 2 ? 0.975 : 1 - u;
                  double lx, ly;

                  carc_tile_geometry_to_local (rotation, bx, by, &lx, &ly);
                  if (!deep_inside (type, half, (gint) (lx * CARC_TILE_GRID), (gint) (ly * CARC_TILE_GRID), 3))
                    continue;
                  pixel (surface, bx, by, rgb);
                  if (family_of (theme, rgb) != want)
                    g_error ("%s turned %u in %s: the field edge %u shows %s, not %s at (%.3f, %.3f) %.2f %.2f %.2f", type->id, rotation,
                             theme->id, d, family_names[family_of (theme, rgb)], family_names[want], bx, by, rgb[0], rgb[1], rgb[2]);
                  break;
                }
            }
          continue;
        }
      if (seg == CARC_NO_SEGMENT || !family_of_kind (type->segments[seg].kind, &want))
        continue;
      if (carc_tile_painter_under_fog (type, seg))
        want = FAMILY_FOG;
      /* Its middle and a little to either side, most of them: a crack in
       * the ice or a rut may lie on one. */
      {
        guint hits = 0;

        for (gint k = -2; k <= 2; k++)
          {
            double along = k * 0.025;

            pixel (surface, points[d][0][0] + (d % 2 ? 0 : along), points[d][0][1] + (d % 2 ? along : 0), rgb);
            hits += family_of (theme, rgb) == want;
          }
        if (hits < 3)
          g_error ("%s turned %u in %s: the edge %u shows %s, not %s (%.2f %.2f %.2f)", type->id, rotation,
                   theme->id, d, family_names[family_of (theme, rgb)], family_names[want], rgb[0], rgb[1], rgb[2]);
      }
    }
}

/* The share of the middle of box @a of @straight (centre x, y and side)
 * whose pixels are the same, within 0.15, in box @b of @turned: the
 * drawing's own pixels, not the billows of fog behind it. */
static double
same_pixels (cairo_surface_t *straight,
             const double     a[3],
             cairo_surface_t *turned,
             const double     b[3])
{
  guint same = 0, all = 0;

  for (gint v = -6; v <= 6; v++)
    for (gint u = -6; u <= 6; u++)
      {
        double pa[3], pb[3], d = 0;

        pixel (straight, a[0] + u / 18.0 * a[2], a[1] + v / 18.0 * a[2], pa);
        pixel (turned, b[0] + u / 18.0 * b[2], b[1] + v / 18.0 * b[2], pb);
        for (guint c = 0; c < 3; c++)
          d = MAX (d, fabs (pa[c] - pb[c]));
        same += d < 0.15;
        all++;
      }
  return same / (double) all;
}

/* Upright: the middle of each upright drawing's box is the same turned
 * as not: the boxes of rotation 0 and @rotation, matched in order. */
static void
check_upright (const CarcTileType *type,
               guint               rotation,
               const CarcTheme    *theme,
               cairo_surface_t    *turned,
               cairo_surface_t    *straight)
{
  double a[32][3], b[32][3];
  guint na = carc_tile_painter_upright_boxes (type, 0, a, 32);
  guint nb = carc_tile_painter_upright_boxes (type, rotation, b, 32);

  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      double diff = 0;

      /* The mean colour of each quarter of the box's middle: the same when
       * the drawing stands as it did, not when it is turned (its top and
       * bottom, left and right differ), and not fooled by the pixels a
       * drawing lands on at another place. */
      for (guint q = 0; q < 4; q++)
        {
          double p[3] = { 0 }, t[3] = { 0 };
          guint n = 0;

          for (double v = 0.02; v <= 0.3; v += 0.04)
            for (double u = 0.02; u <= 0.3; u += 0.04)
              {
                double du = q & 1 ? u : -u, dv = q & 2 ? v : -v, a1[3], b1[3];

                pixel (straight, a[i][0] + du * a[i][2], a[i][1] + dv * a[i][2], a1);
                pixel (turned, b[i][0] + du * b[i][2], b[i][1] + dv * b[i][2], b1);
                for (guint c = 0; c < 3; c++)
                  {
                    p[c] += a1[c];
                    t[c] += b1[c];
                  }
                n++;
              }
          for (guint c = 0; c < 3; c++)
            diff = MAX (diff, fabs (p[c] - t[c]) / n);
        }
      /* What a drawing stands on shows through it and differs from place
       * to place (fog here, grass there): a difference of the means is
       * excused where most of the box is the same pixel for pixel, as a
       * drawing standing as it did is and a turned one is not. */
      if (diff > 0.2 && same_pixels (straight, a[i], turned, b[i]) < 0.6)
        g_error ("%s in %s: the upright drawing %u differs by %.2f turned %u", type->id, theme->id, i, diff,
                 rotation);
    }
}

static void
test_every_tile (void)
{
  static const gint sizes[] = { 64, 128 };

  for (guint t = 0; t < carc_theme_get_n (); t++)
    for (guint s = 0; s < G_N_ELEMENTS (set_ids); s++)
      {
        g_autoptr(CarcTileSet) set = load_set (set_ids[s]);

        for (guint i = 0; i < carc_tile_set_get_n_types (set); i++)
          for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
            {
              const CarcTileType *type = carc_tile_set_get_type (set, i);
              cairo_surface_t *straight = render (type, 0, carc_theme_get (t), sizes[z]);

              on_tile = 1u << FAMILY_FIELD;
              for (guint g = 0; g < type->n_segments; g++)
                {
                  Family f;

                  if (family_of_kind (type->segments[g].kind, &f))
                    on_tile |= 1u << f;
                }
              for (guint r = 0; r < 4; r++)
                {
                  cairo_surface_t *surface = r == 0 ? cairo_surface_reference (straight)
                                                    : render (type, r, carc_theme_get (t), sizes[z]);

                  check_segments (type, r, carc_theme_get (t), surface);
                  check_edges (type, r, carc_theme_get (t), surface);
                  check_upright (type, r, carc_theme_get (t), surface, straight);
                  cairo_surface_destroy (surface);
                }
              cairo_surface_destroy (straight);
            }
      }
}

/* The drawings the art names exist in every theme. */
static void
test_drawings (void)
{
  static const char *const names[] = {
    "castle", "cemetery", "inn", "farm", "city-tower", "city-keep", "tree", "pine", "bush", "flowers",
    "pennant", "ghost", "wine", "grain", "cloth", "flying-machine", "gold", "magic", "robber",
    "crop-pitchfork", "crop-club", "crop-shield", "spring", "ruin", "meeple", "ghost-figure", "hound",
  };

  for (guint t = 0; t < carc_theme_get_n (); t++)
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 48, 48);
        cairo_t *cr = cairo_create (surface);
        guint covered = 0;

        if (!carc_drawing_exists (carc_theme_get (t)->id, names[i]))
          g_error ("No drawing %s in the theme %s", names[i], carc_theme_get (t)->id);
        /* And it shows: a fair part of its box is drawn on, in its box. */
        g_assert_true (carc_drawing_paint (cr, carc_theme_get (t)->id, names[i], NULL, 24, 24, 48));
        cairo_destroy (cr);
        cairo_surface_flush (surface);
        for (gint y = 0; y < 48; y++)
          for (gint x = 0; x < 48; x++)
            covered += cairo_image_surface_get_data (surface)[y * cairo_image_surface_get_stride (surface) + x * 4 + 3]
                       > 128;
        cairo_surface_destroy (surface);
        if (covered < 48 * 48 / 40)
          g_error ("The drawing %s in the theme %s shows on %u of %u pixels", names[i], carc_theme_get (t)->id,
                   covered, 48 * 48);
      }
}

/* A contact sheet: every type of every set, four rotations, in @theme;
 * with @spots, the figures' spots over them as the board draws them. */
static cairo_surface_t *
draw_sheet (const CarcTheme *theme,
            gboolean         spots)
{
  const gint px = 96, gap = 6;
  guint n_types = 0, row = 0;
  cairo_surface_t *sheet;
  cairo_t *cr;

  for (guint s = 0; s < G_N_ELEMENTS (set_ids); s++)
    {
      g_autoptr(CarcTileSet) set = load_set (set_ids[s]);

      n_types += carc_tile_set_get_n_types (set);
    }
  /* Two types a row, four rotations each. */
  sheet = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 8 * (px + gap) + gap, (n_types + 1) / 2 * (px + gap) + gap);
  cr = cairo_create (sheet);
  cairo_set_source_rgb (cr, 0.14, 0.14, 0.14);
  cairo_paint (cr);
  for (guint s = 0; s < G_N_ELEMENTS (set_ids); s++)
    {
      g_autoptr(CarcTileSet) set = load_set (set_ids[s]);

      for (guint i = 0; i < carc_tile_set_get_n_types (set); i++, row++)
        for (guint r = 0; r < 4; r++)
          {
            const CarcTileType *type = carc_tile_set_get_type (set, i);

            cairo_save (cr);
            cairo_translate (cr, gap + ((row % 2) * 4 + r) * (px + gap), gap + (row / 2) * (px + gap));
            cairo_scale (cr, px, px);
            carc_tile_painter_draw (cr, type, r, theme);
            for (guint seg = 0; seg < type->n_segments && spots; seg++)
              {
                double ax, ay;

                if (!carc_tile_geometry_anchor (type, r, seg, &ax, &ay))
                  continue;
                cairo_new_sub_path (cr);
                cairo_arc (cr, ax, ay, 0.13, 0, 2 * G_PI);
                cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
                cairo_fill_preserve (cr);
                cairo_set_source_rgb (cr, 0.1, 0.3, 0.8);
                cairo_set_line_width (cr, 0.015);
                cairo_stroke (cr);
              }
            cairo_restore (cr);
          }
    }
  cairo_destroy (cr);
  return sheet;
}

static void
write_sheet (cairo_surface_t *sheet,
             const char      *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".", name,
                                            NULL);

  g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (sheet);
}

/* A contact sheet per theme, and the classic one with the figures'
 * spots, to see that none crowds another or leaves its tile. */
static void
test_contact_sheets (void)
{
  for (guint t = 0; t < carc_theme_get_n (); t++)
    {
      g_autofree char *name = g_strdup_printf ("art-%s.png", carc_theme_get (t)->id);

      write_sheet (draw_sheet (carc_theme_get (t), FALSE), name);
    }
  write_sheet (draw_sheet (carc_theme_get (0), TRUE), "art-spots.png");
}

/* The geometry of a tile type is its shape's, wherever the type lies: a
 * type freed with its tile set may leave another at the same address. */
static void
test_geometry_by_shape (void)
{
  g_autoptr(CarcTileSet) base = load_set ("base");
  g_autoptr(CarcTileSet) river = load_set ("river");
  CarcTileType *place = g_new0 (CarcTileType, 1);

  for (guint i = 0; i < carc_tile_set_get_n_types (river); i++)
    {
      const CarcTileType *b = carc_tile_set_get_type (base, i % carc_tile_set_get_n_types (base));
      const CarcTileType *r = carc_tile_set_get_type (river, i);

      *place = *b;
      carc_tile_geometry_cell (place, 0, 0, NULL);
      *place = *r;
      for (gint y = 0; y < CARC_TILE_GRID; y++)
        for (gint x = 0; x < CARC_TILE_GRID; x++)
          g_assert_cmpint (carc_tile_geometry_cell (place, x, y, NULL), ==, carc_tile_geometry_cell (r, x, y, NULL));
    }
  g_free (place);
}

/* A tile's ghosts stand on its mist: never where a guard stands nor
 * over a house (issue: they were drawn in the top right corner, over
 * whatever stood there). */
static void
test_ghosts_on_mist (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", "cooperative-level1-solo.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_game_new_from_file (file, &error);
  CarcState *state;
  CarcTileSet *tiles;
  guint checked = 0;

  g_assert_no_error (error);
  state = carc_game_peek_state (game);
  tiles = carc_setup_get_tile_set (carc_game_get_setup (game));
  for (guint i = 0; i < carc_game_get_n_placed (game); i++)
    {
      CarcPlacedTile t;
      const CarcTileType *type;
      double x, y;
      gint segment;

      if (carc_mists_get_ghosts (state, i) == 0)
        continue;
      carc_game_get_placed (game, i, &t);
      type = carc_tile_set_get_type (tiles, t.type);
      carc_mists_ghosts_place (game, i, &x, &y);
      segment = carc_tile_geometry_segment_at (type, t.rotation, x, y);
      g_assert_cmpint (segment, >=, 0);
      g_assert_cmpuint (type->segments[segment].kind, ==, CARC_KIND ("mist"));
      for (guint f = 0; f < carc_state_get_n_figures (state); f++)
        {
          CarcFigureInfo info;
          double fx, fy;

          carc_state_get_figure (state, f, &info);
          if (info.tile != i || !carc_tile_geometry_anchor (type, t.rotation, info.segment, &fx, &fy))
            continue;
          g_assert_cmpfloat (hypot (fx - x, fy - y), >, 0.15);
        }
      checked++;
    }
  g_assert_cmpuint (checked, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_resources_register (carc_ui_get_resource ());
  /* The bundles declare the themes besides the classic one. */
  carc_bundles_register_builtin ();
  g_assert_cmpuint (carc_theme_get_n (), ==, 3);
  g_test_add_func ("/art/drawings", test_drawings);
  g_test_add_func ("/art/contact-sheets", test_contact_sheets);
  g_test_add_func ("/art/every-tile", test_every_tile);
  g_test_add_func ("/art/geometry-by-shape", test_geometry_by_shape);
  g_test_add_func ("/art/ghosts-on-mist", test_ghosts_on_mist);
  return g_test_run ();
}
