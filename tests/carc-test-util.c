/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Helpers that build boards tile by tile through the engine's one door. */
#include "carc-test-util.h"
#include "carc-module.h"
#include "carc-save.h"

static CarcTileSet *base_tiles;

void
test_init (int    *argc,
           char ***argv)
{
  g_test_init (argc, argv, NULL);
  carc_rules_modules_register_builtin ();
}

CarcTileSet *
test_base_tiles (void)
{
  if (base_tiles == NULL)
    {
      g_autoptr(GError) error = NULL;

      base_tiles = carc_tile_set_load_builtin ("base", &error);
      g_assert_no_error (error);
    }
  return base_tiles;
}

guint
test_type (const char *id)
{
  guint type;

  g_assert_true (carc_tile_set_lookup (test_base_tiles (), id, &type));
  return type;
}

/* A game whose pile is exactly @order: tile ids separated by spaces. */
CarcState *
test_game_new (guint       players,
               guint       variants,
               const char *order)
{
  g_auto(GStrv) ids = g_strsplit (order, " ", -1);
  g_autoptr(CarcSetup) setup = carc_setup_new (test_base_tiles (), players);

  carc_setup_set_variants (setup, variants);
  for (guint i = 0; ids[i] != NULL; i++)
    carc_setup_append_tile (setup, test_type (ids[i]));
  return carc_state_new (setup);
}

/* Places the current tile and then a meeple on @segment of it (an index
 * into the tile type's segments, in the order of data/tilesets/base.xml),
 * or skips the figure step. */
void
test_play (CarcState *state,
           gint       x,
           gint       y,
           guint      rotation,
           gint       segment)
{
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };
  const CarcDecision *d = carc_state_get_decision (state);

  g_assert_cmpint (d->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &place)), ==, "ok");

  if (segment == NO_FIGURE)
    {
      if (d->kind == CARC_DECISION_PLACE_FIGURE)
        {
          CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

          g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
        }
    }
  else
    {
      CarcAction figure = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = segment,
                            .figure = CARC_FIGURE_MEEPLE };

      g_assert_cmpint (d->kind, ==, CARC_DECISION_PLACE_FIGURE);
      g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &figure)), ==, "ok");
    }
}

char *
test_dump (CarcState *state)
{
  GString *out = g_string_new (NULL);

  carc_state_dump (state, out);
  return g_string_free (out, FALSE);
}

/* What must hold after every action of every game. */
void
test_check_invariants (CarcState   *state,
                       const guint *previous_scores)
{
  CarcSetup *setup = carc_state_get_setup (state);
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  guint players = carc_setup_get_n_players (setup);
  guint on_board[CARC_MAX_PLAYERS][CARC_MAX_FIGURE_KINDS] = { { 0 } };
  static const gint dx[4] = { 0, 1, 0, -1 };
  static const gint dy[4] = { -1, 0, 1, 0 };

  /* Figures are conserved, of every kind the players own. */
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      g_assert_cmpuint (f.figure, <, carc_state_get_n_figure_kinds (state));
      /* A neutral figure (the mage, the witch) is nobody's, one of a kind. */
      if (f.player == CARC_NEUTRAL)
        {
          g_assert_cmpuint (carc_state_get_figure_kind (state, f.figure)->per_player, ==, 0);
          for (guint j = 0; j < i; j++)
            {
              CarcFigureInfo g;

              carc_state_get_figure (state, j, &g);
              g_assert_false (g.player == CARC_NEUTRAL && g.figure == f.figure);
            }
          continue;
        }
      g_assert_cmpuint (f.player, <, players);
      on_board[f.player][f.figure]++;
    }
  for (guint p = 0; p < players; p++)
    {
      g_assert_cmpuint (on_board[p][CARC_FIGURE_MEEPLE] + carc_state_get_supply (state, p, CARC_FIGURE_MEEPLE), ==,
                        CARC_MEEPLES_PER_PLAYER);
      for (guint k = 1; k < carc_state_get_n_figure_kinds (state); k++)
        if (carc_state_get_figure_kind (state, k)->per_player > 0)
          g_assert_cmpuint (on_board[p][k] + carc_state_get_supply (state, p, k), ==,
                            carc_state_get_figure_kind (state, k)->per_player);
      /* Scores never decrease. */
      g_assert_cmpuint (carc_state_get_score (state, p), >=, previous_scores[p]);
    }

  /* Every placed tile matches its neighbours. */
  for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
    {
      CarcPlacedTile t;
      const CarcTileType *tt;

      carc_state_get_tile (state, i, &t);
      tt = carc_tile_set_get_type (tiles, t.type);
      g_assert_cmpint (carc_state_tile_at (state, t.x, t.y), ==, (gint) i);
      for (guint d = 0; d < 4; d++)
        {
          gint n = carc_state_tile_at (state, t.x + dx[d], t.y + dy[d]);
          CarcPlacedTile u;
          const CarcTileType *ut;

          if (n < 0)
            continue;
          carc_state_get_tile (state, n, &u);
          ut = carc_tile_set_get_type (tiles, u.type);
          g_assert_cmpuint (tt->edges[(d - t.rotation) & 3], ==,
                            ut->edges[((d + 2) - u.rotation) & 3]);
        }
    }
}

/* Plays @history to the end with random legal actions drawn from @seed,
 * checking the invariants after each; then undoes everything and redoes
 * it, which must reach the same state.  Returns that state's dump. */
