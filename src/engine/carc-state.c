/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The turn state machine.
 *
 * A turn is: draw a tile (tiles that fit nowhere are removed and another is
 * drawn), PLACE_TILE, then PLACE_FIGURE (skipped without a log entry when
 * the player has no legal figure placement), then scoring, then any
 * decisions that rules modules ask for, then the next player.  When the
 * pile is empty after a turn, the final scoring runs and the decision
 * becomes NONE.
 *
 * carc_state_apply() first checks the action completely against the
 * current decision and changes the state only when it is legal. */
#include "carc-state-private.h"

static void begin_turn          (CarcState *self);
static void continue_after_tile (CarcState *self);

void
carc_state_emit (CarcState       *self,
                 const CarcEvent *event)
{
  g_array_append_vals (self->events, event, 1);
}

static void
register_figure_kinds (CarcState *self)
{
  self->n_figure_kinds = carc_setup_list_figure_kinds (self->setup, self->figure_kinds);
  for (guint p = 0; p < self->n_players; p++)
    for (guint k = 0; k < self->n_figure_kinds; k++)
      self->supply[p][k] = self->figure_kinds[k]->per_player;
}

/* The actions a scratch list holds before it grows: 1 KiB. */
#define CARC_SCRATCH_ACTIONS 64

CarcState *
carc_state_new (CarcSetup *setup)
{
  CarcState *self;
  guint n_start;
  guint capacity;
  guint n_segments = 0;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (carc_tile_set_get_n_types (carc_setup_get_tile_set (setup)) > 0, NULL);

  self = g_new0 (CarcState, 1);
  self->setup = carc_setup_ref (setup);
  self->tiles = carc_setup_get_tile_set (setup);
  /* Tile sets do not change once a setup uses them. */
  self->types = carc_tile_set_get_type (self->tiles, 0);
  self->order = carc_setup_get_order (setup, &self->n_order);
  self->n_players = carc_setup_get_n_players (setup);
  self->variants = carc_setup_get_variants (setup);
  self->figures = g_array_sized_new (FALSE, FALSE, sizeof (CarcFigureOnBoard), 48);
  /* Room for most of a classic game's events (a placement, figures placed
   * and returned, points), so that a game seldom grows the array. */
  self->events = g_array_sized_new (FALSE, FALSE, sizeof (CarcEvent), 256);
  /* Room for a module's longest lists (Mage & Witch's hundred places) as
   * a game goes on, in allocations still small enough to be quick. */
  self->module_scratch = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), CARC_SCRATCH_ACTIONS);
  self->placement_scratch = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), CARC_SCRATCH_ACTIONS);
  self->pick_scratch = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), CARC_SCRATCH_ACTIONS);

  n_start = carc_setup_get_n_start_cells (setup);
  capacity = self->n_order + n_start;
  for (guint i = 0; i < n_start; i++)
    n_segments += carc_state_tile_type (self, carc_setup_get_start_cell (setup, i)->type)->n_segments;
  for (guint i = 0; i < self->n_order; i++)
    n_segments += carc_state_tile_type (self, self->order[i])->n_segments;
  carc_board_init (self, MAX (capacity, 1), MAX (n_segments, 1));

  for (guint i = 0; i < carc_setup_get_n_modules (setup); i++)
    {
      const CarcRulesModule *module = carc_rules_module_lookup (carc_setup_get_module (setup, i));

      /* carc_setup_add_module() took known modules only. */
      g_assert (module != NULL);
      if (self->n_modules == CARC_MAX_MODULES)
        continue;
      self->modules[self->n_modules] = module;
      self->n_filters += module->filter_placements != NULL;
      self->n_modules++;
    }
  carc_state_index_hooks (self);
  register_figure_kinds (self);
  for (guint k = 0; k <= CARC_MAX_FEATURE_KINDS; k++)
    self->kinds[k] = *carc_feature_kind_get (k);
  self->n_score_figures = 1;
  for (guint m = 0; m < self->n_modules; m++)
    self->n_score_figures = CLAMP (self->modules[m]->score_figures, self->n_score_figures, CARC_MAX_SCORE_FIGURES);
  self->withheld = g_array_new (FALSE, FALSE, sizeof (CarcWithheld));
  self->n_score_categories = carc_setup_list_score_lines (setup, self->score_lines);
  /* Created once every module is known, so create can find figure kinds. */
  for (guint m = 0; m < self->n_modules; m++)
    self->module_data[m] = self->modules[m]->create ? self->modules[m]->create (self) : NULL;

  for (guint i = 0; i < n_start; i++)
    {
      const CarcStartCell *cell = carc_setup_get_start_cell (setup, i);

      carc_board_place (self, cell->type, 0, cell->x, cell->y, FALSE);
    }

  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->setup_done != NULL)
      self->modules[m]->setup_done (self, self->module_data[m]);

  self->turn = 0;
  self->decision.player = 0;
  if (self->outcome == CARC_OUTCOME_NONE)
    begin_turn (self);
  self->events_mark = 0;
  return self;
}

