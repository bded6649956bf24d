/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_WINTER_MODULE "winter"

/* The Winter Edition (rules.md §1.9): its 84 tiles instead of the classic
 * 72, played by the classic rules. */
const CarcRulesModule *carc_winter_get_module (void);

G_END_DECLS
