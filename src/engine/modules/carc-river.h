/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_RIVER_MODULE "river"

/* The River (rules.md §1.5): the spring as start tile, the river tiles
 * drawn first with the lake last, each continuing the river without a
 * U-turn. */
const CarcRulesModule *carc_river_get_module (void);

G_END_DECLS
