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
#include "carc-mists.h"
#include "carc-rng.h"

#include <stdlib.h>
#include <string.h>

typedef struct
{
  guint   level;
  guint   bank;          /* ghosts not on the board */
  guint   bank_size;     /* the level's whole bank */
  guint   goal;
  GArray *ghosts;        /* guint8 per placed tile */
  GArray *pending;       /* guint32 features awaiting the choice */
} Mists;

static const guint bank_sizes[CARC_MISTS_LEVELS] = { 15, 15, 15, 13, 13, 12 };
static const guint goals[CARC_MISTS_LEVELS] = { 50, 75, 100, 120, 100, 50 };

static guint
parse_level (CarcState *state)
{
  CarcSetup *setup = carc_state_get_setup (state);

  for (guint i = 0; i < carc_setup_get_n_modules (setup); i++)
    {
      const char *id = carc_setup_get_module (setup, i);
      const char *level = strstr (id, "level=");

      if (g_str_has_prefix (id, CARC_MISTS_MODULE) && level != NULL)
        return CLAMP (atoi (level + 6), 1, CARC_MISTS_LEVELS);
    }
  return 1;
}

static guint8 *
ghosts_on (Mists *m,
           guint  tile)
{
  if (tile >= m->ghosts->len)
    g_array_set_size (m->ghosts, tile + 1);
  return &g_array_index (m->ghosts, guint8, tile);
}

static Mists *
data_of (CarcState *state)
{
  return carc_state_get_module_data (state, CARC_MISTS_MODULE);
}

static gpointer
mists_create (CarcState *state)
{
  Mists *m = g_new0 (Mists, 1);
  CarcSetup *setup = carc_state_get_setup (state);
  guint colours = carc_setup_get_n_players (setup);

  m->level = parse_level (state);
  m->bank_size = bank_sizes[m->level - 1];
  m->bank = m->bank_size;
  m->goal = goals[m->level - 1];
  m->ghosts = g_array_new (FALSE, TRUE, sizeof (guint8));
  m->pending = g_array_new (FALSE, FALSE, sizeof (guint32));

  /* Guards: 5 of a colour with 3–5 players, 3 with fewer colours. */
  for (guint c = 0; c < colours; c++)
    carc_state_set_supply (state, c, CARC_FIGURE_MEEPLE, colours >= 3 ? 5 : 3);
  return m;
}

static void
mists_destroy (gpointer data)
{
  Mists *m = data;

  g_array_unref (m->ghosts);
  g_array_unref (m->pending);
  g_free (m);
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
      guint8 *g = ghosts_on (m, g_array_index (tiles, guint, i));

      m->bank += *g;
      *g = 0;
    }
}

/* 1b and 2a for the tile just placed (and the start board's cells, whose
 * symbols are filled at setup). */
