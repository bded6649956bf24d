/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcGame: one game for the views.  It owns the engine's CarcHistory and
 * is the only way the views change it.  After every change it compares
 * what the views show (current player, decision, tiles left, undo state,
 * scores) with what it showed before and notifies exactly what changed;
 * the signals tell what to animate. */
#include "carc-game-private.h"
#include "carc-colour-name.h"
#include "carc-module.h"
#include "carc-save.h"

#include <string.h>

struct _CarcGame
{
  GObject       parent_instance;
  CarcHistory  *history;
  GListStore   *players;
  GListStore   *log;          /* CarcLogEntry, the events up to the cursor */
  GListStore   *choices;      /* CarcChoice: the current decision's legal actions */
  guint         n_listings;   /* how often the engine listed them, for tests */
  guint         figure_colours; /* of the listed figure spots, when the player chooses */
  guint         refusal;      /* why the last action asked for was refused */
  const char   *refusal_module;
  GFile        *file;         /* where the player saved it, or NULL */
  guint         saved_cursor; /* the history's cursor when it was saved or
                               * opened; G_MAXUINT once that point is gone */
  gboolean      modified;     /* the cursor is not at the saved point */
  const CarcEvent *reporting; /* what the signal being emitted reports, or NULL */

  /* What the properties last reported. */
  guint         current_player;
  guint         decision;
  guint         tile;
  guint         tiles_left;
  guint         turn;
  gboolean      can_undo;
  gboolean      can_redo;
  gboolean      game_over;
};

