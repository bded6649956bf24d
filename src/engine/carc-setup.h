/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-tileset.h"

G_BEGIN_DECLS

/* Everything that decides a game before the first move: the tile set, the
 * players, the rule variants, the rules modules and the complete tile
 * order.  A game is its setup plus its action log (design.md, decision 1). */
typedef struct _CarcSetup CarcSetup;

CarcSetup          *carc_setup_new             (CarcTileSet       *tiles,
                                                guint              n_players);
CarcSetup          *carc_setup_new_shuffled    (CarcTileSet       *tiles,
                                                guint              n_players,
                                                guint              variants,
                                                guint64            seed);
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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcSetup, carc_setup_unref)

G_END_DECLS
