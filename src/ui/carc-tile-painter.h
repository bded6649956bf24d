/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>

#include "carc-theme.h"
#include "carc-tile-geometry.h"
#include "carc-tileset.h"

G_BEGIN_DECLS

/* Draws tiles from their data in a unit square (0..1, y down), turned by
 * quarter turns clockwise, in a theme: the caller scales and translates.
 * Where things are on a tile is carc-tile-geometry.h's. */
void carc_tile_painter_draw      (cairo_t            *cr,
                                  const CarcTileType *type,
                                  guint               rotation,
                                  const CarcTheme    *theme);

/* Placed tiles of one type differ a little by where they lie (houses,
 * towers, trees; never the shapes of their features): one of
 * CARC_TILE_VARIANTS looks, chosen by the cell. */
#define CARC_TILE_VARIANTS 4
guint carc_tile_painter_variant_at   (gint                x,
                                      gint                y);
void carc_tile_painter_draw_variant  (cairo_t            *cr,
                                      const CarcTileType *type,
                                      guint               rotation,
                                      guint               variant,
                                      const CarcTheme    *theme);
void carc_tile_painter_set_back_source (cairo_t         *cr,
                                       const CarcTheme *theme);
void carc_tile_painter_draw_back (cairo_t            *cr,
                                  guint               variant,
                                  const CarcTheme    *theme);
/* The fog repeats every this many tiles each way, from the board's
 * origin: a tile shows the part its cell's parity says. */
#define CARC_TILE_FOG_PERIOD 2
/* How much of the land the fog's colour hides, before its billows. */
#define CARC_TILE_FOG_ALPHA 0.78
/* A well-mixed number from two, the same on every machine. */
guint32 carc_tile_painter_mix (guint32 a,
                               guint32 b);
gboolean carc_tile_painter_is_fog      (guint               kind);
cairo_pattern_t *carc_tile_painter_fog_pattern (const CarcTheme *theme,
                                                gint             px);
gboolean carc_tile_painter_under_fog   (const CarcTileType *type,
                                       guint               segment);
gboolean carc_tile_painter_symbol_at  (const CarcTileType *type,
                                       guint               rotation,
                                       double             *x,
                                       double             *y);
void carc_tile_painter_fog_cover (const CarcTileType *type,
                                  guint               rotation,
                                  guint8             *cover,
                                  guint8             *shown,
                                  guint8             *room);
guint carc_tile_painter_upright_boxes (const CarcTileType *type,
                                       guint               rotation,
                                       double              boxes[][3],
                                       guint               max);
/* The side of the square a segment's mark (a goods token) is drawn in,
 * in tiles. */
double carc_tile_painter_mark_size    (const CarcMarkInfo *mark);

G_END_DECLS
