/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The rules-module contract, tried with small modules of the tests' own
 * (docs/modules.md gives every hook's rule with several modules on). */
#include "carc-module.h"
#include "carc-save.h"
#include "carc-test-util.h"

#include <string.h>

#define CARELESS_MODULE "test-careless"

/* A module that asks one question after every tile and whose apply
 * changes the state before it looks at the action: it lists choices 1
 * and 2 and gives that many points. */
typedef struct
{
  guint asked_for;   /* tiles placed when it last asked, plus one */
} Careless;

static gpointer
careless_create (CarcState *state)
{
  return g_new0 (Careless, 1);
}

static gpointer
careless_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Careless));
}

static gboolean
careless_pending (CarcState    *state,
                  gpointer      data,
                  CarcDecision *decision)
{
  Careless *self = data;
  guint placed = carc_state_get_n_tiles (state);

  if (self->asked_for == placed + 1)
    return FALSE;
  decision->choice_kind = 1;
  return TRUE;
}

static void
careless_list (CarcState *state,
               gpointer   data,
               GArray    *actions)
{
  for (guint choice = 1; choice <= 2; choice++)
    {
      CarcAction a = { .kind = CARC_ACTION_MODULE, .module = carc_state_get_decision (state)->module,
                       .choice = choice };

      g_array_append_val (actions, a);
    }
}

static CarcError
careless_apply (CarcState        *state,
                gpointer          data,
                const CarcAction *action)
{
  Careless *self = data;

  /* Careless: it changes the state first. */
  carc_state_add_points (state, carc_state_get_decision (state)->player, CARC_SCORE_ROAD, action->choice);
  self->asked_for = carc_state_get_n_tiles (state) + 1;
  return action->choice <= 2 ? CARC_OK : CARC_ERROR_MODULE_RULE;
}

static void
careless_dump (CarcState *state,
               gpointer   data,
               GString   *out)
{
  g_string_append_printf (out, "careless asked-for=%u\n", ((Careless *) data)->asked_for);
}

static const CarcRulesModule careless_module = {
  .id = CARELESS_MODULE,
  .create = careless_create,
  .destroy = g_free,
  .copy = careless_copy,
  .pending_decision = careless_pending,
  .list_actions = careless_list,
  .apply = careless_apply,
  .dump = careless_dump,
};

/* An action the deciding module did not list is refused by the core and
 * changes nothing, whatever the module's apply would have done. */
static void
test_unlisted_module_action_changes_nothing (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 7);
  CarcState *state;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint answered = 0;

  carc_rules_module_register (&careless_module);
  carc_setup_add_module (setup, CARELESS_MODULE);
  state = carc_state_new (setup);
  while (!carc_state_is_over (state) && answered < 20)
    {
      const CarcDecision *d = carc_state_get_decision (state);

      if (d->kind == CARC_DECISION_MODULE)
        {
          static const guint8 unlisted[] = { 0, 3, 255 };
          g_autoptr(GString) before = g_string_new (NULL);

          carc_state_dump (state, before);
          for (guint i = 0; i < G_N_ELEMENTS (unlisted); i++)
            {
              CarcAction bad = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = unlisted[i] };
              g_autoptr(GString) after = g_string_new (NULL);

              g_assert_cmpint (carc_state_apply (state, &bad), ==, CARC_ERROR_MODULE_RULE);
              carc_state_dump (state, after);
              g_assert_cmpstr (after->str, ==, before->str);
            }
          answered++;
        }
      carc_state_list_actions (state, actions);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_cmpint (carc_state_apply (state, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
    }
  g_assert_cmpuint (answered, ==, 20);
  carc_state_free (state);
}

#define NEIGHBOUR_MODULE "test-neighbour"

/* A module that asks the next player in turn order a question about each
 * tile placed (as Crop Circles asks the other players), with one answer. */
static gboolean
neighbour_pending (CarcState    *state,
                   gpointer      data,
                   CarcDecision *decision)
{
  guint *asked_for = data;

  if (*asked_for == carc_state_get_n_tiles (state) + 1)
    return FALSE;
  decision->choice_kind = 1;
  decision->acting = decision->player + 1;
  /* Trying to take the turn too: the core keeps whose turn it is. */
  decision->player = decision->acting;
  return TRUE;
}

static void
neighbour_list (CarcState *state,
                gpointer   data,
                GArray    *actions)
{
  CarcAction a = { .kind = CARC_ACTION_MODULE, .module = carc_state_get_decision (state)->module, .choice = 1 };

  g_array_append_val (actions, a);
}

static CarcError
neighbour_apply (CarcState        *state,
                 gpointer          data,
                 const CarcAction *action)
{
  *(guint *) data = carc_state_get_n_tiles (state) + 1;
  return CARC_OK;
}

static const CarcRulesModule neighbour_module = {
  .id = NEIGHBOUR_MODULE,
  .create = careless_create,
  .destroy = g_free,
  .copy = careless_copy,
  .pending_decision = neighbour_pending,
  .list_actions = neighbour_list,
  .apply = neighbour_apply,
};

/* A decision names whose turn it is and who decides now; another player
 * deciding never moves the turn order. */
static void
test_another_player_decides (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 3, 0, 5);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state;
  guint turns = 0, asked = 0, last_turn = 0, turn_player = 0;

  carc_rules_module_register (&neighbour_module);
  carc_setup_add_module (setup, NEIGHBOUR_MODULE);
  state = carc_state_new (setup);
  while (!carc_state_is_over (state) && turns < 30)
    {
      const CarcDecision *d = carc_state_get_decision (state);

      if (carc_state_get_turn (state) != last_turn)
        {
          /* A new turn: the next player after the last turn's, always. */
          if (last_turn != 0)
            g_assert_cmpuint (d->player, ==, (turn_player + 1) % 3);
          last_turn = carc_state_get_turn (state);
          turn_player = d->player;
          turns++;
        }
      g_assert_cmpuint (d->player, ==, turn_player);
      if (d->kind == CARC_DECISION_MODULE)
        {
          g_assert_cmpuint (d->acting, ==, (turn_player + 1) % 3);
          asked++;
        }
      else
        g_assert_cmpuint (d->acting, ==, d->player);
      carc_state_list_actions (state, actions);
      g_assert_cmpint (carc_state_apply (state, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
    }
  g_assert_cmpuint (turns, ==, 30);
  g_assert_cmpuint (asked, >=, 29);
  carc_state_free (state);
}

/* Two modules with final scorings of their own, the first replacing the
 * classic one: each records when it ran, in one shared log. */
static GString *final_log;

static void
replacing_final (CarcState *state,
                 gpointer   data)
{
  g_string_append (final_log, "replacing ");
}

static void
adding_final (CarcState *state,
              gpointer   data)
{
  g_string_append (final_log, "adding ");
  carc_state_add_points (state, 1, CARC_SCORE_ROAD, 10);
}

static const CarcRulesModule replacing_module = {
  .id = "test-replacing-final",
  .final_scoring = replacing_final,
  .no_final_scoring = TRUE,
};

static const CarcRulesModule adding_module = {
  .id = "test-adding-final",
  .final_scoring = adding_final,
};

/* Plays the setup's game to the end with the first listed action. */
static CarcState *
play_out (CarcSetup *setup)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = carc_state_new (setup);

  while (!carc_state_is_over (state))
    {
      carc_state_list_actions (state, actions);
      g_assert_cmpint (carc_state_apply (state, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
    }
  return state;
}

/* Every module's final scoring runs, in the setup's order; a module that
 * replaces the classic final scoring replaces only that. */
static void
test_final_scorings_combine (void)
{
  g_autoptr(CarcSetup) plain = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 9);
  g_autoptr(CarcSetup) adding = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 9);
  g_autoptr(CarcSetup) both = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 9);
  CarcState *a, *b, *c;
  guint classic_final;

  final_log = g_string_new (NULL);
  carc_rules_module_register (&replacing_module);
  carc_rules_module_register (&adding_module);
  g_assert_true (carc_setup_add_module (adding, "test-adding-final"));
  g_assert_true (carc_setup_add_module (both, "test-replacing-final"));
  g_assert_true (carc_setup_add_module (both, "test-adding-final"));

  a = play_out (plain);
  b = play_out (adding);
  g_assert_cmpstr (final_log->str, ==, "adding ");
  g_string_truncate (final_log, 0);
  c = play_out (both);
  g_assert_cmpstr (final_log->str, ==, "replacing adding ");

  /* The same moves: the classic final scoring gives player 1 something in
   * this game, the adding module 10 more; with the replacing module on,
   * only the 10. */
  classic_final = carc_state_get_score (a, 1) - carc_state_get_score (c, 1) + 10;
  g_assert_cmpuint (classic_final, >, 0);
  g_assert_cmpuint (carc_state_get_score (b, 1), ==, carc_state_get_score (a, 1) + 10);
  carc_state_free (a);
  carc_state_free (b);
  carc_state_free (c);
  g_string_free (final_log, TRUE);
}

