/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Winter Edition (rules.md §1.9).
 *
 * Its rules are the classic game's: the module only plays the winter set
 * instead of the classic one, with whatever else is switched on.  The inn
 * printed on one animal tile counts only where Inns & Cathedrals counts
 * inns (docs/rules-decisions.md). */
#include "carc-winter.h"

static const CarcRulesModule winter_module = {
  .id = CARC_WINTER_MODULE,
  .replaces_tile_set = "winter",
};

const CarcRulesModule *
carc_winter_get_module (void)
{
  return &winter_module;
}
