"""A setup the engine refuses (an unknown or unimplemented card, an illegal deck, a bad zone) is reported at
the YAML line of the node it names, with the file and the field, in process and over the protocol."""

from __future__ import annotations

import shlex
import sys

import pytest

from conformance import resources
from conformance.adapters import messages as m
from conformance.adapters.reference import ReferenceAdapter
from conformance.adapters.subprocess import SubprocessEngine
from conformance.exceptions import EngineError, ProtocolError
from conformance.loader import load_file
from conformance.runner import explain, run_scenario
from conformance.safe_yaml import format_path, parse_path
from harness_engine import HarnessEngine
from scenario_text import passing

DUEL = resources.scenarios_dir() / "setup" / "duel-second-player-channels-an-extra-rune-on-its-first-turn.yaml"


def line_of(text: str, fragment: str) -> int:
    """The first line holding ``fragment``."""
    return next(i for i, line in enumerate(text.splitlines(), 1) if fragment in line)


def scenario(text: str, path: str = "scenarios/setup/bad.yaml"):
    loaded = load_file(path, raw=text.encode())
    assert not loaded.errors, loaded.errors
    return loaded.scenario


@pytest.fixture(params=["in-process", "protocol"])
def reference(request):
    if request.param == "in-process":
        yield ReferenceAdapter()
        return
    engine = SubprocessEngine.from_command(f"{shlex.quote(sys.executable)} -m reference_engine", step_timeout=60)
    yield engine
    engine.close()


# Construction rules the schema and the linter cannot see: the engine refuses the deck, naming the field.
DECKS = [
    ('{card: "Defy", ids: [a7, a8]}', '{card: "Void Seeker", ids: [a7, a8]}', "setup.decks.A.main[5].card",
     "rule 103.1.b.1"),
    ("ids: [ar1, ar2]}", "ids: [ar1]}", "setup.decks.A.runes", "rule 103.3.a"),
    ('champion: {id: a-champion, card: "Lee Sin, Centered"}', 'champion: {id: a-champion, card: "Teemo, Scout"}',
     "setup.decks.A.champion.card", "rule 103.2.a.2"),
]


@pytest.mark.parametrize("old, new, field, rule", DECKS)
def test_an_illegal_deck_is_located_at_its_yaml_node(reference, old, new, field, rule):
    text = DUEL.read_text(encoding="utf-8").replace(old, new, 1)
    record = run_scenario(scenario(text), reference, reference.describe())
    assert record.status == "errored"
    failure = record.failure
    assert (failure.step, failure.field) == ("setup", field)
    expected = line_of(text, new) if field.endswith(".card") else line_of(text, "      runes:")
    assert failure.line == expected and rule in failure.message
    assert f"at setup (scenarios/setup/bad.yaml:{expected})" in explain(record)


#: The reference engine's server with one card's compiled spec taken away (the same as the
#: ``one_spec_unit_unwritten`` fixture does in process), so the protocol path meets a card it cannot play.
_SERVER_WITHOUT = ("import runpy, sys; from reference_engine import implemented; name = sys.argv.pop(1); "
                   "real = implemented.compiled_behaviour; "
                   "implemented.compiled_behaviour = lambda n: None if n == name else real(n); "
                   "runpy.run_module('reference_engine', run_name='__main__')")


@pytest.mark.parametrize("where", ["in-process", "protocol"])
def test_a_card_the_engine_cannot_play_in_a_stated_position_is_located(where, one_spec_unit_unwritten):
    name = one_spec_unit_unwritten
    text = passing().replace("hand: [{id: cleave, card: Cleave}]", f'hand: [{{id: cleave, card: "{name}"}}]')
    if where == "in-process":
        engine = ReferenceAdapter()
    else:
        engine = SubprocessEngine.from_command(
            f"{shlex.quote(sys.executable)} -c {shlex.quote(_SERVER_WITHOUT)} {shlex.quote(name)}", step_timeout=60)
    try:
        record = run_scenario(scenario(text), engine, engine.describe())
    finally:
        if where == "protocol":
            engine.close()
    assert record.status == "errored"
    assert record.failure.field == "setup.players.A.hand[0].card"
    assert record.failure.line == line_of(text, name)


def test_the_engine_refuses_a_card_name_it_does_not_know_naming_the_field():
    """The same refusal below the linter (which rejects unknown names first): a card name no catalogue has."""
    from reference_engine.api import Session
    from reference_engine.errors import SetupError

    setup = {"turn": {"active": "A", "phase": "main"}, "battlefields": [],
             "players": {"A": {"hand": [{"id": "x", "card": "Teapot of Nowhere"}]}, "B": {}}}
    with pytest.raises(SetupError) as refused:
        Session().setup(setup)
    assert "players.A.hand[0].card" in str(refused.value) and "Teapot of Nowhere" in str(refused.value)


class Refusing(HarnessEngine):
    """Refuses every setup with the given error."""

    def __init__(self, error: Exception):
        super().__init__()
        self.error = error

    def setup(self, setup, *, rules_version):
        raise self.error


@pytest.mark.parametrize("error, field, fragment", [
    (EngineError("cannot seat B", field="players.B"), "setup.players.B", "    B: {}"),  # the field the reply names
    (EngineError("setup.players.A.base[0]: no such unit"), "setup.players.A.base[0]", "base: [{id: u1"),  # the message
    (EngineError("nope", field="setup.players.A.hand[7].card"), "setup.players.A.hand[7].card",  # not in the file:
     "    A: {hand:"),                                                                      # its nearest ancestor
    (EngineError("nope", field="players.Z"), "setup.players.Z", "  players:"),
])
def test_the_field_an_engine_names_gives_the_line(error, field, fragment):
    text = passing()
    engine = Refusing(error)
    record = run_scenario(scenario(text), engine, engine.describe())
    assert record.status == "errored"
    assert (record.failure.field, record.failure.line) == (field, line_of(text, fragment))


def test_an_error_naming_no_field_stays_at_the_setup_step():
    engine = Refusing(EngineError("out of memory"))
    record = run_scenario(scenario(passing()), engine, engine.describe())
    assert record.status == "errored" and record.failure.step == "setup"
    assert record.failure.field == "" and record.failure.line is None


def test_the_error_reply_carries_the_field_both_ways():
    reply = m.ErrorReply.from_json({"error": {"message": "bad deck", "kind": "setup", "field": "decks.A.runes"}})
    assert reply.field == "decks.A.runes" and reply.to_json()["error"]["field"] == "decks.A.runes"
    assert reply.exception("setup").field == "decks.A.runes"
    assert "field" not in m.ErrorReply("x", "setup").to_json()["error"]
    with pytest.raises(ProtocolError):
        m.ErrorReply.from_json({"error": {"message": "bad deck", "kind": "setup", "field": ""}})


@pytest.mark.parametrize("text", ["setup.decks.A.main[5].card", "actions[3].targets[0]", "players.A", "x[1][2]"])
def test_paths_parse_back(text):
    assert format_path(parse_path(text)) == text
    assert parse_path("decks.A.main[5].card") == ("decks", "A", "main", 5, "card")
