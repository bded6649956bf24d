/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A campaign's level selection: the team (people at the table and the
 * colours in play) and the levels as cards — what each adds to the
 * rules and its facts, in the words of the campaign's bundle
 * (CarcCampaignLook), and whether it is locked, open or won with the
 * best result and the attempts.  Each colour of the team has a seat
 * menu, as the new game's seats: a person here, a computer player or a
 * player at another computer (then the level is hosted on the address and
 * port below, the new game's).  Starting a level or continuing the one
 * in progress is left to the window through ::start-level and
 * ::continue. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "carc-bundle.h"
#include "carc-colour-name.h"
#include "carc-level-view.h"
#include "carc-notice.h"
#include "carc-figure-painter.h"
#include "carc-seat-menu.h"

struct _CarcLevelView
{
  GtkWidget      parent_instance;

  CarcCampaign  *campaign;
  const CarcCampaignRules *rules;
  const CarcCampaignLook  *look;
  gboolean       updating;

  GtkLabel      *title_label;
  GtkLabel      *intro_label;
  AdwActionRow  *people_row;

  CarcNotice    *notice;
  GtkWidget     *continue_box;
  GtkLabel      *continue_label;
  GtkSpinButton *people_spin;
  AdwActionRow  *colours_row;
  GtkBox        *colours_box;
  GtkFlowBox    *levels_box;
  GtkWidget     *cards[CARC_CAMPAIGN_MAX_LEVELS];
  GtkWidget     *house_switch;   /* the team's switch on its level's card */
  GtkToggleButton *colour_buttons[CARC_CAMPAIGN_MAX_COLOURS];
  guint          n_colour_buttons;

  AdwPreferencesGroup *seats_group;
  GtkWidget     *host_group;
  GtkEditable   *address_entry;
  GtkSpinButton *port_spin;
  GtkWidget     *seat_rows[CARC_CAMPAIGN_MAX_COLOURS];
  guint          n_seat_rows;
  gint           seats[CARC_CAMPAIGN_MAX_COLOURS];   /* who plays each colour of the palette */
  GSettings     *settings;
};

G_DEFINE_FINAL_TYPE (CarcLevelView, carc_level_view, GTK_TYPE_WIDGET)

enum {
  START_LEVEL,
  CONTINUE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
fact_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  return label;
}

static void
play_clicked_cb (GtkButton     *button,
                 CarcLevelView *self)
{
  guint level = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "level"));

  g_signal_emit (self, signals[START_LEVEL], 0, level);
}

static gboolean
apply_house_marks (gpointer data)
{
  CarcLevelView *self = data;

  if (self->campaign != NULL && self->house_switch != NULL)
    {
      gboolean had_focus = gtk_widget_has_focus (self->house_switch);

      carc_campaign_set_house_marks (self->campaign, gtk_switch_get_active (GTK_SWITCH (self->house_switch)));
      /* The cards are built again for the new marks: the keys stay here. */
      if (had_focus && self->house_switch != NULL)
        gtk_widget_grab_focus (self->house_switch);
    }
  return G_SOURCE_REMOVE;
}

/* The switch is not rebuilt while it is telling its own change (its
 * accessible state would then name widgets already gone): the marks
 * change just after. */
static void
house_switch_cb (GtkSwitch     *toggle,
                 GParamSpec    *pspec,
                 CarcLevelView *self)
{
  if (self->updating)
    return;
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_house_marks, g_object_ref (self), g_object_unref);
}

/* The team's switch on its level's card, in the campaign's words (a
 * house rule, with an honest word on how hard the level is). */
static void
add_house_rule (CarcLevelView *self,
                GtkWidget     *card)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = fact_label (_(self->look->switch_title));
  GtkWidget *subtitle = fact_label (_(self->look->switch_subtitle));

  if (self->look->switch_warning != NULL)
    {
      GtkWidget *warning = fact_label (_(self->look->switch_warning));

      gtk_widget_add_css_class (warning, "warning");
      gtk_box_append (GTK_BOX (card), warning);
    }
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), subtitle);
  self->house_switch = gtk_switch_new ();
  gtk_widget_set_valign (self->house_switch, GTK_ALIGN_CENTER);
  self->updating = TRUE;
  gtk_switch_set_active (GTK_SWITCH (self->house_switch), carc_campaign_get_house_marks (self->campaign));
  self->updating = FALSE;
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->house_switch),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle, NULL, -1);
  g_signal_connect (self->house_switch, "notify::active", G_CALLBACK (house_switch_cb), self);
  gtk_box_append (GTK_BOX (row), texts);
  gtk_box_append (GTK_BOX (row), self->house_switch);
  gtk_box_append (GTK_BOX (card), row);
}

