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
#include <libxml/xmlwriter.h>
#include <string.h>

#include "carc-mists.h"
#include "carc-save.h"
#include "carc-tileset-loader.h"
#include "carc-xml-private.h"

static const char * const variant_names[] = { "first-edition-city", "first-edition-farmers", "no-farmers" };
static const guint variant_flags[] = {
  CARC_VARIANT_FIRST_EDITION_CITY, CARC_VARIANT_FIRST_EDITION_FARMERS, CARC_VARIANT_NO_FARMERS,
};
static const char * const figure_names[] = { "meeple", "big-meeple", "builder", "pig" };

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
    }
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->history, carc_history_free);
  g_free (self->saved_at);
  g_free (self);
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
      self->players[p].kind = g_strdup ("human");
    }
  self->actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  for (guint i = 0; i < carc_history_get_length (history); i++)
    g_array_append_vals (self->actions, carc_history_get_action (history, i), 1);
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
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID,
                   _("Move %u of the saved game breaks the rules (%s)."), failed + 1,
                   carc_error_to_string (result));
      carc_history_free (history);
      return NULL;
    }
  return history;
}

static void
write_uint (xmlTextWriterPtr  w,
            const char       *name,
            guint64           value)
{
  xmlTextWriterWriteFormatAttribute (w, BAD_CAST name, "%" G_GUINT64_FORMAT, value);
}

static void
write_int (xmlTextWriterPtr  w,
           const char       *name,
           gint              value)
{
  xmlTextWriterWriteFormatAttribute (w, BAD_CAST name, "%d", value);
}

/* One entry of the log, as the save writes it. */
static void
write_action (xmlTextWriterPtr  w,
              const CarcAction *a)
{
  switch ((CarcActionKind) a->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      xmlTextWriterStartElement (w, BAD_CAST "tile");
      write_int (w, "x", a->x);
      write_int (w, "y", a->y);
      write_uint (w, "rotation", a->rotation);
      break;
    case CARC_ACTION_PLACE_FIGURE:
      xmlTextWriterStartElement (w, BAD_CAST "figure");
      write_uint (w, "segment", a->segment);
      xmlTextWriterWriteAttribute (w, BAD_CAST "figure", BAD_CAST figure_names[a->figure % G_N_ELEMENTS (figure_names)]);
      if (a->choice != 0)
        write_uint (w, "colour-index", a->choice);
      break;
    case CARC_ACTION_SKIP_FIGURE:
      xmlTextWriterStartElement (w, BAD_CAST "skip");
      break;
    case CARC_ACTION_MODULE:
    case CARC_ACTION_CHANCE:
    default:
      xmlTextWriterStartElement (w, BAD_CAST "module-action");
      write_uint (w, "module", a->module);
      write_uint (w, "choice", a->choice);
      write_int (w, "x", a->x);
      write_int (w, "y", a->y);
      write_uint (w, "segment", a->segment);
      write_uint (w, "value", a->value);
      break;
    }
  xmlTextWriterEndElement (w);
}

/* @action as one entry of a saved game's log ("<tile x=… />"), to list
 * actions in the save's own syntax. */
