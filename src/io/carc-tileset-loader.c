/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Reads a tile set file: parse (no network, no DTD, no entity expansion),
 * validate against data/tileset.rng, then check what a schema cannot say
 * (references resolve, every edge is covered by the right segments) and
 * build the engine's CarcTileSet.  Every failure names the file and line. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <string.h>

#include "carc-tileset-loader.h"
#include "carc-xml-private.h"

#define MAX_TILESET_SIZE (1024 * 1024)

G_DEFINE_QUARK (carc-io-error-quark, carc_io_error)

/* A mark the file declares: a symbol for its tiles or a mark for its
 * segments and road ends. */
typedef struct
{
  const char *id;       /* owned by the loader's @marks */
  guint       traits;   /* CarcMarkTraits */
  gboolean    symbol;
  gint        line;
} DeclaredMark;

typedef struct
{
  const char *name;
  GError    **error;
  GHashTable *kinds;   /* id → index + 1 in @declared */
  GArray     *declared; /* CarcFeatureKindInfo, ids owned by @kinds */
  GArray     *kind_lines; /* gint: where each of @declared is declared */
  GHashTable *marks;   /* id → index + 1 in @declared_marks */
  GArray     *declared_marks; /* DeclaredMark */
} Loader;

/* At most this many kinds and marks in one file, so that no file fills
 * the program's tables. */
#define MAX_DECLARED_KINDS 8
#define MAX_DECLARED_MARKS 16

#define fail(loader, code, line, ...) carc_xml_fail ((loader)->error, code, (loader)->name, line, __VA_ARGS__)
#define prop carc_xml_prop
#define element_is carc_xml_is

static guint8
parse_edges (const char *list)
{
  static const char *names[] = { "N", "E", "S", "W" };
  g_auto(GStrv) tokens = carc_xml_split_list (list);
  guint8 mask = 0;

  for (guint i = 0; tokens[i] != NULL; i++)
    for (guint d = 0; d < 4; d++)
      if (g_str_equal (tokens[i], names[d]))
        mask |= 1u << d;
  return mask;
}

static guint8
parse_halves (const char *list)
{
  static const char *names[] = { "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR" };
  g_auto(GStrv) tokens = carc_xml_split_list (list);
  guint8 mask = 0;

  for (guint i = 0; tokens[i] != NULL; i++)
    for (guint h = 0; h < 8; h++)
      if (g_str_equal (tokens[i], names[h]))
        mask |= 1u << h;
  return mask;
}

static guint
lookup_name (const char * const *names,
             const char         *value)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (value != NULL && g_str_equal (names[i], value))
      return i;
  return 0;
}

static gboolean
is_true (const char *value)
{
  gboolean yes = FALSE;

  return carc_xml_parse_boolean (value, &yes) && yes;
}


/* Resolves a list of segment ids of this tile into a bit mask, checking
 * that each names a segment of @kind (any kind: CARC_NO_KIND). */
static gboolean
resolve_refs (Loader        *loader,
              xmlNode       *node,
              const char    *list,
              char         **ids,
              CarcTileType  *type,
              guint          kind,
              guint16       *mask)
{
  g_auto(GStrv) tokens = carc_xml_split_list (list);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      gboolean found = FALSE;

      if (*tokens[i] == '\0')
        continue;
      for (guint s = 0; s < type->n_segments && !found; s++)
        if (g_str_equal (ids[s], tokens[i]) && (kind == CARC_NO_KIND || type->segments[s].kind == kind))
          {
            *mask |= 1u << s;
            found = TRUE;
          }
      if (!found)
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
                _("tile “%s” refers to “%s”, which is not a segment of the right kind on that tile"),
                type->id, tokens[i]);
          return FALSE;
        }
    }
  return TRUE;
}

/* The edge kind @seg shows where it touches an edge: its kind's, or for
 * a kind the file declares, the one the kind will show. */
static guint
edge_shown (Loader            *loader,
            const CarcSegment *seg)
{
  if (seg->kind >= CARC_PROVISIONAL_KIND && seg->kind != CARC_NO_KIND)
    return g_array_index (loader->declared, CarcFeatureKindInfo, seg->kind - CARC_PROVISIONAL_KIND).edge;
  return carc_feature_kind_get (seg->kind)->edge;
}

