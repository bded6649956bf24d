/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mists over Carcassonne, the cooperative game (rules.md §2), as a rules
 * module.  Mist areas are features of the core (their segments join
 * through half-edges like fields and close when no half is open), so this
 * module only keeps what the core does not know: the ghosts on each tile,
 * the bank, the level's goal, and the completed features waiting for the
 * team's choice.
 *
 * The turn, in the order of rules.md §2.4:
 *   tile_placed       1b close mist (its ghosts go back to the bank)
 *                     2a ghosts emerge on the new tile's open mist, one
 *                        fewer when it extends mist; an empty bank loses
 *   (core)            2b place a guard, then completed features:
 *   feature_completed    queued instead of scored
 *   pending_decision  3a for each queued feature: score it, or remove up to
 *   apply                3 ghosts from one tile; the goal wins at once
 *   final_scoring     the pile is empty: the level is lost.
 *
 * Castles, cemeteries, hounds, the three piles, haunted cemeteries and the
 * per-colour score of the later levels build on this. */
#include "carc-mists-private.h"
#include "carc-mists-team.h"
#include "carc-rng.h"

#include <stdlib.h>
#include <string.h>

guint8 *
carc_mists_ghosts_on (Mists *m,
                      guint  tile)
{
  if (tile >= m->ghosts->len)
    g_array_set_size (m->ghosts, tile + 1);
  return &g_array_index (m->ghosts, guint8, tile);
}

Mists *
carc_mists_data_of (CarcState *state)
{
  return carc_state_get_module_data (state, CARC_MISTS_MODULE);
}

static gpointer
mists_create (CarcState *state)
{
  Mists *m = g_new0 (Mists, 1);
  CarcSetup *setup = carc_state_get_setup (state);
  guint colours = carc_setup_get_n_players (setup);

  if (!carc_mists_setup_get_level (setup, &m->level, &m->people))
    {
      m->level = 1;
      m->people = CLAMP (colours, 1, CARC_MISTS_MAX_PEOPLE);
    }
  m->bank_size = bank_sizes[m->level - 1];
  m->bank = m->bank_size;
  m->goal = goals[m->level - 1];
  m->hound_marks[0] = hound_thresholds[m->level - 1][0];
  m->hound_marks[1] = hound_thresholds[m->level - 1][1];
  m->house_marks = carc_mists_setup_get_house_marks (setup);
  if (m->house_marks)
    carc_mists_house_marks (colours, &m->goal, m->hound_marks);
  m->ghosts = g_array_new (FALSE, TRUE, sizeof (guint8));
  m->pending = g_array_new (FALSE, FALSE, sizeof (guint32));
  m->cemeteries = g_array_new (FALSE, FALSE, sizeof (Cemetery));
  m->n_piles = m->level >= 3 ? 3 : 1;
  m->hound_to_place = -1;
  m->hound_clearing = -1;
  for (guint h = 0; h < 2; h++)
    m->hound[h] = m->level >= 3 ? CARC_MISTS_HOUND_WAITING : CARC_MISTS_HOUND_GONE;
  m->to_bury = g_array_new (FALSE, FALSE, sizeof (guint));

  /* Guards: 5 of one colour each with 3–5 players; alone or with two,
   * 3 in each of 4 colours (rules.md §2.2). */
  for (guint c = 0; c < colours; c++)
    carc_state_set_supply (state, c, CARC_FIGURE_MEEPLE, carc_mists_count_guards (m->level, m->people));
  return m;
}

static void
mists_destroy (gpointer data)
{
  Mists *m = data;

  g_array_unref (m->ghosts);
  g_array_unref (m->pending);
  g_array_unref (m->cemeteries);
  g_array_unref (m->to_bury);
  g_free (m);
}

static gpointer
mists_copy (gconstpointer data)
{
  const Mists *m = data;
  Mists *copy = g_memdup2 (m, sizeof *m);

  copy->ghosts = g_array_copy (m->ghosts);
  copy->pending = g_array_copy (m->pending);
  copy->cemeteries = g_array_copy (m->cemeteries);
  copy->to_bury = g_array_copy (m->to_bury);
  return copy;
}

