/* SPDX-License-Identifier: GPL-3.0-or-later */

/* carcassonne-cli: the rules engine without the desktop.
 *
 *   bench     the engine benchmark of benchmark.md (W1 games, W2 listing,
 *             W3 replay), one line each, stable keys
 *   simulate  plays random games and prints their results
 *   validate  checks a saved game: exit status 0 when it loads
 *   replay    prints the state a saved game reaches, as stable text
 *   tournament, bench-ai  the computer players (carc-cli-ai.c)
 *
 * Output is plain, untranslated and stable: scripts read it. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>

#include <string.h>
#include <time.h>

#include "carc-ai.h"
#include "carc-campaign-file.h"
#include "carc-module.h"
#include "carc-history.h"
#include "carc-rng.h"
#include "carc-save.h"
#include "carc-tileset-loader.h"
#include "carc-version.h"
#include "carc-cli.h"


/* The built-in tile sets, and @user_data (a set given with --tileset)
 * under its own id. */
static CarcTileSet *
lookup_tile_set (const char  *id,
                 gpointer     user_data,
                 GError     **error)
{
  static GHashTable *loaded;  /* id → CarcTileSet, read once for all the games */
  CarcTileSet *given = user_data;
  CarcTileSet *set;

  if (g_str_equal (carc_tile_set_get_id (given), id))
    return carc_tile_set_ref (given);
  if (loaded == NULL)
    loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) carc_tile_set_unref);
  set = g_hash_table_lookup (loaded, id);
  if (set == NULL)
    {
      set = carc_save_builtin_tile_sets (id, NULL, error);
      if (set == NULL)
        return NULL;
      g_hash_table_insert (loaded, g_strdup (id), set);
    }
  return carc_tile_set_ref (set);
}

/* A new game's setup: the classic deal of @tiles, or with --modules the
 * deal composed with those modules and their tile sets. */
CarcSetup *
carc_cli_new_setup (CarcTileSet   *tiles,
                    const Options *o,
                    guint          variants,
                    guint64        seed)
{
  g_auto(GStrv) modules = NULL;
  g_autoptr(GError) error = NULL;
  const char *tile_sets[] = { carc_tile_set_get_id (tiles), NULL };
  CarcSetup *setup;

  if (o->modules == NULL)
    return carc_setup_new_shuffled (tiles, o->players, variants, seed);
  modules = g_strsplit (o->modules, ",", -1);
  setup = carc_setup_compose (tile_sets, (const char *const *) modules, o->players, variants, seed,
                              lookup_tile_set, tiles, &error);
  if (setup == NULL)
    {
      static const char *const reasons[] = {
        [CARC_SETUP_ERROR_UNKNOWN_MODULE] = "unknown module",
        [CARC_SETUP_ERROR_UNKNOWN_TILE_SET] = "unknown tile set",
        [CARC_SETUP_ERROR_TILE_CLASH] = "tile id used twice",
        [CARC_SETUP_ERROR_PLAYS_ALONE] = "plays with no other modules or tiles",
        [CARC_SETUP_ERROR_PLAYERS] = "not played by that many players",
        [CARC_SETUP_ERROR_MODULE_TWICE] = "module switched on twice",
        [CARC_SETUP_ERROR_NEEDS_RULES] = "tile set played only with its own module",
        [CARC_SETUP_ERROR_NO_START] = "no start tile",
        [CARC_SETUP_ERROR_TWO_BASES] = "two modules replace the classic tiles",
      };

      g_printerr ("%s: %s\n", (guint) error->code < G_N_ELEMENTS (reasons) && reasons[error->code] != NULL
                                ? reasons[error->code] : "cannot compose", error->message);
      exit (2);
    }
  return setup;
}

guint
carc_cli_parse_variants (const char *list)
{
  g_auto(GStrv) names = g_strsplit (list ? list : "", ",", -1);
  guint variants = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (names[i], "first-edition-city"))
        variants |= CARC_VARIANT_FIRST_EDITION_CITY;
      else if (g_str_equal (names[i], "first-edition-farmers"))
        variants |= CARC_VARIANT_FIRST_EDITION_FARMERS;
      else if (g_str_equal (names[i], "no-farmers"))
        variants |= CARC_VARIANT_NO_FARMERS;
      else if (*names[i] != '\0')
        {
          g_printerr ("unknown variant: %s\n", names[i]);
          exit (2);
        }
    }
  return variants;
}