G_DEFINE_FINAL_TYPE (CarcGame, carc_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CURRENT_PLAYER,
  PROP_DECISION,
  PROP_TILE,
  PROP_TILES_LEFT,
  PROP_TURN,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_GAME_OVER,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

enum {
  CHANGED,
  TILE_PLACED,
  FIGURE_PLACED,
  FEATURE_SCORED,
  POINTS_WON,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static CarcState *
state (CarcGame *self)
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_modified (CarcGame *self,
              gboolean  modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* Modified is where the game stands, not whether anything happened: an
 * undo and a redo back to the saved point leave nothing to save. */
static void
update_modified (CarcGame *self)
{
  set_modified (self, carc_history_get_cursor (self->history) != self->saved_cursor);
}

/* Makes the log list the state's events: appends after a move, and after
 * an undo drops the tail and rebuilds only what differs. */
static void
sync_log (CarcGame *self)
{
  guint n_events, n_items = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  const CarcEvent *events = carc_state_get_events (state (self), &n_events);
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
  const CarcDecision *d = carc_state_get_decision (state (self));

  gboolean chosen = carc_state_get_figure_colours (state (self)) != 0;

  carc_state_list_actions (state (self), actions);
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
static void
sync_properties (CarcGame *self)
{
  CarcState *s = state (self);
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
static void
emit_events (CarcGame *self)
{
  guint n;
  const CarcEvent *ev = carc_state_get_last_events (state (self), &n);
  const CarcEvent *outer = self->reporting;

  for (guint i = 0; i < n; i++)
    {
      /* A copy, which stays put whatever a handler does. */
      CarcEvent event = ev[i];

      self->reporting = &event;
      switch ((CarcEventKind) event.kind)
        {
        case CARC_EVENT_TILE_PLACED:
          g_signal_emit (self, signals[TILE_PLACED], 0, (gint) event.x, (gint) event.y);
          break;
        case CARC_EVENT_FIGURE_PLACED:
          g_signal_emit (self, signals[FIGURE_PLACED], 0, (gint) event.x, (gint) event.y);
          break;
        case CARC_EVENT_FEATURE_SCORED:
          g_signal_emit (self, signals[FEATURE_SCORED], 0, (guint) g_bit_nth_lsf (event.players, -1),
                         (guint) event.points, (guint) event.feature, (gboolean) event.final);
          break;
        case CARC_EVENT_POINTS:
          g_signal_emit (self, signals[POINTS_WON], 0, (guint) g_bit_nth_lsf (event.players, -1),
                         (guint) event.points, (guint) event.category, (gboolean) event.final);
          break;
        case CARC_EVENT_GAME_OVER:
          g_signal_emit (self, signals[GAME_OVER], 0);
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

  properties[PROP_CURRENT_PLAYER] = g_param_spec_uint ("current-player", NULL, NULL, 0, 5, 0, flags);
  properties[PROP_DECISION] = g_param_spec_uint ("decision", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TILE] = g_param_spec_uint ("tile", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, flags);
  properties[PROP_TILES_LEFT] = g_param_spec_uint ("tiles-left", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_GAME_OVER] = g_param_spec_boolean ("game-over", NULL, NULL, FALSE, flags);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarcGame::changed:
   *
   * Anything on the board may have changed (a move, an undo, a redo).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CarcGame::tile-placed:
   * @x: board column
   * @y: board row
   */
  signals[TILE_PLACED] = g_signal_new ("tile-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * CarcGame::figure-placed:
   * @x: board column of the tile
   * @y: board row of the tile
   */
  signals[FIGURE_PLACED] = g_signal_new ("figure-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
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
  signals[FEATURE_SCORED] = g_signal_new ("feature-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
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
  signals[POINTS_WON] = g_signal_new ("points-won", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_UINT,
                                      G_TYPE_UINT, G_TYPE_BOOLEAN);
  /**
   * CarcGame::game-over:
   *
   * The last tile was placed and the final scoring is done.
   */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
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

/**
 * carc_game_new:
 * @setup: the setup
 * @names: one name per player
 * @colours: one colour per player ("#rrggbb" or a CSS colour name)
 */
static gboolean after_move (CarcGame *self,
                            gboolean  moved);

static void
seat_changed_cb (CarcGame   *self,
                 GParamSpec *pspec,
                 CarcPlayer *player)
{
  const CarcDecision *d = carc_state_get_decision (state (self));

  /* A seat handed back to its person in the middle of the turn a computer
   * player was playing for it: the person plays that turn from its start,
   * not on from the computer's tile (redo still has the computer's). */
  if (carc_player_get_computer (player) == CARC_PLAYER_PERSON && !carc_state_is_over (state (self))
      && carc_player_get_index (player) == d->player && d->kind != CARC_DECISION_PLACE_TILE
      && carc_history_undo_turn (self->history))
    {
      after_move (self, TRUE);
      return;
    }
  /* Who plays a seat is part of the game: saved, and shown. */
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
watch_seats (CarcGame *self)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->players)); i++)
    {
      g_autoptr(CarcPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      g_signal_connect_object (player, "notify::computer", G_CALLBACK (seat_changed_cb), self, G_CONNECT_SWAPPED);
    }
}

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
  watch_seats (self);
  sync_properties (self);
  return self;
}

/* A module's chance decision (a die) is never anyone's to answer: its
 * outcome is thrown at once, or replayed from the log when the moves
 * after it are kept, so undo and redo never throw it again. */
static void
settle_chance (CarcGame *self)
{
  while (carc_state_get_decision (carc_history_get_state (self->history))->kind == CARC_DECISION_CHANCE)
    {
      g_autoptr(GArray) thrown = g_array_new (FALSE, FALSE, sizeof (CarcAction));

      if (carc_history_redo (self->history))
        continue;
      carc_state_list_actions (carc_history_get_state (self->history), thrown);
      if (thrown->len == 0 || carc_history_apply (self->history, &g_array_index (thrown, CarcAction, 0)) != CARC_OK)
        break;
    }
}

/**
 * carc_game_new_from_file:
 *
 * Opens a saved game.  Nothing but the new game is touched; on failure the
 * error says what is wrong and where.
 */
CarcGame *
carc_game_new_from_file (GFile   *file,
                         GError **error)
{
  g_autoptr(CarcSavedGame) saved = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, error);
  CarcHistory *history;
  CarcGame *self;

  if (saved == NULL || (history = carc_saved_game_to_history (saved, error)) == NULL)
    return NULL;
  self = g_object_new (CARC_TYPE_GAME, NULL);
  self->history = history;
  for (guint i = 0; i < saved->n_players; i++)
    {
      g_autoptr(CarcPlayer) player = carc_player_new (i, saved->players[i].name, saved->players[i].colour);
      CarcAiLevel level;

      if (g_strcmp0 (saved->players[i].kind, "computer") == 0
          && carc_ai_level_from_string (saved->players[i].level, &level))
        carc_player_set_computer (player, level);
      g_list_store_append (self->players, player);
    }
  watch_seats (self);
  self->file = g_object_ref (file);
  settle_chance (self);
  self->saved_cursor = carc_history_get_cursor (history);
  sync_properties (self);
  return self;
}

/* The game as a save records it, with its players' names and colours. */
static CarcSavedGame *
to_saved_game (CarcGame *self)
{
  const char *names[CARC_MAX_PLAYERS + 1] = { NULL };
  const char *colours[CARC_MAX_PLAYERS + 1] = { NULL };
  guint n = MIN (carc_game_get_n_players (self), CARC_MAX_PLAYERS);
  CarcSavedGame *saved;

  for (guint i = 0; i < n; i++)
    {
      colours[i] = carc_player_get_colour (carc_game_get_player (self, i));
      names[i] = carc_colour_name_stored (colours[i], carc_player_get_name (carc_game_get_player (self, i)));
    }
  saved = carc_saved_game_new (self->history, names, colours);
  for (guint i = 0; i < n; i++)
    {
      gint level = carc_player_get_computer (carc_game_get_player (self, i));

      if (level == CARC_PLAYER_PERSON)
        continue;
      g_free (saved->players[i].kind);
      g_free (saved->players[i].level);
      saved->players[i].kind = g_strdup ("computer");
      saved->players[i].level = g_strdup (carc_ai_level_to_string (level));
    }
  return saved;
}

/* The game's save file as bytes, made on the calling thread, for a
 * CarcFileWriter to write in a worker while the game goes on: what
 * carc_game_save() writes. */
GBytes *
carc_game_serialize (CarcGame *self)
{
  g_autoptr(CarcSavedGame) saved = NULL;
  gsize length;
  char *xml;

  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  saved = to_saved_game (self);
  xml = carc_save_to_xml (saved, &length);
  return g_bytes_new_take (xml, length);
}

/* Writes the game to @file atomically.  With @as_document the game now
 * belongs to that file (Save, Save As); without it (the autosave) only a
 * copy is written. */
gboolean
carc_game_save (CarcGame  *self,
                GFile     *file,
                gboolean   as_document,
                GError   **error)
{
  g_autoptr(CarcSavedGame) saved = NULL;

  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  saved = to_saved_game (self);
  if (!carc_save_write_file (saved, file, error))
    return FALSE;
  if (as_document)
    {
      if (self->file == NULL || !g_file_equal (self->file, file))
        {
          g_set_object (&self->file, file);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
        }
      self->saved_cursor = carc_history_get_cursor (self->history);
      update_modified (self);
    }
  return TRUE;
}

/* The game no longer belongs to the file it was read from: a copy kept
 * by the program (the autosave, a level in play), not the player's
 * document.  Save then asks for a name. */
void
carc_game_forget_file (CarcGame *self)
{
  g_return_if_fail (CARC_IS_GAME (self));

  self->saved_cursor = G_MAXUINT;
  update_modified (self);
  if (self->file != NULL)
    {
      g_clear_object (&self->file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
}

GFile *
carc_game_get_file (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return self->file;
}

gboolean
carc_game_get_modified (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return self->modified;
}

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
  return carc_state_get_n_tiles (state (self));
}

void
carc_game_get_placed (CarcGame       *self,
                      guint           index,
                      CarcPlacedTile *tile)
{
  g_return_if_fail (CARC_IS_GAME (self));
  carc_state_get_tile (state (self), index, tile);
}

gint
carc_game_tile_at (CarcGame *self,
                   gint      x,
                   gint      y)
{
  g_return_val_if_fail (CARC_IS_GAME (self), -1);
  return carc_state_tile_at (state (self), x, y);
}

/* The tile placed in the current or last turn; -1 before the first. */
gint
carc_game_get_last_placed (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), -1);
  if (!carc_history_can_undo (self->history))
    return -1;
  return carc_state_get_last_tile (state (self));
}

guint
carc_game_get_n_figures (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_n_figures (state (self));
}

void
carc_game_get_figure (CarcGame       *self,
                      guint           index,
                      CarcFigureInfo *figure)
{
  g_return_if_fail (CARC_IS_GAME (self));
  carc_state_get_figure (state (self), index, figure);
}

guint
carc_game_get_score (CarcGame *self,
                     guint     player)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_score (state (self), player);
}

guint
carc_game_get_category_score (CarcGame *self,
                              guint     player,
                              guint     category)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_category_score (state (self), player, category);
}

/* The lines of the scoring breakdown: the core's (CarcScoreCategory),
 * then the modules' own, each with an id for its words. */
guint
carc_game_get_n_score_categories (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_n_score_categories (state (self));
}

const char *
carc_game_get_score_category_id (CarcGame *self,
                                 guint     category)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_state_get_score_category_id (state (self), category);
}

/* The kinds of figure of the game (0 is the meeple), by their ids in
 * saves, for the views to draw and name them. */
guint
carc_game_get_n_figure_kinds (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_n_figure_kinds (state (self));
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
  if (player >= carc_game_get_n_players (self) || kind >= carc_state_get_n_figure_kinds (state (self)))
    return 0;
  return carc_state_get_supply (state (self), player, kind);
}

const char *
carc_game_get_figure_kind_id (CarcGame *self,
                              guint     kind)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  if (kind >= carc_state_get_n_figure_kinds (state (self)))
    return NULL;
  return carc_state_get_figure_kind (state (self), kind)->id;
}

const CarcEvent *
carc_game_get_events (CarcGame *self,
                      guint    *n_events)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_state_get_events (state (self), n_events);
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
  s = state (self);
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
  left = carc_state_get_remaining (state (self), &n);
  for (guint i = 0; i < n; i++)
    count += left[i] == type;
  return count;
}

/* The legal actions of the current decision, listed once per change. */
GListModel *
carc_game_get_choices (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->choices);
}

