/**
 * The doubtful matches of a results list, settled before anything is stored: a close name or
 * the same name with another number ("Dieselbe Person, heißt …" with either spelling, or
 * "Verschiedene Personen"), and a name that several cup numbers carry (which number it is).
 */
import { useT } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import type { CupPlayer } from '@/domain/season/match-players';
import type { ImportDecision, ResultsImportPlan } from '@/state/season-results';
import { resultsImportMessages } from './messages';

const REASON = { spelling: 'reasonSpelling', umlaut: 'reasonUmlaut', wordOrder: 'reasonWordOrder', sameName: 'reasonSameName' } as const;

export function ImportDoubts({ plan, onDecide }: { plan: ResultsImportPlan; onDecide: (d: ImportDecision) => void }) {
  const t = useT(resultsImportMessages);
  const count = plan.doubts.length + plan.ambiguous.length;
  if (count === 0) return null;
  const at = plan.replaces ?? plan.data.tournaments.length - 1;
  const where = (p: CupPlayer): string => {
    const others = [...new Set(p.entries.filter((e) => e.tournament !== at).map((e) => `T${e.tournament + 1}`))];
    const parts = [p.entries.some((e) => e.tournament === at) ? t('inList') : null, others.length > 0 ? t('inSeason', { list: others.join(', ') }) : null];
    return [p.cupNumber !== null ? t('cupNo', { number: p.cupNumber }) : t('noNumber'), ...parts.filter((x) => x !== null)].join(' · ');
  };
  // Two spellings: which is the name; one spelling with two numbers: which is the number.
  const label = (p: CupPlayer, name: string, sameName: boolean): string =>
    sameName && p.cupNumber !== null ? t('samePersonNumber', { number: p.cupNumber }) : t('samePerson', { name });
  return (
    <section aria-labelledby="import-doubts" className="mt-4 rounded-xl border-2 border-amber-500 p-3">
      <h3 id="import-doubts" className="text-base font-bold">{t('doubtsTitle', { count })}</h3>
      <p className="text-sm">{t('doubtsIntro')}</p>
      <ul className="mt-2 flex flex-col gap-3">
        {plan.ambiguous.map((a) => (
          <li key={a.name} className="rounded-lg bg-amber-50 p-2 dark:bg-amber-950">
            <SelectField
              label={t('ambiguousPick', { name: a.name })}
              value=""
              onChange={(e) => e.target.value && onDecide({ kind: 'number', name: a.name, cupNumber: e.target.value })}
            >
              <option value="">{t('ambiguousNone')}</option>
              {a.cupNumbers.map((n) => <option key={n} value={n}>{t('cupNo', { number: n })}</option>)}
            </SelectField>
          </li>
        ))}
        {plan.doubts.map((d) => {
          const a = plan.players.get(d.a);
          const b = plan.players.get(d.b);
          if (!a || !b) return null;
          const nameA = plan.names.get(a.key) ?? '';
          const nameB = plan.names.get(b.key) ?? '';
          return (
            <li key={`${d.a}/${d.b}`} aria-label={`${nameA} / ${nameB}`} className="rounded-lg bg-amber-50 p-2 dark:bg-amber-950">
              <p className="text-sm font-medium">{t(REASON[d.reason])}</p>
              <p className="text-base"><bdi className="font-semibold">{nameA}</bdi>{` · ${where(a)}`}</p>
              <p className="text-base"><bdi className="font-semibold">{nameB}</bdi>{` · ${where(b)}`}</p>
              <div className="mt-2 flex flex-col gap-2">
                <Button onClick={() => onDecide({ kind: 'same', keep: a.key, merge: b.key })}>{label(a, nameA, nameA === nameB)}</Button>
                <Button onClick={() => onDecide({ kind: 'same', keep: b.key, merge: a.key })}>{label(b, nameB, nameA === nameB)}</Button>
                <Button variant="ghost" onClick={() => onDecide({ kind: 'distinct', a: d.a, b: d.b })}>{t('different')}</Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