/* A module this program does not have is refused when the setup is built:
 * no game silently plays without it. */
static void
test_unknown_module_refused (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 5);

  carc_rules_module_register (&careless_module);
  g_assert_false (carc_setup_add_module (setup, "dragons"));
  g_assert_false (carc_setup_add_module (setup, "dragons:level=2"));
  g_assert_cmpuint (carc_setup_get_n_modules (setup), ==, 0);
  g_assert_true (carc_setup_add_module (setup, CARELESS_MODULE));
  g_assert_cmpuint (carc_setup_get_n_modules (setup), ==, 1);
}

/* A game whose pile is exactly @order (tile ids separated by spaces), with
 * the modules named after it, up to a NULL, switched on in that order. */
static CarcSetup *
setup_with_modules (guint       players,
                    const char *order,
                    ...)
{
  g_auto(GStrv) ids = g_strsplit (order, " ", -1);
  CarcSetup *setup = carc_setup_new (test_base_tiles (), players);
  const char *module;
  va_list args;

  for (guint i = 0; ids[i] != NULL; i++)
    carc_setup_append_tile (setup, test_type (ids[i]));
  va_start (args, order);
  while ((module = va_arg (args, const char *)) != NULL)
    g_assert_true (carc_setup_add_module (setup, module));
  va_end (args);
  return setup;
}

/* Two placement filters: one refuses the cells west of the start tile,
 * the other a tile turned three quarters. */
static void
keep_placements (GArray   *actions,
                 guint     first,
                 gboolean (*keep) (const CarcAction *a))
{
  guint kept = first;

  for (guint i = first; i < actions->len; i++)
    if (keep (&g_array_index (actions, CarcAction, i)))
      g_array_index (actions, CarcAction, kept++) = g_array_index (actions, CarcAction, i);
  g_array_set_size (actions, kept);
}

static gboolean
not_west (const CarcAction *a)
{
  return a->x >= 0;
}

static gboolean
not_three_quarters (const CarcAction *a)
{
  return a->rotation != 3;
}

static void
no_west_filter (CarcState *state,
                gpointer   data,
                guint      type,
                GArray    *actions,
                guint      first)
{
  keep_placements (actions, first, not_west);
}

static void
no_three_quarters_filter (CarcState *state,
                          gpointer   data,
                          guint      type,
                          GArray    *actions,
                          guint      first)
{
  keep_placements (actions, first, not_three_quarters);
}

/* Each filter explains only its own refusals, with a reason of its own. */
#define NO_WEST_REASON 7
#define NO_THREE_QUARTERS_REASON 9

static guint
no_west_explain (CarcState        *state,
                 gpointer          data,
                 const CarcAction *action,
                 CarcError         error)
{
  return error == CARC_ERROR_MODULE_RULE && !not_west (action) ? NO_WEST_REASON : 0;
}

static guint
no_three_quarters_explain (CarcState        *state,
                           gpointer          data,
                           const CarcAction *action,
                           CarcError         error)
{
  return error == CARC_ERROR_MODULE_RULE && !not_three_quarters (action) ? NO_THREE_QUARTERS_REASON : 0;
}

static const CarcRulesModule no_west_module = {
  .id = "test-no-west",
  .filter_placements = no_west_filter,
  .explain_refusal = no_west_explain,
};

static const CarcRulesModule no_three_quarters_module = {
  .id = "test-no-three-quarters",
  .filter_placements = no_three_quarters_filter,
  .explain_refusal = no_three_quarters_explain,
};

/* A placement is legal only when every module's filter allows it. */
static void
test_placement_filters_combine (void)
{
  g_autoptr(CarcSetup) plain_setup = setup_with_modules (2, "V", NULL);
  g_autoptr(CarcSetup) west_setup = setup_with_modules (2, "V", "test-no-west", NULL);
  g_autoptr(CarcSetup) turn_setup = setup_with_modules (2, "V", "test-no-three-quarters", NULL);
  g_autoptr(CarcSetup) both_setup = setup_with_modules (2, "V", "test-no-west",
                                                        "test-no-three-quarters", NULL);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  /* Each refused by one filter only. */
  const CarcAction west = { .kind = CARC_ACTION_PLACE_TILE, .x = -1, .y = 0, .rotation = 2 };
  const CarcAction turned = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = 1, .rotation = 3 };
  const CarcAction mismatch = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = -1, .rotation = 0 };
  const CarcAction allowed = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0, .rotation = 1 };
  CarcState *plain, *west_only, *turn_only, *both;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint refused = 0;

  plain = carc_state_new (plain_setup);
  west_only = carc_state_new (west_setup);
  turn_only = carc_state_new (turn_setup);
  both = carc_state_new (both_setup);

  /* The curve V fits next to the start tile D in 6 ways: east r0 r1,
   * west r2 r3, south r0 r3.  Three of them are refused by a filter. */
  carc_state_list_actions (plain, actions);
  g_assert_cmpuint (actions->len, ==, 6);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);

      refused += a->x < 0 || a->rotation == 3;
    }
  g_assert_cmpuint (refused, ==, 3);

  carc_state_list_actions (west_only, actions);
  g_assert_cmpuint (actions->len, ==, 4);
  carc_state_list_actions (turn_only, actions);
  g_assert_cmpuint (actions->len, ==, 4);
  carc_state_list_actions (both, actions);
  g_assert_cmpuint (actions->len, ==, 6 - refused);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);

      g_assert_cmpint (a->x, >=, 0);
      g_assert_cmpuint (a->rotation, !=, 3);
      g_assert_cmpint (carc_state_check (both, a), ==, CARC_OK);
    }

  /* Alone, each filter lets the other's refusal through. */
  g_assert_cmpint (carc_state_check (west_only, &turned), ==, CARC_OK);
  g_assert_cmpint (carc_state_check (turn_only, &west), ==, CARC_OK);

  /* Together both refuse, as a module rule, and nothing changes. */
  before = test_dump (both);
  g_assert_cmpint (carc_state_check (both, &west), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpint (carc_state_check (both, &turned), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpint (carc_state_apply (both, &west), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpint (carc_state_apply (both, &turned), ==, CARC_ERROR_MODULE_RULE);
  /* The edges are checked before any filter. */
  g_assert_cmpint (carc_state_check (both, &mismatch), ==, CARC_ERROR_EDGE_MISMATCH);
  after = test_dump (both);
  g_assert_cmpstr (after, ==, before);

  g_assert_cmpint (carc_state_apply (both, &allowed), ==, CARC_OK);
  g_assert_cmpuint (carc_state_get_n_tiles (both), ==, 2);

  carc_state_free (plain);
  carc_state_free (west_only);
  carc_state_free (turn_only);
  carc_state_free (both);
}

/* A refusal is explained by the first module, in setup order, that has
 * a reason for it; with none (or no module at all) there is no reason,
 * and the core's error says it all. */
static void
test_explain_refusal_first_reason (void)
{
  g_autoptr(CarcSetup) plain_setup = setup_with_modules (2, "V", NULL);
  g_autoptr(CarcSetup) west_first_setup = setup_with_modules (2, "V", "test-no-west",
                                                              "test-no-three-quarters", NULL);
  g_autoptr(CarcSetup) turn_first_setup = setup_with_modules (2, "V", "test-no-three-quarters",
                                                              "test-no-west", NULL);
  /* Refused by both filters, by one, and by the core's edges. */
  const CarcAction both = { .kind = CARC_ACTION_PLACE_TILE, .x = -1, .y = 0, .rotation = 3 };
  const CarcAction west = { .kind = CARC_ACTION_PLACE_TILE, .x = -1, .y = 0, .rotation = 2 };
  const CarcAction mismatch = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = -1, .rotation = 0 };
  const CarcAction allowed = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0, .rotation = 1 };
  CarcState *plain = carc_state_new (plain_setup);
  CarcState *west_first = carc_state_new (west_first_setup);
  CarcState *turn_first = carc_state_new (turn_first_setup);
  g_autofree char *before = test_dump (west_first);
  g_autofree char *after = NULL;
  guint module = G_MAXUINT;

  g_assert_cmpint (carc_state_check (west_first, &both), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (carc_state_explain_refusal (west_first, &both, CARC_ERROR_MODULE_RULE, &module), ==,
                    NO_WEST_REASON);
  g_assert_cmpuint (module, ==, 0);
  g_assert_cmpuint (carc_state_explain_refusal (turn_first, &both, CARC_ERROR_MODULE_RULE, &module), ==,
                    NO_THREE_QUARTERS_REASON);
  g_assert_cmpuint (module, ==, 0);

  /* The first module has no reason: the second's is the answer. */
  g_assert_cmpint (carc_state_check (turn_first, &west), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (carc_state_explain_refusal (turn_first, &west, CARC_ERROR_MODULE_RULE, &module), ==,
                    NO_WEST_REASON);
  g_assert_cmpuint (module, ==, 1);

  /* The core's own refusal, an action no module refuses, and a game
   * without modules: no reason, and @module_index is left alone. */
  module = G_MAXUINT;
  g_assert_cmpint (carc_state_check (west_first, &mismatch), ==, CARC_ERROR_EDGE_MISMATCH);
  g_assert_cmpuint (carc_state_explain_refusal (west_first, &mismatch, CARC_ERROR_EDGE_MISMATCH, &module), ==, 0);
  g_assert_cmpuint (carc_state_explain_refusal (west_first, &allowed, CARC_ERROR_MODULE_RULE, &module), ==, 0);
  g_assert_cmpuint (carc_state_explain_refusal (west_first, &both, CARC_OK, &module), ==, 0);
  g_assert_cmpuint (carc_state_explain_refusal (plain, &both, CARC_ERROR_MODULE_RULE, &module), ==, 0);
  g_assert_cmpuint (module, ==, G_MAXUINT);
  g_assert_cmpuint (carc_state_explain_refusal (west_first, &both, CARC_ERROR_MODULE_RULE, NULL), ==,
                    NO_WEST_REASON);

  /* Explaining changes nothing. */
  after = test_dump (west_first);
  g_assert_cmpstr (after, ==, before);

  carc_state_free (plain);
  carc_state_free (west_first);
  carc_state_free (turn_first);
}

/* Who plays next: the first module gives the turn's player an extra turn
 * after turn 1; the second passes on what it is given; the third skips
 * one player after whoever it is given. */
static guint
extra_turn_next (CarcState *state,
                 gpointer   data,
                 guint      current,
                 guint      next)
{
  return carc_state_get_turn (state) == 1 ? current : next;
}

static guint
pass_next (CarcState *state,
           gpointer   data,
           guint      current,
           guint      next)
{
  return next;
}

static guint
skip_next (CarcState *state,
           gpointer   data,
           guint      current,
           guint      next)
{
  return next + 1;
}

static const CarcRulesModule extra_turn_module = {
  .id = "test-extra-turn",
  .next_player = extra_turn_next,
};

static const CarcRulesModule pass_next_module = {
  .id = "test-pass-next",
  .next_player = pass_next,
};

static const CarcRulesModule skip_next_module = {
  .id = "test-skip-next",
  .next_player = skip_next,
};

/* Applies the first listed placement of the turn's tile. */
static void
history_place_first (CarcHistory *history)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = carc_history_get_state (history);

  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, >, 0);
  g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
}

