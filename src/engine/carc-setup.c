/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-setup.h"
#include "carc-module.h"

#include <string.h>

typedef struct
{
  char   *name;
  GArray *items;    /* guint16: tile type indices, or a deck's cards */
} CarcPile;

struct _CarcSetup
{
  gatomicrefcount  ref_count;
  CarcTileSet     *tiles;
  guint            n_players;
  guint            variants;
  guint64          seed;
  GPtrArray       *piles;       /* CarcPile, drawn in this order */
  GArray          *start;       /* CarcStartCell */
  GPtrArray       *decks;       /* CarcPile */
  GArray          *order;       /* the piles one after the other */
  gboolean         order_stale;
  GPtrArray       *modules;     /* module ids with their options */
};

G_DEFINE_QUARK (carc-setup-error-quark, carc_setup_error)

static void
pile_free (gpointer data)
{
  CarcPile *pile = data;

  g_free (pile->name);
  g_array_unref (pile->items);
  g_free (pile);
}

static CarcPile *
pile_new (const char *name)
{
  CarcPile *pile = g_new0 (CarcPile, 1);

  pile->name = g_strdup (name);
  pile->items = g_array_new (FALSE, FALSE, sizeof (guint16));
  return pile;
}

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
  self->piles = g_ptr_array_new_with_free_func (pile_free);
  self->decks = g_ptr_array_new_with_free_func (pile_free);
  self->start = g_array_new (FALSE, FALSE, sizeof (CarcStartCell));
  self->order = g_array_new (FALSE, FALSE, sizeof (guint16));
  self->modules = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < carc_tile_set_get_n_start_cells (tiles); i++)
    g_array_append_vals (self->start, carc_tile_set_get_start_cell (tiles, i), 1);
  return self;
}

static guint
n_dealt (const CarcSetup *self)
{
  guint n = self->start->len;

  for (guint p = 0; p < self->piles->len; p++)
    n += ((CarcPile *) g_ptr_array_index (self->piles, p))->items->len;
  return n;
}

/* Appends @count[i] tiles of each type i to @pile, in the order of the
 * types: one append for the whole deal of a new game, tile by tile only
 * past the limit on tiles, where carc_setup_append_to_pile() refuses. */
static void
append_deal (CarcSetup   *self,
             guint        pile,
             const guint *count,
             guint        n_types)
{
  CarcPile *p = g_ptr_array_index (self->piles, pile);
  guint total = 0;

  for (guint i = 0; i < n_types; i++)
    total += count[i];
  if (n_dealt (self) + total <= CARC_MAX_TILES)
    {
      guint at = p->items->len;

      g_array_set_size (p->items, at + total);
      for (guint i = 0; i < n_types; i++)
        for (guint k = 0; k < count[i]; k++)
          g_array_index (p->items, guint16, at++) = i;
      self->order_stale = TRUE;
      return;
    }
  for (guint i = 0; i < n_types; i++)
    for (guint k = 0; k < count[i]; k++)
      carc_setup_append_to_pile (self, pile, i);
}

/* The usual deal: one pile "main" with every tile of the set except the
 * start cells, shuffled by the engine's random source seeded with @seed
 * (which @rng, when given, continues from). */
static CarcSetup *
new_shuffled (CarcTileSet *tiles,
              guint        n_players,
              guint        variants,
              guint64      seed,
              CarcRng     *rng)
{
  CarcSetup *self = carc_setup_new (tiles, n_players);
  guint n_types = carc_tile_set_get_n_types (tiles);
  g_autofree guint *left = g_new0 (guint, n_types);
  guint main;

  for (guint i = 0; i < n_types; i++)
    left[i] = carc_tile_set_get_type (tiles, i)->count;
  for (guint i = 0; i < carc_tile_set_get_n_start_cells (tiles); i++)
    {
      guint type = carc_tile_set_get_start_cell (tiles, i)->type;

      if (left[type] > 0)
        left[type]--;
    }
  main = carc_setup_add_pile (self, "main", 0);
  append_deal (self, main, left, n_types);

  self->variants = variants;
  self->seed = seed;
  carc_rng_init (rng, seed);
  carc_setup_shuffle_pile (self, main, rng);
  return self;
}

CarcSetup *
carc_setup_new_shuffled (CarcTileSet *tiles,
                         guint        n_players,
                         guint        variants,
                         guint64      seed)
{
  CarcRng rng;

  return new_shuffled (tiles, n_players, variants, seed, &rng);
}