static GtkWidget *
build_card (CarcLevelView *self,
            guint          level)
{
  CarcLevelStatus status = carc_campaign_get_status (self->campaign, level);
  guint attempts = carc_campaign_get_attempts (self->campaign, level);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title, *state, *summary, *button;
  g_autofree char *title_text = g_strdup_printf (_("Level %u"), level);
  g_autofree char *record = NULL;
  g_autoptr(GPtrArray) facts = g_ptr_array_new_with_free_func (g_free);
  gboolean has_switch = self->rules->switch_option != NULL && level == self->rules->switch_level;
  guint n_colours;

  carc_campaign_get_colours (self->campaign, &n_colours);
  self->look->level_facts (level, n_colours, has_switch && carc_campaign_get_house_marks (self->campaign), facts);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "level-card");
  if (status == CARC_LEVEL_LOCKED)
    gtk_widget_add_css_class (card, "locked");

  title = gtk_label_new (title_text);
  gtk_widget_add_css_class (title, "title-3");
  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  state = gtk_label_new (status == CARC_LEVEL_WON && carc_campaign_get_won_by_house (self->campaign, level)
                         ? g_dpgettext2 (NULL, "level state", self->look->won_with_switch)
                         : status == CARC_LEVEL_WON ? C_("level state", "Won")
                         : status == CARC_LEVEL_OPEN ? C_("level state", "Open") : C_("level state", "Locked"));
  gtk_widget_add_css_class (state, "level-state");
  gtk_widget_add_css_class (state, status == CARC_LEVEL_WON ? "won" : status == CARC_LEVEL_OPEN ? "open" : "locked");
  gtk_box_append (GTK_BOX (head), title);
  if (status == CARC_LEVEL_LOCKED)
    gtk_box_append (GTK_BOX (head), gtk_image_new_from_icon_name ("system-lock-screen-symbolic"));
  gtk_box_append (GTK_BOX (head), state);
  gtk_box_append (GTK_BOX (card), head);

  summary = fact_label (self->look->level_summary (level));
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_box_append (GTK_BOX (card), summary);

  for (guint i = 0; i < facts->len; i++)
    gtk_box_append (GTK_BOX (card), fact_label (g_ptr_array_index (facts, i)));
  if (has_switch)
    add_house_rule (self, card);

  if (attempts == 0 && carc_campaign_get_current_level (self->campaign) == level)
    record = g_strdup (_("In progress, not finished yet"));
  else if (attempts == 0 && status != CARC_LEVEL_WON)
    record = g_strdup (_("Not played yet"));
  else if (attempts == 0)
    record = NULL;
  else
    record = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Best: %u points · %u attempt",
                                           "Best: %u points · %u attempts", attempts),
                              carc_campaign_get_best (self->campaign, level), attempts);
  {
    GtkWidget *record_label = fact_label (record);

    gtk_widget_add_css_class (record_label, "caption");
    gtk_widget_set_vexpand (record_label, TRUE);
    gtk_widget_set_valign (record_label, GTK_ALIGN_END);
    gtk_box_append (GTK_BOX (card), record_label);
  }

  button = gtk_button_new_with_mnemonic (status == CARC_LEVEL_WON ? _("Play _Again") : _("_Play"));
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_set_sensitive (button, status != CARC_LEVEL_LOCKED);
  if (status == CARC_LEVEL_OPEN)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  g_object_set_data (G_OBJECT (button), "level", GUINT_TO_POINTER (level));
  g_signal_connect (button, "clicked", G_CALLBACK (play_clicked_cb), self);
  /* Every card's button says Play: a screen reader says which level's
   * (a description: GTK 4.8 gives at-spi none from a relation), and the
   * card is a group named by its level. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, title_text, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL, -1);
  gtk_box_append (GTK_BOX (card), button);
  return card;
}

static guint
n_chosen (CarcLevelView *self,
          guint         *colours)
{
  guint n = 0;

  for (guint c = 0; c < self->n_colour_buttons; c++)
    if (gtk_toggle_button_get_active (self->colour_buttons[c]))
      {
        if (colours != NULL)
          colours[n] = c;
        n++;
      }
  return n;
}

static gboolean
any_remote (CarcLevelView *self,
            const guint   *colours,
            guint          n)
{
  for (guint i = 0; i < n; i++)
    if (self->seats[colours[i]] == CARC_SEAT_REMOTE)
      return TRUE;
  return FALSE;
}

static void
seat_changed_cb (GtkDropDown   *menu,
                 GParamSpec    *pspec,
                 CarcLevelView *self)
{
  guint colour = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (menu), "colour"));
  guint colours[CARC_CAMPAIGN_MAX_COLOURS];
  guint n = n_chosen (self, colours);

  self->seats[colour] = carc_seat_menu_get_seat (menu);
  gtk_widget_set_visible (self->host_group, any_remote (self, colours, n));
}

/* A row a colour chosen, with who plays it. */
static void
build_seats (CarcLevelView *self,
             const guint   *colours,
             guint          n)
{
  for (guint i = 0; i < self->n_seat_rows; i++)
    adw_preferences_group_remove (self->seats_group, self->seat_rows[i]);
  self->n_seat_rows = 0;
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkDropDown *menu = carc_seat_menu_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), carc_colour_name (self->rules->colours[colours[i]]));
      carc_seat_menu_set_seat_name (menu, carc_colour_name (self->rules->colours[colours[i]]));
      carc_seat_menu_set_seat (menu, self->seats[colours[i]]);
      g_object_set_data (G_OBJECT (menu), "colour", GUINT_TO_POINTER (colours[i]));
      g_signal_connect (menu, "notify::selected", G_CALLBACK (seat_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (menu));
      adw_preferences_group_add (self->seats_group, row);
      self->seat_rows[self->n_seat_rows++] = row;
    }
  gtk_widget_set_visible (self->host_group, any_remote (self, colours, n));
}

