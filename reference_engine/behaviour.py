"""The card seam: what a card behaviour is made of, and the registry the machinery asks.

This module is the only place the machinery learns about cards. It depends on nothing else in the
engine (the machinery and ``cards/`` both import it; it imports neither), so the dependency runs one way:
machinery -> ``behaviour`` <- ``cards/``. As in XMage's framework, the machinery calls the hooks of
:class:`Behaviour` (triggers, abilities, passives, replacements) and never names a card.

* The interface: :class:`Behaviour` and the declarations a behaviour is built from (:class:`Ability`,
  :class:`Trigger`, :class:`TargetSpec`, :class:`CostSpec`).
* The registry: :func:`card` registers a hand-written behaviour under the card's exact catalogue name;
  :func:`set_spec_compiler` installs the builder of behaviours from compiled effect specs (``cards/
  compiled.py``); :func:`behaviour_of` answers "what does this card instance do" -- the module, else the
  compiled spec, else the default (no text) behaviour.

``reference_engine.cards`` fills the registry when it is imported (``api`` imports it once); see
README.md, "Writing a card".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import catalogue

if TYPE_CHECKING:  # pragma: no cover
    from .context import Ctx
    from .state import GameState

#: Memory keys of an Effect Text copying its unit's text (``copied_text.py``): on the attached card, what it
#: copied; on the unit, the attached cards whose Effect Text copies it.
COPIED_TEXT = "copied_text"
TEXT_COPIED_BY = "text_copied_by"

#: ``(g, chooser, candidate_id, source_id) -> bool``: an extra targeting restriction.
Restriction = Callable[["GameState", str, str, str], bool]


@dataclass(frozen=True)
class TargetSpec:
    """One choice of targets (rule 355.6-355.11).

    ``kind``: ``unit``, ``gear``, ``permanent`` (unit or gear), ``spell`` (a card on the chain), ``item``
    (any chain item), ``player``, ``battlefield``, ``legend`` (the chooser's legend), or ``trash`` (a card in
    the chooser's trash, or with ``relation="enemy"`` an opponent's; ``where`` then names its type: ``unit``,
    ``spell``, ``gear``). ``where`` for permanents: ``board`` (anywhere),
    ``battlefield`` (at a battlefield) or ``base``. ``relation``: ``any``, ``friendly`` or ``enemy``
    (relative to the chooser). ``minimum``/``maximum`` bound how many may be chosen ("up to 2": 0..2).
    ``here``: for abilities of permanents, the candidate must be at the source's location; ``elsewhere``:
    it must be at another location than the source ("at another location"; for a spell, whose "different
    location" is relative to another choice and checked by ``relative``, it only marks the target as one the
    hidden restriction cannot apply to, 811.1.d.2.a). A card played from hidden chooses only at its battlefield
    (811.1.d.2) unless its spec makes that impossible (``elsewhere``).
    """

    kind: str = "unit"
    where: str = "board"
    relation: str = "any"
    minimum: int = 1
    maximum: int = 1
    here: bool = False
    elsewhere: bool = False
    restriction: Restriction | None = None
    text: str = ""
    #: At most this many chosen at each location, a base or a battlefield ("up to one enemy unit at each
    #: location"); 0: no such limit. ``maximum`` still caps the whole choice.
    per_location: int = 0
    #: A requirement the chosen targets must meet as a group (355.11: "any number of units at a battlefield
    #: with total Might 4 or less"): ``(g, chosen) -> problem or None``. See ``Ctx.chosen_group``.
    group_rule: Callable[["GameState", list[str]], str | None] | None = None
    #: A restriction relative to the choices made before it (355.9.b: "an enemy unit at its location", "a
    #: spell that chooses it", 355.14.c: no more split targets than the damage): ``(g, cand, earlier,
    #: chooser, so_far) -> bool``, ``earlier`` the groups chosen for the earlier specs, ``so_far`` this
    #: spec's choices before ``cand``. Checked as a card or activated ability is played (``targets.assign``);
    #: the card's ``resolve`` rechecks what it relies on (359.3.e).
    relative: Callable[["GameState", str, list[list[str]], str, list[str]], bool] | None = None
    #: "another unit" after an earlier choice of the same spell or ability (355.9): none of the objects
    #: chosen for the earlier targets may be chosen for this one (checked as a play's targets are assigned).
    distinct: bool = False
    #: Non-board zones of the chooser whose cards are candidates too, beside the board ("a Teemo unit you
    #: own ... from your Champion Zone or the board": ``("champion",)``; 355.7).
    also_zones: tuple[str, ...] = ()
    #: Facedown cards hidden at battlefields are candidates too ("a friendly ... or facedown card"; a
    #: facedown card is a card on the board, of no type as far as others know, 107.3); they meet ``kind`` and
    #: ``where`` whatever they are, and ``relation`` by the player who hid them.
    facedown: bool = False
    #: A triggered ability's restriction relative to the event that triggered it ("a unit at a battlefield
    #: I moved to or from"): ``(g, cand, event) -> bool``, checked as it is finalized and as it resolves.
    event_rule: Callable[["GameState", str, dict], bool] | None = None
    #: Runes on the board (in any player's rune area) are candidates too ("ready up to 4 units, gear, and/or
    #: runes"); ``relation`` is by their controller.
    runes: bool = False


@dataclass(frozen=True)
class CostSpec:
    """A non-standard (additional) cost chosen and paid as the card is played (356.2, 357.2), e.g. "As an
    additional cost to play me, kill a friendly unit": ``CostSpec(action="kill", choice=TargetSpec(...))``.
    The objects are chosen during finalization (a ``choose`` decision unless forced); costs do not
    target (355.10.c). Actions: ``kill``, ``discard``, ``exhaust``, ``recycle`` (416.3: e.g. from the
    trash, ``TargetSpec(kind="trash")``), ``return`` (to its owner's hand), ``spend_buff`` (spend the buff of
    a unit its player controls, 702.2.b; ``cost_changes.BUFFED_UNIT`` is the choice). ``optional``: "you may ... as an
    additional cost" (356.2.b), paid only when the play action says ``additional_cost: true``."""

    action: str
    choice: TargetSpec
    optional: bool = False
    #: A [Repeat] cost that is not Energy or Power ("[Repeat] -- Discard 1", 820.1.c): due only when the play
    #: pays at least this many Repeat costs (``repeat: N``); 0 for an ordinary additional cost.
    with_repeat: int = 0
    #: "... as an additional cost. Reduce my cost by [C] for each killed this way" / "If you do, I cost [1] less for
    #: each Energy it costs": ``discount(g, chosen) -> (energy, power)`` taken off the cost for the objects chosen
    #: to pay it. Such a cost's objects are chosen before the total cost is determined (356.2 before 356.4,
    #: ``discounting_costs.py``).
    discount: Callable[[GameState, list[str]], tuple[int, int]] | None = None


