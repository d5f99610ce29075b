"""The subprocess adapter against the scripted toy engine: the happy path and every fault."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from conformance.adapters.config import EngineConfig
from conformance.adapters.protocol import ActionResult, Engine
from conformance.adapters.subprocess import EngineGaveUp, SubprocessEngine
from conformance.exceptions import EngineCrashed, EngineError, EngineTimeout, ProtocolError, Unsupported

TOY = Path(__file__).parent / "fakes" / "toy_engine.py"


def toy(*faults: str, **settings) -> SubprocessEngine:
    settings.setdefault("step_timeout", 2.0)
    command = (sys.executable, str(TOY), *(f"--fault={f}" for f in faults))
    return SubprocessEngine(EngineConfig(command=command, **settings))


def setup_with(unit_id: str) -> dict:
    return {"players": {"A": {"base": [{"id": unit_id, "unit": {"might": 2}}]}, "B": {}},
            "battlefields": [{"id": "bf1"}]}


MOVE = {"player": "A", "move": ["u1"], "to": "bf1"}


def play_ok(engine: SubprocessEngine, unit_id: str = "u1") -> None:
    """One complete scenario that the toy engine gets right."""
    engine.setup(setup_with(unit_id), rules_version="1.4")
    assert engine.act({"player": "A", "move": [unit_id], "to": "bf1"}) == ActionResult.ok()
    state = engine.observe()
    assert state["cards"][unit_id]["zone"] == "bf1"
    assert state["battlefields"]["bf1"]["units"] == [unit_id]


@pytest.fixture
def engines():
    made = []

    def make(*faults, **settings):
        made.append(toy(*faults, **settings))
        return made[-1]

    yield make
    for engine in made:
        engine.close()


def test_happy_path_describe_setup_act_observe(engines):
    engine = engines()
    assert isinstance(engine, Engine)
    info = engine.describe()
    assert (info.name, info.version, info.rules_version) == ("toy", "0.0.1", "1.4")
    assert info.capabilities == frozenset({"events"})
    play_ok(engine)
    refused = engine.act({"player": "B", "end_turn": True})
    assert not refused.accepted and "turn player" in refused.reason
    assert engine.events() == []
    assert engine.legal_actions("A") == []


def test_one_process_serves_the_whole_run(engines):
    engine = engines()
    engine.describe()
    pid = engine._process.popen.pid
    for _ in range(5):
        play_ok(engine)
    assert engine._process.popen.pid == pid and engine.restarts == 0


def test_close_stops_the_engine_cleanly(engines):
    engine = engines()
    engine.describe()
    popen = engine._process.popen
    engine.close()
    assert popen.wait(5) == 0


def test_crash_mid_scenario_ends_that_scenario_and_restarts(engines):
    engine = engines("crash:boom")
    engine.describe()
    play_ok(engine)
    engine.setup(setup_with("boom"), rules_version="1.4")
    with pytest.raises(EngineCrashed) as caught:
        engine.act({"player": "A", "move": ["boom"], "to": "bf1"})
    assert "exited with code 3 during act" in str(caught.value)
    assert "scripted crash in act" in caught.value.stderr
    with pytest.raises(EngineCrashed, match="not running"):
        engine.observe()
    play_ok(engine)
    assert engine.restarts == 1


def test_hang_is_a_timeout_and_the_next_scenario_runs(engines):
    engine = engines("hang:boom", step_timeout=0.5)
    engine.describe()
    engine.setup(setup_with("boom"), rules_version="1.4")
    started = time.monotonic()
    with pytest.raises(EngineTimeout, match="no reply to act within the step timeout of 0.5s") as caught:
        engine.act({"player": "A", "move": ["boom"], "to": "bf1"})
    assert time.monotonic() - started < 5
    assert "scripted hang" in caught.value.stderr
    play_ok(engine)


def test_scenario_timeout_cuts_the_step_timeout_short(engines):
    engine = engines("hang:boom", step_timeout=30, scenario_timeout=0.5)
    engine.setup(setup_with("boom"), rules_version="1.4")
    with pytest.raises(EngineTimeout, match="scenario timeout of 0.5s"):
        engine.act({"player": "A", "move": ["boom"], "to": "bf1"})


def test_garbage_is_a_protocol_error_quoting_the_line(engines):
    engine = engines("garbage:boom")
    engine.setup(setup_with("boom"), rules_version="1.4")
    engine.act({"player": "A", "move": ["boom"], "to": "bf1"})
    with pytest.raises(ProtocolError, match=r"not JSON.*<<this is not json>>"):
        engine.observe()
    play_ok(engine)
    assert engine.restarts == 1


def test_state_breaking_the_schema_is_a_protocol_error_with_the_path(engines):
    engine = engines("bad-state:boom")
    engine.setup(setup_with("boom"), rules_version="1.4")
    engine.act({"player": "A", "move": ["boom"], "to": "bf1"})
    with pytest.raises(ProtocolError, match=r"observe-reply.*\$\.state"):
        engine.observe()
    play_ok(engine)


def test_error_reply_is_an_engine_error_and_the_engine_keeps_running(engines):
    engine = engines("error:boom")
    engine.describe()
    pid = engine._process.popen.pid
    with pytest.raises(EngineError, match=r"engine error on setup \(setup\): cannot build"):
        engine.setup(setup_with("boom"), rules_version="1.4")
    play_ok(engine)
    assert engine._process.popen.pid == pid


def test_unsupported_reply_skips(engines):
    engine = engines("unsupported:boom")
    with pytest.raises(Unsupported, match="not implemented"):
        engine.setup(setup_with("boom"), rules_version="1.4")
    play_ok(engine)


def test_refuse_everything_is_a_refusal_not_an_error(engines):
    engine = engines("refuse-everything")
    engine.setup(setup_with("u1"), rules_version="1.4")
    result = engine.act(MOVE)
    assert result == ActionResult.refuse("this engine refuses everything (scripted)")


def test_wrong_protocol_version_is_a_protocol_error(engines):
    engine = engines("wrong-version")
    with pytest.raises(ProtocolError, match="no protocol version in common: the engine speaks 3, 4; "
                                            "this harness speaks 1, 2"):
        engine.describe()
    with pytest.raises(ProtocolError, match="protocol version in common"):
        engine.setup(setup_with("u1"), rules_version="1.4")


def test_engine_picking_a_version_the_harness_did_not_offer_is_told_the_common_one(engines):
    with pytest.raises(ProtocolError, match="chose protocol version 7, which the harness did not offer "
                                            r"\(1, 2\); both speak 1"):
        engines("unoffered-version").describe()


def test_a_protocol_v1_engine_is_accepted_and_declares_no_features(engines):
    info = engines().describe()
    assert info.protocol == 1 and info.features is None and info.capabilities == {"events"}


def test_exit_at_start_is_a_crash_with_stderr(engines):
    engine = engines("exit-at-start")
    with pytest.raises(EngineCrashed, match="exited with code 1 during start") as caught:
        engine.describe()
    assert "refusing to start" in caught.value.stderr


def test_slow_start_hits_the_start_timeout(engines):
    engine = engines("slow-start", start_timeout=0.5)
    with pytest.raises(EngineTimeout, match="no reply to start within the start timeout of 0.5s"):
        engine.describe()


def test_missing_program_is_a_crash():
    engine = SubprocessEngine.from_command("/nonexistent/engine --flag")
    with pytest.raises(EngineCrashed, match="could not start engine"):
        engine.describe()


def test_gives_up_after_n_consecutive_crashes(engines):
    engine = engines("crash-setup", give_up_after=2)
    engine.describe()
    for _ in range(2):
        with pytest.raises(EngineCrashed, match="exited with code 4 during setup"):
            engine.setup(setup_with("u1"), rules_version="1.4")
    started = time.monotonic()
    with pytest.raises(EngineGaveUp, match="not run: engine gave up after 2 consecutive"):
        engine.setup(setup_with("u1"), rules_version="1.4")
    with pytest.raises(EngineGaveUp, match="not run"):
        engine.setup(setup_with("u1"), rules_version="1.4")
    assert time.monotonic() - started < 0.5
    assert engine.restarts == 1


def test_a_clean_scenario_resets_the_crash_count(engines):
    engine = engines("crash:boom", give_up_after=2)
    for _ in range(3):
        engine.setup(setup_with("boom"), rules_version="1.4")
        with pytest.raises(EngineCrashed):
            engine.act({"player": "A", "move": ["boom"], "to": "bf1"})
        play_ok(engine)
    assert engine.restarts == 3


def test_env_and_cwd_reach_the_engine(tmp_path, engines):
    script = tmp_path / "echo_env.py"
    script.write_text(
        "import json, os, sys\n"
        "for line in sys.stdin:\n"
        "    print(json.dumps({'version': 1, 'engine': {'name': os.environ['TOY_NAME'],"
        " 'version': os.path.basename(os.getcwd()), 'rules_version': '1.4'}}), flush=True)\n"
        "    break\n")
    engine = SubprocessEngine(EngineConfig(command=(sys.executable, str(script)), cwd=str(tmp_path),
                                           env={"TOY_NAME": "from-env"}))
    try:
        info = engine.describe()
    finally:
        engine.close()
    assert (info.name, info.version) == ("from-env", tmp_path.name)


def test_from_command_splits_like_a_shell():
    engine = SubprocessEngine.from_command(f"{sys.executable} '{TOY}' --fault 'error:x y'")
    assert engine.config.command == (sys.executable, str(TOY), "--fault", "error:x y")


@pytest.mark.parametrize("pipeline", [True, False])
def test_observe_after_act_with_and_without_pipelining(engines, pipeline):
    engine = engines(pipeline=pipeline)
    engine.setup(setup_with("u1"), rules_version="1.4")
    before = engine.observe()
    assert not engine.act({"player": "B", "end_turn": True}).accepted
    assert engine.observe() == before
    assert engine.act(MOVE).accepted
    assert engine.events() == []  # asking for events between act and observe changes nothing
    after = engine.observe()
    assert after["cards"]["u1"]["zone"] == "bf1"
    assert engine.observe() == after  # a second observe asks the engine again
    assert (engine._observed is None) is True


def test_pipelined_garbage_is_reported_by_observe_not_act(engines):
    engine = engines("garbage:boom")
    engine.setup(setup_with("boom"), rules_version="1.4")
    assert engine.act({"player": "A", "move": ["boom"], "to": "bf1"}).accepted
    with pytest.raises(ProtocolError, match="reply to observe"):
        engine.observe()


@pytest.mark.parametrize("pipeline", [True, False])
def test_a_second_reply_is_a_protocol_error(engines, pipeline):
    engine = engines("double-reply:boom", pipeline=pipeline)
    engine.setup(setup_with("boom"), rules_version="1.4")
    assert engine.act({"player": "A", "move": ["boom"], "to": "bf1"}).accepted
    with pytest.raises(ProtocolError, match="observe"):
        engine.observe()
    play_ok(engine)
    assert engine.restarts == 1


def test_a_log_line_on_stdout_is_a_protocol_error_with_a_hint(engines):
    engine = engines("log-stdout:boom")
    with pytest.raises(ProtocolError, match="engines log to stderr"):
        engine.setup(setup_with("boom"), rules_version="1.4")
    play_ok(engine)


def test_a_hung_engine_behind_a_shell_wrapper_is_killed_with_its_children(engines, tmp_path):
    wrapper = tmp_path / "wrapper.sh"
    wrapper.write_text(f"#!/bin/sh\n'{sys.executable}' '{TOY}' --fault=hang:boom\n")
    wrapper.chmod(0o755)
    engine = SubprocessEngine(EngineConfig(command=(str(wrapper),), step_timeout=0.5))
    try:
        engine.setup(setup_with("boom"), rules_version="1.4")
        started = time.monotonic()
        with pytest.raises(EngineTimeout):
            engine.act({"player": "A", "move": ["boom"], "to": "bf1"})
        play_ok(engine)
        assert time.monotonic() - started < 3
    finally:
        engine.close()


def test_a_reply_without_newline_times_out_quoting_what_came(tmp_path):
    script = tmp_path / "no_newline.py"
    script.write_text("import sys, time\nsys.stdin.readline()\nsys.stdout.write('{\"version\": 1')\n"
                      "sys.stdout.flush()\ntime.sleep(30)\n")
    engine = SubprocessEngine(EngineConfig(command=(sys.executable, str(script)), start_timeout=0.5))
    try:
        with pytest.raises(EngineTimeout, match=r"received without a newline: '\{\"version\": 1'"):
            engine.describe()
    finally:
        engine.close()


def test_a_forgotten_engine_is_killed_when_collected():
    import gc

    engine = toy()
    engine.describe()
    popen = engine._process.popen
    del engine
    gc.collect()
    assert popen.wait(5) is not None
