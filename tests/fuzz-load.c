/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Fuzz target for the saved-game loader.
 *
 * With -Dfuzzing=true (clang) this is a libFuzzer target:
 *   build-fuzz/tests/fuzz-load -max_total_time=600 CORPUS/
 * Otherwise it is a plain program that feeds each file named on the command
 * line to the loader once; the test suite runs it over the seed corpus and
 * every regression file, so anything the fuzzer ever found stays fixed. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>

#include "carc-save.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

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

#ifndef CARC_LIBFUZZER
int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  for (int i = 1; i < argc; i++)
    {
      g_autofree char *contents = NULL;
      gsize length;

      if (!g_file_get_contents (argv[i], &contents, &length, NULL))
        continue;
      LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
      n++;
    }
  printf ("1..1\nok 1 - %u inputs loaded or refused cleanly\n", n);
  return 0;
}
#endif
