/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The guided first game.  Its deal is fixed so that each lesson comes in
 * its turn: a monastery with a road to turn and place, a junction that
 * completes the road, a city cap that completes the start tile's city, a
 * monastery, a field for a farmer, then the end.  Until the city is
 * complete Blue draws monasteries in fields, which fit beside any field
 * and so never stand in the way of the road's end or the city cap.
 * A step waits for what it asks; if the player does something else, the
 * lesson goes on at the player's next turn.  The board marks what the
 * step speaks of: the place the tile goes and the figure's spot, found by
 * trying the listed moves on copies of the game. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-feature-kind.h"
#include "carc-lesson.h"
#include "carc-save.h"

typedef enum
{
  WAIT_READ,     /* the card's button */
  WAIT_TURN,     /* the tile in hand turned */
  WAIT_TILE,     /* a tile placed */
  WAIT_FIGURE,   /* the figure step done */
  WAIT_SCORED,   /* a feature of @kind scored for the player */
  WAIT_STANDS,   /* a figure of the player's on a feature of @kind */
  WAIT_END,      /* the game over */
} Wait;

typedef struct
{
  const char  *title;
  const char  *body;
  Wait         wait;
  CarcScoredAs kind;     /* what the step's figure goes on, and what it waits for */
  gboolean     place;    /* the board marks where the tile goes */
} Step;

#define NONE CARC_SCORED_NONE

static const Step steps[] = {
  { N_("Learn to Play"),
    N_("Carcassonne is a game of laying land tiles. You play Red against Blue, an easy computer player. Each turn "
       "you place a tile and may put one of your meeples on it. Roads, cities and monasteries score when they are "
       "complete; the most points at the end win."),
    WAIT_READ, NONE, FALSE },
  { N_("Your Tile"),
    N_("Each turn a tile is drawn for you: it is in the side panel, and on the board where the pointer is. A tile "
       "must touch the board, and its edges must go on with what they touch: road to road, city to city, field to "
       "field. The light squares are where this one can go."),
    WAIT_READ, NONE, FALSE },
  { N_("Turn the Tile"),
    N_("Press R, or a turn button beside the tile in the side panel, until the monastery’s road points left, toward "
       "the start tile’s road."),
    WAIT_TURN, NONE, FALSE },
  { N_("Place the Tile"),
    N_("Click the marked square right of the start tile, or press Enter: the keys put the tile there. The arrow "
       "keys move it to another square."),
    WAIT_TILE, NONE, TRUE },
  { N_("Place a Meeple"),
    N_("You may now put a meeple on the tile you placed: on the road it is a thief, in the monastery a monk. Click "
       "the marked circle on the road, or press Enter. S places none."),
    WAIT_FIGURE, CARC_SCORED_AS_ROAD, FALSE },
  { N_("Complete the Road"),
    N_("A road is complete when both its ends stop: at a junction, a monastery or a city. This junction stops your "
       "road at its open end. A complete road scores 1 point a tile, and its meeple comes back to you. Place the "
       "tile on the marked square, then press S: your thief is on the road already."),
    WAIT_SCORED, CARC_SCORED_AS_ROAD, TRUE },
  { N_("Complete a City"),
    N_("A city is complete when its walls close all round. Put this tile on the start tile’s city, turned so that "
       "the two halves meet, and a meeple in the city: a knight. A complete city scores 2 points a tile and 2 a "
       "coat of arms."),
    WAIT_SCORED, CARC_SCORED_AS_CITY, TRUE },
  { N_("A Monastery"),
    N_("A monastery is complete when the 8 squares around it are filled, and then scores 9 points: 1 for itself "
       "and 1 for each tile round it. Place this one and put a meeple in it: a monk. The mark shows where the most "
       "tiles stand round it already."),
    WAIT_STANDS, CARC_SCORED_AS_MONASTERY, TRUE },
  { N_("Farmers"),
    N_("A meeple in a field lies down: a farmer. It stays there until the end of the game, when its field scores 3 "
       "points for each complete city it touches; a field with a farmer on it takes no other. Place this tile and "
       "a farmer: the mark shows the field worth most now."),
    WAIT_STANDS, CARC_SCORED_AS_FIELD, TRUE },
  { N_("To the End"),
    N_("The game ends with the last tile. Then every unfinished road scores 1 point a tile, every unfinished city 1 "
       "a tile and 1 a coat of arms, every monastery 1 for itself and each tile round it, and every farmer 3 a "
       "complete city. Play your last tiles."),
    WAIT_END, NONE, FALSE },
  { N_("You Know the Rules"),
    N_("That is the whole classic game. Start a new game with friends or computer players, and switch on an "
       "expansion when you like: Help (F1) tells each one’s rules."),
    WAIT_READ, NONE, FALSE },
};