static void
mists_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      placed)
{
  Mists *m = data;
  CarcPlacedTile tile;
  const CarcTileType *type;
  guint symbols = 0;
  gboolean joined = FALSE;
  guint n;

  carc_state_get_tile (state, placed, &tile);
  type = carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)), tile.type);
  for (guint s = 0; s < type->n_segments; s++)
    {
      CarcFeatureInfo info;
      guint32 feature;

      if (type->segments[s].kind != CARC_FEATURE_MIST)
        continue;
      feature = carc_state_find_feature (state, placed, s);
      carc_state_feature_info (state, feature, &info);
      joined |= info.tiles > 1;
      if (info.open == 0)
        clear_area (state, m, feature);    /* closed: no ghosts emerge for it */
      else
        symbols += type->segments[s].ghosts;
    }

  n = symbols > 0 && joined ? symbols - 1 : symbols;
  if (n > m->bank)
    {
      m->bank = 0;
      carc_state_end (state, CARC_OUTCOME_LOST_NO_GHOSTS);
      return;
    }
  *ghosts_on (m, placed) += n;
  m->bank -= n;
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
        if (type->segments[s].kind == CARC_FEATURE_MIST)
          {
            guint n = MIN (type->segments[s].ghosts, m->bank);

            *ghosts_on (m, t) += n;
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

static gboolean
mists_pending_decision (CarcState    *state,
                        gpointer      data,
                        CarcDecision *decision)
{
  Mists *m = data;

  return m->pending->len > 0;
}

static void
mists_list_actions (CarcState *state,
                    gpointer   data,
                    GArray    *actions)
{
  Mists *m = data;
  const CarcDecision *d = carc_state_get_decision (state);
  CarcAction score = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MISTS_SCORE };

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

guint
carc_mists_get_score (CarcState *state)
{
  guint total = 0;

  for (guint c = 0; c < carc_setup_get_n_players (carc_state_get_setup (state)); c++)
    total += carc_state_get_score (state, c);
  return total;
}

static CarcError
mists_apply (CarcState        *state,
             gpointer          data,
             const CarcAction *action)
{
  Mists *m = data;
  guint32 feature;

  if (m->pending->len == 0)
    return CARC_ERROR_WRONG_DECISION;
  feature = g_array_index (m->pending, guint32, 0);

  switch (action->choice)
    {
    case CARC_MISTS_SCORE:
      carc_state_score_feature (state, feature, -1);
      break;
    case CARC_MISTS_REMOVE_GHOSTS:
      {
        gint tile = carc_state_tile_at (state, action->x, action->y);
        guint8 *g;
        guint n;

        if (tile < 0 || *(g = ghosts_on (m, tile)) == 0)
          return CARC_ERROR_MODULE_RULE;
        n = MIN (*g, 3);
        *g -= n;
        m->bank += n;
        carc_state_return_figures (state, feature);
      }
      break;
    default:
      return CARC_ERROR_MODULE_RULE;
    }
  g_array_remove_index (m->pending, 0);
  if (carc_mists_get_score (state) >= m->goal)
    carc_state_end (state, CARC_OUTCOME_WON);
  return CARC_OK;
}

static void
mists_final_scoring (CarcState *state,
                     gpointer   data)
{
  /* No tile could be drawn and the goal is not reached. */
  carc_state_end (state, CARC_OUTCOME_LOST_NO_TILES);
}

static const CarcRulesModule mists_module = {
  .id = CARC_MISTS_MODULE,
  .create = mists_create,
  .destroy = mists_destroy,
  .tile_placed = mists_tile_placed,
  .setup_done = mists_setup_done,
  .feature_completed = mists_feature_completed,
  .pending_decision = mists_pending_decision,
  .list_actions = mists_list_actions,
  .apply = mists_apply,
  .final_scoring = mists_final_scoring,
  .no_final_scoring = TRUE,
};

const CarcRulesModule *
carc_mists_get_module (void)
{
  return &mists_module;
}

/* A level's setup: the pile without castles and cemeteries in level 1,
 * guards only on roads and cities (no farmers), shuffled with @seed. */
CarcSetup *
carc_mists_setup_new (CarcTileSet *tiles,
                      guint        n_colours,
                      guint        level,
                      guint64      seed)
{
  CarcSetup *setup = carc_setup_new_shuffled (tiles, n_colours, CARC_VARIANT_NO_FARMERS, seed);
  g_autofree char *id = g_strdup_printf (CARC_MISTS_MODULE ":level=%u", CLAMP (level, 1, CARC_MISTS_LEVELS));
  guint n;
  const guint16 *order = carc_setup_get_order (setup, &n);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (guint16));

  for (guint i = 0; i < n; i++)
    {
      const CarcTileType *t = carc_tile_set_get_type (tiles, order[i]);
      gboolean special = FALSE;

      for (guint s = 0; s < t->n_segments; s++)
        special |= t->segments[s].kind == CARC_FEATURE_CASTLE || t->segments[s].kind == CARC_FEATURE_CEMETERY;
      if (level > 1 || !special)
        g_array_append_val (kept, order[i]);
    }
  carc_setup_set_order (setup, (const guint16 *) (const void *) kept->data, kept->len);
  carc_setup_add_module (setup, id);
  return setup;
}

guint
carc_mists_get_level (CarcState *state)
{
  Mists *m = data_of (state);

  return m ? m->level : 0;
}

guint
carc_mists_get_bank (CarcState *state)
{
  Mists *m = data_of (state);

  return m ? m->bank : 0;
}

guint
carc_mists_get_bank_size (CarcState *state)
{
  Mists *m = data_of (state);

  return m ? m->bank_size : 0;
}

guint
carc_mists_get_ghosts (CarcState *state,
                       guint      tile)
{
  Mists *m = data_of (state);

  return m && tile < m->ghosts->len ? g_array_index (m->ghosts, guint8, tile) : 0;
}

guint
carc_mists_get_goal (CarcState *state)
{
  Mists *m = data_of (state);

  return m ? m->goal : 0;
}

/* The feature waiting for the team's choice, or -1. */
gint32
carc_mists_get_pending (CarcState *state)
{
  Mists *m = data_of (state);

  return m && m->pending->len > 0 ? (gint32) g_array_index (m->pending, guint32, 0) : -1;
}
