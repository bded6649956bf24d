/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Undo and redo over the action log, in the table-driven style of GTK's
 * GtkTextHistory tests: each row is a command and what must hold after. */
#include "carc-test-util.h"

typedef enum
{
  PLACE,      /* place the current tile at (x, y, rotation) */
  FIGURE,     /* a meeple on segment x of the tile just placed */
  SKIP,
  UNDO,
  REDO,
  UNDO_TURN,
  REDO_TURN,
} Command;

typedef struct
{
  Command  command;
  gint     x;
  gint     y;
  guint    rotation;
  guint    cursor;
  guint    length;
  gboolean can_undo;
  gboolean can_redo;
  guint    score0;
} Step;

/* Pile: E (closes the start city), U, U.  Player 0 knights the city. */
static const Step steps[] = {
  { PLACE, 0, -1, 2,      1, 1, TRUE, FALSE, 0 },
  { FIGURE, 0, 0, 0,      2, 2, TRUE, FALSE, 4 },
  { UNDO, 0, 0, 0,        1, 2, TRUE, TRUE, 0 },
  { UNDO, 0, 0, 0,        0, 2, FALSE, TRUE, 0 },
  { UNDO, 0, 0, 0,        0, 2, FALSE, TRUE, 0 },
  { REDO, 0, 0, 0,        1, 2, TRUE, TRUE, 0 },
  { REDO, 0, 0, 0,        2, 2, TRUE, FALSE, 4 },
  { REDO, 0, 0, 0,        2, 2, TRUE, FALSE, 4 },
  { PLACE, 1, 0, 0,       3, 3, TRUE, FALSE, 4 },
  { SKIP, 0, 0, 0,        4, 4, TRUE, FALSE, 4 },
  { UNDO_TURN, 0, 0, 0,   2, 4, TRUE, TRUE, 4 },
  { UNDO_TURN, 0, 0, 0,   0, 4, FALSE, TRUE, 0 },
  { REDO_TURN, 0, 0, 0,   2, 4, TRUE, TRUE, 4 },
  /* A new action after an undo drops the redo tail. */
  { PLACE, -1, 0, 0,      3, 3, TRUE, FALSE, 4 },
  { UNDO, 0, 0, 0,        2, 3, TRUE, TRUE, 4 },
  { PLACE, -1, 0, 0,      3, 3, TRUE, FALSE, 4 },
  { FIGURE, 0, 0, 0,      4, 4, TRUE, FALSE, 4 },
};

static void
test_history_table (void)
{
  g_auto(GStrv) ids = g_strsplit ("E U U", " ", -1);
  g_autoptr(CarcSetup) setup = carc_setup_new (test_base_tiles (), 2);
  g_autoptr(CarcHistory) history = NULL;

  for (guint i = 0; ids[i] != NULL; i++)
    carc_setup_append_tile (setup, test_type (ids[i]));
  history = carc_history_new (setup);

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      const Step *st = &steps[i];
      CarcAction a = { 0 };

      g_test_message ("step %u", i);
      switch (st->command)
        {
        case PLACE:
          a = (CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = st->x, .y = st->y,
                             .rotation = st->rotation };
          g_assert_cmpint (carc_history_apply (history, &a), ==, CARC_OK);
          break;
        case FIGURE:
          a = (CarcAction) { .kind = CARC_ACTION_PLACE_FIGURE, .segment = st->x };
          g_assert_cmpint (carc_history_apply (history, &a), ==, CARC_OK);
          break;
        case SKIP:
          a = (CarcAction) { .kind = CARC_ACTION_SKIP_FIGURE };
          g_assert_cmpint (carc_history_apply (history, &a), ==, CARC_OK);
          break;
        case UNDO:
          carc_history_undo (history);
          break;
        case REDO:
          carc_history_redo (history);
          break;
        case UNDO_TURN:
          carc_history_undo_turn (history);
          break;
        case REDO_TURN:
          carc_history_redo_turn (history);
          break;
        default:
          g_assert_not_reached ();
        }
      g_assert_cmpuint (carc_history_get_cursor (history), ==, st->cursor);
      g_assert_cmpuint (carc_history_get_length (history), ==, st->length);
      g_assert_cmpint (carc_history_can_undo (history), ==, st->can_undo);
      g_assert_cmpint (carc_history_can_redo (history), ==, st->can_redo);
      g_assert_cmpuint (carc_state_get_score (carc_history_get_state (history), 0), ==, st->score0);
    }
}

/* An illegal action changes neither the state nor the log. */
static void
test_history_refuses (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new (test_base_tiles (), 2);
  g_autoptr(CarcHistory) history = NULL;
  CarcAction bad = { .kind = CARC_ACTION_PLACE_TILE, .x = 3, .y = 3 };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  carc_setup_append_tile (setup, test_type ("U"));
  history = carc_history_new (setup);
  before = test_dump (carc_history_get_state (history));
  g_assert_cmpint (carc_history_apply (history, &bad), ==, CARC_ERROR_NOT_ADJACENT);
  after = test_dump (carc_history_get_state (history));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (carc_history_get_length (history), ==, 0);
  g_assert_false (carc_history_can_undo (history));
}

/* Loading a log checks every action, the redo tail too, and leaves the
 * history untouched when one is illegal. */
static void
test_history_load (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new (test_base_tiles (), 2);
  g_autoptr(CarcHistory) history = NULL;
  CarcAction log[] = {
    { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = -1, .rotation = 2 },
    { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 0 },
    { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0 },
    { .kind = CARC_ACTION_SKIP_FIGURE },
  };
  CarcAction bad_tail[G_N_ELEMENTS (log)];
  guint failed = 0;

  carc_setup_append_tile (setup, test_type ("E"));
  carc_setup_append_tile (setup, test_type ("U"));
  history = carc_history_new (setup);

  g_assert_cmpint (carc_history_load (history, log, 4, 2, &failed), ==, CARC_OK);
  g_assert_cmpuint (carc_history_get_cursor (history), ==, 2);
  g_assert_true (carc_history_can_redo (history));
  g_assert_cmpuint (carc_state_get_score (carc_history_get_state (history), 0), ==, 4);

  memcpy (bad_tail, log, sizeof log);
  bad_tail[2].x = 5;
  g_assert_cmpint (carc_history_load (history, bad_tail, 4, 2, &failed), ==, CARC_ERROR_NOT_ADJACENT);
  g_assert_cmpuint (failed, ==, 2);
  g_assert_cmpuint (carc_history_get_cursor (history), ==, 2);
  g_assert_true (carc_action_equal (carc_history_get_action (history, 2), &log[2]));

  g_assert_cmpint (carc_history_load (history, log, 4, 5, &failed), !=, CARC_OK);
  g_assert_cmpint (carc_history_load (history, log, 4, 4, &failed), ==, CARC_OK);
  g_assert_true (carc_state_is_over (carc_history_get_state (history)));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/engine/history/table", test_history_table);
  g_test_add_func ("/engine/history/refuses", test_history_refuses);
  g_test_add_func ("/engine/history/load", test_history_load);

  return g_test_run ();
}