/* Removes every ghost standing on the tiles of the mist area @feature. */
static void
clear_area (CarcState *state,
            Mists     *m,
            guint32    feature)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (guint));

  carc_state_feature_tiles (state, feature, tiles);
  for (guint i = 0; i < tiles->len; i++)
    {
      guint8 *g = carc_mists_ghosts_on (m, g_array_index (tiles, guint, i));

      m->bank += *g;
      *g = 0;
    }
}

const CarcTileType *
carc_mists_type_of (CarcState      *state,
                    guint           placed,
                    CarcPlacedTile *tile)
{
  carc_state_get_tile (state, placed, tile);
  return carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)), tile->type);
}

/* Puts @n ghosts from the bank on @tile; an empty bank loses the level. */
static gboolean
put_ghosts (CarcState *state,
            Mists     *m,
            guint      tile,
            guint      n)
{
  if (n > m->bank)
    {
      m->bank = 0;
      carc_state_end (state, CARC_OUTCOME_LOST_NO_GHOSTS);
      return FALSE;
    }
  *carc_mists_ghosts_on (m, tile) += n;
  m->bank -= n;
  return TRUE;
}

/* 2a: ghosts emerge on the new tile's open mist, one fewer when it extends
 * mist; from level 2 an open cemetery then gets one more. */
void
carc_mists_ghosts_emerge (CarcState *state,
                          Mists     *m)
{
  CarcPlacedTile tile;
  const CarcTileType *type = carc_mists_type_of (state, m->new_tile, &tile);
  guint symbols = 0, n, which = 0;
  gboolean joined = FALSE;

  m->emerge_due = FALSE;
  for (guint s = 0; s < type->n_segments; s++)
    {
      CarcFeatureInfo info;

      if (type->segments[s].kind != CARC_KIND ("mist"))
        continue;
      carc_state_feature_info (state, carc_state_find_feature (state, m->new_tile, s), &info);
      joined |= info.tiles > 1;
      if (info.open > 0)
        symbols += type->segments[s].count;
    }
  n = symbols > 0 && joined ? symbols - 1 : symbols;
  if (!put_ghosts (state, m, m->new_tile, n))
    return;

  /* Levels 5–6: a new haunted cemetery puts a ghost on every misty tile
   * around it. */
  if (m->level >= 5 && carc_tile_type_has_kind (type, CARC_KIND ("cemetery")))
    for (gint j = -1; j <= 1; j++)
      for (gint i = -1; i <= 1; i++)
        {
          gint t = carc_state_tile_at (state, tile.x + i, tile.y + j);
          CarcPlacedTile nt;

          if ((i != 0 || j != 0) && t >= 0 && carc_tile_type_has_kind (carc_mists_type_of (state, t, &nt), CARC_KIND ("mist"))
              && !nt.face_down && !put_ghosts (state, m, t, 1))
            return;
        }

  if (n > 0 && m->level >= 2 && m->level <= 4)
    {
      guint open = carc_mists_n_open_cemeteries (m, &which);

      if (open == 1)
        put_ghosts (state, m, g_array_index (m->cemeteries, Cemetery, which).tile, 1);
      else if (open > 1)
        m->cemetery_ghost_due = TRUE;
    }
}

guint
carc_mists_count_around (CarcState *state,
                         gint       x,
                         gint       y)
{
  guint n = 0;

  for (gint j = -1; j <= 1; j++)
    for (gint i = -1; i <= 1; i++)
      n += (i != 0 || j != 0) && carc_state_tile_at (state, x + i, y + j) >= 0;
  return n;
}

guint
carc_mists_count_orthogonal (CarcState *state,
                             gint       x,
                             gint       y)
{
  guint n = 0;

  for (guint d = 0; d < 4; d++)
    n += carc_state_tile_at (state, x + CARC_DX (d), y + CARC_DY (d)) >= 0;
  return n;
}

/* 1b close mist, 1c find the cemeteries this tile closes, then 2a unless
 * burials must be decided first. */
