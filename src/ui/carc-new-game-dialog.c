/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Choosing players and rules for a new game.  The choices are kept in
 * GSettings so the next game starts from them. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-new-game-dialog.h"
#include "carc-accessible.h"
#include "carc-bundle.h"
#include "carc-colour-name.h"
#include "carc-save.h"
#include "carc-values.h"
#include "carc-figure-painter.h"
#include "carc-window.h"

/* The seat colours of the rulebooks: red, green, blue, yellow, black, grey. */
const char * const carc_player_colours[CARC_MAX_PLAYERS] = {
  "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318", "#2b2b2b", "#9a9a9a",
};

struct _CarcNewGameDialog
{
  AdwWindow       parent_instance;

  CarcTileSet    *tiles;
  GSettings      *settings;

  GtkSpinButton  *players_spin;
  AdwEntryRow    *name_rows[CARC_MAX_PLAYERS];
  GtkDropDown    *colour_menus[CARC_MAX_PLAYERS];
  GtkDropDown    *seat_menus[CARC_MAX_PLAYERS];   /* a person, a computer's level, or elsewhere */
  GtkWidget      *hosting_group;
  GtkEditable    *address_entry;
  GtkSpinButton  *port_spin;
  GtkWidget      *start_button;
  GtkSwitch      *small_city_switch;
  GtkSwitch      *old_farmers_switch;
  GtkSwitch      *no_farmers_switch;
  AdwPreferencesGroup *expansions_group;
  AdwExpanderRow *variants_row;
  AdwExpanderRow *minis_row;      /* the mini-expansions' switches, folded */
  GPtrArray      *module_switches;  /* GtkSwitch, each with its module's id */
};

G_DEFINE_FINAL_TYPE (CarcNewGameDialog, carc_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
default_name (guint index)
{
  return g_strdup (carc_colour_name (carc_player_colours[index]));
}

static guint
colour_of (CarcNewGameDialog *self,
           guint              seat)
{
  return MIN (gtk_drop_down_get_selected (self->colour_menus[seat]), CARC_MAX_PLAYERS - 1);
}

/* Who plays @seat: CARC_PLAYER_PERSON, a computer's CarcAiLevel or
 * CARC_SEAT_REMOTE. */
static gint
seat_of (CarcNewGameDialog *self,
         guint              seat)
{
  return carc_seat_menu_get_seat (self->seat_menus[seat]);
}

/* Two players may not share a colour: the game could not tell their
 * meeples apart. */
static gboolean
colours_distinct (CarcNewGameDialog *self)
{
  guint n = gtk_spin_button_get_value_as_int (self->players_spin);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (colour_of (self, i) == colour_of (self, j))
        return FALSE;
  return TRUE;
}

/* The name seat @seat plays under: what was typed, as a save takes a
 * name (carc_values_clean_name()); or its colour's. */
static char *
name_of (CarcNewGameDialog *self,
         guint              seat)
{
  g_autofree char *name = carc_values_clean_name (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[seat])));

  return *name != '\0' ? g_steal_pointer (&name) : default_name (colour_of (self, seat));
}

/* Whether the first @n seats play under names of their own: a save
 * tells the players apart by name (compared as the loader does). */
static gboolean
names_distinct (CarcNewGameDialog *self,
                guint              n)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = name_of (self, i);
      const char *colour = carc_player_colours[colour_of (self, i)];

      g_autofree char *shown = carc_values_name_key (name);
      g_autofree char *stored = carc_values_name_key (carc_colour_name_stored (colour, name));

      /* As shown, and as the file writes it (a colour's name in English),
       * told apart as the loader does. */
      for (guint j = 0; j < names->len; j += 2)
        if (g_utf8_collate (shown, g_ptr_array_index (names, j)) == 0
            || g_utf8_collate (stored, g_ptr_array_index (names, j + 1)) == 0)
          return FALSE;
      g_ptr_array_add (names, g_steal_pointer (&shown));
      g_ptr_array_add (names, g_steal_pointer (&stored));
    }
  return TRUE;
}