#define RED 0

/* Red's tiles and Blue's by turns, after the start tile. */
static const char *const deal[] = { "A", "B", "W", "B", "E", "V", "B", "V", "U", "V", "V", "U" };

struct _CarcLesson
{
  GObject    parent_instance;

  CarcGame  *game;
  CarcBoard *board;
  guint      step;
  guint      placed;     /* tiles on the board when the step began */
  guint      began[G_N_ELEMENTS (steps)];  /* the same for every step so far */
};

G_DEFINE_FINAL_TYPE (CarcLesson, carc_lesson, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STEP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

CarcGame *
carc_lesson_new_game (GError **error)
{
  static const char *const sets[] = { "base", NULL };
  static const char *const modules[] = { NULL };
  static const char *const names[] = { "Red", "Blue", NULL };
  static const char *const colours[] = { "#d0312d", "#2f62c8", NULL };
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2, 0, 1, carc_save_builtin_tile_sets, NULL,
                                                   error);
  guint16 order[G_N_ELEMENTS (deal)];
  CarcGame *game;

  if (setup == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (deal); i++)
    {
      guint type = 0;

      if (!carc_tile_set_lookup (carc_setup_get_tile_set (setup), deal[i], &type))
        g_return_val_if_reached (NULL);
      order[i] = type;
    }
  carc_setup_set_order (setup, order, G_N_ELEMENTS (order));
  game = carc_game_new (setup, names, colours);
  carc_player_set_computer (carc_game_get_player (game, 1), CARC_AI_EASY);
  return game;
}

/* What the feature of the segment a figure action puts it on scores as. */
static CarcScoredAs
scored_as (CarcState        *state,
           const CarcAction *action)
{
  CarcPlacedTile placed;
  const CarcTileType *type;

  if (action->kind != CARC_ACTION_PLACE_FIGURE || action->figure != CARC_FIGURE_MEEPLE)
    return NONE;
  carc_state_get_tile (state, carc_state_get_last_tile (state), &placed);
  type = carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)), placed.type);
  return action->segment < type->n_segments ? carc_feature_kind_get (type->segments[action->segment].kind)->scored
                                            : NONE;
}

/* How much the figure action @action in @state is worth to the step: a
 * complete feature of its kind scored for Red now, a monk's neighbours,
 * a farmer's points at the end; -1 for a figure the step does not want. */
static gint
worth (const Step       *step,
       CarcState        *state,
       const CarcAction *action)
{
  CarcState *after;
  guint before = carc_state_get_score (state, RED);
  guint final[CARC_MAX_PLAYERS] = { 0 };
  gint value = -1;

  /* A step that waits for a scoring may do without a new figure (the
   * road's thief is on it already). */
  if (scored_as (state, action) != step->kind
      && !(step->wait == WAIT_SCORED && action->kind == CARC_ACTION_SKIP_FIGURE))
    return -1;
  after = carc_state_copy (state);
  if (carc_state_apply (after, action) == CARC_OK)
    switch ((guint) step->kind)
      {
      case CARC_SCORED_AS_ROAD:
      case CARC_SCORED_AS_CITY:
        value = step->wait == WAIT_SCORED ? (gint) (carc_state_get_score (after, RED) - before) - 1 : 0;
        break;
      case CARC_SCORED_AS_MONASTERY:
      case CARC_SCORED_AS_FIELD:
        carc_state_preview_final (after, final);
        value = (gint) final[RED];
        break;
      default:
        break;
      }
  carc_state_free (after);
  return value;
}

/* The best figure action for the step in @state (its figure step), or
 * FALSE. */
