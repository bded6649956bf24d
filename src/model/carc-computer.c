/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The computer players at the table.  When a seat a computer plays has
 * to decide, it thinks on a worker thread (a GTask on a copy of the
 * state), so the window stays responsive, and its choice is applied
 * through the game's one door — no sooner than the pace after the last
 * move, so that the people can follow each tile and figure.  Any change
 * of the game (an undo, a new game, a seat handed over) drops the thought
 * under way: a thought knows the move it was for.  Hints are the strong
 * player's thought for whoever decides now, on the same kind of thread. */
#include "carc-computer.h"

struct _CarcComputer
{
  GObject       parent_instance;

  CarcGame     *game;
  GCancellable *thinking;      /* the computer's thought under way, or NULL */
  guint         apply_source;  /* waiting for the pace, or 0 */
  CarcAction    chosen;        /* what it waits to apply */
  guint         generation;    /* counts the game's changes */
  gint64        last_move;     /* monotonic time of the last change */
  guint         pace;          /* ms */
  guint         strong_ms;
  guint         strong_playouts; /* 0: the strong player thinks strong_ms */
};

G_DEFINE_FINAL_TYPE (CarcComputer, carc_computer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_THINKING,
  PROP_PACE,
  PROP_STRONG_MS,
  PROP_STRONG_PLAYOUTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHOOSING,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* One thought: a copy of the state, what to think with, and the answer. */
typedef struct
{
  CarcState    *state;
  CarcAiParams  params;
  CarcAiResult  result;
  gint          stop;
  guint         generation;
} Thought;

static void
thought_free (Thought *thought)
{
  carc_state_free (thought->state);
  g_free (thought);
}

static void
stop_cb (GCancellable *cancellable,
         Thought      *thought)
{
  g_atomic_int_set (&thought->stop, 1);
}

static void
think_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  Thought *thought = data;
  gulong handler = 0;

  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (stop_cb), thought, NULL);
  carc_ai_choose (thought->state, &thought->params, &thought->result);
  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, handler);
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

/* Starts thinking for whoever decides in @game now, as @level plays. */
static GTask *
think (CarcComputer        *self,
       CarcAiLevel          level,
       GCancellable        *cancellable,
       GAsyncReadyCallback  callback,
       gpointer             user_data)
{
  Thought *thought = g_new0 (Thought, 1);
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  thought->state = carc_state_copy (carc_game_peek_state (self->game));
  thought->generation = self->generation;
  carc_ai_params_init (&thought->params, level, g_random_int () ^ ((guint64) g_random_int () << 32));
  if (level == CARC_AI_STRONG && self->strong_playouts > 0)
    {
      thought->params.ms = 0;
      thought->params.playouts = self->strong_playouts;
    }
  else if (level == CARC_AI_STRONG)
    thought->params.ms = self->strong_ms;
  thought->params.stop = &thought->stop;
  g_task_set_task_data (task, thought, (GDestroyNotify) thought_free);
  g_task_run_in_thread (task, think_in_thread);
  return task;
}

/* The seat's level when a computer player decides now, else −1. */
static gint
computer_to_decide (CarcComputer *self)
{
  if (self->game == NULL || carc_game_get_person_decides (self->game))
    return CARC_PLAYER_PERSON;
  return carc_player_get_computer (carc_game_get_player (self->game, carc_game_get_acting (self->game)));
}