static void
history_skip_figure (CarcHistory *history)
{
  const CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_assert_cmpint (carc_state_get_decision (carc_history_get_state (history))->kind, ==,
                   CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpint (carc_history_apply (history, &skip), ==, CARC_OK);
}

/* Plays @turns turns with the first placement and no figure and writes
 * who played each. */
static void
record_players (CarcSetup *setup,
                guint      turns,
                guint     *players)
{
  g_autoptr(CarcHistory) history = carc_history_new (setup);

  for (guint t = 0; t < turns; t++)
    {
      CarcState *state = carc_history_get_state (history);

      g_assert_cmpuint (carc_state_get_turn (state), ==, t + 1);
      players[t] = carc_state_get_player (state);
      history_place_first (history);
      history_skip_figure (history);
    }
}

/* An extra turn is a turn of its own: the counter moves on, the same player
 * places again, and undoing a turn stops at the extra turn's start. */
static void
test_extra_turn (void)
{
  g_autoptr(CarcSetup) setup = setup_with_modules (2, "V V V V", "test-extra-turn",
                                                   "test-pass-next", NULL);
  g_autoptr(CarcSetup) extra_skip = setup_with_modules (3, "V V V V V", "test-extra-turn",
                                                        "test-skip-next", NULL);
  g_autoptr(CarcSetup) skip_extra = setup_with_modules (3, "V V V V V", "test-skip-next",
                                                        "test-extra-turn", NULL);
  g_autoptr(CarcHistory) history = carc_history_new (setup);
  g_autofree char *extra_start = NULL;
  g_autofree char *undone = NULL;
  guint players[4];
  CarcState *state;

  history_place_first (history);
  history_skip_figure (history);
  state = carc_history_get_state (history);
  g_assert_cmpuint (carc_state_get_turn (state), ==, 2);
  g_assert_cmpuint (carc_state_get_player (state), ==, 0);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  extra_start = test_dump (state);

  /* In the middle of the extra turn: its tile is down. */
  history_place_first (history);
  g_assert_cmpuint (carc_history_get_cursor (history), ==, 3);
  g_assert_cmpuint (carc_history_get_turn_of (history, 0), ==, 1);
  g_assert_cmpuint (carc_history_get_turn_of (history, 1), ==, 1);
  g_assert_cmpuint (carc_history_get_turn_of (history, 2), ==, 2);
  g_assert_true (carc_history_undo_turn (history));
  g_assert_cmpuint (carc_history_get_cursor (history), ==, 2);
  undone = test_dump (carc_history_get_state (history));
  g_assert_cmpstr (undone, ==, extra_start);

  /* After the extra turn the turn order goes on. */
  g_assert_true (carc_history_redo (history));
  history_skip_figure (history);
  state = carc_history_get_state (history);
  g_assert_cmpuint (carc_state_get_turn (state), ==, 3);
  g_assert_cmpuint (carc_state_get_player (state), ==, 1);

  /* From a turn with no step yet, back to the previous (the extra) one. */
  g_assert_true (carc_history_undo_turn (history));
  g_assert_cmpuint (carc_history_get_cursor (history), ==, 2);
  g_assert_true (carc_history_undo_turn (history));
  g_assert_cmpuint (carc_history_get_cursor (history), ==, 0);

  /* Each module gets what the one before it chose; the last one in setup
   * order has the last word.  Turn 1: the core says 1, extra-turn 0, skip
   * 1; turn 2: 2, 2, 0; turn 3: 1, 1, 2. */
  record_players (extra_skip, 4, players);
  g_assert_cmpuint (players[0], ==, 0);
  g_assert_cmpuint (players[1], ==, 1);
  g_assert_cmpuint (players[2], ==, 0);
  g_assert_cmpuint (players[3], ==, 2);
  /* Turn 1: 1, skip 2, extra-turn 0; turn 2: 1, 2, 2; turn 3: 0, 1, 1. */
  record_players (skip_extra, 4, players);
  g_assert_cmpuint (players[0], ==, 0);
  g_assert_cmpuint (players[1], ==, 0);
  g_assert_cmpuint (players[2], ==, 2);
  g_assert_cmpuint (players[3], ==, 1);
}

/* Points changed: the first module halves them (rounding down) and gives
 * the other half to the next player; the second adds one. */
static guint
halve_points (CarcState              *state,
              gpointer                data,
              const CarcPointsChange *change,
              guint                   points)
{
  CarcPointsChange other = *change;
  guint kept = points / 2;

  other.player = (change->player + 1) % carc_setup_get_n_players (carc_state_get_setup (state));
  if (points > kept)
    carc_state_award_points (state, &other, points - kept);
  return kept;
}

static guint
add_one_point (CarcState              *state,
               gpointer                data,
               const CarcPointsChange *change,
               guint                   points)
{
  return points + 1;
}

static const CarcRulesModule halve_module = {
  .id = "test-halve-points",
  .points_changed = halve_points,
};

static const CarcRulesModule add_one_module = {
  .id = "test-add-one-point",
  .points_changed = add_one_point,
};

/* The points_changed hooks are chained in setup order, and points a hook
 * gives another player run the chain again, to a depth of 4. */
static void
test_points_changed_chain (void)
{
  g_autoptr(CarcSetup) plain_setup = setup_with_modules (2, "E", NULL);
  g_autoptr(CarcSetup) halve_setup = setup_with_modules (2, "E", "test-halve-points", NULL);
  g_autoptr(CarcSetup) both_setup = setup_with_modules (2, "E", "test-halve-points",
                                                        "test-add-one-point", NULL);
  /* The city's own points event, then those of the redirections it
   * caused, outermost first: points are told before what they gave. */
  static const guint event_players[] = { 0, 1, 0, 1, 0 };
  static const guint event_points[] = { 3, 2, 1, 1, 1 };
  const CarcEvent *events;
  CarcState *plain, *halved, *both;
  guint n_events, seen = 0;

  plain = carc_state_new (plain_setup);
  halved = carc_state_new (halve_setup);
  both = carc_state_new (both_setup);

  /* Player 0 closes the start tile's city with E and a meeple on it: a
   * city of 2 tiles, 4 points. */
  test_play (plain, 0, -1, 2, 0);
  g_assert_cmpuint (carc_state_get_score (plain, 0), ==, 4);
  g_assert_cmpuint (carc_state_get_score (plain, 1), ==, 0);

  /* Halving alone passes 4 as 2, 1, 1, 1 between the players; the chain
   * stops at depth 4, where the last point is given as it is.  Player 0
   * keeps 2 + 0 + 1, player 1 gets 1 + 0: no point lost or made. */
  test_play (halved, 0, -1, 2, 0);
  g_assert_cmpuint (carc_state_get_score (halved, 0), ==, 3);
  g_assert_cmpuint (carc_state_get_score (halved, 1), ==, 1);

  /* With the added point: every award that runs the chain (depths 0 to
   * 3) gets one more, the one past the limit none.  Depth 3 gives player 1
   * 0 + 1, depth 2 player 0 0 + 1, depth 1 player 1 1 + 1 and the city
   * player 0 2 + 1, after the last point at depth 4: 5 and 3. */
  test_play (both, 0, -1, 2, 0);
  g_assert_cmpuint (carc_state_get_score (both, 0), ==, 5);
  g_assert_cmpuint (carc_state_get_score (both, 1), ==, 3);
  /* All of it is the city's. */
  g_assert_cmpuint (carc_state_get_category_score (both, 0, CARC_SCORE_CITY), ==, 5);
  g_assert_cmpuint (carc_state_get_category_score (both, 1, CARC_SCORE_CITY), ==, 3);

  events = carc_state_get_last_events (both, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].kind == CARC_EVENT_POINTS || events[i].kind == CARC_EVENT_FEATURE_SCORED)
      {
        g_assert_cmpuint (seen, <, G_N_ELEMENTS (event_points));
        g_assert_cmpuint (events[i].kind, ==, seen == 0 ? CARC_EVENT_FEATURE_SCORED : CARC_EVENT_POINTS);
        g_assert_cmpuint (events[i].players, ==, 1u << event_players[seen]);
        g_assert_cmpuint (events[i].points, ==, event_points[seen]);
        g_assert_cmpuint (events[i].category, ==, CARC_SCORE_CITY);
        seen++;
      }
  g_assert_cmpuint (seen, ==, G_N_ELEMENTS (event_points));

  carc_state_free (plain);
  carc_state_free (halved);
  carc_state_free (both);
}

