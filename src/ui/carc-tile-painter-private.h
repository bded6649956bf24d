/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the files of the tile art share (carc-tile-painter.c: the water,
 * things that stand up and the whole tile; -land.c: the ground under
 * them; -ways.c: roads, bridges, road ends and city gates; -city.c:
 * squares, houses, keeps, walls and their towers; -town.c: the houses
 * every city is full of; -shore.c: a spring's
 * hills, a lake's reeds;
 * -marks.c: buildings, symbols, trees and the fog). */
#include "carc-drawing.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"

G_BEGIN_DECLS

#define GRID CARC_TILE_GRID
#define SHADOW_X 0.012
#define SHADOW_Y 0.018
#define MAX_UPRIGHT 48
/* Below this side in device pixels a tile is seen whole-board small, and
 * drawn with fewer, larger things on it. */
#define SMALL_TILE_PX 48
/* The town's pattern repeats every so many tiles each way. */
#define TOWN_PERIOD 2

static const double mid[4][2] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
static const double inward[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };

/* Something that stands up, placed on the board to be drawn back to front. */
typedef struct
{
  const char *name;
  const char *style;    /* a stylesheet for the drawing, or NULL */
  double      x;        /* the centre of its box, on the board */
  double      y;
  double      size;
} Upright;

typedef struct
{
  cairo_t            *cr;
  const CarcTileType *type;
  guint               rotation;
  guint               variant;  /* of CARC_TILE_VARIANTS, by the tile's cell */
  const CarcTheme    *theme;
  double              px;       /* the tile's side in device pixels */
  cairo_matrix_t      board;    /* the tile's unit square as it lies on the board */
  GRand              *rand;     /* textures: grass, ripples, fog */
  GRand              *layout;   /* what stands: houses, trees, the same in every theme */
  guint               layout_seed; /* its seed: the tile, its turn and its look */
  Upright             items[MAX_UPRIGHT];   /* houses, trees */
  guint               n_items;
  Upright             marks[MAX_UPRIGHT];   /* buildings, symbols: box centres */
  guint               n_marks;
  double              towers[8][2];         /* on the walls, on the board */
  double              parcels[5];           /* x, y, width, height, angle on the board; width 0: none */
  guint               n_towers;
} Art;

/* A house of a town seen from above (carc-tile-painter-town.c). */
typedef enum
{
  PLOT_HOUSE,
  PLOT_TREE,              /* a yard with a tree where a house is missing */
  PLOT_CHURCH             /* a long roof over a pair of rows, a tower at its end */
} PlotKind;

typedef struct
{
  PlotKind kind;
  double x0, y0, x1, y1;  /* on the unit square, copies a tile over beyond it */
  gboolean upright;       /* its ridge runs up the board, not across */
  gboolean hipped;        /* its roof slopes at the ends too */
  double   chimney;       /* where along the ridge its chimney stands, or 0 */
  gboolean snowy;         /* in winter, snow lies on its lit slopes */
  guint    roof;
  double   turn;          /* radians off the row: a town built by hand, not ruled */
} House;

/* The roofs houses are given, by their index in House.roof. */
#define ROOF_RED 0
#define ROOF_OCHRE 1
#define ROOF_SHINGLE 2
#define ROOF_SLATE 3
/* The houses' roofs are the first four; the cathedral's is its own. */
#define HOUSE_ROOFS 4
#define ROOF_COPPER 4

void carc_tile_painter_look_quarter (guint   variant,
                                     double *x,
                                     double *y);
void carc_tile_painter_set_colour (cairo_t             *cr,
                                   const CarcArtColour *c,
                                   double               alpha);
void carc_tile_painter_begin_local (Art    *art,
                                    double  dx,
                                    double  dy);
void carc_tile_painter_add_upright (Art        *art,
                                    const char *name,
                                    double      local_x,
                                    double      local_y,
                                    double      size);
void carc_tile_painter_add_styled (Art        *art,
                                   const char *name,
                                   const char *style,
                                   double      local_x,
                                   double      local_y,
                                   double      size);
gboolean carc_tile_painter_near_road (Art    *art,
                                      double  x,
                                      double  y,
                                      double  reach);
void carc_tile_painter_draw_hills (Art               *art,
                                   const CarcSegment *s,
                                   double             cx,
                                   double             cy,
                                   double             r);
void carc_tile_painter_draw_river_reeds (Art               *art,
                                         const CarcSegment *s);
void carc_tile_painter_draw_reeds (Art               *art,
                                   const CarcSegment *s,
                                   double             cx,
                                   double             cy,
                                   double             r);