/* Shows the team's state: how many colours are still to choose, and
 * whether the levels can start. */
static void
update_team (CarcLevelView *self)
{
  guint people = gtk_spin_button_get_value_as_int (self->people_spin);
  guint needed = self->rules->count_colours (people);
  guint colours[CARC_CAMPAIGN_MAX_COLOURS];
  guint n = n_chosen (self, colours);
  g_autofree char *subtitle = NULL;
  gboolean ready = n == needed;

  if (ready && !self->updating)
    carc_campaign_set_team (self->campaign, people, colours, n);
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Choose %u colour (%u chosen)",
                                           "Choose %u colours (%u chosen)", needed), needed, n);
  adw_action_row_set_subtitle (self->colours_row, subtitle);
  build_seats (self, colours, n);
  for (guint l = 0; l < self->rules->n_levels; l++)
    if (self->cards[l] != NULL)
      {
        GtkWidget *button = gtk_widget_get_last_child (self->cards[l]);

        gtk_widget_set_sensitive (button, ready && carc_campaign_get_status (self->campaign, l + 1) != CARC_LEVEL_LOCKED);
      }
}

static void
refresh (CarcLevelView *self)
{
  guint n_colours;
  const guint *colours;
  guint current;

  if (self->campaign == NULL)
    return;
  self->updating = TRUE;
  gtk_spin_button_set_value (self->people_spin, carc_campaign_get_people (self->campaign));
  colours = carc_campaign_get_colours (self->campaign, &n_colours);
  for (guint c = 0; c < self->n_colour_buttons; c++)
    gtk_toggle_button_set_active (self->colour_buttons[c], FALSE);
  for (guint i = 0; i < n_colours; i++)
    gtk_toggle_button_set_active (self->colour_buttons[colours[i]], TRUE);
  self->updating = FALSE;

  /* The cards are built again in their places, each new one in the old
   * one's slot: the page never gets shorter in between, so it stays
   * scrolled where the player was (level 6's house rule). */
  self->house_switch = NULL;
  for (guint l = 0; l < self->rules->n_levels; l++)
    {
      GtkWidget *slot = self->cards[l] != NULL ? gtk_widget_get_parent (self->cards[l]) : NULL;

      self->cards[l] = build_card (self, l + 1);
      if (slot != NULL)
        gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (slot), self->cards[l]);
      else
        gtk_flow_box_append (self->levels_box, self->cards[l]);
    }

  carc_notice_set_message (self->notice, carc_campaign_get_notice (self->campaign));
  current = carc_campaign_get_current_level (self->campaign);
  gtk_widget_set_visible (self->continue_box, current > 0);
  if (current > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Level %u is in progress."), current);

      gtk_label_set_label (self->continue_label, text);
    }
  self->updating = TRUE;
  update_team (self);
  self->updating = FALSE;
}

