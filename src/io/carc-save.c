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

/* What the log's numbers are called in a game with a given setup: its
 * figure kinds and its modules. */
typedef struct
{
  const CarcFigureKind  *kinds[CARC_MAX_FIGURE_KINDS];
  guint                  n_kinds;
  const CarcRulesModule *modules[CARC_MAX_MODULES];
  guint                  n_modules;
} Names;

static void
names_init (Names           *names,
            const CarcSetup *setup)
{
  names->n_kinds = carc_setup_list_figure_kinds (setup, names->kinds);
  names->n_modules = MIN (carc_setup_get_n_modules (setup), CARC_MAX_MODULES);
  for (guint m = 0; m < names->n_modules; m++)
    names->modules[m] = carc_rules_module_lookup (carc_setup_get_module (setup, m));
}

static const char *
module_action_name (const CarcRulesModule *module,
                    guint                  choice)
{
  for (guint i = 0; module->actions != NULL && module->actions[i] != NULL; i++)
    if (i == choice)
      return module->actions[i];
  return NULL;
}

/* One entry of the log, as the save writes it. */
static void
write_action (xmlTextWriterPtr  w,
              const Names      *names,
              const CarcAction *a)
{
  const CarcRulesModule *module = a->module < names->n_modules ? names->modules[a->module] : NULL;

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
      xmlTextWriterWriteAttribute (w, BAD_CAST "figure",
                                   BAD_CAST (a->figure < names->n_kinds ? names->kinds[a->figure]->id : "meeple"));
      if (a->choice != 0)
        write_uint (w, "colour-index", a->choice);
      break;
    case CARC_ACTION_SKIP_FIGURE:
      xmlTextWriterStartElement (w, BAD_CAST "skip");
      break;
    case CARC_ACTION_CHANCE:
      g_return_if_fail (module != NULL);
      xmlTextWriterStartElement (w, BAD_CAST "chance");
      xmlTextWriterWriteAttribute (w, BAD_CAST "module", BAD_CAST module->id);
      write_uint (w, "outcome", a->value);
      break;
    case CARC_ACTION_MODULE:
    default:
      g_return_if_fail (module != NULL && module_action_name (module, a->choice) != NULL);
      xmlTextWriterStartElement (w, BAD_CAST "module-action");
      xmlTextWriterWriteAttribute (w, BAD_CAST "module", BAD_CAST module->id);
      xmlTextWriterWriteAttribute (w, BAD_CAST "action", BAD_CAST module_action_name (module, a->choice));
      write_int (w, "x", a->x);
      write_int (w, "y", a->y);
      write_uint (w, "segment", a->segment);
      write_uint (w, "value", a->value);
      break;
    }
  xmlTextWriterEndElement (w);
}

/* @action of a game with @setup as one entry of a saved game's log
 * ("<tile x=… />"), to list actions in the save's own syntax. */
char *
carc_save_action_to_text (const CarcSetup  *setup,
                          const CarcAction *action)
{
  xmlBufferPtr buffer = xmlBufferCreate ();
  xmlTextWriterPtr w = xmlNewTextWriterMemory (buffer, 0);
  CarcAction a = carc_action_normalize (action);
  Names names;
  char *text;

  names_init (&names, setup);
  write_action (w, &names, &a);
  xmlTextWriterFlush (w);
  xmlFreeTextWriter (w);
  text = g_strndup ((const char *) xmlBufferContent (buffer), xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  return text;
}

/* A module as the setup names it: its id, then one option element per
 * option its id carries ("mists:level=2:people=1"). */
static void
write_module (xmlTextWriterPtr  w,
              const char       *id)
{
  g_auto(GStrv) parts = g_strsplit (id, ":", -1);

  xmlTextWriterStartElement (w, BAD_CAST "module");
  xmlTextWriterWriteAttribute (w, BAD_CAST "id", BAD_CAST parts[0]);
  for (guint i = 1; parts[i] != NULL; i++)
    {
      g_auto(GStrv) option = g_strsplit (parts[i], "=", 2);

      xmlTextWriterStartElement (w, BAD_CAST "option");
      xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST option[0]);
      xmlTextWriterWriteAttribute (w, BAD_CAST "value", BAD_CAST (option[1] ? option[1] : ""));
      xmlTextWriterEndElement (w);
    }
  xmlTextWriterEndElement (w);
}