/* Checks that the segments cover the edges exactly as the edges attribute
 * says: a city edge by one city; a road edge, or the edge of a kind a
 * file declares (the river's I), by one segment showing it, with
 * segments joined through half-edges (fields, mist) on both halves; a
 * field edge by those alone. */
static gboolean
check_coverage (Loader             *loader,
                xmlNode            *node,
                const CarcTileType *type)
{
  for (guint d = 0; d < 4; d++)
    {
      guint n_same = 0, n_other = 0;
      guint n_half[2] = { 0, 0 };
      gboolean ok;

      for (guint s = 0; s < type->n_segments; s++)
        {
          const CarcSegment *seg = &type->segments[s];

          if ((seg->edges & (1u << d)) && seg->joins == CARC_JOINS_EDGES)
            {
              if (edge_shown (loader, seg) == type->edges[d])
                n_same++;
              else
                n_other++;
            }
          for (guint k = 0; k < 2; k++)
            if (seg->halves & (1u << (2 * d + k)))
              n_half[k]++;
        }

      if (type->edges[d] == CARC_EDGE_FIELD)
        ok = n_same + n_other == 0 && n_half[0] == 1 && n_half[1] == 1;
      else if (type->edges[d] == CARC_EDGE_CITY)
        ok = n_same == 1 && n_other == 0 && n_half[0] == 0 && n_half[1] == 0;
      else
        ok = n_same == 1 && n_other == 0 && n_half[0] == 1 && n_half[1] == 1;
      if (!ok)
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
                _("the segments of tile “%s” do not match its edge %c"),
                type->id, "NESW"[d]);
          return FALSE;
        }
    }
  return TRUE;
}

/* How a tile uses a mark: as its symbol, on a segment, or at a road's end. */
typedef enum
{
  AS_SYMBOL,
  AS_MARK,
  AS_END,
} MarkUse;

/* The number of the mark @id for a tile of this file: a symbol or a mark
 * the file declares, by its provisional number, or at a road's end one of
 * the classic ends the core knows as well; CARC_NO_MARK for none. */
static guint
mark_number (Loader     *loader,
             const char *id,
             MarkUse     use)
{
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (loader->marks, id));

  if (index != 0)
    {
      const DeclaredMark *mark = &g_array_index (loader->declared_marks, DeclaredMark, index - 1);

      return mark->symbol == (use == AS_SYMBOL) ? CARC_PROVISIONAL_MARK + index - 1 : CARC_NO_MARK;
    }
  /* The classic road ends were declared before any file: the only marks
   * with numbers that low. */
  index = use == AS_END ? carc_mark_lookup (id) : CARC_NO_MARK;
  return index < CARC_N_CORE_MARKS ? index : CARC_NO_MARK;
}

/* The marks listed in @node's marks attribute, into @seg. */
static gboolean
read_marks (Loader       *loader,
            xmlNode      *node,
            CarcTileType *type,
            CarcSegment  *seg)
{
  g_autofree char *list = prop (node, "marks");
  g_auto(GStrv) tokens = carc_xml_split_list (list);
  guint n = 0;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      guint mark = mark_number (loader, tokens[i], AS_MARK);

      if (mark == CARC_NO_MARK)
        fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
              _("tile “%s” prints the mark “%s”, which the file does not declare"), type->id, tokens[i]);
      else if (carc_segment_has_mark (seg, mark))
        fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
              _("tile “%s” prints the mark “%s” twice on one segment"), type->id, tokens[i]);
      else if (n == CARC_MAX_SEGMENT_MARKS)
        fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
              _("tile “%s” prints more than two marks on one segment"), type->id);
      else
        {
          seg->marks[n++] = mark;
          continue;
        }
      return FALSE;
    }
  return TRUE;
}

/* A segment of a kind the file declares, joined as that kind joins; it
 * gets the kind's provisional number until the whole file has loaded. */
static gboolean
read_feature (Loader        *loader,
              xmlNode       *node,
              CarcTileType  *type,
              CarcSegment   *seg,
              char         **covers)
{
  g_autofree char *kind = carc_xml_prop_token (node, "kind");
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (loader->kinds, kind));
  guint64 count = 0;

  if (index == 0)
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
            _("tile “%s” has a segment of the kind “%s”, which the file does not declare"), type->id, kind);
      return FALSE;
    }
  seg->kind = CARC_PROVISIONAL_KIND + index - 1;
  seg->joins = g_array_index (loader->declared, CarcFeatureKindInfo, index - 1).joins;
  if ((seg->joins == CARC_JOINS_EDGES) != (seg->edges != 0) || (seg->joins == CARC_JOINS_HALVES) != (seg->halves != 0))
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
            _("a segment of tile “%s” does not join as its kind “%s” does"), type->id, kind);
      return FALSE;
    }
  if (carc_xml_has_prop (node, "count")
      && !carc_xml_read_uint (node, "count", 9, &count, loader->name, loader->error))
    return FALSE;
  seg->count = count;
  *covers = prop (node, "covers");
  return TRUE;
}

