/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What the views read of a CarcGame: the players, the board, the
 * scores, the figures, the events, who decides now and what is asked. */
#include "carc-game-internal.h"

CarcSetup *
carc_game_get_setup (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_history_get_setup (self->history);
}

CarcTileSet *
carc_game_get_tile_set (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_setup_get_tile_set (carc_history_get_setup (self->history));
}

GListModel *
carc_game_get_players (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->players);
}

/* Every event so far (placements, scorings, game over), for a history
 * view and the score chart. */
GListModel *
carc_game_get_log (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->log);
}

/* Returns: (transfer none) */
CarcPlayer *
carc_game_get_player (CarcGame *self,
                      guint     index)
{
  g_autoptr(CarcPlayer) player = NULL;

  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  player = g_list_model_get_item (G_LIST_MODEL (self->players), index);
  return player; /* the store keeps its reference */
}

guint
carc_game_get_n_players (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->players));
}

guint
carc_game_get_current_player (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return self->current_player;
}

CarcDecisionKind
carc_game_get_decision (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), CARC_DECISION_NONE);
  return self->decision;
}

/* The tile type to place now, or G_MAXUINT when the game is over. */
guint
carc_game_get_tile (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), G_MAXUINT);
  return self->tile;
}

guint
carc_game_get_tiles_left (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return self->tiles_left;
}

guint
carc_game_get_turn (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return self->turn;
}

/* How many moves lead to the position shown (the undo position). */
guint
carc_game_get_n_moves (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_history_get_cursor (self->history);
}

gboolean
carc_game_get_can_undo (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->can_undo;
}

gboolean
carc_game_get_can_redo (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->can_redo;
}

gboolean
carc_game_get_game_over (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->game_over;
}

const CarcTileType *
carc_game_get_tile_type (CarcGame *self,
                         guint     type)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_tile_set_get_type (carc_game_get_tile_set (self), type);
}

guint
carc_game_get_n_placed (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_n_tiles (carc_game_state (self));
}

void
carc_game_get_placed (CarcGame       *self,
                      guint           index,
                      CarcPlacedTile *tile)
{
  g_return_if_fail (CARC_IS_GAME (self));
  carc_state_get_tile (carc_game_state (self), index, tile);
}

gint
carc_game_tile_at (CarcGame *self,
                   gint      x,
                   gint      y)
{
  g_return_val_if_fail (CARC_IS_GAME (self), -1);
  return carc_state_tile_at (carc_game_state (self), x, y);
}

/* The tile placed in the current or last turn; -1 before the first. */
gint
carc_game_get_last_placed (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), -1);
  if (!carc_history_can_undo (self->history))
    return -1;
  return carc_state_get_last_tile (carc_game_state (self));
}

guint
carc_game_get_n_figures (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_n_figures (carc_game_state (self));
}

void
carc_game_get_figure (CarcGame       *self,
                      guint           index,
                      CarcFigureInfo *figure)
{
  g_return_if_fail (CARC_IS_GAME (self));
  carc_state_get_figure (carc_game_state (self), index, figure);
}

guint
carc_game_get_score (CarcGame *self,
                     guint     player)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_score (carc_game_state (self), player);
}

guint
carc_game_get_category_score (CarcGame *self,
                              guint     player,
                              guint     category)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_category_score (carc_game_state (self), player, category);
}

/* The lines of the scoring breakdown: the core's (CarcScoreCategory),
 * then the modules' own, each with an id for its words. */
guint
carc_game_get_n_score_categories (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_n_score_categories (carc_game_state (self));
}

const char *
carc_game_get_score_category_id (CarcGame *self,
                                 guint     category)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_state_get_score_category_id (carc_game_state (self), category);
}

/* The kinds of figure of the game (0 is the meeple), by their ids in
 * saves, for the views to draw and name them. */
guint
carc_game_get_n_figure_kinds (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_n_figure_kinds (carc_game_state (self));
}

/* The kinds of figure the current choices place, as bits (kind k: bit
 * k); 0 outside the figure step. */
guint
carc_game_get_listed_figure_kinds (CarcGame *self)
{
  GListModel *choices;
  guint kinds = 0;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  choices = carc_game_get_choices (self);
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);

      if (carc_choice_get_kind (choice) == CARC_CHOICE_PLACE_FIGURE)
        kinds |= 1u << carc_choice_get_action (choice)->figure;
    }
  return kinds;
}

/* How many figures of @kind @player still has to place. */
guint
carc_game_get_supply (CarcGame *self,
                      guint     player,
                      guint     kind)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  if (player >= carc_game_get_n_players (self) || kind >= carc_state_get_n_figure_kinds (carc_game_state (self)))
    return 0;
  return carc_state_get_supply (carc_game_state (self), player, kind);
}

const char *
carc_game_get_figure_kind_id (CarcGame *self,
                              guint     kind)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  if (kind >= carc_state_get_n_figure_kinds (carc_game_state (self)))
    return NULL;
  return carc_state_get_figure_kind (carc_game_state (self), kind)->id;
}

const CarcEvent *
carc_game_get_events (CarcGame *self,
                      guint    *n_events)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_state_get_events (carc_game_state (self), n_events);
}

