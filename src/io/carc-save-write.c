/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Saved games, written in format 2 (docs/save-format.md): the setup as
 * the tile sets, modules with their options and the deal as dealt, then
 * the log with its turn marks, every name taken from the setup's modules. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/xmlwriter.h>
#include <string.h>

#include "carc-save-private.h"
#include "carc-values.h"

void
carc_save_write_uint (xmlTextWriterPtr  w,
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

void
carc_save_names_init (CarcSaveNames   *names,
                      const CarcSetup *setup)
{
  names->n_kinds = carc_setup_list_figure_kinds (setup, names->kinds);
  names->n_modules = MIN (carc_setup_get_n_modules (setup), CARC_MAX_MODULES);
  for (guint m = 0; m < names->n_modules; m++)
    names->modules[m] = carc_rules_module_lookup (carc_setup_get_module (setup, m));
}

const char *
carc_save_module_action_name (const CarcRulesModule *module,
                              guint                  choice)
{
  const CarcModuleAction *action = carc_rules_module_get_action (module, choice);

  return action != NULL ? action->name : NULL;
}

/* One entry of the log, as the save writes it (and a network message,
 * carc-wire.c). */
void
carc_save_write_action (xmlTextWriterPtr     w,
                        const CarcSaveNames *names,
                        const CarcAction    *a)
{
  const CarcRulesModule *module = a->module < names->n_modules ? names->modules[a->module] : NULL;

  switch ((CarcActionKind) a->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      xmlTextWriterStartElement (w, BAD_CAST "tile");
      write_int (w, "x", a->x);
      write_int (w, "y", a->y);
      carc_save_write_uint (w, "rotation", a->rotation);
      break;
    case CARC_ACTION_PLACE_FIGURE:
      xmlTextWriterStartElement (w, BAD_CAST "figure");
      if (a->segment == CARC_SEGMENT_PICTURE)
        xmlTextWriterWriteAttribute (w, BAD_CAST "on", BAD_CAST "picture");
      else
        carc_save_write_uint (w, "segment", a->segment);
      xmlTextWriterWriteAttribute (w, BAD_CAST "figure",
                                   BAD_CAST (a->figure < names->n_kinds ? names->kinds[a->figure]->id : "meeple"));
      if (a->choice != 0)
        carc_save_write_uint (w, "colour-index", a->choice);
      break;
    case CARC_ACTION_SKIP_FIGURE:
      xmlTextWriterStartElement (w, BAD_CAST "skip");
      break;
    case CARC_ACTION_CHANCE:
      g_return_if_fail (module != NULL);
      xmlTextWriterStartElement (w, BAD_CAST "chance");
      xmlTextWriterWriteAttribute (w, BAD_CAST "module", BAD_CAST module->id);
      carc_save_write_uint (w, "outcome", a->value);
      break;
    case CARC_ACTION_MODULE:
    default:
      g_return_if_fail (module != NULL && carc_save_module_action_name (module, a->choice) != NULL);
      xmlTextWriterStartElement (w, BAD_CAST "module-action");
      xmlTextWriterWriteAttribute (w, BAD_CAST "module", BAD_CAST module->id);
      xmlTextWriterWriteAttribute (w, BAD_CAST "action", BAD_CAST carc_save_module_action_name (module, a->choice));
      write_int (w, "x", a->x);
      write_int (w, "y", a->y);
      carc_save_write_uint (w, "segment", a->segment);
      carc_save_write_uint (w, "value", a->value);
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
  CarcSaveNames names;
  char *text;

  carc_save_names_init (&names, setup);
  carc_save_write_action (w, &names, &a);
  xmlTextWriterFlush (w);
  xmlFreeTextWriter (w);
  text = g_strndup ((const char *) xmlBufferContent (buffer), xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  return text;
}

/* A module as the setup names it: its id, then one option element per
 * option it declares, with the value its id carries. */
static void
write_module (xmlTextWriterPtr  w,
              const char       *id)
{
  const CarcRulesModule *module = carc_rules_module_lookup (id);
  guint values[CARC_MAX_MODULE_OPTIONS] = { 0 };
  guint n = 0;

  g_return_if_fail (module != NULL && carc_rules_module_parse_options (module, id, values));
  xmlTextWriterStartElement (w, BAD_CAST "module");
  xmlTextWriterWriteAttribute (w, BAD_CAST "id", BAD_CAST module->id);
  for (const CarcModuleOption *o = module->options; o != NULL && o->name != NULL; o++, n++)
    {
      if (o->optional && values[n] == o->fallback)
        continue;  /* as games from before the option were written */
      xmlTextWriterStartElement (w, BAD_CAST "option");
      xmlTextWriterWriteAttribute (w, BAD_CAST "name", BAD_CAST o->name);
      carc_save_write_uint (w, "value", values[n]);
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
  carc_save_write_uint (w, "seed", carc_setup_get_seed (setup));
  for (guint v = 0; v < G_N_ELEMENTS (carc_save_variant_flags); v++)
    if (variants & carc_save_variant_flags[v])
      g_string_append_printf (list, "%s%s", list->len ? " " : "", carc_save_variant_names[v]);
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

      /* Names come made as the reader takes them (carc_values_clean_name()). */
      g_warn_if_fail (carc_values_name_ok (game->players[p].name));
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
  CarcSaveNames names;

  carc_save_names_init (&names, game->setup);
  xmlTextWriterSetIndent (w, 1);
  xmlTextWriterSetIndentString (w, BAD_CAST "  ");
  xmlTextWriterStartDocument (w, NULL, "UTF-8", NULL);
  xmlTextWriterStartElement (w, BAD_CAST "carcassonne-game");
  carc_save_write_uint (w, "format", carc_setup_get_variants (game->setup) & CARC_VARIANT_AS_FORMAT_2
                             ? 2 : CARC_SAVE_FORMAT);
  xmlTextWriterWriteAttribute (w, BAD_CAST "app-version", BAD_CAST PACKAGE_VERSION);

  xmlTextWriterStartElement (w, BAD_CAST "summary");
  if (game->saved_at != NULL)
    xmlTextWriterWriteAttribute (w, BAD_CAST "saved", BAD_CAST game->saved_at);
  carc_save_write_uint (w, "turn", carc_values_count (game->turn));
  carc_save_write_uint (w, "player", game->current_player);
  carc_save_write_uint (w, "tiles-left", game->tiles_left);
  xmlTextWriterWriteAttribute (w, BAD_CAST "over", BAD_CAST (game->game_over ? "true" : "false"));
  for (guint p = 0; p < game->n_players; p++)
    {
      xmlTextWriterStartElement (w, BAD_CAST "score");
      carc_save_write_uint (w, "player", p);
      carc_save_write_uint (w, "points", carc_values_count (game->scores[p]));
      xmlTextWriterEndElement (w);
    }
  xmlTextWriterEndElement (w);

  write_setup (w, game);

  xmlTextWriterStartElement (w, BAD_CAST "log");
  carc_save_write_uint (w, "cursor", game->cursor);
  for (guint i = 0; i < game->actions->len; i++)
    {
      const guint *mark = game->turns != NULL && game->turns->len == 2 * game->actions->len
                          ? &g_array_index (game->turns, guint, 2 * i) : NULL;

      /* A mark where each turn begins, so a reader sees the turns. */
      if (mark != NULL && (i == 0 || mark[0] != mark[-2]))
        {
          xmlTextWriterStartElement (w, BAD_CAST "turn");
          carc_save_write_uint (w, "number", mark[0]);
          carc_save_write_uint (w, "player", mark[1]);
          xmlTextWriterEndElement (w);
        }
      carc_save_write_action (w, &names, &g_array_index (game->actions, CarcAction, i));
    }
  xmlTextWriterEndElement (w);

  xmlTextWriterEndElement (w);
  return carc_xml_writer_finish (w, buffer, length);
}