@dataclass(frozen=True)
class Mode:
    """One mode of a modal ability ("choose one --" and a bulleted list, 355.3, 402.2): its ``effect`` and
    the ``targets`` it chooses once selected; ``text`` names it in the question."""

    text: str
    effect: Callable[[Ctx], None]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True)
class Trigger:
    """A triggered ability (rule 382-383).

    ``on`` is an event type (see README.md, "Events"); ``condition(g, source, event)`` decides whether this
    event meets the trigger condition (checked after the event, rule 383.2.c). ``effect(ctx)`` runs on
    resolution. ``optional``: the effect starts with "you may", decided during finalization (383.3.a).
    ``zones``: where the source must be for the ability to trigger (``board``, ``trash``, ``hand``,
    ``battlefield`` for a battlefield card).
    """

    on: str | tuple[str, ...]
    condition: Callable[[GameState, str, dict], bool]
    effect: Callable[[Ctx], None]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False
    zones: tuple[str, ...] = ("board",)
    #: Who controls the triggered ability: by default the source's controller.
    controller: Callable[[GameState, str, dict], str] | None = None
    #: Energy of a cost within instructions at the start of the effect, or right after its first "you
    #: may" ("you may pay [1] to draw 1"): the ability's base cost, paid as it is finalized (383.3.b,
    #: 740.4.a.2); if it is not paid the ability leaves the chain (383.3.b.1, 404.2).
    energy: int = 0
    #: Power of such a cost, of the source's domains ("you may pay [1][C] to ..."), paid with the energy.
    power: int = 0
    #: Power of any domain ([A], 135.2.e.5.a) in such a cost ("you may exhaust me and pay [A] to ...").
    any_power: int = 0
    #: "Exhaust me" as such a cost ("you may exhaust me to ..."): the source must be ready, and is exhausted
    #: as the ability is finalized (383.3.b); an exhausted source cannot pay it, so the ability leaves the
    #: chain (383.3.b.1).
    exhaust: bool = False
    #: XP spent as such a cost ("you may spend 3 XP to ...", 730.2); XP cannot be added while deciding, so
    #: with too little the ability leaves the chain (383.3.b.1).
    xp: int = 0
    #: "Kill me" as such a cost ("you may kill me to ..."): the source must be on the board, and is killed as
    #: the ability is finalized (383.3.b); a source that left the board cannot pay it (383.3.b.1).
    kill: bool = False
    #: "Recycle me" as such a cost ("[Deathknell] -- Recycle me to ..."): the source must be in its owner's
    #: trash, and is recycled as the ability is finalized (383.3.b, 416.3); elsewhere it cannot be paid.
    recycle: bool = False
    #: A modal ability's modes (402.2: chosen as it is finalized, before its targets); ``effect`` and
    #: ``targets`` are then the chosen mode's. ``fresh_modes``: "choose one that hasn't been chosen this
    #: turn" -- each instance of the ability (its chain reference) may choose each mode once per turn.
    modes: tuple[Mode, ...] = ()
    fresh_modes: bool = False
    #: An [Add] triggered ability ("When I move, [Add] [1][A]"): it resolves as soon as it is finalized and
    #: priority does not pass (429.2, 429.2.a).
    adds: bool = False
    #: Non-resource costs of that base cost ("you may discard 1 and exhaust me to ..."), chosen and paid as
    #: the ability is finalized (383.3.b); with too few options it leaves the chain (383.3.b.1).
    costs: tuple[CostSpec, ...] = ()
    #: The keyword that gives this ability (Temporary, Hunt, Weaponmaster), if a keyword does: a triggered
    #: ability already on the chain is found again by it, whatever keywords its source has by then.
    keyword: str | None = None