static gboolean
best_figure (const Step *step,
             CarcState  *state,
             CarcAction *best,
             gint       *best_worth)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  gboolean found = FALSE;

  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);
      gint w = worth (step, state, a);

      /* Of two as good, no new figure. */
      if (w >= 0 && (!found || w > *best_worth || (w == *best_worth && a->kind == CARC_ACTION_SKIP_FIGURE)))
        {
          *best = *a;
          *best_worth = w;
          found = TRUE;
        }
    }
  return found;
}

/* Where the step's tile goes: at 1,0 for the first (the monastery's road
 * meets the start tile's), else the placement whose figure step is worth
 * the most to the step. */
static gboolean
best_placement (CarcLesson *self,
                const Step *step,
                CarcAction *best)
{
  g_autoptr(GArray) placements = carc_game_list_choices (self->game, CARC_CHOICE_PLACE_TILE);
  gint best_worth = -1;

  for (guint i = 0; i < placements->len; i++)
    {
      const CarcAction *a = &g_array_index (placements, CarcAction, i);
      CarcState *after;
      CarcAction figure;
      gint w = -1;

      if (step->kind == NONE)
        {
          if (a->x == 1 && a->y == 0)
            {
              *best = *a;
              return TRUE;
            }
          continue;
        }
      after = carc_state_copy (carc_game_peek_state (self->game));
      if (carc_state_apply (after, a) == CARC_OK && best_figure (step, after, &figure, &w) && w > best_worth)
        {
          *best = *a;
          best_worth = w;
        }
      carc_state_free (after);
    }
  return best_worth >= 0;
}

static gboolean
red_decides (CarcLesson       *self,
             CarcDecisionKind  kind)
{
  return !carc_game_get_game_over (self->game) && carc_game_get_acting (self->game) == RED
         && carc_game_get_decision (self->game) == kind;
}

/* The board's marks for the step: the square and the turn of the tile,
 * then the figure's spot, where the keys (Enter) take them. */
static void
mark (CarcLesson *self)
{
  const Step *step = &steps[self->step];
  CarcAction action;
  gint w;

  if (red_decides (self, CARC_DECISION_PLACE_TILE) && step->place && best_placement (self, step, &action))
    carc_board_show_choice (self->board, &action);
  else if (red_decides (self, CARC_DECISION_PLACE_FIGURE) && step->kind != NONE
           && best_figure (step, carc_game_peek_state (self->game), &action, &w))
    carc_board_show_choice (self->board, &action);
}

static void
go_to (CarcLesson *self,
       guint       step)
{
  self->step = MIN (step, G_N_ELEMENTS (steps) - 1);
  self->placed = carc_game_get_n_placed (self->game);
  self->began[self->step] = self->placed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
  mark (self);
}

/* Whether one of Red's figures stands on a feature of @kind. */
static gboolean
red_stands_on (CarcLesson   *self,
               CarcScoredAs  kind)
{
  CarcState *state = carc_game_peek_state (self->game);

  for (guint i = 0; i < carc_game_get_n_figures (self->game); i++)
    {
      CarcFigureInfo figure;
      CarcPlacedTile placed;
      const CarcTileType *type;

      carc_game_get_figure (self->game, i, &figure);
      if (figure.player != RED)
        continue;
      carc_state_get_tile (state, figure.tile, &placed);
      type = carc_game_get_tile_type (self->game, placed.type);
      if (figure.segment < type->n_segments
          && carc_feature_kind_get (type->segments[figure.segment].kind)->scored == kind)
        return TRUE;
    }
  return FALSE;
}

/* Whether what the step waits for has happened, or the player's turn it
 * was meant for has passed (Red to place a tile again, Blue's tile on the
 * board too). */
static gboolean
done (CarcLesson *self)
{
  const Step *step = &steps[self->step];
  guint placed = carc_game_get_n_placed (self->game);

  if (step->wait == WAIT_END)
    return carc_game_get_game_over (self->game);
  if (step->wait == WAIT_READ)
    return FALSE;
  if (step->wait == WAIT_TILE || step->wait == WAIT_TURN)
    return placed > self->placed;
  if (step->wait == WAIT_FIGURE)
    return placed >= self->placed && !red_decides (self, CARC_DECISION_PLACE_FIGURE);
  if (step->wait == WAIT_STANDS && red_stands_on (self, step->kind))
    return TRUE;
  return placed >= self->placed + 2 && red_decides (self, CARC_DECISION_PLACE_TILE);
}