#define DIE_MODULE "test-die"

/* A module that rolls a six-sided die once a turn, after the tile, and
 * keeps every outcome. */
typedef struct
{
  guint  rolled_turn;   /* the turn of the last roll */
  guint  n_rolls;
  guint8 rolls[80];
} Die;

static gpointer
die_create (CarcState *state)
{
  return g_new0 (Die, 1);
}

static gpointer
die_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Die));
}

static gboolean
die_pending (CarcState    *state,
             gpointer      data,
             CarcDecision *decision)
{
  Die *self = data;

  if (self->rolled_turn == carc_state_get_turn (state))
    return FALSE;
  decision->outcomes = 6;
  return TRUE;
}

static CarcError
die_apply (CarcState        *state,
           gpointer          data,
           const CarcAction *action)
{
  Die *self = data;

  if (action->kind != CARC_ACTION_CHANCE || self->n_rolls == G_N_ELEMENTS (self->rolls))
    return CARC_ERROR_MODULE_RULE;
  self->rolled_turn = carc_state_get_turn (state);
  self->rolls[self->n_rolls++] = action->value;
  return CARC_OK;
}

static void
die_dump (CarcState *state,
          gpointer   data,
          GString   *out)
{
  Die *self = data;

  g_string_append_printf (out, "die turn %u rolls", self->rolled_turn);
  for (guint i = 0; i < self->n_rolls; i++)
    g_string_append_printf (out, " %u", self->rolls[i]);
  g_string_append_c (out, '\n');
}

static const CarcRulesModule die_module = {
  .id = DIE_MODULE,
  .create = die_create,
  .destroy = g_free,
  .copy = die_copy,
  .pending_decision = die_pending,
  .apply = die_apply,
  .dump = die_dump,
};

/* Loads @actions into a new history of @setup and returns its dump, or
 * NULL when the log is refused. */
static char *
load_dump (CarcSetup        *setup,
           const CarcAction *actions,
           guint             n_actions,
           CarcError        *error,
           guint            *failed)
{
  g_autoptr(CarcHistory) history = carc_history_new (setup);
  g_autofree char *fresh = test_dump (carc_history_get_state (history));
  g_autofree char *unchanged = NULL;

  *error = carc_history_load (history, actions, n_actions, n_actions, failed);
  if (*error == CARC_OK)
    return test_dump (carc_history_get_state (history));
  /* A refused log leaves the history as it was. */
  unchanged = test_dump (carc_history_get_state (history));
  g_assert_cmpstr (unchanged, ==, fresh);
  g_assert_cmpuint (carc_history_get_length (history), ==, 0);
  return NULL;
}

/* A chance decision lists the one outcome drawn; the outcome taken goes
 * into the log, and the log, not the die, is what a replay follows. */
static void
test_chance_outcome_logged (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 21);
  g_autoptr(CarcHistory) history = NULL;
  g_autoptr(CarcHistory) replay = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcAction *logged;
  g_autofree char *before = NULL;
  g_autofree char *rolled = NULL;
  g_autofree char *played = NULL;
  g_autofree char *loaded = NULL;
  g_autofree char *other = NULL;
  g_autofree char *dump = NULL;
  const CarcDecision *d;
  CarcAction chance, bad;
  CarcState *state;
  CarcError error;
  guint failed = 0;
  Die *die;

  g_assert_true (carc_setup_add_module (setup, DIE_MODULE));
  history = carc_history_new (setup);

  history_place_first (history);
  state = carc_history_get_state (history);
  d = carc_state_get_decision (state);
  g_assert_cmpint (d->kind, ==, CARC_DECISION_CHANCE);
  g_assert_cmpuint (d->outcomes, ==, 6);
  g_assert_cmpuint (d->module, ==, 0);
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 1);
  chance = g_array_index (actions, CarcAction, 0);
  g_assert_cmpuint (chance.kind, ==, CARC_ACTION_CHANCE);
  g_assert_cmpuint (chance.module, ==, 0);
  g_assert_cmpuint (chance.value, <, 6);

  /* An outcome the die does not have is refused; nothing changes. */
  before = test_dump (state);
  bad = chance;
  bad.value = 6;
  g_assert_cmpint (carc_state_check (state, &bad), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpint (carc_history_apply (history, &bad), ==, CARC_ERROR_MODULE_RULE);
  dump = test_dump (carc_history_get_state (history));
  g_assert_cmpstr (dump, ==, before);
  g_assert_cmpuint (carc_history_get_length (history), ==, 1);

  g_assert_cmpint (carc_history_apply (history, &chance), ==, CARC_OK);
  state = carc_history_get_state (history);
  die = carc_state_get_module_data (state, DIE_MODULE);
  g_assert_cmpuint (die->n_rolls, ==, 1);
  g_assert_cmpuint (die->rolls[0], ==, chance.value);
  /* Asked once a turn: now the figure step. */
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  rolled = test_dump (state);

  /* Undo and redo give the same states; the state replayed lists the
   * same roll, which comes from the setup's seed. */
  g_assert_true (carc_history_undo (history));
  g_clear_pointer (&dump, g_free);
  dump = test_dump (carc_history_get_state (history));
  g_assert_cmpstr (dump, ==, before);
  carc_state_list_actions (carc_history_get_state (history), actions);
  g_assert_cmpuint (actions->len, ==, 1);
  g_assert_true (carc_action_equal (&g_array_index (actions, CarcAction, 0), &chance));
  g_assert_true (carc_history_redo (history));
  g_clear_pointer (&dump, g_free);
  dump = test_dump (carc_history_get_state (history));
  g_assert_cmpstr (dump, ==, rolled);

  /* Three more turns, each with its roll. */
  history_skip_figure (history);
  for (guint t = 0; t < 3; t++)
    {
      history_place_first (history);
      state = carc_history_get_state (history);
      carc_state_list_actions (state, actions);
      g_assert_cmpuint (actions->len, ==, 1);
      g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
      history_skip_figure (history);
    }
  state = carc_history_get_state (history);
  g_assert_cmpuint (((Die *) carc_state_get_module_data (state, DIE_MODULE))->n_rolls, ==, 4);
  played = test_dump (state);
  for (guint i = 0; i < carc_history_get_length (history); i++)
    g_array_append_vals (log, carc_history_get_action (history, i), 1);
  g_assert_cmpuint (log->len, ==, 12);
  logged = (CarcAction *) (void *) log->data;

  /* A fresh history replays the log to the same state. */
  loaded = load_dump (setup, logged, log->len, &error, &failed);
  g_assert_cmpint (error, ==, CARC_OK);
  g_assert_cmpstr (loaded, ==, played);

  /* Another outcome in the log is taken as it fell. */
  logged[1].value = (chance.value + 1) % 6;
  other = load_dump (setup, logged, log->len, &error, &failed);
  g_assert_cmpint (error, ==, CARC_OK);
  g_assert_cmpstr (other, !=, played);
  replay = carc_history_new (setup);
  g_assert_cmpint (carc_history_load (replay, logged, log->len, log->len, NULL), ==, CARC_OK);
  die = carc_state_get_module_data (carc_history_get_state (replay), DIE_MODULE);
  g_assert_cmpuint (die->n_rolls, ==, 4);
  g_assert_cmpuint (die->rolls[0], ==, (chance.value + 1) % 6);

  /* One the die does not have is refused, and the history stays as it
   * was. */
  logged[1].value = 6;
  g_assert_null (load_dump (setup, logged, log->len, &error, &failed));
  g_assert_cmpint (error, ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (failed, ==, 1);
}

#define WIZARD_MODULE "test-wizard-module"

static const CarcFigureKind wizard_kinds[] = {
  { "test-wizard", 0, 0 },
  { NULL, 0, 0 },
};

static gint
find_neutral (CarcState *state)
{
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      if (f.player == CARC_NEUTRAL)
        return i;
    }
  return -1;
}

