/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>

#include "carc-tileset.h"

G_BEGIN_DECLS

/* The side of the grid a tile's segments are mapped on. */
#define CARC_TILE_GRID 32
/* Widths of a road's surface and of a river's water, in tiles. */
#define CARC_TILE_ROAD_WIDTH 0.12
#define CARC_TILE_RIVER_WIDTH 0.25
/* The width of a city's wall, which lies inside its outline. */
#define CARC_TILE_WALL_WIDTH 0.085

/* How a feature kind's segments are shaped on a tile: from how the kind
 * joins (carc-feature-kind.h), so a declared kind has a shape too. */
typedef enum
{
  CARC_TILE_SHAPE_NONE = 0,
  CARC_TILE_SHAPE_AREA,      /* a city: the polygon along its edges */
  CARC_TILE_SHAPE_LINE,      /* a road: a band from edge midpoints */
  CARC_TILE_SHAPE_WATER,     /* a river: a wider band, ending in a pool */
  CARC_TILE_SHAPE_LAND,      /* fields, mist: what the others leave */
  CARC_TILE_SHAPE_BUILDING,  /* a monastery, a castle: in the centre */
} CarcTileShape;

/* Paths and points are in a unit square (0..1, y down) in the tile's own
 * orientation unless a function takes a rotation: then they are on the
 * board, the tile turned by quarter turns clockwise. */
CarcTileShape carc_tile_geometry_shape        (guint               kind);
gboolean      carc_tile_geometry_ends_at_building (const CarcSegment *segment);
double        carc_tile_geometry_pond_radius  (const CarcTileType *type,
                                               double              usual);
void          carc_tile_geometry_city_path    (cairo_t            *cr,
                                               guint8              edges,
                                               gboolean            walls_only);
double        carc_tile_geometry_road_depth   (const CarcTileType *type,
                                               const CarcSegment  *segment,
                                               guint               edge);
void          carc_tile_geometry_road_path    (cairo_t            *cr,
                                               const CarcTileType *type,
                                               const CarcSegment  *s);
void          carc_tile_geometry_river_path   (cairo_t            *cr,
                                               const CarcTileType *type,
                                               const CarcSegment  *s);
gboolean      carc_tile_geometry_river_pool   (const CarcTileType *type,
                                               const CarcSegment  *s,
                                               double             *cx,
                                               double             *cy,
                                               double             *r);
void          carc_tile_geometry_pond_path    (cairo_t            *cr,
                                               double              cx,
                                               double              cy,
                                               double              r);
gboolean      carc_tile_geometry_building     (const CarcTileType *type,
                                               double             *x,
                                               double             *y);
gint          carc_tile_geometry_cell         (const CarcTileType *type,
                                               guint               gx,
                                               guint               gy,
                                               guint              *clearance);
gboolean      carc_tile_geometry_local_anchor (const CarcTileType *type,
                                               guint               segment,
                                               double             *x,
                                               double             *y);
void          carc_tile_geometry_to_local     (guint               rotation,
                                               double              x,
                                               double              y,
                                               double             *lx,
                                               double             *ly);
void          carc_tile_geometry_to_board     (guint               rotation,
                                               double              x,
                                               double              y,
                                               double             *bx,
                                               double             *by);
gboolean      carc_tile_geometry_anchor       (const CarcTileType *type,
                                               guint               rotation,
                                               guint               segment,
                                               double             *x,
                                               double             *y);
gint          carc_tile_geometry_segment_at   (const CarcTileType *type,
                                               guint               rotation,
                                               double              x,
                                               double              y);

G_END_DECLS
