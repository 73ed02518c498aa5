/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-card-renderer.h"
#include "ap-compat.h"
#include "ap-rules-text.h"
#include "ap-rules-window.h"
#include "ap-settings.h"

/*
 * The window is built in code rather than from a template because its whole
 * content is generated from the rules text; only the frame (header bar, game
 * menu, scrolled page) is fixed.
 */

#define PICTURE_CARD_WIDTH 60
#define PICTURE_GAP 10

/* ------------------------------------------------------------ pictures */

/* A few cards on a patch of the table, drawn by the card renderer of the
 * board, so the pictures look exactly like the game. */
#define AP_TYPE_RULES_CARDS (ap_rules_cards_get_type ())
G_DECLARE_FINAL_TYPE (ApRulesCards, ap_rules_cards, AP, RULES_CARDS, GtkWidget)

struct _ApRulesCards {
  GtkWidget parent_instance;

  ApCardRenderer *renderer;
  ApCard cards[4];
  guint n_cards;
  gboolean fanned;
};

G_DEFINE_FINAL_TYPE (ApRulesCards, ap_rules_cards, GTK_TYPE_WIDGET)

static void
cards_size (ApRulesCards *self, int *width, int *height)
{
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);
  int n = MAX (1, (int) self->n_cards);

  if (self->fanned)
    {
      *width = cw;
      *height = ch + (int) ((n - 1) * ap_card_fan_step_down (cw));
    }
  else
    {
      *width = n * cw + (n - 1) * PICTURE_GAP;
      *height = ch;
    }
}

static void
ap_rules_cards_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  int width, height;

  cards_size (AP_RULES_CARDS (widget), &width, &height);
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? width : height;
}

static void
ap_rules_cards_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ApRulesCards *self = AP_RULES_CARDS (widget);
  int cw = ap_card_renderer_get_width (self->renderer);
  int width, height;

  /* Centre the cards in whatever space the layout gives. */
  cards_size (self, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT ((gtk_widget_get_width (widget) - width) / 2.f,
                                                (gtk_widget_get_height (widget) - height) / 2.f));
  for (guint i = 0; i < self->n_cards; i++)
    {
      gtk_snapshot_save (snapshot);
      if (self->fanned)
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, i * ap_card_fan_step_down (cw)));
      else
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (i * (cw + PICTURE_GAP), 0));
      gtk_snapshot_append_node (snapshot,
                                ap_card_renderer_get_face (self->renderer, self->cards[i]));
      gtk_snapshot_restore (snapshot);
    }
  gtk_snapshot_restore (snapshot);
}

/* The card colours are named colours of the style sheet, different in the
 * dark style: read them again whenever the style changes. */
static void
ap_rules_cards_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  ApRulesCards *self = AP_RULES_CARDS (widget);
  ApCardColors colors;

  GTK_WIDGET_CLASS (ap_rules_cards_parent_class)->css_changed (widget, change);
  ap_card_colors_from_widget (&colors, widget);
  ap_card_renderer_set_colors (self->renderer, &colors);
  ap_card_renderer_set_scale (self->renderer, gtk_widget_get_scale_factor (widget));
  gtk_widget_queue_draw (widget);
}

static void
ap_rules_cards_dispose (GObject *object)
{
  ApRulesCards *self = AP_RULES_CARDS (object);

  g_clear_object (&self->renderer);
  G_OBJECT_CLASS (ap_rules_cards_parent_class)->dispose (object);
}