/* The listed choices of @kind, as a new array of CarcAction. */
GArray *
carc_game_list_choices (CarcGame       *self,
                        CarcChoiceKind  kind)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->choices));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (G_LIST_MODEL (self->choices), i);

      if (carc_choice_get_kind (choice) == kind)
        g_array_append_vals (out, carc_choice_get_action (choice), 1);
    }
  return out;
}

/* Applies @choice, which must be one of those listed now. */
CarcError
carc_game_choose (CarcGame   *self,
                  CarcChoice *choice)
{
  guint position;

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  g_return_val_if_fail (CARC_IS_CHOICE (choice), CARC_ERROR_WRONG_DECISION);
  if (!g_list_store_find (self->choices, choice, &position))
    return CARC_ERROR_WRONG_DECISION;
  return carc_game_apply_action (self, carc_choice_get_action (choice));
}

/* The listed choice whose action is @action (compared as the log keeps
 * it), or NULL: how a view turns a click into a listed choice.  The game
 * owns it. */
CarcChoice *
carc_game_find_choice (CarcGame         *self,
                       const CarcAction *action)
{
  CarcAction wanted = carc_action_normalize (action);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->choices));

  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (G_LIST_MODEL (self->choices), i);
      CarcAction listed = carc_action_normalize (carc_choice_get_action (choice));

      if (carc_action_equal (&listed, &wanted))
        return choice;
    }
  return NULL;
}

