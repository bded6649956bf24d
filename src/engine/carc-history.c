/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-history.h"

/* Whose turn, and which, a logged action belongs to. */
typedef struct
{
  guint turn;
  guint player;
} TurnMark;

struct _CarcHistory
{
  CarcSetup *setup;
  CarcState *state;
  GArray    *log;       /* CarcAction */
  GArray    *turns;     /* TurnMark: the turn each logged action belongs to */
  guint      cursor;
};

CarcHistory *
carc_history_new (CarcSetup *setup)
{
  CarcHistory *self = g_new0 (CarcHistory, 1);

  self->setup = carc_setup_ref (setup);
  self->state = carc_state_new (setup);
  self->log = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  self->turns = g_array_new (FALSE, FALSE, sizeof (TurnMark));
  return self;
}

void
carc_history_free (CarcHistory *self)
{
  if (self == NULL)
    return;
  carc_state_free (self->state);
  g_array_unref (self->log);
  g_array_unref (self->turns);
  carc_setup_unref (self->setup);
  g_free (self);
}

CarcSetup *
carc_history_get_setup (const CarcHistory *self)
{
  return self->setup;
}

CarcState *
carc_history_get_state (const CarcHistory *self)
{
  return self->state;
}

guint
carc_history_get_length (const CarcHistory *self)
{
  return self->log->len;
}

guint
carc_history_get_cursor (const CarcHistory *self)
{
  return self->cursor;
}

const CarcAction *
carc_history_get_action (const CarcHistory *self,
                         guint              index)
{
  g_return_val_if_fail (index < self->log->len, NULL);
  return &g_array_index (self->log, CarcAction, index);
}

gboolean
carc_history_can_undo (const CarcHistory *self)
{
  return self->cursor > 0;
}

gboolean
carc_history_can_redo (const CarcHistory *self)
{
  return self->cursor < self->log->len;
}

CarcError
carc_history_apply (CarcHistory      *self,
                    const CarcAction *action)
{
  CarcAction normal = carc_action_normalize (action);
  TurnMark turn = { carc_state_get_turn (self->state), carc_state_get_player (self->state) };
  CarcError error = carc_state_apply (self->state, &normal);

  if (error != CARC_OK)
    return error;
  g_array_set_size (self->log, self->cursor);
  g_array_set_size (self->turns, self->cursor);
  g_array_append_val (self->log, normal);
  g_array_append_val (self->turns, turn);
  self->cursor++;
  return CARC_OK;
}

/* Rebuilds the state from the setup and the first @cursor actions.  The
 * logged actions were legal when they were made, so replay cannot fail
 * unless the log was tampered with; then nothing changes. */
CarcError
carc_history_seek (CarcHistory *self,
                   guint        cursor)
{
  CarcState *state;

  g_return_val_if_fail (cursor <= self->log->len, CARC_ERROR_WRONG_DECISION);

  if (cursor >= self->cursor)
    {
      /* Forward on a copy, applied (a module may take a figure the core's
       * check alone refuses), kept only when every step succeeds. */
      state = cursor > self->cursor ? carc_state_copy (self->state) : NULL;
      for (guint i = self->cursor; i < cursor; i++)
        {
          CarcError error = carc_state_apply (state, &g_array_index (self->log, CarcAction, i));

          if (error != CARC_OK)
            {
              carc_state_free (state);
              return error;
            }
        }
      if (state != NULL)
        {
          carc_state_free (self->state);
          self->state = state;
          self->cursor = cursor;
        }
      return CARC_OK;
    }

  state = carc_state_new (self->setup);
  for (guint i = 0; i < cursor; i++)
    {
      CarcError error = carc_state_apply (state, &g_array_index (self->log, CarcAction, i));

      if (error != CARC_OK)
        {
          carc_state_free (state);
          return error;
        }
    }
  carc_state_free (self->state);
  self->state = state;
  self->cursor = cursor;
  return CARC_OK;
}

