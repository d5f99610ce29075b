#!/usr/bin/env node
// A small Riftbound engine speaking protocol v1 (docs/engine-protocol.md): the worked example for engine
// authors writing in another language. Plain Node.js 18+, no dependencies.
//
// What it implements (Core Rules v1.4):
//   - setups with plain units and gear only (no card text); anything else is declared unsupported;
//   - the four turn states (310) and priority in Neutral Open (312.2.a);
//   - playing a plain unit or gear from hand: pay its energy cost, it goes on the chain and, once
//     finalized, resolves at once (337.2); units enter exhausted (143.4), into the base;
//   - the standard move (144): main phase, Neutral Open, ready units the player controls, one
//     destination; exhausting is the cost (144.2);
//   - cleanups (323): control lost where no units remain (323.6), contested status and a staged
//     showdown where a player moved in (323.8), which then begins (323.12) with focus to the player who
//     applied contested (345);
//   - non-combat showdowns: focus passes in turn order (347.2.b); when all have passed in sequence the
//     showdown ends (347.2.a), a lone player establishes control (348.2.a) and conquers if they have
//     not scored the battlefield this turn (348.2.a.1, 469.1); reaching the victory score wins (323.1);
//   - combat between plain units (459-466): a staged combat begins with the mover as attacker and
//     focus (464.2); after the passes, each side assigns its summed Might (stunned units add nothing),
//     attacker first, lethal damage in full before the next unit and no more than lethal while other
//     units remain (465.2.c.3-4); a player with one target has nothing to decide; damage is dealt at
//     once, the combat cleanup kills, heals and recalls attackers if defenders remain (466.1), and a
//     lone survivor establishes control and may conquer (466.5);
//   - conceding.
// What it does not implement, and says so with {"error": {"kind": "unsupported"}}: official cards,
// keywords, hidden cards, legends and runes, ending the turn, and the order/choose/activate/hide
// decisions.

"use strict";

const readline = require("node:readline");

// Protocol versions this engine speaks; the harness offers its own in `start.versions` and we pick the
// highest both speak (protocol 2 declares features in the handshake).
const PROTOCOL_VERSIONS = [1, 2];
const ENGINE = {
  name: "node-example",
  version: "0.2.0",
  rules_version: "1.4",
  rules_versions: ["1.4"],
  capabilities: [],
  language: "javascript",
};
// What it implements (docs/engine-protocol.md, "Features"); scenarios needing anything else are
// skipped by the harness before they start, so they never reach buildGame.
const FEATURES = ["move", "showdown", "combat", "damage-assignment", "stun"];
const ZONES = ["hand", "deck", "trash", "base", "banishment"];

class Unsupported extends Error {}
class Illegal extends Error {}

// ------------------------------------------------------------------------------------------------ setup

function buildGame(setup) {
  const players = setup.players || {};
  const order = setup.order || Object.keys(players);
  if (order.length !== 2) throw new Unsupported("only two-player games are implemented");
  const turn = setup.turn || {};
  if ((turn.phase || "main") !== "main") throw new Unsupported("only the main phase is implemented");
  const g = {
    order,
    turn: { number: turn.number || 1, active: turn.active || order[0], phase: "main", state: "neutral-open" },
    priority: null,
    focus: null,
    showdown: null, // {at, passes, combat, attacker, defender}
    decision: null, // {player, kind: "assign-damage", options, prompt}
    assigning: null, // {order: [players still to assign], damage: {unit: n}}
    victoryScore: setup.victory_score || 8,
    players: {},
    battlefields: {},
    bfOrder: [],
    cards: {},
    winner: null,
  };
  const addCard = (spec, owner, zone, controller) => {
    if (spec.card !== undefined) throw new Unsupported(`official cards are not implemented (${spec.card})`);
    const isUnit = spec.unit !== undefined;
    const facts = spec.unit || spec.gear || {};
    if ((facts.keywords || []).length) throw new Unsupported("keywords are not implemented");
    g.cards[spec.id] = {
      name: facts.name || (isUnit ? "Test Unit" : "Test Gear"),
      type: isUnit ? "unit" : "gear",
      owner: spec.owner || owner,
      controller: spec.controller || controller || spec.owner || owner,
      zone,
      exhausted: !!spec.exhausted,
      damage: spec.damage || 0,
      might: isUnit ? facts.might || 0 : null,
      cost: facts.cost || 0,
      buffed: !!spec.buffed,
      stunned: !!spec.stunned,
      hidden: false,
      token: !!spec.token,
      designation: null,
      keywords: [],
    };
    return spec.id;
  };
  for (const [name, p] of Object.entries(players)) {
    if (p.legend || (p.runes || []).length) throw new Unsupported("legends and runes are not implemented");
    const entry = {
      score: p.score || 0, energy: p.energy || 0, power: { ...(p.power || {}) },
      runes: [], legend: null, lost: false, conceded: false,
    };
    for (const zone of ZONES) entry[zone] = (p[zone] || []).map((c) => addCard(c, name, zone));
    g.players[name] = entry;
  }
  for (const bf of setup.battlefields || []) {
    if (bf.card) throw new Unsupported(`battlefield cards are not implemented (${bf.card})`);
    if ((bf.facedown || []).length) throw new Unsupported("hidden cards are not implemented");
    g.battlefields[bf.id] = {
      name: null, controller: bf.controller || null, contested: false, contested_by: null,
      units: [], facedown: [], scored: [...(bf.scored || [])], staged: false,
    };
    g.bfOrder.push(bf.id);
    for (const u of bf.units || []) {
      g.battlefields[bf.id].units.push(addCard(u, u.owner || u.controller, bf.id, u.controller));
    }
  }
  cleanup(g);
  givePriority(g);
  return g;
}