static void
players_changed_cb (CarcNewGameDialog *self)
{
  guint n = gtk_spin_button_get_value_as_int (self->players_spin);
  gboolean distinct, named;

  for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
    {
      g_autofree char *placeholder = default_name (colour_of (self, i));
      g_autofree char *title = NULL;

      gtk_widget_set_visible (GTK_WIDGET (self->name_rows[i]), i < n);
      /* TRANSLATORS: "Player 1 (Red)": the title of a name field */
      title = g_strdup_printf (_("Player %u (%s)"), i + 1, placeholder);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[i]), title);
      /* Called as the rows are made too: a later row has no menu yet. */
      if (self->seat_menus[i] != NULL)
        carc_seat_menu_set_seat_name (self->seat_menus[i], title);
    }
  gtk_widget_set_visible (self->hosting_group, carc_new_game_dialog_get_hosts (self));
  distinct = colours_distinct (self);
  named = names_distinct (self, n);
  gtk_widget_set_sensitive (self->start_button, distinct && named);
  gtk_widget_set_tooltip_text (self->start_button, !distinct ? _("Two players have the same colour")
                                                   : !named ? _("Two players have the same name") : NULL);
}

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  GdkRGBA colour;

  gdk_rgba_parse (&colour, carc_player_colours[MIN (gtk_drop_down_get_selected (data), CARC_MAX_PLAYERS - 1)]);
  carc_figure_painter_draw_meeple (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.9, &colour, FALSE);
}

/* The folded mini-expansions say how many are on. */
static void
count_minis (CarcNewGameDialog *self)
{
  guint n = 0, on = 0;
  g_autofree char *text = NULL;

  if (self->minis_row == NULL)
    return;
  for (guint i = 0; i < self->module_switches->len; i++)
    if (g_object_get_data (g_ptr_array_index (self->module_switches, i), "mini") != NULL)
      {
        n++;
        on += gtk_switch_get_active (g_ptr_array_index (self->module_switches, i));
      }
  /* TRANSLATORS: how many of the mini-expansions are switched on */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u switched on", "%u of %u switched on", n), on, n);
  adw_expander_row_set_subtitle (self->minis_row, text);
}

/* The expansions switched on, remembered as soon as a switch moves. */
static void
module_switched_cb (CarcNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) on = NULL;

  count_minis (self);
  if (self->settings == NULL)
    return;
  for (guint i = 0; i < self->module_switches->len; i++)
    if (gtk_switch_get_active (g_ptr_array_index (self->module_switches, i)))
      g_strv_builder_add (builder, g_object_get_data (g_ptr_array_index (self->module_switches, i), "module"));
  on = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "modules", (const char * const *) on);
}

static void
help_clicked_cb (GtkButton         *button,
                 CarcNewGameDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (CARC_IS_WINDOW (parent))
    carc_window_show_help (CARC_WINDOW (parent), g_object_get_data (G_OBJECT (button), "help-page"));
}

/* A button to the help's @page, which tells the rules of @what. */
static GtkWidget *
help_button (CarcNewGameDialog *self,
             const char        *page,
             const char        *what)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("help-browser-symbolic");
  /* TRANSLATORS: a help button's tooltip and name; %s is an expansion's or the rules' name */
  g_autofree char *label = g_strdup_printf (_("Rules of %s"), what);

  carc_accessible_name_icon_button (button, label);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (button), "help-page", g_strdup (page), g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (help_clicked_cb), self, 0);
  return button;
}

/* A switch for each module a new game may switch on: their bundles give
 * the words, the dialog names none. */
