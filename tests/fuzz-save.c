/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Fuzz target for the saved-game loader (docs/fuzzing.md).
 *
 * With -Dfuzzing=true (clang) this is a libFuzzer target; otherwise
 * fuzz-driver.c feeds it each file named on the command line, and the
 * test suite runs it over the seeds and every regression file. */
#include "config.h"

#include <stdint.h>

#include "carc-save.h"
#include "carc-module.h"
#include "fuzz-driver.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  carc_rules_modules_register_builtin ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) game = carc_save_from_bytes (bytes, "fuzz", carc_save_builtin_tile_sets, NULL, &error);

  /* Exactly one of the two, always. */
  g_assert ((game == NULL) != (error == NULL));
  if (game != NULL)
    {
      g_autoptr(CarcHistory) history = carc_saved_game_to_history (game, &error);
      gsize length;
      g_autofree char *again = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (history);
      /* What loads must save again. */
      again = carc_save_to_xml (game, &length);
      g_assert (length > 0);
    }
  return 0;
}
