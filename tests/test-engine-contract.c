/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The rules-module contract, tried with small modules of the tests' own
 * (docs/modules.md will list every hook's rule as the contract grows). */
#include "carc-module.h"
#include "carc-test-util.h"

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/contract/unlisted-module-action-changes-nothing",
                   test_unlisted_module_action_changes_nothing);
  g_test_add_func ("/engine/contract/another-player-decides", test_another_player_decides);
  g_test_add_func ("/engine/contract/unknown-module-refused", test_unknown_module_refused);
  g_test_add_func ("/engine/contract/final-scorings-combine", test_final_scorings_combine);

  return g_test_run ();
}