static void
people_changed_cb (CarcLevelView *self)
{
  guint needed = self->rules->count_colours (gtk_spin_button_get_value_as_int (self->people_spin));

  if (self->updating)
    return;
  /* Keep the first colours chosen, add or drop at the end. */
  self->updating = TRUE;
  for (guint c = 0, n = 0; c < self->n_colour_buttons; c++)
    {
      gboolean on = gtk_toggle_button_get_active (self->colour_buttons[c]);

      if (on && n >= needed)
        gtk_toggle_button_set_active (self->colour_buttons[c], FALSE);
      n += on;
    }
  for (guint c = 0; c < self->n_colour_buttons && n_chosen (self, NULL) < needed; c++)
    gtk_toggle_button_set_active (self->colour_buttons[c], TRUE);
  self->updating = FALSE;
  update_team (self);
}

static void
colour_toggled_cb (CarcLevelView *self)
{
  if (!self->updating)
    update_team (self);
}

static void
continue_clicked_cb (CarcLevelView *self)
{
  g_signal_emit (self, signals[CONTINUE], 0);
}

static void
draw_colour_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  GdkRGBA colour;

  gdk_rgba_parse (&colour, data);
  carc_figure_painter_draw_meeple (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.9, &colour, FALSE);
}

static void
notice_dismissed_cb (CarcLevelView *self)
{
  if (self->campaign != NULL)
    carc_campaign_dismiss_notice (self->campaign);
}

static void
carc_level_view_dispose (GObject *object)
{
  CarcLevelView *self = CARC_LEVEL_VIEW (object);
  GtkWidget *child;

  if (self->campaign != NULL)
    g_signal_handlers_disconnect_by_data (self->campaign, self);
  g_clear_object (&self->campaign);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_LEVEL_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_level_view_parent_class)->dispose (object);
}

static void
carc_level_view_class_init (CarcLevelViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_level_view_dispose;

  /**
   * CarcLevelView::start-level:
   * @level: 1 to the campaign's number of levels
   *
   * The team chose to start @level anew.
   */
  signals[START_LEVEL] = g_signal_new ("start-level", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * CarcLevelView::continue:
   *
   * The team chose to continue the level in progress.
   */
  signals[CONTINUE] = g_signal_new ("continue", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/carcassonne/Carcassonne/ui/carc-level-view.ui");
  g_type_ensure (CARC_TYPE_NOTICE);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, notice);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, title_label);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, intro_label);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, people_row);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, continue_box);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, continue_label);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, people_spin);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, colours_row);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, colours_box);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, levels_box);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, seats_group);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, host_group);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, address_entry);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, port_spin);
  gtk_widget_class_bind_template_callback (widget_class, people_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, continue_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, notice_dismissed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carc-level-view");
}

static void
carc_level_view_init (CarcLevelView *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source != NULL ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint c = 0; c < CARC_CAMPAIGN_MAX_COLOURS; c++)
    self->seats[c] = CARC_PLAYER_PERSON;
  /* The new game's address and port (settings are optional, for tests). */
  if (schema != NULL)
    {
      self->settings = g_settings_new (APP_ID);
      g_settings_bind (self->settings, "host-address", self->address_entry, "text", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "host-port", self->port_spin, "value", G_SETTINGS_BIND_DEFAULT);
    }
}

/* The page of another campaign: its words, its team's size and colours,
 * and its levels' cards made anew. */
