/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-setup.h"
#include "carc-module.h"
#include "carc-rng.h"

struct _CarcSetup
{
  gatomicrefcount  ref_count;
  CarcTileSet     *tiles;
  guint            n_players;
  guint            variants;
  guint64          seed;
  GArray          *order;    /* guint16 tile type indices, in draw order */
  GPtrArray       *modules;  /* module ids */
};

CarcSetup *
carc_setup_new (CarcTileSet *tiles,
                guint        n_players)
{
  CarcSetup *self;

  g_return_val_if_fail (tiles != NULL, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= CARC_MAX_PLAYERS, NULL);

  self = g_new0 (CarcSetup, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->tiles = carc_tile_set_ref (tiles);
  self->n_players = n_players;
  self->order = g_array_new (FALSE, FALSE, sizeof (guint16));
  self->modules = g_ptr_array_new_with_free_func (g_free);
  return self;
}

/* The usual setup: every tile of the set except the start cells, shuffled
 * by the engine's random source seeded with @seed. */
CarcSetup *
carc_setup_new_shuffled (CarcTileSet *tiles,
                         guint        n_players,
                         guint        variants,
                         guint64      seed)
{
  CarcSetup *self = carc_setup_new (tiles, n_players);
  guint n_types = carc_tile_set_get_n_types (tiles);
  g_autofree guint *left = g_new0 (guint, n_types);
  CarcRng rng;

  for (guint i = 0; i < n_types; i++)
    left[i] = carc_tile_set_get_type (tiles, i)->count;
  for (guint i = 0; i < carc_tile_set_get_n_start_cells (tiles); i++)
    {
      guint type = carc_tile_set_get_start_cell (tiles, i)->type;

      if (left[type] > 0)
        left[type]--;
    }
  for (guint i = 0; i < n_types; i++)
    for (guint k = 0; k < left[i]; k++)
      carc_setup_append_tile (self, i);

  self->variants = variants;
  self->seed = seed;
  carc_rng_init (&rng, seed);
  carc_rng_shuffle (&rng, (guint16 *) (void *) self->order->data, self->order->len);
  return self;
}

CarcSetup *
carc_setup_ref (CarcSetup *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
carc_setup_unref (CarcSetup *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  carc_tile_set_unref (self->tiles);
  g_array_unref (self->order);
  g_ptr_array_unref (self->modules);
  g_free (self);
}

CarcTileSet *
carc_setup_get_tile_set (const CarcSetup *self)
{
  return self->tiles;
}

guint
carc_setup_get_n_players (const CarcSetup *self)
{
  return self->n_players;
}

guint
carc_setup_get_variants (const CarcSetup *self)
{
  return self->variants;
}

guint64
carc_setup_get_seed (const CarcSetup *self)
{
  return self->seed;
}

const guint16 *
carc_setup_get_order (const CarcSetup *self,
                      guint           *n_tiles)
{
  *n_tiles = self->order->len;
  return (const guint16 *) (const void *) self->order->data;
}

guint
carc_setup_get_n_modules (const CarcSetup *self)
{
  return self->modules->len;
}

const char *
carc_setup_get_module (const CarcSetup *self,
                       guint            index)
{
  g_return_val_if_fail (index < self->modules->len, NULL);
  return g_ptr_array_index (self->modules, index);
}

void
carc_setup_set_variants (CarcSetup *self,
                         guint      variants)
{
  self->variants = variants;
}

void
carc_setup_set_seed (CarcSetup *self,
                     guint64    seed)
{
  self->seed = seed;
}

void
carc_setup_set_order (CarcSetup     *self,
                      const guint16 *types,
                      guint          n_tiles)
{
  g_array_set_size (self->order, 0);
  for (guint i = 0; i < n_tiles; i++)
    carc_setup_append_tile (self, types[i]);
}

void
carc_setup_append_tile (CarcSetup *self,
                        guint      type)
{
  guint16 t = type;

  g_return_if_fail (type < carc_tile_set_get_n_types (self->tiles));
  g_return_if_fail (self->order->len + carc_tile_set_get_n_start_cells (self->tiles) < CARC_MAX_TILES);
  g_array_append_val (self->order, t);
}

/* Switches the module @module_id on; FALSE, and nothing added, when this
 * program has no such module. */
gboolean
carc_setup_add_module (CarcSetup  *self,
                       const char *module_id)
{
  /* A module this program does not have is refused here, so that no
   * setup, and no game, ever silently plays without it. */
  if (module_id == NULL || carc_rules_module_lookup (module_id) == NULL)
    return FALSE;
  g_ptr_array_add (self->modules, g_strdup (module_id));
  return TRUE;
}
