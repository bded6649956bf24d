/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Without libFuzzer, a fuzz target is a program that feeds it each file
 * named on the command line once (a TAP test of one case): the suite runs
 * it over the seed corpus and every regression file the fuzzer found. */
#include "config.h"

#include <glib.h>
#include <stdio.h>

#include "fuzz-driver.h"

int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    {
      g_autofree char *contents = NULL;
      gsize length;

      if (!g_file_test (argv[i], G_FILE_TEST_IS_REGULAR)
          || !g_file_get_contents (argv[i], &contents, &length, NULL))
        continue;
      LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
      n++;
    }
  printf ("1..1\n%s 1 - %u inputs loaded or refused cleanly\n", n > 0 ? "ok" : "not ok", n);
  return 0;
}