static void
add_expansions (CarcNewGameDialog *self)
{
  g_auto(GStrv) on = self->settings != NULL ? g_settings_get_strv (self->settings, "modules") : NULL;
  guint n;
  const CarcBundle * const *bundles = carc_bundles_get_all (&n);
  gboolean any_mini_on = FALSE;

  /* The big expansions one by one, then the minis folded in one row: the
   * dialog fits a small screen. */
  for (guint pass = 0; pass < 2; pass++)
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row, *toggle;

      if (bundles[i]->title == NULL || bundles[i]->mini != (pass == 1))
        continue;
      row = adw_action_row_new ();
      toggle = gtk_switch_new ();
      /* Plain text: an expansion's name has an ampersand. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(bundles[i]->title));
      if (bundles[i]->subtitle != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(bundles[i]->subtitle));
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (toggle), on != NULL && g_strv_contains ((const char * const *) on,
                                                                               bundles[i]->module));
      g_object_set_data (G_OBJECT (toggle), "module", (gpointer) bundles[i]->module);
      g_signal_connect_object (toggle, "notify::active", G_CALLBACK (module_switched_cb), self, G_CONNECT_SWAPPED);
      if (bundles[i]->help_page != NULL)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), help_button (self, bundles[i]->help_page, _(bundles[i]->title)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      g_ptr_array_add (self->module_switches, toggle);
      if (!bundles[i]->mini)
        {
          adw_preferences_group_add (self->expansions_group, row);
          continue;
        }
      if (self->minis_row == NULL)
        {
          self->minis_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->minis_row), _("Mini-expansions"));
          adw_preferences_group_add (self->expansions_group, GTK_WIDGET (self->minis_row));
        }
      g_object_set_data (G_OBJECT (toggle), "mini", GINT_TO_POINTER (TRUE));
      any_mini_on |= gtk_switch_get_active (GTK_SWITCH (toggle));
      adw_expander_row_add_row (self->minis_row, row);
    }
  /* Whatever is on is in sight. */
  if (self->minis_row != NULL)
    adw_expander_row_set_expanded (self->minis_row, any_mini_on);
  count_minis (self);
  gtk_widget_set_visible (GTK_WIDGET (self->expansions_group), self->module_switches->len > 0);
}

/* The tile sets of a composed game: the dialog's own for its id (a
 * test's or the application's, already loaded), the bundled ones for
 * those the modules bring. */
static CarcTileSet *
lookup_tile_set (const char  *id,
                 gpointer     user_data,
                 GError     **error)
{
  CarcNewGameDialog *self = user_data;

  if (g_strcmp0 (id, carc_tile_set_get_id (self->tiles)) == 0)
    return carc_tile_set_ref (self->tiles);
  return carc_save_builtin_tile_sets (id, NULL, error);
}

/* Bundled data always composes; if it ever does not, the player is told
 * and the dialog stays open. */
static void
show_setup_error (CarcNewGameDialog *self,
                  const GError      *error)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (error->message != NULL && *error->message != '\0')
    /* TRANSLATORS: %s is the id of a tile set or of rules, as "river" */
    body = g_strdup_printf (_("The tiles and rules chosen could not be put together: “%s”."), error->message);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Start the Game"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Builds the game the dialog describes and remembers the choices; NULL,
 * the reason shown, when the chosen rules could not be set up. */
CarcGame *
carc_new_game_dialog_create_game (CarcNewGameDialog *self,
                                  guint64            seed)
{
  guint n = gtk_spin_button_get_value_as_int (self->players_spin);
  guint variants = 0;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  const char *colours[CARC_MAX_PLAYERS + 1] = { NULL };
  const char *sets[] = { carc_tile_set_get_id (self->tiles), NULL };
  g_autoptr(GPtrArray) modules = g_ptr_array_new ();
  CarcGame *game;

  for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
    {
      g_ptr_array_add (names, name_of (self, i));
      colours[i] = carc_player_colours[colour_of (self, i)];
    }
  g_ptr_array_add (names, NULL);
  g_return_val_if_fail (colours_distinct (self) && names_distinct (self, n), NULL);

  if (gtk_switch_get_active (self->small_city_switch))
    variants |= CARC_VARIANT_FIRST_EDITION_CITY;
  if (gtk_switch_get_active (self->old_farmers_switch))
    variants |= CARC_VARIANT_FIRST_EDITION_FARMERS;
  if (gtk_switch_get_active (self->no_farmers_switch))
    variants |= CARC_VARIANT_NO_FARMERS;
  for (guint i = 0; i < self->module_switches->len; i++)
    if (gtk_switch_get_active (g_ptr_array_index (self->module_switches, i)))
      g_ptr_array_add (modules, g_object_get_data (g_ptr_array_index (self->module_switches, i), "module"));
  g_ptr_array_add (modules, NULL);

  if (self->settings != NULL)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) saved = NULL;

      for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
        g_strv_builder_add (builder, gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i])));
      saved = g_strv_builder_end (builder);
      g_settings_set_strv (self->settings, "player-names", (const char * const *) saved);
      {
        GVariantBuilder vb;

        g_variant_builder_init (&vb, G_VARIANT_TYPE ("ai"));
        for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
          g_variant_builder_add (&vb, "i", (gint32) colour_of (self, i));
        g_settings_set_value (self->settings, "player-colours", g_variant_builder_end (&vb));
        g_variant_builder_init (&vb, G_VARIANT_TYPE ("ai"));
        for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
          g_variant_builder_add (&vb, "i", (gint32) seat_of (self, i));
        g_settings_set_value (self->settings, "player-seats", g_variant_builder_end (&vb));
      }
    }

  setup = carc_setup_compose (sets, (const char * const *) modules->pdata, n, variants, seed, lookup_tile_set,
                              self, &error);
  if (setup == NULL)
    {
      show_setup_error (self, error);
      return NULL;
    }
  game = carc_game_new (setup, (const char * const *) names->pdata, colours);
  for (guint i = 0; i < n; i++)
    {
      carc_player_set_computer (carc_game_get_player (game, i), MAX (seat_of (self, i), CARC_PLAYER_PERSON));
      carc_player_set_remote (carc_game_get_player (game, i), seat_of (self, i) == CARC_SEAT_REMOTE);
    }
  return game;
}

