/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The UI bundles this program has, found by their module's id: main
 * registers the built-in ones (carc_bundles_register_builtin(), generated
 * from meson's one list), a test its own. */
#include "carc-bundle.h"

#include <string.h>

static const CarcBundle *registry[64];
static guint n_registry;

void
carc_bundle_register (const CarcBundle *bundle)
{
  g_return_if_fail (bundle != NULL && bundle->module != NULL);
  for (guint i = 0; i < n_registry; i++)
    if (g_str_equal (registry[i]->module, bundle->module))
      return;
  g_return_if_fail (n_registry < G_N_ELEMENTS (registry));
  registry[n_registry++] = bundle;
  if (bundle->theme != NULL)
    carc_theme_register (bundle->theme);
}


/* Every bundle registered, in the order they were. */
const CarcBundle * const *
carc_bundles_get_all (guint *n_bundles)
{
  *n_bundles = n_registry;
  return registry;
}

/* @module may carry options after a colon ("target:level=2"), as a
 * setup names its modules. */
const CarcBundle *
carc_bundle_lookup (const char *module)
{
  gsize len;

  if (module == NULL)
    return NULL;
  len = strcspn (module, ":");
  for (guint i = 0; i < n_registry; i++)
    if (strlen (registry[i]->module) == len && strncmp (registry[i]->module, module, len) == 0)
      return registry[i];
  return NULL;
}

/* The bundles of @game's modules in setup order, into @bundles (room for
 * CARC_MAX_MODULES); a module without a bundle has none there. */
guint
carc_bundles_of_game (CarcGame          *game,
                      const CarcBundle **bundles)
{
  CarcSetup *setup = carc_game_get_setup (game);
  guint n = 0;

  for (guint m = 0; m < carc_setup_get_n_modules (setup) && n < CARC_MAX_MODULES; m++)
    {
      const CarcBundle *bundle = carc_bundle_lookup (carc_setup_get_module (setup, m));

      if (bundle != NULL)
        bundles[n++] = bundle;
    }
  return n;
}