gboolean
carc_history_undo (CarcHistory *self)
{
  return self->cursor > 0 && carc_history_seek (self, self->cursor - 1) == CARC_OK;
}

gboolean
carc_history_redo (CarcHistory *self)
{
  return self->cursor < self->log->len && carc_history_seek (self, self->cursor + 1) == CARC_OK;
}

/* The turn the logged action @index belongs to, as the engine counted
 * it when the action was made: turn boundaries are the engine's, never
 * guessed from the kinds of action (an extra turn, a turn that starts
 * with a module's question). */
guint
carc_history_get_turn_of (const CarcHistory *self,
                          guint              index)
{
  g_return_val_if_fail (index < self->turns->len, 0);
  return g_array_index (self->turns, TurnMark, index).turn;
}

/* Whose turn that was. */
guint
carc_history_get_player_of (const CarcHistory *self,
                            guint              index)
{
  g_return_val_if_fail (index < self->turns->len, 0);
  return g_array_index (self->turns, TurnMark, index).player;
}

/* Back to the start of the current turn, or of the previous one when the
 * current turn has no step yet. */
gboolean
carc_history_undo_turn (CarcHistory *self)
{
  guint target, turn;

  if (self->cursor == 0)
    return FALSE;
  target = self->cursor - 1;
  turn = g_array_index (self->turns, TurnMark, target).turn;
  while (target > 0 && g_array_index (self->turns, TurnMark, target - 1).turn == turn)
    target--;
  return carc_history_seek (self, target) == CARC_OK;
}

/* Forward to the start of the next turn (or the end of the log). */
gboolean
carc_history_redo_turn (CarcHistory *self)
{
  guint target, turn;

  if (self->cursor >= self->log->len)
    return FALSE;
  turn = g_array_index (self->turns, TurnMark, self->cursor).turn;
  target = self->cursor + 1;
  while (target < self->log->len && g_array_index (self->turns, TurnMark, target).turn == turn)
    target++;
  return carc_history_seek (self, target) == CARC_OK;
}

/* Replaces the log by @actions and replays up to @cursor, checking every
 * action, including those after the cursor (the redo tail).  On failure
 * the history is unchanged and @failed_index names the bad action. */
CarcError
carc_history_load (CarcHistory      *self,
                   const CarcAction *actions,
                   guint             n_actions,
                   guint             cursor,
                   guint            *failed_index)
{
  g_autoptr(GArray) turns = g_array_sized_new (FALSE, FALSE, sizeof (TurnMark), n_actions);
  CarcState *state;
  CarcState *at_cursor = NULL;

  if (cursor > n_actions)
    {
      if (failed_index != NULL)
        *failed_index = n_actions;
      return CARC_ERROR_WRONG_DECISION;
    }

  /* One replay of the whole log, the redo tail included, keeping a copy
   * of the state at the cursor. */
  state = carc_state_new (self->setup);
  for (guint i = 0; i < n_actions; i++)
    {
      TurnMark turn = { carc_state_get_turn (state), carc_state_get_player (state) };
      CarcError error;

      if (i == cursor)
        at_cursor = carc_state_copy (state);
      error = carc_state_apply (state, &actions[i]);
      if (error != CARC_OK)
        {
          if (failed_index != NULL)
            *failed_index = i;
          if (at_cursor != NULL)
            carc_state_free (at_cursor);
          carc_state_free (state);
          return error;
        }
      g_array_append_val (turns, turn);
    }
  if (at_cursor == NULL)
    at_cursor = state;
  else
    carc_state_free (state);

  carc_state_free (self->state);
  self->state = at_cursor;
  g_array_set_size (self->log, 0);
  for (guint i = 0; i < n_actions; i++)
    {
      CarcAction normal = carc_action_normalize (&actions[i]);

      g_array_append_val (self->log, normal);
    }
  g_array_unref (self->turns);
  self->turns = g_steal_pointer (&turns);
  self->cursor = cursor;
  return CARC_OK;
}