// ------------------------------------------------------------------------------------------------ rules

function next(g, player) {
  return g.order[(g.order.indexOf(player) + 1) % g.order.length];
}

function unitsAt(g, bf) {
  return g.battlefields[bf].units.filter((id) => g.cards[id].type === "unit");
}

function givePriority(g) {
  // 312.2.a: the turn player has priority in Neutral Open during their main phase; 313.2 in a showdown.
  if (g.winner || g.decision) { g.priority = null; return; }
  g.priority = g.showdown ? g.focus : g.turn.active;
}

function cleanup(g) {
  // 323.1: victory.
  for (const p of g.order) {
    const others = g.order.filter((q) => q !== p).map((q) => g.players[q].score);
    if (g.players[p].score >= g.victoryScore && others.every((s) => g.players[p].score > s)) g.winner = p;
  }
  for (const bf of g.bfOrder) {
    const field = g.battlefields[bf];
    const controllers = new Set(unitsAt(g, bf).map((id) => g.cards[id].controller));
    // 323.6: control is lost where no units remain (Open state, no showdown there).
    if (field.controller && !controllers.has(field.controller) && !(g.showdown && g.showdown.at === bf)) {
      field.controller = null;
    }
    // 323.8: a player whose units stand at a battlefield they do not control contests it; stage a showdown.
    for (const p of controllers) {
      if (p !== field.controller && !field.contested) {
        field.contested = true;
        field.contested_by = p;
        field.staged = true;
      }
    }
    // 323.9, 461: units of two opposing players stage a combat there; 462: exactly two players.
    if (controllers.size > 2) throw new Unsupported("combat between more than two players");
    if (controllers.size === 2 && !field.contested) throw new Unsupported("a combat nobody contested");
    // 323.11: contested status goes with the contesting units.
    if (field.contested && !controllers.has(field.contested_by) && !(g.showdown && g.showdown.at === bf)) {
      field.contested = false; field.contested_by = null; field.staged = false;
    }
  }
  // 323.12: in Neutral Open a staged showdown begins (the first in board order; the turn player's
  // choice between several is a decision this example does not implement). 345: focus to the contester.
  if (!g.showdown && g.turn.state === "neutral-open") {
    const staged = g.bfOrder.filter((bf) => g.battlefields[bf].staged);
    if (staged.length > 1) throw new Unsupported("choosing between staged showdowns is not implemented");
    if (staged.length === 1) {
      const bf = staged[0];
      const field = g.battlefields[bf];
      field.staged = false;
      const attacker = field.contested_by;
      const others = [...new Set(unitsAt(g, bf).map((id) => g.cards[id].controller))].filter((p) => p !== attacker);
      g.showdown = { at: bf, passes: 0, combat: others.length === 1 };
      if (g.showdown.combat) {
        // 464.2.c: the contester attacks, the other player defends; their units there take the designation.
        g.showdown.attacker = attacker;
        g.showdown.defender = others[0];
        for (const id of unitsAt(g, bf)) g.cards[id].designation = g.cards[id].controller === attacker ? "attacker" : "defender";
      }
      g.turn.state = "showdown-open";
      g.focus = attacker; // 345, 464.2.d
    }
  }
}