/* Whether the module @id is among the modules @found. */
static gboolean
has_module (GPtrArray  *found,
            const char *id)
{
  const CarcRulesModule *module = carc_rules_module_lookup (id);

  return module != NULL && g_ptr_array_find (found, module, NULL);
}

/* Whether every module switched on finds the deal one its rules make
 * (the River: the lake last), for a deal read from a file. */
gboolean
carc_setup_check_deal (const CarcSetup  *self,
                       const char      **module)
{
  for (guint m = 0; m < carc_setup_get_n_modules (self); m++)
    {
      const CarcRulesModule *rules = carc_rules_module_lookup (carc_setup_get_module (self, m));

      if (rules->deal_valid != NULL && !rules->deal_valid (self, carc_setup_get_module (self, m)))
        {
          *module = rules->id;
          return FALSE;
        }
    }
  return TRUE;
}

/* A new game's setup from names: the tile sets @tile_sets (the base
 * first) and those the modules @modules bring, composed into one set; the
 * usual shuffled deal; then each module's setup hook, in order, which may
 * take tiles into piles of its own, order the piles, place other start
 * tiles and shuffle decks, with the same random source. */
CarcSetup *
carc_setup_compose (const char *const *tile_sets,
                    const char *const *modules,
                    guint              n_players,
                    guint              variants,
                    guint64            seed,
                    CarcTileSetLookup  lookup,
                    gpointer           user_data,
                    GError           **error)
{
  g_autoptr(GPtrArray) set_ids = g_ptr_array_new ();
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_tile_set_unref);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();  /* the modules, looked up once */
  g_autoptr(CarcTileSet) tiles = NULL;
  CarcSetup *self;
  const char *clash;
  const char *replaced_by = NULL;
  const CarcRulesModule *alone = NULL;
  CarcRng rng;

  for (guint i = 0; tile_sets != NULL && tile_sets[i] != NULL; i++)
    g_ptr_array_add (set_ids, (gpointer) tile_sets[i]);
  for (guint m = 0; modules != NULL && modules[m] != NULL; m++)
    {
      const CarcRulesModule *module = carc_rules_module_lookup (modules[m]);

      if (module == NULL)
        {
          g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_UNKNOWN_MODULE, modules[m]);
          return NULL;
        }
      if (g_ptr_array_find (found, module, NULL))
        {
          g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_MODULE_TWICE, module->id);
          return NULL;
        }
      /* A game of its own is played with no other module. */
      if (m > 0 && (module->plays_alone || alone != NULL))
        {
          g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_PLAYS_ALONE,
                               module->plays_alone ? module->id : alone->id);
          return NULL;
        }
      g_ptr_array_add (found, (gpointer) module);
      if (module->plays_alone)
        alone = module;
      if (module->accepts_players != NULL && !module->accepts_players (modules[m], n_players))
        {
          g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_PLAYERS, modules[m]);
          return NULL;
        }
      if (module->replaces_tile_set != NULL)
        {
          if (replaced_by != NULL || set_ids->len == 0)
            {
              g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_TWO_BASES, module->id);
              return NULL;
            }
          replaced_by = module->id;
          g_ptr_array_index (set_ids, 0) = (gpointer) module->replaces_tile_set;
        }
      for (guint i = 0; module->tile_sets != NULL && module->tile_sets[i] != NULL; i++)
        if (!g_ptr_array_find_with_equal_func (set_ids, module->tile_sets[i], g_str_equal, NULL))
          g_ptr_array_add (set_ids, (gpointer) module->tile_sets[i]);
    }
  g_return_val_if_fail (set_ids->len > 0, NULL);

  for (guint i = 0; i < set_ids->len; i++)
    {
      g_autoptr(GError) lookup_error = NULL;
      CarcTileSet *part = lookup (g_ptr_array_index (set_ids, i), user_data, &lookup_error);

      if (part == NULL)
        {
          g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_UNKNOWN_TILE_SET,
                               g_ptr_array_index (set_ids, i));
          return NULL;
        }
      g_ptr_array_add (parts, part);
      if (carc_tile_set_get_rules (part) != NULL && !has_module (found, carc_tile_set_get_rules (part)))
        {
          g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_NEEDS_RULES, carc_tile_set_get_id (part));
          return NULL;
        }
      /* A game of its own is played with its own tiles only. */
      if (alone != NULL && g_strcmp0 (carc_tile_set_get_rules (part), alone->id) != 0)
        {
          g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_PLAYS_ALONE, alone->id);
          return NULL;
        }
    }
  tiles = carc_tile_set_compose ((CarcTileSet *const *) parts->pdata, parts->len, &clash);
  if (tiles == NULL)
    {
      g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_TILE_CLASH, clash);
      return NULL;
    }

  self = new_shuffled (tiles, n_players, variants, seed, &rng);
  for (guint m = 0; modules != NULL && modules[m] != NULL; m++)
    {
      const CarcRulesModule *module = g_ptr_array_index (found, m);

      carc_setup_add_module (self, modules[m]);
      if (module->setup != NULL)
        module->setup (self, modules[m], &rng);
    }
  if (carc_setup_get_n_start_cells (self) == 0)
    {
      g_set_error_literal (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_NO_START, "");
      carc_setup_unref (self);
      return NULL;
    }
  return self;
}