@dataclass(frozen=True)
class Ability:
    """An activated ability (rule 376-381), or an [Add] ability (rule 429) when ``adds`` is True.

    Costs: ``energy``, ``power`` (of the source's domains), ``exhaust`` ([E]: exhaust the source),
    ``recycle`` (recycle the source), ``kill`` (kill the source), ``xp`` (spend XP), ``disempower``. ``timing``: the ability's permissive
    keywords (``Action``, ``Reaction``). ``zones``: where the source must be (``board``, ``legend``, ``runes``).
    """

    effect: Callable[[Ctx], None]
    energy: int = 0
    power: int = 0
    exhaust: bool = False
    recycle: bool = False
    timing: tuple[str, ...] = ()
    adds: bool = False
    #: "Kill this" among the costs: the source is killed as the cost is paid (403.1.a, 404.1).
    kill: bool = False
    targets: tuple[TargetSpec, ...] = ()
    zones: tuple[str, ...] = ("board",)
    #: ``usable(g, source)``: a reason the ability may not be activated now ("Use only if ..."), or None.
    usable: Callable[[GameState, str], str | None] | None = None
    #: Non-resource costs ("Discard a spell: ..."), chosen and paid as the ability is finalized (403-404).
    costs: tuple[CostSpec, ...] = ()
    #: Power of any domain among the costs ([A], 135.2.e.5.a), beside ``power`` of the source's domains.
    any_power: int = 0
    #: ``energy_discount(g, source) -> int``: the ability's own reduction of its Energy cost ("This ability
    #: costs [1] less for each ..."), applied as the cost is determined (356.4 for abilities, 403).
    energy_discount: Callable[[GameState, str], int] | None = None
    #: ``chosen_discount(g, source, chosen) -> int``: Energy off the cost that depends on the targets chosen
    #: (``chosen``, the objects; chosen before costs, 355.5 then 356): "This ability's Energy cost is reduced
    #: by the Might of the unit you choose".
    chosen_discount: Callable[[GameState, str, list[str]], int] | None = None
    #: "Spend N XP" among the costs (202, 730.2): paid with the other costs.
    xp: int = 0
    #: "Disempower me" among the costs (442): the source must be Empowered, and is disempowered as paid.
    disempower: bool = False
    #: "Spend my buff" as the cost (702.2.b): the source must have a buff, which is spent as it is paid.
    spend_buff: bool = False
    #: "Banish this" among the costs: the source is banished as the cost is paid (its object then is kept in
    #: the item's ``data["source_obj"]``, for "banished with this").
    banish: bool = False
    #: A modal ability's modes ("Choose one --", 355.3; ``modal.py``): chosen as it is finalized, then the
    #: chosen mode's targets. ``fresh_modes``: "choose one you've not chosen this turn" (per source ability).
    modes: tuple[Mode, ...] = ()
    fresh_modes: bool = False


