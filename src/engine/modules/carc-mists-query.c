/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What the cooperative game tells of a game in play: the level, the
 * team's score and progress, the bank, the ghosts, the piles, the hounds
 * and the cemeteries. */
#include "carc-mists-private.h"

/* The empty cells that keep the open cemeteries open: what the team must
 * still fill to close them (4 orthogonal neighbours, 8 when haunted). */
guint
carc_mists_count_cemetery_gaps (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);
  guint gaps = 0;

  for (guint i = 0; m != NULL && i < m->cemeteries->len; i++)
    {
      const Cemetery *c = &g_array_index (m->cemeteries, Cemetery, i);
      CarcPlacedTile ct;

      if (c->closed)
        continue;
      carc_state_get_tile (state, c->tile, &ct);
      gaps += m->level <= 4 ? 4 - carc_mists_count_orthogonal (state, ct.x, ct.y)
                            : 8 - carc_mists_count_around (state, ct.x, ct.y);
    }
  return gaps;
}

/* What the goal and the hounds are measured against: the team's score,
 * or in level 6 the lowest score of the colours in play. */
guint
carc_mists_get_progress (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);
  guint colours = carc_setup_get_n_players (carc_state_get_setup (state));
  guint lowest = G_MAXUINT;

  if (m == NULL || m->level < 6)
    return carc_mists_get_score (state);
  for (guint c = 0; c < colours; c++)
    lowest = MIN (lowest, carc_state_get_score (state, c));
  return lowest;
}

guint
carc_mists_get_score (CarcState *state)
{
  guint total = 0;

  for (guint c = 0; c < carc_setup_get_n_players (carc_state_get_setup (state)); c++)
    total += carc_state_get_score (state, c);
  return total;
}

guint
carc_mists_get_level (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);

  return m ? m->level : 0;
}

guint
carc_mists_get_bank (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);

  return m ? m->bank : 0;
}

guint
carc_mists_get_bank_size (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);

  return m ? m->bank_size : 0;
}

guint
carc_mists_get_ghosts (CarcState *state,
                       guint      tile)
{
  Mists *m = carc_mists_data_of (state);

  return m && tile < m->ghosts->len ? g_array_index (m->ghosts, guint8, tile) : 0;
}

guint
carc_mists_get_goal (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);

  return m ? m->goal : 0;
}

/* The feature waiting for the team's choice, or -1. */
gint32
carc_mists_get_pending (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);

  return m && m->pending->len > 0 ? (gint32) g_array_index (m->pending, guint32, 0) : -1;
}

/* Guards buried in the cemetery on @tile. */
guint
carc_mists_get_buried (CarcState *state,
                       guint      tile)
{
  Mists *m = carc_mists_data_of (state);

  for (guint i = 0; m != NULL && i < m->cemeteries->len; i++)
    if (g_array_index (m->cemeteries, Cemetery, i).tile == tile)
      return g_array_index (m->cemeteries, Cemetery, i).buried;
  return 0;
}

guint
carc_mists_get_pile (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);

  return m ? m->pile : 0;
}

/* Tiles left to draw in the current pile. */
guint
carc_mists_get_pile_left (CarcState *state)
{
  Mists *m = carc_mists_data_of (state);
  guint remaining, total, drawn, limit;

  carc_state_get_remaining (state, &remaining);
  if (m == NULL || m->n_piles == 1)
    return remaining;
  carc_setup_get_order (carc_state_get_setup (state), &total);
  drawn = total - remaining;
  limit = (m->pile + 1) * PILE_SIZE;
  return limit > drawn ? MIN (remaining, limit - drawn) : 0;
}

CarcMistsHoundState
carc_mists_get_hound (CarcState *state,
                      guint      hound,
                      guint     *threshold,
                      gint      *tile)
{
  Mists *m = carc_mists_data_of (state);

  g_return_val_if_fail (m != NULL && hound < 2, CARC_MISTS_HOUND_GONE);
  if (threshold != NULL)
    *threshold = m->hound_marks[hound];
  if (tile != NULL)
    *tile = m->hound[hound] == CARC_MISTS_HOUND_PLACED ? (gint) m->hound_tile[hound] : -1;
  return m->hound[hound];
}