static void
ap_rules_cards_class_init (ApRulesCardsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ap_rules_cards_dispose;
  widget_class->measure = ap_rules_cards_measure;
  widget_class->snapshot = ap_rules_cards_snapshot;
  widget_class->css_changed = ap_rules_cards_css_changed;
  /* The table's background comes with the board's CSS node name. */
  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ap_rules_cards_init (ApRulesCards *self)
{
  self->renderer = ap_card_renderer_new ();
  ap_card_renderer_set_size (self->renderer, PICTURE_CARD_WIDTH);
  gtk_widget_add_css_class (GTK_WIDGET (self), "rules-picture");
}

static GtkWidget *
ap_rules_cards_new (const ApRulesPicture *picture)
{
  ApRulesCards *self = g_object_new (AP_TYPE_RULES_CARDS, NULL);

  self->n_cards = MIN (picture->n_cards, G_N_ELEMENTS (self->cards));
  memcpy (self->cards, picture->cards, self->n_cards * sizeof (ApCard));
  self->fanned = picture->fanned;
  /* The caption says what the picture shows, for screen readers too. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  picture->caption, -1);
  return GTK_WIDGET (self);
}

/* -------------------------------------------------------------- window */

struct _ApRulesWindow {
  ApCompatDialog parent_instance;

  ApRules rules[AP_N_GAMES];
  ApGame game;

  AdwWindowTitle *title;
  GtkDropDown *game_menu;
  GtkScrolledWindow *scroller;
  AdwClamp *clamp;
  GHashTable *sections; /* id -> section widget, owned by the page */
  GtkWidget *marked;    /* the section last shown on request */
  char *pending;        /* a section to scroll to once laid out */
  guint scroll_tick;

  GtkWindow *parent; /* weak */
};

G_DEFINE_FINAL_TYPE (ApRulesWindow, ap_rules_window, AP_COMPAT_TYPE_DIALOG)

static const char window_key[] = "ap-rules-window";

/* The look of the pictures and of a section shown from Preferences; loaded
 * once per display, next to the application's own style sheet. */
static const char rules_css[] =
  ".rules-picture { border-radius: 8px; padding: 10px 14px; }\n"
  ".rules-option { padding: 12px; }\n"
  ".rules-option.rules-marked { outline: 2px solid @accent_color; outline-offset: 2px; }\n";

static void
ensure_css (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  g_autoptr (GtkCssProvider) provider = NULL;

  if (g_object_get_data (G_OBJECT (display), "ap-rules-css") != NULL)
    return;
  provider = gtk_css_provider_new ();
  ap_compat_css_provider_load (provider, rules_css);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data_full (G_OBJECT (display), "ap-rules-css", g_steal_pointer (&provider),
                          g_object_unref);
}

static GtkWidget *
paragraph_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  return label;
}

static GtkWidget *
picture_widget (const ApRulesPicture *picture)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *cards = ap_rules_cards_new (picture);
  GtkWidget *caption = paragraph_label (picture->caption);

  gtk_widget_set_halign (cards, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (caption), 0.5);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 28);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  /* The caption is the picture's label already; reading it twice helps
   * nobody. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (caption), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), cards);
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

static GtkWidget *
section_widget (const ApRulesSection *section)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *heading = gtk_label_new (section->title);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, section->is_option ? "heading" : "title-4");
  gtk_accessible_update_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_LEVEL,
                                  section->is_option ? 3 : 2, -1);
  gtk_box_append (GTK_BOX (box), heading);
  for (guint i = 0; i < section->paragraphs->len; i++)
    gtk_box_append (GTK_BOX (box), paragraph_label (section->paragraphs->pdata[i]));

  if (section->pictures->len > 0)
    {
      /* A flow box puts the pictures side by side when there is room and
       * under each other on a narrow window. */
      GtkWidget *flow = gtk_flow_box_new ();

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), section->pictures->len);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 18);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
      gtk_widget_set_margin_top (flow, 6);
      gtk_widget_set_halign (flow, GTK_ALIGN_CENTER);
      for (guint i = 0; i < section->pictures->len; i++)
        {
          GtkWidget *child = gtk_flow_box_child_new ();

          /* Pictures are not controls: keyboard focus skips them. */
          gtk_widget_set_focusable (child, FALSE);
          gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child),
                                        picture_widget (section->pictures->pdata[i]));
          gtk_flow_box_append (GTK_FLOW_BOX (flow), child);
        }
      gtk_box_append (GTK_BOX (box), flow);
    }

  if (section->is_option)
    {
      gtk_widget_add_css_class (box, "card");
      gtk_widget_add_css_class (box, "rules-option");
    }
  return box;
}