class Behaviour:
    """A card's behaviour. The default (no text) fits plain test units, gear and vanilla cards."""

    name: str = ""
    #: Targets chosen as the card is played (spells; rule 355.5).
    targets: tuple[TargetSpec, ...] = ()
    #: A spell that moves units chooses the destination as it is played (355.4): the ``to`` of the play
    #: action. ``destination_problem(g, card, player, to, targets)`` returns a reason if it is not valid.
    chooses_destination: bool = False
    #: Additional non-standard costs (356.2.a.1).
    costs: tuple[CostSpec, ...] = ()
    #: Activated abilities this card's resolved effect gives another object for the turn (an entry in its
    #: ``memory["granted_text"]``); ``abilities_of`` lists them after the object's own and granted ones.
    effect_abilities: tuple[Ability, ...] = ()
    #: Repeat costs (820), one (Energy, Power of the card's domains) pair per instance of [Repeat] (a third
    #: number: Power of any domain, [A], 135.2.e.5.a: "[Repeat] -- [1] / [A] / [1][A]"). The
    #: play action's ``repeat: N`` pays the first N, each at most once (820.1.c.2-3), as optional additional
    #: costs; the spell's targets are then chosen once per execution and its effect executed N more times
    #: (820.1.d, 820.2).
    repeat: tuple[tuple[int, ...], ...] = ()
    #: An optional additional cost in Energy and Power of the card's domains ("You may pay [1] as an
    #: additional cost to play me", 356.2.b), paid when the play action says ``additional_cost: true``.
    #: Whether it was paid: ``payment.paid_additional_cost(g, card)`` (356.4.f.1).
    optional_cost: tuple[int, int] | None = None
    #: An optional additional cost in XP ("You may spend 3 XP as an additional cost to play me", 356.2.b,
    #: 730.2), chosen the same way; with too little XP the play cannot be made that way.
    optional_xp: int = 0
    #: A spell's Flow cost as (energy, power) (829.1.c): it may be played from its owner's trash for that
    #: cost, which replaces its base cost (829.1.c.1), and is then banished (829.1.b.1).
    flow: tuple[int, int] | None = None
    #: The Flow cost's Power is of any domain ([A], 135.2.e.5.a) rather than of the card's domains ([C]).
    flow_any_domain: bool = False
    triggers: tuple[Trigger, ...] = ()
    abilities: tuple[Ability, ...] = ()
    #: A modal spell's modes ("Choose one --", 355.3; ``modal.py``): chosen as it is finalized, one per
    #: execution with [Repeat] (820.2.a); ``targets`` is then empty and each mode names its own.
    #: ``fresh_modes``: "choose one you haven't already chosen" (no mode twice in one spell).
    modes: tuple[Mode, ...] = ()
    fresh_modes: bool = False
    #: "This can't be countered": an instruction to counter this card on the chain does nothing (425, 054:
    #: "can't" beats "can"); it may still be chosen by such a spell.
    uncounterable: bool = False
    #: Might values this unit's text watches ("When my Might becomes 10 or more": ``(10,)``): the cleanup
    #: notes when its Might reaches one from below (``might-reached`` events, as ``mighty`` for 5, 709).
    might_thresholds: tuple[int, ...] = ()
    #: How many times the card may be Empowered at once (441.1.b: once; "I can be [Empowered] up to three
    #: times" is 3, 441.1.c.1); ``empowered.times_empowered`` counts them.
    empower_limit: int = 1
    #: "Your deck can have any number of cards named X": the card's text overrides the copy limit of
    #: 103.2.b (002: card text supersedes rules text); read by ``deck.check``.
    any_number_in_deck: bool = False
    #: "I can have any number of buffs" (overriding 702.3; see ``effects.buff``).
    any_number_of_buffs: bool = False
    #: Triggered abilities of the card's Effect Text (an Equipment's text for the unit it is attached to):
    #: while the card is attached they are appended to the top-most card's Rules Text (434.1.c, 718.3), so
    #: that card is their source ("I", "me") and its controller controls them.
    effect_triggers: tuple[Trigger, ...] = ()
    #: Effect Text making the unit's abilities of one kind also abilities of another while attached ("My hold
    #: effects are also conquer effects, and vice versa": ``{"hold": "conquer", "conquer": "hold"}``).
    effect_event_aliases: dict = {}

    def has_optional_cost(self) -> bool:
        """Whether playing this card offers an optional additional cost of its own (356.2.b)."""
        return self.optional_cost is not None or self.optional_xp > 0 or any(cost.optional for cost in self.costs)

    def resolve(self, ctx: Ctx) -> None:
        """A spell's effect, executed top to bottom as it resolves (rule 359.3.d)."""

    def might_bonus(self, g: GameState, source: str, unit: str) -> int:
        """Passive Might this card (``source``, on the board) gives ``unit`` (rule 364): an int, or a
        ``might.MightChange`` for a decrease "to a minimum of M" (never snapshotted, 477.3.b)."""
        return 0

    def lethal_by(self, g: GameState, source: str, unit: str, player: str) -> int | None:
        """How much damage marked by ``player`` is enough to kill ``unit`` under a passive ability of this card
        (on the board) that alters lethal damage (142.4.c: "any amount of your damage is enough to kill
        enemy units" -> 1), or None. ``CardInstance.memory["damage_by"]`` holds each player's marks (142.3.a)."""
        return None

    def prevents_damage(self, g: GameState, source: str, unit: str) -> bool:
        """True if a passive ability of this card says ``unit`` can't be dealt damage now ("I don't take
        damage"): such a unit is dealt none and is exempt from combat damage assignment rules (465.2.c.10)."""
        return False

    def cost_discount(self, g: GameState, source: str, item: Any) -> tuple[int, int, int] | None:
        """A discount this card applies to playing the card of chain item ``item`` (356.4), while it is on
        the board face up, or ``source`` is that card itself ("I cost [2] less ..."): ``(energy, power of
        any domain, minimum energy)``, the minimum limiting this discount only (356.4.e), or None."""
        return None

    def optional_cost_discount(self, g: GameState, source: str, item: Any) -> int:
        """How many times this permanent takes "[1] or [A]" off each optional additional cost paid to play
        the card of ``item`` (Accelerate, Repeat, "you may pay ... as an additional cost"; 356.4.c)."""
        return 0

    def delayed_discount(self, g: GameState, source: str, data: dict, item: Any) -> tuple[int, int, int] | None:
        """A discount a resolved ability of this card left for its controller's next card ("your next card
        costs [2] less"), kept as a delayed entry (``delayed.create(..., data={"discount": True})``, 390-392):
        the discount for ``item``, or None. It is used up when that card's cost is determined (356.4)."""
        return None

    def granted_repeat(self, g: GameState, source: str, data: dict, card: str) -> tuple[int, int] | None:
        """The [Repeat] cost (Energy, Power of the card's domains) a resolved ability of this card gave its
        controller's next spell (``delayed.create(..., {"grant_repeat": True})``), for spell ``card``; see
        ``payment.repeat_costs``."""
        return None

    def optional_cost_problem(self, g: GameState, card: str, player: str) -> str | None:
        """Why this card's own optional additional cost is not offered to ``player`` now ("If you've played a
        spell this turn, you may pay [C] as an additional cost ..."), or None (356.2.b)."""
        return None

    def either_discount(self, g: GameState, source: str, item: Any) -> int:
        """How many times this card (on the board face up) takes "[1] or [A]" off the total cost of the card
        of chain ``item`` ("Your spells that choose me cost [1] or [A] less", 356.4.b); its player chooses
        which when the cost has both."""
        return 0

    def repeat_grant(self, g: GameState, source: str, card: str, player: str) -> tuple[int, int] | None:
        """A [Repeat] cost (Energy, Power of the card's domains) a passive of this card (on the board face up)
        gives ``card``, a spell ``player`` plays ("While I'm in a showdown, your spells have [Repeat] [2][C]",
        820.1), or None."""
        return None

    def play_for(self, g: GameState, source: str, item: Any) -> tuple[int, int] | None:
        """A cost this card's own text lets its player play it for now, replacing its base cost ("If ..., you
        may play me for [C]", 356.1.a): (Energy, Power of its domains), or None. Its player chooses as the
        cost is determined (``cost_changes.base_cost``)."""
        return None

    def move_cost(self, g: GameState, source: str, player: str, units: list[str], dest: str) -> int:
        """Power of any domain a passive of this card (on the board face up) makes ``player`` pay to move
        ``units`` together to ``dest`` with a standard move ("Opponents must pay [A] for each unit beyond the
        first to move multiple units to my battlefield at the same time"), or 0."""
        return 0

    def ignores_own_cost(self, g: GameState, source: str, item: Any) -> bool:
        """True if this card's own text sets its base cost to zero for the play of chain ``item`` ("If you do,
        ignore this spell's cost", 356.1.b.1); additional costs and increases still apply (356.1.b.3)."""
        return False

    def cost_increase(self, g: GameState, source: str, item: Any) -> tuple[int, int]:
        """A passive cost increase this card (``source``, on the board) applies to a card being played
        (the chain ``item``), as (Energy, Power of any domain), applied after additional costs and after
        any ignored base cost (356.1.b.3, 356.3): "Opponents' spells cost [1] more"."""
        return 0, 0

    def equipment_bonus(self, g: GameState, unit: str, gear: str, bonus: int) -> int:
        """The Might an Equipment attached to this unit (``unit``) gives it, from the gear's printed Might
        bonus ``bonus`` (718.4); a unit's own text may change it ("Each Equipment attached to me gives
        double its base Might bonus")."""
        return bonus

    def play_keyword_grants(self, g: GameState, source: str, card: str, player: str,
                            origin: str | None) -> tuple[str, ...]:
        """Keywords this card (``source``, face up on the board) gives ``card`` as ``player`` plays it from the
        zone ``origin`` (``hand``, ``trash``, ``banishment``, ``champion``, ``facedown``, ...): "Friendly units
        played from anywhere other than a player's hand have [Accelerate]" (364; ``play_keywords.py``)."""
        return ()

    def keyword_grants(self, g: GameState, source: str, unit: str) -> tuple[str, ...]:
        """Keywords this card (``source``, on the board, a legend or a battlefield) gives ``unit`` through a
        passive ability (364), e.g. "Your Mechs have [Shield]"."""
        return ()

    def forbids_play(self, g: GameState, source: str, card: str, player: str) -> str | None:
        """Why a passive of this permanent (face up on the board) forbids ``player`` playing ``card`` now
        ("opponents can't play spells with that name"), or None; see ``restrictions.play_forbidden``."""
        return None

    def forbids_playing_units_to(self, g: GameState, source: str, player: str, battlefield: str) -> str | None:
        """Why a passive of this permanent forbids ``player`` playing units to ``battlefield`` ("opponents can
        only play units to their base"), or None; see ``movement.battlefield_problem``."""
        return None

    def as_played(self, g: GameState, card: str, player: str) -> None:
        """Choices this card's text makes "as you play me" (355.1: made as it is finalized, before its
        other choices), e.g. "As you play this, name a tag" (``naming.name_one``)."""

    def keyword_grants_off_board(self, g: GameState, source: str, card: str) -> tuple[str, ...]:
        """Keywords a passive of this card gives ``card`` while it is off the board ("Your Equipment everywhere
        have [Quick-Draw]": in hand too); on the board ``keyword_grants`` answers."""
        return ()

    def stops_trigger(self, g: GameState, source: str, trigger_source: str, trigger: Trigger) -> bool:
        """True if a passive of this permanent keeps ``trigger_source``'s ability ``trigger`` from triggering
        ("Your [Temporary] effects at my battlefield don't trigger"; a keyword's ability has ``keyword``)."""
        return False

    def token_copies(self, g: GameState, source: str, player: str, name: str) -> int:
        """Additional copies a replacement of this permanent adds as ``player`` plays a unit token called
        ``name`` ("you may play that token and an additional copy of it instead", 370); see ``tokens.create``."""
        return 0

    def as_attached(self, g: GameState, source: str, unit: str) -> None:
        """What this card's text does "as this is attached to a unit" (434: e.g. choose a unit for a copy
        lasting while it stays attached, ``attached_copies``); called by ``attachment.attach``."""

    def tag_grants(self, g: GameState, source: str, card: str) -> tuple[str, ...]:
        """Tags this card (``source``, face up on the board, a legend or a battlefield) gives ``card`` now
        (477.1.c, layer 1: "I am a Mech" on an Equipment, "I gain that tag"); kept up by ``tag_grants.refresh``."""
        return ()

    def enters_exhausted(self, g: GameState, card: str, player: str) -> bool:
        """True if this gear enters the board exhausted ("This enters exhausted."); gear otherwise enters
        ready, as 143.4 only has units enter exhausted."""
        return False

    def as_paid_for(self, g: GameState, card: str, item: Any) -> None:
        """"As you play me, ..." (135.2.b.3): an instruction carried out while the card is being played, after
        its costs are paid (its chain item ``item`` is finalized); it may change where a unit will enter
        (``item.data["to"]``: "If you do, I enter there", a replacement of its entry, 369.3)."""

    def enters_ready(self, g: GameState, card: str, player: str) -> bool:
        """True if this unit enters the board ready instead of exhausted (143.4.a: "I enter ready")."""
        return False

    def unit_enters_ready(self, g: GameState, source: str, unit: str, player: str) -> bool:
        """True if a passive ability of this card (``source``, on the board, a legend or a battlefield) makes
        another ``unit`` entering the board under ``player``'s control enter ready ("Your units enter
        ready", 143.4.a); tokens too."""
        return False

    def replace(self, g: GameState, source: str, event: dict) -> Callable[[], Any] | None:
        """A replacement effect (rule 367-375): for an event about to happen (``{"type": "die", ...}``)
        return a callable that performs the replacement instead, or None if it does not apply."""
        return None

    def destination_problem(self, g: GameState, card: str, player: str, to: str | None,
                            targets: list[str]) -> str | None:
        return None

    def extra_triggers(self, g: GameState, source: str, trigger_source: str, event: dict) -> int:
        """How many additional times a triggered ability of ``trigger_source`` triggers for ``event``
        because of a passive ability of this card (``source``, on the board): "Your [Deathknell] effects
        trigger an additional time"."""
        return 0

    def may_play_to(self, g: GameState, card: str, player: str, battlefield: str) -> bool:
        """A unit's own permission to be played to a battlefield its player does not control ("You may
        play me to an open battlefield", 170.11): beyond the base and controlled battlefields of 355.2.a."""
        return False

    def ambush_to(self, g: GameState, card: str, player: str, battlefield: str) -> bool:
        """Ambush used as a verb on the unit's own text, widening its permissions (822.1.d): "I can [Ambush]
        to a battlefield where there are enemy units" -- such a battlefield is a location Ambush lets it be
        played to, with [Reaction] while it is being played there (822.1.b), as one where ``player``
        controls units is."""
        return False

    def grants_play_to(self, g: GameState, source: str, card: str, player: str, battlefield: str) -> bool:
        """A passive of this card (``source``, face up on the board) lets ``player`` play the unit ``card`` to a
        battlefield they do not control ("Friendly units may be played to open battlefields", 355.2.b)."""
        return False

    def play_location_problem(self, g: GameState, card: str, player: str, to: str) -> str | None:
        """Why this unit's own text forbids ``player`` playing it to ``to`` (``base`` or a battlefield), or
        None ("Play me only to a battlefield you conquered this turn")."""
        return None

    def victory_score_change(self, g: GameState, source: str) -> int:
        """How this battlefield's passive changes the points needed to win ("Increase the points needed to
        win the game by 1" -> 1); see ``scoring.victory_score``."""
        return 0

    def forbids_scoring(self, g: GameState, source: str, player: str) -> bool:
        """True if this battlefield's passive prevents ``player`` scoring it now (no conquer, no hold)."""
        return False

    def extra_facedown(self, g: GameState, source: str) -> int:
        """How many more facedown cards this battlefield may hold beyond the one of 107.3.b ("You may hide
        an additional card here")."""
        return 0

    def ignores_deflect(self, g: GameState, source: str, item: Any) -> bool:
        """True if a passive of this card makes the controller of chain ``item`` ignore Deflect while paying
        for it (809.1.c), e.g. for spells and abilities choosing something at this battlefield."""
        return False

    def ability_cost_discount(self, g: GameState, source: str, item: Any) -> tuple[int, int]:
        """A discount this card applies to the cost of activated ability ``item`` (403): ``(energy, either)``,
        ``energy`` Energy off and ``either`` times "[1] or [A]" off (its player chooses when the cost has
        both)."""
        return 0, 0

    def repeat_cost_discount(self, g: GameState, source: str, item: Any) -> int:
        """Energy this card takes off each [Repeat] cost paid for the card of ``item`` (820.1.c.1: each is an
        additional cost, discounted as it is added, 356.4.c)."""
        return 0

    def offered_play_cost(self, g: GameState, source: str, card: str, player: str) -> int | None:
        """An optional additional cost this battlefield offers any player for playing ``card`` ("Any player may
        pay [A][A] as an additional cost to play a Dragon. If they do, they play it to this battlefield"):
        the Power of any domain it costs, or None. Paying it (``additional_cost`` with ``to`` this
        battlefield) plays the unit here, controlled or not (356.2.b, 355.2)."""
        return None

    def abilities_of_others(self, g: GameState, source: str) -> tuple[Ability, ...]:
        """Activated abilities this card's own text gives it from other cards ("I have all [T] abilities of
        all friendly legends, units, and gear"), after its own; see :func:`abilities_of`."""
        return ()

    def ability_grants(self, g: GameState, source: str, cid: str) -> tuple[Ability, ...]:
        """Activated abilities a passive of this card (``source``: on the board face up, a legend or a
        battlefield) gives ``cid`` ("friendly legends have '[E]: ...'"); see :func:`abilities_of`."""
        return ()

    def play_here_problem(self, g: GameState, source: str, player: str) -> str | None:
        """A battlefield's passive forbidding units to be played to it ("Units can't be played here"): why a
        unit of ``player`` cannot be played to ``source`` now, or None. Moves there are not affected."""
        return None

    def move_permission(self, g: GameState, source: str, unit: str, dest: str) -> bool:
        """True if a passive ability of this card (on the board, or a battlefield) lets ``unit`` make a
        standard move to ``dest`` that rule 144.4 would otherwise forbid ("Units can move here from
        anywhere": from a battlefield, as with Ganking)."""
        return False

    def extra_added(self, g: GameState, source: str, adder: str) -> int:
        """Additional Energy this card's passive makes an [Add] ability of ``adder`` add as it resolves
        ("your Gold [Add] an additional [1]", 429), or 0."""
        return 0

    def hide_energy_cost(self, g: GameState, source: str, player: str) -> int | None:
        """Energy a passive of this card (a legend, or a face-up permanent ``player`` controls) lets ``player``
        pay to hide a card instead of the [A] of 811.1.b ("You may pay [1] to hide a card with [Hidden]
        instead of [C]"), or None."""
        return None

    def play_restriction(self, g: GameState, card: str, player: str) -> str | None:
        """Extra restriction on playing this card now; a reason string refuses the play."""
        return None

    def forbids_readying(self, g: GameState, source: str, unit: str) -> bool:
        """True if a passive of this card (``source``, face up on the board) says ``unit`` can't be readied
        ("I can't be readied"): a ready action on it does nothing (415.1), the Awaken Phase's included."""
        return False

    def forbids_countering(self, g: GameState, source: str, item: Any) -> bool:
        """True if a passive of this card (face up on the board, or a legend) says chain ``item`` can't be
        countered ("Your spells and abilities can't be countered"): countering effects do nothing to it."""
        return False

    def channel_phase_limit(self, g: GameState, source: str, player: str) -> int | None:
        """A passive of this card (face up on the board) limiting how many runes ``player`` channels at the
        start of their Channel Phase (315.3.b: two): "players only channel 1 rune", or None."""
        return None

    def withholds_combat_damage(self, g: GameState, source: str, unit: str) -> bool:
        """True if a passive of this card (``source``, face up on the board) says ``unit`` doesn't deal
        combat damage ("I don't deal combat damage"): it adds nothing to its side's total (465.2.a-b), as a
        stunned unit (423.1.b)."""
        return False

    def assigned_damage_last(self, g: GameState, source: str, unit: str) -> bool:
        """True if a passive of this card (``source``, face up on the board) says ``unit`` must be assigned
        combat damage last ("I must be assigned combat damage last": the requirement Backline stands for,
        465.2.c.6, 826.3), whether or not it has Backline."""
        return False

    def ignores_tank(self, g: GameState, source: str, unit: str, assigner: str) -> bool:
        """True if a passive of this card says ``assigner`` ignores ``unit``'s [Tank] while assigning combat
        damage ("You ignore [Tank] while assigning combat damage here", 465.2.c.2, 815.1.b)."""
        return False

    def forbids_reveal(self, g: GameState, source: str, card: str, player: str) -> bool:
        """True if a passive of this face-up permanent says the facedown ``card`` of ``player`` can't be
        revealed where it is ("Your opponents' [Hidden] cards can't be revealed here"), so it cannot be
        played from hidden there (``hidden.reveal_forbidden``). Asked only of behaviours overriding it."""
        return False

    def trash_play_cost(self, g: GameState, card: str, player: str) -> tuple[int, int, bool] | None:
        """A passive of this card that works from its owner's trash (366.1): "You may play me from your trash
        for [Cost]" -- ``(energy, power, any_domain)`` replacing its base costs (356.1.a), or None when it
        does not apply now (``zone_plays.trash_permission``). Asked only of behaviours overriding it."""
        return None

    def redirects_from_trash(self, g: GameState, source: str, card: str, from_zone: str) -> bool:
        """True if a passive of this face-up permanent replaces ``card`` going to a trash from ``from_zone`` by
        banishing it ("If a card would go to your trash from anywhere other than your Main Deck, banish it
        instead", 370; ``zones.put`` asks). Asked only of behaviours overriding it."""
        return False

    def skips_draw_phase(self, g: GameState, source: str, player: str) -> bool:
        """True if a passive of this face-up permanent replaces ``player``'s Draw Phase with nothing ("Skip
        your Draw Phase", 364.2: while it is on the board; ``turns.py`` asks)."""
        return False

    def plays_from_trash(self, g: GameState, source: str, card: str, player: str) -> bool:
        """True if a passive of this face-up permanent lets ``player`` play ``card`` from their trash, paying
        its costs ("You may play cards from your trash"). Asked only of behaviours overriding it."""
        return False

    def as_seen_from_deck(self, g: GameState, card: str, player: str, revealed: bool) -> None:
        """This card's own replacement "as you look at / reveal me from the top of your deck, ..." (370.1.b.1):
        ``player`` has just looked at it (``revealed`` False) or revealed it (True) on top of their deck
        (``revealing.see_top``); the card is still there (424.1.a.2). Asked only of behaviours overriding it."""
        return None

    def before_reveal_from_deck(self, g: GameState, source: str, player: str, deck: str) -> None:
        """A replacement of this face-up permanent of ``player``'s: "if you would reveal cards from a deck,
        <do something> first" (369-370), applied before ``player`` reveals cards from their ``deck``
        (``"deck"`` or ``"rune_deck"``). Asked only of behaviours overriding it."""
        return None

    def untargetable(self, g: GameState, source: str, unit: str, chooser: str) -> bool:
        """True if a passive of this card (``source``, face up on the board) makes ``unit`` an illegal
        choice for spells and abilities ``chooser`` controls (757-758: "I can't be chosen by enemy spells
        and abilities"; 355.9.b), as they are chosen and as they resolve (359.3.e)."""
        return False


