/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The campaign's level selection: the team (people at the table and the
 * colours in play) and the six levels as cards — what each adds to the
 * rules, its goal, ghost bank, piles and hounds, and whether it is
 * locked, open or won with the best result and the attempts.  Starting a
 * level or continuing the one in progress is left to the window through
 * ::start-level and ::continue. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-campaign-file.h"
#include "carc-level-view.h"
#include "carc-notice.h"
#include "carc-figure-painter.h"

struct _CarcLevelView
{
  GtkWidget      parent_instance;

  CarcCampaign  *campaign;
  gboolean       updating;

  CarcNotice    *notice;
  GtkWidget     *continue_box;
  GtkLabel      *continue_label;
  GtkSpinButton *people_spin;
  AdwActionRow  *colours_row;
  GtkBox        *colours_box;
  GtkFlowBox    *levels_box;
  GtkWidget     *cards[CARC_MISTS_LEVELS];
  GtkWidget     *house_switch;   /* level 6's card, the house rule */
  GtkToggleButton *colour_buttons[CARC_CAMPAIGN_COLOURS];
};

G_DEFINE_FINAL_TYPE (CarcLevelView, carc_level_view, GTK_TYPE_WIDGET)

enum {
  START_LEVEL,
  CONTINUE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What each level adds, in the words of the rulebook. */
static const char *
level_summary (guint level)
{
  switch (level)
    {
    /* TRANSLATORS: the rules of each level in one or two sentences; "bank"
     * is the ghost bank, "calm" ghosts as the rulebook says */
    case 1: return _("Mist and ghosts. Close mist and calm ghosts before the bank runs dry.");
    case 2: return _("Castles and cemeteries join the land. A closed cemetery buries a guard.");
    case 3: return _("Three piles of 20 tiles and two hounds: reach a hound’s mark to go on to the next pile.");
    case 4: return _("A smaller ghost bank and higher marks for the hounds.");
    case 5: return _("Haunted cemeteries: ghosts rise around them and a tile falls face down every turn.");
    case 6:
    default: return _("Every colour must reach the hounds and the goal on its own.");
    }
}

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

/* Level 6's honest word and its house rule: the rulebook's marks are
 * rarely reached (docs/mists-difficulty.md), the shared ones are the
 * project's own (rules decision 76). */
static void
add_house_rule (CarcLevelView *self,
                GtkWidget     *card)
{
  GtkWidget *hardest = fact_label (_("The hardest level: by the rulebook’s marks, few teams ever win it."));
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = fact_label (_("House rule: shared marks"));
  GtkWidget *subtitle = fact_label (_("Not the rulebook’s: each colour needs only its share of the marks."));

  gtk_widget_add_css_class (hardest, "warning");
  gtk_box_append (GTK_BOX (card), hardest);
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
  CarcMistsLevelInfo info;
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title, *state, *summary, *button;
  g_autofree char *title_text = g_strdup_printf (_("Level %u"), level);
  g_autofree char *goal = NULL, *bank = NULL, *piles = NULL, *record = NULL;

  carc_mists_get_level_info (level, &info);
  if (info.per_colour && carc_campaign_get_house_marks (self->campaign))
    {
      guint n_colours;

      carc_campaign_get_colours (self->campaign, &n_colours);
      carc_mists_apply_house_marks (n_colours, &info);
    }
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "level-card");
  if (status == CARC_LEVEL_LOCKED)
    gtk_widget_add_css_class (card, "locked");

  title = gtk_label_new (title_text);
  gtk_widget_add_css_class (title, "title-3");
  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  state = gtk_label_new (status == CARC_LEVEL_WON && carc_campaign_get_won_by_house (self->campaign, level)
                         ? C_("level state", "Won by the house rule")
                         : status == CARC_LEVEL_WON ? C_("level state", "Won")
                         : status == CARC_LEVEL_OPEN ? C_("level state", "Open") : C_("level state", "Locked"));
  gtk_widget_add_css_class (state, "level-state");
  gtk_widget_add_css_class (state, status == CARC_LEVEL_WON ? "won" : status == CARC_LEVEL_OPEN ? "open" : "locked");
  gtk_box_append (GTK_BOX (head), title);
  if (status == CARC_LEVEL_LOCKED)
    gtk_box_append (GTK_BOX (head), gtk_image_new_from_icon_name ("system-lock-screen-symbolic"));
  gtk_box_append (GTK_BOX (head), state);
  gtk_box_append (GTK_BOX (card), head);

  summary = fact_label (level_summary (level));
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_box_append (GTK_BOX (card), summary);

