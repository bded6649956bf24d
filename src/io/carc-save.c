/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Saved games (docs/save-format.md).
 *
 * Reading never trusts the file: the XML is parsed safely and checked
 * against data/save.rng, then for meaning (a known tile set, known tiles
 * in exactly the set's numbers, 2–6 players with distinct names and
 * colours, a cursor inside the log), and finally the whole log, the redo
 * tail included, is replayed through the engine's decision API.  Any
 * failure is a GError naming file, element and line; nothing outside the
 * new CarcSavedGame is touched.
 *
 * Writing goes through carc_xml_write_file(): a temporary file in the
 * same folder, renamed over the old one only once it is complete and on
 * disk. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "carc-save.h"
#include "carc-values.h"
#include "carc-tileset-loader.h"
#include "carc-save-private.h"

/* Format 1's figure names, by number. */
static const char * const figure_names_1[] = { "meeple", "big-meeple", "builder", "pig" };

void
carc_saved_game_free (CarcSavedGame *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->setup, carc_setup_unref);
  for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
    {
      g_free (self->players[i].name);
      g_free (self->players[i].colour);
      g_free (self->players[i].kind);
      g_free (self->players[i].level);
    }
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->turns, g_array_unref);
  g_clear_pointer (&self->history, carc_history_free);
  g_free (self->saved_at);
  g_free (self);
}

/* What a refused move does wrong, for a person reading why a file was
 * refused; the engine's code follows in brackets for a bug report. */
static char *
refusal_words (CarcError error)
{
  const char *what;

  switch (error)
    {
    /* TRANSLATORS: why a move of a saved game is refused */
    case CARC_ERROR_GAME_OVER: what = _("the game was over already"); break;
    case CARC_ERROR_WRONG_DECISION: what = _("the game waited for another kind of move"); break;
    case CARC_ERROR_BAD_ROTATION: what = _("a tile is turned in a way tiles cannot turn"); break;
    case CARC_ERROR_OFF_BOARD: what = _("a tile lies off the board"); break;
    case CARC_ERROR_CELL_OCCUPIED: what = _("a tile lies on another"); break;
    case CARC_ERROR_NOT_ADJACENT: what = _("a tile touches no other"); break;
    case CARC_ERROR_EDGE_MISMATCH: what = _("a tile’s edges do not fit its neighbours"); break;
    case CARC_ERROR_NO_SUCH_SEGMENT: what = _("a figure stands on no part of its tile"); break;
    case CARC_ERROR_SEGMENT_NOT_PLAYABLE: what = _("a figure stands where no figure may"); break;
    case CARC_ERROR_FEATURE_OCCUPIED: what = _("a figure joins a feature that is taken"); break;
    case CARC_ERROR_NO_FIGURE_LEFT: what = _("a player places a figure he no longer has"); break;
    case CARC_ERROR_FIGURE_NOT_ALLOWED: what = _("a figure stands where the rules do not allow it"); break;
    case CARC_ERROR_MODULE_RULE: what = _("an answer that the question asked does not allow"); break;
    case CARC_OK:
    case CARC_N_ERRORS:
    default: what = _("a move the rules do not allow"); break;
    }
  return g_strdup_printf ("%s (%s)", what, carc_error_to_string (error));
}

static void
fill_summary (CarcSavedGame *self,
              CarcState     *state)
{
  self->turn = carc_state_get_turn (state);
  self->current_player = carc_state_get_player (state);
  self->tiles_left = carc_state_get_tiles_left (state);
  self->game_over = carc_state_is_over (state);
  for (guint p = 0; p < self->n_players; p++)
    self->scores[p] = carc_state_get_score (state, p);
}