/* The random policy of the benchmark: uniform over the listed actions,
 * which are the distinct placements, then {skip} ∪ free segments.  The
 * engine picks the listed action the draw names without listing every
 * placement (carc_state_pick_action()); the games are those a list and
 * an index give. */
static void
play_random (CarcState *state,
             CarcRng   *rng,
             GArray    *log,
             guint      max_turns,
             guint     *placements)
{
  while (!carc_state_is_over (state))
    {
      const CarcDecision *d = carc_state_get_decision (state);
      CarcAction pick;

      if (d->kind == CARC_DECISION_PLACE_TILE)
        {
          if (max_turns == 0)
            return;
          max_turns--;
          (*placements)++;
        }
      if (!carc_state_pick_action (state, rng, &pick))
        g_error ("the engine listed no action for a game not over");
      if (log != NULL)
        g_array_append_vals (log, &pick, 1);
      if (carc_state_apply (state, &pick) != CARC_OK)
        g_error ("the engine refused an action it listed");
    }
}

static guint
total_score (const CarcState *state,
             guint            players)
{
  guint total = 0;

  for (guint p = 0; p < players; p++)
    total += carc_state_get_score (state, p);
  return total;
}

/* Plays @o's random games, keeping their logs in @logs when not NULL;
 * the seconds they took. */
static double
play_games (CarcTileSet   *tiles,
            const Options *o,
            guint          variants,
            GPtrArray     *logs,
            guint         *placements,
            guint64       *score_sum)
{
  gint64 start = g_get_monotonic_time ();

  for (gint64 i = 0; i < o->games; i++)
    {
      CarcSetup *setup = carc_cli_new_setup (tiles, o, variants, o->seed + i);
      CarcState *state = carc_state_new (setup);
      GArray *log = logs != NULL ? g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), 160) : NULL;
      CarcRng rng;

      carc_rng_init (&rng, (guint64) (o->seed + i) ^ G_GUINT64_CONSTANT (0x5eed5eed5eed5eed));
      play_random (state, &rng, log, G_MAXUINT, placements);
      *score_sum += total_score (state, o->players);
      if (logs != NULL)
        g_ptr_array_add (logs, log);
      carc_state_free (state);
      carc_setup_unref (setup);
    }
  return (g_get_monotonic_time () - start) / 1e6;
}

/* Nanoseconds on the monotonic clock: one listing takes less than a
 * microsecond, g_get_monotonic_time()'s unit. */
static gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* W2: placement listing on boards of 36 tiles, for every tile left.  The
 * first listing of each tile on a fresh board is timed on its own (the
 * branch predictor has not yet learnt that board), then @o->reps listings
 * of them all again, as the protocol asks. */
static void
bench_listing (CarcTileSet   *tiles,
               const Options *o,
               guint          variants)
{
  g_autoptr(GArray) actions = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), 256);
  guint64 enum_count = 0, enum_calls = 0, single_calls = 0;
  gint64 enum_ns = 0, single_ns = 0;

  for (gint b = 0; b < o->boards; b++)
    {
      CarcSetup *setup = carc_cli_new_setup (tiles, o, variants, o->seed + 1000 + b);
      CarcState *state = carc_state_new (setup);
      CarcRng rng;
      guint n_left, dummy = 0;
      const guint16 *left;
      gint64 t0;

      carc_rng_init (&rng, (guint64) (o->seed + 1000 + b) ^ G_GUINT64_CONSTANT (0x5eed5eed5eed5eed));
      play_random (state, &rng, NULL, 35, &dummy);
      left = carc_state_get_remaining (state, &n_left);
      t0 = now_ns ();
      for (guint t = 0; t < n_left; t++)
        {
          carc_state_list_placements (state, left[t], actions);
          enum_count += actions->len;
        }
      single_ns += now_ns () - t0;
      single_calls += n_left;
      t0 = now_ns ();
      for (gint r = 0; r < o->reps; r++)
        for (guint t = 0; t < n_left; t++)
          carc_state_list_placements (state, left[t], actions);
      enum_ns += now_ns () - t0;
      enum_calls += (guint64) o->reps * n_left;
      carc_state_free (state);
      carc_setup_unref (setup);
    }
  g_print ("ENUM engine=carc-c placed=36 boards=%d mean_placements=%.2f us_per_enum=%.4f\n",
           o->boards, single_calls ? (double) enum_count / single_calls : 0.0,
           enum_calls ? enum_ns / 1e3 / enum_calls : 0.0);
  /* A line of its own: the protocol's ENUM line keeps its keys. */
  g_print ("ENUM_SINGLE engine=carc-c placed=36 boards=%d listings=%" G_GUINT64_FORMAT " us_per_enum=%.4f\n",
           o->boards, single_calls, single_calls ? single_ns / 1e3 / single_calls : 0.0);
}

