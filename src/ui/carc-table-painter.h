/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>

#include "carc-theme.h"

G_BEGIN_DECLS

/* How many times as wide as high the piece of table is. */
#define CARC_TABLE_ASPECT 3

/* Draws the theme's table over (0, 0)–(CARC_TABLE_ASPECT, 1), a piece
 * that repeats with no seam: the caller scales it. */
void carc_table_painter_draw (cairo_t         *cr,
                              const CarcTheme *theme);

G_END_DECLS
