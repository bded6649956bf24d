/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The setup of a saved game: format 2 composes the named tile sets and
 * modules again and checks the deal read against that composition;
 * format 1 (a mode, one tile set, one pile "main") is read to the same
 * game it always was. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/xmlwriter.h>
#include <string.h>

#include "carc-save-private.h"

/* The tiles @node lists, as indices of @tiles; FALSE on an unknown one. */
static gboolean
read_tile_list (CarcSaveReader *r,
                xmlNode        *node,
                CarcTileSet    *tiles,
                GArray         *types)
{
  g_autofree char *text = (char *) xmlNodeGetContent (node);
  g_auto(GStrv) ids = carc_xml_split_list (text);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint type;

      if (!carc_tile_set_lookup (tiles, ids[i], &type))
        {
          carc_save_fail (r, carc_xml_line (node), _("the pile holds an unknown tile “%s”"), ids[i]);
          return FALSE;
        }
      g_array_append_vals (types, (guint16[]) { type }, 1);
    }
  return TRUE;
}

/* The setup's seed and rule variants, in both formats. */
static gboolean
read_seed_and_variants (CarcSaveReader *r,
                        xmlNode        *node,
                        guint64        *seed,
                        guint          *flags)
{
  g_autofree char *text = carc_xml_prop (node, "variants");
  g_auto(GStrv) variants = carc_xml_split_list (text);

  /* Games of formats 1 and 2 replay with the figure step they had. */
  *flags = r->format < 3 ? CARC_VARIANT_AS_FORMAT_2 : 0;
  for (guint i = 0; variants[i] != NULL; i++)
    for (guint v = 0; v < G_N_ELEMENTS (carc_save_variant_names); v++)
      if (g_str_equal (variants[i], carc_save_variant_names[v]))
        *flags |= carc_save_variant_flags[v];
  return carc_xml_read_uint (node, "seed", G_MAXUINT64, seed, r->name, r->error);
}

/* A pile must hold what the rules deal into it, each tile exactly as
 * often, in any order. */
static gboolean
check_pile (CarcSaveReader *r,
            xmlNode        *node,
            CarcTileSet    *tiles,
            const guint16  *dealt,
            guint           n_dealt,
            GArray         *found)
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
          carc_save_fail (r, carc_xml_line (node), _("the pile holds more tiles “%s” than the set has (%u)"),
                carc_tile_set_get_type (tiles, t)->id, expected[t]);
          return FALSE;
        }
    }
  for (guint t = 0; t < n_types; t++)
    if (count[t] != expected[t])
      {
        carc_save_fail (r, carc_xml_line (node), g_dngettext (GETTEXT_PACKAGE, "the pile holds %u tile “%s”, but the set has %u",
                                                   "the pile holds %u tiles “%s”, but the set has %u", count[t]),
              count[t], carc_tile_set_get_type (tiles, t)->id, expected[t]);
        return FALSE;
      }
  return TRUE;
}

/* Format 1's one pile must hold the tiles a new game of this kind deals,
 * each exactly as often: the whole set apart from the start cells, or the
 * level's selection. */
static gboolean
read_pile (CarcSaveReader *r,
           xmlNode        *node,
           CarcTileSet    *tiles,
           CarcSetup      *setup)
{
  g_autoptr(GArray) types = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr(CarcSetup) fresh = NULL;
  guint level, people, n_dealt;
  gboolean switched;
  const guint16 *dealt;
  const CarcCampaignRules *rules = carc_campaign_rules_of_setup (setup, &level, &people, &switched);

  if (rules != NULL)
    fresh = rules->level_setup (tiles, level, people, switched, 0);
  else
    fresh = carc_setup_new_shuffled (tiles, carc_setup_get_n_players (setup), 0, 0);
  dealt = carc_setup_get_order (fresh, &n_dealt);
  if (!read_tile_list (r, node, tiles, types) || !check_pile (r, node, tiles, dealt, n_dealt, types))
    return FALSE;
  for (guint i = 0; i < types->len; i++)
    carc_setup_append_tile (setup, g_array_index (types, guint16, i));
  return TRUE;
}

