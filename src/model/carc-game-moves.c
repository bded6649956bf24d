/* SPDX-License-Identifier: GPL-3.0-or-later */

/* How a CarcGame changes: the current decision's listed choices, a
 * choice taken, the tile and figure steps, undo and redo; every change
 * reports what it changed (carc_game_after_move()). */
#include "carc-game-internal.h"

/* The legal actions of the current decision, listed once per change. */
GListModel *
carc_game_get_choices (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->choices);
}

/* The listed choices of @kind, as a new array of CarcAction. */
GArray *
carc_game_list_choices (CarcGame       *self,
                        CarcChoiceKind  kind)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->choices));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (G_LIST_MODEL (self->choices), i);

      if (carc_choice_get_kind (choice) == kind)
        g_array_append_vals (out, carc_choice_get_action (choice), 1);
    }
  return out;
}

/* Applies @choice, which must be one of those listed now. */
CarcError
carc_game_choose (CarcGame   *self,
                  CarcChoice *choice)
{
  guint position;

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  g_return_val_if_fail (CARC_IS_CHOICE (choice), CARC_ERROR_WRONG_DECISION);
  if (!g_list_store_find (self->choices, choice, &position))
    return CARC_ERROR_WRONG_DECISION;
  return carc_game_apply_action (self, carc_choice_get_action (choice));
}

/* The listed choice whose action is @action (compared as the log keeps
 * it), or NULL: how a view turns a click into a listed choice.  The game
 * owns it. */
CarcChoice *
carc_game_find_choice (CarcGame         *self,
                       const CarcAction *action)
{
  CarcAction wanted = carc_action_normalize (action);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->choices));

  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (G_LIST_MODEL (self->choices), i);
      CarcAction listed = carc_action_normalize (carc_choice_get_action (choice));

      if (carc_action_equal (&listed, &wanted))
        return choice;
    }
  return NULL;
}

/* Asks the modules why they forbid @action, for the views' words. */
static void
explain_refusal (CarcGame         *self,
                 const CarcAction *action,
                 CarcError         error)
{
  guint module = 0;

  self->refusal = carc_state_explain_refusal (carc_game_state (self), action, error, &module);
  if (self->refusal != 0)
    self->refusal_module = carc_setup_get_module (carc_history_get_setup (self->history), module);
}

/* Applies the listed choice that is @action; a refusal when none is, with
 * the engine's reason. */
CarcError
carc_game_choose_action (CarcGame         *self,
                         const CarcAction *action)
{
  CarcChoice *choice = carc_game_find_choice (self, action);
  CarcError error;

  self->refusal = 0;
  self->refusal_module = NULL;
  if (choice != NULL)
    return carc_game_choose (self, choice);
  error = carc_state_check (carc_game_state (self), action);
  if (error == CARC_OK)
    error = CARC_ERROR_WRONG_DECISION;
  explain_refusal (self, action, error);
  return error;
}

/* The cells where the current tile fits in @rotation.  Returns a new
 * array of CarcAction. */
GArray *
carc_game_list_placements (CarcGame *self,
                           guint     rotation)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) all = NULL;
  guint period;

  g_return_val_if_fail (CARC_IS_GAME (self), out);
  if (self->decision != CARC_DECISION_PLACE_TILE)
    return out;
  period = carc_game_get_tile_type (self, self->tile)->period;
  all = carc_game_list_choices (self, CARC_CHOICE_PLACE_TILE);
  for (guint i = 0; i < all->len; i++)
    {
      CarcAction a = g_array_index (all, CarcAction, i);

      if (a.rotation == rotation % period)
        {
          a.rotation = rotation & 3;
          g_array_append_val (out, a);
        }
    }
  return out;
}

/* The figure placements open now (without "skip"). */
GArray *
carc_game_list_figure_options (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_game_list_choices (self, CARC_CHOICE_PLACE_FIGURE);
}

CarcHistory *
carc_game_peek_history (CarcGame *self)
{
  return self->history;
}

guint
carc_game_get_n_listings (CarcGame *self)
{
  return self->n_listings;
}

/* The engine's state, to read only: how a module's bundle and the
 * campaign ask their module about the game. */
CarcState *
carc_game_peek_state (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_game_state (self);
}

CarcError
carc_game_apply_action (CarcGame         *self,
                        const CarcAction *action)
{
  guint cursor = carc_history_get_cursor (self->history);
  gboolean replaces = cursor < carc_history_get_length (self->history);
  CarcAction replaced = { 0 };
  CarcError error;

  if (self->referee != NULL)
    return self->referee (action, self->referee_data);
  if (replaces)
    replaced = *carc_history_get_action (self->history, cursor);
  error = carc_history_apply (self->history, action);
  if (error != CARC_OK)
    return error;
  carc_game_settle_chance (self);
  /* A move after an undo drops the moves after it, and with them the
   * saved point if it lay beyond; unless the move is the one it ends
   * with, played again. */
  if (cursor < self->saved_cursor && self->saved_cursor != G_MAXUINT
      && !(self->saved_cursor == cursor + 1 && replaces
           && carc_action_equal (&replaced, carc_history_get_action (self->history, cursor))))
    self->saved_cursor = G_MAXUINT;
  carc_game_update_modified (self);
  carc_game_sync_properties (self);
  g_signal_emit (self, carc_game_signals[CHANGED], 0);
  carc_game_emit_events (self);
  return CARC_OK;
}