char *
carc_save_action_to_text (const CarcAction *action)
{
  xmlBufferPtr buffer = xmlBufferCreate ();
  xmlTextWriterPtr w = xmlNewTextWriterMemory (buffer, 0);
  CarcAction a = carc_action_normalize (action);
  char *text;

  write_action (w, &a);
  xmlTextWriterFlush (w);
  xmlFreeTextWriter (w);
  text = g_strndup ((const char *) xmlBufferContent (buffer), xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  return text;
}

char *
carc_save_to_xml (const CarcSavedGame *game,
                  gsize               *length)
{
  xmlBufferPtr buffer = xmlBufferCreate ();
  xmlTextWriterPtr w = xmlNewTextWriterMemory (buffer, 0);
  CarcTileSet *tiles = carc_setup_get_tile_set (game->setup);
  guint variants = carc_setup_get_variants (game->setup);
  g_autoptr(GString) pile = g_string_new (NULL);
  g_autoptr(GString) variant_list = g_string_new (NULL);
  const guint16 *order;
  guint n_order, level = 0, people = 0;
  gboolean cooperative;

  xmlTextWriterSetIndent (w, 1);
  xmlTextWriterSetIndentString (w, BAD_CAST "  ");
  xmlTextWriterStartDocument (w, NULL, "UTF-8", NULL);
  xmlTextWriterStartElement (w, BAD_CAST "carcassonne-game");
  write_uint (w, "format", CARC_SAVE_FORMAT);
  xmlTextWriterWriteAttribute (w, BAD_CAST "app-version", BAD_CAST PACKAGE_VERSION);

  xmlTextWriterStartElement (w, BAD_CAST "summary");
  if (game->saved_at != NULL)
    xmlTextWriterWriteAttribute (w, BAD_CAST "saved", BAD_CAST game->saved_at);
  write_uint (w, "turn", game->turn);
  write_uint (w, "player", game->current_player);
  write_uint (w, "tiles-left", game->tiles_left);
  xmlTextWriterWriteAttribute (w, BAD_CAST "over", BAD_CAST (game->game_over ? "true" : "false"));
  for (guint p = 0; p < game->n_players; p++)
    {
      xmlTextWriterStartElement (w, BAD_CAST "score");
      write_uint (w, "player", p);
      write_uint (w, "points", game->scores[p]);
      xmlTextWriterEndElement (w);
    }
  xmlTextWriterEndElement (w);

  xmlTextWriterStartElement (w, BAD_CAST "setup");
  cooperative = carc_mists_setup_get_level (game->setup, &level, &people);
  xmlTextWriterWriteAttribute (w, BAD_CAST "mode", BAD_CAST (cooperative ? "cooperative" : "classic"));
  xmlTextWriterWriteAttribute (w, BAD_CAST "tileset", BAD_CAST carc_tile_set_get_id (tiles));
  write_uint (w, "seed", carc_setup_get_seed (game->setup));
  if (cooperative)
    {
      write_uint (w, "level", level);
      write_uint (w, "people", people);
    }
  for (guint v = 0; v < G_N_ELEMENTS (variant_flags); v++)
    if (variants & variant_flags[v])
      g_string_append_printf (variant_list, "%s%s", variant_list->len ? " " : "", variant_names[v]);
  if (variant_list->len > 0)
    xmlTextWriterWriteAttribute (w, BAD_CAST "variants", BAD_CAST variant_list->str);
  for (guint p = 0; p < game->n_players; p++)
    {
      xmlTextWriterStartElement (w, BAD_CAST "player");
      xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST game->players[p].name);
      xmlTextWriterWriteAttribute (w, BAD_CAST "colour", BAD_CAST game->players[p].colour);
      xmlTextWriterWriteAttribute (w, BAD_CAST "kind", BAD_CAST (game->players[p].kind ? game->players[p].kind : "human"));
      xmlTextWriterEndElement (w);
    }
  for (guint m = 0; m < carc_setup_get_n_modules (game->setup) && !cooperative; m++)
    {
      xmlTextWriterStartElement (w, BAD_CAST "module");
      xmlTextWriterWriteAttribute (w, BAD_CAST "id", BAD_CAST carc_setup_get_module (game->setup, m));
      xmlTextWriterEndElement (w);
    }
  order = carc_setup_get_order (game->setup, &n_order);
  for (guint i = 0; i < n_order; i++)
    g_string_append_printf (pile, "%s%s", i ? " " : "", carc_tile_set_get_type (tiles, order[i])->id);
  xmlTextWriterStartElement (w, BAD_CAST "pile");
  xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST "main");
  xmlTextWriterWriteString (w, BAD_CAST pile->str);
  xmlTextWriterEndElement (w);
  xmlTextWriterEndElement (w);

  xmlTextWriterStartElement (w, BAD_CAST "log");
  write_uint (w, "cursor", game->cursor);
  for (guint i = 0; i < game->actions->len; i++)
    write_action (w, &g_array_index (game->actions, CarcAction, i));
  xmlTextWriterEndElement (w);

  xmlTextWriterEndElement (w);
  return carc_xml_writer_finish (w, buffer, length);
}