/* A neutral wizard for a game of U tiles (segments: 0 road, 1 north
 * field): put on the first tile's north field, moved to the second tile's
 * road, taken off the board when the third is placed. */
static void
wizard_tile_placed (CarcState *state,
                    gpointer   data,
                    guint      placed)
{
  gint kind = carc_state_find_figure_kind (state, "test-wizard");
  gint wizard = find_neutral (state);

  switch (carc_state_get_turn (state))
    {
    case 1:
      g_assert_cmpint (wizard, ==, -1);
      g_assert_cmpint (carc_state_put_figure (state, kind, CARC_NEUTRAL, placed, 1), >=, 0);
      break;
    case 2:
      g_assert_cmpint (wizard, >=, 0);
      carc_state_move_figure (state, wizard, placed, 0);
      break;
    case 3:
      g_assert_cmpint (wizard, >=, 0);
      carc_state_return_figure (state, wizard);
      break;
    default:
      break;
    }
}

static const CarcRulesModule wizard_module = {
  .id = WIZARD_MODULE,
  .figure_kinds = wizard_kinds,
  .tile_placed = wizard_tile_placed,
};

static void
assert_supplies (CarcState *state,
                 guint      meeples_0,
                 guint      meeples_1)
{
  g_assert_cmpuint (carc_state_get_supply (state, 0, CARC_FIGURE_MEEPLE), ==, meeples_0);
  g_assert_cmpuint (carc_state_get_supply (state, 1, CARC_FIGURE_MEEPLE), ==, meeples_1);
  g_assert_cmpuint (carc_state_get_supply (state, 0, 1), ==, 0);
  g_assert_cmpuint (carc_state_get_supply (state, 1, 1), ==, 0);
}

/* A neutral figure belongs to nobody: it comes from no supply, goes back
 * to none and never counts for a majority. */
static void
test_neutral_figure (void)
{
  g_autoptr(CarcSetup) setup = setup_with_modules (2, "U U U", WIZARD_MODULE, NULL);
  CarcState *state;
  CarcFigureInfo f;
  CarcFeatureInfo info;
  const CarcEvent *events;
  guint n_events, placed_events = 0, moved_events = 0;

  state = carc_state_new (setup);
  g_assert_cmpuint (carc_state_get_n_figure_kinds (state), ==, 2);
  g_assert_cmpint (carc_state_find_figure_kind (state, "test-wizard"), ==, 1);
  assert_supplies (state, 7, 7);

  /* Player 0: the wizard on the north field, a meeple on the road. */
  test_play (state, 1, 0, 0, 0);
  g_assert_cmpuint (carc_state_get_n_figures (state), ==, 2);
  g_assert_cmpint (find_neutral (state), ==, 0);
  carc_state_get_figure (state, 0, &f);
  g_assert_cmpuint (f.player, ==, CARC_NEUTRAL);
  g_assert_cmpuint (f.figure, ==, 1);
  g_assert_cmpuint (f.tile, ==, 1);
  g_assert_cmpuint (f.segment, ==, 1);
  g_assert_true (carc_state_get_feature (state, 1, 1, &info));
  g_assert_cmpuint (info.kind, ==, CARC_FEATURE_FIELD);
  for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
    g_assert_cmpuint (info.strength[p], ==, 0);
  g_assert_cmpuint (info.winners, ==, 0);
  assert_supplies (state, 6, 7);

  /* Player 1: the wizard joins player 0's meeple on the road. */
  test_play (state, 2, 0, 0, NO_FIGURE);
  g_assert_cmpuint (carc_state_get_n_figures (state), ==, 2);
  carc_state_get_figure (state, find_neutral (state), &f);
  g_assert_cmpuint (f.player, ==, CARC_NEUTRAL);
  g_assert_cmpuint (f.tile, ==, 2);
  g_assert_cmpuint (f.segment, ==, 0);
  g_assert_true (carc_state_get_feature (state, 2, 0, &info));
  g_assert_cmpuint (info.kind, ==, CARC_FEATURE_ROAD);
  g_assert_cmpuint (info.strength[0], ==, 1);
  for (guint p = 1; p < CARC_MAX_PLAYERS; p++)
    g_assert_cmpuint (info.strength[p], ==, 0);
  g_assert_cmpuint (info.winners, ==, 1);
  /* The field it left holds nothing now. */
  g_assert_true (carc_state_get_feature (state, 1, 1, &info));
  g_assert_cmpuint (info.winners, ==, 0);
  assert_supplies (state, 6, 7);

  /* Player 0 again: the wizard leaves the board, to nobody's supply.  The
   * pile is empty, so the game ends: the unfinished road of 4 tiles is
   * player 0's alone. */
  test_play (state, -1, 0, 0, NO_FIGURE);
  g_assert_cmpuint (carc_state_get_n_figures (state), ==, 1);
  g_assert_cmpint (find_neutral (state), ==, -1);
  carc_state_get_figure (state, 0, &f);
  g_assert_cmpuint (f.player, ==, 0);
  assert_supplies (state, 6, 7);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (carc_state_get_score (state, 0), ==, 4);
  g_assert_cmpuint (carc_state_get_score (state, 1), ==, 0);

  /* Its events concern no player. */
  events = carc_state_get_events (state, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].figure == 1
        && (events[i].kind == CARC_EVENT_FIGURE_PLACED || events[i].kind == CARC_EVENT_FIGURE_MOVED
            || events[i].kind == CARC_EVENT_FIGURE_RETURNED))
      {
        g_assert_cmpuint (events[i].players, ==, 0);
        placed_events += events[i].kind == CARC_EVENT_FIGURE_PLACED;
        moved_events += events[i].kind == CARC_EVENT_FIGURE_MOVED;
      }
  g_assert_cmpuint (placed_events, ==, 1);
  g_assert_cmpuint (moved_events, ==, 1);
  carc_state_free (state);
}

/* Two modules with a figure kind each: a big one and one that is there but
 * counts for nothing. */
static const CarcFigureKind big_kinds[] = {
  { "test-big", 2, 1 },
  { NULL, 0, 0 },
};

static const CarcFigureKind zero_kinds[] = {
  { "test-zero", 0, 1 },
  { NULL, 0, 0 },
};

static const CarcRulesModule big_module = {
  .id = "test-big-figures",
  .figure_kinds = big_kinds,
};

static const CarcRulesModule zero_module = {
  .id = "test-zero-figures",
  .figure_kinds = zero_kinds,
};

static void
assert_supply (CarcState *state,
               guint      player,
               guint      meeples,
               guint      big,
               guint      zero)
{
  g_assert_cmpuint (carc_state_get_supply (state, player, 0), ==, meeples);
  g_assert_cmpuint (carc_state_get_supply (state, player, 1), ==, big);
  g_assert_cmpuint (carc_state_get_supply (state, player, 2), ==, zero);
}

/* Figure kinds are numbered meeple first, then in setup order; each counts
 * its strength for the majority. */
