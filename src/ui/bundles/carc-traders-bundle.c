/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Traders & Builders in the window: its switch in the new-game dialog,
 * the builder and the pig (their drawings, names and supply), the goods
 * in the side panel, the builder's extra tile said in the status, and
 * the breakdown's lines for goods and pigs. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-goods-panel.h"
#include "carc-traders-bundle.h"
#include "carc-traders.h"
#include "carc-words.h"

static char *
builders (guint n)
{
  /* TRANSLATORS: the builders a player still has, after the meeples */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u builder", "%u builders", n), n);
}

static char *
pigs (guint n)
{
  /* TRANSLATORS: the pigs a player still has, after the meeples */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u pig", "%u pigs", n), n);
}

static const CarcFigureLook traders_figures[] = {
  /* TRANSLATORS: Traders & Builders' figures */
  { "builder", "builder", 1.25, FALSE, N_("Builder"), builders },
  { "pig", "pig", 1.15, FALSE, N_("Pig"), pigs },
  { NULL },
};

static const CarcScoreLineWords traders_score_lines[] = {
  /* TRANSLATORS: lines of the final scoring breakdown: the goods tokens'
   * 10 points, the pigs' extra point a city */
  { "goods", NC_("score category", "Goods") },
  { "pig", NC_("score category", "Pigs") },
  { NULL },
};

/* The builder's extra tile, said as it is placed. */
static char *
traders_status (CarcGame *game)
{
  const char *who;

  if (carc_game_get_decision (game) != CARC_DECISION_PLACE_TILE
      || !carc_traders_is_extra_turn (carc_game_peek_state (game)))
    return NULL;
  who = carc_words_player_name (game, carc_game_get_player (game, carc_game_get_current_player (game)));
  /* TRANSLATORS: %s is a player's name; their builder earned them a
   * second tile this turn */
  return g_strdup_printf (_("%s: place the builder’s extra tile"), who);
}

static const CarcBundle traders_bundle = {
  .module = CARC_TRADERS_MODULE,
  /* TRANSLATORS: the expansion, a switch of the new-game dialog */
  .title = N_("Traders & Builders"),
  .subtitle = N_("24 tiles with goods, a builder and a pig each"),
  .help_page = "rules-traders",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("Goods: whoever completes a city takes a token for each wine, grain or cloth printed in it, with "
       "or without a knight there. At the end, the player with the most tokens of a kind scores 10 "
       "points; tied players each score them."),
    N_("The builder goes, instead of a meeple, on a road or city where you already have a meeple. Each "
       "time you lay a tile that extends that road or city, you lay a second tile at once; the second "
       "tile never gives a third. The builder comes back when the road or city is scored."),
  },
  .panel_type = carc_goods_panel_get_type,
  .status = traders_status,
  .figures = traders_figures,
  .score_lines = traders_score_lines,
};

const CarcBundle *
carc_traders_bundle_get (void)
{
  return &traders_bundle;
}