# -- the registry ------------------------------------------------------------------------------------------

#: ``(name, spec) -> Behaviour``: builds a behaviour from a card's compiled effect spec.
SpecCompiler = Callable[[str, dict], Behaviour]

_REGISTRY: dict[str, Behaviour] = {}
_COMPILED: dict[str, Behaviour | None] = {}
_DEFAULT = Behaviour()
#: The text of tokens a rule defines that have no catalogue card (187.11's Shadow Clone), by token name.
_TOKEN_TEXT: dict[str, Behaviour] = {}
_OVERRIDING: dict[str, frozenset[str]] = {}
_spec_compiler: SpecCompiler | None = None


class CardsNotLoaded(RuntimeError):
    """An official card's behaviour was asked for before any card behaviour was registered."""


def _registrar(registry: dict[str, Behaviour], name: str, what: str):
    def register(cls: type[Behaviour]) -> type[Behaviour]:
        if name in registry:
            raise ValueError(f"two behaviours registered for {what}{name!r}")
        inst = cls()
        inst.name = name
        registry[name] = inst
        _OVERRIDING.clear()
        return cls

    return register


def card(name: str):
    """Class decorator: register a :class:`Behaviour` subclass for the card named ``name`` (its exact
    catalogue name). Registering two behaviours for one name is an error."""
    return _registrar(_REGISTRY, name, "")


