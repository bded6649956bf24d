/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A game's save file as bytes, without writing it: what carc_game_save()
 * would write, made on the calling thread so that a CarcFileWriter can
 * write it in a worker while the game goes on. */
#include "config.h"

#include "carc-game-private.h"
#include "carc-game-serialize.h"
#include "carc-save.h"

/* The save of @game (format 2, as carc_game_save() writes it). */
GBytes *
carc_game_serialize (CarcGame *game)
{
  const char *names[CARC_MAX_PLAYERS + 1] = { NULL };
  const char *colours[CARC_MAX_PLAYERS + 1] = { NULL };
  g_autoptr(CarcSavedGame) saved = NULL;
  guint n;
  gsize length;
  char *xml;

  g_return_val_if_fail (CARC_IS_GAME (game), NULL);

  n = MIN (carc_game_get_n_players (game), CARC_MAX_PLAYERS);
  for (guint i = 0; i < n; i++)
    {
      CarcPlayer *player = carc_game_get_player (game, i);

      names[i] = carc_player_get_name (player);
      colours[i] = carc_player_get_colour (player);
    }
  saved = carc_saved_game_new (carc_game_peek_history (game), names, colours);
  xml = carc_save_to_xml (saved, &length);
  return g_bytes_new_take (xml, length);
}