/* The letter of the edge a kind joined through edges shows, and its
 * edge kind's number into @info: a letter the program knows, or the one
 * more it has room for (the engine packs an edge into two bits). */
static gboolean
check_edge_letter (Loader              *loader,
                   xmlNode             *node,
                   const char          *id,
                   CarcFeatureKindInfo *info)
{
  gint line = carc_xml_line (node);
  char letter = info->letter;

  if (info->joins != CARC_JOINS_EDGES)
    {
      if (letter != 0)
        fail (loader, CARC_IO_ERROR_INVALID, line,
              _("the kind “%s” names a letter for its edges, but only a kind joined through edges shows one"), id);
      return letter == 0;
    }
  if (letter == 0)
    {
      fail (loader, CARC_IO_ERROR_INVALID, line, _("the kind “%s” joins through edges but names no letter for them"), id);
      return FALSE;
    }
  if (strchr ("CRF", letter) != NULL && carc_feature_kind_lookup (id) == CARC_NO_KIND)
    {
      fail (loader, CARC_IO_ERROR_INVALID, line, _("the edge letters C, R and F are the classic game’s"));
      return FALSE;
    }
  for (guint i = 0; i < loader->declared->len; i++)
    {
      char other = g_array_index (loader->declared, CarcFeatureKindInfo, i).letter;

      if (other != 0 && other != letter && carc_edge_kind_lookup (other) == CARC_NO_EDGE_KIND
          && carc_edge_kind_lookup (letter) == CARC_NO_EDGE_KIND)
        {
          fail (loader, CARC_IO_ERROR_INVALID, line,
                _("the program has room for one more letter of edge, and the file declares two: “%c” and “%c”"),
                other, letter);
          return FALSE;
        }
    }
  info->edge = carc_edge_kind_next (letter);
  if (info->edge == CARC_NO_EDGE_KIND)
    {
      fail (loader, CARC_IO_ERROR_INVALID, line,
            _("the program has no room for another letter of edge: “%c” cannot be one"), letter);
      return FALSE;
    }
  return TRUE;
}

/* A kind of feature the file's tiles print, with its traits: it must not
 * be declared twice, nor otherwise than the program knows it.  A kind
 * joined through edges names the letter of the edge it shows. */
static gboolean
read_kind (Loader  *loader,
           xmlNode *node)
{
  static const char * const joins_names[] = { "edges", "halves", "centre", NULL };
  static const char * const scored_names[] = { "none", "road", "city", "monastery", "field", "module", NULL };
  g_autofree char *id = carc_xml_prop_token (node, "id");
  g_autofree char *joins = carc_xml_prop_token (node, "joins");
  g_autofree char *scored = carc_xml_prop_token (node, "scored");
  g_autofree char *edge = carc_xml_prop_token (node, "edge");
  CarcFeatureKindInfo info = { NULL, lookup_name (joins_names, joins), lookup_name (scored_names, scored),
                               CARC_EDGE_FIELD, edge != NULL ? edge[0] : 0 };

  if (g_hash_table_contains (loader->kinds, id))
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node), _("the kind “%s” is declared twice"), id);
      return FALSE;
    }
  if (loader->declared->len == MAX_DECLARED_KINDS)
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node), _("a tile set declares too many kinds"));
      return FALSE;
    }
  if (!check_edge_letter (loader, node, id, &info))
    return FALSE;
  if (!carc_feature_kind_can_declare (id, info.joins, info.scored, info.letter))
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
            _("the kind “%s” is known otherwise, or the program knows too many kinds"), id);
      return FALSE;
    }
  info.id = id;
  g_array_append_val (loader->declared, info);
  g_array_append_val (loader->kind_lines, (gint) { carc_xml_line (node) });
  g_hash_table_insert (loader->kinds, g_steal_pointer (&id), GUINT_TO_POINTER (loader->declared->len));
  return TRUE;
}