static void
mists_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      placed)
{
  Mists *m = data;
  CarcPlacedTile tile;
  const CarcTileType *type = carc_mists_type_of (state, placed, &tile);

  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == CARC_KIND ("mist"))
      {
        CarcFeatureInfo info;
        guint32 feature = carc_state_find_feature (state, placed, s);

        carc_state_feature_info (state, feature, &info);
        if (info.open == 0)
          clear_area (state, m, feature);
      }

  if (m->level >= 2 && carc_tile_type_has_kind (type, CARC_KIND ("cemetery")))
    {
      Cemetery c = { placed, FALSE, 0 };

      g_array_append_val (m->cemeteries, c);
    }
  carc_mists_close_cemeteries (state, m);

  m->new_tile = placed;
  m->emerge_due = TRUE;
  if (m->to_bury->len == 0)
    carc_mists_ghosts_emerge (state, m);
}

/* At setup, ghosts from the bank stand on the start board's symbols. */
static void
mists_setup_done (CarcState *state,
                  gpointer   data)
{
  Mists *m = data;
  CarcTileSet *tiles = carc_setup_get_tile_set (carc_state_get_setup (state));

  for (guint t = 0; t < carc_state_get_n_tiles (state); t++)
    {
      CarcPlacedTile tile;
      const CarcTileType *type;

      carc_state_get_tile (state, t, &tile);
      type = carc_tile_set_get_type (tiles, tile.type);
      for (guint s = 0; s < type->n_segments; s++)
        if (type->segments[s].kind == CARC_KIND ("mist"))
          {
            guint n = MIN (type->segments[s].count, m->bank);

            *carc_mists_ghosts_on (m, t) += n;
            m->bank -= n;
          }
    }
}

static gboolean
mists_feature_completed (CarcState *state,
                         gpointer   data,
                         guint32    feature)
{
  Mists *m = data;

  g_array_append_val (m->pending, feature);
  return TRUE;
}

/* Empty cells around open cemeteries that touch the board by an edge. */
static void
face_down_cells (CarcState *state,
                 Mists     *m,
                 guint      module,
                 GArray    *actions)
{

  for (guint c = 0; c < m->cemeteries->len; c++)
    {
      const Cemetery *cem = &g_array_index (m->cemeteries, Cemetery, c);
      CarcPlacedTile ct;

      if (cem->closed)
        continue;
      carc_state_get_tile (state, cem->tile, &ct);
      for (gint j = -1; j <= 1; j++)
        for (gint i = -1; i <= 1; i++)
          {
            gint x = ct.x + i, y = ct.y + j;
            gboolean touches = FALSE, listed = FALSE;

            if (carc_state_tile_at (state, x, y) >= 0)
              continue;
            for (guint d = 0; d < 4; d++)
              touches |= carc_state_tile_at (state, x + CARC_DX (d), y + CARC_DY (d)) >= 0;
            for (guint k = 0; k < actions->len; k++)
              listed |= g_array_index (actions, CarcAction, k).x == x && g_array_index (actions, CarcAction, k).y == y;
            if (touches && !listed)
              {
                CarcAction a = { .kind = CARC_ACTION_MODULE, .module = module, .choice = CARC_MISTS_FACE_DOWN,
                                 .x = x, .y = y };

                g_array_append_val (actions, a);
              }
          }
    }
}

static void
mists_turn_scored (CarcState *state,
                   gpointer   data)
{
  Mists *m = data;

  m->face_down_due = m->level >= 5;
}

/* Whether a guard stands on @feature: only then does scoring it give
 * points.  Games of formats 1 and 2 offered it anyway. */
static gboolean
may_score (CarcState *state,
           guint32    feature)
{
  CarcFeatureInfo info;

  if (carc_setup_get_variants (carc_state_get_setup (state)) & CARC_VARIANT_AS_FORMAT_2)
    return TRUE;
  carc_state_feature_info (state, feature, &info);
  return info.winners != 0;
}

static gboolean
any_ghosts (Mists *m)
{
  for (guint t = 0; t < m->ghosts->len; t++)
    if (g_array_index (m->ghosts, guint8, t) > 0)
      return TRUE;
  return FALSE;
}

/* Whether a completed feature waits to be evaluated: one with no guard
 * and no ghost left on the board to remove has nothing to choose, and
 * goes unasked (rules decision 75). */
