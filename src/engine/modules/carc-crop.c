/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Crop Circles (rules.md §1.8, tiles-mists-minis.md §B7).
 *
 * The symbol of a crop circle tile names the figures it moves: the club
 * thieves, the shield knights, the pitchfork farmers.  Once its turn is
 * scored, its player chooses A or B; then each player in turn, from his
 * left and ending with him, either (A) may put a meeple from his supply
 * beside one of his figures of that kind (on its segment: the same road,
 * city or field), or (B) must take one of those figures back.  A player
 * with no such figure, or for A no meeple left, is passed over. */
#include "carc-crop.h"
#include "carc-feature-kind.h"

typedef struct
{
  gint8    kind;     /* CarcScoredAs of this turn's circle, -1: none */
  gboolean scored;   /* the turn is scored: the circle acts */
  gint8    mode;     /* CARC_CROP_A or _B, -1 while its player chooses */
  guint8   done;     /* players past, counted from the player's left */
} Crop;

static const char *const crop_tile_sets[] = { "crop-circles", NULL };

static const CarcModuleAction crop_actions[] = {
  [CARC_CROP_A] = { "crop-a", CARC_TARGET_BUTTON },
  [CARC_CROP_B] = { "crop-b", CARC_TARGET_BUTTON },
  [CARC_CROP_ADD] = { "crop-add", CARC_TARGET_SEGMENT },
  [CARC_CROP_PASS] = { "crop-pass", CARC_TARGET_BUTTON },
  [CARC_CROP_RETURN] = { "crop-return", CARC_TARGET_SEGMENT },
  { NULL, CARC_TARGET_BUTTON },
};

static gpointer
crop_create (CarcState *state)
{
  Crop *c = g_new0 (Crop, 1);

  c->kind = -1;
  return c;
}

static gpointer
crop_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Crop));
}

static void
crop_tile_placed (CarcState *state,
                  gpointer   data,
                  guint      placed)
{
  Crop *c = data;
  const CarcTileType *type = carc_state_get_placed_type (state, placed, NULL);
  if (carc_tile_type_has_symbol (type, CARC_MARK ("crop-club")))
    c->kind = CARC_SCORED_AS_ROAD;
  else if (carc_tile_type_has_symbol (type, CARC_MARK ("crop-shield")))
    c->kind = CARC_SCORED_AS_CITY;
  else if (carc_tile_type_has_symbol (type, CARC_MARK ("crop-pitchfork")))
    c->kind = CARC_SCORED_AS_FIELD;
  else
    {
      c->kind = -1;
      return;
    }
  c->scored = FALSE;
  c->mode = -1;
  c->done = 0;
}

static void
crop_turn_scored (CarcState *state,
                  gpointer   data)
{
  Crop *c = data;

  c->scored = c->kind >= 0;
}

/* Appends (unless @actions is NULL) @player's figures the circle concerns
 * as actions of @choice on their spots, each spot and kind once; returns
 * how many. */
static guint
list_figures (CarcState *state,
              Crop      *c,
              guint      module,
              guint      player,
              guint      choice,
              GArray    *actions)
{
  guint first = actions != NULL ? actions->len : 0, n = 0;

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;
      CarcPlacedTile t;
      CarcAction a;
      gboolean seen = FALSE;

      carc_state_get_figure (state, i, &f);
      if (f.player != player || carc_state_get_figure_kind (state, f.figure)->strength == 0
          || carc_state_figure_scored_as (state, i) != (guint) c->kind)
        continue;
      carc_state_get_tile (state, f.tile, &t);
      a = (CarcAction) { .kind = CARC_ACTION_MODULE, .module = module, .choice = choice, .x = t.x, .y = t.y,
                         .segment = f.segment, .value = choice == CARC_CROP_RETURN ? f.figure : 0 };
      for (guint j = first; actions != NULL && j < actions->len && !seen; j++)
        seen = carc_action_equal (&g_array_index (actions, CarcAction, j), &a);
      if (seen)
        continue;
      n++;
      if (actions != NULL)
        g_array_append_val (actions, a);
    }
  return n;
}

/* Whether @player has something to do: a figure of the kind (and for A
 * a meeple to add). */