static void
write_setup (xmlTextWriterPtr     w,
             const CarcSavedGame *game)
{
  CarcSetup *setup = game->setup;
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  guint variants = carc_setup_get_variants (setup);
  g_autoptr(GString) list = g_string_new (NULL);

  xmlTextWriterStartElement (w, BAD_CAST "setup");
  write_uint (w, "seed", carc_setup_get_seed (setup));
  for (guint v = 0; v < G_N_ELEMENTS (variant_flags); v++)
    if (variants & variant_flags[v])
      g_string_append_printf (list, "%s%s", list->len ? " " : "", variant_names[v]);
  if (list->len > 0)
    xmlTextWriterWriteAttribute (w, BAD_CAST "variants", BAD_CAST list->str);
  for (guint p = 0; p < carc_tile_set_get_n_parts (tiles); p++)
    {
      xmlTextWriterStartElement (w, BAD_CAST "tileset");
      xmlTextWriterWriteAttribute (w, BAD_CAST "id", BAD_CAST carc_tile_set_get_part_id (tiles, p));
      xmlTextWriterEndElement (w);
    }
  for (guint p = 0; p < game->n_players; p++)
    {
      gboolean computer = g_strcmp0 (game->players[p].kind, "computer") == 0;

      xmlTextWriterStartElement (w, BAD_CAST "player");
      xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST game->players[p].name);
      xmlTextWriterWriteAttribute (w, BAD_CAST "colour", BAD_CAST game->players[p].colour);
      xmlTextWriterWriteAttribute (w, BAD_CAST "kind", BAD_CAST (computer ? "computer" : "person"));
      if (computer)
        xmlTextWriterWriteAttribute (w, BAD_CAST "level", BAD_CAST (game->players[p].level ? game->players[p].level : "normal"));
      xmlTextWriterEndElement (w);
    }
  for (guint m = 0; m < carc_setup_get_n_modules (setup); m++)
    write_module (w, carc_setup_get_module (setup, m));
  for (guint i = 0; i < carc_setup_get_n_start_cells (setup); i++)
    {
      const CarcStartCell *cell = carc_setup_get_start_cell (setup, i);

      xmlTextWriterStartElement (w, BAD_CAST "start");
      xmlTextWriterWriteAttribute (w, BAD_CAST "tile", BAD_CAST carc_tile_set_get_type (tiles, cell->type)->id);
      write_int (w, "x", cell->x);
      write_int (w, "y", cell->y);
      xmlTextWriterEndElement (w);
    }
  for (guint p = 0; p < carc_setup_get_n_piles (setup); p++)
    {
      guint n;
      const guint16 *pile = carc_setup_get_pile (setup, p, &n);

      g_string_truncate (list, 0);
      for (guint i = 0; i < n; i++)
        g_string_append_printf (list, "%s%s", i ? " " : "", carc_tile_set_get_type (tiles, pile[i])->id);
      xmlTextWriterStartElement (w, BAD_CAST "pile");
      xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST carc_setup_get_pile_name (setup, p));
      xmlTextWriterWriteString (w, BAD_CAST list->str);
      xmlTextWriterEndElement (w);
    }
  for (guint d = 0; d < carc_setup_get_n_decks (setup); d++)
    {
      const char *name = carc_setup_get_deck_name (setup, d);
      guint n;
      const guint16 *deck = carc_setup_get_deck (setup, name, &n);

      g_string_truncate (list, 0);
      for (guint i = 0; i < n; i++)
        g_string_append_printf (list, "%s%u", i ? " " : "", deck[i]);
      xmlTextWriterStartElement (w, BAD_CAST "deck");
      xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST name);
      xmlTextWriterWriteString (w, BAD_CAST list->str);
      xmlTextWriterEndElement (w);
    }
  xmlTextWriterEndElement (w);
}

