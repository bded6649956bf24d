/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What a CarcState does for its modules and players outside the turn's
 * steps: points awarded, features scored and derived again, the game
 * ended, a deal dealt again, chosen or ranked for a look ahead, and the
 * modules' reasons for a refusal. */
#include "carc-state-private.h"

static gboolean
has_hook (const CarcRulesModule *module,
          CarcHook               hook)
{
  switch (hook)
    {
    case CARC_HOOK_DRAW_LIMIT:
      return module->draw_limit != NULL;
    case CARC_HOOK_FILTER:
      return module->filter_placements != NULL;
    case CARC_HOOK_TILE_PLACED:
      return module->tile_placed != NULL;
    case CARC_HOOK_PENDING:
      return module->pending_decision != NULL;
    case CARC_HOOK_BEFORE_SCORING:
      return module->pending_before_scoring != NULL;
    case CARC_HOOK_FIGURE_COLOURS:
      return module->figure_colours != NULL;
    case CARC_HOOK_FIGURE_OPTIONS:
      return module->list_figure_options != NULL;
    case CARC_HOOK_TURN_SCORED:
      return module->turn_scored != NULL;
    case CARC_HOOK_NEXT_PLAYER:
      return module->next_player != NULL;
    case CARC_N_HOOKS:
    default:
      return FALSE;
    }
}

void
carc_state_index_hooks (CarcState *self)
{
  for (guint h = 0; h < CARC_N_HOOKS; h++)
    {
      self->n_hooked[h] = 0;
      for (guint m = 0; m < self->n_modules; m++)
        if (has_hook (self->modules[m], h))
          self->hooked[h][self->n_hooked[h]++] = m;
    }
}

/* Ends the game now, with @outcome (a rules module's victory or defeat, or
 * the classic end). */
void
carc_state_end (CarcState   *self,
                CarcOutcome  outcome)
{
  CarcEvent ev = { 0 };

  g_return_if_fail (outcome != CARC_OUTCOME_NONE);
  if (self->outcome != CARC_OUTCOME_NONE)
    return;
  carc_state_changed (self);
  self->outcome = outcome;
  self->decision.kind = CARC_DECISION_NONE;
  ev.kind = CARC_EVENT_GAME_OVER;
  ev.turn = self->turn;
  ev.outcome = outcome;
  carc_state_emit (self, &ev);
}

/* Scores a completed feature for its majority; @points < 0: classic value. */
void
carc_state_score_feature (CarcState *self,
                          guint32    feature,
                          gint       points)
{
  g_return_if_fail (feature < self->n_segs);
  carc_state_changed (self);
  carc_scoring_completed (self, carc_board_find (self, feature), points);
}

/* The modules' joins inside tiles (inner_joins), as segment ids two by
 * two; how many ids, written over the (tile, segment) pairs they came as
 * (an id takes the room of one of the pair's two), in self->inner_pairs. */
static guint
collect_inner_joins (CarcState *self)
{
  GArray *pairs = carc_state_reuse_array (&self->inner_pairs, sizeof (guint));
  guint *ids;
  guint n = 0;

  G_STATIC_ASSERT (sizeof (guint) == sizeof (guint32));
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->inner_joins != NULL)
      self->modules[m]->inner_joins (self, self->module_data[m], pairs);
  ids = (guint *) (void *) pairs->data;
  for (guint i = 0; i + 1 < pairs->len; i += 2)
    {
      guint tile = ids[i];
      guint segment = ids[i + 1];

      ids[n++] = tile < self->n_placed && segment < self->placed[tile].n_segments
                 ? self->placed[tile].seg_base + segment : G_MAXUINT32;
    }
  return n;
}

/* Derives every feature again from the board and the modules' joins
 * inside tiles (inner_joins), for a module that changed them: a road
 * joined or split by a ferry.  Figures and completed features stay. */
void
carc_state_rederive_features (CarcState *self)
{
  guint n;

  carc_state_changed (self);
  self->rederivations++;
  n = collect_inner_joins (self);
  carc_board_rederive (self, (const guint32 *) (const void *) self->inner_pairs->data, n);
}

/* The same for the features through the segments @segments (bits) of
 * @tile only, when only their joins inside the tile changed (a ferry
 * placed or moved on its lake): the rest of the board is not built
 * again. */
void
carc_state_rederive_segments (CarcState *self,
                              guint      tile,
                              guint32    segments)
{
  guint n;

  g_return_if_fail (self != NULL && tile < self->n_placed);
  carc_state_changed (self);
  self->rederivations++;
  n = collect_inner_joins (self);
  carc_board_rederive_through (self, tile, segments, (const guint32 *) (const void *) self->inner_pairs->data, n);
}

guint
carc_state_get_rederivations (const CarcState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rederivations;
}

void
carc_state_rederived_since (const CarcState *self,
                            guint            since,
                            const guint32   *segments,
                            guint            n,
                            gboolean        *again)
{
  g_return_if_fail (self != NULL && (n == 0 || (segments != NULL && again != NULL)));
  for (guint i = 0; i < n; i++)
    again[i] = self->seg_rederived != NULL && segments[i] < self->n_segs && self->seg_rederived[segments[i]] > since;
}