static int
run_bench (CarcTileSet   *tiles,
           const Options *o)
{
  guint variants = carc_cli_parse_variants (o->variants);
  g_autoptr(GPtrArray) logs = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  guint placements = 0;
  guint64 score_sum = 0;
  guint64 n_actions = 0;
  gint64 start;
  double secs;

  /* W1: random games through the public decision API. */
  secs = play_games (tiles, o, variants, logs, &placements, &score_sum);
  g_print ("BENCH engine=carc-c commit=%s games=%" G_GINT64_FORMAT " players=%d seed=%" G_GINT64_FORMAT
           "%s%s secs=%.3f games_per_s=%.0f turns=%u mean_total_score=%.3f\n",
           CARC_COMMIT, o->games, o->players, o->seed, o->modules ? " modules=" : "", o->modules ? o->modules : "",
           secs, o->games / secs, placements, (double) score_sum / o->games);
  if (o->modules != NULL && *o->modules != '\0')
    {
      /* The same games on the classic set alone, in the same run,
       * composed the same way and their logs kept alike (as W1's are, for
       * W3), for a ratio the machine's speed does not change. */
      Options classic = *o;
      guint classic_placements = 0;
      guint64 classic_sum = 0;
      double classic_secs;
      g_autoptr(GPtrArray) classic_logs = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

      classic.modules = (char *) "";
      classic_secs = play_games (tiles, &classic, variants, classic_logs, &classic_placements, &classic_sum);
      g_print ("CLASSIC engine=carc-c games=%" G_GINT64_FORMAT " players=%d secs=%.3f games_per_s=%.0f "
               "mean_total_score=%.3f ratio_games_per_s=%.3f\n",
               o->games, o->players, classic_secs, o->games / classic_secs, (double) classic_sum / o->games,
               classic_secs / secs);
    }

  bench_listing (tiles, o, variants);

  /* W3: setup and full replay of every W1 log. */
  start = g_get_monotonic_time ();
  for (gint64 i = 0; i < o->games; i++)
    {
      GArray *log = g_ptr_array_index (logs, i);
      CarcSetup *setup = carc_cli_new_setup (tiles, o, variants, o->seed + i);
      CarcState *state = carc_state_new (setup);

      for (guint k = 0; k < log->len; k++)
        carc_state_apply (state, &g_array_index (log, CarcAction, k));
      if (!carc_state_is_over (state))
        g_error ("replay of game %" G_GINT64_FORMAT " did not end the game", i);
      n_actions += log->len;
      carc_state_free (state);
      carc_setup_unref (setup);
    }
  secs = (g_get_monotonic_time () - start) / 1e6;
  g_print ("REPLAY engine=carc-c games=%" G_GINT64_FORMAT " actions=%.1f us_per_replay=%.2f\n",
           o->games, (double) n_actions / o->games, secs * 1e6 / o->games);
  return 0;
}

static int
run_simulate (CarcTileSet   *tiles,
              const Options *o)
{
  guint variants = carc_cli_parse_variants (o->variants);

  for (gint64 i = 0; i < o->games; i++)
    {
      g_autoptr(CarcSetup) setup = carc_cli_new_setup (tiles, o, variants, o->seed + i);
      CarcState *state = carc_state_new (setup);
      guint placements = 0;
      CarcRng rng;

      carc_rng_init (&rng, (guint64) (o->seed + i) ^ G_GUINT64_CONSTANT (0x5eed5eed5eed5eed));
      play_random (state, &rng, NULL, G_MAXUINT, &placements);
      g_print ("game %" G_GINT64_FORMAT " seed %" G_GINT64_FORMAT " tiles %u scores", i, o->seed + i,
               carc_state_get_n_tiles (state));
      for (gint p = 0; p < o->players; p++)
        g_print (" %u", carc_state_get_score (state, p));
      g_print ("\n");
      if (o->verbose)
        {
          guint n;
          const CarcEvent *ev = carc_state_get_events (state, &n);

          for (guint k = 0; k < n; k++)
            if (ev[k].kind == CARC_EVENT_FEATURE_SCORED)
              g_print ("  turn %u player %d %s %s tiles %u %s %u points %u\n", ev[k].turn,
                       g_bit_nth_lsf (ev[k].players, -1),
                       ev[k].final ? "final" : "play",
                       carc_feature_kind_get (ev[k].feature)->id,
                       ev[k].tiles,
                       ev[k].feature == CARC_FEATURE_FIELD ? "cities" : "arms",
                       ev[k].arms, ev[k].points);
        }
      carc_state_free (state);
    }
  return 0;
}