static void
test_figure_kinds_strength (void)
{
  g_autoptr(CarcSetup) setup = setup_with_modules (2, "U U W W E", "test-big-figures",
                                                   "test-zero-figures", NULL);
  g_autoptr(CarcSetup) reversed_setup = setup_with_modules (2, "U", "test-zero-figures",
                                                            "test-big-figures", NULL);
  CarcState *state, *reversed;
  CarcFeatureInfo info;

  state = carc_state_new (setup);
  reversed = carc_state_new (reversed_setup);

  g_assert_cmpuint (carc_state_get_n_figure_kinds (state), ==, 3);
  g_assert_cmpint (carc_state_find_figure_kind (state, "meeple"), ==, CARC_FIGURE_MEEPLE);
  g_assert_cmpint (carc_state_find_figure_kind (state, "test-big"), ==, 1);
  g_assert_cmpint (carc_state_find_figure_kind (state, "test-zero"), ==, 2);
  g_assert_cmpint (carc_state_find_figure_kind (state, "test-none"), ==, -1);
  g_assert_cmpuint (carc_state_get_figure_kind (state, 1)->strength, ==, 2);
  g_assert_cmpint (carc_state_find_figure_kind (reversed, "test-zero"), ==, 1);
  g_assert_cmpint (carc_state_find_figure_kind (reversed, "test-big"), ==, 2);
  assert_supply (state, 0, 7, 1, 1);
  assert_supply (state, 1, 7, 1, 1);

  /* The road through the start tile, east and west of it. */
  test_play (state, 1, 0, 0, NO_FIGURE);
  test_play (state, -1, 0, 0, NO_FIGURE);

  /* As a module's hook would: player 0's big figure and two of player 1's
   * meeples on that road, player 0's zero figure on the start city. */
  g_assert_cmpint (carc_state_put_figure (state, 1, 0, 1, 0), >=, 0);
  g_assert_cmpint (carc_state_put_figure (state, CARC_FIGURE_MEEPLE, 1, 0, 1), >=, 0);
  g_assert_cmpint (carc_state_put_figure (state, CARC_FIGURE_MEEPLE, 1, 2, 0), >=, 0);
  g_assert_cmpint (carc_state_put_figure (state, 2, 0, 0, 0), >=, 0);
  assert_supply (state, 0, 7, 0, 0);
  assert_supply (state, 1, 5, 1, 1);
  /* None left of that kind. */
  g_assert_cmpint (carc_state_put_figure (state, 1, 0, 2, 1), ==, -1);

  g_assert_true (carc_state_get_feature (state, 0, 1, &info));
  g_assert_cmpuint (info.strength[0], ==, 2);
  g_assert_cmpuint (info.strength[1], ==, 2);
  g_assert_cmpuint (info.winners, ==, 3);
  g_assert_true (carc_state_get_feature (state, 0, 0, &info));
  g_assert_cmpuint (info.strength[0], ==, 0);
  g_assert_cmpuint (info.strength[1], ==, 0);
  g_assert_cmpuint (info.winners, ==, 0);

  /* Junctions close the road at both ends: 5 tiles, 5 points to each
   * of the tied players, and every figure goes home. */
  test_play (state, 2, 0, 0, NO_FIGURE);
  test_play (state, -2, 0, 0, NO_FIGURE);
  g_assert_cmpuint (carc_state_get_score (state, 0), ==, 5);
  g_assert_cmpuint (carc_state_get_score (state, 1), ==, 5);
  assert_supply (state, 0, 7, 1, 0);
  assert_supply (state, 1, 7, 1, 1);

  /* The city with the zero figure alone is closed: nobody scores it, and
   * the figure goes home all the same. */
  test_play (state, 0, -1, 2, NO_FIGURE);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (carc_state_get_score (state, 0), ==, 5);
  g_assert_cmpuint (carc_state_get_score (state, 1), ==, 5);
  assert_supply (state, 0, 7, 1, 1);
  g_assert_cmpuint (carc_state_get_n_figures (state), ==, 0);

  carc_state_free (state);
  carc_state_free (reversed);
}

/* Two setup hooks: the first takes the first tiles of "main" into a pile
 * "first" drawn before it (as many as its option says), the second deals
 * a deck of ten cards. */
static void
first_pile_setup (CarcSetup  *setup,
                  const char *id,
                  CarcRng    *rng)
{
  const char *option = strchr (id, ':');
  guint count = option != NULL ? (guint) g_ascii_strtoull (option + 1, NULL, 10) : 1;
  guint first, main_pile;

  first = carc_setup_add_pile (setup, "first", 0);
  g_assert_true (carc_setup_find_pile (setup, "main", &main_pile));
  for (guint i = 0; i < count; i++)
    {
      guint n;
      guint type = carc_setup_get_pile (setup, main_pile, &n)[0];

      carc_setup_append_to_pile (setup, first, type);
      carc_setup_remove_from_pile (setup, main_pile, 0);
    }
}

static void
cards_setup (CarcSetup  *setup,
             const char *id,
             CarcRng    *rng)
{
  guint16 cards[10];

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    cards[i] = i;
  carc_rng_shuffle (rng, cards, G_N_ELEMENTS (cards));
  carc_setup_set_deck (setup, "cards", cards, G_N_ELEMENTS (cards));
}

static const CarcRulesModule first_pile_module = {
  .id = "test-first-pile",
  .setup = first_pile_setup,
};

static const CarcRulesModule cards_module = {
  .id = "test-cards",
  .setup = cards_setup,
};

static CarcTileSet *
lookup_base (const char  *id,
             gpointer     user_data,
             GError     **error)
{
  if (g_str_equal (id, "base"))
    return carc_tile_set_ref (test_base_tiles ());
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, id);
  return NULL;
}

/* Whether two setups deal the same piles and decks. */
static gboolean
same_deal (CarcSetup *a,
           CarcSetup *b)
{
  if (carc_setup_get_n_piles (a) != carc_setup_get_n_piles (b)
      || carc_setup_get_n_decks (a) != carc_setup_get_n_decks (b))
    return FALSE;
  for (guint p = 0; p < carc_setup_get_n_piles (a); p++)
    {
      guint na, nb;
      const guint16 *ta = carc_setup_get_pile (a, p, &na);
      const guint16 *tb = carc_setup_get_pile (b, p, &nb);

      if (na != nb || memcmp (ta, tb, na * sizeof (guint16)) != 0
          || !g_str_equal (carc_setup_get_pile_name (a, p), carc_setup_get_pile_name (b, p)))
        return FALSE;
    }
  for (guint d = 0; d < carc_setup_get_n_decks (a); d++)
    {
      const char *name = carc_setup_get_deck_name (a, d);
      guint na, nb;
      const guint16 *ca = carc_setup_get_deck (a, name, &na);
      const guint16 *cb = carc_setup_get_deck (b, name, &nb);

      if (cb == NULL || na != nb || memcmp (ca, cb, na * sizeof (guint16)) != 0)
        return FALSE;
    }
  return TRUE;
}

/* carc_setup_compose(): the usual shuffle, then each module's setup hook
 * in order, with the setup's random source. */
static void
test_setup_hooks_compose (void)
{
  static const char *const sets[] = { "base", NULL };
  static const char *const modules[] = { "test-first-pile:5", "test-cards", NULL };
  static const char *const unknown[] = { "test-cards", "test-no-such-module", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) plain = NULL;
  g_autoptr(CarcSetup) a = NULL;
  g_autoptr(CarcSetup) b = NULL;
  g_autoptr(CarcSetup) c = NULL;
  g_autoptr(CarcSetup) none = NULL;
  const guint16 *first, *main_tiles, *plain_tiles, *order, *cards;
  guint n_first, n_main, n_plain, n_order, n_cards, seen = 0;
  CarcState *state;


  plain = carc_setup_compose (sets, NULL, 2, 0, 42, lookup_base, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_setup_get_n_piles (plain), ==, 1);
  plain_tiles = carc_setup_get_pile (plain, 0, &n_plain);
  g_assert_cmpuint (n_plain, ==, 71);

  a = carc_setup_compose (sets, modules, 2, 0, 42, lookup_base, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_setup_get_n_modules (a), ==, 2);
  g_assert_cmpstr (carc_setup_get_module (a, 0), ==, "test-first-pile:5");
  g_assert_cmpstr (carc_setup_get_module (a, 1), ==, "test-cards");

  /* "first" is drawn before "main": the same shuffle, cut after 5. */
  g_assert_cmpuint (carc_setup_get_n_piles (a), ==, 2);
  g_assert_cmpstr (carc_setup_get_pile_name (a, 0), ==, "first");
  g_assert_cmpstr (carc_setup_get_pile_name (a, 1), ==, "main");
  first = carc_setup_get_pile (a, 0, &n_first);
  main_tiles = carc_setup_get_pile (a, 1, &n_main);
  g_assert_cmpuint (n_first, ==, 5);
  g_assert_cmpuint (n_main, ==, 66);
  g_assert_cmpmem (first, n_first * sizeof (guint16), plain_tiles, 5 * sizeof (guint16));
  g_assert_cmpmem (main_tiles, n_main * sizeof (guint16), plain_tiles + 5, 66 * sizeof (guint16));
  order = carc_setup_get_order (a, &n_order);
  g_assert_cmpuint (n_order, ==, 71);
  g_assert_cmpmem (order, n_order * sizeof (guint16), plain_tiles, n_plain * sizeof (guint16));

  /* The deck: ten cards, each once, shuffled. */
  g_assert_cmpuint (carc_setup_get_n_decks (a), ==, 1);
  g_assert_cmpstr (carc_setup_get_deck_name (a, 0), ==, "cards");
  cards = carc_setup_get_deck (a, "cards", &n_cards);
  g_assert_cmpuint (n_cards, ==, 10);
  for (guint i = 0; i < n_cards; i++)
    {
      g_assert_cmpuint (cards[i], <, 10);
      g_assert_false (seen & (1u << cards[i]));
      seen |= 1u << cards[i];
    }
  g_assert_null (carc_setup_get_deck (a, "no-such-deck", &n_cards));
  g_assert_cmpuint (n_cards, ==, 0);

  /* The first tile drawn is the first of "first". */
  state = carc_state_new (a);
  g_assert_cmpuint (carc_state_get_decision (state)->tile_type, ==, first[0]);
  g_assert_cmpuint (carc_state_get_tiles_left (state), ==, 70);
  carc_state_free (state);

  /* The same seed deals the same; another seed another deal. */
  b = carc_setup_compose (sets, modules, 2, 0, 42, lookup_base, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (same_deal (a, b));
  c = carc_setup_compose (sets, modules, 2, 0, 43, lookup_base, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (same_deal (a, c));

  /* An unknown module fails the whole setup, named in the message. */
  none = carc_setup_compose (sets, unknown, 2, 0, 42, lookup_base, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_UNKNOWN_MODULE);
  g_assert_cmpstr (error->message, ==, "test-no-such-module");
}

/* Colours: each module may let the player place figures of more colours;
 * with several modules the colours add up. */
static guint
colour_one (CarcState *state,
            gpointer   data)
{
  return 1u << 1;
}

static guint
colour_two (CarcState *state,
            gpointer   data)
{
  return 1u << 2;
}

static const CarcRulesModule colour_one_module = { .id = "test-colour-one", .figure_colours = colour_one };
static const CarcRulesModule colour_two_module = { .id = "test-colour-two", .figure_colours = colour_two };

/* The colours the figure actions after one tile offer, as bits. */
static guint
offered_colours (CarcSetup *setup)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = carc_state_new (setup);
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = -1, .rotation = 2 };
  guint colours = 0;

  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, CarcAction, i).kind == CARC_ACTION_PLACE_FIGURE)
      colours |= 1u << g_array_index (actions, CarcAction, i).choice;
  carc_state_free (state);
  return colours;
}

