/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-position.h"
#include "ap-rules-text.h"

/*
 * The rule book (docs/rules.md) retold for players. Every paragraph is one
 * translatable sentence group; numbers that follow from the options (cards
 * in the reserve, the size of the stock, the deals) are computed here, so the
 * text cannot drift from the rules in force.
 */

static const char *const option_ids[] = {
  "foundation-bases", "reserve-size", "reserve-spaces", "foundation-transfers", NULL,
};

static void
picture_free (gpointer data)
{
  ApRulesPicture *picture = data;

  g_free (picture->caption);
  g_free (picture);
}

static void
section_free (gpointer data)
{
  ApRulesSection *section = data;

  g_free (section->title);
  g_ptr_array_unref (section->paragraphs);
  g_ptr_array_unref (section->pictures);
  g_free (section);
}

static ApRulesSection *
add_section (GPtrArray *sections, const char *id, const char *title)
{
  ApRulesSection *section = g_new0 (ApRulesSection, 1);

  section->id = id;
  section->is_option = g_strv_contains (option_ids, id);
  section->title = g_strdup (title);
  section->paragraphs = g_ptr_array_new_with_free_func (g_free);
  section->pictures = g_ptr_array_new_with_free_func (picture_free);
  g_ptr_array_add (sections, section);
  return section;
}

/* Takes ownership of text. */
static void
add_text (ApRulesSection *section, char *text)
{
  g_ptr_array_add (section->paragraphs, text);
}

static void
add_para (ApRulesSection *section, const char *text)
{
  add_text (section, g_strdup (text));
}

/* Cards are given as rank, suit pairs, n_cards of them. */
static void
add_picture (ApRulesSection *section, gboolean fanned, const char *caption, guint n_cards, ...)
{
  ApRulesPicture *picture = g_new0 (ApRulesPicture, 1);
  va_list args;

  g_return_if_fail (n_cards <= G_N_ELEMENTS (picture->cards));
  va_start (args, n_cards);
  for (guint i = 0; i < n_cards; i++)
    {
      int rank = va_arg (args, int);
      int suit = va_arg (args, int);

      picture->cards[i] = AP_CARD (rank, suit);
    }
  va_end (args);
  picture->n_cards = n_cards;
  picture->fanned = fanned;
  picture->caption = g_strdup (caption);
  g_ptr_array_add (section->pictures, picture);
}

/* Cards on the foundations at the start. */
static guint
base_count (const ApRules *rules)
{
  switch (rules->bases)
    {
    case AP_BASES_ACES_AND_KINGS:
      return 8;
    case AP_BASES_KINGS:
      return 4;
    case AP_BASES_NONE:
    case AP_N_BASES:
    default:
      return 0;
    }
}

static guint
stock_at_start (const ApRules *rules)
{
  const ApGameInfo *info = ap_game_info (rules->game);

  return AP_DECK_SIZE - info->n_tableau - info->n_reserve * rules->reserve_size -
         base_count (rules);
}