static void
rebuild (ApRulesWindow *self)
{
  g_autoptr (GPtrArray) sections = ap_rules_text_sections (&self->rules[self->game]);
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  GtkWidget *options = NULL;

  g_hash_table_remove_all (self->sections);
  self->marked = NULL;
  gtk_widget_set_margin_top (page, 18);
  gtk_widget_set_margin_bottom (page, 24);
  gtk_widget_set_margin_start (page, 18);
  gtk_widget_set_margin_end (page, 18);

  for (guint i = 0; i < sections->len; i++)
    {
      const ApRulesSection *section = sections->pdata[i];
      GtkWidget *widget = section_widget (section);

      /* The option sections sit together under "Rules in Force". */
      if (section->is_option)
        {
          if (options == NULL)
            {
              options = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
              gtk_box_append (GTK_BOX (page), options);
            }
          gtk_box_append (GTK_BOX (options), widget);
        }
      else
        gtk_box_append (GTK_BOX (page), widget);
      g_hash_table_insert (self->sections, g_strdup (section->id), widget);
    }

  adw_clamp_set_child (self->clamp, page);
  adw_window_title_set_subtitle (self->title, ap_rules_text_game_name (self->game));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

static void
show_game (ApRulesWindow *self, ApGame game)
{
  self->game = game;
  if (gtk_drop_down_get_selected (self->game_menu) != (guint) game)
    gtk_drop_down_set_selected (self->game_menu, game);
  rebuild (self);
}

static void
game_menu_changed_cb (ApRulesWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->game_menu);

  if (selected < ap_n_gui_games () && selected != (guint) self->game)
    show_game (self, (ApGame) selected);
}

/* Scrolls once the section has been laid out: its position is known only
 * after the first allocation of the page. */
static gboolean
scroll_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  ApRulesWindow *self = AP_RULES_WINDOW (widget);
  GtkWidget *section = self->pending ? g_hash_table_lookup (self->sections, self->pending) : NULL;
  GtkWidget *page = adw_clamp_get_child (self->clamp);
  graphene_point_t point;

  if (section == NULL)
    goto done;
  if (gtk_widget_get_width (section) == 0 ||
      !gtk_widget_compute_point (section, page, &GRAPHENE_POINT_INIT (0, 0), &point))
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller),
                            MAX (0, point.y - 12));

done:
  g_clear_pointer (&self->pending, g_free);
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

gboolean
ap_rules_window_show_section (ApRulesWindow *self, const char *section)
{
  GtkWidget *widget;

  g_return_val_if_fail (AP_IS_RULES_WINDOW (self), FALSE);
  g_return_val_if_fail (section != NULL, FALSE);

  widget = g_hash_table_lookup (self->sections, section);
  if (widget == NULL)
    return FALSE;
  if (self->marked != NULL)
    gtk_widget_remove_css_class (self->marked, "rules-marked");
  self->marked = widget;
  gtk_widget_add_css_class (widget, "rules-marked");
  g_free (self->pending);
  self->pending = g_strdup (section);
  if (self->scroll_tick == 0)
    self->scroll_tick =
      gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
  return TRUE;
}

GtkWidget *
ap_rules_window_get_section_widget (ApRulesWindow *self, const char *section)
{
  g_return_val_if_fail (AP_IS_RULES_WINDOW (self), NULL);
  return g_hash_table_lookup (self->sections, section);
}

void
ap_rules_window_set_rules_for_game (ApRulesWindow *self, const ApRules *rules)
{
  g_return_if_fail (AP_IS_RULES_WINDOW (self));
  g_return_if_fail (rules != NULL && rules->game < AP_N_GAMES);

  /* Unchanged rules keep the page where the player is reading. */
  if (ap_rules_equal (&self->rules[rules->game], rules))
    return;
  self->rules[rules->game] = *rules;
  if (rules->game == self->game)
    rebuild (self);
}

void
ap_rules_window_set_rules (ApRulesWindow *self, const ApRules *rules)
{
  g_return_if_fail (AP_IS_RULES_WINDOW (self));
  g_return_if_fail (rules != NULL && rules->game < AP_N_GAMES);

  if (rules->game == self->game && ap_rules_equal (&self->rules[rules->game], rules))
    return;
  self->rules[rules->game] = *rules;
  show_game (self, rules->game);
}

ApGame
ap_rules_window_get_game (ApRulesWindow *self)
{
  g_return_val_if_fail (AP_IS_RULES_WINDOW (self), AP_GAME_ALGERIAN);
  return self->game;
}

static void
ap_rules_window_dispose (GObject *object)
{
  ApRulesWindow *self = AP_RULES_WINDOW (object);

  if (self->parent != NULL &&
      g_object_get_data (G_OBJECT (self->parent), window_key) == (gpointer) self)
    g_object_set_data (G_OBJECT (self->parent), window_key, NULL);
  g_clear_weak_pointer (&self->parent);
  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
      self->scroll_tick = 0;
    }
  g_clear_pointer (&self->pending, g_free);
  g_clear_pointer (&self->sections, g_hash_table_unref);
  G_OBJECT_CLASS (ap_rules_window_parent_class)->dispose (object);
}