/* Whether the feature whose root is @root is complete, read off the
 * root. */
static gboolean
root_complete (CarcState *self,
               guint32    root)
{
  const CarcSeg *r = &self->segs[root];

  switch ((CarcJoins) carc_state_kind (self, r->kind)->joins)
    {
    case CARC_JOINS_CENTRE:
      return carc_board_count_neighbours (self, &self->placed[r->tile], TRUE) == 8;
    case CARC_JOINS_EDGES:
      return r->open == 0;
    case CARC_JOINS_HALVES:
    default:
      return FALSE;
    }
}

/* Whether @feature is complete, without walking it: for modules that ask
 * of many features (the places of the mage and the witch). */
gboolean
carc_state_feature_complete (CarcState *self,
                             guint32    feature)
{
  g_return_val_if_fail (self != NULL && feature < self->n_segs, FALSE);
  return root_complete (self, carc_board_find (self, feature));
}

guint32
carc_state_open_feature (CarcState *self,
                         guint32    feature)
{
  guint32 root;

  g_return_val_if_fail (self != NULL && feature < self->n_segs, CARC_NO_FEATURE);
  root = carc_board_find (self, feature);
  return root_complete (self, root) ? CARC_NO_FEATURE : root;
}

void
carc_state_open_features (CarcState *self,
                          guint32   *features,
                          guint      n)
{
  g_return_if_fail (self != NULL && (features != NULL || n == 0));
  for (guint i = 0; i < n; i++)
    {
      guint32 root;

      g_return_if_fail (features[i] < self->n_segs);
      root = carc_board_find (self, features[i]);
      features[i] = root_complete (self, root) ? CARC_NO_FEATURE : root;
    }
}

void
carc_state_score_completed (CarcState *self,
                            guint      tile)
{
  g_return_if_fail (self != NULL && tile < self->n_placed);
  carc_state_changed (self);
  carc_scoring_tile (self, tile);
}

const guint16 *
carc_state_get_order (const CarcState *self,
                      guint           *n_tiles)
{
  *n_tiles = self->n_order;
  return self->order;
}

/* Makes the tile being placed (at a tile decision, if @type fits
 * somewhere) or else the next tile to draw the first tile of @type not yet
 * drawn, from any pile.  The swap is a deal of its own, which a replay from
 * that order reproduces move for move. */
gboolean
carc_state_choose_tile (CarcState *self,
                        guint      type)
{
  gboolean placing = self->decision.kind == CARC_DECISION_PLACE_TILE;
  guint slot = placing ? self->next_draw - 1 : self->next_draw;

  if (self->outcome != CARC_OUTCOME_NONE || slot >= self->n_order)
    return FALSE;
  if (placing && !carc_state_list_legal_placements (self, type, NULL))
    return FALSE;
  if (self->order[slot] == type)
    return TRUE;
  carc_state_changed (self);
  if (self->own_order == NULL)
    self->order = self->own_order = g_memdup2 (self->order, sizeof (guint16) * self->n_order);
  for (guint i = slot + 1; i < self->n_order; i++)
    if (self->own_order[i] == type)
      {
        self->own_order[i] = self->own_order[slot];
        self->own_order[slot] = type;
        if (placing)
          self->decision.tile_type = type;
        return TRUE;
      }
  return FALSE;
}

/* Sorts the @n tile types at @order, of the state's tile set, by
 * counting them: a look ahead deals again at every playout. */
static void
sort_types (const CarcState *self,
            guint16         *order,
            guint            n)
{
  guint n_types = carc_tile_set_get_n_types (self->tiles);
  g_autofree guint *count = g_new0 (guint, n_types);
  guint k = 0;

  for (guint i = 0; i < n; i++)
    count[order[i]]++;
  for (guint t = 0; t < n_types; t++)
    for (guint c = 0; c < count[t]; c++)
      order[k++] = t;
}

void
carc_state_redeal (CarcState *self,
                   CarcRng   *rng)
{
  guint start = 0;

  g_return_if_fail (self != NULL && rng != NULL);
  carc_state_changed (self);
  /* The dice not yet thrown are unknown too: their salt is taken from a
   * copy of @rng, so the deal draws what it always drew. */
  {
    CarcRng peek = *rng;

    self->chance_salt = carc_rng_next (&peek) | 1;
  }
  if (self->own_order == NULL)
    self->order = self->own_order = g_memdup2 (self->order, sizeof (guint16) * self->n_order);
  for (guint p = 0; p < carc_setup_get_n_piles (self->setup); p++)
    {
      guint n, from, end;

      carc_setup_get_pile (self->setup, p, &n);
      end = MIN (start + n, self->n_order);
      from = MAX (start, self->next_draw);
      if (from < end)
        {
          /* Sorted first, so the new order owes nothing to the real one. */
          sort_types (self, self->own_order + from, end - from);
          carc_rng_shuffle (rng, self->own_order + from, end - from);
        }
      start = end;
    }
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->redeal != NULL)
      self->modules[m]->redeal (self, self->module_data[m], self->own_order, self->next_draw, rng);
}

