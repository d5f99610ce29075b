"""Gangplank, Naval (champion unit, 6 Might): "[Empower] [C][C]. [Empowered][>] If a spell or ability that chooses
me would stun me, give me -[S], or return me to hand, give me +3 [S] instead."

A replacement effect (367-370) active while he is Empowered (828): it replaces only the event that qualifies
(370.1) -- a stun, a Might decrease or a return to hand of Gangplank by the spell or ability resolving now,
if that item chose him (355; ``g.resolving["chosen"]``) -- and the rest of that item resolves as usual. The
+3 is given by the replacing effect's source, this turn. A decrease from something that did not choose him
(a group effect, a passive) or an increase is not replaced."""

from ...effects import give_might
from ...empowered import empower_ability, is_empowered
from .. import Behaviour, card

_REPLACED = ("stun", "might-decrease", "return")


@card("Gangplank, Naval")
class GangplankNaval(Behaviour):
    abilities = (empower_ability(power=2),)

    def replace(self, g, source, event):
        if event.get("type") not in _REPLACED or event.get("unit") != source or event.get("delayed"):
            return None
        if not is_empowered(g, source):
            return None
        resolving = g.resolving or {}
        if source not in resolving.get("chosen", ()):
            return None
        return lambda: give_might(g, source, 3, source=resolving.get("source"))