char *
carc_save_to_xml (const CarcSavedGame *game,
                  gsize               *length)
{
  xmlBufferPtr buffer = xmlBufferCreate ();
  xmlTextWriterPtr w = xmlNewTextWriterMemory (buffer, 0);
  Names names;

  names_init (&names, game->setup);
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

  write_setup (w, game);

  xmlTextWriterStartElement (w, BAD_CAST "log");
  write_uint (w, "cursor", game->cursor);
  for (guint i = 0; i < game->actions->len; i++)
    {
      const guint *mark = game->turns != NULL && game->turns->len == 2 * game->actions->len
                          ? &g_array_index (game->turns, guint, 2 * i) : NULL;

      /* A mark where each turn begins, so a reader sees the turns. */
      if (mark != NULL && (i == 0 || mark[0] != mark[-2]))
        {
          xmlTextWriterStartElement (w, BAD_CAST "turn");
          write_uint (w, "number", mark[0]);
          write_uint (w, "player", mark[1]);
          xmlTextWriterEndElement (w);
        }
      write_action (w, &names, &g_array_index (game->actions, CarcAction, i));
    }
  xmlTextWriterEndElement (w);

  xmlTextWriterEndElement (w);
  return carc_xml_writer_finish (w, buffer, length);
}

typedef struct
{
  const char *name;
  GError    **error;
  guint       format;
  Names       names;     /* once the setup is read */
  GArray     *marks;     /* guint triples: action index, turn, player */
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
  /* Format 1 knew only "human". */
  if (player->kind == NULL || g_str_equal (player->kind, "human"))
    {
      g_free (player->kind);
      player->kind = g_strdup ("person");
    }
  player->level = carc_xml_prop_token (node, "level");
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

/* A format-2 module: its id and typed options, as the id the engine
 * takes ("mists:level=2:people=1"), every option the module declares
 * given once, in range. */
static char *
read_module_2 (Reader  *r,
               xmlNode *node)
{
  g_autofree char *id = carc_xml_prop_token (node, "id");
  const CarcRulesModule *module = carc_rules_module_lookup (id);
  g_autoptr(GString) full = g_string_new (id);
  guint n_options = 0;

  if (module == NULL)
    {
      fail (r, xmlGetLineNo (node), _("the game needs the rules “%s”, which this version does not have"), id);
      return NULL;
    }
  for (const CarcModuleOption *o = module->options; o != NULL && o->name != NULL; o++)
    {
      xmlNode *found = NULL;
      guint64 value;

      for (xmlNode *child = node->children; child != NULL; child = child->next)
        if (carc_xml_is (child, "option"))
          {
            g_autofree char *name = carc_xml_prop_token (child, "name");

            if (g_str_equal (name, o->name))
              found = child;
          }
      if (found == NULL)
        {
          fail (r, xmlGetLineNo (node), _("the rules “%s” need the option “%s”"), id, o->name);
          return NULL;
        }
      if (!carc_xml_read_uint (found, "value", o->max, &value, r->name, r->error))
        return NULL;
      if (value < o->min)
        {
          carc_xml_fail_value (found, "value", r->name, r->error);
          return NULL;
        }
      g_string_append_printf (full, ":%s=%" G_GUINT64_FORMAT, o->name, value);
      n_options++;
    }
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    n_options -= carc_xml_is (child, "option");
  if (n_options != 0)
    {
      fail (r, xmlGetLineNo (node), _("the rules “%s” have no such options"), id);
      return NULL;
    }
  return g_string_free (g_steal_pointer (&full), FALSE);
}

/* The tiles @text names, as indices of @tiles; FALSE on an unknown one. */
static gboolean
read_tile_list (Reader      *r,
                xmlNode     *node,
                CarcTileSet *tiles,
                GArray      *types)
{
  g_autofree char *text = (char *) xmlNodeGetContent (node);
  g_auto(GStrv) ids = carc_xml_split_list (text);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint type;

      if (!carc_tile_set_lookup (tiles, ids[i], &type))
        {
          fail (r, xmlGetLineNo (node), _("the pile holds an unknown tile “%s”"), ids[i]);
          return FALSE;
        }
      g_array_append_vals (types, (guint16[]) { type }, 1);
    }
  return TRUE;
}

/* A pile must hold what the rules deal into it, each tile exactly as
 * often, in any order. */
