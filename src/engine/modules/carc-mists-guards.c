/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The cooperative game's guards: a closed cemetery buries one, a castle
 * scores for them, and the hounds come beside one and chase ghosts. */
#include "carc-mists-private.h"

guint
carc_mists_n_open_cemeteries (Mists *m,
                              guint *last)
{
  guint n = 0;

  for (guint i = 0; i < m->cemeteries->len; i++)
    if (!g_array_index (m->cemeteries, Cemetery, i).closed)
      {
        n++;
        *last = i;
      }
  return n;
}

/* 1c: cemeteries whose neighbours are all there (4 orthogonal ones in
 * levels 2–4, all 8 of a haunted cemetery, face-down tiles included) must
 * bury a guard. */
void
carc_mists_close_cemeteries (CarcState *state,
                             Mists     *m)
{
  for (guint i = 0; i < m->cemeteries->len; i++)
    {
      Cemetery *c = &g_array_index (m->cemeteries, Cemetery, i);
      CarcPlacedTile ct;

      carc_state_get_tile (state, c->tile, &ct);
      if (!c->closed && (m->level <= 4 ? carc_mists_count_orthogonal (state, ct.x, ct.y) == 4
                                       : carc_mists_count_around (state, ct.x, ct.y) == 8))
        {
          c->closed = TRUE;
          g_array_append_val (m->to_bury, i);
        }
    }
}

static gint
find_figure (CarcState *state,
             gint       x,
             gint       y,
             guint      segment)
{
  gint tile = carc_state_tile_at (state, x, y);

  for (guint i = 0; tile >= 0 && i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      if ((gint) f.tile == tile && f.segment == segment)
        return i;
    }
  return -1;
}

/* One action per standing guard, answering with @choice. */
void
carc_mists_list_standing_guards (CarcState *state,
                                 guint      module,
                                 guint      choice,
                                 GArray    *actions)
{
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;
      CarcPlacedTile t;
      CarcAction a = { .kind = CARC_ACTION_MODULE, .module = module, .choice = choice };

      carc_state_get_figure (state, i, &f);
      carc_state_get_tile (state, f.tile, &t);
      a.x = t.x;
      a.y = t.y;
      a.segment = f.segment;
      g_array_append_val (actions, a);
    }
}

void
carc_mists_list_burials (CarcState *state,
                         guint      module,
                         GArray    *actions)
{
  guint colours = carc_setup_get_n_players (carc_state_get_setup (state));

  carc_mists_list_standing_guards (state, module, CARC_MISTS_BURY, actions);
  /* No standing guard: one from any supply. */
  if (actions->len == 0)
    for (guint c = 0; c < colours; c++)
      if (carc_state_get_supply (state, c, CARC_FIGURE_MEEPLE) > 0)
        {
          CarcAction a = { .kind = CARC_ACTION_MODULE, .module = module,
                           .choice = CARC_MISTS_BURY_FROM_SUPPLY, .value = c };

          g_array_append_val (actions, a);
        }
}

/* 2 points for every tile with mist among the castle's tile and its 8
 * neighbours.  A face-down tile shows no mist (rules.md 2.6); a castle
 * beside one never completes anyway, but its face is nobody's to read. */
guint
carc_mists_castle_points (CarcState *state,
                          guint32    feature)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  CarcPlacedTile castle;
  guint misty = 0;

  carc_state_feature_tiles (state, feature, tiles);
  carc_state_get_tile (state, g_array_index (tiles, guint, 0), &castle);
  for (gint j = -1; j <= 1; j++)
    for (gint i = -1; i <= 1; i++)
      {
        gint t = carc_state_tile_at (state, castle.x + i, castle.y + j);
        CarcPlacedTile tile;

        if (t >= 0 && carc_tile_type_has_kind (carc_mists_type_of (state, t, &tile), CARC_KIND ("mist"))
            && !tile.face_down)
          misty++;
      }
  return 2 * misty;
}

CarcError
carc_mists_apply_bury (CarcState        *state,
                       Mists            *m,
                       const CarcAction *action)
{
  Cemetery *c = &g_array_index (m->cemeteries, Cemetery, g_array_index (m->to_bury, guint, 0));

  if (action->choice == CARC_MISTS_BURY)
    {
      gint tile = carc_state_tile_at (state, action->x, action->y);
      gint found = find_figure (state, action->x, action->y, action->segment);

      if (found < 0)
        return CARC_ERROR_MODULE_RULE;
      for (guint h = 0; h < 2; h++)
        if (m->hound[h] == CARC_MISTS_HOUND_PLACED && (gint) m->hound_tile[h] == tile
            && m->hound_segment[h] == action->segment)
          m->hound[h] = CARC_MISTS_HOUND_GONE;
      carc_state_take_figure (state, found);
    }
  else if (action->choice == CARC_MISTS_BURY_FROM_SUPPLY)
    {
      guint colours = carc_setup_get_n_players (carc_state_get_setup (state));

      if (carc_state_get_n_figures (state) > 0 || action->value >= colours
          || carc_state_get_supply (state, action->value, CARC_FIGURE_MEEPLE) == 0)
        return CARC_ERROR_MODULE_RULE;
      carc_state_set_supply (state, action->value, CARC_FIGURE_MEEPLE,
                             carc_state_get_supply (state, action->value, CARC_FIGURE_MEEPLE) - 1);
    }
  else
    return CARC_ERROR_MODULE_RULE;

  c->buried++;
  /* Levels 2–4: the cemetery's ghosts go back to the bank. */
  if (m->level <= 4)
    {
      guint8 *g = carc_mists_ghosts_on (m, c->tile);

      m->bank += *g;
      *g = 0;
    }
  g_array_remove_index (m->to_bury, 0);
  if (m->to_bury->len == 0 && m->emerge_due)
    carc_mists_ghosts_emerge (state, m);
  return CARC_OK;
}

