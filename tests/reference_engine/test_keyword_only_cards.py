"""Cards with no text beyond keywords (``coverage``: "keywords only"): each is played (a token: set on the
board) and shows exactly its printed Might and keywords, numbers included, having cost what it costs."""

from __future__ import annotations

import pytest
from engine_helpers import game, two_players
from exercised import exercises

from reference_engine import catalogue, coverage

KEYWORD_ONLY = sorted(coverage.summary()["keywords"])
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


@exercises(*KEYWORD_ONLY)
@pytest.mark.parametrize("name", KEYWORD_ONLY)
def test_a_keyword_only_card_has_its_printed_might_and_keywords(name):
    facts = catalogue.lookup(name)
    assert facts.type == "unit" and not facts.has_rules_text
    if facts.is_token:
        o = game(two_players(a={"base": [{"id": "x", "card": name, "token": True}]})).observe()
    else:
        s = game(two_players(a={"energy": 12, "power": {d: 2 for d in DOMAINS}, "hand": [{"id": "x", "card": name}]}))
        result = s.act({"player": "A", "play": "x"})
        assert result["accepted"], result
        o = s.observe()
        while o["chain"]:  # a Vision or Weaponmaster play effect: decline what it offers
            if o["decision"]:
                d = o["decision"]
                answer = "no" if d["options"] == ["yes", "no"] else []
                assert s.act({"player": d["player"], "choose": answer})["accepted"], d
            else:
                assert s.act({"player": o["priority"], "pass": "priority"})["accepted"]
            o = s.observe()
        assert o["players"]["A"]["energy"] == 12 - (facts.energy or 0)
        assert sum(o["players"]["A"]["power"].values()) == 12 - (facts.power or 0)
        assert o["cards"]["x"]["exhausted"] is True  # 143.4: units enter exhausted
    me = o["cards"]["x"]
    assert me["zone"] == "base" and me["might"] == facts.might
    assert sorted(me["keywords"]) == sorted(facts.keywords)