def token_text(name: str):
    """Class decorator: register the :class:`Behaviour` of the token called ``name``, for a token whose text a
    rule gives (187: "a 0 [S] Shadow Clone token ... with 'When I attack, ...'") and that has no catalogue card.
    It is not a card's behaviour (``registered`` does not list it): ``behaviour_of`` gives it to such tokens. Its
    triggered and activated abilities work; passives are not indexed (``passive_sources.sources`` lists official cards)."""
    return _registrar(_TOKEN_TEXT, name, "the token ")


def set_spec_compiler(compiler: SpecCompiler) -> None:
    """Install the builder of behaviours from compiled effect specs (``cards/compiled.py`` does)."""
    global _spec_compiler
    _spec_compiler = compiler
    _COMPILED.clear()


def loaded() -> bool:
    """True once card behaviours are available (``reference_engine.cards`` was imported)."""
    return _spec_compiler is not None


def _require_cards() -> None:
    if _spec_compiler is None:
        raise CardsNotLoaded("no card behaviours are registered: import reference_engine.cards first "
                             "(reference_engine.api does)")


def registered() -> dict[str, Behaviour]:
    """Every hand-written behaviour, by card name."""
    _require_cards()
    return dict(_REGISTRY)


def module_behaviour(name: str) -> Behaviour | None:
    """The hand-written behaviour registered for ``name``, if any."""
    _require_cards()
    return _REGISTRY.get(name)