static GPtrArray *
copy_piles (GPtrArray *piles)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func (pile_free);

  for (guint p = 0; p < piles->len; p++)
    {
      CarcPile *from = g_ptr_array_index (piles, p);
      CarcPile *pile = pile_new (from->name);

      g_array_append_vals (pile->items, from->items->data, from->items->len);
      g_ptr_array_add (copy, pile);
    }
  return copy;
}

/* A setup of its own with the same everything, for a deal that differs:
 * what a player at another computer knows of the pile. */
CarcSetup *
carc_setup_copy (const CarcSetup *self)
{
  CarcSetup *copy;

  g_return_val_if_fail (self != NULL, NULL);
  copy = carc_setup_new (self->tiles, self->n_players);
  copy->variants = self->variants;
  copy->seed = self->seed;
  g_ptr_array_unref (copy->piles);
  copy->piles = copy_piles (self->piles);
  g_ptr_array_unref (copy->decks);
  copy->decks = copy_piles (self->decks);
  g_array_set_size (copy->start, 0);
  g_array_append_vals (copy->start, self->start->data, self->start->len);
  for (guint m = 0; m < self->modules->len; m++)
    g_ptr_array_add (copy->modules, g_strdup (g_ptr_array_index (self->modules, m)));
  copy->order_stale = TRUE;
  return copy;
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
  g_ptr_array_unref (self->piles);
  g_ptr_array_unref (self->decks);
  g_array_unref (self->start);
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

/* Every pile's tiles in drawing order. */
const guint16 *
carc_setup_get_order (const CarcSetup *self,
                      guint           *n_tiles)
{
  if (self->order_stale)
    {
      CarcSetup *mutable = (CarcSetup *) self;

      g_array_set_size (mutable->order, 0);
      for (guint p = 0; p < self->piles->len; p++)
        {
          CarcPile *pile = g_ptr_array_index (self->piles, p);

          g_array_append_vals (mutable->order, pile->items->data, pile->items->len);
        }
      mutable->order_stale = FALSE;
    }
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

/* Replaces the deal with one pile "main" holding @types. */
void
carc_setup_set_order (CarcSetup     *self,
                      const guint16 *types,
                      guint          n_tiles)
{
  g_ptr_array_set_size (self->piles, 0);
  for (guint i = 0; i < n_tiles; i++)
    carc_setup_append_tile (self, types[i]);
}

/* Appends @type to the last pile (a pile "main" when there is none). */
void
carc_setup_append_tile (CarcSetup *self,
                        guint      type)
{
  if (self->piles->len == 0)
    carc_setup_add_pile (self, "main", 0);
  carc_setup_append_to_pile (self, self->piles->len - 1, type);
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

guint
carc_setup_get_n_piles (const CarcSetup *self)
{
  return self->piles->len;
}

const char *
carc_setup_get_pile_name (const CarcSetup *self,
                          guint            pile)
{
  g_return_val_if_fail (pile < self->piles->len, NULL);
  return ((CarcPile *) g_ptr_array_index (self->piles, pile))->name;
}

const guint16 *
carc_setup_get_pile (const CarcSetup *self,
                     guint            pile,
                     guint           *n_tiles)
{
  CarcPile *p;

  g_return_val_if_fail (pile < self->piles->len, NULL);
  p = g_ptr_array_index (self->piles, pile);
  *n_tiles = p->items->len;
  return (const guint16 *) (const void *) p->items->data;
}

gboolean
carc_setup_find_pile (const CarcSetup *self,
                      const char      *name,
                      guint           *pile)
{
  for (guint p = 0; p < self->piles->len; p++)
    if (g_str_equal (((CarcPile *) g_ptr_array_index (self->piles, p))->name, name))
      {
        *pile = p;
        return TRUE;
      }
  return FALSE;
}

/* A new empty pile drawn before the pile now at @position (after all of
 * them when @position is past the end). */
guint
carc_setup_add_pile (CarcSetup  *self,
                     const char *name,
                     guint       position)
{
  position = MIN (position, self->piles->len);
  g_ptr_array_insert (self->piles, position, pile_new (name));
  return position;
}

void
carc_setup_append_to_pile (CarcSetup *self,
                           guint      pile,
                           guint      type)
{
  guint16 t = type;

  g_return_if_fail (pile < self->piles->len);
  g_return_if_fail (type < carc_tile_set_get_n_types (self->tiles));
  g_return_if_fail (n_dealt (self) < CARC_MAX_TILES);
  g_array_append_val (((CarcPile *) g_ptr_array_index (self->piles, pile))->items, t);
  self->order_stale = TRUE;
}

void
carc_setup_remove_from_pile (CarcSetup *self,
                             guint      pile,
                             guint      index)
{
  CarcPile *p;

  g_return_if_fail (pile < self->piles->len);
  p = g_ptr_array_index (self->piles, pile);
  g_return_if_fail (index < p->items->len);
  g_array_remove_index (p->items, index);
  self->order_stale = TRUE;
}

void
carc_setup_shuffle_pile (CarcSetup *self,
                         guint      pile,
                         CarcRng   *rng)
{
  CarcPile *p;

  g_return_if_fail (pile < self->piles->len);
  p = g_ptr_array_index (self->piles, pile);
  carc_rng_shuffle (rng, (guint16 *) (void *) p->items->data, p->items->len);
  self->order_stale = TRUE;
}

guint
carc_setup_get_n_start_cells (const CarcSetup *self)
{
  return self->start->len;
}

const CarcStartCell *
carc_setup_get_start_cell (const CarcSetup *self,
                           guint            index)
{
  g_return_val_if_fail (index < self->start->len, NULL);
  return &g_array_index (self->start, CarcStartCell, index);
}

void
carc_setup_clear_start (CarcSetup *self)
{
  g_array_set_size (self->start, 0);
}

void
carc_setup_add_start_cell (CarcSetup *self,
                           guint      type,
                           gint       x,
                           gint       y)
{
  CarcStartCell cell = { type, x, y };

  g_return_if_fail (type < carc_tile_set_get_n_types (self->tiles));
  g_return_if_fail (n_dealt (self) < CARC_MAX_TILES);
  for (guint i = 0; i < self->start->len; i++)
    g_return_if_fail (g_array_index (self->start, CarcStartCell, i).x != x
                      || g_array_index (self->start, CarcStartCell, i).y != y);
  g_array_append_val (self->start, cell);
}

static CarcPile *
find_deck (const CarcSetup *self,
           const char      *name)
{
  for (guint d = 0; d < self->decks->len; d++)
    if (g_str_equal (((CarcPile *) g_ptr_array_index (self->decks, d))->name, name))
      return g_ptr_array_index (self->decks, d);
  return NULL;
}

void
carc_setup_set_deck (CarcSetup     *self,
                     const char    *name,
                     const guint16 *items,
                     guint          n_items)
{
  CarcPile *deck = find_deck (self, name);

  if (deck == NULL)
    {
      deck = pile_new (name);
      g_ptr_array_add (self->decks, deck);
    }
  g_array_set_size (deck->items, 0);
  g_array_append_vals (deck->items, items, n_items);
}

/* The deck @name, or NULL when the deal has none. */
const guint16 *
carc_setup_get_deck (const CarcSetup *self,
                     const char      *name,
                     guint           *n_items)
{
  CarcPile *deck = find_deck (self, name);

  *n_items = deck != NULL ? deck->items->len : 0;
  return deck != NULL ? (const guint16 *) (const void *) deck->items->data : NULL;
}

guint
carc_setup_get_n_decks (const CarcSetup *self)
{
  return self->decks->len;
}

const char *
carc_setup_get_deck_name (const CarcSetup *self,
                          guint            index)
{
  g_return_val_if_fail (index < self->decks->len, NULL);
  return ((CarcPile *) g_ptr_array_index (self->decks, index))->name;
}