/* An independent copy, for players that look ahead. */
CarcState *
carc_state_copy (const CarcState *self)
{
  CarcState *copy;

  g_return_val_if_fail (self != NULL, NULL);
  copy = g_memdup2 (self, sizeof *self);
  carc_setup_ref (copy->setup);
  carc_board_copy (copy, self);
  copy->figures = g_array_copy (self->figures);
  copy->events = g_array_copy (self->events);
  copy->withheld = g_array_copy (self->withheld);
  copy->module_scratch = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), CARC_SCRATCH_ACTIONS);
  copy->placement_scratch = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), CARC_SCRATCH_ACTIONS);
  copy->pick_scratch = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), CARC_SCRATCH_ACTIONS);
  copy->listed = FALSE;
  copy->inner_pairs = copy->rederived = copy->rederived_tiles = copy->rederived_done = NULL;
  if (self->own_order != NULL)
    copy->order = copy->own_order = g_memdup2 (self->own_order, sizeof (guint16) * self->n_order);
  for (guint m = 0; m < self->n_modules; m++)
    if (self->module_data[m] != NULL)
      {
        g_assert (self->modules[m]->copy != NULL);
        copy->module_data[m] = self->modules[m]->copy (self->module_data[m]);
      }
  return copy;
}

void
carc_state_free (CarcState *self)
{
  if (self == NULL)
    return;
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->destroy != NULL)
      self->modules[m]->destroy (self->module_data[m]);
  carc_board_clear (self);
  g_array_unref (self->figures);
  g_array_unref (self->events);
  g_array_unref (self->withheld);
  g_array_unref (self->module_scratch);
  g_array_unref (self->placement_scratch);
  g_array_unref (self->pick_scratch);
  g_clear_pointer (&self->inner_pairs, g_array_unref);
  g_clear_pointer (&self->rederived, g_array_unref);
  g_clear_pointer (&self->rederived_tiles, g_array_unref);
  g_clear_pointer (&self->rederived_done, g_array_unref);
  g_free (self->own_order);
  carc_setup_unref (self->setup);
  g_free (self);
}

/* The modules whose filter concerns a tile of @type now, as bits. */
static guint
filters_for (CarcState *self,
             guint      type)
{
  guint which = 0;

  for (guint i = 0; i < self->n_hooked[CARC_HOOK_FILTER]; i++)
    {
      guint m = self->hooked[CARC_HOOK_FILTER][i];

      if (self->modules[m]->filters_type == NULL || self->modules[m]->filters_type (self, self->module_data[m], type))
        which |= 1u << m;
    }
  return which;
}

static void
filter_placements (CarcState *self,
                   guint      which,
                   guint      type,
                   GArray    *actions,
                   guint      first)
{
  for (guint m = 0; m < self->n_modules && actions->len > first; m++)
    if (which & (1u << m))
      self->modules[m]->filter_placements (self, self->module_data[m], type, actions, first);
}

/* carc_state_list_legal_placements() when some module filters placements:
 * a tile no filter concerns still gets the board's own listing. */
gboolean
carc_state_list_filtered_placements (CarcState *self,
                                     guint      type,
                                     GArray    *actions)
{
  guint which = filters_for (self, type);
  guint first;

  if (which == 0)
    return carc_board_list_placements (self, type, actions);
  if (actions == NULL)
    {
      actions = self->placement_scratch;
      g_array_set_size (actions, 0);
    }
  first = actions->len;
  carc_board_list_placements (self, type, actions);
  filter_placements (self, which, type, actions, first);
  return actions->len > first;
}

/* Whether a tile of @type fits somewhere.  When a module's filter
 * concerns it (a river tile), the answer is its whole list, kept as the
 * decision's: the pick and the check then need not list and filter the
 * same placements again. */
static gboolean
tile_fits (CarcState *self,
           guint      type)
{
  if (self->n_filters == 0 || filters_for (self, type) == 0)
    return carc_board_list_placements (self, type, NULL);
  g_array_set_size (self->pick_scratch, 0);
  carc_state_list_filtered_placements (self, type, self->pick_scratch);
  self->listed = self->pick_scratch->len > 0;
  return self->listed;
}

