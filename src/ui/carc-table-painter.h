/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>

#include "carc-theme.h"

G_BEGIN_DECLS

/* Draws the theme's table in the unit square, a square that repeats with
 * no seam: the caller scales it. */
void carc_table_painter_draw (cairo_t         *cr,
                              const CarcTheme *theme);

G_END_DECLS