static gboolean
check_pile (Reader        *r,
            xmlNode       *node,
            CarcTileSet   *tiles,
            const guint16 *dealt,
            guint          n_dealt,
            GArray        *found)
{
  guint n_types = carc_tile_set_get_n_types (tiles);
  g_autofree guint *expected = g_new0 (guint, n_types);
  g_autofree guint *count = g_new0 (guint, n_types);

  for (guint i = 0; i < n_dealt; i++)
    expected[dealt[i]]++;
  for (guint i = 0; i < found->len; i++)
    {
      guint t = g_array_index (found, guint16, i);

      if (++count[t] > expected[t])
        {
          fail (r, xmlGetLineNo (node), _("the pile holds more tiles “%s” than the set has (%u)"),
                carc_tile_set_get_type (tiles, t)->id, expected[t]);
          return FALSE;
        }
    }
  for (guint t = 0; t < n_types; t++)
    if (count[t] != expected[t])
      {
        fail (r, xmlGetLineNo (node), g_dngettext (GETTEXT_PACKAGE, "the pile holds %u tile “%s”, but the set has %u",
                                                   "the pile holds %u tiles “%s”, but the set has %u", count[t]),
              count[t], carc_tile_set_get_type (tiles, t)->id, expected[t]);
        return FALSE;
      }
  return TRUE;
}

static gint
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (gint) *(const guint16 *) a - (gint) *(const guint16 *) b;
}

/* Whether @sorted holds the cards of @dealt. */
static gboolean
same_cards (GArray        *sorted,
            const guint16 *dealt,
            guint          n_dealt)
{
  g_autofree guint16 *expected = g_memdup2 (dealt, sizeof (guint16) * n_dealt);

  if (sorted->len != n_dealt)
    return FALSE;
  qsort (expected, n_dealt, sizeof (guint16), compare_cards);
  return memcmp (expected, sorted->data, sizeof (guint16) * n_dealt) == 0;
}

/* Format 2: the tile sets and modules are composed again as for a new
 * game; the deal read must be that deal in another order: the same start
 * tiles, the same piles with the same tiles, the same decks. */
