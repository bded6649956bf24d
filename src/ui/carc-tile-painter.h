/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>

#include "carc-tileset.h"

G_BEGIN_DECLS

/* Draws tiles from their data in a unit square (0..1, y down), turned by
 * quarter turns clockwise: the caller scales and translates. */
void     carc_tile_painter_draw         (cairo_t            *cr,
                                         const CarcTileType *type,
                                         guint               rotation);
void     carc_tile_painter_draw_back    (cairo_t            *cr);
gboolean carc_tile_painter_anchor       (const CarcTileType *type,
                                         guint               rotation,
                                         guint               segment,
                                         double             *x,
                                         double             *y);
gint     carc_tile_painter_segment_at   (const CarcTileType *type,
                                         guint               rotation,
                                         double              x,
                                         double              y);
const GdkRGBA *carc_tile_painter_colour (const char     *text,
                                         GdkRGBA            *out);
void     carc_tile_painter_draw_meeple  (cairo_t            *cr,
                                         double              x,
                                         double              y,
                                         double              size,
                                         const GdkRGBA      *colour,
                                         gboolean            lying);

G_END_DECLS
