#!/usr/bin/env python3
"""A toy protocol v1 engine with scripted faults, for the harness's own tests (standard library only).

It knows almost no rules: it builds the canonical state from a setup, and accepts ``end_turn``,
``concede`` and standard moves (``move``: the units go to the destination, exhausted). Everything else
is refused. That is enough to write scenarios that pass against it, so a fault can be shown to hit the
one scenario it targets while the others still pass.

Faults (``--fault KIND`` or ``--fault KIND:ID``, repeatable). With an ``ID`` the fault fires only in a
scenario whose setup has a card or battlefield with that ID; without one, in every scenario.

  crash              exit with code 3 at the first ``act`` (mid-scenario), after a line on stderr
  crash-setup        exit with code 4 on ``setup``
  hang               stop answering at the first ``act``
  garbage            answer ``observe`` with a line that is not JSON, once a decision was taken
  bad-state          answer ``observe`` with a state that breaks schema/state.schema.json, likewise
  error              answer ``setup`` with an error reply (kind ``setup``)
  unsupported        answer ``setup`` with an error reply (kind ``unsupported``)
  refuse-everything  refuse every action
  double-reply       answer ``act`` twice
  log-stdout         print a log line on stdout before answering ``setup``
  wrong-version      answer the handshake with protocol version 3, offering versions 3 and 4
  unoffered-version  pick protocol version 7 while offering 1 and 7
  garbage-start      answer the handshake with a line that is not JSON
  exit-at-start      exit with code 1 before reading anything
  slow-start         sleep 30 s before answering the handshake
  leak-child         start a child process (in the engine's process group) that sleeps for 5 minutes
  leak-child-stdout  the same, the child holding the engine's stdout open (as a shell wrapper's would)
  ignore-sigterm     ignore SIGTERM
  ignore-eof         at end of input (or ``stop``), keep running instead of exiting
  huge-line          answer ``observe`` with one line larger than the harness's 32 MiB limit, once a
                     decision was taken
  partial-line       answer ``act`` with half a line (no newline), then stop answering
  signal-crash       kill itself with SIGSEGV at the first ``act``
  stderr-flood       write 20 MiB to stderr on ``setup``, then go on normally
  close-stdout       close stdout at the first ``act`` and keep running
  no-state           with ``--observe-with-act``: answer an ``act`` that asks for the state without it

``--batch`` declares ``batch`` in the handshake: the harness may write decisions ahead (it answers line by line).
``--observe-with-act`` declares ``observe_with_act``: an ``act`` with ``"observe": true`` gets the state in its reply.

``--pid-file PATH`` appends the engine's process ID, and that of any child it starts, to PATH (the
tests check that none of them is left running after the harness stops or dies).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time

ZONES = ("hand", "deck", "trash", "base", "banishment")


def build_state(setup: dict) -> dict:
    players = setup.get("players") or {}
    order = setup.get("order") or list(players)
    turn = setup.get("turn") or {}
    state = {
        "turn": {"number": turn.get("number", 1), "active": turn.get("active", order[0] if order else "A"),
                 "phase": turn.get("phase", "main"), "state": "neutral-open"},
        "priority": None, "focus": None, "chain": [], "showdown": None, "staged": [],
        "players": {}, "battlefields": {}, "cards": {}, "decision": None, "winner": None,
        "_order": order,
    }
    state["priority"] = state["turn"]["active"]

    def add_card(spec: dict, owner: str, zone: str, controller: str | None = None) -> str:
        what = spec.get("unit") or spec.get("gear") or {}
        kind = "unit" if "unit" in spec else "gear" if "gear" in spec else "card"
        name = spec.get("card") or what.get("name") or ("Test Unit" if kind == "unit" else "Test Gear")
        state["cards"][spec["id"]] = {
            "name": name, "type": kind if kind != "card" else None,
            "owner": spec.get("owner", owner), "controller": spec.get("controller", controller or owner),
            "zone": zone, "exhausted": bool(spec.get("exhausted", False)), "damage": spec.get("damage", 0),
            "might": what.get("might") if kind == "unit" else None, "buffed": bool(spec.get("buffed", False)),
            "stunned": bool(spec.get("stunned", False)), "hidden": False, "token": False,
            "designation": None, "keywords": list(what.get("keywords", [])),
        }
        return spec["id"]

    for name, p in players.items():
        entry = {"score": p.get("score", 0), "energy": p.get("energy", 0), "power": dict(p.get("power") or {}),
                 "runes": [], "legend": None, "lost": False, "conceded": False}
        for zone in ZONES:
            entry[zone] = [add_card(c, name, zone) for c in p.get(zone) or []]
        state["players"][name] = entry
    for bf in setup.get("battlefields") or []:
        state["battlefields"][bf["id"]] = {
            "name": bf.get("card"), "controller": bf.get("controller"), "contested": False,
            "contested_by": None, "scored": list(bf.get("scored") or []), "facedown": [],
            "units": [add_card(u, u.get("controller", bf.get("controller") or "A"), bf["id"],
                               u.get("controller")) for u in bf.get("units") or []]}
    return state


def ids_in(setup: dict) -> set[str]:
    found: set[str] = set()

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("id"), str):
                found.add(node["id"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(setup)
    return found


def act(state: dict, action: dict) -> dict:
    player = action.get("player")
    if player not in state["players"]:
        return {"accepted": False, "reason": f"unknown player {player!r}"}
    if "end_turn" in action:
        if player != state["turn"]["active"]:
            return {"accepted": False, "reason": "only the turn player can end the turn"}
        order = state["_order"]
        state["turn"]["active"] = order[(order.index(player) + 1) % len(order)]
        state["turn"]["number"] += 1
        state["priority"] = state["turn"]["active"]
        return {"accepted": True}
    if "concede" in action:
        state["players"][player]["conceded"] = state["players"][player]["lost"] = True
        rest = [p for p in state["players"] if p != player]
        if len(rest) == 1:
            state["winner"] = rest[0]
        return {"accepted": True}
    if "move" in action:
        dest = action.get("to")
        for unit in action["move"]:
            card = state["cards"].get(unit)
            if card is None or card["controller"] != player or card["exhausted"]:
                return {"accepted": False, "reason": f"{unit} cannot move"}
        if dest != "base" and dest not in state["battlefields"]:
            return {"accepted": False, "reason": f"no destination {dest!r}"}
        for unit in action["move"]:
            card = state["cards"][unit]
            old = card["zone"]
            zone_list = (state["players"][card["owner"]]["base"] if old == "base"
                         else state["battlefields"][old]["units"])
            zone_list.remove(unit)
            new = "base" if dest == "base" else dest
            (state["players"][card["owner"]]["base"] if new == "base"
             else state["battlefields"][new]["units"]).append(unit)
            card["zone"], card["exhausted"] = new, True
        return {"accepted": True}
    return {"accepted": False, "reason": "the toy engine implements only end_turn, concede and move"}


def public(state: dict) -> dict:
    """The observed state: without the toy engine's own bookkeeping (keys starting with ``_``)."""
    return {k: v for k, v in state.items() if not k.startswith("_")}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fault", action="append", default=[])
    parser.add_argument("--pid-file")
    parser.add_argument("--batch", action="store_true")
    parser.add_argument("--observe-with-act", action="store_true")
    args = parser.parse_args()

    def record_pid(pid: int) -> None:
        if args.pid_file:
            with open(args.pid_file, "a") as handle:
                handle.write(f"{pid}\n")

    record_pid(os.getpid())
    faults: dict[str, str | None] = {}
    for spec in args.fault:
        kind, _, target = spec.partition(":")
        faults[kind] = target or None

    def fires(kind: str) -> bool:
        return kind in faults and (faults[kind] is None or faults[kind] in scenario_ids)

    out = sys.stdout
    if "ignore-sigterm" in faults:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if "leak-child" in faults or "leak-child-stdout" in faults:
        quiet = {} if "leak-child-stdout" in faults else {"stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL}
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"], **quiet)
        record_pid(child.pid)

    def linger() -> int:
        if "ignore-eof" in faults:
            print("toy engine: end of input, staying up (scripted)", file=sys.stderr, flush=True)
            time.sleep(300)
        return 0

    if "exit-at-start" in faults:
        print("toy engine: refusing to start (scripted)", file=sys.stderr)
        return 1
    state: dict | None = None
    acted = False
    scenario_ids: set[str] = set()

    def reply(obj) -> None:
        out.write((obj if isinstance(obj, str) else json.dumps(obj)) + "\n")
        out.flush()

    for line in sys.stdin:
        request = json.loads(line)
        cmd = request["cmd"]
        if cmd == "start":
            if "slow-start" in faults:
                time.sleep(30)
            if "garbage-start" in faults:
                reply("hello, I am an engine")
                continue
            version, offered = 1, [1]
            if "wrong-version" in faults:
                version, offered = 3, [3, 4]
            elif "unoffered-version" in faults:
                version, offered = 7, [1, 7]
            reply({"version": version, "versions": offered, "engine": {
                "name": "toy", "version": "0.0.1", "rules_version": "1.4", "rules_versions": ["1.4"],
                "capabilities": ["events"], "language": "python", **({"batch": True} if args.batch else {}),
                **({"observe_with_act": True} if args.observe_with_act else {})}})
        elif cmd == "setup":
            scenario_ids = ids_in(request["setup"])
            print(f"toy engine: setting up {sorted(scenario_ids)}", file=sys.stderr, flush=True)
            if fires("stderr-flood"):
                for _ in range(20 * 16):
                    sys.stderr.write("toy engine: flooding stderr " + "x" * 65500 + "\n")
                sys.stderr.flush()
            if fires("crash-setup"):
                print("toy engine: scripted crash during setup", file=sys.stderr, flush=True)
                return 4
            state = None
            acted = False
            if fires("log-stdout"):
                print("toy engine: setting up (a log line on the wrong stream)", flush=True)
            if fires("error"):
                reply({"error": {"message": "cannot build this setup (scripted)", "kind": "setup"}})
                continue
            if fires("unsupported"):
                reply({"error": {"message": "cards with text are not implemented", "kind": "unsupported"}})
                continue
            state = build_state(request["setup"])
            reply({"ok": True})
        elif cmd == "act" and state is not None:
            acted = True
            if fires("crash"):
                print("toy engine: scripted crash in act", file=sys.stderr, flush=True)
                return 3
            if fires("hang"):
                print("toy engine: scripted hang in act", file=sys.stderr, flush=True)
                time.sleep(3600)
            if fires("signal-crash"):
                print("toy engine: scripted SIGSEGV in act", file=sys.stderr, flush=True)
                os.kill(os.getpid(), signal.SIGSEGV)
            if fires("close-stdout"):
                print("toy engine: scripted close of stdout in act", file=sys.stderr, flush=True)
                out.close()
                os.close(1)
                time.sleep(300)
            if fires("partial-line"):
                out.write('{"accepted": tr')
                out.flush()
                time.sleep(3600)
            if fires("refuse-everything"):
                answer = {"accepted": False, "reason": "this engine refuses everything (scripted)"}
            else:
                answer = act(state, request["action"])
            if args.observe_with_act and request.get("observe") is True and not fires("no-state"):
                answer["state"] = public(state)
            reply(answer)
            if fires("double-reply") and not fires("refuse-everything"):
                reply({"accepted": True})
        elif cmd in ("act", "observe") and state is None:
            reply({"error": {"message": "no scenario is set up", "kind": "bad-request"}})
        elif cmd == "observe":
            if acted and fires("garbage"):
                reply("<<this is not json>>")
            elif acted and fires("huge-line"):
                out.write('{"state": "' + "x" * (33 * 1024 * 1024))
                reply('"}')
            elif acted and fires("bad-state"):
                reply({"state": {"turn": {"number": 0}}})
            else:
                reply({"state": public(state)})
        elif cmd == "events":
            reply({"events": []})
        elif cmd == "legal_actions":
            reply({"actions": []})
        elif cmd == "stop":
            reply({"ok": True})
            return linger()
        else:
            reply({"error": {"message": f"unknown request {cmd!r}", "kind": "bad-request"}})
    return linger()


if __name__ == "__main__":
    sys.exit(main())