static gboolean
evaluation_due (CarcState *state,
                Mists     *m)
{
  while (m->pending->len > 0 && !may_score (state, g_array_index (m->pending, guint32, 0)) && !any_ghosts (m))
    g_array_remove_index (m->pending, 0);
  return m->pending->len > 0;
}

static gboolean
mists_pending_decision (CarcState    *state,
                        gpointer      data,
                        CarcDecision *decision)
{
  Mists *m = data;

  if (m->to_bury->len > 0)
    decision->choice_kind = CARC_MISTS_ASK_BURY;
  else if (m->cemetery_ghost_due)
    decision->choice_kind = CARC_MISTS_ASK_CEMETERY_GHOST;
  else if (m->hound_to_place >= 0)
    decision->choice_kind = CARC_MISTS_ASK_HOUND_GUARD;
  else if (m->hound_clearing >= 0)
    decision->choice_kind = CARC_MISTS_ASK_HOUND_CLEAR;
  else if (evaluation_due (state, m))
    decision->choice_kind = CARC_MISTS_ASK_EVALUATE;
  else if (m->face_down_due)
    {
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CarcAction));

      face_down_cells (state, m, 0, cells);
      if (cells->len == 0)
        {
          m->face_down_due = FALSE;
          return FALSE;
        }
      decision->choice_kind = CARC_MISTS_ASK_FACE_DOWN;
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
mists_segment_playable (CarcState         *state,
                        gpointer           data,
                        const CarcSegment *segment)
{
  Mists *m = data;

  return m->level >= 2 && segment->kind == CARC_KIND ("castle");
}

static void
mists_list_actions (CarcState *state,
                    gpointer   data,
                    GArray    *actions)
{
  Mists *m = data;
  const CarcDecision *d = carc_state_get_decision (state);
  CarcAction score = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MISTS_SCORE };

  if (d->choice_kind == CARC_MISTS_ASK_BURY)
    {
      carc_mists_list_burials (state, d->module, actions);
      return;
    }
  if (d->choice_kind == CARC_MISTS_ASK_FACE_DOWN)
    {
      face_down_cells (state, m, d->module, actions);
      return;
    }
  if (d->choice_kind == CARC_MISTS_ASK_HOUND_GUARD)
    {
      carc_mists_list_standing_guards (state, d->module, CARC_MISTS_HOUND_GUARD, actions);
      return;
    }
  if (d->choice_kind == CARC_MISTS_ASK_HOUND_CLEAR)
    {
      CarcAction done = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MISTS_HOUND_DONE };
      guint h = m->hound_clearing;
      CarcPlacedTile guard;

      carc_state_get_tile (state, m->hound_tile[h], &guard);
      for (gint j = -1; j <= 1; j++)
        for (gint i = -1; i <= 1; i++)
          {
            gint t = carc_state_tile_at (state, guard.x + i, guard.y + j);

            if (t >= 0 && carc_mists_get_ghosts (state, t) > 0)
              {
                CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module,
                                 .choice = CARC_MISTS_HOUND_CLEAR, .x = guard.x + i, .y = guard.y + j };

                g_array_append_val (actions, a);
              }
          }
      g_array_append_val (actions, done);
      return;
    }
  if (d->choice_kind == CARC_MISTS_ASK_CEMETERY_GHOST)
    {
      for (guint i = 0; i < m->cemeteries->len; i++)
        if (!g_array_index (m->cemeteries, Cemetery, i).closed)
          {
            CarcPlacedTile t;
            CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module,
                             .choice = CARC_MISTS_CEMETERY_GHOST };

            carc_state_get_tile (state, g_array_index (m->cemeteries, Cemetery, i).tile, &t);
            a.x = t.x;
            a.y = t.y;
            g_array_append_val (actions, a);
          }
      return;
    }

  if (m->pending->len > 0 && may_score (state, g_array_index (m->pending, guint32, 0)))
    g_array_append_val (actions, score);
  for (guint t = 0; t < m->ghosts->len; t++)
    if (g_array_index (m->ghosts, guint8, t) > 0)
      {
        CarcPlacedTile tile;
        CarcAction remove = { .kind = CARC_ACTION_MODULE, .module = d->module,
                              .choice = CARC_MISTS_REMOVE_GHOSTS };

        carc_state_get_tile (state, t, &tile);
        remove.x = tile.x;
        remove.y = tile.y;
        g_array_append_val (actions, remove);
      }
}