/* A snapshot of @history and the people at the table, ready to write. */
CarcSavedGame *
carc_saved_game_new (CarcHistory        *history,
                     const char * const *names,
                     const char * const *colours)
{
  CarcSavedGame *self = g_new0 (CarcSavedGame, 1);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  self->setup = carc_setup_ref (carc_history_get_setup (history));
  self->n_players = carc_setup_get_n_players (self->setup);
  for (guint p = 0; p < self->n_players; p++)
    {
      self->players[p].name = g_strdup (names[p]);
      self->players[p].colour = g_strdup (colours[p]);
      self->players[p].kind = g_strdup ("person");
    }
  self->actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  self->turns = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < carc_history_get_length (history); i++)
    {
      guint mark[2] = { carc_history_get_turn_of (history, i), carc_history_get_player_of (history, i) };

      g_array_append_vals (self->actions, carc_history_get_action (history, i), 1);
      g_array_append_vals (self->turns, mark, 2);
    }
  self->cursor = carc_history_get_cursor (history);
  self->saved_at = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
  fill_summary (self, carc_history_get_state (history));
  return self;
}

/* The game: the one loading already replayed (handed over once), or a
 * replay of the log. */
CarcHistory *
carc_saved_game_to_history (CarcSavedGame  *self,
                            GError        **error)
{
  CarcHistory *history;
  guint failed = 0;
  CarcError result;

  if (self->history != NULL)
    return g_steal_pointer (&self->history);
  history = carc_history_new (self->setup);
  result = carc_history_load (history, (const CarcAction *) (const void *) self->actions->data,
                              self->actions->len, self->cursor, &failed);
  if (result != CARC_OK)
    {
      g_autofree char *why = refusal_words (result);

      /* TRANSLATORS: %u is the move's number, %s why it is refused */
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID,
                   _("Move %u of the saved game breaks the rules: %s."), failed + 1, why);
      carc_history_free (history);
      return NULL;
    }
  return history;
}



gboolean
carc_save_read_player (CarcSaveReader *r,
                       xmlNode        *node,
                       CarcSavedGame  *game)
{
  CarcSavedPlayer *player;

  if (game->n_players == CARC_MAX_PLAYERS)
    {
      carc_save_fail (r, carc_xml_line (node), g_dngettext (GETTEXT_PACKAGE, "a game has at most %d player",
                                                 "a game has at most %d players", CARC_MAX_PLAYERS),
            CARC_MAX_PLAYERS);
      return FALSE;
    }
  player = &game->players[game->n_players];
  player->name = carc_xml_prop (node, "name");
  player->colour = carc_xml_prop (node, "colour");
  player->kind = carc_xml_prop_token (node, "kind");
  /* Format 1 knew only "human". */
  if (player->kind == NULL || g_str_equal (player->kind, "human"))
    {
      g_free (player->kind);
      player->kind = g_strdup ("person");
    }
  player->level = carc_xml_prop_token (node, "level");
  if (player->name != NULL && g_utf8_validate (player->name, -1, NULL)
      && g_utf8_strlen (player->name, -1) > CARC_VALUES_MAX_NAME_CHARS)
    {
      carc_save_fail (r, carc_xml_line (node),
                      g_dngettext (GETTEXT_PACKAGE, "player %u has a name longer than %d character",
                                   "player %u has a name longer than %d characters", CARC_VALUES_MAX_NAME_CHARS),
                      game->n_players + 1, CARC_VALUES_MAX_NAME_CHARS);
      return FALSE;
    }
  if (!carc_values_name_ok (player->name))
    {
      carc_save_fail (r, carc_xml_line (node), _("player %u has a name that is blank or holds invisible characters"),
                      game->n_players + 1);
      return FALSE;
    }
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *a = carc_values_name_key (game->players[p].name);
      g_autofree char *b = carc_values_name_key (player->name);

      if (g_utf8_collate (a, b) == 0)
        {
          carc_save_fail (r, carc_xml_line (node), _("two players are called “%s”"), player->name);
          return FALSE;
        }
      if (g_ascii_strcasecmp (game->players[p].colour, player->colour) == 0)
        {
          carc_save_fail (r, carc_xml_line (node), _("two players have the colour %s"), player->colour);
          return FALSE;
        }
    }
  game->n_players++;
  return TRUE;
}

/* The tiles @text names, as indices of @tiles; FALSE on an unknown one. */
/* An optional number of a log entry: 0 when absent. */
static gboolean
read_optional (CarcSaveReader *r,
               xmlNode        *node,
               const char     *attribute,
               gint64          min,
               gint64          max,
               gint64         *out)
{
  *out = 0;
  return !carc_xml_has_prop (node, attribute)
         || carc_xml_read_int (node, attribute, min, max, out, r->name, r->error);
}