static void
test_figure_colours_combine (void)
{
  g_autoptr(CarcSetup) none = setup_with_modules (3, "E E", NULL);
  g_autoptr(CarcSetup) one = setup_with_modules (3, "E E", "test-colour-one", NULL);
  g_autoptr(CarcSetup) both = setup_with_modules (3, "E E", "test-colour-one", "test-colour-two", NULL);
  g_autoptr(CarcSetup) reversed = setup_with_modules (3, "E E", "test-colour-two", "test-colour-one", NULL);

  /* Without a module the player's own figures, offered as choice 0. */
  g_assert_cmpuint (offered_colours (none), ==, 1u << 0);
  g_assert_cmpuint (offered_colours (one), ==, 1u << 1);
  g_assert_cmpuint (offered_colours (both), ==, (1u << 1) | (1u << 2));
  g_assert_cmpuint (offered_colours (reversed), ==, (1u << 1) | (1u << 2));
}

/* Completion: the first module in setup order that takes a feature
 * evaluates it; the others are not asked, and the core scores nothing. */
typedef struct
{
  guint taken;
} Taker;

static gpointer
taker_create (CarcState *state)
{
  return g_new0 (Taker, 1);
}

static gpointer
taker_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Taker));
}

static gboolean
taker_completed (CarcState *state,
                 gpointer   data,
                 guint32    feature)
{
  ((Taker *) data)->taken++;
  return TRUE;
}

static void
taker_dump (CarcState *state,
            gpointer   data,
            GString   *out)
{
  g_string_append_printf (out, "taken %u\n", ((Taker *) data)->taken);
}

static const CarcRulesModule taker_a_module = {
  .id = "test-taker-a", .create = taker_create, .destroy = g_free, .copy = taker_copy,
  .feature_completed = taker_completed, .dump = taker_dump,
};
static const CarcRulesModule taker_b_module = {
  .id = "test-taker-b", .create = taker_create, .destroy = g_free, .copy = taker_copy,
  .feature_completed = taker_completed, .dump = taker_dump,
};

static void
test_feature_completed_first_taker (void)
{
  const char *orders[2][2] = { { "test-taker-a", "test-taker-b" }, { "test-taker-b", "test-taker-a" } };

  for (guint o = 0; o < 2; o++)
    {
      g_autoptr(CarcSetup) setup = setup_with_modules (2, "E E", orders[o][0], orders[o][1], NULL);
      CarcState *state = carc_state_new (setup);
      CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = -1, .rotation = 2 };
      CarcAction meeple = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 0, .figure = CARC_FIGURE_MEEPLE };

      /* E turned over D's city closes a city of two tiles, with a meeple. */
      g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
      g_assert_cmpint (carc_state_apply (state, &meeple), ==, CARC_OK);
      g_assert_cmpuint (((Taker *) carc_state_get_module_data (state, orders[o][0]))->taken, ==, 1);
      g_assert_cmpuint (((Taker *) carc_state_get_module_data (state, orders[o][1]))->taken, ==, 0);
      g_assert_cmpuint (carc_state_get_score (state, 0), ==, 0);
      carc_state_free (state);
    }
}

/* Figures on kinds the core does not offer: any module saying yes lets
 * them stand there.  The river is such a kind. */
static gboolean
river_yes (CarcState         *state,
           gpointer           data,
           const CarcSegment *segment)
{
  return segment->kind == CARC_KIND ("river");
}

static gboolean
always_no (CarcState         *state,
           gpointer           data,
           const CarcSegment *segment)
{
  return FALSE;
}

static const CarcRulesModule river_yes_module = { .id = "test-river-yes", .segment_playable = river_yes };
static const CarcRulesModule always_no_module = { .id = "test-always-no", .segment_playable = always_no };

/* Whether, after the first river tile, a figure may go on its river. */
static gboolean
river_offered (const char *const *modules)
{
  const char *sets[] = { "base", NULL };
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2, 0, 1, carc_save_builtin_tile_sets, NULL, NULL);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = carc_state_new (setup);
  const CarcTileType *type;
  gboolean offered = FALSE;

  carc_state_list_actions (state, actions);
  type = carc_tile_set_get_type (carc_setup_get_tile_set (setup), carc_state_get_decision (state)->tile_type);
  g_assert_cmpint (carc_state_apply (state, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);

      offered |= a->kind == CARC_ACTION_PLACE_FIGURE && type->segments[a->segment].kind == CARC_KIND ("river");
    }
  carc_state_free (state);
  return offered;
}

static void
test_segment_playable_any (void)
{
  const char *river[] = { "river", NULL };
  const char *no[] = { "river", "test-always-no", NULL };
  const char *yes_no[] = { "river", "test-always-no", "test-river-yes", NULL };
  const char *no_yes[] = { "river", "test-river-yes", "test-always-no", NULL };

  g_assert_false (river_offered (river));
  g_assert_false (river_offered (no));
  g_assert_true (river_offered (yes_no));
  g_assert_true (river_offered (no_yes));
}

/* Features derived again: a module that joins two segments inside a tile
 * (a ferry across a lake) asks for it, and the features follow. */
typedef struct
{
  gboolean joined;
} Ferry;

static gpointer
ferry_create (CarcState *state)
{
  return g_new0 (Ferry, 1);
}

static gpointer
ferry_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Ferry));
}

/* Joins the west and east road ends of the crossroads, tile 1. */
static void
ferry_inner_joins (CarcState *state,
                   gpointer   data,
                   GArray    *pairs)
{
  if (((Ferry *) data)->joined)
    g_array_append_vals (pairs, (guint[]) { 1, 3, 1, 1 }, 4);
}

static const CarcRulesModule ferry_module = {
  .id = "test-ferry", .create = ferry_create, .destroy = g_free, .copy = ferry_copy,
  .inner_joins = ferry_inner_joins,
};

/* The features through some segments of one tile built again, and only
 * those: the same features as when every one is built again. */
/* The crossroads east of the start tile, a meeple on its west road,
 * which is the start tile's road: a state of @setup's game so. */
static CarcState *
ferry_crossroads (CarcSetup *setup)
{
  CarcState *state = carc_state_new (setup);
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0, .rotation = 0 };
  CarcAction meeple = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 3, .figure = CARC_FIGURE_MEEPLE };

  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &meeple), ==, CARC_OK);
  return state;
}

static void
test_rederive_segments (void)
{
  g_autoptr(CarcSetup) setup = setup_with_modules (2, "X E E", "test-ferry", NULL);
  CarcState *state = ferry_crossroads (setup);
  Ferry *ferry = carc_state_get_module_data (state, "test-ferry");
  guint32 ends = (1u << 1) | (1u << 3);
  g_autofree char *before = test_dump (state);
  g_autofree char *after = NULL;
  CarcFeatureInfo road, east, joined_road;

  /* Joined across the crossroads, built again through its two road ends
   * only: what building every feature again gives. */
  ferry->joined = TRUE;
  carc_state_rederive_segments (state, 1, ends);
  g_assert_true (carc_state_get_feature (state, 0, 1, &road));
  g_assert_true (carc_state_get_feature (state, 1, 1, &east));
  g_assert_cmpuint (road.id, ==, east.id);
  g_assert_cmpuint (road.tiles, ==, 2);
  g_assert_cmpuint (road.open, ==, 2);
  g_assert_cmpuint (road.strength[0], ==, 1);
  carc_state_rederive_features (state);
  g_assert_true (carc_state_get_feature (state, 0, 1, &joined_road));
  g_assert_cmpuint (joined_road.tiles, ==, road.tiles);
  g_assert_cmpuint (joined_road.open, ==, road.open);
  g_assert_cmpuint (joined_road.strength[0], ==, road.strength[0]);

  /* Split again through its road ends: as before. */
  ferry->joined = FALSE;
  carc_state_rederive_segments (state, 1, ends);
  after = test_dump (state);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (carc_state_get_feature (state, 1, 1, &east));
  g_assert_cmpuint (east.tiles, ==, 1);
  g_assert_cmpuint (east.strength[0], ==, 0);
  carc_state_free (state);
}