function combatMight(g, id) {
  const card = g.cards[id];
  return card.stunned ? 0 : card.might; // a stunned unit adds nothing to its side's combat damage
}

function lethal(card) {
  return Math.max(1, card.might - card.damage); // lethal damage: non-zero and at least the Might (142)
}

function startDamageStep(g) {
  // 465.1-465.2: if both sides remain, each sums its Might and assigns it among the other's units.
  const { at, attacker, defender } = g.showdown;
  const side = (p) => unitsAt(g, at).filter((id) => g.cards[id].controller === p);
  if (!side(attacker).length || !side(defender).length) return resolveCombat(g);
  g.assigning = { order: [attacker, defender], damage: {} };
  g.focus = null;
  nextAssignment(g);
}

function nextAssignment(g) {
  // 465.2.c: starting with the attacker. A player with a single target, or nothing to assign, has no choice.
  while (g.assigning.order.length) {
    const player = g.assigning.order[0];
    const targets = unitsAt(g, g.showdown.at).filter((id) => g.cards[id].controller !== player);
    const total = unitsAt(g, g.showdown.at).filter((id) => g.cards[id].controller === player)
      .reduce((sum, id) => sum + combatMight(g, id), 0);
    if (total > 0 && targets.length > 1) {
      g.decision = { player, kind: "assign-damage", options: targets, prompt: `assign ${total} combat damage` };
      g.priority = null; // 312.1.b.1: a limited action, taken without priority
      return;
    }
    if (total > 0) g.assigning.damage[targets[0]] = (g.assigning.damage[targets[0]] || 0) + total;
    g.assigning.order.shift();
  }
  g.decision = null;
  // 465.2.d: all assigned damage is dealt at once.
  for (const [id, amount] of Object.entries(g.assigning.damage)) g.cards[id].damage += amount;
  g.assigning = null;
  resolveCombat(g);
}

function assign(g, player, assignment) {
  if (!g.decision || g.decision.player !== player || g.decision.kind !== "assign-damage") {
    throw new Illegal(`${player} is not assigning combat damage`);
  }
  const targets = g.decision.options;
  const total = unitsAt(g, g.showdown.at).filter((id) => g.cards[id].controller === player)
    .reduce((sum, id) => sum + combatMight(g, id), 0);
  const amounts = targets.map((id) => assignment[id] || 0);
  for (const [id, n] of Object.entries(assignment)) {
    if (!targets.includes(id)) throw new Illegal(`${id} is not an enemy unit in this combat`);
    if (!Number.isInteger(n) || n < 0) throw new Illegal(`damage to ${id} must be a whole number`);
  }
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum !== total) throw new Illegal(`${total} damage must be assigned, not ${sum}`);
  const lethals = targets.map((id) => lethal(g.cards[id]));
  const partial = amounts.filter((n, i) => n > 0 && n < lethals[i]).length;
  if (partial > 1) throw new Illegal("each unit must be assigned lethal damage before the next (465.2.c.3)");
  const overkill = amounts.some((n, i) => n > lethals[i]);
  if (overkill && amounts.some((n, i) => n < lethals[i])) {
    throw new Illegal("no unit may be assigned more than lethal while others are not lethal (465.2.c.4)");
  }
  targets.forEach((id, i) => { if (amounts[i]) g.assigning.damage[id] = (g.assigning.damage[id] || 0) + amounts[i]; });
  g.assigning.order.shift();
  nextAssignment(g);
}

function resolveCombat(g) {
  const { at, attacker, defender } = g.showdown;
  // 466.1: combat cleanup: units with lethal damage die, all units heal, attackers are recalled if
  // defenders remain.
  for (const id of unitsAt(g, at)) {
    const card = g.cards[id];
    if (card.damage > 0 && card.damage >= card.might) {
      const zone = g.battlefields[at].units;
      zone.splice(zone.indexOf(id), 1);
      g.players[card.owner].trash.push(id);
      card.zone = "trash";
      card.designation = null;
      card.damage = 0;
    }
  }
  for (const card of Object.values(g.cards)) if (card.zone !== "trash") card.damage = 0;
  const present = (p) => unitsAt(g, at).some((id) => g.cards[id].controller === p);
  if (present(defender)) {
    for (const id of unitsAt(g, at)) if (g.cards[id].controller === attacker) moveCard(g, id, "base");
  }
  for (const card of Object.values(g.cards)) card.designation = null; // 466.7.a
  endShowdown(g); // 466.5: a lone survivor establishes control (and may conquer)
}

