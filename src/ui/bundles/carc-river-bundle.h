/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-bundle.h"

G_BEGIN_DECLS

/* The River's part of the window: the words for its refusals.  The board
 * draws the river from the tile data and the River asks no question, so
 * that is all it adds. */
const CarcBundle *carc_river_bundle_get (void);

G_END_DECLS