/* A cooperative level of format 1 (a level of the campaign that declares
 * it format 1's): its tile set, one seat per colour in play, and the
 * pile the level deals (level 1 leaves out castles and cemeteries). */
static gboolean
read_level (CarcSaveReader *r,
            xmlNode        *node,
            CarcTileSet    *tiles,
            CarcSavedGame  *game)
{
  const CarcCampaignRules *rules = carc_campaign_rules_of_format_1 ();
  g_autoptr(CarcSetup) level_setup = NULL;
  gint64 level, people;

  if (rules == NULL)
    {
      carc_save_fail (r, carc_xml_line (node), _("the game needs the rules “%s”, which this version does not have"),
                      "cooperative");
      return FALSE;
    }
  if (!carc_xml_read_int (node, "level", 1, rules->n_levels, &level, r->name, r->error)
      || !carc_xml_read_int (node, "people", 1, rules->max_people, &people, r->name, r->error))
    return FALSE;
  if (!g_str_equal (carc_tile_set_get_id (tiles), rules->tile_set))
    {
      carc_save_fail (r, carc_xml_line (node), _("the cooperative game is played with the tile set “%s”"), rules->tile_set);
      return FALSE;
    }
  if (game->n_players != rules->count_colours (people))
    {
      carc_save_fail (r, carc_xml_line (node), g_dngettext (GETTEXT_PACKAGE, "this level needs %u colour in play",
                                                 "this level needs %u colours in play",
                                                 rules->count_colours (people)),
            rules->count_colours (people));
      return FALSE;
    }
  /* Format 1's cooperative mode is the campaign's module with the
   * level's options, as a new level's setup names it. */
  level_setup = rules->level_setup (tiles, level, people, FALSE, 0);
  if (!carc_setup_add_module (game->setup, carc_setup_get_module (level_setup, 0)))
    {
      carc_save_fail (r, carc_xml_line (node), _("the game needs the rules “%s”, which this version does not have"),
            rules->id);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_save_read_setup_1 (CarcSaveReader    *r,
                        xmlNode           *node,
                        CarcTileSetLookup  lookup,
                        gpointer           user_data,
                        CarcSavedGame     *game)
{
  g_autofree char *tileset_id = carc_xml_prop (node, "tileset");
  g_autofree char *mode = carc_xml_prop_token (node, "mode");
  gboolean cooperative = g_strcmp0 (mode, "cooperative") == 0;
  g_autoptr(CarcTileSet) tiles = NULL;
  g_autoptr(GPtrArray) modules = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) lookup_error = NULL;
  xmlNode *pile = NULL;
  guint64 seed = 0;
  guint flags = 0;

  tiles = lookup (tileset_id, user_data, &lookup_error);
  if (tiles == NULL)
    {
      carc_save_fail (r, carc_xml_line (node), _("the game uses the tile set “%s”, which this version does not have"),
            tileset_id);
      return FALSE;
    }
  if (!read_seed_and_variants (r, node, &seed, &flags))
    return FALSE;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (carc_xml_is (child, "player"))
      {
        if (!carc_save_read_player (r, child, game))
          return FALSE;
      }
    else if (carc_xml_is (child, "module"))
      g_ptr_array_add (modules, carc_xml_prop (child, "id"));
    else if (carc_xml_is (child, "pile"))
      {
        g_autofree char *pile_name = carc_xml_prop (child, "name");

        if (pile != NULL || !g_str_equal (pile_name, "main"))
          {
            carc_save_fail (r, carc_xml_line (child), _("a game has one pile, called “main”"));
            return FALSE;
          }
        pile = child;
      }

  if (game->n_players < CARC_MIN_PLAYERS)
    {
      carc_save_fail (r, carc_xml_line (node), g_dngettext (GETTEXT_PACKAGE, "a game needs at least %d player",
                                                 "a game needs at least %d players", CARC_MIN_PLAYERS),
            CARC_MIN_PLAYERS);
      return FALSE;
    }
  /* No module is switched on by a module element of format 1 (the
   * cooperative game switches its own on): the modules came with format 2. */
  if (modules->len > 0)
    {
      const char *id = g_ptr_array_index (modules, 0);

      if (carc_rules_module_lookup (id) != NULL)
        carc_save_fail (r, carc_xml_line (node), _("the rules “%s” are not played in a game of format 1"), id);
      else
        carc_save_fail (r, carc_xml_line (node), _("the game needs the rules “%s”, which this version does not have"), id);
      return FALSE;
    }

  game->setup = carc_setup_new (tiles, game->n_players);
  carc_setup_set_seed (game->setup, seed);
  carc_setup_set_variants (game->setup, flags);
  if (cooperative && !read_level (r, node, tiles, game))
    return FALSE;
  if (!cooperative && carc_campaign_rules_of_format_1 () != NULL
      && g_str_equal (carc_tile_set_get_id (tiles), carc_campaign_rules_of_format_1 ()->tile_set))
    {
      carc_save_fail (r, carc_xml_line (node), _("the tile set “%s” is only played cooperatively"),
                      carc_tile_set_get_id (tiles));
      return FALSE;
    }
  return read_pile (r, pile, tiles, game->setup);
}

/* A format-2 module: its id and typed options, as the id the engine
 * takes ("target:level=2:people=1"), every option the module declares
 * given once, in range. */
static char *
read_module_2 (CarcSaveReader *r,
               xmlNode        *node)
{
  g_autofree char *id = carc_xml_prop_token (node, "id");
  const CarcRulesModule *module = carc_rules_module_lookup (id);
  guint values[CARC_MAX_MODULE_OPTIONS];
  guint n_options = 0, n_given = 0;

  if (module == NULL)
    {
      carc_save_fail (r, carc_xml_line (node), _("the game needs the rules “%s”, which this version does not have"), id);
      return NULL;
    }
  for (const CarcModuleOption *o = module->options; o != NULL && o->name != NULL; o++)
    {
      xmlNode *found = NULL;
      gint64 value;

      for (xmlNode *child = node->children; child != NULL; child = child->next)
        if (carc_xml_is (child, "option"))
          {
            g_autofree char *name = carc_xml_prop_token (child, "name");

            if (g_str_equal (name, o->name))
              found = child;
          }
      if (found == NULL && o->optional)
        {
          values[n_options++] = o->fallback;
          continue;
        }
      if (found == NULL)
        {
          carc_save_fail (r, carc_xml_line (node), _("the rules “%s” need the option “%s”"), id, o->name);
          return NULL;
        }
      n_given++;
      if (!carc_xml_read_int (found, "value", o->min, o->max, &value, r->name, r->error))
        return NULL;
      g_return_val_if_fail (n_options < G_N_ELEMENTS (values), NULL);
      values[n_options++] = value;
    }
  {
    guint given = 0;

    for (xmlNode *child = node->children; child != NULL; child = child->next)
      given += carc_xml_is (child, "option");
    if (given != n_given)
      {
        carc_save_fail (r, carc_xml_line (node), _("the rules “%s” have no such options"), id);
        return NULL;
      }
  }
  return carc_rules_module_make_id (module, values);
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

/* Why the setup's modules and tile sets could not be composed again, in
 * words. */
static void
fail_compose (CarcSaveReader *r,
              xmlNode        *node,
              const GError   *error)
{
  int line = carc_xml_line (node);

  switch ((CarcSetupError) error->code)
    {
    case CARC_SETUP_ERROR_UNKNOWN_TILE_SET:
      carc_save_fail (r, line, _("the game uses the tile set “%s”, which this version does not have"), error->message);
      break;
    case CARC_SETUP_ERROR_TILE_CLASH:
      carc_save_fail (r, line, _("two tile sets of the game have a tile “%s”"), error->message);
      break;
    case CARC_SETUP_ERROR_PLAYERS:
      {
        g_auto(GStrv) id = g_strsplit (error->message, ":", 2);

        carc_save_fail (r, line, _("the rules “%s” do not allow this number of players"), id[0]);
      }
      break;
    case CARC_SETUP_ERROR_MODULE_TWICE:
      carc_save_fail (r, line, _("the rules “%s” are switched on twice"), error->message);
      break;
    case CARC_SETUP_ERROR_NEEDS_RULES:
      carc_save_fail (r, line, _("the tile set “%s” is played only with its own rules"), error->message);
      break;
    case CARC_SETUP_ERROR_NO_START:
      carc_save_fail (r, line, _("the game has no start tile"));
      break;
    case CARC_SETUP_ERROR_TWO_BASES:
      carc_save_fail (r, line, _("the rules “%s” replace the classic tiles, which other rules of the game already replace"),
                      error->message);
      break;
    case CARC_SETUP_ERROR_PLAYS_ALONE:
      carc_save_fail (r, line, _("the rules “%s” are a game of their own, played with no other rules or tiles"),
                      error->message);
      break;
    case CARC_SETUP_ERROR_UNKNOWN_MODULE:
    default:
      carc_save_fail (r, line, _("the game needs the rules “%s”, which this version does not have"), error->message);
      break;
    }
}

/* The start tiles of @elements ("start" among them, taken out), exactly
 * where the rules put them in @fresh, into @setup. */
static gboolean
read_starts (CarcSaveReader *r,
             xmlNode        *node,
             GPtrArray      *elements,
             CarcSetup      *fresh,
             CarcSetup      *setup)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (fresh);
  guint n = 0;

  carc_setup_clear_start (setup);
  for (guint i = 0; i < elements->len; i++)
    {
      xmlNode *child = elements->pdata[i];
      g_autofree char *id = NULL;
      gint64 x, y;
      guint type;

      if (!carc_xml_is (child, "start"))
        continue;
      id = carc_xml_prop_token (child, "tile");
      if (!carc_tile_set_lookup (tiles, id, &type)
          || !carc_xml_read_int (child, "x", -1000, 1000, &x, r->name, r->error)
          || !carc_xml_read_int (child, "y", -1000, 1000, &y, r->name, r->error)
          || n >= carc_setup_get_n_start_cells (fresh)
          || carc_setup_get_start_cell (fresh, n)->type != type
          || carc_setup_get_start_cell (fresh, n)->x != x
          || carc_setup_get_start_cell (fresh, n)->y != y)
        {
          carc_save_fail (r, carc_xml_line (child), _("the start tiles are not those the game's rules deal"));
          return FALSE;
        }
      n++;
      carc_setup_add_start_cell (setup, type, x, y);
      g_ptr_array_remove_index (elements, i--);
    }
  if (n != carc_setup_get_n_start_cells (fresh))
    {
      carc_save_fail (r, carc_xml_line (node), _("the start tiles are not those the game's rules deal"));
      return FALSE;
    }
  return TRUE;
}

/* The piles, by name and in order, each holding what the rules deal in
 * @fresh, into @setup. */
static gboolean
read_piles (CarcSaveReader *r,
            xmlNode        *node,
            GPtrArray      *piles,
            CarcSetup      *fresh,
            CarcSetup      *setup)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (fresh);

  if (piles->len != carc_setup_get_n_piles (fresh))
    {
      carc_save_fail (r, carc_xml_line (node), _("the piles are not those the game's rules deal"));
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
          carc_save_fail (r, carc_xml_line (piles->pdata[p]), _("the piles are not those the game's rules deal"));
          return FALSE;
        }
      dealt = carc_setup_get_pile (fresh, p, &n_dealt);
      if (!read_tile_list (r, piles->pdata[p], tiles, types)
          || !check_pile (r, piles->pdata[p], tiles, dealt, n_dealt, types))
        return FALSE;
      index = carc_setup_add_pile (setup, pile_name, p);
      for (guint i = 0; i < types->len; i++)
        carc_setup_append_to_pile (setup, index, g_array_index (types, guint16, i));
    }
  return TRUE;
}

