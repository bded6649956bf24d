/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Fuzz target for the tile set loader (docs/fuzzing.md): every input is a
 * tile set or an error, never both; a tile set that loads can start a
 * game and play its first moves. */
#include "config.h"

#include "carc-setup.h"
#include "carc-state.h"
#include "carc-tileset-loader.h"
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
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_bytes (bytes, "fuzz", &error);

  g_assert ((tiles == NULL) != (error == NULL));
  if (tiles != NULL && carc_tile_set_get_n_tiles (tiles) > 0 && carc_tile_set_get_n_types (tiles) > 0)
    {
      g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (tiles, 2, 0, 1);
      CarcState *state = carc_state_new (setup);
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

      for (guint i = 0; i < 8 && !carc_state_is_over (state); i++)
        {
          carc_state_list_actions (state, actions);
          if (actions->len == 0)
            break;
          g_assert (carc_state_apply (state, &g_array_index (actions, CarcAction, 0)) == CARC_OK);
        }
      carc_state_free (state);
    }
  return 0;
}