/**
 * carc_game_get_current_event:
 *
 * The event that the signal being emitted reports (::tile-placed,
 * ::figure-placed, ::feature-scored, ::game-over), for what its arguments
 * leave out: which feature was scored, how many tiles it has.
 *
 * Returns: (nullable): the event, valid during the emission; %NULL
 *   outside those signals
 */
const CarcEvent *
carc_game_get_current_event (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return self->reporting;
}

/**
 * carc_game_list_feature_tiles:
 * @feature_id: a feature's id, as an event gives it
 *
 * The tiles that hold part of a feature, as the board is now: where a
 * view shows what happened to it.  An id stands for its feature until the
 * feature joins another, so the events of the last move find theirs.
 *
 * Returns: (transfer full): the indices of the placed tiles
 *   (carc_game_get_placed()), each once; empty when no feature has
 *   that id
 */
GArray *
carc_game_list_feature_tiles (CarcGame *self,
                              guint     feature_id)
{
  GArray *tiles;
  CarcState *s;
  guint n;

  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  s = carc_game_state (self);
  n = carc_state_get_n_tiles (s);
  for (guint i = 0; i < n; i++)
    {
      CarcPlacedTile t;
      const CarcTileType *type;

      carc_state_get_tile (s, i, &t);
      type = carc_game_get_tile_type (self, t.type);
      for (guint seg = 0; type != NULL && seg < type->n_segments; seg++)
        {
          CarcFeatureInfo info;

          if (carc_state_get_feature (s, i, seg, &info) && info.id == feature_id)
            {
              g_array_append_val (tiles, i);
              break;
            }
        }
    }
  return tiles;
}

/* How many tiles of @type are still in the pile (not the one in hand). */
guint
carc_game_count_remaining (CarcGame *self,
                           guint     type)
{
  guint n, count = 0;
  const guint16 *left;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  left = carc_state_get_remaining (carc_game_state (self), &n);
  for (guint i = 0; i < n; i++)
    count += left[i] == type;
  return count;
}

/* Whether people and computer players share the table: then undo and
 * redo pass over the computers' decisions, to a person's. */
gboolean
carc_game_mixed_table (CarcGame *self)
{
  guint people = 0, n = carc_game_get_n_players (self);

  for (guint p = 0; p < n; p++)
    people += carc_player_get_computer (carc_game_get_player (self, p)) == CARC_PLAYER_PERSON;
  return people > 0 && people < n;
}

/* Whether a person decides now (or the game is over): else a computer
 * player does, and the views offer the people nothing to do. */
gboolean
carc_game_get_person_decides (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), TRUE);
  if (carc_state_is_over (carc_game_state (self)) || carc_state_get_decision (carc_game_state (self))->kind == CARC_DECISION_CHANCE)
    return TRUE;
  {
    CarcPlayer *acting = carc_game_get_player (self, carc_game_get_acting (self));

    return carc_player_get_computer (acting) == CARC_PLAYER_PERSON && !carc_player_get_remote (acting)
           && !self->paused;
  }
}

/* Who decides now: the decision's acting seat (a module may ask another
 * person than the one whose turn it is). */
guint
carc_game_get_acting (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_decision (carc_game_state (self))->acting;
}

/* The module's question now (its own number), or 0. */
guint
carc_game_get_question (CarcGame *self)
{
  const CarcDecision *d;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  d = carc_state_get_decision (carc_game_state (self));
  return d->kind == CARC_DECISION_MODULE ? d->choice_kind : 0;
}

CarcOutcome
carc_game_get_outcome (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), CARC_OUTCOME_NONE);
  return carc_state_get_outcome (carc_game_state (self));
}

/* The game as it would be after @choice, tried on a copy: what a button
 * would give.  Free it with carc_state_free(); NULL when @choice is not
 * listed now. */
CarcState *
carc_game_preview (CarcGame   *self,
                   CarcChoice *choice)
{
  CarcState *copy;

  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  g_return_val_if_fail (CARC_IS_CHOICE (choice), NULL);
  if (!g_list_store_find (self->choices, choice, NULL))
    return NULL;
  copy = carc_state_copy (carc_game_state (self));
  if (carc_state_apply (copy, carc_choice_get_action (choice)) != CARC_OK)
    g_clear_pointer (&copy, carc_state_free);
  return copy;
}

/* Why the last move the views asked for was refused, when a module
 * explained it: its own reason code, and in @module its id; 0 when the
 * core's CarcError says it all. */
guint
carc_game_get_refusal (CarcGame    *self,
                       const char **module)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  if (module != NULL)
    *module = self->refusal_module;
  return self->refusal;
}

/* The seats (as bits) of the person whose turn it is: the current seat,
 * or all the colours one person places figures of (the modules' figure
 * colours). */
guint
carc_game_get_turn_seats (CarcGame *self)
{
  guint colours;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  colours = carc_state_get_figure_colours (carc_game_state (self));
  return colours != 0 ? colours : 1u << carc_game_get_current_player (self);
}

/* The colours (as bits) whose figures may be placed now, when the modules
 * let the player choose among several: those listed with a free spot;
 * 0 when the current player places their own. */
guint
carc_game_get_figure_colours (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return self->figure_colours;
}