/* A symbol or a mark the file's tiles print, with its traits. */
static gboolean
read_mark (Loader  *loader,
           xmlNode *node)
{
  g_autofree char *id = carc_xml_prop_token (node, "id");
  g_autofree char *turns = prop (node, "turns");
  g_autofree char *water = prop (node, "water");
  g_autofree char *meets = prop (node, "meets");
  g_autofree char *place = carc_xml_prop_token (node, "place");
  DeclaredMark mark = { NULL, (is_true (turns) ? CARC_MARK_TURNS : 0) | (is_true (water) ? CARC_MARK_WATER : 0)
                              | (is_true (meets) ? CARC_MARK_MEETS : 0),
                        element_is (node, "symbol") };

  if (g_strcmp0 (place, "above") == 0)
    mark.traits |= CARC_MARK_ABOVE;
  else if (g_strcmp0 (place, "below") == 0)
    mark.traits |= CARC_MARK_BELOW;

  if (g_hash_table_contains (loader->marks, id))
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node), _("the mark “%s” is declared twice"), id);
      return FALSE;
    }
  if (loader->declared_marks->len == MAX_DECLARED_MARKS)
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node), _("a tile set declares too many marks"));
      return FALSE;
    }
  /* A symbol never takes the name of a classic road end. */
  if (!carc_mark_can_declare (id, mark.traits)
      || (mark.symbol && carc_mark_lookup (id) != CARC_NO_MARK && carc_mark_lookup (id) < CARC_N_CORE_MARKS))
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
            _("the mark “%s” is known otherwise, or the program knows too many marks"), id);
      return FALSE;
    }
  mark.id = id;
  mark.line = carc_xml_line (node);
  g_hash_table_insert (loader->marks, g_steal_pointer (&id), GUINT_TO_POINTER (loader->declared_marks->len + 1));
  g_array_append_val (loader->declared_marks, mark);
  return TRUE;
}

/* The segment @child of the tile @type being read: its id (into @ids),
 * edges, halves, kind and marks, and the ids of what it borders (into
 * @refs), resolved once every segment is read. */
static gboolean
read_segment (Loader        *loader,
              xmlNode       *child,
              CarcTileType  *type,
              char         **ids,
              char         **refs)
{
  CarcSegment *seg;
  g_autofree char *edge_list = NULL;
  g_autofree char *half_list = NULL;
  gboolean ok = TRUE;

  seg = &type->segments[type->n_segments];
  ids[type->n_segments] = prop (child, "id");
  for (guint s = 0; s < type->n_segments; s++)
    if (g_str_equal (ids[s], ids[type->n_segments]))
      {
        fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (child),
              _("tile “%s” has two segments called “%s”"), type->id, ids[s]);
        ok = FALSE;
      }
  edge_list = prop (child, "edges");
  half_list = prop (child, "halves");
  seg->edges = parse_edges (edge_list);
  seg->halves = parse_halves (half_list);

  if (ok && !read_marks (loader, child, type, seg))
    return FALSE;
  if (element_is (child, "road"))
    {
      g_autofree char *end = carc_xml_prop_token (child, "end");

      seg->kind = CARC_FEATURE_ROAD;
      if (end != NULL)
        seg->end = mark_number (loader, end, AS_END);
      if (end != NULL && seg->end == CARC_NO_MARK)
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (child),
                _("a road of tile “%s” ends at “%s”, which the file does not declare"), type->id, end);
          return FALSE;
        }
      if (end != NULL && __builtin_popcount (seg->edges) != 1)
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (child),
                _("a road of tile “%s” has an end, but does not end inside the tile"), type->id);
          return FALSE;
        }
    }
  else if (element_is (child, "city"))
    {
      guint64 arms = 0;

      seg->kind = CARC_FEATURE_CITY;
      if (carc_xml_has_prop (child, "arms")
          && !carc_xml_read_uint (child, "arms", 4, &arms, loader->name, loader->error))
        return FALSE;
      seg->arms = arms;
    }
  else if (element_is (child, "field"))
    {
      seg->kind = CARC_FEATURE_FIELD;
      refs[type->n_segments] = prop (child, "cities");
    }
  else if (element_is (child, "monastery"))
    seg->kind = CARC_FEATURE_MONASTERY;
  else if (element_is (child, "feature"))
    ok = read_feature (loader, child, type, seg, &refs[type->n_segments]);
  if (seg->kind < CARC_N_CORE_KINDS)
    seg->joins = carc_feature_kind_get (seg->kind)->joins;
  return ok;
}