static CarcError
mists_apply (CarcState        *state,
             gpointer          data,
             const CarcAction *action)
{
  Mists *m = data;
  guint32 feature;

  if (m->to_bury->len > 0)
    return carc_mists_apply_bury (state, m, action);
  if (m->hound_to_place >= 0 || m->hound_clearing >= 0)
    return carc_mists_apply_hound (state, m, action);
  if (m->cemetery_ghost_due)
    {
      gint tile = carc_state_tile_at (state, action->x, action->y);

      for (guint i = 0; tile >= 0 && i < m->cemeteries->len; i++)
        {
          Cemetery *c = &g_array_index (m->cemeteries, Cemetery, i);

          if ((gint) c->tile == tile && !c->closed && action->choice == CARC_MISTS_CEMETERY_GHOST)
            {
              m->cemetery_ghost_due = FALSE;
              put_ghosts (state, m, c->tile, 1);
              return CARC_OK;
            }
        }
      return CARC_ERROR_MODULE_RULE;
    }
  if (m->pending->len == 0 && m->face_down_due)
    {
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CarcAction));
      gboolean allowed = FALSE;

      face_down_cells (state, m, 0, cells);
      for (guint k = 0; k < cells->len; k++)
        allowed |= g_array_index (cells, CarcAction, k).x == action->x && g_array_index (cells, CarcAction, k).y == action->y;
      if (action->choice != CARC_MISTS_FACE_DOWN || !allowed)
        return CARC_ERROR_MODULE_RULE;
      m->face_down_due = FALSE;
      if (carc_state_place_face_down (state, action->x, action->y) != CARC_OK)
        {
          /* The pile is empty: no tile to draw. */
          carc_state_end (state, CARC_OUTCOME_LOST_NO_TILES);
          return CARC_OK;
        }
      carc_mists_close_cemeteries (state, m);
      return CARC_OK;
    }
  if (m->pending->len == 0)
    return CARC_ERROR_WRONG_DECISION;
  feature = g_array_index (m->pending, guint32, 0);

  switch (action->choice)
    {
    case CARC_MISTS_SCORE:
      {
        CarcFeatureInfo info;

        carc_mists_hounds_follow (state, m, feature);
        carc_state_feature_info (state, feature, &info);
        carc_state_score_feature (state, feature,
                                  info.kind == CARC_KIND ("castle") ? (gint) carc_mists_castle_points (state, feature) : -1);
      }
      break;
    case CARC_MISTS_REMOVE_GHOSTS:
      {
        gint tile = carc_state_tile_at (state, action->x, action->y);
        guint8 *g;
        guint n;

        if (tile < 0 || *(g = carc_mists_ghosts_on (m, tile)) == 0)
          return CARC_ERROR_MODULE_RULE;
        n = MIN (*g, 3);
        *g -= n;
        m->bank += n;
        carc_mists_hounds_follow (state, m, feature);
        carc_state_return_figures (state, feature);
      }
      break;
    default:
      return CARC_ERROR_MODULE_RULE;
    }
  g_array_remove_index (m->pending, 0);
  if (carc_mists_get_progress (state) >= m->goal)
    carc_state_end (state, CARC_OUTCOME_WON);
  else
    carc_mists_check_hounds (state, m);
  return CARC_OK;
}

static void
mists_final_scoring (CarcState *state,
                     gpointer   data)
{
  /* No tile could be drawn and the goal is not reached. */
  carc_state_end (state, CARC_OUTCOME_LOST_NO_TILES);
}

/* Alone, any of the 4 colours each turn; two players take turns, each
 * with his 2 colours. */
static guint
mists_figure_colours (CarcState *state,
                      gpointer   data)
{
  Mists *m = data;

  if (m->people == 1)
    return 0xf;
  if (m->people == 2)
    return 0x3u << (2 * ((carc_state_get_turn (state) - 1) % 2));
  return 0;
}

static guint
mists_draw_limit (CarcState *state,
                  gpointer   data)
{
  Mists *m = data;

  return m->n_piles == 1 ? G_MAXUINT : (m->pile + 1) * PILE_SIZE;
}

