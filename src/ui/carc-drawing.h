/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>
#include <glib.h>

G_BEGIN_DECLS

/* The drawings of data/art/ (buildings, symbols, trees, figures): SVG
 * files an artist can replace, each in a 100×100 box, upright. */
gboolean carc_drawing_exists (const char *theme,
                              const char *name);
gboolean carc_drawing_paint  (cairo_t    *cr,
                              const char *theme,
                              const char *name,
                              const char *stylesheet,
                              double      cx,
                              double      cy,
                              double      size);
gboolean carc_drawing_paint_with_halo (cairo_t       *cr,
                                       const char    *theme,
                                       const char    *name,
                                       const char    *stylesheet,
                                       double         cx,
                                       double         cy,
                                       double         size,
                                       const GdkRGBA *halo);
gboolean carc_drawing_paint_shape     (cairo_t       *cr,
                                       const char    *theme,
                                       const char    *name,
                                       const char    *stylesheet,
                                       double         cx,
                                       double         cy,
                                       double         size,
                                       const GdkRGBA *colour);

/* A number in a disc of colour @r, @g, @b centred on @x, @y, @size
 * across: how many pieces stand on a tile (ghosts, gold bars). */
void     carc_drawing_count  (cairo_t    *cr,
                              double      x,
                              double      y,
                              double      size,
                              guint       count,
                              double      r,
                              double      g,
                              double      b);

G_END_DECLS