/* Once the whole file has loaded: its kinds and marks declared for the
 * program, all of them or none, and its tiles renumbered from their
 * provisional numbers. */
static gboolean
declare_all (Loader      *loader,
             CarcTileSet *set)
{
  guint n_marks = loader->declared_marks->len, failed = 0;
  guint8 kinds[MAX_DECLARED_KINDS] = { 0 };
  guint8 marks[MAX_DECLARED_MARKS] = { 0 };
  const char *ids[MAX_DECLARED_MARKS];
  guint traits[MAX_DECLARED_MARKS];

  for (guint i = 0; i < n_marks; i++)
    {
      ids[i] = g_array_index (loader->declared_marks, DeclaredMark, i).id;
      traits[i] = g_array_index (loader->declared_marks, DeclaredMark, i).traits;
    }
  /* The marks first, which a file fails on alone: then the kinds, which
   * the marks can no longer undo. */
  if (!carc_mark_declare_all (ids, traits, n_marks, marks, &failed))
    {
      fail (loader, CARC_IO_ERROR_INVALID, g_array_index (loader->declared_marks, DeclaredMark, failed).line,
            _("the mark “%s” is known otherwise, or the program knows too many marks"), ids[failed]);
      return FALSE;
    }
  if (!carc_feature_kind_declare_all ((const CarcFeatureKindInfo *) (gpointer) loader->declared->data,
                                      loader->declared->len, kinds, &failed))
    {
      fail (loader, CARC_IO_ERROR_INVALID, g_array_index (loader->kind_lines, gint, failed),
            _("the kind “%s” is known otherwise, or the program knows too many kinds"),
            g_array_index (loader->declared, CarcFeatureKindInfo, failed).id);
      return FALSE;
    }
  carc_tile_set_map_provisional (set, kinds, marks);
  return TRUE;
}

/* The edge kind of @letter in a tile's edges: the core's, or one a kind
 * of the file shows; CARC_NO_EDGE_KIND otherwise. */
static guint
edge_of_letter (Loader *loader,
                char    letter)
{
  guint edge = carc_edge_kind_lookup (letter);

  /* Another file's letter is this file's only if one of its kinds shows it. */
  if (edge < CARC_N_CORE_EDGE_KINDS)
    return edge;
  for (guint i = 0; i < loader->declared->len; i++)
    if (g_array_index (loader->declared, CarcFeatureKindInfo, i).letter == letter)
      return g_array_index (loader->declared, CarcFeatureKindInfo, i).edge;
  return CARC_NO_EDGE_KIND;
}

/* The tile's symbol, and the way it points when it turns. */
static gboolean
read_symbol (Loader       *loader,
             xmlNode      *node,
             CarcTileType *type)
{
  static const char * const direction_names[] = { "N", "NE", "E", "SE", "S", "SW", "W", "NW", NULL };
  g_autofree char *kind = carc_xml_prop_token (node, "kind");
  g_autofree char *direction = carc_xml_prop_token (node, "direction");
  gboolean turns;

  if (type->symbol != CARC_NO_MARK)
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node), _("tile “%s” prints two symbols"), type->id);
      return FALSE;
    }
  type->symbol = mark_number (loader, kind, AS_SYMBOL);
  if (type->symbol == CARC_NO_MARK)
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
            _("tile “%s” prints the symbol “%s”, which the file does not declare"), type->id, kind);
      return FALSE;
    }
  turns = (g_array_index (loader->declared_marks, DeclaredMark, type->symbol - CARC_PROVISIONAL_MARK).traits
           & CARC_MARK_TURNS) != 0;
  if (turns && direction == NULL)
    fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
          _("the symbol “%s” points a way: tile “%s” must say which"), kind, type->id);
  else if (!turns && direction != NULL)
    fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
          _("the symbol “%s” points no way, but tile “%s” gives it one"), kind, type->id);
  else
    {
      type->symbol_direction = lookup_name (direction_names, direction);
      return TRUE;
    }
  return FALSE;
}