static void
game_changed_cb (CarcLesson *self)
{
  guint placed = carc_game_get_n_placed (self->game);
  guint step = self->step;

  /* Undone past the step's start: back to the step the board is at. */
  if (placed < self->placed && !carc_game_get_game_over (self->game))
    {
      while (step > 0 && self->began[step] > placed)
        step--;
      go_to (self, step);
    }
  else if (done (self))
    /* A tile placed without turning it passes the step that turns it and
     * the one that places it. */
    go_to (self, step + (steps[step].wait == WAIT_TURN ? 2 : 1));
  else
    mark (self);
}

static void
feature_scored_cb (CarcLesson *self,
                   guint       player,
                   guint       points,
                   guint       kind,
                   gboolean    final)
{
  const Step *step = &steps[self->step];

  if (step->wait == WAIT_SCORED && player == RED && !final && carc_feature_kind_get (kind)->scored == step->kind)
    go_to (self, self->step + 1);
}

static void
rotation_cb (CarcLesson *self)
{
  if (steps[self->step].wait == WAIT_TURN)
    go_to (self, self->step + 1);
}

CarcLesson *
carc_lesson_new (CarcGame  *game,
                 CarcBoard *board)
{
  CarcLesson *self;

  g_return_val_if_fail (CARC_IS_GAME (game), NULL);
  g_return_val_if_fail (CARC_IS_BOARD (board), NULL);
  self = g_object_new (CARC_TYPE_LESSON, NULL);
  self->game = g_object_ref (game);
  self->board = g_object_ref (board);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "feature-scored", G_CALLBACK (feature_scored_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (board, "notify::rotation", G_CALLBACK (rotation_cb), self, G_CONNECT_SWAPPED);
  go_to (self, 0);
  return self;
}

CarcGame *
carc_lesson_get_game (CarcLesson *self)
{
  g_return_val_if_fail (CARC_IS_LESSON (self), NULL);
  return self->game;
}

guint
carc_lesson_get_step (CarcLesson *self)
{
  g_return_val_if_fail (CARC_IS_LESSON (self), 0);
  return self->step;
}

guint
carc_lesson_get_n_steps (void)
{
  return G_N_ELEMENTS (steps);
}

const char *
carc_lesson_get_title (CarcLesson *self)
{
  g_return_val_if_fail (CARC_IS_LESSON (self), NULL);
  return _(steps[self->step].title);
}

const char *
carc_lesson_get_body (CarcLesson *self)
{
  g_return_val_if_fail (CARC_IS_LESSON (self), NULL);
  return _(steps[self->step].body);
}

gboolean
carc_lesson_get_reads (CarcLesson *self)
{
  g_return_val_if_fail (CARC_IS_LESSON (self), FALSE);
  return steps[self->step].wait == WAIT_READ;
}

gboolean
carc_lesson_get_last (CarcLesson *self)
{
  g_return_val_if_fail (CARC_IS_LESSON (self), FALSE);
  return self->step + 1 == G_N_ELEMENTS (steps);
}

void
carc_lesson_next (CarcLesson *self)
{
  g_return_if_fail (CARC_IS_LESSON (self));
  if (steps[self->step].wait == WAIT_READ && !carc_lesson_get_last (self))
    go_to (self, self->step + 1);
}

static void
carc_lesson_dispose (GObject *object)
{
  CarcLesson *self = CARC_LESSON (object);

  g_clear_object (&self->game);
  g_clear_object (&self->board);
  G_OBJECT_CLASS (carc_lesson_parent_class)->dispose (object);
}

static void
carc_lesson_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  CarcLesson *self = CARC_LESSON (object);

  switch (prop_id)
    {
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_lesson_class_init (CarcLessonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carc_lesson_dispose;
  object_class->get_property = carc_lesson_get_property;
  properties[PROP_STEP] = g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carc_lesson_init (CarcLesson *self)
{
}
