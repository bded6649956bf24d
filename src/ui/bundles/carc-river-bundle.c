/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The River's words: why a river tile or a figure was refused, in the
 * river's own terms (the reasons of carc-river.h).  The core's words stay
 * for the rest, a river edge against a field among them. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-river-bundle.h"
#include "carc-river.h"

static char *
river_describe_refusal (CarcGame  *game,
                        CarcError  error,
                        guint      reason)
{
  switch ((CarcRiverRefusal) reason)
    {
    case CARC_RIVER_NOT_AT_END:
      /* TRANSLATORS: refusals of the River expansion; "tile" is a land
       * tile, "figure" any of the player's figures (the meeple) */
      return g_strdup (_("A river tile must continue the river at its open end."));
    case CARC_RIVER_U_TURN:
      return g_strdup (_("The river may not turn the same way twice in a row."));
    case CARC_RIVER_LAKE_BLOCKED:
      return g_strdup (_("The river would have no room left for the lake there."));
    case CARC_RIVER_NO_FIGURE:
      return g_strdup (_("No figure can stand on the river."));
    default:
      /* 0: the refusal is not the River's. */
      return NULL;
    }
}

static const CarcBundle river_bundle = {
  .module = CARC_RIVER_MODULE,
  /* TRANSLATORS: the River expansion, a switch of the new-game dialog */
  .title = N_("The River"),
  .subtitle = N_("Start with the river tiles"),
  .help_page = "rules-river",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("With The River switched on in the new-game dialog, the game starts with the spring instead of "
       "the start tile, and the river tiles come first."),
    N_("Each river tile must continue the river from its open end."),
  },
  .describe_refusal = river_describe_refusal,
};

const CarcBundle *
carc_river_bundle_get (void)
{
  return &river_bundle;
}