char *
test_play_random (CarcHistory *history,
                  guint64      seed)
{
  guint players = carc_setup_get_n_players (carc_history_get_setup (history));
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autofree char *redone = NULL;
  char *end;
  CarcRng rng;

  carc_rng_init (&rng, seed);
  while (!carc_state_is_over (carc_history_get_state (history)))
    {
      guint scores[CARC_MAX_PLAYERS];
      CarcState *state = carc_history_get_state (history);

      for (guint p = 0; p < players; p++)
        scores[p] = carc_state_get_score (state, p);
      carc_state_list_actions (state, actions);
      g_assert_cmpuint (actions->len, >, 0);
      /* What is listed, check accepts (and apply carries out). */
      for (guint i = 0; i < actions->len; i++)
        g_assert_cmpstr (carc_error_to_string (carc_state_check (state, &g_array_index (actions, CarcAction, i))),
                         ==, "ok");
      g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction,
                                                                    carc_rng_range (&rng, actions->len))),
                       ==, CARC_OK);
      test_check_invariants (carc_history_get_state (history), scores);
    }
  end = test_dump (carc_history_get_state (history));
  g_assert_true (carc_history_seek (history, 0) == CARC_OK);
  g_assert_true (carc_history_seek (history, carc_history_get_length (history)) == CARC_OK);
  redone = test_dump (carc_history_get_state (history));
  g_assert_cmpstr (end, ==, redone);
  return end;
}

CarcState *
test_composed_game (const char *const *sets,
                    const char *const *modules,
                    guint              variants,
                    const char        *ids)
{
  return test_composed_game_for (sets, modules, 2, variants, ids);
}

CarcState *
test_composed_game_for (const char *const *sets,
                        const char *const *modules,
                        guint              n_players,
                        guint              variants,
                        const char        *ids)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, n_players, variants, 1, carc_save_builtin_tile_sets,
                                                   NULL, &error);
  CarcTileSet *tiles;
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint16));

  g_assert_no_error (error);
  tiles = carc_setup_get_tile_set (setup);
  for (guint i = 0; list[i] != NULL; i++)
    {
      guint type;

      g_assert_true (carc_tile_set_lookup (tiles, list[i], &type));
      g_array_append_val (order, (guint16) { type });
    }
  carc_setup_set_order (setup, (const guint16 *) order->data, order->len);
  return carc_state_new (setup);
}

guint
test_segment_of (CarcState *state,
                 guint      kind)
{
  CarcPlacedTile tile;
  const CarcTileType *type;

  carc_state_get_tile (state, carc_state_get_last_placed (state), &tile);
  type = carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)), tile.type);
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == kind)
      return s;
  g_assert_not_reached ();
}

void
test_play_figure (CarcState *state,
                  gint       x,
                  gint       y,
                  guint      rotation,
                  gint       figure,
                  guint      kind)
{
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &place)), ==, "ok");
  if (carc_state_get_decision (state)->kind != CARC_DECISION_PLACE_FIGURE)
    return;
  if (figure < 0)
    g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
  else
    {
      CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = x, .y = y, .figure = figure,
                       .segment = test_segment_of (state, kind) };

      g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &a)), ==, "ok");
    }
}

void
test_meeple_of_kind (CarcState *state,
                     gint       kind)
{
  CarcAction a = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  if (kind >= 0)
    a = (CarcAction) { .kind = CARC_ACTION_PLACE_FIGURE, .segment = test_segment_of (state, kind) };
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &a)), ==, "ok");
}

void
test_answer (CarcState  *state,
             CarcAction  action)
{
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_MODULE);
  action.module = carc_state_get_decision (state)->module;
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &action)), ==, "ok");
}

guint
test_line_points (CarcState  *state,
                  guint       player,
                  const char *line)
{
  gint category = carc_state_find_score_category (state, line);

  g_assert_cmpint (category, >=, 0);
  return carc_state_get_category_score (state, player, category);
}

void
test_random_module_games (const char *const *modules,
                   guint              n_games,
                   guint              n_tiles)
{
  static const guint variants[] = {
    0, CARC_VARIANT_FIRST_EDITION_FARMERS, CARC_VARIANT_NO_FARMERS, CARC_VARIANT_FIRST_EDITION_CITY,
  };
  static const char *const names[] = { "A", "B", "C", "D", "E", "F", NULL };
  static const char *const colours[] = { "#e01b24", "#1c71d8", "#2ec27e", "#f6d32d", "#241f31", "#9a9996", NULL };
  const char *sets[] = { "base", NULL };

  for (guint64 seed = 1; seed <= n_games; seed++)
    {
      guint players = 2 + seed % 5;
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, players, variants[seed % G_N_ELEMENTS (variants)],
                                                       seed, carc_save_builtin_tile_sets, NULL, &error);
      g_autoptr(CarcHistory) history = NULL;
      g_autofree char *end = NULL;
      g_autofree char *xml = NULL;
      g_autofree char *loaded = NULL;
      g_autoptr(GBytes) bytes = NULL;
      CarcSavedGame *saved, *read;
      CarcHistory *again;
      gsize length;

      g_assert_no_error (error);
      g_assert_cmpuint (carc_tile_set_get_n_tiles (carc_setup_get_tile_set (setup)), ==, n_tiles);
      history = carc_history_new (setup);
      end = test_play_random (history, seed);

      saved = carc_saved_game_new (history, names, colours);
      xml = carc_save_to_xml (saved, &length);
      carc_saved_game_free (saved);
      bytes = g_bytes_new (xml, length);
      read = carc_save_from_bytes (bytes, "random.xml", carc_save_builtin_tile_sets, NULL, &error);
      g_assert_no_error (error);
      again = carc_saved_game_to_history (read, &error);
      g_assert_no_error (error);
      loaded = test_dump (carc_history_get_state (again));
      g_assert_cmpstr (end, ==, loaded);
      carc_history_free (again);
      carc_saved_game_free (read);
    }
}
