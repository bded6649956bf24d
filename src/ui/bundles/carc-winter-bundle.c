/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Winter Edition in the window: its switch in the new-game dialog.
 * Its set names the winter theme, so the board looks like winter. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-winter-bundle.h"
#include "carc-winter.h"

static const CarcBundle winter_bundle = {
  .module = CARC_WINTER_MODULE,
  /* TRANSLATORS: the edition, a switch of the new-game dialog */
  .title = N_("Winter Edition"),
  .subtitle = N_("84 snowy tiles with animals instead of the classic 72"),
};

const CarcBundle *
carc_winter_bundle_get (void)
{
  return &winter_bundle;
}