/* Plays one random game through a history, stops after @o->moves actions
 * (or at the end), and saves it: fixtures and fuzzing seeds.  With
 * --level, a cooperative level for --players people (1–5). */
static int
run_save (CarcTileSet   *tiles,
          const Options *o)
{
  static const char * const names[] = { "Red", "Green", "Blue", "Yellow", "Black", "Grey", NULL };
  static const char * const colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318", "#2b2b2b", "#9a9a9a", NULL };
  g_autoptr(GError) load_error = NULL;
  g_autoptr(CarcTileSet) mists = o->level > 0 ? carc_tile_set_load_builtin ("mists", &load_error) : NULL;
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(CarcHistory) history = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) deal = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr(CarcSavedGame) saved = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (o->save);
  g_autoptr(GError) error = NULL;
  CarcRng rng;

  if (load_error != NULL)
    {
      g_printerr ("%s\n", load_error->message);
      return 1;
    }
  setup = o->level > 0 ? carc_cli_mists_setup (mists, o->players, o->level, o->seed, o->cemeteries_last, o->house_marks)
                       : carc_cli_new_setup (tiles, o, carc_cli_parse_variants (o->variants), o->seed);
  carc_rng_init (&rng, (guint64) o->seed ^ G_GUINT64_CONSTANT (0x5eed5eed5eed5eed));
  if (o->level > 0 && o->search > 0)
    {
      /* The moves of a team that knew the pile (or chose it), when it wins. */
      CarcState *state = carc_state_new (setup);
      CarcOutcome outcome = carc_cli_mists_search (state, o, actions, deal);

      carc_state_free (state);
      if (outcome != CARC_OUTCOME_WON)
        {
          g_printerr ("the search (width %d) does not win level %d with seed %" G_GINT64_FORMAT "\n", o->search,
                      o->level, o->seed);
          return 1;
        }
      carc_setup_set_order (setup, (const guint16 *) (const void *) deal->data, deal->len);
      history = carc_history_new (setup);
      for (guint i = 0; i < actions->len && (o->moves < 0 || (gint) i < o->moves); i++)
        if (carc_history_apply (history, &g_array_index (actions, CarcAction, i)) != CARC_OK)
          g_error ("the search found a move the engine refuses");
    }
  else
    {
      CarcAiLevel level = CARC_AI_EASY;

      if (o->a != NULL && !carc_ai_level_from_string (o->a, &level))
        {
          g_printerr ("unknown level %s (easy, normal, strong)\n", o->a);
          return 1;
        }
      history = carc_history_new (setup);
      for (gint i = 0; (o->moves < 0 || i < o->moves) && !carc_state_is_over (carc_history_get_state (history)); i++)
        {
          CarcAiParams params;
          CarcAiResult result;

          /* With --a, computer players of that level play it, so the game
           * looks like one people play (pictures of the board, fixtures). */
          if (o->a != NULL)
            carc_ai_params_init (&params, level, carc_rng_next (&rng));
          if (o->a != NULL && carc_ai_choose (carc_history_get_state (history), &params, &result))
            {
              carc_history_apply (history, &result.action);
              continue;
            }
          carc_state_list_actions (carc_history_get_state (history), actions);
          carc_history_apply (history, &g_array_index (actions, CarcAction, carc_rng_range (&rng, actions->len)));
        }
    }
  saved = carc_saved_game_new (history, names, colours);
  if (!carc_save_write_file (saved, file, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}

/* Save and load times of finished games: to XML text and back, with the
 * full checks and replay of loading. */
static int
run_bench_save (CarcTileSet   *tiles,
                const Options *o)
{
  static const char * const names[] = { "Red", "Green", "Blue", "Yellow", "Black", "Grey", NULL };
  static const char * const colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318", "#2b2b2b", "#9a9a9a", NULL };
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  double write_us = 0, load_us = 0;
  guint64 bytes_total = 0;

  for (gint64 i = 0; i < o->games; i++)
    {
      g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (tiles, o->players, 0, o->seed + i);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      g_autoptr(CarcSavedGame) saved = NULL;
      g_autoptr(CarcSavedGame) loaded = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      CarcRng rng;
      char *xml;
      gsize length;
      gint64 t0;

      carc_rng_init (&rng, o->seed + i);
      while (!carc_state_is_over (carc_history_get_state (history)))
        {
          carc_state_list_actions (carc_history_get_state (history), actions);
          carc_history_apply (history, &g_array_index (actions, CarcAction, carc_rng_range (&rng, actions->len)));
        }
      t0 = g_get_monotonic_time ();
      saved = carc_saved_game_new (history, names, colours);
      xml = carc_save_to_xml (saved, &length);
      write_us += g_get_monotonic_time () - t0;
      bytes_total += length;
      bytes = g_bytes_new_take (xml, length);
      t0 = g_get_monotonic_time ();
      loaded = carc_save_from_bytes (bytes, "bench", carc_save_builtin_tile_sets, NULL, &error);
      load_us += g_get_monotonic_time () - t0;
      if (loaded == NULL)
        g_error ("%s", error->message);
    }
  g_print ("SAVE games=%" G_GINT64_FORMAT " players=%d mean_bytes=%.0f us_per_write=%.1f us_per_load=%.1f\n",
           o->games, o->players, (double) bytes_total / o->games, write_us / o->games, load_us / o->games);
  return 0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* A document of the given kind: @head, then @unit repeated until the
 * whole reaches @size bytes, then @tail. */
static GBytes *
hostile_document (const char *head,
                  const char *unit,
                  const char *tail,
                  gsize       size)
{
  GString *text = g_string_new (head);

  while (text->len + strlen (unit) + strlen (tail) <= size)
    g_string_append (text, unit);
  g_string_append (text, tail);
  return g_string_free_to_bytes (text);
}

typedef enum { HOSTILE_SAVE, HOSTILE_CAMPAIGN, HOSTILE_TILESET } HostileKind;

static gboolean
load_hostile (HostileKind  kind,
              GBytes      *bytes)
{
  g_autoptr(GError) error = NULL;

  if (kind == HOSTILE_SAVE)
    {
      g_autoptr(CarcSavedGame) game = carc_save_from_bytes (bytes, "hostile", carc_save_builtin_tile_sets,
                                                            NULL, &error);
      return game != NULL;
    }
  if (kind == HOSTILE_CAMPAIGN)
    {
      /* Every campaign's progress is read by one reader: the first's rules. */
      const CarcCampaignRules *rules = carc_campaign_rules_nth (0);
      CarcCampaignRecord record;

      carc_campaign_record_init (&record, rules);
      return carc_campaign_from_bytes (bytes, "hostile", rules, &record, &error);
    }
  {
    g_autoptr(CarcTileSet) set = carc_tile_set_load_bytes (bytes, "hostile", &error);
    return set != NULL;
  }
}

/* The worst files under each loader's size limit: how long loading or
 * refusing each takes (median of 5), in milliseconds. */
static int
run_bench_hostile (void)
{
  static const char save_head[] = "<?xml version=\"1.0\"?>\n<carcassonne-game format=\"1\">";
  static const char log_head[] = "<?xml version=\"1.0\"?>\n<carcassonne-game format=\"1\"><setup mode=\"classic\" "
    "tileset=\"base\" seed=\"1\"><player name=\"A\" colour=\"#d0312d\"/><player name=\"B\" colour=\"#2e8b3a\"/>"
    "<pile name=\"main\">A</pile></setup><log cursor=\"0\">";
  static const char campaign_head[] = "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>";
  static const char tileset_head[] = "<tileset format=\"1\" id=\"hostile\">";
  static const struct {
    HostileKind kind;
    const char *name;
    const char *head;
    const char *unit;
    const char *tail;
  } cases[] = {
    { HOSTILE_SAVE, "attributes-on-one-element", save_head, "<setup", "/></carcassonne-game>" },
    { HOSTILE_SAVE, "32-attributes-per-element", save_head,
      "<s a=\"\" b=\"\" c=\"\" d=\"\" e=\"\" f=\"\" g=\"\" h=\"\" i=\"\" j=\"\" k=\"\" l=\"\" m=\"\" n=\"\" o=\"\" p=\"\" "
      "q=\"\" r=\"\" s=\"\" t=\"\" u=\"\" v=\"\" w=\"\" x=\"\" y=\"\" z=\"\" A=\"\" B=\"\" C=\"\" D=\"\" E=\"\" F=\"\"/>",
      "</carcassonne-game>" },
    { HOSTILE_SAVE, "skips-in-the-log", log_head, "<skip/>", "</log></carcassonne-game>" },
    { HOSTILE_SAVE, "tiles-in-the-log", log_head, "<tile x=\"0\" y=\"1\" rotation=\"0\"/>", "</log></carcassonne-game>" },
    { HOSTILE_SAVE, "long-pile", "<?xml version=\"1.0\"?>\n<carcassonne-game format=\"1\"><setup mode=\"classic\" "
      "tileset=\"base\" seed=\"1\"><player name=\"A\" colour=\"#d0312d\"/><player name=\"B\" colour=\"#2e8b3a\"/>"
      "<pile name=\"main\">", " A", "</pile></setup><log cursor=\"0\"/></carcassonne-game>" },
    { HOSTILE_SAVE, "deep-nesting", save_head, "<a>", "</carcassonne-game>" },
    { HOSTILE_SAVE, "comments", save_head, "<!-- x -->", "</carcassonne-game>" },
    { HOSTILE_SAVE, "character-references", "<carcassonne-game format=\"1\" app-version=\"", "&#65;",
      "\"/>" },
    { HOSTILE_CAMPAIGN, "levels", campaign_head, "<level number=\"1\" attempts=\"1\" best=\"1\" won=\"true\"/>",
      "</carcassonne-campaign>" },
    { HOSTILE_CAMPAIGN, "attributes-on-one-element", "<carcassonne-campaign format=\"1\"><team", " a=\"\"",
      "/></carcassonne-campaign>" },
    { HOSTILE_TILESET, "tiles", tileset_head,
      "<tile id=\"B\" count=\"1\" edges=\"FFFF\"><monastery id=\"m\"/><field id=\"f\" halves=\"NL NR EL ER SL SR WL WR\"/></tile>",
      "</tileset>" },
    { HOSTILE_TILESET, "attributes-on-one-element", "<tileset format=\"1\"", " a=\"\"", "/>" },
  };
  static const gsize limits[] = { CARC_SAVE_MAX_SIZE, CARC_CAMPAIGN_MAX_SIZE, 1024 * 1024 };
  static const char * const kinds[] = { "save", "campaign", "tileset" };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GBytes) bytes = NULL;
      double ms[5];
      gboolean loaded = FALSE;

      /* "attributes-on-one-element" units differ per position. */
      if (g_str_has_prefix (cases[c].name, "attributes-on-one"))
        {
          GString *text = g_string_new (cases[c].head);

          for (guint i = 0; text->len + 32 < limits[cases[c].kind]; i++)
            g_string_append_printf (text, " a%u=\"\"", i);
          g_string_append (text, cases[c].tail);
          bytes = g_string_free_to_bytes (text);
        }
      else
        bytes = hostile_document (cases[c].head, cases[c].unit, cases[c].tail, limits[cases[c].kind]);
      for (guint r = 0; r < G_N_ELEMENTS (ms); r++)
        {
          gint64 t0 = g_get_monotonic_time ();

          loaded = load_hostile (cases[c].kind, bytes);
          ms[r] = (g_get_monotonic_time () - t0) / 1000.0;
        }
      qsort (ms, G_N_ELEMENTS (ms), sizeof ms[0], compare_doubles);
      g_print ("HOSTILE file=%s case=%s bytes=%" G_GSIZE_FORMAT " result=%s median_ms=%.1f max_ms=%.1f\n",
               kinds[cases[c].kind], cases[c].name, g_bytes_get_size (bytes), loaded ? "loaded" : "refused",
               ms[G_N_ELEMENTS (ms) / 2], ms[G_N_ELEMENTS (ms) - 1]);
    }
  return 0;
}

