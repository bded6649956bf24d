/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Crop Circles in the window: its switch in the new-game dialog and the
 * circle's questions, each naming the player who answers: A or B (two
 * buttons saying what every player will do), then each player's figure
 * to add a meeple beside or to take back (the core marks their spots). */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-crop-bundle.h"
#include "carc-crop.h"
#include "carc-feature-kind.h"
#include "carc-words.h"

/* The sentences of one kind of figure, whole for the translators. */
typedef struct
{
  const char *add_button;
  const char *return_button;
  const char *add_question;     /* %s: the player who answers */
  const char *return_question;
} KindWords;

static const KindWords *
kind_words (CarcGame *game)
{
  static const KindWords thieves = {
    /* TRANSLATORS: Crop Circles' buttons for a club circle (thieves) */
    N_("A: Each May Add a Thief"), N_("B: Each Takes Back a Thief"),
    /* TRANSLATORS: Crop Circles; %s is the player who answers */
    N_("%s may put a meeple from the supply beside one of their thieves (marked)."),
    N_("%s must take back one of their thieves (marked)."),
  };
  static const KindWords knights = {
    /* TRANSLATORS: Crop Circles' buttons for a shield circle (knights) */
    N_("A: Each May Add a Knight"), N_("B: Each Takes Back a Knight"),
    /* TRANSLATORS: Crop Circles; %s is the player who answers */
    N_("%s may put a meeple from the supply beside one of their knights (marked)."),
    N_("%s must take back one of their knights (marked)."),
  };
  static const KindWords farmers = {
    /* TRANSLATORS: Crop Circles' buttons for a pitchfork circle (farmers) */
    N_("A: Each May Add a Farmer"), N_("B: Each Takes Back a Farmer"),
    /* TRANSLATORS: Crop Circles; %s is the player who answers */
    N_("%s may put a meeple from the supply beside one of their farmers (marked)."),
    N_("%s must take back one of their farmers (marked)."),
  };

  switch (carc_crop_get_kind (carc_game_peek_state (game)))
    {
    case CARC_SCORED_AS_ROAD: return &thieves;
    case CARC_SCORED_AS_CITY: return &knights;
    case CARC_SCORED_AS_FIELD:
    default:
      return &farmers;
    }
}

static char *
question (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));
  const char *who = carc_words_player_name (game, carc_game_get_player (game, d->acting));

  switch (d->choice_kind)
    {
    case CARC_CROP_ASK_ADD:
      return g_strdup_printf (_(kind_words (game)->add_question), who);
    case CARC_CROP_ASK_RETURN:
      return g_strdup_printf (_(kind_words (game)->return_question), who);
    case CARC_CROP_ASK_MODE:
    default:
      /* TRANSLATORS: Crop Circles: the circle's player chooses A or B for
       * everyone; %s is that player */
      return g_strdup_printf (_("%s chooses what every player does, from their left and ending with them."), who);
    }
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  switch (carc_choice_get_action (choice)->choice)
    {
    case CARC_CROP_A: return g_strdup (_(kind_words (game)->add_button));
    case CARC_CROP_B: return g_strdup (_(kind_words (game)->return_button));
    /* TRANSLATORS: Crop Circles, A: a button to add no meeple */
    case CARC_CROP_PASS: return g_strdup (_("Don’t Add"));
    default: return NULL;
    }
}

static const CarcBundle crop_bundle = {
  .module = CARC_CROP_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("Crop Circles"),
  .subtitle = N_("6 tiles; every player adds or takes back a thief, knight or farmer"),
  .help_page = "rules-crop",
  .mini = TRUE,
  .question = question,
  .choice_label = choice_label,
};

const CarcBundle *
carc_crop_bundle_get (void)
{
  return &crop_bundle;
}
