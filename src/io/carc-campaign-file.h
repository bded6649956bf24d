/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-campaign-rules.h"

G_BEGIN_DECLS

/* Format 2 adds the house rule's marks and an end counted already: an
 * earlier version says it is newer, and leaves it alone, rather than
 * taking it for broken. */
#define CARC_CAMPAIGN_FORMAT 2
#define CARC_CAMPAIGN_MAX_SIZE (64 * 1024)

/* How the team did in one level. */
typedef struct
{
  guint    attempts;   /* games finished, won or lost */
  guint    best;       /* best result (the campaign's progress()) */
  gboolean won;
  gboolean house;      /* won only with the team's switch (a house rule) */
} CarcCampaignLevel;

/* A campaign's progress as the io layer reads and writes it. */
typedef struct
{
  guint             people;                             /* 1 to the rules' max_people */
  guint             n_colours;
  guint             colours[CARC_CAMPAIGN_MAX_COLOURS]; /* indices into the rules' colours */
  gboolean          house_marks;                        /* the team's switch is on */
  CarcCampaignLevel levels[CARC_CAMPAIGN_MAX_LEVELS];
  guint             current;                          /* level being played, 0 for none */
  gboolean          counted;                          /* its game ended once already (an undo
                                                       * took the end back): no new attempt */
} CarcCampaignRecord;

void                carc_campaign_record_init   (CarcCampaignRecord        *record,
                                                 const CarcCampaignRules   *rules);
void                carc_campaign_record_merge  (CarcCampaignRecord        *record,
                                                 const CarcCampaignRecord  *other);
char               *carc_campaign_to_xml        (const CarcCampaignRecord  *record,
                                                 gsize                     *length);
gboolean            carc_campaign_from_bytes    (GBytes                    *bytes,
                                                 const char                *name,
                                                 const CarcCampaignRules   *rules,
                                                 CarcCampaignRecord        *record,
                                                 GError                   **error);
gboolean            carc_campaign_read_file     (GFile                     *file,
                                                 const CarcCampaignRules   *rules,
                                                 CarcCampaignRecord        *record,
                                                 GError                   **error);
gboolean            carc_campaign_write_file    (const CarcCampaignRecord  *record,
                                                 GFile                     *file,
                                                 GError                   **error);
gboolean            carc_campaign_write_merged  (const CarcCampaignRules   *rules,
                                                 const CarcCampaignRecord  *record,
                                                 GFile                     *file,
                                                 GFile                     *backup,
                                                 GError                   **error);

G_END_DECLS