static int
run_validate (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);

  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("%s: valid saved game, %u moves, undo position %u\n", path, game->actions->len, game->cursor);
  return 0;
}

static int
run_replay (const char *path,
            gboolean    if_final,
            gboolean    list)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);
  g_autoptr(CarcHistory) history = NULL;
  CarcState *state;
  const CarcDecision *d;
  static const char * const decisions[] = { "none", "place-tile", "place-figure", "module", "chance" };
  /* The core's outcomes; a module's own are numbered from CARC_OUTCOME_MODULE. */
  static const char * const outcomes[] = { "none", "finished", "won", "lost" };

  if (game == NULL || (history = carc_saved_game_to_history (game, &error)) == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  state = carc_history_get_state (history);
  d = carc_state_get_decision (state);
  g_print ("players %u\n", game->n_players);
  for (guint p = 0; p < game->n_players; p++)
    g_print ("player %u %s score %u meeples %u\n", p, game->players[p].name, carc_state_get_score (state, p),
             carc_state_get_supply (state, p, CARC_FIGURE_MEEPLE));
  g_print ("tiles placed %u left %u\n", carc_state_get_n_tiles (state), carc_state_get_tiles_left (state));
  g_print ("moves %u undo-position %u\n", carc_history_get_length (history), carc_history_get_cursor (history));
  carc_cli_mists_print_state (state);
  if (if_final)
    {
      guint points[CARC_MAX_PLAYERS];

      /* What the final scoring would add, were the game to end now. */
      carc_state_preview_final (state, points);
      for (guint p = 0; p < game->n_players; p++)
        g_print ("if-final player %u %s points %u score %u\n", p, game->players[p].name, points[p],
                 carc_state_get_score (state, p) + points[p]);
    }
  if (list)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

      /* The legal actions now, each a line that can go into the log. */
      carc_state_list_actions (state, actions);
      for (guint i = 0; i < actions->len; i++)
        {
          g_autofree char *text = carc_save_action_to_text (carc_history_get_setup (history), &g_array_index (actions, CarcAction, i));

          g_print ("action %s\n", text);
        }
    }
  if (carc_state_is_over (state) && carc_state_get_outcome (state) < CARC_OUTCOME_MODULE)
    g_print ("game over: %s\n", outcomes[carc_state_get_outcome (state)]);
  else if (carc_state_is_over (state))
    g_print ("game over: module-%u\n", carc_state_get_outcome (state) - CARC_OUTCOME_MODULE);
  else
    {
      g_print ("turn %u player %u decision %s tile %s", carc_state_get_turn (state), d->player,
               d->kind < G_N_ELEMENTS (decisions) ? decisions[d->kind] : "?",
               carc_tile_set_get_type (carc_setup_get_tile_set (game->setup), d->tile_type)->id);
      /* A module may ask another player than the turn's. */
      if (d->acting != d->player)
        g_print (" acting %u", d->acting);
      g_print ("\n");
    }
  return 0;
}

