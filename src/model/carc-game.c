/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcGame: one game for the views.  It owns the engine's CarcHistory and
 * is the only way the views change it.  After every change it compares
 * what the views show (current player, decision, tiles left, undo state,
 * scores) with what it showed before and notifies exactly what changed;
 * the signals tell what to animate. */

#include "carc-game-internal.h"
#include "carc-colour-name.h"
#include "carc-module.h"
#include "carc-save.h"

#include <string.h>

G_DEFINE_FINAL_TYPE (CarcGame, carc_game, G_TYPE_OBJECT)

GParamSpec *carc_game_properties[N_PROPS];
guint carc_game_signals[N_SIGNALS];

CarcState *
carc_game_state (CarcGame *self)
{
  return carc_history_get_state (self->history);
}

static void
update_uint (CarcGame *self,
             guint    *field,
             guint     value,
             guint     prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), carc_game_properties[prop]);
}

static void
set_modified (CarcGame *self,
              gboolean  modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), carc_game_properties[PROP_MODIFIED]);
}

/* Modified is where the game stands, not whether anything happened: an
 * undo and a redo back to the saved point leave nothing to save. */
void
carc_game_update_modified (CarcGame *self)
{
  set_modified (self, carc_history_get_cursor (self->history) != self->saved_cursor);
}

/* Makes the log list the state's events: appends after a move, and after
 * an undo drops the tail and rebuilds only what differs. */
static void
sync_log (CarcGame *self)
{
  guint n_events, n_items = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  const CarcEvent *events = carc_state_get_events (carc_game_state (self), &n_events);
  guint same = 0;
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);

  while (same < MIN (n_items, n_events))
    {
      g_autoptr(CarcLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->log), same);

      if (memcmp (carc_log_entry_get_event (entry), &events[same], sizeof (CarcEvent)) != 0)
        break;
      same++;
    }
  for (guint i = same; i < n_events; i++)
    g_ptr_array_add (added, carc_log_entry_new (&events[i]));
  if (same < n_items || added->len > 0)
    g_list_store_splice (self->log, same, n_items - same, added->pdata, added->len);
}

/* The choice for the engine's @action: its kind, what it points at, the
 * module asking and the name saves give it. */
static CarcChoice *
new_choice (CarcGame           *self,
            const CarcDecision *d,
            const CarcAction   *action)
{
  static const char * const core_names[] = {
    [CARC_ACTION_PLACE_TILE] = "place-tile", [CARC_ACTION_PLACE_FIGURE] = "place-figure",
    [CARC_ACTION_SKIP_FIGURE] = "skip", [CARC_ACTION_CHANCE] = "chance",
  };
  const CarcRulesModule *module = NULL;
  CarcTarget target = CARC_TARGET_BUTTON;
  const char *name = NULL;
  CarcChoiceKind kind;

  if (action->kind == CARC_ACTION_MODULE || action->kind == CARC_ACTION_CHANCE)
    module = carc_rules_module_lookup (carc_setup_get_module (carc_history_get_setup (self->history), action->module));
  switch ((CarcActionKind) action->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      kind = CARC_CHOICE_PLACE_TILE;
      target = CARC_TARGET_CELL;
      break;
    case CARC_ACTION_PLACE_FIGURE:
      kind = CARC_CHOICE_PLACE_FIGURE;
      target = CARC_TARGET_SEGMENT;
      break;
    case CARC_ACTION_SKIP_FIGURE:
      kind = CARC_CHOICE_SKIP_FIGURE;
      break;
    case CARC_ACTION_CHANCE:
      kind = CARC_CHOICE_CHANCE;
      break;
    case CARC_ACTION_MODULE:
    default:
      {
        const CarcModuleAction *declared = carc_rules_module_get_action (module, action->choice);

        kind = CARC_CHOICE_MODULE;
        if (declared != NULL)
          {
            name = declared->name;
            target = declared->target;
          }
      }
      break;
    }
  if (name == NULL && action->kind < G_N_ELEMENTS (core_names))
    name = core_names[action->kind];
  return carc_choice_new (action, kind, target, module != NULL ? module->id : NULL, name, d->acting);
}

/* Lists the current decision's legal actions once, as choices. */
static void
sync_choices (CarcGame *self)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GPtrArray) choices = g_ptr_array_new_with_free_func (g_object_unref);
  const CarcDecision *d = carc_state_get_decision (carc_game_state (self));

  gboolean chosen = carc_state_get_figure_colours (carc_game_state (self)) != 0;

  carc_state_list_actions (carc_game_state (self), actions);
  self->n_listings++;
  self->figure_colours = 0;
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);

      g_ptr_array_add (choices, new_choice (self, d, a));
      /* The colours the player may choose among: those with a spot. */
      if (chosen && a->kind == CARC_ACTION_PLACE_FIGURE)
        self->figure_colours |= 1u << a->choice;
    }
  g_list_store_splice (self->choices, 0, g_list_model_get_n_items (G_LIST_MODEL (self->choices)),
                       choices->pdata, choices->len);
}

