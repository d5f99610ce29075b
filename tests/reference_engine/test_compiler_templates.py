"""Each effect template of the spec compiler (``compile_effects.TEMPLATES``) has a real card whose line it
matches in full, compiling to the card's catalogue spec, and a near miss it must refuse (a changed word,
number, agreement, missing "this turn", or a word the card type may not use, ``VOCABULARY``).

Templates no card in the catalogue uses yet are listed with a line of the same shape (``None`` as the card):
the first card that uses one should replace it."""

from __future__ import annotations

import pytest

from reference_engine import catalogue
from reference_engine.catalogue.compile_effects import TEMPLATES, VOCABULARY, compile_card

#: template -> (card or None, card type, a line it matches in full, a near miss it must refuse)
TABLE = {
    "draw": ("Clockwork Keeper", "unit", "When you play me, if you paid the additional cost, draw 1.",
             "When you play me, if you paid the additional cost, draw one."),
    "discard": ("Chemtech Enforcer", "unit", "When you play me, discard 1.", "When you play me, discard 1 card."),
    "channel": ("Black Rose Dignitary", "unit", "[Deathknell][>] Channel 1 rune exhausted.",
                "[Deathknell][>] Channel 1 rune."),
    "deal": ("Blast Corps Cadet", "unit",
             "When you play me, if you paid the additional cost, deal 2 to a unit at a battlefield.",
             "When you play me, if you paid the additional cost, deal 2 to a unit in a battlefield."),
    "might": ("Ahri, Inquisitive", "unit",
              "When I attack or defend, give an enemy unit here -2 [S] this turn, to a minimum of 1 [S].",
              "When I attack or defend, give an enemy unit here -2 [S], to a minimum of 1 [S]."),
    "keyword": ("Bounty Hunter", "legend", "[T]: Give a unit [Ganking] this turn.", "[T]: Give a unit [Ganking]."),
    "grants": ("Block", "spell", "Give a unit [Shield 3] and [Tank] this turn.", "Give a unit [Shield 3] and [Tank]."),
    "stun": ("Leona, Determined", "unit", "When I attack, stun an enemy unit here.",
             "When I attack, stun an enemy units here."),
    "kill": ("Blast of Power", "spell", "Kill a unit at a battlefield.", "Kill a unit at a battlefield or base."),
    "ready": ("Darius, Executioner", "unit", "[Legion] — When you play me, ready me.",
              "[Legion] — When you play me, ready it."),  # "it" with nothing chosen before
    "buff": ("Blind Monk", "legend", "[1], [T]: Buff a friendly unit.", "[1], [T]: Buff me."),  # a legend has no "me"
    "banish": (None, "spell", "Banish a unit.", "Banish a unit here."),  # a spell has no "here"
    "return": ("Bloodharbor Ripper", "legend", "[1], [T]: Return a friendly unit at a battlefield to its owner's hand.",
               "[1], [T]: Return a friendly unit at a battlefield to your hand."),
    "exhaust": (None, "unit", "When you play me, exhaust an enemy unit.", "When you play me, exhaust an enemy unit twice."),
    "score": ("Ahri, Alluring", "unit", "When I hold, you score 1 point.", "When I hold, you score one point."),
    "counter": ("Wind Wall", "spell", "Counter a spell.", "Counter an ability."),
    "predict": ("Clairvoyance", "spell", "[Predict 5]. (Look at the top 5 cards of your Main Deck. Recycle any of them "
                "and put the rest back in any order.)", "[Predict 1]."),  # printed "[Predict]" (436.3.a)
    "deal_my_might": ("Yasuo, Remorseful", "unit", "When I attack, deal damage equal to my Might to an enemy unit here.",
                      "When I attack, deal damage equal to my Might to all enemy units here."),
    "it_deals": ("Last Breath", "spell", "Ready a friendly unit. It deals damage equal to its Might to an enemy unit "
                 "at a battlefield.", "Ready a friendly unit. It deals damage equal to my Might to an enemy unit "
                 "at a battlefield."),
    "choose": ("Clash of Giants", "spell", "Choose two units. They deal damage equal to their Mights to each other.",
               "Choose two gear. They deal damage equal to their Mights to each other."),
    "fight": ("Challenge", "spell", "Choose a friendly unit and an enemy unit. They deal damage equal to their Mights "
              "to each other.", "Choose a friendly unit and an enemy unit. They deal damage equal to their Might "
              "to each other."),
    "xp": ("Demacian Diplomat", "unit", "When you play me, gain 1 XP.", "When you play me, gain 1 experience."),
    "level": ("Gustwalker", "unit", "[Level 3][>] I have +1 [S] and [Ganking]. (While you have 3+ XP, get the "
              "effect. A [Ganking] unit can move from battlefield to battlefield.)",
              "[Level 3][>] I have +1 [S] and [Ganking]. (While you have 3+ XP, get the effect. Draw 1.)"),
    "unit_token": ("Altar to Unity", "battlefield", "When you hold here, play a 1 [S] Recruit unit token in your base.",
                   "When you hold here, play a 1 [S] Poro unit token in your base."),
    # and without a location (355.2.a): "Play four 1 [S] Recruit unit tokens." (Recruit the Vanguard)
    "trash_to_hand": ("Annie, Stubborn", "unit", "When you play me, return a spell from your trash to your hand.",
                      "When you play me, return a spell from your trash to your base."),
    "gold_token": ("Bloodharbor Ripper", "legend", "[1], [T]: Return a friendly unit at a battlefield to its owner's "
                   "hand. Play a Gold gear token exhausted.", "[1], [T]: Play a Gold gear tokens exhausted."),
    "deal_all": ("Anivia, Primal", "unit", "When I attack, deal 3 to all enemy units here.",
                 "When I attack, deal 3 to all enemy units elsewhere."),
    "might_all": ("Decisive Strike", "spell", "Give friendly units +2 [S] this turn.", "Give friendly units +2 [S]."),
    "keyword_all": ("Chakram Dancer", "unit", "When you play me, give your other units here [Shield] this turn.",
                    "When you play me, give your other units here [Shield]."),
    "verb_all": ("Enthusiastic Promoter", "unit", "When I hold, [Buff] all units here.",
                 "When I hold, [Recall] all units here."),
    "return_all": ("Downwell", "spell", "Return all units and gear to their owners' hands.",
                   "Return all units and gear to your hand."),
    "look": ("Stacked Deck", "spell", "Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the "
             "rest.", "Look at the top 3 cards of your deck. Put 1 into your hand and recycle the rest."),
    "look_take": ("Double Trouble", "spell", "Look at the top 3 cards of your Main Deck. You may reveal a unit from "
                  "among them and draw it. Recycle the rest.", "You may reveal a unit from among them and draw it."),
    "look_take_one": ("Called Shot", "spell", "Look at the top 2 cards of your Main Deck. Draw one and recycle the "
                      "other.", "Look at the top 2 cards of your Main Deck. Draw two and recycle the other."),
    "look_rest": ("Double Trouble", "spell", "Look at the top 3 cards of your Main Deck. You may reveal a unit from "
                  "among them and draw it. Recycle the rest.", "Recycle the rest."),  # nothing looked at
    "return_two": ("Star-Crossed", "spell", "Return a friendly unit and an enemy unit to their owners' hands.",
                   "Return a friendly unit and an enemy unit to its owner's hand."),
    "either": ("Qiyana, Victorious", "unit", "When I conquer, draw 1 or channel 1 rune exhausted.",
               "When I conquer, draw 1 or deal 2 to a unit."),  # a choice with a target: not this template
    "empowered_trigger": ("Covert Informant", "unit", "[Empowered][>] When I move, draw 1.",
                          "[Empowered][>] When you move, draw 1."),
    "each_player_kills": ("Cull the Weak", "spell", "Each player kills one of their units.",
                          "Each player kills one of your units."),
    "units_enter_ready": ("Magma Wurm", "unit", "Other friendly units enter ready.", "Other enemy units enter ready."),
    "trigger_if": ("Dropboarder", "unit", "When you play me, if you control two or more gear, ready me.",
                   "When you play me, if you control two or more spells, ready me."),
    "enters_ready_if": ("Direwing", "unit", "I enter ready if you control another Dragon.",
                        "I enter ready if you control a Dragon card."),
    "trigger_cost": ("Icevale Archer", "unit", "When I attack, you may pay [1] to give a unit here -1 [S] this turn.",
                     "When I attack, you may pay [1] to give a unit here -1 [S]."),
    "on_you_stun_enemy": ("Eclipse Herald", "unit",
                          "When you stun an enemy unit, ready me and give me +1 [S] this turn.",
                          "When you stun a unit, ready me and give me +1 [S] this turn."),
    "on_play_paid": ("Blast Corps Cadet", "unit",
                     "When you play me, if you paid the additional cost, deal 2 to a unit at a battlefield.",
                     "When you play me, if you paid the additional cost deal 2 to a unit at a battlefield."),
    "on_play": ("Annie, Stubborn", "unit", "When you play me, return a spell from your trash to your hand.",
                "When you played me, return a spell from your trash to your hand."),
    "deathknell": ("Black Rose Dignitary", "unit", "[Deathknell][>] Channel 1 rune exhausted.",
                   "[Deathknell] Channel 1 rune exhausted."),
    "on_attack": ("Anivia, Primal", "unit", "When I attack, deal 3 to all enemy units here.",
                  "When I attacks, deal 3 to all enemy units here."),
    "on_defend": (None, "unit", "When I defend, draw 1.", "When I defended, draw 1."),
    "on_conquer": ("Inviolus Vox", "unit", "When I conquer, give a friendly unit +8 [S] this turn.",
                   "When I conquer, give a friendly unit +8 [S] next turn."),
    "on_hold": ("Ahri, Alluring", "unit", "When I hold, you score 1 point.", "When I hold you score 1 point."),
    "on_attack_or_defend": ("Ahri, Inquisitive", "unit",
                            "When I attack or defend, give an enemy unit here -2 [S] this turn, to a minimum of 1 [S].",
                            "When I attack and defend, give an enemy unit here -2 [S] this turn, to a minimum of 1 [S]."),
    "on_move": ("Stellacorn Herder", "unit", "When I move, draw 1.", "When I move, draw 1"),
    "on_win_combat": ("Corrupt Enforcer", "unit", "When I win a combat, draw 1.", "When I win a showdown, draw 1."),
    "on_you_conquer": (None, "legend", "When you conquer, draw 1.", "When you conquer, give me +1 [S] this turn."),
    "on_you_hold": (None, "legend", "When you hold, draw 1.", "When you hold, deal 1 to all enemy units here."),
    "on_you_play_spell": ("Diana, No Longer Human", "unit", "When you play a spell, give me +2 [S] this turn.",
                          "When an opponent plays a spell, give me +2 [S] this turn."),
    "on_you_play_unit": ("Pridestalker", "legend", "When you play a unit, give a unit +1 [S] this turn.",
                         "When you play a unit, give me +1 [S] this turn."),  # a legend has no "me"
    "on_you_play_another_unit": ("Cithria of Cloudfield", "unit", "When you play another unit, buff me.",
                                 "When you play another unit, buff it."),
    "on_you_play_gear": ("Pit Crew", "unit", "When you play a gear, ready me.", "When you play a gear, ready this."),
    "on_move_to_battlefield": ("Corina Veraza", "unit",
                               "When I move to a battlefield, play three 1 [S] Recruit unit tokens here.",
                               "When I move to a battlefield, play three 1 [S] Recruit unit tokens there."),
    "on_move_from_battlefield": ("Harpoon Squad", "unit", "When I move from a battlefield, give me +2 [S] this turn.",
                                 "When I move from a battlefield, give me +2 [S] this combat."),
    "on_play_this": ("Poro Snax", "gear", "When you play this, draw 1.", "When you play this, draw 1 card."),
    "legion_on_play": ("Dangerous Duo", "unit", "[Legion] — When you play me, give a unit +2 [S] this turn.",
                       "[Legion] When you play me, give a unit +2 [S] this turn."),
    "on_conquer_here": ("Zaun Warrens", "battlefield", "When you conquer here, discard 1, then draw 1.",
                        "When you conquer here, buff me."),  # a battlefield is not "me"
    "on_hold_here": ("Altar to Unity", "battlefield", "When you hold here, play a 1 [S] Recruit unit token in your base.",
                     "When you hold here, play a 1 [S] Recruit unit token in my base."),
    "keyword_cost": ("Brittle Steel", "spell", "[Flow] [4][C]", "[Flow] [4][A]"),  # [A] is not a Flow cost
    "vision": ("Divining Shells", "gear", "[Vision]", "[Vision 2]"),
    "quick_draw": ("Sterak's Gage", "gear", "[Quick-Draw] (This has [Reaction]. When you play it, attach it to a unit "
                   "you control.)", "[Quick-Draw 2]"),
    # an Equipment's effect text (136), compiled beside "[Equip] [C]"
    "equipped_keywords": ("Serrated Dirk", "equipment", "[Assault 2] (+2 [S] while I'm an attacker.)",
                          "[Assault 2] (+2 [S] while I'm a defender.)"),  # the wrong reminder is a clause
    "equipped_trigger": ("Boneshiver", "equipment", "When I conquer, channel 1 rune exhausted.",
                         "When you play me, channel 1 rune exhausted."),  # no play trigger for the unit
    "enters_ready": ("Arena Kingpin", "unit", "I enter ready.", "I enter ready this turn."),
    "enters_exhausted": ("Iron Ballista", "gear", "This enters exhausted.", "This enter exhausted."),
    "play_to": ("Dauntless Vanguard", "unit", "You may play me to an occupied enemy battlefield.",
                "You may play me to a closed battlefield."),
    "optional_cost": ("Blast Corps Cadet", "unit", "You may pay [1][C] as an additional cost to play me.",
                      "You may pay [1][A] as an additional cost to play me."),
    "empowered": ("Brutal Hunter", "unit", "[Empowered][>] I have +2 [S] and [Ganking].",
                  "[Empowered][>] I have +2 [S] or [Ganking]."),
    "ability": ("Arena Kingpin", "unit", "[T]: Give a unit +3 [S] this turn.", "[T] Give a unit +3 [S] this turn."),
    "add_ability": ("Dragonsoul Sage", "unit", "[Reaction][>] [T]: [Add] [1].", "[Reaction][>] [T]: [Add] [X]."),
    "static": ("Captain Farron", "unit", "Other friendly units here have [Assault].",
               "Other friendly units there have [Assault]."),
    "self_while": ("Bilgewater Bully", "unit", "While I'm buffed, I have [Ganking].",
                   "While I'm stunned, I have [Ganking]."),
}


