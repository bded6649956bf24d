/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mage & Witch in the window: its switch in the new-game dialog, the two
 * figures in their own colours (purple and orange, as printed), and the
 * questions: which figure goes (buttons), then where (the core marks the
 * segments of the unfinished roads and cities). */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-magic-bundle.h"
#include "carc-magic.h"

static const CarcFigureLook magic_figures[] = {
  /* TRANSLATORS: Mage & Witch's two figures */
  { "mage", "mage", 1.15, FALSE, N_("Mage"), NULL, "#7b3fa0" },
  { "witch", "witch", 1.15, FALSE, N_("Witch"), NULL, "#e66100" },
  { NULL },
};

static char *
question (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));

  switch (d->choice_kind)
    {
    case CARC_MAGIC_ASK_SPLIT:
      /* TRANSLATORS: Mage & Witch, after a tile joined their features */
      return g_strdup (_("The mage and the witch are on one road or city now: move one of them away."));
    case CARC_MAGIC_ASK_WHERE:
      return g_strdup (carc_magic_get_chosen (carc_game_peek_state (game)) == CARC_MAGIC_MAGE
                       /* TRANSLATORS: Mage & Witch: where the chosen figure goes */
                       ? _("Put the mage on a marked road or city. It adds 1 point a tile when it is scored.")
                       : _("Put the witch on a marked road or city. It halves the points when it is scored."));
    case CARC_MAGIC_ASK_FIGURE:
    default:
      /* TRANSLATORS: Mage & Witch, after a magic tile */
      return g_strdup (_("Place or move the mage or the witch."));
    }
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  const CarcAction *a = carc_choice_get_action (choice);

  if (a->choice == CARC_MAGIC_REMOVE)
    return g_strdup (a->value == CARC_MAGIC_MAGE
                     /* TRANSLATORS: a button: nowhere to go, the figure leaves the board */
                     ? _("Take the Mage Away") : _("Take the Witch Away"));
  if (a->choice == CARC_MAGIC_CHOOSE)
    return g_strdup (a->value == CARC_MAGIC_MAGE ? _("Mage") : _("Witch"));
  return NULL;
}

static const CarcBundle magic_bundle = {
  .module = CARC_MAGIC_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("Mage & Witch"),
  .subtitle = N_("8 tiles; the mage adds a point a tile, the witch halves"),
  .help_page = "rules-magic",
  .mini = TRUE,
  .question = question,
  .choice_label = choice_label,
  .figures = magic_figures,
};

const CarcBundle *
carc_magic_bundle_get (void)
{
  return &magic_bundle;
}
