"""Lane P cards that play a card from the trash by their own instruction, ignoring its Energy cost, and recycle
it once played (356.1.b.2, 390.3.a)."""

from engine_helpers import conquer, game, ok, pass_both, two_players, unit
from exercised import exercises


def _settle(s, o, answers):
    """Pass priority until the chain is empty, answering each question with the next of ``answers``."""
    answers = list(answers)
    while o["chain"] or o["decision"]:
        o = ok(s, player=o["decision"]["player"], choose=answers.pop(0)) if o["decision"] else pass_both(s)
    return o


@exercises("Fizz, Trickster")
def test_fizz_plays_a_cheap_trash_spell_free_of_energy_then_recycles_it():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [{"id": "fz", "card": "Fizz, Trickster"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}, {"id": "cat", "card": "Catalyst of Aeons"}],
                            "deck": [unit("d1")]},
                         battlefields=[{"id": "bf1", "units": [unit("bu", 2, controller="B")]}]))
    o = ok(s, player="A", play="fz")
    assert o["decision"]["options"] == ["inc"]  # Catalyst of Aeons costs [4]: not a choice
    o = _settle(s, ok(s, player="A", choose=["inc"]), [["bu"]])
    assert o["cards"]["bu"]["zone"] == "trash"  # Incinerate dealt 2
    assert o["players"]["A"]["deck"] == ["d1", "inc"]  # recycled to the bottom, not put in the trash
    assert o["players"]["A"]["energy"] == 0 and o["cards"]["fz"]["zone"] == "base"


@exercises("Fizz, Trickster")
def test_fizz_may_decline():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [{"id": "fz", "card": "Fizz, Trickster"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}]}))
    ok(s, player="A", play="fz")
    o = _settle(s, ok(s, player="A", choose=[]), [])
    assert o["cards"]["inc"]["zone"] == "trash"


@exercises("Kai'Sa, Evolutionary")
def test_kaisa_conquering_plays_a_trash_spell_costing_less_than_her_points_then_recycles_it():
    s = game(two_players(a={"score": 3, "base": [{"id": "ks", "card": "Kai'Sa, Evolutionary"}],
                            "trash": [{"id": "inc", "card": "Incinerate"}, {"id": "cat", "card": "Catalyst of Aeons"}],
                            "deck": [unit("d1"), unit("d2")]},
                         b={"base": [unit("bu", 2)]},
                         battlefields=[{"id": "bf1"}, {"id": "bf2", "units": [unit("bx", 2, controller="B")]}]))
    o = conquer(s, ["ks"])
    assert o["decision"]["options"] == ["inc"]  # [2] < 4 points after conquering; [4] is not
    o = _settle(s, ok(s, player="A", choose=["inc"]), [["bx"]])
    assert o["cards"]["bx"]["zone"] == "trash"
    assert o["cards"]["inc"]["zone"] == "deck" and o["players"]["A"]["deck"][-1] == "inc"