CarcError
carc_game_check_placement (CarcGame *self,
                           gint      x,
                           gint      y,
                           guint     rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  return carc_state_check (carc_game_state (self), &a);
}

CarcError
carc_game_place_tile (CarcGame *self,
                      gint      x,
                      gint      y,
                      guint     rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation & 3 };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  /* The listed placement turned the same way: a symmetric tile is listed
   * once per distinct orientation. */
  if (self->decision == CARC_DECISION_PLACE_TILE)
    a.rotation %= carc_game_get_tile_type (self, self->tile)->period;
  return carc_game_choose_action (self, &a);
}

CarcError
carc_game_place_figure (CarcGame *self,
                        guint     segment)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = segment, .figure = CARC_FIGURE_MEEPLE };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  return carc_game_choose_action (self, &a);
}

CarcError
carc_game_skip_figure (CarcGame *self)
{
  CarcAction a = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  return carc_game_choose_action (self, &a);
}

gboolean
carc_game_move (CarcGame *self,
                gboolean  forward)
{
  gboolean mixed = carc_game_mixed_table (self), moved = FALSE;

  while (forward ? carc_history_redo (self->history) : carc_history_undo (self->history))
    {
      moved = TRUE;
      /* A die's throw is no stop: back to the figure put on the machine,
       * or on to where the figure lands. */
      if (carc_state_get_decision (carc_game_state (self))->kind == CARC_DECISION_CHANCE)
        continue;
      if (!mixed || carc_game_get_person_decides (self))
        break;
    }
  return carc_game_after_move (self, moved);
}

/* Back to the start of the current turn (or the previous one): a
 * person's, at a table with computer players. */
gboolean
carc_game_undo_turn (CarcGame *self)
{
  gboolean mixed, moved = FALSE;

  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  mixed = carc_game_mixed_table (self);
  while (carc_history_undo_turn (self->history))
    {
      moved = TRUE;
      if (!mixed || carc_game_get_person_decides (self))
        break;
    }
  return carc_game_after_move (self, moved);
}

gboolean
carc_game_after_move (CarcGame *self,
                      gboolean  moved)
{
  if (moved)
    {
      carc_game_update_modified (self);
      carc_game_sync_properties (self);
      g_signal_emit (self, carc_game_signals[CHANGED], 0);
    }
  return moved;
}

gboolean
carc_game_undo (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return carc_game_move (self, FALSE);
}

gboolean
carc_game_redo (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return carc_game_move (self, TRUE);
}

/* Makes the game's moves go to @referee instead of being applied here: a
 * game hosted for other computers, or joined from here. */
void
carc_game_set_referee (CarcGame        *self,
                       CarcGameReferee  referee,
                       gpointer         data)
{
  g_return_if_fail (CARC_IS_GAME (self));
  self->referee = referee;
  self->referee_data = data;
}

gboolean
carc_game_get_refereed (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->referee != NULL;
}

/* While the referee cannot be reached (a joined game's connection lost),
 * nobody here decides: the views offer nothing to do; with @ended for
 * good, its host having ended the game. */
void
carc_game_set_paused (CarcGame *self,
                      gboolean  paused,
                      gboolean  ended)
{
  g_return_if_fail (CARC_IS_GAME (self));
  if (self->paused == !!paused && self->ended == (paused && ended))
    return;
  self->paused = !!paused;
  self->ended = paused && ended;
  g_signal_emit (self, carc_game_signals[CHANGED], 0);
}

/* Whether the game is paused for good: the host ended it. */
gboolean
carc_game_get_ended_elsewhere (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->ended;
}

gboolean
carc_game_get_paused (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->paused;
}

/* Brings the game to the log @actions of the referee's game, dealt as
 * @setup (NULL: the game's own; a joined game learns its deal as the
 * tiles are shown): the moves both share stay, an undo goes back, and
 * each new move is applied and reported as a move here is.  FALSE when
 * the log breaks the rules here, the game left where it was. */
gboolean
carc_game_follow (CarcGame         *self,
                  CarcSetup        *setup,
                  const CarcAction *actions,
                  guint             n_actions)
{
  guint cursor = carc_history_get_cursor (self->history), same = 0;
  gboolean moved = FALSE;

  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  while (same < MIN (cursor, n_actions) && carc_action_equal (carc_history_get_action (self->history, same), &actions[same]))
    same++;
  if (setup != NULL && setup != carc_history_get_setup (self->history))
    {
      CarcHistory *history = carc_history_new (setup);
      guint failed = 0;

      if (carc_history_load (history, actions, same, same, &failed) != CARC_OK)
        {
          carc_history_free (history);
          return FALSE;
        }
      carc_history_free (self->history);
      self->history = history;
      moved = same < cursor;
    }
  else if (same < cursor)
    moved = carc_history_seek (self->history, same) == CARC_OK;
  if (moved)
    carc_game_after_move (self, TRUE);
  for (guint i = same; i < n_actions; i++)
    {
      if (carc_history_apply (self->history, &actions[i]) != CARC_OK)
        return FALSE;
      /* A chance outcome is no move of its own: it goes with the next. */
      if (i + 1 < n_actions && carc_state_get_decision (carc_game_state (self))->kind == CARC_DECISION_CHANCE)
        continue;
      carc_game_update_modified (self);
      carc_game_sync_properties (self);
      g_signal_emit (self, carc_game_signals[CHANGED], 0);
      carc_game_emit_events (self);
    }
  if (same == cursor && same == n_actions && setup != NULL)
    carc_game_sync_properties (self);
  return TRUE;
}
