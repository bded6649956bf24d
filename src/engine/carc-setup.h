/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-rng.h"
#include "carc-tileset.h"

G_BEGIN_DECLS

/* Everything that decides a game before the first move: the tile sets,
 * the players, the rule variants, the rules modules and the deal — the
 * start tiles, the named piles in drawing order and any module's decks.
 * A game is its setup plus its action log (design.md, decision 1). */
typedef struct _CarcSetup CarcSetup;

#define CARC_SETUP_ERROR (carc_setup_error_quark ())

/* Why carc_setup_compose() could not build a setup; the error's message
 * is the id of the module or tile set concerned, for the caller to word. */
typedef enum
{
  CARC_SETUP_ERROR_UNKNOWN_MODULE,
  CARC_SETUP_ERROR_UNKNOWN_TILE_SET,
  CARC_SETUP_ERROR_TILE_CLASH,
  CARC_SETUP_ERROR_PLAYERS,     /* a module is not played by that many */
  CARC_SETUP_ERROR_MODULE_TWICE,
  CARC_SETUP_ERROR_NEEDS_RULES, /* a tile set is played only with a module that is off */
  CARC_SETUP_ERROR_NO_START,    /* nothing on the table to start from */
  CARC_SETUP_ERROR_TWO_BASES,   /* two modules replace the classic set */
  CARC_SETUP_ERROR_PLAYS_ALONE, /* a module that plays alone with others, or others' tiles */
} CarcSetupError;

GQuark              carc_setup_error_quark     (void);

CarcSetup          *carc_setup_new             (CarcTileSet       *tiles,
                                                guint              n_players);
CarcSetup          *carc_setup_new_shuffled    (CarcTileSet       *tiles,
                                                guint              n_players,
                                                guint              variants,
                                                guint64            seed);
CarcSetup          *carc_setup_compose         (const char *const *tile_sets,
                                                const char *const *modules,
                                                guint              n_players,
                                                guint              variants,
                                                guint64            seed,
                                                CarcTileSetLookup  lookup,
                                                gpointer           user_data,
                                                GError           **error);
CarcSetup          *carc_setup_copy            (const CarcSetup   *self);
CarcSetup          *carc_setup_ref             (CarcSetup         *self);
void                carc_setup_unref           (CarcSetup         *self);

CarcTileSet        *carc_setup_get_tile_set    (const CarcSetup   *self);
guint               carc_setup_get_n_players   (const CarcSetup   *self);
guint               carc_setup_get_variants    (const CarcSetup   *self);
guint64             carc_setup_get_seed        (const CarcSetup   *self);
const guint16      *carc_setup_get_order       (const CarcSetup   *self,
                                                guint             *n_tiles);
guint               carc_setup_get_n_modules   (const CarcSetup   *self);
const char         *carc_setup_get_module      (const CarcSetup   *self,
                                                guint              index);

void                carc_setup_set_variants    (CarcSetup         *self,
                                                guint              variants);
void                carc_setup_set_seed        (CarcSetup         *self,
                                                guint64            seed);
void                carc_setup_set_order       (CarcSetup         *self,
                                                const guint16     *types,
                                                guint              n_tiles);
void                carc_setup_append_tile     (CarcSetup         *self,
                                                guint              type);
gboolean            carc_setup_add_module      (CarcSetup         *self,
                                                const char        *module_id);
gboolean            carc_setup_check_deal      (const CarcSetup   *self,
                                                const char       **module);

/* The deal: named piles, drawn one after the other. */
guint               carc_setup_get_n_piles     (const CarcSetup   *self);
const char         *carc_setup_get_pile_name   (const CarcSetup   *self,
                                                guint              pile);
const guint16      *carc_setup_get_pile        (const CarcSetup   *self,
                                                guint              pile,
                                                guint             *n_tiles);
gboolean            carc_setup_find_pile       (const CarcSetup   *self,
                                                const char        *name,
                                                guint             *pile);
guint               carc_setup_add_pile        (CarcSetup         *self,
                                                const char        *name,
                                                guint              position);
void                carc_setup_append_to_pile  (CarcSetup         *self,
                                                guint              pile,
                                                guint              type);
void                carc_setup_remove_from_pile(CarcSetup         *self,
                                                guint              pile,
                                                guint              index);
void                carc_setup_shuffle_pile    (CarcSetup         *self,
                                                guint              pile,
                                                CarcRng           *rng);

/* The tiles on the board before the first turn (the tile sets' start
 * cells unless a module places others). */
guint               carc_setup_get_n_start_cells (const CarcSetup *self);
const CarcStartCell *carc_setup_get_start_cell (const CarcSetup   *self,
                                                guint              index);
void                carc_setup_clear_start     (CarcSetup         *self);
void                carc_setup_add_start_cell  (CarcSetup         *self,
                                                guint              type,
                                                gint               x,
                                                gint               y);

/* A module's own shuffled cards or tokens, part of the deal. */
void                carc_setup_set_deck        (CarcSetup         *self,
                                                const char        *name,
                                                const guint16     *items,
                                                guint              n_items);
const guint16      *carc_setup_get_deck        (const CarcSetup   *self,
                                                const char        *name,
                                                guint             *n_items);
guint               carc_setup_get_n_decks     (const CarcSetup   *self);
const char         *carc_setup_get_deck_name   (const CarcSetup   *self,
                                                guint              index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcSetup, carc_setup_unref)

G_END_DECLS