/* A format-2 module action's module and action, by name, as the setup's
 * module index and the module's action number. */
static gboolean
read_module_name (CarcSaveReader *r,
                  xmlNode        *node,
                  guint           kind,
                  gint64         *module,
                  gint64         *choice)
{
  g_autofree char *id = NULL;
  g_autofree char *action = NULL;

  if (!carc_xml_require (node, "module", r->name, r->error)
      || (kind == CARC_ACTION_MODULE && !carc_xml_require (node, "action", r->name, r->error)))
    return FALSE;
  id = carc_xml_prop_token (node, "module");
  action = kind == CARC_ACTION_MODULE ? carc_xml_prop_token (node, "action") : NULL;
  for (*module = 0; *module < r->names.n_modules; (*module)++)
    if (g_str_equal (r->names.modules[*module]->id, id))
      break;
  if (*module == r->names.n_modules)
    {
      carc_save_fail (r, carc_xml_line (node), _("the move is made by the rules “%s”, which the game does not play"), id);
      return FALSE;
    }
  if (kind != CARC_ACTION_MODULE)
    return TRUE;
  for (*choice = 0; carc_save_module_action_name (r->names.modules[*module], *choice) != NULL; (*choice)++)
    if (g_str_equal (carc_save_module_action_name (r->names.modules[*module], *choice), action))
      return TRUE;
  carc_xml_fail_value (node, "action", r->name, r->error);
  return FALSE;
}

/* One entry of a log in the save's syntax (also a network message's
 * action, carc-wire.c). */
gboolean
carc_save_read_action (CarcSaveReader *r,
                       xmlNode        *node,
                       CarcAction     *a)
{
  gint64 x = 0, y = 0, rotation = 0, segment = 0, choice = 0, module = 0, value = 0;

  if (carc_xml_is (node, "tile"))
    {
      a->kind = CARC_ACTION_PLACE_TILE;
      if (!carc_xml_read_int (node, "x", -1000, 1000, &x, r->name, r->error)
          || !carc_xml_read_int (node, "y", -1000, 1000, &y, r->name, r->error)
          || !carc_xml_read_int (node, "rotation", 0, 3, &rotation, r->name, r->error))
        return FALSE;
    }
  else if (carc_xml_is (node, "figure"))
    {
      g_autofree char *figure = carc_xml_prop_token (node, "figure");
      guint f;

      if (r->format == 1)
        for (f = 0; f < G_N_ELEMENTS (figure_names_1) && g_strcmp0 (figure, figure_names_1[f]) != 0; f++)
          ;
      else
        for (f = 0; f < r->names.n_kinds && g_strcmp0 (figure, r->names.kinds[f]->id) != 0; f++)
          ;
      if (f == (r->format == 1 ? G_N_ELEMENTS (figure_names_1) : r->names.n_kinds))
        {
          carc_xml_fail_value (node, "figure", r->name, r->error);
          return FALSE;
        }
      g_autofree char *on = r->format >= 2 ? carc_xml_prop_token (node, "on") : NULL;

      a->kind = CARC_ACTION_PLACE_FIGURE;
      a->figure = f;
      if (g_strcmp0 (on, "picture") == 0)
        segment = CARC_SEGMENT_PICTURE;
      else if (!carc_xml_read_int (node, "segment", 0, 11, &segment, r->name, r->error))
        return FALSE;
      if (!read_optional (r, node, "colour-index", 0, CARC_MAX_PLAYERS - 1, &choice))
        return FALSE;
    }
  else if (carc_xml_is (node, "skip"))
    a->kind = CARC_ACTION_SKIP_FIGURE;
  else if (r->format >= 2)
    {
      a->kind = carc_xml_is (node, "chance") ? CARC_ACTION_CHANCE : CARC_ACTION_MODULE;
      if (!read_module_name (r, node, a->kind, &module, &choice)
          || (a->kind == CARC_ACTION_CHANCE
              && !carc_xml_read_int (node, "outcome", 0, G_MAXUINT32, &value, r->name, r->error))
          || (a->kind == CARC_ACTION_MODULE
              && (!carc_xml_read_int (node, "x", -1000, 1000, &x, r->name, r->error)
                  || !carc_xml_read_int (node, "y", -1000, 1000, &y, r->name, r->error)
                  || !carc_xml_read_int (node, "segment", 0, 11, &segment, r->name, r->error)
                  || !carc_xml_read_int (node, "value", 0, G_MAXUINT32, &value, r->name, r->error))))
        return FALSE;
    }
  else
    {
      a->kind = CARC_ACTION_MODULE;
      if (!carc_xml_read_int (node, "module", 0, 15, &module, r->name, r->error)
          || !read_optional (r, node, "choice", 0, 255, &choice)
          || !read_optional (r, node, "x", -1000, 1000, &x)
          || !read_optional (r, node, "y", -1000, 1000, &y)
          || !read_optional (r, node, "segment", 0, 11, &segment)
          || !read_optional (r, node, "value", 0, G_MAXUINT32, &value))
        return FALSE;
    }
  a->x = x;
  a->y = y;
  a->rotation = rotation;
  a->segment = segment;
  a->choice = choice;
  a->module = module;
  a->value = value;
  return TRUE;
}

