/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_INNS_MODULE "inns-cathedrals"

/* Inns & Cathedrals (rules.md §1.6): its tiles, a big meeple for each
 * player (2 for the majority, 1 for points), inns on roads and cathedrals
 * in cities, worth more when completed and nothing when not. */
const CarcRulesModule *carc_inns_get_module (void);

G_END_DECLS