/* The decks, the same cards as @fresh deals in any order, into @setup. */
static gboolean
read_decks (CarcSaveReader *r,
            xmlNode        *node,
            GPtrArray      *decks,
            CarcSetup      *fresh,
            CarcSetup      *setup)
{
  if (decks->len != carc_setup_get_n_decks (fresh))
    {
      carc_save_fail (r, carc_xml_line (node), _("the decks are not those the game's rules deal"));
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
          carc_save_fail (r, carc_xml_line (decks->pdata[d]), _("the decks are not those the game's rules deal"));
          return FALSE;
        }
      carc_setup_set_deck (setup, deck_name, (const guint16 *) (const void *) cards->data, cards->len);
    }
  return TRUE;
}

/* Format 2: the tile sets and modules are composed again as for a new
 * game; the deal read must be that deal in another order: the same start
 * tiles, the same piles with the same tiles, the same decks. */
gboolean
carc_save_read_setup_2 (CarcSaveReader    *r,
                        xmlNode           *node,
                        CarcTileSetLookup  lookup,
                        gpointer           user_data,
                        CarcSavedGame     *game)
{
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) modules = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) piles = g_ptr_array_new ();
  g_autoptr(GPtrArray) decks = g_ptr_array_new ();
  g_autoptr(CarcSetup) fresh = NULL;
  g_autoptr(GError) compose_error = NULL;
  const char *module = NULL;
  guint64 seed = 0;
  guint flags = 0;

  if (!read_seed_and_variants (r, node, &seed, &flags))
    return FALSE;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (carc_xml_is (child, "tileset"))
      g_ptr_array_add (sets, carc_xml_prop_token (child, "id"));
    else if (carc_xml_is (child, "player"))
      {
        if (!carc_save_read_player (r, child, game))
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
      g_ptr_array_add (decks, child); /* taken out by read_starts() */

  if (game->n_players < CARC_MIN_PLAYERS)
    {
      carc_save_fail (r, carc_xml_line (node), g_dngettext (GETTEXT_PACKAGE, "a game needs at least %d player",
                                                 "a game needs at least %d players", CARC_MIN_PLAYERS),
            CARC_MIN_PLAYERS);
      return FALSE;
    }

  /* The deal a new game of these rules makes, to compare with. */
  g_ptr_array_add (sets, NULL);
  g_ptr_array_add (modules, NULL);
  fresh = carc_setup_compose ((const char *const *) sets->pdata, (const char *const *) modules->pdata,
                              game->n_players, flags, 0, lookup, user_data, &compose_error);
  if (fresh == NULL)
    {
      fail_compose (r, node, compose_error);
      return FALSE;
    }

  game->setup = carc_setup_new (carc_setup_get_tile_set (fresh), game->n_players);
  carc_setup_set_seed (game->setup, seed);
  carc_setup_set_variants (game->setup, flags);
  for (guint m = 0; modules->pdata[m] != NULL; m++)
    carc_setup_add_module (game->setup, modules->pdata[m]);
  if (!read_starts (r, node, decks, fresh, game->setup)
      || !read_piles (r, node, piles, fresh, game->setup)
      || !read_decks (r, node, decks, fresh, game->setup))
    return FALSE;

  /* The order within piles and decks, as each module's rules deal it. */
  if (!carc_setup_check_deal (game->setup, &module))
    {
      carc_save_fail (r, carc_xml_line (node), _("the deal is not one the rules “%s” make"), module);
      return FALSE;
    }
  return TRUE;
}