static void
test_rederive_features (void)
{
  g_autoptr(CarcSetup) setup = setup_with_modules (2, "X E E", "test-ferry", NULL);
  CarcState *state = ferry_crossroads (setup);
  Ferry *ferry = carc_state_get_module_data (state, "test-ferry");
  g_autofree char *before = test_dump (state);
  g_autofree char *again = NULL;
  g_autofree char *after = NULL;
  CarcFeatureInfo road, east;

  /* Nothing changed: the same features. */
  carc_state_rederive_features (state);
  again = test_dump (state);
  g_assert_cmpstr (again, ==, before);

  /* Joined across the crossroads: one road of 2 tiles, open at both far
   * ends, with the meeple on it. */
  ferry->joined = TRUE;
  carc_state_rederive_features (state);
  g_assert_true (carc_state_get_feature (state, 0, 1, &road));
  g_assert_true (carc_state_get_feature (state, 1, 1, &east));
  g_assert_cmpuint (road.id, ==, east.id);
  g_assert_cmpuint (road.tiles, ==, 2);
  g_assert_cmpuint (road.open, ==, 2);
  g_assert_cmpuint (road.strength[0], ==, 1);
  g_assert_cmpuint (road.winners, ==, 1);

  /* Split again: as before. */
  ferry->joined = FALSE;
  carc_state_rederive_features (state);
  after = test_dump (state);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (carc_state_get_feature (state, 1, 1, &east));
  g_assert_cmpuint (east.tiles, ==, 1);
  g_assert_cmpuint (east.strength[0], ==, 0);
  carc_state_free (state);
}

/* A chance outcome written into a saved game comes back from the file as
 * it fell, never drawn again. */
static void
test_chance_outcome_saved (void)
{
  static const char * const names[] = { "Anna", "Ben", NULL };
  static const char * const colours[] = { "#d0312d", "#2e8b3a", NULL };
  const char *sets[] = { "base", NULL };
  const char *modules[] = { DIE_MODULE, NULL };
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2, 0, 21, carc_save_builtin_tile_sets, NULL, NULL);
  g_autoptr(CarcHistory) history = carc_history_new (setup);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(CarcSavedGame) saved = NULL;
  g_autoptr(CarcSavedGame) loaded = NULL;
  g_autoptr(CarcHistory) reloaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  CarcAction chance = { 0 };
  gsize length;

  /* Four turns, each with its roll; the second roll logged otherwise
   * than the seed would draw it. */
  for (guint step = 0; step < 16 && !carc_state_is_over (carc_history_get_state (history)); step++)
    {
      carc_state_list_actions (carc_history_get_state (history), actions);
      chance = g_array_index (actions, CarcAction, 0);
      if (chance.kind == CARC_ACTION_CHANCE && step > 2)
        chance.value = (chance.value + 1) % 6;
      g_assert_cmpint (carc_history_apply (history, &chance), ==, CARC_OK);
    }
  before = test_dump (carc_history_get_state (history));

  saved = carc_saved_game_new (history, names, colours);
  xml = carc_save_to_xml (saved, &length);
  g_assert_nonnull (strstr (xml, "<chance module=\"" DIE_MODULE "\" outcome=\""));
  bytes = g_bytes_new (xml, length);
  loaded = carc_save_from_bytes (bytes, "dice.xml", carc_save_builtin_tile_sets, NULL, &error);
  g_assert_no_error (error);
  reloaded = carc_saved_game_to_history (loaded, &error);
  g_assert_no_error (error);
  after = test_dump (carc_history_get_state (reloaded));
  g_assert_cmpstr (after, ==, before);
}

/* The services a module's rules or search may ask of the deal, in a
 * classic game with no module at all: whether a tile of a type fits a
 * cell, the tile in hand chosen from those not drawn, and the next tile
 * laid face down, which every edge then matches. */
static void
test_deal_services (void)
{
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", NULL);
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (tiles, 2, 0, 7);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = carc_state_new (setup);
  guint four_cities, left;
  gboolean north = FALSE, east = FALSE;

  /* The start tile D: a city north, roads east and west, a field south.
   * The four-city tile C fits north only. */
  g_assert_true (carc_tile_set_lookup (tiles, "C", &four_cities));
  g_assert_true (carc_state_cell_fits (state, 0, -1, four_cities));
  g_assert_false (carc_state_cell_fits (state, 1, 0, four_cities));
  g_assert_false (carc_state_cell_fits (state, 0, 1, four_cities));
  g_assert_false (carc_state_cell_fits (state, 5, 5, four_cities));

  /* Chosen as the tile in hand, it is offered there and nowhere else. */
  g_assert_true (carc_state_choose_tile (state, four_cities));
  g_assert_cmpuint (carc_state_get_decision (state)->tile_type, ==, four_cities);
  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);

      north |= a->x == 0 && a->y == -1;
      east |= a->x == 1 && a->y == 0;
    }
  g_assert_true (north);
  g_assert_false (east);

  /* The next tile face down south of the start: drawn, on the board, and
   * matched by every edge (the four cities fit below it). */
  left = carc_state_get_tiles_left (state);
  g_assert_cmpint (carc_state_place_face_down (state, 0, 1), ==, CARC_OK);
  g_assert_cmpuint (carc_state_get_tiles_left (state), ==, left - 1);
  g_assert_cmpint (carc_state_tile_at (state, 0, 1), >=, 0);
  g_assert_true (carc_state_cell_fits (state, 0, 2, four_cities));
  g_assert_cmpint (carc_state_place_face_down (state, 0, 1), ==, CARC_ERROR_CELL_OCCUPIED);
  g_assert_cmpint (carc_state_place_face_down (state, 9, 9), ==, CARC_ERROR_NOT_ADJACENT);
  carc_state_free (state);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  /* Registration is global: the modules of the contract tests below, once,
   * before any setup names them. */
  carc_rules_module_register (&no_west_module);
  carc_rules_module_register (&no_three_quarters_module);
  carc_rules_module_register (&extra_turn_module);
  carc_rules_module_register (&pass_next_module);
  carc_rules_module_register (&skip_next_module);
  carc_rules_module_register (&halve_module);
  carc_rules_module_register (&add_one_module);
  carc_rules_module_register (&die_module);
  carc_rules_module_register (&wizard_module);
  carc_rules_module_register (&big_module);
  carc_rules_module_register (&zero_module);
  carc_rules_module_register (&first_pile_module);
  carc_rules_module_register (&cards_module);
  carc_rules_module_register (&colour_one_module);
  carc_rules_module_register (&colour_two_module);
  carc_rules_module_register (&taker_a_module);
  carc_rules_module_register (&taker_b_module);
  carc_rules_module_register (&river_yes_module);
  carc_rules_module_register (&always_no_module);
  carc_rules_module_register (&ferry_module);


  g_test_add_func ("/engine/contract/unlisted-module-action-changes-nothing",
                   test_unlisted_module_action_changes_nothing);
  g_test_add_func ("/engine/contract/another-player-decides", test_another_player_decides);
  g_test_add_func ("/engine/contract/unknown-module-refused", test_unknown_module_refused);
  g_test_add_func ("/engine/contract/final-scorings-combine", test_final_scorings_combine);
  g_test_add_func ("/engine/contract/placement-filters-combine", test_placement_filters_combine);
  g_test_add_func ("/engine/contract/explain-refusal-first-reason", test_explain_refusal_first_reason);
  g_test_add_func ("/engine/contract/extra-turn", test_extra_turn);
  g_test_add_func ("/engine/contract/points-changed-chain", test_points_changed_chain);
  g_test_add_func ("/engine/contract/chance-outcome-logged", test_chance_outcome_logged);
  g_test_add_func ("/engine/contract/chance-outcome-saved", test_chance_outcome_saved);
  g_test_add_func ("/engine/contract/neutral-figure", test_neutral_figure);
  g_test_add_func ("/engine/contract/figure-kinds-strength", test_figure_kinds_strength);
  g_test_add_func ("/engine/contract/setup-hooks-compose", test_setup_hooks_compose);
  g_test_add_func ("/engine/contract/deal-services", test_deal_services);
  g_test_add_func ("/engine/contract/figure-colours-combine", test_figure_colours_combine);
  g_test_add_func ("/engine/contract/feature-completed-first-taker", test_feature_completed_first_taker);
  g_test_add_func ("/engine/contract/segment-playable-any", test_segment_playable_any);
  g_test_add_func ("/engine/contract/rederive-features", test_rederive_features);
  g_test_add_func ("/engine/contract/rederive-segments", test_rederive_segments);

  return g_test_run ();
}
