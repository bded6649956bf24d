/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcGame's files: a game opened from a save, its bytes for the
 * autosave, saved by the player, and the file it was saved to. */
#include "carc-game-internal.h"
#include "carc-colour-name.h"
#include "carc-save.h"

#include <string.h>

/* A module's chance decision (a die) is never anyone's to answer: its
 * outcome is thrown at once, or replayed from the log when the moves
 * after it are kept, so undo and redo never throw it again. */
void
carc_game_settle_chance (CarcGame *self)
{
  while (carc_state_get_decision (carc_history_get_state (self->history))->kind == CARC_DECISION_CHANCE)
    {
      g_autoptr(GArray) thrown = g_array_new (FALSE, FALSE, sizeof (CarcAction));

      if (carc_history_redo (self->history))
        continue;
      carc_state_list_actions (carc_history_get_state (self->history), thrown);
      if (thrown->len == 0 || carc_history_apply (self->history, &g_array_index (thrown, CarcAction, 0)) != CARC_OK)
        break;
    }
}

/**
 * carc_game_new_from_file:
 *
 * Opens a saved game.  Nothing but the new game is touched; on failure the
 * error says what is wrong and where.
 */
CarcGame *
carc_game_new_from_file (GFile   *file,
                         GError **error)
{
  g_autoptr(CarcSavedGame) saved = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, error);
  CarcHistory *history;
  CarcGame *self;

  if (saved == NULL || (history = carc_saved_game_to_history (saved, error)) == NULL)
    return NULL;
  self = g_object_new (CARC_TYPE_GAME, NULL);
  self->history = history;
  for (guint i = 0; i < saved->n_players; i++)
    {
      g_autoptr(CarcPlayer) player = carc_player_new (i, saved->players[i].name, saved->players[i].colour);
      CarcAiLevel level;

      if (g_strcmp0 (saved->players[i].kind, "computer") == 0
          && carc_ai_level_from_string (saved->players[i].level, &level))
        carc_player_set_computer (player, level);
      g_list_store_append (self->players, player);
    }
  carc_game_watch_seats (self);
  self->file = g_object_ref (file);
  carc_game_settle_chance (self);
  self->saved_cursor = carc_history_get_cursor (history);
  carc_game_sync_properties (self);
  return self;
}

/* The game as a save records it, with its players' names and colours. */
static CarcSavedGame *
to_saved_game (CarcGame *self)
{
  const char *names[CARC_MAX_PLAYERS + 1] = { NULL };
  const char *colours[CARC_MAX_PLAYERS + 1] = { NULL };
  guint n = MIN (carc_game_get_n_players (self), CARC_MAX_PLAYERS);
  CarcSavedGame *saved;

  for (guint i = 0; i < n; i++)
    {
      colours[i] = carc_player_get_colour (carc_game_get_player (self, i));
      names[i] = carc_colour_name_stored (colours[i], carc_player_get_name (carc_game_get_player (self, i)));
    }
  saved = carc_saved_game_new (self->history, names, colours);
  for (guint i = 0; i < n; i++)
    {
      gint level = carc_player_get_computer (carc_game_get_player (self, i));

      if (level == CARC_PLAYER_PERSON)
        continue;
      g_free (saved->players[i].kind);
      g_free (saved->players[i].level);
      saved->players[i].kind = g_strdup ("computer");
      saved->players[i].level = g_strdup (carc_ai_level_to_string (level));
    }
  return saved;
}

/* The game's save file as bytes, made on the calling thread, for a
 * CarcFileWriter to write in a worker while the game goes on: what
 * carc_game_save() writes. */
GBytes *
carc_game_serialize (CarcGame *self)
{
  g_autoptr(CarcSavedGame) saved = NULL;
  gsize length;
  char *xml;

  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  saved = to_saved_game (self);
  xml = carc_save_to_xml (saved, &length);
  return g_bytes_new_take (xml, length);
}

/* Writes the game to @file atomically.  With @as_document the game now
 * belongs to that file (Save, Save As); without it (the autosave) only a
 * copy is written. */
gboolean
carc_game_save (CarcGame  *self,
                GFile     *file,
                gboolean   as_document,
                GError   **error)
{
  g_autoptr(CarcSavedGame) saved = NULL;

  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  saved = to_saved_game (self);
  if (!carc_save_write_file (saved, file, error))
    return FALSE;
  if (as_document)
    {
      if (self->file == NULL || !g_file_equal (self->file, file))
        {
          g_set_object (&self->file, file);
          g_object_notify_by_pspec (G_OBJECT (self), carc_game_properties[PROP_FILE]);
        }
      self->saved_cursor = carc_history_get_cursor (self->history);
      carc_game_update_modified (self);
    }
  return TRUE;
}

/* The game no longer belongs to the file it was read from: a copy kept
 * by the program (the autosave, a level in play), not the player's
 * document.  Save then asks for a name. */
void
carc_game_forget_file (CarcGame *self)
{
  g_return_if_fail (CARC_IS_GAME (self));

  self->saved_cursor = G_MAXUINT;
  carc_game_update_modified (self);
  if (self->file != NULL)
    {
      g_clear_object (&self->file);
      g_object_notify_by_pspec (G_OBJECT (self), carc_game_properties[PROP_FILE]);
    }
}

GFile *
carc_game_get_file (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return self->file;
}