static void
mists_dump (CarcState *state,
            gpointer   data,
            GString   *out)
{
  Mists *m = data;

  g_string_append_printf (out, "mists level %u people %u bank %u/%u pile %u due %d%d%d%d\n", m->level,
                          m->people, m->bank, m->bank_size, m->pile, m->emerge_due,
                          m->cemetery_ghost_due, m->face_down_due, m->new_tile);
  for (guint t = 0; t < m->ghosts->len; t++)
    if (g_array_index (m->ghosts, guint8, t) > 0)
      g_string_append_printf (out, "ghosts tile %u: %u\n", t, g_array_index (m->ghosts, guint8, t));
  for (guint i = 0; i < m->pending->len; i++)
    g_string_append_printf (out, "pending %u\n", g_array_index (m->pending, guint32, i));
  for (guint i = 0; i < m->cemeteries->len; i++)
    {
      const Cemetery *c = &g_array_index (m->cemeteries, Cemetery, i);

      g_string_append_printf (out, "cemetery tile %u closed %d buried %u\n", c->tile, c->closed, c->buried);
    }
  for (guint i = 0; i < m->to_bury->len; i++)
    g_string_append_printf (out, "to bury %u\n", g_array_index (m->to_bury, guint, i));
  for (guint h = 0; h < 2; h++)
    g_string_append_printf (out, "hound %u state %u tile %u segment %u\n", h, m->hound[h],
                            m->hound_tile[h], m->hound_segment[h]);
  g_string_append_printf (out, "hound placing %d clearing %d cleared %u\n", m->hound_to_place,
                          m->hound_clearing, m->hound_cleared);
}

/* Alone or with two, four colours play; from three people on, one each. */
static gboolean
mists_accepts_players (const char *id,
                       guint       n_players)
{
  guint level, people;

  return carc_mists_parse_id (id, &level, &people, NULL) && n_players == carc_mists_count_colours (people);
}

/* Level 1 deals no castles and no cemeteries. */
static void
mists_setup (CarcSetup  *setup,
             const char *id,
             CarcRng    *rng)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  guint level, people, main, n;
  const guint16 *pile;

  if (!carc_mists_parse_id (id, &level, &people, NULL) || level > 1 || !carc_setup_find_pile (setup, "main", &main))
    return;
  pile = carc_setup_get_pile (setup, main, &n);
  for (guint i = n; i-- > 0;)
    {
      const CarcTileType *t = carc_tile_set_get_type (tiles, pile[i]);

      if (carc_tile_type_has_kind (t, CARC_KIND ("castle")) || carc_tile_type_has_kind (t, CARC_KIND ("cemetery")))
        {
          carc_setup_remove_from_pile (setup, main, i);
          pile = carc_setup_get_pile (setup, main, &n);
        }
    }
}

static guint
mists_rank_actions (CarcState  *state,
                    gpointer    data,
                    CarcRng    *rng,
                    CarcAction *ranked,
                    double     *values,
                    guint       max)
{
  return carc_mists_team_rank (state, rng, ranked, values, max);
}

static CarcSetup *
mists_level_setup (CarcTileSet *tiles,
                   guint        level,
                   guint        people,
                   gboolean     switched,
                   guint64      seed)
{
  return carc_mists_setup_new_with (tiles, people, level, switched, seed);
}

static guint
mists_setup_level (CarcSetup *setup,
                   guint     *people,
                   gboolean  *switched)
{
  guint level;

  if (!carc_mists_setup_get_level (setup, &level, people))
    return 0;
  *switched = carc_mists_setup_get_house_marks (setup);
  return level;
}

static const char *const mists_tile_sets[] = { CARC_MISTS_MODULE, NULL };

static const CarcModuleOption mists_options[] = {
  { "level", 1, CARC_MISTS_LEVELS },
  { "people", 1, CARC_MISTS_MAX_PEOPLE },
  { "house-marks", 0, 1, TRUE, 0 },
  { NULL, 0, 0 },
};