def compiled_behaviour(name: str) -> Behaviour | None:
    """The behaviour built from the catalogue's compiled effect spec of ``name``, if it has one (built once)."""
    _require_cards()
    if name not in _COMPILED:
        facts = catalogue.lookup(name)
        _COMPILED[name] = _spec_compiler(name, facts.effects) if facts is not None and facts.effects else None
    return _COMPILED[name]


def overriding(hook: str) -> frozenset[str]:
    """The names of the hand-written behaviours that override the hook ``hook`` of :class:`Behaviour`: the
    machinery asks only those cards for a rarely used passive (computed once per hook)."""
    _require_cards()
    if hook not in _OVERRIDING:
        base = getattr(Behaviour, hook)
        _OVERRIDING[hook] = frozenset(n for n, b in _REGISTRY.items() if getattr(type(b), hook) is not base)
    return _OVERRIDING[hook]


def behaviour_of(g: GameState, cid: str) -> Behaviour:
    """The behaviour of card instance ``cid``: for an official card its module, else its compiled spec,
    else the default (keyword-only cards); plain test units and gear (declared by stats) have the default."""
    c = g.cards[cid]
    if not c.official:
        return _TOKEN_TEXT.get(c.name, _DEFAULT) if c.token else _DEFAULT  # a rule's token text (187)
    # module_behaviour / compiled_behaviour inlined (asked millions of times a game)
    found = _REGISTRY.get(c.name)
    if found is None:
        found = _COMPILED.get(c.name) if c.name in _COMPILED else compiled_behaviour(c.name)
    return found or _DEFAULT