/* Brings properties and players up to date, notifying what changed. */
void
carc_game_sync_properties (CarcGame *self)
{
  CarcState *s = carc_game_state (self);
  const CarcDecision *d = carc_state_get_decision (s);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  sync_choices (self);
  g_object_freeze_notify (G_OBJECT (self));
  update_uint (self, &self->current_player, d->player, PROP_CURRENT_PLAYER);
  update_uint (self, &self->decision, d->kind, PROP_DECISION);
  update_uint (self, &self->tile, d->kind == CARC_DECISION_NONE ? G_MAXUINT : d->tile_type, PROP_TILE);
  update_uint (self, &self->tiles_left, carc_state_get_tiles_left (s), PROP_TILES_LEFT);
  update_uint (self, &self->turn, carc_state_get_turn (s), PROP_TURN);
  update_uint (self, (guint *) &self->can_undo, carc_history_can_undo (self->history), PROP_CAN_UNDO);
  update_uint (self, (guint *) &self->can_redo, carc_history_can_redo (self->history), PROP_CAN_REDO);
  update_uint (self, (guint *) &self->game_over, carc_state_is_over (s), PROP_GAME_OVER);
  g_object_thaw_notify (G_OBJECT (self));

  sync_log (self);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      carc_player_set_score (player, carc_state_get_score (s, i));
      carc_player_set_meeples (player, carc_state_get_supply (s, i, CARC_FIGURE_MEEPLE));
      carc_player_set_current (player, !self->game_over && i == d->player);
    }
}

/* Emits the signals for the events of the last applied action; while
 * each is emitted, carc_game_get_current_event() gives its event. */
void
carc_game_emit_events (CarcGame *self)
{
  guint n;
  const CarcEvent *ev = carc_state_get_last_events (carc_game_state (self), &n);
  const CarcEvent *outer = self->reporting;

  for (guint i = 0; i < n; i++)
    {
      /* A copy, which stays put whatever a handler does. */
      CarcEvent event = ev[i];

      self->reporting = &event;
      switch ((CarcEventKind) event.kind)
        {
        case CARC_EVENT_TILE_PLACED:
          g_signal_emit (self, carc_game_signals[TILE_PLACED], 0, (gint) event.x, (gint) event.y);
          break;
        case CARC_EVENT_FIGURE_PLACED:
          g_signal_emit (self, carc_game_signals[FIGURE_PLACED], 0, (gint) event.x, (gint) event.y);
          break;
        case CARC_EVENT_FEATURE_SCORED:
          g_signal_emit (self, carc_game_signals[FEATURE_SCORED], 0, (guint) g_bit_nth_lsf (event.players, -1),
                         (guint) event.points, (guint) event.feature, (gboolean) event.final);
          break;
        case CARC_EVENT_POINTS:
          g_signal_emit (self, carc_game_signals[POINTS_WON], 0, (guint) g_bit_nth_lsf (event.players, -1),
                         (guint) event.points, (guint) event.category, (gboolean) event.final);
          break;
        case CARC_EVENT_GAME_OVER:
          g_signal_emit (self, carc_game_signals[GAME_OVER], 0);
          break;
        case CARC_EVENT_TILE_DISCARDED:
        case CARC_EVENT_FIGURE_RETURNED:
        case CARC_EVENT_FIGURE_MOVED:
        default:
          break;
        }
    }
  self->reporting = outer;
}

static void
carc_game_finalize (GObject *object)
{
  CarcGame *self = CARC_GAME (object);

  carc_history_free (self->history);
  G_OBJECT_CLASS (carc_game_parent_class)->finalize (object);
}

static void
carc_game_dispose (GObject *object)
{
  CarcGame *self = CARC_GAME (object);

  g_clear_object (&self->players);
  g_clear_object (&self->log);
  g_clear_object (&self->choices);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (carc_game_parent_class)->dispose (object);
}

