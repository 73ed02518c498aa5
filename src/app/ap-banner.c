/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-a11y.h"
#include "ap-banner.h"

struct _ApBanner {
  GtkBox parent_instance;

  ApGameWatch *watch;
  gboolean lost_told;
  gboolean wanted;
  gboolean finding; /* what the banner said was the search's progress */
  guint reveals;
  GtkSpinner *spinner;
  GtkLabel *label;
  GtkButton *button2;
  GtkButton *button;
};

G_DEFINE_FINAL_TYPE (ApBanner, ap_banner, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_WATCH,
  PROP_LOST_TOLD,
  PROP_WANTED,
  N_PROPS
};

enum {
  NEWS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_button (GtkButton *button, const char *label, const char *action, gboolean suggested)
{
  gtk_widget_set_visible (GTK_WIDGET (button), label != NULL);
  if (label == NULL)
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), NULL);
      return;
    }
  gtk_button_set_label (button, label);
  ap_a11y_name_button (button);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (GTK_WIDGET (button),
                               g_strcmp0 (action, "win.show-where") == 0
                                 ? _ ("Go back to the last position that could still be won, "
                                      "and see the move that lost the deal")
                                 : NULL);
  if (suggested)
    gtk_widget_add_css_class (GTK_WIDGET (button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (button), "suggested-action");
}

static void
refresh (ApBanner *self)
{
  ApGameWatch *watch = self->watch;
  gboolean finding = watch != NULL && ap_game_watch_get_finding (watch);
  gboolean waiting = watch != NULL && ap_game_watch_get_undo_waiting (watch);
  gboolean go_back = watch != NULL && ap_game_watch_get_can_go_back (watch);
  const char *text = NULL;
  g_autofree char *progress = NULL;
  const char *label = NULL, *action = NULL;
  const char *label2 = NULL, *action2 = NULL;
  gboolean suggested = FALSE;

  if (finding)
    {
      guint tried = ap_game_watch_get_deals_tried (watch);

      /* However rare winnable deals are, the search goes on until it finds
       * one: the player sees it get on, and may cancel it. */
      if (tried == 0)
        text = _ ("Looking for a winnable deal…");
      else
        text = progress =
          g_strdup_printf (ngettext ("Looking for a winnable deal… (%u tried)",
                                     "Looking for a winnable deal… (%u tried)", tried),
                           tried);
      label = _ ("_Cancel");
      action = "win.cancel-search";
    }
  else if (watch == NULL || ap_game_watch_get_finishing (watch))
    text = NULL;
  else
    {
      /* The verdicts only when they may be told (issue 44): never before
       * the player's first move unless asked, never when the player hides
       * them unless asked. Finish is an offer, not a verdict: it comes
       * once the player has moved, whatever the setting. */
      gboolean telling = ap_game_watch_get_telling (watch);
      gboolean asked = ap_game_watch_get_asked (watch);

      switch (ap_game_watch_get_outlook (watch))
        {
        case AP_WATCH_FINISH:
          if (ap_game_watch_get_started (watch))
            {
              text = _ ("Every card left can go home.");
              label = _ ("_Finish");
              action = "win.finish";
              suggested = TRUE;
            }
          else if (asked)
            text = _ ("This deal can be won.");
          break;
        case AP_WATCH_UNWINNABLE:
          if (!telling)
            break;
          if (go_back)
            {
              /* rules.md: offer to go back and a new game. Show Where goes
               * back to the last winnable position, as an Undo, and shows
               * the move that lost the deal (ap-window-where.c). */
              text = _ ("This deal can no longer be won.");
              label = _ ("Show _Where");
              action = "win.show-where";
              label2 = _ ("_New Game");
              action2 = "win.new-game";
            }
          else
            {
              text = _ ("This deal cannot be won.");
              label = _ ("_New Game");
              action = "win.new-game";
            }
          break;
        case AP_WATCH_LOST:
          /* One message at a time: while "No More Moves" is up, with its
           * own Undo and New Game, it says it all; the banner comes when
           * it is answered and the player is back at the cards. */
          if (self->lost_told || !telling)
            break;
          text = _ ("No card can reach a foundation any more.");
          label = _ ("_New Game");
          action = "win.new-game";
          /* No position of this deal could be won: nothing to go back
           * to. */
          if (go_back)
            {
              label2 = _ ("Show _Where");
              action2 = "win.show-where";
            }
          break;
        case AP_WATCH_WINNABLE:
          if (asked)
            text = _ ("This deal can be won.");
          break;
        case AP_WATCH_UNKNOWN:
          /* Asked before the watch has answered, or after its search ran
           * out of time. */
          if (asked && ap_game_watch_get_watching (watch))
            {
              text = _ ("Checking whether this deal can be won…");
              waiting = TRUE;
            }
          else if (asked)
            text = _ ("The solver could not tell in time whether this deal can be won.");
          break;
        case AP_WATCH_WON:
        default:
          break;
        }
    }

  gtk_widget_set_visible (GTK_WIDGET (self->spinner), finding || waiting);
  gtk_spinner_set_spinning (self->spinner, finding || waiting);
  /* The text stays while the banner slides away. */
  if (text != NULL)
    {
      /* The search's count of deals is not news each time it grows. */
      gboolean news = (!self->wanted || g_strcmp0 (gtk_label_get_text (self->label), text) != 0) &&
                      !(finding && self->finding && self->wanted);

      gtk_label_set_text (self->label, text);
      set_button (self->button, label, action, suggested);
      set_button (self->button2, label2, action2, FALSE);
      if (news)
        g_signal_emit (self, signals[NEWS], 0, text);
    }
  self->finding = finding && text != NULL;
  if ((text != NULL) == self->wanted)
    return;
  self->wanted = text != NULL;
  if (self->wanted)
    self->reveals++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WANTED]);
}

