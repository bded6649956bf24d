/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the save's writer and readers share (carc-save*.c). */
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>

#include "carc-module.h"
#include "carc-save.h"
#include "carc-tileset-loader.h"
#include "carc-xml-private.h"

G_BEGIN_DECLS

static const char * const carc_save_variant_names[] = { "first-edition-city", "first-edition-farmers", "no-farmers" };
static const guint carc_save_variant_flags[] = {
  CARC_VARIANT_FIRST_EDITION_CITY, CARC_VARIANT_FIRST_EDITION_FARMERS, CARC_VARIANT_NO_FARMERS,
};

/* What the log's numbers are called in a game with a given setup: its
 * figure kinds and its modules. */
typedef struct
{
  const CarcFigureKind  *kinds[CARC_MAX_FIGURE_KINDS];
  guint                  n_kinds;
  const CarcRulesModule *modules[CARC_MAX_MODULES];
  guint                  n_modules;
} CarcSaveNames;

void        carc_save_names_init         (CarcSaveNames         *names,
                                          const CarcSetup       *setup);
const char *carc_save_module_action_name (const CarcRulesModule *module,
                                          guint                  choice);

typedef struct
{
  const char    *name;
  GError       **error;
  guint          format;
  CarcSaveNames  names;     /* once the setup is read */
  GArray        *marks;     /* guint triples: action index, turn, player */
} CarcSaveReader;

#define carc_save_fail(r, line, ...) \
  carc_xml_fail ((r)->error, CARC_IO_ERROR_INVALID, (r)->name, line, __VA_ARGS__)

gboolean    carc_save_read_player        (CarcSaveReader        *r,
                                          xmlNode               *node,
                                          CarcSavedGame         *game);
void        carc_save_write_uint         (xmlTextWriterPtr       w,
                                          const char            *name,
                                          guint64                value);
void        carc_save_write_action       (xmlTextWriterPtr       w,
                                          const CarcSaveNames   *names,
                                          const CarcAction      *a);
gboolean    carc_save_read_action        (CarcSaveReader        *r,
                                          xmlNode               *node,
                                          CarcAction            *a);
gboolean    carc_save_read_setup_1       (CarcSaveReader        *r,
                                          xmlNode               *node,
                                          CarcTileSetLookup      lookup,
                                          gpointer               user_data,
                                          CarcSavedGame         *game);
gboolean    carc_save_read_setup_2       (CarcSaveReader        *r,
                                          xmlNode               *node,
                                          CarcTileSetLookup      lookup,
                                          gpointer               user_data,
                                          CarcSavedGame         *game);

G_END_DECLS