/* Draws until a tile fits somewhere, or ends the game. */
static void
begin_turn (CarcState *self)
{
  self->turn++;
  self->figure_step_done = FALSE;
  self->turn_scored = FALSE;
  while (self->next_draw < carc_state_draw_limit (self))
    {
      guint type = self->order[self->next_draw++];
      CarcEvent ev = { 0 };

      if (tile_fits (self, type))
        {
          self->decision.kind = CARC_DECISION_PLACE_TILE;
          self->decision.acting = self->decision.player;
          self->decision.tile_type = type;
          self->decision.module = 0;
          return;
        }
      ev.kind = CARC_EVENT_TILE_DISCARDED;
      ev.turn = self->turn;
      ev.tile_type = type;
      ev.players = 1u << self->decision.player;
      carc_state_emit (self, &ev);
    }

  carc_scoring_final (self);
  if (self->outcome == CARC_OUTCOME_NONE)
    carc_state_end (self, CARC_OUTCOME_FINISHED);
}

/* Whether every module's filter lets the one placement @action through. */
static gboolean
placement_allowed (CarcState        *self,
                   const CarcAction *action)
{
  guint which = filters_for (self, self->decision.tile_type);

  if (which == 0)
    return TRUE;
  g_array_set_size (self->placement_scratch, 0);
  g_array_append_vals (self->placement_scratch, action, 1);
  filter_placements (self, which, self->decision.tile_type, self->placement_scratch, 0);
  return self->placement_scratch->len == 1;
}

/* Lets the modules ask their questions (@before_scoring: those between
 * the figure step and the scoring); TRUE when one is asking. */