static void
set_thinking (CarcComputer *self,
              GCancellable *thinking)
{
  gboolean was = self->thinking != NULL || self->apply_source != 0;

  if (self->thinking != NULL)
    g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  self->thinking = thinking;
  if (was != (self->thinking != NULL || self->apply_source != 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static gboolean
apply_cb (gpointer data)
{
  CarcComputer *self = data;
  CarcAction chosen = self->chosen;
  CarcChoice *choice;

  self->apply_source = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
  choice = carc_game_find_choice (self->game, &chosen);
  if (choice != NULL)
    g_signal_emit (self, signals[CHOOSING], 0, choice);
  if (carc_game_choose_action (self->game, &chosen) != CARC_OK)
    g_warning ("the computer player chose an action the game refused");
  return G_SOURCE_REMOVE;
}

static void
thought_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  CarcComputer *self = CARC_COMPUTER (source);
  Thought *thought = g_task_get_task_data (G_TASK (result));
  gint64 wait;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || thought->generation != self->generation)
    return;
  g_clear_object (&self->thinking);
  self->chosen = thought->result.action;
  /* The pace: the people see the last move before the next. */
  wait = self->last_move + (gint64) self->pace * 1000 - g_get_monotonic_time ();
  self->apply_source = g_timeout_add (MAX (wait, 0) / 1000, apply_cb, self);
}

static void
game_changed_cb (CarcComputer *self)
{
  gint level;
  g_autoptr(GTask) task = NULL;
  GCancellable *cancellable;

  self->generation++;
  self->last_move = g_get_monotonic_time ();
  g_clear_handle_id (&self->apply_source, g_source_remove);
  level = computer_to_decide (self);
  if (level == CARC_PLAYER_PERSON)
    {
      set_thinking (self, NULL);
      return;
    }
  cancellable = g_cancellable_new ();
  task = think (self, level, cancellable, thought_cb, NULL);
  set_thinking (self, cancellable);
}

static void
carc_computer_dispose (GObject *object)
{
  CarcComputer *self = CARC_COMPUTER (object);

  carc_computer_set_game (self, NULL);
  G_OBJECT_CLASS (carc_computer_parent_class)->dispose (object);
}

static void
carc_computer_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CarcComputer *self = CARC_COMPUTER (object);

  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_THINKING: g_value_set_boolean (value, carc_computer_get_thinking (self)); break;
    case PROP_PACE: g_value_set_uint (value, self->pace); break;
    case PROP_STRONG_MS: g_value_set_uint (value, self->strong_ms); break;
    case PROP_STRONG_PLAYOUTS: g_value_set_uint (value, self->strong_playouts); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_computer_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CarcComputer *self = CARC_COMPUTER (object);

  switch (prop_id)
    {
    case PROP_GAME: carc_computer_set_game (self, g_value_get_object (value)); break;
    case PROP_PACE: carc_computer_set_pace (self, g_value_get_uint (value)); break;
    case PROP_STRONG_MS: carc_computer_set_strong_ms (self, g_value_get_uint (value)); break;
    case PROP_STRONG_PLAYOUTS: carc_computer_set_strong_playouts (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_computer_class_init (CarcComputerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carc_computer_dispose;
  object_class->get_property = carc_computer_get_property;
  object_class->set_property = carc_computer_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A computer player is choosing, or waits to show its choice. */
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The least time from a move to a computer player's next, in ms. */
  properties[PROP_PACE] =
    g_param_spec_uint ("pace", NULL, NULL, 0, 10000, 700,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The strong player's thinking time a decision, in ms. */
  properties[PROP_STRONG_MS] =
    g_param_spec_uint ("strong-ms", NULL, NULL, 1, 60000, 1000,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The strong player's playouts a decision instead of a time: the same
   * work on any machine (0: it thinks strong-ms). */
  properties[PROP_STRONG_PLAYOUTS] =
    g_param_spec_uint ("strong-playouts", NULL, NULL, 0, 1000000, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A computer player is about to take @choice, one of the game's listed
   * choices, in the state before it: for the views to say what it does. */
  signals[CHOOSING] =
    g_signal_new ("choosing", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, CARC_TYPE_CHOICE);
}

static void
carc_computer_init (CarcComputer *self)
{
  const char *playouts = g_getenv ("CARC_STRONG_PLAYOUTS");

  self->pace = 700;
  self->strong_ms = 1000;
  /* A fixed budget instead of a time, for runs that must do the same work
   * on any machine (the tests). */
  if (playouts != NULL)
    self->strong_playouts = (guint) MIN (g_ascii_strtoull (playouts, NULL, 10), 1000000);
}

CarcComputer *
carc_computer_new (void)
{
  return g_object_new (CARC_TYPE_COMPUTER, NULL);
}

CarcGame *
carc_computer_get_game (CarcComputer *self)
{
  g_return_val_if_fail (CARC_IS_COMPUTER (self), NULL);
  return self->game;
}

/* Plays @game's computer seats from now on (NULL: none). */
void
carc_computer_set_game (CarcComputer *self,
                        CarcGame     *game)
{
  g_return_if_fail (CARC_IS_COMPUTER (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->generation++;
  g_clear_handle_id (&self->apply_source, g_source_remove);
  set_thinking (self, NULL);
  if (game != NULL)
    {
      /* The game's changes include a seat handed over. */
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      game_changed_cb (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
carc_computer_get_thinking (CarcComputer *self)
{
  g_return_val_if_fail (CARC_IS_COMPUTER (self), FALSE);
  return self->thinking != NULL || self->apply_source != 0;
}

guint
carc_computer_get_pace (CarcComputer *self)
{
  g_return_val_if_fail (CARC_IS_COMPUTER (self), 0);
  return self->pace;
}

void
carc_computer_set_pace (CarcComputer *self,
                        guint         ms)
{
  g_return_if_fail (CARC_IS_COMPUTER (self));
  if (self->pace == ms)
    return;
  self->pace = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
}

guint
carc_computer_get_strong_ms (CarcComputer *self)
{
  g_return_val_if_fail (CARC_IS_COMPUTER (self), 0);
  return self->strong_ms;
}

void
carc_computer_set_strong_ms (CarcComputer *self,
                             guint         ms)
{
  g_return_if_fail (CARC_IS_COMPUTER (self));
  if (self->strong_ms == ms)
    return;
  self->strong_ms = MAX (ms, 1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRONG_MS]);
}

guint
carc_computer_get_strong_playouts (CarcComputer *self)
{
  g_return_val_if_fail (CARC_IS_COMPUTER (self), 0);
  return self->strong_playouts;
}

void
carc_computer_set_strong_playouts (CarcComputer *self,
                                   guint         playouts)
{
  g_return_if_fail (CARC_IS_COMPUTER (self));
  if (self->strong_playouts == playouts)
    return;
  self->strong_playouts = playouts;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRONG_PLAYOUTS]);
}

void
carc_computer_hint_async (CarcComputer        *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CARC_IS_COMPUTER (self));
  g_return_if_fail (self->game != NULL);
  task = think (self, CARC_AI_STRONG, cancellable, callback, user_data);
  g_task_set_source_tag (task, carc_computer_hint_async);
}

/* The hint, when the game has not moved since it was asked for. */
gboolean
carc_computer_hint_finish (CarcComputer  *self,
                           GAsyncResult  *result,
                           CarcAiResult  *hint,
                           GError       **error)
{
  Thought *thought;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  thought = g_task_get_task_data (G_TASK (result));
  if (thought->generation != self->generation)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "the game moved on");
      return FALSE;
    }
  *hint = thought->result;
  return TRUE;
}