static gboolean
read_setup_2 (Reader            *r,
              xmlNode           *node,
              CarcTileSetLookup  lookup,
              gpointer           user_data,
              CarcSavedGame     *game)
{
  g_autofree char *variant_text = carc_xml_prop (node, "variants");
  g_auto(GStrv) variants = carc_xml_split_list (variant_text);
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) modules = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) piles = g_ptr_array_new ();
  g_autoptr(GPtrArray) decks = g_ptr_array_new ();
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (CarcStartCell));
  g_autoptr(CarcSetup) fresh = NULL;
  g_autoptr(GError) compose_error = NULL;
  CarcTileSet *tiles;
  guint64 seed = 0;
  guint flags = 0;

  if (!carc_xml_read_uint (node, "seed", G_MAXUINT64, &seed, r->name, r->error))
    return FALSE;
  for (guint i = 0; variants[i] != NULL; i++)
    for (guint v = 0; v < G_N_ELEMENTS (variant_names); v++)
      if (g_str_equal (variants[i], variant_names[v]))
        flags |= variant_flags[v];

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (carc_xml_is (child, "tileset"))
      g_ptr_array_add (sets, carc_xml_prop_token (child, "id"));
    else if (carc_xml_is (child, "player"))
      {
        if (!read_player (r, child, game))
          return FALSE;
      }
    else if (carc_xml_is (child, "module"))
      {
        char *id = read_module_2 (r, child);

        if (id == NULL)
          return FALSE;
        g_ptr_array_add (modules, id);
      }
    else if (carc_xml_is (child, "pile"))
      g_ptr_array_add (piles, child);
    else if (carc_xml_is (child, "deck"))
      g_ptr_array_add (decks, child);
    else if (carc_xml_is (child, "start"))
      g_ptr_array_add (decks, child); /* sorted out below */

  if (game->n_players < CARC_MIN_PLAYERS)
    {
      fail (r, xmlGetLineNo (node), g_dngettext (GETTEXT_PACKAGE, "a game needs at least %d player",
                                                 "a game needs at least %d players", CARC_MIN_PLAYERS),
            CARC_MIN_PLAYERS);
      return FALSE;
    }

  g_ptr_array_add (sets, NULL);
  g_ptr_array_add (modules, NULL);
  fresh = carc_setup_compose ((const char *const *) sets->pdata, (const char *const *) modules->pdata,
                              game->n_players, flags, 0, lookup, user_data, &compose_error);
  if (fresh == NULL)
    {
      switch ((CarcSetupError) compose_error->code)
        {
        case CARC_SETUP_ERROR_UNKNOWN_TILE_SET:
          fail (r, xmlGetLineNo (node), _("the game uses the tile set “%s”, which this version does not have"),
                compose_error->message);
          break;
        case CARC_SETUP_ERROR_TILE_CLASH:
          fail (r, xmlGetLineNo (node), _("two tile sets of the game have a tile “%s”"), compose_error->message);
          break;
        case CARC_SETUP_ERROR_PLAYERS:
          fail (r, xmlGetLineNo (node), _("the rules “%s” do not allow this number of players"),
                compose_error->message);
          break;
        case CARC_SETUP_ERROR_UNKNOWN_MODULE:
        default:
          fail (r, xmlGetLineNo (node), _("the game needs the rules “%s”, which this version does not have"),
                compose_error->message);
          break;
        }
      return FALSE;
    }

  tiles = carc_setup_get_tile_set (fresh);
  game->setup = carc_setup_new (tiles, game->n_players);
  carc_setup_set_seed (game->setup, seed);
  carc_setup_set_variants (game->setup, flags);
  for (guint m = 0; modules->pdata[m] != NULL; m++)
    carc_setup_add_module (game->setup, modules->pdata[m]);

  /* The start tiles, exactly where the rules put them. */
  carc_setup_clear_start (game->setup);
  for (guint i = 0; i < decks->len; i++)
    {
      xmlNode *child = decks->pdata[i];
      g_autofree char *id = NULL;
      gint64 x, y;
      guint type;

      if (!carc_xml_is (child, "start"))
        continue;
      id = carc_xml_prop_token (child, "tile");
      if (!carc_tile_set_lookup (tiles, id, &type)
          || !carc_xml_read_int (child, "x", -1000, 1000, &x, r->name, r->error)
          || !carc_xml_read_int (child, "y", -1000, 1000, &y, r->name, r->error)
          || starts->len >= carc_setup_get_n_start_cells (fresh)
          || carc_setup_get_start_cell (fresh, starts->len)->type != type
          || carc_setup_get_start_cell (fresh, starts->len)->x != x
          || carc_setup_get_start_cell (fresh, starts->len)->y != y)
        {
          fail (r, xmlGetLineNo (child), _("the start tiles are not those the game's rules deal"));
          return FALSE;
        }
      g_array_append_val (starts, *carc_setup_get_start_cell (fresh, starts->len));
      carc_setup_add_start_cell (game->setup, type, x, y);
      g_ptr_array_remove_index (decks, i--);
    }
  if (starts->len != carc_setup_get_n_start_cells (fresh))
    {
      fail (r, xmlGetLineNo (node), _("the start tiles are not those the game's rules deal"));
      return FALSE;
    }

  /* The piles, by name and in order, each holding what the rules deal. */
  if (piles->len != carc_setup_get_n_piles (fresh))
    {
      fail (r, xmlGetLineNo (node), _("the piles are not those the game's rules deal"));
      return FALSE;
    }
  for (guint p = 0; p < piles->len; p++)
    {
      g_autofree char *pile_name = carc_xml_prop_token (piles->pdata[p], "name");
      g_autoptr(GArray) types = g_array_new (FALSE, FALSE, sizeof (guint16));
      const guint16 *dealt;
      guint n_dealt, index;

      if (!g_str_equal (pile_name, carc_setup_get_pile_name (fresh, p)))
        {
          fail (r, xmlGetLineNo (piles->pdata[p]), _("the piles are not those the game's rules deal"));
          return FALSE;
        }
      dealt = carc_setup_get_pile (fresh, p, &n_dealt);
      if (!read_tile_list (r, piles->pdata[p], tiles, types)
          || !check_pile (r, piles->pdata[p], tiles, dealt, n_dealt, types))
        return FALSE;
      index = carc_setup_add_pile (game->setup, pile_name, p);
      for (guint i = 0; i < types->len; i++)
        carc_setup_append_to_pile (game->setup, index, g_array_index (types, guint16, i));
    }

  /* The decks, the same cards in any order. */
  if (decks->len != carc_setup_get_n_decks (fresh))
    {
      fail (r, xmlGetLineNo (node), _("the decks are not those the game's rules deal"));
      return FALSE;
    }
  for (guint d = 0; d < decks->len; d++)
    {
      g_autofree char *deck_name = carc_xml_prop_token (decks->pdata[d], "name");
      g_autofree char *text = (char *) xmlNodeGetContent (decks->pdata[d]);
      g_auto(GStrv) items = carc_xml_split_list (text);
      g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (guint16));
      g_autoptr(GArray) sorted = NULL;
      const guint16 *dealt;
      guint n_dealt;

      dealt = carc_setup_get_deck (fresh, deck_name, &n_dealt);
      for (guint i = 0; items[i] != NULL; i++)
        {
          guint64 card;

          if (!carc_xml_parse_uint (items[i], G_MAXUINT16, &card))
            break;
          g_array_append_vals (cards, (guint16[]) { card }, 1);
        }
      sorted = g_array_copy (cards);
      g_array_sort (sorted, compare_cards);
      if (dealt == NULL || cards->len != g_strv_length (items) || !same_cards (sorted, dealt, n_dealt))
        {
          fail (r, xmlGetLineNo (decks->pdata[d]), _("the decks are not those the game's rules deal"));
          return FALSE;
        }
      carc_setup_set_deck (game->setup, deck_name, (const guint16 *) (const void *) cards->data, cards->len);
    }
  return TRUE;
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