typedef struct
{
  const char *name;
  GError    **error;
} Reader;

#define fail(r, line, ...) carc_xml_fail ((r)->error, CARC_IO_ERROR_INVALID, (r)->name, line, __VA_ARGS__)

static gboolean
read_player (Reader        *r,
             xmlNode       *node,
             CarcSavedGame *game)
{
  CarcSavedPlayer *player;

  if (game->n_players == CARC_MAX_PLAYERS)
    {
      fail (r, xmlGetLineNo (node), g_dngettext (GETTEXT_PACKAGE, "a game has at most %d player",
                                                 "a game has at most %d players", CARC_MAX_PLAYERS),
            CARC_MAX_PLAYERS);
      return FALSE;
    }
  player = &game->players[game->n_players];
  player->name = carc_xml_prop (node, "name");
  player->colour = carc_xml_prop (node, "colour");
  player->kind = carc_xml_prop_token (node, "kind");
  if (player->kind == NULL)
    player->kind = g_strdup ("human");
  for (guint p = 0; p < game->n_players; p++)
    {
      if (g_utf8_collate (game->players[p].name, player->name) == 0)
        {
          fail (r, xmlGetLineNo (node), _("two players are called “%s”"), player->name);
          return FALSE;
        }
      if (g_ascii_strcasecmp (game->players[p].colour, player->colour) == 0)
        {
          fail (r, xmlGetLineNo (node), _("two players have the colour %s"), player->colour);
          return FALSE;
        }
    }
  game->n_players++;
  return TRUE;
}

/* The pile must hold the tiles a new game of this kind deals, each
 * exactly as often: the whole set apart from the start cells, or the
 * level's selection. */
static gboolean
read_pile (Reader      *r,
           xmlNode     *node,
           CarcTileSet *tiles,
           CarcSetup   *setup)
{
  g_autofree char *text = (char *) xmlNodeGetContent (node);
  g_auto(GStrv) ids = carc_xml_split_list (text);
  guint n_types = carc_tile_set_get_n_types (tiles);
  g_autofree guint *expected = g_new0 (guint, n_types);
  g_autofree guint *found = g_new0 (guint, n_types);
  g_autoptr(CarcSetup) fresh = NULL;
  guint level, people, n_dealt;
  const guint16 *dealt;

  if (carc_mists_setup_get_level (setup, &level, &people))
    fresh = carc_mists_setup_new (tiles, people, level, 0);
  else
    fresh = carc_setup_new_shuffled (tiles, carc_setup_get_n_players (setup), 0, 0);
  dealt = carc_setup_get_order (fresh, &n_dealt);
  for (guint i = 0; i < n_dealt; i++)
    expected[dealt[i]]++;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint type;

      if (!carc_tile_set_lookup (tiles, ids[i], &type))
        {
          fail (r, xmlGetLineNo (node), _("the pile holds an unknown tile “%s”"), ids[i]);
          return FALSE;
        }
      if (++found[type] > expected[type])
        {
          fail (r, xmlGetLineNo (node), _("the pile holds more tiles “%s” than the set has (%u)"),
                ids[i], expected[type]);
          return FALSE;
        }
      carc_setup_append_tile (setup, type);
    }
  for (guint t = 0; t < n_types; t++)
    if (found[t] != expected[t])
      {
        fail (r, xmlGetLineNo (node), g_dngettext (GETTEXT_PACKAGE, "the pile holds %u tile “%s”, but the set has %u",
                                                   "the pile holds %u tiles “%s”, but the set has %u", found[t]),
              found[t], carc_tile_set_get_type (tiles, t)->id, expected[t]);
        return FALSE;
      }
  return TRUE;
}

/* A cooperative level: its tile set, one seat per colour in play, and the
 * pile the level deals (level 1 leaves out castles and cemeteries). */
