/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The rules modules that come with the engine.  A setup names them by id;
 * the first lookup registers them. */
#include "carc-crop.h"
#include "carc-ferries.h"
#include "carc-flying.h"
#include "carc-gold.h"
#include "carc-inns.h"
#include "carc-magic.h"
#include "carc-messages.h"
#include "carc-mists.h"
#include "carc-river.h"
#include "carc-robbers.h"
#include "carc-traders.h"
#include "carc-winter.h"

void
carc_rules_modules_register_builtin (void)
{
  carc_rules_module_register (carc_crop_get_module ());
  carc_rules_module_register (carc_ferries_get_module ());
  carc_rules_module_register (carc_flying_get_module ());
  carc_rules_module_register (carc_gold_get_module ());
  carc_rules_module_register (carc_inns_get_module ());
  carc_rules_module_register (carc_magic_get_module ());
  carc_rules_module_register (carc_messages_get_module ());
  carc_rules_module_register (carc_mists_get_module ());
  carc_rules_module_register (carc_river_get_module ());
  carc_rules_module_register (carc_robbers_get_module ());
  carc_rules_module_register (carc_traders_get_module ());
  carc_rules_module_register (carc_winter_get_module ());
}