/* The tile set given with --tileset, or the built-in base set. */
static CarcTileSet *
load_tiles (const char  *tileset,
            GError     **error)
{
  g_autoptr(GFile) file = NULL;

  if (tileset == NULL)
    return carc_tile_set_load_builtin ("base", error);
  file = g_file_new_for_commandline_arg (tileset);
  return carc_tile_set_load_file (file, error);
}

int
main (int   argc,
      char *argv[])
{
  g_auto(Options) o = { 10000, 0, FALSE, 1, 20, 200, FALSE, NULL, NULL, -1, 0, 0, FALSE, FALSE };
  g_autofree char *tileset = NULL;
  gboolean coop;
  const CarcCampaignRules *campaign;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT64, &o.games, "Number of games", "N" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &o.players, "Players (2–6; mists-report: only that team size, 1–5)", "P" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &o.seed, "Seed of the first game", "S" },
    { "boards", 0, 0, G_OPTION_ARG_INT, &o.boards, "Boards for the listing benchmark", "B" },
    { "reps", 0, 0, G_OPTION_ARG_INT, &o.reps, "Listings per tile and board", "R" },
    { "variants", 0, 0, G_OPTION_ARG_STRING, &o.variants,
      "Comma-separated: first-edition-city, first-edition-farmers, no-farmers", "LIST" },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &tileset, "Tile set file instead of the built-in base set", "FILE" },
    { "modules", 0, 0, G_OPTION_ARG_STRING, &o.modules,
      "bench, simulate: rules modules to switch on, comma-separated (river)", "LIST" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &o.verbose, "Print every scoring; mists-report: how each game ended", NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &o.save, "simulate: save the game (seed S) to FILE", "FILE" },
    { "moves", 0, 0, G_OPTION_ARG_INT, &o.moves, "simulate --save: stop after N moves", "N" },
    { "search", 0, 0, G_OPTION_ARG_INT, &o.search,
      "mists-report: could a team that knew the pile win? (search width W); simulate --level --save: save its won game", "W" },
    { "cemeteries-last", 0, 0, G_OPTION_ARG_NONE, &o.cemeteries_last,
      "mists-report, simulate --level: deal the cemeteries at the bottom of the last pile", NULL },
    { "house-marks", 0, 0, G_OPTION_ARG_NONE, &o.house_marks,
      "mists-report, simulate --level 6: the house rule's marks (rules decision 76)", NULL },
    { "choose-deal", 0, 0, G_OPTION_ARG_NONE, &o.choose_deal,
      "--search: the team may draw any tile not yet drawn (can the level be won on some deal?)", NULL },
    { "actions", 0, 0, G_OPTION_ARG_NONE, &o.actions,
      "replay: also list the legal actions now, one per line in the save's syntax", NULL },
    { "if-final", 0, 0, G_OPTION_ARG_NONE, &o.if_final,
      "replay: also print what the final scoring would give if the game ended now", NULL },
    { "a", 0, 0, G_OPTION_ARG_STRING, &o.a, "tournament: the first computer player's level (easy, normal, strong); simulate --save: every seat played at that level", "LEVEL" },
    { "b", 0, 0, G_OPTION_ARG_STRING, &o.b, "tournament: the second player's level", "LEVEL" },
    { "ms", 0, 0, G_OPTION_ARG_INT, &o.ms, "tournament, bench-ai, mists-report --policy hint: the strong player's time a decision (ms)", "MS" },
    { "playouts", 0, 0, G_OPTION_ARG_INT, &o.playouts, "tournament, bench-ai, mists-report --policy hint: the strong player's playouts a decision", "N" },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &o.policy,
      "mists-report: greedy (the team alone) or hint (the hint's policy beside the greedy team, same deals)", "POLICY" },
    { "level", 0, 0, G_OPTION_ARG_INT, &o.level, "simulate --save, host: a cooperative level (1–6) for P people; mists-report: only that level", "L" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("bench|simulate|validate FILE|replay FILE");
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = NULL;

  setlocale (LC_ALL, "");
  carc_rules_modules_register_builtin ();
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_add_group (context, carc_cli_net_options (&o));
  g_option_context_set_summary (context,
                                "bench     run the engine benchmark (W1 games, W2 listing, W3 replay)\n"
                                "simulate  play random games and print their scores\n"
                                "bench-save  time saving and loading finished games\n"
                                "bench-hostile  time refusing the worst files under the size limits\n"
                                "tournament  computer player --a against --b in seat-swapped pairs of games\n"
                                "bench-ai  the strong computer player's playouts a second\n"
                                "host, join URL  a game played from several computers (--help-net)\n"
                                "validate  check a saved game (exit status 0 when it loads)\n"
                                "replay    print the state a saved game reaches");
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  o.players_given = o.players != 0;
  if (o.players == 0)
    o.players = 2;
  if (argc == 3 && g_str_equal (argv[1], "validate"))
    return run_validate (argv[2]);
  if (argc == 3 && g_str_equal (argv[1], "replay"))
    return run_replay (argv[2], o.if_final, o.actions);
  if (argc == 3 && g_str_equal (argv[1], "join"))
    return carc_cli_join (argv[2], &o);
  if (argc == 2 && g_str_equal (argv[1], "bench-hostile"))
    return run_bench_hostile ();
  coop = argc == 2 && (o.level > 0 || g_str_equal (argv[1], "mists-report"));
  /* The cooperative levels are the format-1 campaign's (the Mists'). */
  campaign = carc_campaign_rules_of_format_1 ();
  if (argc != 2 || o.games < 1 || o.level < 0 || (campaign != NULL && o.level > (gint) campaign->n_levels)
      || o.players < (coop ? 1 : CARC_MIN_PLAYERS)
      || o.players > (coop ? (gint) (campaign != NULL ? campaign->max_people : 0) : CARC_MAX_PLAYERS)
      || o.boards < 0 || o.reps < 1)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      g_printerr ("%s", help);
      return 2;
    }

  tiles = load_tiles (tileset, &error);
  if (tiles == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  if (g_str_equal (argv[1], "bench"))
    return run_bench (tiles, &o);
  if (g_str_equal (argv[1], "host"))
    return carc_cli_host (tiles, &o);
  if (g_str_equal (argv[1], "bench-save"))
    return run_bench_save (tiles, &o);
  if (g_str_equal (argv[1], "tournament"))
    return carc_cli_tournament (tiles, &o);
  if (g_str_equal (argv[1], "bench-ai"))
    return carc_cli_bench_ai (tiles, &o);
  if (g_str_equal (argv[1], "mists-report"))
    return carc_cli_mists_report (&o);
  if (g_str_equal (argv[1], "simulate"))
    return o.save != NULL ? run_save (tiles, &o) : run_simulate (tiles, &o);
  g_printerr ("unknown command: %s\n", argv[1]);
  return 2;
}