guint
carc_state_get_deck_seen (CarcState  *self,
                          const char *deck)
{
  guint seen = 0;

  g_return_val_if_fail (self != NULL && deck != NULL, 0);
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->deck_seen != NULL)
      seen = MAX (seen, self->modules[m]->deck_seen (self, self->module_data[m], deck));
  return seen;
}

guint
carc_state_rank_actions (CarcState  *self,
                         CarcRng    *rng,
                         CarcAction *ranked,
                         double     *values,
                         guint       max)
{
  g_return_val_if_fail (self != NULL && rng != NULL && ranked != NULL, 0);
  if (max == 0 || carc_state_is_over (self))
    return 0;
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->rank_actions != NULL)
      return self->modules[m]->rank_actions (self, self->module_data[m], rng, ranked, values, max);
  return 0;
}

gboolean
carc_state_cell_fits (const CarcState *self,
                      gint             x,
                      gint             y,
                      guint            type)
{
  g_return_val_if_fail (type < carc_tile_set_get_n_types (self->tiles), FALSE);
  return carc_board_fits_cell (self, type, x, y);
}

/* Points outside a feature's scoring (a module's own). */
void
carc_state_add_points (CarcState *self,
                       guint      player,
                       guint      category,
                       guint      points)
{
  CarcPointsChange change = { player, category, CARC_NO_FEATURE, FALSE };

  g_return_if_fail (player < self->n_players && category < self->n_score_categories);
  carc_state_award_points (self, &change, points);
}

/* Gives @points to the player @change names, after the modules'
 * points_changed hooks, and reports it. */
void
carc_state_award_points (CarcState              *self,
                         const CarcPointsChange *change,
                         guint                   points)
{
  CarcEvent ev = { 0 };

  g_return_if_fail (change->player < self->n_players && change->category < self->n_score_categories);
  carc_state_changed (self);
  ev.kind = CARC_EVENT_POINTS;
  ev.category = change->category;
  ev.final = change->final;
  ev.players = 1u << change->player;
  ev.turn = self->turn;
  ev.feature_id = change->feature;
  carc_scoring_give (self, change, points, &ev);
}

/* How far into the pile tiles may be drawn now: the least of the
 * modules' limits (the turn draws, and a face-down tile is placed, only
 * before it). */
guint
carc_state_draw_limit (CarcState *self)
{
  guint limit = self->n_order;

  for (guint i = 0; i < self->n_hooked[CARC_HOOK_DRAW_LIMIT]; i++)
    {
      guint m = self->hooked[CARC_HOOK_DRAW_LIMIT][i];

      limit = MIN (limit, self->modules[m]->draw_limit (self, self->module_data[m]));
    }
  return limit;
}

/* Puts the next tile of the pile face down on the empty cell @x, @y, which
 * must touch the board by an edge: a tile without segments that every edge
 * matches, for a module whose rule asks for one. */
CarcError
carc_state_place_face_down (CarcState *self,
                            gint       x,
                            gint       y)
{
  const CarcCell *cell;

  if (self->next_draw >= carc_state_draw_limit (self))
    return CARC_ERROR_GAME_OVER;
  if (x <= G_MININT16 + 1 || x >= G_MAXINT16 - 1 || y <= G_MININT16 + 1 || y >= G_MAXINT16 - 1)
    return CARC_ERROR_OFF_BOARD;
  cell = carc_board_cell (self, x, y);
  if (cell->tile != 0)
    return carc_state_tile_at (self, x, y) >= 0 ? CARC_ERROR_CELL_OCCUPIED : CARC_ERROR_NOT_ADJACENT;
  if (carc_board_frontier_at (self, x, y) == NULL)
    return CARC_ERROR_NOT_ADJACENT;
  carc_state_changed (self);
  self->placed[carc_board_place (self, self->order[self->next_draw], 0, x, y, TRUE)].drawn = self->next_draw;
  self->next_draw++;
  return CARC_OK;
}

/* Asked only after a refusal: the reasons cost what the modules need to
 * tell their rules apart, which listing must never pay. */
guint
carc_state_explain_refusal (CarcState        *self,
                            const CarcAction *action,
                            CarcError         error,
                            guint            *module_index)
{
  g_return_val_if_fail (self != NULL && action != NULL, 0);

  if (error == CARC_OK)
    return 0;
  for (guint m = 0; m < self->n_modules; m++)
    {
      guint reason;

      if (self->modules[m]->explain_refusal == NULL)
        continue;
      reason = self->modules[m]->explain_refusal (self, self->module_data[m], action, error);
      if (reason != 0)
        {
          if (module_index != NULL)
            *module_index = m;
          return reason;
        }
    }
  return 0;
}