/* "12, 12, 12, 12, 8": the deals to the reserve of rules.md 1.7. */
static char *
algerian_deals (const ApRules *rules)
{
  const ApGameInfo *info = ap_game_info (rules->game);
  g_autoptr (GString) list = g_string_new (NULL);
  guint stock = stock_at_start (rules);

  while (stock > info->n_tableau)
    {
      guint count = MIN (2u * info->n_reserve, stock - info->n_tableau);

      /* Translators: the separator of a list of numbers, "12, 12, 8". */
      g_string_append_printf (list, "%s%u", list->len > 0 ? _ (", ") : "", count);
      stock -= count;
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

static void
add_end (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s = add_section (sections, "end", _ ("End of the Game"));
  const ApGameInfo *info = ap_game_info (rules->game);

  add_para (s, _ ("You win when all 104 cards are on the foundations."));
  if (info->redeal == AP_REDEAL_GATHER)
    add_para (s, _ ("The game is lost when the stock is exhausted, both redeals have been "
                    "made, and no card can reach a foundation any more, whatever you do."));
  else if (info->redeals > 0)
    add_para (s, _ ("The game is lost when the stock is exhausted, the waste has been turned "
                    "over, and no card can reach a foundation any more, whatever you do."));
  /* Only a tableau that builds lets cards go back and forth. */
  else if (info->tableau == AP_TABLEAU_NONE || info->tableau == AP_TABLEAU_CLOSED)
    add_para (s, _ ("The game is lost when the stock is exhausted and no card can reach a "
                    "foundation any more, whatever you do."));
  else
    add_para (s, _ ("The game is lost when the stock is exhausted and no card can reach a "
                    "foundation any more, whatever you do. Some moves may still be possible "
                    "then, such as a card going back and forth between two depots, but they "
                    "lead nowhere."));
  add_para (s, _ ("When no move at all is left, the game says so and offers to undo, to "
                  "restart or to start a new game."));
}

static void
add_transfer_picture (ApRulesSection *s)
{
  add_picture (s, FALSE,
               _ ("The up foundation of clubs shows the six, the down foundation the seven: "
                  "the six may move onto the seven, or the seven onto the six."),
               2, 6, AP_CLUBS, 7, AP_CLUBS);
}

static void
algerian_sections (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s;
  g_autofree char *deals = algerian_deals (rules);
  guint stock = stock_at_start (rules);
  guint reserve = rules->reserve_size;
  ApPreset preset = ap_rules_get_preset (rules);

  s = add_section (sections, "object", _ ("The Object"));
  add_para (s, _ ("Algerian is played with two full decks shuffled together, 104 cards. The "
                  "object is to move every card onto the eight foundations: four build up in "
                  "suit from ace to king, and four build down in suit from king to ace, so "
                  "each suit has one foundation of each kind."));

  s = add_section (sections, "layout", _ ("The Layout"));
  add_para (s, _ ("The eight foundations lie in a row at the top, the four up foundations on "
                  "the left and the four down foundations on the right. Below them lie the "
                  "eight tableau depots, dealt one card each, and the six reserve piles: three "
                  "on either side of the depots in a wide window, in a row below them in a "
                  "narrow one."));
  add_text (s, g_strdup_printf (ngettext ("Each reserve pile starts with %u card.",
                                          "Each reserve pile starts with %u cards.", reserve),
                                reserve));
  add_text (s, g_strdup_printf (ngettext ("The other %u card forms the stock, face down.",
                                          "The other %u cards form the stock, face down.", stock),
                                stock));
  add_para (s, _ ("All cards are face up except the stock. Only one card moves at a time: the "
                  "top card of a depot or of a reserve pile, called an exposed card."));

  s = add_section (sections, "foundations", _ ("The Foundations"));
  add_para (s, _ ("An up foundation takes the next higher card of its suit, a down foundation "
                  "the next lower one. Cards come from the top of the depots and of the reserve "
                  "piles, and once founded they never go back to the tableau or the reserve."));
  switch (rules->bases)
    {
    case AP_BASES_ACES_AND_KINGS:
      add_para (s, _ ("One ace and one king of every suit start on the foundations, so every "
                      "foundation is ready from the first move."));
      break;
    case AP_BASES_KINGS:
      add_para (s, _ ("The four kings start the down foundations. An empty up foundation takes "
                      "an ace whose suit has no up foundation yet."));
      break;
    case AP_BASES_NONE:
    case AP_N_BASES:
    default:
      add_para (s, _ ("All eight foundations start empty. An empty up foundation takes an ace, "
                      "and an empty down foundation a king, of a suit that has no such "
                      "foundation yet."));
      break;
    }

  s = add_section (sections, "tableau", _ ("The Tableau"));
  add_para (s, _ ("A depot takes a card of the same suit that is one rank above or below its "
                  "top card. The direction may change at any time, and the ranks go round: a "
                  "king may go on an ace and an ace on a king. An empty depot takes any exposed "
                  "card."));
  add_picture (s, TRUE, _ ("On the seven of hearts may go the six or the eight of hearts."), 2, 7,
               AP_HEARTS, 8, AP_HEARTS);
  add_picture (s, TRUE, _ ("A king on an ace of the same suit: the ranks go round."), 2, AP_ACE,
               AP_SPADES, AP_KING, AP_SPADES);

  s = add_section (sections, "reserve", _ ("The Reserve"));
  add_para (s, _ ("Reserve piles are never built on: only their top card moves, to a depot or "
                  "a foundation. Nothing is ever placed onto a reserve pile that holds a card."));
  switch (rules->reserve_spaces)
    {
    case AP_SPACES_NEVER:
      add_para (s, _ ("In these rules an emptied reserve pile stays empty until a deal puts "
                      "cards on it again."));
      break;
    case AP_SPACES_WHEN_STOCK_EMPTY:
      add_para (s, _ ("In these rules an empty reserve pile may take one exposed card, but "
                      "only once the stock is exhausted."));
      break;
    case AP_SPACES_ALWAYS:
    case AP_N_SPACES:
    default:
      add_para (s, _ ("In these rules an empty reserve pile may take one exposed card at any "
                      "time."));
      break;
    }

  s = add_section (sections, "stock", _ ("The Stock"));
  add_para (s, _ ("You may deal whenever the stock has cards. A deal puts two cards onto each "
                  "reserve pile, one at a time from the first pile to the sixth and round "
                  "again, on empty piles too. The last deal to the reserve is shorter, so that "
                  "exactly eight cards remain: the final deal puts one of them on each depot, "
                  "empty depots included. There is no redeal."));
  /* Translators: the first %u is the number of cards in the stock, the %s a
   * list of numbers ("12, 12, 12, 12, 8"). */
  add_text (s, g_strdup_printf (_ ("From a stock of %u cards the deals to the reserve are %s, "
                                   "then eight cards go to the depots."),
                                stock, deals));

  s = add_section (sections, "transfers", _ ("Transfers"));
  if (rules->transfers)
    {
      add_para (s, _ ("When the up and down foundations of one suit meet, that is, the top of "
                      "the up foundation is one rank below the top of the down foundation, the "
                      "top card of either may move onto the other. The card at the bottom of a "
                      "foundation never moves."));
      add_transfer_picture (s);
    }
  else
    add_para (s, _ ("In these rules cards never move between foundations: once founded, a card "
                    "stays where it is."));

  add_end (sections, rules);

  s = add_section (sections, "rules-in-force", _ ("Rules in Force"));
  switch (preset)
    {
    case AP_PRESET_TARBART:
      add_para (s, _ ("These are the rules Tarbart gave in 1905, the game’s default."));
      break;
    case AP_PRESET_PARLETT:
      add_para (s, _ ("These are the rules as Parlett describes them (1979)."));
      break;
    case AP_PRESET_STRICT:
      add_para (s, _ ("These are Tarbart’s rules read strictly: some authorities do not permit "
                      "filling the spaces of the reserve."));
      break;
    case AP_PRESET_SIX_CARD:
      add_para (s, _ ("These are the six-card reserve rules of common computer versions."));
      break;
    case AP_PRESET_CUSTOM:
    default:
      add_para (s, _ ("These rules are your own choice of the options below."));
      break;
    }
  add_para (s, _ ("Each rule option can be changed in Preferences."));

  s = add_section (sections, "foundation-bases", _ ("Foundation Bases"));
  switch (rules->bases)
    {
    case AP_BASES_ACES_AND_KINGS:
      add_para (s, _ ("Aces and kings: before the deal, one ace and one king of each suit are "
                      "taken from the decks and start the eight foundations."));
      break;
    case AP_BASES_KINGS:
      add_para (s, _ ("Kings: only the four kings start on the foundations; the aces are "
                      "founded by the player as they come free."));
      break;
    case AP_BASES_NONE:
    case AP_N_BASES:
    default:
      add_para (s, _ ("None: no card starts on the foundations; the player founds all eight "
                      "aces and kings as they come free."));
      break;
    }

  s = add_section (sections, "reserve-size", _ ("Reserve Piles"));
  add_text (s, g_strdup_printf (ngettext ("%u card: each reserve pile starts with %u card, "
                                          "and the stock with %u.",
                                          "%u cards: each reserve pile starts with %u cards, "
                                          "and the stock with %u.",
                                          reserve),
                                reserve, reserve, stock));

  s = add_section (sections, "reserve-spaces", _ ("Empty Reserve Piles"));
  switch (rules->reserve_spaces)
    {
    case AP_SPACES_NEVER:
      add_para (s, _ ("Never: emptied reserve piles stay empty. No card may be moved onto an "
                      "empty reserve pile; only the deals from the stock put cards there."));
      break;
    case AP_SPACES_WHEN_STOCK_EMPTY:
      add_para (s, _ ("When the stock is empty: an empty reserve pile may take one exposed "
                      "card, but only once the stock is exhausted. Until then only the "
                      "deals fill it."));
      break;
    case AP_SPACES_ALWAYS:
    case AP_N_SPACES:
    default:
      add_para (s, _ ("Always: an empty reserve pile may take one exposed card at any time, "
                      "like a free cell."));
      break;
    }

  s = add_section (sections, "foundation-transfers", _ ("Foundation Transfers"));
  if (rules->transfers)
    add_para (s, _ ("On: where the up and down foundations of a suit meet, their top cards may "
                    "move from one to the other."));
  else
    add_para (s, _ ("Off: cards never move between foundations."));
}

static void
carthage_sections (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s;
  guint stock = stock_at_start (rules);

  s = add_section (sections, "object", _ ("The Object"));
  add_para (s, _ ("Carthage is a relative of Algerian, played with two decks shuffled together, "
                  "104 cards. The object is to move every card onto the eight foundations, "
                  "which all build up in suit from ace to king: each suit has two of them."));

  s = add_section (sections, "layout", _ ("The Layout"));
  add_text (s, g_strdup_printf (_ ("The eight foundations start empty. Below them lie the "
                                   "eight tableau depots, dealt one card each, and six reserve "
                                   "piles of six cards each. The other %u cards form the "
                                   "stock, face down."),
                                stock));
  add_para (s, _ ("All cards are face up except the stock. Only one card moves at a time: the "
                  "top card of a depot or of a reserve pile, called an exposed card."));

  s = add_section (sections, "foundations", _ ("The Foundations"));
  add_para (s, _ ("An empty foundation takes any ace; then it takes the next higher card of "
                  "its suit, up to the king. Cards come from the top of the depots and of the "
                  "reserve piles, and once founded they never move again."));

  s = add_section (sections, "tableau", _ ("The Tableau"));
  add_para (s, _ ("A depot takes only the card of the same suit one rank below its top card. "
                  "The ranks do not go round: nothing goes on an ace. An empty depot takes any "
                  "exposed card."));
  add_picture (s, TRUE, _ ("On the seven of spades goes the six of spades, and nothing else."), 2,
               7, AP_SPADES, 6, AP_SPADES);

  s = add_section (sections, "reserve", _ ("The Reserve"));
  add_para (s, _ ("Reserve piles are never built on: only their top card moves. An empty "
                  "reserve pile may take one exposed card at any time, like a free cell."));

  s = add_section (sections, "stock", _ ("The Stock"));
  add_para (s, _ ("You may deal whenever the stock has cards. A deal puts two cards onto each "
                  "reserve pile, one at a time from the first pile to the sixth and round "
                  "again, on empty piles too. The stock makes exactly five deals of twelve "
                  "cards; there is no deal to the depots and no redeal."));

  s = add_section (sections, "transfers", _ ("Transfers"));
  add_para (s, _ ("Cards never move between foundations: they all build up."));

  add_end (sections, rules);
}

static void
patriarchs_sections (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s;
  gboolean picture = rules->game == AP_GAME_PICTURE_PATIENCE;
  guint stock = stock_at_start (rules);

  s = add_section (sections, "object", _ ("The Object"));
  if (picture)
    add_para (s, _ ("Picture Patience is Patriarchs without a head start, played with two "
                    "decks shuffled together, 104 cards. The object is to move every card onto "
                    "the eight foundations: four build up in suit from ace to king, and four "
                    "build down in suit from king to ace."));
  else
    add_para (s, _ ("Patriarchs is played with two decks shuffled together, 104 cards. The "
                    "object is to move every card onto the eight foundations: four build up in "
                    "suit from ace to king, and four build down in suit from king to ace."));

  s = add_section (sections, "layout", _ ("The Layout"));
  add_para (s, _ ("The up foundations are on the left and the down foundations on the right. "
                  "Between them, nine reserve piles of one card each form a square of three "
                  "rows. The stock lies face down next to the waste, which starts empty."));
  add_text (s, g_strdup_printf (ngettext ("The stock starts with %u card.",
                                          "The stock starts with %u cards.", stock),
                                stock));

  s = add_section (sections, "foundations", _ ("The Foundations"));
  if (picture)
    add_para (s, _ ("No card starts on the foundations. An empty up foundation takes an ace, "
                    "and an empty down foundation a king, of a suit that has no such foundation "
                    "yet."));
  else
    add_para (s, _ ("One ace and one king of every suit start on the foundations."));
  add_para (s, _ ("An up foundation takes the next higher card of its suit, a down foundation "
                  "the next lower one. Cards come from the reserve and from the top of the "
                  "waste."));

  s = add_section (sections, "reserve", _ ("The Reserve"));
  add_para (s, _ ("Reserve cards go to the foundations only, and nothing is ever placed on the "
                  "reserve. When a reserve pile empties, it is refilled at once with the top "
                  "card of the waste, or of the stock when the waste is empty."));

  s = add_section (sections, "stock", _ ("The Stock"));
  add_para (s, _ ("Each deal turns the top card of the stock face up onto the waste. Once the "
                  "stock is empty, you may turn the waste over to make a new stock, once in a "
                  "game; the cards then come again in the same order."));

  s = add_section (sections, "transfers", _ ("Reversals"));
  if (rules->transfers)
    {
      add_para (s, _ ("When the up and down foundations of one suit meet, that is, the top of "
                      "the up foundation is one rank below the top of the down foundation, their "
                      "top cards may move from one to the other, one at a time. The ace and the "
                      "king at the bottom never move."));
      add_transfer_picture (s);
    }
  else
    add_para (s, _ ("There are no reversals in Picture Patience: once founded, a card stays "
                    "where it is."));

  add_end (sections, rules);
}

/* The stock of a new deal, as the engine deals it: for the family, whose
 * layouts differ more, the text takes the number from the deal itself. */
static guint
dealt_stock (const ApRules *rules)
{
  ApPosition pos;

  ap_position_deal (&pos, rules, 1);
  return pos.len[AP_PILE_STOCK];
}

static void
add_stock_count (ApRulesSection *s, const ApRules *rules)
{
  guint stock = dealt_stock (rules);

  add_text (s, g_strdup_printf (ngettext ("The stock starts with %u card.",
                                          "The stock starts with %u cards.", stock),
                                stock));
}

/* The foundations that build up by two (rules.md F.1), shared by Royal
 * Cotillion and Odd and Even. */
static void
add_by_twos (ApRulesSection *s, gboolean laid_out)
{
  if (laid_out)
    add_para (s, _ ("One ace and one two of every suit start on the foundations: the aces on the "
                    "four ace foundations, the twos on the four two foundations."));
  else
    add_para (s, _ ("No card starts on the foundations. An empty ace foundation takes an ace, "
                    "and an empty two foundation a two, of a suit that has no such foundation "
                    "yet."));
  add_para (s, _ ("Every foundation builds up in suit by twos, turning the corner after the "
                  "king: an ace foundation runs A 3 5 7 9 J K 2 4 6 8 10 Q, a two foundation "
                  "2 4 6 8 10 Q A 3 5 7 9 J K. Thirteen cards complete a foundation."));
  add_picture (s, TRUE, _ ("On an ace foundation the king is followed by the two."), 3, AP_JACK,
               AP_HEARTS, AP_KING, AP_HEARTS, 2, AP_HEARTS);
}

static void
add_no_transfers (GPtrArray *sections)
{
  ApRulesSection *s = add_section (sections, "transfers", _ ("Transfers"));

  add_para (s, _ ("Cards never move between foundations."));
}

static void
cotillion_sections (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s;
  gboolean laid_out = rules->bases == AP_BASES_ACES_AND_KINGS;

  s = add_section (sections, "object", _ ("The Object"));
  add_para (s, _ ("Royal Cotillion is played with two decks shuffled together, 104 cards. The "
                  "object is to move every card onto the eight foundations, which build up by "
                  "twos."));

  s = add_section (sections, "layout", _ ("The Layout"));
  add_para (s, _ ("From left to right: the left wing of four columns of three cards, fanned; "
                  "the column of the four ace foundations; the column of the four two "
                  "foundations; and the right wing of sixteen cards in four rows. The stock "
                  "and the waste lie below the left wing."));
  add_stock_count (s, rules);

  s = add_section (sections, "foundations", _ ("The Foundations"));
  add_by_twos (s, laid_out);

  s = add_section (sections, "tableau", _ ("The Left Wing"));
  add_para (s, _ ("Only the top card of each column of the left wing can be played, and only "
                  "to a foundation. Nothing is ever put on the left wing, and an emptied "
                  "column stays empty."));

  s = add_section (sections, "reserve", _ ("The Right Wing"));
  add_para (s, _ ("Every card of the right wing can be played, to a foundation only. A pile "
                  "emptied is refilled at once with the top card of the waste, or of the stock "
                  "when the waste is empty."));

  s = add_section (sections, "stock", _ ("The Stock"));
  add_para (s, _ ("Each deal turns the top card of the stock face up onto the waste, whose top "
                  "card may go to a foundation. There is no redeal."));

  add_no_transfers (sections);
  add_end (sections, rules);

  s = add_section (sections, "rules-in-force", _ ("Rules in Force"));
  add_para (s, _ ("Royal Cotillion has one rule option, which can be changed in Preferences."));
  s = add_section (sections, "foundation-bases", _ ("Foundation Bases"));
  if (laid_out)
    add_para (s, _ ("The aces and twos are laid out: one ace and one two of each suit start on "
                    "the foundations, the usual rule."));
  else
    add_para (s, _ ("As they appear: no card starts on the foundations; they are founded with "
                    "the aces and twos as these come into play."));
}

static void
odd_and_even_sections (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s;

  s = add_section (sections, "object", _ ("The Object"));
  add_para (s, _ ("Odd and Even is played with two decks shuffled together, 104 cards. The "
                  "object is to move every card onto the eight foundations, which build up by "
                  "twos: the ace foundations on the odd cards first, the two foundations on the "
                  "even ones."));

  s = add_section (sections, "layout", _ ("The Layout"));
  add_para (s, _ ("The ace foundations are on the left and the two foundations on the right. "
                  "Between them, nine reserve piles of one card each form a square of three "
                  "rows. The stock lies face down next to the waste, which starts empty."));
  add_stock_count (s, rules);

  s = add_section (sections, "foundations", _ ("The Foundations"));
  add_by_twos (s, FALSE);

  s = add_section (sections, "reserve", _ ("The Reserve"));
  add_para (s, _ ("Reserve cards go to the foundations only, and nothing is ever placed on the "
                  "reserve. When a reserve pile empties, it is refilled at once with the top "
                  "card of the waste, or of the stock when the waste is empty."));

  s = add_section (sections, "stock", _ ("The Stock"));
  add_para (s, _ ("Each deal turns the top card of the stock face up onto the waste. Once the "
                  "stock is empty, you may turn the waste over to make a new stock, once in a "
                  "game; the cards then come again in the same order."));

  add_no_transfers (sections);
  add_end (sections, rules);
}

static void
tournament_sections (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s;

  s = add_section (sections, "object", _ ("The Object"));
  add_para (s, _ ("Tournament is played with two decks shuffled together, 104 cards. The "
                  "object is to move every card onto the eight foundations: four build up in "
                  "suit from ace to king, and four build down in suit from king to ace."));

  s = add_section (sections, "layout", _ ("The Layout"));
  add_para (s, _ ("The stock and the foundations are in a row at the top. Below them, six "
                  "depots of four cards each, fanned, lie between two columns of four "
                  "kibitzers, one card each, dealt first. When the kibitzers hold no ace and "
                  "no king at all, the cards are dealt again."));
  add_stock_count (s, rules);

  s = add_section (sections, "foundations", _ ("The Foundations"));
  add_para (s, _ ("No card starts on the foundations. An empty up foundation takes an ace, "
                  "and an empty down foundation a king, of a suit that has no such foundation "
                  "yet. An up foundation takes the next higher card of its suit, a down "
                  "foundation the next lower one."));

  s = add_section (sections, "tableau", _ ("The Depots"));
  add_para (s, _ ("Only the top card of each depot can be played, to a foundation or to an "
                  "empty kibitzer; nothing is ever built on the depots. An emptied depot is "
                  "refilled at once with the next four cards of the stock."));

  s = add_section (sections, "reserve", _ ("The Kibitzers"));
  add_para (s, _ ("Every kibitzer card can be played, to a foundation only. An empty kibitzer "
                  "may take the top card of a depot at any time, and no other card."));

  s = add_section (sections, "stock", _ ("The Stock"));
  add_para (s, _ ("You may deal whenever the stock has cards: four cards onto each depot in "
                  "turn, from the first to the sixth. When the stock is empty, you may gather "
                  "the depots, the first one first, into a new stock and deal again, twice in "
                  "a game."));

  s = add_section (sections, "transfers", _ ("Transfers"));
  add_para (s, _ ("When the up and down foundations of one suit meet, their top cards may move "
                  "from one to the other, one at a time. The ace and the king at the bottom "
                  "never move."));
  add_transfer_picture (s);

  add_end (sections, rules);
}

static void
contradance_sections (GPtrArray *sections, const ApRules *rules)
{
  ApRulesSection *s;

  s = add_section (sections, "object", _ ("The Object"));
  add_para (s, _ ("Contradance is played with two decks shuffled together, 104 cards. The "
                  "object is to move every card onto the sixteen foundations."));

  s = add_section (sections, "layout", _ ("The Layout"));
  add_para (s, _ ("The eight fives are laid out in a row, with the eight sixes below them; "
                  "the stock and the waste lie underneath. There is no other pile."));
  add_stock_count (s, rules);

  s = add_section (sections, "foundations", _ ("The Foundations"));
  add_para (s, _ ("A five foundation builds down in suit to the ace and then takes the king: "
                  "5 4 3 2 A K. A six foundation builds up in suit to the queen: 6 7 8 9 10 J "
                  "Q. The fives and sixes at the bottom never move."));
  add_picture (s, TRUE, _ ("On a five foundation the ace is followed by the king, the last card."),
               3, 2, AP_SPADES, AP_ACE, AP_SPADES, AP_KING, AP_SPADES);

  s = add_section (sections, "reserve", _ ("The Waste"));
  add_para (s, _ ("Only the top card of the waste can be played, to a foundation. The game is "
                  "luck and attention: the waste is the only choice you have."));

  s = add_section (sections, "stock", _ ("The Stock"));
  add_para (s, _ ("Each deal turns the top card of the stock face up onto the waste. Once the "
                  "stock is empty, you may turn the waste over to make a new stock, once in a "
                  "game; the cards then come again in the same order."));

  add_no_transfers (sections);
  add_end (sections, rules);
}

GPtrArray *
ap_rules_text_sections (const ApRules *rules)
{
  GPtrArray *sections = g_ptr_array_new_with_free_func (section_free);

  g_return_val_if_fail (rules != NULL && rules->game < AP_N_GAMES, sections);

  switch (rules->game)
    {
    case AP_GAME_CARTHAGE:
      carthage_sections (sections, rules);
      break;
    case AP_GAME_PATRIARCHS:
    case AP_GAME_PICTURE_PATIENCE:
      patriarchs_sections (sections, rules);
      break;
    case AP_GAME_ROYAL_COTILLION:
      cotillion_sections (sections, rules);
      break;
    case AP_GAME_ODD_AND_EVEN:
      odd_and_even_sections (sections, rules);
      break;
    case AP_GAME_TOURNAMENT:
      tournament_sections (sections, rules);
      break;
    case AP_GAME_CONTRADANCE:
      contradance_sections (sections, rules);
      break;
    case AP_GAME_ALGERIAN:
    case AP_N_GAMES:
    default:
      algerian_sections (sections, rules);
      break;
    }
  return sections;
}

const char *
ap_rules_text_game_name (ApGame game)
{
  g_return_val_if_fail (game < AP_N_GAMES, "");
  return _ (ap_game_info (game)->name);
}
