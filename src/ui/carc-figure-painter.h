/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>

G_BEGIN_DECLS

const GdkRGBA *carc_figure_painter_colour    (const char    *text,
                                              GdkRGBA       *out);
void           carc_figure_painter_set_marks (gboolean       marks);
gboolean       carc_figure_painter_needs_light_outline (const GdkRGBA *colour);
gboolean       carc_figure_painter_get_marks (void);
void           carc_figure_painter_draw_meeple (cairo_t     *cr,
                                              double         x,
                                              double         y,
                                              double         size,
                                              const GdkRGBA *colour,
                                              gboolean       lying);
void           carc_figure_painter_draw_figure (cairo_t     *cr,
                                              double         x,
                                              double         y,
                                              double         size,
                                              const GdkRGBA *colour,
                                              const char    *drawing,
                                              gboolean       lying);
void           carc_figure_painter_draw_on_board (cairo_t     *cr,
                                              double         x,
                                              double         y,
                                              double         size,
                                              const GdkRGBA *colour,
                                              const char    *drawing,
                                              gboolean       lying);

G_END_DECLS