void
ap_banner_set_watch (ApBanner *self, ApGameWatch *watch)
{
  static const char *const followed[] = {
    "notify::outlook", "notify::can-go-back", "notify::undo-waiting", "notify::finishing",
    "notify::finding", "notify::deals-tried", "notify::telling",      "notify::asked",
    "notify::started", "notify::watching",
  };

  g_return_if_fail (AP_IS_BANNER (self));
  if (self->watch == watch)
    return;
  if (self->watch != NULL)
    g_signal_handlers_disconnect_by_data (self->watch, self);
  g_set_object (&self->watch, watch);
  if (watch != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (followed); i++)
      g_signal_connect_swapped (watch, followed[i], G_CALLBACK (refresh), self);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WATCH]);
}

void
ap_banner_set_lost_told (ApBanner *self, gboolean lost_told)
{
  g_return_if_fail (AP_IS_BANNER (self));
  if (self->lost_told == !!lost_told)
    return;
  self->lost_told = !!lost_told;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOST_TOLD]);
}

gboolean
ap_banner_get_wanted (ApBanner *self)
{
  return self->wanted;
}

const char *
ap_banner_get_text (ApBanner *self)
{
  return gtk_label_get_text (self->label);
}

GtkButton *
ap_banner_get_button (ApBanner *self, guint i)
{
  return i == 0 ? self->button : self->button2;
}

guint
ap_banner_get_reveals (ApBanner *self)
{
  return self->reveals;
}

static void
ap_banner_dispose (GObject *object)
{
  ApBanner *self = AP_BANNER (object);

  if (self->watch != NULL)
    g_signal_handlers_disconnect_by_data (self->watch, self);
  g_clear_object (&self->watch);
  G_OBJECT_CLASS (ap_banner_parent_class)->dispose (object);
}

static void
ap_banner_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApBanner *self = AP_BANNER (object);

  switch (prop_id)
    {
    case PROP_WATCH:
      g_value_set_object (value, self->watch);
      break;
    case PROP_LOST_TOLD:
      g_value_set_boolean (value, self->lost_told);
      break;
    case PROP_WANTED:
      g_value_set_boolean (value, self->wanted);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_banner_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ApBanner *self = AP_BANNER (object);

  switch (prop_id)
    {
    case PROP_WATCH:
      ap_banner_set_watch (self, g_value_get_object (value));
      break;
    case PROP_LOST_TOLD:
      ap_banner_set_lost_told (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_banner_class_init (ApBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ap_banner_dispose;
  object_class->get_property = ap_banner_get_property;
  object_class->set_property = ap_banner_set_property;

  properties[PROP_WATCH] =
    g_param_spec_object ("watch", NULL, NULL, AP_TYPE_GAME_WATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOST_TOLD] =
    g_param_spec_boolean ("lost-told", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WANTED] =
    g_param_spec_boolean ("wanted", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[NEWS] = g_signal_new ("news", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /* A status: screen readers read its words, which label it. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static GtkButton *
new_button (void)
{
  GtkWidget *button = gtk_button_new ();

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
  return GTK_BUTTON (button);
}

static void
ap_banner_init (ApBanner *self)
{
  GtkBox *box = GTK_BOX (self);

  gtk_box_set_spacing (box, 12);
  gtk_widget_add_css_class (GTK_WIDGET (self), "ap-banner");
  self->spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_wrap_mode (self->label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->label, 0);
  self->button2 = new_button ();
  self->button = new_button ();
  gtk_box_append (box, GTK_WIDGET (self->spinner));
  gtk_box_append (box, GTK_WIDGET (self->label));
  gtk_box_append (box, GTK_WIDGET (self->button2));
  gtk_box_append (box, GTK_WIDGET (self->button));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  self->label, NULL, -1);
}