def _compile(card_type: str, line: str) -> tuple[dict | None, list[str]]:
    trace: list[str] = []
    if card_type == "equipment":  # ``line`` is the effect text of a gear with "[Equip] [C]"
        return compile_card("gear", ["[Equip] [C]"], trace, effect_text=line), trace
    lines = [line] if card_type != "spell" or not line.startswith("[Flow]") else [line, "Kill a gear."]
    return compile_card(card_type, lines, trace), trace


def test_every_template_is_in_the_table():
    assert sorted(TABLE) == sorted(TEMPLATES)


@pytest.mark.parametrize("template", sorted(TABLE))
def test_the_template_matches_its_card_in_full(template):
    card, card_type, line, _ = TABLE[template]
    spec, trace = _compile(card_type, line)
    assert spec is not None and template in trace, (spec, trace)
    if card is None:
        return
    facts = catalogue.lookup(card)
    assert facts is not None and facts.type == card_type.replace("equipment", "gear") and facts.effects, card
    for section, value in spec.items():  # the line's sections, as the catalogue holds them for the card
        if section in ("abilities", "static"):
            held = facts.effects.get(section, [])
            assert all(any(_within(v, h) for h in held) for v in value), (section, value, held)
        elif section == "equip" and card_type == "equipment":
            continue  # the lab's "[Equip] [C]", not the card's Equip cost
        elif section == "spell" and not line.startswith("[Flow]"):  # one of the spell's lines (359.3.d)
            held = facts.effects["spell"]
            assert any(held[i:i + len(value)] == value for i in range(len(held))), (value, held)
        elif section != "spell":
            assert facts.effects.get(section) == value, (section, value, facts.effects.get(section))


def _within(part: dict, whole: dict) -> bool:
    """An ability compiled from one line matches the card's, whose effect may continue on the same line."""
    return part == whole or (part.keys() == whole.keys() and part["cost"] == whole["cost"]
                             and whole["effect"][:len(part["effect"])] == part["effect"])


@pytest.mark.parametrize("template", sorted(TABLE))
def test_the_template_refuses_its_near_miss(template):
    _, card_type, _, near = TABLE[template]
    spec, trace = _compile(card_type, near)
    assert spec is None or template not in trace, (spec, trace)


def test_the_vocabulary_is_declared_for_every_card_type():
    assert set(VOCABULARY) == {"unit", "gear", "spell", "legend", "battlefield", "rune"}
    assert "me" not in VOCABULARY["legend"] and "here" not in VOCABULARY["legend"]
    assert VOCABULARY["spell"] == frozenset() and VOCABULARY["battlefield"] == {"here"}
    assert compile_card("legend", ["When you play a unit, give me +1 [S] this turn."]) is None
    assert compile_card("legend", ["When you hold, deal 1 to all enemy units here."]) is None
    assert compile_card("unit", ["When you play a unit, give me +1 [S] this turn."]) is not None