static gboolean
has_a_go (CarcState *state,
          Crop      *c,
          guint      player)
{
  if (c->mode == CARC_CROP_A && carc_state_get_supply (state, player, CARC_FIGURE_MEEPLE) == 0)
    return FALSE;
  return list_figures (state, c, 0, player, CARC_CROP_RETURN, NULL) > 0;
}

static guint
player_of_go (CarcState *state,
              Crop      *c)
{
  guint n = carc_setup_get_n_players (carc_state_get_setup (state));

  return (carc_state_get_decision (state)->player + 1 + c->done) % n;
}

static gboolean
crop_pending_decision (CarcState    *state,
                       gpointer      data,
                       CarcDecision *decision)
{
  Crop *c = data;
  guint n = carc_setup_get_n_players (carc_state_get_setup (state));

  if (c->kind < 0 || !c->scored)
    return FALSE;
  if (c->mode < 0)
    {
      decision->choice_kind = CARC_CROP_ASK_MODE;
      return TRUE;
    }
  while (c->done < n && !has_a_go (state, c, player_of_go (state, c)))
    c->done++;
  if (c->done >= n)
    {
      c->kind = -1;
      return FALSE;
    }
  decision->acting = player_of_go (state, c);
  decision->choice_kind = c->mode == CARC_CROP_A ? CARC_CROP_ASK_ADD : CARC_CROP_ASK_RETURN;
  return TRUE;
}

static void
crop_list_actions (CarcState *state,
                   gpointer   data,
                   GArray    *actions)
{
  Crop *c = data;
  const CarcDecision *d = carc_state_get_decision (state);

  if (c->mode < 0)
    {
      CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_CROP_A };
      CarcAction b = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_CROP_B };

      g_array_append_val (actions, a);
      g_array_append_val (actions, b);
    }
  else if (c->mode == CARC_CROP_A)
    {
      CarcAction pass = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_CROP_PASS };

      list_figures (state, c, d->module, d->acting, CARC_CROP_ADD, actions);
      g_array_append_val (actions, pass);
    }
  else
    list_figures (state, c, d->module, d->acting, CARC_CROP_RETURN, actions);
}

/* The core accepts only a listed action. */
static CarcError
crop_apply (CarcState        *state,
            gpointer          data,
            const CarcAction *action)
{
  Crop *c = data;
  guint acting = carc_state_get_decision (state)->acting;
  gint tile = carc_state_tile_at (state, action->x, action->y);

  switch (action->choice)
    {
    case CARC_CROP_A:
    case CARC_CROP_B:
      c->mode = action->choice;
      return CARC_OK;
    case CARC_CROP_ADD:
      carc_state_put_figure (state, CARC_FIGURE_MEEPLE, acting, tile, action->segment);
      break;
    case CARC_CROP_RETURN:
      for (guint i = 0; i < carc_state_get_n_figures (state); i++)
        {
          CarcFigureInfo f;

          carc_state_get_figure (state, i, &f);
          if (f.player == acting && f.figure == action->value && (gint) f.tile == tile && f.segment == action->segment)
            {
              carc_state_return_figure (state, i);
              break;
            }
        }
      break;
    case CARC_CROP_PASS:
    default:
      break;
    }
  c->done++;
  return CARC_OK;
}

static void
crop_dump (CarcState *state,
           gpointer   data,
           GString   *out)
{
  Crop *c = data;

  g_string_append_printf (out, "crop kind %d scored %d mode %d done %u\n", c->kind, c->scored, c->mode, c->done);
}

static const CarcRulesModule crop_module = {
  .id = CARC_CROP_MODULE,
  .tile_sets = crop_tile_sets,
  .actions = crop_actions,
  .create = crop_create,
  .destroy = g_free,
  .copy = crop_copy,
  .tile_placed = crop_tile_placed,
  .turn_scored = crop_turn_scored,
  .pending_decision = crop_pending_decision,
  .list_actions = crop_list_actions,
  .apply = crop_apply,
  .dump = crop_dump,
};

const CarcRulesModule *
carc_crop_get_module (void)
{
  return &crop_module;
}

gint
carc_crop_get_kind (const CarcState *state)
{
  Crop *c = carc_state_get_module_data (state, CARC_CROP_MODULE);

  return c != NULL ? c->kind : -1;
}