def behaviour_named(name: str) -> Behaviour:
    """The behaviour of the official card called ``name`` (its module, else its compiled spec, else the
    default)."""
    found = _REGISTRY.get(name)
    if found is None:
        found = _COMPILED.get(name) if name in _COMPILED else compiled_behaviour(name)
    return found or _DEFAULT


_overrides: dict[tuple[type, str], bool] = {}


def overrides(behaviour: Behaviour, hook: str) -> bool:
    """Whether ``behaviour`` answers ``hook`` itself (its class, or the instance, defines it) rather than the
    default of :class:`Behaviour`."""
    if hook in vars(behaviour):
        return True
    key = (type(behaviour), hook)
    found = _overrides.get(key)
    if found is None:
        found = _overrides[key] = getattr(type(behaviour), hook) is not getattr(Behaviour, hook)
    return found


def abilities_of(g: GameState, cid: str, grantors: list[str] | None = None) -> tuple[Ability, ...]:
    """The activated abilities card instance ``cid`` has now: its behaviour's, then those passive abilities
    of battlefields, legends and cards on the board grant it (``Behaviour.ability_grants``, 364). An
    ``activate`` action's ``ability: N`` counts in this order.

    ``grantors``: a caller asking about many cards of one state may pass the cards that can grant abilities,
    ``passive_sources.sources(g, "ability_grants")`` (the same cards, in the same order, as the scan below)."""
    own = tuple(behaviour_of(g, cid).abilities)
    if cid not in g.cards or g.cards[cid].zone in ("none", "hand", "deck", "trash", "banishment", "chain"):
        return own
    own += tuple(behaviour_of(g, cid).abilities_of_others(g, cid))
    if grantors is None:
        bfs = g.battlefields
        grantors = [sid for sid, s in g.cards.items() if s.official and not s.facedown
                    and (s.zone == "base" or s.zone in bfs or s.zone == "legend")  # is_board_zone inlined
                    and overrides(behaviour_of(g, sid), "ability_grants")]  # the default grants nothing
    granted: list[Ability] = []
    for sid in grantors:
        if sid != cid:
            granted += list(behaviour_of(g, sid).ability_grants(g, sid, cid))
    # Abilities a resolved effect gave it for the turn ('This turn, give it "[A][A]: Ready me."'): the giving
    # card's ``effect_abilities``, kept with the object (``memory["granted_text"]``, ends with it, 124).
    for entry in g.cards[cid].memory.get("granted_text", ()):
        if entry["turn"] == g.turn_number:
            granted += list(behaviour_of(g, entry["source"]).effect_abilities)
    # An attached card's Effect Text copying this card's text (``copied_text.py``, 136.2.c): its abilities
    # once more per such card, after the rest.
    for card in g.cards[cid].memory.get(TEXT_COPIED_BY, ()):
        copied = g.cards[card].memory.get(COPIED_TEXT)
        if copied and copied["official"] and g.cards[card].memory.get("attached_to") == cid:
            granted += list(behaviour_named(copied["name"]).abilities)
    return own + tuple(granted)