static void
set_rules (CarcLevelView           *self,
           const CarcCampaignRules *rules)
{
  const CarcBundle *bundle = carc_bundle_lookup (rules->id);
  GtkWidget *child;

  self->rules = rules;
  self->look = bundle != NULL ? bundle->campaign : NULL;
  g_return_if_fail (self->look != NULL);
  gtk_label_set_label (self->title_label, _(self->look->title));
  gtk_label_set_label (self->intro_label, _(self->look->intro));
  adw_action_row_set_subtitle (self->people_row, _(self->look->people_subtitle));
  self->updating = TRUE;
  gtk_spin_button_set_range (self->people_spin, 1, rules->max_people);
  self->updating = FALSE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->colours_box))) != NULL)
    gtk_box_remove (self->colours_box, child);
  self->n_colour_buttons = MIN (rules->n_colours, CARC_CAMPAIGN_MAX_COLOURS);
  for (guint c = 0; c < self->n_colour_buttons; c++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *swatch = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 24);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 24);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_colour_cb, (gpointer) rules->colours[c], NULL);
      gtk_button_set_child (GTK_BUTTON (button), swatch);
      gtk_widget_set_tooltip_text (button, carc_colour_name (rules->colours[c]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      carc_colour_name (rules->colours[c]), -1);
      gtk_widget_add_css_class (button, "colour-choice");
      g_signal_connect_swapped (button, "toggled", G_CALLBACK (colour_toggled_cb), self);
      gtk_box_append (self->colours_box, button);
      self->colour_buttons[c] = GTK_TOGGLE_BUTTON (button);
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->levels_box))) != NULL)
    gtk_flow_box_remove (self->levels_box, child);
  memset (self->cards, 0, sizeof self->cards);
  self->house_switch = NULL;
}

void
carc_level_view_set_campaign (CarcLevelView *self,
                              CarcCampaign  *campaign)
{
  g_return_if_fail (CARC_IS_LEVEL_VIEW (self));

  if (self->campaign != NULL)
    g_signal_handlers_disconnect_by_data (self->campaign, self);
  g_set_object (&self->campaign, campaign);
  if (campaign != NULL && carc_campaign_get_rules (campaign) != self->rules)
    set_rules (self, carc_campaign_get_rules (campaign));
  if (campaign != NULL)
    g_signal_connect_object (campaign, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
}

CarcCampaign *
carc_level_view_get_campaign (CarcLevelView *self)
{
  g_return_val_if_fail (CARC_IS_LEVEL_VIEW (self), NULL);
  return self->campaign;
}

/* The card of @level (1 …), for tests. */
GtkWidget *
carc_level_view_get_card (CarcLevelView *self,
                          guint          level)
{
  g_return_val_if_fail (CARC_IS_LEVEL_VIEW (self) && self->rules != NULL, NULL);
  g_return_val_if_fail (level >= 1 && level <= self->rules->n_levels, NULL);
  return self->cards[level - 1];
}

/* Who plays @seat of the next level (the team's colours in order):
 * CARC_PLAYER_PERSON, a computer's CarcAiLevel or CARC_SEAT_REMOTE. */
gint
carc_level_view_get_seat (CarcLevelView *self,
                          guint          seat)
{
  guint n;
  const guint *colours;

  g_return_val_if_fail (CARC_IS_LEVEL_VIEW (self) && self->campaign != NULL, CARC_PLAYER_PERSON);
  colours = carc_campaign_get_colours (self->campaign, &n);
  return seat < n && colours[seat] < CARC_CAMPAIGN_MAX_COLOURS ? self->seats[colours[seat]] : CARC_PLAYER_PERSON;
}

/* Makes @seat of the team (its colours in order) played so. */
void
carc_level_view_set_seat (CarcLevelView *self,
                          guint          seat,
                          gint           who)
{
  guint n;
  const guint *colours;

  g_return_if_fail (CARC_IS_LEVEL_VIEW (self) && self->campaign != NULL);
  colours = carc_campaign_get_colours (self->campaign, &n);
  g_return_if_fail (seat < n);
  self->seats[colours[seat]] = who;
  refresh (self);
}

/* The address to host a level on (NULL: every address), and the port. */
const char *
carc_level_view_get_address (CarcLevelView *self)
{
  const char *text;

  g_return_val_if_fail (CARC_IS_LEVEL_VIEW (self), NULL);
  text = gtk_editable_get_text (self->address_entry);
  return *text != '\0' ? text : NULL;
}

guint
carc_level_view_get_port (CarcLevelView *self)
{
  g_return_val_if_fail (CARC_IS_LEVEL_VIEW (self), 0);
  return gtk_spin_button_get_value_as_int (self->port_spin);
}

/* Where a level with players elsewhere is hosted (the new game's, kept). */
void
carc_level_view_set_host (CarcLevelView *self,
                          const char    *address,
                          guint          port)
{
  g_return_if_fail (CARC_IS_LEVEL_VIEW (self));
  gtk_editable_set_text (self->address_entry, address != NULL ? address : "");
  gtk_spin_button_set_value (self->port_spin, port);
}