/* Asks the modules why they forbid @action, for the views' words. */
static void
explain_refusal (CarcGame         *self,
                 const CarcAction *action,
                 CarcError         error)
{
  guint module = 0;

  self->refusal = carc_state_explain_refusal (state (self), action, error, &module);
  if (self->refusal != 0)
    self->refusal_module = carc_setup_get_module (carc_history_get_setup (self->history), module);
}

/* Applies the listed choice that is @action; a refusal when none is, with
 * the engine's reason. */
CarcError
carc_game_choose_action (CarcGame         *self,
                         const CarcAction *action)
{
  CarcChoice *choice = carc_game_find_choice (self, action);
  CarcError error;

  self->refusal = 0;
  self->refusal_module = NULL;
  if (choice != NULL)
    return carc_game_choose (self, choice);
  error = carc_state_check (state (self), action);
  if (error == CARC_OK)
    error = CARC_ERROR_WRONG_DECISION;
  explain_refusal (self, action, error);
  return error;
}

/* The cells where the current tile fits in @rotation.  Returns a new
 * array of CarcAction. */
GArray *
carc_game_list_placements (CarcGame *self,
                           guint     rotation)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) all = NULL;
  guint period;

  g_return_val_if_fail (CARC_IS_GAME (self), out);
  if (self->decision != CARC_DECISION_PLACE_TILE)
    return out;
  period = carc_game_get_tile_type (self, self->tile)->period;
  all = carc_game_list_choices (self, CARC_CHOICE_PLACE_TILE);
  for (guint i = 0; i < all->len; i++)
    {
      CarcAction a = g_array_index (all, CarcAction, i);

      if (a.rotation == rotation % period)
        {
          a.rotation = rotation & 3;
          g_array_append_val (out, a);
        }
    }
  return out;
}

/* The figure placements open now (without "skip"). */
GArray *
carc_game_list_figure_options (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return carc_game_list_choices (self, CARC_CHOICE_PLACE_FIGURE);
}

CarcHistory *
carc_game_peek_history (CarcGame *self)
{
  return self->history;
}

guint
carc_game_get_n_listings (CarcGame *self)
{
  return self->n_listings;
}

/* The engine's state, to read only: how a module's bundle and the
 * campaign ask their module about the game. */
CarcState *
carc_game_peek_state (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), NULL);
  return state (self);
}

