/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Fuzz target for the campaign's progress file (docs/fuzzing.md): every
 * input is read into a record or refused with an error, never both, and a
 * refusal leaves the record as it was; what is read writes and reads back
 * to the same record. */
#include "config.h"

#include <string.h>

#include "carc-module.h"
#include "carc-campaign-file.h"
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
  CarcCampaignRecord record, untouched;
  gboolean ok;

  carc_campaign_record_init (&record, carc_campaign_rules_nth (0));
  untouched = record;
  ok = carc_campaign_from_bytes (bytes, "fuzz", carc_campaign_rules_nth (0), &record, &error);
  g_assert (ok != (error != NULL));
  if (!ok)
    g_assert (memcmp (&record, &untouched, sizeof record) == 0);
  else
    {
      gsize length;
      g_autofree char *xml = carc_campaign_to_xml (&record, &length);
      g_autoptr(GBytes) again = g_bytes_new_take (g_steal_pointer (&xml), length);
      CarcCampaignRecord reread;

      carc_campaign_record_init (&reread, carc_campaign_rules_nth (0));
      g_assert (carc_campaign_from_bytes (again, "again", carc_campaign_rules_nth (0), &reread, NULL));
      g_assert (reread.people == record.people && reread.n_colours == record.n_colours);
      g_assert (reread.current == record.current);
      for (guint l = 0; l < CARC_CAMPAIGN_MAX_LEVELS; l++)
        g_assert (reread.levels[l].won == record.levels[l].won
                  && reread.levels[l].attempts == record.levels[l].attempts
                  && reread.levels[l].best == record.levels[l].best);
    }
  return 0;
}