static gboolean
read_log (CarcSaveReader *r,
          xmlNode        *node,
          CarcSavedGame  *game,
          GArray         *lines)
{
  guint64 cursor = 0;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      CarcAction a = { 0 };
      int line = carc_xml_line (child);

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (carc_xml_is (child, "turn"))
        {
          guint64 turn, player;
          guint mark[3] = { game->actions->len, 0, 0 };

          if (!carc_xml_read_uint (child, "number", G_MAXUINT32, &turn, r->name, r->error)
              || !carc_xml_read_uint (child, "player", CARC_MAX_PLAYERS - 1, &player, r->name, r->error))
            return FALSE;
          mark[1] = turn;
          mark[2] = player;
          g_array_append_vals (r->marks, mark, 3);
          continue;
        }
      if (!carc_save_read_action (r, child, &a))
        return FALSE;
      g_array_append_val (game->actions, a);
      g_array_append_val (lines, line);
    }

  if (!carc_xml_read_uint (node, "cursor", G_MAXUINT64, &cursor, r->name, r->error))
    return FALSE;
  if (cursor > game->actions->len)
    {
      g_autofree char *cursor_text = carc_xml_prop (node, "cursor");

      carc_save_fail (r, carc_xml_line (node), g_dngettext (GETTEXT_PACKAGE, "the undo position %s lies outside the %u move of the log",
                                                 "the undo position %s lies outside the %u moves of the log",
                                                 game->actions->len),
            cursor_text, game->actions->len);
      return FALSE;
    }
  game->cursor = cursor;
  return TRUE;
}

/* The turn marks of a format-2 log, when it has any, must be the turns
 * the replay counted: one where each turn begins, none elsewhere. */
static gboolean
check_marks (CarcSaveReader *r,
             CarcSavedGame  *game,
             GArray         *lines)
{
  guint next = 0;

  if (r->marks->len == 0)
    return TRUE;
  for (guint i = 0; i < game->actions->len; i++)
    {
      const guint *turn = &g_array_index (game->turns, guint, 2 * i);
      gboolean starts = i == 0 || turn[0] != turn[-2];
      const guint *mark = next < r->marks->len ? &g_array_index (r->marks, guint, next) : NULL;
      gboolean marked = mark != NULL && mark[0] == i;

      if (starts != marked || (marked && (mark[1] != turn[0] || mark[2] != turn[1])))
        {
          carc_save_fail (r, g_array_index (lines, int, i), _("the turn marks do not match the moves"));
          return FALSE;
        }
      next += marked ? 3 : 0;
    }
  if (next != r->marks->len)
    {
      carc_save_fail (r, lines->len > 0 ? g_array_index (lines, int, lines->len - 1) : 0,
                      _("the turn marks do not match the moves"));
      return FALSE;
    }
  return TRUE;
}

/* Reads a saved game from @bytes; @name is what messages call the file.
 * @lookup finds tile sets by id. */
