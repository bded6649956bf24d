/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The campaign's levels page in the rulebook's words: what each level
 * adds, its goal, ghost bank, piles and hounds, and level 6's house rule
 * (rules decision 76). */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-mists.h"
#include "carc-mists-levels.h"

static const char *
level_summary (guint level)
{
  switch (level)
    {
    /* TRANSLATORS: the rules of each level in one or two sentences; "bank"
     * is the ghost bank, "calm" ghosts as the rulebook says */
    case 1: return _("Mist and ghosts. Close mist and calm ghosts before the bank runs dry.");
    case 2: return _("Castles and cemeteries join the land. A closed cemetery buries a guard.");
    case 3: return _("Three piles of 20 tiles and two hounds: reach a hound’s mark to go on to the next pile.");
    case 4: return _("A smaller ghost bank and higher marks for the hounds.");
    case 5: return _("Haunted cemeteries: ghosts rise around them and a tile falls face down every turn.");
    case 6:
    default: return _("Every colour must reach the hounds and the goal on its own.");
    }
}

static void
level_facts (guint      level,
             guint      n_colours,
             gboolean   switched,
             GPtrArray *facts)
{
  CarcMistsLevelInfo info;

  carc_mists_get_level_info (level, &info);
  if (info.per_colour && switched)
    carc_mists_apply_house_marks (n_colours, &info);
  g_ptr_array_add (facts, info.per_colour
                          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Goal: %u point for every colour",
                                                          "Goal: %u points for every colour", info.goal), info.goal)
                          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Goal: %u point", "Goal: %u points",
                                                          info.goal), info.goal));
  /* TRANSLATORS: the ghost figures a level starts with */
  g_ptr_array_add (facts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ghost bank: %u ghost",
                                                        "Ghost bank: %u ghosts", info.bank), info.bank));
  g_ptr_array_add (facts, info.piles == 1
                          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile in one pile",
                                                          "%u tiles in one pile", info.tiles), info.tiles)
                          /* TRANSLATORS: draw piles of land tiles; the hounds
                           * wait on these spaces of the score track */
                          : g_strdup_printf (_("%u tiles in 3 piles; hounds at %u and %u points"), info.tiles,
                                             info.hounds[0], info.hounds[1]));
}

const CarcCampaignLook carc_mists_campaign_look = {
  .start_label = N_("_Mists over Carcassonne"),
  .start_tooltip = N_("The cooperative campaign: six levels against the ghosts"),
  /* TRANSLATORS: the cooperative game's title, as on its box */
  .title = N_("Mists over Carcassonne"),
  .intro = N_("Play together against the ghosts. Win a level to open the next one; a lost level can be played again."),
  .people_subtitle = N_("Alone or with two, the team plays 4 colours; with 3 to 5 people, one colour each."),
  .switch_warning = N_("The hardest level: by the rulebook’s marks, few teams ever win it."),
  .switch_title = N_("House rule: shared marks"),
  .switch_subtitle = N_("Not the rulebook’s: each colour needs only its share of the marks."),
  .won_with_switch = NC_("level state", "Won by the house rule"),
  .level_summary = level_summary,
  .level_facts = level_facts,
};