  goal = info.per_colour
       ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Goal: %u point for every colour",
                                       "Goal: %u points for every colour", info.goal), info.goal)
       : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Goal: %u point", "Goal: %u points", info.goal), info.goal);
  /* TRANSLATORS: the ghost figures a level starts with */
  bank = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ghost bank: %u ghost", "Ghost bank: %u ghosts", info.bank),
                          info.bank);
  piles = info.piles == 1
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile in one pile", "%u tiles in one pile", info.tiles),
                           info.tiles)
        /* TRANSLATORS: draw piles of land tiles; the hounds wait on these
         * spaces of the score track */
        : g_strdup_printf (_("%u tiles in 3 piles; hounds at %u and %u points"), info.tiles,
                           info.hounds[0], info.hounds[1]);
  gtk_box_append (GTK_BOX (card), fact_label (goal));
  gtk_box_append (GTK_BOX (card), fact_label (bank));
  gtk_box_append (GTK_BOX (card), fact_label (piles));
  if (info.per_colour)
    add_house_rule (self, card);

  if (attempts == 0 && carc_campaign_get_current_level (self->campaign) == level)
    record = g_strdup (_("In progress, not finished yet"));
  else if (attempts == 0)
    record = g_strdup (_("Not played yet"));
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
  gtk_box_append (GTK_BOX (card), button);
  return card;
}

static guint
n_chosen (CarcLevelView *self,
          guint         *colours)
{
  guint n = 0;

  for (guint c = 0; c < CARC_CAMPAIGN_COLOURS; c++)
    if (gtk_toggle_button_get_active (self->colour_buttons[c]))
      {
        if (colours != NULL)
          colours[n] = c;
        n++;
      }
  return n;
}

/* Shows the team's state: how many colours are still to choose, and
 * whether the levels can start. */
static void
update_team (CarcLevelView *self)
{
  guint people = gtk_spin_button_get_value_as_int (self->people_spin);
  guint needed = carc_mists_count_colours (people);
  guint colours[CARC_CAMPAIGN_COLOURS];
  guint n = n_chosen (self, colours);
  g_autofree char *subtitle = NULL;
  gboolean ready = n == needed;

  if (ready && !self->updating)
    carc_campaign_set_team (self->campaign, people, colours, n);
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Choose %u colour (%u chosen)",
                                           "Choose %u colours (%u chosen)", needed), needed, n);
  adw_action_row_set_subtitle (self->colours_row, subtitle);
  for (guint l = 0; l < CARC_MISTS_LEVELS; l++)
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
  for (guint c = 0; c < CARC_CAMPAIGN_COLOURS; c++)
    gtk_toggle_button_set_active (self->colour_buttons[c], FALSE);
  for (guint i = 0; i < n_colours; i++)
    gtk_toggle_button_set_active (self->colour_buttons[colours[i]], TRUE);
  self->updating = FALSE;

  /* The cards are built again in their places, each new one in the old
   * one's slot: the page never gets shorter in between, so it stays
   * scrolled where the player was (level 6's house rule). */
  self->house_switch = NULL;
  for (guint l = 0; l < CARC_MISTS_LEVELS; l++)
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
  guint needed = carc_mists_count_colours (gtk_spin_button_get_value_as_int (self->people_spin));

  if (self->updating)
    return;
  /* Keep the first colours chosen, add or drop at the end. */
  self->updating = TRUE;
  for (guint c = 0, n = 0; c < CARC_CAMPAIGN_COLOURS; c++)
    {
      gboolean on = gtk_toggle_button_get_active (self->colour_buttons[c]);

      if (on && n >= needed)
        gtk_toggle_button_set_active (self->colour_buttons[c], FALSE);
      n += on;
    }
  for (guint c = 0; c < CARC_CAMPAIGN_COLOURS && n_chosen (self, NULL) < needed; c++)
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

  gdk_rgba_parse (&colour, carc_campaign_colour (GPOINTER_TO_UINT (data)));
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
   * @level: 1–6
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
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, continue_box);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, continue_label);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, people_spin);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, colours_row);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, colours_box);
  gtk_widget_class_bind_template_child (widget_class, CarcLevelView, levels_box);
  gtk_widget_class_bind_template_callback (widget_class, people_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, continue_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, notice_dismissed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carc-level-view");
}

static void
carc_level_view_init (CarcLevelView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint c = 0; c < CARC_CAMPAIGN_COLOURS; c++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *swatch = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 24);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 24);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_colour_cb, GUINT_TO_POINTER (c), NULL);
      gtk_button_set_child (GTK_BUTTON (button), swatch);
      gtk_widget_set_tooltip_text (button, carc_campaign_colour_name (c));
      gtk_widget_add_css_class (button, "colour-choice");
      g_signal_connect_swapped (button, "toggled", G_CALLBACK (colour_toggled_cb), self);
      gtk_box_append (self->colours_box, button);
      self->colour_buttons[c] = GTK_TOGGLE_BUTTON (button);
    }
}

void
carc_level_view_set_campaign (CarcLevelView *self,
                              CarcCampaign  *campaign)
{
  g_return_if_fail (CARC_IS_LEVEL_VIEW (self));

  if (self->campaign != NULL)
    g_signal_handlers_disconnect_by_data (self->campaign, self);
  g_set_object (&self->campaign, campaign);
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

/* The card of @level (1–6), for tests. */
GtkWidget *
carc_level_view_get_card (CarcLevelView *self,
                          guint          level)
{
  g_return_val_if_fail (CARC_IS_LEVEL_VIEW (self) && level >= 1 && level <= CARC_MISTS_LEVELS, NULL);
  return self->cards[level - 1];
}