static gboolean
read_tile (Loader      *loader,
           xmlNode     *node,
           CarcTileSet *set)
{
  CarcTileType type = { 0 };
  char *ids[CARC_MAX_SEGMENTS] = { NULL };
  char *refs[CARC_MAX_SEGMENTS] = { NULL };
  g_autofree char *edges = prop (node, "edges");
  guint64 count;
  gboolean ok = TRUE;

  if (!carc_xml_read_uint (node, "count", 99, &count, loader->name, loader->error))
    return FALSE;
  type.id = prop (node, "id");
  type.count = count;
  if (carc_tile_set_lookup (set, type.id, NULL))
    {
      fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
            _("tile “%s” is defined twice"), type.id);
      g_free (type.id);
      return FALSE;
    }
  for (guint d = 0; d < 4; d++)
    {
      guint edge = edge_of_letter (loader, edges[d]);

      if (edge == CARC_NO_EDGE_KIND)
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (node),
                _("the edge letter “%c” of tile “%s” is shown by no kind the file declares"), edges[d], type.id);
          g_free (type.id);
          return FALSE;
        }
      type.edges[d] = edge;
    }
  if (carc_xml_has_prop (node, "pond"))
    {
      guint64 pond;

      if (!carc_xml_read_uint (node, "pond", 45, &pond, loader->name, loader->error))
        {
          g_free (type.id);
          return FALSE;
        }
      type.pond = pond;
    }

  for (xmlNode *child = node->children; child != NULL && ok; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (element_is (child, "symbol"))
        {
          ok = read_symbol (loader, child, &type);
          continue;
        }
      if (type.n_segments == CARC_MAX_SEGMENTS)
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (child),
                _("tile “%s” has more than %d segments"), type.id, CARC_MAX_SEGMENTS);
          ok = FALSE;
          break;
        }

      ok = read_segment (loader, child, &type, ids, refs);
      type.n_segments++;
    }

  for (guint s = 0; s < type.n_segments && ok; s++)
    if (refs[s] != NULL)
      ok = resolve_refs (loader, node, refs[s], ids, &type,
                         type.segments[s].kind == CARC_FEATURE_FIELD ? CARC_FEATURE_CITY : CARC_NO_KIND,
                         &type.segments[s].adjacent);
  if (ok)
    ok = check_coverage (loader, node, &type);

  for (guint s = 0; s < CARC_MAX_SEGMENTS; s++)
    {
      g_free (ids[s]);
      g_free (refs[s]);
    }
  if (!ok)
    {
      g_free (type.id);
      return FALSE;
    }
  carc_tile_set_add_type (set, &type);
  return TRUE;
}

/* Whether the start tile @type at @x, @y shares no cell with the start
 * tiles read before it and fits them where they touch, as any placed
 * tile must fit its neighbours. */
static gboolean
start_cell_fits (Loader      *loader,
                 xmlNode     *cell,
                 CarcTileSet *set,
                 guint        type,
                 gint         x,
                 gint         y)
{
  static const int dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };
  const CarcTileType *mine = carc_tile_set_get_type (set, type);

  for (guint i = 0; i < carc_tile_set_get_n_start_cells (set); i++)
    {
      const CarcStartCell *other = carc_tile_set_get_start_cell (set, i);
      const CarcTileType *theirs = carc_tile_set_get_type (set, other->type);

      if (other->x == x && other->y == y)
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (cell),
                _("two start tiles lie on the cell %d, %d"), x, y);
          return FALSE;
        }
      for (guint d = 0; d < 4; d++)
        if (other->x == x + dx[d] && other->y == y + dy[d] && mine->edges[d] != theirs->edges[(d + 2) % 4])
          {
            fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (cell),
                  _("the start tile on the cell %d, %d does not fit its neighbour"), x, y);
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
read_start (Loader      *loader,
            xmlNode     *node,
            CarcTileSet *set)
{
  for (xmlNode *cell = node->children; cell != NULL; cell = cell->next)
    {
      g_autofree char *tile = NULL;
      gint64 x, y;
      guint type;

      if (!element_is (cell, "cell"))
        continue;
      tile = prop (cell, "tile");
      if (!carc_tile_set_lookup (set, tile, &type))
        {
          fail (loader, CARC_IO_ERROR_INVALID, carc_xml_line (cell),
                _("the start names an unknown tile “%s”"), tile);
          return FALSE;
        }
      if (!carc_xml_read_int (cell, "x", -8, 8, &x, loader->name, loader->error)
          || !carc_xml_read_int (cell, "y", -8, 8, &y, loader->name, loader->error)
          || !start_cell_fits (loader, cell, set, type, x, y))
        return FALSE;
      carc_tile_set_add_start_cell (set, type, x, y);
    }
  return TRUE;
}