static void
ap_rules_window_class_init (ApRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ap_rules_window_dispose;
  ap_compat_dialog_class_setup (widget_class);
}

static void
ap_rules_window_init (ApRulesWindow *self)
{
  GtkWidget *box, *header, *scroller, *clamp;
  g_autoptr (GtkStringList) games = gtk_string_list_new (NULL);

  self->sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (int game = 0; game < AP_N_GAMES; game++)
    {
      ap_rules_default (game, &self->rules[game]);
      if (ap_game_info (game)->in_gui)
        gtk_string_list_append (games, ap_rules_text_game_name (game));
    }

  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_ ("Rules"), NULL));
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  self->game_menu =
    GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&games)), NULL));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->game_menu), _ ("Show the rules of another game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->game_menu), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Game"), -1);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), GTK_WIDGET (self->game_menu));
  g_signal_connect_object (self->game_menu, "notify::selected", G_CALLBACK (game_menu_changed_cb),
                           self, G_CONNECT_SWAPPED);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  self->scroller = GTK_SCROLLED_WINDOW (scroller);
  self->clamp = ADW_CLAMP (clamp);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), scroller);
  /* The page holds only text: with the focus on the scrolled window the
   * arrow and page keys scroll it. Its width suits reading: the clamp's
   * 640 pixels and the page's margins. */
  gtk_widget_set_focusable (scroller, TRUE);
  ap_compat_dialog_setup (&self->parent_instance, _ ("Rules"), 620, 760, box, scroller);

  ensure_css (GTK_WIDGET (self));
  rebuild (self);
}

ApRulesWindow *
ap_rules_window_new (GtkWindow *parent, const ApRules *rules)
{
  ApRulesWindow *self = g_object_new (AP_TYPE_RULES_WINDOW, NULL);

  /* Shown over `parent` by ap_compat_dialog_present(). */
  if (parent != NULL)
    g_set_weak_pointer (&self->parent, parent);
  if (rules != NULL)
    ap_rules_window_set_rules (self, rules);
  return self;
}

ApRulesWindow *
ap_rules_window_get_for (GtkWindow *parent)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  return g_object_get_data (G_OBJECT (parent), window_key);
}

ApRulesWindow *
ap_rules_window_present (GtkWindow *parent, const ApRules *rules, const char *section)
{
  ApRulesWindow *self = parent ? g_object_get_data (G_OBJECT (parent), window_key) : NULL;

  if (self == NULL)
    {
      self = ap_rules_window_new (parent, rules);
      if (parent != NULL)
        g_object_set_data (G_OBJECT (parent), window_key, self);
    }
  else if (rules != NULL)
    ap_rules_window_set_rules (self, rules);
  ap_compat_dialog_present (&self->parent_instance, parent);
  if (section != NULL)
    ap_rules_window_show_section (self, section);
  return self;
}

static void
explain_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWidget *widget = user_data;
  g_autoptr (ApSettings) settings = NULL;
  GtkRoot *root = gtk_widget_get_root (widget);
  const char *section = g_variant_get_string (parameter, NULL);
  const char *colon = strchr (section, ':');
  ApGame game = AP_GAME_ALGERIAN;
  ApRules rules;

  /* An option of another game: its id before the section's. */
  if (colon != NULL)
    {
      g_autofree char *id = g_strndup (section, colon - section);
      int named = ap_game_from_id (id);

      g_return_if_fail (named >= 0);
      game = named;
      section = colon + 1;
    }
  /* The options as they are now in the settings, which is what the row the
   * player asked about shows. */
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "settings") != NULL)
    g_object_get (widget, "settings", &settings, NULL);
  if (settings != NULL && AP_IS_SETTINGS (settings))
    ap_settings_get_rules_for_game (settings, game, &rules);
  else
    ap_rules_default (game, &rules);
  ap_rules_window_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, &rules, section);
}

void
ap_rules_window_add_explain_action (GtkWidget *widget)
{
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  const GActionEntry entries[] = {
    { .name = "explain", .activate = explain_cb, .parameter_type = "s" },
  };

  g_return_if_fail (GTK_IS_WIDGET (widget));

  /* The group lives as long as the widget, so the widget outlives every
   * activation. */
  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), widget);
  gtk_widget_insert_action_group (widget, "rules", G_ACTION_GROUP (group));
}
