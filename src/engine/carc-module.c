/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The rules modules this program has, found by id, and what a setup's
 * modules declare: their figure kinds and their options.  main, the CLI
 * and the tests register the built-in ones
 * (carc_rules_modules_register_builtin(), generated from meson's one
 * list); the registry names none. */
#include "carc-state-private.h"

static const CarcRulesModule *registry[64];
static guint n_registry;

static const CarcFigureKind meeple_kind = { "meeple", 1, CARC_MEEPLES_PER_PLAYER };

void
carc_rules_module_register (const CarcRulesModule *module)
{
  g_return_if_fail (module != NULL && module->id != NULL);
  for (guint i = 0; i < n_registry; i++)
    if (g_str_equal (registry[i]->id, module->id))
      return;
  g_return_if_fail (n_registry < G_N_ELEMENTS (registry));
  registry[n_registry++] = module;
}

/* @id may carry options after a colon ("river", "target:level=2"). */
const CarcRulesModule *
carc_rules_module_lookup (const char *id)
{
  gsize len = strcspn (id, ":");


  for (guint i = 0; i < n_registry; i++)
    if (strlen (registry[i]->id) == len && strncmp (registry[i]->id, id, len) == 0)
      return registry[i];
  return NULL;
}

/* The figure kinds of a game with @setup, numbered as its actions number
 * them: the meeple, then each module's kinds in setup order.  @kinds holds
 * CARC_MAX_FIGURE_KINDS. */
guint
carc_setup_list_figure_kinds (const CarcSetup       *setup,
                              const CarcFigureKind **kinds)
{
  guint n = 0;

  kinds[n++] = &meeple_kind;
  for (guint m = 0; m < carc_setup_get_n_modules (setup); m++)
    {
      const CarcRulesModule *module = carc_rules_module_lookup (carc_setup_get_module (setup, m));

      for (const CarcFigureKind *k = module->figure_kinds; k != NULL && k->id != NULL; k++)
        {
          g_return_val_if_fail (n < CARC_MAX_FIGURE_KINDS, n);
          kinds[n++] = k;
        }
    }
  return n;
}

/* The score lines of a game with @setup: the core's (CarcScoreCategory),
 * then each module's in setup order.  @lines holds
 * CARC_MAX_SCORE_CATEGORIES. */
guint
carc_setup_list_score_lines (const CarcSetup  *setup,
                             const char      **lines)
{
  static const char *const core[CARC_N_SCORE_CATEGORIES] = { "road", "city", "monastery", "field", "other" };
  guint n = 0;

  for (guint c = 0; c < CARC_N_SCORE_CATEGORIES; c++)
    lines[n++] = core[c];
  for (guint m = 0; m < carc_setup_get_n_modules (setup); m++)
    {
      const CarcRulesModule *module = carc_rules_module_lookup (carc_setup_get_module (setup, m));

      for (guint i = 0; module->score_lines != NULL && module->score_lines[i] != NULL; i++)
        {
          g_return_val_if_fail (n < CARC_MAX_SCORE_CATEGORIES, n);
          lines[n++] = module->score_lines[i];
        }
    }
  return n;
}

/* The values of @module's options in the id @id ("river", or
 * "target:level=2:people=1"), strictly: every declared option in order,
 * each a number in its range; FALSE otherwise. */
gboolean
carc_rules_module_parse_options (const CarcRulesModule *module,
                                 const char            *id,
                                 guint                 *values)
{
  g_auto(GStrv) parts = g_strsplit (id, ":", -1);
  guint n = 0, next = 1;

  if (!g_str_equal (parts[0], module->id))
    return FALSE;
  for (const CarcModuleOption *o = module->options; o != NULL && o->name != NULL; o++, n++)
    {
      const char *part = parts[next];
      gsize len = strlen (o->name);
      guint64 value;

      if (part == NULL || strncmp (part, o->name, len) != 0 || part[len] != '=')
        {
          if (!o->optional)
            return FALSE;
          values[n] = o->fallback;
          continue;
        }
      if (!g_ascii_string_to_unsigned (part + len + 1, 10, o->min, o->max, &value, NULL)
          || (o->optional && value == o->fallback))
        return FALSE;  /* one way to write each id */
      values[n] = value;
      next++;
    }
  return parts[next] == NULL;
}

/* The id of @module with its options set to @values, one per declared
 * option in order: the one syntax of ids ("target:level=2:people=1"). */
char *
carc_rules_module_make_id (const CarcRulesModule *module,
                           const guint           *values)
{
  GString *id = g_string_new (module->id);
  guint n = 0;

  for (const CarcModuleOption *o = module->options; o != NULL && o->name != NULL; o++, n++)
    if (!o->optional || values[n] != o->fallback)
      g_string_append_printf (id, ":%s=%u", o->name, values[n]);
  return g_string_free (id, FALSE);
}

/* @module's action number @choice, or NULL when it has none. */
const CarcModuleAction *
carc_rules_module_get_action (const CarcRulesModule *module,
                              guint                  choice)
{
  for (guint i = 0; module->actions != NULL && module->actions[i].name != NULL; i++)
    if (i == choice)
      return &module->actions[i];
  return NULL;
}

const CarcCampaignRules *
carc_campaign_rules_nth (guint n)
{
  for (guint i = 0; i < n_registry; i++)
    if (registry[i]->campaign != NULL && n-- == 0)
      return registry[i]->campaign;
  return NULL;
}

const CarcCampaignRules *
carc_campaign_rules_lookup (const char *id)
{
  const CarcCampaignRules *rules;

  for (guint i = 0; (rules = carc_campaign_rules_nth (i)) != NULL; i++)
    if (g_str_equal (rules->id, id))
      return rules;
  return NULL;
}

const CarcCampaignRules *
carc_campaign_rules_of_setup (CarcSetup *setup,
                              guint     *level,
                              guint     *people,
                              gboolean  *switched)
{
  const CarcCampaignRules *rules;

  for (guint i = 0; (rules = carc_campaign_rules_nth (i)) != NULL; i++)
    if ((*level = rules->setup_level (setup, people, switched)) != 0)
      return rules;
  return NULL;
}

const CarcCampaignRules *
carc_campaign_rules_of_format_1 (void)
{
  const CarcCampaignRules *rules;

  for (guint i = 0; (rules = carc_campaign_rules_nth (i)) != NULL; i++)
    if (rules->format_1)
      return rules;
  return NULL;
}