static gboolean
read_level (Reader        *r,
            xmlNode       *node,
            CarcTileSet   *tiles,
            CarcSavedGame *game)
{
  g_autofree char *id = NULL;
  gint64 level, people;

  if (!carc_xml_read_int (node, "level", 1, CARC_MISTS_LEVELS, &level, r->name, r->error)
      || !carc_xml_read_int (node, "people", 1, CARC_MISTS_MAX_PEOPLE, &people, r->name, r->error))
    return FALSE;
  if (!g_str_equal (carc_tile_set_get_id (tiles), CARC_MISTS_MODULE))
    {
      fail (r, xmlGetLineNo (node), _("the cooperative game is played with the tile set “%s”"), CARC_MISTS_MODULE);
      return FALSE;
    }
  if (game->n_players != carc_mists_count_colours (people))
    {
      fail (r, xmlGetLineNo (node), g_dngettext (GETTEXT_PACKAGE, "this level needs %u colour in play",
                                                 "this level needs %u colours in play",
                                                 carc_mists_count_colours (people)),
            carc_mists_count_colours (people));
      return FALSE;
    }
  id = g_strdup_printf (CARC_MISTS_MODULE ":level=%u:people=%u", (guint) level, (guint) people);
  if (!carc_setup_add_module (game->setup, id))
    {
      fail (r, xmlGetLineNo (node), _("the game needs the rules “%s”, which this version does not have"),
            CARC_MISTS_MODULE);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_setup (Reader            *r,
            xmlNode           *node,
            CarcTileSetLookup  lookup,
            gpointer           user_data,
            CarcSavedGame     *game)
{
  g_autofree char *tileset_id = carc_xml_prop (node, "tileset");
  g_autofree char *variant_text = carc_xml_prop (node, "variants");
  g_autofree char *mode = carc_xml_prop_token (node, "mode");
  gboolean cooperative = g_strcmp0 (mode, "cooperative") == 0;
  g_auto(GStrv) variants = carc_xml_split_list (variant_text);
  g_autoptr(CarcTileSet) tiles = NULL;
  g_autoptr(GPtrArray) modules = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) lookup_error = NULL;
  xmlNode *pile = NULL;
  guint64 seed = 0;
  guint flags = 0;

  tiles = lookup (tileset_id, user_data, &lookup_error);
  if (tiles == NULL)
    {
      fail (r, xmlGetLineNo (node), _("the game uses the tile set “%s”, which this version does not have"),
            tileset_id);
      return FALSE;
    }
  if (!carc_xml_read_uint (node, "seed", G_MAXUINT64, &seed, r->name, r->error))
    return FALSE;
  for (guint i = 0; variants[i] != NULL; i++)
    for (guint v = 0; v < G_N_ELEMENTS (variant_names); v++)
      if (g_str_equal (variants[i], variant_names[v]))
        flags |= variant_flags[v];

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (carc_xml_is (child, "player"))
      {
        if (!read_player (r, child, game))
          return FALSE;
      }
    else if (carc_xml_is (child, "module"))
      g_ptr_array_add (modules, carc_xml_prop (child, "id"));
    else if (carc_xml_is (child, "pile"))
      {
        g_autofree char *pile_name = carc_xml_prop (child, "name");

        if (pile != NULL || !g_str_equal (pile_name, "main"))
          {
            fail (r, xmlGetLineNo (child), _("a game has one pile, called “main”"));
            return FALSE;
          }
        pile = child;
      }

  if (game->n_players < CARC_MIN_PLAYERS)
    {
      fail (r, xmlGetLineNo (node), g_dngettext (GETTEXT_PACKAGE, "a game needs at least %d player",
                                                 "a game needs at least %d players", CARC_MIN_PLAYERS),
            CARC_MIN_PLAYERS);
      return FALSE;
    }
  /* No module of this version is switched on by a module element (the
   * cooperative game switches its own on): any is unknown. */
  if (modules->len > 0)
    {
      fail (r, xmlGetLineNo (node), _("the game needs the rules “%s”, which this version does not have"),
            (const char *) g_ptr_array_index (modules, 0));
      return FALSE;
    }

  game->setup = carc_setup_new (tiles, game->n_players);
  carc_setup_set_seed (game->setup, seed);
  carc_setup_set_variants (game->setup, flags);
  if (cooperative && !read_level (r, node, tiles, game))
    return FALSE;
  if (!cooperative && g_str_equal (carc_tile_set_get_id (tiles), CARC_MISTS_MODULE))
    {
      fail (r, xmlGetLineNo (node), _("the tile set “%s” is only played cooperatively"), CARC_MISTS_MODULE);
      return FALSE;
    }
  return read_pile (r, pile, tiles, game->setup);
}

/* An optional number of a log entry: 0 when absent. */
static gboolean
read_optional (Reader  *r,
               xmlNode *node,
               const char *attribute,
               gint64   min,
               gint64   max,
               gint64  *out)
{
  *out = 0;
  return !carc_xml_has_prop (node, attribute)
         || carc_xml_read_int (node, attribute, min, max, out, r->name, r->error);
}

static gboolean
read_action (Reader     *r,
             xmlNode    *node,
             CarcAction *a)
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

      for (f = 0; f < G_N_ELEMENTS (figure_names) && g_strcmp0 (figure, figure_names[f]) != 0; f++)
        ;
      if (f == G_N_ELEMENTS (figure_names))
        {
          carc_xml_fail_value (node, "figure", r->name, r->error);
          return FALSE;
        }
      a->kind = CARC_ACTION_PLACE_FIGURE;
      a->figure = f;
      if (!carc_xml_read_int (node, "segment", 0, 11, &segment, r->name, r->error)
          || !read_optional (r, node, "colour-index", 0, CARC_MAX_PLAYERS - 1, &choice))
        return FALSE;
    }
  else if (carc_xml_is (node, "skip"))
    a->kind = CARC_ACTION_SKIP_FIGURE;
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
read_log (Reader        *r,
          xmlNode       *node,
          CarcSavedGame *game,
          GArray        *lines)
{
  guint64 cursor = 0;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      CarcAction a = { 0 };
      int line = xmlGetLineNo (child);

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (!read_action (r, child, &a))
        return FALSE;
      g_array_append_val (game->actions, a);
      g_array_append_val (lines, line);
    }

  if (!carc_xml_read_uint (node, "cursor", G_MAXUINT64, &cursor, r->name, r->error))
    return FALSE;
  if (cursor > game->actions->len)
    {
      g_autofree char *cursor_text = carc_xml_prop (node, "cursor");

      fail (r, xmlGetLineNo (node), g_dngettext (GETTEXT_PACKAGE, "the undo position %s lies outside the %u move of the log",
                                                 "the undo position %s lies outside the %u moves of the log",
                                                 game->actions->len),
            cursor_text, game->actions->len);
      return FALSE;
    }
  game->cursor = cursor;
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
  Reader r = { name, error };
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
      fail (&r, root ? xmlGetLineNo (root) : 1, _("this is not a saved game of Carcassonne"));
      xmlFreeDoc (doc);
      return NULL;
    }
  format = carc_xml_prop (root, "format");
  if (carc_xml_parse_uint (format, G_MAXUINT64, &version) && version > CARC_SAVE_FORMAT)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, version);

      carc_xml_fail (error, CARC_IO_ERROR_NEWER_VERSION, name, xmlGetLineNo (root),
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

  game->actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  for (xmlNode *node = root->children; node != NULL && ok; node = node->next)
    if (carc_xml_is (node, "summary"))
      game->saved_at = carc_xml_prop (node, "saved");
    else if (carc_xml_is (node, "setup"))
      ok = read_setup (&r, node, lookup, user_data, game);
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
        fail (&r, failed < lines->len ? g_array_index (lines, int, failed) : 0,
              _("move %u breaks the rules (%s)"), failed + 1, carc_error_to_string (result));
        return NULL;
      }
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