function endShowdown(g) {
  // 347.2.a, 348.2.a: the showdown ends; a lone player establishes control and may conquer.
  const bf = g.showdown.at;
  const field = g.battlefields[bf];
  const controllers = [...new Set(unitsAt(g, bf).map((id) => g.cards[id].controller))];
  if (controllers.length === 1 && field.controller !== controllers[0]) {
    const p = controllers[0];
    field.controller = p;
    if (!field.scored.includes(p)) { // 348.2.a.1, 469.1: a conquer scores one point
      field.scored.push(p);
      g.players[p].score += 1;
    }
  } else if (controllers.length === 0) {
    field.controller = null; // 466.5.b
  }
  field.contested = false;
  field.contested_by = null;
  g.showdown = null;
  g.focus = null;
  g.turn.state = "neutral-open";
  cleanup(g);
  givePriority(g);
}

function moveCard(g, id, to) {
  const card = g.cards[id];
  const from = card.zone === "base" || card.zone === "hand" ? g.players[card.owner][card.zone]
    : g.battlefields[card.zone].units;
  from.splice(from.indexOf(id), 1);
  (to === "base" ? g.players[card.owner].base : g.battlefields[to].units).push(id);
  card.zone = to;
}

function act(g, action) {
  const player = action.player;
  if (!g.players[player]) throw new Illegal(`there is no player ${JSON.stringify(player)}`);
  if (g.winner) throw new Illegal("the game is over");
  if (action.concede) {
    g.players[player].conceded = g.players[player].lost = true;
    const rest = g.order.filter((p) => !g.players[p].lost);
    if (rest.length === 1) g.winner = rest[0];
    givePriority(g);
    return;
  }
  for (const verb of ["end_turn", "order", "choose", "activate", "hide"]) {
    if (action[verb] !== undefined) throw new Unsupported(`the ${verb} decision is not implemented`);
  }
  if (action.assign !== undefined) return assign(g, player, action.assign);
  if (g.decision) throw new Illegal(`waiting for ${g.decision.player} to ${g.decision.kind}`);
  if (g.priority !== player) throw new Illegal(`${player} does not have priority`);
  if (action.pass !== undefined) return pass(g, player, action.pass);
  if (action.play !== undefined) return play(g, player, action);
  if (action.move !== undefined) return move(g, player, action.move, action.to);
  throw new Illegal("unknown decision");
}

function pass(g, player, what) {
  if (what === "priority") throw new Illegal("there is no chain, so there is no priority to pass");
  if (!g.showdown || g.focus !== player) throw new Illegal(`${player} does not have focus`);
  // 347.2: pass focus; once every player has passed in sequence the showdown ends.
  g.showdown.passes += 1;
  if (g.showdown.passes < g.order.length) g.focus = next(g, player);
  else if (g.showdown.combat) startDamageStep(g); // 348.1
  else endShowdown(g);
  cleanup(g);
  givePriority(g);
}

function play(g, player, action) {
  const card = g.cards[action.play];
  if (!card || card.zone !== "hand" || card.owner !== player) throw new Illegal(`${action.play} is not in ${player}'s hand`);
  // 343.1.a: cards cannot be played in a showdown by default; 310.1.a: only in Neutral Open.
  if (g.turn.state !== "neutral-open") throw new Illegal("cards without Action or Reaction are played only in Neutral Open");
  if (g.turn.active !== player) throw new Illegal("it is not your turn");
  if ((action.targets || []).length) throw new Illegal(`${action.play} has no targets`);
  if (action.to && action.to !== "base") {
    const field = g.battlefields[action.to];
    if (!field || field.controller !== player) throw new Illegal("a unit can be played only to your base or a battlefield you control");
  }
  if (g.players[player].energy < card.cost) throw new Illegal(`${action.play} costs ${card.cost} energy`);
  // 337.2: units and gear resolve as soon as they are finalized, so the chain is empty again at once.
  g.players[player].energy -= card.cost;
  moveCard(g, action.play, card.type === "unit" ? action.to || "base" : "base");
  card.controller = player;
  card.exhausted = card.type === "unit"; // 143.4
  cleanup(g);
  givePriority(g);
}

