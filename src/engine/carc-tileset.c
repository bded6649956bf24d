/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-tileset.h"

#include <string.h>

struct _CarcTileSet
{
  gatomicrefcount  ref_count;
  char            *id;
  GArray          *types;        /* CarcTileType */
  GArray          *start_cells;  /* CarcStartCell */
  /* A composed set (base and expansions) keeps its parts' ids and where
   * each part's types begin; a plain set has none and is its own part. */
  GPtrArray       *part_ids;
  GArray          *part_first;   /* guint */
  char            *rules;        /* the module it is played with only, or NULL */
  char            *theme;        /* the theme it is drawn in, or NULL */
};

CarcTileSet *
carc_tile_set_new (const char *id)
{
  CarcTileSet *self = g_new0 (CarcTileSet, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->id = g_strdup (id);
  self->types = g_array_new (FALSE, TRUE, sizeof (CarcTileType));
  self->start_cells = g_array_new (FALSE, TRUE, sizeof (CarcStartCell));
  self->part_ids = g_ptr_array_new_with_free_func (g_free);
  self->part_first = g_array_new (FALSE, TRUE, sizeof (guint));
  return self;
}

/* The sets composed last, newest first, each with its parts: a game is
 * mostly composed of the sets the one before it was (a benchmark, a
 * tournament, the next game), and composing copies every tile type.  A
 * set never changes once loaded or composed, and an entry keeps its
 * parts alive, so their addresses name them as long as it is kept. */
#define N_KEPT_COMPOSITIONS 8

typedef struct
{
  CarcTileSet **parts;
  guint         n_parts;
  CarcTileSet  *set;
} Composition;

static GMutex      compositions_lock;
static Composition compositions[N_KEPT_COMPOSITIONS];

static gboolean
composition_is (const Composition  *c,
                CarcTileSet *const *parts,
                guint               n_parts)
{
  return c->set != NULL && c->n_parts == n_parts && memcmp (c->parts, parts, n_parts * sizeof *parts) == 0;
}

static void
composition_clear (Composition *c)
{
  for (guint p = 0; p < c->n_parts; p++)
    carc_tile_set_unref (c->parts[p]);
  g_free (c->parts);
  g_clear_pointer (&c->set, carc_tile_set_unref);
}

/* The composition of @parts kept from before, moved to the front, with a
 * reference for the caller; or NULL. */
static CarcTileSet *
find_composition (CarcTileSet *const *parts,
                  guint               n_parts)
{
  CarcTileSet *found = NULL;

  g_mutex_lock (&compositions_lock);
  for (guint i = 0; i < N_KEPT_COMPOSITIONS && found == NULL; i++)
    if (composition_is (&compositions[i], parts, n_parts))
      {
        Composition c = compositions[i];

        memmove (&compositions[1], &compositions[0], i * sizeof (Composition));
        compositions[0] = c;
        found = carc_tile_set_ref (c.set);
      }
  g_mutex_unlock (&compositions_lock);
  return found;
}

static void
keep_composition (CarcTileSet *const *parts,
                  guint               n_parts,
                  CarcTileSet        *set)
{
  Composition oldest;

  g_mutex_lock (&compositions_lock);
  oldest = compositions[N_KEPT_COMPOSITIONS - 1];
  memmove (&compositions[1], &compositions[0], (N_KEPT_COMPOSITIONS - 1) * sizeof (Composition));
  compositions[0] = (Composition) { g_new (CarcTileSet *, n_parts), n_parts, carc_tile_set_ref (set) };
  for (guint p = 0; p < n_parts; p++)
    compositions[0].parts[p] = carc_tile_set_ref (parts[p]);
  g_mutex_unlock (&compositions_lock);
  composition_clear (&oldest);
}

static CarcTileSet *compose_parts (CarcTileSet *const *parts,
                                   guint               n_parts,
                                   const char        **clash);

/* The tile sets @parts as one: their types in order, each part's start
 * cells, and ids that must not repeat (else NULL, with @clash the first
 * repeated tile id).  One part is simply shared, and so is a composition
 * made lately of the same parts. */
CarcTileSet *
carc_tile_set_compose (CarcTileSet *const *parts,
                       guint               n_parts,
                       const char        **clash)
{
  CarcTileSet *self;

  g_return_val_if_fail (n_parts > 0, NULL);
  if (clash != NULL)
    *clash = NULL;
  if (n_parts == 1)
    return carc_tile_set_ref (parts[0]);
  self = find_composition (parts, n_parts);
  if (self == NULL)
    {
      self = compose_parts (parts, n_parts, clash);
      if (self != NULL)
        keep_composition (parts, n_parts, self);
    }
  return self;
}

static CarcTileSet *
compose_parts (CarcTileSet *const *parts,
               guint               n_parts,
               const char        **clash)
{
  g_autoptr(CarcTileSet) self = NULL;
  g_autoptr(GString) id = g_string_new (NULL);
  g_autoptr(GHashTable) ids = NULL;

  for (guint p = 0; p < n_parts; p++)
    g_string_append_printf (id, "%s%s", p > 0 ? "+" : "", parts[p]->id);
  self = carc_tile_set_new (id->str);
  ids = g_hash_table_new (g_str_hash, g_str_equal);
  /* The first part that names a theme draws the whole: the base or the
   * set that replaces it, never an expansion drawn in any theme. */
  for (guint p = 0; p < n_parts && self->theme == NULL; p++)
    self->theme = g_strdup (parts[p]->theme);
  for (guint p = 0; p < n_parts; p++)
    {
      guint first = self->types->len;

      g_ptr_array_add (self->part_ids, g_strdup (parts[p]->id));
      g_array_append_val (self->part_first, first);
      for (guint t = 0; t < parts[p]->types->len; t++)
        {
          CarcTileType type = g_array_index (parts[p]->types, CarcTileType, t);

          if (!g_hash_table_add (ids, type.id))
            {
              if (clash != NULL)
                *clash = g_array_index (parts[p]->types, CarcTileType, t).id;
              return NULL;
            }
          type.id = g_strdup (type.id);
          g_array_append_val (self->types, type);
        }
      for (guint c = 0; c < parts[p]->start_cells->len; c++)
        {
          CarcStartCell cell = g_array_index (parts[p]->start_cells, CarcStartCell, c);

          cell.type += first;
          g_array_append_val (self->start_cells, cell);
        }
    }
  return g_steal_pointer (&self);
}

/* The loader's provisional numbers of a file's kinds and marks turned
 * into the program's, once the whole file has loaded and declared them;
 * what depends on them (a symbol that turns) derived again. */
static guint8
map_provisional (guint8        value,
                 guint8        first,
                 guint8        last,
                 const guint8 *map)
{
  return value >= first && value <= last ? map[value - first] : value;
}

void
carc_tile_set_map_provisional (CarcTileSet  *self,
                               const guint8 *kinds,
                               const guint8 *marks)
{
  for (guint t = 0; t < self->types->len; t++)
    {
      CarcTileType *type = &g_array_index (self->types, CarcTileType, t);

      type->symbol = map_provisional (type->symbol, CARC_PROVISIONAL_MARK, CARC_PROVISIONAL_KIND - 1, marks);
      for (guint s = 0; s < type->n_segments; s++)
        {
          CarcSegment *seg = &type->segments[s];

          seg->kind = map_provisional (seg->kind, CARC_PROVISIONAL_KIND, CARC_NO_KIND - 1, kinds);
          seg->end = map_provisional (seg->end, CARC_PROVISIONAL_MARK, CARC_PROVISIONAL_KIND - 1, marks);
          for (guint m = 0; m < CARC_MAX_SEGMENT_MARKS; m++)
            seg->marks[m] = map_provisional (seg->marks[m], CARC_PROVISIONAL_MARK, CARC_PROVISIONAL_KIND - 1, marks);
        }
      carc_tile_type_finish (type);
    }
}

/* The module a set is played with only (the river tiles with the River's
 * rules), or NULL. */
const char *
carc_tile_set_get_rules (const CarcTileSet *self)
{
  return self->rules;
}

void
carc_tile_set_set_rules (CarcTileSet *self,
                         const char  *module)
{
  g_free (self->rules);
  self->rules = g_strdup (module);
}

/* The theme the set is drawn in, as its file names it, or NULL for a set
 * drawn in the theme of the sets it is played with (the River). */
const char *
carc_tile_set_get_theme (const CarcTileSet *self)
{
  return self->theme;
}

void
carc_tile_set_set_theme (CarcTileSet *self,
                         const char  *theme)
{
  g_free (self->theme);
  self->theme = g_strdup (theme);
}

guint
carc_tile_set_get_n_parts (const CarcTileSet *self)
{
  return MAX (self->part_ids->len, 1);
}

const char *
carc_tile_set_get_part_id (const CarcTileSet *self,
                           guint              part)
{
  if (self->part_ids->len == 0)
    return self->id;
  g_return_val_if_fail (part < self->part_ids->len, NULL);
  return g_ptr_array_index (self->part_ids, part);
}

/* Which part the type @type comes from. */
guint
carc_tile_set_get_part_of_type (const CarcTileSet *self,
                                guint              type)
{
  guint part = 0;

  for (guint p = 1; p < self->part_first->len; p++)
    if (type >= g_array_index (self->part_first, guint, p))
      part = p;
  return part;
}

/* The types that come from the part @part, whose types follow each
 * other: from *@first, before *@end (none when equal), as
 * carc_tile_set_get_part_of_type() tells them. */
void
carc_tile_set_get_part_types (const CarcTileSet *self,
                              guint              part,
                              guint             *first,
                              guint             *end)
{
  guint n = self->part_first->len;

  *first = part > 0 && part < n ? g_array_index (self->part_first, guint, part) : 0;
  *end = part + 1 < n ? g_array_index (self->part_first, guint, part + 1) : self->types->len;
  if (part > 0 && part >= n)
    *first = *end;
  *end = MAX (*first, *end);
}

CarcTileSet *
carc_tile_set_ref (CarcTileSet *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
carc_tile_set_unref (CarcTileSet *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  for (guint i = 0; i < self->types->len; i++)
    g_free (g_array_index (self->types, CarcTileType, i).id);
  g_array_unref (self->types);
  g_array_unref (self->start_cells);
  g_ptr_array_unref (self->part_ids);
  g_array_unref (self->part_first);
  g_free (self->rules);
  g_free (self->theme);
  g_free (self->id);
  g_free (self);
}

const char *
carc_tile_set_get_id (const CarcTileSet *self)
{
  return self->id;
}

guint
carc_tile_set_get_n_types (const CarcTileSet *self)
{
  return self->types->len;
}

const CarcTileType *
carc_tile_set_get_type (const CarcTileSet *self,
                        guint              index)
{
  g_return_val_if_fail (index < self->types->len, NULL);
  return &g_array_index (self->types, CarcTileType, index);
}

gboolean
carc_tile_set_lookup (const CarcTileSet *self,
                      const char        *id,
                      guint             *index)
{
  for (guint i = 0; i < self->types->len; i++)
    if (g_str_equal (g_array_index (self->types, CarcTileType, i).id, id))
      {
        if (index != NULL)
          *index = i;
        return TRUE;
      }
  return FALSE;
}

guint
carc_tile_set_get_n_tiles (const CarcTileSet *self)
{
  guint n = 0;

  for (guint i = 0; i < self->types->len; i++)
    n += g_array_index (self->types, CarcTileType, i).count;
  return n;
}

guint
carc_tile_set_get_n_start_cells (const CarcTileSet *self)
{
  return self->start_cells->len;
}

const CarcStartCell *
carc_tile_set_get_start_cell (const CarcTileSet *self,
                              guint              index)
{
  g_return_val_if_fail (index < self->start_cells->len, NULL);
  return &g_array_index (self->start_cells, CarcStartCell, index);
}

/* Takes ownership of type->id. */
guint
carc_tile_set_add_type (CarcTileSet        *self,
                        const CarcTileType *type)
{
  CarcTileType copy = *type;

  carc_tile_type_finish (&copy);
  g_array_append_val (self->types, copy);
  return self->types->len - 1;
}

void
carc_tile_set_add_start_cell (CarcTileSet *self,
                              guint        type,
                              gint         x,
                              gint         y)
{
  CarcStartCell cell = { type, x, y };

  g_return_if_fail (type < self->types->len);
  g_array_append_val (self->start_cells, cell);
}

guint8
carc_rotate_edges (guint8 edges,
                   guint  rotation)
{
  rotation &= 3;
  return ((edges << rotation) | (edges >> (4 - rotation))) & 0xf;
}

guint8
carc_rotate_halves (guint8 halves,
                    guint  rotation)
{
  guint shift = (rotation & 3) * 2;

  return (guint8) ((halves << shift) | (halves >> (8 - shift)));
}

/* Whether a segment of @type is a @kind (a castle, a cemetery …). */
gboolean
carc_tile_type_has_kind (const CarcTileType *type,
                         guint               kind)
{
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == kind)
      return TRUE;
  return FALSE;
}

guint8
carc_tile_type_edge_segment (const CarcTileType *type,
                             guint               rotation,
                             CarcDirection       direction)
{
  return type->edge_segment[rotation & 3][direction & 3];
}

guint8
carc_tile_type_half_segment (const CarcTileType *type,
                             guint               rotation,
                             CarcHalf            half)
{
  return type->half_segment[rotation & 3][half & 7];
}

static int
compare_segments (gconstpointer a,
                  gconstpointer b)
{
  return memcmp (a, b, sizeof (CarcSegment));
}

/* A canonical form of the tile turned by @rotation: its segments rotated and
 * sorted.  Two rotations that give the same form are the same placement.
 * Field adjacency refers to segment indices, so it is rewritten to what
 * the bordered segments look like. */
static void
canonical_form (const CarcTileType *type,
                guint               rotation,
                CarcSegment        *out)
{
  for (guint i = 0; i < type->n_segments; i++)
    {
      CarcSegment s = type->segments[i];

      s.edges = carc_rotate_edges (s.edges, rotation);
      s.halves = carc_rotate_halves (s.halves, rotation);
      s.adjacent = 0;
      /* Describe the neighbours by their rotated edges, which are unique
       * enough for every published tile. */
      for (guint j = 0; j < type->n_segments; j++)
        if (type->segments[i].adjacent & (1u << j))
          s.adjacent |= carc_rotate_edges (type->segments[j].edges, rotation)
                        | (carc_rotate_halves (type->segments[j].halves, rotation) << 4);
      out[i] = s;
    }
  qsort (out, type->n_segments, sizeof (CarcSegment), compare_segments);
}

/* Computes what the engine derives from a type: the packed edge signature
 * of each rotation, the kinds on its edges and the rotational period. */
void
carc_tile_type_finish (CarcTileType *type)
{
  CarcSegment base[CARC_MAX_SEGMENTS];
  CarcSegment turned[CARC_MAX_SEGMENTS];

  for (guint i = 0; i < type->n_segments; i++)
    {
      /* A provisional kind (a loader's) keeps the joins it was given. */
      if (type->segments[i].kind < CARC_MAX_FEATURE_KINDS)
        type->segments[i].joins = carc_feature_kind_get (type->segments[i].kind)->joins;
      type->segments[i].n_edges = __builtin_popcount (type->segments[i].edges);
      type->segments[i].n_halves = __builtin_popcount (type->segments[i].halves);
    }
  type->edge_kinds = 0;
  type->road_segments = 0;
  for (guint i = 0; i < type->n_segments; i++)
    if (type->segments[i].kind < CARC_MAX_FEATURE_KINDS)
      {
        if (type->segments[i].n_edges > 0)
          type->edge_kinds |= 1u << type->segments[i].kind;
        if (carc_feature_kind_get (type->segments[i].kind)->scored == CARC_SCORED_AS_ROAD)
          type->road_segments |= 1u << i;
      }

  memset (type->edge_segment, CARC_NO_SEGMENT, sizeof type->edge_segment);
  memset (type->half_segment, CARC_NO_SEGMENT, sizeof type->half_segment);
  for (guint r = 0; r < 4; r++)
    for (guint i = 0; i < type->n_segments; i++)
      {
        guint8 edges = carc_rotate_edges (type->segments[i].edges, r);
        guint8 halves = carc_rotate_halves (type->segments[i].halves, r);

        for (guint d = 0; d < 4; d++)
          if (edges & (1u << d))
            type->edge_segment[r][d] = i;
        for (guint h = 0; h < 8; h++)
          if (halves & (1u << h))
            type->half_segment[r][h] = i;
      }

  for (guint r = 0; r < 4; r++)
    {
      guint8 sig = 0;

      for (guint d = 0; d < 4; d++)
        sig |= type->edges[(d - r) & 3] << (2 * d);
      type->signature[r] = sig;
    }

  /* Which distinct rotations fit each neighbourhood pattern. */
  for (guint pattern = 0; pattern < CARC_N_EDGE_PATTERNS; pattern++)
    {
      guint8 req = 0, mask = 0;
      guint rest = pattern;

      for (guint d = 0; d < 4; d++, rest /= 5)
        if (rest % 5 != 0)
          {
            req |= (rest % 5 - 1) << (2 * d);
            mask |= 3u << (2 * d);
          }
      type->fits[pattern] = 0;
      for (guint r = 0; r < 4; r++)
        if (((type->signature[r] ^ req) & mask) == 0)
          type->fits[pattern] |= 1u << r;
    }

  memset (base, 0, sizeof base);
  memset (turned, 0, sizeof turned);
  canonical_form (type, 0, base);
  type->period = 4;
  for (guint r = 1; r < 4; r++)
    {
      if (4 % r != 0 || type->signature[r] != type->signature[0])
        continue;
      canonical_form (type, r, turned);
      if (carc_mark_get (type->symbol)->traits & CARC_MARK_TURNS)
        continue; /* The way the symbol points turns with the tile. */
      if (memcmp (base, turned, sizeof (CarcSegment) * type->n_segments) == 0)
        {
          type->period = r;
          break;
        }
    }
  for (guint pattern = 0; pattern < CARC_N_EDGE_PATTERNS; pattern++)
    {
      type->fits[pattern] &= (1u << type->period) - 1;
      type->n_fits[pattern] = __builtin_popcount (type->fits[pattern]);
    }
  type->fits[CARC_NO_PATTERN] = type->n_fits[CARC_NO_PATTERN] = 0;
}

/* Whether @segment prints the mark @mark (never CARC_NO_MARK). */
gboolean
carc_segment_has_mark (const CarcSegment *segment,
                       guint              mark)
{
  for (guint i = 0; i < CARC_MAX_SEGMENT_MARKS; i++)
    if (segment->marks[i] == mark && mark != CARC_NO_MARK)
      return TRUE;
  return FALSE;
}

/* Whether @type prints the symbol @mark (never CARC_NO_MARK: a symbol no
 * tile set declared is on no tile). */
gboolean
carc_tile_type_has_symbol (const CarcTileType *type,
                           guint               mark)
{
  return mark != CARC_NO_MARK && type->symbol == mark;
}