/* In the order of CarcMistsChoice. */
static const CarcModuleAction mists_actions[] = {
  { "score", CARC_TARGET_BUTTON },
  { "remove-ghosts", CARC_TARGET_TILE },
  { "bury", CARC_TARGET_SEGMENT },
  { "bury-from-supply", CARC_TARGET_PLAYER },
  { "cemetery-ghost", CARC_TARGET_TILE },
  { "hound-guard", CARC_TARGET_SEGMENT },
  { "hound-clear", CARC_TARGET_TILE },
  { "hound-done", CARC_TARGET_BUTTON },
  { "face-down", CARC_TARGET_CELL },
  { NULL, CARC_TARGET_BUTTON },
};

/* The campaign (rules.md §2): six levels; the guards' colours red,
 * green, blue, yellow, black and pink (§2.1), a team of one starting
 * with the first four; level 6 by the house rule's marks on request. */
static const char * const mists_colours[] = {
  "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318", "#2b2b2b", "#e47fb4",
};
static const guint mists_first_colours[] = { 0, 1, 2, 3, G_MAXUINT };

static const CarcCampaignRules mists_campaign = {
  .id = CARC_MISTS_MODULE,
  .tile_set = "mists",
  .file_name = "campaign.xml",
  .game_file_name = "campaign-game.carcassonne",
  .n_levels = CARC_MISTS_LEVELS,
  .max_people = CARC_MISTS_MAX_PEOPLE,
  .n_colours = G_N_ELEMENTS (mists_colours),
  .colours = mists_colours,
  .first_colours = mists_first_colours,
  .count_colours = carc_mists_count_colours,
  .switch_option = "house-marks",
  .switch_level = 6,
  .level_setup = mists_level_setup,
  .setup_level = mists_setup_level,
  .progress = carc_mists_get_progress,
  .format_1 = TRUE,
};

static const CarcRulesModule mists_module = {
  .tile_sets = mists_tile_sets,
  .options = mists_options,
  .actions = mists_actions,
  .accepts_players = mists_accepts_players,
  .setup = mists_setup,
  .dump = mists_dump,
  .draw_limit = mists_draw_limit,
  .figure_colours = mists_figure_colours,
  .id = CARC_MISTS_MODULE,
  .create = mists_create,
  .destroy = mists_destroy,
  .copy = mists_copy,
  .tile_placed = mists_tile_placed,
  .setup_done = mists_setup_done,
  .feature_completed = mists_feature_completed,
  .pending_decision = mists_pending_decision,
  .turn_scored = mists_turn_scored,
  .segment_playable = mists_segment_playable,
  .list_actions = mists_list_actions,
  .apply = mists_apply,
  .final_scoring = mists_final_scoring,
  .rank_actions = mists_rank_actions,
  .no_final_scoring = TRUE,
  .plays_alone = TRUE,
  .campaign = &mists_campaign,
};

const CarcRulesModule *
carc_mists_get_module (void)
{
  return &mists_module;
}

/* A level's setup for @people at the table (1–5): the pile without castles
 * and cemeteries in level 1, guards only on roads, cities and castles (no
 * farmers), shuffled with @seed.  Alone or with two, 4 colours play. */
CarcSetup *
carc_mists_setup_new (CarcTileSet *tiles,
                      guint        people,
                      guint        level,
                      guint64      seed)
{
  return carc_mists_setup_new_with (tiles, people, level, FALSE, seed);
}

/* The same, level 6 by the house rule's marks when @house_marks. */
CarcSetup *
carc_mists_setup_new_with (CarcTileSet *tiles,
                           guint        people,
                           guint        level,
                           gboolean     house_marks,
                           guint64      seed)
{
  guint colours = carc_mists_count_colours (CLAMP (people, 1, CARC_MISTS_MAX_PEOPLE));
  CarcSetup *setup = carc_setup_new_shuffled (tiles, colours, CARC_VARIANT_NO_FARMERS, seed);
  guint options[] = { CLAMP (level, 1, CARC_MISTS_LEVELS), CLAMP (people, 1, CARC_MISTS_MAX_PEOPLE),
                      house_marks && level == 6 };
  g_autofree char *id = carc_rules_module_make_id (carc_mists_get_module (), options);

  if (!carc_setup_add_module (setup, id))
    g_assert_not_reached (); /* this module is built in */
  mists_setup (setup, id, NULL);
  return setup;
}