function move(g, player, units, to) {
  // 144.1: main phase, not in a Closed state, not during a showdown.
  if (g.turn.state !== "neutral-open") throw new Illegal("a standard move needs a Neutral Open state");
  if (g.turn.active !== player) throw new Illegal("it is not your turn");
  if (!Array.isArray(units) || !units.length) throw new Illegal("move needs units");
  if (to !== "base" && !g.battlefields[to]) throw new Illegal(`no destination ${JSON.stringify(to)}`);
  for (const id of units) {
    const card = g.cards[id];
    if (!card || card.type !== "unit" || card.controller !== player) throw new Illegal(`${id} is not your unit`);
    if (card.exhausted) throw new Illegal(`${id} is exhausted`);
    if (card.zone === "hand" || card.zone === "deck" || card.zone === "trash") throw new Illegal(`${id} is not on the board`);
    // 144.4: base to battlefield, battlefield to base.
    if (card.zone === to) throw new Illegal(`${id} is already there`);
    if (card.zone !== "base" && to !== "base") throw new Illegal(`${id} cannot move from battlefield to battlefield`);
  }
  for (const id of units) { g.cards[id].exhausted = true; moveCard(g, id, to); } // 144.2, 144.3
  cleanup(g);
  givePriority(g);
}

// ------------------------------------------------------------------------------------------------ observe

function observe(g) {
  const cards = {};
  for (const [id, c] of Object.entries(g.cards)) {
    const { cost, ...shown } = c;
    cards[id] = shown;
  }
  const battlefields = {};
  for (const id of g.bfOrder) {
    const { staged, ...shown } = g.battlefields[id];
    battlefields[id] = shown;
  }
  return {
    turn: { ...g.turn },
    priority: g.priority,
    focus: g.focus,
    chain: [],
    showdown: !g.showdown ? null : g.showdown.combat
      ? { at: g.showdown.at, combat: true, attacker: g.showdown.attacker, defender: g.showdown.defender }
      : { at: g.showdown.at, combat: false },
    staged: g.bfOrder.filter((id) => g.battlefields[id].staged),
    players: g.players,
    battlefields,
    cards,
    decision: g.decision,
    winner: g.winner,
  };
}

// ------------------------------------------------------------------------------------------------ protocol

let game = null;

function snapshot(g) {
  return JSON.parse(JSON.stringify(g));
}

function handle(request) {
  switch (request.cmd) {
    case "start": {
      const offered = request.versions || [request.version];
      const common = PROTOCOL_VERSIONS.filter((v) => offered.includes(v));
      if (common.length === 0) {
        return { error: { message: `this engine speaks protocol ${PROTOCOL_VERSIONS.join(", ")}`, kind: "bad-request" } };
      }
      const version = Math.max(...common);
      const engine = version >= 2 ? { ...ENGINE, features: FEATURES } : ENGINE;
      return { version, versions: PROTOCOL_VERSIONS, engine };
    }
    case "setup":
      game = null;
      if (!ENGINE.rules_versions.includes(request.rules_version)) {
        throw new Unsupported(`rules version ${request.rules_version} is not implemented`);
      }
      game = buildGame(request.setup);
      return { ok: true };
    case "act": {
      if (!game) return { error: { message: "no scenario is set up", kind: "bad-request" } };
      const before = snapshot(game);
      try {
        act(game, request.action);
        return { accepted: true };
      } catch (err) {
        game = before; // a refused decision leaves the state exactly as it was
        if (err instanceof Illegal) return { accepted: false, reason: err.message };
        throw err;
      }
    }
    case "observe":
      if (!game) return { error: { message: "no scenario is set up", kind: "bad-request" } };
      return { state: observe(game) };
    case "stop":
      return { ok: true };
    default:
      return { error: { message: `unknown or unsupported request ${JSON.stringify(request.cmd)}`, kind: "unsupported" } };
  }
}

const input = readline.createInterface({ input: process.stdin, terminal: false });
input.on("line", (line) => {
  if (!line.trim()) return;
  let reply;
  let request = {};
  try {
    request = JSON.parse(line);
    reply = handle(request);
  } catch (err) {
    const kind = err instanceof Unsupported ? "unsupported" : err instanceof SyntaxError ? "bad-request" : "internal";
    reply = { error: { message: err.message || String(err), kind } };
    if (kind === "internal" && err.stack) reply.error.traceback = err.stack;
  }
  process.stdout.write(JSON.stringify(reply) + "\n"); // stdout carries replies only; logs go to stderr
  if (request.cmd === "stop") {
    input.close();
  }
});
input.on("close", () => process.exit(0));