CarcTileSet *
carc_tile_set_load_bytes (GBytes      *data,
                          const char  *name,
                          GError     **error)
{
  g_autoptr(GHashTable) kinds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) declared = g_array_new (FALSE, FALSE, sizeof (CarcFeatureKindInfo));
  g_autoptr(GArray) kind_lines = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GHashTable) marks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) declared_marks = g_array_new (FALSE, FALSE, sizeof (DeclaredMark));
  Loader loader = { name, error, kinds, declared, kind_lines, marks, declared_marks };
  xmlDocPtr doc;
  xmlNode *root;
  g_autoptr(CarcTileSet) set = NULL;
  g_autofree char *id = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = carc_xml_parse (data, name, MAX_TILESET_SIZE, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (root != NULL && element_is (root, "tileset"))
    {
      g_autofree char *format = carc_xml_prop_token (root, "format");

      /* Format 1 named the marks of the published sets itself. */
      if (g_strcmp0 (format, "1") == 0)
        {
          fail (&loader, CARC_IO_ERROR_INVALID, carc_xml_line (root),
                _("the tile set is in format 1, which declared no marks: this version reads format 2"));
          xmlFreeDoc (doc);
          return NULL;
        }
    }
  if (!carc_xml_validate (doc, "tileset.rng", name, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }

  id = prop (root, "id");
  set = carc_tile_set_new (id);
  {
    g_autofree char *rules = carc_xml_prop_token (root, "rules");

    g_autofree char *theme = carc_xml_prop_token (root, "theme");

    carc_tile_set_set_rules (set, rules);
    carc_tile_set_set_theme (set, theme);
  }
  for (xmlNode *node = root->children; node != NULL && ok; node = node->next)
    if (element_is (node, "kind"))
      ok = read_kind (&loader, node);
    else if (element_is (node, "symbol") || element_is (node, "mark"))
      ok = read_mark (&loader, node);
    else if (element_is (node, "tile"))
      ok = read_tile (&loader, node, set);
    else if (element_is (node, "start"))
      ok = read_start (&loader, node, set);
  xmlFreeDoc (doc);

  if (!ok)
    return NULL;
  /* The engine deals at most CARC_MAX_TILES tiles, start tiles included. */
  if (carc_tile_set_get_n_tiles (set) + carc_tile_set_get_n_start_cells (set) >= CARC_MAX_TILES)
    {
      fail (&loader, CARC_IO_ERROR_INVALID, 1, _("the set has more than %d tiles"), CARC_MAX_TILES - 1);
      return NULL;
    }
  /* Only a file that loads declares its kinds and marks for the program. */
  if (!declare_all (&loader, set))
    return NULL;
  return g_steal_pointer (&set);
}

CarcTileSet *
carc_tile_set_load_file (GFile   *file,
                         GError **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = carc_xml_load_file (file, MAX_TILESET_SIZE, &name, error);

  if (bytes == NULL)
    return NULL;
  return carc_tile_set_load_bytes (bytes, name, error);
}

/* Loads one of the tile sets bundled in the application's resources.
 * Tile sets never change once loaded, so each is loaded once and shared. */
CarcTileSet *
carc_tile_set_load_builtin (const char  *id,
                            GError     **error)
{
  static GHashTable *loaded;
  static GMutex lock;
  g_autofree char *path = g_strdup_printf (CARC_RESOURCE_PREFIX "/tilesets/%s.xml", id);
  g_autoptr(GBytes) bytes = NULL;
  CarcTileSet *tiles;

  g_mutex_lock (&lock);
  if (loaded == NULL)
    loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) carc_tile_set_unref);
  tiles = g_hash_table_lookup (loaded, id);
  if (tiles != NULL)
    {
      g_mutex_unlock (&lock);
      return carc_tile_set_ref (tiles);
    }

  /* In any resource registered: a module may bring its set in its own. */
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_mutex_unlock (&lock);
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND,
                   _("The tile set “%s” is not part of this installation."), id);
      return NULL;
    }
  tiles = carc_tile_set_load_bytes (bytes, id, error);
  if (tiles != NULL)
    g_hash_table_insert (loaded, g_strdup (id), carc_tile_set_ref (tiles));
  g_mutex_unlock (&lock);
  return tiles;
}