static void
start_cb (CarcNewGameDialog *self)
{
  g_autoptr(CarcGame) game = carc_new_game_dialog_create_game (self, g_random_int () | ((guint64) g_random_int () << 32));

  if (game == NULL)
    return;
  g_signal_emit (self, signals[START], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
cancel_cb (CarcNewGameDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
carc_new_game_dialog_dispose (GObject *object)
{
  CarcNewGameDialog *self = CARC_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->tiles, carc_tile_set_unref);
  g_clear_pointer (&self->module_switches, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (carc_new_game_dialog_parent_class)->dispose (object);
}

static void
carc_new_game_dialog_class_init (CarcNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_new_game_dialog_dispose;

  /**
   * CarcNewGameDialog::start:
   * @game: the new game
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                 NULL, G_TYPE_NONE, 1, CARC_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/carcassonne/Carcassonne/ui/carc-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, players_spin);
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_0", FALSE,
                                             G_STRUCT_OFFSET (CarcNewGameDialog, name_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_1", FALSE,
                                             G_STRUCT_OFFSET (CarcNewGameDialog, name_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_2", FALSE,
                                             G_STRUCT_OFFSET (CarcNewGameDialog, name_rows[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_3", FALSE,
                                             G_STRUCT_OFFSET (CarcNewGameDialog, name_rows[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_4", FALSE,
                                             G_STRUCT_OFFSET (CarcNewGameDialog, name_rows[4]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_5", FALSE,
                                             G_STRUCT_OFFSET (CarcNewGameDialog, name_rows[5]));
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, hosting_group);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, address_entry);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, port_spin);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, small_city_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, old_farmers_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, no_farmers_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, expansions_group);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGameDialog, variants_row);
  gtk_widget_class_bind_template_callback (widget_class, players_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The folded variants say how many are on. */
static void
count_variants (CarcNewGameDialog *self)
{
  guint on = gtk_switch_get_active (self->small_city_switch) + gtk_switch_get_active (self->old_farmers_switch);
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u switched on",
                                                        "%u of %u switched on", 2), on, 2);

  adw_expander_row_set_subtitle (self->variants_row, text);
}

/* The colour menu's button shows only its arrow: the meeple at the row's
 * start shows the colour, and the name field keeps the room. */
static void
colour_button_setup_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item)
{
  gtk_list_item_set_child (item, gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
}

/* Screen readers hear the colour chosen with the menu's name. */
static void
colour_selected_cb (GtkDropDown *menu)
{
  GObject *item = gtk_drop_down_get_selected_item (menu);
  g_autofree char *label = g_strdup_printf ("%s: %s", _("Colour"),
                                            item != NULL ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : "");

  carc_accessible_name_with_toggle (GTK_WIDGET (menu), label);
}

static void
carc_new_game_dialog_init (CarcNewGameDialog *self)
{
  /* The rows' menus line up in columns, whatever the colour's name. */
  g_autoptr(GtkSizeGroup) seat_column = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  g_autoptr(GtkSizeGroup) colour_column = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->module_switches = g_ptr_array_new ();
  /* TRANSLATORS: the classic game's rules, in the name of the help button beside its variants */
  adw_expander_row_add_action (self->variants_row, help_button (self, "rules-classic", _("the classic game")));
  g_signal_connect_object (self->small_city_switch, "notify::active", G_CALLBACK (count_variants), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->old_farmers_switch, "notify::active", G_CALLBACK (count_variants), self,
                           G_CONNECT_SWAPPED);
  count_variants (self);

  for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
    {
      const char *colour_names[CARC_MAX_PLAYERS + 1] = { NULL };
      GtkWidget *swatch = gtk_drawing_area_new ();

      for (guint c = 0; c < CARC_MAX_PLAYERS; c++)
        colour_names[c] = default_name (c);
      self->colour_menus[i] = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (colour_names));
      for (guint c = 0; c < CARC_MAX_PLAYERS; c++)
        g_free ((char *) colour_names[c]);
      {
        g_autoptr(GtkListItemFactory) button = gtk_signal_list_item_factory_new ();

        g_signal_connect (button, "setup", G_CALLBACK (colour_button_setup_cb), NULL);
        gtk_drop_down_set_factory (self->colour_menus[i], button);
        /* The list as the seats' menus list theirs: each name. */
        carc_seat_menu_set_list_factory (self->colour_menus[i]);
      }
      gtk_drop_down_set_selected (self->colour_menus[i], i);
      gtk_widget_set_valign (GTK_WIDGET (self->colour_menus[i]), GTK_ALIGN_CENTER);
      /* As the seat's menu: a tooltip would cover the open list. */
      colour_selected_cb (self->colour_menus[i]);
      g_signal_connect (self->colour_menus[i], "notify::selected", G_CALLBACK (colour_selected_cb), NULL);
      g_signal_connect_object (self->colour_menus[i], "notify::selected", G_CALLBACK (players_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->colour_menus[i], "notify::selected", G_CALLBACK (gtk_widget_queue_draw),
                               swatch, G_CONNECT_SWAPPED);

      self->seat_menus[i] = carc_seat_menu_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 24);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 24);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch_cb, self->colour_menus[i], NULL);
      g_signal_connect_object (self->name_rows[i], "changed", G_CALLBACK (players_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->seat_menus[i], "notify::selected", G_CALLBACK (players_changed_cb), self,
                               G_CONNECT_SWAPPED);
      adw_entry_row_add_prefix (self->name_rows[i], swatch);
      adw_entry_row_add_suffix (self->name_rows[i], GTK_WIDGET (self->seat_menus[i]));
      adw_entry_row_add_suffix (self->name_rows[i], GTK_WIDGET (self->colour_menus[i]));
      gtk_size_group_add_widget (seat_column, GTK_WIDGET (self->seat_menus[i]));
      gtk_size_group_add_widget (colour_column, GTK_WIDGET (self->colour_menus[i]));
    }

  /* Settings are optional so that tests and uninstalled runs work. */
  {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
    g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;

    if (schema != NULL)
      self->settings = g_settings_new (APP_ID);
  }
  if (self->settings != NULL)
    {
      g_auto(GStrv) names = g_settings_get_strv (self->settings, "player-names");

      g_settings_bind (self->settings, "player-count", self->players_spin, "value", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "first-edition-city", self->small_city_switch, "active",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "first-edition-farmers", self->old_farmers_switch, "active",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "no-farmers", self->no_farmers_switch, "active", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "host-address", self->address_entry, "text", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "host-port", self->port_spin, "value", G_SETTINGS_BIND_DEFAULT);
      /* Variants left on are in sight. */
      adw_expander_row_set_expanded (self->variants_row, gtk_switch_get_active (self->small_city_switch)
                                                         || gtk_switch_get_active (self->old_farmers_switch));
      g_autoptr(GVariant) colours = g_settings_get_value (self->settings, "player-colours");
      g_autoptr(GVariant) seats = g_settings_get_value (self->settings, "player-seats");

      for (guint i = 0; names[i] != NULL && i < CARC_MAX_PLAYERS; i++)
        gtk_editable_set_text (GTK_EDITABLE (self->name_rows[i]), names[i]);
      for (gsize i = 0; i < g_variant_n_children (colours) && i < CARC_MAX_PLAYERS; i++)
        {
          gint32 c;

          g_variant_get_child (colours, i, "i", &c);
          gtk_drop_down_set_selected (self->colour_menus[i], CLAMP (c, 0, CARC_MAX_PLAYERS - 1));
        }
      for (gsize i = 0; i < g_variant_n_children (seats) && i < CARC_MAX_PLAYERS; i++)
        {
          gint32 level;

          g_variant_get_child (seats, i, "i", &level);
          carc_seat_menu_set_seat (self->seat_menus[i], level);
        }
    }
  add_expansions (self);
  players_changed_cb (self);
}