void carc_tile_painter_draw_land (Art *art);
void carc_tile_painter_draw_paving (Art *art);
void carc_tile_painter_river_band (cairo_t            *cr,
                                   const CarcTileType *type,
                                   const CarcSegment  *s,
                                   double              width);
void carc_tile_painter_set_dirt_source (Art *art);
cairo_pattern_t *carc_tile_painter_land_pattern (Art *art);
void carc_tile_painter_paint_paving (cairo_t         *cr,
                                     const CarcTheme *theme);
/* A soft round patch of @c, @alpha at its heart, on the unit square,
 * with its copies a tile over where it reaches across a border. */
void carc_tile_painter_patch (cairo_t             *cr,
                              double               x,
                              double               y,
                              double               r,
                              const CarcArtColour *c,
                              double               alpha);
void carc_tile_painter_square_path (cairo_t *cr,
                                    double   x,
                                    double   y,
                                    double   r);
void carc_tile_painter_draw_town (Art *art);
void carc_tile_painter_vary_town (Art   *art,
                                  guint  segment);
void carc_tile_painter_paint_town (cairo_t         *cr,
                                   const CarcTheme *theme);
void carc_tile_painter_draw_house (cairo_t         *cr,
                                   const CarcTheme *theme,
                                   const House     *h);
void carc_tile_painter_draw_yard_tree (cairo_t         *cr,
                                       const CarcTheme *theme,
                                       const House     *h);
void carc_tile_painter_draw_steeple (cairo_t *cr,
                                     double   x0,
                                     double   y0,
                                     double   side);
/* The colours of @kind's roof (ROOF_RED …): its lit slope, its line. */
void carc_tile_painter_roof_colours (guint          kind,
                                     CarcArtColour *lit,
                                     CarcArtColour *line);
void carc_tile_painter_draw_pyramid (cairo_t *cr,
                                     double   x0,
                                     double   y0,
                                     double   side,
                                     guint    roof_kind);
void carc_tile_painter_draw_spire (cairo_t *cr,
                                   double   x,
                                   double   y,
                                   double   r,
                                   guint    roof_kind);
void carc_tile_painter_house_shadow (cairo_t     *cr,
                                     const House *h,
                                     double       lift);
void carc_tile_painter_draw_abbey (Art           *art,
                                   const Upright *mark);
void carc_tile_painter_draw_cathedral (Art           *art,
                                       const Upright *mark);
void carc_tile_painter_draw_well (Art    *art,
                                  double  x,
                                  double  y);
void carc_tile_painter_draw_cottage (Art      *art,
                                     double    x,
                                     double    y,
                                     gboolean  across,
                                     guint     salt);
void carc_tile_painter_line_walls (Art               *art,
                                   guint              segment,
                                   const CarcSegment *s);
gboolean carc_tile_painter_on_spot (Art    *art,
                                    double  x,
                                    double  y);
void carc_tile_painter_set_paving_source (Art *art);
void carc_tile_painter_draw_land_marks (Art *art);
gboolean carc_tile_painter_on_parcels (Art    *art,
                                       double  x,
                                       double  y,
                                       double  reach);
void carc_tile_painter_draw_uprights (Art *art);
void carc_tile_painter_draw_roads (Art      *art,
                                   gboolean  fogged);
void carc_tile_painter_draw_bridges (Art *art);
void carc_tile_painter_draw_road_ends (Art *art);
gboolean carc_tile_painter_under_mark (Art    *art,
                                       double  x,
                                       double  y,
                                       double  size);
gboolean carc_tile_painter_stands_on (Art    *art,
                                      gint    segment,
                                      double  x,
                                      double  y,
                                      double  size,
                                      gint    clear);
void carc_tile_painter_draw_cities (Art *art);
void carc_tile_painter_draw_gates (Art *art);
void carc_tile_painter_plan_marks (Art *art);
gboolean carc_tile_painter_open_land (Art    *art,
                                      double *x,
                                      double *y);
void carc_tile_painter_plan_trees (Art    *art,
                                   double  symbol_x,
                                   double  symbol_y);
void carc_tile_painter_draw_fog (Art      *art,
                                 gboolean  veil);
void carc_tile_painter_paint_fog (cairo_t         *cr,
                                  const CarcTheme *theme);
void carc_tile_painter_mask_fog (Art                  *art,
                                 const cairo_matrix_t *board,
                                 cairo_pattern_t      *area);
void carc_tile_painter_draw_marks (Art *art);
void carc_tile_painter_plan_symbol (Art    *art,
                                    double *x,
                                    double *y);

G_END_DECLS