static guint
ghosts_on_board (Mists *m)
{
  guint n = 0;

  for (guint t = 0; t < m->ghosts->len; t++)
    n += g_array_index (m->ghosts, guint8, t);
  return n;
}

/* 3b: the score reached a hound's space: on to the next pile, and the
 * hound goes beside a standing guard (or is lost without one). */
void
carc_mists_check_hounds (CarcState *state,
                         Mists     *m)
{
  guint score = carc_mists_get_progress (state);

  if (m->hound_to_place >= 0 || m->hound_clearing >= 0)
    return;
  for (guint h = 0; h < 2; h++)
    if (m->hound[h] == CARC_MISTS_HOUND_WAITING && score >= m->hound_marks[h])
      {
        /* Left-over tiles go on top of the next pile: the draw simply goes
         * on into it. */
        m->pile = MIN (MAX (m->pile, h + 1), m->n_piles - 1);
        if (carc_state_get_n_figures (state) == 0)
          {
            m->hound[h] = CARC_MISTS_HOUND_GONE;
            continue;
          }
        m->hound_to_place = h;
        return;
      }
}

/* A hound beside a guard of @feature scores 1 per ghost on the board for
 * the guard's colour, then leaves; call before the feature's figures go. */
void
carc_mists_hounds_follow (CarcState *state,
                          Mists     *m,
                          guint32    feature)
{
  for (guint h = 0; h < 2; h++)
    {
      CarcPlacedTile t;
      CarcFigureInfo f;
      gint index;

      if (m->hound[h] != CARC_MISTS_HOUND_PLACED)
        continue;
      carc_state_get_tile (state, m->hound_tile[h], &t);
      index = find_figure (state, t.x, t.y, m->hound_segment[h]);
      if (index < 0)
        continue;
      carc_state_get_figure (state, index, &f);
      if (carc_state_find_feature (state, f.tile, f.segment) == feature)
        {
          carc_state_add_points (state, f.player, CARC_SCORE_OTHER, ghosts_on_board (m));
          m->hound[h] = CARC_MISTS_HOUND_GONE;
        }
    }
}

CarcError
carc_mists_apply_hound (CarcState        *state,
                        Mists            *m,
                        const CarcAction *action)
{
  if (m->hound_to_place >= 0)
    {
      guint h = m->hound_to_place;
      gint index;
      CarcFigureInfo f;

      if (action->choice != CARC_MISTS_HOUND_GUARD
          || (index = find_figure (state, action->x, action->y, action->segment)) < 0)
        return CARC_ERROR_MODULE_RULE;
      carc_state_get_figure (state, index, &f);
      m->hound[h] = CARC_MISTS_HOUND_PLACED;
      m->hound_tile[h] = f.tile;
      m->hound_segment[h] = f.segment;
      m->hound_to_place = -1;
      m->hound_clearing = h;
      m->hound_cleared = 0;
      return CARC_OK;
    }

  /* Clearing: up to 3 ghosts from each of up to 2 tiles near the guard. */
  if (action->choice == CARC_MISTS_HOUND_CLEAR)
    {
      guint h = m->hound_clearing;
      CarcPlacedTile guard;
      gint tile = carc_state_tile_at (state, action->x, action->y);
      guint8 *g;
      guint n;

      carc_state_get_tile (state, m->hound_tile[h], &guard);
      if (tile < 0 || ABS (action->x - guard.x) > 1 || ABS (action->y - guard.y) > 1
          || *(g = carc_mists_ghosts_on (m, tile)) == 0)
        return CARC_ERROR_MODULE_RULE;
      n = MIN (*g, 3);
      *g -= n;
      m->bank += n;
      if (++m->hound_cleared < 2)
        return CARC_OK;
    }
  else if (action->choice != CARC_MISTS_HOUND_DONE)
    return CARC_ERROR_MODULE_RULE;
  m->hound_clearing = -1;
  carc_mists_check_hounds (state, m);
  return CARC_OK;
}
