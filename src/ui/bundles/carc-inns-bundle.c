/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Inns & Cathedrals in the window: its switch in the new-game dialog,
 * the big meeple (a meeple a third larger, in the figure choice and the
 * supply) and the breakdown's lines for inn roads and cathedral cities. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-inns-bundle.h"
#include "carc-inns.h"

static char *
big_meeples (guint n)
{
  /* TRANSLATORS: the big meeples a player still has, after the meeples */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u big meeple", "%u big meeples", n), n);
}

static const CarcFigureLook inns_figures[] = {
  /* TRANSLATORS: Inns & Cathedrals' figure that counts as two meeples */
  { "big-meeple", "meeple", 1.4, TRUE, N_("Big Meeple"), big_meeples },
  { NULL },
};

static const CarcScoreLineWords inns_score_lines[] = {
  /* TRANSLATORS: lines of the final scoring breakdown: roads with an inn,
   * cities with a cathedral */
  { "inn", NC_("score category", "Inns") },
  { "cathedral", NC_("score category", "Cathedrals") },
  { NULL },
};

static const CarcBundle inns_bundle = {
  .module = CARC_INNS_MODULE,
  /* TRANSLATORS: the expansion, a switch of the new-game dialog */
  .title = N_("Inns & Cathedrals"),
  .subtitle = N_("18 tiles with inns and cathedrals, a big meeple each"),
  .help_page = "rules-inns",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("An inn on a road: the completed road scores 2 points for each tile; if it is not complete at the "
       "end of the game, it scores nothing."),
    N_("A cathedral in a city: the completed city scores 3 points for each tile and 3 for each coat of "
       "arms; if it is not complete at the end, it scores nothing."),
  },
  .figures = inns_figures,
  .score_lines = inns_score_lines,
};

const CarcBundle *
carc_inns_bundle_get (void)
{
  return &inns_bundle;
}