CarcError
carc_game_apply_action (CarcGame         *self,
                        const CarcAction *action)
{
  guint cursor = carc_history_get_cursor (self->history);
  gboolean replaces = cursor < carc_history_get_length (self->history);
  CarcAction replaced = { 0 };
  CarcError error;

  if (replaces)
    replaced = *carc_history_get_action (self->history, cursor);
  error = carc_history_apply (self->history, action);
  if (error != CARC_OK)
    return error;
  settle_chance (self);
  /* A move after an undo drops the moves after it, and with them the
   * saved point if it lay beyond; unless the move is the one it ends
   * with, played again. */
  if (cursor < self->saved_cursor && self->saved_cursor != G_MAXUINT
      && !(self->saved_cursor == cursor + 1 && replaces
           && carc_action_equal (&replaced, carc_history_get_action (self->history, cursor))))
    self->saved_cursor = G_MAXUINT;
  update_modified (self);
  sync_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);
  emit_events (self);
  return CARC_OK;
}

CarcError
carc_game_check_placement (CarcGame *self,
                           gint      x,
                           gint      y,
                           guint     rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  return carc_state_check (state (self), &a);
}

CarcError
carc_game_place_tile (CarcGame *self,
                      gint      x,
                      gint      y,
                      guint     rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation & 3 };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  /* The listed placement turned the same way: a symmetric tile is listed
   * once per distinct orientation. */
  if (self->decision == CARC_DECISION_PLACE_TILE)
    a.rotation %= carc_game_get_tile_type (self, self->tile)->period;
  return carc_game_choose_action (self, &a);
}

CarcError
carc_game_place_figure (CarcGame *self,
                        guint     segment)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = segment, .figure = CARC_FIGURE_MEEPLE };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  return carc_game_choose_action (self, &a);
}

CarcError
carc_game_skip_figure (CarcGame *self)
{
  CarcAction a = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_return_val_if_fail (CARC_IS_GAME (self), CARC_ERROR_WRONG_DECISION);
  return carc_game_choose_action (self, &a);
}

static gboolean after_move (CarcGame *self,
                          gboolean  moved);

/* Whether people and computer players share the table: then undo and
 * redo pass over the computers' decisions, to a person's. */
static gboolean
mixed_table (CarcGame *self)
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
  if (carc_state_is_over (state (self)) || carc_state_get_decision (state (self))->kind == CARC_DECISION_CHANCE)
    return TRUE;
  return carc_player_get_computer (carc_game_get_player (self, carc_game_get_acting (self))) == CARC_PLAYER_PERSON;
}

static gboolean
move (CarcGame *self,
      gboolean  forward)
{
  gboolean mixed = mixed_table (self), moved = FALSE;

  while (forward ? carc_history_redo (self->history) : carc_history_undo (self->history))
    {
      moved = TRUE;
      /* A die's throw is no stop: back to the figure put on the machine,
       * or on to where the figure lands. */
      if (carc_state_get_decision (state (self))->kind == CARC_DECISION_CHANCE)
        continue;
      if (!mixed || carc_game_get_person_decides (self))
        break;
    }
  return after_move (self, moved);
}

/* Back to the start of the current turn (or the previous one): a
 * person's, at a table with computer players. */
gboolean
carc_game_undo_turn (CarcGame *self)
{
  gboolean mixed, moved = FALSE;

  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  mixed = mixed_table (self);
  while (carc_history_undo_turn (self->history))
    {
      moved = TRUE;
      if (!mixed || carc_game_get_person_decides (self))
        break;
    }
  return after_move (self, moved);
}

static gboolean
after_move (CarcGame *self,
          gboolean  moved)
{
  if (moved)
    {
      update_modified (self);
      sync_properties (self);
      g_signal_emit (self, signals[CHANGED], 0);
    }
  return moved;
}

gboolean
carc_game_undo (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return move (self, FALSE);
}

gboolean
carc_game_redo (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), FALSE);
  return move (self, TRUE);
}

/* Who decides now: the decision's acting seat (a module may ask another
 * person than the one whose turn it is). */
guint
carc_game_get_acting (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  return carc_state_get_decision (state (self))->acting;
}

/* The module's question now (its own number), or 0. */
guint
carc_game_get_question (CarcGame *self)
{
  const CarcDecision *d;

  g_return_val_if_fail (CARC_IS_GAME (self), 0);
  d = carc_state_get_decision (state (self));
  return d->kind == CARC_DECISION_MODULE ? d->choice_kind : 0;
}

CarcOutcome
carc_game_get_outcome (CarcGame *self)
{
  g_return_val_if_fail (CARC_IS_GAME (self), CARC_OUTCOME_NONE);
  return carc_state_get_outcome (state (self));
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
  copy = carc_state_copy (state (self));
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
  colours = carc_state_get_figure_colours (state (self));
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