static void
carc_game_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  CarcGame *self = CARC_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_PLAYER: g_value_set_uint (value, self->current_player); break;
    case PROP_DECISION: g_value_set_uint (value, self->decision); break;
    case PROP_TILE: g_value_set_uint (value, self->tile); break;
    case PROP_TILES_LEFT: g_value_set_uint (value, self->tiles_left); break;
    case PROP_TURN: g_value_set_uint (value, self->turn); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, self->can_undo); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, self->can_redo); break;
    case PROP_GAME_OVER: g_value_set_boolean (value, self->game_over); break;
    case PROP_FILE: g_value_set_object (value, self->file); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_game_class_init (CarcGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = carc_game_dispose;
  object_class->finalize = carc_game_finalize;
  object_class->get_property = carc_game_get_property;

  carc_game_properties[PROP_CURRENT_PLAYER] = g_param_spec_uint ("current-player", NULL, NULL, 0, 5, 0, flags);
  carc_game_properties[PROP_DECISION] = g_param_spec_uint ("decision", NULL, NULL, 0, G_MAXUINT, 0, flags);
  carc_game_properties[PROP_TILE] = g_param_spec_uint ("tile", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, flags);
  carc_game_properties[PROP_TILES_LEFT] = g_param_spec_uint ("tiles-left", NULL, NULL, 0, G_MAXUINT, 0, flags);
  carc_game_properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  carc_game_properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  carc_game_properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  carc_game_properties[PROP_GAME_OVER] = g_param_spec_boolean ("game-over", NULL, NULL, FALSE, flags);
  carc_game_properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  carc_game_properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, carc_game_properties);

  /**
   * CarcGame::changed:
   *
   * Anything on the board may have changed (a move, an undo, a redo).
   */
  carc_game_signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CarcGame::tile-placed:
   * @x: board column
   * @y: board row
   */
  carc_game_signals[TILE_PLACED] = g_signal_new ("tile-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * CarcGame::figure-placed:
   * @x: board column of the tile
   * @y: board row of the tile
   */
  carc_game_signals[FIGURE_PLACED] = g_signal_new ("figure-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * CarcGame::feature-scored:
   * @player: who scored
   * @points: how many points
   * @feature: the CarcFeatureKind
   * @final: whether it is part of the final scoring
   *
   * Which feature, and where it lies: carc_game_get_current_event() and
   * carc_game_list_feature_tiles().
   */
  carc_game_signals[FEATURE_SCORED] = g_signal_new ("feature-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_UINT,
                                          G_TYPE_UINT, G_TYPE_BOOLEAN);
  /**
   * CarcGame::points-won:
   * @player: who won them
   * @points: how many points
   * @category: the score line they go to (a module's: a message, a robbery)
   * @final: whether it is part of the final scoring
   *
   * Points outside a feature's scoring.
   */
  carc_game_signals[POINTS_WON] = g_signal_new ("points-won", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_UINT,
                                      G_TYPE_UINT, G_TYPE_BOOLEAN);
  /**
   * CarcGame::game-over:
   *
   * The last tile was placed and the final scoring is done.
   */
  carc_game_signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
carc_game_init (CarcGame *self)
{
  self->players = g_list_store_new (CARC_TYPE_PLAYER);
  self->log = g_list_store_new (CARC_TYPE_LOG_ENTRY);
  self->choices = g_list_store_new (CARC_TYPE_CHOICE);
  self->tile = G_MAXUINT;
}

static void
seat_changed_cb (CarcGame   *self,
                 GParamSpec *pspec,
                 CarcPlayer *player)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_state (self));

  /* A seat handed back to its person in the middle of the turn a computer
   * player was playing for it: the person plays that turn from its start,
   * not on from the computer's tile (redo still has the computer's). */
  if (self->referee == NULL && carc_player_get_computer (player) == CARC_PLAYER_PERSON
      && !carc_state_is_over (carc_game_state (self))
      && carc_player_get_index (player) == d->player && d->kind != CARC_DECISION_PLACE_TILE
      && carc_history_undo_turn (self->history))
    {
      carc_game_after_move (self, TRUE);
      return;
    }
  /* Who plays a seat is part of the game: saved, and shown. */
  g_signal_emit (self, carc_game_signals[CHANGED], 0);
}

void
carc_game_watch_seats (CarcGame *self)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->players)); i++)
    {
      g_autoptr(CarcPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      g_signal_connect_object (player, "notify::computer", G_CALLBACK (seat_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (player, "notify::remote", G_CALLBACK (seat_changed_cb), self, G_CONNECT_SWAPPED);
    }
}

/**
 * carc_game_new:
 * @setup: the setup
 * @names: one name per player
 * @colours: one colour per player ("#rrggbb" or a CSS colour name)
 */
CarcGame *
carc_game_new (CarcSetup          *setup,
               const char * const *names,
               const char * const *colours)
{
  CarcGame *self;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (g_strv_length ((char **) names) >= carc_setup_get_n_players (setup), NULL);
  g_return_val_if_fail (g_strv_length ((char **) colours) >= carc_setup_get_n_players (setup), NULL);

  self = g_object_new (CARC_TYPE_GAME, NULL);
  self->history = carc_history_new (setup);
  for (guint i = 0; i < carc_setup_get_n_players (setup); i++)
    {
      g_autoptr(CarcPlayer) player = carc_player_new (i, names[i], colours[i]);

      g_list_store_append (self->players, player);
    }
  carc_game_watch_seats (self);
  carc_game_sync_properties (self);
  return self;
}

gboolean
carc_game_get_modified (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->modified;
}
