/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcGame's cooperative side (Mists over Carcassonne): what the board
 * and the side panel show of a level, and the team's answers to the
 * module's questions.  For a classic game every getter answers zero. */
#include "carc-game-private.h"
#include "carc-mists.h"

static gboolean
is_coop (CarcGame *self)
{
  return carc_mists_get_level (carc_game_peek_state (self)) > 0;
}

/* The level 1–6, or 0 for the classic game. */
guint
carc_game_get_level (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_mists_get_level (carc_game_peek_state (self));
}

/* People at the table (1–5), or 0 for the classic game. */
guint
carc_game_get_people (CarcGame *self)
{
  guint level, people;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_mists_setup_get_level (carc_game_get_setup (self), &level, &people) ? people : 0;
}

/* The score measured against the goal: the team's, or in level 6 that of
 * the colour furthest behind. */
guint
carc_game_get_progress (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return is_coop (self) ? carc_mists_get_progress (carc_game_peek_state (self)) : 0;
}

guint
carc_game_get_goal (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return is_coop (self) ? carc_mists_get_goal (carc_game_peek_state (self)) : 0;
}

/* Ghosts in the bank; @bank_size: the level's whole bank. */
guint
carc_game_get_ghost_bank (CarcGame *self,
                          guint    *bank_size)
{
  CarcState *s = carc_game_peek_state (self);

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  if (bank_size != NULL)
    *bank_size = is_coop (self) ? carc_mists_get_bank_size (s) : 0;
  return is_coop (self) ? carc_mists_get_bank (s) : 0;
}

guint
carc_game_get_ghosts (CarcGame *self,
                      guint     tile)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return is_coop (self) ? carc_mists_get_ghosts (carc_game_peek_state (self), tile) : 0;
}

/* Guards buried in the cemetery on @tile. */
guint
carc_game_get_buried (CarcGame *self,
                      guint     tile)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return is_coop (self) ? carc_mists_get_buried (carc_game_peek_state (self), tile) : 0;
}

/* The pile drawn from (0-based) and, in @n_piles, how many the level has;
 * @left: tiles left in that pile. */
guint
carc_game_get_pile (CarcGame *self,
                    guint    *n_piles,
                    guint    *left)
{
  CarcState *s = carc_game_peek_state (self);
  CarcMistsLevelInfo info;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  carc_mists_get_level_info (carc_game_get_level (self), &info);
  if (n_piles != NULL)
    *n_piles = is_coop (self) ? info.piles : 1;
  if (left != NULL)
    *left = is_coop (self) ? carc_mists_get_pile_left (s) : carc_state_get_tiles_left (s);
  return is_coop (self) ? carc_mists_get_pile (s) : 0;
}

/* Hound 0 or 1: waiting (for @threshold), beside the guard on @tile, or
 * gone (also for levels without hounds: @threshold 0). */
CarcMistsHoundState
carc_game_get_hound (CarcGame *self,
                     guint     hound,
                     guint    *threshold,
                     gint     *tile)
{
  g_return_val_if_fail (CARC_IS_GAME (self), CARC_MISTS_HOUND_GONE);
  if (!is_coop (self))
    {
      if (threshold != NULL)
        *threshold = 0;
      if (tile != NULL)
        *tile = -1;
      return CARC_MISTS_HOUND_GONE;
    }
  return carc_mists_get_hound (carc_game_peek_state (self), hound, threshold, tile);
}

CarcOutcome
carc_game_get_outcome (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), CARC_OUTCOME_NONE);
  return carc_state_get_outcome (carc_game_peek_state (self));
}

/* The module's question now (CarcMistsQuestion), or 0. */
guint
carc_game_get_question (CarcGame *self)
{
  const CarcDecision *d;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  d = carc_state_get_decision (carc_game_peek_state (self));
  return d->kind == CARC_DECISION_MODULE ? d->choice_kind : 0;
}

/* The legal answers to the module's question (CarcAction). */
GArray *
carc_game_list_answers (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_game_list_choices (self, CARC_CHOICE_MODULE);
}

CarcError
carc_game_answer (CarcGame         *self,
                  const CarcAction *answer)
{
  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  g_return_val_if_fail (answer->kind == CARC_ACTION_MODULE, CARC_ERROR_WRONG_DECISION);
  return carc_game_choose_action (self, answer);
}

/* The points the team would gain by @answer, tried on a copy. */
guint
carc_game_preview_points (CarcGame         *self,
                          const CarcAction *answer)
{
  CarcState *copy;
  guint before, after;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  copy = carc_state_copy (carc_game_peek_state (self));
  before = carc_mists_get_score (copy);
  after = carc_state_apply (copy, answer) == CARC_OK ? carc_mists_get_score (copy) : before;
  carc_state_free (copy);
  return after - before;
}

/* The completed feature waiting for the team's choice: its kind and one
 * of its tiles; FALSE when none waits. */
gboolean
carc_game_get_pending_feature (CarcGame        *self,
                               CarcFeatureKind *kind,
                               GArray          *tiles)
{
  CarcState *s = carc_game_peek_state (self);
  gint32 feature;
  CarcFeatureInfo info;

  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  feature = is_coop (self) ? carc_mists_get_pending (s) : -1;
  if (feature < 0)
    return FALSE;
  carc_state_feature_info (s, (guint32) feature, &info);
  if (kind != NULL)
    *kind = info.kind;
  if (tiles != NULL)
    carc_state_feature_tiles (s, (guint32) feature, tiles);
  return TRUE;
}

/* The seats (colours, as bits) of the person whose turn it is: the
 * current seat, or the 2 or 4 colours of one person alone or with two at
 * the table. */
guint
carc_game_get_turn_seats (CarcGame *self)
{
  guint colours;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  colours = carc_state_get_figure_colours (carc_game_peek_state (self));
  return colours != 0 ? colours : 1u << carc_game_get_current_player (self);
}

/* The colours whose guards may be placed now, as bits, when the rules
 * let the team choose (alone or two at the table); 0: the current
 * player's own only. */
guint
carc_game_get_figure_colours (CarcGame *self)
{
  g_autoptr(GArray) options = NULL;
  guint colours = 0;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  if (carc_state_get_figure_colours (carc_game_peek_state (self)) == 0)
    return 0;
  /* Of those, the ones with a guard left and a free spot. */
  options = carc_game_list_figure_options (self);
  for (guint i = 0; i < options->len; i++)
    colours |= 1u << g_array_index (options, CarcAction, i).choice;
  return colours;
}

/* Places a guard of @colour (solo and two-player levels). */
CarcError
carc_game_place_figure_of (CarcGame *self,
                           guint     segment,
                           guint     colour)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = segment, .figure = CARC_FIGURE_MEEPLE,
                   .choice = colour };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  return carc_game_choose_action (self, &a);
}
