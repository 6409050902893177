/**
 * Renonce in a Trischaken hand (rules.md §5, §7): what the offender pays each other active
 * player, by the table's scheme or the rules' fixed amount.
 */
import type { Seat } from '../model';
import { rat } from '../rational';
import type { TrischakenHand } from './checked-hand';
import { TRISCHAKEN_SCALE, type CompiledRules } from './compile-rules';
import type { HandCalc } from './hand-calc';
import { amountParam, pushLine } from './lines';
import { pairPay, readTrischaken } from './trischaken';

/**
 * Renonce in Trischaken (§5): `trischaken.renonce` `{ each: n }` — the offender pays n
 * to each other active player, whoever he is. `asLoser` — what he would pay as the sole
 * loser with every factor that can apply to him: the voll/Bürgermeister factor always,
 * the Vorhand factor if he is Vorhand, recorded Kontras; baden: the base, twice that if
 * Vorhand; wiki: 4 × base to each (as if he had taken all tricks), ×2 if Vorhand.
 * Mode flat: the base once.
 */
export function settleTrischakenRenonce(c: HandCalc, hand: TrischakenHand, cr: CompiledRules, offender: Seat): void {
  c.den = cr.unit * TRISCHAKEN_SCALE;
  const t = readTrischaken(c, hand);
  const base = cr.trischakenBase;
  const vorhand = offender === c.vorhand;
  let F: number;
  const fixed = cr.trischakenRenonceEach;
  if (fixed !== null) F = fixed;
  else if (cr.rules.renonce === 'flat') F = base;
  else {
    switch (cr.rules.trischaken.scheme) {
      case 'wiki':
        F = 4 * base * (vorhand ? 2 : 1);
        break;
      case 'baden':
        // baden doubles only a Vorhand loser with 35/2; any other loser pays the base.
        F = base * (vorhand ? 2 : 1);
        break;
      default:
        F = base * 2 * (vorhand ? 2 : 1);
    }
  }
  // A fixed amount is the same whoever renounces (decision: recorded Kontras do not double it).
  for (const x of t.seats) {
    if (x === offender) continue;
    if (fixed !== null) c.pay(offender, x, F, F);
    else pairPay(c, t, offender, x, F);
  }
  if (c.lines) {
    pushLine(c.lines, fixed !== null ? 'renonce.trischakenEach' : 'renonce.trischaken', { player: c.name(offender), value: amountParam(F, c.den) }, rat(F, c.den));
  }
}
