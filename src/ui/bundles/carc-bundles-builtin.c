/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The UI bundles that come with the program, one per rules module that
 * adds something to the window. */
#include "carc-bundles-builtin.h"
#include "carc-bundle.h"
#include "carc-crop-bundle.h"
#include "carc-ferries-bundle.h"
#include "carc-flying-bundle.h"
#include "carc-gold-bundle.h"
#include "carc-inns-bundle.h"
#include "carc-magic-bundle.h"
#include "carc-messages-bundle.h"
#include "carc-mists-bundle.h"
#include "carc-river-bundle.h"
#include "carc-robbers-bundle.h"
#include "carc-traders-bundle.h"
#include "carc-winter-bundle.h"

void
carc_bundles_register_builtin (void)
{
  carc_bundle_register (carc_mists_bundle_get ());
  carc_bundle_register (carc_winter_bundle_get ());
  carc_bundle_register (carc_river_bundle_get ());
  carc_bundle_register (carc_inns_bundle_get ());
  carc_bundle_register (carc_traders_bundle_get ());
  carc_bundle_register (carc_flying_bundle_get ());
  carc_bundle_register (carc_messages_bundle_get ());
  carc_bundle_register (carc_ferries_bundle_get ());
  carc_bundle_register (carc_gold_bundle_get ());
  carc_bundle_register (carc_magic_bundle_get ());
  carc_bundle_register (carc_robbers_bundle_get ());
  carc_bundle_register (carc_crop_bundle_get ());
}
