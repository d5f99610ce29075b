"""The Equipment keywords and the behaviour they share (no card is named here): Equip (818), Quick-Draw
(819), Weaponmaster (821) and an attached gear's Might bonus (718.4). Card modules of Equipment subclass
:class:`Equipment`."""

from __future__ import annotations

from .attachment import attach, attached_to
from .behaviour import Ability, Behaviour, TargetSpec, Trigger, abilities_of, behaviour_of
from .copied_text import copied_keywords
from .errors import IllegalAction
from .trigger_conditions import played_me as _played_me

#: "a unit you control": Equip's choice is a target (818.1.b.1), as is Quick-Draw's (819.1.d, 355.10).
YOUR_UNIT = TargetSpec(kind="unit", relation="friendly", text="a unit you control")


def _attach_source_to_target(ctx) -> None:
    for unit in ctx.chosen(0):
        src = ctx.g.cards[ctx.source]
        if src.controller == ctx.controller:
            attach(ctx.g, ctx.source, unit)


def equip_ability(energy: int = 0, power: int = 1) -> Ability:
    """"[Equip] [cost]" (818.1.c.2): "[cost]: Attach this gear to a unit you control." An activated ability
    with the usual timing (381); [C] is one Power of the gear's domain."""
    return Ability(effect=_attach_source_to_target, energy=energy, power=power, targets=(YOUR_UNIT,))


def quick_draw_trigger() -> Trigger:
    """Quick-Draw (819.1.d): "When you play this, attach it to a unit you control." (its [Reaction] is a
    play permission, see ``playing``)."""
    return Trigger(on="play", condition=_played_me, effect=_attach_source_to_target, targets=(YOUR_UNIT,))


def equip_ability_of(g, gear) -> Ability | None:
    """``gear``'s Equip ability, or None if it has none."""
    for ab in abilities_of(g, gear):
        if ab.effect is _attach_source_to_target:
            return ab
    return None


def weaponmaster_cost(g, gear, unit) -> tuple[int, int, int, int] | None:
    """The (Energy, Power of the gear's domains, Power of any domain, XP) Weaponmaster pays to attach ``gear`` to
    ``unit``, or None if it has no Equip cost (821.1.c.4). The cost is that of its Equip ability as though it
    were activated choosing ``unit`` (821.1.c.2: its own discounts count, "reduced by the Might of the unit you
    choose" by that unit's Might), reduced by [A]: one Power, which [A] may be of any domain (135.2.e.5.a), so a
    [C] counts as much as an [A]. A cost with no Power in it is paid in full (821.1.c.3), XP included."""
    ab = equip_ability_of(g, gear)
    if ab is None:
        return None
    energy = ab.energy
    if ab.energy_discount is not None:
        energy = max(0, energy - ab.energy_discount(g, gear))
    if ab.chosen_discount is not None:
        energy = max(0, energy - ab.chosen_discount(g, gear, [unit]))
    power, any_power = ab.power, ab.any_power
    if any_power:
        any_power -= 1
    elif power:
        power -= 1
    return energy, power, any_power, ab.xp


def _is_equipment(g, chooser, cand, source) -> bool:
    return "Equipment" in g.cards[cand].tags


def _weaponmaster(ctx) -> None:
    """821.1.c: pay the chosen Equipment's Equip cost, one Power less (``weaponmaster_cost``), to attach it to
    this unit; it is not an activation of Equip and this unit is not chosen (821.1.c.6). Non-resource costs among
    it ("Kill a friendly unit") are paid in full: their objects are chosen now (403-404). If the cost cannot be
    paid, or there is none, the Equipment stays where it is (821.1.c.4-5)."""
    from .chain import pay_with
    from .decisions import choose_from
    from .payment import _pay_power, energy_available, pay_energy
    from .targets import candidates
    from .xp import spend_xp

    g, player = ctx.g, ctx.controller
    for gear in ctx.chosen(0):
        cost = weaponmaster_cost(g, gear, ctx.source)
        if cost is None or not g.is_board_zone(g.cards[ctx.source].zone):
            continue
        energy, power, any_power, xp = cost
        p = g.players[player]
        others = [(spec, [c for c in candidates(g, spec.choice, player, gear) if c != gear])
                  for spec in equip_ability_of(g, gear).costs]
        if energy_available(g, player) < energy or p.xp < xp or any(len(c) < s.choice.minimum for s, c in others):
            continue
        saved = (p.energy, dict(p.power), dict(p.spell_power), p.spell_energy, [dict(r, power=dict(r["power"]))
                                                                                for r in p.restricted])
        try:
            pay_energy(g, player, energy)
            _pay_power(g, player, power, g.cards[gear].domains, False)
            _pay_power(g, player, any_power, (), False)  # [A] (135.2.e.5.a)
        except IllegalAction:
            p.energy, p.power, p.spell_power, p.spell_energy, p.restricted = saved
            continue
        if xp:
            spend_xp(g, player, xp)  # 730.2, with the rest of the cost
        for spec, cands in others:
            for cid in choose_from(g, player, cands, f"{spec.action} {spec.choice.text} to pay for {gear}",
                                   minimum=spec.choice.minimum, maximum=spec.choice.maximum):
                pay_with(g, player, gear, spec.action, cid)
        if g.is_board_zone(g.cards[ctx.source].zone):  # a unit killed to pay can no longer take it (821.1.c.5)
            attach(g, gear, ctx.source, equip=False)  # "even if it's already attached" (718.5.d)


def weaponmaster_trigger() -> Trigger:
    """Weaponmaster (821.1.c): "When you play me, you may choose a card you control with the Equipment tag
    ... Pay the cost of its Equip ability, reduced by [A], to attach it to this unit." The choice is made
    as the ability is finalized; declining it removes the ability (383.3.a)."""
    return Trigger(on="play", condition=_played_me, effect=_weaponmaster, optional=True, keyword="Weaponmaster",
                   targets=(TargetSpec(kind="gear", relation="friendly", restriction=_is_equipment,
                                       text="an Equipment you control"),))


class Equipment(Behaviour):
    """An Equipment gear: ``bonus`` is its printed Might bonus, given to the unit it is attached to (718.4).
    Its Effect Text is the top-most card's while attached (434.1.c, 718.3): ``effect_keywords`` (keywords
    it lists, e.g. ``("Assault 2",)``) and ``effect_triggers`` (triggered abilities whose "I" is the unit,
    see ``Behaviour.effect_triggers``)."""

    bonus: int = 0
    effect_keywords: tuple[str, ...] = ()

    def might_bonus(self, g, source, unit):
        if attached_to(g, source) != unit:
            return 0
        return behaviour_of(g, unit).equipment_bonus(g, unit, source, self.bonus)  # 718.4

    def keyword_grants(self, g, source, unit):
        if attached_to(g, source) != unit:
            return ()
        # Its Effect Text's keywords: printed, and those copied from the unit's text (``copied_text.py``).
        return self.effect_keywords + copied_keywords(g, source)