static gboolean
ask_modules_at (CarcState *self,
                gboolean   before_scoring)
{
  CarcHook hook = before_scoring ? CARC_HOOK_BEFORE_SCORING : CARC_HOOK_PENDING;

  for (guint i = 0; i < self->n_hooked[hook]; i++)
    {
      guint m = self->hooked[hook][i];
      gboolean (*pending) (CarcState *, gpointer, CarcDecision *) =
        before_scoring ? self->modules[m]->pending_before_scoring : self->modules[m]->pending_decision;
      CarcDecision d = self->decision;

      d.choice_kind = 0;
      d.outcomes = 0;
      d.acting = self->decision.player;
      if (pending (self, self->module_data[m], &d))
        {
          /* A module may ask anyone; whose turn it is stays. */
          d.player = self->decision.player;
          d.acting %= self->n_players;
          self->decision = d;
          self->decision.kind = d.outcomes > 0 ? CARC_DECISION_CHANCE : CARC_DECISION_MODULE;
          self->decision.module = m;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
ask_modules (CarcState *self)
{
  return self->n_hooked[CARC_HOOK_PENDING] > 0 && ask_modules_at (self, FALSE);
}

/* After scoring: the modules' questions, then the next player. */
static void
finish_turn (CarcState *self)
{
  guint current = self->decision.player;
  guint next = (current + 1) % self->n_players;

  if (self->outcome != CARC_OUTCOME_NONE || ask_modules (self))
    return;
  /* Each module may change who plays next (an extra turn); the last word
   * is the last module's, in setup order. */
  for (guint i = 0; i < self->n_hooked[CARC_HOOK_NEXT_PLAYER]; i++)
    {
      guint m = self->hooked[CARC_HOOK_NEXT_PLAYER][i];

      next = self->modules[m]->next_player (self, self->module_data[m], current, next) % self->n_players;
    }
  self->decision.player = next;
  begin_turn (self);
}

static void
score_turn (CarcState *self)
{
  self->figure_step_done = TRUE;
  self->turn_scored = TRUE;
  carc_scoring_turn (self);
  for (guint i = 0; i < self->n_hooked[CARC_HOOK_TURN_SCORED]; i++)
    {
      guint m = self->hooked[CARC_HOOK_TURN_SCORED][i];

      self->modules[m]->turn_scored (self, self->module_data[m]);
    }
  finish_turn (self);
}

/* The figure step is over: the modules' questions before the scoring
 * (a flying meeple's landing, a ferry), then the scoring. */
static void
end_figure_step (CarcState *self)
{
  self->figure_step_done = TRUE;
  if (self->outcome != CARC_OUTCOME_NONE
      || (self->n_hooked[CARC_HOOK_BEFORE_SCORING] > 0 && ask_modules_at (self, TRUE)))
    return;
  score_turn (self);
}

/* Whether a figure may stand on @segment: on the kinds the core scores
 * (fields unless farmers are off), and on others where a module says so. */
static gboolean
segment_playable (const CarcState   *self,
                  const CarcSegment *segment)
{
  switch ((CarcScoredAs) carc_state_kind (self, segment->kind)->scored)
    {
    case CARC_SCORED_AS_ROAD:
    case CARC_SCORED_AS_CITY:
    case CARC_SCORED_AS_MONASTERY:
      return TRUE;
    case CARC_SCORED_AS_FIELD:
      return !(self->variants & CARC_VARIANT_NO_FARMERS);
    case CARC_SCORED_NONE:
    case CARC_SCORED_BY_MODULE:
    default:
      for (guint m = 0; m < self->n_modules; m++)
        if (self->modules[m]->segment_playable != NULL
            && self->modules[m]->segment_playable ((CarcState *) self, self->module_data[m], segment))
          return TRUE;
      return FALSE;
    }
}

/* Whose figure an action places: its colour when colours are free. */
static guint
figure_owner (CarcState        *self,
              const CarcAction *action)
{
  return carc_state_get_figure_colours (self) != 0 ? action->choice : self->decision.player;
}

/* Whether a figure may stand on @segment of the tile placed last, as a
 * meeple may: a kind figures stand on, nobody's figure on its feature. */
static gboolean
spot_free (CarcState *self,
           guint      segment)
{
  const CarcPlaced *p = &self->placed[self->last_placed];

  return segment < p->n_segments
         && segment_playable (self, &carc_state_tile_type (self, p->type)->segments[segment])
         && self->segs[carc_board_find (self, p->seg_base + segment)].figures == 0;
}

/* The figures the modules offer (big meeple, builder, pig …). */
static void
list_module_figures (CarcState *self,
                     GArray    *actions)
{
  for (guint i = 0; i < self->n_hooked[CARC_HOOK_FIGURE_OPTIONS]; i++)
    {
      guint m = self->hooked[CARC_HOOK_FIGURE_OPTIONS][i];

      self->modules[m]->list_figure_options (self, self->module_data[m], actions);
    }
}

static void
list_figure_actions (CarcState *self,
                     GArray    *actions)
{
  const CarcPlaced *p = &self->placed[self->last_placed];
  guint colours = carc_state_get_figure_colours (self);
  guint8 free[CARC_MAX_SEGMENTS];
  gint n_free = -1;

  for (guint c = 0; c < self->n_players; c++)
    {
      guint owner = colours != 0 ? c : self->decision.player;
      CarcAction *out;

      if (colours != 0 && !(colours & (1u << c)))
        continue;
      /* The free spots are the same for every colour: found once. */
      if (self->supply[owner][CARC_FIGURE_MEEPLE] > 0 && n_free < 0)
        for (guint i = n_free = 0; i < p->n_segments; i++)
          if (spot_free (self, i))
            free[n_free++] = i;
      if (self->supply[owner][CARC_FIGURE_MEEPLE] > 0)
        {
          g_array_set_size (actions, actions->len + n_free);
          out = &g_array_index (actions, CarcAction, actions->len - n_free);
          for (gint i = 0; i < n_free; i++)
            out[i] = (CarcAction) {
              .kind = CARC_ACTION_PLACE_FIGURE, .segment = free[i], .figure = CARC_FIGURE_MEEPLE,
              .x = p->x, .y = p->y, .choice = colours != 0 ? c : 0,
            };
        }
      if (colours == 0)
        break;
    }
  list_module_figures (self, actions);
}

/* Whether the figure step offers the core's meeples alone: no module
 * brings figures or lets the player place other colours. */
static gboolean
core_figures_only (const CarcState *self)
{
  return self->n_hooked[CARC_HOOK_FIGURE_OPTIONS] == 0 && self->n_hooked[CARC_HOOK_FIGURE_COLOURS] == 0;
}

/* The segments of the tile placed last where the current player may put
 * a meeple, in @segments, as list_figure_actions() lists them when no
 * module lets the player place other colours; their number. */
static guint
core_figure_spots (CarcState *self,
                   guint8    *segments)
{
  const CarcPlaced *p = &self->placed[self->last_placed];
  guint n = 0;

  g_assert (self->n_hooked[CARC_HOOK_FIGURE_COLOURS] == 0);
  if (self->supply[self->decision.player][CARC_FIGURE_MEEPLE] == 0)
    return 0;
  for (guint i = 0; i < p->n_segments; i++)
    if (spot_free (self, i))
      segments[n++] = i;
  return n;
}

/* Whether the figure step offers a figure.  The answer is kept for the
 * pick and the check (continue_after_tile()): with the core's figures
 * alone the free spots, in self->spots (self->spotted); a module's
 * figures or colours need the full list, which is the step's own, skip
 * and all, in pick_scratch.  A module that brings figures mostly offers
 * none at a step (builder and pig placed, no big meeple left): then the
 * step is the core's alone too. */
static gboolean
any_figure_action (CarcState *self)
{
  gboolean probed = !core_figures_only (self) && self->n_hooked[CARC_HOOK_FIGURE_COLOURS] == 0
                    && !(self->variants & CARC_VARIANT_AS_FORMAT_2);
  CarcAction *out;

  if (probed)
    {
      g_array_set_size (self->module_scratch, 0);
      list_module_figures (self, self->module_scratch);
    }
  self->spotted = core_figures_only (self) || (probed && self->module_scratch->len == 0);
  if (self->spotted)
    {
      self->n_spots = core_figure_spots (self, self->spots);
      return self->n_spots > 0;
    }
  g_array_set_size (self->pick_scratch, 0);
  if (!probed)
    list_figure_actions (self, self->pick_scratch);
  else
    {
      /* The core's meeples, then the modules' figures just listed: what
       * list_figure_actions() gives with no colours. */
      const CarcPlaced *p = &self->placed[self->last_placed];
      guint n = core_figure_spots (self, self->spots);

      g_array_set_size (self->pick_scratch, n);
      out = (CarcAction *) (void *) self->pick_scratch->data;
      for (guint i = 0; i < n; i++)
        out[i] = (CarcAction) {
          .kind = CARC_ACTION_PLACE_FIGURE, .segment = self->spots[i], .figure = CARC_FIGURE_MEEPLE, .x = p->x, .y = p->y,
        };
      g_array_append_vals (self->pick_scratch, self->module_scratch->data, self->module_scratch->len);
    }
  g_array_set_size (self->pick_scratch, self->pick_scratch->len + 1);
  g_array_index (self->pick_scratch, CarcAction, self->pick_scratch->len - 1) = (CarcAction) {
    .kind = CARC_ACTION_SKIP_FIGURE,
  };
  return self->pick_scratch->len > 1;
}

/* The figure action listing would put at the index @rng draws, with the
 * core's figures alone: the free spots in order, then the skip. */
static void
pick_core_figure (CarcState  *self,
                  CarcRng    *rng,
                  CarcAction *action)
{
  const CarcPlaced *p = &self->placed[self->last_placed];
  guint n, pick;

  if (!self->spotted)
    {
      self->n_spots = core_figure_spots (self, self->spots);
      self->spotted = TRUE;
    }
  n = self->n_spots;
  pick = carc_rng_range (rng, n + 1);

  if (pick == n)
    *action = (CarcAction) { .kind = CARC_ACTION_SKIP_FIGURE };
  else
    *action = (CarcAction) {
      .kind = CARC_ACTION_PLACE_FIGURE, .segment = self->spots[pick], .figure = CARC_FIGURE_MEEPLE,
      .x = p->x, .y = p->y,
    };
}

/* The outcome of the current chance decision, drawn from the setup's seed
 * and the number of chances so far: the same for every replay, and kept
 * in the log once taken, so nothing is ever rolled again.  A copy dealt
 * again for a player looking ahead throws dice of its own. */
static guint
roll (const CarcState *self)
{
  CarcRng rng;

  carc_rng_init (&rng, (carc_setup_get_seed (self->setup) ^ self->chance_salt)
                       ^ (0x9e3779b97f4a7c15ull * (self->n_chances + 1)));
  return carc_rng_range (&rng, self->decision.outcomes);
}

/* Lists every legal action for the current decision.  For PLACE_FIGURE the
 * list ends with the skip action; for a chance decision it holds the one
 * outcome drawn. */
void
carc_state_list_actions (CarcState *self,
                         GArray    *actions)
{
  g_return_if_fail (self != NULL && actions != NULL);
  g_return_if_fail (g_array_get_element_size (actions) == sizeof (CarcAction));

  if (self->listed && actions != self->pick_scratch)
    {
      g_array_set_size (actions, 0);
      g_array_append_vals (actions, self->pick_scratch->data, self->pick_scratch->len);
      return;
    }
  g_array_set_size (actions, 0);
  switch (self->decision.kind)
    {
    case CARC_DECISION_PLACE_TILE:
      carc_state_list_legal_placements (self, self->decision.tile_type, actions);
      break;
    case CARC_DECISION_PLACE_FIGURE:
      list_figure_actions (self, actions);
      g_array_set_size (actions, actions->len + 1);
      g_array_index (actions, CarcAction, actions->len - 1) = (CarcAction) {
        .kind = CARC_ACTION_SKIP_FIGURE,
      };
      break;
    case CARC_DECISION_MODULE:
      {
        guint m = self->decision.module;

        if (self->modules[m]->list_actions != NULL)
          self->modules[m]->list_actions (self, self->module_data[m], actions);
      }
      break;
    case CARC_DECISION_CHANCE:
      g_array_set_size (actions, 1);
      g_array_index (actions, CarcAction, 0) = (CarcAction) {
        .kind = CARC_ACTION_CHANCE, .module = self->decision.module, .value = roll (self),
      };
      break;
    case CARC_DECISION_NONE:
    default:
      break;
    }
}

/* Picks the action carc_state_list_actions() would list at the index
 * carc_rng_range (@rng, n) draws, n being the length of that list: the
 * same action from the same draw, so a random game is the same game
 * either way.  A tile's placements are counted and the one drawn is found
 * without writing out the others, which is most of a random playout's
 * cost; so are a meeple's spots when no module brings figures.  Other
 * decisions are listed, they are short.  FALSE, with @rng untouched, when
 * there is no action. */
gboolean
carc_state_pick_action (CarcState  *self,
                        CarcRng    *rng,
                        CarcAction *action)
{
  GArray *actions;

  g_return_val_if_fail (self != NULL && rng != NULL && action != NULL, FALSE);

  /* A tile no module's filter concerns is listed by the board alone. */
  if (self->decision.kind == CARC_DECISION_PLACE_TILE
      && (self->n_filters == 0 || filters_for (self, self->decision.tile_type) == 0))
    {
      if (!carc_board_pick_placement (self, self->decision.tile_type, rng, action))
        return FALSE;
      /* Field by field: a copy of the whole action just written field
       * by field would wait for those stores. */
      self->placement_x = action->x;
      self->placement_y = action->y;
      self->placement_rotation = action->rotation;
      self->placement_picked = TRUE;
      return TRUE;
    }
  if (self->decision.kind == CARC_DECISION_PLACE_FIGURE && (core_figures_only (self) || self->spotted))
    {
      pick_core_figure (self, rng, action);
      return TRUE;
    }
  actions = self->pick_scratch;
  if (!self->listed)
    {
      carc_state_list_actions (self, actions);
      self->listed = TRUE;
    }
  if (actions->len == 0)
    return FALSE;
  self->picked = carc_rng_range (rng, actions->len);
  *action = g_array_index (actions, CarcAction, self->picked);
  return TRUE;
}

static CarcError
check_figure (CarcState        *self,
              const CarcAction *action)
{
  const CarcPlaced *p = &self->placed[self->last_placed];
  const CarcTileType *tt = carc_state_tile_type (self, p->type);
  guint colours = carc_state_get_figure_colours (self);

  if (action->segment >= p->n_segments)
    return CARC_ERROR_NO_SUCH_SEGMENT;
  if (action->figure != CARC_FIGURE_MEEPLE)
    return CARC_ERROR_FIGURE_NOT_ALLOWED;
  if (!segment_playable (self, &tt->segments[action->segment]))
    return CARC_ERROR_SEGMENT_NOT_PLAYABLE;
  /* A colour is chosen only when the rules let the player choose one. */
  if (colours == 0 ? action->choice != 0
                   : action->choice >= self->n_players || !(colours & (1u << action->choice)))
    return CARC_ERROR_FIGURE_NOT_ALLOWED;
  if (self->supply[colours != 0 ? action->choice : self->decision.player][CARC_FIGURE_MEEPLE] == 0)
    return CARC_ERROR_NO_FIGURE_LEFT;
  if (self->segs[carc_board_find (self, p->seg_base + action->segment)].figures > 0)
    return CARC_ERROR_FEATURE_OCCUPIED;
  return CARC_OK;
}

/* Whether a figure may stand on @segment of the tile just placed, as a
 * meeple may: a kind figures stand on, and nobody's figure on its feature
 * yet.  For modules whose figures go where meeples go (the big meeple). */
gboolean
carc_state_figure_may_stand (CarcState *self,
                             guint      segment)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->decision.kind == CARC_DECISION_PLACE_FIGURE && spot_free (self, segment);
}

/* Whether the core's refusal @error of a figure leaves it to the modules:
 * a figure kind the core does not know, or a figure put on the tile's
 * picture rather than a segment. */
static gboolean
by_module (CarcError         error,
           const CarcAction *action)
{
  return error == CARC_ERROR_FIGURE_NOT_ALLOWED
         || (error == CARC_ERROR_NO_SUCH_SEGMENT && action->segment == CARC_SEGMENT_PICTURE);
}

/* Whether @action is in @list. */
static gboolean
in_list (const GArray     *list,
         const CarcAction *action)
{
  CarcAction wanted = carc_action_normalize (action);

  for (guint i = 0; i < list->len; i++)
    {
      CarcAction listed = carc_action_normalize (&g_array_index (list, CarcAction, i));

      if (carc_action_equal (&listed, &wanted))
        return TRUE;
    }
  return FALSE;
}

/* Whether @action is in the decision's list kept in pick_scratch: first
 * whether it is the action picked from it last, as it mostly is. */
static gboolean
in_kept_list (CarcState        *self,
              const CarcAction *action)
{
  if (self->picked < self->pick_scratch->len)
    {
      CarcAction picked = carc_action_normalize (&g_array_index (self->pick_scratch, CarcAction, self->picked));
      CarcAction wanted = carc_action_normalize (action);

      if (carc_action_equal (&picked, &wanted))
        return TRUE;
    }
  return in_list (self->pick_scratch, action);
}

/* Whether @action places the tile where and as the pick gave it last for
 * this decision (the board's pick, or the kept list's): legal, as the
 * pick gives only what the listing gives. */
static gboolean
picked_placement (const CarcState  *self,
                  const CarcAction *action)
{
  const CarcAction *picked;

  if (self->placement_picked)
    return self->placement_rotation == action->rotation && self->placement_x == action->x
           && self->placement_y == action->y;
  if (!self->listed || self->picked >= self->pick_scratch->len)
    return FALSE;
  picked = &g_array_index (self->pick_scratch, CarcAction, self->picked);
  return picked->kind == CARC_ACTION_PLACE_TILE && picked->rotation == action->rotation && picked->x == action->x
         && picked->y == action->y;
}

/* Whether @action is one of the figures the modules offer now: what
 * check accepts, apply carries out.  The step's whole list, when it is
 * kept, answers as well: the core's figures in it are those its own check
 * accepts, so a figure it refused is listed there only as a module's. */
static gboolean
listed_figure (CarcState        *self,
               const CarcAction *action)
{
  if (self->listed)
    return in_kept_list (self, action);
  g_array_set_size (self->module_scratch, 0);
  list_module_figures (self, self->module_scratch);
  return in_list (self->module_scratch, action);
}

/* Whether @action is one of those the deciding module lists now: the
 * core's check for every module's actions, so that a module's apply only
 * ever sees actions it offered, and a refused action changes nothing
 * whatever the module. */
static gboolean
listed_by_module (CarcState        *self,
                  const CarcAction *action)
{
  const CarcRulesModule *module = self->modules[self->decision.module];

  if (module->list_actions == NULL)
    return FALSE;
  if (self->listed)
    return in_kept_list (self, action);
  g_array_set_size (self->module_scratch, 0);
  module->list_actions (self, self->module_data[self->decision.module], self->module_scratch);
  return in_list (self->module_scratch, action);
}

CarcError
carc_state_check (CarcState        *self,
                  const CarcAction *action)
{
  g_return_val_if_fail (self != NULL && action != NULL, CARC_ERROR_WRONG_DECISION);

  switch (self->decision.kind)
    {
    case CARC_DECISION_NONE:
      return CARC_ERROR_GAME_OVER;
    case CARC_DECISION_PLACE_TILE:
      {
        CarcError error;

        if (action->kind != CARC_ACTION_PLACE_TILE)
          return CARC_ERROR_WRONG_DECISION;
        if (picked_placement (self, action))
          return CARC_OK;
        error = carc_board_check_placement (self, self->decision.tile_type, action->rotation,
                                            action->x, action->y);
        if (error == CARC_OK && self->n_filters > 0 && !placement_allowed (self, action))
          error = CARC_ERROR_MODULE_RULE;
        return error;
      }
    case CARC_DECISION_PLACE_FIGURE:
      {
        CarcError error;

        if (action->kind == CARC_ACTION_SKIP_FIGURE)
          return CARC_OK;
        if (action->kind != CARC_ACTION_PLACE_FIGURE)
          return CARC_ERROR_WRONG_DECISION;
        /* A meeple on a free spot found for the step is what the check
         * below would accept. */
        if (self->spotted && action->figure == CARC_FIGURE_MEEPLE && action->choice == 0
            && action->segment < CARC_MAX_SEGMENTS && memchr (self->spots, action->segment, self->n_spots) != NULL)
          return CARC_OK;
        error = check_figure (self, action);
        if (error != CARC_OK && by_module (error, action) && listed_figure (self, action))
          return CARC_OK;
        return error;
      }
    case CARC_DECISION_MODULE:
      if (action->kind != CARC_ACTION_MODULE || action->module != self->decision.module)
        return CARC_ERROR_WRONG_DECISION;
      return listed_by_module (self, action) ? CARC_OK : CARC_ERROR_MODULE_RULE;
    case CARC_DECISION_CHANCE:
      /* Any outcome the die has: a logged one is replayed as it fell. */
      if (action->kind != CARC_ACTION_CHANCE || action->module != self->decision.module)
        return CARC_ERROR_WRONG_DECISION;
      return action->value < self->decision.outcomes ? CARC_OK : CARC_ERROR_MODULE_RULE;
    default:
      return CARC_ERROR_WRONG_DECISION;
    }
}

static void
place_tile (CarcState        *self,
            const CarcAction *action)
{
  CarcEvent ev = { 0 };

  self->last_placed = carc_board_place (self, self->decision.tile_type, action->rotation,
                                        action->x, action->y, FALSE);
  ev.kind = CARC_EVENT_TILE_PLACED;
  ev.players = 1u << self->decision.player;
  ev.turn = self->turn;
  ev.tile_type = self->decision.tile_type;
  ev.x = action->x;
  ev.y = action->y;
  carc_state_emit (self, &ev);

  for (guint i = 0; i < self->n_hooked[CARC_HOOK_TILE_PLACED]; i++)
    {
      guint m = self->hooked[CARC_HOOK_TILE_PLACED][i];

      self->modules[m]->tile_placed (self, self->module_data[m], self->last_placed);
    }
  continue_after_tile (self);
}

/* The modules' questions about the new tile, then the figure step (asked
 * only when there is a figure to place). */
static void
continue_after_tile (CarcState *self)
{
  CarcDecision before;

  if (self->outcome != CARC_OUTCOME_NONE || ask_modules (self))
    return;
  before = self->decision;
  /* The modules' figures are listed as in the figure step itself: they
   * ask the decision whether they may stand (a big meeple with no meeple
   * left is still offered).  Older files were played without. */
  if (!(self->variants & CARC_VARIANT_AS_FORMAT_2))
    {
      self->decision.kind = CARC_DECISION_PLACE_FIGURE;
      self->decision.acting = self->decision.player;
    }
  if (!any_figure_action (self))
    {
      self->decision = before;
      self->spotted = FALSE;
      end_figure_step (self);
    }
  else
    {
      self->decision.kind = CARC_DECISION_PLACE_FIGURE;
      self->decision.acting = self->decision.player;
      /* Listed with the decision it answers (older files list before);
       * the core's spots are the same either way. */
      self->listed = !self->spotted && !(self->variants & CARC_VARIANT_AS_FORMAT_2);
    }
}

/* A figure the modules listed: the module whose figure it is places it. */
static gboolean
place_module_figure (CarcState        *self,
                     const CarcAction *action)
{
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->place_figure != NULL
        && self->modules[m]->place_figure (self, self->module_data[m], action) == CARC_OK)
      return TRUE;
  g_warn_if_reached ();  /* listed, yet no module takes it */
  return FALSE;
}

CarcError
carc_state_apply (CarcState        *self,
                  const CarcAction *action)
{
  CarcError error;

  g_return_val_if_fail (self != NULL && action != NULL, CARC_ERROR_WRONG_DECISION);

  error = carc_state_check (self, action);
  if (error != CARC_OK)
    return error;

  carc_state_changed (self);
  self->events_mark = self->events->len;
  switch ((CarcActionKind) action->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      place_tile (self, action);
      break;
    case CARC_ACTION_PLACE_FIGURE:
      if (check_figure (self, action) == CARC_OK)
        carc_state_put_figure (self, action->figure, figure_owner (self, action), self->last_placed, action->segment);
      else if (!place_module_figure (self, action))
        return CARC_ERROR_FIGURE_NOT_ALLOWED;
      end_figure_step (self);
      break;
    case CARC_ACTION_SKIP_FIGURE:
      end_figure_step (self);
      break;
    case CARC_ACTION_CHANCE:
    case CARC_ACTION_MODULE:
      {
        guint m = self->decision.module;

        error = self->modules[m]->apply != NULL
                ? self->modules[m]->apply (self, self->module_data[m], action)
                : CARC_ERROR_MODULE_RULE;
        if (error != CARC_OK)
          return error;
        if (action->kind == CARC_ACTION_CHANCE)
          self->n_chances++;
        if (self->turn_scored)
          finish_turn (self);
        else if (self->figure_step_done)
          end_figure_step (self);
        else
          continue_after_tile (self);
      }
      break;
    default:
      return CARC_ERROR_WRONG_DECISION;
    }
  return CARC_OK;
}