CarcNewGameDialog *
carc_new_game_dialog_new (GtkWindow   *parent,
                          CarcTileSet *tiles)
{
  CarcNewGameDialog *self = g_object_new (CARC_TYPE_NEW_GAME_DIALOG, "transient-for", parent,
                                          "modal", TRUE, NULL);

  self->tiles = carc_tile_set_ref (tiles);
  return self;
}

void
carc_new_game_dialog_set_n_players (CarcNewGameDialog *self,
                                    guint              n_players)
{
  g_return_if_fail (CARC_IS_NEW_GAME_DIALOG (self));
  gtk_spin_button_set_value (self->players_spin, n_players);
}

void
carc_new_game_dialog_set_colour (CarcNewGameDialog *self,
                                 guint              seat,
                                 guint              colour)
{
  g_return_if_fail (CARC_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < CARC_MAX_PLAYERS && colour < CARC_MAX_PLAYERS);
  gtk_drop_down_set_selected (self->colour_menus[seat], colour);
}

/* The name typed for @seat, as a player would type it. */
void
carc_new_game_dialog_set_name (CarcNewGameDialog *self,
                               guint              seat,
                               const char        *name)
{
  g_return_if_fail (CARC_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < CARC_MAX_PLAYERS && name != NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->name_rows[seat]), name);
}