/* A format-2 module action's module and action, by name, as the setup's
 * module index and the module's action number. */
static gboolean
read_module_name (Reader   *r,
                  xmlNode  *node,
                  guint     kind,
                  gint64   *module,
                  gint64   *choice)
{
  g_autofree char *id = carc_xml_prop_token (node, "module");
  g_autofree char *action = kind == CARC_ACTION_MODULE ? carc_xml_prop_token (node, "action") : NULL;

  for (*module = 0; *module < r->names.n_modules; (*module)++)
    if (g_str_equal (r->names.modules[*module]->id, id))
      break;
  if (*module == r->names.n_modules)
    {
      fail (r, xmlGetLineNo (node), _("the move is made by the rules “%s”, which the game does not play"), id);
      return FALSE;
    }
  if (kind != CARC_ACTION_MODULE)
    return TRUE;
  for (*choice = 0; module_action_name (r->names.modules[*module], *choice) != NULL; (*choice)++)
    if (g_str_equal (module_action_name (r->names.modules[*module], *choice), action))
      return TRUE;
  carc_xml_fail_value (node, "action", r->name, r->error);
  return FALSE;
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
      a->kind = CARC_ACTION_PLACE_FIGURE;
      a->figure = f;
      if (!carc_xml_read_int (node, "segment", 0, 11, &segment, r->name, r->error)
          || !read_optional (r, node, "colour-index", 0, CARC_MAX_PLAYERS - 1, &choice))
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
              && (!read_optional (r, node, "x", -1000, 1000, &x)
                  || !read_optional (r, node, "y", -1000, 1000, &y)
                  || !read_optional (r, node, "segment", 0, 11, &segment)
                  || !read_optional (r, node, "value", 0, G_MAXUINT32, &value))))
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

/* The turn marks of a format-2 log, when it has any, must be the turns
 * the replay counted: one where each turn begins, none elsewhere. */
static gboolean
check_marks (Reader        *r,
             CarcSavedGame *game,
             GArray        *lines)
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
          fail (r, g_array_index (lines, int, i), _("the turn marks do not match the moves"));
          return FALSE;
        }
      next += marked ? 3 : 0;
    }
  if (next != r->marks->len)
    {
      fail (r, 0, _("the turn marks do not match the moves"));
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
  Reader r = { name, error, 1, { { 0 } }, NULL };
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
  r.format = version;
  r.marks = marks;

  game->actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  for (xmlNode *node = root->children; node != NULL && ok; node = node->next)
    if (carc_xml_is (node, "summary"))
      game->saved_at = carc_xml_prop (node, "saved");
    else if (carc_xml_is (node, "setup"))
      {
        ok = r.format == 1 ? read_setup (&r, node, lookup, user_data, game)
                           : read_setup_2 (&r, node, lookup, user_data, game);
        if (ok)
          names_init (&r.names, game->setup);
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
        fail (&r, failed < lines->len ? g_array_index (lines, int, failed) : 0,
              _("move %u breaks the rules (%s)"), failed + 1, carc_error_to_string (result));
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