CarcSavedGame *
carc_save_from_bytes (GBytes             *bytes,
                      const char         *name,
                      CarcTileSetLookup   lookup,
                      gpointer            user_data,
                      GError            **error)
{
  CarcSaveReader r = { name, error, 1, { { 0 } }, NULL };
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(CarcSavedGame) game = g_new0 (CarcSavedGame, 1);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *format = NULL;
  xmlDocPtr doc;
  xmlNode *root;
  guint64 version;
  gboolean ok = TRUE;

  g_return_val_if_fail (bytes != NULL && lookup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = carc_xml_parse (bytes, name, CARC_SAVE_MAX_SIZE, error);
  if (doc == NULL)
    return NULL;

  root = xmlDocGetRootElement (doc);
  if (root == NULL || !carc_xml_is (root, "carcassonne-game"))
    {
      carc_save_fail (&r, root ? carc_xml_line (root) : 1, _("this is not a saved game of Carcassonne"));
      xmlFreeDoc (doc);
      return NULL;
    }
  format = carc_xml_prop (root, "format");
  if (carc_xml_parse_uint (format, G_MAXUINT64, &version) && version > CARC_SAVE_FORMAT)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, version);

      carc_xml_fail (error, CARC_IO_ERROR_NEWER_VERSION, name, carc_xml_line (root),
                     _("the game was saved by a newer version of Carcassonne (format %s); please update"),
                     number);
      xmlFreeDoc (doc);
      return NULL;
    }
  if (!carc_xml_validate (doc, "save.rng", name, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  r.format = version;
  r.marks = marks;

  game->actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  for (xmlNode *node = root->children; node != NULL && ok; node = node->next)
    if (carc_xml_is (node, "summary"))
      game->saved_at = carc_xml_prop (node, "saved");
    else if (carc_xml_is (node, "setup"))
      {
        ok = r.format == 1 ? carc_save_read_setup_1 (&r, node, lookup, user_data, game)
                           : carc_save_read_setup_2 (&r, node, lookup, user_data, game);
        if (ok)
          carc_save_names_init (&r.names, game->setup);
      }
    else if (carc_xml_is (node, "log"))
      ok = read_log (&r, node, game, lines);
  xmlFreeDoc (doc);
  if (!ok)
    return NULL;

  /* Replay everything, the redo tail too; the summary comes from the
   * replayed state, never from the file. */
  {
    g_autoptr(CarcHistory) history = carc_history_new (game->setup);
    guint failed = 0;
    CarcError result = carc_history_load (history, (const CarcAction *) (const void *) game->actions->data,
                                          game->actions->len, game->cursor, &failed);

    if (result != CARC_OK)
      {
        g_autofree char *why = refusal_words (result);

        /* TRANSLATORS: %u is the move's number, %s why it is refused */
        carc_save_fail (&r, failed < lines->len ? g_array_index (lines, int, failed) : 0,
                        _("move %u breaks the rules: %s"), failed + 1, why);
        return NULL;
      }
    game->turns = g_array_new (FALSE, FALSE, sizeof (guint));
    for (guint i = 0; i < game->actions->len; i++)
      {
        guint mark[2] = { carc_history_get_turn_of (history, i), carc_history_get_player_of (history, i) };

        g_array_append_vals (game->turns, mark, 2);
      }
    if (!check_marks (&r, game, lines))
      return NULL;
    fill_summary (game, carc_history_get_state (history));
    game->history = g_steal_pointer (&history);
  }
  return g_steal_pointer (&game);
}

gboolean
carc_save_write_file (const CarcSavedGame  *game,
                      GFile                *file,
                      GError              **error)
{
  gsize length;
  g_autofree char *xml = carc_save_to_xml (game, &length);

  return carc_xml_write_file (file, xml, length, error);
}

CarcSavedGame *
carc_save_read_file (GFile              *file,
                     CarcTileSetLookup   lookup,
                     gpointer            user_data,
                     GError            **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = carc_xml_load_file (file, CARC_SAVE_MAX_SIZE, &name, error);

  if (bytes == NULL)
    return NULL;
  return carc_save_from_bytes (bytes, name, lookup, user_data, error);
}

/* The usual lookup: the tile sets bundled with the program. */
CarcTileSet *
carc_save_builtin_tile_sets (const char  *id,
                             gpointer     user_data,
                             GError     **error)
{
  return carc_tile_set_load_builtin (id, error);
}