gboolean
carc_new_game_dialog_can_start (CarcNewGameDialog *self)
{
  g_return_val_if_fail (CARC_IS_NEW_GAME_DIALOG (self), FALSE);
  return gtk_widget_get_sensitive (self->start_button);
}

/* Who plays @seat: CARC_PLAYER_PERSON or a computer player's level. */
void
carc_new_game_dialog_set_seat (CarcNewGameDialog *self,
                               guint              seat,
                               gint               level)
{
  g_return_if_fail (CARC_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < CARC_MAX_PLAYERS && level >= CARC_SEAT_REMOTE && level < CARC_AI_N_LEVELS);
  carc_seat_menu_set_seat (self->seat_menus[seat], level);
}

/* Whether a seat of the game waits for a player at another computer:
 * starting it hosts it. */
gboolean
carc_new_game_dialog_get_hosts (CarcNewGameDialog *self)
{
  guint n;

  g_return_val_if_fail (CARC_IS_NEW_GAME_DIALOG (self), FALSE);
  n = gtk_spin_button_get_value_as_int (self->players_spin);
  for (guint i = 0; i < n; i++)
    if (seat_of (self, i) == CARC_SEAT_REMOTE)
      return TRUE;
  return FALSE;
}

/* The address to host on, or NULL for all of this computer's. */
char *
carc_new_game_dialog_dup_address (CarcNewGameDialog *self)
{
  g_autofree char *address = NULL;

  g_return_val_if_fail (CARC_IS_NEW_GAME_DIALOG (self), NULL);
  address = g_strstrip (g_strdup (gtk_editable_get_text (self->address_entry)));
  return *address != '\0' ? g_steal_pointer (&address) : NULL;
}

guint
carc_new_game_dialog_get_port (CarcNewGameDialog *self)
{
  g_return_val_if_fail (CARC_IS_NEW_GAME_DIALOG (self), 0);
  return gtk_spin_button_get_value_as_int (self->port_spin);
}

void
carc_new_game_dialog_set_host (CarcNewGameDialog *self,
                               const char        *address,
                               guint              port)
{
  g_return_if_fail (CARC_IS_NEW_GAME_DIALOG (self));
  gtk_editable_set_text (self->address_entry, address != NULL ? address : "");
  gtk_spin_button_set_value (self->port_spin, port);
}
